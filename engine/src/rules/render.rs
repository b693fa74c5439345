//! Text for `nvverify rules list`, `nvverify rules explain CODE` and `nvverify targets`,
//! rendered from the rule records.

use std::fmt::Write;

use super::RuleSet;
use tablegen::model::*;
use tablegen::tables::{fmt_ptx, Gate};

/// One line per rule: code, severity, name, profiles, summary.
pub fn rules_list(set: &RuleSet) -> Result<String, String> {
    let name_w = set.rules.iter().map(|r| r.name.len()).max().unwrap_or(0);
    let mut s = String::new();
    for r in set.rules.iter() {
        let _ = writeln!(
            s,
            "{}  {:<7}  {:<name_w$}  {:<9}  {}",
            r.code,
            severity(r.severity),
            r.name,
            r.profiles.join(","),
            r.summary
        );
    }
    Ok(s)
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// The documentation of one rule (`NV3001`, case-insensitive, or its kebab-case name):
/// summary, severity, profiles, message, rationale, evidence and the data rows it governs.
pub fn explain(set: &RuleSet, code: &str) -> Result<String, String> {
    let upper = code.trim().to_ascii_uppercase();
    let r = set
        .rule(&upper)
        .or_else(|| set.rules.iter().find(|r| r.name == code.trim()))
        .ok_or_else(|| format!("unknown rule `{code}` (see `nvverify rules list`)"))?;
    let mut s = String::new();
    let _ = writeln!(s, "{} {}", r.code, r.name);
    let _ = writeln!(s, "{}", r.summary);
    let _ = writeln!(s);
    let _ = writeln!(s, "severity: {}", severity(r.severity));
    let _ = writeln!(s, "profiles: {}", r.profiles.join(", "));
    let _ = writeln!(s, "check:    {}", r.check.kind_name());
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "message{}:",
        if r.verbatim {
            " (NVIDIA's text, verbatim)"
        } else {
            ""
        }
    );
    let _ = writeln!(s, "    {}", r.message);
    for m in r.messages.iter() {
        let _ = writeln!(
            s,
            "  when {}{}: {}",
            m.when.as_str(),
            if m.verbatim { " (verbatim)" } else { "" },
            m.message
        );
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "rationale:");
    for line in wrap(&r.rationale, 92) {
        let _ = writeln!(s, "    {line}");
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "evidence:");
    for e in r.evidence.iter() {
        let _ = writeln!(s, "  - {}", e.describe());
    }
    let rows = rows(set, r);
    if !rows.is_empty() {
        let _ = writeln!(s);
        let _ = writeln!(s, "rows ({}):", rows.len());
        for row in rows {
            let _ = writeln!(s, "  - {row}");
        }
    }
    Ok(s)
}

/// The data rows a rule governs, one line each.
fn rows(set: &RuleSet, r: &Rule) -> Vec<String> {
    let code = &*r.code;
    let gate = |g: &Gate| g.describe();
    let required = r.gate.map(|g| gate(&set.gates[g as usize]));
    let with_required = |x: &str| match &required {
        Some(req) => format!("{x}: {req}"),
        None => x.to_string(),
    };
    match &r.check {
        Check::Function(conds) => conds
            .iter()
            .flat_map(|c| match c {
                FunctionCond::Attribute(v) => v.iter().map(|x| x.to_string()).collect(),
                _ => Vec::new(),
            })
            .collect(),
        Check::Instruction { opcodes, when, .. } => {
            let typed: Vec<String> = when
                .iter()
                .flat_map(|c| match c {
                    InstCond::HoldsType { types, .. } | InstCond::ValueTypeIn { types, .. } => {
                        types.iter().map(|t| with_required(t)).collect()
                    }
                    _ => Vec::new(),
                })
                .collect();
            if !typed.is_empty() {
                typed
            } else if opcodes.len() > 1 {
                opcodes.iter().map(|o| with_required(o)).collect()
            } else {
                required.iter().cloned().collect()
            }
        }
        Check::Call { when, .. } => when
            .iter()
            .flat_map(|c| match c {
                CallCond::AsmTypeNotIn { types, .. } | CallCond::AsmTypeIn { types, .. } => {
                    types.iter().map(|x| x.to_string()).collect()
                }
                _ => Vec::new(),
            })
            .collect(),
        Check::Launch(conds) => {
            let mut v: Vec<String> = r.require.iter().map(describe_req).collect();
            for c in conds.iter() {
                if let LaunchCond::OnTarget { requires, .. } = c {
                    v.extend(requires.iter().map(describe_req));
                }
            }
            v
        }
        Check::Intrinsic(IntrinsicCheck::Target) => set
            .families
            .iter()
            .filter(|f| {
                !f.gate.is_unconditional() && f.def.code.as_deref().unwrap_or("NV4001") == code
            })
            .map(|f| {
                format!(
                    "{}: {} — {}",
                    f.def.family,
                    f.def.patterns.join(" "),
                    gate(&f.gate)
                )
            })
            .collect(),
        Check::Intrinsic(IntrinsicCheck::Ptx) => set
            .families
            .iter()
            .filter(|f| {
                f.gate.alts.iter().any(|a| a.ptx != 0 || a.ptx_below != 0)
                    && f.def.ptx_code.as_deref().unwrap_or("NV4002") == code
            })
            .map(|f| {
                format!(
                    "{}: {} — {}",
                    f.def.family,
                    f.def.patterns.join(" "),
                    gate(&f.gate)
                )
            })
            .collect(),
        Check::Intrinsic(IntrinsicCheck::Rejected) => set
            .families
            .iter()
            .filter(|f| f.def.reject.as_deref() == Some(code))
            .map(|f| format!("{}: {}", f.def.family, f.def.patterns.join(" ")))
            .collect(),
        Check::Intrinsic(IntrinsicCheck::Unknown { prefix }) => {
            vec![format!(
                "{prefix}* names outside the {} intrinsic families",
                set.families.len()
            )]
        }
        Check::Intrinsic(IntrinsicCheck::Operand(_)) => set
            .families
            .iter()
            .flat_map(|f| {
                f.def
                    .operands
                    .iter()
                    .filter(|o| o.code == code || o.step_code.as_deref() == Some(code))
                    .map(move |o| {
                        let mut s = format!(
                            "{} ({}): arg {}",
                            f.def.family,
                            f.def.patterns.join(" "),
                            o.arg
                        );
                        if let (Some(min), Some(max)) = (o.min, o.max) {
                            let _ = write!(s, " in {min}..={max}");
                            if let Some(step) = o.step {
                                let _ = write!(s, " step {step}");
                            }
                        }
                        if !o.values.is_empty() {
                            let v: Vec<String> = o.values.iter().map(|v| v.to_string()).collect();
                            let _ = write!(s, " [{}]", v.join(", "));
                        }
                        s
                    })
            })
            .collect(),
        Check::Matrix(k) => matrix_rows(set, *k),
        Check::ParamSpace => set
            .param_limits
            .iter()
            .map(|l| {
                let steps: Vec<String> = l
                    .steps
                    .iter()
                    .map(|s| {
                        let ptx = if s.ptx != 0 {
                            format!(" (PTX {}+)", fmt_ptx(s.ptx))
                        } else {
                            String::new()
                        };
                        format!("{}+{ptx}: {} B", s.from, s.bytes)
                    })
                    .collect();
                format!("{}: {}", l.name, steps.join(", "))
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn describe_req(r: &Requirement) -> String {
    let atoms: Vec<String> =
        r.sm.iter()
            .map(|a| tablegen::tables::describe_atom(a))
            .collect();
    let mut s = atoms.join(" or ");
    if let Some(p) = &r.ptx {
        let _ = write!(s, " with PTX {p}");
    }
    s
}

fn matrix_rows(set: &RuleSet, k: MatrixCheck) -> Vec<String> {
    match k {
        MatrixCheck::Geometry => set
            .geometries
            .iter()
            .map(|g| format!("{}: {}", g.op.as_str(), g.geoms.join(", ")))
            .collect(),
        MatrixCheck::WgmmaShape | MatrixCheck::WgmmaTypes => set
            .wgmma
            .iter()
            .map(|w| {
                format!(
                    "{} → {}: m{} k{} n ∈ {{{}}}{} — {}",
                    w.ab.join("/"),
                    w.d.join("/"),
                    w.m,
                    w.k,
                    compress(&w.ns),
                    if w.transpose {
                        ", transpose allowed"
                    } else {
                        ""
                    },
                    set.gates[w.gate as usize].describe()
                )
            })
            .collect(),
        MatrixCheck::Tcgen05CpShape
        | MatrixCheck::Tcgen05CpFormat
        | MatrixCheck::Tcgen05CpMulticast
        | MatrixCheck::Tcgen05LdStShape
        | MatrixCheck::Tcgen05Ashift => set
            .tcgen05
            .iter()
            .map(|t| {
                let mut s = format!("{:?} {}", t.op, t.shape);
                if !t.multicast.is_empty() {
                    let mc: Vec<String> = t
                        .multicast
                        .iter()
                        .map(|m| {
                            if m.is_empty() {
                                "(none)".into()
                            } else {
                                m.to_string()
                            }
                        })
                        .collect();
                    let _ = write!(s, " multicast {}", mc.join("|"));
                }
                if !t.nums.is_empty() {
                    let n: Vec<String> = t.nums.iter().map(|n| format!("x{n}")).collect();
                    let _ = write!(s, " {}", n.join(","));
                }
                s
            })
            .collect(),
        _ => {
            // One line per (op, geometry, fragment, types, modifier) with its layouts and gate.
            let mut out: Vec<(String, Vec<String>, String)> = Vec::new();
            let mut index: std::collections::HashMap<(String, String), usize> = Default::default();
            for e in set.matrix.iter() {
                let types: Vec<&str> = [&e.a, &e.b, &e.c, &e.d]
                    .iter()
                    .map(|s| &***s)
                    .filter(|s| !s.is_empty())
                    .collect();
                let mut head = format!("{} {}", e.op.as_str(), e.geom);
                if !e.frag.is_empty() {
                    let _ = write!(head, " {}", e.frag);
                }
                let _ = write!(head, " {}", types.join("."));
                if !e.modifier.is_empty() {
                    let _ = write!(head, " {}", e.modifier);
                }
                let gate = set.gates[e.gate as usize].describe();
                let layout = if e.layout.is_empty() {
                    "-".to_string()
                } else {
                    e.layout.to_string()
                };
                match index.get(&(head.clone(), gate.clone())) {
                    Some(&i) => out[i].1.push(layout),
                    None => {
                        index.insert((head.clone(), gate.clone()), out.len());
                        out.push((head, vec![layout], gate));
                    }
                }
            }
            out.into_iter()
                .map(|(h, l, g)| format!("{h} [{}] — {g}", l.join(", ")))
                .collect()
        }
    }
}

/// `8,16,24,32,48,…` → `8, 16, 24, 32..256 step 16`.
fn compress(ns: &[u32]) -> String {
    if ns.len() < 4 {
        return ns
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ");
    }
    let last = ns.len() - 1;
    let step = ns[last] - ns[last - 1];
    let mut start = last;
    while start > 0 && ns[start] - ns[start - 1] == step {
        start -= 1;
    }
    let mut parts: Vec<String> = ns[..start].iter().map(|n| n.to_string()).collect();
    parts.push(format!("{}..{} step {step}", ns[start], ns[last]));
    parts.join(", ")
}

fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for w in text.split_whitespace() {
        if !cur.is_empty() && cur.len() + 1 + w.len() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(w);
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// A table of the known targets: spelling, SM, kind, architecture, family, minimum PTX, CUDA,
/// aliases, parameter-ABI notes.
pub fn targets_table(set: &RuleSet) -> Result<String, String> {
    let mut rows: Vec<[String; 8]> = vec![[
        "target".into(),
        "sm".into(),
        "kind".into(),
        "arch".into(),
        "family".into(),
        "min PTX".into(),
        "CUDA".into(),
        "aliases / notes".into(),
    ]];
    for t in set.targets.iter() {
        let kind = match t.variant {
            Variant::Base => "base",
            Variant::Family => "family",
            Variant::Arch => "arch-specific",
        };
        let mut notes: Vec<String> = Vec::new();
        if !t.aliases.is_empty() {
            notes.push(format!("alias {}", t.aliases.join(", ")));
        }
        if t.abi.shared_ptr_param_bytes != 8 {
            notes.push(format!(
                "shared pointer param {} B",
                t.abi.shared_ptr_param_bytes
            ));
        }
        if t.variant == Variant::Base && !t.notes.is_empty() {
            notes.push(t.notes.to_string());
        }
        rows.push([
            t.name.to_string(),
            t.sm.to_string(),
            kind.into(),
            t.arch.to_string(),
            if t.family.is_empty() {
                "-".into()
            } else {
                t.family.to_string()
            },
            fmt_ptx(t.min_ptx),
            if t.cuda.is_empty() {
                "-".into()
            } else {
                t.cuda.to_string()
            },
            notes.join("; "),
        ]);
    }
    let mut widths = [0usize; 8];
    for r in &rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let mut s = String::new();
    for r in &rows {
        let mut line = String::new();
        for (i, c) in r.iter().enumerate() {
            if i == 7 {
                line.push_str(c);
            } else {
                let _ = write!(line, "{:<w$}  ", c, w = widths[i]);
            }
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "Gates: \"sm_90\" = sm_90 and every later target; \"sm_100f\" = the sm_100f family (and its `a` targets); \"sm_90a\" = exactly sm_90a."
    );
    let _ = writeln!(s, "Profiles:");
    for p in set.profiles.iter() {
        let _ = writeln!(
            s,
            "  {:<5} {} (parameter limits: {})",
            p.name, p.summary, p.param_limits
        );
    }
    let _ = writeln!(s, "Parameter-limit tables (--profile NAME:TABLE):");
    for l in set.param_limits.iter() {
        let _ = writeln!(s, "  {:<9} {}", l.name, l.summary);
    }
    if !set.consumers.is_empty() {
        let _ = writeln!(s, "Consumers (--consumer PRODUCER@VERSION or NAME):");
        for c in set.consumers.iter() {
            let releases = match &c.below {
                Some(below) => format!("{}@{} to below {below}", c.producer, c.from),
                None => format!("{}@{} on", c.producer, c.from),
            };
            let _ = writeln!(s, "  {:<10} {releases}: {}", c.name, c.summary);
        }
    }
    Ok(s)
}
