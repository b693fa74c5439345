//! Parser throughput on generated ≥ 10 MB NVVM modules, in both dialects.
//!
//! `cargo bench -p engine --bench parse` prints the single-threaded MB/s of
//! `ir::parse_module` (best of several runs) and then divan's statistics.
//! `PARSE_BENCH_MB=19` sets the module size; `PARSE_BENCH_DUMP=DIR` writes
//! the generated modules there.

use engine::ir::{parse_module, split_items};
use std::sync::OnceLock;
use std::time::Instant;

/// The deterministic module generator shared with `benches/checks.rs` and
/// `examples/gen_module` (kernels with annotations, loads and stores in several
/// address spaces, `llvm.nvvm.*` calls, GEPs, atomics, inline asm, debug info).
#[path = "../examples/gen_module/gen.rs"]
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
        })
    })
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

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn split(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| split_items(divan::black_box(m)));
}

fn main() {
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
        report(&format!("split_items  {d:?}"), m.len(), || {
            std::hint::black_box(split_items(std::hint::black_box(m)));
        });
    }
    divan::main();
}
