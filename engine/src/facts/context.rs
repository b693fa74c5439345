//! Laying out the context items in one text and parsing them in pieces on rayon's threads.

use super::*;

/// One piece's parser (and so its arena) while its items are parsed; the arena is given
/// to the module's list of arenas (at the index its items name) when the piece ends.
pub(super) struct PieceArena<'s, 'a> {
    pub(super) index: u32,
    pub(super) parser: ir::ItemParser<'a>,
    pub(super) sink: &'s Mutex<Vec<ir::Arena>>,
}

impl Drop for PieceArena<'_, '_> {
    fn drop(&mut self) {
        let mut arena = std::mem::take(self.parser.arena());
        arena.shrink_to_fit();
        let mut sink = self.sink.lock().unwrap_or_else(|e| e.into_inner());
        sink[self.index as usize] = arena;
    }
}

/// `f` as a closure over one parser state `P` whose lifetimes are those of the items
/// (a closure's own `&mut P<'_>` parameter would take any lifetime instead).
pub(super) fn on_items<P, R, F: Fn(&mut P, &u32) -> R>(f: F) -> F {
    f
}

/// The laid items' texts, each followed by a newline, in one allocation of `len` bytes
/// (their total): the context text is made once and never copied again. `origins[i]` is
/// where item `i` starts; `line(i)` is its text, `None` for an item left out (which takes no
/// room). Copied in pieces on rayon's threads when `parallel` (a module's context is about
/// a megabyte, written to fresh pages).
pub(super) fn lines_of<'a>(
    parallel: bool,
    len: usize,
    origins: &[(u32, u32, u32)],
    line: impl Fn(usize) -> Option<&'a str> + Sync,
) -> Arc<str> {
    use rayon::prelude::*;
    /// Items copied by one task.
    const ITEMS_PIECE: usize = 2048;
    let mut buffer: Arc<[std::mem::MaybeUninit<u8>]> = Arc::new_uninit_slice(len);
    let mut rest = Arc::get_mut(&mut buffer).expect("a fresh Arc is unique");
    // (first item, its bytes) of each piece, cut from the buffer by the pieces' starts.
    let mut pieces = Vec::with_capacity(origins.len().div_ceil(ITEMS_PIECE));
    for first in (0..origins.len()).step_by(ITEMS_PIECE) {
        let end = origins
            .get(first + ITEMS_PIECE)
            .map_or(len, |&(at, _, _)| at as usize);
        let (slots, after) = rest.split_at_mut(end - origins[first].0 as usize);
        pieces.push((first, slots));
        rest = after;
    }
    assert!(rest.is_empty(), "the lines fill the buffer exactly");
    let copy = |(first, slots): (usize, &mut [std::mem::MaybeUninit<u8>])| {
        let items = first..(first + ITEMS_PIECE).min(origins.len());
        let mut at = 0;
        for index in items.clone() {
            if index + PREFETCH_AHEAD < items.end {
                if let Some(ahead) = line(index + PREFETCH_AHEAD) {
                    crate::perf::prefetch(ahead.as_bytes(), 0);
                }
            }
            let Some(text) = line(index) else { continue };
            let end = at + text.len();
            for (slot, &byte) in slots[at..end].iter_mut().zip(text.as_bytes()) {
                slot.write(byte);
            }
            slots[end].write(b'\n');
            at = end + 1;
        }
        assert_eq!(at, slots.len(), "a piece's lines fill its bytes exactly");
    };
    if parallel && pieces.len() > 1 {
        pieces.into_par_iter().for_each(copy);
    } else {
        pieces.into_iter().for_each(copy);
    }
    // SAFETY: the pieces cover the buffer, and each piece's bytes were all written above
    // (the assertion in `copy`).
    let bytes: Arc<[u8]> = unsafe { buffer.assume_init() };
    debug_assert!(std::str::from_utf8(&bytes).is_ok());
    // SAFETY: `str` and `[u8]` have the same layout, and the bytes are UTF-8: whole `str`s
    // and ASCII newlines.
    unsafe { Arc::from_raw(Arc::into_raw(bytes) as *const str) }
}
