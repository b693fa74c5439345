; nvverify-generator: triton-3.9.0 target=sm_80 cc=80 ptx=8.8 options=num_warps=4 source=triton/src/kernels.py:online_softmax_kernel dialect=triton-llir
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
  %14 = phi float [ %47, %.lr.ph ], [ 0.000000e+00, %5 ]
  %15 = phi float [ %48, %.lr.ph ], [ 0.000000e+00, %5 ]
  %16 = phi float [ %31, %.lr.ph ], [ -inf, %5 ]
  %17 = phi float [ %32, %.lr.ph ], [ -inf, %5 ]
  %18 = phi i32 [ %49, %.lr.ph ], [ 0, %5 ]
  %19 = or disjoint i32 %18, %8, !dbg !17
  %20 = or disjoint i32 %18, %9, !dbg !17
  %21 = icmp slt i32 %19, %2, !dbg !18
  %22 = icmp slt i32 %20, %2, !dbg !18
  %23 = sext i32 %19 to i64, !dbg !15
  %24 = getelementptr [4 x i8], ptr addrspace(1) %12, i64 %23, !dbg !15
  %25 = sext i32 %20 to i64, !dbg !15
  %26 = getelementptr [4 x i8], ptr addrspace(1) %12, i64 %25, !dbg !15
  %27 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %24, i1 %21) #4, !dbg !19
  %28 = bitcast i32 %27 to float, !dbg !19
  %29 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %26, i1 %22) #4, !dbg !19
  %30 = bitcast i32 %29 to float, !dbg !19
  %31 = tail call float @llvm.maxnum.f32(float %16, float %28), !dbg !20
  %32 = tail call float @llvm.maxnum.f32(float %17, float %30), !dbg !20
  %33 = fsub float %16, %31, !dbg !21
  %34 = fsub float %17, %32, !dbg !21
  %35 = fmul float %33, f0x3FB8AA3B, !dbg !22
  %36 = tail call float @llvm.nvvm.ex2.approx.f32(float %35), !dbg !22
  %37 = fmul float %34, f0x3FB8AA3B, !dbg !22
  %38 = tail call float @llvm.nvvm.ex2.approx.f32(float %37), !dbg !22
  %39 = fmul float %14, %36, !dbg !23
  %40 = fmul float %15, %38, !dbg !23
  %41 = fsub float %28, %31, !dbg !24
  %42 = fsub float %30, %32, !dbg !24
  %43 = fmul float %41, f0x3FB8AA3B, !dbg !25
  %44 = tail call float @llvm.nvvm.ex2.approx.f32(float %43), !dbg !25
  %45 = fmul float %42, f0x3FB8AA3B, !dbg !25
  %46 = tail call float @llvm.nvvm.ex2.approx.f32(float %45), !dbg !25
  %47 = fadd float %39, %44, !dbg !23
  %48 = fadd float %40, %46, !dbg !23
  %49 = add i32 %18, 256, !dbg !16
  %50 = icmp slt i32 %49, %2, !dbg !16
  br i1 %50, label %.lr.ph, label %._crit_edge.loopexit, !dbg !16

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %51 = bitcast float %47 to i32, !dbg !26
  %52 = bitcast float %48 to i32, !dbg !26
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %5
  %53 = phi i32 [ 0, %5 ], [ %51, %._crit_edge.loopexit ], !dbg !28
  %54 = phi i32 [ 0, %5 ], [ %52, %._crit_edge.loopexit ], !dbg !28
  %55 = shl i32 %6, 8, !dbg !27
  %56 = sext i32 %55 to i64, !dbg !29
  %57 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %56, !dbg !29
  %58 = zext nneg i32 %8 to i64, !dbg !29
  %59 = getelementptr [4 x i8], ptr addrspace(1) %57, i64 %58, !dbg !29
  %60 = zext nneg i32 %9 to i64, !dbg !29
  %61 = getelementptr [4 x i8], ptr addrspace(1) %57, i64 %60, !dbg !29
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %53, ptr addrspace(1) %59) #4, !dbg !26
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %54, ptr addrspace(1) %61) #4, !dbg !26
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!24 = !DILocation(line: 116, column: 44, scope: !4)
!25 = !DILocation(line: 116, column: 37, scope: !4)
!26 = !DILocation(line: 118, column: 5, scope: !4)
!27 = !DILocation(line: 118, column: 24, scope: !4)
!28 = !DILocation(line: 111, column: 9, scope: !4)
!29 = !DILocation(line: 118, column: 14, scope: !4)
!30 = !DILocation(line: 107, column: 1, scope: !4)
