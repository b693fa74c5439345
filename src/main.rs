//! `nvverify`: the command line. Parses arguments, gathers files, hands them to
//! the engine's [`Workspace`](engine::Workspace) and prints a renderer's output.

mod inputs;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use engine::render;
use engine::workspace::{Options, Workspace};

#[derive(Parser)]
#[command(
    name = "nvverify",
    version,
    about = "Verify NVVM IR and NVPTX LLVM IR against NVIDIA's rules"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Verify `.ll` files (folders are searched recursively, in sorted order).
    Check(CheckArgs),
    /// The rule registry.
    Rules {
        #[command(subcommand)]
        command: RulesCommand,
    },
    /// List the known targets and their properties.
    Targets {
        /// Rule files to use instead of the compiled ones.
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum RulesCommand {
    /// One line per rule: code, severity, name, summary.
    List {
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
    /// A rule's documentation, rendered from its record.
    Explain {
        code: String,
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
}

#[derive(clap::Args)]
struct CheckArgs {
    /// Target SM: sm_90, sm_90a, sm_100f, compute_90a, 90a. Default: from the module, else the profile's default.
    #[arg(long, value_name = "SM")]
    target: Option<String>,
    /// Rule contract: `nvvm` (libNVVM/cicc) or `llvm` (upstream NVPTX + ptxas). Default: inferred per module.
    #[arg(long, value_name = "NAME")]
    profile: Option<String>,
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Rule files to use instead of the compiled ones.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Worker threads (default: all cores). Output is identical for any value.
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// `.ll` files or folders.
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Human,
    Json,
}

/// Exit statuses: the contract scripts and CI rely on.
const EXIT_CLEAN: u8 = 0;
const EXIT_ERRORS: u8 = 1;
const EXIT_FAILURE: u8 = 2;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let usage = error.use_stderr();
            let _ = error.print();
            return ExitCode::from(if usage { EXIT_FAILURE } else { EXIT_CLEAN });
        }
    };
    match cli.command {
        Command::Check(args) => check(args),
        Command::Rules { command } => rules(command),
        Command::Targets { rules } => {
            with_rules(rules.as_deref(), |set| engine::rules::targets_table(set))
        }
    }
}

fn check(args: CheckArgs) -> ExitCode {
    if let Some(threads) = args.threads {
        if let Err(error) = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build_global()
        {
            eprintln!("nvverify: error: cannot start {threads} threads: {error}");
            return ExitCode::from(EXIT_FAILURE);
        }
    }
    let options = Options {
        target: args.target,
        profile: args.profile,
        rules_dir: args.rules,
    };
    let mut workspace = match Workspace::new(options) {
        Ok(workspace) => workspace,
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let gathered = inputs::gather(&args.paths);
    for failure in &gathered.failures {
        eprintln!("nvverify: error: {failure}");
    }
    for input in gathered.inputs {
        workspace.set_file(&input.display_path, input.text);
    }
    let reports = workspace.reports();
    let text = match args.format {
        Format::Human => render::human::render(&reports),
        Format::Json => render::json::render(&reports),
    };
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
    let errors = reports
        .iter()
        .any(|r| r.count(engine::diag::Severity::Error) > 0);
    ExitCode::from(if !gathered.failures.is_empty() {
        EXIT_FAILURE
    } else if errors {
        EXIT_ERRORS
    } else {
        EXIT_CLEAN
    })
}

fn rules(command: RulesCommand) -> ExitCode {
    match command {
        RulesCommand::List { rules } => {
            with_rules(rules.as_deref(), |set| engine::rules::rules_list(set))
        }
        RulesCommand::Explain { code, rules } => with_rules(rules.as_deref(), |set| {
            engine::rules::explain(set, &code).map_err(|e| e.to_string())
        }),
    }
}

/// Runs `print` over the compiled rules or those in `dir`, printing its text or its error.
fn with_rules<T: std::fmt::Display, E: std::fmt::Display>(
    dir: Option<&std::path::Path>,
    print: impl FnOnce(&engine::rules::RuleSet) -> Result<T, E>,
) -> ExitCode {
    let loaded;
    let set = match dir {
        None => engine::rules::RuleSet::compiled(),
        Some(dir) => match engine::rules::RuleSet::load(dir) {
            Ok(set) => {
                loaded = set;
                &loaded
            }
            Err(errors) => {
                for error in errors {
                    eprintln!("{error}");
                }
                return ExitCode::from(EXIT_FAILURE);
            }
        },
    };
    match print(set) {
        Ok(text) => {
            print!("{text}");
            ExitCode::from(EXIT_CLEAN)
        }
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
