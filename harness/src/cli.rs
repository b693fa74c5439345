//! Argument parsing and the modes.

use std::path::PathBuf;

use crate::oracles::{Oracles, Verdict};

pub const USAGE: &str = "usage: harness <mode> [options]
modes:
  oracles                      list the oracles found (and how)
  judge --target sm_XX FILE    every applicable oracle's verdict on one module
  diff [--targets T,..] [PATHS]  nvverify vs every applicable oracle (default: corpus/rules corpus/real)
  mutate [--seed N] [--count 500] [PATHS]  inject one violation per module copy (default: corpus/real);
                               NVVERIFY_MUTATE_ONLY='valid-*' picks the IR-validity operators
  audit [--quick] [--valid]    probe every oracle-checkable row of rules/ at its boundary targets
                               (--valid: only the IR-validity rules' fixtures, judged by opt/libNVVM)
  ptx-probe [--propose|--fix] [FORM..]  ptxas 13.5/12.9 judge rules/ptx.ron's rows on every target
                               and PTX version; print contradictions and corrected `requires`
  gen-signatures               regenerate src/signatures.tsv from LLVM 19's IntrinsicsNVVM.td
  gen-immargs                  regenerate rules/immargs.ron (ImmArg/Range) from LLVM 22's IntrinsicsNVVM.td
  gen-nvvm-signatures          regenerate rules/nvvm_signatures.ron from LLVM 19's and 22's
                               IntrinsicsNVVM.td, each row probed with opt-19/opt-22
  probe-nvvm-signatures        each row of rules/nvvm_signatures.ron through libNVVM 13.5's
                               NVVM 23 verify (compute_100), one module per row and variant
options:
  --targets sm_75,sm_90,...    targets (judge: --target)
  --oracles opt,libnvvm13-nvvm7-verify,...  only the oracles whose names start so
                               (judge, diff, mutate; names as `harness oracles` prints them)
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
    /// ptx-probe: print a corrected row for each contradiction.
    pub propose: bool,
    /// ptx-probe: write the corrections (and ptxas evidence) into the rule file.
    pub fix: bool,
    /// audit: only the IR-validity rows.
    pub valid: bool,
    /// `--oracles`: name prefixes of the oracles to use (empty: all).
    pub oracles: Vec<String>,
}

pub fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        seed: 1,
        count: 500,
        jobs: 2,
        ..Args::default()
    };
    let mut it = args.iter();
    a.mode = it.next().cloned().ok_or_else(|| USAGE.to_string())?;
    while let Some(x) = it.next() {
        let mut val = |name: &str| -> Result<String, String> {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
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
            "--targets" | "--target" => a.targets.extend(
                get(&key)?
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty()),
            ),
            "--out" => a.out = Some(PathBuf::from(get(&key)?)),
            "--seed" => a.seed = get(&key)?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--count" => a.count = get(&key)?.parse().map_err(|e| format!("--count: {e}"))?,
            "--jobs" | "-j" => a.jobs = get(&key)?.parse().map_err(|e| format!("--jobs: {e}"))?,
            "--allowlist" => a.allowlist = Some(PathBuf::from(get(&key)?)),
            "--rules" => a.rules_dir = Some(PathBuf::from(get(&key)?)),
            "--oracles" => a.oracles.extend(
                get(&key)?
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty()),
            ),
            "--quick" => a.quick = true,
            "--valid" => a.valid = true,
            "--propose" => a.propose = true,
            "--fix" => a.fix = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}\n{USAGE}")),
            _ => a.paths.push(PathBuf::from(x)),
        }
    }
    Ok(a)
}

pub fn run(args: &[String]) -> Result<u8, String> {
    if args.first().map(String::as_str) == Some("nvvm-worker") {
        let lib = args.get(1).ok_or("nvvm-worker needs the library path")?;
        crate::oracles::nvvm::worker_main(std::path::Path::new(lib))?;
        return Ok(0);
    }
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
            let mut o = Oracles::load();
            o.restrict(&a.oracles);
            let target = a.targets.first().cloned().ok_or("judge needs --target")?;
            for p in &a.paths {
                let text =
                    std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
                for kind in o.kinds_for(&target) {
                    let v = match o.prepare(kind, &text, &target) {
                        Ok(t) => o.judge(kind, &t, &target, None),
                        Err(r) => Verdict::Unusable(r),
                    };
                    println!(
                        "{} {target} {kind}: {}",
                        p.display(),
                        serde_json::to_string(&v).unwrap_or_default()
                    );
                }
            }
            Ok(0)
        }
        "diff" => {
            let t = crate::tables::load(a.rules_dir.as_deref())?;
            let mut o = Oracles::load();
            o.restrict(&a.oracles);
            if !o.any() {
                println!("harness: oracles not installed, skipped");
                return Ok(0);
            }
            let index = crate::compare::RuleIndex::new(&t);
            let allow = load_allowlist(&a)?;
            let targets = crate::run::canonical_targets(&t, &a.targets)?;
            let paths = if a.paths.is_empty() {
                vec![PathBuf::from("corpus/rules"), PathBuf::from("corpus/real")]
            } else {
                a.paths.clone()
            };
            let modules = crate::run::collect_modules(&paths)?;
            let rules_dir = a.rules_dir.clone();
            let make = move || {
                Box::new(crate::engine_adapter::Engine::new(rules_dir.clone()))
                    as Box<dyn crate::verifier::Verifier>
            };
            let start = std::time::Instant::now();
            let r = crate::diff::run(&o, &index, &modules, &targets, &allow, a.jobs, &make);
            let out = out_dir(&a)?;
            write(
                &out.join("diff.md"),
                &crate::diff::markdown(&r, "nvverify diff: verdicts against the oracles"),
            )?;
            write(
                &out.join("diff.json"),
                &serde_json::to_string_pretty(&r).map_err(|e| e.to_string())?,
            )?;
            println!(
                "diff: {} modules, {} cases in {:.1} s",
                r.modules,
                r.cases.len(),
                start.elapsed().as_secs_f64()
            );
            for (k, v) in &r.per_oracle {
                println!(
                    "  {k}: agree {} / nvverify-only {} / oracle-only {} (allowlisted {}) / out-of-scope {} / unusable {}: {:.1}%",
                    v.agree, v.nvverify_only, v.oracle_only, v.allowlisted, v.out_of_scope, v.unusable, v.rate()
                );
            }
            println!("wrote {}/diff.{{md,json}}", out.display());
            let un = r.unexplained();
            for d in un.iter().take(40) {
                println!(
                    "  {} {} {} {} {}: nvverify [{}] oracle [{}]",
                    d.class.as_str(),
                    d.code,
                    d.module,
                    d.target,
                    d.oracle,
                    d.nvverify.join("; "),
                    d.oracle_messages.join("; ")
                );
            }
            if un.len() > 40 {
                println!("  … {} more in diff.md", un.len() - 40);
            }
            Ok(if un.is_empty() { 0 } else { 1 })
        }
        "mutate" => {
            let t = crate::tables::load(a.rules_dir.as_deref())?;
            let mut o = Oracles::load();
            o.restrict(&a.oracles);
            if !o.any() {
                println!("harness: oracles not installed, skipped");
                return Ok(0);
            }
            let index = crate::compare::RuleIndex::new(&t);
            let allow = load_allowlist(&a)?;
            let paths = if a.paths.is_empty() {
                vec![PathBuf::from("corpus/real")]
            } else {
                a.paths.clone()
            };
            let modules = crate::run::collect_modules(&paths)?;
            let rules_dir = a.rules_dir.clone();
            let make = move || {
                Box::new(crate::engine_adapter::Engine::new(rules_dir.clone()))
                    as Box<dyn crate::verifier::Verifier>
            };
            let start = std::time::Instant::now();
            let r = crate::mutate::run(
                &t, &o, &index, &modules, a.seed, a.count, &allow, a.jobs, &make,
            );
            let out = out_dir(&a)?;
            write(&out.join("mutate.md"), &crate::mutate::markdown(&r))?;
            write(
                &out.join("mutate.json"),
                &serde_json::to_string_pretty(&r).map_err(|e| e.to_string())?,
            )?;
            let all = crate::mutate::overall(&r);
            println!(
                "mutate: seed {}, {} mutants, {} oracle cases ({} skipped: baseline not clean) in {:.1} s; overall agreement {:.1}%",
                r.seed, r.mutants.len(), r.diff.cases.len(), r.baseline_skipped, start.elapsed().as_secs_f64(), all.rate()
            );
            for (k, v) in &r.diff.per_oracle {
                println!(
                    "  {k}: agree {} / nvverify-only {} / oracle-only {} / out-of-scope {} / unusable {}: {:.1}%",
                    v.agree, v.nvverify_only, v.oracle_only, v.out_of_scope, v.unusable, v.rate()
                );
            }
            for (k, f) in &r.figures {
                println!(
                    "  {k}: judged {} agreement {:.1}% ({} disagree, {} allowlisted); message rate {:.1}% ({}/{}; {} refusals without a message); pending H6 {} cases / {} disagree",
                    f.judged, f.agreement(), f.disagree, f.allowlisted, f.message_rate(), f.message_hits, f.worded(), f.silent, f.pending_cases, f.pending_disagree
                );
            }
            println!("wrote {}/mutate.{{md,json}}", out.display());
            Ok(0)
        }
        "audit" => {
            let t = crate::tables::load(a.rules_dir.as_deref())?;
            let o = Oracles::load();
            if !o.any() {
                println!("harness: oracles not installed, skipped");
                return Ok(0);
            }
            let index = crate::compare::RuleIndex::new(&t);
            let allow = load_allowlist(&a)?;
            let start = std::time::Instant::now();
            let valid_root = crate::audit_fixtures::default_root();
            if a.valid {
                let mut rows = Vec::new();
                crate::audit_valid::extend(&t, &o, &index, &valid_root, &mut rows);
                let r = crate::audit::finish(&o, rows, &allow);
                return finish_audit(&a, &r, start);
            }
            let mut r = crate::audit::run(&t, &o, &index, &allow, a.quick);
            let rules_dir = a.rules_dir.clone();
            let make = move || {
                Box::new(crate::engine_adapter::Engine::new(rules_dir.clone()))
                    as Box<dyn crate::verifier::Verifier>
            };
            let mut rows = std::mem::take(&mut r.rows);
            rows.extend(crate::audit::audit_matrix(&t, &o, &make, a.jobs, a.quick));
            crate::audit_fixtures::extend(
                &t,
                &o,
                &a.rules_dir,
                &crate::audit_fixtures::default_root(),
                &mut rows,
            );
            let (ptx_rows, ptx_counts) =
                crate::ptx_probe::audit_rows(&t, &o.ptxas, a.rules_dir.as_deref(), a.jobs);
            rows.extend(ptx_rows);
            crate::audit_valid::extend(&t, &o, &index, &valid_root, &mut rows);
            let r = crate::audit::finish(&o, rows, &allow);
            println!("{}", crate::ptx_probe::summary(&r.rows, &ptx_counts));
            finish_audit(&a, &r, start)
        }
        "ptx-probe" => crate::ptx_probe::cli(&a),
        "gen-signatures" => {
            // llvm-tblgen -print-records over LLVM 19's Intrinsics.td → src/signatures.tsv
            let bin = std::env::var("NVVERIFY_LLVM19_BIN")
                .unwrap_or_else(|_| "/usr/lib/llvm-19/bin".into());
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
                return Err(format!(
                    "llvm-tblgen failed: {}",
                    String::from_utf8_lossy(&r.stderr)
                ));
            }
            let tsv = crate::sigs::from_records(&String::from_utf8_lossy(&r.stdout));
            let out = a.out.clone().unwrap_or_else(|| {
                crate::oracles::discover::repo_root().join("harness/src/signatures.tsv")
            });
            std::fs::write(&out, tsv).map_err(|e| format!("{}: {e}", out.display()))?;
            println!("wrote {}", out.display());
            Ok(0)
        }
        "gen-immargs" => {
            // llvm-tblgen -print-records over LLVM 22's Intrinsics.td → rules/immargs.ron
            let bin = std::env::var("NVVERIFY_LLVM22_BIN")
                .unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
            let bin = std::path::Path::new(&bin);
            let inc = bin.join("../include");
            let td = inc.join("llvm/IR/Intrinsics.td");
            let tblgen = bin.join("llvm-tblgen");
            let r = std::process::Command::new(&tblgen)
                .arg("-print-records")
                .arg("-I")
                .arg(&inc)
                .arg(&td)
                .output()
                .map_err(|e| format!("{}: {e}", tblgen.display()))?;
            if !r.status.success() {
                return Err(format!(
                    "llvm-tblgen failed: {}",
                    String::from_utf8_lossy(&r.stderr)
                ));
            }
            let version = std::process::Command::new(bin.join("llvm-config"))
                .arg("--version")
                .output()
                .ok()
                .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| "(unknown version)".into());
            let rows = crate::immargs::from_records(&String::from_utf8_lossy(&r.stdout));
            let ron = crate::immargs::to_ron(&rows, &version, "include/llvm/IR/IntrinsicsNVVM.td");
            let out = a
                .out
                .clone()
                .unwrap_or_else(|| crate::oracles::discover::repo_root().join("rules/immargs.ron"));
            std::fs::write(&out, ron).map_err(|e| format!("{}: {e}", out.display()))?;
            println!(
                "wrote {} ({} intrinsics, {} immediate arguments)",
                out.display(),
                rows.len(),
                rows.values().map(Vec::len).sum::<usize>()
            );
            Ok(0)
        }
        "gen-nvvm-signatures" => {
            use crate::nvvm_sigs::{generate, libnvvm_judges, Llvm};
            let (l19, l22) = (Llvm::find(19), Llvm::find(22));
            let o = Oracles::load();
            let mut judges = libnvvm_judges(&o)?;
            let (text, combined, probes) = generate(&l19, &l22, &mut judges)?;
            let out = a.out.clone().unwrap_or_else(|| {
                crate::oracles::discover::repo_root().join("rules/nvvm_signatures.ron")
            });
            std::fs::write(&out, text).map_err(|e| format!("{}: {e}", out.display()))?;
            println!(
                "wrote {} ({} intrinsics of LLVM 22; {} changed, {} new since LLVM 19)",
                out.display(),
                combined.rows.len(),
                combined.changed,
                combined.new
            );
            for p in probes {
                println!(
                    "opt-{}: {} rows, {} accepted as written, {}/{} argument, {}/{} return; {} disagree",
                    p.llvm, p.rows, p.accepted, p.arg_refused, p.with_params, p.ret_refused, p.rows,
                    p.disagree.len()
                );
            }
            Ok(0)
        }
        "probe-nvvm-signatures" => {
            // Every row of rules/nvvm_signatures.ron judged by libNVVM 13.5's verify on its
            // NVVM 23 path (compute_100), one module per row and variant (it stops at its
            // first error): which rows the nvvm profile could judge on modern IR.
            use crate::nvvm_sigs::{probe_one_by_one, rows_of};
            use crate::oracles::{OracleKind, Path as FrontEnd};
            let root = crate::oracles::discover::repo_root();
            let path = root.join("rules/nvvm_signatures.ron");
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let rows = rows_of(&text)?;
            let o = Oracles::load();
            if o.nvvm(13).is_none() {
                return Err("libNVVM 13 is not installed (.oracles/env.sh)".into());
            }
            let kind = OracleKind::NvvmVerify {
                cuda: 13,
                path: FrontEnd::Modern,
            };
            let imms = crate::nvvm_sigs::llvm22_immargs()?;
            for since in [19, 22] {
                let some: Vec<_> = rows.iter().filter(|r| r.since == since).collect();
                let (p, unjudged) = probe_one_by_one(&some, &imms, |m| {
                    let t = o.prepare(kind, m, "sm_100").ok()?;
                    match o.judge(kind, &t, "sm_100", None) {
                        Verdict::Accept => Some(true),
                        Verdict::Reject(_) => Some(false),
                        Verdict::Unusable(_) => None,
                    }
                });
                println!(
                    "libNVVM 13.5 NVVM 23 verify, rows since {since}: {} rows; as written {} accepted; last parameter retyped {}/{} refused; result retyped {}/{} refused; {} unjudged; {} rows disagree{}",
                    p.rows, p.accepted, p.arg_refused, p.with_params, p.ret_refused, p.rows, unjudged,
                    p.disagree.len(),
                    if p.disagree.is_empty() { String::new() } else {
                        format!(": {}", p.disagree.iter().take(40).cloned().collect::<Vec<_>>().join(", "))
                    }
                );
            }
            Ok(0)
        }
        m => Err(format!("unknown mode `{m}`\n{USAGE}")),
    }
}

pub fn out_dir(a: &Args) -> Result<PathBuf, String> {
    let d = a.out.clone().unwrap_or_else(|| {
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| crate::oracles::discover::repo_root().join("target"));
        target.join("harness")
    });
    std::fs::create_dir_all(&d).map_err(|e| format!("{}: {e}", d.display()))?;
    Ok(d)
}

pub fn write(path: &std::path::Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes the audit's report and prints its summary; exit 1 on unexplained contradictions.
fn finish_audit(
    a: &Args,
    r: &crate::audit::AuditReport,
    start: std::time::Instant,
) -> Result<u8, String> {
    let out = out_dir(a)?;
    write(&out.join("audit.md"), &crate::audit::markdown(r))?;
    write(
        &out.join("audit.json"),
        &serde_json::to_string_pretty(r).map_err(|e| e.to_string())?,
    )?;
    let c = &r.counts;
    println!(
        "audit: {} rows: {} confirmed, {} contradicted ({} allowlisted), {} spec-only; {} probes in {:.1} s",
        c.rows, c.confirmed, c.contradicted, c.contradicted_allowlisted, c.spec_only, c.probes, start.elapsed().as_secs_f64()
    );
    println!("wrote {}/audit.{{md,json}}", out.display());
    let un = r.unexplained();
    for x in &un {
        println!(
            "  contradicted, not allowlisted: {} ({}): {}",
            x.id, x.code, x.reason
        );
    }
    Ok(if un.is_empty() { 0 } else { 1 })
}

pub fn load_allowlist(a: &Args) -> Result<crate::allowlist::Allowlist, String> {
    let p = a
        .allowlist
        .clone()
        .unwrap_or_else(crate::allowlist::Allowlist::default_path);
    crate::allowlist::Allowlist::load(&p)
}
