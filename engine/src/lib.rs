//! nvverify engine: text → IR → salsa queries → diagnostics → renderers.
//!
//! See ARCHITECTURE.md for the map. The entry point is [`workspace::Workspace`].

pub mod checks;
pub mod db;
pub mod diag;
pub mod facts;
pub mod ir;
pub mod phases;
pub mod render;
pub mod report;
pub mod rules;
pub mod settings;
pub mod shared_text;
pub mod workspace;

pub use workspace::{Options, Workspace};
