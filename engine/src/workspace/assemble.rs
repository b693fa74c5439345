//! Reports from the per-chunk results: positions, lines, suppressions; the chunks checked
//! across the pool first.

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::*;
use crate::facts;
use crate::report::SourceLocation;

/// Checks every chunk across the rayon pool, so the assembly finds them memoized.
pub(super) fn warm_in_parallel(db: &Database, state: &FileState) {
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
    crate::perf::phases::mark("module facts");
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
    crate::perf::phases::mark("function checks");
}

/// Where one chunk's findings lie, as the last report worked it out: reused while the
/// chunk's findings are the same memoized list and its slots are unchanged (the chunk's
/// stamp), so a report after a one-function edit neither scans every finding's function
/// again (250 scans of a 4 KB function were most of such a report) nor walks every slot
/// (5,000 slots were most of what was left: after `set_file`, whose comparison of the
/// texts leaves none of them in the caches).
pub(super) struct LocatedChunk {
    diagnostics: Arc<[(u32, Diagnostic)]>,
    stamp: u64,
    /// Start and end of each of `diagnostics`, in its item.
    positions: Vec<(ir::LineCol, ir::LineCol)>,
    /// For each of `diagnostics`: the bytes and the newlines of the chunk's slots before its
    /// item's, and the length of its item's text.
    places: Vec<(u32, u32, u32)>,
}

impl LocatedChunk {
    fn holds(&self, diagnostics: &Arc<[(u32, Diagnostic)]>, stamp: u64) -> bool {
        Arc::ptr_eq(&self.diagnostics, diagnostics) && self.stamp == stamp
    }

    fn new(diagnostics: Arc<[(u32, Diagnostic)]>, slots: &[Slot], stamp: u64) -> LocatedChunk {
        // Bytes and newlines before each slot of the chunk.
        let mut before = Vec::with_capacity(slots.len());
        let (mut bytes, mut lines) = (0u32, 0u32);
        for slot in slots {
            before.push((bytes, lines));
            bytes = bytes.wrapping_add(slot.len() as u32);
            lines = lines.wrapping_add(slot.newlines);
        }
        let (positions, places) = diagnostics
            .iter()
            .map(|(k, d)| {
                let text = &*slots[*k as usize].text;
                let len = text.len() as u32;
                let (bytes, lines) = before[*k as usize];
                (
                    (
                        ir::line_col_of(text, d.start.min(len)),
                        ir::line_col_of(text, d.end.max(d.start).min(len)),
                    ),
                    (bytes, lines, len),
                )
            })
            .unzip();
        LocatedChunk {
            diagnostics,
            stamp,
            positions,
            places,
        }
    }
}

pub(super) fn report_of(db: &Database, state: &FileState, policy: &Policy) -> FileReport {
    let file = state.input;
    // Probed once per slot (tens of thousands) while any is left: a cheap hash.
    let mut by_serial: FxHashMap<u32, Vec<&Diagnostic>> = FxHashMap::default();
    for (serial, d) in db::check_module(db, file).iter() {
        by_serial.entry(*serial).or_default().push(d);
    }
    // (diagnostic, index of its slot, its byte offset within the slot's item)
    let mut found: Vec<(Located, usize, u32)> = Vec::new();
    let mut offset = state.lead.len() as u32;
    let mut line = count_newlines(&state.lead) + 1;
    let mut slot_index = 0;
    let mut located = state.located.lock().unwrap_or_else(|e| e.into_inner());
    located.resize_with(state.chunks.len(), || None);
    for (c, chunk) in state.chunks.iter().enumerate() {
        let chunk_diags = db::chunk_diagnostics(db, chunk.input);
        let slots = &state.slots[slot_index..slot_index + chunk.len];
        if !located[c]
            .as_ref()
            .is_some_and(|l| l.holds(chunk_diags, chunk.stamp))
        {
            located[c] = Some(LocatedChunk::new(chunk_diags.clone(), slots, chunk.stamp));
        }
        let kept = located[c].as_ref().expect("just made");
        if by_serial.is_empty() {
            // No module-level findings left to place by slot: the chunk's findings where the
            // located chunk keeps them, and the chunk stepped over at once.
            let places = chunk_diags.iter().zip(&kept.positions).zip(&kept.places);
            for (((k, d), (start, end)), &(bytes, lines, len)) in places {
                let line = line + lines;
                found.push((
                    Located::new(
                        d.clone().shifted(offset + bytes),
                        line + start.line - 1,
                        start.col,
                        line + end.line - 1,
                        end.col,
                    ),
                    slot_index + *k as usize,
                    d.start.min(len),
                ));
            }
            offset += chunk.bytes;
            line += chunk.newlines;
            slot_index += chunk.len;
            continue;
        }
        let mut next = chunk_diags.iter().zip(&kept.positions).peekable();
        for k in 0..chunk.len {
            let slot = &state.slots[slot_index + k];
            let mut here: Vec<(&Diagnostic, Option<(ir::LineCol, ir::LineCol)>)> = Vec::new();
            while let Some(((_, d), at)) = next.next_if(|((i, _), _)| *i as usize == k) {
                here.push((d, Some(*at)));
            }
            if !by_serial.is_empty() {
                if let Some(extra) = by_serial.remove(&slot.serial) {
                    here.extend(extra.into_iter().map(|d| (d, None)));
                }
            }
            if !here.is_empty() {
                let text = &*slot.text;
                let len = text.len() as u32;
                for (d, at) in here {
                    let (start, end) = at.unwrap_or_else(|| {
                        (
                            ir::line_col_of(text, d.start.min(len)),
                            ir::line_col_of(text, d.end.max(d.start).min(len)),
                        )
                    });
                    found.push((
                        Located::new(
                            d.clone().shifted(offset),
                            line + start.line - 1,
                            start.col,
                            line + end.line - 1,
                            end.col,
                        ),
                        slot_index + k,
                        d.start.min(len),
                    ));
                }
            }
            offset += slot.len() as u32;
            line += slot.newlines;
        }
        slot_index += chunk.len;
    }
    located.truncate(state.chunks.len());
    drop(located);
    found.sort_by(|a, b| a.0.diagnostic.sort_key().cmp(&b.0.diagnostic.sort_key()));
    let places: Vec<(usize, u32)> = found.iter().map(|f| (f.1, f.2)).collect();
    let resolved = db::resolved(db, file);
    let mut report = FileReport {
        path: file.path(db).clone(),
        target: resolved.target.clone(),
        profile: resolved.profile.clone(),
        diagnostics: found.into_iter().map(|f| f.0).collect(),
    };
    locate_sources(state, &mut report.diagnostics, &places);
    policy.apply_nearby(&mut report, |i, _| {
        let (slot, at) = places[i];
        (state.line_above_at(slot, at), state.line_at(slot, at))
    });
    crate::report::merge_same_source(&mut report.diagnostics);
    report
}

/// Gives each finding on a function's instruction line that carries `!dbg` its source
/// position. Only the lines with findings are read; the metadata items are indexed by id the
/// first time one is needed, and each `!dbg` node's position is kept with that index.
fn locate_sources(state: &FileState, diagnostics: &mut [Located], places: &[(usize, u32)]) {
    let mut metadata = None;
    for (located, &(slot, at)) in diagnostics.iter_mut().zip(places) {
        if state.slots[slot].kind != ItemKind::Define {
            continue;
        }
        let Some(dbg) = facts::dbg_attachment(&state.line_at(slot, at)) else {
            continue;
        };
        let metadata: &MetadataIndex = metadata
            .get_or_insert_with(|| state.metadata_index.get_or_init(|| state.metadata_by_id()));
        let mut sources = metadata.sources.lock().unwrap_or_else(|e| e.into_inner());
        // Found once per node while the metadata stays: following the chain each report
        // read a few nodes per finding, each a lookup and a text not otherwise in the caches.
        located.source = sources
            .entry(dbg)
            .or_insert_with(|| {
                let node = |id| {
                    let &slot = metadata.slot_by_id.get(&id)?;
                    Some(&*state.slots[slot].text)
                };
                facts::source_of(dbg, node).map(|at| SourceLocation {
                    file: at.file,
                    line: at.line,
                    column: at.column,
                })
            })
            .clone();
    }
}

/// The metadata items of a file by id, and the source positions found through them: both
/// valid until the items move or a context item changes (a body edit keeps them).
#[derive(Default)]
pub(super) struct MetadataIndex {
    slot_by_id: FxHashMap<u32, usize>,
    /// By `!DILocation` id; `None` where the chain to a file breaks.
    sources: Mutex<FxHashMap<u32, Option<SourceLocation>>>,
}

impl FileState {
    /// The slot of every `!N = …` item, by N.
    fn metadata_by_id(&self) -> MetadataIndex {
        let mut index = FxHashMap::default();
        for (i, slot) in self.slots.iter().enumerate() {
            if slot.kind != ItemKind::Metadata {
                continue;
            }
            let digits = slot.text.as_bytes().get(1..).unwrap_or_default();
            let end = digits
                .iter()
                .position(|b| !b.is_ascii_digit())
                .unwrap_or(digits.len());
            if let Some(id) = std::str::from_utf8(&digits[..end])
                .ok()
                .and_then(|d| d.parse().ok())
            {
                index.entry(id).or_insert(i);
            }
        }
        MetadataIndex {
            slot_by_id: index,
            sources: Mutex::default(),
        }
    }

    /// The text of the line holding byte `at` of a slot's item, with the rest of that line
    /// when it runs on past the item (a trailing comment). Found from the byte outwards, so a
    /// report with many findings in one large function reads each line once, not the
    /// function's text from its start for every finding.
    pub(super) fn line_at(&self, slot: usize, at: u32) -> String {
        let slot = &self.slots[slot];
        let text: &str = &slot.text;
        let bytes = text.as_bytes();
        let at = (at as usize).min(bytes.len());
        // Both ends lie next to a newline (or at the text's ends): char boundaries.
        let start = memchr::memrchr(b'\n', &bytes[..at]).map_or(0, |i| i + 1);
        match memchr::memchr(b'\n', &bytes[at..]) {
            Some(end) => text[start..at + end].to_owned(),
            None => {
                let gap = slot.gap();
                format!(
                    "{}{}",
                    &text[start..],
                    &gap[..gap.find('\n').unwrap_or(gap.len())]
                )
            }
        }
    }

    /// The line above the one holding byte `at` of a slot's item: inside the item, or the
    /// last line before it.
    pub(super) fn line_above_at(&self, slot: usize, at: u32) -> String {
        let text: &str = &self.slots[slot].text;
        let bytes = text.as_bytes();
        let at = (at as usize).min(bytes.len());
        match memchr::memrchr(b'\n', &bytes[..at]) {
            None => self.line_before_item(slot),
            Some(newline) => {
                let start = memchr::memrchr(b'\n', &bytes[..newline]).map_or(0, |i| i + 1);
                text[start..newline].to_owned()
            }
        }
    }

    /// The last line before a slot's item (the line above its first line).
    fn line_before_item(&self, slot: usize) -> String {
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
