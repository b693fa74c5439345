; `naked` functions that use an argument: opt-22 refuses each once, at its first used argument
; (`cannot use argument of naked function` / `i32 %x`); opt-19 accepts them (pass_llvm19.ll).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @store(i32 %x, ptr %p) naked { ; expect: NV9208
  store i32 %x, ptr %p
  unreachable
}

define i32 @group(i32 %x) #0 { ; expect: NV9208
  ret i32 %x
}

define void @asm(i32 %u, i32 %x) naked { ; expect: NV9208
  call void asm sideeffect "", "r"(i32 %x)
  unreachable
}

define void @phi(i32 %x) naked { ; expect: NV9208
entry:
  br label %b
b:
  %y = phi i32 [ %x, %entry ]
  unreachable
}

attributes #0 = { naked }
