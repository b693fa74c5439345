; Global variable, alias, ifunc and comdat forms.
source_filename = "globals.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm "// module-level asm line"

$cd = comdat any
$weak = comdat largest
$"quoted comdat" = comdat nodeduplicate

@ext = external global i32
@extw = extern_weak global i32, align 4
@priv = private constant i32 1
@intern = internal global i32 2, section ".nv.shared", align 8
@lo = linkonce_odr dso_local global i32 3, comdat($cd)
@weak = weak hidden global i32 4, comdat
@common = common protected global i32 0, align 4
@app = appending global [1 x ptr] [ptr @fn]
@avail = available_externally global i32 5
@tls = thread_local(localexec) global i32 6
@tls2 = thread_local global i32 7
@dll = dllexport global i32 8
@ua = unnamed_addr constant i32 9
@lua = local_unnamed_addr constant i32 10
@as3 = addrspace(3) global float undef, align 4
@as1 = addrspace(1) externally_initialized global i32 0, align 4
@part = global i32 11, partition "p1"
@cm = global i32 12, code_model "small"
@md = global i32 13, !dbg !0, !nvvm.extra !1
@sanitized = global i32 14, no_sanitize_address
@attrs = global i32 15 #0
@"quoted.name-1" = global i32 16
@0 = private global i32 17

@alias = alias i32, ptr @intern
@alias2 = internal alias i32, ptr @lo
@ifunc = ifunc void (), ptr @resolver

define ptr @resolver() {
  ret ptr @fn
}

define void @fn() section ".text.fn" comdat($cd) align 16 {
  ret void
}

attributes #0 = { "global-attr"="1" }

!0 = !{i32 0}
!1 = !{!"extra"}
