; Comdat references no `$name = comdat` defines.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, comdat($c), align 4 ; expect: NV9231
@h = linkonce_odr addrspace(1) global i32 0, comdat, align 4 ; expect: NV9231

define linkonce_odr void @f() comdat($d) { ; expect: NV9231
entry:
  ret void
}

define linkonce_odr void @k() comdat { ; expect: NV9231
entry:
  ret void
}
