; The same without a debug-info version in `!nvvmir.version`: libNVVM 13.5 and 12.9 at
; compute_80 drop the debug info and accept (NV9204's warning, not NV9205's error).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @g(float* %p) !dbg !5 {
  ret void, !dbg !8
}
define void @f(float* %p) !dbg !5 { ; expect: NV9204
  ret void, !dbg !8
}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
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
