//! `--format sarif`: a SARIF 2.1.0 log with one run, its `rules` array generated from the rule
//! set, and one result per diagnostic (GitHub code scanning reads it).

use serde_json::{json, Map, Value};

use crate::diag::Severity;
use crate::report::{FileReport, Located};
use crate::rules::{RuleSet, Severity as RuleSeverity};

/// The schema URI written into `$schema`.
pub const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// Renders the run. `version` is the tool's version (`CARGO_PKG_VERSION` of the CLI).
pub fn render(reports: &[FileReport], rules: &RuleSet, version: &str) -> String {
    let rule_list: Vec<Value> = rules.rules.iter().map(rule).collect();
    let results: Vec<Value> = reports
        .iter()
        .flat_map(|report| report.diagnostics.iter().map(move |d| (report, d)))
        .map(|(report, located)| result(rules, report, located))
        .collect();
    let mut artifacts: Vec<&str> = reports.iter().map(|r| r.path.as_str()).collect();
    artifacts.dedup();
    let document = json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "nvverify",
                "version": version,
                "semanticVersion": version,
                "rules": rule_list,
            }},
            "artifacts": artifacts.iter().map(|p| json!({"location": {"uri": uri(p)}})).collect::<Vec<_>>(),
            "results": results,
            "columnKind": "unicodeCodePoints",
        }],
    });
    let mut out = serde_json::to_string_pretty(&document).expect("a JSON value always serialises");
    out.push('\n');
    out
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn rule_level(severity: RuleSeverity) -> &'static str {
    match severity {
        RuleSeverity::Error => "error",
        RuleSeverity::Warning => "warning",
        RuleSeverity::Note => "note",
    }
}

fn rule(r: &crate::rules::Rule) -> Value {
    let evidence: Vec<String> = r.evidence.iter().map(|e| e.describe()).collect();
    let markdown = format!(
        "**{}** `{}`\n\n{}\n\nMessage: `{}`\n\nProfiles: {}\n\nEvidence:\n{}\n\nSee `nvverify rules explain {}` or `docs/rules/{}.md`.",
        r.code,
        r.name,
        r.rationale,
        r.message,
        r.profiles.join(", "),
        evidence
            .iter()
            .map(|e| format!("- {e}"))
            .collect::<Vec<_>>()
            .join("\n"),
        r.code,
        r.code,
    );
    json!({
        "id": r.code,
        "name": r.name,
        "shortDescription": {"text": r.summary},
        "fullDescription": {"text": r.rationale},
        "help": {"text": format!("{} See `nvverify rules explain {}`.", r.summary, r.code), "markdown": markdown},
        "defaultConfiguration": {"level": rule_level(r.severity)},
        "properties": {"profiles": r.profiles.iter().collect::<Vec<_>>(), "tags": [r.check.kind_name()]},
    })
}

fn result(rules: &RuleSet, report: &FileReport, located: &Located) -> Value {
    let d = &located.diagnostic;
    let code = d.code.to_string();
    let mut text = d.message.clone();
    if let Some(requirement) = &d.requirement {
        text.push_str(&format!(" ({requirement})"));
    }
    let mut object = Map::new();
    object.insert("ruleId".into(), code.clone().into());
    if let Some(index) = rules.rules.iter().position(|r| *r.code == *code) {
        object.insert("ruleIndex".into(), index.into());
    }
    object.insert("level".into(), level(d.severity).into());
    object.insert("message".into(), json!({"text": text}));
    let mut location = json!({
        "physicalLocation": {
            "artifactLocation": {"uri": uri(&report.path)},
            "region": {
                "startLine": located.line,
                "startColumn": located.column,
                "endLine": located.end_line.max(located.line),
                "endColumn": if located.end_line > located.line || located.end_column > located.column {
                    located.end_column
                } else {
                    located.column + 1
                },
            },
        },
    });
    if let Some(function) = &d.function {
        location["logicalLocations"] = json!([{"name": function, "kind": "function"}]);
    }
    object.insert("locations".into(), json!([location]));
    let mut properties = json!({"target": report.target, "profile": report.profile});
    if let Some(requirement) = &d.requirement {
        properties["requirement"] = requirement.clone().into();
    }
    if let Some(help) = &d.help {
        properties["help"] = help.clone().into();
    }
    object.insert("properties".into(), properties);
    // Results of one location found for several targets stay distinct.
    object.insert(
        "partialFingerprints".into(),
        json!({"nvverify/v1": format!("{}:{}:{}:{}:{}", code, report.path, located.line, located.column, report.target)}),
    );
    Value::Object(object)
}

/// A relative URI reference for a path: `/` separators, unsafe bytes percent-encoded.
pub fn uri(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for byte in path.replace('\\', "/").bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                out.push(byte as char)
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}
