//! `harness gen-nvvm-signatures`: the signatures of the `llvm.nvvm.*` intrinsics, read from
//! `llvm-tblgen -print-records` over LLVM 19's and LLVM 22's Intrinsics.td (every `foreach`
//! and multiclass already expanded by tblgen) and written as `rules/nvvm_signatures.ron`
//! (rows of `intrinsic_signatures:`, the vocabulary of `rules/intrinsic_signatures.ron`).
//!
//! Version truth: a row LLVM 19 and 22 give alike says `since: Some(19)`; one only LLVM 22
//! has (new, or changed since 19) `since: Some(22)`, so it does not fire for llc-19/opt-19; a
//! name LLVM 22 no longer defines (its reader upgrades it into another) `since: Some(19),
//! until: Some(19)`, so it fires for LLVM 19 alone. Typed-pointer IR (LLVM 7) and modern IR
//! under the nvvm profile (libNVVM's NVVM 23 path) are judged by none of them, only by the
//! `libnvvm:` marks. `attributed_params`: how many parameters LLVM 19's attributes of the
//! intrinsic span (its reader gives them to every declaration; its Verifier refuses one with
//! fewer parameters, `Attribute after last parameter!`).
//!
//! Evidence: every row is declared as written and called once, then with its last parameter
//! retyped, then with its result retyped, in three modules per LLVM, and run through that
//! LLVM's `opt -passes=verify`; a row the verifier does not judge so is dropped (counted in
//! the header).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use tablegen::model::{LibNvvmPath, SigScalar, SigType};

use crate::immargs::{list, records, Record};

/// The immediate arguments (`ImmArg`, `Range`) by intrinsic (`….*` when overloaded), as
/// `crate::immargs::from_records` reads them.
pub type ImmArgs = BTreeMap<String, Vec<(u32, Option<(i64, i64)>)>>;

/// An intrinsic's result and parameter types.
#[derive(Clone, Debug, PartialEq)]
pub struct Sig {
    pub ret: Vec<SigType>,
    pub params: Vec<SigType>,
}

/// One LLVM's NVVM intrinsics.
#[derive(Default)]
pub struct Table {
    pub sigs: BTreeMap<String, Sig>,
    /// Intrinsics with a type the vocabulary does not have: name → that type's record.
    pub unrepresentable: BTreeMap<String, String>,
    /// The immediate arguments (`ImmArg`, `Range`) by name (`….*` when overloaded).
    pub immargs: ImmArgs,
    /// How many leading parameters the intrinsic's parameter attributes span, by name (absent:
    /// none).
    pub attributed: BTreeMap<String, u32>,
}

/// How many leading parameters the parameter attributes (`ImmArg`, `NoCapture`, `ReadOnly`,
/// …: every property with an `ArgNo` naming a parameter) of the record `def` span: one past
/// the last parameter they name; `None` when they name none.
pub(crate) fn attributed_params(recs: &BTreeMap<String, Record>, def: &Record) -> Option<u32> {
    list(def.fields.get("IntrProperties").map_or("", String::as_str))
        .into_iter()
        .filter_map(|prop| recs.get(prop)?.fields.get("ArgNo")?.parse::<u32>().ok())
        // ArgNo counts the return value as 0 (`ArgIndex<N>` is `N + 1`).
        .filter(|&arg_no| arg_no >= 1)
        .max()
}

/// The NVVM intrinsics of one `-print-records` dump.
pub fn table(dump: &str) -> Table {
    let recs = records(dump);
    let mut t = Table {
        immargs: crate::immargs::from_records(dump),
        ..Table::default()
    };
    for (def, r) in &recs {
        let Some(stem) = def.strip_prefix("int_nvvm_") else {
            continue;
        };
        if r.fields.get("TargetPrefix").map(String::as_str) != Some("\"nvvm\"") {
            continue;
        }
        let name = r
            .fields
            .get("LLVMName")
            .map(|v| v.trim_matches('"'))
            .filter(|v| !v.is_empty())
            .map_or_else(
                || format!("llvm.nvvm.{}", stem.replace('_', ".")),
                str::to_owned,
            );
        let types = |field: &str| -> Result<Vec<SigType>, String> {
            list(r.fields.get(field).map_or("", String::as_str))
                .into_iter()
                .map(|ty| sig_type(&recs, ty).ok_or_else(|| ty.to_string()))
                .collect()
        };
        if let Some(span) = attributed_params(&recs, r) {
            t.attributed.insert(name.clone(), span);
        }
        match (types("RetTypes"), types("ParamTypes")) {
            (Ok(ret), Ok(params)) => {
                t.sigs.insert(name, Sig { ret, params });
            }
            (Err(ty), _) | (_, Err(ty)) => {
                t.unrepresentable.insert(name, ty);
            }
        }
    }
    t
}

/// The vocabulary's spelling of the `LLVMType` record `name`, if it has one.
fn sig_type(recs: &BTreeMap<String, Record>, name: &str) -> Option<SigType> {
    let r = recs.get(name)?;
    let field = |f: &str| r.fields.get(f).map(String::as_str);
    let classes: Vec<&str> = r.classes.split_whitespace().collect();
    if classes.contains(&"LLVMMatchType") {
        // A subclass (LLVMVectorElementType, LLVMScalarOrSameVectorWidth, …) derives another
        // type from the slot: not in the vocabulary.
        if classes != ["LLVMType", "LLVMMatchType"] {
            return None;
        }
        return field("Number")?.parse().ok().map(SigType::Same);
    }
    let vt = field("VT")?;
    if field("isAny") == Some("1") {
        return match vt {
            "iAny" => Some(SigType::AnyInt),
            "fAny" => Some(SigType::AnyFloat),
            "pAny" | "iPTRAny" => Some(SigType::AnyPtr),
            _ => None,
        };
    }
    if vt == "iPTR" {
        // `Sig` is [IIT_PTR] (address space 0) or [IIT_ANYPTR-style code, address space].
        let sig: Vec<u32> = list(field("Sig")?)
            .iter()
            .filter_map(|s| s.parse().ok())
            .collect();
        return match sig.as_slice() {
            [_] => Some(SigType::Ptr(0)),
            [_, space] => Some(SigType::Ptr(*space)),
            _ => None,
        };
    }
    if let Some(s) = scalar(vt) {
        return Some(match s {
            SigScalar::I(n) => SigType::I(n),
            SigScalar::Half => SigType::Half,
            SigScalar::BFloat => SigType::BFloat,
            SigScalar::Float => SigType::Float,
            SigScalar::Double => SigType::Double,
        });
    }
    let rest = vt.strip_prefix('v')?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let len = rest[..digits].parse().ok()?;
    let elem = scalar(&rest[digits..])?;
    Some(SigType::Vector { len, elem })
}

/// `i32` → `I(32)`, `f16` → `Half`, …
fn scalar(vt: &str) -> Option<SigScalar> {
    Some(match vt {
        "f16" => SigScalar::Half,
        "bf16" => SigScalar::BFloat,
        "f32" => SigScalar::Float,
        "f64" => SigScalar::Double,
        _ => SigScalar::I(vt.strip_prefix('i')?.parse().ok()?),
    })
}

/// One generated row.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub name: String,
    pub sig: Sig,
    /// 19 when LLVM 19 gives the same signature (or alone has it), else 22.
    pub since: u32,
    /// 19 for a name only LLVM 19 defines.
    pub until: Option<u32>,
    /// LLVM 19's attribute span ([`Table::attributed`]), for a row LLVM 19 has.
    pub attributed_params: Option<u32>,
    /// For a name only LLVM 19 defines: how many of a call's leading arguments LLVM 22's
    /// reader reads when it rewrites the call ([`probe_upgrades`]); `None` where it does not.
    pub upgrade_reads: Option<u32>,
    /// LLVM 19 defines the name with another signature.
    pub changed: bool,
    /// The libNVVM front ends that judge the row as opt does (see [`LibNvvmJudge`]).
    pub libnvvm: Vec<LibNvvmPath>,
}

/// The rows of both LLVMs and what was left out.
pub struct Combined {
    pub rows: Vec<Row>,
    /// Names LLVM 22 defines with another signature than LLVM 19's.
    pub changed: usize,
    /// Names only LLVM 22 defines.
    pub new: usize,
    /// Names only LLVM 19 defines (LLVM 22 upgrades or no longer knows them).
    pub retired: usize,
    /// LLVM 22's intrinsics with a type outside the vocabulary, by that type.
    pub unrepresentable: BTreeMap<String, Vec<String>>,
}

pub fn combine(t19: &Table, t22: &Table) -> Combined {
    let mut c = Combined {
        rows: Vec::new(),
        changed: 0,
        new: 0,
        retired: 0,
        unrepresentable: BTreeMap::new(),
    };
    for (name, sig) in &t22.sigs {
        let (since, changed) = match t19.sigs.get(name) {
            Some(old) if old == sig => (19, false),
            Some(_) => {
                c.changed += 1;
                (22, true)
            }
            None => {
                c.new += 1;
                (22, false)
            }
        };
        c.rows.push(Row {
            name: name.clone(),
            sig: sig.clone(),
            since,
            until: None,
            attributed_params: (since == 19)
                .then(|| t19.attributed.get(name).copied())
                .flatten(),
            changed,
            upgrade_reads: None,
            libnvvm: Vec::new(),
        });
    }
    let retired = |n: &&String| !t22.sigs.contains_key(*n) && !t22.unrepresentable.contains_key(*n);
    c.retired = t19
        .sigs
        .keys()
        .chain(t19.unrepresentable.keys())
        .filter(retired)
        .count();
    for (name, sig) in t19.sigs.iter().filter(|(n, _)| retired(n)) {
        c.rows.push(Row {
            name: name.clone(),
            sig: sig.clone(),
            since: 19,
            until: Some(19),
            attributed_params: t19.attributed.get(name).copied(),
            changed: false,
            upgrade_reads: None,
            libnvvm: Vec::new(),
        });
    }
    c.rows.sort_by(|a, b| a.name.cmp(&b.name));
    for (name, ty) in &t22.unrepresentable {
        c.unrepresentable
            .entry(ty.clone())
            .or_default()
            .push(name.clone());
    }
    c
}

// ---------------------------------------------------------------------------------------------
// Probe modules: each row declared and called once.

/// How a probe module writes a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// As the row says: the verifier accepts it.
    AsWritten,
    /// The last parameter of another kind: "Intrinsic has incorrect argument type!".
    LastParam,
    /// The result of another kind: "Intrinsic has incorrect return type!".
    Result,
    /// A fixed scalar result of the same kind and another width (`i32` as `i64`, `float` as
    /// `double`): libNVVM's probes only, so that a row LLVM 7 overloads where LLVM 19 does
    /// not (any width accepted) is not marked.
    ResultWidth,
    /// The last parameter (and argument) dropped: LLVM 19 refuses the declaration of a row
    /// whose attributes name that parameter ("Attribute after last parameter!"); opt's
    /// probes only.
    Dropped,
}

impl Variant {
    pub fn message(self) -> Option<&'static str> {
        match self {
            Variant::AsWritten => None,
            Variant::LastParam => Some("Intrinsic has incorrect argument type!"),
            Variant::Result | Variant::ResultWidth => Some("Intrinsic has incorrect return type!"),
            Variant::Dropped => Some("Attribute after last parameter!"),
        }
    }
}

/// The overloaded slots bound as a probe binds them: `AnyInt` to `i32`, `AnyFloat` to
/// `float`, `AnyPtr` to `ptr`.
fn bind(sig: &Sig) -> Vec<(&'static str, &'static str)> {
    sig.ret
        .iter()
        .chain(&sig.params)
        .filter_map(|t| match t {
            SigType::AnyInt => Some(("i32", "i32")),
            SigType::AnyFloat => Some(("float", "f32")),
            SigType::AnyPtr => Some(("ptr", "p0")),
            _ => None,
        })
        .collect()
}

/// The IR spelling of `t` with the slots bound.
fn ir_type(t: &SigType, slots: &[(&str, &str)], next: &mut usize) -> String {
    let scalar = |s: &SigScalar| match s {
        SigScalar::I(n) => format!("i{n}"),
        SigScalar::Half => "half".into(),
        SigScalar::BFloat => "bfloat".into(),
        SigScalar::Float => "float".into(),
        SigScalar::Double => "double".into(),
    };
    match t {
        SigType::I(n) => format!("i{n}"),
        SigType::Half => "half".into(),
        SigType::BFloat => "bfloat".into(),
        SigType::Float => "float".into(),
        SigType::Double => "double".into(),
        SigType::Vector { len, elem } => format!("<{len} x {}>", scalar(elem)),
        SigType::Ptr(0) => "ptr".into(),
        SigType::Ptr(n) => format!("ptr addrspace({n})"),
        SigType::AnyInt | SigType::AnyFloat | SigType::AnyPtr => {
            *next += 1;
            slots[*next - 1].0.to_string()
        }
        SigType::Same(k) | SigType::SameWidthI1(k) => slots[*k as usize].0.to_string(),
    }
}

/// A type of another kind than `ty` (floating point for anything else, `i32` for floating
/// point), so that no overloaded slot can take it.
fn other_kind(ty: &str) -> &'static str {
    let elem = ty.rsplit(' ').next().unwrap_or(ty).trim_end_matches('>');
    if matches!(elem, "half" | "bfloat" | "float" | "double") {
        "i32"
    } else {
        "float"
    }
}

/// A type of the same kind as the scalar `ty` and another width.
fn other_width(ty: &str) -> &'static str {
    match ty {
        "i64" => "i32",
        "half" | "double" => "float",
        "float" => "double",
        _ => "i64",
    }
}

/// The declaration and the one call of `row` in `variant`, as a probe function `@t{index}`.
pub fn probe_item(row: &Row, variant: Variant, immargs: &ImmArgs, index: usize) -> Option<String> {
    probe_item_in(row, variant, immargs, index, false)
}

/// Whether `row` reads alike in LLVM 7's typed-pointer IR: no pointer (typed IR spells and
/// mangles pointers otherwise) and no `bfloat` (LLVM 7 has none).
fn writable_in_llvm7(row: &Row) -> bool {
    row.sig.ret.iter().chain(&row.sig.params).all(|t| match t {
        SigType::Ptr(_) | SigType::AnyPtr | SigType::BFloat => false,
        SigType::Vector { elem, .. } => *elem != SigScalar::BFloat,
        _ => true,
    })
}

/// [`probe_item`], in LLVM 7's IR when `llvm7` (`undef` for `poison`, which LLVM 7 lacks;
/// `None` for a row that has no such spelling: see [`writable_in_llvm7`]).
pub fn probe_item_in(
    row: &Row,
    variant: Variant,
    immargs: &ImmArgs,
    index: usize,
    llvm7: bool,
) -> Option<String> {
    if llvm7 && !writable_in_llvm7(row) {
        return None;
    }
    let slots = bind(&row.sig);
    let mut next = 0;
    let mut rets: Vec<String> = row
        .sig
        .ret
        .iter()
        .map(|t| ir_type(t, &slots, &mut next))
        .collect();
    let mut params: Vec<String> = row
        .sig
        .params
        .iter()
        .map(|t| ir_type(t, &slots, &mut next))
        .collect();
    let mut name = row.name.clone();
    for (_, mangled) in &slots {
        name.push('.');
        name.push_str(mangled);
    }
    match variant {
        Variant::AsWritten => {}
        Variant::LastParam => {
            let last = params.last_mut()?;
            *last = other_kind(last).to_string();
        }
        Variant::Result => {
            rets = vec![match rets.as_slice() {
                [one] => other_kind(one).to_string(),
                _ => "i32".to_string(),
            }];
        }
        Variant::ResultWidth => {
            let [SigType::I(_) | SigType::Half | SigType::Float | SigType::Double] =
                row.sig.ret.as_slice()
            else {
                return None;
            };
            rets = vec![other_width(&rets[0]).to_string()];
        }
        Variant::Dropped => {
            params.pop()?;
        }
    }
    let ret = match rets.as_slice() {
        [] => "void".to_string(),
        [one] => one.clone(),
        many => format!("{{ {} }}", many.join(", ")),
    };
    let imms = immargs
        .get(&row.name)
        .or_else(|| immargs.get(&format!("{}.*", row.name)));
    let args: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(i, ty)| {
            let imm = imms.and_then(|v| v.iter().find(|(a, _)| *a as usize == i));
            match imm {
                Some(_) if ty == "float" => format!("{ty} 0.0"),
                Some((_, range)) => format!("{ty} {}", range.map_or(0, |(lo, _)| lo)),
                None if llvm7 => format!("{ty} undef"),
                None => format!("{ty} poison"),
            }
        })
        .collect();
    Some(format!(
        "declare {ret} @{name}({})\ndefine void @t{index}() {{\n  call {ret} @{name}({})\n  ret void\n}}\n",
        params.join(", "),
        args.join(", ")
    ))
}

/// The probe module of `rows` in `variant` (rows a variant cannot write, a parameterless
/// row's `LastParam`, are left out); the names it calls, in order.
pub fn probe_module(rows: &[&Row], variant: Variant, immargs: &ImmArgs) -> (String, Vec<String>) {
    let mut text = String::from("target triple = \"nvptx64-nvidia-cuda\"\n");
    let mut names = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        if let Some(item) = probe_item(row, variant, immargs, i) {
            text.push_str(&item);
            names.push(row.name.clone());
        }
    }
    (text, names)
}

/// The intrinsics (names less their type suffixes, as `names` spells them) that `stderr`
/// names after `message` (each verifier message is followed by `ptr @name`), or anywhere
/// when `message` is `None`.
pub fn named_in(stderr: &str, message: Option<&str>, names: &BTreeSet<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut lines = stderr.lines().peekable();
    while let Some(line) = lines.next() {
        let subject = match message {
            Some(m) if line.trim() == m => lines.peek().copied().unwrap_or(""),
            Some(_) => continue,
            None => line,
        };
        let mut rest = subject;
        while let Some(at) = rest.find("@llvm.nvvm.") {
            let tail = &rest[at + 1..];
            let end = tail
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
                .unwrap_or(tail.len());
            let mut called = &tail[..end];
            // Less the type suffixes of an overloaded row.
            while !names.contains(called) {
                match called.rfind('.') {
                    Some(dot) => called = &called[..dot],
                    None => break,
                }
            }
            out.insert(called.to_string());
            rest = &tail[end..];
        }
    }
    out
}

/// What one LLVM's verifier said of the rows it was given.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Probe {
    pub llvm: u32,
    pub rows: usize,
    /// Rows accepted as written.
    pub accepted: usize,
    /// Rows with parameters, and those refused with the argument-type text when retyped.
    pub with_params: usize,
    pub arg_refused: usize,
    /// Rows refused with the return-type text when their result is retyped.
    pub ret_refused: usize,
    /// Rows with a fixed scalar result, and those refused when it has another width
    /// ([`Variant::ResultWidth`]; libNVVM's probes only).
    pub with_width: usize,
    pub width_refused: usize,
    /// Rows whose LLVM 19 attributes name their last parameter, and those whose declaration
    /// without it was refused with "Attribute after last parameter!" ([`Variant::Dropped`];
    /// opt's probes only: LLVM 19 refuses exactly those, LLVM 22 none).
    pub attr_rows: usize,
    pub attr_refused: usize,
    /// Rows that disagreed in any variant.
    pub disagree: BTreeSet<String>,
}

/// Whether LLVM 19's attributes of `row` name its last parameter.
fn attributes_reach_last(row: &Row) -> bool {
    !row.sig.params.is_empty()
        && row
            .attributed_params
            .is_some_and(|span| span as usize >= row.sig.params.len())
}

/// Runs the three probe modules of `rows` through `opt -passes=verify`.
pub fn probe(rows: &[&Row], llvm: u32, opt: &Path, immargs: &ImmArgs) -> Result<Probe, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let all: BTreeSet<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    let mut p = Probe {
        llvm,
        rows: rows.len(),
        ..Probe::default()
    };
    for variant in [
        Variant::AsWritten,
        Variant::LastParam,
        Variant::Result,
        Variant::Dropped,
    ] {
        let (text, names) = probe_module(rows, variant, immargs);
        let path = dir.path().join("probe.ll");
        std::fs::write(&path, &text).map_err(|e| e.to_string())?;
        let out = std::process::Command::new(opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&path)
            .output()
            .map_err(|e| format!("{}: {e}", opt.display()))?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        // A parse error (`probe.ll:3:9: error: …`) leaves nothing verified.
        let unread = stderr
            .split("probe.ll:")
            .skip(1)
            .any(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
        if unread {
            return Err(format!(
                "opt-{llvm} could not read the {variant:?} probe: {stderr}"
            ));
        }
        let named = named_in(&stderr, variant.message(), &all);
        match variant {
            Variant::AsWritten => {
                let refused = named_in(&stderr, None, &all);
                p.accepted = names.iter().filter(|n| !refused.contains(*n)).count();
                p.disagree.extend(refused);
            }
            Variant::LastParam => {
                p.with_params = names.len();
                p.arg_refused = names.iter().filter(|n| named.contains(*n)).count();
                p.disagree
                    .extend(names.iter().filter(|n| !named.contains(*n)).cloned());
            }
            Variant::Result => {
                p.ret_refused = names.iter().filter(|n| named.contains(*n)).count();
                p.disagree
                    .extend(names.iter().filter(|n| !named.contains(*n)).cloned());
            }
            Variant::Dropped => {
                // LLVM 19 gives a declaration its intrinsic's attributes; LLVM 22 does not.
                let by_name: BTreeMap<&str, &Row> =
                    rows.iter().map(|r| (r.name.as_str(), *r)).collect();
                let expected: BTreeSet<&String> = names
                    .iter()
                    .filter(|n| {
                        llvm <= 19
                            && by_name
                                .get(n.as_str())
                                .is_some_and(|r| attributes_reach_last(r))
                    })
                    .collect();
                p.attr_rows = expected.len();
                p.attr_refused = names.iter().filter(|n| named.contains(*n)).count();
                p.disagree.extend(
                    names
                        .iter()
                        .filter(|n| expected.contains(n) != named.contains(*n))
                        .cloned(),
                );
            }
            Variant::ResultWidth => unreachable!("opt is not given this variant"),
        }
    }
    Ok(p)
}

/// What [`probe_upgrades`] saw.
#[derive(Debug, Default)]
pub struct UpgradeProbe {
    /// Rows whose probe crashed opt-22 (neither verdict; no `upgrade_reads`).
    pub crashed: Vec<String>,
}

/// Sets `upgrade_reads` of every name only LLVM 19 defines: each declared as written and
/// called with one argument more (`i32 0`) than it declares, one module per row, through
/// LLVM 22's `opt -passes=verify`. Accepted: LLVM 22's reader rewrites the call from its own
/// arguments, reading the row's parameters by position and dropping the one more (AutoUpgrade's
/// `upgradeNVVMIntrinsicCall`). Refused: LLVM 22 still knows the name as an intrinsic and
/// judges the call against its declaration (`Invalid user of intrinsic instruction!`).
/// `immargs`: LLVM 19's, whose bounds the rewrite reads (`llvm.nvvm.ldg.global.*`'s alignment).
pub fn probe_upgrades(
    rows: &mut [Row],
    opt: &Path,
    immargs: &ImmArgs,
) -> Result<UpgradeProbe, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let path = dir.path().join("upgrade.ll");
    let mut seen = UpgradeProbe::default();
    for row in rows.iter_mut().filter(|r| r.until.is_some()) {
        let item = probe_item(row, Variant::AsWritten, immargs, 0)
            .ok_or_else(|| format!("{}: no probe", row.name))?;
        // The call is the item's one line that opens `  call `: one argument more on it.
        let text: String = item
            .lines()
            .map(|line| {
                if !line.starts_with("  call ") {
                    return format!("{line}\n");
                }
                // Zeros, not `poison`: the rewrite of `ldg.global.*` reads its alignment.
                let line = line.replace(" poison", " zeroinitializer");
                let open = &line[..line.len() - 1];
                let comma = if open.ends_with('(') { "" } else { ", " };
                format!("{open}{comma}i32 0)\n")
            })
            .collect();
        let module = format!("target triple = \"nvptx64-nvidia-cuda\"\n{text}");
        std::fs::write(&path, module).map_err(|e| e.to_string())?;
        let out = std::process::Command::new(opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&path)
            .output()
            .map_err(|e| format!("{}: {e}", opt.display()))?;
        match out.status.code() {
            Some(0) => row.upgrade_reads = Some(row.sig.params.len() as u32),
            Some(_) => {}
            None => seen.crashed.push(row.name.clone()),
        }
    }
    Ok(seen)
}

// ---------------------------------------------------------------------------------------------
// The rule file.

fn ron_type(t: &SigType) -> String {
    let scalar = |s: &SigScalar| match s {
        SigScalar::I(n) => format!("I({n})"),
        other => format!("{other:?}"),
    };
    match t {
        SigType::I(n) => format!("I({n})"),
        SigType::Ptr(n) => format!("Ptr({n})"),
        SigType::Same(k) => format!("Same({k})"),
        SigType::SameWidthI1(k) => format!("SameWidthI1({k})"),
        SigType::Vector { len, elem } => format!("Vector(len: {len}, elem: {})", scalar(elem)),
        other => format!("{other:?}"),
    }
}

/// What the header reports.
pub struct Header<'a> {
    pub llvm19: &'a str,
    pub llvm22: &'a str,
    pub combined: &'a Combined,
    pub probes: &'a [Probe],
    pub dropped: &'a BTreeSet<String>,
    pub libnvvm: &'a [LibNvvmProbe],
    pub upgrades: &'a UpgradeProbe,
}

/// `rules/nvvm_signatures.ron`: a header naming the LLVMs, the counts and the evidence, then
/// the rows less the dropped ones.
pub fn to_ron(h: &Header) -> String {
    let c = h.combined;
    let kept: Vec<&Row> = c
        .rows
        .iter()
        .filter(|r| !h.dropped.contains(&r.name))
        .collect();
    let since = |v: u32| {
        kept.iter()
            .filter(|r| r.since == v && r.until.is_none())
            .count()
    };
    let changed = kept.iter().filter(|r| r.changed).count();
    let retired = kept.iter().filter(|r| r.until.is_some()).count();
    let attributed = kept
        .iter()
        .filter(|r| r.attributed_params.is_some())
        .count();
    let mut s = format!(
        "// Generated by `cargo run -p harness -- gen-nvvm-signatures` from LLVM {}'s and LLVM {}'s\n\
         // include/llvm/IR/IntrinsicsNVVM.td (llvm-tblgen -print-records); do not edit.\n\
         // The signatures of the `llvm.nvvm.*` intrinsics in the vocabulary of\n\
         // rules/intrinsic_signatures.ron, checked at each call by NV9061/NV9062 (rules/validity.ron).\n\
         // `since: Some(19)`: LLVM 19 and 22 give the same signature ({} rows); `since: Some(22)`:\n\
         // only LLVM 22 has it ({} rows: {} new, {} changed since LLVM 19), not judged for LLVM 19.\n\
         // libNVVM judges by the rows marked `libnvvm:` alone: `Nvvm7`, typed-pointer IR (its LLVM 7\n\
         // based NVVM 7 path); `Nvvm23`, modern IR under the nvvm profile (its NVVM 23 path).\n",
        h.llvm19,
        h.llvm22,
        since(19),
        since(22),
        since(22) - changed,
        changed,
    );
    s.push_str(&format!(
        "// `until: Some(19)`: a name only LLVM 19 defines ({} of {}; LLVM 22's reader upgrades them\n\
         // into others or no longer knows them), judged for LLVM 19 alone.\n\
         // `attributed_params: Some(n)`: LLVM 19's attributes of the intrinsic (ImmArg, NoCapture,\n\
         // ReadOnly, …) name parameters below n ({attributed} rows); its reader gives them to the\n\
         // declaration, and its Verifier refuses one with fewer (\"Attribute after last parameter!\").\n",
        retired, c.retired
    ));
    let (read, known): (Vec<&&Row>, Vec<&&Row>) = kept
        .iter()
        .filter(|r| r.until.is_some())
        .partition(|r| r.upgrade_reads.is_some());
    s.push_str(&format!(
        "// `upgrade_reads: Some(n)`: LLVM 22's reader rewrites each call of the name from the call's\n\
         // own types, reading its first n arguments and dropping any other ({} of {}: opt-22 accepts\n\
         // the row called with one argument more than it declares, `i32 0`; it refuses the others,\n\
         // names it still knows as intrinsics of another signature, `Invalid user of intrinsic\n\
         // instruction!`, or crashes on them: {} crashed):\n",
        read.len(),
        read.len() + known.len(),
        h.upgrades.crashed.len(),
    ));
    wrap(&mut s, known.iter().map(|r| r.name.as_str()));
    s.push_str("// Left out:\n");
    for (ty, names) in &c.unrepresentable {
        s.push_str(&format!(
            "// {} with a type outside the vocabulary (`{ty}`):\n",
            names.len()
        ));
        wrap(&mut s, names.iter().map(String::as_str));
    }
    s.push_str(&format!(
        "// {} whose probe disagreed (below).\n",
        h.dropped.len()
    ));
    s.push_str(
        "// Evidence: each row declared with its slots bound (AnyInt i32, AnyFloat float, AnyPtr ptr,\n\
         // mangled into the name), called once (immediate arguments at their lower bound), in\n\
         // three modules per LLVM run through that LLVM's `opt -passes=verify`:\n",
    );
    for p in h.probes {
        s.push_str(&format!(
            "//   opt-{}: {} rows; as written, {} accepted; last parameter retyped, {} of {}\n\
             //     \"Intrinsic has incorrect argument type!\"; result retyped, {} of {}\n\
             //     \"Intrinsic has incorrect return type!\"; last parameter dropped, {} of the {}\n\
             //     rows whose attributes name it \"Attribute after last parameter!\", {} rows in all\n",
            p.llvm, p.rows, p.accepted, p.arg_refused, p.with_params, p.ret_refused, p.rows,
            p.attr_refused.min(p.attr_rows), p.attr_rows, p.attr_refused
        ));
    }
    if !h.libnvvm.is_empty() {
        s.push_str(
            "// The same modules one row and variant at a time (libNVVM stops at its first error),\n\
             // in LLVM 7's IR for the NVVM 7 path (`undef` for `poison`; rows with a pointer or\n\
             // `bfloat` left out), plus a fixed scalar result of another width (`i32` as `i64`,\n\
             // `float` as `double`), which opt's rows imply is refused; a row is marked for a path\n\
             // when every judge of it refused every retyped variant and accepted the row as written\n",
        );
        let rewritten = kept
            .iter()
            .filter(|r| rewritten_into_instructions(r))
            .count();
        s.push_str(&format!(
            "// (the NVVM 23 path is not given the {rewritten} names only LLVM 19 has with a pointer, whose\n\
             // calls it rewrites into instructions, as LLVM 22 does, and crashes on some misdeclared):\n"
        ));
        for l in h.libnvvm {
            let p = &l.probe;
            s.push_str(&format!(
                "//   {}:\n\
                 //     {} rows; as written, {} accepted; last parameter retyped, {} of {} refused;\n\
                 //     result retyped, {} of {} refused; result of another width, {} of {} refused;\n\
                 //     {} not judged; {} disagree\n",
                l.label, l.rows, p.accepted, p.arg_refused, p.with_params, p.ret_refused, l.rows,
                p.width_refused, p.with_width, l.unjudged, p.disagree.len()
            ));
        }
        let paths: BTreeSet<LibNvvmPath> = h.libnvvm.iter().map(|l| l.path).collect();
        for path in paths {
            let marked = kept.iter().filter(|r| r.libnvvm.contains(&path)).count();
            s.push_str(&format!("//   marked {path:?}: {marked} rows\n"));
        }
    }
    if !h.dropped.is_empty() {
        s.push_str(
            "// Dropped (the verifier did not refuse the retyped declaration, which LLVM's reader\n\
             // upgrades: the bf16 intrinsics once took i16):\n",
        );
        wrap(&mut s, h.dropped.iter().map(String::as_str));
    }
    s.push_str("(\n  intrinsic_signatures: [\n");
    for r in kept {
        let list = |ts: &[SigType]| ts.iter().map(ron_type).collect::<Vec<_>>().join(", ");
        let libnvvm = if r.libnvvm.is_empty() {
            String::new()
        } else {
            let paths: Vec<&str> = r.libnvvm.iter().map(|p| p.as_str()).collect();
            format!(", libnvvm: [{}]", paths.join(", "))
        };
        let until = r
            .until
            .map_or(String::new(), |u| format!(", until: Some({u})"));
        let attributed = r
            .attributed_params
            .map_or(String::new(), |n| format!(", attributed_params: Some({n})"));
        let reads = r
            .upgrade_reads
            .map_or(String::new(), |n| format!(", upgrade_reads: Some({n})"));
        s.push_str(&format!(
            "    (intrinsic: \"{}\", ret: [{}], params: [{}], since: Some({}){until}{attributed}{reads}{libnvvm}),\n",
            r.name,
            list(&r.sig.ret),
            list(&r.sig.params),
            r.since
        ));
    }
    s.push_str("  ],\n)\n");
    s
}

/// `names` as comment lines of at most 100 columns.
fn wrap<'a>(s: &mut String, names: impl Iterator<Item = &'a str>) {
    let mut line = String::from("//  ");
    for name in names {
        if line.len() + name.len() + 2 > 100 {
            s.push_str(line.trim_end());
            s.push('\n');
            line = String::from("//  ");
        }
        line.push(' ');
        line.push_str(name);
        line.push(',');
    }
    s.push_str(line.trim_end_matches(','));
    s.push('\n');
}

// ---------------------------------------------------------------------------------------------
// The whole generation.

/// An installed LLVM: its `bin/` (llvm-tblgen, opt, llvm-config) and `include/`.
pub struct Llvm {
    pub major: u32,
    pub bin: std::path::PathBuf,
}

impl Llvm {
    /// `NVVERIFY_LLVM{major}_BIN`, else Debian's `/usr/lib/llvm-{major}/bin`.
    pub fn find(major: u32) -> Llvm {
        let bin = std::env::var(format!("NVVERIFY_LLVM{major}_BIN"))
            .unwrap_or_else(|_| format!("/usr/lib/llvm-{major}/bin"));
        Llvm {
            major,
            bin: bin.into(),
        }
    }
    fn include(&self) -> std::path::PathBuf {
        self.bin.join("../include")
    }
    /// Whether its IntrinsicsNVVM.td, llvm-tblgen and opt are installed.
    pub fn present(&self) -> bool {
        self.include().join("llvm/IR/IntrinsicsNVVM.td").exists()
            && self.bin.join("llvm-tblgen").exists()
            && self.bin.join("opt").exists()
    }
    /// `llvm-tblgen -print-records` over its Intrinsics.td.
    pub fn records(&self) -> Result<String, String> {
        let tblgen = self.bin.join("llvm-tblgen");
        let r = std::process::Command::new(&tblgen)
            .arg("-print-records")
            .arg("-I")
            .arg(self.include())
            .arg(self.include().join("llvm/IR/Intrinsics.td"))
            .output()
            .map_err(|e| format!("{}: {e}", tblgen.display()))?;
        if !r.status.success() {
            return Err(format!(
                "llvm-tblgen failed: {}",
                String::from_utf8_lossy(&r.stderr)
            ));
        }
        Ok(String::from_utf8_lossy(&r.stdout).into_owned())
    }
    pub fn version(&self) -> String {
        std::process::Command::new(self.bin.join("llvm-config"))
            .arg("--version")
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| format!("{}.(unknown)", self.major))
    }
}

/// LLVM 22's immediate arguments (for probe modules), from its installed Intrinsics.td.
pub fn llvm22_immargs() -> Result<ImmArgs, String> {
    Ok(crate::immargs::from_records(&Llvm::find(22).records()?))
}

/// A judge of one probe module: accepted, refused, or `None` (could not judge).
pub type JudgeFn<'a> = Box<dyn FnMut(&str) -> Option<bool> + 'a>;

/// One libNVVM front end as a judge of probe modules: `judge(text)` is `Some(true)` when it
/// accepts the module, `Some(false)` when it refuses it, `None` when it could not judge.
pub struct LibNvvmJudge<'a> {
    /// Who judged, for the file's header (`libNVVM 13.5 (CUDA 13) NVVM 7 verify, compute_80`).
    pub label: String,
    pub path: LibNvvmPath,
    pub judge: JudgeFn<'a>,
}

/// What one libNVVM front end said of the rows, one module per row and variant.
pub struct LibNvvmProbe {
    pub label: String,
    pub path: LibNvvmPath,
    /// Rows it was given (those it can read: see [`writable_in_llvm7`]).
    pub rows: usize,
    pub probe: Probe,
    pub unjudged: usize,
}

/// Whether `row` is a name only LLVM 19 has with a pointer in its signature
/// (`ldg.global.*`, `ptr.*.to.*`, `atomic.load.{inc,dec}.32`): LLVM 22's reader, and
/// libNVVM's NVVM 23 path, rewrite their calls into instructions (`load`, `addrspacecast`,
/// `atomicrmw`), so no signature is left to judge, and libNVVM 13.5 at compute_100 crashes on
/// some of their misdeclared forms (signal 11, not in every run): not given to that path.
fn rewritten_into_instructions(row: &Row) -> bool {
    row.until.is_some()
        && row
            .sig
            .ret
            .iter()
            .chain(&row.sig.params)
            .any(|t| matches!(t, SigType::Ptr(_) | SigType::AnyPtr))
}

/// Marks each row with the front ends whose every judge treats it as opt does: accepted as
/// written, refused with its last parameter or its result retyped (each variant the row can
/// be written in judged). The NVVM 7 path is given only the rows LLVM 7 can spell.
fn mark_libnvvm(
    rows: &mut [Row],
    judges: &mut [LibNvvmJudge],
    immargs: &ImmArgs,
    dropped: &BTreeSet<String>,
) -> Vec<LibNvvmProbe> {
    let mut probes = Vec::new();
    let mut agreed: BTreeMap<LibNvvmPath, BTreeSet<String>> = BTreeMap::new();
    let mut seen_paths = BTreeSet::new();
    for j in judges.iter_mut() {
        let llvm7 = j.path == LibNvvmPath::Nvvm7;
        let given: Vec<&Row> = rows
            .iter()
            .filter(|r| !dropped.contains(&r.name) && (!llvm7 || writable_in_llvm7(r)))
            .filter(|r| llvm7 || !rewritten_into_instructions(r))
            .collect();
        let mut not_judged: BTreeSet<String> = BTreeSet::new();
        let (p, unjudged) =
            probe_one_by_one_in(&given, immargs, llvm7, true, &mut j.judge, |name| {
                not_judged.insert(name.to_string());
            });
        // Rows with every variant judged and none disagreeing.
        let ok: BTreeSet<String> = given
            .iter()
            .map(|r| r.name.clone())
            .filter(|n| !p.disagree.contains(n) && !not_judged.contains(n))
            .collect();
        let entry = agreed.entry(j.path).or_default();
        if seen_paths.insert(j.path) {
            *entry = ok;
        } else {
            entry.retain(|n| ok.contains(n));
        }
        probes.push(LibNvvmProbe {
            label: j.label.clone(),
            path: j.path,
            rows: given.len(),
            probe: p,
            unjudged,
        });
    }
    for r in rows.iter_mut() {
        r.libnvvm = agreed
            .iter()
            .filter(|(_, names)| names.contains(&r.name))
            .map(|(path, _)| *path)
            .collect();
    }
    probes
}

/// The libNVVM front ends that judge the rows: the NVVM 7 path (compute_80) of CUDA 13's and
/// CUDA 12's libNVVM, and CUDA 13's NVVM 23 path (compute_100). Every one must be installed
/// (`.oracles/env.sh`): the file records what each said.
pub fn libnvvm_judges(o: &crate::oracles::Oracles) -> Result<Vec<LibNvvmJudge<'_>>, String> {
    use crate::oracles::{OracleKind, Path as FrontEnd, Verdict};
    let mut judges = Vec::new();
    for (cuda, path, target) in [
        (13, FrontEnd::Nvvm7, "sm_80"),
        (12, FrontEnd::Nvvm7, "sm_80"),
        (13, FrontEnd::Modern, "sm_100"),
    ] {
        let nvvm = o
            .nvvm(cuda)
            .ok_or_else(|| format!("libNVVM of CUDA {cuda} is not installed (.oracles/env.sh)"))?;
        let (label_path, row_path) = match path {
            FrontEnd::Nvvm7 => ("NVVM 7", LibNvvmPath::Nvvm7),
            FrontEnd::Modern => ("NVVM 23", LibNvvmPath::Nvvm23),
        };
        let kind = OracleKind::NvvmVerify { cuda, path };
        judges.push(LibNvvmJudge {
            label: format!(
                "libNVVM of CUDA {cuda} (PTX {}), {label_path} verify at compute_{}",
                nvvm.ptx_version,
                &target[3..]
            ),
            path: row_path,
            judge: Box::new(move |m: &str| {
                let t = o.prepare(kind, m, target).ok()?;
                match o.judge(kind, &t, target, None) {
                    Verdict::Accept => Some(true),
                    Verdict::Reject(_) => Some(false),
                    Verdict::Unusable(_) => None,
                }
            }),
        });
    }
    Ok(judges)
}

/// `rules/nvvm_signatures.ron` from the two LLVMs, with its counts; `libnvvm` judges which
/// rows libNVVM's front ends judge alike (an empty list marks none).
pub fn generate(
    l19: &Llvm,
    l22: &Llvm,
    libnvvm: &mut [LibNvvmJudge],
) -> Result<(String, Combined, Vec<Probe>), String> {
    let t19 = table(&l19.records()?);
    let t22 = table(&l22.records()?);
    let mut combined = combine(&t19, &t22);
    let upgrades = probe_upgrades(&mut combined.rows, &l22.bin.join("opt"), &t19.immargs)?;
    // LLVM 19's rows (those both have, and those it alone has); LLVM 22's.
    let both: Vec<&Row> = combined.rows.iter().filter(|r| r.since == 19).collect();
    let all: Vec<&Row> = combined.rows.iter().filter(|r| r.until.is_none()).collect();
    // LLVM 22's ranges for both: LLVM 19 checks some of the same bounds in Verifier.cpp
    // (`llvm.nvvm.setmaxnreg.*`'s register count) where its .td gives no `Range`.
    let p19 = probe(&both, 19, &l19.bin.join("opt"), &t22.immargs)?;
    let p22 = probe(&all, 22, &l22.bin.join("opt"), &t22.immargs)?;
    let dropped: BTreeSet<String> = p19.disagree.union(&p22.disagree).cloned().collect();
    let probes = vec![p19, p22];
    let nvvm_probes = mark_libnvvm(&mut combined.rows, libnvvm, &t22.immargs, &dropped);
    let text = to_ron(&Header {
        llvm19: &l19.version(),
        llvm22: &l22.version(),
        combined: &combined,
        probes: &probes,
        dropped: &dropped,
        libnvvm: &nvvm_probes,
        upgrades: &upgrades,
    });
    Ok((text, combined, probes))
}

/// A judge that stops at its first error (libNVVM's verify), given one module per row and
/// variant: `judge(text)` is `Some(true)` when it accepts, `Some(false)` when it refuses, `None`
/// when it could not judge (counted apart).
pub fn probe_one_by_one(
    rows: &[&Row],
    immargs: &ImmArgs,
    mut judge: impl FnMut(&str) -> Option<bool>,
) -> (Probe, usize) {
    probe_one_by_one_in(rows, immargs, false, false, &mut judge, |_| {})
}

/// The start of an NVVM 7 probe module: libNVVM's NVVM 7 path refuses a module without a
/// data layout ("Empty target data layout, must exist").
pub const NVVM7_PROLOGUE: &str = "target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n";

/// The end of an NVVM 7 probe module: without `!nvvmir.version` the NVVM 7 path takes it for
/// IR version 1.0 ("IR version 1.0 incompatible with current version 2.0").
pub const NVVM7_EPILOGUE: &str = "!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n";

/// [`probe_one_by_one`] in LLVM 7's IR when `llvm7`; `unjudged_row` hears the name of each
/// row a variant of which was not judged.
fn probe_one_by_one_in(
    rows: &[&Row],
    immargs: &ImmArgs,
    llvm7: bool,
    widths: bool,
    judge: &mut dyn FnMut(&str) -> Option<bool>,
    mut unjudged_row: impl FnMut(&str),
) -> (Probe, usize) {
    let mut p = Probe {
        rows: rows.len(),
        ..Probe::default()
    };
    let mut unjudged = 0;
    let variants: &[Variant] = if widths {
        &[
            Variant::AsWritten,
            Variant::LastParam,
            Variant::Result,
            Variant::ResultWidth,
        ]
    } else {
        &[Variant::AsWritten, Variant::LastParam, Variant::Result]
    };
    for row in rows {
        for &variant in variants {
            let Some(item) = probe_item_in(row, variant, immargs, 0, llvm7) else {
                continue;
            };
            let text = if llvm7 {
                // The NVVM 7 path wants a data layout and an NVVM IR version.
                format!("{NVVM7_PROLOGUE}{item}{NVVM7_EPILOGUE}")
            } else {
                format!("target triple = \"nvptx64-nvidia-cuda\"\n{item}")
            };
            let Some(accepted) = judge(&text) else {
                unjudged += 1;
                unjudged_row(&row.name);
                continue;
            };
            let agrees = accepted == (variant == Variant::AsWritten);
            match variant {
                Variant::AsWritten => p.accepted += usize::from(accepted),
                Variant::LastParam => {
                    p.with_params += 1;
                    p.arg_refused += usize::from(!accepted);
                }
                Variant::Result => p.ret_refused += usize::from(!accepted),
                Variant::ResultWidth => {
                    p.with_width += 1;
                    p.width_refused += usize::from(!accepted);
                }
                Variant::Dropped => unreachable!("libNVVM is not given this variant"),
            }
            if !agrees {
                p.disagree.insert(row.name.clone());
            }
        }
    }
    (p, unjudged)
}

/// The rows of a `rules/nvvm_signatures.ron` text.
pub fn rows_of(text: &str) -> Result<Vec<Row>, String> {
    let file = tablegen::parse_rule_file(text).map_err(|e| format!("{e:?}"))?;
    Ok(file
        .intrinsic_signatures
        .iter()
        .map(|s| Row {
            name: s.intrinsic.to_string(),
            sig: Sig {
                ret: s.ret.to_vec(),
                params: s.params.to_vec(),
            },
            since: s.since.unwrap_or(0),
            until: s.until,
            attributed_params: s.attributed_params,
            upgrade_reads: s.upgrade_reads,
            changed: false,
            libnvvm: s.libnvvm.to_vec(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verifier::Verifier;

    const DUMP: &str = "\
def anonymous_14 {\t// LLVMType LLVMMatchType
  ValueType VT = OtherVT;
  int isAny = 0;
  int Number = 0;
  list<int> Sig = [15, 512];
}
def llvm_anyptr_ty {\t// LLVMType LLVMAnyType LLVMAnyPointerType
  ValueType VT = pAny;
  int isAny = 1;
}
def llvm_anyfloat_ty {\t// LLVMType LLVMAnyType
  ValueType VT = fAny;
  int isAny = 1;
}
def llvm_shared_ptr_ty {\t// LLVMType LLVMQualPointerType
  ValueType VT = iPTR;
  int isAny = 0;
  list<int> Sig = [24, 3];
}
def llvm_ptr_ty {\t// LLVMType LLVMQualPointerType
  ValueType VT = iPTR;
  int isAny = 0;
  list<int> Sig = [14];
}
def llvm_i32_ty {\t// LLVMType
  ValueType VT = i32;
  int isAny = 0;
}
def llvm_v2f16_ty {\t// LLVMType
  ValueType VT = v2f16;
  int isAny = 0;
}
def llvm_metadata_ty {\t// LLVMType
  ValueType VT = MetadataVT;
  int isAny = 0;
}
def int_nvvm_ld_gen {\t// Intrinsic
  string LLVMName = \"\";
  string TargetPrefix = \"nvvm\";
  list<LLVMType> RetTypes = [llvm_anyfloat_ty];
  list<LLVMType> ParamTypes = [llvm_anyptr_ty, anonymous_14];
}
def int_nvvm_wait_group {\t// Intrinsic
  string LLVMName = \"llvm.nvvm.wait_group\";
  string TargetPrefix = \"nvvm\";
  list<LLVMType> RetTypes = [llvm_v2f16_ty, llvm_i32_ty];
  list<LLVMType> ParamTypes = [llvm_shared_ptr_ty, llvm_ptr_ty];
}
def int_nvvm_handle {\t// Intrinsic
  string LLVMName = \"\";
  string TargetPrefix = \"nvvm\";
  list<LLVMType> RetTypes = [llvm_i32_ty];
  list<LLVMType> ParamTypes = [llvm_metadata_ty];
}
";

    #[test]
    fn types_are_read_from_the_records() {
        let t = table(DUMP);
        assert_eq!(
            t.sigs["llvm.nvvm.ld.gen"],
            Sig {
                ret: vec![SigType::AnyFloat],
                params: vec![SigType::AnyPtr, SigType::Same(0)]
            }
        );
        assert_eq!(
            t.sigs["llvm.nvvm.wait_group"],
            Sig {
                ret: vec![
                    SigType::Vector {
                        len: 2,
                        elem: SigScalar::Half
                    },
                    SigType::I(32)
                ],
                params: vec![SigType::Ptr(3), SigType::Ptr(0)]
            }
        );
        assert_eq!(t.unrepresentable["llvm.nvvm.handle"], "llvm_metadata_ty");
    }

    #[test]
    fn rows_say_which_llvm_has_them() {
        let t22 = table(DUMP);
        let mut t19 = table(DUMP);
        t19.sigs.remove("llvm.nvvm.wait_group");
        t19.sigs.get_mut("llvm.nvvm.ld.gen").unwrap().params.pop();
        t19.sigs
            .insert("llvm.nvvm.old".into(), t22.sigs["llvm.nvvm.ld.gen"].clone());
        let c = combine(&t19, &t22);
        let since: Vec<(&str, u32, Option<u32>, bool)> = c
            .rows
            .iter()
            .map(|r| (r.name.as_str(), r.since, r.until, r.changed))
            .collect();
        // A name only LLVM 19 has is LLVM 19's alone.
        assert_eq!(
            since,
            vec![
                ("llvm.nvvm.ld.gen", 22, None, true),
                ("llvm.nvvm.old", 19, Some(19), false),
                ("llvm.nvvm.wait_group", 22, None, false)
            ]
        );
        assert_eq!((c.changed, c.new, c.retired), (1, 1, 1));
    }

    #[test]
    fn probe_items_bind_mangle_and_retype() {
        let t = table(DUMP);
        let row = Row {
            name: "llvm.nvvm.ld.gen".into(),
            sig: t.sigs["llvm.nvvm.ld.gen"].clone(),
            since: 19,
            until: None,
            attributed_params: None,
            upgrade_reads: None,
            changed: false,
            libnvvm: Vec::new(),
        };
        let none = BTreeMap::new();
        let item = probe_item(&row, Variant::AsWritten, &none, 7).unwrap();
        assert!(
            item.starts_with(
                "declare float @llvm.nvvm.ld.gen.f32.p0(ptr, float)\ndefine void @t7()"
            ),
            "{item}"
        );
        let item = probe_item(&row, Variant::LastParam, &none, 0).unwrap();
        assert!(item.contains("(ptr, i32)"), "{item}");
        let item = probe_item(&row, Variant::Result, &none, 0).unwrap();
        assert!(item.starts_with("declare i32 @"), "{item}");
    }

    #[test]
    fn the_verifiers_words_name_their_intrinsic() {
        let names: BTreeSet<&str> = ["llvm.nvvm.a", "llvm.nvvm.b.c"].into_iter().collect();
        let stderr = "Intrinsic has incorrect argument type!\nptr @llvm.nvvm.a\n\
                      Intrinsic has incorrect return type!\nptr @llvm.nvvm.b.c.f32.p0\n";
        let arg = named_in(stderr, Variant::LastParam.message(), &names);
        assert_eq!(arg.into_iter().collect::<Vec<_>>(), vec!["llvm.nvvm.a"]);
        let ret = named_in(stderr, Variant::Result.message(), &names);
        assert_eq!(ret.into_iter().collect::<Vec<_>>(), vec!["llvm.nvvm.b.c"]);
        assert_eq!(named_in(stderr, None, &names).len(), 2);
    }

    fn committed() -> String {
        let path = crate::oracles::discover::repo_root().join("rules/nvvm_signatures.ron");
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The committed file is what the generator writes from the installed LLVMs and libNVVMs (skipped
    /// where their IntrinsicsNVVM.td, llvm-tblgen or opt, or the two libNVVMs, are missing).
    #[test]
    fn the_committed_file_is_the_generators_output() {
        let (l19, l22) = (Llvm::find(19), Llvm::find(22));
        if !l19.present() || !l22.present() {
            eprintln!("skipped: LLVM 19 or 22 (IntrinsicsNVVM.td, llvm-tblgen, opt) not installed");
            return;
        }
        let o = crate::oracles::Oracles::load();
        let Ok(mut judges) = libnvvm_judges(&o) else {
            eprintln!("skipped: libNVVM of CUDA 12 or 13 not installed (.oracles/env.sh)");
            return;
        };
        let (text, _, probes) = generate(&l19, &l22, &mut judges).expect("generates");
        assert!(probes.iter().all(|p| p.accepted == p.rows), "{probes:?}");
        assert!(
            text == committed(),
            "rules/nvvm_signatures.ron is stale: run `cargo run -p harness -- gen-nvvm-signatures`"
        );
    }

    /// The hand-written generic rows' `attributed_params` (rules/intrinsic_signatures.ron) are
    /// what LLVM 19's Intrinsics.td gives, for every row LLVM 19 has (skipped where LLVM 19's
    /// llvm-tblgen or Intrinsics.td is not installed).
    #[test]
    fn generic_attribute_spans_are_llvm19s() {
        let l19 = Llvm::find(19);
        if !l19.present() {
            eprintln!("skipped: LLVM 19 (Intrinsics.td, llvm-tblgen, opt) not installed");
            return;
        }
        let dump = l19.records().expect("llvm-tblgen runs");
        let recs = records(&dump);
        let path = crate::oracles::discover::repo_root().join("rules/intrinsic_signatures.ron");
        let text = std::fs::read_to_string(&path).expect("the generic rows");
        let rows = rows_of(&text).expect("the generic rows load");
        let mut judged = 0;
        for row in rows
            .iter()
            .filter(|r| r.since <= 19 && r.until.is_none_or(|u| u >= 19))
        {
            let def = format!("int_{}", row.name["llvm.".len()..].replace('.', "_"));
            let r = recs
                .get(&def)
                .unwrap_or_else(|| panic!("LLVM 19 has no {def}"));
            assert_eq!(
                row.attributed_params,
                attributed_params(&recs, r),
                "{}",
                row.name
            );
            judged += 1;
        }
        assert!(judged > 50, "{judged} rows");
    }

    /// The 1-based lines of a probe module's calls, in order.
    fn call_lines(text: &str) -> Vec<u32> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| l.starts_with("  call "))
            .map(|(i, _)| i as u32 + 1)
            .collect()
    }

    /// The code a call of a row in `variant` gets where the row is judged: in LLVM's words, or
    /// in those of libNVVM's NVVM 23 path (`nvvm23`).
    fn expected_code(variant: Variant, nvvm23: bool) -> Option<&'static str> {
        match (variant, nvvm23) {
            (Variant::AsWritten, _) => None,
            (Variant::LastParam, false) => Some("NV9062"),
            (Variant::Result | Variant::ResultWidth, false) => Some("NV9061"),
            (Variant::LastParam, true) => Some("NV9191"),
            (Variant::Result | Variant::ResultWidth, true) => Some("NV9190"),
            (Variant::Dropped, _) => unreachable!("NV9200 and NV9206 have fixtures of their own"),
        }
    }

    /// The sorted lines of the intrinsic signature findings (NV9061/NV9062, NV9190/NV9191),
    /// each asserted to be `want`.
    fn signature_finding_lines(
        findings: &[crate::verifier::Finding],
        want: Option<&str>,
        context: &str,
    ) -> Vec<u32> {
        let mut got: Vec<u32> = findings
            .iter()
            .filter(|f| ["NV9061", "NV9062", "NV9190", "NV9191"].contains(&f.code.as_str()))
            .inspect(|f| assert_eq!(Some(f.code.as_str()), want, "{context} {f:?}"))
            .map(|f| f.line)
            .collect();
        got.sort_unstable();
        got
    }

    /// Under the nvvm profile nvverify judges by the rows marked for libNVVM's front end alone:
    /// typed-pointer IR (NVVM 7, LLVM 7's spelling) by the `Nvvm7` rows, modern IR (NVVM 23)
    /// by the `Nvvm23` rows; each marked row as written is clean, retyped it fires at the
    /// call, and an unmarked row says nothing.
    #[test]
    fn nvverify_judges_libnvvm_rows_as_marked() {
        let rows = rows_of(&committed()).expect("the committed file loads");
        let imms = crate::immargs::from_records("");
        let mut engine = crate::engine_adapter::Engine::new(None);
        for path in [LibNvvmPath::Nvvm7, LibNvvmPath::Nvvm23] {
            let llvm7 = path == LibNvvmPath::Nvvm7;
            let given: Vec<&Row> = rows
                .iter()
                .filter(|r| !llvm7 || writable_in_llvm7(r))
                .collect();
            let marked = given.iter().filter(|r| r.libnvvm.contains(&path)).count();
            assert!(marked > 1000, "{path:?}: {marked} rows marked");
            assert!(marked < given.len(), "{path:?}: every row marked");
            for variant in [
                Variant::AsWritten,
                Variant::LastParam,
                Variant::Result,
                Variant::ResultWidth,
            ] {
                let mut text = String::new();
                let mut calls = Vec::new();
                for (i, row) in given.iter().enumerate() {
                    let Some(item) = probe_item_in(row, variant, &imms, i, llvm7) else {
                        continue;
                    };
                    text.push_str(&item);
                    calls.push(row);
                }
                let text = if llvm7 {
                    // A typed pointer makes the module NVVM 7's.
                    format!("{NVVM7_PROLOGUE}declare void @typed(i8*)\n{text}{NVVM7_EPILOGUE}")
                } else {
                    format!("target triple = \"nvptx64-nvidia-cuda\"\n{text}")
                };
                let target = if llvm7 { "sm_80" } else { "sm_100" };
                let findings = engine
                    .check("probe.ll", &text, target, "nvvm", None)
                    .expect("checks");
                let call_lines = call_lines(&text);
                assert_eq!(call_lines.len(), calls.len());
                let want = expected_code(variant, path == LibNvvmPath::Nvvm23);
                let expected: Vec<u32> = call_lines
                    .iter()
                    .zip(&calls)
                    .filter(|(_, r)| want.is_some() && r.libnvvm.contains(&path))
                    .map(|(line, _)| *line)
                    .collect();
                let got =
                    signature_finding_lines(&findings, want, &format!("{path:?} {variant:?}"));
                assert_eq!(got, expected, "{path:?} {variant:?}");
            }
        }
    }

    /// nvverify judges every committed row as the header says opt did: each row as written
    /// is clean, its last parameter retyped is NV9062 at the call, its result retyped is
    /// NV9061; under `--llvm 19` the rows only LLVM 22 has say nothing, under `--llvm 22` those
    /// only LLVM 19 has; its last parameter dropped is NV9206 at the declaration under
    /// `--llvm 19` where LLVM 19's attributes name that parameter.
    #[test]
    fn nvverify_judges_every_row_as_opt_does() {
        let rows = rows_of(&committed()).expect("the committed file loads");
        assert!(rows.len() > 2000, "{}", rows.len());
        let refs: Vec<&Row> = rows.iter().collect();
        let imms = crate::immargs::from_records(""); // no immediate arguments needed by nvverify
        let mut engine = crate::engine_adapter::Engine::new(None);
        for llvm in [19, 22] {
            for variant in [Variant::AsWritten, Variant::LastParam, Variant::Result] {
                let (text, names) = probe_module(&refs, variant, &imms);
                let findings = engine
                    .check("probe.ll", &text, "sm_90", "llvm", Some(llvm))
                    .expect("checks");
                // The call lines, in order, and the row each calls.
                let calls = call_lines(&text);
                assert_eq!(calls.len(), names.len());
                let want = expected_code(variant, false);
                let by_row: BTreeMap<&str, &Row> =
                    rows.iter().map(|r| (r.name.as_str(), r)).collect();
                let in_llvm = |r: &Row| r.since <= llvm && r.until.is_none_or(|u| llvm <= u);
                let mut expected: Vec<u32> = calls
                    .iter()
                    .zip(&names)
                    .filter(|(_, n)| want.is_some() && in_llvm(by_row[n.as_str()]))
                    .map(|(line, _)| *line)
                    .collect();
                let got = signature_finding_lines(&findings, want, &format!("{variant:?}"));
                expected.sort_unstable();
                assert_eq!(
                    got.len(),
                    expected.len(),
                    "--llvm {llvm} {variant:?}: {} findings for {} calls",
                    got.len(),
                    expected.len()
                );
                assert_eq!(got, expected, "--llvm {llvm} {variant:?}");
            }
            // Each row's last parameter dropped: LLVM 19 refuses the declarations whose
            // attributes name it (NV9206, at the declaration), LLVM 22 none.
            let (text, names) = probe_module(&refs, Variant::Dropped, &imms);
            let findings = engine
                .check("probe.ll", &text, "sm_90", "llvm", Some(llvm))
                .expect("checks");
            let mut got: Vec<u32> = findings
                .iter()
                .filter(|f| f.code == "NV9206")
                .map(|f| f.line)
                .collect();
            got.sort_unstable();
            let declarations: Vec<u32> = text
                .lines()
                .enumerate()
                .filter(|(_, l)| l.starts_with("declare "))
                .map(|(i, _)| i as u32 + 1)
                .collect();
            assert_eq!(declarations.len(), names.len());
            let by_row: BTreeMap<&str, &Row> = rows.iter().map(|r| (r.name.as_str(), r)).collect();
            let expected: Vec<u32> = declarations
                .iter()
                .zip(&names)
                .filter(|(_, n)| {
                    let r = by_row[n.as_str()];
                    llvm == 19 && attributes_reach_last(r) && r.until.is_none_or(|u| u >= 19)
                })
                .map(|(line, _)| *line)
                .collect();
            assert!(llvm != 19 || expected.len() > 100, "{}", expected.len());
            assert_eq!(got, expected, "--llvm {llvm} Dropped");
        }
    }
}
