//! `--format json`: one JSON document, the stable machine contract.
//!
//! `{"version":1,"files":[{"path","target","profile","diagnostics":[{"code","severity","message",
//! "line","column","function", …}]}],"summary":{"files","errors","warnings"}}`

use serde_json::{json, Map, Value};

use crate::report::{FileReport, Located, Summary};

pub fn render(reports: &[FileReport]) -> String {
    let summary = Summary::of(reports);
    let document = json!({
        "version": 1,
        "files": reports.iter().map(file).collect::<Vec<_>>(),
        "summary": {"files": summary.files, "errors": summary.errors, "warnings": summary.warnings},
    });
    let mut out = serde_json::to_string_pretty(&document).expect("a JSON value always serialises");
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
    Value::Object(object)
}
