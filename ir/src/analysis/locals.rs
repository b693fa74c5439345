//! The function's local names resolved: every parameter, block and instruction result
//! that defines a `%name` or `%N`, and a lookup from a name to its definition.

use std::borrow::Cow;

use rustc_hash::FxHashMap;

use super::types::{result_type, ResultType};
use crate::ast::{Arena, Body, Function, Name, Type};

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

/// The function's locals.
#[derive(Debug, Default)]
pub struct Locals<'a> {
    pub defs: Vec<Def>,
    named: FxHashMap<Cow<'a, str>, LocalId>,
    numbered: FxHashMap<u32, LocalId>,
    /// The block of each instruction of [`Body::insts`].
    pub inst_block: Vec<u32>,
    /// Names defined twice: (the second definition's name, the first definition).
    pub redefined: Vec<(Name, LocalId)>,
}

impl<'a> Locals<'a> {
    /// Resolves the definitions of `function`, whose text is `src`.
    pub fn build(
        src: &'a str,
        arena: &Arena,
        function: &Function,
        body: &Body,
        typed: bool,
    ) -> Self {
        let mut l = Locals {
            defs: Vec::with_capacity(body.insts.len() + body.blocks.len() + 8),
            inst_block: vec![0; body.insts.len()],
            ..Locals::default()
        };
        let mut slot = 0u32;
        for (i, p) in arena[function.params].iter().enumerate() {
            let def = Def {
                site: DefSite::Param(i as u32),
                block: 0,
                ty: ResultType::Of(p.ty),
            };
            match p.name {
                Some(name) => {
                    if let Some(n) = name.number(src) {
                        slot = n + 1;
                    }
                    l.define(src, name, def);
                }
                None => {
                    l.numbered.insert(slot, l.defs.len() as LocalId);
                    l.defs.push(def);
                    slot += 1;
                }
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
                Some(label) => {
                    if let Some(n) = label.number(src) {
                        slot = n + 1;
                    }
                    l.define(src, label, def);
                }
                None => {
                    l.numbered.insert(slot, l.defs.len() as LocalId);
                    l.defs.push(def);
                    slot += 1;
                }
            }
            for index in block.insts.clone() {
                l.inst_block[index as usize] = b as u32;
                let inst = &body.insts[index as usize];
                let ty = result_type(arena, inst, typed);
                let def = Def {
                    site: DefSite::Inst(index),
                    block: b as u32,
                    ty,
                };
                match inst.result {
                    Some(name) => {
                        if let Some(n) = name.number(src) {
                            slot = n + 1;
                        }
                        l.define(src, name, def);
                    }
                    None if is_unnamed_value(arena, inst) => {
                        l.numbered.insert(slot, l.defs.len() as LocalId);
                        l.defs.push(def);
                        slot += 1;
                    }
                    None => {}
                }
            }
        }
        l
    }

    fn define(&mut self, src: &'a str, name: Name, def: Def) {
        let id = self.defs.len() as LocalId;
        self.defs.push(def);
        let previous = match name.number(src) {
            Some(n) => self.numbered.insert(n, id),
            None => self.named.insert(name.text(src), id),
        };
        if let Some(first) = previous {
            self.redefined.push((name, first));
        }
    }

    /// The definition of the local `name` (as written in `src`).
    pub fn lookup(&self, src: &str, name: Name) -> Option<LocalId> {
        match name.number(src) {
            Some(n) => self.numbered.get(&n).copied(),
            None => self.named.get(name.text(src).as_ref()).copied(),
        }
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
    inst.call_site().is_some_and(|site| {
        let ret = match arena[site.ty] {
            Type::Function { ret, .. } => ret,
            _ => site.ty,
        };
        !matches!(arena[ret], Type::Void)
    })
}
