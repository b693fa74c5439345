//! Parser throughput on generated ≥ 10 MB NVVM modules, in both dialects.
//!
//! `cargo bench -p engine --bench parse` prints the single-threaded MB/s of
//! `ir::parse_module` (best of several runs) and then divan's statistics.
//! `PARSE_BENCH_MB=19` sets the module size; `PARSE_BENCH_DUMP=DIR` writes
//! the generated modules there.

use ir::{parse_item, parse_module, split_items, ItemKind};
use std::sync::OnceLock;
use std::time::Instant;

/// The deterministic module generator shared with `benches/checks.rs` and
/// `examples/gen_module` (kernels with annotations, loads and stores in several
/// address spaces, `llvm.nvvm.*` calls, GEPs, atomics, inline asm, debug info).
#[path = "../../engine/examples/gen_module/gen.rs"]
mod gen;

use gen::Dialect;

fn target_bytes() -> usize {
    std::env::var("PARSE_BENCH_MB")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(12)
        << 20
}

fn module(d: Dialect) -> &'static str {
    static TYPED: OnceLock<String> = OnceLock::new();
    static MODERN: OnceLock<String> = OnceLock::new();
    let cell = if d == Dialect::Typed { &TYPED } else { &MODERN };
    cell.get_or_init(|| {
        gen::valid_module(&gen::Params {
            dialect: d,
            size: gen::Size::Bytes(target_bytes()),
            violation_every: 0,
            seed: 0x5eed,
            asm_half: false,
        })
    })
}

/// Nanoseconds this thread has run on a CPU (Linux; 0 elsewhere): unlike
/// wall time, it leaves out time preempted by other load.
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Best-of-N wall time → MB/s (MB = 10^6 bytes).
fn report(label: &str, bytes: usize, mut run: impl FnMut()) {
    let mut best = f64::MAX;
    for _ in 0..7 {
        let t = Instant::now();
        run();
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "{label}: {:.1} MB in {:.2} ms -> {:.0} MB/s",
        bytes as f64 / 1e6,
        best * 1e3,
        bytes as f64 / 1e6 / best
    );
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn parse(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| parse_module(divan::black_box(m)));
}

/// What a check does per function: parse each `define` item on its own and
/// drop the tree (memory is reused item to item, unlike `parse_module`).
fn parse_defines(m: &str) -> usize {
    let mut n = 0;
    for s in split_items(m) {
        if s.kind == ItemKind::Define {
            let t = &m[s.range.start as usize..s.range.end as usize];
            let (item, errors) = parse_item(t, s.kind);
            n += errors.len() + std::hint::black_box(item).arena.values.len();
        }
    }
    n
}

/// Bytes of the `define` items (the input of [`parse_defines`]).
fn define_bytes(m: &str) -> usize {
    split_items(m)
        .iter()
        .filter(|s| s.kind == ItemKind::Define)
        .map(|s| (s.range.end - s.range.start) as usize)
        .sum()
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn defines(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(define_bytes(m)))
        .bench(|| parse_defines(divan::black_box(m)));
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn split(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| split_items(divan::black_box(m)));
}

fn main() {
    // `PARSE_BENCH_LOOP=N`: only parse the `define` items N times, or with
    // `PARSE_BENCH_MODULE=1` the whole module (for perf).
    if let Some(n) = std::env::var("PARSE_BENCH_LOOP")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        let d = match std::env::var("PARSE_BENCH_DIALECT").as_deref() {
            Ok("modern") => Dialect::Modern,
            _ => Dialect::Typed,
        };
        let m = module(d);
        let whole = std::env::var_os("PARSE_BENCH_MODULE").is_some();
        let (mut best, mut best_wall) = (u64::MAX, f64::MAX);
        for _ in 0..n {
            let c = thread_cpu_ns();
            let t = Instant::now();
            if whole {
                std::hint::black_box(parse_module(m));
            } else {
                std::hint::black_box(parse_defines(m));
            }
            best = best.min(thread_cpu_ns() - c);
            best_wall = best_wall.min(t.elapsed().as_secs_f64());
        }
        let bytes = if whole { m.len() } else { define_bytes(m) };
        // The on-CPU time can be as coarse as a scheduler tick (4 ms) on
        // some kernels; the best wall time is finer but counts preemption.
        println!(
            "{} {d:?}: best {:.2} ms wall, {:.2} ms on-CPU -> {:.0} MB/s (wall)",
            if whole {
                "parse_module"
            } else {
                "parse_defines"
            },
            best_wall * 1e3,
            best as f64 / 1e6,
            bytes as f64 / 1e6 / best_wall
        );
        return;
    }
    for d in [Dialect::Typed, Dialect::Modern] {
        let m = module(d);
        // `PARSE_BENCH_DUMP=DIR` keeps the generated modules for other tools.
        if let Ok(dir) = std::env::var("PARSE_BENCH_DUMP") {
            let path = std::path::Path::new(&dir).join(format!("bench_{d:?}.ll").to_lowercase());
            std::fs::write(&path, m).expect("write generated module");
        }
        report(&format!("parse_module {d:?}"), m.len(), || {
            std::hint::black_box(parse_module(std::hint::black_box(m)));
        });
        report(&format!("parse_defines {d:?}"), define_bytes(m), || {
            std::hint::black_box(parse_defines(std::hint::black_box(m)));
        });
        report(&format!("split_items  {d:?}"), m.len(), || {
            std::hint::black_box(split_items(std::hint::black_box(m)));
        });
    }
    // `PARSE_BENCH_REPORT_ONLY=1`: just the MB/s lines above (for A/B runs).
    if std::env::var_os("PARSE_BENCH_REPORT_ONLY").is_none() {
        divan::main();
    }
}
