//! Renderers: every output format reads the same [`FileReport`](crate::report::FileReport)s.

pub mod docs;
pub mod github;
pub mod human;
pub mod json;
pub mod sarif;
