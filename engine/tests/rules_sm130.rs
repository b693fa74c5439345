//! Adding an SM is editing data: a copy of `rules/` with a hypothetical sm_130 (family sm_130f,
//! PTX 9.9) loads, `sm_130` resolves, and it inherits exactly the gates LLVM's lattice implies.

use std::path::Path;

use engine::rules::{MatrixKey, MatrixOp, MatrixVerdict, RuleSet, Variant};

fn with_sm130() -> (tempfile::TempDir, RuleSet) {
    let src = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../rules"));
    let dir = tempfile::tempdir().unwrap();
    for f in std::fs::read_dir(src).unwrap() {
        let f = f.unwrap().path();
        if f.extension().is_some_and(|e| e == "ron") {
            std::fs::copy(&f, dir.path().join(f.file_name().unwrap())).unwrap();
        }
    }
    // The only edit: one row in targets.ron.
    let p = dir.path().join("targets.ron");
    let text = std::fs::read_to_string(&p).unwrap();
    let at = text.rfind("  ],").expect("end of the targets list");
    let row = "    (sm: 130, arch: \"Hypothetical\", ptx: \"9.9\", f: \"9.9\", family: \"sm_130f\",\n      evidence: [Upstream(\"test\")]),\n";
    let text = format!("{}{row}{}", &text[..at], &text[at..]);
    std::fs::write(&p, text).unwrap();
    let set = RuleSet::load(dir.path()).unwrap_or_else(|e| panic!("{}", e.join("\n")));
    (dir, set)
}

fn family_gate_accepts(set: &RuleSet, intrinsic: &str, target: &str) -> bool {
    let t = set.parse_target(target).unwrap();
    set.intrinsic_family(intrinsic)
        .unwrap_or_else(|| panic!("{intrinsic} unknown"))
        .gate
        .accepts(t)
}

#[test]
fn sm130_resolves_in_every_spelling() {
    let (_d, set) = with_sm130();
    for s in [
        "sm_130",
        "130",
        "compute_130",
        "-arch=sm_130",
        "--gpu-architecture=compute_130",
    ] {
        let t = set.parse_target(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(set.target(t).name, "sm_130");
        assert_eq!(set.target(t).min_ptx, 99);
    }
    let f = set.parse_target("sm_130f").unwrap();
    assert_eq!(set.target(f).variant, Variant::Family);
    assert_eq!(set.target(f).family, "sm_130f");
    assert!(
        set.parse_target("sm_130a").is_err(),
        "no `a` variant was added"
    );
    // The compiled rule set does not know it.
    assert!(RuleSet::compiled()
        .parse_target("sm_130")
        .unwrap_err()
        .contains("unknown target"));
}

#[test]
fn sm130_inherits_onion_gates() {
    let (_d, set) = with_sm130();
    for target in ["sm_130", "sm_130f"] {
        // "sm_90 or later", "sm_80 or later", "sm_100 or later": accepted.
        assert!(family_gate_accepts(
            &set,
            "llvm.nvvm.barrier.cluster.arrive",
            target
        ));
        assert!(family_gate_accepts(
            &set,
            "llvm.nvvm.redux.sync.add",
            target
        ));
        assert!(family_gate_accepts(&set, "llvm.nvvm.st.bulk", target));
        assert!(family_gate_accepts(
            &set,
            "llvm.nvvm.read.ptx.sreg.clusterid.x",
            target
        ));
    }
}

#[test]
fn sm130_does_not_inherit_family_or_arch_specific_gates() {
    let (_d, set) = with_sm130();
    for target in ["sm_130", "sm_130f"] {
        // sm_100f/sm_110f family gates (tcgen05), sm_90a-only (wgmma), a-only (tcgen05.shift).
        assert!(!family_gate_accepts(
            &set,
            "llvm.nvvm.tcgen05.alloc.cg1",
            target
        ));
        assert!(!family_gate_accepts(
            &set,
            "llvm.nvvm.wgmma.fence.sync.aligned",
            target
        ));
        assert!(!family_gate_accepts(
            &set,
            "llvm.nvvm.tcgen05.shift.down.cg1",
            target
        ));
        assert!(!family_gate_accepts(
            &set,
            "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
            target
        ));
        assert!(!family_gate_accepts(
            &set,
            "llvm.nvvm.redux.sync.fmin",
            target
        ));
    }
    // ... which sm_100f / sm_103a do satisfy.
    assert!(family_gate_accepts(
        &set,
        "llvm.nvvm.tcgen05.alloc.cg1",
        "sm_103a"
    ));
    assert!(family_gate_accepts(
        &set,
        "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
        "sm_100f"
    ));
}

#[test]
fn sm130_matrix_and_param_limits() {
    let (_d, set) = with_sm130();
    let t = set.parse_target("sm_130").unwrap();
    let k = MatrixKey {
        op: Some(MatrixOp::Mma),
        geom: "m16n8k16",
        a: "f16",
        b: "f16",
        c: "f32",
        d: "f32",
        layout: "row.col",
        ..Default::default()
    };
    match set.matrix_lookup(&k) {
        MatrixVerdict::Known { gate, .. } => {
            assert!(gate.accepts(t));
            assert!(gate.accepts_with_ptx(t, 99));
        }
        v => panic!("{v:?}"),
    }
    let sel = set.select_profile("llvm").unwrap();
    assert_eq!(set.param_limit(sel.param_limits, t, 99), Some(32764));
    let tileiras = set.select_profile("nvvm:tileiras").unwrap();
    assert_eq!(set.param_limit(tileiras.param_limits, t, 99), Some(32768));
}
