; LLVM 20-22 syntax as emitted by Triton: captures(none), samesign,
; f0x hex floats, nusw GEPs, initializes(...), nvvm.reqntid.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16
@vtab = constant { [2 x ptr] } { [2 x ptr] [ptr null, ptr @add_kernel] }
@vptr = global ptr getelementptr inbounds inrange(-8, 8) ({ [2 x ptr] }, ptr @vtab, i32 0, i32 0, i32 1)

define ptx_kernel void @add_kernel(ptr addrspace(1) noalias readonly captures(none) %0, ptr addrspace(1) noalias writeonly captures(none) initializes((0, 4)) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 10
  %7 = icmp samesign ult i32 %6, %2
  %8 = trunc nuw nsw i32 %6 to i16
  %9 = uitofp nneg i32 %6 to float
  %10 = fmul float %9, f0x3FB8AA3B
  %11 = getelementptr nusw float, ptr addrspace(1) %0, i32 %6
  %12 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 16
  %13 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09@$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l,b"(ptr addrspace(1) %11, i1 %7) #2
  %14 = extractvalue { i32, i32 } %13, 0
  %15 = bitcast i32 %14 to <2 x half>
  %16 = insertelement <2 x i32> poison, i32 %14, i64 0
  %17 = shufflevector <2 x i32> %16, <2 x i32> poison, <2 x i32> zeroinitializer
  store i32 %14, ptr addrspace(3) %12, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = getelementptr float, ptr addrspace(1) %1, i32 %6
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %14, ptr addrspace(1) %18, i1 %7) #2
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" "nvvm.maxnreg"="64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
