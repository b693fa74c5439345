//! Source files and locations.
//!
//! RON keeps no spans on values, so semantic errors are located by scanning the text: a small
//! scanner (aware of strings, raw strings, chars and comments) finds the offset of each element
//! of a top-level section list (`rules: [ (..), (..) ]`), and a value inside an element is found
//! by searching the element's text for it.

use std::fmt;

/// One diagnostic: `path:line:col: error: message`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Diag {
    pub path: String,
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.path, self.line, self.col, self.msg
        )
    }
}

/// A rule file's text, its display path and the element offsets of its sections.
pub struct Source {
    /// Display path, e.g. `rules/intrinsics.ron`.
    pub path: String,
    pub text: String,
    line_starts: Vec<usize>,
}

impl Source {
    pub fn new(path: impl Into<String>, text: impl Into<String>) -> Source {
        let text = text.into();
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        Source {
            path: path.into(),
            text,
            line_starts,
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let col = self.text[self.line_starts[line]..offset].chars().count() + 1;
        (line + 1, col)
    }

    /// A diagnostic at a byte offset.
    pub fn diag(&self, offset: usize, msg: impl Into<String>) -> Diag {
        let (line, col) = self.line_col(offset);
        Diag {
            path: self.path.clone(),
            line,
            col,
            msg: msg.into(),
        }
    }

    /// Byte offsets of the elements of the top-level section `name` (`name: [ e0, e1, … ]`).
    /// Empty when the section is absent.
    pub fn section_elements(&self, name: &str) -> Vec<(usize, usize)> {
        let toks = tokens(&self.text);
        // Find `name` `:` `[` at depth 1 (inside the file's outer parentheses).
        let mut depth = 0i32;
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            match t.kind {
                Tok::Open => depth += 1,
                Tok::Close => depth -= 1,
                Tok::Ident
                    if depth == 1
                        && &self.text[t.start..t.end] == name
                        && toks.get(i + 1).is_some_and(|t| t.kind == Tok::Colon)
                        && toks.get(i + 2).is_some_and(|t| t.kind == Tok::Open) =>
                {
                    return elements(&toks, i + 2);
                }
                _ => {}
            }
            i += 1;
        }
        Vec::new()
    }

    /// Offset of the first occurrence of `needle` within `span` (as a quoted string literal
    /// first, then as bare text), else `span.0`.
    pub fn find_in(&self, span: (usize, usize), needle: &str) -> usize {
        let hay = &self.text[span.0..span.1.min(self.text.len())];
        let quoted = format!("{needle:?}");
        if let Some(p) = hay.find(&quoted) {
            return span.0 + p;
        }
        if let Some(p) = find_word(hay, needle) {
            return span.0 + p;
        }
        span.0
    }

    /// Offset of the field `field:` within `span`, else `span.0`.
    pub fn find_field(&self, span: (usize, usize), field: &str) -> usize {
        let toks = tokens(&self.text[span.0..span.1.min(self.text.len())]);
        for w in toks.windows(2) {
            if w[0].kind == Tok::Ident
                && &self.text[span.0 + w[0].start..span.0 + w[0].end] == field
                && w[1].kind == Tok::Colon
            {
                return span.0 + w[0].start;
            }
        }
        span.0
    }

    /// Offset of the value of `field:` (its first token) within `span`, else the field or `span.0`.
    pub fn find_field_value(&self, span: (usize, usize), field: &str) -> usize {
        let at = self.find_field(span, field);
        if at == span.0 && !self.text[span.0..].starts_with(field) {
            return at;
        }
        let rest = &self.text[at..span.1.min(self.text.len())];
        match rest.find(':') {
            Some(c) => {
                let after = &rest[c + 1..];
                let ws = after.len() - after.trim_start().len();
                at + c + 1 + ws
            }
            None => at,
        }
    }
}

/// Finds `needle` in `hay` not preceded or followed by an identifier character.
fn find_word(hay: &str, needle: &str) -> Option<usize> {
    if needle.is_empty() {
        return None;
    }
    let is_id = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(p) = hay[from..].find(needle) {
        let at = from + p;
        let before = hay[..at].chars().next_back();
        let after = hay[at + needle.len()..].chars().next();
        if !before.is_some_and(is_id) && !after.is_some_and(is_id) {
            return Some(at);
        }
        from = at + needle.len();
    }
    None
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    Open,
    Close,
    Comma,
    Colon,
    Ident,
    Other,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

/// Tokens of `text` that matter for structure; strings, chars and comments are skipped
/// (a string becomes one `Other` token).
fn tokens(text: &str) -> Vec<Token> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        match c {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    kind: Tok::Other,
                    start,
                    end: i.min(b.len()),
                });
                continue;
            }
            b'r' if matches!(b.get(i + 1), Some(b'#') | Some(b'"')) => {
                let mut j = i + 1;
                let mut hashes = 0;
                while b.get(j) == Some(&b'#') {
                    hashes += 1;
                    j += 1;
                }
                if b.get(j) == Some(&b'"') {
                    j += 1;
                    let close: Vec<u8> = std::iter::once(b'"')
                        .chain(std::iter::repeat_n(b'#', hashes))
                        .collect();
                    while j < b.len() && !b[j..].starts_with(&close) {
                        j += 1;
                    }
                    i = (j + close.len()).min(b.len());
                    out.push(Token {
                        kind: Tok::Other,
                        start,
                        end: i,
                    });
                    continue;
                }
            }
            b'\'' => {
                i += 1;
                while i < b.len() && b[i] != b'\'' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    kind: Tok::Other,
                    start,
                    end: i.min(b.len()),
                });
                continue;
            }
            _ => {}
        }
        let kind = match c {
            b'(' | b'[' | b'{' => Tok::Open,
            b')' | b']' | b'}' => Tok::Close,
            b',' => Tok::Comma,
            b':' => Tok::Colon,
            c if c.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                out.push(Token {
                    kind: Tok::Ident,
                    start,
                    end: i,
                });
                continue;
            }
            _ => Tok::Other,
        };
        i += 1;
        out.push(Token {
            kind,
            start,
            end: i,
        });
    }
    out
}

/// Element spans of the list opened at `toks[open]`.
fn elements(toks: &[Token], open: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur: Option<usize> = None;
    let mut last_end = toks[open].end;
    for t in &toks[open + 1..] {
        match t.kind {
            Tok::Open => {
                if depth == 0 && cur.is_none() {
                    cur = Some(t.start);
                }
                depth += 1;
            }
            Tok::Close => {
                if depth == 0 {
                    if let Some(s) = cur.take() {
                        out.push((s, last_end));
                    }
                    return out;
                }
                depth -= 1;
            }
            Tok::Comma if depth == 0 => {
                if let Some(s) = cur.take() {
                    out.push((s, last_end));
                }
            }
            _ => {
                if depth == 0 && cur.is_none() {
                    cur = Some(t.start);
                }
            }
        }
        last_end = t.end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_elements_and_fields() {
        let src = Source::new(
            "x.ron",
            "// c (\n(\n  other: [1],\n  rules: [\n    (code: \"A\", s: \"],(\"),\n    /* ( */ (code: \"B\"),\n  ],\n)\n",
        );
        let els = src.section_elements("rules");
        assert_eq!(els.len(), 2);
        assert_eq!(src.line_col(els[0].0), (5, 5));
        assert_eq!(src.line_col(els[1].0), (6, 13));
        assert_eq!(src.line_col(src.find_in(els[1], "B")), (6, 20));
        assert_eq!(src.line_col(src.find_field(els[0], "s")), (5, 17));
        assert_eq!(src.line_col(src.find_field_value(els[0], "s")), (5, 20));
        assert!(src.section_elements("missing").is_empty());
    }
}
