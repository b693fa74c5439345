//! The oracle layer: discovery, one loaded libNVVM per CUDA version, ptxas, llc-19 and
//! llc-22, opt-19 and opt-22 (IR validity), and a common verdict. Each (libNVVM version, front end) pair is its own oracle: CUDA 13.5's
//! library holds an NVVM 7 front end for compute_75..90a and an NVVM 23 one for compute_100+
//! (oracles.md §0), so their verdicts are kept apart.

pub mod discover;
pub mod llc;
pub mod nvvm;
pub mod opt;
pub mod process;
pub mod ptxas;

use std::fmt;

use serde::Serialize;

pub use discover::Discovered;
use llc::{Llc, LlcOutcome};
use nvvm::{Nvvm, NvvmMode};
use opt::Opt;
use ptxas::Ptxas;

use crate::dialect;

/// An oracle's judgement of one module at one target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", content = "detail", rename_all = "kebab-case")]
pub enum Verdict {
    Accept,
    /// The tool's messages, first error first.
    Reject(Vec<String>),
    /// The tool cannot judge this input (dialect, unsupported arch, timeout, crash).
    Unusable(String),
}

impl Verdict {
    pub fn is_reject(&self) -> bool {
        matches!(self, Verdict::Reject(_))
    }
    pub fn is_accept(&self) -> bool {
        matches!(self, Verdict::Accept)
    }
    pub fn first_message(&self) -> Option<&str> {
        match self {
            Verdict::Reject(m) => m.first().map(String::as_str),
            _ => None,
        }
    }
}

/// The front end of a libNVVM an arch selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Path {
    /// compute_<100: "Based on NVVM 7.0.1", LLVM 7 typed-pointer IR only.
    Nvvm7,
    /// compute_100+: NVVM 20 (CUDA 12.9) / NVVM 23 (CUDA 13.5), modern IR.
    Modern,
}

/// One oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum OracleKind {
    /// nvvmVerifyProgram: stops at the first error, not arch-aware.
    NvvmVerify { cuda: u32, path: Path },
    /// nvvmCompileProgram, then ptxas (same CUDA version) on the PTX.
    NvvmCompile { cuda: u32, path: Path },
    /// llc of LLVM major version `llvm` (19, 22), then ptxas on the PTX. nvverify is run with
    /// `--llvm <llvm>` for the comparison, so rules with an `llvm:` range apply as for that llc.
    Llc { llvm: u32 },
    /// `opt -passes=verify` of LLVM major version `llvm` (19, 22): LLVM's parser and Verifier
    /// on modern IR, refusing ⇔ a non-zero exit status. nvverify runs with `--llvm <llvm>`.
    Opt { llvm: u32 },
}

impl OracleKind {
    pub fn name(&self) -> String {
        let p = |p: &Path| match p {
            Path::Nvvm7 => "nvvm7",
            Path::Modern => "modern",
        };
        match self {
            OracleKind::NvvmVerify { cuda, path } => format!("libnvvm{cuda}-{}-verify", p(path)),
            OracleKind::NvvmCompile { cuda, path } => {
                format!("libnvvm{cuda}-{}-compile+ptxas", p(path))
            }
            OracleKind::Llc { llvm } => format!("llc{llvm}+ptxas"),
            OracleKind::Opt { llvm } => format!("opt{llvm}-verify"),
        }
    }
    /// The nvverify profile whose contract this oracle enforces.
    pub fn profile(&self) -> &'static str {
        match self {
            OracleKind::Llc { .. } | OracleKind::Opt { .. } => "llvm",
            _ => "nvvm",
        }
    }
    /// The LLVM major version nvverify should assume when compared with this oracle (its
    /// `--llvm N`); `None` leaves it to the module (`!llvm.ident`).
    pub fn llvm(&self) -> Option<u32> {
        match self {
            OracleKind::Llc { llvm } | OracleKind::Opt { llvm } => Some(*llvm),
            _ => None,
        }
    }
}

impl fmt::Display for OracleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// `-arch=compute_XX` values each libNVVM accepts (oracles.md §1.1), by canonical target.
pub fn nvvm_arch(cuda: u32, target: &str) -> Option<String> {
    let core = target.strip_prefix("sm_")?;
    let ok13: &[&str] = &[
        "75", "80", "86", "87", "88", "89", "90", "90a", "100", "100a", "100f", "103", "103a",
        "103f", "110", "110a", "110f", "120", "120a", "120f", "121", "121a", "121f",
    ];
    let ok12: &[&str] = &[
        "50", "52", "53", "60", "61", "62", "70", "72", "75", "80", "86", "87", "89", "90", "90a",
        "100", "100a", "100f", "101", "101a", "101f", "103", "103a", "103f", "120", "120a", "120f",
        "121", "121a", "121f",
    ];
    match cuda {
        13 => ok13
            .contains(&core)
            .then(|| format!("-arch=compute_{core}")),
        12 => {
            // CUDA 12.9 calls sm_110 sm_101.
            let core = core.replacen("110", "101", 1);
            ok12.contains(&core.as_str())
                .then(|| format!("-arch=compute_{core}"))
        }
        _ => None,
    }
}

/// The oldest PTX version `target` supports, from nvverify's compiled target table.
pub fn target_min_ptx(target: &str) -> Option<u32> {
    let t = engine::rules::RuleSet::compiled().tables();
    t.target_id(target).map(|id| t.target(id).min_ptx)
}

/// The SM number of a canonical target spelling (`sm_90a` → 90).
pub fn sm_number(target: &str) -> u32 {
    target
        .trim_start_matches("sm_")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0)
}

/// A hash of a module's text (std's SipHash with fixed keys: the same in every run).
fn text_hash(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// Every oracle found on this machine.
pub struct Oracles {
    pub found: Discovered,
    pub nvvm: Vec<Nvvm>,
    pub ptxas: Vec<Ptxas>,
    /// Every llc found, oldest LLVM first.
    pub llcs: Vec<Llc>,
    /// The validity judges (opt, else llvm-as), oldest LLVM first.
    pub opts: Vec<Opt>,
    /// `--oracles`: when set, only the oracles whose names start with one of these judge.
    pub only: Option<Vec<String>>,
    /// opt's verdicts by (LLVM version, hash of the text): the verifier knows no targets, so
    /// `diff` asks it once per module, not once per target.
    pub opt_verdicts: std::sync::Mutex<std::collections::HashMap<(u32, u64), Verdict>>,
    /// Oracles that were found but could not be loaded.
    pub problems: Vec<String>,
}

impl Oracles {
    pub fn load() -> Oracles {
        Self::from_discovered(Discovered::discover())
    }

    pub fn from_discovered(found: Discovered) -> Oracles {
        let mut problems = Vec::new();
        let mut nvvm: Vec<Nvvm> = Vec::new();
        let exe = nvvm::worker_exe();
        let pool = std::env::var("NVVERIFY_NVVM_WORKERS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(2);
        for p in [&found.libnvvm_13, &found.libnvvm_12, &found.libnvvm_other]
            .into_iter()
            .flatten()
        {
            let Some(exe) = &exe else {
                problems.push(
                    "no harness executable to run libNVVM workers (set NVVERIFY_HARNESS_EXE)"
                        .into(),
                );
                break;
            };
            match Nvvm::load(p, exe, pool) {
                Ok(n) => {
                    if nvvm.iter().all(|m| m.cuda_major != n.cuda_major) {
                        nvvm.push(n);
                    }
                }
                Err(e) => problems.push(e),
            }
        }
        nvvm.sort_by_key(|x| std::cmp::Reverse(x.cuda_major));
        let mut ptxas: Vec<Ptxas> = Vec::new();
        for p in [&found.ptxas_13, &found.ptxas_12, &found.ptxas_other]
            .into_iter()
            .flatten()
        {
            match Ptxas::probe(p) {
                Ok(x) => {
                    if ptxas.iter().all(|y| y.cuda_major != x.cuda_major) {
                        ptxas.push(x);
                    }
                }
                Err(e) => problems.push(e),
            }
        }
        ptxas.sort_by_key(|x| std::cmp::Reverse(x.cuda_major));
        let llcs = found
            .llcs()
            .into_iter()
            .map(|(llvm, p)| Llc::new(&p, llvm))
            .collect();
        let opts = found
            .verifiers()
            .into_iter()
            .map(|(llvm, p, tool)| Opt::new(&p, llvm, tool))
            .collect();
        Oracles {
            found,
            nvvm,
            ptxas,
            llcs,
            opts,
            only: None,
            opt_verdicts: Default::default(),
            problems,
        }
    }

    pub fn any(&self) -> bool {
        !self.nvvm.is_empty() || !self.llcs.is_empty() || !self.opts.is_empty()
    }

    /// Keeps only the oracles whose names start with one of `prefixes` (`opt`, `libnvvm13-nvvm7-verify`).
    pub fn restrict(&mut self, prefixes: &[String]) {
        self.only = (!prefixes.is_empty()).then(|| prefixes.to_vec());
    }

    /// The validity judge of LLVM `llvm`, if found.
    pub fn opt(&self, llvm: u32) -> Option<&Opt> {
        self.opts.iter().find(|o| o.llvm == llvm)
    }

    /// llc of LLVM major version `llvm`, if found.
    pub fn llc(&self, llvm: u32) -> Option<&Llc> {
        self.llcs.iter().find(|l| l.llvm == llvm)
    }

    /// Whether llc of LLVM `llvm` is installed and knows `target`.
    pub fn llc_knows(&self, llvm: u32, target: &str) -> bool {
        self.llc(llvm).is_some_and(|l| l.knows(target))
    }

    pub fn nvvm(&self, cuda: u32) -> Option<&Nvvm> {
        self.nvvm.iter().find(|n| n.cuda_major == cuda)
    }

    /// ptxas for PTX of CUDA `cuda` at `sm`: the same version when it knows the SM, else any
    /// other that does (llc-22's sm_101 PTX goes to ptxas 12.9, which still knows sm_101).
    pub fn ptxas_for(&self, cuda: Option<u32>, sm: u32) -> Option<&Ptxas> {
        let fits = |p: &&Ptxas| p.knows_sm(sm);
        cuda.and_then(|c| self.ptxas.iter().filter(fits).find(|p| p.cuda_major == c))
            .or_else(|| self.ptxas.iter().find(fits))
    }

    /// One line per oracle, for `harness oracles` and the reports.
    pub fn describe(&self) -> Vec<String> {
        let mut v = Vec::new();
        for n in &self.nvvm {
            v.push(format!(
                "libNVVM CUDA {} (nvvmVersion {}.{}, PTX {}): {}",
                n.cuda_major,
                n.api_version.0,
                n.api_version.1,
                n.ptx_version,
                n.path.display()
            ));
        }
        for p in &self.ptxas {
            v.push(format!("ptxas {}: {}", p.version, p.path.display()));
        }
        for l in &self.llcs {
            v.push(format!("llc (LLVM {}): {}", l.llvm, l.path.display()));
        }
        for o in &self.opts {
            v.push(format!(
                "{} (LLVM {}, IR validity): {}",
                match o.tool {
                    opt::Tool::Opt => "opt -passes=verify",
                    opt::Tool::LlvmAs => "llvm-as",
                },
                o.llvm,
                o.path.display()
            ));
        }
        for p in &self.problems {
            v.push(format!("problem: {p}"));
        }
        v
    }

    /// The oracles that can judge modules at `target` (canonical spelling).
    pub fn kinds_for(&self, target: &str) -> Vec<OracleKind> {
        let sm = sm_number(target);
        let path = if sm >= 100 { Path::Modern } else { Path::Nvvm7 };
        let mut v = Vec::new();
        for n in &self.nvvm {
            if nvvm_arch(n.cuda_major, target).is_some() {
                v.push(OracleKind::NvvmVerify {
                    cuda: n.cuda_major,
                    path,
                });
                v.push(OracleKind::NvvmCompile {
                    cuda: n.cuda_major,
                    path,
                });
            }
        }
        for l in &self.llcs {
            if l.knows(target) {
                v.push(OracleKind::Llc { llvm: l.llvm });
            }
        }
        // The verifier knows no targets: it judges the module at any.
        v.extend(self.opts.iter().map(|o| OracleKind::Opt { llvm: o.llvm }));
        if let Some(only) = &self.only {
            v.retain(|k| only.iter().any(|p| k.name().starts_with(p.as_str())));
        }
        v
    }

    /// The text `kind` should be given for `text` at `target`, or why it cannot judge it.
    /// nvverify must be shown the same text.
    pub fn prepare(&self, kind: OracleKind, text: &str, target: &str) -> Result<String, String> {
        let info = dialect::classify(text);
        match kind {
            OracleKind::NvvmVerify {
                path: Path::Nvvm7, ..
            }
            | OracleKind::NvvmCompile {
                path: Path::Nvvm7, ..
            } => {
                info.fits_nvvm7()?;
                Ok(text.to_string())
            }
            OracleKind::NvvmVerify {
                path: Path::Modern,
                cuda,
            }
            | OracleKind::NvvmCompile {
                path: Path::Modern,
                cuda,
            } => {
                if let (Some(m), true) = (info.any_newer_syntax, cuda < 13) {
                    return Err(format!(
                        "LLVM 21+ syntax `{}`: CUDA {cuda}'s NVVM 20 front end cannot parse it",
                        m.trim()
                    ));
                }
                if info.typed {
                    // Typed pointers are auto-upgraded by the modern front end (oracles.md §0),
                    // but `byval` must name its type there.
                    dialect::typed_byval_for_modern(text)
                        .ok_or_else(|| "typed `byval` on an aggregate literal type: the modern front end wants byval(<type>)".to_string())
                } else {
                    Ok(dialect::as_nvvm_modern(text))
                }
            }
            OracleKind::Llc { llvm } => {
                info.fits_llc(llvm)?;
                let retargeted = dialect::with_target_cpu(text, target);
                Ok(match target_min_ptx(target) {
                    Some(min) => dialect::with_min_ptx(&retargeted, min),
                    None => retargeted,
                })
            }
            OracleKind::Opt { llvm } => {
                // opt upgrades typed pointers to `ptr` and words its messages in them; NVVM IR
                // is libNVVM verify's to judge, in LLVM 7's words.
                if info.typed {
                    return Err("typed-pointer (NVVM) IR: libNVVM verify judges it".into());
                }
                info.fits_llc(llvm)?;
                if let Some(tok) = dialect::llvm23_syntax(text).filter(|_| llvm < 23) {
                    return Err(format!(
                        "LLVM 23 syntax `{tok}` that opt-{llvm} cannot parse"
                    ));
                }
                Ok(text.to_string())
            }
        }
    }

    /// Judges prepared `text` at `target`. `ptx` is the `-mattr=+ptxNN` for llc (None: the
    /// module's own `+ptxNN`, else llc's default for the CPU).
    pub fn judge(&self, kind: OracleKind, text: &str, target: &str, ptx: Option<u32>) -> Verdict {
        let dir = match tempfile::tempdir() {
            Ok(d) => d,
            Err(e) => return Verdict::Unusable(format!("no temporary folder: {e}")),
        };
        let sm = sm_number(target);
        match kind {
            OracleKind::NvvmVerify { cuda, .. } | OracleKind::NvvmCompile { cuda, .. } => {
                let Some(lib) = self.nvvm(cuda) else {
                    return Verdict::Unusable(format!("libNVVM {cuda} not installed"));
                };
                let Some(arch) = nvvm_arch(cuda, target) else {
                    return Verdict::Unusable(format!("libNVVM {cuda} does not accept {target}"));
                };
                let mode = if matches!(kind, OracleKind::NvvmVerify { .. }) {
                    NvvmMode::Verify
                } else {
                    NvvmMode::Compile
                };
                let r = lib.run(text.as_bytes(), "m", &[arch], mode);
                if r.stage == "crash" || r.stage == "timeout" {
                    return Verdict::Unusable(r.log);
                }
                if r.rc == nvvm::NVVM_ERROR_INVALID_OPTION {
                    return Verdict::Unusable(format!(
                        "libNVVM {cuda} rejected the option: {}",
                        r.log
                    ));
                }
                if !r.ok() {
                    let mut msgs = nvvm::log_errors(&r.log);
                    if msgs.is_empty() {
                        msgs.push(format!("{} failed with nvvmResult {}", r.stage, r.rc));
                    }
                    return Verdict::Reject(msgs);
                }
                match r.ptx {
                    None => Verdict::Accept,
                    Some(ptx) => self.ptxas_verdict(&ptx, Some(cuda), sm, dir.path()),
                }
            }
            OracleKind::Llc { llvm } => {
                let Some(llc) = self.llc(llvm) else {
                    return Verdict::Unusable(format!("llc-{llvm} not installed"));
                };
                if !llc.knows(target) {
                    return Verdict::Unusable(format!("llc-{llvm} does not know {target}"));
                }
                let ptx = ptx
                    .or_else(|| dialect::module_ptx_feature(text))
                    .map(|p| p.min(llc::max_ptx(llvm)));
                match llc.compile(text, target, ptx, dir.path()) {
                    LlcOutcome::Ptx(ptx) => self.ptxas_verdict(&ptx, None, sm, dir.path()),
                    LlcOutcome::Rejected(m) => Verdict::Reject(m),
                    LlcOutcome::Unusable(r) => Verdict::Unusable(r),
                }
            }
            OracleKind::Opt { llvm } => {
                let Some(o) = self.opt(llvm) else {
                    return Verdict::Unusable(format!("opt-{llvm} not installed"));
                };
                let key = (llvm, text_hash(text));
                let cached = || self.opt_verdicts.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(v) = cached().get(&key) {
                    return v.clone();
                }
                let v = o.verify(text, dir.path());
                cached().insert(key, v.clone());
                v
            }
        }
    }

    fn ptxas_verdict(
        &self,
        ptx: &str,
        cuda: Option<u32>,
        sm: u32,
        dir: &std::path::Path,
    ) -> Verdict {
        let Some(p) = self.ptxas_for(cuda, sm) else {
            // No ptxas for this SM: the first stage's acceptance is the verdict.
            return Verdict::Accept;
        };
        match p.check(ptx, dir) {
            Ok(Ok(_)) => Verdict::Accept,
            Ok(Err(msgs)) => Verdict::Reject(
                msgs.into_iter()
                    .map(|m| match m.line {
                        Some(l) => format!("ptxas line {l}: {}", m.text),
                        None => format!("ptxas {}: {}", m.kind, m.text),
                    })
                    .collect(),
            ),
            Err(e) => Verdict::Unusable(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_found_means_no_oracles() {
        let o = Oracles::from_discovered(Discovered::default());
        assert!(!o.any());
        assert!(o.kinds_for("sm_90").is_empty());
        assert!(matches!(
            o.judge(OracleKind::Llc { llvm: 19 }, "", "sm_90", None),
            Verdict::Unusable(_)
        ));
    }

    #[test]
    fn llc_oracle_names_carry_the_llvm_version() {
        assert_eq!(OracleKind::Llc { llvm: 19 }.name(), "llc19+ptxas");
        assert_eq!(OracleKind::Llc { llvm: 22 }.name(), "llc22+ptxas");
        assert_eq!(OracleKind::Llc { llvm: 22 }.llvm(), Some(22));
        assert_eq!(OracleKind::Llc { llvm: 22 }.profile(), "llvm");
        let verify = OracleKind::NvvmVerify {
            cuda: 13,
            path: Path::Modern,
        };
        assert_eq!(verify.llvm(), None);
    }

    #[test]
    fn each_llc_judges_only_the_cpus_it_knows() {
        let dir = tempfile::tempdir().unwrap();
        let fake = dir.path().join("llc");
        std::fs::write(&fake, "").unwrap();
        let found = Discovered {
            llc_19: Some(fake.clone()),
            llc_22: Some(fake),
            ..Discovered::default()
        };
        let o = Oracles::from_discovered(found);
        assert_eq!(
            o.kinds_for("sm_90a"),
            vec![OracleKind::Llc { llvm: 19 }, OracleKind::Llc { llvm: 22 }]
        );
        assert_eq!(o.kinds_for("sm_100a"), vec![OracleKind::Llc { llvm: 22 }]);
        assert!(matches!(
            o.judge(OracleKind::Llc { llvm: 19 }, "", "sm_100a", None),
            Verdict::Unusable(m) if m.contains("does not know sm_100a")
        ));
    }

    #[test]
    fn arch_spellings() {
        assert_eq!(
            nvvm_arch(13, "sm_90a").as_deref(),
            Some("-arch=compute_90a")
        );
        assert_eq!(nvvm_arch(13, "sm_70"), None);
        assert_eq!(nvvm_arch(13, "sm_107"), None);
        assert_eq!(
            nvvm_arch(12, "sm_110a").as_deref(),
            Some("-arch=compute_101a")
        );
        assert_eq!(nvvm_arch(12, "sm_88"), None);
        assert_eq!(sm_number("sm_100f"), 100);
    }
}
