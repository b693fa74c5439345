//! The [`Verifier`] backed by nvverify's engine (`engine::Workspace`), one workspace per
//! (target, profile, LLVM version) so salsa keeps each configuration's results.

use std::collections::HashMap;
use std::path::PathBuf;

use crate::verifier::{Finding, Verifier};

pub struct Engine {
    rules_dir: Option<PathBuf>,
    spaces: HashMap<(String, String, Option<u32>), engine::Workspace>,
}

impl Engine {
    /// `rules_dir`: rule files to load instead of the compiled tables.
    pub fn new(rules_dir: Option<PathBuf>) -> Engine {
        Engine {
            rules_dir,
            spaces: HashMap::new(),
        }
    }
}

impl Verifier for Engine {
    fn check(
        &mut self,
        name: &str,
        text: &str,
        target: &str,
        profile: &str,
        llvm: Option<u32>,
    ) -> Result<Vec<Finding>, String> {
        let key = (target.to_string(), profile.to_string(), llvm);
        if !self.spaces.contains_key(&key) {
            let ws = engine::Workspace::new(engine::Options {
                target: Some(target.to_string()),
                profile: Some(profile.to_string()),
                llvm,
                rules_dir: self.rules_dir.clone(),
                ..Default::default()
            })?;
            self.spaces.insert(key.clone(), ws);
        }
        let ws = self.spaces.get_mut(&key).ok_or("workspace vanished")?;
        ws.set_file(name, text);
        let report = ws.report(name).ok_or("the file is not open")?;
        // Keep memory flat over thousands of mutants.
        ws.remove_file(name);
        Ok(report
            .diagnostics
            .iter()
            .map(|d| Finding {
                code: d.diagnostic.code.to_string(),
                severity: d.diagnostic.severity.as_str().to_string(),
                message: d.diagnostic.message.clone(),
                line: d.line,
            })
            .collect())
    }
}
