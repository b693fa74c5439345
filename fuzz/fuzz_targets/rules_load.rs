//! The RON rule loader: the input (first byte: which file; rest: its bytes)
//! replaces one of the repository's `rules/*.ron` in a temporary folder that
//! holds copies of all the others, then `RuleSet::load`. When the set loads,
//! its renderers run and a small module is checked with it.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use engine::rules::RuleSet;
use engine::{Options, Workspace};
use libfuzzer_sys::fuzz_target;

struct Dir {
    _tmp: tempfile::TempDir,
    path: PathBuf,
    files: Vec<(String, Vec<u8>)>,
}

fn dir() -> &'static Dir {
    static DIR: OnceLock<Dir> = OnceLock::new();
    DIR.get_or_init(|| {
        let rules = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../rules");
        let tmp = tempfile::tempdir().expect("temp dir");
        let mut files = Vec::new();
        for f in tablegen_files(&rules) {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            let bytes = std::fs::read(&f).expect("rule file");
            std::fs::write(tmp.path().join(&name), &bytes).expect("copy");
            files.push((name, bytes));
        }
        assert!(!files.is_empty(), "no rules/*.ron found");
        Dir {
            path: tmp.path().to_owned(),
            _tmp: tmp,
            files,
        }
    })
}

fn tablegen_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("rules folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    v.sort();
    v
}

const MODULE: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else {
        return;
    };
    let d = dir();
    let (name, original) = &d.files[sel as usize % d.files.len()];
    let path = d.path.join(name);
    std::fs::write(&path, rest).expect("write rule file");
    if let Ok(set) = RuleSet::load(&d.path) {
        let _ = engine::rules::rules_list(&set);
        let _ = engine::rules::targets_table(&set);
        let _ = engine::rules::explain(&set, "NV1001");
        let options = Options {
            rules_dir: Some(d.path.clone()),
            ..Options::default()
        };
        if let Ok(mut ws) = Workspace::new(options) {
            ws.set_file("k.ll", MODULE);
            let _ = ws.reports();
        }
    }
    std::fs::write(&path, original).expect("restore rule file");
});
