//! `extractelement`/`insertelement`/`shufflevector` operands, as LLVM's `isValidOperands`
//! of each judges them.

use tablegen::vocab::ValidCheck;

use super::ops::same_type;
use super::Verifier;
use crate::ir::{Arena, Type, TypedValue, ValueId, ValueKind};

pub fn extract(v: &mut Verifier, vector: TypedValue, index: TypedValue) {
    let arena = &v.input.item.arena;
    if !matches!(arena[vector.ty], Type::Vector { .. }) || !is_int(arena, index) {
        v.report(
            ValidCheck::ExtractElementOperands,
            arena[vector.value].span,
            &[],
        );
    }
}

pub fn insert(v: &mut Verifier, vector: TypedValue, element: TypedValue, index: TypedValue) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let fits = match arena[vector.ty] {
        Type::Vector { elem, .. } => {
            same_type(arena, src, elem, element.ty) && is_int(arena, index)
        }
        _ => false,
    };
    if !fits {
        v.report(
            ValidCheck::InsertElementOperands,
            arena[vector.value].span,
            &[],
        );
    }
}

fn is_int(arena: &Arena, v: TypedValue) -> bool {
    matches!(arena[v.ty], Type::Int(_))
}

pub fn shuffle(v: &mut Verifier, a: TypedValue, b: TypedValue, mask: TypedValue) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let Type::Vector { len, scalable, .. } = arena[a.ty] else {
        return v.report(ValidCheck::ShuffleVectorOperands, arena[a.value].span, &[]);
    };
    let mask_fits = match arena[mask.ty] {
        Type::Vector {
            scalable: s, elem, ..
        } => s == scalable && arena[elem] == Type::Int(32),
        _ => false,
    };
    let fits = same_type(arena, src, a.ty, b.ty)
        && mask_fits
        && mask_values_fit(arena, mask.value, 2 * u64::from(len));
    if !fits {
        v.report(ValidCheck::ShuffleVectorOperands, arena[a.value].span, &[]);
    }
}

/// A mask is a constant: `undef`, `poison`, `zeroinitializer`, or a vector whose lanes are
/// each an integer below `bound` or `undef`/`poison`. Constant expressions are not judged.
fn mask_values_fit(arena: &Arena, mask: ValueId, bound: u64) -> bool {
    let lane = |v: ValueId| match arena[v].kind {
        ValueKind::Undef | ValueKind::Poison => true,
        ValueKind::Int(_) => arena
            .const_int(v)
            .is_some_and(|k| u64::try_from(k & 0xffff_ffff).is_ok_and(|k| k < bound)),
        ValueKind::ConstExpr(_) => true,
        _ => false,
    };
    match &arena[mask].kind {
        ValueKind::Undef | ValueKind::Poison | ValueKind::ZeroInitializer => true,
        ValueKind::ConstExpr(_) => true,
        ValueKind::Vector(lanes) => arena[*lanes].iter().all(|l| lane(l.value)),
        ValueKind::Splat(inner) => lane(inner.value),
        _ => false,
    }
}
