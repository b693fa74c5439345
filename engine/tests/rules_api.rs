//! engine::rules: target spellings, LLVM family semantics, intrinsic and matrix lookups,
//! profiles, and the text of `rules list` / `rules explain` / `targets`.

use engine::rules::{
    explain, rules_list, targets_table, Check, InferenceInput, MatchKind, MatrixKey, MatrixOp,
    MatrixVerdict, RuleSet, Severity, Variant, WgmmaVerdict,
};

fn rs() -> &'static RuleSet {
    RuleSet::compiled()
}

fn name(s: &str) -> String {
    let t = rs().parse_target(s).unwrap_or_else(|e| panic!("{s}: {e}"));
    rs().target(t).name.to_string()
}

#[test]
fn target_spellings_resolve() {
    assert_eq!(name("sm_90"), "sm_90");
    assert_eq!(name("sm_90a"), "sm_90a");
    assert_eq!(name("sm_100f"), "sm_100f");
    assert_eq!(name("compute_90a"), "sm_90a");
    assert_eq!(name("90a"), "sm_90a");
    assert_eq!(name("-arch=sm_90a"), "sm_90a");
    assert_eq!(name("--gpu-architecture=compute_90a"), "sm_90a");
    assert_eq!(name("-arch compute_75"), "sm_75");
    assert_eq!(name("--cuda-gpu-arch=sm_121a"), "sm_121a");
    assert_eq!(name("-mcpu=sm_88"), "sm_88");
    assert_eq!(name("SM_103F"), "sm_103f");
    // sm_101 (LLVM 22's and CUDA 12.8-12.9's name; PTX 9.0 renamed it sm_110) is a target of
    // its own: its minimum PTX is 8.6, not sm_110's 9.0.
    assert_eq!(name("sm_101"), "sm_101");
    assert_eq!(name("sm_101a"), "sm_101a");
    assert_eq!(name("compute_101f"), "sm_101f");
    let t = rs().tables();
    let min = |n: &str| t.target(t.parse_target(n).unwrap()).min_ptx;
    assert_eq!(
        (min("sm_101a"), min("sm_101f"), min("sm_110a")),
        (86, 88, 90)
    );
}

#[test]
fn unknown_targets_list_close_matches() {
    let e = rs().parse_target("sm_91").unwrap_err();
    assert!(
        e.starts_with("unknown target `sm_91`; did you mean "),
        "{e}"
    );
    assert!(e.contains("sm_90"), "{e}");
    let e = rs().parse_target("sm_90f").unwrap_err();
    assert!(e.contains("sm_90a") && e.contains("sm_90"), "{e}");
    let e = rs().parse_target("-arch=compute_1000").unwrap_err();
    assert!(e.starts_with("unknown target `-arch=compute_1000`"), "{e}");
}

#[test]
fn target_table_has_every_sm_and_facts() {
    let sms: Vec<u32> = rs()
        .targets
        .iter()
        .filter(|t| t.variant == Variant::Base)
        .map(|t| t.sm)
        .collect();
    assert_eq!(
        sms,
        [
            20, 21, 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 88, 89, 90,
            100, 101, 103, 107, 110, 120, 121
        ]
    );
    let t = |s: &str| rs().target(rs().parse_target(s).unwrap());
    assert_eq!(t("sm_90").min_ptx, 78);
    assert_eq!(t("sm_90a").min_ptx, 80);
    assert_eq!(t("sm_100f").min_ptx, 88);
    assert_eq!(t("sm_88").min_ptx, 90);
    assert_eq!(t("sm_120a").min_ptx, 87);
    assert_eq!(t("sm_32").abi.shared_ptr_param_bytes, 4);
    assert_eq!(t("sm_70").abi.shared_ptr_param_bytes, 8);
    assert_eq!(t("sm_103a").family, "sm_100f");
    assert_eq!(t("sm_90a").family, "");
    assert!(rs().parse_target("sm_90f").is_err(), "there is no sm_90f");
}

/// LLVM's semantics: "sm_90" covers every later target; "sm_90a" is exactly sm_90a;
/// "sm_100f" covers sm_100f/103f/107f and their `a` variants.
#[test]
fn family_semantics() {
    let accepts = |intrinsic: &str, target: &str| {
        let t = rs().parse_target(target).unwrap();
        rs().intrinsic_family(intrinsic).unwrap().gate.accepts(t)
    };
    let cluster = "llvm.nvvm.barrier.cluster.arrive"; // sm_90
    for t in [
        "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_103f", "sm_110", "sm_120f", "sm_121a",
    ] {
        assert!(accepts(cluster, t), "{t}");
    }
    for t in ["sm_89", "sm_88", "sm_80", "sm_75"] {
        assert!(!accepts(cluster, t), "{t}");
    }
    let wgmma = "llvm.nvvm.wgmma.fence.sync.aligned"; // sm_90a only
    assert!(accepts(wgmma, "sm_90a"));
    for t in ["sm_90", "sm_100a", "sm_100f", "sm_120a"] {
        assert!(!accepts(wgmma, t), "{t}");
    }
    let redux_f = "llvm.nvvm.redux.sync.fmin"; // sm_100f
    for t in [
        "sm_100f", "sm_103f", "sm_107f", "sm_100a", "sm_103a", "sm_107a",
    ] {
        assert!(accepts(redux_f, t), "{t}");
    }
    for t in [
        "sm_100", "sm_103", "sm_110f", "sm_110a", "sm_120f", "sm_90a",
    ] {
        assert!(!accepts(redux_f, t), "{t}");
    }
    // Within a family the later member implies the earlier, not the reverse.
    let ld_red = "llvm.nvvm.tcgen05.ld.red.16x32bx2.x2"; // sm_103f, sm_110f
    assert!(accepts(ld_red, "sm_103f") && accepts(ld_red, "sm_107f") && accepts(ld_red, "sm_103a"));
    assert!(!accepts(ld_red, "sm_100f") && !accepts(ld_red, "sm_100a"));
    // Alternatives: setmaxnreg = sm_90a or the Blackwell f families.
    let smr = "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32";
    for t in [
        "sm_90a", "sm_100f", "sm_100a", "sm_110f", "sm_120f", "sm_121a",
    ] {
        assert!(accepts(smr, t), "{t}");
    }
    for t in ["sm_90", "sm_100", "sm_103", "sm_120"] {
        assert!(!accepts(smr, t), "{t}");
    }
}

#[test]
fn ptx_gates_and_alternatives() {
    let fam = rs().intrinsic_family("llvm.nvvm.ff.to.e4m3x2.rn").unwrap();
    let t89 = rs().parse_target("sm_89").unwrap();
    let t90 = rs().parse_target("sm_90").unwrap();
    assert_eq!(fam.gate.required_ptx(t89), Some(81));
    assert_eq!(fam.gate.required_ptx(t90), Some(78));
    assert!(!fam.gate.accepts_with_ptx(t89, 80));
    assert!(fam.gate.accepts_with_ptx(t90, 80));
    let bulk = rs()
        .intrinsic_family("llvm.nvvm.cp.async.bulk.commit.group")
        .unwrap();
    assert!(!bulk.gate.accepts_with_ptx(t90, 78));
    assert!(bulk.gate.accepts_with_ptx(t90, 80));
    assert_eq!(
        bulk.def.message.as_deref(),
        Some("this intrinsic is only supported for Hopper+")
    );
}

#[test]
fn intrinsic_lookup_exact_then_longest_prefix() {
    let f = |n: &str| {
        rs().intrinsic_lookup(n)
            .map(|(f, k)| (f.def.family.to_string(), k))
    };
    assert_eq!(
        f("llvm.nvvm.elect.sync"),
        Some(("elect-sync".into(), MatchKind::Exact))
    );
    assert_eq!(
        f("llvm.nvvm.barrier.cluster.arrive.relaxed"),
        Some(("barrier-cluster-relaxed".into(), MatchKind::Exact))
    );
    assert_eq!(
        f("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d"),
        Some(("cp-async-bulk-tensor".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d"),
        Some(("cp-async-bulk-tensor-g2s".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d"),
        Some(("cp-async-bulk-tensor-g2s-cta".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d"),
        Some(("cp-async-bulk-tensor-blackwell".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.cp.async.bulk.prefetch.L2.global"),
        Some(("cp-async-bulk".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.cp.async.ca.shared.global.16"),
        Some(("cp-async".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.fmin.nan.xorsign.abs.f"),
        Some(("fminmax-xorsign".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.fmin.nan.f"),
        Some(("fminmax-nan".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.fmin.f"),
        Some(("math-basic".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.read.ptx.sreg.cluster.ctarank"),
        Some(("sreg-cluster".into(), MatchKind::Prefix))
    );
    assert_eq!(
        f("llvm.nvvm.read.ptx.sreg.tid.x"),
        Some(("sreg-basic".into(), MatchKind::Prefix))
    );
    assert_eq!(f("llvm.nvvm.this.does.not.exist"), None);
    assert_eq!(f("llvm.nvvm"), None);
    assert_eq!(f(""), None);
    assert_eq!(f("zzz"), None);
}

#[test]
fn every_intrinsic_in_the_real_corpus_is_known() {
    // Names the real modules (clang-19, numba, triton) call: no NV4003/NV4004 false positives.
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus/real"));
    let mut unknown = std::collections::BTreeSet::new();
    let mut seen = 0;
    for dir in std::fs::read_dir(root).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&dir).unwrap() {
            let f = f.unwrap().path();
            if f.extension().is_none_or(|e| e != "ll") {
                continue;
            }
            let text = std::fs::read_to_string(&f).unwrap();
            for (i, _) in text.match_indices("@llvm.nvvm.") {
                let name: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_')
                    .collect();
                seen += 1;
                if rs().intrinsic_family(&name).is_none() {
                    unknown.insert(name);
                }
            }
        }
    }
    assert!(seen > 100, "{seen}");
    assert!(unknown.is_empty(), "unknown: {unknown:#?}");
}

#[test]
fn matrix_lookups() {
    let k = |op, geom, a, b, c, d, layout, modifier| MatrixKey {
        op: Some(op),
        geom,
        frag: "",
        a,
        b,
        c,
        d,
        layout,
        modifier,
    };
    let t80 = rs().parse_target("sm_80").unwrap();
    let t75 = rs().parse_target("sm_75").unwrap();
    match rs().matrix_lookup(&k(
        MatrixOp::Mma,
        "m16n8k16",
        "f16",
        "f16",
        "f32",
        "f32",
        "row.col",
        "",
    )) {
        MatrixVerdict::Known { gate, .. } => assert!(gate.accepts(t80) && !gate.accepts(t75)),
        v => panic!("{v:?}"),
    }
    assert_eq!(
        rs().matrix_lookup(&k(
            MatrixOp::Mma,
            "m16n8k12",
            "f16",
            "f16",
            "f32",
            "f32",
            "row.col",
            ""
        )),
        MatrixVerdict::UnknownGeometry
    );
    // m16n8k16 needs C == D.
    assert_eq!(
        rs().matrix_lookup(&k(
            MatrixOp::Mma,
            "m16n8k16",
            "f16",
            "f16",
            "f32",
            "f16",
            "row.col",
            ""
        )),
        MatrixVerdict::BadTypes
    );
    assert_eq!(
        rs().matrix_lookup(&k(
            MatrixOp::Mma,
            "m16n8k16",
            "f16",
            "f16",
            "f32",
            "f32",
            "col.row",
            ""
        )),
        MatrixVerdict::BadLayout
    );
    assert_eq!(
        rs().matrix_lookup(&k(
            MatrixOp::Mma,
            "m16n8k16",
            "f16",
            "f16",
            "f32",
            "f32",
            "row.col",
            "satfinite"
        )),
        MatrixVerdict::BadModifier
    );
    // m8n8k4 f16 takes any layout, but has no C=f32/D=f16 variant.
    assert!(matches!(
        rs().matrix_lookup(&k(
            MatrixOp::Mma,
            "m8n8k4",
            "f16",
            "f16",
            "f16",
            "f32",
            "col.row",
            ""
        )),
        MatrixVerdict::Known { .. }
    ));
    assert_eq!(
        rs().matrix_lookup(&k(
            MatrixOp::Mma,
            "m8n8k4",
            "f16",
            "f16",
            "f32",
            "f16",
            "row.col",
            ""
        )),
        MatrixVerdict::BadTypes
    );
    // ldmatrix m16n16 requires .trans and a Blackwell f target.
    let lk = MatrixKey {
        op: Some(MatrixOp::Ldmatrix),
        geom: "m16n16",
        frag: "x2",
        a: "b8",
        layout: "",
        ..Default::default()
    };
    assert_eq!(rs().matrix_lookup(&lk), MatrixVerdict::BadLayout);
    let lk = MatrixKey {
        layout: "trans",
        ..lk
    };
    match rs().matrix_lookup(&lk) {
        MatrixVerdict::Known { gate, .. } => {
            assert!(gate.accepts(rs().parse_target("sm_120f").unwrap()));
            assert!(!gate.accepts(rs().parse_target("sm_100").unwrap()));
        }
        v => panic!("{v:?}"),
    }
    assert_eq!(
        rs().fragment(false, "m16n8k16", "a", "f16"),
        Some((4, "<2 x half>"))
    );
    assert_eq!(
        rs().fragment(false, "m16n16k16", "c", "f32"),
        Some((8, "float"))
    );
    assert_eq!(rs().fragment(false, "m8n8", "x4", "b16"), Some((4, "i32")));
}

#[test]
fn wgmma_and_tcgen05_shapes() {
    let t = rs().parse_target("sm_90a").unwrap();
    match rs().wgmma_lookup("f16", "f16", "f32", (64, 256, 16), true) {
        WgmmaVerdict::Known { gate, .. } => assert!(gate.accepts(t)),
        v => panic!("{v:?}"),
    }
    assert!(matches!(
        rs().wgmma_lookup("s8", "u8", "s32", (64, 40, 32), false),
        WgmmaVerdict::BadShape { .. }
    ));
    assert!(matches!(
        rs().wgmma_lookup("s8", "u8", "s32", (64, 48, 32), false),
        WgmmaVerdict::Known { .. }
    ));
    assert!(matches!(
        rs().wgmma_lookup("tf32", "tf32", "f32", (64, 8, 16), false),
        WgmmaVerdict::BadShape { .. }
    ));
    assert!(matches!(
        rs().wgmma_lookup("tf32", "tf32", "f32", (64, 8, 8), true),
        WgmmaVerdict::BadLayout
    ));
    assert!(matches!(
        rs().wgmma_lookup("f16", "bf16", "f32", (64, 8, 16), false),
        WgmmaVerdict::BadTypes
    ));
    use engine::rules::model::Tcgen05Op;
    let (e, _) = rs().tcgen05_shape(Tcgen05Op::Cp, "64x128b").unwrap();
    assert!(e.multicast.iter().any(|m| m == "warpx2::02_13"));
    let (e, _) = rs().tcgen05_shape(Tcgen05Op::Ld, "16x256b").unwrap();
    assert_eq!(e.nums.last(), Some(&32));
    assert!(rs().tcgen05_shape(Tcgen05Op::Cp, "64x64b").is_none());
}

#[test]
fn setmaxnreg_operand_range() {
    let f = rs()
        .intrinsic_family("llvm.nvvm.setmaxnreg.inc.sync.aligned.u32")
        .unwrap();
    let r = f.def.operands.iter().find(|o| o.code == "NV4103").unwrap();
    assert_eq!(
        (r.min, r.max, r.step, r.step_code.as_deref()),
        (Some(24), Some(256), Some(8), Some("NV4104"))
    );
    assert!(f.def.operands.iter().any(|o| o.code == "NV4101"));
}

#[test]
fn profiles_param_limits_and_inference() {
    let t = |s| rs().parse_target(s).unwrap();
    let nvvm = rs().select_profile("nvvm").unwrap();
    assert_eq!(
        rs().param_limit(nvvm.param_limits, t("sm_75"), 95),
        Some(32764)
    );
    assert_eq!(
        rs().param_limit(nvvm.param_limits, t("sm_62"), 95),
        Some(4096)
    );
    // sm_70+ with an old PTX version keeps 4096 (CUDA < 12.1).
    assert_eq!(
        rs().param_limit(nvvm.param_limits, t("sm_70"), 80),
        Some(4096)
    );
    let legacy = rs().select_profile("nvvm:legacy").unwrap();
    assert_eq!(legacy.profile, nvvm.profile);
    assert_eq!(
        rs().param_limit(legacy.param_limits, t("sm_90"), 95),
        Some(4096)
    );
    let tile = rs().select_profile("llvm:tileiras").unwrap();
    assert_eq!(
        rs().param_limit(tile.param_limits, t("sm_35"), 95),
        Some(440)
    );
    assert_eq!(
        rs().param_limit(tile.param_limits, t("sm_75"), 95),
        Some(1024)
    );
    assert_eq!(
        rs().param_limit(tile.param_limits, t("sm_90a"), 95),
        Some(32764)
    );
    assert_eq!(
        rs().param_limit(tile.param_limits, t("sm_121"), 95),
        Some(32768)
    );
    assert!(rs()
        .select_profile("nvm")
        .unwrap_err()
        .contains("unknown profile `nvm`"));
    assert!(rs()
        .select_profile("nvvm:big")
        .unwrap_err()
        .contains("unknown parameter-limit table `big`"));

    let infer = |typed, dl: Option<&str>| {
        rs().infer_profile(&InferenceInput {
            typed_pointers: typed,
            data_layout: dl,
        })
        .unwrap()
        .profile
        .to_string()
    };
    let nvvm_dl = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";
    assert_eq!(infer(true, None), "nvvm");
    assert_eq!(infer(false, Some(nvvm_dl)), "nvvm");
    assert_eq!(
        infer(false, Some("e-i64:64-i128:128-v16:16-v32:32-n16:32:64")),
        "llvm"
    );
    assert_eq!(infer(false, None), "llvm");
}

#[test]
fn rule_registry_shape() {
    let rules = &rs().rules;
    // Sorted, unique codes; each code's namespace matches its check.
    assert!(rules.windows(2).all(|w| w[0].code < w[1].code));
    for r in rules.iter() {
        assert!(
            r.check
                .namespaces()
                .contains(&(r.code.as_bytes()[2] as char)),
            "{}",
            r.code
        );
    }
    let r = rs().rule("NV3001").unwrap();
    assert_eq!(r.severity, Severity::Error);
    match &r.check {
        Check::Function(conds) => match &conds[..] {
            [engine::rules::model::FunctionCond::Attribute(a)] => assert_eq!(a.len(), 17),
            c => panic!("{c:?}"),
        },
        c => panic!("{c:?}"),
    }
    assert!(rs().rule("NV9999").is_none());
    assert!(
        rs().families.len() >= 90,
        "{} families",
        rs().families.len()
    );
}

#[test]
fn rules_list_and_explain_text() {
    let list = rules_list(rs()).unwrap();
    assert_eq!(list.lines().count(), rs().rules.len());
    assert!(list
        .lines()
        .any(|l| l.starts_with("NV3001  error") && l.contains("unsupported-function-attribute")));
    let e = explain(rs(), "nv4103").unwrap();
    assert!(e.starts_with("NV4103 setmaxnreg-range\n"), "{e}");
    assert!(e.contains("reg_count argument to nvvm.setmaxnreg must be within [24, 256]"));
    assert!(e.contains("(NVIDIA's text, verbatim)"));
    assert!(
        e.contains("setmaxnreg (llvm.nvvm.setmaxnreg.*): arg 0 in 24..=256 step 8"),
        "{e}"
    );
    let e = explain(rs(), "NV4001").unwrap();
    assert!(e.contains("barrier-cluster: "), "{e}");
    assert!(e.contains("evidence:\n  - oracle llc-19"), "{e}");
    let e = explain(rs(), "unsupported-function-attribute").unwrap();
    assert!(e.contains("rows (17):") && e.contains("  - naked\n"), "{e}");
    let e = explain(rs(), "NV7001").unwrap();
    assert!(
        e.contains("default: sm_20+: 4096 B, sm_70+ (PTX 8.1+): 32764 B"),
        "{e}"
    );
    assert!(explain(rs(), "NV9999")
        .unwrap_err()
        .contains("unknown rule"));
}

#[test]
fn targets_text() {
    let t = targets_table(rs()).unwrap();
    assert!(t.lines().next().unwrap().starts_with("target"));
    let line = |name: &str| {
        t.lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .unwrap()
            .to_string()
    };
    assert!(
        line("sm_101a").contains("8.6") && !line("sm_110").contains("alias sm_101"),
        "{}\n{}",
        line("sm_101a"),
        line("sm_110")
    );
    assert!(line("sm_100f").contains("sm_100f") && line("sm_100f").contains("8.8"));
    assert!(line("sm_32").contains("shared pointer param 4 B"));
    assert!(t.contains("--profile NAME:TABLE"));
}

/// The counts reported in the resolve note (printed with `--nocapture`).
#[test]
fn counts() {
    let set = rs();
    let mut per_ns = std::collections::BTreeMap::new();
    for r in set.rules.iter() {
        *per_ns.entry(&r.code[..3]).or_insert(0) += 1;
    }
    println!(
        "targets {} ({} base), profiles {}, param tables {}, rules {} {:?}, families {}, patterns {}+{}, matrix rows {} -> {} entries, fragments {}, wgmma {}, tcgen05 {}",
        set.targets.len(),
        set.targets.iter().filter(|t| t.variant == Variant::Base).count(),
        set.profiles.len(),
        set.param_limits.len(),
        set.rules.len(),
        per_ns,
        set.families.len(),
        set.intrinsic_exact.len(),
        set.intrinsic_prefixes.len(),
        set.matrix_rows,
        set.matrix.len(),
        set.fragments.len(),
        set.wgmma.len(),
        set.tcgen05.len()
    );
    assert!(set.targets.len() >= 40);
}

/// Rule opcodes are lowered to indices into tablegen's keyword list, and the engine reads an
/// instruction's opcode as that index: the two lists must be the same, in the same order.
#[test]
fn tablegen_opcodes_are_the_front_ends() {
    let words = engine::rules::model::OPCODES;
    for (i, word) in words.iter().enumerate() {
        let op = engine::ir::Opcode::from_keyword(word)
            .unwrap_or_else(|| panic!("`{word}` is no opcode of the front end"));
        assert_eq!(op as usize, i, "`{word}`");
        assert_eq!(op.keyword(), *word);
    }
    assert_eq!(
        words.len(),
        engine::ir::Opcode::Freeze as usize + 1,
        "the last opcode"
    );
}

/// The argument names of `intrinsic_args:` (written from the comments of LLVM 22's
/// IntrinsicsNVVM.td) agree with the generated `immediate_args:` (its records): each g2s load's
/// `cta_group` is the argument LLVM constrains with `Range<…, 0, 3>`, and the last one.
#[test]
fn named_cta_group_is_the_ranged_immediate_argument() {
    let t = rs().tables();
    assert!(t.intrinsic_args.len() >= 15);
    for row in t.intrinsic_args.iter() {
        let at = row
            .args
            .iter()
            .position(|a| a == "cta_group")
            .unwrap_or_else(|| panic!("{}: no cta_group", row.intrinsic));
        assert_eq!(at + 1, row.args.len(), "{}", row.intrinsic);
        let imm = &t.immediate_args[t.immediate_args_range(&row.intrinsic)];
        assert!(
            imm.iter()
                .any(|r| r.arg as usize == at && r.range == Some((0, 3))),
            "{}: argument {at} is not LLVM's Range<0, 3> immarg ({imm:?})",
            row.intrinsic
        );
        // The same call in LLVM 20's form (one argument fewer) has no cta_group.
        assert_eq!(
            t.named_arg(&row.intrinsic, row.args.len(), "cta_group"),
            Some(at)
        );
        assert_eq!(
            t.named_arg(&row.intrinsic, row.args.len() - 1, "cta_group"),
            None
        );
    }
}
