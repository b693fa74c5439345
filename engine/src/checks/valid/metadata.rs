//! Metadata attached to instructions: `!range` (pairs of integer constants of the
//! instruction's type, each a non-empty proper interval, ascending, neither overlapping nor
//! touching), `!nonnull` and `!align` (on loads of pointers; `!align` one `i64` power of two),
//! after LLVM's `Verifier::visitInstruction` and `visitRangeMetadata`. An instruction without
//! attachments costs one test; one with only `!dbg` a few byte compares. The rules are looked
//! up at the first attachment judged in a function (they are rare).

use tablegen::vocab::ValidCheck;

use super::demand::DemandRules;
use super::location::Locations;
use super::{location, support, Verifier};
use crate::ir::{self, InstKind, Instruction, MdKind, MdNodeKind, MdOperand, Type, TypeId};

/// LLVM's `Value::MaximumAlignment` (2^32).
const MAXIMUM_ALIGNMENT: u64 = 1 << 32;

/// What the attachments of one function's instructions share: the on-demand rules (looked up
/// at the first attachment judged) and the `!dbg` locations already judged.
#[derive(Default)]
pub struct Attachments<'e> {
    rules: Option<DemandRules<'e>>,
    locations: Locations,
}

/// The `!range`, `!nonnull`, `!align` and `!dbg` attachments of `inst`.
pub fn visit_inst<'e>(
    v: &mut Verifier<'e, '_, '_>,
    state: &mut Attachments<'e>,
    inst: &Instruction,
) {
    let input = v.input;
    let (arena, src) = (&input.item.arena, input.text);
    for md in &arena[inst.metadata] {
        let kind = md.kind.text(src);
        let judge: fn(&mut Site, &Instruction) = match kind {
            "range" => range,
            "nonnull" => nonnull,
            "align" => align,
            "dbg" => {
                location::visit(v, &mut state.rules, &mut state.locations, md);
                continue;
            }
            _ => continue,
        };
        let rules = state
            .rules
            .get_or_insert_with(|| DemandRules::of(v.env, v.typed));
        if rules.is_empty() {
            return;
        }
        let mut site = Site {
            v,
            rules,
            attachment: md.span,
            node: md.node,
        };
        judge(&mut site, inst);
    }
}

/// One attachment being judged.
struct Site<'a, 'e, 'i, 'o> {
    v: &'a mut Verifier<'e, 'i, 'o>,
    rules: &'a DemandRules<'e>,
    attachment: ir::Span,
    node: MdOperand,
}

impl Site<'_, '_, '_, '_> {
    /// Reports `check` at the attachment, once per rule that words it.
    fn report(&mut self, check: ValidCheck) {
        let name = self.v.input.name();
        for rule in self.rules.of_check(check) {
            let d = support::diagnostic(
                self.v.env,
                rule,
                self.attachment.start..self.attachment.end,
                &[("function", &name)],
            )
            .in_function(name.clone());
            self.v.out.push(d);
        }
    }

    /// The attached node's arena and operands; `None` when the node cannot be read (a
    /// missing or specialized node: the parser or other checks speak of it).
    fn node_operands(&self) -> Option<(&ir::Arena, &[MdOperand])> {
        let arena = &self.v.input.item.arena;
        let (node_arena, node) = match self.node.kind {
            MdKind::Ref(id) => {
                let n = self.v.env.facts.context.metadata(id)?;
                (n.arena, n.node)
            }
            MdKind::Node(id) => (arena, &arena[id]),
            _ => return None,
        };
        let MdNodeKind::Generic(ops) = &node.kind else {
            return None;
        };
        Some((node_arena, &node_arena[*ops]))
    }

    /// The node's operands as (integer width, value) where each is an integer constant
    /// (`None` for any other operand).
    fn operands(&self) -> Option<Vec<Option<(u32, i128)>>> {
        let (arena, ops) = self.node_operands()?;
        Some(ops.iter().map(|op| int_operand(arena, op)).collect())
    }

    /// The instruction's result type (`None` for an instruction without one).
    fn result_type(&self, inst: &Instruction) -> Option<TypeId> {
        let arena = &self.v.input.item.arena;
        match &inst.kind {
            InstKind::Load { ty, .. } => Some(*ty),
            _ => {
                let site = inst.call_site()?;
                Some(arena.call_ret_ty(site))
            }
        }
    }

    fn is_load(inst: &Instruction) -> bool {
        matches!(inst.kind, InstKind::Load { .. })
    }

    /// Is the instruction's result a pointer (a store, which has none, is not)?
    fn pointer_result(&self, inst: &Instruction) -> bool {
        let arena = &self.v.input.item.arena;
        self.result_type(inst)
            .is_some_and(|t| arena[t].is_pointer())
    }
}

/// `!range`: on loads and calls, an even, non-empty list of integer pairs of the result's
/// type, each a proper interval, in order, disjoint and not touching.
fn range(s: &mut Site, inst: &Instruction) {
    let Some(ty) = (Site::is_load(inst) || inst.call_site().is_some())
        .then(|| s.result_type(inst))
        .flatten()
    else {
        s.report(ValidCheck::RangeNotLoadOrCall);
        return;
    };
    let Some(ops) = s.operands() else { return };
    if ops.len() % 2 != 0 {
        s.report(ValidCheck::RangeUnfinished);
        return;
    }
    if ops.is_empty() {
        s.report(ValidCheck::RangeNone);
        return;
    }
    let arena = &s.v.input.item.arena;
    let scalar = match arena[ty] {
        Type::Vector { elem, .. } => elem,
        _ => ty,
    };
    let Type::Int(width) = arena[scalar] else {
        s.report(ValidCheck::RangeType);
        return;
    };
    if width > 128 {
        return;
    }
    let mut intervals: Vec<Interval> = Vec::with_capacity(ops.len() / 2);
    for pair in ops.chunks(2) {
        let Some((lo_width, lo)) = pair[0] else {
            s.report(ValidCheck::RangeLowerNotInteger);
            return;
        };
        let Some((hi_width, hi)) = pair[1] else {
            s.report(ValidCheck::RangeUpperNotInteger);
            return;
        };
        if lo_width != width || hi_width != width {
            s.report(ValidCheck::RangeType);
            return;
        }
        let cur = Interval::new(lo, hi, width);
        if cur.lo == cur.hi {
            if cur.lo != 0 && cur.lo != cur.mask {
                s.report(ValidCheck::RangeSameLimits);
            } else {
                // ConstantRange(min, min) is the full set, (max, max) the empty one.
                s.report(ValidCheck::RangeEmpty);
            }
            return;
        }
        if let Some(last) = intervals.last() {
            if cur.intersects(last) {
                s.report(ValidCheck::RangeOverlapping);
                return;
            }
            if cur.signed_lo() <= last.signed_lo() {
                s.report(ValidCheck::RangeOrder);
                return;
            }
            if cur.touches(last) {
                s.report(ValidCheck::RangeContiguous);
                return;
            }
        }
        intervals.push(cur);
    }
    if intervals.len() > 2 {
        let (first, last) = (&intervals[0], &intervals[intervals.len() - 1]);
        if first.intersects(last) {
            s.report(ValidCheck::RangeOverlapping);
        } else if first.touches(last) {
            s.report(ValidCheck::RangeContiguous);
        }
    }
}

/// A `!range` pair `[lo, hi)` of an integer type, as unsigned bits of `width`: an arc of
/// the circle of values, wrapping when `lo > hi` (`lo != hi`).
struct Interval {
    lo: u128,
    hi: u128,
    mask: u128,
    width: u32,
}

impl Interval {
    fn new(lo: i128, hi: i128, width: u32) -> Interval {
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        Interval {
            lo: lo as u128 & mask,
            hi: hi as u128 & mask,
            mask,
            width,
        }
    }

    fn contains(&self, x: u128) -> bool {
        if self.lo < self.hi {
            self.lo <= x && x < self.hi
        } else {
            x >= self.lo || x < self.hi
        }
    }

    /// Do two arcs share a value? One holds the other's start exactly when they do.
    fn intersects(&self, other: &Interval) -> bool {
        self.contains(other.lo) || other.contains(self.lo)
    }

    /// LLVM's `isContiguous`: one ends where the other begins.
    fn touches(&self, other: &Interval) -> bool {
        self.hi == other.lo || self.lo == other.hi
    }

    /// The lower limit read as a signed number of `width` bits.
    fn signed_lo(&self) -> i128 {
        let shift = 128 - self.width;
        ((self.lo << shift) as i128) >> shift
    }
}

/// An integer constant operand as (width, value).
fn int_operand(arena: &ir::Arena, op: &MdOperand) -> Option<(u32, i128)> {
    match op.kind {
        MdKind::Value(tv) => match arena[tv.ty] {
            Type::Int(w) => arena.const_int(tv.value).map(|n| (w, n)),
            _ => None,
        },
        _ => None,
    }
}

/// `!nonnull`: an empty node on a load of a pointer.
fn nonnull(s: &mut Site, inst: &Instruction) {
    if !s.pointer_result(inst) {
        s.report(ValidCheck::NonNullNotPointer);
        return;
    }
    if !Site::is_load(inst) {
        s.report(ValidCheck::NonNullNotLoad);
        return;
    }
    if s.node_operands().is_some_and(|(_, ops)| !ops.is_empty()) {
        s.report(ValidCheck::NonNullNotEmpty);
    }
}

/// `!align`: one `i64` power of two, at most 2^32, on a load of a pointer.
fn align(s: &mut Site, inst: &Instruction) {
    if !s.pointer_result(inst) {
        s.report(ValidCheck::AlignNotPointer);
        return;
    }
    if !Site::is_load(inst) {
        s.report(ValidCheck::AlignNotLoad);
        return;
    }
    let Some((arena, ops)) = s.node_operands() else {
        return;
    };
    if ops.len() != 1 {
        s.report(ValidCheck::AlignOperands);
        return;
    }
    let Some((width, value)) = int_operand(arena, &ops[0]) else {
        s.report(ValidCheck::AlignNotI64);
        return;
    };
    if width != 64 {
        s.report(ValidCheck::AlignNotI64);
        return;
    }
    let value = value as u64;
    if !value.is_power_of_two() {
        s.report(ValidCheck::AlignNotPowerOfTwo);
    } else if value > MAXIMUM_ALIGNMENT {
        s.report(ValidCheck::AlignTooLarge);
    }
}

#[cfg(test)]
mod tests {
    use super::Interval;

    #[test]
    fn arcs_intersect_touch_and_wrap() {
        let a = Interval::new(0, 10, 32);
        let b = Interval::new(5, 20, 32);
        let c = Interval::new(10, 20, 32);
        let wrap = Interval::new(-5, 2, 32);
        assert!(a.intersects(&b) && b.intersects(&a));
        assert!(!a.intersects(&c) && a.touches(&c));
        assert!(wrap.intersects(&a) && !wrap.intersects(&c));
        assert_eq!(wrap.signed_lo(), -5);
        assert_eq!(Interval::new(255, 0, 8).signed_lo(), -1);
    }
}
