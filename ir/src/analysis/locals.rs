//! The function's local names resolved: every parameter, block and instruction result
//! that defines a `%name` or `%N`, and a lookup from a name to its definition.

use rustc_hash::FxHashMap;

use super::types::{result_type, ResultType};
use crate::ast::{Arena, Body, Function, LocalRef, Name, Type};

/// Index of a definition in [`Locals::defs`].
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

/// One definition.
#[derive(Clone, Copy, Debug)]
pub struct Def {
    pub site: DefSite,
    /// The block holding the definition (0 for parameters).
    pub block: u32,
    pub ty: ResultType,
}

/// The function's locals. Named locals are keyed by a 64-bit hash of their text (checked
/// against the definition's text on lookup; a collision falls back to a scan), so the table
/// borrows nothing and one per thread is reused: no allocation per function once warm.
#[derive(Debug, Default)]
pub struct Locals {
    pub defs: Vec<Def>,
    /// Named locals the parser did not resolve, by the key of their text: the first
    /// definition and its name (for the collision check).
    named: FxHashMap<u64, (LocalId, Name)>,
    /// The definition of each symbol the parser gave a named local ([`LocalRef::Symbol`];
    /// `LocalId::MAX`: none yet). Names it did not resolve go through `named`.
    by_symbol: Vec<LocalId>,
    /// `%N` below [`DENSE_NUMBERS`] (`LocalId::MAX`: none), and the rest.
    dense: Vec<LocalId>,
    numbered: FxHashMap<u32, LocalId>,
    /// Definitions whose hash another name already had, with their names.
    collided: Vec<(LocalId, Name)>,
    /// The block of each instruction of [`Body::insts`].
    pub inst_block: Vec<u32>,
    /// Names defined twice: (the second definition's name, the first definition).
    pub redefined: Vec<(Name, LocalId)>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Locals> = std::cell::RefCell::new(Locals::default());
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

impl Locals {
    /// Calls `f` with the locals of `function` (whose text is `src`), built in this thread's
    /// reused table.
    pub fn with<R>(
        src: &str,
        arena: &Arena,
        function: &Function,
        body: &Body,
        typed: bool,
        f: impl FnOnce(&Locals) -> R,
    ) -> R {
        SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut l) => {
                l.fill(src, arena, function, body, typed);
                f(&l)
            }
            // Re-entered (never in the engine): a table of its own.
            Err(_) => {
                let mut l = Locals::default();
                l.fill(src, arena, function, body, typed);
                f(&l)
            }
        })
    }

    fn fill(&mut self, src: &str, arena: &Arena, function: &Function, body: &Body, typed: bool) {
        self.defs.clear();
        self.named.clear();
        self.numbered.clear();
        self.dense.clear();
        self.collided.clear();
        self.redefined.clear();
        self.inst_block.clear();
        self.inst_block.resize(body.insts.len(), 0);
        self.by_symbol.clear();
        self.by_symbol
            .resize(body.local_symbols as usize, LocalId::MAX);
        // Room for every definition at once: no growth check's slow path in the loop.
        let most = arena[function.params].len() + body.blocks.len() + body.insts.len();
        self.defs.reserve(most);
        let mut slot = 0u32;
        for (i, p) in arena[function.params].iter().enumerate() {
            let def = Def {
                site: DefSite::Param(i as u32),
                block: 0,
                ty: ResultType::Of(p.ty),
            };
            match p.name {
                Some(name) => self.define(src, name, def, &mut slot),
                None => self.define_unnamed(def, &mut slot),
            }
        }
        for (b, block) in body.blocks.iter().enumerate() {
            let def = Def {
                site: DefSite::Block(b as u32),
                block: b as u32,
                ty: ResultType::Label,
            };
            // Numbered as LLVM numbers them (the parser's block numbers do not count
            // numbered parameters or unnamed call results).
            match block.label {
                Some(label) => self.define(src, label, def, &mut slot),
                None => self.define_unnamed(def, &mut slot),
            }
            for index in block.insts.clone() {
                self.inst_block[index as usize] = b as u32;
                let inst = &body.insts[index as usize];
                let def = Def {
                    site: DefSite::Inst(index),
                    block: b as u32,
                    // Arithmetic, most lines, without the jump through every kind.
                    ty: match &inst.kind {
                        crate::ast::InstKind::Binary { lhs, .. } => ResultType::Of(lhs.ty),
                        _ => result_type(arena, inst, typed),
                    },
                };
                match inst.result {
                    Some(name) => self.define(src, name, def, &mut slot),
                    None if is_unnamed_value(arena, inst) => self.define_unnamed(def, &mut slot),
                    None => {}
                }
            }
        }
    }

    /// Records `%n` as `id`; gives the definition it replaces, if any.
    fn set_number(&mut self, n: u32, id: LocalId) -> Option<LocalId> {
        if n >= DENSE_NUMBERS {
            return self.numbered.insert(n, id);
        }
        if self.dense.len() <= n as usize {
            self.dense.resize(n as usize + 1, LocalId::MAX);
        }
        let old = std::mem::replace(&mut self.dense[n as usize], id);
        (old != LocalId::MAX).then_some(old)
    }

    fn number(&self, n: u32) -> Option<LocalId> {
        if n >= DENSE_NUMBERS {
            return self.numbered.get(&n).copied();
        }
        self.dense
            .get(n as usize)
            .copied()
            .filter(|&id| id != LocalId::MAX)
    }

    fn define_unnamed(&mut self, def: Def, slot: &mut u32) {
        self.set_number(*slot, self.defs.len() as LocalId);
        self.defs.push(def);
        *slot += 1;
    }

    #[inline(always)]
    fn define(&mut self, src: &str, name: Name, def: Def, slot: &mut u32) {
        let id = self.defs.len() as LocalId;
        self.defs.push(def);
        // The common case, a named local the parser resolved and seen for the first time.
        if let LocalRef::Symbol(s) = name.local() {
            if let Some(entry) = self.by_symbol.get_mut(s as usize) {
                let old = std::mem::replace(entry, id);
                if old != LocalId::MAX {
                    self.redefined.push((name, old));
                }
                return;
            }
        }
        self.define_other(src, name, id, slot);
    }

    /// [`Locals::define`] of a numbered name or one the parser did not resolve.
    #[inline(never)]
    fn define_other(&mut self, src: &str, name: Name, id: LocalId, slot: &mut u32) {
        let previous = match name.local() {
            LocalRef::Symbol(s) => match self.by_symbol.get_mut(s as usize) {
                Some(entry) => {
                    let old = std::mem::replace(entry, id);
                    (old != LocalId::MAX).then_some(old)
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

    /// The definition of the local `name` (as written in `src`).
    #[inline(always)]
    pub fn lookup(&self, src: &str, name: Name) -> Option<LocalId> {
        match name.local() {
            LocalRef::Symbol(s) => {
                if let Some(&id) = self.by_symbol.get(s as usize) {
                    return (id != LocalId::MAX).then_some(id);
                }
            }
            LocalRef::Number(n) => return self.number(n),
            LocalRef::None => {}
        }
        self.lookup_by_text(src, name)
    }

    /// The definition of a local the parser resolved; `None` when it did not (or none
    /// defines it): [`Locals::lookup`] then says which.
    #[inline(always)]
    pub fn resolved(&self, name: Name) -> Option<LocalId> {
        let id = match name.local() {
            LocalRef::Symbol(s) => *self.by_symbol.get(s as usize)?,
            LocalRef::Number(n) => *self.dense.get(n as usize)?,
            LocalRef::None => return None,
        };
        (id != LocalId::MAX).then_some(id)
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

    /// The block a label names, if it names one.
    pub fn block(&self, src: &str, name: Name) -> Option<u32> {
        let def = &self.defs[self.lookup(src, name)? as usize];
        match def.site {
            DefSite::Block(b) => Some(b),
            _ => None,
        }
    }
}

/// Whether an instruction without `%name =` still defines a numbered value (a call that
/// returns something), as LLVM's slot numbering counts it.
fn is_unnamed_value(arena: &Arena, inst: &crate::ast::Instruction) -> bool {
    inst.call_site()
        .is_some_and(|site| !matches!(arena[arena.call_ret_ty(site)], Type::Void))
}
