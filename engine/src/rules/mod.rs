//! The rule tables: compiled in from `rules/*.ron` by tablegen (see `engine/build.rs`), or loaded
//! from a folder at run time (`--rules DIR`). Both go through the same tablegen stages, so the
//! same files give equal tables and identical lookups.
//!
//! ```ignore
//! let rs = RuleSet::compiled();
//! let t = rs.parse_target("-arch=sm_90a")?;
//! let fam = rs.intrinsic_family("llvm.nvvm.barrier.cluster.arrive").unwrap();
//! assert!(fam.gate.accepts(t));
//! ```

use std::borrow::Cow;
use std::ops::Deref;
use std::path::Path;

pub use tablegen::model;
pub use tablegen::model::{
    Check, Evidence, IntrinsicFamily, MatrixOp, OperandKind, Rule, Severity, Variant,
};
pub use tablegen::tables::{
    describe_atom, fmt_ptx, Family, Gate, InferenceInput, MatchKind, MatrixEntry, MatrixKey,
    MatrixVerdict, ParamLimit, ProfileSel, Tables, Target, TargetId, TargetSet, WgmmaVerdict,
};

mod render;
pub use render::{explain, rules_list, targets_table};

/// The generated tables (`$OUT_DIR/rules_tables.rs`).
#[allow(clippy::all, dead_code, unused_imports, non_upper_case_globals)]
mod generated {
    use std::borrow::Cow;
    use tablegen::model::*;
    use tablegen::tables::*;
    include!(concat!(env!("OUT_DIR"), "/rules_tables.rs"));
}

/// A rule set: the compiled one or one loaded from rule files. Derefs to [`Tables`], which
/// holds every lookup (`rule`, `intrinsic_family`, `parse_target`, `matrix_lookup`, …).
#[derive(Debug, Clone)]
pub struct RuleSet(Cow<'static, Tables>, InForce);

/// Per profile, the indices of the rules in force, in code order: every function's checks
/// ask for them, so they are sorted out once per rule set.
type InForce = std::sync::OnceLock<Vec<ProfileRules>>;

#[derive(Debug, Clone)]
struct ProfileRules {
    profile: String,
    /// Indices into `rules`, in code order.
    in_force: Vec<u32>,
    /// `code_starts[d]`: the first position in `in_force` whose code is not below `NV{d}`
    /// (`[10]`: past every `NV9…`), so that the rules of a code family (`"NV2".."NV4"`) are a
    /// slice without a binary search over the codes.
    code_starts: [u32; 11],
}

/// The digit of a family bound such as `"NV6"`.
fn family_digit(bound: &str) -> Option<usize> {
    match bound.as_bytes() {
        [b'N', b'V', d @ b'0'..=b'9'] => Some(usize::from(d - b'0')),
        _ => None,
    }
}

impl PartialEq for RuleSet {
    /// The tables decide; the index is derived from them.
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

static COMPILED: RuleSet = RuleSet(Cow::Borrowed(&generated::TABLES), InForce::new());

impl RuleSet {
    /// The rule set compiled into the binary from the repository's `rules/`.
    pub fn compiled() -> &'static RuleSet {
        &COMPILED
    }

    /// Loads every `*.ron` file of `dir`; errors are `DIR/<file>.ron:<line>:<col>: error: …`,
    /// all of them.
    pub fn load(dir: &Path) -> Result<RuleSet, Vec<String>> {
        let label = dir.display().to_string();
        let label = label.trim_end_matches('/');
        tablegen::compile_dir(dir, label)
            .map(|t| RuleSet(Cow::Owned(t), InForce::new()))
            .map_err(|errs| errs.iter().map(|e| e.to_string()).collect())
    }

    /// The underlying tables.
    pub fn tables(&self) -> &Tables {
        &self.0
    }

    /// Indices (into `rules`, in code order) of the rules whose profiles include `profile`.
    pub fn in_force(&self, profile: &str) -> &[u32] {
        self.profile_rules(profile).map_or(&[], |p| &p.in_force)
    }

    /// [`Self::in_force`] narrowed to the codes in `lo..hi` (`"NV6"`, `"NV7"`). Family
    /// bounds (`NV` and a digit) take the precomputed starts; other bounds a binary search.
    pub fn in_force_between(&self, profile: &str, lo: &str, hi: &str) -> &[u32] {
        let Some(p) = self.profile_rules(profile) else {
            return &[];
        };
        let (start, end) = match (family_digit(lo), family_digit(hi)) {
            (Some(lo), Some(hi)) => (p.code_starts[lo] as usize, p.code_starts[hi] as usize),
            _ => (
                self.first_code_at_least(&p.in_force, lo),
                self.first_code_at_least(&p.in_force, hi),
            ),
        };
        &p.in_force[start..end.max(start)]
    }

    /// The first position in `in_force` whose rule's code is not below `bound`.
    fn first_code_at_least(&self, in_force: &[u32], bound: &str) -> usize {
        in_force.partition_point(|&i| &*self.rules[i as usize].code < bound)
    }

    fn profile_rules(&self, profile: &str) -> Option<&ProfileRules> {
        let lists = self.1.get_or_init(|| {
            // A profile outside this list has no rule in force.
            profiles_named(self)
                .into_iter()
                .map(|name| {
                    let in_force: Vec<u32> = (0..self.rules.len() as u32)
                        .filter(|&i| self.rules[i as usize].profiles.iter().any(|p| p == name))
                        .collect();
                    let code_starts = std::array::from_fn(|d| {
                        let bound = format!("NV{}", char::from(b'0' + d as u8));
                        self.first_code_at_least(&in_force, &bound) as u32
                    });
                    ProfileRules {
                        profile: name.to_owned(),
                        in_force,
                        code_starts,
                    }
                })
                .collect()
        });
        lists.iter().find(|p| p.profile == profile)
    }

    /// `true` for the compiled-in rule set: [`RuleSet::compiled`] or a clone of it (only
    /// that one borrows its tables), so what is derived from it may be kept in a `static`.
    pub fn is_compiled(&self) -> bool {
        matches!(self.0, Cow::Borrowed(_))
    }
}

/// Every profile some rule names, sorted, each once.
pub fn profiles_named(tables: &Tables) -> Vec<&str> {
    let mut names: Vec<&str> = tables
        .rules
        .iter()
        .flat_map(|r| r.profiles.iter().map(|p| &**p))
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

impl Deref for RuleSet {
    type Target = Tables;
    fn deref(&self) -> &Tables {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The family starts give the slice a binary search over the codes gives, for every
    /// profile of the compiled rules and every pair of family bounds (and a non-family bound).
    #[test]
    fn family_starts_equal_a_search_over_the_codes() {
        let rs = RuleSet::compiled();
        let mut profiles = profiles_named(rs);
        profiles.push("no-such-profile");
        let mut bounds: Vec<String> = (0..10).map(|d| format!("NV{d}")).collect();
        bounds.push("NV6001".into());
        for profile in profiles {
            let in_force = rs.in_force(profile);
            for lo in &bounds {
                for hi in &bounds {
                    let searched: Vec<u32> = in_force
                        .iter()
                        .copied()
                        .filter(|&i| {
                            (lo.as_str()..hi.as_str()).contains(&&*rs.rules[i as usize].code)
                        })
                        .collect();
                    assert_eq!(
                        rs.in_force_between(profile, lo, hi),
                        searched,
                        "{profile} {lo}..{hi}"
                    );
                }
            }
        }
    }
}
