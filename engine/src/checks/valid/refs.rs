//! References to global values (`@name` operands), read from the parser's list of them
//! ([`ir::Arena::global_refs`]), never from a walk over every value:
//! - every name must be defined in the module: a function (declared or defined), a global
//!   variable or an alias (LLVM's parser: `use of undefined value '@g'`, once the whole
//!   module is read);
//! - a function named `llvm.*` is only ever called or named in metadata: any other use is an
//!   `Invalid user of intrinsic instruction!`, which the Verifier follows, in an instruction,
//!   with `Cannot take the address of an intrinsic!` (LLVM 13 and later) or LLVM 7's
//!   `Cannot invoke an intrinsic other than …`.
//!
//! Per function (its own arena holds its references) and once per module for the items that
//! are not functions (globals, aliases, metadata).

use tablegen::vocab::ValidCheck;

use super::globals::Reporter;
use super::Verifier;
use crate::checks::Env;
use crate::ir::{self, ItemData, RefRole, ValueKind};

/// The name of the global value a reference names, unescaped (as LLVM's symbol table has it).
fn name_of<'t>(
    arena: &ir::Arena,
    text: &'t str,
    r: &ir::GlobalRef,
) -> Option<std::borrow::Cow<'t, str>> {
    match &arena[r.value].kind {
        ValueKind::Global(n) => Some(n.text(text)),
        _ => None,
    }
}

/// Is `name` the name of a function the module declares or defines whose name makes it an
/// intrinsic?
fn is_declared_intrinsic(env: &Env, name: &str) -> bool {
    name.starts_with("llvm.") && env.facts.headers.contains_key(name)
}

/// The references of one function (its header and body): each undefined name, and each
/// instruction that uses an intrinsic as a value (once per instruction).
pub(super) fn visit(v: &mut Verifier) {
    if v.input.redefines || v.input.follows_variable {
        let name = v.input.function.name;
        let shown = name.text(v.input.text).into_owned();
        if v.input.follows_variable {
            v.report(
                ValidCheck::FunctionAfterVariable,
                with_sigil(name.span),
                &[("name", &format!("@{shown}"))],
            );
        }
        if v.input.redefines {
            v.report(
                ValidCheck::FunctionRedefinition,
                with_sigil(name.span),
                &[("name", &shown)],
            );
        }
    }
    let arena = &v.input.item.arena;
    if arena.global_refs.is_empty() {
        return;
    }
    let text = v.input.text;
    let undefined_on = v.on(ValidCheck::UndefinedValue);
    let intrinsic_on = v.on(ValidCheck::IntrinsicAsValue)
        || v.on(ValidCheck::IntrinsicAddress)
        || v.on(ValidCheck::IntrinsicInvoke);
    let types_on = v.on(ValidCheck::GlobalPointerType)
        || v.on(ValidCheck::GlobalValueType)
        || v.on(ValidCheck::GlobalForwardType);
    // The instruction last reported for an intrinsic use (one report per instruction).
    let mut reported_at: Option<u32> = None;
    for r in &arena.global_refs {
        let Some(name) = name_of(arena, text, r) else {
            continue;
        };
        if !v.env.facts.defines_global(&name) {
            if undefined_on {
                let shown = format!("@{name}");
                v.report(
                    ValidCheck::UndefinedValue,
                    arena[r.value].span,
                    &[("name", &shown)],
                );
            }
            continue;
        }
        if r.role == RefRole::Operand {
            if let Some(ty) = r.ty {
                let pointer = matches!(arena[ty], ir::Type::Ptr { .. } | ir::Type::TypedPtr { .. });
                if !pointer {
                    v.report(ValidCheck::GlobalNotPointer, arena[r.value].span, &[]);
                } else if types_on {
                    variable_use_type(v, &name, arena[r.value].span, ty);
                }
            }
        }
        if !intrinsic_on || r.role != RefRole::Operand || !is_declared_intrinsic(v.env, &name) {
            continue;
        }
        // Rare: found by position among the body's instructions (a header's use, such as
        // a personality, is not an instruction's and is left alone).
        let at = arena[r.value].span.start;
        let Some(inst) = v.input.function.body.as_ref().and_then(|body| {
            body.insts
                .iter()
                .find(|i| i.span.start <= at && at < i.span.end)
        }) else {
            continue;
        };
        if reported_at == Some(inst.span.start) {
            continue;
        }
        reported_at = Some(inst.span.start);
        v.report(ValidCheck::IntrinsicAsValue, inst.span, &[]);
        v.report(ValidCheck::IntrinsicAddress, inst.span, &[]);
        v.report(ValidCheck::IntrinsicInvoke, inst.span, &[]);
    }
}

/// A global variable named with pointer type `ty` at `span`, judged as the module's reader
/// reads pointers:
/// - an opaque-pointer reader (modern IR; typed IR on libNVVM's NVVM 23 path or given to
///   llc, which read `T*` as `ptr`) wants the definition's address space, above or below the function;
/// - LLVM 7 (typed IR on libNVVM's NVVM 7 path) wants `T addrspace(N)*` whole from a use below the
///   definition, and only the value type `T` from a forward reference (it lets the address
///   space of one differ: libNVVM 13.5 and 12.9 accept `i32* @g` above an `addrspace(3)`
///   `@g`).
///
/// Non-pointer types, and functions or aliases named, are left alone.
fn variable_use_type(v: &mut Verifier, name: &str, span: ir::Span, ty: ir::TypeId) {
    let Some(variable) = v.env.facts.variable_type(name) else {
        return;
    };
    let arena = &v.input.item.arena;
    let text = v.input.text;
    let (addrspace, pointee) = match arena[ty] {
        ir::Type::Ptr { addrspace } => (addrspace, None),
        ir::Type::TypedPtr { pointee, addrspace } => (addrspace, Some(pointee)),
        _ => return,
    };
    // Outside libNVVM's profile, llc 19 and 22 read `T*` as `ptr` too.
    let llvm7 = v.typed
        && crate::checks::support::libnvvm_path(v.env) == Some(tablegen::vocab::LibNvvmPath::Nvvm7);
    let same_space = addrspace == variable.addrspace;
    // Spelled into a reused buffer: numba's modules name a global on most lines.
    let same_value = || {
        pointee.is_none_or(|p| {
            thread_local! {
                static SPELLED: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
            }
            SPELLED.with_borrow_mut(|spelled| {
                spelled.clear();
                arena.write_type(text, p, spelled);
                *spelled == *variable.value_type
            })
        })
    };
    // The definition is below this function when at most as many context items as its
    // index come before the function (the facts keep the first header of a name).
    let forward = || {
        v.env
            .facts
            .headers
            .get(v.input.function.name.text(text).as_ref())
            .and_then(|header| v.env.facts.position_of(header))
            .is_some_and(|position| position <= variable.context_index)
    };
    let mut mismatch = |check: ValidCheck, defined: String, expected: String| {
        let name = format!("@{name}");
        let args = [
            ("name", &*name),
            ("defined", &*defined),
            ("expected", &*expected),
        ];
        v.report(check, span, &args);
    };
    if !llvm7 {
        if same_space {
            return;
        }
        if forward() {
            v.report(ValidCheck::GlobalForwardType, span, &[]);
            return;
        }
        let spell = |space| ir::analysis::ResultType::Ptr(space).display(arena, text);
        mismatch(
            ValidCheck::GlobalPointerType,
            spell(variable.addrspace),
            spell(addrspace),
        );
        return;
    }
    if same_space && same_value() {
        return;
    }
    if forward() {
        if !same_value() {
            v.report(ValidCheck::GlobalForwardType, span, &[]);
        }
        return;
    }
    let defined = match variable.addrspace {
        0 => format!("{}*", variable.value_type),
        n => format!("{} addrspace({n})*", variable.value_type),
    };
    mismatch(
        ValidCheck::GlobalValueType,
        defined,
        arena.display_type(text, ty),
    );
}

/// The references of the module's items that are not functions (a declaration's are its
/// own item's, judged with it): each undefined name, and each global variable whose
/// initializer uses an intrinsic as a value.
pub(super) fn visit_module(r: &mut Reporter) {
    redefined_globals(r);
    if !r.on(ValidCheck::UndefinedGlobal) && !r.on(ValidCheck::IntrinsicInInitializer) {
        return;
    }
    let env = r.env;
    let m = &env.facts.context;
    for (i, item) in m.items.iter().enumerate() {
        if matches!(item.data, ItemData::Function(_)) {
            continue;
        }
        let refs = m.global_refs_of(i);
        if refs.is_empty() {
            continue;
        }
        let (arena, text) = (m.arena_of(i), m.item_text(i));
        let mut intrinsic_reported = false;
        for gr in refs {
            let Some(name) = name_of(arena, text, gr) else {
                continue;
            };
            if !env.facts.defines_global(&name) {
                let span = arena[gr.value].span.shift(item.offset);
                r.report(
                    ValidCheck::UndefinedGlobal,
                    span,
                    &[("name", &format!("@{name}"))],
                );
                continue;
            }
            let ItemData::Global(g) = &item.data else {
                continue;
            };
            if intrinsic_reported
                || gr.role != RefRole::Operand
                || !is_declared_intrinsic(env, &name)
            {
                continue;
            }
            intrinsic_reported = true;
            r.report(
                ValidCheck::IntrinsicInInitializer,
                g.name.span.shift(item.offset),
                &[],
            );
        }
    }
}

/// Each global variable or alias whose name an earlier global value has, a function or
/// another variable (`redefinition of global '@g'`, at the `@` that starts its line): the
/// module facts list them.
fn redefined_globals(r: &mut Reporter) {
    if r.env.facts.redefined_variables.is_empty() || !r.on(ValidCheck::GlobalRedefinition) {
        return;
    }
    let m = &r.env.facts.context;
    for &k in &r.env.facts.redefined_variables {
        let item = m.item(k as usize);
        let name = match item.node {
            ItemData::Global(g) => g.name,
            ItemData::Alias(a) => a.name,
            _ => continue,
        };
        let span = with_sigil(item.abs(name.span));
        let shown = format!("@{}", name.text(item.text));
        r.report(ValidCheck::GlobalRedefinition, span, &[("name", &shown)]);
    }
}

/// A name's span with the sigil before it (`@`, `$`), where LLVM's parser points at a
/// redefinition or an undefined comdat.
pub(super) fn with_sigil(name: ir::Span) -> ir::Span {
    ir::Span::new(name.start.saturating_sub(1), name.end)
}
