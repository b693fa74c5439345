//! Byte lexer (first-commit placeholder; full version follows).
