//! nvverify's differential harness: the real tools (libNVVM, ptxas, llc-19) judge the same
//! modules nvverify judges, and the rule tables are audited against them.
//!
//! Modes (`cargo run -p harness -- <mode>`): `oracles`, `diff`, `audit`, `mutate`. See README.md.

pub mod cli;
pub mod dialect;
pub mod oracles;
pub mod sigs;
