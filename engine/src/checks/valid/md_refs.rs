//! References to numbered metadata (`!N`): every one must name a node the module defines
//! (LLVM's parser, once the whole module is read: `use of undefined metadata '!5'`). The
//! module facts know every defined number, the laid context's nodes and the debug-info
//! nodes alike. Per function, the function's own metadata (its attachments, inline nodes
//! and their fields, `metadata !N` arguments); once per module, the context's nodes, named
//! metadata and the attachments of globals, aliases and declarations. Each number is
//! reported once per item; nothing when a context item has a syntax error (its node, if it
//! was one, would seem undefined).
//!
//! Debug-info nodes are not laid out in the context: the module facts read their references
//! (`ModuleFacts::undefined_debug_refs`), reported here item-relative.

use tablegen::vocab::ValidCheck;

use super::globals::Reporter;
use super::Verifier;
use crate::ir::{self, ItemData, MdKind, MdNodeKind, MdOperand};

/// The undefined numbers a function's metadata names, each at its first reference.
pub(super) fn visit(v: &mut Verifier) {
    let arena = &v.input.item.arena;
    if arena.md_attachments.is_empty()
        && arena.md_operands.is_empty()
        && arena.md_fields.is_empty()
        && arena.md_value_refs.is_empty()
    {
        return;
    }
    let facts = v.env.facts;
    if !v.on(ValidCheck::UndefinedMetadata) || context_unreadable(facts) {
        return;
    }
    let mut reported: Vec<u32> = Vec::new();
    let operands = arena
        .md_attachments
        .iter()
        .map(|a| &a.node)
        .chain(&arena.md_operands)
        .chain(arena.md_fields.iter().map(|f| &f.value))
        .chain(&arena.md_value_refs);
    let mut undefined = Vec::new();
    for operand in operands {
        if let MdKind::Ref(id) = operand.kind {
            if !facts.defines_metadata(id) && !reported.contains(&id) {
                reported.push(id);
                undefined.push((id, number_of(operand.span)));
            }
        }
    }
    for (id, span) in undefined {
        v.report(
            ValidCheck::UndefinedMetadata,
            span,
            &[("name", &format!("!{id}"))],
        );
    }
}

/// The undefined numbers the context's items name: metadata nodes, named metadata and the
/// attachments of global variables, aliases and declarations.
pub(super) fn visit_module(r: &mut Reporter) {
    let facts = r.env.facts;
    if !r.on(ValidCheck::UndefinedMetadataInModule) || context_unreadable(facts) {
        return;
    }
    let m = &facts.context;
    for k in 0..m.items.len() {
        let item = m.item(k);
        let arena = item.arena;
        let mut found = Vec::new();
        let mut each = |operand: &MdOperand| walk(arena, operand, &mut found);
        match item.node {
            ItemData::Metadata(def) => walk_node(arena, def.node, &mut found),
            ItemData::NamedMetadata(n) => arena[n.operands].iter().for_each(&mut each),
            ItemData::Global(g) => arena[g.metadata].iter().for_each(|a| each(&a.node)),
            ItemData::Alias(a) => arena[a.metadata].iter().for_each(|a| each(&a.node)),
            ItemData::Function(f) => arena[f.metadata].iter().for_each(|a| each(&a.node)),
            _ => continue,
        }
        let mut reported: Vec<u32> = Vec::new();
        for (id, span) in found {
            if facts.defines_metadata(id) || reported.contains(&id) {
                continue;
            }
            reported.push(id);
            r.report(
                ValidCheck::UndefinedMetadataInModule,
                item.abs(span),
                &[("name", &format!("!{id}"))],
            );
        }
    }
}

/// The references of debug-info nodes to undefined numbers (found by the module facts, as
/// those nodes are not laid out in the context): (serial of the node, item-relative
/// diagnostic), each number once per node.
pub fn debug_node_refs(env: &crate::checks::Env) -> Vec<(u32, crate::diag::Diagnostic)> {
    let facts = env.facts;
    if facts.undefined_debug_refs.is_empty() || context_unreadable(facts) {
        return Vec::new();
    }
    let rules = super::demand::DemandRules::of(env, facts.typed_pointers);
    let mut out = Vec::new();
    let mut last: Option<(u32, Vec<u32>)> = None;
    for r in &facts.undefined_debug_refs {
        let seen = match &mut last {
            Some((serial, ids)) if *serial == r.serial => ids,
            _ => &mut last.insert((r.serial, Vec::new())).1,
        };
        if seen.contains(&r.id) {
            continue;
        }
        seen.push(r.id);
        let shown = format!("!{}", r.id);
        for rule in rules.of_check(ValidCheck::UndefinedMetadataInModule) {
            out.push((
                r.serial,
                super::support::diagnostic(env, rule, r.start..r.end, &[("name", &shown)]),
            ));
        }
    }
    out
}

/// Whether some context item did not parse: a node that did not is missing from the facts,
/// and every reference to it would be reported as well as its syntax.
fn context_unreadable(facts: &crate::facts::ModuleFacts) -> bool {
    facts.syntax_errors().next().is_some()
}

/// Every `!N` reference in `operand`, inline nodes followed.
fn walk(arena: &ir::Arena, operand: &MdOperand, found: &mut Vec<(u32, ir::Span)>) {
    match operand.kind {
        MdKind::Ref(id) => found.push((id, number_of(operand.span))),
        MdKind::Node(node) => walk_node(arena, node, found),
        _ => {}
    }
}

/// Every `!N` reference in the node `node`'s operands or fields.
fn walk_node(arena: &ir::Arena, node: ir::MdNodeId, found: &mut Vec<(u32, ir::Span)>) {
    match &arena[node].kind {
        MdNodeKind::Generic(operands) => {
            for o in &arena[*operands] {
                walk(arena, o, found);
            }
        }
        MdNodeKind::Specialized { fields, .. } => {
            for f in &arena[*fields] {
                walk(arena, &f.value, found);
            }
        }
    }
}

/// The number of a `!N` reference, where LLVM's parser points (past the `!`).
fn number_of(reference: ir::Span) -> ir::Span {
    ir::Span::new((reference.start + 1).min(reference.end), reference.end)
}
