//! The public API: a set of open files verified under one configuration.
//! The CLI, the harness and watch mode all go through it.
//!
//! The workspace owns each file's layout: the items the splitter found, in
//! order, with the trivia between them. Salsa sees the items (see
//! [`crate::db`]); positions, lines and the whole text stay here, so moving
//! an item never touches salsa, and an edit re-splits only the few items
//! around it.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use salsa::{Durability, Setter};

use crate::db::{self, Chunk, Db, Item, Settings, SourceFile};
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
}

/// An item as the splitter found it, with what the workspace computes before salsa sees it.
struct NewItem {
    kind: ItemKind,
    text: SharedText,
    gap_len: u32,
    newlines: u32,
    header: Option<Arc<crate::facts::FunctionHeader>>,
}

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
    pub fn text(&self, path: &str) -> Option<Text> {
        Some(self.files.get(path)?.text())
    }

    /// Opens a file or replaces its text. Replacing applies the difference as one
    /// [`Workspace::edit`], so only the items around the changed bytes are re-checked.
    pub fn set_file(&mut self, path: &str, text: impl Into<Text>) {
        let text: Text = text.into();
        if let Some(state) = self.files.get(path) {
            let Some((range, replacement)) = difference(state, &text) else {
                return;
            };
            self.edit(path, range, &text[replacement])
                .expect("a difference of two texts is a valid edit");
            let state = self.files.get_mut(path).expect("the file is open");
            state.text = OnceLock::from(text);
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
        warm_in_parallel(&self.db, state);
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

    // -- layout ---------------------------------------------------------------

    fn open(&mut self, path: &str, text: Text) -> FileState {
        let input = SourceFile::builder(path.to_owned(), Arc::from([]))
            .durability(STRUCTURE)
            .new(&self.db);
        // Each item's salsa input is made as the layout makes the item (salsa's inputs
        // can be made from several handles at once); serials are the items' positions,
        // as making them one by one would give.
        let (lead, slots) = lay_out_into(&text, self.db.clone(), |db, serial, new| {
            slot_of(db, input, serial as u32, new)
        });
        crate::phases::mark("lay out");
        let mut state = FileState {
            input,
            lead,
            slots,
            chunks: Vec::new(),
            next_serial: 0,
            text: OnceLock::from(text),
        };
        state.next_serial = state.slots.len() as u32;
        let make_chunk = |db: &mut Database, run: &[Slot]| {
            let (items, context) = chunk_fields(run);
            ChunkState {
                input: Chunk::builder(items, context)
                    .durability(STRUCTURE)
                    .new(&*db),
                len: run.len(),
            }
        };
        let chunks: Vec<ChunkState> = state
            .slots
            .par_chunks(CHUNK_ITEMS)
            .map_with(self.db.clone(), make_chunk)
            .collect();
        let inputs: Arc<[Chunk]> = chunks.iter().map(|c| c.input).collect();
        state.chunks = chunks;
        input
            .set_chunks(&mut self.db)
            .with_durability(STRUCTURE)
            .to(inputs);
        crate::phases::mark("salsa inputs");
        state
    }

    fn new_slot(&self, state: &mut FileState, new: NewItem) -> Slot {
        let serial = state.next_serial;
        state.next_serial += 1;
        slot_of(&self.db, state.input, serial, new)
    }

    fn edit_state(
        &mut self,
        state: &mut FileState,
        range: Range<usize>,
        replacement: &str,
    ) -> Result<(), String> {
        let starts = state.starts();
        let len = *starts.last().expect("starts has a final entry");
        if range.start > range.end || range.end > len {
            return Err(format!(
                "edit {}..{} is outside the text (0..{len})",
                range.start, range.end
            ));
        }
        let n = state.slots.len();
        // The slot holding a byte: the last one starting at or before it (None: the lead).
        let slot_at = |offset: usize| starts[..n].partition_point(|&s| s <= offset).checked_sub(1);
        // Re-split from the item before the edit: the splitter's state is fresh at every
        // item start, and every byte before the edit is unchanged, so splitting from
        // there gives what splitting the whole text would.
        let first = match slot_at(range.start) {
            None | Some(0) => 0,
            Some(i) => i - 1,
        };
        let region_start = if first == 0 { 0 } else { starts[first] };
        let mut end = slot_at(range.end).map_or(0, |i| i + 1);
        let mut region = state.text_of_slots(first == 0, first..end);
        let (a, b) = (range.start - region_start, range.end - region_start);
        if !region.is_char_boundary(a) || !region.is_char_boundary(b) {
            return Err(format!(
                "edit {}..{} does not fall on character boundaries",
                range.start, range.end
            ));
        }
        region.replace_range(a..b, replacement);
        // Extend the region until the splitter starts an item exactly where the old one
        // did: from there on the new split equals the old.
        while end < n {
            let next = &state.slots[end];
            let probe = format!("{region}{}", &*next.text);
            let synced = ir::split_items(&probe)
                .iter()
                .any(|s| s.range.start as usize == region.len() && s.kind == next.kind);
            if synced {
                break;
            }
            let grow = (end - first).max(1);
            let new_end = (end + grow).min(n);
            region.push_str(&state.text_of_slots(false, end..new_end));
            end = new_end;
        }
        let buffer = Text::from(region.into_boxed_str());
        let (lead, items) = lay_out(&buffer);
        let lead = (first == 0).then_some(lead);
        self.replace_slots(state, first..end, lead, items);
        state.text = OnceLock::new();
        Ok(())
    }

    /// Puts `items` in place of the slots `old`, reusing their salsa inputs where the kind
    /// matches, setting only fields that changed.
    fn replace_slots(
        &mut self,
        state: &mut FileState,
        old: Range<usize>,
        lead: Option<SharedText>,
        items: Vec<NewItem>,
    ) {
        if let Some(lead) = lead {
            state.lead = lead;
        }
        let mut reused: Vec<Slot> = state.slots.drain(old.clone()).collect();
        let mut fresh = Vec::with_capacity(items.len());
        let mut same_items = reused.len() == items.len();
        // A context item's text lives in its chunk's context list, refreshed by `rechunk`.
        let mut context_changed = false;
        for (k, new) in items.into_iter().enumerate() {
            match reused.get_mut(k).filter(|slot| slot.kind == new.kind) {
                Some(slot) => {
                    let item = slot.item;
                    let text_changed = slot.text != new.text;
                    if text_changed && slot.kind != ItemKind::Define {
                        context_changed = true;
                    }
                    if let Some(item) = item {
                        if text_changed {
                            // Body edits are the frequent, cheap kind (LOW); a declaration's
                            // text is read by module facts, which stay MEDIUM.
                            let durability = if slot.kind == ItemKind::Define {
                                Durability::LOW
                            } else {
                                STRUCTURE
                            };
                            item.set_text(&mut self.db)
                                .with_durability(durability)
                                .to(new.text.clone());
                        }
                        if item.header(&self.db) != &new.header {
                            item.set_header(&mut self.db)
                                .with_durability(STRUCTURE)
                                .to(new.header);
                        }
                    }
                    fresh.push(Slot {
                        item,
                        kind: slot.kind,
                        serial: slot.serial,
                        text: new.text,
                        gap_len: new.gap_len,
                        newlines: new.newlines,
                    });
                }
                None => {
                    same_items = false;
                    fresh.push(self.new_slot(state, new));
                }
            }
        }
        reused.clear();
        let new_len = fresh.len();
        state.slots.splice(old.start..old.start, fresh);
        if !same_items || context_changed {
            self.rechunk(state, old, new_len);
        }
    }

    /// Re-forms the chunks that held the slots `old` (old numbering), now `new_len` slots.
    fn rechunk(&mut self, state: &mut FileState, old: Range<usize>, new_len: usize) {
        let mut first = None;
        let mut last = 0;
        let mut start = 0;
        let mut first_start = 0;
        for (c, chunk) in state.chunks.iter().enumerate() {
            let end = start + chunk.len;
            let hit = if old.is_empty() {
                old.start <= end
            } else {
                old.start < end && old.end > start
            };
            if hit {
                if first.is_none() {
                    first = Some(c);
                    first_start = start;
                }
                last = c;
                if old.is_empty() {
                    break;
                }
            }
            start = end;
        }
        let first = first.unwrap_or(state.chunks.len());
        let removed = if first < state.chunks.len() {
            last + 1 - first
        } else {
            0
        };
        let run_len = state.chunks[first..first + removed]
            .iter()
            .map(|c| c.len)
            .sum::<usize>()
            + new_len
            - old.len();
        let run = &state.slots[first_start..first_start + run_len];
        let mut replacement = Vec::new();
        for (p, piece) in run.chunks(CHUNK_ITEMS).enumerate() {
            let (items, context) = chunk_fields(piece);
            let input = if p < removed {
                let chunk = state.chunks[first + p].input;
                if **chunk.items(&self.db) != *items {
                    chunk
                        .set_items(&mut self.db)
                        .with_durability(STRUCTURE)
                        .to(items);
                }
                if **chunk.context(&self.db) != *context {
                    chunk
                        .set_context(&mut self.db)
                        .with_durability(STRUCTURE)
                        .to(context);
                }
                chunk
            } else {
                Chunk::builder(items, context)
                    .durability(STRUCTURE)
                    .new(&self.db)
            };
            replacement.push(ChunkState {
                input,
                len: piece.len(),
            });
        }
        let count_changed = removed != replacement.len();
        state.chunks.splice(first..first + removed, replacement);
        if count_changed {
            let inputs: Arc<[Chunk]> = state.chunks.iter().map(|c| c.input).collect();
            state
                .input
                .set_chunks(&mut self.db)
                .with_durability(STRUCTURE)
                .to(inputs);
        }
    }
}

impl FileState {
    /// Start offset of every slot, then the text's length.
    fn starts(&self) -> Vec<usize> {
        let mut starts = Vec::with_capacity(self.slots.len() + 1);
        let mut at = self.lead.len();
        for slot in &self.slots {
            starts.push(at);
            at += slot.len();
        }
        starts.push(at);
        starts
    }

    fn text(&self) -> Text {
        self.text
            .get_or_init(|| {
                let len = self.lead.len() + self.slots.iter().map(Slot::len).sum::<usize>();
                let mut text = String::with_capacity(len);
                text.push_str(&self.lead);
                for slot in &self.slots {
                    text.push_str(&slot.text);
                    text.push_str(slot.gap());
                }
                Text::from(text)
            })
            .clone()
    }

    /// The text of slots `slots`, with the lead in front if `lead`.
    fn text_of_slots(&self, lead: bool, slots: Range<usize>) -> String {
        let mut out = String::new();
        if lead {
            out.push_str(&self.lead);
        }
        for slot in &self.slots[slots] {
            out.push_str(&slot.text);
            out.push_str(slot.gap());
        }
        out
    }

    /// The text in pieces (lead, then each item and its gap), without assembling it.
    fn pieces(&self) -> impl DoubleEndedIterator<Item = &str> {
        std::iter::once(&*self.lead)
            .chain(self.slots.iter().flat_map(|slot| [&*slot.text, slot.gap()]))
    }
}

/// Splits a text into the lead (trivia before the first item) and its items, computing
/// what salsa will be given.
fn lay_out(text: &Text) -> (SharedText, Vec<NewItem>) {
    lay_out_into(text, (), |_, _, new| new)
}

/// [`lay_out`], turning each item into what the caller keeps (`finish(state, index,
/// item)`, with a clone of `state` per rayon job) as it is made, so a list of
/// [`NewItem`]s never exists beside the caller's list.
fn lay_out_into<S, T>(
    text: &Text,
    state: S,
    finish: impl Fn(&mut S, usize, NewItem) -> T + Sync,
) -> (SharedText, Vec<T>)
where
    S: Clone + Send,
    T: Send,
{
    let (slices, lines_before, total_lines) = split_in_parallel(text);
    crate::phases::mark("split");
    let len = text.len() as u32;
    let lead_end = slices.first().map_or(len, |s| s.range.start);
    let lead = SharedText::new(text.clone(), 0..lead_end);
    let make = |state: &mut S, k: usize| {
        // Items come in order, but far apart in a text bigger than the caches: ask for the
        // ends of an item a few ahead now, so its misses overlap this item's work.
        if let Some(ahead) = slices.get(k + PREFETCH_AHEAD) {
            ir::prefetch(text.as_bytes(), ahead.range.start as usize);
            ir::prefetch(text.as_bytes(), ahead.range.end as usize);
        }
        let slice = &slices[k];
        let next = slices.get(k + 1).map_or(len, |s| s.range.start);
        let item_text = SharedText::new(text.clone(), slice.range.clone());
        let new = NewItem {
            kind: slice.kind,
            header: db::header_of(&item_text, slice.kind),
            gap_len: {
                assert!(
                    text.is_char_boundary(next as usize),
                    "items end at ASCII bytes"
                );
                next - slice.range.end
            },
            newlines: lines_before.get(k + 1).copied().unwrap_or(total_lines) - lines_before[k],
            text: item_text,
        };
        finish(state, k, new)
    };
    let mut items = Vec::with_capacity(slices.len());
    if slices.len() >= 256 {
        (0..slices.len())
            .into_par_iter()
            .with_min_len(64)
            .map_with(state, make)
            .collect_into_vec(&mut items);
    } else {
        let mut state = state;
        items.extend((0..slices.len()).map(|k| make(&mut state, k)));
    };
    (lead, items)
}

/// Items ahead whose text [`lay_out_into`] prefetches.
const PREFETCH_AHEAD: usize = 8;

/// Texts at least this long are split in pieces on rayon's threads.
const PARALLEL_SPLIT_MIN: usize = 4 << 20;

/// `ir::split_counting_lines`, in pieces cut before lines that start with `define `:
/// such a line always starts an item (strings and comments end at a newline, and the
/// keyword forces a split even inside an unbalanced brace), and the splitter's state
/// is fresh at every item start, so the pieces' items are exactly the whole text's.
fn split_in_parallel(text: &str) -> (Vec<ir::ItemSlice>, Vec<u32>, u32) {
    let threads = rayon::current_num_threads();
    if text.len() < PARALLEL_SPLIT_MIN || threads < 2 {
        return ir::split_counting_lines(text);
    }
    let pieces = threads * 4;
    let mut cuts = vec![0];
    for k in 1..pieces {
        let from = (text.len() * k / pieces).max(*cuts.last().expect("cuts start with 0"));
        if let Some(at) = memchr::memmem::find(&text.as_bytes()[from..], b"\ndefine ") {
            let cut = from + at + 1;
            if cut > *cuts.last().expect("cuts start with 0") {
                cuts.push(cut);
            }
        }
    }
    cuts.push(text.len());
    cuts.dedup();
    let parts: Vec<(Vec<ir::ItemSlice>, Vec<u32>, u32)> = cuts
        .par_windows(2)
        .enumerate()
        .map(|(k, w)| {
            let (start, end) = (w[0], w[1]);
            let room = if k == 0 { text.len() } else { end - start };
            let mut part = ir::split_counting_lines_in(&text[start..end], room);
            for s in &mut part.0 {
                s.range = s.range.start + start as u32..s.range.end + start as u32;
            }
            part
        })
        .collect();
    // The first part's lists take the others (the splitter reserves room by text
    // length, so those lists usually have room for the whole text's items).
    let mut parts = parts.into_iter();
    let (mut slices, mut lines_before, mut lines) = parts.next().unwrap_or_default();
    for (part_slices, part_lines, part_total) in parts {
        slices.extend(part_slices);
        lines_before.extend(part_lines.iter().map(|&n| n + lines));
        lines += part_total;
    }
    (slices, lines_before, lines)
}

fn count_newlines(text: &str) -> u32 {
    memchr::memchr_iter(b'\n', text.as_bytes()).count() as u32
}

/// The smallest edit turning a file's text into `new`: (range of the old text, range of
/// `new` replacing it), or `None` when they are equal. Compares piece by piece, so the
/// old text is never assembled.
fn difference(state: &FileState, new: &str) -> Option<(Range<usize>, Range<usize>)> {
    let b = new.as_bytes();
    let old_len: usize = state.pieces().map(str::len).sum();
    let mut prefix = 0;
    for piece in state.pieces() {
        let piece = piece.as_bytes();
        let common = common_prefix(piece, &b[prefix.min(b.len())..]);
        prefix += common;
        if common < piece.len() {
            break;
        }
    }
    if prefix == old_len && prefix == b.len() {
        return None;
    }
    let max_suffix = old_len.min(b.len()) - prefix;
    let mut suffix = 0;
    for piece in state.pieces().rev() {
        let piece = piece.as_bytes();
        let common = common_suffix(piece, &b[..b.len() - suffix]).min(max_suffix - suffix);
        suffix += common;
        if common < piece.len() || suffix == max_suffix {
            break;
        }
    }
    // Whole characters only (the pieces themselves are cut at ASCII bytes).
    while !new.is_char_boundary(prefix) {
        prefix -= 1;
    }
    while !new.is_char_boundary(b.len() - suffix) {
        suffix -= 1;
    }
    Some((prefix..old_len - suffix, prefix..b.len() - suffix))
}

/// Length of the common prefix, comparing 64-byte blocks first.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut i = 0;
    while i + 64 <= n && a[i..i + 64] == b[i..i + 64] {
        i += 64;
    }
    i + a[i..n]
        .iter()
        .zip(&b[i..n])
        .take_while(|(x, y)| x == y)
        .count()
}

/// Length of the common suffix, comparing 64-byte blocks first.
fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let (a, b) = (&a[a.len() - n..], &b[b.len() - n..]);
    let mut i = 0;
    while i + 64 <= n && a[n - i - 64..n - i] == b[n - i - 64..n - i] {
        i += 64;
    }
    i + a[..n - i]
        .iter()
        .rev()
        .zip(b[..n - i].iter().rev())
        .take_while(|(x, y)| x == y)
        .count()
}

/// What a chunk of `slots` gives salsa: each slot's function input, and the context list.
fn chunk_fields(slots: &[Slot]) -> (Arc<[Option<Item>]>, Arc<[ContextItem]>) {
    let items = slots.iter().map(|s| s.item).collect();
    // Sized up front (a filtered iterator would grow a list by doubling before the copy
    // into the `Arc`).
    let in_context = || slots.iter().filter(|s| s.kind != ItemKind::Define);
    let mut context = Vec::with_capacity(in_context().count());
    context.extend(in_context().map(|s| (s.serial, s.text.clone(), s.kind)));
    (items, context.into())
}

/// A slot, and the salsa input behind it if it is a function.
fn slot_of(db: &Database, file: SourceFile, serial: u32, new: NewItem) -> Slot {
    let meta = db::ItemMeta {
        file,
        kind: new.kind,
        serial,
    };
    let item = new.kind.is_function().then(|| {
        Item::builder(meta, new.text.clone(), new.header)
            .durability(STRUCTURE)
            .new(db)
    });
    Slot {
        item,
        kind: new.kind,
        serial,
        text: new.text,
        gap_len: new.gap_len,
        newlines: new.newlines,
    }
}

/// Checks every chunk across the rayon pool, so the assembly finds them memoized.
fn warm_in_parallel(db: &Database, state: &FileState) {
    if state.chunks.len() < 2 || rayon::current_num_threads() < 2 {
        return;
    }
    // Each chunk's part of the module facts, in parallel: module facts then only
    // gather them.
    state
        .chunks
        .par_iter()
        .with_min_len(8)
        .for_each_with(db.clone(), |db, chunk| {
            db::chunk_context(db, chunk.input);
        });
    db::module_facts(db, state.input);
    crate::phases::mark("module facts");
    // The module-level checks beside the first chunks' functions.
    let (module_db, chunks_db) = (db.clone(), db.clone());
    let file = state.input;
    let chunks = &state.chunks;
    rayon::join(
        move || {
            db::check_module(&module_db, file);
        },
        move || {
            chunks
                .par_iter()
                .with_max_len(1)
                .for_each_with(chunks_db, |db, chunk| {
                    db::chunk_diagnostics(db, chunk.input);
                });
        },
    );
    crate::phases::mark("function checks");
}

fn report_of(db: &Database, state: &FileState, policy: &Policy) -> FileReport {
    let file = state.input;
    // Probed once per slot (tens of thousands) while any is left: a cheap hash.
    let mut by_serial: FxHashMap<u32, Vec<&Diagnostic>> = FxHashMap::default();
    for (serial, d) in db::check_module(db, file).iter() {
        by_serial.entry(*serial).or_default().push(d);
    }
    // (diagnostic, index of its slot, its line within the slot)
    let mut found: Vec<(Located, usize, u32)> = Vec::new();
    let mut offset = state.lead.len() as u32;
    let mut line = count_newlines(&state.lead) + 1;
    let mut slot_index = 0;
    for chunk in &state.chunks {
        let chunk_diags = db::chunk_diagnostics(db, chunk.input);
        let mut next = chunk_diags.iter().peekable();
        for k in 0..chunk.len {
            let slot = &state.slots[slot_index + k];
            let mut here: Vec<&Diagnostic> = Vec::new();
            while let Some((_, d)) = next.next_if(|(i, _)| *i as usize == k) {
                here.push(d);
            }
            if !by_serial.is_empty() {
                if let Some(extra) = by_serial.remove(&slot.serial) {
                    here.extend(extra);
                }
            }
            if !here.is_empty() {
                let text = &*slot.text;
                let len = text.len() as u32;
                for d in here {
                    let start = ir::line_col_of(text, d.start.min(len));
                    let end = ir::line_col_of(text, d.end.max(d.start).min(len));
                    found.push((
                        Located {
                            diagnostic: d.clone().shifted(offset),
                            line: line + start.line - 1,
                            column: start.col,
                            end_line: line + end.line - 1,
                            end_column: end.col,
                        },
                        slot_index + k,
                        start.line,
                    ));
                }
            }
            offset += slot.len() as u32;
            line += slot.newlines;
        }
        slot_index += chunk.len;
    }
    found.sort_by(|a, b| a.0.diagnostic.sort_key().cmp(&b.0.diagnostic.sort_key()));
    let places: Vec<(usize, u32)> = found.iter().map(|f| (f.1, f.2)).collect();
    let resolved = db::resolved(db, file);
    let mut report = FileReport {
        path: file.path(db).clone(),
        target: resolved.target.clone(),
        profile: resolved.profile.clone(),
        diagnostics: found.into_iter().map(|f| f.0).collect(),
    };
    policy.apply_nearby(&mut report, |i, _| {
        let (slot, line) = places[i];
        (state.line_above(slot, line), state.line_of(slot, line))
    });
    report
}

impl FileState {
    /// The text of `line` (1-based) of a slot's item, with the rest of that line
    /// when it runs on past the item (a trailing comment).
    fn line_of(&self, slot: usize, line: u32) -> String {
        let slot = &self.slots[slot];
        let mut rest: &str = &slot.text;
        for _ in 1..line {
            match rest.find('\n') {
                Some(at) => rest = &rest[at + 1..],
                None => return String::new(),
            }
        }
        match rest.find('\n') {
            Some(at) => rest[..at].to_owned(),
            None => {
                let gap = slot.gap();
                format!("{rest}{}", &gap[..gap.find('\n').unwrap_or(gap.len())])
            }
        }
    }

    /// The line above `line` of a slot: inside the item, or the last line before it.
    fn line_above(&self, slot: usize, line: u32) -> String {
        if line > 1 {
            return self.line_of(slot, line - 1);
        }
        let (text, gap): (&str, &str) = match slot.checked_sub(1) {
            None => ("", &self.lead),
            Some(previous) => (&self.slots[previous].text, self.slots[previous].gap()),
        };
        let Some(gap) = gap.strip_suffix('\n') else {
            return String::new();
        };
        match gap.rfind('\n') {
            Some(at) => gap[at + 1..].to_owned(),
            None => {
                let tail = text.rfind('\n').map_or(text, |at| &text[at + 1..]);
                format!("{tail}{gap}")
            }
        }
    }
}
