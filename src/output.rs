//! What a run writes: the renderings of its reports, the report file written atomically, and the
//! progress bar on stderr.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::Path;
use std::sync::Arc;

use engine::render;
use engine::report::{FileReport, Summary};

use crate::cli::Format;
use crate::plan::RunPlan;

/// Runs with at least this many (file, target) verifications show a progress bar on a terminal.
const PROGRESS_MIN: usize = 8;

/// Renders reports (ordered by path, then target in the order given) in `format`.
pub fn render_reports(
    format: Format,
    reports: &[FileReport],
    texts: &BTreeMap<String, Arc<str>>,
    plan: &RunPlan,
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
        Format::Sarif => render::sarif::render(reports, plan.rule_set(), env!("CARGO_PKG_VERSION")),
        Format::Github => render::github::render(reports, plan.multi_target()),
    }
}

/// `report`'s diagnostics as [`render::human::render_with`] draws them, without the summary: one
/// file's piece of the human rendering, made while its text is at hand.
pub fn human_piece(plan: &RunPlan, report: &FileReport, text: &str) -> String {
    render::human::render_with(
        std::slice::from_ref(report),
        |_| Some(text),
        render::human::Style {
            color: plan.color,
            show_target: plan.multi_target(),
            no_summary: true,
        },
    )
}

/// The human rendering from its pieces (in report order) and, unless `quiet`, the summary line.
pub fn join_human(pieces: &[Option<String>], reports: &[FileReport], quiet: bool) -> String {
    let mut out = String::with_capacity(pieces.iter().flatten().map(String::len).sum());
    for piece in pieces.iter().flatten() {
        out.push_str(piece);
    }
    if !quiet {
        out.push_str(&render::human::summary_line(&Summary::of(reports)));
        out.push('\n');
    }
    out
}

/// Writes `bytes` to a temporary file beside `path` and renames it into place.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
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
pub fn progress_bar(total: usize, quiet: bool) -> indicatif::ProgressBar {
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
