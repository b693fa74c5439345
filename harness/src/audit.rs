//! `audit`: every oracle-checkable row of the rule tables is turned into the smallest probe
//! module and run at its boundary targets. A row is *confirmed* when every oracle that could
//! judge it agrees with the table, *contradicted* when one disagrees, *spec-only* when no
//! oracle can judge it (the reason says why).
//!
//! Expectations: an `Error` rule expects the oracle to reject the probe, a `Warning` rule
//! expects it to accept (the rule files make a rule a warning exactly when the real tools
//! accept the construct); a gate expects acceptance exactly on the targets it admits.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use tablegen::model::{Check, Severity};
use tablegen::tables::{Gate, TargetId};
use tablegen::Tables;

use crate::allowlist::{Allowlist, Item};
use crate::compare::RuleIndex;
use crate::dialect;
use crate::oracles::llc;
use crate::oracles::{nvvm_arch, OracleKind, Oracles, Path, Verdict};
use crate::probes;
use crate::rule_class::{class, RuleClass};
use crate::sigs::{self, Sig};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Confirmed,
    Contradicted,
    SpecOnly,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Confirmed => "confirmed",
            Status::Contradicted => "contradicted",
            Status::SpecOnly => "spec-only",
        }
    }
}

/// What an oracle made of a probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Observed {
    Accept,
    /// A rejection of the kind the row is about (a gate message, a limit message, any
    /// rejection for rule probes).
    Reject,
    /// A rejection for another reason (the probe itself is not valid there), or no verdict.
    Unjudged,
}

#[derive(Clone, Debug, Serialize)]
pub struct Probe {
    pub target: String,
    pub oracle: String,
    pub expect_accept: bool,
    pub observed: Observed,
    pub messages: Vec<String>,
    /// What the probe was (intrinsic name, byte count, attribute).
    pub what: String,
}

impl Probe {
    /// `llc22+ptxas at sm_90: table expects reject, oracle accepts (first message)`; `who`
    /// names the judge in the sentence.
    pub fn disagreement(&self, who: &str) -> String {
        format!(
            "{} at {}: table expects {}, {who} {}{}",
            self.oracle,
            self.target,
            if self.expect_accept {
                "accept"
            } else {
                "reject"
            },
            if self.observed == Observed::Accept {
                "accepts"
            } else {
                "rejects"
            },
            self.messages
                .first()
                .map(|m| format!(" ({m})"))
                .unwrap_or_default()
        )
    }

    pub fn agrees(&self) -> Option<bool> {
        match self.observed {
            Observed::Unjudged => None,
            Observed::Accept => Some(self.expect_accept),
            Observed::Reject => Some(!self.expect_accept),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct AuditRow {
    /// `family:redux-sync`, `param-limit:default:sm_90`, `rule:NV3001:naked`.
    pub id: String,
    pub code: String,
    pub kind: String,
    /// The table's claim, in words.
    pub claim: String,
    pub status: Status,
    pub reason: String,
    pub probes: Vec<Probe>,
    pub allowlisted: Option<String>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Counts {
    pub rows: usize,
    pub confirmed: usize,
    pub contradicted: usize,
    pub contradicted_allowlisted: usize,
    pub spec_only: usize,
    pub probes: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct AuditReport {
    pub oracles: Vec<String>,
    pub counts: Counts,
    pub per_kind: BTreeMap<String, Counts>,
    pub rows: Vec<AuditRow>,
}

impl AuditReport {
    pub fn unexplained(&self) -> Vec<&AuditRow> {
        self.rows
            .iter()
            .filter(|r| r.status == Status::Contradicted && r.allowlisted.is_none())
            .collect()
    }
}

struct Ctx<'a> {
    t: &'a Tables,
    o: &'a Oracles,
    index: &'a RuleIndex,
    sigs: BTreeMap<String, Sig>,
    quick: bool,
}

/// Runs the audit over the tables.
pub fn run(
    t: &Tables,
    o: &Oracles,
    index: &RuleIndex,
    allow: &Allowlist,
    quick: bool,
) -> AuditReport {
    let cx = Ctx {
        t,
        o,
        index,
        sigs: sigs::table_with_newer(),
        quick,
    };
    let mut rows = Vec::new();
    for (i, f) in t.families.iter().enumerate() {
        if f.def.reject.is_none() && !f.gate.is_unconditional() {
            rows.push(audit_family(&cx, i));
        }
    }
    rows.extend(audit_param_limits(&cx));
    rows.extend(audit_param_limits_llvm(&cx));
    for r in t.rules.iter() {
        rows.extend(audit_rule(&cx, r));
    }
    finish(o, rows, allow)
}

/// Applies the allowlist to contradicted rows and counts.
pub fn finish(o: &Oracles, mut rows: Vec<AuditRow>, allow: &Allowlist) -> AuditReport {
    for row in rows.iter_mut() {
        if row.status == Status::Contradicted {
            let msgs: Vec<String> = row
                .probes
                .iter()
                .flat_map(|p| p.messages.iter().cloned())
                .collect();
            let oracles: Vec<&str> = row
                .probes
                .iter()
                .filter(|p| p.agrees() == Some(false))
                .map(|p| p.oracle.as_str())
                .collect();
            let targets: Vec<&str> = row
                .probes
                .iter()
                .filter(|p| p.agrees() == Some(false))
                .map(|p| p.target.as_str())
                .collect();
            // Every contradicting probe must be covered.
            let covered: Vec<Option<&str>> = oracles
                .iter()
                .zip(&targets)
                .map(|(o, tg)| {
                    allow.covers(&Item {
                        mode: "audit",
                        class: "contradicted",
                        code: &row.code,
                        oracle: o,
                        target: tg,
                        module: &row.id,
                        messages: &msgs,
                    })
                })
                .collect();
            if !covered.is_empty() && covered.iter().all(Option::is_some) {
                row.allowlisted = covered[0].map(str::to_string);
            }
        }
    }
    let mut counts = Counts::default();
    let mut per_kind: BTreeMap<String, Counts> = BTreeMap::new();
    for r in &rows {
        for c in [&mut counts, per_kind.entry(r.kind.clone()).or_default()] {
            c.rows += 1;
            c.probes += r.probes.len();
            match r.status {
                Status::Confirmed => c.confirmed += 1,
                Status::Contradicted => {
                    c.contradicted += 1;
                    if r.allowlisted.is_some() {
                        c.contradicted_allowlisted += 1;
                    }
                }
                Status::SpecOnly => c.spec_only += 1,
            }
        }
    }
    AuditReport {
        oracles: o.describe(),
        counts,
        per_kind,
        rows,
    }
}

pub(crate) fn status_of(probes: &[Probe]) -> (Status, String) {
    let judged: Vec<&Probe> = probes.iter().filter(|p| p.agrees().is_some()).collect();
    if judged.is_empty() {
        let why = probes
            .iter()
            .find_map(|p| p.messages.first().cloned())
            .unwrap_or_else(|| "no oracle can run the probe".into());
        return (Status::SpecOnly, format!("no probe could be judged: {why}"));
    }
    let bad: Vec<&&Probe> = judged
        .iter()
        .filter(|p| p.agrees() == Some(false))
        .collect();
    if bad.is_empty() {
        (
            Status::Confirmed,
            format!("{} probe(s) agree", judged.len()),
        )
    } else {
        let d: Vec<String> = bad.iter().map(|p| p.disagreement("oracle")).collect();
        (Status::Contradicted, d.join("; "))
    }
}

// ------------------------------------------------------------------------------------------
// Intrinsic families
// ------------------------------------------------------------------------------------------

/// Is a rejection message a target/PTX gate (as opposed to a broken probe)?
fn is_gate_message(m: &str) -> bool {
    let l = m.to_ascii_lowercase();
    l.contains("cannot select")
        || l.contains("requires .target")
        || l.contains("not supported on .target")
        || l.contains("requires ptx isa")
        || l.contains("not supported starting from ptx isa")
        || l.contains("without '.sync' is not supported")
        || l.contains("unsupported operation")
        || l.contains("is not supported on")
        || l.contains("only supported for")
        || l.contains("requires sm_")
}

fn observe_gate(v: &Verdict) -> (Observed, Vec<String>) {
    match v {
        Verdict::Accept => (Observed::Accept, vec![]),
        Verdict::Reject(m) if m.iter().any(|x| is_gate_message(x)) => (Observed::Reject, m.clone()),
        Verdict::Reject(m) => (
            Observed::Unjudged,
            m.iter()
                .map(|x| format!("not a gate message: {x}"))
                .collect(),
        ),
        Verdict::Unusable(r) => (Observed::Unjudged, vec![r.clone()]),
    }
}

fn tid(t: &Tables, name: &str) -> Option<TargetId> {
    t.target_id(name)
}

/// Boundary targets of a gate: at and just below each atom, the a/f variants, and the next
/// family up for architecture/family-specific atoms.
fn boundary_targets(t: &Tables, gate: &Gate) -> Vec<String> {
    let bases: Vec<(u32, String)> = t
        .targets
        .iter()
        .filter(|x| x.variant == tablegen::model::Variant::Base)
        .map(|x| (x.sm, x.name.to_string()))
        .collect();
    let below = |sm: u32| {
        bases
            .iter()
            .filter(|(s, _)| *s < sm)
            .map(|(_, n)| n.clone())
            .next_back()
    };
    let above = |sm: u32| bases.iter().find(|(s, _)| *s > sm).map(|(_, n)| n.clone());
    let mut v: Vec<String> = Vec::new();
    for alt in gate.alts.iter() {
        for atom in alt.spelled.iter() {
            let atom = atom.to_string();
            if atom == "any" {
                continue;
            }
            let sm = crate::oracles::sm_number(&atom);
            let base = format!("sm_{sm}");
            v.push(atom.clone());
            if atom.ends_with('a') || atom.ends_with('f') {
                v.push(base.clone());
                if atom.ends_with('f') {
                    v.push(format!("sm_{sm}a"));
                }
                if let Some(a) = above(sm) {
                    v.push(format!("{a}a"));
                    v.push(a);
                }
            } else if let Some(b) = below(sm) {
                v.push(b);
            }
        }
    }
    // Sanity targets: the newest target each oracle can run that the gate admits, so a probe
    // that no target selects is recognised as a broken probe, not a contradiction.
    for s in ["sm_90a", "sm_100a", "sm_120a"] {
        if t.target_id(s).is_some_and(|id| gate.accepts(id)) {
            v.push(s.to_string());
        }
    }
    v.retain(|n| t.target_id(n).is_some());
    v.sort_by_key(|n| (crate::oracles::sm_number(n), n.clone()));
    v.dedup();
    v
}

/// The oracles for a gate probe at `target`: every llc that knows the target (llc-19 up to
/// sm_90a, llc-22 up to sm_121f), and from sm_100 on also libNVVM 13's NVVM 23 path (falling
/// back to 12.9's NVVM 20).
fn gate_oracles(o: &Oracles, target: &str) -> Vec<OracleKind> {
    let mut v: Vec<OracleKind> = o
        .llcs
        .iter()
        .filter(|l| l.knows(target))
        .map(|l| OracleKind::Llc { llvm: l.llvm })
        .collect();
    if crate::oracles::sm_number(target) >= 100 {
        v.extend(
            [13, 12]
                .into_iter()
                .find(|c| o.nvvm(*c).is_some() && nvvm_arch(*c, target).is_some())
                .map(|cuda| OracleKind::NvvmCompile {
                    cuda,
                    path: Path::Modern,
                }),
        );
    }
    v
}

/// `+ptxNN` for a gate probe on llc of LLVM `llvm`: what the gate needs at this target (or at
/// all), at least the target's minimum. `None` when that llc cannot emit it.
fn gate_ptx(t: &Tables, gate: &Gate, target: TargetId, llvm: u32) -> Option<u32> {
    let need = gate
        .required_ptx(target)
        .unwrap_or_else(|| gate.alts.iter().map(|a| a.ptx).max().unwrap_or(0));
    let p = need.max(t.target(target).min_ptx).max(60);
    (p <= llc::max_ptx(llvm)).then_some(p)
}

fn run_gate_probes(cx: &Ctx, sig: &Sig, gate: &Gate, target: &str) -> Vec<Probe> {
    gate_oracles(cx.o, target)
        .into_iter()
        .filter_map(|kind| run_gate_probe(cx, sig, gate, target, kind))
        .collect()
}

fn run_gate_probe(
    cx: &Ctx,
    sig: &Sig,
    gate: &Gate,
    target: &str,
    kind: OracleKind,
) -> Option<Probe> {
    let id = tid(cx.t, target)?;
    let expect_accept = gate.accepts(id);
    // llc-22 constant-folds some calls with constant FP operands (see intrinsic_probe_with).
    let text =
        probes::intrinsic_probe_with(sig, matches!(kind, OracleKind::Llc { llvm } if llvm >= 20));
    let (observed, messages) = match kind {
        OracleKind::Llc { llvm } => {
            let ptx = gate_ptx(cx.t, gate, id, llvm)?;
            observe_gate(&cx.o.judge(kind, &text, target, Some(ptx)))
        }
        _ => {
            let v =
                cx.o.judge(kind, &dialect::as_nvvm_modern(&text), target, None);
            match &v {
                Verdict::Reject(m) if m.iter().any(|x| x.contains("cannot be lowered")) => (
                    Observed::Unjudged,
                    vec![format!("libNVVM does not know the intrinsic: {}", m[0])],
                ),
                _ => observe_gate(&v),
            }
        }
    };
    Some(Probe {
        target: target.to_string(),
        oracle: kind.name(),
        expect_accept,
        observed,
        messages,
        what: sig.name.clone(),
    })
}

fn audit_family(cx: &Ctx, i: usize) -> AuditRow {
    let f = &cx.t.families[i];
    let id = format!("family:{}", f.def.family);
    let code = f.def.code.as_deref().unwrap_or("NV4001").to_string();
    let claim = format!("{} needs {}", f.def.family, f.gate.describe());
    let mut names: Vec<&Sig> = cx
        .sigs
        .values()
        .filter(|s| {
            cx.t.intrinsic_family(&s.name)
                .is_some_and(|g| g.def.family == f.def.family)
        })
        .collect();
    names.sort_by_key(|s| (s.params.len() + s.rets.len(), s.name.clone()));
    if names.is_empty() {
        return AuditRow {
            id,
            code,
            kind: "intrinsic-family".into(),
            claim,
            status: Status::SpecOnly,
            reason: "no known intrinsic signature for this family (not in LLVM 19, not in the newer-signature list): no probe can be synthesised".into(),
            probes: vec![],
            allowlisted: None,
        };
    }
    let targets = boundary_targets(cx.t, &f.gate);
    // A sanity target the gate admits, so a probe that no oracle selects anywhere is recognised.
    let mut last: Vec<Probe> = Vec::new();
    let tries = if cx.quick { 2 } else { 3 };
    for sig in names.iter().take(tries) {
        let probes: Vec<Probe> = targets
            .iter()
            .flat_map(|tg| run_gate_probes(cx, sig, &f.gate, tg))
            .collect();
        let valid = probes.iter().any(|p| p.observed == Observed::Accept);
        if valid {
            let (status, reason) = status_of(&probes);
            return AuditRow {
                id,
                code,
                kind: "intrinsic-family".into(),
                claim,
                status,
                reason,
                probes,
                allowlisted: None,
            };
        }
        last = probes;
    }
    let judged = last.iter().any(|p| p.observed == Observed::Reject);
    let reason = if last.is_empty() {
        format!("no oracle for the boundary targets {}", targets.join(", "))
    } else if judged {
        format!(
            "the oracle rejects the probe on every boundary target, including those the row admits ({}): the probe or the row is wrong",
            last.iter().filter(|p| p.expect_accept).map(|p| p.target.as_str()).collect::<Vec<_>>().join(", ")
        )
    } else {
        format!(
            "no probe could be judged: {}",
            last.iter()
                .find_map(|p| p.messages.first().cloned())
                .unwrap_or_default()
        )
    };
    AuditRow {
        id,
        code,
        kind: "intrinsic-family".into(),
        claim,
        status: Status::SpecOnly,
        reason,
        probes: last,
        allowlisted: None,
    }
}

// ------------------------------------------------------------------------------------------
// Matrix rows (WMMA / MMA / ldmatrix / stmatrix)
// ------------------------------------------------------------------------------------------

/// Every LLVM 19 matrix intrinsic becomes a probe (PTX 8.5) at sm_75, sm_80, sm_89 and sm_90;
/// the table's verdict is what nvverify, which interprets `rules/matrix.ron`, says about the
/// same probe under the llvm profile; llc-19 + ptxas is the oracle. `quick` takes every 8th name.
pub fn audit_matrix(
    t: &Tables,
    o: &Oracles,
    make: crate::run::MakeVerifier<'_>,
    threads: usize,
    quick: bool,
) -> Vec<AuditRow> {
    if o.llcs.is_empty() {
        return vec![];
    }
    let prefixes = [
        "llvm.nvvm.wmma.",
        "llvm.nvvm.mma.",
        "llvm.nvvm.ldmatrix.",
        "llvm.nvvm.stmatrix.",
    ];
    let sigs: Vec<Sig> = sigs::table()
        .into_values()
        .filter(|s| prefixes.iter().any(|p| s.name.starts_with(p)))
        .enumerate()
        .filter(|(i, _)| !quick || i % 8 == 0)
        .map(|(_, s)| s)
        .collect();
    let targets = ["sm_75", "sm_80", "sm_89", "sm_90"];
    let _ = t;
    let work = |v: &mut dyn crate::verifier::Verifier, sig: &Sig| -> AuditRow {
        let text = probes::intrinsic_probe(sig)
            .replace("define void @probe() {", "define void @probe() #0 {")
            + "attributes #0 = { \"target-features\"=\"+ptx85\" }\n";
        let mut probes_v = Vec::new();
        let mut admitted = Vec::new();
        let mut first_code = String::from("NV5005");
        // Each llc is compared with nvverify at its own LLVM version (`--llvm N`); the claim
        // names what nvverify admits for the oldest llc.
        for (n, l) in o.llcs.iter().enumerate() {
            let kind = OracleKind::Llc { llvm: l.llvm };
            for tg in targets {
                let findings = v
                    .check(
                        &format!("matrix-probe:{}", sig.name),
                        &text,
                        tg,
                        "llvm",
                        kind.llvm(),
                    )
                    .unwrap_or_default();
                let errs: Vec<&crate::verifier::Finding> =
                    findings.iter().filter(|f| f.is_error()).collect();
                if n == 0 {
                    if let Some(f) = errs.first() {
                        first_code = f.code.clone();
                    } else {
                        admitted.push(tg);
                    }
                }
                // For matrix operations every llc/ptxas rejection is a legality verdict (ptxas
                // checks the type/shape combination of the emitted instruction).
                let (observed, mut messages) = match o.judge(kind, &text, tg, Some(85)) {
                    Verdict::Accept => (Observed::Accept, vec![]),
                    Verdict::Reject(m) => (Observed::Reject, m),
                    Verdict::Unusable(r) => (Observed::Unjudged, vec![r]),
                };
                messages.extend(errs.iter().map(|f| format!("nvverify: {}", f.describe())));
                probes_v.push(Probe {
                    target: tg.to_string(),
                    oracle: kind.name(),
                    expect_accept: errs.is_empty(),
                    observed,
                    messages,
                    what: sig.name.clone(),
                });
            }
        }
        // The probe is meaningful when llc selected it somewhere (ptxas then judged the PTX).
        let valid = probes_v.iter().any(|p| {
            p.observed == Observed::Accept || p.messages.iter().any(|m| m.starts_with("ptxas line"))
        });
        let (status, reason) = if valid {
            status_of(&probes_v)
        } else {
            let names: Vec<String> = o.llcs.iter().map(|l| format!("llc-{}", l.llvm)).collect();
            (Status::SpecOnly, format!("{} selects the probe on none of sm_75/80/89/90: the probe (constant operands) or the LLVM version cannot judge it", names.join(" / ")))
        };
        AuditRow {
            id: format!("matrix:{}", sig.name),
            code: first_code,
            kind: "matrix".into(),
            claim: format!(
                "{} is legal on {}",
                sig.name,
                if admitted.is_empty() {
                    "none of sm_75/80/89/90".to_string()
                } else {
                    admitted.join(", ")
                }
            ),
            status,
            reason,
            probes: probes_v,
            allowlisted: None,
        }
    };
    crate::run::parallel(&sigs, threads, make, &work)
}

// ------------------------------------------------------------------------------------------
// Parameter limits
// ------------------------------------------------------------------------------------------

fn audit_param_limits(cx: &Ctx) -> Vec<AuditRow> {
    let t = cx.t;
    let Some(profile) = t.profiles.iter().find(|p| p.name == "nvvm") else {
        return vec![];
    };
    let Some(table) = t
        .param_limits
        .iter()
        .position(|l| l.name == profile.param_limits)
    else {
        return vec![];
    };
    let code = t
        .rules
        .iter()
        .find(|r| matches!(r.check, Check::ParamSpace))
        .map(|r| r.code.to_string())
        .unwrap_or_else(|| "NV7001".into());
    let mut rows = Vec::new();
    let quick_set = ["sm_62", "sm_70", "sm_75", "sm_90", "sm_100", "sm_120"];
    for (i, target) in t.targets.iter().enumerate() {
        let name = target.name.to_string();
        if cx.quick && !quick_set.contains(&name.as_str()) {
            continue;
        }
        let tid = TargetId(i as u32);
        let mut probes = Vec::new();
        let mut claims = Vec::new();
        for lib in &cx.o.nvvm {
            let Some(_) = nvvm_arch(lib.cuda_major, &name) else {
                continue;
            };
            let ptx: u32 = lib.ptx_version.replace('.', "").parse().unwrap_or(0);
            let Some(limit) = t.param_limit(table as u32, tid, ptx) else {
                continue;
            };
            claims.push(format!(
                "{limit} B with CUDA {} (PTX {})",
                lib.cuda_major, lib.ptx_version
            ));
            let path = if target.sm >= 100 {
                Path::Modern
            } else {
                Path::Nvvm7
            };
            let kind = OracleKind::NvvmCompile {
                cuda: lib.cuda_major,
                path,
            };
            for (bytes, expect_accept) in [(limit, true), (limit + 8, false)] {
                let text = match path {
                    Path::Nvvm7 => probes::param_probe_typed(bytes),
                    Path::Modern => dialect::as_nvvm_modern(&probes::param_probe_modern(bytes)),
                };
                let v = cx.o.judge(kind, &text, &name, None);
                let (observed, messages) = match &v {
                    Verdict::Accept => (Observed::Accept, vec![]),
                    Verdict::Reject(m) if m.iter().any(|x| x.contains("parameter space")) => {
                        (Observed::Reject, m.clone())
                    }
                    Verdict::Reject(m) => (Observed::Unjudged, m.clone()),
                    Verdict::Unusable(r) => (Observed::Unjudged, vec![r.clone()]),
                };
                probes.push(Probe {
                    target: name.clone(),
                    oracle: kind.name(),
                    expect_accept,
                    observed,
                    messages,
                    what: format!("{bytes} B"),
                });
            }
        }
        if probes.is_empty() {
            continue;
        }
        let (status, reason) = status_of(&probes);
        rows.push(AuditRow {
            id: format!("param-limit:{}:{name}", profile.param_limits),
            code: code.clone(),
            kind: "param-limit".into(),
            claim: format!("kernel parameter space on {name}: {}", claims.join(", ")),
            status,
            reason,
            probes,
            allowlisted: None,
        });
    }
    rows
}

/// The llvm profile's limits, judged by llc-19 + ptxas with the PTX version as the step
/// boundary: below and at each step's `ptx` (e.g. 7.8 and 8.1 for the 32764-byte step).
fn audit_param_limits_llvm(cx: &Ctx) -> Vec<AuditRow> {
    let t = cx.t;
    let Some(profile) = t.profiles.iter().find(|p| p.name == "llvm") else {
        return vec![];
    };
    let Some(table) = t
        .param_limits
        .iter()
        .position(|l| l.name == profile.param_limits)
    else {
        return vec![];
    };
    if cx.o.llcs.is_empty() || cx.o.ptxas.is_empty() {
        return vec![];
    }
    let code = t
        .rules
        .iter()
        .find(|r| matches!(r.check, Check::ParamSpace))
        .map(|r| r.code.to_string())
        .unwrap_or_else(|| "NV7001".into());
    let mut ptxs: Vec<u32> = t.param_limits[table]
        .steps
        .iter()
        .filter(|s| s.ptx > 0)
        .flat_map(|s| [s.ptx.saturating_sub(3), s.ptx])
        .collect();
    ptxs.extend(cx.o.llcs.iter().map(|l| llc::max_ptx(l.llvm)));
    ptxs.sort();
    ptxs.dedup();
    // sm_100 and sm_120 only llc-22 can judge.
    let targets: &[&str] = if cx.quick {
        &["sm_70", "sm_90"]
    } else {
        &[
            "sm_52", "sm_61", "sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100",
            "sm_120",
        ]
    };
    let newest_ptx =
        cx.o.llcs
            .iter()
            .map(|l| llc::max_ptx(l.llvm))
            .max()
            .unwrap_or(0);
    let mut rows = Vec::new();
    for name in targets {
        let Some(tid) = t.target_id(name) else {
            continue;
        };
        for &ptx in &ptxs {
            let ptx = ptx.max(t.target(tid).min_ptx);
            if ptx > newest_ptx
                || rows.iter().any(|r: &AuditRow| {
                    r.id == format!("param-limit-llvm:{}:{name}:ptx{ptx}", profile.param_limits)
                })
            {
                continue;
            }
            let Some(limit) = t.param_limit(table as u32, tid, ptx) else {
                continue;
            };
            let mut probes = Vec::new();
            let judges =
                cx.o.llcs
                    .iter()
                    .filter(|l| l.knows(name) && ptx <= llc::max_ptx(l.llvm))
                    .map(|l| OracleKind::Llc { llvm: l.llvm });
            for (kind, (bytes, expect_accept)) in
                judges.flat_map(|k| [(k, (limit, true)), (k, (limit + 8, false))])
            {
                let v =
                    cx.o.judge(kind, &probes::param_probe_modern(bytes), name, Some(ptx));
                let (observed, messages) = match &v {
                    Verdict::Accept => (Observed::Accept, vec![]),
                    Verdict::Reject(m)
                        if m.iter().any(|x| {
                            x.contains("parameter space") || x.contains("parameter size")
                        }) =>
                    {
                        (Observed::Reject, m.clone())
                    }
                    Verdict::Reject(m) => (Observed::Unjudged, m.clone()),
                    Verdict::Unusable(r) => (Observed::Unjudged, vec![r.clone()]),
                };
                probes.push(Probe {
                    target: name.to_string(),
                    oracle: kind.name(),
                    expect_accept,
                    observed,
                    messages,
                    what: format!("{bytes} B, PTX {}", tablegen::tables::fmt_ptx(ptx)),
                });
            }
            if probes.is_empty() {
                continue;
            }
            let (status, reason) = status_of(&probes);
            rows.push(AuditRow {
                id: format!("param-limit-llvm:{}:{name}:ptx{ptx}", profile.param_limits),
                code: code.clone(),
                kind: "param-limit".into(),
                claim: format!(
                    "kernel parameter space on {name} with PTX {}: {limit} B (llvm profile)",
                    tablegen::tables::fmt_ptx(ptx)
                ),
                status,
                reason,
                probes,
                allowlisted: None,
            });
        }
    }
    rows
}

// ------------------------------------------------------------------------------------------
// Rule records
// ------------------------------------------------------------------------------------------

/// How a rule row is probed.
enum Probing {
    /// libNVVM verify (both front ends) on this typed module.
    Verify(String),
    /// libNVVM compile+ptxas at these targets (typed module), plus llc on the modern variant.
    Compile {
        typed: String,
        modern: Option<String>,
        targets: Vec<String>,
    },
    /// Not probed: why.
    None(String),
}

fn fn_module(attrs: &str, sig: &str, body: &str, extra: &str) -> String {
    probes::typed_module(extra, &format!("define {sig} {attrs} {{\n{body}}}\n"), &[])
}

fn kernel_module_typed(globals: &str, body: &str, attrs: &str, annotations: &[String]) -> String {
    let mut a = vec![probes::kernel_annotation()];
    a.extend(annotations.iter().cloned());
    probes::typed_module(
        globals,
        &format!("define void @kern() {attrs} {{\n{body}  ret void\n}}\n"),
        &a,
    )
}

/// The same kernel in modern IR for llc (no data layout, `ptr` in annotations).
fn kernel_module_modern(attrs_def: &str, attrs: &str, annotations: &[String]) -> String {
    let mut nodes = vec!["!{ptr @kern, !\"kernel\", i32 1}".to_string()];
    nodes.extend(annotations.iter().map(|a| {
        a.replace("void ()* @kern", "ptr @kern")
            .replace("void ()* @dev", "ptr @dev")
    }));
    let ids: Vec<String> = (0..nodes.len()).map(|i| format!("!{}", i + 10)).collect();
    let mut s = format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine void @dev() {{\n  ret void\n}}\n\ndefine void @kern() {attrs} {{\n  call void @dev()\n  ret void\n}}\n{attrs_def}\n!nvvm.annotations = !{{{}}}\n",
        ids.join(", ")
    );
    for (i, n) in nodes.iter().enumerate() {
        s.push_str(&format!("!{} = {n}\n", i + 10));
    }
    s
}

fn cluster_probe(annotations: &[&str], targets: &[&str], on_dev: bool) -> Probing {
    let who = if on_dev {
        "void ()* @dev"
    } else {
        "void ()* @kern"
    };
    let ann: Vec<String> = annotations
        .iter()
        .map(|a| format!("!{{{who}, {a}}}"))
        .collect();
    let typed = probes::typed_module(
        "",
        "define void @dev() {\n  ret void\n}\n\ndefine void @kern() {\n  call void @dev()\n  ret void\n}\n",
        &[vec![probes::kernel_annotation()], ann.clone()].concat(),
    );
    Probing::Compile {
        typed,
        modern: Some(kernel_module_modern("", "", &ann)),
        targets: targets.iter().map(|s| s.to_string()).collect(),
    }
}

fn rule_probes(r: &tablegen::model::Rule) -> Vec<(String, Probing)> {
    let one = |label: &str, p: Probing| vec![(label.to_string(), p)];
    match class(r) {
        RuleClass::FunctionAttribute(list) => list
            .iter()
            .map(|a| {
                let attr = match &**a {
                    "alignstack" => "alignstack=16".to_string(),
                    x => x.to_string(),
                };
                let m = probes::typed_module(
                    "",
                    &format!("define void @f() #0 {{\n  ret void\n}}\n\nattributes #0 = {{ {attr} }}\n"),
                    &[],
                );
                (a.to_string(), Probing::Verify(m))
            })
            .collect(),
        RuleClass::ParamAttribute(a) => {
            let param = match a {
                "nest" => "i8* nest %p",
                x => return one(x, Probing::Verify(fn_module("", &format!("void @f(i32 {x} %p)"), "  ret void\n", ""))),
            };
            one(a, Probing::Verify(fn_module("", &format!("void @f({param})"), "  ret void\n", "")))
        }
        RuleClass::NarrowIntParam => one("i8 param", Probing::Verify(fn_module("", "void @f(i8 %p)", "  ret void\n", ""))),
        RuleClass::NarrowIntReturn => one("i8 return", Probing::Verify(fn_module("", "i8 @f()", "  ret i8 0\n", ""))),
        RuleClass::FunctionProperty(p) => {
            use tablegen::model::FunctionProp as P;
            let (attrs, extra) = match p {
                P::Section => ("section \"foo\"", ""),
                P::Align => ("align 16", ""),
                P::Gc => ("gc \"shadow-stack\"", ""),
                P::PrefixData => ("prefix i32 123", ""),
                P::PrologueData => ("prologue i32 123", ""),
                P::Personality => ("personality i32 (...)* @pers", ""),
            };
            let mut m = fn_module(attrs, "void @f()", "  ret void\n", extra);
            if matches!(p, P::Personality) {
                m.push_str("declare i32 @pers(...)\n");
            }
            one(&format!("{p:?}"), Probing::Verify(m))
        }
        RuleClass::EntrySignature(true) => one(
            "kernel returning i32",
            Probing::Verify(probes::typed_module(
                "",
                "define i32 @kern() {\n  ret i32 0\n}\n",
                &["!{i32 ()* @kern, !\"kernel\", i32 1}".to_string()],
            )),
        ),
        RuleClass::Linkage(l) => {
            let g = match l {
                "appending" => "@g = appending global [1 x i32] [i32 0]\n".to_string(),
                "extern_weak" => "@g = extern_weak addrspace(1) global i32\n".to_string(),
                other => format!("@g = {other} addrspace(1) global i32 0\n"),
            };
            one(l, Probing::Verify(kernel_module_typed(&g, "", "", &[])))
        }
        RuleClass::SpecialGlobal(name) => one(
            name,
            Probing::Verify(probes::typed_module(
                &format!("@{name} = appending global [1 x {{ i32, void ()*, i8* }}] [{{ i32, void ()*, i8* }} {{ i32 65535, void ()* @f, i8* null }}]\n"),
                "define void @f() {\n  ret void\n}\n",
                &[],
            )),
        ),
        RuleClass::GlobalSection => {
            one("section", Probing::Verify(kernel_module_typed("@g = addrspace(1) global i32 0, section \"foo\"\n", "", "", &[])))
        }
        RuleClass::GlobalInitializer(addrspaces) => addrspaces
            .iter()
            .map(|a| {
                (format!("addrspace({a})"), Probing::Verify(kernel_module_typed(&format!("@g = internal addrspace({a}) global i32 5\n"), "", "", &[])))
            })
            .collect(),
        RuleClass::GlobalAddrSpace => {
            one("addrspace(5)", Probing::Verify(kernel_module_typed("@g = addrspace(5) global i32 0\n", "", "", &[])))
        }
        RuleClass::IdentifierName => one(
            "k.k-1",
            Probing::Verify(probes::typed_module("", "define void @\"k.k-1\"() {\n  ret void\n}\n", &[])),
        ),
        RuleClass::TexSurfType => one(
            "i32 texture",
            Probing::Verify(kernel_module_typed(
                "@tex = addrspace(1) global i32 0\n",
                "",
                "",
                &["!{i32 addrspace(1)* @tex, !\"texture\", i32 1}".to_string()],
            )),
        ),
        RuleClass::Opcode(list) => list
            .iter()
            .filter_map(|op| {
                let m = match &**op {
                    "indirectbr" => fn_module("", "void @f()", "entry:\n  indirectbr i8* blockaddress(@f, %a), [label %a]\na:\n  ret void\n", ""),
                    "invoke" | "landingpad" | "resume" => {
                        let mut m = fn_module(
                            "personality i32 (...)* @pers",
                            "void @f()",
                            "entry:\n  invoke void @g() to label %ok unwind label %lp\nok:\n  ret void\nlp:\n  %x = landingpad { i8*, i32 } cleanup\n  resume { i8*, i32 } %x\n",
                            "",
                        );
                        m.push_str("declare void @g()\ndeclare i32 @pers(...)\n");
                        m
                    }
                    _ => return None,
                };
                Some((op.to_string(), Probing::Verify(m)))
            })
            .collect(),
        RuleClass::FenceOrdering(tablegen::model::Mode::Standard) => {
            one("fence acquire", Probing::Verify(kernel_module_typed("", "  fence acquire\n", "", &[])))
        }
        RuleClass::AllocaAlign(max) => one(
            &format!("align {}", max * 2),
            Probing::Verify(kernel_module_typed("", &format!("  %a = alloca i32, align {}\n  store volatile i32 0, i32* %a\n", max * 2), "", &[])),
        ),
        RuleClass::AtomicLoadStore => one(
            "load atomic",
            Probing::Verify(kernel_module_typed(
                "@g = addrspace(1) global i32 0\n",
                "  %v = load atomic i32, i32 addrspace(1)* @g seq_cst, align 4\n",
                "",
                &[],
            )),
        ),
        RuleClass::CmpxchgType => one(
            "cmpxchg i8",
            Probing::Verify(kernel_module_typed(
                "@g = addrspace(1) global i8 0\n",
                "  %v = cmpxchg i8 addrspace(1)* @g, i8 0, i8 1 seq_cst seq_cst\n",
                "",
                &[],
            )),
        ),
        RuleClass::AtomicAddrSpace(op) => {
            let body = if op == "cmpxchg" {
                "  %v = cmpxchg i32 addrspace(4)* @c, i32 0, i32 1 seq_cst seq_cst\n"
            } else {
                "  %v = atomicrmw add i32 addrspace(4)* @c, i32 1 seq_cst\n"
            };
            one(&format!("{op} addrspace(4)"), Probing::Verify(kernel_module_typed("@c = addrspace(4) global i32 0\n", body, "", &[])))
        }
        RuleClass::AtomicWideOps(bits) => one(
            &format!("atomicrmw add i{bits}"),
            Probing::Verify(kernel_module_typed(
                &format!("@g = addrspace(1) global i{bits} 0\n"),
                &format!("  %v = atomicrmw add i{bits} addrspace(1)* @g, i{bits} 1 seq_cst\n"),
                "",
                &[],
            )),
        ),
        RuleClass::AtomicOperation(ops) => ops
            .iter()
            .map(|op| {
                let (ty, one) = if op.starts_with('f') {
                    ("float", "1.0")
                } else {
                    ("i32", "1")
                };
                (
                    format!("atomicrmw {op}"),
                    Probing::Verify(kernel_module_typed(
                        &format!("@g = addrspace(1) global {ty} {one}\n"),
                        &format!(
                            "  %v = atomicrmw {op} {ty} addrspace(1)* @g, {ty} {one} seq_cst\n"
                        ),
                        "",
                        &[],
                    )),
                )
            })
            .collect(),
        RuleClass::AtomicGate(op, types) => types
            .iter()
            .map(|ty| {
                // `*` is any atomicrmw operation (the row labels the allowlist names).
                let row_op = if op == "cmpxchg" { "cmpxchg" } else { "*" };
                let label = format!("{row_op} {ty}");
                if !ty.starts_with('i') {
                    return (
                        label,
                        Probing::None("vector atomicrmw needs LLVM 9+ syntax that libNVVM's NVVM 7 path (below sm_100) cannot parse, and the NVVM 23 path only serves sm_100+, above the gate".into()),
                    );
                }
                let body = if op == "cmpxchg" {
                    format!("  %v = cmpxchg {ty} addrspace(1)* @g, {ty} 0, {ty} 1 seq_cst seq_cst\n")
                } else {
                    format!("  %v = atomicrmw xchg {ty} addrspace(1)* @g, {ty} 1 seq_cst\n")
                };
                let typed = kernel_module_typed(&format!("@g = addrspace(1) global {ty} 0\n"), &body, "", &[]);
                (label, Probing::Compile { typed, modern: None, targets: vec!["sm_80".into(), "sm_90".into()] })
            })
            .collect(),
        RuleClass::AddrspaceCast => one(
            "addrspace(3) to addrspace(1)",
            Probing::Verify(kernel_module_typed(
                "@s = internal addrspace(3) global i32 undef\n@p = addrspace(1) global i32 addrspace(1)* null\n",
                "  %c = addrspacecast i32 addrspace(3)* @s to i32 addrspace(1)*\n  store volatile i32 addrspace(1)* %c, i32 addrspace(1)* addrspace(1)* @p\n",
                "",
                &[],
            )),
        ),
        RuleClass::UnsupportedType(list) => list
            .iter()
            .map(|ty| {
                (ty.to_string(), Probing::Verify(kernel_module_typed("", &format!("  %a = alloca {ty}\n"), "", &[])))
            })
            .collect(),
        RuleClass::UnsupportedConstant("blockaddress") => one(
            "blockaddress",
            Probing::Verify(fn_module(
                "",
                "void @f(i8** %p)",
                "entry:\n  br label %bb\nbb:\n  store i8* blockaddress(@f, %bb), i8** %p\n  ret void\n",
                "",
            )),
        ),
        RuleClass::InlineAsmTypes => one(
            "<2 x i32> operand",
            Probing::Verify(kernel_module_typed("", "  call void asm sideeffect \"\", \"r\"(<2 x i32> zeroinitializer)\n", "", &[])),
        ),
        RuleClass::IntrinsicRejected if &*r.code == "NV4116" => one(
            "llvm.stacksave",
            Probing::Verify({
                let mut m = kernel_module_typed(
                    "",
                    "  %s = call i8* @llvm.stacksave()\n  call void @llvm.stackrestore(i8* %s)\n",
                    "",
                    &[],
                );
                m.push_str("declare i8* @llvm.stacksave()\ndeclare void @llvm.stackrestore(i8*)\n");
                m
            }),
        ),
        RuleClass::IntrinsicRejected if &*r.code == "NV4118" => one(
            "llvm.nvvm.mma.m16n8k16.row.col.s8",
            Probing::Verify({
                let mma = "{ i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8";
                let mut m = kernel_module_typed(
                    "@p = addrspace(1) global i32 0\n",
                    &format!(
                        "  %d = call {mma}(i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7)\n  %d0 = extractvalue {{ i32, i32, i32, i32 }} %d, 0\n  store volatile i32 %d0, i32 addrspace(1)* @p\n"
                    ),
                    "",
                    &[],
                );
                m.push_str(&format!("declare {mma}(i32, i32, i32, i32, i32, i32, i32)\n"));
                m
            }),
        ),
        RuleClass::IntrinsicRejected => one(
            "llvm.nvvm.ptr.gen.to.global",
            Probing::Verify({
                let mut m = kernel_module_typed(
                    "@p = addrspace(1) global i8 addrspace(1)* null\n",
                    "  %q = call i8 addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1i8.p0i8(i8* null)\n  store volatile i8 addrspace(1)* %q, i8 addrspace(1)* addrspace(1)* @p\n",
                    "",
                    &[],
                );
                m.push_str("declare i8 addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1i8.p0i8(i8*)\n");
                m
            }),
        ),
        RuleClass::ClusterTarget => one(
            "cluster_dim 2,1,1",
            cluster_probe(&["!\"cluster_dim_x\", i32 2, !\"cluster_dim_y\", i32 1, !\"cluster_dim_z\", i32 1"], &["sm_80", "sm_90"], false),
        ),
        RuleClass::ClusterKernelOnly => {
            one("cluster_dim on a device function", cluster_probe(&["!\"cluster_dim_x\", i32 2, !\"cluster_dim_y\", i32 1, !\"cluster_dim_z\", i32 1"], &["sm_90"], true))
        }
        RuleClass::ClusterZeroDims => {
            one("cluster_dim 2,0,1", cluster_probe(&["!\"cluster_dim_x\", i32 2, !\"cluster_dim_y\", i32 0, !\"cluster_dim_z\", i32 1"], &["sm_90"], false))
        }
        RuleClass::ClusterMaxBlocksNonZero => one("cluster_max_blocks 0", cluster_probe(&["!\"cluster_max_blocks\", i32 0"], &["sm_90"], false)),
        RuleClass::LaunchBoundDims(key, max) => {
            let over = max.first().copied().unwrap_or(1024) + 1;
            one(&format!("{key}x {over}"), cluster_probe(&[&format!("!\"{key}x\", i32 {over}")], &["sm_90"], false))
        }
        RuleClass::LaunchBoundValue(key, min, max) => {
            let v = if max < u32::MAX { u64::from(max) + 1 } else { u64::from(min.saturating_sub(1)) };
            one(&format!("{key} {v}"), cluster_probe(&[&format!("!\"{key}\", i32 {v}")], &["sm_90"], false))
        }
        RuleClass::BlocksAreClusters => one(
            "nvvm.blocksareclusters alone",
            Probing::Compile {
                typed: probes::typed_module(
                    "",
                    "define void @kern() #0 {\n  ret void\n}\n\nattributes #0 = { \"nvvm.blocksareclusters\" }\n",
                    &[probes::kernel_annotation()],
                ),
                modern: Some(kernel_module_modern("attributes #0 = { \"nvvm.blocksareclusters\" }\n", "#0", &[])),
                targets: vec!["sm_80".into(), "sm_90".into()],
            },
        ),
        RuleClass::ParamSpace => vec![],
        RuleClass::IntrinsicTarget | RuleClass::IntrinsicPtx => vec![],
        other => {
            // The reason names the class as the audit always has: `Matrix`, not `Matrix(Ptx)`.
            let name = other.name();
            let base = name.split('(').next().unwrap_or(&name);
            one(
                "",
                Probing::None(format!("no probe template for check kind {base} yet")),
            )
        }
    }
}

/// Does the gate-like requirement of a BlocksAreClusters/ClusterTarget rule admit `target`?
fn rule_gate_accepts(cx: &Ctx, r: &tablegen::model::Rule, target: &str) -> bool {
    let on_target = match &r.check {
        Check::Launch(conds) => conds.iter().find_map(|c| match c {
            tablegen::model::LaunchCond::OnTarget { requires, .. } => Some(&**requires),
            _ => None,
        }),
        _ => None,
    };
    let reqs: &[tablegen::model::Requirement] = match on_target {
        Some(reqs) => reqs,
        None if !r.require.is_empty() => &r.require,
        None => return true,
    };
    let Some(t) = cx.t.target_id(target) else {
        return true;
    };
    let tg = cx.t.target(t);
    reqs.iter().any(|q| {
        q.sm.iter().any(|atom| {
            let sm = crate::oracles::sm_number(atom);
            atom == "any"
                || (!atom.ends_with('a') && !atom.ends_with('f') && tg.sm >= sm)
                || tg.name == *atom
        })
    })
}

/// Is the rule in force at `target` (its `applies_on` met, its `applies_unless` not)? Where it
/// is not, a probe does not speak for the rule (a twin rule may cover that path).
fn rule_in_force_at(cx: &Ctx, r: &tablegen::model::Rule, target: &str) -> bool {
    let Some(t) = cx.t.target_id(target) else {
        return true;
    };
    let met = |g: u32| cx.t.gates[g as usize].accepts(t);
    r.applies_gate.is_none_or(met) && r.unless_gate.is_none_or(|g| !met(g))
}

fn audit_rule(cx: &Ctx, r: &tablegen::model::Rule) -> Vec<AuditRow> {
    let code = r.code.to_string();
    let nvvm = r.profiles.iter().any(|p| p == "nvvm");
    let llvm = r.profiles.iter().any(|p| p == "llvm");
    let error = r.severity == Severity::Error;
    let mut rows = Vec::new();
    for (label, probing) in rule_probes(r) {
        let id = if label.is_empty() {
            format!("rule:{code}")
        } else {
            format!("rule:{code}:{label}")
        };
        let mut claim = format!(
            "{} ({}): {}",
            r.name,
            if error { "error" } else { "warning" },
            r.summary
        );
        let mut probes = Vec::new();
        let mut reason_none = None;
        match probing {
            Probing::None(why) => reason_none = Some(why),
            Probing::Verify(text) if nvvm => {
                claim.push_str(" — libNVVM verify should ");
                claim.push_str(if error { "reject" } else { "accept" });
                for lib in &cx.o.nvvm {
                    for (target, path) in [("sm_80", Path::Nvvm7), ("sm_100", Path::Modern)] {
                        if !rule_in_force_at(cx, r, target) {
                            continue;
                        }
                        let kind = OracleKind::NvvmVerify { cuda: lib.cuda_major, path };
                        let v = cx.o.judge(kind, &text, target, None);
                        let (observed, mut messages) = match &v {
                            Verdict::Accept => (Observed::Accept, vec![]),
                            Verdict::Reject(m) => (Observed::Reject, m.clone()),
                            Verdict::Unusable(u) => (Observed::Unjudged, vec![u.clone()]),
                        };
                        if let Some(first) = v.first_message() {
                            match cx.index.map_message(kind, first) {
                                Some(c) if c != code => messages.push(format!("(first error maps to {c}, not {code})")),
                                _ => {}
                            }
                        }
                        probes.push(Probe { target: target.into(), oracle: kind.name(), expect_accept: !error, observed, messages, what: label.clone() });
                    }
                }
            }
            Probing::Verify(_) => reason_none = Some("llvm-profile rule: libNVVM verify does not speak for it, and llc has no verifier message for it".into()),
            Probing::Compile { typed, modern, targets } => {
                for target in &targets {
                    let admitted = rule_gate_accepts(cx, r, target);
                    // A gate rule (cluster/atomic targets) fires only where the target is not
                    // admitted; the others fire everywhere.
                    let fires = match class(r) {
                        RuleClass::ClusterTarget | RuleClass::AtomicGate(..) => !admitted,
                        RuleClass::BlocksAreClusters => admitted,
                        _ => true,
                    };
                    let expect_accept = !(fires && error);
                    if nvvm {
                        for lib in &cx.o.nvvm {
                            if nvvm_arch(lib.cuda_major, target).is_none() {
                                continue;
                            }
                            let kind = OracleKind::NvvmCompile { cuda: lib.cuda_major, path: Path::Nvvm7 };
                            let v = cx.o.judge(kind, &typed, target, None);
                            let (observed, messages) = match &v {
                                Verdict::Accept => (Observed::Accept, vec![]),
                                Verdict::Reject(m) => (Observed::Reject, m.clone()),
                                Verdict::Unusable(u) => (Observed::Unjudged, vec![u.clone()]),
                            };
                            probes.push(Probe { target: target.clone(), oracle: kind.name(), expect_accept, observed, messages, what: label.clone() });
                        }
                    }
                    let llcs: Vec<_> = cx.o.llcs.iter().filter(|l| llvm && l.knows(target)).collect();
                    for (m, l) in modern.iter().flat_map(|m| llcs.iter().map(move |l| (m, *l))) {
                        let kind = OracleKind::Llc { llvm: l.llvm };
                        let v = cx.o.judge(kind, m, target, Some(78.max(cx.t.target_id(target).map(|t| cx.t.target(t).min_ptx).unwrap_or(0))));
                        let (observed, messages) = match &v {
                            Verdict::Accept => (Observed::Accept, vec![]),
                            Verdict::Reject(m) => (Observed::Reject, m.clone()),
                            Verdict::Unusable(u) => (Observed::Unjudged, vec![u.clone()]),
                        };
                        probes.push(Probe { target: target.clone(), oracle: kind.name(), expect_accept, observed, messages, what: label.clone() });
                    }
                }
                claim.push_str(&format!(" — probed at {}", targets.join(", ")));
            }
        }
        let (status, reason) = match reason_none {
            Some(why) => (Status::SpecOnly, why),
            None => status_of(&probes),
        };
        rows.push(AuditRow {
            id,
            code: code.clone(),
            kind: "rule".into(),
            claim,
            status,
            reason,
            probes,
            allowlisted: None,
        });
    }
    if rows.is_empty()
        && !matches!(
            class(r),
            RuleClass::ParamSpace | RuleClass::IntrinsicTarget | RuleClass::IntrinsicPtx
        )
    {
        rows.push(AuditRow {
            id: format!("rule:{code}"),
            code,
            kind: "rule".into(),
            claim: format!("{}: {}", r.name, r.summary),
            status: Status::SpecOnly,
            reason: "no probe for this row".into(),
            probes: vec![],
            allowlisted: None,
        });
    }
    rows
}

// ------------------------------------------------------------------------------------------
// Report
// ------------------------------------------------------------------------------------------

pub fn markdown(r: &AuditReport) -> String {
    let mut s = String::new();
    let c = &r.counts;
    let _ = writeln!(s, "# nvverify audit: rule tables against the oracles\n");
    for o in &r.oracles {
        let _ = writeln!(s, "* {o}");
    }
    let _ = writeln!(
        s,
        "\n**{} rows: {} confirmed, {} contradicted ({} allowlisted), {} spec-only; {} probes.**\n",
        c.rows, c.confirmed, c.contradicted, c.contradicted_allowlisted, c.spec_only, c.probes
    );
    let _ = writeln!(
        s,
        "| kind | rows | confirmed | contradicted | allowlisted | spec-only | probes |"
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|---|");
    for (k, c) in &r.per_kind {
        let _ = writeln!(
            s,
            "| {k} | {} | {} | {} | {} | {} | {} |",
            c.rows, c.confirmed, c.contradicted, c.contradicted_allowlisted, c.spec_only, c.probes
        );
    }
    for (title, st) in [
        ("Contradicted", Status::Contradicted),
        ("Spec-only", Status::SpecOnly),
        ("Confirmed", Status::Confirmed),
    ] {
        let rows: Vec<&AuditRow> = r.rows.iter().filter(|x| x.status == st).collect();
        let _ = writeln!(s, "\n## {title} ({})\n", rows.len());
        if rows.is_empty() {
            continue;
        }
        let _ = writeln!(s, "| row | code | claim | evidence | allowlisted |");
        let _ = writeln!(s, "|---|---|---|---|---|");
        for x in rows {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} |",
                x.id,
                x.code,
                x.claim.replace('|', "\\|"),
                x.reason.replace('|', "\\|").replace('\n', " "),
                x.allowlisted.as_deref().unwrap_or("").replace('|', "\\|")
            );
        }
    }
    s
}
