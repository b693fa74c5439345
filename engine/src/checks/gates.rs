//! What the intrinsic, matrix and inline-PTX checks share: the call [`Site`] they read and
//! emit through, and the SM/PTX gate diagnostics ([`gate_miss`]). It imports none of them,
//! so each of them imports it and none imports another back.

use std::borrow::Cow;

use tablegen::model::{Check, PtxSource, Rule, Variant, Verdict};
use tablegen::tables::{describe_atom, fmt_ptx, Gate, Tables, TargetId};

use super::{support, Env, FunctionInput};
use crate::diag::{Code, Diagnostic, Severity};
use crate::ir::{self, Span, Type};
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
        self.rule_index_where(matrix, want)
            .map(|i| &self.tables().rules[i as usize])
    }

    /// [`Site::rule_where`] as an index into the rule table (what a cache can keep).
    pub fn rule_index_where(&self, matrix: bool, want: impl Fn(&Check) -> bool) -> Option<u32> {
        let plan = support::plan(self.env);
        let list = if matrix {
            &plan.matrix
        } else {
            &plan.intrinsic
        };
        let rules = &self.tables().rules;
        list.iter().copied().find(|&i| {
            let rule = &rules[i as usize];
            support::in_force(self.env, rule) && support::parts(&rule.check).iter().any(&want)
        })
    }

    /// The target in force, as an index into the target table.
    pub fn target(&self) -> Option<TargetId> {
        self.env.target
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
