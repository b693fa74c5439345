//! Blocks: each ends in a terminator, branches name blocks, the entry block has no
//! predecessors, phis sit at the top of their block with one entry per predecessor edge.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::analysis::{operands, Cfg, Locals};
use crate::ir::{self, Body, Opcode, Span};

/// Visits the blocks of `body`; builds its CFG into `cfg` and says so when every block ends
/// in a terminator (as Verifier.cpp, the graph checks need a sound CFG first).
pub fn visit(v: &mut Verifier, body: &Body, locals: &Locals, cfg: &mut Cfg) -> bool {
    let src = v.input.text;
    let arena = &v.input.item.arena;
    let mut sound = true;
    for (b, block) in body.blocks.iter().enumerate() {
        let insts = body.block_insts(block);
        if locals.has_phi {
            phis_grouped(v, insts);
        }
        // The parser starts a new block after a terminator: only a block's last
        // instruction can be one.
        if let Some(last) = insts.last().filter(|i| i.opcode.is_terminator()) {
            operands::for_each_successor(arena, last, |name| {
                if locals.block(src, name).is_none() && locals.lookup(src, name).is_none() {
                    let shown = format!("%{}", name.raw(src));
                    v.report(ValidCheck::UndefinedValue, name.span, &[("name", &shown)]);
                }
            });
            continue;
        }
        sound = false;
        // LLVM's parser stops at what follows: the next label, or the closing brace.
        let site = match body.blocks.get(b + 1).and_then(|n| n.label) {
            Some(label) => label.span,
            None => Span::new(body.span.end.saturating_sub(1), body.span.end),
        };
        v.report(ValidCheck::MissingTerminator, site, &[]);
    }
    if !sound {
        return false;
    }
    cfg.rebuild(src, arena, body, locals);
    if !cfg.predecessors(0).is_empty() {
        let site = body
            .blocks
            .first()
            .and_then(|b| b.label.map(|l| l.span))
            .or_else(|| body.insts.first().map(|i| i.span))
            .unwrap_or(body.span);
        v.report(ValidCheck::EntryPredecessors, site, &[]);
    }
    phi_predecessors(v, body, locals, cfg);
    true
}

/// A phi below a non-phi instruction of its block (`insts`).
fn phis_grouped(v: &mut Verifier, insts: &[ir::Instruction]) {
    // Most blocks have no phi below their first instruction: one scan finds the first
    // non-phi, and only the instructions below it are looked at again.
    let Some(first_other) = insts.iter().position(|i| i.opcode != Opcode::Phi) else {
        return;
    };
    for inst in &insts[first_other..] {
        if inst.opcode == Opcode::Phi {
            v.report(ValidCheck::PhiNotGrouped, inst.span, &[]);
        }
    }
}

/// Each phi's incoming blocks, as a multiset, equal to its block's predecessor edges.
fn phi_predecessors(v: &mut Verifier, body: &Body, locals: &Locals, cfg: &Cfg) {
    if !locals.has_phi || !v.on(ValidCheck::PhiPredecessors) {
        return;
    }
    let src = v.input.text;
    let arena = &v.input.item.arena;
    let mut preds: Vec<u32> = Vec::new();
    let mut incoming: Vec<u32> = Vec::new();
    for (b, block) in body.blocks.iter().enumerate() {
        let mut sorted = false;
        for inst in body.block_insts(block) {
            let ir::InstKind::Phi { incoming: list, .. } = &inst.kind else {
                continue;
            };
            if !sorted {
                preds.clear();
                preds.extend_from_slice(cfg.predecessors(b as u32));
                preds.sort_unstable();
                sorted = true;
            }
            incoming.clear();
            let mut unresolved = false;
            for entry in &arena[*list] {
                match locals.block(src, entry.block) {
                    Some(p) => incoming.push(p),
                    None => unresolved = true,
                }
            }
            if unresolved {
                continue; // reported as an undefined value by the SSA visit
            }
            incoming.sort_unstable();
            if incoming != preds {
                v.report(ValidCheck::PhiPredecessors, inst.span, &[]);
            }
        }
    }
}
