//! Attributes: each parameter's and the result's attributes against the types they apply
//! to (`rules/attributes.ron`, `attribute_types:`), and function attributes LLVM refuses
//! together (`attribute_conflicts:`, through `#N` groups too). Definitions and declarations
//! alike: LLVM's Verifier checks both.

use tablegen::model::{AttrTakes, Dialect};
use tablegen::vocab::ValidCheck;

use super::{support, Verifier};
use crate::ir::{AttrArg, AttrKind, Attribute, Type, TypeId};

pub fn visit(v: &mut Verifier) {
    if v.on(ValidCheck::AttributeType) {
        let (arena, function) = (&v.input.item.arena, v.input.function);
        attributes_fit(v, &arena[function.ret_attrs], function.ret_ty);
        for p in &arena[function.params] {
            attributes_fit(v, &arena[p.attrs], p.ty);
        }
    }
    if v.on(ValidCheck::AttributeConflict) && !v.input.function.fn_attrs.is_empty() {
        conflicts(v);
    }
}

/// Reports the first attribute of `attrs` that does not apply to `ty` (LLVM stops at the
/// first of each parameter). Only the rows whose kind of type `ty` is not are compared
/// with each attribute's name (a pointer parameter's attributes, with the two integer
/// rows): no search per attribute.
fn attributes_fit(v: &mut Verifier, attrs: &[Attribute], ty: TypeId) {
    if attrs.is_empty() {
        return;
    }
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let t = &arena[ty];
    let refused = |takes: AttrTakes| match takes {
        AttrTakes::Pointer => !t.is_pointer(),
        AttrTakes::PointerOrVector => match t {
            Type::Vector { elem, .. } => !arena[*elem].is_pointer(),
            other => !other.is_pointer(),
        },
        AttrTakes::Integer => !matches!(t, Type::Int(_)),
    };
    if matches!(t, Type::Error) {
        return;
    }
    let dialect = if v.typed {
        Dialect::Typed
    } else {
        Dialect::Opaque
    };
    let rows = &support::tables(v.env).attribute_types;
    for a in attrs {
        let AttrKind::Keyword { name, arg } = a.kind else {
            continue;
        };
        let name = name.text(src);
        let fails = rows.iter().any(|row| {
            refused(row.takes)
                && *row.attribute == *name
                && (row.dialects.is_empty() || row.dialects.contains(&dialect))
        });
        if fails {
            let printed = print(arena, src, name, arg);
            v.report(
                ValidCheck::AttributeType,
                a.span,
                &[("attribute", &printed)],
            );
            return;
        }
    }
}

/// An attribute as LLVM prints it: `align 4`, `dereferenceable(8)`, `byval(i32)`.
fn print(arena: &crate::ir::Arena, src: &str, name: &str, arg: AttrArg) -> String {
    match arg {
        AttrArg::None => name.to_string(),
        AttrArg::Int(n) if name == "align" => format!("align {n}"),
        AttrArg::Int(n) => format!("{name}({n})"),
        AttrArg::Type(t) => format!("{name}({})", arena.display_type(src, t)),
        AttrArg::Paren(span) => format!("{name}({})", span.text(src)),
    }
}

/// Function attributes refused together: each row whose two keywords the function has.
fn conflicts(v: &mut Verifier) {
    let tables = support::tables(v.env);
    for row in tables.attribute_conflicts.iter() {
        let first = find(v, &row.first);
        let second = find(v, &row.second);
        if let (Some(a), Some(b)) = (first, second) {
            let site = if a.start > b.start { a } else { b };
            v.report(
                ValidCheck::AttributeConflict,
                site,
                &[("first", &row.first), ("second", &row.second)],
            );
        }
    }
}

/// The span of the function attribute (or `#N` group reference) that gives keyword `kw`.
fn find(v: &Verifier, kw: &str) -> Option<crate::ir::Span> {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    for a in &arena[v.input.function.fn_attrs] {
        match a.kind {
            AttrKind::Keyword { name, .. } if name.text(src) == kw => return Some(a.span),
            AttrKind::GroupRef(n) => {
                let Some(group) = v.env.facts.context.attr_group(n) else {
                    continue;
                };
                let found = group.arena[group.node.attrs].iter().any(|g| {
                    matches!(g.kind, AttrKind::Keyword { name, .. } if name.text(group.text) == kw)
                });
                if found {
                    return Some(a.span);
                }
            }
            _ => {}
        }
    }
    None
}
