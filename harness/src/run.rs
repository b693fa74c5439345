//! Shared machinery: corpus walking, target lists, a deterministic parallel job runner, and
//! one oracle-vs-nvverify case.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use serde::Serialize;

use crate::compare::{compare, Comparison, RuleIndex};
use crate::oracles::{OracleKind, Oracles, Verdict};
use crate::verifier::{Finding, Verifier};

/// Makes one verifier per worker thread.
pub type MakeVerifier<'a> = &'a (dyn Fn() -> Box<dyn Verifier> + Sync);

/// Runs `f` over `jobs` on `threads` workers; results come back in job order.
pub fn parallel<J: Sync, R: Send>(
    jobs: &[J],
    threads: usize,
    make: MakeVerifier<'_>,
    f: &(dyn Fn(&mut dyn Verifier, &J) -> R + Sync),
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(jobs.len()));
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                let mut v = make();
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= jobs.len() {
                        break;
                    }
                    let r = f(v.as_mut(), &jobs[i]);
                    out.lock().unwrap_or_else(|e| e.into_inner()).push((i, r));
                }
            });
        }
    });
    let mut v = out.into_inner().unwrap_or_else(|e| e.into_inner());
    v.sort_by_key(|(i, _)| *i);
    v.into_iter().map(|(_, r)| r).collect()
}

/// `*.ll` files under the paths (files taken as given), sorted; paths are shown relative to
/// the repository root when they are inside it.
pub fn collect_modules(paths: &[PathBuf]) -> Result<Vec<(String, String)>, String> {
    let root = crate::oracles::discover::repo_root();
    let mut files = Vec::new();
    for p in paths {
        let p = if p.is_relative() && !p.exists() {
            root.join(p)
        } else {
            p.clone()
        };
        if p.is_dir() {
            walk(&p, &mut files);
        } else if p.is_file() {
            files.push(p);
        } else {
            return Err(format!("{}: no such file or folder", p.display()));
        }
    }
    files.sort();
    files.dedup();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).map_err(|e| format!("{}: {e}", f.display()))?;
        let abs = f.canonicalize().unwrap_or(f.clone());
        let root_abs = root.canonicalize().unwrap_or(root.clone());
        let shown = abs
            .strip_prefix(&root_abs)
            .map(Path::to_path_buf)
            .unwrap_or(f);
        out.push((shown.display().to_string(), text));
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

/// One module judged by one oracle at one target, with nvverify's findings on the same text.
#[derive(Clone, Debug, Serialize)]
pub struct Case {
    pub module: String,
    pub target: String,
    pub oracle: String,
    pub profile: String,
    pub verdict: Verdict,
    pub findings: Vec<Finding>,
    pub comparison: Comparison,
}

/// Prepares the text for the oracle, runs nvverify on that same text under the oracle's
/// profile (and, for llc, its LLVM version), asks the oracle, compares. `ptx`: llc's `+ptxNN`.
#[allow(clippy::too_many_arguments)]
pub fn judge_case(
    oracles: &Oracles,
    verifier: &mut dyn Verifier,
    index: &RuleIndex,
    kind: OracleKind,
    module: &str,
    text: &str,
    target: &str,
    ptx: Option<u32>,
) -> Case {
    let profile = kind.profile().to_string();
    let (verdict, findings) = match oracles.prepare(kind, text, target) {
        Err(reason) => (Verdict::Unusable(reason), Vec::new()),
        Ok(prepared) => {
            let findings = match verifier.check(module, &prepared, target, &profile, kind.llvm()) {
                Ok(f) => f,
                Err(e) => vec![Finding {
                    code: "harness".into(),
                    severity: "note".into(),
                    message: e,
                    line: 0,
                }],
            };
            (oracles.judge(kind, &prepared, target, ptx), findings)
        }
    };
    let comparison = compare(kind, &findings, &verdict, index);
    Case {
        module: module.to_string(),
        target: target.to_string(),
        oracle: kind.name(),
        profile,
        verdict,
        findings,
        comparison,
    }
}

/// Canonical spellings of user target names (`90a`, `compute_90a` → `sm_90a`).
pub fn canonical_targets(t: &tablegen::Tables, names: &[String]) -> Result<Vec<String>, String> {
    names
        .iter()
        .map(|n| t.parse_target(n).map(|id| t.target(id).name.to_string()))
        .collect()
}
