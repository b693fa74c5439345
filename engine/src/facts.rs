//! Module-wide facts that checks of single items read: the non-function items
//! (types, globals, attribute groups, metadata, declarations), function
//! headers, the kernel set and each function's launch properties.
//!
//! The facts hold no file offsets of functions: the non-function items are laid
//! out in a private "context" text of their own, so editing a function body
//! leaves the facts equal and salsa reuses every result that depends on them.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;
use tablegen::model::LaunchProperty;

use crate::ir::{
    self, AttrKind, CallingConv, ItemData, ItemKind, MdKind, MdNodeKind, SyntaxError, Type,
    ValueKind,
};
use crate::shared_text::SharedText;

/// What the module needs to know about a function without its body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionHeader {
    /// Shared with the module facts' map of headers by name (one allocation per header).
    pub name: Arc<str>,
    pub is_definition: bool,
    pub calling_conv: CallingConv,
    /// `#N` groups referenced by the function attributes.
    pub groups: Vec<u32>,
    /// Inline string function attributes, `"key"="value"`.
    pub string_attrs: Vec<(String, Option<String>)>,
    /// Kinds of the function's metadata attachments (`nvvm.kernel`, `dbg`, …).
    pub metadata_kinds: Vec<String>,
    /// The function mentions a typed pointer (`T*`): the LLVM 7 dialect.
    pub typed_pointers: bool,
}

impl FunctionHeader {
    pub fn of(text: &str, item: &ir::Item) -> Option<FunctionHeader> {
        Self::from_parts(text, &item.data, &item.arena)
    }

    /// [`FunctionHeader::of`] an item given as its data and arena.
    pub fn from_parts(text: &str, data: &ItemData, arena: &ir::Arena) -> Option<FunctionHeader> {
        let ItemData::Function(function) = data else {
            return None;
        };
        let mut groups = Vec::new();
        let mut string_attrs = Vec::new();
        for attr in &arena[function.fn_attrs] {
            match attr.kind {
                AttrKind::GroupRef(n) => groups.push(n),
                AttrKind::Str { key, value } => string_attrs.push((
                    key.value(text).into_owned(),
                    value.map(|v| v.value(text).into_owned()),
                )),
                AttrKind::Keyword { .. } => {}
            }
        }
        let metadata_kinds = arena[function.metadata]
            .iter()
            .map(|m| m.kind.text(text).to_owned())
            .collect();
        Some(FunctionHeader {
            name: Arc::from(function.name.text(text)),
            is_definition: function.is_definition,
            calling_conv: function.cconv,
            groups,
            string_attrs,
            metadata_kinds,
            typed_pointers: arena
                .types
                .iter()
                .any(|t| matches!(t, Type::TypedPtr { .. })),
        })
    }
}

/// Why a function is a kernel (the first reason found).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelSource {
    /// `define ptx_kernel …`
    CallingConv,
    /// `!nvvm.annotations` `!"kernel", i32 1`
    Annotation,
    /// `"nvvm.kernel"` function attribute or `!nvvm.kernel` attachment.
    KernelAttribute,
}

/// One piece's parser (and so its arena) while its items are parsed; the arena is given
/// to the module's list of arenas (at the index its items name) when the piece ends.
struct PieceArena<'s, 'a> {
    index: u32,
    parser: ir::ItemParser<'a>,
    sink: &'s Mutex<Vec<ir::Arena>>,
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
fn on_items<P, R, F: Fn(&mut P, &u32) -> R>(f: F) -> F {
    f
}

/// `!N = [distinct] !DIxxx(…)` and the other specialized metadata nodes, told from the
/// text alone (the bulk of debug info: module facts drop them after parsing).
pub fn is_debug_info_node(kind: ItemKind, text: &str) -> bool {
    if kind != ItemKind::Metadata {
        return false;
    }
    let Some(eq) = memchr::memchr(b'=', text.as_bytes()) else {
        return false;
    };
    let value = text[eq + 1..].trim_start();
    let value = match value.strip_prefix("distinct") {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_whitespace() || c == '!') => {
            rest.trim_start()
        }
        _ => value,
    };
    let value = value.as_bytes();
    value.len() >= 2 && value[0] == b'!' && value[1].is_ascii_alphabetic()
}

/// Whether a debug-info node's `text` is in the plain form that the item parser always
/// accepts without an error, told by one pass over its bytes:
/// `!N = [distinct] !DIName(key: value, …)` on one line, tokens apart by spaces, each
/// value `!N`, `null`, a string of ASCII bytes, or integers and words that start with a
/// capital (`DW_…`, `DIFlag…`, `FullDebug`) or are `true`/`false`, joined by `|`; keys and bare values as in
/// `!DIExpression(DW_OP_deref)`. Module facts parse debug-info nodes for their syntax
/// alone, so such a node need not be parsed. `false` means only "parse it" (anything
/// unusual is left to the parser); tests hold the parser to no error on every `true`.
pub fn plain_debug_info_node(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = md_id_end(b, 0);
    if i == 0 {
        return false;
    }
    i = spaces(b, i);
    if at(b, i) != b'=' {
        return false;
    }
    i = spaces(b, i + 1);
    if b[i..].starts_with(b"distinct ") {
        i = spaces(b, i + 9);
    }
    // `!DIName(`
    if at(b, i) != b'!' || !at(b, i + 1).is_ascii_alphabetic() {
        return false;
    }
    i = word_end(b, i + 1);
    if at(b, i) != b'(' {
        return false;
    }
    i = spaces(b, i + 1);
    if at(b, i) == b')' {
        return spaces(b, i + 1) == b.len();
    }
    loop {
        // `key:` (not `f0x…:`, which lexes as a hex float).
        let e = word_end(b, i);
        if e > i && at(b, e) == b':' {
            if at(b, i) == b'f' && at(b, i + 1) == b'0' {
                return false;
            }
            i = spaces(b, e + 1);
        }
        match at(b, i) {
            b'!' => {
                i = md_id_end(b, i);
                if i == 0 || !ends_token(b, i) {
                    return false;
                }
            }
            b'"' => {
                let e = run_end(b, i + 1, DI_STRING);
                if at(b, e) != b'"' {
                    return false;
                }
                i = e + 1;
                if !ends_token(b, i) {
                    return false;
                }
            }
            _ if b[i..].starts_with(b"null") && ends_token(b, i + 4) => i += 4,
            _ => loop {
                // One integer or flag word, then `|` and another, or the value's end.
                let start = i;
                if at(b, i) == b'-' {
                    i += 1;
                }
                if at(b, i).is_ascii_digit() {
                    i = run_end(b, i, DI_DIGIT);
                } else if i == start {
                    i = word_end(b, i);
                    let w = &b[start..i];
                    // No type keyword starts with a capital: these never parse as a
                    // typed value.
                    if !(w == b"true"
                        || w == b"false"
                        || w.first().is_some_and(u8::is_ascii_uppercase))
                    {
                        return false;
                    }
                } else {
                    return false;
                }
                if !ends_token(b, i) {
                    return false;
                }
                i = spaces(b, i);
                if at(b, i) != b'|' {
                    break;
                }
                i = spaces(b, i + 1);
            },
        }
        i = spaces(b, i);
        match at(b, i) {
            b',' => i = spaces(b, i + 1),
            b')' => return spaces(b, i + 1) == b.len(),
            _ => return false,
        }
    }
}

/// Helpers of [`plain_debug_info_node`] (functions, not closures: they are inlined).
#[inline(always)]
fn at(b: &[u8], i: usize) -> u8 {
    b.get(i).copied().unwrap_or(0)
}

/// The end of the run at `i` of bytes in `class` (slice scans: no bounds checks).
#[inline(always)]
fn run_end(b: &[u8], i: usize, class: u8) -> usize {
    let rest = b.get(i..).unwrap_or_default();
    i + rest
        .iter()
        .position(|&c| DI_CLASS[c as usize] & class == 0)
        .unwrap_or(rest.len())
}

#[inline(always)]
fn spaces(b: &[u8], i: usize) -> usize {
    // Mostly one space.
    match at(b, i) {
        b' ' if at(b, i + 1) != b' ' => i + 1,
        b' ' => run_end(b, i, DI_SPACE),
        _ => i,
    }
}

/// The end of `[A-Za-z_][A-Za-z0-9_]*` at `i` (`i` if none).
#[inline(always)]
fn word_end(b: &[u8], i: usize) -> usize {
    if at(b, i).is_ascii_alphabetic() || at(b, i) == b'_' {
        run_end(b, i + 1, DI_WORD)
    } else {
        i
    }
}

/// The end of `!N` at `i` with N a `u32` (at most 9 digits), or 0.
#[inline(always)]
fn md_id_end(b: &[u8], i: usize) -> usize {
    if at(b, i) != b'!' {
        return 0;
    }
    let e = run_end(b, i + 1, DI_DIGIT);
    if e == i + 1 || e - i - 1 > 9 {
        return 0;
    }
    e
}

/// A token ends where the lexer ends it too.
#[inline(always)]
fn ends_token(b: &[u8], i: usize) -> bool {
    matches!(at(b, i), b' ' | b',' | b')' | b'|')
}

/// Byte classes of [`plain_debug_info_node`].
const DI_SPACE: u8 = 1;
const DI_WORD: u8 = 2;
const DI_DIGIT: u8 = 4;
/// Inside a plain string: ASCII other than `"`, newline and NUL.
const DI_STRING: u8 = 8;
static DI_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 1;
    while c < 0x80 {
        if c != b'"' as usize && c != b'\n' as usize {
            t[c] |= DI_STRING;
        }
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' {
            t[c] |= DI_WORD;
        }
        if b.is_ascii_digit() {
            t[c] |= DI_DIGIT;
        }
        c += 1;
    }
    t[b' ' as usize] |= DI_SPACE;
    t
};

/// The laid items' texts, each followed by a newline, in one allocation of `len` bytes
/// (their total): the context text is made once and never copied again. `origins[i]` is
/// where item `i` starts; `line(i)` is its text, `None` for an item left out (which takes no
/// room). Copied in pieces on rayon's threads (a module's context is about a megabyte,
/// written to fresh pages).
fn lines_of<'a>(
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
                    ir::prefetch(ahead.as_bytes(), 0);
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
    if pieces.len() > 1 {
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

/// Launch properties of one function, both spellings normalised to the
/// annotation keys: `maxntidx`…`z`, `reqntidx`…`z`, `cluster_dim_x`…`z`,
/// `cluster_max_blocks`, `minctasm`, `maxnreg`, `blocksareclusters`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LaunchInfo {
    pub values: BTreeMap<String, i128>,
    /// Attribute values that are not `x[,y[,z]]` decimals: (attribute, value).
    pub malformed: Vec<(String, String)>,
}

impl LaunchInfo {
    pub fn get(&self, key: &str) -> Option<i128> {
        self.values.get(key).copied()
    }
    /// The three dimensions of `prefix` (`maxntid`, `reqntid`, `cluster_dim_`), if any is set.
    pub fn dims(&self, prefix: &str) -> Option<[Option<i128>; 3]> {
        let d = ["x", "y", "z"].map(|axis| self.get(&format!("{prefix}{axis}")));
        d.iter().any(Option::is_some).then_some(d)
    }
}

#[derive(Debug)]
pub struct ModuleFacts {
    /// The non-function items and declarations, re-laid in their own text.
    pub context: ir::Module,
    /// (context offset, serial of the item, length), by offset, one per context item; a
    /// debug-info node has length 0 (it is not laid out) and the offset of the next item.
    origins: Vec<(u32, u32, u32)>,
    /// Syntax errors of the context items that are not functions (functions
    /// report their own): (serial, item-relative error).
    errors: Vec<(u32, SyntaxError)>,
    pub headers: FxHashMap<Arc<str>, Arc<FunctionHeader>>,
    /// Looked up by name for every function (hashed: an ordered map's string compares
    /// cost more than the rest of a function's checks); never iterated in order.
    pub kernels: FxHashMap<String, KernelSource>,
    pub launch: FxHashMap<String, LaunchInfo>,
    /// Every `"target-cpu"` value of the module's functions, sorted.
    pub target_cpus: BTreeSet<String>,
    /// Every `"target-features"` value, sorted (PTX version features such as `+ptx80`).
    pub target_features: BTreeSet<String>,
    /// Some item uses typed pointers (`float addrspace(1)*`): the LLVM 7 dialect.
    pub typed_pointers: bool,
}

impl PartialEq for ModuleFacts {
    /// The context module is a function of its text, and everything else of
    /// that text plus the headers.
    fn eq(&self, other: &Self) -> bool {
        self.context.text == other.context.text
            && self.origins == other.origins
            && self.headers == other.headers
    }
}
impl Eq for ModuleFacts {}

/// A non-definition item as module facts read it: (serial, text, kind).
pub type ContextItem = (u32, SharedText, ItemKind);

/// Context items at least this many are parsed on rayon's threads.
const PARALLEL_PARSE_MIN: usize = 256;

/// Items ahead whose text the loops over context items prefetch.
const PREFETCH_AHEAD: usize = 8;

/// Context items parsed in one piece, into one arena.
const PIECE_ITEMS: usize = 256;

impl ModuleFacts {
    /// `context`: every non-definition item, in file order;
    /// `headers`: every function header, in file order (the first of a name wins).
    /// `properties`: the launch properties' spellings (`launch_properties:` in
    /// `rules/functions.ron`).
    pub fn build<C>(
        context: &[C],
        headers: impl IntoIterator<Item = Arc<FunctionHeader>>,
        properties: &[LaunchProperty],
    ) -> ModuleFacts
    where
        C: std::borrow::Borrow<ContextItem> + Sync,
    {
        // Debug-info nodes are parsed for their syntax (reported item-relative) and dropped,
        // so they take no room in the context text.
        let is_laid = |c: &C| {
            let (_, item_text, kind) = c.borrow();
            !is_debug_info_node(*kind, item_text)
        };
        // On rayon's threads for a module (tens of thousands of items), as the parse below:
        // done here on one thread, it was the longest serial part of the module facts.
        // Items lie far apart in the file (between the functions, or in a tail of metadata):
        // each loop over them asks for the text of an item a few ahead, so that its cache
        // misses overlap the work on this one.
        let prefetch_text = |index: usize| {
            if let Some(ahead) = context.get(index) {
                ir::prefetch(ahead.borrow().1.as_bytes(), 0);
            }
        };
        let is_laid_at = |index: usize| {
            prefetch_text(index + PREFETCH_AHEAD);
            is_laid(&context[index])
        };
        let mut laid: Vec<bool> = Vec::with_capacity(context.len());
        if context.len() >= PARALLEL_PARSE_MIN {
            use rayon::prelude::*;
            (0..context.len())
                .into_par_iter()
                .with_min_len(PIECE_ITEMS * 4)
                .map(is_laid_at)
                .collect_into_vec(&mut laid);
        } else {
            laid.extend((0..context.len()).map(is_laid_at));
        }
        let mut origins = Vec::with_capacity(context.len());
        let mut at = 0u32;
        for (entry, &laid) in context.iter().zip(&laid) {
            let (serial, item_text, _) = entry.borrow();
            let len = if laid { item_text.len() as u32 } else { 0 };
            origins.push((at, *serial, len));
            at += if laid { len + 1 } else { 0 };
        }
        let text = lines_of(at as usize, &origins, |index| {
            laid[index].then(|| context[index].borrow().1.as_str())
        });
        // Parsed in pieces, each piece's items into one shared arena: a module has tens of
        // thousands of small metadata nodes and globals, and lists of their own would cost
        // an allocation each. The kept items are written straight into their final vector
        // (indexed collect), the arenas gathered as the pieces end. Debug-info nodes are
        // parsed for their syntax alone, each into a scratch arena cut back after it.
        // Indices of each kind, sized up front (no doubling).
        crate::phases::mark("facts: lay out text");
        let laid_count = laid.iter().filter(|&&laid| laid).count();
        let mut laid_items: Vec<u32> = Vec::with_capacity(laid_count);
        let mut debug_info: Vec<u32> = Vec::with_capacity(context.len() - laid_count);
        for (index, &laid) in laid.iter().enumerate() {
            if laid {
                laid_items.push(index as u32);
            } else {
                debug_info.push(index as u32);
            }
        }
        let arenas = Mutex::new(Vec::new());
        let errors = Mutex::new(Vec::new());
        let report = |index: usize, serial: u32, kind: ItemKind, found: Vec<SyntaxError>| {
            // A `declare` reports its own syntax (it is checked as a function too).
            if !found.is_empty() && !kind.is_function() {
                let mut errors = errors.lock().unwrap_or_else(|e| e.into_inner());
                errors.extend(found.into_iter().map(|e| (index, serial, e)));
            }
        };
        let new_piece = || {
            let mut sink = arenas.lock().unwrap_or_else(|e| e.into_inner());
            sink.push(ir::Arena::default());
            PieceArena {
                index: (sink.len() - 1) as u32,
                parser: ir::ItemParser::default(),
                sink: &arenas,
            }
        };
        // The index `PREFETCH_AHEAD` places after `entry` in `list` (a borrowed entry of it).
        let ahead_of = |list: &[u32], entry: &u32| {
            let at = (std::ptr::from_ref(entry).addr() - list.as_ptr().addr())
                / std::mem::size_of::<u32>();
            list.get(at + PREFETCH_AHEAD)
                .map_or(usize::MAX, |&index| index as usize)
        };
        let parse_laid = on_items::<PieceArena<'_, '_>, _, _>(|piece, entry| {
            prefetch_text(ahead_of(&laid_items, entry));
            let index = *entry as usize;
            let (serial, item_text, kind) = context[index].borrow();
            let (data, found) = piece.parser.parse(item_text, *kind);
            report(index, *serial, *kind, found);
            let (offset, _, len) = origins[index];
            ir::ParsedItem {
                offset,
                len,
                kind: *kind,
                arena: piece.index,
                data,
            }
        });
        let check_syntax = on_items::<ir::ItemParser<'_>, _, _>(|scratch, entry| {
            prefetch_text(ahead_of(&debug_info, entry));
            let index = *entry as usize;
            let (serial, item_text, kind) = context[index].borrow();
            if plain_debug_info_node(item_text) {
                return;
            }
            let empty = scratch.arena().mark();
            let (_, found) = scratch.parse(item_text, *kind);
            scratch.arena().truncate_to(&empty);
            report(index, *serial, *kind, found);
        });
        let mut parsed = Vec::new();
        if context.len() >= PARALLEL_PARSE_MIN {
            use rayon::prelude::*;
            laid_items
                .par_iter()
                .with_min_len(PIECE_ITEMS)
                .map_init(new_piece, parse_laid)
                .collect_into_vec(&mut parsed);
            crate::phases::mark("facts: parse laid");
            debug_info
                .par_iter()
                .with_min_len(PIECE_ITEMS)
                .for_each_init(ir::ItemParser::default, check_syntax);
        } else {
            let mut piece = new_piece();
            parsed.extend(laid_items.iter().map(|i| parse_laid(&mut piece, i)));
            drop(piece);
            let mut scratch = ir::ItemParser::default();
            debug_info
                .iter()
                .for_each(|i| check_syntax(&mut scratch, i));
        }
        let arenas = arenas.into_inner().unwrap_or_else(|e| e.into_inner());
        let mut errors = errors.into_inner().unwrap_or_else(|e| e.into_inner());
        // By item, each item's errors in the order found (a stable sort).
        errors.sort_by_key(|&(index, _, _)| index);
        let errors: Vec<(u32, SyntaxError)> = errors
            .into_iter()
            .map(|(_, serial, error)| (serial, error))
            .collect();
        crate::phases::mark("facts: parse");
        let module = ir::Module::from_items(text, parsed, arenas, Vec::new());
        crate::phases::mark("facts: index");
        let headers = headers.into_iter();
        let mut headers_by_name = FxHashMap::default();
        headers_by_name.reserve(headers.size_hint().0);
        for header in headers {
            if !headers_by_name.contains_key(&header.name) {
                headers_by_name.insert(header.name.clone(), header);
            }
        }
        let mut facts = ModuleFacts {
            context: module,
            origins,
            errors,
            headers: headers_by_name,
            kernels: FxHashMap::default(),
            launch: FxHashMap::default(),
            target_cpus: BTreeSet::new(),
            target_features: BTreeSet::new(),
            typed_pointers: false,
        };
        facts.derive(properties);
        crate::phases::mark("facts: derive");
        facts
    }

    /// Maps a context offset to (serial of its item, context offset of that item).
    pub fn origin_of(&self, offset: u32) -> Option<(u32, u32)> {
        let at = self
            .origins
            .partition_point(|&(start, _, _)| start <= offset)
            .checked_sub(1)?;
        let (start, serial, _) = self.origins[at];
        Some((serial, start))
    }

    /// Syntax errors of non-function context items: (serial, item-relative error).
    pub fn syntax_errors(&self) -> impl Iterator<Item = (u32, &SyntaxError)> {
        self.errors.iter().map(|(serial, e)| (*serial, e))
    }

    /// One predicate for "is a kernel": `ptx_kernel`, the `kernel` annotation, or the `nvvm.kernel` forms.
    pub fn is_kernel(&self, name: &str) -> bool {
        self.kernels.contains_key(name)
    }

    /// String function attributes of `name`, inline and from its `#N` groups.
    pub fn string_attrs(&self, name: &str) -> Vec<(String, Option<String>)> {
        let mut out = Vec::new();
        if let Some(header) = self.headers.get(name) {
            self.visit_string_attrs(header, |key, value| {
                out.push((key.to_owned(), value.map(str::to_owned)));
            });
        }
        out
    }

    /// Calls `visit(key, value)` for each string attribute of `header`, inline ones first.
    fn visit_string_attrs(
        &self,
        header: &FunctionHeader,
        mut visit: impl FnMut(&str, Option<&str>),
    ) {
        for (key, value) in &header.string_attrs {
            visit(key, value.as_deref());
        }
        for &group in &header.groups {
            if let Some(g) = self.context.attr_group(group) {
                for attr in &g.arena[g.node.attrs] {
                    if let AttrKind::Str { key, value } = attr.kind {
                        visit(
                            &key.value(g.text),
                            value.map(|v| v.value(g.text)).as_deref(),
                        );
                    }
                }
            }
        }
    }

    fn derive(&mut self, properties: &[LaunchProperty]) {
        self.typed_pointers = self.headers.values().any(|h| h.typed_pointers)
            || self.context.arenas.iter().any(|arena| {
                arena
                    .types
                    .iter()
                    .any(|t| matches!(t, Type::TypedPtr { .. }))
            });
        // The named-metadata index (read by the annotations below and by the module checks)
        // is made beside the walk over the headers: it visits every context item.
        let (_, (kernels, launches, target_cpus, target_features)) = rayon::join(
            || self.context.named_metadata("nvvm.annotations").is_some(),
            || self.derive_from_headers(properties),
        );
        self.kernels = kernels;
        self.launch = launches;
        self.target_cpus = target_cpus;
        self.target_features = target_features;
        crate::phases::mark("facts: from headers");
        self.read_annotations(properties);
    }

    /// Kernels, launch properties, target CPUs and features, as the function headers and
    /// their attribute groups give them; in pieces on rayon's threads for a big module (a
    /// header's attributes are a few cache misses away), merged into the same maps and sets
    /// whatever the pieces.
    #[allow(clippy::type_complexity)]
    fn derive_from_headers(
        &self,
        properties: &[LaunchProperty],
    ) -> (
        FxHashMap<String, KernelSource>,
        FxHashMap<String, LaunchInfo>,
        BTreeSet<String>,
        BTreeSet<String>,
    ) {
        use rayon::prelude::*;
        type Derived = (
            FxHashMap<String, KernelSource>,
            FxHashMap<String, LaunchInfo>,
            BTreeSet<String>,
            BTreeSet<String>,
        );
        let add = |mut derived: Derived, (name, header): (&Arc<str>, &Arc<FunctionHeader>)| {
            let (kernels, launches, target_cpus, target_features) = &mut derived;
            if header.calling_conv.is_ptx_kernel() {
                kernels.insert(name.to_string(), KernelSource::CallingConv);
            }
            let mut kernel_attribute = header.metadata_kinds.iter().any(|k| k == "nvvm.kernel");
            let mut launch = LaunchInfo::default();
            self.visit_string_attrs(header, |key, value| match key {
                "target-cpu" if header.is_definition => {
                    if let Some(v) = value {
                        if !target_cpus.contains(v) {
                            target_cpus.insert(v.to_owned());
                        }
                    }
                }
                "target-features" if header.is_definition => {
                    if let Some(v) = value {
                        if !target_features.contains(v) {
                            target_features.insert(v.to_owned());
                        }
                    }
                }
                "nvvm.kernel" => kernel_attribute = true,
                _ => launch_attribute(properties, &mut launch, key, value),
            });
            if kernel_attribute {
                kernels
                    .entry(name.to_string())
                    .or_insert(KernelSource::KernelAttribute);
            }
            if launch != LaunchInfo::default() {
                launches.insert(name.to_string(), launch);
            }
            derived
        };
        // Headers have distinct names, so the pieces' maps never share a key.
        let merge = |mut a: Derived, b: Derived| {
            a.0.extend(b.0);
            a.1.extend(b.1);
            a.2.extend(b.2);
            a.3.extend(b.3);
            a
        };
        if self.headers.len() < PARALLEL_PARSE_MIN {
            return self.headers.iter().fold(Derived::default(), add);
        }
        let headers: Vec<(&Arc<str>, &Arc<FunctionHeader>)> = self.headers.iter().collect();
        headers
            .into_par_iter()
            .with_min_len(PIECE_ITEMS * 2)
            .fold(Derived::default, add)
            .reduce(Derived::default, merge)
    }

    /// `!nvvm.annotations = !{!0, …}` with `!0 = !{<fn>, !"key", i32 value, …}`.
    fn read_annotations(&mut self, properties: &[LaunchProperty]) {
        let mut found: Vec<(String, String, i128)> = Vec::new();
        if let Some(named) = self.context.named_metadata("nvvm.annotations") {
            for operand in &named.arena[named.node.operands] {
                let MdKind::Ref(id) = operand.kind else {
                    continue;
                };
                let Some(node) = self.context.metadata(id) else {
                    continue;
                };
                let MdNodeKind::Generic(list) = node.node.kind else {
                    continue;
                };
                let ops = &node.arena[list];
                let Some(first) = ops.first() else { continue };
                let MdKind::Value(tv) = first.kind else {
                    continue;
                };
                let ValueKind::Global(gname) = &node.arena[tv.value].kind else {
                    continue;
                };
                let target = gname.text(node.text).into_owned();
                for pair in ops[1..].chunks(2) {
                    let [key, value] = pair else { continue };
                    let MdKind::Str(key) = key.kind else { continue };
                    let MdKind::Value(v) = value.kind else {
                        continue;
                    };
                    let Some(n) = node.arena.const_int(v.value) else {
                        continue;
                    };
                    found.push((target.clone(), key.value(node.text).into_owned(), n));
                }
            }
        }
        for (function, key, value) in found {
            if key == "kernel" && value == 1 {
                self.kernels
                    .entry(function.clone())
                    .or_insert(KernelSource::Annotation);
            }
            // Another spelling of a key (`maxclusterrank`) is read as the key.
            let key = match properties
                .iter()
                .find(|p| p.aliases.iter().any(|a| *a == *key))
            {
                Some(p) => p.keys.first().map_or(key, |k| k.to_string()),
                None => key,
            };
            self.launch
                .entry(function)
                .or_default()
                .values
                .entry(key)
                .or_insert(value);
        }
    }
}

/// Normalises the attribute spellings (`"nvvm.maxntid"="128,1,1"`) to the record's keys, as
/// `properties` (`launch_properties:` in `rules/functions.ron`) spell them.
fn launch_attribute(
    properties: &[LaunchProperty],
    launch: &mut LaunchInfo,
    key: &str,
    value: Option<&str>,
) {
    // Every function of a module carries attributes: only `nvvm.` ones can be properties.
    if !key.starts_with("nvvm.") {
        return;
    }
    let Some(property) = properties.iter().find(|p| p.attribute == key) else {
        return;
    };
    let keys: &[tablegen::model::Str] = &property.keys;
    if property.flag {
        if let Some(k) = keys.first() {
            launch.values.insert(k.to_string(), 1);
        }
        return;
    }
    let text = value.unwrap_or("");
    // `x[,y[,z]]` decimals (one value where `keys` has one name).
    let mut parts = [0i128; 3];
    let mut count = 0;
    let mut well_formed = true;
    for part in text.split(',') {
        match part.trim().parse::<i128>() {
            Ok(v) if count < keys.len() => {
                parts[count] = v;
                count += 1;
            }
            _ => {
                well_formed = false;
                break;
            }
        }
    }
    if !well_formed {
        launch.malformed.push((key.to_owned(), text.to_owned()));
        return;
    }
    for (key, &value) in keys.iter().zip(&parts[..count]) {
        launch.values.insert(key.to_string(), value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn launch_attributes_read_as_before() {
        let properties = &crate::rules::RuleSet::compiled().launch_properties;
        // The former reading (a list of parts and `format!`ed keys), as the reference.
        fn reference(launch: &mut LaunchInfo, key: &str, value: Option<&str>) {
            let (prefix, dims) = match key {
                "nvvm.maxntid" => ("maxntid", true),
                "nvvm.reqntid" => ("reqntid", true),
                "nvvm.cluster_dim" => ("cluster_dim_", true),
                "nvvm.maxclusterrank" => ("cluster_max_blocks", false),
                "nvvm.minctasm" => ("minctasm", false),
                "nvvm.maxnreg" => ("maxnreg", false),
                "nvvm.blocksareclusters" => {
                    launch.values.insert("blocksareclusters".into(), 1);
                    return;
                }
                _ => return,
            };
            let text = value.unwrap_or("");
            let parts: Vec<Option<i128>> = text
                .split(',')
                .map(|p| p.trim().parse::<i128>().ok())
                .collect();
            if parts.iter().any(Option::is_none)
                || parts.is_empty()
                || (!dims && parts.len() != 1)
                || parts.len() > 3
            {
                launch.malformed.push((key.to_owned(), text.to_owned()));
                return;
            }
            if dims {
                for (axis, value) in ["x", "y", "z"].iter().zip(parts) {
                    launch
                        .values
                        .insert(format!("{prefix}{axis}"), value.unwrap_or(0));
                }
            } else {
                launch
                    .values
                    .insert(prefix.to_owned(), parts[0].unwrap_or(0));
            }
        }
        let keys = [
            "nvvm.maxntid",
            "nvvm.reqntid",
            "nvvm.cluster_dim",
            "nvvm.maxclusterrank",
            "nvvm.minctasm",
            "nvvm.maxnreg",
            "nvvm.blocksareclusters",
            "target-cpu",
        ];
        let values = [
            None,
            Some(""),
            Some("128"),
            Some("128,1,1"),
            Some(" 4 , 2 "),
            Some("1,2,3,4"),
            Some("1,,3"),
            Some("x"),
            Some("-5"),
            Some("1,2"),
            Some("99999999999999999999999999999999999999999"),
        ];
        for key in keys {
            for value in values {
                let (mut got, mut want) = (LaunchInfo::default(), LaunchInfo::default());
                // Twice: a second value for the same key replaces the first.
                for _ in 0..2 {
                    launch_attribute(properties, &mut got, key, value);
                    reference(&mut want, key, value);
                }
                assert_eq!(got, want, "{key} = {value:?}");
            }
        }
    }

    #[test]
    fn debug_info_nodes_are_told_from_their_text() {
        let node = |text| is_debug_info_node(ItemKind::Metadata, text);
        assert!(node("!5 = !DILocation(line: 1, scope: !4)"));
        assert!(node("!5 = distinct !DISubprogram(name: \"f\")"));
        assert!(node("!5 =distinct!DICompileUnit(language: DW_LANG_C99)"));
        assert!(node("!5 = !GenericDINode(tag: DW_TAG_entry_point)"));
        assert!(!node("!5 = !{!6, !7}"));
        assert!(!node("!5 = distinct !{!5, !9}"));
        assert!(!node("!5 = !{!\"kernel\", i32 1}"));
        assert!(!node("!5 = distinctive !DILocation(line: 1)"));
        assert!(!node("!5"));
        assert!(!is_debug_info_node(
            ItemKind::NamedMetadata,
            "!llvm.dbg.cu = !{!1}"
        ));
    }

    /// A plain node must parse without an error (the converse need not hold).
    fn assert_plain_parses(text: &str) {
        if plain_debug_info_node(text) {
            let (_, errors) = ir::parse_item(text, ItemKind::Metadata);
            assert!(errors.is_empty(), "{text:?} is plain but {errors:?}");
        }
    }

    #[test]
    fn plain_debug_info_nodes_parse_without_errors() {
        let plain = [
            "!21 = !DILocation(line: 1, column: 7, scope: !20)",
            "!20 = distinct !DISubprogram(name: \"fn_0\", scope: !2, file: !2, line: 1, type: !3, scopeLine: 1, flags: DIFlagPrototyped | DIFlagArtificial, isLocal: false, isDefinition: true, isOptimized: true, unit: !1)",
            "!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: \"x y\", emissionKind: FullDebug)",
            "!2 = !DIFile(filename: \"bench.cu\", directory: \"/tmp\")",
            "!5 = !DIExpression()",
            "!5 = !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref)",
            "!5 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed, flags: DIFlagZero)",
            "!5 = !DISubrange(count: -1, lowerBound: 0)",
            "!5 = !DILocalVariable(name: \"x\", arg: 1, scope: !4, file: null, line: 3, type: !9)",
            "!5 =  distinct  !DILexicalBlock( scope: !4 , line: 2 )  ",
        ];
        for text in plain {
            assert!(plain_debug_info_node(text), "{text:?}");
            assert_plain_parses(text);
        }
        let left_to_the_parser = [
            "!5 = !DISubroutineType(types: !{null})",
            "!5 = !DIBasicType(name: \"int\", size: 0x20)",
            "!5 = !DILocation(line: 1, scope: !4) ; comment",
            "!5 = !DILocation(line: 1,\n scope: !4)",
            "!5 = !DILocation(line: 1 2, scope: !4)",
            "!5 = !DILocation(line: i32, scope: !4)",
            "!5 = !DILocation(line: 1, scope: !4294967296)",
            "!5 = !DIFile(filename: \"caf\u{e9}\")",
            "!5 = !DIFile(filename: !\"a\")",
            "!5 = !DILocation(f0x1: 1)",
            "!5 = !DILocation(line: 1, scope: !4",
            "!5 = !DILocation(line: 1, scope: !4) x",
            "!5 = !DILocation(line: 1., scope: !4)",
            "!5 = !DILocation(line: null | 1)",
            "!5 = !DILocation(line: float)",
        ];
        for text in left_to_the_parser {
            assert!(!plain_debug_info_node(text), "{text:?}");
        }
    }

    #[test]
    fn no_edit_of_a_plain_node_makes_plain_text_that_fails_to_parse() {
        // Every one-byte deletion, and every replacement or insertion of a byte that
        // matters to the lexer, of nodes in the plain form.
        let nodes = [
            "!20 = distinct !DISubprogram(name: \"f\", line: 1, flags: DIFlagA | DIFlagB, isLocal: false, unit: !1)",
            "!21 = !DILocation(line: -1, column: 7, scope: !20, file: null)",
            "!5 = !DIExpression(DW_OP_LLVM_fragment, 0, 32)",
        ];
        let bytes = b" !\"(),:|-_.0159aefixDW\\;\n\t{}#%@$";
        for node in nodes {
            let b = node.as_bytes();
            for i in 0..=b.len() {
                let mut edits = Vec::new();
                if i < b.len() {
                    edits.push([&b[..i], &b[i + 1..]].concat());
                }
                for &c in bytes {
                    edits.push([&b[..i], &[c], &b[i..]].concat());
                    if i < b.len() {
                        edits.push([&b[..i], &[c], &b[i + 1..]].concat());
                    }
                }
                for edit in edits {
                    if let Ok(text) = std::str::from_utf8(&edit) {
                        assert_plain_parses(text);
                    }
                }
            }
        }
    }

    #[test]
    fn module_diagnostics_find_their_item_around_dropped_debug_info() {
        // Debug-info nodes take no room in the context text; the items after them are
        // still found by offset.
        let items = [
            "@g = global i32 0",
            "!1 = !DILocation(line: 1, scope: !2)",
            "!2 = distinct !DISubprogram(name: \"f\")",
            "@h = global i32 1",
            "!3 = !DILocation(line: 2, scope: !2)",
        ];
        let context: Vec<ContextItem> = items
            .iter()
            .enumerate()
            .map(|(serial, text)| {
                let kind = ir::split_items(text)[0].kind;
                (serial as u32, SharedText::whole(Arc::from(*text)), kind)
            })
            .collect();
        let facts = ModuleFacts::build(
            &context,
            [],
            &crate::rules::RuleSet::compiled().launch_properties,
        );
        assert_eq!(
            &*facts.context.text,
            "@g = global i32 0\n@h = global i32 1\n"
        );
        assert_eq!(facts.context.items.len(), 2);
        assert_eq!(facts.origin_of(0), Some((0, 0)));
        assert_eq!(facts.origin_of(17), Some((0, 0)));
        assert_eq!(facts.origin_of(18), Some((3, 18)));
        assert_eq!(facts.origin_of(30), Some((3, 18)));
        assert!(facts.syntax_errors().next().is_none());
    }

    #[test]
    fn a_big_context_is_laid_out_in_file_order_across_copy_pieces() {
        // More items than one copy piece and one parse piece hold, debug-info nodes
        // between them, on rayon's threads: the text is still the laid items in order.
        let texts: Vec<String> = (0..5000)
            .map(|i| match i % 3 {
                0 => format!("!{i} = !DILocation(line: {i}, scope: !1)"),
                1 => format!("@g{i} = global i32 {i}"),
                _ => format!("!{i} = !{{i32 {i}}}"),
            })
            .collect();
        let context: Vec<ContextItem> = texts
            .iter()
            .enumerate()
            .map(|(serial, text)| {
                let kind = ir::split_items(text)[0].kind;
                (
                    serial as u32,
                    SharedText::whole(Arc::from(text.as_str())),
                    kind,
                )
            })
            .collect();
        let facts = ModuleFacts::build(
            &context,
            [],
            &crate::rules::RuleSet::compiled().launch_properties,
        );
        let expected: String = texts
            .iter()
            .filter(|t| !t.contains("DILocation"))
            .map(|t| format!("{t}\n"))
            .collect();
        assert_eq!(&*facts.context.text, expected);
        assert_eq!(facts.context.items.len(), 3333);
        assert!(facts.syntax_errors().next().is_none());
        // The last item is found from the end of the text.
        let last_start = (expected.len() - texts[4999].len() - 1) as u32;
        assert_eq!(facts.origin_of(last_start), Some((4999, last_start)));
    }
}
