//! LLVM IR front end. Knows nothing of salsa or rules.
//!
//! Pipeline: [`split_items`] cuts the module text into top-level items with
//! a fast byte scan; [`parse_item`] parses one item's own text, with every
//! span relative to the item start (so items are independent and can be
//! parsed in parallel, and editing one function never changes another's IR);
//! [`parse_module`] does both and adds module-level lookups.
//!
//! Non-UTF-8 input: the API takes `&str`. Callers holding bytes should use
//! [`parse_module_bytes`] (or `String::from_utf8_lossy` themselves); invalid
//! bytes then appear as U+FFFD, which the lexer reports as an error wherever
//! it is not inside a string literal or comment, and reports inside string
//! literals too (a `\u{FFFD}` in a literal means the source was not UTF-8).
//! Byte offsets are offsets into the (possibly lossily decoded) text.

#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub mod analysis;
pub mod asm;
pub mod ast;
pub mod bitcode;
mod cpu;
pub mod lexer;
pub mod line_index;
pub mod opcode;
pub mod parse;
pub mod span;
pub mod split;

use std::borrow::Cow;
use std::collections::HashMap;

use rustc_hash::FxHashMap;
use std::sync::{Arc, OnceLock};

pub use ast::*;
pub use line_index::{line_col_of, LineCol, LineIndex};
pub use parse::{
    parse_function_header, parse_item, parse_item_in, with_function_header, with_item, ItemParser,
};
pub use split::{split_counting_lines, split_counting_lines_in, split_items, ItemSlice};

/// One item of a [`Module`]: its position in the module text and its IR.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParsedItem {
    /// Absolute byte offset of the item start.
    pub offset: u32,
    /// Byte length of the item text.
    pub len: u32,
    /// Splitter classification.
    pub kind: ItemKind,
    /// Index in [`Module::arenas`] of the arena holding this item's nodes
    /// (one arena may serve many items: their nodes' ids never collide).
    pub arena: u32,
    /// This item's entries of its arena's [`Arena::global_refs`]: `start..end`.
    pub global_refs: (u32, u32),
    pub data: ItemData,
}

/// A node of some item together with that item's text and arena: everything
/// needed to read names, types and values.
#[derive(Debug)]
pub struct ItemRef<'m, T> {
    /// The item's own text (spans in `node` index into it).
    pub text: &'m str,
    /// Absolute offset of `text` in the module.
    pub offset: u32,
    pub arena: &'m Arena,
    pub node: &'m T,
    /// Index in [`Module::items`].
    pub index: usize,
}

impl<T> Clone for ItemRef<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for ItemRef<'_, T> {}

impl<'m, T> ItemRef<'m, T> {
    /// Converts an item-relative span to an absolute one.
    pub fn abs(&self, span: Span) -> Span {
        span.shift(self.offset)
    }
    /// Text of an item-relative span.
    pub fn src(&self, span: Span) -> &'m str {
        span.text(self.text)
    }
    /// Same item, another node.
    pub fn with<U>(&self, node: &'m U) -> ItemRef<'m, U> {
        ItemRef {
            text: self.text,
            offset: self.offset,
            arena: self.arena,
            node,
            index: self.index,
        }
    }
}

/// A parsed module.
#[derive(Debug)]
pub struct Module {
    /// The module text (items' offsets index into it).
    pub text: Arc<str>,
    pub items: Vec<ParsedItem>,
    /// The items' arenas ([`ParsedItem::arena`]).
    pub arenas: Vec<Arena>,
    /// All syntax errors, with absolute spans, in source order.
    pub errors: Vec<SyntaxError>,
    /// `!N` → item index.
    md_index: IdIndex,
    /// `#N` → item index.
    group_index: IdIndex,
    names: NameIndex,
}

/// Item index by `!N` / `#N` id: dense for the small ids of practice (`u32::MAX` = absent),
/// a map for absurd ids in malformed input, so no lookup is a linear search (thousands of
/// `!16777216`-style nodes, or references to absent ones, made checking quadratic).
#[derive(Debug, Default)]
struct IdIndex {
    dense: Vec<u32>,
    sparse: HashMap<u32, u32>,
}

impl IdIndex {
    /// Ids below this are kept in the dense part, the rest in the map.
    const DENSE_CAP: u32 = 1 << 24;

    fn set(&mut self, id: u32, idx: usize) {
        // Cap the dense part to avoid huge vectors from absurd ids.
        if id < Self::DENSE_CAP {
            let id = id as usize;
            if self.dense.len() <= id {
                self.dense.resize(id + 1, u32::MAX);
            }
            self.dense[id] = idx as u32;
        } else {
            self.sparse.insert(id, idx as u32);
        }
    }

    fn get(&self, id: u32) -> Option<usize> {
        // `set` puts the ids below the cap in the dense part only: a miss there is final.
        if id < Self::DENSE_CAP {
            return match self.dense.get(id as usize) {
                Some(&i) if i != u32::MAX => Some(i as usize),
                _ => None,
            };
        }
        self.sparse.get(&id).map(|&i| i as usize)
    }
}

/// Names to item indexes, one map per kind, each made on its first lookup: a module's
/// tens of thousands of globals cost a map of their own only when a global is looked up
/// by name (the checks look up named metadata and types; Fx hashing for the short names).
#[derive(Debug, Default)]
struct NameIndex {
    functions: OnceLock<FxHashMap<String, usize>>,
    globals: OnceLock<FxHashMap<String, usize>>,
    types: OnceLock<FxHashMap<String, usize>>,
    named_md: OnceLock<FxHashMap<String, usize>>,
}

/// Parses a whole module: split, parse every item, index.
pub fn parse_module(text: &str) -> Module {
    // The module keeps its own copy of the text: make it first and parse
    // from it, so the copy leaves the text in cache for the parse.
    let shared: Arc<str> = Arc::from(text);
    let text: &str = &shared;
    let slices = split_items(text);
    let mut items = Vec::with_capacity(slices.len());
    let mut arenas = Vec::with_capacity(slices.len());
    // Each item is parsed independently; callers wanting parallelism can do
    // the same loop with rayon and `Module::from_items`. The id indexes are
    // filled here, while each item is still in cache (as `from_items` does).
    let mut errors = Vec::new();
    let mut md_index = IdIndex::default();
    let mut group_index = IdIndex::default();
    for s in slices {
        let t = &text[s.range.start as usize..s.range.end as usize];
        let (item, errs) = parse_item(t, s.kind);
        if !errs.is_empty() {
            errors.extend(errs.into_iter().map(|e| SyntaxError {
                span: e.span.shift(s.range.start),
                message: e.message,
            }));
        }
        match &item.data {
            ItemData::Metadata(m) => md_index.set(m.id, items.len()),
            ItemData::AttrGroup(g) => group_index.set(g.id, items.len()),
            _ => {}
        }
        items.push(ParsedItem {
            offset: s.range.start,
            len: s.range.end - s.range.start,
            kind: s.kind,
            arena: arenas.len() as u32,
            global_refs: (0, item.arena.global_refs.len() as u32),
            data: item.data,
        });
        arenas.push(item.arena);
    }
    Module {
        text: shared,
        items,
        arenas,
        errors,
        md_index,
        group_index,
        names: NameIndex::default(),
    }
}

/// Like [`parse_module`] for raw bytes: invalid UTF-8 is replaced by U+FFFD
/// (and reported by the lexer where it matters).
pub fn parse_module_bytes(bytes: &[u8]) -> Module {
    parse_module(&String::from_utf8_lossy(bytes))
}

impl Module {
    /// Builds a module from items parsed elsewhere (e.g. in parallel).
    pub fn from_items(
        text: Arc<str>,
        items: Vec<ParsedItem>,
        arenas: Vec<Arena>,
        errors: Vec<SyntaxError>,
    ) -> Module {
        let mut md_index = IdIndex::default();
        let mut group_index = IdIndex::default();
        for (i, it) in items.iter().enumerate() {
            match &it.data {
                ItemData::Metadata(m) => md_index.set(m.id, i),
                ItemData::AttrGroup(g) => group_index.set(g.id, i),
                _ => {}
            }
        }
        Module {
            text,
            items,
            arenas,
            errors,
            md_index,
            group_index,
            names: NameIndex::default(),
        }
    }

    /// The arena of item `i`.
    pub fn arena_of(&self, i: usize) -> &Arena {
        &self.arenas[self.items[i].arena as usize]
    }

    /// Text of item `i`.
    pub fn item_text(&self, i: usize) -> &str {
        let it = &self.items[i];
        &self.text[it.offset as usize..(it.offset + it.len) as usize]
    }

    /// Item `i` with its text and arena.
    pub fn item(&self, i: usize) -> ItemRef<'_, ItemData> {
        self.item_ref(i, &self.items[i].data)
    }

    /// The `@name` operands of item `i` (see [`Arena::global_refs`]).
    pub fn global_refs_of(&self, i: usize) -> &[GlobalRef] {
        let (start, end) = self.items[i].global_refs;
        self.arena_of(i)
            .global_refs
            .get(start as usize..end as usize)
            .unwrap_or_default()
    }

    fn item_ref<'m, T>(&'m self, i: usize, node: &'m T) -> ItemRef<'m, T> {
        ItemRef {
            text: self.item_text(i),
            offset: self.items[i].offset,
            arena: self.arena_of(i),
            node,
            index: i,
        }
    }

    /// The items whose data `pick` finds a node in, in order, as references.
    fn items_of<'m, T: 'm>(
        &'m self,
        pick: impl Fn(&'m ItemData) -> Option<&'m T> + 'm,
    ) -> impl Iterator<Item = ItemRef<'m, T>> + 'm {
        self.items
            .iter()
            .enumerate()
            .filter_map(move |(i, it)| pick(&it.data).map(|node| self.item_ref(i, node)))
    }

    fn last_str(&self, f: impl Fn(&ItemData) -> Option<StrLit>) -> Option<Cow<'_, str>> {
        self.items
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, it)| f(&it.data).map(|s| s.value(self.item_text(i))))
    }

    /// `target datalayout = "…"` (the last one wins, as in LLVM).
    pub fn datalayout(&self) -> Option<Cow<'_, str>> {
        self.last_str(|d| match d {
            ItemData::DataLayout(s) => Some(*s),
            _ => None,
        })
    }
    /// `target triple = "…"`
    pub fn triple(&self) -> Option<Cow<'_, str>> {
        self.last_str(|d| match d {
            ItemData::Triple(s) => Some(*s),
            _ => None,
        })
    }
    /// `source_filename = "…"`
    pub fn source_filename(&self) -> Option<Cow<'_, str>> {
        self.last_str(|d| match d {
            ItemData::SourceFilename(s) => Some(*s),
            _ => None,
        })
    }

    /// All `define`s and `declare`s in order.
    pub fn functions(&self) -> impl Iterator<Item = ItemRef<'_, Function>> {
        self.items_of(|data| match data {
            ItemData::Function(f) => Some(&**f),
            _ => None,
        })
    }
    /// All global variables in order.
    pub fn globals(&self) -> impl Iterator<Item = ItemRef<'_, Global>> {
        self.items_of(|data| match data {
            ItemData::Global(g) => Some(g),
            _ => None,
        })
    }
    /// All attribute groups (`attributes #N = { … }`) in order.
    pub fn attr_groups(&self) -> impl Iterator<Item = ItemRef<'_, AttrGroup>> {
        self.items_of(|data| match data {
            ItemData::AttrGroup(g) => Some(g),
            _ => None,
        })
    }
    /// All aliases and ifuncs in order.
    pub fn aliases(&self) -> impl Iterator<Item = ItemRef<'_, Alias>> {
        self.items_of(|data| match data {
            ItemData::Alias(a) => Some(a),
            _ => None,
        })
    }
    /// All named metadata (`!name = !{…}`) in order.
    pub fn named_metadata_all(&self) -> impl Iterator<Item = ItemRef<'_, NamedMetadata>> {
        self.items_of(|data| match data {
            ItemData::NamedMetadata(n) => Some(n),
            _ => None,
        })
    }
    /// All named struct definitions in order.
    pub fn type_defs(&self) -> impl Iterator<Item = ItemRef<'_, TypeDef>> {
        self.items_of(|data| match data {
            ItemData::TypeDef(t) => Some(t),
            _ => None,
        })
    }

    /// Item index by name of the items `name_of` names (the first of a name wins:
    /// redefinitions are someone else's check).
    fn index_names(
        &self,
        name_of: impl Fn(&ItemData, &str) -> Option<String>,
    ) -> FxHashMap<String, usize> {
        let mut index = FxHashMap::default();
        for (i, it) in self.items.iter().enumerate() {
            if let Some(name) = name_of(&it.data, self.item_text(i)) {
                index.entry(name).or_insert(i);
            }
        }
        index
    }

    /// Function by name (without `@`, unescaped).
    pub fn function(&self, name: &str) -> Option<ItemRef<'_, Function>> {
        let functions = self.names.functions.get_or_init(|| {
            self.index_names(|data, t| match data {
                ItemData::Function(f) => Some(f.name.text(t).into_owned()),
                _ => None,
            })
        });
        let i = *functions.get(name)?;
        match &self.items[i].data {
            ItemData::Function(f) => Some(self.item_ref(i, &**f)),
            _ => None,
        }
    }
    /// Global variable by name (without `@`, unescaped).
    pub fn global(&self, name: &str) -> Option<ItemRef<'_, Global>> {
        let globals = self.names.globals.get_or_init(|| {
            self.index_names(|data, t| match data {
                ItemData::Global(g) => Some(g.name.text(t).into_owned()),
                _ => None,
            })
        });
        let i = *globals.get(name)?;
        match &self.items[i].data {
            ItemData::Global(g) => Some(self.item_ref(i, g)),
            _ => None,
        }
    }
    /// Named struct type by name (without `%`, unescaped).
    pub fn named_type(&self, name: &str) -> Option<ItemRef<'_, TypeDef>> {
        let types = self.names.types.get_or_init(|| {
            self.index_names(|data, t| match data {
                ItemData::TypeDef(d) => Some(d.name.text(t).into_owned()),
                _ => None,
            })
        });
        let i = *types.get(name)?;
        match &self.items[i].data {
            ItemData::TypeDef(t) => Some(self.item_ref(i, t)),
            _ => None,
        }
    }
    /// Named metadata by name (without `!`), e.g. `"nvvm.annotations"`.
    pub fn named_metadata(&self, name: &str) -> Option<ItemRef<'_, NamedMetadata>> {
        let named_md = self.names.named_md.get_or_init(|| {
            self.index_names(|data, t| match data {
                ItemData::NamedMetadata(m) => Some(m.name.text(t).to_owned()),
                _ => None,
            })
        });
        let i = *named_md.get(name)?;
        match &self.items[i].data {
            ItemData::NamedMetadata(m) => Some(self.item_ref(i, m)),
            _ => None,
        }
    }

    /// The generic tuples `!{…}` the named metadata `!name = !{!0, !1, …}` refers to, each with
    /// its operands: the shape of `!nvvm.annotations`, `!llvm.module.flags` and `!llvm.ident`.
    /// Operands that are not references to a generic node are skipped.
    pub fn named_tuples<'m>(
        &'m self,
        name: &str,
    ) -> impl Iterator<Item = (ItemRef<'m, MdNode>, &'m [MdOperand])> + 'm {
        self.named_metadata(name)
            .into_iter()
            .flat_map(move |named| {
                let arena: &'m Arena = named.arena;
                arena[named.node.operands].iter().filter_map(move |op| {
                    let MdKind::Ref(id) = op.kind else {
                        return None;
                    };
                    let node = self.metadata(id)?;
                    let MdNodeKind::Generic(list) = node.node.kind else {
                        return None;
                    };
                    let node_arena: &'m Arena = node.arena;
                    Some((node, &node_arena[list]))
                })
            })
    }

    /// Numbered metadata node `!id`.
    pub fn metadata(&self, id: u32) -> Option<ItemRef<'_, MdNode>> {
        let i = self.md_index.get(id)?;
        match &self.items[i].data {
            ItemData::Metadata(m) => Some(self.item_ref(i, &self.arena_of(i)[m.node])),
            _ => None,
        }
    }

    /// Does a numbered metadata node `!id` exist? (One index lookup: nothing is built.)
    pub fn has_metadata(&self, id: u32) -> bool {
        self.md_index.get(id).is_some()
    }

    /// Attribute group `#id`.
    pub fn attr_group(&self, id: u32) -> Option<ItemRef<'_, AttrGroup>> {
        let i = self.group_index.get(id)?;
        match &self.items[i].data {
            ItemData::AttrGroup(g) => Some(self.item_ref(i, g)),
            _ => None,
        }
    }

    /// Resolves an attribute list: inline attributes as they are, and each
    /// `#N` reference replaced by the contents of group N (if it exists).
    /// Each attribute comes with the text/arena it must be read with.
    pub fn resolve_attrs<'m>(
        &'m self,
        owner: ItemRef<'m, ()>,
        attrs: List<Attribute>,
    ) -> Vec<ItemRef<'m, Attribute>> {
        let mut out = Vec::new();
        for a in &owner.arena[attrs] {
            match a.kind {
                AttrKind::GroupRef(n) => {
                    if let Some(g) = self.attr_group(n) {
                        out.extend(g.arena[g.node.attrs].iter().map(|x| g.with(x)));
                    }
                }
                _ => out.push(owner.with(a)),
            }
        }
        out
    }

    /// Function attributes of `f`, with `#N` groups resolved.
    pub fn fn_attrs<'m>(&'m self, f: ItemRef<'m, Function>) -> Vec<ItemRef<'m, Attribute>> {
        self.resolve_attrs(f.with(&()), f.node.fn_attrs)
    }

    /// A [`LineIndex`] over the module text.
    pub fn line_index(&self) -> LineIndex {
        LineIndex::new(&self.text)
    }
}

/// Asks the CPU to bring the cache line holding `bytes[at]` closer (nothing where `at` is out of
/// range, or on other architectures): a hint, never a fault.
#[inline(always)]
pub fn prefetch(bytes: &[u8], at: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(byte) = bytes.get(at) {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: `_mm_prefetch` needs SSE, which every x86_64 CPU has; a prefetch only
        // hints, and the address is a valid byte anyway.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(byte).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (bytes, at);
}
