//! The parser's table of a function's local names: each `%name` of a body (and of its
//! parameters) is resolved, as it is read, to its number (`%7`) or to the function's symbol
//! for its text, recorded in the [`Name`] ([`Name::local`]). Reading and hashing every name
//! once here, where its bytes are already at hand, spares the validity checks a second pass
//! over the text with a hash table of their own.
//!
//! Open addressing over 16-byte slots, stamped with a generation so that starting the next
//! function clears nothing; one table per thread, lent to the parser for a function.

use std::cell::Cell;
use std::hash::{BuildHasher, Hasher};

use crate::ast::{LocalRef, Name, LOCAL_REF_LIMIT};

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    /// The function the slot was filled in (free when not the table's current one).
    generation: u32,
    symbol: u32,
}

/// A function's local names (see the module comment).
#[derive(Default)]
pub(crate) struct LocalNames {
    slots: Vec<Slot>,
    generation: u32,
    /// The first name given each symbol, to tell apart names whose keys are hashes.
    firsts: Vec<Name>,
}

thread_local! {
    static TABLE: Cell<LocalNames> = Cell::new(LocalNames::default());
}

// 32 KiB: room for a 1,000-name function without growing (growth re-reads every name).
const INITIAL_SLOTS: usize = 2048;

impl LocalNames {
    /// This thread's table, emptied for a new function.
    pub(crate) fn lend() -> LocalNames {
        let mut t = TABLE.try_with(Cell::take).unwrap_or_default();
        t.generation = t.generation.wrapping_add(1);
        if t.generation == 0 || t.slots.is_empty() {
            // A wrapped stamp could meet a slot of 2^32 functions ago: clear once.
            t.slots.clear();
            t.slots.resize(INITIAL_SLOTS, Slot::default());
            t.generation = 1;
        }
        t.firsts.clear();
        t
    }

    /// Gives the table back to this thread (a huge function's table is dropped).
    pub(crate) fn give_back(self) {
        if !self.slots.is_empty() && self.slots.len() <= 1 << 16 {
            let _ = TABLE.try_with(|c| c.set(self));
        }
    }

    /// How many symbols the current function has.
    pub(crate) fn symbols(&self) -> u32 {
        self.firsts.len() as u32
    }

    /// What the local `name` (in `src`) refers to; a new symbol when its text is new.
    /// A table that was never lent (a name outside a function) resolves nothing.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn resolve(&mut self, src: &[u8], name: Name) -> LocalRef {
        if self.slots.is_empty() {
            return LocalRef::None;
        }
        let (start, end) = (name.span.start as usize, name.span.end as usize);
        let Some(&first) = src.get(start) else {
            return LocalRef::None;
        };
        let len = end - start;
        if len == 0 {
            return LocalRef::None;
        }
        let (key, exact) = if name.quoted() {
            // `%".5"` (numba names every value so): the bytes between the quotes, as the
            // unquoted spelling of the same text would be keyed, when short and plain.
            let inner = start + 1..end - 1;
            if (3..=10).contains(&len) && inner.start + 8 <= src.len() && src[end - 1] == b'"' {
                let bytes = &src[inner.clone()];
                if bytes.iter().all(|&b| b != 0 && b != b'\\' && b < 0x80) {
                    let word = u64::from_le_bytes(
                        src[inner.start..inner.start + 8]
                            .try_into()
                            .expect("8 bytes"),
                    );
                    let key = word & (u64::MAX >> (64 - 8 * bytes.len()));
                    return self.symbol_of(src, name, key, true);
                }
            }
            return self.resolve_quoted(src, name);
        } else if first.is_ascii_digit() {
            return number(&src[start..end]);
        } else if len <= 8 && start + 8 <= src.len() {
            // The name's bytes themselves, zero-padded: exact (an unquoted name is ASCII
            // and holds no NUL, so the top bit is clear and lengths stay apart).
            let word = u64::from_le_bytes(src[start..start + 8].try_into().expect("8 bytes"));
            (word & (u64::MAX >> (64 - 8 * len)), true)
        } else {
            key_of(&src[start..end])
        };
        self.symbol_of(src, name, key, exact)
    }

    #[cold]
    fn resolve_quoted(&mut self, src: &[u8], name: Name) -> LocalRef {
        let text = text_of(src, name);
        let (key, exact) = key_of(&text);
        self.symbol_of(src, name, key, exact)
    }

    /// The symbol of `key`: the slot it hashes to holds it, or is free and takes it (both
    /// inlined: every name does one or the other); anything else probes further.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn symbol_of(&mut self, src: &[u8], name: Name, key: u64, exact: bool) -> LocalRef {
        let mask = self.slots.len() - 1;
        let at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        let slot = &mut self.slots[at];
        if slot.generation != self.generation {
            let symbol = self.firsts.len() as u32;
            if symbol < LOCAL_REF_LIMIT - 1 && self.firsts.len() * 2 < mask {
                *slot = Slot {
                    key,
                    generation: self.generation,
                    symbol,
                };
                self.firsts.push(name);
                return LocalRef::Symbol(symbol);
            }
        } else if slot.key == key && exact {
            return LocalRef::Symbol(slot.symbol);
        }
        self.probe(src, name, key, exact)
    }

    /// [`LocalNames::symbol_of`] past the first slot: linear probing, growth.
    #[inline(never)]
    fn probe(&mut self, src: &[u8], name: Name, key: u64, exact: bool) -> LocalRef {
        if self.firsts.len() * 2 >= self.slots.len() - 1 {
            self.grow(src);
        }
        let mask = self.slots.len() - 1;
        let mut at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        loop {
            let slot = self.slots[at];
            if slot.generation != self.generation {
                let symbol = self.firsts.len() as u32;
                if symbol >= LOCAL_REF_LIMIT - 1 {
                    return LocalRef::None;
                }
                self.slots[at] = Slot {
                    key,
                    generation: self.generation,
                    symbol,
                };
                self.firsts.push(name);
                return LocalRef::Symbol(symbol);
            }
            if slot.key == key
                && (exact || text_of(src, self.firsts[slot.symbol as usize]) == text_of(src, name))
            {
                return LocalRef::Symbol(slot.symbol);
            }
            at = (at + 1) & mask;
        }
    }

    /// Doubles the slots, re-placing the current function's names.
    #[cold]
    fn grow(&mut self, src: &[u8]) {
        let size = self.slots.len() * 2;
        self.slots.clear();
        self.slots.resize(size, Slot::default());
        let firsts = std::mem::take(&mut self.firsts);
        for &name in &firsts {
            let text = text_of(src, name);
            let (key, _) = if !name.quoted() && text.len() <= 8 {
                let mut word = [0u8; 8];
                word[..text.len()].copy_from_slice(&text);
                (u64::from_le_bytes(word), true)
            } else {
                key_of(&text)
            };
            let mut at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & (size - 1);
            while self.slots[at].generation == self.generation {
                at = (at + 1) & (size - 1);
            }
            self.slots[at] = Slot {
                key,
                generation: self.generation,
                symbol: self.firsts.len() as u32,
            };
            self.firsts.push(name);
        }
    }
}

/// `%N`: its number, if it is all digits and small enough to pack.
fn number(digits: &[u8]) -> LocalRef {
    let mut n = 0u32;
    for &d in digits {
        if !d.is_ascii_digit() || n >= LOCAL_REF_LIMIT / 10 {
            return LocalRef::None;
        }
        n = n * 10 + u32::from(d - b'0');
    }
    LocalRef::Number(n)
}

/// The key of a name's text: its bytes when at most 8 without a NUL or a high bit (exact),
/// else a hash with the top bit set (to be checked against the text on a match).
fn key_of(text: &[u8]) -> (u64, bool) {
    if text.len() <= 8 && text.iter().all(|&b| b != 0 && b < 0x80) {
        let mut word = [0u8; 8];
        word[..text.len()].copy_from_slice(text);
        return (u64::from_le_bytes(word), true);
    }
    let mut h = rustc_hash::FxBuildHasher.build_hasher();
    h.write(text);
    (h.finish() | 1 << 63, false)
}

/// A name's text: quotes removed and escapes decoded.
fn text_of(src: &[u8], name: Name) -> std::borrow::Cow<'_, [u8]> {
    let raw = &src[name.span.start as usize..name.span.end as usize];
    if !name.quoted() {
        return raw.into();
    }
    let inner = raw
        .strip_prefix(b"\"")
        .and_then(|s| s.strip_suffix(b"\""))
        .unwrap_or(raw);
    match std::str::from_utf8(inner) {
        Ok(s) if inner.contains(&b'\\') => crate::ast::unescape_bytes(s).into(),
        _ => inner.into(),
    }
}
