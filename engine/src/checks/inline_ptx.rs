//! Inline PTX (NV8xxx): every instruction of an `asm` string against the forms of
//! `rules/ptx.ron`, at the target and PTX version in force.
//!
//! [`ir::asm`] reads the raw string into instructions with their offsets, so a diagnostic
//! points at the instruction inside the string. Each instruction is checked against every form
//! it matches (`PtxFormEntry::matches`); one diagnostic reports the most specific form the
//! target misses, else the most specific form the PTX version misses. An instruction that no
//! form with its opcode matches is unknown (a warning). The matrix instructions among them go
//! to the shape checks of [`super::matrix`] first; where those report, the forms do not.

use std::borrow::Cow;

use tablegen::model::{Check, PtxCheck, Rule};
use tablegen::tables::PtxFormEntry;

use super::gates::{gate_miss, Site};
use super::{matrix, support};
use crate::diag::Diagnostic;
use crate::ir::{self, Span};

/// The inline-PTX rules in force (each may be absent under a profile or `--select`).
struct Rules<'a> {
    target: Option<&'a Rule>,
    ptx: Option<&'a Rule>,
    unknown: Option<&'a Rule>,
}

impl<'a> Rules<'a> {
    fn of(site: &Site<'a>) -> Rules<'a> {
        let plan = support::plan(site.env);
        let find = |want: PtxCheck| {
            support::rules(site.env, &plan.inline_ptx)
                .find(|r| support::parts(&r.check).contains(&Check::InlinePtx(want)))
        };
        Rules {
            target: find(PtxCheck::Target),
            ptx: find(PtxCheck::Ptx),
            unknown: find(PtxCheck::Unknown),
        }
    }

    fn any(&self) -> bool {
        self.target.is_some() || self.ptx.is_some() || self.unknown.is_some()
    }
}

/// Checks the instructions of one `asm` call. Returns whether what it reported depends on the
/// string alone (no matrix instruction, whose checks read the call's types).
pub(crate) fn check(site: &Site, asm: &ir::InlineAsm, out: &mut Vec<Diagnostic>) -> bool {
    // Inline PTX is judged at the version ptxas assembles at, which a consumer may set above
    // the one its LLVM is given (Triton rewrites `.version`): the rare case gets a copy of the
    // configuration at that version.
    let config = site.env.config;
    let assembled = (config.asm_ptx != config.ptx).then(|| crate::settings::Resolved {
        ptx: config.asm_ptx,
        ptx_origin: crate::settings::PtxOrigin::CommandLine,
        ..config.clone()
    });
    let env = assembled.as_ref().map(|config| super::Env {
        config,
        ..*site.env
    });
    let site = &match &env {
        Some(env) => Site { env, ..*site },
        None => Site { ..*site },
    };
    let raw = asm.asm.raw(site.input.text);
    let base = asm.asm.span.start;
    let rules = Rules::of(site);
    let mut call_independent = true;
    for ins in ir::asm::instructions(raw) {
        call_independent &= !matrix::is_asm_matrix_instruction(ins.opcode);
        let start = base + ins.offset as u32;
        let site = &Site {
            display: ins.opcode,
            span: Span {
                start,
                end: start + ins.opcode.len() as u32,
            },
            ..*site
        };
        let before = out.len();
        matrix::check_asm_instruction(site, ins.opcode, out);
        // A matrix instruction the shape tables already report on (its shape's own gate is
        // the more specific fact) gets no second report from the forms.
        let reported = out.len() > before;
        if rules.any() {
            check_forms(site, &ins, &rules, reported, out);
        }
    }
    call_independent
}

fn check_forms(
    site: &Site,
    ins: &ir::asm::AsmInstruction,
    rules: &Rules,
    reported: bool,
    out: &mut Vec<Diagnostic>,
) {
    let tables = site.tables();
    let Some(target) = site.target() else { return };
    let ptx = site.env.config.ptx;
    let ptx_gated = site.ptx_gated();
    let (head, rest) = ins.tokens();
    let mut known = false;
    // The most specific form the target misses, and the most specific the PTX version misses.
    let mut sm_miss: Option<&PtxFormEntry> = None;
    let mut ptx_miss: Option<&PtxFormEntry> = None;
    let more_specific =
        |a: &PtxFormEntry, b: Option<&PtxFormEntry>| b.is_none_or(|b| a.rest.len() > b.rest.len());
    for form in tables
        .ptx_forms_for(head)
        .iter()
        .chain(tables.ptx_wildcard_forms())
    {
        if !form.matches(head, rest.clone()) {
            continue;
        }
        known |= *form.head != *"*";
        let gate = &tables.gates[form.gate as usize];
        if gate.is_unconditional() {
            continue;
        }
        if !gate.accepts(target) {
            if more_specific(form, sm_miss) {
                sm_miss = Some(form);
            }
        } else if ptx_gated && !gate.accepts_with_ptx(target, ptx) && more_specific(form, ptx_miss)
        {
            ptx_miss = Some(form);
        }
    }
    if !known {
        if let Some(rule) = rules.unknown {
            let vars = [
                ("instruction", Cow::Borrowed(ins.opcode)),
                ("opcode", Cow::Borrowed(ins.opcode)),
            ];
            out.push(site.diagnostic(rule, None, site.span, &vars));
        }
        return;
    }
    if reported {
        return;
    }
    if let Some(form) = sm_miss.or(ptx_miss) {
        let vars = [
            ("instruction", Cow::Borrowed(ins.opcode)),
            ("form", Cow::Borrowed(&*form.form)),
        ];
        let gate = &tables.gates[form.gate as usize];
        gate_miss(site, gate, rules.target, rules.ptx, None, &vars, out);
    }
}
