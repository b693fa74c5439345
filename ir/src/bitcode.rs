//! LLVM bitcode detection and disassembly through `llvm-dis`.

use std::path::Path;
use std::process::Command;

/// Raw bitcode magic `BC\xC0\xDE`.
const RAW_MAGIC: [u8; 4] = [b'B', b'C', 0xC0, 0xDE];
/// Bitcode wrapper header magic 0x0B17C0DE, little-endian on disk.
const WRAPPER_MAGIC: [u8; 4] = [0xDE, 0xC0, 0x17, 0x0B];

/// True if `bytes` start with LLVM bitcode (raw or wrapped).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(&RAW_MAGIC) || bytes.starts_with(&WRAPPER_MAGIC)
}

/// Tool names tried in order.
pub const LLVM_DIS_NAMES: [&str; 3] = ["llvm-dis", "llvm-dis-19", "llvm-dis-14"];

/// Disassembles the bitcode file at `path` to text with an `llvm-dis`
/// found on `PATH`. Every installed candidate is tried in order until one
/// succeeds: an old `llvm-dis` (e.g. LLVM 14) cannot read newer bitcode
/// with opaque pointers, while a newer one can. Errors are human-readable
/// refusals.
pub fn disassemble(path: &Path) -> Result<String, String> {
    let tools: Vec<_> = LLVM_DIS_NAMES
        .iter()
        .filter_map(|n| which::which(n).ok())
        .collect();
    if tools.is_empty() {
        return Err(format!(
            "{} is LLVM bitcode, but no llvm-dis ({}) was found on PATH; \
             disassemble it to .ll text first (llvm-dis file.bc -o file.ll)",
            path.display(),
            LLVM_DIS_NAMES.join(", ")
        ));
    }
    let mut failures = Vec::new();
    for tool in &tools {
        match run_dis(tool, path) {
            Ok(text) => return Ok(text),
            Err(e) => failures.push(e),
        }
    }
    Err(failures.join("; "))
}

fn run_dis(tool: &Path, path: &Path) -> Result<String, String> {
    let out = Command::new(tool)
        .arg(path)
        .arg("-o")
        .arg("-")
        .output()
        .map_err(|e| format!("could not run {}: {e}", tool.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} failed on {}: {}",
            tool.display(),
            path.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    String::from_utf8(out.stdout)
        .map_err(|_| format!("{} produced non-UTF-8 output", tool.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic() {
        assert!(is_bitcode(b"BC\xC0\xDE\x35\x14"));
        assert!(is_bitcode(&[0xDE, 0xC0, 0x17, 0x0B, 0, 0]));
        assert!(!is_bitcode(b"; ModuleID"));
        assert!(!is_bitcode(b"BC"));
    }

    #[test]
    fn missing_file_is_an_error_not_a_panic() {
        let r = disassemble(Path::new("/nonexistent/definitely/missing.bc"));
        assert!(r.is_err());
    }
}
