//! How a `check` ends once its output is out: the caller (a shell, a build tool, a compiler
//! hook) waits for the process to be reaped, and on Linux that waits for the kernel to tear
//! down the address space: unmapping a 19 MB mapped module and freeing the heap took 2.4–2.6 ms
//! of a 37 ms check (`bench/results.md`), after the last byte was written.
//!
//! So the teardown is handed to a *holder*: a process cloned with the same address space
//! (`CLONE_VM`, as `vfork` shares it) that closes its copies of the file descriptors at once,
//! waits until this process is gone, and exits, which is when the kernel tears the memory
//! down, off the waited path. mold ends its links the same way (a child finishes the unmaps
//! after the parent has exited). The work is moved, not removed: the CPU time is the same.
//!
//! The process itself then ends with `_exit`: the output and the exit status are all that is
//! left, and the allocator's exit-time purge (mimalloc's `mi_process_done`) would be more
//! waited-for work. `NVVERIFY_PLAIN_EXIT=1` keeps the ordinary `exit` and no holder (for
//! profilers that write at exit, `-Cprofile-generate`'s runtime among them, and debuggers).
//! Under valgrind, which does not support `clone` with `CLONE_VM` alone, there is no holder
//! but still `_exit` (its tools write their results at any exit), so that the instruction
//! counts and the layout's traces (bench/) follow the path a check takes.

use std::io::Write;

/// Ends the process with `code` after flushing stdout and stderr; see the module's docs.
pub fn end(code: u8) -> ! {
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    if std::env::var_os("NVVERIFY_PLAIN_EXIT").is_some_and(|value| value != "0") {
        std::process::exit(i32::from(code));
    }
    #[cfg(target_os = "linux")]
    if !under_valgrind() {
        holder::hand_over_teardown();
    }
    #[cfg(unix)]
    // SAFETY: `_exit` ends the process at once; the output is flushed above and nothing else
    // is owed to anyone (the reports, the cache and `--output` were written before).
    unsafe {
        libc::_exit(i32::from(code))
    }
    #[cfg(not(unix))]
    std::process::exit(i32::from(code))
}

/// A run under valgrind: its preload library is in `LD_PRELOAD`.
#[cfg(target_os = "linux")]
fn under_valgrind() -> bool {
    std::env::var_os("LD_PRELOAD")
        .is_some_and(|preload| preload.to_string_lossy().contains("vgpreload"))
}

#[cfg(target_os = "linux")]
mod holder {
    use std::ffi::{c_int, c_void};

    /// The holder's stack: it calls a handful of system calls and nothing else.
    const STACK_BYTES: usize = 16 * 1024;

    /// Clones the holder, sharing this process's memory. When the clone fails (a sandbox that
    /// forbids it, say) nothing changes: this process tears its memory down itself.
    pub fn hand_over_teardown() {
        let stack = Box::leak(vec![0u128; STACK_BYTES / 16].into_boxed_slice());
        let top = stack.as_mut_ptr_range().end.cast::<c_void>();
        // SAFETY: getpid has no preconditions.
        let parent = unsafe { libc::getpid() };
        // SAFETY: `hold` runs on its own stack (`top`, 16-byte aligned, leaked so it outlives
        // this process), touches no memory this process writes meanwhile, takes no lock and
        // calls no libc function but the `syscall` wrapper. CLONE_UNTRACED: a tracer following
        // this process (strace -f, gdb) does not stop in it.
        unsafe {
            libc::clone(
                hold,
                top,
                libc::CLONE_VM | libc::CLONE_UNTRACED | libc::SIGCHLD,
                parent as usize as *mut c_void,
            );
        }
    }

    /// The holder: closes its copies of the descriptors (a reader of this process's stdout
    /// waits for every copy to close), then waits until this process has exited. Its parent id
    /// changes only when every thread of this process has exited, each having let go of the
    /// memory; the holder's exit then tears it down. A sleep of up to a millisecond between
    /// looks: the process exits within microseconds, and a stopped one costs next to nothing.
    extern "C" fn hold(parent: *mut c_void) -> c_int {
        let parent = parent as usize as libc::c_long;
        // SAFETY: raw system calls on no memory but the holder's own stack.
        unsafe {
            if libc::syscall(libc::SYS_close_range, 0u32, u32::MAX, 0u32) != 0 {
                // An old kernel: exit now and leave the teardown to the process (nothing lost).
                return 0;
            }
            let mut pause = libc::timespec {
                tv_sec: 0,
                tv_nsec: 20_000,
            };
            while libc::syscall(libc::SYS_getppid) == parent {
                libc::syscall(
                    libc::SYS_nanosleep,
                    &pause as *const libc::timespec,
                    std::ptr::null_mut::<libc::timespec>(),
                );
                pause.tv_nsec = (pause.tv_nsec * 2).min(1_000_000);
            }
        }
        0
    }
}
