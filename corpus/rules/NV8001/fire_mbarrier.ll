; target: sm_80
; profile: llvm
; mbarrier.try_wait needs sm_90 (mbarrier.test_wait is sm_80's); the guard and label do not hide it
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(3) %bar, i64 %state) #0 {
entry:
  call void asm sideeffect "{\0A\09.reg .pred p;\0AWAIT:\0A\09mbarrier.try_wait.shared.b64 p, [$0], $1;\0A\09@!p bra WAIT;\0A}", "r,l"(ptr addrspace(3) %bar, i64 %state) ; expect: NV8001
  ret void
}

attributes #0 = { "target-features"="+ptx78" }

