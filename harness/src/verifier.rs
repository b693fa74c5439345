//! nvverify's side of a comparison: one finding per diagnostic.

use serde::Serialize;

/// One nvverify diagnostic.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub code: String,
    /// `error`, `warning`, `note`.
    pub severity: String,
    pub message: String,
    pub line: u32,
}

impl Finding {
    pub fn is_error(&self) -> bool {
        self.severity == "error"
    }
    pub fn describe(&self) -> String {
        format!("{} line {}: {}", self.code, self.line, self.message)
    }
}

/// Something that verifies a module at a target under a profile (nvverify's engine; a fake in
/// tests). `llvm`: the LLVM major version of the consuming back end (nvverify's `--llvm N`),
/// `None` to take it from the module.
pub trait Verifier {
    fn check(
        &mut self,
        name: &str,
        text: &str,
        target: &str,
        profile: &str,
        llvm: Option<u32>,
    ) -> Result<Vec<Finding>, String>;
}
