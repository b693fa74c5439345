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
