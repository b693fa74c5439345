; Each definition attaches its own DISubprogram: opt-19 and opt-22 accept the module.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @g(ptr %p) !dbg !5 {
  ret void, !dbg !8
}
define void @f(ptr %p) !dbg !7 {
  ret void, !dbg !9
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
