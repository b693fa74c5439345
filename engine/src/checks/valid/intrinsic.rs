//! Calls of intrinsics against their signatures (`rules/intrinsic_signatures.ron`, the
//! generic ones; `rules/nvvm_signatures.ron`, the `llvm.nvvm.*` ones generated from
//! IntrinsicsNVVM.td), as the Verifier matches a called intrinsic's
//! declared function type (`Intrinsic::matchIntrinsicSignature`): the result first, binding
//! the overloaded slots, then each parameter. LLVM judges only declarations that are
//! called, at each call; so does this visitor, from verdicts made once per declaration
//! (memoized in the module facts): a call costs one test when every declaration is right.
//!
//! A declaration with another parameter count is not judged: LLVM's reader upgrades the
//! older forms (`llvm.memcpy` with an alignment argument, `llvm.ctlz` without its flag).

use tablegen::model::SigType;
use tablegen::tables::Signature;
use tablegen::vocab::{LibNvvmPath, SigScalar, ValidCheck};

use tablegen::Tables;

use super::ops::Ty;
use super::{support, Verifier};
use crate::facts::{IntrinsicVerdict, IntrinsicVerdicts, ModuleFacts};
use crate::ir::{CallSite, Instruction, Type, ValueKind};

/// The most overloaded slots a signature has (`llvm.memcpy`: three).
const SLOTS: usize = 4;

pub fn call(v: &mut Verifier, inst: &Instruction, site: &CallSite) {
    if !v.on(ValidCheck::IntrinsicReturnType) && !v.on(ValidCheck::IntrinsicArgType) {
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
    let Some(verdict) = verdicts.get(&*callee.text(src)) else {
        return;
    };
    if in_force(v, verdict) {
        v.report(verdict.check, inst.span, &[]);
    }
}

/// Whether the consumer of this function judges a declaration so: an LLVM by the signatures
/// it has (`since` at most its version): `--llvm`'s under the llvm profile, LLVM 7 for
/// typed-pointer IR (libNVVM's NVVM 7 path), [`MODERN_NVVM_LLVM`] for modern IR under the
/// nvvm profile (libNVVM's NVVM 23 path); and libNVVM also by the generated rows its front end
/// was probed to judge alike (`libnvvm`).
fn in_force(v: &Verifier, verdict: &IntrinsicVerdict) -> bool {
    let (llvm, libnvvm) = if v.typed {
        (7, verdict.nvvm7)
    } else {
        match v.env.config.llvm {
            Some(llvm) => (llvm, false),
            None => (MODERN_NVVM_LLVM, verdict.nvvm23),
        }
    };
    libnvvm || verdict.since.is_none_or(|since| since <= llvm)
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
        let Some(sig) = tables.intrinsic_signature(name) else {
            continue;
        };
        // A typed-pointer module is LLVM 7's throughout: a later row is reported only where
        // libNVVM's NVVM 7 path judges by it.
        if facts.typed_pointers
            && sig.since.is_some_and(|since| since > 7)
            && !sig.judged_by(LibNvvmPath::Nvvm7)
        {
            continue;
        }
        let Some(decl) = facts.context.function(name) else {
            continue;
        };
        if let Some(check) = verdict(sig, decl.arena, decl.text, decl.node) {
            let judged = IntrinsicVerdict {
                check,
                since: sig.since,
                nvvm7: sig.judged_by(LibNvvmPath::Nvvm7),
                nvvm23: sig.judged_by(LibNvvmPath::Nvvm23),
            };
            out.insert(name.as_ref().into(), judged);
        }
    }
    out
}

/// The check a declaration fails against `sig`, if any.
fn verdict(
    sig: Signature,
    arena: &crate::ir::Arena,
    src: &str,
    decl: &crate::ir::Function,
) -> Option<ValidCheck> {
    let params = &arena[decl.params];
    if params.len() != sig.params.len() || decl.varargs {
        return None;
    }
    let ty = |id| Ty { arena, src, id };
    let mut slots: [Option<Ty>; SLOTS] = [None; SLOTS];
    let mut bound = 0usize;
    // The results: `void`, one type, or a literal struct of several.
    let results_fit = match (sig.ret, &arena[decl.ret_ty]) {
        ([], Type::Void) => true,
        ([one], _) => fits(one, ty(decl.ret_ty), &mut slots, &mut bound),
        (many, Type::Struct { fields, .. }) if many.len() > 1 => {
            let fields = &arena[*fields];
            fields.len() == many.len()
                && many
                    .iter()
                    .zip(fields)
                    .all(|(want, &f)| fits(want, ty(f), &mut slots, &mut bound))
        }
        _ => false,
    };
    if !results_fit {
        return Some(ValidCheck::IntrinsicReturnType);
    }
    for (want, p) in sig.params.iter().zip(params) {
        if !fits(want, ty(p.ty), &mut slots, &mut bound) {
            return Some(ValidCheck::IntrinsicArgType);
        }
    }
    None
}

/// Whether `ty` matches `want`, binding an overloaded slot when `want` is one.
fn fits<'a>(
    want: &SigType,
    ty: Ty<'a>,
    slots: &mut [Option<Ty<'a>>; SLOTS],
    bound: &mut usize,
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
            Type::TypedPtr { addrspace, pointee } => {
                addrspace == space && ty.arena[*pointee] == Type::Int(8)
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
