//! Audit rows from a rule's own fixtures, for the llvm-profile rules no probe template covers.
//!
//! Every `corpus/rules/<CODE>/*.ll` fixture in modern IR under the llvm profile is compiled by
//! each llc the harness has (llc-19, llc-22, then ptxas) at the fixture's target and PTX, and
//! checked by nvverify with `--llvm N` in the same configuration. The probe expects llc-N to
//! reject exactly when nvverify reports an error, so a rule whose `llvm` range leaves out a
//! version is confirmed on that version by llc accepting the fixture. A `fire` fixture the rule
//! does not fire on under any LLVM version in its range proves nothing: that row is spec-only.

use std::path::{Path, PathBuf};

use tablegen::model::{Rule, Severity};
use tablegen::Tables;

use crate::audit::{AuditRow, Observed, Probe, Status};
use crate::dialect;
use crate::oracles::{llc, OracleKind, Oracles, Verdict};

/// The fixture folder of the repository.
pub fn default_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/rules")
}

/// One fixture's configuration header (`; target:`, `; profile:`, `; ptx:`).
struct Header {
    target: Option<String>,
    profile: Option<String>,
    ptx: Option<String>,
    /// `; llvm: N`: the fixture is about that LLVM version only.
    llvm: Option<u32>,
    /// `; consumer: triton@3.6.0`: the fixture is about a compiler that drives its own LLVM,
    /// not llc: no llc verdict applies.
    consumer: Option<String>,
}

fn header(text: &str) -> Header {
    let mut h = Header {
        target: None,
        profile: None,
        ptx: None,
        llvm: None,
        consumer: None,
    };
    for line in text.lines().take_while(|l| l.starts_with(';')) {
        let line = line.trim_start_matches(';').trim();
        if let Some(v) = line.strip_prefix("target:") {
            h.target = Some(v.trim().to_string());
        } else if let Some(v) = line.strip_prefix("profile:") {
            h.profile = Some(v.trim().to_string());
        } else if let Some(v) = line.strip_prefix("ptx:") {
            h.ptx = Some(v.trim().to_string());
        } else if let Some(v) = line.strip_prefix("llvm:") {
            h.llvm = v.trim().parse().ok();
        } else if let Some(v) = line.strip_prefix("consumer:") {
            h.consumer = Some(v.trim().to_string());
        }
    }
    h
}

/// nvverify's errors on `text` in this configuration (codes), or why it could not run.
fn nvverify_errors(
    rules_dir: &Option<PathBuf>,
    text: &str,
    target: &str,
    ptx: Option<&str>,
    llvm: u32,
) -> Result<Vec<String>, String> {
    let mut ws = engine::Workspace::new(engine::Options {
        target: Some(target.to_string()),
        profile: Some("llvm".into()),
        ptx: ptx.map(str::to_string),
        llvm: Some(llvm),
        consumer: None,
        rules_dir: rules_dir.clone(),
    })?;
    ws.set_file("fixture.ll", text);
    let report = ws.report("fixture.ll").ok_or("the file is not open")?;
    Ok(report
        .diagnostics
        .iter()
        .filter(|d| d.diagnostic.severity.as_str() == "error")
        .map(|d| d.diagnostic.code.to_string())
        .collect())
}

/// The rows of rule `r` from its fixtures (empty when it has none in modern IR under the llvm
/// profile).
pub fn rule_rows(
    t: &Tables,
    o: &Oracles,
    rules_dir: &Option<PathBuf>,
    root: &Path,
    r: &Rule,
) -> Vec<AuditRow> {
    let code = r.code.to_string();
    let Ok(dir) = std::fs::read_dir(root.join(&code)) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = dir
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let mut rows = Vec::new();
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let h = header(&text);
        let info = dialect::classify(&text);
        if info.typed || h.profile.as_deref().is_some_and(|p| p != "llvm") || h.consumer.is_some() {
            continue;
        }
        let Some(target) = h
            .target
            .as_deref()
            .and_then(|n| t.parse_target(n).ok())
            .map(|id| t.target(id).name.to_string())
        else {
            continue;
        };
        let file = path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        let fire = file.starts_with("fire");
        let mut probes = Vec::new();
        let mut fired_in_range = false;
        let mut notes = Vec::new();
        for l in &o.llcs {
            let in_range = r
                .llvm_range
                .is_none_or(|(lo, hi)| l.llvm >= lo && l.llvm <= hi);
            // A `; llvm: N` fixture shows the rule under LLVM N; the other versions inside the
            // rule's range are outside the fixture's claim, but one outside the range is
            // judged too: that llc must do what nvverify --llvm M says without the rule.
            if h.llvm.is_some_and(|v| v != l.llvm) && in_range {
                continue;
            }
            if !llc::knows(l.llvm, &target) {
                notes.push(format!("llc-{} does not know {target}", l.llvm));
                continue;
            }
            if let Err(why) = info.fits_llc(l.llvm) {
                notes.push(why);
                continue;
            }
            let errors = match nvverify_errors(rules_dir, &text, &target, h.ptx.as_deref(), l.llvm)
            {
                Ok(e) => e,
                Err(e) => {
                    notes.push(format!("nvverify: {e}"));
                    continue;
                }
            };
            fired_in_range |= in_range && errors.contains(&code);
            let kind = OracleKind::Llc { llvm: l.llvm };
            let prepared = dialect::with_target_cpu(&text, &target);
            let ptx = h.ptx.as_deref().and_then(tablegen::compile::parse_ptx);
            let v = o.judge(kind, &prepared, &target, ptx);
            let (observed, messages) = match &v {
                Verdict::Accept => (Observed::Accept, vec![]),
                Verdict::Reject(m) => (Observed::Reject, m.clone()),
                Verdict::Unusable(u) => (Observed::Unjudged, vec![u.clone()]),
            };
            let mut what = format!("{file} with --llvm {}", l.llvm);
            if !errors.is_empty() {
                what.push_str(&format!(" (nvverify: {})", errors.join(", ")));
            }
            probes.push(Probe {
                target: target.clone(),
                oracle: kind.name(),
                expect_accept: errors.is_empty(),
                observed,
                messages,
                what,
            });
        }
        let mut claim = format!(
            "{} ({}): fixture {file} at {target}{}: llc-N rejects exactly when nvverify --llvm N reports an error",
            r.name,
            if r.severity == Severity::Error { "error" } else { "warning" },
            h.ptx.as_deref().map(|p| format!(" with PTX {p}")).unwrap_or_default(),
        );
        if let Some((lo, hi)) = r.llvm_range {
            claim.push_str(&format!(" (the rule is in force for LLVM {lo}..={hi})"));
        }
        let (status, reason) = if probes.is_empty() {
            (
                Status::SpecOnly,
                format!("no llc could judge the fixture: {}", notes.join("; ")),
            )
        } else if fire && r.severity == Severity::Error && !fired_in_range {
            (
                Status::SpecOnly,
                "the fire fixture does not fire the rule under any LLVM version in its range"
                    .into(),
            )
        } else {
            crate::audit::status_of(&probes)
        };
        rows.push(AuditRow {
            id: format!("rule:{code}:fixture:{file}"),
            code: code.clone(),
            kind: "rule".into(),
            claim,
            status,
            reason,
            probes,
            allowlisted: None,
        });
    }
    rows
}

/// Replaces the spec-only rows of the llvm-profile rules that no template probes by rows from
/// their fixtures (a rule keeps its spec-only row when no fixture can be judged).
pub fn extend(
    t: &Tables,
    o: &Oracles,
    rules_dir: &Option<PathBuf>,
    root: &Path,
    rows: &mut Vec<AuditRow>,
) {
    if o.llcs.is_empty() {
        return;
    }
    for r in t.rules.iter() {
        if !r.profiles.iter().any(|p| p == "llvm") {
            continue;
        }
        let id = format!("rule:{}", r.code);
        let mine = |row: &AuditRow| row.id == id || row.id.starts_with(&format!("{id}:"));
        let unprobed = rows
            .iter()
            .filter(|row| mine(row))
            .all(|row| row.status == Status::SpecOnly);
        if !unprobed || !rows.iter().any(&mine) {
            continue;
        }
        let new = rule_rows(t, o, rules_dir, root, r);
        if new.iter().any(|row| row.status != Status::SpecOnly) {
            rows.retain(|row| !mine(row));
            rows.extend(new);
        }
    }
}
