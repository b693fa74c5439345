//! One snapshot of each rule's rendered diagnostics over its fire fixtures, ruff style: a
//! change to a message, a span, a note or a help shows up as a reviewed snapshot diff
//! (`INSTA_UPDATE=always cargo test --test rule_snapshots`, then read the diff).

use std::path::Path;
use std::process::Command;

/// A `; key: value` header line value (first occurrence), as `engine/tests/corpus.rs` reads it.
fn header(text: &str, key: &str) -> Option<String> {
    let prefix = format!("; {key}:");
    text.lines()
        .take_while(|l| l.starts_with(';') || l.trim().is_empty())
        .find_map(|l| {
            let rest = l.strip_prefix(&prefix)?;
            Some(rest.split(';').next().unwrap_or("").trim().to_owned())
        })
}

#[test]
fn every_fire_fixture_renders_as_its_snapshot() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut fixtures: Vec<_> = std::fs::read_dir(root.join("corpus/rules"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_dir())
        .flat_map(|dir| std::fs::read_dir(dir.path()).unwrap().flatten())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("fire") && n.ends_with(".ll"))
        })
        .collect();
    fixtures.sort();
    assert!(fixtures.len() > 100, "{} fire fixtures", fixtures.len());
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_snapshot_path("snapshots/rules");
    let _guard = settings.bind_to_scope();
    for path in fixtures {
        let relative = path.strip_prefix(root).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_nvverify"));
        cmd.current_dir(root)
            .args(["check", "--color", "never", "--format", "human"]);
        if let Some(t) = header(&text, "target") {
            cmd.args(["--target", &t]);
        }
        if let Some(p) = header(&text, "profile") {
            cmd.args(["--profile", &p]);
        }
        if let Some(v) = header(&text, "ptx") {
            cmd.args(["--ptx", &v]);
        }
        if let Some(v) = header(&text, "consumer") {
            cmd.args(["--consumer", &v]);
        }
        if let Some(v) = header(&text, "llvm") {
            cmd.args(["--llvm", &v]);
        }
        let out = cmd.arg(relative).output().unwrap();
        let code = relative.parent().and_then(|d| d.file_name()).unwrap();
        let stem = relative.file_stem().unwrap();
        let name = format!("{}__{}", code.to_string_lossy(), stem.to_string_lossy());
        insta::assert_snapshot!(name, String::from_utf8_lossy(&out.stdout));
    }
}
