//! Byte-level LLVM IR lexer.
//!
//! Produces one [`Token`] at a time from `&[u8]`; it never allocates. A
//! token is a kind plus a span; the parser looks at the bytes itself.
//! Robust on any input: bytes that cannot start a token (including non-ASCII
//! bytes such as a lossily decoded U+FFFD) become [`Tok::Error`] tokens.

use super::span::Span;

/// Token kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Tok {
    Eof,
    /// Bytes that cannot start a token (one run of them).
    Error,
    /// `word:`, `"quoted":` or `12:` — a block label or a specialized
    /// metadata field name. The span excludes the colon.
    Label,
    /// `$name` (comdat).
    Comdat,
    /// `!name` (named metadata, attachment kind, `!DILocation`).
    MdName,
    /// `!12`
    MdId,
    /// `!` alone (before `{` or a string).
    Exclaim,
    /// `#12` (attribute group).
    AttrGroupId,
    /// `#dbg_value` etc. (debug record).
    HashWord,
    /// Integer: `-?[0-9]+`, `u0x…`, `s0x…`.
    Int,
    /// Float: `[-+]?[0-9]+.[0-9]*([eE][-+]?[0-9]+)?`, `0x…`, `0xK…`/`0xL…`/`0xM…`/`0xH…`/`0xR…`, `f0x…`,
    /// and LLVM 23's `[-+]?0x1.8p3`, `+inf`/`-inf`, `+qnan`/`-qnan`, `±nan(0x…)`, `±snan(0x…)`.
    Float,
    /// `"…"` (span includes quotes).
    Str,
    /// `c"…"` (span includes `c` and quotes).
    CStr,
    Eq,
    Comma,
    Star,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    /// `:` not attached to a label.
    Colon,
    /// `...`
    Ellipsis,
    /// `|` (metadata flag sets).
    Pipe,
    /// `^` (summary entries; unsupported, lexed so they can be reported).
    Caret,
    /// `addrspace(N)` with a decimal `N`, fused into one token because
    /// typed-pointer IR repeats it on nearly every operand. Other spellings
    /// (`addrspace ( 1 )`, `addrspace("A")`) lex as separate tokens.
    AddrSpace,
    // Names last, so that [`FAST_KIND`] tells them apart by one compare.
    /// Bare word: keyword, type name, `iN`, `DW_TAG_x`, … (`[A-Za-z_.][-A-Za-z0-9_.$]*`).
    Word,
    /// `%name`, `%"quoted"`, `%12` (span includes the sigil).
    Local,
    /// `@name`, `@"quoted"`, `@12`.
    Global,
}

/// Token flag: a newline was crossed since the previous token.
pub const F_NEWLINE: u8 = 1;
/// Token flag: the name/string is quoted (`%"a b"`, `"x":`).
pub const F_QUOTED: u8 = 2;
/// Token flag: a string or quoted name holds non-ASCII bytes that look like a
/// lossy-decoding replacement char (U+FFFD), i.e. the source was not UTF-8.
pub const F_BAD_UTF8: u8 = 4;
/// Token flag: a string or quoted name is missing its closing quote.
pub const F_UNTERMINATED: u8 = 8;

/// One token: kind, flags and span, as two plain words (span start and end
/// in one, kind and flags in the other).
///
/// Two `u64`s rather than a struct with a `Tok` and a `u8`: the compiler
/// keeps such a token in two registers and stores it with two plain moves,
/// whereas the padded struct was assembled in a stack slot byte by byte and
/// copied into the parser's token window with one 16-byte load, which stalled
/// on store forwarding for every token (over half of `Parser::refill`'s time).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Token {
    span: u64,
    /// `kind as u8 | flags << 8`.
    meta: u64,
}

/// `Tok` from its discriminant (every value written by [`Token::new`] is
/// one; compiles to a bounds check, not a table).
#[cfg_attr(not(debug_assertions), inline(always))]
fn tok_from_u8(k: u8) -> Tok {
    match k {
        0 => Tok::Eof,
        1 => Tok::Error,
        2 => Tok::Label,
        3 => Tok::Comdat,
        4 => Tok::MdName,
        5 => Tok::MdId,
        6 => Tok::Exclaim,
        7 => Tok::AttrGroupId,
        8 => Tok::HashWord,
        9 => Tok::Int,
        10 => Tok::Float,
        11 => Tok::Str,
        12 => Tok::CStr,
        13 => Tok::Eq,
        14 => Tok::Comma,
        15 => Tok::Star,
        16 => Tok::LParen,
        17 => Tok::RParen,
        18 => Tok::LBracket,
        19 => Tok::RBracket,
        20 => Tok::LBrace,
        21 => Tok::RBrace,
        22 => Tok::Less,
        23 => Tok::Greater,
        24 => Tok::Colon,
        25 => Tok::Ellipsis,
        26 => Tok::Pipe,
        27 => Tok::Caret,
        28 => Tok::AddrSpace,
        29 => Tok::Word,
        30 => Tok::Local,
        31 => Tok::Global,
        _ => Tok::Error,
    }
}

impl Token {
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn new(kind: Tok, flags: u8, span: Span) -> Token {
        Token {
            span: span.start as u64 | (span.end as u64) << 32,
            meta: kind as u8 as u64 | (flags as u64) << 8,
        }
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn kind(self) -> Tok {
        tok_from_u8(self.meta as u8)
    }
    /// `self.kind() == k`, comparing the raw discriminant.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn is(self, k: Tok) -> bool {
        self.meta as u8 == k as u8
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn flags(self) -> u8 {
        (self.meta >> 8) as u8
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn span(self) -> Span {
        Span::new(self.span as u32, (self.span >> 32) as u32)
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn with_flags(self, f: u8) -> Token {
        Token {
            span: self.span,
            meta: self.meta | (f as u64) << 8,
        }
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn newline_before(self) -> bool {
        self.flags() & F_NEWLINE != 0
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}{:?}/{:#x}", self.kind(), self.span(), self.flags())
    }
}

/// Character classes for the first byte of a token.
const K_WS: u8 = 1;
const K_NL: u8 = 2;
const K_IDSTART: u8 = 3; // A-Za-z _ . $
const K_DIGIT: u8 = 4;
const K_MINUS: u8 = 5;
const K_PUNCT: u8 = 6;
/// Single-byte tokens whose kind comes straight from [`SIMPLE`].
const K_SIMPLE: u8 = 7;
/// `%` and `@`: names, the most common multi-byte tokens after words.
const K_SIGIL: u8 = 8;
const K_OTHER: u8 = 0;

/// Kind of each single-byte token (only meaningful where FIRST is K_SIMPLE).
static SIMPLE: [Tok; 256] = {
    let mut t = [Tok::Error; 256];
    t[b'=' as usize] = Tok::Eq;
    t[b',' as usize] = Tok::Comma;
    t[b'*' as usize] = Tok::Star;
    t[b'(' as usize] = Tok::LParen;
    t[b')' as usize] = Tok::RParen;
    t[b'[' as usize] = Tok::LBracket;
    t[b']' as usize] = Tok::RBracket;
    t[b'{' as usize] = Tok::LBrace;
    t[b'}' as usize] = Tok::RBrace;
    t[b'<' as usize] = Tok::Less;
    t[b'>' as usize] = Tok::Greater;
    t[b':' as usize] = Tok::Colon;
    t[b'|' as usize] = Tok::Pipe;
    t
};

/// [`FAST_KIND`] entries from this one up are names whose length is the
/// identifier run after byte 0: words, and `%`/`@` sigils (the name must
/// not be empty; never a label).
const FK_NAME: u8 = Tok::Word as u8;
/// Not a word, name or one-byte punctuation (`Tok::Eof`, which no table
/// entry stands for).
const FK_NONE: u8 = 0;

/// First byte → kind and flags for the shared fast path of
/// [`fast_token_at`] (words, `%`/`@` names, one-byte punctuation);
/// [`FK_NONE`] for everything else, including `.` (`...`, rare words).
static FAST_KIND: [u8; 256] = {
    let mut t = [FK_NONE; 256];
    let mut c = b'a';
    while c <= b'z' {
        t[c as usize] = Tok::Word as u8;
        t[(c - 32) as usize] = Tok::Word as u8;
        c += 1;
    }
    t[b'_' as usize] = Tok::Word as u8;
    t[b'%' as usize] = Tok::Local as u8;
    t[b'@' as usize] = Tok::Global as u8;
    let q = b"=,*()[]{}<>:|";
    let mut i = 0;
    while i < q.len() {
        t[q[i] as usize] = SIMPLE[q[i] as usize] as u8;
        i += 1;
    }
    t
};

static FIRST: [u8; 256] = {
    let mut t = [K_OTHER; 256];
    t[b' ' as usize] = K_WS;
    t[b'\t' as usize] = K_WS;
    t[b'\r' as usize] = K_WS;
    t[0x0b] = K_WS;
    t[0x0c] = K_WS;
    t[b'\n' as usize] = K_NL;
    let mut c = b'a';
    while c <= b'z' {
        t[c as usize] = K_IDSTART;
        t[(c - 32) as usize] = K_IDSTART;
        c += 1;
    }
    t[b'_' as usize] = K_IDSTART;
    t[b'.' as usize] = K_IDSTART;
    let mut d = b'0';
    while d <= b'9' {
        t[d as usize] = K_DIGIT;
        d += 1;
    }
    t[b'-' as usize] = K_MINUS;
    let p = b"=,*()[]{}<>:|^;\"%@$!#+";
    let mut i = 0;
    while i < p.len() {
        t[p[i] as usize] = K_PUNCT;
        i += 1;
    }
    let q = b"=,*()[]{}<>:|";
    let mut i = 0;
    while i < q.len() {
        t[q[i] as usize] = K_SIMPLE;
        i += 1;
    }
    t[b'%' as usize] = K_SIGIL;
    t[b'@' as usize] = K_SIGIL;
    t
};

/// Bytes allowed inside identifiers after the first: `[-A-Za-z0-9_.$]`.
static IDCHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = b'a';
    while c <= b'z' {
        t[c as usize] = true;
        t[(c - 32) as usize] = true;
        c += 1;
    }
    let mut d = b'0';
    while d <= b'9' {
        t[d as usize] = true;
        d += 1;
    }
    t[b'_' as usize] = true;
    t[b'.' as usize] = true;
    t[b'$' as usize] = true;
    t[b'-' as usize] = true;
    t
};

#[inline]
pub fn is_id_char(b: u8) -> bool {
    IDCHAR[b as usize]
}

/// If `s[at..]` is `(digits)`, the index after the `)`.
#[cfg_attr(not(debug_assertions), inline(always))]
fn addrspace_end(s: &[u8], at: usize) -> Option<usize> {
    if s.get(at) != Some(&b'(') {
        return None;
    }
    let mut j = at + 1;
    while s.get(j).is_some_and(|b| b.is_ascii_digit()) {
        j += 1;
    }
    (j > at + 1 && s.get(j) == Some(&b')')).then_some(j + 1)
}

/// A token from its raw parts: `kind` is a `Tok` discriminant, `flags` the
/// token flags already shifted into place (`flags << 8`). Positions are below
/// `u32::MAX` ([`Lexer::new`] clamps the input), so they pack without loss.
#[cfg_attr(not(debug_assertions), inline(always))]
fn raw_token(kind: u8, shifted_flags: u64, start: usize, end: usize) -> Token {
    Token {
        span: start as u64 | (end as u64) << 32,
        meta: kind as u64 | shifted_flags,
    }
}

/// Leading blanks of a window that does not start with one space and a
/// token: the newline and indentation that start most lines. Returns the
/// number of blanks (below 16, so 16 bytes follow the token's first byte)
/// and the shifted newline flag, or `None` for anything unusual (a long run
/// of blanks, form feeds, which the general path handles).
#[cfg_attr(not(debug_assertions), inline(always))]
fn leading_blanks(w: &[u8; 32]) -> Option<(usize, u64)> {
    // The usual line start, a newline and two spaces of indentation, by
    // one load and compare. (If a fourth blank follows, no fast token
    // starts there, and the general path takes it.)
    let head = u32::from_le_bytes(*w.first_chunk().expect("4 bytes"));
    if head & 0x00ff_ffff == 0x0020_200a {
        return Some((3, (F_NEWLINE as u64) << 8));
    }
    let mut nl = 0;
    let mut k = 0;
    // Compares in this order rather than a `match`, which became a jump
    // table with an indirect jump per byte.
    while k < 16 {
        let b = w[k];
        if b == b' ' {
            k += 1;
        } else if b > b' ' {
            return Some((k, nl));
        } else if b == b'\n' {
            nl = (F_NEWLINE as u64) << 8;
            k += 1;
        } else if b == b'\t' || b == b'\r' {
            k += 1;
        } else {
            return Some((k, nl));
        }
    }
    None
}

/// Fast path of the lexer for the common tokens (words, labels, `%`/`@`
/// names, decimal integers, `!N`/`!name`, one-byte punctuation) at `pos`
/// in `src`; `w` holds the 33 bytes from `pos`, NUL-padded past the end of
/// `src` (a NUL ends every token the fast path makes, exactly as the end of
/// input does). All indexing is into fixed-size windows, so there are few
/// bounds checks. Returns the token and the position after it, or `None` for
/// anything else (comments, strings, floats, long names, the end of input),
/// which the general path lexes to the same token.
#[cfg_attr(not(debug_assertions), inline(always))]
fn fast_token_at<E: IdentEnd>(w: &[u8; 33], pos: usize, ident: E) -> Option<(Token, usize)> {
    // Most tokens follow exactly one space or none. The 32 bytes from the
    // token (`w1`) are a window of their own, so the usual paths carry no
    // offset into it and no newline flag.
    let k = (w[0] == b' ') as usize;
    let w1: &[u8; 32] = w[k..k + 32].try_into().expect("32 bytes");
    let p1 = pos + k;
    // The kind comes from a table, which spares a `match` on the byte
    // class (an indirect jump). Blanks map to `FK_NONE`, so the newline
    // and indentation that start a line are tested for only on that
    // (rarer) branch, not before every token.
    let fk = FAST_KIND[w1[0] as usize];
    if fk >= FK_NAME {
        return fast_name(w1, p1, 0, fk, 0, ident.skip(k));
    }
    // One-byte punctuation.
    if fk != FK_NONE {
        return Some((raw_token(fk, 0, p1, p1 + 1), p1 + 1));
    }
    if w1[0] > b' ' {
        return fast_number_or_metadata(w1, 0, 0, p1, ident.skip(k));
    }
    let w: &[u8; 32] = w.first_chunk().expect("32 bytes");
    let (k, nl) = leading_blanks(w)?;
    let fk = FAST_KIND[w[k] as usize];
    if fk >= FK_NAME {
        return fast_name(w, pos, k, fk, nl, ident);
    }
    if fk != FK_NONE {
        let start = pos + k;
        return Some((raw_token(fk, nl, start, start + 1), start + 1));
    }
    fast_number_or_metadata(w, k, nl, pos, ident)
}

/// The word or `%`/`@` name at `w[k]` (kind `fk`) for [`fast_token_at`]:
/// its length is the identifier run after the first byte.
#[cfg_attr(not(debug_assertions), inline(always))]
fn fast_name<E: IdentEnd>(
    w: &[u8; 32],
    pos: usize,
    k: usize,
    fk: u8,
    nl: u64,
    ident: E,
) -> Option<(Token, usize)> {
    let start = pos + k;
    let j = ident.ident_end(w, k + 1);
    let after = *w.get(j)?;
    if fk != Tok::Word as u8 {
        if j == k + 1 {
            // A sigil without a plain name (`%"q"`, `%`, `@\…`).
            return None;
        }
    } else {
        // A word. `f0x…` (hex float bits) and `c"…"` take the general
        // path; `0` after the first letter or a quote right after a word
        // are rare, so these tests predict well for `float`, `call`, ….
        if w[k + 1] == b'0' {
            return None;
        }
        // Most words are followed by a space: one compare, not the table.
        match if after == b' ' {
            AW_PLAIN
        } else {
            AFTER_WORD[after as usize]
        } {
            AW_PLAIN => {}
            AW_COLON => {
                return Some((raw_token(Tok::Label as u8, nl, start, pos + j), pos + j + 1));
            }
            AW_PAREN => {
                if j == k + 9 && &w[k..j] == b"addrspace" {
                    // Within the window (no call, no access to `src`).
                    let e = addrspace_end(w, j)?;
                    return Some((raw_token(Tok::AddrSpace as u8, nl, start, pos + e), pos + e));
                }
                if w[k..j].ends_with(b"addrspace") {
                    // `i8addrspace(0)*`: the general path splits it.
                    return None;
                }
            }
            _ => return None,
        }
    }
    Some((raw_token(fk, nl, start, pos + j), pos + j))
}

/// `iN` directly followed by `addrspace(` (`i8addrspace(0)*`, accepted by LLVM): the end of
/// `iN`.
fn int_type_glued_to_addrspace(s: &[u8], start: usize, end: usize) -> Option<usize> {
    let word = &s[start..end];
    let rest = word.strip_prefix(b"i")?;
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    (digits > 0 && &rest[digits..] == b"addrspace" && s.get(end) == Some(&b'('))
        .then_some(start + 1 + digits)
}

/// [`AFTER_WORD`]: nothing special follows the word.
const AW_PLAIN: u8 = 0;
/// `word:`, a label.
const AW_COLON: u8 = 1;
/// `word(`, perhaps `addrspace(N)`.
const AW_PAREN: u8 = 2;
/// `c"`: a `c"…"` string (the general path).
const AW_QUOTE: u8 = 3;

/// What the byte after a word means to [`fast_token_at`] (one table load
/// instead of a compare per case).
static AFTER_WORD: [u8; 256] = {
    let mut t = [AW_PLAIN; 256];
    t[b':' as usize] = AW_COLON;
    t[b'(' as usize] = AW_PAREN;
    t[b'"' as usize] = AW_QUOTE;
    t
};

/// The rest of [`fast_token_at`]: decimal integers (`12`, `-7`; floats,
/// hex forms and numbered labels take the general path) and metadata
/// references (`!12`, `!dbg`).
#[cfg_attr(not(debug_assertions), inline(always))]
fn fast_number_or_metadata<E: IdentEnd>(
    w: &[u8; 32],
    k: usize,
    nl: u64,
    pos: usize,
    ident: E,
) -> Option<(Token, usize)> {
    let c = w[k];
    let start = pos + k;
    let digits_from = |mut j: usize| {
        while j < 32 && w[j].is_ascii_digit() {
            j += 1;
        }
        j
    };
    if c == b'!' {
        let n1 = *w.get(k + 1)?;
        if n1.is_ascii_digit() {
            let j = digits_from(k + 1);
            if j >= 32 {
                return None;
            }
            return Some((raw_token(Tok::MdId as u8, nl, start, pos + j), pos + j));
        }
        if !IDCHAR[n1 as usize] {
            return None;
        }
        let j = ident.ident_end(w, k + 1);
        // Named metadata may hold `\xx` escapes: the general path.
        if j >= k + 17 || *w.get(j)? == b'\\' {
            return None;
        }
        return Some((raw_token(Tok::MdName as u8, nl, start, pos + j), pos + j));
    }
    if !(c.is_ascii_digit() || c == b'-') {
        return None;
    }
    let first = k + (c == b'-') as usize;
    let j = digits_from(first);
    if j == first || j >= 32 {
        return None;
    }
    if w[j] == b'.' {
        return fast_decimal_float(w, j, nl, start, pos);
    }
    if IDCHAR[w[j] as usize] || w[j] == b':' {
        return None;
    }
    Some((raw_token(Tok::Int as u8, nl, start, pos + j), pos + j))
}

/// A decimal float (`27.0`, `1.000000e+00`, `-5.5E-3`) whose integer digits end at `w[dot]`,
/// the `.`: the forms LLVM prints for exactly representable constants, one or more per
/// instruction in floating-point code. The general path lexes the same token; anything
/// unusual (an exponent without digits, a float glued to a name, the window's end) is left
/// to it.
#[cfg_attr(not(debug_assertions), inline(always))]
fn fast_decimal_float(
    w: &[u8; 32],
    dot: usize,
    nl: u64,
    start: usize,
    pos: usize,
) -> Option<(Token, usize)> {
    let digits_from = |mut j: usize| {
        while j < 32 && w[j].is_ascii_digit() {
            j += 1;
        }
        j
    };
    let mut j = digits_from(dot + 1);
    if j < 32 && (w[j] | 0x20) == b'e' {
        let sign = j + 1 + (w.get(j + 1).is_some_and(|&b| b == b'+' || b == b'-')) as usize;
        let end = digits_from(sign);
        if end == sign {
            return None;
        }
        j = end;
    }
    if j >= 32 || IDCHAR[w[j] as usize] || w[j] == b':' {
        return None;
    }
    Some((raw_token(Tok::Float as u8, nl, start, pos + j), pos + j))
}

/// Bit `i` set where `c[i]` is not an identifier byte (`[-A-Za-z0-9_.$]`).
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn non_ident16(c: &[u8; 16]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86_64 baseline.
        unsafe { non_ident16_sse2(c) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        (0..16).fold(0, |m, i| m | ((!IDCHAR[c[i] as usize]) as u32) << i)
    }
}

/// How the fast path classifies identifier bytes: [`Baseline`] everywhere,
/// or [`Ssse3`]/[`Avx2`] (table lookups, far fewer instructions) where the
/// CPU has them.
pub(crate) trait Classify: Copy {
    /// Bit `i` set where `c[i]` is not an identifier byte.
    fn non_ident16(self, c: &[u8; 16]) -> u32;

    /// [`Classify::non_ident16`] of 32 bytes.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn non_ident32(self, c: &[u8; 32]) -> u32 {
        let (lo, hi) = halves(c);
        self.non_ident16(lo) | self.non_ident16(hi) << 16
    }

    /// [`Classify::non_ident16`] of 64 bytes.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn non_ident64(self, b: &[u8; 64]) -> u64 {
        let (lo, hi) = halves(b);
        self.non_ident32(lo) as u64 | (self.non_ident32(hi) as u64) << 32
    }
}

/// The two halves of `2 * N` bytes.
#[cfg_attr(not(debug_assertions), inline(always))]
fn halves<const N: usize, const M: usize>(b: &[u8; M]) -> (&[u8; N], &[u8; N]) {
    let (lo, hi) = b.split_first_chunk::<N>().expect("two halves");
    (lo, hi.first_chunk().expect("two halves"))
}

/// How [`fast_token_at`] finds where an identifier run ends in its window.
trait IdentEnd: Copy {
    /// Index of the first non-identifier byte of `w` at or after `from`
    /// (`from <= 17`), or any value `>= 32` if there is none in `w`.
    fn ident_end(self, w: &[u8; 32], from: usize) -> usize;
    /// The same for a window `k <= 1` bytes further on.
    fn skip(self, k: usize) -> Self;
}

/// [`IdentEnd`] by classifying the 16 bytes from `from` (and, rarely, a
/// byte loop after them).
#[derive(Clone, Copy)]
struct Chunked<C>(C);

impl<C: Classify> IdentEnd for Chunked<C> {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn ident_end(self, w: &[u8; 32], from: usize) -> usize {
        let Some(chunk) = w.get(from..).and_then(|r| r.first_chunk::<16>()) else {
            return 32;
        };
        let run = (self.0.non_ident16(chunk) | 0x1_0000).trailing_zeros() as usize;
        let mut j = from + run;
        if run == 16 {
            while j < 32 && IDCHAR[w[j] as usize] {
                j += 1;
            }
        }
        j
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn skip(self, _k: usize) -> Self {
        self
    }
}

/// [`IdentEnd`] from a precomputed mask of a 64-byte block: bit `i` of
/// `bits` set where byte `i` of the block is not an identifier byte; the
/// window starts at byte `at <= 32` of the block, so it lies in the block
/// and a run past the window's end gives an index `>= 32`.
#[derive(Clone, Copy)]
struct WindowMask {
    bits: u64,
    at: usize,
}

impl IdentEnd for WindowMask {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn ident_end(self, _w: &[u8; 32], from: usize) -> usize {
        from + (self.bits >> ((self.at + from) & 63)).trailing_zeros() as usize
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn skip(self, k: usize) -> Self {
        WindowMask {
            bits: self.bits,
            at: self.at + k,
        }
    }
}

/// [`non_ident16`]: baseline instructions only.
#[derive(Clone, Copy)]
pub(crate) struct Baseline;

impl Classify for Baseline {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn non_ident16(self, c: &[u8; 16]) -> u32 {
        non_ident16(c)
    }
}

/// Proof that the CPU has SSSE3, BMI1 and BMI2 (only [`Ssse3::detect`]
/// makes one): the fast path's masks shift and count zeros with them.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
struct Ssse3(());

#[cfg(target_arch = "x86_64")]
impl Ssse3 {
    #[inline]
    fn detect() -> Option<Ssse3> {
        use std::arch::is_x86_feature_detected as has;
        (has!("ssse3") && has!("bmi1") && has!("bmi2")).then_some(Ssse3(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Classify for Ssse3 {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn non_ident16(self, c: &[u8; 16]) -> u32 {
        // SAFETY: an `Ssse3` exists only where the CPU has SSSE3.
        unsafe { non_ident16_ssse3(c) }
    }
}

// `Ssse3` with 32-byte classification, on the AVX2 proof the splitter uses too.
#[cfg(target_arch = "x86_64")]
use super::cpu::Avx2;

#[cfg(target_arch = "x86_64")]
impl Classify for Avx2 {
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn non_ident16(self, c: &[u8; 16]) -> u32 {
        // SAFETY: an `Avx2` exists only where the CPU has AVX2, which
        // includes SSSE3.
        unsafe { non_ident16_ssse3(c) }
    }
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn non_ident32(self, c: &[u8; 32]) -> u32 {
        // SAFETY: an `Avx2` exists only where the CPU has AVX2.
        unsafe { non_ident32_avx2(c) }
    }
}

/// Classes by high nibble: 2 (`$-.`), 3 (digits), 4 and 6 (letters after
/// `@`/`` ` ``), 5 (`P`–`Z`, `_`), 7 (`p`–`z`); bytes >= 0x80 none. Twice,
/// for the two 128-bit lanes of AVX2's `vpshufb`.
#[cfg(target_arch = "x86_64")]
static NIBBLE_HI: [u8; 32] = {
    let h = [0, 0, 1, 2, 4, 8, 4, 16, 0, 0, 0, 0, 0, 0, 0, 0];
    let mut t = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        t[i] = h[i % 16];
        i += 1;
    }
    t
};

/// Which of the [`NIBBLE_HI`] classes each low nibble belongs to (twice).
#[cfg(target_arch = "x86_64")]
static NIBBLE_LO: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        let l = i % 16;
        let mut bits = 0;
        if l == 0x4 || l == 0xd || l == 0xe {
            bits |= 1;
        }
        if l <= 9 {
            bits |= 2;
        }
        if l >= 1 {
            bits |= 4;
        }
        if l <= 0xa || l == 0xf {
            bits |= 8;
        }
        if l <= 0xa {
            bits |= 16;
        }
        t[i] = bits;
        i += 1;
    }
    t
};

/// [`non_ident16`] by two nibble-table lookups (`pshufb`): a byte is an
/// identifier byte when the classes its high and its low nibble allow
/// share a bit.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
fn non_ident16_ssse3(c: &[u8; 16]) -> u32 {
    use std::arch::x86_64::*;
    // SAFETY: `c` and the tables are at least 16 readable bytes; the loads
    // are unaligned.
    let (v, hi_table, lo_table) = unsafe {
        (
            _mm_loadu_si128(c.as_ptr().cast::<__m128i>()),
            _mm_loadu_si128(NIBBLE_HI.as_ptr().cast::<__m128i>()),
            _mm_loadu_si128(NIBBLE_LO.as_ptr().cast::<__m128i>()),
        )
    };
    let hi = _mm_and_si128(_mm_srli_epi16::<4>(v), _mm_set1_epi8(0x0f));
    // `pshufb` yields 0 where the index byte is >= 0x80, so non-ASCII
    // bytes match no class through the low-nibble lookup.
    let classes = _mm_and_si128(
        _mm_shuffle_epi8(hi_table, hi),
        _mm_shuffle_epi8(lo_table, v),
    );
    let not_ident = _mm_cmpeq_epi8(classes, _mm_setzero_si128());
    _mm_movemask_epi8(not_ident) as u32
}

/// [`non_ident16_ssse3`] of 32 bytes at once.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn non_ident32_avx2(c: &[u8; 32]) -> u32 {
    use std::arch::x86_64::*;
    // SAFETY: `c` and the tables are exactly 32 readable bytes; the loads
    // are unaligned.
    let (v, hi_table, lo_table) = unsafe {
        (
            _mm256_loadu_si256(c.as_ptr().cast::<__m256i>()),
            _mm256_loadu_si256(NIBBLE_HI.as_ptr().cast::<__m256i>()),
            _mm256_loadu_si256(NIBBLE_LO.as_ptr().cast::<__m256i>()),
        )
    };
    let hi = _mm256_and_si256(_mm256_srli_epi16::<4>(v), _mm256_set1_epi8(0x0f));
    let classes = _mm256_and_si256(
        _mm256_shuffle_epi8(hi_table, hi),
        _mm256_shuffle_epi8(lo_table, v),
    );
    let not_ident = _mm256_cmpeq_epi8(classes, _mm256_setzero_si256());
    _mm256_movemask_epi8(not_ident) as u32
}

/// `[-A-Za-z0-9_.$]` classification of 16 bytes with range compares.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
fn non_ident16_sse2(c: &[u8; 16]) -> u32 {
    use std::arch::x86_64::*;
    // SAFETY: `c` is exactly 16 readable bytes; the load is unaligned.
    let v = unsafe { _mm_loadu_si128(c.as_ptr().cast::<__m128i>()) };
    // Bytes >= 0x80 are negative as i8, so they fail every range test.
    let in_range = |x: __m128i, a: u8, b: u8| {
        _mm_and_si128(
            _mm_cmpgt_epi8(x, _mm_set1_epi8(a as i8 - 1)),
            _mm_cmplt_epi8(x, _mm_set1_epi8(b as i8 + 1)),
        )
    };
    let letters = in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), b'a', b'z');
    let digits = in_range(v, b'0', b'9');
    let eq = |b: u8| _mm_cmpeq_epi8(v, _mm_set1_epi8(b as i8));
    let ok = _mm_or_si128(
        _mm_or_si128(letters, digits),
        _mm_or_si128(
            _mm_or_si128(eq(b'_'), eq(b'.')),
            _mm_or_si128(eq(b'$'), eq(b'-')),
        ),
    );
    !(_mm_movemask_epi8(ok) as u32) & 0xFFFF
}

/// The lexer: a position in a byte slice. Cheap to copy (for lookahead).
#[derive(Clone, Copy, Debug)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// [`Lexer::fill`] ends a batch at the first token of each line.
    lines: bool,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Lexer<'a> {
        // Spans are u32: clamp absurdly large inputs rather than overflow.
        let src = &src[..src.len().min(u32::MAX as usize - 1)];
        Lexer {
            src,
            pos: 0,
            lines: false,
        }
    }

    /// Whether [`Lexer::fill`] ends each batch at the first token of a line (where the
    /// parser may read the line from the text itself).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn set_lines(&mut self, lines: bool) {
        self.lines = lines;
    }

    /// See [`Lexer::set_lines`].
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn lines(&self) -> bool {
        self.lines
    }

    /// Starts lexing at `pos`.
    pub fn at(src: &'a [u8], pos: usize) -> Lexer<'a> {
        let mut l = Lexer::new(src);
        l.pos = pos.min(l.src.len());
        l
    }

    pub fn src(&self) -> &'a [u8] {
        self.src
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to `pos` (a position previously returned by [`Lexer::pos`]).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// Skips whitespace and comments; returns whether a newline was crossed.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn skip_trivia(&mut self) -> bool {
        let s = self.src;
        let mut nl = false;
        let mut i = self.pos;
        while let Some(&c) = s.get(i) {
            // Fast paths first: a single space, then any byte that cannot
            // be trivia (most tokens are separated by exactly one space).
            if c == b' ' {
                i += 1;
                continue;
            }
            if c > b' ' && c != b';' && c != b'/' {
                break;
            }
            match c {
                b'\t' | b'\r' | 0x0b | 0x0c => i += 1,
                b'\n' => {
                    nl = true;
                    i += 1;
                }
                b';' => {
                    while i < s.len() && s[i] != b'\n' {
                        i += 1;
                    }
                }
                b'/' if s.get(i + 1) == Some(&b'*') => {
                    // C-style block comment (accepted by modern LLParser).
                    let mut j = i + 2;
                    while j + 1 < s.len() && !(s[j] == b'*' && s[j + 1] == b'/') {
                        if s[j] == b'\n' {
                            nl = true;
                        }
                        j += 1;
                    }
                    i = (j + 2).min(s.len());
                }
                _ => break,
            }
        }
        self.pos = i;
        nl
    }

    /// End of the identifier starting at `i`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn scan_ident(&self, i: usize) -> usize {
        let s = self.src;
        let rest = s.get(i..).unwrap_or(&[]);
        match rest.iter().position(|&b| !IDCHAR[b as usize]) {
            Some(p) => i + p,
            None => s.len(),
        }
    }

    #[inline]
    fn scan_digits(&self, mut i: usize) -> usize {
        let s = self.src;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
        }
        i
    }

    /// Scans a string whose opening quote is at `i`; returns (end, flags).
    #[inline]
    fn scan_string(&self, i: usize) -> (usize, u8) {
        let s = self.src;
        let mut j = i + 1;
        let mut high = false;
        while j < s.len() {
            let b = s[j];
            if b == b'"' {
                break;
            }
            high |= b >= 0x80;
            j += 1;
        }
        let mut flags = 0;
        if high && s[i + 1..j].windows(3).any(|w| w == [0xEF, 0xBF, 0xBD]) {
            flags |= F_BAD_UTF8;
        }
        if j >= s.len() {
            flags |= F_UNTERMINATED;
            (j, flags)
        } else {
            (j + 1, flags)
        }
    }

    /// Name after a sigil at `i` (`%`, `@`, `$`): quoted, numeric or
    /// identifier. Returns (end, flags), or `None` if nothing follows.
    #[inline]
    fn scan_name(&self, i: usize) -> Option<(usize, u8)> {
        let s = self.src;
        match s.get(i) {
            Some(b'"') => {
                let (e, f) = self.scan_string(i);
                Some((e, f | F_QUOTED))
            }
            Some(&b) if IDCHAR[b as usize] => Some((self.scan_ident(i), 0)),
            Some(b'\\') => Some((self.scan_ident(i + 1), 0)),
            _ => None,
        }
    }

    /// Next token.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn next_token(&mut self) -> Token {
        if let Some(w) = self.src.get(self.pos..).and_then(|r| r.first_chunk()) {
            if let Some((t, end)) = fast_token_at(w, self.pos, Chunked(Baseline)) {
                self.pos = end;
                return t;
            }
        }
        self.general_token()
    }

    /// The next token by the general path (any input, including the end).
    #[inline(never)]
    fn general_token(&mut self) -> Token {
        let nl = self.skip_trivia();
        let t = self.lex();
        if nl {
            t.with_flags(F_NEWLINE)
        } else {
            t
        }
    }

    /// Lexes tokens into `out[n..]` until it is full, holds the end of
    /// input (`Tok::Eof`, which keeps coming after the end), or, in line
    /// batches ([`Lexer::set_lines`]), holds a token that starts a line (so a
    /// batch is at most the rest of one line and the first token of the next);
    /// returns how many tokens `out` now holds. One tight loop keeps the position in a
    /// register, which is much cheaper than a call per token.
    #[inline]
    pub fn fill<const N: usize>(&mut self, out: &mut [Token; N], n: usize) -> usize {
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = Avx2::detect() {
            // SAFETY: `avx2` proves that the CPU has AVX2, BMI1 and BMI2.
            return unsafe {
                // Two loops rather than a test per token in one (which cost registers).
                if self.lines {
                    self.fill_avx2::<N, true>(out, n, avx2)
                } else {
                    self.fill_avx2::<N, false>(out, n, avx2)
                }
            };
        }
        #[cfg(target_arch = "x86_64")]
        if let Some(ssse3) = Ssse3::detect() {
            // SAFETY: `ssse3` proves that the CPU has SSSE3, BMI1 and BMI2.
            return unsafe { self.fill_ssse3(out, n, ssse3) };
        }
        if self.lines {
            self.fill_with::<_, N, true>(out, n, Baseline)
        } else {
            self.fill_with::<_, N, false>(out, n, Baseline)
        }
    }

    /// [`Lexer::fill`] compiled for AVX2, BMI1 and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2")]
    fn fill_avx2<const N: usize, const LINES: bool>(
        &mut self,
        out: &mut [Token; N],
        n: usize,
        avx2: Avx2,
    ) -> usize {
        self.fill_with::<_, N, LINES>(out, n, avx2)
    }

    /// [`Lexer::fill`] compiled for SSSE3, BMI1 and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "ssse3,bmi1,bmi2")]
    fn fill_ssse3<const N: usize>(
        &mut self,
        out: &mut [Token; N],
        n: usize,
        ssse3: Ssse3,
    ) -> usize {
        if self.lines {
            self.fill_with::<_, N, true>(out, n, ssse3)
        } else {
            self.fill_with::<_, N, false>(out, n, ssse3)
        }
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn fill_with<C: Classify, const N: usize, const LINES: bool>(
        &mut self,
        out: &mut [Token; N],
        n: usize,
        class: C,
    ) -> usize {
        let src = self.src;
        // `block` is `src[base..base + 64]`, its identifier bytes classified
        // once (bit set: not an identifier byte), so a token's end is a
        // shift and a `tzcnt` rather than a classification of its own. The
        // position is `base + o`; the block slides by 32 bytes as it moves,
        // so `o < 32` and the 33-byte window there lies in the block. `o`
        // starts at 64: the first token classifies a fresh block.
        let mut base = self.pos.wrapping_sub(64);
        let mut o = 64usize;
        let mut block: &[u8; 64] = &[0; 64];
        let mut non_ident = 0u64;
        // Slots by pointer rather than by index: the index would cost a
        // shift per token.
        let mut slots = out.get_mut(n..).unwrap_or_default().iter_mut();
        while slots.len() != 0 {
            if o >= 32 {
                let pos = base.wrapping_add(o);
                if o < 64 && base + 96 <= src.len() {
                    base += 32;
                    o -= 32;
                    block = src[base..base + 64].try_into().expect("64 bytes");
                    let (_, hi) = halves::<32, 64>(block);
                    non_ident = non_ident >> 32 | (class.non_ident32(hi) as u64) << 32;
                } else if let Some(b) = src.get(pos..pos + 64) {
                    base = pos;
                    o = 0;
                    block = b.try_into().expect("64 bytes");
                    non_ident = class.non_ident64(block);
                } else {
                    break;
                }
            }
            let at = o & 31;
            let pos = base + at;
            let w: &[u8; 33] = block[at..at + 33].try_into().expect("33 bytes");
            let mask = WindowMask {
                bits: non_ident,
                at,
            };
            let t = match fast_token_at(w, pos, mask) {
                Some((t, end)) => {
                    o = end - base;
                    t
                }
                None => {
                    self.pos = pos;
                    let t = self.general_token();
                    o = self.pos - base;
                    if t.is(Tok::Eof) {
                        if let Some(slot) = slots.next() {
                            *slot = t;
                        }
                        return N - slots.len();
                    }
                    t
                }
            };
            if let Some(slot) = slots.next() {
                *slot = t;
            }
            // In line batches, a batch ends at the first token of a line: the parser can
            // then read that line from the text itself (see `Parser::fused_lines`).
            if LINES && t.newline_before() {
                self.pos = base.wrapping_add(o);
                return N - slots.len();
            }
        }
        let n = N - slots.len();
        self.pos = base.wrapping_add(o);
        if n < out.len() {
            self.fill_rest::<C, N, LINES>(out, n, class)
        } else {
            n
        }
    }

    /// [`Lexer::fill_with`] in the last 64 bytes of `src`, or for short texts.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn fill_rest<C: Classify, const N: usize, const LINES: bool>(
        &mut self,
        out: &mut [Token; N],
        mut n: usize,
        class: C,
    ) -> usize {
        let ident = Chunked(class);
        let src = self.src;
        let mut pos = self.pos;
        // The last 33 bytes of `src` (fewer in a short text) followed by
        // NULs, from offset `tail.0` in `src`: the fast path's window in the
        // last 33 bytes, made once per call that gets there.
        let mut tail: Option<(usize, [u8; 72])> = None;
        // Positions below this have 33 bytes of `src` after them.
        let full_windows = src.len().saturating_sub(32);
        while n < out.len() {
            let fast = match pos < full_windows {
                true => fast_token_at(src[pos..pos + 33].try_into().expect("33 bytes"), pos, ident),
                false => {
                    let (base, bytes) = tail.get_or_insert_with(|| {
                        let base = src.len().saturating_sub(33);
                        let mut bytes = [0; 72];
                        bytes[..src.len() - base].copy_from_slice(&src[base..]);
                        (base, bytes)
                    });
                    match bytes
                        .get(pos.wrapping_sub(*base)..)
                        .and_then(|r| r.first_chunk())
                    {
                        Some(w) => fast_token_at(w, pos, ident),
                        None => None,
                    }
                }
            };
            if let Some((t, end)) = fast {
                out[n] = t;
                n += 1;
                pos = end;
                // As in `fill_with`: a line batch ends at a line's first token.
                if LINES && t.newline_before() {
                    break;
                }
                continue;
            }
            self.pos = pos;
            let t = self.general_token();
            pos = self.pos;
            out[n] = t;
            n += 1;
            if t.is(Tok::Eof) || (LINES && t.newline_before()) {
                break;
            }
        }
        self.pos = pos;
        n
    }

    #[inline]
    fn tok(&mut self, kind: Tok, start: usize, end: usize, flags: u8) -> Token {
        self.pos = end;
        Token::new(kind, flags, Span::new(start as u32, end as u32))
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn lex(&mut self) -> Token {
        let s = self.src;
        let i = self.pos;
        let Some(&c) = s.get(i) else {
            return self.tok(Tok::Eof, i, i, 0);
        };
        match FIRST[c as usize] {
            K_IDSTART => {
                if c == b'.' && s.get(i + 1) == Some(&b'.') && s.get(i + 2) == Some(&b'.') {
                    return self.tok(Tok::Ellipsis, i, i + 3, 0);
                }
                if c == b'f' && s.get(i + 1) == Some(&b'0') && s.get(i + 2) == Some(&b'x') {
                    // `f0x…`: hex float bits of any width (LLVM 21+).
                    let mut j = i + 3;
                    while j < s.len() && s[j].is_ascii_hexdigit() {
                        j += 1;
                    }
                    return self.tok(Tok::Float, i, j, 0);
                }
                if c == b'c' && s.get(i + 1) == Some(&b'"') {
                    let (e, f) = self.scan_string(i + 1);
                    return self.tok(Tok::CStr, i, e, f);
                }
                let mut e = self.scan_ident(i + 1);
                if let Some(int_end) = int_type_glued_to_addrspace(s, i, e) {
                    // LLVM lexes `i8addrspace(0)*` as `i8` `addrspace(0)` `*`.
                    e = int_end;
                }
                if s.get(e) == Some(&b':') {
                    self.pos = e + 1;
                    return Token::new(Tok::Label, 0, Span::new(i as u32, e as u32));
                }
                if &s[i..e] == b"addrspace" {
                    if let Some(end) = addrspace_end(s, e) {
                        return self.tok(Tok::AddrSpace, i, end, 0);
                    }
                }
                // Hex float/int forms start with a digit, so words are simple.
                self.tok(Tok::Word, i, e, 0)
            }
            K_SIMPLE => self.tok(SIMPLE[c as usize], i, i + 1, 0),
            K_SIGIL if s.get(i + 1).is_some_and(|&b| IDCHAR[b as usize]) => {
                let kind = if c == b'%' { Tok::Local } else { Tok::Global };
                let e = self.scan_ident(i + 2);
                self.tok(kind, i, e, 0)
            }
            K_DIGIT | K_MINUS => self.lex_number(i),
            K_PUNCT | K_SIGIL => self.lex_punct(i, c),
            _ => {
                // Error run: consume consecutive bytes that cannot start a
                // token so a multi-byte char stays one token.
                let mut e = i + 1;
                while e < s.len() && FIRST[s[e] as usize] == K_OTHER {
                    e += 1;
                }
                self.tok(Tok::Error, i, e, 0)
            }
        }
    }

    fn lex_number(&mut self, i: usize) -> Token {
        let s = self.src;
        let c = s[i];
        // Hex forms: 0x…, 0xK…, u0x…, s0x… (u/s start with letters, see below),
        // and C99 hexadecimal floats `0x1.8p3`, signed or not (LLVM 23).
        let hex_at = if c == b'-' { i + 1 } else { i };
        if s.get(hex_at) == Some(&b'0') && s.get(hex_at + 1) == Some(&b'x') {
            return self.tok(Tok::Float, i, hex_number_end(s, hex_at + 2), 0);
        }
        let start_digits = if c == b'-' { i + 1 } else { i };
        let e = self.scan_digits(start_digits);
        if e == start_digits {
            // `-` not followed by a digit: a label/identifier like `-foo:`, a
            // special float (`-inf`, `-nan(0x1)`), or junk.
            let e2 = self.scan_ident(i + 1);
            if s.get(e2) == Some(&b':') && e2 > i + 1 {
                self.pos = e2 + 1;
                return Token::new(Tok::Label, 0, Span::new(i as u32, e2 as u32));
            }
            if let Some(end) = special_float_end(s, i + 1) {
                return self.tok(Tok::Float, i, end, 0);
            }
            return self.tok(Tok::Error, i, i + 1, 0);
        }
        match s.get(e) {
            Some(b'.') => {
                let mut j = self.scan_digits(e + 1);
                if matches!(s.get(j), Some(b'e' | b'E')) {
                    let mut k = j + 1;
                    if matches!(s.get(k), Some(b'+' | b'-')) {
                        k += 1;
                    }
                    let k2 = self.scan_digits(k);
                    if k2 > k {
                        j = k2;
                    }
                }
                self.tok(Tok::Float, i, j, 0)
            }
            Some(b':') if c != b'-' => {
                // Numbered label `12:`.
                self.pos = e + 1;
                Token::new(Tok::Label, 0, Span::new(i as u32, e as u32))
            }
            Some(&b) if c != b'-' && IDCHAR[b as usize] && b != b'-' => {
                // Labels such as `1abc:` are legal; otherwise treat as a word.
                let e2 = self.scan_ident(e);
                if s.get(e2) == Some(&b':') {
                    self.pos = e2 + 1;
                    return Token::new(Tok::Label, 0, Span::new(i as u32, e2 as u32));
                }
                self.tok(Tok::Int, i, e, 0)
            }
            _ => self.tok(Tok::Int, i, e, 0),
        }
    }

    fn lex_punct(&mut self, i: usize, c: u8) -> Token {
        let s = self.src;
        let simple = |k| (k, i + 1);
        let (kind, end) = match c {
            b'=' => simple(Tok::Eq),
            b',' => simple(Tok::Comma),
            b'*' => simple(Tok::Star),
            b'(' => simple(Tok::LParen),
            b')' => simple(Tok::RParen),
            b'[' => simple(Tok::LBracket),
            b']' => simple(Tok::RBracket),
            b'{' => simple(Tok::LBrace),
            b'}' => simple(Tok::RBrace),
            b'<' => simple(Tok::Less),
            b'>' => simple(Tok::Greater),
            b':' => simple(Tok::Colon),
            b'|' => simple(Tok::Pipe),
            b'^' => {
                let e = self.scan_digits(i + 1);
                (Tok::Caret, e)
            }
            b'"' => {
                let (e, f) = self.scan_string(i);
                if f & F_UNTERMINATED == 0 && s.get(e) == Some(&b':') {
                    self.pos = e + 1;
                    return Token::new(Tok::Label, f | F_QUOTED, Span::new(i as u32, e as u32));
                }
                return self.tok(Tok::Str, i, e, f);
            }
            b'%' | b'@' | b'$' => {
                let kind = match c {
                    b'%' => Tok::Local,
                    b'@' => Tok::Global,
                    _ => Tok::Comdat,
                };
                return match self.scan_name(i + 1) {
                    Some((e, f)) => self.tok(kind, i, e, f),
                    None => self.tok(Tok::Error, i, i + 1, 0),
                };
            }
            b'!' => {
                return match s.get(i + 1) {
                    Some(b) if b.is_ascii_digit() => {
                        let e = self.scan_digits(i + 1);
                        self.tok(Tok::MdId, i, e, 0)
                    }
                    Some(&b) if (IDCHAR[b as usize] || b == b'\\') => {
                        // Named metadata may contain `\xx` escapes.
                        let mut e = i + 1;
                        while e < s.len() && (IDCHAR[s[e] as usize] || s[e] == b'\\') {
                            e += 1;
                        }
                        self.tok(Tok::MdName, i, e, 0)
                    }
                    _ => self.tok(Tok::Exclaim, i, i + 1, 0),
                };
            }
            b'#' => {
                return match s.get(i + 1) {
                    Some(b) if b.is_ascii_digit() => {
                        let e = self.scan_digits(i + 1);
                        self.tok(Tok::AttrGroupId, i, e, 0)
                    }
                    Some(&b) if IDCHAR[b as usize] => {
                        let e = self.scan_ident(i + 1);
                        self.tok(Tok::HashWord, i, e, 0)
                    }
                    _ => self.tok(Tok::Error, i, i + 1, 0),
                };
            }
            b'.' => {
                if s.get(i + 1) == Some(&b'.') && s.get(i + 2) == Some(&b'.') {
                    (Tok::Ellipsis, i + 3)
                } else {
                    (Tok::Error, i + 1)
                }
            }
            b'+' => {
                // `+` only appears in floats like `+1.0`, `+0x1p4` or the special
                // values `+inf`, `+qnan`, `+nan(0x1)` (rare): lex the number.
                if s.get(i + 1).is_some_and(|b| b.is_ascii_digit()) {
                    let t = self.lex_number(i + 1);
                    return Token::new(t.kind(), t.flags(), Span::new(i as u32, t.span().end));
                }
                match special_float_end(s, i + 1) {
                    Some(end) => (Tok::Float, end),
                    None => (Tok::Error, i + 1),
                }
            }
            _ => (Tok::Error, i + 1),
        };
        self.tok(kind, i, end, 0)
    }
}

/// The end of a hexadecimal number whose digits start at `j` (after `0x`):
/// the bit patterns `0x…` and `0xK…`/`0xL…`/`0xM…`/`0xH…`/`0xR…`, and the C99
/// hexadecimal floats LLVM 23 reads (`0x1.fp13`, `0x1p-4`: hex digits, an
/// optional `.` and fraction, then an optional binary exponent `p[+-]?[0-9]+`).
fn hex_number_end(s: &[u8], mut j: usize) -> usize {
    let hex_run = |mut j: usize| {
        while j < s.len() && s[j].is_ascii_hexdigit() {
            j += 1;
        }
        j
    };
    if matches!(s.get(j), Some(b'K' | b'L' | b'M' | b'H' | b'R')) {
        return hex_run(j + 1);
    }
    j = hex_run(j);
    if s.get(j) == Some(&b'.') {
        j = hex_run(j + 1);
    }
    if matches!(s.get(j), Some(b'p' | b'P')) {
        let mut k = j + 1;
        if matches!(s.get(k), Some(b'+' | b'-')) {
            k += 1;
        }
        let digits = s[k.min(s.len())..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits > 0 {
            j = k + digits;
        }
    }
    j
}

/// The end of a special floating-point value after its sign (at `i`), as LLVM 23's
/// lexer reads them (the sign is required, LangRef "Simple Constants"): `inf`,
/// `qnan`, and the NaNs with a hexadecimal payload `nan(0x…)` (quiet) and
/// `snan(0x…)` (signalling). `None` when the bytes are none of these or run on
/// into an identifier.
fn special_float_end(s: &[u8], i: usize) -> Option<usize> {
    let rest = s.get(i..)?;
    let word = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let end = match &rest[..word] {
        b"inf" | b"qnan" => i + word,
        b"nan" | b"snan" => {
            let payload = rest[word..].strip_prefix(b"(0x")?;
            let digits = payload.iter().take_while(|b| b.is_ascii_hexdigit()).count();
            if digits == 0 || payload.get(digits) != Some(&b')') {
                return None;
            }
            i + word + 3 + digits + 1
        }
        _ => return None,
    };
    match s.get(end) {
        Some(&b) if IDCHAR[b as usize] => None,
        _ => Some(end),
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;
    fn next(&mut self) -> Option<Token> {
        let t = self.next_token();
        (t.kind() != Tok::Eof).then_some(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(s: &str) -> Vec<(Tok, &str)> {
        Lexer::new(s.as_bytes())
            .map(|t| (t.kind(), t.span().text(s)))
            .collect()
    }

    #[test]
    fn llvm23_float_literals_are_one_token() {
        use Tok::*;
        for lit in [
            "+inf",
            "-inf",
            "+qnan",
            "-qnan",
            "+nan(0x1)",
            "-nan(0x3FFFFF)",
            "+snan(0x200000)",
            "-snan(0x4000000000000)",
            "0x1.8p3",
            "-0x1.fp13",
            "+0x1p-4",
            "0x1.0P+2",
            "0x.8p1",
        ] {
            let src = format!("float {lit}, ");
            assert_eq!(
                lex(&src),
                vec![(Word, "float"), (Float, lit), (Comma, ",")],
                "{lit}"
            );
        }
        // Near misses: no sign, no payload, a decimal payload, a longer word.
        for src in ["inf", "+nan", "-snan()", "+nan(1)", "+infinity", "-qnan1"] {
            assert!(
                lex(src).iter().all(|t| t.0 != Float),
                "{src}: {:?}",
                lex(src)
            );
        }
        // A label that happens to spell a special value stays a label.
        assert_eq!(lex("-inf:"), vec![(Label, "-inf")]);
    }

    #[test]
    fn every_token_kind() {
        use Tok::*;
        let src = "define i32 entry: \"q l\": 12: %x %\"a b\" %0 @g @\"k.k-1\" @7 $c !name !12 ! #3 #dbg_value \
                   42 -7 u0xFF s0x1 1.5 -2.0e-3 0x3FF0000000000000 0xH3C00 0xK4000 0xL01 0xM02 0xR3F80 f0x3FB8AA3B \
                   \"str\" c\"bytes\\00\" = , * ( ) [ ] { } < > : ... | ^1 \u{1}";
        let got = lex(src);
        let kinds: Vec<Tok> = got.iter().map(|t| t.0).collect();
        assert_eq!(
            kinds,
            vec![
                Word,
                Word,
                Label,
                Label,
                Label,
                Local,
                Local,
                Local,
                Global,
                Global,
                Global,
                Comdat,
                MdName,
                MdId,
                Exclaim,
                AttrGroupId,
                HashWord,
                Int,
                Int,
                Word,
                Word,
                Float,
                Float,
                Float,
                Float,
                Float,
                Float,
                Float,
                Float,
                Float,
                Str,
                CStr,
                Eq,
                Comma,
                Star,
                LParen,
                RParen,
                LBracket,
                RBracket,
                LBrace,
                RBrace,
                Less,
                Greater,
                Colon,
                Ellipsis,
                Pipe,
                Caret,
                Error
            ]
        );
        assert_eq!(got[2].1, "entry");
        assert_eq!(got[3].1, "\"q l\"");
        assert_eq!(got[4].1, "12");
        assert_eq!(got[6].1, "%\"a b\"");
        assert_eq!(got[9].1, "@\"k.k-1\"");
        assert_eq!(got[17].1, "42");
        assert_eq!(got[18].1, "-7");
    }

    #[test]
    fn token_kinds_round_trip() {
        for k in 0..=u8::MAX {
            let t = tok_from_u8(k);
            if t as u8 == k {
                let tok = Token::new(t, F_QUOTED, Span::new(3, 9));
                assert_eq!(tok.kind(), t);
                assert!(tok.is(t));
                assert_eq!(tok.flags(), F_QUOTED);
                assert_eq!(tok.with_flags(F_NEWLINE).flags(), F_QUOTED | F_NEWLINE);
                assert_eq!(tok.span(), Span::new(3, 9));
            } else {
                assert!(k as usize > Tok::Global as usize, "{k}");
            }
        }
        assert_eq!(tok_from_u8(Tok::Global as u8), Tok::Global);
    }

    #[test]
    fn comments_newlines_and_flags() {
        let s = "a ; comment\n  b /* block\n */ c \"x\u{FFFD}\" \"open";
        let mut l = Lexer::new(s.as_bytes());
        let a = l.next_token();
        assert!(!a.newline_before());
        let b = l.next_token();
        assert!(b.newline_before());
        assert_eq!(b.span().text(s), "b");
        let c = l.next_token();
        assert!(c.newline_before());
        let d = l.next_token();
        assert_eq!(d.kind(), Tok::Str);
        assert!(d.flags() & F_BAD_UTF8 != 0);
        let e = l.next_token();
        assert!(e.flags() & F_UNTERMINATED != 0);
        assert_eq!(l.next_token().kind(), Tok::Eof);
        assert_eq!(l.next_token().kind(), Tok::Eof);
    }

    #[test]
    fn fused_addrspace() {
        assert_eq!(
            lex("addrspace(3)*"),
            vec![(Tok::AddrSpace, "addrspace(3)"), (Tok::Star, "*")]
        );
        let split: Vec<Tok> = lex("addrspace (3)").iter().map(|t| t.0).collect();
        assert_eq!(split, vec![Tok::Word, Tok::LParen, Tok::Int, Tok::RParen]);
        assert_eq!(lex("addrspace(\"A\")")[0].0, Tok::Word);
    }

    #[test]
    fn labels_vs_fields() {
        assert_eq!(lex("line: 5")[0], (Tok::Label, "line"));
        assert_eq!(lex("for.body:")[0], (Tok::Label, "for.body"));
        assert_eq!(lex("x86_fp80")[0], (Tok::Word, "x86_fp80"));
        assert_eq!(lex("i32")[0], (Tok::Word, "i32"));
    }

    #[test]
    fn fast_path_matches_general_path() {
        let src = "define void @f(i32 %x, ptr addrspace(1) %\"q\", float addrspace(12)* addrspace( 3) addrspace(\"A\") addrspace() #0 {\nentry:\n  %a = add nsw i32 %x, 1 ; c\n  br label %next_block_with_a_rather_long_name\n\tx: c\"s\" f0x1 ... .5 !dbg !7 #dbg_value(i32 1)\n  -7, 42) 1.5e3 0x1F 12: 7abc: u0x1 -x 0\n}\n";
        let src = src.repeat(3);
        assert_fast_path_matches_general_path(src.as_bytes());
        // Metadata references, blank runs, names reaching past the window,
        // NULs and other control bytes, and every short tail.
        let more = "  !dbg !7, !name.x !\\5c ! !{} !12345 c: f0: %1: @2 \r\n\x0c x\0y \0 \
                    %a_name_of_exactly_thirty_one_b %a_name_that_is_longer_than_32_bytes_xx \
                    @llvm.nvvm.read.ptx.sreg.tid.x() addrspace(123456789012345) \
                    x                    y addrspace(1 1.000000e+00 -2.5E-3 7.5e 3.0";
        for end in 0..=more.len() {
            assert_fast_path_matches_general_path(&more.as_bytes()[..end]);
        }
    }

    /// Every token of `src` from `next_token` (fast path first) and from
    /// `fill` (in batches of several sizes, NUL-padded windows at the end)
    /// equals the general path's, and they end at the same positions.
    fn assert_fast_path_matches_general_path(src: &[u8]) {
        let mut general = Vec::new();
        let mut slow = Lexer::new(src);
        loop {
            let nl = slow.skip_trivia();
            let mut u = slow.lex();
            if nl {
                u = u.with_flags(F_NEWLINE);
            }
            general.push((u, slow.pos()));
            if u.kind() == Tok::Eof {
                break;
            }
        }
        let text = String::from_utf8_lossy(src);
        let mut fast = Lexer::new(src);
        for &(u, end) in &general {
            let t = fast.next_token();
            assert_eq!(t, u, "at {} in {text:?}", u.span().start);
            assert_eq!(fast.pos(), end);
        }
        let want: Vec<Token> = general.iter().map(|g| g.0).collect();
        let end = general.last().expect("eof").1;
        assert_eq!(filled::<1>(src), (want.clone(), end), "{text:?}");
        assert_eq!(filled::<3>(src), (want.clone(), end), "{text:?}");
        assert_eq!(filled::<32>(src), (want, end), "{text:?}");
    }

    /// Every token of `src` from `fill` in batches of `N`, and the end
    /// position; the same from every classifier this CPU has.
    fn filled<const N: usize>(src: &[u8]) -> (Vec<Token>, usize) {
        let got = filled_with::<N>(src, |lex, out| lex.fill(out, 0));
        // Line batches end earlier and hold the same tokens.
        let lines = filled_with::<N>(src, |lex, out| {
            lex.set_lines(true);
            let n = lex.fill(out, 0);
            assert!(out[..n - 1].iter().all(|t| !t.newline_before()));
            n
        });
        assert_eq!(lines, got);
        assert_eq!(
            filled_with::<N>(src, |lex, out| lex
                .fill_with::<_, N, false>(out, 0, Baseline)),
            got
        );
        #[cfg(target_arch = "x86_64")]
        if let Some(ssse3) = Ssse3::detect() {
            assert_eq!(
                filled_with::<N>(src, |lex, out| lex.fill_with::<_, N, false>(out, 0, ssse3)),
                got
            );
        }
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = Avx2::detect() {
            assert_eq!(
                filled_with::<N>(src, |lex, out| lex.fill_with::<_, N, false>(out, 0, avx2)),
                got
            );
        }
        got
    }

    fn filled_with<const N: usize>(
        src: &[u8],
        fill: impl Fn(&mut Lexer, &mut [Token; N]) -> usize,
    ) -> (Vec<Token>, usize) {
        let mut lex = Lexer::new(src);
        let mut got = Vec::new();
        let mut out = [Token::new(Tok::Error, 0, Span::default()); N];
        while got.last().is_none_or(|t: &Token| !t.is(Tok::Eof)) {
            let n = fill(&mut lex, &mut out);
            got.extend_from_slice(&out[..n]);
        }
        (got, lex.pos())
    }

    #[test]
    fn fast_path_matches_general_path_on_random_text() {
        // Deterministic pseudo-random text over the bytes that matter to
        // the fast path; every token must equal the general path's.
        let alphabet =
            b"aacfx0123456789%@.-_:,()*=[]{}<>|!#\"; \n\t\r$\\+^addrspace(1)\0\x0ceE.5.0e+";
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..300 {
            let len = (next() % 240) as usize;
            let src: Vec<u8> = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect();
            assert_fast_path_matches_general_path(&src);
        }
    }

    #[test]
    fn fast_path_matches_general_path_on_random_token_runs() {
        // Long texts of IR-like pieces, so `fill` slides its classified
        // block across many tokens, long names at every offset and general
        // path tokens (comments, strings) that jump past the block.
        let pieces: [&str; 31] = [
            " %x",
            " %a_name_of_some_length",
            ", ",
            "\n  ",
            " float",
            " addrspace(1)*",
            " @llvm.nvvm.read.ptx.sreg.tid.x()",
            " !dbg !12",
            " ; comment\n",
            "\nbb1:\n",
            " 42",
            " -7",
            " \"str\"",
            " c\"s\\00\"",
            " 1.5e3",
            " %a_name_that_is_longer_than_32_bytes_x",
            " f0x1",
            " [",
            "]",
            " !name",
            " /* c\n */",
            "\t",
            " 12:",
            " x86_fp80",
            " 27.0",
            " 1.000000e+00",
            " -5.5E-3",
            " 2.5e",
            " 3.75e+",
            " 1.5.2",
            " 0.0x",
        ];
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..40 {
            let count = (next() % 400) as usize;
            let mut src = String::new();
            for _ in 0..count {
                src.push_str(pieces[(next() % pieces.len() as u64) as usize]);
            }
            assert_fast_path_matches_general_path(src.as_bytes());
        }
    }

    #[test]
    fn ident_prefix_matches_table() {
        for b in 0..=255u8 {
            let mut c = [b'a'; 16];
            c[5] = b;
            let want = if IDCHAR[b as usize] { 16 } else { 5 };
            let prefix = |m: u32| (m | 0x1_0000).trailing_zeros() as usize;
            assert_eq!(prefix(non_ident16(&c)), want, "byte {b:#x}");
            #[cfg(target_arch = "x86_64")]
            if let Some(ssse3) = Ssse3::detect() {
                assert_eq!(prefix(ssse3.non_ident16(&c)), want, "byte {b:#x} (SSSE3)");
            }
            #[cfg(target_arch = "x86_64")]
            if let Some(avx2) = Avx2::detect() {
                let mut c32 = [b'a'; 32];
                c32[21] = b;
                let want32 = if IDCHAR[b as usize] { 0 } else { 1 << 21 };
                assert_eq!(avx2.non_ident32(&c32), want32, "byte {b:#x} (AVX2)");
                assert_eq!(Baseline.non_ident32(&c32), want32, "byte {b:#x}");
            }
        }
    }

    #[test]
    fn never_panics_on_junk() {
        for s in [
            "",
            "\"",
            "%",
            "@\"",
            "!",
            "#",
            "-",
            "0x",
            "c\"",
            "/*",
            "...",
            ".",
            "+",
            "^",
            "\u{FFFD}\u{FFFD}",
            "%\"\u{FFFD}",
        ] {
            let _ = lex(s);
        }
        let bytes: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
        let n = Lexer::new(&bytes).count();
        assert!(n > 0);
    }
}
