//! `cargo run -p harness -- <mode>`: see harness/README.md.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match harness::cli::run(&args) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("harness: {e}");
            ExitCode::from(2)
        }
    }
}
