//! Function bodies: blocks, instructions, debug records, with per-line
//! error recovery.

use super::attrs::AttrCtx;
#[cfg(test)]
use super::values::{fast_math_word, flag_word};
use super::values::{fcmp_predicate, icmp_predicate, modifier_of_key, predicate_refusal};
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;

/// The opcode an instruction keyword names (through the perfect hash of [`OPCODE_WORDS`]).
pub(crate) fn opcode_of(w: &[u8]) -> Option<Opcode> {
    if w.is_empty() || w.len() > 16 {
        return None;
    }
    let (k0, k1) = word_key16(w);
    opcode_of_key(k0, k1)
}

/// Every instruction keyword and its opcode, from the one table of [`crate::opcode`].
const OPCODE_WORDS: [(&[u8], Opcode); crate::opcode::KEYWORDS.len()] = {
    let mut words: [(&[u8], Opcode); crate::opcode::KEYWORDS.len()] =
        [(b"", Opcode::Ret); crate::opcode::KEYWORDS.len()];
    let mut i = 0;
    while i < words.len() {
        words[i] = (crate::opcode::KEYWORDS[i].as_bytes(), crate::opcode::ALL[i]);
        i += 1;
    }
    words
};

/// Up to 16 bytes of a word as two little-endian integers, zero-padded
/// (words never contain NUL); `(0, 0)` for longer words.
const fn word_key16(w: &[u8]) -> (u64, u64) {
    if w.len() > 16 {
        return (0, 0);
    }
    let (mut k0, mut k1) = (0u64, 0u64);
    let mut i = 0;
    while i < w.len() {
        if i < 8 {
            k0 |= (w[i] as u64) << (8 * i);
        } else {
            k1 |= (w[i] as u64) << (8 * (i - 8));
        }
        i += 1;
    }
    (k0, k1)
}

/// The low `len` bytes of a `u128` as two `u64` masks, by `len` (0 ..= 16).
static KEY16_MASK: [(u64, u64); 17] = {
    let mut t = [(0u64, 0u64); 17];
    let mut i = 1;
    while i < 17 {
        t[i] = if i <= 8 {
            (u64::MAX >> (64 - 8 * i), 0)
        } else {
            (u64::MAX, u64::MAX >> (128 - 8 * i))
        };
        i += 1;
    }
    t
};

/// Multiplier of a perfect hash of the [`OPCODE_WORDS`] keys into 256
/// slots (found by search; `OPCODE_TABLE` fails to compile if it stops
/// being perfect).
const OPCODE_HASH_MUL: u64 = 0xe248_9aab_7343_fd99;

const fn opcode_hash(k0: u64, k1: u64) -> usize {
    ((k0 ^ k1.rotate_left(29)).wrapping_mul(OPCODE_HASH_MUL) >> 56) as usize
}

/// `(key, opcode)` by hash (empty entries have key `(0, 0)` and `None`).
static OPCODE_TABLE: [(u64, u64, Option<Opcode>); 256] = {
    let mut t = [(0u64, 0u64, None); 256];
    let mut i = 0;
    while i < OPCODE_WORDS.len() {
        let (k0, k1) = word_key16(OPCODE_WORDS[i].0);
        let h = opcode_hash(k0, k1);
        assert!(t[h].2.is_none(), "OPCODE_HASH_MUL is not a perfect hash");
        t[h] = (k0, k1, Some(OPCODE_WORDS[i].1));
        i += 1;
    }
    t
};

/// [`opcode_of`] by key: one multiply and one table probe (the `match`
/// branched on the length and bytes of every instruction's keyword).
#[cfg_attr(not(debug_assertions), inline(always))]
fn opcode_of_key(k0: u64, k1: u64) -> Option<Opcode> {
    let (e0, e1, op) = OPCODE_TABLE[opcode_hash(k0, k1)];
    if e0 == k0 && e1 == k1 {
        op
    } else {
        None
    }
}

fn ordering_of(w: &[u8]) -> Option<AtomicOrdering> {
    Some(match w {
        b"unordered" => AtomicOrdering::Unordered,
        b"monotonic" => AtomicOrdering::Monotonic,
        b"acquire" => AtomicOrdering::Acquire,
        b"release" => AtomicOrdering::Release,
        b"acq_rel" => AtomicOrdering::AcqRel,
        b"seq_cst" => AtomicOrdering::SeqCst,
        _ => return None,
    })
}

fn rmw_of(w: &[u8]) -> Option<RmwOp> {
    use RmwOp::*;
    Some(match w {
        b"xchg" => Xchg,
        b"add" => Add,
        b"sub" => Sub,
        b"and" => And,
        b"nand" => Nand,
        b"or" => Or,
        b"xor" => Xor,
        b"max" => Max,
        b"min" => Min,
        b"umax" => UMax,
        b"umin" => UMin,
        b"fadd" => FAdd,
        b"fsub" => FSub,
        b"fmax" => FMax,
        b"fmin" => FMin,
        b"fmaximum" => FMaximum,
        b"fminimum" => FMinimum,
        b"uinc_wrap" => UIncWrap,
        b"udec_wrap" => UDecWrap,
        b"usub_cond" => USubCond,
        b"usub_sat" => USubSat,
        _ => return None,
    })
}

/// What precedes a call's type (see [`Parser::call_prefix`]).
type CallPrefix = (CallingConv, List<Attribute>, Option<u32>);

/// Block being filled.
struct OpenBlock {
    label: Option<Name>,
    number: Option<u32>,
    start: u32,
    first: u32,
}

impl Parser<'_> {
    /// `{ … }` of a definition. Errors inside are recorded and recovered
    /// from; only a missing `{` fails. `first_slot` is the number of
    /// unnamed parameters (the first free `%N` slot).
    pub(crate) fn parse_body(&mut self, first_slot: u32) -> PResult<Body> {
        let mut slot = first_slot;
        let open = self.expect(Tok::LBrace, "'{' to start the function body")?;
        let mut body = Body::default();
        // ~1 instruction per 40 bytes in typical NVVM bodies, down to ~30 in dense ones: room
        // for one per 24 bytes, so the list is never moved while it grows (a function's one
        // realloc and copy was 7% of a check's instructions; the room is freed with the body).
        body.insts.reserve(self.src.len() / 24);
        body.blocks.reserve(self.src.len() / 512);
        let mut blk: Option<OpenBlock> = None;
        let close_blk = |p: &Parser<'_>, body: &mut Body, blk: Option<OpenBlock>| {
            if let Some(b) = blk {
                body.blocks.push(BasicBlock {
                    label: b.label,
                    number: b.number,
                    span: Span::new(b.start, p.prev_end.max(b.start)),
                    insts: b.first..body.insts.len() as u32,
                });
            }
        };
        let mut last_pos = u32::MAX;
        loop {
            let t = self.tok;
            // Every iteration consumes at least one token; if recovery ever
            // failed to, force progress rather than loop forever.
            if t.span().start == last_pos && !t.is(Tok::Eof) {
                self.bump();
                continue;
            }
            last_pos = t.span().start;
            match t.kind() {
                Tok::RBrace => {
                    close_blk(self, &mut body, blk.take());
                    self.bump();
                    break;
                }
                Tok::Eof => {
                    close_blk(self, &mut body, blk.take());
                    let _ = self.expected::<()>("'}' at end of function body");
                    break;
                }
                Tok::Label => {
                    close_blk(self, &mut body, blk.take());
                    self.bump();
                    let label = self.label_name(t);
                    let number = if label.quoted() {
                        None
                    } else {
                        super::parse_u64(self.bytes(t)).and_then(|n| u32::try_from(n).ok())
                    };
                    if let Some(n) = number {
                        slot = n.saturating_add(1);
                    }
                    self.block = self.block.wrapping_add(1);
                    blk = Some(OpenBlock {
                        label: Some(label),
                        number,
                        start: t.span().start,
                        first: body.insts.len() as u32,
                    });
                }
                Tok::HashWord => {
                    self.bump();
                    let r = self.skip_parens();
                    body.debug_records.push(DebugRecord {
                        span: Span::new(t.span().start, self.prev_end),
                        kind: Span::new(t.span().start + 1, t.span().end),
                        before_inst: body.insts.len() as u32,
                    });
                    if r.is_err() {
                        self.recover(t.span().start);
                    } else {
                        self.end_of_line();
                    }
                }
                Tok::Word if matches!(self.word(), b"uselistorder" | b"uselistorder_bb") => {
                    self.bump();
                    self.recover(t.span().start);
                }
                _ => {
                    // A new unlabelled block starts after a terminator.
                    let ended = blk.as_ref().is_some_and(|b| {
                        (b.first as usize) < body.insts.len()
                            && body.insts.last().is_some_and(|i| i.opcode.is_terminator())
                    });
                    if ended {
                        close_blk(self, &mut body, blk.take());
                    }
                    if blk.is_none() {
                        let number = Some(slot);
                        slot = slot.saturating_add(1);
                        self.block = self.block.wrapping_add(1);
                        blk = Some(OpenBlock {
                            label: None,
                            number,
                            start: t.span().start,
                            first: body.insts.len() as u32,
                        });
                    }
                    // A line that is the last lexed may be one of many read from the text
                    // itself (see `fused.rs`).
                    if self.idx + 1 == self.len
                        && super::fused::enabled()
                        && t.is(Tok::Local)
                        && t.span().start != self.unfused
                        && self.at_line_start()
                        && self.fused_lines(&mut body.insts, &mut slot)
                    {
                        continue;
                    }
                    if self.instruction(&mut body.insts) {
                        let i = body.insts.last().expect("just pushed");
                        // Arithmetic on named values: the lines after it may be read from
                        // the text, a line of tokens at a time (see `fused.rs`).
                        if i.opcode.is_binary()
                            && i.result.is_some_and(|r| !r.quoted())
                            && !self.lex.lines()
                            && super::fused::enabled()
                        {
                            self.refused = 0;
                            self.arithmetic_here();
                            self.lex.set_lines(true);
                            // The tokens lexed after the next line's first are lexed again
                            // (a label's `:` is not in its span but was read with it).
                            let end = self.tok.span().end as usize + self.at(Tok::Label) as usize;
                            self.lex.set_pos(end);
                            self.len = self.idx + 1;
                        }
                        if let Some(r) = i.result {
                            // Most results are named: one byte rules out a number.
                            let digit = self
                                .src
                                .get(r.span.start as usize)
                                .is_some_and(u8::is_ascii_digit);
                            if !r.quoted() && digit {
                                let b = &self.src[r.span.start as usize..r.span.end as usize];
                                if let Some(n) =
                                    super::parse_u64(b).and_then(|n| u32::try_from(n).ok())
                                {
                                    slot = n.saturating_add(1);
                                }
                            }
                        }
                    }
                }
            }
        }
        body.span = Span::new(open.span().start, self.prev_end);
        Ok(body)
    }

    /// Skips the rest of the current line: consumes the current token
    /// (unless at the end), then everything up to the first token of a
    /// following line. Callers that may already sit at the next line use
    /// [`Parser::recover`] instead.
    fn skip_line(&mut self) {
        if !self.at(Tok::Eof) {
            self.bump();
        }
        while !self.at(Tok::Eof) && !self.at_line_start() {
            self.bump();
        }
    }

    /// Error recovery after a failed instruction that started at `start`:
    /// if the failure consumed tokens and stopped at the start of a new
    /// line, that line is the next instruction and is kept.
    fn recover(&mut self, start: u32) {
        if self.tok.span().start > start && (self.at_line_start() || self.at(Tok::RBrace)) {
            return;
        }
        self.skip_line();
    }

    /// After a complete instruction: the next token must start a new line.
    fn end_of_line(&mut self) {
        if !(self.at_line_start() || self.at(Tok::Eof) || self.at(Tok::RBrace)) {
            let _ = self.expected::<()>("end of line after instruction");
            self.skip_line();
        }
    }

    /// Parses one instruction line with recovery and appends it to `insts`
    /// (built in place: a 128-byte instruction returned by value was
    /// copied several times). Returns `false` (and appends nothing) when not
    /// even the opcode could be read.
    fn instruction(&mut self, insts: &mut Vec<Instruction>) -> bool {
        let start = self.tok.span().start;
        let mut result = None;
        if self.at(Tok::Local) && self.peek2().is(Tok::Eq) {
            let t = self.tok;
            result = Some(self.local_name_of(t));
            self.bump2();
        }
        let mut tail = TailKind::None;
        let mut opcode = self.opcode_here();
        // A tail marker is no opcode: looked for only when there is none.
        if opcode.is_none() {
            match self.word() {
                b"tail" => tail = TailKind::Tail,
                b"musttail" => tail = TailKind::MustTail,
                b"notail" => tail = TailKind::NoTail,
                _ => {}
            }
            if tail != TailKind::None {
                self.bump();
                if !self.at_word(b"call") {
                    let _ = self.expected::<()>("'call' after tail marker");
                    self.recover(start);
                    return false;
                }
                opcode = Some(Opcode::Call);
            }
        }
        let Some(opcode) = opcode else {
            let _ = self.expected::<()>("an instruction");
            // The offending token may itself start the line: `recover`
            // always consumes it, so the body loop cannot stall here.
            self.recover(start);
            return false;
        };
        self.bump();
        insts.push(Instruction {
            span: Span::default(),
            result,
            opcode,
            flags: InstFlags::default(),
            fmf: FastMath::default(),
            plain: false,
            kind: InstKind::Error,
            metadata: List::EMPTY,
        });
        let inst = insts.last_mut().expect("just pushed");
        match self.inst_kind(inst, tail) {
            Ok(()) => {
                match self.inst_attachments() {
                    Ok(md) => inst.metadata = md,
                    Err(_) => {
                        inst.span = Span::new(start, self.prev_end);
                        self.recover(start);
                        return true;
                    }
                }
                inst.span = Span::new(start, self.prev_end);
                self.end_of_line();
            }
            Err(_) => {
                inst.kind = InstKind::Error;
                inst.span = Span::new(start, self.prev_end.max(start));
                self.recover(start);
            }
        }
        true
    }

    /// The opcode if the current token is an instruction keyword.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn opcode_here(&self) -> Option<Opcode> {
        if !self.tok.is(Tok::Word) {
            return None;
        }
        let (k0, k1) = self.word_key16();
        opcode_of_key(k0, k1)
    }

    /// [`word_key16`] of the current token's bytes, reading 16 bytes at
    /// once where the text allows.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn word_key16(&self) -> (u64, u64) {
        let sp = self.tok.span();
        let (start, len) = (sp.start as usize, (sp.end - sp.start) as usize);
        // Masks by length: no shifts or length tests on the common path.
        let Some(&(m0, m1)) = KEY16_MASK.get(len) else {
            return (0, 0);
        };
        match self.src.get(start..start + 16) {
            Some(b) => {
                let lo = u64::from_le_bytes(b[..8].try_into().expect("8 bytes"));
                let hi = u64::from_le_bytes(b[8..].try_into().expect("8 bytes"));
                (lo & m0, hi & m1)
            }
            None => word_key16(&self.src[start..start + len]),
        }
    }

    /// `, !kind !N` repeated.
    fn inst_attachments(&mut self) -> PResult<List<MdAttachment>> {
        let start = self.mark::<MdAttachment>();
        while self.at(Tok::Comma) && self.peek2().is(Tok::MdName) {
            self.bump();
            let a = self.parse_md_attachment()?;
            self.arena.md_attachments.push(a);
        }
        Ok(self.since(start))
    }

    /// True (and consumes the comma) if the next tokens are `, <word>`.
    fn comma_word(&mut self, w: &[u8]) -> bool {
        if self.at(Tok::Comma) {
            let n = self.peek2();
            if n.is(Tok::Word) && self.bytes(n) == w {
                self.bump();
                return true;
            }
        }
        false
    }

    /// `, T v` unless the comma introduces an attachment.
    fn comma_operand(&mut self) -> bool {
        if self.at(Tok::Comma) && !self.peek2().is(Tok::MdName) {
            self.bump();
            return true;
        }
        false
    }

    fn label_ref(&mut self) -> PResult<Name> {
        self.expect_word("label")?;
        self.expect_local("a block name '%bb'")
    }

    /// Fast-math words (see [`modifier_of_key`]). Inlined: most instructions
    /// have none, and the call cost more than the check.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn fmf(&mut self, inst: &mut Instruction) {
        while let Some((f, m)) = self.modifier() {
            if f.0 != 0 {
                break;
            }
            inst.fmf = FastMath(inst.fmf.0 | m.0);
            self.bump();
        }
    }

    /// Flag and fast-math words (inlined, as [`Parser::fmf`]).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn flags(&mut self, inst: &mut Instruction) {
        while let Some((f, m)) = self.modifier() {
            inst.flags.insert(f);
            inst.fmf = FastMath(inst.fmf.0 | m.0);
            self.bump();
        }
    }

    /// The bits of the current token if it is a flag or fast-math word.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn modifier(&self) -> Option<(InstFlags, FastMath)> {
        if !self.tok.is(Tok::Word) {
            return None;
        }
        modifier_of_key(self.word_key())
    }

    /// [`Parser::fmf`] and [`Parser::flags`] by the byte `match`es.
    #[cfg(test)]
    fn modifiers_general(&mut self, inst: &mut Instruction, flags_too: bool) {
        loop {
            let w = self.word();
            if let (Some(f), true) = (flag_word(w), flags_too) {
                inst.flags.insert(f);
            } else if let Some(f) = fast_math_word(w) {
                inst.fmf = FastMath(inst.fmf.0 | f.0);
            } else {
                break;
            }
            self.bump();
        }
    }

    fn syncscope(&mut self) -> PResult<SyncScope> {
        if !self.eat_word(b"syncscope") {
            return Ok(SyncScope::System);
        }
        self.expect(Tok::LParen, "'(' after syncscope")?;
        let s = self.expect_str("a sync scope string")?;
        self.expect(Tok::RParen, "')'")?;
        let raw = &self.src[s.span.start as usize..s.span.end as usize];
        Ok(if raw == b"singlethread" {
            SyncScope::SingleThread
        } else {
            SyncScope::Named(s)
        })
    }

    fn ordering(&mut self) -> PResult<AtomicOrdering> {
        match ordering_of(self.word()) {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => self.expected("an atomic ordering"),
        }
    }

    /// `, align N` (optional).
    /// `[atomic] [volatile]` after `load`/`store`; returns whether it was atomic.
    fn memory_prefix(&mut self, inst: &mut Instruction) -> bool {
        let atomic = self.eat_word(b"atomic");
        if self.eat_word(b"volatile") {
            inst.flags.insert(InstFlags::VOLATILE);
        }
        atomic
    }

    /// `[syncscope("…")] <ordering>` that follows the pointer of an atomic load or store.
    fn atomic_suffix(&mut self, atomic: bool, inst: &mut Instruction) -> PResult<Option<Atomic>> {
        if !atomic {
            return Ok(None);
        }
        inst.flags.insert(InstFlags::ATOMIC);
        let scope = self.syncscope()?;
        let ordering = self.ordering()?;
        Ok(Some(Atomic { ordering, scope }))
    }

    fn opt_align(&mut self) -> PResult<Option<u64>> {
        if self.comma_word(b"align") {
            self.bump();
            return Ok(Some(self.expect_u64("alignment")?));
        }
        Ok(None)
    }

    /// Sets `inst.kind` (left as `InstKind::Error` on failure). The common
    /// kinds are stored in their own arms: one store after the `match`
    /// wrote every field of the largest variant for every instruction.
    fn inst_kind(&mut self, inst: &mut Instruction, tail: TailKind) -> PResult<()> {
        use Opcode::*;
        let op = inst.opcode;
        match op {
            Ret => {
                let ty = self.parse_type_or_void()?;
                inst.kind = if matches!(self.arena[ty], Type::Void) {
                    InstKind::Ret(None)
                } else {
                    let value = self.parse_value_of(ty)?;
                    InstKind::Ret(Some(TypedValue { ty, value }))
                };
                Ok(())
            }
            Br => {
                if self.at_word(b"label") {
                    inst.kind = InstKind::Br {
                        dest: self.label_ref()?,
                    };
                    Ok(())
                } else {
                    let cond = self.parse_typed_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let then_dest = self.label_ref()?;
                    self.expect(Tok::Comma, "','")?;
                    let else_dest = self.label_ref()?;
                    inst.kind = InstKind::CondBr {
                        cond,
                        then_dest,
                        else_dest,
                    };
                    Ok(())
                }
            }
            Call => {
                inst.kind = InstKind::Call(self.call_site(inst, tail)?);
                Ok(())
            }
            _ if op.is_binary() => {
                self.flags(inst);
                let lhs = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' between operands")?;
                let rhs = self.parse_value_of(lhs.ty)?;
                inst.kind = InstKind::Binary { lhs, rhs };
                Ok(())
            }
            _ if op.is_cast() => {
                self.flags(inst);
                let value = self.parse_typed_value()?;
                self.expect_word("to")?;
                let to = self.parse_type()?;
                inst.kind = InstKind::Cast { value, to };
                Ok(())
            }
            ICmp | FCmp => {
                self.flags(inst);
                let w = self.word();
                let p = if op == ICmp {
                    icmp_predicate(w)
                } else {
                    fcmp_predicate(w)
                };
                let Some(predicate) = p else {
                    self.error(self.tok.span(), predicate_refusal(op));
                    return Err(super::Fail);
                };
                self.bump();
                let lhs = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' between operands")?;
                let rhs = self.parse_value_of(lhs.ty)?;
                inst.kind = InstKind::Cmp {
                    predicate,
                    lhs,
                    rhs,
                };
                Ok(())
            }
            Load => {
                let atomic = self.memory_prefix(inst);
                let ty = self.parse_type()?;
                self.expect(Tok::Comma, "',' after load type")?;
                let ptr = self.parse_typed_value()?;
                let atomic = self.atomic_suffix(atomic, inst)?;
                let align = self.opt_align()?;
                inst.kind = InstKind::Load {
                    ty,
                    ptr,
                    align,
                    atomic,
                };
                Ok(())
            }
            Store => {
                let atomic = self.memory_prefix(inst);
                let value = self.parse_typed_value()?;
                self.expect(Tok::Comma, "',' after stored value")?;
                let ptr = self.parse_typed_value()?;
                let atomic = self.atomic_suffix(atomic, inst)?;
                let align = self.opt_align()?;
                inst.kind = InstKind::Store {
                    value,
                    ptr,
                    align,
                    atomic,
                };
                Ok(())
            }
            AtomicRmw => {
                if self.eat_word(b"volatile") {
                    inst.flags.insert(InstFlags::VOLATILE);
                }
                let Some(rop) = rmw_of(self.word()) else {
                    return self.expected("an atomicrmw operation");
                };
                self.bump();
                let ptr = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let value = self.parse_typed_value()?;
                let scope = self.syncscope()?;
                let ordering = self.ordering()?;
                let align = self.opt_align()?;
                inst.kind = InstKind::AtomicRmw {
                    op: rop,
                    ptr,
                    value,
                    scope,
                    ordering,
                    align,
                };
                Ok(())
            }
            GetElementPtr => {
                loop {
                    let m = self.modifier();
                    if let Some((f, FastMath(0))) = m {
                        inst.flags.insert(f);
                        self.bump();
                    } else if self.at_word(b"inrange") {
                        inst.flags.insert(InstFlags::INRANGE);
                        self.bump();
                        if self.at(Tok::LParen) {
                            self.skip_parens()?;
                        }
                    } else {
                        break;
                    }
                }
                let source_ty = self.parse_type()?;
                self.expect(Tok::Comma, "',' after getelementptr source type")?;
                let base = self.parse_typed_value()?;
                let mark = self.scratch.tv.len();
                let r = (|| {
                    while self.comma_operand() {
                        if self.eat_word(b"inrange") {
                            inst.flags.insert(InstFlags::INRANGE);
                        }
                        let tv = self.parse_typed_value()?;
                        self.scratch.tv.push(tv);
                    }
                    Ok(())
                })();
                if let Err(e) = r {
                    self.scratch.tv.truncate(mark);
                    return Err(e);
                }
                inst.kind = InstKind::GetElementPtr {
                    source_ty,
                    base,
                    indices: self.finish_tv(mark),
                };
                Ok(())
            }
            Phi => {
                self.fmf(inst);
                let ty = self.parse_type()?;
                let start = self.mark::<PhiIncoming>();
                loop {
                    self.expect(Tok::LBracket, "'[' in phi")?;
                    let value = self.parse_value_of(ty)?;
                    self.expect(Tok::Comma, "','")?;
                    let block = self.expect_local("a block name '%bb'")?;
                    self.expect(Tok::RBracket, "']'")?;
                    self.arena.incoming.push(PhiIncoming { value, block });
                    if !self.comma_operand() {
                        break;
                    }
                }
                inst.kind = InstKind::Phi {
                    ty,
                    incoming: self.since(start),
                };
                Ok(())
            }
            Select => {
                self.fmf(inst);
                let cond = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let then_value = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let else_value = self.parse_typed_value()?;
                inst.kind = InstKind::Select {
                    cond,
                    then_value,
                    else_value,
                };
                Ok(())
            }
            _ => self.inst_kind_cold(inst, tail),
        }
    }

    /// The rarer kinds, out of line: [`Parser::inst_kind`]'s frequent
    /// kinds then need fewer registers saved per instruction.
    #[inline(never)]
    fn inst_kind_cold(&mut self, inst: &mut Instruction, tail: TailKind) -> PResult<()> {
        use Opcode::*;
        let op = inst.opcode;
        inst.kind = match op {
            Switch => {
                let value = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let default = self.label_ref()?;
                self.expect(Tok::LBracket, "'[' to start switch cases")?;
                let start = self.mark::<SwitchCase>();
                while !self.at(Tok::RBracket) {
                    let v = self.parse_typed_value()?;
                    self.expect(Tok::Comma, "','")?;
                    let dest = self.label_ref()?;
                    self.arena.cases.push(SwitchCase { value: v, dest });
                }
                self.bump();
                InstKind::Switch {
                    value,
                    default,
                    cases: self.since(start),
                }
            }
            IndirectBr => {
                let addr = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let dests = self.label_list()?;
                InstKind::IndirectBr { addr, dests }
            }
            Invoke => {
                let call = self.call_site(inst, tail)?;
                self.expect_word("to")?;
                let normal = self.label_ref()?;
                self.expect_word("unwind")?;
                let unwind = self.label_ref()?;
                InstKind::Invoke {
                    call,
                    normal,
                    unwind,
                }
            }
            CallBr => {
                let call = self.call_site(inst, tail)?;
                self.expect_word("to")?;
                let default = self.label_ref()?;
                let indirect = self.label_list()?;
                InstKind::CallBr {
                    call,
                    default,
                    indirect,
                }
            }
            Resume => InstKind::Resume(self.parse_typed_value()?),
            Unreachable => InstKind::Unreachable,
            CatchSwitch => {
                self.expect_word("within")?;
                let parent = self.parse_value()?;
                let handlers = self.label_list()?;
                self.expect_word("unwind")?;
                let unwind = self.unwind_dest()?;
                InstKind::CatchSwitch {
                    parent,
                    handlers,
                    unwind,
                }
            }
            CatchPad | CleanupPad => {
                self.expect_word("within")?;
                let parent = self.parse_value()?;
                self.expect(Tok::LBracket, "'['")?;
                let mark = self.scratch.tv.len();
                let r = (|| {
                    if !self.at(Tok::RBracket) {
                        loop {
                            let tv = self.parse_typed_value()?;
                            self.scratch.tv.push(tv);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Tok::RBracket, "']'")?;
                    Ok(())
                })();
                if let Err(e) = r {
                    self.scratch.tv.truncate(mark);
                    return Err(e);
                }
                let args = self.finish_tv(mark);
                if op == CatchPad {
                    InstKind::CatchPad { parent, args }
                } else {
                    InstKind::CleanupPad { parent, args }
                }
            }
            CatchRet => {
                self.expect_word("from")?;
                let pad = self.parse_value()?;
                self.expect_word("to")?;
                let dest = self.label_ref()?;
                InstKind::CatchRet { pad, dest }
            }
            CleanupRet => {
                self.expect_word("from")?;
                let pad = self.parse_value()?;
                self.expect_word("unwind")?;
                let unwind = self.unwind_dest()?;
                InstKind::CleanupRet { pad, unwind }
            }
            FNeg => {
                self.fmf(inst);
                InstKind::Unary {
                    operand: self.parse_typed_value()?,
                }
            }
            Alloca => {
                loop {
                    match self.word() {
                        b"inalloca" => inst.flags.insert(InstFlags::INALLOCA),
                        b"swifterror" => inst.flags.insert(InstFlags::SWIFTERROR),
                        _ => break,
                    }
                    self.bump();
                }
                let ty = self.parse_type()?;
                let (mut count, mut align, mut addrspace) = (None, None, 0);
                while self.at(Tok::Comma) {
                    let n = self.peek2();
                    if n.is(Tok::MdName) {
                        break;
                    }
                    self.bump();
                    match self.word() {
                        b"align" => {
                            self.bump();
                            align = Some(self.expect_u64("alignment")?);
                        }
                        b"addrspace" => addrspace = self.addrspace()?,
                        _ => count = Some(self.parse_typed_value()?),
                    }
                }
                InstKind::Alloca {
                    ty,
                    count,
                    align,
                    addrspace,
                }
            }
            Fence => {
                let scope = self.syncscope()?;
                let ordering = self.ordering()?;
                InstKind::Fence(Atomic { ordering, scope })
            }
            CmpXchg => {
                if self.eat_word(b"weak") {
                    inst.flags.insert(InstFlags::WEAK);
                }
                if self.eat_word(b"volatile") {
                    inst.flags.insert(InstFlags::VOLATILE);
                }
                let ptr = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let cmp = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let new = self.parse_typed_value()?;
                let scope = self.syncscope()?;
                let success = self.ordering()?;
                let failure = self.ordering()?;
                let align = self.opt_align()?;
                InstKind::CmpXchg {
                    ptr,
                    cmp,
                    new,
                    scope,
                    success,
                    failure,
                    align,
                }
            }
            VAArg => {
                let list = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let ty = self.parse_type()?;
                InstKind::VaArg { list, ty }
            }
            ExtractElement => {
                let vector = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let index = self.parse_typed_value()?;
                InstKind::ExtractElement { vector, index }
            }
            InsertElement => {
                let vector = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let element = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let index = self.parse_typed_value()?;
                InstKind::InsertElement {
                    vector,
                    element,
                    index,
                }
            }
            ShuffleVector => {
                let a = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let b = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let mask = self.parse_typed_value()?;
                InstKind::ShuffleVector { a, b, mask }
            }
            ExtractValue | InsertValue => {
                let aggregate = self.parse_typed_value()?;
                let value = if op == InsertValue {
                    self.expect(Tok::Comma, "','")?;
                    Some(self.parse_typed_value()?)
                } else {
                    None
                };
                let start = self.mark::<u32>();
                while self.comma_operand() {
                    let i = self.expect_u32("aggregate index")?;
                    self.arena.u32s.push(i);
                }
                let indices = self.since(start);
                if indices.is_empty() {
                    return self.expected("',' and an aggregate index");
                }
                match value {
                    Some(value) => InstKind::InsertValue {
                        aggregate,
                        value,
                        indices,
                    },
                    None => InstKind::ExtractValue { aggregate, indices },
                }
            }
            LandingPad => {
                let ty = self.parse_type()?;
                let start = self.mark::<LandingPadClause>();
                loop {
                    match self.word() {
                        b"cleanup" => {
                            self.bump();
                            inst.flags.insert(InstFlags::CLEANUP);
                        }
                        b"catch" | b"filter" => {
                            let kind = if self.word() == b"catch" {
                                ClauseKind::Catch
                            } else {
                                ClauseKind::Filter
                            };
                            self.bump();
                            let value = self.parse_typed_value()?;
                            self.arena.clauses.push(LandingPadClause { kind, value });
                        }
                        _ => break,
                    }
                }
                InstKind::LandingPad {
                    ty,
                    clauses: self.since(start),
                }
            }
            Freeze => InstKind::Freeze(self.parse_typed_value()?),
            // The frequent kinds, handled by `inst_kind`.
            _ => return self.expected("an instruction"),
        };
        Ok(())
    }

    /// `[label %a, label %b]`
    fn label_list(&mut self) -> PResult<List<Name>> {
        self.expect(Tok::LBracket, "'['")?;
        let start = self.mark::<Name>();
        if !self.at(Tok::RBracket) {
            loop {
                let n = self.label_ref()?;
                self.arena.names.push(n);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBracket, "']'")?;
        Ok(self.since(start))
    }

    /// `to caller` (None) or `label %bb`.
    fn unwind_dest(&mut self) -> PResult<Option<Name>> {
        if self.eat_word(b"to") {
            self.expect_word("caller")?;
            return Ok(None);
        }
        Ok(Some(self.label_ref()?))
    }

    /// Shared by call/invoke/callbr, after the opcode.
    fn call_site(&mut self, inst: &mut Instruction, tail: TailKind) -> PResult<CallSite> {
        let (cconv, ret_attrs, addrspace) = self.call_prefix(inst)?;
        let ty = self.parse_type_or_void()?;
        let callee = self.parse_value()?;
        if let Some(last) = self.arena.global_refs.last_mut() {
            if last.value == callee {
                last.role = RefRole::Callee;
            }
        }
        self.expect(Tok::LParen, "'(' to start call arguments")?;
        let args_start = self.mark::<Arg>();
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::Ellipsis) {
                    // musttail varargs forwarding.
                    break;
                }
                let start = self.tok.span().start;
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs(AttrCtx::Arg)?;
                let value = self.parse_value_of(ty)?;
                self.arena.args.push(Arg {
                    span: Span::new(start, self.prev_end),
                    ty,
                    attrs,
                    value,
                });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of call arguments")?;
        let args = self.since(args_start);
        let fn_attrs = self.parse_attrs(AttrCtx::CallFn)?;
        let bundles = if self.at(Tok::LBracket) && !self.at_line_start() {
            self.bundles()?
        } else {
            List::EMPTY
        };
        Ok(CallSite {
            tail,
            cconv,
            ret_attrs,
            addrspace,
            ty,
            callee,
            args,
            fn_attrs,
            bundles,
        })
    }

    /// Fast-math flags, calling convention, return attributes and address
    /// space before a call's type. Usually the type comes first: none of
    /// these is a type keyword, so one look at it decides them all.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn call_prefix(&mut self, inst: &mut Instruction) -> PResult<CallPrefix> {
        if self.at_common_type_word() {
            return Ok((CallingConv::C, self.since(self.mark::<Attribute>()), None));
        }
        self.call_prefix_general(inst)
    }

    /// [`Parser::call_prefix`] without its fast path.
    fn call_prefix_general(&mut self, inst: &mut Instruction) -> PResult<CallPrefix> {
        self.fmf(inst);
        let cconv = self.parse_cconv()?;
        let ret_attrs = self.parse_attrs(AttrCtx::Ret)?;
        let addrspace = if self.at_word(b"addrspace") {
            Some(self.addrspace()?)
        } else {
            None
        };
        Ok((cconv, ret_attrs, addrspace))
    }

    /// `[ "tag"(T v, …), … ]`
    fn bundles(&mut self) -> PResult<List<OperandBundle>> {
        self.expect(Tok::LBracket, "'['")?;
        let mut out = Vec::new();
        if !self.at(Tok::RBracket) {
            loop {
                let t = self.tok;
                let tag = self.expect_str("an operand bundle tag")?;
                self.expect(Tok::LParen, "'('")?;
                let mark = self.scratch.tv.len();
                let r = (|| {
                    if !self.at(Tok::RParen) {
                        loop {
                            let tv = self.parse_typed_value()?;
                            self.scratch.tv.push(tv);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Tok::RParen, "')'")?;
                    Ok(())
                })();
                if let Err(e) = r {
                    self.scratch.tv.truncate(mark);
                    return Err(e);
                }
                let args = self.finish_tv(mark);
                out.push(OperandBundle {
                    span: Span::new(t.span().start, self.prev_end),
                    tag,
                    args,
                });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBracket, "']'")?;
        Ok(self.arena.push_list(out))
    }
}

#[cfg(test)]
mod opcode_tests {
    use super::super::assert_paths_agree;
    use super::*;

    #[test]
    fn modifier_hash_lookup_matches_the_matches() {
        let others: &[&[u8]] = &[
            b"",
            b"n",
            b"nu",
            b"nuwx",
            b"nsw2",
            b"fas",
            b"fastt",
            b"contrac",
            b"contracts",
            b"inbound",
            b"float",
            b"i32",
            b"inrange",
            b"samesig",
            b"reassoc_",
            b"addrspace",
        ];
        for (w, _, _) in crate::parse::values::MODIFIER_WORDS {
            assert!(flag_word(w).is_some() || fast_math_word(w).is_some());
        }
        for w in crate::parse::values::MODIFIER_WORDS
            .iter()
            .map(|p| p.0)
            .chain(others.iter().copied())
        {
            let want = match (flag_word(w), fast_math_word(w)) {
                (None, None) => None,
                (f, m) => Some((f.unwrap_or_default(), m.unwrap_or_default())),
            };
            let got = modifier_of_key(crate::parse::types::word_key(w));
            assert_eq!(got, want, "{:?}", String::from_utf8_lossy(w));
        }
    }

    #[test]
    fn the_call_prefix_fast_path_matches_the_general_path() {
        for text in [
            "float @f(",
            "i32 @f(",
            "ptr addrspace(1) @f(",
            "void @f(",
            "fast float @f(",
            "fastcc float @f(",
            "cc 10 i32 @f(",
            "noalias ptr @f(",
            "\"a\" float @f(",
            "addrspace(1) float @f(",
            "zeroext i8 @f(",
            "{ i32 } @f(",
            "%T @f(",
            "x86_fp80 @f(",
            "bogus",
        ] {
            assert_paths_agree(text, |p, general| {
                let mut inst = Instruction {
                    span: Span::default(),
                    result: None,
                    opcode: Opcode::Call,
                    flags: InstFlags::default(),
                    fmf: FastMath::default(),
                    plain: false,
                    kind: InstKind::Error,
                    metadata: List::EMPTY,
                };
                let r = if general {
                    p.call_prefix_general(&mut inst)
                } else {
                    p.call_prefix(&mut inst)
                };
                (r.ok(), inst.fmf, p.arena.attrs.len())
            });
        }
    }

    #[test]
    fn the_modifier_fast_paths_match_the_general_path() {
        for text in [
            "nuw nsw i32",
            "contract float",
            "fast nnan ninf nsz arcp afn reassoc contract float",
            "nnan nuw float",
            "inbounds nusw [2 x i32]",
            "disjoint exact samesign nneg",
            "contract addrspace(1)",
            "contract \"x\"",
            "contracts float",
            "nsw",
        ] {
            for flags_too in [false, true] {
                assert_paths_agree(text, |p, general| {
                    let mut inst = Instruction {
                        span: Span::default(),
                        result: None,
                        opcode: Opcode::FAdd,
                        flags: InstFlags::default(),
                        fmf: FastMath::default(),
                        plain: false,
                        kind: InstKind::Error,
                        metadata: List::EMPTY,
                    };
                    match (general, flags_too) {
                        (true, _) => p.modifiers_general(&mut inst, flags_too),
                        (false, true) => p.flags(&mut inst),
                        (false, false) => p.fmf(&mut inst),
                    }
                    (inst.flags, inst.fmf)
                });
            }
        }
    }

    #[test]
    fn opcode_hash_lookup_matches_the_match() {
        let others: &[&[u8]] = &[
            b"",
            b"a",
            b"adds",
            b"ad",
            b"call2",
            b"getelementpt",
            b"getelementptrx",
            b"extractelemen",
            b"addrspace",
            b"tail",
            b"unreachable_",
            b"fneg.x",
            b"x86_fp80",
        ];
        for w in OPCODE_WORDS
            .iter()
            .map(|p| p.0)
            .chain(others.iter().copied())
        {
            let (k0, k1) = word_key16(w);
            let by_search = crate::opcode::KEYWORDS
                .iter()
                .position(|k| k.as_bytes() == w)
                .map(|i| crate::opcode::ALL[i]);
            assert_eq!(
                opcode_of_key(k0, k1),
                by_search,
                "{:?}",
                String::from_utf8_lossy(w)
            );
        }
    }

    #[test]
    fn masked_word_keys_match_the_bytewise_keys() {
        // Every length (masks by table), mid-text and at the end of the text.
        for len in 1..=20u8 {
            let w: String = (0..len).map(|i| char::from(b'a' + i % 26)).collect();
            for text in [format!("{w} padding padding padding"), w.clone()] {
                let src: &'static str = Box::leak(text.into_boxed_str());
                let p = Parser::for_test(src);
                assert!(p.tok.is(Tok::Word), "{src:?}");
                assert_eq!(p.word_key16(), word_key16(w.as_bytes()), "{src:?}");
                let k = crate::parse::types::word_key(w.as_bytes());
                assert_eq!(p.word_key(), k, "{src:?}");
            }
        }
    }

    #[test]
    fn opcode_keys_mid_text_and_at_the_end() {
        // Keys read 16 bytes at once (mid-text) and byte by byte (near the
        // end) agree with the match.
        for (i, (w, op)) in OPCODE_WORDS.iter().enumerate() {
            let w = std::str::from_utf8(w).expect("ascii");
            for text in [format!("{w} padding padding padding"), w.to_string()] {
                let src: &'static str = Box::leak(text.into_boxed_str());
                let p = Parser::for_test(src);
                assert!(p.tok.is(Tok::Word), "{i}");
                let (k0, k1) = p.word_key16();
                assert_eq!(opcode_of_key(k0, k1), Some(*op), "{w:?} in {src:?}");
            }
        }
    }
}
