//! Determinism: the same inputs give byte-identical JSON whatever the thread count, the
//! order the files were opened in, and on a second run. (The CLI's `--threads 1/2/8`
//! over `corpus/` is tested through the binary in `tests/hostile_cli.rs`.)

use std::path::{Path, PathBuf};

use engine::{Options, Workspace};

fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ll") {
            out.push(p);
        }
    }
}

/// Every `.ll` under `corpus/` as (path relative to corpus/, lossily decoded text).
fn corpus() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let mut files = Vec::new();
    ll_files(&root, &mut files);
    files
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            let rel = p.strip_prefix(&root).unwrap().display().to_string();
            (rel, String::from_utf8_lossy(&bytes).into_owned())
        })
        .collect()
}

fn json_with_threads(files: &[(String, String)], threads: usize, reverse: bool) -> String {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool");
    pool.install(|| {
        let mut ws = Workspace::new(Options::default()).expect("compiled rules");
        let order: Vec<&(String, String)> = if reverse {
            files.iter().rev().collect()
        } else {
            files.iter().collect()
        };
        for (path, text) in order {
            ws.set_file(path, text.as_str());
        }
        engine::render::json::render(&ws.reports())
    })
}

#[test]
fn corpus_json_is_identical_with_1_2_and_8_threads() {
    let files = corpus();
    assert!(files.len() > 300, "only {} corpus files", files.len());
    let one = json_with_threads(&files, 1, false);
    assert!(one.contains("\"diagnostics\""));
    for (threads, reverse) in [(2, true), (8, false), (8, true)] {
        let other = json_with_threads(&files, threads, reverse);
        if one != other {
            let line = one
                .lines()
                .zip(other.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            panic!(
                "{threads} threads (reverse opening order: {reverse}) differ from 1 thread \
                 at JSON line {}:\n  1: {:?}\n  {threads}: {:?}",
                line + 1,
                one.lines().nth(line),
                other.lines().nth(line)
            );
        }
    }
}

/// A module with more than 64 items takes the parallel per-item path; it must agree with
/// a single thread too, including with syntax errors scattered through it.
#[test]
fn large_module_is_identical_with_1_2_and_8_threads() {
    let mut text = String::from("target triple = \"nvptx64-nvidia-cuda\"\n");
    for i in 0..400 {
        match i % 5 {
            0 => text.push_str(&format!(
                "define void @f{i}(ptr %p) {{\n  %v = call i32 @llvm.nvvm.redux.sync.add(i32 {i}, i32 -1)\n  ret void\n}}\n"
            )),
            1 => text.push_str(&format!("@g{i} = addrspace(3) global i32 {i}\n")),
            2 => text.push_str(&format!("define void @bad{i}( {{\n")),
            3 => text.push_str(&format!(
                "define ptx_kernel void @k{i}(ptr byval([5000 x i8]) align 4 %p) #0 {{\n  call void @llvm.nvvm.barrier.cluster.arrive()\n  ret void\n}}\n"
            )),
            _ => text.push_str(&format!("!{i} = !{{i32 {i}, !\"x\"}}\n")),
        }
    }
    text.push_str("declare i32 @llvm.nvvm.redux.sync.add(i32, i32)\n");
    text.push_str("declare void @llvm.nvvm.barrier.cluster.arrive()\n");
    text.push_str("attributes #0 = { \"target-cpu\"=\"sm_80\" }\n");
    let files = vec![("big.ll".to_string(), text)];
    let one = json_with_threads(&files, 1, false);
    assert!(one.contains("\"error\""), "{one}");
    for threads in [2, 8] {
        assert_eq!(
            one,
            json_with_threads(&files, threads, false),
            "{threads} threads"
        );
    }
}
