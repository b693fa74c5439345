//! `docs/rules/<CODE>.md`, generated from the rule records (`nvverify rules docs DIR`).
//! A test compares the checked-in pages with this output, so they cannot go stale.

use std::fmt::Write;

use tablegen::vocab::LibNvvmPath;

use crate::rules::{Rule, RuleSet, Severity};

/// The first line of every generated page.
pub const GENERATED: &str =
    "<!-- Generated from the rule record by `nvverify rules docs docs/rules`; do not edit. -->";

/// An example module for a rule: its path (as printed) and text.
pub struct Example<'a> {
    pub path: &'a str,
    pub text: &'a str,
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// The engine file that evaluates a check kind.
fn implemented_in(check: &tablegen::model::Check) -> String {
    use tablegen::model::Check;
    let file = |f: &str| format!("`engine/src/checks/{f}`");
    match check {
        Check::FrontEnd => "`engine/src/ir/` (the parser)".into(),
        Check::Module(_) => file("module.rs"),
        Check::Global { .. } => format!(
            "{} (variables, aliases), {} (functions)",
            file("module.rs"),
            file("function.rs")
        ),
        Check::Function(_) | Check::Launch(_) => file("function.rs"),
        Check::Instruction { .. } | Check::Constant(_) => file("instructions.rs"),
        Check::Call { .. } => file("calls.rs"),
        Check::AnyOf(parts) => {
            let mut files: Vec<String> = parts.iter().map(implemented_in).collect();
            files.dedup();
            files.join("; ")
        }
        Check::Intrinsic(_) => file("intrinsics.rs"),
        Check::Matrix(_) => file("matrix.rs"),
        Check::ParamSpace => file("abi.rs"),
        Check::InlinePtx(_) => file("inline_ptx.rs"),
        Check::Valid { .. } => file("valid/"),
    }
}

/// The page of one rule.
pub fn rule_page(rule: &Rule, example: Option<Example<'_>>) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{GENERATED}");
    let _ = writeln!(s);
    let _ = writeln!(s, "# {} `{}`", rule.code, rule.name);
    let _ = writeln!(s);
    let _ = writeln!(s, "{}", rule.summary);
    let _ = writeln!(s);
    let _ = writeln!(s, "| | |");
    let _ = writeln!(s, "| --- | --- |");
    let _ = writeln!(s, "| Severity | {} |", severity(rule.severity));
    let _ = writeln!(s, "| Profiles | {} |", rule.profiles.join(", "));
    let _ = writeln!(s, "| Check | `{}` |", rule.check.kind_name());
    let _ = writeln!(s, "| Implemented in | {} |", implemented_in(&rule.check));
    // A validity rule's parts (one, or those of its `AnyOf`), each with the dialects and
    // libNVVM front ends it is for.
    let valid_parts: Vec<(&[tablegen::model::Dialect], &[LibNvvmPath])> = parts(&rule.check)
        .iter()
        .filter_map(|p| match p {
            tablegen::model::Check::Valid {
                dialects, libnvvm, ..
            } => Some((&dialects[..], &libnvvm[..])),
            _ => None,
        })
        .collect();
    for &(dialects, libnvvm) in &valid_parts {
        if !dialects.is_empty() {
            let names: Vec<&str> = dialects
                .iter()
                .map(|d| match d {
                    tablegen::model::Dialect::Typed => "typed pointers (LLVM 7)",
                    tablegen::model::Dialect::Opaque => "opaque pointers",
                })
                .collect();
            let _ = writeln!(s, "| IR | {} |", names.join(", "));
        }
        if !libnvvm.is_empty() {
            let names: Vec<&str> = libnvvm.iter().map(libnvvm_path_name).collect();
            let _ = writeln!(
                s,
                "| libNVVM front end (nvvm profile) | {} |",
                names.join(", ")
            );
        }
    }
    if !rule.require.is_empty() {
        let reqs: Vec<String> = rule
            .require
            .iter()
            .map(|r| {
                let mut t = r.sm.join(" or ");
                if let Some(p) = &r.ptx {
                    t.push_str(&format!(" with PTX {p}"));
                }
                t
            })
            .collect();
        let _ = writeln!(
            s,
            "| Fires unless the target meets | {} |",
            reqs.join("; or ")
        );
    }
    if let Some(help) = &rule.help {
        let _ = writeln!(s, "| Help | {} |", help.replace('|', "\\|"));
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "## Message");
    let _ = writeln!(s);
    if rule.verbatim {
        // IR-validity rules quote LLVM's parser and Verifier, the others NVIDIA's tools.
        let whose = if valid_parts.is_empty() {
            "NVIDIA's"
        } else if valid_parts.iter().all(|(_, libnvvm)| {
            !libnvvm.is_empty() && libnvvm.iter().all(|p| *p == LibNvvmPath::Nvvm23)
        }) {
            "libNVVM's (its NVVM 23 front end)"
        } else {
            "LLVM's"
        };
        let _ = writeln!(
            s,
            "{whose} text, verbatim (placeholders in braces are filled in):"
        );
    } else {
        let _ = writeln!(s, "Placeholders in braces are filled in:");
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "```text\n{}\n```", rule.message);
    let _ = writeln!(s);
    if !rule.messages.is_empty() {
        let _ = writeln!(
            s,
            "In these cases the message is another (the note gives nvverify's account):"
        );
        let _ = writeln!(s);
        let _ = writeln!(s, "| case | message | verbatim | note |");
        let _ = writeln!(s, "|---|---|---|---|");
        for m in rule.messages.iter() {
            let _ = writeln!(
                s,
                "| `{}` | `{}` | {} | {} |",
                m.when.as_str(),
                m.message.replace('|', "\\|"),
                if m.verbatim { "yes" } else { "no" },
                m.note
                    .as_deref()
                    .map_or(String::new(), |n| format!("`{}`", n.replace('|', "\\|")))
            );
        }
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "## Rationale");
    let _ = writeln!(s);
    let _ = writeln!(s, "{}", rule.rationale.trim());
    let _ = writeln!(s);
    let _ = writeln!(s, "## Evidence");
    let _ = writeln!(s);
    for e in rule.evidence.iter() {
        let _ = writeln!(s, "- {}", e.describe().trim());
    }
    if rule.evidence.is_empty() {
        let _ = writeln!(s, "- (none recorded)");
    }
    let _ = writeln!(s);
    if let Some(example) = example {
        let _ = writeln!(s, "## Example");
        let _ = writeln!(s);
        let _ = writeln!(
            s,
            "From `{}` (the lines marked `; expect: {}` fire):",
            example.path, rule.code
        );
        let _ = writeln!(s);
        let _ = writeln!(s, "```llvm\n{}\n```", example.text.trim_end());
        let _ = writeln!(s);
        let mut command = String::from("nvverify check");
        for key in ["target", "profile"] {
            if let Some(value) = header(example.text, key) {
                command.push_str(&format!(" --{key} {value}"));
            }
        }
        let _ = writeln!(s, "Run it: `{command} {}`.", example.path);
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "## Accepting a finding");
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "Put `; nvverify: allow({})` at the end of the offending line or on the line above it; \
         `--ignore {}` drops the rule for a whole run, `--severity {}=warning` re-grades it.",
        rule.code, rule.code, rule.code
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "The data rows the rule governs: `nvverify rules explain {}`.",
        rule.code
    );
    s
}

/// A fixture's `; key: value` header (the leading comment lines).
fn header(text: &str, key: &str) -> Option<String> {
    let prefix = format!("; {key}:");
    text.lines()
        .take_while(|l| l.starts_with(';') || l.trim().is_empty())
        .find_map(|l| {
            let value = l.strip_prefix(&prefix)?.split(';').next()?.trim();
            (!value.is_empty()).then(|| value.to_owned())
        })
}

/// The index page: one row per rule.
pub fn index_page(set: &RuleSet) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{GENERATED}");
    let _ = writeln!(s);
    let _ = writeln!(s, "# Rules");
    let _ = writeln!(s);
    let _ = writeln!(s, "| Code | Name | Severity | Profiles | Summary |");
    let _ = writeln!(s, "| --- | --- | --- | --- | --- |");
    for r in set.rules.iter() {
        let _ = writeln!(
            s,
            "| [{}]({}.md) | `{}` | {} | {} | {} |",
            r.code,
            r.code,
            r.name,
            severity(r.severity),
            r.profiles.join(", "),
            r.summary.replace('|', "\\|")
        );
    }
    s
}

/// A libNVVM front end as the rule pages name it.
fn libnvvm_path_name(path: &LibNvvmPath) -> &'static str {
    match path {
        LibNvvmPath::Nvvm7 => "NVVM 7 (LLVM 7 based; targets below the profile's `nvvm23_on`)",
        LibNvvmPath::Nvvm23 => "NVVM 23 (the profile's `nvvm23_on` targets)",
    }
}

/// A rule's check, or the parts of its `AnyOf`.
fn parts(check: &tablegen::model::Check) -> &[tablegen::model::Check] {
    match check {
        tablegen::model::Check::AnyOf(parts) => parts,
        other => std::slice::from_ref(other),
    }
}
