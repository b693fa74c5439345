//! LLVM 23 as a consumer generation: its intrinsics (`llvm.nvvm.fadd.*`, NV4006 below 23) and
//! its IR syntax (the special FP literals of Triton 3.9 and XLA) — `--llvm`, `!llvm.ident` and
//! the default (the newest: 23).

mod common;

use common::{codes, json, run};

/// XLA's rounding-mode add, its argument commented as XLA writes it; `IDENT` is replaced.
const FADD: &str = r#"target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p, float %a, float %b) {
  %r = call float @llvm.nvvm.fadd.f32(float %a, float %b, i32 /* rnd=rz */ 0)
  %m = call float @llvm.maxnum.f32(float %r, float -inf)
  %q = select i1 true, float %m, float +qnan
  store float %q, ptr addrspace(1) %p
  ret void
}

declare float @llvm.nvvm.fadd.f32(float, float, i32 immarg range(i32 0, 4))
declare float @llvm.maxnum.f32(float, float)
IDENT"#;

fn found(ident: &str, args: &[&str]) -> Vec<(String, u64)> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fadd.ll");
    std::fs::write(&path, FADD.replace("IDENT", ident)).unwrap();
    let mut all = vec!["check", "--format", "json", "--target", "sm_90a"];
    all.extend_from_slice(args);
    all.push(path.to_str().unwrap());
    codes(&json(&run(&all)))
}

const CLANG23: &str = "!llvm.ident = !{!0}\n!0 = !{!\"clang version 23.0.0git\"}\n";
const CLANG22: &str = "!llvm.ident = !{!0}\n!0 = !{!\"clang version 22.1.8\"}\n";

#[test]
fn an_llvm23_intrinsic_is_known_to_llvm23_only() {
    assert_eq!(found("", &["--llvm", "23"]), vec![]);
    assert_eq!(found("", &["--llvm", "22"]), vec![("NV4006".into(), 5)]);
    assert_eq!(found("", &["--llvm", "19"]), vec![("NV4006".into(), 5)]);
}

#[test]
fn the_ident_names_the_generation_and_the_newest_is_the_default() {
    assert_eq!(found(CLANG23, &[]), vec![]);
    assert_eq!(found(CLANG22, &[]), vec![("NV4006".into(), 5)]);
    assert_eq!(found("", &[]), vec![], "no ident: the newest, 23");
    assert_eq!(found(CLANG22, &["--llvm", "23"]), vec![], "--llvm wins");
}

#[test]
fn the_unknown_intrinsic_warning_stays_for_names_no_llvm_has() {
    let text = FADD.replace("llvm.nvvm.fadd.f32", "llvm.nvvm.fsub.f32");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fsub.ll");
    std::fs::write(&path, text.replace("IDENT", "")).unwrap();
    let out = run(&[
        "check",
        "--format",
        "json",
        "--llvm",
        "23",
        path.to_str().unwrap(),
    ]);
    assert_eq!(codes(&json(&out)), vec![("NV4004".into(), 5)]);
}
