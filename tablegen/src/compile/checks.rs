//! Rule records: validating each check against the vocabulary and lowering it (requirements to
//! gates, opcode names to indices, type names to matchers, character classes to masks), so the
//! engine never reads a rule string while checking.

use std::borrow::Cow;

use super::{lower_requirements, At, Loc, TargetTables, Validator, ORDERINGS};
use crate::model::*;
use crate::tables::Gate;

/// Kind-specific validation of a rule's check (its namespace, fields and conditions).
pub(super) fn validate(cx: &mut Validator<'_>, r: &Rule, loc: Loc) {
    if r.code.len() == 6 {
        let ns = r.code.as_bytes()[2] as char;
        let allowed = r.check.namespaces();
        if !allowed.contains(&ns) {
            let want: Vec<String> = allowed.iter().map(|c| format!("NV{c}xxx")).collect();
            cx.err(
                loc,
                At::Value(&r.code),
                format!(
                    "rule code {} is in the NV{ns}xxx namespace but its check {} belongs to {}",
                    r.code,
                    r.check.kind_name(),
                    want.join(" or ")
                ),
            );
        }
    }
    validate_check(cx, &r.check, loc);
}

fn validate_check(cx: &mut Validator<'_>, check: &Check, loc: Loc) {
    match check {
        Check::Module(conds) => {
            for c in conds.iter() {
                if let ModuleCond::TripleNotIn {
                    prefixes, exact, ..
                } = c
                {
                    if prefixes.is_empty() && exact.is_empty() {
                        cx.err(
                            loc,
                            At::Field("prefixes"),
                            "a triple condition needs `prefixes` or `exact`",
                        );
                    }
                }
            }
        }
        Check::Launch(conds) => {
            for c in conds.iter() {
                match c {
                    LaunchCond::DimsOutside { max, total, .. }
                        if (max.is_empty() || max.len() > 3 || max.contains(&0) || *total == 0) =>
                    {
                        cx.err(loc, At::Field("max"), "malformed range: launch-bound limits need 1 to 3 positive dimensions and a positive total");
                    }
                    LaunchCond::ValueOutside { min, max, .. } if min > max => {
                        cx.err(
                            loc,
                            At::Field("min"),
                            format!("malformed range: min {min} > max {max}"),
                        );
                    }
                    _ => {}
                }
            }
        }
        Check::Instruction { opcodes, when, .. } => {
            for o in opcodes.iter() {
                if !OPCODES.contains(&&**o) {
                    cx.err(
                        loc,
                        At::Value(o),
                        format!("unknown instruction opcode `{o}`"),
                    );
                }
            }
            for c in when.iter() {
                match c {
                    InstCond::OrderingNotIn(allowed) => {
                        for o in allowed.iter() {
                            if !ORDERINGS.contains(&&**o) {
                                cx.err(loc, At::Value(o), format!("unknown atomic ordering `{o}`"));
                            }
                        }
                    }
                    InstCond::AlignAbove(max) if !max.is_power_of_two() => {
                        cx.err(
                            loc,
                            At::Field("AlignAbove"),
                            format!("malformed range: alignment limit {max} is not a power of two"),
                        );
                    }
                    InstCond::ValueTypeIn { types, .. } | InstCond::HoldsType { types, .. } => {
                        check_type_names(cx, loc, types)
                    }
                    InstCond::LacksFastMath(flag) if !FAST_MATH_FLAGS.contains(&&**flag) => {
                        cx.err(
                            loc,
                            At::Value(flag),
                            format!("unknown fast-math flag `{flag}`"),
                        );
                    }
                    _ => {}
                }
            }
        }
        Check::Call { when, .. } => {
            for c in when.iter() {
                if let CallCond::AsmTypeNotIn { types, .. } | CallCond::AsmTypeIn { types, .. } = c
                {
                    check_type_names(cx, loc, types);
                }
            }
        }
        Check::AnyOf(checks) => {
            for c in checks.iter() {
                validate_check(cx, c, loc);
            }
        }
        _ => {}
    }
}

fn check_type_names(cx: &mut Validator<'_>, loc: Loc, types: &[Str]) {
    for t in types {
        if TypeMatcher::parse(t).is_none() {
            cx.err(
                loc,
                At::Value(t),
                format!("unknown type `{t}` (expected iN, half, bfloat, float, double, fp128, x86_fp80, ppc_fp128, x86_mmx, x86_amx or <N x T>)"),
            );
        }
    }
}

/// Lowers a validated rule in place: its requirement and its conditions.
pub(super) fn lower(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    gates: &mut Vec<Gate>,
    r: &mut Rule,
    loc: Loc,
) {
    if !r.require.is_empty() {
        let gate = lower_requirements(cx, tg, &r.require, loc);
        r.gate = Some(super::intern_gate(gates, gate));
    }
    if !r.applies_on.is_empty() {
        let gate = lower_requirements(cx, tg, &r.applies_on, loc);
        r.applies_gate = Some(super::intern_gate(gates, gate));
    }
    if !r.applies_unless.is_empty() {
        let gate = lower_requirements(cx, tg, &r.applies_unless, loc);
        r.unless_gate = Some(super::intern_gate(gates, gate));
    }
    if let Some(spec) = &r.llvm {
        match parse_llvm_range(spec) {
            Ok(range) => r.llvm_range = Some(range),
            Err(why) => cx.err(loc, At::Value(spec), why),
        }
    }
    lower_check(cx, tg, gates, &mut r.check, loc);
}

/// `"19"`, `"19..=21"`, `">=22"`, `"<=21"` → an inclusive range of LLVM major versions.
pub fn parse_llvm_range(spec: &str) -> Result<(u32, u32), String> {
    let number = |t: &str| {
        t.trim().parse::<u32>().map_err(|_| {
            format!("bad LLVM version range `{spec}` (expected `19`, `19..=21`, `>=22` or `<=21`)")
        })
    };
    let spec_t = spec.trim();
    let range = if let Some(rest) = spec_t.strip_prefix(">=") {
        (number(rest)?, u32::MAX)
    } else if let Some(rest) = spec_t.strip_prefix("<=") {
        (0, number(rest)?)
    } else if let Some((lo, hi)) = spec_t.split_once("..=") {
        (number(lo)?, number(hi)?)
    } else {
        let v = number(spec_t)?;
        (v, v)
    };
    if range.0 > range.1 {
        return Err(format!("empty LLVM version range `{spec}`"));
    }
    Ok(range)
}

fn lower_check(
    cx: &mut Validator<'_>,
    tg: &TargetTables,
    gates: &mut Vec<Gate>,
    check: &mut Check,
    loc: Loc,
) {
    match check {
        Check::Global { when, .. } => {
            for c in when.to_mut().iter_mut() {
                if let GlobalCond::NameNotMatching {
                    first,
                    rest,
                    first_mask,
                    rest_mask,
                    ..
                } = c
                {
                    *first_mask = char_class(first);
                    *rest_mask = char_class(rest);
                }
            }
        }
        Check::Launch(conds) => {
            for c in conds.to_mut().iter_mut() {
                if let LaunchCond::OnTarget { requires, gate } = c {
                    let g = lower_requirements(cx, tg, requires, loc);
                    *gate = super::intern_gate(gates, g);
                }
            }
        }
        Check::Instruction {
            opcodes,
            opcode_ids,
            when,
        } => {
            *opcode_ids = opcodes
                .iter()
                .filter_map(|o| OPCODES.iter().position(|k| *k == &**o))
                .map(|i| i as u32)
                .collect::<Vec<_>>()
                .into();
            for c in when.to_mut().iter_mut() {
                if let InstCond::ValueTypeIn { types, matchers }
                | InstCond::HoldsType { types, matchers } = c
                {
                    *matchers = matchers_of(types);
                }
                if let InstCond::CalleeIn {
                    callees,
                    sorted,
                    prefix_free,
                    lead,
                    next,
                } = c
                {
                    let mut v: Vec<CalleePattern> = callees
                        .iter()
                        .map(|p| match p.strip_suffix('*') {
                            Some(prefix) => CalleePattern {
                                text: Cow::Owned(prefix.to_string()),
                                prefix: true,
                            },
                            None => CalleePattern {
                                text: p.clone(),
                                prefix: false,
                            },
                        })
                        .collect();
                    v.sort_by(|a, b| a.text.cmp(&b.text));
                    *prefix_free = v.iter().enumerate().all(|(i, a)| {
                        v.iter()
                            .enumerate()
                            .all(|(j, b)| i == j || !b.text.starts_with(&*a.text))
                    });
                    let shared =
                        v.iter()
                            .skip(1)
                            .fold(v.first().map_or(0, |p| p.text.len()), |n, p| {
                                let a = v[0].text.as_bytes();
                                let b = p.text.as_bytes();
                                (0..n.min(b.len())).take_while(|&i| a[i] == b[i]).count()
                            });
                    let shared = (0..=shared)
                        .rev()
                        .find(|&n| v.first().is_none_or(|p| p.text.is_char_boundary(n)))
                        .unwrap_or(0);
                    *lead = Cow::Owned(v.first().map_or("", |p| &p.text[..shared]).to_string());
                    *next = [0; 4];
                    for p in &v {
                        match p.text.as_bytes().get(shared) {
                            Some(&b) => next[usize::from(b >> 6)] |= 1 << (b & 63),
                            // The pattern is the lead itself: any next byte may match.
                            None => *next = [u64::MAX; 4],
                        }
                    }
                    *sorted = v.into();
                }
            }
        }
        Check::Call { when, .. } => {
            for c in when.to_mut().iter_mut() {
                if let CallCond::AsmTypeNotIn { types, matchers }
                | CallCond::AsmTypeIn { types, matchers } = c
                {
                    *matchers = matchers_of(types);
                }
            }
        }
        Check::AnyOf(checks) => {
            for c in checks.to_mut().iter_mut() {
                lower_check(cx, tg, gates, c, loc);
            }
        }
        _ => {}
    }
}

fn matchers_of(types: &[Str]) -> List<TypeMatcher> {
    types
        .iter()
        .filter_map(|t| TypeMatcher::parse(t))
        .collect::<Vec<_>>()
        .into()
}

/// An ASCII character class such as `a-zA-Z$_0-9`, one bit per character.
pub fn char_class(spec: &str) -> [u64; 2] {
    let mut set = 0u128;
    let b = spec.as_bytes();
    let mut i = 0;
    // Bits lo..=hi (both < 128).
    let span = |lo: u8, hi: u8| -> u128 {
        let upper = if hi >= 127 {
            u128::MAX
        } else {
            (1u128 << (hi + 1)) - 1
        };
        upper & !((1u128 << lo) - 1)
    };
    while i < b.len() {
        if i + 2 < b.len() && b[i + 1] == b'-' {
            let (lo, hi) = (b[i].min(b[i + 2]), b[i].max(b[i + 2]).min(127));
            if lo < 128 {
                set |= span(lo, hi);
            }
            i += 3;
        } else {
            if b[i] < 128 {
                set |= 1u128 << b[i];
            }
            i += 1;
        }
    }
    [set as u64, (set >> 64) as u64]
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn callee_sets_are_searched_like_a_scan() {
        // Prefix-free: one candidate decides.
        let sorted = [
            CalleePattern {
                text: Cow::Borrowed("llvm.amdgcn."),
                prefix: true,
            },
            CalleePattern {
                text: Cow::Borrowed("llvm.stacksave"),
                prefix: true,
            },
            CalleePattern {
                text: Cow::Borrowed("llvm.x86."),
                prefix: true,
            },
        ];
        for (callee, want) in [
            ("llvm.amdgcn.workitem.id.x", true),
            ("llvm.stacksave.p0", true),
            ("llvm.stackrestore.p0", false),
            ("llvm.x86.rdtsc", true),
            ("llvm.nvvm.read.ptx.sreg.tid.x", false),
            ("llvm.amdgcn", false),
            ("abc", false),
            ("zzz", false),
        ] {
            let mut next = [0u64; 4];
            for b in [b'a', b's', b'x'] {
                next[usize::from(b >> 6)] |= 1 << (b & 63);
            }
            let all = [u64::MAX; 4];
            for (lead, next) in [("llvm.", &next), ("", &all)] {
                for prefix_free in [true, false] {
                    let got = InstCond::callee_matches(&sorted, prefix_free, lead, next, callee);
                    assert_eq!(got, want, "{callee} {lead:?} {prefix_free}");
                }
            }
        }
        // Not prefix-free (`llvm.a*` and the exact `llvm.ab`): the scan.
        let nested = [
            CalleePattern {
                text: Cow::Borrowed("llvm.a"),
                prefix: true,
            },
            CalleePattern {
                text: Cow::Borrowed("llvm.ab"),
                prefix: false,
            },
        ];
        let all = [u64::MAX; 4];
        assert!(InstCond::callee_matches(
            &nested, false, "llvm.", &all, "llvm.ac"
        ));
        assert!(InstCond::callee_matches(
            &nested, false, "llvm.", &all, "llvm.ab"
        ));
        assert!(!InstCond::callee_matches(
            &nested, false, "llvm.", &all, "llvm.b"
        ));
    }

    #[test]
    fn char_classes_are_masks() {
        let m = char_class("a-zA-Z$_");
        let has = |c: u8| (m[(c >> 6) as usize] >> (c & 63)) & 1 == 1;
        assert!(has(b'a') && has(b'z') && has(b'Q') && has(b'$') && has(b'_'));
        assert!(!has(b'0') && !has(b'.') && !has(b'-'));
    }

    #[test]
    fn type_matchers() {
        let t = TypeMatcher::parse("<2 x half>").unwrap();
        assert_eq!((t.scalar, t.bits, t.lanes), (Scalar::Half, 16, 2));
        assert_eq!(TypeMatcher::parse("i128").unwrap().total_bits(), 128);
        assert!(TypeMatcher::parse("i").is_none());
        assert!(TypeMatcher::parse("<2 x <2 x i8>>").is_none());
        assert!(TypeMatcher::parse("ptr").is_none());
    }
}
