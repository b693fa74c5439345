//! Attributes: each parameter's and the result's attributes against the types they apply
//! to (`rules/attributes.ron`, `attribute_types:`), and function attributes LLVM refuses
//! together (`attribute_conflicts:`, through `#N` groups too). Definitions and declarations
//! alike: LLVM's Verifier checks both. At call sites ([`visit_call`]) the same rows judge the
//! arguments' and the result's attributes and the call's inline function attributes, and
//! `immarg` parameters are held to constants.

use tablegen::model::{AttrTakes, Dialect};
use tablegen::vocab::ValidCheck;

use super::{support, Verifier};
use crate::ir::{AttrArg, AttrKind, Attribute, CallSite, Type, TypeId, ValueKind};

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
        conflicts(v, &v.input.item.arena[v.input.function.fn_attrs], true);
    }
    if v.on(ValidCheck::ImmArgNotIntrinsic) {
        immarg_not_intrinsic(v);
    }
}

/// `immarg` on a parameter of a function that is not an intrinsic (the first one: LLVM
/// reports the function once).
fn immarg_not_intrinsic(v: &mut Verifier) {
    let (arena, src, function) = (&v.input.item.arena, v.input.text, v.input.function);
    if function.name.raw(src).starts_with("llvm.") {
        return;
    }
    let found = arena[function.params]
        .iter()
        .flat_map(|p| arena[p.attrs].iter())
        .find(|a| a.is_keyword(src, "immarg"));
    if let Some(a) = found {
        v.report(ValidCheck::ImmArgNotIntrinsic, a.span, &[]);
    }
}

/// The attributes of one call (when some rule of this visitor is in force): its result's and
/// arguments' attributes against their types, its inline function attributes against each
/// other, and its arguments for `immarg` parameters against constants. A call without
/// attributes whose callee has no `immarg` parameter costs a few tests.
pub fn visit_call(v: &mut Verifier, site: &CallSite) {
    let arena = &v.input.item.arena;
    let args = &arena[site.args];
    let attributed = !site.ret_attrs.is_empty() || args.iter().any(|a| !a.attrs.is_empty());
    if attributed {
        // LLVM 7's list wording where its rule is in force (libNVVM's NVVM 7 path); typed IR
        // for the NVVM 23 path (sm_100 and later) is upgraded and worded as modern IR is.
        let typed = v.typed && v.on(ValidCheck::AttributeTypeList);
        let check = if typed {
            ValidCheck::AttributeTypeList
        } else {
            ValidCheck::AttributeType
        };
        if v.on(check) {
            let ret = arena.call_ret_ty(site);
            let mut names = None;
            if typed {
                listed_fit(v, &arena[site.ret_attrs], ret);
                for a in args {
                    listed_fit(v, &arena[a.attrs], a.ty);
                }
            } else {
                attributes_fit(v, &mut names, &arena[site.ret_attrs], ret);
                for a in args {
                    attributes_fit(v, &mut names, &arena[a.attrs], a.ty);
                }
            }
        }
    }
    if v.on(ValidCheck::AttributeConflict) && !site.fn_attrs.is_empty() {
        // Only the keywords written on the call: its `#N` groups are judged where they
        // are defined for functions, and looking them up per call would cost every call.
        conflicts(v, &arena[site.fn_attrs], false);
    }
    immargs(v, site, attributed);
}

/// `immarg` at one call: each argument for a parameter its callee declares `immarg` must be
/// a constant integer or floating-point number, and an argument may not be `immarg` alone.
fn immargs(v: &mut Verifier, site: &CallSite, attributed: bool) {
    let non_immediate = v.on(ValidCheck::ImmArgNonImmediate);
    let call_site_only = attributed && v.on(ValidCheck::ImmArgCallSiteOnly);
    if !non_immediate && !call_site_only {
        return;
    }
    let declared = v.env.facts.immarg_params();
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let ValueKind::Global(callee) = arena[site.callee].kind else {
        return;
    };
    // Only intrinsics are looked up: a plain function declared with `immarg` is refused
    // where it is declared (NV9098), and the lookup per call of every function cost more
    // than the rest of the call's checks. `llvm.nvvm.*` immediates are NVIDIA's rules
    // (`rules/immargs.ron`).
    let raw = callee.raw(src);
    let mask = if declared.is_empty() || !raw.starts_with("llvm.") || raw.starts_with("llvm.nvvm.")
    {
        0
    } else {
        declared.get(&*callee.text(src)).copied().unwrap_or(0)
    };
    if mask == 0 && !call_site_only {
        return;
    }
    for (i, a) in arena[site.args].iter().enumerate() {
        let declared_immarg = i < 64 && mask & (1 << i) != 0;
        if call_site_only && !declared_immarg {
            if let Some(attr) = arena[a.attrs].iter().find(|x| x.is_keyword(src, "immarg")) {
                // LLVM words a non-intrinsic callee first, as for its declaration.
                if !callee.raw(src).starts_with("llvm.") {
                    v.report(ValidCheck::ImmArgNotIntrinsic, attr.span, &[]);
                }
                v.report(ValidCheck::ImmArgCallSiteOnly, attr.span, &[]);
            }
        }
        if non_immediate
            && declared_immarg
            && !matches!(
                arena[a.value].kind,
                ValueKind::Int(_) | ValueKind::Bool(_) | ValueKind::Float(_)
            )
        {
            v.report(ValidCheck::ImmArgNonImmediate, arena[a.value].span, &[]);
        }
    }
}

/// LLVM 7's form of [`attributes_fit`] at a call site: when an attribute of `attrs` does not
/// apply to `ty`, the message lists every attribute the type refuses (the typed rows of
/// `attribute_types:` that refuse it, in LLVM 7's order: plain keywords alphabetically,
/// then the integer-taking ones as `name(1)`).
fn listed_fit(v: &mut Verifier, attrs: &[Attribute], ty: TypeId) {
    if attrs.is_empty() {
        return;
    }
    let rows = &support::tables(v.env).attribute_types;
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let t = &arena[ty];
    if matches!(t, Type::Error) {
        return;
    }
    let refused = |row: &tablegen::model::AttributeTypeRow| {
        (row.dialects.is_empty() || row.dialects.contains(&Dialect::Typed))
            && match row.takes {
                AttrTakes::Pointer | AttrTakes::PointerOrVector => !t.is_pointer(),
                AttrTakes::Integer => !matches!(t, Type::Int(_)),
            }
    };
    let hit = attrs.iter().find(|a| match a.kind {
        AttrKind::Keyword { name, .. } => {
            let name = name.text(src);
            rows.iter().any(|r| refused(r) && *r.attribute == *name)
        }
        _ => false,
    });
    let Some(hit) = hit else { return };
    let mut plain: Vec<&str> = Vec::new();
    let mut sized: Vec<&str> = Vec::new();
    for row in rows.iter().filter(|r| refused(r)) {
        if row.int_arg {
            sized.push(&row.attribute);
        } else {
            plain.push(&row.attribute);
        }
    }
    plain.sort_unstable();
    sized.sort_unstable();
    let mut list: Vec<String> = plain.iter().map(|s| s.to_string()).collect();
    list.extend(sized.iter().map(|s| format!("{s}(1)")));
    v.report(
        ValidCheck::AttributeTypeList,
        hit.span,
        &[("incompatible", &list.join(" "))],
    );
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
    let names = *names.get_or_insert_with(|| NameFilter::cached(rows));
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
    /// [`NameFilter::of`] the rows, made once per thread and rule set (call sites with
    /// attributes are many: clang writes `noundef` on most arguments).
    fn cached(rows: &[tablegen::model::AttributeTypeRow]) -> NameFilter {
        thread_local! {
            static CACHE: std::cell::Cell<(usize, usize, u64)> = const { std::cell::Cell::new((0, 0, 0)) };
        }
        let key = (rows.as_ptr() as usize, rows.len());
        let (ptr, len, mask) = CACHE.get();
        if (ptr, len) == key {
            return NameFilter(mask);
        }
        let filter = Self::of(rows);
        CACHE.set((key.0, key.1, filter.0));
        filter
    }

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

/// Function attributes refused together: each row whose two keywords `attrs` has, found in
/// one pass over them and (when `groups`) the groups they reference.
fn conflicts(v: &mut Verifier, attrs: &[Attribute], groups: bool) {
    let rows = &support::tables(v.env).attribute_conflicts;
    // (span of the first keyword, of the second) per row; rows are few.
    let mut found: [(Option<crate::ir::Span>, Option<crate::ir::Span>); 8] = [(None, None); 8];
    let src = v.input.text;
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
    for a in attrs {
        match a.kind {
            AttrKind::Keyword { name, .. } => note(name.text(src), a.span),
            AttrKind::GroupRef(n) if groups => {
                if let Some(group) = v.env.facts.context.attr_group(n) {
                    for g in &group.arena[group.node.attrs] {
                        if let AttrKind::Keyword { name, .. } = g.kind {
                            note(name.text(group.text), a.span);
                        }
                    }
                }
            }
            AttrKind::Str { .. } | AttrKind::GroupRef(_) => {}
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
