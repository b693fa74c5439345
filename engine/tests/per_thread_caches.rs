//! The per-thread caches of the call checks (verdicts per intrinsic name, inline-asm strings
//! that raised nothing) belong to one configuration: checking the same text under another
//! target on the same thread must give that configuration's own answer.

use engine::{Options, Workspace};

fn codes(target: &str, text: &str) -> Vec<String> {
    let mut ws = Workspace::new(Options {
        target: Some(target.to_owned()),
        profile: Some("llvm".to_owned()),
        // One PTX version for every target, so that only the target tells the runs apart.
        ptx: Some("7.0".to_owned()),
        ..Options::default()
    })
    .unwrap();
    ws.set_file("m.ll", text);
    ws.report("m.ll")
        .unwrap()
        .diagnostics
        .iter()
        .map(|d| d.diagnostic.code.to_string())
        .collect()
}

const BF16_ASM: &str = r#"target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float %x) {
entry:
  %h = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %x)
  %g = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %x)
  ret void
}
"#;

#[test]
fn an_asm_string_clean_at_one_target_is_checked_again_at_another() {
    assert!(codes("sm_80", BF16_ASM).is_empty());
    assert_eq!(codes("sm_75", BF16_ASM), ["NV8001", "NV8001"]);
    assert!(codes("sm_80", BF16_ASM).is_empty());
}

/// Functions whose types alternate, two alike in a row: whether a function holds a type a rule
/// asks for is kept for the next function with the same types (`InstructionBase::held_in`), and
/// must be worked out again when the types change.
const TYPES_IN_TURN: &str = r#"target triple = "nvptx64-nvidia-cuda"

define void @a(float %x) {
  %y = fadd float %x, %x
  ret void
}

define void @b(fp128 %x) {
  %y = fadd fp128 %x, %x
  ret void
}

define void @b2(fp128 %x) {
  %y = fadd fp128 %x, %x
  ret void
}

define void @c(float %x) {
  %y = fadd float %x, %x
  ret void
}

define void @c2(float %x) {
  %y = fadd float %x, %x
  ret void
}
"#;

#[test]
fn a_type_held_is_worked_out_again_when_the_types_change() {
    let mut ws = Workspace::new(Options {
        target: Some("sm_90".to_owned()),
        profile: Some("llvm".to_owned()),
        ..Options::default()
    })
    .unwrap();
    ws.set_file("m.ll", TYPES_IN_TURN);
    let report = ws.report("m.ll").unwrap();
    let fired: Vec<(String, u32)> = report
        .diagnostics
        .iter()
        .map(|d| (d.diagnostic.code.to_string(), d.line))
        .collect();
    // NV6052 (arithmetic on fp128) on @b's and @b2's `fadd` only.
    assert_eq!(fired, [("NV6052".to_owned(), 9), ("NV6052".to_owned(), 14)]);
}
