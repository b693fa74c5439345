//! Helpers shared by the instruction (NV6xxx) and kernel-ABI (NV7xxx) checks:
//! selecting the rules in force, filling messages, evaluating requirements.

use tablegen::model::{Check, Mode, PtxSource, Requirement, Rule, Severity as RuleSeverity};
use tablegen::tables::{describe_atom, fmt_ptx, Tables, TargetId};

use crate::checks::Env;
use crate::diag::{Code, Diagnostic, Severity};

/// The compiled tables behind the rule set in force.
pub fn tables<'e>(env: &Env<'e>) -> &'e Tables {
    env.rules.tables()
}

/// The profile's name without a `:LIMITS` suffix (`nvvm`, `llvm`).
pub fn profile_name<'e>(env: &Env<'e>) -> &'e str {
    let p = env.config.profile.as_str();
    p.split_once(':').map_or(p, |(name, _)| name)
}

/// libNVVM's verifier mode. Nothing in a module names its IR kind, so it is inferred from the
/// target triple: a triple only UnifiedNVVMIR accepts (an `nvsass-` architecture, or the
/// `nvcl`/`directx`/`spirv` APIs) selects UnifiedNVVMIR; everything else is standard NVVM IR.
/// (Standard mode rejects those triples anyway, so no module loses a diagnostic.)
pub fn mode(env: &Env) -> Mode {
    match env.facts.context.triple() {
        Some(triple) if is_unified_triple(&triple) => Mode::Unified,
        _ => Mode::Standard,
    }
}

/// `nvsass-nvidia-cuda`, `nvptx64-nvidia-nvcl`, `nvsass-nvidia-directx`, …
pub fn is_unified_triple(triple: &str) -> bool {
    let arch = triple.split('-').next().unwrap_or("");
    let api = triple.rsplit('-').next().unwrap_or("");
    arch == "nvsass" || matches!(api, "nvcl" | "directx" | "spirv")
}

/// The rules whose code lies in `lo..hi` (`"NV6"`, `"NV7"`) and that apply to the profile in
/// force. Rules are sorted by code, and the rule set keeps where each code family starts.
pub fn rules_in<'e>(env: &Env<'e>, lo: &str, hi: &str) -> impl Iterator<Item = &'e Rule> + 'e {
    let rules: &'e [Rule] = &tables(env).rules;
    env.rules
        .in_force_between(profile_name(env), lo, hi)
        .iter()
        .map(move |&i| &rules[i as usize])
}

/// The current target's id, if the target is known to the tables.
pub fn target_id(env: &Env) -> Option<TargetId> {
    tables(env).target_id(&env.config.target)
}

/// The PTX version (× 10) gates compare against: the toolkit's for a profile whose PTX comes
/// from the tool chain (libNVVM), the module's otherwise.
pub fn effective_ptx(env: &Env) -> u32 {
    let t = tables(env);
    let profile = profile_name(env);
    match t.profiles.iter().find(|p| p.name == profile) {
        Some(p) if p.ptx_source == PtxSource::Toolkit => p
            .toolkit_ptx
            .as_deref()
            .and_then(tablegen::compile::parse_ptx)
            .unwrap_or(env.config.ptx)
            .max(env.config.ptx),
        _ => env.config.ptx,
    }
}

/// Does the target (and PTX version) satisfy one of the requirement alternatives?
/// No alternatives: no requirement. An unknown target satisfies everything (no false alarms).
pub fn requirement_met(env: &Env, reqs: &[Requirement]) -> bool {
    if reqs.is_empty() {
        return true;
    }
    let t = tables(env);
    let Some(target) = target_id(env) else {
        return true;
    };
    let implied = &t.target(target).implies;
    let ptx = effective_ptx(env);
    reqs.iter().any(|alt| {
        let sm_ok = alt
            .sm
            .iter()
            .any(|atom| atom == "any" || t.target_id(atom).is_some_and(|id| implied.contains(id)));
        let ptx_min = alt
            .ptx
            .as_deref()
            .and_then(tablegen::compile::parse_ptx)
            .unwrap_or(0);
        let ptx_below = alt
            .ptx_below
            .as_deref()
            .and_then(tablegen::compile::parse_ptx)
            .unwrap_or(0);
        sm_ok && ptx >= ptx_min && (ptx_below == 0 || ptx < ptx_below)
    })
}

/// `sm_90 or later`, `sm_90 or later with PTX 7.8; or sm_100a`.
pub fn describe_requirement(reqs: &[Requirement]) -> String {
    if reqs.is_empty() {
        return "any target".into();
    }
    let parts: Vec<String> = reqs
        .iter()
        .map(|alt| {
            let atoms: Vec<String> = alt.sm.iter().map(|a| describe_atom(a)).collect();
            let mut s = atoms.join(" or ");
            if let Some(p) = alt.ptx.as_deref().and_then(tablegen::compile::parse_ptx) {
                s.push_str(&format!(" with PTX {}", fmt_ptx(p)));
            }
            if let Some(p) = alt
                .ptx_below
                .as_deref()
                .and_then(tablegen::compile::parse_ptx)
            {
                s.push_str(&format!(" below PTX {}", fmt_ptx(p)));
            }
            s
        })
        .collect();
    parts.join("; or ")
}

/// `requires sm_90 or later with PTX 8.3; target is sm_90 with PTX 8.0` (the PTX version is
/// named when some alternative constrains it).
pub fn requirement_note(env: &Env, reqs: &[Requirement]) -> String {
    let mut note = format!(
        "requires {}; target is {}",
        describe_requirement(reqs),
        env.config.target
    );
    if reqs
        .iter()
        .any(|r| r.ptx.is_some() || r.ptx_below.is_some())
    {
        note.push_str(&format!(" with PTX {}", fmt_ptx(effective_ptx(env))));
    }
    note
}

/// Fills `{name}` placeholders (`{{`/`}}` escape braces). `{target}`, `{profile}` and `{code}`
/// are always available; an unknown placeholder is left as written.
pub fn fill(env: &Env, rule: &Rule, args: &[(&str, &str)]) -> String {
    fill_message(&rule.message, |key| match key {
        "target" => Some(env.config.target.as_str()),
        "profile" => Some(profile_name(env)),
        "code" => Some(&*rule.code),
        _ => args.iter().find(|(k, _)| *k == key).map(|(_, v)| *v),
    })
}

/// [`fill`] on a message with any lookup.
pub fn fill_message<'a>(msg: &str, lookup: impl Fn(&str) -> Option<&'a str>) -> String {
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

/// A diagnostic of `rule` at an item-relative span, message filled from `args`.
pub fn diagnostic(
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

/// `true` when the check belongs to the instruction vocabulary the body pass evaluates.
pub fn is_instruction_check(check: &Check) -> bool {
    check.namespace() == '6'
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablegen::model::Str;

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

    #[test]
    fn unified_mode_triples() {
        for t in [
            "nvsass-nvidia-cuda",
            "nvsass-nvidia-directx",
            "nvptx64-nvidia-nvcl",
            "nvsass-nvidia-vulkan",
        ] {
            assert!(is_unified_triple(t), "{t}");
        }
        for t in [
            "nvptx64-nvidia-cuda",
            "nvptx-nvidia-cuda",
            "nvptx64-unknown-unknown",
            "",
        ] {
            assert!(!is_unified_triple(t), "{t}");
        }
    }

    #[test]
    fn requirements_describe_and_note_ptx() {
        let req = |sm: &[&'static str], ptx: Option<&'static str>| Requirement {
            sm: sm.iter().map(|s| Str::from(*s)).collect(),
            ptx: ptx.map(Str::from),
            ptx_below: None,
        };
        assert_eq!(describe_requirement(&[]), "any target");
        assert_eq!(
            describe_requirement(&[req(&["sm_90"], Some("8.3"))]),
            "sm_90 or later with PTX 8.3"
        );
        assert_eq!(
            describe_requirement(&[req(&["sm_90a"], None), req(&["sm_100f"], None)]),
            "sm_90a; or the sm_100f family"
        );
    }
}
