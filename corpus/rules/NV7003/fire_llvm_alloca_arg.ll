; A pointer to a local alloca (and a generic pointer) stored into the parameter buffer of a launch.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare i32 @cudaLaunchDevice(ptr, ptr, %struct.dim3, %struct.dim3, i32, ptr)
declare ptr @cudaGetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @cudaLaunchDeviceV2(ptr, ptr)

define ptx_kernel void @child(ptr %p) {
entry:
  ret void
}

define ptx_kernel void @parent(ptr %gen) {
entry:
  %local = alloca i32, align 4
  %buf = call ptr @cudaGetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0)
  store ptr %local, ptr %buf, align 8 ; expect: NV7003
  %slot = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %gen, ptr %slot, align 8 ; expect: NV7003
  %r = call i32 @cudaLaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
