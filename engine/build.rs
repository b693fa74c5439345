//! Compiles `../rules/*.ron` with tablegen into `$OUT_DIR/rules_tables.rs`.
//!
//! Every validation error is printed as `rules/<file>.ron:<line>:<col>: error: <msg>` and the
//! build fails. Set `NVVERIFY_TABLEGEN_DIR=<dir>` to also write the generated file there for
//! reading.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=NVVERIFY_TABLEGEN_DIR");
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let dir = manifest.join("..").join("rules");
    println!("cargo:rerun-if-changed={}", dir.display());
    match tablegen::rule_files(&dir) {
        Ok(files) => {
            for f in files {
                println!("cargo:rerun-if-changed={}", f.display());
            }
        }
        Err(e) => {
            eprintln!("rules: error: cannot read {}: {e}", dir.display());
            std::process::exit(1);
        }
    }
    let tables = match tablegen::compile_dir(&dir, "rules") {
        Ok(t) => t,
        Err(errors) => {
            for e in &errors {
                eprintln!("{e}");
                println!("cargo:warning={e}");
            }
            eprintln!(
                "rules: {} error(s); the rule files were not compiled",
                errors.len()
            );
            std::process::exit(1);
        }
    };
    let code = tablegen::generate(&tables);
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("rules_tables.rs");
    write_if_changed(&out, &code);
    if let Ok(extra) = std::env::var("NVVERIFY_TABLEGEN_DIR") {
        let _ = std::fs::create_dir_all(&extra);
        write_if_changed(&PathBuf::from(extra).join("rules_tables.rs"), &code);
    }
}

fn write_if_changed(path: &std::path::Path, text: &str) {
    if std::fs::read_to_string(path).is_ok_and(|old| old == text) {
        return;
    }
    std::fs::write(path, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}
