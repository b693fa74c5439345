//! The IR-validity judges (`opt -passes=verify` of LLVM 19/22, libNVVM 13.5 verify) against
//! nvverify's validity rules: the oracle itself, the audit rows of the NV9xxx fixtures, and a
//! small `mutate` run of the `valid-*` operators. Skipped when opt is not installed.

use std::path::PathBuf;

use harness::allowlist::Allowlist;
use harness::compare::RuleIndex;
use harness::oracles::{OracleKind, Oracles, Verdict};

fn oracles() -> Option<Oracles> {
    std::env::set_var("NVVERIFY_HARNESS_EXE", env!("CARGO_BIN_EXE_harness"));
    let o = Oracles::load();
    if o.opts.is_empty() {
        println!("harness: opt/llvm-as not installed, skipped");
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

fn fixture(p: &str) -> String {
    std::fs::read_to_string(root().join("corpus/rules").join(p)).unwrap()
}

#[test]
fn opt_refuses_by_exit_status_and_keeps_the_first_message() {
    let Some(o) = oracles() else { return };
    for x in &o.opts {
        let kind = OracleKind::Opt { llvm: x.llvm };
        let fire = o
            .prepare(kind, &fixture("NV9001/fire.ll"), "sm_80")
            .unwrap();
        match o.judge(kind, &fire, "sm_80", None) {
            Verdict::Reject(m) => {
                assert_eq!(
                    m[0], "value doesn't match function result type 'i8'",
                    "{kind}"
                )
            }
            v => panic!("{kind}: {v:?}"),
        }
        // A Verifier refusal: the message line, not the context or `input module is broken!`.
        let dom = o
            .prepare(kind, &fixture("NV9010/fire.ll"), "sm_80")
            .unwrap();
        match o.judge(kind, &dom, "sm_80", None) {
            Verdict::Reject(m) => assert_eq!(m[0], "Instruction does not dominate all uses!"),
            v => panic!("{kind}: {v:?}"),
        }
        let pass = o
            .prepare(kind, &fixture("NV9001/pass.ll"), "sm_80")
            .unwrap();
        assert_eq!(
            o.judge(kind, &pass, "sm_80", None),
            Verdict::Accept,
            "{kind}"
        );
        // NVVM IR is libNVVM's to judge.
        assert!(o
            .prepare(kind, &fixture("NV9001/fire_typed.ll"), "sm_80")
            .is_err());
    }
}

#[test]
fn every_validity_fixture_is_judged_as_its_name_says() {
    let Some(o) = oracles() else { return };
    let t = harness::tables::load(None).unwrap();
    let index = RuleIndex::new(&t);
    let mut rows = Vec::new();
    harness::audit_valid::extend(
        &t,
        &o,
        &index,
        &harness::audit_fixtures::default_root(),
        &mut rows,
    );
    // NV9001..NV9018 each have a fire and a pass fixture at least.
    assert!(rows.len() >= 36, "{} rows", rows.len());
    let bad: Vec<String> = rows
        .iter()
        .filter(|r| r.status != harness::audit::Status::Confirmed)
        .map(|r| format!("{}: {}", r.id, r.reason))
        .collect();
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn validity_mutants_agree_with_opt() {
    let Some(mut o) = oracles() else { return };
    o.restrict(&["opt".to_string()]);
    let t = harness::tables::load(None).unwrap();
    let index = RuleIndex::new(&t);
    let allow = Allowlist::load(&Allowlist::default_path()).unwrap();
    let modules = harness::run::collect_modules(&[
        root().join("corpus/real/clang19/axpy.sm_80.O2.ll"),
        root().join("corpus/real/clang19/reduce_shared.sm_89.O2.ll"),
        root().join("corpus/real/clang22/axpy.sm_90.O2.ll"),
    ])
    .unwrap();
    std::env::set_var("NVVERIFY_MUTATE_ONLY", "valid-*");
    let make = || {
        Box::new(harness::engine_adapter::Engine::new(None)) as Box<dyn harness::verifier::Verifier>
    };
    let r = harness::mutate::run(&t, &o, &index, &modules, 28, 40, &allow, 1, &make);
    assert_eq!(r.mutants.len(), 40);
    let ops: std::collections::BTreeSet<&str> =
        r.mutants.iter().map(|m| m.mutation.as_str()).collect();
    assert!(ops.len() >= 8, "{ops:?}");
    for (k, f) in &r.figures {
        assert!(f.judged > 0, "{k}");
        assert_eq!(f.disagree, 0, "{k}: {}", harness::mutate::markdown(&r));
        assert!(f.message_rate() >= 90.0, "{k}: {:.1}%", f.message_rate());
    }
}
