; nvverify-generator: clang-22.1.8 target=sm_80 opt=O2 source=clang19/src/wmma_ampere.cu
; ModuleID = 'wmma_ampere.cu'
source_filename = "wmma_ampere.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9wmma_bf16PK13__nv_bfloat16S1_Pf(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.bf16.p0(ptr readonly %0, i32 16)
  %5 = extractvalue { i32, i32, i32, i32 } %4, 0
  %6 = extractvalue { i32, i32, i32, i32 } %4, 1
  %7 = extractvalue { i32, i32, i32, i32 } %4, 2
  %8 = extractvalue { i32, i32, i32, i32 } %4, 3
  %9 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.bf16.p0(ptr readonly %1, i32 16)
  %10 = extractvalue { i32, i32, i32, i32 } %9, 0
  %11 = extractvalue { i32, i32, i32, i32 } %9, 1
  %12 = extractvalue { i32, i32, i32, i32 } %9, 2
  %13 = extractvalue { i32, i32, i32, i32 } %9, 3
  %14 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32 %5, i32 %6, i32 %7, i32 %8, i32 %10, i32 %11, i32 %12, i32 %13, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %15 = extractvalue { float, float, float, float, float, float, float, float } %14, 0
  %16 = extractvalue { float, float, float, float, float, float, float, float } %14, 1
  %17 = extractvalue { float, float, float, float, float, float, float, float } %14, 2
  %18 = extractvalue { float, float, float, float, float, float, float, float } %14, 3
  %19 = extractvalue { float, float, float, float, float, float, float, float } %14, 4
  %20 = extractvalue { float, float, float, float, float, float, float, float } %14, 5
  %21 = extractvalue { float, float, float, float, float, float, float, float } %14, 6
  %22 = extractvalue { float, float, float, float, float, float, float, float } %14, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %2, float %15, float %16, float %17, float %18, float %19, float %20, float %21, float %22, i32 16)
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9wmma_tf32PKfS0_Pf(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32.p0(ptr readonly %0, i32 8)
  %5 = extractvalue { i32, i32, i32, i32 } %4, 0
  %6 = bitcast i32 %5 to float
  %7 = extractvalue { i32, i32, i32, i32 } %4, 1
  %8 = bitcast i32 %7 to float
  %9 = extractvalue { i32, i32, i32, i32 } %4, 2
  %10 = bitcast i32 %9 to float
  %11 = extractvalue { i32, i32, i32, i32 } %4, 3
  %12 = bitcast i32 %11 to float
  %13 = tail call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.b.row.stride.tf32.p0(ptr readonly %1, i32 16)
  %14 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %6) #5, !srcloc !11
  %15 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %8) #5, !srcloc !11
  %16 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %10) #5, !srcloc !11
  %17 = tail call contract noundef float asm "{\0A  .reg .b32 __$$1;\0A   cvt.rna.tf32.f32 __$$1, $1;\0A   mov.b32 $0, __$$1;\0A}\0A", "=f,f"(float %12) #5, !srcloc !11
  %18 = extractvalue { i32, i32, i32, i32 } %13, 3
  %19 = extractvalue { i32, i32, i32, i32 } %13, 2
  %20 = extractvalue { i32, i32, i32, i32 } %13, 1
  %21 = extractvalue { i32, i32, i32, i32 } %13, 0
  %22 = bitcast float %14 to i32
  %23 = bitcast float %15 to i32
  %24 = bitcast float %16 to i32
  %25 = bitcast float %17 to i32
  %26 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32 %22, i32 %23, i32 %24, i32 %25, i32 %21, i32 %20, i32 %19, i32 %18, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %27 = extractvalue { float, float, float, float, float, float, float, float } %26, 0
  %28 = extractvalue { float, float, float, float, float, float, float, float } %26, 1
  %29 = extractvalue { float, float, float, float, float, float, float, float } %26, 2
  %30 = extractvalue { float, float, float, float, float, float, float, float } %26, 3
  %31 = extractvalue { float, float, float, float, float, float, float, float } %26, 4
  %32 = extractvalue { float, float, float, float, float, float, float, float } %26, 5
  %33 = extractvalue { float, float, float, float, float, float, float, float } %26, 6
  %34 = extractvalue { float, float, float, float, float, float, float, float } %26, 7
  tail call void @llvm.nvvm.wmma.m16n16k8.store.d.row.stride.f32.p0(ptr %2, float %27, float %28, float %29, float %30, float %31, float %32, float %33, float %34, i32 16)
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8wmma_f64PKdS0_Pd(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call contract { double, double } @llvm.nvvm.wmma.m8n8k4.load.c.row.stride.f64.p0(ptr readonly %2, i32 8)
  %5 = extractvalue { double, double } %4, 0
  %6 = extractvalue { double, double } %4, 1
  %7 = tail call contract double @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p0(ptr readonly %0, i32 4)
  %8 = tail call contract double @llvm.nvvm.wmma.m8n8k4.load.b.col.stride.f64.p0(ptr readonly %1, i32 4)
  %9 = tail call contract { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.f64(double %7, double %8, double %5, double %6)
  %10 = extractvalue { double, double } %9, 0
  %11 = extractvalue { double, double } %9, 1
  tail call void @llvm.nvvm.wmma.m8n8k4.store.d.row.stride.f64.p0(ptr %2, double %10, double %11, i32 8)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.bf16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.bf16.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.b.row.stride.tf32.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k8.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.load.c.row.stride.f64.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare double @llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64.p0(ptr readonly captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare double @llvm.nvvm.wmma.m8n8k4.load.b.col.stride.f64.p0(ptr readonly captures(none), i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.f64(double, double, double, double) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m8n8k4.store.d.row.stride.f64.p0(ptr writeonly captures(none), double, double, i32) #4

attributes #0 = { mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: write) }
attributes #5 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 8096497, i64 8096501, i64 8096531, i64 8096573, i64 8096595}
