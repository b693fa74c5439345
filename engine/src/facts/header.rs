//! The function header: what the module needs to know about a function without its body.

use super::*;

/// What the module needs to know about a function without its body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionHeader {
    /// Shared with the module facts' map of headers by name (one allocation per header).
    pub name: Arc<str>,
    pub is_definition: bool,
    /// What an alias of the function may point to depends on it (IR validity, NV9083).
    pub linkage: ir::Linkage,
    pub calling_conv: CallingConv,
    /// `#N` groups referenced by the function attributes.
    pub groups: Box<[u32]>,
    /// Inline string function attributes, `"key"="value"`.
    pub string_attrs: Box<[(String, Option<String>)]>,
    /// Kinds of the function's metadata attachments (`nvvm.kernel`, `dbg`, …).
    pub metadata_kinds: Box<[String]>,
    /// A definition's `!dbg !N`, `N` ([`NO_DBG`]: none); read through [`FunctionHeader::dbg`].
    /// A bare `u32`, with the boxed slices above, keeps the header at 112 bytes: with its
    /// `Arc`'s counts, one 128-byte block a function instead of 160 (5,000 functions: 160 KB).
    dbg_node: u32,
    /// The function mentions a typed pointer (`T*`): the LLVM 7 dialect.
    pub typed_pointers: bool,
    /// The function type as LLVM writes it (`float (float, i32)`, `i32 (i8*, ...)`): what
    /// a call's types are compared with (IR validity, NV9011–NV9013). Shared with the
    /// header made before it on the same thread when they are equal (see [`shared_signature`]).
    pub signature: Arc<str>,
    /// Which of section, align, prefix data, prologue data, personality and gc the function
    /// has (bit `FunctionProp as u8`): a module none of whose functions has one rules out
    /// the function rules on it at once.
    pub props: u8,
    /// Every parameter is an integer, a floating-point value (not `x86_fp80`) or a pointer,
    /// none `byval`: no parameter-type rule (`FunctionCond::ParamType`) can hold on it.
    pub scalar_params: bool,
    /// Some parameter has an attribute (`FunctionCond::ParamAttribute` needs one).
    pub param_attributes: bool,
    /// The narrowest integer parameter's width (`u32::MAX`: none).
    pub narrowest_int_param: u32,
    /// The result's integer width (`u32::MAX`: not an integer).
    pub int_result: u32,
    /// The result type is not `void`.
    pub returns_value: bool,
    /// The function has parameters.
    pub has_params: bool,
}

/// Appends the function type `ret (params[, ...])` as LLVM writes it.
pub fn write_signature(
    out: &mut String,
    ret: impl FnOnce(&mut String),
    params: impl IntoIterator<Item = impl FnOnce(&mut String)>,
    varargs: bool,
) {
    ret(out);
    out.push_str(" (");
    let mut first = true;
    for p in params {
        if !first {
            out.push_str(", ");
        }
        first = false;
        p(out);
    }
    if varargs {
        out.push_str(if first { "..." } else { ", ..." });
    }
    out.push(')');
}

/// [`FunctionHeader`]'s `dbg_node` when the function has no `!dbg`. LLVM's parser takes any
/// `u32` as a node number, so `!dbg !4294967295` reads as none: the one check that reads the
/// number (two functions sharing a `DISubprogram`) would miss that pair; no generator numbers
/// its nodes that high.
const NO_DBG: u32 = u32::MAX;

impl FunctionHeader {
    /// A definition's `!dbg !N` (its `DISubprogram`, if well formed): the node number `N`.
    pub fn dbg(&self) -> Option<u32> {
        (self.dbg_node != NO_DBG).then_some(self.dbg_node)
    }

    pub fn of(text: &str, item: &ir::Item) -> Option<FunctionHeader> {
        Self::from_parts(text, &item.data, &item.arena)
    }

    /// [`FunctionHeader::of`] an item given as its data and arena.
    pub fn from_parts(text: &str, data: &ItemData, arena: &ir::Arena) -> Option<FunctionHeader> {
        let ItemData::Function(function) = data else {
            return None;
        };
        let mut groups = Vec::new();
        let mut string_attrs = Vec::new();
        for attr in &arena[function.fn_attrs] {
            match attr.kind {
                AttrKind::GroupRef(n) => groups.push(n),
                AttrKind::Str { key, value } => string_attrs.push((
                    key.value(text).into_owned(),
                    value.map(|v| v.value(text).into_owned()),
                )),
                AttrKind::Keyword { .. } => {}
            }
        }
        let metadata_kinds = arena[function.metadata]
            .iter()
            .map(|m| m.kind.text(text).to_owned())
            .collect();
        let dbg = arena[function.metadata]
            .iter()
            .filter(|_| function.is_definition)
            .find(|m| m.kind.text(text) == "dbg")
            .and_then(|m| match m.node.kind {
                ir::MdKind::Ref(id) => Some(id),
                _ => None,
            });
        let signature = shared_signature(arena, function, |out| {
            write_signature(
                out,
                |out| arena.write_type(text, function.ret_ty, out),
                arena[function.params]
                    .iter()
                    .map(|p| move |out: &mut String| arena.write_type(text, p.ty, out)),
                function.varargs,
            )
        });
        use tablegen::vocab::FunctionProp;
        let props = [
            (function.section.is_some(), FunctionProp::Section),
            (function.align.is_some(), FunctionProp::Align),
            (function.prefix.is_some(), FunctionProp::PrefixData),
            (function.prologue.is_some(), FunctionProp::PrologueData),
            (function.personality.is_some(), FunctionProp::Personality),
            (function.gc.is_some(), FunctionProp::Gc),
        ]
        .into_iter()
        .filter(|&(has, _)| has)
        .fold(0u8, |bits, (_, prop)| bits | 1 << prop as u8);
        let params = &arena[function.params];
        let scalar_params = params.iter().all(|p| {
            let byval = arena[p.attrs].iter().any(
                |a| matches!(a.kind, AttrKind::Keyword { name, .. } if name.text(text) == "byval"),
            );
            !byval
                && match arena.types.get(p.ty.0 as usize) {
                    Some(Type::Int(_) | Type::Ptr { .. } | Type::TypedPtr { .. }) => true,
                    Some(Type::Float(kind)) => *kind != ir::FloatKind::X86Fp80,
                    _ => false,
                }
        });
        let int_width = |ty: ir::TypeId| match arena.types.get(ty.0 as usize) {
            Some(Type::Int(w)) => *w,
            _ => u32::MAX,
        };
        Some(FunctionHeader {
            props,
            scalar_params,
            param_attributes: params.iter().any(|p| !p.attrs.is_empty()),
            narrowest_int_param: params
                .iter()
                .map(|p| int_width(p.ty))
                .min()
                .unwrap_or(u32::MAX),
            int_result: int_width(function.ret_ty),
            returns_value: !matches!(
                arena.types.get(function.ret_ty.0 as usize),
                Some(Type::Void)
            ),
            has_params: !params.is_empty(),
            name: Arc::from(function.name.text(text)),
            signature,
            is_definition: function.is_definition,
            linkage: function.linkage,
            calling_conv: function.cconv,
            groups: groups.into_boxed_slice(),
            string_attrs: string_attrs.into_boxed_slice(),
            metadata_kinds,
            dbg_node: dbg.unwrap_or(NO_DBG),
            typed_pointers: arena
                .types
                .iter()
                .any(|t| matches!(t, Type::TypedPtr { .. })),
        })
    }
}

/// The signature `write` spells, shared with the last one made on this thread when the two
/// are equal: the functions of a module written by one generator mostly have the signature of
/// the one above them (kernels of one template, numba's wrappers), and a header of its own
/// cost each 5,000-function bench module ~100 bytes a function (160 KB of its peak memory per
/// 1,000 functions).
///
/// Equal is decided before anything is written when it can be: a header whose arena holds
/// only types that name nothing in its text (no named, literal-struct, function or target
/// type) spells exactly what the last one spelled when its arena's types and its result and
/// parameter type ids are the same. Otherwise the signature is written and compared.
fn shared_signature(
    arena: &ir::Arena,
    function: &ir::Function,
    write: impl FnOnce(&mut String),
) -> Arc<str> {
    #[derive(Default)]
    struct Last {
        /// Written here, then compared with `shared`.
        buffer: String,
        shared: Option<Arc<str>>,
        /// The last header's types, result, parameter types and `...`, when it could be
        /// keyed so (see above); empty otherwise.
        types: Vec<ir::Type>,
        ids: Vec<u32>,
    }
    thread_local! {
        static LAST: std::cell::RefCell<Last> = std::cell::RefCell::new(Last::default());
    }
    let keyed = arena.types.iter().all(|t| {
        !matches!(
            t,
            Type::Named(_)
                | Type::Struct { .. }
                | Type::Function { .. }
                | Type::TargetExt { .. }
                | Type::Error
        )
    });
    let ids = || {
        std::iter::once(function.ret_ty.0)
            .chain(arena[function.params].iter().map(|p| p.ty.0))
            .chain(std::iter::once(u32::from(function.varargs)))
    };
    LAST.with_borrow_mut(|last| {
        if keyed
            && !last.types.is_empty()
            && last.types == arena.types
            && last.ids.iter().copied().eq(ids())
        {
            if let Some(shared) = &last.shared {
                return shared.clone();
            }
        }
        last.types.clear();
        last.ids.clear();
        if keyed {
            last.types.extend_from_slice(&arena.types);
            last.ids.extend(ids());
        }
        last.buffer.clear();
        write(&mut last.buffer);
        match &last.shared {
            Some(shared) if **shared == *last.buffer => shared.clone(),
            _ => last.shared.insert(Arc::from(last.buffer.as_str())).clone(),
        }
    })
}

#[cfg(test)]
mod tests {
    use crate::db::header_of;
    use crate::ir::ItemKind;

    /// A module keeps one header a function, in an `Arc`: with the `Arc`'s two counts it
    /// fits a 128-byte allocator block (at 144 bytes it took a 160-byte one: +160 KB of
    /// peak memory on a 5,000-function module).
    #[test]
    fn a_header_with_its_counts_fits_128_bytes() {
        assert!(std::mem::size_of::<super::FunctionHeader>() + 16 <= 128);
    }

    fn signature(text: &str) -> String {
        let kind = if text.starts_with("define") {
            ItemKind::Define
        } else {
            ItemKind::Declare
        };
        header_of(text, kind)
            .expect("a header")
            .signature
            .to_string()
    }

    /// Each header in turn on one thread, as the layout makes them: a header is keyed by the
    /// last one's types only when both name nothing in their texts, so each signature is its
    /// own whatever came before it.
    #[test]
    fn signatures_follow_each_header_whatever_came_before() {
        let cases = [
            (
                "define void @a(i32 %x, float* %p) {\n",
                "void (i32, float*)",
            ),
            (
                "define void @b(i32 %y, float* %q) {\n",
                "void (i32, float*)",
            ),
            (
                "define void @c(i64 %y, float* %q) {\n",
                "void (i64, float*)",
            ),
            ("define i64 @d(i64 %y, float* %q) {\n", "i64 (i64, float*)"),
            ("define i64 @e(float* %q, i64 %y) {\n", "i64 (float*, i64)"),
            ("declare i64 @f(float*, i64, ...)", "i64 (float*, i64, ...)"),
            ("declare i64 @g(float*, i64)", "i64 (float*, i64)"),
            ("declare void @h(%T*, i64)", "void (%T*, i64)"),
            ("declare void @i(%U*, i64)", "void (%U*, i64)"),
            ("declare void @j({ i32 }*, i64)", "void ({ i32 }*, i64)"),
            ("declare void @k({ i64 }*, i64)", "void ({ i64 }*, i64)"),
            (
                "declare void @l(ptr addrspace(1), i64)",
                "void (ptr addrspace(1), i64)",
            ),
            (
                "declare void @m(ptr addrspace(3), i64)",
                "void (ptr addrspace(3), i64)",
            ),
            (
                "declare void @n(ptr addrspace(3), i64)",
                "void (ptr addrspace(3), i64)",
            ),
        ];
        for (text, want) in cases {
            assert_eq!(signature(text), want, "{text}");
        }
    }

    /// Equal signatures made one after another are one allocation.
    #[test]
    fn equal_signatures_in_a_row_are_shared() {
        let a = header_of("define void @a(i32 %x, float* %p) {\n", ItemKind::Define).unwrap();
        let b = header_of("define void @b(i32 %y, float* %q) {\n", ItemKind::Define).unwrap();
        assert!(std::sync::Arc::ptr_eq(&a.signature, &b.signature));
    }
}
