//! Intrinsic checks (NV4xxx, and NV5xxx through [`super::matrix`]): SM/PTX gates,
//! unknown `llvm.nvvm.*` names, rejected intrinsics, operand constraints.
//!
//! Every check is driven by the rule data: the intrinsic's family is found
//! through the rule set's precomputed exact/prefix index, its gate is a
//! precomputed target bitset, and the rule record supplies code, severity,
//! profiles and message. Nothing is formatted unless a diagnostic is emitted.

use std::borrow::Cow;
use std::cell::RefCell;

use rustc_hash::FxHashMap;

use tablegen::model::{Check, IntrinsicCheck, OperandConstraint, OperandKind};
use tablegen::tables::{Family, Tables};

use super::gates::{gate_miss, tables, Site};
use super::{matrix, Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{self, Type, ValueKind};

/// The rule codes used when a family does not name its own.
const DEFAULT_TARGET_CODE: &str = "NV4001";
const DEFAULT_PTX_CODE: &str = "NV4002";

/// Checks the intrinsic calls of one function with the thread's cache of callee plans
/// (taken from its thread-local home for the function, so each call skips the
/// thread-local access and the check of the cache's configuration).
pub struct CallChecker {
    cache: CallCache,
}

impl CallChecker {
    pub fn new(env: &Env) -> CallChecker {
        let mut cache = CACHE.try_with(RefCell::take).unwrap_or_default();
        cache.refresh(env);
        CallChecker { cache }
    }

    /// The checks of one inline-assembly call: its PTX instructions (`inline_ptx`). A string
    /// that raised nothing and holds no matrix instruction (whose checks read the call's
    /// types) raises nothing again under the same configuration: generators repeat the same
    /// few strings thousands of times, so the cache remembers them and skips the reading.
    pub fn check_inline_asm(
        &mut self,
        env: &Env,
        input: &FunctionInput,
        inst: &ir::Instruction,
        call: &ir::CallSite,
        asm: &ir::InlineAsm,
        out: &mut Vec<Diagnostic>,
    ) {
        let raw = asm.asm.raw(input.text);
        if self.cache.clean_asm.contains(raw) {
            return;
        }
        let site = Site {
            env,
            input,
            inst,
            call,
            name: "",
            display: "inline assembly",
            span: inst.span,
        };
        let before = out.len();
        let call_independent = super::inline_ptx::check(&site, asm, out);
        if call_independent && out.len() == before {
            self.cache.clean_asm.insert(raw.into());
        }
    }

    /// The intrinsic checks of one call of `callee` (an `llvm.*` name).
    pub fn check(
        &mut self,
        env: &Env,
        input: &FunctionInput,
        inst: &ir::Instruction,
        call: &ir::CallSite,
        callee: &str,
        out: &mut Vec<Diagnostic>,
    ) {
        let site = Site {
            env,
            input,
            inst,
            call,
            name: callee,
            display: callee,
            span: inst.span,
        };
        // Most of what is checked depends on the name alone: the cache remembers, per
        // callee name and configuration, that a name raises nothing (and what its calls must
        // still be checked for), so repeated calls cost one hash lookup and those checks.
        match self.cache.plans.get(callee) {
            Some(CalleeVerdict::Clean) => {}
            Some(CalleeVerdict::Fragments(plan)) => {
                if plan.mismatch(&site).is_some() {
                    check_all(&site, out);
                }
            }
            Some(CalleeVerdict::PerCall(plan)) => {
                let rules = self.cache.immediate_rules(&site);
                check_per_call(&site, plan, rules, out);
            }
            Some(CalleeVerdict::Full) => {
                check_all(&site, out);
            }
            None => {
                let before = out.len();
                let learned = check_all(&site, out);
                let plan = if out.len() > before {
                    CalleeVerdict::Full
                } else {
                    learned.verdict()
                };
                self.cache.plans.insert(callee.into(), plan);
            }
        }
    }
}

impl Drop for CallChecker {
    fn drop(&mut self) {
        let cache = std::mem::take(&mut self.cache);
        let _ = CACHE.try_with(|cell| *cell.borrow_mut() = cache);
    }
}

/// What a full check of one call learned about its callee name.
struct Learned {
    /// The call is of a matrix family (whose checks read the call beyond its fragments).
    is_matrix: bool,
    /// Fragment shapes every call must have.
    fragments: Option<matrix::FragmentShape>,
    /// The callee's family, when its operand constraints apply to every call.
    operands: Option<u32>,
    /// The callee's immediate-argument rows, when a rule checks them.
    immediates: std::ops::Range<usize>,
}

impl Learned {
    /// The verdict on a name whose first call raised nothing.
    fn verdict(self) -> CalleeVerdict {
        let per_call = self.operands.is_some() || !self.immediates.is_empty();
        match (per_call, self.fragments) {
            (false, None) => CalleeVerdict::Clean,
            (false, Some(f)) => CalleeVerdict::Fragments(f),
            // A matrix call is read in full (its shape checks read more than the fragments).
            (true, _) if self.is_matrix => CalleeVerdict::Full,
            (true, Some(_)) => CalleeVerdict::Full,
            (true, None) => CalleeVerdict::PerCall(CallPlan {
                family: self.operands,
                immediates: self.immediates,
            }),
        }
    }
}

/// Every check of one call, uncached.
fn check_all(site: &Site, out: &mut Vec<Diagnostic>) -> Learned {
    let tables = site.tables();
    let inst = site.inst;
    let family_id = tables.intrinsic_lookup_id(site.name).map(|(id, _)| id);
    let family = family_id.map(|id| &tables.families[id as usize]);
    let mut learned = Learned {
        is_matrix: false,
        fragments: None,
        operands: None,
        immediates: 0..0,
    };
    // A family refused outright (where its rule is in force) gets that one finding: what
    // else could be said of the call does not matter to a tool that will not take it.
    if let Some(family) = family {
        if let Some(code) = &family.def.reject {
            let refused = site
                .emit(
                    code,
                    family.def.message.as_deref(),
                    inst.span,
                    &[("family", Cow::Borrowed(&*family.def.family))],
                    out,
                )
                .is_some();
            if refused {
                return learned;
            }
        }
    }
    let matrix = matrix::check_call(site, out);
    learned.is_matrix = matrix.is_matrix;
    learned.fragments = matrix.fragments;
    let rules = immediate_rules(site);
    learned.immediates = immediate_rows(site, rules);
    check_immediate_args(site, family, learned.immediates.clone(), rules, out);
    let Some(family) = family else {
        if !matrix.is_matrix {
            check_unknown(site, out);
        }
        return learned;
    };
    if family.def.reject.is_some() {
        return learned;
    }
    check_gate(site, family, out);
    if !family.def.operands.is_empty() {
        learned.operands = family_id;
    }
    for constraint in family.def.operands.iter() {
        check_operand(site, family, constraint, out);
    }
    learned
}

/// The checks of one call that read the call itself, for a name whose name-level checks
/// raised nothing: its immediate arguments, then its family's operand constraints (in
/// [`check_all`]'s order).
fn check_per_call(site: &Site, plan: &CallPlan, rules: ImmediateRules, out: &mut Vec<Diagnostic>) {
    let tables = site.tables();
    let family = plan.family.map(|id| &tables.families[id as usize]);
    check_immediate_args(site, family, plan.immediates.clone(), rules, out);
    if let Some(family) = family {
        for constraint in family.def.operands.iter() {
            check_operand(site, family, constraint, out);
        }
    }
}

/// What every call of a clean name is still checked for.
struct CallPlan {
    /// The family whose operand constraints apply (an index into the tables' families).
    family: Option<u32>,
    /// The immediate-argument rows (a range of the tables' `immediate_args`).
    immediates: std::ops::Range<usize>,
}

/// The rules of the immediate-argument checks in force (indices into the rule table):
/// "not a constant" and "out of range".
type ImmediateRules = (Option<u32>, Option<u32>);

fn immediate_rules(site: &Site) -> ImmediateRules {
    let wanted = |kind: IntrinsicCheck| {
        site.rule_index_where(false, |c| matches!(c, Check::Intrinsic(k) if *k == kind))
    };
    (
        wanted(IntrinsicCheck::ImmArg),
        wanted(IntrinsicCheck::ImmArgRange),
    )
}

/// The callee's immediate-argument rows where a rule checks them (none under the nvvm profile).
fn immediate_rows(site: &Site, rules: ImmediateRules) -> std::ops::Range<usize> {
    if rules == (None, None) {
        return 0..0;
    }
    site.tables().immediate_args_range(site.name)
}

/// The cached verdict on one callee name.
enum CalleeVerdict {
    /// The name raises nothing and its calls need no per-call check.
    Clean,
    /// The name raises nothing; its calls' fragment types must match the plan.
    Fragments(matrix::FragmentShape),
    /// The name raises nothing; its calls' operands and immediate arguments are checked
    /// (`llvm.nvvm.read.ptx.sreg.tid.x`'s return width: thousands of calls a module).
    PerCall(CallPlan),
    /// Name-level diagnostics, or a matrix call with per-call constraints: every call is
    /// checked in full.
    Full,
}

/// Per-thread cache of [`CalleeVerdict`]s, valid for one rule set and configuration.
#[derive(Default)]
struct CallCache {
    /// Address of the rule tables, target, profile and PTX version the plans were made for.
    tables: usize,
    target: String,
    profile: String,
    ptx: u32,
    llvm: Option<u32>,
    plans: FxHashMap<Box<str>, CalleeVerdict>,
    /// The immediate-argument rules in force, found at their first use.
    immediate_rules: std::cell::Cell<Option<ImmediateRules>>,
    /// Raw inline-asm strings that raised nothing.
    clean_asm: rustc_hash::FxHashSet<Box<str>>,
}

impl CallCache {
    fn refresh(&mut self, env: &Env) {
        let tables = tables(env);
        // The rule list's own allocation too: a reloaded rule set never matches both addresses.
        let tables =
            (tables as *const Tables as usize) ^ (tables.rules.as_ptr() as usize).rotate_left(17);
        let config = env.config;
        if self.tables != tables
            || self.ptx != config.ptx
            || self.llvm != config.llvm
            || self.target != config.target
            || self.profile != config.profile
        {
            self.tables = tables;
            self.ptx = config.ptx;
            self.llvm = config.llvm;
            self.target.clone_from(&config.target);
            self.profile.clone_from(&config.profile);
            self.plans.clear();
            self.immediate_rules.set(None);
            self.clean_asm.clear();
        }
    }

    fn immediate_rules(&self, site: &Site) -> ImmediateRules {
        if let Some(rules) = self.immediate_rules.get() {
            return rules;
        }
        let rules = immediate_rules(site);
        self.immediate_rules.set(Some(rules));
        rules
    }
}

thread_local! {
    static CACHE: RefCell<CallCache> = RefCell::new(CallCache::default());
}

// ---------------------------------------------------------------------------------------------
// SM and PTX gates, unknown names
// ---------------------------------------------------------------------------------------------

fn check_gate(site: &Site, family: &Family, out: &mut Vec<Diagnostic>) {
    let gate = &family.gate;
    if gate.is_unconditional() {
        return;
    }
    let Some(t) = site.target() else { return };
    // Happy path: one bitset test (and a PTX comparison where the profile gates PTX).
    if gate.accepts(t) && (!site.ptx_gated() || gate.accepts_with_ptx(t, site.env.config.ptx)) {
        return;
    }
    let target_rule = site.rule(family.def.code.as_deref().unwrap_or(DEFAULT_TARGET_CODE));
    let ptx_rule = site.rule(family.def.ptx_code.as_deref().unwrap_or(DEFAULT_PTX_CODE));
    let vars = [("family", Cow::Borrowed(&*family.def.family))];
    gate_miss(
        site,
        gate,
        target_rule,
        ptx_rule,
        family.def.message.as_deref(),
        &vars,
        out,
    );
}

fn check_unknown(site: &Site, out: &mut Vec<Diagnostic>) {
    let name = site.name;
    let Some(rule) = site.rule_where(false, |c| {
        matches!(c, Check::Intrinsic(IntrinsicCheck::Unknown { prefix }) if name.starts_with(&**prefix))
    }) else {
        return;
    };
    out.push(site.diagnostic(rule, None, site.span, &[("family", Cow::Borrowed(""))]));
}

// ---------------------------------------------------------------------------------------------
// Operand constraints
// ---------------------------------------------------------------------------------------------

/// Is the value a compile-time constant?
fn is_constant(kind: &ValueKind) -> Option<bool> {
    match kind {
        ValueKind::Local(_) => Some(false),
        ValueKind::InlineAsm(_) | ValueKind::Error => None,
        ValueKind::Metadata(_) => None,
        _ => Some(true),
    }
}

/// Integer width of a type, or of a vector's elements.
fn int_width(arena: &ir::Arena, ty: ir::TypeId) -> Option<u32> {
    match arena.types.get(ty.0 as usize)? {
        Type::Int(w) => Some(*w),
        Type::Vector { elem, .. } => match arena.types.get(elem.0 as usize)? {
            Type::Int(w) => Some(*w),
            _ => None,
        },
        _ => None,
    }
}

/// The module's default pointer width in bits from the data layout (`p:32:…`); 64 without one.
fn pointer_bits(env: &Env) -> u32 {
    let Some(dl) = env.facts.context.datalayout() else {
        return 64;
    };
    for spec in dl.split('-') {
        if let Some(rest) = spec.strip_prefix("p:") {
            if let Some(bits) = rest.split(':').next().and_then(|b| b.parse().ok()) {
                return bits;
            }
        }
    }
    64
}

fn join_values(values: &[u32]) -> String {
    let v: Vec<String> = values.iter().map(u32::to_string).collect();
    v.join(", ")
}

/// The `immediate_args:` rows of the callee (LLVM's ImmArg and Range; `rows`, a range of the
/// tables' rows): an argument that is not a constant, or a constant outside its range. An
/// argument the family's own operand constraints cover is left to them (one diagnostic per
/// fault).
fn check_immediate_args(
    site: &Site,
    family: Option<&Family>,
    rows: std::ops::Range<usize>,
    (constant_rule, range_rule): ImmediateRules,
    out: &mut Vec<Diagnostic>,
) {
    if rows.is_empty() {
        return;
    }
    let tables = site.tables();
    let rows = &tables.immediate_args[rows];
    let constant_rule = constant_rule.map(|i| &tables.rules[i as usize]);
    let range_rule = range_rule.map(|i| &tables.rules[i as usize]);
    let arena = site.arena();
    let args = site.args();
    for row in rows {
        let covered = family.is_some_and(|f| f.def.operands.iter().any(|o| o.arg == row.arg));
        let Some(arg) = args.get(row.arg as usize).filter(|_| !covered) else {
            continue;
        };
        let Some(value) = arena.values.get(arg.value.0 as usize) else {
            continue;
        };
        let span = if arg.span.is_empty() {
            site.span
        } else {
            arg.span
        };
        let (lower, upper) = row.range.unwrap_or((0, 0));
        let vars = |shown: String| {
            [
                ("arg", Cow::Owned(row.arg.to_string())),
                ("value", Cow::Owned(shown)),
                ("lower", Cow::Owned(lower.to_string())),
                ("upper", Cow::Owned(upper.to_string())),
            ]
        };
        if is_constant(&value.kind) == Some(false) {
            if let Some(rule) = constant_rule {
                let shown = value.span.text(site.input.text).to_owned();
                out.push(site.diagnostic(rule, None, span, &vars(shown)));
            }
            continue;
        }
        let (Some(rule), Some((lower, upper)), Some(v)) =
            (range_rule, row.range, arena.const_int(arg.value))
        else {
            continue;
        };
        if v < i128::from(lower) || v >= i128::from(upper) {
            out.push(site.diagnostic(rule, None, span, &vars(v.to_string())));
        }
    }
}

fn check_operand(site: &Site, family: &Family, o: &OperandConstraint, out: &mut Vec<Diagnostic>) {
    let arena = site.arena();
    let args = site.args();
    let arg = args.get(o.arg as usize);
    let span = arg.map_or(site.span, |a| {
        if a.span.is_empty() {
            site.span
        } else {
            a.span
        }
    });
    let value_kind = arg
        .and_then(|a| arena.values.get(a.value.0 as usize))
        .map(|v| &v.kind);
    let base = |value: Cow<'static, str>| -> Vec<(&'static str, Cow<'static, str>)> {
        vec![
            ("family", Cow::Owned(family.def.family.to_string())),
            ("arg", Cow::Owned(o.arg.to_string())),
            ("value", value),
            (
                "min",
                Cow::Owned(o.min.map(|v| v.to_string()).unwrap_or_default()),
            ),
            (
                "max",
                Cow::Owned(o.max.map(|v| v.to_string()).unwrap_or_default()),
            ),
            ("step", Cow::Owned(o.step.unwrap_or(1).to_string())),
            ("values", Cow::Owned(join_values(&o.values))),
        ]
    };
    let text_of = |a: &ir::Arg| -> Cow<'static, str> {
        Cow::Owned(
            arena
                .values
                .get(a.value.0 as usize)
                .map(|v| v.span.text(site.input.text))
                .unwrap_or("")
                .to_owned(),
        )
    };
    match o.kind {
        OperandKind::Constant => {
            let (Some(a), Some(kind)) = (arg, value_kind) else {
                return;
            };
            if is_constant(kind) == Some(false) {
                site.emit(&o.code, o.message.as_deref(), span, &base(text_of(a)), out);
            }
        }
        OperandKind::Range => {
            let Some(a) = arg else { return };
            let Some(v) = arena.const_int(a.value) else {
                return;
            };
            let (Some(min), Some(max)) = (o.min, o.max) else {
                return;
            };
            let (min, max, step) = (min as i128, max as i128, o.step.unwrap_or(1).max(1) as i128);
            if v < min || v > max {
                site.emit(
                    &o.code,
                    o.message.as_deref(),
                    span,
                    &base(Cow::Owned(v.to_string())),
                    out,
                );
            } else if (v - min) % step != 0 {
                let code = o.step_code.as_deref().unwrap_or(&o.code);
                // The off-step rule carries its own message; the override belongs to `code`.
                let message = if o.step_code.is_some() {
                    None
                } else {
                    o.message.as_deref()
                };
                site.emit(code, message, span, &base(Cow::Owned(v.to_string())), out);
            }
        }
        OperandKind::AddrSpace | OperandKind::NotAddrSpace => {
            let Some(a) = arg else { return };
            let Some(space) = arena.addrspace_of(a.ty) else {
                return;
            };
            let listed = o.values.contains(&space);
            if listed != (o.kind == OperandKind::AddrSpace) {
                site.emit(
                    &o.code,
                    o.message.as_deref(),
                    span,
                    &base(Cow::Owned(space.to_string())),
                    out,
                );
            }
        }
        OperandKind::IntWidth => {
            let Some(a) = arg else { return };
            let width = int_width(arena, a.ty);
            let ok = width.is_some_and(|w| o.values.contains(&w));
            // A non-integer operand is also outside the allowed widths.
            let is_typed = !matches!(arena.types.get(a.ty.0 as usize), None | Some(Type::Error));
            if !ok && is_typed {
                let shown = arena.display_type(site.input.text, a.ty);
                site.emit(
                    &o.code,
                    o.message.as_deref(),
                    span,
                    &base(Cow::Owned(shown)),
                    out,
                );
            }
        }
        OperandKind::ReturnIntWidth => {
            let ret = site.ret_type();
            let is_typed = !matches!(
                arena.types.get(ret.0 as usize),
                None | Some(Type::Error) | Some(Type::Void)
            );
            let ok = int_width(arena, ret).is_some_and(|w| o.values.contains(&w));
            if !ok && is_typed {
                let shown = arena.display_type(site.input.text, ret);
                site.emit(
                    &o.code,
                    o.message.as_deref(),
                    site.span,
                    &base(Cow::Owned(shown)),
                    out,
                );
            }
        }
        OperandKind::PointerWidth => {
            let need = o.values.first().copied().unwrap_or(64);
            let bits = pointer_bits(site.env);
            if bits < need {
                site.emit(
                    &o.code,
                    o.message.as_deref(),
                    site.span,
                    &base(Cow::Owned(bits.to_string())),
                    out,
                );
            }
        }
        OperandKind::MetadataGlobal => {
            let Some(a) = arg else { return };
            let Some(kind) = value_kind else { return };
            // libNVVM wants a global that `!nvvm.annotations` marks as a texture or a surface
            // (`!{ptr @tex, !"texture", i32 1}`); a plain global is refused like any other value.
            let texsurf = |v: ir::ValueId| match arena.values.get(v.0 as usize).map(|v| &v.kind) {
                Some(ValueKind::Global(name)) => site
                    .env
                    .facts
                    .launch
                    .get(&*name.text(site.input.text))
                    .is_some_and(|l| {
                        l.get("texture").is_some_and(|v| v != 0)
                            || l.get("surface").is_some_and(|v| v != 0)
                    }),
                _ => false,
            };
            let ok = match kind {
                ValueKind::Metadata(md) => match md.kind {
                    ir::MdKind::Value(tv) => {
                        match arena.values.get(tv.value.0 as usize).map(|v| &v.kind) {
                            Some(ValueKind::Global(_)) => texsurf(tv.value),
                            Some(ValueKind::ConstExpr(e)) => arena[e.operands]
                                .first()
                                .is_some_and(|op| texsurf(op.value)),
                            _ => false,
                        }
                    }
                    _ => false,
                },
                ValueKind::Error => true,
                _ => false,
            };
            if !ok {
                site.emit(&o.code, o.message.as_deref(), span, &base(text_of(a)), out);
            }
        }
        OperandKind::NamedArgIn => {
            let Some(name) = o.arg_name.as_deref() else {
                return;
            };
            let Some(at) = site.tables().named_arg(site.name, args.len(), name) else {
                return;
            };
            let named = &args[at];
            let Some(v) = arena.const_int(named.value) else {
                return;
            };
            if o.values.iter().any(|&x| i128::from(x) == v) {
                let span = if named.span.is_empty() {
                    site.inst.span
                } else {
                    named.span
                };
                let mut vars = base(Cow::Owned(v.to_string()));
                vars.retain(|(k, _)| *k != "arg");
                vars.push(("arg", Cow::Owned(at.to_string())));
                site.emit(&o.code, o.message.as_deref(), span, &vars, out);
            }
        }
        OperandKind::SingleBranchUse => {
            if !single_branch_use(site) {
                site.emit(
                    &o.code,
                    o.message.as_deref(),
                    site.span,
                    &base(Cow::Borrowed("")),
                    out,
                );
            }
        }
    }
}

/// The call's result is used exactly once, by a conditional branch.
fn single_branch_use(site: &Site) -> bool {
    let Some(result) = site.inst.result else {
        return false;
    };
    let text = site.input.text;
    let Some(body) = &site.input.function.body else {
        return true;
    };
    let arena = site.arena();
    let name = result.raw(text);
    let mut branch_uses = 0usize;
    for inst in &body.insts {
        if let ir::InstKind::CondBr { cond, .. } = &inst.kind {
            if let Some(ValueKind::Local(n)) =
                arena.values.get(cond.value.0 as usize).map(|v| &v.kind)
            {
                if n.raw(text) == name {
                    branch_uses += 1;
                }
            }
        }
    }
    // Every textual use of `%name` in the body (the definition excluded).
    let body_text = body.span.text(text);
    let needle_len = name.len() + 1;
    let bytes = body_text.as_bytes();
    let mut uses = 0usize;
    let mut from = 0usize;
    while let Some(pos) = body_text[from..].find('%') {
        let at = from + pos;
        from = at + 1;
        if body_text[at + 1..].starts_with(name) {
            let end = at + needle_len;
            let boundary = bytes.get(end).is_none_or(|b| {
                !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-'))
            });
            if boundary {
                uses += 1;
            }
        }
    }
    let uses = uses.saturating_sub(1);
    branch_uses == 1 && uses == 1
}

#[cfg(test)]
mod call_tests {
    use super::*;
    use crate::checks::test_support;
    use crate::diag::{Code, Severity};
    use crate::facts::ModuleFacts;
    use crate::rules::RuleSet;
    use crate::settings::RuleSource;

    /// Runs the intrinsic checks over every call of `text` under the compiled rules.
    fn run(text: &str, target: &str, profile: &str, ptx: u32) -> Vec<Diagnostic> {
        let rules = RuleSource::Compiled(RuleSet::compiled());
        let facts = ModuleFacts::build::<crate::facts::ContextItem>(
            &[],
            [],
            &crate::rules::RuleSet::compiled().launch_properties,
        );
        let config = test_support::config(target, profile, ptx);
        let env = Env::new(&facts, &config, &rules);
        let mut out = Vec::new();
        test_support::for_each_body(text, |input, body| {
            let mut calls = CallChecker::new(&env);
            for inst in &body.insts {
                let Some(call) = inst.call_site() else {
                    continue;
                };
                match &input.item.arena[call.callee].kind {
                    ValueKind::Global(n) => {
                        let callee = n.text(input.text);
                        if callee.starts_with("llvm.") {
                            calls.check(&env, input, inst, call, &callee, &mut out);
                        }
                    }
                    ValueKind::InlineAsm(a) => {
                        calls.check_inline_asm(&env, input, inst, call, a, &mut out)
                    }
                    _ => {}
                }
            }
        });
        out
    }

    const CLUSTER: &str = "define ptx_kernel void @k() {\nentry:\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.cluster.arrive()\n";

    #[test]
    fn target_gate_reports_every_call_with_requirement_and_help() {
        let d = run(CLUSTER, "sm_80", "llvm", 78);
        assert_eq!(d.len(), 2, "{d:?}");
        assert_eq!(d[0].code, Code(4001));
        assert_eq!(
            d[0].message,
            "llvm.nvvm.barrier.cluster.arrive requires sm_90 or later; target is sm_80"
        );
        assert_eq!(
            d[0].requirement.as_deref(),
            Some("requires sm_90 or later; target is sm_80")
        );
        assert_eq!(
            d[0].help.as_deref(),
            Some("compile for sm_90 (--target sm_90)")
        );
        assert_eq!(d[0].function.as_deref(), Some("k"));
        // The cached plan of the name must not change a later configuration's answer.
        assert!(run(CLUSTER, "sm_90", "llvm", 78).is_empty());
        assert_eq!(run(CLUSTER, "sm_75", "nvvm", 0).len(), 2);
    }

    #[test]
    fn ptx_gate_applies_only_where_the_module_sets_the_ptx_version() {
        let text = "define ptx_kernel void @k() {\nentry:\n  call void @llvm.nvvm.cp.async.bulk.commit.group()\n  ret void\n}\ndeclare void @llvm.nvvm.cp.async.bulk.commit.group()\n";
        let d = run(text, "sm_90", "llvm", 78);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].code, Code(4002));
        assert!(run(text, "sm_90", "llvm", 80).is_empty());
        assert!(run(text, "sm_90", "nvvm", 78).is_empty());
    }

    #[test]
    fn arch_specific_gate_suggests_the_a_variant() {
        let text = "define ptx_kernel void @k() {\nentry:\n  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 64)\n  ret void\n}\ndeclare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)\n";
        let d = run(text, "sm_90", "llvm", 80);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(
            d[0].help.as_deref(),
            Some("compile for sm_90a (--target sm_90a)")
        );
        assert!(run(text, "sm_90a", "llvm", 80).is_empty());
    }

    #[test]
    fn unknown_names_are_a_profile_specific_warning() {
        let text = "define ptx_kernel void @k() {\nentry:\n  call void @llvm.nvvm.no.such.thing()\n  call float @llvm.fma.f32(float 1.0, float 1.0, float 1.0)\n  ret void\n}\n";
        let nvvm = run(text, "sm_80", "nvvm", 0);
        assert_eq!(
            nvvm.iter().map(|d| d.code).collect::<Vec<_>>(),
            vec![Code(4003)]
        );
        assert_eq!(nvvm[0].severity, Severity::Warning);
        assert_eq!(
            nvvm[0].message,
            "Unsupported intrinsic: llvm.nvvm.no.such.thing"
        );
        let llvm = run(text, "sm_80", "llvm", 70);
        assert_eq!(
            llvm.iter().map(|d| d.code).collect::<Vec<_>>(),
            vec![Code(4004)]
        );
    }

    #[test]
    fn malformed_calls_do_not_panic() {
        let text = "define void @k(i32 %n) {\nentry:\n  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32()\n  call void @llvm.nvvm.wmma.m16n16k16.mma()\n  call void @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64()\n  call void @llvm.nvvm.ldmatrix.sync.aligned.\n  call void @llvm.nvvm.tcgen05.cp.()\n  call void asm \"wgmma.mma_async.sync.aligned.m64nXk16\", \"\"()\n  ret void\n}\n";
        for profile in ["nvvm", "llvm"] {
            let _ = run(text, "sm_100a", profile, 88);
        }
    }
}
