//! Intrinsic families: name patterns (exact names and prefixes with parent links), gates,
//! operand constraints, and the rules they report through.

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::*;
// ---------------------------------------------------------------------------------------------
// Intrinsic families
// ---------------------------------------------------------------------------------------------

pub(super) type Lowered = (Vec<Family>, Vec<(Str, u32)>, Vec<PrefixEntry>);

#[allow(clippy::too_many_arguments)]
pub(super) fn rule_ref<'r>(
    cx: &mut Validator<'_>,
    codes: &'r BTreeMap<String, (Loc, Rule)>,
    loc: Loc,
    code: &str,
    what: &str,
    want: &dyn Fn(&Check) -> bool,
    want_name: &str,
    default_from: Option<&str>,
) -> Option<&'r Rule> {
    // A default code is not in the record's text: point at the field that implies it.
    let (at, how) = match default_from {
        Some(field) => (
            At::Field(field),
            format!("{what} reports through {code} (the default for `{field}`)"),
        ),
        None => (At::Value(code), format!("{what} names {code}")),
    };
    match codes.get(code) {
        None => {
            cx.err(loc, at, format!("{how}, which is not a rule"));
            None
        }
        Some((_, r)) if !want(&r.check) => {
            cx.err(
                loc,
                at,
                format!(
                    "{how}, whose check is {} rather than {want_name}",
                    r.check.kind_name()
                ),
            );
            None
        }
        Some((_, r)) => Some(r),
    }
}

pub(super) fn lower_families(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    fams: &[(IntrinsicFamily, Loc)],
    codes: &BTreeMap<String, (Loc, Rule)>,
) -> Lowered {
    let mut out = Vec::new();
    let mut ids: BTreeMap<String, Loc> = BTreeMap::new();
    // pattern (with `*`) → (family index, loc)
    let mut pats: BTreeMap<String, (usize, Loc)> = BTreeMap::new();
    for (fi, (f, loc)) in fams.iter().enumerate() {
        let loc = *loc;
        if !is_kebab(&f.family) {
            cx.err(
                loc,
                At::Value(&f.family),
                format!("family id `{}` is not kebab-case", f.family),
            );
        }
        if let Some(first) = ids.get(&*f.family) {
            let w = cx.where_(*first, At::Value(&f.family));
            cx.err(
                loc,
                At::Value(&f.family),
                format!(
                    "duplicate intrinsic family `{}` (first defined at {w})",
                    f.family
                ),
            );
        } else {
            ids.insert(f.family.to_string(), loc);
        }
        if f.patterns.is_empty() {
            cx.err(
                loc,
                At::Field("patterns"),
                format!("family `{}` has no patterns", f.family),
            );
        }
        check_evidence(cx, loc, &f.evidence);
        let gate = lower_requirements(cx, tg, &f.requires, loc);
        let what = format!("family `{}`", f.family);
        if !f.requires.is_empty() {
            let code = f.code.as_deref().unwrap_or("NV4001");
            if let Some(r) = rule_ref(
                cx,
                codes,
                loc,
                code,
                &what,
                &|c| matches!(c, Check::Intrinsic(IntrinsicCheck::Target)),
                "IntrinsicTarget",
                f.code.is_none().then_some("requires"),
            ) {
                if let Some(m) = &f.message {
                    check_placeholders(cx, loc, m, r);
                }
            }
            if f.requires
                .iter()
                .any(|r| r.ptx.is_some() || r.ptx_below.is_some())
            {
                let code = f.ptx_code.as_deref().unwrap_or("NV4002");
                rule_ref(
                    cx,
                    codes,
                    loc,
                    code,
                    &what,
                    &|c| matches!(c, Check::Intrinsic(IntrinsicCheck::Ptx)),
                    "IntrinsicPtx",
                    f.ptx_code.is_none().then_some("ptx"),
                );
            }
        }
        if let Some(code) = &f.reject {
            rule_ref(
                cx,
                codes,
                loc,
                code,
                &what,
                &|c| matches!(c, Check::Intrinsic(IntrinsicCheck::Rejected)),
                "IntrinsicRejected",
                None,
            );
        }
        for o in f.operands.iter() {
            let kind = o.kind;
            rule_ref(
                cx,
                codes,
                loc,
                &o.code,
                &what,
                &|c| *c == Check::Intrinsic(IntrinsicCheck::Operand(kind)),
                &format!("Intrinsic(Operand({}))", kind.as_str()),
                None,
            );
            match kind {
                OperandKind::Range => {
                    let step = o.step.unwrap_or(1);
                    match (o.min, o.max) {
                        (Some(min), Some(max)) => {
                            if min > max || step < 1 || (max - min) % step != 0 {
                                cx.err(
                                    loc,
                                    At::Field("min"),
                                    format!("malformed range: {min}..={max} step {step}"),
                                );
                            }
                        }
                        _ => cx.err(
                            loc,
                            At::Field("kind"),
                            "malformed range: a Range constraint needs `min` and `max`",
                        ),
                    }
                    if let Some(sc) = &o.step_code {
                        rule_ref(
                            cx,
                            codes,
                            loc,
                            sc,
                            &what,
                            &|c| {
                                *c == Check::Intrinsic(IntrinsicCheck::Operand(OperandKind::Range))
                            },
                            "Intrinsic(Operand(Range))",
                            None,
                        );
                    }
                }
                OperandKind::AddrSpace
                | OperandKind::NotAddrSpace
                | OperandKind::IntWidth
                | OperandKind::ReturnIntWidth
                | OperandKind::PointerWidth
                | OperandKind::NamedArgIn
                    if o.values.is_empty() =>
                {
                    cx.err(
                        loc,
                        At::Value(&o.code),
                        format!("{} constraint needs `values`", kind.as_str()),
                    );
                }
                _ => {}
            }
        }
        // Patterns.
        for p in f.patterns.iter() {
            let star = p.find('*');
            if !p.starts_with("llvm.") {
                cx.err(
                    loc,
                    At::Value(p),
                    format!("intrinsic pattern `{p}` does not start with `llvm.`"),
                );
            }
            if star.is_some_and(|i| i != p.len() - 1) {
                cx.err(
                    loc,
                    At::Value(p),
                    format!("intrinsic pattern `{p}`: `*` is only allowed at the end"),
                );
            }
            if let Some((other, oloc)) = pats.get(&**p) {
                let w = cx.where_(*oloc, At::Value(p));
                if *other == fi {
                    cx.err(
                        loc,
                        At::Value(p),
                        format!("intrinsic pattern `{p}` is shadowed by the same pattern at {w}"),
                    );
                } else if fams[*other].0.requires == f.requires {
                    cx.err(loc, At::Value(p), format!("intrinsic pattern `{p}` is shadowed by the identical pattern of family `{}` at {w}", fams[*other].0.family));
                } else {
                    cx.err(
                        loc,
                        At::Value(p),
                        format!(
                            "contradictory thresholds for `{p}`: family `{}` requires {} but family `{}` at {w} requires {}",
                            f.family,
                            describe_reqs(&f.requires),
                            fams[*other].0.family,
                            describe_reqs(&fams[*other].0.requires)
                        ),
                    );
                }
            } else {
                pats.insert(p.to_string(), (fi, loc));
            }
        }
        out.push(Family {
            def: f.clone(),
            gate,
        });
    }
    // An exact pattern covered by a prefix pattern of the same family can never matter.
    for (p, (fi, loc)) in &pats {
        if p.ends_with('*') {
            continue;
        }
        for q in fams[*fi].0.patterns.iter() {
            if let Some(stem) = q.strip_suffix('*') {
                if p.starts_with(stem) {
                    let w = cx.where_(*loc, At::Value(q));
                    cx.err(*loc, At::Value(p), format!("intrinsic pattern `{p}` is shadowed by `{q}` of the same family (at {w})"));
                }
            }
        }
    }
    let mut exact = Vec::new();
    let mut prefixes: Vec<(String, u32)> = Vec::new();
    for (p, (fi, _)) in &pats {
        match p.strip_suffix('*') {
            Some(stem) => prefixes.push((stem.to_string(), *fi as u32)),
            None => exact.push((Cow::Owned(p.clone()), *fi as u32)),
        }
    }
    prefixes.sort();
    let mut entries: Vec<PrefixEntry> = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    for (i, (p, fi)) in prefixes.iter().enumerate() {
        while let Some(&top) = stack.last() {
            if p.starts_with(&*entries[top as usize].prefix) {
                break;
            }
            stack.pop();
        }
        let parent = stack.last().copied().unwrap_or(u32::MAX);
        entries.push(PrefixEntry {
            prefix: Cow::Owned(p.clone()),
            family: *fi,
            parent,
        });
        stack.push(i as u32);
    }
    (out, exact, entries)
}

pub(super) fn describe_reqs(r: &[Requirement]) -> String {
    if r.is_empty() {
        return "nothing".into();
    }
    r.iter()
        .map(|q| {
            let mut s = q.sm.join("|");
            if let Some(p) = &q.ptx {
                s.push_str(&format!(" PTX {p}"));
            }
            s
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The `intrinsic_args:` rows (one per intrinsic, names unique within a row) and the
/// `NamedArgIn` operand rows that read them (an `arg_name` that some row declares).
pub(super) fn check_named_args(
    cx: &mut Validator<'_>,
    fams: &[(IntrinsicFamily, Loc)],
    rows: &[(IntrinsicArgs, Loc)],
) {
    let mut seen: BTreeMap<&str, Loc> = BTreeMap::new();
    for (row, loc) in rows {
        check_evidence(cx, *loc, &row.evidence);
        if let Some(first) = seen.insert(&row.intrinsic, *loc) {
            let w = cx.where_(first, At::Value(&row.intrinsic));
            cx.err(
                *loc,
                At::Value(&row.intrinsic),
                format!(
                    "`{}` has two intrinsic_args rows (first at {w})",
                    row.intrinsic
                ),
            );
        }
        for (i, a) in row.args.iter().enumerate() {
            if row.args[..i].contains(a) {
                cx.err(
                    *loc,
                    At::Value(a),
                    format!("argument name `{a}` appears twice in `{}`", row.intrinsic),
                );
            }
        }
    }
    for (f, loc) in fams {
        for o in f
            .operands
            .iter()
            .filter(|o| o.kind == OperandKind::NamedArgIn)
        {
            match &o.arg_name {
                None => cx.err(
                    *loc,
                    At::Value(&o.code),
                    "NamedArgIn constraint needs `arg_name`",
                ),
                Some(name) if !rows.iter().any(|(r, _)| r.args.contains(name)) => cx.err(
                    *loc,
                    At::Value(name),
                    format!("no intrinsic_args row names an argument `{name}`"),
                ),
                Some(_) => {}
            }
        }
    }
}
