//! `mutate`: valid real modules (corpus/real) with one injected violation each, judged by
//! nvverify and every applicable oracle. A seed makes a run reproducible: the same seed, corpus
//! and rule tables give the same mutants.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use tablegen::Tables;

use crate::allowlist::Allowlist;
use crate::compare::{Class, RuleIndex};
use crate::dialect;
use crate::diff::{summarise, DiffReport, Tally};
use crate::oracles::{OracleKind, Oracles, Verdict};
use crate::run::{judge_case, parallel, Case, MakeVerifier};
use crate::sigs::{self, Sig};

pub mod stats;
mod valid;
pub use valid::PENDING_H6;

/// splitmix64: tiny, seedable, the same on every platform.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
    /// One of `items`, uniformly (`None` when there are none; the stream then moves not).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            return None;
        }
        Some(&items[self.below(items.len())])
    }
}

/// The catalogue: each mutation names the rule check it violates.
pub const CATALOGUE: &[(&str, &str)] = &[
    ("fn-attribute", "FunctionAttribute"),
    ("intrinsic-below-sm", "IntrinsicTarget"),
    ("byval-oversize", "ParamSpace"),
    ("addrspacecast-non-generic", "AddrspaceCast"),
    ("cluster-pre-hopper", "ClusterTarget"),
    ("cluster-zero-dim", "ClusterZeroDims"),
    ("cluster-max-blocks-zero", "ClusterMaxBlocksNonZero"),
    ("shared-initializer", "GlobalInitializer"),
    ("atomic-load", "AtomicLoadStore"),
    ("fence", "FenceOrdering"),
    ("extern-weak", "Linkage"),
    ("fn-section", "FunctionProperty"),
    ("fn-align", "FunctionProperty"),
    ("fn-gc", "FunctionProperty"),
    ("bad-identifier", "IdentifierName"),
    ("cmpxchg-i8", "CmpxchgType"),
    ("cas-i128-below-sm90", "AtomicGate"),
    ("inline-asm-vector", "InlineAsmTypes"),
    ("alloca-overaligned", "AllocaAlign"),
    ("inline-asm-below-sm", "InlinePtx(Target)"),
    // IR validity (issue 28): LLVM's parser and Verifier refuse each of these.
    ("valid-ret-value-in-void", "Valid"),
    ("valid-use-before-def", "Valid"),
    ("valid-undefined-value", "Valid"),
    ("valid-retype-operand", "Valid"),
    ("valid-int-op-on-float", "Valid"),
    ("valid-fcmp-on-int", "Valid"),
    ("valid-select-condition", "Valid"),
    ("valid-bad-cast", "Valid"),
    ("valid-drop-terminator", "Valid"),
    ("valid-break-phi", "Valid"),
    ("valid-misdeclare-intrinsic", "Valid"),
    ("valid-misdeclare-generic-intrinsic", "Valid"),
    ("valid-def-below-use", "Valid"),
    ("valid-phi-below-non-phi", "Valid"),
    ("valid-misplace-terminator", "Valid"),
    ("valid-retype-return", "Valid"),
    ("valid-gep-struct-index", "Valid"),
    ("valid-drop-dbg", "Valid"),
    ("valid-redefine-value", "Valid"),
    ("valid-branch-to-entry", "Valid"),
    ("valid-declare-internal", "Valid"),
    ("valid-global-align-3", "Valid"),
    ("valid-internal-hidden", "Valid"),
    ("valid-dbg-other-subprogram", "Valid"),
    ("valid-dbg-scope-file", "Valid"),
    // Issue 28's last gaps (H13): intrinsic arity, vector overflow intrinsics, shared
    // DISubprograms.
    ("valid-intrinsic-param-added", "Valid"),
    ("valid-intrinsic-param-dropped", "Valid"),
    ("valid-intrinsic-varargs", "Valid"),
    ("valid-overflow-vector", "CalleeCall"),
    ("valid-dbg-shared-subprogram", "Valid"),
    // An instruction that names its own result (found while speeding up the walk).
    ("valid-self-reference", "Valid"),
    // Global references (`@name`): undefined, or an intrinsic used as a value.
    ("valid-undefined-global", "Valid"),
    ("valid-intrinsic-as-value", "Valid"),
    // A second function or global variable of one name.
    ("valid-redefinition", "Valid"),
    // A reference to a metadata number no node has.
    ("valid-undefined-metadata", "Valid"),
    // A comdat reference no `$name = comdat` defines.
    ("valid-undefined-comdat", "Valid"),
    // A global variable named with another pointer type than its definition gives it.
    ("valid-global-use-type", "Valid"),
    ("valid-global-not-pointer", "Valid"),
    // An instruction, atomicrmw operation or flag LLVM 7 does not know.
    ("valid-newer-syntax", "Valid"),
    ("valid-newer-attribute", "Valid"),
    // LLParser's operand and ordering refusals (this stop).
    ("valid-select-types", "Valid"),
    ("valid-void-named", "Valid"),
    ("valid-align-not-power-of-two", "Valid"),
    ("valid-fence-weak", "Valid"),
    // The NVPTX back end's refusals (issue 29); modern IR only.
    ("alias-of-kernel", "Aliasee"),
    ("alias-old-ptx", "GlobalTarget"),
    ("packed-pointer-initializer", "GlobalTarget"),
    ("syncscope-agent", "SyncScope"),
    ("kernel-returns-value", "KernelReturnValue"),
    ("empty-param", "ParamType"),
    ("sin-without-afn", "CalleeCall"),
    ("atomic-load-i128", "AtomicLoadStoreWidth"),
    ("sspreq", "FunctionAttribute"),
    // IR validity, the metadata, global and attribute families (issue 28, H11).
    ("valid-range-malformed", "Valid"),
    ("valid-nonnull-non-pointer", "Valid"),
    ("valid-pointer-attribute-on-int", "Valid"),
    ("valid-alias-to-declaration", "Valid"),
    ("valid-common-nonzero", "Valid"),
    ("valid-used-member", "Valid"),
    ("valid-named-metadata-operand", "Valid"),
    ("valid-module-flag", "Valid"),
];

const FN_ATTRS: &[&str] = &[
    "naked",
    "noredzone",
    "returns_twice",
    "sanitize_address",
    "alignstack=16",
    "ssp",
    "uwtable",
    "nonlazybind",
];

/// One mutant.
#[derive(Clone, Debug, Serialize)]
pub struct Mutant {
    pub id: usize,
    pub module: String,
    pub mutation: String,
    pub detail: String,
    pub target: String,
    /// The check kind the mutation violates and the rule codes with that check.
    pub check: String,
    pub codes: Vec<String>,
    #[serde(skip)]
    pub text: String,
}

/// Where a function body starts: the line after the define header's `{` (after the entry
/// label, if any). Returns (header line index of `{`, insertion line index).
fn body_start(lines: &[&str], define: usize) -> Option<(usize, usize)> {
    let mut i = define;
    while i < lines.len() && !lines[i].trim_end().ends_with('{') {
        i += 1;
        if i > define + 3 {
            return None;
        }
    }
    let mut ins = i + 1;
    if lines.get(ins).is_some_and(|l| {
        let t = l.trim();
        t.ends_with(':') && !t.starts_with(';')
    }) {
        ins += 1;
    }
    (ins < lines.len()).then_some((i, ins))
}

/// Indices of `define` lines whose header tail (after the parameter list) holds only
/// attributes, so keywords can be inserted before `{`.
fn clean_defines(lines: &[&str]) -> Vec<usize> {
    let mut v = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        if !l.starts_with("define ") {
            continue;
        }
        let Some((brace, _)) = body_start(lines, i) else {
            continue;
        };
        let header: String = lines[i..=brace].join(" ");
        let tail = header.rsplit(')').next().unwrap_or("");
        if [
            "comdat",
            "!",
            "align",
            "gc ",
            "prefix",
            "prologue",
            "personality",
            "section",
        ]
        .iter()
        .any(|k| tail.contains(k))
        {
            continue;
        }
        v.push(i);
    }
    v
}

fn kernel_fnref(text: &str) -> Option<String> {
    // `!N = !{<fnref>, !"kernel", i32 1}`
    for l in text.lines() {
        if let Some(i) = l.find(", !\"kernel\", i32 1}") {
            if let Some(j) = l[..i].find("!{") {
                return Some(l[j + 2..i].trim().to_string());
            }
        }
    }
    None
}

/// `ptr @k` for the first kernel: a `ptx_kernel` definition, else a `kernel` annotation.
fn any_kernel_ref(text: &str) -> Option<String> {
    for l in text.lines() {
        if l.starts_with("define ") && l.contains("ptx_kernel ") {
            let at = l.find(" @")?;
            let name = &l[at + 1..];
            let end = name.find('(')?;
            return Some(format!("ptr {}", &name[..end]));
        }
    }
    kernel_fnref(text)
}

/// Appends a node to `!nvvm.annotations` (creating it if needed).
fn add_annotation(text: &str, node: &str) -> String {
    let id = "!913000";
    let mut out = String::with_capacity(text.len() + node.len() + 64);
    let mut done = false;
    for l in text.lines() {
        if !done && l.starts_with("!nvvm.annotations = !{") && l.trim_end().ends_with('}') {
            let t = l.trim_end();
            let inner = &t["!nvvm.annotations = !{".len()..t.len() - 1];
            if inner.trim().is_empty() {
                out.push_str(&format!("!nvvm.annotations = !{{{id}}}\n"));
            } else {
                out.push_str(&format!("!nvvm.annotations = !{{{inner}, {id}}}\n"));
            }
            done = true;
        } else {
            out.push_str(l);
            out.push('\n');
        }
    }
    if !done {
        out.push_str(&format!("!nvvm.annotations = !{{{id}}}\n"));
    }
    out.push_str(&format!("{id} = {node}\n"));
    out
}

fn insert_lines(text: &str, at: usize, new: &[String]) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::with_capacity(text.len() + 256);
    for (i, l) in lines.iter().enumerate() {
        if i == at {
            for n in new {
                out.push_str(n);
                out.push('\n');
            }
        }
        out.push_str(l);
        out.push('\n');
    }
    out
}

fn append(text: &str, extra: &str) -> String {
    format!("{text}\n{extra}\n")
}

/// A pointer type spelling in the module's dialect.
fn ptr_ty(typed: bool, pointee: &str, addrspace: u32) -> String {
    match (typed, addrspace) {
        (true, 0) => format!("{pointee}*"),
        (true, a) => format!("{pointee} addrspace({a})*"),
        (false, 0) => "ptr".into(),
        (false, a) => format!("ptr addrspace({a})"),
    }
}

struct Ctx<'a> {
    t: &'a Tables,
    o: &'a Oracles,
    sigs: Vec<(Sig, usize)>,
    /// Gated `rules/ptx.ron` rows whose probe stands alone in an asm string.
    ptx: Vec<crate::ptx_probe::Row>,
}

impl<'a> Ctx<'a> {
    fn code_list(&self, check: &str) -> Vec<String> {
        self.t
            .rules
            .iter()
            .filter(|r| crate::rule_class::class(r).name() == check)
            .map(|r| r.code.to_string())
            .collect()
    }
}

/// A target below the gate of family `fi` that an oracle can judge, if any.
fn target_below_gate(cx: &Ctx, fi: usize, rng: &mut Rng) -> Option<String> {
    let gate = &cx.t.families[fi].gate;
    let cands: Vec<String> =
        cx.t.targets
            .iter()
            .enumerate()
            .filter(|(i, _)| !gate.accepts(tablegen::tables::TargetId(*i as u32)))
            .map(|(_, t)| t.name.to_string())
            .filter(|n| !cx.o.kinds_for(n).is_empty())
            .collect();
    (!cands.is_empty()).then(|| cands[rng.below(cands.len())].clone())
}

fn make_mutant(cx: &Ctx, id: usize, modules: &[(String, String)], rng: &mut Rng) -> Option<Mutant> {
    let (mi, (module, text)) = {
        let i = rng.below(modules.len());
        (i, &modules[i])
    };
    let _ = mi;
    let info = dialect::classify(text);
    let typed = info.typed;
    let own_target = info.header_target.clone().unwrap_or_else(|| "sm_80".into());
    let lines: Vec<&str> = text.lines().collect();
    let defines = clean_defines(&lines);
    let first_body = lines
        .iter()
        .position(|l| l.starts_with("define "))
        .and_then(|d| body_start(&lines, d));
    // `NVVERIFY_MUTATE_ONLY=inline-asm-below-sm`: one mutation only (to measure it alone);
    // `NVVERIFY_MUTATE_ONLY='valid-*'`: the IR-validity ones.
    let only = std::env::var("NVVERIFY_MUTATE_ONLY").ok();
    let cat: Vec<(&str, &str)> = CATALOGUE
        .iter()
        .copied()
        .filter(|(m, _)| {
            // `valid-*`: every mutation of that prefix.
            only.as_deref().is_none_or(|o| match o.strip_suffix('*') {
                Some(prefix) => m.starts_with(prefix),
                None => o == *m,
            })
        })
        .collect();
    if cat.is_empty() {
        return None;
    }
    let (mname, check) = cat[rng.below(cat.len())];
    let mut target = own_target.clone();
    let gptr = |pointee: &str, a: u32| ptr_ty(typed, pointee, a);
    let (new_text, detail) = match mname {
        "fn-attribute" | "fn-section" | "fn-align" | "fn-gc" => {
            if defines.is_empty() {
                return None;
            }
            let d = defines[rng.below(defines.len())];
            let (brace, _) = body_start(&lines, d)?;
            let kw = match mname {
                "fn-attribute" => FN_ATTRS[rng.below(FN_ATTRS.len())].to_string(),
                "fn-section" => "section \"nvmut\"".into(),
                "fn-align" => "align 16".into(),
                _ => "gc \"shadow-stack\"".into(),
            };
            let mut v: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            let l = v[brace].trim_end().to_string();
            v[brace] = if l.trim() == "{" {
                format!("{kw} {{")
            } else {
                format!("{} {kw} {{", &l[..l.len() - 1])
            };
            if l.trim() == "{" {
                // `{` alone on its line (numba): keep the keyword on the header line.
                let prev = v[brace - 1].clone();
                v[brace - 1] = format!("{prev} {kw}");
                v[brace] = "{".into();
            }
            (v.join("\n") + "\n", kw)
        }
        "intrinsic-below-sm" => {
            let usable: Vec<&(Sig, usize)> = cx
                .sigs
                .iter()
                .filter(|(s, _)| {
                    !typed
                        || !s
                            .params
                            .iter()
                            .chain(s.rets.iter())
                            .any(|p| p.starts_with("ptr"))
                })
                .collect();
            if usable.is_empty() {
                return None;
            }
            let (sig, fi) = usable[rng.below(usable.len())];
            target = target_below_gate(cx, *fi, rng)?;
            let (_, ins) = first_body?;
            // Floating-point operands come from memory in modern IR: LLVM 20+ constant-folds
            // llvm.nvvm.fmin/fmax and friends on constants, so llc-22 would never select the
            // gated call (as in the audit's probes, probes::intrinsic_probe_with).
            let mut new = Vec::new();
            let args: Vec<String> = sig
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    if !typed && crate::probes::is_fp(p) {
                        new.push(format!(
                            "  %nvmut.a{i} = load volatile {p}, ptr addrspace(1) @nvmut_sink"
                        ));
                        format!("{p} %nvmut.a{i}")
                    } else {
                        crate::probes::const_arg(p)
                    }
                })
                .collect();
            let ret = sig.ret_type();
            if ret == "void" {
                new.push(format!("  call void @{}({})", sig.name, args.join(", ")));
            } else {
                new.push(format!(
                    "  %nvmut.r = call {ret} @{}({})",
                    sig.name,
                    args.join(", ")
                ));
                let (val, ty) = if sig.rets.len() > 1 {
                    new.push(format!("  %nvmut.e = extractvalue {ret} %nvmut.r, 0"));
                    ("%nvmut.e".to_string(), sig.rets[0].clone())
                } else {
                    ("%nvmut.r".to_string(), ret.clone())
                };
                let dst = if typed {
                    format!(
                        "{} bitcast ([64 x i8] addrspace(1)* @nvmut_sink to {})",
                        gptr(&ty, 1),
                        gptr(&ty, 1)
                    )
                } else {
                    "ptr addrspace(1) @nvmut_sink".into()
                };
                new.push(format!("  store volatile {ty} {val}, {dst}"));
            }
            let mut t = insert_lines(text, ins, &new);
            t = append(
                &t,
                "@nvmut_sink = addrspace(1) global [64 x i8] zeroinitializer",
            );
            if !text.contains(&format!("@{}(", sig.name)) {
                t = append(&t, &sig.declaration());
            }
            (t, format!("{} on {target}", sig.name))
        }
        "byval-oversize" => {
            let tid = cx.t.target_id(&target)?;
            let nvvm = cx.t.profiles.iter().find(|p| p.name == "nvvm")?;
            let table =
                cx.t.param_limits
                    .iter()
                    .position(|l| l.name == nvvm.param_limits)?;
            let limit = cx.t.param_limit(table as u32, tid, 95)?;
            let bytes = limit + 8;
            let (def, node) = if typed {
                (
                    format!("%nvmut.S = type {{ [{bytes} x i8] }}\ndefine void @nvmut_k(%nvmut.S* byval align 4 %p) {{\n  ret void\n}}"),
                    "!{void (%nvmut.S*)* @nvmut_k, !\"kernel\", i32 1}".to_string(),
                )
            } else {
                (
                    format!("%nvmut.S = type {{ [{bytes} x i8] }}\ndefine void @nvmut_k(ptr byval(%nvmut.S) align 4 %p) {{\n  ret void\n}}"),
                    "!{ptr @nvmut_k, !\"kernel\", i32 1}".to_string(),
                )
            };
            (
                add_annotation(&append(text, &def), &node),
                format!("{bytes} B kernel parameter on {target} (limit {limit})"),
            )
        }
        "addrspacecast-non-generic" => {
            let (_, ins) = first_body?;
            let c = format!(
                "  %nvmut.c = addrspacecast {} @nvmut_sh to {}",
                gptr("i32", 3),
                gptr("i32", 1)
            );
            let st = format!("  store volatile i32 0, {} %nvmut.c", gptr("i32", 1));
            let t = insert_lines(text, ins, &[c, st]);
            (
                append(&t, "@nvmut_sh = internal addrspace(3) global i32 undef"),
                "addrspace(3) → addrspace(1)".into(),
            )
        }
        "cluster-pre-hopper" | "cluster-zero-dim" | "cluster-max-blocks-zero" => {
            let f = kernel_fnref(text)?;
            let (kv, tg) = match mname {
                "cluster-pre-hopper" => ("!\"cluster_dim_x\", i32 2, !\"cluster_dim_y\", i32 1, !\"cluster_dim_z\", i32 1", ["sm_75", "sm_80", "sm_86", "sm_89"][rng.below(4)]),
                "cluster-zero-dim" => ("!\"cluster_dim_x\", i32 2, !\"cluster_dim_y\", i32 0, !\"cluster_dim_z\", i32 1", "sm_90"),
                _ => ("!\"cluster_max_blocks\", i32 0", "sm_90"),
            };
            target = tg.to_string();
            (
                add_annotation(text, &format!("!{{{f}, {kv}}}")),
                format!("{kv} on {target}"),
            )
        }
        "shared-initializer" => (
            append(text, "@nvmut_sh = internal addrspace(3) global i32 5"),
            "addrspace(3) global = 5".into(),
        ),
        "atomic-load" => {
            let (_, ins) = first_body?;
            let l = format!(
                "  %nvmut.v = load atomic volatile i32, {} @nvmut_g seq_cst, align 4",
                gptr("i32", 1)
            );
            (
                append(
                    &insert_lines(text, ins, &[l]),
                    "@nvmut_g = addrspace(1) global i32 0",
                ),
                "load atomic i32".into(),
            )
        }
        "fence" => {
            let (_, ins) = first_body?;
            (
                insert_lines(text, ins, &["  fence acquire".into()]),
                "fence acquire".into(),
            )
        }
        "extern-weak" => (
            append(text, "@nvmut_w = extern_weak addrspace(1) global i32"),
            "extern_weak global".into(),
        ),
        "bad-identifier" => (
            append(text, "define void @\"nvmut.bad-name\"() {\n  ret void\n}"),
            "@\"nvmut.bad-name\"".into(),
        ),
        "cmpxchg-i8" => {
            let (_, ins) = first_body?;
            let l = format!(
                "  %nvmut.x = cmpxchg {} @nvmut_g8, i8 0, i8 1 seq_cst seq_cst",
                gptr("i8", 1)
            );
            (
                append(
                    &insert_lines(text, ins, &[l]),
                    "@nvmut_g8 = addrspace(1) global i8 0",
                ),
                "cmpxchg i8".into(),
            )
        }
        "cas-i128-below-sm90" => {
            let (_, ins) = first_body?;
            target = ["sm_75", "sm_80", "sm_86", "sm_89"][rng.below(4)].to_string();
            let l = format!(
                "  %nvmut.x = cmpxchg {} @nvmut_g128, i128 0, i128 1 seq_cst seq_cst",
                gptr("i128", 1)
            );
            (
                append(
                    &insert_lines(text, ins, &[l]),
                    "@nvmut_g128 = addrspace(1) global i128 0",
                ),
                format!("cmpxchg i128 on {target}"),
            )
        }
        "inline-asm-vector" => {
            let (_, ins) = first_body?;
            (
                insert_lines(
                    text,
                    ins,
                    &["  call void asm sideeffect \"\", \"r\"(<2 x i32> zeroinitializer)".into()],
                ),
                "<2 x i32> asm operand".into(),
            )
        }
        "inline-asm-below-sm" => {
            // A gated PTX form (its ptxas-checked probe) at a target its row does not admit.
            if cx.ptx.is_empty() {
                return None;
            }
            let row = &cx.ptx[rng.below(cx.ptx.len())];
            let cands: Vec<String> =
                cx.t.targets
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !row.gate.accepts(tablegen::tables::TargetId(*i as u32)))
                    .map(|(_, t)| t.name.to_string())
                    // ptxas is the judge: a target no installed ptxas takes (sm_2x/3x) would leave
                    // llc's acceptance, which never looks inside asm, as the verdict.
                    .filter(|n| {
                        cx.o.ptxas
                            .iter()
                            .any(|p| p.knows_sm(crate::oracles::sm_number(n)))
                    })
                    .filter(|n| !cx.o.kinds_for(n).is_empty())
                    .collect();
            if cands.is_empty() {
                return None;
            }
            target = cands[rng.below(cands.len())].clone();
            let (_, ins) = first_body?;
            let body = crate::ptx_probe::asm_body(row.probe.as_deref()?);
            (
                insert_lines(
                    text,
                    ins,
                    &[format!(
                        "  call void asm sideeffect \"{body}\", \"~{{memory}}\"()"
                    )],
                ),
                format!("`{}` ({}) on {target}", row.form, row.gate.describe()),
            )
        }
        "alias-of-kernel" => {
            if typed {
                return None;
            }
            let f = any_kernel_ref(text)?;
            (
                append(text, &format!("@nvmut_alias = alias void (), {f}")),
                format!("alias of the kernel {f}"),
            )
        }
        "alias-old-ptx" => {
            // sm_70/sm_72 take PTX 6.0/6.1, below .alias's 6.3 (a module's own +ptx may lift it).
            if typed {
                return None;
            }
            target = ["sm_70", "sm_72"][rng.below(2)].to_string();
            (
                append(
                    text,
                    "@nvmut_alias = alias void (), ptr @nvmut_impl\ndefine void @nvmut_impl() {\n  ret void\n}",
                ),
                format!("alias of a device function on {target}"),
            )
        }
        "packed-pointer-initializer" => {
            if typed {
                return None;
            }
            target = ["sm_70", "sm_72", "sm_75", "sm_80"][rng.below(4)].to_string();
            (
                append(
                    text,
                    "@nvmut_g = addrspace(1) global i32 0\n@nvmut_packed = addrspace(1) global <{ i8, ptr addrspace(1) }> <{ i8 1, ptr addrspace(1) @nvmut_g }>",
                ),
                format!("<{{ i8, ptr }}> holding @nvmut_g on {target}"),
            )
        }
        "syncscope-agent" => {
            if typed {
                return None;
            }
            let (_, ins) = first_body?;
            let (l, what) = match rng.below(3) {
                0 => ("  fence syncscope(\"agent\") acq_rel".to_string(), "fence"),
                1 => (
                    "  %nvmut.x = cmpxchg ptr addrspace(1) @nvmut_g, i32 0, i32 1 syncscope(\"agent\") monotonic monotonic".to_string(),
                    "cmpxchg",
                ),
                _ => (
                    "  %nvmut.x = load atomic volatile i32, ptr addrspace(1) @nvmut_g syncscope(\"agent\") monotonic, align 4".to_string(),
                    "load atomic",
                ),
            };
            (
                append(
                    &insert_lines(text, ins, &[l]),
                    "@nvmut_g = addrspace(1) global i32 0",
                ),
                format!("{what} syncscope(\"agent\")"),
            )
        }
        "kernel-returns-value" => {
            if typed {
                return None;
            }
            (
                append(
                    text,
                    "define ptx_kernel i32 @nvmut_k(i32 %a) {\n  ret i32 %a\n}",
                ),
                "ptx_kernel returning i32 %a".into(),
            )
        }
        "empty-param" => {
            if typed {
                return None;
            }
            (
                append(text, "define void @nvmut_f({} %a) {\n  ret void\n}"),
                "define void @nvmut_f({} %a)".into(),
            )
        }
        "sin-without-afn" => {
            if typed {
                return None;
            }
            let (_, ins) = first_body?;
            let new = [
                "  %nvmut.x = load volatile float, ptr addrspace(1) @nvmut_f".to_string(),
                "  %nvmut.s = call float @llvm.sin.f32(float %nvmut.x)".to_string(),
                "  store volatile float %nvmut.s, ptr addrspace(1) @nvmut_f".to_string(),
            ];
            let mut t = append(
                &insert_lines(text, ins, &new),
                "@nvmut_f = addrspace(1) global float 0.0",
            );
            if !text.contains("@llvm.sin.f32(") {
                t = append(&t, "declare float @llvm.sin.f32(float)");
            }
            (t, "call float @llvm.sin.f32 (no afn)".into())
        }
        "atomic-load-i128" => {
            if typed {
                return None;
            }
            let (_, ins) = first_body?;
            target = ["sm_75", "sm_80", "sm_86", "sm_89"][rng.below(4)].to_string();
            let l = "  %nvmut.v = load atomic volatile i128, ptr addrspace(1) @nvmut_g128 monotonic, align 16".to_string();
            (
                append(
                    &insert_lines(text, ins, &[l]),
                    "@nvmut_g128 = addrspace(1) global i128 0",
                ),
                format!("load atomic i128 on {target}"),
            )
        }
        "sspreq" => {
            if defines.is_empty() {
                return None;
            }
            let d = defines[rng.below(defines.len())];
            let (brace, _) = body_start(&lines, d)?;
            let mut v: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            let l = v[brace].trim_end().to_string();
            if l.trim() == "{" {
                let prev = v[brace - 1].clone();
                v[brace - 1] = format!("{prev} sspreq");
            } else {
                v[brace] = format!("{} sspreq {{", &l[..l.len() - 1]);
            }
            (v.join("\n") + "\n", "sspreq".into())
        }
        "alloca-overaligned" => {
            let (_, ins) = first_body?;
            let st = format!("  store volatile i32 0, {} %nvmut.a", gptr("i32", 0));
            (
                insert_lines(
                    text,
                    ins,
                    &["  %nvmut.a = alloca i32, align 16777216".into(), st],
                ),
                "alloca align 2^24".into(),
            )
        }
        m if m.starts_with("valid-") => valid::mutation(m, text, &lines, first_body, typed, rng)?,
        _ => return None,
    };
    Some(Mutant {
        id,
        module: module.clone(),
        mutation: mname.to_string(),
        detail,
        target,
        check: check.to_string(),
        codes: cx.code_list(check),
        text: new_text,
    })
}

/// Builds `count` mutants from `modules` (deterministic for a seed).
pub fn mutants(
    t: &Tables,
    o: &Oracles,
    modules: &[(String, String)],
    seed: u64,
    count: usize,
) -> Vec<Mutant> {
    let table = sigs::table();
    let mut gated: Vec<(Sig, usize)> = Vec::new();
    for s in table.values() {
        if let Some((fi, f)) = t.families.iter().enumerate().find(|(_, f)| {
            t.intrinsic_family(&s.name)
                .is_some_and(|g| g.def.family == f.def.family)
        }) {
            if !f.gate.is_unconditional() && f.def.reject.is_none() {
                gated.push((s.clone(), fi));
            }
        }
    }
    let ptx = crate::ptx_probe::rows(t, &crate::tables::rules_dir(None))
        .unwrap_or_default()
        .into_iter()
        .filter(|r| {
            r.unjudged.is_none()
                && !r.gate.is_unconditional()
                && r.probe.as_deref().is_some_and(|p| {
                    !["vsmem", "vgmem", "vfn", "VL0", "vparam", "\"", "$"]
                        .iter()
                        .any(|n| p.contains(n))
                })
        })
        .collect();
    let cx = Ctx {
        t,
        o,
        sigs: gated,
        ptx,
    };
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut attempts = 0;
    while out.len() < count && attempts < count * 20 && !modules.is_empty() {
        attempts += 1;
        if let Some(m) = make_mutant(&cx, out.len(), modules, &mut rng) {
            out.push(m);
        }
    }
    out
}

/// Per-mutation tallies.
#[derive(Clone, Debug, Default, Serialize)]
pub struct MutationTally {
    pub mutants: usize,
    /// Mutants at least one oracle judged (its unmutated module was clean there).
    pub judged: usize,
    /// nvverify reported one of the mutation's codes (any severity).
    pub nvverify_flags: usize,
    /// Oracle cases, by class.
    pub cases: Tally,
}

/// How many cases one oracle skipped for one reason.
#[derive(Clone, Debug, Serialize)]
pub struct BaselineSkips {
    pub oracle: String,
    pub why: BaselineIssue,
    pub cases: usize,
}

/// Why an unmutated module is no base for judging its mutants with one oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum BaselineIssue {
    /// The oracle cannot judge the module (another dialect, an unsupported target, a crash).
    OracleUnusable,
    /// The oracle rejects the unmutated module.
    OracleRejects,
    /// The oracle accepts it, but nvverify reports an error on it under that oracle's profile.
    NvverifyErrors,
}

impl BaselineIssue {
    fn describe(self) -> &'static str {
        match self {
            BaselineIssue::OracleUnusable => {
                "the oracle cannot judge the module (dialect, target or crash)"
            }
            BaselineIssue::OracleRejects => "the oracle rejects the unmutated module",
            BaselineIssue::NvverifyErrors => "nvverify reports an error on the unmutated module",
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct MutateReport {
    pub seed: u64,
    pub mutants: Vec<Mutant>,
    pub per_mutation: BTreeMap<String, MutationTally>,
    /// Cases skipped because the unmutated module already disagreed or was rejected there.
    pub baseline_skipped: usize,
    /// The skipped cases per oracle and why.
    pub baseline_why: Vec<BaselineSkips>,
    /// Per oracle: agreement, message rate, disagreements by operator (issue 28's figures).
    pub figures: BTreeMap<String, stats::OracleFigures>,
    pub diff: DiffReport,
}

#[allow(clippy::too_many_arguments)]
pub fn run(
    t: &Tables,
    o: &Oracles,
    index: &RuleIndex,
    modules: &[(String, String)],
    seed: u64,
    count: usize,
    allow: &Allowlist,
    threads: usize,
    make: MakeVerifier<'_>,
) -> MutateReport {
    let ms = mutants(t, o, modules, seed, count);
    // `NVVERIFY_MUTATE_DUMP=DIR`: each mutant's text as DIR/<id>-<mutation>.ll (to replay it
    // through another tool, e.g. `opt -passes=verify` for the first-message match rate).
    if let Ok(dir) = std::env::var("NVVERIFY_MUTATE_DUMP") {
        let dir = std::path::Path::new(&dir);
        let _ = std::fs::create_dir_all(dir);
        for m in &ms {
            let _ = std::fs::write(dir.join(format!("{}-{}.ll", m.id, m.mutation)), &m.text);
        }
    }
    // Baselines: each (module, target, oracle) once.
    let mut base_jobs: Vec<(String, String)> = ms
        .iter()
        .map(|m| (m.module.clone(), m.target.clone()))
        .collect();
    base_jobs.sort();
    base_jobs.dedup();
    let text_of: BTreeMap<&str, &str> = modules
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let base_work = |v: &mut dyn crate::verifier::Verifier,
                     (m, tg): &(String, String)|
     -> Vec<((String, String, String), Option<BaselineIssue>)> {
        o.kinds_for(tg)
            .into_iter()
            .map(|k| {
                let c = judge_case(o, v, index, k, m, text_of[m.as_str()], tg, None);
                let issue = match &c.verdict {
                    Verdict::Unusable(_) => Some(BaselineIssue::OracleUnusable),
                    Verdict::Reject(_) => Some(BaselineIssue::OracleRejects),
                    Verdict::Accept if c.findings.iter().any(|f| f.is_error()) => {
                        Some(BaselineIssue::NvverifyErrors)
                    }
                    Verdict::Accept => None,
                };
                ((m.clone(), tg.clone(), k.name()), issue)
            })
            .collect()
    };
    let baselines: BTreeMap<(String, String, String), Option<BaselineIssue>> =
        parallel(&base_jobs, threads, make, &base_work)
            .into_iter()
            .flatten()
            .collect();
    let mut baseline_why: BTreeMap<(String, BaselineIssue), usize> = BTreeMap::new();
    for m in &ms {
        for k in o.kinds_for(&m.target) {
            let key = (m.module.clone(), m.target.clone(), k.name());
            if let Some(Some(issue)) = baselines.get(&key) {
                *baseline_why.entry((k.name(), *issue)).or_insert(0) += 1;
            }
        }
    }
    let work = |v: &mut dyn crate::verifier::Verifier, m: &Mutant| -> Vec<(usize, Option<Case>)> {
        o.kinds_for(&m.target)
            .into_iter()
            .map(|k: OracleKind| {
                if !matches!(
                    baselines.get(&(m.module.clone(), m.target.clone(), k.name())),
                    Some(None)
                ) {
                    return (m.id, None);
                }
                let name = format!("{}#mutant{}-{}", m.module, m.id, m.mutation);
                (
                    m.id,
                    Some(judge_case(o, v, index, k, &name, &m.text, &m.target, None)),
                )
            })
            .collect()
    };
    let results: Vec<(usize, Option<Case>)> = parallel(&ms, threads, make, &work)
        .into_iter()
        .flatten()
        .collect();
    let baseline_skipped = results.iter().filter(|(_, c)| c.is_none()).count();
    let mut per_mutation: BTreeMap<String, MutationTally> = BTreeMap::new();
    let mut flagged: BTreeMap<usize, bool> = BTreeMap::new();
    let mut judged: std::collections::BTreeSet<usize> = std::collections::BTreeSet::new();
    let mut cases = Vec::new();
    for (id, c) in results {
        let Some(c) = c else { continue };
        judged.insert(id);
        let m = &ms[id];
        let e = per_mutation.entry(m.mutation.clone()).or_default();
        e.cases.add(c.comparison.class);
        let f = c.findings.iter().any(|f| m.codes.contains(&f.code));
        let slot = flagged.entry(id).or_insert(false);
        *slot |= f;
        cases.push(c);
    }
    for m in &ms {
        let e = per_mutation.entry(m.mutation.clone()).or_default();
        e.mutants += 1;
        if judged.contains(&m.id) {
            e.judged += 1;
        }
        if flagged.get(&m.id).copied().unwrap_or(false) {
            e.nvverify_flags += 1;
        }
    }
    let diff = summarise(o, ms.len(), cases, allow, "mutate");
    let figures = stats::figures(&diff, PENDING_H6);
    MutateReport {
        figures,
        seed,
        mutants: ms,
        per_mutation,
        baseline_skipped,
        baseline_why: baseline_why
            .into_iter()
            .map(|((oracle, why), cases)| BaselineSkips { oracle, why, cases })
            .collect(),
        diff,
    }
}

pub fn markdown(r: &MutateReport) -> String {
    let mut s = crate::diff::markdown(
        &r.diff,
        &format!(
            "nvverify mutate: {} mutants, seed {}",
            r.mutants.len(),
            r.seed
        ),
    );
    let mut head = String::new();
    let _ = writeln!(head, "\n## Per mutation\n");
    let _ = writeln!(head, "Cases whose unmutated module was not clean for that oracle at that target are skipped ({} skipped).\n", r.baseline_skipped);
    if !r.baseline_why.is_empty() {
        let _ = writeln!(head, "| oracle | why the base was skipped | cases |");
        let _ = writeln!(head, "|---|---|---|");
        for b in &r.baseline_why {
            let _ = writeln!(
                head,
                "| {} | {} | {} |",
                b.oracle,
                b.why.describe(),
                b.cases
            );
        }
        let _ = writeln!(head);
    }
    let _ = writeln!(head, "`judged`: mutants some oracle judged; `nvverify flags it`: of those, how many nvverify reported with the mutation's rule (any severity).\n");
    let _ = writeln!(head, "| mutation | mutants | judged | nvverify flags it | agree | nvverify-only | oracle-only | out-of-scope | unusable | agreement |");
    let _ = writeln!(head, "|---|---|---|---|---|---|---|---|---|---|");
    for (k, v) in &r.per_mutation {
        let c = &v.cases;
        let _ = writeln!(
            head,
            "| {k} | {} | {} | {} | {} | {} | {} | {} | {} | {:.1}% |",
            v.mutants,
            v.judged,
            v.nvverify_flags,
            c.agree,
            c.nvverify_only,
            c.oracle_only,
            c.out_of_scope,
            c.unusable,
            c.rate()
        );
    }
    s.push_str(&head);
    s.push_str(&stats::markdown(&r.figures, PENDING_H6));
    s
}

/// Agreement over every judged case (all oracles).
pub fn overall(r: &MutateReport) -> Tally {
    let mut t = Tally::default();
    for c in &r.diff.cases {
        t.add(c.comparison.class);
    }
    let _ = Class::Agree;
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_reproducible() {
        let a: Vec<u64> = {
            let mut r = Rng::new(7);
            (0..4).map(|_| r.next_u64()).collect()
        };
        let b: Vec<u64> = {
            let mut r = Rng::new(7);
            (0..4).map(|_| r.next_u64()).collect()
        };
        assert_eq!(a, b);
        assert_ne!(a, {
            let mut r = Rng::new(8);
            (0..4).map(|_| r.next_u64()).collect::<Vec<_>>()
        });
    }

    #[test]
    fn annotations_are_appended() {
        let t = "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
        let n = add_annotation(t, "!{ptr @k, !\"cluster_max_blocks\", i32 0}");
        assert!(n.contains("!nvvm.annotations = !{!0, !913000}"));
        assert!(n.contains("!913000 = !{ptr @k, !\"cluster_max_blocks\", i32 0}"));
        assert_eq!(kernel_fnref(t).as_deref(), Some("ptr @k"));
    }

    #[test]
    fn keywords_go_before_the_brace() {
        let lines: Vec<&str> = vec!["define void @f(i32 %x) #0 {", "entry:", "  ret void", "}"];
        assert_eq!(clean_defines(&lines), vec![0]);
        assert_eq!(body_start(&lines, 0), Some((0, 2)));
    }
}
