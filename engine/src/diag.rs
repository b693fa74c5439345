//! The one diagnostic model every check produces and every renderer reads.
//!
//! Spans are byte ranges. Checks that run on one item (a function, a global)
//! produce spans relative to that item's start, so an edit elsewhere in the
//! file leaves their results equal; [`Diagnostic::shifted`] moves them into
//! file coordinates when a file's results are assembled.

use std::fmt;

/// A stable rule code such as `NV3001`, stored as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Code(pub u16);

impl Code {
    /// The syntax-error code of the front end.
    pub const SYNTAX: Code = Code(1);

    /// Parses `NV3001` (case-insensitive prefix); `None` for anything else.
    pub fn parse(text: &str) -> Option<Code> {
        let digits = text
            .strip_prefix("NV")
            .or_else(|| text.strip_prefix("nv"))?;
        if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok().map(Code)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NV{:04}", self.0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// One finding. `message` is NVIDIA's verbatim text where the rule has one;
/// the requirement and the target travel as structured fields beside it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    pub message: String,
    /// Byte range: item-relative inside per-item query results, file-relative after [`Diagnostic::shifted`].
    pub start: u32,
    pub end: u32,
    /// The enclosing function, if any.
    pub function: Option<String>,
    /// What the IR construct needs, e.g. `requires sm_90 or later`.
    pub requirement: Option<String>,
    /// A known fix, e.g. `use --target sm_90a`.
    pub help: Option<String>,
    /// Further notes after the requirement, in order (e.g. a kernel's parameter layout).
    pub notes: Vec<String>,
    /// The gate the construct misses, as data, for a target-gated finding: what
    /// `nvverify requirements` reads the lowest target and PTX version off.
    pub needs: Option<Box<Needs>>,
}

/// What a target-gated construct needs: one of the alternatives, each a set of targets (bit `i`
/// stands for the rule set's `targets[i]`) and a PTX window. The rule set's `Gate`, copied so
/// that a diagnostic stands alone.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Needs {
    pub alternatives: Vec<NeedsAlternative>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NeedsAlternative {
    /// Accepted targets: bit `i % 64` of word `i / 64` for the rule set's `targets[i]`.
    pub targets: [u64; 2],
    /// Minimum PTX × 10 (0: none).
    pub ptx: u32,
    /// PTX must be below this × 10 (0: no bound).
    pub ptx_below: u32,
}

impl Needs {
    /// Does target index `t` satisfy an alternative's target set?
    pub fn accepts(&self, t: u32) -> bool {
        self.alternatives.is_empty() || self.alternatives.iter().any(|a| a.contains(t))
    }

    /// The lowest PTX (× 10) an alternative accepting target `t` needs; `None` when none does.
    pub fn required_ptx(&self, t: u32) -> Option<u32> {
        if self.alternatives.is_empty() {
            return Some(0);
        }
        self.alternatives
            .iter()
            .filter(|a| a.contains(t))
            .map(|a| a.ptx)
            .min()
    }

    /// The lowest PTX version (× 10, at least `min_ptx`, the target's own minimum) at which
    /// target `t` meets the requirement; `None` when no alternative accepts `t` or its PTX
    /// window is closed there.
    pub fn lowest_ptx(&self, t: u32, min_ptx: u32) -> Option<u32> {
        if self.alternatives.is_empty() {
            return Some(min_ptx);
        }
        self.alternatives
            .iter()
            .filter(|a| a.contains(t))
            .map(|a| a.ptx.max(min_ptx))
            .filter(|&p| {
                self.alternatives
                    .iter()
                    .any(|a| a.contains(t) && p >= a.ptx && (a.ptx_below == 0 || p < a.ptx_below))
            })
            .min()
    }
}

impl NeedsAlternative {
    pub fn contains(&self, t: u32) -> bool {
        let i = t as usize;
        i < 128 && self.targets[i / 64] & (1u64 << (i % 64)) != 0
    }
}

impl Diagnostic {
    pub fn new(
        code: Code,
        severity: Severity,
        message: impl Into<String>,
        span: std::ops::Range<u32>,
    ) -> Self {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            start: span.start,
            end: span.end,
            function: None,
            requirement: None,
            help: None,
            notes: Vec::new(),
            needs: None,
        }
    }

    pub fn in_function(mut self, name: impl Into<String>) -> Self {
        self.function = Some(name.into());
        self
    }

    pub fn with_requirement(mut self, requirement: impl Into<String>) -> Self {
        self.requirement = Some(requirement.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn with_needs(mut self, needs: Needs) -> Self {
        self.needs = Some(Box::new(needs));
        self
    }

    /// Moves an item-relative diagnostic into file coordinates.
    pub fn shifted(mut self, offset: u32) -> Self {
        self.start = self.start.saturating_add(offset);
        self.end = self.end.saturating_add(offset);
        self
    }

    /// The order every output uses: position, then code, then text.
    pub fn sort_key(&self) -> (u32, u32, Code, &str) {
        (self.start, self.end, self.code, &self.message)
    }
}

/// Sorts diagnostics by position so output is deterministic whatever the thread count.
pub fn sort(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_round_trips() {
        assert_eq!(Code::parse("NV3001"), Some(Code(3001)));
        assert_eq!(Code(42).to_string(), "NV0042");
        assert_eq!(Code::parse("NV301"), None);
        assert_eq!(Code::parse("XX3001"), None);
    }

    #[test]
    fn sorting_is_by_position_then_code() {
        let mut d = vec![
            Diagnostic::new(Code(2), Severity::Error, "b", 10..12),
            Diagnostic::new(Code(1), Severity::Error, "a", 10..12),
            Diagnostic::new(Code(9), Severity::Warning, "c", 3..4),
        ];
        sort(&mut d);
        let order: Vec<u16> = d.iter().map(|d| d.code.0).collect();
        assert_eq!(order, vec![9, 1, 2]);
    }
}
