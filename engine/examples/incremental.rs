//! In-process incremental re-verification after a one-function edit, through `Workspace`.
//!
//! ```text
//! cargo run --release -p engine --example incremental -- [FILE.ll] [--reps N] [--function I]
//! ```
//! Without a file, generates the 5,000-function typed module (`gen_module/gen.rs`).
//! Prints the cold full check (parse + every rule, in process, rayon's default pool),
//! then for N edits of function I's body (alternating constants), two ways: as a
//! byte-range `Workspace::edit` (what an editor sends) and as `set_file` with the whole
//! new text (what watch mode does after reading the file; it diffs the texts first).
//! For each: the time to apply the edit, of `report` (re-verification), and of both,
//! as median / min / max in milliseconds. `RAYON_NUM_THREADS` sets the pool size;
//! `INCREMENTAL_LOG=1` also prints which queries one edit re-executes.

#[path = "gen_module/gen.rs"]
mod gen;

use engine::{Options, Workspace};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut file: Option<String> = None;
    let mut reps = 31usize;
    let mut function: Option<u32> = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--reps" => reps = args.next().and_then(|v| v.parse().ok()).expect("--reps N"),
            "--function" => {
                function = Some(
                    args.next()
                        .and_then(|v| v.parse().ok())
                        .expect("--function I"),
                )
            }
            other => file = Some(other.to_owned()),
        }
    }
    let text = match &file {
        Some(path) => std::fs::read_to_string(path).expect("read the module"),
        None => {
            gen::module(&gen::Params {
                dialect: gen::Dialect::Typed,
                size: gen::Size::Functions(5000),
                violation_every: 20,
                seed: 0,
                asm_half: false,
            })
            .0
        }
    };
    let functions = text.matches("\ndefine ").count() as u32;
    let index = function.unwrap_or(functions / 2);
    let edits: Vec<String> = (0..2)
        .map(|v| gen::edit_one_function(&text, index, v).expect("the module has fn_I"))
        .collect();

    let mut ws = Workspace::new(Options::default()).expect("workspace");
    let t = Instant::now();
    ws.set_file("big.ll", text.as_str());
    let first = ws.report("big.ll").expect("report");
    let cold = t.elapsed().as_secs_f64() * 1e3;
    if std::env::var_os("INCREMENTAL_LOG").is_some() {
        let (mut logged, log) = Workspace::with_event_log(Options::default()).expect("workspace");
        logged.set_file("big.ll", text.as_str());
        logged.report("big.ll");
        log.lock().unwrap().clear();
        logged.set_file("big.ll", edits[0].as_str());
        logged.report("big.ll");
        let mut counts = std::collections::BTreeMap::new();
        for e in log.lock().unwrap().iter() {
            *counts
                .entry(e.split('(').next().unwrap_or("").to_owned())
                .or_insert(0) += 1;
        }
        println!("queries executed after the edit: {counts:?}");
    }
    println!(
        "module: {:.1} MB, {functions} functions; cold full check {cold:.1} ms, {} diagnostics",
        text.len() as f64 / 1e6,
        first.diagnostics.len()
    );

    // Warm-up edit, then measured ones.
    ws.set_file("big.ll", edits[1].as_str());
    ws.report("big.ll");
    // The byte range that turns edits[i % 2] into edits[(i + 1) % 2].
    let ranges: Vec<(std::ops::Range<usize>, String)> = (0..2)
        .map(|i| gen::byte_edit(&edits[(i + 1) % 2], &edits[i % 2]))
        .collect();
    let mut timings: Vec<(&str, Vec<f64>)> = [
        "edit",
        "report",
        "edit total",
        "set_file",
        "report",
        "set_file total",
    ]
    .iter()
    .map(|l| (*l, Vec::new()))
    .collect();
    for i in 0..reps {
        let (range, replacement) = &ranges[i % 2];
        let t0 = Instant::now();
        ws.edit("big.ll", range.clone(), replacement).expect("edit");
        let t1 = Instant::now();
        std::hint::black_box(ws.report("big.ll").expect("report"));
        let t2 = Instant::now();
        timings[0].1.push((t1 - t0).as_secs_f64() * 1e3);
        timings[1].1.push((t2 - t1).as_secs_f64() * 1e3);
        timings[2].1.push((t2 - t0).as_secs_f64() * 1e3);
    }
    if reps % 2 == 1 {
        ws.set_file("big.ll", edits[1].as_str());
        ws.report("big.ll");
    }
    for i in 0..reps {
        let next: std::sync::Arc<str> = edits[i % 2].as_str().into();
        let t0 = Instant::now();
        ws.set_file("big.ll", next);
        let t1 = Instant::now();
        std::hint::black_box(ws.report("big.ll").expect("report"));
        let t2 = Instant::now();
        timings[3].1.push((t1 - t0).as_secs_f64() * 1e3);
        timings[4].1.push((t2 - t1).as_secs_f64() * 1e3);
        timings[5].1.push((t2 - t0).as_secs_f64() * 1e3);
    }
    for (label, v) in &mut timings {
        v.sort_by(f64::total_cmp);
        println!(
            "{label:>14}: median {:.3} ms  min {:.3}  max {:.3}  (n={reps}, fn_{index})",
            v[v.len() / 2],
            v[0],
            v[v.len() - 1]
        );
    }
}
