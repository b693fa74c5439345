//! Parse → validate → lower. Every error is collected before failing.

use std::borrow::Cow;
use std::collections::BTreeMap;

use crate::model::*;
use crate::source::{Diag, Source};
use crate::tables::*;

mod checks;
mod consumers;
mod families;
mod matrix;
mod ptx;
mod rules;
mod targets;

pub use checks::char_class;
use consumers::*;
use families::*;
use matrix::*;
pub use ptx::probe_opcode;
use ptx::*;
use rules::*;
use targets::*;

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

struct Validator<'s> {
    srcs: &'s [Source],
    diags: Vec<Diag>,
}

impl Validator<'_> {
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

const GLOBAL_PLACEHOLDERS: &[&str] = &["target", "profile", "code", "ptx"];

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
    let mut cx = Validator {
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
    let mut profiles = collect!(profiles, "profiles");
    let param_limits = collect!(param_limits, "param_limits");
    let consumers = collect!(consumers, "consumers");
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
    let immediate_args = collect!(immediate_args, "immediate_args");
    let intrinsic_args = collect!(intrinsic_args, "intrinsic_args");
    let ptx_forms = collect!(ptx_forms, "ptx_forms");
    let intrinsic_signatures = collect!(intrinsic_signatures, "intrinsic_signatures");
    let intrinsic_signatures = lower_signatures(&mut cx, intrinsic_signatures);
    let (signatures, signature_names, signature_types) =
        crate::tables::pack_signatures(&intrinsic_signatures);
    let intrinsic_upgrades = collect!(intrinsic_upgrades, "intrinsic_upgrades");
    // A rewritten call takes its arguments from the older form's: each one it has.
    for (row, loc) in &intrinsic_upgrades {
        if row.call_args.iter().any(|&arg| arg >= row.params) {
            cx.err(
                *loc,
                At::Field("call_args"),
                "call_args names an argument the older form does not have (0-based, below params)",
            );
        }
    }
    let attribute_types = collect!(attribute_types, "attribute_types");
    let attribute_conflicts = collect!(attribute_conflicts, "attribute_conflicts");
    // The engine keeps the rows' findings in a fixed array (no allocation per function).
    if let Some((row, loc)) = attribute_conflicts.get(8) {
        cx.err(
            *loc,
            At::Value(&row.first),
            "at most 8 attribute_conflicts rows (the engine's fixed array)",
        );
    }
    let mut since_rows = |rows: Vec<(crate::model::AttributeSinceRow, Loc)>| {
        for (row, loc) in &rows {
            if row.since <= 7 {
                cx.err(
                    *loc,
                    At::Field("since"),
                    "since must name a release after LLVM 7 (every reader knows LLVM 7's attributes)",
                );
            }
        }
        by_attribute(&mut cx, rows, |r| &r.attribute)
    };
    let attribute_since = since_rows(collect!(attribute_since, "attribute_since"));
    let function_attribute_since = since_rows(collect!(
        function_attribute_since,
        "function_attribute_since"
    ));
    let attribute_types = by_attribute(&mut cx, attribute_types, |r| &r.attribute);

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
    check_consumers(&mut cx, &consumers, &profiles);
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
    check_named_args(&mut cx, &families, &intrinsic_args);

    // ---- matrix -------------------------------------------------------------------------------
    let mut gates: Vec<Gate> = Vec::new();
    let geoms = check_geometries(&mut cx, &geometries);
    let matrix_entries = lower_matrix(&mut cx, &tg, &matrix, &geoms, &mut gates);
    // A row's `message` stands in for the Matrix(Target) rule's: the same placeholders apply.
    let matrix_target = codes
        .values()
        .find(|(_, r)| matches!(r.check, Check::Matrix(MatrixCheck::Target)));
    for (r, loc) in &matrix {
        let Some(m) = &r.message else { continue };
        if m.trim().is_empty() {
            cx.err(
                *loc,
                At::Field("message"),
                "a matrix row's message is empty",
            );
        } else if let Some((_, rule)) = matrix_target {
            check_placeholders(&mut cx, *loc, m, rule);
        } else {
            cx.err(
                *loc,
                At::Field("message"),
                "a matrix row's message needs a rule with check Matrix(Target)",
            );
        }
    }
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

    let ptx_entries = lower_ptx_forms(&mut cx, &tg, &ptx_forms, &mut gates);

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
    for (p, loc) in profiles.iter_mut() {
        if !p.nvvm23_on.is_empty() {
            let gate = targets::lower_requirements(&mut cx, &tg, &p.nvvm23_on, *loc);
            p.nvvm23_gate = Some(intern_gate(&mut gates, gate));
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
    // One plan per profile, and per LLVM version for a profile that names some.
    let plans = profiles
        .iter()
        .flat_map(|(p, _)| {
            let versions: Vec<Option<u32>> = if p.llvm_versions.is_empty() {
                vec![None]
            } else {
                p.llvm_versions.iter().copied().map(Some).collect()
            };
            let rules_sorted = &rules_sorted;
            versions
                .into_iter()
                .map(move |v| Plan::of(&p.name, v, rules_sorted))
        })
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
        consumers: owned(consumers.into_iter().map(|(c, _)| c).collect()),
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
        immediate_args: owned({
            let mut rows: Vec<_> = immediate_args.into_iter().map(|(r, _)| r).collect();
            rows.sort_by(|a, b| (&a.intrinsic, a.arg).cmp(&(&b.intrinsic, b.arg)));
            rows.dedup();
            rows
        }),
        intrinsic_args: owned({
            let mut rows: Vec<_> = intrinsic_args.into_iter().map(|(r, _)| r).collect();
            rows.sort_by(|a, b| a.intrinsic.cmp(&b.intrinsic));
            rows
        }),
        ptx_forms: owned(ptx_entries),
        signatures: owned(signatures),
        signature_names: Cow::Owned(signature_names),
        signature_types: owned(signature_types),
        intrinsic_upgrades: owned({
            let mut rows: Vec<_> = intrinsic_upgrades.into_iter().map(|(r, _)| r).collect();
            rows.sort_by(|a, b| (&a.intrinsic, a.params).cmp(&(&b.intrinsic, b.params)));
            rows
        }),
        attribute_types: owned(attribute_types),
        attribute_conflicts: owned(attribute_conflicts.into_iter().map(|(r, _)| r).collect()),
        attribute_since: owned(attribute_since),
        function_attribute_since: owned(function_attribute_since),
        plans: owned(plans),
    })
}

/// The rows of an attribute table sorted by attribute; an attribute given twice is refused
/// (at the second, naming the first).
fn by_attribute<R>(
    cx: &mut Validator<'_>,
    rows: Vec<(R, Loc)>,
    attribute: impl Fn(&R) -> &Str,
) -> Vec<R> {
    let mut seen: BTreeMap<String, Loc> = BTreeMap::new();
    for (row, loc) in &rows {
        let name = attribute(row);
        if let Some(first) = seen.insert(name.to_string(), *loc) {
            let at = cx.where_(first, At::Value(name));
            cx.err(
                *loc,
                At::Value(name),
                format!("attribute `{name}` is given twice (first at {at})"),
            );
        }
    }
    let mut rows: Vec<R> = rows.into_iter().map(|(r, _)| r).collect();
    rows.sort_by(|a, b| attribute(a).cmp(attribute(b)));
    rows
}

/// Sorts the signatures by name; refuses a name given twice and a derived type (`Same`,
/// `SameWidthI1`) whose slot is not an earlier overloaded one.
fn lower_signatures(
    cx: &mut Validator,
    rows: Vec<(crate::model::IntrinsicSignature, Loc)>,
) -> Vec<crate::model::IntrinsicSignature> {
    // A name may have a row per range of LLVM releases (`since` ..= `until`), the ranges
    // disjoint.
    let mut seen: BTreeMap<String, Vec<(Loc, u32, u32)>> = BTreeMap::new();
    for (row, loc) in &rows {
        let range = (row.since.unwrap_or(0), row.until.unwrap_or(u32::MAX));
        if range.0 > range.1 {
            cx.err(
                *loc,
                At::Value(&row.intrinsic),
                format!("`{}`: `until` is before `since`", row.intrinsic),
            );
        }
        let earlier = seen.entry(row.intrinsic.to_string()).or_default();
        if let Some((first, ..)) = earlier
            .iter()
            .find(|(_, lo, hi)| range.0 <= *hi && *lo <= range.1)
        {
            let at = cx.where_(*first, At::Value(&row.intrinsic));
            cx.err(
                *loc,
                At::Value(&row.intrinsic),
                format!(
                    "intrinsic `{}` has two signatures for one LLVM release (first at {at})",
                    row.intrinsic
                ),
            );
        }
        earlier.push((*loc, range.0, range.1));
        let mut slots = 0u32;
        for ty in row.ret.iter().chain(row.params.iter()) {
            match ty {
                SigType::Same(k) | SigType::SameWidthI1(k) if *k >= slots => cx.err(
                    *loc,
                    At::Value(&row.intrinsic),
                    format!(
                        "`{}`: slot {k} is not an earlier overloaded type (there are {slots})",
                        row.intrinsic
                    ),
                ),
                SigType::AnyInt | SigType::AnyFloat | SigType::AnyPtr => slots += 1,
                _ => {}
            }
        }
    }
    let mut rows: Vec<_> = rows.into_iter().map(|(r, _)| r).collect();
    rows.sort_by(|a, b| (&a.intrinsic, a.since).cmp(&(&b.intrinsic, b.since)));
    rows
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
