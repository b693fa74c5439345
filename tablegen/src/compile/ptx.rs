//! PTX instruction forms (`rules/ptx.ron`): tokens, gates, and the probe each row carries.

use std::collections::BTreeMap;

use super::*;

/// A token of a form or an opcode: letters, digits, `_`, `:` (`shared::cluster`, `L2::128B`).
fn token_ok(t: &str) -> bool {
    !t.is_empty()
        && t.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':')
}

/// The opcode of a probe instruction: after an optional `@p`/`@!p` guard, up to white space.
pub fn probe_opcode(probe: &str) -> &str {
    let mut s = probe.trim_start();
    if let Some(rest) = s.strip_prefix('@') {
        s = rest
            .find(char::is_whitespace)
            .map_or("", |e| rest[e..].trim_start());
    }
    let end = s
        .find(|c: char| c.is_whitespace() || c == ';')
        .unwrap_or(s.len());
    &s[..end]
}

pub(super) fn lower_ptx_forms(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    forms: &[(PtxForm, Loc)],
    gates: &mut Vec<Gate>,
) -> Vec<PtxFormEntry> {
    let mut seen: BTreeMap<&str, Loc> = BTreeMap::new();
    let mut out = Vec::with_capacity(forms.len());
    for (f, loc) in forms {
        let loc = *loc;
        let mut tokens = f.form.split('.');
        let head = tokens.next().unwrap_or("");
        let rest: Vec<&str> = tokens.collect();
        if !(head == "*" || token_ok(head)) || !rest.iter().all(|t| token_ok(t)) {
            cx.err(
                loc,
                At::Value(&f.form),
                format!(
                    "malformed PTX form `{}` (expected `opcode.token…` or `*.token…`; tokens are letters, digits, `_` and `:`)",
                    f.form
                ),
            );
            continue;
        }
        if head == "*" && rest.is_empty() {
            cx.err(
                loc,
                At::Value(&f.form),
                "the form `*` alone matches every instruction",
            );
        }
        if let Some(first) = seen.get(&*f.form) {
            let w = cx.where_(*first, At::Value(&f.form));
            cx.err(
                loc,
                At::Value(&f.form),
                format!("duplicate PTX form `{}` (first defined at {w})", f.form),
            );
        } else {
            seen.insert(&f.form, loc);
        }
        check_evidence(cx, loc, &f.evidence);
        let gate = lower_requirements(cx, tg, &f.requires, loc);
        let entry = PtxFormEntry {
            form: f.form.clone(),
            head: Cow::Owned(head.to_string()),
            rest: Cow::Owned(rest.iter().map(|t| Cow::Owned(t.to_string())).collect()),
            gate: intern_gate(gates, gate),
        };
        if let Some(p) = &f.probe {
            let op = probe_opcode(p);
            let mut toks = op.split('.');
            let h = toks.next().unwrap_or("");
            if !entry.matches(h, toks) {
                cx.err(
                    loc,
                    At::Value(p),
                    format!("probe `{op}` does not match its form `{}`", f.form),
                );
            }
        }
        out.push(entry);
    }
    out.sort_by(|a, b| (&a.head, &a.form).cmp(&(&b.head, &b.form)));
    out
}
