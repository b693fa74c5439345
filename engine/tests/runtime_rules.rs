//! `--rules DIR` pointed at the repository's own `rules/` gives exactly the
//! verdicts of the compiled tables, on every fixture and real module.

use std::path::{Path, PathBuf};

use engine::{Options, Workspace};

fn modules() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let mut out = Vec::new();
    let mut stack = vec![root.join("rules"), root.join("real"), root.join("examples")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ll") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn reports(rules_dir: Option<PathBuf>, target: Option<&str>) -> Vec<engine::report::FileReport> {
    let options = Options {
        target: target.map(str::to_owned),
        profile: None,
        rules_dir,
        ..Options::default()
    };
    let mut workspace = Workspace::new(options).expect("the repository's rules load");
    for path in modules() {
        let text = std::fs::read_to_string(&path).unwrap();
        workspace.set_file(&path.display().to_string(), text);
    }
    workspace.reports()
}

#[test]
fn loaded_rules_give_the_compiled_verdicts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules");
    for target in [None, Some("sm_80"), Some("sm_90a"), Some("sm_100f")] {
        let compiled = reports(None, target);
        let loaded = reports(Some(dir.clone()), target);
        assert!(
            compiled.iter().any(|r| !r.diagnostics.is_empty()),
            "the corpus produces diagnostics"
        );
        assert_eq!(compiled, loaded, "target {target:?}");
    }
}
