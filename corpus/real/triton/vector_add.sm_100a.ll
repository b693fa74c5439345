; nvverify-generator: triton-3.9.0 target=sm_100a cc=100 ptx=9.4 options=num_warps=4 source=triton/src/kernels.py:add_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @add_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = shl i32 %7, 10, !dbg !13
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %10 = and i32 %9, 127, !dbg !14
  %11 = or disjoint i32 %8, %10, !dbg !13
  %12 = or disjoint i32 %11, 128, !dbg !13
  %13 = or disjoint i32 %11, 256, !dbg !13
  %14 = or disjoint i32 %11, 384, !dbg !13
  %15 = or disjoint i32 %11, 512, !dbg !13
  %16 = or disjoint i32 %11, 640, !dbg !13
  %17 = or disjoint i32 %11, 768, !dbg !13
  %18 = or disjoint i32 %9, %8, !dbg !13
  %19 = or i32 %18, 896, !dbg !13
  %20 = icmp slt i32 %11, %3, !dbg !15
  %21 = icmp slt i32 %12, %3, !dbg !15
  %22 = icmp slt i32 %13, %3, !dbg !15
  %23 = icmp slt i32 %14, %3, !dbg !15
  %24 = icmp slt i32 %15, %3, !dbg !15
  %25 = icmp slt i32 %16, %3, !dbg !15
  %26 = icmp slt i32 %17, %3, !dbg !15
  %27 = icmp slt i32 %19, %3, !dbg !15
  %28 = sext i32 %11 to i64, !dbg !16
  %29 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %28, !dbg !16
  %30 = sext i32 %12 to i64, !dbg !16
  %31 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %30, !dbg !16
  %32 = sext i32 %13 to i64, !dbg !16
  %33 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %32, !dbg !16
  %34 = sext i32 %14 to i64, !dbg !16
  %35 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %34, !dbg !16
  %36 = sext i32 %15 to i64, !dbg !16
  %37 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %36, !dbg !16
  %38 = sext i32 %16 to i64, !dbg !16
  %39 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %38, !dbg !16
  %40 = sext i32 %17 to i64, !dbg !16
  %41 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %40, !dbg !16
  %42 = sext i32 %19 to i64, !dbg !16
  %43 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %42, !dbg !16
  %44 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %29, i1 %20) #2, !dbg !17
  %45 = bitcast i32 %44 to float, !dbg !17
  %46 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %31, i1 %21) #2, !dbg !17
  %47 = bitcast i32 %46 to float, !dbg !17
  %48 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %33, i1 %22) #2, !dbg !17
  %49 = bitcast i32 %48 to float, !dbg !17
  %50 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %35, i1 %23) #2, !dbg !17
  %51 = bitcast i32 %50 to float, !dbg !17
  %52 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %37, i1 %24) #2, !dbg !17
  %53 = bitcast i32 %52 to float, !dbg !17
  %54 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %39, i1 %25) #2, !dbg !17
  %55 = bitcast i32 %54 to float, !dbg !17
  %56 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %41, i1 %26) #2, !dbg !17
  %57 = bitcast i32 %56 to float, !dbg !17
  %58 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %43, i1 %27) #2, !dbg !17
  %59 = bitcast i32 %58 to float, !dbg !17
  %60 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %28, !dbg !18
  %61 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %30, !dbg !18
  %62 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %32, !dbg !18
  %63 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %34, !dbg !18
  %64 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %36, !dbg !18
  %65 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %38, !dbg !18
  %66 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %40, !dbg !18
  %67 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %42, !dbg !18
  %68 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %60, i1 %20) #2, !dbg !19
  %69 = bitcast i32 %68 to float, !dbg !19
  %70 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %61, i1 %21) #2, !dbg !19
  %71 = bitcast i32 %70 to float, !dbg !19
  %72 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %62, i1 %22) #2, !dbg !19
  %73 = bitcast i32 %72 to float, !dbg !19
  %74 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %63, i1 %23) #2, !dbg !19
  %75 = bitcast i32 %74 to float, !dbg !19
  %76 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %64, i1 %24) #2, !dbg !19
  %77 = bitcast i32 %76 to float, !dbg !19
  %78 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %65, i1 %25) #2, !dbg !19
  %79 = bitcast i32 %78 to float, !dbg !19
  %80 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %66, i1 %26) #2, !dbg !19
  %81 = bitcast i32 %80 to float, !dbg !19
  %82 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %67, i1 %27) #2, !dbg !19
  %83 = bitcast i32 %82 to float, !dbg !19
  %84 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %28, !dbg !20
  %85 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %30, !dbg !20
  %86 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %32, !dbg !20
  %87 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %34, !dbg !20
  %88 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %36, !dbg !20
  %89 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %38, !dbg !20
  %90 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %40, !dbg !20
  %91 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %42, !dbg !20
  %92 = fadd float %45, %69, !dbg !21
  %93 = fadd float %47, %71, !dbg !21
  %94 = fadd float %49, %73, !dbg !21
  %95 = fadd float %51, %75, !dbg !21
  %96 = fadd float %53, %77, !dbg !21
  %97 = fadd float %55, %79, !dbg !21
  %98 = fadd float %57, %81, !dbg !21
  %99 = fadd float %59, %83, !dbg !21
  %100 = bitcast float %92 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %100, ptr addrspace(1) %84, i1 %20) #2, !dbg !22
  %101 = bitcast float %93 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %101, ptr addrspace(1) %85, i1 %21) #2, !dbg !22
  %102 = bitcast float %94 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %102, ptr addrspace(1) %86, i1 %22) #2, !dbg !22
  %103 = bitcast float %95 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %103, ptr addrspace(1) %87, i1 %23) #2, !dbg !22
  %104 = bitcast float %96 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %104, ptr addrspace(1) %88, i1 %24) #2, !dbg !22
  %105 = bitcast float %97 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %105, ptr addrspace(1) %89, i1 %25) #2, !dbg !22
  %106 = bitcast float %98 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %106, ptr addrspace(1) %90, i1 %26) #2, !dbg !22
  %107 = bitcast float %99 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %107, ptr addrspace(1) %91, i1 %27) #2, !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus/real/triton/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "add_kernel", linkageName: "add_kernel", scope: !1, file: !1, line: 12, type: !5, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 13, column: 11, scope: !4)
!13 = !DILocation(line: 14, column: 12, scope: !4)
!14 = !DILocation(line: 14, column: 26, scope: !4)
!15 = !DILocation(line: 15, column: 12, scope: !4)
!16 = !DILocation(line: 16, column: 17, scope: !4)
!17 = !DILocation(line: 16, column: 9, scope: !4)
!18 = !DILocation(line: 17, column: 17, scope: !4)
!19 = !DILocation(line: 17, column: 9, scope: !4)
!20 = !DILocation(line: 18, column: 14, scope: !4)
!21 = !DILocation(line: 18, column: 30, scope: !4)
!22 = !DILocation(line: 18, column: 5, scope: !4)
!23 = !DILocation(line: 12, column: 1, scope: !4)
