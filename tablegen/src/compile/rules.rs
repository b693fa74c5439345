//! Rule records: the fields every record shares (code, name, message, profiles, evidence).
//! Kind-specific validation and lowering is in `checks.rs`.

use std::collections::BTreeMap;

use super::*;
pub(super) fn unknown_profile(name: &str, known: &BTreeMap<String, Loc>) -> String {
    let k: Vec<&str> = known.keys().map(|s| s.as_str()).collect();
    format!("unknown profile name `{name}` (known: {})", k.join(", "))
}

pub(super) fn check_evidence(cx: &mut Validator<'_>, loc: Loc, ev: &[Evidence]) {
    if ev.is_empty() {
        cx.err(
            loc,
            At::Field("evidence"),
            "a record needs at least one evidence entry",
        );
    }
    for e in ev {
        if let Evidence::SpecOnly(s) = e {
            if !s.starts_with("seeds/") {
                cx.err(
                    loc,
                    At::Value(s),
                    format!("SpecOnly evidence must name a seed file (seeds/…), not `{s}`"),
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

pub(super) fn check_rule(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    r: &Rule,
    loc: Loc,
    profiles: &BTreeMap<String, Loc>,
) {
    let code_ok = r.code.len() == 6
        && r.code.starts_with("NV")
        && r.code[2..].bytes().all(|c| c.is_ascii_digit());
    if !code_ok {
        cx.err(
            loc,
            At::Value(&r.code),
            format!(
                "malformed rule code `{}` (expected NV and four digits)",
                r.code
            ),
        );
    }
    if !is_kebab(&r.name) {
        cx.err(
            loc,
            At::Value(&r.name),
            format!("rule name `{}` is not kebab-case", r.name),
        );
    }
    if r.summary.trim().is_empty() || r.summary.contains('\n') {
        cx.err(
            loc,
            At::Field("summary"),
            "the summary must be one non-empty line",
        );
    }
    if r.message.trim().is_empty() {
        cx.err(loc, At::Field("message"), "empty message");
    }
    check_placeholders(cx, loc, &r.message, r);
    if let Some(help) = &r.help {
        check_placeholders(cx, loc, help, r);
    }
    let verdicts = r.check.verdicts();
    for (i, v) in r.messages.iter().enumerate() {
        if !verdicts.contains(&v.when) {
            let known: Vec<&str> = verdicts.iter().map(|v| v.as_str()).collect();
            cx.err(
                loc,
                At::Value(v.when.as_str()),
                format!(
                    "check {} does not tell `{}` apart (its verdicts: {})",
                    r.check.kind_name(),
                    v.when.as_str(),
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                ),
            );
        }
        if r.messages[..i].iter().any(|w| w.when == v.when) {
            cx.err(
                loc,
                At::Value(v.when.as_str()),
                format!("two messages for `{}`", v.when.as_str()),
            );
        }
        if v.message.trim().is_empty() {
            cx.err(loc, At::Field("messages"), "empty message");
        }
        check_placeholders(cx, loc, &v.message, r);
        if let Some(note) = &v.note {
            check_placeholders(cx, loc, note, r);
        }
    }
    if r.profiles.is_empty() {
        cx.err(
            loc,
            At::Field("profiles"),
            format!("rule {} applies to no profile", r.code),
        );
    }
    for p in r.profiles.iter() {
        if !profiles.contains_key(&**p) {
            cx.err(loc, At::Value(p), unknown_profile(p, profiles));
        }
    }
    check_evidence(cx, loc, &r.evidence);
    checks::validate(cx, r, loc);
    if !r.require.is_empty() {
        lower_requirements(cx, tg, &r.require, loc);
    }
}

pub(super) fn check_placeholders(cx: &mut Validator<'_>, loc: Loc, msg: &str, r: &Rule) {
    let check = &r.check;
    let mut allowed = check.placeholders();
    if !r.require.is_empty() {
        allowed.extend_from_slice(&["required", "required_target"]);
    }
    for p in placeholders(msg) {
        if !allowed.contains(&p) && !GLOBAL_PLACEHOLDERS.contains(&p) {
            let mut all: Vec<&str> = allowed.to_vec();
            all.extend_from_slice(GLOBAL_PLACEHOLDERS);
            cx.err(
                loc,
                At::Value(msg),
                format!(
                    "unknown placeholder `{{{p}}}` for check {} (known: {})",
                    check.kind_name(),
                    all.join(", ")
                ),
            );
        }
    }
}
