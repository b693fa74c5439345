target triple = "nvptx64-nvidia-cuda"
@g = global void zeroinitializer
define void @f(i32 %a, float %b, ptr %p) {
  %c = icmp oeq i32 %a, 1
  %d = fcmp eq float %b, 1.0
  %x = load void, ptr %p
  %y = alloca { i32, void }
  ret void
}
define void @after() {
  ret void
}
@vp = global void* null
@vq = global void addrspace(1)* null
