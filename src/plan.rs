//! A run's configuration, worked out once from the arguments: the rule set (loaded once, shared
//! by every workspace), the targets, the profile, the policy and the colour choice.

use std::io::IsTerminal;

use engine::report::Policy;
use engine::rules::RuleSet;
use engine::settings::RuleSource;
use engine::workspace::{Options, Workspace};

use crate::cli::{CheckArgs, ColorChoice};

/// Everything a run needs besides the files: the rule set, the targets, the policy, the style.
pub struct RunPlan {
    /// The compiled tables or the `--rules DIR` files, loaded once for every workspace.
    pub rules: RuleSource,
    /// Canonical target names in the order given; `[None]` when none was given.
    pub targets: Vec<Option<String>>,
    /// The requested profile (already checked against the rules), if any.
    pub profile: Option<String>,
    /// `--ptx` as given (already checked), if any.
    pub ptx: Option<String>,
    /// `--llvm`, if given.
    pub llvm: Option<u32>,
    /// `--consumer` as given (already checked), if any.
    pub consumer: Option<String>,
    pub policy: Policy,
    pub color: bool,
}

impl RunPlan {
    pub fn new(args: &CheckArgs) -> Result<RunPlan, String> {
        let rules = RuleSource::load(args.rules.as_deref())?;
        let set = rules.set();
        let mut targets: Vec<Option<String>> = Vec::new();
        for spelling in args.target.iter().filter(|t| !t.trim().is_empty()) {
            let name = set.target(set.parse_target(spelling)?).name.to_string();
            if !targets.contains(&Some(name.clone())) {
                targets.push(Some(name));
            }
        }
        if targets.is_empty() {
            targets.push(None);
        }
        let mut policy = Policy {
            suppressions: !args.no_inline_allow,
            ..Policy::default()
        };
        for code in &args.select {
            policy.select.push(Policy::parse_prefix(code)?);
        }
        for code in &args.ignore {
            policy.ignore.push(Policy::parse_prefix(code)?);
        }
        for spec in &args.severity {
            policy.severity.push(Policy::parse_override(spec)?);
        }
        // The checks a workspace makes of its request, made once here.
        engine::settings::Requested::validate(
            None,
            args.profile.clone(),
            args.ptx.as_deref(),
            args.llvm,
            args.consumer.as_deref(),
            &rules,
        )?;
        let color = match args.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::env::var("TERM").map_or(true, |t| t != "dumb")
            }
        };
        Ok(RunPlan {
            rules,
            targets,
            profile: args.profile.clone(),
            ptx: args.ptx.clone(),
            llvm: args.llvm,
            consumer: args.consumer.clone(),
            policy,
            color,
        })
    }

    /// The rule set in force.
    pub fn rule_set(&self) -> &RuleSet {
        self.rules.set()
    }

    /// A workspace for the target at index `t`, over the plan's rule set, with its policy.
    pub fn workspace(&self, t: usize) -> Result<Workspace, String> {
        let options = Options {
            target: self.targets[t].clone(),
            profile: self.profile.clone(),
            ptx: self.ptx.clone(),
            llvm: self.llvm,
            consumer: self.consumer.clone(),
            rules_dir: None,
        };
        let mut workspace = Workspace::with_rules(options, self.rules.clone())?;
        workspace.set_policy(self.policy.clone());
        Ok(workspace)
    }

    /// What, besides the target, selects the rules and versions: part of the cache key.
    pub fn request_fingerprint(&self) -> String {
        format!(
            "profile={};ptx={};llvm={};consumer={}",
            self.profile.as_deref().unwrap_or("<inferred>"),
            self.ptx.as_deref().unwrap_or("<module>"),
            self.llvm
                .map_or_else(|| "<newest>".to_owned(), |v| v.to_string()),
            self.consumer.as_deref().unwrap_or("<none>"),
        )
    }

    /// One workspace per target.
    pub fn workspaces(&self) -> Result<Vec<Workspace>, String> {
        (0..self.targets.len()).map(|t| self.workspace(t)).collect()
    }

    pub fn multi_target(&self) -> bool {
        self.targets.len() > 1
    }
}

/// How the calling thread takes part in rayon's pool.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Caller {
    /// A one-shot run (`check`): with one thread, the calling thread is the whole pool. A pool
    /// thread of its own only took each parallel step over from the calling thread and handed
    /// it back: 1.2-3.3% of the wall time of `check --threads 1` on the 19 MB bench modules
    /// (bench/results.md, 2026-11-29). Work `rayon::spawn`ed from it would wait for its next
    /// parallel step; a one-shot run spawns none.
    OneShot,
    /// A long-lived run (`watch`), which spawns work (the drop of a replaced text) and
    /// waits for input: the pool has threads of its own.
    LongLived,
}

/// Sizes rayon's global pool when `--threads` is given.
pub fn set_threads(threads: Option<usize>, caller: Caller) -> Result<(), String> {
    if let Some(threads) = threads {
        let threads = threads.max(1);
        let mut pool = rayon::ThreadPoolBuilder::new().num_threads(threads);
        // With more threads the calling thread stays off the pool: module facts go parallel
        // only from a thread that is not a worker (engine's `facts_in_parallel`).
        if threads == 1 && caller == Caller::OneShot {
            pool = pool.use_current_thread();
        }
        pool.build_global()
            .map_err(|error| format!("cannot start {threads} threads: {error}"))?;
    }
    Ok(())
}
