//! New rules are rows of data: a copy of `rules/` with an instruction rule, a function rule, a
//! global rule and a launch-property relation added (no Rust change), used through
//! `--rules DIR`. Each new rule fires on its fixture and stays quiet on the near miss.

use std::path::Path;
use std::process::Command;

fn copy_rules(to: &Path) {
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("rules");
    for entry in std::fs::read_dir(&from).unwrap() {
        let p = entry.unwrap().path();
        if p.extension().is_some_and(|e| e == "ron") {
            std::fs::copy(&p, to.join(p.file_name().unwrap())).unwrap();
        }
    }
}

fn record(code: &str, name: &str, message: &str, check: &str) -> String {
    format!(
        r#"    (
      code: "{code}",
      name: "{name}",
      severity: Error,
      summary: "A rule added as data by a test",
      rationale: "The test shows a rule is a row.",
      message: "{message}",
      profiles: ["llvm"],
      evidence: [SpecOnly("seeds/001_4d7a2b6e15f028f8.txt")],
      check: {check},
    ),
"#
    )
}

/// Inserts `records` at the start of the `rules:` list of `file`.
fn add_rules(dir: &Path, file: &str, records: &[String]) {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let at = text.find("rules: [").expect("rules section") + "rules: [".len();
    let mut new = text[..at].to_string();
    new.push('\n');
    for r in records {
        new.push_str(r);
    }
    new.push_str(&text[at..]);
    std::fs::write(&path, new).unwrap();
}

const HEAD: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n";

/// The codes `nvverify check --rules DIR` reports on `body`.
fn codes(rules: &Path, dir: &Path, name: &str, body: &str) -> Vec<String> {
    let file = dir.join(name);
    std::fs::write(&file, format!("{HEAD}{body}")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nvverify"))
        .args([
            "check",
            "--format",
            "json",
            "--target",
            "sm_90",
            "--profile",
            "llvm",
        ])
        .arg("--rules")
        .arg(rules)
        .arg(&file)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    json["files"][0]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn new_rules_of_each_kind_fire_and_stay_quiet_on_their_near_misses() {
    let tmp = tempfile::tempdir().unwrap();
    let rules = tmp.path().join("rules");
    std::fs::create_dir(&rules).unwrap();
    copy_rules(&rules);
    add_rules(
        &rules,
        "instructions.ron",
        &[record(
            "NV6901",
            "store-to-shared",
            "store into addrspace({addrspace}) in `{function}`",
            r#"Instruction(opcodes: ["store"], when: [AddrSpaceIn([3])])"#,
        )],
    );
    add_rules(
        &rules,
        "functions.ron",
        &[
            record(
                "NV3901",
                "noinline-kernel",
                "kernel `{function}` is {attribute}",
                r#"Function([Kernel, Attribute(["noinline"])])"#,
            ),
            record(
                "NV3902",
                "maxnreg-with-minctasm",
                "`{function}` has both maxnreg and minctasm",
                r#"Launch([AnySet(["maxnreg"]), AnySet(["minctasm"])])"#,
            ),
        ],
    );
    add_rules(
        &rules,
        "globals.ron",
        &[record(
            "NV2901",
            "internal-global-variable",
            "`{global}` is {linkage} in addrspace({addrspace})",
            r#"Global(of: [Variable], when: [AddrSpaceIn([1]), Linkage("internal")])"#,
        )],
    );
    let dir = tmp.path();
    let has = |v: &[String], c: &str| v.iter().any(|x| x == c);

    let fire = codes(&rules, dir, "store.ll", "@s = addrspace(3) global i32 undef\n\ndefine void @f() {\n  store i32 1, ptr addrspace(3) @s\n  ret void\n}\n");
    let miss = codes(&rules, dir, "store_ok.ll", "@g = addrspace(1) global i32 0\n\ndefine void @f() {\n  store i32 1, ptr addrspace(1) @g\n  ret void\n}\n");
    assert!(
        has(&fire, "NV6901") && !has(&miss, "NV6901"),
        "{fire:?} {miss:?}"
    );

    let fire = codes(
        &rules,
        dir,
        "kernel.ll",
        "define ptx_kernel void @k() noinline {\n  ret void\n}\n",
    );
    let miss = codes(
        &rules,
        dir,
        "device.ll",
        "define void @d() noinline {\n  ret void\n}\n",
    );
    assert!(
        has(&fire, "NV3901") && !has(&miss, "NV3901"),
        "{fire:?} {miss:?}"
    );

    let fire = codes(&rules, dir, "launch.ll", "define ptx_kernel void @k() #0 {\n  ret void\n}\n\nattributes #0 = { \"nvvm.maxnreg\"=\"64\" \"nvvm.minctasm\"=\"2\" }\n");
    let miss = codes(&rules, dir, "launch_ok.ll", "define ptx_kernel void @k() #0 {\n  ret void\n}\n\nattributes #0 = { \"nvvm.maxnreg\"=\"64\" }\n");
    assert!(
        has(&fire, "NV3902") && !has(&miss, "NV3902"),
        "{fire:?} {miss:?}"
    );

    let fire = codes(
        &rules,
        dir,
        "global.ll",
        "@g = internal addrspace(1) global i32 0\n",
    );
    let miss = codes(
        &rules,
        dir,
        "global_ok.ll",
        "@g = addrspace(1) global i32 0\n",
    );
    assert!(
        has(&fire, "NV2901") && !has(&miss, "NV2901"),
        "{fire:?} {miss:?}"
    );
}
