//! Human output: `file:line:col: severity[CODE]: message`, notes indented below, a closing summary.

use std::fmt::Write;

use crate::report::{FileReport, Summary};

pub fn render(reports: &[FileReport]) -> String {
    let mut out = String::new();
    for report in reports {
        for located in &report.diagnostics {
            let d = &located.diagnostic;
            let _ = writeln!(
                out,
                "{}:{}:{}: {}[{}]: {}",
                report.path,
                located.line,
                located.column,
                d.severity.as_str(),
                d.code,
                d.message
            );
            if let Some(function) = &d.function {
                let _ = writeln!(out, "  = in function: {function}");
            }
            if let Some(requirement) = &d.requirement {
                let _ = writeln!(out, "  = note: {requirement}");
            }
            if let Some(help) = &d.help {
                let _ = writeln!(out, "  = help: {help}");
            }
        }
    }
    let summary = Summary::of(reports);
    let _ = writeln!(
        out,
        "{} {}, {} {} in {} {}",
        summary.errors,
        plural(summary.errors, "error", "errors"),
        summary.warnings,
        plural(summary.warnings, "warning", "warnings"),
        summary.files,
        plural(summary.files, "file", "files"),
    );
    out
}

fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}
