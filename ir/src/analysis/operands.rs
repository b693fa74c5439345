//! Each instruction's value operands and block operands, with the type each is used at.

use crate::ast::{Arena, InstKind, Instruction, Name, TypeId, ValueId};

/// A value operand: the value and the type written (or implied) for it; `None` where the
/// use states no type (an indirect callee, a pad's parent).
pub type Operand = (ValueId, Option<TypeId>);

/// Calls `f` with every value operand of `inst` except phi incomings (see [`phi_incoming`]).
pub fn for_each_operand(arena: &Arena, inst: &Instruction, mut f: impl FnMut(Operand)) {
    let tv = |f: &mut dyn FnMut(Operand), v: crate::ast::TypedValue| f((v.value, Some(v.ty)));
    match &inst.kind {
        InstKind::Ret(v) => {
            if let Some(v) = v {
                tv(&mut f, *v)
            }
        }
        InstKind::CondBr { cond, .. } => tv(&mut f, *cond),
        InstKind::Switch { value, cases, .. } => {
            tv(&mut f, *value);
            for c in &arena[*cases] {
                tv(&mut f, c.value);
            }
        }
        InstKind::IndirectBr { addr, .. } => tv(&mut f, *addr),
        InstKind::Resume(v) | InstKind::Freeze(v) => tv(&mut f, *v),
        InstKind::Unary { operand } => tv(&mut f, *operand),
        InstKind::Binary { lhs, rhs } => {
            tv(&mut f, *lhs);
            f((*rhs, Some(lhs.ty)));
        }
        InstKind::Cmp { lhs, rhs, .. } => {
            tv(&mut f, *lhs);
            f((*rhs, Some(lhs.ty)));
        }
        InstKind::Cast { value, .. } => tv(&mut f, *value),
        InstKind::Alloca { count, .. } => {
            if let Some(c) = count {
                tv(&mut f, *c)
            }
        }
        InstKind::Load { ptr, .. } => tv(&mut f, *ptr),
        InstKind::Store { value, ptr, .. } => {
            tv(&mut f, *value);
            tv(&mut f, *ptr);
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            tv(&mut f, *ptr);
            tv(&mut f, *cmp);
            tv(&mut f, *new);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            tv(&mut f, *ptr);
            tv(&mut f, *value);
        }
        InstKind::GetElementPtr { base, indices, .. } => {
            tv(&mut f, *base);
            for i in &arena[*indices] {
                tv(&mut f, *i);
            }
        }
        InstKind::Select {
            cond,
            then_value,
            else_value,
        } => {
            tv(&mut f, *cond);
            tv(&mut f, *then_value);
            tv(&mut f, *else_value);
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
        InstKind::VaArg { list, .. } => tv(&mut f, *list),
        InstKind::ExtractElement { vector, index } => {
            tv(&mut f, *vector);
            tv(&mut f, *index);
        }
        InstKind::InsertElement {
            vector,
            element,
            index,
        } => {
            tv(&mut f, *vector);
            tv(&mut f, *element);
            tv(&mut f, *index);
        }
        InstKind::ShuffleVector { a, b, mask } => {
            tv(&mut f, *a);
            tv(&mut f, *b);
            tv(&mut f, *mask);
        }
        InstKind::ExtractValue { aggregate, .. } => tv(&mut f, *aggregate),
        InstKind::InsertValue {
            aggregate, value, ..
        } => {
            tv(&mut f, *aggregate);
            tv(&mut f, *value);
        }
        InstKind::LandingPad { clauses, .. } => {
            for c in &arena[*clauses] {
                tv(&mut f, c.value);
            }
        }
        InstKind::CatchSwitch { parent, .. }
        | InstKind::CatchRet { pad: parent, .. }
        | InstKind::CleanupRet { pad: parent, .. } => f((*parent, None)),
        InstKind::CatchPad { parent, args } | InstKind::CleanupPad { parent, args } => {
            f((*parent, None));
            for a in &arena[*args] {
                tv(&mut f, *a);
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
