//! Hand-written fixtures in `corpus/syntax/`: every good fixture parses with
//! zero errors and the model holds the expected facts; every malformed
//! fixture yields errors at the right line:col, never panics, and the items
//! after the damage are still parsed.

use ir::*;
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

fn corpus() -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/syntax");
    if p.exists() {
        p
    } else {
        PathBuf::from("/work/main/corpus/syntax")
    }
}

fn load(name: &str) -> Module {
    let bytes = std::fs::read(corpus().join(name)).expect(name);
    parse_module_bytes(&bytes)
}

/// Parses a good fixture and asserts it has no syntax errors.
fn good(name: &str) -> Module {
    let m = load(name);
    let ix = m.line_index();
    let errs: Vec<String> = m
        .errors
        .iter()
        .map(|e| {
            let lc = ix.line_col(&m.text, e.span.start);
            format!("{}:{}: {}", lc.line, lc.col, e.message)
        })
        .collect();
    assert!(
        errs.is_empty(),
        "{name}: unexpected syntax errors:\n{}",
        errs.join("\n")
    );
    m
}

fn func<'m>(m: &'m Module, name: &str) -> ItemRef<'m, Function> {
    m.function(name)
        .unwrap_or_else(|| panic!("no function @{name}"))
}

fn global<'m>(m: &'m Module, name: &str) -> ItemRef<'m, Global> {
    m.global(name)
        .unwrap_or_else(|| panic!("no global @{name}"))
}

fn body<'m>(f: &ItemRef<'m, Function>) -> &'m Body {
    f.node.body.as_ref().expect("function has a body")
}

/// The instruction defining `%name`.
fn inst<'m>(f: &ItemRef<'m, Function>, name: &str) -> &'m Instruction {
    body(f)
        .insts
        .iter()
        .find(|i| i.result.is_some_and(|r| r.is(f.text, name)))
        .unwrap_or_else(|| panic!("no instruction %{name}"))
}

fn insts_with<'m>(f: &ItemRef<'m, Function>, op: Opcode) -> Vec<&'m Instruction> {
    body(f).insts.iter().filter(|i| i.opcode == op).collect()
}

fn ty<'m, T>(r: &ItemRef<'m, T>, id: TypeId) -> &'m Type {
    &r.arena[id]
}

fn val<'m, T>(r: &ItemRef<'m, T>, id: ValueId) -> &'m ValueKind {
    &r.arena[id].kind
}

fn show<T>(r: &ItemRef<'_, T>, id: TypeId) -> String {
    r.arena.display_type(r.text, id)
}

fn attr_names<T>(r: &ItemRef<'_, T>, l: List<Attribute>) -> Vec<String> {
    r.arena[l]
        .iter()
        .map(|a| a.name(r.text).to_string())
        .collect()
}

fn find_attr<'m, T>(r: &ItemRef<'m, T>, l: List<Attribute>, name: &str) -> Attribute {
    *r.arena[l]
        .iter()
        .find(|a| a.name(r.text) == name)
        .unwrap_or_else(|| panic!("no attribute {name} in {:?}", attr_names(r, l)))
}

fn global_name<T>(r: &ItemRef<'_, T>, v: ValueId) -> String {
    match val(r, v) {
        ValueKind::Global(n) => n.text(r.text).into_owned(),
        other => panic!("expected a global, got {other:?}"),
    }
}

fn md_node<'m>(m: &'m Module, id: u32) -> ItemRef<'m, MdNode> {
    m.metadata(id).unwrap_or_else(|| panic!("no !{id}"))
}

fn generic_ops<'m>(n: &ItemRef<'m, MdNode>) -> &'m [MdOperand] {
    match &n.node.kind {
        MdNodeKind::Generic(l) => &n.arena[*l],
        k => panic!("not a generic node: {k:?}"),
    }
}

fn md_str<T>(r: &ItemRef<'_, T>, op: &MdOperand) -> String {
    match op.kind {
        MdKind::Str(s) => s.value(r.text).into_owned(),
        k => panic!("not a string: {k:?}"),
    }
}

fn md_int<T>(r: &ItemRef<'_, T>, op: &MdOperand) -> i128 {
    match op.kind {
        MdKind::Value(tv) => r.arena.const_int(tv.value).expect("integer"),
        k => panic!("not a value: {k:?}"),
    }
}

fn specialized<'m>(n: &ItemRef<'m, MdNode>) -> (&'m str, &'m [MdField]) {
    match &n.node.kind {
        MdNodeKind::Specialized { name, fields } => (n.src(*name), &n.arena[*fields]),
        k => panic!("not specialized: {k:?}"),
    }
}

fn field<'m>(n: &ItemRef<'m, MdNode>, key: &str) -> &'m str {
    let (_, fields) = specialized(n);
    let f = fields
        .iter()
        .find(|f| n.src(f.key) == key)
        .unwrap_or_else(|| panic!("no field {key}"));
    n.src(f.value.span)
}

fn attachment_kinds<T>(r: &ItemRef<'_, T>, l: List<MdAttachment>) -> Vec<String> {
    r.arena[l]
        .iter()
        .map(|a| r.src(a.kind).to_string())
        .collect()
}

// ---------------------------------------------------------------------------
// good fixtures
// ---------------------------------------------------------------------------

#[test]
fn every_good_fixture_parses_cleanly() {
    let mut n = 0;
    for e in std::fs::read_dir(corpus()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "ll") {
            good(p.file_name().unwrap().to_str().unwrap());
            n += 1;
        }
    }
    assert!(n >= 14, "expected at least 14 good fixtures, found {n}");
}

#[test]
fn typed_nvvm_module() {
    let m = good("typed_nvvm.ll");
    assert_eq!(m.source_filename().as_deref(), Some("typed_nvvm.cu"));
    assert_eq!(m.triple().as_deref(), Some("nvptx64-nvidia-cuda"));
    assert!(m.datalayout().unwrap().starts_with("e-p:64:64:64-i1:8:8"));

    // Named types, recursive via names, opaque, packed, quoted.
    let s = m.named_type("struct.S").unwrap();
    assert_eq!(show(&s, s.node.ty), "{ float, i32, [4 x double] }");
    let l = m.named_type("struct.List").unwrap();
    match ty(&l, l.node.ty) {
        Type::Struct {
            fields,
            packed: false,
        } => {
            let f0 = l.arena[*fields][0];
            match ty(&l, f0) {
                Type::TypedPtr {
                    pointee,
                    addrspace: 0,
                } => {
                    assert!(
                        matches!(ty(&l, *pointee), Type::Named(n) if n.is(l.text, "struct.List"))
                    )
                }
                t => panic!("{t:?}"),
            }
        }
        t => panic!("{t:?}"),
    }
    let o = m.named_type("struct.Opaque").unwrap();
    assert_eq!(ty(&o, o.node.ty), &Type::Opaque);
    let p = m.named_type("struct.Packed").unwrap();
    assert!(matches!(
        ty(&p, p.node.ty),
        Type::Struct { packed: true, .. }
    ));
    let q = m.named_type("class.ns::Q").unwrap();
    assert!(q.node.name.quoted());
    assert_eq!(show(&q, q.node.ty), "{ i32 addrspace(1)*, void (i32)* }");

    // Globals.
    let sb = global(&m, "shared_buf");
    assert_eq!(sb.node.addrspace, 3);
    assert_eq!(sb.node.linkage, Linkage::Internal);
    assert_eq!(sb.node.init_kind(sb.arena), InitKind::Undef);
    assert_eq!(sb.node.align, Some(4));
    assert_eq!(show(&sb, sb.node.ty), "[256 x float]");
    let ct = global(&m, "const_tab");
    assert!(ct.node.is_constant);
    assert_eq!(ct.node.addrspace, 4);
    assert_eq!(ct.node.init_kind(ct.arena), InitKind::Constant);
    let msg = global(&m, "msg");
    assert_eq!(msg.node.linkage, Linkage::Private);
    assert_eq!(msg.node.unnamed_addr, UnnamedAddr::Global);
    match val(&msg, msg.node.init.unwrap()) {
        ValueKind::CString(s) => assert_eq!(unescape_bytes(s.raw(msg.text)), b"hello\0"),
        v => panic!("{v:?}"),
    }
    let gp = global(&m, "gptr");
    assert_eq!(show(&gp, gp.node.ty), "float addrspace(1)*");
    assert_eq!(gp.arena.addrspace_of(gp.node.ty), Some(1));
    assert_eq!(val(&gp, gp.node.init.unwrap()), &ValueKind::Null);
    let fp = global(&m, "fnptr");
    assert_eq!(show(&fp, fp.node.ty), "void (float*)*");
    assert_eq!(global_name(&fp, fp.node.init.unwrap()), "device_fn");

    // The kernel: LLVM-7 untyped byval, group reference.
    let k = func(&m, "kernel");
    assert!(k.node.is_definition);
    assert_eq!(k.node.cconv, CallingConv::C);
    let params = &k.arena[k.node.params];
    assert_eq!(params.len(), 4);
    assert_eq!(show(&k, params[0].ty), "float addrspace(1)*");
    assert!(k.arena[params[1].attrs][0].is_keyword(k.text, "noalias"));
    let byval = find_attr(&k, params[2].attrs, "byval");
    assert_eq!(
        byval.kind,
        AttrKind::Keyword {
            name: byval_name(&k, byval),
            arg: AttrArg::None
        }
    );
    assert_eq!(find_attr(&k, params[2].attrs, "align").int_arg(), Some(8));
    assert_eq!(params[3].name.unwrap().text(k.text), "n");
    assert_eq!(k.node.group_refs(k.arena).collect::<Vec<_>>(), vec![0]);
    let resolved = m.fn_attrs(k);
    assert!(resolved
        .iter()
        .any(|a| a.node.is_str(a.text, "nvvm.maxntid")
            && a.node.str_value(a.text).as_deref() == Some("128")));

    // Instructions.
    let tid = inst(&k, "tid");
    assert_eq!(attachment_kinds(&k, tid.metadata), vec!["range"]);
    let cs = tid.call_site().unwrap();
    assert_eq!(global_name(&k, cs.callee), "llvm.nvvm.read.ptx.sreg.tid.x");
    match &inst(&k, "v").kind {
        InstKind::Load {
            ty: t,
            ptr,
            align,
            atomic,
        } => {
            assert_eq!(show(&k, *t), "float");
            assert_eq!(k.arena.addrspace_of(ptr.ty), Some(1));
            assert_eq!(*align, Some(4));
            assert!(atomic.is_none());
        }
        i => panic!("{i:?}"),
    }
    let stores = insts_with(&k, Opcode::Store);
    match &stores[0].kind {
        InstKind::Store { ptr, .. } => assert_eq!(k.arena.addrspace_of(ptr.ty), Some(3)),
        i => panic!("{i:?}"),
    }
    assert!(stores[1].is_volatile());
    match &inst(&k, "gen").kind {
        InstKind::Cast { value, to } => {
            assert_eq!(inst(&k, "gen").opcode, Opcode::AddrSpaceCast);
            assert_eq!(k.arena.addrspace_of(value.ty), Some(3));
            assert_eq!(show(&k, *to), "float*");
        }
        i => panic!("{i:?}"),
    }
    match &inst(&k, "old").kind {
        InstKind::AtomicRmw {
            op,
            ordering,
            scope,
            ..
        } => {
            assert_eq!(*op, RmwOp::Add);
            assert_eq!(*ordering, AtomicOrdering::SeqCst);
            assert_eq!(*scope, SyncScope::System);
        }
        i => panic!("{i:?}"),
    }
    match &inst(&k, "pair").kind {
        InstKind::CmpXchg {
            success, failure, ..
        } => {
            assert_eq!(
                (*success, *failure),
                (AtomicOrdering::Monotonic, AtomicOrdering::Monotonic)
            )
        }
        i => panic!("{i:?}"),
    }
    // Varargs call through an explicit function type, GEP constexpr argument.
    let r = inst(&k, "r").call_site().unwrap();
    assert_eq!(show(&k, r.ty), "i32 (i8*, ...)");
    let args = &k.arena[r.args];
    match val(&k, args[0].value) {
        ValueKind::ConstExpr(e) => {
            assert_eq!(e.opcode, Opcode::GetElementPtr);
            assert!(e.flags.contains(InstFlags::INBOUNDS));
            assert_eq!(show(&k, e.ty.unwrap()), "[6 x i8]");
            assert_eq!(k.arena[e.operands].len(), 3);
        }
        v => panic!("{v:?}"),
    }
    // Inline asm callees.
    let calls = insts_with(&k, Opcode::Call);
    let asm = calls
        .iter()
        .find_map(|c| match val(&k, c.call_site().unwrap().callee) {
            ValueKind::InlineAsm(a) => Some(*a),
            _ => None,
        })
        .unwrap();
    assert!(asm.sideeffect);
    assert_eq!(asm.asm.value(k.text), "membar.gl;");
    assert_eq!(asm.constraints.value(k.text), "~{memory}");
    match val(&k, inst(&k, "lane").call_site().unwrap().callee) {
        ValueKind::InlineAsm(a) => {
            assert!(!a.sideeffect);
            assert_eq!(a.constraints.value(k.text), "=r");
        }
        v => panic!("{v:?}"),
    }

    // Annotations and NVVM IR version.
    let ann = m.named_metadata("nvvm.annotations").unwrap();
    let ops = &ann.arena[ann.node.operands];
    assert_eq!(
        ops.iter().map(|o| o.kind).collect::<Vec<_>>(),
        vec![MdKind::Ref(0), MdKind::Ref(1), MdKind::Ref(2)]
    );
    let n0 = md_node(&m, 0);
    let o = generic_ops(&n0);
    match o[0].kind {
        MdKind::Value(tv) => {
            assert_eq!(
                show(&n0, tv.ty),
                "void (float addrspace(1)*, float addrspace(1)*, %struct.S*, i32)*"
            );
            assert_eq!(global_name(&n0, tv.value), "kernel");
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(md_str(&n0, &o[1]), "kernel");
    assert_eq!(md_int(&n0, &o[2]), 1);
    let ver = m.named_metadata("nvvmir.version").unwrap();
    let MdKind::Ref(v) = ver.arena[ver.node.operands][0].kind else {
        panic!()
    };
    let vn = md_node(&m, v);
    let nums: Vec<i128> = generic_ops(&vn).iter().map(|o| md_int(&vn, o)).collect();
    assert_eq!(nums, vec![2, 0, 3, 2]);
}

fn byval_name(r: &ItemRef<'_, Function>, a: Attribute) -> Span {
    let _ = r;
    match a.kind {
        AttrKind::Keyword { name, .. } => name,
        _ => panic!(),
    }
}

#[test]
fn modern_kernel_module() {
    let m = good("modern_kernel.ll");
    let k = func(&m, "kern");
    assert_eq!(k.node.cconv, CallingConv::PtxKernel);
    assert!(k.node.cconv.is_ptx_kernel());
    assert_eq!(k.node.preemption, Preemption::DsoLocal);
    assert_eq!(k.node.unnamed_addr, UnnamedAddr::Local);
    assert_eq!(attachment_kinds(&k, k.node.metadata), vec!["dbg"]);
    let params = &k.arena[k.node.params];
    assert_eq!(
        attr_names(&k, params[0].attrs),
        vec!["noalias", "nocapture", "noundef", "readonly", "align"]
    );
    assert_eq!(find_attr(&k, params[0].attrs, "align").int_arg(), Some(4));
    assert_eq!(show(&k, params[0].ty), "ptr addrspace(1)");
    let byval = find_attr(&k, params[2].attrs, "byval");
    assert_eq!(show(&k, byval.type_arg().unwrap()), "%struct.Params");
    assert!(
        matches!(ty(&k, byval.type_arg().unwrap()), Type::Named(n) if n.is(k.text, "struct.Params"))
    );
    assert_eq!(find_attr(&k, params[2].attrs, "align").int_arg(), Some(8));

    // Attribute group #0 resolved through the module.
    let attrs = m.fn_attrs(k);
    let mem = attrs
        .iter()
        .find(|a| a.node.is_keyword(a.text, "memory"))
        .unwrap();
    assert_eq!(mem.node.paren_arg(mem.text), Some("argmem: readwrite"));
    let maxntid = attrs
        .iter()
        .find(|a| a.node.is_str(a.text, "nvvm.maxntid"))
        .unwrap();
    assert_eq!(
        maxntid.node.str_value(maxntid.text).as_deref(),
        Some("128,1,1")
    );
    let uw = attrs
        .iter()
        .find(|a| a.node.is_keyword(a.text, "uwtable"))
        .unwrap();
    assert_eq!(uw.node.paren_arg(uw.text), Some("sync"));
    let g1 = m.attr_group(1).unwrap();
    assert!(g1.arena[g1.node.attrs]
        .iter()
        .any(|a| a.is_keyword(g1.text, "nocallback")));

    let tid = inst(&k, "tid");
    let cs = tid.call_site().unwrap();
    assert_eq!(cs.tail, TailKind::Tail);
    assert_eq!(attr_names(&k, cs.ret_attrs), vec!["noundef", "range"]);
    assert_eq!(
        find_attr(&k, cs.ret_attrs, "range").paren_arg(k.text),
        Some("i32 0, 1024")
    );
    assert!(inst(&k, "ext").flags.contains(InstFlags::NNEG));
    let p = inst(&k, "p");
    assert!(p.flags.contains(InstFlags::INBOUNDS.union(InstFlags::NUW)));
    match &p.kind {
        InstKind::GetElementPtr {
            source_ty, indices, ..
        } => {
            assert_eq!(show(&k, *source_ty), "float");
            assert_eq!(indices.len(), 1);
        }
        i => panic!("{i:?}"),
    }
    assert_eq!(attachment_kinds(&k, inst(&k, "v").metadata), vec!["tbaa"]);

    // Debug record between %v and %sp.
    let b = body(&k);
    assert_eq!(b.debug_records.len(), 1);
    let rec = b.debug_records[0];
    assert_eq!(k.src(rec.kind), "dbg_value");
    assert!(b.insts[rec.before_inst as usize]
        .result
        .unwrap()
        .is(k.text, "sp"));

    // Atomics and scopes.
    let fence = insts_with(&k, Opcode::Fence)[0];
    match fence.kind {
        InstKind::Fence(a) => {
            assert_eq!(a.ordering, AtomicOrdering::AcqRel);
            assert!(matches!(a.scope, SyncScope::Named(s) if s.raw(k.text) == "block"));
        }
        ref i => panic!("{i:?}"),
    }
    match &inst(&k, "old").kind {
        InstKind::AtomicRmw {
            op,
            scope,
            ordering,
            align,
            ..
        } => {
            assert_eq!(*op, RmwOp::FAdd);
            assert!(matches!(scope, SyncScope::Named(s) if s.raw(k.text) == "device"));
            assert_eq!(*ordering, AtomicOrdering::Monotonic);
            assert_eq!(*align, Some(4));
        }
        i => panic!("{i:?}"),
    }
    match &inst(&k, "al").kind {
        InstKind::Load {
            atomic: Some(a), ..
        } => {
            assert_eq!(a.ordering, AtomicOrdering::Acquire);
            assert!(matches!(a.scope, SyncScope::Named(s) if s.raw(k.text) == "block"));
        }
        i => panic!("{i:?}"),
    }
    let st = insts_with(&k, Opcode::Store);
    assert!(matches!(
        st[1].kind,
        InstKind::Store {
            atomic: Some(Atomic {
                ordering: AtomicOrdering::Release,
                scope: SyncScope::System
            }),
            ..
        }
    ));
    let pair = inst(&k, "pair");
    assert!(pair.flags.contains(InstFlags::WEAK) && pair.is_volatile());
    match &pair.kind {
        InstKind::CmpXchg {
            scope,
            success,
            failure,
            ..
        } => {
            assert!(matches!(scope, SyncScope::Named(s) if s.raw(k.text) == "cluster"));
            assert_eq!(
                (*success, *failure),
                (AtomicOrdering::AcqRel, AtomicOrdering::Monotonic)
            );
        }
        i => panic!("{i:?}"),
    }
    assert!(inst(&k, "or").flags.contains(InstFlags::DISJOINT));
    match &inst(&k, "vec").kind {
        InstKind::Binary { lhs, rhs } => {
            assert!(
                matches!(val(&k, lhs.value), ValueKind::Splat(tv) if k.arena.const_int(tv.value) == Some(1))
            );
            assert!(matches!(val(&k, *rhs), ValueKind::Vector(l) if l.len() == 4));
        }
        i => panic!("{i:?}"),
    }
    let br = insts_with(&k, Opcode::Br)[0];
    assert!(matches!(br.kind, InstKind::CondBr { .. }));
    assert_eq!(attachment_kinds(&k, br.metadata), vec!["llvm.loop"]);
    match &inst(&k, "h").kind {
        InstKind::Binary { lhs, .. } => {
            assert_eq!(val(&k, lhs.value), &ValueKind::Float(FloatLit::HexHalf))
        }
        i => panic!("{i:?}"),
    }
    match &inst(&k, "bf").kind {
        InstKind::Binary { lhs, .. } => {
            assert_eq!(val(&k, lhs.value), &ValueKind::Float(FloatLit::HexBFloat))
        }
        i => panic!("{i:?}"),
    }
    match &inst(&k, "r").kind {
        InstKind::Phi { incoming, .. } => {
            let inc = &k.arena[*incoming];
            assert_eq!(inc.len(), 2);
            assert!(inc[1].block.is(k.text, "then"));
        }
        i => panic!("{i:?}"),
    }
    let labels: Vec<String> = b
        .blocks
        .iter()
        .map(|b| {
            b.label
                .map(|l| l.text(k.text).into_owned())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(labels, vec!["entry", "then", "done"]);

    // Globals and metadata.
    let cm = global(&m, "cmem");
    assert!(cm.node.externally_initialized && cm.node.is_constant);
    assert_eq!(cm.node.addrspace, 4);
    let sp = md_node(&m, 10);
    assert!(sp.node.distinct);
    assert_eq!(specialized(&sp).0, "DISubprogram");
    assert_eq!(field(&sp, "name"), "\"kern\"");
    assert_eq!(
        field(&sp, "flags"),
        "DIFlagPrototyped | DIFlagAllCallsDescribed"
    );
    assert_eq!(field(&sp, "unit"), "!0");
    let a4 = md_node(&m, 4);
    let o = generic_ops(&a4);
    assert!(matches!(o[0].kind, MdKind::Value(tv) if global_name(&a4, tv.value) == "kern"));
    assert_eq!(md_str(&a4, &o[1]), "kernel");
}

#[test]
fn modern_llvm21_syntax() {
    let m = good("modern_llvm21.ll");
    let k = func(&m, "add_kernel");
    assert!(k.node.cconv.is_ptx_kernel());
    let params = &k.arena[k.node.params];
    assert!(params.iter().all(|p| p.name.is_some()));
    assert_eq!(params[0].name.unwrap().number(k.text), Some(0));
    assert_eq!(
        find_attr(&k, params[0].attrs, "captures").paren_arg(k.text),
        Some("none")
    );
    assert_eq!(
        find_attr(&k, params[1].attrs, "initializes").paren_arg(k.text),
        Some("(0, 4)")
    );
    assert!(inst(&k, "7").flags.contains(InstFlags::SAMESIGN));
    assert!(inst(&k, "8")
        .flags
        .contains(InstFlags::NUW.union(InstFlags::NSW)));
    assert!(inst(&k, "9").flags.contains(InstFlags::NNEG));
    match &inst(&k, "10").kind {
        InstKind::Binary { rhs, .. } => {
            assert_eq!(val(&k, *rhs), &ValueKind::Float(FloatLit::HexBits))
        }
        i => panic!("{i:?}"),
    }
    let g = inst(&k, "11");
    assert!(g.flags.contains(InstFlags::NUSW) && !g.flags.contains(InstFlags::INBOUNDS));
    let asm = inst(&k, "13").call_site().unwrap();
    match val(&k, asm.callee) {
        ValueKind::InlineAsm(a) => {
            assert!(a.sideeffect);
            assert_eq!(a.constraints.value(k.text), "=r,=r,l,b");
            assert!(a.asm.value(k.text).contains("ld.global.v2.b32"));
        }
        v => panic!("{v:?}"),
    }
    assert_eq!(show(&k, asm.ty), "{ i32, i32 }");
    assert!(body(&k).blocks[0].label.is_none());
    let smem = global(&m, "global_smem");
    assert_eq!(smem.node.linkage, Linkage::External);
    assert_eq!(smem.node.init_kind(smem.arena), InitKind::None);
    assert_eq!((smem.node.addrspace, smem.node.align), (3, Some(16)));
    let vp = global(&m, "vptr");
    match val(&vp, vp.node.init.unwrap()) {
        ValueKind::ConstExpr(e) => assert!(e
            .flags
            .contains(InstFlags::INRANGE.union(InstFlags::INBOUNDS))),
        v => panic!("{v:?}"),
    }
    let attrs = m.fn_attrs(k);
    assert!(attrs.iter().any(|a| a.node.is_str(a.text, "nvvm.reqntid")));
}

#[test]
fn every_instruction() {
    let m = good("instructions.ll");
    let f = func(&m, "all_ops");
    let ops: std::collections::HashSet<Opcode> = body(&f).insts.iter().map(|i| i.opcode).collect();
    use Opcode::*;
    for op in [
        Add,
        Sub,
        Mul,
        UDiv,
        SDiv,
        URem,
        SRem,
        Shl,
        LShr,
        AShr,
        And,
        Or,
        Xor,
        FAdd,
        FSub,
        FMul,
        FDiv,
        FRem,
        FNeg,
        Trunc,
        ZExt,
        SExt,
        FPTrunc,
        FPExt,
        FPToUI,
        FPToSI,
        UIToFP,
        SIToFP,
        PtrToInt,
        IntToPtr,
        BitCast,
        AddrSpaceCast,
        ICmp,
        FCmp,
        Select,
        Alloca,
        Load,
        Store,
        GetElementPtr,
        ExtractElement,
        InsertElement,
        ShuffleVector,
        ExtractValue,
        InsertValue,
        VAArg,
        Freeze,
        Fence,
        AtomicRmw,
        CmpXchg,
        Call,
        Ret,
        Switch,
        Phi,
        Br,
        Unreachable,
    ] {
        assert!(ops.contains(&op), "missing {op:?}");
    }
    assert!(body(&f).insts.iter().all(|i| i.kind != InstKind::Error));
    assert!(inst(&f, "add")
        .flags
        .contains(InstFlags::NUW.union(InstFlags::NSW)));
    assert!(inst(&f, "udiv").flags.contains(InstFlags::EXACT));
    assert!(inst(&f, "fadd")
        .fmf
        .contains(FastMath::NNAN.union_fm(FastMath::NINF)));
    assert_eq!(inst(&f, "fdiv").fmf, FastMath::FAST);
    assert!(inst(&f, "fmul").fmf.contains(FastMath::REASSOC));
    assert!(matches!(
        inst(&f, "icmp").kind,
        InstKind::Cmp {
            predicate: Predicate::Ule,
            ..
        }
    ));
    let fc = inst(&f, "fcmp");
    assert!(matches!(
        fc.kind,
        InstKind::Cmp {
            predicate: Predicate::FUlt,
            ..
        }
    ));
    assert!(fc.fmf.contains(FastMath::NNAN));
    match &inst(&f, "al2").kind {
        InstKind::Alloca {
            ty: t,
            count,
            align,
            addrspace,
        } => {
            assert_eq!(show(&f, *t), "i32");
            assert!(count.is_some());
            assert_eq!((*align, *addrspace), (Some(4), 5));
        }
        i => panic!("{i:?}"),
    }
    match &inst(&f, "al").kind {
        InstKind::Alloca {
            count,
            align,
            addrspace,
            ..
        } => {
            assert!(count.is_none());
            assert_eq!((*align, *addrspace), (Some(16), 0));
        }
        i => panic!("{i:?}"),
    }
    let ld = inst(&f, "ld");
    assert!(ld.is_volatile());
    assert_eq!(attachment_kinds(&f, ld.metadata), vec!["nontemporal"]);
    match &inst(&f, "ev").kind {
        InstKind::ExtractValue { indices, .. } => assert_eq!(&f.arena[*indices], &[1]),
        i => panic!("{i:?}"),
    }
    match &inst(&f, "rmw").kind {
        InstKind::AtomicRmw {
            op: RmwOp::Xchg,
            ordering: AtomicOrdering::AcqRel,
            ..
        } => {
            assert!(inst(&f, "rmw").is_volatile())
        }
        i => panic!("{i:?}"),
    }
    let call = inst(&f, "call");
    let cs = call.call_site().unwrap();
    assert_eq!(cs.cconv, CallingConv::Fast);
    let args = &f.arena[cs.args];
    assert!(f.arena[args[0].attrs][0].is_keyword(f.text, "signext"));
    assert_eq!(
        find_attr(&f, args[1].attrs, "dereferenceable").int_arg(),
        Some(8)
    );
    assert!(matches!(
        f.arena[cs.fn_attrs][0].kind,
        AttrKind::GroupRef(0)
    ));
    assert_eq!(attachment_kinds(&f, call.metadata), vec!["dbg"]);
    assert_eq!(inst(&f, "tc").call_site().unwrap().tail, TailKind::Tail);
    let fw = func(&m, "forward");
    assert_eq!(
        inst(&fw, "mc").call_site().unwrap().tail,
        TailKind::MustTail
    );
    let nt = inst(&f, "nt").call_site().unwrap();
    assert_eq!(nt.tail, TailKind::NoTail);
    let bundles = &f.arena[nt.bundles];
    assert_eq!(bundles.len(), 2);
    assert_eq!(bundles[0].tag.value(f.text), "deopt");
    assert_eq!(bundles[0].args.len(), 2);
    let cc = inst(&f, "ccc").call_site().unwrap();
    assert_eq!(cc.cconv, CallingConv::Numbered(71));
    assert!(cc.cconv.is_ptx_kernel());
    assert!(matches!(
        ty(&f, inst(&f, "vcall").call_site().unwrap().ty),
        Type::Function { varargs: true, .. }
    ));
    assert!(
        matches!(val(&f, inst(&f, "ind").call_site().unwrap().callee), ValueKind::Local(n) if n.is(f.text, "p"))
    );
    match &insts_with(&f, Opcode::Switch)[0].kind {
        InstKind::Switch { default, cases, .. } => {
            assert!(default.is(f.text, "exit"));
            assert_eq!(cases.len(), 2);
        }
        i => panic!("{i:?}"),
    }
    assert_eq!(body(&f).blocks.len(), 4);
}

trait FmUnion {
    fn union_fm(self, o: FastMath) -> FastMath;
}
impl FmUnion for FastMath {
    fn union_fm(self, o: FastMath) -> FastMath {
        FastMath(self.0 | o.0)
    }
}

#[test]
fn exception_handling_and_control_flow() {
    let m = good("eh_control.ll");
    let eh = func(&m, "eh");
    assert!(eh.node.personality.is_some());
    match &insts_with(&eh, Opcode::Invoke)[0].kind {
        InstKind::Invoke {
            normal,
            unwind,
            call,
        } => {
            assert!(normal.is(eh.text, "cont") && unwind.is(eh.text, "lpad"));
            assert_eq!(global_name(&eh, call.callee), "may_throw");
        }
        i => panic!("{i:?}"),
    }
    let lp = inst(&eh, "lp");
    assert!(lp.flags.contains(InstFlags::CLEANUP));
    match &lp.kind {
        InstKind::LandingPad { clauses, .. } => {
            let c = &eh.arena[*clauses];
            assert_eq!(
                c.iter().map(|c| c.kind).collect::<Vec<_>>(),
                vec![ClauseKind::Catch, ClauseKind::Filter]
            );
        }
        i => panic!("{i:?}"),
    }
    assert_eq!(insts_with(&eh, Opcode::Resume).len(), 1);

    let fl = func(&m, "funclets");
    match &inst(&fl, "cs").kind {
        InstKind::CatchSwitch {
            handlers,
            unwind,
            parent,
        } => {
            assert_eq!(handlers.len(), 1);
            assert!(unwind.is_none());
            assert_eq!(val(&fl, *parent), &ValueKind::NoneToken);
        }
        i => panic!("{i:?}"),
    }
    assert!(matches!(&inst(&fl, "cp").kind, InstKind::CatchPad { args, .. } if args.len() == 3));
    assert!(matches!(&inst(&fl, "cl").kind, InstKind::CleanupPad { args, .. } if args.is_empty()));
    assert!(matches!(
        insts_with(&fl, Opcode::CatchRet)[0].kind,
        InstKind::CatchRet { .. }
    ));
    assert!(matches!(
        insts_with(&fl, Opcode::CleanupRet)[0].kind,
        InstKind::CleanupRet { unwind: None, .. }
    ));

    let j = func(&m, "jumps");
    assert!(
        matches!(&insts_with(&j, Opcode::IndirectBr)[0].kind, InstKind::IndirectBr { dests, .. } if dests.len() == 2)
    );
    match &insts_with(&j, Opcode::CallBr)[0].kind {
        InstKind::CallBr {
            default,
            indirect,
            call,
        } => {
            assert!(default.is(j.text, "b"));
            assert_eq!(indirect.len(), 1);
            assert!(
                matches!(val(&j, call.callee), ValueKind::InlineAsm(a) if a.constraints.value(j.text) == "r,!i")
            );
        }
        i => panic!("{i:?}"),
    }
    let t = global(&m, "targets");
    match val(&t, t.node.init.unwrap()) {
        ValueKind::Array(l) => {
            let tv = t.arena[*l][1];
            assert!(
                matches!(val(&t, tv.value), ValueKind::BlockAddress { func, block } if func.is(t.text, "jumps") && block.is(t.text, "b"))
            );
        }
        v => panic!("{v:?}"),
    }
}

#[test]
fn every_constant_kind() {
    let m = good("constants.ll");
    let init = |name: &str| {
        let g = global(&m, name);
        (g, g.node.init.unwrap())
    };
    let (g, v) = init("i1");
    assert_eq!(val(&g, v), &ValueKind::Bool(true));
    let (g, v) = init("i8");
    assert_eq!(g.arena.const_int(v), Some(-128));
    let (g, v) = init("i64");
    assert_eq!(g.arena.const_int(v), Some(i64::MAX as i128));
    let (g, v) = init("i128");
    assert_eq!(g.arena.const_int(v), Some(i128::MAX));
    let (g, v) = init("hexint");
    assert_eq!(g.arena.const_int(v), Some(255));
    for (name, lit) in [
        ("f", FloatLit::Decimal),
        ("d", FloatLit::HexDouble),
        ("h", FloatLit::HexHalf),
        ("bf", FloatLit::HexBFloat),
        ("fp80", FloatLit::HexX86Fp80),
        ("fp128", FloatLit::HexFp128),
        ("ppc", FloatLit::HexPpcFp128),
        ("neg", FloatLit::Decimal),
    ] {
        let (g, v) = init(name);
        assert_eq!(val(&g, v), &ValueKind::Float(lit), "@{name}");
    }
    let (g, v) = init("neg");
    assert_eq!(g.src(g.arena[v].span), "-2.500000e-03");
    assert_eq!(
        global(&m, "undef")
            .node
            .init_kind(global(&m, "undef").arena),
        InitKind::Undef
    );
    assert_eq!(
        global(&m, "poison")
            .node
            .init_kind(global(&m, "poison").arena),
        InitKind::Poison
    );
    assert_eq!(
        global(&m, "zero").node.init_kind(global(&m, "zero").arena),
        InitKind::ZeroInitializer
    );
    let (g, v) = init("str");
    match val(&g, v) {
        ValueKind::CString(s) => assert_eq!(unescape_bytes(s.raw(g.text)), b"a\"b\n\0\xff"),
        v => panic!("{v:?}"),
    }
    let (g, v) = init("arr");
    assert!(matches!(val(&g, v), ValueKind::Array(l) if l.len() == 3));
    let (g, v) = init("empty");
    assert!(matches!(val(&g, v), ValueKind::Array(l) if l.is_empty()));
    let (g, v) = init("vec");
    assert!(matches!(val(&g, v), ValueKind::Vector(l) if l.len() == 4));
    let (g, v) = init("splat");
    assert!(matches!(val(&g, v), ValueKind::Splat(tv) if g.arena.const_int(tv.value) == Some(7)));
    let (g, v) = init("struct");
    match val(&g, v) {
        ValueKind::Struct {
            fields,
            packed: false,
        } => {
            let f = &g.arena[*fields];
            assert_eq!(f.len(), 4);
            assert!(matches!(val(&g, f[1].value), ValueKind::Array(l) if l.len() == 2));
            assert_eq!(global_name(&g, f[3].value), "i8");
        }
        v => panic!("{v:?}"),
    }
    let (g, v) = init("packed");
    assert!(matches!(val(&g, v), ValueKind::Struct { packed: true, .. }));
    let (g, v) = init("gepnuw");
    assert!(
        matches!(val(&g, v), ValueKind::ConstExpr(e) if e.flags.contains(InstFlags::INBOUNDS.union(InstFlags::NUW)))
    );
    // addrspacecast (gep (inttoptr (add (ptrtoint @arr, 8)), 4))
    let (g, v) = init("nested");
    let mut chain = Vec::new();
    let mut cur = v;
    while let ValueKind::ConstExpr(e) = val(&g, cur) {
        chain.push(e.opcode);
        cur = g.arena[e.operands][0].value;
    }
    assert_eq!(
        chain,
        vec![
            Opcode::AddrSpaceCast,
            Opcode::GetElementPtr,
            Opcode::IntToPtr,
            Opcode::Add,
            Opcode::PtrToInt
        ]
    );
    assert_eq!(global_name(&g, cur), "arr");
    let (g, v) = init("dle");
    assert!(matches!(val(&g, v), ValueKind::DsoLocalEquivalent(n) if n.is(g.text, "fn")));
    let (g, v) = init("nocfi");
    assert!(matches!(val(&g, v), ValueKind::NoCfi(n) if n.is(g.text, "fn")));
    let (g, v) = init("ba");
    assert!(matches!(val(&g, v), ValueKind::BlockAddress { block, .. } if block.is(g.text, "bb")));
}

#[test]
fn global_forms() {
    let m = good("globals.ll");
    let ext = global(&m, "ext");
    assert_eq!((ext.node.linkage, ext.node.init), (Linkage::External, None));
    assert_eq!(global(&m, "extw").node.linkage, Linkage::ExternWeak);
    let i = global(&m, "intern");
    assert_eq!(i.node.section.unwrap().value(i.text), ".nv.shared");
    assert_eq!(i.node.align, Some(8));
    let lo = global(&m, "lo");
    assert_eq!(lo.node.linkage, Linkage::LinkOnceOdr);
    assert!(lo.node.comdat.unwrap().name.unwrap().is(lo.text, "cd"));
    let w = global(&m, "weak");
    assert_eq!(
        (w.node.linkage, w.node.visibility),
        (Linkage::Weak, Visibility::Hidden)
    );
    let bare = w.node.comdat.expect("a bare comdat");
    assert_eq!(bare.name, None);
    assert_eq!(bare.keyword.text(w.text), "comdat");
    assert_eq!(global(&m, "common").node.visibility, Visibility::Protected);
    assert_eq!(global(&m, "app").node.linkage, Linkage::Appending);
    assert_eq!(
        global(&m, "avail").node.linkage,
        Linkage::AvailableExternally
    );
    assert_eq!(
        global(&m, "tls").node.thread_local,
        Some(TlsModel::LocalExec)
    );
    assert_eq!(
        global(&m, "tls2").node.thread_local,
        Some(TlsModel::GeneralDynamic)
    );
    assert_eq!(global(&m, "dll").node.dll_storage, DllStorage::Export);
    assert_eq!(global(&m, "ua").node.unnamed_addr, UnnamedAddr::Global);
    assert_eq!(global(&m, "lua").node.unnamed_addr, UnnamedAddr::Local);
    assert_eq!(global(&m, "as3").node.addrspace, 3);
    assert!(global(&m, "as1").node.externally_initialized);
    let p = global(&m, "part");
    assert_eq!(p.node.partition.unwrap().value(p.text), "p1");
    let c = global(&m, "cm");
    assert_eq!(c.node.code_model.unwrap().value(c.text), "small");
    let md = global(&m, "md");
    assert_eq!(
        attachment_kinds(&md, md.node.metadata),
        vec!["dbg", "nvvm.extra"]
    );
    let a = global(&m, "attrs");
    assert!(matches!(
        a.arena[a.node.attrs][0].kind,
        AttrKind::GroupRef(0)
    ));
    assert!(global(&m, "quoted.name-1").node.name.quoted());
    assert_eq!(
        global(&m, "0").node.name.number(global(&m, "0").text),
        Some(0)
    );

    let aliases: Vec<_> = m.aliases().collect();
    assert_eq!(aliases.len(), 3);
    assert!(!aliases[0].node.is_ifunc);
    assert_eq!(
        global_name(&aliases[0], aliases[0].node.target.value),
        "intern"
    );
    assert_eq!(aliases[1].node.linkage, Linkage::Internal);
    assert!(aliases[2].node.is_ifunc);

    let comdats: Vec<_> = m
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, it)| match &it.data {
            ItemData::Comdat(c) => Some((m.item_text(i), *c)),
            _ => None,
        })
        .collect();
    assert_eq!(comdats.len(), 3);
    assert_eq!(comdats[0].1.selection.text(comdats[0].0), "any");
    assert!(comdats[2].1.name.quoted() && comdats[2].1.name.is(comdats[2].0, "quoted comdat"));

    let f = func(&m, "fn");
    assert_eq!(f.node.section.unwrap().value(f.text), ".text.fn");
    assert_eq!(f.node.align, Some(16));
    assert!(f.node.comdat.unwrap().name.unwrap().is(f.text, "cd"));
    assert!(m
        .items
        .iter()
        .any(|it| matches!(it.data, ItemData::ModuleAsm(_))));
}

#[test]
fn every_type() {
    let m = good("types_modern.ll");
    let t = |name: &str| {
        let g = global(&m, name);
        show(&g, g.node.ty)
    };
    assert_eq!(t("iN"), "i1");
    assert_eq!(t("odd"), "i17");
    assert_eq!(t("wide"), "i8388607");
    for (g, s) in [
        ("h", "half"),
        ("b", "bfloat"),
        ("f", "float"),
        ("d", "double"),
        ("q", "fp128"),
        ("x", "x86_fp80"),
        ("p", "ppc_fp128"),
        ("ptr", "ptr"),
        ("ptr3", "ptr addrspace(3)"),
        ("arr", "[2 x [3 x i8]]"),
        ("vec", "<8 x half>"),
        ("svec", "<vscale x 4 x i32>"),
        ("st", "{ i32, ptr }"),
        ("pst", "<{ i32, i8 }>"),
        ("qt", "%\"quoted type\""),
        ("num", "%0"),
        ("tgt", "target(\"spirv.Image\", void, 1, 0)"),
    ] {
        assert_eq!(t(g), s, "@{g}");
    }
    assert!(m.named_type("quoted type").is_some());
    assert!(m.named_type("0").is_some());
    let n = m.named_type("nest").unwrap();
    assert_eq!(
        show(&n, n.node.ty),
        "{ [2 x <4 x float>], { i1, i7 }, %named }"
    );
    let f = func(&m, "labels");
    match &inst(&f, "fp").kind {
        InstKind::Load { ty: t, .. } => assert_eq!(show(&f, *t), "i32 (i32, ...)*"),
        i => panic!("{i:?}"),
    }
    let d = func(&m, "fnty");
    assert!(d.node.varargs && !d.node.is_definition);
    let tk = func(&m, "takes");
    assert_eq!(ty(&tk, tk.arena[tk.node.params][0].ty), &Type::Token);
    let amx = func(&m, "amx");
    assert_eq!(ty(&amx, amx.node.ret_ty), &Type::X86Amx);

    let m = good("types_typed.ll");
    let a = m.named_type("struct.A").unwrap();
    assert_eq!(
        show(&a, a.node.ty),
        "{ i32*, float addrspace(1)*, void (i32)*, i8* (i8*, ...)* }"
    );
    let g = |name: &str| {
        let g = global(&m, name);
        show(&g, g.node.ty)
    };
    assert_eq!(g("pp"), "i8**");
    assert_eq!(g("fpp"), "i32 (i32, ...)**");
    assert_eq!(g("vp"), "<4 x float> addrspace(3)*");
    assert_eq!(g("ap"), "[4 x i8] addrspace(4)*");
    let ap = global(&m, "ap");
    assert_eq!(ap.arena.addrspace_of(ap.node.ty), Some(4));
    let k = func(&m, "k");
    let ps = &k.arena[k.node.params];
    assert!(
        matches!(ty(&k, ps[2].ty), Type::TypedPtr { pointee, addrspace: 0 } if matches!(ty(&k, *pointee), Type::Function { .. }))
    );
}

#[test]
fn metadata_forms() {
    let m = good("metadata.ll");
    let f = func(&m, "f");
    assert_eq!(
        attachment_kinds(&f, f.node.metadata),
        vec!["dbg", "nvvm.kernel"]
    );
    let b = body(&f);
    let kinds: Vec<&str> = b.debug_records.iter().map(|r| f.src(r.kind)).collect();
    assert_eq!(kinds, vec!["dbg_value", "dbg_declare"]);
    assert_eq!(
        attachment_kinds(&f, inst(&f, "y").metadata),
        vec!["dbg", "annotation"]
    );
    let ret = insts_with(&f, Opcode::Ret)[0];
    let att = f.arena[ret.metadata][0];
    match att.node.kind {
        MdKind::Node(id) => {
            assert!(
                matches!(&f.arena[id].kind, MdNodeKind::Specialized { name, .. } if f.src(*name) == "DILocation")
            )
        }
        k => panic!("{k:?}"),
    }
    for name in [
        "llvm.dbg.cu",
        "llvm.module.flags",
        "llvm.ident",
        "nvvm.annotations",
        "empty",
    ] {
        assert!(m.named_metadata(name).is_some(), "!{name}");
    }
    assert!(m.named_metadata("empty").unwrap().node.operands.is_empty());
    assert!(m.named_metadata("escaped\\2Ename").is_some());
    let n16 = md_node(&m, 16);
    let o = generic_ops(&n16);
    assert_eq!(o.len(), 5);
    assert_eq!(md_str(&n16, &o[3]), "minctasm");
    assert_eq!(md_int(&n16, &o[4]), 2);
    let n17 = md_node(&m, 17);
    let o = generic_ops(&n17);
    assert!(
        matches!(o[0].kind, MdKind::Node(id) if matches!(n17.arena[id].kind, MdNodeKind::Generic(_)))
    );
    assert!(
        matches!(o[1].kind, MdKind::Node(id) if matches!(n17.arena[id].kind, MdNodeKind::Specialized { .. }))
    );
    assert_eq!(o[2].kind, MdKind::Null);
    let n18 = md_node(&m, 18);
    assert_eq!(md_int(&n18, &generic_ops(&n18)[0]), -1);
    let file = md_node(&m, 1);
    assert_eq!(specialized(&file).0, "DIFile");
    assert_eq!(field(&file, "checksumkind"), "CSK_MD5");
    let dt = md_node(&m, 19);
    assert_eq!(field(&dt, "tag"), "DW_TAG_pointer_type");
    assert_eq!(field(&dt, "dwarfAddressSpace"), "1");
    let loop_md = md_node(&m, 11);
    assert!(loop_md.node.distinct);
    assert_eq!(generic_ops(&loop_md)[0].kind, MdKind::Ref(11));

    let m = good("debug_intrinsics.ll");
    let g = func(&m, "g");
    let calls = insts_with(&g, Opcode::Call);
    assert_eq!(calls.len(), 3);
    let args = &g.arena[calls[0].call_site().unwrap().args];
    assert_eq!(ty(&g, args[0].ty), &Type::Metadata);
    assert!(matches!(
        val(&g, args[0].value),
        ValueKind::Metadata(MdOperand {
            kind: MdKind::Value(_),
            ..
        })
    ));
    assert!(matches!(
        val(&g, args[1].value),
        ValueKind::Metadata(MdOperand {
            kind: MdKind::Ref(7),
            ..
        })
    ));
    assert!(matches!(
        val(&g, args[2].value),
        ValueKind::Metadata(MdOperand {
            kind: MdKind::Node(_),
            ..
        })
    ));
    let args = &g.arena[calls[2].call_site().unwrap().args];
    match val(&g, args[0].value) {
        ValueKind::Metadata(MdOperand {
            kind: MdKind::Node(id),
            ..
        }) => match &g.arena[*id].kind {
            MdNodeKind::Specialized { name, fields } => {
                assert_eq!(g.src(*name), "DIArgList");
                assert_eq!(fields.len(), 2);
            }
            k => panic!("{k:?}"),
        },
        v => panic!("{v:?}"),
    }
}

#[test]
fn attribute_forms() {
    let m = good("attributes.ll");
    let d = func(&m, "ret_attrs");
    assert_eq!(
        attr_names(&d, d.node.ret_attrs),
        vec!["noalias", "nonnull", "align", "dereferenceable"]
    );
    assert_eq!(find_attr(&d, d.node.ret_attrs, "align").int_arg(), Some(16));
    assert_eq!(
        find_attr(&d, d.node.ret_attrs, "dereferenceable").int_arg(),
        Some(64)
    );
    let names: Vec<Vec<String>> = d.arena[d.node.params]
        .iter()
        .map(|p| attr_names(&d, p.attrs))
        .collect();
    assert_eq!(
        names,
        vec![
            vec!["zeroext"],
            vec!["signext"],
            vec!["inreg"],
            vec!["nest"]
        ]
    );

    let p = func(&m, "params");
    let ps = &p.arena[p.node.params];
    let named = |i: usize, a: &str| find_attr(&p, ps[i].attrs, a);
    assert_eq!(show(&p, named(0, "byval").type_arg().unwrap()), "%S");
    assert_eq!(show(&p, named(1, "sret").type_arg().unwrap()), "%S");
    assert_eq!(show(&p, named(2, "byref").type_arg().unwrap()), "%S");
    assert_eq!(
        named(5, "captures").paren_arg(p.text),
        Some("address, read_provenance")
    );
    assert_eq!(named(6, "dereferenceable_or_null").int_arg(), Some(16));
    let gc = named(8, "nvvm.grid_constant");
    assert!(gc.is_str(p.text, "nvvm.grid_constant"));
    assert!(matches!(gc.kind, AttrKind::Str { value: None, .. }));
    assert_eq!(named(9, "range").paren_arg(p.text), Some("i32 0, 10"));
    assert_eq!(named(10, "nofpclass").paren_arg(p.text), Some("nan inf"));
    assert_eq!(
        show(&p, named(13, "preallocated").type_arg().unwrap()),
        "%S"
    );
    assert_eq!(named(14, "align").int_arg(), Some(8));
    assert_eq!(show(&p, named(15, "inalloca").type_arg().unwrap()), "%S");
    let asm_call = insts_with(&p, Opcode::Call)[1].call_site().unwrap();
    let et = find_attr(&p, p.arena[asm_call.args][0].attrs, "elementtype");
    assert_eq!(show(&p, et.type_arg().unwrap()), "i32");
    let r = inst(&p, "r").call_site().unwrap();
    let args = &p.arena[r.args];
    assert_eq!(p.arena.const_int(args[1].value), Some(-1));
    assert!(p.arena[args[3].attrs][0].is_keyword(p.text, "nest"));

    let g0 = m.attr_group(0).unwrap();
    let a0 = &g0.arena[g0.node.attrs];
    let get = |n: &str| *a0.iter().find(|a| a.name(g0.text) == n).unwrap();
    assert_eq!(
        get("allockind").paren_arg(g0.text),
        Some("\"alloc,uninitialized\"")
    );
    assert_eq!(get("allocsize").paren_arg(g0.text), Some("0"));
    assert_eq!(
        get("alloc-family").str_value(g0.text).as_deref(),
        Some("malloc")
    );
    let g1 = m.attr_group(1).unwrap();
    let a1 = &g1.arena[g1.node.attrs];
    let get1 = |n: &str| *a1.iter().find(|a| a.name(g1.text) == n).unwrap();
    assert_eq!(
        get1("memory").paren_arg(g1.text),
        Some("argmem: readwrite, inaccessiblemem: read")
    );
    assert_eq!(get1("vscale_range").paren_arg(g1.text), Some("1,16"));
    assert_eq!(
        get1("nvvm.cluster_dim").str_value(g1.text).as_deref(),
        Some("2,1,1")
    );
    assert!(a1.iter().any(|a| a.is_keyword(g1.text, "optnone")));
    let g3 = m.attr_group(3).unwrap();
    let a3 = &g3.arena[g3.node.attrs];
    let get3 = |n: &str| *a3.iter().find(|a| a.name(g3.text) == n).unwrap();
    assert_eq!(get3("alignstack").int_arg(), Some(16));
    assert!(matches!(
        get3("key").kind,
        AttrKind::Str { value: None, .. }
    ));
    assert_eq!(get3("key2").str_value(g3.text).as_deref(), Some(""));
    assert!(a3.iter().any(|a| a.is_keyword(g3.text, "naked")));

    let dev = func(&m, "dev");
    assert_eq!(dev.node.cconv, CallingConv::PtxDevice);
    assert_eq!(dev.node.unnamed_addr, UnnamedAddr::Global);
}

#[test]
fn summaries_are_skipped() {
    let m = good("summary.ll");
    let n = m
        .items
        .iter()
        .filter(|it| it.data == ItemData::Summary)
        .count();
    assert_eq!(n, 3);
    assert!(m.function("fn").is_some());
}

#[test]
fn implicit_blocks_and_slot_numbers() {
    let m = good("typed_unnamed_blocks.ll");
    let f = func(&m, "numbered");
    let b = body(&f);
    assert_eq!(b.blocks.len(), 3);
    assert!(b.blocks.iter().all(|b| b.label.is_none()));
    let numbers: Vec<Option<u32>> = b.blocks.iter().map(|b| b.number).collect();
    assert_eq!(numbers, vec![Some(2), Some(4), Some(7)]);
    let sizes: Vec<usize> = b.blocks.iter().map(|bb| b.block_insts(bb).len()).collect();
    assert_eq!(sizes, vec![2, 3, 2]);
    let e = func(&m, "explicit");
    let numbers: Vec<Option<u32>> = body(&e).blocks.iter().map(|b| b.number).collect();
    assert_eq!(numbers, vec![Some(0), Some(1)]);
    let mk = good("modern_kernel.ll");
    let k = func(&mk, "kern");
    assert!(body(&k).blocks.iter().all(|b| b.number.is_none()));
}

#[test]
fn spans_are_item_relative() {
    let m = good("typed_nvvm.ll");
    let k = func(&m, "kernel");
    // Absolute = offset + relative, and both read the same text.
    let name = k.node.name;
    assert_eq!(name.span.text(k.text), "kernel");
    let abs = k.abs(name.span);
    assert_eq!(abs.text(&m.text), "kernel");
    // Re-parsing the item text alone gives the identical item.
    let i = k.index;
    let (again, errs) = parse_item(m.item_text(i), m.items[i].kind);
    assert!(errs.is_empty());
    assert_eq!(again.data, m.items[i].data);
    assert_eq!(&again.arena, m.arena_of(i));
    // Prepending text to the module leaves every item's IR unchanged.
    let shifted = parse_module(&format!("; a new comment line\n\n{}", m.text));
    assert_eq!(shifted.items.len(), m.items.len());
    for (k, (a, b)) in shifted.items.iter().zip(&m.items).enumerate() {
        assert_eq!(a.data, b.data);
        assert_eq!(shifted.arena_of(k), m.arena_of(k));
        assert_eq!(a.offset, b.offset + 22);
    }
}

// ---------------------------------------------------------------------------
// malformed fixtures
// ---------------------------------------------------------------------------

/// Errors of a malformed fixture as `line:col: message`.
fn errors(name: &str) -> (Module, Vec<(u32, u32, String)>) {
    let m = load(&format!("malformed/{name}"));
    let ix = m.line_index();
    let e = m
        .errors
        .iter()
        .map(|e| {
            let lc = ix.line_col(&m.text, e.span.start);
            (lc.line, lc.col, e.message.clone())
        })
        .collect();
    (m, e)
}

fn assert_first_error(errs: &[(u32, u32, String)], line: u32, col: u32, needle: &str) {
    let (l, c, msg) = errs.first().expect("at least one error");
    assert_eq!((*l, *c), (line, col), "first error: {msg}");
    assert!(
        msg.contains(needle),
        "message {msg:?} should contain {needle:?}"
    );
}

#[test]
fn malformed_truncated_define() {
    let (m, e) = errors("truncated_define.ll");
    assert_first_error(&e, 5, 31, "expected alignment, found end of input");
    let after = func(&m, "after");
    assert_eq!(body(&after).insts.len(), 1);
    assert!(m.global("g_after").is_some());
    // The truncated function keeps what it could parse.
    let cut = func(&m, "cut");
    assert_eq!(body(&cut).insts[0].kind, InstKind::Error);
    assert_eq!(body(&cut).insts[0].opcode, Opcode::Load);
}

#[test]
fn malformed_missing_brace() {
    let (m, e) = errors("missing_brace.ll");
    assert_first_error(&e, 6, 11, "expected '}' at end of function body");
    assert_eq!(e.len(), 1);
    assert_eq!(body(&func(&m, "open")).insts.len(), 2);
    assert!(!func(&m, "decl_after").node.is_definition);
    assert!(func(&m, "after").node.is_definition);
}

#[test]
fn malformed_garbage_tokens() {
    let (m, e) = errors("garbage_tokens.ll");
    assert_first_error(&e, 3, 1, "expected a top-level entity");
    assert_eq!(e[1].0, 9);
    assert_eq!(e[1].1, 8);
    assert!(e[1]
        .2
        .contains("expected an instruction, found 'frobnicate'"));
    assert_eq!((e[2].0, e[2].1), (10, 20));
    assert!(e[2].2.contains("expected a value"));
    assert!(m.global("g").is_some());
    // Recovery inside the body: %a, %c (as an error), %d and ret remain.
    let f = func(&m, "body_garbage");
    let b = body(&f);
    assert_eq!(b.insts.len(), 4);
    assert_eq!(inst(&f, "c").kind, InstKind::Error);
    assert!(matches!(inst(&f, "d").kind, InstKind::Binary { .. }));
    assert!(func(&m, "after").node.is_definition);
}

#[test]
fn malformed_line_not_starting_with_an_opcode() {
    // A bad first token that itself starts the line used to stall recovery.
    let (m, e) = errors("not_an_opcode_line.ll");
    let at: Vec<(u32, u32)> = e.iter().map(|x| (x.0, x.1)).collect();
    assert_eq!(at, vec![(2, 1), (7, 3)]);
    assert!(e[0].2.contains("expected an instruction, found 'e'"));
    // The `ret` on the next line is kept in both functions.
    for f in ["k", "f"] {
        let f = func(&m, f);
        assert_eq!(body(&f).insts.len(), 1);
        assert_eq!(body(&f).insts[0].opcode, Opcode::Ret);
    }
}

#[test]
fn malformed_binary_junk() {
    let (m, e) = errors("binary_junk.ll");
    assert_first_error(
        &e,
        3,
        1,
        "expected a top-level entity, found invalid or non-ASCII character",
    );
    assert!(m.global("after_junk").is_some());
    assert!(m.function("f").is_some());
}

#[test]
fn malformed_deep_nesting() {
    let (m, e) = errors("deep_array_type.ll");
    assert_eq!(e.len(), 1);
    // `@deep = global ` is 15 columns; the 257th `[` starts at 15 + 256*5 + 1.
    assert_first_error(&e, 3, 1296, "nesting too deep");
    assert!(m.global("after_deep").is_some());

    let (m, e) = errors("deep_constexpr.ll");
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].0, 4);
    assert!(e[0].2.contains("nesting too deep"));
    assert!(m.global("after_deep").is_some());
    assert!(m.global("x").is_some());

    let (m, e) = errors("deep_metadata.ll");
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].0, 1);
    assert!(e[0].2.contains("nesting too deep"));
    assert!(m.metadata(1).is_some());
}

#[test]
fn malformed_huge_int_width() {
    let (m, e) = errors("huge_int_width.ll");
    assert_eq!(e.len(), 3);
    assert_first_error(
        &e,
        4,
        20,
        "integer type width must be between 1 and 8388607 bits",
    );
    assert_eq!((e[1].0, e[1].1), (5, 18));
    assert_eq!((e[2].0, e[2].1), (6, 16));
    let ok = global(&m, "max_ok");
    assert_eq!(ty(&ok, ok.node.ty), &Type::Int(8_388_607));
    assert!(m.global("after").is_some());
}

#[test]
fn malformed_invalid_utf8_in_string() {
    let (m, e) = errors("invalid_utf8_string.ll");
    assert_first_error(&e, 3, 26, "invalid UTF-8");
    assert_eq!(e.len(), 1);
    assert!(m.global("ok_after").is_some());
    // The global is still modelled.
    assert!(m.global("bad").is_some());
}

#[test]
fn malformed_unterminated_string() {
    let (m, e) = errors("unterminated_string.ll");
    assert_first_error(&e, 3, 24, "unterminated string literal");
    assert!(m.global("after").is_some());
}

#[test]
fn malformed_types_and_values() {
    let (m, e) = errors("bad_types_and_values.ll");
    let at: Vec<(u32, u32)> = e.iter().map(|x| (x.0, x.1)).collect();
    assert_eq!(
        at,
        vec![
            (3, 23),
            (4, 36),
            (5, 24),
            (8, 16),
            (8, 29),
            (9, 25),
            (11, 33)
        ]
    );
    assert!(e[0].2.contains("expected '}' at end of struct type"));
    assert!(e[2].2.contains("expected a type, found ')'"));
    assert!(m.global("after").is_some());
    assert!(m.named_metadata("llvm.ident").is_some());
}

#[test]
fn malformed_void_types_and_predicates() {
    // Each at the line and column opt-22 gives for it alone (the file's lines one by one).
    let (m, e) = errors("bad_void_and_predicates.ll");
    let void = "void type only allowed for function results";
    let want = [
        (2, 13, void),
        (4, 13, "expected icmp predicate (e.g. 'eq')"),
        (5, 13, "expected fcmp predicate (e.g. 'oeq')"),
        (6, 13, void),
        (7, 22, void),
        (13, 18, "pointers to void are invalid - use i8* instead"),
        (14, 19, "pointers to void are invalid; use i8* instead"),
    ];
    let got: Vec<(u32, u32, &str)> = e.iter().map(|x| (x.0, x.1, x.2.as_str())).collect();
    assert_eq!(got, want);
    // `void` stays a function's result, a call's and a `ret`'s.
    assert!(m.function("after").is_some());
}

#[test]
fn never_panics_on_arbitrary_bytes() {
    // Deterministic pseudo-random soup of IR-ish fragments and bytes.
    let frags: [&[u8]; 24] = [
        b"define ",
        b"declare ",
        b"@g",
        b"%x",
        b" = ",
        b"{",
        b"}",
        b"(",
        b")",
        b"[",
        b"]",
        b"<",
        b">",
        b"\"",
        b"!",
        b"#0",
        b"i32 ",
        b"ptr ",
        b"\n",
        b"call ",
        b"c\"",
        b"0x",
        b"\xff\xfe",
        b";",
    ];
    let mut s: u64 = 12345;
    for _ in 0..300 {
        let mut buf = Vec::new();
        for _ in 0..200 {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1);
            buf.extend_from_slice(frags[(s >> 33) as usize % frags.len()]);
        }
        let m = parse_module_bytes(&buf);
        for e in &m.errors {
            assert!(e.span.end as usize <= m.text.len());
        }
    }
}

#[test]
fn parse_item_in_appends_to_an_arena_and_truncate_to_drops_the_item_again() {
    let m = good("typed_nvvm.ll");
    let mut shared = Arena::default();
    for i in 0..m.items.len() {
        let text = m.item_text(i);
        let before = shared.mark();
        let (data, errors) = parse_item_in(text, m.items[i].kind, &mut shared);
        assert!(errors.is_empty());
        // Alone, into an empty arena: the very item `parse_item` gives.
        let mut own = Arena::default();
        let (alone, _) = parse_item_in(text, m.items[i].kind, &mut own);
        assert_eq!(alone, m.items[i].data);
        assert_eq!(&own, m.arena_of(i));
        // Shared: the nodes are appended after the earlier items' nodes, and
        // dropping them gives the arena back as it was.
        let mut without = shared.clone();
        without.truncate_to(&before);
        let mut again = without.clone();
        let (data_again, _) = parse_item_in(text, m.items[i].kind, &mut again);
        assert_eq!(data_again, data);
        assert_eq!(again, shared);
    }
}

#[test]
fn lookups_by_name_find_the_first_item_of_their_kind() {
    let m = parse_module(
        "@g = global i32 1\n\
         @g = global i32 2\n\
         @h = addrspace(3) global float undef\n\
         %T = type { i32 }\n\
         declare void @f()\n\
         define void @k() {\n  ret void\n}\n\
         !named = !{}\n",
    );
    // Redefinitions are another check's business: the first of a name wins.
    let g = m.global("g").unwrap();
    assert!(g.text.contains("i32 1"), "{}", g.text);
    assert_eq!(m.global("h").unwrap().node.addrspace, 3);
    assert!(m.function("f").is_some() && m.function("k").is_some());
    assert!(m.named_type("T").is_some());
    assert!(m.named_metadata("named").is_some());
    // Each kind has its own names.
    assert!(m.global("f").is_none());
    assert!(m.function("g").is_none());
    assert!(m.named_type("g").is_none());
    assert!(m.global("missing").is_none());
}

#[test]
fn llvm_leniencies_parse_as_llvm_reads_them() {
    let m = good("good_llvm_leniencies.ll");
    let g = global(&m, "decl_align");
    assert_eq!(g.node.align, Some(16));
    assert!(g.node.init.is_none());
    let g = global(&m, "decl_align_as");
    assert_eq!((g.node.align, g.node.addrspace), (Some(4), 1));
    let f = func(&m, "glued");
    let shown: Vec<String> = f.arena[f.node.params]
        .iter()
        .map(|p| show(&f, p.ty))
        .collect();
    assert_eq!(shown, ["i8*", "i32 addrspace(1)*"]);
}

/// LLVM 23's floating-point literals (`corpus/syntax/llvm23_float_literals.ll`): every
/// special value for every floating-point type, hexadecimal floats, and the forms inside
/// vectors, arrays and instructions, each one token whose text is the whole literal.
#[test]
fn llvm23_float_literals_parse() {
    let m = good("llvm23_float_literals.ll");
    let forms = [
        "+inf",
        "-inf",
        "+qnan",
        "-qnan",
        "+nan(0x1)",
        "-nan(0x1)",
        "+snan(0x1)",
        "-snan(0x2)",
    ];
    for ty in [
        "half",
        "bfloat",
        "float",
        "double",
        "x86_fp80",
        "fp128",
        "ppc_fp128",
    ] {
        for (k, form) in forms.iter().enumerate() {
            let g = global(&m, &format!("{ty}_{k}"));
            let v = g.node.init.unwrap();
            assert_eq!(
                val(&g, v),
                &ValueKind::Float(FloatLit::Special),
                "@{ty}_{k}"
            );
            assert_eq!(g.src(g.arena[v].span), *form, "@{ty}_{k}");
        }
    }
    for (name, text) in [
        ("hex_f", "0x1.8p3"),
        ("hex_neg", "-0x1.fp13"),
        ("hex_pos", "+0x1p-4"),
        ("hex_half", "0x1.0p0"),
    ] {
        let g = global(&m, name);
        let v = g.node.init.unwrap();
        assert_eq!(val(&g, v), &ValueKind::Float(FloatLit::HexFloat), "@{name}");
        assert_eq!(g.src(g.arena[v].span), text);
    }
    let f = func(&m, "flash_max");
    assert_eq!(body(&f).insts.len(), 6);
}

#[test]
fn malformed_special_floats() {
    let (m, e) = errors("bad_special_floats.ll");
    let lines: Vec<u32> = e.iter().map(|x| x.0).collect();
    // One error on each of the five near misses; the good line after them parses.
    for line in 3..=7 {
        assert!(lines.contains(&line), "no error on line {line}: {e:?}");
    }
    assert!(!lines.contains(&8), "{e:?}");
    let g = global(&m, "after");
    assert_eq!(
        val(&g, g.node.init.unwrap()),
        &ValueKind::Float(FloatLit::Special)
    );
}

/// LLVM's parser takes a `bitcast`, `getelementptr`, `addrspacecast` or `inttoptr` aliasee
/// without a leading type (opt-19/22 and libNVVM accept such aliases); it was a syntax error
/// here (`expected a type, found 'getelementptr'`). Any other aliasee keeps its type.
#[test]
fn aliasee_constant_expressions_come_without_a_type() {
    let m = parse_module(
        "@g = addrspace(1) global [4 x i32] zeroinitializer\n\
         @a = alias i32, getelementptr (i8, ptr addrspace(1) @g, i64 4)\n\
         @b = alias i32, addrspacecast (ptr addrspace(1) @g to ptr)\n\
         @c = alias i32, bitcast (ptr addrspace(1) @g to ptr addrspace(1))\n\
         @d = alias i32, getelementptr inbounds ([4 x i32], ptr addrspace(1) @g, i64 0, i64 1)\n\
         @e = alias i32, inttoptr (i64 ptrtoint (ptr addrspace(1) @g to i64) to ptr)\n\
         @f = alias [4 x i32], ptr addrspace(1) @g\n\
         @h = alias i32, ptrtoint (ptr addrspace(1) @g to i64)\n",
    );
    let aliases: Vec<_> = m.aliases().collect();
    let shown: Vec<(String, Option<Opcode>, String)> = aliases
        .iter()
        .map(|a| {
            let t = a.node.target;
            let op = match val(a, t.value) {
                ValueKind::ConstExpr(e) => Some(e.opcode),
                _ => None,
            };
            (a.node.name.text(a.text).into_owned(), op, show(a, t.ty))
        })
        .collect();
    let want = |n: &str, op, ty: &str| (n.to_string(), op, ty.to_string());
    assert_eq!(
        shown,
        vec![
            want("a", Some(Opcode::GetElementPtr), "ptr addrspace(1)"),
            want("b", Some(Opcode::AddrSpaceCast), "ptr"),
            want("c", Some(Opcode::BitCast), "ptr addrspace(1)"),
            want("d", Some(Opcode::GetElementPtr), "ptr addrspace(1)"),
            want("e", Some(Opcode::IntToPtr), "ptr"),
            want("f", None, "ptr addrspace(1)"),
        ]
    );
    // `ptrtoint` is not among the expressions LLVM reads without a type: opt-19/22 say
    // `expected type` there, and so does this parser (one error, on the last line).
    assert_eq!(m.errors.len(), 1, "{:?}", m.errors);
    let lc = m.line_index().line_col(&m.text, m.errors[0].span.start);
    assert_eq!(lc.line, 8);
}

/// The first syntax error of `text` as `(line, col, message)`.
fn first_error_of(text: &str) -> Option<(u32, u32, String)> {
    let m = parse_module(text);
    let e = m.errors.first()?;
    let lc = m.line_index().line_col(&m.text, e.span.start);
    Some((lc.line, lc.col, e.message.clone()))
}

/// `alignstack=16` and the other `key=value` spellings are LLVM's inside `attributes #N = { … }`
/// alone: in a function header opt-19 and opt-22 stop at the `=` with `expected '('` for a
/// keyword whose argument is required (probed: `define void @f(i32 %x) alignstack=16 {` is
/// `3:34: error: expected '('`), and end the attribute list there for one whose argument is
/// optional or absent (`uwtable=1`: `expected '{' in function body`).
#[test]
fn key_value_attributes_in_a_header_are_refused_at_the_equals_sign() {
    let module = |tail: &str| {
        format!("target triple = \"nvptx64-nvidia-cuda\"\n\ndefine void @f(i32 %x) {tail} {{\n  ret void\n}}\n")
    };
    let declared = |tail: &str| {
        format!("target triple = \"nvptx64-nvidia-cuda\"\n\ndeclare void @g(i32) {tail}\n")
    };
    for (tail, col) in [
        ("alignstack=16", 34),
        ("alignstack=16 nounwind", 34),
        ("nounwind alignstack=8", 43),
        ("alignstack=foo", 34),
        ("alignstack=\"16\"", 34),
        ("allocsize=4", 33),
        ("vscale_range=2", 36),
        ("memory=none", 30),
        ("dereferenceable=8", 39),
    ] {
        let want = Some((3, col, "expected '('".to_string()));
        assert_eq!(first_error_of(&module(tail)), want, "define … {tail}");
        // `declare void @g(i32) ` is two columns shorter than `define void @f(i32 %x) `.
        let want = Some((3, col - 2, "expected '('".to_string()));
        assert_eq!(first_error_of(&declared(tail)), want, "declare … {tail}");
    }
    // Optional or no argument: the list ends, and the `=` is the header's error.
    for (tail, col) in [("uwtable=sync", 31), ("noinline=1", 32)] {
        let got = first_error_of(&module(tail)).expect("an error");
        assert_eq!((got.0, got.1), (3, col), "define … {tail}: {}", got.2);
        let got = first_error_of(&declared(tail)).expect("an error");
        assert_eq!((got.0, got.1), (3, col - 2), "declare … {tail}: {}", got.2);
    }
    // A call's function attributes alike (opt-22: `4:28: error: expected '('` for
    // `  call void @g() alignstack=16`; `uwtable=1` there, `expected instruction opcode` at the `=`).
    let call = |attrs: &str| {
        format!(
            "target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @g()\ndefine void @f() {{\n  call void @g() {attrs}\n  ret void\n}}\n"
        )
    };
    let want = Some((4, 28, "expected '('".to_string()));
    assert_eq!(first_error_of(&call("alignstack=16")), want);
    let got = first_error_of(&call("uwtable=1")).expect("an error");
    assert_eq!((got.0, got.1), (4, 25), "{}", got.2);
    assert_eq!(first_error_of(&call("alignstack(16) #0")), None);
    // `align=16` in a header: LLVM's `expected integer` at the `=` (opt-22 `3:29` for
    // `define void @f(i32 %x) align=16 {`); the same for a parameter's, a result's and a call
    // argument's `align=8`.
    let got = first_error_of(&module("align=16")).expect("an error");
    assert_eq!((got.0, got.1), (3, 29), "{}", got.2);
    assert!(got.2.starts_with("expected integer"), "{}", got.2);
    for (text, line, col) in [
        ("target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f(ptr align=8 %p) {\n  ret void\n}\n", 2, 25),
        ("target triple = \"nvptx64-nvidia-cuda\"\ndeclare align=8 ptr @g()\n", 2, 14),
        ("target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @g(ptr)\ndefine void @f(ptr %p) {\n  call void @g(ptr align=8 %p)\n  ret void\n}\n", 4, 25),
    ] {
        assert_eq!(first_error_of(text), Some((line, col, "expected integer".to_string())), "{text}");
    }
    for text in [
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f(ptr align 8 %p, ptr align(16) %q) align 16 {\n  ret void\n}\n",
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f() #0 {\n  ret void\n}\nattributes #0 = { align=16 }\n",
    ] {
        assert_eq!(first_error_of(text), None, "{text}");
    }
    // The parenthesised forms, and `key=value` inside a group, stay LLVM's.
    for tail in [
        "alignstack(16)",
        "uwtable(sync)",
        "allocsize(0)",
        "vscale_range(1,2)",
        "#0",
    ] {
        let text = format!(
            "{}attributes #0 = {{ alignstack=16 uwtable \"frame-pointer\"=\"all\" }}\n",
            module(tail)
        );
        assert_eq!(first_error_of(&text), None, "{tail}");
    }
}
