//! Hostile inputs through the built `nvverify` binary: exit statuses (0 clean, 1 errors,
//! 2 an input could not be read), clear `file:line:col` diagnostics, unreadable files and
//! symlink loops that do not stop the rest of a batch, no crash and no hang; and
//! byte-identical JSON over `corpus/` with 1, 2 and 8 threads.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_nvverify");

/// Generous: a debug build verifying the whole corpus. Only a guard against hangs; the
/// tests never assert on how long something took.
const HANG_GUARD: Duration = Duration::from_secs(300);

/// Runs the binary; kills it and fails if it is still running after [`HANG_GUARD`].
fn run(args: &[&str]) -> Output {
    run_with_guard(args, HANG_GUARD)
}

/// [`run`] with another hang guard.
fn run_with_guard(args: &[&str], guard: Duration) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn nvverify");
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = stdout.read_to_end(&mut v);
        v
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = stderr.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > guard {
            let _ = child.kill();
            let _ = child.wait();
            panic!("nvverify {args:?} still running after {guard:?}: killed");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out_reader.join().unwrap(),
        stderr: err_reader.join().unwrap(),
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[track_caller]
fn assert_status(out: &Output, code: i32) {
    assert_eq!(
        out.status.code(),
        Some(code),
        "status {:?}\n--- stdout\n{}\n--- stderr\n{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    let stderr = text(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic: {stderr}");
    assert!(!stderr.contains("overflow"), "overflow: {stderr}");
}

const GOOD: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
target triple = \"nvptx64-nvidia-cuda\"\n\
define ptx_kernel void @k(ptr addrspace(1) %out) {\n\
entry:\n  store i32 1, ptr addrspace(1) %out, align 4\n  ret void\n}\n\
attributes #0 = { \"target-cpu\"=\"sm_90\" }\n";

fn write(dir: &Path, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

fn nested(open: &str, inner: &str, close: &str, depth: usize) -> String {
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

// ---------------------------------------------------------------------------------------

#[test]
fn clean_file_exits_0_and_empty_file_too() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "good.ll", GOOD);
    assert_status(&run(&["check", s(&good)]), 0);
    let empty = write(dir.path(), "empty.ll", "");
    let out = run(&["check", s(&empty)]);
    assert_status(&out, 0);
    assert!(
        text(&out.stdout).contains("0 errors"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn truncated_and_junk_files_exit_1_with_file_line_col() {
    let dir = tempfile::tempdir().unwrap();
    let cut = write(
        dir.path(),
        "cut.ll",
        &GOOD[..GOOD.find("store").unwrap() + 9],
    );
    let out = run(&["check", s(&cut)]);
    assert_status(&out, 1);
    let stdout = text(&out.stdout);
    let want = format!("{}:5:", s(&cut));
    assert!(stdout.contains(&want), "no {want} in:\n{stdout}");
    assert!(stdout.contains("error[NV0001]"), "{stdout}");

    let junk: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let junk = write(dir.path(), "junk.ll", junk);
    let out = run(&["check", s(&junk)]);
    assert_status(&out, 1);
    assert!(text(&out.stdout).contains(&format!("{}:1:", s(&junk))));

    let mut bad_utf8 = GOOD.as_bytes().to_vec();
    bad_utf8.extend_from_slice(b"@s = constant [3 x i8] c\"a\xffb\"\n");
    let bad_utf8 = write(dir.path(), "utf8.ll", bad_utf8);
    let out = run(&["check", s(&bad_utf8)]);
    assert_status(&out, 1);
    let stdout = text(&out.stdout);
    assert!(stdout.contains(&format!("{}:9:", s(&bad_utf8))), "{stdout}");
}

#[test]
fn deep_nesting_and_wide_integers_are_errors_not_crashes() {
    let dir = tempfile::tempdir().unwrap();
    let mut deep = String::from(GOOD);
    deep.push_str(&format!(
        "%t = type {}\n",
        nested("{ ", "i32", " }", 10_000)
    ));
    deep.push_str(&format!(
        "@g = global ptr {}\n",
        nested("getelementptr (i8, ptr ", "null", ", i64 1)", 10_000)
    ));
    // More than 64 items: the per-item checks run on the worker pool's threads.
    for i in 0..100 {
        deep.push_str(&format!(
            "define void @f{i}() {{\n  %a = alloca {}\n  ret void\n}}\n",
            nested("[1 x ", "i8", "]", 10_000)
        ));
    }
    deep.push_str("@w = external global i8388608\n");
    let deep = write(dir.path(), "deep.ll", deep);
    let out = run(&["check", "--threads", "2", s(&deep)]);
    assert_status(&out, 1);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("nesting too deep"), "{stdout}");
    assert!(stdout.contains("integer type width"), "{stdout}");
}

#[test]
fn recursive_struct_by_value_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let src = format!(
        "{GOOD}%bad = type {{ i32, %bad }}\n\
         define ptx_kernel void @k2(%bad %p, ptr byval(%bad) align 4 %q) {{\n  ret void\n}}\n"
    );
    let f = write(dir.path(), "rec.ll", src);
    let out = run(&["check", s(&f)]);
    assert!(matches!(out.status.code(), Some(0 | 1)), "{out:?}");
    assert!(!text(&out.stderr).contains("panicked"));
}

#[test]
fn missing_path_exits_2_and_the_rest_is_still_verified() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "good.ll", GOOD);
    let bad = write(dir.path(), "bad.ll", "define void @f( {\n");
    let missing = dir.path().join("missing.ll");
    let out = run(&["check", s(&good), s(&missing), s(&bad)]);
    assert_status(&out, 2);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!("cannot read {}", s(&missing))),
        "{stderr}"
    );
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(&format!("{}:1:", s(&bad))),
        "bad.ll not verified:\n{stdout}"
    );
}

/// Makes `dir/name` unreadable: `chmod 000` where that denies reads; as root (where it
/// does not) a dangling symlink, which no one can read.
fn unreadable(dir: &Path, name: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let p = write(dir, name, GOOD);
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::File::open(&p).is_err() {
        return p;
    }
    eprintln!("chmod 000 does not deny reads here (running as root): using a dangling symlink");
    std::fs::remove_file(&p).unwrap();
    std::os::unix::fs::symlink(dir.join("no-such-target"), &p).unwrap();
    assert!(std::fs::read(&p).is_err());
    p
}

#[test]
fn directory_with_an_unreadable_file_exits_2_and_verifies_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a_good.ll", GOOD);
    let locked = unreadable(dir.path(), "b_locked.ll");
    write(dir.path(), "c_bad.ll", "define void @f( {\n");
    for format in ["human", "json"] {
        let out = run(&["check", "--format", format, s(dir.path())]);
        assert_status(&out, 2);
        let stderr = text(&out.stderr);
        assert!(
            stderr.contains(&format!("cannot read {}", s(&locked))),
            "{format}: {stderr}"
        );
        let stdout = text(&out.stdout);
        assert!(
            stdout.contains("c_bad.ll"),
            "{format}: c_bad.ll missing:\n{stdout}"
        );
        if format == "human" {
            assert!(stdout.contains("in 2 files"), "{format}: {stdout}");
        }
    }
    // The JSON is still one valid document, with both readable files.
    let out = run(&["check", "--format", "json", s(dir.path())]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(doc["summary"]["files"], 2, "{doc}");
    let paths: Vec<&str> = doc["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap())
        .collect();
    assert!(
        paths.len() == 2 && paths[0].ends_with("a_good.ll") && paths[1].ends_with("c_bad.ll"),
        "{paths:?}"
    );
}

#[test]
fn symlink_loops_end() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("tree");
    std::fs::create_dir_all(root.join("sub")).unwrap();
    write(&root, "a.ll", GOOD);
    write(&root.join("sub"), "b.ll", "define void @f( {\n");
    // A directory loop: sub/up -> .., and a self-loop.
    std::os::unix::fs::symlink("..", root.join("sub").join("up")).unwrap();
    std::os::unix::fs::symlink("self", root.join("self")).unwrap();
    // A file symlink loop with the .ll extension: x.ll -> y.ll -> x.ll.
    std::os::unix::fs::symlink("y.ll", root.join("x.ll")).unwrap();
    std::os::unix::fs::symlink("x.ll", root.join("y.ll")).unwrap();
    let out = run(&["check", s(&root)]);
    assert_status(&out, 2);
    let stderr = text(&out.stderr);
    assert!(stderr.contains("x.ll"), "{stderr}");
    assert!(stderr.contains("y.ll"), "{stderr}");
    let stdout = text(&out.stdout);
    // Each real file once, however many ways it can be reached.
    assert_eq!(stdout.matches("b.ll:1:").count(), 1, "{stdout}");
    assert!(stdout.contains("in 2 files"), "{stdout}");
    // Given directly, the looping path is an error too.
    let out = run(&["check", s(&root.join("self"))]);
    assert_status(&out, 2);
}

/// A named pipe inside a verified folder: nothing ever writes to it, so opening it to read
/// would block forever. It must be reported (or skipped), not hang the batch.
#[test]
fn fifo_in_a_directory_does_not_hang_the_batch() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a_good.ll", GOOD);
    let fifo = dir.path().join("b_pipe.ll");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !matches!(made, Ok(s) if s.success()) {
        eprintln!("skipped: mkfifo is not available");
        return;
    }
    // Verifying one small file takes well under a second even in a debug build.
    let out = run_with_guard(&["check", s(dir.path())], Duration::from_secs(30));
    assert_status(&out, 2);
    assert!(
        text(&out.stdout).contains("in 1 file"),
        "{}",
        text(&out.stdout)
    );
    let stderr = text(&out.stderr);
    assert!(stderr.contains("b_pipe.ll: not a regular file"), "{stderr}");
}

// ---------------------------------------------------------------------------------------
// Determinism
// ---------------------------------------------------------------------------------------

#[test]
fn json_over_the_corpus_is_identical_with_1_2_and_8_threads() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let corpus = s(&corpus);
    let one = run(&["check", "--threads", "1", "--format", "json", corpus]);
    assert!(
        matches!(one.status.code(), Some(0 | 1)),
        "{}",
        text(&one.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&one.stdout).expect("valid JSON");
    assert!(
        doc["summary"]["files"].as_u64().unwrap() > 300,
        "{}",
        doc["summary"]
    );
    for threads in ["2", "8"] {
        let other = run(&["check", "--threads", threads, "--format", "json", corpus]);
        assert_eq!(one.status.code(), other.status.code());
        assert!(
            one.stdout == other.stdout,
            "--threads {threads} gives different JSON than --threads 1"
        );
    }
    // And a second run with the same thread count.
    let again = run(&["check", "--threads", "8", "--format", "json", corpus]);
    assert!(one.stdout == again.stdout);
}

/// `check` verifies each file in a workspace of its own, except with `--rules DIR`, where one
/// workspace per target holds every file: both give the same bytes in every format, for one
/// target and several, with a path given twice and a file that cannot be read.
#[test]
fn per_file_and_shared_workspaces_print_the_same() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("corpus/rules");
    let rules = root.join("rules");
    let missing = root.join("corpus/no-such-file.ll");
    let twice = root.join("corpus/rules/NV4001");
    for format in ["human", "json", "sarif", "github"] {
        for target in ["", "--target=sm_80,sm_90a"] {
            let mut args = vec!["check", "--threads", "2", "--format", format];
            if !target.is_empty() {
                args.push(target);
            }
            args.extend([s(&corpus), s(&missing), s(&twice)]);
            let each = run(&args);
            assert_eq!(each.status.code(), Some(2), "{}", text(&each.stderr));
            args.extend(["--rules", s(&rules)]);
            let shared = run(&args);
            assert_eq!(each.status.code(), shared.status.code());
            assert!(
                each.stdout == shared.stdout,
                "{format} {target}: --rules gives different output"
            );
            assert_eq!(text(&each.stderr), text(&shared.stderr));
        }
    }
}

// ---------------------------------------------------------------------------------------
// The cache directory survives a process killed mid-write
// ---------------------------------------------------------------------------------------

fn cache_entries(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn is_entry(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "json")
        && !p.file_name().unwrap().to_string_lossy().starts_with('.')
}

/// A run killed while it writes cache entries — by `SIGXFSZ` in the middle of a `write`
/// (a 512-byte file-size limit), and by `SIGKILL` as soon as the first entry appears — and
/// entries left truncated or empty: the next run with the same cache gives exactly the JSON
/// of a run without a cache, and so does the run after it (from the repaired cache).
#[test]
fn cache_survives_a_run_killed_mid_write() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/rules");
    let corpus = s(&corpus);
    let args = |cache: &Path| -> Vec<String> {
        [
            "check",
            "--threads",
            "2",
            "--format",
            "json",
            "--cache-dir",
            s(cache),
            corpus,
        ]
        .map(str::to_owned)
        .to_vec()
    };
    let reference = run(&["check", "--threads", "2", "--format", "json", corpus]);
    assert!(
        matches!(reference.status.code(), Some(0 | 1)),
        "{}",
        text(&reference.stderr)
    );
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");

    // 1. Killed by SIGXFSZ inside the write of the first entry longer than 512 bytes.
    let mut sh_args = vec![
        "-c".to_string(),
        "ulimit -f 1; exec \"$0\" \"$@\"".to_string(),
        BIN.to_string(),
    ];
    sh_args.extend(args(&cache));
    let killed = Command::new("sh")
        .args(&sh_args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(
        !killed.success(),
        "the file-size limit did not stop the run"
    );
    let left = cache_entries(&cache);
    assert!(!left.is_empty(), "nothing was written before the kill");
    assert!(
        left.iter()
            .any(|p| std::fs::metadata(p).unwrap().len() == 512),
        "no write was cut at the limit: {left:?}"
    );
    let after = run(&args(&cache).iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(after.status.code(), reference.status.code());
    assert!(
        after.stdout == reference.stdout,
        "the run after SIGXFSZ differs"
    );

    // 2. Entries left truncated or empty (what a non-atomic writer killed mid-write leaves).
    let entries: Vec<PathBuf> = cache_entries(&cache)
        .into_iter()
        .filter(|p| is_entry(p))
        .collect();
    assert!(entries.len() > 100, "{} entries", entries.len());
    for (i, p) in entries.iter().enumerate().step_by(7) {
        let bytes = std::fs::read(p).unwrap();
        let cut = if i % 2 == 0 { bytes.len() / 2 } else { 0 };
        std::fs::write(p, &bytes[..cut]).unwrap();
    }
    let after = run(&args(&cache).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        after.stdout == reference.stdout,
        "the run over torn entries differs"
    );

    // 3. SIGKILL as soon as the first entry of a fresh cache appears.
    let fresh = dir.path().join("fresh");
    let mut child = Command::new(BIN)
        .args(args(&fresh))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break; // finished before the kill: still a valid cache to reuse
        }
        if !cache_entries(&fresh).is_empty() {
            let _ = child.kill();
            let _ = child.wait();
            break;
        }
        assert!(start.elapsed() < HANG_GUARD, "no cache entry appeared");
        std::thread::sleep(Duration::from_millis(1));
    }
    for _ in 0..2 {
        let after = run(&args(&fresh).iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(after.status.code(), reference.status.code());
        assert!(
            after.stdout == reference.stdout,
            "the run after SIGKILL differs"
        );
    }
}
