//! The rules of the verdicts found on demand ([`ValidCheck::FIRST_ON_DEMAND`] and after):
//! constructs judged once per module (globals, aliases) or rare in function bodies (metadata
//! attachments), whose visitors look their rules up when they first need them instead of
//! holding a place in the per-function mask.

use tablegen::model::{Check, Dialect, Rule};
use tablegen::vocab::ValidCheck;

use super::{support, ConfigKey};
use crate::checks::Env;

/// The on-demand rules found for one configuration: each check with its rule's index.
type Found = Vec<(ValidCheck, u32)>;

/// The on-demand validity rules in force for one dialect, with their checks.
pub struct DemandRules<'e> {
    by_check: Vec<(ValidCheck, &'e Rule)>,
}

impl<'e> DemandRules<'e> {
    /// The rules of the plan in force whose check is on demand, for the typed dialect or
    /// not. The same for every function of a run: worked out once per thread and
    /// configuration (a walk over the plan's validity rows per function that has a metadata
    /// attachment cost 2% of a clang module's check).
    pub fn of(env: &Env<'e>, typed: bool) -> DemandRules<'e> {
        thread_local! {
            static CACHE: std::cell::RefCell<Option<(ConfigKey, Found)>> =
                const { std::cell::RefCell::new(None) };
        }
        let all: &'e [Rule] = &support::tables(env).rules;
        let indices = CACHE.with_borrow_mut(|cached| {
            if let Some((k, found)) = cached.as_ref() {
                if k.matches(env, all, typed) {
                    return found.clone();
                }
            }
            let found = Self::find(env, all, typed);
            *cached = Some((ConfigKey::of(env, all, typed), found.clone()));
            found
        });
        DemandRules {
            by_check: indices
                .into_iter()
                .map(|(c, i)| (c, &all[i as usize]))
                .collect(),
        }
    }

    fn find(env: &Env<'e>, all: &'e [Rule], typed: bool) -> Found {
        let dialect = if typed {
            Dialect::Typed
        } else {
            Dialect::Opaque
        };
        let mut found = Vec::new();
        for &i in support::plan(env).valid.iter() {
            let rule = &all[i as usize];
            if !support::in_force(env, rule) {
                continue;
            }
            for part in support::parts(&rule.check) {
                if let Check::Valid {
                    check,
                    dialects,
                    libnvvm,
                } = part
                {
                    if check.on_demand()
                        && (dialects.is_empty() || dialects.contains(&dialect))
                        && support::on_libnvvm_path(env, libnvvm)
                    {
                        found.push((*check, i));
                    }
                }
            }
        }
        found
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
