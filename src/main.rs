//! `nvverify`: the command line. Parses arguments, gathers files and verifies each through the
//! engine's [`Workspace`](engine::Workspace): `check` reads and verifies every file in a task of
//! its own, in a workspace of its own per requested target that is dropped as soon as the
//! report is out (so memory does not grow with the batch, and no task waits for another), then
//! prints a renderer's output. `watch` keeps one workspace per target alive between edits, and
//! so does `check --rules DIR` (a workspace per file would load the rule files again);
//! `--cache-dir` reuses verdicts across processes.

mod cache;
mod inputs;
mod watch;

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand, ValueEnum};
use engine::render;
use engine::report::{FileReport, Policy, Summary};
use engine::rules::RuleSet;
use engine::workspace::{Options, Workspace};

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
    /// Verify, then re-verify on every change and print only what changed.
    Watch(CheckArgs),
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
    target: Vec<String>,
    /// Rule contract: `nvvm` (libNVVM/cicc) or `llvm` (upstream NVPTX + ptxas). Default: inferred per module.
    #[arg(long, value_name = "NAME")]
    profile: Option<String>,
    /// `human` (rustc-style), `json` (the stable contract), `sarif` (SARIF 2.1.0), `github`
    /// (GitHub Actions workflow commands).
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Colour in human output: `auto` (only when stdout is a terminal and NO_COLOR is unset).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    /// Print diagnostics only: no summary line, no progress bar.
    #[arg(long, short)]
    quiet: bool,
    /// Keep only these codes or code prefixes (`NV4`, `NV40`, `NV4001`); comma-separated or repeated.
    #[arg(long, value_name = "CODE", value_delimiter = ',')]
    select: Vec<String>,
    /// Drop these codes or code prefixes; wins over --select.
    #[arg(long, value_name = "CODE", value_delimiter = ',')]
    ignore: Vec<String>,
    /// Re-grade a code or prefix: `NV4001=warning` (error|warning|note); the longest prefix wins.
    #[arg(long, value_name = "CODE=LEVEL", value_delimiter = ',')]
    severity: Vec<String>,
    /// Ignore `; nvverify: allow(CODE)` comments.
    #[arg(long)]
    no_inline_allow: bool,
    /// Reuse verdicts stored here (keyed by module content, rules, target, profile, options and
    /// tool version); safe to share between concurrent processes.
    #[arg(long, value_name = "DIR")]
    cache_dir: Option<PathBuf>,
    /// Write the `--format` rendering to FILE (atomically) and print the human rendering (for
    /// build steps: the report is the step's output, the findings go to the log).
    #[arg(long, short, value_name = "FILE")]
    output: Option<PathBuf>,
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

/// Runs with at least this many (file, target) verifications show a progress bar on a terminal.
const PROGRESS_MIN: usize = 8;

fn main() -> ExitCode {
    let cli = match Cli::try_parse_from(nvcc_spellings(std::env::args_os())) {
        Ok(cli) => cli,
        Err(error) => {
            let usage = error.use_stderr();
            let _ = error.print();
            return ExitCode::from(if usage { EXIT_FAILURE } else { EXIT_CLEAN });
        }
    };
    match cli.command {
        Command::Check(args) => check(args),
        Command::Watch(args) => watch::run(args),
        Command::Rules { command } => rules(command),
        Command::Targets { rules } => with_rules(rules.as_deref(), engine::rules::targets_table),
    }
}

/// nvcc's and clang's target options as `--target=VALUE`: `-arch=sm_90a`, `-arch sm_90a`,
/// `--gpu-architecture=compute_90a`, `--offload-arch=sm_80`, `--cuda-gpu-arch=sm_80`, `-mcpu=sm_80`.
fn nvcc_spellings(args: impl Iterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
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

/// Everything a run needs besides the files: the rule set, the targets, the policy, the style.
pub struct Plan {
    pub rules: Arc<RuleSet>,
    /// Canonical target names in the order given; `[None]` when none was given.
    pub targets: Vec<Option<String>>,
    pub policy: Policy,
    pub color: bool,
}

impl Plan {
    pub fn new(args: &CheckArgs) -> Result<Plan, String> {
        let rules = match &args.rules {
            None => Arc::new(RuleSet::compiled().clone()),
            Some(dir) => Arc::new(RuleSet::load(dir).map_err(|errors| errors.join("\n"))?),
        };
        let mut targets: Vec<Option<String>> = Vec::new();
        for spelling in args.target.iter().filter(|t| !t.trim().is_empty()) {
            let name = rules.target(rules.parse_target(spelling)?).name.to_string();
            if !targets.contains(&Some(name.clone())) {
                targets.push(Some(name));
            }
        }
        if targets.is_empty() {
            targets.push(None);
        }
        let mut policy = Policy {
            suppressions: !args.no_inline_allow,
            ..Policy::default()
        };
        for code in &args.select {
            policy.select.push(Policy::parse_prefix(code)?);
        }
        for code in &args.ignore {
            policy.ignore.push(Policy::parse_prefix(code)?);
        }
        for spec in &args.severity {
            policy.severity.push(Policy::parse_override(spec)?);
        }
        let color = match args.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::env::var("TERM").map_or(true, |t| t != "dumb")
            }
        };
        Ok(Plan {
            rules,
            targets,
            policy,
            color,
        })
    }

    /// One workspace per target, each with the run's policy.
    pub fn workspaces(&self, args: &CheckArgs) -> Result<Vec<Workspace>, String> {
        self.targets
            .iter()
            .map(|target| {
                let mut workspace = Workspace::new(Options {
                    target: target.clone(),
                    profile: args.profile.clone(),
                    rules_dir: args.rules.clone(),
                })?;
                workspace.set_policy(self.policy.clone());
                Ok(workspace)
            })
            .collect()
    }

    pub fn multi_target(&self) -> bool {
        self.targets.len() > 1
    }
}

/// Renders reports (ordered by path, then target in the order given) in `format`.
pub fn render_reports(
    format: Format,
    reports: &[FileReport],
    texts: &BTreeMap<String, Arc<str>>,
    plan: &Plan,
    quiet: bool,
) -> String {
    match format {
        Format::Human => render::human::render_with(
            reports,
            |path| texts.get(path).map(|t| &**t),
            render::human::Style {
                color: plan.color,
                show_target: plan.multi_target(),
                no_summary: quiet,
            },
        ),
        Format::Json => render::json::render(reports),
        Format::Sarif => render::sarif::render(reports, &plan.rules, env!("CARGO_PKG_VERSION")),
        Format::Github => render::github::render(reports, plan.multi_target()),
    }
}

fn set_threads(threads: Option<usize>) -> Result<(), String> {
    if let Some(threads) = threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads.max(1))
            .build_global()
            .map_err(|error| format!("cannot start {threads} threads: {error}"))?;
    }
    Ok(())
}

fn check(args: CheckArgs) -> ExitCode {
    engine::phases::mark("start");
    if let Err(error) = set_threads(args.threads) {
        eprintln!("nvverify: error: {error}");
        return ExitCode::from(EXIT_FAILURE);
    }
    let plan = match Plan::new(&args) {
        Ok(plan) => plan,
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    // Built here to validate the request; `verify_each` makes its own per file.
    let workspaces = match plan.workspaces(&args) {
        Ok(workspaces) => workspaces,
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let cache = match &args.cache_dir {
        None => None,
        Some(dir) => {
            match cache::Cache::open(dir, &plan.rules, &plan.policy, args.profile.as_deref()) {
                Ok(cache) => Some(cache),
                Err(error) => {
                    eprintln!(
                        "nvverify: error: cannot use cache folder {}: {error}",
                        dir.display()
                    );
                    return ExitCode::from(EXIT_FAILURE);
                }
            }
        }
    };
    let found = inputs::find(&args.paths);
    let files = found
        .iter()
        .filter(|f| matches!(f, inputs::Found::File(_)))
        .count();
    let progress = progress_bar(files * plan.targets.len(), args.quiet);
    let run = if args.rules.is_none() {
        verify_each(&found, &args, &plan, cache.as_ref(), &progress)
    } else {
        verify_shared(&found, workspaces, &args, &plan, cache.as_ref(), &progress)
    };
    progress.finish_and_clear();
    for failure in &run.failures {
        eprintln!("nvverify: error: {failure}");
    }
    let (reports, human): (Vec<FileReport>, Vec<Option<String>>) = run
        .reports
        .into_values()
        .map(|checked| (checked.report, checked.human))
        .unzip();
    // Human output is the reports' pieces, rendered beside their texts, and the summary.
    let render = |format: Format| match format {
        Format::Human => {
            let mut out = String::with_capacity(human.iter().flatten().map(String::len).sum());
            for piece in human.iter().flatten() {
                out.push_str(piece);
            }
            if !args.quiet {
                out.push_str(&render::human::summary_line(&Summary::of(&reports)));
                out.push('\n');
            }
            out
        }
        format => render_reports(format, &reports, &BTreeMap::new(), &plan, args.quiet),
    };
    let mut text = render(args.format);
    if let Some(output) = &args.output {
        if let Err(error) = write_atomically(output, text.as_bytes()) {
            eprintln!(
                "nvverify: error: cannot write {}: {error}",
                output.display()
            );
            return ExitCode::from(EXIT_FAILURE);
        }
        text = render(Format::Human);
    }
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
    engine::phases::mark("output");
    let errors = reports
        .iter()
        .any(|r| r.count(engine::diag::Severity::Error) > 0);
    let failed = !run.failures.is_empty();
    // The process ends here: freeing every report, text and rendering one by one would only
    // delay the exit.
    std::mem::forget((reports, human, text));
    ExitCode::from(if failed {
        EXIT_FAILURE
    } else if errors {
        EXIT_ERRORS
    } else {
        EXIT_CLEAN
    })
}

/// What a check found, by (path, target index), and the paths that could not be read (in the
/// order given).
struct Run {
    reports: BTreeMap<(String, usize), Checked>,
    failures: Vec<String>,
}

/// A report and, when the human rendering is wanted, its piece of it: rendered where the file's
/// text is at hand, so the text need not outlive its verification.
struct Checked {
    report: FileReport,
    human: Option<String>,
}

impl Plan {
    /// `report`'s diagnostics as [`render::human::render_with`] draws them, without the summary.
    fn human_piece(&self, report: &FileReport, text: &str) -> String {
        render::human::render_with(
            std::slice::from_ref(report),
            |_| Some(text),
            render::human::Style {
                color: self.color,
                show_target: self.multi_target(),
                no_summary: true,
            },
        )
    }
}

/// Whether a check prints or writes the human rendering.
fn wants_human(args: &CheckArgs) -> bool {
    args.format == Format::Human || args.output.is_some()
}

/// One file, read and verified for every target (or its failure to read).
enum Outcome {
    Verified(String, Vec<Checked>),
    Failed(String),
}

/// Reads and verifies each file in its own task, each (file, target) in a workspace of its own
/// that is dropped as soon as its report is out: the memory of one file's queries is reused by
/// the next instead of growing with the batch, and no task waits for another. The compiled
/// rules are shared, so a workspace costs microseconds.
fn verify_each(
    found: &[inputs::Found],
    args: &CheckArgs,
    plan: &Plan,
    cache: Option<&cache::Cache>,
    progress: &indicatif::ProgressBar,
) -> Run {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    let options: Vec<Options> = plan
        .targets
        .iter()
        .map(|target| Options {
            target: target.clone(),
            profile: args.profile.clone(),
            rules_dir: None,
        })
        .collect();
    let files = found
        .iter()
        .filter(|f| matches!(f, inputs::Found::File(_)))
        .count();
    let human = wants_human(args);
    // Verifications still running; the last one leaves its workspace to the exit.
    let remaining = AtomicUsize::new(files * options.len());
    let verify = |t: usize, input: &inputs::Input<engine::shared_text::Text>| -> FileReport {
        let mut workspace = Workspace::new(options[t].clone()).expect("validated by Plan");
        workspace.set_policy(plan.policy.clone());
        workspace.set_file(&input.display_path, input.text.clone());
        let report = workspace
            .report(&input.display_path)
            .expect("the file was just opened");
        engine::phases::mark("report");
        if remaining.fetch_sub(1, Ordering::Relaxed) == 1 {
            // Nothing would reuse its memory: freeing it would only delay the output.
            std::mem::forget(workspace);
        }
        report
    };
    let outcomes: Vec<Outcome> = found
        .par_iter()
        .with_max_len(1)
        .map(|found| {
            let path = match found {
                inputs::Found::File(path) => path,
                inputs::Found::Failure(message) => return Outcome::Failed(message.clone()),
            };
            let input = match inputs::read_once(path) {
                Ok(input) => {
                    engine::phases::mark("read");
                    input
                }
                Err(message) => {
                    remaining.fetch_sub(options.len(), Ordering::Relaxed);
                    return Outcome::Failed(message);
                }
            };
            let reports = plan
                .targets
                .iter()
                .enumerate()
                .map(|(t, target)| {
                    let report = match cache {
                        None => verify(t, &input),
                        Some(cache) => {
                            let key = cache.key(&input.text, target.as_deref());
                            match cache.get(&key, &input.display_path) {
                                Some(report) => {
                                    remaining.fetch_sub(1, Ordering::Relaxed);
                                    report
                                }
                                None => {
                                    let report = verify(t, &input);
                                    cache.put(&key, &report);
                                    report
                                }
                            }
                        }
                    };
                    progress.inc(1);
                    let human = human.then(|| plan.human_piece(&report, &input.text));
                    Checked { report, human }
                })
                .collect();
            Outcome::Verified(input.display_path, reports)
        })
        .collect();
    let mut run = Run {
        reports: BTreeMap::new(),
        failures: Vec::new(),
    };
    for outcome in outcomes {
        match outcome {
            Outcome::Failed(message) => run.failures.push(message),
            Outcome::Verified(path, checked) => {
                for (t, checked) in checked.into_iter().enumerate() {
                    run.reports.insert((path.clone(), t), checked);
                }
            }
        }
    }
    run
}

/// With `--rules DIR`: one workspace per target over every file (a workspace of its own per
/// file would load the rule files again for each).
fn verify_shared(
    found: &[inputs::Found],
    mut workspaces: Vec<Workspace>,
    args: &CheckArgs,
    plan: &Plan,
    cache: Option<&cache::Cache>,
    progress: &indicatif::ProgressBar,
) -> Run {
    let gathered = inputs::read_all(found, inputs::read_once);
    let mut reports: BTreeMap<(String, usize), FileReport> = BTreeMap::new();
    let mut texts: BTreeMap<String, engine::shared_text::Text> = BTreeMap::new();
    let mut keys: BTreeMap<(String, usize), String> = BTreeMap::new();
    for input in gathered.inputs {
        for (t, workspace) in workspaces.iter_mut().enumerate() {
            if let Some(cache) = cache {
                let key = cache.key(&input.text, plan.targets[t].as_deref());
                if let Some(report) = cache.get(&key, &input.display_path) {
                    reports.insert((input.display_path.clone(), t), report);
                    progress.inc(1);
                    continue;
                }
                keys.insert((input.display_path.clone(), t), key);
            }
            workspace.set_file(&input.display_path, input.text.clone());
        }
        texts.insert(input.display_path, input.text);
    }
    for (t, workspace) in workspaces.iter().enumerate() {
        for report in workspace.reports_with_progress(|_| progress.inc(1)) {
            let slot = (report.path.clone(), t);
            if let (Some(cache), Some(key)) = (cache, keys.get(&slot)) {
                cache.put(key, &report);
            }
            reports.insert(slot, report);
        }
    }
    std::mem::forget(workspaces);
    let human = wants_human(args);
    let reports = reports
        .into_iter()
        .map(|(slot, report)| {
            let human = human.then(|| plan.human_piece(&report, &texts[&slot.0]));
            (slot, Checked { report, human })
        })
        .collect();
    Run {
        reports,
        failures: gathered.failures,
    }
}

/// Writes `bytes` to a temporary file beside `path` and renames it into place.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&temp, bytes)?;
    std::fs::rename(&temp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&temp);
    })
}

/// A bar on stderr for runs over many files, only when stderr is a terminal and not `--quiet`.
fn progress_bar(total: usize, quiet: bool) -> indicatif::ProgressBar {
    if quiet || total < PROGRESS_MIN || !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} verifying [{bar:32}] {pos}/{len} files ({elapsed})",
        )
        .expect("a valid template")
        .progress_chars("=> "),
    );
    bar.tick();
    bar
}

fn rules(command: RulesCommand) -> ExitCode {
    match command {
        RulesCommand::List { rules } => with_rules(rules.as_deref(), engine::rules::rules_list),
        RulesCommand::Explain { code, rules } => with_rules(rules.as_deref(), |set| {
            engine::rules::explain(set, &code).map_err(|e| e.to_string())
        }),
        RulesCommand::Docs { dir, corpus, rules } => with_rules(rules.as_deref(), |set| {
            write_rule_docs(set, &dir, &corpus)
                .map(|n| format!("wrote {n} pages to {}\n", dir.display()))
        }),
    }
}

/// The generated pages: file name → contents.
pub fn rule_docs(set: &RuleSet, corpus: &Path) -> BTreeMap<String, String> {
    let mut pages = BTreeMap::new();
    for rule in set.rules.iter() {
        let folder = corpus.join("rules").join(&*rule.code);
        let mut fires: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| {
                        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                        name.starts_with("fire") && name.ends_with(".ll")
                    })
                    .collect()
            })
            .unwrap_or_default();
        // `fire.ll` first, then the others by name.
        fires.sort_by_key(|p| (p.file_name().is_none_or(|n| n != "fire.ll"), p.clone()));
        let example = fires.first().and_then(|path| {
            let text = std::fs::read_to_string(path).ok()?;
            Some((path.display().to_string().replace('\\', "/"), text))
        });
        let page = render::docs::rule_page(
            rule,
            example
                .as_ref()
                .map(|(path, text)| render::docs::Example { path, text }),
        );
        pages.insert(format!("{}.md", rule.code), page);
    }
    pages.insert("README.md".into(), render::docs::index_page(set));
    pages
}

fn write_rule_docs(set: &RuleSet, dir: &Path, corpus: &Path) -> Result<usize, String> {
    let pages = rule_docs(set, corpus);
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    // Pages of rules that no longer exist go away.
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".md") && !pages.contains_key(&name) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    for (name, page) in &pages {
        let path = dir.join(name);
        std::fs::write(&path, page).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(pages.len())
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
