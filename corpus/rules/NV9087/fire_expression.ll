; An available_externally alias of an expression written without a leading type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0
@a = available_externally alias i32, getelementptr (i8, ptr @g, i64 0) ; expect: NV9087, NV2048, NV2051
