//! The check vocabulary (`tablegen/src/vocab.rs`), evaluated: one file per check kind, each
//! walking the rules its kind has in the profile's plan.
//!
//! - [`module`]: `Module` — data layout, triple, verifier mode, `nvvmir.version`, named metadata
//! - [`global`]: `Global` — variables and aliases (module), functions (per function)
//! - [`function`]: `Function` — attributes, parameters, properties, entry signatures
//! - [`launch`]: `Launch` — the normalised launch record (cluster, launch bounds)
//! - [`instructions`]: `Instruction`, `Constant`
//! - [`calls`]: `Call` — calls to kernels, inline assembly, device-side launches
//! - [`intrinsics`], [`matrix`]: the table-driven `Intrinsic` and `Matrix`; [`gates`]: the call site
//!   and SM/PTX gate diagnostics they and [`inline_ptx`] share
//! - [`abi`]: the table-driven `ParamSpace` (the parameter-space sizer); [`const_layout`]: byte
//!   offsets of the symbols in an initializer
//! - [`valid`]: `Valid` — IR validity, the rules of LLVM's parser and Verifier
//! - [`body`]: the one pass over a function's instructions that feeds the instruction, call,
//!   intrinsic and matrix checks; [`support`]: plans, gates, messages
//!
//! Checks of one function return item-relative spans; module checks return
//! spans in the facts' context text. Neither knows about salsa.

pub mod abi;
pub mod body;
pub mod calls;
pub mod const_layout;
pub mod function;
pub mod gates;
pub mod global;
pub mod inline_ptx;
pub mod instructions;
pub mod intrinsics;
pub mod launch;
pub mod matrix;
pub mod module;
pub mod support;
pub mod valid;

use crate::diag::Diagnostic;
use crate::facts::ModuleFacts;
use crate::ir;
use crate::rules::RuleSet;
use crate::settings::{Resolved, RuleSource};
use tablegen::tables::{Plan, TargetId};

/// Everything a check may read besides the item itself.
pub struct Env<'a> {
    pub facts: &'a ModuleFacts,
    pub config: &'a Resolved,
    pub rules: &'a RuleSet,
    /// The profile's plan and the target's id, looked up once here: every gated rule asks
    /// for them, and a per-rule lookup (a string search each) cost more than the rules.
    pub(crate) plan: &'a Plan,
    pub(crate) target: Option<TargetId>,
    /// What the module's instruction rules are, worked out once per module (the
    /// `check_inputs` query of `db`); `None` works it out per function.
    pub(crate) instruction_base: Option<&'a instructions::InstructionBase>,
}

/// [`Env`]'s plan and target as found in the tables for a configuration, kept to build the
/// next [`Env`] of the same configuration and tables without looking them up again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanRef {
    /// The plan's index in the tables (`None`: no plan of the profile, an empty one).
    plan: Option<usize>,
    target: Option<TargetId>,
}

impl<'a> Env<'a> {
    pub fn new(facts: &'a ModuleFacts, config: &'a Resolved, rules: &'a RuleSource) -> Env<'a> {
        let rules = rules.set();
        let tables = rules.tables();
        Env {
            facts,
            config,
            rules,
            plan: support::plan_of(tables, config),
            target: tables.target_id(&config.target),
            instruction_base: None,
        }
    }

    /// [`Env::new`] with the plan and target `Env::new` found for the same configuration and
    /// rule set ([`Env::plan_ref`]).
    pub fn with_plan(
        facts: &'a ModuleFacts,
        config: &'a Resolved,
        source: &'a RuleSource,
        found: PlanRef,
    ) -> Env<'a> {
        let rules = source.set();
        match found.plan.and_then(|i| rules.tables().plans.get(i)) {
            Some(plan) => Env {
                facts,
                config,
                rules,
                plan,
                target: found.target,
                instruction_base: None,
            },
            None => Env::new(facts, config, source),
        }
    }

    /// Where this environment's plan and target are in the tables.
    pub fn plan_ref(&self) -> PlanRef {
        let plans = &support::tables(self).plans;
        PlanRef {
            plan: plans.iter().position(|p| std::ptr::eq(p, self.plan)),
            target: self.target,
        }
    }

    /// This environment with the module's [`instructions::InstructionBase`].
    pub fn with_instruction_base(self, base: &'a instructions::InstructionBase) -> Env<'a> {
        Env {
            instruction_base: Some(base),
            ..self
        }
    }
}

/// One function item: its own text (spans index into it) and IR.
pub struct FunctionInput<'a> {
    pub text: &'a str,
    pub item: &'a ir::Item,
    pub function: &'a ir::Function,
    /// An earlier function of the module has this one's name (LLVM's parser: `invalid
    /// redefinition of function`), found from the module facts' headers.
    pub redefines: bool,
    /// An earlier global variable or alias of the module has this function's name (LLVM's
    /// parser: `redefinition of function '@f'`), found from the module facts.
    pub follows_variable: bool,
}

impl FunctionInput<'_> {
    /// The function's name, unescaped.
    pub fn name(&self) -> String {
        self.function.name.text(self.text).into_owned()
    }
}

/// Every function-level and instruction-level check of one function.
pub fn check_function(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    global::check_function(env, input, out);
    if input.function.is_definition {
        function::check(env, input, out);
        launch::check(env, input, out);
        calls::check_function(env, input, out);
    }
    abi::check_function(env, input, out);
    if input.function.body.is_some() {
        body::check(env, input, out);
    }
}

/// Every module-level check (module header, globals, metadata).
pub fn check_module(env: &Env, out: &mut Vec<Diagnostic>) {
    module::check(env, out);
    global::check_module(env, out);
    valid::check_module(env, out);
}

/// What the checks' unit tests share: a command-line configuration and a walk over a
/// module's function bodies.
#[cfg(test)]
pub(crate) mod test_support {
    use super::FunctionInput;
    use crate::ir;
    use crate::settings::{Resolved, TargetSource};

    /// `--target target --profile profile` with the module's PTX version `ptx`.
    pub fn config(target: &str, profile: &str, ptx: u32) -> Resolved {
        Resolved {
            target: target.into(),
            target_source: TargetSource::CommandLine,
            profile: profile.into(),
            ptx,
            ptx_origin: crate::settings::PtxOrigin::Module,
            llvm: (profile == "llvm").then_some(22),
            reader_llvm: None,
            asm_ptx: ptx,
            refuses_below_minimum: true,
        }
    }

    /// The module facts of `text` as the workspace builds them: every item but the
    /// definitions in the context, every function's header.
    pub fn facts_of(text: &str) -> crate::facts::ModuleFacts {
        use std::sync::Arc;
        let mut context = Vec::new();
        let mut headers = Vec::new();
        for (index, slice) in ir::split_items(text).iter().enumerate() {
            let item_text = &text[slice.range.start as usize..slice.range.end as usize];
            let (item, _) = ir::parse_item(item_text, slice.kind);
            let before = context.len() as u32;
            headers.extend(
                crate::facts::FunctionHeader::of(item_text, &item)
                    .map(|header| (before, Arc::new(header))),
            );
            if slice.kind != ir::ItemKind::Define {
                context.push((
                    index as u32,
                    crate::shared_text::SharedText::whole(Arc::from(item_text)),
                    slice.kind,
                ));
            }
        }
        crate::facts::ModuleFacts::build(
            &context,
            headers,
            &crate::rules::RuleSet::compiled().launch_properties,
        )
    }

    /// Calls `f` with each function of `text` that has a body, parsed on its own.
    pub fn for_each_body(text: &str, mut f: impl FnMut(&FunctionInput, &ir::Body)) {
        for slice in ir::split_items(text) {
            let itext = &text[slice.range.start as usize..slice.range.end as usize];
            let (item, _) = ir::parse_item(itext, slice.kind);
            let ir::ItemData::Function(function) = &item.data else {
                continue;
            };
            let Some(body) = &function.body else { continue };
            let input = FunctionInput {
                text: itext,
                item: &item,
                function,
                redefines: false,
                follows_variable: false,
            };
            f(&input, body);
        }
    }
}
