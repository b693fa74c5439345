//! [`Check::Module`]: conditions over the module — data layout, triple, verifier mode,
//! `nvvmir.version`, named metadata.
//!
//! Runs over the facts' context module (every non-function item and the declarations);
//! every span it produces is in that module's text coordinates. Functions, declarations
//! included, are checked per function in [`super::function`] (their names and linkage too).
//! A diagnostic without a natural site (a missing data layout) is anchored at the first item
//! of the context module.

use tablegen::model::{Check, Mode, ModuleCond};

use super::support;
use super::Env;
use crate::diag::Diagnostic;
use crate::facts::{annotation_ints, each_annotation};
use crate::ir::{self, ItemData, MdKind, MdNodeKind, Span, ValueKind};

pub fn check(env: &Env, out: &mut Vec<Diagnostic>) {
    let m = &env.facts.context;
    let plan = support::plan(env);
    let mode = support::mode(env);
    for rule in support::rules(env, &plan.module) {
        if !support::in_force(env, rule) {
            continue;
        }
        for part in support::parts(&rule.check) {
            let Check::Module(conds) = part else { continue };
            let Some(sites) = module_sites(env, conds, mode) else {
                continue;
            };
            let sites = if sites.is_empty() {
                vec![Site {
                    span: anchor(m),
                    ..Site::default()
                }]
            } else {
                sites
            };
            for site in sites {
                let args: Vec<(&str, &str)> =
                    site.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                let d = support::diagnostic(env, rule, site.span, &args);
                out.push(match &site.function {
                    Some(f) => d.in_function(f.as_str()),
                    None => d,
                });
            }
        }
    }
}

/// Where a module condition holds, and what it binds.
#[derive(Default, Clone)]
struct Site {
    span: std::ops::Range<u32>,
    args: Vec<(&'static str, String)>,
    function: Option<String>,
}

/// The sites where all of `conds` hold: `None` when they do not; an empty list when they hold
/// with no site of their own (the module's first line is used).
fn module_sites(env: &Env, conds: &[ModuleCond], mode: Mode) -> Option<Vec<Site>> {
    let mut sites: Vec<Site> = Vec::new();
    for c in conds {
        let found = match c {
            ModuleCond::Mode(m) => {
                if *m != mode {
                    return None;
                }
                continue;
            }
            other => module_cond(env, other),
        };
        if found.is_empty() {
            return None;
        }
        sites = if sites.is_empty() {
            found
        } else {
            sites
                .iter()
                .flat_map(|prev| {
                    found.iter().map(move |n| {
                        let mut args = prev.args.clone();
                        args.extend(n.args.iter().cloned());
                        Site {
                            span: n.span.clone(),
                            args,
                            function: n.function.clone().or(prev.function.clone()),
                        }
                    })
                })
                .collect()
        };
    }
    Some(sites)
}

/// The sites where one module condition holds (empty: it does not).
fn module_cond(env: &Env, c: &ModuleCond) -> Vec<Site> {
    let m = &env.facts.context;
    let at = |span: Span, args: Vec<(&'static str, String)>| Site {
        span: span.start..span.end,
        args,
        function: None,
    };
    let layout = || {
        last_string(m, |d| match d {
            ItemData::DataLayout(s) => Some(*s),
            _ => None,
        })
    };
    let triple = || {
        last_string(m, |d| match d {
            ItemData::Triple(s) => Some(*s),
            _ => None,
        })
    };
    match c {
        ModuleCond::PtxBelowTargetMinimum => ptx_below_target_minimum(env),
        ModuleCond::DataLayoutMissing => match layout() {
            Some((_, l)) if !l.is_empty() => vec![],
            Some((span, _)) => vec![at(span, vec![])],
            None => vec![Site {
                span: anchor(m),
                ..Site::default()
            }],
        },
        ModuleCond::PointerSpecNotIn { pointers, examples } => match layout() {
            Some((span, l)) if !l.is_empty() && !pointer_spec_allowed(&l, pointers) => {
                let examples = examples.iter().map(|e| &**e).collect::<Vec<_>>().join(", ");
                vec![at(
                    span,
                    vec![("layout", l.into_owned()), ("examples", examples)],
                )]
            }
            _ => vec![],
        },
        ModuleCond::TripleMissing => match triple() {
            Some((_, t)) if !t.is_empty() => vec![],
            Some((span, _)) => vec![at(span, vec![])],
            None => vec![Site {
                span: anchor(m),
                ..Site::default()
            }],
        },
        ModuleCond::TripleNotIn {
            prefixes,
            suffixes,
            exact,
        } => {
            let Some((span, triple)) = triple() else {
                return vec![];
            };
            if triple.is_empty() {
                return vec![];
            }
            let exact_ok = exact.iter().any(|e| **e == *triple);
            let pattern_ok = !prefixes.is_empty()
                && prefixes.iter().any(|p| triple.starts_with(&**p))
                && (suffixes.is_empty() || suffixes.iter().any(|s| triple.ends_with(&**s)));
            if exact_ok || pattern_ok {
                return vec![];
            }
            let mut allowed: Vec<String> = Vec::new();
            for p in prefixes.iter() {
                if suffixes.is_empty() {
                    allowed.push(format!("{p}*"));
                }
                for s in suffixes.iter() {
                    allowed.push(format!("{p}*{s}"));
                }
            }
            allowed.extend(exact.iter().map(|e| e.to_string()));
            vec![at(
                span,
                vec![
                    ("triple", triple.into_owned()),
                    ("allowed", allowed.join(", ")),
                ],
            )]
        }
        ModuleCond::IrVersionNot { major, minor } => nvvm_ir_version(env, *major, *minor),
        ModuleCond::MalformedAnnotations(name) => annotation_shape(env, name),
        ModuleCond::UnreadableAnnotations {
            name,
            keys,
            every_pair,
        } => unreadable_annotations(env, name, keys, *every_pair),
        ModuleCond::AnnotatedNonKernel(key) => annotated_non_kernel(env, key),
        ModuleCond::Mode(_) => vec![],
        ModuleCond::ModuleFlagNot { key, value } => module_flag_not(env, key, *value),
        ModuleCond::DataLayoutNot { parts, examples } => match layout() {
            Some((span, l)) if !l.is_empty() => {
                let examples = examples.iter().map(|e| &**e).collect::<Vec<_>>().join(", ");
                parts
                    .iter()
                    .filter(|p| !layout_part_holds(&l, p))
                    .map(|p| {
                        at(
                            span,
                            vec![
                                ("layout", l.clone().into_owned()),
                                ("problem", p.message.to_string()),
                                ("examples", examples.clone()),
                            ],
                        )
                    })
                    .collect()
            }
            _ => vec![],
        },
    }
}

/// Does the data layout `layout` satisfy `part`? LLVM's defaults stand in for what the layout
/// leaves out (the way libNVVM's verifier reads the parsed layout).
fn layout_part_holds(layout: &str, part: &tablegen::model::LayoutPart) -> bool {
    use tablegen::model::LayoutCheck as K;
    let specs = || layout.split('-').filter(|s| !s.is_empty());
    let allowed = |v: &str| part.allowed.iter().any(|a| **a == *v);
    let nums = |rest: &str| -> Option<Vec<u32>> {
        rest.split(':').map(|f| f.parse::<u32>().ok()).collect()
    };
    // The last spec starting with `letter` and then a digit (or nothing): its value.
    let single = |letter: char| -> Option<String> {
        specs()
            .rfind(|s| {
                s.strip_prefix(letter)
                    .is_some_and(|r| r.is_empty() || r.starts_with(|c: char| c.is_ascii_digit()))
            })
            .map(|s| s[1..].to_owned())
    };
    match part.part {
        K::Endianness => {
            let found = specs().rfind(|s| *s == "e" || *s == "E").unwrap_or("e");
            allowed(found)
        }
        K::PointerSizes => specs()
            .filter_map(|s| {
                let rest = s.strip_prefix('p')?;
                let (_space, fields) = rest.split_once(':')?;
                (_space.is_empty() || _space.chars().all(|c| c.is_ascii_digit())).then_some(fields)
            })
            .all(|fields| {
                let Some(f) = nums(fields) else { return false };
                let Some(&size) = f.first() else { return false };
                let abi = f.get(1).copied().unwrap_or(size);
                let pref = f.get(2).copied().unwrap_or(abi);
                let idx_ok = f.get(3).is_none_or(|&i| i == size);
                [size, abi, pref].iter().all(|v| allowed(&v.to_string())) && idx_ok
            }),
        K::Integers | K::Floats => {
            let (letter, defaults): (char, &[(u32, u32, u32)]) = if part.part == K::Integers {
                (
                    'i',
                    &[
                        (1, 8, 8),
                        (8, 8, 8),
                        (16, 16, 16),
                        (32, 32, 32),
                        (64, 32, 64),
                    ],
                )
            } else {
                (
                    'f',
                    &[(16, 16, 16), (32, 32, 32), (64, 64, 64), (128, 128, 128)],
                )
            };
            let found = |width: u32| -> Option<(u32, u32)> {
                let stated = specs()
                    .filter_map(|s| nums(s.strip_prefix(letter)?))
                    .rfind(|f| f.first() == Some(&width));
                match stated {
                    Some(f) => {
                        let abi = *f.get(1)?;
                        Some((abi, f.get(2).copied().unwrap_or(abi)))
                    }
                    None => defaults.iter().find(|d| d.0 == width).map(|d| (d.1, d.2)),
                }
            };
            part.allowed.iter().all(|want| {
                let Some(w) = want.strip_prefix(letter).and_then(nums) else {
                    return true;
                };
                let [width, abi, pref] = w[..] else {
                    return true;
                };
                found(width) == Some((abi, pref))
            })
        }
        K::NativeIntegers => {
            let widths: Vec<String> = single('n')
                .map(|v| v.split(':').map(str::to_owned).collect())
                .unwrap_or_default();
            part.allowed
                .iter()
                .all(|w| widths.iter().any(|x| **w == **x))
        }
        K::NoMangling => !specs().any(|s| s.starts_with("m:")),
        K::AllocaSpace => allowed(single('A').as_deref().unwrap_or("0")),
        K::ProgramSpace => allowed(single('P').as_deref().unwrap_or("0")),
        K::Exactly => {
            let stated: Vec<String> = specs().map(normalise_layout_spec).collect();
            let listed = |s: &str| {
                part.allowed
                    .iter()
                    .any(|a| normalise_layout_spec(a.trim_start_matches('?')) == s)
            };
            stated.iter().all(|s| listed(s))
                && part
                    .allowed
                    .iter()
                    .filter(|a| !a.starts_with('?'))
                    .all(|a| stated.contains(&normalise_layout_spec(a)))
        }
    }
}

/// A data-layout spec with its omitted alignments filled as LLVM fills them (`i64:64` →
/// `i64:64:64`, `p:64` → `p:64:64:64`, `p0:` → `p:`); other specs unchanged.
fn normalise_layout_spec(spec: &str) -> String {
    let spec = spec
        .strip_prefix("p0:")
        .map_or(spec.to_owned(), |r| format!("p:{r}"));
    let Some(kind) = spec.chars().next() else {
        return spec;
    };
    if !matches!(kind, 'i' | 'f' | 'v' | 'p' | 'a') {
        return spec;
    }
    let Some((head, rest)) = spec.split_once(':') else {
        return spec;
    };
    let mut fields: Vec<&str> = rest.split(':').collect();
    if fields.iter().any(|f| f.parse::<u32>().is_err()) {
        return spec;
    }
    // p: size, abi, pref[, idx]; i/f/v/a: abi, pref.
    let min_len = if kind == 'p' { 3 } else { 2 };
    while fields.len() < min_len {
        let last = *fields.last().unwrap_or(&"0");
        fields.push(last);
    }
    format!("{head}:{}", fields.join(":"))
}

/// `!llvm.module.flags` entries `!{i32 behaviour, !"key", i32 found}` whose value is not `want`.
fn module_flag_not(env: &Env, wanted: &str, want: i64) -> Vec<Site> {
    let m = &env.facts.context;
    let mut out = Vec::new();
    for (node, ops) in m.named_tuples("llvm.module.flags") {
        let [_, key, value] = ops else { continue };
        let MdKind::Str(key) = key.kind else { continue };
        if key.value(node.text) != wanted {
            continue;
        }
        let MdKind::Value(v) = value.kind else {
            continue;
        };
        let Some(found) = node.arena.const_int(v.value) else {
            continue;
        };
        if found != i128::from(want) {
            let span = node.abs(node.node.span);
            out.push(Site {
                span: span.start..span.end,
                args: vec![
                    ("key", wanted.to_string()),
                    ("found", found.to_string()),
                    ("value", want.to_string()),
                ],
                function: None,
            });
        }
    }
    out
}

/// The annotation form `!{ptr @f, !"grid_constant", !{i32 1, …}}` on a function that is not a
/// kernel. (The attribute form, and whether the parameter is `byval`, are checked per function.)
fn annotated_non_kernel(env: &Env, wanted: &str) -> Vec<Site> {
    let m = &env.facts.context;
    let mut out = Vec::new();
    each_annotation(m, |function, key, value, node| {
        if key != wanted || env.facts.is_kernel(function) {
            return;
        }
        let params = annotation_ints(m, node.arena, value).join(", ");
        let span = node.abs(node.node.span);
        out.push(Site {
            span: span.start..span.end,
            args: vec![("function", function.to_string()), ("param", params)],
            function: Some(function.to_string()),
        });
    });
    out
}

/// The first item's first line: where module-level diagnostics without a site go.
/// The module's PTX version (or `--ptx`) below the target's minimum: at the first attribute
/// group naming the `+ptxNN`, else at the module's start.
fn ptx_below_target_minimum(env: &Env) -> Vec<Site> {
    use crate::settings::PtxOrigin;
    let config = env.config;
    if !matches!(
        config.ptx_origin,
        PtxOrigin::Module | PtxOrigin::CommandLine | PtxOrigin::ConsumerCap
    ) {
        return vec![];
    }
    let Some(min) = support::target_id(env).map(|t| support::tables(env).target(t).min_ptx) else {
        return vec![];
    };
    // The version the assembler gets (what a consumer such as Triton writes on `.version`)
    // below the minimum: ptxas refuses. The version the LLVM gets below it: an LLVM that
    // refuses does (llc 22), one that raises or accepts it does not.
    let ptx = if config.asm_ptx < min {
        config.asm_ptx
    } else if config.refuses_below_minimum && config.ptx < min {
        config.ptx
    } else {
        return vec![];
    };
    let m = &env.facts.context;
    let feature = format!("+ptx{ptx}");
    let span = (config.ptx_origin == PtxOrigin::Module)
        .then(|| {
            (0..m.items.len()).find_map(|i| {
                let item = m.item(i);
                let ItemData::AttrGroup(group) = item.node else {
                    return None;
                };
                item.arena[group.attrs]
                    .iter()
                    .find_map(|attr| match attr.kind {
                        ir::AttrKind::Str {
                            key,
                            value: Some(value),
                        } if key.value(item.text) == "target-features"
                            && value
                                .value(item.text)
                                .split(',')
                                .any(|f| f.trim() == feature) =>
                        {
                            Some(item.offset + attr.span.start..item.offset + attr.span.end)
                        }
                        _ => None,
                    })
            })
        })
        .flatten()
        .unwrap_or_else(|| anchor(m));
    vec![Site {
        span,
        args: vec![
            ("ptx", tablegen::tables::fmt_ptx(ptx)),
            ("min_ptx", tablegen::tables::fmt_ptx(min)),
            ("min_ptx_feature", min.to_string()),
            ("origin", config.ptx_origin.describe(ptx)),
        ],
        function: None,
    }]
}

fn anchor(m: &ir::Module) -> std::ops::Range<u32> {
    // The context text's first line, not the first kept item's: the facts do not keep
    // every item they lay out (debug-info nodes are dropped after parsing).
    let len = m.text.find('\n').unwrap_or(m.text.len()) as u32;
    0..len
}

/// The last item whose data yields a string (data layout, triple): its absolute span and value.
fn last_string<'m>(
    m: &'m ir::Module,
    f: impl Fn(&ItemData) -> Option<ir::StrLit>,
) -> Option<(Span, std::borrow::Cow<'m, str>)> {
    m.items.iter().enumerate().rev().find_map(|(i, it)| {
        let s = f(&it.data)?;
        let text = m.item_text(i);
        // Point at the string with its quotes when it is empty, so the span is never empty.
        let span = if s.span.is_empty() {
            Span::new(s.span.start.saturating_sub(1), s.span.end + 1)
        } else {
            s.span
        };
        Some((span.shift(it.offset), s.value(text)))
    })
}

/// A pointer specification `p[0]:size:abi[:pref[:idx]]`, normalised to (size, abi, pref).
fn pointer_spec(spec: &str) -> Option<(u32, u32, u32)> {
    let rest = spec
        .strip_prefix("p0:")
        .or_else(|| spec.strip_prefix("p:"))?;
    let mut fields = rest.split(':').map(|f| f.parse::<u32>().ok());
    let size = fields.next()??;
    let abi = match fields.next() {
        Some(v) => v?,
        None => size,
    };
    let pref = match fields.next() {
        Some(v) => v?,
        None => abi,
    };
    Some((size, abi, pref))
}

/// Is the layout's default-address-space pointer specification one of `allowed`? A layout
/// without one (the upstream NVPTX layout) is not.
fn pointer_spec_allowed(layout: &str, allowed: &[tablegen::model::Str]) -> bool {
    let Some(found) = layout.split('-').find_map(pointer_spec) else {
        return false;
    };
    allowed.iter().any(|a| pointer_spec(a) == Some(found))
}

/// `!nvvmir.version = !{!N}` with `!N = !{i32 major, i32 minor, …}`.
fn nvvm_ir_version(env: &Env, major: u32, minor: u32) -> Vec<Site> {
    let m = &env.facts.context;
    let args = |found: String| {
        vec![
            ("found", found),
            ("major", major.to_string()),
            ("minor", minor.to_string()),
        ]
    };
    let Some(named) = m.named_metadata("nvvmir.version") else {
        if major == 1 {
            return vec![];
        }
        return vec![Site {
            span: anchor(m),
            args: args("1.0".to_owned()),
            function: None,
        }];
    };
    let item_span = Span::new(named.offset, named.offset + m.items[named.index].len);
    let version = named.arena[named.node.operands]
        .first()
        .and_then(|op| match op.kind {
            MdKind::Ref(id) => {
                let node = m.metadata(id)?;
                md_int_pair(node.arena, node.node)
            }
            MdKind::Node(id) => md_int_pair(named.arena, &named.arena[id]),
            _ => None,
        });
    let ok = matches!(version, Some((a, b)) if a == major as i128 && b <= minor as i128);
    if ok {
        return vec![];
    }
    let found = match version {
        Some((a, b)) => format!("{a}.{b}"),
        None => "1.0".to_owned(),
    };
    vec![Site {
        span: item_span.start..item_span.end,
        args: args(found),
        function: None,
    }]
}

/// The first two integer operands of a generic node.
fn md_int_pair(arena: &ir::Arena, node: &ir::MdNode) -> Option<(i128, i128)> {
    let MdNodeKind::Generic(list) = node.kind else {
        return None;
    };
    let ops = &arena[list];
    let int = |i: usize| match ops.get(i)?.kind {
        MdKind::Value(tv) => arena.const_int(tv.value),
        _ => None,
    };
    Some((int(0)?, int(1)?))
}

/// Every operand of the named metadata is `!{<global>, !"key", <int>, …}`.
fn annotation_shape(env: &Env, name: &str) -> Vec<Site> {
    let m = &env.facts.context;
    let mut out = Vec::new();
    let Some(named) = m.named_metadata(name) else {
        return out;
    };
    for op in &named.arena[named.node.operands] {
        let (ok, span) = match op.kind {
            MdKind::Ref(id) => match m.metadata(id) {
                Some(node) => (
                    annotation_tuple_ok(m, node.arena, node.node),
                    node.abs(node.node.span),
                ),
                // A dangling reference is the parser's or LLVM's business, not a shape problem.
                None => continue,
            },
            MdKind::Node(id) => (
                annotation_tuple_ok(m, named.arena, &named.arena[id]),
                named.abs(op.span),
            ),
            _ => (false, named.abs(op.span)),
        };
        if !ok {
            out.push(annotation_site(name, span, named.abs(op.span)));
        }
    }
    out
}

/// The operands of named metadata `name` that name a global value first and that a reader
/// of the annotations cannot read (see [`ModuleCond::UnreadableAnnotations`]): LLVM 22's
/// upgrade of the annotations to attributes and LLVM 19's NVPTX annotation cache read a value
/// for every key and crash on one they cannot take.
fn unreadable_annotations(
    env: &Env,
    name: &str,
    keys: &[tablegen::model::Str],
    every_pair: bool,
) -> Vec<Site> {
    let m = &env.facts.context;
    let mut out = Vec::new();
    let Some(named) = m.named_metadata(name) else {
        return out;
    };
    for op in &named.arena[named.node.operands] {
        let (arena, node, text, span) = match op.kind {
            MdKind::Ref(id) => match m.metadata(id) {
                Some(n) => (n.arena, n.node, n.text, n.abs(n.node.span)),
                None => continue,
            },
            MdKind::Node(id) => (
                named.arena,
                &named.arena[id],
                named.text,
                named.abs(op.span),
            ),
            _ => continue,
        };
        let MdNodeKind::Generic(list) = node.kind else {
            continue;
        };
        let ops = &arena[list];
        let names_global = ops.first().is_some_and(|first| match first.kind {
            MdKind::Value(tv) => matches!(arena[tv.value].kind, ValueKind::Global(_)),
            _ => false,
        });
        if !names_global {
            continue;
        }
        let unreadable = ops.len() % 2 == 0
            || ops[1..].chunks(2).any(|pair| {
                let [key, value] = pair else { return false };
                if every_pair {
                    return !(matches!(key.kind, MdKind::Str(_))
                        && annotation_value_ok(m, arena, value));
                }
                let MdKind::Str(k) = key.kind else {
                    return false;
                };
                matches!(value.kind, MdKind::Str(_))
                    && keys.iter().any(|want| **want == *k.value(text))
            });
        if unreadable {
            out.push(annotation_site(name, span, named.abs(op.span)));
        }
    }
    out
}

/// A finding at an annotation tuple of named metadata `name`: the tuple's span, or the
/// operand's (`operand`) where the tuple has none of its own.
fn annotation_site(name: &str, tuple: ir::Span, operand: ir::Span) -> Site {
    let span = if tuple.is_empty() { operand } else { tuple };
    Site {
        span: span.start..span.end,
        args: vec![("name", name.to_owned())],
        function: None,
    }
}

fn annotation_tuple_ok(m: &ir::Module, arena: &ir::Arena, node: &ir::MdNode) -> bool {
    let MdNodeKind::Generic(list) = node.kind else {
        return false;
    };
    let ops = &arena[list];
    let Some(first) = ops.first() else {
        return false;
    };
    let global_ok = match first.kind {
        MdKind::Value(tv) => matches!(
            arena[tv.value].kind,
            ValueKind::Global(_) | ValueKind::ConstExpr(_)
        ),
        _ => false,
    };
    if !global_ok || ops.len() % 2 != 1 {
        return false;
    }
    ops[1..].chunks(2).all(|pair| {
        let [key, value] = pair else { return false };
        matches!(key.kind, MdKind::Str(_)) && annotation_value_ok(m, arena, value)
    })
}

/// An integer, or (the NVVM IR `grid_constant` form) a node listing integers.
fn annotation_value_ok(m: &ir::Module, arena: &ir::Arena, value: &ir::MdOperand) -> bool {
    let ints = |arena: &ir::Arena, node: &ir::MdNode| match node.kind {
        MdNodeKind::Generic(list) => arena[list]
            .iter()
            .all(|o| matches!(o.kind, MdKind::Value(tv) if arena.const_int(tv.value).is_some())),
        _ => false,
    };
    match value.kind {
        MdKind::Value(tv) => arena.const_int(tv.value).is_some(),
        MdKind::Node(id) => ints(arena, &arena[id]),
        MdKind::Ref(id) => m.metadata(id).is_some_and(|n| ints(n.arena, n.node)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_specs_are_normalised() {
        assert_eq!(pointer_spec("p:64:64:64"), Some((64, 64, 64)));
        assert_eq!(pointer_spec("p0:64:64"), Some((64, 64, 64)));
        assert_eq!(pointer_spec("p:32:32"), Some((32, 32, 32)));
        assert_eq!(pointer_spec("p3:32:32:32"), None);
        assert_eq!(pointer_spec("p:x:64"), None);
        let allowed = [
            tablegen::model::Str::from("p:64:64:64"),
            tablegen::model::Str::from("p:32:32:32"),
        ];
        assert!(pointer_spec_allowed(
            "e-p:64:64:64-i1:8:8-n16:32:64",
            &allowed
        ));
        assert!(pointer_spec_allowed(
            "e-p3:32:32:32-p:64:64-i1:8:8",
            &allowed
        ));
        assert!(!pointer_spec_allowed(
            "e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
            &allowed
        ));
        assert!(!pointer_spec_allowed("e-p:64:32:32-i1:8:8", &allowed));
    }
}
