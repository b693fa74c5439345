//! Proofs of CPU features, made only by run-time detection: a block scanner compiled for a
//! feature set takes one as an argument, so calling it is sound wherever a value exists.

/// Proof that the CPU has AVX2, BMI1, BMI2 and POPCNT (every AVX2 CPU has the other three;
/// only [`Avx2::detect`] makes one). The lexer and the splitter both scan with it.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(crate) struct Avx2(());

#[cfg(target_arch = "x86_64")]
impl Avx2 {
    #[inline]
    pub(crate) fn detect() -> Option<Avx2> {
        use std::arch::is_x86_feature_detected as has;
        (has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt")).then_some(Avx2(()))
    }
}
