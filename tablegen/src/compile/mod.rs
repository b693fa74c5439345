//! Parse → validate → lower. Every error is collected before failing.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

use crate::model::*;
use crate::source::{Diag, Source};
use crate::tables::*;

mod checks;
pub use checks::char_class;

/// A record's location: file index and element span.
#[derive(Clone, Copy, Debug)]
struct Loc {
    file: usize,
    span: (usize, usize),
}

/// Where inside a record an error points.
#[derive(Clone, Copy)]
enum At<'n> {
    Start,
    /// The first occurrence of this value (quoted string first, then bare).
    Value(&'n str),
    /// The `field:` label.
    Field(&'n str),
    /// The first token after `field:`.
    FieldValue(&'n str),
}

struct Cx<'s> {
    srcs: &'s [Source],
    diags: Vec<Diag>,
}

impl Cx<'_> {
    fn offset(&self, loc: Loc, at: At<'_>) -> usize {
        let s = &self.srcs[loc.file];
        match at {
            At::Start => loc.span.0,
            At::Value(v) => s.find_in(loc.span, v),
            At::Field(f) => s.find_field(loc.span, f),
            At::FieldValue(f) => s.find_field_value(loc.span, f),
        }
    }
    fn err(&mut self, loc: Loc, at: At<'_>, msg: impl Into<String>) {
        let off = self.offset(loc, at);
        self.diags.push(self.srcs[loc.file].diag(off, msg));
    }
    /// `path:line:col` of a location (for "first defined at" notes).
    fn where_(&self, loc: Loc, at: At<'_>) -> String {
        let off = self.offset(loc, at);
        let (l, c) = self.srcs[loc.file].line_col(off);
        format!("{}:{l}:{c}", self.srcs[loc.file].path)
    }
}

/// Parses `"X.Y"` into X*10+Y.
pub fn parse_ptx(s: &str) -> Option<u32> {
    let (a, b) = s.split_once('.')?;
    if a.is_empty() || b.len() != 1 || !a.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let b = b.as_bytes()[0];
    if !b.is_ascii_digit() {
        return None;
    }
    Some(a.parse::<u32>().ok()? * 10 + u32::from(b - b'0'))
}

fn is_kebab(s: &str) -> bool {
    !s.is_empty()
        && s.split('-').all(|p| {
            !p.is_empty()
                && p.bytes()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// `{name}` placeholders of a message (`{{` escapes).
fn placeholders(msg: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = msg.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'{' {
            if b.get(i + 1) == Some(&b'{') {
                i += 2;
                continue;
            }
            if let Some(e) = msg[i + 1..].find('}') {
                out.push(&msg[i + 1..i + 1 + e]);
                i += e + 2;
                continue;
            }
        }
        i += 1;
    }
    out
}

const GLOBAL_PLACEHOLDERS: &[&str] = &["target", "profile", "code"];

const ELEMENT_TYPES: &[&str] = &[
    "f16",
    "f32",
    "f64",
    "bf16",
    "tf32",
    "s8",
    "u8",
    "s4",
    "u4",
    "b1",
    "s32",
    "e4m3",
    "e5m2",
    "e3m2",
    "e2m3",
    "e2m1",
    "b16",
    "b8",
    "b8x16.b6x16_p32",
    "b8x16.b4x16_p64",
];

const ORDERINGS: &[&str] = &[
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

/// Compiles rule files given as (display path, text), e.g. `("rules/targets.ron", "…")`.
pub fn compile(inputs: Vec<(String, String)>) -> Result<Tables, Vec<Diag>> {
    let mut inputs = inputs;
    inputs.sort_by(|a, b| a.0.cmp(&b.0));
    let srcs: Vec<Source> = inputs.into_iter().map(|(p, t)| Source::new(p, t)).collect();
    let mut cx = Cx {
        srcs: &srcs,
        diags: Vec::new(),
    };

    // ---- parse --------------------------------------------------------------------------------
    let mut files: Vec<(usize, RuleFile)> = Vec::new();
    for (i, s) in srcs.iter().enumerate() {
        match crate::parse_rule_file(&s.text) {
            Ok(f) => files.push((i, f)),
            Err(e) => cx.diags.push(Diag {
                path: s.path.clone(),
                line: e.span.start.line,
                col: e.span.start.col,
                msg: e.code.to_string(),
            }),
        }
    }
    // Semantic checks over a partial rule set would only cascade (every SM name unknown when
    // targets.ron does not parse): report the syntax errors, all of them, and stop.
    if !cx.diags.is_empty() {
        let mut d = cx.diags;
        d.sort();
        return Err(d);
    }
    macro_rules! collect {
        ($field:ident, $section:literal) => {{
            let mut v = Vec::new();
            for (i, f) in &files {
                let els = srcs[*i].section_elements($section);
                for (j, r) in f.$field.iter().enumerate() {
                    let span = els.get(j).copied().unwrap_or((0, srcs[*i].text.len()));
                    v.push((r.clone(), Loc { file: *i, span }));
                }
            }
            v
        }};
    }
    let target_rows = collect!(targets, "targets");
    let profiles = collect!(profiles, "profiles");
    let param_limits = collect!(param_limits, "param_limits");
    let inference = collect!(inference, "inference");
    let rules = collect!(rules, "rules");
    let families = collect!(intrinsics, "intrinsics");
    let geometries = collect!(geometries, "geometries");
    let matrix = collect!(matrix, "matrix");
    let fragments = collect!(fragments, "fragments");
    let wgmma = collect!(wgmma, "wgmma");
    let tcgen05 = collect!(tcgen05, "tcgen05");
    let modes = collect!(modes, "modes");
    let launch_properties = collect!(launch_properties, "launch_properties");
    let launch_calls = collect!(launch_calls, "launch_calls");

    // ---- targets ------------------------------------------------------------------------------
    let tg = lower_targets(&mut cx, target_rows);

    // ---- profiles -----------------------------------------------------------------------------
    let mut profile_names: BTreeMap<String, Loc> = BTreeMap::new();
    for (p, loc) in &profiles {
        if !is_kebab(&p.name) {
            cx.err(
                *loc,
                At::Value(&p.name),
                format!("profile name `{}` is not kebab-case", p.name),
            );
        }
        if let Some(first) = profile_names.get(&*p.name) {
            let w = cx.where_(*first, At::Value(&p.name));
            cx.err(
                *loc,
                At::Value(&p.name),
                format!("duplicate profile `{}` (first defined at {w})", p.name),
            );
        } else {
            profile_names.insert(p.name.to_string(), *loc);
        }
        if tg.resolve(&p.default_target).is_none() {
            let message = tg.unknown_sm(&p.default_target);
            cx.err(*loc, At::Value(&p.default_target), message);
        }
        if let Some(t) = &p.toolkit_ptx {
            if parse_ptx(t).is_none() {
                cx.err(
                    *loc,
                    At::Value(t),
                    format!("malformed PTX version `{t}` (expected \"X.Y\")"),
                );
            }
        } else if p.ptx_source == PtxSource::Toolkit {
            cx.err(
                *loc,
                At::Field("ptx_source"),
                "`ptx_source: Toolkit` needs `toolkit_ptx`",
            );
        }
    }
    let mut limit_names: BTreeMap<String, Loc> = BTreeMap::new();
    let mut lowered_limits = Vec::new();
    for (l, loc) in &param_limits {
        if let Some(first) = limit_names.get(&*l.name) {
            let w = cx.where_(*first, At::Value(&l.name));
            cx.err(
                *loc,
                At::Value(&l.name),
                format!(
                    "duplicate parameter-limit table `{}` (first defined at {w})",
                    l.name
                ),
            );
        } else {
            limit_names.insert(l.name.to_string(), *loc);
        }
        check_evidence(&mut cx, *loc, &l.evidence);
        lowered_limits.push(lower_param_limit(&mut cx, &tg, l, *loc));
    }
    for (p, loc) in &profiles {
        if !limit_names.contains_key(&*p.param_limits) {
            cx.err(
                *loc,
                At::FieldValue("param_limits"),
                format!("unknown parameter-limit table `{}`", p.param_limits),
            );
        }
    }
    for (r, loc) in &inference {
        if !profile_names.contains_key(&*r.profile) {
            cx.err(
                *loc,
                At::Value(&r.profile),
                unknown_profile(&r.profile, &profile_names),
            );
        }
    }

    // ---- rules --------------------------------------------------------------------------------
    let mut codes: BTreeMap<String, (Loc, Rule)> = BTreeMap::new();
    let mut names: BTreeMap<String, Loc> = BTreeMap::new();
    for (r, loc) in &rules {
        check_rule(&mut cx, &tg, r, *loc, &profile_names);
        if let Some((first, _)) = codes.get(&*r.code) {
            let w = cx.where_(*first, At::Value(&r.code));
            cx.err(
                *loc,
                At::Value(&r.code),
                format!("duplicate rule code {} (first defined at {w})", r.code),
            );
        } else {
            codes.insert(r.code.to_string(), (*loc, r.clone()));
        }
        if let Some(first) = names.get(&*r.name) {
            let w = cx.where_(*first, At::Value(&r.name));
            cx.err(
                *loc,
                At::Value(&r.name),
                format!("duplicate rule name `{}` (first defined at {w})", r.name),
            );
        } else {
            names.insert(r.name.to_string(), *loc);
        }
    }

    // ---- intrinsic families -------------------------------------------------------------------
    let lowered_families = lower_families(&mut cx, &tg, &families, &codes);

    // ---- matrix -------------------------------------------------------------------------------
    let mut gates: Vec<Gate> = Vec::new();
    let geoms = check_geometries(&mut cx, &geometries);
    let matrix_entries = lower_matrix(&mut cx, &tg, &matrix, &geoms, &mut gates);
    for (f, loc) in &fragments {
        for g in f.geoms.iter() {
            if !geom_format_ok(g) {
                cx.err(*loc, At::Value(g), format!("malformed geometry `{g}`"));
            } else if !geoms.values().any(|s| s.contains(&**g)) {
                cx.err(
                    *loc,
                    At::Value(g),
                    format!("fragment geometry `{g}` is outside the known geometries"),
                );
            }
        }
        if !["a", "b", "c", "d", "x1", "x2", "x4"].contains(&&*f.frag) {
            cx.err(
                *loc,
                At::Value(&f.frag),
                format!(
                    "unknown fragment `{}` (expected a, b, c, d, x1, x2 or x4)",
                    f.frag
                ),
            );
        }
        check_types(&mut cx, *loc, &f.types);
        if f.count == 0 {
            cx.err(
                *loc,
                At::Field("count"),
                "fragment register count must be positive",
            );
        }
    }
    let wgmma_entries = lower_wgmma(&mut cx, &tg, &wgmma, &mut gates);
    let mut tc_entries = Vec::new();
    for (r, loc) in &tcgen05 {
        if r.shape.is_empty() {
            cx.err(*loc, At::Field("shape"), "empty tcgen05 shape");
        }
        for n in r.nums.iter() {
            if !n.is_power_of_two() || *n > 128 {
                cx.err(*loc, At::Field("nums"), format!("malformed range: tcgen05 repeat count x{n} is not a power of two in 1..=128"));
            }
        }
        check_evidence(&mut cx, *loc, &r.evidence);
        let gate = lower_requirements(&mut cx, &tg, &r.requires, *loc);
        tc_entries.push(Tcgen05Entry {
            op: r.op,
            shape: r.shape.clone(),
            multicast: r.multicast.clone(),
            nums: r.nums.clone(),
            src_formats: r.src_formats.clone(),
            gate: intern_gate(&mut gates, gate),
        });
    }

    for (m, loc) in &modes {
        check_evidence(&mut cx, *loc, &m.evidence);
        if m.arch.is_empty() && m.api.is_empty() {
            cx.err(*loc, At::Field("mode"), "a mode row needs `arch` or `api`");
        }
    }
    for (p, loc) in &launch_properties {
        if !p.attribute.starts_with("nvvm.") {
            cx.err(
                *loc,
                At::Value(&p.attribute),
                format!(
                    "launch property attribute `{}` is not an `nvvm.` attribute",
                    p.attribute
                ),
            );
        }
        if p.keys.is_empty() || p.keys.len() > 3 {
            cx.err(
                *loc,
                At::Field("keys"),
                "a launch property needs 1 to 3 keys",
            );
        }
    }
    for (r, loc) in rules.iter() {
        if let Some((_, lowered)) = codes.get_mut(&*r.code) {
            if lowered == r {
                checks::lower(&mut cx, &tg, &mut gates, lowered, *loc);
            }
        }
    }

    if !cx.diags.is_empty() {
        let mut d = cx.diags;
        d.sort();
        d.dedup();
        return Err(d);
    }

    let mut rules_sorted: Vec<Rule> = codes.into_values().map(|(_, r)| r).collect();
    rules_sorted.sort_by(|a, b| a.code.cmp(&b.code));
    let (families, exact, prefixes) = lowered_families;
    let plans = profiles
        .iter()
        .map(|(p, _)| Plan::of(&p.name, &rules_sorted))
        .collect();
    Ok(Tables {
        sources: owned(
            srcs.iter()
                .map(|s| Cow::Owned(s.path.rsplit('/').next().unwrap_or(&s.path).to_string()))
                .collect(),
        ),
        targets: owned(tg.targets),
        target_index: owned(
            tg.index
                .into_iter()
                .map(|(n, i)| (Cow::Owned(n), i))
                .collect(),
        ),
        profiles: owned(profiles.into_iter().map(|(p, _)| p).collect()),
        param_limits: owned(lowered_limits),
        inference: owned(inference.into_iter().map(|(r, _)| r).collect()),
        rules: owned(rules_sorted),
        gates: owned(gates),
        families: owned(families),
        intrinsic_exact: owned(exact),
        intrinsic_prefixes: owned(prefixes),
        geometries: owned(geometries.into_iter().map(|(g, _)| g).collect()),
        matrix_rows: matrix.len() as u32,
        matrix: owned(matrix_entries),
        fragments: owned(fragments.into_iter().map(|(f, _)| f).collect()),
        wgmma: owned(wgmma_entries),
        tcgen05: owned(tc_entries),
        modes: owned(modes.into_iter().map(|(m, _)| m).collect()),
        launch_properties: owned(launch_properties.into_iter().map(|(p, _)| p).collect()),
        launch_calls: owned(launch_calls.into_iter().map(|(c, _)| c).collect()),
        plans: owned(plans),
    })
}

fn unknown_profile(name: &str, known: &BTreeMap<String, Loc>) -> String {
    let k: Vec<&str> = known.keys().map(|s| s.as_str()).collect();
    format!("unknown profile name `{name}` (known: {})", k.join(", "))
}

fn check_evidence(cx: &mut Cx<'_>, loc: Loc, ev: &[Evidence]) {
    if ev.is_empty() {
        cx.err(
            loc,
            At::Field("evidence"),
            "a record needs at least one evidence entry",
        );
    }
    for e in ev {
        if let Evidence::SpecOnly(s) = e {
            if !s.starts_with("seeds/") {
                cx.err(
                    loc,
                    At::Value(s),
                    format!("SpecOnly evidence must name a seed file (seeds/…), not `{s}`"),
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

struct TargetTables {
    targets: Vec<Target>,
    /// spelling → index (canonical and aliases)
    index: BTreeMap<String, u32>,
}

impl TargetTables {
    fn resolve(&self, spelling: &str) -> Option<TargetId> {
        self.index.get(spelling).map(|i| TargetId(*i))
    }
    /// Targets satisfying the atom.
    fn accepting(&self, atom: TargetId) -> TargetSet {
        let mut s = TargetSet::default();
        for (i, t) in self.targets.iter().enumerate() {
            if t.implies.contains(atom) {
                s.insert(TargetId(i as u32));
            }
        }
        s
    }
    fn all(&self) -> TargetSet {
        let mut s = TargetSet::default();
        for i in 0..self.targets.len() {
            s.insert(TargetId(i as u32));
        }
        s
    }
    fn close(&self, spelling: &str) -> Vec<&str> {
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
    fn unknown_sm(&self, spelling: &str) -> String {
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

fn lower_targets(cx: &mut Cx<'_>, mut rows: Vec<(TargetRow, Loc)>) -> TargetTables {
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
        let variant_ptx = |cx: &mut Cx<'_>,
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
    // Families: named after the first member.
    let mut fams: BTreeMap<String, Vec<(u32, Loc)>> = BTreeMap::new();
    for (r, loc) in &rows {
        if let (Some(fam), Some(_)) = (&r.family, &r.f) {
            fams.entry(fam.to_string()).or_default().push((r.sm, *loc));
        }
    }
    for (fam, members) in &fams {
        let first = members.iter().map(|m| m.0).min().expect("non-empty");
        let want = format!("sm_{first}f");
        if *fam != want {
            for (_, loc) in members {
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

fn lower_requirements(cx: &mut Cx<'_>, tg: &TargetTables, reqs: &[Requirement], loc: Loc) -> Gate {
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

fn intern_gate(gates: &mut Vec<Gate>, g: Gate) -> u32 {
    if let Some(i) = gates.iter().position(|x| *x == g) {
        return i as u32;
    }
    gates.push(g);
    (gates.len() - 1) as u32
}

fn lower_param_limit(
    cx: &mut Cx<'_>,
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

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

fn check_rule(
    cx: &mut Cx<'_>,
    tg: &TargetTables,
    r: &Rule,
    loc: Loc,
    profiles: &BTreeMap<String, Loc>,
) {
    let code_ok = r.code.len() == 6
        && r.code.starts_with("NV")
        && r.code[2..].bytes().all(|c| c.is_ascii_digit());
    if !code_ok {
        cx.err(
            loc,
            At::Value(&r.code),
            format!(
                "malformed rule code `{}` (expected NV and four digits)",
                r.code
            ),
        );
    }
    if !is_kebab(&r.name) {
        cx.err(
            loc,
            At::Value(&r.name),
            format!("rule name `{}` is not kebab-case", r.name),
        );
    }
    if r.summary.trim().is_empty() || r.summary.contains('\n') {
        cx.err(
            loc,
            At::Field("summary"),
            "the summary must be one non-empty line",
        );
    }
    if r.message.trim().is_empty() {
        cx.err(loc, At::Field("message"), "empty message");
    }
    check_placeholders(cx, loc, &r.message, r);
    if let Some(help) = &r.help {
        check_placeholders(cx, loc, help, r);
    }
    if r.profiles.is_empty() {
        cx.err(
            loc,
            At::Field("profiles"),
            format!("rule {} applies to no profile", r.code),
        );
    }
    for p in r.profiles.iter() {
        if !profiles.contains_key(&**p) {
            cx.err(loc, At::Value(p), unknown_profile(p, profiles));
        }
    }
    check_evidence(cx, loc, &r.evidence);
    checks::validate(cx, r, loc);
    if !r.require.is_empty() {
        lower_requirements(cx, tg, &r.require, loc);
    }
}

fn check_placeholders(cx: &mut Cx<'_>, loc: Loc, msg: &str, r: &Rule) {
    let check = &r.check;
    let mut allowed = check.placeholders();
    if !r.require.is_empty() {
        allowed.extend_from_slice(&["required", "required_target"]);
    }
    for p in placeholders(msg) {
        if !allowed.contains(&p) && !GLOBAL_PLACEHOLDERS.contains(&p) {
            let mut all: Vec<&str> = allowed.to_vec();
            all.extend_from_slice(GLOBAL_PLACEHOLDERS);
            cx.err(
                loc,
                At::Value(msg),
                format!(
                    "unknown placeholder `{{{p}}}` for check {} (known: {})",
                    check.kind_name(),
                    all.join(", ")
                ),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Intrinsic families
// ---------------------------------------------------------------------------------------------

type Lowered = (Vec<Family>, Vec<(Str, u32)>, Vec<PrefixEntry>);

#[allow(clippy::too_many_arguments)]
fn rule_ref<'r>(
    cx: &mut Cx<'_>,
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

fn lower_families(
    cx: &mut Cx<'_>,
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
                | OperandKind::PointerWidth
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

fn describe_reqs(r: &[Requirement]) -> String {
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

// ---------------------------------------------------------------------------------------------
// Matrix
// ---------------------------------------------------------------------------------------------

fn geom_format_ok(g: &str) -> bool {
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

fn check_geometries(
    cx: &mut Cx<'_>,
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

fn check_types(cx: &mut Cx<'_>, loc: Loc, types: &[Str]) {
    for t in types {
        if !ELEMENT_TYPES.contains(&&**t) {
            cx.err(loc, At::Value(t), format!("unknown element type `{t}`"));
        }
    }
}

fn is_ldst(op: MatrixOp) -> bool {
    matches!(
        op,
        MatrixOp::WmmaLdSt | MatrixOp::Ldmatrix | MatrixOp::Stmatrix
    )
}

fn lower_matrix(
    cx: &mut Cx<'_>,
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
struct MatrixKeyOwned {
    op: MatrixOp,
    fields: [String; 8],
}

impl MatrixKeyOwned {
    fn describe(&self) -> String {
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

fn lower_wgmma(
    cx: &mut Cx<'_>,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptx_and_helpers() {
        assert_eq!(parse_ptx("7.8"), Some(78));
        assert_eq!(parse_ptx("10.0"), Some(100));
        assert_eq!(parse_ptx("7.10"), None);
        assert_eq!(parse_ptx("7"), None);
        assert!(is_kebab("unsupported-function-attribute"));
        assert!(!is_kebab("Bad_name"));
        assert_eq!(placeholders("a {x} {{y}} {z}"), vec!["x", "z"]);
        assert!(
            geom_format_ok("m16n8k16")
                && geom_format_ok("m8n8")
                && !geom_format_ok("m16k8")
                && !geom_format_ok("x16n8")
        );
    }
}
