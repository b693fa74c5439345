; Old-style debug intrinsics with metadata-typed call arguments.
target triple = "nvptx64-nvidia-cuda"

define void @g(i32 %x, ptr %p) !dbg !3 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.declare(metadata ptr %p, metadata !7, metadata !DIExpression(DW_OP_deref)), !dbg !8
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, ptr %p), metadata !7, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !8
  ret void, !dbg !8
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "d.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !1, line: 1, type: !6)
!8 = !DILocation(line: 1, column: 1, scope: !3)
