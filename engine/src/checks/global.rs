//! [`Check::Global`]: conditions over global values — variables and aliases (from the
//! module's context) and functions, declarations included (per function item, so their
//! diagnostics carry the function). Every global binds `global`, `name`, `linkage`; variables
//! also `addrspace`, `type`, `section`.

use tablegen::model::{Check, GlobalCond, GlobalKind, Rule};

use super::support;
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{self, InitKind};

/// The global-value rules over the module's variables and aliases.
pub fn check_module(env: &Env, out: &mut Vec<Diagnostic>) {
    let plan = support::plan(env);
    let global_rules: Vec<(&Rule, &[GlobalKind], &[GlobalCond])> =
        support::rules(env, &plan.global)
            .flat_map(|rule| {
                support::parts(&rule.check)
                    .iter()
                    .filter_map(move |c| match c {
                        Check::Global { of, when } => Some((rule, &**of, &**when)),
                        _ => None,
                    })
            })
            .collect();
    if !global_rules.is_empty() {
        check_globals(env, &global_rules, out);
    }
}

/// The global-value rules over one function (its name and linkage).
pub fn check_function(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let f = input.function;
    let name = f.name.text(input.text);
    let name_span = f.name.span.start..f.name.span.end;
    let plan = support::plan(env);
    let rules = super::instructions::module_rules(env, |b| &b.function_global_rules, &plan.global);
    for rule in rules {
        for part in support::parts(&rule.check) {
            let Check::Global { of, when } = part else {
                continue;
            };
            if of.contains(&GlobalKind::Function) && when.iter().all(|c| global_cond(c, input)) {
                let linkage = linkage_keyword(f.linkage);
                out.push(
                    support::diagnostic(
                        env,
                        rule,
                        name_span.clone(),
                        &[
                            ("function", &name),
                            ("global", &name),
                            ("name", &name),
                            ("linkage", linkage),
                        ],
                    )
                    .in_function(name.as_ref()),
                );
            }
        }
    }
}

/// A global-value condition on a function (the variable-only conditions never hold).
fn global_cond(c: &GlobalCond, input: &FunctionInput) -> bool {
    let f = input.function;
    let name = f.name.text(input.text);
    let section = f.section.map(|s| s.value(input.text));
    match c {
        GlobalCond::Linkage(l) => linkage_keyword(f.linkage) == &**l,
        GlobalCond::LinkageNotIn(list) => !list.iter().any(|l| linkage_keyword(f.linkage) == &**l),
        GlobalCond::Named(n) => *name == **n,
        GlobalCond::NameNotMatching {
            first_mask,
            rest_mask,
            numbered_ok,
            ..
        } => name_breaks(f.name, &name, *numbered_ok, first_mask, rest_mask),
        GlobalCond::NotInSection(list) => !section.is_some_and(|s| list.iter().any(|a| **a == *s)),
        GlobalCond::SectionNotIn(list) => section.is_some_and(|s| !list.iter().any(|a| **a == *s)),
        GlobalCond::SectionNotPrefixed(list) => {
            section.is_some_and(|s| !list.iter().any(|a| s.starts_with(&**a)))
        }
        GlobalCond::AddrSpaceIn(_)
        | GlobalCond::AddrSpaceNotIn(_)
        | GlobalCond::Initialized
        | GlobalCond::NonZeroInitializer
        | GlobalCond::IFunc
        | GlobalCond::AliaseeNotDeviceFunction
        | GlobalCond::PackedSymbolInitializer
        | GlobalCond::TextureOrSurface
        | GlobalCond::Annotated(_)
        | GlobalCond::TypeNot(_) => false,
    }
}

/// The linkage keyword as written in rule data.
pub(crate) fn linkage_keyword(linkage: ir::Linkage) -> &'static str {
    use ir::Linkage::*;
    match linkage {
        Default => "",
        External => "external",
        Private => "private",
        Internal => "internal",
        AvailableExternally => "available_externally",
        LinkOnce => "linkonce",
        LinkOnceOdr => "linkonce_odr",
        Weak => "weak",
        WeakOdr => "weak_odr",
        Common => "common",
        Appending => "appending",
        ExternWeak => "extern_weak",
    }
}

/// Does `name` (the decoded text of `written`) break `[first][rest]*`, an unnamed value's
/// number passing when `numbered_ok`?
fn name_breaks(
    written: ir::Name,
    name: &str,
    numbered_ok: bool,
    first: &[u64; 2],
    rest: &[u64; 2],
) -> bool {
    !(identifier_ok(name, first, rest) || numbered_ok && numbered(written, name))
}

/// Is the name an unnamed value's number (`@0`; not the quoted name `@"0"`)?
fn numbered(name: ir::Name, text: &str) -> bool {
    !name.quoted() && !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Is byte `c` in a lowered character class (128 bits, one per ASCII character)?
fn in_class(class: &[u64; 2], c: u8) -> bool {
    c < 128 && (class[(c >> 6) as usize] >> (c & 63)) & 1 == 1
}

/// Does `name` match `[first][rest]*`? Intrinsics and other `llvm.` names are exempt.
pub(crate) fn identifier_ok(name: &str, first: &[u64; 2], rest: &[u64; 2]) -> bool {
    if name.starts_with("llvm.") {
        return true;
    }
    let b = name.as_bytes();
    match b.split_first() {
        Some((c, tail)) => in_class(first, *c) && tail.iter().all(|c| in_class(rest, *c)),
        None => false,
    }
}

/// The names carrying a texture/surface mark, `!{<global>, !"texture", i32 1}` (or
/// `"surface"`): gathered once, as a lookup in the launch map (keyed by every function's
/// name) per global and rule cost more than the rest of the globals' checks.
fn texsurf_names<'a>(env: &'a Env<'_>) -> rustc_hash::FxHashSet<&'a str> {
    env.facts
        .launch
        .iter()
        .filter(|(_, l)| {
            l.get("texture").is_some_and(|v| v != 0) || l.get("surface").is_some_and(|v| v != 0)
        })
        .map(|(name, _)| name.as_str())
        .collect()
}

/// A rule over global values: the rule, the kinds it looks at, its conditions.
type GlobalRule<'e> = (&'e Rule, &'e [GlobalKind], &'e [GlobalCond]);

fn check_globals(env: &Env, rules: &[GlobalRule], out: &mut Vec<Diagnostic>) {
    let m = &env.facts.context;
    let texsurf = texsurf_names(env);
    let is_texsurf = |name: &str| !texsurf.is_empty() && texsurf.contains(name);
    for g in m.globals() {
        let node = g.node;
        let name = node.name.text(g.text);
        let name_span = g.abs(node.name.span);
        let section = node.section.map(|s| s.value(g.text));
        let ty = std::cell::OnceCell::new();
        let ty = || {
            ty.get_or_init(|| g.arena.display_type(g.text, node.ty))
                .as_str()
        };
        for (rule, of, conds) in rules {
            if !of.contains(&GlobalKind::Variable) {
                continue;
            }
            let mut span = name_span;
            let holds = conds.iter().all(|c| match c {
                GlobalCond::AddrSpaceIn(list) => list.contains(&node.addrspace),
                GlobalCond::AddrSpaceNotIn(list) => !list.contains(&node.addrspace),
                GlobalCond::Initialized => {
                    let init = matches!(
                        node.init_kind(g.arena),
                        InitKind::ZeroInitializer | InitKind::Constant
                    );
                    if init {
                        span = node.init.map_or(name_span, |v| g.abs(g.arena[v].span));
                    }
                    init
                }
                GlobalCond::NonZeroInitializer => {
                    let non_zero = node.init_kind(g.arena) == InitKind::Constant
                        && node
                            .init
                            .is_some_and(|v| !is_zero_constant(g.arena, g.text, v));
                    if non_zero {
                        span = node.init.map_or(name_span, |v| g.abs(g.arena[v].span));
                    }
                    non_zero
                }
                GlobalCond::TextureOrSurface => is_texsurf(&name),
                GlobalCond::IFunc | GlobalCond::AliaseeNotDeviceFunction => false,
                GlobalCond::PackedSymbolInitializer => {
                    let hit = packed_symbol_initializer(env, &g);
                    if hit {
                        span = node.init.map_or(name_span, |v| g.abs(g.arena[v].span));
                    }
                    hit
                }
                GlobalCond::Annotated(key) => env
                    .facts
                    .launch
                    .get(&*name)
                    .and_then(|l| l.get(key))
                    .is_some_and(|v| v != 0),
                GlobalCond::TypeNot(t) => ty() != &**t,
                GlobalCond::Linkage(l) => linkage_keyword(node.linkage) == &**l,
                GlobalCond::LinkageNotIn(list) => {
                    !list.iter().any(|l| linkage_keyword(node.linkage) == &**l)
                }
                GlobalCond::Named(n) => *name == **n,
                GlobalCond::SectionNotIn(list) => match (&section, node.section) {
                    (Some(s), Some(lit)) if !list.iter().any(|a| **a == **s) => {
                        span = g.abs(lit.span);
                        true
                    }
                    _ => false,
                },
                GlobalCond::SectionNotPrefixed(list) => match (&section, node.section) {
                    (Some(s), Some(lit)) if !list.iter().any(|a| s.starts_with(&**a)) => {
                        span = g.abs(lit.span);
                        true
                    }
                    _ => false,
                },
                GlobalCond::NotInSection(list) => !section
                    .as_deref()
                    .is_some_and(|s| list.iter().any(|a| **a == *s)),
                GlobalCond::NameNotMatching {
                    first_mask,
                    rest_mask,
                    numbered_ok,
                    ..
                } => name_breaks(node.name, &name, *numbered_ok, first_mask, rest_mask),
            });
            if holds {
                let span = if span.is_empty() { name_span } else { span };
                let addrspace = node.addrspace.to_string();
                let section = section.as_deref().unwrap_or("");
                out.push(support::diagnostic(
                    env,
                    rule,
                    span.start..span.end,
                    &[
                        ("global", &name),
                        ("name", &name),
                        ("addrspace", &addrspace),
                        ("section", section),
                        ("type", ty()),
                        ("linkage", linkage_keyword(node.linkage)),
                        ("aliasee", ""),
                    ],
                ));
            }
        }
    }
    for a in m.aliases() {
        let node = a.node;
        let name = node.name.text(a.text);
        let name_span = a.abs(node.name.span);
        let aliasee = aliasee_name(a.arena, a.text, node.target.value, 0);
        let aliasee_span = a.abs(a.arena[node.target.value].span);
        for (rule, of, conds) in rules {
            if !of.contains(&GlobalKind::Alias) {
                continue;
            }
            let mut span = name_span;
            let holds = conds.iter().all(|c| match c {
                GlobalCond::Linkage(l) => linkage_keyword(node.linkage) == &**l,
                GlobalCond::LinkageNotIn(list) => {
                    !list.iter().any(|l| linkage_keyword(node.linkage) == &**l)
                }
                GlobalCond::Named(n) => *name == **n,
                GlobalCond::IFunc => node.is_ifunc,
                GlobalCond::AliaseeNotDeviceFunction => {
                    let ok = aliasee.as_deref().is_some_and(|n| device_function(env, n));
                    if !ok && !aliasee_span.is_empty() {
                        span = aliasee_span;
                    }
                    !ok
                }
                GlobalCond::NotInSection(_) => true,
                GlobalCond::NameNotMatching {
                    first_mask,
                    rest_mask,
                    numbered_ok,
                    ..
                } => name_breaks(node.name, &name, *numbered_ok, first_mask, rest_mask),
                _ => false,
            });
            if holds {
                out.push(support::diagnostic(
                    env,
                    rule,
                    span.start..span.end,
                    &[
                        ("global", &name),
                        ("name", &name),
                        ("linkage", linkage_keyword(node.linkage)),
                        ("aliasee", aliasee.as_deref().unwrap_or("")),
                    ],
                ));
            }
        }
    }
}

/// The global an alias's target names, through casts, constant GEPs and other aliases
/// (LLVM's `getAliaseeObject`); `None` for any other constant.
fn aliasee_name(arena: &ir::Arena, text: &str, v: ir::ValueId, depth: u32) -> Option<String> {
    if depth > 16 {
        return None;
    }
    match arena.values.get(v.0 as usize).map(|v| &v.kind)? {
        ir::ValueKind::Global(name) => Some(name.text(text).into_owned()),
        ir::ValueKind::ConstExpr(e) => {
            let base = arena[e.operands].first()?;
            aliasee_name(arena, text, base.value, depth + 1)
        }
        _ => None,
    }
}

/// Is `name` a function the module defines that is not a kernel (following aliases)?
fn device_function(env: &Env, name: &str) -> bool {
    let mut name = name.to_string();
    for _ in 0..16 {
        if let Some(h) = env.facts.headers.get(name.as_str()) {
            return h.is_definition && !env.facts.is_kernel(&name);
        }
        let next = env.facts.context.aliases().find_map(|a| {
            (a.node.name.text(a.text) == name)
                .then(|| aliasee_name(a.arena, a.text, a.node.target.value, 0))
                .flatten()
        });
        match next {
            Some(n) => name = n,
            None => return false,
        }
    }
    false
}

/// Does llc need PTX's `mask()` operator for the variable's initializer: an aggregate in the
/// global or constant space (or generic, which llc moves to global) holding a global's address
/// at an offset that is not a multiple of the pointer size, or whose size is not one?
fn packed_symbol_initializer(env: &Env, g: &ir::ItemRef<'_, ir::Global>) -> bool {
    use super::const_layout::{layout, symbol_offsets, POINTER_BYTES};
    let node = g.node;
    if !matches!(node.addrspace, 0 | 1 | 4) {
        return false;
    }
    let Some(init) = node.init else { return false };
    if !matches!(
        g.arena.types.get(node.ty.0 as usize),
        Some(
            ir::Type::Struct { .. }
                | ir::Type::Array { .. }
                | ir::Type::Vector { .. }
                | ir::Type::Named(_)
        )
    ) {
        return false;
    }
    let Some(offsets) = symbol_offsets(env.facts, g.arena, g.text, init) else {
        return false;
    };
    if offsets.is_empty() {
        return false;
    }
    let Some(l) = layout(env.facts, g.arena, g.text, node.ty) else {
        return false;
    };
    l.size % POINTER_BYTES != 0 || offsets.iter().any(|o| o % POINTER_BYTES != 0)
}

/// A constant that is all zero bits as written: an integer `0`, a float zero, `null`,
/// `zeroinitializer`, or an aggregate of those (what llc emits as an uninitialised variable).
fn is_zero_constant(arena: &ir::Arena, text: &str, v: ir::ValueId) -> bool {
    if arena.const_int(v) == Some(0) {
        return true;
    }
    let written = arena
        .values
        .get(v.0 as usize)
        .map_or("", |val| val.span.text(text));
    let zero_word = |w: &str| {
        matches!(w, "0" | "null" | "zeroinitializer" | "false")
            || w.parse::<f64>().is_ok_and(|f| f == 0.0)
            || w == "0x0000000000000000"
    };
    // `[i32 0, i32 0]`, `{ float 0.0, ptr null }`: every typed element is a zero word.
    let inner = written.trim_matches(|c| matches!(c, '[' | ']' | '{' | '}' | '<' | '>' | ' '));
    !inner.is_empty()
        && inner.split(',').all(|el| {
            el.split_whitespace()
                .last()
                .map(|w| w.trim_matches(|c| matches!(c, '[' | ']' | '{' | '}' | '<' | '>')))
                .is_some_and(zero_word)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_follow_the_character_classes() {
        let first = tablegen::compile::char_class("a-zA-Z$_");
        let rest = tablegen::compile::char_class("a-zA-Z$_0-9");
        for ok in ["kern", "_Z3fooi", "$x9", "llvm.nvvm.barrier0", "llvm.used"] {
            assert!(identifier_ok(ok, &first, &rest), "{ok}");
        }
        let printable = tablegen::compile::char_class(" -~");
        assert!(
            in_class(&printable, b' ')
                && in_class(&printable, b'~')
                && !in_class(&printable, 0x7f)
                && !in_class(&printable, b'\n')
        );
        for bad in ["k.k-1", "9lives", "", "caf\u{e9}", ".str"] {
            assert!(!identifier_ok(bad, &first, &rest), "{bad}");
        }
    }

    #[test]
    fn linkage_keywords_round_trip() {
        assert_eq!(linkage_keyword(ir::Linkage::Appending), "appending");
        assert_eq!(linkage_keyword(ir::Linkage::ExternWeak), "extern_weak");
        assert_eq!(linkage_keyword(ir::Linkage::Default), "");
    }
}
