//! `atomicrmw` (the value's kind per operation; typed dialect: the pointee's type) and
//! `cmpxchg` (an integer or pointer, one type for both values and, typed, the pointee), in
//! LLParser's order.

use tablegen::vocab::ValidCheck;

use super::ops::{same_type, scalar};
use super::Verifier;
use crate::ir::{Instruction, RmwOp, Type, TypeId, TypedValue};

/// The pointee of `ptr` when it is a typed pointer.
fn pointee(v: &Verifier, ptr: TypedValue) -> Option<TypeId> {
    match v.input.item.arena[ptr.ty] {
        Type::TypedPtr { pointee, .. } if v.typed => Some(pointee),
        _ => None,
    }
}

pub fn rmw(v: &mut Verifier, op: RmwOp, ptr: TypedValue, value: TypedValue) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let site = arena[value.value].span;
    if let Some(p) = pointee(v, ptr) {
        if !same_type(arena, src, p, value.ty) {
            return v.report(ValidCheck::RmwPointee, site, &[]);
        }
    }
    let ty = &arena[value.ty];
    let float = matches!(scalar(arena, value.ty), Type::Float(_));
    use RmwOp::*;
    let check = match op {
        FAdd | FSub | FMax | FMin | FMaximum | FMinimum => {
            // LLVM 7 knows no floating-point operation; its refusal is a syntax error.
            (!float && !v.typed).then_some(ValidCheck::RmwFloat)
        }
        // LLVM 7 exchanges integers only.
        Xchg if v.typed => (!matches!(ty, Type::Int(_))).then_some(ValidCheck::RmwInteger),
        Xchg => (!matches!(ty, Type::Int(_) | Type::Float(_)) && !ty.is_pointer())
            .then_some(ValidCheck::RmwXchg),
        _ => (!matches!(ty, Type::Int(_))).then_some(ValidCheck::RmwInteger),
    };
    if let Some(check) = check {
        if !matches!(ty, Type::Error) {
            v.report(check, site, &[("op", op.keyword())]);
        }
    }
}

pub fn cmpxchg(
    v: &mut Verifier,
    inst: &Instruction,
    ptr: TypedValue,
    cmp: TypedValue,
    new: TypedValue,
) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    if let Some(p) = pointee(v, ptr) {
        if !same_type(arena, src, p, cmp.ty) {
            return v.report(ValidCheck::CmpXchgPointee, arena[cmp.value].span, &[]);
        }
    }
    if !same_type(arena, src, cmp.ty, new.ty) {
        return v.report(ValidCheck::CmpXchgNew, arena[new.value].span, &[]);
    }
    let ty = &arena[cmp.ty];
    if !matches!(ty, Type::Int(_) | Type::Error) && !ty.is_pointer() {
        v.report(ValidCheck::CmpXchgType, inst.span, &[]);
    }
}
