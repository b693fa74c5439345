; nvverify-generator: triton-3.9.0 target=sm_90a cc=90 ptx=9.4 options=num_warps=4 source=triton/src/kernels.py:softmax_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %10 = and i32 %9, 127, !dbg !13
  %11 = or disjoint i32 %10, 128, !dbg !13
  %12 = or disjoint i32 %10, 256, !dbg !13
  %13 = or disjoint i32 %10, 384, !dbg !13
  %14 = or disjoint i32 %10, 512, !dbg !13
  %15 = or disjoint i32 %10, 640, !dbg !13
  %16 = or disjoint i32 %10, 768, !dbg !13
  %17 = or i32 %9, 896, !dbg !13
  %18 = icmp slt i32 %10, %4, !dbg !14
  %19 = icmp slt i32 %11, %4, !dbg !14
  %20 = icmp slt i32 %12, %4, !dbg !14
  %21 = icmp slt i32 %13, %4, !dbg !14
  %22 = icmp slt i32 %14, %4, !dbg !14
  %23 = icmp slt i32 %15, %4, !dbg !14
  %24 = icmp slt i32 %16, %4, !dbg !14
  %25 = icmp slt i32 %17, %4, !dbg !14
  %26 = mul i32 %2, %8, !dbg !15
  %27 = sext i32 %26 to i64, !dbg !16
  %28 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %27, !dbg !16
  %29 = zext nneg i32 %10 to i64, !dbg !16
  %30 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %29, !dbg !16
  %31 = zext nneg i32 %11 to i64, !dbg !16
  %32 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %31, !dbg !16
  %33 = zext nneg i32 %12 to i64, !dbg !16
  %34 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %33, !dbg !16
  %35 = zext nneg i32 %13 to i64, !dbg !16
  %36 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %35, !dbg !16
  %37 = zext nneg i32 %14 to i64, !dbg !16
  %38 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %37, !dbg !16
  %39 = zext nneg i32 %15 to i64, !dbg !16
  %40 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %39, !dbg !16
  %41 = zext nneg i32 %16 to i64, !dbg !16
  %42 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %41, !dbg !16
  %43 = zext nneg i32 %17 to i64, !dbg !16
  %44 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %43, !dbg !16
  %45 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %30, i1 %18) #7, !dbg !17
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %32, i1 %19) #7, !dbg !17
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %34, i1 %20) #7, !dbg !17
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %36, i1 %21) #7, !dbg !17
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %38, i1 %22) #7, !dbg !17
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %40, i1 %23) #7, !dbg !17
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %42, i1 %24) #7, !dbg !17
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %44, i1 %25) #7, !dbg !17
  %53 = lshr i32 %9, 3, !dbg !18
  %54 = and i32 %53, 12, !dbg !18
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !18
  %56 = shl nuw nsw i32 %9, 2, !dbg !18
  %57 = and i32 %56, 12, !dbg !18
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !18
  %59 = insertelement <8 x i32> poison, i32 %45, i64 0, !dbg !17
  %60 = insertelement <8 x i32> %59, i32 %46, i64 1, !dbg !17
  %61 = insertelement <8 x i32> %60, i32 %47, i64 2, !dbg !17
  %62 = insertelement <8 x i32> %61, i32 %48, i64 3, !dbg !17
  %63 = insertelement <8 x i32> %62, i32 %49, i64 4, !dbg !17
  %64 = insertelement <8 x i32> %63, i32 %50, i64 5, !dbg !17
  %65 = insertelement <8 x i32> %64, i32 %51, i64 6, !dbg !17
  %66 = insertelement <8 x i32> %65, i32 %52, i64 7, !dbg !17
  %67 = bitcast <8 x i32> %66 to <8 x float>, !dbg !17
  %68 = bitcast i32 %45 to float, !dbg !23
  %69 = bitcast i32 %46 to float, !dbg !23
  %70 = tail call float @llvm.maxnum.f32(float %68, float %69), !dbg !23
  %71 = bitcast i32 %47 to float, !dbg !23
  %72 = bitcast i32 %48 to float, !dbg !23
  %73 = tail call float @llvm.maxnum.f32(float %71, float %72), !dbg !23
  %74 = bitcast i32 %49 to float, !dbg !23
  %75 = bitcast i32 %50 to float, !dbg !23
  %76 = tail call float @llvm.maxnum.f32(float %74, float %75), !dbg !23
  %77 = bitcast i32 %51 to float, !dbg !23
  %78 = bitcast i32 %52 to float, !dbg !23
  %79 = tail call float @llvm.maxnum.f32(float %77, float %78), !dbg !23
  %80 = tail call float @llvm.maxnum.f32(float %70, float %73), !dbg !23
  %81 = tail call float @llvm.maxnum.f32(float %76, float %79), !dbg !23
  %82 = tail call float @llvm.maxnum.f32(float %80, float %81), !dbg !23
  %83 = bitcast float %82 to i32, !dbg !18
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 16, i32 31), !dbg !18
  %85 = bitcast i32 %84 to float, !dbg !18
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85), !dbg !23
  %87 = bitcast float %86 to i32, !dbg !18
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 8, i32 31), !dbg !18
  %89 = bitcast i32 %88 to float, !dbg !18
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89), !dbg !23
  %91 = bitcast float %90 to i32, !dbg !18
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 4, i32 31), !dbg !18
  %93 = bitcast i32 %92 to float, !dbg !18
  %94 = tail call float @llvm.maxnum.f32(float %90, float %93), !dbg !23
  %95 = bitcast float %94 to i32, !dbg !18
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 2, i32 31), !dbg !18
  %97 = bitcast i32 %96 to float, !dbg !18
  %98 = tail call float @llvm.maxnum.f32(float %94, float %97), !dbg !23
  %99 = bitcast float %98 to i32, !dbg !18
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 1, i32 31), !dbg !18
  %101 = bitcast i32 %100 to float, !dbg !18
  %102 = tail call float @llvm.maxnum.f32(float %98, float %101), !dbg !23
  store float %102, ptr addrspace(3) %55, align 4, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %103 = load i32, ptr addrspace(3) %58, align 4, !dbg !18
  %104 = bitcast i32 %103 to float, !dbg !18
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 2, i32 31), !dbg !18
  %106 = bitcast i32 %105 to float, !dbg !18
  %107 = tail call float @llvm.maxnum.f32(float %104, float %106), !dbg !23
  %108 = bitcast float %107 to i32, !dbg !18
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 1, i32 31), !dbg !18
  %110 = bitcast i32 %109 to float, !dbg !18
  %111 = tail call float @llvm.maxnum.f32(float %107, float %110), !dbg !23
  %112 = insertelement <8 x float> poison, float %111, i64 0, !dbg !24
  %113 = shufflevector <8 x float> %112, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !24
  %114 = fsub <8 x float> %67, %113, !dbg !24
  %115 = fmul <8 x float> %114, splat (float f0x3FB8AA3B), !dbg !25
  %116 = extractelement <8 x float> %115, i64 0, !dbg !25
  %117 = tail call float @llvm.nvvm.ex2.approx.f32(float %116), !dbg !25
  %118 = extractelement <8 x float> %115, i64 1, !dbg !25
  %119 = tail call float @llvm.nvvm.ex2.approx.f32(float %118), !dbg !25
  %120 = extractelement <8 x float> %115, i64 2, !dbg !25
  %121 = tail call float @llvm.nvvm.ex2.approx.f32(float %120), !dbg !25
  %122 = extractelement <8 x float> %115, i64 3, !dbg !25
  %123 = tail call float @llvm.nvvm.ex2.approx.f32(float %122), !dbg !25
  %124 = extractelement <8 x float> %115, i64 4, !dbg !25
  %125 = tail call float @llvm.nvvm.ex2.approx.f32(float %124), !dbg !25
  %126 = extractelement <8 x float> %115, i64 5, !dbg !25
  %127 = tail call float @llvm.nvvm.ex2.approx.f32(float %126), !dbg !25
  %128 = extractelement <8 x float> %115, i64 6, !dbg !25
  %129 = tail call float @llvm.nvvm.ex2.approx.f32(float %128), !dbg !25
  %130 = extractelement <8 x float> %115, i64 7, !dbg !25
  %131 = tail call float @llvm.nvvm.ex2.approx.f32(float %130), !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %132 = fadd float %117, %119, !dbg !28
  %133 = fadd float %121, %123, !dbg !28
  %134 = fadd float %125, %127, !dbg !28
  %135 = fadd float %129, %131, !dbg !28
  %136 = fadd float %132, %133, !dbg !28
  %137 = fadd float %134, %135, !dbg !28
  %138 = fadd float %136, %137, !dbg !28
  %139 = bitcast float %138 to i32, !dbg !26
  %140 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 16, i32 31), !dbg !26
  %141 = bitcast i32 %140 to float, !dbg !26
  %142 = fadd float %138, %141, !dbg !28
  %143 = bitcast float %142 to i32, !dbg !26
  %144 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 8, i32 31), !dbg !26
  %145 = bitcast i32 %144 to float, !dbg !26
  %146 = fadd float %142, %145, !dbg !28
  %147 = bitcast float %146 to i32, !dbg !26
  %148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 4, i32 31), !dbg !26
  %149 = bitcast i32 %148 to float, !dbg !26
  %150 = fadd float %146, %149, !dbg !28
  %151 = bitcast float %150 to i32, !dbg !26
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 2, i32 31), !dbg !26
  %153 = bitcast i32 %152 to float, !dbg !26
  %154 = fadd float %150, %153, !dbg !28
  %155 = bitcast float %154 to i32, !dbg !26
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 1, i32 31), !dbg !26
  %157 = bitcast i32 %156 to float, !dbg !26
  %158 = fadd float %154, %157, !dbg !28
  store float %158, ptr addrspace(3) %55, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %159 = load i32, ptr addrspace(3) %58, align 4, !dbg !26
  %160 = bitcast i32 %159 to float, !dbg !26
  %161 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 2, i32 31), !dbg !26
  %162 = bitcast i32 %161 to float, !dbg !26
  %163 = fadd float %160, %162, !dbg !28
  %164 = bitcast float %163 to i32, !dbg !26
  %165 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 1, i32 31), !dbg !26
  %166 = bitcast i32 %165 to float, !dbg !26
  %167 = fadd float %163, %166, !dbg !28
  %168 = mul i32 %3, %8, !dbg !29
  %169 = sext i32 %168 to i64, !dbg !30
  %170 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %169, !dbg !30
  %171 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %29, !dbg !30
  %172 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %31, !dbg !30
  %173 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %33, !dbg !30
  %174 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %35, !dbg !30
  %175 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %37, !dbg !30
  %176 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %39, !dbg !30
  %177 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %41, !dbg !30
  %178 = getelementptr [4 x i8], ptr addrspace(1) %170, i64 %43, !dbg !30
  %179 = tail call float @llvm.nvvm.div.full(float %117, float %167), !dbg !31
  %180 = tail call float @llvm.nvvm.div.full(float %119, float %167), !dbg !31
  %181 = tail call float @llvm.nvvm.div.full(float %121, float %167), !dbg !31
  %182 = tail call float @llvm.nvvm.div.full(float %123, float %167), !dbg !31
  %183 = tail call float @llvm.nvvm.div.full(float %125, float %167), !dbg !31
  %184 = tail call float @llvm.nvvm.div.full(float %127, float %167), !dbg !31
  %185 = tail call float @llvm.nvvm.div.full(float %129, float %167), !dbg !31
  %186 = tail call float @llvm.nvvm.div.full(float %131, float %167), !dbg !31
  %187 = bitcast float %179 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %187, ptr addrspace(1) %171, i1 %18) #7, !dbg !32
  %188 = bitcast float %180 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %188, ptr addrspace(1) %172, i1 %19) #7, !dbg !32
  %189 = bitcast float %181 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %189, ptr addrspace(1) %173, i1 %20) #7, !dbg !32
  %190 = bitcast float %182 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %190, ptr addrspace(1) %174, i1 %21) #7, !dbg !32
  %191 = bitcast float %183 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %191, ptr addrspace(1) %175, i1 %22) #7, !dbg !32
  %192 = bitcast float %184 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %192, ptr addrspace(1) %176, i1 %23) #7, !dbg !32
  %193 = bitcast float %185 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %193, ptr addrspace(1) %177, i1 %24) #7, !dbg !32
  %194 = bitcast float %186 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %194, ptr addrspace(1) %178, i1 %25) #7, !dbg !32
  ret void, !dbg !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #6

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus/real/triton/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 23, column: 11, scope: !4)
!13 = !DILocation(line: 24, column: 12, scope: !4)
!14 = !DILocation(line: 25, column: 12, scope: !4)
!15 = !DILocation(line: 26, column: 26, scope: !4)
!16 = !DILocation(line: 26, column: 17, scope: !4)
!17 = !DILocation(line: 26, column: 9, scope: !4)
!18 = !DILocation(line: 216, column: 16, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!21 = !DILocation(line: 27, column: 13, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 196, column: 12, scope: !19, inlinedAt: !18)
!24 = !DILocation(line: 27, column: 9, scope: !4)
!25 = !DILocation(line: 28, column: 11, scope: !4)
!26 = !DILocation(line: 314, column: 12, scope: !19, inlinedAt: !27)
!27 = !DILocation(line: 29, column: 11, scope: !22)
!28 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !26)
!29 = !DILocation(line: 30, column: 24, scope: !4)
!30 = !DILocation(line: 30, column: 14, scope: !4)
!31 = !DILocation(line: 30, column: 49, scope: !4)
!32 = !DILocation(line: 30, column: 5, scope: !4)
!33 = !DILocation(line: 22, column: 1, scope: !4)
