; Attribute forms: parameter, return, function, call-site, and groups.
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [8 x float] }

declare noalias nonnull align 16 dereferenceable(64) ptr @ret_attrs(i32 zeroext, i8 signext, i16 inreg, ptr nest) #0

define dso_local ptx_kernel void @params(ptr byval(%S) align 4 %a, ptr sret(%S) %sr, ptr byref(%S) %b, ptr %c, ptr noalias nocapture readonly %d, ptr captures(address, read_provenance) %e, ptr dereferenceable_or_null(16) %f, ptr nofree noundef nonnull writeonly %g, ptr "nvvm.grid_constant" %h, i32 range(i32 0, 10) %i, float nofpclass(nan inf) %j, ptr %k, ptr %l, ptr preallocated(%S) %m, ptr align(8) %o, ptr inalloca(%S) %n) #1 {
  %r = call noalias ptr @ret_attrs(i32 zeroext 1, i8 signext -1, i16 inreg 2, ptr nest null) #2
  call void asm sideeffect "ld.u32 $0;", "*m"(ptr elementtype(i32) %k)
  ret void
}

define ptx_device i32 @dev(i32 %x) unnamed_addr #3 {
  ret i32 %x
}

attributes #0 = { nounwind willreturn allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone memory(argmem: readwrite, inaccessiblemem: read) uwtable(sync) vscale_range(1,16) "nvvm.maxntid"="128,1,1" "nvvm.minctasm"="2" "nvvm.cluster_dim"="2,1,1" "target-cpu"="sm_90a" "no-trapping-math"="true" }
attributes #2 = { nocallback nofree nosync nounwind memory(none) }
attributes #3 = { alwaysinline cold hot inlinehint minsize naked noduplicate nomerge nonlazybind noredzone noreturn nosanitize_coverage null_pointer_is_valid optsize returns_twice safestack sanitize_address sanitize_memory sanitize_thread speculative_load_hardening ssp sspreq sspstrong strictfp alignstack=16 "key" "key2"="" }
