; One of every non-EH instruction, with flags (modern dialect).
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }

define i32 @all_ops(i32 %a, i32 %b, float %x, float %y, ptr %p, <4 x float> %v, %pair %agg, ptr %vl, i1 %c) {
entry:
  %add = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %a, %b
  %mul = mul nuw i32 %a, %b
  %udiv = udiv exact i32 %a, %b
  %sdiv = sdiv i32 %a, %b
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, %b
  %shl = shl nuw nsw i32 %a, 2
  %lshr = lshr exact i32 %a, 1
  %ashr = ashr i32 %a, 3
  %and = and i32 %a, 255
  %or = or disjoint i32 %a, 256
  %xor = xor i32 %a, -1
  %fadd = fadd nnan ninf float %x, %y
  %fsub = fsub nsz arcp float %x, %y
  %fmul = fmul contract afn reassoc float %x, %y
  %fdiv = fdiv fast float %x, %y
  %frem = frem float %x, %y
  %fneg = fneg float %x
  %tr = trunc i32 %a to i8
  %zx = zext i8 %tr to i32
  %sx = sext i8 %tr to i64
  %fpt = fptrunc double 1.000000e+00 to float
  %fpe = fpext float %x to double
  %fui = fptoui float %x to i32
  %fsi = fptosi float %x to i32
  %uif = uitofp i32 %a to float
  %sif = sitofp i32 %a to float
  %p2i = ptrtoint ptr %p to i64
  %i2p = inttoptr i64 %p2i to ptr
  %bc = bitcast <4 x float> %v to <2 x double>
  %asc = addrspacecast ptr %p to ptr addrspace(1)
  %icmp = icmp ule i32 %a, %b
  %fcmp = fcmp nnan ult float %x, %y
  %fcmp2 = fcmp oeq float %x, 0.000000e+00
  %sel = select nnan i1 %c, float %x, float %y
  %al = alloca [4 x i32], align 16
  %al2 = alloca i32, i32 %a, align 4, addrspace(5)
  %ld = load volatile i32, ptr %p, align 4, !nontemporal !0
  store i32 %add, ptr %p, align 4
  %gep = getelementptr inbounds [4 x i32], ptr %al, i64 0, i64 2
  %ee = extractelement <4 x float> %v, i32 0
  %ie = insertelement <4 x float> %v, float %x, i32 1
  %sv = shufflevector <4 x float> %v, <4 x float> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %ev = extractvalue %pair %agg, 1
  %iv = insertvalue %pair %agg, i32 %a, 0
  %va = va_arg ptr %vl, i32
  %fr = freeze i32 %a
  fence seq_cst
  fence syncscope("singlethread") acquire
  %rmw = atomicrmw volatile xchg ptr %p, i32 1 acq_rel, align 4
  %umax = atomicrmw umax ptr %p, i32 %a syncscope("block") seq_cst
  %cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %call = call fastcc i32 @callee(i32 signext %a, ptr nonnull dereferenceable(8) %p) #0, !dbg !1
  %tc = tail call i32 @callee(i32 0, ptr null)
  ret i32 %tc

other:
  %nt = notail call i32 @callee(i32 %a, ptr %p) [ "deopt"(i32 1, ptr %p), "align"(ptr %p, i64 16) ]
  %ccc = call cc 71 i32 @callee(i32 %a, ptr %p)
  %vcall = call i32 (ptr, ...) @vararg(ptr %p, i32 1, double 2.0)
  %ind = call i32 %p(i32 1)
  switch i32 %a, label %exit [
    i32 0, label %ret.bb
    i32 1, label %ret.bb
  ]

exit:
  %phi = phi i32 [ %a, %other ], [ %phi, %exit ]
  %phf = phi fast float [ %x, %other ], [ 1.0, %exit ]
  br i1 %c, label %exit, label %ret.bb

ret.bb:
  unreachable
}

define i32 @forward(i32 %a, ptr %p) {
  %mc = musttail call i32 @callee(i32 %a, ptr %p)
  ret i32 %mc
}

declare i32 @callee(i32, ptr)
declare i32 @vararg(ptr, ...)

attributes #0 = { nounwind }

!llvm.module.flags = !{!5}
!llvm.dbg.cu = !{!3}

!0 = !{i32 1}
!1 = !DILocation(line: 1, column: 1, scope: !2)
!2 = distinct !DISubprogram(name: "all_ops", scope: null, spFlags: DISPFlagDefinition, unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, emissionKind: FullDebug)
!4 = !DIFile(filename: "a.c", directory: "/")
!5 = !{i32 2, !"Debug Info Version", i32 3}
