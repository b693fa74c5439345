; nvverify-generator: triton-3.9.0 target=sm_100a cc=100 ptx=9.4 options=num_warps=4 source=triton/src/kernels.py:softmax_kernel dialect=triton-llir
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
  %72 = tail call float @llvm.maxnum.f32(float %70, float %71), !dbg !23
  %73 = bitcast i32 %48 to float, !dbg !23
  %74 = bitcast i32 %49 to float, !dbg !23
  %75 = tail call float @llvm.maxnum.f32(float %73, float %74), !dbg !23
  %76 = bitcast i32 %50 to float, !dbg !23
  %77 = tail call float @llvm.maxnum.f32(float %75, float %76), !dbg !23
  %78 = bitcast i32 %51 to float, !dbg !23
  %79 = bitcast i32 %52 to float, !dbg !23
  %80 = tail call float @llvm.maxnum.f32(float %78, float %79), !dbg !23
  %81 = tail call float @llvm.maxnum.f32(float %72, float %77), !dbg !23
  %82 = tail call float @llvm.maxnum.f32(float %81, float %80), !dbg !23
  %83 = tail call float @llvm.nvvm.redux.sync.fmax(float %82, i32 -1), !dbg !18
  store float %83, ptr addrspace(3) %55, align 4, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %84 = load float, ptr addrspace(3) %58, align 4, !dbg !18
  %85 = tail call float @llvm.nvvm.redux.sync.fmax(float %84, i32 -1), !dbg !18
  %86 = insertelement <8 x float> poison, float %85, i64 0, !dbg !24
  %87 = shufflevector <8 x float> %86, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !24
  %88 = fsub <8 x float> %67, %87, !dbg !24
  %89 = fmul <8 x float> %88, splat (float f0x3FB8AA3B), !dbg !25
  %90 = extractelement <8 x float> %89, i64 0, !dbg !25
  %91 = tail call float @llvm.nvvm.ex2.approx.f32(float %90), !dbg !25
  %92 = extractelement <8 x float> %89, i64 1, !dbg !25
  %93 = tail call float @llvm.nvvm.ex2.approx.f32(float %92), !dbg !25
  %94 = extractelement <8 x float> %89, i64 2, !dbg !25
  %95 = tail call float @llvm.nvvm.ex2.approx.f32(float %94), !dbg !25
  %96 = extractelement <8 x float> %89, i64 3, !dbg !25
  %97 = tail call float @llvm.nvvm.ex2.approx.f32(float %96), !dbg !25
  %98 = extractelement <8 x float> %89, i64 4, !dbg !25
  %99 = tail call float @llvm.nvvm.ex2.approx.f32(float %98), !dbg !25
  %100 = extractelement <8 x float> %89, i64 5, !dbg !25
  %101 = tail call float @llvm.nvvm.ex2.approx.f32(float %100), !dbg !25
  %102 = extractelement <8 x float> %89, i64 6, !dbg !25
  %103 = tail call float @llvm.nvvm.ex2.approx.f32(float %102), !dbg !25
  %104 = extractelement <8 x float> %89, i64 7, !dbg !25
  %105 = tail call float @llvm.nvvm.ex2.approx.f32(float %104), !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %106 = insertelement <2 x float> poison, float %91, i64 0, !dbg !26
  %107 = insertelement <2 x float> %106, float %93, i64 1, !dbg !26
  %108 = insertelement <2 x float> poison, float %95, i64 0, !dbg !26
  %109 = insertelement <2 x float> %108, float %97, i64 1, !dbg !26
  %110 = insertelement <2 x float> poison, float %99, i64 0, !dbg !26
  %111 = insertelement <2 x float> %110, float %101, i64 1, !dbg !26
  %112 = insertelement <2 x float> poison, float %103, i64 0, !dbg !26
  %113 = insertelement <2 x float> %112, float %105, i64 1, !dbg !26
  %114 = fadd <2 x float> %107, %109, !dbg !26
  %115 = fadd <2 x float> %111, %113, !dbg !26
  %116 = fadd <2 x float> %114, %115, !dbg !26
  %shift = shufflevector <2 x float> %116, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !28
  %foldExtExtBinop = fadd <2 x float> %116, %shift, !dbg !28
  %117 = extractelement <2 x float> %foldExtExtBinop, i64 0, !dbg !28
  %118 = bitcast float %117 to i32, !dbg !26
  %119 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 16, i32 31), !dbg !26
  %120 = bitcast i32 %119 to float, !dbg !26
  %121 = fadd float %117, %120, !dbg !28
  %122 = bitcast float %121 to i32, !dbg !26
  %123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 8, i32 31), !dbg !26
  %124 = bitcast i32 %123 to float, !dbg !26
  %125 = fadd float %121, %124, !dbg !28
  %126 = bitcast float %125 to i32, !dbg !26
  %127 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 4, i32 31), !dbg !26
  %128 = bitcast i32 %127 to float, !dbg !26
  %129 = fadd float %125, %128, !dbg !28
  %130 = bitcast float %129 to i32, !dbg !26
  %131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 2, i32 31), !dbg !26
  %132 = bitcast i32 %131 to float, !dbg !26
  %133 = fadd float %129, %132, !dbg !28
  %134 = bitcast float %133 to i32, !dbg !26
  %135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 1, i32 31), !dbg !26
  %136 = bitcast i32 %135 to float, !dbg !26
  %137 = fadd float %133, %136, !dbg !28
  store float %137, ptr addrspace(3) %55, align 4, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %138 = load i32, ptr addrspace(3) %58, align 4, !dbg !26
  %139 = bitcast i32 %138 to float, !dbg !26
  %140 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %138, i32 2, i32 31), !dbg !26
  %141 = bitcast i32 %140 to float, !dbg !26
  %142 = fadd float %139, %141, !dbg !28
  %143 = bitcast float %142 to i32, !dbg !26
  %144 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 1, i32 31), !dbg !26
  %145 = bitcast i32 %144 to float, !dbg !26
  %146 = fadd float %142, %145, !dbg !28
  %147 = mul i32 %3, %8, !dbg !29
  %148 = sext i32 %147 to i64, !dbg !30
  %149 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %148, !dbg !30
  %150 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %29, !dbg !30
  %151 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %31, !dbg !30
  %152 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %33, !dbg !30
  %153 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %35, !dbg !30
  %154 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %37, !dbg !30
  %155 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %39, !dbg !30
  %156 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %41, !dbg !30
  %157 = getelementptr [4 x i8], ptr addrspace(1) %149, i64 %43, !dbg !30
  %158 = tail call float @llvm.nvvm.div.full(float %91, float %146), !dbg !31
  %159 = tail call float @llvm.nvvm.div.full(float %93, float %146), !dbg !31
  %160 = tail call float @llvm.nvvm.div.full(float %95, float %146), !dbg !31
  %161 = tail call float @llvm.nvvm.div.full(float %97, float %146), !dbg !31
  %162 = tail call float @llvm.nvvm.div.full(float %99, float %146), !dbg !31
  %163 = tail call float @llvm.nvvm.div.full(float %101, float %146), !dbg !31
  %164 = tail call float @llvm.nvvm.div.full(float %103, float %146), !dbg !31
  %165 = tail call float @llvm.nvvm.div.full(float %105, float %146), !dbg !31
  %166 = bitcast float %158 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %166, ptr addrspace(1) %150, i1 %18) #7, !dbg !32
  %167 = bitcast float %159 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %167, ptr addrspace(1) %151, i1 %19) #7, !dbg !32
  %168 = bitcast float %160 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %168, ptr addrspace(1) %152, i1 %20) #7, !dbg !32
  %169 = bitcast float %161 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %169, ptr addrspace(1) %153, i1 %21) #7, !dbg !32
  %170 = bitcast float %162 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %170, ptr addrspace(1) %154, i1 %22) #7, !dbg !32
  %171 = bitcast float %163 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %171, ptr addrspace(1) %155, i1 %23) #7, !dbg !32
  %172 = bitcast float %164 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %172, ptr addrspace(1) %156, i1 %24) #7, !dbg !32
  %173 = bitcast float %165 to i32, !dbg !32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %173, ptr addrspace(1) %157, i1 %25) #7, !dbg !32
  ret void, !dbg !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmax(float, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

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
