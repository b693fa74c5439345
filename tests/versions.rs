//! The PTX and LLVM versions as inputs: `--ptx` (and llc's `-mattr=+ptxNN`) over the module's
//! `+ptxNN`, `--llvm` over `!llvm.ident`, and the origin of the PTX version in every note.

mod common;

use common::{codes, json, run, stderr};

/// A call of an intrinsic that needs PTX 8.3 on sm_90, in a module that declares `+ptx80`.
const PTX80: &str = "tests/data/versions/fence_tensormap_ptx80.ll";

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
    let found = |args: &[&str]| -> Vec<String> {
        let all = [
            &["check", "--format", "json", "--target", "sm_80"][..],
            args,
        ]
        .concat();
        codes(&json(&run(&all)))
            .into_iter()
            .map(|(c, _)| c)
            .collect()
    };
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
