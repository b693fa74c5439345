//! One `DISubprogram` attached to two definitions: LLVM's `Verifier::visitFunction` visits
//! the functions in module order and calls each later one broken debug info ("DISubprogram
//! attached to more than one function"). The module facts find those functions once per
//! module, from the headers' `!dbg` (empty without debug info); here each function asks
//! whether it is one, once. As the location checks ([`super::location`]), opt, llc and
//! libNVVM's NVVM 23 path drop the debug info and go on; libNVVM's NVVM 7 path refuses the
//! module where `!nvvmir.version` declares a debug-info version.

use tablegen::vocab::ValidCheck;

use super::demand::DemandRules;
use super::{debug, support, Verifier};
use crate::ir::MdKind;

/// The function's `!dbg` against the earlier definitions'.
pub fn visit(v: &mut Verifier) {
    let shared = &v.env.facts.shared_subprogram;
    if shared.is_empty() || !v.input.function.is_definition {
        return;
    }
    let name = v.input.name();
    if !shared.contains(name.as_str()) {
        return;
    }
    let (arena, src) = (&v.input.item.arena, v.input.text);
    let Some(md) = arena[v.input.function.metadata]
        .iter()
        .find(|m| m.kind.text(src) == "dbg" && matches!(m.node.kind, MdKind::Ref(_)))
    else {
        return;
    };
    let rules = DemandRules::of(v.env, v.typed);
    let versioned = ValidCheck::DbgSubprogramSharedDebugVersion;
    let check = if rules.of_check(versioned).next().is_some() && debug::declares_debug_version(v) {
        versioned
    } else {
        ValidCheck::DbgSubprogramShared
    };
    for rule in rules.of_check(check) {
        let d = support::diagnostic(
            v.env,
            rule,
            md.span.start..md.span.end,
            &[("function", &name)],
        )
        .in_function(name.clone());
        v.out.push(d);
    }
}
