//! The public API: a set of open files verified under one configuration.
//! The CLI, the harness and watch mode all go through it.
//!
//! The workspace owns each file's layout: the items the splitter found, in
//! order, with the trivia between them. Salsa sees the items (see
//! [`crate::db`]); positions, lines and the whole text stay here, so moving
//! an item never touches salsa, and an edit re-splits only the few items
//! around it.
//!
//! `layout` lays texts out and re-splits them after an edit; `assemble` makes reports from
//! the per-chunk results; `fingerprint` (hashes from `block_hash`) finds what a `set_file`
//! changed by reading the new text only.

mod assemble;
mod block_hash;
mod fingerprint;
mod layout;

use assemble::{report_of, warm_in_parallel};
use fingerprint::Fingerprint;
use layout::{count_newlines, difference, edit_between};

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use rayon::prelude::*;
use salsa::{Durability, Setter};

use crate::db::{self, Chunk, Database, Db, Item, Settings, SourceFile};
use crate::diag::Diagnostic;
use crate::facts::ContextItem;
use crate::ir::{self, ItemKind};
use crate::report::{FileReport, Located, Policy};
use crate::settings::{Requested, RuleSource};
use crate::shared_text::{SharedText, Text};

/// What the user asked for; everything else is inferred per module.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub target: Option<String>,
    pub profile: Option<String>,
    /// The PTX version to assume (`8.0`, `+ptx80`, `-mattr=+ptx80`), over the module's own.
    pub ptx: Option<String>,
    /// The LLVM major version of the consuming back end (llvm profile), over `!llvm.ident`.
    pub llvm: Option<u32>,
    /// The compiler driving the back end (`triton@3.6.0`, `triton-3.6`): `rules/profiles.ron`'s
    /// `consumers:` record, which sets the profile, LLVM version and PTX versions it uses.
    pub consumer: Option<String>,
    /// Rule files to load instead of the compiled tables.
    pub rules_dir: Option<PathBuf>,
}

/// Names of the queries salsa executed (not reused), in order, when logging is on.
pub type EventLog = Arc<Mutex<Vec<String>>>;

/// Items per chunk: salsa validates a file in O(chunks) after an edit, and the
/// edited chunk in O(items per chunk).
const CHUNK_ITEMS: usize = 128;

/// Durability of everything but a function's text: an edit of a body leaves
/// MEDIUM inputs untouched, so every query reading only those is validated at once.
const STRUCTURE: Durability = Durability::MEDIUM;

pub struct Workspace {
    db: Database,
    files: BTreeMap<String, FileState>,
    /// Applied to every report after the checks (select/ignore/severity/suppressions).
    policy: Policy,
}

/// One top-level item and the trivia after it, up to the next item.
struct Slot {
    /// The salsa input of a function; other items live in their chunk's context list.
    item: Option<Item>,
    kind: ItemKind,
    serial: u32,
    text: SharedText,
    /// Length of the trivia after the item: the bytes right after `text` in its buffer
    /// (the splitter cuts both from one text), so no second handle on the buffer.
    gap_len: u32,
    /// Newlines in `text` and the gap.
    newlines: u32,
}

impl Slot {
    fn len(&self) -> usize {
        self.text.len() + self.gap_len as usize
    }

    fn gap(&self) -> &str {
        self.text.after(self.gap_len)
    }
}

struct ChunkState {
    input: Chunk,
    len: usize,
    /// What the chunk's slots add up to, bytes (with their gaps) and newlines: a report steps
    /// over a chunk at once ([`assemble::LocatedChunk`]).
    bytes: u32,
    newlines: u32,
    /// Made anew whenever the chunk's slots change (a chunk re-formed, or a body edited in
    /// place: `layout::remeasure_chunks`): what a report's [`assemble::LocatedChunk`] is
    /// checked against, so that it is not compared slot by slot.
    stamp: u64,
}

impl ChunkState {
    fn of(input: Chunk, slots: &[Slot]) -> ChunkState {
        let mut chunk = ChunkState {
            input,
            len: slots.len(),
            bytes: 0,
            newlines: 0,
            stamp: 0,
        };
        chunk.remeasure(slots);
        chunk
    }

    /// Sums the chunk's `slots` again and gives it a new stamp.
    fn remeasure(&mut self, slots: &[Slot]) {
        static STAMPS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        // As a report adds them up: u32, the width of every offset in an item's spans.
        self.bytes = slots
            .iter()
            .fold(0u32, |b, s| b.wrapping_add(s.len() as u32));
        self.newlines = slots.iter().fold(0u32, |n, s| n.wrapping_add(s.newlines));
        self.stamp = STAMPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

struct FileState {
    input: SourceFile,
    /// Trivia before the first item.
    lead: SharedText,
    slots: Vec<Slot>,
    chunks: Vec<ChunkState>,
    next_serial: u32,
    /// The whole text, assembled on demand after an edit.
    text: OnceLock<Text>,
    /// Block hashes of `text`, made by the `set_file`s that replace it (an edit drops them).
    fingerprint: Option<Fingerprint>,
    /// The slot of every `!N = …` item by N, and the source positions found through them;
    /// made by the first report that needs it and kept until the items move or a context item
    /// changes (an edit of a body keeps it).
    metadata_index: OnceLock<assemble::MetadataIndex>,
    /// What the last report worked out per chunk (see [`assemble::LocatedChunk`]).
    located: Mutex<Vec<Option<assemble::LocatedChunk>>>,
    /// Items re-laid out since the last report (`usize::MAX`: never reported). A report after
    /// a small edit re-checks a function or two on its own thread: waking the pool to verify
    /// every chunk's memo cost more than that (0.67 ms against 0.41 ms at two threads).
    changed_since_report: std::sync::atomic::AtomicUsize,
}

/// An item as the splitter found it, with what the workspace computes before salsa sees it.
struct NewItem {
    kind: ItemKind,
    text: SharedText,
    gap_len: u32,
    newlines: u32,
    header: Option<Arc<crate::facts::FunctionHeader>>,
}

/// An edit that re-lays out at most this many items is re-checked without the pool.
const SMALL_EDIT_ITEMS: usize = 8;

impl Workspace {
    /// Loads the rules and checks the requested target and profile spellings.
    pub fn new(options: Options) -> Result<Workspace, String> {
        let rules = RuleSource::load(options.rules_dir.as_deref())?;
        Self::build(options, rules, None)
    }

    /// Like [`Workspace::new`] with a rule set already loaded, so that many workspaces share
    /// one without reading its files again; `options.rules_dir` must be `None`.
    pub fn with_rules(options: Options, rules: RuleSource) -> Result<Workspace, String> {
        if options.rules_dir.is_some() {
            return Err("a rule folder and a loaded rule set were both given".into());
        }
        Self::build(options, rules, None)
    }

    /// Like [`Workspace::new`], recording every query execution in the returned log (for tests).
    pub fn with_event_log(options: Options) -> Result<(Workspace, EventLog), String> {
        let log = EventLog::default();
        let rules = RuleSource::load(options.rules_dir.as_deref())?;
        let workspace = Self::build(options, rules, Some(log.clone()))?;
        Ok((workspace, log))
    }

    fn build(
        options: Options,
        rules: RuleSource,
        log: Option<EventLog>,
    ) -> Result<Workspace, String> {
        let requested = Requested::validate(
            options.target,
            options.profile,
            options.ptx.as_deref(),
            options.llvm,
            options.consumer.as_deref(),
            &rules,
        )?;
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

    /// Changes the target, profile, PTX and LLVM request (not the rules: `options.rules_dir`
    /// is ignored); every file is re-resolved.
    pub fn set_options(&mut self, options: Options) -> Result<(), String> {
        let settings = self.db.settings();
        let requested = Requested::validate(
            options.target,
            options.profile,
            options.ptx.as_deref(),
            options.llvm,
            options.consumer.as_deref(),
            settings.rules(&self.db),
        )?;
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
    pub fn text(&self, path: &str) -> Option<Text> {
        Some(self.files.get(path)?.text())
    }

    /// Opens a file or replaces its text. Replacing applies the difference as one
    /// [`Workspace::edit`], so only the items around the changed bytes are re-checked.
    pub fn set_file(&mut self, path: &str, text: impl Into<Text>) {
        let text: Text = text.into();
        if let Some(state) = self.files.get(path) {
            // With the old text's fingerprint (every save after the first) the new text is
            // read once and the old one barely; else the two are compared.
            let (change, fingerprint) = match (state.text.get(), &state.fingerprint) {
                (Some(old), Some(fingerprint)) => {
                    let (prefix, suffix) = fingerprint.common_ends(old.as_bytes(), text.as_bytes());
                    let change = edit_between(prefix, suffix, old.len(), &text);
                    let next = change
                        .is_some()
                        .then(|| fingerprint.after(text.as_bytes(), prefix, suffix));
                    (change, next)
                }
                _ => (difference(state, &text), None),
            };
            let Some((range, replacement)) = change else {
                return;
            };
            self.edit(path, range, &text[replacement])
                .expect("a difference of two texts is a valid edit");
            let state = self.files.get_mut(path).expect("the file is open");
            state.fingerprint =
                Some(fingerprint.unwrap_or_else(|| Fingerprint::of(text.as_bytes())));
            let old = std::mem::replace(&mut state.text, OnceLock::from(text));
            // The text this one replaces is usually the last copy of a whole module (the
            // items point into their own buffers): unmapping 20 MB took ~1 ms of the call.
            if old.get().is_some_and(|t| t.len() >= 1 << 20) {
                rayon::spawn(move || drop(old));
            }
            return;
        }
        let state = self.open(path, text);
        self.files.insert(path.to_owned(), state);
    }

    /// Replaces the bytes `range` of an open file with `replacement`. Only the items the
    /// edit touches are re-split and handed to salsa; the rest keep their identity.
    pub fn edit(
        &mut self,
        path: &str,
        range: Range<usize>,
        replacement: &str,
    ) -> Result<(), String> {
        let Some(mut state) = self.files.remove(path) else {
            return Err(format!("{path}: not open"));
        };
        let result = self.edit_state(&mut state, range, replacement);
        self.files.insert(path.to_owned(), state);
        result
    }

    /// The items of an open file as the workspace holds them: (kind, byte range), in order.
    /// Always equal to [`ir::split_items`] of [`Workspace::text`] (tests hold it to that).
    pub fn items(&self, path: &str) -> Option<Vec<ir::ItemSlice>> {
        let state = self.files.get(path)?;
        let mut at = state.lead.len() as u32;
        Some(
            state
                .slots
                .iter()
                .map(|slot| {
                    let start = at;
                    at += slot.len() as u32;
                    ir::ItemSlice {
                        kind: slot.kind,
                        range: start..start + slot.text.len() as u32,
                    }
                })
                .collect(),
        )
    }

    pub fn remove_file(&mut self, path: &str) -> bool {
        self.files.remove(path).is_some()
    }

    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(String::as_str)
    }

    /// The report of one file, or `None` if it is not open.
    pub fn report(&self, path: &str) -> Option<FileReport> {
        let state = self.files.get(path)?;
        use std::sync::atomic::Ordering::Relaxed;
        if state.changed_since_report.swap(0, Relaxed) > SMALL_EDIT_ITEMS {
            warm_in_parallel(&self.db, state);
        }
        Some(report_of(&self.db, state, &self.policy))
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
        let files: Vec<&FileState> = self.files.values().collect();
        let policy = &self.policy;
        // Module facts are made on one thread inside a rayon worker (a worker waiting in a
        // query would run other files' queries meanwhile, which salsa refuses: see
        // `facts_in_parallel`). Made here first, on this thread, one file at a time, each
        // still goes parallel inside.
        if files.len() > 1 {
            for state in &files {
                db::module_facts(&self.db, state.input);
            }
        }
        files
            .par_iter()
            .with_max_len(1)
            .map_with(self.db.clone(), |db, state| {
                warm_in_parallel(db, state);
                let report = report_of(db, state, policy);
                done(&report.path);
                report
            })
            .collect()
    }
}
