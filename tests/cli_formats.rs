//! insta snapshots of every output format on a representative fixture set, and the SARIF
//! output validated against the SARIF 2.1.0 JSON schema (`tests/data/sarif-2.1.0-rtm.5.json`).
//!
//! The snapshots show the checks' real messages, so a changed message or help text changes
//! them: review and accept with `INSTA_UPDATE=always cargo test -p nvverify --test cli_formats`
//! (or `cargo insta review`). CI runs with CI=true, where a missing snapshot fails.

mod common;

use common::{assert_valid, json, run, sarif_validator, stdout};

/// Both dialects, a syntax error, findings with notes and help, and inline suppressions.
const FIXTURES: &[&str] = &[
    "corpus/examples",
    "corpus/rules/NV0001/fire.ll",
    "tests/fixtures/suppressed.ll",
];

fn check(extra: &[&str]) -> std::process::Output {
    let mut args = vec!["check"];
    args.extend_from_slice(extra);
    args.extend_from_slice(FIXTURES);
    let out = run(&args);
    assert_eq!(out.status.code(), Some(1), "{}", common::stderr(&out));
    out
}

#[test]
fn human() {
    insta::assert_snapshot!("human", stdout(&check(&["--color", "never"])));
}

#[test]
fn human_quiet_has_no_summary() {
    let quiet = stdout(&check(&["--color", "never", "--quiet"]));
    let full = stdout(&check(&["--color", "never"]));
    assert!(full.trim_end().ends_with("in 4 files"), "{full}");
    assert!(!quiet.contains(" in 4 files"), "{quiet}");
    assert!(full.starts_with(&quiet));
}

#[test]
fn human_colour() {
    insta::assert_snapshot!(
        "human_colour",
        stdout(&check(&["--color", "always", "--select", "NV4"]))
    );
}

#[test]
fn json_contract() {
    let out = check(&["--format", "json"]);
    let doc = json(&out);
    assert_eq!(doc["version"], 1);
    for file in doc["files"].as_array().unwrap() {
        for key in ["path", "target", "profile", "diagnostics"] {
            assert!(file.get(key).is_some(), "{key} missing in {file}");
        }
        for d in file["diagnostics"].as_array().unwrap() {
            for key in ["code", "severity", "message", "line", "column", "function"] {
                assert!(d.get(key).is_some(), "{key} missing in {d}");
            }
        }
    }
    insta::assert_snapshot!("json", stdout(&out));
}

#[test]
fn github() {
    insta::assert_snapshot!("github", stdout(&check(&["--format", "github"])));
}

#[test]
fn multi_target_human_and_json() {
    let args = [
        "check",
        "--color",
        "never",
        "--target",
        "sm_80,-arch=sm_90a",
        "corpus/examples/hopper_cluster_on_ampere.ll",
    ];
    let out = run(&args);
    insta::assert_snapshot!("multi_target_human", stdout(&out));
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    let doc = json(&run(&args));
    let entries: Vec<(String, String)> = doc["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_owned(),
                f["target"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let path = "corpus/examples/hopper_cluster_on_ampere.ll".to_owned();
    assert_eq!(
        entries,
        vec![(path.clone(), "sm_80".into()), (path, "sm_90a".into())]
    );
    assert_eq!(doc["summary"]["files"], 2);
}

/// The SARIF log with the rules array reduced to ids (the rule texts have their own docs test).
#[test]
fn sarif() {
    let out = check(&["--format", "sarif"]);
    let mut doc = json(&out);
    let rules = &mut doc["runs"][0]["tool"]["driver"]["rules"];
    let ids: Vec<serde_json::Value> = rules
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].clone())
        .collect();
    assert!(ids.len() > 50, "the rules array lists every rule");
    *rules = serde_json::Value::Array(ids);
    insta::assert_snapshot!("sarif", serde_json::to_string_pretty(&doc).unwrap());
}

#[test]
fn sarif_validates_against_the_schema() {
    let validator = sarif_validator();
    // Every rule fixture: every rule's results, two targets, the whole rules array.
    let out = run(&[
        "check",
        "--format",
        "sarif",
        "--target",
        "sm_80,sm_100a",
        "corpus/rules",
        "corpus/examples",
    ]);
    let doc = json(&out);
    assert!(
        doc["runs"][0]["results"].as_array().unwrap().len() > 100,
        "the fixtures produce results"
    );
    let rule = &doc["runs"][0]["tool"]["driver"]["rules"][0];
    for key in [
        "id",
        "name",
        "shortDescription",
        "fullDescription",
        "help",
        "defaultConfiguration",
    ] {
        assert!(rule.get(key).is_some(), "{key} missing in {rule}");
    }
    assert_valid(&validator, &doc);
    // A clean run is valid too.
    let clean = run(&[
        "check",
        "--format",
        "sarif",
        "--select",
        "NV9",
        "corpus/examples",
    ]);
    assert_eq!(clean.status.code(), Some(0));
    assert_valid(&validator, &json(&clean));
}

#[test]
fn the_schema_rejects_a_broken_log() {
    let validator = sarif_validator();
    let mut doc = json(&check(&["--format", "sarif"]));
    doc["runs"][0]["results"][0]["level"] = "fatal".into();
    assert!(validator.iter_errors(&doc).next().is_some());
}
