//! Calls of intrinsics against their signatures (`rules/intrinsic_signatures.ron`, the
//! generic ones; `rules/nvvm_signatures.ron`, the `llvm.nvvm.*` ones generated from
//! IntrinsicsNVVM.td), as the Verifier matches a called intrinsic's
//! declared function type (`Intrinsic::matchIntrinsicSignature`): the result first, binding
//! the overloaded slots, then each parameter. LLVM judges only declarations that are
//! called, at each call; so does this visitor, from verdicts made once per declaration
//! (memoized in the module facts): a call costs one test when every declaration is right.
//!
//! A declaration with another parameter count is judged as each consumer's matcher judges
//! it (LLVM's: a parameter too many does not match, one too few is `Callsite was not defined
//! with variable arguments!`; libNVVM's NVVM 23 path counts first), except the older forms
//! a consumer's reader upgrades (`llvm.memcpy` with an alignment argument, `llvm.ctlz`
//! without its flag: `intrinsic_upgrades:` in rules/intrinsic_signatures.ron), whose calls
//! are judged as the reader rewrites them, where the row says how (`call_args`).

use tablegen::model::SigType;
use tablegen::tables::Signature;
use tablegen::vocab::{LibNvvmPath, SigScalar, ValidCheck};

use tablegen::Tables;

use super::ops::Ty;
use super::{support, Verifier};
use crate::facts::{
    IntrinsicMismatch, IntrinsicRefusal, IntrinsicVerdict, IntrinsicVerdicts, ModuleFacts,
    OlderForm,
};
use crate::ir::{CallSite, Instruction, Type, ValueKind};

/// The most overloaded slots a signature has (`llvm.memcpy`: three).
const SLOTS: usize = 4;

pub fn call(v: &mut Verifier, inst: &Instruction, site: &CallSite) {
    if !v.on(ValidCheck::IntrinsicReturnType)
        && !v.on(ValidCheck::IntrinsicArgType)
        && !v.on(ValidCheck::IntrinsicArgCount)
        && !v.on(ValidCheck::IntrinsicTooFewArgs)
        && !v.on(ValidCheck::IntrinsicVarArgs)
        && !v.on(ValidCheck::IntrinsicRewrittenArgType)
    {
        return;
    }
    let tables = support::tables(v.env);
    let verdicts = v.env.facts.intrinsic_verdicts(|facts| judge(facts, tables));
    if verdicts.is_empty() {
        return;
    }
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let ValueKind::Global(callee) = arena[site.callee].kind else {
        return;
    };
    let Some(rows) = verdicts.get(&*callee.text(src)) else {
        return;
    };
    // The rows of one name cover disjoint LLVM releases: at most one is in force.
    let Some((verdict, judgment)) = rows
        .iter()
        .find_map(|verdict| in_force(v, verdict).map(|judgment| (verdict, judgment)))
    else {
        return;
    };
    let judged = match judgment {
        Judgment::Signature { nvvm23: true } => &verdict.upgraded,
        Judgment::Signature { nvvm23: false } => &verdict.as_written,
        Judgment::Rewritten => match &verdict.older_form {
            Some(older) => &older.rewritten,
            None => return,
        },
    };
    if let Some(refusal) = judged {
        let m = &refusal.mismatch;
        v.report(
            refusal.check,
            inst.span,
            &[
                ("place", &m.place),
                ("expected", &m.expected),
                ("got", &m.got),
            ],
        );
    }
}

/// The declaration this function is, against LLVM 19's attributes of the intrinsic: LLVM 19's
/// reader gives a declaration the attributes its Intrinsics.td lists, and its Verifier refuses
/// one with fewer parameters than they span (`Attribute after last parameter!`) at the
/// declaration, called or not. Once per declaration; the verdict is the module's memo.
pub fn declaration(v: &mut Verifier) {
    if !v.on(ValidCheck::IntrinsicAttributeAfterLast) || v.input.function.is_definition {
        return;
    }
    let name = v.input.name();
    if !name.starts_with("llvm.") {
        return;
    }
    let tables = support::tables(v.env);
    let verdicts = v.env.facts.intrinsic_verdicts(|facts| judge(facts, tables));
    let Some(rows) = verdicts.get(name.as_str()) else {
        return;
    };
    let after_last = rows.iter().any(|verdict| {
        verdict.attribute_after_last
            && matches!(in_force(v, verdict), Some(Judgment::Signature { .. }))
    });
    if after_last {
        let span = v.input.function.name.span;
        v.report(ValidCheck::IntrinsicAttributeAfterLast, span, &[]);
    }
}

/// Whether the consumer of this function judges a declaration so: an LLVM by the signatures
/// it has (`since` ..= `until` holding its version): `--llvm`'s under the llvm profile, LLVM 7
/// for typed-pointer IR (libNVVM's NVVM 7 path), [`MODERN_NVVM_LLVM`] for modern IR under the
/// nvvm profile (libNVVM's NVVM 23 path); and libNVVM also by the rows its front end was
/// probed to judge alike (`libnvvm`), alone where a row of the name is so marked. Where its
/// reader upgrades the declaration as an older form, by the calls as rewritten instead.
/// `None` where the consumer does not judge the declaration by this row.
fn in_force(v: &Verifier, verdict: &IntrinsicVerdict) -> Option<Judgment> {
    let nvvm23_path = support::libnvvm_path(v.env) == Some(LibNvvmPath::Nvvm23);
    let (llvm, libnvvm, path) = if v.typed {
        // From compute_100 libNVVM upgrades typed-pointer IR and judges it on its NVVM 23 path.
        if nvvm23_path {
            (MODERN_NVVM_LLVM, verdict.nvvm23, Some(LibNvvmPath::Nvvm23))
        } else {
            (7, verdict.nvvm7, Some(LibNvvmPath::Nvvm7))
        }
    } else {
        match v.env.config.llvm {
            Some(llvm) => (llvm, false, None),
            None => (
                MODERN_NVVM_LLVM,
                verdict.nvvm23,
                nvvm23_path.then_some(LibNvvmPath::Nvvm23),
            ),
        }
    };
    if let Some(older) = &verdict.older_form {
        let upgrades = older.since.is_some_and(|since| since <= llvm)
            || match path {
                Some(LibNvvmPath::Nvvm7) => older.nvvm7,
                Some(LibNvvmPath::Nvvm23) => older.nvvm23,
                None => false,
            };
        if upgrades {
            return Some(Judgment::Rewritten);
        }
    }
    let marked_elsewhere = match path {
        Some(LibNvvmPath::Nvvm7) => verdict.nvvm7_elsewhere,
        Some(LibNvvmPath::Nvvm23) => verdict.nvvm23_elsewhere,
        None => false,
    };
    let in_llvm = !marked_elsewhere
        && verdict.since.is_none_or(|since| since <= llvm)
        && verdict.until.is_none_or(|until| llvm <= until);
    (libnvvm || in_llvm).then_some(Judgment::Signature {
        nvvm23: path == Some(LibNvvmPath::Nvvm23),
    })
}

/// Whether LLVM `llvm` rewrites the calls of intrinsic `name` (a name only earlier releases
/// define: every signature row of it ends before, `until`, and the last says how many of a
/// call's arguments the rewrite reads, `upgrade_reads`) and the call `site` fits the signature
/// the rewrite reads it by (the last row): LLVM 22's reader renames `llvm.nvvm.barrier0.popc`
/// and the like from each call's own types, so a call that differs from the declaration
/// (another result type declared, arguments beyond those the rewrite reads: `barrier0` reads
/// none) but fits the signature is accepted, as opt-22 does. `false` where some row is LLVM
/// `llvm`'s, the name has none, or LLVM `llvm` still knows it as an intrinsic (no
/// `upgrade_reads`).
pub fn rewritten_call_fits(
    tables: &Tables,
    name: &str,
    llvm: u32,
    arena: &crate::ir::Arena,
    src: &str,
    site: &CallSite,
) -> bool {
    let mut last = None;
    for sig in tables.intrinsic_signatures(name) {
        if sig.until.is_none_or(|until| until >= llvm) {
            return false;
        }
        last = Some(sig);
    }
    let Some((sig, reads)) = last.and_then(|sig| Some((sig, sig.upgrade_reads? as usize))) else {
        return false;
    };
    // A call written with a whole function type (`void (i32, ...)`) names no plain result.
    if matches!(arena[site.ty], Type::Function { .. }) {
        return false;
    }
    let args = &arena[site.args];
    // Fewer arguments than the rewrite reads: LLVM 22 refuses the rewritten code or crashes.
    let Some(args) = args.get(..reads) else {
        return false;
    };
    let ty = |id| Ty { arena, src, id };
    let mut slots: [Option<Ty>; SLOTS] = [None; SLOTS];
    let mut bound = 0usize;
    let ret_fits = match (sig.ret, &arena[site.ty]) {
        ([], Type::Void) => true,
        ([one], _) => fits(one, ty(site.ty), &mut slots, &mut bound, false),
        _ => false,
    };
    ret_fits
        && sig
            .params
            .iter()
            .zip(args)
            .all(|(want, arg)| fits(want, ty(arg.ty), &mut slots, &mut bound, false))
}

/// How a consumer judges a declaration of an intrinsic and its calls.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Judgment {
    /// Against the signature; `nvvm23`: in libNVVM's NVVM 23 reading (its order of checks,
    /// typed pointers upgraded).
    Signature { nvvm23: bool },
    /// The declaration is an older form its reader upgrades: each call as rewritten.
    Rewritten,
}

/// The LLVM whose generic signatures libNVVM's modern path (NVVM 23 in CUDA 13.5) agrees with.
/// Of the generated NVVM rows (`since` 19 or 22) it judges only those marked `Nvvm23`: run one
/// by one through its verify, it disagrees with opt on 24 of the 1,582 rows LLVM 19 and 22
/// share (3 refused as written; 2 retyped parameters and 22 retyped results accepted: the
/// `atomic.*.gen` family, `mapa`, `getctarank`) and on 92 of LLVM 22's 940 others.
const MODERN_NVVM_LLVM: u32 = 18;

/// Every generic intrinsic the module declares, against its signature: once per
/// declaration, whatever the number of calls.
fn judge(facts: &ModuleFacts, tables: &Tables) -> IntrinsicVerdicts {
    let mut out = IntrinsicVerdicts::default();
    for name in facts.headers.keys() {
        if !name.starts_with("llvm.") {
            continue;
        }
        let mut sigs = tables.intrinsic_signatures(name).peekable();
        if sigs.peek().is_none() {
            continue;
        }
        let Some(decl) = facts.context.function(name) else {
            continue;
        };
        let (arena, text, node) = (decl.arena, decl.text, decl.node);
        let params = arena[node.params].len();
        let mut rows: Vec<IntrinsicVerdict> = Vec::new();
        let (mut nvvm7_marks, mut nvvm23_marks) = (0usize, 0usize);
        for sig in sigs {
            let (nvvm7, nvvm23) = (
                sig.judged_by(LibNvvmPath::Nvvm7),
                sig.judged_by(LibNvvmPath::Nvvm23),
            );
            nvvm7_marks += usize::from(nvvm7);
            nvvm23_marks += usize::from(nvvm23);
            // A typed-pointer module is LLVM 7's below compute_100 and upgraded to NVVM 23's
            // from it: a later row is reported only where one of libNVVM's paths judges by it.
            if facts.typed_pointers && sig.since.is_some_and(|since| since > 7) && !nvvm7 && !nvvm23
            {
                continue;
            }
            let as_written = verdict(facts, sig, arena, text, node, Reading::Llvm);
            let upgraded = verdict(facts, sig, arena, text, node, Reading::Nvvm23);
            let attribute_after_last = params < sig.attributed_params as usize;
            if as_written.is_none() && upgraded.is_none() && !attribute_after_last {
                continue;
            }
            let older_form = tables
                .intrinsic_upgrade(sig.intrinsic, params)
                .map(|row| OlderForm {
                    since: row.since,
                    nvvm7: row.libnvvm.contains(&LibNvvmPath::Nvvm7),
                    nvvm23: row.libnvvm.contains(&LibNvvmPath::Nvvm23),
                    rewritten: rewritten(facts, sig, arena, text, node, &row.call_args),
                });
            rows.push(IntrinsicVerdict {
                as_written,
                upgraded,
                since: sig.since,
                until: sig.until,
                nvvm7,
                nvvm23,
                nvvm7_elsewhere: false,
                nvvm23_elsewhere: false,
                attribute_after_last,
                older_form,
            });
        }
        if rows.is_empty() {
            continue;
        }
        // Counted over every row of the name, the wrong ones and the right: a libNVVM path
        // with a row marked for it judges by that row alone.
        for row in &mut rows {
            row.nvvm7_elsewhere = nvvm7_marks > usize::from(row.nvvm7);
            row.nvvm23_elsewhere = nvvm23_marks > usize::from(row.nvvm23);
        }
        out.insert(name.as_ref().into(), rows.into_boxed_slice());
    }
    out
}

/// Whose matcher judges a declaration: the order of its checks and how it reads typed
/// pointers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// LLVM's `matchIntrinsicSignature` on the declaration as written (LLVM 7 for typed
    /// pointers): the result, each declared parameter in turn (one the signature does not
    /// have does not match), then the parameters left over and `...`.
    Llvm,
    /// libNVVM 13.5's NVVM 23 path: the result, then the parameter count (`intrinsic has
    /// incorrect number of args`), each parameter, then `...`; typed pointers read as `ptr`.
    Nvvm23,
}

/// The check a declaration fails against `sig`, if any, and where.
fn verdict(
    facts: &ModuleFacts,
    sig: Signature,
    arena: &crate::ir::Arena,
    src: &str,
    decl: &crate::ir::Function,
    reading: Reading,
) -> Option<IntrinsicRefusal> {
    let upgraded = reading == Reading::Nvvm23 && facts.typed_pointers;
    let params = &arena[decl.params];
    let ty = |id| Ty { arena, src, id };
    let words = Words { facts, arena, src };
    let mut slots: [Option<Ty>; SLOTS] = [None; SLOTS];
    let mut bound = 0usize;
    let ret = ty(decl.ret_ty);
    let refused = |mismatch| {
        Some(IntrinsicRefusal {
            check: ValidCheck::IntrinsicReturnType,
            mismatch,
        })
    };
    // The results: `void`, one type, or a literal struct of several.
    match (sig.ret, ret.get()) {
        ([], Type::Void) => {}
        ([], _) => return refused(words.fixed("return", "void".into(), ret)),
        ([one], _) => {
            let slot = bound;
            if !fits(one, ret, &mut slots, &mut bound, upgraded) {
                return refused(words.why("return", one, ret, &slots, slot));
            }
        }
        (many, Type::Struct { fields, packed }) if fields.len() == many.len() && !packed => {
            for (k, (want, &f)) in many.iter().zip(&arena[*fields]).enumerate() {
                let slot = bound;
                if !fits(want, ty(f), &mut slots, &mut bound, upgraded) {
                    let place = format!("return struct element {k}");
                    return refused(words.why(&place, want, ty(f), &slots, slot));
                }
            }
        }
        (many, _) => {
            let expected = format!("literal non-packed struct with {} elements", many.len());
            return refused(words.fixed("return", expected, ret));
        }
    }
    let count = |check| IntrinsicRefusal {
        check,
        mismatch: IntrinsicMismatch {
            place: "".into(),
            expected: sig.params.len().to_string().into(),
            got: params.len().to_string().into(),
        },
    };
    if reading == Reading::Nvvm23 && params.len() != sig.params.len() {
        return Some(count(ValidCheck::IntrinsicArgCount));
    }
    for (i, p) in params.iter().enumerate() {
        let place = || format!("argument {i}");
        let Some(want) = sig.params.get(i) else {
            // LLVM's matcher has no type left for it: the parameter does not match.
            return Some(IntrinsicRefusal {
                check: ValidCheck::IntrinsicArgType,
                mismatch: words.fixed(&place(), "nothing".into(), ty(p.ty)),
            });
        };
        let slot = bound;
        if !fits(want, ty(p.ty), &mut slots, &mut bound, upgraded) {
            return Some(IntrinsicRefusal {
                check: ValidCheck::IntrinsicArgType,
                mismatch: words.why(&place(), want, ty(p.ty), &slots, slot),
            });
        }
    }
    // LLVM's `matchIntrinsicVarArg`: the signature's types left over (or none, against a
    // varargs declaration) are words about varargs.
    if decl.varargs {
        return Some(count(ValidCheck::IntrinsicVarArgs));
    }
    (params.len() < sig.params.len()).then(|| count(ValidCheck::IntrinsicTooFewArgs))
}

/// A call of the older form `decl` as its reader rewrites it onto `sig`
/// (`upgradeIntrinsicCall`): the current form's parameter `i` gets the older form's argument
/// `call_args[i]` (whose type, in a call the Verifier accepts, is the declared one). The new
/// declaration takes its overloaded types from those arguments, so one of the wrong kind fails
/// the signature (`Intrinsic has incorrect argument type!`); every other parameter keeps the
/// signature's type, which the argument must have — checked first, at the call itself (`Call
/// parameter type does not match function signature!`). `None` where the call fits, or
/// `call_args` does not describe the rewrite (empty, or not one per current parameter).
fn rewritten(
    facts: &ModuleFacts,
    sig: Signature,
    arena: &crate::ir::Arena,
    src: &str,
    decl: &crate::ir::Function,
    call_args: &[u32],
) -> Option<IntrinsicRefusal> {
    let params = &arena[decl.params];
    if call_args.len() != sig.params.len() || !sig.ret.is_empty() {
        return None;
    }
    let ty = |id| Ty { arena, src, id };
    let words = Words { facts, arena, src };
    let mut slots: [Option<Ty>; SLOTS] = [None; SLOTS];
    let mut bound = 0usize;
    let mut overload_refused = None;
    for (i, (want, &arg)) in sig.params.iter().zip(call_args).enumerate() {
        let got = ty(params.get(arg as usize)?.ty);
        let slot = bound;
        if fits(want, got, &mut slots, &mut bound, false) {
            continue;
        }
        let place = format!("argument {i}");
        let mismatch = words.why(&place, want, got, &slots, slot);
        if matches!(want, SigType::AnyInt | SigType::AnyFloat | SigType::AnyPtr) {
            overload_refused.get_or_insert(IntrinsicRefusal {
                check: ValidCheck::IntrinsicArgType,
                mismatch,
            });
        } else {
            return Some(IntrinsicRefusal {
                check: ValidCheck::IntrinsicRewrittenArgType,
                mismatch,
            });
        }
    }
    overload_refused
}

/// Types as libNVVM's NVVM 23 path names them in its signature errors: modern LLVM's
/// spelling (a typed pointer upgraded to `ptr`), a named struct with its body.
struct Words<'a> {
    facts: &'a ModuleFacts,
    arena: &'a crate::ir::Arena,
    src: &'a str,
}

impl Words<'_> {
    fn text(&self, ty: Ty) -> String {
        match ty.get() {
            Type::TypedPtr { addrspace: 0, .. } => "ptr".into(),
            Type::TypedPtr { addrspace, .. } => format!("ptr addrspace({addrspace})"),
            _ => super::inst::named_with_body(self.facts, self.arena, self.src, ty.id),
        }
    }

    /// `{place} type expected {expected}, but got {ty}`.
    fn fixed(&self, place: &str, expected: String, ty: Ty) -> IntrinsicMismatch {
        IntrinsicMismatch {
            place: format!("{place} type").into(),
            expected: expected.into(),
            got: self.text(ty).into(),
        }
    }

    /// Why `ty` does not fit `want`, the overloaded slots bound so far being `slots` and
    /// `slot` the one an overloaded `want` would have bound (probed with libNVVM 13.5 at
    /// compute_100: corpus/rules/NV9190, NV9191).
    fn why(
        &self,
        place: &str,
        want: &SigType,
        ty: Ty,
        slots: &[Option<Ty>; SLOTS],
        slot: usize,
    ) -> IntrinsicMismatch {
        let vector_of = |t: &Type| match t {
            Type::Vector {
                len,
                scalable: false,
                elem,
            } => Some((*len, *elem)),
            _ => None,
        };
        let mismatch = |place: String, expected: String, got: String| IntrinsicMismatch {
            place: place.into(),
            expected: expected.into(),
            got: got.into(),
        };
        let element = |elem| Ty {
            arena: ty.arena,
            src: ty.src,
            id: elem,
        };
        let overloaded = |what: &str| {
            mismatch(
                format!("{place} type (overload type {slot})"),
                what.into(),
                self.text(ty),
            )
        };
        match want {
            SigType::I(n) => self.fixed(place, format!("i{n}"), ty),
            SigType::Half => self.fixed(place, "half".into(), ty),
            SigType::Float => self.fixed(place, "float".into(), ty),
            SigType::Double => self.fixed(place, "double".into(), ty),
            SigType::BFloat => self.fixed(place, "bfloat".into(), ty),
            SigType::Ptr(0) => self.fixed(place, "ptr".into(), ty),
            SigType::Ptr(space) => self.fixed(place, format!("ptr addrspace({space})"), ty),
            SigType::Vector { len, elem } => match vector_of(ty.get()) {
                Some((l, e)) if l == *len => mismatch(
                    format!("{place} vector element type"),
                    scalar_text(elem),
                    self.text(element(e)),
                ),
                _ => self.fixed(place, format!("vector with {len} elements"), ty),
            },
            SigType::AnyInt => overloaded("any integer or integer vector"),
            SigType::AnyFloat => overloaded("any fp or fp vector"),
            SigType::AnyPtr => overloaded("any pointer or pointer vector"),
            SigType::Same(k) => {
                let bound = slots.get(*k as usize).copied().flatten();
                mismatch(
                    format!("{place} type (matching overload type {k})"),
                    bound.map_or_else(|| "?".into(), |b| self.text(b)),
                    self.text(ty),
                )
            }
            SigType::SameWidthI1(k) => {
                let Some(bound) = slots.get(*k as usize).copied().flatten() else {
                    return self.fixed(place, "i1".into(), ty);
                };
                let width = format!("{place} type (same vector width of overload type {k})");
                let of = format!("(overload type {k} is {})", self.text(bound));
                match (vector_of(bound.get()), vector_of(ty.get())) {
                    (Some(_), None) => mismatch(width, format!("vector {of}"), self.text(ty)),
                    (Some((n, _)), Some((m, _))) if n != m => mismatch(
                        width,
                        format!("vector with {n} elements {of}"),
                        self.text(ty),
                    ),
                    (None, Some(_)) => mismatch(width, format!("scalar {of}"), self.text(ty)),
                    (Some(_), Some((_, e))) => mismatch(
                        format!("{place} vector element type"),
                        "i1".into(),
                        self.text(element(e)),
                    ),
                    (None, None) => self.fixed(place, "i1".into(), ty),
                }
            }
        }
    }
}

/// A vector element type of a signature as LLVM writes it.
fn scalar_text(s: &SigScalar) -> String {
    match s {
        SigScalar::I(n) => format!("i{n}"),
        SigScalar::Half => "half".into(),
        SigScalar::BFloat => "bfloat".into(),
        SigScalar::Float => "float".into(),
        SigScalar::Double => "double".into(),
    }
}

/// Whether `ty` matches `want`, binding an overloaded slot when `want` is one.
fn fits<'a>(
    want: &SigType,
    ty: Ty<'a>,
    slots: &mut [Option<Ty<'a>>; SLOTS],
    bound: &mut usize,
    upgraded: bool,
) -> bool {
    let t = ty.get();
    let elem = |t: &Type| match t {
        Type::Vector { elem, .. } => ty.arena[*elem].clone(),
        other => other.clone(),
    };
    let mut bind = |ok: bool| {
        if ok && *bound < SLOTS {
            slots[*bound] = Some(ty);
        }
        *bound += 1;
        ok
    };
    match want {
        SigType::I(n) => *t == Type::Int(*n),
        SigType::Half => *t == Type::Float(crate::ir::FloatKind::Half),
        SigType::Float => *t == Type::Float(crate::ir::FloatKind::Float),
        SigType::Double => *t == Type::Float(crate::ir::FloatKind::Double),
        SigType::BFloat => *t == Type::Float(crate::ir::FloatKind::BFloat),
        SigType::Vector { len, elem } => match t {
            Type::Vector {
                len: l,
                scalable: false,
                elem: e,
            } => l == len && scalar(elem) == ty.arena[*e],
            _ => false,
        },
        SigType::Ptr(space) => match t {
            Type::Ptr { addrspace } => addrspace == space,
            // LLVM 7 wants `i8*`; NVVM 23 reads every typed pointer as `ptr`.
            Type::TypedPtr { addrspace, pointee } => {
                addrspace == space && (upgraded || ty.arena[*pointee] == Type::Int(8))
            }
            _ => false,
        },
        SigType::AnyInt => bind(matches!(elem(t), Type::Int(_))),
        SigType::AnyFloat => bind(matches!(elem(t), Type::Float(_))),
        SigType::AnyPtr => bind(t.is_pointer()),
        SigType::Same(k) => slots
            .get(*k as usize)
            .copied()
            .flatten()
            .is_some_and(|s| s.eq(ty)),
        SigType::SameWidthI1(k) => match slots.get(*k as usize).copied().flatten() {
            Some(s) => match (s.get(), t) {
                (Type::Vector { len, .. }, Type::Vector { len: l, elem, .. }) => {
                    len == l && ty.arena[*elem] == Type::Int(1)
                }
                (Type::Vector { .. }, _) => false,
                (_, other) => *other == Type::Int(1),
            },
            None => false,
        },
    }
}

/// The IR type of a vector element in a signature.
fn scalar(s: &SigScalar) -> Type {
    use crate::ir::FloatKind;
    match s {
        SigScalar::I(n) => Type::Int(*n),
        SigScalar::Half => Type::Float(FloatKind::Half),
        SigScalar::BFloat => Type::Float(FloatKind::BFloat),
        SigScalar::Float => Type::Float(FloatKind::Float),
        SigScalar::Double => Type::Float(FloatKind::Double),
    }
}
