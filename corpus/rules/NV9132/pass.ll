; Functions with linkonce_odr and weak_odr linkage.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define linkonce_odr void @a() {
  ret void
}
define weak_odr void @b() {
  ret void
}
