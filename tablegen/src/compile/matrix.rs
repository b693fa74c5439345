//! Matrix tables: geometries, legality rows expanded to keys, fragments, wgmma and tcgen05.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

use super::*;
// ---------------------------------------------------------------------------------------------
// Matrix
// ---------------------------------------------------------------------------------------------

pub(super) fn geom_format_ok(g: &str) -> bool {
    // m<M>n<N>[k<K>]
    let rest = match g.strip_prefix('m') {
        Some(r) => r,
        None => return false,
    };
    let mut parts = Vec::new();
    let mut cur = String::new();
    let mut letters = vec![];
    for c in rest.chars() {
        if c.is_ascii_digit() {
            cur.push(c);
        } else {
            parts.push(std::mem::take(&mut cur));
            letters.push(c);
        }
    }
    parts.push(cur);
    let ok_letters = letters == ['n'] || letters == ['n', 'k'];
    ok_letters && parts.iter().all(|p| !p.is_empty() && !p.starts_with('0'))
}

pub(super) fn check_geometries(
    cx: &mut Validator<'_>,
    g: &[(GeometrySet, Loc)],
) -> BTreeMap<MatrixOp, BTreeSet<String>> {
    let mut out: BTreeMap<MatrixOp, BTreeSet<String>> = BTreeMap::new();
    let mut seen: BTreeMap<MatrixOp, Loc> = BTreeMap::new();
    for (s, loc) in g {
        if let Some(first) = seen.get(&s.op) {
            let w = cx.where_(*first, At::Value(s.op.as_str()));
            cx.err(
                *loc,
                At::Value(s.op.as_str()),
                format!(
                    "duplicate geometry set for {} (first defined at {w})",
                    s.op.as_str()
                ),
            );
        }
        seen.insert(s.op, *loc);
        for geom in s.geoms.iter() {
            if !geom_format_ok(geom) {
                cx.err(
                    *loc,
                    At::Value(geom),
                    format!("malformed geometry `{geom}` (expected m<M>n<N>[k<K>])"),
                );
            }
            out.entry(s.op).or_default().insert(geom.to_string());
        }
    }
    out
}

pub(super) fn check_types(cx: &mut Validator<'_>, loc: Loc, types: &[Str]) {
    for t in types {
        if !ELEMENT_TYPES.contains(&&**t) {
            cx.err(loc, At::Value(t), format!("unknown element type `{t}`"));
        }
    }
}

pub(super) fn is_ldst(op: MatrixOp) -> bool {
    matches!(
        op,
        MatrixOp::WmmaLdSt | MatrixOp::Ldmatrix | MatrixOp::Stmatrix
    )
}

pub(super) fn lower_matrix(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    rows: &[(MatrixRow, Loc)],
    geoms: &BTreeMap<MatrixOp, BTreeSet<String>>,
    gates: &mut Vec<Gate>,
) -> Vec<MatrixEntry> {
    // key → (entry, loc, requirements)
    let mut map: BTreeMap<MatrixKeyOwned, (MatrixEntry, Loc, Vec<Requirement>)> = BTreeMap::new();
    for (r, loc) in rows {
        let loc = *loc;
        let known = geoms.get(&r.op);
        for g in r.geoms.iter() {
            if !known.is_some_and(|k| k.contains(&**g)) {
                let msg = match known {
                    Some(k) => format!(
                        "MMA shape `{g}` is outside the known {} geometries ({})",
                        r.op.as_str(),
                        k.iter().cloned().collect::<Vec<_>>().join(", ")
                    ),
                    None => format!(
                        "MMA shape `{g}` is outside the known geometries: `geometries` lists none for {}",
                        r.op.as_str()
                    ),
                };
                cx.err(loc, At::Value(g), msg);
            }
        }
        check_types(cx, loc, &r.a);
        check_types(cx, loc, &r.b);
        check_types(cx, loc, &r.c);
        check_types(cx, loc, &r.d);
        check_evidence(cx, loc, &r.evidence);
        if r.requires.is_empty() {
            cx.err(
                loc,
                At::Field("requires"),
                "a matrix row needs a requirement",
            );
        }
        if is_ldst(r.op) {
            if r.frags.is_empty() {
                cx.err(
                    loc,
                    At::Field("op"),
                    format!("{} rows need `frags`", r.op.as_str()),
                );
            }
            if !r.c.is_empty() || !r.d.is_empty() || !r.b.is_empty() {
                cx.err(
                    loc,
                    At::Field("op"),
                    format!("{} rows take only `a` (the element type)", r.op.as_str()),
                );
            }
        } else if r.c.is_empty() {
            cx.err(
                loc,
                At::Field("op"),
                format!("{} rows need `c`", r.op.as_str()),
            );
        }
        let layout_ok = match r.op {
            MatrixOp::Ldmatrix | MatrixOp::Stmatrix => matches!(
                r.layouts,
                Layouts::TransOptional | Layouts::TransRequired | Layouts::TransForbidden
            ),
            MatrixOp::WmmaLdSt => matches!(r.layouts, Layouts::Either | Layouts::ARowBCol),
            _ => matches!(r.layouts, Layouts::RowCol | Layouts::Any),
        };
        if !layout_ok {
            cx.err(
                loc,
                At::FieldValue("layouts"),
                format!(
                    "layouts {} do not apply to {}",
                    r.layouts.as_str(),
                    r.op.as_str()
                ),
            );
        }
        let gate_reqs = r.requires.to_vec();
        let gate = lower_requirements(cx, tg, &r.requires, loc);
        let gi = intern_gate(gates, gate);
        let frags: Vec<&str> = if r.frags.is_empty() {
            vec![""]
        } else {
            r.frags.iter().map(|s| &**s).collect()
        };
        let mods: Vec<&str> = if r.modifiers.is_empty() {
            vec![""]
        } else {
            r.modifiers.iter().map(|s| &**s).collect()
        };
        for g in r.geoms.iter() {
            for frag in &frags {
                for a in r.a.iter() {
                    let bs: Vec<&str> = if is_ldst(r.op) {
                        vec![""]
                    } else if r.b.is_empty() {
                        vec![a]
                    } else {
                        r.b.iter().map(|s| &**s).collect()
                    };
                    let cs: Vec<&str> = if r.c.is_empty() {
                        vec![""]
                    } else {
                        r.c.iter().map(|s| &**s).collect()
                    };
                    for b in &bs {
                        for c in &cs {
                            let ds: Vec<&str> = if r.d.is_empty() {
                                vec![c]
                            } else {
                                r.d.iter().map(|s| &**s).collect()
                            };
                            for d in &ds {
                                if r.exclude_cd.iter().any(|(x, y)| x == c && y == d) {
                                    continue;
                                }
                                let layouts: Vec<&str> = match r.layouts {
                                    Layouts::RowCol => vec!["row.col"],
                                    Layouts::Any => {
                                        vec!["row.row", "row.col", "col.row", "col.col"]
                                    }
                                    Layouts::Either => vec!["row", "col"],
                                    Layouts::ARowBCol => match *frag {
                                        "a" => vec!["row"],
                                        "b" => vec!["col"],
                                        _ => vec!["row", "col"],
                                    },
                                    Layouts::TransOptional => vec!["", "trans"],
                                    Layouts::TransRequired => vec!["trans"],
                                    Layouts::TransForbidden => vec![""],
                                };
                                for l in layouts {
                                    for m in &mods {
                                        let key = MatrixKeyOwned {
                                            op: r.op,
                                            fields: [
                                                g.to_string(),
                                                frag.to_string(),
                                                a.to_string(),
                                                b.to_string(),
                                                c.to_string(),
                                                d.to_string(),
                                                l.to_string(),
                                                m.to_string(),
                                            ],
                                        };
                                        if let Some((_, oloc, oreq)) = map.get(&key) {
                                            let w = cx.where_(*oloc, At::Start);
                                            let desc = key.describe();
                                            if *oreq == gate_reqs {
                                                cx.err(loc, At::Value(g), format!("matrix row shadowed: {desc} is already listed at {w}"));
                                            } else {
                                                cx.err(
                                                    loc,
                                                    At::Value(g),
                                                    format!(
                                                        "contradictory thresholds for {desc}: {} here but {} at {w}",
                                                        describe_reqs(&gate_reqs),
                                                        describe_reqs(oreq)
                                                    ),
                                                );
                                            }
                                            continue;
                                        }
                                        let e = MatrixEntry {
                                            op: r.op,
                                            geom: Cow::Owned(key.fields[0].clone()),
                                            frag: Cow::Owned(key.fields[1].clone()),
                                            a: Cow::Owned(key.fields[2].clone()),
                                            b: Cow::Owned(key.fields[3].clone()),
                                            c: Cow::Owned(key.fields[4].clone()),
                                            d: Cow::Owned(key.fields[5].clone()),
                                            layout: Cow::Owned(key.fields[6].clone()),
                                            modifier: Cow::Owned(key.fields[7].clone()),
                                            gate: gi,
                                            message: r.message.clone(),
                                        };
                                        map.insert(key, (e, loc, gate_reqs.clone()));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    // BTreeMap order on (op, fields) equals MatrixKey order (op, geom, frag, a, b, c, d, layout, modifier).
    map.into_values().map(|(e, _, _)| e).collect()
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct MatrixKeyOwned {
    pub(super) op: MatrixOp,
    pub(super) fields: [String; 8],
}

impl MatrixKeyOwned {
    pub(super) fn describe(&self) -> String {
        let f = &self.fields;
        let types: Vec<&str> = f[2..6]
            .iter()
            .map(|s| s.as_str())
            .filter(|s| !s.is_empty())
            .collect();
        let mut s = format!("{} {}", self.op.as_str(), f[0]);
        if !f[1].is_empty() {
            s.push_str(&format!(" .{}", f[1]));
        }
        s.push_str(&format!(" {}", types.join(".")));
        if !f[6].is_empty() {
            s.push_str(&format!(" {}", f[6]));
        }
        if !f[7].is_empty() {
            s.push_str(&format!(" {}", f[7]));
        }
        s
    }
}

pub(super) fn lower_wgmma(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    rows: &[(WgmmaRow, Loc)],
    gates: &mut Vec<Gate>,
) -> Vec<WgmmaEntry> {
    let mut out = Vec::new();
    for (r, loc) in rows {
        let loc = *loc;
        if r.m != 64 {
            cx.err(
                loc,
                At::FieldValue("m"),
                format!(
                    "wgmma shape m{}n{}k{} is outside the known geometries (M must be 64)",
                    r.m, r.n_min, r.k
                ),
            );
        }
        if r.k == 0 || !r.k.is_power_of_two() {
            cx.err(
                loc,
                At::FieldValue("k"),
                format!("wgmma K = {} is outside the known geometries", r.k),
            );
        }
        let range_ok = r.n_step > 0
            && r.n_min >= 8
            && r.n_min <= r.n_max
            && r.n_max <= 256
            && (r.n_max - r.n_min) % r.n_step == 0;
        if !range_ok {
            cx.err(
                loc,
                At::FieldValue("n_min"),
                format!(
                    "malformed range: N {}..={} step {}",
                    r.n_min, r.n_max, r.n_step
                ),
            );
        }
        for n in r.n_extra.iter() {
            if *n == 0 || *n > 256 || n % 8 != 0 {
                cx.err(
                    loc,
                    At::Field("n_extra"),
                    format!("malformed range: extra N = {n} (must be a multiple of 8 up to 256)"),
                );
            }
        }
        check_types(cx, loc, &r.ab);
        check_types(cx, loc, &r.d);
        check_evidence(cx, loc, &r.evidence);
        let gate = lower_requirements(cx, tg, &r.requires, loc);
        let mut ns: Vec<u32> = r.n_extra.to_vec();
        if range_ok {
            ns.extend((r.n_min..=r.n_max).step_by(r.n_step as usize));
        }
        ns.sort();
        ns.dedup();
        out.push(WgmmaEntry {
            ab: r.ab.clone(),
            d: r.d.clone(),
            m: r.m,
            k: r.k,
            ns: owned(ns),
            transpose: r.transpose,
            gate: intern_gate(gates, gate),
        });
    }
    out
}
