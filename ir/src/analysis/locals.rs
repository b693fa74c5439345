//! The function's local names resolved: every parameter, block and instruction result
//! that defines a `%name` or `%N`, and a lookup from a name to its definition.

use rustc_hash::FxHashMap;

use super::types::{result_type, ResultType};
use crate::ast::{Arena, Body, Function, LocalRef, Name, Type};

/// A definition, as [`Locals`] names it: its [`DefSite`] in one word (the site's kind in the
/// top two bits, its index below), so that resolving a name is one table read and nothing is
/// built per definition while the table is filled; [`Locals::def`] describes it on demand.
pub type LocalId = u32;

/// Where a local is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefSite {
    /// The function's parameter of this index.
    Param(u32),
    /// The instruction of this index in [`Body::insts`].
    Inst(u32),
    /// The block of this index in [`Body::blocks`].
    Block(u32),
}

/// The top two bits of a [`LocalId`]: which kind of site.
const KIND_SHIFT: u32 = 30;
const PARAM: u32 = 0;
const BLOCK: u32 = 1;
const INST: u32 = 2;
/// No definition (a table entry not yet set).
const NONE: LocalId = LocalId::MAX;

impl DefSite {
    /// The site as a [`LocalId`]. Indices stay below 2^30: an instruction index is bounded by
    /// the text's length (4 GiB at most) over the 4 bytes the shortest instruction takes.
    #[inline(always)]
    fn id(self) -> LocalId {
        let (kind, index) = match self {
            DefSite::Param(i) => (PARAM, i),
            DefSite::Block(b) => (BLOCK, b),
            DefSite::Inst(i) => (INST, i),
        };
        debug_assert!(index < 1 << KIND_SHIFT);
        kind << KIND_SHIFT | index
    }

    #[inline(always)]
    fn of(id: LocalId) -> DefSite {
        let index = id & ((1 << KIND_SHIFT) - 1);
        match id >> KIND_SHIFT {
            PARAM => DefSite::Param(index),
            BLOCK => DefSite::Block(index),
            _ => DefSite::Inst(index),
        }
    }
}

/// One definition.
#[derive(Clone, Copy, Debug)]
pub struct Def {
    pub site: DefSite,
    /// The block holding the definition (0 for parameters).
    pub block: u32,
    pub ty: ResultType,
}

/// The function's locals: a lookup from a name to its definition, over the tables this
/// thread reuses ([`Tables`]) and the function they were filled from.
pub struct Locals<'a> {
    tables: &'a Tables,
    arena: &'a Arena,
    function: &'a Function,
    body: &'a Body,
    typed: bool,
    /// The block of each instruction of [`Body::insts`].
    pub inst_block: &'a [u32],
    /// Names defined twice: (the second definition's name, the first definition).
    pub redefined: &'a [(Name, LocalId)],
    /// Whether the body has a `phi` (the phi checks skip a body without one).
    pub has_phi: bool,
}

/// The tables behind [`Locals`]. Named locals are keyed by a 64-bit hash of their text
/// (checked against the definition's text on lookup; a collision falls back to a scan), so
/// the tables borrow nothing and one set per thread is reused: no allocation per function
/// once warm.
#[derive(Debug, Default)]
struct Tables {
    /// Named locals the parser did not resolve, by the key of their text: the first
    /// definition and its name (for the collision check).
    named: FxHashMap<u64, (LocalId, Name)>,
    /// The definition of each symbol the parser gave a named local ([`LocalRef::Symbol`];
    /// [`NONE`]: none yet). Names it did not resolve go through `named`.
    by_symbol: Vec<LocalId>,
    /// `%N` below [`DENSE_NUMBERS`] ([`NONE`]: none), and the rest.
    dense: Vec<LocalId>,
    numbered: FxHashMap<u32, LocalId>,
    /// Definitions whose hash another name already had, with their names.
    collided: Vec<(LocalId, Name)>,
    inst_block: Vec<u32>,
    /// The result type of each instruction, once [`Locals::def`] has worked it out for the
    /// function filled with the same `stamp` (entries of other stamps are stale: nothing
    /// is cleared per function).
    result_types: Vec<std::cell::Cell<(u32, ResultType)>>,
    /// Which fill the tables hold (never 0, the stamp of an entry not yet set).
    stamp: u32,
    redefined: Vec<(Name, LocalId)>,
    has_phi: bool,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Tables> = std::cell::RefCell::new(Tables::default());
}

/// The key of a name: its bytes themselves, zero-padded, when it has at most 8 (exact: a
/// name holds no NUL, so the padding tells lengths apart), else a hash with the top bit set
/// (to be checked against the text). Most names are short (`%x12`, `%idx`, `%tid`).
fn key_of(text: &str) -> (u64, bool) {
    let b = text.as_bytes();
    if b.len() <= 8 {
        let mut k = 0u64;
        let mut nul = false;
        for (i, &c) in b.iter().enumerate() {
            nul |= c == 0;
            k |= u64::from(c) << (8 * i);
        }
        if !nul {
            // A short key with the top bit set could meet a long one's hash: check those.
            return (k, k >> 63 == 0);
        }
    }
    use std::hash::{BuildHasher, Hasher};
    let mut h = rustc_hash::FxBuildHasher.build_hasher();
    h.write(b);
    (h.finish() | 1 << 63, false)
}

/// Numbered locals (`%0`, `%17`) by number: a dense table up to this many, a map beyond.
const DENSE_NUMBERS: u32 = 1 << 16;

impl<'a> Locals<'a> {
    /// Calls `f` with the locals of `function` (whose text is `src`), built in this thread's
    /// reused tables.
    pub fn with<R>(
        src: &str,
        arena: &Arena,
        function: &Function,
        body: &Body,
        typed: bool,
        f: impl FnOnce(&Locals<'_>) -> R,
    ) -> R {
        fn view<'t>(
            tables: &'t Tables,
            arena: &'t Arena,
            function: &'t Function,
            body: &'t Body,
            typed: bool,
        ) -> Locals<'t> {
            Locals {
                tables,
                arena,
                function,
                body,
                typed,
                inst_block: &tables.inst_block,
                redefined: &tables.redefined,
                has_phi: tables.has_phi,
            }
        }
        SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut t) => {
                t.fill(src, arena, function, body);
                f(&view(&t, arena, function, body, typed))
            }
            // Re-entered (never in the engine): tables of its own.
            Err(_) => {
                let mut t = Tables::default();
                t.fill(src, arena, function, body);
                f(&view(&t, arena, function, body, typed))
            }
        })
    }

    /// The definition `id` ([`Locals::lookup`], [`Locals::resolved`]) described: its site,
    /// block and type.
    #[inline(always)]
    pub fn def(&self, id: LocalId) -> Def {
        let (site, block) = self.placed(id);
        let ty = match site {
            DefSite::Param(i) => ResultType::Of(self.arena[self.function.params][i as usize].ty),
            DefSite::Block(_) => ResultType::Label,
            DefSite::Inst(i) => self.result_type(i as usize),
        };
        Def { site, block, ty }
    }

    /// The result type of instruction `i`, worked out at its first use and remembered (a
    /// value is used more often than it is defined, and most are never looked up).
    #[inline(always)]
    fn result_type(&self, i: usize) -> ResultType {
        let cached = &self.tables.result_types[i];
        let (stamp, ty) = cached.get();
        if stamp == self.tables.stamp {
            return ty;
        }
        let inst = &self.body.insts[i];
        let ty = match &inst.kind {
            crate::ast::InstKind::Binary { lhs, .. } => ResultType::Of(lhs.ty),
            _ => result_type(self.arena, inst, self.typed),
        };
        cached.set((self.tables.stamp, ty));
        ty
    }

    /// Where definition `id` is.
    #[inline(always)]
    pub fn site(&self, id: LocalId) -> DefSite {
        DefSite::of(id)
    }

    /// Where definition `id` is, and its block (0 for parameters): [`Locals::def`] without
    /// the type.
    #[inline(always)]
    pub fn placed(&self, id: LocalId) -> (DefSite, u32) {
        let site = DefSite::of(id);
        let block = match site {
            DefSite::Param(_) => 0,
            DefSite::Block(b) => b,
            DefSite::Inst(i) => self.inst_block[i as usize],
        };
        (site, block)
    }

    /// The definition of the local `name` (as written in `src`).
    #[inline(always)]
    pub fn lookup(&self, src: &str, name: Name) -> Option<LocalId> {
        self.tables.lookup(src, name)
    }

    /// The definition of a local the parser resolved; `None` when it did not (or none
    /// defines it): [`Locals::lookup`] then says which.
    #[inline(always)]
    pub fn resolved(&self, name: Name) -> Option<LocalId> {
        let t = self.tables;
        let id = match t.by_symbol.get(name.symbol_or_max() as usize) {
            Some(&id) => id,
            None => match name.local() {
                LocalRef::Number(n) => *t.dense.get(n as usize)?,
                _ => return None,
            },
        };
        (id != NONE).then_some(id)
    }

    /// The block a label names, if it names one.
    pub fn block(&self, src: &str, name: Name) -> Option<u32> {
        match DefSite::of(self.lookup(src, name)?) {
            DefSite::Block(b) => Some(b),
            _ => None,
        }
    }
}

impl Tables {
    /// Resolves every definition of the function: parameters, then each block's label and
    /// its instructions' results, numbering unnamed ones as LLVM does. Nothing is built per
    /// definition but its table entry.
    fn fill(&mut self, src: &str, arena: &Arena, function: &Function, body: &Body) {
        self.named.clear();
        self.numbered.clear();
        self.dense.clear();
        self.collided.clear();
        self.redefined.clear();
        self.inst_block.clear();
        self.inst_block.resize(body.insts.len(), 0);
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // Wrapped: an entry set 2^32 fills ago could look current.
            self.result_types.clear();
            self.stamp = 1;
        }
        if self.result_types.len() < body.insts.len() {
            self.result_types.resize(
                body.insts.len(),
                std::cell::Cell::new((0, ResultType::Unknown)),
            );
        }
        self.by_symbol.clear();
        self.by_symbol.resize(body.local_symbols as usize, NONE);
        let mut slot = 0u32;
        let mut has_phi = false;
        for (i, p) in arena[function.params].iter().enumerate() {
            let id = DefSite::Param(i as u32).id();
            match p.name {
                Some(name) => self.define(src, name, id, &mut slot),
                None => self.define_unnamed(id, &mut slot),
            }
        }
        for (b, block) in body.blocks.iter().enumerate() {
            let id = DefSite::Block(b as u32).id();
            // Numbered as LLVM numbers them (the parser's block numbers do not count
            // numbered parameters or unnamed call results).
            match block.label {
                Some(label) => self.define(src, label, id, &mut slot),
                None => self.define_unnamed(id, &mut slot),
            }
            let range = block.insts.start as usize..block.insts.end as usize;
            if let Some(blocks) = self.inst_block.get_mut(range.clone()) {
                blocks.fill(b as u32);
            }
            for (index, inst) in body.insts[range.clone()].iter().enumerate() {
                let id = DefSite::Inst((range.start + index) as u32).id();
                has_phi |= inst.opcode == crate::ast::Opcode::Phi;
                match inst.result {
                    Some(name) => self.define(src, name, id, &mut slot),
                    None if is_unnamed_value(arena, inst) => self.define_unnamed(id, &mut slot),
                    None => {}
                }
            }
        }
        self.has_phi = has_phi;
    }

    /// Records `%n` as `id`; gives the definition it replaces, if any.
    fn set_number(&mut self, n: u32, id: LocalId) -> Option<LocalId> {
        if n >= DENSE_NUMBERS {
            return self.numbered.insert(n, id);
        }
        if self.dense.len() <= n as usize {
            self.dense.resize(n as usize + 1, NONE);
        }
        let old = std::mem::replace(&mut self.dense[n as usize], id);
        (old != NONE).then_some(old)
    }

    fn number(&self, n: u32) -> Option<LocalId> {
        if n >= DENSE_NUMBERS {
            return self.numbered.get(&n).copied();
        }
        self.dense.get(n as usize).copied().filter(|&id| id != NONE)
    }

    fn define_unnamed(&mut self, id: LocalId, slot: &mut u32) {
        self.set_number(*slot, id);
        *slot += 1;
    }

    #[inline(always)]
    fn define(&mut self, src: &str, name: Name, id: LocalId, slot: &mut u32) {
        // The common case, a named local the parser resolved and seen for the first time.
        if let Some(entry) = self.by_symbol.get_mut(name.symbol_or_max() as usize) {
            let old = std::mem::replace(entry, id);
            if old != NONE {
                self.redefined.push((name, old));
            }
            return;
        }
        self.define_other(src, name, id, slot);
    }

    /// [`Tables::define`] of a numbered name or one the parser did not resolve.
    #[inline(never)]
    fn define_other(&mut self, src: &str, name: Name, id: LocalId, slot: &mut u32) {
        let previous = match name.local() {
            LocalRef::Symbol(s) => match self.by_symbol.get_mut(s as usize) {
                Some(entry) => {
                    let old = std::mem::replace(entry, id);
                    (old != NONE).then_some(old)
                }
                None => self.define_by_text(src, name, id),
            },
            LocalRef::Number(n) => {
                *slot = n.saturating_add(1);
                self.set_number(n, id)
            }
            LocalRef::None => match name.number(src) {
                Some(n) => {
                    *slot = n.saturating_add(1);
                    self.set_number(n, id)
                }
                None => self.define_by_text(src, name, id),
            },
        };
        if let Some(first) = previous {
            self.redefined.push((name, first));
        }
    }

    /// Records a named local the parser did not resolve, by its text; gives the definition
    /// of the same name before it, if any.
    fn define_by_text(&mut self, src: &str, name: Name, id: LocalId) -> Option<LocalId> {
        let text = name.text(src);
        let (key, exact) = key_of(&text);
        match self.named.entry(key) {
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert((id, name));
                None
            }
            std::collections::hash_map::Entry::Occupied(o) => {
                let (first, first_name) = *o.get();
                if exact || first_name.text(src) == text {
                    Some(first)
                } else {
                    self.collided.push((id, name));
                    self.collided
                        .iter()
                        .find(|&&(c, n)| c != id && n.text(src) == text)
                        .map(|&(c, _)| c)
                }
            }
        }
    }

    #[inline(always)]
    fn lookup(&self, src: &str, name: Name) -> Option<LocalId> {
        match name.local() {
            LocalRef::Symbol(s) => {
                if let Some(&id) = self.by_symbol.get(s as usize) {
                    return (id != NONE).then_some(id);
                }
            }
            LocalRef::Number(n) => return self.number(n),
            LocalRef::None => {}
        }
        self.lookup_by_text(src, name)
    }

    #[cold]
    fn lookup_by_text(&self, src: &str, name: Name) -> Option<LocalId> {
        if let Some(n) = name.number(src) {
            return self.number(n);
        }
        let text = name.text(src);
        let (key, exact) = key_of(&text);
        let (id, first_name) = *self.named.get(&key)?;
        if exact || first_name.text(src) == text {
            return Some(id);
        }
        self.collided
            .iter()
            .find(|&&(_, n)| n.text(src) == text)
            .map(|&(c, _)| c)
    }
}

/// Whether an instruction without `%name =` still defines a numbered value (a call that
/// returns something), as LLVM's slot numbering counts it.
fn is_unnamed_value(arena: &Arena, inst: &crate::ast::Instruction) -> bool {
    inst.call_site()
        .is_some_and(|site| !matches!(arena[arena.call_ret_ty(site)], Type::Void))
}
