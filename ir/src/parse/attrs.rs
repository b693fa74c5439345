//! Attributes, linkage/visibility prefixes and calling conventions.

use super::types::starts_type;
use super::values::is_value_keyword;
use super::{Fail, PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;

/// Keyword attributes whose parenthesised argument is a type.
fn takes_type_arg(w: &[u8]) -> bool {
    matches!(
        w,
        b"byval" | b"byref" | b"sret" | b"preallocated" | b"inalloca" | b"elementtype"
    )
}

/// Keyword attributes whose argument is an integer.
fn takes_int_arg(w: &[u8]) -> bool {
    matches!(
        w,
        b"align" | b"alignstack" | b"dereferenceable" | b"dereferenceable_or_null"
    )
}

/// Where an attribute list appears (decides which words end it).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum AttrCtx {
    /// After a parameter type in `define`/`declare` (ends at name, `,`, `)`).
    Param,
    /// Before a return type (ends at the first type).
    Ret,
    /// Call-site argument (ends at the value).
    Arg,
    /// After `)` of a function header (ends at header keywords, `{`, `!`).
    FnHeader,
    /// After `)` of a call (ends at `[`, `,`, `to`, a new line).
    CallFn,
    /// Inside `attributes #N = { … }`.
    Group,
}

/// Function-header keywords that are not attributes.
fn is_header_keyword(w: &[u8]) -> bool {
    matches!(
        w,
        b"section"
            | b"partition"
            | b"comdat"
            | b"gc"
            | b"prefix"
            | b"prologue"
            | b"personality"
            | b"unnamed_addr"
            | b"local_unnamed_addr"
            | b"addrspace"
    )
}

impl Parser<'_> {
    /// Parses attributes into the arena (contiguously) and returns the list.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn parse_attrs(&mut self, ctx: AttrCtx) -> PResult<List<Attribute>> {
        // Most operands have no attributes: only these tokens can start one,
        // and a type ends the return and argument attributes.
        // After a call, a new line ends the list before any attribute.
        if !matches!(self.tok.kind(), Tok::Str | Tok::AttrGroupId | Tok::Word)
            || (matches!(ctx, AttrCtx::Ret | AttrCtx::Arg) && self.at_common_type_word())
            || (ctx == AttrCtx::CallFn && self.at_line_start())
        {
            return Ok(self.since(self.mark::<Attribute>()));
        }
        self.parse_attrs_list(ctx)
    }

    fn parse_attrs_list(&mut self, ctx: AttrCtx) -> PResult<List<Attribute>> {
        let start = self.mark::<Attribute>();
        loop {
            let t = self.tok;
            match t.kind() {
                Tok::Str => {
                    if ctx == AttrCtx::CallFn && self.at_line_start() {
                        break;
                    }
                    self.bump();
                    let key = self.str_lit(t);
                    let value = if self.eat(Tok::Eq) {
                        Some(self.expect_str("attribute value string")?)
                    } else {
                        None
                    };
                    let span = Span::new(t.span().start, self.prev_end);
                    self.arena.attrs.push(Attribute {
                        span,
                        kind: AttrKind::Str { key, value },
                    });
                }
                Tok::AttrGroupId => {
                    if !matches!(ctx, AttrCtx::FnHeader | AttrCtx::CallFn | AttrCtx::Group)
                        || (ctx == AttrCtx::CallFn && self.at_line_start())
                    {
                        break;
                    }
                    self.bump();
                    let n = super::parse_u64(&self.bytes(t)[1..]).unwrap_or(u64::MAX);
                    let n = u32::try_from(n).unwrap_or(u32::MAX);
                    self.arena.attrs.push(Attribute {
                        span: t.span(),
                        kind: AttrKind::GroupRef(n),
                    });
                }
                Tok::Word => {
                    let w = self.bytes(t);
                    let stop = match ctx {
                        AttrCtx::Param | AttrCtx::Group => false,
                        AttrCtx::Ret => starts_type(self) || w == b"addrspace",
                        AttrCtx::Arg => starts_type(self) || is_value_keyword(w),
                        AttrCtx::FnHeader => is_header_keyword(w),
                        AttrCtx::CallFn => self.at_line_start() || w == b"to",
                    };
                    if stop {
                        break;
                    }
                    if ctx == AttrCtx::FnHeader && w == b"align" {
                        // Function alignment is a header field, handled there.
                        break;
                    }
                    self.bump();
                    if w == b"align"
                        && matches!(ctx, AttrCtx::Param | AttrCtx::Ret | AttrCtx::Arg)
                        && self.at(Tok::Eq)
                    {
                        // A parameter's, result's or argument's `align` takes an integer
                        // (`align 8`, `align(8)`); LLVM's parser refuses the group spelling
                        // `align=8` there at the `=`.
                        self.error(self.tok.span(), "expected integer");
                        return Err(Fail);
                    }
                    if matches!(ctx, AttrCtx::FnHeader | AttrCtx::CallFn) && self.at(Tok::Eq) {
                        // `key=value` is LLVM's spelling inside `attributes #N = { … }` alone.
                        // In a header or after a call its parser wants a required argument in
                        // parentheses (`alignstack(16)`) and stops at the `=`; a keyword whose
                        // argument is optional or absent (`uwtable`, `noinline`) ends its list
                        // there, and what follows the list is expected at the `=`.
                        let parenthesised = matches!(
                            w,
                            b"alignstack"
                                | b"allockind"
                                | b"allocsize"
                                | b"byref"
                                | b"byval"
                                | b"captures"
                                | b"dereferenceable"
                                | b"dereferenceable_or_null"
                                | b"elementtype"
                                | b"inalloca"
                                | b"initializes"
                                | b"memory"
                                | b"nofpclass"
                                | b"preallocated"
                                | b"range"
                                | b"sret"
                                | b"vscale_range"
                        );
                        if parenthesised {
                            self.error(self.tok.span(), "expected '('");
                            return Err(Fail);
                        }
                        self.arena.attrs.push(Attribute {
                            span: t.span(),
                            kind: AttrKind::Keyword {
                                name: t.span(),
                                arg: AttrArg::None,
                            },
                        });
                        break;
                    }
                    let arg = self.attr_arg(w)?;
                    let span = Span::new(t.span().start, self.prev_end);
                    self.arena.attrs.push(Attribute {
                        span,
                        kind: AttrKind::Keyword {
                            name: t.span(),
                            arg,
                        },
                    });
                }
                _ => break,
            }
        }
        Ok(self.since(start))
    }

    /// Argument after an attribute keyword `w` (already consumed).
    fn attr_arg(&mut self, w: &[u8]) -> PResult<AttrArg> {
        if self.eat(Tok::Eq) {
            // Group form `align=8`, `alignstack=16`, `key=value`.
            let t = self.tok;
            return match t.kind() {
                Tok::Int => Ok(AttrArg::Int(self.expect_u64("attribute value")?)),
                Tok::Word | Tok::Str => {
                    self.bump();
                    Ok(AttrArg::Paren(t.span()))
                }
                _ => self.expected("attribute value"),
            };
        }
        if self.at(Tok::LParen) {
            if takes_type_arg(w) {
                self.bump();
                let ty = self.parse_type()?;
                self.expect(Tok::RParen, "')' after attribute type")?;
                return Ok(AttrArg::Type(ty));
            }
            if takes_int_arg(w) && self.peek2().kind() == Tok::Int {
                self.bump();
                let n = self.expect_u64("attribute value")?;
                self.expect(Tok::RParen, "')'")?;
                return Ok(AttrArg::Int(n));
            }
            let s = self.skip_parens()?;
            return Ok(AttrArg::Paren(s));
        }
        if w == b"align" && self.at(Tok::Int) {
            return Ok(AttrArg::Int(self.expect_u64("alignment")?));
        }
        if (w == b"dereferenceable" || w == b"dereferenceable_or_null") && self.at(Tok::Int) {
            return Ok(AttrArg::Int(self.expect_u64("byte count")?));
        }
        Ok(AttrArg::None)
    }

    /// Linkage, preemption, visibility, DLL storage, `thread_local`,
    /// `unnamed_addr`, `externally_initialized` and `addrspace` in any order.
    pub(crate) fn parse_prefix(&mut self, p: &mut Prefix) -> PResult<()> {
        loop {
            let w = self.word();
            match w {
                b"private" => p.linkage = Linkage::Private,
                b"internal" => p.linkage = Linkage::Internal,
                b"available_externally" => p.linkage = Linkage::AvailableExternally,
                b"linkonce" => p.linkage = Linkage::LinkOnce,
                b"linkonce_odr" => p.linkage = Linkage::LinkOnceOdr,
                b"weak" => p.linkage = Linkage::Weak,
                b"weak_odr" => p.linkage = Linkage::WeakOdr,
                b"common" => p.linkage = Linkage::Common,
                b"appending" => p.linkage = Linkage::Appending,
                b"extern_weak" => p.linkage = Linkage::ExternWeak,
                b"external" => p.linkage = Linkage::External,
                b"dso_local" => p.preemption = Preemption::DsoLocal,
                b"dso_preemptable" => p.preemption = Preemption::DsoPreemptable,
                b"default" => p.visibility = Visibility::Default,
                b"hidden" => p.visibility = Visibility::Hidden,
                b"protected" => p.visibility = Visibility::Protected,
                b"dllimport" => p.dll_storage = DllStorage::Import,
                b"dllexport" => p.dll_storage = DllStorage::Export,
                b"unnamed_addr" => p.unnamed_addr = UnnamedAddr::Global,
                b"local_unnamed_addr" => p.unnamed_addr = UnnamedAddr::Local,
                b"externally_initialized" => p.externally_initialized = true,
                b"thread_local" => {
                    self.bump();
                    p.thread_local = Some(TlsModel::GeneralDynamic);
                    if self.eat(Tok::LParen) {
                        let m = match self.word() {
                            b"localdynamic" => TlsModel::LocalDynamic,
                            b"initialexec" => TlsModel::InitialExec,
                            b"localexec" => TlsModel::LocalExec,
                            b"generaldynamic" => TlsModel::GeneralDynamic,
                            _ => return self.expected("a TLS model"),
                        };
                        self.bump();
                        self.expect(Tok::RParen, "')'")?;
                        p.thread_local = Some(m);
                    }
                    continue;
                }
                b"addrspace" => {
                    p.addrspace = Some(self.addrspace()?);
                    continue;
                }
                _ => return Ok(()),
            }
            self.bump();
        }
    }

    /// Optional calling convention.
    pub(crate) fn parse_cconv(&mut self) -> PResult<CallingConv> {
        // Usually the return type follows: no calling convention is a type
        // keyword.
        if self.at_common_type_word() {
            return Ok(CallingConv::C);
        }
        self.parse_cconv_general()
    }

    /// [`Parser::parse_cconv`] without its fast path.
    fn parse_cconv_general(&mut self) -> PResult<CallingConv> {
        let t = self.tok;
        let w = self.word();
        let cc = match w {
            b"ccc" => CallingConv::C,
            b"fastcc" => CallingConv::Fast,
            b"coldcc" => CallingConv::Cold,
            b"ptx_kernel" => CallingConv::PtxKernel,
            b"ptx_device" => CallingConv::PtxDevice,
            b"cc" => {
                self.bump();
                let n = self.expect_u32("calling convention number")?;
                return Ok(CallingConv::Numbered(n));
            }
            _ if is_other_cconv(w) => CallingConv::Other(t.span()),
            _ => return Ok(CallingConv::C),
        };
        self.bump();
        Ok(cc)
    }
}

fn is_other_cconv(w: &[u8]) -> bool {
    if matches!(w, b"x86_fp80" | b"x86_amx" | b"x86_mmx") {
        return false;
    }
    (w.ends_with(b"cc") && w.len() > 2)
        || [
            &b"amdgpu_"[..],
            b"spir_",
            b"aarch64_",
            b"x86_",
            b"arm_",
            b"avr_",
            b"msp430_",
            b"hhvm",
            b"riscv_",
            b"m68k_",
        ]
        .iter()
        .any(|p| w.starts_with(p))
        || matches!(w, b"preserve_mostcc" | b"preserve_allcc" | b"graalcc")
}

/// Prefix keywords shared by globals, functions and aliases.
#[derive(Default)]
pub(crate) struct Prefix {
    pub linkage: Linkage,
    pub preemption: Preemption,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub thread_local: Option<TlsModel>,
    pub unnamed_addr: UnnamedAddr,
    pub externally_initialized: bool,
    pub addrspace: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::super::assert_paths_agree;
    use super::*;

    #[test]
    fn a_new_line_ends_call_attributes_as_the_general_path_does() {
        for next in ["nounwind", "\"a\"=\"b\"", "#0", "%x", "to", "[", "store"] {
            for sep in [" ", "\n  "] {
                let text = format!("){sep}{next} x");
                assert_paths_agree(&text, |p, general| {
                    p.bump();
                    let list = if general {
                        p.parse_attrs_list(AttrCtx::CallFn)
                    } else {
                        p.parse_attrs(AttrCtx::CallFn)
                    };
                    list.ok().map(|l| l.len())
                });
            }
        }
    }

    #[test]
    fn type_keywords_end_attributes_and_calling_conventions_as_the_general_path_does() {
        for w in [
            "void", "half", "bfloat", "float", "double", "label", "metadata", "token", "ptr", "i1",
            "i8", "i16", "i32", "i64", "i128", "fastcc", "x86_fp80", "noundef", "zeroext",
        ] {
            let text = format!("{w} %x");
            assert_paths_agree(&text, |p, general| {
                let cc = if general {
                    p.parse_cconv_general()
                } else {
                    p.parse_cconv()
                };
                format!("{:?}", cc.ok())
            });
            for ctx in [AttrCtx::Ret, AttrCtx::Arg] {
                assert_paths_agree(&text, |p, general| {
                    let list = if general {
                        p.parse_attrs_list(ctx)
                    } else {
                        p.parse_attrs(ctx)
                    };
                    list.ok().map(|l| l.len())
                });
            }
        }
    }
}
