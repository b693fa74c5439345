//! Matrix operations (NV5xxx): WMMA/MMA/ldmatrix/stmatrix/wgmma/tcgen05 shapes,
//! element types, layouts and fragment sizes against `rules/matrix.ron`.
//!
//! An intrinsic name encodes geometry × types × layouts × modifiers
//! (`llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32`, `llvm.nvvm.mma.m16n8k16.row.col.bf16`,
//! `llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3`). The name is decoded once into
//! slices of itself (no allocation), looked up in the expanded legality table, and the call's
//! operand and result types are compared with the fragment table. wgmma and tcgen05 are checked
//! in both spellings: the upstream intrinsics and the inline PTX that Triton and MLIR emit.

use std::borrow::Cow;

use tablegen::model::{Check, MatrixCheck, MatrixOp, Rule, Tcgen05Op, Verdict};
use tablegen::tables::{Gate, MatrixKey, MatrixVerdict, Tables, WgmmaVerdict};

use super::gates::{gate_miss, Site};
use crate::diag::Diagnostic;
use crate::ir::{self, Type};

/// What [`check_call`] learned about a callee.
#[derive(Debug, Default)]
pub(crate) struct MatrixOutcome {
    /// The name is a WMMA/MMA/ldmatrix/stmatrix operation (the unknown-intrinsic rule leaves
    /// it to these checks).
    pub is_matrix: bool,
    /// The fragment shapes every call of this name must have (for the per-name cache).
    pub fragments: Option<FragmentShape>,
}

/// Checks a call to a matrix intrinsic.
pub(crate) fn check_call(site: &Site, out: &mut Vec<Diagnostic>) -> MatrixOutcome {
    let mut outcome = MatrixOutcome::default();
    let name = site.name;
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else {
        return outcome;
    };
    if rest.starts_with("wmma.")
        || rest.starts_with("mma.")
        || rest.starts_with("ldmatrix.")
        || rest.starts_with("stmatrix.")
    {
        outcome.is_matrix = true;
        if let Some(d) = decode(name) {
            outcome.fragments = check_decoded(site, &d, out);
        }
        return outcome;
    }
    if let Some(t) = rest.strip_prefix("tcgen05.") {
        check_tcgen05_intrinsic(site, t, out);
    } else if let Some(t) = rest.strip_prefix("wgmma.mma_async.") {
        check_wgmma_text(site, t, out);
    }
    outcome
}

/// Is this inline-PTX opcode one [`check_asm_instruction`] checks?
pub(crate) fn is_asm_matrix_instruction(opcode: &str) -> bool {
    opcode.starts_with("wgmma.mma_async.")
        || opcode.starts_with("tcgen05.")
        || opcode.starts_with("mma.sync.aligned.")
}

/// One matrix instruction written as inline PTX (`wgmma.mma_async…`, `tcgen05.{cp,ld,st,mma}…`,
/// `mma.sync.aligned…`), read out of an `asm` string by [`super::inline_ptx`]; `site.display`
/// is the opcode and `site.span` its place in the string.
pub(crate) fn check_asm_instruction(site: &Site, opcode: &str, out: &mut Vec<Diagnostic>) {
    if let Some(t) = opcode.strip_prefix("wgmma.mma_async.") {
        check_wgmma_text(site, t, out);
    } else if let Some(t) = opcode.strip_prefix("tcgen05.") {
        check_tcgen05_ptx(site, t, out);
    } else if let Some(t) = opcode.strip_prefix("mma.sync.aligned.") {
        if let Some(d) = decode_mma_ptx(t) {
            check_decoded(site, &d, out);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Name decoding
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// wmma.mma / mma: A, B, C operands and a D result.
    Mma,
    /// wmma.load: the fragment is the result.
    Load,
    /// wmma.store: the fragment follows the pointer.
    Store,
    /// ldmatrix: the fragment is the result.
    LdMatrix,
    /// stmatrix: the fragment follows the pointer.
    StMatrix,
}

#[derive(Debug)]
struct Decoded<'n> {
    key: MatrixKey<'n>,
    shape: Shape,
    sparse: bool,
    /// Block-scaled MMA: the composed modifier (`mxf4nvf4.scale_4x.ue4m3`), which is not a
    /// slice of the name; `key.modifier` is empty then and the check substitutes this.
    owned_modifier: Option<String>,
}

/// Dot-separated tokens with their byte offsets in `s`.
fn tokens(s: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    let base = s.as_ptr() as usize;
    s.split('.').map(move |t| (t.as_ptr() as usize - base, t))
}

/// An overload suffix token: `p0`, `p3`, `p0i8`, `p3i32`.
fn is_overload(t: &str) -> bool {
    let b = t.as_bytes();
    b.len() >= 2 && b[0] == b'p' && b[1].is_ascii_digit()
}

fn is_layout(t: &str) -> bool {
    t == "row" || t == "col"
}

fn is_geom(t: &str) -> bool {
    t.len() > 3
        && t.starts_with('m')
        && t.contains('n')
        && t[1..]
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b'n' || b == b'k')
}

/// The accumulator type an MMA name leaves implicit for input type `a`.
fn accumulator(a: &str) -> &'static str {
    match a {
        "bf16" | "tf32" => "f32",
        "s8" | "u8" | "s4" | "u4" | "b1" => "s32",
        "f64" => "f64",
        _ => "",
    }
}

/// Signature tokens of an MMA name → (a, b, c, d).
fn signature<'n>(sig: &[&'n str]) -> Option<(&'n str, &'n str, &'n str, &'n str)> {
    let fp = |t: &str| t == "f16" || t == "f32";
    match *sig {
        // FP8/F6/F4: D, A, B, C.
        [d, a, b, c] => Some((a, b, c, d)),
        // FP16: D, C.
        [d, c] if fp(d) && fp(c) => Some(("f16", "f16", c, d)),
        [a, b] => Some((a, b, accumulator(a), accumulator(a))),
        [a] => Some((a, a, accumulator(a), accumulator(a))),
        _ => None,
    }
}

fn decode(name: &str) -> Option<Decoded<'_>> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    if let Some(r) = rest.strip_prefix("wmma.") {
        return decode_wmma(r);
    }
    if let Some(r) = rest.strip_prefix("mma.") {
        return decode_mma(r);
    }
    if let Some(r) = rest.strip_prefix("ldmatrix.sync.aligned.") {
        return decode_ldst_matrix(r, MatrixOp::Ldmatrix);
    }
    if let Some(r) = rest.strip_prefix("stmatrix.sync.aligned.") {
        return decode_ldst_matrix(r, MatrixOp::Stmatrix);
    }
    None
}

fn decode_wmma(r: &str) -> Option<Decoded<'_>> {
    let t: Vec<&str> = r.split('.').collect();
    let geom = *t.first()?;
    match *t.get(1)? {
        "load" | "store" => {
            let shape = if t[1] == "load" {
                Shape::Load
            } else {
                Shape::Store
            };
            let frag = *t.get(2)?;
            let layout = *t.get(3)?;
            let mut i = 4;
            if t.get(i) == Some(&"stride") {
                i += 1;
            }
            let ty = *t.get(i)?;
            Some(Decoded {
                key: MatrixKey {
                    op: Some(MatrixOp::WmmaLdSt),
                    geom,
                    frag,
                    a: ty,
                    layout,
                    ..Default::default()
                },
                shape,
                sparse: false,
                owned_modifier: None,
            })
        }
        "mma" => {
            let mut i = 2;
            let mut modifier: &str = "";
            if let (Some(&op), Some(&"popc")) = (t.get(2), t.get(3)) {
                modifier = if op == "xor" {
                    "xor.popc"
                } else if op == "and" {
                    "and.popc"
                } else {
                    return None;
                };
                i = 4;
            }
            let la = *t.get(i)?;
            let lb = *t.get(i + 1)?;
            if !is_layout(la) || !is_layout(lb) {
                return None;
            }
            let layout = layout_key(la, lb);
            i += 2;
            if let Some(&rnd) = t.get(i) {
                if matches!(rnd, "rn" | "rz" | "rm" | "rp") {
                    modifier = rounding(rnd);
                    i += 1;
                }
            }
            let mut end = t.len();
            while end > i && is_overload(t[end - 1]) {
                end -= 1;
            }
            if end > i && t[end - 1] == "satfinite" {
                modifier = "satfinite";
                end -= 1;
            }
            let (a, b, c, d) = signature(&t[i..end])?;
            Some(Decoded {
                key: MatrixKey {
                    op: Some(MatrixOp::Wmma),
                    geom,
                    frag: "",
                    a,
                    b,
                    c,
                    d,
                    layout,
                    modifier,
                },
                shape: Shape::Mma,
                sparse: false,
                owned_modifier: None,
            })
        }
        _ => None,
    }
}

fn rounding(r: &str) -> &'static str {
    match r {
        "rn" => "rn",
        "rz" => "rz",
        "rm" => "rm",
        _ => "rp",
    }
}

fn layout_key(a: &str, b: &str) -> &'static str {
    match (a, b) {
        ("row", "row") => "row.row",
        ("row", "col") => "row.col",
        ("col", "row") => "col.row",
        _ => "col.col",
    }
}

fn decode_mma(r: &str) -> Option<Decoded<'_>> {
    let t: Vec<&str> = r.split('.').collect();
    let mut i = 0;
    let mut op = MatrixOp::Mma;
    let mut sparse: Option<&'static str> = None;
    if t.first() == Some(&"sp") {
        op = MatrixOp::MmaSp;
        sparse = Some("sp");
        i = 1;
        if t.get(1) == Some(&"ordered") && t.get(2) == Some(&"metadata") {
            i = 3;
            sparse = Some("sp::ordered_metadata");
        }
    }
    let mut block_scale = false;
    if t.get(i) == Some(&"block") && t.get(i + 1) == Some(&"scale") {
        block_scale = true;
        op = if sparse.is_some() {
            MatrixOp::MmaSpBlockScale
        } else {
            MatrixOp::MmaBlockScale
        };
        i += 2;
    }
    let mut b1op: &'static str = "";
    if let (Some(&b1), Some(&"popc")) = (t.get(i), t.get(i + 1)) {
        b1op = match b1 {
            "xor" => "xor.popc",
            "and" => "and.popc",
            _ => return None,
        };
        i += 2;
    }
    let geom = *t.get(i)?;
    if !is_geom(geom) {
        return None;
    }
    let la = *t.get(i + 1)?;
    let lb = *t.get(i + 2)?;
    if !is_layout(la) || !is_layout(lb) {
        return None;
    }
    let layout = layout_key(la, lb);
    i += 3;
    let mut end = t.len();
    while end > i && is_overload(t[end - 1]) {
        end -= 1;
    }
    if block_scale {
        // <kind>[.scale.<N>x].<D>.<A>.<B>.<C>.<stype>
        let kind = *t.get(i)?;
        i += 1;
        let mut scale = String::new();
        if t.get(i) == Some(&"scale") {
            scale = format!("scale_{}", t.get(i + 1)?);
            i += 2;
        }
        if end < i + 5 {
            return None;
        }
        let stype = t[end - 1];
        let (a, b, c, d) = signature(&t[i..end - 1])?;
        let mut m = String::from(kind);
        if !scale.is_empty() {
            m.push('.');
            m.push_str(&scale);
        }
        m.push('.');
        m.push_str(stype);
        return Some(Decoded {
            key: MatrixKey {
                op: Some(op),
                geom,
                frag: "",
                a,
                b,
                c,
                d,
                layout,
                modifier: "",
            },
            shape: Shape::Mma,
            sparse: sparse.is_some(),
            owned_modifier: Some(m),
        });
    }
    let mut satfinite = false;
    let mut kind = false;
    loop {
        match t.get(i) {
            Some(&"satfinite") => {
                satfinite = true;
                i += 1;
            }
            Some(&"kind") if t.get(i + 1) == Some(&"f8f6f4") => {
                kind = true;
                i += 2;
            }
            _ => break,
        }
    }
    let (a, b, c, d) = signature(&t[i..end])?;
    let modifier = if b1op.is_empty() {
        compose_modifier(sparse.unwrap_or(""), satfinite, kind)
    } else {
        b1op
    };
    Some(Decoded {
        key: MatrixKey {
            op: Some(op),
            geom,
            frag: "",
            a,
            b,
            c,
            d,
            layout,
            modifier,
        },
        shape: Shape::Mma,
        sparse: sparse.is_some(),
        owned_modifier: None,
    })
}

/// One modifier key per variant, as `rules/matrix.ron` spells them: `satfinite`, `kind::f8f6f4`
/// (dense); `sp`, `sp.satfinite`, `sp::ordered_metadata`, `sp::ordered_metadata.kind::f8f6f4`, …
/// (sparse: the metadata form first).
fn compose_modifier(base: &'static str, satfinite: bool, kind: bool) -> &'static str {
    match (base, kind, satfinite) {
        ("", false, false) => "",
        ("", false, true) => "satfinite",
        ("", true, false) => "kind::f8f6f4",
        ("", true, true) => "kind::f8f6f4.satfinite",
        ("sp", false, false) => "sp",
        ("sp", false, true) => "sp.satfinite",
        ("sp", true, false) => "sp.kind::f8f6f4",
        ("sp", true, true) => "sp.kind::f8f6f4.satfinite",
        (_, false, false) => "sp::ordered_metadata",
        (_, false, true) => "sp::ordered_metadata.satfinite",
        (_, true, false) => "sp::ordered_metadata.kind::f8f6f4",
        (_, true, true) => "sp::ordered_metadata.kind::f8f6f4.satfinite",
    }
}

/// PTX `mma.sync.aligned.<geom>.<alayout>.<blayout>[.satfinite][.kind::f8f6f4].<d>.<a>.<b>.<c>[.<op>.popc]`
/// (what Triton writes as inline assembly).
fn decode_mma_ptx(t: &str) -> Option<Decoded<'_>> {
    let toks: Vec<&str> = t.split('.').collect();
    let geom = *toks.first()?;
    if !is_geom(geom) {
        return None;
    }
    let (la, lb) = (*toks.get(1)?, *toks.get(2)?);
    if !is_layout(la) || !is_layout(lb) {
        return None;
    }
    let mut i = 3;
    let mut satfinite = false;
    let mut kind = false;
    loop {
        match toks.get(i) {
            Some(&"satfinite") => satfinite = true,
            Some(&"kind::f8f6f4") => kind = true,
            _ => break,
        }
        i += 1;
    }
    let (d, a, b, c) = (
        *toks.get(i)?,
        *toks.get(i + 1)?,
        *toks.get(i + 2)?,
        *toks.get(i + 3)?,
    );
    // Forms this decoder does not model (`kind::mxf4…`, `.block_scale`, `.scale_vec::…`) are
    // left alone rather than misread.
    if ![d, a, b, c].iter().all(|t| is_element_type(t)) {
        return None;
    }
    let modifier = match (toks.get(i + 4), toks.get(i + 5)) {
        (Some(&"xor"), Some(&"popc")) => "xor.popc",
        (Some(&"and"), Some(&"popc")) => "and.popc",
        _ => compose_modifier("", satfinite, kind),
    };
    Some(Decoded {
        key: MatrixKey {
            op: Some(MatrixOp::Mma),
            geom,
            frag: "",
            a,
            b,
            c,
            d,
            layout: layout_key(la, lb),
            modifier,
        },
        shape: Shape::Mma,
        sparse: false,
        owned_modifier: None,
    })
}

/// A PTX MMA element type.
fn is_element_type(t: &str) -> bool {
    matches!(
        t,
        "f16"
            | "f32"
            | "f64"
            | "bf16"
            | "tf32"
            | "s8"
            | "u8"
            | "s4"
            | "u4"
            | "b1"
            | "s32"
            | "e4m3"
            | "e5m2"
            | "e3m2"
            | "e2m3"
            | "e2m1"
    )
}

/// `m8n8.x4[.trans].b16[.p3]` (ldmatrix / stmatrix); the element type may contain dots
/// (`b8x16.b6x16_p32`).
fn decode_ldst_matrix(r: &str, op: MatrixOp) -> Option<Decoded<'_>> {
    let toks: Vec<(usize, &str)> = tokens(r).collect();
    let geom = toks.first()?.1;
    let frag = toks.get(1)?.1;
    let mut i = 2;
    let mut layout = "";
    if toks.get(2).map(|t| t.1) == Some("trans") {
        layout = "trans";
        i = 3;
    }
    let mut end = toks.len();
    while end > i && is_overload(toks[end - 1].1) {
        end -= 1;
    }
    if end <= i {
        return None;
    }
    let start = toks[i].0;
    let stop = toks[end - 1].0 + toks[end - 1].1.len();
    let ty = &r[start..stop];
    let shape = if op == MatrixOp::Ldmatrix {
        Shape::LdMatrix
    } else {
        Shape::StMatrix
    };
    Some(Decoded {
        key: MatrixKey {
            op: Some(op),
            geom,
            frag,
            a: ty,
            layout,
            ..Default::default()
        },
        shape,
        sparse: false,
        owned_modifier: None,
    })
}

// ---------------------------------------------------------------------------------------------
// Table checks
// ---------------------------------------------------------------------------------------------

fn matrix_rule<'a>(site: &Site<'a>, which: MatrixCheck) -> Option<&'a Rule> {
    site.rule_where(true, |c| *c == Check::Matrix(which))
}

fn op_word(op: MatrixOp) -> &'static str {
    match op {
        MatrixOp::Wmma => "wmma.mma",
        MatrixOp::WmmaLdSt => "wmma.load/store",
        MatrixOp::Mma => "mma",
        MatrixOp::MmaSp => "mma.sp",
        MatrixOp::MmaBlockScale => "mma.block_scale",
        MatrixOp::MmaSpBlockScale => "mma.sp.block_scale",
        MatrixOp::Ldmatrix => "ldmatrix",
        MatrixOp::Stmatrix => "stmatrix",
    }
}

fn types_of(k: &MatrixKey) -> String {
    let parts: Vec<&str> = [k.a, k.b, k.c, k.d]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    parts.join(".")
}

fn vars<'k>(k: &MatrixKey<'k>, detail: String) -> Vec<(&'static str, Cow<'k, str>)> {
    vec![
        ("op", Cow::Borrowed(k.op.map_or("", op_word))),
        ("geom", Cow::Borrowed(k.geom)),
        ("types", Cow::Owned(types_of(k))),
        ("detail", Cow::Owned(detail)),
    ]
}

/// `verdict`: the case within `which`, where the rule words it in NVIDIA's own text.
fn emit_matrix(
    site: &Site,
    which: MatrixCheck,
    verdict: Option<Verdict>,
    k: &MatrixKey,
    detail: String,
    out: &mut Vec<Diagnostic>,
) {
    if let Some(rule) = matrix_rule(site, which) {
        out.push(site.verdict_diagnostic(rule, verdict, site.span, &vars(k, detail)));
    }
}

fn check_decoded(site: &Site, d: &Decoded, out: &mut Vec<Diagnostic>) -> Option<FragmentShape> {
    let tables = site.tables();
    let mut key = d.key.clone();
    if let Some(m) = &d.owned_modifier {
        key.modifier = m;
    }
    let k = &key;
    let op = k.op?;
    // Only operations the rule data describes are judged.
    if !tables.geometries.iter().any(|g| g.op == op) {
        return None;
    }
    if !tables.known_geometry(op, k.geom) {
        let known: Vec<&str> = tables
            .geometries
            .iter()
            .filter(|g| g.op == op)
            .flat_map(|g| g.geoms.iter().map(|s| &**s))
            .collect();
        emit_matrix(
            site,
            MatrixCheck::Geometry,
            None,
            k,
            format!("known {} geometries: {}", op_word(op), known.join(", ")),
            out,
        );
        return None;
    }
    match tables.matrix_lookup(k) {
        MatrixVerdict::Known { gate, entry } => {
            check_gate(site, gate, entry.message.as_deref(), k, out);
            // Inline PTX binds registers through constraints: no fragment signature to compare.
            if d.owned_modifier.is_none() && !site.name.is_empty() {
                let plan = FragmentShape::new(site, d)?;
                if let Some((g, verdict)) = plan.mismatch(site) {
                    let detail = format!(
                        "fragment {} ({}) is {} × {}; the call's types do not match",
                        g.frag, g.type_name, g.count, g.ty
                    );
                    emit_matrix(site, MatrixCheck::Fragment, Some(verdict), k, detail, out);
                }
                return Some(plan);
            }
            return None;
        }
        MatrixVerdict::UnknownGeometry | MatrixVerdict::BadTypes => emit_matrix(
            site,
            MatrixCheck::Types,
            ab_mismatch(tables, k).then_some(Verdict::MmaABTypeMismatch),
            k,
            format!("{} {} has no {} variant", op_word(op), k.geom, types_of(k)),
            out,
        ),
        MatrixVerdict::BadLayout => {
            let shown = if k.layout.is_empty() {
                "no transpose"
            } else {
                k.layout
            };
            emit_matrix(site, MatrixCheck::Layout, None, k, shown.to_string(), out)
        }
        MatrixVerdict::BadModifier => {
            let shown = if k.modifier.is_empty() {
                "no modifier"
            } else {
                k.modifier
            };
            emit_matrix(
                site,
                MatrixCheck::Modifier,
                modifier_verdict(k.modifier),
                k,
                shown.to_string(),
                out,
            )
        }
    }
    None
}

/// A and B differ, and the combination with B of A's type is legal: the pair is what is wrong
/// (libNVVM's `Mismatched MMA A B Type`), not A's type.
fn ab_mismatch(tables: &Tables, k: &MatrixKey) -> bool {
    if k.a.is_empty() || k.b.is_empty() || k.a == k.b {
        return false;
    }
    let mut same = k.clone();
    same.b = k.a;
    matches!(tables.matrix_lookup(&same), MatrixVerdict::Known { .. })
}

/// Which of libNVVM's modifier cases a refused modifier is: a rounding mode or a b1 operation.
fn modifier_verdict(modifier: &str) -> Option<Verdict> {
    let tokens = || modifier.split('.');
    if tokens().any(|t| matches!(t, "rn" | "rz" | "rm" | "rp")) {
        Some(Verdict::MmaRoundingMode)
    } else if tokens().any(|t| t == "popc") {
        Some(Verdict::MmaOpcode)
    } else {
        None
    }
}

/// `message`: the matrix row's NVIDIA text for a target miss (the PTX rule keeps its own).
fn check_gate(
    site: &Site,
    gate: &Gate,
    message: Option<&str>,
    k: &MatrixKey,
    out: &mut Vec<Diagnostic>,
) {
    if gate.is_unconditional() {
        return;
    }
    let Some(t) = site.target() else { return };
    if gate.accepts(t) && (!site.ptx_gated() || gate.accepts_with_ptx(t, site.env.config.ptx)) {
        return;
    }
    let target_rule = matrix_rule(site, MatrixCheck::Target);
    let ptx_rule = matrix_rule(site, MatrixCheck::Ptx);
    gate_miss(
        site,
        gate,
        target_rule,
        ptx_rule,
        message,
        &vars(k, String::new()),
        out,
    );
}

/// A register type of the fragment table (`i32`, `float`, `<2 x half>`), parsed once.
#[derive(Debug, Clone, PartialEq, Eq)]
enum TySpec {
    Int(u32),
    Float(&'static str),
    Vector(u32, Box<TySpec>),
}

impl TySpec {
    fn parse(spec: &str) -> Option<TySpec> {
        let spec = spec.trim();
        if let Some(inner) = spec.strip_prefix('<').and_then(|s| s.strip_suffix('>')) {
            let (n, elem) = inner.split_once(" x ")?;
            return Some(TySpec::Vector(
                n.trim().parse().ok()?,
                Box::new(TySpec::parse(elem)?),
            ));
        }
        if let Some(w) = spec.strip_prefix('i') {
            return w.parse().ok().map(TySpec::Int);
        }
        ["half", "bfloat", "float", "double"]
            .into_iter()
            .find(|k| *k == spec)
            .map(TySpec::Float)
    }

    fn bits(&self) -> u32 {
        match self {
            TySpec::Int(w) => *w,
            TySpec::Float(k) => match *k {
                "half" | "bfloat" => 16,
                "float" => 32,
                _ => 64,
            },
            TySpec::Vector(n, e) => n * e.bits(),
        }
    }

    /// Does the IR type match? `None` when it cannot be judged (a named or erroneous type).
    fn matches(&self, arena: &ir::Arena, ty: ir::TypeId) -> Option<bool> {
        let t = arena.types.get(ty.0 as usize)?;
        if matches!(t, Type::Named(_) | Type::Error) {
            return None;
        }
        Some(match (self, t) {
            (TySpec::Int(w), Type::Int(v)) => w == v,
            (TySpec::Float(k), Type::Float(f)) => f.keyword() == *k,
            (
                TySpec::Vector(n, e),
                Type::Vector {
                    len,
                    scalable: false,
                    elem,
                },
            ) => {
                if n != len {
                    false
                } else {
                    return e.matches(arena, *elem);
                }
            }
            _ => false,
        })
    }
}

/// `count` registers of one fragment: operands from `start`, or the result.
#[derive(Debug, Clone)]
pub(crate) struct FragGroup {
    frag: String,
    type_name: String,
    count: u32,
    ty: String,
    spec: TySpec,
    /// First operand index; `None` for the call's result.
    start: Option<usize>,
}

/// The fragment shapes of one matrix intrinsic (WMMA_REGS rows), built once per name.
#[derive(Debug, Clone)]
pub(crate) struct FragmentShape {
    groups: Vec<FragGroup>,
}

impl FragmentShape {
    /// `None` when the fragment table does not describe every fragment of the operation.
    fn new(site: &Site, d: &Decoded) -> Option<FragmentShape> {
        let k = &d.key;
        let tables = site.tables();
        let mut groups = Vec::new();
        let mut add = |frag: &str, type_name: &str, start: Option<usize>| -> Option<u32> {
            let (count, ty) = tables.fragment(d.sparse, k.geom, frag, type_name)?;
            groups.push(FragGroup {
                frag: frag.to_owned(),
                type_name: type_name.to_owned(),
                count,
                ty: ty.to_owned(),
                spec: TySpec::parse(ty)?,
                start,
            });
            Some(count)
        };
        match d.shape {
            Shape::Mma => {
                let mut at = 0usize;
                for (frag, type_name) in [("a", k.a), ("b", k.b), ("c", k.c)] {
                    at += add(frag, type_name, Some(at))? as usize;
                }
                add("d", k.d, None)?;
            }
            Shape::Load | Shape::LdMatrix => {
                add(k.frag, k.a, None)?;
            }
            Shape::Store | Shape::StMatrix => {
                add(k.frag, k.a, Some(1))?;
            }
        }
        Some(FragmentShape { groups })
    }

    /// The first fragment the call's types contradict, and how: libNVVM tells a fragment of
    /// the wrong bit count (`Invalid MMA FragASize`) from one of the right count but another
    /// register type (`Invalid fragA type`, `Mismatched fragA, fragB and fragC element type`).
    pub(crate) fn mismatch(&self, site: &Site) -> Option<(&FragGroup, Verdict)> {
        let arena = site.arena();
        let args = site.args();
        for g in &self.groups {
            let found = match g.start {
                Some(start) => {
                    let end = start + g.count as usize;
                    match args.get(start..end) {
                        None => Some(Mismatch::Size),
                        Some(regs) => {
                            // Registers of one fragment share one type: judge each distinct
                            // type once (a `Type` compares by value, children by interned id).
                            let mut seen: Option<&Type> = None;
                            regs.iter().find_map(|arg| {
                                let t = arena.types.get(arg.ty.0 as usize);
                                if t.is_some() && seen == t {
                                    return None;
                                }
                                seen = t;
                                register_mismatch(arena, arg.ty, &g.spec)
                            })
                        }
                    }
                }
                None => result_mismatch(arena, site.ret_type(), g.count, &g.spec),
            };
            if let Some(m) = found {
                return Some((g, g.verdict(m)));
            }
        }
        None
    }
}

/// How a fragment's registers differ from the table's.
#[derive(Clone, Copy)]
enum Mismatch {
    /// Another number of bits (register count or width).
    Size,
    /// The same number of bits in another register type.
    Type,
}

impl FragGroup {
    fn verdict(&self, m: Mismatch) -> Verdict {
        match (m, self.frag.as_str()) {
            (Mismatch::Size, "a") => Verdict::FragASize,
            (Mismatch::Size, "b") => Verdict::FragBSize,
            (Mismatch::Size, _) => Verdict::FragCSize,
            (Mismatch::Type, "a") => Verdict::FragAType,
            (Mismatch::Type, _) => Verdict::FragElementType,
        }
    }
}

/// The bit width of a register type; `None` for what is not a register (pointers, aggregates).
fn register_bits(arena: &ir::Arena, ty: ir::TypeId) -> Option<u32> {
    match arena.types.get(ty.0 as usize)? {
        Type::Int(w) => Some(*w),
        Type::Float(f) => Some(f.bits()),
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => Some(len * register_bits(arena, *elem)?),
        _ => None,
    }
}

/// How one register differs from `spec`; `None` when it matches or cannot be judged.
fn register_mismatch(arena: &ir::Arena, ty: ir::TypeId, spec: &TySpec) -> Option<Mismatch> {
    if spec.matches(arena, ty) != Some(false) {
        return None;
    }
    Some(if register_bits(arena, ty) == Some(spec.bits()) {
        Mismatch::Type
    } else {
        Mismatch::Size
    })
}

/// How the result type differs from `count` registers of `spec`.
fn result_mismatch(
    arena: &ir::Arena,
    ret: ir::TypeId,
    count: u32,
    spec: &TySpec,
) -> Option<Mismatch> {
    match arena.types.get(ret.0 as usize)? {
        Type::Struct { fields, .. } => {
            let fields = &arena[*fields];
            if fields.len() != count as usize {
                return Some(Mismatch::Size);
            }
            let mut seen: Option<&Type> = None;
            for f in fields {
                let t = arena.types.get(f.0 as usize);
                if t.is_none() || seen != t {
                    if let Some(m) = register_mismatch(arena, *f, spec) {
                        return Some(m);
                    }
                }
                seen = t;
            }
            None
        }
        Type::Named(_) | Type::Error => None,
        _ if count == 1 => register_mismatch(arena, ret, spec),
        _ => Some(Mismatch::Size),
    }
}

// ---------------------------------------------------------------------------------------------
// wgmma
// ---------------------------------------------------------------------------------------------

/// `[sp.]sync.aligned.m64nNkK[.satfinite].dtype.atype.btype` (PTX) or the same after
/// `llvm.nvvm.wgmma.mma_async.`.
fn check_wgmma_text(site: &Site, t: &str, out: &mut Vec<Diagnostic>) {
    let toks: Vec<&str> = t.split('.').filter(|s| !s.is_empty()).collect();
    let Some(gi) = toks
        .iter()
        .position(|s| s.starts_with('m') && s.contains('n') && s.contains('k'))
    else {
        return;
    };
    let Some((m, n, kk)) = parse_mnk(toks[gi]) else {
        return;
    };
    let mut rest: Vec<&str> = toks[gi + 1..]
        .iter()
        .copied()
        .filter(|s| *s != "satfinite" && !is_overload(s))
        .collect();
    if rest.len() < 3 {
        return;
    }
    rest.truncate(3);
    let (dt, at, bt) = (rest[0], rest[1], rest[2]);
    if ![dt, at, bt].iter().all(|t| is_element_type(t)) {
        return;
    }
    let tables = site.tables();
    if tables.wgmma.is_empty() {
        return;
    }
    let shape = toks[gi];
    let wvars = |detail: String| -> Vec<(&'static str, Cow<'_, str>)> {
        vec![
            ("op", Cow::Borrowed("wgmma.mma_async")),
            ("geom", Cow::Borrowed(shape)),
            ("types", Cow::Owned(format!("{dt}.{at}.{bt}"))),
            ("detail", Cow::Owned(detail)),
        ]
    };
    let intrinsic = site.display;
    let emit = |which: MatrixCheck, detail: String, out: &mut Vec<Diagnostic>| {
        if let Some(rule) = matrix_rule(site, which) {
            let mut v = wvars(detail);
            v.push(("intrinsic", Cow::Borrowed(intrinsic)));
            out.push(site.diagnostic(rule, None, site.span, &v));
        }
    };
    match tables.wgmma_lookup(at, bt, dt, (m, n, kk), false) {
        WgmmaVerdict::Known { gate, .. } => {
            if gate.is_unconditional() || !row_gate_applies(site) {
                return;
            }
            let Some(tid) = site.target() else { return };
            if gate.accepts(tid)
                && (!site.ptx_gated() || gate.accepts_with_ptx(tid, site.env.config.ptx))
            {
                return;
            }
            let mut v = wvars(String::new());
            v.push(("intrinsic", Cow::Borrowed(intrinsic)));
            let target_rule = matrix_rule(site, MatrixCheck::Target);
            let ptx_rule = matrix_rule(site, MatrixCheck::Ptx);
            gate_miss(site, gate, target_rule, ptx_rule, None, &v, out);
        }
        WgmmaVerdict::BadTypes => emit(
            MatrixCheck::WgmmaTypes,
            format!("{dt} += {at} × {bt} is not a wgmma type combination"),
            out,
        ),
        WgmmaVerdict::BadShape { detail } => emit(MatrixCheck::WgmmaShape, detail, out),
        WgmmaVerdict::BadLayout => emit(MatrixCheck::Layout, "transposed".into(), out),
    }
}

/// A wgmma/tcgen05 row's own gate applies to inline PTX, and to intrinsics that no family
/// gates already (an intrinsic family's NV4001 would say the same thing twice).
fn row_gate_applies(site: &Site) -> bool {
    site.name.is_empty()
        || site
            .tables()
            .intrinsic_family(site.name)
            .is_none_or(|f| f.gate.is_unconditional())
}

/// `m64n128k16` → (64, 128, 16).
fn parse_mnk(g: &str) -> Option<(u32, u32, u32)> {
    let r = g.strip_prefix('m')?;
    let (m, r) = r.split_once('n')?;
    let (n, k) = r.split_once('k')?;
    Some((m.parse().ok()?, n.parse().ok()?, k.parse().ok()?))
}

// ---------------------------------------------------------------------------------------------
// tcgen05
// ---------------------------------------------------------------------------------------------

/// What a tcgen05 name or PTX opcode says about shapes.
#[derive(Debug, Default)]
struct Tcgen05<'n> {
    op: Option<Tcgen05Op>,
    shape: &'n str,
    /// cp: multicast qualifier (`warpx2::02_13`, `warpx4`, "").
    multicast: String,
    /// cp: source format (`b6x16_p32`, `b4x16_p64`, "").
    src_format: &'n str,
    /// ld/st: repeat count (`x32` → 32).
    num: Option<u32>,
    /// mma: a block-scale variant with `ashift`.
    block_scale_ashift: bool,
}

fn tcgen05_shape_token(t: &str) -> bool {
    let b = t.as_bytes();
    !b.is_empty() && b[0].is_ascii_digit() && t.contains('x')
}

/// `llvm.nvvm.tcgen05.` + `cp.64x128b_warpx2_02_13.b6x16_p32.cg1`, `ld.16x32bx2.x32`, `mma…`.
fn check_tcgen05_intrinsic(site: &Site, t: &str, out: &mut Vec<Diagnostic>) {
    let toks: Vec<&str> = t.split('.').collect();
    let mut d = Tcgen05::default();
    match toks.first().copied() {
        Some("cp") => {
            d.op = Some(Tcgen05Op::Cp);
            let Some(shape_tok) = toks.get(1) else { return };
            let (shape, mc) = match shape_tok.split_once('_') {
                Some((s, m)) => (s, m),
                None => (*shape_tok, ""),
            };
            d.shape = shape;
            // `warpx2_02_13` → `warpx2::02_13`
            d.multicast = match mc.split_once('_') {
                Some((w, rest)) => format!("{w}::{rest}"),
                None => mc.to_string(),
            };
            d.src_format = toks
                .get(2)
                .copied()
                .filter(|s| s.starts_with('b') && s.contains('x'))
                .unwrap_or("");
        }
        Some(op @ ("ld" | "st")) => {
            d.op = Some(if op == "ld" {
                Tcgen05Op::Ld
            } else {
                Tcgen05Op::St
            });
            let Some(shape) = toks.get(1) else { return };
            if !tcgen05_shape_token(shape) {
                return;
            }
            d.shape = shape;
            d.num = toks
                .get(2)
                .and_then(|x| x.strip_prefix('x'))
                .and_then(|n| n.parse().ok());
        }
        Some("mma") => {
            d.block_scale_ashift = t.contains("block_scale") && toks.contains(&"ashift");
        }
        _ => return,
    }
    check_tcgen05(site, &d, out);
}

/// PTX after `tcgen05.`: `cp.cta_group::1.128x256b[.warpx2::02_13][.b8x16.b6x16_p32]`,
/// `ld.sync.aligned.16x32bx2.x32[.pack::16b].b32`, `mma.cta_group::1.kind::mxf8f6f4.block_scale…`.
fn check_tcgen05_ptx(site: &Site, t: &str, out: &mut Vec<Diagnostic>) {
    let toks: Vec<&str> = t.split('.').collect();
    let mut d = Tcgen05::default();
    match toks.first().copied() {
        Some("cp") => {
            d.op = Some(Tcgen05Op::Cp);
            let Some(si) = toks.iter().position(|s| tcgen05_shape_token(s)) else {
                return;
            };
            d.shape = toks[si];
            if let Some(mc) = toks.get(si + 1).filter(|s| s.starts_with("warpx")) {
                d.multicast = (*mc).to_string();
            }
            // `.b8x16.<src>`: the destination format, then the source format.
            d.src_format = toks
                .iter()
                .position(|s| *s == "b8x16")
                .map_or("", |i| toks.get(i + 1).copied().unwrap_or(""));
        }
        Some(op @ ("ld" | "st")) => {
            d.op = Some(if op == "ld" {
                Tcgen05Op::Ld
            } else {
                Tcgen05Op::St
            });
            // `ld.red` and other forms without a shape token are not shape-checked.
            let Some(si) = toks.iter().position(|s| tcgen05_shape_token(s)) else {
                return;
            };
            d.shape = toks[si];
            d.num = toks
                .get(si + 1)
                .and_then(|x| x.strip_prefix('x'))
                .and_then(|n| n.parse().ok());
        }
        Some("mma") => {
            d.block_scale_ashift = toks.contains(&"block_scale") && toks.contains(&"ashift");
        }
        _ => return,
    }
    check_tcgen05(site, &d, out);
}

fn check_tcgen05(site: &Site, d: &Tcgen05, out: &mut Vec<Diagnostic>) {
    let tables = site.tables();
    let intrinsic = site.display;
    let emit = |which: MatrixCheck, detail: String, out: &mut Vec<Diagnostic>| {
        if let Some(rule) = matrix_rule(site, which) {
            let v: Vec<(&str, Cow<'_, str>)> = vec![
                ("intrinsic", Cow::Borrowed(intrinsic)),
                (
                    "op",
                    Cow::Borrowed(match d.op {
                        Some(Tcgen05Op::Cp) => "tcgen05.cp",
                        Some(Tcgen05Op::Ld) => "tcgen05.ld",
                        Some(Tcgen05Op::St) => "tcgen05.st",
                        None => "tcgen05.mma",
                    }),
                ),
                ("geom", Cow::Borrowed(d.shape)),
                ("types", Cow::Borrowed(d.src_format)),
                ("detail", Cow::Owned(detail)),
            ];
            out.push(site.diagnostic(rule, None, site.span, &v));
        }
    };
    if d.block_scale_ashift {
        emit(
            MatrixCheck::Tcgen05Ashift,
            "ashift with block_scale".into(),
            out,
        );
        return;
    }
    let Some(op) = d.op else { return };
    if !tables.tcgen05.iter().any(|e| e.op == op) {
        return;
    }
    let Some((entry, gate)) = tables.tcgen05_shape(op, d.shape) else {
        let known: Vec<&str> = tables
            .tcgen05
            .iter()
            .filter(|e| e.op == op)
            .map(|e| &*e.shape)
            .collect();
        let which = if op == Tcgen05Op::Cp {
            MatrixCheck::Tcgen05CpShape
        } else {
            MatrixCheck::Tcgen05LdStShape
        };
        let detail = match d.num {
            Some(n) if op != Tcgen05Op::Cp => format!(".x{n} (known shapes: {})", known.join(", ")),
            _ => format!("known shapes: {}", known.join(", ")),
        };
        emit(which, detail, out);
        return;
    };
    match op {
        Tcgen05Op::Cp => {
            if !entry.multicast.iter().any(|m| **m == *d.multicast) {
                let shown = if d.multicast.is_empty() {
                    "no multicast"
                } else {
                    &d.multicast
                };
                let allowed: Vec<&str> = entry
                    .multicast
                    .iter()
                    .map(|m| if m.is_empty() { "none" } else { &**m })
                    .collect();
                emit(
                    MatrixCheck::Tcgen05CpMulticast,
                    format!(
                        "shape {} with {shown} (allowed: {})",
                        d.shape,
                        allowed.join(", ")
                    ),
                    out,
                );
                return;
            }
            if !entry.src_formats.is_empty()
                && !entry.src_formats.iter().any(|f| **f == *d.src_format)
            {
                let shown = if d.src_format.is_empty() {
                    "no source format"
                } else {
                    d.src_format
                };
                emit(
                    MatrixCheck::Tcgen05CpFormat,
                    format!("{shown} with shape {}", d.shape),
                    out,
                );
                return;
            }
        }
        Tcgen05Op::Ld | Tcgen05Op::St => {
            if let Some(n) = d.num {
                if !entry.nums.is_empty() && !entry.nums.contains(&n) {
                    emit(MatrixCheck::Tcgen05LdStShape, format!(".x{n}"), out);
                    return;
                }
            }
        }
    }
    if gate.is_unconditional() || !row_gate_applies(site) {
        return;
    }
    let Some(t) = site.target() else { return };
    if gate.accepts(t) && (!site.ptx_gated() || gate.accepts_with_ptx(t, site.env.config.ptx)) {
        return;
    }
    let v: Vec<(&str, Cow<'_, str>)> = vec![
        ("intrinsic", Cow::Borrowed(intrinsic)),
        ("geom", Cow::Borrowed(d.shape)),
        ("types", Cow::Borrowed("")),
        ("op", Cow::Borrowed("tcgen05")),
        ("detail", Cow::Borrowed("")),
    ];
    gate_miss(
        site,
        gate,
        matrix_rule(site, MatrixCheck::Target),
        matrix_rule(site, MatrixCheck::Ptx),
        None,
        &v,
        out,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_wmma_mma_f16() {
        let d = decode("llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f16").unwrap();
        assert_eq!(
            (d.key.geom, d.key.a, d.key.b, d.key.c, d.key.d),
            ("m16n16k16", "f16", "f16", "f16", "f32")
        );
        assert_eq!(d.key.layout, "row.col");
        assert_eq!(d.key.op, Some(MatrixOp::Wmma));
    }

    #[test]
    fn decodes_wmma_int_satfinite_and_b1() {
        let d = decode("llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite").unwrap();
        assert_eq!(
            (d.key.a, d.key.c, d.key.modifier),
            ("s8", "s32", "satfinite")
        );
        let d = decode("llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1").unwrap();
        assert_eq!(
            (d.key.a, d.key.modifier, d.key.layout),
            ("b1", "xor.popc", "row.col")
        );
        let d = decode("llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64").unwrap();
        assert_eq!((d.key.a, d.key.d, d.key.modifier), ("f64", "f64", "rn"));
    }

    #[test]
    fn decodes_wmma_load_store() {
        let d = decode("llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0").unwrap();
        assert_eq!(
            (d.key.frag, d.key.layout, d.key.a, d.shape),
            ("a", "row", "f16", Shape::Load)
        );
        let d = decode("llvm.nvvm.wmma.m16n16k16.store.d.col.f32").unwrap();
        assert_eq!(
            (d.key.frag, d.key.layout, d.key.a, d.shape),
            ("d", "col", "f32", Shape::Store)
        );
    }

    #[test]
    fn decodes_mma_forms() {
        let d = decode("llvm.nvvm.mma.m16n8k16.row.col.bf16").unwrap();
        assert_eq!(
            (d.key.a, d.key.b, d.key.c, d.key.d),
            ("bf16", "bf16", "f32", "f32")
        );
        let d = decode("llvm.nvvm.mma.m8n8k16.row.col.satfinite.s8.u8").unwrap();
        assert_eq!(
            (d.key.a, d.key.b, d.key.c, d.key.modifier),
            ("s8", "u8", "s32", "satfinite")
        );
        let d = decode("llvm.nvvm.mma.and.popc.m16n8k256.row.col.b1").unwrap();
        assert_eq!((d.key.geom, d.key.modifier), ("m16n8k256", "and.popc"));
        let d = decode("llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32").unwrap();
        assert_eq!(
            (d.key.a, d.key.b, d.key.c, d.key.d, d.key.modifier),
            ("e2m1", "e3m2", "f32", "f32", "kind::f8f6f4")
        );
        let d = decode("llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f16.f32").unwrap();
        assert_eq!(
            (d.key.op, d.key.c, d.key.d, d.key.modifier, d.sparse),
            (
                Some(MatrixOp::MmaSp),
                "f32",
                "f16",
                "sp::ordered_metadata",
                true
            )
        );
    }

    #[test]
    fn decodes_ldmatrix() {
        let d = decode("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3").unwrap();
        assert_eq!(
            (d.key.geom, d.key.frag, d.key.layout, d.key.a),
            ("m8n8", "x4", "trans", "b16")
        );
        let d = decode("llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32").unwrap();
        assert_eq!(d.key.a, "b8x16.b6x16_p32");
        let d = decode("llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16").unwrap();
        assert_eq!(
            (d.key.op, d.key.frag, d.key.layout),
            (Some(MatrixOp::Stmatrix), "x2", "")
        );
    }

    #[test]
    fn decodes_inline_ptx_mma_and_skips_unmodelled_forms() {
        let d = decode_mma_ptx("m16n8k16.row.col.f32.f16.f16.f32").unwrap();
        assert_eq!(
            (d.key.a, d.key.b, d.key.c, d.key.d, d.key.layout),
            ("f16", "f16", "f32", "f32", "row.col")
        );
        let d = decode_mma_ptx("m16n8k256.row.col.s32.b1.b1.s32.xor.popc").unwrap();
        assert_eq!(d.key.modifier, "xor.popc");
        assert!(decode_mma_ptx(
            "m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0"
        )
        .is_none());
    }

    #[test]
    fn tells_rounding_from_b1_operation_modifiers() {
        assert_eq!(modifier_verdict("rn"), Some(Verdict::MmaRoundingMode));
        assert_eq!(
            modifier_verdict("rz.satfinite"),
            Some(Verdict::MmaRoundingMode)
        );
        assert_eq!(modifier_verdict("xor.popc"), Some(Verdict::MmaOpcode));
        assert_eq!(modifier_verdict("satfinite"), None);
        assert_eq!(modifier_verdict("kind::f8f6f4"), None);
    }

    #[test]
    fn parses_mnk() {
        assert_eq!(parse_mnk("m64n128k16"), Some((64, 128, 16)));
        assert_eq!(parse_mnk("m64n8"), None);
    }
}
