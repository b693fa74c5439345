//! Comparing nvverify's findings with one oracle's verdict, at the level the oracle can speak
//! to: libNVVM verify's first error (or accept), compile+ptxas accept/reject, llc/ptxas gate
//! messages. Oracle messages are mapped to rule codes through the rule tables themselves
//! (verbatim messages, family message overrides) plus the gate/limit messages of the tools.

use std::collections::BTreeMap;

use serde::Serialize;
use tablegen::Tables;

use crate::oracles::{OracleKind, Path, Verdict};
use crate::verifier::Finding;

// Kinds nvvmVerifyProgram has messages for (libnvvm-13.5-verifier-strings.txt) and
// reports with no regard to the arch.
const VERIFY: &[&str] = &[
    "FrontEnd",
    "DataLayoutPresent",
    "DataLayoutPointer",
    "TriplePresent",
    "Triple",
    "NvvmIrVersion",
    "AnnotationShape",
    "GlobalAddrSpace",
    "GlobalInitializer",
    "TexSurfAddrSpace",
    "TexSurfType",
    "Linkage",
    "SpecialGlobal",
    "GlobalSection",
    "ConstantBankSection",
    "IdentifierName",
    "FunctionAttribute",
    "ParamAttribute",
    "FunctionProperty",
    "NarrowIntParam",
    "NarrowIntReturn",
    "EntrySignature",
    "ClusterKernelOnly",
    "ClusterZeroDims",
    "ClusterMaxBlocksNonZero",
    "KernelCall",
    "GridConstant",
    "IntrinsicRejected",
    "IntrinsicOperand",
    "Opcode",
    "AllocaAddrSpace",
    "AllocaAlign",
    "AtomicLoadStore",
    "LoadStoreAddrSpace",
    "FenceOrdering",
    "CmpxchgType",
    "AtomicAddrSpace",
    "AtomicWideOps",
    "AtomicOperation",
    "AddrspaceCast",
    "UnrollPragma",
    "BranchPragmaOperands",
    "UnsupportedType",
    "UnsupportedConstant",
    "InlineAsmTypes",
    "FunctionPointerAddrSpace",
    "LaunchTarget",
    "LaunchArgAddrSpace",
    // IR validity (issue 28): libNVVM's LLVM 7 / NVVM 23 parser and Verifier.
    "Valid",
];
// nvvmCompileProgram skips the verifier but checks resources and (NVVM 23 path) SM gates;
// ptxas after it checks what reaches the PTX.
const COMPILE: &[&str] = &[
    "ParamSpace",
    "AtomicGate",
    "ClusterTarget",
    "BlocksAreClusters",
    "LaunchBoundDims",
    "LaunchBoundValue",
    "InlinePtx",
];
const COMPILE_MODERN: &[&str] = &[
    "IntrinsicTarget",
    "IntrinsicUnknown",
    "Matrix",
    "DataLayoutTarget",
];
// llc's (19, 22) instruction selection and ptxas: SM/PTX gates, matrix legality, unknown intrinsics.
const LLC: &[&str] = &[
    "IntrinsicTarget",
    "IntrinsicPtx",
    "IntrinsicUnknown",
    "Matrix",
    "AtomicGate",
    "ParamSpace",
    "ClusterTarget",
    "InlinePtx",
    // The back end's refusals (issue 29): each class's llvm-profile rules are llc behaviours.
    "GlobalTarget",
    "Aliasee",
    "KernelReturnValue",
    "SyncScope",
    "AtomicLoadStoreWidth",
    "CalleeCall",
    "ParamType",
];

// `opt -passes=verify`: LLVM's parser and Verifier, nothing about NVPTX.
const OPT: &[&str] = &["Valid", "FrontEnd"];

/// Which check kinds each oracle can judge (oracles.md §0–§4). A code whose check kind is not
/// listed for an oracle is "out of scope" for it: nvverify may report it while the oracle
/// accepts without that being a disagreement.
pub fn oracle_judges(kind: OracleKind, check: &str) -> bool {
    let base = check.split('(').next().unwrap_or(check);
    match kind {
        OracleKind::NvvmVerify { .. } => VERIFY.contains(&base),
        OracleKind::NvvmCompile { path, .. } => {
            COMPILE.contains(&base) || (path == Path::Modern && COMPILE_MODERN.contains(&base))
        }
        OracleKind::Llc { .. } => LLC.contains(&base),
        OracleKind::Opt { .. } => OPT.contains(&base),
    }
}

/// Rule codes → their check (`IntrinsicTarget`, `Matrix(Target)`), and message templates.
pub struct RuleIndex {
    checks: BTreeMap<String, String>,
    profiles: BTreeMap<String, Vec<String>>,
    /// (code, literal chunks of the message template).
    templates: Vec<(String, Vec<String>)>,
}

impl RuleIndex {
    pub fn new(t: &Tables) -> RuleIndex {
        let mut checks = BTreeMap::new();
        let mut profiles = BTreeMap::new();
        let mut templates = Vec::new();
        for r in t.rules.iter() {
            let check = crate::rule_class::class(r).name();
            checks.insert(r.code.to_string(), check);
            profiles.insert(
                r.code.to_string(),
                r.profiles.iter().map(|p| p.to_string()).collect(),
            );
            templates.push((r.code.to_string(), chunks(&r.message)));
        }
        for f in t.families.iter() {
            if let Some(m) = &f.def.message {
                let code = f
                    .def
                    .reject
                    .clone()
                    .or(f.def.code.clone())
                    .map(|c| c.to_string())
                    .unwrap_or_else(|| "NV4001".into());
                templates.push((code, chunks(m)));
            }
            for o in f.def.operands.iter() {
                if let Some(m) = &o.message {
                    templates.push((o.code.to_string(), chunks(m)));
                }
            }
        }
        RuleIndex {
            checks,
            profiles,
            templates,
        }
    }

    /// The check kind of a code (`None` for codes the tables do not have).
    pub fn check(&self, code: &str) -> Option<&str> {
        self.checks.get(code).map(String::as_str)
    }

    /// The first code (in code order) whose check kind is `kind` and applies to `profile`.
    pub fn code_of_kind(&self, kind: &str, profile: &str) -> Option<&str> {
        self.checks
            .iter()
            .find(|(c, k)| {
                k.split('(').next() == Some(kind)
                    && self
                        .profiles
                        .get(*c)
                        .is_some_and(|p| p.iter().any(|x| x == profile))
            })
            .map(|(c, _)| c.as_str())
    }

    /// Is `code` something `oracle` can judge? Codes the tables do not know are in scope.
    pub fn in_scope(&self, oracle: OracleKind, code: &str) -> bool {
        match self.check(code) {
            Some(k) => oracle_judges(oracle, k),
            None => true,
        }
    }

    /// Does `code`'s own message template match `msg`? (Two rules may share NVIDIA's text,
    /// e.g. NV1004/NV1005 "Invalid target triple", NV6001/NV6002 "Illegal instruction".)
    pub fn template_matches(&self, code: &str, msg: &str) -> bool {
        self.templates
            .iter()
            .any(|(c, chunks)| c == code && match_score(chunks, msg) >= 12)
    }

    /// Is `code` a front-end (syntax) rule?
    pub fn is_front_end(&self, code: &str) -> bool {
        self.check(code) == Some("FrontEnd")
    }

    /// The rule code an oracle message corresponds to, if any.
    pub fn map_message(&self, oracle: OracleKind, msg: &str) -> Option<String> {
        let profile = oracle.profile();
        let m = msg.to_ascii_lowercase();
        // The tools' own gate/limit/syntax messages.
        let by_kind = |k: &str| self.code_of_kind(k, profile).map(str::to_string);
        if m.contains("cannot select: intrinsic")
            || m.contains("requires .target sm_")
            || m.contains("not supported on .target")
        {
            return by_kind("IntrinsicTarget");
        }
        if m.contains("requires ptx isa .version") {
            return by_kind("IntrinsicPtx");
        }
        if m.contains("formal parameter space overflowed") || m.contains("too much parameter space")
        {
            return by_kind("ParamSpace");
        }
        if m.contains("128b atomic cas requires") {
            return by_kind("AtomicGate");
        }
        // An llvm.nvvm.* call the back end did not know became an extern call (oracles.md §1.3, §4).
        if m.contains("parsing error near '.nvvm'") {
            return by_kind("IntrinsicUnknown");
        }
        // Rule messages: the template whose literal text matches most.
        let mut best: Option<(usize, &str)> = None;
        for (code, chunks) in &self.templates {
            if !self
                .profiles
                .get(code)
                .is_some_and(|p| p.iter().any(|x| x == profile))
            {
                continue;
            }
            let score = match_score(chunks, msg);
            if score >= 12 && best.is_none_or(|(s, _)| score > s) {
                best = Some((score, code));
            }
        }
        if let Some((_, c)) = best {
            return Some(c.to_string());
        }
        if m.contains(": parse ") || m.contains("parse error") {
            return by_kind("FrontEnd");
        }
        None
    }
}

/// Literal pieces of a `{placeholder}` template, trimmed, at least 4 characters.
fn chunks(template: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0;
    for c in template.chars() {
        match c {
            '{' => {
                depth += 1;
                out.push(std::mem::take(&mut cur));
            }
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => cur.push(c),
            _ => {}
        }
    }
    out.push(cur);
    out.into_iter()
        .map(|s| {
            s.trim()
                .trim_matches(|c: char| c == '`' || c == '\'' || c == ':')
                .trim()
                .to_string()
        })
        .filter(|s| s.chars().count() >= 4)
        .collect()
}

/// Total length of the chunks found in order in `msg`; 0 if any is missing.
fn match_score(chunks: &[String], msg: &str) -> usize {
    if chunks.is_empty() {
        return 0;
    }
    let mut pos = 0;
    let mut score = 0;
    for c in chunks {
        match msg[pos..].find(c.as_str()) {
            Some(i) => {
                pos += i + c.len();
                score += c.len();
            }
            None => return 0,
        }
    }
    score
}

/// How one (module, target, oracle) comparison came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// Same verdict (and, for libNVVM verify, the same first error when it maps to a rule).
    Agree,
    /// nvverify reports an error in the oracle's scope; the oracle accepts.
    NvverifyOnly,
    /// The oracle rejects; nvverify reports no error (or not the oracle's first error).
    OracleOnly,
    /// nvverify reports an error the oracle cannot judge; the oracle accepts.
    OutOfScope,
    /// The oracle could not judge the input.
    Unusable,
}

impl Class {
    pub fn is_disagreement(self) -> bool {
        matches!(self, Class::NvverifyOnly | Class::OracleOnly)
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Class::Agree => "agree",
            Class::NvverifyOnly => "nvverify-only",
            Class::OracleOnly => "oracle-only",
            Class::OutOfScope => "out-of-scope",
            Class::Unusable => "unusable",
        }
    }
}

/// One row per rule code involved in a comparison.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub class: Class,
    /// The rule code ("-" for a clean agreement, "unmapped" for an oracle message no rule matches).
    pub code: String,
    pub nvverify: Vec<String>,
    pub oracle: Vec<String>,
}

/// The verdict-level outcome plus per-code rows.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    /// The verdict-level class (agreement rates are computed on it).
    pub class: Class,
    pub oracle_code: Option<String>,
    pub rows: Vec<Row>,
}

pub fn compare(
    oracle: OracleKind,
    findings: &[Finding],
    verdict: &Verdict,
    index: &RuleIndex,
) -> Comparison {
    let errors: Vec<&Finding> = findings.iter().filter(|f| f.is_error()).collect();
    let nv_all: Vec<String> = errors.iter().map(|f| f.describe()).collect();
    let (inside, outside): (Vec<&Finding>, Vec<&Finding>) =
        errors.iter().partition(|f| index.in_scope(oracle, &f.code));
    let codes = |v: &[&Finding]| -> Vec<String> {
        let mut c: Vec<String> = v.iter().map(|f| f.code.clone()).collect();
        c.sort();
        c.dedup();
        c
    };
    let row = |class: Class, code: &str, oracle_msgs: Vec<String>| Row {
        class,
        code: code.to_string(),
        nvverify: nv_all.clone(),
        oracle: oracle_msgs,
    };
    match verdict {
        Verdict::Unusable(r) => Comparison {
            class: Class::Unusable,
            oracle_code: None,
            rows: vec![row(Class::Unusable, "-", vec![r.clone()])],
        },
        Verdict::Accept => {
            let mut rows: Vec<Row> = codes(&inside)
                .iter()
                .map(|c| row(Class::NvverifyOnly, c, vec![]))
                .collect();
            rows.extend(
                codes(&outside)
                    .iter()
                    .map(|c| row(Class::OutOfScope, c, vec![])),
            );
            let class = if !inside.is_empty() {
                Class::NvverifyOnly
            } else if !outside.is_empty() {
                Class::OutOfScope
            } else {
                rows.push(row(Class::Agree, "-", vec![]));
                Class::Agree
            };
            Comparison {
                class,
                oracle_code: None,
                rows,
            }
        }
        Verdict::Reject(msgs) => {
            // The first message that maps to a rule (ptxas/llc may print context first), else
            // all messages joined (libNVVM splits one message over lines).
            let joined = msgs.join(" ");
            let mapped = msgs
                .iter()
                .find_map(|m| index.map_message(oracle, m))
                .or_else(|| index.map_message(oracle, &joined));
            // nvverify "has" the oracle's finding when it reports the mapped code at any
            // severity, or reports a code whose own message is the oracle's text.
            let has_code = |c: &str| findings.iter().any(|f| f.code == c);
            let has_text = || {
                findings
                    .iter()
                    .any(|f| msgs.iter().any(|m| index.template_matches(&f.code, m)))
            };
            let said_it = mapped.as_deref().is_some_and(has_code) || has_text();
            if errors.is_empty() && !said_it {
                let code = mapped.clone().unwrap_or_else(|| "unmapped".into());
                return Comparison {
                    class: Class::OracleOnly,
                    oracle_code: mapped,
                    rows: vec![row(Class::OracleOnly, &code, msgs.clone())],
                };
            }
            match &mapped {
                // libNVVM verify names one violation: nvverify must report that rule too
                // (a syntax error only says the oracle stopped early).
                Some(c)
                    if !said_it
                        && !index.is_front_end(c)
                        && matches!(oracle, OracleKind::NvvmVerify { .. }) =>
                {
                    Comparison {
                        class: Class::OracleOnly,
                        oracle_code: mapped.clone(),
                        rows: vec![row(Class::OracleOnly, c, msgs.clone())],
                    }
                }
                _ => {
                    let code = mapped
                        .clone()
                        .filter(|c| has_code(c))
                        .or_else(|| {
                            findings
                                .iter()
                                .find(|f| msgs.iter().any(|m| index.template_matches(&f.code, m)))
                                .map(|f| f.code.clone())
                        })
                        .unwrap_or_else(|| {
                            inside
                                .first()
                                .or(errors.first())
                                .map(|f| f.code.clone())
                                .unwrap_or_default()
                        });
                    Comparison {
                        class: Class::Agree,
                        oracle_code: mapped.clone(),
                        rows: vec![row(Class::Agree, &code, msgs.clone())],
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The oracle scopes, the gate-message kinds and the mutation catalogue name rule classes
    /// by string (`rule_class::RuleClass::name`); each must be the class of some repository
    /// rule, or a renamed class would silently drop out of scope.
    #[test]
    fn class_names_in_use_are_classes_of_rules() {
        let t = engine::rules::RuleSet::compiled();
        let classes: std::collections::BTreeSet<String> = t
            .rules
            .iter()
            .map(|r| {
                let n = crate::rule_class::class(r).name();
                n.split('(').next().unwrap_or(&n).to_string()
            })
            .collect();
        let gate_kinds = [
            "IntrinsicTarget",
            "IntrinsicPtx",
            "ParamSpace",
            "AtomicGate",
            "IntrinsicUnknown",
            "FrontEnd",
        ];
        // `InlinePtx(Target)`: a class with its part, compared by its kind.
        let catalogue = crate::mutate::CATALOGUE
            .iter()
            .map(|(_, c)| c.split('(').next().unwrap_or(c));
        let unknown: Vec<&str> = VERIFY
            .iter()
            .chain(COMPILE)
            .chain(COMPILE_MODERN)
            .chain(LLC)
            .chain(OPT)
            .copied()
            .chain(gate_kinds)
            .chain(catalogue)
            .filter(|n| !classes.contains(*n))
            .collect();
        assert!(unknown.is_empty(), "names of no rule class: {unknown:?}");
    }

    #[test]
    fn template_chunks_match_in_order() {
        let c = chunks("Function `{function}': naked function attribute is not supported.");
        assert_eq!(
            c,
            vec!["Function", "naked function attribute is not supported."]
        );
        assert!(
            match_score(
                &c,
                "error: Error: : Function `f': naked function attribute is not supported."
            ) > 12
        );
        assert_eq!(
            match_score(&c, "naked function attribute is not supported. Function"),
            0
        );
    }
}
