//! Each instruction's value operands and block operands, with the type each is used at.

use crate::ast::{Arena, InstKind, Instruction, Name, TypeId, ValueId};

/// A value operand: the value and the type written (or implied) for it; `None` where the
/// use states no type (an indirect callee, a pad's parent).
pub type Operand = (ValueId, Option<TypeId>);

/// Calls `f` with every value operand of `inst` except phi incomings (see [`phi_incoming`]).
/// Inlined into its one caller (the SSA visitor, per instruction): as a call, its prologue,
/// epilogue and the closure's captures cost ~20 instructions an instruction.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn for_each_operand(arena: &Arena, inst: &Instruction, mut f: impl FnMut(Operand)) {
    // A macro rather than a closure taking `&mut dyn FnMut`: the call stays static, and the
    // whole walk inlines into the caller (a dynamic call per operand cost more than the check).
    macro_rules! tv {
        ($v:expr) => {{
            let v: crate::ast::TypedValue = $v;
            f((v.value, Some(v.ty)))
        }};
    }
    match &inst.kind {
        InstKind::Ret(v) => {
            if let Some(v) = v {
                tv!(*v)
            }
        }
        InstKind::CondBr { cond, .. } => tv!(*cond),
        InstKind::Switch { value, cases, .. } => {
            tv!(*value);
            for c in &arena[*cases] {
                tv!(c.value);
            }
        }
        InstKind::IndirectBr { addr, .. } => tv!(*addr),
        InstKind::Resume(v) | InstKind::Freeze(v) => tv!(*v),
        InstKind::Unary { operand } => tv!(*operand),
        InstKind::Binary { lhs, rhs } => {
            tv!(*lhs);
            f((*rhs, Some(lhs.ty)));
        }
        InstKind::Cmp { lhs, rhs, .. } => {
            tv!(*lhs);
            f((*rhs, Some(lhs.ty)));
        }
        InstKind::Cast { value, .. } => tv!(*value),
        InstKind::Alloca { count, .. } => {
            if let Some(c) = count {
                tv!(*c)
            }
        }
        InstKind::Load { ptr, .. } => tv!(*ptr),
        InstKind::Store { value, ptr, .. } => {
            tv!(*value);
            tv!(*ptr);
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            tv!(*ptr);
            tv!(*cmp);
            tv!(*new);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            tv!(*ptr);
            tv!(*value);
        }
        InstKind::GetElementPtr { base, indices, .. } => {
            tv!(*base);
            for i in &arena[*indices] {
                tv!(*i);
            }
        }
        InstKind::Select {
            cond,
            then_value,
            else_value,
        } => {
            tv!(*cond);
            tv!(*then_value);
            tv!(*else_value);
        }
        InstKind::Call(site)
        | InstKind::Invoke { call: site, .. }
        | InstKind::CallBr { call: site, .. } => {
            f((site.callee, None));
            for a in &arena[site.args] {
                f((a.value, Some(a.ty)));
            }
            for b in &arena[site.bundles] {
                for v in &arena[b.args] {
                    f((v.value, Some(v.ty)));
                }
            }
        }
        InstKind::VaArg { list, .. } => tv!(*list),
        InstKind::ExtractElement { vector, index } => {
            tv!(*vector);
            tv!(*index);
        }
        InstKind::InsertElement {
            vector,
            element,
            index,
        } => {
            tv!(*vector);
            tv!(*element);
            tv!(*index);
        }
        InstKind::ShuffleVector { a, b, mask } => {
            tv!(*a);
            tv!(*b);
            tv!(*mask);
        }
        InstKind::ExtractValue { aggregate, .. } => tv!(*aggregate),
        InstKind::InsertValue {
            aggregate, value, ..
        } => {
            tv!(*aggregate);
            tv!(*value);
        }
        InstKind::LandingPad { clauses, .. } => {
            for c in &arena[*clauses] {
                tv!(c.value);
            }
        }
        InstKind::CatchSwitch { parent, .. }
        | InstKind::CatchRet { pad: parent, .. }
        | InstKind::CleanupRet { pad: parent, .. } => f((*parent, None)),
        InstKind::CatchPad { parent, args } | InstKind::CleanupPad { parent, args } => {
            f((*parent, None));
            for a in &arena[*args] {
                tv!(*a);
            }
        }
        InstKind::Phi { .. }
        | InstKind::Br { .. }
        | InstKind::Unreachable
        | InstKind::Fence(_)
        | InstKind::Error => {}
    }
}

/// A phi's incoming (value, block) pairs; empty for other instructions.
pub fn phi_incoming<'a>(arena: &'a Arena, inst: &Instruction) -> &'a [crate::ast::PhiIncoming] {
    match &inst.kind {
        InstKind::Phi { incoming, .. } => &arena[*incoming],
        _ => &[],
    }
}

/// Calls `f` with every block `inst` may branch to, in LLVM's successor order.
pub fn for_each_successor(arena: &Arena, inst: &Instruction, mut f: impl FnMut(Name)) {
    match &inst.kind {
        InstKind::Br { dest } => f(*dest),
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => {
            f(*then_dest);
            f(*else_dest);
        }
        InstKind::Switch { default, cases, .. } => {
            f(*default);
            for c in &arena[*cases] {
                f(c.dest);
            }
        }
        InstKind::IndirectBr { dests, .. } => arena[*dests].iter().for_each(|d| f(*d)),
        InstKind::Invoke { normal, unwind, .. } => {
            f(*normal);
            f(*unwind);
        }
        InstKind::CallBr {
            default, indirect, ..
        } => {
            f(*default);
            arena[*indirect].iter().for_each(|d| f(*d));
        }
        InstKind::CatchSwitch {
            handlers, unwind, ..
        } => {
            arena[*handlers].iter().for_each(|d| f(*d));
            if let Some(u) = unwind {
                f(*u)
            }
        }
        InstKind::CatchRet { dest, .. } => f(*dest),
        InstKind::CleanupRet {
            unwind: Some(u), ..
        } => f(*u),
        _ => {}
    }
}
