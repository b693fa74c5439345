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
        // Made at the first attribute: most functions of generated code have none.
        let mut names = None;
        attributes_fit(v, &mut names, &arena[function.ret_attrs], function.ret_ty);
        for p in &arena[function.params] {
            attributes_fit(v, &mut names, &arena[p.attrs], p.ty);
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
fn attributes_fit(
    v: &mut Verifier,
    names: &mut Option<NameFilter>,
    attrs: &[Attribute],
    ty: TypeId,
) {
    if attrs.is_empty() {
        return;
    }
    let rows = &support::tables(v.env).attribute_types;
    let names = *names.get_or_insert_with(|| NameFilter::of(rows));
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
    for a in attrs {
        let AttrKind::Keyword { name, arg } = a.kind else {
            continue;
        };
        let name = name.text(src);
        if !names.may_hold(name) {
            continue;
        }
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

/// A 64-bit summary of the rows' attribute names (length, first and last byte), so that the
/// attributes no row names (`noundef`, `inreg`, …) skip the rows.
#[derive(Clone, Copy)]
struct NameFilter(u64);

impl NameFilter {
    fn of(rows: &[tablegen::model::AttributeTypeRow]) -> NameFilter {
        NameFilter(rows.iter().fold(0, |m, r| m | Self::bit(&r.attribute)))
    }

    fn bit(name: &str) -> u64 {
        let b = name.as_bytes();
        let (first, last) = (b.first().copied(), b.last().copied());
        let h = (b.len() as u32)
            .wrapping_mul(31)
            .wrapping_add(u32::from(first.unwrap_or(0)).wrapping_mul(7))
            .wrapping_add(u32::from(last.unwrap_or(0)));
        1 << (h % 64)
    }

    fn may_hold(self, name: &str) -> bool {
        self.0 & Self::bit(name) != 0
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

/// Function attributes refused together: each row whose two keywords the function has,
/// found in one pass over its attributes and the groups they reference.
fn conflicts(v: &mut Verifier) {
    let rows = &support::tables(v.env).attribute_conflicts;
    // (span of the first keyword, of the second) per row; rows are few.
    let mut found: [(Option<crate::ir::Span>, Option<crate::ir::Span>); 8] = [(None, None); 8];
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let mut note = |kw: &str, span: crate::ir::Span| {
        for (row, slot) in rows.iter().zip(found.iter_mut()) {
            if *row.first == *kw {
                slot.0.get_or_insert(span);
            }
            if *row.second == *kw {
                slot.1.get_or_insert(span);
            }
        }
    };
    for a in &arena[v.input.function.fn_attrs] {
        match a.kind {
            AttrKind::Keyword { name, .. } => note(name.text(src), a.span),
            AttrKind::GroupRef(n) => {
                if let Some(group) = v.env.facts.context.attr_group(n) {
                    for g in &group.arena[group.node.attrs] {
                        if let AttrKind::Keyword { name, .. } = g.kind {
                            note(name.text(group.text), a.span);
                        }
                    }
                }
            }
            AttrKind::Str { .. } => {}
        }
    }
    for (row, slot) in rows.iter().zip(found) {
        if let (Some(a), Some(b)) = slot {
            let site = if a.start > b.start { a } else { b };
            v.report(
                ValidCheck::AttributeConflict,
                site,
                &[("first", &row.first), ("second", &row.second)],
            );
        }
    }
}
