//! Renderers: every output format reads the same [`FileReport`](crate::report::FileReport)s.

pub mod human;
pub mod json;
