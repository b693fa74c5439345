//! Targets (the SM lattice with its variants), requirements lowered to gates, and the
//! parameter-limit tables.

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::*;
// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

pub(super) struct TargetTables {
    pub(super) targets: Vec<Target>,
    /// spelling → index (canonical and aliases)
    pub(super) index: BTreeMap<String, u32>,
}

impl TargetTables {
    pub(super) fn resolve(&self, spelling: &str) -> Option<TargetId> {
        self.index.get(spelling).map(|i| TargetId(*i))
    }
    /// Targets satisfying the atom.
    pub(super) fn accepting(&self, atom: TargetId) -> TargetSet {
        let mut s = TargetSet::default();
        for (i, t) in self.targets.iter().enumerate() {
            if t.implies.contains(atom) {
                s.insert(TargetId(i as u32));
            }
        }
        s
    }
    pub(super) fn all(&self) -> TargetSet {
        let mut s = TargetSet::default();
        for i in 0..self.targets.len() {
            s.insert(TargetId(i as u32));
        }
        s
    }
    pub(super) fn close(&self, spelling: &str) -> Vec<&str> {
        let mut v: Vec<(usize, &str)> = self
            .index
            .keys()
            .map(|k| (edit_distance(spelling, k), k.as_str()))
            .filter(|(d, _)| *d <= 2)
            .collect();
        v.sort();
        v.into_iter().take(3).map(|(_, k)| k).collect()
    }

    /// `unknown SM name `X`` with the closest known spellings, if any.
    pub(super) fn unknown_sm(&self, spelling: &str) -> String {
        let close = self.close(spelling);
        if close.is_empty() {
            format!("unknown SM name `{spelling}`")
        } else {
            format!(
                "unknown SM name `{spelling}`; did you mean {}?",
                close.join(", ")
            )
        }
    }
}

pub(super) fn lower_targets(
    cx: &mut Validator<'_>,
    mut rows: Vec<(TargetRow, Loc)>,
) -> TargetTables {
    rows.sort_by_key(|(r, _)| r.sm);
    let mut seen: BTreeMap<u32, Loc> = BTreeMap::new();
    let mut targets: Vec<Target> = Vec::new();
    let mut locs: Vec<Loc> = Vec::new();
    for (r, loc) in &rows {
        if let Some(first) = seen.get(&r.sm) {
            let w = cx.where_(*first, At::FieldValue("sm"));
            cx.err(
                *loc,
                At::FieldValue("sm"),
                format!("duplicate target sm_{} (first defined at {w})", r.sm),
            );
            continue;
        }
        seen.insert(r.sm, *loc);
        let base_ptx = parse_ptx(&r.ptx);
        if base_ptx.is_none() {
            cx.err(
                *loc,
                At::FieldValue("ptx"),
                format!("malformed PTX version `{}` (expected \"X.Y\")", r.ptx),
            );
        }
        let base_ptx = base_ptx.unwrap_or(0);
        let variant_ptx = |cx: &mut Validator<'_>,
                           v: &Option<Str>,
                           field: &str,
                           suffix: &str|
         -> Option<u32> {
            let s = v.as_ref()?;
            match parse_ptx(s) {
                None => {
                    cx.err(
                        *loc,
                        At::FieldValue(field),
                        format!("malformed PTX version `{s}` (expected \"X.Y\")"),
                    );
                    None
                }
                Some(p) if p < base_ptx => {
                    cx.err(
                        *loc,
                        At::FieldValue(field),
                        format!(
                            "contradictory thresholds: sm_{}{suffix} needs PTX {} but its base sm_{} needs {}",
                            r.sm,
                            fmt_ptx(p),
                            r.sm,
                            fmt_ptx(base_ptx)
                        ),
                    );
                    Some(p)
                }
                Some(p) => Some(p),
            }
        };
        let a = variant_ptx(cx, &r.a, "a", "a");
        let f = variant_ptx(cx, &r.f, "f", "f");
        match (&r.f, &r.family) {
            (Some(_), None) => cx.err(
                *loc,
                At::Field("f"),
                format!("sm_{}f needs a `family`", r.sm),
            ),
            (None, Some(fam)) => cx.err(
                *loc,
                At::Value(fam),
                format!("`family` given but sm_{} has no `f` variant", r.sm),
            ),
            _ => {}
        }
        if !r.arch.chars().next().is_some_and(|c| c.is_alphanumeric()) {
            cx.err(*loc, At::Field("arch"), "empty architecture name");
        }
        let family = r.family.clone().unwrap_or(Cow::Borrowed(""));
        let mk = |variant: Variant, suffix: &str, ptx: u32| Target {
            name: Cow::Owned(format!("sm_{}{suffix}", r.sm)),
            sm: r.sm,
            variant,
            arch: r.arch.clone(),
            family: if variant == Variant::Base {
                Cow::Borrowed("")
            } else {
                family.clone()
            },
            min_ptx: ptx,
            aliases: Cow::Owned(
                r.aliases
                    .iter()
                    .map(|a| Cow::Owned(format!("{a}{suffix}")))
                    .collect(),
            ),
            cuda: r.cuda.clone().unwrap_or(Cow::Borrowed("")),
            abi: r.abi.clone(),
            threads_per_sm: r.threads_per_sm,
            notes: r.notes.clone(),
            implies: TargetSet::default(),
        };
        targets.push(mk(Variant::Base, "", base_ptx));
        locs.push(*loc);
        if let Some(p) = f {
            targets.push(mk(Variant::Family, "f", p));
            locs.push(*loc);
        }
        if let Some(p) = a {
            targets.push(mk(Variant::Arch, "a", p));
            locs.push(*loc);
        }
    }
    if targets.len() > TargetSet::MAX {
        let loc = *locs.last().expect("targets exist");
        cx.err(
            loc,
            At::Start,
            format!(
                "too many targets ({}; at most {})",
                targets.len(),
                TargetSet::MAX
            ),
        );
        targets.truncate(TargetSet::MAX);
    }
    // Families: named after the first member (a renamed SM, an older spelling of a later
    // member, does not count: sm_101 is in the family named after sm_110).
    let mut fams: BTreeMap<String, Vec<(u32, Loc, bool)>> = BTreeMap::new();
    for (r, loc) in &rows {
        if let (Some(fam), Some(_)) = (&r.family, &r.f) {
            fams.entry(fam.to_string())
                .or_default()
                .push((r.sm, *loc, r.renamed_to.is_some()));
        }
    }
    for (fam, members) in &fams {
        let first = members
            .iter()
            .filter(|m| !m.2)
            .map(|m| m.0)
            .min()
            .or_else(|| members.iter().map(|m| m.0).min())
            .expect("non-empty");
        let want = format!("sm_{first}f");
        if *fam != want {
            for (_, loc, _) in members {
                cx.err(
                    *loc,
                    At::Value(fam),
                    format!("family `{fam}` must be named after its first member: `{want}`"),
                );
            }
        }
    }
    // Implication lattice.
    let n = targets.len();
    for i in 0..n {
        let (sm, variant, fam) = (
            targets[i].sm,
            targets[i].variant,
            targets[i].family.to_string(),
        );
        let mut s = TargetSet::default();
        s.insert(TargetId(i as u32));
        for (j, o) in targets.iter().enumerate() {
            let ok = match o.variant {
                Variant::Base => o.sm <= sm,
                Variant::Family => {
                    variant != Variant::Base && !fam.is_empty() && o.family == fam && o.sm <= sm
                }
                Variant::Arch => false,
            };
            if ok {
                s.insert(TargetId(j as u32));
            }
        }
        targets[i].implies = s;
    }
    // A renamed SM meets what its namesake (same variant) meets.
    for i in 0..n {
        let renamed = rows
            .iter()
            .find(|(r, _)| r.sm == targets[i].sm)
            .and_then(|(r, _)| r.renamed_to);
        let Some(to) = renamed else { continue };
        match targets
            .iter()
            .position(|o| o.sm == to && o.variant == targets[i].variant)
        {
            Some(j) => {
                let more = targets[j].implies;
                targets[i].implies = targets[i].implies.union(&more);
            }
            None => cx.err(
                locs[i],
                At::Field("renamed_to"),
                format!(
                    "sm_{} is renamed to sm_{to}, which has no such variant",
                    targets[i].sm
                ),
            ),
        }
    }
    let mut index: BTreeMap<String, u32> = BTreeMap::new();
    for (i, t) in targets.iter().enumerate() {
        for name in std::iter::once(&t.name).chain(t.aliases.iter()) {
            if index.insert(name.to_string(), i as u32).is_some() {
                cx.err(
                    locs[i],
                    At::Value(name.trim_end_matches(['a', 'f'])),
                    format!("target spelling `{name}` is defined twice"),
                );
            }
        }
    }
    TargetTables { targets, index }
}

pub(super) fn lower_requirements(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    reqs: &[Requirement],
    loc: Loc,
) -> Gate {
    let mut alts = Vec::new();
    for r in reqs {
        if r.sm.is_empty() {
            cx.err(
                loc,
                At::Field("sm"),
                "a requirement needs at least one target in `sm`",
            );
        }
        let mut accepts = TargetSet::default();
        for atom in r.sm.iter() {
            if atom == "any" {
                accepts = accepts.union(&tg.all());
                continue;
            }
            match tg.resolve(atom) {
                Some(t) => accepts = accepts.union(&tg.accepting(t)),
                None => {
                    let message = match atom.strip_prefix("compute_") {
                        Some(rest) => format!(
                            "unknown SM name `{atom}`; requirements use sm_ spellings (sm_{rest})"
                        ),
                        None => tg.unknown_sm(atom),
                    };
                    cx.err(loc, At::Value(atom), message);
                }
            }
        }
        let mut ptx = 0;
        let mut below = 0;
        if let Some(p) = &r.ptx {
            match parse_ptx(p) {
                Some(v) => ptx = v,
                None => cx.err(
                    loc,
                    At::Value(p),
                    format!("malformed PTX version `{p}` (expected \"X.Y\")"),
                ),
            }
        }
        if let Some(p) = &r.ptx_below {
            match parse_ptx(p) {
                Some(v) => below = v,
                None => cx.err(
                    loc,
                    At::Value(p),
                    format!("malformed PTX version `{p}` (expected \"X.Y\")"),
                ),
            }
        }
        if below != 0 && ptx >= below {
            cx.err(
                loc,
                At::Field("ptx_below"),
                format!(
                    "contradictory thresholds: needs PTX {} and below PTX {}",
                    fmt_ptx(ptx),
                    fmt_ptx(below)
                ),
            );
        }
        alts.push(GateAlt {
            spelled: r.sm.clone(),
            accepts,
            ptx,
            ptx_below: below,
        });
    }
    Gate { alts: owned(alts) }
}

pub(super) fn intern_gate(gates: &mut Vec<Gate>, g: Gate) -> u32 {
    if let Some(i) = gates.iter().position(|x| *x == g) {
        return i as u32;
    }
    gates.push(g);
    (gates.len() - 1) as u32
}

pub(super) fn lower_param_limit(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    l: &ParamLimitDef,
    loc: Loc,
) -> ParamLimit {
    let mut steps = Vec::new();
    if l.steps.is_empty() {
        cx.err(
            loc,
            At::Field("steps"),
            format!("parameter-limit table `{}` has no steps", l.name),
        );
    }
    let mut prev_sm: Option<u32> = None;
    for (i, s) in l.steps.iter().enumerate() {
        let Some(t) = tg.resolve(&s.from) else {
            cx.err(loc, At::Value(&s.from), tg.unknown_sm(&s.from));
            continue;
        };
        let target = &tg.targets[t.0 as usize];
        if target.variant != Variant::Base {
            cx.err(
                loc,
                At::Value(&s.from),
                format!(
                    "parameter-limit step `from: {:?}` must name a base target",
                    s.from
                ),
            );
        }
        if i == 0 && tg.targets.first().is_some_and(|f| f.sm < target.sm) {
            cx.err(
                loc,
                At::Value(&s.from),
                format!(
                    "malformed range: table `{}` does not cover {}",
                    l.name, tg.targets[0].name
                ),
            );
        }
        if let Some(p) = prev_sm {
            if target.sm < p {
                cx.err(loc, At::Value(&s.from), format!("malformed range: step `{}` comes after a step for a later SM (steps must ascend)", s.from));
            }
        }
        prev_sm = Some(target.sm);
        if s.bytes == 0 {
            cx.err(loc, At::Value(&s.from), "parameter-limit step of 0 bytes");
        }
        let ptx = match &s.ptx {
            Some(p) => parse_ptx(p).unwrap_or_else(|| {
                cx.err(
                    loc,
                    At::Value(p),
                    format!("malformed PTX version `{p}` (expected \"X.Y\")"),
                );
                0
            }),
            None => 0,
        };
        steps.push(ParamStepL {
            from: s.from.clone(),
            accepts: tg.accepting(t),
            ptx,
            bytes: s.bytes,
        });
    }
    ParamLimit {
        name: l.name.clone(),
        summary: l.summary.clone(),
        steps: owned(steps),
        evidence: l.evidence.clone(),
    }
}
