//! Where a cold full check spends its time, phase by phase, on one module.
//!
//! ```text
//! RAYON_NUM_THREADS=1 cargo run --release -p engine --example phases -- FILE.ll
//! ```
//! Prints best-of-5 times of: splitting into items, lexing every token, parsing every item
//! (`ir::parse_module`, one thread), a line index, and the full `Workspace` check
//! (`set_file` + `report`), and peak RSS: with the text, with a whole-module parse, after the checks.

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
    let module = engine::ir::parse_module(&text);
    let rss_parsed = peak_rss_mb();
    drop(module);
    let full = best(|| {
        let mut ws = Workspace::new(Options::default()).expect("workspace");
        ws.set_file("m.ll", shared.clone());
        std::hint::black_box(ws.report("m.ll"));
    });
    let rss_full = peak_rss_mb();
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
    ] {
        println!("{label:>13}: {ms:8.1} ms  {:6.0} MB/s", mb / ms * 1e3);
    }
    println!(
        "peak RSS: {rss_text:.0} MB with the text, {rss_parsed:.0} MB with every item parsed (parse_module), {rss_full:.0} MB after the full checks"
    );
}
