//! The operand rules of the instructions that read or build memory, aggregates and vectors,
//! atomics, `switch`/`br`, calls through a written function type and calls of the generic
//! intrinsics: one walk over the body,
//! one `match` per instruction, handing each to the visitor of its construct ([`memory`],
//! [`aggregate`], [`vector`], [`atomic`], [`branch`], [`arity`], [`intrinsic`]).
//!
//! [`memory`]: super::memory
//! [`aggregate`]: super::aggregate
//! [`vector`]: super::vector
//! [`atomic`]: super::atomic
//! [`branch`]: super::branch
//! [`arity`]: super::arity
//! [`intrinsic`]: super::intrinsic

use tablegen::vocab::ValidCheck;

use super::{aggregate, arity, atomic, branch, intrinsic, memory, ordering, vector, Verifier};
use crate::facts::ModuleFacts;
use crate::ir::{Arena, InstKind, Instruction, Type, TypeId};

/// The checks this walk gives verdicts for (the walk is skipped when no rule reports one).
const CHECKS: [ValidCheck; 46] = [
    ValidCheck::LoadPointer,
    ValidCheck::StorePointer,
    ValidCheck::ExplicitPointee,
    ValidCheck::StorePointee,
    ValidCheck::AllocaType,
    ValidCheck::AllocaCount,
    ValidCheck::GepBase,
    ValidCheck::GepIndexType,
    ValidCheck::GepIndices,
    ValidCheck::AggregateOperand,
    ValidCheck::AggregateIndices,
    ValidCheck::InsertValueType,
    ValidCheck::ExtractElementOperands,
    ValidCheck::InsertElementOperands,
    ValidCheck::ShuffleVectorOperands,
    ValidCheck::RmwInteger,
    ValidCheck::RmwFloat,
    ValidCheck::RmwXchg,
    ValidCheck::RmwPointee,
    ValidCheck::CmpXchgPointee,
    ValidCheck::CmpXchgNew,
    ValidCheck::CmpXchgType,
    ValidCheck::SwitchCondition,
    ValidCheck::SwitchCaseConstant,
    ValidCheck::SwitchCaseType,
    ValidCheck::SwitchDuplicate,
    ValidCheck::BranchCondition,
    ValidCheck::CallTooFewArgs,
    ValidCheck::CallTooManyArgs,
    ValidCheck::IntrinsicReturnType,
    ValidCheck::IntrinsicArgType,
    ValidCheck::IntrinsicArgCount,
    ValidCheck::IntrinsicTooFewArgs,
    ValidCheck::IntrinsicVarArgs,
    ValidCheck::InstAlignNotPowerOfTwo,
    ValidCheck::AtomicLoadRelease,
    ValidCheck::AtomicStoreAcquire,
    ValidCheck::AtomicLoadAlign,
    ValidCheck::AtomicStoreAlign,
    ValidCheck::FenceWeakOrdering,
    ValidCheck::RmwUnordered,
    ValidCheck::CmpXchgSuccessOrdering,
    ValidCheck::CmpXchgFailureOrdering,
    ValidCheck::CmpXchgUnordered,
    ValidCheck::CmpXchgFailureStronger,
    ValidCheck::CmpXchgFailureRelease,
];

/// Whether any rule of this walk is in force for the function.
pub fn enabled(v: &Verifier) -> bool {
    CHECKS.iter().any(|c| v.on(*c))
}

/// The operand rules of `inst` (when [`enabled`]).
pub fn visit_inst(v: &mut Verifier, inst: &Instruction) {
    ordering::visit_inst(v, inst);
    {
        match &inst.kind {
            InstKind::Load { ty, ptr, .. } => memory::load(v, inst, *ty, *ptr),
            InstKind::Store { value, ptr, .. } => memory::store(v, inst, *value, *ptr),
            InstKind::Alloca { ty, count, .. } => memory::alloca(v, inst, *ty, *count),
            InstKind::GetElementPtr {
                source_ty,
                base,
                indices,
            } => memory::gep(v, inst, *source_ty, *base, *indices),
            InstKind::ExtractValue { aggregate, indices } => {
                aggregate::extract(v, *aggregate, *indices)
            }
            InstKind::InsertValue {
                aggregate,
                value,
                indices,
            } => aggregate::insert(v, *aggregate, *value, *indices),
            InstKind::ExtractElement { vector, index } => vector::extract(v, *vector, *index),
            InstKind::InsertElement {
                vector,
                element,
                index,
            } => vector::insert(v, *vector, *element, *index),
            InstKind::ShuffleVector { a, b, mask } => vector::shuffle(v, *a, *b, *mask),
            InstKind::AtomicRmw { op, ptr, value, .. } => atomic::rmw(v, *op, *ptr, *value),
            InstKind::CmpXchg { ptr, cmp, new, .. } => atomic::cmpxchg(v, inst, *ptr, *cmp, *new),
            InstKind::Switch { value, cases, .. } => branch::switch(v, inst, *value, *cases),
            InstKind::CondBr { cond, .. } => branch::cond(v, *cond),
            InstKind::Call(site) | InstKind::Invoke { call: site, .. } => {
                arity::call(v, site);
                intrinsic::call(v, inst, site);
            }
            _ => {}
        }
    }
}

/// A type with the arena that holds it: a named struct's body lives in its `type` item, in
/// the module's context, not in the function's arena.
#[derive(Clone, Copy)]
pub struct Ty<'a> {
    pub arena: &'a Arena,
    pub src: &'a str,
    pub id: TypeId,
}

impl<'a> Ty<'a> {
    pub fn get(self) -> &'a Type {
        &self.arena[self.id]
    }

    /// The type with named types replaced by their bodies; `None` for an unknown name or
    /// an opaque body, which nothing here judges.
    pub fn resolve(self, facts: &'a ModuleFacts) -> Option<Ty<'a>> {
        let mut ty = self;
        for _ in 0..8 {
            match ty.get() {
                Type::Named(name) => {
                    let def = facts.context.named_type(&name.text(ty.src))?;
                    ty = Ty {
                        arena: def.arena,
                        src: def.text,
                        id: def.node.ty,
                    };
                }
                Type::Opaque | Type::Error => return None,
                _ => return Some(ty),
            }
        }
        None
    }

    /// Whether the two types may be equal: `false` only when a difference shows within the
    /// first [`BUDGET`] nodes of a walk of both. A type as large as a numba array struct
    /// costs a few hundred instructions to compare in full, and most instructions compare
    /// equal types: a difference deeper than that is left unreported (never a false
    /// finding, at worst a missed one).
    pub fn eq(self, other: Ty) -> bool {
        self.arena
            .type_eq_within(self.src, self.id, other.arena, other.src, other.id, BUDGET)
    }

    pub fn display(self) -> String {
        self.arena.display_type(self.src, self.id)
    }
}

/// [`Ty::eq`] of two types of one arena.
pub fn same_type(arena: &Arena, src: &str, a: TypeId, b: TypeId) -> bool {
    Ty { arena, src, id: a }.eq(Ty { arena, src, id: b })
}

/// The element type of a vector, else the type itself.
pub fn scalar(arena: &Arena, ty: TypeId) -> &Type {
    match &arena[ty] {
        Type::Vector { elem, .. } => &arena[*elem],
        other => other,
    }
}

/// How many type nodes [`Ty::eq`] compares before it stops looking for a difference.
const BUDGET: u32 = 12;
