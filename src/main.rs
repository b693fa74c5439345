//! `nvverify`: the command line. `main` parses the arguments ([`cli`]) and hands them to the
//! command: `check` ([`check`], over the run's configuration in [`plan`], printing through
//! [`output`]), `watch` ([`watch`]: one workspace per target kept alive between edits), or the
//! rule registry's commands ([`rules_cmd`]), or `requirements` ([`requirements_cmd`]). `--cache-dir` ([`cache`]) reuses verdicts across
//! processes; [`inputs`] finds and reads the files; [`exit`] ends a check without waiting for
//! the kernel's teardown.

mod cache;
mod check;
mod cli;
mod exit;
mod inputs;
mod output;
mod plan;
mod requirements_cmd;
mod rules_cmd;
mod watch;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, EXIT_CLEAN, EXIT_FAILURE};

/// mimalloc (its v2 line: a smaller start-up cost per process than v3, the same speed here):
/// the engine allocates many small, short-lived objects from several threads, and glibc's
/// malloc spent a sixth of a small-module batch in `_int_malloc`/`_int_free`/consolidation.
/// Measured on a 2-core VM: tree of 1,000 small modules ~0.75 -> ~0.45 s CPU (with the
/// per-file workspaces), the 5,000-function module ~0.63 -> ~0.54 s at the same peak RSS. It
/// costs ~0.5 ms more at start-up (a one-small-file process: ~3.3 -> ~3.7 ms).
///
/// `no_thp`: mimalloc does not ask for transparent huge pages (the system's `always` setting
/// still applies). With them the big module's best runs were faster (0.30 s instead of
/// 0.49 s) but its medians the same, a quarter to half of its runs slower (up to 1.3 s: the
/// first touch of a huge page is slow on that VM) and its peak RSS 46 MB higher.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = match Cli::try_parse_from(cli::nvcc_spellings(std::env::args_os())) {
        Ok(cli) => cli,
        Err(error) => {
            let usage = error.use_stderr();
            let _ = error.print();
            return ExitCode::from(if usage { EXIT_FAILURE } else { EXIT_CLEAN });
        }
    };
    match cli.command {
        Command::Check(args) => check::run(args),
        Command::Watch(args) => watch::run(args),
        Command::Requirements(args) => requirements_cmd::run(args),
        Command::Rules { command } => rules_cmd::rules(command),
        Command::Targets { rules } => rules_cmd::targets(rules.as_deref()),
    }
}
