; target: sm_120a
; profile: llvm
; ptx: 8.6
; llvm: 22
; No triple, no data layout, no attributes: the target, PTX and LLVM versions come from the
; command line alone (llc-22 -mcpu=sm_120a -mattr=+ptx86 refuses this module).
define void @foo() { ; expect: NV1009
  ret void
}
