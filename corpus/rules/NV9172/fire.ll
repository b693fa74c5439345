; Locations whose scope chain ends at another function's DISubprogram: its own (@f), through a lexical block (@f2), through `inlinedAt` (@f3: the location is in the function's own subprogram, inlined at a location of @g).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @g(ptr %p) !dbg !5 {
  ret void, !dbg !8
}
define void @f(ptr %p) !dbg !7 {
  call void @g(ptr %p), !dbg !9
  ret void, !dbg !8 ; expect: NV9172
}
define void @f2(ptr %p) !dbg !14 {
  ret void, !dbg !12 ; expect: NV9172
}
define void @f3(ptr %p) !dbg !15 {
  ret void, !dbg !16 ; expect: NV9172
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !6, isDefinition: true, unit: !0)
!6 = !DISubroutineType(types: !{null})
!7 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !6, isDefinition: true, unit: !0)
!8 = !DILocation(line: 1, scope: !5)
!9 = !DILocation(line: 2, scope: !7)
!12 = !DILocation(line: 4, scope: !13)
!13 = distinct !DILexicalBlock(scope: !5, file: !1, line: 4)
!14 = distinct !DISubprogram(name: "f2", scope: !1, file: !1, line: 3, type: !6, isDefinition: true, unit: !0)
!15 = distinct !DISubprogram(name: "f3", scope: !1, file: !1, line: 4, type: !6, isDefinition: true, unit: !0)
!16 = !DILocation(line: 5, scope: !15, inlinedAt: !8)
