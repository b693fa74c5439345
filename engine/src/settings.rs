//! Configuration: what the user requested, the rule set in force, and the
//! target and profile each module is finally verified for.

use std::path::Path;
use std::sync::Arc;

use crate::facts::ModuleFacts;
use crate::rules::model::BelowMinimum;
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
    /// PTX ISA version × 10 (`--ptx 8.0` → 80), over the module's `+ptxNN` and the toolkit's.
    pub ptx: Option<u32>,
    /// LLVM major version of the back end that consumes the IR (`--llvm 19`), over `!llvm.ident`.
    pub llvm: Option<u32>,
    /// The consumer record (`--consumer triton@3.6.0`): index into the rule set's `consumers`.
    pub consumer: Option<u32>,
}

impl Requested {
    /// Checks the spellings: a known target and profile, a PTX version (`8.0`, `80`,
    /// `+ptx80`, `-mattr=+ptx80,+sm_90`), an LLVM version some profile names, a consumer
    /// record's name or `PRODUCER@VERSION`.
    pub fn validate(
        target: Option<String>,
        profile: Option<String>,
        ptx: Option<&str>,
        llvm: Option<u32>,
        consumer: Option<&str>,
        rules: &RuleSource,
    ) -> Result<Requested, String> {
        let set = rules.set();
        let consumer = consumer.map(|spec| set.select_consumer(spec)).transpose()?;
        let target = match target {
            None => None,
            Some(spelling) => Some(set.target(set.parse_target(&spelling)?).name.to_string()),
        };
        if let Some(spec) = &profile {
            set.select_profile(spec)?;
        }
        let ptx = ptx.map(parse_ptx_option).transpose()?;
        if let Some(version) = llvm {
            let known: Vec<u32> = set
                .profiles
                .iter()
                .flat_map(|p| p.llvm_versions.iter().copied())
                .collect();
            if !known.contains(&version) {
                let list: Vec<String> = known.iter().map(u32::to_string).collect();
                return Err(format!(
                    "unknown LLVM version `{version}` (known: {})",
                    list.join(", ")
                ));
            }
        }
        Ok(Requested {
            target,
            profile,
            ptx,
            llvm,
            consumer,
        })
    }
}

/// `8.0`, `80`, `ptx80`, `+ptx80`, `-mattr=+ptx80,+sm_90` → 80.
pub fn parse_ptx_option(text: &str) -> Result<u32, String> {
    let bad =
        || format!("bad PTX version `{text}` (expected `8.0`, `80`, `+ptx80` or `-mattr=+ptx80`)");
    let t = text.trim();
    let t = t.strip_prefix("-mattr=").unwrap_or(t);
    let version = if t.contains('.') {
        parse_ptx_version(t)
    } else if t.contains("ptx") {
        t.split(',')
            .filter_map(|f| f.trim().trim_start_matches('+').strip_prefix("ptx"))
            .filter_map(|n| n.parse::<u32>().ok())
            .max()
    } else {
        t.parse::<u32>().ok()
    };
    version.filter(|v| (10..=999).contains(v)).ok_or_else(bad)
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
    /// PTX ISA version in force ×10 (`78` for 7.8).
    pub ptx: u32,
    /// Where `ptx` came from.
    pub ptx_origin: PtxOrigin,
    /// LLVM major version of the consuming back end, for a profile that names LLVM versions.
    pub llvm: Option<u32>,
    /// The LLVM release whose parser reads the module, as far as syntax newer than it goes
    /// (NV9235–NV9239), for a profile that names LLVM versions: `--llvm` or the consumer's,
    /// else the release `!llvm.ident` names itself (not the known one at or below it that
    /// `llvm` is: a producer's own back end reads what it writes), else none (the newest
    /// reads all).
    pub reader_llvm: Option<u32>,
    /// The PTX version ×10 ptxas assembles at, which inline PTX is judged at: `ptx`, except
    /// where a consumer gives its LLVM a lower one (Triton: `+ptx86`, then `.version 8.8`).
    pub asm_ptx: u32,
    /// Whether NV1009 applies: false where the consumer's LLVM accepts a PTX version below the
    /// target's minimum (`BelowMinimum::Accepts`).
    pub refuses_below_minimum: bool,
}

/// Where the PTX version in force came from (named in every PTX-gated message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PtxOrigin {
    /// `--ptx`.
    CommandLine,
    /// A `+ptxNN` in the module's `"target-features"`.
    Module,
    /// The toolkit emits its own PTX (libNVVM).
    Toolkit,
    /// Nothing named one: the target's minimum.
    TargetMinimum,
    /// A version below the target's minimum was named, and the LLVM version in force raises
    /// it to the minimum (LLVM 19; LLVM 22 refuses it: NV1009).
    RaisedToMinimum,
    /// The consumer's cap on the version it gives its LLVM (`llvm_ptx_cap`), below the one
    /// asked for.
    ConsumerCap,
}

impl PtxOrigin {
    /// `from --ptx`, `from the module's +ptx80`, …, for the requirement note.
    pub fn describe(self, ptx: u32) -> String {
        match self {
            PtxOrigin::CommandLine => "from --ptx".to_owned(),
            PtxOrigin::Module => format!("from the module's +ptx{ptx}"),
            PtxOrigin::Toolkit => "the toolkit's".to_owned(),
            PtxOrigin::TargetMinimum => {
                "the target's minimum; give --ptx or +ptxNN for another".to_owned()
            }
            PtxOrigin::RaisedToMinimum => {
                "the target's minimum, to which this LLVM raises the lower version named".to_owned()
            }
            PtxOrigin::ConsumerCap => {
                format!("the consumer's cap: it gives its LLVM +ptx{ptx} at most")
            }
        }
    }
}

pub fn resolve(requested: &Requested, rules: &RuleSource, facts: &ModuleFacts) -> Resolved {
    let set = rules.set();
    let layout = facts.context.datalayout();
    let consumer = requested.consumer.map(|c| &set.consumers[c as usize]);
    let requested_profile = requested
        .profile
        .clone()
        .or_else(|| consumer.map(|c| c.profile.to_string()));
    let profile = requested_profile.unwrap_or_else(|| {
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
    let (ptx, ptx_origin) = match (requested.ptx, toolkit_ptx, declared_ptx) {
        (Some(ptx), _, _) => (ptx, PtxOrigin::CommandLine),
        (None, Some(ptx), _) => (ptx, PtxOrigin::Toolkit),
        (None, None, Some(ptx)) => (ptx, PtxOrigin::Module),
        (None, None, None) => (minimum, PtxOrigin::TargetMinimum),
    };
    let versions = selected
        .map(|p| &p.llvm_versions[..])
        .filter(|versions| !versions.is_empty());
    // The release `--llvm` or the consumer names, and the one `!llvm.ident` names (an older
    // ident is a linked library's).
    let named = versions.and_then(|versions| {
        requested
            .llvm
            .or_else(|| consumer.map(|c| c.llvm).filter(|v| versions.contains(v)))
    });
    let ident = facts
        .llvm_ident
        .filter(|v| *v >= selected.and_then(|p| p.llvm_ident_from).unwrap_or(0));
    let reader_llvm = versions.and(named.or(ident));
    let llvm = versions.map(|versions| {
        named
            // The newest known version no newer than the producer's; the oldest known for
            // an older producer.
            .or_else(|| {
                let ident = ident?;
                let at_or_below = versions.iter().copied().filter(|v| *v <= ident).max();
                at_or_below.or_else(|| versions.iter().copied().min())
            })
            .unwrap_or_else(|| versions.iter().copied().max().unwrap_or(0))
    });
    // What ptxas assembles at, before a consumer caps what its LLVM is given.
    let assembled = ptx;
    let cap = consumer
        .and_then(|c| c.llvm_ptx_cap.as_deref())
        .and_then(parse_ptx_version);
    let (ptx, ptx_origin) = match cap {
        Some(cap) if ptx > cap && ptx_origin != PtxOrigin::Toolkit => (cap, PtxOrigin::ConsumerCap),
        _ => (ptx, ptx_origin),
    };
    // What the back end does with a PTX version below the target's minimum: the consumer's
    // record says, else the profile's `llvm_raises_ptx` for the LLVM version in force.
    let below_minimum = match consumer {
        Some(c) => c.below_minimum,
        None if selected.is_some_and(|p| llvm.is_some_and(|v| p.llvm_raises_ptx.contains(&v))) => {
            BelowMinimum::Raises
        }
        None => BelowMinimum::Refuses,
    };
    let (ptx, ptx_origin) = if below_minimum == BelowMinimum::Raises
        && ptx < minimum
        && ptx_origin != PtxOrigin::Toolkit
    {
        (minimum, PtxOrigin::RaisedToMinimum)
    } else {
        (ptx, ptx_origin)
    };
    // Without a consumer the assembler sees what LLVM wrote (a raised version included).
    let asm_ptx = if consumer.is_some() { assembled } else { ptx };
    Resolved {
        target,
        target_source,
        profile,
        ptx,
        ptx_origin,
        llvm,
        reader_llvm,
        asm_ptx,
        refuses_below_minimum: below_minimum == BelowMinimum::Refuses,
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
