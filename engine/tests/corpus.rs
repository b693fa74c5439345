//! Runs every fixture of `corpus/rules/` and every real module of `corpus/real/`.
//!
//! Rule fixtures live in `corpus/rules/<CODE>/`: `fire*.ll` must produce that
//! code, `pass*.ll` is a near miss that must not. Expectations are inline:
//! `; expect: NV3001` (or `; expect: NV3001, NV3002`) at the end of the
//! offending line; `; target: sm_80` and `; profile: nvvm` in the header set
//! the configuration. Every diagnostic must be expected and every expectation met.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use engine::diag::Severity;
use engine::{Options, Workspace};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// A `; key: value` header line value (first occurrence).
fn header(text: &str, key: &str) -> Option<String> {
    let prefix = format!("; {key}:");
    text.lines()
        .take_while(|l| l.starts_with(';') || l.trim().is_empty())
        .find_map(|l| {
            let rest = l.strip_prefix(&prefix)?;
            Some(rest.split(';').next().unwrap_or("").trim().to_owned())
        })
}

/// (line, code) → count of every `; expect:` annotation.
fn expectations(text: &str) -> BTreeMap<(u32, String), usize> {
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(at) = line.find("; expect:") {
            for code in line[at + "; expect:".len()..].split(',') {
                let code = code.split(';').next().unwrap_or("").trim();
                if !code.is_empty() {
                    *out.entry((i as u32 + 1, code.to_owned())).or_insert(0) += 1;
                }
            }
        }
    }
    out
}

fn verify(
    path: &Path,
    target: Option<String>,
    profile: Option<String>,
) -> engine::report::FileReport {
    verify_for_llvm(path, target, profile, None)
}

/// `llvm`: the LLVM major version to assume (`--llvm N`) over a `; llvm:` header.
fn verify_for_llvm(
    path: &Path,
    target: Option<String>,
    profile: Option<String>,
    llvm: Option<u32>,
) -> engine::report::FileReport {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let llvm = llvm.or_else(|| {
        header(&text, "llvm").map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{}: bad `; llvm:` header", path.display()))
        })
    });
    let mut ws = Workspace::new(Options {
        target,
        profile,
        // A fixture's `; ptx:` header, or a real module's `ptx=` (the PTX its generator used).
        ptx: header(&text, "ptx").or_else(|| {
            text.lines()
                .next()?
                .strip_prefix("; nvverify-generator:")?
                .split_whitespace()
                .find_map(|w| w.strip_prefix("ptx="))
                .map(str::to_owned)
        }),
        llvm,
        // `; consumer: triton@3.6.0`: the compiler that drives the back end.
        consumer: header(&text, "consumer"),
        rules_dir: None,
    })
    .unwrap_or_else(|e| panic!("{}: bad fixture configuration: {e}", path.display()));
    let key = path.display().to_string();
    ws.set_file(&key, text);
    ws.report(&key).expect("the file was just opened")
}

#[test]
fn rule_fixtures_match_their_expectations() {
    let files = ll_files(&corpus().join("rules"));
    assert!(!files.is_empty(), "no fixtures under corpus/rules");
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let report = verify(path, header(&text, "target"), header(&text, "profile"));
        let mut actual: BTreeMap<(u32, String), usize> = BTreeMap::new();
        for d in &report.diagnostics {
            *actual
                .entry((d.line, d.diagnostic.code.to_string()))
                .or_insert(0) += 1;
        }
        let expected = expectations(&text);
        if actual != expected {
            let mut msg = format!("{}:", path.display());
            for (k, n) in &expected {
                if actual.get(k) != Some(n) {
                    msg += &format!(
                        "\n  missing line {} {} (expected {n}, got {})",
                        k.0,
                        k.1,
                        actual.get(k).unwrap_or(&0)
                    );
                }
            }
            for d in &report.diagnostics {
                let k = (d.line, d.diagnostic.code.to_string());
                if expected.get(&k) != actual.get(&k) {
                    msg += &format!(
                        "\n  extra   line {} {}: {}",
                        d.line, k.1, d.diagnostic.message
                    );
                }
            }
            failures.push(msg);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} fixtures failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn every_rule_code_has_a_firing_and_a_passing_fixture() {
    let rules = engine::rules::RuleSet::compiled();
    let mut missing = Vec::new();
    for code in rules.codes() {
        let dir = corpus().join("rules").join(code);
        let files = ll_files(&dir);
        let name = |p: &PathBuf| p.file_name().unwrap().to_string_lossy().into_owned();
        let fires = files.iter().filter(|p| name(p).starts_with("fire")).count();
        let passes = files.iter().filter(|p| name(p).starts_with("pass")).count();
        if fires == 0 || passes == 0 {
            missing.push(format!("{code}: {fires} firing, {passes} passing fixtures"));
        }
        for p in files.iter().filter(|p| name(p).starts_with("fire")) {
            let text = std::fs::read_to_string(p).unwrap();
            if !expectations(&text).keys().any(|(_, c)| *c == code) {
                missing.push(format!(
                    "{}: a firing fixture of {code} expects no {code}",
                    p.display()
                ));
            }
        }
        for p in files.iter().filter(|p| name(p).starts_with("pass")) {
            let text = std::fs::read_to_string(p).unwrap();
            if expectations(&text).keys().any(|(_, c)| *c == code) {
                missing.push(format!(
                    "{}: a near-miss fixture of {code} expects {code}",
                    p.display()
                ));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "rule fixtures incomplete:\n{}",
        missing.join("\n")
    );
}

#[test]
fn real_modules_verify_clean_at_their_generators_target() {
    let files = ll_files(&corpus().join("real"));
    assert!(
        files.len() >= 30,
        "corpus/real has {} modules, want at least 30",
        files.len()
    );
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let first = text.lines().next().unwrap_or("");
        let target = first
            .strip_prefix("; nvverify-generator:")
            .and_then(|rest| {
                rest.split_whitespace()
                    .find_map(|w| w.strip_prefix("target="))
            })
            .map(str::to_owned);
        assert!(
            target.is_some(),
            "{}: first line lacks `; nvverify-generator: … target=…`",
            path.display()
        );
        // clang modules are checked for the LLVM version that made them (`--llvm 22` for
        // clang-22.x.y), as llc of that version consumes them.
        let clang_llvm = first
            .split_whitespace()
            .find_map(|w| w.strip_prefix("clang-"))
            .and_then(|v| v.split('.').next())
            .and_then(|major| major.parse().ok());
        let report = verify_for_llvm(path, target, None, clang_llvm);
        for d in report
            .diagnostics
            .iter()
            .filter(|d| d.diagnostic.severity == Severity::Error)
        {
            failures.push(format!(
                "{}:{}:{}: {}: {}",
                path.display(),
                d.line,
                d.column,
                d.diagnostic.code,
                d.diagnostic.message
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} errors in real modules:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
