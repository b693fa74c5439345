//! `intrinsic_signatures:` rows: the lookup by mangled name (as many `.`-suffixes as the
//! row has overloaded slots, never a longer name that only starts with a row's), and the
//! refusal of a derived type whose slot is not an earlier overloaded one.

use std::path::Path;

fn compile(signatures: &str) -> Result<tablegen::tables::Tables, String> {
    let minimal = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pass/minimal.ron");
    let inputs = vec![
        (
            "rules/minimal.ron".to_string(),
            std::fs::read_to_string(minimal).unwrap(),
        ),
        (
            "rules/intrinsic_signatures.ron".to_string(),
            format!("(intrinsic_signatures: [{signatures}])"),
        ),
    ];
    tablegen::compile(inputs).map_err(|errs| {
        errs.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })
}

const ROWS: &str = r#"
    (intrinsic: "llvm.fma", ret: [AnyFloat], params: [Same(0), Same(0), Same(0)], evidence: []),
    (intrinsic: "llvm.memcpy", ret: [], params: [AnyPtr, AnyPtr, AnyInt, I(1)], evidence: []),
    (intrinsic: "llvm.assume", ret: [], params: [I(1)], evidence: []),
"#;

#[test]
fn a_name_finds_its_row_with_one_suffix_per_overloaded_slot() {
    let tables = compile(ROWS).expect("the rows compile");
    let found = |name: &str| tables.intrinsic_signature(name).map(|r| r.intrinsic);
    assert_eq!(found("llvm.fma.f32"), Some("llvm.fma"));
    assert_eq!(found("llvm.fma.v4f64"), Some("llvm.fma"));
    assert_eq!(found("llvm.memcpy.p0.p1.i64"), Some("llvm.memcpy"));
    assert_eq!(found("llvm.assume"), Some("llvm.assume"));
    // Too few or too many suffixes, or other words after the name: another intrinsic.
    assert_eq!(found("llvm.fma"), None);
    assert_eq!(found("llvm.fma.f32.f32"), None);
    assert_eq!(found("llvm.assume.i1"), None);
    assert_eq!(found("llvm.memcpy.inline.p0.p0.i64"), None);
    assert_eq!(
        found("llvm.memcpy.element.unordered.atomic.p0.p0.i32"),
        None
    );
    assert_eq!(found("llvm.nvvm.fma.rn.f"), None);
}

#[test]
fn a_derived_type_needs_an_earlier_slot() {
    let err =
        compile(r#"(intrinsic: "llvm.bad", ret: [AnyInt], params: [Same(1)], evidence: []),"#)
            .expect_err("slot 1 does not exist");
    assert!(
        err.contains("`llvm.bad`: slot 1 is not an earlier overloaded type (there are 1)"),
        "{err}"
    );
}

#[test]
fn an_intrinsic_has_one_signature() {
    let err = compile(&format!(
        "{ROWS}(intrinsic: \"llvm.fma\", ret: [AnyFloat], params: [Same(0)], evidence: []),"
    ))
    .expect_err("two rows for llvm.fma");
    assert!(
        err.contains("intrinsic `llvm.fma` has two signatures"),
        "{err}"
    );
}

#[test]
fn a_name_has_a_row_per_disjoint_range_of_llvm_releases() {
    let rows = r#"
        (intrinsic: "llvm.lifetime.start", ret: [], params: [AnyPtr], since: Some(22), evidence: []),
        (intrinsic: "llvm.lifetime.start", ret: [], params: [I(64), AnyPtr], until: Some(21),
          attributed_params: Some(2), evidence: []),
    "#;
    let tables = compile(rows).expect("disjoint ranges compile");
    let found: Vec<_> = tables
        .intrinsic_signatures("llvm.lifetime.start.p0")
        .map(|s| (s.params.len(), s.since, s.until, s.attributed_params))
        .collect();
    // In the order of `since`.
    assert_eq!(found, vec![(2, None, Some(21), 2), (1, Some(22), None, 0)]);
    let sigs: Vec<_> = tables
        .intrinsic_signatures("llvm.lifetime.start.p0")
        .collect();
    assert!(sigs[0].in_llvm(19) && !sigs[0].in_llvm(22));
    assert!(!sigs[1].in_llvm(19) && sigs[1].in_llvm(22));
    let err = compile(&format!(
        "{rows}(intrinsic: \"llvm.lifetime.start\", ret: [], params: [], since: Some(19), until: Some(22), evidence: []),"
    ))
    .expect_err("overlapping ranges");
    assert!(
        err.contains("intrinsic `llvm.lifetime.start` has two signatures for one LLVM release"),
        "{err}"
    );
    let err = compile(
        r#"(intrinsic: "llvm.x", ret: [], params: [], since: Some(22), until: Some(19), evidence: []),"#,
    )
    .expect_err("an empty range");
    assert!(err.contains("`llvm.x`: `until` is before `since`"), "{err}");
}

#[test]
fn packed_rows_keep_their_types_and_since_and_a_word_is_no_type_suffix() {
    use tablegen::model::{SigScalar, SigType};
    let tables = compile(
        r#"
        (intrinsic: "llvm.nvvm.ldu.global.i", ret: [AnyInt], params: [AnyPtr, I(32)], since: Some(19)),
        (intrinsic: "llvm.nvvm.fmax.f16x2", ret: [Vector(len: 2, elem: Half)],
          params: [Vector(len: 2, elem: Half), Vector(len: 2, elem: Half)], since: Some(22)),
        (intrinsic: "llvm.nvvm.fmax.bf16", ret: [BFloat], params: [BFloat, BFloat]),
    "#,
    )
    .expect("the rows compile");
    let ldu = tables
        .intrinsic_signature("llvm.nvvm.ldu.global.i.v2i32.p1")
        .expect("two type suffixes for two slots");
    assert_eq!(ldu.intrinsic, "llvm.nvvm.ldu.global.i");
    assert_eq!(ldu.ret, &[SigType::AnyInt]);
    assert_eq!(ldu.params, &[SigType::AnyPtr, SigType::I(32)]);
    assert_eq!(ldu.since, Some(19));
    let half2 = SigType::Vector {
        len: 2,
        elem: SigScalar::Half,
    };
    let fmax = tables.intrinsic_signature("llvm.nvvm.fmax.f16x2").unwrap();
    assert_eq!((fmax.ret, fmax.since), (&[half2][..], Some(22)));
    let bf16 = tables.intrinsic_signature("llvm.nvvm.fmax.bf16").unwrap();
    assert_eq!(
        (bf16.params, bf16.since),
        (&[SigType::BFloat, SigType::BFloat][..], None)
    );
    // An older name beside an overloaded row: its words are not type manglings.
    assert_eq!(
        tables.intrinsic_signature("llvm.nvvm.ldu.global.i.old.p1"),
        None
    );
    assert_eq!(tables.intrinsic_signature("llvm.nvvm.fmax.f16x2.ftz"), None);
}
