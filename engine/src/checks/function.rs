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

use tablegen::model::{Check, EntryRequirement, EntryRole, FunctionProp, Rule};

use super::instructions::support;
use super::module::{identifier_ok, linkage_keyword, CharClass};
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::facts::LaunchInfo;
use crate::ir::{self, AttrKind, Span, Type, ValueKind};

pub fn check(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let f = input.function;
    let text = input.text;
    let name = f.name.text(text);
    let name_span = range(f.name.span);
    let launch = env.facts.launch.get(&*name);
    // Several rules ask; the lookup (a search over the kernels' names) is made once.
    let is_kernel = std::cell::OnceCell::new();
    let is_kernel = || *is_kernel.get_or_init(|| env.facts.is_kernel(&name));
    for rule in support::rules_in(env, "NV2", "NV4") {
        let mut emit = |span: Range<u32>, args: &[(&str, &str)]| {
            let mut all: Vec<(&str, &str)> = Vec::with_capacity(args.len() + 1);
            all.push(("function", &name));
            all.extend_from_slice(args);
            out.push(support::diagnostic(env, rule, span, &all).in_function(name.as_ref()));
        };
        match &rule.check {
            // --- names and linkage of every function, declarations included -------------------
            Check::Linkage(linkage) if linkage_keyword(f.linkage) == &**linkage => {
                emit(
                    name_span.clone(),
                    &[("global", &name), ("linkage", linkage)],
                );
            }
            Check::IdentifierName { first, rest }
                if !identifier_ok(&name, &CharClass::cached(first), &CharClass::cached(rest)) =>
            {
                emit(name_span.clone(), &[("name", &name), ("global", &name)]);
            }
            _ if !f.is_definition => {}
            // --- definitions -----------------------------------------------------------------
            Check::FunctionAttribute(names) => {
                rejected_attributes(env, input, rule, names, &name, out)
            }
            Check::ParamAttribute(attr) => {
                for (i, p) in input.item.arena[f.params].iter().enumerate() {
                    for a in &input.item.arena[p.attrs] {
                        if a.is_keyword(text, attr) {
                            let index = (i + 1).to_string();
                            emit(range(a.span), &[("param", &index), ("attribute", attr)]);
                        }
                    }
                }
            }
            Check::NarrowIntParam { min_bits } => {
                let mut count = 0;
                for (i, p) in input.item.arena[f.params].iter().enumerate() {
                    if let Some(w) = narrow(input, p.ty, *min_bits) {
                        if !has_ext(input, p.attrs) {
                            let (index, ty) = ((i + 1).to_string(), format!("i{w}"));
                            emit(range(p.span), &[("param", &index), ("type", &ty)]);
                            count += 1;
                        }
                    }
                }
                for d in out.iter_mut().rev().take(count) {
                    d.help = Some("mark the parameter `zeroext` or `signext`".into());
                }
            }
            Check::NarrowIntReturn { min_bits } => {
                if let Some(w) = narrow(input, f.ret_ty, *min_bits) {
                    if !has_ext(input, f.ret_attrs) {
                        let ty = format!("i{w}");
                        let span = token_before(text, f.name.span.start)
                            .unwrap_or_else(|| name_span.clone());
                        emit(span, &[("type", &ty)]);
                        if let Some(d) = out.last_mut() {
                            d.help = Some("mark the return value `zeroext` or `signext`".into());
                        }
                    }
                }
            }
            Check::FunctionProperty(prop) => {
                let arena = &input.item.arena;
                let value_span =
                    |tv: &ir::TypedValue| non_empty(range(arena[tv.value].span), &name_span);
                match prop {
                    FunctionProp::Section => {
                        if let Some(s) = f.section {
                            let section = s.value(text);
                            emit(
                                non_empty(range(s.span), &name_span),
                                &[("section", &section)],
                            );
                        }
                    }
                    FunctionProp::Align => {
                        if let Some(a) = f.align {
                            let span = align_span(input).unwrap_or_else(|| name_span.clone());
                            emit(span, &[("align", &a.to_string())]);
                        }
                    }
                    FunctionProp::PrefixData => {
                        if let Some(tv) = &f.prefix {
                            emit(value_span(tv), &[]);
                        }
                    }
                    FunctionProp::PrologueData => {
                        if let Some(tv) = &f.prologue {
                            emit(value_span(tv), &[]);
                        }
                    }
                    FunctionProp::Personality => {
                        if let Some(tv) = &f.personality {
                            emit(value_span(tv), &[]);
                        }
                    }
                    FunctionProp::Gc => {
                        if let Some(s) = f.gc {
                            emit(non_empty(range(s.span), &name_span), &[]);
                        }
                    }
                }
            }
            Check::EntrySignature { role, require } => {
                let applies = match role {
                    EntryRole::Kernel => is_kernel(),
                    EntryRole::Annotated(key) => {
                        launch.and_then(|l| l.get(key)).is_some_and(|v| v != 0)
                    }
                };
                let violated = applies
                    && match require {
                        EntryRequirement::VoidReturn => !matches!(
                            input.item.arena.types.get(f.ret_ty.0 as usize),
                            Some(Type::Void)
                        ),
                        EntryRequirement::NoParams => !f.params.is_empty(),
                    };
                if violated {
                    emit(name_span.clone(), &[]);
                }
            }
            Check::ClusterTarget(reqs)
                if launch.is_some_and(has_cluster) && !support::requirement_met(env, reqs) =>
            {
                let required = support::describe_requirement(reqs);
                out.push(
                    support::diagnostic(
                        env,
                        rule,
                        name_span.clone(),
                        &[("function", &name), ("required", &required)],
                    )
                    .in_function(name.as_ref())
                    .with_requirement(format!(
                        "requires {required}; target is {}",
                        env.config.target
                    )),
                );
                let atom = reqs
                    .first()
                    .and_then(|r| r.sm.first())
                    .filter(|a| **a != "any");
                if let (Some(atom), Some(d)) = (atom, out.last_mut()) {
                    d.help = Some(format!(
                        "verify for {atom} (--target {atom}), or remove the cluster properties"
                    ));
                }
            }
            Check::ClusterKernelOnly if launch.is_some_and(has_cluster) && !is_kernel() => {
                emit(name_span.clone(), &[]);
            }
            Check::ClusterZeroDims => {
                if let Some(dims) = launch.and_then(|l| dims(l, "cluster_dim_")) {
                    let zero = dims.contains(&Some(0));
                    let non_zero = dims.iter().any(|d| matches!(d, Some(v) if *v != 0));
                    if zero && non_zero {
                        emit(name_span.clone(), &[]);
                    }
                }
            }
            Check::ClusterMaxBlocksNonZero
                if launch.and_then(|l| l.get("cluster_max_blocks")) == Some(0) =>
            {
                emit(name_span.clone(), &[]);
            }
            Check::BlocksAreClusters(reqs) => {
                if let Some(l) = launch {
                    let set = l.get("blocksareclusters").is_some_and(|v| v != 0);
                    if set
                        && (dims(l, "reqntid").is_none() || dims(l, "cluster_dim_").is_none())
                        && support::requirement_met(env, reqs)
                    {
                        emit(name_span.clone(), &[]);
                    }
                }
            }
            Check::LaunchBoundDims { key, max, total } => {
                if let Some(l) = launch {
                    launch_dims(l, key, max, *total, &mut |k, v, m| {
                        emit(
                            name_span.clone(),
                            &[
                                ("key", k),
                                ("value", v),
                                ("max", m),
                                ("total", &total.to_string()),
                            ],
                        )
                    });
                }
            }
            Check::LaunchBoundValue { key, min, max } => {
                if let Some(l) = launch {
                    let (lo, hi) = (|| min.to_string(), || max.to_string());
                    if let Some(v) = l.get(key) {
                        if v < *min as i128 || v > *max as i128 {
                            emit(
                                name_span.clone(),
                                &[
                                    ("key", key),
                                    ("value", &v.to_string()),
                                    ("min", &lo()),
                                    ("max", &hi()),
                                ],
                            );
                        }
                    }
                    for (attr, value) in malformed(l, key) {
                        emit(
                            name_span.clone(),
                            &[
                                ("key", attr),
                                ("value", &format!("{value:?}")),
                                ("min", &lo()),
                                ("max", &hi()),
                            ],
                        );
                    }
                }
            }
            Check::KernelCall => kernel_calls(env, input, rule, &name, out),
            Check::GridConstant => {
                let kernel = is_kernel();
                let arena = &input.item.arena;
                for (i, p) in arena[f.params].iter().enumerate() {
                    let attrs = &arena[p.attrs];
                    let Some(gc) = attrs.iter().find(|a| a.is_str(text, "nvvm.grid_constant"))
                    else {
                        continue;
                    };
                    let byval = attrs.iter().any(|a| a.is_keyword(text, "byval"));
                    if !kernel || !byval {
                        emit(range(gc.span), &[("param", &(i + 1).to_string())]);
                    }
                }
            }
            _ => {}
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

/// Cluster dimensions or cluster max blocks, in either spelling.
fn has_cluster(l: &LaunchInfo) -> bool {
    dims(l, "cluster_dim_").is_some() || l.get("cluster_max_blocks").is_some()
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
    rule: &Rule,
    names: &[tablegen::model::Str],
    function: &str,
    out: &mut Vec<Diagnostic>,
) {
    let arena = &input.item.arena;
    let mut report = |span: Range<u32>, attribute: &str| {
        out.push(
            support::diagnostic(
                env,
                rule,
                span,
                &[("function", function), ("attribute", attribute)],
            )
            .in_function(function),
        );
    };
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

    #[test]
    fn cluster_properties_in_either_spelling() {
        assert!(has_cluster(&info(&[("cluster_dim_x", 2)], &[])));
        assert!(has_cluster(&info(&[("cluster_max_blocks", 0)], &[])));
        assert!(!has_cluster(&info(&[("maxntidx", 2)], &[])));
    }
}
