//! Pure analysis of one function body for validity checks: its local names resolved
//! ([`locals`]), each instruction's operands with the type they are used at ([`operands`]),
//! result types ([`types`]), the control-flow graph ([`cfg`]) and the dominator tree
//! ([`dom`]). Verdicts are the engine's; this module only describes the function.

pub mod cfg;
pub mod dom;
pub mod locals;
pub mod operands;
pub mod types;

pub use cfg::Cfg;
pub use dom::DomTree;
pub use locals::{Def, DefSite, LocalId, Locals};
pub use types::ResultType;
