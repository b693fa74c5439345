//! Syntax newer than the module's reader. libNVVM's NVVM 7 path (below compute_100) parses
//! with LLVM 7, which stops at an instruction, an `atomicrmw` operation
//! or a flag of a later release: `fneg` (LLVM 8), `callbr` (9), `freeze` (10), `atomicrmw
//! fadd` (9) and later operations, `zext nneg` and `or disjoint` (18), `trunc nuw` (19). The
//! release that first reads each is the `ir` crate's fact (`Opcode::since_llvm`,
//! `RmwOp::since_llvm`, `InstFlags::newer_than`); the rules give LLVM 7's words, and are in
//! force on that path alone (`profiles: ["nvvm"]`, `libnvvm: [Nvvm7]`): llc and opt 19 and
//! 22 and the NVVM 23 path read all of these.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{self, InstKind, Instruction, Opcode};

/// The release of LLVM libNVVM's NVVM 7 path parses with.
const NVVM7_LLVM: u32 = 7;

/// Whether any of this file's checks is in force (a rule reports it).
/// (The NVVM 7 path reads every module with LLVM 7, typed pointers or none.)
pub(super) fn enabled(v: &Verifier) -> bool {
    v.on(ValidCheck::OpcodeNewerThanReader)
        || v.on(ValidCheck::RmwNewerThanReader)
        || v.on(ValidCheck::FlagNewerThanReader)
}

/// An instruction of the walk: its keyword, `atomicrmw` operation and flags against LLVM 7.
#[inline]
pub(super) fn visit_inst(v: &mut Verifier, inst: &Instruction) {
    let flag_newer = inst.flags.newer_than(inst.opcode, NVVM7_LLVM);
    if flag_newer.is_none()
        && inst.opcode != Opcode::AtomicRmw
        && inst.opcode.since_llvm() <= NVVM7_LLVM
    {
        return;
    }
    visit_newer(v, inst, flag_newer);
}

/// [`visit_inst`] of an instruction that may be newer than LLVM 7.
#[cold]
fn visit_newer(v: &mut Verifier, inst: &Instruction, flag_newer: Option<(&'static str, u32)>) {
    let opcode_newer = inst.opcode.since_llvm() > NVVM7_LLVM;
    let rmw_newer = match &inst.kind {
        InstKind::AtomicRmw { op, .. } => (op.since_llvm() > NVVM7_LLVM).then_some(*op),
        _ => None,
    };
    if !opcode_newer && rmw_newer.is_none() && flag_newer.is_none() {
        return;
    }
    let text = v.input.text;
    let keyword = word_after(text, inst.span, inst.span.start, inst.opcode.keyword());
    if opcode_newer {
        if let Some(at) = keyword {
            v.report(ValidCheck::OpcodeNewerThanReader, at, &[]);
        }
        return;
    }
    let after = keyword.map_or(inst.span.start, |k| k.end);
    if let Some(op) = rmw_newer {
        if let Some(at) = word_after(text, inst.span, after, op.keyword()) {
            v.report(ValidCheck::RmwNewerThanReader, at, &[]);
        }
    }
    if let Some((flag, _)) = flag_newer {
        if let Some(at) = word_after(text, inst.span, after, flag) {
            v.report(ValidCheck::FlagNewerThanReader, at, &[]);
        }
    }
}

/// The first `word` standing alone (between spaces, or at the end) in `span` of `text` from
/// `from` on.
fn word_after(text: &str, span: ir::Span, from: u32, word: &str) -> Option<ir::Span> {
    let line = text.get(from as usize..span.end as usize)?;
    let bytes = line.as_bytes();
    let mut at = 0;
    while let Some(found) = line[at..].find(word) {
        let start = at + found;
        let end = start + word.len();
        let before = start.checked_sub(1).map(|i| bytes[i]);
        let after = bytes.get(end).copied();
        let standalone = |b: Option<u8>| b.is_none_or(|b| b.is_ascii_whitespace());
        if standalone(before) && standalone(after) {
            let start = from + start as u32;
            return Some(ir::Span::new(start, start + word.len() as u32));
        }
        at = end;
    }
    None
}
