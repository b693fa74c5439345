//! `switch` (an integer condition, constant cases of its type, each value once) and the
//! `i1` condition of a conditional `br`.

use std::cell::RefCell;

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{Instruction, List, SwitchCase, Type, TypedValue};

thread_local! {
    /// (value, width, case index) of the cases of the `switch` being checked (reused: no
    /// allocation per switch).
    static CASES: RefCell<Vec<(u128, u32, u32)>> = const { RefCell::new(Vec::new()) };
}

pub fn cond(v: &mut Verifier, cond: TypedValue) {
    let arena = &v.input.item.arena;
    if !matches!(arena[cond.ty], Type::Int(1) | Type::Error) {
        v.report(ValidCheck::BranchCondition, arena[cond.value].span, &[]);
    }
}

pub fn switch(v: &mut Verifier, inst: &Instruction, value: TypedValue, cases: List<SwitchCase>) {
    let arena = &v.input.item.arena;
    let width = match arena[value.ty] {
        Type::Int(w) => w,
        Type::Error => return,
        _ => return v.report(ValidCheck::SwitchCondition, arena[value.value].span, &[]),
    };
    let cases = &arena[cases];
    CASES.with_borrow_mut(|seen| {
        seen.clear();
        let mut wrong_type = false;
        for (i, case) in cases.iter().enumerate() {
            let (Type::Int(w), Some(k)) =
                (&arena[case.value.ty], arena.const_int(case.value.value))
            else {
                v.report(
                    ValidCheck::SwitchCaseConstant,
                    arena[case.value.value].span,
                    &[],
                );
                continue;
            };
            wrong_type |= *w != width;
            // LLVM keeps a case as an APInt of its width: `i8 255` and `i8 -1` are one value.
            let bits = if *w >= 128 {
                k as u128
            } else {
                (k as u128) & ((1u128 << w) - 1)
            };
            seen.push((bits, *w, i as u32));
        }
        seen.sort_unstable();
        for pair in seen.windows(2) {
            if pair[0].0 == pair[1].0 && pair[0].1 == pair[1].1 {
                let later = &cases[pair[1].2 as usize];
                v.report(
                    ValidCheck::SwitchDuplicate,
                    arena[later.value.value].span,
                    &[],
                );
            }
        }
        if wrong_type {
            v.report(ValidCheck::SwitchCaseType, inst.span, &[]);
        }
    });
}
