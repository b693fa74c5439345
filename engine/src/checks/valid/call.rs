//! Calls against their callee's function type (the module's symbol table: every
//! function's header carries its signature). In typed-pointer IR (LLVM 7) a direct call
//! must use the callee's own type; in opaque-pointer IR only intrinsics must.

use std::cell::RefCell;

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::facts::write_signature;
use crate::ir::{Body, Type, ValueKind};

thread_local! {
    /// The written function type of the call being checked (reused: no allocation per call).
    static SCRATCH: RefCell<String> = const { RefCell::new(String::new()) };
}

pub fn visit(v: &mut Verifier, body: &Body) {
    let on = if v.typed {
        v.on(ValidCheck::CalleeType)
    } else {
        v.on(ValidCheck::IntrinsicSignature) || v.on(ValidCheck::IntrinsicUser)
    };
    if !on {
        return;
    }
    let (arena, src) = (&v.input.item.arena, v.input.text);
    for inst in &body.insts {
        let Some(site) = inst.call_site() else {
            continue;
        };
        let ValueKind::Global(callee) = arena[site.callee].kind else {
            continue;
        };
        let name = callee.text(src);
        if !v.typed && !name.starts_with("llvm.") {
            continue;
        }
        let Some(header) = v.env.facts.headers.get(name.as_ref()) else {
            continue;
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
            continue;
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
