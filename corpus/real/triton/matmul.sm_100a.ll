; nvverify-generator: triton-3.9.0 target=sm_100a cc=100 ptx=9.4 options=num_stages=2,num_warps=4 source=triton/src/kernels.py:matmul_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) nofree readnone captures(none) %12, ptr addrspace(1) nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %16 = icmp samesign ult i32 %15, 32, !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 64;", "b,r"(i1 %16, ptr addrspace(3) @global_smem) #9, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %17 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b"(i1 %16) #9, !dbg !12
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %20 = lshr i32 %15, 5, !dbg !15
  %21 = and i32 %15, 64, !dbg !15
  %22 = lshr exact i32 %21, 6, !dbg !15
  %23 = or disjoint i32 %22, 2, !dbg !15
  %24 = or disjoint i32 %22, 4, !dbg !15
  %25 = or disjoint i32 %22, 6, !dbg !15
  %26 = or disjoint i32 %22, 8, !dbg !15
  %27 = or disjoint i32 %22, 10, !dbg !15
  %28 = or disjoint i32 %22, 12, !dbg !15
  %29 = or disjoint i32 %22, 14, !dbg !15
  %30 = or disjoint i32 %22, 16, !dbg !15
  %31 = or disjoint i32 %22, 18, !dbg !15
  %32 = or disjoint i32 %22, 20, !dbg !15
  %33 = or disjoint i32 %22, 22, !dbg !15
  %34 = or disjoint i32 %22, 24, !dbg !15
  %35 = or disjoint i32 %22, 26, !dbg !15
  %36 = or disjoint i32 %22, 28, !dbg !15
  %37 = or disjoint i32 %22, 30, !dbg !15
  %38 = insertelement <4 x i32> poison, i32 %3, i64 0, !dbg !16
  %39 = shufflevector <4 x i32> %38, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !16
  %40 = shl i32 %18, 6, !dbg !17
  %41 = insertelement <2 x i32> poison, i32 %20, i64 0, !dbg !15
  %42 = insertelement <2 x i32> %41, i32 %18, i64 1, !dbg !15
  %43 = and <2 x i32> %42, <i32 3, i32 poison>, !dbg !15
  %44 = shl <2 x i32> %42, <i32 3, i32 6>, !dbg !15
  %45 = shufflevector <2 x i32> %43, <2 x i32> %44, <2 x i32> <i32 0, i32 3>, !dbg !15
  %46 = insertelement <2 x i32> poison, i32 %40, i64 0, !dbg !17
  %47 = insertelement <2 x i32> %46, i32 %20, i64 1, !dbg !17
  %48 = or disjoint <2 x i32> %45, %47, !dbg !17
  %49 = shufflevector <2 x i32> %48, <2 x i32> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 0>, !dbg !17
  %50 = or <4 x i32> %49, <i32 20, i32 24, i32 28, i32 32>, !dbg !17
  %51 = extractelement <2 x i32> %48, i64 0, !dbg !17
  %52 = srem i32 %51, %3, !dbg !16
  %53 = shufflevector <2 x i32> %48, <2 x i32> poison, <4 x i32> zeroinitializer, !dbg !17
  %54 = or disjoint <4 x i32> %53, <i32 4, i32 8, i32 12, i32 16>, !dbg !17
  %55 = srem <4 x i32> %54, %39, !dbg !16
  %56 = srem <4 x i32> %50, %39, !dbg !16
  %57 = shufflevector <2 x i32> %48, <2 x i32> poison, <4 x i32> zeroinitializer, !dbg !17
  %58 = or disjoint <4 x i32> %57, <i32 36, i32 40, i32 44, i32 48>, !dbg !17
  %59 = srem <4 x i32> %58, %39, !dbg !16
  %60 = shl nuw nsw i32 %19, 6, !dbg !18
  %61 = and i32 %15, 63, !dbg !15
  %.scalar = and i32 %15, 63, !dbg !15
  %62 = insertelement <4 x i32> <i32 52, i32 56, i32 60, i32 poison>, i32 %.scalar, i64 3, !dbg !15
  %63 = insertelement <4 x i32> %49, i32 %60, i64 3, !dbg !17
  %64 = or <4 x i32> %63, %62, !dbg !17
  %65 = insertelement <4 x i32> %38, i32 %4, i64 3, !dbg !16
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 3>, !dbg !16
  %67 = srem <4 x i32> %64, %66, !dbg !16
  %68 = mul i32 %52, %6, !dbg !19
  %69 = extractelement <4 x i32> %55, i64 0, !dbg !19
  %70 = mul i32 %69, %6, !dbg !19
  %71 = extractelement <4 x i32> %55, i64 1, !dbg !19
  %72 = mul i32 %71, %6, !dbg !19
  %73 = extractelement <4 x i32> %55, i64 2, !dbg !19
  %74 = mul i32 %73, %6, !dbg !19
  %75 = extractelement <4 x i32> %55, i64 3, !dbg !19
  %76 = mul i32 %75, %6, !dbg !19
  %77 = extractelement <4 x i32> %56, i64 0, !dbg !19
  %78 = mul i32 %77, %6, !dbg !19
  %79 = extractelement <4 x i32> %56, i64 1, !dbg !19
  %80 = mul i32 %79, %6, !dbg !19
  %81 = extractelement <4 x i32> %56, i64 2, !dbg !19
  %82 = mul i32 %81, %6, !dbg !19
  %83 = extractelement <4 x i32> %56, i64 3, !dbg !19
  %84 = mul i32 %83, %6, !dbg !19
  %85 = extractelement <4 x i32> %59, i64 0, !dbg !19
  %86 = mul i32 %85, %6, !dbg !19
  %87 = extractelement <4 x i32> %59, i64 1, !dbg !19
  %88 = mul i32 %87, %6, !dbg !19
  %89 = extractelement <4 x i32> %59, i64 2, !dbg !19
  %90 = mul i32 %89, %6, !dbg !19
  %91 = extractelement <4 x i32> %59, i64 3, !dbg !19
  %92 = mul i32 %91, %6, !dbg !19
  %93 = extractelement <4 x i32> %67, i64 0, !dbg !19
  %94 = mul i32 %93, %6, !dbg !19
  %95 = extractelement <4 x i32> %67, i64 1, !dbg !19
  %96 = mul i32 %95, %6, !dbg !19
  %97 = extractelement <4 x i32> %67, i64 2, !dbg !19
  %98 = mul i32 %97, %6, !dbg !19
  %99 = sext i32 %68 to i64, !dbg !20
  %100 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %99, !dbg !20
  %101 = sext i32 %70 to i64, !dbg !20
  %102 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %101, !dbg !20
  %103 = sext i32 %72 to i64, !dbg !20
  %104 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %103, !dbg !20
  %105 = sext i32 %74 to i64, !dbg !20
  %106 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %105, !dbg !20
  %107 = sext i32 %76 to i64, !dbg !20
  %108 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %107, !dbg !20
  %109 = sext i32 %78 to i64, !dbg !20
  %110 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %109, !dbg !20
  %111 = sext i32 %80 to i64, !dbg !20
  %112 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %111, !dbg !20
  %113 = sext i32 %82 to i64, !dbg !20
  %114 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %113, !dbg !20
  %115 = sext i32 %84 to i64, !dbg !20
  %116 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %115, !dbg !20
  %117 = sext i32 %86 to i64, !dbg !20
  %118 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %117, !dbg !20
  %119 = sext i32 %88 to i64, !dbg !20
  %120 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %119, !dbg !20
  %121 = sext i32 %90 to i64, !dbg !20
  %122 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %121, !dbg !20
  %123 = sext i32 %92 to i64, !dbg !20
  %124 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %123, !dbg !20
  %125 = sext i32 %94 to i64, !dbg !20
  %126 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %125, !dbg !20
  %127 = sext i32 %96 to i64, !dbg !20
  %128 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %127, !dbg !20
  %129 = sext i32 %98 to i64, !dbg !20
  %130 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %129, !dbg !20
  %131 = and i32 %15, 31, !dbg !21
  %132 = mul i32 %7, %131, !dbg !21
  %133 = sext i32 %132 to i64, !dbg !20
  %134 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %133, !dbg !20
  %135 = getelementptr [2 x i8], ptr addrspace(1) %102, i64 %133, !dbg !20
  %136 = getelementptr [2 x i8], ptr addrspace(1) %104, i64 %133, !dbg !20
  %137 = getelementptr [2 x i8], ptr addrspace(1) %106, i64 %133, !dbg !20
  %138 = getelementptr [2 x i8], ptr addrspace(1) %108, i64 %133, !dbg !20
  %139 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %133, !dbg !20
  %140 = getelementptr [2 x i8], ptr addrspace(1) %112, i64 %133, !dbg !20
  %141 = getelementptr [2 x i8], ptr addrspace(1) %114, i64 %133, !dbg !20
  %142 = getelementptr [2 x i8], ptr addrspace(1) %116, i64 %133, !dbg !20
  %143 = getelementptr [2 x i8], ptr addrspace(1) %118, i64 %133, !dbg !20
  %144 = getelementptr [2 x i8], ptr addrspace(1) %120, i64 %133, !dbg !20
  %145 = getelementptr [2 x i8], ptr addrspace(1) %122, i64 %133, !dbg !20
  %146 = getelementptr [2 x i8], ptr addrspace(1) %124, i64 %133, !dbg !20
  %147 = getelementptr [2 x i8], ptr addrspace(1) %126, i64 %133, !dbg !20
  %148 = getelementptr [2 x i8], ptr addrspace(1) %128, i64 %133, !dbg !20
  %149 = getelementptr [2 x i8], ptr addrspace(1) %130, i64 %133, !dbg !20
  %150 = mul nuw nsw i32 %8, %22, !dbg !22
  %151 = mul i32 %8, %23, !dbg !22
  %152 = mul i32 %8, %24, !dbg !22
  %153 = mul i32 %8, %25, !dbg !22
  %154 = mul i32 %8, %26, !dbg !22
  %155 = mul i32 %8, %27, !dbg !22
  %156 = mul i32 %8, %28, !dbg !22
  %157 = mul i32 %8, %29, !dbg !22
  %158 = mul i32 %8, %30, !dbg !22
  %159 = mul i32 %8, %31, !dbg !22
  %160 = mul i32 %8, %32, !dbg !22
  %161 = mul i32 %8, %33, !dbg !22
  %162 = mul i32 %8, %34, !dbg !22
  %163 = mul i32 %8, %35, !dbg !22
  %164 = mul i32 %8, %36, !dbg !22
  %165 = mul i32 %8, %37, !dbg !22
  %166 = sext i32 %150 to i64, !dbg !23
  %167 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %166, !dbg !23
  %168 = sext i32 %151 to i64, !dbg !23
  %169 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %168, !dbg !23
  %170 = sext i32 %152 to i64, !dbg !23
  %171 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %170, !dbg !23
  %172 = sext i32 %153 to i64, !dbg !23
  %173 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %172, !dbg !23
  %174 = sext i32 %154 to i64, !dbg !23
  %175 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %174, !dbg !23
  %176 = sext i32 %155 to i64, !dbg !23
  %177 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %176, !dbg !23
  %178 = sext i32 %156 to i64, !dbg !23
  %179 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %178, !dbg !23
  %180 = sext i32 %157 to i64, !dbg !23
  %181 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %180, !dbg !23
  %182 = sext i32 %158 to i64, !dbg !23
  %183 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %182, !dbg !23
  %184 = sext i32 %159 to i64, !dbg !23
  %185 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %184, !dbg !23
  %186 = sext i32 %160 to i64, !dbg !23
  %187 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %186, !dbg !23
  %188 = sext i32 %161 to i64, !dbg !23
  %189 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %188, !dbg !23
  %190 = sext i32 %162 to i64, !dbg !23
  %191 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %190, !dbg !23
  %192 = sext i32 %163 to i64, !dbg !23
  %193 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %192, !dbg !23
  %194 = sext i32 %164 to i64, !dbg !23
  %195 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %194, !dbg !23
  %196 = sext i32 %165 to i64, !dbg !23
  %197 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %196, !dbg !23
  %198 = extractelement <4 x i32> %67, i64 3, !dbg !24
  %199 = mul i32 %198, %9, !dbg !24
  %200 = sext i32 %199 to i64, !dbg !23
  %201 = getelementptr [2 x i8], ptr addrspace(1) %167, i64 %200, !dbg !23
  %202 = getelementptr [2 x i8], ptr addrspace(1) %169, i64 %200, !dbg !23
  %203 = getelementptr [2 x i8], ptr addrspace(1) %171, i64 %200, !dbg !23
  %204 = getelementptr [2 x i8], ptr addrspace(1) %173, i64 %200, !dbg !23
  %205 = getelementptr [2 x i8], ptr addrspace(1) %175, i64 %200, !dbg !23
  %206 = getelementptr [2 x i8], ptr addrspace(1) %177, i64 %200, !dbg !23
  %207 = getelementptr [2 x i8], ptr addrspace(1) %179, i64 %200, !dbg !23
  %208 = getelementptr [2 x i8], ptr addrspace(1) %181, i64 %200, !dbg !23
  %209 = getelementptr [2 x i8], ptr addrspace(1) %183, i64 %200, !dbg !23
  %210 = getelementptr [2 x i8], ptr addrspace(1) %185, i64 %200, !dbg !23
  %211 = getelementptr [2 x i8], ptr addrspace(1) %187, i64 %200, !dbg !23
  %212 = getelementptr [2 x i8], ptr addrspace(1) %189, i64 %200, !dbg !23
  %213 = getelementptr [2 x i8], ptr addrspace(1) %191, i64 %200, !dbg !23
  %214 = getelementptr [2 x i8], ptr addrspace(1) %193, i64 %200, !dbg !23
  %215 = getelementptr [2 x i8], ptr addrspace(1) %195, i64 %200, !dbg !23
  %216 = getelementptr [2 x i8], ptr addrspace(1) %197, i64 %200, !dbg !23
  %217 = add i32 %5, 31, !dbg !25
  %218 = sdiv i32 %217, 32, !dbg !30
  %219 = shl i32 %7, 5, !dbg !31
  %220 = shl i32 %8, 5, !dbg !32
  %221 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %20, i32 0, i32 31), !dbg !33
  %222 = shl i32 %221, 21, !dbg !33
  %223 = and i32 %222, 6291456, !dbg !33
  %224 = add i32 %223, %17, !dbg !33
  tail call void asm sideeffect "@$0 tcgen05.st.sync.aligned.16x32bx2.x32.b32 [$1 + 0], 32, {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"(i1 true, i32 %224, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #9, !dbg !33
  tail call void @llvm.nvvm.tcgen05.wait.st(), !dbg !34
  %225 = icmp eq i32 %20, 0, !dbg !34
  %226 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !34
  %227 = extractvalue { i32, i1 } %226, 1, !dbg !34
  %228 = and i1 %225, %227, !dbg !34
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %228, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384)) #9, !dbg !34
  %229 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !34
  %230 = extractvalue { i32, i1 } %229, 1, !dbg !34
  %231 = and i1 %225, %230, !dbg !34
  tail call void asm sideeffect "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r"(i1 %231, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16392)) #9, !dbg !34
  %232 = icmp sgt i32 %217, 31, !dbg !34
  %233 = icmp slt i32 %131, %5, !dbg !35
  %234 = and i1 %233, %232, !dbg !34
  %235 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %134, i1 %234) #9, !dbg !36
  %236 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %135, i1 %234) #9, !dbg !36
  %237 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %136, i1 %234) #9, !dbg !36
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %137, i1 %234) #9, !dbg !36
  %239 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %138, i1 %234) #9, !dbg !36
  %240 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %139, i1 %234) #9, !dbg !36
  %241 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %140, i1 %234) #9, !dbg !36
  %242 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %141, i1 %234) #9, !dbg !36
  %243 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %142, i1 %234) #9, !dbg !36
  %244 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %143, i1 %234) #9, !dbg !36
  %245 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %144, i1 %234) #9, !dbg !36
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %145, i1 %234) #9, !dbg !36
  %247 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %146, i1 %234) #9, !dbg !36
  %248 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %147, i1 %234) #9, !dbg !36
  %249 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %148, i1 %234) #9, !dbg !36
  %250 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %149, i1 %234) #9, !dbg !36
  %251 = shl nuw nsw i32 %61, 1, !dbg !36
  %252 = icmp eq i32 %21, 0, !dbg !36
  %253 = select i1 %252, i32 0, i32 144, !dbg !36
  %254 = xor i32 %253, %251, !dbg !36
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %254, !dbg !36
  %256 = insertelement <1 x i16> poison, i16 %235, i64 0, !dbg !36
  store <1 x i16> %256, ptr addrspace(3) %255, align 2, !dbg !36
  %257 = or disjoint i32 %254, 512, !dbg !36
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %257, !dbg !36
  %259 = insertelement <1 x i16> poison, i16 %237, i64 0, !dbg !36
  store <1 x i16> %259, ptr addrspace(3) %258, align 2, !dbg !36
  %260 = or disjoint i32 %254, 1024, !dbg !36
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %260, !dbg !36
  %262 = insertelement <1 x i16> poison, i16 %239, i64 0, !dbg !36
  store <1 x i16> %262, ptr addrspace(3) %261, align 2, !dbg !36
  %263 = or disjoint i32 %254, 1536, !dbg !36
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %263, !dbg !36
  %265 = insertelement <1 x i16> poison, i16 %241, i64 0, !dbg !36
  store <1 x i16> %265, ptr addrspace(3) %264, align 2, !dbg !36
  %266 = or disjoint i32 %254, 2048, !dbg !36
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %266, !dbg !36
  %268 = insertelement <1 x i16> poison, i16 %243, i64 0, !dbg !36
  store <1 x i16> %268, ptr addrspace(3) %267, align 2, !dbg !36
  %269 = or disjoint i32 %254, 2560, !dbg !36
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %269, !dbg !36
  %271 = insertelement <1 x i16> poison, i16 %245, i64 0, !dbg !36
  store <1 x i16> %271, ptr addrspace(3) %270, align 2, !dbg !36
  %272 = or disjoint i32 %254, 3072, !dbg !36
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %272, !dbg !36
  %274 = insertelement <1 x i16> poison, i16 %247, i64 0, !dbg !36
  store <1 x i16> %274, ptr addrspace(3) %273, align 2, !dbg !36
  %275 = or disjoint i32 %254, 3584, !dbg !36
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %275, !dbg !36
  %277 = insertelement <1 x i16> poison, i16 %249, i64 0, !dbg !36
  store <1 x i16> %277, ptr addrspace(3) %276, align 2, !dbg !36
  %278 = xor i32 %254, 288, !dbg !36
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %278, !dbg !36
  %280 = insertelement <1 x i16> poison, i16 %236, i64 0, !dbg !36
  store <1 x i16> %280, ptr addrspace(3) %279, align 2, !dbg !36
  %281 = or disjoint i32 %278, 512, !dbg !36
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %281, !dbg !36
  %283 = insertelement <1 x i16> poison, i16 %238, i64 0, !dbg !36
  store <1 x i16> %283, ptr addrspace(3) %282, align 2, !dbg !36
  %284 = or disjoint i32 %278, 1024, !dbg !36
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %284, !dbg !36
  %286 = insertelement <1 x i16> poison, i16 %240, i64 0, !dbg !36
  store <1 x i16> %286, ptr addrspace(3) %285, align 2, !dbg !36
  %287 = or disjoint i32 %278, 1536, !dbg !36
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %287, !dbg !36
  %289 = insertelement <1 x i16> poison, i16 %242, i64 0, !dbg !36
  store <1 x i16> %289, ptr addrspace(3) %288, align 2, !dbg !36
  %290 = or disjoint i32 %278, 2048, !dbg !36
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %290, !dbg !36
  %292 = insertelement <1 x i16> poison, i16 %244, i64 0, !dbg !36
  store <1 x i16> %292, ptr addrspace(3) %291, align 2, !dbg !36
  %293 = or disjoint i32 %278, 2560, !dbg !36
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %293, !dbg !36
  %295 = insertelement <1 x i16> poison, i16 %246, i64 0, !dbg !36
  store <1 x i16> %295, ptr addrspace(3) %294, align 2, !dbg !36
  %296 = or disjoint i32 %278, 3072, !dbg !36
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %296, !dbg !36
  %298 = insertelement <1 x i16> poison, i16 %248, i64 0, !dbg !36
  store <1 x i16> %298, ptr addrspace(3) %297, align 2, !dbg !36
  %299 = or disjoint i32 %278, 3584, !dbg !36
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %299, !dbg !36
  %301 = insertelement <1 x i16> poison, i16 %250, i64 0, !dbg !36
  store <1 x i16> %301, ptr addrspace(3) %300, align 2, !dbg !36
  %302 = icmp slt i32 %22, %5, !dbg !37
  %303 = icmp slt i32 %23, %5, !dbg !37
  %304 = icmp slt i32 %24, %5, !dbg !37
  %305 = icmp slt i32 %25, %5, !dbg !37
  %306 = icmp slt i32 %26, %5, !dbg !37
  %307 = icmp slt i32 %27, %5, !dbg !37
  %308 = icmp slt i32 %28, %5, !dbg !37
  %309 = icmp slt i32 %29, %5, !dbg !37
  %310 = icmp slt i32 %30, %5, !dbg !37
  %311 = icmp slt i32 %31, %5, !dbg !37
  %312 = icmp slt i32 %32, %5, !dbg !37
  %313 = icmp slt i32 %33, %5, !dbg !37
  %314 = icmp slt i32 %34, %5, !dbg !37
  %315 = icmp slt i32 %35, %5, !dbg !37
  %316 = icmp slt i32 %36, %5, !dbg !37
  %317 = icmp slt i32 %37, %5, !dbg !37
  %318 = and i1 %302, %232, !dbg !34
  %319 = and i1 %303, %232, !dbg !34
  %320 = and i1 %304, %232, !dbg !34
  %321 = and i1 %305, %232, !dbg !34
  %322 = and i1 %306, %232, !dbg !34
  %323 = and i1 %307, %232, !dbg !34
  %324 = and i1 %308, %232, !dbg !34
  %325 = and i1 %309, %232, !dbg !34
  %326 = and i1 %310, %232, !dbg !34
  %327 = and i1 %311, %232, !dbg !34
  %328 = and i1 %312, %232, !dbg !34
  %329 = and i1 %313, %232, !dbg !34
  %330 = and i1 %314, %232, !dbg !34
  %331 = and i1 %315, %232, !dbg !34
  %332 = and i1 %316, %232, !dbg !34
  %333 = and i1 %317, %232, !dbg !34
  %334 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %201, i1 %318) #9, !dbg !38
  %335 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %202, i1 %319) #9, !dbg !38
  %336 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %203, i1 %320) #9, !dbg !38
  %337 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %204, i1 %321) #9, !dbg !38
  %338 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %205, i1 %322) #9, !dbg !38
  %339 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %206, i1 %323) #9, !dbg !38
  %340 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %207, i1 %324) #9, !dbg !38
  %341 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %208, i1 %325) #9, !dbg !38
  %342 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %209, i1 %326) #9, !dbg !38
  %343 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %210, i1 %327) #9, !dbg !38
  %344 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %211, i1 %328) #9, !dbg !38
  %345 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %212, i1 %329) #9, !dbg !38
  %346 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %213, i1 %330) #9, !dbg !38
  %347 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %214, i1 %331) #9, !dbg !38
  %348 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %215, i1 %332) #9, !dbg !38
  %349 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %216, i1 %333) #9, !dbg !38
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %254, !dbg !38
  %351 = insertelement <1 x i16> poison, i16 %334, i64 0, !dbg !38
  store <1 x i16> %351, ptr addrspace(3) %350, align 2, !dbg !38
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %260, !dbg !38
  %353 = insertelement <1 x i16> poison, i16 %338, i64 0, !dbg !38
  store <1 x i16> %353, ptr addrspace(3) %352, align 2, !dbg !38
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %266, !dbg !38
  %355 = insertelement <1 x i16> poison, i16 %342, i64 0, !dbg !38
  store <1 x i16> %355, ptr addrspace(3) %354, align 2, !dbg !38
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %272, !dbg !38
  %357 = insertelement <1 x i16> poison, i16 %346, i64 0, !dbg !38
  store <1 x i16> %357, ptr addrspace(3) %356, align 2, !dbg !38
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %278, !dbg !38
  %359 = insertelement <1 x i16> poison, i16 %335, i64 0, !dbg !38
  store <1 x i16> %359, ptr addrspace(3) %358, align 2, !dbg !38
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %284, !dbg !38
  %361 = insertelement <1 x i16> poison, i16 %339, i64 0, !dbg !38
  store <1 x i16> %361, ptr addrspace(3) %360, align 2, !dbg !38
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %290, !dbg !38
  %363 = insertelement <1 x i16> poison, i16 %343, i64 0, !dbg !38
  store <1 x i16> %363, ptr addrspace(3) %362, align 2, !dbg !38
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %296, !dbg !38
  %365 = insertelement <1 x i16> poison, i16 %347, i64 0, !dbg !38
  store <1 x i16> %365, ptr addrspace(3) %364, align 2, !dbg !38
  %366 = xor i32 %254, 576, !dbg !38
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %366, !dbg !38
  %368 = insertelement <1 x i16> poison, i16 %336, i64 0, !dbg !38
  store <1 x i16> %368, ptr addrspace(3) %367, align 2, !dbg !38
  %369 = or disjoint i32 %366, 1024, !dbg !38
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %369, !dbg !38
  %371 = insertelement <1 x i16> poison, i16 %340, i64 0, !dbg !38
  store <1 x i16> %371, ptr addrspace(3) %370, align 2, !dbg !38
  %372 = or disjoint i32 %366, 2048, !dbg !38
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %372, !dbg !38
  %374 = insertelement <1 x i16> poison, i16 %344, i64 0, !dbg !38
  store <1 x i16> %374, ptr addrspace(3) %373, align 2, !dbg !38
  %375 = or disjoint i32 %366, 3072, !dbg !38
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %375, !dbg !38
  %377 = insertelement <1 x i16> poison, i16 %348, i64 0, !dbg !38
  store <1 x i16> %377, ptr addrspace(3) %376, align 2, !dbg !38
  %378 = xor i32 %254, 864, !dbg !38
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %378, !dbg !38
  %380 = insertelement <1 x i16> poison, i16 %337, i64 0, !dbg !38
  store <1 x i16> %380, ptr addrspace(3) %379, align 2, !dbg !38
  %381 = or disjoint i32 %378, 1024, !dbg !38
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %381, !dbg !38
  %383 = insertelement <1 x i16> poison, i16 %341, i64 0, !dbg !38
  store <1 x i16> %383, ptr addrspace(3) %382, align 2, !dbg !38
  %384 = or disjoint i32 %378, 2048, !dbg !38
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %384, !dbg !38
  %386 = insertelement <1 x i16> poison, i16 %345, i64 0, !dbg !38
  store <1 x i16> %386, ptr addrspace(3) %385, align 2, !dbg !38
  %387 = or disjoint i32 %378, 3072, !dbg !38
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %387, !dbg !38
  %389 = insertelement <1 x i16> poison, i16 %349, i64 0, !dbg !38
  store <1 x i16> %389, ptr addrspace(3) %388, align 2, !dbg !38
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !33
  %390 = icmp eq i32 %221, 0, !dbg !33
  %391 = and i1 %232, %390, !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  br i1 %391, label %392, label %409, !dbg !33

392:                                              ; preds = %14
  %393 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %394 = extractvalue { i32, i1 } %393, 1, !dbg !33
  %395 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4, !dbg !33
  %396 = and i32 %395, 32767, !dbg !33
  %397 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4, !dbg !33
  %398 = and i32 %397, 32767, !dbg !33
  %399 = insertelement <2 x i32> <i32 poison, i32 -2147467232>, i32 %396, i64 0, !dbg !33
  %400 = bitcast <2 x i32> %399 to i64, !dbg !33
  %401 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %398, i64 0, !dbg !33
  %402 = bitcast <2 x i32> %401 to i64, !dbg !33
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %400, i64 %402, i32 68222992, i1 false, i1 %394) #9, !dbg !33
  %403 = add nuw nsw i32 %396, 2, !dbg !33
  %404 = insertelement <2 x i32> <i32 poison, i32 -2147467232>, i32 %403, i64 0, !dbg !33
  %405 = bitcast <2 x i32> %404 to i64, !dbg !33
  %406 = add nuw nsw i32 %398, 128, !dbg !33
  %407 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %406, i64 0, !dbg !33
  %408 = bitcast <2 x i32> %407 to i64, !dbg !33
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %405, i64 %408, i32 68222992, i1 true, i1 %394) #9, !dbg !33
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %394, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32)) #9, !dbg !33
  br label %409, !dbg !33

409:                                              ; preds = %392, %14
  %410 = sext i32 %219 to i64, !dbg !39
  %411 = sext i32 %220 to i64, !dbg !40
  %412 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %254
  %413 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %257
  %414 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %260
  %415 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %263
  %416 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %266
  %417 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %269
  %418 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %272
  %419 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %275
  %420 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %278
  %421 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %281
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %284
  %423 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %287
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %290
  %425 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %293
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %296
  %427 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %299
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %254
  %429 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %260
  %430 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %266
  %431 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %272
  %432 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %278
  %433 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %284
  %434 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %290
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %296
  %436 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %366
  %437 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %369
  %438 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %372
  %439 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %375
  %440 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %378
  %441 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %381
  %442 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %384
  %443 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %387
  %444 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %445 = and i32 %444, 32767
  %446 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288) to i32), 4
  %447 = and i32 %446, 32767
  %448 = insertelement <2 x i32> <i32 poison, i32 -2147467232>, i32 %445, i64 0
  %449 = bitcast <2 x i32> %448 to i64
  %450 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %447, i64 0
  %451 = bitcast <2 x i32> %450 to i64
  %452 = add nuw nsw i32 %445, 2
  %453 = insertelement <2 x i32> <i32 poison, i32 -2147467232>, i32 %452, i64 0
  %454 = bitcast <2 x i32> %453 to i64
  %455 = add nuw nsw i32 %447, 128
  %456 = insertelement <2 x i32> <i32 poison, i32 1073758272>, i32 %455, i64 0
  %457 = bitcast <2 x i32> %456 to i64
  %458 = tail call i32 @llvm.smax.i32(i32 %218, i32 1), !dbg !34
  %smax = add nsw i32 %458, -1, !dbg !34
  br label %459, !dbg !34

459:                                              ; preds = %555, %409
  %460 = phi i32 [ %466, %555 ], [ 0, %409 ], !dbg !34
  %.pn31.pn = phi ptr addrspace(1) [ %.pn31, %555 ], [ %134, %409 ]
  %.pn29.pn = phi ptr addrspace(1) [ %.pn29, %555 ], [ %135, %409 ]
  %.pn27.pn = phi ptr addrspace(1) [ %.pn27, %555 ], [ %136, %409 ]
  %.pn25.pn = phi ptr addrspace(1) [ %.pn25, %555 ], [ %137, %409 ]
  %.pn23.pn = phi ptr addrspace(1) [ %.pn23, %555 ], [ %138, %409 ]
  %.pn21.pn = phi ptr addrspace(1) [ %.pn21, %555 ], [ %139, %409 ]
  %.pn19.pn = phi ptr addrspace(1) [ %.pn19, %555 ], [ %140, %409 ]
  %.pn17.pn = phi ptr addrspace(1) [ %.pn17, %555 ], [ %141, %409 ]
  %.pn15.pn = phi ptr addrspace(1) [ %.pn15, %555 ], [ %142, %409 ]
  %.pn13.pn = phi ptr addrspace(1) [ %.pn13, %555 ], [ %143, %409 ]
  %.pn11.pn = phi ptr addrspace(1) [ %.pn11, %555 ], [ %144, %409 ]
  %.pn9.pn = phi ptr addrspace(1) [ %.pn9, %555 ], [ %145, %409 ]
  %.pn7.pn = phi ptr addrspace(1) [ %.pn7, %555 ], [ %146, %409 ]
  %.pn5.pn = phi ptr addrspace(1) [ %.pn5, %555 ], [ %147, %409 ]
  %.pn3.pn = phi ptr addrspace(1) [ %.pn3, %555 ], [ %148, %409 ]
  %.pn1.pn = phi ptr addrspace(1) [ %.pn1, %555 ], [ %149, %409 ]
  %.pn63.pn = phi ptr addrspace(1) [ %.pn63, %555 ], [ %201, %409 ]
  %.pn61.pn = phi ptr addrspace(1) [ %.pn61, %555 ], [ %202, %409 ]
  %.pn59.pn = phi ptr addrspace(1) [ %.pn59, %555 ], [ %203, %409 ]
  %.pn57.pn = phi ptr addrspace(1) [ %.pn57, %555 ], [ %204, %409 ]
  %.pn55.pn = phi ptr addrspace(1) [ %.pn55, %555 ], [ %205, %409 ]
  %.pn53.pn = phi ptr addrspace(1) [ %.pn53, %555 ], [ %206, %409 ]
  %.pn51.pn = phi ptr addrspace(1) [ %.pn51, %555 ], [ %207, %409 ]
  %.pn49.pn = phi ptr addrspace(1) [ %.pn49, %555 ], [ %208, %409 ]
  %.pn47.pn = phi ptr addrspace(1) [ %.pn47, %555 ], [ %209, %409 ]
  %.pn45.pn = phi ptr addrspace(1) [ %.pn45, %555 ], [ %210, %409 ]
  %.pn43.pn = phi ptr addrspace(1) [ %.pn43, %555 ], [ %211, %409 ]
  %.pn41.pn = phi ptr addrspace(1) [ %.pn41, %555 ], [ %212, %409 ]
  %.pn39.pn = phi ptr addrspace(1) [ %.pn39, %555 ], [ %213, %409 ]
  %.pn37.pn = phi ptr addrspace(1) [ %.pn37, %555 ], [ %214, %409 ]
  %.pn35.pn = phi ptr addrspace(1) [ %.pn35, %555 ], [ %215, %409 ]
  %.pn33.pn = phi ptr addrspace(1) [ %.pn33, %555 ], [ %216, %409 ]
  %461 = phi i32 [ %560, %555 ], [ 0, %409 ], !dbg !33
  %462 = phi i32 [ %558, %555 ], [ 1, %409 ], !dbg !33
  %463 = phi ptr addrspace(3) [ %550, %555 ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), %409 ], !dbg !34
  %464 = phi i32 [ %461, %555 ], [ 0, %409 ], !dbg !34
  %.pn33 = getelementptr [2 x i8], ptr addrspace(1) %.pn33.pn, i64 %411, !dbg !40
  %.pn35 = getelementptr [2 x i8], ptr addrspace(1) %.pn35.pn, i64 %411, !dbg !40
  %.pn37 = getelementptr [2 x i8], ptr addrspace(1) %.pn37.pn, i64 %411, !dbg !40
  %.pn39 = getelementptr [2 x i8], ptr addrspace(1) %.pn39.pn, i64 %411, !dbg !40
  %.pn41 = getelementptr [2 x i8], ptr addrspace(1) %.pn41.pn, i64 %411, !dbg !40
  %.pn43 = getelementptr [2 x i8], ptr addrspace(1) %.pn43.pn, i64 %411, !dbg !40
  %.pn45 = getelementptr [2 x i8], ptr addrspace(1) %.pn45.pn, i64 %411, !dbg !40
  %.pn47 = getelementptr [2 x i8], ptr addrspace(1) %.pn47.pn, i64 %411, !dbg !40
  %.pn49 = getelementptr [2 x i8], ptr addrspace(1) %.pn49.pn, i64 %411, !dbg !40
  %.pn51 = getelementptr [2 x i8], ptr addrspace(1) %.pn51.pn, i64 %411, !dbg !40
  %.pn53 = getelementptr [2 x i8], ptr addrspace(1) %.pn53.pn, i64 %411, !dbg !40
  %.pn55 = getelementptr [2 x i8], ptr addrspace(1) %.pn55.pn, i64 %411, !dbg !40
  %.pn57 = getelementptr [2 x i8], ptr addrspace(1) %.pn57.pn, i64 %411, !dbg !40
  %.pn59 = getelementptr [2 x i8], ptr addrspace(1) %.pn59.pn, i64 %411, !dbg !40
  %.pn61 = getelementptr [2 x i8], ptr addrspace(1) %.pn61.pn, i64 %411, !dbg !40
  %.pn63 = getelementptr [2 x i8], ptr addrspace(1) %.pn63.pn, i64 %411, !dbg !40
  %.pn1 = getelementptr [2 x i8], ptr addrspace(1) %.pn1.pn, i64 %410, !dbg !39
  %.pn3 = getelementptr [2 x i8], ptr addrspace(1) %.pn3.pn, i64 %410, !dbg !39
  %.pn5 = getelementptr [2 x i8], ptr addrspace(1) %.pn5.pn, i64 %410, !dbg !39
  %.pn7 = getelementptr [2 x i8], ptr addrspace(1) %.pn7.pn, i64 %410, !dbg !39
  %.pn9 = getelementptr [2 x i8], ptr addrspace(1) %.pn9.pn, i64 %410, !dbg !39
  %.pn11 = getelementptr [2 x i8], ptr addrspace(1) %.pn11.pn, i64 %410, !dbg !39
  %.pn13 = getelementptr [2 x i8], ptr addrspace(1) %.pn13.pn, i64 %410, !dbg !39
  %.pn15 = getelementptr [2 x i8], ptr addrspace(1) %.pn15.pn, i64 %410, !dbg !39
  %.pn17 = getelementptr [2 x i8], ptr addrspace(1) %.pn17.pn, i64 %410, !dbg !39
  %.pn19 = getelementptr [2 x i8], ptr addrspace(1) %.pn19.pn, i64 %410, !dbg !39
  %.pn21 = getelementptr [2 x i8], ptr addrspace(1) %.pn21.pn, i64 %410, !dbg !39
  %.pn23 = getelementptr [2 x i8], ptr addrspace(1) %.pn23.pn, i64 %410, !dbg !39
  %.pn25 = getelementptr [2 x i8], ptr addrspace(1) %.pn25.pn, i64 %410, !dbg !39
  %.pn27 = getelementptr [2 x i8], ptr addrspace(1) %.pn27.pn, i64 %410, !dbg !39
  %.pn29 = getelementptr [2 x i8], ptr addrspace(1) %.pn29.pn, i64 %410, !dbg !39
  %.pn31 = getelementptr [2 x i8], ptr addrspace(1) %.pn31.pn, i64 %410, !dbg !39
  %exitcond.not = icmp eq i32 %460, %smax, !dbg !34
  br i1 %exitcond.not, label %561, label %465, !dbg !34

465:                                              ; preds = %459
  %466 = add nuw nsw i32 %460, 1, !dbg !34
  %467 = shl nuw nsw i32 %466, 5, !dbg !41
  %468 = sub i32 %5, %467, !dbg !42
  %469 = icmp slt i32 %131, %468, !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %463, i32 %464) #9, !dbg !33
  %470 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31, i1 %469) #9, !dbg !36
  %471 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29, i1 %469) #9, !dbg !36
  %472 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27, i1 %469) #9, !dbg !36
  %473 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25, i1 %469) #9, !dbg !36
  %474 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23, i1 %469) #9, !dbg !36
  %475 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21, i1 %469) #9, !dbg !36
  %476 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19, i1 %469) #9, !dbg !36
  %477 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17, i1 %469) #9, !dbg !36
  %478 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15, i1 %469) #9, !dbg !36
  %479 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13, i1 %469) #9, !dbg !36
  %480 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11, i1 %469) #9, !dbg !36
  %481 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9, i1 %469) #9, !dbg !36
  %482 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7, i1 %469) #9, !dbg !36
  %483 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5, i1 %469) #9, !dbg !36
  %484 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3, i1 %469) #9, !dbg !36
  %485 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1, i1 %469) #9, !dbg !36
  %486 = insertelement <1 x i16> poison, i16 %470, i64 0, !dbg !36
  store <1 x i16> %486, ptr addrspace(3) %412, align 2, !dbg !36
  %487 = insertelement <1 x i16> poison, i16 %472, i64 0, !dbg !36
  store <1 x i16> %487, ptr addrspace(3) %413, align 2, !dbg !36
  %488 = insertelement <1 x i16> poison, i16 %474, i64 0, !dbg !36
  store <1 x i16> %488, ptr addrspace(3) %414, align 2, !dbg !36
  %489 = insertelement <1 x i16> poison, i16 %476, i64 0, !dbg !36
  store <1 x i16> %489, ptr addrspace(3) %415, align 2, !dbg !36
  %490 = insertelement <1 x i16> poison, i16 %478, i64 0, !dbg !36
  store <1 x i16> %490, ptr addrspace(3) %416, align 2, !dbg !36
  %491 = insertelement <1 x i16> poison, i16 %480, i64 0, !dbg !36
  store <1 x i16> %491, ptr addrspace(3) %417, align 2, !dbg !36
  %492 = insertelement <1 x i16> poison, i16 %482, i64 0, !dbg !36
  store <1 x i16> %492, ptr addrspace(3) %418, align 2, !dbg !36
  %493 = insertelement <1 x i16> poison, i16 %484, i64 0, !dbg !36
  store <1 x i16> %493, ptr addrspace(3) %419, align 2, !dbg !36
  %494 = insertelement <1 x i16> poison, i16 %471, i64 0, !dbg !36
  store <1 x i16> %494, ptr addrspace(3) %420, align 2, !dbg !36
  %495 = insertelement <1 x i16> poison, i16 %473, i64 0, !dbg !36
  store <1 x i16> %495, ptr addrspace(3) %421, align 2, !dbg !36
  %496 = insertelement <1 x i16> poison, i16 %475, i64 0, !dbg !36
  store <1 x i16> %496, ptr addrspace(3) %422, align 2, !dbg !36
  %497 = insertelement <1 x i16> poison, i16 %477, i64 0, !dbg !36
  store <1 x i16> %497, ptr addrspace(3) %423, align 2, !dbg !36
  %498 = insertelement <1 x i16> poison, i16 %479, i64 0, !dbg !36
  store <1 x i16> %498, ptr addrspace(3) %424, align 2, !dbg !36
  %499 = insertelement <1 x i16> poison, i16 %481, i64 0, !dbg !36
  store <1 x i16> %499, ptr addrspace(3) %425, align 2, !dbg !36
  %500 = insertelement <1 x i16> poison, i16 %483, i64 0, !dbg !36
  store <1 x i16> %500, ptr addrspace(3) %426, align 2, !dbg !36
  %501 = insertelement <1 x i16> poison, i16 %485, i64 0, !dbg !36
  store <1 x i16> %501, ptr addrspace(3) %427, align 2, !dbg !36
  %502 = icmp slt i32 %22, %468, !dbg !37
  %503 = icmp slt i32 %23, %468, !dbg !37
  %504 = icmp slt i32 %24, %468, !dbg !37
  %505 = icmp slt i32 %25, %468, !dbg !37
  %506 = icmp slt i32 %26, %468, !dbg !37
  %507 = icmp slt i32 %27, %468, !dbg !37
  %508 = icmp slt i32 %28, %468, !dbg !37
  %509 = icmp slt i32 %29, %468, !dbg !37
  %510 = icmp slt i32 %30, %468, !dbg !37
  %511 = icmp slt i32 %31, %468, !dbg !37
  %512 = icmp slt i32 %32, %468, !dbg !37
  %513 = icmp slt i32 %33, %468, !dbg !37
  %514 = icmp slt i32 %34, %468, !dbg !37
  %515 = icmp slt i32 %35, %468, !dbg !37
  %516 = icmp slt i32 %36, %468, !dbg !37
  %517 = icmp slt i32 %37, %468, !dbg !37
  %518 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63, i1 %502) #9, !dbg !38
  %519 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61, i1 %503) #9, !dbg !38
  %520 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59, i1 %504) #9, !dbg !38
  %521 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57, i1 %505) #9, !dbg !38
  %522 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55, i1 %506) #9, !dbg !38
  %523 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53, i1 %507) #9, !dbg !38
  %524 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51, i1 %508) #9, !dbg !38
  %525 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49, i1 %509) #9, !dbg !38
  %526 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47, i1 %510) #9, !dbg !38
  %527 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45, i1 %511) #9, !dbg !38
  %528 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43, i1 %512) #9, !dbg !38
  %529 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41, i1 %513) #9, !dbg !38
  %530 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39, i1 %514) #9, !dbg !38
  %531 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37, i1 %515) #9, !dbg !38
  %532 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35, i1 %516) #9, !dbg !38
  %533 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33, i1 %517) #9, !dbg !38
  %534 = insertelement <1 x i16> poison, i16 %518, i64 0, !dbg !38
  store <1 x i16> %534, ptr addrspace(3) %428, align 2, !dbg !38
  %535 = insertelement <1 x i16> poison, i16 %522, i64 0, !dbg !38
  store <1 x i16> %535, ptr addrspace(3) %429, align 2, !dbg !38
  %536 = insertelement <1 x i16> poison, i16 %526, i64 0, !dbg !38
  store <1 x i16> %536, ptr addrspace(3) %430, align 2, !dbg !38
  %537 = insertelement <1 x i16> poison, i16 %530, i64 0, !dbg !38
  store <1 x i16> %537, ptr addrspace(3) %431, align 2, !dbg !38
  %538 = insertelement <1 x i16> poison, i16 %519, i64 0, !dbg !38
  store <1 x i16> %538, ptr addrspace(3) %432, align 2, !dbg !38
  %539 = insertelement <1 x i16> poison, i16 %523, i64 0, !dbg !38
  store <1 x i16> %539, ptr addrspace(3) %433, align 2, !dbg !38
  %540 = insertelement <1 x i16> poison, i16 %527, i64 0, !dbg !38
  store <1 x i16> %540, ptr addrspace(3) %434, align 2, !dbg !38
  %541 = insertelement <1 x i16> poison, i16 %531, i64 0, !dbg !38
  store <1 x i16> %541, ptr addrspace(3) %435, align 2, !dbg !38
  %542 = insertelement <1 x i16> poison, i16 %520, i64 0, !dbg !38
  store <1 x i16> %542, ptr addrspace(3) %436, align 2, !dbg !38
  %543 = insertelement <1 x i16> poison, i16 %524, i64 0, !dbg !38
  store <1 x i16> %543, ptr addrspace(3) %437, align 2, !dbg !38
  %544 = insertelement <1 x i16> poison, i16 %528, i64 0, !dbg !38
  store <1 x i16> %544, ptr addrspace(3) %438, align 2, !dbg !38
  %545 = insertelement <1 x i16> poison, i16 %532, i64 0, !dbg !38
  store <1 x i16> %545, ptr addrspace(3) %439, align 2, !dbg !38
  %546 = insertelement <1 x i16> poison, i16 %521, i64 0, !dbg !38
  store <1 x i16> %546, ptr addrspace(3) %440, align 2, !dbg !38
  %547 = insertelement <1 x i16> poison, i16 %525, i64 0, !dbg !38
  store <1 x i16> %547, ptr addrspace(3) %441, align 2, !dbg !38
  %548 = insertelement <1 x i16> poison, i16 %529, i64 0, !dbg !38
  store <1 x i16> %548, ptr addrspace(3) %442, align 2, !dbg !38
  %549 = insertelement <1 x i16> poison, i16 %533, i64 0, !dbg !38
  store <1 x i16> %549, ptr addrspace(3) %443, align 2, !dbg !38
  %550 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %462, !dbg !34
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  br i1 %390, label %551, label %555, !dbg !33

551:                                              ; preds = %465
  %552 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !33
  %553 = extractvalue { i32, i1 } %552, 1, !dbg !33
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %449, i64 %451, i32 68222992, i1 true, i1 %553) #9, !dbg !33
  tail call void asm sideeffect "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b"(i32 %17, i64 %454, i64 %457, i32 68222992, i1 true, i1 %553) #9, !dbg !33
  %554 = ptrtoint ptr addrspace(3) %550 to i32, !dbg !33
  tail call void asm sideeffect "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r"(i1 %553, i32 %554) #9, !dbg !33
  br label %555, !dbg !33

555:                                              ; preds = %551, %465
  %556 = add i32 %462, 1, !dbg !33
  %557 = icmp sgt i32 %556, 1, !dbg !33
  %558 = select i1 %557, i32 0, i32 %556, !dbg !33
  %559 = zext i1 %557 to i32, !dbg !33
  %560 = xor i32 %461, %559, !dbg !33
  br label %459, !dbg !34

561:                                              ; preds = %459
  br i1 %232, label %562, label %563, !dbg !34

562:                                              ; preds = %561
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  tail call void asm sideeffect "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"(ptr addrspace(3) %463, i32 %464) #9, !dbg !33
  br label %563, !dbg !34

563:                                              ; preds = %562, %561
  %564 = or disjoint i32 %60, %61, !dbg !18
  %565 = or disjoint i32 %22, %40, !dbg !15
  %566 = or disjoint i32 %565, 62, !dbg !17
  %567 = or disjoint i32 %565, 60, !dbg !17
  %568 = or disjoint i32 %565, 58, !dbg !17
  %569 = or disjoint i32 %565, 56, !dbg !17
  %570 = or disjoint i32 %565, 54, !dbg !17
  %571 = or disjoint i32 %565, 52, !dbg !17
  %572 = or disjoint i32 %565, 50, !dbg !17
  %573 = or disjoint i32 %565, 48, !dbg !17
  %574 = or disjoint i32 %565, 46, !dbg !17
  %575 = or disjoint i32 %565, 44, !dbg !17
  %576 = or disjoint i32 %565, 42, !dbg !17
  %577 = or disjoint i32 %565, 40, !dbg !17
  %578 = or disjoint i32 %565, 38, !dbg !17
  %579 = or disjoint i32 %565, 36, !dbg !17
  %580 = or disjoint i32 %565, 34, !dbg !17
  %581 = or disjoint i32 %565, 32, !dbg !17
  %582 = or disjoint i32 %37, %40, !dbg !17
  %583 = or disjoint i32 %36, %40, !dbg !17
  %584 = or disjoint i32 %35, %40, !dbg !17
  %585 = or disjoint i32 %34, %40, !dbg !17
  %586 = or disjoint i32 %33, %40, !dbg !17
  %587 = or disjoint i32 %32, %40, !dbg !17
  %588 = or disjoint i32 %31, %40, !dbg !17
  %589 = or disjoint i32 %30, %40, !dbg !17
  %590 = or disjoint i32 %29, %40, !dbg !17
  %591 = or disjoint i32 %28, %40, !dbg !17
  %592 = or disjoint i32 %27, %40, !dbg !17
  %593 = or disjoint i32 %26, %40, !dbg !17
  %594 = or disjoint i32 %25, %40, !dbg !17
  %595 = or disjoint i32 %24, %40, !dbg !17
  %596 = or disjoint i32 %23, %40, !dbg !17
  %597 = inttoptr i32 %17 to ptr addrspace(6), !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !34
  %598 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !34
  %599 = extractvalue { i32, i1 } %598, 1, !dbg !34
  %600 = and i1 %225, %599, !dbg !34
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %600, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384)) #9, !dbg !34
  %601 = tail call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1), !dbg !34
  %602 = extractvalue { i32, i1 } %601, 1, !dbg !34
  %603 = and i1 %225, %602, !dbg !34
  tail call void asm sideeffect "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"(i1 %603, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16392)) #9, !dbg !34
  %604 = mul i32 %10, %565, !dbg !43
  %605 = mul i32 %10, %596, !dbg !43
  %606 = mul i32 %10, %595, !dbg !43
  %607 = mul i32 %10, %594, !dbg !43
  %608 = mul i32 %10, %593, !dbg !43
  %609 = mul i32 %10, %592, !dbg !43
  %610 = mul i32 %10, %591, !dbg !43
  %611 = mul i32 %10, %590, !dbg !43
  %612 = mul i32 %10, %589, !dbg !43
  %613 = mul i32 %10, %588, !dbg !43
  %614 = mul i32 %10, %587, !dbg !43
  %615 = mul i32 %10, %586, !dbg !43
  %616 = mul i32 %10, %585, !dbg !43
  %617 = mul i32 %10, %584, !dbg !43
  %618 = mul i32 %10, %583, !dbg !43
  %619 = mul i32 %10, %582, !dbg !43
  %620 = mul i32 %10, %581, !dbg !43
  %621 = mul i32 %10, %580, !dbg !43
  %622 = mul i32 %10, %579, !dbg !43
  %623 = mul i32 %10, %578, !dbg !43
  %624 = mul i32 %10, %577, !dbg !43
  %625 = mul i32 %10, %576, !dbg !43
  %626 = mul i32 %10, %575, !dbg !43
  %627 = mul i32 %10, %574, !dbg !43
  %628 = mul i32 %10, %573, !dbg !43
  %629 = mul i32 %10, %572, !dbg !43
  %630 = mul i32 %10, %571, !dbg !43
  %631 = mul i32 %10, %570, !dbg !43
  %632 = mul i32 %10, %569, !dbg !43
  %633 = mul i32 %10, %568, !dbg !43
  %634 = mul i32 %10, %567, !dbg !43
  %635 = mul i32 %10, %566, !dbg !43
  %636 = sext i32 %604 to i64, !dbg !44
  %637 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %636, !dbg !44
  %638 = sext i32 %605 to i64, !dbg !44
  %639 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %638, !dbg !44
  %640 = sext i32 %606 to i64, !dbg !44
  %641 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %640, !dbg !44
  %642 = sext i32 %607 to i64, !dbg !44
  %643 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %642, !dbg !44
  %644 = sext i32 %608 to i64, !dbg !44
  %645 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %644, !dbg !44
  %646 = sext i32 %609 to i64, !dbg !44
  %647 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %646, !dbg !44
  %648 = sext i32 %610 to i64, !dbg !44
  %649 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %648, !dbg !44
  %650 = sext i32 %611 to i64, !dbg !44
  %651 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %650, !dbg !44
  %652 = sext i32 %612 to i64, !dbg !44
  %653 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %652, !dbg !44
  %654 = sext i32 %613 to i64, !dbg !44
  %655 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %654, !dbg !44
  %656 = sext i32 %614 to i64, !dbg !44
  %657 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %656, !dbg !44
  %658 = sext i32 %615 to i64, !dbg !44
  %659 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %658, !dbg !44
  %660 = sext i32 %616 to i64, !dbg !44
  %661 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %660, !dbg !44
  %662 = sext i32 %617 to i64, !dbg !44
  %663 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %662, !dbg !44
  %664 = sext i32 %618 to i64, !dbg !44
  %665 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %664, !dbg !44
  %666 = sext i32 %619 to i64, !dbg !44
  %667 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %666, !dbg !44
  %668 = sext i32 %620 to i64, !dbg !44
  %669 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %668, !dbg !44
  %670 = sext i32 %621 to i64, !dbg !44
  %671 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %670, !dbg !44
  %672 = sext i32 %622 to i64, !dbg !44
  %673 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %672, !dbg !44
  %674 = sext i32 %623 to i64, !dbg !44
  %675 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %674, !dbg !44
  %676 = sext i32 %624 to i64, !dbg !44
  %677 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %676, !dbg !44
  %678 = sext i32 %625 to i64, !dbg !44
  %679 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %678, !dbg !44
  %680 = sext i32 %626 to i64, !dbg !44
  %681 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %680, !dbg !44
  %682 = sext i32 %627 to i64, !dbg !44
  %683 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %682, !dbg !44
  %684 = sext i32 %628 to i64, !dbg !44
  %685 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %684, !dbg !44
  %686 = sext i32 %629 to i64, !dbg !44
  %687 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %686, !dbg !44
  %688 = sext i32 %630 to i64, !dbg !44
  %689 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %688, !dbg !44
  %690 = sext i32 %631 to i64, !dbg !44
  %691 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %690, !dbg !44
  %692 = sext i32 %632 to i64, !dbg !44
  %693 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %692, !dbg !44
  %694 = sext i32 %633 to i64, !dbg !44
  %695 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %694, !dbg !44
  %696 = sext i32 %634 to i64, !dbg !44
  %697 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %696, !dbg !44
  %698 = sext i32 %635 to i64, !dbg !44
  %699 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %698, !dbg !44
  %700 = mul i32 %11, %564, !dbg !45
  %701 = sext i32 %700 to i64, !dbg !44
  %702 = getelementptr [2 x i8], ptr addrspace(1) %637, i64 %701, !dbg !44
  %703 = getelementptr [2 x i8], ptr addrspace(1) %639, i64 %701, !dbg !44
  %704 = getelementptr [2 x i8], ptr addrspace(1) %641, i64 %701, !dbg !44
  %705 = getelementptr [2 x i8], ptr addrspace(1) %643, i64 %701, !dbg !44
  %706 = getelementptr [2 x i8], ptr addrspace(1) %645, i64 %701, !dbg !44
  %707 = getelementptr [2 x i8], ptr addrspace(1) %647, i64 %701, !dbg !44
  %708 = getelementptr [2 x i8], ptr addrspace(1) %649, i64 %701, !dbg !44
  %709 = getelementptr [2 x i8], ptr addrspace(1) %651, i64 %701, !dbg !44
  %710 = getelementptr [2 x i8], ptr addrspace(1) %653, i64 %701, !dbg !44
  %711 = getelementptr [2 x i8], ptr addrspace(1) %655, i64 %701, !dbg !44
  %712 = getelementptr [2 x i8], ptr addrspace(1) %657, i64 %701, !dbg !44
  %713 = getelementptr [2 x i8], ptr addrspace(1) %659, i64 %701, !dbg !44
  %714 = getelementptr [2 x i8], ptr addrspace(1) %661, i64 %701, !dbg !44
  %715 = getelementptr [2 x i8], ptr addrspace(1) %663, i64 %701, !dbg !44
  %716 = getelementptr [2 x i8], ptr addrspace(1) %665, i64 %701, !dbg !44
  %717 = getelementptr [2 x i8], ptr addrspace(1) %667, i64 %701, !dbg !44
  %718 = getelementptr [2 x i8], ptr addrspace(1) %669, i64 %701, !dbg !44
  %719 = getelementptr [2 x i8], ptr addrspace(1) %671, i64 %701, !dbg !44
  %720 = getelementptr [2 x i8], ptr addrspace(1) %673, i64 %701, !dbg !44
  %721 = getelementptr [2 x i8], ptr addrspace(1) %675, i64 %701, !dbg !44
  %722 = getelementptr [2 x i8], ptr addrspace(1) %677, i64 %701, !dbg !44
  %723 = getelementptr [2 x i8], ptr addrspace(1) %679, i64 %701, !dbg !44
  %724 = getelementptr [2 x i8], ptr addrspace(1) %681, i64 %701, !dbg !44
  %725 = getelementptr [2 x i8], ptr addrspace(1) %683, i64 %701, !dbg !44
  %726 = getelementptr [2 x i8], ptr addrspace(1) %685, i64 %701, !dbg !44
  %727 = getelementptr [2 x i8], ptr addrspace(1) %687, i64 %701, !dbg !44
  %728 = getelementptr [2 x i8], ptr addrspace(1) %689, i64 %701, !dbg !44
  %729 = getelementptr [2 x i8], ptr addrspace(1) %691, i64 %701, !dbg !44
  %730 = getelementptr [2 x i8], ptr addrspace(1) %693, i64 %701, !dbg !44
  %731 = getelementptr [2 x i8], ptr addrspace(1) %695, i64 %701, !dbg !44
  %732 = getelementptr [2 x i8], ptr addrspace(1) %697, i64 %701, !dbg !44
  %733 = getelementptr [2 x i8], ptr addrspace(1) %699, i64 %701, !dbg !44
  %734 = icmp slt i32 %565, %3, !dbg !46
  %735 = icmp slt i32 %596, %3, !dbg !46
  %736 = icmp slt i32 %595, %3, !dbg !46
  %737 = icmp slt i32 %594, %3, !dbg !46
  %738 = icmp slt i32 %593, %3, !dbg !46
  %739 = icmp slt i32 %592, %3, !dbg !46
  %740 = icmp slt i32 %591, %3, !dbg !46
  %741 = icmp slt i32 %590, %3, !dbg !46
  %742 = icmp slt i32 %589, %3, !dbg !46
  %743 = icmp slt i32 %588, %3, !dbg !46
  %744 = icmp slt i32 %587, %3, !dbg !46
  %745 = icmp slt i32 %586, %3, !dbg !46
  %746 = icmp slt i32 %585, %3, !dbg !46
  %747 = icmp slt i32 %584, %3, !dbg !46
  %748 = icmp slt i32 %583, %3, !dbg !46
  %749 = icmp slt i32 %582, %3, !dbg !46
  %750 = icmp slt i32 %581, %3, !dbg !46
  %751 = icmp slt i32 %580, %3, !dbg !46
  %752 = icmp slt i32 %579, %3, !dbg !46
  %753 = icmp slt i32 %578, %3, !dbg !46
  %754 = icmp slt i32 %577, %3, !dbg !46
  %755 = icmp slt i32 %576, %3, !dbg !46
  %756 = icmp slt i32 %575, %3, !dbg !46
  %757 = icmp slt i32 %574, %3, !dbg !46
  %758 = icmp slt i32 %573, %3, !dbg !46
  %759 = icmp slt i32 %572, %3, !dbg !46
  %760 = icmp slt i32 %571, %3, !dbg !46
  %761 = icmp slt i32 %570, %3, !dbg !46
  %762 = icmp slt i32 %569, %3, !dbg !46
  %763 = icmp slt i32 %568, %3, !dbg !46
  %764 = icmp slt i32 %567, %3, !dbg !46
  %765 = icmp slt i32 %566, %3, !dbg !46
  %766 = icmp slt i32 %564, %4, !dbg !47
  %767 = and i1 %734, %766, !dbg !48
  %768 = and i1 %735, %766, !dbg !48
  %769 = and i1 %736, %766, !dbg !48
  %770 = and i1 %737, %766, !dbg !48
  %771 = and i1 %738, %766, !dbg !48
  %772 = and i1 %739, %766, !dbg !48
  %773 = and i1 %740, %766, !dbg !48
  %774 = and i1 %741, %766, !dbg !48
  %775 = and i1 %742, %766, !dbg !48
  %776 = and i1 %743, %766, !dbg !48
  %777 = and i1 %744, %766, !dbg !48
  %778 = and i1 %745, %766, !dbg !48
  %779 = and i1 %746, %766, !dbg !48
  %780 = and i1 %747, %766, !dbg !48
  %781 = and i1 %748, %766, !dbg !48
  %782 = and i1 %749, %766, !dbg !48
  %783 = and i1 %750, %766, !dbg !48
  %784 = and i1 %751, %766, !dbg !48
  %785 = and i1 %752, %766, !dbg !48
  %786 = and i1 %753, %766, !dbg !48
  %787 = and i1 %754, %766, !dbg !48
  %788 = and i1 %755, %766, !dbg !48
  %789 = and i1 %756, %766, !dbg !48
  %790 = and i1 %757, %766, !dbg !48
  %791 = and i1 %758, %766, !dbg !48
  %792 = and i1 %759, %766, !dbg !48
  %793 = and i1 %760, %766, !dbg !48
  %794 = and i1 %761, %766, !dbg !48
  %795 = and i1 %762, %766, !dbg !48
  %796 = and i1 %763, %766, !dbg !48
  %797 = and i1 %764, %766, !dbg !48
  %798 = and i1 %765, %766, !dbg !48
  %799 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.16x32bx2.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32 + 0], 32;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r"(i32 %224) #9, !dbg !33
  %800 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 0, !dbg !33
  %801 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 1, !dbg !33
  %802 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 2, !dbg !33
  %803 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 3, !dbg !33
  %804 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 4, !dbg !33
  %805 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 5, !dbg !33
  %806 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 6, !dbg !33
  %807 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 7, !dbg !33
  %808 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 8, !dbg !33
  %809 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 9, !dbg !33
  %810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 10, !dbg !33
  %811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 11, !dbg !33
  %812 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 12, !dbg !33
  %813 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 13, !dbg !33
  %814 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 14, !dbg !33
  %815 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 15, !dbg !33
  %816 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 16, !dbg !33
  %817 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 17, !dbg !33
  %818 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 18, !dbg !33
  %819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 19, !dbg !33
  %820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 20, !dbg !33
  %821 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 21, !dbg !33
  %822 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 22, !dbg !33
  %823 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 23, !dbg !33
  %824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 24, !dbg !33
  %825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 25, !dbg !33
  %826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 26, !dbg !33
  %827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 27, !dbg !33
  %828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 28, !dbg !33
  %829 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 29, !dbg !33
  %830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 30, !dbg !33
  %831 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %799, 31, !dbg !33
  %832 = insertelement <2 x i32> poison, i32 %800, i64 0, !dbg !33
  %833 = insertelement <2 x i32> %832, i32 %804, i64 1, !dbg !33
  %834 = bitcast <2 x i32> %833 to <2 x float>, !dbg !33
  %835 = fptrunc <2 x float> %834 to <2 x half>, !dbg !49
  %836 = insertelement <2 x i32> poison, i32 %801, i64 0, !dbg !33
  %837 = insertelement <2 x i32> %836, i32 %805, i64 1, !dbg !33
  %838 = bitcast <2 x i32> %837 to <2 x float>, !dbg !33
  %839 = fptrunc <2 x float> %838 to <2 x half>, !dbg !49
  %840 = insertelement <2 x i32> poison, i32 %802, i64 0, !dbg !33
  %841 = insertelement <2 x i32> %840, i32 %806, i64 1, !dbg !33
  %842 = bitcast <2 x i32> %841 to <2 x float>, !dbg !33
  %843 = fptrunc <2 x float> %842 to <2 x half>, !dbg !49
  %844 = insertelement <2 x i32> poison, i32 %803, i64 0, !dbg !33
  %845 = insertelement <2 x i32> %844, i32 %807, i64 1, !dbg !33
  %846 = bitcast <2 x i32> %845 to <2 x float>, !dbg !33
  %847 = fptrunc <2 x float> %846 to <2 x half>, !dbg !49
  %848 = insertelement <2 x i32> poison, i32 %808, i64 0, !dbg !33
  %849 = insertelement <2 x i32> %848, i32 %812, i64 1, !dbg !33
  %850 = bitcast <2 x i32> %849 to <2 x float>, !dbg !33
  %851 = fptrunc <2 x float> %850 to <2 x half>, !dbg !49
  %852 = insertelement <2 x i32> poison, i32 %809, i64 0, !dbg !33
  %853 = insertelement <2 x i32> %852, i32 %813, i64 1, !dbg !33
  %854 = bitcast <2 x i32> %853 to <2 x float>, !dbg !33
  %855 = fptrunc <2 x float> %854 to <2 x half>, !dbg !49
  %856 = insertelement <2 x i32> poison, i32 %810, i64 0, !dbg !33
  %857 = insertelement <2 x i32> %856, i32 %814, i64 1, !dbg !33
  %858 = bitcast <2 x i32> %857 to <2 x float>, !dbg !33
  %859 = fptrunc <2 x float> %858 to <2 x half>, !dbg !49
  %860 = insertelement <2 x i32> poison, i32 %811, i64 0, !dbg !33
  %861 = insertelement <2 x i32> %860, i32 %815, i64 1, !dbg !33
  %862 = bitcast <2 x i32> %861 to <2 x float>, !dbg !33
  %863 = fptrunc <2 x float> %862 to <2 x half>, !dbg !49
  %864 = insertelement <2 x i32> poison, i32 %816, i64 0, !dbg !33
  %865 = insertelement <2 x i32> %864, i32 %820, i64 1, !dbg !33
  %866 = bitcast <2 x i32> %865 to <2 x float>, !dbg !33
  %867 = fptrunc <2 x float> %866 to <2 x half>, !dbg !49
  %868 = insertelement <2 x i32> poison, i32 %817, i64 0, !dbg !33
  %869 = insertelement <2 x i32> %868, i32 %821, i64 1, !dbg !33
  %870 = bitcast <2 x i32> %869 to <2 x float>, !dbg !33
  %871 = fptrunc <2 x float> %870 to <2 x half>, !dbg !49
  %872 = insertelement <2 x i32> poison, i32 %818, i64 0, !dbg !33
  %873 = insertelement <2 x i32> %872, i32 %822, i64 1, !dbg !33
  %874 = bitcast <2 x i32> %873 to <2 x float>, !dbg !33
  %875 = fptrunc <2 x float> %874 to <2 x half>, !dbg !49
  %876 = insertelement <2 x i32> poison, i32 %819, i64 0, !dbg !33
  %877 = insertelement <2 x i32> %876, i32 %823, i64 1, !dbg !33
  %878 = bitcast <2 x i32> %877 to <2 x float>, !dbg !33
  %879 = fptrunc <2 x float> %878 to <2 x half>, !dbg !49
  %880 = insertelement <2 x i32> poison, i32 %824, i64 0, !dbg !33
  %881 = insertelement <2 x i32> %880, i32 %828, i64 1, !dbg !33
  %882 = bitcast <2 x i32> %881 to <2 x float>, !dbg !33
  %883 = fptrunc <2 x float> %882 to <2 x half>, !dbg !49
  %884 = insertelement <2 x i32> poison, i32 %825, i64 0, !dbg !33
  %885 = insertelement <2 x i32> %884, i32 %829, i64 1, !dbg !33
  %886 = bitcast <2 x i32> %885 to <2 x float>, !dbg !33
  %887 = fptrunc <2 x float> %886 to <2 x half>, !dbg !49
  %888 = insertelement <2 x i32> poison, i32 %826, i64 0, !dbg !33
  %889 = insertelement <2 x i32> %888, i32 %830, i64 1, !dbg !33
  %890 = bitcast <2 x i32> %889 to <2 x float>, !dbg !33
  %891 = fptrunc <2 x float> %890 to <2 x half>, !dbg !49
  %892 = insertelement <2 x i32> poison, i32 %827, i64 0, !dbg !33
  %893 = insertelement <2 x i32> %892, i32 %831, i64 1, !dbg !33
  %894 = bitcast <2 x i32> %893 to <2 x float>, !dbg !33
  %895 = fptrunc <2 x float> %894 to <2 x half>, !dbg !49
  tail call void @llvm.nvvm.tcgen05.wait.ld(), !dbg !50
  %896 = shl nuw nsw i32 %15, 3, !dbg !50
  %897 = and i32 %896, 784, !dbg !50
  %898 = and i32 %15, 1, !dbg !50
  %899 = icmp eq i32 %898, 0, !dbg !50
  %900 = and i32 %15, 4, !dbg !50
  %901 = icmp eq i32 %900, 0, !dbg !50
  %902 = and i32 %15, 8, !dbg !50
  %903 = and i32 %15, 16, !dbg !50
  %904 = select i1 %899, i32 0, i32 2080, !dbg !50
  %905 = select i1 %901, i32 0, i32 4160, !dbg !50
  %906 = insertelement <4 x i32> poison, i32 %902, i64 0, !dbg !50
  %907 = insertelement <4 x i32> %906, i32 %903, i64 1, !dbg !50
  %908 = insertelement <4 x i32> %907, i32 %904, i64 2, !dbg !50
  %909 = insertelement <4 x i32> %908, i32 %905, i64 3, !dbg !50
  %910 = shl nuw nsw <4 x i32> %909, <i32 4, i32 6, i32 0, i32 0>, !dbg !50
  %911 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %910), !dbg !50
  %op.rdx = or disjoint i32 %911, %897, !dbg !50
  %912 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %op.rdx, !dbg !50
  %913 = bitcast <2 x half> %835 to i32, !dbg !50
  %914 = bitcast <2 x half> %851 to i32, !dbg !50
  %915 = bitcast <2 x half> %867 to i32, !dbg !50
  %916 = bitcast <2 x half> %883 to i32, !dbg !50
  %917 = insertelement <4 x i32> poison, i32 %913, i64 0, !dbg !50
  %918 = insertelement <4 x i32> %917, i32 %914, i64 1, !dbg !50
  %919 = insertelement <4 x i32> %918, i32 %915, i64 2, !dbg !50
  %920 = insertelement <4 x i32> %919, i32 %916, i64 3, !dbg !50
  store <4 x i32> %920, ptr addrspace(3) %912, align 16, !dbg !50
  %921 = xor i32 %op.rdx, 32, !dbg !50
  %922 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %921, !dbg !50
  %923 = bitcast <2 x half> %839 to i32, !dbg !50
  %924 = bitcast <2 x half> %855 to i32, !dbg !50
  %925 = bitcast <2 x half> %871 to i32, !dbg !50
  %926 = bitcast <2 x half> %887 to i32, !dbg !50
  %927 = insertelement <4 x i32> poison, i32 %923, i64 0, !dbg !50
  %928 = insertelement <4 x i32> %927, i32 %924, i64 1, !dbg !50
  %929 = insertelement <4 x i32> %928, i32 %925, i64 2, !dbg !50
  %930 = insertelement <4 x i32> %929, i32 %926, i64 3, !dbg !50
  store <4 x i32> %930, ptr addrspace(3) %922, align 16, !dbg !50
  %931 = xor i32 %op.rdx, 64, !dbg !50
  %932 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %931, !dbg !50
  %933 = bitcast <2 x half> %843 to i32, !dbg !50
  %934 = bitcast <2 x half> %859 to i32, !dbg !50
  %935 = bitcast <2 x half> %875 to i32, !dbg !50
  %936 = bitcast <2 x half> %891 to i32, !dbg !50
  %937 = insertelement <4 x i32> poison, i32 %933, i64 0, !dbg !50
  %938 = insertelement <4 x i32> %937, i32 %934, i64 1, !dbg !50
  %939 = insertelement <4 x i32> %938, i32 %935, i64 2, !dbg !50
  %940 = insertelement <4 x i32> %939, i32 %936, i64 3, !dbg !50
  store <4 x i32> %940, ptr addrspace(3) %932, align 16, !dbg !50
  %941 = xor i32 %op.rdx, 96, !dbg !50
  %942 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %941, !dbg !50
  %943 = bitcast <2 x half> %847 to i32, !dbg !50
  %944 = bitcast <2 x half> %863 to i32, !dbg !50
  %945 = bitcast <2 x half> %879 to i32, !dbg !50
  %946 = bitcast <2 x half> %895 to i32, !dbg !50
  %947 = insertelement <4 x i32> poison, i32 %943, i64 0, !dbg !50
  %948 = insertelement <4 x i32> %947, i32 %944, i64 1, !dbg !50
  %949 = insertelement <4 x i32> %948, i32 %945, i64 2, !dbg !50
  %950 = insertelement <4 x i32> %949, i32 %946, i64 3, !dbg !50
  store <4 x i32> %950, ptr addrspace(3) %942, align 16, !dbg !50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !50
  %951 = shl nuw nsw i32 %15, 4, !dbg !50
  %952 = and i32 %951, 112, !dbg !50
  %953 = icmp eq i32 %902, 0, !dbg !50
  %954 = select i1 %953, i32 0, i32 4160, !dbg !50
  %955 = shl nuw nsw i32 %903, 3, !dbg !50
  %956 = shl nuw nsw i32 %15, 5, !dbg !50
  %957 = and i32 %956, 1024, !dbg !50
  %958 = select i1 %252, i32 0, i32 2080, !dbg !50
  %959 = xor i32 %954, %952, !dbg !50
  %960 = xor i32 %959, %958, !dbg !50
  %961 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %955, !dbg !50
  %962 = getelementptr inbounds nuw i8, ptr addrspace(3) %961, i32 %957, !dbg !50
  %963 = getelementptr inbounds nuw i8, ptr addrspace(3) %962, i32 %960, !dbg !50
  %964 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %963), !dbg !50
  %965 = extractvalue { i32, i32, i32, i32 } %964, 0, !dbg !50
  %966 = extractvalue { i32, i32, i32, i32 } %964, 1, !dbg !50
  %967 = extractvalue { i32, i32, i32, i32 } %964, 2, !dbg !50
  %968 = extractvalue { i32, i32, i32, i32 } %964, 3, !dbg !50
  %extelt.offset = lshr i32 %965, 16, !dbg !50
  %969 = trunc nuw i32 %extelt.offset to i16, !dbg !50
  %extelt.offset65 = lshr i32 %966, 16, !dbg !50
  %970 = trunc nuw i32 %extelt.offset65 to i16, !dbg !50
  %extelt.offset67 = lshr i32 %967, 16, !dbg !50
  %971 = trunc nuw i32 %extelt.offset67 to i16, !dbg !50
  %extelt.offset69 = lshr i32 %968, 16, !dbg !50
  %972 = trunc nuw i32 %extelt.offset69 to i16, !dbg !50
  %973 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 256, !dbg !50
  %974 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %973), !dbg !50
  %975 = extractvalue { i32, i32, i32, i32 } %974, 0, !dbg !50
  %976 = extractvalue { i32, i32, i32, i32 } %974, 1, !dbg !50
  %977 = extractvalue { i32, i32, i32, i32 } %974, 2, !dbg !50
  %978 = extractvalue { i32, i32, i32, i32 } %974, 3, !dbg !50
  %extelt.offset71 = lshr i32 %975, 16, !dbg !50
  %979 = trunc nuw i32 %extelt.offset71 to i16, !dbg !50
  %extelt.offset73 = lshr i32 %976, 16, !dbg !50
  %980 = trunc nuw i32 %extelt.offset73 to i16, !dbg !50
  %extelt.offset75 = lshr i32 %977, 16, !dbg !50
  %981 = trunc nuw i32 %extelt.offset75 to i16, !dbg !50
  %extelt.offset77 = lshr i32 %978, 16, !dbg !50
  %982 = trunc nuw i32 %extelt.offset77 to i16, !dbg !50
  %983 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 512, !dbg !50
  %984 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %983), !dbg !50
  %985 = extractvalue { i32, i32, i32, i32 } %984, 0, !dbg !50
  %986 = extractvalue { i32, i32, i32, i32 } %984, 1, !dbg !50
  %987 = extractvalue { i32, i32, i32, i32 } %984, 2, !dbg !50
  %988 = extractvalue { i32, i32, i32, i32 } %984, 3, !dbg !50
  %extelt.offset79 = lshr i32 %985, 16, !dbg !50
  %989 = trunc nuw i32 %extelt.offset79 to i16, !dbg !50
  %extelt.offset81 = lshr i32 %986, 16, !dbg !50
  %990 = trunc nuw i32 %extelt.offset81 to i16, !dbg !50
  %extelt.offset83 = lshr i32 %987, 16, !dbg !50
  %991 = trunc nuw i32 %extelt.offset83 to i16, !dbg !50
  %extelt.offset85 = lshr i32 %988, 16, !dbg !50
  %992 = trunc nuw i32 %extelt.offset85 to i16, !dbg !50
  %993 = getelementptr inbounds nuw i8, ptr addrspace(3) %963, i32 768, !dbg !50
  %994 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %993), !dbg !50
  %995 = extractvalue { i32, i32, i32, i32 } %994, 0, !dbg !50
  %996 = extractvalue { i32, i32, i32, i32 } %994, 1, !dbg !50
  %997 = extractvalue { i32, i32, i32, i32 } %994, 2, !dbg !50
  %998 = extractvalue { i32, i32, i32, i32 } %994, 3, !dbg !50
  %extelt.offset87 = lshr i32 %995, 16, !dbg !50
  %999 = trunc nuw i32 %extelt.offset87 to i16, !dbg !50
  %extelt.offset89 = lshr i32 %996, 16, !dbg !50
  %1000 = trunc nuw i32 %extelt.offset89 to i16, !dbg !50
  %extelt.offset91 = lshr i32 %997, 16, !dbg !50
  %1001 = trunc nuw i32 %extelt.offset91 to i16, !dbg !50
  %extelt.offset93 = lshr i32 %998, 16, !dbg !50
  %1002 = trunc nuw i32 %extelt.offset93 to i16, !dbg !50
  %.extract = trunc i32 %965 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %702, i1 %767) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %969, ptr addrspace(1) %703, i1 %768) #9, !dbg !50
  %.extract64 = trunc i32 %966 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract64, ptr addrspace(1) %704, i1 %769) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %970, ptr addrspace(1) %705, i1 %770) #9, !dbg !50
  %.extract66 = trunc i32 %967 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract66, ptr addrspace(1) %706, i1 %771) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %971, ptr addrspace(1) %707, i1 %772) #9, !dbg !50
  %.extract68 = trunc i32 %968 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract68, ptr addrspace(1) %708, i1 %773) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %972, ptr addrspace(1) %709, i1 %774) #9, !dbg !50
  %.extract70 = trunc i32 %975 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract70, ptr addrspace(1) %710, i1 %775) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %979, ptr addrspace(1) %711, i1 %776) #9, !dbg !50
  %.extract72 = trunc i32 %976 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract72, ptr addrspace(1) %712, i1 %777) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %980, ptr addrspace(1) %713, i1 %778) #9, !dbg !50
  %.extract74 = trunc i32 %977 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract74, ptr addrspace(1) %714, i1 %779) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %981, ptr addrspace(1) %715, i1 %780) #9, !dbg !50
  %.extract76 = trunc i32 %978 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract76, ptr addrspace(1) %716, i1 %781) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %982, ptr addrspace(1) %717, i1 %782) #9, !dbg !50
  %.extract78 = trunc i32 %985 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract78, ptr addrspace(1) %718, i1 %783) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %989, ptr addrspace(1) %719, i1 %784) #9, !dbg !50
  %.extract80 = trunc i32 %986 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract80, ptr addrspace(1) %720, i1 %785) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %990, ptr addrspace(1) %721, i1 %786) #9, !dbg !50
  %.extract82 = trunc i32 %987 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract82, ptr addrspace(1) %722, i1 %787) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %991, ptr addrspace(1) %723, i1 %788) #9, !dbg !50
  %.extract84 = trunc i32 %988 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract84, ptr addrspace(1) %724, i1 %789) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %992, ptr addrspace(1) %725, i1 %790) #9, !dbg !50
  %.extract86 = trunc i32 %995 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract86, ptr addrspace(1) %726, i1 %791) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %999, ptr addrspace(1) %727, i1 %792) #9, !dbg !50
  %.extract88 = trunc i32 %996 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract88, ptr addrspace(1) %728, i1 %793) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %1000, ptr addrspace(1) %729, i1 %794) #9, !dbg !50
  %.extract90 = trunc i32 %997 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract90, ptr addrspace(1) %730, i1 %795) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %1001, ptr addrspace(1) %731, i1 %796) #9, !dbg !50
  %.extract92 = trunc i32 %998 to i16, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract92, ptr addrspace(1) %732, i1 %797) #9, !dbg !50
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %1002, ptr addrspace(1) %733, i1 %798) #9, !dbg !50
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !dbg !12
  tail call void asm sideeffect "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 64;", "b,r"(i1 %16, ptr addrspace(6) %597) #9, !dbg !12
  ret void, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #5

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #6

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #8

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nounwind }
attributes #7 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus/real/triton/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 34, column: 1, scope: !4)
!13 = !DILocation(line: 37, column: 13, scope: !4)
!14 = !DILocation(line: 38, column: 13, scope: !4)
!15 = !DILocation(line: 39, column: 33, scope: !4)
!16 = !DILocation(line: 39, column: 14, scope: !4)
!17 = !DILocation(line: 39, column: 15, scope: !4)
!18 = !DILocation(line: 40, column: 15, scope: !4)
!19 = !DILocation(line: 42, column: 22, scope: !4)
!20 = !DILocation(line: 42, column: 14, scope: !4)
!21 = !DILocation(line: 42, column: 52, scope: !4)
!22 = !DILocation(line: 43, column: 22, scope: !4)
!23 = !DILocation(line: 43, column: 14, scope: !4)
!24 = !DILocation(line: 43, column: 52, scope: !4)
!25 = !DILocation(line: 43, column: 13, scope: !26, inlinedAt: !28)
!26 = distinct !DILexicalBlockFile(scope: !4, file: !27, discriminator: 0)
!27 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!28 = !DILocation(line: 45, column: 23, scope: !29)
!29 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!30 = !DILocation(line: 43, column: 12, scope: !26, inlinedAt: !28)
!31 = !DILocation(line: 49, column: 19, scope: !4)
!32 = !DILocation(line: 50, column: 19, scope: !4)
!33 = !DILocation(line: 48, column: 15, scope: !4)
!34 = !DILocation(line: 45, column: 5, scope: !4)
!35 = !DILocation(line: 46, column: 34, scope: !4)
!36 = !DILocation(line: 46, column: 13, scope: !4)
!37 = !DILocation(line: 47, column: 34, scope: !4)
!38 = !DILocation(line: 47, column: 13, scope: !4)
!39 = !DILocation(line: 49, column: 9, scope: !4)
!40 = !DILocation(line: 50, column: 9, scope: !4)
!41 = !DILocation(line: 46, column: 56, scope: !4)
!42 = !DILocation(line: 46, column: 52, scope: !4)
!43 = !DILocation(line: 54, column: 22, scope: !4)
!44 = !DILocation(line: 54, column: 14, scope: !4)
!45 = !DILocation(line: 54, column: 48, scope: !4)
!46 = !DILocation(line: 55, column: 31, scope: !4)
!47 = !DILocation(line: 55, column: 51, scope: !4)
!48 = !DILocation(line: 55, column: 30, scope: !4)
!49 = !DILocation(line: 51, column: 9, scope: !4)
!50 = !DILocation(line: 55, column: 5, scope: !4)
