; Modern NVPTX dialect (clang 19 style): opaque pointers, ptx_kernel,
; byval(%T), string attributes, memory(...), debug records, splat.
source_filename = "modern_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, i32, [4 x double] }

@smem = internal addrspace(3) global [128 x float] undef, align 4
@cmem = addrspace(4) externally_initialized constant [2 x i32] [i32 7, i32 9], align 4
@gcount = dso_local addrspace(1) global i32 0, align 4

define dso_local ptx_kernel void @kern(ptr addrspace(1) noalias nocapture noundef readonly align 4 %in, ptr addrspace(1) noundef writeonly %out, ptr noundef byval(%struct.Params) align 8 %params, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ext = zext nneg i32 %tid to i64
  %p = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %ext
  %v = load float, ptr addrspace(1) %p, align 4, !tbaa !20
    #dbg_value(float %v, !15, !DIExpression(), !16)
  %sp = getelementptr inbounds [128 x float], ptr addrspace(3) @smem, i64 0, i64 %ext
  store float %v, ptr addrspace(3) %sp, align 4
  fence syncscope("block") acq_rel
  %old = atomicrmw fadd ptr addrspace(1) %out, float %v syncscope("device") monotonic, align 4
  %al = load atomic i32, ptr addrspace(1) @gcount syncscope("block") acquire, align 4
  store atomic i32 %al, ptr addrspace(1) @gcount release, align 4
  %pair = cmpxchg weak volatile ptr addrspace(1) @gcount, i32 %al, i32 1 syncscope("cluster") acq_rel monotonic, align 4
  %or = or disjoint i32 %tid, 1024
  %vec = add <4 x i32> splat (i32 1), <i32 0, i32 1, i32 2, i32 3>
  %gen = addrspacecast ptr addrspace(3) %sp to ptr
  %fld = getelementptr inbounds nuw %struct.Params, ptr %params, i64 0, i32 1
  %x = load i32, ptr %fld, align 4
  %cmp = icmp slt i32 %x, %n
  br i1 %cmp, label %then, label %done, !llvm.loop !30

then:
  call void @llvm.nvvm.barrier0()
  %h = fadd half 0xH3C00, 0xH4000
  %bf = fadd bfloat 0xR3F80, 0xR4000
  br label %done

done:
  %r = phi i32 [ %x, %entry ], [ %or, %then ]
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.maxntid"="128,1,1" "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" uwtable(sync) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!nvvm.annotations = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "modern_kernel.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{ptr @kern, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "kern", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !{!15}
!15 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 9, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
