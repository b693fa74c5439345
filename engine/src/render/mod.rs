//! Renderers: every output format reads the same [`FileReport`](crate::report::FileReport)s.

pub mod docs;
pub mod github;
pub mod human;
pub mod json;
pub mod sarif;

use std::fmt;

/// Serialises `value` as `serde_json::to_string_pretty` would, plus a closing newline, into a
/// buffer of `capacity` bytes to start with.
fn to_pretty_string(value: &impl serde::Serialize, capacity: usize) -> String {
    let mut out = Vec::with_capacity(capacity);
    serde_json::to_writer_pretty(&mut out, value).expect("serialising to memory cannot fail");
    out.push(b'\n');
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// Serialises a value's `Display` text as a JSON string, without an intermediate `String`.
struct Displayed<'a, T: fmt::Display>(&'a T);

impl<T: fmt::Display> serde::Serialize for Displayed<'_, T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self.0)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::diag::{Code, Diagnostic, Severity};
    use crate::report::{FileReport, Located};

    /// Reports with every optional field present and absent, strings that need escaping, a
    /// file without findings, one path twice (two targets) and several severities.
    pub fn sample_reports() -> Vec<FileReport> {
        let located = |code: u16,
                       severity: Severity,
                       message: &str,
                       line: u32,
                       function: Option<&str>,
                       requirement: Option<&str>,
                       help: Option<&str>| {
            let mut d = Diagnostic::new(Code(code), severity, message, 10..20);
            d.function = function.map(Into::into);
            d.requirement = requirement.map(Into::into);
            d.help = help.map(Into::into);
            Located::new(
                d,
                line,
                3,
                line + (code % 2) as u32,
                if code.is_multiple_of(3) { 3 } else { 17 },
            )
        };
        vec![
            FileReport {
                path: "a dir/x,y:z%.ll".into(),
                target: "sm_80".into(),
                profile: "nvvm".into(),
                diagnostics: vec![
                    located(
                        4001,
                        Severity::Error,
                        "llvm.nvvm.x requires sm_90; \"quoted\" \\ tab\t and é ✓ \u{1}",
                        12,
                        Some("kern"),
                        Some("requires sm_90 or later; target is sm_80"),
                        Some("compile for sm_90 (--target sm_90)"),
                    ),
                    located(
                        3,
                        Severity::Warning,
                        "multi\nline\r\nmessage",
                        14,
                        None,
                        None,
                        None,
                    ),
                    located(
                        2003,
                        Severity::Note,
                        "a note",
                        20,
                        Some("f"),
                        None,
                        Some("h"),
                    ),
                    located(1, Severity::Error, "syntax", 30, None, Some("r"), None),
                ],
            },
            FileReport {
                path: "a dir/x,y:z%.ll".into(),
                target: "sm_90a".into(),
                profile: "nvvm".into(),
                diagnostics: vec![located(
                    9999,
                    Severity::Error,
                    "unknown code",
                    1,
                    Some("g"),
                    None,
                    None,
                )],
            },
            FileReport {
                path: "clean.ll".into(),
                target: "sm_70".into(),
                profile: "llvm".into(),
                diagnostics: vec![],
            },
            FileReport {
                path: "C:\\win\\path [1].ll".into(),
                target: "sm_100f".into(),
                profile: "llvm".into(),
                diagnostics: vec![
                    {
                        let mut l = located(
                            7001,
                            Severity::Warning,
                            "w",
                            5,
                            Some("k2"),
                            Some("req"),
                            Some("help"),
                        );
                        l.diagnostic.notes = vec!["note one".into(), "\"note\" two".into()];
                        l
                    },
                    {
                        // A finding from one source line at three IR lines (an unrolled loop).
                        let mut l =
                            located(8001, Severity::Error, "bad asm", 9, Some("k2"), None, None);
                        l.source = Some(crate::report::SourceLocation {
                            file: "/w/kern el.py".into(),
                            line: 41,
                            column: 7,
                        });
                        l.more_sites = vec![
                            crate::report::IrSite {
                                line: 11,
                                column: 3,
                                end_line: 11,
                                end_column: 17,
                            },
                            crate::report::IrSite {
                                line: 13,
                                column: 3,
                                end_line: 13,
                                end_column: 17,
                            },
                        ];
                        l
                    },
                ],
            },
        ]
    }
}
