//! `opt -passes=verify` (Debian's LLVM 19 and 22) as the judge of IR validity in modern IR:
//! LLVM's parser and `Verifier`, nothing NVPTX-specific. Its verdict is its exit status
//! (refuses ⇔ status ≠ 0); its first error line is the message compared with nvverify's.
//! `llvm-as` of the same version runs the same parser and verifier, so it stands in when
//! `opt` is missing.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{process, Verdict};

/// Which binary verifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// `opt -passes=verify -disable-output FILE`.
    Opt,
    /// `llvm-as -o /dev/null FILE` (verifies by default).
    LlvmAs,
}

/// One verifier binary of a known LLVM major version.
#[derive(Clone, Debug)]
pub struct Opt {
    pub path: PathBuf,
    pub llvm: u32,
    pub tool: Tool,
    pub timeout: Duration,
}

impl Opt {
    pub fn new(path: &Path, llvm: u32, tool: Tool) -> Opt {
        Opt {
            path: path.to_path_buf(),
            llvm,
            tool,
            timeout: Duration::from_secs(60),
        }
    }

    /// Verifies `text` (written to `dir/input.ll`).
    pub fn verify(&self, text: &str, dir: &Path) -> Verdict {
        let file = dir.join("input.ll");
        if let Err(e) = std::fs::write(&file, text) {
            return Verdict::Unusable(format!("cannot write {}: {e}", file.display()));
        }
        let f = file.display().to_string();
        let args: Vec<String> = match self.tool {
            Tool::Opt => vec!["-passes=verify".into(), "-disable-output".into(), f],
            Tool::LlvmAs => vec!["-o".into(), "/dev/null".into(), f],
        };
        let r = match process::run(&self.path, &args, self.timeout) {
            Ok(r) => r,
            Err(e) => return Verdict::Unusable(format!("cannot run {}: {e}", self.path.display())),
        };
        if r.timed_out {
            return Verdict::Unusable(format!(
                "{} timed out after {} s",
                self.path.display(),
                self.timeout.as_secs()
            ));
        }
        if r.success() {
            return Verdict::Accept;
        }
        let mut msgs = messages(&r.stderr);
        if r.code.is_none() {
            // Killed by a signal. opt-22 aborts after printing the Verifier's message on some
            // modules with debug info (a broken phi in Triton's llir): that is a refusal with
            // its message; a crash with no message says nothing about the module.
            if msgs.is_empty() {
                return Verdict::Unusable(format!(
                    "{} crashed (signal {:?}) without a message",
                    self.path.display(),
                    r.signal
                ));
            }
            msgs.push(format!("(then crashed: signal {:?})", r.signal));
        }
        if msgs.is_empty() {
            msgs.push(format!("exit status {:?}", r.code));
        }
        Verdict::Reject(msgs)
    }
}

/// The error messages of a failed verification, first first, without the tool's name, file
/// and position. A parse error is one line (`opt: FILE:L:C: error: MSG`, then the source line
/// and a caret); a verifier failure prints its messages unindented, each followed by indented
/// context, and ends with `error: input module is broken!`.
pub fn messages(stderr: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in stderr.lines() {
        if line.trim().is_empty() || line.starts_with(' ') || line.starts_with('\t') {
            continue;
        }
        if let Some(i) = line.find(": error: ") {
            let m = line[i + ": error: ".len()..].trim();
            if m == "input module is broken!" {
                break;
            }
            // A parse error: only its own line is a message (the source line follows).
            out.push(m.to_string());
            break;
        }
        if line.contains(": warning: ") || line.starts_with("warning: ") {
            continue;
        }
        out.push(line.trim().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_error_gives_its_message_only() {
        let e = "/usr/lib/llvm-19/bin/opt: /tmp/x/input.ll:8:7: error: value doesn't match function result type 'ptr'\n  ret i32 %x\n      ^\n";
        assert_eq!(
            messages(e),
            vec!["value doesn't match function result type 'ptr'"]
        );
        // A source line that starts in column 1 is not taken for a message.
        let e = "opt: input.ll:4:1: error: expected instruction opcode\nnext:\n^\n";
        assert_eq!(messages(e), vec!["expected instruction opcode"]);
    }

    #[test]
    fn verifier_messages_come_without_context() {
        let e = "Instruction does not dominate all uses!\n  %w = fadd float %m, 1.000000e+00\n  %z = fadd float %w, 1.000000e+00\nPHI nodes not grouped at top of basic block!\n  %p = phi i32 [ 0, %a ]\nlabel %b\n/usr/lib/llvm-22/bin/opt: /tmp/x/input.ll: error: input module is broken!\n";
        let m = messages(e);
        assert_eq!(m[0], "Instruction does not dominate all uses!");
        assert_eq!(m[1], "PHI nodes not grouped at top of basic block!");
        assert!(!m.iter().any(|x| x.contains("broken")));
    }
}
