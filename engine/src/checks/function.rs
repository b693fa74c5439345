//! Function-level checks (NV3xxx, and the NV2xxx name/linkage rules for functions):
//! rejected attributes, parameter attributes, narrow integers, section/align/prefix/
//! prologue/personality/gc, entry and exit handlers, cluster and launch-bound properties,
//! calls to kernels and misplaced `nvvm.grid_constant`.
//!
//! Spans are relative to the function item's text. Launch and cluster properties come
//! from [`crate::facts::ModuleFacts::launch`], which normalises the `!nvvm.annotations` and
//! the `"nvvm.*"` attribute spellings; kernel identity is [`crate::facts::ModuleFacts::is_kernel`].
//! Properties that live elsewhere (an annotation, an attribute group) are reported at the
//! function's name.

use std::ops::Range;

use tablegen::model::{Check, FunctionCond, FunctionProp, ParamTypeClass};

use super::support;
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{self, AttrKind, Span, Type};

pub fn check(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let f = input.function;
    let text = input.text;
    let name = f.name.text(text);
    let name_span = range(f.name.span);
    let plan = support::plan(env);
    if !f.is_definition {
        return;
    }
    let cx = FunctionCx {
        env,
        input,
        name: &name,
        name_span: name_span.clone(),
        is_kernel: std::cell::OnceCell::new(),
    };
    let rules = super::instructions::module_rules(env, |b| &b.function_rules, &plan.function);
    for rule in rules {
        for part in support::parts(&rule.check) {
            if let Check::Function(conds) = part {
                let mut found = Found::default();
                each_function_match(&cx, conds, &mut found, &mut |found| {
                    let span = found.span.clone().unwrap_or_else(|| name_span.clone());
                    let mut args: Vec<(&str, &str)> = vec![("function", &name)];
                    args.extend(found.args.iter().map(|(k, v)| (*k, v.as_str())));
                    out.push(
                        support::diagnostic(env, rule, span, &args).in_function(name.as_ref()),
                    );
                });
            }
        }
    }
}

/// What the function conditions share while they are matched.
struct FunctionCx<'a, 'e> {
    env: &'a Env<'e>,
    input: &'a FunctionInput<'a>,
    name: &'a str,
    name_span: Range<u32>,
    is_kernel: std::cell::OnceCell<bool>,
}

impl FunctionCx<'_, '_> {
    fn is_kernel(&self) -> bool {
        *self
            .is_kernel
            .get_or_init(|| self.env.facts.is_kernel(self.name))
    }
}

/// One way the conditions of a rule hold so far: its site, the parameter it is about, and
/// the placeholders it binds.
#[derive(Default, Clone)]
struct Found {
    span: Option<Range<u32>>,
    param: Option<usize>,
    args: Vec<(&'static str, String)>,
}

impl Found {
    fn with(&self, span: Option<Range<u32>>, args: &[(&'static str, String)]) -> Found {
        let mut f = self.clone();
        if span.is_some() {
            f.span = span;
        }
        f.args.extend(args.iter().cloned());
        f
    }
}

/// Calls `f` once for every way all of `conds` hold, each condition refining `found`.
fn each_function_match(
    cx: &FunctionCx,
    conds: &[FunctionCond],
    found: &mut Found,
    f: &mut dyn FnMut(&Found),
) {
    let Some((cond, rest)) = conds.split_first() else {
        f(found);
        return;
    };
    let input = cx.input;
    let func = input.function;
    let text = input.text;
    let arena = &input.item.arena;
    let mut next = |found: &Found| each_function_match(cx, rest, &mut found.clone(), f);
    match cond {
        FunctionCond::Attribute(names) => {
            rejected_attributes(cx.env, input, names, &mut |span, attribute| {
                next(&found.with(Some(span), &[("attribute", attribute.to_string())]))
            });
        }
        FunctionCond::ParamAttribute(attr) => {
            for (i, p) in arena[func.params].iter().enumerate() {
                for a in &arena[p.attrs] {
                    if a.is_keyword(text, attr) || a.is_str(text, attr) {
                        let mut m = found.with(
                            Some(range(a.span)),
                            &[
                                ("param", (i + 1).to_string()),
                                ("attribute", attr.to_string()),
                            ],
                        );
                        m.param = Some(i);
                        next(&m);
                    }
                }
            }
        }
        FunctionCond::ParamAlso(attr) => {
            let Some(i) = found.param else { return };
            let Some(p) = arena[func.params].get(i) else {
                return;
            };
            if arena[p.attrs]
                .iter()
                .any(|a| a.is_keyword(text, attr) || a.is_str(text, attr))
            {
                next(found);
            }
        }
        FunctionCond::NarrowIntParam(min_bits) => {
            for (i, p) in arena[func.params].iter().enumerate() {
                if let Some(w) = narrow(input, p.ty, *min_bits) {
                    if !has_ext(input, p.attrs) {
                        let mut m = found.with(
                            Some(range(p.span)),
                            &[("param", (i + 1).to_string()), ("type", format!("i{w}"))],
                        );
                        m.param = Some(i);
                        next(&m);
                    }
                }
            }
        }
        FunctionCond::NarrowIntReturn(min_bits) => {
            if let Some(w) = narrow(input, func.ret_ty, *min_bits) {
                if !has_ext(input, func.ret_attrs) {
                    let span = token_before(text, func.name.span.start)
                        .unwrap_or_else(|| cx.name_span.clone());
                    next(&found.with(Some(span), &[("type", format!("i{w}"))]));
                }
            }
        }
        FunctionCond::Has(prop) => {
            let value_span =
                |tv: &ir::TypedValue| non_empty(range(arena[tv.value].span), &cx.name_span);
            let hit: Option<(Range<u32>, &'static str, String)> = match prop {
                FunctionProp::Section => func.section.map(|s| {
                    (
                        non_empty(range(s.span), &cx.name_span),
                        "section",
                        s.value(text).into_owned(),
                    )
                }),
                FunctionProp::Align => func.align.map(|a| {
                    (
                        align_span(input).unwrap_or_else(|| cx.name_span.clone()),
                        "align",
                        a.to_string(),
                    )
                }),
                FunctionProp::PrefixData => func
                    .prefix
                    .as_ref()
                    .map(|tv| (value_span(tv), "", String::new())),
                FunctionProp::PrologueData => func
                    .prologue
                    .as_ref()
                    .map(|tv| (value_span(tv), "", String::new())),
                FunctionProp::Personality => func
                    .personality
                    .as_ref()
                    .map(|tv| (value_span(tv), "", String::new())),
                FunctionProp::Gc => func
                    .gc
                    .map(|s| (non_empty(range(s.span), &cx.name_span), "", String::new())),
            };
            if let Some((span, key, value)) = hit {
                let args = if key.is_empty() {
                    vec![]
                } else {
                    vec![(key, value)]
                };
                next(&found.with(Some(span), &args));
            }
        }
        FunctionCond::Kernel => {
            if cx.is_kernel() {
                next(found)
            }
        }
        FunctionCond::Annotated(key) => {
            let launch = cx.env.facts.launch.get(cx.name);
            if launch.and_then(|l| l.get(key)).is_some_and(|v| v != 0) {
                next(found)
            }
        }
        FunctionCond::AnnotatedParam(key) => {
            let params = &arena[func.params];
            for &n in cx.env.facts.annotation_values(cx.name, key) {
                // 1-based; an index past the parameters binds no parameter (ParamAlso fails).
                let i = usize::try_from(n - 1).unwrap_or(usize::MAX);
                let span = params.get(i).map_or_else(
                    || cx.name_span.clone(),
                    |p| non_empty(range(p.span), &cx.name_span),
                );
                let mut m = found.with(Some(span), &[("param", n.to_string())]);
                m.param = Some(i);
                next(&m);
            }
        }
        FunctionCond::ReturnsValue => {
            if !matches!(arena.types.get(func.ret_ty.0 as usize), Some(Type::Void)) {
                next(found)
            }
        }
        FunctionCond::ReturnsDefinedValue => {
            let Some(body) = &func.body else { return };
            for inst in &body.insts {
                let ir::InstKind::Ret(Some(tv)) = &inst.kind else {
                    continue;
                };
                let dropped = matches!(
                    arena.values.get(tv.value.0 as usize).map(|v| &v.kind),
                    Some(ir::ValueKind::Undef | ir::ValueKind::Poison)
                );
                if !dropped {
                    let span = non_empty(range(arena[tv.value].span), &cx.name_span);
                    next(&found.with(Some(span), &[]));
                }
            }
        }
        FunctionCond::HasParams => {
            if !func.params.is_empty() {
                next(found)
            }
        }
        FunctionCond::ParamType(class) => {
            for (i, p) in arena[func.params].iter().enumerate() {
                // An empty type is judged as written: a `byval` parameter passes a pointer.
                let (ty, hit) = if *class == ParamTypeClass::Empty {
                    (p.ty, is_empty_type(cx.env, arena, text, p.ty, 0))
                } else {
                    let ty = passed_type(input, p);
                    (ty, type_has_class(cx.env, arena, text, ty, *class, 0))
                };
                if hit {
                    let mut m = found.with(
                        Some(non_empty(range(p.span), &cx.name_span)),
                        &[
                            ("param", (i + 1).to_string()),
                            ("index", i.to_string()),
                            ("type", arena.display_type(text, ty)),
                        ],
                    );
                    m.param = Some(i);
                    next(&m);
                }
            }
        }
        FunctionCond::Unless(conds) => {
            let mut all = false;
            each_function_match(cx, conds, &mut found.clone(), &mut |_| all = true);
            if !all {
                next(found)
            }
        }
    }
}

/// The type a parameter passes: a `byval` parameter's pointee (`byval(T)`, or the typed
/// pointer's pointee), else the parameter's type.
fn passed_type(input: &FunctionInput, p: &ir::Param) -> ir::TypeId {
    let arena = &input.item.arena;
    for a in &arena[p.attrs] {
        if let AttrKind::Keyword { name, arg } = a.kind {
            if name.text(input.text) == "byval" {
                if let ir::AttrArg::Type(t) = arg {
                    return t;
                }
                if let Some(Type::TypedPtr { pointee, .. }) = arena.types.get(p.ty.0 as usize) {
                    return *pointee;
                }
            }
        }
    }
    p.ty
}

/// Does `ty` have no bits: `{}`, `[0 x T]`, or an aggregate of only such types (LLVM's
/// `ComputeValueVTs` finds no value in it)?
fn is_empty_type(env: &Env, arena: &ir::Arena, text: &str, ty: ir::TypeId, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match arena.types.get(ty.0 as usize) {
        Some(Type::Array { len, elem }) => {
            *len == 0 || is_empty_type(env, arena, text, *elem, depth + 1)
        }
        Some(Type::Struct { fields, .. }) => arena[*fields]
            .iter()
            .all(|f| is_empty_type(env, arena, text, *f, depth + 1)),
        Some(Type::Named(name)) => {
            let name = name.text(text);
            env.facts
                .context
                .named_type(&name)
                .is_some_and(|def| is_empty_type(env, def.arena, def.text, def.node.ty, depth + 1))
        }
        _ => false,
    }
}

/// Is `ty` (named structs resolved through the module) of `class`, or an aggregate holding one?
fn type_has_class(
    env: &Env,
    arena: &ir::Arena,
    text: &str,
    ty: ir::TypeId,
    class: ParamTypeClass,
    depth: u32,
) -> bool {
    if depth > 16 {
        return false;
    }
    match arena.types.get(ty.0 as usize) {
        Some(Type::Opaque) => class == ParamTypeClass::Opaque,
        Some(Type::Float(ir::FloatKind::X86Fp80)) => class == ParamTypeClass::X86Fp80,
        Some(Type::Vector { scalable, elem, .. }) => {
            (*scalable && class == ParamTypeClass::Scalable)
                || type_has_class(env, arena, text, *elem, class, depth + 1)
        }
        Some(Type::Array { elem, .. }) => type_has_class(env, arena, text, *elem, class, depth + 1),
        Some(Type::Struct { fields, .. }) => arena[*fields]
            .iter()
            .any(|f| type_has_class(env, arena, text, *f, class, depth + 1)),
        Some(Type::Named(name)) => {
            let name = name.text(text);
            env.facts.context.named_type(&name).is_some_and(|def| {
                type_has_class(env, def.arena, def.text, def.node.ty, class, depth + 1)
            })
        }
        _ => false,
    }
}

fn range(span: Span) -> Range<u32> {
    span.start..span.end
}

/// `span`, or `fallback` when `span` is empty.
fn non_empty(span: Range<u32>, fallback: &Range<u32>) -> Range<u32> {
    if span.is_empty() {
        fallback.clone()
    } else {
        span
    }
}

/// The whitespace-delimited token that ends right before `at` (skipping the `@` sigil):
/// the return type in `define i16 @f(…)`.
fn token_before(text: &str, at: u32) -> Option<Range<u32>> {
    let head = text.get(..at as usize)?.strip_suffix('@')?.trim_end();
    let start = head.rfind(char::is_whitespace).map_or(0, |i| i + 1);
    (start < head.len()).then_some(start as u32..head.len() as u32)
}

/// The function-level `align N` after the parameter list.
fn align_span(input: &FunctionInput) -> Option<Range<u32>> {
    let f = input.function;
    let params_end = input.item.arena[f.params]
        .last()
        .map_or(f.name.span.end, |p| p.span.end);
    let header = input.text.get(..f.header_span.end as usize)?;
    let close = params_end as usize + header.get(params_end as usize..)?.find(')')?;
    let rest = header.get(close..)?;
    let mut offset = 0;
    while let Some(i) = rest[offset..].find("align") {
        let at = offset + i;
        let before_ok = rest[..at].ends_with(char::is_whitespace);
        let after = &rest[at + 5..];
        if before_ok && after.starts_with(|c: char| c.is_whitespace() || c == '(' || c == '=') {
            let digits = after.trim_start_matches([' ', '\t', '(', '=']);
            let len = digits.len()
                - digits
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            let end = (rest.len() - digits.len()) + len;
            return Some((close + at) as u32..(close + end) as u32);
        }
        offset = at + 5;
    }
    None
}

/// The width of an integer type narrower than `min_bits`.
fn narrow(input: &FunctionInput, ty: ir::TypeId, min_bits: u32) -> Option<u32> {
    match input.item.arena.types.get(ty.0 as usize)? {
        Type::Int(w) if *w < min_bits => Some(*w),
        _ => None,
    }
}

/// The attribute list has `signext` or `zeroext`.
fn has_ext(input: &FunctionInput, attrs: ir::List<ir::Attribute>) -> bool {
    input.item.arena[attrs]
        .iter()
        .any(|a| a.is_keyword(input.text, "signext") || a.is_keyword(input.text, "zeroext"))
}

/// Attributes of `names` on the function, inline or through `#N` groups (reported at the `#N`).
fn rejected_attributes(
    env: &Env,
    input: &FunctionInput,
    names: &[tablegen::model::Str],
    report: &mut dyn FnMut(Range<u32>, &str),
) {
    let arena = &input.item.arena;
    for a in &arena[input.function.fn_attrs] {
        match a.kind {
            AttrKind::Keyword { name, .. } => {
                let kw = name.text(input.text);
                if names.iter().any(|n| **n == *kw) {
                    report(range(a.span), kw);
                }
            }
            AttrKind::GroupRef(n) => {
                let Some(group) = env.facts.context.attr_group(n) else {
                    continue;
                };
                for g in &group.arena[group.node.attrs] {
                    if let AttrKind::Keyword { name, .. } = g.kind {
                        let kw = name.text(group.text);
                        if names.iter().any(|n| **n == *kw) {
                            report(range(a.span), kw);
                        }
                    }
                }
            }
            AttrKind::Str { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_spans(text: &str) -> (Option<String>, Option<String>) {
        let (item, _) = ir::parse_item(text, ir::ItemKind::Define);
        let ir::ItemData::Function(function) = &item.data else {
            panic!("not a function")
        };
        let input = FunctionInput {
            text,
            item: &item,
            function,
            redefines: false,
            follows_variable: false,
        };
        let slice = |r: Range<u32>| text[r.start as usize..r.end as usize].to_owned();
        (
            align_span(&input).map(slice),
            token_before(text, function.name.span.start).map(slice),
        )
    }

    #[test]
    fn return_type_and_function_alignment_spans() {
        let (align, ret) = header_spans(
            "define internal i16 @f(ptr align 8 %p, i32 %n) align 16 {\nentry:\n  ret i16 0\n}",
        );
        assert_eq!(align.as_deref(), Some("align 16"));
        assert_eq!(ret.as_deref(), Some("i16"));
        let (align, ret) = header_spans("define i8 @\"q.x\"() #0 align 4 {\nentry:\n  ret i8 0\n}");
        assert_eq!(align.as_deref(), Some("align 4"));
        assert_eq!(ret.as_deref(), Some("i8"));
        let (align, _) = header_spans("define void @g(ptr align 4 %p) {\nentry:\n  ret void\n}");
        assert_eq!(align, None);
    }
}
