//! Instruction rules (NV6xxx): [`Check::Instruction`] (opcodes and conditions over one
//! instruction), [`Check::Constant`] (constants in a function) and the inline-assembly call
//! rules. The profile's plan lists the rules by opcode; per function, [`Plan`] also works out
//! which instructions any rule can report on, so the rest (most of a body) are skipped.

use std::cell::Cell;

use tablegen::model::{needs, Check, GlobalKind, InstCond, Mode, Rule, TypeMatcher};
use tablegen::tables::InstEntry;

use super::support::{self, Binding};
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{
    self, AtomicOrdering, InstKind, MdKind, MdNodeKind, RmwOp, Type, TypeId, ValueKind,
};

/// What [`InstructionRules`] works out from the plan and the module alone: worked out once
/// per module (held by the `check_inputs` query of `db`) rather than once per function, where
/// walking the plan's entries cost ~6,000 instructions a function (~10,000 under
/// `--profile llvm`, whose plan is longer). Per function, only its arena's types are then
/// looked at.
#[derive(Debug, PartialEq)]
pub struct InstructionBase {
    /// Every `HoldsType` matcher of the plan's rules, once each (equal matchers hold the
    /// same types).
    matchers: Vec<TypeMatcher>,
    /// More than 64 matchers: a mask cannot name them, so every `HoldsType` condition is
    /// taken to hold somewhere (the condition itself still decides at each instruction).
    unmasked: bool,
    /// The opcodes of the `by_opcode` entries that can fire whatever a function holds.
    relevant: [u64; 2],
    /// The `by_opcode` entries no function of the module can fire (bit `i % 64` of word
    /// `i / 64`): call rules whose callees the module never declares (empty when every entry
    /// can).
    dead: Vec<u64>,
    /// The live `by_opcode` entries with `HoldsType` conditions.
    held_entries: Vec<HeldEntry>,
    /// The `any_opcode` entries.
    any_entries: Vec<AnyEntry>,
    /// The plan's function rules in force (`support::in_force`) whose conditions can hold on
    /// some definition of the module (`ModuleFacts::function_conds_may_hold`): the same for
    /// every function, so their gates are tested here once, not per function
    /// (`checks::function`).
    pub(crate) function_rules: Vec<u32>,
    /// The same for the launch rules (`checks::launch`,
    /// `ModuleFacts::launch_conds_may_hold`).
    pub(crate) launch_rules: Vec<u32>,
    /// The global-value rules in force with a part about functions (`checks::global`).
    pub(crate) function_global_rules: Vec<u32>,
}

impl Eq for InstructionBase {}

/// A `by_opcode` entry that can fire only in a function holding some type.
#[derive(Debug, PartialEq)]
struct HeldEntry {
    index: u32,
    opcode: u32,
    /// Per `HoldsType` condition, its matchers (bit `i` for `matchers[i]`): the entry can
    /// fire where every condition has a matcher the function holds.
    masks: Vec<u64>,
}

/// An `any_opcode` entry and what decides, per function, whether and where it can fire.
#[derive(Debug, PartialEq)]
struct AnyEntry {
    entry: InstEntry,
    masks: Vec<u64>,
    /// The spaces of its `FunctionPointerNotIn` conditions: outside calls (which name their
    /// address space) it can fire only where the arena holds a typed function pointer
    /// outside each.
    pointer_spaces: Vec<u32>,
}

/// The longest type list [`InstructionBase::held_in`] keeps for the next function.
const HELD_CACHE_TYPES: usize = 32;

impl InstructionBase {
    /// The base of the plan in force for the module of `env`.
    pub fn new(env: &Env) -> InstructionBase {
        let plan = support::plan(env);
        let rules: &[Rule] = &support::tables(env).rules;
        let conds = |e: &InstEntry| -> &[InstCond] {
            match &support::parts(&rules[e.rule as usize].check)[e.part as usize] {
                Check::Instruction { when, .. } => when,
                _ => &[],
            }
        };
        let mut matchers: Vec<TypeMatcher> = Vec::new();
        for e in plan.by_opcode.iter().chain(plan.any_opcode.iter()) {
            for c in conds(e) {
                if let InstCond::HoldsType { matchers: m, .. } = c {
                    for m in m.iter() {
                        if !matchers.contains(m) {
                            matchers.push(m.clone());
                        }
                    }
                }
            }
        }
        let unmasked = matchers.len() > 64;
        let masks_of = |e: &InstEntry| -> Vec<u64> {
            conds(e)
                .iter()
                .filter_map(|c| match c {
                    InstCond::HoldsType { matchers: m, .. } => {
                        Some(m.iter().fold(0u64, |mask, m| {
                            match matchers.iter().position(|p| p == m) {
                                Some(i) if i < 64 => mask | 1 << i,
                                _ => mask,
                            }
                        }))
                    }
                    _ => None,
                })
                .collect()
        };
        let mut relevant = [0u64; 2];
        let mut dead: Vec<u64> = Vec::new();
        let mut held_entries = Vec::new();
        for (i, e) in plan.by_opcode.iter().enumerate() {
            if !env.facts.callee_rule_live(rules, e.rule as usize) {
                set_bit(&mut dead, i, plan.by_opcode.len());
                continue;
            }
            let masks = masks_of(e);
            if masks.is_empty() || unmasked {
                set_opcode(&mut relevant, e.opcode);
            } else {
                held_entries.push(HeldEntry {
                    index: i as u32,
                    opcode: e.opcode,
                    masks,
                });
            }
        }
        let any_entries = plan
            .any_opcode
            .iter()
            .map(|e| AnyEntry {
                entry: *e,
                masks: masks_of(e),
                pointer_spaces: conds(e)
                    .iter()
                    .filter_map(|c| match c {
                        InstCond::FunctionPointerNotIn(space) => Some(*space),
                        _ => None,
                    })
                    .collect(),
            })
            .collect();
        // The function, launch and function-global rules in force that can hold here.
        let function_rules = live_rules(env, rules, &plan.function, |part| match part {
            Check::Function(conds) => env.facts.function_conds_may_hold(conds),
            _ => false,
        });
        let launch_rules = live_rules(env, rules, &plan.launch, |part| match part {
            Check::Launch(conds) => env.facts.launch_conds_may_hold(conds),
            _ => false,
        });
        let function_global_rules = live_rules(
            env,
            rules,
            &plan.global,
            |part| matches!(part, Check::Global { of, .. } if of.contains(&GlobalKind::Function)),
        );
        InstructionBase {
            matchers,
            unmasked,
            relevant,
            dead,
            held_entries,
            any_entries,
            function_rules,
            launch_rules,
            function_global_rules,
        }
    }

    /// Bit `i` set where some type of `arena` is `matchers[i]` (a held type is a type of the
    /// arena itself: its parts are arena types too).
    ///
    /// The answer depends on the matchers and the arena's types alone (`type_is` reads no
    /// text), and the functions of a module written by one generator mostly have the types of
    /// the one before them: the last answer on this thread is kept with both.
    #[inline(never)]
    fn held_in(&self, arena: &ir::Arena) -> u64 {
        if self.matchers.is_empty() || self.unmasked {
            return 0;
        }
        thread_local! {
            static LAST: std::cell::RefCell<(Vec<TypeMatcher>, Vec<ir::Type>, u64)> =
                const { std::cell::RefCell::new((Vec::new(), Vec::new(), 0)) };
        }
        LAST.with_borrow_mut(|(matchers, types, held)| {
            if *types == arena.types && *matchers == self.matchers {
                return *held;
            }
            // A matcher at a time, over the types until one is it: the matcher stays in
            // registers (a pass over the types testing every matcher cost twice as much).
            *held = self
                .matchers
                .iter()
                .enumerate()
                .filter(|(_, m)| {
                    (0..arena.types.len()).any(|ty| support::type_is(arena, TypeId(ty as u32), m))
                })
                .fold(0, |held, (i, _)| held | 1 << i);
            // A long list is rarely the next function's too: not worth copying.
            if arena.types.len() <= HELD_CACHE_TYPES {
                matchers.clone_from(&self.matchers);
                types.clone_from(&arena.types);
            } else {
                types.clear();
            }
            *held
        })
    }

    /// Whether an entry with these `HoldsType` masks can fire where `held` is held.
    fn can_hold(&self, masks: &[u64], held: u64) -> bool {
        self.unmasked || masks.iter().all(|m| m & held != 0)
    }
}

/// Sets bit `i` of a bitset of `len` bits (made when it is empty).
fn set_bit(bits: &mut Vec<u64>, i: usize, len: usize) {
    if bits.is_empty() {
        bits.resize(len.div_ceil(64), 0);
    }
    if let Some(word) = bits.get_mut(i / 64) {
        *word |= 1 << (i % 64);
    }
}

/// Bit `i` of a bitset (`false` past its end).
#[inline]
fn bit(bits: &[u64], i: usize) -> bool {
    bits.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
}

/// Whether `set` (as [`set_opcode`] fills it) has `op`.
#[inline(always)]
fn has_opcode(set: &[u64; 2], op: ir::Opcode) -> bool {
    const _: () = assert!((ir::Opcode::Freeze as usize) < 128, "opcodes fit 128 bits");
    let op = op as usize;
    set[op >> 6 & 1] >> (op & 63) & 1 != 0
}

fn set_opcode(relevant: &mut [u64; 2], op: u32) {
    if op < 128 {
        relevant[(op >> 6) as usize] |= 1 << (op & 63);
    }
}

/// The module's [`InstructionBase`], or one of the function's own where the caller has none.
enum BaseRef<'e> {
    Shared(&'e InstructionBase),
    Own(Box<InstructionBase>),
}

impl std::ops::Deref for BaseRef<'_> {
    type Target = InstructionBase;
    fn deref(&self) -> &InstructionBase {
        match self {
            BaseRef::Shared(base) => base,
            BaseRef::Own(base) => base,
        }
    }
}

/// The instruction rules in force for one function, and what its arena holds.
pub struct InstructionRules<'e> {
    rules: &'e [Rule],
    plan: &'e tablegen::tables::Plan,
    base: BaseRef<'e>,
    /// Bit `op` set for each opcode some rule names (two words: a 64-bit shift per instruction).
    relevant: [u64; 2],
    /// `relevant` and the call opcodes: what the body's walk looks at ([`Self::visits`]).
    visited: [u64; 2],
    /// Some rule for every opcode can fire in this function: every instruction is looked at.
    every_instruction: bool,
    /// The rules for every opcode that can fire in this function, and those that can fire
    /// on calls only (a function pointer rule where the arena holds no typed one).
    any_rules: Vec<InstEntry>,
    call_rules: Vec<InstEntry>,
    /// The arena holds a typed function pointer outside some function-pointer rule's space.
    typed_function_pointer: bool,
    /// Per arena type the base's matchers it holds (bit `i` for `matchers[i]`; empty when
    /// the function holds none, or there are more than 64).
    held: Vec<u64>,
    /// The `by_opcode` entries of the base's `held_entries` that cannot fire in this
    /// function (it holds none of their types), as a bitset like the base's `dead`.
    dead_here: Vec<u64>,
    /// The verifier mode, computed at its first use (it reads the module's triple).
    mode: Cell<Option<Mode>>,
}

/// The rules of `indices` in force with some part `may_hold` says can hold in this module.
fn live_rules(
    env: &Env,
    rules: &[Rule],
    indices: &[u32],
    may_hold: impl Fn(&Check) -> bool,
) -> Vec<u32> {
    let mut live = support::in_force_indices(env, indices);
    live.retain(|&i| {
        support::parts(&rules[i as usize].check)
            .iter()
            .any(&may_hold)
    });
    live
}

/// The rules a function is checked against: those `of` the module's instruction base picked
/// once for the module, or, without a base, the plan's `indices` in force.
pub(crate) fn module_rules<'e, F: FnOnce(&'e InstructionBase) -> &'e [u32]>(
    env: &Env<'e>,
    of: F,
    indices: &[u32],
) -> impl Iterator<Item = &'e Rule> + use<'e, F> {
    let all: &'e [Rule] = &support::tables(env).rules;
    let picked: std::borrow::Cow<'e, [u32]> = match env.instruction_base {
        Some(base) => std::borrow::Cow::Borrowed(of(base)),
        None => std::borrow::Cow::Owned(support::in_force_indices(env, indices)),
    };
    (0..picked.len()).map(move |k| &all[picked[k] as usize])
}

impl<'e> InstructionRules<'e> {
    /// The instruction rules of the profile in force, and what the function's arena holds.
    pub fn new(env: &Env<'e>, input: &FunctionInput) -> InstructionRules<'e> {
        let plan = support::plan(env);
        let rules: &'e [Rule] = &support::tables(env).rules;
        let base = match env.instruction_base {
            Some(base) => BaseRef::Shared(base),
            None => BaseRef::Own(Box::new(InstructionBase::new(env))),
        };
        let arena = &input.item.arena;
        let held_somewhere = base.held_in(arena);
        let mut relevant = base.relevant;
        let mut dead_here = Vec::new();
        for h in &base.held_entries {
            if base.can_hold(&h.masks, held_somewhere) {
                set_opcode(&mut relevant, h.opcode);
            } else {
                set_bit(&mut dead_here, h.index as usize, plan.by_opcode.len());
            }
        }
        let (mut any_rules, mut call_rules) = (Vec::new(), Vec::new());
        let (mut every_instruction, mut typed_function_pointer) = (false, false);
        for a in &base.any_entries {
            if !base.can_hold(&a.masks, held_somewhere) {
                continue;
            }
            // Calls name their address space; other instructions only through a typed
            // function pointer the arena holds.
            let calls_only = !a.pointer_spaces.is_empty();
            let typed_ok = a
                .pointer_spaces
                .iter()
                .all(|&space| typed_function_pointer_outside(arena, space));
            if typed_ok {
                every_instruction = true;
                typed_function_pointer |= calls_only;
                any_rules.push(a.entry);
            } else {
                for op in [ir::Opcode::Call, ir::Opcode::Invoke, ir::Opcode::CallBr] {
                    set_opcode(&mut relevant, op as u32);
                }
                call_rules.push(a.entry);
            }
        }
        // Which types hold which matchers is worked out only when some is held (most
        // functions hold none).
        let held: Vec<u64> = if held_somewhere != 0 {
            (0..arena.types.len())
                .map(|ty| {
                    base.matchers
                        .iter()
                        .enumerate()
                        .filter(|&(i, m)| {
                            held_somewhere >> i & 1 == 1
                                && holds_type(arena, TypeId(ty as u32), m, 0)
                        })
                        .fold(0, |mask, (i, _)| mask | 1 << i)
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut visited = relevant;
        for op in [ir::Opcode::Call, ir::Opcode::Invoke, ir::Opcode::CallBr] {
            set_opcode(&mut visited, op as u32);
        }
        InstructionRules {
            rules,
            plan,
            base,
            relevant,
            visited,
            every_instruction,
            any_rules,
            call_rules,
            typed_function_pointer,
            held,
            dead_here,
            mode: Cell::new(None),
        }
    }

    /// Whether the `by_opcode` entry at `index` cannot fire in this function.
    fn dead(&self, index: usize) -> bool {
        bit(&self.base.dead, index) || bit(&self.dead_here, index)
    }

    /// Whether [`check`] can report anything on `inst`: most instructions (arithmetic,
    /// branches, `getelementptr`, …) no rule of the plan looks at.
    #[inline]
    pub fn wants(&self, inst: &ir::Instruction) -> bool {
        has_opcode(&self.relevant, inst.opcode) || self.every_instruction
    }

    /// The opcodes at which the body's walk has anything to do, as one mask (bit `opcode as
    /// u32`) the walk keeps in a register: a rule's opcode ([`Self::wants`]) or a call (the
    /// intrinsic, launch and call checks); every bit when a rule looks at every instruction.
    #[inline]
    pub fn visited_opcodes(&self) -> u128 {
        if self.every_instruction {
            u128::MAX
        } else {
            u128::from(self.visited[0]) | u128::from(self.visited[1]) << 64
        }
    }

    fn mode(&self, env: &Env) -> Mode {
        match self.mode.get() {
            Some(mode) => mode,
            None => {
                let mode = support::mode(env);
                self.mode.set(Some(mode));
                mode
            }
        }
    }

    /// The [`needs`] bits the subject has, and its address space's mask bit (every bit where
    /// it has none: the address-space conditions are then filtered by [`needs::ADDRESSED`]).
    fn features(&self, arena: &ir::Arena, subject: &Subject) -> (u32, u64) {
        let Some(inst) = subject.inst else {
            let f = if subject.cast.is_some() {
                needs::ADDRSPACE_CAST
            } else {
                0
            };
            return (f, u64::MAX);
        };
        let mut f = 0;
        let mut space = u64::MAX;
        let bit = |ty: TypeId| arena.addrspace_of(ty).map_or(u64::MAX, InstCond::space_bit);
        match &inst.kind {
            InstKind::Alloca {
                align,
                addrspace,
                count,
                ..
            } => {
                f |= needs::ADDRESSED;
                space = InstCond::space_bit(*addrspace);
                if align.is_some() {
                    f |= needs::ALIGNED_ALLOCA;
                }
                if count.is_some() {
                    f |= needs::COUNTED_ALLOCA;
                }
            }
            InstKind::Load { atomic, ptr, .. } | InstKind::Store { atomic, ptr, .. } => {
                f |= needs::ADDRESSED;
                space = bit(ptr.ty);
                if atomic.is_some() {
                    f |= needs::ATOMIC_LOAD_STORE | needs::ORDERED;
                }
            }
            InstKind::Fence(_) => f |= needs::ORDERED,
            InstKind::CmpXchg { ptr, .. } => {
                f |= needs::ADDRESSED | needs::ATOMIC_VALUE | needs::ORDERED;
                space = bit(ptr.ty);
            }
            InstKind::AtomicRmw { ptr, .. } => {
                f |= needs::ADDRESSED | needs::ATOMIC_VALUE | needs::RMW | needs::ORDERED;
                space = bit(ptr.ty);
            }
            _ => {}
        }
        if inst.opcode == ir::Opcode::AddrSpaceCast {
            f |= needs::ADDRSPACE_CAST;
        }
        if !inst.metadata.is_empty() {
            f |= needs::METADATA;
        }
        if inst.call_site().is_some_and(|c| {
            arena
                .values
                .get(c.callee.0 as usize)
                .is_some_and(|v| matches!(v.kind, ir::ValueKind::Global(_)))
        }) {
            f |= needs::DIRECT_CALL;
        }
        if self.typed_function_pointer || inst.call_site().is_some_and(|c| c.addrspace.is_some()) {
            f |= needs::FUNCTION_POINTER;
        }
        (f, space)
    }
}

/// The arena holds a typed function pointer outside `space`.
fn typed_function_pointer_outside(arena: &ir::Arena, space: u32) -> bool {
    arena.types.iter().any(|t| match t {
        Type::TypedPtr { pointee, addrspace } => {
            *addrspace != space
                && matches!(
                    arena.types.get(pointee.0 as usize),
                    Some(Type::Function { .. })
                )
        }
        _ => false,
    })
}

/// What an instruction (or a constant expression) offers its rules' conditions.
struct Subject<'a> {
    opcode: ir::Opcode,
    /// `None` for a constant expression.
    inst: Option<&'a ir::Instruction>,
    /// The constant expression's (from, to) address spaces.
    cast: Option<(Option<u32>, Option<u32>)>,
}

/// Every instruction rule of the plan against one instruction.
pub fn check(
    env: &Env,
    input: &FunctionInput,
    plan: &InstructionRules,
    inst: &ir::Instruction,
    out: &mut Vec<Diagnostic>,
) {
    let subject = Subject {
        opcode: inst.opcode,
        inst: Some(inst),
        cast: None,
    };
    evaluate(env, input, plan, &subject, inst.span, out);
}

fn evaluate(
    env: &Env,
    input: &FunctionInput,
    plan: &InstructionRules,
    subject: &Subject,
    span: ir::Span,
    out: &mut Vec<Diagnostic>,
) {
    let op = subject.opcode as u32;
    let (features, space) = plan.features(&input.item.arena, subject);
    let is_call = matches!(
        subject.opcode,
        ir::Opcode::Call | ir::Opcode::Invoke | ir::Opcode::CallBr
    );
    let calls: &[InstEntry] = if is_call { &plan.call_rules } else { &[] };
    let first = plan
        .plan
        .opcode_start
        .get(op as usize)
        .map_or(0, |&i| i as usize);
    let by_opcode = plan.plan.for_opcode(op);
    for (list, entries) in [by_opcode, &plan.any_rules, calls].into_iter().enumerate() {
        for (i, entry) in entries.iter().enumerate() {
            if entry.needs & !features != 0 || entry.spaces & space == 0 {
                continue;
            }
            if list == 0 && plan.dead(first + i) {
                continue;
            }
            let rule = &plan.rules[entry.rule as usize];
            let Check::Instruction { when, .. } = &support::parts(&rule.check)[entry.part as usize]
            else {
                continue;
            };
            let mut args: Vec<Binding> = Vec::new();
            each_match(env, input, plan, subject, when, &mut args, &mut |args| {
                // The requirement last: conditions rarely hold, and it looks up the target.
                if !support::in_force(env, rule) {
                    return;
                }
                let name = input.name();
                let mut all: Vec<(&str, &str)> =
                    vec![("opcode", subject.opcode.keyword()), ("function", &name)];
                all.extend(args.iter().map(|(k, v)| (*k, v.as_str())));
                out.push(
                    support::diagnostic(env, rule, span.start..span.end, &all)
                        .in_function(name.as_str()),
                );
            });
        }
    }
}

/// Calls `f` once for every way all of `conds` hold on the subject, with their bindings.
/// Conditions that hold at most once are tested in a loop; a condition that may hold several
/// times (pragmas, held types) goes on for each of its matches.
#[allow(clippy::too_many_arguments)]
fn each_match(
    env: &Env,
    input: &FunctionInput,
    plan: &InstructionRules,
    subject: &Subject,
    conds: &[InstCond],
    args: &mut Vec<Binding>,
    f: &mut dyn FnMut(&[Binding]),
) {
    let start = args.len();
    for (i, cond) in conds.iter().enumerate() {
        let holds = match cond {
            InstCond::UnrollPragma
            | InstCond::PragmaOperandsNot(_)
            | InstCond::HoldsType { .. } => {
                each_multi(env, input, plan, subject, cond, &conds[i + 1..], args, f);
                args.truncate(start);
                return;
            }
            _ => holds(env, input, plan, subject, cond, args),
        };
        if !holds {
            args.truncate(start);
            return;
        }
    }
    f(args);
    args.truncate(start);
}

/// Appends the bindings; the condition holds.
fn bind<const N: usize>(args: &mut Vec<Binding>, bound: [Binding; N]) -> bool {
    args.extend(bound);
    true
}

/// An address-space cast with a source (checked first) or target space outside `allowed`.
fn cast_space_not_in(
    from: Option<u32>,
    to: Option<u32>,
    allowed: &[u32],
    args: &mut Vec<Binding>,
) -> bool {
    for (side, space) in [("source", from), ("target", to)] {
        if let Some(space) = space.filter(|s| !allowed.contains(s)) {
            return bind(
                args,
                [("side", side.to_string()), ("addrspace", space.to_string())],
            );
        }
    }
    false
}

/// Whether a condition that holds at most once holds on the subject (its bindings appended).
fn holds(
    env: &Env,
    input: &FunctionInput,
    plan: &InstructionRules,
    subject: &Subject,
    cond: &InstCond,
    args: &mut Vec<Binding>,
) -> bool {
    let arena = &input.item.arena;
    if let (Some((from, to)), InstCond::CastSpaceNotIn(allowed)) = (subject.cast, cond) {
        return cast_space_not_in(from, to, allowed, args);
    }
    if let (Some((from, to)), InstCond::CastAvoids(generic)) = (subject.cast, cond) {
        // A constant expression: only the cast condition applies.
        if let (Some(from), Some(to)) = (from, to) {
            if from != to && from != *generic && to != *generic {
                return bind(args, [("from", from.to_string()), ("to", to.to_string())]);
            }
        }
        return false;
    }
    let Some(inst) = subject.inst else {
        return false;
    };
    match cond {
        InstCond::AddrSpaceIn(list) | InstCond::AddrSpaceNotIn(list) => {
            let space = match &inst.kind {
                InstKind::Alloca { addrspace, .. } => Some(*addrspace),
                InstKind::Load { ptr, .. }
                | InstKind::Store { ptr, .. }
                | InstKind::CmpXchg { ptr, .. }
                | InstKind::AtomicRmw { ptr, .. } => arena.addrspace_of(ptr.ty),
                _ => None,
            };
            let want_in = matches!(cond, InstCond::AddrSpaceIn(_));
            if let Some(space) = space {
                if list.contains(&space) == want_in {
                    return bind(args, [("addrspace", space.to_string())]);
                }
            }
        }
        InstCond::AlignAbove(max) => {
            if let InstKind::Alloca {
                align: Some(align), ..
            } = &inst.kind
            {
                if align > max {
                    return bind(
                        args,
                        [("align", align.to_string()), ("max", max.to_string())],
                    );
                }
            }
        }
        InstCond::CalleeIn {
            sorted,
            prefix_free,
            lead,
            next,
            ..
        } => {
            let Some(call) = subject.inst.and_then(|i| i.call_site()) else {
                return false;
            };
            let Some(ir::ValueKind::Global(name)) =
                arena.values.get(call.callee.0 as usize).map(|v| &v.kind)
            else {
                return false;
            };
            let callee = name.text(input.text);
            if InstCond::callee_matches(sorted, *prefix_free, lead, next, &callee) {
                return bind(args, [("callee", callee.into_owned())]);
            }
        }
        InstCond::ScopeIn(list) | InstCond::ScopeNotIn(list) => {
            let scope = match subject.inst.map(|i| &i.kind) {
                Some(InstKind::CmpXchg { scope, .. } | InstKind::AtomicRmw { scope, .. }) => *scope,
                Some(InstKind::Fence(atomic)) => atomic.scope,
                Some(
                    InstKind::Load {
                        atomic: Some(atomic),
                        ..
                    }
                    | InstKind::Store {
                        atomic: Some(atomic),
                        ..
                    },
                ) => atomic.scope,
                _ => return false,
            };
            let name = match scope {
                ir::SyncScope::System => std::borrow::Cow::Borrowed("system"),
                ir::SyncScope::SingleThread => std::borrow::Cow::Borrowed("singlethread"),
                ir::SyncScope::Named(s) => s.value(input.text),
            };
            let listed = list.iter().any(|s| **s == *name);
            if listed == matches!(cond, InstCond::ScopeIn(_)) {
                return bind(args, [("scope", name.into_owned())]);
            }
        }
        InstCond::ScopedAccess => {
            let Some(inst) = subject.inst else {
                return false;
            };
            let ordering = match &inst.kind {
                InstKind::Load {
                    atomic: Some(atomic),
                    ..
                }
                | InstKind::Store {
                    atomic: Some(atomic),
                    ..
                } => atomic.ordering,
                _ => return false,
            };
            let relaxed = matches!(
                ordering,
                ir::AtomicOrdering::Unordered | ir::AtomicOrdering::Monotonic
            );
            return !(inst.is_volatile() && relaxed);
        }
        InstCond::FunctionAttrNot { key, value } => {
            let name = input.function.name.text(input.text);
            let carries = env
                .facts
                .string_attrs(&name)
                .iter()
                .any(|(k, v)| *k == **key && v.as_deref() == Some(&**value));
            return !carries;
        }
        InstCond::LacksFastMath(flag) => {
            let Some(inst) = subject.inst else {
                return false;
            };
            let wanted = match &**flag {
                "nnan" => ir::FastMath::NNAN,
                "ninf" => ir::FastMath::NINF,
                "nsz" => ir::FastMath::NSZ,
                "arcp" => ir::FastMath::ARCP,
                "contract" => ir::FastMath::CONTRACT,
                "afn" => ir::FastMath::AFN,
                "reassoc" => ir::FastMath::REASSOC,
                _ => ir::FastMath::FAST,
            };
            if !inst.fmf.contains(wanted) {
                return bind(args, [("flag", flag.to_string())]);
            }
        }
        InstCond::DynamicCount => {
            if let Some(InstKind::Alloca {
                count: Some(count), ..
            }) = subject.inst.map(|i| &i.kind)
            {
                if arena.const_int(count.value).is_none() {
                    return true;
                }
            }
        }
        InstCond::Atomic => {
            if let InstKind::Load { atomic, .. } | InstKind::Store { atomic, .. } = &inst.kind {
                if atomic.is_some() {
                    return true;
                }
            }
        }
        InstCond::OrderingNotIn(list) => {
            let ordering = match &inst.kind {
                InstKind::Fence(atomic) => Some(atomic.ordering),
                InstKind::Load {
                    atomic: Some(atomic),
                    ..
                }
                | InstKind::Store {
                    atomic: Some(atomic),
                    ..
                } => Some(atomic.ordering),
                InstKind::AtomicRmw { ordering, .. } => Some(*ordering),
                // A cmpxchg's success ordering (its failure ordering is never stronger).
                InstKind::CmpXchg { success, .. } => Some(*success),
                _ => None,
            };
            if let Some(o) = ordering.map(ordering_name) {
                if !list.iter().any(|a| a == o) {
                    return bind(args, [("ordering", o.to_string())]);
                }
            }
        }
        InstCond::Mode(mode) => {
            if plan.mode(env) == *mode {
                return true;
            }
        }
        InstCond::ValueWidthNotIn(list) => {
            let Some((op, ty)) = atomic_value(inst) else {
                return false;
            };
            let width = match arena.types.get(ty.0 as usize).unwrap_or(&Type::Error) {
                Type::Int(w) => Some(*w),
                // A pointer compares as an integer of the pointer's width (nvptx64).
                Type::Ptr { .. } | Type::TypedPtr { .. } => Some(64),
                Type::Error => return false,
                _ => None,
            };
            if !width.is_some_and(|w| list.contains(&w)) {
                let ty = arena.display_type(input.text, ty);
                return bind(args, [("type", ty), ("op", op.to_string())]);
            }
        }
        InstCond::ValueTypeIn { matchers, .. } => {
            let Some((op, ty)) = atomic_value(inst) else {
                return false;
            };
            if matchers.iter().any(|m| support::type_is(arena, ty, m)) {
                let ty = arena.display_type(input.text, ty);
                return bind(args, [("type", ty), ("op", op.to_string())]);
            }
        }
        InstCond::RmwOpNotIn(list) | InstCond::RmwOpIn(list) => {
            if let InstKind::AtomicRmw { op, .. } = &inst.kind {
                let op = rmw_name(*op);
                let listed = list.iter().any(|a| a == op);
                if listed == matches!(cond, InstCond::RmwOpIn(_)) {
                    return bind(args, [("op", op.to_string())]);
                }
            }
        }
        InstCond::CastSpaceNotIn(allowed) => {
            if let InstKind::Cast { value, to } = &inst.kind {
                if inst.opcode == ir::Opcode::AddrSpaceCast {
                    let (from, to) = (arena.addrspace_of(value.ty), arena.addrspace_of(*to));
                    return cast_space_not_in(from, to, allowed, args);
                }
            }
        }
        InstCond::CastAvoids(generic) => {
            if let InstKind::Cast { value, to } = &inst.kind {
                if inst.opcode == ir::Opcode::AddrSpaceCast {
                    if let (Some(from), Some(to)) =
                        (arena.addrspace_of(value.ty), arena.addrspace_of(*to))
                    {
                        if from != to && from != *generic && to != *generic {
                            return bind(
                                args,
                                [("from", from.to_string()), ("to", to.to_string())],
                            );
                        }
                    }
                }
            }
        }
        InstCond::FunctionPointerNotIn(allowed) => {
            let mut spaces: Vec<u32> = Vec::new();
            if let Some(call) = inst.call_site() {
                if let Some(s) = call.addrspace {
                    spaces.push(s);
                }
            }
            if plan.typed_function_pointer {
                instruction_types(&inst.kind, arena, &mut |ty| {
                    if let Some(Type::TypedPtr { pointee, addrspace }) =
                        arena.types.get(ty.0 as usize)
                    {
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
            if let Some(space) = spaces.iter().find(|s| *s != allowed) {
                return bind(args, [("addrspace", space.to_string())]);
            }
        }
        InstCond::UnrollPragma | InstCond::PragmaOperandsNot(_) | InstCond::HoldsType { .. } => {}
    }
    false
}

/// A condition that may hold several times: the rest of the conditions for each match.
#[allow(clippy::too_many_arguments)]
fn each_multi(
    env: &Env,
    input: &FunctionInput,
    plan: &InstructionRules,
    subject: &Subject,
    cond: &InstCond,
    rest: &[InstCond],
    args: &mut Vec<Binding>,
    f: &mut dyn FnMut(&[Binding]),
) {
    let arena = &input.item.arena;
    let mut next = |args: &mut Vec<Binding>, bound: &[Binding]| {
        let len = args.len();
        args.extend(bound.iter().cloned());
        each_match(env, input, plan, subject, rest, args, f);
        args.truncate(len);
    };
    let Some(inst) = subject.inst else { return };
    match cond {
        InstCond::UnrollPragma | InstCond::PragmaOperandsNot(_) => {
            for attachment in &arena[inst.metadata] {
                if attachment.kind.text(input.text) != "pragma" {
                    continue;
                }
                let Some((count, first)) = md_node_summary(env, input, attachment.node) else {
                    continue;
                };
                // libNVVM reads `!pragma` on branches only (a call's is ignored, whatever it
                // holds): a branch pragma must have two operands (checked first), and a
                // well-formed `"unroll"` pragma is refused.
                let is_branch = matches!(inst.kind, InstKind::Br { .. } | InstKind::CondBr { .. });
                let hit = is_branch
                    && match cond {
                        InstCond::UnrollPragma => first.as_deref() == Some("unroll") && count == 2,
                        InstCond::PragmaOperandsNot(n) => count != *n as usize,
                        _ => false,
                    };
                if hit {
                    next(args, &[]);
                }
            }
        }
        InstCond::HoldsType { types, matchers } => {
            let mut found = 0u64;
            let mut found_slow: Vec<usize> = Vec::new();
            instruction_types(&inst.kind, arena, &mut |ty| {
                for (j, m) in matchers.iter().enumerate() {
                    let held = match plan.base.matchers.iter().position(|p| p == m) {
                        Some(i) if !plan.held.is_empty() => plan
                            .held
                            .get(ty.0 as usize)
                            .is_some_and(|h| h >> i & 1 == 1),
                        _ => holds_type(arena, ty, m, 0),
                    };
                    if held {
                        if j < 64 {
                            found |= 1 << j;
                        } else if !found_slow.contains(&j) {
                            found_slow.push(j);
                        }
                    }
                }
            });
            for (j, name) in types.iter().enumerate() {
                if (j < 64 && found >> j & 1 == 1) || found_slow.contains(&j) {
                    next(args, &[("type", name.to_string())]);
                }
            }
        }
        _ => {}
    }
}

/// An atomic instruction's operation name and value operand's type.
fn atomic_value(inst: &ir::Instruction) -> Option<(&'static str, TypeId)> {
    match &inst.kind {
        InstKind::CmpXchg { cmp, .. } => Some(("cmpxchg", cmp.ty)),
        InstKind::AtomicRmw { op, value, .. } => Some((rmw_name(*op), value.ty)),
        _ => None,
    }
}

/// Function-wide checks that look at the arena rather than at one instruction: constants
/// (`blockaddress`) and constant expressions (an `addrspacecast`), reported at the constant.
pub fn check_constants(
    env: &Env,
    input: &FunctionInput,
    plan: &InstructionRules,
    out: &mut Vec<Diagnostic>,
) {
    let cast_op = ir::Opcode::AddrSpaceCast as u32;
    let casts = !plan.plan.for_opcode(cast_op).is_empty();
    let arena = &input.item.arena;
    if (plan.plan.constant.is_empty() && !casts) || arena.special_constants == 0 {
        return;
    }
    for value in &arena.values {
        let kind = match &value.kind {
            ValueKind::BlockAddress { .. } => "blockaddress",
            ValueKind::DsoLocalEquivalent(_) => "dso_local_equivalent",
            ValueKind::NoCfi(_) => "no_cfi",
            ValueKind::ConstExpr(e) if e.opcode == ir::Opcode::AddrSpaceCast && casts => {
                let from = arena[e.operands]
                    .first()
                    .and_then(|o| arena.addrspace_of(o.ty));
                let to = e.ty.and_then(|t| arena.addrspace_of(t));
                let subject = Subject {
                    opcode: e.opcode,
                    inst: None,
                    cast: Some((from, to)),
                };
                evaluate(env, input, plan, &subject, value.span, out);
                continue;
            }
            _ => continue,
        };
        for rule in support::rules(env, &plan.plan.constant) {
            for part in support::parts(&rule.check) {
                if matches!(part, Check::Constant(kinds) if kinds.iter().any(|k| k == kind)) {
                    out.push(
                        support::diagnostic(
                            env,
                            rule,
                            value.span.start..value.span.end,
                            &[("constant", kind), ("function", &input.name())],
                        )
                        .in_function(input.name()),
                    );
                }
            }
        }
    }
}

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

/// Does `ty` hold a type `m` names (in arrays, vectors, structs, function types)?
fn holds_type(arena: &ir::Arena, ty: TypeId, m: &TypeMatcher, depth: u32) -> bool {
    if support::type_is(arena, ty, m) {
        return true;
    }
    if depth > 16 {
        return false;
    }
    match arena.types.get(ty.0 as usize) {
        Some(Type::Array { elem, .. } | Type::Vector { elem, .. }) => {
            holds_type(arena, *elem, m, depth + 1)
        }
        Some(Type::Struct { fields, .. }) => arena[*fields]
            .iter()
            .any(|f| holds_type(arena, *f, m, depth + 1)),
        Some(Type::Function { ret, params, .. }) => {
            holds_type(arena, *ret, m, depth + 1)
                || arena[*params]
                    .iter()
                    .any(|p| holds_type(arena, *p, m, depth + 1))
        }
        _ => false,
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
    use crate::rules::RuleSet;
    use crate::settings::RuleSource;
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
        let rules = RuleSource::Compiled(RuleSet::compiled());
        let (mut skipped, mut checked, mut reported) = (0, 0, 0);
        for (profile, target) in [("nvvm", "sm_50"), ("nvvm", "sm_90"), ("llvm", "sm_70")] {
            let config = test_support::config(target, profile, 78);
            for path in &files {
                let Ok(text) = std::fs::read_to_string(path) else {
                    continue;
                };
                // The module's own facts: which call rules can fire depends on its
                // declarations.
                let facts = test_support::facts_of(&text);
                let env = Env::new(&facts, &config, &rules);
                test_support::for_each_body(&text, |input, body| {
                    let plan = InstructionRules::new(&env, input);
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
