//! Comdat references: `comdat($c)`, and a bare `comdat` (named after its global value), must
//! name a `$c = comdat …` of the module (LLVM's parser, once the whole module is read: `use of
//! undefined comdat '$c'`, at the `$`, or at the keyword of a bare `comdat`). Per function
//! header, and once per module for the global variables.

use std::borrow::Cow;

use tablegen::vocab::ValidCheck;

use super::globals::Reporter;
use super::refs::with_sigil;
use super::Verifier;
use crate::ir::{self, ComdatRef, Name};

/// The comdat `reference` of the global value `owner` names, and where LLVM points at it.
fn named<'t>(reference: &ComdatRef, owner: Name, text: &'t str) -> (Cow<'t, str>, ir::Span) {
    match reference.name {
        Some(name) => (name.text(text), with_sigil(name.span)),
        None => (owner.text(text), reference.keyword),
    }
}

/// A function header's comdat.
pub(super) fn visit(v: &mut Verifier) {
    let Some(reference) = &v.input.function.comdat else {
        return;
    };
    if !v.on(ValidCheck::UndefinedComdat) {
        return;
    }
    let (name, span) = named(reference, v.input.function.name, v.input.text);
    if !v.env.facts.defines_comdat(&name) {
        let shown = format!("${name}");
        v.report(ValidCheck::UndefinedComdat, span, &[("name", &shown)]);
    }
}

/// Each global variable's comdat.
pub(super) fn visit_module(r: &mut Reporter) {
    let facts = r.env.facts;
    let in_comdats = || facts.context.globals().filter(|g| g.node.comdat.is_some());
    if in_comdats().next().is_none() || !r.on(ValidCheck::UndefinedComdatInModule) {
        return;
    }
    for g in in_comdats() {
        let Some(reference) = &g.node.comdat else {
            continue;
        };
        let (name, span) = named(reference, g.node.name, g.text);
        if !facts.defines_comdat(&name) {
            let shown = format!("${name}");
            r.report(
                ValidCheck::UndefinedComdatInModule,
                g.abs(span),
                &[("name", &shown)],
            );
        }
    }
}
