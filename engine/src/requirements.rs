//! What a module needs of its target: the lowest SM of each kind (plain `sm_XX`, the `f`
//! family targets, the `a` arch-specific targets) and the PTX version it needs there, each
//! with the IR sites that force it; and, for a list of targets (a fat binary's), which of them
//! accept the module.
//!
//! Computed from the same checks and gate tables as `check`, by verifying the module at every
//! target the rule set knows: an error that fires at some targets and not at others is
//! *target-dependent* (an intrinsic's SM gate, a matrix shape, the parameter-space limit, a
//! launch property); an error that fires at every target is the module's own and no target
//! fixes it. A target *accepts* the module when no target-dependent error fires there. The
//! lowest accepting target of a kind is the answer for that kind, and the target-dependent
//! errors at the highest rejecting target below it are the sites that force it. The PTX version
//! a target needs is the largest of its own minimum and of what the gates of every gated site
//! found in the sweep ask of that target (read off [`Diagnostic::needs`]).
//!
//! Each target is verified with its own minimum PTX version (`--ptx`), so the answer does not
//! depend on the `+ptxNN` the module declares: every PTX gate above a target's minimum fires
//! there, and is a PTX version to raise when the target's SM meets the gate.

use std::collections::BTreeMap;
use std::fmt::Write;

use rayon::prelude::*;

use crate::diag::{Code, Diagnostic, Severity};
use crate::report::{FileReport, Located, Policy};
use crate::rules::{fmt_ptx, Variant};
use crate::settings::RuleSource;
use crate::shared_text::Text;
use crate::workspace::{Options, Workspace};

/// The kinds of target a lowest one is given for, in output order.
pub const KINDS: [Variant; 3] = [Variant::Base, Variant::Family, Variant::Arch];

/// `base` (sm_XX), `family` (sm_XXf), `arch-specific` (sm_XXa): the words `nvverify targets` uses.
pub fn kind_name(kind: Variant) -> &'static str {
    match kind {
        Variant::Base => "base",
        Variant::Family => "family",
        Variant::Arch => "arch-specific",
    }
}

/// The spelling pattern of a kind: `sm_XX`, `sm_XXf`, `sm_XXa`.
pub fn kind_pattern(kind: Variant) -> &'static str {
    match kind {
        Variant::Base => "sm_XX",
        Variant::Family => "sm_XXf",
        Variant::Arch => "sm_XXa",
    }
}

/// One IR site a requirement comes from: a diagnostic as found at some target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    pub code: Code,
    pub line: u32,
    pub column: u32,
    pub function: Option<String>,
    pub message: String,
    pub requirement: Option<String>,
}

impl Site {
    fn of(located: &Located) -> Site {
        let d = &located.diagnostic;
        Site {
            code: d.code,
            line: located.line,
            column: located.column,
            function: d.function.clone(),
            message: d.message.clone(),
            requirement: d.requirement.clone(),
        }
    }
}

/// The lowest target of one kind that accepts the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lowest {
    pub kind: Variant,
    /// `None`: no target of this kind accepts the module.
    pub target: Option<String>,
    /// The PTX version (× 10) the module needs on `target`.
    pub ptx: Option<u32>,
    /// The gated sites that need `ptx`, when it is above the target's own minimum.
    pub ptx_forced_by: Vec<Site>,
    /// The highest rejecting target of this kind below `target` (or, when none accepts, the
    /// highest of the kind), whose target-dependent errors are in `forced_by`.
    pub below: Option<String>,
    pub forced_by: Vec<Site>,
}

/// Whether one requested target accepts the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub target: String,
    pub accepted: bool,
    /// The PTX version (× 10) the module needs there (when accepted).
    pub ptx: Option<u32>,
    /// The target-dependent errors there (empty when accepted).
    pub sites: Vec<Site>,
}

/// What one module needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Requirements {
    pub path: String,
    /// The profile the module was verified under (the same at every target).
    pub profile: String,
    /// One entry per kind, in [`KINDS`] order.
    pub lowest: Vec<Lowest>,
    /// Errors that fire at every target: the module's own, no target fixes them.
    pub module_errors: Vec<Site>,
    /// The verdicts for the targets asked about, in the order given.
    pub verdicts: Vec<Verdict>,
}

impl Requirements {
    /// The lowest accepting target of `kind`, if any.
    pub fn lowest_of(&self, kind: Variant) -> Option<&Lowest> {
        self.lowest.iter().find(|l| l.kind == kind)
    }

    /// Does the module verify somewhere, and does every asked-about target accept it?
    pub fn satisfied(&self) -> bool {
        self.module_errors.is_empty()
            && self.lowest.iter().any(|l| l.target.is_some())
            && self.verdicts.iter().all(|v| v.accepted)
    }
}

/// Position and code: the identity of a finding across targets (messages name the target).
type SiteKey = (u32, u32, Code);

fn key(d: &Diagnostic) -> SiteKey {
    (d.start, d.end, d.code)
}

/// Verifies `text` at every target of the rule set and works out what it needs; `targets`
/// (canonical names or any accepted spelling) are the ones to give a verdict for.
pub fn requirements(
    path: &str,
    text: Text,
    profile: Option<String>,
    rules: &RuleSource,
    policy: &Policy,
    targets: &[String],
) -> Result<Requirements, String> {
    let set = rules.set();
    let asked: Vec<String> = targets
        .iter()
        .map(|spelling| {
            set.parse_target(spelling)
                .map(|t| set.target(t).name.to_string())
        })
        .collect::<Result<_, _>>()?;
    let names: Vec<String> = set.targets.iter().map(|t| t.name.to_string()).collect();
    let reports: Vec<FileReport> = names
        .par_iter()
        .zip(set.targets.par_iter())
        .map(|(target, t)| {
            let options = Options {
                target: Some(target.clone()),
                profile: profile.clone(),
                // The target's own minimum: every PTX gate the module's sites need above it
                // fires, and the module's own `+ptxNN` (too low or too high) decides nothing.
                ptx: Some(fmt_ptx(t.min_ptx)),
                llvm: None,
                consumer: None,
                rules_dir: None,
            };
            let mut workspace = Workspace::with_rules(options, rules.clone())?;
            workspace.set_policy(policy.clone());
            workspace.set_file(path, text.clone());
            Ok(workspace.report(path).expect("the file was just opened"))
        })
        .collect::<Result<_, String>>()?;
    Ok(analyse(path, set, &names, &reports, &asked))
}

fn analyse(
    path: &str,
    set: &crate::rules::RuleSet,
    names: &[String],
    reports: &[FileReport],
    asked: &[String],
) -> Requirements {
    let min_ptx = |t: usize| set.targets[t].min_ptx;
    let errors = |r: &FileReport| -> Vec<Located> {
        r.diagnostics
            .iter()
            .filter(|l| l.diagnostic.severity == Severity::Error)
            .cloned()
            .collect()
    };
    let per_target: Vec<Vec<Located>> = reports.iter().map(errors).collect();
    // How many targets each error fires at; an ungated one that fires at all of them is the
    // module's own.
    let mut fired: BTreeMap<SiteKey, usize> = BTreeMap::new();
    for errors in &per_target {
        let mut seen: Vec<SiteKey> = errors.iter().map(|l| key(&l.diagnostic)).collect();
        seen.sort_unstable();
        seen.dedup();
        for k in seen {
            *fired.entry(k).or_default() += 1;
        }
    }
    let module_error = |l: &Located| {
        l.diagnostic.needs.is_none() && fired.get(&key(&l.diagnostic)) == Some(&names.len())
    };
    // An error whose gate the target's SM meets is a PTX version to raise, not a rejection.
    let ptx_only = |l: &Located, t: usize| {
        l.diagnostic
            .needs
            .as_deref()
            .is_some_and(|n| n.lowest_ptx(t as u32, min_ptx(t)).is_some())
    };
    let blocking: Vec<Vec<Site>> = per_target
        .iter()
        .enumerate()
        .map(|(t, errors)| {
            errors
                .iter()
                .filter(|l| !module_error(l) && !ptx_only(l, t))
                .map(Site::of)
                .collect()
        })
        .collect();
    let module_errors: Vec<Site> = per_target
        .first()
        .map(|errors| {
            errors
                .iter()
                .filter(|l| module_error(l))
                .map(Site::of)
                .collect()
        })
        .unwrap_or_default();
    // Every gated site, by position, with the targets where it fired and what it said there.
    let mut gates: BTreeMap<(u32, u32), Vec<(usize, &Located)>> = BTreeMap::new();
    for (t, report) in reports.iter().enumerate() {
        for located in &report.diagnostics {
            if located.diagnostic.needs.is_some() {
                let d = &located.diagnostic;
                gates
                    .entry((d.start, d.end))
                    .or_default()
                    .push((t, located));
            }
        }
    }
    // The PTX version target `t` needs, and the sites that raise it above the target's own
    // minimum (each as found at `t` when it fired there: its PTX message).
    let ptx_at = |t: usize| -> (u32, Vec<Site>) {
        let needed: Vec<(u32, &Located)> = gates
            .values()
            .filter_map(|found| {
                let ptx = found
                    .iter()
                    .filter_map(|(_, l)| {
                        l.diagnostic
                            .needs
                            .as_deref()?
                            .lowest_ptx(t as u32, min_ptx(t))
                    })
                    .max()?;
                let shown = found.iter().find(|(at, _)| *at == t).unwrap_or(&found[0]).1;
                Some((ptx, shown))
            })
            .collect();
        let ptx = needed.iter().map(|(p, _)| *p).fold(min_ptx(t), u32::max);
        let sites = if ptx > min_ptx(t) {
            needed
                .iter()
                .filter(|(p, _)| *p == ptx)
                .map(|(_, l)| Site::of(l))
                .collect()
        } else {
            Vec::new()
        };
        (ptx, sites)
    };
    let accepts = |t: usize| blocking[t].is_empty();
    let lowest = KINDS
        .iter()
        .map(|&kind| {
            let of_kind: Vec<usize> = (0..names.len())
                .filter(|&t| set.targets[t].variant == kind)
                .collect();
            let first = of_kind.iter().position(|&t| accepts(t));
            let below = match first {
                Some(0) => None,
                Some(i) => Some(of_kind[i - 1]),
                None => of_kind.last().copied(),
            };
            let ptx = first.map(|i| ptx_at(of_kind[i]));
            Lowest {
                kind,
                target: first.map(|i| names[of_kind[i]].clone()),
                ptx: ptx.as_ref().map(|(p, _)| *p),
                ptx_forced_by: ptx.map(|(_, sites)| sites).unwrap_or_default(),
                below: below.map(|t| names[t].clone()),
                forced_by: below.map(|t| blocking[t].clone()).unwrap_or_default(),
            }
        })
        .collect();
    let verdicts = asked
        .iter()
        .map(|name| {
            let t = names
                .iter()
                .position(|n| n == name)
                .expect("a parsed target is in the table");
            Verdict {
                target: name.clone(),
                accepted: accepts(t),
                ptx: accepts(t).then(|| ptx_at(t).0),
                sites: blocking[t].clone(),
            }
        })
        .collect();
    Requirements {
        path: path.to_owned(),
        profile: reports
            .first()
            .map(|r| r.profile.clone())
            .unwrap_or_default(),
        lowest,
        module_errors,
        verdicts,
    }
}

/// Sites listed per requirement in human output; the rest are counted.
const LISTED_SITES: usize = 8;

/// The human rendering of one module's requirements.
pub fn render_human(r: &Requirements) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} (profile {})", r.path, r.profile);
    let width = KINDS
        .iter()
        .map(|k| kind_pattern(*k).len())
        .max()
        .unwrap_or(0);
    for lowest in &r.lowest {
        let pattern = kind_pattern(lowest.kind);
        match (&lowest.target, lowest.ptx) {
            (Some(target), Some(ptx)) => {
                let _ = writeln!(
                    out,
                    "  lowest {pattern:<width$}  {target} with PTX {}",
                    fmt_ptx(ptx)
                );
            }
            _ => {
                let _ = writeln!(
                    out,
                    "  lowest {pattern:<width$}  none: no {} target accepts the module",
                    kind_name(lowest.kind)
                );
            }
        }
        if let (Some(ptx), false) = (lowest.ptx, lowest.ptx_forced_by.is_empty()) {
            let _ = writeln!(out, "    PTX {} forced by:", fmt_ptx(ptx));
            sites(&mut out, &lowest.ptx_forced_by, "      ");
        }
        if let (Some(below), false) = (&lowest.below, lowest.forced_by.is_empty()) {
            let what = if lowest.target.is_some() {
                "forced by"
            } else {
                "blocked by"
            };
            let _ = writeln!(out, "    {what} (the errors at {below}):");
            sites(&mut out, &lowest.forced_by, "      ");
        }
    }
    if !r.module_errors.is_empty() {
        let _ = writeln!(
            out,
            "  {} error{} at every target (no target fixes them):",
            r.module_errors.len(),
            if r.module_errors.len() == 1 { "" } else { "s" }
        );
        sites(&mut out, &r.module_errors, "    ");
    }
    for v in &r.verdicts {
        if v.accepted {
            let _ = writeln!(
                out,
                "  {}: accepts (PTX {})",
                v.target,
                fmt_ptx(v.ptx.unwrap_or(0))
            );
        } else {
            let _ = writeln!(out, "  {}: rejects", v.target);
            sites(&mut out, &v.sites, "    ");
        }
    }
    out
}

fn sites(out: &mut String, sites: &[Site], indent: &str) {
    for site in sites.iter().take(LISTED_SITES) {
        let _ = write!(
            out,
            "{indent}{}:{}: {}: {}",
            site.line, site.column, site.code, site.message
        );
        if let Some(function) = &site.function {
            let _ = write!(out, " (in `{function}`)");
        }
        out.push('\n');
    }
    if sites.len() > LISTED_SITES {
        let _ = writeln!(out, "{indent}… and {} more", sites.len() - LISTED_SITES);
    }
}

/// The JSON rendering of several modules' requirements:
/// `{"version":1,"files":[{"path","profile","lowest":[{"kind","target","ptx","below","forced_by":[…]}],"module_errors":[…],"targets":[{"target","accepted","ptx","sites":[…]}]}]}`.
pub fn render_json(all: &[Requirements]) -> String {
    use serde_json::{json, Value};
    let site = |s: &Site| -> Value {
        json!({
            "code": s.code.to_string(),
            "line": s.line,
            "column": s.column,
            "function": s.function,
            "message": s.message,
            "requirement": s.requirement,
        })
    };
    let sites = |list: &[Site]| -> Value { list.iter().map(site).collect() };
    let files: Vec<Value> = all
        .iter()
        .map(|r| {
            json!({
                "path": r.path,
                "profile": r.profile,
                "lowest": r.lowest.iter().map(|l| json!({
                    "kind": kind_name(l.kind),
                    "target": l.target,
                    "ptx": l.ptx.map(fmt_ptx),
                    "ptx_forced_by": sites(&l.ptx_forced_by),
                    "below": l.below,
                    "forced_by": sites(&l.forced_by),
                })).collect::<Vec<_>>(),
                "module_errors": sites(&r.module_errors),
                "targets": r.verdicts.iter().map(|v| json!({
                    "target": v.target,
                    "accepted": v.accepted,
                    "ptx": v.ptx.map(fmt_ptx),
                    "sites": sites(&v.sites),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut out = serde_json::to_string_pretty(&json!({"version": 1, "files": files}))
        .expect("serialising to memory cannot fail");
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn of(text: &str, targets: &[&str]) -> Requirements {
        let targets: Vec<String> = targets.iter().map(|t| t.to_string()).collect();
        requirements(
            "m.ll",
            Text::from(text),
            None,
            &RuleSource::Compiled(RuleSet::compiled()),
            &Policy::standard(),
            &targets,
        )
        .unwrap()
    }

    const HEADER: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n";

    fn kernel(body: &str, declares: &str) -> String {
        format!("{HEADER}{declares}\ndefine ptx_kernel void @k() {{\n{body}\n  ret void\n}}\n")
    }

    #[test]
    fn a_cluster_barrier_needs_sm_90_and_names_its_call() {
        let text = kernel(
            "  call void @llvm.nvvm.barrier.cluster.arrive()",
            "declare void @llvm.nvvm.barrier.cluster.arrive()",
        );
        let r = of(&text, &["sm_80", "sm_90"]);
        let base = r.lowest_of(Variant::Base).unwrap();
        assert_eq!(base.target.as_deref(), Some("sm_90"));
        assert_eq!(base.below.as_deref(), Some("sm_89"));
        assert_eq!(base.forced_by.len(), 1);
        assert_eq!(base.forced_by[0].code, Code(4001));
        assert_eq!(base.forced_by[0].line, 5);
        assert_eq!(
            r.lowest_of(Variant::Arch).unwrap().target.as_deref(),
            Some("sm_90a")
        );
        assert_eq!(
            r.lowest_of(Variant::Family).unwrap().target.as_deref(),
            Some("sm_100f")
        );
        assert!(r.module_errors.is_empty());
        assert_eq!(
            r.verdicts.iter().map(|v| v.accepted).collect::<Vec<_>>(),
            [false, true]
        );
        assert!(!r.satisfied());
    }

    #[test]
    fn an_arch_specific_intrinsic_has_no_base_target() {
        let text = kernel(
            "  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256)",
            "declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)",
        );
        let r = of(&text, &[]);
        let base = r.lowest_of(Variant::Base).unwrap();
        assert_eq!(base.target, None);
        assert_eq!(base.below.as_deref(), Some("sm_121"));
        assert!(!base.forced_by.is_empty());
        let arch = r.lowest_of(Variant::Arch).unwrap();
        assert_eq!(arch.target.as_deref(), Some("sm_90a"));
        assert_eq!(arch.ptx, Some(80));
        let human = render_human(&r);
        assert!(
            human.contains("lowest sm_XXa  sm_90a with PTX 8.0"),
            "{human}"
        );
        assert!(human.contains("none: no base target accepts"), "{human}");
    }

    #[test]
    fn a_plain_module_needs_the_first_target_and_module_errors_are_apart() {
        let text = kernel("", "");
        let r = of(&text, &["sm_75"]);
        let base = r.lowest_of(Variant::Base).unwrap();
        assert_eq!(base.target.as_deref(), Some("sm_20"));
        assert_eq!(base.below, None);
        assert!(r.satisfied());
        // NVVM IR (typed pointers) without a triple: wrong at every target.
        let layout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";
        let typed = format!(
            "target datalayout = \"{layout}\"\ndefine void @k(i32* %p) {{\n  ret void\n}}\n"
        );
        let r = of(&typed, &[]);
        assert_eq!(r.profile, "nvvm");
        assert!(r.module_errors.iter().any(|s| s.code == Code(1003)));
        assert!(r.lowest.iter().all(|l| l.forced_by.is_empty()));
        assert!(!r.satisfied());
        let json = render_json(std::slice::from_ref(&r));
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["files"][0]["lowest"][0]["kind"], "base");
        assert_eq!(value["files"][0]["module_errors"][0]["code"], "NV1003");
    }

    #[test]
    fn unknown_targets_are_refused() {
        let targets = vec!["sm_999".to_string()];
        assert!(requirements(
            "m.ll",
            Text::from(kernel("", "").as_str()),
            None,
            &RuleSource::Compiled(RuleSet::compiled()),
            &Policy::standard(),
            &targets,
        )
        .is_err());
    }
}
