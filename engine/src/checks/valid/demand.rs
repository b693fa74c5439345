//! The rules of the verdicts found on demand ([`ValidCheck::FIRST_ON_DEMAND`] and after):
//! constructs judged once per module (globals, aliases) or rare in function bodies (metadata
//! attachments), whose visitors look their rules up when they first need them instead of
//! holding a place in the per-function mask.

use tablegen::model::{Check, Dialect, Rule};
use tablegen::vocab::ValidCheck;

use super::support;
use crate::checks::Env;

/// The on-demand validity rules in force for one dialect, with their checks.
pub struct DemandRules<'e> {
    by_check: Vec<(ValidCheck, &'e Rule)>,
}

impl<'e> DemandRules<'e> {
    /// The rules of the plan in force whose check is on demand, for the typed dialect or
    /// not.
    pub fn of(env: &Env<'e>, typed: bool) -> DemandRules<'e> {
        let dialect = if typed {
            Dialect::Typed
        } else {
            Dialect::Opaque
        };
        let mut by_check = Vec::new();
        for rule in support::rules(env, &support::plan(env).valid) {
            for part in support::parts(&rule.check) {
                if let Check::Valid { check, dialects } = part {
                    if check.on_demand() && (dialects.is_empty() || dialects.contains(&dialect)) {
                        by_check.push((*check, rule));
                    }
                }
            }
        }
        DemandRules { by_check }
    }

    pub fn is_empty(&self) -> bool {
        self.by_check.is_empty()
    }

    /// The rules that word `check`.
    pub fn of_check(&self, check: ValidCheck) -> impl Iterator<Item = &'e Rule> + '_ {
        self.by_check
            .iter()
            .filter(move |(c, _)| *c == check)
            .map(|(_, r)| *r)
    }
}
