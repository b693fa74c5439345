//! Links the `nvverify` executable as a position-dependent (non-PIE) program on x86-64 Linux.
//! The rule tables are static data full of pointers (names, lists, rows); in a PIE each of
//! those is a relative relocation the dynamic loader patches at every start (~19,500 of them,
//! about 9% of the instructions of checking a small Triton module). A fixed-address
//! executable has them resolved at link time. Only this binary: the Python extension module
//! (python/) is a shared library and stays position-independent.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    if os == "linux" && arch == "x86_64" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
