//! Byte offset → 1-based line:column.
//!
//! Columns are counted in **Unicode scalar values (chars)**, 1-based, which is
//! what terminals and most editors show; the byte column is available too.

/// 1-based line and column (column counted in chars).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

/// Start offsets of every line of a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineIndex {
    /// `line_starts[i]` = byte offset of line `i + 1`.
    line_starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut line_starts = Vec::with_capacity(bytes.len() / 32 + 1);
        line_starts.push(0);
        // Word-at-a-time newline search: skip 8 bytes when none is a '\n'.
        let mut i = 0;
        const LO: u64 = 0x0101_0101_0101_0101;
        const HI: u64 = 0x8080_8080_8080_8080;
        const NL: u64 = LO * b'\n' as u64;
        while i + 8 <= bytes.len() {
            let w = u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap_or([0; 8])) ^ NL;
            if (w.wrapping_sub(LO) & !w & HI) == 0 {
                i += 8;
                continue;
            }
            for (j, &b) in bytes[i..i + 8].iter().enumerate() {
                if b == b'\n' {
                    line_starts.push((i + j) as u32 + 1);
                }
            }
            i += 8;
        }
        for (j, &b) in bytes.iter().enumerate().skip(i) {
            if b == b'\n' {
                line_starts.push(j as u32 + 1);
            }
        }
        LineIndex { line_starts }
    }

    /// Number of lines (a trailing newline starts an empty last line).
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// Byte offset where 1-based `line` starts.
    pub fn line_start(&self, line: u32) -> Option<u32> {
        self.line_starts.get(line.checked_sub(1)? as usize).copied()
    }

    /// 1-based line and byte column (1-based) of `offset`.
    pub fn line_col_bytes(&self, offset: u32) -> LineCol {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line.saturating_sub(1)];
        LineCol {
            line: line as u32,
            col: offset - start + 1,
        }
    }

    /// 1-based line and char column of `offset` in `text` (the text this
    /// index was built from). An offset inside a multi-byte char counts that
    /// char as started.
    pub fn line_col(&self, text: &str, offset: u32) -> LineCol {
        let lc = self.line_col_bytes(offset);
        let start = (offset - (lc.col - 1)) as usize;
        let end = (offset as usize).min(text.len());
        LineCol {
            line: lc.line,
            col: chars(&text.as_bytes()[start.min(end)..end]) + 1,
        }
    }
}

/// 1-based line and char column of `offset` in `text` without an index: reads only the
/// bytes before `offset` (for a few positions in a short text, such as one item's).
pub fn line_col_of(text: &str, offset: u32) -> LineCol {
    let before = &text.as_bytes()[..offset as usize];
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |at| at + 1);
    LineCol {
        line: memchr::memchr_iter(b'\n', before).count() as u32 + 1,
        col: chars(&before[line_start..]) + 1,
    }
}

/// Chars in `bytes`: the bytes that are not UTF-8 continuation bytes.
fn chars(bytes: &[u8]) -> u32 {
    bytes.iter().filter(|&&b| (b & 0xC0) != 0x80).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let t = "ab\ncdé f\n\nlast line here";
        let ix = LineIndex::new(t);
        assert_eq!(ix.line_count(), 4);
        assert_eq!(ix.line_col(t, 0), LineCol { line: 1, col: 1 });
        assert_eq!(ix.line_col(t, 3), LineCol { line: 2, col: 1 });
        // 'f' is after "cdé " = 5 bytes, 4 chars
        assert_eq!(ix.line_col(t, 3 + 5), LineCol { line: 2, col: 5 });
        assert_eq!(ix.line_col_bytes(3 + 5), LineCol { line: 2, col: 6 });
        assert_eq!(ix.line_col(t, 11), LineCol { line: 4, col: 1 });
        assert_eq!(ix.line_start(4), Some(11));
        assert_eq!(ix.line_col(t, t.len() as u32).line, 4);
        for offset in 0..=t.len() as u32 {
            if t.is_char_boundary(offset as usize) {
                assert_eq!(
                    line_col_of(t, offset),
                    ix.line_col(t, offset),
                    "at {offset}"
                );
            }
        }
    }
}
