//! Phase marks for profiling a cold check: with `NVVERIFY_PHASES=1` in the
//! environment, [`mark`] prints `phase NAME +MS` on stderr, the milliseconds since
//! the first mark of the process, the CPU time all its threads have used by then,
//! the resident memory and the minor page faults so far (Linux). Off (one relaxed load per mark) otherwise.

use std::sync::OnceLock;
use std::time::Instant;

static START: OnceLock<Option<Instant>> = OnceLock::new();

fn start() -> Option<Instant> {
    *START.get_or_init(|| {
        std::env::var_os("NVVERIFY_PHASES")
            .is_some_and(|v| v == "1")
            .then(Instant::now)
    })
}

/// Records that the phase `name` ended now.
pub fn mark(name: &str) {
    if let Some(start) = start() {
        let ms = start.elapsed().as_secs_f64() * 1e3;
        eprintln!(
            "phase {name} +{ms:.1} ms{}{}{}",
            cpu(),
            resident(),
            faults()
        );
    }
}

/// ` RSS N MB` from `/proc/self/statm` (4 KiB pages), or nothing where that is not there.
fn resident() -> String {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(String::new(), |pages| {
            format!(" RSS {} MB", (pages * 4096) >> 20)
        })
}

/// ` faults N`: the minor page faults of the process so far (`/proc/self/stat`, field 10),
/// or nothing where that is not there. A fresh page costs a fault, which is dear in a VM.
fn faults() -> String {
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| {
            // The command name (field 2) may hold spaces; fields after it are plain.
            let after = &s[s.rfind(')')? + 1..];
            after.split_whitespace().nth(7)?.parse::<u64>().ok()
        })
        .map_or(String::new(), |n| format!(" faults {n}"))
}

/// ` CPU N ms`: the on-CPU time of every thread of the process so far, from the
/// scheduler's statistics (`/proc/self/task/*/schedstat`, nanoseconds), or nothing where
/// those are not there. Against the wall time it shows how well a phase used the threads.
fn cpu() -> String {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return String::new();
    };
    let ns: u64 = tasks
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .sum();
    format!(" CPU {:.1} ms", ns as f64 / 1e6)
}
