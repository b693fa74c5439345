//! Values and constants: locals, globals, literals, aggregates, strings,
//! `splat`, `blockaddress`, inline asm, and constant expressions.

use super::{parse_int_literal, PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;

/// A float literal's spelling.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(super) fn float_kind(b: &[u8]) -> FloatLit {
    // The decimal spellings LLVM prints (`27.0`, `1.000000e+00`), one or more per
    // floating-point instruction: a digit that does not start `0x`.
    if let [d, next, ..] = b {
        if d.is_ascii_digit() && !(*d == b'0' && *next | 0x20 == b'x') {
            return FloatLit::Decimal;
        }
    }
    float_kind_other(b)
}

/// [`float_kind`] beyond its decimal fast path.
fn float_kind_other(b: &[u8]) -> FloatLit {
    let b = match b {
        [b'+' | b'-', rest @ ..] => rest,
        _ => b,
    };
    if b.starts_with(b"f0x") {
        FloatLit::HexBits
    } else if b.starts_with(b"0x") {
        match b.get(2) {
            Some(b'H') => FloatLit::HexHalf,
            Some(b'R') => FloatLit::HexBFloat,
            Some(b'K') => FloatLit::HexX86Fp80,
            Some(b'L') => FloatLit::HexFp128,
            Some(b'M') => FloatLit::HexPpcFp128,
            // The lexer ends a bit pattern at its hex digits: a `.` or `p` after
            // them makes a C99 hexadecimal float.
            _ if b.iter().any(|&c| matches!(c, b'.' | b'p' | b'P')) => FloatLit::HexFloat,
            _ => FloatLit::HexDouble,
        }
    } else if b.first().is_some_and(u8::is_ascii_alphabetic) {
        FloatLit::Special
    } else {
        FloatLit::Decimal
    }
}

/// `-?[0-9]{1,18}` (which always fits) as its value; `None` for anything
/// else, left to [`parse_int_literal`].
#[cfg_attr(not(debug_assertions), inline(always))]
pub(super) fn small_int(b: &[u8]) -> Option<i64> {
    let (neg, digits) = match b.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, b),
    };
    if digits.is_empty() || digits.len() > 18 {
        return None;
    }
    let mut v: i64 = 0;
    for &c in digits {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        v = v * 10 + i64::from(d);
    }
    Some(if neg { -v } else { v })
}

/// Words that begin a value (so attribute loops know where to stop).
pub(crate) fn is_value_keyword(w: &[u8]) -> bool {
    matches!(
        w,
        b"true"
            | b"false"
            | b"null"
            | b"none"
            | b"undef"
            | b"poison"
            | b"zeroinitializer"
            | b"blockaddress"
            | b"dso_local_equivalent"
            | b"no_cfi"
            | b"splat"
            | b"asm"
    ) || const_expr_opcode(w).is_some()
        || is_hex_int(w)
}

fn is_hex_int(w: &[u8]) -> bool {
    w.len() > 3 && (w[0] == b'u' || w[0] == b's') && w[1] == b'0' && w[2] == b'x'
}

/// Opcodes allowed in constant expressions (old and new LLVM).
pub(crate) fn const_expr_opcode(w: &[u8]) -> Option<Opcode> {
    use Opcode::*;
    Some(match w {
        b"getelementptr" => GetElementPtr,
        b"bitcast" => BitCast,
        b"addrspacecast" => AddrSpaceCast,
        b"inttoptr" => IntToPtr,
        b"ptrtoint" => PtrToInt,
        b"ptrtoaddr" => PtrToAddr,
        b"trunc" => Trunc,
        b"zext" => ZExt,
        b"sext" => SExt,
        b"fptrunc" => FPTrunc,
        b"fpext" => FPExt,
        b"fptoui" => FPToUI,
        b"fptosi" => FPToSI,
        b"uitofp" => UIToFP,
        b"sitofp" => SIToFP,
        b"add" => Add,
        b"sub" => Sub,
        b"mul" => Mul,
        b"shl" => Shl,
        b"lshr" => LShr,
        b"ashr" => AShr,
        b"and" => And,
        b"or" => Or,
        b"xor" => Xor,
        b"udiv" => UDiv,
        b"sdiv" => SDiv,
        b"urem" => URem,
        b"srem" => SRem,
        b"fadd" => FAdd,
        b"fsub" => FSub,
        b"fmul" => FMul,
        b"fdiv" => FDiv,
        b"frem" => FRem,
        b"fneg" => FNeg,
        b"icmp" => ICmp,
        b"fcmp" => FCmp,
        b"select" => Select,
        b"extractelement" => ExtractElement,
        b"insertelement" => InsertElement,
        b"shufflevector" => ShuffleVector,
        b"extractvalue" => ExtractValue,
        b"insertvalue" => InsertValue,
        _ => return None,
    })
}

/// An `icmp` predicate (LLVM's parser refuses the floating-point ones there).
pub(crate) fn icmp_predicate(w: &[u8]) -> Option<Predicate> {
    use Predicate::*;
    Some(match w {
        b"eq" => Eq,
        b"ne" => Ne,
        b"ugt" => Ugt,
        b"uge" => Uge,
        b"ult" => Ult,
        b"ule" => Ule,
        b"sgt" => Sgt,
        b"sge" => Sge,
        b"slt" => Slt,
        b"sle" => Sle,
        _ => return None,
    })
}

/// LLVM's words for a predicate word its comparison does not take.
pub(crate) fn predicate_refusal(opcode: Opcode) -> &'static str {
    if opcode == Opcode::ICmp {
        "expected icmp predicate (e.g. 'eq')"
    } else {
        "expected fcmp predicate (e.g. 'oeq')"
    }
}

/// An `fcmp` predicate (LLVM's parser refuses the integer ones there); `ugt`/`uge`/`ult`/`ule`
/// are its unordered comparisons, not the unsigned ones of `icmp`.
pub(crate) fn fcmp_predicate(w: &[u8]) -> Option<Predicate> {
    use Predicate::*;
    Some(match w {
        b"false" => False,
        b"oeq" => Oeq,
        b"ogt" => Ogt,
        b"oge" => Oge,
        b"olt" => Olt,
        b"ole" => Ole,
        b"one" => One,
        b"ord" => Ord,
        b"ueq" => Ueq,
        b"ugt" => FUgt,
        b"uge" => FUge,
        b"ult" => FUlt,
        b"ule" => FUle,
        b"une" => Une,
        b"uno" => Uno,
        b"true" => True,
        _ => return None,
    })
}

/// Integer/GEP flag words; returns true if consumed.
pub(crate) fn flag_word(w: &[u8]) -> Option<InstFlags> {
    Some(match w {
        b"nuw" => InstFlags::NUW,
        b"nsw" => InstFlags::NSW,
        b"exact" => InstFlags::EXACT,
        b"disjoint" => InstFlags::DISJOINT,
        b"nneg" => InstFlags::NNEG,
        b"samesign" => InstFlags::SAMESIGN,
        b"inbounds" => InstFlags::INBOUNDS,
        b"nusw" => InstFlags::NUSW,
        _ => return None,
    })
}

pub(crate) fn fast_math_word(w: &[u8]) -> Option<FastMath> {
    Some(match w {
        b"nnan" => FastMath::NNAN,
        b"ninf" => FastMath::NINF,
        b"nsz" => FastMath::NSZ,
        b"arcp" => FastMath::ARCP,
        b"contract" => FastMath::CONTRACT,
        b"afn" => FastMath::AFN,
        b"reassoc" => FastMath::REASSOC,
        b"fast" => FastMath::FAST,
        _ => return None,
    })
}

/// Every flag and fast-math keyword with its bits (the words of [`flag_word`]
/// and [`fast_math_word`]; each sets bits of one kind only).
pub(crate) const MODIFIER_WORDS: [(&[u8], InstFlags, FastMath); 16] = [
    (b"nuw", InstFlags::NUW, FastMath(0)),
    (b"nsw", InstFlags::NSW, FastMath(0)),
    (b"exact", InstFlags::EXACT, FastMath(0)),
    (b"disjoint", InstFlags::DISJOINT, FastMath(0)),
    (b"nneg", InstFlags::NNEG, FastMath(0)),
    (b"samesign", InstFlags::SAMESIGN, FastMath(0)),
    (b"inbounds", InstFlags::INBOUNDS, FastMath(0)),
    (b"nusw", InstFlags::NUSW, FastMath(0)),
    (b"nnan", InstFlags(0), FastMath::NNAN),
    (b"ninf", InstFlags(0), FastMath::NINF),
    (b"nsz", InstFlags(0), FastMath::NSZ),
    (b"arcp", InstFlags(0), FastMath::ARCP),
    (b"contract", InstFlags(0), FastMath::CONTRACT),
    (b"afn", InstFlags(0), FastMath::AFN),
    (b"reassoc", InstFlags(0), FastMath::REASSOC),
    (b"fast", InstFlags(0), FastMath::FAST),
];

/// Multiplier of a perfect hash of the [`MODIFIER_WORDS`] keys into 32
/// slots (found by search; `MODIFIER_TABLE` fails to compile if it stops
/// being perfect).
const MODIFIER_HASH_MUL: u64 = 0x5374_0902_9620_bf0d;

const fn modifier_hash(key: u64) -> usize {
    (key.wrapping_mul(MODIFIER_HASH_MUL) >> 59) as usize
}

/// `(key, flag bits, fast-math bits)` by hash; empty entries have key 0.
static MODIFIER_TABLE: [(u64, u32, u8); 32] = {
    let mut t = [(0u64, 0u32, 0u8); 32];
    let mut i = 0;
    while i < MODIFIER_WORDS.len() {
        let (w, f, m) = MODIFIER_WORDS[i];
        let k = super::types::word_key(w);
        let h = modifier_hash(k);
        assert!(t[h].0 == 0, "MODIFIER_HASH_MUL is not a perfect hash");
        t[h] = (k, f.0, m.0);
        i += 1;
    }
    t
};

/// [`flag_word`] and [`fast_math_word`] at once, by the word's key (see
/// `types::word_key`; 0 matches nothing): one multiply and one probe
/// instead of two `match`es on the bytes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn modifier_of_key(key: u64) -> Option<(InstFlags, FastMath)> {
    let (k, f, m) = MODIFIER_TABLE[modifier_hash(key)];
    (k == key && key != 0).then_some((InstFlags(f), FastMath(m)))
}

impl Parser<'_> {
    /// `T v`
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn parse_typed_value(&mut self) -> PResult<TypedValue> {
        let ty = self.parse_type()?;
        let value = self.parse_value_of(ty)?;
        Ok(TypedValue { ty, value })
    }

    /// A value whose type `ty` was just parsed (`metadata` switches to
    /// metadata operand syntax).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn parse_value_of(&mut self, ty: TypeId) -> PResult<ValueId> {
        // Fast path, inlined into the callers: the most common operands,
        // plain `%x` / `@g` names.
        // Raw kind tests: `kind()` costs a range check.
        let t = self.tok;
        if (t.is(Tok::Local) || t.is(Tok::Global)) && t.flags() & crate::lexer::F_QUOTED == 0 {
            self.bump();
            let name = Name::new(Span::new(t.span().start + 1, t.span().end), false);
            if t.is(Tok::Local) {
                let kind = ValueKind::Local(name.with_local(self.locals.resolve(self.src, name)));
                return Ok(self.arena.push_value(Value {
                    kind,
                    span: t.span(),
                }));
            }
            return Ok(self.push_global(name, t.span(), Some(ty)));
        }
        // Then decimal float literals (`fmul float %x, 2.0`), without the call.
        if t.is(Tok::Float)
            && self.depth < super::MAX_DEPTH
            && !matches!(self.arena[ty], Type::Metadata)
        {
            self.bump();
            let kind = ValueKind::Float(float_kind(self.bytes(t)));
            return Ok(self.push_val(kind, t.span().start));
        }
        self.parse_value_of_slow(ty)
    }

    /// Records a `!N` used as a value in [`Arena::md_value_refs`].
    fn note_md_value(&mut self, md: MdOperand) {
        if let MdKind::Ref(_) = md.kind {
            self.arena.md_value_refs.push(md);
        }
    }

    /// [`Parser::parse_value_of`] beyond its fast path.
    #[inline(never)]
    fn parse_value_of_slow(&mut self, ty: TypeId) -> PResult<ValueId> {
        if matches!(self.arena[ty], Type::Metadata) {
            let start = self.tok.span().start;
            let md = self.parse_md_operand()?;
            self.note_md_value(md);
            let span = Span::new(start, self.prev_end);
            return Ok(self.arena.push_value(Value {
                kind: ValueKind::Metadata(md),
                span,
            }));
        }
        // Literals, the next most common operands, without the general
        // path's calls (its `enter` must not fail).
        let t = self.tok;
        if self.depth < super::MAX_DEPTH {
            let kind = if t.is(Tok::Int) {
                small_int(self.bytes(t)).map(|v| ValueKind::Int(IntLit::new(Some(i128::from(v)))))
            } else if t.is(Tok::Float) {
                Some(ValueKind::Float(float_kind(self.bytes(t))))
            } else {
                None
            };
            if let Some(kind) = kind {
                self.bump();
                return Ok(self.push_val(kind, t.span().start));
            }
        }
        let value = self.parse_value()?;
        // A quoted `@"name"`: the type written before it is its type too.
        if let Some(last) = self.arena.global_refs.last_mut() {
            if last.value == value {
                last.ty = Some(ty);
            }
        }
        Ok(value)
    }

    /// [`Parser::parse_value_of`] without its literal fast path.
    #[cfg(test)]
    pub(crate) fn parse_value_of_general(&mut self, ty: TypeId) -> PResult<ValueId> {
        let t = self.tok;
        if matches!(self.arena[ty], Type::Metadata) || t.is(Tok::Local) || t.is(Tok::Global) {
            return self.parse_value_of(ty);
        }
        self.parse_value()
    }

    /// A value (operand or constant) without its type.
    pub(crate) fn parse_value(&mut self) -> PResult<ValueId> {
        self.enter()?;
        let r = self.parse_value_inner();
        self.leave();
        r
    }

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn push_val(&mut self, kind: ValueKind, start: u32) -> ValueId {
        let span = Span::new(start, self.prev_end);
        self.arena.push_value(Value { kind, span })
    }

    /// A `@name` operand, recorded in [`Arena::global_refs`] as an operand (its callers mark
    /// callees and metadata afterwards).
    fn push_global(&mut self, name: Name, span: Span, ty: Option<TypeId>) -> ValueId {
        let value = self.arena.push_value(Value {
            kind: ValueKind::Global(name),
            span,
        });
        self.arena.global_refs.push(GlobalRef {
            value,
            role: RefRole::Operand,
            ty,
        });
        value
    }

    fn parse_value_inner(&mut self) -> PResult<ValueId> {
        let t = self.tok;
        let start = t.span().start;
        match t.kind() {
            Tok::Local => {
                self.bump();
                let n = self.local_name_of(t);
                Ok(self.push_val(ValueKind::Local(n), start))
            }
            Tok::Global => {
                self.bump();
                let n = self.name_of(t);
                Ok(self.push_global(n, Span::new(start, self.prev_end), None))
            }
            Tok::Int => {
                self.bump();
                let v = parse_int_literal(self.bytes(t));
                Ok(self.push_val(ValueKind::Int(IntLit::new(v)), start))
            }
            Tok::Float => {
                self.bump();
                let kind = float_kind(self.bytes(t));
                Ok(self.push_val(ValueKind::Float(kind), start))
            }
            Tok::CStr => {
                self.bump();
                self.check_quoted(t);
                let end = if t.flags() & crate::lexer::F_UNTERMINATED != 0 {
                    t.span().end
                } else {
                    t.span().end - 1
                };
                let s = StrLit {
                    span: Span::new(t.span().start + 2, end.max(t.span().start + 2)),
                };
                Ok(self.push_val(ValueKind::CString(s), start))
            }
            Tok::LBracket => {
                self.bump();
                let l = self.parse_typed_list(Tok::RBracket, "']' at end of array constant")?;
                Ok(self.push_val(ValueKind::Array(l), start))
            }
            Tok::LBrace => {
                self.bump();
                let l = self.parse_typed_list(Tok::RBrace, "'}' at end of struct constant")?;
                Ok(self.push_val(
                    ValueKind::Struct {
                        fields: l,
                        packed: false,
                    },
                    start,
                ))
            }
            Tok::Less => {
                self.bump();
                if self.eat(Tok::LBrace) {
                    let l =
                        self.parse_typed_list(Tok::RBrace, "'}' at end of packed struct constant")?;
                    self.expect(Tok::Greater, "'>' after packed struct constant")?;
                    return Ok(self.push_val(
                        ValueKind::Struct {
                            fields: l,
                            packed: true,
                        },
                        start,
                    ));
                }
                let l = self.parse_typed_list(Tok::Greater, "'>' at end of vector constant")?;
                Ok(self.push_val(ValueKind::Vector(l), start))
            }
            Tok::Word => self.parse_word_value(),
            Tok::MdId | Tok::Exclaim | Tok::MdName => {
                // Metadata used where a value is expected (e.g. `metadata`
                // type elided by hand-written IR): accept it.
                let md = self.parse_md_operand()?;
                self.note_md_value(md);
                Ok(self.push_val(ValueKind::Metadata(md), start))
            }
            _ => self.expected("a value"),
        }
    }

    /// `T v, T v, …` up to `close` (which is consumed).
    fn parse_typed_list(&mut self, close: Tok, what: &str) -> PResult<List<TypedValue>> {
        // Aggregates and constant expressions recurse through several
        // frames per level, so each level costs an extra unit of depth:
        // this keeps debug builds well inside a 2 MiB thread stack.
        self.enter()?;
        let r = self.parse_typed_list_inner(close, what);
        self.leave();
        r
    }

    fn parse_typed_list_inner(&mut self, close: Tok, what: &str) -> PResult<List<TypedValue>> {
        let mark = self.scratch.tv.len();
        let r = (|| {
            if !self.at(close) {
                loop {
                    let tv = self.parse_typed_value()?;
                    self.scratch.tv.push(tv);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            }
            self.expect(close, what)?;
            Ok(())
        })();
        match r {
            Ok(()) => Ok(self.finish_tv(mark)),
            Err(e) => {
                self.scratch.tv.truncate(mark);
                Err(e)
            }
        }
    }

    fn parse_word_value(&mut self) -> PResult<ValueId> {
        let t = self.tok;
        let start = t.span().start;
        let w = self.bytes(t);
        let simple = match w {
            b"true" => Some(ValueKind::Bool(true)),
            b"false" => Some(ValueKind::Bool(false)),
            b"null" => Some(ValueKind::Null),
            b"none" => Some(ValueKind::NoneToken),
            b"undef" => Some(ValueKind::Undef),
            b"poison" => Some(ValueKind::Poison),
            b"zeroinitializer" => Some(ValueKind::ZeroInitializer),
            _ if is_hex_int(w) => Some(ValueKind::Int(IntLit::new(parse_int_literal(w)))),
            _ => None,
        };
        if let Some(k) = simple {
            self.bump();
            return Ok(self.push_val(k, start));
        }
        match w {
            b"splat" => {
                self.bump();
                self.expect(Tok::LParen, "'(' after splat")?;
                let tv = self.parse_typed_value()?;
                self.expect(Tok::RParen, "')' after splat operand")?;
                Ok(self.push_val(ValueKind::Splat(tv), start))
            }
            b"blockaddress" => {
                self.bump();
                self.expect(Tok::LParen, "'(' after blockaddress")?;
                let func = self.expect_global("function name in blockaddress")?;
                self.expect(Tok::Comma, "','")?;
                let block = self.expect_local("block name in blockaddress")?;
                self.expect(Tok::RParen, "')'")?;
                self.arena.special_constants += 1;
                Ok(self.push_val(ValueKind::BlockAddress { func, block }, start))
            }
            b"dso_local_equivalent" => {
                self.bump();
                let n = self.expect_global("function name")?;
                self.arena.special_constants += 1;
                Ok(self.push_val(ValueKind::DsoLocalEquivalent(n), start))
            }
            b"no_cfi" => {
                self.bump();
                let n = self.expect_global("function name")?;
                self.arena.special_constants += 1;
                Ok(self.push_val(ValueKind::NoCfi(n), start))
            }
            b"asm" => {
                self.bump();
                let mut a = InlineAsm {
                    sideeffect: false,
                    alignstack: false,
                    inteldialect: false,
                    unwind: false,
                    asm: StrLit::default(),
                    constraints: StrLit::default(),
                };
                loop {
                    match self.word() {
                        b"sideeffect" => a.sideeffect = true,
                        b"alignstack" => a.alignstack = true,
                        b"inteldialect" => a.inteldialect = true,
                        b"unwind" => a.unwind = true,
                        _ => break,
                    }
                    self.bump();
                }
                a.asm = self.expect_str("inline asm string")?;
                self.expect(Tok::Comma, "',' after inline asm string")?;
                a.constraints = self.expect_str("inline asm constraint string")?;
                Ok(self.push_val(ValueKind::InlineAsm(a), start))
            }
            _ => match const_expr_opcode(w) {
                Some(op) => {
                    self.bump();
                    // Extra depth unit per level, as for aggregates.
                    self.enter()?;
                    let e = self.parse_const_expr(op);
                    self.leave();
                    let e = e?;
                    self.arena.special_constants += 1;
                    Ok(self.push_val(ValueKind::ConstExpr(e), start))
                }
                None => self.expected("a value"),
            },
        }
    }

    /// After the opcode word of a constant expression.
    fn parse_const_expr(&mut self, opcode: Opcode) -> PResult<ConstExpr> {
        let mut e = ConstExpr {
            opcode,
            flags: InstFlags::default(),
            ty: None,
            operands: List::EMPTY,
            predicate: None,
            indices: List::EMPTY,
        };
        // Flags / predicate / GEP inrange before the '('.
        loop {
            let w = self.word();
            if let Some(f) = flag_word(w) {
                e.flags.insert(f);
                self.bump();
            } else if w == b"inrange" {
                // `inrange(-8, 16)` (modern GEP form).
                self.bump();
                e.flags.insert(InstFlags::INRANGE);
                self.skip_parens()?;
            } else if fast_math_word(w).is_some() {
                self.bump();
            } else if matches!(opcode, Opcode::ICmp | Opcode::FCmp) && e.predicate.is_none() {
                let p = if opcode == Opcode::ICmp {
                    icmp_predicate(w)
                } else {
                    fcmp_predicate(w)
                };
                match p {
                    Some(p) => {
                        e.predicate = Some(p);
                        self.bump();
                    }
                    None => {
                        self.error(self.tok.span(), predicate_refusal(opcode));
                        return Err(super::Fail);
                    }
                }
            } else {
                break;
            }
        }
        self.expect(Tok::LParen, "'(' in constant expression")?;
        let mark = self.scratch.tv.len();
        let r = self.const_expr_operands(&mut e);
        match r {
            Ok(()) => {
                e.operands = self.finish_tv(mark);
                Ok(e)
            }
            Err(f) => {
                self.scratch.tv.truncate(mark);
                Err(f)
            }
        }
    }

    fn const_expr_operands(&mut self, e: &mut ConstExpr) -> PResult<()> {
        if e.opcode == Opcode::GetElementPtr {
            // `(T, T* base, idx…)`; very old IR omitted the leading type.
            let first = self.parse_type()?;
            if self.eat(Tok::Comma) {
                e.ty = Some(first);
                let base = self.parse_typed_value()?;
                self.scratch.tv.push(base);
            } else {
                let v = self.parse_value_of(first)?;
                self.scratch.tv.push(TypedValue {
                    ty: first,
                    value: v,
                });
            }
            while self.eat(Tok::Comma) {
                if self.eat_word(b"inrange") {
                    e.flags.insert(InstFlags::INRANGE);
                }
                let tv = self.parse_typed_value()?;
                self.scratch.tv.push(tv);
            }
            self.expect(Tok::RParen, "')' at end of getelementptr expression")?;
            return Ok(());
        }
        let first = self.parse_typed_value()?;
        self.scratch.tv.push(first);
        if e.opcode.is_cast() {
            self.expect_word("to")?;
            e.ty = Some(self.parse_type()?);
            self.expect(Tok::RParen, "')' at end of cast expression")?;
            return Ok(());
        }
        if matches!(e.opcode, Opcode::ExtractValue | Opcode::InsertValue) {
            if e.opcode == Opcode::InsertValue {
                self.expect(Tok::Comma, "','")?;
                let v = self.parse_typed_value()?;
                self.scratch.tv.push(v);
            }
            let start = self.mark::<u32>();
            while self.eat(Tok::Comma) {
                let i = self.expect_u32("aggregate index")?;
                self.arena.u32s.push(i);
            }
            e.indices = self.since(start);
            self.expect(Tok::RParen, "')'")?;
            return Ok(());
        }
        while self.eat(Tok::Comma) {
            let v = self.parse_typed_value()?;
            self.scratch.tv.push(v);
        }
        self.expect(Tok::RParen, "')' at end of constant expression")?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_paths_agree;
    use super::*;

    #[test]
    fn small_ints_match_the_general_literal_parse() {
        for w in [
            "0",
            "7",
            "-1",
            "-0",
            "31",
            "2048",
            "123456789012345678",
            "999999999999999999",
            "-999999999999999999",
            "1234567890123456789",
            "-",
            "",
            "1-2",
            "u0x10",
            "s0xff",
            "12a",
        ] {
            let b = w.as_bytes();
            if let Some(v) = small_int(b) {
                assert_eq!(Some(i128::from(v)), parse_int_literal(b), "{w}");
            }
        }
    }

    #[test]
    fn the_literal_fast_paths_match_the_general_path() {
        for v in [
            "1",
            "-1",
            "0",
            "31",
            "123456789012345678",
            "-1234567890123456789",
            "170141183460469231731687303715884105728",
            "u0x10",
            "1.0",
            "0.000000e+00",
            "27.0",
            "0.5",
            "9.9E-3",
            "1.000000e+00",
            "0x3FF8000000000000",
            "0xH3C00",
            "+1.5",
            "%x",
            "@g",
            "undef",
            "!0",
            "-",
        ] {
            for ty in ["i32", "metadata"] {
                let text = format!("{ty} {v} , end");
                assert_paths_agree(&text, |p, general| {
                    let ty = p.parse_type().expect("a type");
                    let r = if general {
                        p.parse_value_of_general(ty)
                    } else {
                        p.parse_value_of(ty)
                    };
                    (r.ok().map(|id| p.arena[id].clone()), p.prev_end)
                });
            }
        }
    }

    /// The decimal fast path of `float_kind` names every spelling as the general reading does.
    #[test]
    fn float_kind_fast_path_agrees() {
        for b in [
            "1.0",
            "0.5",
            "27.0",
            "1.000000e+00",
            "9.9E-3",
            "-1.0",
            "+0.5",
            "0x3FF8000000000000",
            "0xH3C00",
            "0xR3F80",
            "0xK4000",
            "0xL0",
            "0xM0",
            "0x1.8p1",
            "f0x3f800000",
            "inf",
            "nan",
            "00.5",
        ] {
            assert_eq!(
                float_kind(b.as_bytes()),
                float_kind_other(b.as_bytes()),
                "{b}"
            );
        }
    }
}
