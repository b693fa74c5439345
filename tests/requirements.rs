//! `nvverify requirements`: on every module from a real generator the lowest target of the
//! generator's kind is at or below the one it compiled for, the generator's own target accepts
//! the module, and the module verifies clean at the reported target with the reported PTX
//! version (`--ptx`);
//! plus the command's verdicts, exit statuses and bad input.

mod common;

use std::path::Path;

use engine::diag::Severity;
use engine::rules::{RuleSet, Variant};
use engine::{Options, Workspace};

/// `target=sm_XX` of a corpus module's first line.
fn generator_target(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let first = text.lines().next().unwrap_or("");
    first
        .split_whitespace()
        .find_map(|word| word.strip_prefix("target="))
        .unwrap_or_else(|| panic!("{}: no target= on line 1", path.display()))
        .to_string()
}

fn kind_name(kind: Variant) -> &'static str {
    engine::requirements::kind_name(kind)
}

#[test]
fn every_real_module_needs_at_most_its_generators_target() {
    let set = RuleSet::compiled();
    let mut modules: Vec<_> = ["clang19", "numba", "triton"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(common::root().join("corpus/real").join(dir)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    modules.sort();
    assert!(modules.len() >= 60, "{} modules", modules.len());
    let mut checked = 0;
    for module in &modules {
        let generator = generator_target(module);
        let own = set.parse_target(&generator).unwrap();
        let kind = set.target(own).variant;
        let path = module.to_str().unwrap();
        let out = common::run(&[
            "requirements",
            "--format",
            "json",
            "--targets",
            &generator,
            path,
        ]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{path}: {}",
            common::stderr(&out)
        );
        let json = common::json(&out);
        let file = &json["files"][0];
        assert_eq!(file["module_errors"].as_array().unwrap().len(), 0, "{path}");
        assert_eq!(file["targets"][0]["accepted"], true, "{path}: {file}");
        let lowest = file["lowest"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["kind"] == kind_name(kind))
            .unwrap();
        let target = lowest["target"]
            .as_str()
            .unwrap_or_else(|| panic!("{path}: no {} target: {lowest}", kind_name(kind)));
        let reported = set.parse_target(target).unwrap();
        assert!(
            set.target(reported).sm <= set.target(own).sm,
            "{path}: lowest {target} above the generator's {generator}"
        );
        assert_eq!(set.target(reported).variant, kind, "{path}: {target}");
        // The module verifies clean at the reported target with the reported PTX version.
        let ptx = lowest["ptx"].as_str().unwrap().to_string();
        let mut workspace = Workspace::new(Options {
            target: Some(target.to_string()),
            ptx: Some(ptx.clone()),
            ..Options::default()
        })
        .unwrap();
        workspace.set_file(path, std::fs::read_to_string(module).unwrap());
        let report = workspace.report(path).unwrap();
        let errors: Vec<String> = report
            .diagnostics
            .iter()
            .filter(|l| l.diagnostic.severity == Severity::Error)
            .map(|l| format!("{}:{} {}", l.line, l.diagnostic.code, l.diagnostic.message))
            .collect();
        assert!(
            errors.is_empty(),
            "{path} at {target} with PTX {ptx}: {errors:?}"
        );
        checked += 1;
    }
    assert_eq!(checked, modules.len());
}

#[test]
fn a_fat_binary_list_says_which_targets_accept_and_why_not() {
    let path = "corpus/real/clang19/hopper.sm_90a.O2.ll";
    let out = common::run(&[
        "requirements",
        "--format",
        "json",
        "--targets",
        "sm_80,sm_90a",
        path,
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", common::stderr(&out));
    let json = common::json(&out);
    let targets = json["files"][0]["targets"].as_array().unwrap();
    assert_eq!(targets[0]["target"], "sm_80");
    assert_eq!(targets[0]["accepted"], false);
    let sites = targets[0]["sites"].as_array().unwrap();
    assert!(!sites.is_empty());
    // The cluster barrier intrinsics need sm_90; the inline wgmma and setmaxnreg need sm_90a.
    assert!(
        sites
            .iter()
            .all(|s| s["code"] == "NV4001" || s["code"] == "NV8001"),
        "{sites:?}"
    );
    assert!(sites.iter().any(|s| s["code"] == "NV8001"), "{sites:?}");
    assert_eq!(targets[1]["accepted"], true);
    assert_eq!(targets[1]["ptx"], "8.0");
    let human = common::run(&["requirements", "--targets", "sm_80", path]);
    let text = common::stdout(&human);
    // No base or family target has wgmma: only sm_90a accepts the module.
    assert!(
        text.contains("lowest sm_XX   none: no base target accepts the module"),
        "{text}"
    );
    assert!(
        text.contains("lowest sm_XXa  sm_90a with PTX 8.0"),
        "{text}"
    );
    assert!(
        text.contains("`wgmma.fence.sync.aligned` requires sm_90a"),
        "{text}"
    );
    assert!(text.contains("sm_80: rejects"), "{text}");
}

#[test]
fn bad_input_is_a_usage_failure() {
    let unknown = common::run(&["requirements", "--targets", "sm_999", "corpus/examples"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        common::stderr(&unknown).contains("sm_999"),
        "{}",
        common::stderr(&unknown)
    );
    let missing = common::run(&["requirements", "no/such/file.ll"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(common::stderr(&missing).contains("no/such/file.ll"));
    let profile = common::run(&["requirements", "--profile", "nope", "corpus/examples"]);
    assert_eq!(profile.status.code(), Some(2));
}
