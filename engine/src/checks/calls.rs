//! [`Check::Call`]: call sites by callee — calls to kernels, inline assembly (operand and
//! result types), and device-side launches (`launch_calls:` in `rules/abi.ron`: the launched
//! function must be a kernel; a launch argument must not point into the rule's address spaces,
//! and a pointer derived from an `alloca` counts as local).

use tablegen::model::{CallCond, Callee, Check, LaunchCall, Rule};

use super::support;
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{self, InstKind, Type, TypeId, ValueId, ValueKind};

/// The calls-to-kernel rules over one function definition.
pub fn check_function(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let name = input.function.name.text(input.text);
    let plan = support::plan(env);
    for rule in support::rules(env, &plan.call) {
        for part in support::parts(&rule.check) {
            if let Check::Call {
                callee: Callee::Kernel,
                ..
            } = part
            {
                kernel_calls(env, input, rule, &name, out);
            }
        }
    }
}

/// Calls whose direct callee is a kernel.
fn kernel_calls(
    env: &Env,
    input: &FunctionInput,
    rule: &Rule,
    function: &str,
    out: &mut Vec<Diagnostic>,
) {
    let Some(body) = &input.function.body else {
        return;
    };
    let arena = &input.item.arena;
    for inst in &body.insts {
        let Some(call) = inst.call_site() else {
            continue;
        };
        let Some(value) = arena.values.get(call.callee.0 as usize) else {
            continue;
        };
        let ValueKind::Global(callee) = &value.kind else {
            continue;
        };
        let callee = callee.text(input.text);
        if env.facts.is_kernel(&callee) {
            out.push(
                support::diagnostic(
                    env,
                    rule,
                    inst.span.start..inst.span.end,
                    &[("function", function), ("callee", &callee)],
                )
                .in_function(function),
            );
        }
    }
}

/// The inline-assembly rules against one `asm` call.
pub fn check_inline_asm(
    env: &Env,
    input: &FunctionInput,
    inst: &ir::Instruction,
    call: &ir::CallSite,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    for rule in support::rules(env, &support::plan(env).call) {
        for part in support::parts(&rule.check) {
            let Check::Call {
                callee: Callee::InlineAsm,
                when,
            } = part
            else {
                continue;
            };
            let mut bound: Vec<(&str, String)> = Vec::new();
            let holds = when.iter().all(|c| match c {
                CallCond::AsmTypeNotIn { matchers, .. } | CallCond::AsmTypeIn { matchers, .. } => {
                    let wanted = matches!(c, CallCond::AsmTypeIn { .. });
                    let mut bad: Option<TypeId> = None;
                    let mut visit = |ty: TypeId| {
                        asm_leaf_types(arena, ty, 0, &mut |leaf| {
                            if bad.is_none()
                                && matchers.iter().any(|m| support::type_is(arena, leaf, m))
                                    == wanted
                            {
                                bad = Some(leaf);
                            }
                        });
                    };
                    match arena.types.get(call.ty.0 as usize).unwrap_or(&Type::Error) {
                        Type::Function { ret, .. } => visit(*ret),
                        _ => visit(call.ty),
                    }
                    for a in &arena[call.args] {
                        visit(a.ty);
                    }
                    match bad {
                        Some(ty) => {
                            bound.push(("type", arena.display_type(input.text, ty)));
                            true
                        }
                        None => false,
                    }
                }
                CallCond::LaunchTargetNotKernel | CallCond::LaunchArgAddrSpaceIn(_) => false,
            });
            if holds {
                let name = input.name();
                let mut all: Vec<(&str, &str)> = vec![("callee", "asm"), ("function", &name)];
                all.extend(bound.iter().map(|(k, v)| (*k, v.as_str())));
                out.push(
                    support::diagnostic(env, rule, inst.span.start..inst.span.end, &all)
                        .in_function(name.as_str()),
                );
            }
        }
    }
}

/// The local address space: where an `alloca` lives whatever its pointer type says.
const LOCAL: u32 = 5;

/// The device-side launch entry point `callee` names (`launch_calls:` in `rules/abi.ron`).
fn launch_call<'e>(env: &Env<'e>, callee: &str) -> Option<&'e LaunchCall> {
    support::tables(env)
        .launch_calls
        .iter()
        .find(|c| c.callee == callee)
}

pub fn is_launch_call(env: &Env, callee: &str) -> bool {
    launch_call(env, callee).is_some()
}

pub fn is_param_buffer(env: &Env, callee: &str) -> bool {
    launch_call(env, callee).is_some_and(|c| c.param_buffer)
}

/// The device-launch call rules in force, each with the conditions of its launch parts.
fn launch_rules<'a, 'e: 'a>(
    env: &'a Env<'e>,
) -> impl Iterator<Item = (&'e Rule, &'e [CallCond])> + 'a {
    support::rules(env, &support::plan(env).call).flat_map(|rule| {
        support::parts(&rule.check)
            .iter()
            .filter_map(move |c| match c {
                Check::Call {
                    callee: Callee::DeviceLaunch,
                    when,
                } => Some((rule, &**when)),
                _ => None,
            })
    })
}

/// The address spaces of the launch-argument rules: (rule, spaces).
fn launch_arg_rules<'a, 'e: 'a>(
    env: &'a Env<'e>,
) -> impl Iterator<Item = (&'e Rule, &'e [u32])> + 'a {
    launch_rules(env).flat_map(|(rule, when)| {
        when.iter().filter_map(move |c| match c {
            CallCond::LaunchArgAddrSpaceIn(spaces) => Some((rule, &**spaces)),
            _ => None,
        })
    })
}

// ------------------------------------------------------------------------------------------
// Device-side launches
// ------------------------------------------------------------------------------------------

/// Call-level: device-side launches (`cudaLaunchDevice*`, `llvm.nvvm.launch`).
pub fn check_call(
    env: &Env,
    input: &FunctionInput,
    inst: &ir::Instruction,
    call: &ir::CallSite,
    callee: &str,
    out: &mut Vec<Diagnostic>,
) {
    let Some(launch) = launch_call(env, callee) else {
        return;
    };
    let Some(target_arg) = launch.target else {
        return;
    };
    let arena = &input.item.arena;
    let args = &arena[call.args];
    let span = inst.span.start..inst.span.end;
    if let Some(arg) = args.get(target_arg as usize) {
        if let Some(launched) = global_name(arena, input.text, arg.value, 0) {
            // Only a function defined here is known not to be a kernel: an external
            // declaration may be a kernel of another translation unit.
            let defined = env
                .facts
                .headers
                .get(&*launched)
                .is_some_and(|h| h.is_definition);
            if defined && !env.facts.is_kernel(&launched) {
                let rules = launch_rules(env).filter(|(_, when)| {
                    when.iter()
                        .any(|c| matches!(c, CallCond::LaunchTargetNotKernel))
                });
                for (rule, _) in rules {
                    out.push(
                        support::diagnostic(env, rule, span.clone(), &[("callee", &launched)])
                            .in_function(input.name()),
                    );
                }
            }
        }
    }
    if launch.direct_args {
        let mut locals: Option<Vec<&str>> = None;
        for arg in args.iter().skip(target_arg as usize + 1) {
            launch_argument(
                env,
                input,
                &mut locals,
                arg.ty,
                arg.value,
                callee,
                span.clone(),
                out,
            );
        }
    }
}

/// The pointers a function stores into parameter buffers (`cudaGetParameterBuffer*`) are the
/// launch's arguments: each is checked like a direct launch argument, at its store.
pub fn check_launch_buffers(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let Some(body) = &input.function.body else {
        return;
    };
    if launch_arg_rules(env).next().is_none() {
        return;
    }
    let arena = &input.item.arena;
    let mut buffers: Vec<&str> = Vec::new();
    let mut locals: Option<Vec<&str>> = None;
    for inst in &body.insts {
        let result = inst.result.map(|r| r.raw(input.text));
        match &inst.kind {
            InstKind::Call(call) => {
                if let Some(ValueKind::Global(name)) =
                    arena.values.get(call.callee.0 as usize).map(|v| &v.kind)
                {
                    if is_param_buffer(env, &name.text(input.text)) {
                        buffers.extend(result);
                    }
                }
            }
            InstKind::GetElementPtr { base, .. } | InstKind::Cast { value: base, .. }
                if local_in(arena, input.text, base.value, &buffers) =>
            {
                buffers.extend(result);
            }
            InstKind::Store { value, ptr, .. }
                if local_in(arena, input.text, ptr.value, &buffers) =>
            {
                let span = inst.span.start..inst.span.end;
                launch_argument(
                    env,
                    input,
                    &mut locals,
                    value.ty,
                    value.value,
                    "cudaLaunchDevice",
                    span,
                    out,
                );
            }
            _ => {}
        }
    }
}

/// One launch argument: a pointer in one of the rule's address spaces, or into an `alloca`.
#[allow(clippy::too_many_arguments)]
fn launch_argument<'t>(
    env: &Env,
    input: &FunctionInput<'t>,
    locals: &mut Option<Vec<&'t str>>,
    ty: TypeId,
    value: ValueId,
    callee: &str,
    span: std::ops::Range<u32>,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    let Some(mut space) = arena.addrspace_of(ty) else {
        return;
    };
    let locals = locals.get_or_insert_with(|| alloca_derived(input));
    if local_in(arena, input.text, value, locals) {
        space = LOCAL;
    }
    for (rule, addrspaces) in launch_arg_rules(env) {
        if addrspaces.contains(&space) {
            out.push(
                support::diagnostic(
                    env,
                    rule,
                    span.clone(),
                    &[
                        ("addrspace", space.to_string().as_str()),
                        ("callee", callee),
                    ],
                )
                .in_function(input.name()),
            );
        }
    }
}

/// Local names (raw text) whose value is an `alloca` or derived from one by GEPs and casts.
fn alloca_derived<'t>(input: &FunctionInput<'t>) -> Vec<&'t str> {
    let mut out: Vec<&'t str> = Vec::new();
    let Some(body) = &input.function.body else {
        return out;
    };
    let arena = &input.item.arena;
    for inst in &body.insts {
        let Some(result) = inst.result else { continue };
        let derived = match &inst.kind {
            InstKind::Alloca { .. } => true,
            InstKind::GetElementPtr { base, .. } | InstKind::Cast { value: base, .. } => {
                local_in(arena, input.text, base.value, &out)
            }
            _ => false,
        };
        if derived {
            out.push(result.raw(input.text));
        }
    }
    out
}

/// Is `value` (through constant casts) one of the local names?
fn local_in(arena: &ir::Arena, text: &str, value: ValueId, names: &[&str]) -> bool {
    if names.is_empty() {
        return false;
    }
    match arena.values.get(value.0 as usize).map(|v| &v.kind) {
        Some(ValueKind::Local(n)) => names.contains(&n.raw(text)),
        _ => false,
    }
}

/// The global a value names, through constant `bitcast`/`addrspacecast`/zero-index GEPs.
fn global_name<'t>(
    arena: &ir::Arena,
    text: &'t str,
    value: ValueId,
    depth: u32,
) -> Option<std::borrow::Cow<'t, str>> {
    if depth > 8 {
        return None;
    }
    match &arena.values.get(value.0 as usize)?.kind {
        ValueKind::Global(name) => Some(name.text(text)),
        ValueKind::ConstExpr(e)
            if matches!(
                e.opcode,
                ir::Opcode::BitCast | ir::Opcode::AddrSpaceCast | ir::Opcode::GetElementPtr
            ) =>
        {
            let first = arena[e.operands].first()?;
            global_name(arena, text, first.value, depth + 1)
        }
        _ => None,
    }
}

/// Inline asm results may be a struct of outputs; each field counts on its own. Pointers, void
/// and unparsed types are skipped.
fn asm_leaf_types(arena: &ir::Arena, ty: TypeId, depth: u32, f: &mut dyn FnMut(TypeId)) {
    match arena.types.get(ty.0 as usize) {
        Some(Type::Struct { fields, .. }) if depth < 4 => {
            for field in &arena[*fields] {
                asm_leaf_types(arena, *field, depth + 1, f);
            }
        }
        Some(Type::Ptr { .. } | Type::TypedPtr { .. } | Type::Void | Type::Error) | None => {}
        Some(_) => f(ty),
    }
}
