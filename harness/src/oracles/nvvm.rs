//! libNVVM loaded at run time with `libloading`: one loaded library per CUDA version.

use std::ffi::{c_char, c_int, c_void, CString};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use libloading::Library;

type Program = *mut c_void;
type FnCreate = unsafe extern "C" fn(*mut Program) -> c_int;
type FnDestroy = unsafe extern "C" fn(*mut Program) -> c_int;
type FnAdd = unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> c_int;
type FnRun = unsafe extern "C" fn(Program, c_int, *const *const c_char) -> c_int;
type FnSize = unsafe extern "C" fn(Program, *mut usize) -> c_int;
type FnGet = unsafe extern "C" fn(Program, *mut c_char) -> c_int;
type FnVersion = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;

/// `nvvmResult` codes.
pub const NVVM_SUCCESS: i32 = 0;
pub const NVVM_ERROR_IR_VERSION_MISMATCH: i32 = 3;
pub const NVVM_ERROR_INVALID_IR: i32 = 6;
pub const NVVM_ERROR_INVALID_OPTION: i32 = 7;
pub const NVVM_ERROR_COMPILATION: i32 = 9;

struct Api {
    create: FnCreate,
    destroy: FnDestroy,
    add: FnAdd,
    verify: FnRun,
    compile: FnRun,
    log_size: FnSize,
    log: FnGet,
    result_size: FnSize,
    result: FnGet,
}

/// One libNVVM loaded into this process (the worker side; see [`Nvvm`] for the client).
pub struct NvvmLib {
    pub path: PathBuf,
    /// `nvvmVersion` (major, minor).
    pub api_version: (i32, i32),
    /// The CUDA major version (13, 12), from the PTX `.version` it emits.
    pub cuda_major: u32,
    /// The PTX ISA version it emits (`9.5`, `8.8`).
    pub ptx_version: String,
    api: Api,
    /// Calls are serialised: one program at a time per library.
    lock: Mutex<()>,
    _lib: Library,
}

/// What one libNVVM run did.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct NvvmRun {
    /// `add`, `verify` or `compile`: the last stage run.
    pub stage: String,
    pub rc: i32,
    pub log: String,
    /// The PTX, after a successful compile.
    pub ptx: Option<String>,
}

impl NvvmRun {
    pub fn ok(&self) -> bool {
        self.rc == NVVM_SUCCESS
    }
}

/// Which libNVVM entry point to judge with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NvvmMode {
    Verify,
    Compile,
}

const PROBE_KERNEL: &str = "target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\ndefine void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{void ()* @k, !\"kernel\", i32 1}\n!nvvmir.version = !{!1}\n!1 = !{i32 2, i32 0}\n";

impl NvvmLib {
    /// Loads the library and probes its version by compiling a trivial kernel.
    pub fn load(path: &Path) -> Result<NvvmLib, String> {
        // SAFETY: loading libNVVM runs its initialisers, which have no preconditions.
        let lib = unsafe { Library::new(path) }
            .map_err(|e| format!("cannot load {}: {e}", path.display()))?;
        macro_rules! sym {
            ($name:literal, $ty:ty) => {{
                // SAFETY: the symbol has this C signature in nvvm.h.
                let s: libloading::Symbol<$ty> = unsafe { lib.get($name) }.map_err(|e| {
                    format!("{}: missing {}: {e}", path.display(), stringify!($name))
                })?;
                *s
            }};
        }
        let api = Api {
            create: sym!(b"nvvmCreateProgram\0", FnCreate),
            destroy: sym!(b"nvvmDestroyProgram\0", FnDestroy),
            add: sym!(b"nvvmAddModuleToProgram\0", FnAdd),
            verify: sym!(b"nvvmVerifyProgram\0", FnRun),
            compile: sym!(b"nvvmCompileProgram\0", FnRun),
            log_size: sym!(b"nvvmGetProgramLogSize\0", FnSize),
            log: sym!(b"nvvmGetProgramLog\0", FnGet),
            result_size: sym!(b"nvvmGetCompiledResultSize\0", FnSize),
            result: sym!(b"nvvmGetCompiledResult\0", FnGet),
        };
        let version: FnVersion = sym!(b"nvvmVersion\0", FnVersion);
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two valid out-pointers.
        unsafe { version(&mut major, &mut minor) };
        let mut nvvm = NvvmLib {
            path: path.to_path_buf(),
            api_version: (major, minor),
            cuda_major: 0,
            ptx_version: String::new(),
            api,
            lock: Mutex::new(()),
            _lib: lib,
        };
        let run = nvvm.run(
            PROBE_KERNEL.as_bytes(),
            "probe",
            &["-arch=compute_75".into()],
            NvvmMode::Compile,
        );
        let ptx = run.ptx.ok_or_else(|| {
            format!(
                "{}: the probe kernel did not compile: {}",
                path.display(),
                run.log
            )
        })?;
        let v = ptx
            .lines()
            .find_map(|l| l.trim().strip_prefix(".version "))
            .map(|v| v.trim().to_string())
            .ok_or_else(|| format!("{}: no .version in the probe PTX", path.display()))?;
        let major_ptx: u32 = v
            .split('.')
            .next()
            .and_then(|m| m.parse().ok())
            .unwrap_or(0);
        // PTX 9.x is CUDA 13, PTX 8.x is CUDA 12.
        nvvm.cuda_major = major_ptx + 4;
        nvvm.ptx_version = v;
        Ok(nvvm)
    }

    /// Adds `text` as one module and verifies or compiles it with `options`.
    pub fn run(&self, text: &[u8], name: &str, options: &[String], mode: NvvmMode) -> NvvmRun {
        let _guard = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        let opts: Vec<CString> = options
            .iter()
            .map(|o| CString::new(o.as_str()).unwrap_or_default())
            .collect();
        let opt_ptrs: Vec<*const c_char> = opts.iter().map(|c| c.as_ptr()).collect();
        let cname = CString::new(name).unwrap_or_default();
        let api = &self.api;
        let mut prog: Program = std::ptr::null_mut();
        // SAFETY: the calls follow nvvm.h: a program is created, used and destroyed here, every
        // buffer passed in outlives the call, every buffer read back is sized by the library.
        unsafe {
            let rc = (api.create)(&mut prog);
            if rc != 0 {
                return NvvmRun {
                    stage: "create".into(),
                    rc,
                    log: "nvvmCreateProgram failed".into(),
                    ptx: None,
                };
            }
            let mut stage = "add";
            let mut rc = (api.add)(
                prog,
                text.as_ptr() as *const c_char,
                text.len(),
                cname.as_ptr(),
            );
            if rc == 0 {
                stage = match mode {
                    NvvmMode::Verify => "verify",
                    NvvmMode::Compile => "compile",
                };
                let f = match mode {
                    NvvmMode::Verify => api.verify,
                    NvvmMode::Compile => api.compile,
                };
                rc = f(prog, opt_ptrs.len() as c_int, opt_ptrs.as_ptr());
            }
            let log = self.read(prog, api.log_size, api.log);
            let ptx = if rc == 0 && mode == NvvmMode::Compile {
                Some(self.read(prog, api.result_size, api.result))
            } else {
                None
            };
            (api.destroy)(&mut prog);
            NvvmRun {
                stage: stage.to_string(),
                rc,
                log: log.trim().to_string(),
                ptx,
            }
        }
    }

    /// Reads a NUL-terminated buffer (log or result) of the size the library reports.
    unsafe fn read(&self, prog: Program, size: FnSize, get: FnGet) -> String {
        let mut n: usize = 0;
        if size(prog, &mut n) != 0 || n == 0 {
            return String::new();
        }
        let mut buf = vec![0u8; n + 1];
        if get(prog, buf.as_mut_ptr() as *mut c_char) != 0 {
            return String::new();
        }
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        String::from_utf8_lossy(&buf[..end]).into_owned()
    }
}

/// libNVVM's error records: a record starts at a line beginning with `error:`/`warning:` (or
/// at the first line), continuation lines (`context:` dumps, the message after a location
/// header) are joined to it. Records whose header says `Warning:` are dropped.
pub fn log_errors(log: &str) -> Vec<String> {
    let mut records: Vec<Vec<String>> = Vec::new();
    for raw in log.lines() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let lower = line.to_ascii_lowercase();
        let starts =
            lower.starts_with("error:") || lower.starts_with("warning:") || records.is_empty();
        if starts {
            records.push(vec![line.to_string()]);
        } else if let Some(r) = records.last_mut() {
            r.push(line.to_string());
        }
    }
    records
        .into_iter()
        .filter(|r| {
            let head = r[0].to_ascii_lowercase();
            !(head.starts_with("warning:") || head.starts_with("error: warning:"))
        })
        .map(|r| {
            let (ctx, msg): (Vec<String>, Vec<String>) = r
                .into_iter()
                .partition(|l| l.to_ascii_lowercase().starts_with("context:"));
            let mut m = msg.join(" ");
            if !ctx.is_empty() {
                m.push_str(&format!(" [{}]", ctx.join(" ")));
            }
            m
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_keeps_errors_and_context() {
        let log = "warning: x is not supported\nerror: Error: : Function `f': naked function attribute is not supported.\n\n";
        assert_eq!(
            log_errors(log),
            vec!["error: Error: : Function `f': naked function attribute is not supported."]
        );
        let log = "error: Error: :  Function `k' Basic Block `':\ncontext:   %0 = atomicrmw fadd\n  atomicrmw does not support operation: 'fadd'.";
        assert_eq!(
            log_errors(log),
            vec!["error: Error: :  Function `k' Basic Block `': atomicrmw does not support operation: 'fadd'. [context:   %0 = atomicrmw fadd]"]
        );
        let log = "error: Warning: : Global Variable `llvm.global_ctors':\nllvm.global_ctors is not supported.\nerror: Error: : Global Variable `llvm.global_ctors': appending linkage is not supported.";
        assert_eq!(log_errors(log), vec!["error: Error: : Global Variable `llvm.global_ctors': appending linkage is not supported."]);
    }
}

// ---------------------------------------------------------------------------------------------
// Crash isolation: libNVVM runs in worker processes (`harness nvvm-worker LIB`). libNVVM can
// crash on input it does not support (atomicrmw add i128 segfaults nvvmCompileProgram), and a
// crash must become a verdict, not the end of the harness.
// ---------------------------------------------------------------------------------------------

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

const STDERR_END: &str = "\u{1}nvverify-harness-end";

#[derive(serde::Serialize, serde::Deserialize)]
struct Request {
    text: String,
    name: String,
    options: Vec<String>,
    mode: NvvmMode,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Hello {
    api_version: (i32, i32),
    cuda_major: u32,
    ptx_version: String,
}

/// The worker loop: load `lib`, print a hello line, then answer one JSON request per line.
pub fn worker_main(lib: &Path) -> Result<(), String> {
    let nvvm = NvvmLib::load(lib)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let hello = Hello {
        api_version: nvvm.api_version,
        cuda_major: nvvm.cuda_major,
        ptx_version: nvvm.ptx_version.clone(),
    };
    writeln!(
        out,
        "{}",
        serde_json::to_string(&hello).map_err(|e| e.to_string())?
    )
    .map_err(|e| e.to_string())?;
    out.flush().map_err(|e| e.to_string())?;
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let req: Request = serde_json::from_str(&line).map_err(|e| e.to_string())?;
        let run = nvvm.run(req.text.as_bytes(), &req.name, &req.options, req.mode);
        // libNVVM prints some diagnostics straight to stderr; the marker ends this request's.
        eprintln!("{STDERR_END}");
        writeln!(
            out,
            "{}",
            serde_json::to_string(&run).map_err(|e| e.to_string())?
        )
        .map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
}

struct Worker {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    errs: Receiver<String>,
}

impl Worker {
    fn spawn(exe: &Path, lib: &Path) -> Result<(Worker, Hello), String> {
        let mut child = Command::new(exe)
            .arg("nvvm-worker")
            .arg(lib)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {} nvvm-worker: {e}", exe.display()))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stderr = child.stderr.take().ok_or("no stderr")?;
        let (etx, erx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if etx.send(line).is_err() {
                    break;
                }
            }
        });
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut w = Worker {
            child,
            stdin,
            lines: rx,
            errs: erx,
        };
        let hello = match w.lines.recv_timeout(Duration::from_secs(120)) {
            Ok(l) => serde_json::from_str::<Hello>(&l)
                .map_err(|e| format!("bad worker hello `{l}`: {e}"))?,
            Err(_) => {
                let st = w.child.wait().ok();
                return Err(format!(
                    "libNVVM worker for {} failed to start ({st:?})",
                    lib.display()
                ));
            }
        };
        Ok((w, hello))
    }
}

/// A libNVVM behind a pool of worker processes.
pub struct Nvvm {
    pub path: PathBuf,
    pub api_version: (i32, i32),
    pub cuda_major: u32,
    pub ptx_version: String,
    exe: PathBuf,
    workers: Vec<Mutex<Option<Worker>>>,
    next: AtomicUsize,
    /// Wall-clock limit of one request.
    pub timeout: Duration,
}

impl Nvvm {
    /// Starts one worker (to learn the version); `pool` workers are used at most.
    pub fn load(path: &Path, exe: &Path, pool: usize) -> Result<Nvvm, String> {
        let (w, hello) = Worker::spawn(exe, path)?;
        let mut workers: Vec<Mutex<Option<Worker>>> = vec![Mutex::new(Some(w))];
        for _ in 1..pool.max(1) {
            workers.push(Mutex::new(None));
        }
        Ok(Nvvm {
            path: path.to_path_buf(),
            api_version: hello.api_version,
            cuda_major: hello.cuda_major,
            ptx_version: hello.ptx_version,
            exe: exe.to_path_buf(),
            workers,
            next: AtomicUsize::new(0),
            timeout: Duration::from_secs(60),
        })
    }

    /// Verifies or compiles `text`. A crash or a timeout of the worker comes back as
    /// `stage: "crash"` / `"timeout"` with rc -1 (and the worker is restarted next time).
    pub fn run(&self, text: &[u8], name: &str, options: &[String], mode: NvvmMode) -> NvvmRun {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.workers.len();
        let mut slot = self.workers[i].lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            match Worker::spawn(&self.exe, &self.path) {
                Ok((w, _)) => *slot = Some(w),
                Err(e) => {
                    return NvvmRun {
                        stage: "crash".into(),
                        rc: -1,
                        log: e,
                        ptx: None,
                    }
                }
            }
        }
        let Some(w) = slot.as_mut() else {
            return NvvmRun {
                stage: "crash".into(),
                rc: -1,
                log: "no worker".into(),
                ptx: None,
            };
        };
        let req = Request {
            text: String::from_utf8_lossy(text).into_owned(),
            name: name.to_string(),
            options: options.to_vec(),
            mode,
        };
        let line = match serde_json::to_string(&req) {
            Ok(l) => l,
            Err(e) => {
                return NvvmRun {
                    stage: "crash".into(),
                    rc: -1,
                    log: e.to_string(),
                    ptx: None,
                }
            }
        };
        let sent = writeln!(w.stdin, "{line}").and_then(|_| w.stdin.flush());
        let answer = match sent {
            Ok(()) => w
                .lines
                .recv_timeout(self.timeout)
                .map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match answer.and_then(|l| serde_json::from_str::<NvvmRun>(&l).map_err(|e| e.to_string())) {
            Ok(mut run) => {
                // What libNVVM wrote to stderr during this request, up to the marker.
                let mut extra = Vec::new();
                while let Ok(l) = w.errs.recv_timeout(Duration::from_secs(5)) {
                    if l == STDERR_END {
                        break;
                    }
                    extra.push(l);
                }
                if !extra.is_empty() && run.rc != 0 {
                    if !run.log.is_empty() {
                        run.log.push('\n');
                    }
                    run.log.push_str(&extra.join("\n"));
                }
                run
            }
            Err(_) => {
                let mut dead = slot.take();
                let (stage, log) = match dead.as_mut() {
                    Some(w) => {
                        let timed_out = matches!(w.child.try_wait(), Ok(None));
                        let _ = w.child.kill();
                        let st = w.child.wait().ok();
                        #[cfg(unix)]
                        let sig =
                            st.and_then(|s| std::os::unix::process::ExitStatusExt::signal(&s));
                        #[cfg(not(unix))]
                        let sig: Option<i32> = None;
                        if timed_out {
                            (
                                "timeout",
                                format!(
                                    "libNVVM did not answer within {} s",
                                    self.timeout.as_secs()
                                ),
                            )
                        } else {
                            (
                                "crash",
                                format!(
                                    "libNVVM crashed ({})",
                                    sig.map(|s| format!("signal {s}"))
                                        .unwrap_or_else(|| format!("{st:?}"))
                                ),
                            )
                        }
                    }
                    None => ("crash", "libNVVM worker vanished".to_string()),
                };
                NvvmRun {
                    stage: stage.into(),
                    rc: -1,
                    log,
                    ptx: None,
                }
            }
        }
    }
}

impl Drop for Nvvm {
    fn drop(&mut self) {
        for w in &self.workers {
            if let Some(mut w) = w.lock().unwrap_or_else(|e| e.into_inner()).take() {
                let _ = w.child.kill();
                let _ = w.child.wait();
            }
        }
    }
}

/// The executable that serves `nvvm-worker`: `NVVERIFY_HARNESS_EXE`, this executable when it
/// is the harness, else the `harness` binary beside (or one folder above) it — where cargo
/// puts it relative to test binaries in `target/<profile>/deps/`.
pub fn worker_exe() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("NVVERIFY_HARNESS_EXE") {
        return Some(PathBuf::from(p));
    }
    let me = std::env::current_exe().ok()?;
    if me.file_stem().is_some_and(|s| s == "harness") {
        return Some(me);
    }
    let dir = me.parent()?;
    [dir.join("harness"), dir.parent()?.join("harness")]
        .into_iter()
        .find(|p| p.is_file())
}
