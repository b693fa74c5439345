//! Configuration: what the user requested, the rule set in force, and the
//! target and profile each module is finally verified for.

use std::path::Path;
use std::sync::Arc;

use crate::facts::ModuleFacts;
use crate::rules::RuleSet;

/// The rule set in force: the compiled tables or files loaded with `--rules`.
#[derive(Clone, Debug)]
pub enum RuleSource {
    Compiled(&'static RuleSet),
    Loaded(Arc<RuleSet>),
}

impl PartialEq for RuleSource {
    /// Identity, not contents: a rule set is replaced, never edited in place.
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (RuleSource::Compiled(a), RuleSource::Compiled(b)) => std::ptr::eq(*a, *b),
            (RuleSource::Loaded(a), RuleSource::Loaded(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}
impl Eq for RuleSource {}

impl RuleSource {
    pub fn load(dir: Option<&Path>) -> Result<RuleSource, String> {
        match dir {
            None => Ok(RuleSource::Compiled(RuleSet::compiled())),
            Some(dir) => RuleSet::load(dir)
                .map(|set| RuleSource::Loaded(Arc::new(set)))
                .map_err(|errors| errors.join("\n")),
        }
    }

    pub fn set(&self) -> &RuleSet {
        match self {
            RuleSource::Compiled(set) => set,
            RuleSource::Loaded(set) => set,
        }
    }
}

/// The command line's request, already validated against the rule set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requested {
    /// Canonical target name (`sm_90a`), when given.
    pub target: Option<String>,
    /// Profile name, when given.
    pub profile: Option<String>,
    /// PTX ISA version × 10 to verify with (`80` for 8.0), when given: it wins over the
    /// module's `+ptxNN` features, the toolkit's and the target's minimum.
    pub ptx: Option<u32>,
}

impl Requested {
    pub fn validate(
        target: Option<String>,
        profile: Option<String>,
        rules: &RuleSource,
    ) -> Result<Requested, String> {
        let set = rules.set();
        let target = match target {
            None => None,
            Some(spelling) => Some(set.target(set.parse_target(&spelling)?).name.to_string()),
        };
        if let Some(spec) = &profile {
            set.select_profile(spec)?;
        }
        Ok(Requested {
            target,
            profile,
            ptx: None,
        })
    }
}

/// Where the target of a module came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetSource {
    CommandLine,
    /// A `"target-cpu"` function attribute.
    Module,
    /// The profile's documented default.
    Default,
}

/// The target and profile one module is verified for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// Canonical target name, e.g. `sm_90a`.
    pub target: String,
    pub target_source: TargetSource,
    /// Profile name, e.g. `nvvm` or `llvm`.
    pub profile: String,
    /// PTX ISA version in force ×10 (`78` for 7.8): from `+ptxNN` target features, else the target's minimum.
    pub ptx: u32,
}

pub fn resolve(requested: &Requested, rules: &RuleSource, facts: &ModuleFacts) -> Resolved {
    let set = rules.set();
    let layout = facts.context.datalayout();
    let profile = requested.profile.clone().unwrap_or_else(|| {
        let module = crate::rules::InferenceInput {
            typed_pointers: facts.typed_pointers,
            data_layout: layout.as_deref(),
        };
        set.infer_profile(&module)
            .map_or_else(|| "nvvm".to_owned(), |rule| rule.profile.to_string())
    });
    let selected = set
        .select_profile(&profile)
        .ok()
        .map(|sel| &set.profiles[sel.profile as usize]);
    let (target, target_source) = match &requested.target {
        Some(target) => (target.clone(), TargetSource::CommandLine),
        None => match facts
            .target_cpus
            .iter()
            .find_map(|cpu| set.parse_target(cpu).ok())
        {
            Some(id) => (set.target(id).name.to_string(), TargetSource::Module),
            // The profile's `default_target` (rules/profiles.ron); the first profile's for
            // a profile name the rules do not know.
            None => (
                selected
                    .or(set.profiles.first())
                    .map_or_else(String::new, |p| p.default_target.to_string()),
                TargetSource::Default,
            ),
        },
    };
    let toolkit_ptx = selected.and_then(|p| match p.ptx_source {
        crate::rules::model::PtxSource::Toolkit => {
            p.toolkit_ptx.as_deref().and_then(parse_ptx_version)
        }
        crate::rules::model::PtxSource::Module => None,
    });
    let declared_ptx = facts
        .target_features
        .iter()
        .flat_map(|f| f.split(','))
        .filter_map(ptx_feature)
        .max();
    let minimum = set
        .target_id(&target)
        .map_or(0, |id| set.target(id).min_ptx);
    let ptx = requested
        .ptx
        .or(toolkit_ptx)
        .or(declared_ptx)
        .unwrap_or(minimum);
    Resolved {
        target,
        target_source,
        profile,
        ptx,
    }
}

/// `+ptx80` → 80.
fn ptx_feature(feature: &str) -> Option<u32> {
    feature.trim().strip_prefix("+ptx")?.parse().ok()
}

/// `"9.5"` → 95.
fn parse_ptx_version(text: &str) -> Option<u32> {
    let (major, minor) = text.split_once('.')?;
    Some(major.parse::<u32>().ok()? * 10 + minor.parse::<u32>().ok()?)
}
