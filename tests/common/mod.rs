//! Helpers shared by the CLI integration tests: run the built binary from the repository root.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_nvverify")
}

/// Runs `nvverify ARGS` in the repository root with a clean colour environment.
pub fn run(args: &[&str]) -> Output {
    run_in(&root(), args)
}

pub fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(bin())
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .expect("the nvverify binary runs")
}

/// `nvverify check ARGS` in the repository root, ending as a check does (the teardown handed to
/// a holder) or with `NVVERIFY_PLAIN_EXIT=1` (`src/exit.rs`).
pub fn check_ending(args: &[&str], plain_exit: bool) -> Output {
    let mut command = Command::new(bin());
    command.arg("check").args(args).current_dir(root());
    if plain_exit {
        command.env("NVVERIFY_PLAIN_EXIT", "1");
    } else {
        command.env_remove("NVVERIFY_PLAIN_EXIT");
    }
    command.output().expect("the nvverify binary runs")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

pub fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}):\n{}\n--- stderr\n{}",
            stdout(out),
            stderr(out)
        )
    })
}

/// `(code, line)` of every diagnostic of every file in a JSON document.
pub fn codes(doc: &serde_json::Value) -> Vec<(String, u64)> {
    doc["files"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["diagnostics"].as_array().unwrap().iter())
        .map(|d| {
            (
                d["code"].as_str().unwrap().to_owned(),
                d["line"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// The SARIF 2.1.0 schema (`tests/data/sarif-2.1.0-rtm.5.json`) as a validator.
pub fn sarif_validator() -> jsonschema::Validator {
    let schema_path = root().join("tests/data/sarif-2.1.0-rtm.5.json");
    let text = std::fs::read_to_string(schema_path).unwrap();
    // The published schema's `run.language` pattern has a stray `]` that ECMA-262 regexes (which
    // the meta-schema's `format: regex` asserts) reject; escaping it keeps its meaning (a literal
    // `]`, as non-ECMA engines read it) and lets the schema compile. Nothing else is touched.
    const STRAY: &str = r#""^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$""#;
    assert!(
        text.contains(STRAY),
        "the shipped schema changed; revisit this fix-up"
    );
    let text = text.replace(STRAY, r#""^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}\\]?$""#);
    let schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    jsonschema::validator_for(&schema).expect("the SARIF schema compiles")
}

pub fn assert_valid(validator: &jsonschema::Validator, doc: &serde_json::Value) {
    let errors: Vec<String> = validator
        .iter_errors(doc)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "SARIF invalid:\n{}", errors.join("\n"));
}
