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
    describe_atom, fmt_ptx, Family, Gate, MatchKind, MatrixEntry, MatrixKey, MatrixVerdict,
    ModuleFacts, ParamLimit, ProfileSel, Tables, Target, TargetId, TargetSet, WgmmaVerdict,
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
type InForce = std::sync::OnceLock<Vec<(String, Vec<u32>)>>;

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
        let lists = self.1.get_or_init(|| {
            // Every profile any rule names: a profile outside this list has no rule in force.
            let mut names: Vec<&str> = self
                .rules
                .iter()
                .flat_map(|r| r.profiles.iter().map(|p| &**p))
                .collect();
            names.sort_unstable();
            names.dedup();
            names
                .into_iter()
                .map(|name| {
                    let in_force = (0..self.rules.len() as u32)
                        .filter(|&i| self.rules[i as usize].profiles.iter().any(|p| p == name))
                        .collect();
                    (name.to_owned(), in_force)
                })
                .collect()
        });
        lists
            .iter()
            .find(|(name, _)| name == profile)
            .map_or(&[], |(_, in_force)| in_force)
    }

    /// `true` for the compiled-in rule set.
    pub fn is_compiled(&self) -> bool {
        matches!(self.0, Cow::Borrowed(_))
    }

    /// The compiled-in tables, which live as long as the program (so what is derived from
    /// them can be kept in a `static`); `None` for a loaded rule set.
    pub fn static_tables(&self) -> Option<&'static Tables> {
        match self.0 {
            Cow::Borrowed(tables) => Some(tables),
            Cow::Owned(_) => None,
        }
    }
}

impl Deref for RuleSet {
    type Target = Tables;
    fn deref(&self) -> &Tables {
        &self.0
    }
}
