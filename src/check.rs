//! `nvverify check`: reads and verifies every file in a task of its own, in a workspace of its
//! own per requested target that is dropped as soon as the report is out (so memory does not
//! grow with the batch, and no task waits for another), then prints a renderer's output. The
//! rule set is the run plan's, loaded once, so a workspace costs microseconds with `--rules DIR`
//! as with the compiled rules.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;

use engine::report::FileReport;

use crate::cli::{CheckArgs, Format, EXIT_CLEAN, EXIT_ERRORS, EXIT_FAILURE};
use crate::output::{human_piece, join_human, progress_bar, render_reports, write_atomically};
use crate::plan::{set_threads, Caller, RunPlan};
use crate::{cache, exit, inputs};

pub fn run(args: CheckArgs) -> ExitCode {
    engine::phases::mark("start");
    if let Err(error) = set_threads(args.threads, Caller::OneShot) {
        eprintln!("nvverify: error: {error}");
        return ExitCode::from(EXIT_FAILURE);
    }
    let plan = match RunPlan::new(&args) {
        Ok(plan) => plan,
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let cache = match &args.cache_dir {
        None => None,
        Some(dir) => {
            match cache::Cache::open(
                dir,
                plan.rule_set(),
                &plan.policy,
                &plan.request_fingerprint(),
            ) {
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
    let run = verify_each(&found, &args, &plan, cache.as_ref(), &progress);
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
        Format::Human => join_human(&human, &reports, args.quiet),
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
    // delay the exit (measured), and so would waiting for the kernel's teardown ([`exit`]).
    std::mem::forget((reports, human, text));
    exit::end(if failed {
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
/// the next instead of growing with the batch, and no task waits for another. The plan's rule
/// set is shared, so a workspace costs microseconds.
fn verify_each(
    found: &[inputs::Found],
    args: &CheckArgs,
    plan: &RunPlan,
    cache: Option<&cache::Cache>,
    progress: &indicatif::ProgressBar,
) -> Run {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    let targets = plan.targets.len();
    let files = found
        .iter()
        .filter(|f| matches!(f, inputs::Found::File(_)))
        .count();
    let human = wants_human(args);
    // Verifications still running; the last one leaves its workspace to the exit.
    let remaining = AtomicUsize::new(files * targets);
    let verify = |t: usize, input: &inputs::Input<engine::shared_text::Text>| -> FileReport {
        let mut workspace = plan.workspace(t).expect("validated by RunPlan::new");
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
    let one = |found: &inputs::Found| {
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
                remaining.fetch_sub(targets, Ordering::Relaxed);
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
                let human = human.then(|| human_piece(plan, &report, &input.text));
                Checked { report, human }
            })
            .collect();
        Outcome::Verified(input.display_path, reports)
    };
    // One file is verified on this thread, off rayon's: its module facts may then go parallel
    // (engine's `facts_in_parallel`), which they may not on a worker.
    let outcomes: Vec<Outcome> = if found.len() == 1 {
        found.iter().map(one).collect()
    } else {
        found.par_iter().with_max_len(1).map(one).collect()
    };
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
