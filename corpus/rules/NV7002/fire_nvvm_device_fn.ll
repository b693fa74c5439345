; Typed-pointer form: the launched function reaches cudaLaunchDevice through a bitcast.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare i32 @cudaLaunchDevice(i8*, i8*, %struct.dim3, %struct.dim3, i32, i8*)

define void @child() {
entry:
  ret void
}

define void @parent(i8* %buf) {
entry:
  %r = call i32 @cudaLaunchDevice(i8* bitcast (void ()* @child to i8*), i8* %buf, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0, i8* null) ; expect: NV7002
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void (i8*)* @parent, !"kernel", i32 1}
