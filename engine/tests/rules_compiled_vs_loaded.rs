//! The tables compiled into the binary equal the tables loaded at run time from `rules/`.

use std::path::Path;

use engine::rules::RuleSet;

fn rules_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../rules"))
}

#[test]
fn compiled_tables_equal_loaded_tables() {
    let compiled = RuleSet::compiled();
    let loaded = RuleSet::load(rules_dir()).unwrap_or_else(|e| panic!("{}", e.join("\n")));
    assert!(compiled.is_compiled() && !loaded.is_compiled());
    assert_eq!(compiled.tables(), loaded.tables());
}

#[test]
fn compiled_and_loaded_answer_lookups_identically() {
    let compiled = RuleSet::compiled();
    let loaded = RuleSet::load(rules_dir()).unwrap();
    let names = [
        "llvm.nvvm.barrier.cluster.arrive",
        "llvm.nvvm.barrier.cluster.arrive.relaxed.aligned",
        "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d",
        "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d",
        "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
        "llvm.nvvm.read.ptx.sreg.tid.x",
        "llvm.nvvm.read.ptx.sreg.clusterid.x",
        "llvm.nvvm.this.does.not.exist",
        "llvm.memcpy.p0.p4.i64",
        "llvm.fma.f32",
    ];
    for n in names {
        let a = compiled
            .intrinsic_lookup(n)
            .map(|(f, k)| (f.def.family.to_string(), k));
        let b = loaded
            .intrinsic_lookup(n)
            .map(|(f, k)| (f.def.family.to_string(), k));
        assert_eq!(a, b, "{n}");
    }
    for t in ["sm_90a", "compute_100f", "-arch=sm_101a", "sm_91"] {
        assert_eq!(compiled.parse_target(t), loaded.parse_target(t), "{t}");
    }
}

#[test]
fn load_reports_every_error_with_its_location() {
    let dir = tempfile::tempdir().unwrap();
    for f in std::fs::read_dir(rules_dir()).unwrap() {
        let f = f.unwrap().path();
        if f.extension().is_some_and(|e| e == "ron") {
            std::fs::copy(&f, dir.path().join(f.file_name().unwrap())).unwrap();
        }
    }
    let p = dir.path().join("intrinsics.ron");
    let text = std::fs::read_to_string(&p).unwrap();
    let text = text.replacen(
        "sm: [\"sm_90\"], ptx: \"7.8\"",
        "sm: [\"sm_91\"], ptx: \"7.8\"",
        1,
    );
    let text = text.replacen("code: \"NV4002\"", "code: \"NV4001\"", 1);
    std::fs::write(&p, text).unwrap();
    let errs = RuleSet::load(dir.path()).unwrap_err();
    let label = dir.path().display().to_string();
    assert!(
        errs.iter()
            .all(|e| e.starts_with(&format!("{label}/intrinsics.ron:"))),
        "{errs:#?}"
    );
    assert!(
        errs.iter()
            .any(|e| e.contains("duplicate rule code NV4001")),
        "{errs:#?}"
    );
    assert!(
        errs.iter().any(|e| e.contains("unknown SM name `sm_91`")),
        "{errs:#?}"
    );
}
