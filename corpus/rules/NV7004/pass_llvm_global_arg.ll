; Global pointers and plain integers in the parameter buffer are fine.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare i32 @cudaLaunchDevice(ptr, ptr, %struct.dim3, %struct.dim3, i32, ptr)
declare ptr @cudaGetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @cudaLaunchDeviceV2(ptr, ptr)

define ptx_kernel void @child(ptr addrspace(1) %p, i32 %n) {
entry:
  ret void
}

define ptx_kernel void @parent(ptr addrspace(1) %g, i32 %n) {
entry:
  %local = alloca i32, align 4
  store i32 %n, ptr %local, align 4
  %buf = call ptr @cudaGetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0)
  store ptr addrspace(1) %g, ptr %buf, align 8
  %slot = getelementptr inbounds i8, ptr %buf, i64 8
  store i32 %n, ptr %slot, align 4
  %r = call i32 @cudaLaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
