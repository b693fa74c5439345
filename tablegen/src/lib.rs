//! Reads, validates and compiles the RON rule files in `rules/`.
//!
//! Stages: parse every file (RON syntax errors keep their spans) → validate (every error is
//! collected, printed as `rules/<file>.ron:<line>:<col>: error: <msg>`) → lower into
//! [`tables::Tables`] → emit Rust (`emit`). The same stages run at build time (`engine/build.rs`)
//! and at run time (`nvverify check --rules DIR`).

pub mod emit;
pub mod model;

/// Parses one rule file (`IMPLICIT_SOME` is on: `ptx: "8.0"` fills an `Option`).
pub fn parse_rule_file(src: &str) -> Result<model::RuleFile, ron::error::SpannedError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(src)
}

#[cfg(test)]
mod smoke {
    #[test]
    fn targets_file_parses() {
        let src =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/targets.ron"))
                .unwrap();
        let f = crate::parse_rule_file(&src).unwrap();
        assert!(f
            .targets
            .iter()
            .any(|t| t.sm == 110 && t.aliases.iter().any(|a| a == "sm_101")));
    }
}
