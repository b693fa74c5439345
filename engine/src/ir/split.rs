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

/// First index ≥ `i` holding a byte with a non-`C_NONE` class.
#[inline]
fn skip_boring(b: &[u8], i: usize) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86_64 baseline, so the target
        // feature is always available; the function only reads `b` through
        // bounds-checked slices.
        unsafe { skip_boring_sse2(b, i) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        skip_boring_scalar(b, i)
    }
}

fn skip_boring_scalar(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && CLASS[b[i] as usize] == C_NONE {
        i += 1;
    }
    i
}

/// 16 bytes at a time against the five interesting bytes.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn skip_boring_sse2(b: &[u8], mut i: usize) -> usize {
    use std::arch::x86_64::*;
    let nl = _mm_set1_epi8(b'\n' as i8);
    let quote = _mm_set1_epi8(b'"' as i8);
    let semi = _mm_set1_epi8(b';' as i8);
    let open = _mm_set1_epi8(b'{' as i8);
    let close = _mm_set1_epi8(b'}' as i8);
    while let Some(chunk) = b.get(i..i + 16) {
        // SAFETY: `chunk` is 16 readable bytes; the load is unaligned.
        let v = unsafe { _mm_loadu_si128(chunk.as_ptr().cast::<__m128i>()) };
        let m = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, quote)),
            _mm_or_si128(
                _mm_cmpeq_epi8(v, semi),
                _mm_or_si128(_mm_cmpeq_epi8(v, open), _mm_cmpeq_epi8(v, close)),
            ),
        );
        let mask = _mm_movemask_epi8(m);
        if mask != 0 {
            return i + mask.trailing_zeros() as usize;
        }
        i += 16;
    }
    skip_boring_scalar(b, i)
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

/// The splitter; with `LINES`, pushes to `lines` the newlines before each item's
/// start and returns the total (0 without), with room reserved for the items of a
/// text `room_for` bytes long.
///
/// Significant ends are computed per line: at each newline the line's
/// content ends at its comment (if any) minus trailing spaces, so the hot
/// loop only stops at newlines, quotes, `;` and brackets. Every newline is
/// seen as such exactly once: comments and strings end where one starts.
fn split_impl<const LINES: bool>(
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
        i = skip_boring(b, i);
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn skip_boring_matches_scalar() {
        let t = b"abc def ghi jkl mno pqr stu vwx yz { x } \"q\" ; c\n tail without anything interesting at all ";
        for i in 0..t.len() {
            assert_eq!(skip_boring(t, i), skip_boring_scalar(t, i), "at {i}");
        }
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
