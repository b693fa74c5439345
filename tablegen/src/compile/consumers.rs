//! Consumer records (`rules/profiles.ron`, `consumers:`): a compiler that drives a profile's back
//! end itself, per range of its releases. Validated here; kept as written.

use std::collections::BTreeMap;

use super::*;

/// A record's releases: from, below (none: open-ended), and where the record is.
type Releases = (Vec<u32>, Option<Vec<u32>>, Loc);

pub(super) fn check_consumers(
    cx: &mut Validator<'_>,
    consumers: &[(ConsumerDef, Loc)],
    profiles: &[(ProfileDef, Loc)],
) {
    let mut names: BTreeMap<&str, Loc> = BTreeMap::new();
    // Per producer, the release ranges seen so far.
    let mut ranges: BTreeMap<&str, Vec<Releases>> = BTreeMap::new();
    for (c, loc) in consumers {
        let loc = *loc;
        let spelling = |s: &str| {
            !s.is_empty()
                && s.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.')
        };
        if !spelling(&c.name) || !is_kebab(&c.producer) {
            cx.err(
                loc,
                At::Value(&c.name),
                format!(
                    "consumer `{}` / producer `{}`: names are lower case (`triton-3.6` / `triton`)",
                    c.name, c.producer
                ),
            );
        }
        if let Some(first) = names.insert(&c.name, loc) {
            let w = cx.where_(first, At::Value(&c.name));
            cx.err(
                loc,
                At::Value(&c.name),
                format!("duplicate consumer `{}` (first defined at {w})", c.name),
            );
        }
        match profiles.iter().find(|(p, _)| p.name == c.profile) {
            None => {
                let known: Vec<&str> = profiles.iter().map(|(p, _)| &*p.name).collect();
                cx.err(
                    loc,
                    At::Value(&c.profile),
                    format!(
                        "unknown profile `{}` (known: {})",
                        c.profile,
                        known.join(", ")
                    ),
                );
            }
            Some((p, _)) if !p.llvm_versions.contains(&c.llvm) => {
                let known: Vec<String> = p.llvm_versions.iter().map(u32::to_string).collect();
                cx.err(
                    loc,
                    At::FieldValue("llvm"),
                    format!(
                        "LLVM {} is not one of profile `{}`'s llvm_versions ({})",
                        c.llvm,
                        p.name,
                        known.join(", ")
                    ),
                );
            }
            Some(_) => {}
        }
        if let Some(cap) = &c.llvm_ptx_cap {
            if parse_ptx(cap).is_none() {
                cx.err(
                    loc,
                    At::Value(cap),
                    format!("malformed PTX version `{cap}` (expected \"X.Y\")"),
                );
            }
        }
        let from = release_key(&c.from);
        let below = c.below.as_deref().map(release_key);
        let (Some(from), Some(below)) = (from, below.map_or(Some(None), |b| b.map(Some))) else {
            cx.err(
                loc,
                At::Field("from"),
                format!(
                    "consumer `{}`: malformed release (expected dotted numbers such as \"3.6\")",
                    c.name
                ),
            );
            continue;
        };
        if below.as_ref().is_some_and(|b| *b <= from) {
            cx.err(
                loc,
                At::Field("below"),
                format!("consumer `{}`: `below` must come after `from`", c.name),
            );
        }
        let seen = ranges.entry(&c.producer).or_default();
        for (f, b, other) in seen.iter() {
            let overlaps = below.as_ref().is_none_or(|below| f < below)
                && b.as_ref().is_none_or(|b| from < *b);
            if overlaps {
                let w = cx.where_(*other, At::Field("from"));
                cx.err(
                    loc,
                    At::Field("from"),
                    format!(
                        "consumer `{}`: its releases overlap another record of `{}` (at {w})",
                        c.name, c.producer
                    ),
                );
            }
        }
        seen.push((from, below, loc));
        check_evidence(cx, loc, &c.evidence);
    }
}
