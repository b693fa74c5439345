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

use tablegen::model::{
    Check, IntrinsicCheck, OperandConstraint, OperandKind, PtxSource, Rule, Variant, Verdict,
};
use tablegen::tables::{describe_atom, fmt_ptx, Family, Gate, Tables, TargetId};

use super::{matrix, support, Env, FunctionInput};
use crate::diag::{Code, Diagnostic, Severity};
use crate::ir::{self, Span, Type, ValueKind};

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
        // callee name and configuration, that a name raises nothing (and which fragment
        // types its calls must have), so repeated calls cost one hash lookup.
        let cached = match self.cache.plans.get(callee) {
            None => None,
            Some(CalleeVerdict::Clean) => Some(false),
            Some(CalleeVerdict::Fragments(plan)) => Some(plan.mismatch(&site).is_some()),
            Some(CalleeVerdict::Full) => Some(true),
        };
        match cached {
            Some(false) => {}
            Some(true) => {
                check_all(&site, out);
            }
            None => {
                let before = out.len();
                let learned = check_all(&site, out);
                let plan = if out.len() > before || learned.per_call {
                    CalleeVerdict::Full
                } else {
                    match learned.fragments {
                        Some(f) => CalleeVerdict::Fragments(f),
                        None => CalleeVerdict::Clean,
                    }
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
    /// Operand constraints: every call must be checked in full.
    per_call: bool,
    /// Fragment shapes every call must have.
    fragments: Option<matrix::FragmentShape>,
}

/// Every check of one call, uncached.
fn check_all(site: &Site, out: &mut Vec<Diagnostic>) -> Learned {
    let tables = site.tables();
    let inst = site.inst;
    let family = tables.intrinsic_family(site.name);
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
                return Learned {
                    per_call: false,
                    fragments: None,
                };
            }
        }
    }
    let matrix = matrix::check_call(site, out);
    let mut learned = Learned {
        per_call: check_immediate_args(site, family, out),
        fragments: matrix.fragments,
    };
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
    learned.per_call |= !family.def.operands.is_empty();
    for constraint in family.def.operands.iter() {
        check_operand(site, family, constraint, out);
    }
    learned
}

/// The cached verdict on one callee name.
enum CalleeVerdict {
    /// The name raises nothing and its calls need no per-call check.
    Clean,
    /// The name raises nothing; its calls' fragment types must match the plan.
    Fragments(matrix::FragmentShape),
    /// Name-level diagnostics or per-call operand constraints: every call is checked in full.
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
            self.clean_asm.clear();
        }
    }
}

thread_local! {
    static CACHE: RefCell<CallCache> = RefCell::new(CallCache::default());
}

// ---------------------------------------------------------------------------------------------
// The call site and diagnostics
// ---------------------------------------------------------------------------------------------

/// Everything a check of one call reads.
pub(crate) struct Site<'a> {
    pub env: &'a Env<'a>,
    pub input: &'a FunctionInput<'a>,
    pub inst: &'a ir::Instruction,
    pub call: &'a ir::CallSite,
    /// The callee's name (`""` for inline assembly).
    pub name: &'a str,
    /// What `{intrinsic}` shows: the callee, or the PTX opcode of inline assembly.
    pub display: &'a str,
    /// Where diagnostics point: the call, or one instruction inside an `asm` string.
    pub span: ir::Span,
}

pub(crate) fn tables<'a>(env: &'a Env) -> &'a Tables {
    env.rules.tables()
}

impl<'a> Site<'a> {
    pub fn tables(&self) -> &'a Tables {
        tables(self.env)
    }

    /// The rule with this code, if it applies to the profile in force.
    pub fn rule(&self, code: &str) -> Option<&'a Rule> {
        let rule = self.tables().rule(code)?;
        (rule.profiles.iter().any(|p| *p == *self.env.config.profile)
            && super::support::in_force(self.env, rule))
        .then_some(rule)
    }

    /// The first rule (in code order) of the profile's intrinsic (`Matrix: false`) or matrix
    /// rules whose check (or a part of it) satisfies `want`.
    pub fn rule_where(&self, matrix: bool, want: impl Fn(&Check) -> bool) -> Option<&'a Rule> {
        let plan = support::plan(self.env);
        let list = if matrix {
            &plan.matrix
        } else {
            &plan.intrinsic
        };
        support::rules(self.env, list).find(|r| support::parts(&r.check).iter().any(&want))
    }

    /// The target in force, as an index into the target table.
    pub fn target(&self) -> Option<TargetId> {
        self.tables().target_id(&self.env.config.target)
    }

    /// Does the PTX version of the module gate anything under this profile?
    pub fn ptx_gated(&self) -> bool {
        let profile = &*self.env.config.profile;
        self.tables()
            .profiles
            .iter()
            .any(|p| p.name == profile && p.ptx_source == PtxSource::Module)
    }

    pub fn args(&self) -> &'a [ir::Arg] {
        &self.input.item.arena[self.call.args]
    }

    pub fn arena(&self) -> &'a ir::Arena {
        &self.input.item.arena
    }

    /// The call's return type (the written type, or the return type of a written function type).
    pub fn ret_type(&self) -> ir::TypeId {
        match &self.arena().types.get(self.call.ty.0 as usize) {
            Some(Type::Function { ret, .. }) => *ret,
            _ => self.call.ty,
        }
    }

    /// Emits rule `code` (if it applies to the profile) with `message` overriding the rule's.
    /// `vars` fill the message's placeholders besides `intrinsic`, `target`, `profile`, `code`.
    pub fn emit<'o>(
        &self,
        code: &str,
        message: Option<&str>,
        span: Span,
        vars: &[(&str, Cow<'_, str>)],
        out: &'o mut Vec<Diagnostic>,
    ) -> Option<&'o mut Diagnostic> {
        let rule = self.rule(code)?;
        out.push(self.diagnostic(rule, message, span, vars));
        out.last_mut()
    }

    /// [`Site::diagnostic`] for one verdict of the rule's check: the rule's `messages` entry for it,
    /// if any, gives the message (NVIDIA's text) and its note (nvverify's account).
    pub fn verdict_diagnostic(
        &self,
        rule: &Rule,
        verdict: Option<Verdict>,
        span: Span,
        vars: &[(&str, Cow<'_, str>)],
    ) -> Diagnostic {
        let variant = verdict.and_then(|v| rule.messages.iter().find(|x| x.when == v));
        let mut d = self.diagnostic(rule, variant.map(|v| &*v.message), span, vars);
        if let Some(note) = variant.and_then(|v| v.note.as_deref()) {
            d.notes.push(self.fill(rule, note, vars));
        }
        d
    }

    /// `template` with the site's placeholders filled.
    fn fill(&self, rule: &Rule, template: &str, vars: &[(&str, Cow<'_, str>)]) -> String {
        fill(template, |key| {
            if let Some((_, v)) = vars.iter().find(|(k, _)| *k == key) {
                return Some(v.to_string());
            }
            match key {
                "intrinsic" => Some(self.display.to_owned()),
                "target" => Some(self.env.config.target.clone()),
                "profile" => Some(self.env.config.profile.clone()),
                "code" => Some(rule.code.to_string()),
                _ => None,
            }
        })
    }

    pub fn diagnostic(
        &self,
        rule: &Rule,
        message: Option<&str>,
        span: Span,
        vars: &[(&str, Cow<'_, str>)],
    ) -> Diagnostic {
        let template = message.unwrap_or(&rule.message);
        let text = self.fill(rule, template, vars);
        let severity = match rule.severity {
            tablegen::model::Severity::Error => Severity::Error,
            tablegen::model::Severity::Warning => Severity::Warning,
            tablegen::model::Severity::Note => Severity::Note,
        };
        let code = Code::parse(&rule.code).unwrap_or(Code(0));
        let mut d = Diagnostic::new(code, severity, text, span.start..span.end)
            .in_function(self.input.name());
        d.help = support::help(self.env, rule, |key| {
            vars.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.to_string())
        });
        d
    }
}

/// Replaces `{name}` by `lookup(name)`; unknown placeholders stay as written.
pub(crate) fn fill(template: &str, lookup: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close)
                if after[..close]
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    && close > 0 =>
            {
                let key = &after[..close];
                match lookup(key) {
                    Some(v) => out.push_str(&v),
                    None => {
                        out.push('{');
                        out.push_str(key);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

// ---------------------------------------------------------------------------------------------
// SM and PTX gates
// ---------------------------------------------------------------------------------------------

/// The target sets of a gate in words, without PTX: `sm_90 or later`, `sm_90a or the sm_100f family`.
pub(crate) fn describe_targets(gate: &Gate) -> String {
    let mut atoms: Vec<String> = Vec::new();
    // An alternative whose targets another alternative covers (it differs only in PTX: sm_90
    // with PTX 7.8 beside sm_89 with PTX 8.1) adds no target to name.
    let covered = |i: usize| {
        let a = &gate.alts[i].accepts;
        gate.alts
            .iter()
            .enumerate()
            .any(|(j, b)| j != i && a.union(&b.accepts) == b.accepts && (a != &b.accepts || j < i))
    };
    for (i, alt) in gate.alts.iter().enumerate() {
        if covered(i) {
            continue;
        }
        for atom in alt.spelled.iter() {
            let d = describe_atom(atom);
            if !atoms.contains(&d) {
                atoms.push(d);
            }
        }
    }
    match atoms.len() {
        0 => "any target".into(),
        1 => atoms.pop().unwrap_or_default(),
        _ => {
            let last = atoms.pop().unwrap_or_default();
            format!("{}, or {last}", atoms.join(", "))
        }
    }
}

/// A target spelling that accepts the gate and is the obvious move from `actual`: the same SM
/// with another variant (`sm_90` → `sm_90a`), else the oldest accepting target of a later SM,
/// else the oldest accepting target (tcgen05 on sm_120a → sm_100f: a later SM is no move
/// when the gate names an earlier family).
pub(crate) fn suggest_target(tables: &Tables, gate: &Gate, actual: TargetId) -> Option<String> {
    suggest(tables, gate, actual).map(|t| tables.target(t).name.to_string())
}

/// The suggested target in words: its name, and for a member of a family the other accepting
/// variants of the same SM and the family's name (`sm_100a or sm_100f, the sm_100f family`).
pub(crate) fn suggest_targets(tables: &Tables, gate: &Gate, actual: TargetId) -> Option<String> {
    let pick = tables.target(suggest(tables, gate, actual)?);
    let mut names: Vec<&str> = (0..tables.targets.len() as u32)
        .map(TargetId)
        .map(|t| tables.target(t))
        .filter(|t| t.sm == pick.sm && t.variant != Variant::Base)
        .filter(|t| {
            let id = tables.target_id(&t.name);
            id.is_some_and(|id| gate.alts.iter().any(|a| a.accepts.contains(id)))
        })
        .map(|t| &*t.name)
        .collect();
    if pick.variant == Variant::Base || names.len() < 2 {
        names = vec![&*pick.name];
    }
    names.sort_unstable();
    let mut text = names.join(" or ");
    if !pick.family.is_empty() && pick.variant != Variant::Base {
        text.push_str(&format!(", the {} family", pick.family));
    }
    Some(text)
}

fn suggest(tables: &Tables, gate: &Gate, actual: TargetId) -> Option<TargetId> {
    let accepting: Vec<TargetId> = (0..tables.targets.len() as u32)
        .map(TargetId)
        .filter(|t| gate.alts.iter().any(|a| a.accepts.contains(*t)))
        .collect();
    let here = tables.target(actual);
    let rank = |v: Variant| match v {
        Variant::Base => 0,
        Variant::Family => 1,
        Variant::Arch => 2,
    };
    let pick = accepting
        .iter()
        .filter(|t| tables.target(**t).sm == here.sm)
        .min_by_key(|t| rank(tables.target(**t).variant))
        .or_else(|| {
            accepting
                .iter()
                .filter(|t| tables.target(**t).sm > here.sm)
                .min_by_key(|t| (tables.target(**t).sm, rank(tables.target(**t).variant)))
        })
        .or_else(|| {
            accepting
                .iter()
                .min_by_key(|t| (tables.target(**t).sm, rank(tables.target(**t).variant)))
        })?;
    Some(*pick)
}

/// Emits the target-gate rule (or the PTX-gate rule) of a gate the call misses.
/// `code`/`ptx_code`/`message` come from the family or the matrix rule.
pub(crate) fn gate_miss(
    site: &Site,
    gate: &Gate,
    target_rule: Option<&Rule>,
    ptx_rule: Option<&Rule>,
    message: Option<&str>,
    vars: &[(&str, Cow<'_, str>)],
    out: &mut Vec<Diagnostic>,
) {
    if gate.is_unconditional() {
        return;
    }
    let Some(t) = site.target() else { return };
    let tables = site.tables();
    if !gate.accepts(t) {
        let Some(rule) = target_rule else { return };
        let required = describe_targets(gate);
        let mut all: Vec<(&str, Cow<'_, str>)> = vars.to_vec();
        all.push(("required", Cow::Owned(required.clone())));
        if let Some(s) = suggest_target(tables, gate, t) {
            all.push(("suggested_target", Cow::Owned(s)));
        }
        if let Some(s) = suggest_targets(tables, gate, t) {
            all.push(("suggested_targets", Cow::Owned(s)));
        }
        let d = site
            .diagnostic(rule, message, site.span, &all)
            .with_requirement(format!(
                "requires {required}; target is {}",
                site.env.config.target
            ))
            .with_needs(super::support::needs(gate));
        out.push(d);
        return;
    }
    if !site.ptx_gated() {
        return;
    }
    let ptx = site.env.config.ptx;
    if gate.accepts_with_ptx(t, ptx) {
        return;
    }
    let Some(rule) = ptx_rule else { return };
    let need = gate.required_ptx(t).unwrap_or(0);
    // Below a `ptx_below` bound only: describe the accepting alternative's window.
    let required_ptx = if need > ptx {
        fmt_ptx(need)
    } else {
        gate.alts
            .iter()
            .filter(|a| a.accepts.contains(t) && a.ptx_below != 0)
            .map(|a| format!("below {}", fmt_ptx(a.ptx_below)))
            .next()
            .unwrap_or_else(|| fmt_ptx(need))
    };
    let mut all: Vec<(&str, Cow<'_, str>)> = vars.to_vec();
    all.push(("ptx", Cow::Owned(fmt_ptx(ptx))));
    all.push(("required_ptx", Cow::Owned(required_ptx.clone())));
    all.push(("required", Cow::Owned(format!("PTX ISA {required_ptx}"))));
    if need > ptx {
        all.push(("ptx_feature", Cow::Owned(need.to_string())));
    }
    let d = site
        .diagnostic(rule, None, site.span, &all)
        .with_requirement(format!(
            "requires PTX {required_ptx}{}; target is {} with {}",
            if need > ptx { " or later" } else { "" },
            site.env.config.target,
            super::support::ptx_in_force(site.env)
        ))
        .with_needs(super::support::needs(gate));
    out.push(d);
}

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

/// The `immediate_args:` rows of the callee (LLVM's ImmArg and Range): an argument that is not
/// a constant, or a constant outside its range. An argument the family's own operand
/// constraints cover is left to them (one diagnostic per fault). Returns whether the callee
/// has rows (then every call must be checked).
fn check_immediate_args(site: &Site, family: Option<&Family>, out: &mut Vec<Diagnostic>) -> bool {
    let wanted = |kind: IntrinsicCheck| {
        site.rule_where(false, |c| matches!(c, Check::Intrinsic(k) if *k == kind))
    };
    let (constant_rule, range_rule) = (
        wanted(IntrinsicCheck::ImmArg),
        wanted(IntrinsicCheck::ImmArgRange),
    );
    // No rule in force (the nvvm profile): nothing to check, now or at later calls.
    if constant_rule.is_none() && range_rule.is_none() {
        return false;
    }
    let rows = site.tables().immediate_args_of(site.name);
    if rows.is_empty() {
        return false;
    }
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
    true
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
mod tests {
    use super::fill;

    #[test]
    fn fill_replaces_known_placeholders_only() {
        let s = fill(
            "{intrinsic} needs {required} (not {target}) {x y} {",
            |k| match k {
                "intrinsic" => Some("llvm.nvvm.foo".into()),
                "required" => Some("sm_90 or later".into()),
                "target" => Some("sm_80".into()),
                _ => None,
            },
        );
        assert_eq!(s, "llvm.nvvm.foo needs sm_90 or later (not sm_80) {x y} {");
    }
}

#[cfg(test)]
mod call_tests {
    use super::*;
    use crate::checks::test_support;
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
