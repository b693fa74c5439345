; nvverify-generator: triton-3.9.0 target=sm_90a cc=90 ptx=9.4 options=num_stages=2,num_warps=4 source=triton/src/kernels.py:matmul_kernel dialect=triton-llir
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) nofree readnone captures(none) %12, ptr addrspace(1) nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !13
  %17 = shl i32 %15, 6, !dbg !14
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %19 = and i32 %18, 96, !dbg !15
  %20 = and i32 %18, 64, !dbg !15
  %21 = lshr exact i32 %20, 6, !dbg !15
  %22 = or disjoint i32 %21, 2, !dbg !15
  %23 = or disjoint i32 %21, 4, !dbg !15
  %24 = or disjoint i32 %21, 6, !dbg !15
  %25 = or disjoint i32 %21, 8, !dbg !15
  %26 = or disjoint i32 %21, 10, !dbg !15
  %27 = or disjoint i32 %21, 12, !dbg !15
  %28 = or disjoint i32 %21, 14, !dbg !15
  %29 = or disjoint i32 %21, 16, !dbg !15
  %30 = or disjoint i32 %21, 18, !dbg !15
  %31 = or disjoint i32 %21, 20, !dbg !15
  %32 = or disjoint i32 %21, 22, !dbg !15
  %33 = or disjoint i32 %21, 24, !dbg !15
  %34 = or disjoint i32 %21, 26, !dbg !15
  %35 = or disjoint i32 %21, 28, !dbg !15
  %36 = or disjoint i32 %21, 30, !dbg !15
  %37 = and i32 %18, 63, !dbg !15
  %38 = shl nuw nsw i32 %16, 6, !dbg !16
  %39 = or disjoint i32 %38, %37, !dbg !16
  %40 = and i32 %18, 31, !dbg !17
  %41 = add i32 %5, 31, !dbg !18
  %42 = sdiv i32 %41, 32, !dbg !23
  %43 = icmp sgt i32 %41, 31, !dbg !24
  br i1 %43, label %.lr.ph, label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %14
  %44 = shl i32 %8, 5, !dbg !25
  %45 = shl i32 %7, 5, !dbg !26
  %46 = mul i32 %8, %36, !dbg !27
  %47 = sext i32 %46 to i64, !dbg !28
  %48 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %47, !dbg !28
  %49 = mul i32 %8, %35, !dbg !27
  %50 = sext i32 %49 to i64, !dbg !28
  %51 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %50, !dbg !28
  %52 = mul i32 %8, %34, !dbg !27
  %53 = sext i32 %52 to i64, !dbg !28
  %54 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %53, !dbg !28
  %55 = mul i32 %8, %33, !dbg !27
  %56 = sext i32 %55 to i64, !dbg !28
  %57 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %56, !dbg !28
  %58 = mul i32 %8, %32, !dbg !27
  %59 = sext i32 %58 to i64, !dbg !28
  %60 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %59, !dbg !28
  %61 = mul i32 %8, %31, !dbg !27
  %62 = sext i32 %61 to i64, !dbg !28
  %63 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %62, !dbg !28
  %64 = mul i32 %8, %30, !dbg !27
  %65 = sext i32 %64 to i64, !dbg !28
  %66 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %65, !dbg !28
  %67 = mul i32 %8, %29, !dbg !27
  %68 = sext i32 %67 to i64, !dbg !28
  %69 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %68, !dbg !28
  %70 = mul i32 %8, %28, !dbg !27
  %71 = sext i32 %70 to i64, !dbg !28
  %72 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %71, !dbg !28
  %73 = mul i32 %8, %27, !dbg !27
  %74 = sext i32 %73 to i64, !dbg !28
  %75 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %74, !dbg !28
  %76 = mul i32 %8, %26, !dbg !27
  %77 = sext i32 %76 to i64, !dbg !28
  %78 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %77, !dbg !28
  %79 = mul i32 %8, %25, !dbg !27
  %80 = sext i32 %79 to i64, !dbg !28
  %81 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %80, !dbg !28
  %82 = mul i32 %8, %24, !dbg !27
  %83 = sext i32 %82 to i64, !dbg !28
  %84 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %83, !dbg !28
  %85 = mul i32 %8, %23, !dbg !27
  %86 = sext i32 %85 to i64, !dbg !28
  %87 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %86, !dbg !28
  %88 = mul i32 %8, %22, !dbg !27
  %89 = sext i32 %88 to i64, !dbg !28
  %90 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %89, !dbg !28
  %91 = mul nuw nsw i32 %8, %21, !dbg !27
  %92 = sext i32 %91 to i64, !dbg !28
  %93 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %92, !dbg !28
  %94 = lshr exact i32 %19, 5, !dbg !15
  %95 = mul i32 %7, %40, !dbg !17
  %96 = sext i32 %95 to i64, !dbg !29
  %97 = or disjoint i32 %94, %17, !dbg !15
  %98 = insertelement <4 x i32> poison, i32 %39, i64 0, !dbg !14
  %99 = insertelement <4 x i32> %98, i32 %97, i64 1, !dbg !14
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>, !dbg !14
  %101 = or disjoint <4 x i32> %100, <i32 0, i32 60, i32 56, i32 52>, !dbg !14
  %102 = insertelement <4 x i32> poison, i32 %4, i64 0, !dbg !30
  %103 = insertelement <4 x i32> %102, i32 %3, i64 1, !dbg !30
  %104 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>, !dbg !30
  %105 = srem <4 x i32> %101, %104, !dbg !30
  %106 = extractelement <4 x i32> %105, i64 0, !dbg !31
  %107 = mul i32 %106, %9, !dbg !31
  %108 = sext i32 %107 to i64, !dbg !28
  %109 = getelementptr [2 x i8], ptr addrspace(1) %48, i64 %108, !dbg !28
  %110 = getelementptr [2 x i8], ptr addrspace(1) %51, i64 %108, !dbg !28
  %111 = getelementptr [2 x i8], ptr addrspace(1) %54, i64 %108, !dbg !28
  %112 = getelementptr [2 x i8], ptr addrspace(1) %57, i64 %108, !dbg !28
  %113 = getelementptr [2 x i8], ptr addrspace(1) %60, i64 %108, !dbg !28
  %114 = getelementptr [2 x i8], ptr addrspace(1) %63, i64 %108, !dbg !28
  %115 = getelementptr [2 x i8], ptr addrspace(1) %66, i64 %108, !dbg !28
  %116 = getelementptr [2 x i8], ptr addrspace(1) %69, i64 %108, !dbg !28
  %117 = getelementptr [2 x i8], ptr addrspace(1) %72, i64 %108, !dbg !28
  %118 = getelementptr [2 x i8], ptr addrspace(1) %75, i64 %108, !dbg !28
  %119 = getelementptr [2 x i8], ptr addrspace(1) %78, i64 %108, !dbg !28
  %120 = getelementptr [2 x i8], ptr addrspace(1) %81, i64 %108, !dbg !28
  %121 = getelementptr [2 x i8], ptr addrspace(1) %84, i64 %108, !dbg !28
  %122 = getelementptr [2 x i8], ptr addrspace(1) %87, i64 %108, !dbg !28
  %123 = getelementptr [2 x i8], ptr addrspace(1) %90, i64 %108, !dbg !28
  %124 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %108, !dbg !28
  %125 = extractelement <4 x i32> %105, i64 1, !dbg !32
  %126 = mul i32 %125, %6, !dbg !32
  %127 = sext i32 %126 to i64, !dbg !29
  %128 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %127, !dbg !29
  %129 = getelementptr [2 x i8], ptr addrspace(1) %128, i64 %96, !dbg !29
  %130 = extractelement <4 x i32> %105, i64 2, !dbg !32
  %131 = mul i32 %130, %6, !dbg !32
  %132 = sext i32 %131 to i64, !dbg !29
  %133 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %132, !dbg !29
  %134 = getelementptr [2 x i8], ptr addrspace(1) %133, i64 %96, !dbg !29
  %135 = extractelement <4 x i32> %105, i64 3, !dbg !32
  %136 = mul i32 %135, %6, !dbg !32
  %137 = sext i32 %136 to i64, !dbg !29
  %138 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %137, !dbg !29
  %139 = getelementptr [2 x i8], ptr addrspace(1) %138, i64 %96, !dbg !29
  %140 = insertelement <4 x i32> poison, i32 %97, i64 0, !dbg !14
  %141 = shufflevector <4 x i32> %140, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !14
  %142 = or disjoint <4 x i32> %141, <i32 48, i32 44, i32 40, i32 36>, !dbg !14
  %143 = insertelement <4 x i32> poison, i32 %3, i64 0, !dbg !33
  %144 = shufflevector <4 x i32> %143, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !33
  %145 = srem <4 x i32> %142, %144, !dbg !33
  %146 = extractelement <4 x i32> %145, i64 0, !dbg !32
  %147 = mul i32 %146, %6, !dbg !32
  %148 = sext i32 %147 to i64, !dbg !29
  %149 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %148, !dbg !29
  %150 = getelementptr [2 x i8], ptr addrspace(1) %149, i64 %96, !dbg !29
  %151 = extractelement <4 x i32> %145, i64 1, !dbg !32
  %152 = mul i32 %151, %6, !dbg !32
  %153 = sext i32 %152 to i64, !dbg !29
  %154 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %153, !dbg !29
  %155 = getelementptr [2 x i8], ptr addrspace(1) %154, i64 %96, !dbg !29
  %156 = extractelement <4 x i32> %145, i64 2, !dbg !32
  %157 = mul i32 %156, %6, !dbg !32
  %158 = sext i32 %157 to i64, !dbg !29
  %159 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %158, !dbg !29
  %160 = getelementptr [2 x i8], ptr addrspace(1) %159, i64 %96, !dbg !29
  %161 = extractelement <4 x i32> %145, i64 3, !dbg !32
  %162 = mul i32 %161, %6, !dbg !32
  %163 = sext i32 %162 to i64, !dbg !29
  %164 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %163, !dbg !29
  %165 = getelementptr [2 x i8], ptr addrspace(1) %164, i64 %96, !dbg !29
  %166 = or disjoint <4 x i32> %141, <i32 32, i32 28, i32 24, i32 20>, !dbg !14
  %167 = srem <4 x i32> %166, %144, !dbg !33
  %168 = extractelement <4 x i32> %167, i64 0, !dbg !32
  %169 = mul i32 %168, %6, !dbg !32
  %170 = sext i32 %169 to i64, !dbg !29
  %171 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %170, !dbg !29
  %172 = getelementptr [2 x i8], ptr addrspace(1) %171, i64 %96, !dbg !29
  %173 = extractelement <4 x i32> %167, i64 1, !dbg !32
  %174 = mul i32 %173, %6, !dbg !32
  %175 = sext i32 %174 to i64, !dbg !29
  %176 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %175, !dbg !29
  %177 = getelementptr [2 x i8], ptr addrspace(1) %176, i64 %96, !dbg !29
  %178 = extractelement <4 x i32> %167, i64 2, !dbg !32
  %179 = mul i32 %178, %6, !dbg !32
  %180 = sext i32 %179 to i64, !dbg !29
  %181 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %180, !dbg !29
  %182 = getelementptr [2 x i8], ptr addrspace(1) %181, i64 %96, !dbg !29
  %183 = extractelement <4 x i32> %167, i64 3, !dbg !32
  %184 = mul i32 %183, %6, !dbg !32
  %185 = sext i32 %184 to i64, !dbg !29
  %186 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %185, !dbg !29
  %187 = getelementptr [2 x i8], ptr addrspace(1) %186, i64 %96, !dbg !29
  %188 = or disjoint <4 x i32> %141, <i32 16, i32 12, i32 8, i32 4>, !dbg !14
  %189 = srem <4 x i32> %188, %144, !dbg !33
  %190 = extractelement <4 x i32> %189, i64 0, !dbg !32
  %191 = mul i32 %190, %6, !dbg !32
  %192 = sext i32 %191 to i64, !dbg !29
  %193 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %192, !dbg !29
  %194 = getelementptr [2 x i8], ptr addrspace(1) %193, i64 %96, !dbg !29
  %195 = extractelement <4 x i32> %189, i64 1, !dbg !32
  %196 = mul i32 %195, %6, !dbg !32
  %197 = sext i32 %196 to i64, !dbg !29
  %198 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %197, !dbg !29
  %199 = getelementptr [2 x i8], ptr addrspace(1) %198, i64 %96, !dbg !29
  %200 = extractelement <4 x i32> %189, i64 2, !dbg !32
  %201 = mul i32 %200, %6, !dbg !32
  %202 = sext i32 %201 to i64, !dbg !29
  %203 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %202, !dbg !29
  %204 = getelementptr [2 x i8], ptr addrspace(1) %203, i64 %96, !dbg !29
  %205 = extractelement <4 x i32> %189, i64 3, !dbg !32
  %206 = mul i32 %205, %6, !dbg !32
  %207 = sext i32 %206 to i64, !dbg !29
  %208 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %207, !dbg !29
  %209 = getelementptr [2 x i8], ptr addrspace(1) %208, i64 %96, !dbg !29
  %210 = srem i32 %97, %3, !dbg !33
  %211 = mul i32 %210, %6, !dbg !32
  %212 = sext i32 %211 to i64, !dbg !29
  %213 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %212, !dbg !29
  %214 = getelementptr [2 x i8], ptr addrspace(1) %213, i64 %96, !dbg !29
  %215 = shl nuw nsw i32 %37, 1
  %216 = icmp eq i32 %20, 0
  %217 = select i1 %216, i32 0, i32 144
  %218 = xor i32 %217, %215
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %218
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 512
  %221 = or disjoint i32 %218, 1024
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %221
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 1536
  %224 = or disjoint i32 %218, 2048
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %224
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 2560
  %227 = or disjoint i32 %218, 3072
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %227
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 3584
  %230 = xor i32 %218, 288
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %230
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 512
  %233 = or disjoint i32 %230, 1024
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %233
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 1536
  %236 = or disjoint i32 %230, 2048
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %236
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 2560
  %239 = or disjoint i32 %230, 3072
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %239
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 3584
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %218
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %221
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %224
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %227
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %230
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %233
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %236
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %239
  %250 = xor i32 %218, 576
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %250
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 1024
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 2048
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 3072
  %255 = xor i32 %218, 864
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %255
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 1024
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 2048
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 3072
  %260 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %261 = and i32 %260, 32767
  %262 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %263 = and i32 %262, 32767
  %264 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %261, i64 0
  %265 = bitcast <2 x i32> %264 to i64
  %266 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %263, i64 0
  %267 = bitcast <2 x i32> %266 to i64
  %268 = add nuw nsw i32 %261, 2
  %269 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %268, i64 0
  %270 = bitcast <2 x i32> %269 to i64
  %271 = add nuw nsw i32 %263, 128
  %272 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %271, i64 0
  %273 = bitcast <2 x i32> %272 to i64
  %274 = sext i32 %45 to i64
  %275 = sext i32 %44 to i64
  br label %276, !dbg !24

276:                                              ; preds = %.lr.ph, %276
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %460, %276 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %461, %276 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %462, %276 ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %463, %276 ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %464, %276 ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %465, %276 ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %466, %276 ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %467, %276 ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %468, %276 ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %469, %276 ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %470, %276 ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %471, %276 ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %472, %276 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %473, %276 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %474, %276 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %475, %276 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %476, %276 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %477, %276 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %478, %276 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %479, %276 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %480, %276 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %481, %276 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %482, %276 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %483, %276 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %484, %276 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %485, %276 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %486, %276 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %487, %276 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %488, %276 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %276 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %490, %276 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %491, %276 ]
  %.pn33157 = phi ptr addrspace(1) [ %109, %.lr.ph ], [ %523, %276 ]
  %.pn35156 = phi ptr addrspace(1) [ %110, %.lr.ph ], [ %522, %276 ]
  %.pn37155 = phi ptr addrspace(1) [ %111, %.lr.ph ], [ %521, %276 ]
  %.pn39154 = phi ptr addrspace(1) [ %112, %.lr.ph ], [ %520, %276 ]
  %.pn41153 = phi ptr addrspace(1) [ %113, %.lr.ph ], [ %519, %276 ]
  %.pn43152 = phi ptr addrspace(1) [ %114, %.lr.ph ], [ %518, %276 ]
  %.pn45151 = phi ptr addrspace(1) [ %115, %.lr.ph ], [ %517, %276 ]
  %.pn47150 = phi ptr addrspace(1) [ %116, %.lr.ph ], [ %516, %276 ]
  %.pn49149 = phi ptr addrspace(1) [ %117, %.lr.ph ], [ %515, %276 ]
  %.pn51148 = phi ptr addrspace(1) [ %118, %.lr.ph ], [ %514, %276 ]
  %.pn53147 = phi ptr addrspace(1) [ %119, %.lr.ph ], [ %513, %276 ]
  %.pn55146 = phi ptr addrspace(1) [ %120, %.lr.ph ], [ %512, %276 ]
  %.pn57145 = phi ptr addrspace(1) [ %121, %.lr.ph ], [ %511, %276 ]
  %.pn59144 = phi ptr addrspace(1) [ %122, %.lr.ph ], [ %510, %276 ]
  %.pn61143 = phi ptr addrspace(1) [ %123, %.lr.ph ], [ %509, %276 ]
  %.pn63142 = phi ptr addrspace(1) [ %124, %.lr.ph ], [ %508, %276 ]
  %.pn1141 = phi ptr addrspace(1) [ %129, %.lr.ph ], [ %507, %276 ]
  %.pn3140 = phi ptr addrspace(1) [ %134, %.lr.ph ], [ %506, %276 ]
  %.pn5139 = phi ptr addrspace(1) [ %139, %.lr.ph ], [ %505, %276 ]
  %.pn7138 = phi ptr addrspace(1) [ %150, %.lr.ph ], [ %504, %276 ]
  %.pn9137 = phi ptr addrspace(1) [ %155, %.lr.ph ], [ %503, %276 ]
  %.pn11136 = phi ptr addrspace(1) [ %160, %.lr.ph ], [ %502, %276 ]
  %.pn13135 = phi ptr addrspace(1) [ %165, %.lr.ph ], [ %501, %276 ]
  %.pn15134 = phi ptr addrspace(1) [ %172, %.lr.ph ], [ %500, %276 ]
  %.pn17133 = phi ptr addrspace(1) [ %177, %.lr.ph ], [ %499, %276 ]
  %.pn19132 = phi ptr addrspace(1) [ %182, %.lr.ph ], [ %498, %276 ]
  %.pn21131 = phi ptr addrspace(1) [ %187, %.lr.ph ], [ %497, %276 ]
  %.pn23130 = phi ptr addrspace(1) [ %194, %.lr.ph ], [ %496, %276 ]
  %.pn25129 = phi ptr addrspace(1) [ %199, %.lr.ph ], [ %495, %276 ]
  %.pn27128 = phi ptr addrspace(1) [ %204, %.lr.ph ], [ %494, %276 ]
  %.pn29127 = phi ptr addrspace(1) [ %209, %.lr.ph ], [ %493, %276 ]
  %.pn31126 = phi ptr addrspace(1) [ %214, %.lr.ph ], [ %492, %276 ]
  %309 = phi i32 [ 0, %.lr.ph ], [ %524, %276 ]
  %310 = shl nuw nsw i32 %309, 5, !dbg !34
  %311 = sub nsw i32 %5, %310, !dbg !35
  %312 = icmp slt i32 %40, %311, !dbg !36
  %313 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31126, i1 %312) #5, !dbg !37
  %314 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29127, i1 %312) #5, !dbg !37
  %315 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27128, i1 %312) #5, !dbg !37
  %316 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25129, i1 %312) #5, !dbg !37
  %317 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23130, i1 %312) #5, !dbg !37
  %318 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21131, i1 %312) #5, !dbg !37
  %319 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19132, i1 %312) #5, !dbg !37
  %320 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17133, i1 %312) #5, !dbg !37
  %321 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15134, i1 %312) #5, !dbg !37
  %322 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13135, i1 %312) #5, !dbg !37
  %323 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11136, i1 %312) #5, !dbg !37
  %324 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9137, i1 %312) #5, !dbg !37
  %325 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7138, i1 %312) #5, !dbg !37
  %326 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5139, i1 %312) #5, !dbg !37
  %327 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3140, i1 %312) #5, !dbg !37
  %328 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1141, i1 %312) #5, !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %329 = insertelement <1 x i16> poison, i16 %313, i64 0, !dbg !37
  store <1 x i16> %329, ptr addrspace(3) %219, align 2, !dbg !37
  %330 = insertelement <1 x i16> poison, i16 %315, i64 0, !dbg !37
  store <1 x i16> %330, ptr addrspace(3) %220, align 2, !dbg !37
  %331 = insertelement <1 x i16> poison, i16 %317, i64 0, !dbg !37
  store <1 x i16> %331, ptr addrspace(3) %222, align 2, !dbg !37
  %332 = insertelement <1 x i16> poison, i16 %319, i64 0, !dbg !37
  store <1 x i16> %332, ptr addrspace(3) %223, align 2, !dbg !37
  %333 = insertelement <1 x i16> poison, i16 %321, i64 0, !dbg !37
  store <1 x i16> %333, ptr addrspace(3) %225, align 2, !dbg !37
  %334 = insertelement <1 x i16> poison, i16 %323, i64 0, !dbg !37
  store <1 x i16> %334, ptr addrspace(3) %226, align 2, !dbg !37
  %335 = insertelement <1 x i16> poison, i16 %325, i64 0, !dbg !37
  store <1 x i16> %335, ptr addrspace(3) %228, align 2, !dbg !37
  %336 = insertelement <1 x i16> poison, i16 %327, i64 0, !dbg !37
  store <1 x i16> %336, ptr addrspace(3) %229, align 2, !dbg !37
  %337 = insertelement <1 x i16> poison, i16 %314, i64 0, !dbg !37
  store <1 x i16> %337, ptr addrspace(3) %231, align 2, !dbg !37
  %338 = insertelement <1 x i16> poison, i16 %316, i64 0, !dbg !37
  store <1 x i16> %338, ptr addrspace(3) %232, align 2, !dbg !37
  %339 = insertelement <1 x i16> poison, i16 %318, i64 0, !dbg !37
  store <1 x i16> %339, ptr addrspace(3) %234, align 2, !dbg !37
  %340 = insertelement <1 x i16> poison, i16 %320, i64 0, !dbg !37
  store <1 x i16> %340, ptr addrspace(3) %235, align 2, !dbg !37
  %341 = insertelement <1 x i16> poison, i16 %322, i64 0, !dbg !37
  store <1 x i16> %341, ptr addrspace(3) %237, align 2, !dbg !37
  %342 = insertelement <1 x i16> poison, i16 %324, i64 0, !dbg !37
  store <1 x i16> %342, ptr addrspace(3) %238, align 2, !dbg !37
  %343 = insertelement <1 x i16> poison, i16 %326, i64 0, !dbg !37
  store <1 x i16> %343, ptr addrspace(3) %240, align 2, !dbg !37
  %344 = insertelement <1 x i16> poison, i16 %328, i64 0, !dbg !37
  store <1 x i16> %344, ptr addrspace(3) %241, align 2, !dbg !37
  %345 = icmp slt i32 %21, %311, !dbg !38
  %346 = icmp slt i32 %22, %311, !dbg !38
  %347 = icmp slt i32 %23, %311, !dbg !38
  %348 = icmp slt i32 %24, %311, !dbg !38
  %349 = icmp slt i32 %25, %311, !dbg !38
  %350 = icmp slt i32 %26, %311, !dbg !38
  %351 = icmp slt i32 %27, %311, !dbg !38
  %352 = icmp slt i32 %28, %311, !dbg !38
  %353 = icmp slt i32 %29, %311, !dbg !38
  %354 = icmp slt i32 %30, %311, !dbg !38
  %355 = icmp slt i32 %31, %311, !dbg !38
  %356 = icmp slt i32 %32, %311, !dbg !38
  %357 = icmp slt i32 %33, %311, !dbg !38
  %358 = icmp slt i32 %34, %311, !dbg !38
  %359 = icmp slt i32 %35, %311, !dbg !38
  %360 = icmp slt i32 %36, %311, !dbg !38
  %361 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63142, i1 %345) #5, !dbg !39
  %362 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61143, i1 %346) #5, !dbg !39
  %363 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59144, i1 %347) #5, !dbg !39
  %364 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57145, i1 %348) #5, !dbg !39
  %365 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55146, i1 %349) #5, !dbg !39
  %366 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53147, i1 %350) #5, !dbg !39
  %367 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51148, i1 %351) #5, !dbg !39
  %368 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49149, i1 %352) #5, !dbg !39
  %369 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47150, i1 %353) #5, !dbg !39
  %370 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45151, i1 %354) #5, !dbg !39
  %371 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43152, i1 %355) #5, !dbg !39
  %372 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41153, i1 %356) #5, !dbg !39
  %373 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39154, i1 %357) #5, !dbg !39
  %374 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37155, i1 %358) #5, !dbg !39
  %375 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35156, i1 %359) #5, !dbg !39
  %376 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33157, i1 %360) #5, !dbg !39
  %377 = insertelement <1 x i16> poison, i16 %361, i64 0, !dbg !39
  store <1 x i16> %377, ptr addrspace(3) %242, align 2, !dbg !39
  %378 = insertelement <1 x i16> poison, i16 %365, i64 0, !dbg !39
  store <1 x i16> %378, ptr addrspace(3) %243, align 2, !dbg !39
  %379 = insertelement <1 x i16> poison, i16 %369, i64 0, !dbg !39
  store <1 x i16> %379, ptr addrspace(3) %244, align 2, !dbg !39
  %380 = insertelement <1 x i16> poison, i16 %373, i64 0, !dbg !39
  store <1 x i16> %380, ptr addrspace(3) %245, align 2, !dbg !39
  %381 = insertelement <1 x i16> poison, i16 %362, i64 0, !dbg !39
  store <1 x i16> %381, ptr addrspace(3) %246, align 2, !dbg !39
  %382 = insertelement <1 x i16> poison, i16 %366, i64 0, !dbg !39
  store <1 x i16> %382, ptr addrspace(3) %247, align 2, !dbg !39
  %383 = insertelement <1 x i16> poison, i16 %370, i64 0, !dbg !39
  store <1 x i16> %383, ptr addrspace(3) %248, align 2, !dbg !39
  %384 = insertelement <1 x i16> poison, i16 %374, i64 0, !dbg !39
  store <1 x i16> %384, ptr addrspace(3) %249, align 2, !dbg !39
  %385 = insertelement <1 x i16> poison, i16 %363, i64 0, !dbg !39
  store <1 x i16> %385, ptr addrspace(3) %251, align 2, !dbg !39
  %386 = insertelement <1 x i16> poison, i16 %367, i64 0, !dbg !39
  store <1 x i16> %386, ptr addrspace(3) %252, align 2, !dbg !39
  %387 = insertelement <1 x i16> poison, i16 %371, i64 0, !dbg !39
  store <1 x i16> %387, ptr addrspace(3) %253, align 2, !dbg !39
  %388 = insertelement <1 x i16> poison, i16 %375, i64 0, !dbg !39
  store <1 x i16> %388, ptr addrspace(3) %254, align 2, !dbg !39
  %389 = insertelement <1 x i16> poison, i16 %364, i64 0, !dbg !39
  store <1 x i16> %389, ptr addrspace(3) %256, align 2, !dbg !39
  %390 = insertelement <1 x i16> poison, i16 %368, i64 0, !dbg !39
  store <1 x i16> %390, ptr addrspace(3) %257, align 2, !dbg !39
  %391 = insertelement <1 x i16> poison, i16 %372, i64 0, !dbg !39
  store <1 x i16> %391, ptr addrspace(3) %258, align 2, !dbg !39
  %392 = insertelement <1 x i16> poison, i16 %376, i64 0, !dbg !39
  store <1 x i16> %392, ptr addrspace(3) %259, align 2, !dbg !39
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !40
  %393 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291, float %292, float %293, float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, i64 %265, i64 %267, i1 true) #5, !dbg !40
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 0, !dbg !40
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 1, !dbg !40
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 2, !dbg !40
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 3, !dbg !40
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 4, !dbg !40
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 5, !dbg !40
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 6, !dbg !40
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 7, !dbg !40
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 8, !dbg !40
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 9, !dbg !40
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 10, !dbg !40
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 11, !dbg !40
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 12, !dbg !40
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 13, !dbg !40
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 14, !dbg !40
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 15, !dbg !40
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 16, !dbg !40
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 17, !dbg !40
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 18, !dbg !40
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 19, !dbg !40
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 20, !dbg !40
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 21, !dbg !40
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 22, !dbg !40
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 23, !dbg !40
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 24, !dbg !40
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 25, !dbg !40
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 26, !dbg !40
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 27, !dbg !40
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 28, !dbg !40
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 29, !dbg !40
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 30, !dbg !40
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %393, 31, !dbg !40
  %426 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, i64 %270, i64 %273, i1 true) #5, !dbg !40
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 0, !dbg !40
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 1, !dbg !40
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 2, !dbg !40
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 3, !dbg !40
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 4, !dbg !40
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 5, !dbg !40
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 6, !dbg !40
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 7, !dbg !40
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 8, !dbg !40
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 9, !dbg !40
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 10, !dbg !40
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 11, !dbg !40
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 12, !dbg !40
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 13, !dbg !40
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 14, !dbg !40
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 15, !dbg !40
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 16, !dbg !40
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 17, !dbg !40
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 18, !dbg !40
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 19, !dbg !40
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 20, !dbg !40
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 21, !dbg !40
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 22, !dbg !40
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 23, !dbg !40
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 24, !dbg !40
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 25, !dbg !40
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 26, !dbg !40
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 27, !dbg !40
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 28, !dbg !40
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 29, !dbg !40
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 30, !dbg !40
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %426, 31, !dbg !40
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !40
  %459 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #5, !dbg !40
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 0, !dbg !40
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 1, !dbg !40
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 2, !dbg !40
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 3, !dbg !40
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 4, !dbg !40
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 5, !dbg !40
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 6, !dbg !40
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 7, !dbg !40
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 8, !dbg !40
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 9, !dbg !40
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 10, !dbg !40
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 11, !dbg !40
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 12, !dbg !40
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 13, !dbg !40
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 14, !dbg !40
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 15, !dbg !40
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 16, !dbg !40
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 17, !dbg !40
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 18, !dbg !40
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 19, !dbg !40
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 20, !dbg !40
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 21, !dbg !40
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 22, !dbg !40
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 23, !dbg !40
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 24, !dbg !40
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 25, !dbg !40
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 26, !dbg !40
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 27, !dbg !40
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 28, !dbg !40
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 29, !dbg !40
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 30, !dbg !40
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %459, 31, !dbg !40
  %492 = getelementptr [2 x i8], ptr addrspace(1) %.pn31126, i64 %274, !dbg !41
  %493 = getelementptr [2 x i8], ptr addrspace(1) %.pn29127, i64 %274, !dbg !41
  %494 = getelementptr [2 x i8], ptr addrspace(1) %.pn27128, i64 %274, !dbg !41
  %495 = getelementptr [2 x i8], ptr addrspace(1) %.pn25129, i64 %274, !dbg !41
  %496 = getelementptr [2 x i8], ptr addrspace(1) %.pn23130, i64 %274, !dbg !41
  %497 = getelementptr [2 x i8], ptr addrspace(1) %.pn21131, i64 %274, !dbg !41
  %498 = getelementptr [2 x i8], ptr addrspace(1) %.pn19132, i64 %274, !dbg !41
  %499 = getelementptr [2 x i8], ptr addrspace(1) %.pn17133, i64 %274, !dbg !41
  %500 = getelementptr [2 x i8], ptr addrspace(1) %.pn15134, i64 %274, !dbg !41
  %501 = getelementptr [2 x i8], ptr addrspace(1) %.pn13135, i64 %274, !dbg !41
  %502 = getelementptr [2 x i8], ptr addrspace(1) %.pn11136, i64 %274, !dbg !41
  %503 = getelementptr [2 x i8], ptr addrspace(1) %.pn9137, i64 %274, !dbg !41
  %504 = getelementptr [2 x i8], ptr addrspace(1) %.pn7138, i64 %274, !dbg !41
  %505 = getelementptr [2 x i8], ptr addrspace(1) %.pn5139, i64 %274, !dbg !41
  %506 = getelementptr [2 x i8], ptr addrspace(1) %.pn3140, i64 %274, !dbg !41
  %507 = getelementptr [2 x i8], ptr addrspace(1) %.pn1141, i64 %274, !dbg !41
  %508 = getelementptr [2 x i8], ptr addrspace(1) %.pn63142, i64 %275, !dbg !42
  %509 = getelementptr [2 x i8], ptr addrspace(1) %.pn61143, i64 %275, !dbg !42
  %510 = getelementptr [2 x i8], ptr addrspace(1) %.pn59144, i64 %275, !dbg !42
  %511 = getelementptr [2 x i8], ptr addrspace(1) %.pn57145, i64 %275, !dbg !42
  %512 = getelementptr [2 x i8], ptr addrspace(1) %.pn55146, i64 %275, !dbg !42
  %513 = getelementptr [2 x i8], ptr addrspace(1) %.pn53147, i64 %275, !dbg !42
  %514 = getelementptr [2 x i8], ptr addrspace(1) %.pn51148, i64 %275, !dbg !42
  %515 = getelementptr [2 x i8], ptr addrspace(1) %.pn49149, i64 %275, !dbg !42
  %516 = getelementptr [2 x i8], ptr addrspace(1) %.pn47150, i64 %275, !dbg !42
  %517 = getelementptr [2 x i8], ptr addrspace(1) %.pn45151, i64 %275, !dbg !42
  %518 = getelementptr [2 x i8], ptr addrspace(1) %.pn43152, i64 %275, !dbg !42
  %519 = getelementptr [2 x i8], ptr addrspace(1) %.pn41153, i64 %275, !dbg !42
  %520 = getelementptr [2 x i8], ptr addrspace(1) %.pn39154, i64 %275, !dbg !42
  %521 = getelementptr [2 x i8], ptr addrspace(1) %.pn37155, i64 %275, !dbg !42
  %522 = getelementptr [2 x i8], ptr addrspace(1) %.pn35156, i64 %275, !dbg !42
  %523 = getelementptr [2 x i8], ptr addrspace(1) %.pn33157, i64 %275, !dbg !42
  %524 = add nuw nsw i32 %309, 1, !dbg !24
  %exitcond.not = icmp eq i32 %524, %42, !dbg !24
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %276, !dbg !24

._crit_edge.loopexit:                             ; preds = %276
  %525 = insertelement <32 x float> poison, float %460, i64 0, !dbg !43
  %526 = insertelement <32 x float> %525, float %462, i64 1, !dbg !43
  %527 = insertelement <32 x float> %526, float %476, i64 2, !dbg !43
  %528 = insertelement <32 x float> %527, float %478, i64 3, !dbg !43
  %529 = insertelement <32 x float> %528, float %461, i64 4, !dbg !43
  %530 = insertelement <32 x float> %529, float %463, i64 5, !dbg !43
  %531 = insertelement <32 x float> %530, float %477, i64 6, !dbg !43
  %532 = insertelement <32 x float> %531, float %479, i64 7, !dbg !43
  %533 = insertelement <32 x float> %532, float %464, i64 8, !dbg !43
  %534 = insertelement <32 x float> %533, float %466, i64 9, !dbg !43
  %535 = insertelement <32 x float> %534, float %480, i64 10, !dbg !43
  %536 = insertelement <32 x float> %535, float %482, i64 11, !dbg !43
  %537 = insertelement <32 x float> %536, float %465, i64 12, !dbg !43
  %538 = insertelement <32 x float> %537, float %467, i64 13, !dbg !43
  %539 = insertelement <32 x float> %538, float %481, i64 14, !dbg !43
  %540 = insertelement <32 x float> %539, float %483, i64 15, !dbg !43
  %541 = insertelement <32 x float> %540, float %468, i64 16, !dbg !43
  %542 = insertelement <32 x float> %541, float %470, i64 17, !dbg !43
  %543 = insertelement <32 x float> %542, float %484, i64 18, !dbg !43
  %544 = insertelement <32 x float> %543, float %486, i64 19, !dbg !43
  %545 = insertelement <32 x float> %544, float %469, i64 20, !dbg !43
  %546 = insertelement <32 x float> %545, float %471, i64 21, !dbg !43
  %547 = insertelement <32 x float> %546, float %485, i64 22, !dbg !43
  %548 = insertelement <32 x float> %547, float %487, i64 23, !dbg !43
  %549 = insertelement <32 x float> %548, float %472, i64 24, !dbg !43
  %550 = insertelement <32 x float> %549, float %474, i64 25, !dbg !43
  %551 = insertelement <32 x float> %550, float %488, i64 26, !dbg !43
  %552 = insertelement <32 x float> %551, float %490, i64 27, !dbg !43
  %553 = insertelement <32 x float> %552, float %473, i64 28, !dbg !43
  %554 = insertelement <32 x float> %553, float %475, i64 29, !dbg !43
  %555 = insertelement <32 x float> %554, float %489, i64 30, !dbg !43
  %556 = insertelement <32 x float> %555, float %491, i64 31, !dbg !43
  %557 = fptrunc <32 x float> %556 to <32 x half>, !dbg !43
  br label %._crit_edge, !dbg !15

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %558 = phi <32 x half> [ zeroinitializer, %14 ], [ %557, %._crit_edge.loopexit ], !dbg !44
  %559 = or disjoint i32 %21, %17, !dbg !15
  %560 = or disjoint i32 %559, 62, !dbg !14
  %561 = or disjoint i32 %559, 60, !dbg !14
  %562 = or disjoint i32 %559, 58, !dbg !14
  %563 = or disjoint i32 %559, 56, !dbg !14
  %564 = or disjoint i32 %559, 54, !dbg !14
  %565 = or disjoint i32 %559, 52, !dbg !14
  %566 = or disjoint i32 %559, 50, !dbg !14
  %567 = or disjoint i32 %559, 48, !dbg !14
  %568 = or disjoint i32 %559, 46, !dbg !14
  %569 = or disjoint i32 %559, 44, !dbg !14
  %570 = or disjoint i32 %559, 42, !dbg !14
  %571 = or disjoint i32 %559, 40, !dbg !14
  %572 = or disjoint i32 %559, 38, !dbg !14
  %573 = or disjoint i32 %559, 36, !dbg !14
  %574 = or disjoint i32 %559, 34, !dbg !14
  %575 = or disjoint i32 %559, 32, !dbg !14
  %576 = or disjoint i32 %36, %17, !dbg !14
  %577 = or disjoint i32 %35, %17, !dbg !14
  %578 = or disjoint i32 %34, %17, !dbg !14
  %579 = or disjoint i32 %33, %17, !dbg !14
  %580 = or disjoint i32 %32, %17, !dbg !14
  %581 = or disjoint i32 %31, %17, !dbg !14
  %582 = or disjoint i32 %30, %17, !dbg !14
  %583 = or disjoint i32 %29, %17, !dbg !14
  %584 = or disjoint i32 %28, %17, !dbg !14
  %585 = or disjoint i32 %27, %17, !dbg !14
  %586 = or disjoint i32 %26, %17, !dbg !14
  %587 = or disjoint i32 %25, %17, !dbg !14
  %588 = or disjoint i32 %24, %17, !dbg !14
  %589 = or disjoint i32 %23, %17, !dbg !14
  %590 = or disjoint i32 %22, %17, !dbg !14
  %591 = mul i32 %10, %559, !dbg !45
  %592 = mul i32 %10, %590, !dbg !45
  %593 = mul i32 %10, %589, !dbg !45
  %594 = mul i32 %10, %588, !dbg !45
  %595 = mul i32 %10, %587, !dbg !45
  %596 = mul i32 %10, %586, !dbg !45
  %597 = mul i32 %10, %585, !dbg !45
  %598 = mul i32 %10, %584, !dbg !45
  %599 = mul i32 %10, %583, !dbg !45
  %600 = mul i32 %10, %582, !dbg !45
  %601 = mul i32 %10, %581, !dbg !45
  %602 = mul i32 %10, %580, !dbg !45
  %603 = mul i32 %10, %579, !dbg !45
  %604 = mul i32 %10, %578, !dbg !45
  %605 = mul i32 %10, %577, !dbg !45
  %606 = mul i32 %10, %576, !dbg !45
  %607 = mul i32 %10, %575, !dbg !45
  %608 = mul i32 %10, %574, !dbg !45
  %609 = mul i32 %10, %573, !dbg !45
  %610 = mul i32 %10, %572, !dbg !45
  %611 = mul i32 %10, %571, !dbg !45
  %612 = mul i32 %10, %570, !dbg !45
  %613 = mul i32 %10, %569, !dbg !45
  %614 = mul i32 %10, %568, !dbg !45
  %615 = mul i32 %10, %567, !dbg !45
  %616 = mul i32 %10, %566, !dbg !45
  %617 = mul i32 %10, %565, !dbg !45
  %618 = mul i32 %10, %564, !dbg !45
  %619 = mul i32 %10, %563, !dbg !45
  %620 = mul i32 %10, %562, !dbg !45
  %621 = mul i32 %10, %561, !dbg !45
  %622 = mul i32 %10, %560, !dbg !45
  %623 = sext i32 %591 to i64, !dbg !46
  %624 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %623, !dbg !46
  %625 = sext i32 %592 to i64, !dbg !46
  %626 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %625, !dbg !46
  %627 = sext i32 %593 to i64, !dbg !46
  %628 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %627, !dbg !46
  %629 = sext i32 %594 to i64, !dbg !46
  %630 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %629, !dbg !46
  %631 = sext i32 %595 to i64, !dbg !46
  %632 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %631, !dbg !46
  %633 = sext i32 %596 to i64, !dbg !46
  %634 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %633, !dbg !46
  %635 = sext i32 %597 to i64, !dbg !46
  %636 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %635, !dbg !46
  %637 = sext i32 %598 to i64, !dbg !46
  %638 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %637, !dbg !46
  %639 = sext i32 %599 to i64, !dbg !46
  %640 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %639, !dbg !46
  %641 = sext i32 %600 to i64, !dbg !46
  %642 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %641, !dbg !46
  %643 = sext i32 %601 to i64, !dbg !46
  %644 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %643, !dbg !46
  %645 = sext i32 %602 to i64, !dbg !46
  %646 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %645, !dbg !46
  %647 = sext i32 %603 to i64, !dbg !46
  %648 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %647, !dbg !46
  %649 = sext i32 %604 to i64, !dbg !46
  %650 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %649, !dbg !46
  %651 = sext i32 %605 to i64, !dbg !46
  %652 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %651, !dbg !46
  %653 = sext i32 %606 to i64, !dbg !46
  %654 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %653, !dbg !46
  %655 = sext i32 %607 to i64, !dbg !46
  %656 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %655, !dbg !46
  %657 = sext i32 %608 to i64, !dbg !46
  %658 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %657, !dbg !46
  %659 = sext i32 %609 to i64, !dbg !46
  %660 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %659, !dbg !46
  %661 = sext i32 %610 to i64, !dbg !46
  %662 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %661, !dbg !46
  %663 = sext i32 %611 to i64, !dbg !46
  %664 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %663, !dbg !46
  %665 = sext i32 %612 to i64, !dbg !46
  %666 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %665, !dbg !46
  %667 = sext i32 %613 to i64, !dbg !46
  %668 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %667, !dbg !46
  %669 = sext i32 %614 to i64, !dbg !46
  %670 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %669, !dbg !46
  %671 = sext i32 %615 to i64, !dbg !46
  %672 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %671, !dbg !46
  %673 = sext i32 %616 to i64, !dbg !46
  %674 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %673, !dbg !46
  %675 = sext i32 %617 to i64, !dbg !46
  %676 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %675, !dbg !46
  %677 = sext i32 %618 to i64, !dbg !46
  %678 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %677, !dbg !46
  %679 = sext i32 %619 to i64, !dbg !46
  %680 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %679, !dbg !46
  %681 = sext i32 %620 to i64, !dbg !46
  %682 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %681, !dbg !46
  %683 = sext i32 %621 to i64, !dbg !46
  %684 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %683, !dbg !46
  %685 = sext i32 %622 to i64, !dbg !46
  %686 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %685, !dbg !46
  %687 = mul i32 %11, %39, !dbg !47
  %688 = sext i32 %687 to i64, !dbg !46
  %689 = getelementptr [2 x i8], ptr addrspace(1) %624, i64 %688, !dbg !46
  %690 = getelementptr [2 x i8], ptr addrspace(1) %626, i64 %688, !dbg !46
  %691 = getelementptr [2 x i8], ptr addrspace(1) %628, i64 %688, !dbg !46
  %692 = getelementptr [2 x i8], ptr addrspace(1) %630, i64 %688, !dbg !46
  %693 = getelementptr [2 x i8], ptr addrspace(1) %632, i64 %688, !dbg !46
  %694 = getelementptr [2 x i8], ptr addrspace(1) %634, i64 %688, !dbg !46
  %695 = getelementptr [2 x i8], ptr addrspace(1) %636, i64 %688, !dbg !46
  %696 = getelementptr [2 x i8], ptr addrspace(1) %638, i64 %688, !dbg !46
  %697 = getelementptr [2 x i8], ptr addrspace(1) %640, i64 %688, !dbg !46
  %698 = getelementptr [2 x i8], ptr addrspace(1) %642, i64 %688, !dbg !46
  %699 = getelementptr [2 x i8], ptr addrspace(1) %644, i64 %688, !dbg !46
  %700 = getelementptr [2 x i8], ptr addrspace(1) %646, i64 %688, !dbg !46
  %701 = getelementptr [2 x i8], ptr addrspace(1) %648, i64 %688, !dbg !46
  %702 = getelementptr [2 x i8], ptr addrspace(1) %650, i64 %688, !dbg !46
  %703 = getelementptr [2 x i8], ptr addrspace(1) %652, i64 %688, !dbg !46
  %704 = getelementptr [2 x i8], ptr addrspace(1) %654, i64 %688, !dbg !46
  %705 = getelementptr [2 x i8], ptr addrspace(1) %656, i64 %688, !dbg !46
  %706 = getelementptr [2 x i8], ptr addrspace(1) %658, i64 %688, !dbg !46
  %707 = getelementptr [2 x i8], ptr addrspace(1) %660, i64 %688, !dbg !46
  %708 = getelementptr [2 x i8], ptr addrspace(1) %662, i64 %688, !dbg !46
  %709 = getelementptr [2 x i8], ptr addrspace(1) %664, i64 %688, !dbg !46
  %710 = getelementptr [2 x i8], ptr addrspace(1) %666, i64 %688, !dbg !46
  %711 = getelementptr [2 x i8], ptr addrspace(1) %668, i64 %688, !dbg !46
  %712 = getelementptr [2 x i8], ptr addrspace(1) %670, i64 %688, !dbg !46
  %713 = getelementptr [2 x i8], ptr addrspace(1) %672, i64 %688, !dbg !46
  %714 = getelementptr [2 x i8], ptr addrspace(1) %674, i64 %688, !dbg !46
  %715 = getelementptr [2 x i8], ptr addrspace(1) %676, i64 %688, !dbg !46
  %716 = getelementptr [2 x i8], ptr addrspace(1) %678, i64 %688, !dbg !46
  %717 = getelementptr [2 x i8], ptr addrspace(1) %680, i64 %688, !dbg !46
  %718 = getelementptr [2 x i8], ptr addrspace(1) %682, i64 %688, !dbg !46
  %719 = getelementptr [2 x i8], ptr addrspace(1) %684, i64 %688, !dbg !46
  %720 = getelementptr [2 x i8], ptr addrspace(1) %686, i64 %688, !dbg !46
  %721 = icmp slt i32 %559, %3, !dbg !48
  %722 = icmp slt i32 %590, %3, !dbg !48
  %723 = icmp slt i32 %589, %3, !dbg !48
  %724 = icmp slt i32 %588, %3, !dbg !48
  %725 = icmp slt i32 %587, %3, !dbg !48
  %726 = icmp slt i32 %586, %3, !dbg !48
  %727 = icmp slt i32 %585, %3, !dbg !48
  %728 = icmp slt i32 %584, %3, !dbg !48
  %729 = icmp slt i32 %583, %3, !dbg !48
  %730 = icmp slt i32 %582, %3, !dbg !48
  %731 = icmp slt i32 %581, %3, !dbg !48
  %732 = icmp slt i32 %580, %3, !dbg !48
  %733 = icmp slt i32 %579, %3, !dbg !48
  %734 = icmp slt i32 %578, %3, !dbg !48
  %735 = icmp slt i32 %577, %3, !dbg !48
  %736 = icmp slt i32 %576, %3, !dbg !48
  %737 = icmp slt i32 %575, %3, !dbg !48
  %738 = icmp slt i32 %574, %3, !dbg !48
  %739 = icmp slt i32 %573, %3, !dbg !48
  %740 = icmp slt i32 %572, %3, !dbg !48
  %741 = icmp slt i32 %571, %3, !dbg !48
  %742 = icmp slt i32 %570, %3, !dbg !48
  %743 = icmp slt i32 %569, %3, !dbg !48
  %744 = icmp slt i32 %568, %3, !dbg !48
  %745 = icmp slt i32 %567, %3, !dbg !48
  %746 = icmp slt i32 %566, %3, !dbg !48
  %747 = icmp slt i32 %565, %3, !dbg !48
  %748 = icmp slt i32 %564, %3, !dbg !48
  %749 = icmp slt i32 %563, %3, !dbg !48
  %750 = icmp slt i32 %562, %3, !dbg !48
  %751 = icmp slt i32 %561, %3, !dbg !48
  %752 = icmp slt i32 %560, %3, !dbg !48
  %753 = icmp slt i32 %39, %4, !dbg !49
  %754 = and i1 %721, %753, !dbg !50
  %755 = and i1 %722, %753, !dbg !50
  %756 = and i1 %723, %753, !dbg !50
  %757 = and i1 %724, %753, !dbg !50
  %758 = and i1 %725, %753, !dbg !50
  %759 = and i1 %726, %753, !dbg !50
  %760 = and i1 %727, %753, !dbg !50
  %761 = and i1 %728, %753, !dbg !50
  %762 = and i1 %729, %753, !dbg !50
  %763 = and i1 %730, %753, !dbg !50
  %764 = and i1 %731, %753, !dbg !50
  %765 = and i1 %732, %753, !dbg !50
  %766 = and i1 %733, %753, !dbg !50
  %767 = and i1 %734, %753, !dbg !50
  %768 = and i1 %735, %753, !dbg !50
  %769 = and i1 %736, %753, !dbg !50
  %770 = and i1 %737, %753, !dbg !50
  %771 = and i1 %738, %753, !dbg !50
  %772 = and i1 %739, %753, !dbg !50
  %773 = and i1 %740, %753, !dbg !50
  %774 = and i1 %741, %753, !dbg !50
  %775 = and i1 %742, %753, !dbg !50
  %776 = and i1 %743, %753, !dbg !50
  %777 = and i1 %744, %753, !dbg !50
  %778 = and i1 %745, %753, !dbg !50
  %779 = and i1 %746, %753, !dbg !50
  %780 = and i1 %747, %753, !dbg !50
  %781 = and i1 %748, %753, !dbg !50
  %782 = and i1 %749, %753, !dbg !50
  %783 = and i1 %750, %753, !dbg !50
  %784 = and i1 %751, %753, !dbg !50
  %785 = and i1 %752, %753, !dbg !50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %786 = and i32 %18, 28, !dbg !51
  %787 = shl nuw nsw i32 %786, 8, !dbg !51
  %788 = shl nuw nsw i32 %18, 5, !dbg !51
  %789 = and i32 %788, 96, !dbg !51
  %790 = shl nuw nsw i32 %19, 2, !dbg !51
  %791 = or disjoint i32 %787, %789, !dbg !51
  %792 = or disjoint i32 %791, %790, !dbg !51
  %793 = or disjoint i32 %792, %786, !dbg !51
  %794 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %793, !dbg !51
  %795 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 0, i32 1>, !dbg !51
  store <2 x half> %795, ptr addrspace(3) %794, align 4, !dbg !51
  %796 = getelementptr inbounds nuw i8, ptr addrspace(3) %794, i32 512, !dbg !51
  %797 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 2, i32 3>, !dbg !51
  store <2 x half> %797, ptr addrspace(3) %796, align 4, !dbg !51
  %798 = xor i32 %793, 4, !dbg !51
  %799 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %798, !dbg !51
  %800 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 4, i32 5>, !dbg !51
  store <2 x half> %800, ptr addrspace(3) %799, align 4, !dbg !51
  %801 = getelementptr inbounds nuw i8, ptr addrspace(3) %799, i32 512, !dbg !51
  %802 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 6, i32 7>, !dbg !51
  store <2 x half> %802, ptr addrspace(3) %801, align 4, !dbg !51
  %803 = xor i32 %793, 8, !dbg !51
  %804 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %803, !dbg !51
  %805 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 8, i32 9>, !dbg !51
  store <2 x half> %805, ptr addrspace(3) %804, align 4, !dbg !51
  %806 = getelementptr inbounds nuw i8, ptr addrspace(3) %804, i32 512, !dbg !51
  %807 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 10, i32 11>, !dbg !51
  store <2 x half> %807, ptr addrspace(3) %806, align 4, !dbg !51
  %808 = xor i32 %793, 12, !dbg !51
  %809 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %808, !dbg !51
  %810 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 12, i32 13>, !dbg !51
  store <2 x half> %810, ptr addrspace(3) %809, align 4, !dbg !51
  %811 = getelementptr inbounds nuw i8, ptr addrspace(3) %809, i32 512, !dbg !51
  %812 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 14, i32 15>, !dbg !51
  store <2 x half> %812, ptr addrspace(3) %811, align 4, !dbg !51
  %813 = xor i32 %793, 16, !dbg !51
  %814 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %813, !dbg !51
  %815 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 16, i32 17>, !dbg !51
  store <2 x half> %815, ptr addrspace(3) %814, align 4, !dbg !51
  %816 = getelementptr inbounds nuw i8, ptr addrspace(3) %814, i32 512, !dbg !51
  %817 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 18, i32 19>, !dbg !51
  store <2 x half> %817, ptr addrspace(3) %816, align 4, !dbg !51
  %818 = xor i32 %793, 20, !dbg !51
  %819 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %818, !dbg !51
  %820 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 20, i32 21>, !dbg !51
  store <2 x half> %820, ptr addrspace(3) %819, align 4, !dbg !51
  %821 = getelementptr inbounds nuw i8, ptr addrspace(3) %819, i32 512, !dbg !51
  %822 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 22, i32 23>, !dbg !51
  store <2 x half> %822, ptr addrspace(3) %821, align 4, !dbg !51
  %823 = xor i32 %793, 24, !dbg !51
  %824 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %823, !dbg !51
  %825 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 24, i32 25>, !dbg !51
  store <2 x half> %825, ptr addrspace(3) %824, align 4, !dbg !51
  %826 = getelementptr inbounds nuw i8, ptr addrspace(3) %824, i32 512, !dbg !51
  %827 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 26, i32 27>, !dbg !51
  store <2 x half> %827, ptr addrspace(3) %826, align 4, !dbg !51
  %828 = xor i32 %793, 28, !dbg !51
  %829 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %828, !dbg !51
  %830 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 28, i32 29>, !dbg !51
  store <2 x half> %830, ptr addrspace(3) %829, align 4, !dbg !51
  %831 = getelementptr inbounds nuw i8, ptr addrspace(3) %829, i32 512, !dbg !51
  %832 = shufflevector <32 x half> %558, <32 x half> poison, <2 x i32> <i32 30, i32 31>, !dbg !51
  store <2 x half> %832, ptr addrspace(3) %831, align 4, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %833 = shl nuw nsw i32 %18, 4, !dbg !51
  %834 = and i32 %833, 608, !dbg !51
  %835 = and i32 %18, 24, !dbg !51
  %836 = shl nuw nsw i32 %18, 2, !dbg !51
  %837 = and i32 %836, 4, !dbg !51
  %838 = icmp eq i32 %20, 0, !dbg !51
  %839 = select i1 %838, i32 0, i32 1028, !dbg !51
  %840 = or disjoint i32 %834, %835, !dbg !51
  %841 = xor i32 %839, %837, !dbg !51
  %842 = or disjoint i32 %840, %841, !dbg !51
  %843 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %842, !dbg !51
  %844 = load <2 x i16>, ptr addrspace(3) %843, align 4, !dbg !51
  %845 = getelementptr inbounds nuw i8, ptr addrspace(3) %843, i32 128, !dbg !51
  %846 = load <2 x i16>, ptr addrspace(3) %845, align 4, !dbg !51
  %847 = getelementptr inbounds nuw i8, ptr addrspace(3) %843, i32 256, !dbg !51
  %848 = load <2 x i16>, ptr addrspace(3) %847, align 4, !dbg !51
  %849 = getelementptr inbounds nuw i8, ptr addrspace(3) %843, i32 384, !dbg !51
  %850 = load <2 x i16>, ptr addrspace(3) %849, align 4, !dbg !51
  %851 = xor i32 %842, 2056, !dbg !51
  %852 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %851, !dbg !51
  %853 = load <2 x i16>, ptr addrspace(3) %852, align 4, !dbg !51
  %854 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 128, !dbg !51
  %855 = load <2 x i16>, ptr addrspace(3) %854, align 4, !dbg !51
  %856 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 256, !dbg !51
  %857 = load <2 x i16>, ptr addrspace(3) %856, align 4, !dbg !51
  %858 = getelementptr inbounds nuw i8, ptr addrspace(3) %852, i32 384, !dbg !51
  %859 = load <2 x i16>, ptr addrspace(3) %858, align 4, !dbg !51
  %860 = xor i32 %842, 4112, !dbg !51
  %861 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %860, !dbg !51
  %862 = load <2 x i16>, ptr addrspace(3) %861, align 4, !dbg !51
  %863 = getelementptr inbounds nuw i8, ptr addrspace(3) %861, i32 128, !dbg !51
  %864 = load <2 x i16>, ptr addrspace(3) %863, align 4, !dbg !51
  %865 = getelementptr inbounds nuw i8, ptr addrspace(3) %861, i32 256, !dbg !51
  %866 = load <2 x i16>, ptr addrspace(3) %865, align 4, !dbg !51
  %867 = getelementptr inbounds nuw i8, ptr addrspace(3) %861, i32 384, !dbg !51
  %868 = load <2 x i16>, ptr addrspace(3) %867, align 4, !dbg !51
  %869 = xor i32 %842, 6168, !dbg !51
  %870 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %869, !dbg !51
  %871 = load <2 x i16>, ptr addrspace(3) %870, align 4, !dbg !51
  %872 = getelementptr inbounds nuw i8, ptr addrspace(3) %870, i32 128, !dbg !51
  %873 = load <2 x i16>, ptr addrspace(3) %872, align 4, !dbg !51
  %874 = getelementptr inbounds nuw i8, ptr addrspace(3) %870, i32 256, !dbg !51
  %875 = load <2 x i16>, ptr addrspace(3) %874, align 4, !dbg !51
  %876 = getelementptr inbounds nuw i8, ptr addrspace(3) %870, i32 384, !dbg !51
  %877 = load <2 x i16>, ptr addrspace(3) %876, align 4, !dbg !51
  %.extract = extractelement <2 x i16> %844, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %689, i1 %754) #5, !dbg !51
  %.extract95 = extractelement <2 x i16> %853, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract95, ptr addrspace(1) %690, i1 %755) #5, !dbg !51
  %.extract96 = extractelement <2 x i16> %862, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract96, ptr addrspace(1) %691, i1 %756) #5, !dbg !51
  %.extract97 = extractelement <2 x i16> %871, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract97, ptr addrspace(1) %692, i1 %757) #5, !dbg !51
  %.extract98 = extractelement <2 x i16> %844, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract98, ptr addrspace(1) %693, i1 %758) #5, !dbg !51
  %.extract99 = extractelement <2 x i16> %853, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract99, ptr addrspace(1) %694, i1 %759) #5, !dbg !51
  %.extract100 = extractelement <2 x i16> %862, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract100, ptr addrspace(1) %695, i1 %760) #5, !dbg !51
  %.extract101 = extractelement <2 x i16> %871, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract101, ptr addrspace(1) %696, i1 %761) #5, !dbg !51
  %.extract102 = extractelement <2 x i16> %846, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract102, ptr addrspace(1) %697, i1 %762) #5, !dbg !51
  %.extract103 = extractelement <2 x i16> %855, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract103, ptr addrspace(1) %698, i1 %763) #5, !dbg !51
  %.extract104 = extractelement <2 x i16> %864, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract104, ptr addrspace(1) %699, i1 %764) #5, !dbg !51
  %.extract105 = extractelement <2 x i16> %873, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract105, ptr addrspace(1) %700, i1 %765) #5, !dbg !51
  %.extract106 = extractelement <2 x i16> %846, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract106, ptr addrspace(1) %701, i1 %766) #5, !dbg !51
  %.extract107 = extractelement <2 x i16> %855, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract107, ptr addrspace(1) %702, i1 %767) #5, !dbg !51
  %.extract108 = extractelement <2 x i16> %864, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract108, ptr addrspace(1) %703, i1 %768) #5, !dbg !51
  %.extract109 = extractelement <2 x i16> %873, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract109, ptr addrspace(1) %704, i1 %769) #5, !dbg !51
  %.extract110 = extractelement <2 x i16> %848, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract110, ptr addrspace(1) %705, i1 %770) #5, !dbg !51
  %.extract111 = extractelement <2 x i16> %857, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract111, ptr addrspace(1) %706, i1 %771) #5, !dbg !51
  %.extract112 = extractelement <2 x i16> %866, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract112, ptr addrspace(1) %707, i1 %772) #5, !dbg !51
  %.extract113 = extractelement <2 x i16> %875, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract113, ptr addrspace(1) %708, i1 %773) #5, !dbg !51
  %.extract114 = extractelement <2 x i16> %848, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract114, ptr addrspace(1) %709, i1 %774) #5, !dbg !51
  %.extract115 = extractelement <2 x i16> %857, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract115, ptr addrspace(1) %710, i1 %775) #5, !dbg !51
  %.extract116 = extractelement <2 x i16> %866, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract116, ptr addrspace(1) %711, i1 %776) #5, !dbg !51
  %.extract117 = extractelement <2 x i16> %875, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract117, ptr addrspace(1) %712, i1 %777) #5, !dbg !51
  %.extract118 = extractelement <2 x i16> %850, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract118, ptr addrspace(1) %713, i1 %778) #5, !dbg !51
  %.extract119 = extractelement <2 x i16> %859, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract119, ptr addrspace(1) %714, i1 %779) #5, !dbg !51
  %.extract120 = extractelement <2 x i16> %868, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract120, ptr addrspace(1) %715, i1 %780) #5, !dbg !51
  %.extract121 = extractelement <2 x i16> %877, i64 0, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract121, ptr addrspace(1) %716, i1 %781) #5, !dbg !51
  %.extract122 = extractelement <2 x i16> %850, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract122, ptr addrspace(1) %717, i1 %782) #5, !dbg !51
  %.extract123 = extractelement <2 x i16> %859, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract123, ptr addrspace(1) %718, i1 %783) #5, !dbg !51
  %.extract124 = extractelement <2 x i16> %868, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract124, ptr addrspace(1) %719, i1 %784) #5, !dbg !51
  %.extract125 = extractelement <2 x i16> %877, i64 1, !dbg !51
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract125, ptr addrspace(1) %720, i1 %785) #5, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

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
!12 = !DILocation(line: 37, column: 13, scope: !4)
!13 = !DILocation(line: 38, column: 13, scope: !4)
!14 = !DILocation(line: 39, column: 15, scope: !4)
!15 = !DILocation(line: 39, column: 33, scope: !4)
!16 = !DILocation(line: 40, column: 15, scope: !4)
!17 = !DILocation(line: 42, column: 52, scope: !4)
!18 = !DILocation(line: 43, column: 13, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!21 = !DILocation(line: 45, column: 23, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 43, column: 12, scope: !19, inlinedAt: !21)
!24 = !DILocation(line: 45, column: 5, scope: !4)
!25 = !DILocation(line: 50, column: 19, scope: !4)
!26 = !DILocation(line: 49, column: 19, scope: !4)
!27 = !DILocation(line: 43, column: 22, scope: !4)
!28 = !DILocation(line: 43, column: 14, scope: !4)
!29 = !DILocation(line: 42, column: 14, scope: !4)
!30 = !DILocation(line: 40, column: 14, scope: !4)
!31 = !DILocation(line: 43, column: 52, scope: !4)
!32 = !DILocation(line: 42, column: 22, scope: !4)
!33 = !DILocation(line: 39, column: 14, scope: !4)
!34 = !DILocation(line: 46, column: 56, scope: !4)
!35 = !DILocation(line: 46, column: 52, scope: !4)
!36 = !DILocation(line: 46, column: 34, scope: !4)
!37 = !DILocation(line: 46, column: 13, scope: !4)
!38 = !DILocation(line: 47, column: 34, scope: !4)
!39 = !DILocation(line: 47, column: 13, scope: !4)
!40 = !DILocation(line: 48, column: 15, scope: !4)
!41 = !DILocation(line: 49, column: 9, scope: !4)
!42 = !DILocation(line: 50, column: 9, scope: !4)
!43 = !DILocation(line: 51, column: 9, scope: !4)
!44 = !DILocation(line: 44, column: 11, scope: !4)
!45 = !DILocation(line: 54, column: 22, scope: !4)
!46 = !DILocation(line: 54, column: 14, scope: !4)
!47 = !DILocation(line: 54, column: 48, scope: !4)
!48 = !DILocation(line: 55, column: 31, scope: !4)
!49 = !DILocation(line: 55, column: 51, scope: !4)
!50 = !DILocation(line: 55, column: 30, scope: !4)
!51 = !DILocation(line: 55, column: 5, scope: !4)
!52 = !DILocation(line: 34, column: 1, scope: !4)
