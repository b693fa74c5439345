//! Instruction rules (NV6xxx): rejected opcodes, alloca, atomic and tensor-memory
//! loads and stores, fences, cmpxchg, addrspacecast, unroll pragmas, unsupported types.
//!
//! Each rule record selects one [`Check`] variant; a [`RulePlan`] sorts the rules in force for
//! the profile by the instructions they look at (once per run for the compiled rules, once per
//! function for loaded ones), so the per-instruction work is a `match` on the opcode plus a
//! scan of a few rules at most.

pub mod support;

use std::ops::Deref;
use std::sync::OnceLock;

use tablegen::model::{AtomicRow, Check, Mode, Rule, Str};

use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{
    self, AtomicOrdering, FloatKind, InstKind, MdKind, MdNodeKind, RmwOp, Type, TypeId, ValueKind,
};
use crate::rules::RuleSet;

/// A type a [`Check::UnsupportedType`] row names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TypeMatch {
    Float(FloatKind),
    X86Mmx,
    X86Amx,
    Int(u32),
}

impl TypeMatch {
    fn parse(s: &str) -> Option<TypeMatch> {
        Some(match s {
            "half" => TypeMatch::Float(FloatKind::Half),
            "bfloat" => TypeMatch::Float(FloatKind::BFloat),
            "float" => TypeMatch::Float(FloatKind::Float),
            "double" => TypeMatch::Float(FloatKind::Double),
            "fp128" => TypeMatch::Float(FloatKind::Fp128),
            "x86_fp80" => TypeMatch::Float(FloatKind::X86Fp80),
            "ppc_fp128" => TypeMatch::Float(FloatKind::PpcFp128),
            "x86_mmx" | "x86mmx" => TypeMatch::X86Mmx,
            "x86_amx" | "x86amx" => TypeMatch::X86Amx,
            _ => TypeMatch::Int(s.strip_prefix('i')?.parse().ok()?),
        })
    }
    fn bits(self) -> u64 {
        match self {
            TypeMatch::Float(k) => u64::from(k.bits()),
            TypeMatch::X86Mmx => 64,
            TypeMatch::X86Amx => 8192,
            TypeMatch::Int(w) => u64::from(w),
        }
    }
    fn matches(self, ty: &Type) -> bool {
        match (self, ty) {
            (TypeMatch::Float(k), Type::Float(t)) => k == *t,
            (TypeMatch::X86Mmx, Type::X86Mmx) | (TypeMatch::X86Amx, Type::X86Amx) => true,
            (TypeMatch::Int(w), Type::Int(v)) => w == *v,
            _ => false,
        }
    }
}

/// Which atomic instruction an [`Check::AtomicAddrSpace`] rule covers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AtomicOp {
    CmpXchg,
    AtomicRmw,
}

/// The codes of the instruction rules: `CODES.0 <= code < CODES.1`.
const CODES: (&str, &str) = ("NV6", "NV7");

/// The instruction rules in force for a profile, sorted by what they look at.
#[derive(Clone, Default)]
pub struct RulePlan<'e> {
    opcode: Vec<(ir::Opcode, &'e Rule)>,
    /// Bit `op as u32` set for each opcode in `opcode`, so an instruction no rule names skips
    /// the scan of `opcode` (every instruction passes here).
    opcode_mask: u128,
    alloca_as: Vec<(&'e Rule, &'e [u32])>,
    alloca_align: Vec<(&'e Rule, u64)>,
    atomic_load_store: Vec<&'e Rule>,
    load_store_as: Vec<(&'e Rule, u32)>,
    fence: Vec<(&'e Rule, Mode, &'e [Str])>,
    cmpxchg_type: Vec<(&'e Rule, &'e [u32])>,
    atomic_as: Vec<(&'e Rule, AtomicOp, &'e [u32])>,
    atomic_gate: Vec<(&'e Rule, &'e [AtomicRow])>,
    atomic_wide: Vec<(&'e Rule, u32, &'e [Str])>,
    cast: Vec<(&'e Rule, u32)>,
    unroll: Vec<&'e Rule>,
    branch_pragma: Vec<(&'e Rule, u32)>,
    types: Vec<(&'e Rule, TypeMatch, &'e str)>,
    constants: Vec<(&'e Rule, &'e str)>,
    fn_ptr: Vec<(&'e Rule, u32)>,
    /// Each rule with the bit widths of its allowed types, parsed once with the plan.
    inline_asm: Vec<(&'e Rule, Vec<u64>)>,
    /// Bit `op as u32` set for each opcode some rule of the plan looks at (see
    /// [`RulePlan::relevant_opcodes`]): the rest of a function's instructions skip [`check`].
    /// Two words rather than a `u128`: a 64-bit shift is cheaper for every instruction.
    relevant: [u64; 2],
}

impl<'e> RulePlan<'e> {
    /// Sorts `rules` (the NV6xxx and NV7xxx rules in force, in code order).
    fn new(rules: impl Iterator<Item = &'e Rule>) -> RulePlan<'e> {
        let mut plan = RulePlan::default();
        for rule in rules {
            match &rule.check {
                Check::Opcode(names) => {
                    for name in names.iter() {
                        if let Some(op) = ir::Opcode::from_keyword(name) {
                            plan.opcode.push((op, rule));
                            plan.opcode_mask |= opcode_bit(op);
                        }
                    }
                }
                Check::AllocaAddrSpace { allowed } => plan.alloca_as.push((rule, allowed)),
                Check::AllocaAlign { max } => plan.alloca_align.push((rule, *max)),
                Check::AtomicLoadStore => plan.atomic_load_store.push(rule),
                Check::LoadStoreAddrSpace(space) => plan.load_store_as.push((rule, *space)),
                Check::FenceOrdering { mode, allowed } => plan.fence.push((rule, *mode, allowed)),
                Check::CmpxchgType { allowed } => plan.cmpxchg_type.push((rule, allowed)),
                Check::AtomicAddrSpace { op, allowed } => match &**op {
                    "cmpxchg" => plan.atomic_as.push((rule, AtomicOp::CmpXchg, allowed)),
                    "atomicrmw" => plan.atomic_as.push((rule, AtomicOp::AtomicRmw, allowed)),
                    _ => {}
                },
                Check::AtomicGate(rows) => plan.atomic_gate.push((rule, rows)),
                Check::AtomicWideOps { bits, allowed } => {
                    plan.atomic_wide.push((rule, *bits, allowed))
                }
                Check::AddrspaceCast { generic } => plan.cast.push((rule, *generic)),
                Check::UnrollPragma => plan.unroll.push(rule),
                Check::BranchPragmaOperands(n) => plan.branch_pragma.push((rule, *n)),
                Check::UnsupportedType(names) => {
                    for name in names.iter() {
                        if let Some(m) = TypeMatch::parse(name) {
                            plan.types.push((rule, m, name));
                        }
                    }
                }
                Check::UnsupportedConstant(kind) => plan.constants.push((rule, kind)),
                Check::FunctionPointerAddrSpace(space) => plan.fn_ptr.push((rule, *space)),
                Check::InlineAsmTypes(allowed) => {
                    let widths = allowed
                        .iter()
                        .filter_map(|a| TypeMatch::parse(a).map(TypeMatch::bits))
                        .collect();
                    plan.inline_asm.push((rule, widths))
                }
                _ => {}
            }
        }
        let relevant = plan.relevant_opcodes();
        plan.relevant = [relevant as u64, (relevant >> 64) as u64];
        plan
    }

    /// The opcodes [`check`] can report on under this plan, whatever the function: those
    /// an opcode rule names and those the per-kind rules look at. (Metadata rules and the
    /// type rules reach other instructions; [`Plan::wants`] covers them.)
    fn relevant_opcodes(&self) -> u128 {
        use ir::Opcode as Op;
        let mut mask = self.opcode_mask;
        let mut add = |on: bool, ops: &[Op]| {
            if on {
                for &op in ops {
                    mask |= opcode_bit(op);
                }
            }
        };
        add(
            !self.alloca_as.is_empty() || !self.alloca_align.is_empty(),
            &[Op::Alloca],
        );
        add(
            !self.atomic_load_store.is_empty() || !self.load_store_as.is_empty(),
            &[Op::Load, Op::Store],
        );
        add(!self.fence.is_empty(), &[Op::Fence]);
        let atomics = !self.atomic_as.is_empty() || !self.atomic_gate.is_empty();
        add(atomics || !self.cmpxchg_type.is_empty(), &[Op::CmpXchg]);
        add(atomics || !self.atomic_wide.is_empty(), &[Op::AtomicRmw]);
        add(!self.cast.is_empty(), &[Op::AddrSpaceCast]);
        // `call addrspace(N)` against the function-pointer rules.
        add(!self.fn_ptr.is_empty(), &[Op::Call, Op::Invoke, Op::CallBr]);
        mask
    }
}

impl RulePlan<'static> {
    /// The plan of the compiled-in rules for `profile`, sorted out once per run rather
    /// than once per function (it was ~5,000 instructions and 16 allocations a function).
    fn compiled(profile: &str) -> &'static RulePlan<'static> {
        /// Each profile's plan, and the empty plan of a profile no rule names.
        type Plans = (Vec<(&'static str, RulePlan<'static>)>, RulePlan<'static>);
        static PLANS: OnceLock<Plans> = OnceLock::new();
        let (plans, none) = PLANS.get_or_init(|| {
            let rules = RuleSet::compiled();
            let plans = crate::rules::profiles_named(rules)
                .into_iter()
                .map(|profile| {
                    let in_force = rules.in_force_between(profile, CODES.0, CODES.1);
                    let plan = RulePlan::new(in_force.iter().map(|&i| &rules.rules[i as usize]));
                    (profile, plan)
                })
                .collect();
            (plans, RulePlan::default())
        });
        plans
            .iter()
            .find(|(name, _)| *name == profile)
            .map_or(none, |(_, plan)| plan)
    }
}

/// The instruction rules in force for one function, and what its arena holds.
pub struct Plan<'p, 'e> {
    /// A plain reference (not a `Cow`), as every instruction reads several of its lists.
    rules: &'p RulePlan<'e>,
    /// The verifier mode, computed at the first fence (it reads the module's triple).
    mode: std::cell::Cell<Option<Mode>>,
    /// The function's arena holds a type some `types` rule names.
    has_unsupported_type: bool,
    /// Per arena type, bit `i` set when the type holds `types[i]`: worked out once per function
    /// instead of walking the types of every instruction against every rule. Empty when no
    /// type is unsupported or there are more than 64 `types` rows (then each is walked).
    held_types: Vec<u64>,
    /// The function's arena holds a typed function pointer outside some `fn_ptr` rule's space.
    has_fn_ptr: bool,
    /// The text of the last type an atomic gate looked at: a function's atomics mostly share
    /// one type, and writing it out was most of the gates' cost.
    atomic_type_text: std::cell::RefCell<Option<(TypeId, String)>>,
}

impl<'e> Deref for Plan<'_, 'e> {
    type Target = RulePlan<'e>;
    fn deref(&self) -> &RulePlan<'e> {
        self.rules
    }
}

impl<'p, 'e> Plan<'p, 'e> {
    /// The instruction rules of the profile in force, and what the function's arena holds.
    /// A loaded rule set's plan is sorted out for the function into `loaded_rules`.
    pub fn new(
        env: &Env<'e>,
        input: &FunctionInput,
        loaded_rules: &'p mut Option<RulePlan<'e>>,
    ) -> Plan<'p, 'e> {
        // The compiled rule set is `RuleSet::compiled()`, which lives as long as the program.
        let rules: &'p RulePlan<'e> = if env.rules.is_compiled() {
            RulePlan::compiled(support::profile_name(env))
        } else {
            loaded_rules.insert(RulePlan::new(support::rules_in(env, CODES.0, CODES.1)))
        };
        let mut plan = Plan {
            rules,
            mode: std::cell::Cell::new(None),
            has_unsupported_type: false,
            held_types: Vec::new(),
            has_fn_ptr: false,
            atomic_type_text: Default::default(),
        };
        let arena = &input.item.arena;
        if !plan.types.is_empty() {
            plan.has_unsupported_type = arena
                .types
                .iter()
                .any(|t| plan.types.iter().any(|(_, m, _)| m.matches(t)));
            if plan.has_unsupported_type && plan.types.len() <= 64 {
                plan.held_types = (0..arena.types.len())
                    .map(|ty| {
                        let ty = TypeId(ty as u32);
                        plan.types
                            .iter()
                            .enumerate()
                            .filter(|(_, (_, m, _))| holds_type(arena, ty, *m, 0))
                            .fold(0, |mask, (i, _)| mask | 1 << i)
                    })
                    .collect();
            }
        }
        if !plan.fn_ptr.is_empty() {
            plan.has_fn_ptr = arena.types.iter().any(|t| match t {
                Type::TypedPtr { pointee, addrspace } => {
                    matches!(
                        arena.types.get(pointee.0 as usize),
                        Some(Type::Function { .. })
                    ) && plan.fn_ptr.iter().any(|(_, s)| s != addrspace)
                }
                _ => false,
            });
        }
        plan
    }

    /// Whether [`check`] can report anything on `inst`: most instructions (arithmetic,
    /// branches, `getelementptr`, …) no rule of the plan looks at.
    #[inline]
    pub fn wants(&self, inst: &ir::Instruction) -> bool {
        const _: () = assert!((ir::Opcode::Freeze as usize) < 128, "opcodes fit 128 bits");
        let op = inst.opcode as usize;
        self.relevant[op >> 6 & 1] >> (op & 63) & 1 != 0
            || self.has_unsupported_type
            || self.has_fn_ptr
            || (!inst.metadata.is_empty()
                && (!self.unroll.is_empty() || !self.branch_pragma.is_empty()))
    }

    /// Whether some rule looks at inline-assembly operand types.
    pub fn wants_inline_asm(&self) -> bool {
        !self.inline_asm.is_empty()
    }
}

/// Function-wide checks that look at the arena rather than at one instruction: constants
/// (`blockaddress`) and `addrspacecast` constant expressions, reported at the constant.
pub fn check_constants(env: &Env, input: &FunctionInput, plan: &Plan, out: &mut Vec<Diagnostic>) {
    if plan.constants.is_empty() && plan.cast.is_empty() {
        return;
    }
    let arena = &input.item.arena;
    for value in &arena.values {
        match &value.kind {
            ValueKind::BlockAddress { .. } => {
                constant(env, input, plan, "blockaddress", value.span, out)
            }
            ValueKind::DsoLocalEquivalent(_) => {
                constant(env, input, plan, "dso_local_equivalent", value.span, out)
            }
            ValueKind::NoCfi(_) => constant(env, input, plan, "no_cfi", value.span, out),
            ValueKind::ConstExpr(e)
                if e.opcode == ir::Opcode::AddrSpaceCast && !plan.cast.is_empty() =>
            {
                let from = arena[e.operands]
                    .first()
                    .and_then(|o| arena.addrspace_of(o.ty));
                let to = e.ty.and_then(|t| arena.addrspace_of(t));
                if let (Some(from), Some(to)) = (from, to) {
                    cast(env, input, plan, from, to, value.span, out);
                }
            }
            _ => {}
        }
    }
}

fn constant(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    kind: &str,
    span: ir::Span,
    out: &mut Vec<Diagnostic>,
) {
    for (rule, k) in &plan.constants {
        if *k == kind {
            out.push(
                support::diagnostic(env, rule, span.start..span.end, &[("constant", kind)])
                    .in_function(input.name()),
            );
        }
    }
}

fn cast(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    from: u32,
    to: u32,
    span: ir::Span,
    out: &mut Vec<Diagnostic>,
) {
    for (rule, generic) in &plan.cast {
        if from != to && from != *generic && to != *generic {
            let (f, t) = (from.to_string(), to.to_string());
            out.push(
                support::diagnostic(env, rule, span.start..span.end, &[("from", &f), ("to", &t)])
                    .in_function(input.name()),
            );
        }
    }
}

/// The opcode's bit in [`RulePlan::opcode_mask`]; every bit for an opcode past the mask's
/// width, so that such an opcode is always looked up in `opcode`.
fn opcode_bit(op: ir::Opcode) -> u128 {
    1u128.checked_shl(op as u32).unwrap_or(u128::MAX)
}

/// Every instruction rule of the plan against one instruction.
pub fn check(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    inst: &ir::Instruction,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    let rules: &RulePlan = plan;
    let span = inst.span.start..inst.span.end;
    let emit = |rule: &Rule, args: &[(&str, &str)], out: &mut Vec<Diagnostic>| {
        out.push(support::diagnostic(env, rule, span.clone(), args).in_function(input.name()));
    };
    let named = rules.opcode_mask & opcode_bit(inst.opcode) != 0;
    for (op, rule) in rules.opcode.iter().filter(|_| named) {
        if *op == inst.opcode {
            emit(
                rule,
                &[
                    ("opcode", inst.opcode.keyword()),
                    ("function", &input.name()),
                ],
                out,
            );
        }
    }
    match &inst.kind {
        InstKind::Alloca {
            align, addrspace, ..
        } => {
            for (rule, allowed) in &rules.alloca_as {
                if !allowed.contains(addrspace) {
                    emit(
                        rule,
                        &[("addrspace", &addrspace.to_string()), ("opcode", "alloca")],
                        out,
                    );
                }
            }
            if let Some(align) = align {
                for (rule, max) in &rules.alloca_align {
                    if align > max {
                        emit(
                            rule,
                            &[("align", &align.to_string()), ("max", &max.to_string())],
                            out,
                        );
                    }
                }
            }
        }
        InstKind::Load { ptr, atomic, .. } | InstKind::Store { ptr, atomic, .. } => {
            let opcode = inst.opcode.keyword();
            if atomic.is_some() {
                for rule in &rules.atomic_load_store {
                    emit(rule, &[("opcode", opcode)], out);
                }
            }
            if !rules.load_store_as.is_empty() {
                if let Some(space) = arena.addrspace_of(ptr.ty) {
                    for (rule, s) in &rules.load_store_as {
                        if *s == space {
                            emit(
                                rule,
                                &[("addrspace", &space.to_string()), ("opcode", opcode)],
                                out,
                            );
                        }
                    }
                }
            }
        }
        InstKind::Fence(atomic) => {
            let mode = match plan.mode.get() {
                Some(mode) => mode,
                None if rules.fence.is_empty() => Mode::Standard,
                None => {
                    let mode = support::mode(env);
                    plan.mode.set(Some(mode));
                    mode
                }
            };
            for (rule, _, allowed) in rules.fence.iter().filter(|(_, m, _)| *m == mode) {
                let ordering = ordering_name(atomic.ordering);
                if allowed.is_empty() || !allowed.iter().any(|a| a == ordering) {
                    emit(rule, &[("ordering", ordering), ("opcode", "fence")], out);
                }
            }
        }
        InstKind::CmpXchg { ptr, cmp, .. } => {
            for (rule, allowed) in &rules.cmpxchg_type {
                let width = match arena.types.get(cmp.ty.0 as usize).unwrap_or(&Type::Error) {
                    Type::Int(w) => Some(*w),
                    // A pointer compares as an integer of the pointer's width (nvptx64).
                    Type::Ptr { .. } | Type::TypedPtr { .. } => Some(64),
                    Type::Error => continue,
                    _ => None,
                };
                if !width.is_some_and(|w| allowed.contains(&w)) {
                    let ty = arena.display_type(input.text, cmp.ty);
                    emit(rule, &[("type", &ty), ("op", "cmpxchg")], out);
                }
            }
            atomic_space(env, input, plan, AtomicOp::CmpXchg, ptr.ty, &span, out);
            atomic_gates(env, input, plan, "cmpxchg", cmp.ty, ptr.ty, &span, out);
        }
        InstKind::AtomicRmw { op, ptr, value, .. } => {
            atomic_space(env, input, plan, AtomicOp::AtomicRmw, ptr.ty, &span, out);
            atomic_gates(
                env,
                input,
                plan,
                rmw_name(*op),
                value.ty,
                ptr.ty,
                &span,
                out,
            );
            for (rule, bits, allowed) in &rules.atomic_wide {
                if arena.types.get(value.ty.0 as usize) == Some(&Type::Int(*bits))
                    && !allowed.iter().any(|a| a == rmw_name(*op))
                {
                    let ty = arena.display_type(input.text, value.ty);
                    emit(rule, &[("type", &ty), ("op", rmw_name(*op))], out);
                }
            }
        }
        InstKind::Cast { value, to }
            if inst.opcode == ir::Opcode::AddrSpaceCast && !rules.cast.is_empty() =>
        {
            if let (Some(from), Some(to)) = (arena.addrspace_of(value.ty), arena.addrspace_of(*to))
            {
                cast(env, input, plan, from, to, inst.span, out);
            }
        }
        _ => {}
    }
    if !inst.metadata.is_empty() && (!rules.unroll.is_empty() || !rules.branch_pragma.is_empty()) {
        pragma(env, input, plan, inst, out);
    }
    if plan.has_unsupported_type {
        unsupported_types(env, input, plan, inst, out);
    }
    if !rules.fn_ptr.is_empty() {
        function_pointers(env, input, plan, inst, out);
    }
}

fn atomic_space(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    op: AtomicOp,
    ptr: TypeId,
    span: &std::ops::Range<u32>,
    out: &mut Vec<Diagnostic>,
) {
    let Some(space) = input.item.arena.addrspace_of(ptr) else {
        return;
    };
    for (rule, o, allowed) in &plan.atomic_as {
        if *o == op && !allowed.contains(&space) {
            let opcode = if op == AtomicOp::CmpXchg {
                "cmpxchg"
            } else {
                "atomicrmw"
            };
            out.push(
                support::diagnostic(
                    env,
                    rule,
                    span.clone(),
                    &[("addrspace", &space.to_string()), ("opcode", opcode)],
                )
                .in_function(input.name()),
            );
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn atomic_gates(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    op: &str,
    ty: TypeId,
    ptr: TypeId,
    span: &std::ops::Range<u32>,
    out: &mut Vec<Diagnostic>,
) {
    if plan.atomic_gate.is_empty() {
        return;
    }
    let arena = &input.item.arena;
    let space = arena.addrspace_of(ptr);
    let mut last = plan.atomic_type_text.borrow_mut();
    if !matches!(&*last, Some((last_ty, _)) if *last_ty == ty) {
        *last = Some((ty, arena.display_type(input.text, ty)));
    }
    let Some((_, ty_text)) = &*last else {
        return;
    };
    for (rule, rows) in &plan.atomic_gate {
        let row = rows.iter().find(|r| {
            // `*` is any atomicrmw operation; cmpxchg rows name it.
            (r.op == op || (r.op == "*" && op != "cmpxchg"))
                && r.ty == *ty_text
                && (r.addrspaces.is_empty() || space.is_some_and(|s| r.addrspaces.contains(&s)))
        });
        if let Some(row) = row {
            if !support::requirement_met(env, &row.requires) {
                let required = support::describe_requirement(&row.requires);
                out.push(
                    support::diagnostic(
                        env,
                        rule,
                        span.clone(),
                        &[("op", op), ("type", ty_text), ("required", &required)],
                    )
                    .in_function(input.name())
                    .with_requirement(support::requirement_note(env, &row.requires)),
                );
            }
        }
    }
}

/// `!pragma` metadata on calls (`"unroll"` is rejected) and branches (operand count).
fn pragma(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    inst: &ir::Instruction,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    for attachment in &arena[inst.metadata] {
        if attachment.kind.text(input.text) != "pragma" {
            continue;
        }
        let Some((count, first)) = md_node_summary(env, input, attachment.node) else {
            continue;
        };
        let span = inst.span.start..inst.span.end;
        let is_unroll = first.as_deref() == Some("unroll");
        if is_unroll && matches!(inst.kind, InstKind::Call(_)) {
            for rule in &plan.unroll {
                out.push(
                    support::diagnostic(env, rule, span.clone(), &[]).in_function(input.name()),
                );
            }
        } else if matches!(
            inst.kind,
            InstKind::Br { .. } | InstKind::CondBr { .. } | InstKind::Call(_)
        ) {
            for (rule, n) in &plan.branch_pragma {
                if count != *n as usize {
                    out.push(
                        support::diagnostic(env, rule, span.clone(), &[]).in_function(input.name()),
                    );
                }
            }
        }
    }
}

/// Operand count and first string operand of a generic metadata node (inline or `!N`).
fn md_node_summary(
    env: &Env,
    input: &FunctionInput,
    node: ir::MdOperand,
) -> Option<(usize, Option<String>)> {
    let summarize = |text: &str, arena: &ir::Arena, node: &ir::MdNode| {
        let MdNodeKind::Generic(list) = node.kind else {
            return None;
        };
        let ops = &arena[list];
        let first = ops.first().and_then(|o| match o.kind {
            MdKind::Str(s) => Some(s.value(text).into_owned()),
            _ => None,
        });
        Some((ops.len(), first))
    };
    match node.kind {
        MdKind::Ref(id) => {
            let r = env.facts.context.metadata(id)?;
            summarize(r.text, r.arena, r.node)
        }
        MdKind::Node(id) => {
            let arena = &input.item.arena;
            summarize(input.text, arena, arena.md_nodes.get(id.0 as usize)?)
        }
        _ => None,
    }
}

/// The types an instruction's operands and result carry.
fn instruction_types(kind: &InstKind, arena: &ir::Arena, f: &mut dyn FnMut(TypeId)) {
    match kind {
        InstKind::Ret(Some(v)) | InstKind::Resume(v) | InstKind::Freeze(v) => f(v.ty),
        InstKind::CondBr { cond, .. } => f(cond.ty),
        InstKind::Switch { value, .. } => f(value.ty),
        InstKind::IndirectBr { addr, .. } => f(addr.ty),
        InstKind::Unary { operand } => f(operand.ty),
        InstKind::Binary { lhs, .. } | InstKind::Cmp { lhs, .. } => f(lhs.ty),
        InstKind::Cast { value, to } => {
            f(value.ty);
            f(*to);
        }
        InstKind::Alloca { ty, .. } => f(*ty),
        InstKind::Load { ty, ptr, .. } => {
            f(*ty);
            f(ptr.ty);
        }
        InstKind::Store { value, ptr, .. } => {
            f(value.ty);
            f(ptr.ty);
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            f(ptr.ty);
            f(cmp.ty);
            f(new.ty);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            f(ptr.ty);
            f(value.ty);
        }
        InstKind::GetElementPtr { base, indices, .. } => {
            f(base.ty);
            for i in &arena[*indices] {
                f(i.ty);
            }
        }
        InstKind::Phi { ty, .. } => f(*ty),
        InstKind::Select { then_value, .. } => f(then_value.ty),
        InstKind::Call(call) | InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => {
            f(call.ty);
            for a in &arena[call.args] {
                f(a.ty);
            }
        }
        InstKind::VaArg { list, ty } => {
            f(list.ty);
            f(*ty);
        }
        InstKind::ExtractElement { vector, .. } | InstKind::InsertElement { vector, .. } => {
            f(vector.ty)
        }
        InstKind::ShuffleVector { a, .. } => f(a.ty),
        InstKind::ExtractValue { aggregate, .. } => f(aggregate.ty),
        InstKind::InsertValue {
            aggregate, value, ..
        } => {
            f(aggregate.ty);
            f(value.ty);
        }
        InstKind::LandingPad { ty, .. } => f(*ty),
        _ => {}
    }
}

/// Does `ty` hold a value of the matched type (directly or as an element)? Pointers do not.
fn holds_type(arena: &ir::Arena, ty: TypeId, m: TypeMatch, depth: u32) -> bool {
    let Some(t) = arena.types.get(ty.0 as usize) else {
        return false;
    };
    if m.matches(t) {
        return true;
    }
    if depth > 16 {
        return false;
    }
    match t {
        Type::Array { elem, .. } | Type::Vector { elem, .. } => {
            holds_type(arena, *elem, m, depth + 1)
        }
        Type::Struct { fields, .. } => arena[*fields]
            .iter()
            .any(|f| holds_type(arena, *f, m, depth + 1)),
        Type::Function { ret, params, .. } => {
            holds_type(arena, *ret, m, depth + 1)
                || arena[*params]
                    .iter()
                    .any(|p| holds_type(arena, *p, m, depth + 1))
        }
        _ => false,
    }
}

fn unsupported_types(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    inst: &ir::Instruction,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    let mut found: Vec<usize> = Vec::new();
    if plan.held_types.is_empty() {
        instruction_types(&inst.kind, arena, &mut |ty| {
            for (i, (_, m, _)) in plan.types.iter().enumerate() {
                if !found.contains(&i) && holds_type(arena, ty, *m, 0) {
                    found.push(i);
                }
            }
        });
    } else {
        // Same order as above: by type, then by rule.
        let mut found_mask = 0u64;
        instruction_types(&inst.kind, arena, &mut |ty| {
            let mut new = plan.held_types.get(ty.0 as usize).copied().unwrap_or(0) & !found_mask;
            found_mask |= new;
            while new != 0 {
                found.push(new.trailing_zeros() as usize);
                new &= new - 1;
            }
        });
    }
    for i in found {
        let (rule, _, name) = plan.types[i];
        out.push(
            support::diagnostic(env, rule, inst.span.start..inst.span.end, &[("type", name)])
                .in_function(input.name()),
        );
    }
}

/// Typed function pointers outside the rule's address space, and `call addrspace(N)`.
fn function_pointers(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    inst: &ir::Instruction,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    let mut spaces: Vec<u32> = Vec::new();
    if let Some(call) = inst.call_site() {
        if let Some(s) = call.addrspace {
            spaces.push(s);
        }
    }
    if plan.has_fn_ptr {
        instruction_types(&inst.kind, arena, &mut |ty| {
            if let Some(Type::TypedPtr { pointee, addrspace }) = arena.types.get(ty.0 as usize) {
                if matches!(
                    arena.types.get(pointee.0 as usize),
                    Some(Type::Function { .. })
                ) && !spaces.contains(addrspace)
                {
                    spaces.push(*addrspace);
                }
            }
        });
    }
    for (rule, allowed) in &plan.fn_ptr {
        if let Some(space) = spaces.iter().find(|s| *s != allowed) {
            out.push(
                support::diagnostic(
                    env,
                    rule,
                    inst.span.start..inst.span.end,
                    &[("addrspace", &space.to_string())],
                )
                .in_function(input.name()),
            );
        }
    }
}

/// Inline assembly operand and result types against the rules' allowed lists. Like libNVVM
/// (a bit mask of widths, seed 001 §F), a type is judged by its width: an integer, float or
/// vector passes when some allowed type has the same bit width (`half` and `<2 x half>` bind to
/// `.b16`/`.b32` registers). Pointers are always fine; a struct result is judged field by field.
pub fn check_inline_asm(
    env: &Env,
    input: &FunctionInput,
    plan: &Plan,
    inst: &ir::Instruction,
    call: &ir::CallSite,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    for (rule, widths) in &plan.inline_asm {
        let mut bad: Option<TypeId> = None;
        let mut visit = |ty: TypeId| {
            asm_leaf_types(arena, ty, 0, &mut |leaf| {
                if bad.is_none() && !type_bits(arena, leaf).is_some_and(|w| widths.contains(&w)) {
                    bad = Some(leaf);
                }
            });
        };
        // The written type is the return type, or the full function type for varargs.
        match arena.types.get(call.ty.0 as usize).unwrap_or(&Type::Error) {
            Type::Function { ret, .. } => visit(*ret),
            _ => visit(call.ty),
        }
        for a in &arena[call.args] {
            visit(a.ty);
        }
        if let Some(ty) = bad {
            let ty = arena.display_type(input.text, ty);
            out.push(
                support::diagnostic(env, rule, inst.span.start..inst.span.end, &[("type", &ty)])
                    .in_function(input.name()),
            );
        }
    }
}

/// Bit width of an integer, float or vector of those.
fn type_bits(arena: &ir::Arena, ty: TypeId) -> Option<u64> {
    match arena.types.get(ty.0 as usize)? {
        Type::Int(w) => Some(u64::from(*w)),
        Type::Float(k) => Some(u64::from(k.bits())),
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => type_bits(arena, *elem).map(|w| w * u64::from(*len)),
        _ => None,
    }
}

/// Inline asm results may be a struct of outputs; each field counts on its own. Pointers, void
/// and unparsed types are skipped.
fn asm_leaf_types(arena: &ir::Arena, ty: TypeId, depth: u32, f: &mut dyn FnMut(TypeId)) {
    match arena.types.get(ty.0 as usize) {
        Some(Type::Struct { fields, .. }) if depth < 4 => {
            for field in &arena[*fields] {
                asm_leaf_types(arena, *field, depth + 1, f);
            }
        }
        Some(Type::Ptr { .. } | Type::TypedPtr { .. } | Type::Void | Type::Error) | None => {}
        Some(_) => f(ty),
    }
}

fn ordering_name(o: AtomicOrdering) -> &'static str {
    match o {
        AtomicOrdering::Unordered => "unordered",
        AtomicOrdering::Monotonic => "monotonic",
        AtomicOrdering::Acquire => "acquire",
        AtomicOrdering::Release => "release",
        AtomicOrdering::AcqRel => "acq_rel",
        AtomicOrdering::SeqCst => "seq_cst",
    }
}

fn rmw_name(op: RmwOp) -> &'static str {
    match op {
        RmwOp::Xchg => "xchg",
        RmwOp::Add => "add",
        RmwOp::Sub => "sub",
        RmwOp::And => "and",
        RmwOp::Nand => "nand",
        RmwOp::Or => "or",
        RmwOp::Xor => "xor",
        RmwOp::Max => "max",
        RmwOp::Min => "min",
        RmwOp::UMax => "umax",
        RmwOp::UMin => "umin",
        RmwOp::FAdd => "fadd",
        RmwOp::FSub => "fsub",
        RmwOp::FMax => "fmax",
        RmwOp::FMin => "fmin",
        RmwOp::FMaximum => "fmaximum",
        RmwOp::FMinimum => "fminimum",
        RmwOp::UIncWrap => "uinc_wrap",
        RmwOp::UDecWrap => "udec_wrap",
        RmwOp::USubCond => "usub_cond",
        RmwOp::USubSat => "usub_sat",
    }
}

#[cfg(test)]
mod plan_tests {
    use super::*;
    use crate::checks::test_support;
    use crate::facts::ModuleFacts;
    use crate::rules::RuleSet;
    use crate::settings::Rules;
    use std::path::{Path, PathBuf};

    fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                ll_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }

    /// The instructions `Plan::wants` skips are exactly ones `check` reports nothing on:
    /// every instruction of the corpus, under both profiles, an old and a new target.
    #[test]
    fn skipped_instructions_never_report() {
        let mut files = Vec::new();
        ll_files(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus"),
            &mut files,
        );
        files.sort();
        let rules = Rules::Compiled(RuleSet::compiled());
        let facts = ModuleFacts::build::<crate::facts::ContextItem>(&[], []);
        let (mut skipped, mut checked, mut reported) = (0, 0, 0);
        for (profile, target) in [("nvvm", "sm_50"), ("nvvm", "sm_90"), ("llvm", "sm_70")] {
            let config = test_support::config(target, profile, 78);
            let env = Env::new(&facts, &config, &rules);
            for path in &files {
                let Ok(text) = std::fs::read_to_string(path) else {
                    continue;
                };
                test_support::for_each_body(&text, |input, body| {
                    let mut loaded = None;
                    let plan = Plan::new(&env, input, &mut loaded);
                    for inst in &body.insts {
                        let mut out = Vec::new();
                        check(&env, input, &plan, inst, &mut out);
                        if plan.wants(inst) {
                            checked += 1;
                            reported += out.len();
                        } else {
                            skipped += 1;
                            assert!(
                                out.is_empty(),
                                "{}: skipped instruction {:?} reports {out:?}",
                                path.display(),
                                inst.opcode
                            );
                        }
                    }
                });
            }
        }
        assert!(
            skipped > 1000 && checked > 100 && reported > 10,
            "{skipped} {checked} {reported}"
        );
    }
}
