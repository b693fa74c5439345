//! [`Check::Launch`]: conditions over a function's launch record, normalised by the facts
//! from the `!nvvm.annotations` and the `"nvvm.*"` attribute spellings
//! (`launch_properties:` in `rules/functions.ron`). Reported at the function's name.

use tablegen::model::{Check, LaunchCond};

use super::support::{self, Binding};
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::facts::LaunchInfo;

/// The launch rules over one function definition.
pub fn check(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    let f = input.function;
    let name = f.name.text(input.text);
    let name_span = f.name.span.start..f.name.span.end;
    let plan = support::plan(env);
    let is_kernel = std::cell::OnceCell::new();
    let cx = LaunchCx {
        env,
        name: &name,
        is_kernel: &is_kernel,
    };
    let launch = env.facts.launch.get(&*name);
    if let Some(l) = launch {
        let rules = super::instructions::module_rules(env, |b| &b.launch_rules, &plan.launch);
        for rule in rules {
            for part in support::parts(&rule.check) {
                if let Check::Launch(conds) = part {
                    each_launch_match(&cx, l, conds, &mut Vec::new(), &mut |found| {
                        let mut args: Vec<(&str, &str)> = vec![("function", &name)];
                        args.extend(found.iter().map(|(k, v)| (*k, v.as_str())));
                        out.push(
                            support::diagnostic(env, rule, name_span.clone(), &args)
                                .in_function(name.as_ref()),
                        );
                    });
                }
            }
        }
    }
}

/// `found` and `more`.
fn with(found: &[Binding], more: &[Binding]) -> Vec<Binding> {
    let mut v = found.to_vec();
    v.extend_from_slice(more);
    v
}

struct LaunchCx<'a, 'e> {
    env: &'a Env<'e>,
    name: &'a str,
    is_kernel: &'a std::cell::OnceCell<bool>,
}

impl LaunchCx<'_, '_> {
    fn is_kernel(&self) -> bool {
        *self
            .is_kernel
            .get_or_init(|| self.env.facts.is_kernel(self.name))
    }
}

/// Calls `f` once for every way all of `conds` hold on the launch record `l`.
fn each_launch_match(
    cx: &LaunchCx,
    l: &LaunchInfo,
    conds: &[LaunchCond],
    found: &mut Vec<Binding>,
    f: &mut dyn FnMut(&[Binding]),
) {
    let Some((cond, rest)) = conds.split_first() else {
        f(found);
        return;
    };
    let mut next = |found: &[Binding]| each_launch_match(cx, l, rest, &mut found.to_vec(), f);
    let set = |key: &str| dims(l, key).is_some() || l.get(key).is_some();
    match cond {
        LaunchCond::AnySet(keys) => {
            if keys.iter().any(|k| set(k)) {
                next(found)
            }
        }
        LaunchCond::NotAllSet(keys) => {
            if !keys.iter().all(|k| set(k)) {
                next(found)
            }
        }
        LaunchCond::Enabled(key) => {
            if l.get(key).is_some_and(|v| v != 0) {
                next(found)
            }
        }
        LaunchCond::Equals { key, value } => {
            if l.get(key) == Some(i128::from(*value)) {
                next(found)
            }
        }
        LaunchCond::PartlyZero(key) => {
            if let Some(d) = dims(l, key) {
                let zero = d.contains(&Some(0));
                let non_zero = d.iter().any(|d| matches!(d, Some(v) if *v != 0));
                if zero && non_zero {
                    next(found)
                }
            }
        }
        LaunchCond::NotKernel => {
            if !cx.is_kernel() {
                next(found)
            }
        }
        LaunchCond::OnTarget { gate, .. } => {
            if support::gate_met(cx.env, *gate) {
                next(found)
            }
        }
        LaunchCond::DimsOutside { key, max, total } => {
            launch_dims(l, key, max, *total, &mut |k, v, m| {
                next(&with(
                    found,
                    &[
                        ("key", k.to_string()),
                        ("value", v.to_string()),
                        ("max", m.to_string()),
                        ("total", total.to_string()),
                    ],
                ))
            });
        }
        LaunchCond::ThreadsPerSmAbove { threads, per_sm } => {
            let Some(max) = support::target_id(cx.env)
                .and_then(|t| support::tables(cx.env).target(t).threads_per_sm)
            else {
                return;
            };
            let Some(blocks) = l.get(per_sm).filter(|b| *b > 0) else {
                return;
            };
            let Some(d) = dims(l, threads) else { return };
            let product: i128 = d.iter().map(|v| v.unwrap_or(1).max(1)).product();
            let total = product * blocks;
            if total > i128::from(max) {
                next(&with(
                    found,
                    &[
                        ("threads", product.to_string()),
                        ("blocks", blocks.to_string()),
                        ("total", total.to_string()),
                        ("max", max.to_string()),
                    ],
                ))
            }
        }
        LaunchCond::ValueOutside { key, min, max } => {
            let bounds = [("min", min.to_string()), ("max", max.to_string())];
            if let Some(v) = l.get(key) {
                if v < *min as i128 || v > *max as i128 {
                    let mut args = vec![("key", key.to_string()), ("value", v.to_string())];
                    args.extend(bounds.iter().cloned());
                    next(&with(found, &args));
                }
            }
            for (attr, value) in malformed(l, key) {
                let mut args = vec![("key", attr.to_string()), ("value", format!("{value:?}"))];
                args.extend(bounds.iter().cloned());
                next(&with(found, &args));
            }
        }
    }
}

/// [`LaunchInfo::dims`] without allocating: the `x`, `y`, `z` values of `prefix`, if any is set.
fn dims(l: &LaunchInfo, prefix: &str) -> Option<[Option<i128>; 3]> {
    let mut buf = [0u8; 64];
    let n = prefix.len();
    if n + 1 > buf.len() {
        return l.dims(prefix);
    }
    buf[..n].copy_from_slice(prefix.as_bytes());
    let d = [b'x', b'y', b'z'].map(|axis| {
        buf[n] = axis;
        std::str::from_utf8(&buf[..=n])
            .ok()
            .and_then(|key| l.get(key))
    });
    d.iter().any(Option::is_some).then_some(d)
}

/// Malformed `"nvvm.<key>"` attribute values: (attribute, value).
fn malformed<'l>(l: &'l LaunchInfo, key: &'l str) -> impl Iterator<Item = (&'l str, &'l str)> + 'l {
    l.malformed
        .iter()
        .filter(move |(a, _)| a.strip_prefix("nvvm.") == Some(key))
        .map(|(a, v)| (a.as_str(), v.as_str()))
}

/// Each dimension of `key` in `1..=max[i]`, their product at most `total`, and no malformed
/// attribute value; `report(key, value, max)` for each violation.
fn launch_dims(
    l: &LaunchInfo,
    key: &str,
    max: &[u32],
    total: u32,
    report: &mut dyn FnMut(&str, &str, &str),
) {
    let all_max = max.iter().map(u32::to_string).collect::<Vec<_>>().join("/");
    for (attr, value) in malformed(l, key) {
        report(attr, &format!("{value:?}"), &all_max);
    }
    let Some(dims) = dims(l, key) else { return };
    let mut in_range = true;
    for (i, (axis, d)) in ["x", "y", "z"].iter().zip(dims).enumerate() {
        let Some(v) = d else { continue };
        let Some(&limit) = max.get(i) else { continue };
        if v < 1 || v > limit as i128 {
            in_range = false;
            report(&format!("{key}{axis}"), &v.to_string(), &limit.to_string());
        }
    }
    let product = dims
        .iter()
        .map(|d| d.unwrap_or(1))
        .fold(1i128, |a, b| a.saturating_mul(b));
    if in_range && product > total as i128 {
        let value = dims
            .iter()
            .map(|d| d.unwrap_or(1).to_string())
            .collect::<Vec<_>>()
            .join(",");
        report(key, &value, &all_max);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(pairs: &[(&str, i128)], malformed: &[(&str, &str)]) -> LaunchInfo {
        LaunchInfo {
            values: pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
            malformed: malformed
                .iter()
                .map(|(a, v)| (a.to_string(), v.to_string()))
                .collect(),
        }
    }

    fn violations(l: &LaunchInfo) -> Vec<String> {
        let mut found = Vec::new();
        launch_dims(l, "maxntid", &[1024, 1024, 64], 1024, &mut |k, v, m| {
            found.push(format!("{k}={v}<={m}"))
        });
        found
    }

    #[test]
    fn launch_dimensions_are_bounded_each_and_in_total() {
        assert!(violations(&info(&[("maxntidx", 1024)], &[])).is_empty());
        assert!(violations(&info(&[("maxntidx", 32), ("maxntidy", 32)], &[])).is_empty());
        assert_eq!(
            violations(&info(&[("maxntidx", 1025)], &[])),
            ["maxntidx=1025<=1024"]
        );
        assert_eq!(
            violations(&info(&[("maxntidx", 0), ("maxntidz", 65)], &[])),
            ["maxntidx=0<=1024", "maxntidz=65<=64"]
        );
        assert_eq!(
            violations(&info(
                &[("maxntidx", 32), ("maxntidy", 32), ("maxntidz", 2)],
                &[]
            )),
            ["maxntid=32,32,2<=1024/1024/64"]
        );
        assert_eq!(
            violations(&info(&[], &[("nvvm.maxntid", "1;2")])),
            ["nvvm.maxntid=\"1;2\"<=1024/1024/64"]
        );
        assert!(violations(&info(&[], &[("nvvm.reqntid", "1;2")])).is_empty());
    }
}
