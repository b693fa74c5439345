//! LLVM IR front end. Knows nothing of salsa or rules.
