//! Finding the oracles: environment variables first, then the values recorded in
//! `.oracles/env.sh` (parsed, never sourced), then `CUDA_HOME` / `NVVERIFY_LIBNVVM`, the pip
//! layouts (`nvidia/cu13/...`, `nvidia/cuda_nvcc/...`) under a venv, and finally `PATH` (`which`)
//! and Debian's `/usr/lib/llvm-N/bin` for llc.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every tool path the harness can use. `None` = not installed.
#[derive(Clone, Debug, Default)]
pub struct Discovered {
    pub libnvvm_13: Option<PathBuf>,
    pub libnvvm_12: Option<PathBuf>,
    /// A libNVVM of unknown version (`NVVERIFY_LIBNVVM`, `CUDA_HOME`); its version is probed.
    pub libnvvm_other: Option<PathBuf>,
    pub ptxas_13: Option<PathBuf>,
    pub ptxas_12: Option<PathBuf>,
    /// A ptxas of unknown version (`PATH`, `CUDA_HOME/bin`).
    pub ptxas_other: Option<PathBuf>,
    /// llc of LLVM 19 (`NVVERIFY_LLC`, `llc-19`, `/usr/lib/llvm-19/bin/llc`).
    pub llc_19: Option<PathBuf>,
    /// llc of LLVM 22 (`NVVERIFY_LLC_22`, `llc-22`, `/usr/lib/llvm-22/bin/llc`).
    pub llc_22: Option<PathBuf>,
    /// opt of LLVM 19 (`NVVERIFY_OPT`, `opt-19`, `/usr/lib/llvm-19/bin/opt`).
    pub opt_19: Option<PathBuf>,
    /// opt of LLVM 22 (`NVVERIFY_OPT_22`, `opt-22`, `/usr/lib/llvm-22/bin/opt`).
    pub opt_22: Option<PathBuf>,
    /// llvm-as of LLVM 19 (`NVVERIFY_LLVM_AS`, …): the validity judge when opt-19 is missing.
    pub llvm_as_19: Option<PathBuf>,
    /// llvm-as of LLVM 22 (`NVVERIFY_LLVM_AS_22`, …).
    pub llvm_as_22: Option<PathBuf>,
    /// Where each value came from, for `harness oracles`.
    pub sources: BTreeMap<&'static str, String>,
}

/// `export K=V` lines of an env.sh written by setup-oracles.sh (values may be `%q`-quoted).
pub fn parse_env_sh(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("export ") else {
            continue;
        };
        let Some((k, v)) = rest.split_once('=') else {
            continue;
        };
        out.insert(k.trim().to_string(), unquote(v.trim()));
    }
    out
}

/// Undoes bash `printf %q` / simple quoting: `'a b'`, `"a b"`, `a\ b`, `''`.
fn unquote(v: &str) -> String {
    if v.len() >= 2 && v.starts_with('\'') && v.ends_with('\'') {
        return v[1..v.len() - 1].to_string();
    }
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        return v[1..v.len() - 1].replace("\\\"", "\"");
    }
    let mut s = String::new();
    let mut chars = v.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                s.push(n);
            }
        } else {
            s.push(c);
        }
    }
    s
}

/// The repository root: `NVVERIFY_ROOT`, else the first ancestor of the current directory
/// holding `.oracles/env.sh` or `harness/setup-oracles.sh`, else this crate's parent folder.
pub fn repo_root() -> PathBuf {
    if let Some(r) = std::env::var_os("NVVERIFY_ROOT") {
        return PathBuf::from(r);
    }
    if let Ok(cwd) = std::env::current_dir() {
        for dir in cwd.ancestors() {
            if dir.join(".oracles/env.sh").is_file()
                || dir.join("harness/setup-oracles.sh").is_file()
            {
                return dir.to_path_buf();
            }
        }
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn existing(p: impl Into<PathBuf>) -> Option<PathBuf> {
    let p = p.into();
    p.exists().then_some(p)
}

/// site-packages folders of the venvs under `dir` (`dir/*/lib/python3*/site-packages`) and of
/// `dir` itself.
fn site_packages(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut roots = vec![dir.to_path_buf()];
    if let Ok(rd) = std::fs::read_dir(dir) {
        let mut v: Vec<PathBuf> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        v.sort();
        roots.extend(v);
    }
    for r in roots {
        if let Ok(rd) = std::fs::read_dir(r.join("lib")) {
            for e in rd.flatten() {
                let sp = e.path().join("site-packages");
                if e.file_name().to_string_lossy().starts_with("python3") && sp.is_dir() {
                    out.push(sp);
                }
            }
        }
    }
    out.sort();
    out
}

impl Discovered {
    /// Discovery from the process environment and the repository's `.oracles/env.sh`.
    pub fn discover() -> Discovered {
        let root = repo_root();
        let env_sh = std::env::var_os("NVVERIFY_ORACLES")
            .map(PathBuf::from)
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| root.join(".oracles"))
            .join("env.sh");
        let file_vals = std::fs::read_to_string(&env_sh)
            .map(|t| parse_env_sh(&t))
            .unwrap_or_default();
        let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        Self::from_lookup(&root, &|k| env(k), &file_vals, &env_sh)
    }

    /// Discovery from a lookup of environment variables and the parsed env.sh values.
    pub fn from_lookup(
        root: &Path,
        env: &dyn Fn(&str) -> Option<String>,
        file: &BTreeMap<String, String>,
        env_sh: &Path,
    ) -> Discovered {
        let mut d = Discovered::default();
        let get = |key: &'static str, d: &mut Discovered| -> Option<PathBuf> {
            if let Some(v) = env(key) {
                if let Some(p) = existing(&v) {
                    d.sources.insert(key, format!("${key}"));
                    return Some(p);
                }
            }
            if let Some(v) = file.get(key).filter(|v| !v.is_empty()) {
                if let Some(p) = existing(v) {
                    d.sources.insert(key, env_sh.display().to_string());
                    return Some(p);
                }
            }
            None
        };
        d.libnvvm_13 = get("NVVERIFY_LIBNVVM_13", &mut d);
        d.libnvvm_12 = get("NVVERIFY_LIBNVVM_12", &mut d);
        d.ptxas_13 = get("NVVERIFY_PTXAS_13", &mut d);
        d.ptxas_12 = get("NVVERIFY_PTXAS_12", &mut d);
        d.llc_19 = get("NVVERIFY_LLC", &mut d);
        d.llc_22 = get("NVVERIFY_LLC_22", &mut d);
        d.opt_19 = get("NVVERIFY_OPT", &mut d);
        d.opt_22 = get("NVVERIFY_OPT_22", &mut d);
        d.llvm_as_19 = get("NVVERIFY_LLVM_AS", &mut d);
        d.llvm_as_22 = get("NVVERIFY_LLVM_AS_22", &mut d);
        d.libnvvm_other = get("NVVERIFY_LIBNVVM", &mut d);

        // pip layouts under NVVERIFY_ORACLES / .oracles and an active venv.
        let mut pip_roots: Vec<PathBuf> = Vec::new();
        if let Some(o) = env("NVVERIFY_ORACLES") {
            pip_roots.push(PathBuf::from(o));
        }
        pip_roots.push(root.join(".oracles"));
        if let Some(v) = env("VIRTUAL_ENV") {
            pip_roots.push(PathBuf::from(v));
        }
        for r in &pip_roots {
            for sp in site_packages(r) {
                let cu13 = sp.join("nvidia/cu13");
                let cu12 = sp.join("nvidia/cuda_nvcc");
                if d.libnvvm_13.is_none() {
                    d.libnvvm_13 = existing(cu13.join("lib/libnvvm.so.4"))
                        .or_else(|| existing(cu13.join("nvvm/lib64/libnvvm.so.4")));
                    if d.libnvvm_13.is_some() {
                        d.sources.insert(
                            "NVVERIFY_LIBNVVM_13",
                            format!("pip layout {}", cu13.display()),
                        );
                    }
                }
                if d.ptxas_13.is_none() {
                    d.ptxas_13 = existing(cu13.join("bin/ptxas"));
                    if d.ptxas_13.is_some() {
                        d.sources.insert(
                            "NVVERIFY_PTXAS_13",
                            format!("pip layout {}", cu13.display()),
                        );
                    }
                }
                if d.libnvvm_12.is_none() {
                    d.libnvvm_12 = existing(cu12.join("nvvm/lib64/libnvvm.so"));
                    if d.libnvvm_12.is_some() {
                        d.sources.insert(
                            "NVVERIFY_LIBNVVM_12",
                            format!("pip layout {}", cu12.display()),
                        );
                    }
                }
                if d.ptxas_12.is_none() {
                    d.ptxas_12 = existing(cu12.join("bin/ptxas"));
                    if d.ptxas_12.is_some() {
                        d.sources.insert(
                            "NVVERIFY_PTXAS_12",
                            format!("pip layout {}", cu12.display()),
                        );
                    }
                }
            }
        }

        // CUDA_HOME: a toolkit of unknown version.
        if let Some(home) = env("CUDA_HOME").or_else(|| env("CUDA_PATH")) {
            let home = PathBuf::from(home);
            if d.libnvvm_other.is_none() {
                d.libnvvm_other = [
                    "nvvm/lib64/libnvvm.so.4",
                    "nvvm/lib64/libnvvm.so",
                    "lib/libnvvm.so.4",
                    "lib64/libnvvm.so",
                ]
                .iter()
                .find_map(|p| existing(home.join(p)));
                if d.libnvvm_other.is_some() {
                    d.sources
                        .insert("NVVERIFY_LIBNVVM", format!("$CUDA_HOME={}", home.display()));
                }
            }
            if d.ptxas_other.is_none() {
                d.ptxas_other = existing(home.join("bin/ptxas"));
                if d.ptxas_other.is_some() {
                    d.sources
                        .insert("ptxas", format!("$CUDA_HOME={}", home.display()));
                }
            }
        }
        // PATH, then Debian's folders.
        for (llvm, tool, slot, key) in [
            (19, "llc", &mut d.llc_19, "NVVERIFY_LLC"),
            (22, "llc", &mut d.llc_22, "NVVERIFY_LLC_22"),
            (19, "opt", &mut d.opt_19, "NVVERIFY_OPT"),
            (22, "opt", &mut d.opt_22, "NVVERIFY_OPT_22"),
            (19, "llvm-as", &mut d.llvm_as_19, "NVVERIFY_LLVM_AS"),
            (22, "llvm-as", &mut d.llvm_as_22, "NVVERIFY_LLVM_AS_22"),
        ] {
            if slot.is_some() {
                continue;
            }
            if let Ok(p) = which::which(format!("{tool}-{llvm}")) {
                d.sources.insert(key, format!("PATH ({tool}-{llvm})"));
                *slot = Some(p);
            } else if let Some(p) = existing(format!("/usr/lib/llvm-{llvm}/bin/{tool}")) {
                d.sources.insert(key, format!("/usr/lib/llvm-{llvm}"));
                *slot = Some(p);
            }
        }
        if d.ptxas_other.is_none() && d.ptxas_13.is_none() && d.ptxas_12.is_none() {
            if let Ok(p) = which::which("ptxas") {
                d.sources.insert("ptxas", "PATH".into());
                d.ptxas_other = Some(p);
            }
        }
        d
    }

    /// `true` when at least one oracle is present.
    pub fn any(&self) -> bool {
        self.libnvvm_13.is_some()
            || self.libnvvm_12.is_some()
            || self.libnvvm_other.is_some()
            || self.llc_19.is_some()
            || self.llc_22.is_some()
            || !self.verifiers().is_empty()
    }

    /// The validity judges found, one per LLVM major version, oldest first: opt, else llvm-as.
    pub fn verifiers(&self) -> Vec<(u32, PathBuf, super::opt::Tool)> {
        use super::opt::Tool;
        [
            (19, &self.opt_19, &self.llvm_as_19),
            (22, &self.opt_22, &self.llvm_as_22),
        ]
        .into_iter()
        .filter_map(|(v, opt, las)| match (opt, las) {
            (Some(p), _) => Some((v, p.clone(), Tool::Opt)),
            (None, Some(p)) => Some((v, p.clone(), Tool::LlvmAs)),
            (None, None) => None,
        })
        .collect()
    }

    /// The llc binaries found, as (LLVM major version, path), oldest first.
    pub fn llcs(&self) -> Vec<(u32, PathBuf)> {
        [(19, &self.llc_19), (22, &self.llc_22)]
            .into_iter()
            .filter_map(|(v, p)| p.clone().map(|p| (v, p)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_sh_values_are_unquoted() {
        let m = parse_env_sh(
            "# c\nexport A=/x/y\nexport B=''\nexport C=/a\\ b\nexport D='q r'\nnot an export\n",
        );
        assert_eq!(m["A"], "/x/y");
        assert_eq!(m["B"], "");
        assert_eq!(m["C"], "/a b");
        assert_eq!(m["D"], "q r");
        assert!(!m.contains_key("not"));
    }

    #[test]
    fn env_var_beats_env_sh_and_missing_paths_are_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("llc");
        std::fs::write(&real, "").unwrap();
        let mut file = BTreeMap::new();
        file.insert("NVVERIFY_LLC".to_string(), "/nonexistent/llc".to_string());
        file.insert("NVVERIFY_PTXAS_13".to_string(), real.display().to_string());
        let r = real.display().to_string();
        let env = move |k: &str| (k == "NVVERIFY_LLC").then(|| r.clone());
        let d = Discovered::from_lookup(dir.path(), &env, &file, Path::new("env.sh"));
        assert_eq!(d.llc_19.as_deref(), Some(real.as_path()));
        assert_eq!(d.ptxas_13.as_deref(), Some(real.as_path()));
        assert_eq!(d.sources["NVVERIFY_PTXAS_13"], "env.sh");
    }

    #[test]
    fn opt_is_the_validity_judge_and_llvm_as_stands_in() {
        use crate::oracles::opt::Tool;
        let dir = tempfile::tempdir().unwrap();
        let (opt, las) = (dir.path().join("opt"), dir.path().join("llvm-as"));
        std::fs::write(&opt, "").unwrap();
        std::fs::write(&las, "").unwrap();
        let mut file = BTreeMap::new();
        file.insert("NVVERIFY_OPT_22".to_string(), opt.display().to_string());
        file.insert("NVVERIFY_LLVM_AS_22".to_string(), las.display().to_string());
        file.insert("NVVERIFY_LLVM_AS".to_string(), las.display().to_string());
        let d = Discovered {
            opt_19: None,
            ..Discovered::from_lookup(dir.path(), &|_| None, &file, Path::new("env.sh"))
        };
        let v = d.verifiers();
        assert!(v.contains(&(22, opt.clone(), Tool::Opt)), "{v:?}");
        // No opt-19 (when the machine has none): llvm-as-19 judges instead.
        assert!(v.contains(&(19, las.clone(), Tool::LlvmAs)), "{v:?}");
        assert_eq!(d.sources["NVVERIFY_OPT_22"], "env.sh");
    }

    #[test]
    fn llc_22_comes_from_its_own_variable() {
        let dir = tempfile::tempdir().unwrap();
        let llc22 = dir.path().join("llc22");
        std::fs::write(&llc22, "").unwrap();
        let mut file = BTreeMap::new();
        file.insert("NVVERIFY_LLC_22".to_string(), llc22.display().to_string());
        let d = Discovered::from_lookup(dir.path(), &|_| None, &file, Path::new("env.sh"));
        assert_eq!(d.llc_22.as_deref(), Some(llc22.as_path()));
        assert_eq!(d.sources["NVVERIFY_LLC_22"], "env.sh");
        assert!(d.llcs().iter().any(|(v, p)| *v == 22 && p == &llc22));
    }
}
