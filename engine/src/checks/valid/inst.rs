//! Instructions: operand and result types per opcode, as LLVM's parser checks them
//! (`ret` against the function, integer vs floating-point operations, comparisons, casts,
//! `select`).

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{Arena, FloatKind, InstKind, Instruction, Opcode, Type, TypeId};

/// The operand and result types of `inst`.
pub fn visit_inst(v: &mut Verifier, inst: &Instruction) {
    if inst.result.is_some() && produces_nothing(&v.input.item.arena, inst) {
        v.report(ValidCheck::VoidResultNamed, inst.span, &[]);
    }
    {
        match &inst.kind {
            InstKind::Ret(value) => ret(v, inst, *value),
            InstKind::Binary { lhs, .. } => operand_type(v, inst, lhs.ty),
            InstKind::Unary { operand } => operand_type(v, inst, operand.ty),
            InstKind::Cmp { lhs, .. } => compare(v, inst, lhs.ty),
            InstKind::Cast { value, to } => cast(v, inst, value.ty, *to),
            InstKind::Select {
                cond,
                then_value,
                else_value,
            } => {
                let (arena, src) = (&v.input.item.arena, v.input.text);
                // LLVM asks for one type before it looks at the condition.
                if !arena.type_eq(src, then_value.ty, else_value.ty) {
                    v.report(ValidCheck::SelectTypes, inst.span, &[]);
                } else if !matches!(scalar(arena, cond.ty), Some(Type::Int(1))) {
                    v.report(ValidCheck::SelectCondition, arena[cond.value].span, &[]);
                }
            }
            _ => {}
        }
    }
}

/// Whether `inst` produces no value (LLVM's `void` type): `store`, `fence`, a call of a
/// `void` function, a terminator other than `invoke`/`callbr` (whose value is their callee's).
fn produces_nothing(arena: &Arena, inst: &Instruction) -> bool {
    match &inst.kind {
        InstKind::Store { .. }
        | InstKind::Fence(_)
        | InstKind::Ret(_)
        | InstKind::Br { .. }
        | InstKind::CondBr { .. }
        | InstKind::Switch { .. }
        | InstKind::IndirectBr { .. }
        | InstKind::Resume(_)
        | InstKind::Unreachable
        | InstKind::CleanupRet { .. }
        | InstKind::CatchRet { .. } => true,
        _ => inst
            .call_site()
            .is_some_and(|site| matches!(arena[arena.call_ret_ty(site)], Type::Void)),
    }
}

/// `ret` against the function's result type.
fn ret(v: &mut Verifier, inst: &Instruction, value: Option<crate::ir::TypedValue>) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let want = v.input.function.ret_ty;
    let fits = match value {
        None => matches!(arena[want], Type::Void),
        Some(tv) => arena.type_eq(src, tv.ty, want),
    };
    if !fits {
        let shown = type_with_body(v, want);
        v.report(ValidCheck::ReturnType, inst.span, &[("type", &shown)]);
    }
}

/// A type as LLVM's parser words it in a message: a named struct with its body
/// (`%struct.V = type { float, float }`: opt-19/22 and libNVVM 13.5 on both front ends).
pub(super) fn type_with_body(v: &Verifier, ty: TypeId) -> String {
    named_with_body(v.env.facts, &v.input.item.arena, v.input.text, ty)
}

/// [`type_with_body`] of a type of any arena of the module (`src` its text).
pub(super) fn named_with_body(
    facts: &crate::facts::ModuleFacts,
    arena: &Arena,
    src: &str,
    ty: TypeId,
) -> String {
    let shown = arena.display_type(src, ty);
    let Type::Named(name) = &arena[ty] else {
        return shown;
    };
    match facts.context.named_type(&name.text(src)) {
        Some(def) => format!(
            "{shown} = type {}",
            def.arena.display_type(def.text, def.node.ty)
        ),
        None => shown,
    }
}

/// The element type of a vector, else the type itself.
fn scalar(arena: &Arena, ty: TypeId) -> Option<&Type> {
    match &arena[ty] {
        Type::Vector { elem, .. } => Some(&arena[*elem]),
        Type::Named(_) | Type::Error => None,
        other => Some(other),
    }
}

/// [`operand_type`]'s verdict where it is plain: a scalar integer operand of an integer
/// operation, or a floating-point one of a floating-point operation. `false` for anything
/// else (vectors, other kinds), which the full visit judges.
#[inline(always)]
pub(super) fn scalar_operand_fits(arena: &Arena, opcode: Opcode, ty: TypeId) -> bool {
    match arena[ty] {
        Type::Int(_) => opcode.is_integer_operation(),
        Type::Float(_) => opcode.is_float_operation(),
        _ => false,
    }
}

/// Integer operations take integers, floating-point operations floating-point values.
fn operand_type(v: &mut Verifier, inst: &Instruction, ty: TypeId) {
    let arena = &v.input.item.arena;
    let Some(elem) = scalar(arena, ty) else {
        return;
    };
    let fits = if inst.opcode.is_integer_operation() {
        matches!(elem, Type::Int(_))
    } else if inst.opcode.is_float_operation() {
        matches!(elem, Type::Float(_))
    } else {
        true
    };
    if !fits {
        v.report(ValidCheck::OperandType, inst.span, &[]);
    }
}

/// `icmp` on integers or pointers, `fcmp` on floating-point values.
fn compare(v: &mut Verifier, inst: &Instruction, ty: TypeId) {
    let arena = &v.input.item.arena;
    let Some(elem) = scalar(arena, ty) else {
        return;
    };
    match inst.opcode {
        Opcode::ICmp if !matches!(elem, Type::Int(_)) && !elem.is_pointer() => {
            v.report(ValidCheck::IcmpOperands, inst.span, &[])
        }
        Opcode::FCmp if !matches!(elem, Type::Float(_)) => {
            v.report(ValidCheck::FcmpOperands, inst.span, &[])
        }
        _ => {}
    }
}

/// Shape of a cast operand: scalar kind and bit width, and vector length (0 for scalars).
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Int(u32),
    Float(FloatKind),
    Ptr(u32),
}

fn shape(arena: &Arena, ty: TypeId) -> Option<(Kind, u32)> {
    let (elem, len) = match &arena[ty] {
        Type::Vector {
            len,
            elem,
            scalable: false,
        } => (*elem, *len),
        Type::Vector { .. } => return None,
        _ => (ty, 0),
    };
    let kind = match arena[elem] {
        Type::Int(w) => Kind::Int(w),
        Type::Float(k) => Kind::Float(k),
        Type::Ptr { addrspace } | Type::TypedPtr { addrspace, .. } => Kind::Ptr(addrspace),
        _ => return None,
    };
    Some((kind, len))
}

/// Whether `op` converts `from` to `to` (LLVM's `CastInst::castIsValid`); `None` when the
/// types are beyond what this judges (aggregates, named or scalable types).
fn cast_is_valid(op: Opcode, from: (Kind, u32), to: (Kind, u32)) -> bool {
    use Kind::*;
    let ((a, n), (b, m)) = (from, to);
    let fbits = |k: FloatKind| k.bits();
    if op == Opcode::BitCast {
        return match (a, b) {
            (Ptr(x), Ptr(y)) => x == y && n == m,
            (Ptr(_), _) | (_, Ptr(_)) => false,
            _ => {
                let bits = |k: Kind, len: u32| {
                    let w = match k {
                        Int(w) => w,
                        Float(f) => fbits(f),
                        Ptr(_) => 0,
                    };
                    u64::from(w) * u64::from(len.max(1))
                };
                bits(a, n) == bits(b, m)
            }
        };
    }
    if n != m {
        return false;
    }
    match (op, a, b) {
        (Opcode::Trunc, Int(x), Int(y)) => x > y,
        (Opcode::ZExt | Opcode::SExt, Int(x), Int(y)) => x < y,
        (Opcode::FPTrunc, Float(x), Float(y)) => fbits(x) > fbits(y),
        (Opcode::FPExt, Float(x), Float(y)) => fbits(x) < fbits(y),
        (Opcode::FPToUI | Opcode::FPToSI, Float(_), Int(_)) => true,
        (Opcode::UIToFP | Opcode::SIToFP, Int(_), Float(_)) => true,
        (Opcode::PtrToInt | Opcode::PtrToAddr, Ptr(_), Int(_)) => true,
        (Opcode::IntToPtr, Int(_), Ptr(_)) => true,
        (Opcode::AddrSpaceCast, Ptr(x), Ptr(y)) => x != y,
        _ => false,
    }
}

fn cast(v: &mut Verifier, inst: &Instruction, from: TypeId, to: TypeId) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let (Some(a), Some(b)) = (shape(arena, from), shape(arena, to)) else {
        return;
    };
    if !cast_is_valid(inst.opcode, a, b) {
        let (f, t) = (arena.display_type(src, from), arena.display_type(src, to));
        let site = match &inst.kind {
            InstKind::Cast { value, .. } => arena[value.value].span,
            _ => inst.span,
        };
        v.report(ValidCheck::CastTypes, site, &[("from", &f), ("to", &t)]);
    }
}
