//! What `set_file` keeps of a file's whole text so that the next `set_file` reads the new
//! text only: the hashes of blocks that cover the text, in order.
//!
//! Watch mode hands over the whole text after every save. Comparing it with the old one
//! reads both (46 MB for the 23 MB bench module: 1.9 ms, most of `set_file`); hashing the
//! new text's blocks where the old text's blocks were, from each end until one differs,
//! reads it once. The old text is read only inside the block where each walk stopped, to
//! find the first and last differing byte exactly. A block whose hash matches is taken to be
//! equal (XXH3-128: a chance collision between two different blocks is about 2^-128).
//!
//! After the edit the blocks wholly inside the common prefix are kept, those wholly inside
//! the common suffix are kept and moved by the change in length, and only the bytes between
//! them are cut into blocks and hashed again.

use super::block_hash::hash;
use super::layout::{common_prefix, common_suffix};

/// Blocks are cut this long; the last of a text, and those an edit cuts anew, are shorter.
const BLOCK: usize = 64 << 10;

pub(super) struct Fingerprint {
    /// Contiguous, from byte 0 to the end of the text.
    blocks: Vec<Block>,
    /// The length blocks are cut to.
    block: usize,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Block {
    start: usize,
    len: usize,
    hash: u128,
}

impl Block {
    fn end(&self) -> usize {
        self.start + self.len
    }
}

impl Fingerprint {
    /// The blocks of a whole text.
    pub(super) fn of(text: &[u8]) -> Fingerprint {
        Self::cut_to(text, BLOCK)
    }

    fn cut_to(text: &[u8], block: usize) -> Fingerprint {
        let mut blocks = Vec::with_capacity(text.len().div_ceil(block));
        cut(text, 0..text.len(), block, &mut blocks);
        Fingerprint { blocks, block }
    }

    /// The length of the text these blocks cover.
    fn len(&self) -> usize {
        self.blocks.last().map_or(0, Block::end)
    }

    /// The common prefix of `old` (the text this fingerprint is of) and `new`, and their
    /// common suffix capped so that the two do not overlap in the shorter text: what
    /// comparing the two texts byte by byte from each end gives.
    pub(super) fn common_ends(&self, old: &[u8], new: &[u8]) -> (usize, usize) {
        debug_assert_eq!(old.len(), self.len(), "a fingerprint of another text");
        let (old_len, new_len) = (old.len(), new.len());
        let mut prefix = 0;
        for block in &self.blocks {
            if block.end() > new_len || hash(&new[block.start..block.end()]) != block.hash {
                break;
            }
            prefix = block.end();
        }
        // The first difference lies in the block the walk stopped at (or at the end of the
        // shorter text): found byte by byte there.
        prefix += common_prefix(&old[prefix..], &new[prefix..]);
        let room = old_len.min(new_len) - prefix;
        let mut suffix = 0;
        for block in self.blocks.iter().rev() {
            let from_end = old_len - block.start;
            if from_end > room {
                break;
            }
            let at = new_len - from_end;
            if hash(&new[at..at + block.len]) != block.hash {
                break;
            }
            suffix = from_end;
        }
        suffix += common_suffix(
            &old[old_len - room..old_len - suffix],
            &new[new_len - room..new_len - suffix],
        );
        (prefix, suffix)
    }

    /// The fingerprint of `new`, whose first `prefix` and last `suffix` bytes are those of the
    /// text this fingerprint is of (`prefix + suffix` at most the shorter length).
    pub(super) fn after(&self, new: &[u8], prefix: usize, suffix: usize) -> Fingerprint {
        let (old_len, new_len) = (self.len(), new.len());
        debug_assert!(prefix + suffix <= old_len.min(new_len));
        let mut head = self.blocks.partition_point(|b| b.end() <= prefix);
        let mut tail = self.blocks.partition_point(|b| b.start < old_len - suffix);
        // The bytes between the kept blocks, in the new text.
        let mut start = head.checked_sub(1).map_or(0, |i| self.blocks[i].end());
        let mut end = self
            .blocks
            .get(tail)
            .map_or(new_len, |b| b.start + new_len - old_len);
        // A short run takes a kept neighbour in with it, so that short blocks do not pile up
        // over many edits (each edit leaves at most one block under half the length).
        while end - start < self.block / 2 {
            if tail < self.blocks.len() {
                end += self.blocks[tail].len;
                tail += 1;
            } else if head > 0 {
                head -= 1;
                start -= self.blocks[head].len;
            } else {
                break;
            }
        }
        let mut blocks = Vec::with_capacity(self.blocks.len() + 2);
        blocks.extend_from_slice(&self.blocks[..head]);
        cut(new, start..end, self.block, &mut blocks);
        blocks.extend(self.blocks[tail..].iter().map(|b| Block {
            start: b.start + new_len - old_len,
            ..*b
        }));
        Fingerprint {
            blocks,
            block: self.block,
        }
    }
}

/// Cuts `range` of `text` into blocks of nearly equal length, none longer than `block`.
fn cut(text: &[u8], range: std::ops::Range<usize>, block: usize, into: &mut Vec<Block>) {
    let len = range.len();
    let count = len.div_ceil(block);
    let mut start = range.start;
    for i in 0..count {
        // Spread evenly: block i ends at i+1 count-ths of the range.
        let end = range.start + len * (i + 1) / count;
        into.push(Block {
            start,
            len: end - start,
            hash: hash(&text[start..end]),
        });
        start = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What comparing byte by byte gives: the whole common prefix, the common suffix capped.
    fn compared(old: &[u8], new: &[u8]) -> (usize, usize) {
        let prefix = common_prefix(old, new);
        let suffix = common_suffix(old, new).min(old.len().min(new.len()) - prefix);
        (prefix, suffix)
    }

    /// The blocks cover `text` exactly, in order, each with its bytes' hash.
    fn assert_describes(fingerprint: &Fingerprint, text: &[u8], context: &str) {
        let mut at = 0;
        for block in &fingerprint.blocks {
            assert_eq!(block.start, at, "{context}: blocks are contiguous");
            assert!(
                block.len > 0 && block.len <= fingerprint.block,
                "{context}: {block:?}"
            );
            assert_eq!(
                block.hash,
                hash(&text[block.start..block.end()]),
                "{context}"
            );
            at = block.end();
        }
        assert_eq!(at, text.len(), "{context}: blocks cover the text");
    }

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    #[test]
    fn finds_what_comparing_finds_and_describes_the_new_text_after_any_edit() {
        let mut rng = Rng(100_901);
        let line = |i: usize| format!("  %v{i} = add i32 %a, {i}\n");
        let mut text: Vec<u8> = (0..400).flat_map(|i| line(i).into_bytes()).collect();
        // Blocks of 300 bytes (above the hash's 240-byte short path) and 1,000 (its stripes).
        for block in [300, 1_000] {
            let mut fingerprint = Fingerprint::cut_to(&text, block);
            assert_describes(&fingerprint, &text, "fresh");
            for step in 0..400 {
                let old = text.clone();
                let len = old.len();
                // Edits at either end, inside, over block boundaries, growing and shrinking
                // the text, none at all, and (rarely) the whole text replaced.
                let start = match rng.below(6) {
                    0 => 0,
                    1 => len.saturating_sub(rng.below(40)),
                    _ => rng.below(len + 1),
                };
                let end = (start + [0, 1, 7, 350, 2_500][rng.below(5)]).min(len);
                let insert: Vec<u8> = match rng.below(5) {
                    0 => Vec::new(),
                    1 => old[start..end].to_vec(),
                    2 => line(rng.below(100_000)).into_bytes(),
                    3 => vec![b'x'; rng.below(3 * block)],
                    _ => b"1".to_vec(),
                };
                text.splice(start..end, insert);
                if step % 97 == 96 {
                    text = (0..rng.below(300))
                        .flat_map(|i| line(i).into_bytes())
                        .collect();
                }
                let context = format!("block {block}, step {step}, {start}..{end}");
                let ends = fingerprint.common_ends(&old, &text);
                assert_eq!(ends, compared(&old, &text), "{context}");
                fingerprint = fingerprint.after(&text, ends.0, ends.1);
                assert_describes(&fingerprint, &text, &context);
                assert!(
                    fingerprint.blocks.len() <= 2 * text.len() / block + 2,
                    "{context}: {} blocks for {} bytes",
                    fingerprint.blocks.len(),
                    text.len()
                );
            }
        }
    }

    #[test]
    fn an_empty_text_has_no_blocks_and_diffs_against_any() {
        let empty = Fingerprint::of(b"");
        assert!(empty.blocks.is_empty());
        assert_eq!(empty.common_ends(b"", b""), (0, 0));
        assert_eq!(empty.common_ends(b"", b"abc"), (0, 0));
        let grown = empty.after(b"abc", 0, 0);
        assert_describes(&grown, b"abc", "grown");
        assert_eq!(grown.common_ends(b"abc", b""), (0, 0));
        assert_describes(&grown.after(b"", 0, 0), b"", "emptied");
    }
}
