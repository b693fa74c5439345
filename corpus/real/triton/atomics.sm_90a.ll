; nvverify-generator: triton-3.9.0 target=sm_90a cc=90 ptx=9.4 options=num_warps=2 source=triton/src/kernels.py:atomics_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @atomics_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %10 = shl i32 %9, 8, !dbg !14
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %12 = and i32 %11, 63, !dbg !15
  %13 = or disjoint i32 %10, %12, !dbg !14
  %14 = or disjoint i32 %13, 64, !dbg !14
  %15 = or disjoint i32 %13, 128, !dbg !14
  %16 = or disjoint i32 %13, 192, !dbg !14
  %17 = icmp slt i32 %13, %5, !dbg !16
  %18 = icmp slt i32 %14, %5, !dbg !16
  %19 = icmp slt i32 %15, %5, !dbg !16
  %20 = icmp slt i32 %16, %5, !dbg !16
  %21 = sext i32 %13 to i64, !dbg !17
  %22 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %21, !dbg !17
  %23 = sext i32 %14 to i64, !dbg !17
  %24 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %23, !dbg !17
  %25 = sext i32 %15 to i64, !dbg !17
  %26 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %25, !dbg !17
  %27 = sext i32 %16 to i64, !dbg !17
  %28 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %27, !dbg !17
  %29 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %22, i1 %17) #5, !dbg !18
  %30 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %24, i1 %18) #5, !dbg !18
  %31 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %26, i1 %19) #5, !dbg !18
  %32 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %28, i1 %20) #5, !dbg !18
  %33 = insertelement <4 x i32> poison, i32 %29, i64 0, !dbg !19
  %34 = insertelement <4 x i32> %33, i32 %30, i64 1, !dbg !19
  %35 = insertelement <4 x i32> %34, i32 %31, i64 2, !dbg !19
  %36 = insertelement <4 x i32> %35, i32 %32, i64 3, !dbg !19
  %37 = srem <4 x i32> %36, splat (i32 64), !dbg !19
  %38 = extractelement <4 x i32> %37, i64 0, !dbg !20
  %39 = sext i32 %38 to i64, !dbg !20
  %40 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %39, !dbg !20
  %41 = extractelement <4 x i32> %37, i64 1, !dbg !20
  %42 = sext i32 %41 to i64, !dbg !20
  %43 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %42, !dbg !20
  %44 = extractelement <4 x i32> %37, i64 2, !dbg !20
  %45 = sext i32 %44 to i64, !dbg !20
  %46 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %45, !dbg !20
  %47 = extractelement <4 x i32> %37, i64 3, !dbg !20
  %48 = sext i32 %47 to i64, !dbg !20
  %49 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %48, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %50 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %40, i32 1, i1 %17) #5, !dbg !21
  %51 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %43, i32 1, i1 %18) #5, !dbg !21
  %52 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %46, i32 1, i1 %19) #5, !dbg !21
  %53 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %49, i32 1, i1 %20) #5, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %54 = tail call i32 @llvm.smax.i32(i32 %29, i32 %30), !dbg !22
  %55 = tail call i32 @llvm.smax.i32(i32 %54, i32 %31), !dbg !22
  %56 = tail call i32 @llvm.smax.i32(i32 %55, i32 %32), !dbg !22
  %57 = tail call i32 @llvm.nvvm.redux.sync.max(i32 %56, i32 -1), !dbg !25
  %58 = lshr i32 %11, 3, !dbg !25
  %59 = and i32 %58, 4, !dbg !25
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %59, !dbg !25
  %61 = insertelement <1 x i32> poison, i32 %57, i64 0, !dbg !25
  store <1 x i32> %61, ptr addrspace(3) %60, align 4, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %62 = shl nuw nsw i32 %11, 2, !dbg !25
  %63 = and i32 %62, 4, !dbg !25
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !25
  %65 = load i32, ptr addrspace(3) %64, align 4, !dbg !25
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 1, i32 31), !dbg !25
  %67 = tail call i32 @llvm.smax.i32(i32 %65, i32 %66), !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %68 = icmp eq i32 %11, 0, !dbg !28
  %69 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %2, i32 %67, i1 %68) #5, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %70 = sitofp i32 %29 to float, !dbg !29
  %71 = sitofp i32 %30 to float, !dbg !29
  %72 = sitofp i32 %31 to float, !dbg !29
  %73 = sitofp i32 %32 to float, !dbg !29
  %74 = fadd float %70, %71, !dbg !30
  %75 = fadd float %72, %73, !dbg !30
  %76 = fadd float %74, %75, !dbg !30
  %77 = bitcast float %76 to i32, !dbg !31
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 16, i32 31), !dbg !31
  %79 = bitcast i32 %78 to float, !dbg !31
  %80 = fadd float %76, %79, !dbg !30
  %81 = bitcast float %80 to i32, !dbg !31
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 8, i32 31), !dbg !31
  %83 = bitcast i32 %82 to float, !dbg !31
  %84 = fadd float %80, %83, !dbg !30
  %85 = bitcast float %84 to i32, !dbg !31
  %86 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 4, i32 31), !dbg !31
  %87 = bitcast i32 %86 to float, !dbg !31
  %88 = fadd float %84, %87, !dbg !30
  %89 = bitcast float %88 to i32, !dbg !31
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 2, i32 31), !dbg !31
  %91 = bitcast i32 %90 to float, !dbg !31
  %92 = fadd float %88, %91, !dbg !30
  %93 = bitcast float %92 to i32, !dbg !31
  %94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 1, i32 31), !dbg !31
  %95 = bitcast i32 %94 to float, !dbg !31
  %96 = fadd float %92, %95, !dbg !30
  store float %96, ptr addrspace(3) %60, align 4, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %97 = load i32, ptr addrspace(3) %64, align 4, !dbg !31
  %98 = bitcast i32 %97 to float, !dbg !31
  %99 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 1, i32 31), !dbg !31
  %100 = bitcast i32 %99 to float, !dbg !31
  %101 = fadd float %98, %100, !dbg !30
  tail call void asm sideeffect "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b"(ptr addrspace(1) %3, float %101, i1 %68) #5, !dbg !33
  br label %102, !dbg !34

102:                                              ; preds = %102, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %103 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r,b"(ptr addrspace(1) %4, i32 0, i32 1, i1 %68) #5, !dbg !35
  %104 = insertelement <1 x i32> poison, i32 %103, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) @global_smem, <1 x i32> %104, i1 %68) #5, !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %105 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !35
  %106 = icmp eq i32 %105, 1, !dbg !35
  br i1 %106, label %102, label %107, !dbg !35

107:                                              ; preds = %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %108 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %4, i32 0, i1 %68) #5, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

attributes #0 = { nounwind "nvvm.reqntid"="64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus/real/triton/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "atomics_kernel", linkageName: "atomics_kernel", scope: !1, file: !1, line: 89, type: !5, scopeLine: 89, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !7, !8, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 91, column: 11, scope: !4)
!14 = !DILocation(line: 92, column: 12, scope: !4)
!15 = !DILocation(line: 92, column: 26, scope: !4)
!16 = !DILocation(line: 93, column: 12, scope: !4)
!17 = !DILocation(line: 94, column: 17, scope: !4)
!18 = !DILocation(line: 94, column: 9, scope: !4)
!19 = !DILocation(line: 95, column: 31, scope: !4)
!20 = !DILocation(line: 95, column: 19, scope: !4)
!21 = !DILocation(line: 95, column: 5, scope: !4)
!22 = !DILocation(line: 196, column: 12, scope: !23, inlinedAt: !25)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !24, discriminator: 0)
!24 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!25 = !DILocation(line: 216, column: 16, scope: !23, inlinedAt: !26)
!26 = !DILocation(line: 96, column: 28, scope: !27)
!27 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!28 = !DILocation(line: 96, column: 5, scope: !4)
!29 = !DILocation(line: 97, column: 35, scope: !4)
!30 = !DILocation(line: 287, column: 12, scope: !23, inlinedAt: !31)
!31 = !DILocation(line: 314, column: 12, scope: !23, inlinedAt: !32)
!32 = !DILocation(line: 97, column: 28, scope: !27)
!33 = !DILocation(line: 97, column: 5, scope: !4)
!34 = !DILocation(line: 98, column: 5, scope: !4)
!35 = !DILocation(line: 98, column: 11, scope: !4)
!36 = !DILocation(line: 100, column: 5, scope: !4)
!37 = !DILocation(line: 89, column: 1, scope: !4)
