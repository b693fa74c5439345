//! Running a tool with a wall-clock limit.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a tool run did.
#[derive(Clone, Debug)]
pub struct ToolRun {
    /// Exit status; `None` when killed by a signal (see `signal`) or by the timeout.
    pub code: Option<i32>,
    /// The signal that ended it (6 = SIGABRT, what LLVM's `report_fatal_error` raises).
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
}

impl ToolRun {
    pub fn success(&self) -> bool {
        self.code == Some(0)
    }
    /// LLVM aborts (exit 134 through a shell, SIGABRT directly).
    pub fn aborted(&self) -> bool {
        self.code == Some(134) || self.signal == Some(6)
    }
}

/// Runs `program args` with stdin closed; kills it after `timeout`.
pub fn run(program: &Path, args: &[String], timeout: Duration) -> std::io::Result<ToolRun> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut out_pipe = child.stdout.take();
    let mut err_pipe = child.stderr.take();
    let out_t = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(p) = out_pipe.as_mut() {
            let _ = p.read_to_end(&mut s);
        }
        s
    });
    let err_t = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(p) = err_pipe.as_mut() {
            let _ = p.read_to_end(&mut s);
        }
        s
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(st) = child.try_wait()? {
            break st;
        }
        if start.elapsed() > timeout {
            timed_out = true;
            let _ = child.kill();
            break child.wait()?;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let stdout = String::from_utf8_lossy(&out_t.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&err_t.join().unwrap_or_default()).into_owned();
    #[cfg(unix)]
    let signal = std::os::unix::process::ExitStatusExt::signal(&status);
    #[cfg(not(unix))]
    let signal = None;
    Ok(ToolRun {
        code: status.code(),
        signal,
        timed_out,
        stdout,
        stderr,
    })
}
