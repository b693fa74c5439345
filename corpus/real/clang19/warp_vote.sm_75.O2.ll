; nvverify-generator: clang-19.1.7 target=sm_75 opt=O2 source=clang19/src/warp_vote.cu
; ModuleID = 'warp_vote.cu'
source_filename = "warp_vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z8warp_opsPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 31
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %3
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !9
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %11, i32 0, i32 31)
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %11, i32 1, i32 0)
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %11, i32 2, i32 31)
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 4, i32 31)
  %16 = sitofp i32 %11 to float
  %17 = fmul contract float %16, 5.000000e-01
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 4127)
  %19 = icmp sgt i32 %11, 0
  %20 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %19)
  %21 = icmp eq i32 %11, 42
  %22 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %21)
  %23 = zext i1 %22 to i32
  %24 = icmp ne i32 %11, 0
  %25 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %24)
  %26 = zext i1 %25 to i32
  %27 = tail call noundef i32 @llvm.nvvm.activemask()
  %28 = and i32 %11, 7
  %29 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %28)
  %30 = ashr i32 %11, 4
  %31 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %30)
  %32 = extractvalue { i32, i1 } %31, 1
  %33 = zext i1 %32 to i32
  %34 = extractvalue { i32, i1 } %31, 0
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %35 = fptosi float %18 to i32
  %36 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %20)
  %37 = tail call i32 @llvm.bitreverse.i32(i32 %27)
  %38 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %37) #5, !srcloc !13
  %39 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %29, i1 false)
  %40 = tail call noundef i32 @llvm.bitreverse.i32(i32 %34)
  %41 = add nuw nsw i32 %4, 1
  %42 = add i32 %41, %12
  %43 = add i32 %42, %13
  %44 = add i32 %43, %14
  %45 = add i32 %44, %15
  %46 = add i32 %45, %35
  %47 = add i32 %46, %36
  %48 = add i32 %47, %23
  %49 = add i32 %48, %26
  %50 = add i32 %49, %39
  %51 = add i32 %50, %38
  %52 = add i32 %51, %40
  %53 = add i32 %52, %33
  %54 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %53, ptr %54, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z15warp_prefix_sumPKyPy(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 31
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds i64, ptr %0, i64 %5
  %7 = load i64, ptr %6, align 8, !tbaa !14
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %7, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %8, i32 1, i32 0)
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %10, i32 1, i32 0)
  %13 = zext i32 %12 to i64
  %14 = shl nuw i64 %13, 32
  %15 = zext i32 %11 to i64
  %16 = or disjoint i64 %14, %15
  %17 = icmp eq i32 %4, 0
  %18 = select i1 %17, i64 0, i64 %16
  %19 = add i64 %18, %7
  %20 = trunc i64 %19 to i32
  %21 = lshr i64 %19, 32
  %22 = trunc nuw i64 %21 to i32
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %20, i32 2, i32 0)
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 2, i32 0)
  %25 = zext i32 %24 to i64
  %26 = shl nuw i64 %25, 32
  %27 = zext i32 %23 to i64
  %28 = or disjoint i64 %26, %27
  %29 = icmp ult i32 %4, 2
  %30 = select i1 %29, i64 0, i64 %28
  %31 = add i64 %30, %19
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %32, i32 4, i32 0)
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 4, i32 0)
  %37 = zext i32 %36 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %35 to i64
  %40 = or disjoint i64 %38, %39
  %41 = icmp ult i32 %4, 4
  %42 = select i1 %41, i64 0, i64 %40
  %43 = add i64 %42, %31
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %43, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %44, i32 8, i32 0)
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %46, i32 8, i32 0)
  %49 = zext i32 %48 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %47 to i64
  %52 = or disjoint i64 %50, %51
  %53 = icmp ult i32 %4, 8
  %54 = select i1 %53, i64 0, i64 %52
  %55 = add i64 %54, %43
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 16, i32 0)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 16, i32 0)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = icmp ult i32 %4, 16
  %66 = select i1 %65, i64 0, i64 %64
  %67 = add i64 %66, %55
  %68 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %67)
  %69 = sub i64 0, %67
  %70 = and i64 %67, %69
  %71 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %70, i1 false)
  %72 = add i64 %67, 64
  %73 = add i64 %72, %68
  %74 = sub i64 %73, %71
  %75 = getelementptr inbounds i64, ptr %1, i64 %5
  store i64 %74, ptr %75, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z8warp_opsPKiPi, !"kernel", i32 1}
!5 = !{ptr @_Z15warp_prefix_sumPKyPy, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i32 12369}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !11, i64 0}
