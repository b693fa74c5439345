; invoke, landingpad and resume are CPU exception handling: each is rejected.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() ; expect: NV6001
          to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } ; expect: NV6001
          cleanup
  resume { ptr, i32 } %lp ; expect: NV6001
}
