//! The PTX and LLVM versions as inputs: `--ptx` (and llc's `-mattr=+ptxNN`) over the module's
//! `+ptxNN`, `--llvm` over `!llvm.ident`, and the origin of the PTX version in every note.

mod common;

use common::{codes, json, run, stderr};

/// A call of an intrinsic that needs PTX 8.3 on sm_90, in a module that declares `+ptx80`.
const PTX80: &str = "tests/data/versions/fence_tensormap_ptx80.ll";

/// The codes `check --format json ARGS` reports, in order.
fn checked_codes(args: &[&str]) -> Vec<String> {
    let all = [&["check", "--format", "json"][..], args].concat();
    codes(&json(&run(&all)))
        .into_iter()
        .map(|(c, _)| c)
        .collect()
}

fn requirement(args: &[&str]) -> Vec<String> {
    let mut all = vec!["check", "--format", "json"];
    all.extend_from_slice(args);
    let report = json(&run(&all));
    report["files"][0]["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .map(|d| d["requirement"].as_str().unwrap_or("").to_owned())
        .collect()
}

#[test]
fn the_module_ptx_version_is_used_and_named() {
    let notes = requirement(&[PTX80]);
    assert_eq!(
        notes,
        ["requires PTX 8.3 or later; target is sm_90 with PTX 8.0 (from the module's +ptx80)"]
    );
}

#[test]
fn ptx_option_wins_over_the_module_in_every_spelling() {
    for spelling in [
        vec!["--ptx", "8.3"],
        vec!["--ptx", "83"],
        vec!["--ptx=+ptx83"],
        vec!["-mattr=+ptx83,+sm_90"],
        vec!["-mattr", "+ptx86"],
    ] {
        let mut args = spelling.clone();
        args.push(PTX80);
        let found = codes(&json(&run(&[
            &["check", "--format", "json"][..],
            &args[..],
        ]
        .concat())));
        assert!(found.is_empty(), "{spelling:?}: {found:?}");
    }
    let notes = requirement(&["--ptx", "7.8", PTX80]);
    assert_eq!(
        notes,
        ["requires PTX 8.3 or later; target is sm_90 with PTX 7.8 (from --ptx)"]
    );
}

#[test]
fn bad_versions_are_refused_with_status_2() {
    for args in [
        &["check", "--ptx", "eight", PTX80][..],
        &["check", "--ptx", "0.1", PTX80],
        &["check", "--llvm", "18", PTX80],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains("error:"), "{}", stderr(&out));
    }
}

/// A shared→global cast that llc 19 aborts on (NV6024) and llc 22 lowers, with an
/// `!llvm.ident` line to fill in.
fn cast_module(ident: &str) -> String {
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\n\
         define void @f(ptr addrspace(1) %p) {{\n\
         \x20 %q = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)\n\
         \x20 store i32 0, ptr addrspace(3) %q\n\
         \x20 ret void\n}}\n{ident}"
    )
}

#[test]
fn llvm_version_comes_from_the_option_then_llvm_ident_then_the_newest() {
    let dir = tempfile::tempdir().expect("temp dir");
    let write = |name: &str, ident: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, cast_module(ident)).expect("write module");
        path.display().to_string()
    };
    let clang19 = write(
        "clang19.ll",
        "!llvm.ident = !{!0}\n!0 = !{!\"Debian clang version 19.1.7 (3+b1)\"}\n",
    );
    let clang22 = write(
        "clang22.ll",
        "!llvm.ident = !{!0}\n!0 = !{!\"clang version 22.1.8\"}\n",
    );
    let clang20 = write(
        "clang20.ll",
        "!llvm.ident = !{!0}\n!0 = !{!\"clang version 20.1.0\"}\n",
    );
    let none = write("none.ll", "");
    let found = |args: &[&str]| checked_codes(&[&["--target", "sm_80"][..], args].concat());
    assert_eq!(found(&[&clang19]), ["NV6024"], "ident names 19");
    assert!(found(&[&clang22]).is_empty(), "ident names 22");
    // 20 is not an oracle: the newest known version at or below it (19).
    assert_eq!(found(&[&clang20]), ["NV6024"], "ident names 20");
    assert!(found(&[&none]).is_empty(), "no ident: the newest (22)");
    assert!(found(&["--llvm", "22", &clang19]).is_empty(), "--llvm wins");
    assert_eq!(found(&["--llvm", "19", &none]), ["NV6024"]);
}

#[test]
fn llvm_19_raises_a_ptx_version_below_the_target_minimum_and_llvm_22_refuses_it() {
    // sm_90a starts at PTX 8.0: llc-19 writes `.version 8.0` for +ptx78, llc-22 aborts.
    let base = ["--target", "sm_90a", "--ptx", "7.8"];
    let llvm19 = [&base[..], &["--llvm", "19", PTX80]].concat();
    assert_eq!(
        requirement(&llvm19),
        ["requires PTX 8.3 or later; target is sm_90a with PTX 8.0 (the target's minimum, to which this LLVM raises the lower version named)"]
    );
    let llvm22 = [
        &["check", "--format", "json"][..],
        &base,
        &["--llvm", "22", PTX80],
    ]
    .concat();
    let found = codes(&json(&run(&llvm22)));
    assert!(found.iter().any(|(c, _)| c == "NV1009"), "{found:?}");
    let llvm19 = [&["check", "--format", "json"][..], &llvm19[..]].concat();
    assert!(!codes(&json(&run(&llvm19)))
        .iter()
        .any(|(c, _)| c == "NV1009"));
}

/// A linked library's `!llvm.ident` (libdevice's "clang version 3.8.0", which Triton links
/// into every module calling a math function) does not pick the LLVM generation: the module is
/// checked for the newest, as one without an ident, and a newer producer's ident beside it wins.
#[test]
fn a_linked_librarys_llvm_ident_does_not_pick_the_llvm_version() {
    let dir = tempfile::tempdir().expect("temp dir");
    let write = |name: &str, ident: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, cast_module(ident)).expect("write module");
        path.display().to_string()
    };
    let libdevice = "!0 = !{!\"clang version 3.8.0 (tags/RELEASE_380/final)\"}\n";
    let only_libdevice = write(
        "libdevice.ll",
        &format!("!llvm.ident = !{{!0}}\n{libdevice}"),
    );
    let with_clang19 = write(
        "clang19_libdevice.ll",
        &format!("!llvm.ident = !{{!0, !1}}\n{libdevice}!1 = !{{!\"clang version 19.1.7\"}}\n"),
    );
    let found = |path: &str| -> Vec<String> {
        codes(&json(&run(&[
            "check", "--format", "json", "--target", "sm_80", path,
        ])))
        .into_iter()
        .map(|(c, _)| c)
        .collect()
    };
    assert!(
        found(&only_libdevice).is_empty(),
        "libdevice's ident alone: the newest (22)"
    );
    assert_eq!(
        found(&with_clang19),
        ["NV6024"],
        "the newest ident (19) wins over 3.8"
    );
}

/// A module with no triple, no data layout and no attributes, checked with everything on the
/// command line, still gets the module rules: llc-22 -mcpu=sm_120a -mattr=+ptx86 refuses it.
#[test]
fn a_module_without_a_triple_gets_the_module_rules_from_the_options() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bare.ll");
    std::fs::write(&path, "define void @foo() { ret void }\n").expect("write module");
    let path = path.display().to_string();
    let base = [
        "check",
        "--format",
        "json",
        "--target",
        "sm_120a",
        "--profile",
        "llvm",
    ];
    let with = |more: &[&str]| codes(&json(&run(&[&base[..], more, &[&path]].concat())));
    assert!(with(&["--ptx", "8.6", "--llvm", "22"])
        .iter()
        .any(|(c, _)| c == "NV1009"));
    assert!(with(&["--ptx", "8.7", "--llvm", "22"]).is_empty());
    assert!(
        with(&["--ptx", "8.6", "--llvm", "19"]).is_empty(),
        "llc-19 raises it to 8.7"
    );
}

/// The stochastic-rounding conversions need PTX 8.7 on sm_100a, as an intrinsic (LLVM's
/// feature check) and as inline PTX (ptxas's).
fn consumer_module() -> String {
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\n\
     declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)\n\n\
     define ptx_kernel void @k(float %a, float %b, i32 %r, ptr addrspace(1) %out) {\n\
     \x20 %v = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %a, float %b, i32 %r)\n\
     \x20 %w = call i32 asm \"cvt.rs.f16x2.f32 $0, $1, $2, $3;\", \"=r,f,f,r\"(float %a, float %b, i32 %r)\n\
     \x20 store i32 %w, ptr addrspace(1) %out\n\
     \x20 ret void\n}\n"
        .to_owned()
}

/// `--consumer triton@3.6.0 --ptx 8.8`: Triton 3.6 gives its LLVM +ptx86 (its cap), so the
/// intrinsic needing PTX 8.7 is refused at 8.6, while inline PTX is assembled, and judged, at
/// the 8.8 Triton writes on `.version`; without the consumer both are judged at 8.8.
#[test]
fn a_consumer_caps_the_ptx_its_llvm_gets_and_inline_ptx_is_judged_at_the_assembled_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("k.ll");
    std::fs::write(&path, consumer_module()).expect("write module");
    let path = path.display().to_string();
    let report = |more: &[&str]| {
        json(&run(&[
            &["check", "--format", "json", "--target", "sm_100a"][..],
            more,
            &[&path],
        ]
        .concat()))
    };
    let triton36 = report(&["--consumer", "triton@3.6.0", "--ptx", "8.8"]);
    let found = codes(&triton36);
    assert_eq!(found.len(), 1, "{found:?}");
    let diagnostic = &triton36["files"][0]["diagnostics"][0];
    assert!(
        diagnostic["message"]
            .as_str()
            .unwrap_or("")
            .contains("llvm.nvvm.ff2f16x2.rs"),
        "{diagnostic}"
    );
    assert!(
        diagnostic["requirement"]
            .as_str()
            .unwrap_or("")
            .ends_with("with PTX 8.6 (the consumer's cap: it gives its LLVM +ptx86 at most)"),
        "{diagnostic}"
    );
    assert!(
        codes(&report(&["--ptx", "8.8"])).is_empty(),
        "no consumer: all at 8.8"
    );
    // Triton 3.9 gives its LLVM up to +ptx90: nothing is capped below 8.8.
    assert!(codes(&report(&["--consumer", "triton@3.9.0", "--ptx", "9.4"])).is_empty());
    // The record's name, and a release newer than any record (the newest record applies).
    assert_eq!(
        codes(&report(&["--consumer", "triton-3.6", "--ptx", "8.8"])).len(),
        1
    );
    assert!(codes(&report(&[
        "--consumer",
        "triton@3.12.1+git1234",
        "--ptx",
        "9.4"
    ]))
    .is_empty());
}

#[test]
fn an_unknown_consumer_is_refused_with_status_2() {
    for consumer in ["gcc@14", "triton@2.1.0", "triton-9", "triton@next"] {
        let out = run(&["check", "--consumer", consumer, PTX80]);
        assert_eq!(out.status.code(), Some(2), "{consumer}");
        assert!(stderr(&out).contains("consumer"), "{}", stderr(&out));
    }
}

/// Syntax newer than the reader (NV9239 `icmp samesign`, LLVM 20) is judged against the LLVM
/// that reads the module: `--llvm 19` reads with LLVM 19, but a producer's `!llvm.ident` of 20
/// or 21 (whose llvm profile rules are LLVM 19's, the newest known release at or below it) is
/// read by its own LLVM, which wrote the flag; an ident of 19 is read by LLVM 19.
#[test]
fn newer_syntax_is_judged_against_the_reader_the_ident_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    let write = |name: &str, ident: &str| {
        let path = dir.path().join(name);
        let text = format!(
            "target triple = \"nvptx64-nvidia-cuda\"\n\n\
             define i32 @f(i32 %a, i32 %b) {{\n\
             \x20 %c = icmp samesign ult i32 %a, %b\n\
             \x20 %r = zext i1 %c to i32\n\
             \x20 ret i32 %r\n}}\n{ident}"
        );
        std::fs::write(&path, text).expect("write module");
        path.display().to_string()
    };
    let ident = |v: &str| format!("!llvm.ident = !{{!0}}\n!0 = !{{!\"clang version {v}\"}}\n");
    let clang19 = write("clang19.ll", &ident("19.1.7"));
    let clang21 = write("clang21.ll", &ident("21.1.0"));
    let none = write("none.ll", "");
    let found = |args: &[&str]| {
        checked_codes(&[&["--target", "sm_80", "--profile", "llvm"][..], args].concat())
    };
    assert_eq!(found(&[&clang19]), ["NV9239"], "ident names 19");
    assert!(
        found(&[&clang21]).is_empty(),
        "ident names 21: its own reader"
    );
    assert!(found(&[&none]).is_empty(), "no ident: the newest");
    assert_eq!(
        found(&["--llvm", "19", &clang21]),
        ["NV9239"],
        "--llvm wins"
    );
    assert!(found(&["--llvm", "22", &clang19]).is_empty());
}
