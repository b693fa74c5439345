//! llc (Debian's LLVM 19 and 22) as an oracle for modern IR: each version's NVPTX back end
//! with its own CPU list and newest PTX, as recorded below from `-mcpu=help` / `-mattr=help`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::process;

/// One llc binary of a known LLVM major version.
#[derive(Clone, Debug)]
pub struct Llc {
    pub path: PathBuf,
    /// The LLVM major version (19, 22): selects [`LlcVersion`] data and nvverify's `--llvm`.
    pub llvm: u32,
    pub timeout: Duration,
}

/// What llc did with a module.
#[derive(Clone, Debug)]
pub enum LlcOutcome {
    Ptx(String),
    /// `LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.X` (an SM/PTX gate) or another
    /// `LLVM ERROR`, or a verifier failure: a verdict about the module.
    Rejected(Vec<String>),
    /// The module could not be judged: a parse error (newer syntax, …), a timeout, a crash.
    Unusable(String),
}

/// What one LLVM version's NVPTX back end knows.
#[derive(Clone, Copy, Debug)]
pub struct LlcVersion {
    pub llvm: u32,
    /// `llc -march=nvptx64 -mcpu=help`.
    pub cpus: &'static [&'static str],
    /// The newest `+ptxNN` of `-mattr=help`.
    pub max_ptx: u32,
}

/// CPUs llc-19 knows (`-mcpu=help`, Debian 19.1.7).
pub const LLC19_CPUS: &[&str] = &[
    "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52", "sm_53", "sm_60",
    "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90",
    "sm_90a",
];
/// The newest PTX llc-19 can emit (ptx85).
pub const LLC19_MAX_PTX: u32 = 85;

/// CPUs llc-22 knows (`-mcpu=help`, Debian 22.1.8): llc-19's plus sm_88 and the Blackwell
/// families with their `a` and `f` variants.
pub const LLC22_CPUS: &[&str] = &[
    "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52", "sm_53", "sm_60",
    "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89",
    "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103",
    "sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121",
    "sm_121a", "sm_121f",
];
/// The newest PTX llc-22 can emit (ptx90, i.e. PTX 9.0).
pub const LLC22_MAX_PTX: u32 = 90;

/// Every LLVM version the harness knows how to drive, oldest first.
pub const LLC_VERSIONS: &[LlcVersion] = &[
    LlcVersion {
        llvm: 19,
        cpus: LLC19_CPUS,
        max_ptx: LLC19_MAX_PTX,
    },
    LlcVersion {
        llvm: 22,
        cpus: LLC22_CPUS,
        max_ptx: LLC22_MAX_PTX,
    },
];

/// The data of LLVM major version `llvm`, if the harness knows it.
pub fn version(llvm: u32) -> Option<&'static LlcVersion> {
    LLC_VERSIONS.iter().find(|v| v.llvm == llvm)
}

/// Whether llc of LLVM `llvm` knows `cpu` (canonical `sm_XX[a|f]` spelling).
pub fn knows(llvm: u32, cpu: &str) -> bool {
    version(llvm).is_some_and(|v| v.cpus.contains(&cpu))
}

/// The newest `+ptxNN` llc of LLVM `llvm` emits (0 for an unknown version).
pub fn max_ptx(llvm: u32) -> u32 {
    version(llvm).map_or(0, |v| v.max_ptx)
}

impl Llc {
    pub fn new(path: &Path, llvm: u32) -> Llc {
        Llc {
            path: path.to_path_buf(),
            llvm,
            timeout: Duration::from_secs(60),
        }
    }

    pub fn knows(&self, cpu: &str) -> bool {
        knows(self.llvm, cpu)
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
        classify_failure(&r.stderr, r.aborted(), self.llvm)
    }
}

/// Sorts an llc failure into a verdict or an unusable run.
pub fn classify_failure(stderr: &str, aborted: bool, llvm: u32) -> LlcOutcome {
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
            "llc-{llvm} cannot parse the module: {}",
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
        match classify_failure(e, true, 19) {
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
            matches!(classify_failure(e, false, 19), LlcOutcome::Unusable(m) if m.contains("llc-19 cannot parse"))
        );
    }

    #[test]
    fn version_data_matches_the_back_ends() {
        assert!(knows(19, "sm_90a") && !knows(19, "sm_100a") && !knows(19, "sm_88"));
        assert!(knows(22, "sm_88") && knows(22, "sm_100a") && knows(22, "sm_121f"));
        assert!(!knows(22, "sm_107") && !knows(21, "sm_90"));
        assert_eq!((max_ptx(19), max_ptx(22), max_ptx(18)), (85, 90, 0));
        // Every CPU llc-19 knows, llc-22 still knows.
        assert!(LLC19_CPUS.iter().all(|c| knows(22, c)));
    }
}
