//! Module-level checks (NV1xxx, NV2xxx): data layout, triple, `nvvmir.version`, named
//! metadata and global variables/aliases.
//!
//! Runs over the facts' context module (every non-function item and the declarations);
//! every span it produces is in that module's text coordinates. Functions, declarations
//! included, are checked per function in [`super::function`] (their names and linkage too).
//! A diagnostic without a natural site (a missing data layout) is anchored at the first item
//! of the context module.

use tablegen::model::{Check, Rule};

use super::instructions::support;
use super::Env;
use crate::diag::Diagnostic;
use crate::ir::{self, InitKind, ItemData, MdKind, MdNodeKind, Span, ValueKind};

pub fn check(env: &Env, out: &mut Vec<Diagnostic>) {
    let m = &env.facts.context;
    let mode = support::mode(env);
    let mut global_rules: Vec<&Rule> = Vec::new();
    for rule in support::rules_in(env, "NV1", "NV3") {
        match &rule.check {
            Check::DataLayoutPresent => {
                if let Some(d) = data_layout_present(env, rule) {
                    out.push(d);
                }
            }
            Check::DataLayoutPointer { pointers, examples } => {
                if let Some((span, layout)) = last_string(m, |d| match d {
                    ItemData::DataLayout(s) => Some(*s),
                    _ => None,
                }) {
                    if !layout.is_empty() && !pointer_spec_allowed(&layout, pointers) {
                        let examples = examples.iter().map(|e| &**e).collect::<Vec<_>>().join(", ");
                        out.push(support::diagnostic(
                            env,
                            rule,
                            span.start..span.end,
                            &[("layout", &layout), ("examples", &examples)],
                        ));
                    }
                }
            }
            Check::TriplePresent => {
                let found = last_string(m, |d| match d {
                    ItemData::Triple(s) => Some(*s),
                    _ => None,
                });
                match found {
                    Some((_, t)) if !t.is_empty() => {}
                    Some((span, _)) => {
                        out.push(support::diagnostic(env, rule, span.start..span.end, &[]))
                    }
                    None => out.push(support::diagnostic(env, rule, anchor(m), &[])),
                }
            }
            Check::Triple {
                mode: rule_mode,
                prefixes,
                suffixes,
                exact,
            } => {
                if *rule_mode != mode {
                    continue;
                }
                let Some((span, triple)) = last_string(m, |d| match d {
                    ItemData::Triple(s) => Some(*s),
                    _ => None,
                }) else {
                    continue;
                };
                if triple.is_empty() {
                    continue;
                }
                let exact_ok = exact.iter().any(|e| **e == *triple);
                let pattern_ok = !prefixes.is_empty()
                    && prefixes.iter().any(|p| triple.starts_with(&**p))
                    && (suffixes.is_empty() || suffixes.iter().any(|s| triple.ends_with(&**s)));
                if !exact_ok && !pattern_ok {
                    let mut allowed: Vec<String> = Vec::new();
                    for p in prefixes.iter() {
                        if suffixes.is_empty() {
                            allowed.push(format!("{p}*"));
                        }
                        for s in suffixes.iter() {
                            allowed.push(format!("{p}*{s}"));
                        }
                    }
                    allowed.extend(exact.iter().map(|e| e.to_string()));
                    let allowed = allowed.join(", ");
                    out.push(support::diagnostic(
                        env,
                        rule,
                        span.start..span.end,
                        &[("triple", &triple), ("allowed", &allowed)],
                    ));
                }
            }
            Check::NvvmIrVersion { major, minor } => {
                if let Some(d) = nvvm_ir_version(env, rule, *major, *minor) {
                    out.push(d);
                }
            }
            Check::AnnotationShape { name } => annotation_shape(env, rule, name, out),
            Check::GlobalAddrSpace { .. }
            | Check::GlobalInitializer { .. }
            | Check::TexSurfAddrSpace(_)
            | Check::TexSurfType(_)
            | Check::Linkage(_)
            | Check::SpecialGlobal(_)
            | Check::GlobalSection { .. }
            | Check::ConstantBankSection { .. }
            | Check::IdentifierName { .. } => global_rules.push(rule),
            _ => {}
        }
    }
    if !global_rules.is_empty() {
        check_globals(env, &global_rules, out);
    }
    for rule in support::rules_in(env, "NV3", "NV4") {
        if let Check::GridConstant = rule.check {
            grid_constant_annotations(env, rule, out);
        }
    }
}

/// The annotation form `!{ptr @f, !"grid_constant", !{i32 1, …}}` on a function that is not a
/// kernel. (The attribute form, and whether the parameter is `byval`, are checked per function.)
fn grid_constant_annotations(env: &Env, rule: &Rule, out: &mut Vec<Diagnostic>) {
    let m = &env.facts.context;
    let Some(named) = m.named_metadata("nvvm.annotations") else {
        return;
    };
    for op in &named.arena[named.node.operands] {
        let MdKind::Ref(id) = op.kind else { continue };
        let Some(node) = m.metadata(id) else { continue };
        let MdNodeKind::Generic(list) = node.node.kind else {
            continue;
        };
        let ops = &node.arena[list];
        let Some(MdKind::Value(first)) = ops.first().map(|o| o.kind) else {
            continue;
        };
        let ValueKind::Global(function) = &node.arena[first.value].kind else {
            continue;
        };
        let function = function.text(node.text);
        for pair in ops[1..].chunks(2) {
            let [key, value] = pair else { continue };
            let MdKind::Str(key) = key.kind else { continue };
            if key.value(node.text) != "grid_constant" || env.facts.is_kernel(&function) {
                continue;
            }
            let params = annotation_ints(m, node.arena, value).join(", ");
            let span = node.abs(node.node.span);
            out.push(
                support::diagnostic(
                    env,
                    rule,
                    span.start..span.end,
                    &[("function", &function), ("param", &params)],
                )
                .in_function(function.as_ref()),
            );
        }
    }
}

/// The integers of an annotation value: `i32 1` or a node `!{i32 1, i32 3}`.
fn annotation_ints(m: &ir::Module, arena: &ir::Arena, value: &ir::MdOperand) -> Vec<String> {
    let of_node = |arena: &ir::Arena, node: &ir::MdNode| -> Vec<String> {
        match node.kind {
            MdNodeKind::Generic(list) => arena[list]
                .iter()
                .filter_map(|o| match o.kind {
                    MdKind::Value(tv) => arena.const_int(tv.value).map(|v| v.to_string()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    };
    match value.kind {
        MdKind::Value(tv) => arena
            .const_int(tv.value)
            .map(|v| v.to_string())
            .into_iter()
            .collect(),
        MdKind::Node(id) => of_node(arena, &arena[id]),
        MdKind::Ref(id) => m
            .metadata(id)
            .map(|n| of_node(n.arena, n.node))
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The first item's first line: where module-level diagnostics without a site go.
fn anchor(m: &ir::Module) -> std::ops::Range<u32> {
    // The context text's first line, not the first kept item's: the facts do not keep
    // every item they lay out (debug-info nodes are dropped after parsing).
    let len = m.text.find('\n').unwrap_or(m.text.len()) as u32;
    0..len
}

/// The last item whose data yields a string (data layout, triple): its absolute span and value.
fn last_string<'m>(
    m: &'m ir::Module,
    f: impl Fn(&ItemData) -> Option<ir::StrLit>,
) -> Option<(Span, std::borrow::Cow<'m, str>)> {
    m.items.iter().enumerate().rev().find_map(|(i, it)| {
        let s = f(&it.data)?;
        let text = m.item_text(i);
        // Point at the string with its quotes when it is empty, so the span is never empty.
        let span = if s.span.is_empty() {
            Span::new(s.span.start.saturating_sub(1), s.span.end + 1)
        } else {
            s.span
        };
        Some((span.shift(it.offset), s.value(text)))
    })
}

fn data_layout_present(env: &Env, rule: &Rule) -> Option<Diagnostic> {
    let m = &env.facts.context;
    match last_string(m, |d| match d {
        ItemData::DataLayout(s) => Some(*s),
        _ => None,
    }) {
        Some((_, layout)) if !layout.is_empty() => None,
        Some((span, _)) => Some(support::diagnostic(env, rule, span.start..span.end, &[])),
        None => Some(support::diagnostic(env, rule, anchor(m), &[])),
    }
}

/// A pointer specification `p[0]:size:abi[:pref[:idx]]`, normalised to (size, abi, pref).
fn pointer_spec(spec: &str) -> Option<(u32, u32, u32)> {
    let rest = spec
        .strip_prefix("p0:")
        .or_else(|| spec.strip_prefix("p:"))?;
    let mut fields = rest.split(':').map(|f| f.parse::<u32>().ok());
    let size = fields.next()??;
    let abi = match fields.next() {
        Some(v) => v?,
        None => size,
    };
    let pref = match fields.next() {
        Some(v) => v?,
        None => abi,
    };
    Some((size, abi, pref))
}

/// Is the layout's default-address-space pointer specification one of `allowed`? A layout
/// without one (the upstream NVPTX layout) is not.
fn pointer_spec_allowed(layout: &str, allowed: &[tablegen::model::Str]) -> bool {
    let Some(found) = layout.split('-').find_map(pointer_spec) else {
        return false;
    };
    allowed.iter().any(|a| pointer_spec(a) == Some(found))
}

/// `!nvvmir.version = !{!N}` with `!N = !{i32 major, i32 minor, …}`.
fn nvvm_ir_version(env: &Env, rule: &Rule, major: u32, minor: u32) -> Option<Diagnostic> {
    let m = &env.facts.context;
    let Some(named) = m.named_metadata("nvvmir.version") else {
        let found = "1.0";
        let (maj, min) = (major.to_string(), minor.to_string());
        if major == 1 {
            return None;
        }
        return Some(
            support::diagnostic(
                env,
                rule,
                anchor(m),
                &[("found", found), ("major", &maj), ("minor", &min)],
            )
            .with_help(version_help(major, minor)),
        );
    };
    let item_span = Span::new(named.offset, named.offset + m.items[named.index].len);
    let version = named.arena[named.node.operands]
        .first()
        .and_then(|op| match op.kind {
            MdKind::Ref(id) => {
                let node = m.metadata(id)?;
                md_int_pair(node.arena, node.node)
            }
            MdKind::Node(id) => md_int_pair(named.arena, &named.arena[id]),
            _ => None,
        });
    let ok = matches!(version, Some((a, b)) if a == major as i128 && b <= minor as i128);
    if ok {
        return None;
    }
    let found = match version {
        Some((a, b)) => format!("{a}.{b}"),
        None => "1.0".to_owned(),
    };
    let (maj, min) = (major.to_string(), minor.to_string());
    Some(
        support::diagnostic(
            env,
            rule,
            item_span.start..item_span.end,
            &[("found", &found), ("major", &maj), ("minor", &min)],
        )
        .with_help(version_help(major, minor)),
    )
}

fn version_help(major: u32, minor: u32) -> String {
    format!("declare the IR version: `!nvvmir.version = !{{!N}}` with `!N = !{{i32 {major}, i32 {minor}}}`")
}

/// The first two integer operands of a generic node.
fn md_int_pair(arena: &ir::Arena, node: &ir::MdNode) -> Option<(i128, i128)> {
    let MdNodeKind::Generic(list) = node.kind else {
        return None;
    };
    let ops = &arena[list];
    let int = |i: usize| match ops.get(i)?.kind {
        MdKind::Value(tv) => arena.const_int(tv.value),
        _ => None,
    };
    Some((int(0)?, int(1)?))
}

/// Every operand of the named metadata is `!{<global>, !"key", <int>, …}`.
fn annotation_shape(env: &Env, rule: &Rule, name: &str, out: &mut Vec<Diagnostic>) {
    let m = &env.facts.context;
    let Some(named) = m.named_metadata(name) else {
        return;
    };
    for op in &named.arena[named.node.operands] {
        let (ok, span) = match op.kind {
            MdKind::Ref(id) => match m.metadata(id) {
                Some(node) => (
                    annotation_tuple_ok(m, node.arena, node.node),
                    node.abs(node.node.span),
                ),
                // A dangling reference is the parser's or LLVM's business, not a shape problem.
                None => continue,
            },
            MdKind::Node(id) => (
                annotation_tuple_ok(m, named.arena, &named.arena[id]),
                named.abs(op.span),
            ),
            _ => (false, named.abs(op.span)),
        };
        if !ok {
            let span = if span.is_empty() {
                named.abs(op.span)
            } else {
                span
            };
            out.push(support::diagnostic(
                env,
                rule,
                span.start..span.end,
                &[("name", name)],
            ));
        }
    }
}

fn annotation_tuple_ok(m: &ir::Module, arena: &ir::Arena, node: &ir::MdNode) -> bool {
    let MdNodeKind::Generic(list) = node.kind else {
        return false;
    };
    let ops = &arena[list];
    let Some(first) = ops.first() else {
        return false;
    };
    let global_ok = match first.kind {
        MdKind::Value(tv) => matches!(
            arena[tv.value].kind,
            ValueKind::Global(_) | ValueKind::ConstExpr(_)
        ),
        _ => false,
    };
    if !global_ok || ops.len() % 2 != 1 {
        return false;
    }
    ops[1..].chunks(2).all(|pair| {
        let [key, value] = pair else { return false };
        matches!(key.kind, MdKind::Str(_)) && annotation_value_ok(m, arena, value)
    })
}

/// An integer, or (the NVVM IR `grid_constant` form) a node listing integers.
fn annotation_value_ok(m: &ir::Module, arena: &ir::Arena, value: &ir::MdOperand) -> bool {
    let ints = |arena: &ir::Arena, node: &ir::MdNode| match node.kind {
        MdNodeKind::Generic(list) => arena[list]
            .iter()
            .all(|o| matches!(o.kind, MdKind::Value(tv) if arena.const_int(tv.value).is_some())),
        _ => false,
    };
    match value.kind {
        MdKind::Value(tv) => arena.const_int(tv.value).is_some(),
        MdKind::Node(id) => ints(arena, &arena[id]),
        MdKind::Ref(id) => m.metadata(id).is_some_and(|n| ints(n.arena, n.node)),
        _ => false,
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

/// An ASCII character class such as `a-zA-Z$_0-9`, one bit per character.
#[derive(Clone, Copy)]
pub(crate) struct CharClass(u128);

impl CharClass {
    pub(crate) fn parse(spec: &str) -> CharClass {
        // Bits lo..=hi (both < 128).
        fn span(lo: u8, hi: u8) -> u128 {
            let upper = if hi >= 127 {
                u128::MAX
            } else {
                (1u128 << (hi + 1)) - 1
            };
            upper & !((1u128 << lo) - 1)
        }
        let mut set = 0u128;
        let b = spec.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if i + 2 < b.len() && b[i + 1] == b'-' {
                let (lo, hi) = (b[i].min(b[i + 2]), b[i].max(b[i + 2]).min(127));
                if lo < 128 {
                    set |= span(lo, hi);
                }
                i += 3;
            } else {
                if b[i] < 128 {
                    set |= 1u128 << b[i];
                }
                i += 1;
            }
        }
        CharClass(set)
    }
    fn has(&self, c: u8) -> bool {
        c < 128 && self.0 & (1u128 << c) != 0
    }

    /// [`CharClass::parse`], remembered per thread: every function's checks ask for the
    /// same few classes.
    pub(crate) fn cached(spec: &str) -> CharClass {
        thread_local! {
            static SEEN: std::cell::RefCell<Vec<(Box<str>, CharClass)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        SEEN.try_with(|seen| {
            let mut seen = seen.borrow_mut();
            if let Some((_, class)) = seen.iter().find(|(s, _)| **s == *spec) {
                return *class;
            }
            let class = CharClass::parse(spec);
            if seen.len() < 16 {
                seen.push((spec.into(), class));
            }
            class
        })
        .unwrap_or_else(|_| CharClass::parse(spec))
    }
}

/// Does `name` match `[first][rest]*`? Intrinsics and other `llvm.` names are exempt.
pub(crate) fn identifier_ok(name: &str, first: &CharClass, rest: &CharClass) -> bool {
    if name.starts_with("llvm.") {
        return true;
    }
    let b = name.as_bytes();
    match b.split_first() {
        Some((c, tail)) => first.has(*c) && tail.iter().all(|c| rest.has(*c)),
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

/// The address space that holds constant banks (`ConstantBankSection` is defined on it).
const CONSTANT_ADDRSPACE: u32 = 4;
/// The one section every global may carry (llvm.used and friends live there).
const METADATA_SECTION: &str = "llvm.metadata";

fn check_globals(env: &Env, rules: &[&Rule], out: &mut Vec<Diagnostic>) {
    let m = &env.facts.context;
    let classes: Vec<Option<(CharClass, CharClass)>> = rules
        .iter()
        .map(|r| match &r.check {
            Check::IdentifierName { first, rest } => {
                Some((CharClass::parse(first), CharClass::parse(rest)))
            }
            _ => None,
        })
        .collect();
    let texsurf = texsurf_names(env);
    let is_texsurf = |name: &str| !texsurf.is_empty() && texsurf.contains(name);
    for g in m.globals() {
        let node = g.node;
        let name = node.name.text(g.text);
        let name_span = g.abs(node.name.span);
        let section = node.section.map(|s| s.value(g.text));
        let in_metadata_section = section.as_deref() == Some(METADATA_SECTION);
        for (rule, class) in rules.iter().zip(&classes) {
            let span: Option<Span> = match &rule.check {
                Check::GlobalAddrSpace { allowed } => {
                    (!allowed.contains(&node.addrspace)).then_some(name_span)
                }
                Check::GlobalInitializer { addrspaces } => (addrspaces.contains(&node.addrspace)
                    && matches!(
                        node.init_kind(g.arena),
                        InitKind::ZeroInitializer | InitKind::Constant
                    ))
                .then(|| node.init.map_or(name_span, |v| g.abs(g.arena[v].span))),
                Check::TexSurfAddrSpace(space) => {
                    (node.addrspace != *space && is_texsurf(&name)).then_some(name_span)
                }
                Check::TexSurfType(ty) => (is_texsurf(&name)
                    && g.arena.display_type(g.text, node.ty) != **ty)
                    .then_some(name_span),
                Check::Linkage(linkage) => (linkage_keyword(node.linkage) == &**linkage
                    && !in_metadata_section)
                    .then_some(name_span),
                Check::SpecialGlobal(special) => (*name == **special).then_some(name_span),
                Check::GlobalSection { allowed } => match (&section, node.section) {
                    (Some(s), Some(lit))
                        if node.addrspace != CONSTANT_ADDRSPACE
                            && !allowed.iter().any(|a| **a == **s) =>
                    {
                        Some(g.abs(lit.span))
                    }
                    _ => None,
                },
                Check::ConstantBankSection { prefix } => match (&section, node.section) {
                    (Some(s), Some(lit))
                        if node.addrspace == CONSTANT_ADDRSPACE && !s.starts_with(&**prefix) =>
                    {
                        Some(g.abs(lit.span))
                    }
                    _ => None,
                },
                Check::IdentifierName { .. } => match class {
                    Some((first, rest)) if !identifier_ok(&name, first, rest) => Some(name_span),
                    _ => None,
                },
                _ => None,
            };
            if let Some(span) = span {
                let span = if span.is_empty() { name_span } else { span };
                let addrspace = node.addrspace.to_string();
                let ty = g.arena.display_type(g.text, node.ty);
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
                        ("type", &ty),
                        ("linkage", linkage_keyword(node.linkage)),
                    ],
                ));
            }
        }
    }
    for a in m.aliases() {
        let node = a.node;
        let name = node.name.text(a.text);
        let name_span = a.abs(node.name.span);
        for (rule, class) in rules.iter().zip(&classes) {
            let fire = match &rule.check {
                Check::Linkage(linkage) => linkage_keyword(node.linkage) == &**linkage,
                Check::IdentifierName { .. } => {
                    matches!(class, Some((first, rest)) if !identifier_ok(&name, first, rest))
                }
                _ => false,
            };
            if fire {
                out.push(support::diagnostic(
                    env,
                    rule,
                    name_span.start..name_span.end,
                    &[
                        ("global", &name),
                        ("name", &name),
                        ("linkage", linkage_keyword(node.linkage)),
                    ],
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_specs_are_normalised() {
        assert_eq!(pointer_spec("p:64:64:64"), Some((64, 64, 64)));
        assert_eq!(pointer_spec("p0:64:64"), Some((64, 64, 64)));
        assert_eq!(pointer_spec("p:32:32"), Some((32, 32, 32)));
        assert_eq!(pointer_spec("p3:32:32:32"), None);
        assert_eq!(pointer_spec("p:x:64"), None);
        let allowed = [
            tablegen::model::Str::from("p:64:64:64"),
            tablegen::model::Str::from("p:32:32:32"),
        ];
        assert!(pointer_spec_allowed(
            "e-p:64:64:64-i1:8:8-n16:32:64",
            &allowed
        ));
        assert!(pointer_spec_allowed(
            "e-p3:32:32:32-p:64:64-i1:8:8",
            &allowed
        ));
        assert!(!pointer_spec_allowed(
            "e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
            &allowed
        ));
        assert!(!pointer_spec_allowed("e-p:64:32:32-i1:8:8", &allowed));
    }

    #[test]
    fn identifiers_follow_the_character_classes() {
        let first = CharClass::parse("a-zA-Z$_");
        let rest = CharClass::parse("a-zA-Z$_0-9");
        for ok in ["kern", "_Z3fooi", "$x9", "llvm.nvvm.barrier0", "llvm.used"] {
            assert!(identifier_ok(ok, &first, &rest), "{ok}");
        }
        let printable = CharClass::parse(" -~");
        assert!(
            printable.has(b' ')
                && printable.has(b'~')
                && !printable.has(0x7f)
                && !printable.has(b'\n')
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
