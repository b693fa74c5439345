//! `--format github`: GitHub Actions workflow commands, one per diagnostic:
//! `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=NV4001::message`.

use std::fmt::Write;

use crate::diag::Severity;
use crate::report::FileReport;

/// One line per diagnostic; `show_target` adds the target to the title (several targets in a run).
pub fn render(reports: &[FileReport], show_target: bool) -> String {
    let count: usize = reports.iter().map(|r| r.diagnostics.len()).sum();
    let mut out = String::with_capacity(count * 256);
    for report in reports {
        for located in &report.diagnostics {
            let d = &located.diagnostic;
            let command = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "notice",
            };
            let _ = write!(out, "::{command} file=");
            push_property(&mut out, &report.path);
            let _ = write!(
                out,
                ",line={},col={},endLine={},endColumn={},title={}",
                located.line,
                located.column,
                located.end_line.max(located.line),
                located.end_column,
                d.code,
            );
            if show_target {
                out.push_str(" (");
                push_property(&mut out, &report.target);
                out.push(')');
            }
            out.push_str("::");
            push_data(&mut out, &d.message);
            if let Some(function) = &d.function {
                out.push_str("%0Ain function `");
                push_data(&mut out, function);
                out.push('`');
            }
            if let Some(requirement) = &d.requirement {
                out.push_str("%0Anote: ");
                push_data(&mut out, requirement);
            }
            for note in &d.notes {
                out.push_str("%0Anote: ");
                push_data(&mut out, note);
            }
            if let Some(help) = &d.help {
                out.push_str("%0Ahelp: ");
                push_data(&mut out, help);
            }
            out.push('\n');
        }
    }
    out
}

/// Appends `text` escaped as a command's message.
fn push_data(out: &mut String, text: &str) {
    push_escaped(out, text, false);
}

/// Appends `text` escaped as a property value.
fn push_property(out: &mut String, text: &str) {
    push_escaped(out, text, true);
}

fn push_escaped(out: &mut String, text: &str, property: bool) {
    let mut rest = text;
    while let Some(at) =
        rest.find(|c: char| matches!(c, '%' | '\r' | '\n') || (property && matches!(c, ':' | ',')))
    {
        out.push_str(&rest[..at]);
        out.push_str(match rest.as_bytes()[at] {
            b'%' => "%25",
            b'\r' => "%0D",
            b'\n' => "%0A",
            b':' => "%3A",
            _ => "%2C",
        });
        rest = &rest[at + 1..];
    }
    out.push_str(rest);
}

/// Escapes a command's message.
#[cfg(test)]
fn data(text: &str) -> String {
    let mut out = String::new();
    push_data(&mut out, text);
    out
}

/// Escapes a property value.
#[cfg(test)]
fn property(text: &str) -> String {
    let mut out = String::new();
    push_property(&mut out, text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::tests::sample_reports;

    #[test]
    fn escapes_follow_the_toolkit() {
        assert_eq!(super::property("a:b,c%\n"), "a%3Ab%2Cc%25%0A");
        assert_eq!(super::data("a:b,c%\n"), "a:b,c%25%0A");
        assert_eq!(super::property("é\r\n%:,✓"), "é%0D%0A%25%3A%2C✓");
    }

    /// The renderer as it was: replace-based escaping of whole strings.
    fn reference(reports: &[FileReport], show_target: bool) -> String {
        let data = |text: &str| {
            text.replace('%', "%25")
                .replace('\r', "%0D")
                .replace('\n', "%0A")
        };
        let property = |text: &str| data(text).replace(':', "%3A").replace(',', "%2C");
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
                for note in &d.notes {
                    let _ = write!(message, "\nnote: {note}");
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

    #[test]
    fn output_is_the_reference_renderers() {
        let mut reports = sample_reports();
        reports[1].target = "sm_9,0:a%".into();
        for show_target in [false, true] {
            assert_eq!(
                render(&reports, show_target),
                reference(&reports, show_target)
            );
        }
    }
}
