//! A reader for the PTX inside an inline-assembly string (`call void asm "…", "…"()`).
//!
//! It works on the string as written in the IR, LLVM escapes included (`\09`, `\0A`, `\22`,
//! `\5C`, `\\`), so every offset it reports is a byte offset into the raw string and maps to a
//! column on the IR line with no table. It yields each instruction's opcode with its
//! modifiers (`cvt.rn.satfinite.e4m3x2.f32`), the guard (`@p`, `@!$2`), and the operand text
//! up to the `;`, and skips everything else PTX allows in a statement list: `{ }` scopes,
//! `.reg`/`.pragma` and other directives, labels (`L${:uid}:`), `//` and `/* */` comments.
//! `$N`, `${N:mod}` and `$$` are LLVM's operand syntax and stay in the operand text.
//! It never allocates and never fails: text it cannot read yields no instruction.

/// One instruction of an inline-asm string. Offsets are byte offsets into the raw string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AsmInstruction<'a> {
    /// The opcode and its dot-separated modifiers, as written: `mbarrier.try_wait.parity.shared::cta.b64`.
    pub opcode: &'a str,
    pub offset: usize,
    /// The guard as written (`@p`, `@!%p1`, `@$3`), if any.
    pub guard: Option<&'a str>,
    /// The raw text after the opcode up to (not including) the `;` or the string's end.
    pub operands: &'a str,
    pub operands_offset: usize,
}

impl<'a> AsmInstruction<'a> {
    /// The opcode's first token (`cvt`) and the rest (`rn`, `satfinite`, …).
    pub fn tokens(&self) -> (&'a str, std::str::Split<'a, char>) {
        let mut it = self.opcode.split('.');
        let head = it.next().unwrap_or("");
        (head, it)
    }
}

/// The instructions of a raw (still escaped) inline-asm string, in order.
pub fn instructions(raw: &str) -> Instructions<'_> {
    Instructions { raw, pos: 0 }
}

/// Iterator of [`instructions`].
#[derive(Clone, Debug)]
pub struct Instructions<'a> {
    raw: &'a str,
    pos: usize,
}

/// The character at `i` with LLVM's escapes decoded, and how many raw bytes it takes.
#[inline]
fn char_at(b: &[u8], i: usize) -> Option<(u8, usize)> {
    let c = *b.get(i)?;
    if c != b'\\' {
        return Some((c, 1));
    }
    match (b.get(i + 1), b.get(i + 2)) {
        (Some(b'\\'), _) => Some((b'\\', 2)),
        (Some(&h), Some(&l)) => match (hex(h), hex(l)) {
            (Some(h), Some(l)) => Some((h * 16 + l, 3)),
            _ => Some((c, 1)),
        },
        _ => Some((c, 1)),
    }
}

#[inline]
fn hex(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

#[inline]
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// A character of an opcode: letters, digits, `_`, `.`, `:`.
#[inline]
fn is_opcode_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b':')
}

/// A character of a label or guard name: an opcode character, or LLVM's `$`, `{`, `}` of
/// `${:uid}`, or `%` of a PTX register.
#[inline]
fn is_name_char(c: u8) -> bool {
    is_opcode_char(c) || matches!(c, b'$' | b'%')
}

impl<'a> Instructions<'a> {
    fn bytes(&self) -> &'a [u8] {
        self.raw.as_bytes()
    }

    fn peek(&self) -> Option<(u8, usize)> {
        char_at(self.bytes(), self.pos)
    }

    fn peek2(&self) -> Option<u8> {
        let (_, n) = self.peek()?;
        char_at(self.bytes(), self.pos + n).map(|(c, _)| c)
    }

    fn bump(&mut self) -> Option<u8> {
        let (c, n) = self.peek()?;
        self.pos += n;
        Some(c)
    }

    /// Skips white space and comments.
    fn skip_trivia(&mut self) {
        while let Some((c, n)) = self.peek() {
            if is_space(c) {
                self.pos += n;
            } else if c == b'/' && self.peek2() == Some(b'/') {
                while let Some(c) = self.bump() {
                    if c == b'\n' {
                        break;
                    }
                }
            } else if c == b'/' && self.peek2() == Some(b'*') {
                self.bump();
                self.bump();
                let mut star = false;
                while let Some(c) = self.bump() {
                    if star && c == b'/' {
                        break;
                    }
                    star = c == b'*';
                }
            } else {
                break;
            }
        }
    }

    /// Skips to just past the statement's `;` (or to the end), stepping over string literals
    /// and comments; stops before a `}` that closes a scope. Returns the raw end of the
    /// statement's text (before the `;`).
    fn skip_statement(&mut self) -> usize {
        loop {
            let Some((c, n)) = self.peek() else {
                return self.pos;
            };
            match c {
                b';' => {
                    let end = self.pos;
                    self.pos += n;
                    return end;
                }
                b'"' => {
                    self.pos += n;
                    while let Some(c) = self.bump() {
                        if c == b'"' {
                            break;
                        }
                    }
                }
                b'/' if matches!(self.peek2(), Some(b'/' | b'*')) => self.skip_trivia(),
                // `{ a, b }` vector operands stay in the statement; only a `}` after a
                // statement's end closes a scope, and that never gets here.
                _ => self.pos += n,
            }
        }
    }

    /// A run of name characters from the cursor (raw bytes: names never hold escapes).
    fn take_name(&mut self) -> &'a str {
        let b = self.bytes();
        let start = self.pos;
        let mut i = start;
        while i < b.len() && is_name_char(b[i]) {
            // `${:uid}` and `${0:c}`: the braces belong to the name.
            if b[i] == b'$' && b.get(i + 1) == Some(&b'{') {
                match b[i..].iter().position(|&c| c == b'}') {
                    Some(close) => {
                        i += close + 1;
                        continue;
                    }
                    None => break,
                }
            }
            i += 1;
        }
        self.pos = i;
        &self.raw[start..i]
    }
}

impl<'a> Iterator for Instructions<'a> {
    type Item = AsmInstruction<'a>;

    fn next(&mut self) -> Option<AsmInstruction<'a>> {
        loop {
            self.skip_trivia();
            let (c, n) = self.peek()?;
            match c {
                b'{' | b'}' | b';' => {
                    self.pos += n;
                    continue;
                }
                // A directive (`.reg .b32 %r<2>;`, `.pragma "nounroll";`).
                b'.' => {
                    self.skip_statement();
                    continue;
                }
                _ => {}
            }
            let mut guard = None;
            if c == b'@' {
                let start = self.pos;
                self.pos += n;
                if self.peek().map(|p| p.0) == Some(b'!') {
                    self.pos += 1;
                }
                let name = self.take_name();
                if name.is_empty() {
                    self.skip_statement();
                    continue;
                }
                guard = Some(&self.raw[start..self.pos]);
                self.skip_trivia();
            }
            let start = self.pos;
            let first = self.peek().map(|p| p.0);
            if !first
                .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'%')
            {
                // Not an instruction (stray punctuation): skip the statement.
                if self.pos == start && first.is_some() {
                    self.skip_statement();
                }
                continue;
            }
            let name = self.take_name();
            // A label: `name:` (not `::`, which is part of an opcode token).
            if guard.is_none() {
                if let Some(label) = name.strip_suffix(':') {
                    if !label.is_empty() && !label.ends_with(':') {
                        continue;
                    }
                }
                if self.peek().map(|p| p.0) == Some(b':') {
                    self.pos += 1;
                    continue;
                }
            }
            let is_opcode = !name.is_empty()
                && name.bytes().all(is_opcode_char)
                && name.as_bytes()[0].is_ascii_alphabetic();
            let operands_offset = self.pos;
            let end = self.skip_statement();
            if !is_opcode {
                continue;
            }
            return Some(AsmInstruction {
                opcode: name,
                offset: start,
                guard,
                operands: &self.raw[operands_offset..end],
                operands_offset,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ops(raw: &str) -> Vec<(&str, usize)> {
        instructions(raw).map(|i| (i.opcode, i.offset)).collect()
    }

    #[test]
    fn one_instruction_with_operands() {
        let v: Vec<_> = instructions("cvt.rn.bf16.f32 $0, $1;").collect();
        assert_eq!(v.len(), 1);
        assert_eq!(v[0].opcode, "cvt.rn.bf16.f32");
        assert_eq!(v[0].offset, 0);
        assert_eq!(v[0].operands, " $0, $1");
        assert_eq!(v[0].guard, None);
    }

    #[test]
    fn statements_scopes_directives_and_guards() {
        let raw = "{\\0A\\09.reg .pred p;\\0A\\09setp.ne.b32 p, $1, 0;\\0A\\09@p ld.global.v4.b32 { $0, $2, $3, $4 }, [ $5 + 0 ];\\0A}";
        let v: Vec<_> = instructions(raw).collect();
        let names: Vec<_> = v.iter().map(|i| i.opcode).collect();
        assert_eq!(names, ["setp.ne.b32", "ld.global.v4.b32"]);
        assert_eq!(v[1].guard, Some("@p"));
        assert_eq!(&raw[v[1].offset..v[1].offset + 3], "ld.");
    }

    #[test]
    fn negated_and_operand_guards() {
        let v: Vec<_> = instructions("@!$2 st.global.b32 [$0], $1; @%p1 bra L1;").collect();
        assert_eq!(v[0].guard, Some("@!$2"));
        assert_eq!(v[0].opcode, "st.global.b32");
        assert_eq!(v[1].guard, Some("@%p1"));
        assert_eq!(v[1].opcode, "bra");
    }

    #[test]
    fn comments_and_labels_are_skipped() {
        let raw = "// wait\\0AL${:uid}: /* spin */ mbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;\\0A@!p bra L${:uid};";
        assert_eq!(
            ops(raw).iter().map(|o| o.0).collect::<Vec<_>>(),
            ["mbarrier.try_wait.parity.shared::cta.b64", "bra"]
        );
        assert_eq!(ops("done: ret;"), [("ret", 6)]);
        // A label on its own line.
        assert_eq!(ops("LOOP:\n  add.s32 $0, $0, 1;")[0].0, "add.s32");
    }

    #[test]
    fn escapes_count_in_offsets() {
        let raw = "\\09fence.proxy.async;";
        assert_eq!(ops(raw), [("fence.proxy.async", 3)]);
        // An escaped quote inside a directive's string does not end the statement early.
        assert_eq!(ops(".pragma \\22nounroll;\\22; exit;"), [("exit", 25)]);
    }

    #[test]
    fn several_statements_on_one_line() {
        assert_eq!(
            ops("mov.u32 $0, %laneid; mov.u32 $1, %warpid;"),
            [("mov.u32", 0), ("mov.u32", 21)]
        );
    }

    #[test]
    fn junk_yields_nothing_and_never_panics() {
        for s in [
            "", "\\", "\\0", "@", "@!", ";;;", "{}", "/*", "//", "\"", "$0", "1234", ":", "::x",
            "\\FF\\FE", "a:b:",
        ] {
            let _ = ops(s);
        }
        assert!(ops("   ").is_empty());
        assert!(ops("/* unterminated").is_empty());
    }
}
