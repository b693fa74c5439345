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
