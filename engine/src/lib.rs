//! nvverify engine: text → IR → salsa queries → diagnostics → renderers.
//!
//! See ARCHITECTURE.md for the map. The entry point is [`workspace::Workspace`].

#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub(crate) mod checks;
pub(crate) mod db;
pub mod diag;
pub(crate) mod facts;
/// The IR front end, its own crate (`ir/`): it knows nothing of salsa or rules.
pub use ir;
mod perf;
pub use perf::phases;
pub mod render;
pub mod report;
pub mod requirements;
pub mod rules;
pub mod settings;
pub mod shared_text;
pub mod workspace;

pub use workspace::{Options, Workspace};
