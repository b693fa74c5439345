//! Every real generator module under `corpus/real/**.ll` (clang, numba-cuda,
//! Triton, …) parses with zero syntax errors.

use ir::{parse_module, LineIndex};
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

#[test]
fn real_modules_parse_without_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/real");
    let root = if root.exists() {
        root
    } else {
        // Private build harnesses point CARGO_MANIFEST_DIR elsewhere.
        PathBuf::from("/work/main/corpus/real")
    };
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        let m = parse_module(&text);
        if !m.errors.is_empty() {
            let ix = LineIndex::new(&text);
            for e in m.errors.iter().take(5) {
                let lc = ix.line_col(&text, e.span.start);
                failures.push(format!(
                    "{}:{}:{}: {}",
                    f.display(),
                    lc.line,
                    lc.col,
                    e.message
                ));
            }
        }
    }
    eprintln!("parsed {} real modules", files.len());
    assert!(
        failures.is_empty(),
        "syntax errors:\n{}",
        failures.join("\n")
    );
}
