//! The CI hook: when the oracles are installed (environment or `.oracles/env.sh`), run `diff`
//! on a small corpus subset and a quick `audit`, and fail on any disagreement that the reviewed
//! allowlist (`harness/allowlist.ron`) does not explain. Without oracles: a clear skip.

use std::path::PathBuf;

use harness::allowlist::Allowlist;
use harness::compare::RuleIndex;
use harness::oracles::Oracles;
use harness::verifier::Verifier;

fn oracles() -> Option<Oracles> {
    // libNVVM runs in `harness nvvm-worker` processes: point them at the built binary.
    std::env::set_var("NVVERIFY_HARNESS_EXE", env!("CARGO_BIN_EXE_harness"));
    let o = Oracles::load();
    if !o.any() {
        println!("harness: oracles not installed, skipped");
        return None;
    }
    // The allowlist was reviewed against this set (what harness/setup-oracles.sh installs);
    // a partial set (say, a system llc with some other ptxas) judges differently, so it is
    // reported and skipped rather than compared against verdicts it was never reviewed for.
    let mut missing = Vec::new();
    for cuda in [13, 12] {
        if o.nvvm(cuda).is_none() {
            missing.push(format!("libNVVM {cuda}"));
        }
        if !o.ptxas.iter().any(|p| p.cuda_major == cuda) {
            missing.push(format!("ptxas {cuda}"));
        }
    }
    for llvm in [19, 22] {
        if o.llc(llvm).is_none() {
            missing.push(format!("llc-{llvm}"));
        }
    }
    if !missing.is_empty() {
        println!(
            "harness: SKIPPED: the reviewed oracle set is incomplete (missing {}); run harness/setup-oracles.sh",
            missing.join(", ")
        );
        return None;
    }
    Some(o)
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Modules of every generator and dialect, plus rule fixtures the oracles can judge.
const SUBSET: &[&str] = &[
    "corpus/real/numba/axpy.sm_80.ll",
    "corpus/real/numba/atomics.sm_75.ll",
    "corpus/real/numba/bits_and_fences.sm_80.ll",
    "corpus/real/clang19/redux.sm_80.O2.ll",
    "corpus/real/clang19/cluster.sm_90.O2.ll",
    "corpus/real/clang19/hopper.sm_90a.O2.ll",
    "corpus/real/triton/vector_add.sm_80.ll",
    "corpus/rules/NV3001",
    "corpus/rules/NV6008",
    "corpus/rules/NV7001",
];

#[test]
fn diff_subset_and_quick_audit_agree_or_are_allowlisted() {
    let Some(o) = oracles() else { return };
    let start = std::time::Instant::now();
    let tables = harness::tables::load(None).expect("rules/ loads");
    let index = RuleIndex::new(&tables);
    let allow = Allowlist::load(&Allowlist::default_path()).expect("allowlist parses");
    let paths: Vec<PathBuf> = SUBSET.iter().map(|p| root().join(p)).collect();
    let modules = harness::run::collect_modules(&paths).expect("corpus subset");
    let targets: Vec<String> = ["sm_75", "sm_90", "sm_100a"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let make = || Box::new(harness::engine_adapter::Engine::new(None)) as Box<dyn Verifier>;
    let diff = harness::diff::run(&o, &index, &modules, &targets, &allow, 2, &make);
    let audit = harness::audit::run(&tables, &o, &index, &allow, true);
    let mut rows = audit.rows;
    rows.extend(harness::audit::audit_matrix(&tables, &o, &make, 2, true));
    harness::audit_fixtures::extend(
        &tables,
        &o,
        &None,
        &harness::audit_fixtures::default_root(),
        &mut rows,
    );
    let audit = harness::audit::finish(&o, rows, &allow);

    let mut problems = Vec::new();
    for d in diff.unexplained() {
        problems.push(format!(
            "diff {} {} {} {} {}: nvverify [{}] oracle [{}]",
            d.class.as_str(),
            d.code,
            d.module,
            d.target,
            d.oracle,
            d.nvverify.join("; "),
            d.oracle_messages.join("; ")
        ));
    }
    for r in audit.unexplained() {
        problems.push(format!(
            "audit contradicted {} ({}): {}",
            r.id, r.code, r.reason
        ));
    }
    let c = &audit.counts;
    println!(
        "harness CI: diff {} modules / {} cases, audit {} rows ({} confirmed, {} contradicted, {} allowlisted, {} spec-only) in {:.1} s",
        diff.modules,
        diff.cases.len(),
        c.rows,
        c.confirmed,
        c.contradicted,
        c.contradicted_allowlisted,
        c.spec_only,
        start.elapsed().as_secs_f64()
    );
    assert!(
        diff.cases
            .iter()
            .any(|c| c.comparison.class == harness::compare::Class::Agree),
        "no case was judged at all"
    );
    assert!(
        problems.is_empty(),
        "{} disagreement(s) not in harness/allowlist.ron (add a reviewed entry with a one-line reason, or fix the rules/engine):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn oracle_layer_behaves_as_documented() {
    let Some(o) = oracles() else { return };
    use harness::oracles::{OracleKind, Path, Verdict};
    let naked = harness::probes::typed_module(
        "",
        "define void @f() #0 {\n  ret void\n}\n\nattributes #0 = { naked }\n",
        &[],
    );
    if o.nvvm(13).is_some() {
        // verify stops at the first error; compile skips the verifier (oracles.md §1.2).
        let v = o.judge(
            OracleKind::NvvmVerify {
                cuda: 13,
                path: Path::Nvvm7,
            },
            &naked,
            "sm_90",
            None,
        );
        assert!(
            matches!(&v, Verdict::Reject(m) if m[0].contains("naked function attribute is not supported")),
            "{v:?}"
        );
        let c = o.judge(
            OracleKind::NvvmCompile {
                cuda: 13,
                path: Path::Nvvm7,
            },
            &naked,
            "sm_90",
            None,
        );
        assert_eq!(c, Verdict::Accept);
        // Parameter space: 32764 bytes on sm_70+ (oracles.md §1.5).
        let ok = o.judge(
            OracleKind::NvvmCompile {
                cuda: 13,
                path: Path::Nvvm7,
            },
            &harness::probes::param_probe_typed(32764),
            "sm_90",
            None,
        );
        assert_eq!(ok, Verdict::Accept);
        let over = o.judge(
            OracleKind::NvvmCompile {
                cuda: 13,
                path: Path::Nvvm7,
            },
            &harness::probes::param_probe_typed(32772),
            "sm_90",
            None,
        );
        assert!(
            matches!(&over, Verdict::Reject(m) if m.iter().any(|x| x.contains("Formal parameter space overflowed"))),
            "{over:?}"
        );
        // A crash of libNVVM (atomicrmw add i128 at compile) is a verdict, not our crash.
        let crash = harness::probes::typed_module(
            "@g = addrspace(1) global i128 0\n",
            "define void @kern() {\n  %a = atomicrmw add i128 addrspace(1)* @g, i128 1 seq_cst\n  ret void\n}\n",
            &[harness::probes::kernel_annotation()],
        );
        let v = o.judge(
            OracleKind::NvvmCompile {
                cuda: 13,
                path: Path::Nvvm7,
            },
            &crash,
            "sm_90",
            None,
        );
        assert!(!v.is_accept(), "{v:?}");
        // The worker survives: the next request works.
        assert_eq!(
            o.judge(
                OracleKind::NvvmCompile {
                    cuda: 13,
                    path: Path::Nvvm7
                },
                &naked,
                "sm_90",
                None
            ),
            Verdict::Accept
        );
    }
    for llc in &o.llcs {
        let kind = OracleKind::Llc { llvm: llc.llvm };
        let sig = &harness::sigs::table()["llvm.nvvm.redux.sync.add"];
        let probe = harness::probes::intrinsic_probe(sig);
        let below = o.judge(kind, &probe, "sm_75", Some(70));
        assert!(
            matches!(&below, Verdict::Reject(m) if m[0].contains("Cannot select: intrinsic llvm.nvvm.redux.sync.add")),
            "{kind}: {below:?}"
        );
        assert_eq!(
            o.judge(kind, &probe, "sm_80", Some(70)),
            Verdict::Accept,
            "{kind}"
        );
        // LLVM 22 syntax nvverify does not judge: llc-19 cannot parse it (the module is
        // skipped, not judged); llc-22 can. (`captures(…)`, which nvverify judges for LLVM 19,
        // NV9240, is prepared for both.)
        let tri = "define void @k(ptr %p) #0 {\n  ret void\n}\nattributes #0 = { denormal_fpenv(dynamic) }\n";
        let judged = "define void @k(ptr captures(none) %p) {\n  ret void\n}\n";
        assert!(o.prepare(kind, judged, "sm_80").is_ok(), "{kind}");
        assert_eq!(
            o.prepare(kind, tri, "sm_80").is_ok(),
            llc.llvm >= 22,
            "{kind}"
        );
    }
    if o.llc(22).is_some() {
        // llc-22 judges Blackwell targets, which llc-19 does not know: sm_100a code passes
        // through ptxas 13.5, sm_101 through ptxas 12.9 (13.5 calls it sm_110).
        let kind = OracleKind::Llc { llvm: 22 };
        assert!(o.kinds_for("sm_100a").contains(&kind));
        assert!(!o
            .kinds_for("sm_100a")
            .contains(&OracleKind::Llc { llvm: 19 }));
        let empty = "define ptx_kernel void @k() {\n  ret void\n}\n";
        for target in ["sm_100a", "sm_101", "sm_120"] {
            let text = o.prepare(kind, empty, target).unwrap();
            assert_eq!(
                o.judge(kind, &text, target, None),
                Verdict::Accept,
                "{target}"
            );
        }
    }
}
