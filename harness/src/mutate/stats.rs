//! Per-oracle figures of a mutate run, as issue 28 states them: agreement ("the oracle
//! refuses ⇔ nvverify reports an error", allowlisted cases left out), the message rate (the
//! oracle's first message is one of nvverify's), disagreements by operator, and the operators
//! whose rules another branch owns ("pending H6") counted apart.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

use crate::compare::Class;
use crate::diff::DiffReport;
use crate::oracles::Verdict;
use crate::run::Case;

/// One oracle's figures.
#[derive(Clone, Debug, Default, Serialize)]
pub struct OracleFigures {
    /// Cases judged (agree + disagreements), pending-H6 operators left out.
    pub judged: usize,
    pub agree: usize,
    /// Disagreements no allowlist entry covers.
    pub disagree: usize,
    pub allowlisted: usize,
    /// Cases the oracle refused (of `judged`).
    pub refused: usize,
    /// Of those, how many came with no message (libNVVM's NVVM 7 verify refuses a branch to
    /// the entry block with `NVVM_ERROR_INVALID_IR` and an empty log): left out of the rate.
    pub silent: usize,
    /// Of the others, how many had the oracle's first message among nvverify's.
    pub message_hits: usize,
    /// Disagreements by operator (allowlisted ones included, marked in the report's list).
    pub by_operator: BTreeMap<String, usize>,
    /// Pending-H6 operators: cases judged and disagreements.
    pub pending_cases: usize,
    pub pending_disagree: usize,
}

impl OracleFigures {
    /// agree / (judged − allowlisted), in percent.
    pub fn agreement(&self) -> f64 {
        let n = self.judged.saturating_sub(self.allowlisted);
        if n == 0 {
            100.0
        } else {
            100.0 * self.agree as f64 / n as f64
        }
    }
    /// Refusals that came with a message.
    pub fn worded(&self) -> usize {
        self.refused - self.silent
    }
    /// message hits / refusals with a message, in percent.
    pub fn message_rate(&self) -> f64 {
        if self.worded() == 0 {
            100.0
        } else {
            100.0 * self.message_hits as f64 / self.worded() as f64
        }
    }
}

/// The oracle's message without its tool's framing: libNVVM's `m (5, 6): parse ` position.
pub fn bare(msg: &str) -> &str {
    let m = msg.trim();
    // NVIDIA's own verifier (after LLVM's): ``error: Error: :  Function `f' Basic Block `': ``.
    if let Some(rest) = m.strip_prefix("error: Error: :") {
        if let Some(i) = rest.find("Basic Block `") {
            let after = &rest[i + "Basic Block `".len()..];
            if let Some(j) = after.find("': ") {
                return after[j + "': ".len()..].trim_start();
            }
        }
    }
    match m.find("): parse ") {
        Some(i) if m.starts_with("m (") => &m[i + "): parse ".len()..],
        _ => m,
    }
}

/// Whether a refusal came without a message of the tool's own: the harness then records the
/// bare status (`verify failed with nvvmResult 6`, `exit status Some(1)`).
pub fn silent(c: &Case) -> bool {
    c.verdict.first_message().is_some_and(|m| {
        let m = m.trim();
        m.contains(" failed with nvvmResult ") || m.starts_with("exit status ")
    })
}

/// Whether the oracle's first message is one of nvverify's: equal to a finding's text, or that
/// text followed by the oracle's context (libNVVM joins the Verifier's context lines on).
pub fn message_hit(c: &Case) -> bool {
    let Some(first) = c.verdict.first_message() else {
        return false;
    };
    let first = bare(first);
    c.findings.iter().any(|f| {
        let m = f.message.trim();
        !m.is_empty()
            && (first == m
                || first
                    .strip_prefix(m)
                    .is_some_and(|rest| rest.starts_with(' ')))
    })
}

/// The operator a case's module name ends in (`…#mutant12-valid-break-phi`).
fn operator(module: &str) -> &str {
    module
        .rsplit_once("#mutant")
        .and_then(|(_, t)| t.split_once('-'))
        .map_or("?", |(_, op)| op)
}

pub fn figures(diff: &DiffReport, pending: &[&str]) -> BTreeMap<String, OracleFigures> {
    let mut out: BTreeMap<String, OracleFigures> = BTreeMap::new();
    for c in &diff.cases {
        let class = c.comparison.class;
        if matches!(class, Class::Unusable | Class::OutOfScope) {
            continue;
        }
        let op = operator(&c.module);
        let f = out.entry(c.oracle.clone()).or_default();
        let disagrees = class.is_disagreement();
        if pending.contains(&op) {
            f.pending_cases += 1;
            f.pending_disagree += usize::from(disagrees);
            continue;
        }
        f.judged += 1;
        if matches!(c.verdict, Verdict::Reject(_)) {
            f.refused += 1;
            if silent(c) {
                f.silent += 1;
            } else {
                f.message_hits += usize::from(message_hit(c));
            }
        }
        if !disagrees {
            f.agree += 1;
            continue;
        }
        *f.by_operator.entry(op.to_string()).or_default() += 1;
        let covered = diff
            .disagreements
            .iter()
            .any(|d| d.module == c.module && d.oracle == c.oracle && d.allowlisted.is_some());
        if covered {
            f.allowlisted += 1;
        } else {
            f.disagree += 1;
        }
    }
    out
}

pub fn markdown(figs: &BTreeMap<String, OracleFigures>, pending: &[&str]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "\n## Per oracle (issue 28's figures)\n");
    let _ = writeln!(s, "Agreement: the oracle refuses ⇔ nvverify reports an error, over the judged cases less the allowlisted ones. Message rate: of the oracle's refusals that came with a message, how many had its first message among nvverify's. Operators pending H6 ({}) are counted apart.\n", pending.join(", "));
    let _ = writeln!(s, "| oracle | judged | agree | disagree | allowlisted | agreement | refused | without a message | first message among nvverify's | message rate | disagreements by operator | pending H6: cases / disagree |");
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (k, f) in figs {
        let ops: Vec<String> = f
            .by_operator
            .iter()
            .map(|(o, n)| format!("{o} {n}"))
            .collect();
        let _ = writeln!(
            s,
            "| {k} | {} | {} | {} | {} | {:.1}% | {} | {} | {} | {:.1}% | {} | {} / {} |",
            f.judged,
            f.agree,
            f.disagree,
            f.allowlisted,
            f.agreement(),
            f.refused,
            f.silent,
            f.message_hits,
            f.message_rate(),
            if ops.is_empty() {
                "-".into()
            } else {
                ops.join(", ")
            },
            f.pending_cases,
            f.pending_disagree
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Comparison;
    use crate::verifier::Finding;

    fn case(verdict: Verdict, msgs: &[&str]) -> Case {
        Case {
            module: "m.ll#mutant3-valid-break-phi".into(),
            target: "sm_80".into(),
            oracle: "opt22-verify".into(),
            profile: "llvm".into(),
            verdict,
            findings: msgs
                .iter()
                .map(|m| Finding {
                    code: "NV9008".into(),
                    severity: "error".into(),
                    message: m.to_string(),
                    line: 1,
                })
                .collect(),
            comparison: Comparison {
                class: Class::Agree,
                oracle_code: None,
                rows: vec![],
            },
        }
    }

    #[test]
    fn first_message_is_matched_whole_or_with_context() {
        let phi = "PHINode should have one entry for each predecessor of its parent basic block!";
        let c = case(Verdict::Reject(vec![phi.into()]), &[phi]);
        assert!(message_hit(&c));
        // libNVVM: position prefix, context joined on.
        let c = case(
            Verdict::Reject(vec![format!(
                "m (4, 2): parse {phi} %p = phi i32 [ 0, %a ]"
            )]),
            &[phi],
        );
        assert!(message_hit(&c));
        // Another message, or a longer word run on, is not a hit.
        let c = case(
            Verdict::Reject(vec!["Instruction does not dominate all uses!".into()]),
            &[phi],
        );
        assert!(!message_hit(&c));
        let c = case(
            Verdict::Reject(vec!["use of undefined value '%ab'".into()]),
            &["use of undefined value '%a"],
        );
        assert!(!message_hit(&c));
        // NVIDIA's own verifier: its function and block prefix, context joined on.
        let nv = "arithmetic overflow operand 0 not an integer?";
        let c = case(
            Verdict::Reject(vec![format!(
                "error: Error: :  Function `f' Basic Block `': {nv} [context:   %r = call]"
            )]),
            &[nv],
        );
        assert!(message_hit(&c));
        assert_eq!(operator("x.ll#mutant12-valid-break-phi"), "valid-break-phi");
        let c = case(
            Verdict::Reject(vec!["verify failed with nvvmResult 6".into()]),
            &[phi],
        );
        assert!(silent(&c) && !message_hit(&c));
    }
}
