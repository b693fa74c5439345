//! ptxas as an oracle: `-arch=compute_XX` parses and checks PTX without generating code.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::process;

/// One ptxas binary.
#[derive(Clone, Debug)]
pub struct Ptxas {
    pub path: PathBuf,
    /// CUDA major version (13, 12), from `--version`.
    pub cuda_major: u32,
    pub version: String,
}

/// One parsed ptxas message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxasMsg {
    pub line: Option<u32>,
    /// `error`, `fatal`, `warning`, `info`.
    pub kind: String,
    pub text: String,
}

impl Ptxas {
    pub fn probe(path: &Path) -> Result<Ptxas, String> {
        let r = process::run(path, &["--version".into()], Duration::from_secs(30))
            .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
        let version = r
            .stdout
            .lines()
            .find_map(|l| l.split("release ").nth(1))
            .and_then(|v| v.split(',').next())
            .map(str::to_string)
            .ok_or_else(|| format!("{}: no version in --version output", path.display()))?;
        let cuda_major = version
            .split('.')
            .next()
            .and_then(|m| m.parse().ok())
            .unwrap_or(0);
        Ok(Ptxas {
            path: path.to_path_buf(),
            cuda_major,
            version,
        })
    }

    /// The lowest SM this ptxas accepts (CUDA 13 dropped everything below sm_75).
    pub fn min_sm(&self) -> u32 {
        if self.cuda_major >= 13 {
            75
        } else {
            50
        }
    }

    /// Whether this ptxas takes `-arch=compute_<sm>`: CUDA 13 renamed sm_101 to sm_110 and
    /// added sm_88 (so 13.5 rejects 101, 12.9 rejects 88 and 110; oracles.md §1.1).
    pub fn knows_sm(&self, sm: u32) -> bool {
        let renamed = if self.cuda_major >= 13 {
            sm == 101
        } else {
            sm == 88 || sm == 110
        };
        sm >= self.min_sm() && !renamed
    }

    /// Checks `ptx` with `-arch=compute_XX` where XX comes from its `.target` line.
    /// `Ok(messages)` on success (warnings only), `Err(messages)` when it rejects.
    pub fn check(
        &self,
        ptx: &str,
        dir: &Path,
    ) -> Result<Result<Vec<PtxasMsg>, Vec<PtxasMsg>>, String> {
        let target = ptx_target(ptx).ok_or("the PTX has no .target line")?;
        let file = dir.join("input.ptx");
        std::fs::write(&file, ptx).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        // `compute_XX` checks syntax and semantics without code generation (fast); a module
        // calling a libatomic function needs the whole-program compile of `sm_XX` (what nvcc
        // without -rdc and Triton run), which refuses the unresolvable `__atomic_exchange_16`
        // that `compute_XX` lets through.
        let arch = if extern_funcs(ptx).any(needs_linking) {
            format!("-arch={target}")
        } else {
            format!("-arch={}", target.replacen("sm_", "compute_", 1))
        };
        let args = vec![
            arch,
            file.display().to_string(),
            "-o".into(),
            "/dev/null".into(),
        ];
        let r = process::run(&self.path, &args, Duration::from_secs(60))
            .map_err(|e| format!("cannot run ptxas: {e}"))?;
        if r.timed_out {
            return Err("ptxas timed out".into());
        }
        if let Some(sig) = r.signal {
            // A crash (ptxas 13.5 segfaults on a 16 MB local depot in a whole-program
            // compile) is no verdict about the module.
            return Err(format!("ptxas crashed (signal {sig})"));
        }
        let msgs = parse_messages(&format!("{}{}", r.stdout, r.stderr));
        if r.success() {
            Ok(Ok(msgs))
        } else {
            let errs: Vec<PtxasMsg> = msgs
                .into_iter()
                .filter(|m| m.kind == "error" || m.kind == "fatal")
                .collect();
            Ok(Err(errs))
        }
    }
}

/// An external function no CUDA library provides: the libatomic/compiler-rt calls
/// (`__atomic_exchange_16`, `__sync_*`) llc emits for atomics it cannot lower. Only a
/// whole-program compile refuses them; any other extern (a function of another part of the
/// program, libdevice's `__nv_*`, the device runtime's `cuda*`, `vprintf`) is resolved by
/// the link a real build does, so it keeps the fast path.
fn needs_linking(name: &str) -> bool {
    name.starts_with("__atomic_") || name.starts_with("__sync_")
}

/// The names of the functions a PTX file declares `.extern .func` (after an optional return
/// parameter list: `.extern .func (.param .b32 r) name(`).
pub fn extern_funcs(ptx: &str) -> impl Iterator<Item = &str> {
    ptx.lines().filter_map(|l| {
        let mut rest = l
            .trim()
            .strip_prefix(".extern")?
            .trim_start()
            .strip_prefix(".func")?
            .trim_start();
        if rest.starts_with('(') {
            rest = rest[rest.find(')')? + 1..].trim_start();
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
            .unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    })
}

/// The `.target` of a PTX file: `sm_90a` (the first word after `.target`).
pub fn ptx_target(ptx: &str) -> Option<String> {
    ptx.lines().find_map(|l| {
        let l = l.trim();
        let rest = l.strip_prefix(".target")?;
        rest.split(|c: char| c == ',' || c.is_whitespace())
            .find(|w| !w.is_empty())
            .map(str::to_string)
    })
}

/// Parses `ptxas FILE, line N; error   : MSG` and `ptxas fatal   : MSG`. The trailing
/// `Ptx assembly aborted due to errors` is dropped.
pub fn parse_messages(out: &str) -> Vec<PtxasMsg> {
    let mut v = Vec::new();
    for l in out.lines() {
        let l = l.trim();
        let Some(rest) = l.strip_prefix("ptxas") else {
            continue;
        };
        let rest = rest.trim_start();
        let (line, rest) = match rest.find("; ") {
            Some(i) if rest[..i].contains(", line ") => {
                let n = rest[..i]
                    .rsplit(", line ")
                    .next()
                    .and_then(|n| n.trim().parse().ok());
                (n, &rest[i + 2..])
            }
            _ => (None, rest),
        };
        let Some((kind, text)) = rest.split_once(':') else {
            continue;
        };
        let kind = kind.trim().to_string();
        if !matches!(kind.as_str(), "error" | "fatal" | "warning" | "info") {
            continue;
        }
        let text = text.trim().to_string();
        if text == "Ptx assembly aborted due to errors" {
            continue;
        }
        v.push(PtxasMsg { line, kind, text });
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extern_functions_are_named() {
        let ptx = ".extern .func  (.param .align 16 .b8 func_retval0[16]) __atomic_exchange_16\n(\n.extern .func vprintf(\n.extern .func  (.param .b32 r) cudaLaunchDeviceV2(\n.visible .func f()";
        assert_eq!(
            extern_funcs(ptx).collect::<Vec<_>>(),
            ["__atomic_exchange_16", "vprintf", "cudaLaunchDeviceV2"]
        );
        let linked: Vec<&str> = extern_funcs(ptx).filter(|f| needs_linking(f)).collect();
        assert_eq!(linked, ["__atomic_exchange_16"]);
    }

    #[test]
    fn parses_ptxas_lines() {
        let out = "ptxas /tmp/x.ptx, line 6; error   : Instruction 'setmaxnreg.inc' not supported on .target 'sm_80'\nptxas fatal   : Ptx assembly aborted due to errors\n";
        let m = parse_messages(out);
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].line, Some(6));
        assert_eq!(m[0].kind, "error");
        assert_eq!(
            m[0].text,
            "Instruction 'setmaxnreg.inc' not supported on .target 'sm_80'"
        );
        let m = parse_messages(
            "ptxas fatal   : SM version specified by .target is higher than default\n",
        );
        assert_eq!(m[0].kind, "fatal");
        assert_eq!(m[0].line, None);
    }

    #[test]
    fn reads_target() {
        assert_eq!(
            ptx_target(".version 8.0\n.target sm_90a\n").as_deref(),
            Some("sm_90a")
        );
        assert_eq!(
            ptx_target(".target sm_52, debug\n").as_deref(),
            Some("sm_52")
        );
    }
}
