//! Top-level items: header lines, type definitions, comdats, globals,
//! aliases/ifuncs, function headers, attribute groups and metadata.

use super::attrs::{AttrCtx, Prefix};
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;

impl Parser<'_> {
    /// Dispatches on the first token of the item.
    pub(crate) fn item(&mut self) -> PResult<ItemData> {
        let t = self.tok;
        match t.kind() {
            Tok::Word => match self.bytes(t) {
                b"source_filename" => {
                    self.bump();
                    self.expect(Tok::Eq, "'=' after source_filename")?;
                    Ok(ItemData::SourceFilename(self.expect_str("a file name string")?))
                }
                b"target" => {
                    self.bump();
                    let which = self.tok;
                    let kind = match self.word() {
                        b"datalayout" => 0,
                        b"triple" => 1,
                        _ => return self.expected("'datalayout' or 'triple'"),
                    };
                    self.bump();
                    let _ = which;
                    self.expect(Tok::Eq, "'='")?;
                    let s = self.expect_str("a string")?;
                    Ok(if kind == 0 {
                        ItemData::DataLayout(s)
                    } else {
                        ItemData::Triple(s)
                    })
                }
                b"module" => {
                    self.bump();
                    self.expect_word("asm")?;
                    Ok(ItemData::ModuleAsm(self.expect_str("a module asm string")?))
                }
                b"define" | b"declare" => self.function(),
                b"attributes" => self.attr_group(),
                b"uselistorder" | b"uselistorder_bb" => {
                    // Not modelled: consume the rest of the item.
                    while !self.at(Tok::Eof) {
                        self.bump();
                    }
                    Ok(ItemData::UseListOrder)
                }
                _ => self.expected("a top-level entity (define, declare, @global, %type, !metadata, attributes, target, …)"),
            },
            Tok::Local => self.type_def(),
            Tok::Caret => {
                // ThinLTO summary entries are not modelled: skip the item.
                while !self.at(Tok::Eof) {
                    self.bump();
                }
                Ok(ItemData::Summary)
            }
            Tok::Comdat => {
                self.bump();
                let name = self.name_of(t);
                self.expect(Tok::Eq, "'='")?;
                self.expect_word("comdat")?;
                let sel = self.expect(Tok::Word, "a comdat selection kind")?;
                Ok(ItemData::Comdat(ComdatDef {
                    name,
                    selection: sel.span(),
                }))
            }
            Tok::Global => self.global_value(),
            Tok::MdName => {
                self.bump();
                let name = Span::new(t.span().start + 1, t.span().end);
                self.expect(Tok::Eq, "'=' after named metadata")?;
                self.expect(Tok::Exclaim, "'!{' for named metadata")?;
                self.expect(Tok::LBrace, "'{'")?;
                let mark = self.scratch.mdo.len();
                if !self.at(Tok::RBrace) {
                    loop {
                        match self.parse_md_operand() {
                            Ok(op) => self.scratch.mdo.push(op),
                            Err(e) => {
                                self.scratch.mdo.truncate(mark);
                                return Err(e);
                            }
                        }
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                if let Err(e) = self.expect(Tok::RBrace, "'}' at end of named metadata") {
                    self.scratch.mdo.truncate(mark);
                    return Err(e);
                }
                let operands = self.finish_mdo(mark);
                Ok(ItemData::NamedMetadata(NamedMetadata { name, operands }))
            }
            Tok::MdId => {
                self.bump();
                let id = super::parse_u64(&self.bytes(t)[1..])
                    .and_then(|n| u32::try_from(n).ok());
                let Some(id) = id else {
                    self.error(t.span(), "metadata id out of range");
                    return Err(super::Fail);
                };
                self.expect(Tok::Eq, "'=' after metadata id")?;
                let distinct = self.eat_word(b"distinct");
                let node = self.parse_md_node(distinct)?;
                Ok(ItemData::Metadata(MetadataDef { id, node }))
            }
            _ => self.expected("a top-level entity"),
        }
    }

    fn type_def(&mut self) -> PResult<ItemData> {
        let t = self.bump();
        let name = self.name_of(t);
        self.expect(Tok::Eq, "'=' after type name")?;
        self.expect_word("type")?;
        let ty = if self.eat_word(b"opaque") {
            self.arena.push_type(Type::Opaque)
        } else {
            self.parse_type()?
        };
        Ok(ItemData::TypeDef(TypeDef { name, ty }))
    }

    /// `attributes #N = { … }`
    fn attr_group(&mut self) -> PResult<ItemData> {
        self.bump();
        let t = self.expect(Tok::AttrGroupId, "'#N' after attributes")?;
        let id = super::parse_u64(&self.bytes(t)[1..]).and_then(|n| u32::try_from(n).ok());
        let Some(id) = id else {
            self.error(t.span(), "attribute group id out of range");
            return Err(super::Fail);
        };
        self.expect(Tok::Eq, "'='")?;
        self.expect(Tok::LBrace, "'{'")?;
        let attrs = self.parse_attrs(AttrCtx::Group)?;
        self.expect(Tok::RBrace, "'}' at end of attribute group")?;
        Ok(ItemData::AttrGroup(AttrGroup { id, attrs }))
    }

    /// `@g = … global|constant|alias|ifunc …`
    fn global_value(&mut self) -> PResult<ItemData> {
        let t = self.bump();
        let name = self.name_of(t);
        self.expect(Tok::Eq, "'=' after global name")?;
        let mut p = Prefix::default();
        self.parse_prefix(&mut p)?;
        match self.word() {
            b"global" | b"constant" => self.global_var(name, p),
            b"alias" | b"ifunc" => {
                let is_ifunc = self.word() == b"ifunc";
                self.bump();
                let ty = self.parse_type()?;
                self.expect(Tok::Comma, "',' after alias type")?;
                let target = self.parse_aliasee()?;
                let mut partition = None;
                let md_start = self.mark::<MdAttachment>();
                while self.eat(Tok::Comma) {
                    if self.eat_word(b"partition") {
                        partition = Some(self.expect_str("partition name")?);
                    } else if self.at(Tok::MdName) {
                        let a = self.parse_md_attachment()?;
                        self.arena.md_attachments.push(a);
                    } else {
                        return self.expected("'partition' or a metadata attachment");
                    }
                }
                Ok(ItemData::Alias(Alias {
                    name,
                    is_ifunc,
                    linkage: p.linkage,
                    preemption: p.preemption,
                    visibility: p.visibility,
                    dll_storage: p.dll_storage,
                    thread_local: p.thread_local,
                    unnamed_addr: p.unnamed_addr,
                    addrspace: p.addrspace.unwrap_or(0),
                    ty,
                    target,
                    partition,
                    metadata: self.since(md_start),
                }))
            }
            _ => self.expected("'global', 'constant', 'alias' or 'ifunc'"),
        }
    }

    /// An alias's or ifunc's target. Like LLVM's `parseAliasOrIFunc`, a `bitcast`,
    /// `getelementptr`, `addrspacecast` or `inttoptr` expression comes without a leading
    /// type (the expression names its own); anything else is `T v`.
    fn parse_aliasee(&mut self) -> PResult<TypedValue> {
        if !matches!(
            self.word(),
            b"bitcast" | b"getelementptr" | b"addrspacecast" | b"inttoptr"
        ) {
            return self.parse_typed_value();
        }
        let value = self.parse_value()?;
        // The expression's pointer type: a cast's destination, a GEP's base pointer (in
        // typed IR the base's pointer type rather than the GEP's result: nothing reads an
        // aliasee's type beyond it being a pointer).
        let ty = match &self.arena[value].kind {
            ValueKind::ConstExpr(e) if e.opcode == Opcode::GetElementPtr => {
                self.arena[e.operands].first().map(|base| base.ty)
            }
            ValueKind::ConstExpr(e) => e.ty,
            _ => None,
        };
        match ty {
            Some(ty) => Ok(TypedValue { ty, value }),
            None => self.expected("a constant expression"),
        }
    }

    fn global_var(&mut self, name: Name, p: Prefix) -> PResult<ItemData> {
        let is_constant = self.word() == b"constant";
        self.bump();
        let ty = self.parse_type()?;
        // Declarations (external/extern_weak) have no initializer; every other linkage
        // needs one (LLVM: "expected value token").
        // LLVM also takes a declaration's `align N` without the comma
        // (`@a = external global ptr align 16`).
        let has_init = !matches!(self.tok.kind(), Tok::Comma | Tok::Eof | Tok::AttrGroupId)
            && !(self.at(Tok::MdName))
            && self.word() != b"align";
        if !has_init && !matches!(p.linkage, Linkage::External | Linkage::ExternWeak) {
            return self.expected("an initializer (only 'external' globals have none)");
        }
        let init = if has_init {
            Some(self.parse_value_of(ty)?)
        } else {
            None
        };
        let mut g = Global {
            name,
            linkage: p.linkage,
            preemption: p.preemption,
            visibility: p.visibility,
            dll_storage: p.dll_storage,
            thread_local: p.thread_local,
            unnamed_addr: p.unnamed_addr,
            addrspace: p.addrspace.unwrap_or(0),
            externally_initialized: p.externally_initialized,
            is_constant,
            ty,
            init,
            section: None,
            partition: None,
            comdat: None,
            align: None,
            code_model: None,
            attrs: List::EMPTY,
            metadata: List::EMPTY,
        };
        let md_start = self.mark::<MdAttachment>();
        if init.is_none() && self.word() == b"align" {
            self.bump();
            g.align = Some(self.expect_u64("alignment")?);
        }
        while self.eat(Tok::Comma) {
            match self.word() {
                b"section" => {
                    self.bump();
                    g.section = Some(self.expect_str("section name")?);
                }
                b"partition" => {
                    self.bump();
                    g.partition = Some(self.expect_str("partition name")?);
                }
                b"code_model" => {
                    self.bump();
                    g.code_model = Some(self.expect_str("code model")?);
                }
                b"align" => {
                    self.bump();
                    g.align = Some(self.expect_u64("alignment")?);
                }
                b"comdat" => {
                    g.comdat = Some(self.comdat_ref()?);
                }
                b"no_sanitize_address"
                | b"no_sanitize_hwaddress"
                | b"sanitize_memtag"
                | b"sanitize_address_dyninit" => {
                    self.bump();
                }
                _ if self.at(Tok::MdName) => {
                    let a = self.parse_md_attachment()?;
                    self.arena.md_attachments.push(a);
                }
                _ => return self.expected("a global attribute (section, align, comdat, !md …)"),
            }
        }
        g.metadata = self.since(md_start);
        // Trailing `#N` global attributes.
        g.attrs = self.parse_attrs(AttrCtx::Group)?;
        Ok(ItemData::Global(g))
    }

    /// `comdat` or `comdat($name)` (current token is `comdat`).
    fn comdat_ref(&mut self) -> PResult<ComdatRef> {
        let keyword = self.expect_word("comdat")?.span();
        if self.eat(Tok::LParen) {
            let t = self.expect(Tok::Comdat, "'$name'")?;
            let n = self.name_of(t);
            self.expect(Tok::RParen, "')'")?;
            Ok(ComdatRef {
                name: Some(n),
                keyword,
            })
        } else {
            Ok(ComdatRef {
                name: None,
                keyword,
            })
        }
    }

    /// `define …` / `declare …`
    fn function(&mut self) -> PResult<ItemData> {
        let kw = self.bump();
        let is_definition = self.bytes(kw) == b"define";
        if is_definition && !self.header_only {
            self.locals = super::locals::LocalNames::lend(self.src.len());
        }
        let mut p = Prefix::default();
        self.parse_prefix(&mut p)?;
        let cconv = self.parse_cconv()?;
        // Prefix words may also follow the calling convention in old IR.
        self.parse_prefix(&mut p)?;
        let ret_attrs = self.parse_attrs(AttrCtx::Ret)?;
        let ret_ty = self.parse_type_or_void()?;
        let name = self.expect_global("a function name '@name'")?;
        self.expect(Tok::LParen, "'(' to start the parameter list")?;
        let params_start = self.mark::<Param>();
        let mut varargs = false;
        if !self.at(Tok::RParen) {
            loop {
                if self.eat(Tok::Ellipsis) {
                    varargs = true;
                    break;
                }
                let start = self.tok.span().start;
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs(AttrCtx::Param)?;
                let pname = if self.at(Tok::Local) {
                    let t = self.bump();
                    Some(self.local_name_of(t))
                } else {
                    None
                };
                self.arena.params.push(Param {
                    span: Span::new(start, self.prev_end),
                    ty,
                    attrs,
                    name: pname,
                });
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of parameter list")?;
        let params = self.since(params_start);
        let mut f = Function {
            is_definition,
            name,
            linkage: p.linkage,
            preemption: p.preemption,
            visibility: p.visibility,
            dll_storage: p.dll_storage,
            cconv,
            ret_attrs,
            ret_ty,
            params,
            varargs,
            unnamed_addr: p.unnamed_addr,
            addrspace: p.addrspace,
            fn_attrs: List::EMPTY,
            section: None,
            partition: None,
            comdat: None,
            align: None,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            metadata: List::EMPTY,
            header_span: Span::default(),
            body: None,
        };
        // Header tail: keywords and attributes in any order. Header
        // keywords never push attributes, so the runs stay contiguous.
        let attr_start = self.mark::<Attribute>();
        loop {
            self.parse_attrs(AttrCtx::FnHeader)?;
            match self.word() {
                b"unnamed_addr" => {
                    self.bump();
                    f.unnamed_addr = UnnamedAddr::Global;
                }
                b"local_unnamed_addr" => {
                    self.bump();
                    f.unnamed_addr = UnnamedAddr::Local;
                }
                b"addrspace" => f.addrspace = Some(self.addrspace()?),
                b"section" => {
                    self.bump();
                    f.section = Some(self.expect_str("section name")?);
                }
                b"partition" => {
                    self.bump();
                    f.partition = Some(self.expect_str("partition name")?);
                }
                b"comdat" => f.comdat = Some(self.comdat_ref()?),
                b"align" => {
                    // LLVM's `parseOptionalAlignment` reads an integer: `align=16` (the
                    // attribute-group spelling) is `expected integer` at the `=`.
                    self.bump();
                    if self.eat(Tok::LParen) {
                        f.align = Some(self.expect_u64("integer")?);
                        self.expect(Tok::RParen, "')'")?;
                    } else {
                        f.align = Some(self.expect_u64("integer")?);
                    }
                }
                b"gc" => {
                    self.bump();
                    f.gc = Some(self.expect_str("gc name")?);
                }
                b"prefix" => {
                    self.bump();
                    f.prefix = Some(self.parse_typed_value()?);
                }
                b"prologue" => {
                    self.bump();
                    f.prologue = Some(self.parse_typed_value()?);
                }
                b"personality" => {
                    self.bump();
                    f.personality = Some(self.parse_typed_value()?);
                }
                _ => break,
            }
        }
        f.fn_attrs = self.since(attr_start);
        f.metadata = self.parse_md_attachments_plain()?;
        f.header_span = Span::new(0, self.prev_end);
        if is_definition && !self.header_only {
            let unnamed = self.arena[f.params]
                .iter()
                .filter(|p| p.name.is_none())
                .count();
            let body = self.parse_body(unnamed as u32);
            let locals = std::mem::take(&mut self.locals);
            let mut body = body?;
            body.local_symbols = locals.symbols();
            locals.give_back();
            f.body = Some(body);
        }
        Ok(ItemData::Function(Box::new(f)))
    }
}
