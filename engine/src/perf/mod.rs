//! The performance machinery the domain code leans on, in one place: phase marks for profiling
//! (`NVVERIFY_PHASES=1`) and the cache hint the loops over far-apart items use. How the rest
//! is made fast is in `docs/performance.md`.

pub mod phases;

/// Asks for the cache line of `text` at `at` ahead of its use (items of a big module lie far
/// apart, and the first touch of each was a miss).
#[inline]
pub fn prefetch(text: &[u8], at: usize) {
    crate::ir::prefetch(text, at)
}
