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
pub struct Emitter {
    items: Vec<String>,
}

impl Emitter {
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
    fn emit(&self, cx: &mut Emitter) -> String;
}

macro_rules! emit_num {
    ($($t:ty),*) => {$(
        impl Emit for $t {
            fn type_name() -> String { stringify!($t).to_string() }
            fn emit(&self, _cx: &mut Emitter) -> String { format!("{}{}", self, stringify!($t)) }
        }
    )*};
}
emit_num!(u8, u16, u32, u64, i64, usize);

impl Emit for bool {
    fn type_name() -> String {
        "bool".into()
    }
    fn emit(&self, _cx: &mut Emitter) -> String {
        self.to_string()
    }
}

impl Emit for Cow<'static, str> {
    fn type_name() -> String {
        "Cow<'static, str>".into()
    }
    fn emit(&self, _cx: &mut Emitter) -> String {
        format!("Cow::Borrowed({:?})", &**self)
    }
}

impl<T: Emit + Clone> Emit for Cow<'static, [T]> {
    fn type_name() -> String {
        format!("Cow<'static, [{}]>", T::type_name())
    }
    fn emit(&self, cx: &mut Emitter) -> String {
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
    fn emit(&self, cx: &mut Emitter) -> String {
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
    fn emit(&self, cx: &mut Emitter) -> String {
        format!("({}, {})", self.0.emit(cx), self.1.emit(cx))
    }
}

impl<const N: usize> Emit for [u64; N] {
    fn type_name() -> String {
        format!("[u64; {N}]")
    }
    fn emit(&self, _cx: &mut Emitter) -> String {
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
    fn emit(&self, cx: &mut Emitter) -> String {
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
    fn emit(&self, cx: &mut Emitter) -> String {
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
