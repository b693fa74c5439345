//! How `check` ends (`src/exit.rs`): the holder that takes the kernel's teardown exits by itself
//! once the check is gone, and a plain exit has none. Alone in its file (its own process): the
//! test makes the process a subreaper, so that every orphan of its children comes back to it.
//! That output and status are the same either way is `cli_options.rs`'s
//! `every_ending_prints_and_exits_as_the_plain_exit_does`.

mod common;

use std::process::Command;

use common::{bin, check_ending, root};

#[cfg(target_os = "linux")]
#[test]
fn the_holder_exits_by_itself_once_the_check_is_gone_and_a_plain_exit_has_none() {
    use std::time::{Duration, Instant};

    // SAFETY: prctl on this process; no memory is passed.
    assert_eq!(
        unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) },
        0
    );
    // Reaps one child other than the ones `Command` waits for: its pid and exit status, or
    // `None` when there is none (ECHILD) or none has exited by `deadline`.
    let reap_other = |deadline: Instant| -> Option<(i32, i32)> {
        loop {
            let mut status = 0;
            // SAFETY: waitpid writes only `status`.
            let pid = unsafe { libc::waitpid(-1, &mut status, libc::WNOHANG) };
            if pid > 0 {
                return Some((pid, status));
            }
            if pid < 0 || Instant::now() > deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    };
    let args = ["corpus/rules/NV0001/fire.ll"];

    let mut child = Command::new(bin())
        .arg("check")
        .args(args)
        .current_dir(root())
        .env_remove("NVVERIFY_PLAIN_EXIT")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = Vec::new();
    std::io::Read::read_to_end(child.stdout.as_mut().unwrap(), &mut out).unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(1));
    assert!(!out.is_empty());
    let (holder, status) = reap_other(Instant::now() + Duration::from_secs(20))
        .expect("the check's holder came back to this subreaper and exited");
    assert_ne!(holder, child.id() as i32);
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "{status:#x}"
    );

    let plain = check_ending(&args, true);
    assert_eq!(plain.status.code(), Some(1));
    assert_eq!(
        reap_other(Instant::now()),
        None,
        "a plain exit leaves no other process"
    );
}
