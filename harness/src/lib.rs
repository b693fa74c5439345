//! nvverify's differential harness: the real tools (libNVVM, ptxas, llc-19) judge the same
//! modules nvverify judges, and the rule tables are audited against them.
//!
//! Modes (`cargo run -p harness -- <mode>`): `oracles`, `judge`, `diff`, `audit`, `mutate`.
//! See README.md.

pub mod allowlist;
pub mod audit;
pub mod audit_fixtures;
pub mod audit_valid;
pub mod cli;
pub mod compare;
pub mod dialect;
pub mod diff;
pub mod engine_adapter;
pub mod immargs;
pub mod mutate;
pub mod nvvm_sigs;
pub mod oracles;
pub mod probes;
pub mod ptx_probe;
pub mod rule_class;
pub mod run;
pub mod sigs;
pub mod tables;
pub mod verifier;
