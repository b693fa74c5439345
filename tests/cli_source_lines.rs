//! Findings at the user's source line: a Triton-style kernel whose inline PTX (`tcgen05.fence`,
//! which sm_90a lacks; ptxas-13.5: "Instruction 'tcgen05.fence' not supported on .target
//! 'sm_90a'", once per unrolled copy) was unrolled 8 times from one Python line. nvverify
//! reports one finding there, at `fence_kernel.py:12:8` (the `inlinedAt` frame of the inlined
//! helper), with its 8 IR sites, and a second finding at line 14. Snapshots of the human,
//! JSON and SARIF renderings (`INSTA_UPDATE=always cargo test -p nvverify --test
//! cli_source_lines` to accept a change).

mod common;

use common::{json, run, stdout};

const FIXTURE: &str = "tests/fixtures/triton_unrolled_asm.ll";

fn check(extra: &[&str]) -> std::process::Output {
    let mut args = vec!["check"];
    args.extend_from_slice(extra);
    args.push(FIXTURE);
    let out = run(&args);
    assert_eq!(out.status.code(), Some(1), "{}", common::stderr(&out));
    out
}

#[test]
fn human_names_the_python_line_and_the_ir_sites() {
    let out = stdout(&check(&["--color", "never"]));
    assert!(
        out.contains("from /home/user/proj/fence_kernel.py:12:8"),
        "{out}"
    );
    assert!(
        out.contains("8 IR sites from this source line: lines 10, 11, 12, 13, 14, 15, 16, 17"),
        "{out}"
    );
    assert!(out.contains("2 errors, 0 warnings in 1 file"), "{out}");
    insta::assert_snapshot!("source_lines_human", out);
}

#[test]
fn json_has_the_source_and_every_ir_site() {
    let out = check(&["--format", "json"]);
    let doc = json(&out);
    let diagnostics = doc["files"][0]["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 2);
    let first = &diagnostics[0];
    assert_eq!(first["code"], "NV8001");
    assert_eq!(
        first["source"],
        serde_json::json!({"file": "/home/user/proj/fence_kernel.py", "line": 12, "column": 8})
    );
    let lines: Vec<u64> = first["ir_sites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, (10..=17).collect::<Vec<u64>>());
    assert_eq!(first["line"], 10);
    let second = &diagnostics[1];
    assert_eq!(second["source"]["line"], 14);
    assert!(second.get("ir_sites").is_none(), "one site: {second}");
    assert_eq!(doc["summary"]["errors"], 2);
    insta::assert_snapshot!("source_lines_json", stdout(&out));
}

#[test]
fn sarif_points_at_the_source_with_the_ir_as_related_locations() {
    let out = check(&["--format", "sarif"]);
    let mut doc = json(&out);
    common::assert_valid(&common::sarif_validator(), &doc);
    let result = &doc["runs"][0]["results"][0];
    let physical = &result["locations"][0]["physicalLocation"];
    assert_eq!(
        physical["artifactLocation"]["uri"],
        "/home/user/proj/fence_kernel.py"
    );
    assert_eq!(physical["region"]["startLine"], 12);
    let related = result["relatedLocations"].as_array().unwrap();
    assert_eq!(related.len(), 8);
    assert_eq!(
        related[7]["physicalLocation"]["artifactLocation"]["uri"],
        FIXTURE
    );
    assert_eq!(related[7]["physicalLocation"]["region"]["startLine"], 17);
    let rules = &mut doc["runs"][0]["tool"]["driver"]["rules"];
    *rules = serde_json::Value::Array(vec![]);
    insta::assert_snapshot!(
        "source_lines_sarif",
        serde_json::to_string_pretty(&doc).unwrap()
    );
}

#[test]
fn without_debug_info_every_ir_site_is_its_own_finding() {
    let text = std::fs::read_to_string(common::root().join(FIXTURE)).unwrap();
    let stripped: String = text
        .lines()
        .map(|l| l.split(", !dbg").next().unwrap().replace(" !dbg !5", ""))
        .collect::<Vec<_>>()
        .join("\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no_dbg.ll");
    std::fs::write(&path, stripped).unwrap();
    let out = run(&["check", "--format", "json", path.to_str().unwrap()]);
    let doc = json(&out);
    let diagnostics = doc["files"][0]["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 9);
    assert!(diagnostics.iter().all(|d| d.get("source").is_none()));
}
