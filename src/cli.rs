//! The command line's shape: the clap types, nvcc's and clang's spellings of the target option
//! rewritten before clap sees them, and the exit statuses.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// `--version`: the package's version, and whether the build was profile-guided
/// (bench/pgo/rustc-wrapper sets `nvverify_pgo`; CI checks the release binary says so).
const VERSION: &str = if cfg!(nvverify_pgo) {
    concat!(env!("CARGO_PKG_VERSION"), " (profile-guided)")
} else {
    env!("CARGO_PKG_VERSION")
};

#[derive(Parser)]
#[command(
    name = "nvverify",
    version = VERSION,
    about = "Verify NVVM IR and NVPTX LLVM IR against NVIDIA's rules"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Verify `.ll` files (folders are searched recursively, in sorted order).
    Check(CheckArgs),
    /// Verify, then re-verify on every change and print only what changed.
    Watch(CheckArgs),
    /// The rule registry.
    Rules {
        #[command(subcommand)]
        command: RulesCommand,
    },
    /// The lowest target of each kind (sm_XX, sm_XXf, sm_XXa) and PTX version each module
    /// needs, with the IR sites that force them; `--targets` says which of a list accept it.
    Requirements(RequirementsArgs),
    /// List the known targets and their properties.
    Targets {
        /// Rule files to use instead of the compiled ones.
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
pub enum RulesCommand {
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
    /// Writes `DIR/<CODE>.md` for every rule and `DIR/README.md` (the checked-in `docs/rules`).
    Docs {
        /// Output folder.
        dir: PathBuf,
        /// Where the rule fixtures live (examples come from `<CORPUS>/rules/<CODE>/fire*.ll`).
        #[arg(long, value_name = "DIR", default_value = "corpus")]
        corpus: PathBuf,
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
}

#[derive(clap::Args, Clone)]
pub struct CheckArgs {
    /// Target SM: sm_90, sm_90a, sm_100f, compute_90a, 90a (nvcc's `-arch=`/`--gpu-architecture=`
    /// spellings too). Several, comma-separated or repeated, verify each module for each target.
    /// Default: from the module, else the profile's default.
    #[arg(
        long,
        value_name = "SM",
        value_delimiter = ',',
        alias = "arch",
        alias = "gpu-architecture"
    )]
    pub target: Vec<String>,
    /// Rule contract: `nvvm` (libNVVM/cicc) or `llvm` (upstream NVPTX + ptxas). Default: inferred per module.
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
    /// PTX ISA version the back end emits: `8.0`, `80`, `+ptx80` (llc's `-mattr=+ptx80` is
    /// accepted too). Wins over the module's `+ptxNN` and the toolkit's. Default: the module's,
    /// else the target's minimum.
    #[arg(long, value_name = "X.Y", allow_hyphen_values = true)]
    pub ptx: Option<String>,
    /// LLVM major version of the NVPTX back end consuming the IR (llvm profile), e.g. 19 or 22.
    /// Default: the one `!llvm.ident` names, else the newest known.
    #[arg(long, value_name = "N")]
    pub llvm: Option<u32>,
    /// The compiler driving the back end, as `PRODUCER@VERSION` (`triton@3.6.0`) or a record's
    /// name (`triton-3.6`): its `rules/profiles.ron` record sets the profile, the LLVM version and
    /// the PTX version its LLVM is given (capped below `--ptx`, which is then what ptxas
    /// assembles at and inline PTX is judged at).
    #[arg(long, value_name = "NAME")]
    pub consumer: Option<String>,
    /// `human` (rustc-style), `json` (the stable contract), `sarif` (SARIF 2.1.0), `github`
    /// (GitHub Actions workflow commands).
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Colour in human output: `auto` (only when stdout is a terminal and NO_COLOR is unset).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Print diagnostics only: no summary line, no progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Keep only these codes or code prefixes (`NV4`, `NV40`, `NV4001`); comma-separated or repeated.
    #[arg(long, value_name = "CODE", value_delimiter = ',')]
    pub select: Vec<String>,
    /// Drop these codes or code prefixes; wins over --select.
    #[arg(long, value_name = "CODE", value_delimiter = ',')]
    pub ignore: Vec<String>,
    /// Re-grade a code or prefix: `NV4001=warning` (error|warning|note); the longest prefix wins.
    #[arg(long, value_name = "CODE=LEVEL", value_delimiter = ',')]
    pub severity: Vec<String>,
    /// Ignore `; nvverify: allow(CODE)` comments.
    #[arg(long)]
    pub no_inline_allow: bool,
    /// Reuse verdicts stored here (keyed by module content, rules, target, profile, options and
    /// tool version); safe to share between concurrent processes.
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
    /// Write the `--format` rendering to FILE (atomically) and print the human rendering (for
    /// build steps: the report is the step's output, the findings go to the log).
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Rule files to use instead of the compiled ones.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
    /// Worker threads (default: all cores). Output is identical for any value.
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// `.ll` files or folders.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
}

#[derive(clap::Args, Clone)]
pub struct RequirementsArgs {
    /// Targets to give a verdict for (a fat binary's list): comma-separated or repeated, any
    /// spelling `--target` accepts.
    #[arg(long, value_name = "SM", value_delimiter = ',')]
    pub targets: Vec<String>,
    /// Rule contract: `nvvm` or `llvm`. Default: inferred per module.
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
    /// `human` or `json`.
    #[arg(long, value_enum, default_value_t = RequirementsFormat::Human)]
    pub format: RequirementsFormat,
    /// Ignore `; nvverify: allow(CODE)` comments.
    #[arg(long)]
    pub no_inline_allow: bool,
    /// Rule files to use instead of the compiled ones.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
    /// `.ll` files or folders.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RequirementsFormat {
    Human,
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Human,
    Json,
    Sarif,
    Github,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// Exit statuses: the contract scripts and CI rely on.
pub const EXIT_CLEAN: u8 = 0;
pub const EXIT_ERRORS: u8 = 1;
pub const EXIT_FAILURE: u8 = 2;

/// nvcc's and clang's target options as `--target=VALUE`: `-arch=sm_90a`, `-arch sm_90a`,
/// `--gpu-architecture=compute_90a`, `--offload-arch=sm_80`, `--cuda-gpu-arch=sm_80`, `-mcpu=sm_80`.
pub fn nvcc_spellings(args: impl Iterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    const OPTIONS: [&str; 5] = [
        "-arch",
        "--gpu-architecture",
        "--offload-arch",
        "--cuda-gpu-arch",
        "-mcpu",
    ];
    let mut out = Vec::new();
    let mut args = args.peekable();
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            out.push(arg);
            continue;
        };
        let mut rewritten = None;
        // llc's `-mattr=+ptx80,+sm_90` names the PTX version.
        if let Some(value) = text.strip_prefix("-mattr=") {
            out.push(format!("--ptx={value}").into());
            continue;
        }
        if text == "-mattr" {
            if let Some(value) = args.next() {
                out.push(format!("--ptx={}", value.to_string_lossy()).into());
            }
            continue;
        }
        for option in OPTIONS {
            if text == option {
                if let Some(value) = args.next() {
                    rewritten = Some(format!("--target={}", value.to_string_lossy()));
                }
                break;
            }
            if let Some(value) = text
                .strip_prefix(option)
                .and_then(|rest| rest.strip_prefix('='))
            {
                rewritten = Some(format!("--target={value}"));
                break;
            }
        }
        out.push(rewritten.map_or(arg, Into::into));
    }
    out
}
