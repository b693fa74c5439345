//! Human output in the rustc/ruff style:
//!
//! ```text
//! error[NV4001]: intrinsic not supported on this target
//!   --> corpus/examples/x.ll:12:10
//!    |
//! 12 |   call void @llvm.nvvm.barrier.cluster.arrive()
//!    |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ in function `kernel`
//!    |
//!    = note: requires sm_90 or later; target is sm_80
//!    = help: …
//! ```
//!
//! A finding whose IR line carries debug info names the user's line in its label
//! (`in function `kernel`, from kernel.py:41:22`); one folded from several IR lines of
//! that source line says so in a note (`8 IR sites from this source line: lines …`).
//!
//! and a closing summary line, `N errors, M warnings in K files`.

use std::fmt::Write;

use rayon::prelude::*;

use annotate_snippets::{AnnotationKind, Group, Level, Origin, Renderer, Snippet};

use crate::diag::Severity;
use crate::report::{FileReport, Located, Summary};

/// How [`render_with`] draws.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    /// ANSI colours (only on a terminal, unless asked for).
    pub color: bool,
    /// Label each finding with its target and profile (several targets in one run).
    pub show_target: bool,
    /// Leave out the closing summary line.
    pub no_summary: bool,
}

/// Renders without source text (a `-->` line per diagnostic, no snippet) and without colour.
pub fn render(reports: &[FileReport]) -> String {
    render_with(reports, |_| None, Style::default())
}

/// Reports with at least this many diagnostics are rendered in parallel.
const PARALLEL_RENDER_MIN: usize = 32;

/// Renders every diagnostic with its source line; `source(path)` gives a file's text.
pub fn render_with<'s>(
    reports: &[FileReport],
    source: impl Fn(&str) -> Option<&'s str>,
    style: Style,
) -> String {
    let mut out = String::new();
    let renderer = if style.color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    for report in reports {
        let text = source(&report.path);
        let one = |located: &Located| diagnostic(&renderer, report, located, text, style);
        // A few hundred snippets cost milliseconds: render them on rayon's threads (in
        // order) rather than after the checks on one.
        let rendered: Vec<String> = if report.diagnostics.len() >= PARALLEL_RENDER_MIN {
            report.diagnostics.par_iter().map(one).collect()
        } else {
            report.diagnostics.iter().map(one).collect()
        };
        for r in rendered {
            out.push_str(&r);
            out.push_str("\n\n");
        }
    }
    if !style.no_summary {
        out.push_str(&summary_line(&Summary::of(reports)));
        out.push('\n');
    }
    out
}

/// `N errors, M warnings in K files`.
pub fn summary_line(summary: &Summary) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "{} {}, {} {} in {} {}",
        summary.errors,
        plural(summary.errors, "error", "errors"),
        summary.warnings,
        plural(summary.warnings, "warning", "warnings"),
        summary.files,
        plural(summary.files, "file", "files"),
    );
    s
}

/// One diagnostic, rendered (no trailing newline).
pub fn diagnostic(
    renderer: &Renderer,
    report: &FileReport,
    located: &Located,
    text: Option<&str>,
    style: Style,
) -> String {
    let d = &located.diagnostic;
    let level = match d.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
    };
    let code = d.code.to_string();
    let title = level.primary_title(d.message.as_str()).id(code.as_str());
    // The user's source line goes beside the IR line it produced.
    let label = match (&d.function, &located.source) {
        (Some(f), Some(source)) => Some(format!("in function `{f}`, from {source}")),
        (Some(f), None) => Some(format!("in function `{f}`")),
        (None, Some(source)) => Some(format!("from {source}")),
        (None, None) => None,
    };
    let sites_note = (!located.more_sites.is_empty()).then(|| {
        let lines: Vec<String> = located.ir_sites().map(|s| s.line.to_string()).collect();
        format!(
            "{} IR sites from this source line: lines {}",
            lines.len(),
            lines.join(", ")
        )
    });
    let target_note = style
        .show_target
        .then(|| format!("target: {} (profile {})", report.target, report.profile));
    let mut messages = Vec::new();
    if let Some(sites) = &sites_note {
        messages.push(Level::NOTE.message(sites.as_str()));
    }
    if let Some(requirement) = &d.requirement {
        messages.push(Level::NOTE.message(requirement.as_str()));
    }
    for note in &d.notes {
        messages.push(Level::NOTE.message(note.as_str()));
    }
    if let Some(target) = &target_note {
        messages.push(Level::NOTE.message(target.as_str()));
    }
    if let Some(help) = &d.help {
        messages.push(Level::HELP.message(help.as_str()));
    }
    let group: Group<'_> = match text.and_then(|t| excerpt(t, located)) {
        Some(excerpt) => {
            let annotation = AnnotationKind::Primary.span(excerpt.span.clone());
            let annotation = match &label {
                Some(label) => annotation.label(label.as_str()),
                None => annotation,
            };
            title
                .element(
                    Snippet::source(excerpt.source)
                        .line_start(located.line as usize)
                        .path(report.path.as_str())
                        .fold(false)
                        .annotation(annotation),
                )
                .elements(messages)
        }
        None => {
            let origin = Origin::path(report.path.as_str())
                .line(located.line as usize)
                .char_column(located.column as usize);
            let group = title.element(origin);
            let group = match &label {
                Some(label) => group.element(Level::NOTE.message(label.as_str())),
                None => group,
            };
            group.elements(messages)
        }
    };
    renderer.render(&[group])
}

/// The lines a diagnostic covers (at most [`MAX_LINES`]) and its span inside them.
struct Excerpt<'t> {
    source: &'t str,
    span: std::ops::Range<usize>,
}

const MAX_LINES: usize = 4;

fn excerpt<'t>(text: &'t str, located: &Located) -> Option<Excerpt<'t>> {
    let d = &located.diagnostic;
    let start = d.start as usize;
    let end = (d.end as usize).max(start);
    if end > text.len() || !text.is_char_boundary(start) || !text.is_char_boundary(end) {
        return None;
    }
    let line_start = text[..start].rfind('\n').map_or(0, |at| at + 1);
    let mut line_end = text[start..].find('\n').map_or(text.len(), |at| start + at);
    // Extend to the end of the span's last line, up to MAX_LINES lines.
    let mut lines = 1;
    while line_end < end && lines < MAX_LINES {
        line_end = text[line_end + 1..]
            .find('\n')
            .map_or(text.len(), |at| line_end + 1 + at);
        lines += 1;
    }
    let source = text[line_start..line_end].trim_end_matches('\r');
    let span_end = (end.min(line_start + source.len()) - line_start).max(start - line_start);
    let span_start = start - line_start;
    // An empty span still points at one column.
    let span = if span_end == span_start {
        let next = source[span_start..]
            .chars()
            .next()
            .map_or(0, char::len_utf8);
        span_start..span_start + next
    } else {
        span_start..span_end
    };
    Some(Excerpt { source, span })
}

fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::{Code, Diagnostic};

    fn report(start: u32, end: u32, line: u32, column: u32) -> FileReport {
        FileReport {
            path: "m.ll".into(),
            target: "sm_80".into(),
            profile: "llvm".into(),
            diagnostics: vec![Located::new(
                Diagnostic::new(Code(4001), Severity::Error, "bad call", start..end)
                    .in_function("k")
                    .with_requirement("requires sm_90 or later; target is sm_80")
                    .with_help("use --target sm_90"),
                line,
                column,
                line,
                column + end.saturating_sub(start),
            )],
        }
    }

    fn plain(report: &FileReport, text: &str) -> String {
        render_with(
            std::slice::from_ref(report),
            |_| Some(text),
            Style::default(),
        )
    }

    #[test]
    fn underlines_the_span_with_notes_and_summary() {
        let text = "define void @k() {\n  call void @x()\n}\n";
        let out = plain(&report(21, 34, 2, 3), text);
        assert!(
            out.starts_with("error[NV4001]: bad call\n --> m.ll:2:3\n"),
            "{out}"
        );
        assert!(
            out.contains("2 |   call void @x()\n  |   ^^^^^^^^^^^^^ in function `k`"),
            "{out}"
        );
        assert!(
            out.contains("= note: requires sm_90 or later; target is sm_80"),
            "{out}"
        );
        assert!(out.contains("= help: use --target sm_90"), "{out}");
        assert!(out.ends_with("\n1 error, 0 warnings in 1 file\n"), "{out}");
    }

    #[test]
    fn many_diagnostics_render_in_report_order() {
        // Enough diagnostics for the parallel path; each line's own function name shows
        // that snippets stay with their diagnostics and in order.
        let n = PARALLEL_RENDER_MIN as u32 * 3;
        let text: String = (0..n).map(|i| format!("call void @f{i}()\n")).collect();
        let mut many = report(0, 4, 1, 1);
        let one = many.diagnostics.pop().expect("one diagnostic");
        let mut offset = 0;
        for i in 0..n {
            let len = format!("call void @f{i}()\n").len() as u32;
            let mut d = one.clone();
            d.diagnostic.start = offset;
            d.diagnostic.end = offset + 4;
            d.line = i + 1;
            many.diagnostics.push(d);
            offset += len;
        }
        let out = plain(&many, &text);
        let mut at = 0;
        for i in 0..n {
            let line = format!("| call void @f{i}()\n");
            let found = out[at..]
                .find(&line)
                .unwrap_or_else(|| panic!("@f{i} after {at}"));
            at += found + line.len();
        }
        assert!(
            out.ends_with(&format!("\n{n} errors, 0 warnings in 1 file\n")),
            "{out}"
        );
    }

    #[test]
    fn odd_spans_and_texts_do_not_panic() {
        let text = "a\r\nb\tc é\n";
        for (start, end) in [
            (0, 0),
            (3, 3),
            (5, 9),
            (7, 8),
            (8, 9),
            (9, 9),
            (0, 11),
            (11, 11),
            (40, 50),
            (6, 4),
        ] {
            let out = plain(&report(start, end, 2, 1), text);
            assert!(
                out.contains("error[NV4001]: bad call"),
                "{start}..{end}: {out}"
            );
        }
        // Without the source, the location is still printed.
        let out = render(&[report(0, 1, 7, 9)]);
        assert!(out.contains("m.ll:7:9"), "{out}");
        assert!(out.contains("in function `k`"), "{out}");
    }

    #[test]
    fn long_spans_are_cut_to_a_few_lines() {
        let text: String = (0..50).map(|i| format!("line {i}\n")).collect();
        let out = plain(&report(0, text.len() as u32, 1, 1), &text);
        assert!(out.contains("line 3"), "{out}");
        assert!(!out.contains("line 10"), "{out}");
    }

    #[test]
    fn colour_only_when_asked() {
        let text = "x\n";
        let styled = render_with(
            &[report(0, 1, 1, 1)],
            |_| Some(text),
            Style {
                color: true,
                ..Style::default()
            },
        );
        assert!(styled.contains('\u{1b}'));
        assert!(!plain(&report(0, 1, 1, 1), text).contains('\u{1b}'));
    }
}
