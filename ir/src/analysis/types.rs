//! The type of each instruction's result. Most are a type the parser stored (`lhs.ty`, a
//! cast's `to`, a load's `ty`); the others (`icmp` gives `i1`, `alloca` a pointer) have no
//! arena node, so they are described here.

use crate::ast::{Arena, InstKind, Instruction, Type, TypeId};

/// A result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultType {
    /// A type of the function's arena.
    Of(TypeId),
    /// `i1`: a scalar comparison.
    I1,
    /// `<n x i1>`: a vector comparison.
    I1Vector(u32),
    /// An opaque pointer `ptr addrspace(N)` (opaque `alloca` and `getelementptr`).
    Ptr(u32),
    /// A typed pointer to the given type (typed `alloca`).
    PtrTo(TypeId, u32),
    /// A basic block (a label).
    Label,
    /// No result (`store`, `void` calls) or a type this module does not derive.
    Unknown,
}

impl ResultType {
    /// Whether a use written with type `ty` fits a value of this type. `Unknown` fits anything.
    pub fn fits(self, arena: &Arena, src: &str, ty: TypeId) -> bool {
        match (self, &arena[ty]) {
            (ResultType::Of(t), _) => t == ty || arena.type_eq(src, t, ty),
            (ResultType::I1, Type::Int(1)) => true,
            (ResultType::I1Vector(n), Type::Vector { len, elem, .. }) => {
                *len == n && arena[*elem] == Type::Int(1)
            }
            (ResultType::Ptr(space), Type::Ptr { addrspace }) => *addrspace == space,
            (ResultType::PtrTo(p, space), Type::TypedPtr { pointee, addrspace }) => {
                *addrspace == space && arena.type_eq(src, p, *pointee)
            }
            (ResultType::Label, Type::Label) => true,
            (ResultType::Unknown, _) => true,
            _ => false,
        }
    }

    /// LLVM's spelling of the type.
    pub fn display(self, arena: &Arena, src: &str) -> String {
        match self {
            ResultType::Of(t) => arena.display_type(src, t),
            ResultType::I1 => "i1".into(),
            ResultType::I1Vector(n) => format!("<{n} x i1>"),
            ResultType::Ptr(0) => "ptr".into(),
            ResultType::Ptr(n) => format!("ptr addrspace({n})"),
            ResultType::PtrTo(t, 0) => format!("{}*", arena.display_type(src, t)),
            ResultType::PtrTo(t, n) => format!("{} addrspace({n})*", arena.display_type(src, t)),
            ResultType::Label => "label".into(),
            ResultType::Unknown => "?".into(),
        }
    }
}

/// The type of `inst`'s result (`Unknown` when it has none or it is not derived here).
pub fn result_type(arena: &Arena, inst: &Instruction, typed_pointers: bool) -> ResultType {
    use ResultType::*;
    match &inst.kind {
        InstKind::Binary { lhs, .. } => Of(lhs.ty),
        InstKind::Unary { operand } => Of(operand.ty),
        InstKind::Cast { to, .. } => Of(*to),
        InstKind::Load { ty, .. } | InstKind::Phi { ty, .. } | InstKind::VaArg { ty, .. } => {
            Of(*ty)
        }
        InstKind::LandingPad { ty, .. } => Of(*ty),
        InstKind::Select { then_value, .. } => Of(then_value.ty),
        InstKind::Freeze(v) => Of(v.ty),
        InstKind::AtomicRmw { value, .. } => Of(value.ty),
        InstKind::InsertElement { vector, .. } => Of(vector.ty),
        InstKind::InsertValue { aggregate, .. } => Of(aggregate.ty),
        InstKind::ExtractElement { vector, .. } => match arena[vector.ty] {
            Type::Vector { elem, .. } => Of(elem),
            _ => Unknown,
        },
        InstKind::Cmp { lhs, .. } => match arena[lhs.ty] {
            Type::Vector { len, .. } => I1Vector(len),
            _ => I1,
        },
        InstKind::Alloca { ty, addrspace, .. } => {
            if typed_pointers {
                PtrTo(*ty, *addrspace)
            } else {
                Ptr(*addrspace)
            }
        }
        InstKind::GetElementPtr { base, .. } if !typed_pointers => match arena[base.ty] {
            Type::Ptr { addrspace } => Ptr(addrspace),
            _ => Unknown,
        },
        InstKind::Call(site) | InstKind::Invoke { call: site, .. } => {
            let ret = arena.call_ret_ty(site);
            match arena[ret] {
                Type::Void => Unknown,
                _ => Of(ret),
            }
        }
        _ => Unknown,
    }
}
