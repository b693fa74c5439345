//! Instruction lines of the commonest shape read straight from the text, without tokens:
//! `%r = <binary op> [flags] <integer or floating-point type> <a>, <b>[, !kind !N]…`, each
//! operand a local name or a decimal literal, as LLVM prints them (one space between
//! words). Arithmetic is most of a kernel's lines, and the token path spends more on
//! lexing such a line than on everything it builds from it.
//!
//! A line is scanned whole before anything is built, so a line of any other shape (or
//! spacing, or a comment) is left untouched to the token path. What a read line builds is
//! exactly what the token path builds from it: the same names resolved in the same order,
//! the same arena entries and spans (`fused_lines_match_the_token_path` checks it on every
//! shape it takes and a few it must not).

use super::types::prim_slot_of_key;
use super::values::{modifier_of_key, small_int};
use super::Parser;
use crate::ast::*;
use crate::lexer::{is_id_char, Baseline, Classify};

/// Whether bodies take this path (the tests compare it with the token path alone).
#[cfg(not(test))]
#[cfg_attr(not(debug_assertions), inline(always))]
pub(super) fn enabled() -> bool {
    true
}

#[cfg(test)]
thread_local! {
    static TOKENS_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Lines read by this path on this thread.
    static READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Classify with baseline instructions even where the CPU has AVX2.
    static BASELINE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
pub(super) fn enabled() -> bool {
    !TOKENS_ONLY.with(std::cell::Cell::get)
}

/// Lines refused in a row (none read between them) after which a body is lexed in long
/// batches again, until the token path reads its next arithmetic on a named value.
const MAX_REFUSED: u32 = 8;

/// Attachments read on one line (more are left to the token path).
const MAX_ATTACHMENTS: usize = 2;
const _: () = assert!(
    MAX_ATTACHMENTS == 2,
    "scan_window and build_line name slots 0 and 1"
);

/// An operand as scanned: its kind and where it is.
#[derive(Clone, Copy, Default)]
enum Operand {
    #[default]
    None,
    /// `%name`: the span of the whole token, and the name's key ([`Window::name_key`]).
    Local(u32, u32, u64),
    Int(i64, u32, u32),
    Float(u32, u32),
}

/// `!kind !N`: the `!` of the kind, the end of the kind, the `!` of the id, its end, `N`.
#[derive(Clone, Copy)]
struct Attachment {
    start: u32,
    kind_end: u32,
    id_start: u32,
    end: u32,
    id: u32,
}

/// One line as scanned: positions relative to `start`, its first byte (the result's `%`).
struct Line {
    start: u32,
    result_end: u32,
    /// The result name's key ([`Window::name_key`]).
    result_key: u64,
    opcode: Opcode,
    flags: InstFlags,
    fmf: FastMath,
    ty_slot: usize,
    ty: (u32, u32),
    lhs: Operand,
    rhs: Operand,
    /// Read attachments, in order (`None` past `count`: only the tag is written, where a
    /// zeroed array cost a store per field on every line).
    attachments: [Option<Attachment>; MAX_ATTACHMENTS],
    count: usize,
    /// End of the line's last token, where its `\n` is.
    end: u32,
}

#[cfg_attr(not(debug_assertions), inline(always))]
fn byte(src: &[u8], i: usize) -> u8 {
    src.get(i).copied().unwrap_or(0)
}

/// The bytes a line is read from: 64 from its first token, with every non-identifier
/// byte's bit set, classified once so that each word's end is a shift and a count.
struct Window<'a> {
    bytes: &'a [u8; 64],
    non_ident: u64,
}

impl Window<'_> {
    /// The byte at `o`, or 0 (which matches nothing read here) past the window.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn at(&self, o: usize) -> u8 {
        if o < 64 {
            self.bytes[o]
        } else {
            0
        }
    }

    /// The end of the identifier bytes from `o` (64 if they reach the window's end).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn ident_end(&self, o: usize) -> usize {
        if o >= 64 {
            return 64;
        }
        o + ((self.non_ident >> o).trailing_zeros() as usize).min(64 - o)
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn digits_end(&self, mut o: usize) -> usize {
        while self.at(o).is_ascii_digit() {
            o += 1;
        }
        o
    }

    /// The word `[start, end)` as the types' and modifiers' tables key it (0 when longer
    /// than 8 bytes or past the window).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn key8(&self, start: usize, end: usize) -> u64 {
        let len = end - start;
        match self.bytes.get(start..start + 8) {
            Some(b) if len <= 8 => {
                u64::from_le_bytes(b.try_into().expect("8 bytes")) & super::types::KEY_MASK[len]
            }
            _ => 0,
        }
    }

    /// The key the table of local names gives the name `[start, end)` (after its `%`) when it
    /// is short, plain and not a number: its bytes, zero-padded (`LocalNames::resolve_keyed`);
    /// 0 for any other name, which the table resolves from the text.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn name_key(&self, start: usize, end: usize) -> u64 {
        if self.at(start).is_ascii_digit() {
            return 0;
        }
        self.key8(start, end)
    }

    /// The operand at `o`, as the lexer would token it, and where it ends; `None` for
    /// any other operand (a global, a quoted name, a hexadecimal or special literal, a
    /// constant expression) or a literal the lexer would end elsewhere.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn operand(&self, o: usize) -> Option<(Operand, usize)> {
        let c = self.at(o);
        if c == b'%' {
            let e = self.ident_end(o + 1);
            return (e > o + 1 && e < 64).then(|| {
                (
                    Operand::Local(o as u32, e as u32, self.name_key(o + 1, e)),
                    e,
                )
            });
        }
        if !(c.is_ascii_digit() || c == b'-') {
            return None;
        }
        let ds = o + (c == b'-') as usize;
        if let Some(found) = self.short_number(o, ds) {
            return found;
        }
        let de = self.digits_end(ds);
        if de == ds {
            return None;
        }
        match self.at(de) {
            b'.' => {
                let mut j = self.digits_end(de + 1);
                if self.at(j) | 0x20 == b'e' {
                    let k = j + 1 + matches!(self.at(j + 1), b'+' | b'-') as usize;
                    let k2 = self.digits_end(k);
                    if k2 == k {
                        return None;
                    }
                    j = k2;
                }
                let after = self.at(j);
                if j >= 64 || is_id_char(after) || after == b':' {
                    return None;
                }
                Some((Operand::Float(o as u32, j as u32), j))
            }
            after if de >= 64 || is_id_char(after) || after == b':' => None,
            _ => {
                let v = small_int(&self.bytes[o..de])?;
                Some((Operand::Int(v, o as u32, de as u32), de))
            }
        }
    }
}

impl Window<'_> {
    /// [`Window::operand`] for a literal of at most 8 bytes from `ds` (after a `-` at `o`)
    /// that is all digits, or digits, a `.` and digits: the token's end is one count in the
    /// classification, its bytes tested together. `None` leaves the literal to the byte loop
    /// (`Some(None)` refuses it as that loop would).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn short_number(&self, o: usize, ds: usize) -> Option<Option<(Operand, usize)>> {
        const ONES: u64 = 0x0101_0101_0101_0101;
        let end = self.ident_end(ds);
        let len = end - ds;
        if len == 0 || len > 8 || end >= 64 {
            return None;
        }
        let word = u64::from_le_bytes(self.bytes.get(ds..ds + 8)?.try_into().ok()?);
        let in_token = u64::MAX >> (64 - 8 * len);
        // Each byte less '0': a digit is below 10; the high bit of a lane marks any other.
        let y = (word & in_token) ^ (0x30 * ONES);
        let other = ((y & (0x7f * ONES)).wrapping_add(0x76 * ONES) | y) & (0x80 * ONES) & in_token;
        if self.at(end) == b':' {
            return Some(None);
        }
        if other == 0 {
            let v = small_int(&self.bytes[o..end])?;
            return Some(Some((Operand::Int(v, o as u32, end as u32), end)));
        }
        // One `.` after at least one digit, digits alone after it.
        let dot = (other.trailing_zeros() / 8) as usize;
        if dot == 0
            || self.bytes[ds + dot] != b'.'
            || other.checked_shr(8 * dot as u32 + 8).unwrap_or(0) != 0
        {
            return None;
        }
        Some(Some((Operand::Float(o as u32, end as u32), end)))
    }
}

/// Whether 32 bytes hold a `\n` (two compares and masks, where `contains` is a call).
#[cfg_attr(not(debug_assertions), inline(always))]
fn has_newline32(b: &[u8; 32]) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::*;
        // SAFETY: SSE2 is part of the x86_64 baseline; the loads are unaligned and read
        // exactly the 32 bytes of `b`.
        unsafe {
            let nl = _mm_set1_epi8(b'\n' as i8);
            let lo = _mm_loadu_si128(b.as_ptr().cast::<__m128i>());
            let hi = _mm_loadu_si128(b.as_ptr().add(16).cast::<__m128i>());
            let eq = _mm_or_si128(_mm_cmpeq_epi8(lo, nl), _mm_cmpeq_epi8(hi, nl));
            _mm_movemask_epi8(eq) != 0
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        b.contains(&b'\n')
    }
}

/// A binary instruction's keyword (all are 2 to 4 bytes) by its bytes, zero-padded: one
/// slot of a perfect hash (a multiply and a shift) and one compare. A `match` on the key
/// compiled to a tree of compares whose branches the order of a module's opcodes decides:
/// 1 in 5 of them mispredicted (cachegrind's branch simulation, 1,000-function module; the
/// whole check's mispredictions fell by 21%, its wall time did not measurably change).
/// `inst::opcode_of_key`'s general table hashes too, but costs +0.6% of the bench modules'
/// instructions; `binary_opcode_agrees_with_the_keyword_table` keeps the two the same.
#[cfg_attr(not(debug_assertions), inline(always))]
fn binary_opcode(key: u32) -> Option<Opcode> {
    let (k, opcode) = BINARY_SLOTS[binary_slot(key)];
    (k == key).then_some(opcode)
}

/// Multiplier of the perfect hash: found by search, it gives each of the 18 binary keywords
/// a slot of its own among 32 (building `BINARY_SLOTS` fails to compile otherwise).
const BINARY_MULTIPLIER: u32 = 0xdb19_4b91;

const fn binary_slot(key: u32) -> usize {
    (key.wrapping_mul(BINARY_MULTIPLIER) >> 27) as usize
}

/// The binary opcodes of the opcode table (`opcode::ALL`, `opcode::KEYWORDS`), each in its
/// key's slot as (key, opcode); an empty slot holds a key no keyword has (its bytes are not
/// identifier bytes) beside a placeholder opcode.
const BINARY_SLOTS: [(u32, Opcode); 32] = {
    use crate::opcode::{ALL, KEYWORDS};
    let mut slots = [(u32::MAX, Opcode::Add); 32];
    let mut i = 0;
    while i < ALL.len() {
        let opcode = ALL[i];
        if opcode.is_binary() {
            let word = KEYWORDS[i].as_bytes();
            let mut key = 0u32;
            let mut j = 0;
            while j < word.len() {
                key |= (word[j] as u32) << (8 * j);
                j += 1;
            }
            let slot = binary_slot(key);
            assert!(
                slots[slot].0 == u32::MAX,
                "two binary keywords share a slot"
            );
            slots[slot] = (key, opcode);
        }
        i += 1;
    }
    slots
};

/// Reads the line at `p` (its result's `%`) into `line` if it has the shape this file
/// reads (positions relative to `p`).
#[cfg_attr(not(debug_assertions), inline(always))]
fn scan_line<C: Classify>(src: &[u8], p: usize, class: C) -> Option<Line> {
    // Near the end of the text, its last bytes padded with NULs (which match nothing
    // read here, as the end of the text ends every token).
    let mut tail = [0u8; 64];
    let bytes: &[u8; 64] = match src.get(p..p + 64) {
        Some(b) => b.try_into().expect("64 bytes"),
        None => {
            let rest = src.get(p..).unwrap_or_default();
            tail[..rest.len()].copy_from_slice(rest);
            &tail
        }
    };
    let (head, rest) = bytes.split_at(32);
    let head: &[u8; 32] = head.try_into().expect("32 bytes");
    let first = u64::from(class.non_ident32(head));
    // Most lines of other instructions show it in their first 32 bytes: refused there,
    // before the rest is classified.
    let name_end = 1 + ((first | 1 << 32) >> 1).trailing_zeros() as usize;
    if name_end == 1 {
        return None;
    }
    // The result and the opcode, when both lie in the first 32 bytes: read once here.
    let mut known = None;
    if name_end <= 27 {
        let o = name_end + 3;
        let op_end = o + ((first | 1 << 32) >> o).trailing_zeros() as usize;
        if op_end < 32 {
            let len = op_end - o;
            if &bytes[name_end..o] != b" = " || !(2..=4).contains(&len) || bytes[op_end] != b' ' {
                return None;
            }
            let key = u32::from_le_bytes(bytes[o..o + 4].try_into().expect("4 bytes"))
                & (u32::MAX >> (8 * (4 - len)));
            let opcode = binary_opcode(key)?;
            known = Some((name_end, opcode, op_end));
        }
    }
    // Most lines end within 32 bytes: the reading stops at the `\n` (a non-identifier
    // byte), so the bytes after it need no classifying.
    let high = if has_newline32(head) {
        u64::MAX << 32
    } else {
        u64::from(class.non_ident32(rest.try_into().expect("32 bytes"))) << 32
    };
    let w = Window {
        bytes,
        non_ident: first | high,
    };
    scan_window(&w, p as u32, known)
}

/// Reads the line in `w` into `line`; `known` is its result's end, opcode and the opcode's
/// end when [`scan_line`] has read them already.
#[cfg_attr(not(debug_assertions), inline(always))]
fn scan_window(w: &Window<'_>, start: u32, known: Option<(usize, Opcode, usize)>) -> Option<Line> {
    let (result_end, opcode, e) = match known {
        Some(k) => k,
        None => {
            let result_end = w.ident_end(1);
            if result_end == 1 || result_end > 56 || &w.bytes[result_end..result_end + 3] != b" = "
            {
                return None;
            }
            let o = result_end + 3;
            let e = w.ident_end(o);
            if !(2..=4).contains(&(e - o)) || w.at(e) != b' ' {
                return None;
            }
            let key = u32::from_le_bytes(w.bytes[o..o + 4].try_into().expect("4 bytes"))
                & (u32::MAX >> (8 * (4 - (e - o))));
            (result_end, binary_opcode(key)?, e)
        }
    };
    let mut o = e + 1;
    let (mut flags, mut fmf) = (InstFlags::default(), FastMath::default());
    let (ty_slot, ty) = loop {
        let e = w.ident_end(o);
        if e == o || w.at(e) != b' ' {
            return None;
        }
        let key = w.key8(o, e);
        if let Some((f, m)) = modifier_of_key(key) {
            flags.insert(f);
            fmf = FastMath(fmf.0 | m.0);
            o = e + 1;
            continue;
        }
        // Integer and floating-point types only: `ptr`, `void`, `label`, `metadata` and
        // `token` operands take other paths of the token parser.
        let slot = prim_slot_of_key(key)?;
        if !matches!(slot, 1..=4 | 9..=14) {
            return None;
        }
        break (slot, (o as u32, e as u32));
    };
    let (lhs, e) = w.operand(ty.1 as usize + 1)?;
    if w.at(e) != b',' || w.at(e + 1) != b' ' {
        return None;
    }
    let (rhs, mut e) = w.operand(e + 2)?;
    let mut attachments = [None; MAX_ATTACHMENTS];
    let mut count = 0;
    loop {
        match w.at(e) {
            b'\n' => break,
            b',' if w.at(e + 1) == b' ' && w.at(e + 2) == b'!' && count < MAX_ATTACHMENTS => {
                let ks = e + 3;
                let k0 = w.at(ks);
                // `!7` would be an id, not a kind.
                if !is_id_char(k0) || k0.is_ascii_digit() {
                    return None;
                }
                let ke = w.ident_end(ks);
                if w.at(ke) != b' ' || w.at(ke + 1) != b'!' {
                    return None;
                }
                let ids = ke + 2;
                let ide = w.digits_end(ids);
                if ide >= 64 {
                    return None;
                }
                let id =
                    super::parse_u64(&w.bytes[ids..ide]).and_then(|n| u32::try_from(n).ok())?;
                let read = Attachment {
                    start: (ks - 1) as u32,
                    kind_end: ke as u32,
                    id_start: (ids - 1) as u32,
                    end: ide as u32,
                    id,
                };
                // Constant indices: the line stays a set of registers (an array indexed
                // by a variable must live in memory, and the whole line with it).
                if count == 0 {
                    attachments[0] = Some(read);
                } else {
                    attachments[1] = Some(read);
                }
                count += 1;
                e = ide;
            }
            _ => return None,
        }
    }
    // Built whole here, a value the caller's loop keeps in registers (filled in place
    // through a reference, it was stored and reloaded field by field).
    Some(Line {
        start,
        result_end: result_end as u32,
        result_key: w.name_key(1, result_end),
        opcode,
        flags,
        fmf,
        ty_slot,
        ty,
        lhs,
        rhs,
        attachments,
        count,
        end: e as u32,
    })
}

impl Parser<'_> {
    /// Reads the lines from the current token on (a local name starting a line, the last
    /// token lexed) while they have this file's shape, appending their instructions to
    /// `insts` and advancing `slot` past numbered results as the body loop does. Leaves
    /// the parser at the first line of another shape, lexed as usual; returns whether it
    /// read any line (if not, nothing changed).
    pub(super) fn fused_lines(&mut self, insts: &mut Vec<Instruction>, slot: &mut u32) -> bool {
        debug_assert!(self.idx + 1 == self.len && self.at_line_start());
        #[cfg(target_arch = "x86_64")]
        {
            let avx2 = crate::cpu::Avx2::detect();
            #[cfg(test)]
            let avx2 = avx2.filter(|_| !BASELINE.with(std::cell::Cell::get));
            if let Some(avx2) = avx2 {
                // SAFETY: `avx2` proves that the CPU has AVX2, BMI1 and BMI2.
                return unsafe { self.fused_lines_avx2(insts, slot, avx2) };
            }
        }
        self.fused_lines_with(insts, slot, Baseline)
    }

    /// [`Parser::fused_lines`] compiled for AVX2, BMI1 and BMI2 (the lexer's 32-byte
    /// classification).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2")]
    fn fused_lines_avx2(
        &mut self,
        insts: &mut Vec<Instruction>,
        slot: &mut u32,
        avx2: crate::cpu::Avx2,
    ) -> bool {
        self.fused_lines_with(insts, slot, avx2)
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn fused_lines_with<C: Classify>(
        &mut self,
        insts: &mut Vec<Instruction>,
        slot: &mut u32,
        class: C,
    ) -> bool {
        let src = self.src;
        let mut p = self.tok.span().start as usize;
        let mut resume = None;
        while let Some(line) = scan_line(src, p, class) {
            self.build_line(&line, insts, slot);
            let newline = p + line.end as usize;
            resume = Some(newline);
            // The next line, if it starts with a local name after its indentation: LLVM's
            // two spaces tested with the `%` in one compare, then any other indentation.
            let mut q = newline + 1;
            if src.get(q..q + 3) == Some(b"  %") {
                p = q + 2;
                continue;
            }
            // Any other indentation (LLVM's two spaces before something else skipped at once).
            if src.get(q..q + 2) == Some(b"  ") {
                q += 2;
            }
            while matches!(byte(src, q), b' ' | b'\t') {
                q += 1;
            }
            if byte(src, q) != b'%' {
                break;
            }
            p = q;
        }
        // The line at `p` was refused (or is not an instruction line): the token path
        // reads it without a second try here.
        self.unfused = p as u32;
        let Some(newline) = resume else {
            // A body of other lines (calls, memory, quoted names) goes back to lexing in
            // long batches: line batches cost it more than this path saves.
            self.refused += 1;
            if self.refused >= MAX_REFUSED {
                self.lex.set_lines(false);
            }
            return false;
        };
        self.refused = 0;
        // Lex on from the last line's `\n`, so that the next token is marked as
        // starting a line.
        self.lex.set_pos(newline);
        self.idx = 0;
        self.len = 0;
        self.refill();
        self.tok = self.buf[0];
        true
    }

    /// The instruction of a scanned line, built as the token path builds it.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn build_line(&mut self, line: &Line, insts: &mut Vec<Instruction>, slot: &mut u32) {
        let src = self.src;
        let at = line.start;
        let name = Name::new(Span::new(at + 1, at + line.result_end), false);
        let (local, place) = self.locals.resolve_keyed(src, name, line.result_key);
        let result = name.with_local(local);
        let cached = self.prim_cache[line.ty_slot];
        let ty = if cached != u32::MAX {
            TypeId(cached)
        } else {
            let word = &src[(at + line.ty.0) as usize..(at + line.ty.1) as usize];
            self.prim(line.ty_slot, word)
        };
        // Plain (see `Instruction::plain`): each local operand's slot records a plain line
        // of this block and type above this one.
        let key = super::locals::plain_key(self.block, ty);
        let mut mismatch = 0u64;
        let lhs = self.push_operand(at, line.lhs, key, &mut mismatch);
        let rhs = self.push_operand(at, line.rhs, key, &mut mismatch);
        // Types 1..=4 are the floating-point ones (`types::prim_slot`).
        let plain = mismatch == 0
            && (line.ty_slot <= 4) == line.opcode.is_float_operation()
            && line.count == 0
            && !line.flags.contains(InstFlags::DISJOINT);
        // After the operands: a line's use of its own result is not plain.
        self.locals.set_plain(place, key);
        let mark = self.mark::<MdAttachment>();
        let attach = |arena: &mut Arena, a: Attachment| {
            arena.md_attachments.push(MdAttachment {
                span: Span::new(at + a.start, at + a.end),
                kind: Span::new(at + a.start + 1, at + a.kind_end),
                node: MdOperand {
                    span: Span::new(at + a.id_start, at + a.end),
                    kind: MdKind::Ref(a.id),
                },
            })
        };
        if let Some(a) = line.attachments[0] {
            attach(&mut self.arena, a);
        }
        if let Some(a) = line.attachments[1] {
            attach(&mut self.arena, a);
        }
        let end = at + line.end;
        insts.push(Instruction {
            span: Span::new(at, end),
            result: Some(result),
            opcode: line.opcode,
            flags: line.flags,
            fmf: line.fmf,
            plain,
            kind: InstKind::Binary {
                lhs: TypedValue { ty, value: lhs },
                rhs,
            },
            metadata: self.since(mark),
        });
        self.prev_end = end;
        #[cfg(test)]
        READ.with(|r| r.set(r.get() + 1));
        // As the body loop does after an instruction with a numbered result (a name with a
        // key starts with no digit).
        if line.result_key == 0 && byte(src, at as usize + 1).is_ascii_digit() {
            let digits = &src[at as usize + 1..(at + line.result_end) as usize];
            if let Some(n) = super::parse_u64(digits).and_then(|n| u32::try_from(n).ok()) {
                *slot = n.saturating_add(1);
            }
        }
    }

    /// The operand's value; a local whose slot does not record a plain definition `key`
    /// sets bits in `mismatch` (a constant is plain).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn push_operand(&mut self, at: u32, op: Operand, key: u64, mismatch: &mut u64) -> ValueId {
        let (kind, start, end) = match op {
            Operand::Local(start, end, name_key) => {
                let name = Name::new(Span::new(at + start + 1, at + end), false);
                let (local, place) = self.locals.resolve_keyed(self.src, name, name_key);
                *mismatch |= self.locals.plain_of(place) ^ key;
                (ValueKind::Local(name.with_local(local)), start, end)
            }
            Operand::Int(v, start, end) => {
                (ValueKind::Int(IntLit::new(Some(i128::from(v)))), start, end)
            }
            Operand::Float(start, end) => {
                // The scan reads decimal spellings alone (`-`, digits, `.`, digits, an
                // exponent), which `float_kind` calls decimal.
                debug_assert_eq!(
                    super::values::float_kind(
                        &self.src[(at + start) as usize..(at + end) as usize]
                    ),
                    FloatLit::Decimal
                );
                (ValueKind::Float(FloatLit::Decimal), start, end)
            }
            Operand::None => unreachable!("a scanned line has both operands"),
        };
        self.arena.push_value(Value {
            kind,
            span: Span::new(at + start, at + end),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{BASELINE, READ, TOKENS_ONLY};
    use crate::ast::{InstKind, ItemData, ItemKind};
    use crate::parse::parse_item;

    /// The instructions of `item` this path marked plain (`Instruction::plain`), by index;
    /// the marks cleared, which the token path does not make.
    fn take_plain(item: &mut crate::ast::Item) -> Vec<usize> {
        let ItemData::Function(f) = &mut item.data else {
            return Vec::new();
        };
        let Some(body) = f.body.as_mut() else {
            return Vec::new();
        };
        let mut plain = Vec::new();
        for (i, inst) in body.insts.iter_mut().enumerate() {
            if std::mem::take(&mut inst.plain) {
                plain.push(i);
            }
        }
        plain
    }

    /// `body` (lines of a function body) parsed with and without this file's path: the
    /// items, arenas, spans and errors must be equal (but for the plain marks, which only
    /// this path makes). Returns how many instructions the function has and how many lines
    /// this path read.
    fn agree(body: &str) -> (usize, usize) {
        let (insts, read, _) = agree_plain(body);
        (insts, read)
    }

    /// [`agree`], and the instructions marked plain (the body's first line is the third).
    fn agree_plain(body: &str) -> (usize, usize, Vec<usize>) {
        // The first line, read by the token path, turns line batches on.
        let text = format!(
            "define float @f(i32 %n, float %a, i64 %w) {{\nentry:\n  %on = add i32 %n, 1\n{body}  ret float %a\n}}\n"
        );
        let parse = |tokens_only: bool| {
            TOKENS_ONLY.with(|t| t.set(tokens_only));
            let r = parse_item(&text, ItemKind::Define);
            TOKENS_ONLY.with(|t| t.set(false));
            r
        };
        READ.with(|r| r.set(0));
        let mut fused = parse(false);
        let read = READ.with(std::cell::Cell::get);
        // The same with the baseline classification.
        BASELINE.with(|b| b.set(true));
        let mut baseline = parse(false);
        BASELINE.with(|b| b.set(false));
        let plain = take_plain(&mut fused.0);
        assert_eq!(take_plain(&mut baseline.0), plain, "{text}");
        assert_eq!(READ.with(std::cell::Cell::get), 2 * read);
        assert_eq!(baseline, fused, "{text}");
        READ.with(|r| r.set(read));
        let tokens = parse(true);
        assert_eq!(
            READ.with(std::cell::Cell::get),
            read,
            "the token path read a line here"
        );
        assert_eq!(fused, tokens, "{text}");
        match &fused.0.data {
            ItemData::Function(f) => (f.body.as_ref().map_or(0, |b| b.insts.len()), read, plain),
            _ => panic!("not a function: {text}"),
        }
    }

    #[test]
    fn plain_lines_use_results_of_plain_lines_above_in_their_block() {
        // The body starts at instruction 1 (`%on`, read by the token path, is 0: it is not
        // plain, nor is a line using it).
        let plain = |body: &str| agree_plain(body).2;
        // A chain in one block: each line after the first uses the one above; constants
        // are plain operands.
        let chain = "  %x1 = fadd float %a, 1.0\n  %x2 = fmul float %x1, 2.0\n  %x3 = fsub float %x2, %x1\n";
        assert_eq!(plain(chain), vec![2, 3]);
        // Two constants: plain.
        assert_eq!(plain("  %c = add i32 1, 2\n"), vec![1]);
        // Parameters and token-path results are not recorded.
        assert_eq!(
            plain("  %p = fadd float %a, 1.0\n  %q = add i32 %on, 1\n"),
            Vec::<usize>::new()
        );
        // Another type node than the definition's, an operation not defined on the type,
        // an attachment, `disjoint`: not plain.
        let refused = [
            "  %x1 = add i32 1, 2\n  %x2 = add i64 %x1, 1\n",
            "  %x1 = fadd float 1.0, 2.0\n  %x2 = add float %x1, 1.0\n",
            "  %x1 = add i32 1, 2\n  %x2 = add i32 %x1, 1, !dbg !7\n",
            "  %x1 = add i32 1, 2\n  %x2 = or disjoint i32 %x1, 1\n",
        ];
        for body in refused {
            assert_eq!(plain(body), vec![1], "{body}");
        }
        // A use of its own result, and a use before the definition in the same block.
        assert_eq!(plain("  %s = add i32 %s, 1\n"), Vec::<usize>::new());
        assert_eq!(
            plain("  %u = add i32 %v, 1\n  %v = add i32 2, 3\n"),
            vec![2]
        );
        // A definition in another block (a label, or a terminator, opens one).
        assert_eq!(
            plain("  %x1 = add i32 1, 2\n  br label %next\nnext:\n  %x2 = add i32 %x1, 1\n"),
            vec![1]
        );
        assert_eq!(
            plain("  %x1 = add i32 1, 2\n  br label %next\n  %x2 = add i32 %x1, 1\n"),
            vec![1]
        );
        // Numbered results are not recorded.
        assert_eq!(
            plain("  %1 = add i32 1, 2\n  %2 = add i32 %1, 1\n"),
            vec![1]
        );
    }

    #[test]
    fn fused_lines_match_the_token_path() {
        // Shapes read here: names and numbers, flags, fast-math words, every binary
        // keyword, literals, attachments, long lines, and runs of lines.
        let lines = [
            "  %x = fadd float %a, 1.0\n",
            "  %1 = add nsw i32 %n, -7\n",
            "  %x.y = fmul contract float %a, %a, !dbg !14\n",
            "  %z = or disjoint i32 %n, 3, !dbg !15, !foo.bar !2\n",
            "  %q = fsub fast double 1.000000e+00, 2.5E-3\n",
            "  %s = shl nuw nsw i64 %w, 63\n",
            "  %t = sdiv exact i32 %n, 0\n",
            "  %u = xor i1 1, 0\n",
            "  %v = frem half 5., 0.5\n",
            "  %a_long_name_crossing_the_first_32_bytes = and i64 %w, %w\n",
            "  %r = lshr i128 123456789012345678, %w\n",
            "\t%p = mul i16 %n, %n\n",
            "  %2 = udiv i8 %1, %1\n  %3 = urem i8 %2, %2\n  %4 = srem i8 %3, %3\n",
            "  %b = ashr i32 %n, 1\n  %c = sub i32 0, %b\n  %d = fdiv bfloat %a, %a\n",
            "  %x1 = fmul float %x0, 1.0\n  %x2 = fsub float %x1, 2.0\n  %x3 = fadd float %x2, 3.0\n",
        ];
        for line in lines {
            let lines = line.matches('\n').count();
            // Each line is an instruction, all read here; then the `ret`.
            assert_eq!(agree(line), (lines + 2, lines), "{line}");
        }
        // Shapes left to the token path (which must still agree), and lines around them.
        let others = [
            "  %x = fadd float %a, 0x3FF0000000000000\n",
            "  %x = fadd <2 x float> %v, %v\n",
            "  %x = add ptr %a, %a\n",
            "  %x = fadd float %a, 1.0 ; a comment\n",
            "  %x = fadd float %a, 1.0 \n",
            "  %x = fadd  float %a, 1.0\n",
            "  %x = fadd float %a,1.0\n",
            "  %\"q\" = fadd float %a, 1.0\n",
            "  %x = fadd float @g, 1.0\n",
            "  %x = fadd float %a, 1.0e\n",
            "  %x = fadd float %a, 1.0, !dbg !DILocation(line: 1)\n",
            "  %x = fadd float %a, 1.0, !dbg !99999999999\n",
            "  %x = fadd float %a, 1.0, !a !1, !b !2, !c !3\n",
            "  %x = add i32 %n, 12abc\n",
            "  %x = add i32 %n, 1234567890123456789012\n",
            "  %x = fadd float %a, -inf\n",
            "  %a_name_so_long_that_the_line_is_longer_than_64_bytes = and i64 %w, %w\n",
            "  %x = call float @g(float %a)\n  %y = fadd float %x, 1.0\n",
            "  %x = fadd float %a, 1.0\n  store float %x, ptr %p\n  %y = fadd float %x, %x\n",
            "  %x = fadd float %a, 1.0\n  br label %next\nnext:\n  %y = fadd float %x, 1.0\n",
            "  %x = fadd float %a, 1.0\n\n  %y = fadd float %x, 1.0\n",
            "  %x = fadd float %a, 1.0\r\n  %y = fadd float %x, 1.0\r\n",
            "  %x = fadd float %a\n  %y = fadd float %x, 1.0\n",
            "  %x = bogus float %a, 1.0\n  %y = fadd float %x, 1.0\n",
            "next:\n  %y = fadd float %a, 1.0\n",
            "\"q r\":\n  %y = fadd float %a, 1.0\n",
            "7:\n  %y = fadd float %a, 1.0\n",
        ];
        let mut read = 0;
        for line in others {
            read += agree(line).1;
        }
        // Only the plain lines among them: the `%y` after a call, a line missing an
        // operand, an unknown keyword and three kinds of label right after the line that
        // turned line batches on (6), and both lines around a store, a branch and its
        // label, and a blank line (6).
        assert_eq!(read, 12);
    }

    #[test]
    fn fused_lines_are_read_at_a_text_end_and_across_a_body() {
        // The last lines of a text, where fewer than 64 bytes follow, are read too.
        let mut body = String::new();
        for i in 0..40 {
            body.push_str(&format!("  %v{} = fadd float %a, {}.0\n", i + 1, i));
        }
        assert_eq!(agree(&body), (42, 40));
        // The instructions are binary ones with the results named.
        let text = "define void @g() {\n  %x = add i32 1, 2\n  ret void\n}";
        let (item, errors) = parse_item(text, ItemKind::Define);
        assert!(errors.is_empty());
        let ItemData::Function(f) = &item.data else {
            panic!("a function")
        };
        let body = f.body.as_ref().expect("a body");
        assert!(matches!(body.insts[0].kind, InstKind::Binary { .. }));
        assert_eq!(body.insts.len(), 2);
    }

    #[test]
    fn random_lines_of_nearly_this_shape_match_the_token_path() {
        // Deterministic pseudo-random lines built from the pieces this path reads and
        // pieces next to them, each body compared as in `agree`.
        let pieces: [&[&str]; 8] = [
            &["%x", "%1", "%a.b", "%\"q\"", "%", "@g", "%x-y", "%0x1"],
            &[" = ", " =", "= ", " = ", " = "],
            &[
                "fadd", "add", "xor", "or", "shl", "fneg", "icmp", "call", "fadd.x", "ad",
            ],
            &[
                "",
                " nsw",
                " nuw nsw",
                " fast",
                " contract",
                " disjoint",
                " exact",
                " bogus",
            ],
            &[
                " float",
                " i32",
                " i64",
                " double",
                " ptr",
                " void",
                " <2 x i32>",
                " i7",
                "",
            ],
            &[
                " %a",
                " 1",
                " -2",
                " 1.5",
                " 1.",
                " 1e5",
                " 0x10",
                " %n",
                " 12345678901234567890",
                " %",
                " 007",
                " 99999999",
                " -12345678",
                " 123456789",
                " 1.2.3",
                " 12:",
                " 1.5:",
                " 1a",
                " .5",
                " -.5",
                " 5-3",
                " 9.",
                " 1.0e5",
                " 1234567.",
            ],
            &[
                ", %a",
                ", 3",
                ", -0.0",
                ",%a",
                ", 2.5e+3",
                ", true",
                ", %w",
                "",
                ", 1.5:",
                ", 87.0",
                ", 0.5",
                ", -1.",
                ", 12345.67",
                ", 1_0",
                ", 2$",
            ],
            &[
                "\n",
                ", !dbg !7\n",
                ", !dbg !7, !x !8\n",
                ", !7\n",
                " ; c\n",
                ", !dbg !7 \n",
                "\r\n",
                ", !a.b !1, !c !2, !d !3\n",
            ],
        ];
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let mut read = 0;
        for _ in 0..6000 {
            let mut body = String::new();
            for _ in 0..1 + next(4) {
                body.push_str("  ");
                for choices in &pieces {
                    body.push_str(choices[next(choices.len())]);
                }
            }
            read += agree(&body).1;
        }
        // Some of them have the shape, so both paths were compared on them.
        assert!(read > 20, "{read}");
    }

    #[test]
    fn binary_opcode_agrees_with_the_keyword_table() {
        for (word, &op) in crate::opcode::KEYWORDS.iter().zip(crate::opcode::ALL) {
            let w = word.as_bytes();
            let want = op.is_binary().then_some(op);
            if w.len() > 4 {
                assert_eq!(want, None, "{word}: binary keywords have at most 4 bytes");
                continue;
            }
            let mut key = [0u8; 4];
            key[..w.len()].copy_from_slice(w);
            assert_eq!(
                super::binary_opcode(u32::from_le_bytes(key)),
                want,
                "{word}"
            );
        }
    }
}
