//! nvverify engine: text → IR → salsa queries → diagnostics.
pub mod ir;
pub mod rules;
