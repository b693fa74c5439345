//! `naked` functions that use their arguments. A naked function has no prologue: its
//! arguments are in the registers or stack slots the calling convention put them in, and its
//! body (inline assembly) must read them there; LLVM 22's Verifier refuses any IR use of one
//! (`cannot use argument of naked function`, once per function, at its first used argument).
//! One test of the function's attributes per function; the pass over the body's operands runs
//! only for a naked function with parameters.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::analysis::operands::{for_each_operand, phi_incoming};
use crate::ir::analysis::{DefSite, Locals};
use crate::ir::{AttrKind, Body, ValueKind};

pub fn visit(v: &mut Verifier, body: &Body, locals: &Locals) {
    let function = v.input.function;
    if !v.on(ValidCheck::NakedArgumentUse) || function.params.is_empty() || !naked(v) {
        return;
    }
    let (arena, src) = (&v.input.item.arena, v.input.text);
    // LLVM reports the first argument, in parameter order, that has a use.
    let mut first: Option<u32> = None;
    let mut note = |value: crate::ir::ValueId| {
        let ValueKind::Local(name) = arena[value].kind else {
            return;
        };
        let Some(id) = locals.lookup(src, name) else {
            return;
        };
        if let DefSite::Param(i) = locals.site(id) {
            first = Some(first.map_or(i, |f| f.min(i)));
        }
    };
    for inst in &body.insts {
        for_each_operand(arena, inst, |(value, _)| note(value));
        for incoming in phi_incoming(arena, inst) {
            note(incoming.value);
        }
    }
    let Some(i) = first else {
        return;
    };
    let param = &arena[function.params][i as usize];
    let span = param.name.map_or(param.span, |n| n.span);
    v.report(ValidCheck::NakedArgumentUse, span, &[]);
}

/// Whether the function is `naked`, written in its header or in an attribute group it names.
fn naked(v: &Verifier) -> bool {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    arena[v.input.function.fn_attrs]
        .iter()
        .any(|a| match a.kind {
            AttrKind::Keyword { name, .. } => name.text(src) == "naked",
            AttrKind::GroupRef(n) => v.env.facts.context.attr_group(n).is_some_and(|group| {
                group.arena[group.node.attrs].iter().any(|g| {
                matches!(g.kind, AttrKind::Keyword { name, .. } if name.text(group.text) == "naked")
            })
            }),
            AttrKind::Str { .. } => false,
        })
}
