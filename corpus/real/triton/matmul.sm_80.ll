; nvverify-generator: triton-3.9.0 target=sm_80 cc=80 ptx=8.8 options=num_stages=2,num_warps=4 source=triton/src/kernels.py:matmul_kernel dialect=triton-llir
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
  %19 = and i32 %18, 64, !dbg !15
  %20 = lshr exact i32 %19, 6, !dbg !15
  %21 = or disjoint i32 %20, 2, !dbg !15
  %22 = or disjoint i32 %20, 4, !dbg !15
  %23 = or disjoint i32 %20, 6, !dbg !15
  %24 = or disjoint i32 %20, 8, !dbg !15
  %25 = or disjoint i32 %20, 10, !dbg !15
  %26 = or disjoint i32 %20, 12, !dbg !15
  %27 = or disjoint i32 %20, 14, !dbg !15
  %28 = or disjoint i32 %20, 16, !dbg !15
  %29 = or disjoint i32 %20, 18, !dbg !15
  %30 = or disjoint i32 %20, 20, !dbg !15
  %31 = or disjoint i32 %20, 22, !dbg !15
  %32 = or disjoint i32 %20, 24, !dbg !15
  %33 = or disjoint i32 %20, 26, !dbg !15
  %34 = or disjoint i32 %20, 28, !dbg !15
  %35 = or disjoint i32 %20, 30, !dbg !15
  %36 = and i32 %18, 63, !dbg !15
  %37 = shl nuw nsw i32 %16, 6, !dbg !16
  %38 = or disjoint i32 %37, %36, !dbg !16
  %39 = and i32 %18, 31, !dbg !17
  %40 = add i32 %5, 31, !dbg !18
  %41 = sdiv i32 %40, 32, !dbg !23
  %42 = icmp sgt i32 %40, 31, !dbg !24
  br i1 %42, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !24

.._crit_edge_crit_edge:                           ; preds = %14
  %.pre = shl nuw nsw i32 %18, 4, !dbg !25
  %.pre159 = shl nuw nsw i32 %18, 3, !dbg !25
  br label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %14
  %43 = shl i32 %8, 5, !dbg !26
  %44 = shl i32 %7, 5, !dbg !27
  %45 = mul i32 %8, %35, !dbg !28
  %46 = sext i32 %45 to i64, !dbg !29
  %47 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %46, !dbg !29
  %48 = srem i32 %38, %4, !dbg !30
  %49 = mul i32 %48, %9, !dbg !31
  %50 = sext i32 %49 to i64, !dbg !29
  %51 = getelementptr [2 x i8], ptr addrspace(1) %47, i64 %50, !dbg !29
  %52 = mul i32 %8, %34, !dbg !28
  %53 = sext i32 %52 to i64, !dbg !29
  %54 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %53, !dbg !29
  %55 = getelementptr [2 x i8], ptr addrspace(1) %54, i64 %50, !dbg !29
  %56 = mul i32 %8, %33, !dbg !28
  %57 = sext i32 %56 to i64, !dbg !29
  %58 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %57, !dbg !29
  %59 = getelementptr [2 x i8], ptr addrspace(1) %58, i64 %50, !dbg !29
  %60 = mul i32 %8, %32, !dbg !28
  %61 = sext i32 %60 to i64, !dbg !29
  %62 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %61, !dbg !29
  %63 = getelementptr [2 x i8], ptr addrspace(1) %62, i64 %50, !dbg !29
  %64 = mul i32 %8, %31, !dbg !28
  %65 = sext i32 %64 to i64, !dbg !29
  %66 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %65, !dbg !29
  %67 = getelementptr [2 x i8], ptr addrspace(1) %66, i64 %50, !dbg !29
  %68 = mul i32 %8, %30, !dbg !28
  %69 = sext i32 %68 to i64, !dbg !29
  %70 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %69, !dbg !29
  %71 = getelementptr [2 x i8], ptr addrspace(1) %70, i64 %50, !dbg !29
  %72 = mul i32 %8, %29, !dbg !28
  %73 = sext i32 %72 to i64, !dbg !29
  %74 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %73, !dbg !29
  %75 = getelementptr [2 x i8], ptr addrspace(1) %74, i64 %50, !dbg !29
  %76 = mul i32 %8, %28, !dbg !28
  %77 = sext i32 %76 to i64, !dbg !29
  %78 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %77, !dbg !29
  %79 = getelementptr [2 x i8], ptr addrspace(1) %78, i64 %50, !dbg !29
  %80 = mul i32 %8, %27, !dbg !28
  %81 = sext i32 %80 to i64, !dbg !29
  %82 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %81, !dbg !29
  %83 = getelementptr [2 x i8], ptr addrspace(1) %82, i64 %50, !dbg !29
  %84 = mul i32 %8, %26, !dbg !28
  %85 = sext i32 %84 to i64, !dbg !29
  %86 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %85, !dbg !29
  %87 = getelementptr [2 x i8], ptr addrspace(1) %86, i64 %50, !dbg !29
  %88 = mul i32 %8, %25, !dbg !28
  %89 = sext i32 %88 to i64, !dbg !29
  %90 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %89, !dbg !29
  %91 = getelementptr [2 x i8], ptr addrspace(1) %90, i64 %50, !dbg !29
  %92 = mul i32 %8, %24, !dbg !28
  %93 = sext i32 %92 to i64, !dbg !29
  %94 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %93, !dbg !29
  %95 = getelementptr [2 x i8], ptr addrspace(1) %94, i64 %50, !dbg !29
  %96 = mul i32 %8, %23, !dbg !28
  %97 = sext i32 %96 to i64, !dbg !29
  %98 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %97, !dbg !29
  %99 = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %50, !dbg !29
  %100 = mul i32 %8, %22, !dbg !28
  %101 = sext i32 %100 to i64, !dbg !29
  %102 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %101, !dbg !29
  %103 = getelementptr [2 x i8], ptr addrspace(1) %102, i64 %50, !dbg !29
  %104 = mul i32 %8, %21, !dbg !28
  %105 = sext i32 %104 to i64, !dbg !29
  %106 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %105, !dbg !29
  %107 = getelementptr [2 x i8], ptr addrspace(1) %106, i64 %50, !dbg !29
  %108 = mul nuw nsw i32 %8, %20, !dbg !28
  %109 = sext i32 %108 to i64, !dbg !29
  %110 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %109, !dbg !29
  %111 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %50, !dbg !29
  %112 = lshr i32 %18, 5, !dbg !15
  %113 = or disjoint i32 %17, %112, !dbg !14
  %114 = or i32 %113, 60, !dbg !14
  %115 = srem i32 %114, %3, !dbg !32
  %116 = mul i32 %115, %6, !dbg !33
  %117 = sext i32 %116 to i64, !dbg !34
  %118 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %117, !dbg !34
  %119 = mul i32 %7, %39, !dbg !17
  %120 = sext i32 %119 to i64, !dbg !34
  %121 = getelementptr [2 x i8], ptr addrspace(1) %118, i64 %120, !dbg !34
  %122 = and i32 %112, 3, !dbg !15
  %123 = or disjoint i32 %122, %17, !dbg !15
  %124 = or disjoint i32 %123, 56, !dbg !14
  %125 = srem i32 %124, %3, !dbg !32
  %126 = mul i32 %125, %6, !dbg !33
  %127 = sext i32 %126 to i64, !dbg !34
  %128 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %127, !dbg !34
  %129 = getelementptr [2 x i8], ptr addrspace(1) %128, i64 %120, !dbg !34
  %130 = or disjoint i32 %123, 52, !dbg !14
  %131 = srem i32 %130, %3, !dbg !32
  %132 = mul i32 %131, %6, !dbg !33
  %133 = sext i32 %132 to i64, !dbg !34
  %134 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %133, !dbg !34
  %135 = getelementptr [2 x i8], ptr addrspace(1) %134, i64 %120, !dbg !34
  %136 = or disjoint i32 %123, 48, !dbg !14
  %137 = srem i32 %136, %3, !dbg !32
  %138 = mul i32 %137, %6, !dbg !33
  %139 = sext i32 %138 to i64, !dbg !34
  %140 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %139, !dbg !34
  %141 = getelementptr [2 x i8], ptr addrspace(1) %140, i64 %120, !dbg !34
  %142 = or disjoint i32 %123, 44, !dbg !14
  %143 = srem i32 %142, %3, !dbg !32
  %144 = mul i32 %143, %6, !dbg !33
  %145 = sext i32 %144 to i64, !dbg !34
  %146 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %145, !dbg !34
  %147 = getelementptr [2 x i8], ptr addrspace(1) %146, i64 %120, !dbg !34
  %148 = or disjoint i32 %123, 40, !dbg !14
  %149 = srem i32 %148, %3, !dbg !32
  %150 = mul i32 %149, %6, !dbg !33
  %151 = sext i32 %150 to i64, !dbg !34
  %152 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %151, !dbg !34
  %153 = getelementptr [2 x i8], ptr addrspace(1) %152, i64 %120, !dbg !34
  %154 = or disjoint i32 %123, 36, !dbg !14
  %155 = srem i32 %154, %3, !dbg !32
  %156 = mul i32 %155, %6, !dbg !33
  %157 = sext i32 %156 to i64, !dbg !34
  %158 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %157, !dbg !34
  %159 = getelementptr [2 x i8], ptr addrspace(1) %158, i64 %120, !dbg !34
  %160 = or disjoint i32 %123, 32, !dbg !14
  %161 = srem i32 %160, %3, !dbg !32
  %162 = mul i32 %161, %6, !dbg !33
  %163 = sext i32 %162 to i64, !dbg !34
  %164 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %163, !dbg !34
  %165 = getelementptr [2 x i8], ptr addrspace(1) %164, i64 %120, !dbg !34
  %166 = or i32 %113, 28, !dbg !14
  %167 = srem i32 %166, %3, !dbg !32
  %168 = mul i32 %167, %6, !dbg !33
  %169 = sext i32 %168 to i64, !dbg !34
  %170 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %169, !dbg !34
  %171 = getelementptr [2 x i8], ptr addrspace(1) %170, i64 %120, !dbg !34
  %172 = or disjoint i32 %123, 24, !dbg !14
  %173 = srem i32 %172, %3, !dbg !32
  %174 = mul i32 %173, %6, !dbg !33
  %175 = sext i32 %174 to i64, !dbg !34
  %176 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %175, !dbg !34
  %177 = getelementptr [2 x i8], ptr addrspace(1) %176, i64 %120, !dbg !34
  %178 = or disjoint i32 %123, 20, !dbg !14
  %179 = srem i32 %178, %3, !dbg !32
  %180 = mul i32 %179, %6, !dbg !33
  %181 = sext i32 %180 to i64, !dbg !34
  %182 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %181, !dbg !34
  %183 = getelementptr [2 x i8], ptr addrspace(1) %182, i64 %120, !dbg !34
  %184 = or disjoint i32 %123, 16, !dbg !14
  %185 = srem i32 %184, %3, !dbg !32
  %186 = mul i32 %185, %6, !dbg !33
  %187 = sext i32 %186 to i64, !dbg !34
  %188 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %187, !dbg !34
  %189 = getelementptr [2 x i8], ptr addrspace(1) %188, i64 %120, !dbg !34
  %190 = or disjoint i32 %123, 12, !dbg !14
  %191 = srem i32 %190, %3, !dbg !32
  %192 = mul i32 %191, %6, !dbg !33
  %193 = sext i32 %192 to i64, !dbg !34
  %194 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %193, !dbg !34
  %195 = getelementptr [2 x i8], ptr addrspace(1) %194, i64 %120, !dbg !34
  %196 = or disjoint i32 %123, 8, !dbg !14
  %197 = srem i32 %196, %3, !dbg !32
  %198 = mul i32 %197, %6, !dbg !33
  %199 = sext i32 %198 to i64, !dbg !34
  %200 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %199, !dbg !34
  %201 = getelementptr [2 x i8], ptr addrspace(1) %200, i64 %120, !dbg !34
  %202 = or disjoint i32 %123, 4, !dbg !14
  %203 = srem i32 %202, %3, !dbg !32
  %204 = mul i32 %203, %6, !dbg !33
  %205 = sext i32 %204 to i64, !dbg !34
  %206 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %205, !dbg !34
  %207 = getelementptr [2 x i8], ptr addrspace(1) %206, i64 %120, !dbg !34
  %208 = srem i32 %123, %3, !dbg !32
  %209 = mul i32 %208, %6, !dbg !33
  %210 = sext i32 %209 to i64, !dbg !34
  %211 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %210, !dbg !34
  %212 = getelementptr [2 x i8], ptr addrspace(1) %211, i64 %120, !dbg !34
  %213 = shl nuw nsw i32 %36, 1
  %214 = icmp eq i32 %19, 0
  %215 = select i1 %214, i32 0, i32 144
  %216 = xor i32 %215, %213
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %216
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 512
  %219 = or disjoint i32 %216, 1024
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %219
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 1536
  %222 = or disjoint i32 %216, 2048
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %222
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 2560
  %225 = or disjoint i32 %216, 3072
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %225
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 3584
  %228 = xor i32 %216, 288
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %228
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 512
  %231 = or disjoint i32 %228, 1024
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %231
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 1536
  %234 = or disjoint i32 %228, 2048
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %234
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 2560
  %237 = or disjoint i32 %228, 3072
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %237
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 3584
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %216
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %219
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %222
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %225
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %228
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %231
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %234
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %237
  %248 = xor i32 %216, 576
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %248
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 1024
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 2048
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 3072
  %253 = xor i32 %216, 864
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %253
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %254, i32 1024
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) %254, i32 2048
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %254, i32 3072
  %258 = shl nuw nsw i32 %18, 6
  %259 = and i32 %258, 960
  %260 = shl nuw nsw i32 %18, 3
  %261 = and i32 %260, 48
  %262 = and i32 %18, 16
  %263 = shl nuw nsw i32 %19, 4
  %264 = or disjoint i32 %259, %261
  %265 = xor i32 %264, %262
  %266 = or disjoint i32 %265, %263
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %266
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %267, i32 2048
  %269 = xor i32 %266, 32
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %269
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %270, i32 2048
  %272 = shl nuw nsw i32 %39, 7
  %273 = shl nuw nsw i32 %18, 4
  %274 = and i32 %273, 112
  %275 = lshr i32 %18, 1
  %276 = and i32 %275, 16
  %277 = xor i32 %274, %276
  %278 = or disjoint i32 %277, %272
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %278
  %280 = xor i32 %278, 32
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %280
  %282 = xor i32 %278, 64
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %282
  %284 = xor i32 %278, 96
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %284
  %286 = sext i32 %44 to i64
  %287 = sext i32 %43 to i64
  br label %288, !dbg !24

288:                                              ; preds = %.lr.ph, %288
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %486, %288 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %487, %288 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %488, %288 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %288 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %491, %288 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %492, %288 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %493, %288 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %494, %288 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %496, %288 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %497, %288 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %288 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %288 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %288 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %502, %288 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %288 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %288 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %506, %288 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %507, %288 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %288 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %288 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %288 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %512, %288 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %513, %288 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %288 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %288 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %288 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %288 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %288 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %521, %288 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %522, %288 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %523, %288 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %288 ]
  %.pn33157 = phi ptr addrspace(1) [ %51, %.lr.ph ], [ %556, %288 ]
  %.pn35156 = phi ptr addrspace(1) [ %55, %.lr.ph ], [ %555, %288 ]
  %.pn37155 = phi ptr addrspace(1) [ %59, %.lr.ph ], [ %554, %288 ]
  %.pn39154 = phi ptr addrspace(1) [ %63, %.lr.ph ], [ %553, %288 ]
  %.pn41153 = phi ptr addrspace(1) [ %67, %.lr.ph ], [ %552, %288 ]
  %.pn43152 = phi ptr addrspace(1) [ %71, %.lr.ph ], [ %551, %288 ]
  %.pn45151 = phi ptr addrspace(1) [ %75, %.lr.ph ], [ %550, %288 ]
  %.pn47150 = phi ptr addrspace(1) [ %79, %.lr.ph ], [ %549, %288 ]
  %.pn49149 = phi ptr addrspace(1) [ %83, %.lr.ph ], [ %548, %288 ]
  %.pn51148 = phi ptr addrspace(1) [ %87, %.lr.ph ], [ %547, %288 ]
  %.pn53147 = phi ptr addrspace(1) [ %91, %.lr.ph ], [ %546, %288 ]
  %.pn55146 = phi ptr addrspace(1) [ %95, %.lr.ph ], [ %545, %288 ]
  %.pn57145 = phi ptr addrspace(1) [ %99, %.lr.ph ], [ %544, %288 ]
  %.pn59144 = phi ptr addrspace(1) [ %103, %.lr.ph ], [ %543, %288 ]
  %.pn61143 = phi ptr addrspace(1) [ %107, %.lr.ph ], [ %542, %288 ]
  %.pn63142 = phi ptr addrspace(1) [ %111, %.lr.ph ], [ %541, %288 ]
  %.pn1141 = phi ptr addrspace(1) [ %121, %.lr.ph ], [ %540, %288 ]
  %.pn3140 = phi ptr addrspace(1) [ %129, %.lr.ph ], [ %539, %288 ]
  %.pn5139 = phi ptr addrspace(1) [ %135, %.lr.ph ], [ %538, %288 ]
  %.pn7138 = phi ptr addrspace(1) [ %141, %.lr.ph ], [ %537, %288 ]
  %.pn9137 = phi ptr addrspace(1) [ %147, %.lr.ph ], [ %536, %288 ]
  %.pn11136 = phi ptr addrspace(1) [ %153, %.lr.ph ], [ %535, %288 ]
  %.pn13135 = phi ptr addrspace(1) [ %159, %.lr.ph ], [ %534, %288 ]
  %.pn15134 = phi ptr addrspace(1) [ %165, %.lr.ph ], [ %533, %288 ]
  %.pn17133 = phi ptr addrspace(1) [ %171, %.lr.ph ], [ %532, %288 ]
  %.pn19132 = phi ptr addrspace(1) [ %177, %.lr.ph ], [ %531, %288 ]
  %.pn21131 = phi ptr addrspace(1) [ %183, %.lr.ph ], [ %530, %288 ]
  %.pn23130 = phi ptr addrspace(1) [ %189, %.lr.ph ], [ %529, %288 ]
  %.pn25129 = phi ptr addrspace(1) [ %195, %.lr.ph ], [ %528, %288 ]
  %.pn27128 = phi ptr addrspace(1) [ %201, %.lr.ph ], [ %527, %288 ]
  %.pn29127 = phi ptr addrspace(1) [ %207, %.lr.ph ], [ %526, %288 ]
  %.pn31126 = phi ptr addrspace(1) [ %212, %.lr.ph ], [ %525, %288 ]
  %321 = phi i32 [ 0, %.lr.ph ], [ %557, %288 ]
  %322 = shl nuw nsw i32 %321, 5, !dbg !35
  %323 = sub nsw i32 %5, %322, !dbg !36
  %324 = icmp slt i32 %39, %323, !dbg !37
  %325 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31126, i1 %324) #4, !dbg !38
  %326 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29127, i1 %324) #4, !dbg !38
  %327 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27128, i1 %324) #4, !dbg !38
  %328 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25129, i1 %324) #4, !dbg !38
  %329 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23130, i1 %324) #4, !dbg !38
  %330 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21131, i1 %324) #4, !dbg !38
  %331 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19132, i1 %324) #4, !dbg !38
  %332 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17133, i1 %324) #4, !dbg !38
  %333 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15134, i1 %324) #4, !dbg !38
  %334 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13135, i1 %324) #4, !dbg !38
  %335 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11136, i1 %324) #4, !dbg !38
  %336 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9137, i1 %324) #4, !dbg !38
  %337 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7138, i1 %324) #4, !dbg !38
  %338 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5139, i1 %324) #4, !dbg !38
  %339 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3140, i1 %324) #4, !dbg !38
  %340 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1141, i1 %324) #4, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %341 = insertelement <1 x i16> poison, i16 %325, i64 0, !dbg !38
  store <1 x i16> %341, ptr addrspace(3) %217, align 2, !dbg !38
  %342 = insertelement <1 x i16> poison, i16 %327, i64 0, !dbg !38
  store <1 x i16> %342, ptr addrspace(3) %218, align 2, !dbg !38
  %343 = insertelement <1 x i16> poison, i16 %329, i64 0, !dbg !38
  store <1 x i16> %343, ptr addrspace(3) %220, align 2, !dbg !38
  %344 = insertelement <1 x i16> poison, i16 %331, i64 0, !dbg !38
  store <1 x i16> %344, ptr addrspace(3) %221, align 2, !dbg !38
  %345 = insertelement <1 x i16> poison, i16 %333, i64 0, !dbg !38
  store <1 x i16> %345, ptr addrspace(3) %223, align 2, !dbg !38
  %346 = insertelement <1 x i16> poison, i16 %335, i64 0, !dbg !38
  store <1 x i16> %346, ptr addrspace(3) %224, align 2, !dbg !38
  %347 = insertelement <1 x i16> poison, i16 %337, i64 0, !dbg !38
  store <1 x i16> %347, ptr addrspace(3) %226, align 2, !dbg !38
  %348 = insertelement <1 x i16> poison, i16 %339, i64 0, !dbg !38
  store <1 x i16> %348, ptr addrspace(3) %227, align 2, !dbg !38
  %349 = insertelement <1 x i16> poison, i16 %326, i64 0, !dbg !38
  store <1 x i16> %349, ptr addrspace(3) %229, align 2, !dbg !38
  %350 = insertelement <1 x i16> poison, i16 %328, i64 0, !dbg !38
  store <1 x i16> %350, ptr addrspace(3) %230, align 2, !dbg !38
  %351 = insertelement <1 x i16> poison, i16 %330, i64 0, !dbg !38
  store <1 x i16> %351, ptr addrspace(3) %232, align 2, !dbg !38
  %352 = insertelement <1 x i16> poison, i16 %332, i64 0, !dbg !38
  store <1 x i16> %352, ptr addrspace(3) %233, align 2, !dbg !38
  %353 = insertelement <1 x i16> poison, i16 %334, i64 0, !dbg !38
  store <1 x i16> %353, ptr addrspace(3) %235, align 2, !dbg !38
  %354 = insertelement <1 x i16> poison, i16 %336, i64 0, !dbg !38
  store <1 x i16> %354, ptr addrspace(3) %236, align 2, !dbg !38
  %355 = insertelement <1 x i16> poison, i16 %338, i64 0, !dbg !38
  store <1 x i16> %355, ptr addrspace(3) %238, align 2, !dbg !38
  %356 = insertelement <1 x i16> poison, i16 %340, i64 0, !dbg !38
  store <1 x i16> %356, ptr addrspace(3) %239, align 2, !dbg !38
  %357 = icmp slt i32 %20, %323, !dbg !39
  %358 = icmp slt i32 %21, %323, !dbg !39
  %359 = icmp slt i32 %22, %323, !dbg !39
  %360 = icmp slt i32 %23, %323, !dbg !39
  %361 = icmp slt i32 %24, %323, !dbg !39
  %362 = icmp slt i32 %25, %323, !dbg !39
  %363 = icmp slt i32 %26, %323, !dbg !39
  %364 = icmp slt i32 %27, %323, !dbg !39
  %365 = icmp slt i32 %28, %323, !dbg !39
  %366 = icmp slt i32 %29, %323, !dbg !39
  %367 = icmp slt i32 %30, %323, !dbg !39
  %368 = icmp slt i32 %31, %323, !dbg !39
  %369 = icmp slt i32 %32, %323, !dbg !39
  %370 = icmp slt i32 %33, %323, !dbg !39
  %371 = icmp slt i32 %34, %323, !dbg !39
  %372 = icmp slt i32 %35, %323, !dbg !39
  %373 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63142, i1 %357) #4, !dbg !40
  %374 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61143, i1 %358) #4, !dbg !40
  %375 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59144, i1 %359) #4, !dbg !40
  %376 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57145, i1 %360) #4, !dbg !40
  %377 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55146, i1 %361) #4, !dbg !40
  %378 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53147, i1 %362) #4, !dbg !40
  %379 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51148, i1 %363) #4, !dbg !40
  %380 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49149, i1 %364) #4, !dbg !40
  %381 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47150, i1 %365) #4, !dbg !40
  %382 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45151, i1 %366) #4, !dbg !40
  %383 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43152, i1 %367) #4, !dbg !40
  %384 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41153, i1 %368) #4, !dbg !40
  %385 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39154, i1 %369) #4, !dbg !40
  %386 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37155, i1 %370) #4, !dbg !40
  %387 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35156, i1 %371) #4, !dbg !40
  %388 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33157, i1 %372) #4, !dbg !40
  %389 = insertelement <1 x i16> poison, i16 %373, i64 0, !dbg !40
  store <1 x i16> %389, ptr addrspace(3) %240, align 2, !dbg !40
  %390 = insertelement <1 x i16> poison, i16 %377, i64 0, !dbg !40
  store <1 x i16> %390, ptr addrspace(3) %241, align 2, !dbg !40
  %391 = insertelement <1 x i16> poison, i16 %381, i64 0, !dbg !40
  store <1 x i16> %391, ptr addrspace(3) %242, align 2, !dbg !40
  %392 = insertelement <1 x i16> poison, i16 %385, i64 0, !dbg !40
  store <1 x i16> %392, ptr addrspace(3) %243, align 2, !dbg !40
  %393 = insertelement <1 x i16> poison, i16 %374, i64 0, !dbg !40
  store <1 x i16> %393, ptr addrspace(3) %244, align 2, !dbg !40
  %394 = insertelement <1 x i16> poison, i16 %378, i64 0, !dbg !40
  store <1 x i16> %394, ptr addrspace(3) %245, align 2, !dbg !40
  %395 = insertelement <1 x i16> poison, i16 %382, i64 0, !dbg !40
  store <1 x i16> %395, ptr addrspace(3) %246, align 2, !dbg !40
  %396 = insertelement <1 x i16> poison, i16 %386, i64 0, !dbg !40
  store <1 x i16> %396, ptr addrspace(3) %247, align 2, !dbg !40
  %397 = insertelement <1 x i16> poison, i16 %375, i64 0, !dbg !40
  store <1 x i16> %397, ptr addrspace(3) %249, align 2, !dbg !40
  %398 = insertelement <1 x i16> poison, i16 %379, i64 0, !dbg !40
  store <1 x i16> %398, ptr addrspace(3) %250, align 2, !dbg !40
  %399 = insertelement <1 x i16> poison, i16 %383, i64 0, !dbg !40
  store <1 x i16> %399, ptr addrspace(3) %251, align 2, !dbg !40
  %400 = insertelement <1 x i16> poison, i16 %387, i64 0, !dbg !40
  store <1 x i16> %400, ptr addrspace(3) %252, align 2, !dbg !40
  %401 = insertelement <1 x i16> poison, i16 %376, i64 0, !dbg !40
  store <1 x i16> %401, ptr addrspace(3) %254, align 2, !dbg !40
  %402 = insertelement <1 x i16> poison, i16 %380, i64 0, !dbg !40
  store <1 x i16> %402, ptr addrspace(3) %255, align 2, !dbg !40
  %403 = insertelement <1 x i16> poison, i16 %384, i64 0, !dbg !40
  store <1 x i16> %403, ptr addrspace(3) %256, align 2, !dbg !40
  %404 = insertelement <1 x i16> poison, i16 %388, i64 0, !dbg !40
  store <1 x i16> %404, ptr addrspace(3) %257, align 2, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %405 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %267), !dbg !38
  %406 = extractvalue { i32, i32, i32, i32 } %405, 0, !dbg !38
  %407 = extractvalue { i32, i32, i32, i32 } %405, 1, !dbg !38
  %408 = extractvalue { i32, i32, i32, i32 } %405, 2, !dbg !38
  %409 = extractvalue { i32, i32, i32, i32 } %405, 3, !dbg !38
  %410 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %268), !dbg !38
  %411 = extractvalue { i32, i32, i32, i32 } %410, 0, !dbg !38
  %412 = extractvalue { i32, i32, i32, i32 } %410, 1, !dbg !38
  %413 = extractvalue { i32, i32, i32, i32 } %410, 2, !dbg !38
  %414 = extractvalue { i32, i32, i32, i32 } %410, 3, !dbg !38
  %415 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %270), !dbg !38
  %416 = extractvalue { i32, i32, i32, i32 } %415, 0, !dbg !38
  %417 = extractvalue { i32, i32, i32, i32 } %415, 1, !dbg !38
  %418 = extractvalue { i32, i32, i32, i32 } %415, 2, !dbg !38
  %419 = extractvalue { i32, i32, i32, i32 } %415, 3, !dbg !38
  %420 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %271), !dbg !38
  %421 = extractvalue { i32, i32, i32, i32 } %420, 0, !dbg !38
  %422 = extractvalue { i32, i32, i32, i32 } %420, 1, !dbg !38
  %423 = extractvalue { i32, i32, i32, i32 } %420, 2, !dbg !38
  %424 = extractvalue { i32, i32, i32, i32 } %420, 3, !dbg !38
  %425 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %279), !dbg !40
  %426 = extractvalue { i32, i32, i32, i32 } %425, 0, !dbg !40
  %427 = extractvalue { i32, i32, i32, i32 } %425, 1, !dbg !40
  %428 = extractvalue { i32, i32, i32, i32 } %425, 2, !dbg !40
  %429 = extractvalue { i32, i32, i32, i32 } %425, 3, !dbg !40
  %430 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %281), !dbg !40
  %431 = extractvalue { i32, i32, i32, i32 } %430, 0, !dbg !40
  %432 = extractvalue { i32, i32, i32, i32 } %430, 1, !dbg !40
  %433 = extractvalue { i32, i32, i32, i32 } %430, 2, !dbg !40
  %434 = extractvalue { i32, i32, i32, i32 } %430, 3, !dbg !40
  %435 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %283), !dbg !40
  %436 = extractvalue { i32, i32, i32, i32 } %435, 0, !dbg !40
  %437 = extractvalue { i32, i32, i32, i32 } %435, 1, !dbg !40
  %438 = extractvalue { i32, i32, i32, i32 } %435, 2, !dbg !40
  %439 = extractvalue { i32, i32, i32, i32 } %435, 3, !dbg !40
  %440 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %285), !dbg !40
  %441 = extractvalue { i32, i32, i32, i32 } %440, 0, !dbg !40
  %442 = extractvalue { i32, i32, i32, i32 } %440, 1, !dbg !40
  %443 = extractvalue { i32, i32, i32, i32 } %440, 2, !dbg !40
  %444 = extractvalue { i32, i32, i32, i32 } %440, 3, !dbg !40
  %445 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %289, float %290, float %291, float %292, i32 %406, i32 %407, i32 %408, i32 %409, i32 %426, i32 %427) #4, !dbg !41
  %446 = extractvalue { float, float, float, float } %445, 0, !dbg !41
  %447 = extractvalue { float, float, float, float } %445, 1, !dbg !41
  %448 = extractvalue { float, float, float, float } %445, 2, !dbg !41
  %449 = extractvalue { float, float, float, float } %445, 3, !dbg !41
  %450 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %293, float %294, float %295, float %296, i32 %406, i32 %407, i32 %408, i32 %409, i32 %431, i32 %432) #4, !dbg !41
  %451 = extractvalue { float, float, float, float } %450, 0, !dbg !41
  %452 = extractvalue { float, float, float, float } %450, 1, !dbg !41
  %453 = extractvalue { float, float, float, float } %450, 2, !dbg !41
  %454 = extractvalue { float, float, float, float } %450, 3, !dbg !41
  %455 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %297, float %298, float %299, float %300, i32 %406, i32 %407, i32 %408, i32 %409, i32 %436, i32 %437) #4, !dbg !41
  %456 = extractvalue { float, float, float, float } %455, 0, !dbg !41
  %457 = extractvalue { float, float, float, float } %455, 1, !dbg !41
  %458 = extractvalue { float, float, float, float } %455, 2, !dbg !41
  %459 = extractvalue { float, float, float, float } %455, 3, !dbg !41
  %460 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %301, float %302, float %303, float %304, i32 %406, i32 %407, i32 %408, i32 %409, i32 %441, i32 %442) #4, !dbg !41
  %461 = extractvalue { float, float, float, float } %460, 0, !dbg !41
  %462 = extractvalue { float, float, float, float } %460, 1, !dbg !41
  %463 = extractvalue { float, float, float, float } %460, 2, !dbg !41
  %464 = extractvalue { float, float, float, float } %460, 3, !dbg !41
  %465 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %305, float %306, float %307, float %308, i32 %411, i32 %412, i32 %413, i32 %414, i32 %426, i32 %427) #4, !dbg !41
  %466 = extractvalue { float, float, float, float } %465, 0, !dbg !41
  %467 = extractvalue { float, float, float, float } %465, 1, !dbg !41
  %468 = extractvalue { float, float, float, float } %465, 2, !dbg !41
  %469 = extractvalue { float, float, float, float } %465, 3, !dbg !41
  %470 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %309, float %310, float %311, float %312, i32 %411, i32 %412, i32 %413, i32 %414, i32 %431, i32 %432) #4, !dbg !41
  %471 = extractvalue { float, float, float, float } %470, 0, !dbg !41
  %472 = extractvalue { float, float, float, float } %470, 1, !dbg !41
  %473 = extractvalue { float, float, float, float } %470, 2, !dbg !41
  %474 = extractvalue { float, float, float, float } %470, 3, !dbg !41
  %475 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %313, float %314, float %315, float %316, i32 %411, i32 %412, i32 %413, i32 %414, i32 %436, i32 %437) #4, !dbg !41
  %476 = extractvalue { float, float, float, float } %475, 0, !dbg !41
  %477 = extractvalue { float, float, float, float } %475, 1, !dbg !41
  %478 = extractvalue { float, float, float, float } %475, 2, !dbg !41
  %479 = extractvalue { float, float, float, float } %475, 3, !dbg !41
  %480 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %317, float %318, float %319, float %320, i32 %411, i32 %412, i32 %413, i32 %414, i32 %441, i32 %442) #4, !dbg !41
  %481 = extractvalue { float, float, float, float } %480, 0, !dbg !41
  %482 = extractvalue { float, float, float, float } %480, 1, !dbg !41
  %483 = extractvalue { float, float, float, float } %480, 2, !dbg !41
  %484 = extractvalue { float, float, float, float } %480, 3, !dbg !41
  %485 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %446, float %447, float %448, float %449, i32 %416, i32 %417, i32 %418, i32 %419, i32 %428, i32 %429) #4, !dbg !41
  %486 = extractvalue { float, float, float, float } %485, 0, !dbg !41
  %487 = extractvalue { float, float, float, float } %485, 1, !dbg !41
  %488 = extractvalue { float, float, float, float } %485, 2, !dbg !41
  %489 = extractvalue { float, float, float, float } %485, 3, !dbg !41
  %490 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %451, float %452, float %453, float %454, i32 %416, i32 %417, i32 %418, i32 %419, i32 %433, i32 %434) #4, !dbg !41
  %491 = extractvalue { float, float, float, float } %490, 0, !dbg !41
  %492 = extractvalue { float, float, float, float } %490, 1, !dbg !41
  %493 = extractvalue { float, float, float, float } %490, 2, !dbg !41
  %494 = extractvalue { float, float, float, float } %490, 3, !dbg !41
  %495 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %456, float %457, float %458, float %459, i32 %416, i32 %417, i32 %418, i32 %419, i32 %438, i32 %439) #4, !dbg !41
  %496 = extractvalue { float, float, float, float } %495, 0, !dbg !41
  %497 = extractvalue { float, float, float, float } %495, 1, !dbg !41
  %498 = extractvalue { float, float, float, float } %495, 2, !dbg !41
  %499 = extractvalue { float, float, float, float } %495, 3, !dbg !41
  %500 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %461, float %462, float %463, float %464, i32 %416, i32 %417, i32 %418, i32 %419, i32 %443, i32 %444) #4, !dbg !41
  %501 = extractvalue { float, float, float, float } %500, 0, !dbg !41
  %502 = extractvalue { float, float, float, float } %500, 1, !dbg !41
  %503 = extractvalue { float, float, float, float } %500, 2, !dbg !41
  %504 = extractvalue { float, float, float, float } %500, 3, !dbg !41
  %505 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %466, float %467, float %468, float %469, i32 %421, i32 %422, i32 %423, i32 %424, i32 %428, i32 %429) #4, !dbg !41
  %506 = extractvalue { float, float, float, float } %505, 0, !dbg !41
  %507 = extractvalue { float, float, float, float } %505, 1, !dbg !41
  %508 = extractvalue { float, float, float, float } %505, 2, !dbg !41
  %509 = extractvalue { float, float, float, float } %505, 3, !dbg !41
  %510 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %471, float %472, float %473, float %474, i32 %421, i32 %422, i32 %423, i32 %424, i32 %433, i32 %434) #4, !dbg !41
  %511 = extractvalue { float, float, float, float } %510, 0, !dbg !41
  %512 = extractvalue { float, float, float, float } %510, 1, !dbg !41
  %513 = extractvalue { float, float, float, float } %510, 2, !dbg !41
  %514 = extractvalue { float, float, float, float } %510, 3, !dbg !41
  %515 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %476, float %477, float %478, float %479, i32 %421, i32 %422, i32 %423, i32 %424, i32 %438, i32 %439) #4, !dbg !41
  %516 = extractvalue { float, float, float, float } %515, 0, !dbg !41
  %517 = extractvalue { float, float, float, float } %515, 1, !dbg !41
  %518 = extractvalue { float, float, float, float } %515, 2, !dbg !41
  %519 = extractvalue { float, float, float, float } %515, 3, !dbg !41
  %520 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %481, float %482, float %483, float %484, i32 %421, i32 %422, i32 %423, i32 %424, i32 %443, i32 %444) #4, !dbg !41
  %521 = extractvalue { float, float, float, float } %520, 0, !dbg !41
  %522 = extractvalue { float, float, float, float } %520, 1, !dbg !41
  %523 = extractvalue { float, float, float, float } %520, 2, !dbg !41
  %524 = extractvalue { float, float, float, float } %520, 3, !dbg !41
  %525 = getelementptr [2 x i8], ptr addrspace(1) %.pn31126, i64 %286, !dbg !42
  %526 = getelementptr [2 x i8], ptr addrspace(1) %.pn29127, i64 %286, !dbg !42
  %527 = getelementptr [2 x i8], ptr addrspace(1) %.pn27128, i64 %286, !dbg !42
  %528 = getelementptr [2 x i8], ptr addrspace(1) %.pn25129, i64 %286, !dbg !42
  %529 = getelementptr [2 x i8], ptr addrspace(1) %.pn23130, i64 %286, !dbg !42
  %530 = getelementptr [2 x i8], ptr addrspace(1) %.pn21131, i64 %286, !dbg !42
  %531 = getelementptr [2 x i8], ptr addrspace(1) %.pn19132, i64 %286, !dbg !42
  %532 = getelementptr [2 x i8], ptr addrspace(1) %.pn17133, i64 %286, !dbg !42
  %533 = getelementptr [2 x i8], ptr addrspace(1) %.pn15134, i64 %286, !dbg !42
  %534 = getelementptr [2 x i8], ptr addrspace(1) %.pn13135, i64 %286, !dbg !42
  %535 = getelementptr [2 x i8], ptr addrspace(1) %.pn11136, i64 %286, !dbg !42
  %536 = getelementptr [2 x i8], ptr addrspace(1) %.pn9137, i64 %286, !dbg !42
  %537 = getelementptr [2 x i8], ptr addrspace(1) %.pn7138, i64 %286, !dbg !42
  %538 = getelementptr [2 x i8], ptr addrspace(1) %.pn5139, i64 %286, !dbg !42
  %539 = getelementptr [2 x i8], ptr addrspace(1) %.pn3140, i64 %286, !dbg !42
  %540 = getelementptr [2 x i8], ptr addrspace(1) %.pn1141, i64 %286, !dbg !42
  %541 = getelementptr [2 x i8], ptr addrspace(1) %.pn63142, i64 %287, !dbg !43
  %542 = getelementptr [2 x i8], ptr addrspace(1) %.pn61143, i64 %287, !dbg !43
  %543 = getelementptr [2 x i8], ptr addrspace(1) %.pn59144, i64 %287, !dbg !43
  %544 = getelementptr [2 x i8], ptr addrspace(1) %.pn57145, i64 %287, !dbg !43
  %545 = getelementptr [2 x i8], ptr addrspace(1) %.pn55146, i64 %287, !dbg !43
  %546 = getelementptr [2 x i8], ptr addrspace(1) %.pn53147, i64 %287, !dbg !43
  %547 = getelementptr [2 x i8], ptr addrspace(1) %.pn51148, i64 %287, !dbg !43
  %548 = getelementptr [2 x i8], ptr addrspace(1) %.pn49149, i64 %287, !dbg !43
  %549 = getelementptr [2 x i8], ptr addrspace(1) %.pn47150, i64 %287, !dbg !43
  %550 = getelementptr [2 x i8], ptr addrspace(1) %.pn45151, i64 %287, !dbg !43
  %551 = getelementptr [2 x i8], ptr addrspace(1) %.pn43152, i64 %287, !dbg !43
  %552 = getelementptr [2 x i8], ptr addrspace(1) %.pn41153, i64 %287, !dbg !43
  %553 = getelementptr [2 x i8], ptr addrspace(1) %.pn39154, i64 %287, !dbg !43
  %554 = getelementptr [2 x i8], ptr addrspace(1) %.pn37155, i64 %287, !dbg !43
  %555 = getelementptr [2 x i8], ptr addrspace(1) %.pn35156, i64 %287, !dbg !43
  %556 = getelementptr [2 x i8], ptr addrspace(1) %.pn33157, i64 %287, !dbg !43
  %557 = add nuw nsw i32 %321, 1, !dbg !24
  %exitcond.not = icmp eq i32 %557, %41, !dbg !24
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %288, !dbg !24

._crit_edge.loopexit:                             ; preds = %288
  %558 = fptrunc float %486 to half, !dbg !44
  %559 = fptrunc float %487 to half, !dbg !44
  %560 = fptrunc float %488 to half, !dbg !44
  %561 = fptrunc float %489 to half, !dbg !44
  %562 = fptrunc float %491 to half, !dbg !44
  %563 = fptrunc float %492 to half, !dbg !44
  %564 = fptrunc float %493 to half, !dbg !44
  %565 = fptrunc float %494 to half, !dbg !44
  %566 = fptrunc float %496 to half, !dbg !44
  %567 = fptrunc float %497 to half, !dbg !44
  %568 = fptrunc float %498 to half, !dbg !44
  %569 = fptrunc float %499 to half, !dbg !44
  %570 = fptrunc float %501 to half, !dbg !44
  %571 = fptrunc float %502 to half, !dbg !44
  %572 = fptrunc float %503 to half, !dbg !44
  %573 = fptrunc float %504 to half, !dbg !44
  %574 = fptrunc float %506 to half, !dbg !44
  %575 = fptrunc float %507 to half, !dbg !44
  %576 = fptrunc float %508 to half, !dbg !44
  %577 = fptrunc float %509 to half, !dbg !44
  %578 = fptrunc float %511 to half, !dbg !44
  %579 = fptrunc float %512 to half, !dbg !44
  %580 = fptrunc float %513 to half, !dbg !44
  %581 = fptrunc float %514 to half, !dbg !44
  %582 = fptrunc float %516 to half, !dbg !44
  %583 = fptrunc float %517 to half, !dbg !44
  %584 = fptrunc float %518 to half, !dbg !44
  %585 = fptrunc float %519 to half, !dbg !44
  %586 = fptrunc float %521 to half, !dbg !44
  %587 = fptrunc float %522 to half, !dbg !44
  %588 = fptrunc float %523 to half, !dbg !44
  %589 = fptrunc float %524 to half, !dbg !44
  br label %._crit_edge, !dbg !15

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi160 = phi i32 [ %.pre159, %.._crit_edge_crit_edge ], [ %260, %._crit_edge.loopexit ], !dbg !25
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %273, %._crit_edge.loopexit ], !dbg !25
  %590 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %558, %._crit_edge.loopexit ], !dbg !45
  %591 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %559, %._crit_edge.loopexit ], !dbg !45
  %592 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %560, %._crit_edge.loopexit ], !dbg !45
  %593 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %561, %._crit_edge.loopexit ], !dbg !45
  %594 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %562, %._crit_edge.loopexit ], !dbg !45
  %595 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %563, %._crit_edge.loopexit ], !dbg !45
  %596 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %564, %._crit_edge.loopexit ], !dbg !45
  %597 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %565, %._crit_edge.loopexit ], !dbg !45
  %598 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %566, %._crit_edge.loopexit ], !dbg !45
  %599 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %567, %._crit_edge.loopexit ], !dbg !45
  %600 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %568, %._crit_edge.loopexit ], !dbg !45
  %601 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %569, %._crit_edge.loopexit ], !dbg !45
  %602 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %570, %._crit_edge.loopexit ], !dbg !45
  %603 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %571, %._crit_edge.loopexit ], !dbg !45
  %604 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %572, %._crit_edge.loopexit ], !dbg !45
  %605 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %573, %._crit_edge.loopexit ], !dbg !45
  %606 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %574, %._crit_edge.loopexit ], !dbg !45
  %607 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %575, %._crit_edge.loopexit ], !dbg !45
  %608 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %576, %._crit_edge.loopexit ], !dbg !45
  %609 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %577, %._crit_edge.loopexit ], !dbg !45
  %610 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %578, %._crit_edge.loopexit ], !dbg !45
  %611 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %579, %._crit_edge.loopexit ], !dbg !45
  %612 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %580, %._crit_edge.loopexit ], !dbg !45
  %613 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %581, %._crit_edge.loopexit ], !dbg !45
  %614 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %582, %._crit_edge.loopexit ], !dbg !45
  %615 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %583, %._crit_edge.loopexit ], !dbg !45
  %616 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %584, %._crit_edge.loopexit ], !dbg !45
  %617 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %585, %._crit_edge.loopexit ], !dbg !45
  %618 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %586, %._crit_edge.loopexit ], !dbg !45
  %619 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %587, %._crit_edge.loopexit ], !dbg !45
  %620 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %588, %._crit_edge.loopexit ], !dbg !45
  %621 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %589, %._crit_edge.loopexit ], !dbg !45
  %622 = or disjoint i32 %20, %17, !dbg !15
  %623 = or disjoint i32 %622, 62, !dbg !14
  %624 = or disjoint i32 %622, 60, !dbg !14
  %625 = or disjoint i32 %622, 58, !dbg !14
  %626 = or disjoint i32 %622, 56, !dbg !14
  %627 = or disjoint i32 %622, 54, !dbg !14
  %628 = or disjoint i32 %622, 52, !dbg !14
  %629 = or disjoint i32 %622, 50, !dbg !14
  %630 = or disjoint i32 %622, 48, !dbg !14
  %631 = or disjoint i32 %622, 46, !dbg !14
  %632 = or disjoint i32 %622, 44, !dbg !14
  %633 = or disjoint i32 %622, 42, !dbg !14
  %634 = or disjoint i32 %622, 40, !dbg !14
  %635 = or disjoint i32 %622, 38, !dbg !14
  %636 = or disjoint i32 %622, 36, !dbg !14
  %637 = or disjoint i32 %622, 34, !dbg !14
  %638 = or disjoint i32 %622, 32, !dbg !14
  %639 = or disjoint i32 %35, %17, !dbg !14
  %640 = or disjoint i32 %34, %17, !dbg !14
  %641 = or disjoint i32 %33, %17, !dbg !14
  %642 = or disjoint i32 %32, %17, !dbg !14
  %643 = or disjoint i32 %31, %17, !dbg !14
  %644 = or disjoint i32 %30, %17, !dbg !14
  %645 = or disjoint i32 %29, %17, !dbg !14
  %646 = or disjoint i32 %28, %17, !dbg !14
  %647 = or disjoint i32 %27, %17, !dbg !14
  %648 = or disjoint i32 %26, %17, !dbg !14
  %649 = or disjoint i32 %25, %17, !dbg !14
  %650 = or disjoint i32 %24, %17, !dbg !14
  %651 = or disjoint i32 %23, %17, !dbg !14
  %652 = or disjoint i32 %22, %17, !dbg !14
  %653 = or disjoint i32 %21, %17, !dbg !14
  %654 = mul i32 %10, %622, !dbg !46
  %655 = mul i32 %10, %653, !dbg !46
  %656 = mul i32 %10, %652, !dbg !46
  %657 = mul i32 %10, %651, !dbg !46
  %658 = mul i32 %10, %650, !dbg !46
  %659 = mul i32 %10, %649, !dbg !46
  %660 = mul i32 %10, %648, !dbg !46
  %661 = mul i32 %10, %647, !dbg !46
  %662 = mul i32 %10, %646, !dbg !46
  %663 = mul i32 %10, %645, !dbg !46
  %664 = mul i32 %10, %644, !dbg !46
  %665 = mul i32 %10, %643, !dbg !46
  %666 = mul i32 %10, %642, !dbg !46
  %667 = mul i32 %10, %641, !dbg !46
  %668 = mul i32 %10, %640, !dbg !46
  %669 = mul i32 %10, %639, !dbg !46
  %670 = mul i32 %10, %638, !dbg !46
  %671 = mul i32 %10, %637, !dbg !46
  %672 = mul i32 %10, %636, !dbg !46
  %673 = mul i32 %10, %635, !dbg !46
  %674 = mul i32 %10, %634, !dbg !46
  %675 = mul i32 %10, %633, !dbg !46
  %676 = mul i32 %10, %632, !dbg !46
  %677 = mul i32 %10, %631, !dbg !46
  %678 = mul i32 %10, %630, !dbg !46
  %679 = mul i32 %10, %629, !dbg !46
  %680 = mul i32 %10, %628, !dbg !46
  %681 = mul i32 %10, %627, !dbg !46
  %682 = mul i32 %10, %626, !dbg !46
  %683 = mul i32 %10, %625, !dbg !46
  %684 = mul i32 %10, %624, !dbg !46
  %685 = mul i32 %10, %623, !dbg !46
  %686 = sext i32 %654 to i64, !dbg !47
  %687 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %686, !dbg !47
  %688 = sext i32 %655 to i64, !dbg !47
  %689 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %688, !dbg !47
  %690 = sext i32 %656 to i64, !dbg !47
  %691 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %690, !dbg !47
  %692 = sext i32 %657 to i64, !dbg !47
  %693 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %692, !dbg !47
  %694 = sext i32 %658 to i64, !dbg !47
  %695 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %694, !dbg !47
  %696 = sext i32 %659 to i64, !dbg !47
  %697 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %696, !dbg !47
  %698 = sext i32 %660 to i64, !dbg !47
  %699 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %698, !dbg !47
  %700 = sext i32 %661 to i64, !dbg !47
  %701 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %700, !dbg !47
  %702 = sext i32 %662 to i64, !dbg !47
  %703 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %702, !dbg !47
  %704 = sext i32 %663 to i64, !dbg !47
  %705 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %704, !dbg !47
  %706 = sext i32 %664 to i64, !dbg !47
  %707 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %706, !dbg !47
  %708 = sext i32 %665 to i64, !dbg !47
  %709 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %708, !dbg !47
  %710 = sext i32 %666 to i64, !dbg !47
  %711 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %710, !dbg !47
  %712 = sext i32 %667 to i64, !dbg !47
  %713 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %712, !dbg !47
  %714 = sext i32 %668 to i64, !dbg !47
  %715 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %714, !dbg !47
  %716 = sext i32 %669 to i64, !dbg !47
  %717 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %716, !dbg !47
  %718 = sext i32 %670 to i64, !dbg !47
  %719 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %718, !dbg !47
  %720 = sext i32 %671 to i64, !dbg !47
  %721 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %720, !dbg !47
  %722 = sext i32 %672 to i64, !dbg !47
  %723 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %722, !dbg !47
  %724 = sext i32 %673 to i64, !dbg !47
  %725 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %724, !dbg !47
  %726 = sext i32 %674 to i64, !dbg !47
  %727 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %726, !dbg !47
  %728 = sext i32 %675 to i64, !dbg !47
  %729 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %728, !dbg !47
  %730 = sext i32 %676 to i64, !dbg !47
  %731 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %730, !dbg !47
  %732 = sext i32 %677 to i64, !dbg !47
  %733 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %732, !dbg !47
  %734 = sext i32 %678 to i64, !dbg !47
  %735 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %734, !dbg !47
  %736 = sext i32 %679 to i64, !dbg !47
  %737 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %736, !dbg !47
  %738 = sext i32 %680 to i64, !dbg !47
  %739 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %738, !dbg !47
  %740 = sext i32 %681 to i64, !dbg !47
  %741 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %740, !dbg !47
  %742 = sext i32 %682 to i64, !dbg !47
  %743 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %742, !dbg !47
  %744 = sext i32 %683 to i64, !dbg !47
  %745 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %744, !dbg !47
  %746 = sext i32 %684 to i64, !dbg !47
  %747 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %746, !dbg !47
  %748 = sext i32 %685 to i64, !dbg !47
  %749 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %748, !dbg !47
  %750 = mul i32 %11, %38, !dbg !48
  %751 = sext i32 %750 to i64, !dbg !47
  %752 = getelementptr [2 x i8], ptr addrspace(1) %687, i64 %751, !dbg !47
  %753 = getelementptr [2 x i8], ptr addrspace(1) %689, i64 %751, !dbg !47
  %754 = getelementptr [2 x i8], ptr addrspace(1) %691, i64 %751, !dbg !47
  %755 = getelementptr [2 x i8], ptr addrspace(1) %693, i64 %751, !dbg !47
  %756 = getelementptr [2 x i8], ptr addrspace(1) %695, i64 %751, !dbg !47
  %757 = getelementptr [2 x i8], ptr addrspace(1) %697, i64 %751, !dbg !47
  %758 = getelementptr [2 x i8], ptr addrspace(1) %699, i64 %751, !dbg !47
  %759 = getelementptr [2 x i8], ptr addrspace(1) %701, i64 %751, !dbg !47
  %760 = getelementptr [2 x i8], ptr addrspace(1) %703, i64 %751, !dbg !47
  %761 = getelementptr [2 x i8], ptr addrspace(1) %705, i64 %751, !dbg !47
  %762 = getelementptr [2 x i8], ptr addrspace(1) %707, i64 %751, !dbg !47
  %763 = getelementptr [2 x i8], ptr addrspace(1) %709, i64 %751, !dbg !47
  %764 = getelementptr [2 x i8], ptr addrspace(1) %711, i64 %751, !dbg !47
  %765 = getelementptr [2 x i8], ptr addrspace(1) %713, i64 %751, !dbg !47
  %766 = getelementptr [2 x i8], ptr addrspace(1) %715, i64 %751, !dbg !47
  %767 = getelementptr [2 x i8], ptr addrspace(1) %717, i64 %751, !dbg !47
  %768 = getelementptr [2 x i8], ptr addrspace(1) %719, i64 %751, !dbg !47
  %769 = getelementptr [2 x i8], ptr addrspace(1) %721, i64 %751, !dbg !47
  %770 = getelementptr [2 x i8], ptr addrspace(1) %723, i64 %751, !dbg !47
  %771 = getelementptr [2 x i8], ptr addrspace(1) %725, i64 %751, !dbg !47
  %772 = getelementptr [2 x i8], ptr addrspace(1) %727, i64 %751, !dbg !47
  %773 = getelementptr [2 x i8], ptr addrspace(1) %729, i64 %751, !dbg !47
  %774 = getelementptr [2 x i8], ptr addrspace(1) %731, i64 %751, !dbg !47
  %775 = getelementptr [2 x i8], ptr addrspace(1) %733, i64 %751, !dbg !47
  %776 = getelementptr [2 x i8], ptr addrspace(1) %735, i64 %751, !dbg !47
  %777 = getelementptr [2 x i8], ptr addrspace(1) %737, i64 %751, !dbg !47
  %778 = getelementptr [2 x i8], ptr addrspace(1) %739, i64 %751, !dbg !47
  %779 = getelementptr [2 x i8], ptr addrspace(1) %741, i64 %751, !dbg !47
  %780 = getelementptr [2 x i8], ptr addrspace(1) %743, i64 %751, !dbg !47
  %781 = getelementptr [2 x i8], ptr addrspace(1) %745, i64 %751, !dbg !47
  %782 = getelementptr [2 x i8], ptr addrspace(1) %747, i64 %751, !dbg !47
  %783 = getelementptr [2 x i8], ptr addrspace(1) %749, i64 %751, !dbg !47
  %784 = icmp slt i32 %622, %3, !dbg !49
  %785 = icmp slt i32 %653, %3, !dbg !49
  %786 = icmp slt i32 %652, %3, !dbg !49
  %787 = icmp slt i32 %651, %3, !dbg !49
  %788 = icmp slt i32 %650, %3, !dbg !49
  %789 = icmp slt i32 %649, %3, !dbg !49
  %790 = icmp slt i32 %648, %3, !dbg !49
  %791 = icmp slt i32 %647, %3, !dbg !49
  %792 = icmp slt i32 %646, %3, !dbg !49
  %793 = icmp slt i32 %645, %3, !dbg !49
  %794 = icmp slt i32 %644, %3, !dbg !49
  %795 = icmp slt i32 %643, %3, !dbg !49
  %796 = icmp slt i32 %642, %3, !dbg !49
  %797 = icmp slt i32 %641, %3, !dbg !49
  %798 = icmp slt i32 %640, %3, !dbg !49
  %799 = icmp slt i32 %639, %3, !dbg !49
  %800 = icmp slt i32 %638, %3, !dbg !49
  %801 = icmp slt i32 %637, %3, !dbg !49
  %802 = icmp slt i32 %636, %3, !dbg !49
  %803 = icmp slt i32 %635, %3, !dbg !49
  %804 = icmp slt i32 %634, %3, !dbg !49
  %805 = icmp slt i32 %633, %3, !dbg !49
  %806 = icmp slt i32 %632, %3, !dbg !49
  %807 = icmp slt i32 %631, %3, !dbg !49
  %808 = icmp slt i32 %630, %3, !dbg !49
  %809 = icmp slt i32 %629, %3, !dbg !49
  %810 = icmp slt i32 %628, %3, !dbg !49
  %811 = icmp slt i32 %627, %3, !dbg !49
  %812 = icmp slt i32 %626, %3, !dbg !49
  %813 = icmp slt i32 %625, %3, !dbg !49
  %814 = icmp slt i32 %624, %3, !dbg !49
  %815 = icmp slt i32 %623, %3, !dbg !49
  %816 = icmp slt i32 %38, %4, !dbg !50
  %817 = and i1 %784, %816, !dbg !51
  %818 = and i1 %785, %816, !dbg !51
  %819 = and i1 %786, %816, !dbg !51
  %820 = and i1 %787, %816, !dbg !51
  %821 = and i1 %788, %816, !dbg !51
  %822 = and i1 %789, %816, !dbg !51
  %823 = and i1 %790, %816, !dbg !51
  %824 = and i1 %791, %816, !dbg !51
  %825 = and i1 %792, %816, !dbg !51
  %826 = and i1 %793, %816, !dbg !51
  %827 = and i1 %794, %816, !dbg !51
  %828 = and i1 %795, %816, !dbg !51
  %829 = and i1 %796, %816, !dbg !51
  %830 = and i1 %797, %816, !dbg !51
  %831 = and i1 %798, %816, !dbg !51
  %832 = and i1 %799, %816, !dbg !51
  %833 = and i1 %800, %816, !dbg !51
  %834 = and i1 %801, %816, !dbg !51
  %835 = and i1 %802, %816, !dbg !51
  %836 = and i1 %803, %816, !dbg !51
  %837 = and i1 %804, %816, !dbg !51
  %838 = and i1 %805, %816, !dbg !51
  %839 = and i1 %806, %816, !dbg !51
  %840 = and i1 %807, %816, !dbg !51
  %841 = and i1 %808, %816, !dbg !51
  %842 = and i1 %809, %816, !dbg !51
  %843 = and i1 %810, %816, !dbg !51
  %844 = and i1 %811, %816, !dbg !51
  %845 = and i1 %812, %816, !dbg !51
  %846 = and i1 %813, %816, !dbg !51
  %847 = and i1 %814, %816, !dbg !51
  %848 = and i1 %815, %816, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %849 = shl nuw nsw i32 %18, 9, !dbg !25
  %850 = and i32 %849, 6144, !dbg !25
  %851 = and i32 %.pre-phi, 48, !dbg !25
  %852 = and i32 %.pre-phi160, 192, !dbg !25
  %853 = shl nuw nsw i32 %18, 1, !dbg !25
  %854 = and i32 %853, 72, !dbg !25
  %855 = shl nuw nsw i32 %19, 2, !dbg !25
  %856 = or disjoint i32 %850, %851, !dbg !25
  %857 = xor i32 %852, %854, !dbg !25
  %858 = or disjoint i32 %856, %857, !dbg !25
  %859 = or disjoint i32 %858, %855, !dbg !25
  %860 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %859, !dbg !25
  %861 = insertelement <4 x half> poison, half %590, i64 0, !dbg !25
  %862 = insertelement <4 x half> %861, half %592, i64 1, !dbg !25
  %863 = insertelement <4 x half> %862, half %606, i64 2, !dbg !25
  %864 = insertelement <4 x half> %863, half %608, i64 3, !dbg !25
  store <4 x half> %864, ptr addrspace(3) %860, align 8, !dbg !25
  %865 = getelementptr inbounds nuw i8, ptr addrspace(3) %860, i32 512, !dbg !25
  %866 = insertelement <4 x half> poison, half %594, i64 0, !dbg !25
  %867 = insertelement <4 x half> %866, half %596, i64 1, !dbg !25
  %868 = insertelement <4 x half> %867, half %610, i64 2, !dbg !25
  %869 = insertelement <4 x half> %868, half %612, i64 3, !dbg !25
  store <4 x half> %869, ptr addrspace(3) %865, align 8, !dbg !25
  %870 = getelementptr inbounds nuw i8, ptr addrspace(3) %860, i32 1024, !dbg !25
  %871 = insertelement <4 x half> poison, half %598, i64 0, !dbg !25
  %872 = insertelement <4 x half> %871, half %600, i64 1, !dbg !25
  %873 = insertelement <4 x half> %872, half %614, i64 2, !dbg !25
  %874 = insertelement <4 x half> %873, half %616, i64 3, !dbg !25
  store <4 x half> %874, ptr addrspace(3) %870, align 8, !dbg !25
  %875 = getelementptr inbounds nuw i8, ptr addrspace(3) %860, i32 1536, !dbg !25
  %876 = insertelement <4 x half> poison, half %602, i64 0, !dbg !25
  %877 = insertelement <4 x half> %876, half %604, i64 1, !dbg !25
  %878 = insertelement <4 x half> %877, half %618, i64 2, !dbg !25
  %879 = insertelement <4 x half> %878, half %620, i64 3, !dbg !25
  store <4 x half> %879, ptr addrspace(3) %875, align 8, !dbg !25
  %880 = xor i32 %859, 8, !dbg !25
  %881 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %880, !dbg !25
  %882 = insertelement <4 x half> poison, half %591, i64 0, !dbg !25
  %883 = insertelement <4 x half> %882, half %593, i64 1, !dbg !25
  %884 = insertelement <4 x half> %883, half %607, i64 2, !dbg !25
  %885 = insertelement <4 x half> %884, half %609, i64 3, !dbg !25
  store <4 x half> %885, ptr addrspace(3) %881, align 8, !dbg !25
  %886 = getelementptr inbounds nuw i8, ptr addrspace(3) %881, i32 512, !dbg !25
  %887 = insertelement <4 x half> poison, half %595, i64 0, !dbg !25
  %888 = insertelement <4 x half> %887, half %597, i64 1, !dbg !25
  %889 = insertelement <4 x half> %888, half %611, i64 2, !dbg !25
  %890 = insertelement <4 x half> %889, half %613, i64 3, !dbg !25
  store <4 x half> %890, ptr addrspace(3) %886, align 8, !dbg !25
  %891 = getelementptr inbounds nuw i8, ptr addrspace(3) %881, i32 1024, !dbg !25
  %892 = insertelement <4 x half> poison, half %599, i64 0, !dbg !25
  %893 = insertelement <4 x half> %892, half %601, i64 1, !dbg !25
  %894 = insertelement <4 x half> %893, half %615, i64 2, !dbg !25
  %895 = insertelement <4 x half> %894, half %617, i64 3, !dbg !25
  store <4 x half> %895, ptr addrspace(3) %891, align 8, !dbg !25
  %896 = getelementptr inbounds nuw i8, ptr addrspace(3) %881, i32 1536, !dbg !25
  %897 = insertelement <4 x half> poison, half %603, i64 0, !dbg !25
  %898 = insertelement <4 x half> %897, half %605, i64 1, !dbg !25
  %899 = insertelement <4 x half> %898, half %619, i64 2, !dbg !25
  %900 = insertelement <4 x half> %899, half %621, i64 3, !dbg !25
  store <4 x half> %900, ptr addrspace(3) %896, align 8, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %901 = shl nuw nsw i32 %18, 5, !dbg !25
  %902 = and i32 %901, 1536, !dbg !25
  %903 = and i32 %.pre-phi160, 120, !dbg !25
  %904 = icmp eq i32 %19, 0, !dbg !25
  %905 = select i1 %904, i32 0, i32 2056, !dbg !25
  %906 = or disjoint i32 %902, %903, !dbg !25
  %907 = xor i32 %906, %905, !dbg !25
  %908 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %907, !dbg !25
  %909 = load <4 x i16>, ptr addrspace(3) %908, align 8, !dbg !25
  %910 = getelementptr inbounds nuw i8, ptr addrspace(3) %908, i32 128, !dbg !25
  %911 = load <4 x i16>, ptr addrspace(3) %910, align 8, !dbg !25
  %912 = getelementptr inbounds nuw i8, ptr addrspace(3) %908, i32 256, !dbg !25
  %913 = load <4 x i16>, ptr addrspace(3) %912, align 8, !dbg !25
  %914 = getelementptr inbounds nuw i8, ptr addrspace(3) %908, i32 384, !dbg !25
  %915 = load <4 x i16>, ptr addrspace(3) %914, align 8, !dbg !25
  %916 = xor i32 %907, 4160, !dbg !25
  %917 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %916, !dbg !25
  %918 = load <4 x i16>, ptr addrspace(3) %917, align 8, !dbg !25
  %919 = getelementptr inbounds nuw i8, ptr addrspace(3) %917, i32 128, !dbg !25
  %920 = load <4 x i16>, ptr addrspace(3) %919, align 8, !dbg !25
  %921 = getelementptr inbounds nuw i8, ptr addrspace(3) %917, i32 256, !dbg !25
  %922 = load <4 x i16>, ptr addrspace(3) %921, align 8, !dbg !25
  %923 = getelementptr inbounds nuw i8, ptr addrspace(3) %917, i32 384, !dbg !25
  %924 = load <4 x i16>, ptr addrspace(3) %923, align 8, !dbg !25
  %.extract = extractelement <4 x i16> %909, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %752, i1 %817) #4, !dbg !25
  %.extract95 = extractelement <4 x i16> %918, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract95, ptr addrspace(1) %753, i1 %818) #4, !dbg !25
  %.extract96 = extractelement <4 x i16> %911, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract96, ptr addrspace(1) %754, i1 %819) #4, !dbg !25
  %.extract97 = extractelement <4 x i16> %920, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract97, ptr addrspace(1) %755, i1 %820) #4, !dbg !25
  %.extract98 = extractelement <4 x i16> %909, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract98, ptr addrspace(1) %756, i1 %821) #4, !dbg !25
  %.extract99 = extractelement <4 x i16> %918, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract99, ptr addrspace(1) %757, i1 %822) #4, !dbg !25
  %.extract100 = extractelement <4 x i16> %911, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract100, ptr addrspace(1) %758, i1 %823) #4, !dbg !25
  %.extract101 = extractelement <4 x i16> %920, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract101, ptr addrspace(1) %759, i1 %824) #4, !dbg !25
  %.extract102 = extractelement <4 x i16> %913, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract102, ptr addrspace(1) %760, i1 %825) #4, !dbg !25
  %.extract103 = extractelement <4 x i16> %922, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract103, ptr addrspace(1) %761, i1 %826) #4, !dbg !25
  %.extract104 = extractelement <4 x i16> %915, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract104, ptr addrspace(1) %762, i1 %827) #4, !dbg !25
  %.extract105 = extractelement <4 x i16> %924, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract105, ptr addrspace(1) %763, i1 %828) #4, !dbg !25
  %.extract106 = extractelement <4 x i16> %913, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract106, ptr addrspace(1) %764, i1 %829) #4, !dbg !25
  %.extract107 = extractelement <4 x i16> %922, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract107, ptr addrspace(1) %765, i1 %830) #4, !dbg !25
  %.extract108 = extractelement <4 x i16> %915, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract108, ptr addrspace(1) %766, i1 %831) #4, !dbg !25
  %.extract109 = extractelement <4 x i16> %924, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract109, ptr addrspace(1) %767, i1 %832) #4, !dbg !25
  %.extract110 = extractelement <4 x i16> %909, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract110, ptr addrspace(1) %768, i1 %833) #4, !dbg !25
  %.extract111 = extractelement <4 x i16> %918, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract111, ptr addrspace(1) %769, i1 %834) #4, !dbg !25
  %.extract112 = extractelement <4 x i16> %911, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract112, ptr addrspace(1) %770, i1 %835) #4, !dbg !25
  %.extract113 = extractelement <4 x i16> %920, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract113, ptr addrspace(1) %771, i1 %836) #4, !dbg !25
  %.extract114 = extractelement <4 x i16> %909, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract114, ptr addrspace(1) %772, i1 %837) #4, !dbg !25
  %.extract115 = extractelement <4 x i16> %918, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract115, ptr addrspace(1) %773, i1 %838) #4, !dbg !25
  %.extract116 = extractelement <4 x i16> %911, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract116, ptr addrspace(1) %774, i1 %839) #4, !dbg !25
  %.extract117 = extractelement <4 x i16> %920, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract117, ptr addrspace(1) %775, i1 %840) #4, !dbg !25
  %.extract118 = extractelement <4 x i16> %913, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract118, ptr addrspace(1) %776, i1 %841) #4, !dbg !25
  %.extract119 = extractelement <4 x i16> %922, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract119, ptr addrspace(1) %777, i1 %842) #4, !dbg !25
  %.extract120 = extractelement <4 x i16> %915, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract120, ptr addrspace(1) %778, i1 %843) #4, !dbg !25
  %.extract121 = extractelement <4 x i16> %924, i64 2, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract121, ptr addrspace(1) %779, i1 %844) #4, !dbg !25
  %.extract122 = extractelement <4 x i16> %913, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract122, ptr addrspace(1) %780, i1 %845) #4, !dbg !25
  %.extract123 = extractelement <4 x i16> %922, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract123, ptr addrspace(1) %781, i1 %846) #4, !dbg !25
  %.extract124 = extractelement <4 x i16> %915, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract124, ptr addrspace(1) %782, i1 %847) #4, !dbg !25
  %.extract125 = extractelement <4 x i16> %924, i64 3, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract125, ptr addrspace(1) %783, i1 %848) #4, !dbg !25
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

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
!25 = !DILocation(line: 55, column: 5, scope: !4)
!26 = !DILocation(line: 50, column: 19, scope: !4)
!27 = !DILocation(line: 49, column: 19, scope: !4)
!28 = !DILocation(line: 43, column: 22, scope: !4)
!29 = !DILocation(line: 43, column: 14, scope: !4)
!30 = !DILocation(line: 40, column: 14, scope: !4)
!31 = !DILocation(line: 43, column: 52, scope: !4)
!32 = !DILocation(line: 39, column: 14, scope: !4)
!33 = !DILocation(line: 42, column: 22, scope: !4)
!34 = !DILocation(line: 42, column: 14, scope: !4)
!35 = !DILocation(line: 46, column: 56, scope: !4)
!36 = !DILocation(line: 46, column: 52, scope: !4)
!37 = !DILocation(line: 46, column: 34, scope: !4)
!38 = !DILocation(line: 46, column: 13, scope: !4)
!39 = !DILocation(line: 47, column: 34, scope: !4)
!40 = !DILocation(line: 47, column: 13, scope: !4)
!41 = !DILocation(line: 48, column: 15, scope: !4)
!42 = !DILocation(line: 49, column: 9, scope: !4)
!43 = !DILocation(line: 50, column: 9, scope: !4)
!44 = !DILocation(line: 51, column: 9, scope: !4)
!45 = !DILocation(line: 44, column: 11, scope: !4)
!46 = !DILocation(line: 54, column: 22, scope: !4)
!47 = !DILocation(line: 54, column: 14, scope: !4)
!48 = !DILocation(line: 54, column: 48, scope: !4)
!49 = !DILocation(line: 55, column: 31, scope: !4)
!50 = !DILocation(line: 55, column: 51, scope: !4)
!51 = !DILocation(line: 55, column: 30, scope: !4)
!52 = !DILocation(line: 34, column: 1, scope: !4)
