; Named and numbered metadata, specialized DI nodes, attachments and
; debug records.
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) !dbg !5 !nvvm.kernel !20 {
entry:
    #dbg_value(i32 %x, !9, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !10)
    #dbg_declare(ptr null, !9, !DIExpression(), !10)
  %y = add i32 %x, 1, !dbg !10, !annotation !21
  br label %loop, !llvm.loop !11

loop:
  ret void, !dbg !DILocation(line: 9, column: 1, scope: !5)
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!llvm.ident = !{!14}
!nvvm.annotations = !{!15, !16}
!escaped\2Ename = !{}
!empty = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "m.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"PIC Level", i32 2}
!5 = distinct !DISubprogram(name: "f", linkageName: "_Z1fi", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocation(line: 2, column: 3, scope: !5)
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.unroll.count", i32 4}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"clang version 19.1.7"}
!15 = !{ptr @f, !"kernel", i32 1}
!16 = !{ptr @f, !"maxntidx", i32 256, !"minctasm", i32 2}
!17 = !{!{ptr @f, !"nested", i32 1}, !DIExpression(DW_OP_LLVM_fragment, 0, 32), null}
!18 = !{i64 -1, float 1.5, i1 true, !"s"}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!20 = !{}
!21 = !{!"note"}
