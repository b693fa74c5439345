//! `--format github`: GitHub Actions workflow commands, one per diagnostic:
//! `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=NV4001::message`.

use std::fmt::Write;

use crate::diag::Severity;
use crate::report::FileReport;

/// One line per diagnostic; `show_target` adds the target to the title (several targets in a run).
pub fn render(reports: &[FileReport], show_target: bool) -> String {
    let mut out = String::new();
    for report in reports {
        for located in &report.diagnostics {
            let d = &located.diagnostic;
            let command = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "notice",
            };
            let title = if show_target {
                format!("{} ({})", d.code, report.target)
            } else {
                d.code.to_string()
            };
            let mut message = d.message.clone();
            if let Some(function) = &d.function {
                let _ = write!(message, "\nin function `{function}`");
            }
            if let Some(requirement) = &d.requirement {
                let _ = write!(message, "\nnote: {requirement}");
            }
            if let Some(help) = &d.help {
                let _ = write!(message, "\nhelp: {help}");
            }
            let _ = writeln!(
                out,
                "::{command} file={},line={},col={},endLine={},endColumn={},title={}::{}",
                property(&report.path),
                located.line,
                located.column,
                located.end_line.max(located.line),
                located.end_column,
                property(&title),
                data(&message),
            );
        }
    }
    out
}

/// Escapes a command's message.
fn data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a property value.
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_follow_the_toolkit() {
        assert_eq!(super::property("a:b,c%\n"), "a%3Ab%2Cc%25%0A");
        assert_eq!(super::data("a:b,c%\n"), "a:b,c%25%0A");
    }
}
