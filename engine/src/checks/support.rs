//! What every check kind shares: the rules in force (the profile's [`Plan`]), requirements
//! (lowered gates), the verifier mode, and diagnostics with their messages filled.

use tablegen::model::{Check, Mode, Rule, Severity as RuleSeverity};
use tablegen::tables::{fmt_ptx, Gate, Plan, Tables, TargetId};

use crate::checks::Env;
use crate::diag::{Code, Diagnostic, Needs, NeedsAlternative, Severity};
use crate::settings::Resolved;

/// A placeholder a condition binds, and its value.
pub type Binding = (&'static str, String);

/// The compiled tables behind the rule set in force.
pub fn tables<'e>(env: &Env<'e>) -> &'e Tables {
    env.rules.tables()
}

/// The profile's name without a `:LIMITS` suffix (`nvvm`, `llvm`).
pub fn profile_name<'e>(env: &Env<'e>) -> &'e str {
    profile_name_of(env.config)
}

fn profile_name_of(config: &Resolved) -> &str {
    let p = config.profile.as_str();
    p.split_once(':').map_or(p, |(name, _)| name)
}

/// The front end libNVVM reads the module with at this target, under a profile that names the
/// targets of its NVVM 23 one (`nvvm23_on`, the nvvm profile); `None` under the others.
pub fn libnvvm_path(env: &Env) -> Option<tablegen::vocab::LibNvvmPath> {
    use tablegen::vocab::LibNvvmPath;
    let name = profile_name(env);
    let profile = tables(env).profiles.iter().find(|p| *p.name == *name)?;
    let gate = profile.nvvm23_gate?;
    Some(if gate_met(env, gate) {
        LibNvvmPath::Nvvm23
    } else {
        LibNvvmPath::Nvvm7
    })
}

/// Whether a validity rule whose check names the libNVVM front ends `paths` (empty: both)
/// applies under the configuration: always outside libNVVM's profile.
pub fn on_libnvvm_path(env: &Env, paths: &[tablegen::vocab::LibNvvmPath]) -> bool {
    paths.is_empty() || libnvvm_path(env).is_none_or(|p| paths.contains(&p))
}

/// libNVVM's verifier mode for the module's triple: the first row of `modes:`
/// (`rules/profiles.ron`) whose architecture or API matches, else `Standard`.
pub fn mode(env: &Env) -> Mode {
    let Some(triple) = env.facts.context.triple() else {
        return Mode::Standard;
    };
    let arch = triple.split('-').next().unwrap_or("");
    let api = triple.rsplit('-').next().unwrap_or("");
    tables(env)
        .modes
        .iter()
        .find(|m| {
            m.arch.iter().any(|a| a == arch)
                || (m.api.iter().any(|a| a == api)
                    && (m.api_arch.is_empty() || m.api_arch.iter().any(|a| a == arch)))
        })
        .map_or(Mode::Standard, |m| m.mode)
}

/// The rules in force for the profile, sorted by construct (an empty plan for a profile no
/// rule names).
pub fn plan<'e>(env: &Env<'e>) -> &'e Plan {
    env.plan
}

/// [`plan`], looked up (once per [`Env`]).
pub(crate) fn plan_of<'t>(tables: &'t Tables, config: &Resolved) -> &'t Plan {
    static EMPTY: std::sync::OnceLock<Plan> = std::sync::OnceLock::new();
    let profile = profile_name_of(config);
    let llvm = config.llvm;
    tables
        .plans
        .iter()
        .find(|p| p.profile == profile && (p.llvm.is_none() || p.llvm == llvm))
        .unwrap_or_else(|| EMPTY.get_or_init(|| Plan::of("", None, &[])))
}

/// The rules at `indices` (a list of a [`Plan`]) that are in force on the target.
pub fn rules<'a, 'e: 'a>(
    env: &'a Env<'e>,
    indices: &'e [u32],
) -> impl Iterator<Item = &'e Rule> + 'a {
    let rules: &'e [Rule] = &tables(env).rules;
    indices
        .iter()
        .map(move |&i| &rules[i as usize])
        .filter(move |rule| in_force(env, rule))
}

/// The indices of `indices` whose rules are in force ([`in_force`]).
pub fn in_force_indices(env: &Env, indices: &[u32]) -> Vec<u32> {
    let rules = &tables(env).rules;
    indices
        .iter()
        .copied()
        .filter(|&i| in_force(env, &rules[i as usize]))
        .collect()
}

/// A rule's check, or the parts of an `AnyOf`.
pub fn parts(check: &Check) -> &[Check] {
    match check {
        Check::AnyOf(parts) => parts,
        other => std::slice::from_ref(other),
    }
}

/// The current target's id, if the target is known to the tables.
pub fn target_id(env: &Env) -> Option<TargetId> {
    env.target
}

/// The PTX version (× 10) gates compare against: the toolkit's for a profile whose PTX comes
/// from the tool chain (libNVVM), the module's otherwise (settled with the configuration).
pub fn effective_ptx(env: &Env) -> u32 {
    env.config.ptx
}

/// Does the target (and PTX version) meet the lowered requirement `gate`? An unknown target
/// meets everything (no false alarms).
pub fn gate_met(env: &Env, gate: u32) -> bool {
    let Some(target) = target_id(env) else {
        return true;
    };
    tables(env).gates[gate as usize].accepts_with_ptx(target, effective_ptx(env))
}

/// Does the rule apply here: the target meets its `applies_on` (if any), not its
/// `applies_unless` (if any), and not its requirement (if any)?
pub fn in_force(env: &Env, rule: &Rule) -> bool {
    // A rule found by its code (a family's `reject`, an operand constraint's `code`) rather
    // than through the plan honours its LLVM range as the plan does.
    let llvm_ok = match (rule.llvm_range, env.config.llvm) {
        (Some((lo, hi)), Some(v)) => lo <= v && v <= hi,
        _ => true,
    };
    llvm_ok
        && rule.applies_gate.is_none_or(|g| gate_met(env, g))
        && rule.unless_gate.is_none_or(|g| !gate_met(env, g))
        && rule.gate.is_none_or(|g| !gate_met(env, g))
}

/// `requires sm_90 or later with PTX 8.3; target is sm_90 with PTX 8.0` (the PTX version is
/// named when some alternative constrains it).
pub fn requirement_note(env: &Env, gate: &Gate) -> String {
    let mut note = format!(
        "requires {}; target is {}",
        gate.describe(),
        env.config.target
    );
    if gate.alts.iter().any(|a| a.ptx != 0 || a.ptx_below != 0) {
        note.push_str(&format!(" with {}", ptx_in_force(env)));
    }
    note
}

/// A gate as a diagnostic carries it.
pub fn needs(gate: &Gate) -> Needs {
    Needs {
        alternatives: gate
            .alts
            .iter()
            .map(|a| NeedsAlternative {
                targets: a.accepts.0,
                ptx: a.ptx,
                ptx_below: a.ptx_below,
            })
            .collect(),
    }
}

/// `PTX 8.0 (from the module's +ptx80)`: the version gates compared against, and its source.
pub fn ptx_in_force(env: &Env) -> String {
    let ptx = effective_ptx(env);
    format!(
        "PTX {} ({})",
        fmt_ptx(ptx),
        env.config.ptx_origin.describe(ptx)
    )
}

/// Fills `{name}` placeholders (`{{`/`}}` escape braces). `{target}`, `{profile}`, `{code}`
/// and `{ptx}` (the PTX version in force) are always available; an unknown placeholder is left as written.
pub fn fill(env: &Env, rule: &Rule, args: &[(&str, &str)]) -> String {
    let ptx = fmt_ptx(effective_ptx(env));
    fill_message(&rule.message, |key| match key {
        "target" => Some(env.config.target.as_str()),
        "profile" => Some(profile_name(env)),
        "code" => Some(&*rule.code),
        _ => args
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
            .or_else(|| (key == "ptx").then_some(ptx.as_str())),
    })
}

/// A diagnostic of `rule` at an item-relative span: message (and help) filled from `args`,
/// and for a rule with a requirement, `{required}`, `{required_target}` and the note.
pub fn diagnostic(
    env: &Env,
    rule: &Rule,
    span: std::ops::Range<u32>,
    args: &[(&str, &str)],
) -> Diagnostic {
    let gate = rule.gate.map(|g| &tables(env).gates[g as usize]);
    let required = gate.map(Gate::describe);
    let required_target = rule
        .require
        .first()
        .and_then(|r| r.sm.first())
        .filter(|a| **a != "any");
    let mut all: Vec<(&str, &str)> = args.to_vec();
    if let Some(r) = &required {
        all.push(("required", r));
    }
    if let Some(t) = required_target {
        all.push(("required_target", t));
    }
    let mut d = plain_diagnostic(env, rule, span, &all);
    if let Some(g) = gate {
        d = d
            .with_requirement(requirement_note(env, g))
            .with_needs(needs(g));
    }
    d.help = help(env, rule, |key| {
        all.iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.to_string())
    });
    d
}

/// The rule's `help`, filled; `None` when it has none, or when a placeholder it uses has no
/// value here (a help that would name an unknown is left out).
pub fn help(env: &Env, rule: &Rule, lookup: impl Fn(&str) -> Option<String>) -> Option<String> {
    let template = rule.help.as_deref()?;
    let mut values: Vec<(String, String)> = Vec::new();
    let mut complete = true;
    fill_message(template, |key| {
        let v = match key {
            "target" => Some(env.config.target.clone()),
            "profile" => Some(profile_name(env).to_string()),
            "code" => Some(rule.code.to_string()),
            _ => lookup(key).or_else(|| (key == "ptx").then(|| fmt_ptx(effective_ptx(env)))),
        };
        match v {
            Some(v) => values.push((key.to_string(), v)),
            None => complete = false,
        }
        None
    });
    complete.then(|| {
        fill_message(template, |key| {
            values
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        })
    })
}

/// [`fill`] on a message with any lookup.
pub fn fill_message<'a>(msg: &str, mut lookup: impl FnMut(&str) -> Option<&'a str>) -> String {
    let mut out = String::with_capacity(msg.len() + 16);
    let mut rest = msg;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
            continue;
        }
        if tail.starts_with('{') {
            if let Some(value) = tail
                .find('}')
                .and_then(|close| Some((lookup(&tail[1..close])?, close)))
            {
                out.push_str(value.0);
                rest = &tail[value.1 + 1..];
                continue;
            }
        }
        out.push_str(&tail[..1]);
        rest = &tail[1..];
    }
    out.push_str(rest);
    out
}

/// A diagnostic of `rule` at an item-relative span, message filled from `args` alone.
pub fn plain_diagnostic(
    env: &Env,
    rule: &Rule,
    span: std::ops::Range<u32>,
    args: &[(&str, &str)],
) -> Diagnostic {
    let code = Code::parse(&rule.code).unwrap_or(Code(0));
    let severity = match rule.severity {
        RuleSeverity::Error => Severity::Error,
        RuleSeverity::Warning => Severity::Warning,
        RuleSeverity::Note => Severity::Note,
    };
    Diagnostic::new(code, severity, fill(env, rule, args), span)
}

/// Is `ty` exactly the type `m` names?
pub fn type_is(
    arena: &crate::ir::Arena,
    ty: crate::ir::TypeId,
    m: &tablegen::vocab::TypeMatcher,
) -> bool {
    use crate::ir::{FloatKind, Type};
    use tablegen::vocab::{Scalar, TypeMatcher};
    let Some(t) = arena.types.get(ty.0 as usize) else {
        return false;
    };
    if m.lanes != 0 {
        return match t {
            Type::Vector {
                len,
                scalable: false,
                elem,
            } => *len == m.lanes && type_is(arena, *elem, &TypeMatcher { lanes: 0, ..*m }),
            _ => false,
        };
    }
    let float = |k: FloatKind| match t {
        Type::Float(f) => *f == k,
        _ => false,
    };
    match m.scalar {
        Scalar::Int => matches!(t, Type::Int(w) if *w == m.bits),
        Scalar::Half => float(FloatKind::Half),
        Scalar::BFloat => float(FloatKind::BFloat),
        Scalar::Float => float(FloatKind::Float),
        Scalar::Double => float(FloatKind::Double),
        Scalar::Fp128 => float(FloatKind::Fp128),
        Scalar::X86Fp80 => float(FloatKind::X86Fp80),
        Scalar::PpcFp128 => float(FloatKind::PpcFp128),
        Scalar::X86Mmx => matches!(t, Type::X86Mmx),
        Scalar::X86Amx => matches!(t, Type::X86Amx),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(msg: &str) -> String {
        fill_message(msg, |k| match k {
            "type" => Some("fp128"),
            "required" => Some("4104"),
            _ => None,
        })
    }

    #[test]
    fn placeholders_escapes_and_unknown_keys() {
        assert_eq!(
            filled("{type} type is not supported"),
            "fp128 type is not supported"
        );
        assert_eq!(
            filled("({required} bytes required)"),
            "(4104 bytes required)"
        );
        assert_eq!(filled("literal {{type}} and {{"), "literal {type} and {");
        assert_eq!(
            filled("Unsupported \"{}\" ordering {nope}"),
            "Unsupported \"{}\" ordering {nope}"
        );
        assert_eq!(filled("unclosed {type"), "unclosed {type");
        assert_eq!(
            filled("x86mmx type is not supported"),
            "x86mmx type is not supported"
        );
    }
}
