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
