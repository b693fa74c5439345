//! The public API: a set of open files verified under one configuration.
//! The CLI, the harness and watch mode all go through it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use salsa::{Durability, Setter};

use crate::db::{self, Db, Settings, SourceFile};
use crate::report::{FileReport, Located, Policy};
use crate::settings::{Requested, Rules};

/// What the user asked for; everything else is inferred per module.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub target: Option<String>,
    pub profile: Option<String>,
    /// Rule files to load instead of the compiled tables.
    pub rules_dir: Option<PathBuf>,
}

#[salsa::db]
#[derive(Clone)]
pub struct Database {
    storage: salsa::Storage<Self>,
    settings: Option<Settings>,
}

#[salsa::db]
impl salsa::Database for Database {}

#[salsa::db]
impl Db for Database {
    fn settings(&self) -> Settings {
        self.settings
            .expect("a Workspace sets its settings before any query runs")
    }
}

/// Names of the queries salsa executed (not reused), in order, when logging is on.
pub type EventLog = Arc<Mutex<Vec<String>>>;

pub struct Workspace {
    db: Database,
    files: BTreeMap<String, SourceFile>,
    /// Applied to every report after the checks (select/ignore/severity/suppressions).
    policy: Policy,
}

impl Workspace {
    /// Loads the rules and checks the requested target and profile spellings.
    pub fn new(options: Options) -> Result<Workspace, String> {
        Self::build(options, None)
    }

    /// Like [`Workspace::new`], recording every query execution in the returned log (for tests).
    pub fn with_event_log(options: Options) -> Result<(Workspace, EventLog), String> {
        let log = EventLog::default();
        let workspace = Self::build(options, Some(log.clone()))?;
        Ok((workspace, log))
    }

    fn build(options: Options, log: Option<EventLog>) -> Result<Workspace, String> {
        let rules = Rules::load(options.rules_dir.as_deref())?;
        let requested = Requested::validate(options.target, options.profile, &rules)?;
        let event_hook: Option<Box<dyn Fn(salsa::Event) + Send + Sync>> = log.map(|log| {
            Box::new(move |event: salsa::Event| {
                if let salsa::EventKind::WillExecute { database_key } = event.kind {
                    if let Ok(mut log) = log.lock() {
                        log.push(format!("{database_key:?}"));
                    }
                }
            }) as Box<dyn Fn(salsa::Event) + Send + Sync>
        });
        let mut db = Database {
            storage: salsa::Storage::new(event_hook),
            settings: None,
        };
        let settings = Settings::builder(requested, rules)
            .durability(Durability::HIGH)
            .new(&db);
        db.settings = Some(settings);
        Ok(Workspace {
            db,
            files: BTreeMap::new(),
            policy: Policy::default(),
        })
    }

    /// Changes the target/profile request; every file is re-resolved.
    pub fn set_options(
        &mut self,
        target: Option<String>,
        profile: Option<String>,
    ) -> Result<(), String> {
        let settings = self.db.settings();
        let requested = Requested::validate(target, profile, settings.rules(&self.db))?;
        settings
            .set_options(&mut self.db)
            .with_durability(Durability::HIGH)
            .to(requested);
        Ok(())
    }

    /// Sets the policy applied when reports are assembled; the checks' memoized results are kept.
    pub fn set_policy(&mut self, policy: Policy) {
        self.policy = policy;
    }

    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The current text of an open file.
    pub fn text(&self, path: &str) -> Option<Arc<str>> {
        let file = self.files.get(path)?;
        Some(file.text(&self.db).clone())
    }

    /// Opens a file or replaces its text.
    pub fn set_file(&mut self, path: &str, text: impl Into<Arc<str>>) {
        let text = text.into();
        match self.files.get(path) {
            Some(file) => {
                if **file.text(&self.db) != *text {
                    file.set_text(&mut self.db).to(text);
                }
            }
            None => {
                let file = SourceFile::new(&self.db, path.to_owned(), text);
                self.files.insert(path.to_owned(), file);
            }
        }
    }

    pub fn remove_file(&mut self, path: &str) -> bool {
        self.files.remove(path).is_some()
    }

    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(String::as_str)
    }

    /// The report of one file, or `None` if it is not open.
    pub fn report(&self, path: &str) -> Option<FileReport> {
        let file = *self.files.get(path)?;
        Some(report_of(&self.db, file, &self.policy))
    }

    /// Reports of every open file, sorted by path; files and the functions
    /// inside each file are checked in parallel, and the result is identical
    /// to a single-threaded run.
    pub fn reports(&self) -> Vec<FileReport> {
        self.reports_with_progress(|_| {})
    }

    /// Like [`Workspace::reports`], calling `done` with each file's path as its report is ready
    /// (from worker threads, in any order); the result is still sorted by path.
    pub fn reports_with_progress(&self, done: impl Fn(&str) + Sync) -> Vec<FileReport> {
        let files: Vec<SourceFile> = self.files.values().copied().collect();
        let policy = &self.policy;
        files
            .par_iter()
            .with_max_len(1)
            .map_with(self.db.clone(), |db, file| {
                let report = report_of(db, *file, policy);
                done(&report.path);
                report
            })
            .collect()
    }
}

fn report_of(db: &Database, file: SourceFile, policy: &Policy) -> FileReport {
    let mut report = raw_report_of(db, file);
    policy.apply(&mut report, file.text(db));
    report
}

fn raw_report_of(db: &Database, file: SourceFile) -> FileReport {
    warm_items_in_parallel(db, file);
    let text = file.text(db);
    let index = crate::ir::LineIndex::new(text);
    let diagnostics = db::file_diagnostics(db, file)
        .iter()
        .map(|d| {
            let start = index.line_col(text, d.start);
            let end = index.line_col(text, d.end.max(d.start));
            Located {
                diagnostic: d.clone(),
                line: start.line,
                column: start.col,
                end_line: end.line,
                end_column: end.col,
            }
        })
        .collect();
    let resolved = db::resolved(db, file);
    FileReport {
        path: file.path(db).clone(),
        target: resolved.target.clone(),
        profile: resolved.profile.clone(),
        diagnostics,
    }
}

/// Runs every item's checks across the rayon pool so the assembly query finds them memoized.
fn warm_items_in_parallel(db: &Database, file: SourceFile) {
    let count = db::items(db, file).len();
    if count < 64 {
        return;
    }
    db::module_facts(db, file);
    (0..count)
        .into_par_iter()
        .with_min_len(16)
        .for_each_with(db.clone(), |db, i| {
            let item = db::items(db, file)[i];
            db::check_item(db, item);
        });
}
