//! Linkage, visibility, DLL storage and alignment of global values: what LLVM's parser
//! refuses in a function header, a global variable or an alias before it builds the module
//! (`LLParser::parseFunctionHeader`, `parseGlobal`, `parseAliasOrIFunc`,
//! `parseOptionalAlignment`), then what `Verifier::visitGlobalValue` refuses about DLL
//! storage. Judged once per function header (from `check_function`) and once per global
//! variable and alias (from `globals`); nothing per instruction. A header without a fault
//! costs a few comparisons: the rules are looked up only when one is found.

use tablegen::vocab::ValidCheck;

use super::demand::DemandRules;
use super::{support, Verifier};
use crate::ir::{self, DllStorage, Linkage, Preemption, Span, Visibility};

/// What kind of global value a header belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Function,
    Variable,
    Alias,
}

/// The parts of a global value's header that its linkage rules read.
#[derive(Clone, Copy)]
pub(super) struct Header {
    pub kind: Kind,
    /// `declare`, or a global variable without an initializer.
    pub declaration: bool,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub preemption: Preemption,
    pub align: Option<u64>,
}

/// Where a verdict is reported.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Site {
    /// Where LLVM's parser points: a function's linkage keyword (the first word after
    /// `define`/`declare`), a global's or alias's name.
    Linkage,
    /// The `align` value.
    Align,
    /// The global value's name (the Verifier prints the value).
    Name,
}

/// LLVM 7's largest alignment (`Value::MaximumAlignment`, 2^29).
const MAX_ALIGN_LLVM7: u64 = 1 << 29;
/// LLVM 19's and 22's largest alignment (2^32).
const MAX_ALIGN: u64 = 1 << 32;

/// The first rule `h` breaks, in the order LLVM reads them (the parser stops at its first
/// error; the Verifier's DLL checks come only after the module parsed), with where to
/// report it. `typed`: LLVM 7's rules (NVVM IR), else LLVM 19/22's.
pub(super) fn verdict(h: &Header, typed: bool) -> Option<(ValidCheck, Site)> {
    let local = matches!(h.linkage, Linkage::Private | Linkage::Internal);
    // `parseOptionalLinkage`: checked as soon as the DLL storage class is read.
    if h.preemption == Preemption::DsoLocal && h.dll_storage == DllStorage::Import {
        return Some((ValidCheck::DsoLocalDllImport, Site::Linkage));
    }
    if h.kind == Kind::Function {
        let bad = match h.linkage {
            Linkage::Common | Linkage::Appending => Some(ValidCheck::FunctionLinkageType),
            Linkage::ExternWeak if !h.declaration => Some(ValidCheck::FunctionDefinitionLinkage),
            Linkage::Default | Linkage::External | Linkage::ExternWeak => None,
            _ if h.declaration => Some(ValidCheck::FunctionDeclarationLinkage),
            _ => None,
        };
        if let Some(check) = bad {
            return Some((check, Site::Linkage));
        }
    }
    if local && h.visibility != Visibility::Default {
        return Some((ValidCheck::LocalLinkageVisibility, Site::Linkage));
    }
    // LLVM 7 has no such parser rule: its Verifier refuses a local `dllimport` (below) and
    // takes a local `dllexport`.
    if !typed && local && h.dll_storage != DllStorage::None {
        return Some((ValidCheck::LocalLinkageDllStorage, Site::Linkage));
    }
    if let Some(align) = h.align.filter(|_| h.kind != Kind::Alias) {
        let bad = if typed && align >= 1 << 32 {
            // LLVM 7 reads the alignment with `ParseUInt32` first.
            Some(ValidCheck::GlobalAlignNot32Bit)
        } else if !align.is_power_of_two() {
            Some(ValidCheck::GlobalAlignNotPowerOfTwo)
        } else if typed && align > MAX_ALIGN_LLVM7 {
            Some(ValidCheck::GlobalAlignHugeLlvm7)
        } else if !typed && align > MAX_ALIGN {
            Some(ValidCheck::GlobalAlignHuge)
        } else {
            None
        };
        if let Some(check) = bad {
            return Some((check, Site::Align));
        }
    }
    if h.dll_storage == DllStorage::Import {
        let external = matches!(h.linkage, Linkage::Default | Linkage::External)
            // LLVM 7 wants plain external linkage; later ones take `extern_weak` too.
            || (!typed && h.linkage == Linkage::ExternWeak);
        if !(h.declaration && external) && h.linkage != Linkage::AvailableExternally {
            return Some((ValidCheck::DllImportNotExternal, Site::Name));
        }
    }
    // LLVM 7's Verifier takes a hidden `dllexport`.
    if !typed && h.dll_storage == DllStorage::Export && h.visibility == Visibility::Hidden {
        return Some((ValidCheck::DllExportHidden, Site::Name));
    }
    None
}

/// The span of the number of the last `align N` in `text` whose N is `value` (a global's
/// or function's own alignment comes after its type, parameters and initializer); `None`
/// when there is none.
pub(super) fn align_span(text: &str, value: u64) -> Option<Span> {
    let bytes = text.as_bytes();
    let mut found = None;
    let mut from = 0;
    while let Some(at) = text[from..].find("align").map(|i| i + from) {
        from = at + "align".len();
        let word_start = at == 0 || !is_word_byte(bytes[at - 1]);
        let mut i = from;
        while i < bytes.len() && (bytes[i] == b' ' || bytes[i] == b'\t') {
            i += 1;
        }
        let digits_start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if word_start
            && i > digits_start
            && digits_start > from
            && text[digits_start..i].parse::<u64>() == Ok(value)
        {
            found = Some(Span::new(digits_start as u32, i as u32));
        }
    }
    found
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

/// The first word after `define`/`declare` in a function's header (its linkage keyword
/// when it has one): where LLVM's parser reports a header's linkage faults.
fn first_keyword(text: &str, header: Span) -> Option<Span> {
    let start = header.start as usize;
    let h = text.get(start..header.end as usize)?;
    let after = h.find(|c: char| c.is_whitespace())?;
    let rest = &h[after..];
    let word_at = after + (rest.len() - rest.trim_start().len());
    let len = h[word_at..]
        .find(|c: char| c.is_whitespace())
        .unwrap_or(h.len() - word_at);
    Some(Span::new(
        (start + word_at) as u32,
        (start + word_at + len) as u32,
    ))
}

/// One function's header (a definition or a declaration).
pub(super) fn visit_function(v: &mut Verifier) {
    let f = v.input.function;
    let header = Header {
        kind: Kind::Function,
        declaration: !f.is_definition,
        linkage: f.linkage,
        visibility: f.visibility,
        dll_storage: f.dll_storage,
        preemption: f.preemption,
        align: f.align,
    };
    let Some((check, site)) = verdict(&header, v.typed) else {
        return;
    };
    let text = v.input.text;
    let span = match site {
        Site::Linkage => first_keyword(text, f.header_span),
        Site::Align => {
            let h = f.header_span;
            align_span(h.text(text), f.align.unwrap_or(0)).map(|s| s.shift(h.start))
        }
        Site::Name => None,
    }
    .unwrap_or(f.name.span);
    let rules = DemandRules::of(v.env, v.typed);
    let name = v.input.name();
    for rule in rules.of_check(check) {
        let d = support::diagnostic(
            v.env,
            rule,
            span.start..span.end,
            &[("function", name.as_str())],
        )
        .in_function(name.clone());
        v.out.push(d);
    }
}

/// The header of a global variable.
pub(super) fn of_global(g: &ir::Global) -> Header {
    Header {
        kind: Kind::Variable,
        declaration: g.init.is_none(),
        linkage: g.linkage,
        visibility: g.visibility,
        dll_storage: g.dll_storage,
        preemption: g.preemption,
        align: g.align,
    }
}

/// The header of an alias.
pub(super) fn of_alias(a: &ir::Alias) -> Header {
    Header {
        kind: Kind::Alias,
        declaration: false,
        linkage: a.linkage,
        visibility: a.visibility,
        dll_storage: a.dll_storage,
        preemption: a.preemption,
        align: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(kind: Kind, declaration: bool, linkage: Linkage) -> Header {
        Header {
            kind,
            declaration,
            linkage,
            visibility: Visibility::Default,
            dll_storage: DllStorage::None,
            preemption: Preemption::Unspecified,
            align: None,
        }
    }

    #[test]
    fn function_linkages_follow_the_parser() {
        let f = |decl, l| verdict(&header(Kind::Function, decl, l), false).map(|v| v.0);
        assert_eq!(
            f(true, Linkage::Internal),
            Some(ValidCheck::FunctionDeclarationLinkage)
        );
        assert_eq!(
            f(true, Linkage::WeakOdr),
            Some(ValidCheck::FunctionDeclarationLinkage)
        );
        assert_eq!(f(true, Linkage::ExternWeak), None);
        assert_eq!(f(true, Linkage::Default), None);
        assert_eq!(
            f(false, Linkage::ExternWeak),
            Some(ValidCheck::FunctionDefinitionLinkage)
        );
        assert_eq!(f(false, Linkage::AvailableExternally), None);
        assert_eq!(
            f(false, Linkage::Common),
            Some(ValidCheck::FunctionLinkageType)
        );
        assert_eq!(
            f(true, Linkage::Appending),
            Some(ValidCheck::FunctionLinkageType)
        );
        // A variable's linkage is not a function's.
        assert_eq!(
            verdict(&header(Kind::Variable, false, Linkage::Common), false),
            None
        );
    }

    #[test]
    fn alignments_by_dialect() {
        let a = |align, typed| {
            let mut h = header(Kind::Variable, false, Linkage::Default);
            h.align = Some(align);
            verdict(&h, typed).map(|v| v.0)
        };
        assert_eq!(a(3, false), Some(ValidCheck::GlobalAlignNotPowerOfTwo));
        assert_eq!(a(0, true), Some(ValidCheck::GlobalAlignNotPowerOfTwo));
        assert_eq!(a(1 << 32, false), None);
        assert_eq!(a(1 << 33, false), Some(ValidCheck::GlobalAlignHuge));
        assert_eq!(
            a(3 << 33, false),
            Some(ValidCheck::GlobalAlignNotPowerOfTwo)
        );
        assert_eq!(a(1 << 29, true), None);
        assert_eq!(a(1 << 30, true), Some(ValidCheck::GlobalAlignHugeLlvm7));
        assert_eq!(a(1 << 32, true), Some(ValidCheck::GlobalAlignNot32Bit));
    }

    #[test]
    fn local_linkage_visibility_and_dll_storage() {
        let mut h = header(Kind::Alias, false, Linkage::Internal);
        h.visibility = Visibility::Hidden;
        assert_eq!(
            verdict(&h, true).map(|v| v.0),
            Some(ValidCheck::LocalLinkageVisibility)
        );
        h.visibility = Visibility::Default;
        h.dll_storage = DllStorage::Export;
        assert_eq!(
            verdict(&h, false).map(|v| v.0),
            Some(ValidCheck::LocalLinkageDllStorage)
        );
        // LLVM 7 takes a local `dllexport`, and refuses a local `dllimport` in its Verifier.
        assert_eq!(verdict(&h, true), None);
        h.dll_storage = DllStorage::Import;
        assert_eq!(
            verdict(&h, true).map(|v| v.0),
            Some(ValidCheck::DllImportNotExternal)
        );
    }

    #[test]
    fn dllimport_needs_an_external_declaration() {
        let mut h = header(Kind::Variable, true, Linkage::ExternWeak);
        h.dll_storage = DllStorage::Import;
        assert_eq!(verdict(&h, false), None);
        assert_eq!(
            verdict(&h, true).map(|v| v.0),
            Some(ValidCheck::DllImportNotExternal)
        );
        h.linkage = Linkage::Default;
        assert_eq!(verdict(&h, true), None);
        h.preemption = Preemption::DsoLocal;
        assert_eq!(
            verdict(&h, true).map(|v| v.0),
            Some(ValidCheck::DsoLocalDllImport)
        );
    }

    #[test]
    fn align_span_finds_the_last_alignment_of_that_value() {
        let t = "@g = global [2 x i8] c\"align 3\", section \"s\", align 3";
        let s = align_span(t, 3).unwrap();
        assert_eq!(&t[s.start as usize..s.end as usize], "3");
        assert_eq!(s.end as usize, t.len());
        assert_eq!(align_span("@g = global i32 0, align 4", 3), None);
        assert_eq!(align_span("@g = global i32 0, xalign 3", 3), None);
    }

    #[test]
    fn first_keyword_is_the_word_after_define() {
        let t = "declare  internal void @f()";
        let s = first_keyword(t, Span::new(0, t.len() as u32)).unwrap();
        assert_eq!(&t[s.start as usize..s.end as usize], "internal");
    }
}
