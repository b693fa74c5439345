//! Memory instructions: `load`/`store` through a pointer (typed dialect: of its pointee's
//! type), `alloca` of a type memory can hold with an integer count, and `getelementptr`
//! indices that walk its source element type, as LLParser checks them.

use tablegen::vocab::ValidCheck;

use super::ops::{same_type, scalar, Ty};
use super::Verifier;
use crate::ir::{Instruction, List, Type, TypeId, TypedValue, ValueKind};

/// The pointee of a typed pointer (or a vector of them); `None` for other types.
fn pointee(arena: &crate::ir::Arena, ty: TypeId) -> Option<TypeId> {
    match scalar(arena, ty) {
        Type::TypedPtr { pointee, .. } => Some(*pointee),
        _ => None,
    }
}

pub fn load(v: &mut Verifier, inst: &Instruction, ty: TypeId, ptr: TypedValue) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    match &arena[ptr.ty] {
        Type::Ptr { .. } | Type::Error => {}
        Type::TypedPtr { pointee, .. } => {
            if v.typed && !same_type(arena, src, *pointee, ty) {
                v.report(ValidCheck::ExplicitPointee, inst.span, &[]);
            }
        }
        _ => v.report(ValidCheck::LoadPointer, arena[ptr.value].span, &[]),
    }
}

pub fn store(v: &mut Verifier, inst: &Instruction, value: TypedValue, ptr: TypedValue) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    match &arena[ptr.ty] {
        Type::Ptr { .. } | Type::Error => {}
        Type::TypedPtr { pointee, .. } => {
            if v.typed && !same_type(arena, src, *pointee, value.ty) {
                v.report(ValidCheck::StorePointee, inst.span, &[]);
            }
        }
        _ => v.report(ValidCheck::StorePointer, arena[ptr.value].span, &[]),
    }
}

pub fn alloca(v: &mut Verifier, inst: &Instruction, ty: TypeId, count: Option<TypedValue>) {
    let arena = &v.input.item.arena;
    if matches!(
        arena[ty],
        Type::Label | Type::Metadata | Type::Token | Type::Function { .. }
    ) {
        v.report(ValidCheck::AllocaType, inst.span, &[]);
    }
    if let Some(c) = count {
        if !matches!(arena[c.ty], Type::Int(_) | Type::Error) {
            v.report(ValidCheck::AllocaCount, arena[c.value].span, &[]);
        }
    }
}

/// `getelementptr`: in LLParser's order, the base, the typed pointee, each index's type,
/// then the walk of the indices over the source element type; the first that fails is
/// reported.
pub fn gep(
    v: &mut Verifier,
    inst: &Instruction,
    source: TypeId,
    base: TypedValue,
    indices: List<TypedValue>,
) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    match scalar(arena, base.ty) {
        Type::Ptr { .. } | Type::TypedPtr { .. } => {}
        Type::Error => return,
        _ => return v.report(ValidCheck::GepBase, arena[base.value].span, &[]),
    }
    if v.typed {
        if let Some(p) = pointee(arena, base.ty) {
            if !same_type(arena, src, p, source) {
                return v.report(ValidCheck::ExplicitPointee, inst.span, &[]);
            }
        }
    }
    let indices = &arena[indices];
    for i in indices {
        if !matches!(scalar(arena, i.ty), Type::Int(_) | Type::Error) {
            return v.report(ValidCheck::GepIndexType, arena[i.value].span, &[]);
        }
    }
    if !indices_walk(v, source, indices.get(1..).unwrap_or(&[])) {
        v.report(ValidCheck::GepIndices, arena[base.value].span, &[]);
    }
}

/// Whether `indices` (after the first, which steps over the pointer) index `source`
/// (LLVM's `GetElementPtrInst::getIndexedType`): a struct by a constant `i32` in range, an
/// array or a vector by any integer. `true` where a type is beyond judging here.
fn indices_walk(v: &Verifier, source: TypeId, indices: &[TypedValue]) -> bool {
    let arena = &v.input.item.arena;
    let mut ty = Ty {
        arena,
        src: v.input.text,
        id: source,
    };
    for i in indices {
        let Some(resolved) = ty.resolve(v.env.facts) else {
            return true;
        };
        let next = match resolved.get() {
            Type::Struct { fields, .. } => {
                let fields = &resolved.arena[*fields];
                match arena[i.ty] {
                    Type::Int(32) => {}
                    // A vector of struct indices (a splat): not judged.
                    Type::Vector { .. } => return true,
                    _ => return false,
                }
                let at = match arena[i.value].kind {
                    ValueKind::ZeroInitializer => Some(0),
                    _ => arena.const_int(i.value),
                };
                match at.and_then(|k| usize::try_from(k).ok()) {
                    Some(k) if k < fields.len() => fields[k],
                    _ => return false,
                }
            }
            Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
            _ => return false,
        };
        ty = Ty {
            id: next,
            ..resolved
        };
    }
    true
}
