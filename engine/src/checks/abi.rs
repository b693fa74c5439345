//! Kernel ABI (NV7xxx): the parameter-space sizer and the device-side launch checker.
//!
//! The sizer (seed 000) lays a kernel's parameters out one after another, each at its natural
//! alignment: scalars by width (a shared-memory pointer by the target's ABI row, 4 bytes on
//! sm_32), arrays as `N ×` their element's padded size, vectors as packed bits (so `<2 x i4>`,
//! the packed f4e2m1 pair, is one byte), structs with field alignment and tail padding, and
//! `byval` aggregates (`%S* byval` and `ptr byval(%S)`) by their pointee. The total is compared
//! with the profile's parameter-limit table for the target.
//!
//! The launch checker looks at device-side launches: `cudaLaunchDevice`, the parameter buffer
//! of `cudaGetParameterBufferV2`/`cudaLaunchDeviceV2`, and the `llvm.nvvm.launch` form of seed
//! 000. The launched function must be a kernel; a launch argument must not point into the
//! rule's address spaces (generic, local), and a pointer derived from an `alloca` counts as local.

use std::cell::{Cell, RefCell};

use super::support;
use super::{Env, FunctionInput};
use crate::diag::Diagnostic;
use crate::ir::{self, AttrArg, AttrKind, Type, TypeId};

// ------------------------------------------------------------------------------------------
// Parameter space
// ------------------------------------------------------------------------------------------

/// Function-level: the kernel's formal parameter space against the profile's limit.
/// Only definitions are laid out: a declared kernel is compiled (and sized) where it is defined.
pub fn check_function(env: &Env, input: &FunctionInput, out: &mut Vec<Diagnostic>) {
    if !input.function.is_definition {
        return;
    }
    let name = input.function.name.text(input.text);
    if !env.facts.is_kernel(&name) {
        return;
    }
    let mut rules = support::rules(env, &support::plan(env).param_space).peekable();
    if rules.peek().is_none() {
        return;
    }
    let Some(limit) = param_limit(env) else {
        return;
    };
    let layout = param_layout(env, input);
    if layout.total <= u64::from(limit) {
        return;
    }
    let span = input.function.name.span;
    let (required, max) = (layout.total.to_string(), limit.to_string());
    let notes = layout_notes(&layout, input.text);
    for rule in rules {
        let mut d = support::diagnostic(
            env,
            rule,
            span.start..span.end,
            &[
                ("required", &required),
                ("max", &max),
                ("function", name.as_ref()),
            ],
        )
        .in_function(name.clone().into_owned());
        d.notes.extend(notes.iter().cloned());
        out.push(d);
    }
}

/// Parameters listed one by one in an overflow's notes; the rest are summed up in one line.
const LISTED_PARAMS: usize = 16;

/// The parameter-space breakdown of an overflow, one note per parameter (offset, size,
/// alignment padding before it), the largest first when there are too many to list.
fn layout_notes(layout: &ParamLayout, text: &str) -> Vec<String> {
    let count = layout.slots.len();
    let mut notes = vec![format!(
        "parameter space layout ({count} parameter{}, {} bytes):",
        if count == 1 { "" } else { "s" },
        layout.total
    )];
    let describe = |slot: &ParamSlot| {
        let name = slot.name.map_or_else(
            || format!("parameter {}", slot.index),
            |n| format!("parameter {} (%{})", slot.index, n.text(text)),
        );
        let padding = if slot.padding > 0 {
            format!(", after {} bytes of alignment padding", slot.padding)
        } else {
            String::new()
        };
        let align = if slot.align > 1 {
            format!(", align {}", slot.align)
        } else {
            String::new()
        };
        format!(
            "  {name}: offset {}, {} bytes{align}{padding}",
            slot.offset, slot.size
        )
    };
    if layout.slots.len() <= LISTED_PARAMS {
        notes.extend(layout.slots.iter().map(describe));
    } else {
        // The largest parameters are the ones worth moving; keep them in parameter order.
        let mut largest: Vec<&ParamSlot> = layout.slots.iter().collect();
        largest.sort_by_key(|s| std::cmp::Reverse(s.size + s.padding));
        largest.truncate(LISTED_PARAMS - 1);
        largest.sort_by_key(|s| s.index);
        notes.extend(largest.iter().map(|s| describe(s)));
        let rest = layout.slots.len() - largest.len();
        let listed: u64 = largest.iter().map(|s| s.size + s.padding).sum();
        notes.push(format!(
            "  … {rest} smaller parameters: {} bytes with their padding",
            layout.total - listed
        ));
    }
    notes
}

/// The limit in bytes of the profile's parameter-limit table for the target, if any step applies.
pub fn param_limit(env: &Env) -> Option<u32> {
    let tables = support::tables(env);
    let selection = tables.select_profile(&env.config.profile).ok()?;
    let target = support::target_id(env)?;
    tables.param_limit(selection.param_limits, target, support::effective_ptx(env))
}

/// The bytes a function's parameters occupy in parameter space.
#[cfg(test)]
fn param_space(env: &Env, input: &FunctionInput) -> u64 {
    param_layout(env, input).total
}

/// Where each parameter lies in parameter space.
struct ParamLayout {
    slots: Vec<ParamSlot>,
    total: u64,
}

struct ParamSlot {
    /// 0-based position in the parameter list.
    index: usize,
    name: Option<ir::Name>,
    offset: u64,
    size: u64,
    align: u64,
    /// Alignment padding between the previous parameter's end and this one.
    padding: u64,
}

/// Lays a function's parameters out one after another at their natural alignment (a parameter
/// the sizer cannot size is left out).
fn param_layout(env: &Env, input: &FunctionInput) -> ParamLayout {
    let arena = &input.item.arena;
    let sizer = Sizer::new(env);
    let mut total: u64 = 0;
    let mut slots = Vec::new();
    for (index, param) in arena[input.function.params].iter().enumerate() {
        let mut byval: Option<TypeId> = None;
        let mut is_byval = false;
        let mut align_attr: u64 = 0;
        for attr in &arena[param.attrs] {
            if let AttrKind::Keyword { name, arg } = attr.kind {
                match name.text(input.text) {
                    "byval" => {
                        is_byval = true;
                        if let AttrArg::Type(t) = arg {
                            byval = Some(t);
                        }
                    }
                    "align" => {
                        if let AttrArg::Int(n) = arg {
                            align_attr = n;
                        }
                    }
                    _ => {}
                }
            }
        }
        let ty = match (is_byval, byval) {
            (true, Some(t)) => t,
            (true, None) => match arena.types.get(param.ty.0 as usize) {
                Some(Type::TypedPtr { pointee, .. }) => *pointee,
                _ => param.ty,
            },
            _ => param.ty,
        };
        let Some(layout) = sizer.layout(arena, input.text, ty, 0) else {
            continue;
        };
        let align = if is_byval {
            layout.align.max(align_attr)
        } else {
            layout.align
        }
        .max(1);
        let offset = round_up(total, align);
        slots.push(ParamSlot {
            index,
            name: param.name,
            offset,
            size: layout.size,
            align,
            padding: offset - total,
        });
        total = offset.saturating_add(layout.size);
    }
    ParamLayout { slots, total }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    /// Bytes, tail padding included (an array element's stride).
    size: u64,
    align: u64,
    /// Bits of a scalar (vector elements pack by bits, not bytes).
    bits: u64,
}

struct Sizer<'a> {
    context: &'a ir::Module,
    ptr_bytes: u64,
    shared_ptr_bytes: u64,
    /// Layouts of the named types met so far (`None`: not sizable).
    named: RefCell<Vec<(String, Option<Layout>)>>,
    /// Work left: a hostile type graph (wide structs of wide structs, no repeats) gives up
    /// rather than taking exponential time.
    budget: Cell<u32>,
}

/// Nesting limit of aggregates (and the guard against recursive named types).
const MAX_DEPTH: u32 = 64;

impl<'a> Sizer<'a> {
    fn new(env: &Env<'a>) -> Sizer<'a> {
        let tables = support::tables(env);
        let abi = support::target_id(env)
            .map(|t| tables.target(t).abi.clone())
            .unwrap_or_default();
        Sizer {
            context: &env.facts.context,
            ptr_bytes: u64::from(abi.ptr_param_bytes.max(1)),
            shared_ptr_bytes: u64::from(abi.shared_ptr_param_bytes.max(1)),
            named: RefCell::new(Vec::new()),
            budget: Cell::new(1 << 20),
        }
    }

    fn scalar(bytes: u64, bits: u64) -> Option<Layout> {
        Some(Layout {
            size: bytes,
            align: bytes.clamp(1, 16),
            bits,
        })
    }

    fn layout(&self, arena: &ir::Arena, text: &str, ty: TypeId, depth: u32) -> Option<Layout> {
        if depth > MAX_DEPTH || self.budget.get() == 0 {
            return None;
        }
        self.budget.set(self.budget.get() - 1);
        match arena.types.get(ty.0 as usize)? {
            Type::Int(w) => {
                let bits = u64::from(*w);
                let bytes = bits.div_ceil(8).next_power_of_two();
                Self::scalar(bytes, bits)
            }
            Type::Float(k) => {
                let bits = u64::from(k.bits());
                Self::scalar(bits.div_ceil(8).next_power_of_two(), bits)
            }
            Type::Ptr { addrspace } | Type::TypedPtr { addrspace, .. } => {
                let bytes = if *addrspace == 3 {
                    self.shared_ptr_bytes
                } else {
                    self.ptr_bytes
                };
                Self::scalar(bytes, bytes * 8)
            }
            Type::Array { len, elem } => {
                let e = self.layout(arena, text, *elem, depth + 1)?;
                let stride = round_up(e.size, e.align);
                let size = stride.saturating_mul(*len);
                Some(Layout {
                    size,
                    align: e.align,
                    bits: size.saturating_mul(8),
                })
            }
            Type::Vector {
                len,
                scalable: false,
                elem,
            } => {
                let e = self.layout(arena, text, *elem, depth + 1)?;
                let bits = e.bits.saturating_mul(u64::from(*len));
                let size = bits.div_ceil(8);
                let align = size.max(1).checked_next_power_of_two().unwrap_or(1);
                Some(Layout { size, align, bits })
            }
            Type::Struct { fields, packed } => {
                let mut offset: u64 = 0;
                let mut align: u64 = 1;
                for field in &arena[*fields] {
                    let f = self.layout(arena, text, *field, depth + 1)?;
                    let a = if *packed { 1 } else { f.align.max(1) };
                    offset = round_up(offset, a).saturating_add(f.size);
                    align = align.max(a);
                }
                let size = round_up(offset, align);
                Some(Layout {
                    size,
                    align,
                    bits: size.saturating_mul(8),
                })
            }
            Type::Named(name) => {
                let name = name.text(text);
                if let Some((_, layout)) = self.named.borrow().iter().find(|(n, _)| *n == name) {
                    return *layout;
                }
                let def = self.context.named_type(&name)?;
                let layout = self.layout(def.arena, def.text, def.node.ty, depth + 1);
                if self.budget.get() > 0 {
                    self.named.borrow_mut().push((name.into_owned(), layout));
                }
                layout
            }
            _ => None,
        }
    }
}

fn round_up(n: u64, align: u64) -> u64 {
    if align <= 1 {
        return n;
    }
    n.div_ceil(align).saturating_mul(align)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{ItemData, ItemKind};
    use crate::rules::RuleSet;
    use crate::settings::RuleSource;

    /// Parameter bytes of the module's single kernel definition `@k` on `target`.
    fn sized(module: &str, target: &str) -> u64 {
        laid_out(module, target, param_space)
    }

    /// The overflow notes of the module's single kernel definition on `target`.
    fn notes(module: &str, target: &str) -> Vec<String> {
        laid_out(module, target, |env, input| {
            layout_notes(&param_layout(env, input), input.text)
        })
    }

    fn laid_out<T>(module: &str, target: &str, with: impl Fn(&Env, &FunctionInput) -> T) -> T {
        let mut function = None;
        for slice in ir::split_items(module) {
            let text = &module[slice.range.start as usize..slice.range.end as usize];
            let (item, errors) = ir::parse_item(text, slice.kind);
            assert!(errors.is_empty(), "{text}: {errors:?}");
            if slice.kind == ItemKind::Define {
                function = Some((text, item));
            }
        }
        let facts = crate::checks::test_support::facts_of(module);
        let rules = RuleSource::Compiled(RuleSet::compiled());
        let config = crate::checks::test_support::config(target, "llvm", 81);
        let env = Env::new(&facts, &config, &rules);
        let (text, item) = function.expect("one definition");
        let ItemData::Function(f) = &item.data else {
            panic!("not a function")
        };
        with(
            &env,
            &FunctionInput {
                text,
                item: &item,
                function: f,
                redefines: false,
                follows_variable: false,
            },
        )
    }

    #[test]
    fn overflow_notes_give_offsets_sizes_and_padding() {
        let notes = notes(&kernel("", "i8 %flag, double %x, [4 x i32] %v"), "sm_80");
        assert_eq!(
            notes,
            [
                "parameter space layout (3 parameters, 32 bytes):",
                "  parameter 0 (%flag): offset 0, 1 bytes",
                "  parameter 1 (%x): offset 8, 8 bytes, align 8, after 7 bytes of alignment padding",
                "  parameter 2 (%v): offset 16, 16 bytes, align 4",
            ]
        );
    }

    #[test]
    fn overflow_notes_of_many_parameters_keep_the_largest_in_order() {
        let mut params: Vec<String> = (0..40).map(|i| format!("i32 %p{i}")).collect();
        params[20] = "[1000 x i32] %big".into();
        let notes = notes(&kernel("", &params.join(", ")), "sm_80");
        assert_eq!(notes.len(), 1 + LISTED_PARAMS);
        assert!(
            notes
                .iter()
                .any(|n| n.contains("parameter 20 (%big): offset 80, 4000 bytes")),
            "{notes:?}"
        );
        assert_eq!(
            notes.last().unwrap(),
            "  … 25 smaller parameters: 100 bytes with their padding"
        );
        let listed: Vec<usize> = notes[1..notes.len() - 1]
            .iter()
            .map(|n| n.split_whitespace().nth(1).unwrap().parse().unwrap())
            .collect();
        assert!(listed.windows(2).all(|w| w[0] < w[1]), "{listed:?}");
    }

    fn kernel(types: &str, params: &str) -> String {
        format!("{types}\ndefine ptx_kernel void @k({params}) {{\nentry:\n  ret void\n}}\n")
    }

    #[test]
    fn scalars_align_naturally() {
        assert_eq!(sized(&kernel("", "i1 %a"), "sm_80"), 1);
        assert_eq!(sized(&kernel("", "i1 %a, i16 %b"), "sm_80"), 4);
        assert_eq!(sized(&kernel("", "i8 %a, double %b"), "sm_80"), 16);
        assert_eq!(
            sized(&kernel("", "half %a, float %b, i128 %c"), "sm_80"),
            32
        );
        assert_eq!(sized(&kernel("", "i32 %a, ptr %p"), "sm_80"), 16);
    }

    #[test]
    fn structs_pad_fields_and_tail() {
        let heavy = "%struct.Heavy = type { double, i8, [10000 x i32] }";
        assert_eq!(
            sized(
                &kernel(heavy, "ptr byval(%struct.Heavy) align 8 %h"),
                "sm_90"
            ),
            40016
        );
        assert_eq!(sized(&kernel(heavy, "ptr %h"), "sm_90"), 8);
        let s = "%S = type { i32, i8 }";
        assert_eq!(sized(&kernel(s, "ptr byval(%S) %a, i8 %b"), "sm_80"), 9);
        let packed = "%P = type <{ i8, i32 }>";
        assert_eq!(sized(&kernel(packed, "ptr byval(%P) %a"), "sm_80"), 5);
        assert_eq!(
            sized(&kernel(packed, "ptr byval(%P) %a, i64 %b"), "sm_80"),
            16
        );
        assert_eq!(
            sized(&kernel("", "ptr byval({ i8, { i16, i64 } }) %a"), "sm_80"),
            24
        );
    }

    #[test]
    fn typed_and_modern_byval_agree() {
        let s = "%S = type { [13 x i8], i32 }";
        let typed = sized(&kernel(s, "%S* byval align 4 %a, float* %p"), "sm_80");
        let modern = sized(&kernel(s, "ptr byval(%S) align 4 %a, ptr %p"), "sm_80");
        assert_eq!((typed, modern), (32, 32));
        // The `align` attribute raises a byval parameter's alignment.
        assert_eq!(
            sized(&kernel(s, "i8 %c, ptr byval(%S) align 16 %a"), "sm_80"),
            36
        );
    }

    #[test]
    fn vectors_pack_bits_and_arrays_pad_elements() {
        assert_eq!(sized(&kernel("", "<4 x float> %v"), "sm_80"), 16);
        assert_eq!(sized(&kernel("", "<3 x i8> %v"), "sm_80"), 3);
        assert_eq!(
            sized(&kernel("", "ptr byval([2 x <3 x i8>]) %v"), "sm_80"),
            8
        );
        // Packed f4e2m1 pairs: two 4-bit values per byte.
        assert_eq!(sized(&kernel("", "<5 x i4> %v"), "sm_100a"), 3);
        assert_eq!(sized(&kernel("", "ptr byval([5 x i4]) %v"), "sm_100a"), 5);
    }

    #[test]
    fn shared_pointers_follow_the_target_abi() {
        let params = "i32 %a, ptr addrspace(3) %s";
        assert_eq!(sized(&kernel("", params), "sm_32"), 8);
        assert_eq!(sized(&kernel("", params), "sm_35"), 16);
        assert_eq!(
            sized(&kernel("", "i32 %a, ptr addrspace(1) %g"), "sm_32"),
            16
        );
    }

    #[test]
    fn hostile_types_do_not_hang_or_panic() {
        // Self-containing (invalid) and opaque types are skipped.
        assert_eq!(
            sized(
                &kernel("%T = type { %T }", "ptr byval(%T) %t, i32 %n"),
                "sm_80"
            ),
            4
        );
        assert_eq!(
            sized(
                &kernel("%O = type opaque", "ptr byval(%O) %o, i32 %n"),
                "sm_80"
            ),
            4
        );
        // A deep chain of wide structs: memoised, so linear work.
        let mut types = String::from("%L0 = type { i8, i8 }\n");
        for i in 1..25 {
            types.push_str(&format!(
                "%L{i} = type {{ %L{p}, %L{p}, %L{p}, %L{p} }}\n",
                p = i - 1
            ));
        }
        let big = sized(&kernel(&types, "ptr byval(%L24) %x"), "sm_80");
        assert_eq!(big, 2 * 4u64.pow(24));
    }
}
