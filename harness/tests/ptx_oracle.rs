//! ptxas judges `rules/ptx.ron`: when ptxas 13.5 and 12.9 are installed (environment or
//! `.oracles/env.sh`, as harness/setup-oracles.sh leaves them), every row is probed at its
//! boundaries (accepted at each minimum target and PTX version, rejected at the SM and the PTX
//! version just below); at least 95% of the rows must be confirmed and no contradiction may be
//! left outside `harness/allowlist.ron`. Without ptxas: a clear skip.

use harness::allowlist::Allowlist;
use harness::audit::Status;
use harness::oracles::discover::Discovered;
use harness::oracles::ptxas::Ptxas;

fn ptxases() -> Option<Vec<Ptxas>> {
    let d = Discovered::discover();
    let mut v = Vec::new();
    for p in [&d.ptxas_13, &d.ptxas_12].into_iter().flatten() {
        if let Ok(x) = Ptxas::probe(p) {
            v.push(x);
        }
    }
    let majors: Vec<u32> = v.iter().map(|p| p.cuda_major).collect();
    if !(majors.contains(&13) && majors.contains(&12)) {
        println!(
            "harness: SKIPPED: ptxas 13 and 12 are needed (found CUDA {majors:?}); run harness/setup-oracles.sh"
        );
        return None;
    }
    Some(v)
}

#[test]
fn ptx_forms_are_confirmed_by_ptxas_at_both_boundaries() {
    let Some(ptxas) = ptxases() else { return };
    let start = std::time::Instant::now();
    let tables = harness::tables::load(None).expect("rules/ loads");
    let allow = Allowlist::load(&Allowlist::default_path()).expect("allowlist parses");
    let (rows, per_tool) = harness::ptx_probe::audit_rows(&tables, &ptxas, None, 2);
    let o = harness::oracles::Oracles {
        found: Discovered::default(),
        nvvm: vec![],
        ptxas: ptxas.clone(),
        llcs: vec![],
        opts: vec![],
        only: None,
        opt_verdicts: Default::default(),
        problems: vec![],
    };
    let report = harness::audit::finish(&o, rows, &allow);
    println!("{}", harness::ptx_probe::summary(&report.rows, &per_tool));
    println!("in {:.1} s", start.elapsed().as_secs_f64());
    let n = report.rows.len();
    let confirmed = report
        .rows
        .iter()
        .filter(|r| r.status == Status::Confirmed)
        .count();
    assert!(
        n >= 300,
        "rules/ptx.ron has {n} rows; issue 18 wants at least 300"
    );
    let problems: Vec<String> = report
        .unexplained()
        .iter()
        .map(|r| format!("{}: {}", r.id, r.reason))
        .collect();
    assert!(
        problems.is_empty(),
        "{} ptx row(s) contradicted by ptxas and not in harness/allowlist.ron (run `harness ptx-probe --propose`):\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(
        confirmed * 100 >= n * 95,
        "only {confirmed} of {n} ptx rows confirmed by ptxas at both boundaries (95% needed)"
    );
}
