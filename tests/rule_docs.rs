//! `docs/rules/` is generated from the rule records (`nvverify rules docs docs/rules`); this test
//! fails when a page is stale, missing or left over. Regenerate with
//! `cargo run -- rules docs docs/rules` or `NVVERIFY_UPDATE_DOCS=1 cargo test --test rule_docs`.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

fn pages(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.file_name().to_string_lossy().ends_with(".md"))
                .map(|e| {
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        std::fs::read_to_string(e.path()).unwrap(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn rule_docs_are_up_to_date() {
    let checked_in = common::root().join("docs/rules");
    if std::env::var_os("NVVERIFY_UPDATE_DOCS").is_some() {
        let out = common::run(&["rules", "docs", "docs/rules"]);
        assert!(out.status.success(), "{}", common::stderr(&out));
    }
    let fresh = tempfile::tempdir().unwrap();
    let out = common::run(&["rules", "docs", fresh.path().to_str().unwrap()]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let generated = pages(fresh.path());
    let existing = pages(&checked_in);
    let codes = common::stdout(&common::run(&["rules", "list"]));
    let rule_count = codes.lines().count();
    assert_eq!(
        generated.len(),
        rule_count + 1,
        "one page per rule and an index"
    );
    let mut stale = Vec::new();
    for (name, page) in &generated {
        match existing.get(name) {
            None => stale.push(format!("missing: docs/rules/{name}")),
            Some(old) if old != page => stale.push(format!("stale: docs/rules/{name}")),
            Some(_) => {}
        }
    }
    for name in existing.keys().filter(|n| !generated.contains_key(*n)) {
        stale.push(format!("left over: docs/rules/{name}"));
    }
    assert!(
        stale.is_empty(),
        "{}\nregenerate: cargo run -- rules docs docs/rules",
        stale.join("\n")
    );
}

#[test]
fn every_page_has_rationale_evidence_and_an_example_where_a_fixture_exists() {
    let fresh = tempfile::tempdir().unwrap();
    let out = common::run(&["rules", "docs", fresh.path().to_str().unwrap()]);
    assert!(out.status.success());
    for (name, page) in pages(fresh.path()) {
        if name == "README.md" {
            continue;
        }
        let code = name.trim_end_matches(".md");
        assert!(page.contains("## Rationale"), "{name}");
        assert!(page.contains("## Evidence"), "{name}");
        let has_fixture = std::fs::read_dir(common::root().join("corpus/rules").join(code))
            .map(|d| {
                d.flatten()
                    .any(|e| e.file_name().to_string_lossy().starts_with("fire"))
            })
            .unwrap_or(false);
        assert_eq!(page.contains("## Example"), has_fixture, "{name}");
    }
}
