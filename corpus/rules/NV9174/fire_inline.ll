; Locations written in place (`!dbg !DILocation(...)`, not a numbered node): one whose scope is
; a DIFile (@f), one in another function's DISubprogram (@g). opt-19 and opt-22 say, in order,
; `DILocation's scope must be a DILocalScope`, `location requires a valid scope`, `!dbg
; attachment points at wrong subprogram for function` / `ptr @g`, then drop the debug info
; (`warning: ignoring invalid debug info`, exit 0).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) !dbg !7 {
  ret void, !dbg !DILocation(line: 3, scope: !1) ; expect: NV9174, NV9176
}
define void @g(ptr %p) !dbg !5 {
  ret void, !dbg !DILocation(line: 3, scope: !7) ; expect: NV9172
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
