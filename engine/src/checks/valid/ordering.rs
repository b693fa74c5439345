//! Memory orderings and alignments as LLVM's parser refuses them: `load atomic`/`store
//! atomic` (the ordering's direction, an explicit non-zero `align`), `fence` (no weaker than
//! `acquire`), `atomicrmw` (not `unordered`), `cmpxchg` (its orderings; LLVM 7's parser words
//! and orders them otherwise than LLVM 13's on), and an `align` that is not a power of two.
//! One verdict per instruction, the first its parser meets.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{AtomicOrdering, InstKind, Instruction};

pub fn visit_inst(v: &mut Verifier, inst: &Instruction) {
    use AtomicOrdering::*;
    let site = inst.span;
    // The alignment is read with the operands, before the orderings are judged.
    let align = match &inst.kind {
        InstKind::Load { align, .. }
        | InstKind::Store { align, .. }
        | InstKind::Alloca { align, .. } => *align,
        // LLVM 7's parser has no `align` here (its refusal is another).
        InstKind::CmpXchg { align, .. } | InstKind::AtomicRmw { align, .. } if !v.typed => *align,
        _ => None,
    };
    if align.is_some_and(|a| !a.is_power_of_two()) {
        return v.report(ValidCheck::InstAlignNotPowerOfTwo, site, &[]);
    }
    match &inst.kind {
        InstKind::Load {
            atomic: Some(atomic),
            align,
            ..
        } => {
            if matches!(atomic.ordering, Release | AcqRel) {
                v.report(ValidCheck::AtomicLoadRelease, site, &[]);
            } else if align.is_none() {
                v.report(ValidCheck::AtomicLoadAlign, site, &[]);
            }
        }
        InstKind::Store {
            atomic: Some(atomic),
            align,
            ..
        } => {
            if matches!(atomic.ordering, Acquire | AcqRel) {
                v.report(ValidCheck::AtomicStoreAcquire, site, &[]);
            } else if align.is_none() {
                v.report(ValidCheck::AtomicStoreAlign, site, &[]);
            }
        }
        InstKind::Fence(atomic) => {
            let ordering = match atomic.ordering {
                Monotonic => "monotonic",
                Unordered => "unordered",
                _ => return,
            };
            v.report(
                ValidCheck::FenceWeakOrdering,
                site,
                &[("ordering", ordering)],
            );
        }
        InstKind::AtomicRmw { ordering, .. } if *ordering == Unordered => {
            v.report(ValidCheck::RmwUnordered, site, &[]);
        }
        InstKind::CmpXchg {
            success, failure, ..
        } => cmpxchg(v, inst, *success, *failure),
        _ => {}
    }
}

/// `cmpxchg`'s orderings: LLVM 7 (typed dialect) refuses `unordered` on either, a failure
/// ordering stronger than the success one, then a failure ordering with release semantics;
/// LLVM 13 on (opaque) allows any success ordering but `unordered`, and a failure ordering
/// without release semantics, of any strength.
fn cmpxchg(v: &mut Verifier, inst: &Instruction, success: AtomicOrdering, failure: AtomicOrdering) {
    use AtomicOrdering::*;
    let site = inst.span;
    let release = matches!(failure, Release | AcqRel);
    if v.typed {
        if success == Unordered || failure == Unordered {
            v.report(ValidCheck::CmpXchgUnordered, site, &[]);
        } else if stronger(failure, success) {
            v.report(ValidCheck::CmpXchgFailureStronger, site, &[]);
        } else if release {
            v.report(ValidCheck::CmpXchgFailureRelease, site, &[]);
        }
    } else if success == Unordered {
        v.report(ValidCheck::CmpXchgSuccessOrdering, site, &[]);
    } else if failure == Unordered || release {
        v.report(ValidCheck::CmpXchgFailureOrdering, site, &[]);
    }
}

/// LLVM's `isStrongerThan(a, b)`: `a` above `b` in the lattice unordered < monotonic <
/// acquire, release < acq_rel < seq_cst (acquire and release are not comparable).
fn stronger(a: AtomicOrdering, b: AtomicOrdering) -> bool {
    use AtomicOrdering::*;
    let rank = |o| match o {
        Unordered => 0,
        Monotonic => 1,
        Acquire | Release => 2,
        AcqRel => 3,
        SeqCst => 4,
    };
    // Acquire and release share a rank: neither is stronger than the other.
    rank(a) > rank(b)
}
