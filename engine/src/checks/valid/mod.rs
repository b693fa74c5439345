//! IR validity (`Valid`, NV9xxx): the rules of LLVM's parser and `Verifier` that libNVVM and
//! llc apply before anything NVIDIA-specific, reported all at once in LLVM's words.
//!
//! One visitor per construct, in the manner of Verifier.cpp: [`blocks`] (terminators, phis
//! against the CFG, the entry block), [`ssa`] (every use defined, with its defined type,
//! and dominated by its definition), [`inst`] (operand and result types per instruction),
//! [`call`] (calls against their callee's function type) and [`ops`] (one walk for the
//! operand rules of memory, aggregate, vector, atomic, `switch`/`br` and call-arity
//! instructions, each construct in its own file). The analysis they read (locals,
//! CFG, dominators, result types) is the `ir` crate's (`ir::analysis`); the visitors give
//! verdicts, and the rules in force (the profile's plan, `Valid` entries, filtered by the
//! function's dialect) give each its code and text.

mod aggregate;
mod annotations;
mod arity;
mod atomic;
mod attrs;
mod blocks;
mod branch;
mod call;
mod comdat;
mod debug;
mod demand;
mod globals;
mod inst;
mod intrinsic;
mod linkage;
mod location;
mod md_refs;
mod memory;
mod metadata;
mod naked;
mod named;
mod ops;
mod ordering;
mod reader;
mod refs;
mod ssa;
mod subprogram;
mod vector;

use tablegen::model::{Dialect, Rule};
use tablegen::vocab::ValidCheck;

use super::support;
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::analysis::Locals;

pub use globals::check_module;
pub use md_refs::debug_node_refs;

/// How many per-function [`ValidCheck`]s there are (the bit mask and the table by check hold
/// them all; the visitors of the others, `globals` and `metadata`, find theirs on demand).
const CHECKS: usize = ValidCheck::FIRST_ON_DEMAND as usize;
const _: () = assert!(CHECKS <= 128, "the `enabled` mask holds 128 checks");

/// The state of one function's visit.
pub struct Verifier<'e, 'i, 'o> {
    env: &'e Env<'e>,
    input: &'i FunctionInput<'i>,
    /// The rules in force for this function's dialect, by check: at most two indices into
    /// `all` for one check (`u32::MAX`: none), shared with the thread's table; resolved only
    /// when a check reports.
    rules: std::rc::Rc<[[u32; 2]; CHECKS]>,
    all: &'e [Rule],
    /// Bit `check as u128` set when some rule reports that check.
    enabled: u128,
    typed: bool,
    out: &'o mut Vec<Diagnostic>,
}

impl Verifier<'_, '_, '_> {
    fn on(&self, check: ValidCheck) -> bool {
        self.enabled & (1 << check as u128) != 0
    }

    /// Reports `check` at `span` with the bindings `args`, once per rule that words it.
    fn report(&mut self, check: ValidCheck, span: ir::Span, args: &[(&str, &str)]) {
        if !self.on(check) {
            return;
        }
        let name = self.input.name();
        let mut all: Vec<(&str, &str)> = args.to_vec();
        all.push(("function", &name));
        let rules = self.all;
        for rule in self.rules[check as usize]
            .into_iter()
            .filter_map(|i| rules.get(i as usize))
        {
            let d = support::diagnostic(self.env, rule, span.start..span.end, &all)
                .in_function(name.clone());
            self.out.push(d);
        }
    }
}

use crate::ir;

/// Every validity check of one function: its attributes (definitions and declarations),
/// then a definition's body. A function whose text had syntax errors is skipped: recovery leaves holes, and the reports would cascade.
pub fn check_function(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let typed = env.facts.typed_pointers
        || input
            .item
            .arena
            .types
            .iter()
            .any(|t| matches!(t, ir::Type::TypedPtr { .. }));
    let dialect = if typed {
        Dialect::Typed
    } else {
        Dialect::Opaque
    };
    let (rules, enabled) = rules_by_check(env, dialect);
    if enabled == 0 {
        return;
    }
    let mut v = Verifier {
        env,
        input,
        rules,
        all: &support::tables(env).rules,
        enabled,
        typed,
        out,
    };
    attrs::visit(&mut v);
    reader::visit_header(&mut v);
    linkage::visit_function(&mut v);
    subprogram::visit(&mut v);
    intrinsic::declaration(&mut v);
    refs::visit(&mut v);
    md_refs::visit(&mut v);
    comdat::visit(&mut v);
    let Some(body) = &input.function.body else {
        return;
    };
    // `define void @f() {}`: LLVM's parser refuses it ("function body requires at least one
    // basic block"); there is no entry block for the graph checks to start from.
    if body.blocks.is_empty() {
        return;
    }
    Locals::with(
        input.text,
        &input.item.arena,
        input.function,
        body,
        typed,
        |locals| {
            with_cfg(|graph| {
                let cfg = blocks::visit(&mut v, body, locals, graph).then_some(&*graph);
                ssa::redefinitions(&mut v, locals);
                naked::visit(&mut v, body, locals);
                // One walk over the instructions for every per-instruction visitor.
                let calls = call::enabled(&v);
                let operands = ops::enabled(&v);
                let newer_syntax = reader::enabled(&v);
                let mut dom = None;
                let mut metadata_rules = metadata::Attachments::default();
                let arena = &input.item.arena;
                // The parser's plain lines are valid as long as no name is defined twice.
                let trust_plain = locals.redefined.is_empty();
                let insts = &body.insts[..];
                let mut index = 0;
                while index < insts.len() {
                    // Arithmetic on values defined above with their types: nothing to report.
                    // Most of a body: skipped by a loop of its own that reads one byte an
                    // instruction (an `enumerate` loop, with the visit below in its body,
                    // spent 24 instructions on each).
                    if trust_plain {
                        while index < insts.len() && insts[index].plain {
                            debug_assert!(ssa::binary_plainly_valid(
                                arena,
                                locals,
                                index,
                                &insts[index]
                            ));
                            index += 1;
                        }
                        if index == insts.len() {
                            break;
                        }
                    }
                    let (at, inst) = (index, &insts[index]);
                    index += 1;
                    if ssa::binary_plainly_valid(arena, locals, at, inst) {
                        continue;
                    }
                    visit_inst(
                        &mut v,
                        locals,
                        cfg,
                        &mut dom,
                        &mut metadata_rules,
                        (calls, operands, newer_syntax),
                        at,
                        inst,
                    );
                }
            })
        },
    );
}

/// Calls `f` with this thread's graph, whose lists are reused function after function (a
/// fresh one when re-entered).
fn with_cfg<R>(f: impl FnOnce(&mut crate::ir::analysis::Cfg) -> R) -> R {
    thread_local! {
        static CFG: std::cell::RefCell<crate::ir::analysis::Cfg> = Default::default();
    }
    CFG.with(|c| match c.try_borrow_mut() {
        Ok(mut graph) => f(&mut graph),
        Err(_) => f(&mut crate::ir::analysis::Cfg::default()),
    })
}

/// Every per-instruction visitor on instruction `index` of the walk. Out of line: the
/// walk's loop stays a few cache lines for the arithmetic it skips, and the visitors'
/// code is fetched for the other instructions only.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn visit_inst<'e>(
    v: &mut Verifier<'e, '_, '_>,
    locals: &Locals,
    cfg: Option<&crate::ir::analysis::Cfg>,
    dom: &mut Option<crate::ir::analysis::DomTree>,
    metadata_rules: &mut metadata::Attachments<'e>,
    (calls, operands, newer_syntax): (bool, bool, Option<std::num::NonZeroU32>),
    index: usize,
    inst: &crate::ir::Instruction,
) {
    ssa::visit_inst(v, locals, cfg, dom, index, inst);
    inst::visit_inst(v, inst);
    annotations::visit_inst(v, metadata_rules, inst);
    if calls {
        call::visit_inst(v, inst);
    }
    if operands {
        ops::visit_inst(v, inst);
    }
    if let Some(release) = newer_syntax {
        reader::visit_inst(v, inst, release.get());
    }
}

/// The rules in force for `dialect`, by check, and the mask of checks some rule reports.
/// The same for every function of a run: worked out once per thread and configuration (the
/// walk over the plan's 66 validity rows, each tested for being in force, was made for every
/// function and declaration).
fn rules_by_check(env: &Env, dialect: Dialect) -> (std::rc::Rc<[[u32; 2]; CHECKS]>, u128) {
    thread_local! {
        static BY_CHECK: std::cell::RefCell<Option<ByCheck>> = const { std::cell::RefCell::new(None) };
    }
    let all: &[Rule] = &support::tables(env).rules;
    let typed = dialect == Dialect::Typed;
    BY_CHECK.with_borrow_mut(|cached| {
        if let Some(c) = cached.as_ref().filter(|c| c.key.matches(env, all, typed)) {
            // Shared, not copied: the table is 8 bytes a check.
            return (c.indices.clone(), c.enabled);
        }
        let mut indices = [[u32::MAX; 2]; CHECKS];
        let mut enabled = 0u128;
        let plan = &support::plan(env).valid;
        for &i in plan.iter() {
            let rule = &all[i as usize];
            if !support::in_force(env, rule) {
                continue;
            }
            for part in support::parts(&rule.check) {
                if let tablegen::model::Check::Valid {
                    check,
                    dialects,
                    libnvvm,
                } = part
                {
                    if check.on_demand() {
                        continue;
                    }
                    if (dialects.is_empty() || dialects.contains(&dialect))
                        && support::on_libnvvm_path(env, libnvvm)
                    {
                        let slots = &mut indices[*check as usize];
                        if let Some(free) = slots.iter_mut().find(|s| **s == u32::MAX) {
                            *free = i;
                            enabled |= 1 << *check as u128;
                        }
                    }
                }
            }
        }
        let indices = std::rc::Rc::new(indices);
        *cached = Some(ByCheck {
            key: ConfigKey::of(env, all, typed),
            indices: indices.clone(),
            enabled,
        });
        (indices, enabled)
    })
}

/// What a per-thread table of the rules in force depends on ([`rules_by_check`]'s, and
/// [`demand::DemandRules`]'s): compared in place, so no key is made per lookup.
pub(super) struct ConfigKey {
    /// Address and length of the rule list (a reloaded rule set has another).
    rules: usize,
    rule_count: usize,
    target: String,
    profile: String,
    ptx: u32,
    asm_ptx: u32,
    llvm: Option<u32>,
    typed: bool,
}

impl ConfigKey {
    pub(super) fn matches(&self, env: &Env, rules: &[Rule], typed: bool) -> bool {
        let c = env.config;
        self.rules == rules.as_ptr() as usize
            && self.rule_count == rules.len()
            && self.typed == typed
            && self.ptx == c.ptx
            && self.asm_ptx == c.asm_ptx
            && self.llvm == c.llvm
            && self.target == c.target
            && self.profile == c.profile
    }

    pub(super) fn of(env: &Env, rules: &[Rule], typed: bool) -> ConfigKey {
        let c = env.config;
        ConfigKey {
            rules: rules.as_ptr() as usize,
            rule_count: rules.len(),
            target: c.target.clone(),
            profile: c.profile.clone(),
            ptx: c.ptx,
            asm_ptx: c.asm_ptx,
            llvm: c.llvm,
            typed,
        }
    }
}

struct ByCheck {
    key: ConfigKey,
    indices: std::rc::Rc<[[u32; 2]; CHECKS]>,
    enabled: u128,
}
