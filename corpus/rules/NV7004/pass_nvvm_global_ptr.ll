; Typed-pointer form: a global (addrspace(1)) pointer stored into the parameter buffer of a launch: no warning.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare i8* @cudaGetParameterBufferV2(i8*, %struct.dim3, %struct.dim3, i32)
declare i32 @cudaLaunchDeviceV2(i8*, i8*)

define void @child(i32 addrspace(1)* %p) {
entry:
  ret void
}

define void @parent(i32 addrspace(1)* %l) {
entry:
  %buf = call i8* @cudaGetParameterBufferV2(i8* bitcast (void (i32 addrspace(1)*)* @child to i8*), %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0)
  %slot = bitcast i8* %buf to i32 addrspace(1)**
  store i32 addrspace(1)* %l, i32 addrspace(1)** %slot, align 8
  %r = call i32 @cudaLaunchDeviceV2(i8* %buf, i8* null)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1, !2}
!1 = !{void (i32 addrspace(1)*)* @parent, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @child, !"kernel", i32 1}
