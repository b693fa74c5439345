//! Emitting model and table values as Rust `static` literals.
//!
//! Slices are hoisted into numbered `static` items (`static S12: [T; N] = [...]`) and referenced
//! as `Cow::Borrowed(&S12)`: a reference to a temporary with drop glue cannot be promoted to
//! `'static`, a reference to a `static` can. Numbering follows emission order, so the output is
//! deterministic.

use std::borrow::Cow;

use crate::model::*;

/// Emission context: the hoisted `static` items.
#[derive(Default)]
pub struct Cx {
    items: Vec<String>,
}

impl Cx {
    /// Hoists `[elems]` of type `[ty; n]` into a static and returns its name.
    fn hoist(&mut self, ty: &str, elems: Vec<String>) -> String {
        let name = format!("S{}", self.items.len());
        let mut s = format!("static {name}: [{ty}; {}] = [", elems.len());
        for e in elems {
            s.push_str("\n    ");
            s.push_str(&e);
            s.push(',');
        }
        s.push_str("\n];\n");
        self.items.push(s);
        name
    }

    /// The hoisted items, in order.
    pub fn into_items(self) -> Vec<String> {
        self.items
    }
}

/// A value that can be written as a Rust constant expression.
pub trait Emit {
    /// The Rust type as written in generated code.
    fn type_name() -> String;
    /// The value as a constant expression (hoisting slices into `cx`).
    fn emit(&self, cx: &mut Cx) -> String;
}

macro_rules! emit_num {
    ($($t:ty),*) => {$(
        impl Emit for $t {
            fn type_name() -> String { stringify!($t).to_string() }
            fn emit(&self, _cx: &mut Cx) -> String { format!("{}{}", self, stringify!($t)) }
        }
    )*};
}
emit_num!(u8, u16, u32, u64, i64, usize);

impl Emit for bool {
    fn type_name() -> String {
        "bool".into()
    }
    fn emit(&self, _cx: &mut Cx) -> String {
        self.to_string()
    }
}

impl Emit for Cow<'static, str> {
    fn type_name() -> String {
        "Cow<'static, str>".into()
    }
    fn emit(&self, _cx: &mut Cx) -> String {
        format!("Cow::Borrowed({:?})", &**self)
    }
}

impl<T: Emit + Clone> Emit for Cow<'static, [T]> {
    fn type_name() -> String {
        format!("Cow<'static, [{}]>", T::type_name())
    }
    fn emit(&self, cx: &mut Cx) -> String {
        if self.is_empty() {
            return "Cow::Borrowed(&[])".into();
        }
        let elems: Vec<String> = self.iter().map(|e| e.emit(cx)).collect();
        let name = cx.hoist(&T::type_name(), elems);
        format!("Cow::Borrowed(&{name})")
    }
}

impl<T: Emit> Emit for Option<T> {
    fn type_name() -> String {
        format!("Option<{}>", T::type_name())
    }
    fn emit(&self, cx: &mut Cx) -> String {
        match self {
            None => "None".into(),
            Some(v) => format!("Some({})", v.emit(cx)),
        }
    }
}

impl<A: Emit, B: Emit> Emit for (A, B) {
    fn type_name() -> String {
        format!("({}, {})", A::type_name(), B::type_name())
    }
    fn emit(&self, cx: &mut Cx) -> String {
        format!("({}, {})", self.0.emit(cx), self.1.emit(cx))
    }
}

impl<const N: usize> Emit for [u64; N] {
    fn type_name() -> String {
        format!("[u64; {N}]")
    }
    fn emit(&self, _cx: &mut Cx) -> String {
        let parts: Vec<String> = self.iter().map(|v| format!("{v:#x}")).collect();
        format!("[{}]", parts.join(", "))
    }
}

/// `Name { a: .., b: .. }` for struct variants, `Name(..)` for tuple variants.
fn variant(path: &str, fields: &[(&str, String)]) -> String {
    if fields.is_empty() {
        return path.to_string();
    }
    if fields[0].0.is_empty() {
        let parts: Vec<&str> = fields.iter().map(|(_, v)| v.as_str()).collect();
        return format!("{path}({})", parts.join(", "));
    }
    let parts: Vec<String> = fields.iter().map(|(n, v)| format!("{n}: {v}")).collect();
    format!("{path} {{ {} }}", parts.join(", "))
}

impl Emit for InferWhen {
    fn type_name() -> String {
        "InferWhen".into()
    }
    fn emit(&self, cx: &mut Cx) -> String {
        match self {
            InferWhen::TypedPointers => "InferWhen::TypedPointers".into(),
            InferWhen::DataLayoutPrefix(s) => {
                variant("InferWhen::DataLayoutPrefix", &[("", s.emit(cx))])
            }
            InferWhen::NoDataLayout => "InferWhen::NoDataLayout".into(),
            InferWhen::Always => "InferWhen::Always".into(),
        }
    }
}

impl Emit for Evidence {
    fn type_name() -> String {
        "Evidence".into()
    }
    fn emit(&self, cx: &mut Cx) -> String {
        match self {
            Evidence::Oracle {
                tool,
                section,
                observed,
            } => variant(
                "Evidence::Oracle",
                &[
                    ("tool", tool.emit(cx)),
                    ("section", section.emit(cx)),
                    ("observed", observed.emit(cx)),
                ],
            ),
            Evidence::SpecOnly(s) => variant("Evidence::SpecOnly", &[("", s.emit(cx))]),
            Evidence::Upstream(s) => variant("Evidence::Upstream", &[("", s.emit(cx))]),
        }
    }
}

impl Emit for EntryRole {
    fn type_name() -> String {
        "EntryRole".into()
    }
    fn emit(&self, cx: &mut Cx) -> String {
        match self {
            EntryRole::Kernel => "EntryRole::Kernel".into(),
            EntryRole::Annotated(s) => variant("EntryRole::Annotated", &[("", s.emit(cx))]),
        }
    }
}

impl Emit for Check {
    fn type_name() -> String {
        "Check".into()
    }
    fn emit(&self, cx: &mut Cx) -> String {
        use Check::*;
        let p = format!("Check::{}", self.kind_name());
        let f: Vec<(&str, String)> = match self {
            FrontEnd
            | DataLayoutPresent
            | TriplePresent
            | ClusterKernelOnly
            | ClusterZeroDims
            | ClusterMaxBlocksNonZero
            | KernelCall
            | GridConstant
            | IntrinsicTarget
            | IntrinsicPtx
            | IntrinsicRejected
            | AtomicLoadStore
            | UnrollPragma
            | ParamSpace
            | LaunchTarget => vec![],
            DataLayoutPointer { pointers, examples } => {
                vec![
                    ("pointers", pointers.emit(cx)),
                    ("examples", examples.emit(cx)),
                ]
            }
            Triple {
                mode,
                prefixes,
                suffixes,
                exact,
            } => vec![
                ("mode", mode.emit(cx)),
                ("prefixes", prefixes.emit(cx)),
                ("suffixes", suffixes.emit(cx)),
                ("exact", exact.emit(cx)),
            ],
            NvvmIrVersion { major, minor } => {
                vec![("major", major.emit(cx)), ("minor", minor.emit(cx))]
            }
            AnnotationShape { name } => vec![("name", name.emit(cx))],
            GlobalAddrSpace { allowed } => vec![("allowed", allowed.emit(cx))],
            GlobalInitializer { addrspaces } => vec![("addrspaces", addrspaces.emit(cx))],
            TexSurfAddrSpace(v) => vec![("", v.emit(cx))],
            TexSurfType(v)
            | Linkage(v)
            | SpecialGlobal(v)
            | ParamAttribute(v)
            | UnsupportedConstant(v) => vec![("", v.emit(cx))],
            GlobalSection { allowed } => vec![("allowed", allowed.emit(cx))],
            ConstantBankSection { prefix } => vec![("prefix", prefix.emit(cx))],
            IdentifierName { first, rest } => {
                vec![("first", first.emit(cx)), ("rest", rest.emit(cx))]
            }
            FunctionAttribute(v) | Opcode(v) | UnsupportedType(v) | InlineAsmTypes(v) => {
                vec![("", v.emit(cx))]
            }
            FunctionProperty(v) => vec![("", v.emit(cx))],
            NarrowIntParam { min_bits } | NarrowIntReturn { min_bits } => {
                vec![("min_bits", min_bits.emit(cx))]
            }
            EntrySignature { role, require } => {
                vec![("role", role.emit(cx)), ("require", require.emit(cx))]
            }
            ClusterTarget(v) | BlocksAreClusters(v) => vec![("", v.emit(cx))],
            LaunchBoundDims { key, max, total } => vec![
                ("key", key.emit(cx)),
                ("max", max.emit(cx)),
                ("total", total.emit(cx)),
            ],
            LaunchBoundValue { key, min, max } => {
                vec![
                    ("key", key.emit(cx)),
                    ("min", min.emit(cx)),
                    ("max", max.emit(cx)),
                ]
            }
            IntrinsicUnknown { prefix } => vec![("prefix", prefix.emit(cx))],
            IntrinsicOperand(k) => vec![("", k.emit(cx))],
            Matrix(k) => vec![("", k.emit(cx))],
            AllocaAddrSpace { allowed } => vec![("allowed", allowed.emit(cx))],
            AllocaAlign { max } => vec![("max", max.emit(cx))],
            LoadStoreAddrSpace(v) | BranchPragmaOperands(v) | FunctionPointerAddrSpace(v) => {
                vec![("", v.emit(cx))]
            }
            FenceOrdering { mode, allowed } => {
                vec![("mode", mode.emit(cx)), ("allowed", allowed.emit(cx))]
            }
            CmpxchgType { allowed } => vec![("allowed", allowed.emit(cx))],
            AtomicAddrSpace { op, allowed } => {
                vec![("op", op.emit(cx)), ("allowed", allowed.emit(cx))]
            }
            AtomicGate(rows) => vec![("", rows.emit(cx))],
            AtomicWideOps { bits, allowed } => {
                vec![("bits", bits.emit(cx)), ("allowed", allowed.emit(cx))]
            }
            AddrspaceCast { generic } => vec![("generic", generic.emit(cx))],
            LaunchArgAddrSpace { addrspaces } => vec![("addrspaces", addrspaces.emit(cx))],
        };
        variant(&p, &f)
    }
}
