//! Item parser: one top-level item's text → [`Item`] + syntax errors.
//!
//! Recursive descent over the on-demand [`Lexer`]. All spans are relative
//! to the item text. Recursion is bounded by [`MAX_DEPTH`] (types,
//! constants and metadata share one counter), so hostile nesting gives a
//! [`SyntaxError`], never a stack overflow. Inside a function body a bad
//! instruction is reported and skipped up to the next line.

mod attrs;
mod fused;
mod inst;
pub(crate) use inst::opcode_of;
mod items;
mod locals;
mod metadata;
mod types;
mod values;

use std::cell::Cell;

use super::ast::*;
use super::lexer::{Lexer, Tok, Token, F_BAD_UTF8, F_NEWLINE, F_QUOTED, F_UNTERMINATED};

/// Maximum nesting of types / constants / metadata nodes.
pub const MAX_DEPTH: u32 = 256;

/// Largest integer type width LLVM accepts (2^23 − 1).
pub const MAX_INT_WIDTH: u32 = (1 << 23) - 1;

/// A parser at the start of `text` (call [`Parser::start`] next). A macro
/// rather than a constructor so the 1 KiB struct is built where it lives:
/// returning it, and moving a separately built arena into it, cost three
/// copies per item.
macro_rules! new_parser {
    ($text:expr) => {
        new_parser!($text, EMPTY_ARENA)
    };
    ($text:expr, $arena:expr) => {{
        let src = $text.as_bytes();
        let eof = Token::new(Tok::Eof, 0, Span::default());
        Parser {
            src: Lexer::new(src).src(),
            lex: Lexer::new(src),
            tok: eof,
            prev_end: 0,
            arena: $arena,
            errors: Vec::new(),
            depth: 0,
            scratch: Scratch::take(),
            buf: [eof; TOKBUF],
            idx: 0,
            len: 0,
            prim_cache: [u32::MAX; PRIM_SLOTS],
            ptr_cache: [(u32::MAX, u32::MAX, u32::MAX); PTR_SLOTS],
            header_only: false,
            locals: locals::LocalNames::default(),
            unfused: u32::MAX,
            refused: 0,
            block: 0,
            lexed: 0,
            budget: u32::MAX,
        }
    }};
}

/// `Arena::default()` as a constant (no call, no copy of a returned arena).
const EMPTY_ARENA: Arena = Arena {
    types: Vec::new(),
    type_lists: Vec::new(),
    values: Vec::new(),
    typed_values: Vec::new(),
    attrs: Vec::new(),
    params: Vec::new(),
    args: Vec::new(),
    names: Vec::new(),
    cases: Vec::new(),
    incoming: Vec::new(),
    clauses: Vec::new(),
    bundles: Vec::new(),
    u32s: Vec::new(),
    md_nodes: Vec::new(),
    md_operands: Vec::new(),
    md_fields: Vec::new(),
    md_attachments: Vec::new(),
    md_value_refs: Vec::new(),
    global_refs: Vec::new(),
    special_constants: 0,
};

/// Parses one item's own text; spans are relative to `text`. `kind` is the
/// splitter's guess: it only tunes preallocation, the parser decides what
/// the item is from its tokens.
#[inline]
pub fn parse_item(text: &str, kind: ItemKind) -> (Item, Vec<SyntaxError>) {
    new_parser!(text).item_of_text(kind)
}

/// [`parse_item`], lending the item and its syntax errors to `f`; the arena's lists
/// (grown to a function's size) are kept for the next item parsed on this thread,
/// instead of each function growing a fresh arena and freeing it.
pub fn with_item<R>(text: &str, kind: ItemKind, f: impl FnOnce(&Item, &[SyntaxError]) -> R) -> R {
    // The parser takes the thread's arena straight in and the item takes it straight out:
    // each move of the ~460-byte arena is a `memcpy`. The parser is a temporary, dropped where
    // it stands (`drop(p)` would move its ~3 KB first).
    let (item, errors) =
        new_parser!(text, ITEM_ARENA.try_with(Cell::take).unwrap_or_default()).item_of_text(kind);
    let r = f(&item, &errors);
    // A huge function's lists are not worth keeping.
    let keep = item.arena.types.capacity() <= 1 << 14 && item.arena.values.capacity() <= 1 << 16;
    recycle(&ITEM_ARENA, item.arena, keep);
    r
}

thread_local! {
    static ITEM_ARENA: Cell<Arena> = const { Cell::new(EMPTY_ARENA) };
}

/// Puts an arena taken from `home` back there, emptied, for the next item parsed on
/// this thread; or drops it when not `keep`.
fn recycle(home: &'static std::thread::LocalKey<Cell<Arena>>, mut arena: Arena, keep: bool) {
    if keep {
        arena.clear();
        if let Ok(empty) = home.try_with(|a| a.replace(arena)) {
            // Empty (taken by the caller): nothing to free, so skip the drop's checks.
            std::mem::forget(empty);
        }
    }
}

/// Like [`parse_item`], appending the item's nodes to `arena` (which may hold other
/// items' nodes: ids are indices into it, so they never collide). Many small items
/// share one arena this way instead of each allocating its own lists.
pub fn parse_item_in(
    text: &str,
    kind: ItemKind,
    arena: &mut Arena,
) -> (ItemData, Vec<SyntaxError>) {
    let mut p = new_parser!(text);
    p.arena = std::mem::take(arena);
    let data = p.whole_item(kind);
    *arena = std::mem::take(&mut p.arena);
    (data, std::mem::take(&mut p.errors))
}

/// Parses many small items one after another into one shared [`Arena`], with one
/// parser: its ~1 KiB of buffers and caches, the scratch stacks and the arena are
/// set up once instead of moved in and out per item (module facts parse tens of
/// thousands of metadata nodes and globals). Each item gets exactly what
/// [`parse_item_in`] would give it.
pub struct ItemParser<'a> {
    p: Parser<'a>,
}

impl Default for ItemParser<'_> {
    fn default() -> Self {
        ItemParser { p: new_parser!("") }
    }
}

impl<'a> ItemParser<'a> {
    /// Like [`parse_item_in`] into [`ItemParser::arena`].
    pub fn parse(&mut self, text: &'a str, kind: ItemKind) -> (ItemData, Vec<SyntaxError>) {
        let p = &mut self.p;
        p.reset(text);
        let data = p.whole_item(kind);
        (data, std::mem::take(&mut p.errors))
    }

    /// The arena the items' nodes go to (ids index into it).
    pub fn arena(&mut self) -> &mut Arena {
        &mut self.p.arena
    }
}

/// Parses a `define`/`declare` up to the end of its header (metadata
/// attachments included) and skips the body: what module-wide facts need,
/// at a fraction of the cost. `None` when `text` is not a function or its
/// header does not parse (the full parse reports why).
pub fn parse_function_header(text: &str) -> Option<Item> {
    let mut arena = EMPTY_ARENA;
    let found = header_in(
        text,
        EMPTY_ARENA,
        |data, _, span| (data.clone(), span),
        |a| arena = a,
    );
    found.map(|(data, span)| Item { span, arena, data })
}

/// [`parse_function_header`], lending the header's data, arena and span to `f`; the
/// arena's lists are kept for the next header parsed on this thread (a layout parses
/// thousands).
pub fn with_function_header<R>(
    text: &str,
    f: impl FnOnce(&ItemData, &Arena, Span) -> R,
) -> Option<R> {
    let arena = HEADER_ARENA.try_with(Cell::take).unwrap_or_default();
    header_in(text, arena, f, |arena| {
        // A huge header's lists are not worth keeping.
        let keep = arena.types.capacity() <= 1 << 10 && arena.attrs.capacity() <= 1 << 10;
        recycle(&HEADER_ARENA, arena, keep);
    })
}

thread_local! {
    static HEADER_ARENA: Cell<Arena> = const { Cell::new(EMPTY_ARENA) };
    /// The tokens of the last two functions' bodies at which they turned to reading
    /// arithmetic from the text (`u32::MAX`: it did not), the last first: the next function
    /// lexes up to that token when the two agree (see [`Parser::lex_up_to_arithmetic`]). A
    /// module of one generator's functions repeats it; one of varied functions would cut
    /// batches short at tokens of no use.
    static ARITHMETIC_AT: Cell<(u32, u32)> = const { Cell::new((u32::MAX, u32::MAX)) };
}

/// Parses the header of `text` into `arena` (empty on entry) and lends it to `f`
/// (`None` when it does not parse); the arena, holding the header's nodes or junk, goes
/// to `done`. The header is lent from the parser rather than built into an [`Item`]:
/// moving the ~400-byte arena and item in and out of results cost more than the
/// small parse itself.
fn header_in<R>(
    text: &str,
    arena: Arena,
    f: impl FnOnce(&ItemData, &Arena, Span) -> R,
    done: impl FnOnce(Arena),
) -> Option<R> {
    // Lexed a line at a time (the lexer's line batches): the parse, which stops at the
    // body's `{`, lexes the header's lines and the first token after them, not a buffer's
    // worth of body tokens.
    let mut p = new_parser!(text, arena);
    p.lex.set_lines(true);
    let found = p.header_parse();
    let r = found.map(|data| f(&data, &p.arena, Span::new(0, p.prev_end)));
    done(std::mem::take(&mut p.arena));
    r
}

impl Parser<'_> {
    /// The header of the parser's text; `None` when it does not parse.
    fn header_parse(&mut self) -> Option<ItemData> {
        self.start(ItemKind::Declare);
        self.header_only = true;
        match self.item() {
            Ok(data @ ItemData::Function(_)) if self.errors.is_empty() => Some(data),
            _ => None,
        }
    }
}

#[cfg(test)]
impl<'a> Parser<'a> {
    /// A parser at the first token of `text`, for unit tests.
    pub(crate) fn for_test(text: &'a str) -> Parser<'a> {
        let mut p = new_parser!(text);
        p.start(ItemKind::Define);
        p
    }
}

/// Asserts that a fast path and the general path it stands in for agree on `text`:
/// `run(parser, general)` calls one of them (after any setup) on a fresh parser and returns
/// what it made; that, the position after it and the errors must be the same. Returns the
/// fast path's result.
#[cfg(test)]
pub(crate) fn assert_paths_agree<T: PartialEq + std::fmt::Debug>(
    text: &str,
    run: impl Fn(&mut Parser<'_>, bool) -> T,
) -> T {
    let outcome = |general: bool| {
        let mut p = Parser::for_test(text);
        let made = run(&mut p, general);
        (made, p.tok.span(), p.errors.len())
    };
    let (fast, general) = (outcome(false), outcome(true));
    assert_eq!(fast, general, "{text:?}");
    fast.0
}

/// Marker: an error was already reported.
#[derive(Debug)]
pub(crate) struct Fail;
pub(crate) type PResult<T> = Result<T, Fail>;

/// Stacks used to build nested lists contiguously (an inner list is moved to
/// the arena before the outer one continues).
#[derive(Default)]
struct Scratch {
    tv: Vec<TypedValue>,
    ty: Vec<TypeId>,
    mdo: Vec<MdOperand>,
    mdf: Vec<MdField>,
}

impl Scratch {
    const EMPTY: Scratch = Scratch {
        tv: Vec::new(),
        ty: Vec::new(),
        mdo: Vec::new(),
        mdf: Vec::new(),
    };

    /// Scratch stacks left by the previous parser on this thread (their
    /// capacity is reused, so most items allocate no scratch at all).
    fn take() -> Scratch {
        SCRATCH
            .try_with(|s| s.replace(Scratch::EMPTY))
            .unwrap_or(Scratch::EMPTY)
    }

    /// Hands the (emptied) stacks to the next parser on this thread, unless
    /// they grew unusually large.
    fn give_back(mut self) {
        const MAX_KEPT: usize = 1 << 14;
        if self.tv.capacity() > MAX_KEPT
            || self.ty.capacity() > MAX_KEPT
            || self.mdo.capacity() > MAX_KEPT
            || self.mdf.capacity() > MAX_KEPT
        {
            return;
        }
        self.tv.clear();
        self.ty.clear();
        self.mdo.clear();
        self.mdf.clear();
        let _ = SCRATCH.try_with(|s| s.set(self));
    }
}

thread_local! {
    static SCRATCH: std::cell::Cell<Scratch> = const { std::cell::Cell::new(Scratch::EMPTY) };
}

impl Drop for Parser<'_> {
    fn drop(&mut self) {
        std::mem::take(&mut self.scratch).give_back();
    }
}

pub(crate) struct Parser<'a> {
    src: &'a [u8],
    lex: Lexer<'a>,
    /// Current (not yet consumed) token.
    tok: Token,
    /// End of the previously consumed token.
    prev_end: u32,
    arena: Arena,
    errors: Vec<SyntaxError>,
    depth: u32,
    scratch: Scratch,
    /// Small window of lexed tokens: `buf[idx]` is `tok`, `buf[idx + 1..len]`
    /// the lookahead. Lexing a batch in one tight loop is much cheaper than
    /// a call per token; the window is fixed-size, so nothing is allocated
    /// and the item is never lexed up front.
    buf: [Token; TOKBUF],
    idx: usize,
    len: usize,
    /// Shared ids for the most common primitive types (see [`Parser::prim`]).
    prim_cache: [u32; PRIM_SLOTS],
    /// Shared ids of pointer types, direct-mapped by `(pointee or
    /// u32::MAX for an opaque `ptr`, address space)` → `(pointee, address
    /// space, id)`, empty entries with id `u32::MAX`: a typed-pointer module repeats `float addrspace(1)*` on
    /// most operands, a modern one `ptr addrspace(1)` (see
    /// [`Parser::pointer_type`]).
    ptr_cache: [(u32, u32, u32); PTR_SLOTS],
    /// Stop a `define` after its header (see [`parse_function_header`]).
    header_only: bool,
    /// The local names of the function being read (lent for a `define`'s parameters and
    /// body; empty elsewhere, where it resolves nothing).
    locals: locals::LocalNames,
    /// The start of the line [`Parser::fused_lines`] last refused (it is not tried twice).
    unfused: u32,
    /// Lines it refused since it last read one (see [`Parser::fused_lines`]).
    refused: u32,
    /// Counts the blocks the body loop opens: a plain line's block in
    /// [`locals::plain_key`] (see [`Instruction::plain`]).
    block: u32,
    /// Tokens of the item lexed before the window (`buf`) holds.
    lexed: u32,
    /// How many tokens of the item to lex before batches are long again (`u32::MAX`: none):
    /// where the last function turned to reading arithmetic from the text (see
    /// [`Parser::lex_up_to_arithmetic`]).
    budget: u32,
}

/// Tokens lexed per batch. 128 rather than 32 spreads each `refill` call
/// (and the lexer's per-call setup) over four times as many tokens; 256 made
/// the parser struct big enough that building it cost more than it saved.
const TOKBUF: usize = 128;

/// Pointer type cache slots (a power of two).
pub(crate) const PTR_SLOTS: usize = 16;

/// Cache slots: void, half, bfloat, float, double, label, metadata, token,
/// ptr, i1, i8, i16, i32, i64, i128.
pub(crate) const PRIM_SLOTS: usize = 15;

impl<'a> Parser<'a> {
    /// Pre-sizes the arena and lexes the first tokens.
    #[inline(always)]
    fn start(&mut self, kind: ItemKind) {
        // Pre-size the arena from the text length (ratios measured on
        // generated and real NVVM modules) to avoid repeated regrowth.
        if kind == ItemKind::Define {
            // The last two functions' turning tokens; this one's is not known yet.
            let (last, before) = ARITHMETIC_AT
                .try_with(|a| a.replace((u32::MAX, a.get().0)))
                .unwrap_or((u32::MAX, u32::MAX));
            self.budget = if last == before { last } else { u32::MAX };
        }
        let n = self.src.len();
        // Only bodies are big enough for this to pay; other items stay
        // allocation-free until they need a list.
        if kind == ItemKind::Define && n > 256 {
            let arena = &mut self.arena;
            arena.types.reserve(n / 64);
            arena.values.reserve(n / 24);
            arena.typed_values.reserve(n / 256);
            arena.args.reserve(n / 128);
            arena.attrs.reserve(8);
            arena.incoming.reserve(n / 400);
            arena.md_attachments.reserve(n / 400);
        }
        self.refill();
        self.tok = self.buf[0];
    }

    /// The parser's whole text as one item, with its arena, and the syntax errors found.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn item_of_text(&mut self, kind: ItemKind) -> (Item, Vec<SyntaxError>) {
        let data = self.whole_item(kind);
        let item = Item {
            span: Span::new(0, self.src.len() as u32),
            arena: std::mem::take(&mut self.arena),
            data,
        };
        (item, std::mem::take(&mut self.errors))
    }

    /// One item, which must be the whole text: what follows it is an error.
    fn whole_item(&mut self, kind: ItemKind) -> ItemData {
        self.start(kind);
        let data = self.item().unwrap_or(ItemData::Error);
        if self.errors.is_empty() && self.tok.kind() != Tok::Eof {
            let _ = self.expected::<()>("end of item");
        }
        data
    }

    /// Points the parser at a new item's `text`, as [`new_parser!`] would, keeping
    /// the arena, the scratch stacks' capacity and the token buffer (`len == 0`:
    /// nothing in it is read). The type caches are cleared: their ids may belong to nodes the
    /// caller truncated away.
    fn reset(&mut self, text: &'a str) {
        self.lex = Lexer::new(text.as_bytes());
        self.src = self.lex.src();
        self.tok = Token::new(Tok::Eof, 0, Span::default());
        self.prev_end = 0;
        self.depth = 0;
        self.idx = 0;
        self.len = 0;
        self.prim_cache = [u32::MAX; PRIM_SLOTS];
        self.ptr_cache = [(u32::MAX, u32::MAX, u32::MAX); PTR_SLOTS];
        self.header_only = false;
        self.unfused = u32::MAX;
        self.refused = 0;
        self.block = 0;
        self.lexed = 0;
        self.budget = u32::MAX;
        // A function abandoned by a syntax error before its body still holds the table.
        std::mem::take(&mut self.locals).give_back();
        debug_assert!(self.errors.is_empty());
        // A list abandoned by a syntax error leaves entries behind.
        self.scratch.tv.clear();
        self.scratch.ty.clear();
        self.scratch.mdo.clear();
        self.scratch.mdf.clear();
    }

    // -- tokens -------------------------------------------------------------

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.span().end;
        self.idx += 1;
        if self.idx >= self.len {
            self.refill();
        }
        self.tok = self.buf[self.idx & (TOKBUF - 1)];
        t
    }

    /// Two [`Parser::bump`]s, when the next token is in the window (after
    /// [`Parser::peek2`]): one refill check instead of two.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn bump2(&mut self) {
        debug_assert!(self.idx + 1 < self.len);
        self.prev_end = self.buf[(self.idx + 1) & (TOKBUF - 1)].span().end;
        self.idx += 2;
        if self.idx >= self.len {
            self.refill();
        }
        self.tok = self.buf[self.idx & (TOKBUF - 1)];
    }

    /// Keeps `buf[idx..len]`, moves it to the front, and lexes more tokens
    /// behind it (stopping after end of input).
    #[inline(never)]
    fn refill(&mut self) {
        let from = self.idx.min(self.len);
        let keep = self.len - from;
        // Usually 0–2 tokens: a loop, not a call to `memmove`.
        for i in 0..keep {
            self.buf[i] = self.buf[(from + i) & (TOKBUF - 1)];
        }
        self.lexed = self.lexed.wrapping_add(from as u32);
        // The lexer works on a local copy, so its position stays in a
        // register instead of being stored and reloaded around every
        // token written to `buf`.
        let mut lex = self.lex;
        let n = if self.budget == u32::MAX {
            lex.fill(&mut self.buf, keep)
        } else {
            self.lex_up_to_arithmetic(&mut lex, keep)
        };
        self.lex = lex;
        self.idx = 0;
        self.len = n;
    }

    /// [`Parser::refill`] while a budget is left: at most the tokens up to it. A body's first
    /// batch of 128 tokens holds its first arithmetic line and many lines after it, whose
    /// tokens are dropped when that line turns to reading the text itself (`fused.rs`);
    /// functions of one generator turn at the same token, and lexing up to it cost a
    /// benchmark function ~1,600 instructions less. The tokens are the same as a long
    /// batch's, lexed at the window's end and moved to its front.
    #[inline(never)]
    fn lex_up_to_arithmetic(&mut self, lex: &mut Lexer<'a>, keep: usize) -> usize {
        let left = self.budget.saturating_sub(self.lexed) as usize;
        if left <= keep || left - keep >= TOKBUF - keep {
            self.budget = u32::MAX;
            return lex.fill(&mut self.buf, keep);
        }
        #[cfg(test)]
        batch_budget_tests::SHORT_BATCHES.with(|c| c.set(c.get() + 1));
        let start = TOKBUF - (left - keep);
        let end = lex.fill(&mut self.buf, start);
        self.buf.copy_within(start..end, keep);
        keep + (end - start)
    }

    /// Notes that the body turns to reading arithmetic from the text at the current token:
    /// the next function's first batches lex up to it ([`Parser::lex_up_to_arithmetic`]).
    fn arithmetic_here(&mut self) {
        self.budget = u32::MAX;
        let at = self.lexed.wrapping_add(self.idx as u32).saturating_add(1);
        let _ = ARITHMETIC_AT.try_with(|a| a.set((at, a.get().1)));
    }

    /// The token after the current one (cached until the next bump).
    #[inline]
    fn peek2(&mut self) -> Token {
        if self.idx + 1 >= self.len {
            self.refill();
        }
        self.buf[(self.idx + 1) & (TOKBUF - 1)]
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn at(&self, k: Tok) -> bool {
        self.tok.is(k)
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn eat(&mut self, k: Tok) -> bool {
        if self.tok.is(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn bytes(&self, t: Token) -> &'a [u8] {
        &self.src[t.span().start as usize..t.span().end as usize]
    }

    /// Bytes of the current token if it is a word.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn word(&self) -> &'a [u8] {
        match self.tok.kind() {
            Tok::Word => self.bytes(self.tok),
            // The fused `addrspace(N)` token reads as its keyword.
            Tok::AddrSpace => b"addrspace",
            _ => b"",
        }
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn at_word(&self, w: &[u8]) -> bool {
        self.word() == w
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn eat_word(&mut self, w: &[u8]) -> bool {
        if self.at_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Current token starts a new line.
    #[inline]
    fn at_line_start(&self) -> bool {
        self.tok.flags() & F_NEWLINE != 0
    }

    // -- errors -------------------------------------------------------------

    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(SyntaxError {
            span,
            message: message.into(),
        });
    }

    fn describe(&self, t: Token) -> String {
        match t.kind() {
            Tok::Eof => "end of input".to_string(),
            Tok::Error => {
                let b = self.bytes(t);
                if b.iter().any(|&c| c >= 0x80) {
                    "invalid or non-ASCII character".to_string()
                } else {
                    format!("invalid character {:?}", String::from_utf8_lossy(b))
                }
            }
            _ => {
                let b = self.bytes(t);
                let s = String::from_utf8_lossy(&b[..b.len().min(40)]);
                let more = if b.len() > 40 { "…" } else { "" };
                format!("'{s}{more}'")
            }
        }
    }

    /// Reports "expected X, found Y" at the current token.
    #[cold]
    #[inline(never)]
    fn expected<T>(&mut self, what: &str) -> PResult<T> {
        let msg = format!("expected {what}, found {}", self.describe(self.tok));
        let span = if self.tok.kind() == Tok::Eof {
            // Point at the end of the last token rather than past trailing
            // comments, so the location is on a meaningful line.
            Span::new(self.prev_end, self.prev_end)
        } else {
            self.tok.span()
        };
        self.error(span, msg);
        Err(Fail)
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn expect(&mut self, k: Tok, what: &str) -> PResult<Token> {
        if self.tok.is(k) {
            Ok(self.bump())
        } else {
            self.expected(what)
        }
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn expect_word(&mut self, w: &str) -> PResult<Token> {
        if self.at_word(w.as_bytes()) {
            Ok(self.bump())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }

    /// Enters one nesting level (types, constants, metadata).
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let span = self.tok.span();
            self.error(
                span,
                format!("nesting too deep (more than {MAX_DEPTH} levels of types, constants or metadata)"),
            );
            return Err(Fail);
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // -- small pieces -------------------------------------------------------

    /// Name of a `%`/`@`/`$` token (sigil stripped).
    #[inline]
    fn name_of(&mut self, t: Token) -> Name {
        self.check_quoted(t);
        Name::new(
            Span::new(t.span().start + 1, t.span().end),
            t.flags() & F_QUOTED != 0,
        )
    }

    /// Name of a `%` token that is a local of the function being read (a value, a result,
    /// a parameter, a block reference), resolved in its table of local names.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn local_name_of(&mut self, t: Token) -> Name {
        let name = self.name_of(t);
        name.with_local(self.locals.resolve(self.src, name))
    }

    /// Name of a label token (`bb:` / `"q":` / `1:`).
    fn label_name(&mut self, t: Token) -> Name {
        self.check_quoted(t);
        let name = Name::new(t.span(), t.flags() & F_QUOTED != 0);
        name.with_local(self.locals.resolve(self.src, name))
    }

    /// Reports invalid UTF-8 or a missing quote in a quoted token.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn check_quoted(&mut self, t: Token) {
        if t.flags() & (F_BAD_UTF8 | F_UNTERMINATED) != 0 {
            self.report_quoted(t);
        }
    }

    #[cold]
    fn report_quoted(&mut self, t: Token) {
        if t.flags() & F_BAD_UTF8 != 0 {
            self.error(t.span(), "invalid UTF-8 in quoted name or string literal");
        }
        if t.flags() & F_UNTERMINATED != 0 {
            self.error(t.span(), "unterminated string literal (missing '\"')");
        }
    }

    /// A `"…"` token → its contents.
    fn str_lit(&mut self, t: Token) -> StrLit {
        self.check_quoted(t);
        let end = if t.flags() & F_UNTERMINATED != 0 {
            t.span().end
        } else {
            t.span().end.saturating_sub(1).max(t.span().start + 1)
        };
        StrLit {
            span: Span::new(t.span().start + 1, end),
        }
    }

    fn expect_str(&mut self, what: &str) -> PResult<StrLit> {
        if self.at(Tok::Str) {
            let t = self.bump();
            Ok(self.str_lit(t))
        } else {
            self.expected(what)
        }
    }

    /// `%x` expected: a local of the function being read.
    fn expect_local(&mut self, what: &str) -> PResult<Name> {
        if self.at(Tok::Local) {
            let t = self.bump();
            Ok(self.local_name_of(t))
        } else {
            self.expected(what)
        }
    }

    fn expect_global(&mut self, what: &str) -> PResult<Name> {
        if self.at(Tok::Global) {
            let t = self.bump();
            Ok(self.name_of(t))
        } else {
            self.expected(what)
        }
    }

    /// An unsigned integer literal (alignments, address spaces, indices…).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        let t = self.tok;
        if t.is(Tok::Int) && t.span().len() == 1 {
            // One digit (`align 4`, indices), the common case.
            self.bump();
            return Ok(u64::from(self.bytes(t)[0] - b'0'));
        }
        self.expect_u64_general(what)
    }

    /// [`Parser::expect_u64`] beyond its fast path.
    #[inline(never)]
    fn expect_u64_general(&mut self, what: &str) -> PResult<u64> {
        if self.at(Tok::Int) {
            let t = self.tok;
            let b = self.bytes(t);
            match parse_u64(b) {
                Some(v) => {
                    self.bump();
                    Ok(v)
                }
                None => {
                    self.error(t.span(), format!("{what} out of range"));
                    self.bump();
                    Err(Fail)
                }
            }
        } else {
            self.expected(what)
        }
    }

    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let t = self.tok;
        let v = self.expect_u64(what)?;
        u32::try_from(v).map_err(|_| {
            self.error(t.span(), format!("{what} out of range"));
            Fail
        })
    }

    /// `addrspace(N)` after the keyword was seen (keyword not yet consumed).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn addrspace(&mut self) -> PResult<u32> {
        let t = self.tok;
        if t.is(Tok::AddrSpace) && t.span().len() == 12 {
            // The fused `addrspace(N)` with a one-digit `N`, the common case.
            self.bump();
            return Ok(u32::from(self.bytes(t)[10] - b'0'));
        }
        self.addrspace_slow()
    }

    /// [`Parser::addrspace`] beyond its fast path.
    #[inline(never)]
    fn addrspace_slow(&mut self) -> PResult<u32> {
        if self.at(Tok::AddrSpace) {
            let t = self.bump();
            let b = self.bytes(t);
            let digits = b.get(10..b.len().saturating_sub(1)).unwrap_or(b"");
            return match parse_u64(digits).and_then(|n| u32::try_from(n).ok()) {
                Some(n) => Ok(n),
                None => {
                    self.error(t.span(), "address space number out of range");
                    Err(Fail)
                }
            };
        }
        self.expect_word("addrspace")?;
        self.expect(Tok::LParen, "'(' after addrspace")?;
        let n = if self.at(Tok::Str) {
            // Symbolic address spaces `addrspace("A")` (LLVM 19+): keep 0.
            self.bump();
            0
        } else {
            self.expect_u32("address space number")?
        };
        self.expect(Tok::RParen, "')'")?;
        Ok(n)
    }

    /// Skips a balanced `( … )` group starting at the current `(`; returns
    /// the span strictly inside the parentheses.
    fn skip_parens(&mut self) -> PResult<Span> {
        let open = self.expect(Tok::LParen, "'('")?;
        let start = open.span().end;
        let mut depth = 1u32;
        loop {
            match self.tok.kind() {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        let end = self.tok.span().start;
                        self.bump();
                        return Ok(Span::new(start, end));
                    }
                }
                Tok::Eof => return self.expected("')'"),
                _ => {}
            }
            self.bump();
        }
    }

    // -- scratch lists -------------------------------------------------------

    fn finish_tv(&mut self, mark: usize) -> List<TypedValue> {
        let l = self.arena.push_list(self.scratch.tv.drain(mark..));
        l
    }
    fn finish_ty(&mut self, mark: usize) -> List<TypeId> {
        let l = self.arena.push_list(self.scratch.ty.drain(mark..));
        l
    }
    fn finish_mdo(&mut self, mark: usize) -> List<MdOperand> {
        let l = self.arena.push_list(self.scratch.mdo.drain(mark..));
        l
    }
    fn finish_mdf(&mut self, mark: usize) -> List<MdField> {
        let l = self.arena.push_list(self.scratch.mdf.drain(mark..));
        l
    }

    /// Start of a list pushed directly into an arena vector.
    fn mark<T: ArenaSlot>(&self) -> u32 {
        T::slot(&self.arena).len() as u32
    }
    fn since<T: ArenaSlot>(&self, start: u32) -> List<T> {
        List::new(start, T::slot(&self.arena).len() as u32 - start)
    }
}

/// Parses an unsigned decimal literal.
pub(crate) fn parse_u64(b: &[u8]) -> Option<u64> {
    if b.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &c in b {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((c - b'0') as u64)?;
    }
    Some(v)
}

/// Parses an integer literal: `-?[0-9]+`, `u0x…`, `s0x…`; `None` if it does
/// not fit in i128.
pub(crate) fn parse_int_literal(b: &[u8]) -> Option<i128> {
    if b.len() > 2 && (b[0] == b'u' || b[0] == b's') && b[1] == b'0' && b.get(2) == Some(&b'x') {
        let mut v: u128 = 0;
        let digits = &b[3..];
        if digits.is_empty() || digits.len() > 32 {
            return None;
        }
        for &c in digits {
            let d = (c as char).to_digit(16)? as u128;
            v = (v << 4) | d;
        }
        return Some(v as i128);
    }
    let (neg, digits) = match b.first() {
        Some(b'-') => (true, &b[1..]),
        _ => (false, b),
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: i128 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        let d = (c - b'0') as i128;
        v = if neg {
            v.checked_mul(10)?.checked_sub(d)?
        } else {
            v.checked_mul(10)?.checked_add(d)?
        };
    }
    Some(v)
}

#[cfg(test)]
mod pointer_cache_tests {
    use super::*;

    #[test]
    fn repeated_pointer_types_share_an_id_and_keep_their_meaning() {
        // `%g` first: its cache slot must still be empty when it is looked up.
        let text = "define void @f(ptr addrspace(4294967295) %g, float addrspace(1)* %a, \
                    float addrspace(1)* %b, float* %c, ptr addrspace(3) %d, ptr addrspace(3) %e, \
                    float** %h, float addrspace(2)* %i) {\n  ret void\n}";
        let (item, errors) = parse_item(text, ItemKind::Define);
        assert!(errors.is_empty(), "{errors:?}");
        let ItemData::Function(f) = &item.data else {
            panic!("a function")
        };
        let a = &item.arena;
        let mut tys: Vec<TypeId> = a[f.params].iter().map(|p| p.ty).collect();
        // The largest address space is not mistaken for an empty cache entry.
        assert_eq!(
            a[tys.remove(0)],
            Type::Ptr {
                addrspace: u32::MAX
            }
        );
        assert_eq!(tys[0], tys[1]);
        assert_eq!(tys[3], tys[4]);
        let float = |t: TypeId| matches!(a[t], Type::Float(FloatKind::Float));
        let typed = |t: TypeId| match a[t] {
            Type::TypedPtr { pointee, addrspace } => Some((pointee, addrspace)),
            _ => None,
        };
        let (p0, s0) = typed(tys[0]).expect("typed pointer");
        assert!(float(p0) && s0 == 1);
        let (p2, s2) = typed(tys[2]).expect("typed pointer");
        assert!(float(p2) && s2 == 0);
        assert_eq!(a[tys[3]], Type::Ptr { addrspace: 3 });
        let (p5, s5) = typed(tys[5]).expect("pointer to pointer");
        assert_eq!((p5, s5), (tys[2], 0));
        let (p6, s6) = typed(tys[6]).expect("typed pointer");
        assert!(float(p6) && s6 == 2);
    }
}

#[cfg(test)]
mod fast_path_tests {
    use super::*;

    #[test]
    fn the_one_digit_integer_fast_path_matches_the_general_path() {
        for text in [
            "0 x",
            "7 x",
            "12 x",
            "-1 x",
            "x",
            "99999999999999999999999 x",
        ] {
            assert_paths_agree(text, |p, general| {
                if general {
                    p.expect_u64_general("n").ok()
                } else {
                    p.expect_u64("n").ok()
                }
            });
        }
    }

    #[test]
    fn a_double_bump_matches_two_bumps_across_refills() {
        let text = (0..300)
            .map(|i| format!("%v{i} ="))
            .collect::<Vec<_>>()
            .join(" ");
        for k in (0..280).step_by(7).chain(250..262) {
            assert_paths_agree(&text, |p, general| {
                for _ in 0..k {
                    p.bump();
                }
                p.peek2();
                if general {
                    p.bump();
                    p.bump();
                } else {
                    p.bump2();
                }
                (p.prev_end, p.peek2().span())
            });
        }
    }

    #[test]
    fn the_one_digit_fast_path_matches_the_general_path() {
        for text in [
            "addrspace(0) x",
            "addrspace(7) x",
            "addrspace(12) x",
            "addrspace (3) x",
            "addrspace(\"A\") x",
            "addrspace(4294967296) x",
        ] {
            assert_paths_agree(text, |p, general| {
                if general {
                    p.addrspace_slow().ok()
                } else {
                    p.addrspace().ok()
                }
            });
        }
    }
}

#[cfg(test)]
mod header_tests {
    use super::*;

    #[test]
    fn a_header_parse_stops_before_the_body_and_keeps_the_header() {
        let text =
            "define ptx_kernel void @k(ptr addrspace(1) %p) #0 !dbg !3 {\nentry:\n  %z = bogus\n}";
        let item = parse_function_header(text).expect("header parses");
        let ItemData::Function(f) = &item.data else {
            panic!("a function")
        };
        assert!(f.is_definition);
        assert!(f.body.is_none(), "the body is skipped");
        assert_eq!(item.arena[f.params].len(), 1);
        assert_eq!(f.name.text(text), "k");
        assert!(parse_function_header("@g = global i32 0").is_none());
        assert!(parse_function_header("define void @f(i32 {\n}").is_none());
    }

    #[test]
    fn a_header_lexed_a_line_at_a_time_equals_one_lexed_in_batches() {
        let texts = [
            "define void @f(float addrspace(1)* %a, i32 %n) #0 !dbg !3 {\n  ret void\n}",
            "define void @f(i32 %n) {   \r\n  ret void\n}",
            // The first line's `{` is not the body's.
            "define void @f({\n i32 } %s) {\n  ret void\n}",
            "define void @f() prefix {\n i32 } { i32 1 } {\n  ret void\n}",
            "define void @f() ; {\n {\n  ret void\n}",
            "define void @f() section \"a{\n\" {\n  ret void\n}",
            "define void @f() #0\n{\n  ret void\n}",
            "define void @f() #0 bogus {\n  ret void\n}",
            "define void @f() {",
            "declare void @g(i32) #1",
            "declare void @g(i32) {",
        ];
        for text in texts {
            // In batches of tokens (no line batches).
            let mut p = new_parser!(text);
            let whole = p.header_parse().map(|data| Item {
                span: Span::new(0, p.prev_end),
                arena: std::mem::take(&mut p.arena),
                data,
            });
            assert_eq!(parse_function_header(text), whole, "{text:?}");
            let lent = with_function_header(text, |data, arena, span| Item {
                span,
                arena: arena.clone(),
                data: data.clone(),
            });
            assert_eq!(lent, whole, "{text:?}");
        }
    }
}

#[cfg(test)]
mod item_parser_tests {
    use super::*;

    #[test]
    fn a_reused_parser_gives_what_fresh_parsers_give() {
        // Errors mid-list (scratch entries left behind), cached types, debug-info
        // nodes cut back out of the arena, and items after each.
        let items = [
            (
                "@g = internal addrspace(1) global float* null, align 4",
                ItemKind::GlobalValue,
            ),
            (
                "!0 = !{i32 1, !\"k\", float addrspace(1)* null}",
                ItemKind::Metadata,
            ),
            ("!1 = !{i32 1, !2, i32", ItemKind::Metadata),
            (
                "!2 = !DILocation(line: 1, column: 2, scope: !3)",
                ItemKind::Metadata,
            ),
            (
                "@h = global { i32, float* } { i32 1, float* @g",
                ItemKind::GlobalValue,
            ),
            (
                "%t = type { i32, ptr addrspace(3), float* }",
                ItemKind::TypeDef,
            ),
            (
                "declare ptr @f(i32, ptr addrspace(1)) #0",
                ItemKind::Declare,
            ),
            ("!3 = distinct !{!3, !4} junk", ItemKind::Metadata),
            (
                "attributes #0 = { nounwind \"a\"=\"b\" }",
                ItemKind::AttrGroup,
            ),
            ("@k = global i32 \"unterminated", ItemKind::GlobalValue),
        ];
        let mut reused = ItemParser::default();
        let mut fresh = Arena::default();
        for (k, &(text, kind)) in items.iter().enumerate() {
            // Every third item is parsed for syntax only, cut back as module facts do.
            let cut = k % 3 == 1;
            let (mark_r, mark_f) = (reused.arena().mark(), fresh.mark());
            let got = reused.parse(text, kind);
            let want = parse_item_in(text, kind, &mut fresh);
            assert_eq!(got, want, "{text}");
            if cut {
                reused.arena().truncate_to(&mark_r);
                fresh.truncate_to(&mark_f);
            }
            assert_eq!(*reused.arena(), fresh, "{text}");
        }
        assert!(items.iter().any(|&(t, k)| !parse_item(t, k).1.is_empty()));
    }
}

#[cfg(test)]
mod batch_budget_tests {
    use super::*;

    thread_local! {
        /// Batches [`Parser::lex_up_to_arithmetic`] cut short on this thread.
        pub(super) static SHORT_BATCHES: Cell<usize> = const { Cell::new(0) };
    }

    fn body(lines: &[&str]) -> String {
        let mut text = String::from("define void @f(i32 %n, ptr %p) {\nentry:\n");
        for line in lines {
            text.push_str("  ");
            text.push_str(line);
            text.push('\n');
        }
        text.push_str("  ret void\n}\n");
        text
    }

    /// A function parsed right after two that turned to reading arithmetic from the text at
    /// one token (so that its first batches stop at that token, wherever it falls in its own
    /// body) is what it is parsed alone: items, arenas, spans and errors.
    #[test]
    fn a_body_lexed_up_to_the_last_ones_arithmetic_parses_as_alone() {
        let call = "call void @g(i32 %n, i32 %n, i32 %n, i32 %n)";
        let arith = "%x = add i32 %n, 1";
        let more = "%y = add i32 %x, 2";
        let load = "%v = load i32, ptr %p, align 4";
        let mut calls = vec![call; 12];
        calls.push(arith);
        calls.push(more);
        let firsts = [
            body(&[arith, more, more]),
            body(&[load, load, load, arith, more]),
            body(&calls),
            body(&[load, arith, more]),
        ];
        let seconds = [
            body(&[arith, more]),
            body(&[load, arith, more, more]),
            body(&[load, load, load, load, load, load, arith, more]),
            body(&[]),
            body(&[load]),
            body(&calls),
            body(&[call, call, "%x = bogus i32 1", arith, more]),
            body(&[load, "store i32 %n, ptr %p", arith]),
            format!(
                "{}  %q = add i32 %n, 1",
                body(&[load]).trim_end_matches("}\n")
            ),
        ];
        // The plain marks cleared: which arithmetic lines `fused.rs` reads (and marks) depends
        // on where batches end, and the marks are only a shortcut of the checks (its tests
        // compare the two paths the same way).
        let parse = |text: &str| {
            let (mut item, errors) = parse_item(text, ItemKind::Define);
            if let ItemData::Function(f) = &mut item.data {
                for inst in f.body.iter_mut().flat_map(|b| b.insts.iter_mut()) {
                    inst.plain = false;
                }
            }
            (item, errors)
        };
        // Parsed alone: after a function that never turns (no hint is left).
        let alone = |text: &str| {
            parse(&body(&[load]));
            parse(text)
        };
        let before = SHORT_BATCHES.with(Cell::get);
        for first in &firsts {
            for second in &seconds {
                let want = alone(second);
                // Twice: a hint is taken when two functions in a row turned at one token.
                parse(first);
                parse(first);
                assert_eq!(parse(second), want, "{second} after {first}");
            }
        }
        assert!(
            SHORT_BATCHES.with(Cell::get) > before,
            "some batches were cut short"
        );
    }
}
