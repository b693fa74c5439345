//! Audit rows of the IR-validity rules (`Valid`, NV9xxx), one per rule fixture: the validity
//! judges must refuse each `fire*.ll` and accept each `pass*.ll` of `corpus/rules/<CODE>/`.
//! Modern IR goes to `opt -passes=verify` of LLVM 19 and 22 and to libNVVM 13.5's NVVM 23 verify
//! (compute_100); typed-pointer (NVVM) IR to libNVVM 13.5's NVVM 7 verify (compute_80). A
//! refusal whose first message maps to another rule is noted beside the probe.

use std::path::{Path, PathBuf};

use tablegen::Tables;

use crate::audit::{AuditRow, Observed, Probe, Status};
use crate::compare::RuleIndex;
use crate::dialect;
use crate::oracles::{OracleKind, Oracles, Path as FrontEnd, Verdict};
use crate::rule_class::{class, RuleClass};

/// The judges of one fixture, with the target each judges it at. A fixture with a `; llvm: N`
/// header says what LLVM N does: only opt-N judges it; a pass fixture with `; profile: nvvm`
/// what libNVVM accepts, and so does a fire fixture of a rule limited to a libNVVM front end:
/// opt does not judge them. Without the header, nor does an opt outside
/// the rule's LLVM range (`llvm: ">=22"`): the rule says nothing of what that LLVM does.
///
/// libNVVM judges typed-pointer IR on its NVVM 7 path (compute_80) unless the fixture's
/// `; target:` is sm_100 or later (the NVVM 23 path, which reads typed IR too), and modern IR
/// on its NVVM 23 path (compute_100); a rule whose rows name one path (`libnvvm: [Nvvm7]`,
/// what LLVM 7 refuses) is judged on that one.
fn judges(
    o: &Oracles,
    (typed, nvvm23_target): (bool, bool),
    llvm: Option<u32>,
    rule_llvm: Option<(u32, u32)>,
    nvvm_only: bool,
    rule_paths: (bool, bool),
) -> Vec<(OracleKind, &'static str)> {
    let mut v = Vec::new();
    if !typed && !nvvm_only {
        v.extend(
            o.opts
                .iter()
                .filter(|x| llvm.is_none_or(|n| n == x.llvm))
                .filter(|x| {
                    llvm.is_some() || rule_llvm.is_none_or(|(lo, hi)| lo <= x.llvm && x.llvm <= hi)
                })
                .map(|x| (OracleKind::Opt { llvm: x.llvm }, "sm_80")),
        );
    }
    if llvm.is_some() {
        return v;
    }
    if o.nvvm(13).is_some() {
        let nvvm7 = match rule_paths {
            (true, false) => true,
            (false, true) => false,
            _ => typed && !nvvm23_target,
        };
        let path = if nvvm7 {
            (FrontEnd::Nvvm7, "sm_80")
        } else {
            (FrontEnd::Modern, "sm_100")
        };
        v.push((
            OracleKind::NvvmVerify {
                cuda: 13,
                path: path.0,
            },
            path.1,
        ));
    }
    v
}

/// Which of libNVVM's front ends (NVVM 7, NVVM 23) some validity row of `r` is in force on.
fn libnvvm_paths(r: &tablegen::model::Rule) -> (bool, bool) {
    use tablegen::model::Check;
    use tablegen::vocab::LibNvvmPath;
    let parts: Vec<&Check> = match &r.check {
        Check::AnyOf(parts) => parts.iter().collect(),
        other => vec![other],
    };
    let mut paths = (false, false);
    for p in parts {
        if let Check::Valid { libnvvm, .. } = p {
            paths.0 |= libnvvm.is_empty() || libnvvm.contains(&LibNvvmPath::Nvvm7);
            paths.1 |= libnvvm.is_empty() || libnvvm.contains(&LibNvvmPath::Nvvm23);
        }
    }
    paths
}

/// The rows of validity rule `r` from its fixtures.
pub fn rule_rows(
    o: &Oracles,
    index: &RuleIndex,
    root: &Path,
    r: &tablegen::model::Rule,
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
        let file = path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        let fire = file.starts_with("fire");
        if !fire && !file.starts_with("pass") {
            continue;
        }
        let typed = dialect::classify(&text).typed;
        let header = |key: &str| {
            text.lines()
                .take_while(|l| l.starts_with(';') || l.trim().is_empty())
                .find_map(|l| Some(l.strip_prefix(key)?.trim().to_string()))
        };
        let llvm = header("; llvm:").and_then(|v| v.parse().ok());
        let nvvm23_target = header("; target:")
            .and_then(|t| {
                t.trim_start_matches("sm_")
                    .trim_end_matches(['a', 'f'])
                    .parse::<u32>()
                    .ok()
            })
            .is_some_and(|sm| sm >= 100);
        // A fixture of the nvvm profile says what libNVVM does: opt does not judge a pass
        // fixture, nor a fire fixture of a rule whose rows name libNVVM's front end (what LLVM
        // 7 refuses is not opt's to judge: NV9235's `fneg`).
        let paths = libnvvm_paths(r);
        let nvvm_only =
            header("; profile:").is_some_and(|p| p == "nvvm") && (!fire || paths != (true, true));
        // A warning's fire fixture is accepted: the consumers print the text and go on.
        let refused = fire && r.severity == tablegen::model::Severity::Error;
        let mut probes = Vec::new();
        let judged_by = judges(
            o,
            (typed, nvvm23_target),
            llvm,
            r.llvm_range,
            nvvm_only,
            paths,
        );
        for (kind, target) in judged_by {
            // Each judge stands for a profile's consumer: opt for `llvm`, libNVVM for `nvvm`.
            let profile = match kind {
                OracleKind::Opt { .. } => "llvm",
                _ => "nvvm",
            };
            if !r.profiles.iter().any(|p| **p == *profile) {
                continue;
            }
            let v = match o.prepare(kind, &text, target) {
                Ok(t) => o.judge(kind, &t, target, None),
                Err(why) => Verdict::Unusable(why),
            };
            let (mut observed, mut messages) = match &v {
                Verdict::Accept => (Observed::Accept, vec![]),
                Verdict::Reject(m) => (Observed::Reject, m.clone()),
                Verdict::Unusable(u) => (Observed::Unjudged, vec![u.clone()]),
            };
            if let Some(first) = v.first_message() {
                match index.map_message(kind, first) {
                    Some(c) if c != code => {
                        messages.push(format!("(first error maps to {c}, not {code})"));
                        // A near miss refused for another rule's reason (libNVVM refuses
                        // every `appending` global, NV2005) says nothing about this one.
                        if !fire {
                            observed = Observed::Unjudged;
                        }
                    }
                    _ => {}
                }
            }
            probes.push(Probe {
                target: target.to_string(),
                oracle: kind.name(),
                expect_accept: !refused,
                observed,
                messages,
                what: file.clone(),
            });
        }
        let (status, reason) = if probes.is_empty() {
            (
                Status::SpecOnly,
                "no validity judge installed (opt-19/22, libNVVM 13.5)".to_string(),
            )
        } else {
            crate::audit::status_of(&probes)
        };
        rows.push(AuditRow {
            id: format!("rule:{code}:valid:{file}"),
            code: code.clone(),
            kind: "rule".into(),
            claim: format!(
                "{} ({}): fixture {file}: the validity judges {} it",
                r.name,
                if r.severity == tablegen::model::Severity::Error {
                    "error"
                } else {
                    "warning"
                },
                if refused { "refuse" } else { "accept" }
            ),
            status,
            reason,
            probes,
            allowlisted: None,
        });
    }
    rows
}

/// Every validity rule's fixture rows; they replace the rule's other rows (a spec-only row, or
/// llc rows from [`crate::audit_fixtures`], whose refusals say nothing about which rule broke).
pub fn extend(t: &Tables, o: &Oracles, index: &RuleIndex, root: &Path, rows: &mut Vec<AuditRow>) {
    for r in t.rules.iter() {
        if !matches!(class(r), RuleClass::Valid) {
            continue;
        }
        let new = rule_rows(o, index, root, r);
        if new.is_empty() {
            continue;
        }
        let id = format!("rule:{}", r.code);
        rows.retain(|row| row.id != id && !row.id.starts_with(&format!("{id}:")));
        rows.extend(new);
    }
}
