//! Lexer, parser and full-check benchmarks on the generated 5,000-function
//! modules (`examples/gen_module/gen.rs`, ~19 MB each), plus the incremental
//! re-check after a one-function edit.
//!
//! `cargo bench -p engine --bench checks` first prints a plain summary (best of
//! several runs, MB/s) and then divan's statistics. `CHECKS_BENCH_FUNCTIONS=N`
//! changes the module size (default 5000).
//!
//! - `lex`: every token of the module, `ir::lexer::Lexer` alone.
//! - `parse`: `ir::parse_module` (split + parse every item), one thread.
//! - `check_full`: a fresh `Workspace`, `set_file`, `report` — parse plus every
//!   rule, diagnostics located and policy applied, on rayon's pool.
//! - `check_incremental`: the same workspace after a one-function body edit:
//!   `set_file` + `report` (the texts are diffed, then salsa re-runs that function's queries only).
//! - `check_edit`: the same edit as a byte range, `Workspace::edit` + `report` (what an editor sends).

#[path = "../examples/gen_module/gen.rs"]
mod gen;

use engine::ir::lexer::{Lexer, Tok};
use engine::ir::parse_module;
use engine::{Options, Workspace};
use gen::Dialect;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

fn functions() -> u32 {
    std::env::var("CHECKS_BENCH_FUNCTIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000)
}

fn module(d: Dialect) -> &'static str {
    static TYPED: OnceLock<String> = OnceLock::new();
    static MODERN: OnceLock<String> = OnceLock::new();
    let cell = if d == Dialect::Typed { &TYPED } else { &MODERN };
    cell.get_or_init(|| {
        gen::valid_module(&gen::Params {
            dialect: d,
            size: gen::Size::Functions(functions()),
            violation_every: 20,
            seed: 0,
            asm_half: false,
        })
    })
}

fn lex_all(text: &str) -> usize {
    let mut lexer = Lexer::new(text.as_bytes());
    let mut n = 0;
    loop {
        let t = lexer.next_token();
        if t.kind() == Tok::Eof {
            return n;
        }
        n += 1;
    }
}

fn full_check(text: &Arc<str>) -> usize {
    let mut ws = Workspace::new(Options::default()).expect("workspace");
    ws.set_file("big.ll", text.clone());
    ws.report("big.ll").expect("report").diagnostics.len()
}

/// A workspace that has checked `d`'s module, and the two edited texts it alternates between.
struct Incremental {
    ws: Workspace,
    edits: [Arc<str>; 2],
    /// The byte range and text that turn `edits[1 - i]` into `edits[i]`.
    ranges: [(std::ops::Range<usize>, String); 2],
    turn: usize,
}

impl Incremental {
    fn new(d: Dialect) -> Incremental {
        let text = module(d);
        let index = functions() / 2;
        let edits = [0, 1].map(|v| -> Arc<str> {
            gen::edit_one_function(text, index, v)
                .expect("fn_I exists")
                .into()
        });
        let ranges = [0, 1].map(|i| gen::byte_edit(&edits[1 - i], &edits[i]));
        let mut ws = Workspace::new(Options::default()).expect("workspace");
        ws.set_file("big.ll", edits[0].clone());
        ws.report("big.ll");
        Incremental {
            ws,
            edits,
            ranges,
            turn: 0,
        }
    }
    fn step(&mut self) -> usize {
        self.turn ^= 1;
        self.ws.set_file("big.ll", self.edits[self.turn].clone());
        self.ws.report("big.ll").expect("report").diagnostics.len()
    }
    fn step_edit(&mut self) -> usize {
        self.turn ^= 1;
        let (range, text) = &self.ranges[self.turn];
        self.ws.edit("big.ll", range.clone(), text).expect("edit");
        self.ws.report("big.ll").expect("report").diagnostics.len()
    }
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn lex(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| lex_all(divan::black_box(m)));
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn parse(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| parse_module(divan::black_box(m)));
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern], sample_count = 10)]
fn check_full(b: divan::Bencher, d: Dialect) {
    let m: Arc<str> = module(d).into();
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| full_check(&m));
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern], sample_count = 50)]
fn check_incremental(b: divan::Bencher, d: Dialect) {
    let mut inc = Incremental::new(d);
    b.bench_local(|| inc.step());
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern], sample_count = 100)]
fn check_edit(b: divan::Bencher, d: Dialect) {
    let mut inc = Incremental::new(d);
    b.bench_local(|| inc.step_edit());
}

/// Best-of-N wall time of `run`, in seconds.
fn best(n: usize, mut run: impl FnMut()) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..n {
        let t = Instant::now();
        run();
        best = best.min(t.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    for d in [Dialect::Typed, Dialect::Modern] {
        let m = module(d);
        let mb = m.len() as f64 / 1e6;
        let shared: Arc<str> = m.into();
        let lex = best(5, || {
            std::hint::black_box(lex_all(std::hint::black_box(m)));
        });
        let parse = best(5, || {
            std::hint::black_box(parse_module(std::hint::black_box(m)));
        });
        let full = best(5, || {
            std::hint::black_box(full_check(&shared));
        });
        let mut inc = Incremental::new(d);
        let set_file = best(30, || {
            std::hint::black_box(inc.step());
        });
        let edit = best(30, || {
            std::hint::black_box(inc.step_edit());
        });
        println!(
            "{d:?} {mb:.1} MB: lex {:.1} ms ({:.0} MB/s), parse {:.1} ms ({:.0} MB/s), full check {:.1} ms ({:.0} MB/s), incremental: set_file {:.3} ms, edit {:.3} ms",
            lex * 1e3,
            mb / lex,
            parse * 1e3,
            mb / parse,
            full * 1e3,
            mb / full,
            set_file * 1e3,
            edit * 1e3
        );
    }
    divan::main();
}
