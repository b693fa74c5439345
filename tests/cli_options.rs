//! Command-line behaviour: code selection, severity overrides, inline suppressions, nvcc target
//! spellings, several targets, the verdict cache, `rules explain`, and terminal-only colour and
//! progress bar, and the same output and status however the process ends (`src/exit.rs`).

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{check_ending, codes, json, run, run_in, stderr, stdout};

const EXAMPLES: &str = "corpus/examples";

fn json_codes(args: &[&str]) -> Vec<(String, u64)> {
    let mut all = vec!["check", "--format", "json"];
    all.extend_from_slice(args);
    codes(&json(&run(&all)))
}

#[test]
fn select_and_ignore_take_codes_and_prefixes() {
    let all = json_codes(&[EXAMPLES]);
    assert!(all.iter().any(|(c, _)| c.starts_with("NV4")));
    assert!(all.iter().any(|(c, _)| c.starts_with("NV3")));
    let nv4 = json_codes(&["--select", "NV4", EXAMPLES]);
    assert!(
        !nv4.is_empty() && nv4.iter().all(|(c, _)| c.starts_with("NV4")),
        "{nv4:?}"
    );
    let nv40 = json_codes(&["--select", "nv40", EXAMPLES]);
    assert_eq!(nv4, nv40);
    let exact = json_codes(&["--select", "NV3001,NV6002", EXAMPLES]);
    assert!(
        exact.iter().all(|(c, _)| c == "NV3001" || c == "NV6002"),
        "{exact:?}"
    );
    assert_eq!(
        exact.len(),
        all.iter()
            .filter(|(c, _)| c == "NV3001" || c == "NV6002")
            .count()
    );
    let ignored = json_codes(&["--ignore", "NV3", "--ignore", "NV4001", EXAMPLES]);
    assert!(ignored
        .iter()
        .all(|(c, _)| !c.starts_with("NV3") && c != "NV4001"));
    assert_eq!(
        ignored.len(),
        all.iter()
            .filter(|(c, _)| !c.starts_with("NV3") && c != "NV4001")
            .count()
    );
    // Dropping every error changes the exit status.
    let out = run(&["check", "--select", "NV3016", EXAMPLES]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(
        stdout(&out).ends_with("0 errors, 1 warning in 2 files\n"),
        "{}",
        stdout(&out)
    );
    // A malformed code is a usage error.
    let out = run(&["check", "--select", "E0308", EXAMPLES]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("E0308"));
}

#[test]
fn severity_overrides() {
    let out = run(&[
        "check",
        "--format",
        "json",
        "--severity",
        "NV4=warning",
        "--severity",
        "NV3016=error",
        "corpus/examples/hopper_cluster_on_ampere.ll",
    ]);
    let doc = json(&out);
    let severities: Vec<(String, String)> = doc["files"][0]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap().into(),
                d["severity"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert!(
        severities.iter().all(|(c, s)| if c == "NV3016" {
            s == "error"
        } else {
            s == "warning"
        }),
        "{severities:?}"
    );
    assert_eq!(doc["summary"]["errors"], 1);
    // Only warnings left: exit 0.
    let out = run(&["check", "--severity", "NV=warning", EXAMPLES]);
    assert_eq!(out.status.code(), Some(0));
    let out = run(&["check", "--severity", "NV4001=fatal", EXAMPLES]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn inline_allow_comments() {
    let allowed = json_codes(&["tests/fixtures/suppressed.ll"]);
    assert_eq!(allowed, vec![("NV2003".to_owned(), 11)]);
    let all = json_codes(&["--no-inline-allow", "tests/fixtures/suppressed.ll"]);
    assert_eq!(
        all,
        vec![
            ("NV2003".to_owned(), 8),
            ("NV2003".to_owned(), 10),
            ("NV2003".to_owned(), 11)
        ]
    );
}

#[test]
fn nvcc_target_spellings_mean_the_same() {
    let file = "corpus/examples/hopper_cluster_on_ampere.ll";
    let reference = stdout(&run(&[
        "check", "--format", "json", "--target", "sm_90a", file,
    ]));
    assert!(reference.contains("\"target\": \"sm_90a\""), "{reference}");
    for spelling in [
        vec!["-arch=sm_90a"],
        vec!["-arch", "sm_90a"],
        vec!["--gpu-architecture=compute_90a"],
        vec!["--gpu-architecture", "compute_90a"],
        vec!["--target", "90a"],
        vec!["--target=-arch=sm_90a"],
        vec!["--arch", "sm_90a"],
    ] {
        let mut args = vec!["check", "--format", "json"];
        args.extend(spelling.iter().copied());
        args.push(file);
        assert_eq!(stdout(&run(&args)), reference, "{spelling:?}");
    }
    let out = run(&["check", "--target", "sm_12", file]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn several_targets_give_one_entry_per_path_and_target() {
    let doc = json(&run(&[
        "check",
        "--format",
        "json",
        "--target",
        "sm_80,sm_90a",
        "--target",
        "sm_80",
        EXAMPLES,
    ]));
    let entries: Vec<String> = doc["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{}@{}",
                f["path"].as_str().unwrap(),
                f["target"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        entries,
        [
            "corpus/examples/hopper_cluster_on_ampere.ll@sm_80",
            "corpus/examples/hopper_cluster_on_ampere.ll@sm_90a",
            "corpus/examples/nvvm_cpu_features.ll@sm_80",
            "corpus/examples/nvvm_cpu_features.ll@sm_90a",
        ]
    );
    // The Hopper cluster intrinsics fire for sm_80 only.
    let files = doc["files"].as_array().unwrap();
    assert!(files[0]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["code"] == "NV4001"));
    assert!(!files[1]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["code"] == "NV4001"));
    // Human output labels findings with their target.
    let human = stdout(&run(&[
        "check",
        "--color",
        "never",
        "--target",
        "sm_80,sm_90a",
        EXAMPLES,
    ]));
    assert!(human.contains("= note: target: sm_80"), "{human}");
    assert!(human.contains("= note: target: sm_90a"), "{human}");
}

#[test]
fn cache_reuses_verdicts_and_survives_corruption() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let cache = cache.to_str().unwrap();
    let args = [
        "check",
        "--format",
        "json",
        "--cache-dir",
        cache,
        "--target",
        "sm_80,sm_90a",
        EXAMPLES,
        "tests/fixtures/suppressed.ll",
    ];
    let uncached = stdout(&run(&[
        "check",
        "--format",
        "json",
        "--target",
        "sm_80,sm_90a",
        EXAMPLES,
        "tests/fixtures/suppressed.ll",
    ]));
    let cold = run(&args);
    assert_eq!(stdout(&cold), uncached);
    let entries = || -> Vec<std::path::PathBuf> {
        let mut out = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(cache)];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                if e.path().is_dir() {
                    stack.push(e.path());
                } else {
                    out.push(e.path());
                }
            }
        }
        out.sort();
        out
    };
    let written = entries();
    assert_eq!(written.len(), 6, "{written:?}");
    assert!(written
        .iter()
        .all(|p| p.extension().is_some_and(|e| e == "json")));
    // Warm: the same output, and the verdicts really come from the cache: a doctored entry shows.
    let warm = run(&args);
    assert_eq!(stdout(&warm), uncached);
    assert_eq!(warm.status.code(), cold.status.code());
    let doctored = written
        .iter()
        .find(|p| {
            std::fs::read_to_string(p)
                .unwrap()
                .contains("Texture/surface")
        })
        .unwrap();
    let text = std::fs::read_to_string(doctored).unwrap();
    std::fs::write(
        doctored,
        text.replace("Texture/surface", "CACHED Texture/surface"),
    )
    .unwrap();
    assert!(stdout(&run(&args)).contains("CACHED Texture/surface"));
    // A corrupt entry is ignored and rewritten.
    for entry in &written {
        std::fs::write(entry, b"{\"key\": 12, trunc").unwrap();
    }
    assert_eq!(stdout(&run(&args)), uncached);
    assert!(entries()
        .iter()
        .all(|p| serde_json::from_slice::<serde_json::Value>(&std::fs::read(p).unwrap()).is_ok()));
    assert_eq!(stdout(&run(&args)), uncached);
    // Another policy is another key.
    let ignored = run(&[
        "check",
        "--format",
        "json",
        "--cache-dir",
        cache,
        "--ignore",
        "NV2003",
        "tests/fixtures/suppressed.ll",
    ]);
    assert!(!stdout(&ignored).contains("NV2003"));
}

#[test]
fn concurrent_processes_share_a_cache() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let expected = stdout(&run(&["check", "--format", "json", "corpus/rules"]));
    let children: Vec<_> = (0..4)
        .map(|_| {
            Command::new(common::bin())
                .args([
                    "check",
                    "--format",
                    "json",
                    "--cache-dir",
                    cache.to_str().unwrap(),
                    "corpus/rules",
                ])
                .current_dir(common::root())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    }
    let out = run(&[
        "check",
        "--format",
        "json",
        "--cache-dir",
        cache.to_str().unwrap(),
        "corpus/rules",
    ]);
    assert_eq!(stdout(&out), expected);
}

#[test]
fn rules_explain_and_unknown_codes() {
    let out = run(&["rules", "explain", "nv2003"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("NV2003 "), "{}", stdout(&out));
    let out = run(&["rules", "explain", "NV9999"]);
    assert_eq!(out.status.code(), Some(2));
}

/// The summary line of 40 copies of the Hopper example.
fn forty_copies_summary() -> String {
    let doc = json(&run(&[
        "check",
        "--format",
        "json",
        "corpus/examples/hopper_cluster_on_ampere.ll",
    ]));
    let (errors, warnings) = (
        doc["summary"]["errors"].as_u64().unwrap() * 40,
        doc["summary"]["warnings"].as_u64().unwrap() * 40,
    );
    assert!(errors > 0);
    format!("{errors} errors, {warnings} warnings in 40 files")
}

/// Many small modules, so a run is long enough to be worth a progress bar.
fn many_modules() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let source =
        std::fs::read_to_string(common::root().join("corpus/examples/hopper_cluster_on_ampere.ll"))
            .unwrap();
    for i in 0..40 {
        std::fs::write(
            dir.path().join(format!("m{i:02}.ll")),
            format!("{source}\n; copy {i}\n"),
        )
        .unwrap();
    }
    dir
}

#[test]
fn a_pipe_gets_neither_colour_nor_progress() {
    let dir = many_modules();
    let out = run_in(dir.path(), &["check", "."]);
    let (o, e) = (stdout(&out), stderr(&out));
    assert!(
        !o.contains('\u{1b}') && !e.contains('\u{1b}'),
        "escape codes in a pipe"
    );
    assert!(!e.contains("verifying"), "progress bar in a pipe: {e}");
    assert!(o.ends_with(&format!("{}\n", forty_copies_summary())), "{o}");
}

/// Runs `nvverify ARGS` under `script`, which gives it a pseudo-terminal, and returns what the
/// terminal received.
fn on_a_terminal(dir: &std::path::Path, args: &str) -> String {
    let out = Command::new("script")
        .args(["-qefc", &format!("{} {args}", common::bin()), "/dev/null"])
        .current_dir(dir)
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .output()
        .expect("`script` (util-linux) runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_terminal_gets_colour_and_a_progress_bar() {
    let dir = many_modules();
    let screen = on_a_terminal(dir.path(), "check --threads 1 .");
    assert!(
        screen.contains("\u{1b}["),
        "no colour on a terminal:\n{screen}"
    );
    assert!(
        screen.contains("verifying ["),
        "no progress bar on a terminal:\n{screen}"
    );
    assert!(screen.contains("/40 files"), "{screen}");
    assert!(screen.contains(&forty_copies_summary()), "{screen}");
    // --quiet: no bar and no summary; --color never: no escape codes in the diagnostics.
    let quiet = on_a_terminal(dir.path(), "check --quiet --color never .");
    assert!(!quiet.contains("verifying ["), "{quiet}");
    assert!(!quiet.contains("in 40 files"));
    assert!(quiet.contains("error[NV4001]"));
    assert!(!quiet.contains("\u{1b}["), "{quiet}");
}

/// Saves the way editors do (a temporary file renamed over the original), so the watcher never
/// sees a half-written module however loaded the machine is.
fn save(path: &std::path::Path, text: &str) {
    let temp = path.with_extension("tmp");
    std::fs::write(&temp, text).unwrap();
    std::fs::rename(&temp, path).unwrap();
}

#[test]
fn watch_prints_only_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.ll");
    let source =
        std::fs::read_to_string(common::root().join("corpus/examples/hopper_cluster_on_ampere.ll"))
            .unwrap();
    std::fs::write(&file, &source).unwrap();
    let mut child = Command::new(common::bin())
        .args(["watch", "--color", "never", "--target", "sm_80", "."])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (lines, receiver) = std::sync::mpsc::channel::<String>();
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let out_lines = lines.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = out_lines.send(format!("out: {line}"));
        }
    });
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = lines.send(format!("err: {line}"));
        }
    });
    let mut seen = Vec::new();
    fn wait_for(
        receiver: &std::sync::mpsc::Receiver<String>,
        seen: &mut Vec<String>,
        needle: &str,
    ) -> usize {
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if let Ok(line) = receiver.recv_timeout(Duration::from_millis(100)) {
                let hit = line.contains(needle);
                seen.push(line);
                if hit {
                    return seen.len();
                }
            }
        }
        panic!("`{needle}` never came:\n{}", seen.join("\n"));
    }
    wait_for(&receiver, &mut seen, "[watch] watching 1 files");
    // The first report (stdout) may still be arriving after the stderr line.
    if !seen
        .iter()
        .any(|l| l.starts_with("out: ") && l.contains(" in 1 file"))
    {
        wait_for(&receiver, &mut seen, " in 1 file");
    }
    // One edit: the second cluster barrier goes away; the first stays.
    let start = seen.len();
    save(
        &file,
        &source.replace("  call void @llvm.nvvm.barrier.cluster.wait()\n", ""),
    );
    let end = wait_for(&receiver, &mut seen, "./k.ll: 0 new, 1 fixed");
    let update: Vec<&String> = seen[start..end].iter().collect();
    assert!(
        update.iter().any(
            |l| l.contains("fixed: ./k.ll:10:3: error[NV4001]: llvm.nvvm.barrier.cluster.wait")
        ),
        "{update:#?}"
    );
    assert!(
        !update.iter().any(|l| l.contains("barrier.cluster.arrive")),
        "unchanged findings are not repeated: {update:#?}"
    );
    // The timing line goes to stderr; it may have arrived before the status line.
    if !seen
        .iter()
        .any(|l| l.contains("[watch] re-verified ./k.ll"))
    {
        wait_for(&receiver, &mut seen, "[watch] re-verified ./k.ll");
    }
    // A new finding is printed in full.
    save(&file, &source);
    let end2 = wait_for(&receiver, &mut seen, "./k.ll: 1 new, 0 fixed");
    assert!(
        seen[end..end2]
            .iter()
            .any(|l| l.contains("error[NV4001]: llvm.nvvm.barrier.cluster.wait")),
        "{:#?}",
        &seen[end..end2]
    );
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn output_file_gets_the_format_and_the_log_gets_the_findings() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let out = run(&[
        "check",
        "--format",
        "json",
        "--color",
        "never",
        "--output",
        report.to_str().unwrap(),
        EXAMPLES,
    ]);
    assert_eq!(out.status.code(), Some(1));
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    assert_eq!(doc["summary"]["files"], 2);
    let log = stdout(&out);
    assert!(log.contains("error[NV4001]"), "{log}");
    let summary = format!(
        "{} errors, {} warnings in 2 files\n",
        doc["summary"]["errors"], doc["summary"]["warnings"]
    );
    assert!(log.ends_with(&summary), "{log}");
    assert!(
        std::fs::read_dir(dir.path()).unwrap().count() == 1,
        "no temporary file left"
    );
}

#[test]
fn a_named_pipe_in_a_folder_is_reported_not_read() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        common::root().join("corpus/examples/hopper_cluster_on_ampere.ll"),
        dir.path().join("a.ll"),
    )
    .unwrap();
    let made = Command::new("mkfifo")
        .arg(dir.path().join("b.ll"))
        .status()
        .unwrap();
    assert!(made.success(), "mkfifo (coreutils) runs");
    let mut child = Command::new(common::bin())
        .args(["check", "--color", "never", "."])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("nvverify blocked on the named pipe");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("b.ll: not a regular file"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).contains(" in 1 file"), "{}", stdout(&out));
}

#[test]
fn every_ending_prints_and_exits_as_the_plain_exit_does() {
    let dir = tempfile::tempdir().unwrap();
    let written = dir.path().join("report.json");
    let written = written.to_str().unwrap();
    let cases: [&[&str]; 4] = [
        // Clean, findings (status 1), findings in JSON on a pipe, and a missing file (status 2).
        &["corpus/rules/NV0001/pass.ll"],
        &["corpus/rules/NV0001/fire.ll", "corpus/rules/NV1002"],
        &["--format", "json", "corpus/rules"],
        &["corpus/rules/NV0001/fire.ll", "no/such/file.ll"],
    ];
    let mut statuses = Vec::new();
    for args in cases {
        let handed = check_ending(args, false);
        let plain = check_ending(args, true);
        assert_eq!(handed.status.code(), plain.status.code(), "{args:?}");
        assert_eq!(handed.stdout, plain.stdout, "{args:?}");
        assert_eq!(handed.stderr, plain.stderr, "{args:?}");
        assert!(!handed.stdout.is_empty(), "{args:?}: no output");
        statuses.push(handed.status.code());
    }
    assert_eq!(statuses, [Some(0), Some(1), Some(1), Some(2)]);
    // `--output`: the file is complete when the process has exited.
    let handed = check_ending(
        &["--format", "json", "--output", written, "corpus/rules"],
        false,
    );
    let file = std::fs::read(written).unwrap();
    let plain = check_ending(&["--format", "json", "corpus/rules"], true);
    assert_eq!(handed.status.code(), Some(1));
    assert_eq!(file, plain.stdout);
}
