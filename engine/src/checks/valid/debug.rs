//! Debug locations: an inlinable call inside a function with debug info carries a `!dbg`
//! (LLVM's `Verifier::visitCallBase`; the inliner needs the call's location to scope what it
//! inlines). Every tool but one drops the module's debug info with a warning and goes on;
//! libNVVM's NVVM 7 path refuses the module when its `!nvvmir.version` declares a debug-info
//! version. Which of the two a call is, is the rule data's to word.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{self, CallSite, Instruction, Linkage, MdKind, MdNodeKind, ValueKind};

/// A call (`inst`, its `site`) without `!dbg` (only calls without one reach the lookups).
pub fn visit_call(v: &mut Verifier, inst: &Instruction, site: &CallSite) {
    if !(v.on(ValidCheck::CallWithoutDbg) || v.on(ValidCheck::CallWithoutDbgDebugVersion)) {
        return;
    }
    let (arena, src) = (&v.input.item.arena, v.input.text);
    if arena[inst.metadata]
        .iter()
        .any(|m| m.kind.text(src) == "dbg")
    {
        return;
    }
    if !arena[v.input.function.metadata]
        .iter()
        .any(|m| m.kind.text(src) == "dbg")
    {
        return;
    }
    let ValueKind::Global(callee) = arena[site.callee].kind else {
        return;
    };
    let Some(header) = v.env.facts.headers.get(callee.text(src).as_ref()) else {
        return;
    };
    let inlinable = header.is_definition
        && !matches!(
            header.linkage,
            Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
        )
        && header.metadata_kinds.iter().any(|k| k == "dbg");
    if !inlinable {
        return;
    }
    let check = if v.on(ValidCheck::CallWithoutDbgDebugVersion) && declares_debug_version(v) {
        ValidCheck::CallWithoutDbgDebugVersion
    } else {
        ValidCheck::CallWithoutDbg
    };
    v.report(check, inst.span, &[]);
}

/// Does `!nvvmir.version` carry a debug-info version (`!{i32 2, i32 0, i32 3, i32 2}`)?
pub(super) fn declares_debug_version(v: &Verifier) -> bool {
    let m = &v.env.facts.context;
    let Some(named) = m.named_metadata("nvvmir.version") else {
        return false;
    };
    let operands = |arena: &ir::Arena, node: &ir::MdNode| match &node.kind {
        MdNodeKind::Generic(ops) => arena[*ops].len(),
        MdNodeKind::Specialized { .. } => 0,
    };
    named.arena[named.node.operands]
        .iter()
        .any(|op| match op.kind {
            MdKind::Ref(id) => m
                .metadata(id)
                .is_some_and(|n| operands(n.arena, n.node) >= 4),
            MdKind::Node(id) => operands(named.arena, &named.arena[id]) >= 4,
            _ => false,
        })
}
