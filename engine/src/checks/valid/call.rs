//! Calls against their callee's function type (the module's symbol table: every
//! function's header carries its signature). In typed-pointer IR (LLVM 7) a direct call
//! must use the callee's own type; in opaque-pointer IR only intrinsics must, except those the
//! LLVM in force rewrites by the call's types (names only earlier releases define).

use std::cell::RefCell;

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::facts::write_signature;
use crate::ir::{Instruction, Type, ValueKind};

thread_local! {
    /// The written function type of the call being checked (reused: no allocation per call).
    static SCRATCH: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Whether any rule of this visitor is in force for the function.
pub fn enabled(v: &Verifier) -> bool {
    if v.typed {
        v.on(ValidCheck::CalleeType)
    } else {
        v.on(ValidCheck::IntrinsicSignature) || v.on(ValidCheck::IntrinsicUser)
    }
}

/// A call of `inst` against its callee's function type (when [`enabled`]).
pub fn visit_inst(v: &mut Verifier, inst: &Instruction) {
    let (arena, src) = (&v.input.item.arena, v.input.text);
    {
        let Some(site) = inst.call_site() else {
            return;
        };
        let ValueKind::Global(callee) = arena[site.callee].kind else {
            return;
        };
        let name = callee.text(src);
        if !v.typed && !name.starts_with("llvm.") {
            return;
        }
        let Some(header) = v.env.facts.headers.get(name.as_ref()) else {
            return;
        };
        let differs = SCRATCH.with_borrow_mut(|written| {
            written.clear();
            match arena[site.ty] {
                Type::Function { .. } => arena.write_type(src, site.ty, written),
                _ => write_signature(
                    written,
                    |out| arena.write_type(src, site.ty, out),
                    arena[site.args]
                        .iter()
                        .map(|a| move |out: &mut String| arena.write_type(src, a.ty, out)),
                    false,
                ),
            }
            **written != *header.signature
        });
        if !differs {
            return;
        }
        // A name the LLVM in force no longer defines: its reader rewrites each call from the
        // call's own types, and judges what it wrote, not the call against the declaration.
        if let (false, Some(llvm)) = (v.typed, v.env.config.llvm) {
            let tables = super::support::tables(v.env);
            if super::intrinsic::rewritten_call_fits(tables, &name, llvm, arena, src, site) {
                return;
            }
        }
        if v.typed {
            let shown = format!("@{}", callee.raw(src));
            let ty = format!("{}*", header.signature);
            v.report(
                ValidCheck::CalleeType,
                arena[site.callee].span,
                &[("callee", &shown), ("type", &ty)],
            );
        } else {
            v.report(ValidCheck::IntrinsicUser, inst.span, &[]);
            v.report(ValidCheck::IntrinsicSignature, inst.span, &[]);
        }
    }
}
