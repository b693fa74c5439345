//! The inline-asm reader on arbitrary bytes as the raw (still escaped) string, then the whole
//! inline-PTX check on a module that carries those bytes as an `asm` string.
#![no_main]

use engine::ir::asm::instructions;
use engine::{Options, Workspace};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else {
        return;
    };
    let raw = String::from_utf8_lossy(rest);
    let raw = raw.as_ref();
    let mut prev_end = 0;
    let mut n = 0;
    for ins in instructions(raw) {
        n += 1;
        let end = ins.offset + ins.opcode.len();
        assert!(ins.offset >= prev_end, "instructions overlap or go backwards");
        assert_eq!(&raw[ins.offset..end], ins.opcode, "opcode is not its own slice");
        assert!(!ins.opcode.is_empty());
        assert!(ins
            .opcode
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b':')));
        assert_eq!(ins.operands_offset, end);
        assert_eq!(
            &raw[ins.operands_offset..ins.operands_offset + ins.operands.len()],
            ins.operands
        );
        prev_end = ins.operands_offset + ins.operands.len();
    }
    assert!(n <= raw.len(), "more instructions than bytes");
    assert_eq!(instructions(raw).count(), n, "not deterministic");

    // The same bytes inside a module: a `"` or a newline would end the string early, so they
    // are written as LLVM escapes (the reader sees what the parser keeps).
    let mut lit = String::with_capacity(raw.len());
    for c in raw.chars() {
        match c {
            '"' => lit.push_str("\\22"),
            '\n' => lit.push_str("\\0A"),
            '\r' => lit.push_str("\\0D"),
            c => lit.push(c),
        }
    }
    let module = format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(i32 %x) {{\n  call void asm sideeffect \"{lit}\", \"r\"(i32 %x)\n  ret void\n}}\n"
    );
    let target = ["sm_75", "sm_89", "sm_90a", "sm_100a", "sm_120"][(sel % 5) as usize];
    let options = Options {
        target: Some(target.to_owned()),
        profile: Some(if sel & 8 == 0 { "llvm" } else { "nvvm" }.to_owned()),
        ptx: (sel & 16 != 0).then(|| "7.0".to_owned()),
        ..Options::default()
    };
    let Ok(mut ws) = Workspace::new(options) else {
        return;
    };
    ws.set_file("a.ll", module.as_str());
    let report = ws.report("a.ll").expect("open");
    nvverify_fuzz::assert_positions_inside(&module, &report);
});
