//! The real modules in corpus/real/ were accepted by the real tools at the target named in
//! their file name (`x.sm_90a.ll`, `x.sm_80.O2.ll`): every llvm.nvvm.* intrinsic they call must
//! be known, and its family's target gate must accept that target at the PTX version the llvm
//! profile would assume (the module's `+ptxNN` target feature, else the target's minimum).

use std::collections::BTreeSet;
use std::path::Path;

use engine::rules::RuleSet;

/// Every corpus/real module named for a target (`x.sm_90a.ll`): file name, target, text.
fn real_modules() -> Vec<(String, String, String)> {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../corpus/real"));
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&dir).unwrap() {
            let f = f.unwrap().path();
            let file = f.file_name().unwrap().to_string_lossy().into_owned();
            if !file.ends_with(".ll") {
                continue;
            }
            let Some(target) = file.split('.').find(|s| s.starts_with("sm_")) else {
                continue;
            };
            let target = target.to_owned();
            out.push((file, target, std::fs::read_to_string(&f).unwrap()));
        }
    }
    out
}

#[test]
fn real_modules_pass_the_intrinsic_target_gates() {
    let rs = RuleSet::compiled();
    let mut failures = BTreeSet::new();
    let mut checked = 0;
    for (file, target, text) in real_modules() {
        let t = rs
            .parse_target(&target)
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let ptx = text
            .find("\"target-features\"=\"")
            .and_then(|i| text[i..].find("+ptx").map(|j| i + j + 4))
            .map(|i| {
                text[i..]
                    .chars()
                    .take_while(|c| c.is_ascii_digit())
                    .collect::<String>()
            })
            .and_then(|d| d.parse::<u32>().ok())
            .unwrap_or(rs.target(t).min_ptx);
        for (i, _) in text.match_indices("@llvm.nvvm.") {
            let name: String = text[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_')
                .collect();
            checked += 1;
            match rs.intrinsic_family(&name) {
                None => {
                    failures.insert(format!("{file}: {name} unknown"));
                }
                Some(fam) if !fam.gate.accepts(t) => {
                    failures.insert(format!(
                        "{file}: {name} ({}) needs {}",
                        fam.def.family,
                        fam.gate.describe()
                    ));
                }
                Some(fam) if !fam.gate.accepts_with_ptx(t, ptx) => {
                    failures.insert(format!(
                        "{file}: {name} ({}) needs {} (PTX {ptx})",
                        fam.def.family,
                        fam.gate.describe()
                    ));
                }
                Some(_) => {}
            }
        }
    }
    assert!(checked > 100, "{checked}");
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Every inline-asm string of corpus/real is read without a warning or an error of its own:
/// each instruction is a form `rules/ptx.ron` knows, available at the module's target and at
/// the PTX version its generator used (`ptx=` in the header for Triton, whose llir does not
/// carry it; else the module's `+ptxNN` or the target's minimum).
#[test]
fn real_modules_inline_ptx_is_known_and_available() {
    let mut failures = Vec::new();
    let (mut modules, mut instructions) = (0, 0);
    for (file, target, text) in real_modules() {
        let header = text.lines().next().unwrap_or("");
        let ptx = header
            .split_whitespace()
            .find_map(|w| w.strip_prefix("ptx="))
            .map(str::to_owned);
        for (i, _) in text.match_indices("asm ") {
            let rest = &text[i..];
            let Some(open) = rest.find('"') else { continue };
            let Some(len) = rest[open + 1..].find('"') else {
                continue;
            };
            instructions += engine::ir::asm::instructions(&rest[open + 1..open + 1 + len]).count();
        }
        let mut ws = engine::Workspace::new(engine::Options {
            target: Some(target.clone()),
            ptx,
            ..Default::default()
        })
        .unwrap();
        ws.set_file(&file, text.as_str());
        let report = ws.report(&file).unwrap();
        modules += 1;
        for d in &report.diagnostics {
            if d.diagnostic.code.to_string().starts_with("NV8") {
                failures.push(format!("{file}:{}: {}", d.line, d.diagnostic.message));
            }
        }
    }
    assert!(
        modules > 100 && instructions > 1000,
        "{modules} modules, {instructions} asm instructions"
    );
    assert!(failures.is_empty(), "{failures:#?}");
}
