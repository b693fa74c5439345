//! Syntax newer than the module's reader. libNVVM's NVVM 7 path (below compute_100) parses
//! with LLVM 7, which stops at an instruction, an `atomicrmw` operation or a flag of a later
//! release: `fneg` (LLVM 8), `callbr` (9), `freeze` (10), `atomicrmw fadd` (9) and later
//! operations, `zext nneg` and `or disjoint` (18), `trunc nuw` (19), `icmp samesign`,
//! fast-math flags on `fpext`/`fptrunc` and `atomicrmw fminimum` (20), `ptrtoaddr` (22).
//! Under the llvm profile the reader is the consumer's LLVM (`Resolved::reader_llvm`): llc 19
//! stops at the last four. The release that first reads each is the `ir` crate's fact
//! (`Opcode::since_llvm`, `Opcode::fast_math_since_llvm`, `RmwOp::since_llvm`,
//! `InstFlags::newer_than`, `InstFlags::samesign_newer_than`); the rules give the readers'
//! words, and are in force where such a reader reads (`libnvvm: [Nvvm7]` on the nvvm profile,
//! `llvm: "<=19"` on the llvm one): the NVVM 23 path and llc 22 read all of these.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{self, InstKind, Instruction, Opcode};

/// The release of LLVM libNVVM's NVVM 7 path parses with.
const NVVM7_LLVM: u32 = 7;

/// What this file's walk needs per function: the reader's release, or `None` when none of
/// its checks is in force (no rule reports one) or the reader reads every construct here.
/// (Four bytes: the walk's loop passes it on in a register.)
pub(super) fn enabled(v: &Verifier) -> Option<std::num::NonZeroU32> {
    let on = v.on(ValidCheck::OpcodeNewerThanReader)
        || v.on(ValidCheck::RmwNewerThanReader)
        || v.on(ValidCheck::FlagNewerThanReader)
        || v.on(ValidCheck::SameSignNewerThanReader);
    if !on {
        return None;
    }
    // The rows are in force on the NVVM 7 path (the nvvm profile, which names no LLVM) and
    // under the llvm profile for the LLVM releases their ranges name.
    let release = match v.env.config.llvm {
        None => Some(NVVM7_LLVM),
        // A producer newer than the known release below it (`!llvm.ident`) is read by its own.
        Some(_) => v.env.config.reader_llvm,
    };
    release.and_then(std::num::NonZeroU32::new)
}

/// An instruction of the walk: its keyword, `atomicrmw` operation and flags against LLVM
/// `release`.
#[inline]
pub(super) fn visit_inst(v: &mut Verifier, inst: &Instruction, release: u32) {
    let flag_newer = inst.flags.newer_than(inst.opcode, release);
    if flag_newer.is_none()
        && inst.opcode != Opcode::AtomicRmw
        && inst.opcode.since_llvm() <= release
        && !inst.flags.samesign_newer_than(release)
        && (inst.fmf.0 == 0 || inst.opcode.fast_math_since_llvm() <= release)
    {
        return;
    }
    visit_newer(v, inst, flag_newer, release);
}

/// [`visit_inst`] of an instruction that may be newer than LLVM `release`.
#[cold]
fn visit_newer(
    v: &mut Verifier,
    inst: &Instruction,
    flag_newer: Option<(&'static str, u32)>,
    release: u32,
) {
    let opcode_newer = inst.opcode.since_llvm() > release;
    let rmw_newer = match &inst.kind {
        InstKind::AtomicRmw { op, .. } => (op.since_llvm() > release).then_some(*op),
        _ => None,
    };
    let samesign = inst.flags.samesign_newer_than(release);
    let fast_math = inst.fmf.0 != 0 && inst.opcode.fast_math_since_llvm() > release;
    if !opcode_newer && rmw_newer.is_none() && flag_newer.is_none() && !samesign && !fast_math {
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
    if samesign {
        if let Some(at) = word_after(text, inst.span, after, "samesign") {
            v.report(ValidCheck::SameSignNewerThanReader, at, &[]);
        }
    }
    // The reader stops at the first word it does not want after the keyword: the flag.
    let flag_site = match flag_newer {
        Some((flag, _)) => word_after(text, inst.span, after, flag),
        None if fast_math => next_word(text, inst.span, after),
        None => None,
    };
    if let Some(at) = flag_site {
        v.report(ValidCheck::FlagNewerThanReader, at, &[]);
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

/// The word after the spaces at `from` in `span` of `text`.
fn next_word(text: &str, span: ir::Span, from: u32) -> Option<ir::Span> {
    let line = text.get(from as usize..span.end as usize)?;
    let start = line.len() - line.trim_start().len();
    let len = line[start..]
        .find(|c: char| c.is_ascii_whitespace())
        .unwrap_or(line.len() - start);
    (len > 0).then(|| {
        let start = from + start as u32;
        ir::Span::new(start, start + len as u32)
    })
}
