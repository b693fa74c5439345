//! `nvverify watch PATH...`: verifies once, then keeps the workspaces (the salsa databases) and
//! re-verifies each file that changes on disk, printing only what changed: the findings that
//! appeared, the ones that went away, and a status line. An edit inside one function re-parses
//! and re-checks that function only (see `engine/src/db.rs`); the time each re-verification took
//! goes to stderr.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use engine::render;
use engine::report::{FileReport, Located};
use notify::{RecursiveMode, Watcher};

use crate::cli::{CheckArgs, Format, EXIT_CLEAN, EXIT_FAILURE};
use crate::inputs;
use crate::output::render_reports;
use crate::plan::{set_threads, Caller, RunPlan};

/// How long to wait for more events after the first one of a burst (editors write in steps).
const DEBOUNCE: Duration = Duration::from_millis(40);

/// A watched root: canonical path (as notify reports it), the path as given, and whether it is a folder.
struct Root {
    canonical: PathBuf,
    given: PathBuf,
    is_dir: bool,
}

impl Root {
    /// The display path of a changed file below this root, if it is one of ours.
    fn display(&self, changed: &Path) -> Option<String> {
        if self.is_dir {
            let rest = changed.strip_prefix(&self.canonical).ok()?;
            if changed.extension().is_none_or(|e| e != "ll") {
                return None;
            }
            Some(self.given.join(rest).display().to_string())
        } else {
            (changed == self.canonical).then(|| self.given.display().to_string())
        }
    }
}

/// What identifies a finding across edits: not its position (an edit above moves it), but its
/// code, text, function and the source line it points at.
type Identity = (String, String, Option<String>, Option<String>, String);

fn identity(located: &Located, text: &str) -> Identity {
    let d = &located.diagnostic;
    // The line around the diagnostic's byte offset: O(line length), not O(file).
    let at = (d.start as usize).min(text.len());
    let line = if text.is_char_boundary(at) {
        let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
        text[start..end].trim().to_owned()
    } else {
        String::new()
    };
    (
        d.code.to_string(),
        d.message.clone(),
        d.function.clone(),
        d.requirement.clone(),
        line,
    )
}

pub fn run(args: CheckArgs) -> ExitCode {
    match watch(args) {
        Ok(()) => ExitCode::from(EXIT_CLEAN),
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

fn watch(args: CheckArgs) -> Result<(), String> {
    if !matches!(args.format, Format::Human | Format::Github) {
        return Err("watch prints `human` or `github` output".into());
    }
    set_threads(args.threads, Caller::LongLived)?;
    let plan = RunPlan::new(&args)?;
    let mut workspaces = plan.workspaces()?;

    let mut roots = Vec::new();
    for given in &args.paths {
        let canonical = std::fs::canonicalize(given)
            .map_err(|e| format!("cannot watch {}: {e}", given.display()))?;
        let is_dir = canonical.is_dir();
        roots.push(Root {
            canonical,
            given: given.clone(),
            is_dir,
        });
    }
    let (sender, events) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(sender).map_err(|e| e.to_string())?;
    for root in &roots {
        let (path, mode) = if root.is_dir {
            (root.canonical.as_path(), RecursiveMode::Recursive)
        } else {
            (
                root.canonical.parent().unwrap_or(Path::new("/")),
                RecursiveMode::NonRecursive,
            )
        };
        watcher
            .watch(path, mode)
            .map_err(|e| format!("cannot watch {}: {e}", path.display()))?;
    }

    // The first full run.
    let started = Instant::now();
    let gathered = inputs::gather(&args.paths);
    for failure in &gathered.failures {
        eprintln!("nvverify: error: {failure}");
    }
    let mut texts: BTreeMap<String, Arc<str>> = BTreeMap::new();
    for input in gathered.inputs {
        let text = input.text;
        for workspace in &mut workspaces {
            workspace.set_file(&input.display_path, text.clone());
        }
        texts.insert(input.display_path, text);
    }
    let mut previous: BTreeMap<(String, usize), FileReport> = BTreeMap::new();
    for (t, workspace) in workspaces.iter().enumerate() {
        for report in workspace.reports() {
            previous.insert((report.path.clone(), t), report);
        }
    }
    let reports: Vec<FileReport> = previous.values().cloned().collect();
    print(&render_reports(
        args.format,
        &reports,
        &texts,
        &plan,
        args.quiet,
    ));
    eprintln!(
        "[watch] watching {} files; first check took {:.1} ms; press Ctrl-C to stop",
        texts.len(),
        ms(started.elapsed())
    );

    loop {
        let Ok(first) = events.recv() else {
            return Ok(());
        };
        let mut changed = BTreeSet::new();
        collect(first, &roots, &mut changed);
        while let Ok(event) = events.recv_timeout(DEBOUNCE) {
            collect(event, &roots, &mut changed);
        }
        for path in changed {
            let read_started = Instant::now();
            let text = match std::fs::read(&path) {
                Ok(bytes) => match String::from_utf8(bytes) {
                    Ok(text) => Some(text),
                    Err(error) => Some(String::from_utf8_lossy(error.as_bytes()).into_owned()),
                },
                Err(_) => None,
            };
            let read = read_started.elapsed();
            match text {
                None => {
                    if texts.remove(&path).is_some() {
                        for (t, workspace) in workspaces.iter_mut().enumerate() {
                            workspace.remove_file(&path);
                            previous.remove(&(path.clone(), t));
                        }
                        print(&format!("{path}: removed\n"));
                    }
                }
                Some(text) => {
                    if texts.get(&path).is_some_and(|old| **old == *text) {
                        continue;
                    }
                    let text: Arc<str> = text.into();
                    let verify_started = Instant::now();
                    let mut fresh = Vec::new();
                    for (t, workspace) in workspaces.iter_mut().enumerate() {
                        workspace.set_file(&path, text.clone());
                        let report = workspace.report(&path).expect("the file was just opened");
                        fresh.push((t, report));
                    }
                    let verify = verify_started.elapsed();
                    let old_text = texts.insert(path.clone(), text.clone());
                    for (t, report) in fresh {
                        let old = previous.insert((path.clone(), t), report.clone());
                        print(&changes(
                            old.as_ref(),
                            old_text.as_deref().unwrap_or(""),
                            &report,
                            &text,
                            &plan,
                            args.format,
                        ));
                    }
                    eprintln!(
                        "[watch] re-verified {path} ({:.1} MB) in {:.1} ms (read {:.1} ms)",
                        text.len() as f64 / 1e6,
                        ms(verify),
                        ms(read)
                    );
                }
            }
        }
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn print(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
}

fn collect(event: notify::Result<notify::Event>, roots: &[Root], changed: &mut BTreeSet<String>) {
    let Ok(event) = event else { return };
    if event.kind.is_access() {
        return;
    }
    for path in &event.paths {
        if let Some(display) = roots.iter().find_map(|root| root.display(path)) {
            changed.insert(display);
        }
    }
}

/// What changed in one file's verdict: new findings rendered in full, fixed ones one line each,
/// and a status line.
fn changes(
    old: Option<&FileReport>,
    old_text: &str,
    new: &FileReport,
    new_text: &str,
    plan: &RunPlan,
    format: Format,
) -> String {
    let before: BTreeSet<Identity> = old
        .map(|r| {
            r.diagnostics
                .iter()
                .map(|d| identity(d, old_text))
                .collect()
        })
        .unwrap_or_default();
    let after: BTreeSet<Identity> = new
        .diagnostics
        .iter()
        .map(|d| identity(d, new_text))
        .collect();
    let added = FileReport {
        diagnostics: new
            .diagnostics
            .iter()
            .filter(|d| !before.contains(&identity(d, new_text)))
            .cloned()
            .collect(),
        ..new.clone()
    };
    let mut out = String::new();
    if !added.diagnostics.is_empty() {
        out.push_str(&match format {
            Format::Github => {
                render::github::render(std::slice::from_ref(&added), plan.multi_target())
            }
            _ => render::human::render_with(
                std::slice::from_ref(&added),
                |_| Some(new_text),
                render::human::Style {
                    color: plan.color,
                    show_target: plan.multi_target(),
                    no_summary: true,
                },
            ),
        });
    }
    let mut fixed = 0;
    if let Some(old) = old {
        for d in &old.diagnostics {
            if !after.contains(&identity(d, old_text)) {
                fixed += 1;
                out.push_str(&format!(
                    "fixed: {}:{}:{}: {}[{}]: {}\n",
                    old.path,
                    d.line,
                    d.column,
                    d.diagnostic.severity.as_str(),
                    d.diagnostic.code,
                    d.diagnostic.message
                ));
            }
        }
    }
    let target = if plan.multi_target() {
        format!(" [{}]", new.target)
    } else {
        String::new()
    };
    out.push_str(&format!(
        "{}{target}: {} new, {} fixed; now {} errors, {} warnings\n",
        new.path,
        added.diagnostics.len(),
        fixed,
        new.count(engine::diag::Severity::Error),
        new.count(engine::diag::Severity::Warning),
    ));
    out
}
