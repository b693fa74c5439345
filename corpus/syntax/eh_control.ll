; Exception handling and unusual control flow (all rejected by NVVM, but
; they must parse): invoke/landingpad/resume, funclet pads, callbr,
; indirectbr, blockaddress, personality.
target triple = "nvptx64-nvidia-cuda"

@tinfo = external constant ptr
@targets = constant [2 x ptr] [ptr blockaddress(@jumps, %a), ptr blockaddress(@jumps, %b)]

declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare void @may_throw(i32)

define void @eh(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad

cont:
  ret void

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @tinfo
          filter [1 x ptr] [ptr @tinfo]
  resume { ptr, i32 } %lp
}

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 1)
          to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %exit

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define i32 @jumps(ptr %dest, i32 %v) {
entry:
  indirectbr ptr %dest, [label %a, label %b]

a:
  callbr void asm "", "r,!i"(i32 %v)
          to label %b [label %a]

b:
  ret i32 0
}
