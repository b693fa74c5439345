; nvverify-generator: triton-3.9.0 target=sm_80 cc=80 ptx=8.8 options=num_warps=4 source=triton/src/kernels.py:softmax_kernel dialect=triton-llir
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
  %46 = bitcast i32 %45 to float, !dbg !17
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %32, i1 %19) #7, !dbg !17
  %48 = bitcast i32 %47 to float, !dbg !17
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %34, i1 %20) #7, !dbg !17
  %50 = bitcast i32 %49 to float, !dbg !17
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %36, i1 %21) #7, !dbg !17
  %52 = bitcast i32 %51 to float, !dbg !17
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %38, i1 %22) #7, !dbg !17
  %54 = bitcast i32 %53 to float, !dbg !17
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %40, i1 %23) #7, !dbg !17
  %56 = bitcast i32 %55 to float, !dbg !17
  %57 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %42, i1 %24) #7, !dbg !17
  %58 = bitcast i32 %57 to float, !dbg !17
  %59 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %44, i1 %25) #7, !dbg !17
  %60 = bitcast i32 %59 to float, !dbg !17
  %61 = tail call float @llvm.maxnum.f32(float %46, float %48), !dbg !18
  %62 = tail call float @llvm.maxnum.f32(float %50, float %52), !dbg !18
  %63 = tail call float @llvm.maxnum.f32(float %54, float %56), !dbg !18
  %64 = tail call float @llvm.maxnum.f32(float %58, float %60), !dbg !18
  %65 = tail call float @llvm.maxnum.f32(float %61, float %62), !dbg !18
  %66 = tail call float @llvm.maxnum.f32(float %63, float %64), !dbg !18
  %67 = tail call float @llvm.maxnum.f32(float %65, float %66), !dbg !18
  %68 = bitcast float %67 to i32, !dbg !21
  %69 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 16, i32 31), !dbg !21
  %70 = bitcast i32 %69 to float, !dbg !21
  %71 = tail call float @llvm.maxnum.f32(float %67, float %70), !dbg !18
  %72 = bitcast float %71 to i32, !dbg !21
  %73 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 8, i32 31), !dbg !21
  %74 = bitcast i32 %73 to float, !dbg !21
  %75 = tail call float @llvm.maxnum.f32(float %71, float %74), !dbg !18
  %76 = bitcast float %75 to i32, !dbg !21
  %77 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 4, i32 31), !dbg !21
  %78 = bitcast i32 %77 to float, !dbg !21
  %79 = tail call float @llvm.maxnum.f32(float %75, float %78), !dbg !18
  %80 = bitcast float %79 to i32, !dbg !21
  %81 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 2, i32 31), !dbg !21
  %82 = bitcast i32 %81 to float, !dbg !21
  %83 = tail call float @llvm.maxnum.f32(float %79, float %82), !dbg !18
  %84 = bitcast float %83 to i32, !dbg !21
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 1, i32 31), !dbg !21
  %86 = bitcast i32 %85 to float, !dbg !21
  %87 = tail call float @llvm.maxnum.f32(float %83, float %86), !dbg !18
  %88 = lshr i32 %9, 3, !dbg !21
  %89 = and i32 %88, 12, !dbg !21
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89, !dbg !21
  store float %87, ptr addrspace(3) %90, align 4, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %91 = shl nuw nsw i32 %9, 2, !dbg !21
  %92 = and i32 %91, 12, !dbg !21
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %92, !dbg !21
  %94 = load i32, ptr addrspace(3) %93, align 4, !dbg !21
  %95 = bitcast i32 %94 to float, !dbg !21
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 2, i32 31), !dbg !21
  %97 = bitcast i32 %96 to float, !dbg !21
  %98 = tail call float @llvm.maxnum.f32(float %95, float %97), !dbg !18
  %99 = bitcast float %98 to i32, !dbg !21
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 1, i32 31), !dbg !21
  %101 = bitcast i32 %100 to float, !dbg !21
  %102 = tail call float @llvm.maxnum.f32(float %98, float %101), !dbg !18
  %103 = fsub float %46, %102, !dbg !24
  %104 = fsub float %48, %102, !dbg !24
  %105 = fsub float %50, %102, !dbg !24
  %106 = fsub float %52, %102, !dbg !24
  %107 = fsub float %54, %102, !dbg !24
  %108 = fsub float %56, %102, !dbg !24
  %109 = fsub float %58, %102, !dbg !24
  %110 = fsub float %60, %102, !dbg !24
  %111 = fmul float %103, f0x3FB8AA3B, !dbg !25
  %112 = tail call float @llvm.nvvm.ex2.approx.f32(float %111), !dbg !25
  %113 = fmul float %104, f0x3FB8AA3B, !dbg !25
  %114 = tail call float @llvm.nvvm.ex2.approx.f32(float %113), !dbg !25
  %115 = fmul float %105, f0x3FB8AA3B, !dbg !25
  %116 = tail call float @llvm.nvvm.ex2.approx.f32(float %115), !dbg !25
  %117 = fmul float %106, f0x3FB8AA3B, !dbg !25
  %118 = tail call float @llvm.nvvm.ex2.approx.f32(float %117), !dbg !25
  %119 = fmul float %107, f0x3FB8AA3B, !dbg !25
  %120 = tail call float @llvm.nvvm.ex2.approx.f32(float %119), !dbg !25
  %121 = fmul float %108, f0x3FB8AA3B, !dbg !25
  %122 = tail call float @llvm.nvvm.ex2.approx.f32(float %121), !dbg !25
  %123 = fmul float %109, f0x3FB8AA3B, !dbg !25
  %124 = tail call float @llvm.nvvm.ex2.approx.f32(float %123), !dbg !25
  %125 = fmul float %110, f0x3FB8AA3B, !dbg !25
  %126 = tail call float @llvm.nvvm.ex2.approx.f32(float %125), !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %127 = fadd float %112, %114, !dbg !28
  %128 = fadd float %116, %118, !dbg !28
  %129 = fadd float %120, %122, !dbg !28
  %130 = fadd float %124, %126, !dbg !28
  %131 = fadd float %127, %128, !dbg !28
  %132 = fadd float %129, %130, !dbg !28
  %133 = fadd float %131, %132, !dbg !28
  %134 = bitcast float %133 to i32, !dbg !26
  %135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 16, i32 31), !dbg !26
  %136 = bitcast i32 %135 to float, !dbg !26
  %137 = fadd float %133, %136, !dbg !28
  %138 = bitcast float %137 to i32, !dbg !26
  %139 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %138, i32 8, i32 31), !dbg !26
  %140 = bitcast i32 %139 to float, !dbg !26
  %141 = fadd float %137, %140, !dbg !28
  %142 = bitcast float %141 to i32, !dbg !26
  %143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 4, i32 31), !dbg !26
  %144 = bitcast i32 %143 to float, !dbg !26
  %145 = fadd float %141, %144, !dbg !28
  %146 = bitcast float %145 to i32, !dbg !26
  %147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 2, i32 31), !dbg !26
  %148 = bitcast i32 %147 to float, !dbg !26
  %149 = fadd float %145, %148, !dbg !28
  %150 = bitcast float %149 to i32, !dbg !26
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 1, i32 31), !dbg !26
  %152 = bitcast i32 %151 to float, !dbg !26
  %153 = fadd float %149, %152, !dbg !28
  store float %153, ptr addrspace(3) %90, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %154 = load i32, ptr addrspace(3) %93, align 4, !dbg !26
  %155 = bitcast i32 %154 to float, !dbg !26
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 2, i32 31), !dbg !26
  %157 = bitcast i32 %156 to float, !dbg !26
  %158 = fadd float %155, %157, !dbg !28
  %159 = bitcast float %158 to i32, !dbg !26
  %160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 1, i32 31), !dbg !26
  %161 = bitcast i32 %160 to float, !dbg !26
  %162 = fadd float %158, %161, !dbg !28
  %163 = mul i32 %3, %8, !dbg !29
  %164 = sext i32 %163 to i64, !dbg !30
  %165 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %164, !dbg !30
  %166 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %29, !dbg !30
  %167 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %31, !dbg !30
  %168 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %33, !dbg !30
  %169 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %35, !dbg !30
  %170 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %37, !dbg !30
  %171 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %39, !dbg !30
  %172 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %41, !dbg !30
  %173 = getelementptr [4 x i8], ptr addrspace(1) %165, i64 %43, !dbg !30
  %174 = tail call float @llvm.nvvm.div.full(float %112, float %162), !dbg !31
  %175 = tail call float @llvm.nvvm.div.full(float %114, float %162), !dbg !31
  %176 = tail call float @llvm.nvvm.div.full(float %116, float %162), !dbg !31
  %177 = tail call float @llvm.nvvm.div.full(float %118, float %162), !dbg !31
  %178 = tail call float @llvm.nvvm.div.full(float %120, float %162), !dbg !31
  %179 = tail call float @llvm.nvvm.div.full(float %122, float %162), !dbg !31
  %180 = tail call float @llvm.nvvm.div.full(float %124, float %162), !dbg !31
  %181 = tail call float @llvm.nvvm.div.full(float %126, float %162), !dbg !31
  %182 = bitcast float %174 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %182, ptr addrspace(1) %166, i1 %18) #7, !dbg !32
  %183 = bitcast float %175 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %183, ptr addrspace(1) %167, i1 %19) #7, !dbg !32
  %184 = bitcast float %176 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %184, ptr addrspace(1) %168, i1 %20) #7, !dbg !32
  %185 = bitcast float %177 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %185, ptr addrspace(1) %169, i1 %21) #7, !dbg !32
  %186 = bitcast float %178 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %186, ptr addrspace(1) %170, i1 %22) #7, !dbg !32
  %187 = bitcast float %179 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %187, ptr addrspace(1) %171, i1 %23) #7, !dbg !32
  %188 = bitcast float %180 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %188, ptr addrspace(1) %172, i1 %24) #7, !dbg !32
  %189 = bitcast float %181 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %189, ptr addrspace(1) %173, i1 %25) #7, !dbg !32
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
!18 = !DILocation(line: 196, column: 12, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!21 = !DILocation(line: 216, column: 16, scope: !19, inlinedAt: !22)
!22 = !DILocation(line: 27, column: 13, scope: !23)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!24 = !DILocation(line: 27, column: 9, scope: !4)
!25 = !DILocation(line: 28, column: 11, scope: !4)
!26 = !DILocation(line: 314, column: 12, scope: !19, inlinedAt: !27)
!27 = !DILocation(line: 29, column: 11, scope: !23)
!28 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !26)
!29 = !DILocation(line: 30, column: 24, scope: !4)
!30 = !DILocation(line: 30, column: 14, scope: !4)
!31 = !DILocation(line: 30, column: 49, scope: !4)
!32 = !DILocation(line: 30, column: 5, scope: !4)
!33 = !DILocation(line: 22, column: 1, scope: !4)
