; cudaLaunchDevice of a function that is not __global__.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare i32 @cudaLaunchDevice(ptr, ptr, %struct.dim3, %struct.dim3, i32, ptr)
declare ptr @cudaGetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @cudaLaunchDeviceV2(ptr, ptr)

define void @child(ptr addrspace(1) %p) {
entry:
  ret void
}

define ptx_kernel void @parent(ptr %buf) {
entry:
  %r = call i32 @cudaLaunchDevice(ptr @child, ptr %buf, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0, ptr null) ; expect: NV7002
  %b2 = call ptr @cudaGetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0) ; expect: NV7002
  %r2 = call i32 @cudaLaunchDeviceV2(ptr %b2, ptr null)
  ret void
}
