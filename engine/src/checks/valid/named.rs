//! Named metadata (`!name = !{!0, !1}`), judged once per module: each operand is a node
//! reference (LLVM's `LLParser::parseNamedMetadata`), and `!llvm.module.flags` has the
//! shape `Verifier::visitModuleFlags` wants: three operands (behavior, ID, value), a known
//! behavior, a string ID used once, a value fit for the behavior, and requirements that hold.

use rustc_hash::FxHashMap;
use tablegen::vocab::ValidCheck;

use super::demand::DemandRules;
use super::support;
use crate::checks::Env;
use crate::diag::Diagnostic;
use crate::ir::{self, ItemRef, MdKind, MdNode, MdNodeKind, MdOperand, Type};

/// Module flag behaviors (`Module::ModFlagBehavior`).
const REQUIRE: i128 = 3;
const APPEND: i128 = 5;
const APPEND_UNIQUE: i128 = 6;
const MAX: i128 = 7;
const MIN: i128 = 8;

/// Where the module's findings go.
struct Reporter<'a, 'e> {
    env: &'a Env<'e>,
    rules: &'a DemandRules<'e>,
    out: &'a mut Vec<Diagnostic>,
}

impl Reporter<'_, '_> {
    fn on(&self, check: ValidCheck) -> bool {
        self.rules.of_check(check).next().is_some()
    }

    /// Reports `check` at `span` (in the context text), once per rule that words it.
    fn report(&mut self, check: ValidCheck, span: ir::Span) {
        for rule in self.rules.of_check(check) {
            self.out.push(support::diagnostic(
                self.env,
                rule,
                span.start..span.end,
                &[],
            ));
        }
    }
}

/// Every named metadata's operands, then the module flags.
pub fn visit(env: &Env, rules: &DemandRules, out: &mut Vec<Diagnostic>) {
    let mut r = Reporter { env, rules, out };
    let m = &env.facts.context;
    for named in m.named_metadata_all() {
        operands(&mut r, named);
    }
    module_flags(&mut r, m);
}

/// The operands of one named metadata: `!N` each (`!DIExpression(…)` is the parser's one
/// exception).
fn operands(r: &mut Reporter, named: ItemRef<'_, ir::NamedMetadata>) {
    for op in &named.arena[named.node.operands] {
        let check = match op.kind {
            MdKind::Ref(_) => continue,
            MdKind::Node(id) => match &named.arena[id].kind {
                MdNodeKind::Specialized { name, .. }
                    if name.text(named.text).trim_start_matches('!') == "DIExpression" =>
                {
                    continue
                }
                _ => ValidCheck::NamedMetadataInline,
            },
            MdKind::Str(_) => ValidCheck::NamedMetadataInline,
            MdKind::Null | MdKind::Value(_) | MdKind::Raw => ValidCheck::NamedMetadataNotNode,
        };
        r.report(check, named.abs(op.span));
    }
}

/// One operand of a node, with the item it is read in.
#[derive(Clone, Copy)]
struct Operand<'m> {
    item: ItemRef<'m, MdNode>,
    op: &'m MdOperand,
}

impl<'m> Operand<'m> {
    fn span(&self) -> ir::Span {
        self.item.abs(self.op.span)
    }

    /// The operand as an integer constant (`mdconst::dyn_extract<ConstantInt>`).
    fn int(&self) -> Option<i128> {
        let MdKind::Value(tv) = self.op.kind else {
            return None;
        };
        let arena = self.item.arena;
        match arena[tv.ty] {
            Type::Int(_) => arena.const_int(tv.value),
            _ => None,
        }
    }

    fn string(&self) -> Option<std::borrow::Cow<'m, str>> {
        match self.op.kind {
            MdKind::Str(s) => Some(s.value(self.item.text)),
            _ => None,
        }
    }

    /// Is the operand a node (a reference or written inline)?
    fn is_node(&self) -> bool {
        matches!(self.op.kind, MdKind::Ref(_) | MdKind::Node(_))
    }

    /// The operands of the generic node the operand is (`None`: not a node, or one that
    /// cannot be read: a debug-info node, which module facts do not keep).
    fn node_operands(&self, m: &'m ir::Module) -> Option<Vec<Operand<'m>>> {
        let node = match self.op.kind {
            MdKind::Ref(id) => m.metadata(id)?,
            MdKind::Node(id) => self.item.with(&self.item.arena[id]),
            _ => return None,
        };
        generic_operands(node)
    }

    /// Is this operand the same metadata as `other` (uniqued: the same constant, string or
    /// node)? `None` when it cannot be told from the text (two numbered nodes, which LLVM
    /// uniques when their contents are equal).
    fn same(&self, other: &Operand) -> Option<bool> {
        match (self.op.kind, other.op.kind) {
            (MdKind::Ref(a), MdKind::Ref(b)) if a == b => Some(true),
            (MdKind::Ref(_) | MdKind::Node(_), _) | (_, MdKind::Ref(_) | MdKind::Node(_)) => None,
            (MdKind::Str(_), MdKind::Str(_)) => Some(self.string() == other.string()),
            (MdKind::Value(a), MdKind::Value(b)) => {
                let (aa, ba) = (self.item.arena, other.item.arena);
                match (&aa[a.ty], &ba[b.ty]) {
                    (Type::Int(x), Type::Int(y)) => match (self.int(), other.int()) {
                        (Some(p), Some(q)) => Some(x == y && p == q),
                        _ => None,
                    },
                    _ => (self.item.src(self.op.span) == other.item.src(other.op.span))
                        .then_some(true),
                }
            }
            _ => Some(false),
        }
    }
}

/// The operands of a generic node `!{…}`.
fn generic_operands(node: ItemRef<'_, MdNode>) -> Option<Vec<Operand<'_>>> {
    let MdNodeKind::Generic(list) = &node.node.kind else {
        return None;
    };
    Some(
        node.arena[*list]
            .iter()
            .map(|op| Operand { item: node, op })
            .collect(),
    )
}

/// `!llvm.module.flags`: each flag, then the requirements of the `Require` flags against
/// the others. Like the Verifier, the first failed rule of a flag ends its visit.
fn module_flags(r: &mut Reporter, m: &ir::Module) {
    let Some(named) = m.named_metadata("llvm.module.flags") else {
        return;
    };
    // Flag ID → its value, for the flags other than `Require`.
    let mut seen: FxHashMap<String, Operand> = FxHashMap::default();
    let mut requirements: Vec<Operand> = Vec::new();
    for op in &named.arena[named.node.operands] {
        let MdKind::Ref(id) = op.kind else { continue };
        // Not a generic node (a debug-info node, missing): the parser speaks of it.
        let Some(node) = m.metadata(id) else { continue };
        let Some(ops) = generic_operands(node) else {
            continue;
        };
        flag(r, m, node, &ops, &mut seen, &mut requirements);
    }
    for req in requirements {
        let Some(pair) = req.node_operands(m) else {
            continue;
        };
        let Some(key) = pair[0].string() else {
            continue;
        };
        match seen.get(key.as_ref()) {
            None => r.report(ValidCheck::ModuleFlagRequirementMissing, pair[0].span()),
            Some(value) => {
                if value.same(&pair[1]) == Some(false) {
                    r.report(ValidCheck::ModuleFlagRequirementValue, pair[0].span());
                }
            }
        }
    }
}

/// One module flag `!{behavior, !"ID", value}` (`Verifier::visitModuleFlag`).
fn flag<'m>(
    r: &mut Reporter,
    m: &'m ir::Module,
    node: ItemRef<'m, MdNode>,
    ops: &[Operand<'m>],
    seen: &mut FxHashMap<String, Operand<'m>>,
    requirements: &mut Vec<Operand<'m>>,
) {
    if ops.len() != 3 {
        r.report(ValidCheck::ModuleFlagOperands, node.abs(node.node.span));
        return;
    }
    let (behavior_op, id_op, value) = (ops[0], ops[1], ops[2]);
    let Some(behavior) = behavior_op.int() else {
        r.report(ValidCheck::ModuleFlagBehaviorNotInteger, behavior_op.span());
        return;
    };
    if !(1..=MIN).contains(&behavior) {
        r.report(ValidCheck::ModuleFlagBehaviorUnknown, behavior_op.span());
        return;
    }
    // LLVM 7 (libNVVM's NVVM 7 path) knows the behaviors up to `Max`.
    if behavior == MIN && r.on(ValidCheck::ModuleFlagBehaviorMin) {
        r.report(ValidCheck::ModuleFlagBehaviorMin, behavior_op.span());
        return;
    }
    let Some(id) = id_op.string() else {
        r.report(ValidCheck::ModuleFlagId, id_op.span());
        return;
    };
    let value_fits = match behavior {
        MIN => match value.int() {
            Some(v) if v >= 0 => None,
            _ => Some(ValidCheck::ModuleFlagMinValue),
        },
        MAX => value
            .int()
            .is_none()
            .then_some(ValidCheck::ModuleFlagMaxValue),
        REQUIRE => match value.node_operands(m) {
            Some(pair) if pair.len() == 2 => {
                if pair[0].string().is_none() {
                    r.report(ValidCheck::ModuleFlagRequireString, pair[0].span());
                    return;
                }
                requirements.push(value);
                None
            }
            // A debug-info node cannot be read here, nor is it a pair: left alone.
            None if matches!(value.op.kind, MdKind::Ref(id) if m.metadata(id).is_none()) => None,
            _ => Some(ValidCheck::ModuleFlagRequirePair),
        },
        APPEND | APPEND_UNIQUE => (!value.is_node()).then_some(ValidCheck::ModuleFlagAppendValue),
        _ => None,
    };
    if let Some(check) = value_fits {
        r.report(check, value.span());
        return;
    }
    if behavior != REQUIRE {
        if seen.contains_key(id.as_ref()) {
            r.report(ValidCheck::ModuleFlagDuplicate, id_op.span());
            return;
        }
        seen.insert(id.to_string(), value);
    }
    let int_valued = match id.as_ref() {
        "wchar_size" => Some(ValidCheck::ModuleFlagWcharSize),
        "SemanticInterposition" => Some(ValidCheck::ModuleFlagSemanticInterposition),
        _ => None,
    };
    if let Some(check) = int_valued {
        if value.int().is_none() {
            r.report(check, value.span());
        }
    }
}
