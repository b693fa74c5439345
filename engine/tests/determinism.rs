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

/// A module big enough for its facts to be made on rayon's threads (hundreds of context
/// items) and for its functions to be checked in several chunks.
fn big_module(seed: usize) -> String {
    let mut text = String::from("target triple = \"nvptx64-nvidia-cuda\"\n");
    for g in 0..4000 {
        text.push_str(&format!(
            "@g{g} = internal addrspace(1) global i32 {}\n",
            g + seed
        ));
    }
    for f in 0..64 {
        text.push_str(&format!(
            "define void @f{f}(ptr addrspace(1) %p) {{\n  %v = load i32, ptr addrspace(1) @g{f}\n  store i32 %v, ptr addrspace(1) %p\n  ret void\n}}\n"
        ));
    }
    // One finding per module, so that equal reports say something.
    text.push_str("define void @bad() {\n  %x = add i32 1, %nowhere\n  ret void\n}\n");
    text
}

/// Workspaces reported side by side on rayon's threads, as the CLI checks a batch: a worker
/// waiting inside one file's query must not run another file's query meanwhile (salsa
/// refuses to change database mid-query, and panicked here before the module facts stayed
/// on one thread on rayon's workers). Each report equals the one made alone.
#[test]
fn workspaces_reported_in_parallel_on_rayon_threads_match_reports_made_alone() {
    let texts: Vec<String> = (0..16).map(big_module).collect();
    let report = |text: &str| {
        let mut ws = Workspace::new(Options::default()).expect("compiled rules");
        ws.set_file("big.ll", text);
        engine::render::json::render(&ws.reports())
    };
    let alone: Vec<String> = texts.iter().map(|t| report(t)).collect();
    assert!(
        alone.iter().all(|json| json.contains("%nowhere")),
        "{}",
        alone[0]
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .expect("thread pool");
    for _ in 0..20 {
        let together: Vec<String> = pool.install(|| {
            use rayon::prelude::*;
            texts
                .par_iter()
                .with_max_len(1)
                .map(|t| report(t))
                .collect()
        });
        assert!(together == alone, "a report made beside others differs");
    }
}
