//! Writes deterministic benchmark modules (see `gen.rs` for their shape).
//!
//! ```text
//! cargo run --release -p engine --example gen_module -- [options] OUT
//!   --dialect typed|modern   (default typed)
//!   --functions N            exactly N functions (default 5000: ~19 MB, 500 kernels)
//!   --mb M                   functions until the file reaches M MiB (instead of --functions)
//!   --violation-every K      one violation every K functions (default 20; 0: none)
//!   --tree COUNT             OUT is a folder: write COUNT small modules mod_NNNN.ll into it
//!                            (each --functions N, default 8, with its own seed)
//!   --edit I                 also write OUT.edited.ll with function I's body edited
//!   --asm-half               every other function does its arithmetic in inline PTX
//! ```
//! A summary line (functions, kernels, lines, bytes, violations by kind) goes to stdout.

#[path = "gen.rs"]
mod gen;

use gen::{Dialect, Params, Size};

fn main() {
    let mut args = std::env::args().skip(1);
    let mut dialect = Dialect::Typed;
    let mut size: Option<Size> = None;
    let mut every = 20u32;
    let mut tree: Option<u32> = None;
    let mut edit: Option<u32> = None;
    let mut asm_half = false;
    let mut out: Option<String> = None;
    while let Some(arg) = args.next() {
        let mut value = |what: &str| {
            args.next()
                .unwrap_or_else(|| fail(&format!("{what} needs a value")))
        };
        match arg.as_str() {
            "--dialect" => {
                dialect = match value("--dialect").as_str() {
                    "typed" => Dialect::Typed,
                    "modern" => Dialect::Modern,
                    other => fail(&format!("unknown dialect {other}")),
                }
            }
            "--functions" => size = Some(Size::Functions(number(&value("--functions")))),
            "--mb" => size = Some(Size::Bytes(number(&value("--mb")) as usize * (1 << 20))),
            "--violation-every" => every = number(&value("--violation-every")),
            "--tree" => tree = Some(number(&value("--tree"))),
            "--edit" => edit = Some(number(&value("--edit"))),
            "--asm-half" => asm_half = true,
            "-h" | "--help" => {
                println!("see the header of engine/examples/gen_module/main.rs");
                return;
            }
            other if other.starts_with('-') => fail(&format!("unknown option {other}")),
            other => out = Some(other.to_owned()),
        }
    }
    let out = out.unwrap_or_else(|| fail("no output path"));
    match tree {
        None => {
            let params = Params {
                dialect,
                size: size.unwrap_or(Size::Functions(5000)),
                violation_every: every,
                seed: 0,
                asm_half,
            };
            let (text, summary) = gen::module(&params);
            write(&out, &text);
            println!("{out}: {summary:?}");
            if let Some(index) = edit {
                let edited = gen::edit_one_function(&text, index, 1)
                    .unwrap_or_else(|| fail(&format!("no function fn_{index}")));
                let path = format!("{}.edited.ll", out.trim_end_matches(".ll"));
                write(&path, &edited);
            }
        }
        Some(count) => {
            std::fs::create_dir_all(&out)
                .unwrap_or_else(|e| fail(&format!("cannot create {out}: {e}")));
            let mut total = gen::Summary::default();
            for i in 0..count {
                let params = Params {
                    dialect,
                    size: size.unwrap_or(Size::Functions(8)),
                    violation_every: every,
                    seed: i as u64 + 1,
                    asm_half,
                };
                let (text, summary) = gen::module(&params);
                write(&format!("{out}/mod_{i:04}.ll"), &text);
                total.functions += summary.functions;
                total.kernels += summary.kernels;
                total.lines += summary.lines;
                total.bytes += summary.bytes;
                for k in 0..3 {
                    total.violations[k] += summary.violations[k];
                }
            }
            println!("{out}: {count} modules, {total:?}");
        }
    }
}

fn number(text: &str) -> u32 {
    text.parse()
        .unwrap_or_else(|_| fail(&format!("not a number: {text}")))
}

fn write(path: &str, text: &str) {
    std::fs::write(path, text).unwrap_or_else(|e| fail(&format!("cannot write {path}: {e}")));
}

fn fail(message: &str) -> ! {
    eprintln!("gen_module: {message}");
    std::process::exit(2)
}
