//! Reads, validates and compiles the RON rule files in `rules/`.
