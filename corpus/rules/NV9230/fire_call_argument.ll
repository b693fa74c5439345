; A metadata number no node has, passed as a call's `metadata` argument.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.dbg.value(metadata, metadata, metadata)

define void @f(i32 %x) {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !11, metadata !DIExpression()) ; expect: NV9230
  ret void
}
