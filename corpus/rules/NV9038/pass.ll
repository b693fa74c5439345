; `getelementptr` through structs (constant i32), arrays and vectors.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [4 x float], { i8, <2 x i16> } }
define void @f(ptr %p, i64 %i) {
  %a = getelementptr %S, ptr %p, i64 %i, i32 1, i64 %i
  %b = getelementptr inbounds %S, ptr %p, i32 0, i32 2, i32 1, i32 1
  %c = getelementptr [8 x [8 x float]], ptr %p, i64 0, i64 %i, i32 3
  %d = getelementptr i8, ptr %p, i64 %i
  %e = getelementptr %S, ptr %p, i32 0, i32 zeroinitializer
  ret void
}
