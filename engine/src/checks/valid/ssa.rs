//! SSA: every local use names a definition, is written with the definition's type, and is
//! dominated by it (a phi's use at the end of its incoming block). Fast paths keep this
//! cheap: a definition earlier in the same block, or in the entry block, needs no
//! dominator tree, and the tree is built only when a use crosses blocks.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::analysis::{operands, Cfg, DefSite, DomTree, Locals, ResultType};
use crate::ir::{Instruction, Name, Span, TypeId, ValueKind};

/// Names defined twice (a numbered one is reported by the numbering check instead).
pub fn redefinitions(v: &mut Verifier, locals: &Locals) {
    for &(name, _) in locals.redefined {
        if name.number(v.input.text).is_none() {
            let shown = name.text(v.input.text).into_owned();
            v.report(ValidCheck::Redefined, name.span, &[("name", &shown)]);
        }
    }
}

/// The uses of instruction `index` (`inst`): defined, with their defined type, dominated.
/// `dom` is the function's dominator tree, built by the first use that needs it. Inlined
/// into the one walk over a function's instructions (a call per instruction cost ~18).
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn visit_inst(
    v: &mut Verifier,
    locals: &Locals,
    cfg: Option<&Cfg>,
    dom: &mut Option<DomTree>,
    index: usize,
    inst: &Instruction,
) {
    let arena = &v.input.item.arena;
    {
        let block = locals.inst_block[index];
        let mut own_result_used = false;
        // Inlined: the closure runs for every operand of every instruction, and a call
        // per operand cost more than the check it makes.
        operands::for_each_operand(
            arena,
            inst,
            #[inline(always)]
            |(value, ty)| {
                let ValueKind::Local(name) = arena[value].kind else {
                    return;
                };
                if plainly_valid(arena, locals, name, ty, block, index as u32) {
                    return;
                }
                let span = arena[value].span;
                if let Some(def) = use_of(v, locals, name, span, ty) {
                    if locals.site(def) == DefSite::Inst(index as u32) {
                        own_result_used = true;
                    } else if !dominated(locals, cfg, dom, def, block, Some(index as u32)) {
                        v.report(ValidCheck::Dominance, inst.span, &[]);
                    }
                }
            },
        );
        // Once per instruction, as the Verifier stops at its first use of itself. A phi's
        // incoming values are not among `for_each_operand`'s.
        if own_result_used && reachable(cfg, dom, block) {
            v.report(ValidCheck::SelfReference, inst.span, &[]);
        }
        if let crate::ir::InstKind::Phi { ty, .. } = &inst.kind {
            for entry in operands::phi_incoming(arena, inst) {
                let Some(pred) = locals.block(v.input.text, entry.block) else {
                    let shown = format!("%{}", entry.block.raw(v.input.text));
                    v.report(
                        ValidCheck::UndefinedValue,
                        entry.block.span,
                        &[("name", &shown)],
                    );
                    continue;
                };
                let ValueKind::Local(name) = arena[entry.value].kind else {
                    continue;
                };
                let span = arena[entry.value].span;
                if let Some(def) = use_of(v, locals, name, span, Some(*ty)) {
                    if !dominated(locals, cfg, dom, def, pred, None) {
                        v.report(ValidCheck::Dominance, inst.span, &[]);
                    }
                }
            }
        }
    }
}

/// Whether a binary instruction without attachments is plainly valid: each local operand
/// passes [`plainly_valid`] and the operand type is the opcode's kind (integer or
/// floating-point scalar). Most of a kernel's lines are such; the walk then skips every
/// visitor for them (each would find nothing: no call, no attachment, no memory operand).
/// `false` means "not shown here": the full visit decides and reports.
#[inline(always)]
pub fn binary_plainly_valid(
    arena: &crate::ir::Arena,
    locals: &Locals,
    index: usize,
    inst: &Instruction,
) -> bool {
    let crate::ir::InstKind::Binary { lhs, rhs } = &inst.kind else {
        return false;
    };
    // `or disjoint` is LLVM 18's: the reader check looks at it (`reader.rs`).
    if !inst.metadata.is_empty()
        || inst.flags.contains(crate::ir::InstFlags::DISJOINT)
        || !super::inst::scalar_operand_fits(arena, inst.opcode, lhs.ty)
    {
        return false;
    }
    let (block, at) = (locals.inst_block[index], index as u32);
    // A local operand must be plainly valid; constants need nothing here.
    #[inline(always)]
    fn fits(
        arena: &crate::ir::Arena,
        locals: &Locals,
        value: crate::ir::ValueId,
        ty: TypeId,
        block: u32,
        at: u32,
    ) -> bool {
        match arena[value].kind {
            ValueKind::Local(name) => plainly_valid(arena, locals, name, Some(ty), block, at),
            _ => true,
        }
    }
    fits(arena, locals, lhs.value, lhs.ty, block, at)
        && fits(arena, locals, *rhs, lhs.ty, block, at)
}

/// The common case, decided without building anything: a name the parser resolved, used
/// with the very type node it was defined with (or `i1` for a comparison), defined by a
/// parameter, above in the same block, or in the entry block for a use in another block.
/// Anything else takes the full path (which also reports).
#[inline(always)]
fn plainly_valid(
    arena: &crate::ir::Arena,
    locals: &Locals,
    name: Name,
    ty: Option<TypeId>,
    block: u32,
    at: u32,
) -> bool {
    let Some(id) = locals.resolved(name) else {
        return false;
    };
    let def = locals.def(id);
    let same_type = match (def.ty, ty) {
        (_, None) => true,
        (ResultType::Of(t), Some(u)) => t == u || same_shape(arena, t, u, 2),
        (ResultType::I1, Some(u)) => matches!(arena[u], crate::ir::Type::Int(1)),
        _ => false,
    };
    same_type
        && match def.site {
            DefSite::Param(_) => true,
            // Strictly above: an instruction's use of its own result is an error of its own.
            DefSite::Inst(d) => (def.block == block && d < at) || (def.block == 0 && block != 0),
            DefSite::Block(_) => false,
        }
}

/// Whether two type nodes spell the same scalar or pointer type, looking `depth` pointers
/// deep (typed IR repeats `i8*` and `float addrspace(1)*` in nodes of their own beyond the
/// parser's pointer cache); `false` means "not shown here", not "different".
#[inline(always)]
fn same_shape(arena: &crate::ir::Arena, t: TypeId, u: TypeId, depth: u32) -> bool {
    use crate::ir::Type;
    match (&arena[t], &arena[u]) {
        (Type::Int(a), Type::Int(b)) => a == b,
        (Type::Float(a), Type::Float(b)) => a == b,
        (Type::Ptr { addrspace: a }, Type::Ptr { addrspace: b }) => a == b,
        (
            Type::TypedPtr {
                pointee: p,
                addrspace: a,
            },
            Type::TypedPtr {
                pointee: q,
                addrspace: b,
            },
        ) => a == b && (p == q || (depth > 0 && same_shape(arena, *p, *q, depth - 1))),
        _ => false,
    }
}

/// Resolves a use, reporting an undefined name or a type other than the definition's.
fn use_of(
    v: &mut Verifier,
    locals: &Locals,
    name: Name,
    span: Span,
    ty: Option<TypeId>,
) -> Option<u32> {
    let src = v.input.text;
    let arena = &v.input.item.arena;
    let Some(id) = locals.lookup(src, name) else {
        let shown = format!("%{}", name.raw(src));
        v.report(ValidCheck::UndefinedValue, span, &[("name", &shown)]);
        return None;
    };
    let def = locals.def(id);
    if let Some(ty) = ty {
        if !def.ty.fits(arena, src, ty) && v.on(ValidCheck::ValueType) {
            let shown = format!("%{}", name.raw(src));
            // LLVM's parser words a named struct with its body in both places.
            let defined = match def.ty {
                ResultType::Of(t) => super::inst::type_with_body(v, t),
                other => other.display(arena, src),
            };
            let expected = super::inst::type_with_body(v, ty);
            v.report(
                ValidCheck::ValueType,
                span,
                &[
                    ("name", &shown),
                    ("defined", &defined),
                    ("expected", &expected),
                ],
            );
            return None;
        }
    }
    Some(id)
}

/// Whether the entry block reaches `block` (`false` without a sound CFG, where the missing
/// terminator is reported instead).
fn reachable(cfg: Option<&Cfg>, dom: &mut Option<DomTree>, block: u32) -> bool {
    let Some(cfg) = cfg else {
        return false;
    };
    block == 0
        || dom
            .get_or_insert_with(|| DomTree::build(cfg))
            .reachable(block)
}

/// Whether definition `id` dominates a use in block `block`: at instruction `at`, or at the
/// block's end (`None`, a phi's incoming use). Uses in unreachable blocks are dominated, as
/// LLVM's dominator tree answers.
fn dominated(
    locals: &Locals,
    cfg: Option<&Cfg>,
    dom: &mut Option<DomTree>,
    id: u32,
    block: u32,
    at: Option<u32>,
) -> bool {
    let (site, def_block) = locals.placed(id);
    let DefSite::Inst(d) = site else {
        return true;
    };
    let Some(cfg) = cfg else {
        return true; // no sound CFG: the missing terminator is reported instead
    };
    if def_block == block {
        // A non-phi's own result is a different error (`SelfReference`), not reported here.
        if at.is_none_or(|at| d <= at) {
            return true;
        }
        // Used above its definition: fine only in a block the entry never reaches.
        if block == 0 {
            return false;
        }
        let tree = dom.get_or_insert_with(|| DomTree::build(cfg));
        return !tree.reachable(block);
    }
    if def_block == 0 {
        return true; // the entry block dominates every reachable block
    }
    let tree = dom.get_or_insert_with(|| DomTree::build(cfg));
    if !tree.reachable(block) {
        return true;
    }
    tree.dominates(def_block, block)
}
