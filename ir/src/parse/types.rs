//! Types: primitives, `iN`, pointers (typed and opaque), arrays, vectors,
//! structs, named types, function types, target extension types.

use super::{parse_u64, PResult, Parser, MAX_INT_WIDTH};
use crate::ast::*;
use crate::lexer::Tok;

/// Word → primitive type (not `iN`, `ptr`, `target`).
pub(crate) fn primitive(w: &[u8]) -> Option<Type> {
    Some(match w {
        b"void" => Type::Void,
        b"half" => Type::Float(FloatKind::Half),
        b"bfloat" => Type::Float(FloatKind::BFloat),
        b"float" => Type::Float(FloatKind::Float),
        b"double" => Type::Float(FloatKind::Double),
        b"fp128" => Type::Float(FloatKind::Fp128),
        b"x86_fp80" => Type::Float(FloatKind::X86Fp80),
        b"ppc_fp128" => Type::Float(FloatKind::PpcFp128),
        b"label" => Type::Label,
        b"metadata" => Type::Metadata,
        b"token" => Type::Token,
        b"x86_amx" => Type::X86Amx,
        b"x86_mmx" => Type::X86Mmx,
        _ => return None,
    })
}

/// Does this token start a type?
pub(crate) fn starts_type(p: &Parser<'_>) -> bool {
    match p.tok.kind() {
        Tok::LBrace | Tok::LBracket | Tok::Less | Tok::Local => true,
        Tok::Word => {
            let w = p.word();
            is_int_type(w) || w == b"ptr" || w == b"target" || primitive(w).is_some()
        }
        _ => false,
    }
}

pub(crate) fn is_int_type(w: &[u8]) -> bool {
    w.len() >= 2 && w[0] == b'i' && w[1..].iter().all(|c| c.is_ascii_digit())
}

/// The cached type keywords and their slots (see `Parser::prim_cache`).
const PRIM_WORDS: [(&[u8], u8); 15] = [
    (b"void", 0),
    (b"half", 1),
    (b"bfloat", 2),
    (b"float", 3),
    (b"double", 4),
    (b"label", 5),
    (b"metadata", 6),
    (b"token", 7),
    (b"ptr", 8),
    (b"i1", 9),
    (b"i8", 10),
    (b"i16", 11),
    (b"i32", 12),
    (b"i64", 13),
    (b"i128", 14),
];

/// The low `len` bytes of a `u64`, by `len` (0 ..= 8).
pub(crate) static KEY_MASK: [u64; 9] = {
    let mut t = [0u64; 9];
    let mut i = 1;
    while i < 9 {
        t[i] = u64::MAX >> (64 - 8 * i);
        i += 1;
    }
    t
};

/// A word of at most 8 bytes as a little-endian integer, zero-padded (words
/// never contain NUL, so distinct words get distinct keys); 0 for longer
/// words.
pub(crate) const fn word_key(w: &[u8]) -> u64 {
    if w.len() > 8 {
        return 0;
    }
    let mut k = 0u64;
    let mut i = 0;
    while i < w.len() {
        k |= (w[i] as u64) << (8 * i);
        i += 1;
    }
    k
}

/// Multiplier of a perfect hash of the [`PRIM_WORDS`] keys into 32 slots
/// (found by search; `PRIM_TABLE` fails to compile if it stops being
/// perfect).
const PRIM_HASH_MUL: u64 = 0xea90_a8f0_d66b_829f;

const fn prim_hash(key: u64) -> usize {
    (key.wrapping_mul(PRIM_HASH_MUL) >> 59) as usize
}

/// `(key, slot)` by hash; empty entries have key 0 and slot `u8::MAX`.
static PRIM_TABLE: [(u64, u8); 32] = {
    let mut t = [(0u64, u8::MAX); 32];
    let mut i = 0;
    while i < PRIM_WORDS.len() {
        let k = word_key(PRIM_WORDS[i].0);
        let h = prim_hash(k);
        assert!(t[h].1 == u8::MAX, "PRIM_HASH_MUL is not a perfect hash");
        t[h] = (k, PRIM_WORDS[i].1);
        i += 1;
    }
    t
};

/// [`prim_slot`] by key: one multiply and one table probe, no branches on
/// which keyword it is (the `match` mispredicted on most types).
#[cfg_attr(not(debug_assertions), inline(always))]
pub(super) fn prim_slot_of_key(key: u64) -> Option<usize> {
    let (k, slot) = PRIM_TABLE[prim_hash(key)];
    (k == key && slot != u8::MAX).then_some(slot as usize)
}

/// Cache slot of `ptr` (handled apart from the other keywords: `ptr
/// addrspace(N)` is one type).
const PTR_SLOT: usize = 8;
/// The slot of `void` in [`PRIM_WORDS`] (refused outside a function's result).
const VOID_SLOT: usize = 0;

/// Cache slot of a very common type keyword other than `ptr` (see
/// `Parser::prim_cache`).
fn prim_slot(w: &[u8]) -> Option<usize> {
    Some(match w {
        b"void" => 0,
        b"half" => 1,
        b"bfloat" => 2,
        b"float" => 3,
        b"double" => 4,
        b"label" => 5,
        b"metadata" => 6,
        b"token" => 7,
        b"i1" => 9,
        b"i8" => 10,
        b"i16" => 11,
        b"i32" => 12,
        b"i64" => 13,
        b"i128" => 14,
        _ => return None,
    })
}

impl Parser<'_> {
    /// Shared `TypeId` for a cached primitive type keyword.
    pub(super) fn prim(&mut self, slot: usize, w: &[u8]) -> TypeId {
        let c = self.prim_cache[slot];
        if c != u32::MAX {
            return TypeId(c);
        }
        let ty = match slot {
            9..=14 => Type::Int(super::parse_u64(&w[1..]).unwrap_or(1) as u32),
            _ => primitive(w).unwrap_or(Type::Error),
        };
        let id = self.arena.push_type(ty);
        self.prim_cache[slot] = id.0;
        id
    }

    /// The id of `Type::TypedPtr { pointee, addrspace }` (or, with
    /// `pointee == None`, `Type::Ptr { addrspace }`), shared with earlier
    /// identical pointer types of this item when the cache still holds one.
    /// Types are never changed once pushed, so sharing an id is invisible
    /// except for fewer arena entries.
    fn pointer_type(&mut self, pointee: Option<TypeId>, addrspace: u32) -> TypeId {
        let p = pointee.map_or(u32::MAX, |t| t.0);
        let slot = (p.wrapping_mul(0x9E37_79B9) ^ addrspace.wrapping_mul(0x85EB_CA6B)) as usize
            >> 7
            & (super::PTR_SLOTS - 1);
        let (cp, ca, id) = self.ptr_cache[slot];
        if cp == p && ca == addrspace && id != u32::MAX {
            return TypeId(id);
        }
        let id = self.arena.push_type(match pointee {
            Some(pointee) => Type::TypedPtr { pointee, addrspace },
            None => Type::Ptr { addrspace },
        });
        self.ptr_cache[slot] = (p, addrspace, id.0);
        id
    }

    /// Parses a type, including typed-pointer (`*`, `addrspace(N)*`) and
    /// function-type (`(…)`) suffixes.
    /// `void` alone is refused, as LLVM's parser refuses it everywhere but a function's
    /// result and a target type's parameter ([`Parser::parse_type_or_void`]).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn parse_type(&mut self) -> PResult<TypeId> {
        self.parse_type_as(false)
    }

    /// [`Parser::parse_type`] that takes `void`: a function's result type (a header's, a
    /// call's, a `ret`'s) and a target extension type's parameter.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn parse_type_or_void(&mut self) -> PResult<TypeId> {
        self.parse_type_as(true)
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn parse_type_as(&mut self, void_allowed: bool) -> PResult<TypeId> {
        // Fast path, inlined into the callers: a cached primitive (`i32`,
        // `float`, `ptr`, …) with no pointer/function suffix after it,
        // which is most types.
        if self.tok.is(Tok::Word) {
            if let Some(slot) = prim_slot_of_key(self.word_key()) {
                let c = self.prim_cache[slot];
                if c == u32::MAX {
                    return self.first_primitive(slot, void_allowed);
                }
                if !self.type_suffix_follows() {
                    if slot == VOID_SLOT && !void_allowed {
                        return self.void_refused(self.tok.span());
                    }
                    self.bump();
                    return Ok(TypeId(c));
                }
                // `float addrspace(1)*`, `i8*`, `ptr addrspace(3)`, …
                return self.parse_type_suffixes_of(slot, TypeId(c));
            }
        }
        self.parse_type_slow_as(void_allowed)
    }

    /// [`Parser::parse_type`] at a primitive's first use in the item (a header's types are
    /// mostly first uses): made here as the general path's `parse_base_type` would make it,
    /// then read as a cached one. Out of line, so the cached path stays as short as it was.
    /// `ptr addrspace(N)` makes no `ptr` (the cached path's reading of it never looks at the
    /// cached id, so none is passed); a plain `ptr` and a refused `void` (reported past the
    /// word) take the general path.
    #[inline(never)]
    fn first_primitive(&mut self, slot: usize, void_allowed: bool) -> PResult<TypeId> {
        if slot == PTR_SLOT {
            let n = self.peek2();
            if n.is(Tok::AddrSpace) || (n.is(Tok::Word) && self.bytes(n) == b"addrspace") {
                return self.parse_type_suffixes_of(PTR_SLOT, TypeId(u32::MAX));
            }
            return self.parse_type_slow_as(void_allowed);
        }
        if slot == VOID_SLOT && !void_allowed {
            return self.parse_type_slow_as(void_allowed);
        }
        let c = self.prim(slot, self.bytes(self.tok));
        if !self.type_suffix_follows() {
            self.bump();
            return Ok(c);
        }
        self.parse_type_suffixes_of(slot, c)
    }

    /// LLVM's refusal of `void` outside a function's result, at the type.
    #[cold]
    #[inline(never)]
    fn void_refused<T>(&mut self, at: Span) -> PResult<T> {
        self.refused_at(at, "void type only allowed for function results")
    }

    /// A refusal in LLVM's words (`message`) at `at`, off the hot paths.
    #[cold]
    #[inline(never)]
    fn refused_at<T>(&mut self, at: Span, message: &'static str) -> PResult<T> {
        self.error(at, message);
        Err(super::Fail)
    }

    /// A type made of the cached primitive `cached` (in `slot`) at the
    /// current token and what follows it: what the general path makes of
    /// it, without looking at the primitive's bytes again.
    #[inline(never)]
    fn parse_type_suffixes_of(&mut self, slot: usize, cached: TypeId) -> PResult<TypeId> {
        if let Some(ty) = self.simple_pointer_of(slot, cached) {
            return Ok(ty);
        }
        self.parse_type_suffixes_of_general(slot, cached)
    }

    /// `T addrspace(N)*` or `T*` after the cached non-`ptr` primitive `T`
    /// at the current token, or `ptr addrspace(N)` (one digit `N`, no
    /// further suffix), all in the token window: the operand types of
    /// both dialects, skipped in one step. `None` (nothing consumed)
    /// otherwise.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn simple_pointer_of(&mut self, slot: usize, pointee: TypeId) -> Option<TypeId> {
        const M: usize = super::TOKBUF - 1;
        let i = self.idx;
        // The `enter` of the general path must not fail.
        if i + 3 >= self.len || self.depth >= super::MAX_DEPTH {
            return None;
        }
        let n1 = self.buf[(i + 1) & M];
        let one_digit = n1.is(Tok::AddrSpace) && n1.span().len() == 12;
        if slot == PTR_SLOT {
            let after = self.buf[(i + 2) & M];
            // After `ptr addrspace(N)` only `*` and `(` continue the type.
            if !one_digit || after.is(Tok::Star) || after.is(Tok::LParen) {
                return None;
            }
            let ty = self.pointer_type(None, u32::from(self.bytes(n1)[10].wrapping_sub(b'0')));
            self.prev_end = n1.span().end;
            self.idx = i + 2;
            self.tok = after;
            return Some(ty);
        }
        let (addrspace, star_at) = if n1.is(Tok::Star) {
            (0, i + 1)
        } else if one_digit {
            (u32::from(self.bytes(n1)[10].wrapping_sub(b'0')), i + 2)
        } else {
            return None;
        };
        let star = self.buf[star_at & M];
        let after = self.buf[(star_at + 1) & M];
        if !star.is(Tok::Star)
            || after.is(Tok::Star)
            || after.is(Tok::AddrSpace)
            || after.is(Tok::LParen)
            || (after.is(Tok::Word) && self.bytes(after) == b"addrspace")
        {
            return None;
        }
        // `void*` is refused on the general path.
        if slot == VOID_SLOT {
            return None;
        }
        let ty = self.pointer_type(Some(pointee), addrspace);
        self.prev_end = star.span().end;
        self.idx = star_at + 1;
        self.tok = after;
        Some(ty)
    }

    /// [`Parser::parse_type_suffixes_of`] beyond its fast path.
    #[inline(never)]
    fn parse_type_suffixes_of_general(&mut self, slot: usize, cached: TypeId) -> PResult<TypeId> {
        self.enter()?;
        self.bump();
        let r = (|| {
            // `ptr addrspace(N)` is one base type.
            let base = if slot == PTR_SLOT && self.at_word(b"addrspace") {
                let a = self.addrspace()?;
                self.pointer_type(None, a)
            } else {
                cached
            };
            self.type_suffixes(base)
        })();
        self.leave();
        r
    }

    /// [`Parser::parse_type`] beyond its fast path.
    #[inline(never)]
    fn parse_type_slow_as(&mut self, void_allowed: bool) -> PResult<TypeId> {
        let at = self.tok.span();
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        let ty = r?;
        // A `void` read here went through `prim`, which cached its id: one compare with the
        // cache, not a look at the type in the arena.
        if !void_allowed && ty.0 == self.prim_cache[VOID_SLOT] {
            return self.void_refused(at);
        }
        Ok(ty)
    }

    /// The general path of [`Parser::parse_type`] alone (for the tests that compare them).
    #[cfg(test)]
    fn parse_type_slow(&mut self) -> PResult<TypeId> {
        self.parse_type_slow_as(false)
    }

    /// Is the current token one of the common type keywords (`float`,
    /// `i32`, `ptr`, …, see [`PRIM_WORDS`])? One hash probe: cheaper than
    /// ruling out attributes or calling conventions one by one.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn at_common_type_word(&self) -> bool {
        self.tok.is(Tok::Word) && prim_slot_of_key(self.word_key()).is_some()
    }

    /// [`word_key`] of the current token's bytes, reading 8 bytes at once
    /// where the text allows.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn word_key(&self) -> u64 {
        let sp = self.tok.span();
        let (start, len) = (sp.start as usize, (sp.end - sp.start) as usize);
        // A mask by length: no shift or length test on the common path.
        let Some(&mask) = KEY_MASK.get(len) else {
            return 0;
        };
        match self.src.get(start..start + 8) {
            Some(b) => u64::from_le_bytes(b.try_into().expect("8 bytes")) & mask,
            None => word_key(&self.src[start..start + len]),
        }
    }

    /// Does the token after the current one continue a type
    /// (`*`, `addrspace`, `(`)?
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn type_suffix_follows(&mut self) -> bool {
        // Raw kind tests: `kind()` costs a range check.
        let n = self.peek2();
        n.is(Tok::Star)
            || n.is(Tok::AddrSpace)
            || n.is(Tok::LParen)
            || (n.is(Tok::Word) && self.bytes(n) == b"addrspace")
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        let ty = self.parse_base_type()?;
        self.type_suffixes(ty)
    }

    /// The suffixes of a type whose base `ty` was just parsed.
    fn type_suffixes(&mut self, mut ty: TypeId) -> PResult<TypeId> {
        // Postfix: `*`, `addrspace(N)*`, `(params)`. Raw kind tests rather
        // than a `match` on the kind, which became a jump table.
        loop {
            let t = self.tok;
            if t.is(Tok::Star) {
                // LLVM's two wordings, by the suffix (`void*`, `void addrspace(N)*`); a `void`
                // read here has its id in the cache.
                if ty.0 == self.prim_cache[VOID_SLOT] {
                    return self
                        .refused_at(t.span(), "pointers to void are invalid - use i8* instead");
                }
                self.bump();
                ty = self.pointer_type(Some(ty), 0);
            } else if t.is(Tok::AddrSpace) || (t.is(Tok::Word) && self.bytes(t) == b"addrspace") {
                // Only a pointer suffix if followed by `*` after `(N)`.
                if matches!(self.arena[ty], Type::Ptr { .. }) {
                    break;
                }
                if ty.0 == self.prim_cache[VOID_SLOT] {
                    return self
                        .refused_at(t.span(), "pointers to void are invalid; use i8* instead");
                }
                let a = self.addrspace()?;
                self.expect(Tok::Star, "'*' after addrspace(N) in a pointer type")?;
                ty = self.pointer_type(Some(ty), a);
            } else if t.is(Tok::LParen) {
                ty = self.parse_fn_type_params(ty)?;
            } else {
                break;
            }
        }
        Ok(ty)
    }

    /// `(T, T, ...)` after a return type.
    fn parse_fn_type_params(&mut self, ret: TypeId) -> PResult<TypeId> {
        self.expect(Tok::LParen, "'('")?;
        let mark = self.scratch.ty.len();
        let mut varargs = false;
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::Ellipsis) {
                    varargs = true;
                    break;
                }
                let t = match self.parse_type() {
                    Ok(t) => t,
                    Err(e) => {
                        self.scratch.ty.truncate(mark);
                        return Err(e);
                    }
                };
                self.scratch.ty.push(t);
                // Param attributes are not part of a function type, but old
                // IR sometimes carries them; skip words like `nocapture`.
                while self.at(Tok::Word) && !super::types::starts_type(self) {
                    self.bump();
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        if let Err(e) = self.expect(Tok::RParen, "')' at end of function type") {
            self.scratch.ty.truncate(mark);
            return Err(e);
        }
        let params = self.finish_ty(mark);
        Ok(self.arena.push_type(Type::Function {
            ret,
            params,
            varargs,
        }))
    }

    fn parse_base_type(&mut self) -> PResult<TypeId> {
        let t = self.tok;
        match t.kind() {
            Tok::Word => {
                let w = self.bytes(t);
                if let Some(slot) = prim_slot(w) {
                    self.bump();
                    return Ok(self.prim(slot, w));
                }
                if is_int_type(w) {
                    self.bump();
                    let width = match parse_u64(&w[1..]) {
                        Some(n) if (1..=MAX_INT_WIDTH as u64).contains(&n) => n as u32,
                        _ => {
                            self.error(
                                t.span(),
                                format!(
                                    "integer type width must be between 1 and {MAX_INT_WIDTH} bits, found '{}'",
                                    String::from_utf8_lossy(&w[..w.len().min(40)])
                                ),
                            );
                            return Err(super::Fail);
                        }
                    };
                    return Ok(self.arena.push_type(Type::Int(width)));
                }
                if w == b"ptr" {
                    self.bump();
                    if !self.at_word(b"addrspace") {
                        let c = self.prim_cache[PTR_SLOT];
                        if c != u32::MAX {
                            return Ok(TypeId(c));
                        }
                        let id = self.arena.push_type(Type::Ptr { addrspace: 0 });
                        self.prim_cache[PTR_SLOT] = id.0;
                        return Ok(id);
                    }
                    let addrspace = self.addrspace()?;
                    return Ok(self.pointer_type(None, addrspace));
                }
                if w == b"target" {
                    return self.parse_target_ext();
                }
                if let Some(ty) = primitive(w) {
                    self.bump();
                    return Ok(self.arena.push_type(ty));
                }
                self.expected("a type")
            }
            Tok::Local => {
                self.bump();
                let n = self.name_of(t);
                Ok(self.arena.push_type(Type::Named(n)))
            }
            Tok::LBrace => {
                self.bump();
                self.parse_struct_body(false)
            }
            Tok::Less => {
                self.bump();
                if self.eat(Tok::LBrace) {
                    let ty = self.parse_struct_body(true)?;
                    self.expect(Tok::Greater, "'>' after packed struct type")?;
                    return Ok(ty);
                }
                let scalable = self.eat_word(b"vscale");
                if scalable {
                    self.expect_word("x")?;
                }
                let len = self.expect_u32("vector length")?;
                self.expect_word("x")?;
                let elem = self.parse_type()?;
                self.expect(Tok::Greater, "'>' at end of vector type")?;
                Ok(self.arena.push_type(Type::Vector {
                    len,
                    scalable,
                    elem,
                }))
            }
            Tok::LBracket => {
                self.bump();
                let len = self.expect_u64("array length")?;
                self.expect_word("x")?;
                let elem = self.parse_type()?;
                self.expect(Tok::RBracket, "']' at end of array type")?;
                Ok(self.arena.push_type(Type::Array { len, elem }))
            }
            _ => self.expected("a type"),
        }
    }

    /// After `{`: fields then `}`.
    fn parse_struct_body(&mut self, packed: bool) -> PResult<TypeId> {
        let mark = self.scratch.ty.len();
        if !self.at(Tok::RBrace) {
            loop {
                match self.parse_type() {
                    Ok(t) => self.scratch.ty.push(t),
                    Err(e) => {
                        self.scratch.ty.truncate(mark);
                        return Err(e);
                    }
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        if let Err(e) = self.expect(Tok::RBrace, "'}' at end of struct type") {
            self.scratch.ty.truncate(mark);
            return Err(e);
        }
        let fields = self.finish_ty(mark);
        Ok(self.arena.push_type(Type::Struct { fields, packed }))
    }

    /// `target("name", T…, N…)`
    fn parse_target_ext(&mut self) -> PResult<TypeId> {
        self.expect_word("target")?;
        self.expect(Tok::LParen, "'(' after target")?;
        let name = self.expect_str("target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if self.at(Tok::Int) {
                ints.push(self.expect_u32("integer parameter")?);
            } else {
                // `target("spirv.Image", void, 1, 0)`: a type parameter may be `void`.
                types.push(self.parse_type_or_void()?);
            }
        }
        self.expect(Tok::RParen, "')' at end of target type")?;
        let types = self.arena.push_list(types);
        let ints = self.arena.push_list(ints);
        Ok(self.arena.push_type(Type::TargetExt { name, types, ints }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_paths_agree;
    use super::*;

    #[test]
    fn prim_hash_lookup_matches_the_match() {
        let others: &[&[u8]] = &[
            b"",
            b"i",
            b"i0",
            b"i33",
            b"i256",
            b"ptrx",
            b"pt",
            b"floa",
            b"floats",
            b"metadat",
            b"metadata2",
            b"x86_fp80",
            b"fp128",
            b"target",
            b"label.x",
            b"voidvoid",
            b"i1281",
        ];
        for w in PRIM_WORDS.iter().map(|p| p.0).chain(others.iter().copied()) {
            let want = if w == b"ptr" {
                Some(PTR_SLOT)
            } else {
                prim_slot(w)
            };
            assert_eq!(
                prim_slot_of_key(word_key(w)),
                want,
                "{:?}",
                String::from_utf8_lossy(w)
            );
        }
    }

    #[test]
    fn cached_primitive_fast_paths_match_the_general_path() {
        // The first types fill the primitive cache; the last one then takes
        // the fast paths in `parse_type` and the general path in
        // `parse_type_slow`, which must agree on the type and the position.
        let warm = "float i8 i32 i64 double ptr void";
        for ty in [
            "float",
            "float addrspace(1)*",
            "float addrspace(12)*",
            "float addrspace (1)*",
            "i8*",
            "i32**",
            "i64 addrspace(3)* addrspace(1)*",
            "ptr",
            "ptr addrspace(3)",
            "ptr addrspace(3)*",
            "i32 (i32, float*)*",
            "void ()*",
            "double addrspace(1)",
            "float addrspace(\"A\")*",
        ] {
            let text = format!("{warm} {ty} , end");
            let shown = assert_paths_agree(&text, |p, general| {
                // `void` is a type only as a result.
                for _ in 0..warm.split(' ').count() {
                    p.parse_type_or_void().expect("warm-up type");
                }
                let t = if general {
                    p.parse_type_slow()
                } else {
                    p.parse_type()
                };
                t.map(|t| p.arena.display_type(&text, t)).ok()
            });
            // An address space with no `*` after it is an error either way.
            let valid = ty != "double addrspace(1)";
            assert_eq!(shown.is_some(), valid, "{ty}");
        }
    }

    #[test]
    fn first_uses_of_primitives_match_the_general_path() {
        // Nothing cached yet (a header's types are mostly first uses): the fast path makes the
        // primitive itself, and must leave the same types in the arena, in the same order, as
        // the general path (which `ptr addrspace(N)` keeps: no `ptr` is made for it), as a
        // value's type and as a result's.
        for ty in [
            "float",
            "float addrspace(1)*",
            "i32 addrspace(3)*",
            "i8*",
            "i64**",
            "half",
            "i1",
            "ptr",
            "ptr addrspace(3)",
            "ptr addrspace(12)",
            "ptr addrspace (1)",
            "ptr addrspace(1) addrspace(2)",
            "ptr addrspace(1)*",
            "ptr addrspace(1) (i32)",
            "i32 (i32, float*)*",
            "void ()*",
            "void",
            "void*",
            "double addrspace(1)",
        ] {
            let text = format!("{ty} , end");
            for result in [false, true] {
                assert_paths_agree(&text, |p, general| {
                    let t = match (general, result) {
                        (true, _) => p.parse_type_slow_as(result),
                        (false, false) => p.parse_type(),
                        (false, true) => p.parse_type_or_void(),
                    };
                    let shown = t.map(|t| p.arena.display_type(&text, t)).ok();
                    (shown, p.arena.types.clone())
                });
            }
        }
    }

    #[test]
    fn void_is_a_type_only_as_a_result() {
        // Cold (the general path) and warm (the cached primitive's fast path), `void` alone is
        // refused in LLVM's words where a value's type is read and taken as a result type; a
        // function type returning it is a type anywhere.
        for warm in ["", "void "] {
            for (ty, as_value, as_result) in [
                ("void", false, true),
                ("void ()*", true, true),
                ("void (i32)", true, true),
            ] {
                for result in [false, true] {
                    let text = format!("{warm}{ty} , end");
                    let mut p = Parser::for_test(&text);
                    if !warm.is_empty() {
                        p.parse_type_or_void().expect("warm-up type");
                    }
                    let got = if result {
                        p.parse_type_or_void()
                    } else {
                        p.parse_type()
                    };
                    let want = if result { as_result } else { as_value };
                    assert_eq!(got.is_ok(), want, "{text:?} as a result: {result}");
                    if !want {
                        assert_eq!(
                            p.errors[0].message,
                            "void type only allowed for function results"
                        );
                        assert_eq!(p.errors[0].span.start as usize, warm.len());
                    }
                }
            }
        }
    }

    #[test]
    fn the_simple_pointer_fast_path_matches_the_general_path() {
        // Warm-up fills the caches; then the type is parsed by the fast path
        // (`parse_type`) or by the general path it skips.
        let warm = "float i8 i32 double ptr";
        for ty in [
            "ptr",
            "ptr addrspace(1)",
            "ptr addrspace(3) addrspace(1)",
            "ptr addrspace(1)*",
            "ptr addrspace(1)(i32)",
            "ptr addrspace(12)",
            "ptr addrspace (1)",
            "ptr*",
            "float*",
            "float addrspace(1)*",
            "i32 addrspace(3)*",
            "i8 addrspace(0)*",
            "float addrspace(1)**",
            "float* addrspace(1)*",
            "float addrspace(1)* addrspace(4)*",
            "float* (i32)*",
            "float*(i32)",
            "float addrspace(12)*",
            "float addrspace(1) *",
            "float addrspace(1)",
            "float* addrspace (3)*",
            "double*",
        ] {
            for tail in [" , end", " %x", "", " addrspace(1)*", " *"] {
                let text = format!("{warm} {ty}{tail}");
                assert_paths_agree(&text, |p, general| {
                    for _ in 0..warm.split(' ').count() {
                        p.parse_type().expect("warm-up type");
                    }
                    let t = if general {
                        let slot = prim_slot_of_key(p.word_key()).expect("a cached primitive");
                        let c = TypeId(p.prim_cache[slot]);
                        p.parse_type_suffixes_of_general(slot, c)
                    } else {
                        p.parse_type()
                    };
                    (t.map(|t| p.arena.display_type(&text, t)).ok(), p.prev_end)
                });
            }
        }
    }

    #[test]
    fn word_keys_near_the_end_of_the_text() {
        // The last word has fewer than 8 bytes after its start (byte-wise
        // key), the others are read 8 bytes at a time and masked.
        for text in [
            "@g = external global i32",
            "@g = external global float",
            "%t = type { i8, ptr }",
        ] {
            let (item, errors) = crate::parse_item(text, ItemKind::GlobalValue);
            assert!(errors.is_empty(), "{text}: {errors:?}");
            assert!(!matches!(item.data, ItemData::Error), "{text}");
        }
    }
}
