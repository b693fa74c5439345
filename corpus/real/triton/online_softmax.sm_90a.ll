; nvverify-generator: triton-3.9.0 target=sm_90a cc=90 ptx=9.4 options=num_warps=4 source=triton/src/kernels.py:online_softmax_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @online_softmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %8 = and i32 %7, 127, !dbg !13
  %9 = or disjoint i32 %8, 128, !dbg !13
  %10 = mul i32 %2, %6, !dbg !14
  %11 = sext i32 %10 to i64, !dbg !15
  %12 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %11, !dbg !15
  %13 = icmp sgt i32 %2, 0, !dbg !16
  br i1 %13, label %.lr.ph, label %._crit_edge, !dbg !16

.lr.ph:                                           ; preds = %5, %.lr.ph
  %14 = phi float [ %46, %.lr.ph ], [ 0.000000e+00, %5 ]
  %15 = phi float [ %47, %.lr.ph ], [ 0.000000e+00, %5 ]
  %16 = phi i32 [ %48, %.lr.ph ], [ 0, %5 ]
  %17 = phi <2 x float> [ %31, %.lr.ph ], [ splat (float -inf), %5 ]
  %18 = or disjoint i32 %16, %8, !dbg !17
  %19 = or disjoint i32 %16, %9, !dbg !17
  %20 = icmp slt i32 %18, %2, !dbg !18
  %21 = icmp slt i32 %19, %2, !dbg !18
  %22 = sext i32 %18 to i64, !dbg !15
  %23 = getelementptr [4 x i8], ptr addrspace(1) %12, i64 %22, !dbg !15
  %24 = sext i32 %19 to i64, !dbg !15
  %25 = getelementptr [4 x i8], ptr addrspace(1) %12, i64 %24, !dbg !15
  %26 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %23, i1 %20) #4, !dbg !19
  %27 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %25, i1 %21) #4, !dbg !19
  %28 = insertelement <2 x i32> poison, i32 %26, i64 0, !dbg !19
  %29 = insertelement <2 x i32> %28, i32 %27, i64 1, !dbg !19
  %30 = bitcast <2 x i32> %29 to <2 x float>, !dbg !19
  %31 = tail call <2 x float> @llvm.maxnum.v2f32(<2 x float> %17, <2 x float> %30), !dbg !20
  %32 = shufflevector <2 x float> %31, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>, !dbg !20
  %33 = shufflevector <2 x float> %17, <2 x float> %30, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  %34 = fsub <4 x float> %33, %32, !dbg !21
  %35 = fmul <4 x float> %34, splat (float f0x3FB8AA3B), !dbg !22
  %36 = extractelement <4 x float> %35, i64 0, !dbg !22
  %37 = tail call float @llvm.nvvm.ex2.approx.f32(float %36), !dbg !22
  %38 = extractelement <4 x float> %35, i64 1, !dbg !22
  %39 = tail call float @llvm.nvvm.ex2.approx.f32(float %38), !dbg !22
  %40 = fmul float %14, %37, !dbg !23
  %41 = fmul float %15, %39, !dbg !23
  %42 = extractelement <4 x float> %35, i64 2, !dbg !24
  %43 = tail call float @llvm.nvvm.ex2.approx.f32(float %42), !dbg !24
  %44 = extractelement <4 x float> %35, i64 3, !dbg !24
  %45 = tail call float @llvm.nvvm.ex2.approx.f32(float %44), !dbg !24
  %46 = fadd float %40, %43, !dbg !23
  %47 = fadd float %41, %45, !dbg !23
  %48 = add i32 %16, 256, !dbg !16
  %49 = icmp slt i32 %48, %2, !dbg !16
  br i1 %49, label %.lr.ph, label %._crit_edge.loopexit, !dbg !16

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %50 = bitcast float %46 to i32, !dbg !25
  %51 = bitcast float %47 to i32, !dbg !25
  br label %._crit_edge, !dbg !26

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %5
  %52 = phi i32 [ 0, %5 ], [ %50, %._crit_edge.loopexit ], !dbg !27
  %53 = phi i32 [ 0, %5 ], [ %51, %._crit_edge.loopexit ], !dbg !27
  %54 = shl i32 %6, 8, !dbg !26
  %55 = sext i32 %54 to i64, !dbg !28
  %56 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %55, !dbg !28
  %57 = zext nneg i32 %8 to i64, !dbg !28
  %58 = getelementptr [4 x i8], ptr addrspace(1) %56, i64 %57, !dbg !28
  %59 = zext nneg i32 %9 to i64, !dbg !28
  %60 = getelementptr [4 x i8], ptr addrspace(1) %56, i64 %59, !dbg !28
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %52, ptr addrspace(1) %58) #4, !dbg !25
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %53, ptr addrspace(1) %60) #4, !dbg !25
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus/real/triton/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "online_softmax_kernel", linkageName: "online_softmax_kernel", scope: !1, file: !1, line: 107, type: !5, scopeLine: 107, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 109, column: 11, scope: !4)
!13 = !DILocation(line: 113, column: 24, scope: !4)
!14 = !DILocation(line: 114, column: 30, scope: !4)
!15 = !DILocation(line: 114, column: 21, scope: !4)
!16 = !DILocation(line: 112, column: 5, scope: !4)
!17 = !DILocation(line: 113, column: 16, scope: !4)
!18 = !DILocation(line: 114, column: 56, scope: !4)
!19 = !DILocation(line: 114, column: 13, scope: !4)
!20 = !DILocation(line: 115, column: 17, scope: !4)
!21 = !DILocation(line: 116, column: 24, scope: !4)
!22 = !DILocation(line: 116, column: 17, scope: !4)
!23 = !DILocation(line: 116, column: 13, scope: !4)
!24 = !DILocation(line: 116, column: 37, scope: !4)
!25 = !DILocation(line: 118, column: 5, scope: !4)
!26 = !DILocation(line: 118, column: 24, scope: !4)
!27 = !DILocation(line: 111, column: 9, scope: !4)
!28 = !DILocation(line: 118, column: 14, scope: !4)
!29 = !DILocation(line: 107, column: 1, scope: !4)
