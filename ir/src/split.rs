//! Splitter: cuts module text into top-level items with one byte scan.
//!
//! It tracks `{`/`}` depth, string literals and `;` comments, so a body
//! never splits. At depth 0 a line whose first byte (column 0) can start an
//! item begins a new item. Recovery: at depth > 0 a column-0 line that
//! starts with an unmistakable item keyword (`define `, `declare `,
//! `attributes `, `@`, `!`, …) force-splits, so a truncated or unbalanced
//! item does not swallow the rest of the module.

use super::ast::ItemKind;
use std::ops::Range;

/// One top-level item: its kind (guessed from its first bytes) and absolute
/// byte range (trailing whitespace and comments excluded).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ItemSlice {
    pub kind: ItemKind,
    pub range: Range<u32>,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

/// Bytes that, at column 0 and depth 0, continue the previous item rather
/// than start a new one.
fn continues_item(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t'
            | b'\r'
            | b'\n'
            | 0x0c
            | b';'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'['
            | b']'
            | b'<'
            | b'>'
            | b','
            | b'*'
            | b'|'
    )
}

/// Column-0 prefixes that force a split even inside an open bracket.
/// Dispatches on the first byte: this runs for every line of every body.
#[inline(always)]
fn forces_split(rest: &[u8]) -> bool {
    let Some(&first) = rest.first() else {
        return false;
    };
    match first {
        b'@' | b'!' | b'^' | b'$' => true,
        b'd' => rest.starts_with(b"define ") || rest.starts_with(b"declare "),
        b'a' => rest.starts_with(b"attributes "),
        b't' => rest.starts_with(b"target "),
        b's' => rest.starts_with(b"source_filename"),
        b'm' => rest.starts_with(b"module asm"),
        b'u' => rest.starts_with(b"uselistorder"),
        _ => false,
    }
}

/// Classifies an item from its first bytes.
pub fn classify(rest: &[u8]) -> ItemKind {
    let word_end = rest
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_'))
        .unwrap_or(rest.len());
    let word = &rest[..word_end];
    match rest.first() {
        Some(b'%') => return ItemKind::TypeDef,
        Some(b'@') => return ItemKind::GlobalValue,
        Some(b'$') => return ItemKind::Comdat,
        Some(b'^') => return ItemKind::Summary,
        Some(b'!') => {
            return match rest.get(1) {
                Some(b) if b.is_ascii_digit() => ItemKind::Metadata,
                _ => ItemKind::NamedMetadata,
            }
        }
        _ => {}
    }
    match word {
        b"define" => ItemKind::Define,
        b"declare" => ItemKind::Declare,
        b"attributes" => ItemKind::AttrGroup,
        b"source_filename" => ItemKind::SourceFilename,
        b"module" => ItemKind::ModuleAsm,
        b"uselistorder" | b"uselistorder_bb" => ItemKind::UseListOrder,
        b"target" => {
            let after = rest[word_end..].trim_ascii_start();
            if after.starts_with(b"datalayout") {
                ItemKind::DataLayout
            } else if after.starts_with(b"triple") {
                ItemKind::Triple
            } else {
                ItemKind::Unknown
            }
        }
        _ => ItemKind::Unknown,
    }
}

/// Splits `text` into top-level items.
pub fn split_items(text: &str) -> Vec<ItemSlice> {
    split_bytes(text.as_bytes())
}

/// [`split_items`] on raw bytes (never panics, any input).
pub fn split_bytes(b: &[u8]) -> Vec<ItemSlice> {
    split_impl::<false>(b, &mut Vec::new(), 0).0
}

/// [`split_items`], counting newlines on the way (the scan stops at every one
/// anyway, so a separate counting pass over the text would be wasted): the items,
/// the number of newlines before each item's start, and the text's newlines.
pub fn split_counting_lines(text: &str) -> (Vec<ItemSlice>, Vec<u32>, u32) {
    split_counting_lines_in(text, text.len())
}

/// [`split_counting_lines`] of a piece of a text `whole` bytes long, whose lists
/// get room for the whole text's items (the others' items are appended to them).
pub fn split_counting_lines_in(text: &str, whole: usize) -> (Vec<ItemSlice>, Vec<u32>, u32) {
    let mut lines = Vec::new();
    let (items, total) = split_impl::<true>(text.as_bytes(), &mut lines, whole);
    (items, lines, total)
}

/// Where the interesting bytes of a 64-byte block are: bit `k` of a mask is byte `k`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Masks {
    newline: u64,
    /// The bytes to visit: quotes, `;`, `{` and `}` (they change the scanner's state), and
    /// line starts (the byte before is a newline) other than a space or a newline (the
    /// lines that may start an item).
    events: u64,
}

/// Computes a block's [`Masks`] from `window`: the byte before the block (a newline
/// at the start of the text), then the block's 64 bytes. (Line starts come from the
/// window shifted by one byte rather than from shifting the newline mask, which
/// LLVM turns into a byte-by-byte rebuild of the mask.)
trait Classify: Copy {
    fn masks(self, window: &[u8; 65]) -> Masks;
}

/// Byte by byte; the reference the vector versions are tested against.
#[derive(Clone, Copy)]
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
struct Scalar;

impl Classify for Scalar {
    fn masks(self, window: &[u8; 65]) -> Masks {
        let mut m = Masks::default();
        for (k, pair) in window.windows(2).enumerate() {
            let bit = 1u64 << k;
            let (before, c) = (pair[0], pair[1]);
            match c {
                b'\n' => m.newline |= bit,
                b'"' | b';' | b'{' | b'}' => m.events |= bit,
                _ => {}
            }
            if before == b'\n' && c != b' ' && c != b'\n' {
                m.events |= bit;
            }
        }
        m
    }
}

/// A later part of a block's mask, hidden from LLVM: seeing the parts as vectors of bits,
/// it would join them into one and then test, count and shift that lane by lane (several
/// times the cost of the whole scan). Hiding all but the first part is enough.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn opaque(part: usize, mask: u64) -> u64 {
    if part == 0 {
        mask
    } else {
        std::hint::black_box(mask)
    }
}

/// SSE2, part of the x86_64 baseline.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
struct Sse2;

#[cfg(target_arch = "x86_64")]
impl Classify for Sse2 {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn masks(self, window: &[u8; 65]) -> Masks {
        use std::arch::x86_64::*;
        let mut m = Masks::default();
        for k in 0..4 {
            let at = 16 * k;
            let (chunk, before) = (&window[at + 1..at + 17], &window[at..at + 16]);
            // SAFETY: SSE2 is part of the x86_64 baseline; `chunk` and `before` are 16
            // readable bytes each and the loads are unaligned.
            let (newline, events) = unsafe {
                let v = _mm_loadu_si128(chunk.as_ptr().cast::<__m128i>());
                let w = _mm_loadu_si128(before.as_ptr().cast::<__m128i>());
                // A macro, not a closure: a closure would not inline the intrinsics.
                macro_rules! eq {
                    ($v:expr, $c:expr) => {
                        _mm_cmpeq_epi8($v, _mm_set1_epi8($c as i8))
                    };
                }
                let newline = eq!(v, b'\n');
                let quote = eq!(v, b'"');
                let braces = _mm_or_si128(eq!(v, b'{'), eq!(v, b'}'));
                let special = _mm_or_si128(_mm_or_si128(quote, eq!(v, b';')), braces);
                let blank = _mm_or_si128(newline, eq!(v, b' '));
                let starts = _mm_andnot_si128(blank, eq!(w, b'\n'));
                (
                    _mm_movemask_epi8(newline) as u16,
                    _mm_movemask_epi8(_mm_or_si128(special, starts)) as u16,
                )
            };
            m.newline |= opaque(k, newline as u64) << at;
            m.events |= opaque(k, events as u64) << at;
        }
        m
    }
}

#[cfg(target_arch = "x86_64")]
use super::cpu::Avx2;

#[cfg(target_arch = "x86_64")]
impl Classify for Avx2 {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn masks(self, window: &[u8; 65]) -> Masks {
        use std::arch::x86_64::*;
        let mut m = Masks::default();
        for k in 0..2 {
            let at = 32 * k;
            let (chunk, before) = (&window[at + 1..at + 33], &window[at..at + 32]);
            // SAFETY: an `Avx2` proves that the CPU has AVX2; `chunk` and `before` are 32
            // readable bytes each and the loads are unaligned.
            let (newline, events) = unsafe {
                let v = _mm256_loadu_si256(chunk.as_ptr().cast::<__m256i>());
                let w = _mm256_loadu_si256(before.as_ptr().cast::<__m256i>());
                macro_rules! eq {
                    ($v:expr, $c:expr) => {
                        _mm256_cmpeq_epi8($v, _mm256_set1_epi8($c as i8))
                    };
                }
                let newline = eq!(v, b'\n');
                let quote = eq!(v, b'"');
                let braces = _mm256_or_si256(eq!(v, b'{'), eq!(v, b'}'));
                let special = _mm256_or_si256(_mm256_or_si256(quote, eq!(v, b';')), braces);
                let blank = _mm256_or_si256(newline, eq!(v, b' '));
                let starts = _mm256_andnot_si256(blank, eq!(w, b'\n'));
                (
                    _mm256_movemask_epi8(newline) as u32,
                    _mm256_movemask_epi8(_mm256_or_si256(special, starts)) as u32,
                )
            };
            m.newline |= opaque(k, newline as u64) << at;
            m.events |= opaque(k, events as u64) << at;
        }
        m
    }
}

/// The splitter; with `LINES`, pushes to `lines` the newlines before each item's
/// start and returns the total (0 without), with room reserved for the items of a
/// text `room_for` bytes long.
fn split_impl<const LINES: bool>(
    b: &[u8],
    lines: &mut Vec<u32>,
    room_for: usize,
) -> (Vec<ItemSlice>, u32) {
    #[cfg(target_arch = "x86_64")]
    {
        if let Some(avx2) = Avx2::detect() {
            // SAFETY: `avx2` proves that the CPU has AVX2, POPCNT and BMI1.
            return unsafe { split_avx2::<LINES>(b, lines, room_for, avx2) };
        }
        scan::<LINES, _>(b, lines, room_for, Sse2)
    }
    #[cfg(not(target_arch = "x86_64"))]
    scan::<LINES, _>(b, lines, room_for, Scalar)
}

/// [`scan`] compiled for AVX2 (and POPCNT and BMI1 for the masks' bit counts and walks).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1")]
fn split_avx2<const LINES: bool>(
    b: &[u8],
    lines: &mut Vec<u32>,
    room_for: usize,
    avx2: Avx2,
) -> (Vec<ItemSlice>, u32) {
    scan::<LINES, _>(b, lines, room_for, avx2)
}

/// The scan, 64-byte block by block: the block's masks give every byte that can change
/// the state (quotes, `;`, braces) and every line start whose first byte is not a
/// space or a newline (those lines never start an item), and only those are visited,
/// in order. A string or comment jumps past its end. Where an item ends (its last
/// significant byte) is worked out backwards when the next one starts ([`item_end`]),
/// so lines inside bodies cost nothing.
#[cfg_attr(not(debug_assertions), inline(always))]
fn scan<const LINES: bool, C: Classify>(
    b: &[u8],
    lines: &mut Vec<u32>,
    room_for: usize,
    classify_block: C,
) -> (Vec<ItemSlice>, u32) {
    let n = b.len().min(u32::MAX as usize);
    let b = &b[..n];
    let mut out = Vec::new();
    if LINES {
        // A whole module (items of a few hundred bytes on average): room from the start
        // saves copying (and first touching) every smaller list on the way; the pages
        // of room left unused are never touched.
        out.reserve(room_for / 512 + 8);
        lines.reserve(room_for / 512 + 8);
    }
    let mut depth: u32 = 0;
    // Current item: (start, newlines before it).
    let mut cur: Option<(usize, u32)> = None;
    // The last comment's `;` (a line has at most one).
    let mut last_comment = usize::MAX;
    let close = |out: &mut Vec<ItemSlice>,
                 lines: &mut Vec<u32>,
                 (s, before): (usize, u32),
                 end: usize,
                 end_before: u32,
                 last_comment: usize| {
        let e = item_end(b, s, end, end_before - before, last_comment);
        if e > s {
            out.push(ItemSlice {
                kind: classify(&b[s..e]),
                range: s as u32..e as u32,
            });
            if LINES {
                lines.push(before);
            }
        }
    };
    let mut base = 0;
    // Newlines in `b[..base]`.
    let mut newlines: u32 = 0;
    'blocks: while base < n {
        let window = base.checked_sub(1).and_then(|w| b.get(w..base + 64));
        let m = match window {
            Some(window) => classify_block.masks(window.try_into().unwrap_or(&[0; 65])),
            None => {
                // The first or the last block: the text start reads as after a newline,
                // and the bytes past the end as NULs, which are nothing (below the end).
                let mut padded = [0u8; 65];
                padded[0] = base.checked_sub(1).map_or(b'\n', |w| b[w]);
                let end = n.min(base + 64);
                padded[1..1 + end - base].copy_from_slice(&b[base..end]);
                let mut m = classify_block.masks(&padded);
                if end - base < 64 {
                    m.events &= (1u64 << (end - base)) - 1;
                }
                m
            }
        };
        let mut events = m.events;
        while events != 0 {
            let off = events.trailing_zeros() as usize;
            events &= events - 1;
            let p = base + off;
            let c = b[p];
            // A line start (the events' other kind: quotes, `;` and braces).
            if p == 0 || b[p - 1] == b'\n' {
                let starts_item = if depth == 0 {
                    !continues_item(c)
                } else {
                    forces_split(&b[p..])
                };
                // Leading continuation bytes with no item yet (e.g. a stray `}`) start
                // an item so they get reported. Like every item start it resets the
                // depth, so no item's extent depends on the bytes before it (the
                // workspace re-splits edited regions on its own and relies on that).
                if starts_item || (cur.is_none() && !is_space(c) && c != b';') {
                    let before = newlines + (m.newline & ((1u64 << off) - 1)).count_ones();
                    if let Some(item) = cur {
                        close(&mut out, lines, item, p, before, last_comment);
                    }
                    depth = 0;
                    cur = Some((p, before));
                }
            }
            // Where to go on after a string or comment.
            let resume = match c {
                b'"' => {
                    // A string ends at the next quote or, for recovery, a newline
                    // (strings are short: a byte loop).
                    let mut j = p + 1;
                    while j < n && b[j] != b'"' && b[j] != b'\n' {
                        j += 1;
                    }
                    if j < n && b[j] == b'"' {
                        j + 1
                    } else {
                        j
                    }
                }
                b';' => {
                    last_comment = p;
                    let next = m.newline & (!0u64 << off);
                    if next != 0 {
                        base + next.trailing_zeros() as usize
                    } else {
                        let from = (base + 64).min(n);
                        memchr::memchr(b'\n', &b[from..]).map_or(n, |k| from + k)
                    }
                }
                b'{' => {
                    depth += 1;
                    continue;
                }
                b'}' => {
                    depth = depth.saturating_sub(1);
                    continue;
                }
                _ => continue,
            };
            if resume < base + 64 {
                events &= !0u64 << (resume - base);
            } else {
                // No newline lies in [p, resume): the strings and comments end at one.
                newlines += (m.newline & ((1u64 << off) - 1)).count_ones();
                base = resume;
                continue 'blocks;
            }
        }
        newlines += m.newline.count_ones();
        base += 64;
    }
    if let Some(item) = cur {
        close(&mut out, lines, item, n, newlines, last_comment);
    }
    (out, if LINES { newlines } else { 0 })
}

/// The end of the last significant byte of the item that starts at `s` and runs up to
/// `end` (the next item's start, or the end of the text), holding `newlines` newlines:
/// its last line with anything but spaces before its comment. `last_comment` is the
/// last comment seen before `end`.
#[inline]
fn item_end(b: &[u8], s: usize, end: usize, newlines: u32, last_comment: usize) -> usize {
    let mut hi = end;
    let mut newlines = newlines;
    if b[hi - 1] == b'\n' {
        hi -= 1;
        newlines -= 1;
    }
    // The last line: its comment (if any) is the last one seen.
    let line_start = |hi: usize| memchr::memrchr(b'\n', &b[s..hi]).map_or(s, |k| s + k + 1);
    let mut ls = if newlines == 0 { s } else { line_start(hi) };
    let content = if (ls..hi).contains(&last_comment) {
        last_comment
    } else {
        hi
    };
    let e = trim_end(b, ls, content);
    if e > ls {
        return e;
    }
    // Lines before it (trailing comment-only or blank lines): scanned for their comment.
    while ls > s {
        hi = ls - 1;
        ls = line_start(hi);
        let e = trim_end(b, ls, comment_start(b, ls, hi));
        if e > ls {
            return e;
        }
    }
    s
}

fn trim_end(b: &[u8], ls: usize, mut e: usize) -> usize {
    while e > ls && is_space(b[e - 1]) {
        e -= 1;
    }
    e
}

/// Where the line `b[ls..hi]` (no newline inside) has its comment, or `hi`.
fn comment_start(b: &[u8], ls: usize, hi: usize) -> usize {
    // Mostly a line with no `;` at all (a global before a comment line).
    let Some(semi) = memchr::memchr(b';', &b[ls..hi]) else {
        return hi;
    };
    if memchr::memchr(b'"', &b[ls..ls + semi]).is_none() {
        return ls + semi;
    }
    let mut i = ls;
    while i < hi {
        match b[i] {
            b';' => return i,
            b'"' => {
                i += 1;
                while i < hi && b[i] != b'"' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    hi
}

#[cfg(test)]
mod tests {
    use super::*;

    // The splitter as it was before the block scan: the reference it is held to.
    const C_NONE: u8 = 0;
    const C_NL: u8 = 1;
    const C_QUOTE: u8 = 2;
    const C_SEMI: u8 = 3;
    const C_OPEN: u8 = 4;
    const C_CLOSE: u8 = 5;

    /// Only these bytes change the scanner state; everything else is skipped
    /// in a tight loop. Only braces count for depth: multi-line `(`/`[` lists
    /// continue on indented lines anyway, and ignoring them keeps the hot loop
    /// short and makes an unbalanced `(` harmless.
    static CLASS: [u8; 256] = {
        let mut t = [C_NONE; 256];
        t[b'\n' as usize] = C_NL;
        t[b'"' as usize] = C_QUOTE;
        t[b';' as usize] = C_SEMI;
        t[b'{' as usize] = C_OPEN;
        t[b'}' as usize] = C_CLOSE;
        t
    };

    fn skip_boring_scalar(b: &[u8], mut i: usize) -> usize {
        while i < b.len() && CLASS[b[i] as usize] == C_NONE {
            i += 1;
        }
        i
    }

    /// The splitter; with `LINES`, pushes to `lines` the newlines before each item's
    /// start and returns the total (0 without), with room reserved for the items of a
    /// text `room_for` bytes long.
    ///
    /// Significant ends are computed per line: at each newline the line's
    /// content ends at its comment (if any) minus trailing spaces, so the hot
    /// loop only stops at newlines, quotes, `;` and brackets. Every newline is
    /// seen as such exactly once: comments and strings end where one starts.
    fn split_reference<const LINES: bool>(
        b: &[u8],
        lines: &mut Vec<u32>,
        room_for: usize,
    ) -> (Vec<ItemSlice>, u32) {
        let n = b.len().min(u32::MAX as usize);
        let b = &b[..n];
        let mut out = Vec::new();
        if LINES {
            // A whole module (items of a few hundred bytes on average): room from the start
            // saves copying (and first touching) every smaller list on the way; the pages
            // of room left unused are never touched.
            out.reserve(room_for / 512 + 8);
            lines.reserve(room_for / 512 + 8);
        }
        let mut depth: u32 = 0;
        let mut newlines: u32 = 0;
        // Current item: (start, end of last significant byte, newlines before it).
        let mut cur: Option<(usize, usize, u32)> = None;
        let mut line_start = 0usize;
        // Where the current line's comment starts, if it has one.
        let mut comment_at: Option<usize> = None;
        let close =
            |out: &mut Vec<ItemSlice>, lines: &mut Vec<u32>, cur: Option<(usize, usize, u32)>| {
                if let Some((s, e, before)) = cur {
                    if e > s {
                        out.push(ItemSlice {
                            kind: classify(&b[s..e]),
                            range: s as u32..e as u32,
                        });
                        if LINES {
                            lines.push(before);
                        }
                    }
                }
            };
        // Records the significant end of the line [line_start, end).
        let end_line = |cur: &mut Option<(usize, usize, u32)>, line_start: usize, end: usize| {
            let mut e = end;
            while e > line_start && is_space(b[e - 1]) {
                e -= 1;
            }
            if let Some(c) = cur.as_mut() {
                if e > line_start && e > c.1 {
                    c.1 = e;
                }
            }
        };
        let mut i = 0;
        // Line-start decision for the very first line.
        let mut at_line_start = true;
        while i < n {
            if at_line_start {
                at_line_start = false;
                line_start = i;
                comment_at = None;
                let c = b[i];
                let starts = if depth == 0 {
                    !continues_item(c)
                } else {
                    forces_split(&b[i..])
                };
                if starts {
                    close(&mut out, lines, cur.take());
                    depth = 0;
                    cur = Some((i, i, newlines));
                } else if cur.is_none() && !is_space(c) && c != b';' && c != b'\n' {
                    // Leading continuation bytes with no item yet (e.g. a stray
                    // `}`): start an item so they get reported. Like every item
                    // start it resets the depth, so no item's extent depends on
                    // the bytes before it (the workspace re-splits edited regions
                    // on its own and relies on that).
                    depth = 0;
                    cur = Some((i, i, newlines));
                }
            }
            // Skip bytes that do not change state.
            i = skip_boring_scalar(b, i);
            if i >= n {
                break;
            }
            match CLASS[b[i] as usize] {
                C_NL => {
                    end_line(&mut cur, line_start, comment_at.unwrap_or(i));
                    at_line_start = true;
                    if LINES {
                        newlines += 1;
                    }
                    i += 1;
                }
                C_SEMI => {
                    comment_at = Some(i);
                    i = match b[i..].iter().position(|&x| x == b'\n') {
                        Some(p) => i + p,
                        None => n,
                    };
                }
                C_QUOTE => {
                    // A string ends at the next quote or, for recovery, a newline.
                    let mut j = i + 1;
                    while j < n && b[j] != b'"' && b[j] != b'\n' {
                        j += 1;
                    }
                    i = if j < n && b[j] == b'"' { j + 1 } else { j };
                }
                C_OPEN => {
                    depth += 1;
                    i += 1;
                }
                _ => {
                    depth = depth.saturating_sub(1);
                    i += 1;
                }
            }
        }
        if !at_line_start {
            // Last line had no trailing newline.
            end_line(&mut cur, line_start, comment_at.unwrap_or(n).min(n));
        }
        close(&mut out, lines, cur);
        (out, newlines)
    }

    fn kinds(t: &str) -> Vec<(ItemKind, &str)> {
        split_items(t)
            .into_iter()
            .map(|s| (s.kind, &t[s.range.start as usize..s.range.end as usize]))
            .collect()
    }

    #[test]
    fn basic_items() {
        let t = "; ModuleID = 'x'\nsource_filename = \"a.c\"\ntarget datalayout = \"e\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n%T = type { i32,\n  float }\n$c = comdat any\n@g = global i32 0 ; trailing\n@a = alias i32, ptr @g\ndefine void @f() {\nentry:\n  ret void ; }\n}\n\ndeclare void @h()\nattributes #0 = { \"a\"=\"}\" }\n!0 = !{i32 1}\n!llvm.ident = !{!0}\nmodule asm \"x\"\nuselistorder ptr @g, { 1, 0 }\n";
        let k = kinds(t);
        let got: Vec<ItemKind> = k.iter().map(|x| x.0).collect();
        use ItemKind::*;
        assert_eq!(
            got,
            vec![
                SourceFilename,
                DataLayout,
                Triple,
                TypeDef,
                Comdat,
                GlobalValue,
                GlobalValue,
                Define,
                Declare,
                AttrGroup,
                Metadata,
                NamedMetadata,
                ModuleAsm,
                UseListOrder
            ]
        );
        assert_eq!(k[3].1, "%T = type { i32,\n  float }");
        assert_eq!(k[5].1, "@g = global i32 0");
        assert_eq!(k[7].1, "define void @f() {\nentry:\n  ret void ; }\n}");
        assert_eq!(k[9].1, "attributes #0 = { \"a\"=\"}\" }");
        assert_eq!(k[13].1, "uselistorder ptr @g, { 1, 0 }");
        assert_eq!(kinds("@g = global i32 0  ")[0].1, "@g = global i32 0");
    }

    #[test]
    fn brace_on_own_line_continues() {
        let k = kinds("define void @f()\n{\nentry:\n  ret void\n}\n");
        assert_eq!(k.len(), 1);
    }

    #[test]
    fn recovery_on_unbalanced_body() {
        let t = "define void @f() {\nentry:\n  call void @g(\n\ndefine void @h() {\n  ret void\n}\n@x = global i32 0\n";
        let k = kinds(t);
        assert_eq!(k.len(), 3);
        assert_eq!(k[0].1, "define void @f() {\nentry:\n  call void @g(");
        assert_eq!(k[1].0, ItemKind::Define);
        assert_eq!(k[2].0, ItemKind::GlobalValue);
    }

    #[test]
    fn unterminated_string_stops_at_newline() {
        let k = kinds("@s = constant [2 x i8] c\"ab\n@t = global i32 1\n");
        assert_eq!(k.len(), 2);
    }

    #[test]
    fn newline_counts_equal_a_byte_count() {
        let texts = [
            "; c\n\n@g = global i32 0 ; x\n\ndefine void @f() {\n  ret void ; }\n}\n\n!0 = !{!\"a\nb\"}\n",
            "@s = constant [2 x i8] c\"ab\n@t = global i32 1",
            "define void @f() {\nentry:\n  call void @g(\n\ndefine void @h() {\n}\n;;\n",
            "\n\n\n",
            "",
            "\u{1}junk\n  \n}\n@x = global i32 0\r\n",
        ];
        for text in texts {
            let (items, lines, total) = split_counting_lines(text);
            assert_eq!(items, split_items(text));
            let count = |t: &str| memchr::memchr_iter(b'\n', t.as_bytes()).count() as u32;
            assert_eq!(total, count(text), "{text:?}");
            assert_eq!(lines.len(), items.len());
            for (item, &before) in items.iter().zip(&lines) {
                assert_eq!(
                    before,
                    count(&text[..item.range.start as usize]),
                    "{text:?}"
                );
            }
        }
    }

    /// Pieces that exercise every rule: keywords at column 0, braces, strings and comments
    /// (closed or not), spaces, tabs, carriage returns and other odd bytes.
    const PIECES: &[&str] = &[
        "\n",
        "\n",
        "\n",
        " ",
        "  ",
        "\t",
        "\r",
        "\u{b}",
        "\u{c}",
        "\u{1}",
        "é",
        "{",
        "}",
        "{",
        "}",
        "(",
        ")",
        "\"",
        "\"s;}\"",
        ";",
        "; c {\"",
        "define ",
        "declare ",
        "attributes ",
        "@g",
        "!0",
        "!n",
        "^1",
        "$c",
        "%T",
        "target ",
        "target datalayout",
        "source_filename",
        "module asm",
        "uselistorder",
        "x",
        "entry:",
        "  ret void",
        "= ",
        ",",
        "*",
        "|",
    ];

    /// A text of `len` pieces chosen by a xorshift generator seeded with `seed`.
    fn random_text(seed: u64, len: usize) -> String {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut text = String::new();
        for _ in 0..len {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            text.push_str(PIECES[(x % PIECES.len() as u64) as usize]);
        }
        text
    }

    /// Every classifier's scan against the reference, with and without line counts.
    fn assert_agrees(text: &[u8]) {
        type Split = (Vec<ItemSlice>, u32);
        let mut expected_lines = Vec::new();
        let expected = split_reference::<true>(text, &mut expected_lines, 0);
        let check = |name: &str, got: Split, lines: Vec<u32>| {
            let shown = String::from_utf8_lossy(text);
            assert_eq!(got.0, expected.0, "{name} on {shown:?}");
            // Without line counts, the lines are left empty and the total is 0.
            if !lines.is_empty() || got.1 != 0 {
                assert_eq!(got.1, expected.1, "{name} on {shown:?}");
                assert_eq!(lines, expected_lines, "{name} on {shown:?}");
            }
        };
        let run = |name: &str, scan_with: &dyn Fn(&mut Vec<u32>) -> Split| {
            let mut lines = Vec::new();
            check(name, scan_with(&mut lines), lines);
        };
        run("scalar", &|l| scan::<true, _>(text, l, 0, Scalar));
        run("scalar, no lines", &|l| {
            scan::<false, _>(text, l, 0, Scalar)
        });
        run("dispatch", &|l| split_impl::<true>(text, l, 0));
        #[cfg(target_arch = "x86_64")]
        {
            run("sse2", &|l| scan::<true, _>(text, l, 0, Sse2));
            run("sse2, no lines", &|l| scan::<false, _>(text, l, 0, Sse2));
            if let Some(avx2) = Avx2::detect() {
                // SAFETY: `avx2` proves that the CPU has AVX2, POPCNT and BMI1.
                run("avx2", &|l| unsafe { split_avx2::<true>(text, l, 0, avx2) });
            }
        }
    }

    #[test]
    fn block_scan_agrees_with_the_reference() {
        for seed in 0..3000u64 {
            let text = random_text(seed, (seed % 97) as usize * 3);
            assert_agrees(text.as_bytes());
        }
        // Long texts: strings and comments that run across blocks, long bodies.
        for seed in 0..40u64 {
            assert_agrees(random_text(seed, 4000).as_bytes());
        }
        let long_line = format!(
            "; {}\n@g = \"{}\" ; x\n",
            "a".repeat(300),
            "b;{".repeat(100)
        );
        assert_agrees(long_line.as_bytes());
        assert_agrees(format!("@s = c\"{}", "x".repeat(200)).as_bytes());
        assert_agrees(&[0xff, 0xfe, b'\n', b'"']);
        for text in ["", "\n", " ", "x", "}\n", ";", "\"", "\t\n  \n"] {
            assert_agrees(text.as_bytes());
        }
        // The corpus and, where present, the bench modules.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
        let mut stack = vec![root];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "ll") {
                    assert_agrees(&std::fs::read(&path).unwrap_or_default());
                }
            }
        }
        for name in ["1mb_typed.ll", "1mb_modern.ll"] {
            if let Ok(text) = std::fs::read(format!("/tmp/nvverify-bench/{name}")) {
                assert_agrees(&text);
            }
        }
    }

    #[test]
    fn vector_masks_match_the_scalar_ones() {
        for seed in 0..500u64 {
            let text = random_text(seed, 64);
            let bytes = text.as_bytes();
            for at in (0..bytes.len().saturating_sub(65)).step_by(7) {
                let window: &[u8; 65] = bytes[at..at + 65].try_into().unwrap();
                let expected = Scalar.masks(window);
                #[cfg(target_arch = "x86_64")]
                {
                    assert_eq!(Sse2.masks(window), expected);
                    if let Some(avx2) = Avx2::detect() {
                        assert_eq!(avx2.masks(window), expected);
                    }
                }
                let _ = expected;
            }
        }
    }

    #[test]
    fn junk_is_its_own_item() {
        let k = kinds("\u{1}\u{2}garbage\n@t = global i32 1\n");
        assert_eq!(k[0].0, ItemKind::Unknown);
        assert_eq!(k[1].0, ItemKind::GlobalValue);
        assert!(split_bytes(&[0xff, 0xfe, b'\n', b'"']).len() <= 2);
        assert!(split_items("").is_empty());
        assert!(split_items("; only a comment\n\n").is_empty());
    }
}
