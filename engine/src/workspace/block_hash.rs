//! XXH3-128 of a block of text, with AVX2 where the CPU has it.
//!
//! `xxhash-rust` picks its SIMD path when it is compiled: SSE2 for the portable x86-64 build
//! this project ships, at which hashing a 19 MB text took as long as comparing it with another
//! (1.3–1.4 ms against 1.4–1.5 ms). The long-input loop below is that crate's algorithm
//! (XXH3, default secret, seed 0) with AVX2 chosen at run time: 1.1 ms, about what reading the
//! text costs. Its result is the crate's `xxh3_128`, which the tests hold it to; inputs of
//! up to 240 bytes, and CPUs without AVX2, go to the crate itself.

// Elsewhere than x86-64 only the crate's function runs.
#![cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]

use xxhash_rust::xxh3::xxh3_128;

/// The hash of `bytes`: equal to `xxhash_rust::xxh3::xxh3_128(bytes)`.
pub(super) fn hash(bytes: &[u8]) -> u128 {
    #[cfg(target_arch = "x86_64")]
    if bytes.len() > MID_SIZE_MAX && std::arch::is_x86_feature_detected!("avx2") {
        let mut acc = INITIAL_ACC;
        // SAFETY: AVX2 was just detected.
        unsafe { long_loop_avx2(&mut acc, bytes) };
        let len = bytes.len() as u64;
        let low = merge_accs(&acc, MERGEACCS_START, len.wrapping_mul(PRIME64_1));
        let high = merge_accs(
            &acc,
            SECRET.len() - 64 - MERGEACCS_START,
            !len.wrapping_mul(PRIME64_2),
        );
        return low as u128 | (high as u128) << 64;
    }
    xxh3_128(bytes)
}

/// Longer inputs take the striped loop.
const MID_SIZE_MAX: usize = 240;
const STRIPE: usize = 64;
/// Stripes per block: (secret length − stripe) / 8, the secret consumed 8 bytes per stripe.
const STRIPES_PER_BLOCK: usize = (SECRET.len() - STRIPE) / 8;
const MERGEACCS_START: usize = 11;
const LASTACC_START: usize = 7;

const PRIME32_1: u64 = 0x9E37_79B1;
const PRIME32_2: u64 = 0x85EB_CA77;
const PRIME32_3: u64 = 0xC2B2_AE3D;
const PRIME64_1: u64 = 0x9E37_79B1_85EB_CA87;
const PRIME64_2: u64 = 0xC2B2_AE3D_27D4_EB4F;
const PRIME64_3: u64 = 0x1656_67B1_9E37_79F9;
const PRIME64_4: u64 = 0x85EB_CA77_C2B2_AE63;
const PRIME64_5: u64 = 0x27D4_EB2F_1656_67C5;

const INITIAL_ACC: [u64; 8] = [
    PRIME32_3, PRIME64_1, PRIME64_2, PRIME64_3, PRIME64_4, PRIME32_2, PRIME64_5, PRIME32_1,
];

/// XXH3's default secret.
const SECRET: [u8; 192] = [
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c,
    0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f,
    0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c,
    0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3,
    0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d,
    0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64,
    0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e,
    0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce,
    0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
];

fn secret_word(at: usize) -> u64 {
    u64::from_le_bytes(SECRET[at..at + 8].try_into().expect("8 bytes"))
}

/// The low and high halves of a 64 × 64-bit product, folded by XOR.
fn mul128_fold64(a: u64, b: u64) -> u64 {
    let product = a as u128 * b as u128;
    product as u64 ^ (product >> 64) as u64
}

fn avalanche(mut h: u64) -> u64 {
    h ^= h >> 37;
    h = h.wrapping_mul(0x1656_6791_9E37_79F9);
    h ^ (h >> 32)
}

fn merge_accs(acc: &[u64; 8], secret_at: usize, start: u64) -> u64 {
    let mut result = start;
    for i in 0..4 {
        result = result.wrapping_add(mul128_fold64(
            acc[2 * i] ^ secret_word(secret_at + 16 * i),
            acc[2 * i + 1] ^ secret_word(secret_at + 16 * i + 8),
        ));
    }
    avalanche(result)
}

/// XXH3's accumulation over every stripe of `input` (longer than 240 bytes), the eight
/// 64-bit accumulators held in two AVX2 registers.
///
/// # Safety
/// The CPU must have AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn long_loop_avx2(acc: &mut [u64; 8], input: &[u8]) {
    use std::arch::x86_64::*;

    /// One half stripe (32 bytes at `data`) into `acc`, with the secret's 32 bytes at `key`.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn accumulate(acc: __m256i, data: *const u8, key: *const u8) -> __m256i {
        // SAFETY: the caller's 32 bytes at each pointer.
        let (data, key) = unsafe {
            (
                _mm256_loadu_si256(data.cast()),
                _mm256_loadu_si256(key.cast()),
            )
        };
        let keyed = _mm256_xor_si256(data, key);
        let product = _mm256_mul_epu32(keyed, _mm256_srli_epi64(keyed, 32));
        // Each 64-bit lane's data goes to the other lane of its pair.
        let swapped = _mm256_shuffle_epi32(data, 0b01_00_11_10);
        _mm256_add_epi64(_mm256_add_epi64(acc, swapped), product)
    }

    /// `n` stripes from `base` into both halves of the accumulators.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn stripes(acc: &mut [__m256i; 2], base: *const u8, n: usize) {
        let secret = SECRET.as_ptr();
        for s in 0..n {
            // SAFETY: the caller's `n` stripes at `base`; stripe `s` reads secret bytes
            // 8s..8s+64, inside the secret since n ≤ 16.
            unsafe {
                acc[0] = accumulate(acc[0], base.add(s * STRIPE), secret.add(s * 8));
                acc[1] = accumulate(acc[1], base.add(s * STRIPE + 32), secret.add(s * 8 + 32));
            }
        }
    }

    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn scramble(acc: __m256i, key: *const u8) -> __m256i {
        let prime = _mm256_set1_epi32(PRIME32_1 as i32);
        let mixed = _mm256_xor_si256(acc, _mm256_srli_epi64(acc, 47));
        // SAFETY: the caller's 32 secret bytes at `key`.
        let keyed = _mm256_xor_si256(mixed, unsafe { _mm256_loadu_si256(key.cast()) });
        let low = _mm256_mul_epu32(keyed, prime);
        let high = _mm256_mul_epu32(_mm256_srli_epi64(keyed, 32), prime);
        _mm256_add_epi64(low, _mm256_slli_epi64(high, 32))
    }

    debug_assert!(input.len() > MID_SIZE_MAX);
    let secret = SECRET.as_ptr();
    let (len, at) = (input.len(), input.as_ptr());
    // SAFETY: every pointer below reads inside its slice: stripes only below `len` (the last
    // one ends at it), the secret only below its 192 bytes; the accumulators are 8 words.
    unsafe {
        let mut halves = [
            _mm256_loadu_si256(acc.as_ptr().cast()),
            _mm256_loadu_si256(acc.as_ptr().add(4).cast()),
        ];
        let block = STRIPE * STRIPES_PER_BLOCK;
        let blocks = (len - 1) / block;
        for b in 0..blocks {
            stripes(&mut halves, at.add(b * block), STRIPES_PER_BLOCK);
            halves[0] = scramble(halves[0], secret.add(SECRET.len() - STRIPE));
            halves[1] = scramble(halves[1], secret.add(SECRET.len() - 32));
        }
        let rest = ((len - 1) - block * blocks) / STRIPE;
        stripes(&mut halves, at.add(blocks * block), rest);
        let last = at.add(len - STRIPE);
        let key = secret.add(SECRET.len() - STRIPE - LASTACC_START);
        halves[0] = accumulate(halves[0], last, key);
        halves[1] = accumulate(halves[1], last.add(32), key.add(32));
        _mm256_storeu_si256(acc.as_mut_ptr().cast(), halves[0]);
        _mm256_storeu_si256(acc.as_mut_ptr().add(4).cast(), halves[1]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equals_the_crates_xxh3_128_at_every_length_and_offset() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let bytes: Vec<u8> = (0..70_000)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        // Every length through the short, middle and first blocks' boundaries, then around
        // the 1,024-byte block and the sizes the fingerprint uses; odd offsets for alignment.
        let lengths = (0..2_200).chain([4_095, 4_096, 4_097, 32_768, 65_535, 65_536, 65_537]);
        for len in lengths {
            for offset in [0, 1, 7] {
                let input = &bytes[offset..offset + len];
                assert_eq!(
                    hash(input),
                    xxh3_128(input),
                    "length {len}, offset {offset}"
                );
            }
        }
    }

    #[test]
    fn one_changed_byte_changes_the_hash() {
        let text = "define void @f() {\nentry:\n  ret void\n}\n".repeat(40);
        let base = hash(text.as_bytes());
        for at in [0, 1, 300, text.len() / 2, text.len() - 1] {
            let mut changed = text.clone().into_bytes();
            changed[at] ^= 1;
            assert_ne!(hash(&changed), base, "byte {at}");
        }
    }
}
