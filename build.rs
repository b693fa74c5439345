//! Link options of the `nvverify` executable on x86-64 Linux (only this binary: the Python
//! extension module, python/, is a shared library and keeps the defaults).
//!
//! - Position-dependent (non-PIE). The rule tables are static data full of pointers (names,
//!   lists, rows); in a PIE each of those is a relative relocation the dynamic loader patches
//!   at every start (~19,500 of them, about 9% of the instructions of checking a small Triton
//!   module). A fixed-address executable has them resolved at link time.
//! - In release builds linked by lld, the functions and data a check runs through laid out
//!   first and together (`bench/layout/symbol-order.txt`, written by
//!   `bench/layout/generate.py`): the kernel maps an executable 64 KB around each page touched,
//!   so scattered hot code kept ~1.5 MB more of the binary resident (bench/results.md).
//!   Names the file has and the binary lacks are skipped quietly (`--no-warn-symbol-ordering`).
//!   `NVVERIFY_NO_LAYOUT=1` turns it off.
use std::path::Path;
use std::process::Command;

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    if os == "linux" && arch == "x86_64" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
        if let Some(order) = symbol_order() {
            // `-Xlinker`, not `-Wl,`: a comma in the path would split it.
            for arg in [
                "--symbol-ordering-file",
                &order.display().to_string(),
                "--no-warn-symbol-ordering",
            ] {
                println!("cargo:rustc-link-arg-bins=-Xlinker");
                println!("cargo:rustc-link-arg-bins={arg}");
            }
        }
    }
    // Set by bench/pgo/rustc-wrapper when it compiles this crate with the profile.
    println!("cargo::rustc-check-cfg=cfg(nvverify_pgo)");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=bench/layout/symbol-order.txt");
    println!("cargo:rerun-if-env-changed=NVVERIFY_NO_LAYOUT");
}

/// The symbol-ordering file, when this build is a release build that lld links.
fn symbol_order() -> Option<std::path::PathBuf> {
    if std::env::var("PROFILE").ok()? != "release"
        || std::env::var_os("NVVERIFY_NO_LAYOUT").is_some()
    {
        return None;
    }
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if env != "gnu" || !links_with_lld() {
        return None;
    }
    let order =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").ok()?).join("bench/layout/symbol-order.txt");
    order.is_file().then_some(order)
}

/// rustc links x86_64-unknown-linux-gnu with its own lld from 1.90 on; GNU ld and gold do not
/// know `--symbol-ordering-file`. A build that chooses its linker (flags, or a linker named
/// for the target) is left alone.
fn links_with_lld() -> bool {
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    if ["linker", "fuse-ld", "link-self-contained"]
        .iter()
        .any(|f| flags.contains(f))
    {
        return false;
    }
    if std::env::vars_os().any(|(k, _)| {
        let k = k.to_string_lossy();
        k.starts_with("CARGO_TARGET_") && k.ends_with("_LINKER")
    }) {
        return false;
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let Ok(out) = Command::new(rustc).arg("-vV").output() else {
        return false;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let Some(release) = text.lines().find_map(|l| l.strip_prefix("release: ")) else {
        return false;
    };
    let mut parts = release
        .split(['.', '-'])
        .map(|p| p.parse::<u32>().unwrap_or(0));
    let (major, minor) = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
    (major, minor) >= (1, 90)
}
