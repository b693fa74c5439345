//! `diff`: every module × target, nvverify against every applicable oracle.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

use crate::allowlist::{Allowlist, Item};
use crate::compare::{Class, RuleIndex};
use crate::dialect;
use crate::oracles::Oracles;
use crate::run::{judge_case, parallel, Case, MakeVerifier};

/// Targets every module is judged at (plus its own header target) when `--targets` is not given.
pub const DEFAULT_TARGETS: &[&str] = &["sm_75", "sm_80", "sm_90", "sm_100"];

/// Counts of one oracle or one rule code.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Tally {
    pub agree: usize,
    pub nvverify_only: usize,
    pub oracle_only: usize,
    pub out_of_scope: usize,
    pub unusable: usize,
    /// Disagreements the allowlist covers.
    pub allowlisted: usize,
}

impl Tally {
    pub fn add(&mut self, c: Class) {
        match c {
            Class::Agree => self.agree += 1,
            Class::NvverifyOnly => self.nvverify_only += 1,
            Class::OracleOnly => self.oracle_only += 1,
            Class::OutOfScope => self.out_of_scope += 1,
            Class::Unusable => self.unusable += 1,
        }
    }
    /// Cases that count towards the rate: agreements and disagreements no allowlist entry
    /// explains (the allowlisted ones are counted in their column and left out).
    pub fn judged(&self) -> usize {
        (self.agree + self.nvverify_only + self.oracle_only).saturating_sub(self.allowlisted)
    }
    /// agree / (agree + nvverify-only + oracle-only − allowlisted), in percent.
    pub fn rate(&self) -> f64 {
        if self.judged() == 0 {
            100.0
        } else {
            100.0 * self.agree as f64 / self.judged() as f64
        }
    }
}

/// One disagreement, with both sides' messages.
#[derive(Clone, Debug, Serialize)]
pub struct Disagreement {
    pub module: String,
    pub target: String,
    pub oracle: String,
    pub class: Class,
    pub code: String,
    pub nvverify: Vec<String>,
    pub oracle_messages: Vec<String>,
    /// The allowlist's reason, when an entry covers it.
    pub allowlisted: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct DiffReport {
    pub oracles: Vec<String>,
    pub modules: usize,
    pub per_oracle: BTreeMap<String, Tally>,
    pub per_code: BTreeMap<String, Tally>,
    pub disagreements: Vec<Disagreement>,
    /// Unusable reasons and how often each occurred.
    pub unusable: BTreeMap<String, usize>,
    pub cases: Vec<Case>,
}

impl DiffReport {
    pub fn unexplained(&self) -> Vec<&Disagreement> {
        self.disagreements
            .iter()
            .filter(|d| d.allowlisted.is_none())
            .collect()
    }
}

/// Runs the diff. `targets` empty: [`DEFAULT_TARGETS`] plus each module's header target.
pub fn run(
    oracles: &Oracles,
    index: &RuleIndex,
    modules: &[(String, String)],
    targets: &[String],
    allow: &Allowlist,
    threads: usize,
    make: MakeVerifier<'_>,
) -> DiffReport {
    let mut jobs: Vec<(usize, String)> = Vec::new();
    for (i, (_, text)) in modules.iter().enumerate() {
        let mut ts: Vec<String> = if targets.is_empty() {
            let mut v: Vec<String> = DEFAULT_TARGETS.iter().map(|s| s.to_string()).collect();
            if let Some(h) = dialect::classify(text).header_target {
                v.push(h);
            }
            v
        } else {
            targets.to_vec()
        };
        ts.sort();
        ts.dedup();
        jobs.extend(ts.into_iter().map(|t| (i, t)));
    }
    let work =
        |v: &mut dyn crate::verifier::Verifier, (i, target): &(usize, String)| -> Vec<Case> {
            let (name, text) = &modules[*i];
            oracles
                .kinds_for(target)
                .into_iter()
                .map(|kind| judge_case(oracles, v, index, kind, name, text, target, None))
                .collect()
        };
    let cases: Vec<Case> = parallel(&jobs, threads, make, &work)
        .into_iter()
        .flatten()
        .collect();
    summarise(oracles, modules.len(), cases, allow, "diff")
}

pub fn summarise(
    oracles: &Oracles,
    modules: usize,
    cases: Vec<Case>,
    allow: &Allowlist,
    mode: &str,
) -> DiffReport {
    let mut per_oracle: BTreeMap<String, Tally> = BTreeMap::new();
    let mut per_code: BTreeMap<String, Tally> = BTreeMap::new();
    let mut disagreements = Vec::new();
    let mut unusable: BTreeMap<String, usize> = BTreeMap::new();
    for c in &cases {
        let t = per_oracle.entry(c.oracle.clone()).or_default();
        t.add(c.comparison.class);
        if let crate::oracles::Verdict::Unusable(r) = &c.verdict {
            *unusable.entry(format!("{}: {}", c.oracle, r)).or_default() += 1;
        }
        for row in &c.comparison.rows {
            if row.class == Class::Unusable {
                continue;
            }
            per_code.entry(row.code.clone()).or_default().add(row.class);
            if row.class.is_disagreement() {
                let mut msgs = row.nvverify.clone();
                msgs.extend(row.oracle.iter().cloned());
                let item = Item {
                    mode,
                    class: row.class.as_str(),
                    code: &row.code,
                    oracle: &c.oracle,
                    target: &c.target,
                    module: &c.module,
                    messages: &msgs,
                };
                let allowlisted = allow.covers(&item).map(str::to_string);
                if allowlisted.is_some() {
                    per_code.entry(row.code.clone()).or_default().allowlisted += 1;
                }
                disagreements.push(Disagreement {
                    module: c.module.clone(),
                    target: c.target.clone(),
                    oracle: c.oracle.clone(),
                    class: row.class,
                    code: row.code.clone(),
                    nvverify: row.nvverify.clone(),
                    oracle_messages: row.oracle.clone(),
                    allowlisted,
                });
            }
        }
        if c.comparison.class.is_disagreement()
            && c.comparison
                .rows
                .iter()
                .filter(|r| r.class.is_disagreement())
                .all(|r| {
                    disagreements.iter().rev().any(|d| {
                        d.module == c.module
                            && d.target == c.target
                            && d.oracle == c.oracle
                            && d.code == r.code
                            && d.allowlisted.is_some()
                    })
                })
        {
            per_oracle.entry(c.oracle.clone()).or_default().allowlisted += 1;
        }
    }
    DiffReport {
        oracles: oracles.describe(),
        modules,
        per_oracle,
        per_code,
        disagreements,
        unusable,
        cases,
    }
}

fn esc(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n).collect::<String>())
    }
}

/// The Markdown report.
pub fn markdown(r: &DiffReport, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# {title}\n");
    let _ = writeln!(s, "Modules: {}. Oracles:\n", r.modules);
    for o in &r.oracles {
        let _ = writeln!(s, "* {o}");
    }
    let _ = writeln!(s, "\n## Agreement per oracle\n");
    let _ = writeln!(s, "Rate = agree / (agree + nvverify-only + oracle-only − allowlisted): allowlisted disagreements are counted in their column and left out of the rate; out-of-scope = nvverify errors the oracle cannot judge while it accepts.\n");
    let _ = writeln!(s, "| oracle | agree | nvverify-only | oracle-only | allowlisted | out-of-scope | unusable | agreement |");
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|");
    for (o, t) in &r.per_oracle {
        let _ = writeln!(
            s,
            "| {o} | {} | {} | {} | {} | {} | {} | {:.1}% |",
            t.agree,
            t.nvverify_only,
            t.oracle_only,
            t.allowlisted,
            t.out_of_scope,
            t.unusable,
            t.rate()
        );
    }
    let _ = writeln!(s, "\n## Per rule code\n");
    let _ = writeln!(
        s,
        "| code | agree | nvverify-only | oracle-only | allowlisted | out-of-scope |"
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|");
    for (c, t) in &r.per_code {
        let _ = writeln!(
            s,
            "| {c} | {} | {} | {} | {} | {} |",
            t.agree, t.nvverify_only, t.oracle_only, t.allowlisted, t.out_of_scope
        );
    }
    let un = r.unexplained();
    let _ = writeln!(
        s,
        "\n## Disagreements not in the allowlist ({})\n",
        un.len()
    );
    if !un.is_empty() {
        let _ = writeln!(
            s,
            "| module | target | oracle | class | code | nvverify | oracle says |"
        );
        let _ = writeln!(s, "|---|---|---|---|---|---|---|");
        for d in un {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} |",
                d.module,
                d.target,
                d.oracle,
                d.class.as_str(),
                d.code,
                esc(&clip(&d.nvverify.join("; "), 240)),
                esc(&clip(&d.oracle_messages.join("; "), 240))
            );
        }
    }
    let allowed: Vec<&Disagreement> = r
        .disagreements
        .iter()
        .filter(|d| d.allowlisted.is_some())
        .collect();
    let _ = writeln!(s, "\n## Allowlisted disagreements ({})\n", allowed.len());
    let mut by_reason: BTreeMap<(&str, &str, &str), usize> = BTreeMap::new();
    for d in &allowed {
        *by_reason
            .entry((
                d.code.as_str(),
                d.class.as_str(),
                d.allowlisted.as_deref().unwrap_or(""),
            ))
            .or_default() += 1;
    }
    if !by_reason.is_empty() {
        let _ = writeln!(s, "| code | class | cases | reason |");
        let _ = writeln!(s, "|---|---|---|---|");
        for ((c, k, why), n) in by_reason {
            let _ = writeln!(s, "| {c} | {k} | {n} | {} |", esc(why));
        }
    }
    let _ = writeln!(s, "\n## Unusable runs\n");
    for (why, n) in &r.unusable {
        let _ = writeln!(s, "* {n} × {}", esc(&clip(why, 200)));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::Tally;

    #[test]
    fn allowlisted_disagreements_are_left_out_of_the_rate() {
        let t = Tally {
            agree: 19,
            nvverify_only: 3,
            oracle_only: 1,
            allowlisted: 3,
            ..Tally::default()
        };
        assert_eq!(t.judged(), 20);
        assert!((t.rate() - 95.0).abs() < 1e-9);
        assert_eq!(Tally::default().rate(), 100.0);
    }
}
