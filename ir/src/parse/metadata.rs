//! Metadata: operands, generic `!{…}` nodes, specialized `!DIxxx(…)` nodes,
//! and `!kind !N` attachments.

use super::types::starts_type;
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;

impl Parser<'_> {
    /// One metadata operand: `!N`, `!"s"`, `!{…}`, `!DIx(…)`,
    /// `distinct !{…}`, `null`, or a typed value.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn parse_md_operand(&mut self) -> PResult<MdOperand> {
        // Fast path: a reference `!N` (most attachments and node operands)
        // below the nesting limit.
        let t = self.tok;
        if t.is(Tok::MdId) && self.depth < super::MAX_DEPTH {
            if let Some(n) =
                super::parse_u64(&self.bytes(t)[1..]).and_then(|n| u32::try_from(n).ok())
            {
                self.bump();
                return Ok(MdOperand {
                    span: t.span(),
                    kind: MdKind::Ref(n),
                });
            }
        }
        self.parse_md_operand_general()
    }

    /// [`Parser::parse_md_operand`] beyond its fast path.
    #[inline(never)]
    fn parse_md_operand_general(&mut self) -> PResult<MdOperand> {
        self.enter()?;
        let r = self.parse_md_operand_inner();
        self.leave();
        r
    }

    fn parse_md_operand_inner(&mut self) -> PResult<MdOperand> {
        let t = self.tok;
        let start = t.span().start;
        let kind = match t.kind() {
            Tok::MdId => {
                self.bump();
                let n = super::parse_u64(&self.bytes(t)[1..]).and_then(|n| u32::try_from(n).ok());
                match n {
                    Some(n) => MdKind::Ref(n),
                    None => {
                        self.error(t.span(), "metadata id out of range");
                        return Err(super::Fail);
                    }
                }
            }
            Tok::Exclaim => {
                let next = self.peek2();
                match next.kind() {
                    Tok::Str => {
                        self.bump();
                        let s = self.bump();
                        MdKind::Str(self.str_lit(s))
                    }
                    Tok::LBrace => MdKind::Node(self.parse_md_node(false)?),
                    _ => {
                        self.bump();
                        return self.expected("'{' or a string after '!'");
                    }
                }
            }
            Tok::MdName => MdKind::Node(self.parse_md_node(false)?),
            Tok::Word if self.word() == b"distinct" => {
                self.bump();
                MdKind::Node(self.parse_md_node(true)?)
            }
            Tok::Word if self.word() == b"null" => {
                self.bump();
                MdKind::Null
            }
            _ if starts_type(self) => {
                let first_ref = self.arena.global_refs.len();
                let tv = self.parse_typed_value()?;
                for r in &mut self.arena.global_refs[first_ref..] {
                    r.role = RefRole::Metadata;
                }
                MdKind::Value(tv)
            }
            _ => return self.expected("a metadata operand"),
        };
        Ok(MdOperand {
            span: Span::new(start, self.prev_end),
            kind,
        })
    }

    /// A node at the current token: `!{…}` or `!Name(…)`.
    pub(crate) fn parse_md_node(&mut self, distinct: bool) -> PResult<MdNodeId> {
        let t = self.tok;
        let start = t.span().start;
        match t.kind() {
            Tok::Exclaim => {
                self.bump();
                self.expect(Tok::LBrace, "'{' after '!'")?;
                let mark = self.scratch.mdo.len();
                let r = (|| {
                    if !self.at(Tok::RBrace) {
                        loop {
                            let op = self.parse_md_operand()?;
                            self.scratch.mdo.push(op);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Tok::RBrace, "'}' at end of metadata node")?;
                    Ok(())
                })();
                if let Err(e) = r {
                    self.scratch.mdo.truncate(mark);
                    return Err(e);
                }
                let ops = self.finish_mdo(mark);
                Ok(self.arena.push_md_node(MdNode {
                    span: Span::new(start, self.prev_end),
                    distinct,
                    kind: MdNodeKind::Generic(ops),
                }))
            }
            Tok::MdName => {
                self.bump();
                let name = Span::new(t.span().start + 1, t.span().end);
                self.expect(Tok::LParen, "'(' after specialized metadata name")?;
                let mark = self.scratch.mdf.len();
                let r = (|| {
                    if !self.at(Tok::RParen) {
                        loop {
                            let f = self.parse_md_field()?;
                            self.scratch.mdf.push(f);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(Tok::RParen, "')' at end of specialized metadata node")?;
                    Ok(())
                })();
                if let Err(e) = r {
                    self.scratch.mdf.truncate(mark);
                    return Err(e);
                }
                let fields = self.finish_mdf(mark);
                Ok(self.arena.push_md_node(MdNode {
                    span: Span::new(start, self.prev_end),
                    distinct,
                    kind: MdNodeKind::Specialized { name, fields },
                }))
            }
            _ => self.expected("a metadata node"),
        }
    }

    /// `key: value` (or a bare value, as in `DIExpression(DW_OP_x, 8)`).
    fn parse_md_field(&mut self) -> PResult<MdField> {
        let key = if self.at(Tok::Label) {
            self.bump().span()
        } else {
            Span::new(self.tok.span().start, self.tok.span().start)
        };
        let t = self.tok;
        let value = match t.kind() {
            Tok::MdId | Tok::Exclaim | Tok::MdName => self.parse_md_operand()?,
            Tok::Word if matches!(self.word(), b"null" | b"distinct") => self.parse_md_operand()?,
            Tok::Str => {
                self.bump();
                let s = self.str_lit(t);
                MdOperand {
                    span: t.span(),
                    kind: MdKind::Str(s),
                }
            }
            // DIArgList operands: `ptr %x`, `i32 1`.
            Tok::Word | Tok::LBrace | Tok::Less | Tok::LBracket
                if starts_type(self) && !self.at_flag_word() =>
            {
                self.parse_md_operand()?
            }
            _ => {
                // Raw: integers, DW_* words, `A | B` flag sets, true/false.
                let start = t.span().start;
                let mut any = false;
                while let Tok::Int | Tok::Word | Tok::Float | Tok::Pipe = self.tok.kind() {
                    self.bump();
                    any = true;
                }
                if !any {
                    return self.expected("a metadata field value");
                }
                MdOperand {
                    span: Span::new(start, self.prev_end),
                    kind: MdKind::Raw,
                }
            }
        };
        Ok(MdField { key, value })
    }

    /// Words that look like types but are DWARF/flag values (`DW_…`, `DIFlag…`).
    fn at_flag_word(&self) -> bool {
        let w = self.word();
        w.starts_with(b"DW_") || w.starts_with(b"DIFlag") || w.starts_with(b"DISPFlag")
    }

    /// `!kind !N` / `!kind !{…}` (current token is the `!kind`).
    pub(crate) fn parse_md_attachment(&mut self) -> PResult<MdAttachment> {
        let t = self.expect(Tok::MdName, "a metadata attachment '!name'")?;
        let node = self.parse_md_operand()?;
        Ok(MdAttachment {
            span: Span::new(t.span().start, self.prev_end),
            kind: Span::new(t.span().start + 1, t.span().end),
            node,
        })
    }

    /// Attachments pushed contiguously: `!a !0 !b !1` (no commas; function
    /// headers and globals after `,`).
    pub(crate) fn parse_md_attachments_plain(&mut self) -> PResult<List<MdAttachment>> {
        let start = self.mark::<MdAttachment>();
        while self.at(Tok::MdName) {
            let a = self.parse_md_attachment()?;
            self.arena.md_attachments.push(a);
        }
        Ok(self.since(start))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{assert_paths_agree, MAX_DEPTH};

    #[test]
    fn the_reference_fast_path_matches_the_general_path() {
        for text in [
            "!5 x",
            "!0, x",
            "!4294967295 x",
            "!4294967296 x",
            "!{} x",
            "!\"s\" x",
            "null x",
            "i32 1 x",
        ] {
            for depth in [0, MAX_DEPTH - 1, MAX_DEPTH] {
                assert_paths_agree(text, |p, general| {
                    p.depth = depth;
                    let md = if general {
                        p.parse_md_operand_general()
                    } else {
                        p.parse_md_operand()
                    };
                    let md = md.ok().map(|m| (m.span, format!("{:?}", m.kind)));
                    (md, p.depth)
                });
            }
        }
    }
}
