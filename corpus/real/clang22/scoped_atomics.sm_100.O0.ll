; nvverify-generator: clang-22.1.8 target=sm_100 opt=O0 source=clang22/src/scoped_atomics.cu
; ModuleID = 'scoped_atomics.cu'
source_filename = "scoped_atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%"struct.cuda::__4::atomic_ref" = type { %"struct.cuda::std::__4::__atomic_ref_bitwise" }
%"struct.cuda::std::__4::__atomic_ref_bitwise" = type { %"struct.cuda::std::__4::__atomic_ref_storage" }
%"struct.cuda::std::__4::__atomic_ref_storage" = type { ptr }
%"struct.cuda::__4::atomic_ref.0" = type { %"struct.cuda::std::__4::__atomic_ref_bitwise.1" }
%"struct.cuda::std::__4::__atomic_ref_bitwise.1" = type { %"struct.cuda::std::__4::__atomic_ref_storage" }
%"struct.cuda::__4::atomic_ref.2" = type { %"struct.cuda::std::__4::__atomic_ref_bitwise.3" }
%"struct.cuda::std::__4::__atomic_ref_bitwise.3" = type { %"struct.cuda::std::__4::__atomic_ref_storage.4" }
%"struct.cuda::std::__4::__atomic_ref_storage.4" = type { ptr }
%"struct.cuda::std::__4::__thread_scope_block_tag" = type { i8 }
%"struct.cuda::std::__4::__thread_scope_device_tag" = type { i8 }
%"struct.cuda::std::__4::__thread_scope_system_tag" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add" = type { ptr, ptr, ptr }
%"struct.cuda::std::__4::integral_constant" = type { i8 }
%"struct.cuda::std::__4::integral_constant.5" = type { i8 }
%"struct.cuda::std::__4::integral_constant.6" = type { i8 }
%"struct.cuda::std::__4::integral_constant.7" = type { i8 }
%"struct.cuda::std::__4::integral_constant.8" = type { i8 }
%"struct.cuda::std::__4::__atomic_cuda_operand_tag" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max" = type { ptr, ptr, ptr }
%"struct.cuda::std::__4::__cuda_atomic_bind_load" = type { ptr, ptr }
%"struct.cuda::std::__4::__atomic_cuda_operand_tag.9" = type { i8 }
%"struct.cuda::std::__4::integral_constant.10" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_store" = type { ptr, ptr }
%"struct.cuda::std::__4::__atomic_cuda_operand_tag.11" = type { i8 }

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC1ERi = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE9fetch_addEiNS1_12memory_orderE = comdat any

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi = comdat any

$_ZNK4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EE9fetch_maxERKiNS3_12memory_orderE = comdat any

$_ZN4cuda3__410atomic_refIyLNS_3std3__412thread_scopeE0EEC1ERy = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE4loadENS1_12memory_orderE = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIyNS1_25__thread_scope_system_tagEE5storeEyNS1_12memory_orderE = comdat any

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi = comdat any

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEEC2ERi = comdat any

$_ZN4cuda3__410atomic_refIyLNS_3std3__412thread_scopeE0EEC2ERy = comdat any

$_ZN4cuda3std3__420__atomic_ref_bitwiseIyNS1_25__thread_scope_system_tagEEC2ERy = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIyEC1EPy = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIyEC2EPy = comdat any

$_ZN4cuda3std3__427__atomic_fetch_add_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS9_14__underlying_tEPS9_T0_NS1_12memory_orderET1_ = comdat any

$_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv = comdat any

$_ZN4cuda3std3__430__cuda_fetch_add_weak_if_localIiEEbPVT_S3_PS3_ = comdat any

$_ZN4cuda3std3__426__cuda_fetch_weak_if_localIiRFvRViRKiEEEbPVT_S9_PS9_OT0_ = comdat any

$_ZN4cuda3std3__426__cuda_fetch_local_bop_addIiEEvRVT_RKS3_ = comdat any

$_ZN4cuda3std3__415__cuda_is_localEPVKv = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEvT_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEvT_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEvT_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEvT_ = comdat any

$_ZN4cuda3std3__427__atomic_fetch_max_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS9_14__underlying_tEPS9_T0_NS1_12memory_orderET1_ = comdat any

$_ZN4cuda3std3__430__cuda_fetch_max_weak_if_localIiEEbPVT_S3_PS3_ = comdat any

$_ZN4cuda3std3__426__cuda_fetch_local_bop_maxIiEEvRVT_RKS3_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEvT_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEvT_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEvT_ = comdat any

$_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEvT_ = comdat any

$_ZN4cuda3std3__422__atomic_load_dispatchINS1_20__atomic_ref_storageIiEENS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS8_14__underlying_tEPKS8_NS1_12memory_orderET0_ = comdat any

$_ZN4cuda3std3__420__atomic_load_n_cudaIiNS1_25__thread_scope_device_tagEEET_PKS4_iT0_ = comdat any

$_ZN4cuda3std3__425__cuda_load_weak_if_localEPVKvPvm = comdat any

$_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_2EEEEEvT_ = comdat any

$_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_ = comdat any

$_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIyEEyNS1_25__thread_scope_system_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_ = comdat any

$_ZN4cuda3std3__421__atomic_store_n_cudaIyNS1_25__thread_scope_system_tagEEEvPT_S4_iT0_ = comdat any

$_ZNK4cuda3std3__420__atomic_ref_storageIyE3getEv = comdat any

$_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm = comdat any

$_ZN4cuda3std3__424__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_ = comdat any

$_ZN4cuda3std3__424__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_ = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ13scoped_sharedPiE3bin = internal addrspace(3) global [32 x i32] undef, align 4
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str1 = private unnamed_addr constant [93 x i8] c"/work/wt-llc22/.oracles/cuda12-root/include/cuda/std/__atomic/functions/cuda_ptx_generated.h\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEES7_EEvRT_iT0_ = private unnamed_addr constant [290 x i8] c"void cuda::std::__cuda_atomic_fetch_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_fetch_add<int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_s, 32>, cuda::std::__thread_scope_block_tag>, _Sco = cuda::std::__thread_scope_block_tag]\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEES7_EEvRT_iT0_ = private unnamed_addr constant [292 x i8] c"void cuda::std::__cuda_atomic_fetch_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_fetch_max<int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_s, 32>, cuda::std::__thread_scope_device_tag>, _Sco = cuda::std::__thread_scope_device_tag]\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_ = private unnamed_addr constant [338 x i8] c"void cuda::std::__cuda_atomic_load_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_load<unsigned int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_b, 32>, cuda::std::__thread_scope_device_tag, cuda::std::integral_constant<bool, false>>, _Sco = cuda::std::__thread_scope_device_tag]\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_ = private unnamed_addr constant [341 x i8] c"void cuda::std::__cuda_atomic_store_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_store<unsigned long, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_b, 64>, cuda::std::__thread_scope_system_tag, cuda::std::integral_constant<bool, false>>, _Sco = cuda::std::__thread_scope_system_tag]\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z15scoped_countersPiPyPfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i8, align 1
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %25 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %9, align 4
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %8, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %4
  br label %101

34:                                               ; preds = %4
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds i32, ptr %35, i64 0
  store i32 1, ptr %10, align 4
  %37 = load i32, ptr %10, align 4
  %38 = atomicrmw add ptr %36, i32 %37 monotonic, align 4
  store i32 %38, ptr %11, align 4
  %39 = load i32, ptr %11, align 4
  %40 = load ptr, ptr %5, align 8
  %41 = getelementptr inbounds i32, ptr %40, i64 1
  store i32 1, ptr %12, align 4
  %42 = load i32, ptr %12, align 4
  %43 = atomicrmw add ptr %41, i32 %42 acq_rel, align 4
  store i32 %43, ptr %13, align 4
  %44 = load i32, ptr %13, align 4
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds i32, ptr %45, i64 2
  %47 = load i32, ptr %9, align 4
  store i32 %47, ptr %14, align 4
  %48 = load i32, ptr %14, align 4
  %49 = atomicrmw xchg ptr %46, i32 %48 seq_cst, align 4
  store i32 %49, ptr %15, align 4
  %50 = load i32, ptr %15, align 4
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds i32, ptr %51, i64 3
  %53 = load i32, ptr %9, align 4
  store i32 %53, ptr %16, align 4
  %54 = load i32, ptr %16, align 4
  %55 = atomicrmw max ptr %52, i32 %54 release, align 4
  store i32 %55, ptr %17, align 4
  %56 = load i32, ptr %17, align 4
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds i32, ptr %57, i64 4
  %59 = load atomic i32, ptr %58 acquire, align 4
  store i32 %59, ptr %18, align 4
  %60 = load i32, ptr %18, align 4
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %67

62:                                               ; preds = %34
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 5
  %65 = load i32, ptr %9, align 4
  store i32 %65, ptr %19, align 4
  %66 = load i32, ptr %19, align 4
  store atomic i32 %66, ptr %64 release, align 4
  br label %67

67:                                               ; preds = %62, %34
  store i32 0, ptr %20, align 4
  %68 = load ptr, ptr %5, align 8
  %69 = getelementptr inbounds i32, ptr %68, i64 6
  %70 = load i32, ptr %9, align 4
  store i32 %70, ptr %21, align 4
  %71 = load i32, ptr %20, align 4
  %72 = load i32, ptr %21, align 4
  %73 = cmpxchg ptr %69, i32 %71, i32 %72 acq_rel acquire, align 4
  %74 = extractvalue { i32, i1 } %73, 0
  %75 = extractvalue { i32, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %67
  store i32 %74, ptr %20, align 4
  br label %77

77:                                               ; preds = %76, %67
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %22, align 1
  %79 = load i8, ptr %22, align 1
  %80 = trunc i8 %79 to i1
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds i64, ptr %81, i64 0
  store i64 1, ptr %23, align 8
  %83 = load i64, ptr %23, align 8
  %84 = atomicrmw add ptr %82, i64 %83 monotonic, align 8
  store i64 %84, ptr %24, align 8
  %85 = load i64, ptr %24, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds i32, ptr %86, i64 7
  %88 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %87, i32 1)
  %89 = load ptr, ptr %7, align 8
  %90 = getelementptr inbounds float, ptr %89, i64 0
  %91 = call contract float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr %90, float 1.000000e+00)
  %92 = load ptr, ptr %5, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 8
  %94 = load i32, ptr %9, align 4
  %95 = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %93, i32 0, i32 %94)
  %96 = load ptr, ptr %6, align 8
  %97 = getelementptr inbounds i64, ptr %96, i64 1
  %98 = load i32, ptr %9, align 4
  %99 = sext i32 %98 to i64
  %100 = call i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr %97, i64 %99)
  fence seq_cst
  fence acq_rel
  br label %101

101:                                              ; preds = %77, %33
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr captures(none), float) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr captures(none), i32, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.atomic.exch.gen.i.sys.i64.p0(ptr captures(none), i64) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13scoped_sharedPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = urem i32 %7, 32
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scoped_sharedPiE3bin to ptr), i64 0, i64 %9
  store i32 0, ptr %10, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = urem i32 %11, 32
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scoped_sharedPiE3bin to ptr), i64 0, i64 %13
  store i32 1, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = atomicrmw add ptr %14, i32 %15 monotonic, align 4
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %4, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp ult i32 %18, 32
  br i1 %19, label %20, label %32

20:                                               ; preds = %1
  %21 = load ptr, ptr %2, align 8
  %22 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %21, i64 %23
  %25 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13scoped_sharedPiE3bin to ptr), i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %5, align 4
  %30 = atomicrmw add ptr %24, i32 %29 release, align 4
  store i32 %30, ptr %6, align 4
  %31 = load i32, ptr %6, align 4
  br label %32

32:                                               ; preds = %20, %1
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11atomic_refsPiPy(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.cuda::__4::atomic_ref", align 8
  %6 = alloca %"struct.cuda::__4::atomic_ref.0", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::__4::atomic_ref.2", align 8
  %9 = alloca %"struct.cuda::__4::atomic_ref.0", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds i32, ptr %10, i64 0
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %11) #7
  %12 = call noundef i32 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE9fetch_addEiNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %5, i32 noundef 1, i32 noundef 0) #7
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 1
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 4 dereferenceable(4) %14) #7
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %15, ptr %7, align 4
  %16 = call noundef i32 @_ZNK4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EE9fetch_maxERKiNS3_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 4) #7
  %17 = load ptr, ptr %4, align 8
  call void @_ZN4cuda3__410atomic_refIyLNS_3std3__412thread_scopeE0EEC1ERy(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %17) #7
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds i32, ptr %18, i64 2
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 4 dereferenceable(4) %19) #7
  %20 = call noundef i32 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE4loadENS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %9, i32 noundef 2) #7
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %2
  call void @_ZNK4cuda3std3__420__atomic_ref_bitwiseIyNS1_25__thread_scope_system_tagEE5storeEyNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef 1, i32 noundef 3) #7
  br label %23

23:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE9fetch_addEiNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %8, i32 0, i32 0
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = call noundef i32 @_ZN4cuda3std3__427__atomic_fetch_add_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS9_14__underlying_tEPS9_T0_NS1_12memory_orderET1_(ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %7) #7
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EE9fetch_maxERKiNS3_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2) #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise.1", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %6, align 4
  %13 = call noundef i32 @_ZN4cuda3std3__427__atomic_fetch_max_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS9_14__underlying_tEPS9_T0_NS1_12memory_orderET1_(ptr noundef %9, i32 noundef %11, i32 noundef %12, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %7) #7
  ret i32 %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIyLNS_3std3__412thread_scopeE0EEC1ERy(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4cuda3__410atomic_refIyLNS_3std3__412thread_scopeE0EEC2ERy(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE4loadENS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise.1", ptr %6, i32 0, i32 0
  %8 = load i32, ptr %4, align 4
  %9 = call noundef i32 @_ZN4cuda3std3__422__atomic_load_dispatchINS1_20__atomic_ref_storageIiEENS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS8_14__underlying_tEPKS8_NS1_12memory_orderET0_(ptr noundef %7, i32 noundef %8, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %5) #7
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK4cuda3std3__420__atomic_ref_bitwiseIyNS1_25__thread_scope_system_tagEE5storeEyNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1, i32 noundef %2) #3 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise.3", ptr %8, i32 0, i32 0
  %10 = load i64, ptr %5, align 8
  %11 = load i32, ptr %6, align 4
  call void @_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIyEEyNS1_25__thread_scope_system_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_(ptr noundef %9, i64 noundef %10, i32 noundef %11, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %7) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  call void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_storage", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  call void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise.1", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIyLNS_3std3__412thread_scopeE0EEC2ERy(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__420__atomic_ref_bitwiseIyNS1_25__thread_scope_system_tagEEC2ERy(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3std3__420__atomic_ref_bitwiseIyNS1_25__thread_scope_system_tagEEC2ERy(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_bitwise.3", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__420__atomic_ref_storageIyEC1EPy(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIyEC1EPy(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4cuda3std3__420__atomic_ref_storageIyEC2EPy(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIyEC2EPy(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_storage.4", ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__427__atomic_fetch_add_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS9_14__underlying_tEPS9_T0_NS1_12memory_orderET1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %3) #3 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #7
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = call noundef i32 @_ZN4cuda3std3__4L23__atomic_fetch_add_cudaIiiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIX11is_scalar_vIT_EEbE4typeELb0EEES5_PS5_T0_iT1_(ptr noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %8) #7
  ret i32 %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZN4cuda3std3__4L23__atomic_fetch_add_cudaIiiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIX11is_scalar_vIT_EEbE4typeELb0EEES5_PS5_T0_iT1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %3) #3 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", align 8
  %15 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 1, ptr %9, align 4
  %16 = load i32, ptr %7, align 4
  %17 = mul nsw i32 %16, 1
  store i32 %17, ptr %7, align 4
  store i32 0, ptr %10, align 4
  %18 = load ptr, ptr %6, align 8
  store ptr %18, ptr %11, align 8
  store ptr %10, ptr %12, align 8
  store ptr %7, ptr %13, align 8
  %19 = load ptr, ptr %11, align 8
  %20 = load ptr, ptr %13, align 8
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %12, align 8
  %23 = call noundef zeroext i1 @_ZN4cuda3std3__430__cuda_fetch_add_weak_if_localIiEEbPVT_S3_PS3_(ptr noundef %19, i32 noundef %21, ptr noundef %22) #7
  br i1 %23, label %24, label %26

24:                                               ; preds = %4
  %25 = load i32, ptr %10, align 4
  store i32 %25, ptr %5, align 4
  br label %35

26:                                               ; preds = %4
  %27 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %14, i32 0, i32 0
  %28 = load ptr, ptr %11, align 8
  store ptr %28, ptr %27, align 8
  %29 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %14, i32 0, i32 1
  %30 = load ptr, ptr %12, align 8
  store ptr %30, ptr %29, align 8
  %31 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %14, i32 0, i32 2
  %32 = load ptr, ptr %13, align 8
  store ptr %32, ptr %31, align 8
  %33 = load i32, ptr %8, align 4
  call void @_ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(24) %14, i32 noundef %33, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %15) #7
  %34 = load i32, ptr %10, align 4
  store i32 %34, ptr %5, align 4
  br label %35

35:                                               ; preds = %26, %24
  %36 = load i32, ptr %5, align 4
  ret i32 %36
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_storage", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__430__cuda_fetch_add_weak_if_localIiEEbPVT_S3_PS3_(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call noundef zeroext i1 @_ZN4cuda3std3__426__cuda_fetch_weak_if_localIiRFvRViRKiEEEbPVT_S9_PS9_OT0_(ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull @_ZN4cuda3std3__426__cuda_fetch_local_bop_addIiEEvRVT_RKS3_) #7
  ret i1 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant.5", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.6", align 1
  %10 = alloca %"struct.cuda::std::__4::integral_constant.7", align 1
  %11 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  switch i32 %12, label %23 [
    i32 5, label %13
    i32 1, label %14
    i32 2, label %15
    i32 4, label %17
    i32 3, label %19
    i32 0, label %21
  ]

13:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_24__thread_scope_block_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %7) #7
  br label %14

14:                                               ; preds = %3, %13
  br label %15

15:                                               ; preds = %3, %14
  %16 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %8) #7
  br label %24

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %18, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %9) #7
  br label %24

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %20, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %10) #7
  br label %24

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %22, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %11) #7
  br label %24

23:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 2143, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEES7_EEvRT_iT0_) #7
  br label %24

24:                                               ; preds = %23, %21, %19, %17, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__426__cuda_fetch_weak_if_localIiRFvRViRKiEEEbPVT_S9_PS9_OT0_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %3) #3 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i1, align 1
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  %13 = load ptr, ptr %9, align 8
  %14 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %13) #7
  br i1 %14, label %16, label %15

15:                                               ; preds = %4
  store i1 false, ptr %8, align 1
  br label %24

16:                                               ; preds = %4
  %17 = load ptr, ptr %11, align 8
  %18 = load ptr, ptr %9, align 8
  store ptr %17, ptr %5, align 8
  store ptr %18, ptr %6, align 8
  store i64 4, ptr %7, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load i64, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %20, i64 %21, i1 false)
  %22 = load ptr, ptr %12, align 8, !nonnull !7
  %23 = load ptr, ptr %9, align 8
  call void %22(ptr noundef nonnull align 4 dereferenceable(4) %23, ptr noundef nonnull align 4 dereferenceable(4) %10) #7
  call void @_ZL11__nanosleepj(i32 noundef 0) #7
  store i1 true, ptr %8, align 1
  br label %24

24:                                               ; preds = %16, %15
  %25 = load i1, ptr %8, align 1
  ret i1 %25
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__426__cuda_fetch_local_bop_addIiEEvRVT_RKS3_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !nonnull !7, !align !8
  %6 = load volatile i32, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %6, %8
  %10 = load ptr, ptr %3, align 8, !nonnull !7, !align !8
  store volatile i32 %9, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %0) #3 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  store ptr %4, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call i1 @llvm.nvvm.isspacep.local(ptr %5)
  %7 = zext i1 %6 to i32
  %8 = icmp ne i32 %7, 0
  ret i1 %8
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11__nanosleepj(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %3) #7, !srcloc !10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr captures(none)) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_24__thread_scope_block_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %1) #3 {
  call void asm sideeffect "fence.cta.sc;", "~{memory}"() #7, !srcloc !11
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.5", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.6", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_3EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.7", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_addIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_add", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL13__assert_failPKcS0_jS0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load i32, ptr %7, align 4
  %12 = load ptr, ptr %8, align 8
  call void @__assertfail(ptr noundef %9, ptr noundef %10, i32 noundef %11, ptr noundef %12, i64 noundef 1) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.add.acquire.cta.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !12
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_3EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.add.acq_rel.cta.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !13
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.add.release.cta.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !14
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_addIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.add.relaxed.cta.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !15
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) #6

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__427__atomic_fetch_max_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS9_14__underlying_tEPS9_T0_NS1_12memory_orderET1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #3 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #7
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = call noundef i32 @_ZN4cuda3std3__4L23__atomic_fetch_max_cudaIiiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIX13is_integral_vIT_EEbE4typeELb0EEES5_PS5_T0_iT1_(ptr noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %8) #7
  ret i32 %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZN4cuda3std3__4L23__atomic_fetch_max_cudaIiiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIX13is_integral_vIT_EEbE4typeELb0EEES5_PS5_T0_iT1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #3 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", align 8
  %15 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 1, ptr %9, align 4
  %16 = load i32, ptr %7, align 4
  %17 = mul nsw i32 %16, 1
  store i32 %17, ptr %7, align 4
  store i32 0, ptr %10, align 4
  %18 = load ptr, ptr %6, align 8
  store ptr %18, ptr %11, align 8
  store ptr %10, ptr %12, align 8
  store ptr %7, ptr %13, align 8
  %19 = load ptr, ptr %11, align 8
  %20 = load ptr, ptr %13, align 8
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %12, align 8
  %23 = call noundef zeroext i1 @_ZN4cuda3std3__430__cuda_fetch_max_weak_if_localIiEEbPVT_S3_PS3_(ptr noundef %19, i32 noundef %21, ptr noundef %22) #7
  br i1 %23, label %24, label %26

24:                                               ; preds = %4
  %25 = load i32, ptr %10, align 4
  store i32 %25, ptr %5, align 4
  br label %35

26:                                               ; preds = %4
  %27 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %14, i32 0, i32 0
  %28 = load ptr, ptr %11, align 8
  store ptr %28, ptr %27, align 8
  %29 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %14, i32 0, i32 1
  %30 = load ptr, ptr %12, align 8
  store ptr %30, ptr %29, align 8
  %31 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %14, i32 0, i32 2
  %32 = load ptr, ptr %13, align 8
  store ptr %32, ptr %31, align 8
  %33 = load i32, ptr %8, align 4
  call void @_ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(24) %14, i32 noundef %33, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %15) #7
  %34 = load i32, ptr %10, align 4
  store i32 %34, ptr %5, align 4
  br label %35

35:                                               ; preds = %26, %24
  %36 = load i32, ptr %5, align 4
  ret i32 %36
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__430__cuda_fetch_max_weak_if_localIiEEbPVT_S3_PS3_(ptr noundef %0, i32 noundef %1, ptr noundef %2) #3 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call noundef zeroext i1 @_ZN4cuda3std3__426__cuda_fetch_weak_if_localIiRFvRViRKiEEEbPVT_S9_PS9_OT0_(ptr noundef %7, i32 noundef %8, ptr noundef %9, ptr noundef nonnull @_ZN4cuda3std3__426__cuda_fetch_local_bop_maxIiEEvRVT_RKS3_) #7
  ret i1 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant.5", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.6", align 1
  %10 = alloca %"struct.cuda::std::__4::integral_constant.7", align 1
  %11 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  switch i32 %12, label %23 [
    i32 5, label %13
    i32 1, label %14
    i32 2, label %15
    i32 4, label %17
    i32 3, label %19
    i32 0, label %21
  ]

13:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_device_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %7) #7
  br label %14

14:                                               ; preds = %3, %13
  br label %15

15:                                               ; preds = %3, %14
  %16 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %8) #7
  br label %24

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %18, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %9) #7
  br label %24

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %20, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %10) #7
  br label %24

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %22, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %11) #7
  br label %24

23:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 2143, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_fetch_memory_order_dispatchINS1_28__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEES7_EEvRT_iT0_) #7
  br label %24

24:                                               ; preds = %23, %21, %19, %17, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__426__cuda_fetch_local_bop_maxIiEEvRVT_RKS3_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !nonnull !7, !align !8
  %6 = load volatile i32, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  %8 = load i32, ptr %7, align 4
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8, !nonnull !7, !align !8
  %12 = load i32, ptr %11, align 4
  br label %16

13:                                               ; preds = %2
  %14 = load ptr, ptr %3, align 8, !nonnull !7, !align !8
  %15 = load volatile i32, ptr %14, align 4
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = load ptr, ptr %3, align 8, !nonnull !7, !align !8
  store volatile i32 %17, ptr %18, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_device_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %1) #3 {
  call void asm sideeffect "fence.gpu.sc;", "~{memory}"() #7, !srcloc !16
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.5", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.6", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_3EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.7", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__428__cuda_atomic_bind_fetch_maxIiNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_fetch_max", ptr %7, i32 0, i32 2
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  call void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.max.acquire.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !17
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_3EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.6") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.max.acq_rel.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !18
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.max.release.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !19
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L23__cuda_atomic_fetch_maxIiEEvPT_RS3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE1ELm32EEENS1_25__thread_scope_device_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %11 = load ptr, ptr %7, align 8
  %12 = load i32, ptr %9, align 4
  %13 = call i32 asm sideeffect "atom.max.relaxed.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %11, i32 %12) #7, !srcloc !20
  store i32 %13, ptr %10, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__422__atomic_load_dispatchINS1_20__atomic_ref_storageIiEENS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS8_14__underlying_tEPKS8_NS1_12memory_orderET0_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #3 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #7
  %9 = load i32, ptr %5, align 4
  %10 = call noundef i32 @_ZN4cuda3std3__420__atomic_load_n_cudaIiNS1_25__thread_scope_device_tagEEET_PKS4_iT0_(ptr noundef %8, i32 noundef %9, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6) #7
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__420__atomic_load_n_cudaIiNS1_25__thread_scope_device_tagEEET_PKS4_iT0_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #3 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  call void @_ZN4cuda3std3__4L18__atomic_load_cudaIiNS1_25__thread_scope_device_tagEEEvPKT_RS4_iT0_(ptr noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %9, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %7) #7
  %10 = load i32, ptr %6, align 4
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L18__atomic_load_cudaIiNS1_25__thread_scope_device_tagEEEvPKT_RS4_iT0_(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_load", align 8
  %11 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %6, align 8, !nonnull !7, !align !8
  store ptr %13, ptr %9, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = call noundef zeroext i1 @_ZN4cuda3std3__425__cuda_load_weak_if_localEPVKvPvm(ptr noundef %14, ptr noundef %15, i64 noundef 4) #7
  br i1 %16, label %17, label %18

17:                                               ; preds = %4
  br label %24

18:                                               ; preds = %4
  %19 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %10, i32 0, i32 0
  %20 = load ptr, ptr %8, align 8
  store ptr %20, ptr %19, align 8
  %21 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %10, i32 0, i32 1
  %22 = load ptr, ptr %9, align 8
  store ptr %22, ptr %21, align 8
  %23 = load i32, ptr %7, align 4
  call void @_ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef %23, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %11) #7
  br label %24

24:                                               ; preds = %18, %17
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__425__cuda_load_weak_if_localEPVKvPvm(ptr noundef %0, ptr noundef %1, i64 noundef %2) #3 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %11) #7
  br i1 %12, label %14, label %13

13:                                               ; preds = %3
  store i1 false, ptr %7, align 1
  br label %21

14:                                               ; preds = %3
  %15 = load ptr, ptr %9, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = load i64, ptr %10, align 8
  store ptr %15, ptr %4, align 8
  store ptr %16, ptr %5, align 8
  store i64 %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i64, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %19, i64 %20, i1 false)
  call void @_ZL11__nanosleepj(i32 noundef 0) #7
  store i1 true, ptr %7, align 1
  br label %21

21:                                               ; preds = %14, %13
  %22 = load i1, ptr %7, align 1
  ret i1 %22
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant.5", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load i32, ptr %5, align 4
  switch i32 %10, label %17 [
    i32 5, label %11
    i32 1, label %12
    i32 2, label %13
    i32 0, label %15
  ]

11:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_device_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %7) #7
  br label %12

12:                                               ; preds = %3, %11
  br label %13

13:                                               ; preds = %3, %12
  %14 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %8) #7
  br label %18

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %9) #7
  br label %18

17:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 105, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_) #7
  br label %18

18:                                               ; preds = %17, %15, %13
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.5", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag.9", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.10", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  call void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.9") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag.9", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.10", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  call void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.9") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.5") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.9") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %10 = load ptr, ptr %7, align 8
  %11 = call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %10) #7, !srcloc !21
  store i32 %11, ptr %9, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.9") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %10 = load ptr, ptr %7, align 8
  %11 = call i32 asm sideeffect "ld.relaxed.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %10) #7, !srcloc !22
  store i32 %11, ptr %9, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIyEEyNS1_25__thread_scope_system_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %3) #3 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIyE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #7
  %11 = load i64, ptr %6, align 8
  %12 = load i32, ptr %7, align 4
  call void @_ZN4cuda3std3__421__atomic_store_n_cudaIyNS1_25__thread_scope_system_tagEEEvPT_S4_iT0_(ptr noundef %10, i64 noundef %11, i32 noundef %12, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %8) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__421__atomic_store_n_cudaIyNS1_25__thread_scope_system_tagEEEvPT_S4_iT0_(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %3) #3 comdat {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %7, align 4
  call void @_ZN4cuda3std3__4L19__atomic_store_cudaIyNS1_25__thread_scope_system_tagEEEvPT_RS4_iT0_(ptr noundef %9, ptr noundef nonnull align 8 dereferenceable(8) %6, i32 noundef %10, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %8) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIyE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %"struct.cuda::std::__4::__atomic_ref_storage.4", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__atomic_store_cudaIyNS1_25__thread_scope_system_tagEEEvPT_RS4_iT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %3) #3 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_store", align 8
  %11 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %6, align 8, !nonnull !7, !align !9
  store ptr %13, ptr %9, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = call noundef zeroext i1 @_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm(ptr noundef %14, ptr noundef %15, i64 noundef 8) #7
  br i1 %16, label %17, label %18

17:                                               ; preds = %4
  br label %24

18:                                               ; preds = %4
  %19 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %10, i32 0, i32 0
  %20 = load ptr, ptr %8, align 8
  store ptr %20, ptr %19, align 8
  %21 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %10, i32 0, i32 1
  %22 = load ptr, ptr %9, align 8
  store ptr %22, ptr %21, align 8
  %23 = load i32, ptr %7, align 4
  call void @_ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef %23, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %11) #7
  br label %24

24:                                               ; preds = %18, %17
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm(ptr noundef %0, ptr noundef %1, i64 noundef %2) #3 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8
  %12 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %11) #7
  br i1 %12, label %14, label %13

13:                                               ; preds = %3
  store i1 false, ptr %7, align 1
  br label %21

14:                                               ; preds = %3
  %15 = load ptr, ptr %8, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load i64, ptr %10, align 8
  store ptr %15, ptr %4, align 8
  store ptr %16, ptr %5, align 8
  store i64 %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i64, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %19, i64 %20, i1 false)
  store i1 true, ptr %7, align 1
  br label %21

21:                                               ; preds = %14, %13
  %22 = load i1, ptr %7, align 1
  ret i1 %22
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %2) #3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::integral_constant.7", align 1
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load i32, ptr %5, align 4
  switch i32 %10, label %16 [
    i32 3, label %11
    i32 5, label %13
    i32 0, label %14
  ]

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__424__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %6) #7
  br label %17

13:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_system_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %7, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %8) #7
  br label %14

14:                                               ; preds = %3, %13
  %15 = load ptr, ptr %4, align 8, !nonnull !7, !align !9
  call void @_ZN4cuda3std3__424__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %9) #7
  br label %17

16:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 864, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_) #7
  br label %17

17:                                               ; preds = %16, %14, %11
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__424__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.7", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag.11", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.10", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  call void @_ZN4cuda3std3__4L19__cuda_atomic_storeImEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS6_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.11") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_system_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %1) #3 {
  call void asm sideeffect "fence.sys.sc;", "~{memory}"() #7, !srcloc !23
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__424__cuda_atomic_bind_storeImNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %1) #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.8", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag.11", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_system_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.10", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds nuw %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  call void @_ZN4cuda3std3__4L19__cuda_atomic_storeImEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS6_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.11") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %7) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_storeImEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS6_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.7") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.11") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %7, align 8
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !9
  %11 = load i64, ptr %10, align 8
  call void asm sideeffect "st.release.sys.b64 [$0],$1;", "l,l,~{memory}"(ptr %9, i64 %11) #7, !srcloc !24
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_storeImEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm64EEENS1_25__thread_scope_system_tagENS6_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.8") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag.11") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_system_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.10") align 1 %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %7, align 8
  %10 = load ptr, ptr %8, align 8, !nonnull !7, !align !9
  %11 = load i64, ptr %10, align 8
  call void asm sideeffect "st.relaxed.sys.b64 [$0],$1;", "l,l,~{memory}"(ptr %9, i64 %11) #7, !srcloc !25
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!nvvmir.version = !{!6}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{i32 2, i32 0}
!7 = !{}
!8 = !{i64 4}
!9 = !{i64 8}
!10 = !{i64 7968449}
!11 = !{i64 8922015}
!12 = !{i64 9074735}
!13 = !{i64 9075650}
!14 = !{i64 9075345}
!15 = !{i64 9075040}
!16 = !{i64 8922635}
!17 = !{i64 9112878}
!18 = !{i64 9113796}
!19 = !{i64 9113490}
!20 = !{i64 9113184}
!21 = !{i64 8937650}
!22 = !{i64 8938866}
!23 = !{i64 8922940}
!24 = !{i64 8984958}
!25 = !{i64 8986150}
