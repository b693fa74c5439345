//! Argument parsing and the modes.

use std::path::PathBuf;

use crate::oracles::{Oracles, Verdict};

pub const USAGE: &str = "usage: harness <mode> [options]
modes:
  oracles                      list the oracles found (and how)
  judge --target sm_XX FILE    every applicable oracle's verdict on one module
options:
  --targets sm_75,sm_90,...    targets (judge: --target)
";

/// Options shared by the modes.
#[derive(Clone, Debug, Default)]
pub struct Args {
    pub mode: String,
    pub targets: Vec<String>,
    pub paths: Vec<PathBuf>,
    pub out: Option<PathBuf>,
    pub seed: u64,
    pub count: usize,
    pub allowlist: Option<PathBuf>,
    pub rules_dir: Option<PathBuf>,
    pub quick: bool,
    pub jobs: usize,
}

pub fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args { seed: 1, count: 500, jobs: 2, ..Args::default() };
    let mut it = args.iter();
    a.mode = it.next().cloned().ok_or_else(|| USAGE.to_string())?;
    while let Some(x) = it.next() {
        let mut val = |name: &str| -> Result<String, String> {
            it.next().cloned().ok_or_else(|| format!("{name} needs a value"))
        };
        let (key, inline) = match x.split_once('=') {
            Some((k, v)) if k.starts_with("--") => (k.to_string(), Some(v.to_string())),
            _ => (x.clone(), None),
        };
        let mut get = |name: &str| -> Result<String, String> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => val(name),
            }
        };
        match key.as_str() {
            "--targets" | "--target" => {
                a.targets.extend(get(&key)?.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()))
            }
            "--out" => a.out = Some(PathBuf::from(get(&key)?)),
            "--seed" => a.seed = get(&key)?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--count" => a.count = get(&key)?.parse().map_err(|e| format!("--count: {e}"))?,
            "--jobs" | "-j" => a.jobs = get(&key)?.parse().map_err(|e| format!("--jobs: {e}"))?,
            "--allowlist" => a.allowlist = Some(PathBuf::from(get(&key)?)),
            "--rules" => a.rules_dir = Some(PathBuf::from(get(&key)?)),
            "--quick" => a.quick = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}\n{USAGE}")),
            _ => a.paths.push(PathBuf::from(x)),
        }
    }
    Ok(a)
}

pub fn run(args: &[String]) -> Result<u8, String> {
    let a = parse(args)?;
    match a.mode.as_str() {
        "oracles" => {
            let o = Oracles::load();
            if !o.any() {
                println!("harness: oracles not installed (run harness/setup-oracles.sh)");
            }
            for l in o.describe() {
                println!("{l}");
            }
            for (k, v) in &o.found.sources {
                println!("  {k} from {v}");
            }
            Ok(0)
        }
        "judge" => {
            let o = Oracles::load();
            let target = a.targets.first().cloned().ok_or("judge needs --target")?;
            for p in &a.paths {
                let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
                for kind in o.kinds_for(&target) {
                    let v = match o.prepare(kind, &text, &target) {
                        Ok(t) => o.judge(kind, &t, &target, None),
                        Err(r) => Verdict::Unusable(r),
                    };
                    println!("{} {target} {kind}: {}", p.display(), serde_json::to_string(&v).unwrap_or_default());
                }
            }
            Ok(0)
        }
        "gen-signatures" => {
            // llvm-tblgen -print-records over LLVM 19's Intrinsics.td → src/signatures.tsv
            let bin = std::env::var("NVVERIFY_LLVM19_BIN").unwrap_or_else(|_| "/usr/lib/llvm-19/bin".into());
            let inc = std::path::Path::new(&bin).join("../include");
            let td = inc.join("llvm/IR/Intrinsics.td");
            let r = std::process::Command::new(std::path::Path::new(&bin).join("llvm-tblgen"))
                .arg("-print-records")
                .arg("-I")
                .arg(&inc)
                .arg(&td)
                .output()
                .map_err(|e| format!("llvm-tblgen: {e}"))?;
            if !r.status.success() {
                return Err(format!("llvm-tblgen failed: {}", String::from_utf8_lossy(&r.stderr)));
            }
            let tsv = crate::sigs::from_records(&String::from_utf8_lossy(&r.stdout));
            let out = a.out.clone().unwrap_or_else(|| crate::oracles::discover::repo_root().join("harness/src/signatures.tsv"));
            std::fs::write(&out, tsv).map_err(|e| format!("{}: {e}", out.display()))?;
            println!("wrote {}", out.display());
            Ok(0)
        }
        m => Err(format!("unknown mode `{m}`\n{USAGE}")),
    }
}
