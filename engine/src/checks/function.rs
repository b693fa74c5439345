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

use tablegen::model::{
    Callee, Check, FunctionCond, FunctionProp, GlobalCond, GlobalKind, LaunchCond, Rule,
};

use super::module::{identifier_ok, linkage_keyword};
use super::support;
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::facts::LaunchInfo;
use crate::ir::{self, AttrKind, Span, Type, ValueKind};

pub fn check(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let f = input.function;
    let text = input.text;
    let name = f.name.text(text);
    let name_span = range(f.name.span);
    let plan = support::plan(env);
    // Names and linkage of every function, declarations included.
    for rule in support::rules(env, &plan.global) {
        for part in support::parts(&rule.check) {
            let Check::Global { of, when } = part else {
                continue;
            };
            if of.contains(&GlobalKind::Function) && when.iter().all(|c| global_cond(c, input)) {
                let linkage = linkage_keyword(f.linkage);
                out.push(
                    support::diagnostic(
                        env,
                        rule,
                        name_span.clone(),
                        &[
                            ("function", &name),
                            ("global", &name),
                            ("name", &name),
                            ("linkage", linkage),
                        ],
                    )
                    .in_function(name.as_ref()),
                );
            }
        }
    }
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
    for rule in support::rules(env, &plan.function) {
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
    let launch = env.facts.launch.get(&*name);
    if let Some(l) = launch {
        for rule in support::rules(env, &plan.launch) {
            if !support::requirement_unmet(env, rule) {
                continue;
            }
            for part in support::parts(&rule.check) {
                if let Check::Launch(conds) = part {
                    each_launch_match(&cx, l, conds, &mut Found::default(), &mut |found| {
                        let mut args: Vec<(&str, &str)> = vec![("function", &name)];
                        args.extend(found.args.iter().map(|(k, v)| (*k, v.as_str())));
                        out.push(
                            support::diagnostic(env, rule, name_span.clone(), &args)
                                .in_function(name.as_ref()),
                        );
                    });
                }
            }
        }
    }
    for rule in support::rules(env, &plan.call) {
        for part in support::parts(&rule.check) {
            if let Check::Call {
                callee: Callee::Kernel,
                ..
            } = part
            {
                kernel_calls(env, input, rule, &name, out);
            }
        }
    }
}

/// A global-value condition on a function (the variable-only conditions never hold).
fn global_cond(c: &GlobalCond, input: &FunctionInput) -> bool {
    let f = input.function;
    let name = f.name.text(input.text);
    let section = f.section.map(|s| s.value(input.text));
    match c {
        GlobalCond::Linkage(l) => linkage_keyword(f.linkage) == &**l,
        GlobalCond::Named(n) => *name == **n,
        GlobalCond::NameNotMatching {
            first_mask,
            rest_mask,
            ..
        } => !identifier_ok(&name, first_mask, rest_mask),
        GlobalCond::NotInSection(list) => !section.is_some_and(|s| list.iter().any(|a| **a == *s)),
        GlobalCond::SectionNotIn(list) => section.is_some_and(|s| !list.iter().any(|a| **a == *s)),
        GlobalCond::SectionNotPrefixed(list) => {
            section.is_some_and(|s| !list.iter().any(|a| s.starts_with(&**a)))
        }
        GlobalCond::AddrSpaceIn(_)
        | GlobalCond::AddrSpaceNotIn(_)
        | GlobalCond::Initialized
        | GlobalCond::TextureOrSurface
        | GlobalCond::TypeNot(_) => false,
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
        FunctionCond::ReturnsValue => {
            if !matches!(arena.types.get(func.ret_ty.0 as usize), Some(Type::Void)) {
                next(found)
            }
        }
        FunctionCond::HasParams => {
            if !func.params.is_empty() {
                next(found)
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

/// Calls `f` once for every way all of `conds` hold on the launch record `l`.
fn each_launch_match(
    cx: &FunctionCx,
    l: &LaunchInfo,
    conds: &[LaunchCond],
    found: &mut Found,
    f: &mut dyn FnMut(&Found),
) {
    let Some((cond, rest)) = conds.split_first() else {
        f(found);
        return;
    };
    let mut next = |found: &Found| each_launch_match(cx, l, rest, &mut found.clone(), f);
    let set = |key: &str| dims(l, key).is_some() || l.get(key).is_some();
    match cond {
        LaunchCond::AnySet(keys) => {
            if keys.iter().any(|k| set(k)) {
                next(found)
            }
        }
        LaunchCond::NotAllSet(keys) => {
            if !keys.iter().all(|k| set(k)) {
                next(found)
            }
        }
        LaunchCond::Enabled(key) => {
            if l.get(key).is_some_and(|v| v != 0) {
                next(found)
            }
        }
        LaunchCond::Equals { key, value } => {
            if l.get(key) == Some(i128::from(*value)) {
                next(found)
            }
        }
        LaunchCond::PartlyZero(key) => {
            if let Some(d) = dims(l, key) {
                let zero = d.contains(&Some(0));
                let non_zero = d.iter().any(|d| matches!(d, Some(v) if *v != 0));
                if zero && non_zero {
                    next(found)
                }
            }
        }
        LaunchCond::NotKernel => {
            if !cx.is_kernel() {
                next(found)
            }
        }
        LaunchCond::OnTarget { gate, .. } => {
            if support::gate_met(cx.env, *gate) {
                next(found)
            }
        }
        LaunchCond::DimsOutside { key, max, total } => {
            launch_dims(l, key, max, *total, &mut |k, v, m| {
                next(&found.with(
                    None,
                    &[
                        ("key", k.to_string()),
                        ("value", v.to_string()),
                        ("max", m.to_string()),
                        ("total", total.to_string()),
                    ],
                ))
            });
        }
        LaunchCond::ValueOutside { key, min, max } => {
            let bounds = [("min", min.to_string()), ("max", max.to_string())];
            if let Some(v) = l.get(key) {
                if v < *min as i128 || v > *max as i128 {
                    let mut args = vec![("key", key.to_string()), ("value", v.to_string())];
                    args.extend(bounds.iter().cloned());
                    next(&found.with(None, &args));
                }
            }
            for (attr, value) in malformed(l, key) {
                let mut args = vec![("key", attr.to_string()), ("value", format!("{value:?}"))];
                args.extend(bounds.iter().cloned());
                next(&found.with(None, &args));
            }
        }
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

/// [`LaunchInfo::dims`] without allocating: the `x`, `y`, `z` values of `prefix`, if any is set.
fn dims(l: &LaunchInfo, prefix: &str) -> Option<[Option<i128>; 3]> {
    let mut buf = [0u8; 64];
    let n = prefix.len();
    if n + 1 > buf.len() {
        return l.dims(prefix);
    }
    buf[..n].copy_from_slice(prefix.as_bytes());
    let d = [b'x', b'y', b'z'].map(|axis| {
        buf[n] = axis;
        std::str::from_utf8(&buf[..=n])
            .ok()
            .and_then(|key| l.get(key))
    });
    d.iter().any(Option::is_some).then_some(d)
}

/// Malformed `"nvvm.<key>"` attribute values: (attribute, value).
fn malformed<'l>(l: &'l LaunchInfo, key: &'l str) -> impl Iterator<Item = (&'l str, &'l str)> + 'l {
    l.malformed
        .iter()
        .filter(move |(a, _)| a.strip_prefix("nvvm.") == Some(key))
        .map(|(a, v)| (a.as_str(), v.as_str()))
}

/// Each dimension of `key` in `1..=max[i]`, their product at most `total`, and no malformed
/// attribute value; `report(key, value, max)` for each violation.
fn launch_dims(
    l: &LaunchInfo,
    key: &str,
    max: &[u32],
    total: u32,
    report: &mut dyn FnMut(&str, &str, &str),
) {
    let all_max = max.iter().map(u32::to_string).collect::<Vec<_>>().join("/");
    for (attr, value) in malformed(l, key) {
        report(attr, &format!("{value:?}"), &all_max);
    }
    let Some(dims) = dims(l, key) else { return };
    let mut in_range = true;
    for (i, (axis, d)) in ["x", "y", "z"].iter().zip(dims).enumerate() {
        let Some(v) = d else { continue };
        let Some(&limit) = max.get(i) else { continue };
        if v < 1 || v > limit as i128 {
            in_range = false;
            report(&format!("{key}{axis}"), &v.to_string(), &limit.to_string());
        }
    }
    let product = dims
        .iter()
        .map(|d| d.unwrap_or(1))
        .fold(1i128, |a, b| a.saturating_mul(b));
    if in_range && product > total as i128 {
        let value = dims
            .iter()
            .map(|d| d.unwrap_or(1).to_string())
            .collect::<Vec<_>>()
            .join(",");
        report(key, &value, &all_max);
    }
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
                    report(range(a.span), &kw);
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
                            report(range(a.span), &kw);
                        }
                    }
                }
            }
            AttrKind::Str { .. } => {}
        }
    }
}

/// Calls whose direct callee is a kernel.
fn kernel_calls(
    env: &Env,
    input: &FunctionInput,
    rule: &Rule,
    function: &str,
    out: &mut Vec<Diagnostic>,
) {
    let Some(body) = &input.function.body else {
        return;
    };
    let arena = &input.item.arena;
    for inst in &body.insts {
        let Some(call) = inst.call_site() else {
            continue;
        };
        let Some(value) = arena.values.get(call.callee.0 as usize) else {
            continue;
        };
        let ValueKind::Global(callee) = &value.kind else {
            continue;
        };
        let callee = callee.text(input.text);
        if env.facts.is_kernel(&callee) {
            out.push(
                support::diagnostic(
                    env,
                    rule,
                    range(inst.span),
                    &[("function", function), ("callee", &callee)],
                )
                .in_function(function),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(pairs: &[(&str, i128)], malformed: &[(&str, &str)]) -> LaunchInfo {
        LaunchInfo {
            values: pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
            malformed: malformed
                .iter()
                .map(|(a, v)| (a.to_string(), v.to_string()))
                .collect(),
        }
    }

    fn violations(l: &LaunchInfo) -> Vec<String> {
        let mut found = Vec::new();
        launch_dims(l, "maxntid", &[1024, 1024, 64], 1024, &mut |k, v, m| {
            found.push(format!("{k}={v}<={m}"))
        });
        found
    }

    #[test]
    fn launch_dimensions_are_bounded_each_and_in_total() {
        assert!(violations(&info(&[("maxntidx", 1024)], &[])).is_empty());
        assert!(violations(&info(&[("maxntidx", 32), ("maxntidy", 32)], &[])).is_empty());
        assert_eq!(
            violations(&info(&[("maxntidx", 1025)], &[])),
            ["maxntidx=1025<=1024"]
        );
        assert_eq!(
            violations(&info(&[("maxntidx", 0), ("maxntidz", 65)], &[])),
            ["maxntidx=0<=1024", "maxntidz=65<=64"]
        );
        assert_eq!(
            violations(&info(
                &[("maxntidx", 32), ("maxntidy", 32), ("maxntidz", 2)],
                &[]
            )),
            ["maxntid=32,32,2<=1024/1024/64"]
        );
        assert_eq!(
            violations(&info(&[], &[("nvvm.maxntid", "1;2")])),
            ["nvvm.maxntid=\"1;2\"<=1024/1024/64"]
        );
        assert!(violations(&info(&[], &[("nvvm.reqntid", "1;2")])).is_empty());
    }

    fn header_spans(text: &str) -> (Option<String>, Option<String>) {
        let (item, _) = ir::parse_item(text, ir::ItemKind::Define);
        let ir::ItemData::Function(function) = &item.data else {
            panic!("not a function")
        };
        let input = FunctionInput {
            text,
            item: &item,
            function,
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
