//! `extractvalue`/`insertvalue`: a struct or array operand, constant indices in range of
//! its type, and (`insertvalue`) a value of the indexed field's type.

use tablegen::vocab::ValidCheck;

use super::ops::Ty;
use super::Verifier;
use crate::facts::ModuleFacts;
use crate::ir::{List, Type, TypedValue};

pub fn extract(v: &mut Verifier, aggregate: TypedValue, indices: List<u32>) {
    let (facts, ty) = (v.env.facts, operand(v, aggregate));
    if let Err(Some(check)) = walk(facts, ty, &v.input.item.arena[indices]) {
        let site = v.input.item.arena[aggregate.value].span;
        v.report(check, site, &[("opcode", "extractvalue")]);
    }
}

pub fn insert(v: &mut Verifier, aggregate: TypedValue, value: TypedValue, indices: List<u32>) {
    let (facts, ty) = (v.env.facts, operand(v, aggregate));
    let arena = &v.input.item.arena;
    let field = match walk(facts, ty, &arena[indices]) {
        Ok(field) => field,
        Err(Some(check)) => {
            let site = arena[aggregate.value].span;
            return v.report(check, site, &[("opcode", "insertvalue")]);
        }
        Err(None) => return,
    };
    let written = Ty { id: value.ty, ..ty };
    if !written.eq(field) && !matches!(arena[value.ty], Type::Error) {
        let (value_ty, field_ty) = (written.display(), field.display());
        v.report(
            ValidCheck::InsertValueType,
            arena[value.value].span,
            &[("value", &value_ty), ("field", &field_ty)],
        );
    }
}

fn operand<'a>(v: &Verifier<'_, 'a, '_>, aggregate: TypedValue) -> Ty<'a> {
    Ty {
        arena: &v.input.item.arena,
        src: v.input.text,
        id: aggregate.ty,
    }
}

/// The type `indices` select in `ty` (LLVM's `ExtractValueInst::getIndexedType`: struct
/// fields and array elements, never vector lanes), or the check that refuses them;
/// `Err(None)` where a type is beyond judging here (an opaque or unknown named type).
fn walk<'a>(
    facts: &'a ModuleFacts,
    mut ty: Ty<'a>,
    indices: &[u32],
) -> Result<Ty<'a>, Option<ValidCheck>> {
    match ty.resolve(facts).ok_or(None)?.get() {
        Type::Struct { .. } | Type::Array { .. } => {}
        _ => return Err(Some(ValidCheck::AggregateOperand)),
    }
    for &k in indices {
        let here = ty.resolve(facts).ok_or(None)?;
        let next = match here.get() {
            Type::Struct { fields, .. } => here.arena[*fields].get(k as usize).copied(),
            Type::Array { len, elem } => (u64::from(k) < *len).then_some(*elem),
            _ => None,
        };
        ty = Ty {
            id: next.ok_or(Some(ValidCheck::AggregateIndices))?,
            ..here
        };
    }
    Ok(ty)
}
