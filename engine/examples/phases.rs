//! Where a cold full check spends its time, phase by phase, on one module.
//!
//! ```text
//! RAYON_NUM_THREADS=1 cargo run --release -p engine --example phases -- FILE.ll
//! ```
//! Prints best-of-5 times of: splitting into items, lexing every token, parsing every item
//! (`ir::parse_module`, one thread), a line index, and the full `Workspace` check
//! (`set_file` + `report`, and each alone), and peak RSS: with the text, after one full
//! check, with a whole-module parse.

use engine::ir::lexer::{Lexer, Tok};
use engine::{Options, Workspace};
use std::sync::Arc;
use std::time::Instant;

fn best(mut run: impl FnMut()) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        run();
        best = best.min(t.elapsed().as_secs_f64());
    }
    best * 1e3
}

/// Nanoseconds this thread has run on a CPU (Linux scheduler statistics;
/// 0 elsewhere): unlike wall time, it excludes time preempted by other load.
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Best wall and best on-CPU time (ms) of `n` runs.
fn best_wall_cpu(n: usize, mut run: impl FnMut()) -> (f64, f64) {
    let (mut wall, mut cpu) = (f64::MAX, f64::MAX);
    for _ in 0..n.max(1) {
        let c = thread_cpu_ns();
        let t = Instant::now();
        run();
        wall = wall.min(t.elapsed().as_secs_f64() * 1e3);
        cpu = cpu.min((thread_cpu_ns() - c) as f64 / 1e6);
    }
    (wall, cpu)
}

fn peak_rss_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn main() {
    let path = std::env::args().nth(1).expect("FILE.ll");
    let text = std::fs::read_to_string(&path).expect("read");
    let shared: Arc<str> = text.as_str().into();
    let mb = text.len() as f64 / 1e6;
    // `PHASES_PARSE_ONLY=N` / `PHASES_LEX_ONLY=N`: only run `parse_module`
    // (or the lexer) N times, for `perf` or callgrind of the parser alone;
    // prints the best wall time and the best on-CPU time (robust to other
    // load on the machine).
    let only = |var: &str| {
        std::env::var(var)
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
    };
    if let Some(n) = only("PHASES_PARSE_ONLY") {
        let (wall, cpu) = best_wall_cpu(n, || {
            std::hint::black_box(engine::ir::parse_module(&text));
        });
        println!(
            "parse_module: {wall:8.1} ms wall {cpu:8.1} ms cpu  {:6.0} MB/s (cpu)",
            mb / cpu * 1e3
        );
        return;
    }
    if let Some(n) = only("PHASES_LEX_ONLY") {
        let (wall, cpu) = best_wall_cpu(n, || {
            let mut l = Lexer::new(text.as_bytes());
            let mut count = 0usize;
            while l.next_token().kind() != Tok::Eof {
                count += 1;
            }
            std::hint::black_box(count);
        });
        println!(
            "lex: {wall:8.1} ms wall {cpu:8.1} ms cpu  {:6.0} MB/s (cpu)",
            mb / cpu * 1e3
        );
        return;
    }
    let rss_text = peak_rss_mb();
    // One check first, while the peak is still the text's: its own peak.
    {
        let mut ws = Workspace::new(Options::default()).expect("workspace");
        ws.set_file("m.ll", shared.clone());
        std::hint::black_box(ws.report("m.ll"));
    }
    let rss_check = peak_rss_mb();
    let module = engine::ir::parse_module(&text);
    let rss_parsed = peak_rss_mb();
    drop(module);
    let full = best(|| {
        let mut ws = Workspace::new(Options::default()).expect("workspace");
        ws.set_file("m.ll", shared.clone());
        std::hint::black_box(ws.report("m.ll"));
    });
    let rss_full = peak_rss_mb();
    let mut set_file_ms = f64::MAX;
    let mut report_ms = f64::MAX;
    for _ in 0..5 {
        let mut ws = Workspace::new(Options::default()).expect("workspace");
        let t = Instant::now();
        ws.set_file("m.ll", shared.clone());
        let t1 = Instant::now();
        std::hint::black_box(ws.report("m.ll"));
        let t2 = Instant::now();
        set_file_ms = set_file_ms.min((t1 - t).as_secs_f64() * 1e3);
        report_ms = report_ms.min((t2 - t1).as_secs_f64() * 1e3);
    }
    let split = best(|| {
        std::hint::black_box(engine::ir::split_items(&text));
    });
    let lex = best(|| {
        let mut l = Lexer::new(text.as_bytes());
        while l.next_token().kind() != Tok::Eof {}
    });
    let parse = best(|| {
        std::hint::black_box(engine::ir::parse_module(&text));
    });
    let lines = best(|| {
        std::hint::black_box(engine::ir::LineIndex::new(&text));
    });
    println!(
        "{path}: {mb:.1} MB, threads {}",
        rayon::current_num_threads()
    );
    for (label, ms) in [
        ("split", split),
        ("lex", lex),
        ("parse_module", parse),
        ("line index", lines),
        ("full check", full),
        ("  set_file", set_file_ms),
        ("  report", report_ms),
    ] {
        println!("{label:>13}: {ms:8.1} ms  {:6.0} MB/s", mb / ms * 1e3);
    }
    println!(
        "peak RSS: {rss_text:.0} MB with the text, {rss_check:.0} MB after one full check, {rss_parsed:.0} MB with every item parsed at once (parse_module), {rss_full:.0} MB at the end"
    );
}
