//! Globals and aliases: the rules of LLVM's `Verifier::visitGlobalVariable`,
//! `visitGlobalAlias` and the parser's alias linkages, judged once per global variable and
//! alias of the module's context (never per function). `common` globals, `appending` arrays,
//! the intrinsic globals `llvm.used`, `llvm.compiler.used`, `llvm.global_ctors` and
//! `llvm.global_dtors`, and what an alias may point to.

use rustc_hash::{FxHashMap, FxHashSet};
use tablegen::vocab::ValidCheck;

use super::demand::DemandRules as Rules;
use super::linkage::{self, Site};
use super::support;
use crate::checks::Env;
use crate::diag::Diagnostic;
use crate::ir::{self, ItemRef, Linkage, Opcode, Type, TypeId, ValueId, ValueKind};

/// Where one module's findings go: each verdict with the rules that word it.
pub(super) struct Reporter<'a, 'e> {
    pub(super) env: &'a Env<'e>,
    rules: &'a Rules<'e>,
    out: &'a mut Vec<Diagnostic>,
}

impl Reporter<'_, '_> {
    /// Does some rule in force word `check`?
    pub(super) fn on(&self, check: ValidCheck) -> bool {
        self.rules.of_check(check).next().is_some()
    }

    /// Reports `check` at `span` (in the context text), once per rule that words it.
    pub(super) fn report(&mut self, check: ValidCheck, span: ir::Span, args: &[(&str, &str)]) {
        for rule in self.rules.of_check(check) {
            self.out.push(support::diagnostic(
                self.env,
                rule,
                span.start..span.end,
                args,
            ));
        }
    }
}

/// Every module-level validity check: each global variable, then each alias, then the
/// named metadata (`named`).
pub fn check_module(env: &Env, out: &mut Vec<Diagnostic>) {
    let rules = Rules::of(env, env.facts.typed_pointers);
    if rules.is_empty() {
        return;
    }
    let mut r = Reporter {
        env,
        rules: &rules,
        out,
    };
    let m = &env.facts.context;
    for g in m.globals() {
        global(&mut r, m, g);
    }
    // Aliases are rare: their index by name is made only when the module has one.
    if m.aliases().next().is_some() {
        aliases(&mut r, env);
    }
    super::named::visit(env, &rules, out);
    let mut r = Reporter {
        env,
        rules: &rules,
        out,
    };
    super::refs::visit_module(&mut r);
    super::reader::visit_groups(&mut r);
    super::md_refs::visit_module(&mut r);
    super::comdat::visit_module(&mut r);
}

/// One global variable: its linkage against its type and initializer, and the shapes of
/// the intrinsic globals. Like the Verifier, the first failed rule of a global ends its
/// visit.
fn global(r: &mut Reporter, m: &ir::Module, g: ItemRef<'_, ir::Global>) {
    let node = g.node;
    let name_span = g.abs(node.name.span);
    let typed = r.env.facts.typed_pointers;
    if let Some((check, site)) = linkage::verdict(&linkage::of_global(node), typed) {
        let span = match site {
            Site::Align => linkage::align_span(g.text, node.align.unwrap_or(0)).map(|s| g.abs(s)),
            Site::Linkage | Site::Name => None,
        };
        r.report(check, span.unwrap_or(name_span), &[]);
        return;
    }
    if let Some(init) = node.init {
        if node.linkage == Linkage::Common {
            if !is_null_value(g.arena, g.text, init) {
                r.report(
                    ValidCheck::CommonZeroInitializer,
                    g.abs(g.arena[init].span),
                    &[],
                );
                return;
            }
            if node.is_constant {
                r.report(ValidCheck::CommonConstant, name_span, &[]);
                return;
            }
        }
    }
    let (arena, text) = (g.arena, g.text);
    if node.linkage == Linkage::Appending
        && !matches!(resolve(m, arena, text, node.ty).ty(), Type::Array { .. })
    {
        r.report(ValidCheck::AppendingNotArray, name_span, &[]);
        return;
    }
    if !node.name.raw(g.text).starts_with("llvm.") {
        return;
    }
    let name = node.name.text(g.text);
    match &*name {
        "llvm.global_ctors" | "llvm.global_dtors" => structors(r, m, g),
        "llvm.used" | "llvm.compiler.used" => used(r, m, g, &name),
        _ => {}
    }
}

/// `llvm.global_ctors`/`llvm.global_dtors`: `appending` when defined, an array of
/// `{ i32, ptr, ptr }` (LLVM 7: `{ i32, void ()*, i8* }`, the third field optional).
fn structors(r: &mut Reporter, m: &ir::Module, g: ItemRef<'_, ir::Global>) {
    let name_span = g.abs(g.node.name.span);
    let Some(elem) = appending_array_element(r, m, g) else {
        return;
    };
    let fields = match elem.ty() {
        Type::Struct { fields, .. } => &elem.arena[*fields],
        _ => &[][..],
    };
    let field = |i: usize| resolve(m, elem.arena, elem.text, fields[i]);
    let typed = r.env.facts.typed_pointers;
    let shape = (2..=3).contains(&fields.len())
        && matches!(field(0).ty(), Type::Int(32))
        && program_pointer(&field(1), typed);
    if !shape {
        r.report(ValidCheck::IntrinsicGlobalType, name_span, &[]);
        return;
    }
    if fields.len() == 2 {
        r.report(ValidCheck::StructorTwoFields, name_span, &[]);
        return;
    }
    let third = field(2);
    let data_ok = match third.ty() {
        Type::Ptr { .. } => true,
        // LLVM 7 wants an `i8*` there.
        Type::TypedPtr { pointee, .. } => matches!(third.arena[*pointee], Type::Int(8)),
        _ => false,
    };
    if !data_ok {
        r.report(ValidCheck::IntrinsicGlobalType, name_span, &[]);
    }
}

/// What `llvm.global_ctors`/`dtors` and `llvm.used`/`compiler.used` share: `appending` when
/// defined (else reported), then their array's element type; `None` when the linkage was
/// reported or the type is no array (`appending` or the parser refuses that).
fn appending_array_element<'m>(
    r: &mut Reporter,
    m: &'m ir::Module,
    g: ItemRef<'m, ir::Global>,
) -> Option<Resolved<'m>> {
    let node = g.node;
    if node.init.is_some() && node.linkage != Linkage::Appending {
        r.report(
            ValidCheck::IntrinsicGlobalLinkage,
            g.abs(node.name.span),
            &[],
        );
        return None;
    }
    let array = resolve(m, g.arena, g.text, node.ty);
    let Type::Array { elem, .. } = array.ty() else {
        return None;
    };
    Some(resolve(m, array.arena, array.text, *elem))
}

/// Is `t` a pointer to a function in the program address space (`ptr`; LLVM 7: `void ()*`)?
fn program_pointer(t: &Resolved, typed: bool) -> bool {
    match t.ty() {
        Type::Ptr { addrspace: 0 } => !typed,
        Type::TypedPtr {
            pointee,
            addrspace: 0,
        } => matches!(
            &t.arena[*pointee],
            Type::Function { ret, params, varargs: false }
                if params.is_empty() && matches!(t.arena[*ret], Type::Void)
        ),
        _ => false,
    }
}

/// `llvm.used`/`llvm.compiler.used`: `appending` when defined, an array of pointers whose
/// initializer lists named global values (through pointer casts).
fn used(r: &mut Reporter, m: &ir::Module, g: ItemRef<'_, ir::Global>, name: &str) {
    let node = g.node;
    let name_span = g.abs(node.name.span);
    let Some(elem) = appending_array_element(r, m, g) else {
        return;
    };
    if !elem.ty().is_pointer() {
        r.report(ValidCheck::IntrinsicGlobalType, name_span, &[]);
        return;
    }
    let Some(init) = node.init else { return };
    let (arena, text) = (g.arena, g.text);
    // A constant array: not `zeroinitializer`, `undef`, an empty list or all `null` (LLVM
    // folds those into a zero or undefined aggregate).
    let members = match &arena[init].kind {
        ValueKind::Array(items) => &arena[*items],
        _ => &[][..],
    };
    let all_null = members
        .iter()
        .all(|m| matches!(arena[m.value].kind, ValueKind::Null));
    if all_null {
        r.report(
            ValidCheck::IntrinsicGlobalInitializer,
            g.abs(arena[init].span),
            &[],
        );
        return;
    }
    for member in members {
        let stripped = strip_pointer_casts(arena, member.value);
        let span = g.abs(arena[member.value].span);
        match &arena[stripped].kind {
            ValueKind::Global(n) => {
                // `@0`: an unnamed global (the quoted `@"0"` is a name).
                if !n.quoted() && n.raw(text).bytes().all(|b| b.is_ascii_digit()) {
                    r.report(ValidCheck::UsedMemberUnnamed, span, &[("name", name)]);
                    return;
                }
            }
            _ => {
                r.report(ValidCheck::UsedMember, span, &[("name", name)]);
                return;
            }
        }
    }
}

/// The value under `bitcast`, `addrspacecast` and all-zero `getelementptr`s (LLVM's
/// `stripPointerCasts`).
fn strip_pointer_casts(arena: &ir::Arena, mut v: ValueId) -> ValueId {
    for _ in 0..32 {
        let ValueKind::ConstExpr(e) = &arena[v].kind else {
            return v;
        };
        let ops = &arena[e.operands];
        let strip = match e.opcode {
            Opcode::BitCast | Opcode::AddrSpaceCast => true,
            Opcode::GetElementPtr => ops
                .get(1..)
                .unwrap_or_default()
                .iter()
                .all(|i| arena.const_int(i.value) == Some(0)),
            _ => false,
        };
        match ops.first() {
            Some(base) if strip => v = base.value,
            _ => return v,
        }
    }
    v
}

/// Every alias: its linkage (the parser's rules), then its aliasee (the Verifier's).
fn aliases(r: &mut Reporter, env: &Env) {
    let m = &env.facts.context;
    let by_name: FxHashMap<String, ItemRef<'_, ir::Alias>> = m
        .aliases()
        .filter(|a| !a.node.is_ifunc)
        .map(|a| (a.node.name.text(a.text).into_owned(), a))
        .collect();
    for a in m.aliases() {
        let node = a.node;
        if node.is_ifunc {
            continue;
        }
        let name_span = a.abs(node.name.span);
        match node.linkage {
            Linkage::Common | Linkage::ExternWeak | Linkage::Appending => {
                r.report(ValidCheck::AliasLinkage, name_span, &[]);
                continue;
            }
            Linkage::AvailableExternally if r.env.facts.typed_pointers => {
                r.report(ValidCheck::AvailableExternallyAlias, name_span, &[]);
                continue;
            }
            _ => {}
        }
        // Then its visibility and DLL storage, as the parser reads them.
        if let Some((check, _)) =
            linkage::verdict(&linkage::of_alias(node), r.env.facts.typed_pointers)
        {
            r.report(check, name_span, &[]);
            continue;
        }
        let target = node.target.value;
        let target_span = a.abs(a.arena[target].span);
        let available_externally = node.linkage == Linkage::AvailableExternally;
        match &a.arena[target].kind {
            ValueKind::Global(n) => {
                if available_externally
                    && linkage_of(env, &by_name, &n.text(a.text))
                        .is_some_and(|l| l != Linkage::AvailableExternally)
                {
                    r.report(ValidCheck::AvailableExternallyAliasee, target_span, &[]);
                    continue;
                }
            }
            ValueKind::ConstExpr(_) => {
                if available_externally {
                    r.report(ValidCheck::AvailableExternallyAliasee, target_span, &[]);
                    continue;
                }
            }
            ValueKind::Error => continue,
            _ => {
                r.report(ValidCheck::AliaseeKind, target_span, &[]);
                continue;
            }
        }
        if let Some(verdict) = walk_aliasee(env, &by_name, a, available_externally) {
            r.report(verdict, target_span, &[]);
        }
    }
}

/// Follows an alias's aliasee through constant expressions and other aliases (LLVM's
/// `visitAliaseeSubExpr`): the first rule it breaks, if any.
fn walk_aliasee(
    env: &Env,
    by_name: &FxHashMap<String, ItemRef<'_, ir::Alias>>,
    alias: ItemRef<'_, ir::Alias>,
    available_externally: bool,
) -> Option<ValidCheck> {
    let mut visited: FxHashSet<String> = FxHashSet::default();
    let (mut arena, mut text, mut value) = (alias.arena, alias.text, alias.node.target.value);
    for _ in 0..64 {
        let name = base_global(arena, text, value, 0)?;
        if let Some(next) = by_name.get(&name) {
            if !visited.insert(name) {
                return Some(ValidCheck::AliasCycle);
            }
            if interposable(next.node.linkage) {
                return Some(ValidCheck::AliasInterposable);
            }
            (arena, text, value) = (next.arena, next.text, next.node.target.value);
            continue;
        }
        let (definition, linkage) = definition_of(env, &name)?;
        // An `available_externally` alias may point to an `available_externally` body;
        // any other alias needs a definition the linker keeps.
        let kept = definition && (available_externally || linkage != Linkage::AvailableExternally);
        return (!kept).then_some(ValidCheck::AliasDeclaration);
    }
    None
}

/// The global a constant names, through the first operand of constant expressions.
fn base_global(arena: &ir::Arena, text: &str, v: ValueId, depth: u32) -> Option<String> {
    if depth > 16 {
        return None;
    }
    match &arena.values.get(v.0 as usize)?.kind {
        ValueKind::Global(n) => Some(n.text(text).into_owned()),
        ValueKind::ConstExpr(e) => {
            base_global(arena, text, arena[e.operands].first()?.value, depth + 1)
        }
        _ => None,
    }
}

/// Whether the function or variable `name` is defined, and its linkage; `None` when the
/// module has neither (the parser refuses the reference).
fn definition_of(env: &Env, name: &str) -> Option<(bool, Linkage)> {
    if let Some(h) = env.facts.headers.get(name) {
        return Some((h.is_definition, h.linkage));
    }
    let g = env.facts.context.global(name)?;
    Some((g.node.init.is_some(), g.node.linkage))
}

/// The linkage of the global value `name` (function, variable or alias).
fn linkage_of(
    env: &Env,
    by_name: &FxHashMap<String, ItemRef<'_, ir::Alias>>,
    name: &str,
) -> Option<Linkage> {
    if let Some(a) = by_name.get(name) {
        return Some(a.node.linkage);
    }
    definition_of(env, name).map(|(_, l)| l)
}

/// LLVM's `GlobalValue::isInterposableLinkage`: a definition another module may replace.
fn interposable(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
    )
}

/// A type with the arena and text it lives in, named structs resolved through the context.
struct Resolved<'m> {
    arena: &'m ir::Arena,
    text: &'m str,
    id: TypeId,
}

impl Resolved<'_> {
    fn ty(&self) -> &Type {
        &self.arena[self.id]
    }
}

/// `ty` with a named struct (`%T`) replaced by its body (a few levels: `%A = type %B` is not
/// written, but a malformed module must not loop).
fn resolve<'m>(m: &'m ir::Module, arena: &'m ir::Arena, text: &'m str, ty: TypeId) -> Resolved<'m> {
    let mut r = Resolved {
        arena,
        text,
        id: ty,
    };
    for _ in 0..8 {
        let Type::Named(n) = r.ty() else { break };
        let Some(def) = m.named_type(&n.text(r.text)) else {
            break;
        };
        r = Resolved {
            arena: def.arena,
            text: def.text,
            id: def.node.ty,
        };
    }
    r
}

/// LLVM's `Constant::isNullValue`: integer and `false` zero, positive floating-point zero,
/// `null`, `zeroinitializer`, and aggregates of those; `undef` and `poison` are not.
fn is_null_value(arena: &ir::Arena, text: &str, v: ValueId) -> bool {
    let Some(val) = arena.values.get(v.0 as usize) else {
        return false;
    };
    match &val.kind {
        ValueKind::Int(_) => arena.const_int(v) == Some(0),
        ValueKind::Bool(b) => !b,
        ValueKind::Null | ValueKind::ZeroInitializer => true,
        ValueKind::Float(_) => positive_zero(val.span.text(text)),
        ValueKind::Array(items)
        | ValueKind::Vector(items)
        | ValueKind::Struct { fields: items, .. } => arena[*items]
            .iter()
            .all(|i| is_null_value(arena, text, i.value)),
        ValueKind::CString(s) => ir::unescape_bytes(s.raw(text)).iter().all(|b| *b == 0),
        _ => false,
    }
}

/// Is a floating-point literal `+0.0` (decimal, or LLVM's hexadecimal `0x…` forms, whose
/// zero is all zero digits after the prefix)?
fn positive_zero(lit: &str) -> bool {
    if let Some(hex) = lit.strip_prefix("0x") {
        // `0xH0000`, `0xK…`, `0xL…`, `0xM…`, `0xR…`: a kind letter, then the bits.
        let bits =
            hex.trim_start_matches(|c: char| c.is_ascii_uppercase() && !c.is_ascii_hexdigit());
        return bits.bytes().all(|b| b == b'0');
    }
    !lit.starts_with('-') && lit.parse::<f64>().is_ok_and(|f| f == 0.0)
}

#[cfg(test)]
mod tests {
    use super::positive_zero;

    #[test]
    fn only_positive_zero_literals_are_null() {
        for zero in [
            "0.0",
            "0.000000e+00",
            "0x0000000000000000",
            "0xH0000",
            "0xK00000000000000000000",
        ] {
            assert!(positive_zero(zero), "{zero}");
        }
        for other in [
            "-0.0",
            "0x8000000000000000",
            "0xH8000",
            "1.0",
            "0x3FF0000000000000",
        ] {
            assert!(!positive_zero(other), "{other}");
        }
    }
}
