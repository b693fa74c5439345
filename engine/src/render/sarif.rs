//! `--format sarif`: a SARIF 2.1.0 log with one run, its `rules` array generated from the rule
//! set, and one result per diagnostic (GitHub code scanning reads it).

use std::collections::HashMap;
use std::fmt::Write;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::{json, Value};

use crate::diag::Severity;
use crate::report::{FileReport, IrSite, Located, SourceLocation};
use crate::rules::{RuleSet, Severity as RuleSeverity};

/// The schema URI written into `$schema`.
pub const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// Renders the run. `version` is the tool's version (`CARGO_PKG_VERSION` of the CLI).
///
/// Written straight from the reports (keys in sorted order, as a `serde_json::Value` object
/// prints them); only the rule descriptions go through a value tree.
pub fn render(reports: &[FileReport], rules: &RuleSet, version: &str) -> String {
    let results: usize = reports.iter().map(|r| r.diagnostics.len()).sum();
    let log = Log {
        reports,
        rules,
        version,
    };
    super::to_pretty_string(&log, 64 * 1024 + results * 1024 + reports.len() * 128)
}

struct Log<'a> {
    reports: &'a [FileReport],
    rules: &'a RuleSet,
    version: &'a str,
}

impl Serialize for Log<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("$schema", SCHEMA)?;
        map.serialize_entry("runs", &[Run(self)])?;
        map.serialize_entry("version", "2.1.0")?;
        map.end()
    }
}

struct Run<'a, 'l>(&'l Log<'a>);

impl Serialize for Run<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let log = self.0;
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("artifacts", &Artifacts(log.reports))?;
        map.serialize_entry("columnKind", "unicodeCodePoints")?;
        map.serialize_entry(
            "results",
            &Results {
                reports: log.reports,
                rules: log.rules,
            },
        )?;
        map.serialize_entry("tool", &Tool(log))?;
        map.end()
    }
}

/// `{"location": {"uri": …}}` per path (consecutive repeats once).
struct Artifacts<'a>(&'a [FileReport]);

impl Serialize for Artifacts<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut paths: Vec<&str> = self.0.iter().map(|r| r.path.as_str()).collect();
        paths.dedup();
        let mut seq = serializer.serialize_seq(Some(paths.len()))?;
        for path in paths {
            seq.serialize_element(&Single("location", &Single("uri", &uri(path))))?;
        }
        seq.end()
    }
}

/// `{key: value}`.
struct Single<'a, T: Serialize + ?Sized>(&'static str, &'a T);

impl<T: Serialize + ?Sized> Serialize for Single<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry(self.0, self.1)?;
        map.end()
    }
}

struct Tool<'a, 'l>(&'l Log<'a>);

impl Serialize for Tool<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let log = self.0;
        let rules: Vec<Value> = log.rules.rules.iter().map(rule).collect();
        let mut driver = serializer.serialize_map(Some(1))?;
        driver.serialize_entry(
            "driver",
            &Driver {
                rules: &rules,
                version: log.version,
            },
        )?;
        driver.end()
    }
}

struct Driver<'a> {
    rules: &'a [Value],
    version: &'a str,
}

impl Serialize for Driver<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("name", "nvverify")?;
        map.serialize_entry("rules", self.rules)?;
        map.serialize_entry("semanticVersion", self.version)?;
        map.serialize_entry("version", self.version)?;
        map.end()
    }
}

struct Results<'a> {
    reports: &'a [FileReport],
    rules: &'a RuleSet,
}

impl Serialize for Results<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let index: HashMap<String, usize> = self
            .rules
            .rules
            .iter()
            .enumerate()
            .rev()
            .map(|(i, r)| (r.code.to_string(), i))
            .collect();
        let count = self.reports.iter().map(|r| r.diagnostics.len()).sum();
        let mut seq = serializer.serialize_seq(Some(count))?;
        let mut code = String::new();
        for report in self.reports {
            let uri = uri(&report.path);
            for located in &report.diagnostics {
                code.clear();
                let _ = write!(code, "{}", located.diagnostic.code);
                seq.serialize_element(&ResultOut {
                    report,
                    located,
                    uri: &uri,
                    code: &code,
                    rule_index: index.get(code.as_str()).copied(),
                })?;
            }
        }
        seq.end()
    }
}

struct ResultOut<'a> {
    report: &'a FileReport,
    located: &'a Located,
    uri: &'a str,
    code: &'a str,
    rule_index: Option<usize>,
}

impl Serialize for ResultOut<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (report, located) = (self.report, self.located);
        let d = &located.diagnostic;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("level", level(d.severity))?;
        map.serialize_entry("locations", &[Location(self)])?;
        map.serialize_entry("message", &Single("text", &Message(d)))?;
        map.serialize_entry(
            "partialFingerprints",
            &Single(
                "nvverify/v1",
                &Fingerprint {
                    code: self.code,
                    path: &report.path,
                    located,
                    target: &report.target,
                },
            ),
        )?;
        map.serialize_entry("properties", &Properties(self))?;
        if located.source.is_some() {
            map.serialize_entry("relatedLocations", &IrLocations(self))?;
        }
        map.serialize_entry("ruleId", self.code)?;
        if let Some(index) = self.rule_index {
            map.serialize_entry("ruleIndex", &index)?;
        }
        map.end()
    }
}

/// The message, and the requirement in parentheses.
struct Message<'a>(&'a crate::diag::Diagnostic);

impl Serialize for Message<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0.requirement {
            None => serializer.serialize_str(&self.0.message),
            Some(requirement) => {
                serializer.collect_str(&format_args!("{} ({requirement})", self.0.message))
            }
        }
    }
}

/// `CODE:PATH:LINE:COLUMN:TARGET`: results of one location found for several targets stay
/// distinct.
struct Fingerprint<'a> {
    code: &'a str,
    path: &'a str,
    located: &'a Located,
    target: &'a str,
}

impl Serialize for Fingerprint<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!(
            "{}:{}:{}:{}:{}",
            self.code, self.path, self.located.line, self.located.column, self.target
        ))
    }
}

struct Location<'a, 'r>(&'r ResultOut<'a>);

impl Serialize for Location<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let result = self.0;
        let located = result.located;
        let mut map = serializer.serialize_map(None)?;
        if let Some(function) = &located.diagnostic.function {
            map.serialize_entry("logicalLocations", &[LogicalLocation(function)])?;
        }
        match &located.source {
            // The user's line is where to look; the IR sites follow as related locations.
            Some(source) => map.serialize_entry("physicalLocation", &SourcePhysical(source))?,
            None => map.serialize_entry(
                "physicalLocation",
                &PhysicalLocation {
                    uri: result.uri,
                    site: first_site(located),
                },
            )?,
        }
        map.end()
    }
}

fn first_site(located: &Located) -> IrSite {
    located.ir_sites().next().expect("a finding has an IR site")
}

/// The user's source line as a physical location.
struct SourcePhysical<'a>(&'a SourceLocation);

impl Serialize for SourcePhysical<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let source = self.0;
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("artifactLocation", &Single("uri", &uri(&source.file)))?;
        map.serialize_entry("region", &SourceRegion(source))?;
        map.end()
    }
}

struct SourceRegion<'a>(&'a SourceLocation);

impl Serialize for SourceRegion<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        if self.0.column > 0 {
            map.serialize_entry("startColumn", &self.0.column)?;
        }
        map.serialize_entry("startLine", &self.0.line)?;
        map.end()
    }
}

/// `relatedLocations`: every IR site of a finding reported at its source line.
struct IrLocations<'a, 'r>(&'r ResultOut<'a>);

impl Serialize for IrLocations<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let located = self.0.located;
        let mut seq = serializer.serialize_seq(Some(1 + located.more_sites.len()))?;
        for (id, site) in located.ir_sites().enumerate() {
            seq.serialize_element(&IrLocation {
                id,
                uri: self.0.uri,
                site,
            })?;
        }
        seq.end()
    }
}

struct IrLocation<'a> {
    id: usize,
    uri: &'a str,
    site: IrSite,
}

impl Serialize for IrLocation<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("message", &Single("text", "IR site"))?;
        map.serialize_entry(
            "physicalLocation",
            &PhysicalLocation {
                uri: self.uri,
                site: self.site,
            },
        )?;
        map.end()
    }
}

struct LogicalLocation<'a>(&'a str);

impl Serialize for LogicalLocation<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("kind", "function")?;
        map.serialize_entry("name", self.0)?;
        map.end()
    }
}

struct PhysicalLocation<'a> {
    uri: &'a str,
    site: IrSite,
}

impl Serialize for PhysicalLocation<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("artifactLocation", &Single("uri", self.uri))?;
        map.serialize_entry("region", &Region(self.site))?;
        map.end()
    }
}

struct Region(IrSite);

impl Serialize for Region {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let located = &self.0;
        let end_column = if located.end_line > located.line || located.end_column > located.column {
            located.end_column
        } else {
            located.column + 1
        };
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("endColumn", &end_column)?;
        map.serialize_entry("endLine", &located.end_line.max(located.line))?;
        map.serialize_entry("startColumn", &located.column)?;
        map.serialize_entry("startLine", &located.line)?;
        map.end()
    }
}

struct Properties<'a, 'r>(&'r ResultOut<'a>);

impl Serialize for Properties<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0.report;
        let d = &self.0.located.diagnostic;
        let mut map = serializer.serialize_map(None)?;
        if let Some(help) = &d.help {
            map.serialize_entry("help", help)?;
        }
        if !d.notes.is_empty() {
            map.serialize_entry("notes", &d.notes)?;
        }
        map.serialize_entry("profile", &report.profile)?;
        if let Some(requirement) = &d.requirement {
            map.serialize_entry("requirement", requirement)?;
        }
        map.serialize_entry("target", &report.target)?;
        map.end()
    }
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

#[cfg(test)]
mod tests {
    use serde_json::{json, Map, Value};

    use super::*;
    use crate::render::tests::sample_reports;

    /// The renderer as it was, through a `serde_json::Value` tree: the streamed one must print
    /// the same bytes.
    fn reference(reports: &[FileReport], rules: &RuleSet, version: &str) -> String {
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
        let mut out = serde_json::to_string_pretty(&document).unwrap();
        out.push('\n');
        out
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
        let ir = |s: IrSite| {
            json!({
                "artifactLocation": {"uri": uri(&report.path)},
                "region": {
                    "startLine": s.line,
                    "startColumn": s.column,
                    "endLine": s.end_line.max(s.line),
                    "endColumn": if s.end_line > s.line || s.end_column > s.column {
                        s.end_column
                    } else {
                        s.column + 1
                    },
                },
            })
        };
        let mut location = match &located.source {
            None => json!({"physicalLocation": ir(located.ir_sites().next().unwrap())}),
            Some(source) => json!({"physicalLocation": {
                "artifactLocation": {"uri": uri(&source.file)},
                "region": {"startLine": source.line, "startColumn": source.column},
            }}),
        };
        if located.source.is_some() {
            let related: Vec<Value> = located
                .ir_sites()
                .enumerate()
                .map(|(id, s)| json!({"id": id, "message": {"text": "IR site"}, "physicalLocation": ir(s)}))
                .collect();
            object.insert("relatedLocations".into(), related.into());
        }
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
        if !d.notes.is_empty() {
            properties["notes"] = d.notes.clone().into();
        }
        object.insert("properties".into(), properties);
        // Results of one location found for several targets stay distinct.
        object.insert(
            "partialFingerprints".into(),
            json!({"nvverify/v1": format!("{}:{}:{}:{}:{}", code, report.path, located.line, located.column, report.target)}),
        );
        Value::Object(object)
    }

    #[test]
    fn streamed_output_is_the_value_trees() {
        let rules = RuleSet::compiled();
        let reports = sample_reports();
        assert_eq!(
            render(&reports, rules, "1.2.3"),
            reference(&reports, rules, "1.2.3")
        );
        assert_eq!(render(&[], rules, "0"), reference(&[], rules, "0"));
    }
}
