//! Where the addresses of globals sit in a variable's initializer: the byte offsets llc's
//! NVPTX printer sees when it writes an aggregate initializer (`AggBuffer`). A symbol at an
//! offset that is not a multiple of the pointer size, or an aggregate whose size is not one,
//! is written byte by byte with PTX's `mask()` operator (PTX 7.1). Sizes and alignments follow
//! the upstream NVPTX data layout (`e-i64:64-i128:128-v16:16-v32:32-n16:32:64`, 64-bit
//! pointers); a type this cannot size (scalable vectors, opaque structs) gives no answer.

use crate::facts::ModuleFacts;
use crate::ir::{self, Type, ValueKind};

/// A type's size and alignment in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: u64,
    pub align: u64,
}

/// The pointer size of a 64-bit NVPTX module.
pub const POINTER_BYTES: u64 = 8;

const MAX_DEPTH: u32 = 16;

/// The store size and alignment of `ty` (LLVM's alloc size: the store size rounded up to
/// the alignment, except for a packed struct's fields, which the struct lays end to end).
pub fn layout(
    facts: &ModuleFacts,
    arena: &ir::Arena,
    text: &str,
    ty: ir::TypeId,
) -> Option<Layout> {
    layout_at(facts, arena, text, ty, 0)
}

fn layout_at(
    facts: &ModuleFacts,
    arena: &ir::Arena,
    text: &str,
    ty: ir::TypeId,
    depth: u32,
) -> Option<Layout> {
    if depth > MAX_DEPTH {
        return None;
    }
    let scalar = |bytes: u64, align: u64| Some(Layout { size: bytes, align });
    match arena.types.get(ty.0 as usize)? {
        Type::Int(bits) => {
            let bytes = u64::from(bits.div_ceil(8));
            let align = match bytes {
                0..=1 => 1,
                2 => 2,
                3..=4 => 4,
                5..=8 => 8,
                _ => 16,
            };
            scalar(bytes, align)
        }
        Type::Float(kind) => {
            use ir::FloatKind::*;
            match kind {
                Half | BFloat => scalar(2, 2),
                Float => scalar(4, 4),
                Double => scalar(8, 8),
                _ => scalar(16, 16),
            }
        }
        Type::Ptr { .. } | Type::TypedPtr { .. } => scalar(POINTER_BYTES, POINTER_BYTES),
        Type::Array { len, elem } => {
            let e = layout_at(facts, arena, text, *elem, depth + 1)?;
            Some(Layout {
                size: alloc_size(e).checked_mul(*len)?,
                align: e.align,
            })
        }
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => {
            let e = layout_at(facts, arena, text, *elem, depth + 1)?;
            let size = e.size.checked_mul(u64::from(*len))?;
            Some(Layout {
                size,
                align: size.next_power_of_two().max(1),
            })
        }
        Type::Struct { fields, packed } => {
            let mut size = 0u64;
            let mut align = 1u64;
            for f in &arena[*fields] {
                let l = layout_at(facts, arena, text, *f, depth + 1)?;
                if !packed {
                    size = size.next_multiple_of(l.align);
                    align = align.max(l.align);
                }
                size += alloc_size(l);
            }
            if !packed {
                size = size.next_multiple_of(align);
            }
            Some(Layout { size, align })
        }
        Type::Named(name) => {
            let def = facts.context.named_type(&name.text(text))?;
            layout_at(facts, def.arena, def.text, def.node.ty, depth + 1)
        }
        _ => None,
    }
}

fn alloc_size(l: Layout) -> u64 {
    l.size.next_multiple_of(l.align.max(1))
}

/// The byte offsets of the global addresses (a global, or a constant expression over one) in
/// constant `v`; `None` when a type cannot be sized.
pub fn symbol_offsets(
    facts: &ModuleFacts,
    arena: &ir::Arena,
    text: &str,
    v: ir::ValueId,
) -> Option<Vec<u64>> {
    let mut out = Vec::new();
    walk(facts, arena, text, v, 0, 0, &mut out)?;
    Some(out)
}

/// Records the symbols of `v`, laid out from `base` (each element's type is written beside it).
fn walk(
    facts: &ModuleFacts,
    arena: &ir::Arena,
    text: &str,
    v: ir::ValueId,
    base: u64,
    depth: u32,
    out: &mut Vec<u64>,
) -> Option<()> {
    if depth > MAX_DEPTH {
        return None;
    }
    match &arena.values.get(v.0 as usize)?.kind {
        ValueKind::Global(_) => out.push(base),
        ValueKind::ConstExpr(_) if mentions_global(arena, v, 0) => out.push(base),
        // Each field is written with its type, and the constant says whether it is packed.
        ValueKind::Struct { fields, packed } => {
            let mut offset = 0u64;
            for f in &arena[*fields] {
                let l = layout_at(facts, arena, text, f.ty, depth + 1)?;
                if !packed {
                    offset = offset.next_multiple_of(l.align);
                }
                walk(facts, arena, text, f.value, base + offset, depth + 1, out)?;
                offset += alloc_size(l);
            }
        }
        ValueKind::Array(elems) | ValueKind::Vector(elems) => {
            let mut offset = 0u64;
            for e in &arena[*elems] {
                let l = layout_at(facts, arena, text, e.ty, depth + 1)?;
                walk(facts, arena, text, e.value, base + offset, depth + 1, out)?;
                offset += alloc_size(l);
            }
        }
        _ => {}
    }
    Some(())
}

/// Does the constant expression `v` use a global's address?
fn mentions_global(arena: &ir::Arena, v: ir::ValueId, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match arena.values.get(v.0 as usize).map(|v| &v.kind) {
        Some(ValueKind::Global(_)) => true,
        Some(ValueKind::ConstExpr(e)) => arena[e.operands]
            .iter()
            .any(|op| mentions_global(arena, op.value, depth + 1)),
        _ => false,
    }
}
