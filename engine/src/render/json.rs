//! `--format json`: one JSON document, the stable machine contract.
//!
//! `{"version":1,"files":[{"path","target","profile","diagnostics":[{"code","severity","message",
//! "line","column","function", …}]}],"summary":{"files","errors","warnings"}}`; a finding
//! with debug info has `"source":{"file","line","column"}` (the user's program), and one
//! folded from several IR lines of one source line lists them all in `"ir_sites"`.
//!
//! Objects are written with their keys in sorted order (as a `serde_json::Value` object
//! prints them), straight from the reports: no value tree is built.

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

use crate::report::{FileReport, IrSite, Located, SourceLocation, Summary};

pub fn render(reports: &[FileReport]) -> String {
    let summary = Summary::of(reports);
    let document = Document { reports, summary };
    super::to_pretty_string(&document, reports.len() * 256 + 256)
}

struct Document<'a> {
    reports: &'a [FileReport],
    summary: Summary,
}

impl Serialize for Document<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("files", &Files(self.reports))?;
        map.serialize_entry("summary", &SummaryOut(self.summary))?;
        map.serialize_entry("version", &1)?;
        map.end()
    }
}

struct Files<'a>(&'a [FileReport]);

impl Serialize for Files<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for report in self.0 {
            seq.serialize_element(&File(report))?;
        }
        seq.end()
    }
}

struct File<'a>(&'a FileReport);

impl Serialize for File<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0;
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("diagnostics", &Diagnostics(&report.diagnostics))?;
        map.serialize_entry("path", &report.path)?;
        map.serialize_entry("profile", &report.profile)?;
        map.serialize_entry("target", &report.target)?;
        map.end()
    }
}

struct Diagnostics<'a>(&'a [Located]);

impl Serialize for Diagnostics<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for located in self.0 {
            seq.serialize_element(&DiagnosticOut(located))?;
        }
        seq.end()
    }
}

struct DiagnosticOut<'a>(&'a Located);

impl Serialize for DiagnosticOut<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let located = self.0;
        let d = &located.diagnostic;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("code", &super::Displayed(&d.code))?;
        map.serialize_entry("column", &located.column)?;
        map.serialize_entry("end_column", &located.end_column)?;
        map.serialize_entry("end_line", &located.end_line)?;
        map.serialize_entry("function", &d.function)?;
        if let Some(help) = &d.help {
            map.serialize_entry("help", help)?;
        }
        if !located.more_sites.is_empty() {
            map.serialize_entry("ir_sites", &Sites(located))?;
        }
        map.serialize_entry("line", &located.line)?;
        map.serialize_entry("message", &d.message)?;
        if !d.notes.is_empty() {
            map.serialize_entry("notes", &d.notes)?;
        }
        if let Some(requirement) = &d.requirement {
            map.serialize_entry("requirement", requirement)?;
        }
        map.serialize_entry("severity", d.severity.as_str())?;
        if let Some(source) = &located.source {
            map.serialize_entry("source", &SourceOut(source))?;
        }
        map.end()
    }
}

/// Every IR site of a finding folded from several (its own first).
struct Sites<'a>(&'a Located);

impl Serialize for Sites<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(1 + self.0.more_sites.len()))?;
        for site in self.0.ir_sites() {
            seq.serialize_element(&SiteOut(site))?;
        }
        seq.end()
    }
}

struct SiteOut(IrSite);

impl Serialize for SiteOut {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("column", &self.0.column)?;
        map.serialize_entry("end_column", &self.0.end_column)?;
        map.serialize_entry("end_line", &self.0.end_line)?;
        map.serialize_entry("line", &self.0.line)?;
        map.end()
    }
}

/// `{"file", "line", "column"}`: the user's source position.
struct SourceOut<'a>(&'a SourceLocation);

impl Serialize for SourceOut<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("column", &self.0.column)?;
        map.serialize_entry("file", &self.0.file)?;
        map.serialize_entry("line", &self.0.line)?;
        map.end()
    }
}

struct SummaryOut(Summary);

impl Serialize for SummaryOut {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("errors", &self.0.errors)?;
        map.serialize_entry("files", &self.0.files)?;
        map.serialize_entry("warnings", &self.0.warnings)?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Map, Value};

    use super::*;
    use crate::render::tests::sample_reports;

    /// The renderer as it was, through a `serde_json::Value` tree: the streamed one must print
    /// the same bytes.
    fn reference(reports: &[FileReport]) -> String {
        let summary = Summary::of(reports);
        let document = json!({
            "version": 1,
            "files": reports.iter().map(file).collect::<Vec<_>>(),
            "summary": {"files": summary.files, "errors": summary.errors, "warnings": summary.warnings},
        });
        let mut out = serde_json::to_string_pretty(&document).unwrap();
        out.push('\n');
        out
    }

    fn file(report: &FileReport) -> Value {
        json!({
            "path": report.path,
            "target": report.target,
            "profile": report.profile,
            "diagnostics": report.diagnostics.iter().map(diagnostic).collect::<Vec<_>>(),
        })
    }

    fn diagnostic(located: &Located) -> Value {
        let d = &located.diagnostic;
        let mut object = Map::new();
        object.insert("code".into(), d.code.to_string().into());
        object.insert("severity".into(), d.severity.as_str().into());
        object.insert("message".into(), d.message.clone().into());
        object.insert("line".into(), located.line.into());
        object.insert("column".into(), located.column.into());
        object.insert("end_line".into(), located.end_line.into());
        object.insert("end_column".into(), located.end_column.into());
        object.insert(
            "function".into(),
            d.function.clone().map_or(Value::Null, Value::from),
        );
        if let Some(requirement) = &d.requirement {
            object.insert("requirement".into(), requirement.clone().into());
        }
        if let Some(help) = &d.help {
            object.insert("help".into(), help.clone().into());
        }
        if !d.notes.is_empty() {
            object.insert("notes".into(), d.notes.clone().into());
        }
        if let Some(source) = &located.source {
            object.insert(
                "source".into(),
                json!({"file": source.file, "line": source.line, "column": source.column}),
            );
        }
        if !located.more_sites.is_empty() {
            let sites: Vec<Value> = located
                .ir_sites()
                .map(|s| json!({"line": s.line, "column": s.column, "end_line": s.end_line, "end_column": s.end_column}))
                .collect();
            object.insert("ir_sites".into(), sites.into());
        }
        Value::Object(object)
    }

    #[test]
    fn streamed_output_is_the_value_trees() {
        let reports = sample_reports();
        assert_eq!(render(&reports), reference(&reports));
        assert_eq!(render(&reports[..1]), reference(&reports[..1]));
        assert_eq!(render(&[]), reference(&[]));
    }
}
