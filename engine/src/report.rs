//! A file's verdict: its diagnostics placed at line and column, ready for any renderer.

use crate::diag::{Diagnostic, Severity};

/// A diagnostic with its file position resolved (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub diagnostic: Diagnostic,
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
}

/// Everything the renderers need about one verified file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileReport {
    /// The path as the user gave it.
    pub path: String,
    /// The canonical target name the file was verified for, e.g. `sm_90a`.
    pub target: String,
    /// The profile applied, e.g. `nvvm` or `llvm`.
    pub profile: String,
    /// Sorted by position.
    pub diagnostics: Vec<Located>,
}

impl FileReport {
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.diagnostic.severity == severity)
            .count()
    }
}

/// Totals over a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub files: usize,
    pub errors: usize,
    pub warnings: usize,
}

impl Summary {
    pub fn of(reports: &[FileReport]) -> Summary {
        Summary {
            files: reports.len(),
            errors: reports.iter().map(|r| r.count(Severity::Error)).sum(),
            warnings: reports.iter().map(|r| r.count(Severity::Warning)).sum(),
        }
    }
}

/// What the user chose to see, applied when a file's report is assembled (after every check ran):
/// `--select`/`--ignore` by code or code prefix, severity overrides, and inline suppression
/// comments (`; nvverify: allow(NV2003)` on the offending line or on the line above it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// Code prefixes to keep (`NV4`, `NV40`, `NV4001`); empty keeps every code.
    pub select: Vec<String>,
    /// Code prefixes to drop; they win over `select`.
    pub ignore: Vec<String>,
    /// `(prefix, severity)`: the longest matching prefix decides.
    pub severity: Vec<(String, Severity)>,
    /// Honour `; nvverify: allow(...)` comments (on by default in the CLI).
    pub suppressions: bool,
}

/// The comment marker inline suppressions use.
pub const ALLOW_MARKER: &str = "nvverify: allow(";

impl Policy {
    /// A policy that keeps everything as the checks produced it, honouring inline suppressions.
    pub fn standard() -> Policy {
        Policy {
            suppressions: true,
            ..Policy::default()
        }
    }

    /// Validates a code or prefix as written on the command line: `NV`, then up to four digits.
    pub fn parse_prefix(text: &str) -> Result<String, String> {
        let upper = text.trim().to_ascii_uppercase();
        let digits = upper.strip_prefix("NV").unwrap_or("");
        if !upper.starts_with("NV")
            || digits.len() > 4
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(format!(
                "`{text}` is not a rule code or code prefix (expected e.g. NV4001, NV40, NV4)"
            ));
        }
        Ok(upper)
    }

    /// Parses `CODE=error|warning|note` (CODE may be a prefix).
    pub fn parse_override(text: &str) -> Result<(String, Severity), String> {
        let (code, level) = text
            .split_once('=')
            .ok_or_else(|| format!("`{text}`: expected CODE=error|warning|note"))?;
        let severity = match level.trim().to_ascii_lowercase().as_str() {
            "error" => Severity::Error,
            "warning" | "warn" => Severity::Warning,
            "note" | "info" => Severity::Note,
            other => return Err(format!("`{other}`: expected error, warning or note")),
        };
        Ok((Self::parse_prefix(code)?, severity))
    }

    /// A stable text of the policy, part of cache keys.
    pub fn fingerprint(&self) -> String {
        let mut severity: Vec<String> = self
            .severity
            .iter()
            .map(|(c, s)| format!("{c}={}", s.as_str()))
            .collect();
        severity.sort();
        let mut select = self.select.clone();
        select.sort();
        let mut ignore = self.ignore.clone();
        ignore.sort();
        format!(
            "select={};ignore={};severity={};suppress={}",
            select.join(","),
            ignore.join(","),
            severity.join(","),
            self.suppressions
        )
    }

    pub fn is_identity(&self) -> bool {
        self.select.is_empty()
            && self.ignore.is_empty()
            && self.severity.is_empty()
            && !self.suppressions
    }

    /// Whether a code survives `select`/`ignore`.
    pub fn keeps(&self, code: &str) -> bool {
        let matches = |p: &String| code.starts_with(p.as_str());
        (self.select.is_empty() || self.select.iter().any(matches))
            && !self.ignore.iter().any(matches)
    }

    /// The severity after overrides.
    pub fn severity_of(&self, code: &str, severity: Severity) -> Severity {
        self.severity
            .iter()
            .filter(|(p, _)| code.starts_with(p.as_str()))
            .max_by_key(|(p, _)| p.len())
            .map_or(severity, |(_, s)| *s)
    }

    /// Filters and re-grades `report` in place; `text` is the module's source (for suppressions).
    pub fn apply(&self, report: &mut FileReport, text: &str) {
        let suppressed = if self.suppressions {
            Suppressions::scan(text)
        } else {
            Suppressions::default()
        };
        self.retain(report, |_, located, code| {
            suppressed.allows(located.line, code)
        });
    }

    /// Like [`Policy::apply`] without the module's text: `nearby(i, located)` gives the
    /// text of the line above the `i`-th diagnostic (as given) and of its own line (the
    /// two lines whose allow comments count), so only the lines with findings are read.
    pub fn apply_nearby(
        &self,
        report: &mut FileReport,
        nearby: impl Fn(usize, &Located) -> (String, String),
    ) {
        self.retain(report, |i, located, code| {
            if !self.suppressions {
                return false;
            }
            let (above, own) = nearby(i, located);
            Suppressions::scan(&format!("{above}\n{own}")).allows(2, code)
        });
    }

    /// The one filter both entry points share: select/ignore, then `suppressed(index,
    /// diagnostic, code)`, then severity overrides.
    fn retain(
        &self,
        report: &mut FileReport,
        mut suppressed: impl FnMut(usize, &Located, &str) -> bool,
    ) {
        if self.is_identity() {
            return;
        }
        let mut index = 0;
        report.diagnostics.retain_mut(|located| {
            let i = index;
            index += 1;
            let code = located.diagnostic.code.to_string();
            if !self.keeps(&code) || suppressed(i, located, &code) {
                return false;
            }
            located.diagnostic.severity = self.severity_of(&code, located.diagnostic.severity);
            true
        });
    }
}

/// The `; nvverify: allow(CODE, PREFIX…)` comments of a module, by 1-based line.
#[derive(Clone, Debug, Default)]
pub struct Suppressions {
    lines: std::collections::BTreeMap<u32, Vec<String>>,
}

impl Suppressions {
    /// Finds every allow comment; a module without the marker costs one substring search.
    pub fn scan(text: &str) -> Suppressions {
        let mut lines = std::collections::BTreeMap::new();
        if !text.contains(ALLOW_MARKER) {
            return Suppressions { lines };
        }
        for (i, line) in text.lines().enumerate() {
            let Some(comment) = line.find(';').map(|at| &line[at..]) else {
                continue;
            };
            let mut rest = comment;
            while let Some(at) = rest.find(ALLOW_MARKER) {
                rest = &rest[at + ALLOW_MARKER.len()..];
                let Some(close) = rest.find(')') else { break };
                let codes = rest[..close]
                    .split(',')
                    .map(|c| c.trim().to_ascii_uppercase())
                    .filter(|c| !c.is_empty());
                lines
                    .entry(i as u32 + 1)
                    .or_insert_with(Vec::new)
                    .extend(codes);
                rest = &rest[close..];
            }
        }
        Suppressions { lines }
    }

    /// Whether a diagnostic with `code` on `line` is allowed by a comment on that line or the one above.
    pub fn allows(&self, line: u32, code: &str) -> bool {
        [line, line.saturating_sub(1)]
            .iter()
            .filter_map(|l| self.lines.get(l))
            .flatten()
            .any(|allowed| allowed == "ALL" || code.starts_with(allowed.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::{Code, Diagnostic};

    fn report(codes: &[(u16, u32)]) -> FileReport {
        FileReport {
            path: "m.ll".into(),
            target: "sm_80".into(),
            profile: "nvvm".into(),
            diagnostics: codes
                .iter()
                .map(|&(code, line)| Located {
                    diagnostic: Diagnostic::new(Code(code), Severity::Error, "m", 0..1),
                    line,
                    column: 1,
                    end_line: line,
                    end_column: 2,
                })
                .collect(),
        }
    }

    fn codes(report: &FileReport) -> Vec<u16> {
        report
            .diagnostics
            .iter()
            .map(|d| d.diagnostic.code.0)
            .collect()
    }

    #[test]
    fn select_and_ignore_match_prefixes() {
        let policy = Policy {
            select: vec!["NV4".into()],
            ignore: vec!["NV40".into()],
            ..Policy::default()
        };
        let mut r = report(&[(4001, 1), (4101, 2), (2003, 3)]);
        policy.apply(&mut r, "");
        assert_eq!(codes(&r), vec![4101]);
    }

    #[test]
    fn longest_override_wins() {
        let policy = Policy {
            severity: vec![
                ("NV4".into(), Severity::Note),
                ("NV4001".into(), Severity::Warning),
            ],
            ..Policy::default()
        };
        let mut r = report(&[(4001, 1), (4002, 2)]);
        policy.apply(&mut r, "");
        assert_eq!(r.diagnostics[0].diagnostic.severity, Severity::Warning);
        assert_eq!(r.diagnostics[1].diagnostic.severity, Severity::Note);
    }

    #[test]
    fn allow_comments_cover_their_line_and_the_next() {
        let text = "; nvverify: allow(NV2003)\nline2\nline3 ; nvverify: allow(NV4, NV1001)\nline4\nline5\n";
        let mut r = report(&[
            (2003, 1),
            (2003, 2),
            (2003, 3),
            (4001, 3),
            (4002, 4),
            (4003, 5),
        ]);
        Policy::standard().apply(&mut r, text);
        assert_eq!(codes(&r), vec![2003, 4003]);
    }

    #[test]
    fn prefixes_are_validated() {
        assert_eq!(Policy::parse_prefix("nv40").unwrap(), "NV40");
        assert!(Policy::parse_prefix("NV40012").is_err());
        assert!(Policy::parse_prefix("E0308").is_err());
        assert_eq!(
            Policy::parse_override("NV4001=warning").unwrap(),
            ("NV4001".into(), Severity::Warning)
        );
        assert!(Policy::parse_override("NV4001").is_err());
    }
}
