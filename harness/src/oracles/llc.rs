//! llc-19 as an oracle for modern IR on sm_20..sm_90a.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::process;

#[derive(Clone, Debug)]
pub struct Llc {
    pub path: PathBuf,
    pub timeout: Duration,
}

/// What llc did with a module.
#[derive(Clone, Debug)]
pub enum LlcOutcome {
    Ptx(String),
    /// `LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.X` (an SM/PTX gate) or another
    /// `LLVM ERROR`, or a verifier failure: a verdict about the module.
    Rejected(Vec<String>),
    /// The module could not be judged: a parse error (LLVM 20+ syntax, …), a timeout, a crash.
    Unusable(String),
}

/// CPUs llc-19 knows (`-mcpu=help`).
pub const LLC19_CPUS: &[&str] = &[
    "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52", "sm_53", "sm_60",
    "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90",
    "sm_90a",
];
/// The newest PTX llc-19 can emit (ptx85).
pub const LLC19_MAX_PTX: u32 = 85;

impl Llc {
    pub fn new(path: &Path) -> Llc {
        Llc {
            path: path.to_path_buf(),
            timeout: Duration::from_secs(60),
        }
    }

    pub fn knows(cpu: &str) -> bool {
        LLC19_CPUS.contains(&cpu)
    }

    /// `llc -march=nvptx64 -mcpu=CPU [-mattr=+ptxNN] FILE -o -`.
    pub fn compile(&self, text: &str, cpu: &str, ptx: Option<u32>, dir: &Path) -> LlcOutcome {
        let file = dir.join("input.ll");
        if let Err(e) = std::fs::write(&file, text) {
            return LlcOutcome::Unusable(format!("cannot write {}: {e}", file.display()));
        }
        let mut args = vec!["-march=nvptx64".to_string(), format!("-mcpu={cpu}")];
        if let Some(p) = ptx {
            args.push(format!("-mattr=+ptx{p}"));
        }
        args.extend([file.display().to_string(), "-o".into(), "-".into()]);
        let r = match process::run(&self.path, &args, self.timeout) {
            Ok(r) => r,
            Err(e) => return LlcOutcome::Unusable(format!("cannot run llc: {e}")),
        };
        if r.timed_out {
            return LlcOutcome::Unusable(format!(
                "llc timed out after {} s",
                self.timeout.as_secs()
            ));
        }
        if r.success() {
            return LlcOutcome::Ptx(r.stdout);
        }
        classify_failure(&r.stderr, r.aborted())
    }
}

/// Sorts an llc failure into a verdict or an unusable run.
pub fn classify_failure(stderr: &str, aborted: bool) -> LlcOutcome {
    let mut errs = Vec::new();
    for l in stderr.lines() {
        if let Some(m) = l.strip_prefix("LLVM ERROR: ") {
            // "Cannot select: intrinsic %llvm.nvvm.X" → "Cannot select: intrinsic llvm.nvvm.X"
            errs.push(
                m.replace("intrinsic %llvm.", "intrinsic llvm.")
                    .trim()
                    .to_string(),
            );
        }
    }
    if !errs.is_empty() {
        return LlcOutcome::Rejected(errs);
    }
    // `error:` lines: a parse error names a file position (`input.ll:3:5: error: ...`).
    let first_err = stderr
        .lines()
        .find(|l| l.contains("error:"))
        .unwrap_or("")
        .trim()
        .to_string();
    if stderr.contains("input.ll:")
        && first_err.contains("error:")
        && !stderr.contains("Broken module")
    {
        return LlcOutcome::Unusable(format!(
            "llc-19 cannot parse the module: {}",
            short(&first_err)
        ));
    }
    if stderr.contains("Broken module") || stderr.contains("broken") {
        let msgs: Vec<String> = stderr
            .lines()
            .filter(|l| {
                !l.trim().is_empty() && !l.starts_with("  ") && !l.contains("Broken module")
            })
            .take(3)
            .map(|l| l.trim().to_string())
            .collect();
        return LlcOutcome::Rejected(msgs);
    }
    if !first_err.is_empty() {
        return LlcOutcome::Rejected(vec![short(&first_err)]);
    }
    if aborted {
        return LlcOutcome::Unusable("llc aborted without an LLVM ERROR message".into());
    }
    LlcOutcome::Unusable(format!(
        "llc failed: {}",
        short(stderr.lines().next().unwrap_or(""))
    ))
}

fn short(s: &str) -> String {
    let s = s.trim();
    // Drop the temp-file path prefix (`/tmp/.../input.ll:3:5: error: x` → `3:5: error: x`).
    let s = match s.find("input.ll:") {
        Some(i) => &s[i + "input.ll:".len()..],
        None => s,
    };
    s.chars().take(300).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cannot_select_is_a_verdict() {
        let e = "LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.redux.sync.add\nPLEASE submit a bug report\nStack dump:\n";
        match classify_failure(e, true) {
            LlcOutcome::Rejected(m) => {
                assert_eq!(m, vec!["Cannot select: intrinsic llvm.nvvm.redux.sync.add"])
            }
            o => panic!("{o:?}"),
        }
    }

    #[test]
    fn parse_error_is_unusable() {
        let e = "/usr/lib/llvm-19/bin/llc: error: /tmp/x/input.ll:4:40: error: expected ')' at end of argument list\n";
        assert!(
            matches!(classify_failure(e, false), LlcOutcome::Unusable(m) if m.contains("cannot parse"))
        );
    }
}
