//! The parser's table of a function's local names: each `%name` of a body (and of its
//! parameters) is resolved, as it is read, to its number (`%7`) or to the function's symbol
//! for its text, recorded in the [`Name`] ([`Name::local`]). Reading and hashing every name
//! once here, where its bytes are already at hand, spares the validity checks a second pass
//! over the text with a hash table of their own.
//!
//! Open addressing over 24-byte slots, stamped with a generation so that starting the next
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
    /// How a plain line defines the name ([`plain_key`]), or [`NOT_PLAIN`]: kept beside the
    /// name, where resolving it has just looked (see `Instruction::plain`).
    plain: u64,
}

/// A name no plain line defines (so far).
const NOT_PLAIN: u64 = u64::MAX;

/// A plain line's result as its slot records it: the parser's number of its block and its
/// type.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn plain_key(block: u32, ty: crate::ast::TypeId) -> u64 {
    u64::from(block) << 32 | u64::from(ty.0)
}

/// Where a resolved name's slot is, for [`LocalNames::plain_of`] and
/// [`LocalNames::set_plain`]: its index and the table's generation then (a growth, which
/// moves every name, changes it, and the place is stale).
#[derive(Clone, Copy)]
pub(crate) struct Place {
    at: u32,
    generation: u32,
}

impl Place {
    const NONE: Place = Place {
        at: u32::MAX,
        generation: 0,
    };
}

/// A function's local names (see the module comment).
#[derive(Default)]
pub(crate) struct LocalNames {
    slots: Vec<Slot>,
    /// The slots this function uses, less one: a prefix of `slots` sized to the function
    /// (a 100-line body needs 12 KiB of slots, not the whole table, which would fill the L1
    /// data cache), doubled in place when the names outgrow it.
    mask: usize,
    generation: u32,
    /// The first name given each symbol, to tell apart names whose keys are hashes.
    firsts: Vec<Name>,
}

thread_local! {
    static TABLE: Cell<LocalNames> = Cell::new(LocalNames::default());
}

// 48 KiB: room for a 1,000-name function without growing (growth re-reads every name; at
// 1,024 slots numba's matmul grew, +3% of its check's instructions). Cleared once a thread.
const INITIAL_SLOTS: usize = 2048;

/// The fewest slots a function gets.
const MIN_SLOTS: usize = 64;

/// Bytes of a function's text per slot it gets at first: a line of IR (~30 bytes) defines
/// at most one name and uses a few defined elsewhere, so this keeps the table under half
/// full for ordinary bodies, and growth (re-placing every name) rare.
const TEXT_BYTES_PER_SLOT: usize = 8;

impl LocalNames {
    /// This thread's table, emptied for a new function of `text_len` bytes.
    pub(crate) fn lend(text_len: usize) -> LocalNames {
        let mut t = TABLE.try_with(Cell::take).unwrap_or_default();
        t.generation = t.generation.wrapping_add(1);
        if t.generation == 0 || t.slots.is_empty() {
            // A wrapped stamp could meet a slot of 2^32 functions ago: clear once.
            t.slots.clear();
            t.slots.resize(INITIAL_SLOTS, Slot::default());
            t.generation = 1;
        }
        let want = (text_len / TEXT_BYTES_PER_SLOT)
            .next_power_of_two()
            .clamp(MIN_SLOTS, t.slots.len());
        t.mask = want - 1;
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
        self.resolve_placed(src, name).0
    }

    /// [`LocalNames::resolve`], and where the name's slot is ([`Place::NONE`] for a number
    /// or a name the table does not hold).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn resolve_placed(&mut self, src: &[u8], name: Name) -> (LocalRef, Place) {
        if self.slots.is_empty() {
            return (LocalRef::None, Place::NONE);
        }
        let (start, end) = (name.span.start as usize, name.span.end as usize);
        let Some(&first) = src.get(start) else {
            return (LocalRef::None, Place::NONE);
        };
        let len = end - start;
        if len == 0 {
            return (LocalRef::None, Place::NONE);
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
            return (number(&src[start..end]), Place::NONE);
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

    /// [`LocalNames::resolve_placed`] of an unquoted name whose key the caller read with
    /// its bytes (the fused lines' scan): the name's bytes zero-padded when it has 1 to 8 and
    /// does not start with a digit, else 0 (the name is then read from the text here). The
    /// general path's tests and load are already done.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn resolve_keyed(&mut self, src: &[u8], name: Name, key: u64) -> (LocalRef, Place) {
        if key == 0 || self.slots.is_empty() {
            return self.resolve_placed(src, name);
        }
        debug_assert!(!name.quoted());
        debug_assert_eq!(
            (key, true),
            key_of(&src[name.span.start as usize..name.span.end as usize])
        );
        self.symbol_of(src, name, key, true)
    }

    #[cold]
    fn resolve_quoted(&mut self, src: &[u8], name: Name) -> (LocalRef, Place) {
        let text = text_of(src, name);
        let (key, exact) = key_of(&text);
        self.symbol_of(src, name, key, exact)
    }

    /// The symbol of `key`: the slot it hashes to holds it, or is free and takes it (both
    /// inlined: every name does one or the other); anything else probes further.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn symbol_of(&mut self, src: &[u8], name: Name, key: u64, exact: bool) -> (LocalRef, Place) {
        let mask = self.mask;
        let at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        let place = Place {
            at: at as u32,
            generation: self.generation,
        };
        // `mask` < `slots.len()`: no bounds check needed, but one is cheaper than unsafe.
        let slot = &mut self.slots[at];
        if slot.generation != self.generation {
            let symbol = self.firsts.len() as u32;
            if symbol < LOCAL_REF_LIMIT - 1 && self.firsts.len() * 2 < mask {
                *slot = Slot {
                    key,
                    generation: self.generation,
                    symbol,
                    plain: NOT_PLAIN,
                };
                self.firsts.push(name);
                return (LocalRef::Symbol(symbol), place);
            }
        } else if slot.key == key && exact {
            return (LocalRef::Symbol(slot.symbol), place);
        }
        self.probe(src, name, key, exact)
    }

    /// The record of a plain line defining the name at `place` ([`plain_key`]), or
    /// [`NOT_PLAIN`]; `place` fresh from resolving the name (nothing resolved since).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn plain_of(&self, place: Place) -> u64 {
        self.slots
            .get(place.at as usize)
            .map_or(NOT_PLAIN, |slot| slot.plain)
    }

    /// Records that a plain line defines the name at `place`, with the record `key`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn set_plain(&mut self, place: Place, key: u64) {
        if place.generation == self.generation {
            if let Some(slot) = self.slots.get_mut(place.at as usize) {
                slot.plain = key;
            }
        }
    }

    /// [`LocalNames::symbol_of`] past the first slot: linear probing, growth.
    #[inline(never)]
    fn probe(&mut self, src: &[u8], name: Name, key: u64, exact: bool) -> (LocalRef, Place) {
        if self.firsts.len() * 2 >= self.mask {
            self.grow(src);
        }
        let mask = self.mask;
        let mut at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        loop {
            let slot = self.slots[at];
            let place = Place {
                at: at as u32,
                generation: self.generation,
            };
            if slot.generation != self.generation {
                let symbol = self.firsts.len() as u32;
                if symbol >= LOCAL_REF_LIMIT - 1 {
                    return (LocalRef::None, Place::NONE);
                }
                self.slots[at] = Slot {
                    key,
                    generation: self.generation,
                    symbol,
                    plain: NOT_PLAIN,
                };
                self.firsts.push(name);
                return (LocalRef::Symbol(symbol), place);
            }
            if slot.key == key
                && (exact || text_of(src, self.firsts[slot.symbol as usize]) == text_of(src, name))
            {
                return (LocalRef::Symbol(slot.symbol), place);
            }
            at = (at + 1) & mask;
        }
    }

    /// Doubles the slots in use, re-placing the current function's names (the table
    /// itself grows when they are all in use).
    #[cold]
    fn grow(&mut self, src: &[u8]) {
        let size = (self.mask + 1) * 2;
        self.mask = size - 1;
        self.generation = self.generation.wrapping_add(1);
        if size > self.slots.len() || self.generation == 0 {
            self.slots.clear();
            self.slots
                .resize(size.max(self.slots.len()), Slot::default());
            self.generation = 1;
        }
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
            // Plain records are not carried over: the names lose them, and with them
            // only a shortcut (see `Instruction::plain`).
            self.slots[at] = Slot {
                key,
                generation: self.generation,
                symbol: self.firsts.len() as u32,
                plain: NOT_PLAIN,
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

#[cfg(test)]
mod tests {
    use crate::ast::{InstKind, ItemData, ItemKind, LocalRef, ValueKind};
    use crate::parse::parse_item;

    /// A function's table starts at a size from its text and doubles as names come: each
    /// use must still resolve to its definition's symbol after every growth, in a body
    /// denser in names than the first size allows for, and after a larger function has
    /// grown the thread's table (the next function starts small again).
    #[test]
    fn names_resolve_across_growth() {
        for count in [10usize, 300, 5000, 40] {
            let mut text = String::from("define i32 @f(i32 %p) {\n%a0=add i32 %p,1\n");
            for i in 1..count {
                text += &format!("%a{i}=add i32 %a{},%p\n", i - 1);
            }
            text += &format!("ret i32 %a{}\n}}\n", count - 1);
            let (item, errors) = parse_item(&text, ItemKind::Define);
            assert!(errors.is_empty(), "{errors:?}");
            let ItemData::Function(f) = &item.data else {
                panic!("not a function")
            };
            let body = f.body.as_ref().expect("a body");
            let symbol = |n: crate::ast::Name| match n.local() {
                LocalRef::Symbol(s) => s,
                other => panic!("{other:?}"),
            };
            let param = symbol(item.arena[f.params][0].name.expect("named"));
            let mut defined = Vec::new();
            for inst in &body.insts {
                if let InstKind::Binary { lhs, rhs } = &inst.kind {
                    let lhs = match item.arena[lhs.value].kind {
                        ValueKind::Local(n) => symbol(n),
                        _ => param,
                    };
                    if let Some(&previous) = defined.last() {
                        assert_eq!(lhs, previous, "count {count}");
                        let ValueKind::Local(p) = item.arena[*rhs].kind else {
                            panic!("rhs")
                        };
                        assert_eq!(symbol(p), param);
                    }
                    let result = symbol(inst.result.expect("a result"));
                    assert!(!defined.contains(&result) && result != param);
                    defined.push(result);
                }
            }
            assert_eq!(defined.len(), count);
            assert_eq!(body.local_symbols as usize, count + 1);
        }
    }
}
