//! Bitcode detection and `llvm-dis` round trip (the round trip runs where
//! an `llvm-as` is installed; detection and refusal always run).

use ir::bitcode::{disassemble, is_bitcode, LLVM_DIS_NAMES};
use ir::parse_module;
use std::process::Command;

const MODULE: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine void @k(ptr addrspace(1) %p) {\n  store i32 1, ptr addrspace(1) %p, align 4\n  ret void\n}\n\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";

#[test]
fn text_is_not_bitcode() {
    assert!(!is_bitcode(MODULE.as_bytes()));
    assert!(!is_bitcode(b""));
}

#[test]
fn bitcode_round_trip_through_llvm_dis() {
    let dir = tempfile::tempdir().unwrap();
    let ll = dir.path().join("m.ll");
    let bc = dir.path().join("m.bc");
    std::fs::write(&ll, MODULE).unwrap();
    let assembled = ["llvm-as", "llvm-as-19", "llvm-as-14"].iter().any(|tool| {
        which::which(tool).is_ok()
            && Command::new(tool)
                .arg(&ll)
                .arg("-o")
                .arg(&bc)
                .status()
                .is_ok_and(|s| s.success())
    });
    if !assembled {
        // No LLVM here: disassembly of a non-existent file must still be a
        // clean error, never a panic.
        assert!(disassemble(&bc).is_err());
        return;
    }
    let bytes = std::fs::read(&bc).unwrap();
    assert!(is_bitcode(&bytes));
    let have_dis = LLVM_DIS_NAMES.iter().any(|t| which::which(t).is_ok());
    match disassemble(&bc) {
        Ok(text) => {
            assert!(have_dis);
            let m = parse_module(&text);
            assert!(m.errors.is_empty(), "{:?}", m.errors);
            assert!(m.function("k").is_some());
        }
        Err(msg) => {
            assert!(!have_dis, "llvm-dis is installed but failed: {msg}");
            assert!(msg.contains("llvm-dis"), "{msg}");
        }
    }
}
