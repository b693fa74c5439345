; `getelementptr` indices that do not walk the source type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, float }
define void @f(ptr %p, i32 %i) {
  %a = getelementptr %S, ptr %p, i32 0, i32 %i ; expect: NV9038
  %b = getelementptr %S, ptr %p, i32 0, i32 2 ; expect: NV9038
  %c = getelementptr %S, ptr %p, i32 0, i64 1 ; expect: NV9038
  %d = getelementptr i32, ptr %p, i32 0, i32 1 ; expect: NV9038
  %e = getelementptr { [2 x i32], float }, ptr %p, i64 0, i32 0, i32 1, i32 0 ; expect: NV9038
  ret void
}
