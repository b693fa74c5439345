//! A file's verdict: its diagnostics placed at line and column, ready for any renderer.

use crate::diag::{Code, Diagnostic, Severity};

/// A diagnostic with its file position resolved (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub diagnostic: Diagnostic,
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
    /// The user's source line the IR came from: the `!dbg` location of the finding's IR
    /// line, its `inlinedAt` chain followed to the outermost frame. `None` without debug info.
    pub source: Option<SourceLocation>,
    /// The other IR sites of the same finding from the same source location (a loop the
    /// compiler unrolled): one finding, every site kept. Empty for a finding at one site.
    pub more_sites: Vec<IrSite>,
}

impl Located {
    /// A finding at one IR site, with no source location yet.
    pub fn new(
        diagnostic: Diagnostic,
        line: u32,
        column: u32,
        end_line: u32,
        end_column: u32,
    ) -> Located {
        Located {
            diagnostic,
            line,
            column,
            end_line,
            end_column,
            source: None,
            more_sites: Vec::new(),
        }
    }

    /// Every IR site of the finding, its own first.
    pub fn ir_sites(&self) -> impl Iterator<Item = IrSite> + '_ {
        std::iter::once(IrSite {
            line: self.line,
            column: self.column,
            end_line: self.end_line,
            end_column: self.end_column,
        })
        .chain(self.more_sites.iter().copied())
    }
}

/// A position in the user's program, from a `!DILocation` and its scope's `!DIFile`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceLocation {
    /// The file as the debug info names it: `directory/filename` when the filename is relative.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column; 0 when the debug info gives none.
    pub column: u32,
}

impl std::fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)?;
        if self.column > 0 {
            write!(f, ":{}", self.column)?;
        }
        Ok(())
    }
}

/// One IR position of a finding (1-based line and column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IrSite {
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
}

/// Folds findings that are the same finding from one source location into the first of
/// them (in report order), its other IR sites listed in `more_sites`: a compiler that
/// unrolls a loop repeats one line of the user's program at many IR lines, and the user
/// has one thing to fix. Findings without a source location are left as they are.
pub fn merge_same_source(diagnostics: &mut Vec<Located>) {
    if diagnostics
        .iter()
        .filter(|d| d.source.is_some())
        .nth(1)
        .is_none()
    {
        return;
    }
    // What makes two findings the same finding: everything but the IR span.
    type Key<'a> = (
        &'a SourceLocation,
        Code,
        Severity,
        &'a str,
        Option<&'a str>,
        Option<&'a str>,
        Option<&'a str>,
        &'a [String],
    );
    let mut first_of: std::collections::HashMap<Key<'_>, usize> = std::collections::HashMap::new();
    // (index folded, index it folds into)
    let mut folds: Vec<(usize, usize)> = Vec::new();
    for (i, l) in diagnostics.iter().enumerate() {
        let Some(source) = &l.source else { continue };
        let d = &l.diagnostic;
        let key: Key<'_> = (
            source,
            d.code,
            d.severity,
            &d.message,
            d.function.as_deref(),
            d.requirement.as_deref(),
            d.help.as_deref(),
            &d.notes,
        );
        match first_of.entry(key) {
            std::collections::hash_map::Entry::Occupied(e) => folds.push((i, *e.get())),
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(i);
            }
        }
    }
    if folds.is_empty() {
        return;
    }
    let mut keep = vec![true; diagnostics.len()];
    let mut extra: Vec<Vec<IrSite>> = vec![Vec::new(); diagnostics.len()];
    for &(i, into) in &folds {
        keep[i] = false;
        extra[into].extend(diagnostics[i].ir_sites());
    }
    let mut index = 0;
    diagnostics.retain_mut(|d| {
        let i = index;
        index += 1;
        d.more_sites.append(&mut extra[i]);
        keep[i]
    });
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

    fn report(codes: &[(u16, u32)]) -> FileReport {
        FileReport {
            path: "m.ll".into(),
            target: "sm_80".into(),
            profile: "nvvm".into(),
            diagnostics: codes
                .iter()
                .map(|&(code, line)| {
                    Located::new(
                        Diagnostic::new(Code(code), Severity::Error, "m", 0..1),
                        line,
                        1,
                        line,
                        2,
                    )
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

    fn at_source(code: u16, line: u32, source_line: Option<u32>) -> Located {
        let mut l = Located::new(
            Diagnostic::new(Code(code), Severity::Error, "m", line..line + 1),
            line,
            3,
            line,
            9,
        );
        l.source = source_line.map(|line| SourceLocation {
            file: "k.py".into(),
            line,
            column: 5,
        });
        l
    }

    #[test]
    fn same_finding_from_one_source_line_is_one_finding_with_every_site() {
        let mut d = vec![
            at_source(8001, 10, Some(7)),
            at_source(8001, 11, Some(7)),
            at_source(8002, 12, Some(7)),
            at_source(8001, 13, None),
            at_source(8001, 14, Some(8)),
            at_source(8001, 15, Some(7)),
        ];
        merge_same_source(&mut d);
        let lines: Vec<u32> = d.iter().map(|l| l.line).collect();
        assert_eq!(lines, vec![10, 12, 13, 14]);
        let sites: Vec<u32> = d[0].ir_sites().map(|s| s.line).collect();
        assert_eq!(sites, vec![10, 11, 15]);
        assert!(d[1..].iter().all(|l| l.more_sites.is_empty()));
    }

    #[test]
    fn findings_without_a_source_are_never_merged() {
        let mut d = vec![at_source(8001, 10, None), at_source(8001, 11, None)];
        merge_same_source(&mut d);
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn a_source_location_prints_as_file_line_column() {
        let s = SourceLocation {
            file: "/w/k.py".into(),
            line: 12,
            column: 0,
        };
        assert_eq!(s.to_string(), "/w/k.py:12");
        assert_eq!(
            SourceLocation { column: 4, ..s }.to_string(),
            "/w/k.py:12:4"
        );
    }
}
