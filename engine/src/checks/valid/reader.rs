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
//!
//! The same readers stop at attributes of later releases: a header's or a call's parameter
//! and result attributes, and function attributes, after a header's parameter list or in an
//! attribute group (`noundef`, `mustprogress`, `memory(…)` for LLVM 7; `captures(…)`,
//! `nocreateundeforpoison` for LLVM 19), each in the words its position gives. Their first releases are rules data
//! (`rules/attributes.ron`: `attribute_since:`, `function_attribute_since:`).

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
        || v.on(ValidCheck::SameSignNewerThanReader)
        || v.on(ValidCheck::ArgAttributeNewerThanReader)
        || v.on(ValidCheck::ResultAttributeNewerThanReader);
    if !on {
        return None;
    }
    release(v.env.config).and_then(std::num::NonZeroU32::new)
}

/// The release of the LLVM that reads the module, where this file's rows are in force: the
/// NVVM 7 path (the nvvm profile, which names no LLVM) and the llvm profile for the LLVM
/// releases their ranges name, whose reader is the consumer's (a producer newer than the
/// known release below it, by `!llvm.ident`, is read by its own).
fn release(config: &crate::settings::Resolved) -> Option<u32> {
    match config.llvm {
        None => Some(NVVM7_LLVM),
        Some(_) => config.reader_llvm,
    }
}

/// A `define`'s or `declare`'s parameter and result attributes against the reader
/// (`rules/attributes.ron`, `attribute_since:`), and the function attributes written after
/// its parameter list (`function_attribute_since:`).
pub(super) fn visit_header(v: &mut Verifier) {
    let params = v.on(ValidCheck::ParamAttributeNewerThanReader);
    let result = v.on(ValidCheck::ResultAttributeNewerThanReader);
    let (arena, function) = (&v.input.item.arena, v.input.function);
    let inline = if function.is_definition {
        ValidCheck::FunctionAttributeNewerThanReader
    } else {
        ValidCheck::DeclarationAttributeNewerThanReader
    };
    let inline = (v.on(inline) && !function.fn_attrs.is_empty()).then_some(inline);
    if !params && !result && inline.is_none() {
        return;
    }
    let Some(release) = release(v.env.config) else {
        return;
    };
    let tables = super::support::tables(v.env);
    if let Some(check) = inline {
        let rows = &tables.function_attribute_since;
        attributes_newer(v, rows, &arena[function.fn_attrs], release, check);
    }
    if result && !function.ret_attrs.is_empty() {
        attributes_newer(
            v,
            &tables.attribute_since,
            &arena[function.ret_attrs],
            release,
            ValidCheck::ResultAttributeNewerThanReader,
        );
    }
    if params {
        for p in arena[function.params]
            .iter()
            .filter(|p| !p.attrs.is_empty())
        {
            attributes_newer(
                v,
                &tables.attribute_since,
                &arena[p.attrs],
                release,
                ValidCheck::ParamAttributeNewerThanReader,
            );
        }
    }
}

/// Reports `check` at each keyword of `attrs` that LLVM `release` does not read, by `rows`
/// (`attribute_since:` for parameters and results, `function_attribute_since:` for
/// functions).
#[cold]
fn attributes_newer(
    v: &mut Verifier,
    rows: &[tablegen::model::AttributeSinceRow],
    attrs: &[ir::Attribute],
    release: u32,
    check: ValidCheck,
) {
    for a in attrs {
        let ir::AttrKind::Keyword { name, .. } = a.kind else {
            continue;
        };
        if since_of(rows, name.text(v.input.text)).is_some_and(|since| since > release) {
            v.report(check, name, &[]);
        }
    }
}

/// A call's argument and result attributes against LLVM `release`.
fn visit_call(v: &mut Verifier, site: &ir::CallSite, release: u32) {
    let arena = &v.input.item.arena;
    if !site.ret_attrs.is_empty() {
        attributes_newer(
            v,
            &super::support::tables(v.env).attribute_since,
            &arena[site.ret_attrs],
            release,
            ValidCheck::ResultAttributeNewerThanReader,
        );
    }
    for a in arena[site.args].iter().filter(|a| !a.attrs.is_empty()) {
        attributes_newer(
            v,
            &super::support::tables(v.env).attribute_since,
            &arena[a.attrs],
            release,
            ValidCheck::ArgAttributeNewerThanReader,
        );
    }
}

/// An instruction of the walk: its keyword, `atomicrmw` operation and flags against LLVM
/// `release`.
#[inline]
pub(super) fn visit_inst(v: &mut Verifier, inst: &Instruction, release: u32) {
    if inst.opcode == Opcode::Call {
        if let InstKind::Call(site) = &inst.kind {
            visit_call(v, site, release);
        }
    } else if matches!(inst.opcode, Opcode::Invoke | Opcode::CallBr) {
        if let Some(site) = inst.call_site() {
            visit_call(v, site, release);
        }
    }
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

/// The function attributes of each attribute group (`attributes #N = { … }`) against the
/// module's reader (`rules/attributes.ron`, `function_attribute_since:`): clang 11 and later
/// write `mustprogress`, `willreturn`, `nofree`, `nosync` and `memory(…)` there, which LLVM 7
/// does not read. Once per module.
pub(super) fn visit_groups(r: &mut super::globals::Reporter) {
    if !r.on(ValidCheck::GroupAttributeNewerThanReader) {
        return;
    }
    let Some(release) = release(r.env.config) else {
        return;
    };
    let rows = &super::support::tables(r.env).function_attribute_since;
    let m = &r.env.facts.context;
    for group in m.attr_groups() {
        for a in &group.arena[group.node.attrs] {
            let ir::AttrKind::Keyword { name, .. } = a.kind else {
                continue;
            };
            if since_of(rows, name.text(group.text)).is_some_and(|since| since > release) {
                r.report(
                    ValidCheck::GroupAttributeNewerThanReader,
                    group.abs(name),
                    &[],
                );
            }
        }
    }
}

/// The first release that reads attribute `word`, from its table (sorted by attribute); `None`
/// for an attribute every reader knows (or none knows: LLVM's parser words that otherwise).
fn since_of(rows: &[tablegen::model::AttributeSinceRow], word: &str) -> Option<u32> {
    rows.binary_search_by(|r| (*r.attribute).cmp(word))
        .ok()
        .map(|i| rows[i].since)
}
