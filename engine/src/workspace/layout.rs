//! Laying a text out into items (split, headers, line counts; in parallel for a big text) and
//! re-splitting after an edit: only from the item before the edit to the first item start
//! that lines up again.

use std::ops::Range;
use std::sync::Arc;

use rayon::prelude::*;
use salsa::{Durability, Setter};

use super::*;

impl Workspace {
    pub(super) fn open(&mut self, path: &str, text: Text) -> FileState {
        let input = SourceFile::builder(path.to_owned(), Arc::from([]))
            .durability(STRUCTURE)
            .new(&self.db);
        // Each item's salsa input is made as the layout makes the item (salsa's inputs
        // can be made from several handles at once); serials are the items' positions,
        // as making them one by one would give.
        let (lead, slots) = lay_out_into(&text, self.db.clone(), |db, serial, new| {
            slot_of(db, input, serial as u32, new)
        });
        crate::perf::phases::mark("lay out");
        let mut state = FileState {
            input,
            lead,
            slots,
            chunks: Vec::new(),
            next_serial: 0,
            text: OnceLock::from(text),
            fingerprint: None,
            metadata_index: OnceLock::new(),
            located: Mutex::default(),
            changed_since_report: usize::MAX.into(),
        };
        state.next_serial = state.slots.len() as u32;
        let make_chunk = |db: &mut Database, run: &[Slot]| {
            let (items, context) = chunk_fields(run);
            let input = Chunk::builder(items, context)
                .durability(STRUCTURE)
                .new(&*db);
            ChunkState::of(input, run)
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
        crate::perf::phases::mark("salsa inputs");
        state
    }

    pub(super) fn new_slot(&self, state: &mut FileState, new: NewItem) -> Slot {
        let serial = state.next_serial;
        state.next_serial += 1;
        slot_of(&self.db, state.input, serial, new)
    }

    pub(super) fn edit_state(
        &mut self,
        state: &mut FileState,
        range: Range<usize>,
        replacement: &str,
    ) -> Result<(), String> {
        let len = state.text_len();
        if range.start > range.end || range.end > len {
            return Err(format!(
                "edit {}..{} is outside the text (0..{len})",
                range.start, range.end
            ));
        }
        let n = state.slots.len();
        // Re-split from the item before the edit: the splitter's state is fresh at every
        // item start, and every byte before the edit is unchanged, so splitting from
        // there gives what splitting the whole text would.
        // From the first slot, the region takes the lead in too (it starts at 0).
        let (first, region_start) = match state.slot_at(range.start) {
            None | Some((0 | 1, _)) => (0, 0),
            Some((i, start)) => (i - 1, start - state.slots[i - 1].len()),
        };
        let mut end = state.slot_at(range.end).map_or(0, |(i, _)| i + 1);
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
        state.fingerprint = None;
        Ok(())
    }

    /// Puts `items` in place of the slots `old`, reusing their salsa inputs where the kind
    /// matches, setting only fields that changed.
    pub(super) fn replace_slots(
        &mut self,
        state: &mut FileState,
        old: Range<usize>,
        lead: Option<SharedText>,
        items: Vec<NewItem>,
    ) {
        if let Some(lead) = lead {
            state.lead = lead;
        }
        let changed = state.changed_since_report.get_mut();
        *changed = changed.saturating_add(old.len().max(items.len()));
        // The same number of items (a body edited): updated in place, so the slots after them
        // are not moved (a `drain` and `splice` moved the whole tail: 5,000 slots per edit).
        let in_place = old.len() == items.len();
        let mut reused: Vec<Slot> = if in_place {
            Vec::new()
        } else {
            state.slots.drain(old.clone()).collect()
        };
        let reused_slots: &mut [Slot] = if in_place {
            &mut state.slots[old.clone()]
        } else {
            &mut reused
        };
        let mut fresh = Vec::with_capacity(if in_place { 0 } else { items.len() });
        let mut same_items = reused_slots.len() == items.len();
        // A context item's text lives in its chunk's context list, refreshed by `rechunk`.
        let mut context_changed = false;
        let mut mismatched = Vec::new();
        for (k, new) in items.into_iter().enumerate() {
            match reused_slots.get_mut(k).filter(|slot| slot.kind == new.kind) {
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
                    let updated = Slot {
                        item,
                        kind: slot.kind,
                        serial: slot.serial,
                        text: new.text,
                        gap_len: new.gap_len,
                        newlines: new.newlines,
                    };
                    if in_place {
                        *slot = updated;
                    } else {
                        fresh.push(NewSlot::Kept(updated));
                    }
                }
                None => {
                    same_items = false;
                    if in_place {
                        mismatched.push((k, new));
                    } else {
                        fresh.push(NewSlot::Made(new));
                    }
                }
            }
        }
        for (k, new) in mismatched {
            let slot = self.new_slot(state, new);
            state.slots[old.start + k] = slot;
        }
        let new_len = if in_place {
            old.len()
        } else {
            reused.clear();
            let fresh: Vec<Slot> = fresh
                .into_iter()
                .map(|s| match s {
                    NewSlot::Kept(slot) => slot,
                    NewSlot::Made(new) => self.new_slot(state, new),
                })
                .collect();
            let n = fresh.len();
            state.slots.splice(old.start..old.start, fresh);
            n
        };
        if !same_items || context_changed {
            state.metadata_index = OnceLock::new();
            self.rechunk(state, old, new_len);
        } else {
            remeasure_chunks(state, old);
        }
    }

    /// Re-forms the chunks that held the slots `old` (old numbering), now `new_len` slots.
    pub(super) fn rechunk(&mut self, state: &mut FileState, old: Range<usize>, new_len: usize) {
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
            replacement.push(ChunkState::of(input, piece));
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

/// Sums again the chunks holding the slots `changed`, updated in place (their chunks are
/// not re-formed: the items are the same).
fn remeasure_chunks(state: &mut FileState, changed: Range<usize>) {
    let mut start = 0;
    for chunk in &mut state.chunks {
        let end = start + chunk.len;
        if changed.start < end && changed.end > start {
            chunk.remeasure(&state.slots[start..end]);
        }
        start = end;
    }
}

impl FileState {
    /// The length of the text: the lead and every chunk's bytes.
    pub(super) fn text_len(&self) -> usize {
        self.lead.len() + self.chunks.iter().map(|c| c.bytes as usize).sum::<usize>()
    }

    /// The slot holding byte `offset` (the last one starting at or before it) and its start;
    /// `None` for the lead. Whole chunks are stepped over by their byte counts, so an edit
    /// reads a few dozen slots, not all of them (summing 5,000 slots' lengths was most of an
    /// edit's time, each a cache miss after a large text was read).
    pub(super) fn slot_at(&self, offset: usize) -> Option<(usize, usize)> {
        let n = self.slots.len();
        let mut start = self.lead.len();
        if n == 0 || offset < start {
            return None;
        }
        let mut slot = 0;
        for chunk in &self.chunks {
            // The next chunk's first slot starts at or before `offset`: the answer is there
            // or later (and a slot is left to end on).
            if start + chunk.bytes as usize > offset || slot + chunk.len >= n {
                break;
            }
            start += chunk.bytes as usize;
            slot += chunk.len;
        }
        while slot + 1 < n && start + self.slots[slot].len() <= offset {
            start += self.slots[slot].len();
            slot += 1;
        }
        Some((slot, start))
    }

    pub(super) fn text(&self) -> Text {
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
    pub(super) fn text_of_slots(&self, lead: bool, slots: Range<usize>) -> String {
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
    pub(super) fn pieces(&self) -> impl DoubleEndedIterator<Item = &str> {
        std::iter::once(&*self.lead)
            .chain(self.slots.iter().flat_map(|slot| [&*slot.text, slot.gap()]))
    }
}

/// Splits a text into the lead (trivia before the first item) and its items, computing
/// what salsa will be given.
pub(super) fn lay_out(text: &Text) -> (SharedText, Vec<NewItem>) {
    lay_out_into(text, (), |_, _, new| new)
}

/// [`lay_out`], turning each item into what the caller keeps (`finish(state, index,
/// item)`, with a clone of `state` per rayon job) as it is made, so a list of
/// [`NewItem`]s never exists beside the caller's list.
pub(super) fn lay_out_into<S, T>(
    text: &Text,
    state: S,
    finish: impl Fn(&mut S, usize, NewItem) -> T + Sync,
) -> (SharedText, Vec<T>)
where
    S: Clone + Send,
    T: Send,
{
    let (slices, lines_before, total_lines) = split_in_parallel(text);
    crate::perf::phases::mark("split");
    let len = text.len() as u32;
    let lead_end = slices.first().map_or(len, |s| s.range.start);
    let lead = SharedText::new(text.clone(), 0..lead_end);
    let make = |state: &mut S, k: usize| {
        // Items come in order, but far apart in a text bigger than the caches: ask for the
        // ends of an item a few ahead now, so its misses overlap this item's work.
        if let Some(ahead) = slices.get(k + PREFETCH_AHEAD) {
            crate::perf::prefetch(text.as_bytes(), ahead.range.start as usize);
            crate::perf::prefetch(text.as_bytes(), ahead.range.end as usize);
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
pub(super) fn split_in_parallel(text: &str) -> (Vec<ir::ItemSlice>, Vec<u32>, u32) {
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

pub(super) fn count_newlines(text: &str) -> u32 {
    memchr::memchr_iter(b'\n', text.as_bytes()).count() as u32
}

/// The smallest edit turning a file's text into `new`: (range of the old text, range of
/// `new` replacing it), or `None` when they are equal. Compares the old text whole when it
/// is at hand, else piece by piece (the old text is never assembled).
///
/// Watch mode's saves after the first go through the old text's fingerprint instead, which
/// reads the new text only ([`super::fingerprint`]). Here the common prefix and the common
/// suffix of a large text are measured at once on two threads (each reads its half of both
/// texts: memory bandwidth, not instructions, is the cost), each piece first as one `memcmp`.
pub(super) fn difference(state: &FileState, new: &str) -> Option<(Range<usize>, Range<usize>)> {
    let b = new.as_bytes();
    // The old text whole, when the last `set_file` left it (watch mode's every save after the
    // first): one comparison from each end, not one per item and gap.
    let whole = state.text.get().map(|t| t.as_bytes());
    let old_len: usize = match whole {
        Some(old) => old.len(),
        None => state.pieces().map(str::len).sum(),
    };
    let common = old_len.min(b.len());
    let prefix_of = || {
        if let Some(old) = whole {
            return common_prefix(old, b);
        }
        let mut prefix = 0;
        for piece in state.pieces() {
            let piece = piece.as_bytes();
            if b.get(prefix..prefix + piece.len()) == Some(piece) {
                prefix += piece.len();
                continue;
            }
            prefix += common_prefix(piece, &b[prefix.min(b.len())..]);
            break;
        }
        prefix
    };
    // The whole common suffix (capped by the shorter text); clamped below so that it does not
    // overlap the prefix, which is what measuring it after the prefix would give.
    let suffix_of = || {
        if let Some(old) = whole {
            return common_suffix(old, b);
        }
        let mut suffix = 0;
        for piece in state.pieces().rev() {
            let piece = piece.as_bytes();
            let room = common - suffix;
            if piece.len() <= room && b[b.len() - suffix - piece.len()..b.len() - suffix] == *piece
            {
                suffix += piece.len();
                continue;
            }
            suffix += common_suffix(piece, &b[..b.len() - suffix]).min(room);
            break;
        }
        suffix
    };
    let (prefix, suffix) = if common >= PARALLEL_DIFF_MIN && rayon::current_num_threads() > 1 {
        rayon::join(prefix_of, suffix_of)
    } else {
        let prefix = prefix_of();
        if prefix == old_len && prefix == b.len() {
            return None;
        }
        (prefix, suffix_of())
    };
    edit_between(prefix, suffix.min(common - prefix), old_len, new)
}

/// The edit between a text of `old_len` bytes and `new`, given their common prefix and a
/// common suffix that does not overlap it: `None` when the texts are equal.
pub(super) fn edit_between(
    mut prefix: usize,
    mut suffix: usize,
    old_len: usize,
    new: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if prefix == old_len && prefix == new.len() {
        return None;
    }
    // Whole characters only (the pieces themselves are cut at ASCII bytes).
    while !new.is_char_boundary(prefix) {
        prefix -= 1;
    }
    while !new.is_char_boundary(new.len() - suffix) {
        suffix -= 1;
    }
    Some((prefix..old_len - suffix, prefix..new.len() - suffix))
}

/// Texts at least this long are compared from both ends at once.
const PARALLEL_DIFF_MIN: usize = 1 << 20;

/// Length of the common prefix, comparing 4 KiB blocks first (one `memcmp` call each), then
/// 64-byte ones.
pub(super) fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut i = 0;
    while i + 4096 <= n && a[i..i + 4096] == b[i..i + 4096] {
        i += 4096;
    }
    while i + 64 <= n && a[i..i + 64] == b[i..i + 64] {
        i += 64;
    }
    i + a[i..n]
        .iter()
        .zip(&b[i..n])
        .take_while(|(x, y)| x == y)
        .count()
}

/// Length of the common suffix, comparing 4 KiB blocks first, then 64-byte ones.
pub(super) fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let (a, b) = (&a[a.len() - n..], &b[b.len() - n..]);
    let mut i = 0;
    while i + 4096 <= n && a[n - i - 4096..n - i] == b[n - i - 4096..n - i] {
        i += 4096;
    }
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
pub(super) fn chunk_fields(slots: &[Slot]) -> (Arc<[Option<Item>]>, Arc<[ContextItem]>) {
    let items = slots.iter().map(|s| s.item).collect();
    // Sized up front (a filtered iterator would grow a list by doubling before the copy
    // into the `Arc`).
    let in_context = || slots.iter().filter(|s| s.kind != ItemKind::Define);
    let mut context = Vec::with_capacity(in_context().count());
    context.extend(in_context().map(|s| (s.serial, s.text.clone(), s.kind)));
    (items, context.into())
}

/// A slot, and the salsa input behind it if it is a function.
pub(super) fn slot_of(db: &Database, file: SourceFile, serial: u32, new: NewItem) -> Slot {
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

/// A slot of [`Workspace::replace_slots`]' new run: an old one updated, or an item to make
/// one for (after the old slots are no longer borrowed).
enum NewSlot {
    Kept(Slot),
    Made(NewItem),
}
