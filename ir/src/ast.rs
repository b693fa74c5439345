//! The IR model: what the parser produces for one top-level item.
//!
//! Design rules (they matter to the salsa layer and to every check):
//! * Every [`Span`] inside an [`Item`] is **relative to the item's own text**
//!   (the slice the splitter cut), so editing one function never changes the
//!   IR of another. Add [`crate::ParsedItem::offset`] to get file offsets.
//! * Names, strings and literals are spans into that item text; nothing is
//!   copied. Use [`Name::text`] / [`Span::text`] with the item text.
//! * Nested things (types, constants, lists, metadata nodes) live in the
//!   item's [`Arena`] and are referred to by small ids ([`TypeId`],
//!   [`ValueId`], [`MdNodeId`], [`List`]). Ids are only meaningful inside the
//!   arena of the item that produced them.
//! * Everything derives `Eq + Hash` (floats are kept as text), so an item can
//!   be compared or memoized directly.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;
use std::ops::Index;

// ---------------------------------------------------------------------------
// Spans and names
// ---------------------------------------------------------------------------

pub use crate::span::Span;

/// A `%local`, `@global`, `$comdat`, label or metadata name, without its sigil.
///
/// For `@foo` the span covers `foo`; for `@"k.k-1"` it covers `"k.k-1"`
/// (quotes included, [`Name::quoted`]); for `%0` it covers `0`.
///
/// A local name inside a function body also carries what the parser resolved it to
/// ([`Name::local`]): its number, or the function's symbol for its text, so that the
/// validity checks find a definition by index instead of by reading and hashing the text
/// again (they used to: a third of a check's instructions).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Name {
    pub span: Span,
    /// Bit 0: quoted. Bits 1..: the [`LocalRef`] (0: none; odd: a number; even: a symbol),
    /// packed so that a name stays 12 bytes (it is in every value and instruction).
    bits: u32,
}

/// What a local name in a function body refers to, as the parser resolved it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalRef {
    /// Not resolved: a global, metadata or type name, a name outside a body, a name built
    /// by hand, or a number too large to pack (read the text).
    None,
    /// `%N`: the slot number `N`.
    Number(u32),
    /// A named local: the function's symbol for its (unescaped) text, dense from 0 in the
    /// order of first appearance; [`Body::local_symbols`] counts them.
    Symbol(u32),
}

/// Numbers and symbols at or above this are not packed ([`LocalRef::None`]).
pub const LOCAL_REF_LIMIT: u32 = 1 << 29;

impl Name {
    pub const fn new(span: Span, quoted: bool) -> Name {
        Name {
            span,
            bits: quoted as u32,
        }
    }
    /// Whether the name was written in quotes (`@"k.k-1"`).
    pub const fn quoted(self) -> bool {
        self.bits & 1 != 0
    }
    /// What the parser resolved this local name to.
    pub const fn local(self) -> LocalRef {
        let r = self.bits >> 1;
        if r == 0 {
            LocalRef::None
        } else if r & 1 != 0 {
            LocalRef::Number(r >> 1)
        } else {
            LocalRef::Symbol((r >> 1) - 1)
        }
    }
    /// The symbol of a named local ([`LocalRef::Symbol`]), or `u32::MAX` for any other:
    /// [`Name::local`] without the match, for table lookups that treat "no such entry" and
    /// "not a symbol" alike.
    #[inline(always)]
    pub const fn symbol_or_max(self) -> u32 {
        if self.bits & 2 != 0 {
            u32::MAX
        } else {
            // 0 (not resolved) wraps to `u32::MAX`.
            (self.bits >> 2).wrapping_sub(1)
        }
    }
    /// The name with `local` recorded (unpackable values record nothing).
    pub const fn with_local(self, local: LocalRef) -> Name {
        let r = match local {
            LocalRef::Number(n) if n < LOCAL_REF_LIMIT => n << 1 | 1,
            LocalRef::Symbol(s) if s < LOCAL_REF_LIMIT - 1 => (s + 1) << 1,
            _ => 0,
        };
        Name {
            span: self.span,
            bits: (self.bits & 1) | r << 1,
        }
    }
    /// The name as written, with quotes removed and `\xx` escapes decoded.
    /// Allocates only when the quoted name contains a backslash escape.
    pub fn text(self, src: &str) -> Cow<'_, str> {
        let raw = self.span.text(src);
        if self.quoted() {
            let inner = raw
                .strip_prefix('"')
                .and_then(|s| s.strip_suffix('"'))
                .unwrap_or(raw);
            unescape(inner)
        } else {
            Cow::Borrowed(raw)
        }
    }
    /// The raw text including quotes (no allocation).
    pub fn raw(self, src: &str) -> &str {
        self.span.text(src)
    }
    /// `Some(n)` for numbered names such as `%0`, `!3`, `#1`.
    pub fn number(self, src: &str) -> Option<u32> {
        if let LocalRef::Number(n) = self.local() {
            return Some(n);
        }
        if self.quoted() {
            return None;
        }
        let t = self.span.text(src);
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        t.parse().ok()
    }
    /// True when the name equals `s` (unescaping only if needed).
    pub fn is(self, src: &str, s: &str) -> bool {
        if !self.quoted() {
            return self.span.text(src) == s;
        }
        self.text(src) == s
    }
}

/// Decodes LLVM `\xx` hex escapes and `\\`. Allocates only if a backslash
/// occurs. Bytes that decode to invalid UTF-8 become U+FFFD.
pub fn unescape(s: &str) -> Cow<'_, str> {
    if !s.as_bytes().contains(&b'\\') {
        return Cow::Borrowed(s);
    }
    Cow::Owned(String::from_utf8_lossy(&unescape_bytes(s)).into_owned())
}

/// Like [`unescape`] but returns raw bytes (string constants `c"..."` may
/// hold arbitrary bytes).
pub fn unescape_bytes(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if i + 1 < b.len() && b[i + 1] == b'\\' {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < b.len() {
                if let (Some(h), Some(l)) = (hex_val(b[i + 1]), hex_val(b[i + 2])) {
                    out.push(h * 16 + l);
                    i += 3;
                    continue;
                }
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

fn hex_val(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// A string literal `"..."`: `span` covers the contents without quotes
/// (escapes not decoded; use [`StrLit::value`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StrLit {
    pub span: Span,
}

impl StrLit {
    pub fn value(self, src: &str) -> Cow<'_, str> {
        unescape(self.span.text(src))
    }
    pub fn raw(self, src: &str) -> &str {
        self.span.text(src)
    }
}

/// A syntax error. `span` is item-relative from [`crate::parse_item`]
/// and absolute in [`crate::Module::errors`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SyntaxError {
    pub span: Span,
    /// "expected X, found Y" style.
    pub message: String,
}

// ---------------------------------------------------------------------------
// Arena
// ---------------------------------------------------------------------------

/// Index of a [`Type`] in [`Arena::types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// Index of a [`Value`] in [`Arena::values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

/// A `@name` operand ([`ValueKind::Global`]) and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GlobalRef {
    pub value: ValueId,
    pub role: RefRole,
    /// The type written with it (`ptr addrspace(3) @g`); `None` where none is (a callee, a
    /// name in a list of names).
    pub ty: Option<TypeId>,
}

/// Where a [`GlobalRef`] stands: LLVM's verifier treats a function named as a call's callee,
/// and one named in metadata (not a user of it), apart from any other use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefRole {
    /// An operand of an instruction or constant (or a global's initializer).
    Operand,
    /// The callee of a `call`, `invoke` or `callbr`, itself.
    Callee,
    /// Inside a metadata operand (`metadata ptr @f`, `!{ptr @f}`).
    Metadata,
}

/// Index of an [`MdNode`] in [`Arena::md_nodes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdNodeId(pub u32);

/// A contiguous run of `T`s stored in the item's [`Arena`]; index the arena
/// with it: `&arena[list]` is a `&[T]`.
pub struct List<T> {
    pub start: u32,
    pub len: u32,
    _marker: PhantomData<fn() -> T>,
}

impl<T> List<T> {
    pub const EMPTY: List<T> = List {
        start: 0,
        len: 0,
        _marker: PhantomData,
    };
    pub const fn new(start: u32, len: u32) -> Self {
        List {
            start,
            len,
            _marker: PhantomData,
        }
    }
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub const fn len(&self) -> usize {
        self.len as usize
    }
}
impl<T> Clone for List<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for List<T> {}
impl<T> Default for List<T> {
    fn default() -> Self {
        Self::EMPTY
    }
}
impl<T> PartialEq for List<T> {
    fn eq(&self, o: &Self) -> bool {
        self.start == o.start && self.len == o.len
    }
}
impl<T> Eq for List<T> {}
impl<T> std::hash::Hash for List<T> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.start.hash(h);
        self.len.hash(h);
    }
}
impl<T> fmt::Debug for List<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "List[{}; {}]", self.start, self.len)
    }
}

/// Per-item storage for everything nested. One arena per [`Item`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Arena {
    pub types: Vec<Type>,
    pub type_lists: Vec<TypeId>,
    pub values: Vec<Value>,
    pub typed_values: Vec<TypedValue>,
    pub attrs: Vec<Attribute>,
    pub params: Vec<Param>,
    pub args: Vec<Arg>,
    pub names: Vec<Name>,
    pub cases: Vec<SwitchCase>,
    pub incoming: Vec<PhiIncoming>,
    pub clauses: Vec<LandingPadClause>,
    pub bundles: Vec<OperandBundle>,
    pub u32s: Vec<u32>,
    pub md_nodes: Vec<MdNode>,
    pub md_operands: Vec<MdOperand>,
    pub md_fields: Vec<MdField>,
    pub md_attachments: Vec<MdAttachment>,
    /// Each `!N` used as a value (`metadata !5`, a call's argument), which no node's list
    /// holds: what the checks of metadata references read besides the lists above.
    pub md_value_refs: Vec<MdOperand>,
    /// Every `@name` operand the parser made, in order, with where it stands (callee,
    /// metadata, any other operand): the checks of global references (undefined names,
    /// intrinsics used as values) read these few instead of every value.
    pub global_refs: Vec<GlobalRef>,
    /// How many `blockaddress`, `dso_local_equivalent`, `no_cfi` and constant-expression
    /// values the parser made (an upper bound after error recovery): checks of those
    /// constants skip the walk over every value when there is none, as in most functions.
    pub special_constants: u32,
}

/// Maps an element type to the arena vector that stores it.
pub trait ArenaSlot: Sized {
    fn slot(arena: &Arena) -> &Vec<Self>;
    fn slot_mut(arena: &mut Arena) -> &mut Vec<Self>;
}

macro_rules! arena_slot {
    ($($t:ty => $f:ident),* $(,)?) => {$(
        impl ArenaSlot for $t {
            fn slot(a: &Arena) -> &Vec<Self> { &a.$f }
            fn slot_mut(a: &mut Arena) -> &mut Vec<Self> { &mut a.$f }
        }
    )*};
}
arena_slot! {
    TypeId => type_lists, TypedValue => typed_values, Attribute => attrs,
    Param => params, Arg => args, Name => names, SwitchCase => cases,
    PhiIncoming => incoming, LandingPadClause => clauses,
    OperandBundle => bundles, u32 => u32s, MdOperand => md_operands,
    MdField => md_fields, MdAttachment => md_attachments, GlobalRef => global_refs,
}

impl<T: ArenaSlot> Index<List<T>> for Arena {
    type Output = [T];
    fn index(&self, l: List<T>) -> &[T] {
        T::slot(self)
            .get(l.start as usize..(l.start + l.len) as usize)
            .unwrap_or(&[])
    }
}
impl Index<TypeId> for Arena {
    type Output = Type;
    fn index(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }
}
impl Index<ValueId> for Arena {
    type Output = Value;
    fn index(&self, id: ValueId) -> &Value {
        &self.values[id.0 as usize]
    }
}
impl Index<MdNodeId> for Arena {
    type Output = MdNode;
    fn index(&self, id: MdNodeId) -> &MdNode {
        &self.md_nodes[id.0 as usize]
    }
}

/// Lengths of an arena's lists at some moment ([`Arena::mark`]).
#[derive(Clone, Copy, Debug)]
pub struct ArenaMark {
    lens: [u32; 19],
    special_constants: u32,
}

macro_rules! arena_lists {
    ($mac:ident) => {
        $mac!(
            types,
            type_lists,
            values,
            typed_values,
            attrs,
            params,
            args,
            names,
            cases,
            incoming,
            clauses,
            bundles,
            u32s,
            md_nodes,
            md_operands,
            md_fields,
            md_attachments,
            md_value_refs,
            global_refs
        )
    };
}

impl Arena {
    /// The type a call produces: the return type of the function type written before the
    /// callee, or the type itself where a return type alone is written (`call i32 @f(…)`).
    #[inline(always)]
    pub fn call_ret_ty(&self, site: &CallSite) -> TypeId {
        match self[site.ty] {
            Type::Function { ret, .. } => ret,
            _ => site.ty,
        }
    }

    /// The lengths of every list, to [`Arena::truncate_to`] later.
    pub fn mark(&self) -> ArenaMark {
        macro_rules! lens {
            ($($f:ident),*) => {
                ArenaMark {
                    lens: [$(self.$f.len() as u32),*],
                    special_constants: self.special_constants,
                }
            };
        }
        arena_lists!(lens)
    }

    /// Gives back the lists' spare capacity (for arenas that are kept).
    pub fn shrink_to_fit(&mut self) {
        macro_rules! shrink {
            ($($f:ident),*) => {{ $(self.$f.shrink_to_fit();)* }};
        }
        arena_lists!(shrink)
    }

    /// Drops every node, keeping the lists' capacity (for an arena that is reused).
    pub fn clear(&mut self) {
        macro_rules! clear {
            ($($f:ident),*) => {{ $(self.$f.clear();)* }};
        }
        arena_lists!(clear);
        self.special_constants = 0;
    }

    /// Drops every node added since `mark` (the nodes of items parsed since then).
    pub fn truncate_to(&mut self, mark: &ArenaMark) {
        macro_rules! cut {
            ($($f:ident),*) => {{
                let mut lens = mark.lens.iter();
                $(self.$f.truncate(lens.next().map_or(0, |&n| n as usize));)*
            }};
        }
        arena_lists!(cut);
        self.special_constants = mark.special_constants;
    }

    /// Appends `items` as one [`List`].
    pub fn push_list<T: ArenaSlot>(&mut self, items: impl IntoIterator<Item = T>) -> List<T> {
        let v = T::slot_mut(self);
        let start = v.len() as u32;
        v.extend(items);
        List::new(start, v.len() as u32 - start)
    }
    #[inline]
    pub fn push_type(&mut self, t: Type) -> TypeId {
        self.types.push(t);
        TypeId(self.types.len() as u32 - 1)
    }
    #[inline]
    pub fn push_value(&mut self, v: Value) -> ValueId {
        self.values.push(v);
        ValueId(self.values.len() as u32 - 1)
    }
    #[inline]
    pub fn push_md_node(&mut self, n: MdNode) -> MdNodeId {
        self.md_nodes.push(n);
        MdNodeId(self.md_nodes.len() as u32 - 1)
    }
    /// Address space of a pointer type (`ptr addrspace(N)` or `T addrspace(N)*`).
    pub fn addrspace_of(&self, ty: TypeId) -> Option<u32> {
        match self[ty] {
            Type::Ptr { addrspace } | Type::TypedPtr { addrspace, .. } => Some(addrspace),
            _ => None,
        }
    }
    /// Structural type equality within this arena (named types compare by
    /// name text, which needs `src`).
    pub fn type_eq(&self, src: &str, a: TypeId, b: TypeId) -> bool {
        self.type_eq_in(src, a, self, src, b)
    }
    /// Structural equality of `a` (in `self`/`src`) and `b` (in `other`/`other_src`).
    pub fn type_eq_in(
        &self,
        src: &str,
        a: TypeId,
        other: &Arena,
        other_src: &str,
        b: TypeId,
    ) -> bool {
        type_eq_rec(self, src, a, other, other_src, b, 0, &mut { u32::MAX })
    }
    /// [`Arena::type_eq_in`] that gives up, answering `true`, after comparing `nodes` type
    /// nodes: for a check whose miss is at worst a missed finding, never a false one, and
    /// whose caller compares many deep types (typed IR's pointees). Function and target
    /// types are compared whole.
    #[allow(clippy::too_many_arguments)]
    pub fn type_eq_within(
        &self,
        src: &str,
        a: TypeId,
        other: &Arena,
        other_src: &str,
        b: TypeId,
        nodes: u32,
    ) -> bool {
        type_eq_rec(self, src, a, other, other_src, b, 0, &mut { nodes })
    }
    /// Appends a type as LLVM text to `out` (no allocation when `out` has room).
    pub fn write_type(&self, src: &str, ty: TypeId, out: &mut String) {
        write_type(self, src, ty, out, 0);
    }
    /// Renders a type as LLVM text (for messages).
    pub fn display_type(&self, src: &str, ty: TypeId) -> String {
        let mut s = String::new();
        write_type(self, src, ty, &mut s, 0);
        s
    }
    /// The integer value of a constant, if it is `iN <lit>` / `true` / `false`.
    pub fn const_int(&self, v: ValueId) -> Option<i128> {
        match self[v].kind {
            ValueKind::Int(i) => i.get(),
            ValueKind::Bool(b) => Some(b as i128),
            _ => None,
        }
    }
}

/// Structural equality, `depth` levels down; `budget` type nodes left to compare before the
/// answer is `true` (see [`Arena::type_eq_within`]).
#[allow(clippy::too_many_arguments)]
fn type_eq_rec(
    a_ar: &Arena,
    a_src: &str,
    a: TypeId,
    b_ar: &Arena,
    b_src: &str,
    b: TypeId,
    depth: u32,
    budget: &mut u32,
) -> bool {
    if depth > 256 {
        return false;
    }
    if *budget == 0 || (a == b && std::ptr::eq(a_ar, b_ar)) {
        return true;
    }
    *budget -= 1;
    let d = depth + 1;
    let lists = |x: List<TypeId>, y: List<TypeId>, budget: &mut u32| {
        let (xs, ys) = (&a_ar[x], &b_ar[y]);
        xs.len() == ys.len()
            && xs
                .iter()
                .zip(ys)
                .all(|(p, q)| type_eq_rec(a_ar, a_src, *p, b_ar, b_src, *q, d, budget))
    };
    match (&a_ar[a], &b_ar[b]) {
        (Type::Named(x), Type::Named(y)) => {
            x.raw(a_src) == y.raw(b_src) || x.text(a_src) == y.text(b_src)
        }
        (
            Type::TypedPtr {
                pointee: p,
                addrspace: s,
            },
            Type::TypedPtr {
                pointee: q,
                addrspace: t,
            },
        ) => s == t && type_eq_rec(a_ar, a_src, *p, b_ar, b_src, *q, d, budget),
        (Type::Array { len: n, elem: e }, Type::Array { len: m, elem: f }) => {
            n == m && type_eq_rec(a_ar, a_src, *e, b_ar, b_src, *f, d, budget)
        }
        (
            Type::Vector {
                len: n,
                scalable: s,
                elem: e,
            },
            Type::Vector {
                len: m,
                scalable: t,
                elem: f,
            },
        ) => n == m && s == t && type_eq_rec(a_ar, a_src, *e, b_ar, b_src, *f, d, budget),
        (
            Type::Struct {
                fields: x,
                packed: p,
            },
            Type::Struct {
                fields: y,
                packed: q,
            },
        ) => p == q && lists(*x, *y, budget),
        (
            Type::Function {
                ret: r,
                params: x,
                varargs: v,
            },
            Type::Function {
                ret: s,
                params: y,
                varargs: w,
            },
        ) => {
            // Compared whole, whatever is left of the budget.
            let whole = &mut { u32::MAX };
            v == w
                && type_eq_rec(a_ar, a_src, *r, b_ar, b_src, *s, d, whole)
                && lists(*x, *y, whole)
        }
        (
            Type::TargetExt {
                name: n,
                types: x,
                ints: i,
            },
            Type::TargetExt {
                name: m,
                types: y,
                ints: j,
            },
        ) => {
            n.value(a_src) == m.value(b_src)
                && lists(*x, *y, &mut { u32::MAX })
                && a_ar[*i] == b_ar[*j]
        }
        (x, y) => std::mem::discriminant(x) == std::mem::discriminant(y) && x == y,
    }
}

/// Appends `n` in decimal (types are written on hot paths, and `write!` costs several
/// hundred instructions per number).
fn push_decimal(s: &mut String, mut n: u64) {
    // Address spaces and widths: mostly one digit.
    if n < 10 {
        s.push(char::from(b'0' + n as u8));
        return;
    }
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    s.push_str(std::str::from_utf8(&digits[at..]).expect("ASCII digits"));
}

fn write_type(ar: &Arena, src: &str, ty: TypeId, s: &mut String, depth: u32) {
    use std::fmt::Write;
    if depth > 64 {
        s.push_str("...");
        return;
    }
    let d = depth + 1;
    let list = |l: List<TypeId>, s: &mut String| {
        for (i, t) in ar[l].iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            write_type(ar, src, *t, s, d);
        }
    };
    match &ar[ty] {
        Type::Void => s.push_str("void"),
        Type::Int(w) => {
            s.push('i');
            push_decimal(s, *w as u64);
        }
        Type::Float(k) => s.push_str(k.keyword()),
        Type::Label => s.push_str("label"),
        Type::Metadata => s.push_str("metadata"),
        Type::Token => s.push_str("token"),
        Type::X86Amx => s.push_str("x86_amx"),
        Type::X86Mmx => s.push_str("x86_mmx"),
        Type::Ptr { addrspace: 0 } => s.push_str("ptr"),
        Type::Ptr { addrspace } => {
            s.push_str("ptr addrspace(");
            push_decimal(s, *addrspace as u64);
            s.push(')');
        }
        Type::TypedPtr { pointee, addrspace } => {
            write_type(ar, src, *pointee, s, d);
            if *addrspace != 0 {
                s.push_str(" addrspace(");
                push_decimal(s, *addrspace as u64);
                s.push(')');
            }
            s.push('*');
        }
        Type::Array { len, elem } => {
            let _ = write!(s, "[{len} x ");
            write_type(ar, src, *elem, s, d);
            s.push(']');
        }
        Type::Vector {
            len,
            scalable,
            elem,
        } => {
            s.push('<');
            if *scalable {
                s.push_str("vscale x ");
            }
            let _ = write!(s, "{len} x ");
            write_type(ar, src, *elem, s, d);
            s.push('>');
        }
        Type::Struct { fields, packed } => {
            s.push_str(if *packed { "<{ " } else { "{ " });
            list(*fields, s);
            s.push_str(if *packed { " }>" } else { " }" });
        }
        Type::Named(n) => {
            s.push('%');
            s.push_str(n.raw(src));
        }
        Type::Function {
            ret,
            params,
            varargs,
        } => {
            write_type(ar, src, *ret, s, d);
            s.push_str(" (");
            list(*params, s);
            if *varargs {
                s.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            s.push(')');
        }
        Type::TargetExt { name, types, ints } => {
            let _ = write!(s, "target(\"{}\"", name.raw(src));
            for t in &ar[*types] {
                s.push_str(", ");
                write_type(ar, src, *t, s, d);
            }
            for i in &ar[*ints] {
                let _ = write!(s, ", {i}");
            }
            s.push(')');
        }
        Type::Opaque => s.push_str("opaque"),
        Type::Error => s.push_str("<error>"),
    }
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/// Floating-point type keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    Half,
    BFloat,
    Float,
    Double,
    Fp128,
    X86Fp80,
    PpcFp128,
}

impl FloatKind {
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::Fp128 => "fp128",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }
    /// Size in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }
}

/// An IR type. Children are [`TypeId`]s in the same arena.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    /// `iN`, 1 ≤ N ≤ 2^23−1 (wider widths are a syntax error).
    Int(u32),
    Float(FloatKind),
    X86Amx,
    X86Mmx,
    Label,
    Metadata,
    Token,
    /// Opaque pointer `ptr` / `ptr addrspace(N)` (modern dialect).
    Ptr {
        addrspace: u32,
    },
    /// Typed pointer `T addrspace(N)*` (LLVM-7 dialect), including function
    /// pointers `void (i32)*`.
    TypedPtr {
        pointee: TypeId,
        addrspace: u32,
    },
    /// `[len x elem]`
    Array {
        len: u64,
        elem: TypeId,
    },
    /// `<len x elem>` / `<vscale x len x elem>`
    Vector {
        len: u32,
        scalable: bool,
        elem: TypeId,
    },
    /// Literal struct `{ … }` or packed `<{ … }>`.
    Struct {
        fields: List<TypeId>,
        packed: bool,
    },
    /// Reference to a named struct `%T`, `%"quoted"`, `%0`; resolve with
    /// [`crate::Module::named_type`].
    Named(Name),
    /// Function type `ret (params…[, ...])`.
    Function {
        ret: TypeId,
        params: List<TypeId>,
        varargs: bool,
    },
    /// `target("name", types…, ints…)`; `name` holds the string contents.
    TargetExt {
        name: StrLit,
        types: List<TypeId>,
        ints: List<u32>,
    },
    /// Body of `%T = type opaque`.
    Opaque,
    /// Placeholder after a syntax error.
    Error,
}

impl Type {
    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Ptr { .. } | Type::TypedPtr { .. })
    }
    pub fn int_width(&self) -> Option<u32> {
        match self {
            Type::Int(w) => Some(*w),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------------
// Values and constants
// ---------------------------------------------------------------------------

/// A value with the type written before it (`i32 %x`, `ptr @g`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypedValue {
    pub ty: TypeId,
    pub value: ValueId,
}

/// An operand or constant, with the span of its text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    pub kind: ValueKind,
    pub span: Span,
}

/// An integer literal's value. Stored as 32-bit words (not `i128`, whose
/// 16-byte alignment would make every [`Value`] 64 bytes).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IntLit {
    words: [u32; 4],
    fits: bool,
}

impl IntLit {
    pub fn new(v: Option<i128>) -> IntLit {
        let b = v.unwrap_or(0) as u128;
        IntLit {
            words: [
                b as u32,
                (b >> 32) as u32,
                (b >> 64) as u32,
                (b >> 96) as u32,
            ],
            fits: v.is_some(),
        }
    }
    /// The value, or `None` if the literal did not fit in an `i128`.
    pub fn get(self) -> Option<i128> {
        let w = self.words.map(u128::from);
        self.fits
            .then(|| (w[0] | w[1] << 32 | w[2] << 64 | w[3] << 96) as i128)
    }
}

impl fmt::Debug for IntLit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.get() {
            Some(v) => write!(f, "{v}"),
            None => f.write_str("<too wide>"),
        }
    }
}

/// How a float literal was written; the digits are the value's span.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatLit {
    /// `1.0`, `-2.5e3`, `inf`-free decimal.
    Decimal,
    /// `0x3FF0000000000000` (IEEE double bits).
    HexDouble,
    /// `0xH…` half.
    HexHalf,
    /// `0xR…` bfloat.
    HexBFloat,
    /// `0xK…` x86_fp80.
    HexX86Fp80,
    /// `0xL…` fp128.
    HexFp128,
    /// `0xM…` ppc_fp128.
    HexPpcFp128,
    /// `f0x…` raw bits of any float type (LLVM 21+).
    HexBits,
    /// `0x1.8p3`, `-0x1p-4`: a C99 hexadecimal float value (LLVM 23).
    HexFloat,
    /// `+inf`, `-qnan`, `+nan(0x1)`, `-snan(0x2)`: a special value, sign required (LLVM 23).
    Special,
}

/// Operand/constant kinds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// `%x`
    Local(Name),
    /// `@g`
    Global(Name),
    /// Integer literal (decimal, `u0x…`/`s0x…`); read it with
    /// [`IntLit::get`] or [`Arena::const_int`].
    Int(IntLit),
    /// `true` / `false`
    Bool(bool),
    Float(FloatLit),
    Null,
    /// Token `none`.
    NoneToken,
    Undef,
    Poison,
    ZeroInitializer,
    /// `[ T v, … ]`
    Array(List<TypedValue>),
    /// `< T v, … >`
    Vector(List<TypedValue>),
    /// `{ … }` or `<{ … }>`
    Struct {
        fields: List<TypedValue>,
        packed: bool,
    },
    /// `c"…"`: contents without quotes, escapes undecoded
    /// (see [`unescape_bytes`]).
    CString(StrLit),
    /// `splat (T v)`
    Splat(TypedValue),
    /// `blockaddress(@f, %bb)`
    BlockAddress {
        func: Name,
        block: Name,
    },
    /// `dso_local_equivalent @f`
    DsoLocalEquivalent(Name),
    /// `no_cfi @f`
    NoCfi(Name),
    /// A constant expression (`getelementptr (…)`, `bitcast (…)`, …).
    ConstExpr(ConstExpr),
    /// Inline asm callee `asm sideeffect "…", "…"`.
    InlineAsm(InlineAsm),
    /// A metadata operand of a call (`metadata !0`, `metadata i32 %x`).
    Metadata(MdOperand),
    /// Placeholder after a syntax error.
    Error,
}

/// A constant expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstExpr {
    pub opcode: Opcode,
    pub flags: InstFlags,
    /// Cast destination type; GEP source element type; `None` otherwise.
    pub ty: Option<TypeId>,
    /// Operands with their types (GEP: base then indices).
    pub operands: List<TypedValue>,
    /// `icmp`/`fcmp` predicate.
    pub predicate: Option<Predicate>,
    /// `extractvalue`/`insertvalue` indices.
    pub indices: List<u32>,
}

/// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "asm", "constraints"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InlineAsm {
    pub sideeffect: bool,
    pub alignstack: bool,
    pub inteldialect: bool,
    pub unwind: bool,
    pub asm: StrLit,
    pub constraints: StrLit,
}

// ---------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// No linkage keyword written.
    #[default]
    Default,
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    LinkOnceOdr,
    Weak,
    WeakOdr,
    Common,
    Appending,
    ExternWeak,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DllStorage {
    #[default]
    None,
    Import,
    Export,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Preemption {
    #[default]
    Unspecified,
    DsoLocal,
    DsoPreemptable,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UnnamedAddr {
    #[default]
    None,
    /// `unnamed_addr`
    Global,
    /// `local_unnamed_addr`
    Local,
}

/// `thread_local` model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TlsModel {
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

/// Calling convention of a function or call site.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CallingConv {
    #[default]
    C,
    Fast,
    Cold,
    /// `ptx_kernel` (= `cc 71`)
    PtxKernel,
    /// `ptx_device` (= `cc 72`)
    PtxDevice,
    /// `cc N` with any other number.
    Numbered(u32),
    /// Any other named convention (`spir_kernel`, `x86_stdcallcc`, …): span of the keyword.
    Other(Span),
}

impl CallingConv {
    /// Kernel convention, written either way.
    pub fn is_ptx_kernel(self) -> bool {
        matches!(self, CallingConv::PtxKernel | CallingConv::Numbered(71))
    }
    pub fn is_ptx_device(self) -> bool {
        matches!(self, CallingConv::PtxDevice | CallingConv::Numbered(72))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AtomicOrdering {
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

/// `syncscope("…")`; absent means the default system scope.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SyncScope {
    #[default]
    System,
    /// `syncscope("singlethread")`
    SingleThread,
    /// Any other scope, e.g. `"block"`, `"device"`, `"cluster"`: the string contents.
    Named(StrLit),
}

/// Atomic ordering + scope of an atomic load/store/fence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    pub ordering: AtomicOrdering,
    pub scope: SyncScope,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    FMaximum,
    FMinimum,
    UIncWrap,
    UDecWrap,
    USubCond,
    USubSat,
}

impl RmwOp {
    /// The operation as written in IR.
    pub fn keyword(self) -> &'static str {
        use RmwOp::*;
        match self {
            Xchg => "xchg",
            Add => "add",
            Sub => "sub",
            And => "and",
            Nand => "nand",
            Or => "or",
            Xor => "xor",
            Max => "max",
            Min => "min",
            UMax => "umax",
            UMin => "umin",
            FAdd => "fadd",
            FSub => "fsub",
            FMax => "fmax",
            FMin => "fmin",
            FMaximum => "fmaximum",
            FMinimum => "fminimum",
            UIncWrap => "uinc_wrap",
            UDecWrap => "udec_wrap",
            USubCond => "usub_cond",
            USubSat => "usub_sat",
        }
    }

    /// The LLVM release whose parser first reads this operation (0: LLVM 7 and earlier).
    /// LLVM 7 refuses the others as `expected binary operation in atomicrmw`.
    pub fn since_llvm(self) -> u32 {
        use RmwOp::*;
        match self {
            FAdd | FSub => 9,
            FMax | FMin => 15,
            UIncWrap | UDecWrap => 16,
            FMaximum | FMinimum | USubCond | USubSat => 20,
            _ => 0,
        }
    }
}

/// `icmp`/`fcmp` predicate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Predicate {
    // icmp
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
    // fcmp
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Une,
    Uno,
    FUgt,
    FUge,
    FUlt,
    FUle,
    True,
}

/// Tail-call marker of a call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

pub use crate::opcode::Opcode;

/// Instruction / constant-expression flags (a bit set).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct InstFlags(pub u32);

impl InstFlags {
    pub const NUW: InstFlags = InstFlags(1 << 0);
    pub const NSW: InstFlags = InstFlags(1 << 1);
    pub const EXACT: InstFlags = InstFlags(1 << 2);
    pub const DISJOINT: InstFlags = InstFlags(1 << 3);
    pub const NNEG: InstFlags = InstFlags(1 << 4);
    pub const SAMESIGN: InstFlags = InstFlags(1 << 5);
    /// GEP `inbounds`
    pub const INBOUNDS: InstFlags = InstFlags(1 << 6);
    /// GEP `nusw`
    pub const NUSW: InstFlags = InstFlags(1 << 7);
    pub const VOLATILE: InstFlags = InstFlags(1 << 8);
    /// cmpxchg `weak`
    pub const WEAK: InstFlags = InstFlags(1 << 9);
    /// alloca `inalloca`
    pub const INALLOCA: InstFlags = InstFlags(1 << 10);
    /// alloca `swifterror`
    pub const SWIFTERROR: InstFlags = InstFlags(1 << 11);
    /// landingpad `cleanup`
    pub const CLEANUP: InstFlags = InstFlags(1 << 12);
    /// cmpxchg / load / store `atomic`
    pub const ATOMIC: InstFlags = InstFlags(1 << 13);
    /// trunc `nuw`/`nsw` share NUW/NSW; GEP `inrange` was seen.
    pub const INRANGE: InstFlags = InstFlags(1 << 14);

    pub const fn contains(self, o: InstFlags) -> bool {
        self.0 & o.0 == o.0
    }

    /// Whether these flags hold `icmp samesign`, which the parser of LLVM `release` does not
    /// read before LLVM 20: LLVM 7 and 19 refuse it as `expected icmp predicate (e.g.
    /// 'eq')`, at the word.
    #[inline]
    pub fn samesign_newer_than(self, release: u32) -> bool {
        self.0 & Self::SAMESIGN.0 != 0 && release < 20
    }

    /// The flag of an instruction of `opcode` with these flags that the parser of LLVM
    /// `release` does not read (its keyword and the release that first reads it): `nneg`
    /// and `disjoint` (LLVM 18), `trunc nuw`/`nsw` and `getelementptr nusw`/`nuw` (LLVM
    /// 19). LLVM 7 refuses one as `expected type`, at the flag.
    #[inline]
    pub fn newer_than(self, opcode: Opcode, release: u32) -> Option<(&'static str, u32)> {
        // Most instructions have none of these: one test.
        let wraps = matches!(opcode, Opcode::Trunc | Opcode::GetElementPtr)
            && self.0 & (Self::NUW.0 | Self::NSW.0 | Self::NUSW.0) != 0;
        if self.0 & (Self::NNEG.0 | Self::DISJOINT.0) == 0 && !wraps {
            return None;
        }
        self.newer_flag(opcode, release)
    }

    #[cold]
    fn newer_flag(self, opcode: Opcode, release: u32) -> Option<(&'static str, u32)> {
        let newer = [
            (InstFlags::NNEG, "nneg", 18, None),
            (InstFlags::DISJOINT, "disjoint", 18, None),
            (InstFlags::NUW, "nuw", 19, Some(Opcode::Trunc)),
            (InstFlags::NSW, "nsw", 19, Some(Opcode::Trunc)),
            (InstFlags::NUSW, "nusw", 19, Some(Opcode::GetElementPtr)),
            (InstFlags::NUW, "nuw", 19, Some(Opcode::GetElementPtr)),
        ];
        newer.into_iter().find_map(|(flag, word, since, only)| {
            (self.contains(flag) && since > release && only.is_none_or(|o| o == opcode))
                .then_some((word, since))
        })
    }
    pub fn insert(&mut self, o: InstFlags) {
        self.0 |= o.0;
    }
    pub const fn union(self, o: InstFlags) -> InstFlags {
        InstFlags(self.0 | o.0)
    }
}

impl fmt::Debug for InstFlags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: [&str; 15] = [
            "nuw",
            "nsw",
            "exact",
            "disjoint",
            "nneg",
            "samesign",
            "inbounds",
            "nusw",
            "volatile",
            "weak",
            "inalloca",
            "swifterror",
            "cleanup",
            "atomic",
            "inrange",
        ];
        let mut l = f.debug_set();
        for (i, n) in NAMES.iter().enumerate() {
            if self.0 & (1 << i) != 0 {
                l.entry(n);
            }
        }
        l.finish()
    }
}

/// Fast-math flags (a bit set).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct FastMath(pub u8);

impl FastMath {
    pub const NNAN: FastMath = FastMath(1 << 0);
    pub const NINF: FastMath = FastMath(1 << 1);
    pub const NSZ: FastMath = FastMath(1 << 2);
    pub const ARCP: FastMath = FastMath(1 << 3);
    pub const CONTRACT: FastMath = FastMath(1 << 4);
    pub const AFN: FastMath = FastMath(1 << 5);
    pub const REASSOC: FastMath = FastMath(1 << 6);
    /// `fast` = all of the above.
    pub const FAST: FastMath = FastMath(0x7f);

    pub const fn contains(self, o: FastMath) -> bool {
        self.0 & o.0 == o.0
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Debug for FastMath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FastMath({:#x})", self.0)
    }
}

// ---------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------

/// One attribute, in a parameter/return/function list or an attribute group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Attribute {
    pub span: Span,
    pub kind: AttrKind,
}

/// Attribute forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// A keyword attribute (`noalias`, `align 4`, `align=4`, `byval(%T)`,
    /// `memory(argmem: readwrite)`, …). `name` is the keyword's span.
    Keyword { name: Span, arg: AttrArg },
    /// `"key"` or `"key"="value"` (e.g. `"nvvm.grid_constant"`,
    /// `"nvvm.maxntid"="128,1,1"`): spans of the string contents.
    Str { key: StrLit, value: Option<StrLit> },
    /// `#N` reference to an attribute group (function attributes).
    GroupRef(u32),
}

/// Argument of a keyword attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrArg {
    None,
    /// `align 4`, `align(4)`, `align=4`, `dereferenceable(8)`, `alignstack(16)`.
    Int(u64),
    /// `byval(%T)`, `sret(%T)`, `byref(…)`, `preallocated(…)`, `inalloca(…)`, `elementtype(…)`.
    Type(TypeId),
    /// Any other parenthesised argument (`memory(argmem: readwrite)`,
    /// `captures(none)`, `uwtable(sync)`, `allockind("alloc")`,
    /// `vscale_range(1,16)`, `allocsize(0)`, `range(i32 0, 10)`,
    /// `nofpclass(nan)`): span of the text between the parentheses.
    Paren(Span),
}

impl Attribute {
    /// Keyword name or string key (no quotes); `""` for group refs.
    pub fn name(self, src: &str) -> &str {
        match self.kind {
            AttrKind::Keyword { name, .. } => name.text(src),
            AttrKind::Str { key, .. } => key.raw(src),
            AttrKind::GroupRef(_) => "",
        }
    }
    /// True for keyword attribute `kw` (e.g. `is_keyword(src, "byval")`).
    pub fn is_keyword(self, src: &str, kw: &str) -> bool {
        matches!(self.kind, AttrKind::Keyword { name, .. } if name.text(src) == kw)
    }
    /// True for string attribute `"key"`.
    pub fn is_str(self, src: &str, key: &str) -> bool {
        matches!(self.kind, AttrKind::Str { key: k, .. } if k.value(src) == key)
    }
    pub fn int_arg(self) -> Option<u64> {
        match self.kind {
            AttrKind::Keyword {
                arg: AttrArg::Int(n),
                ..
            } => Some(n),
            _ => None,
        }
    }
    pub fn type_arg(self) -> Option<TypeId> {
        match self.kind {
            AttrKind::Keyword {
                arg: AttrArg::Type(t),
                ..
            } => Some(t),
            _ => None,
        }
    }
    /// Text between the parentheses of a [`AttrArg::Paren`] argument.
    pub fn paren_arg(self, src: &str) -> Option<&str> {
        match self.kind {
            AttrKind::Keyword {
                arg: AttrArg::Paren(s),
                ..
            } => Some(s.text(src)),
            _ => None,
        }
    }
    /// Value of a string attribute (unescaped).
    pub fn str_value(self, src: &str) -> Option<Cow<'_, str>> {
        match self.kind {
            AttrKind::Str { value: Some(v), .. } => Some(v.value(src)),
            _ => None,
        }
    }
}

/// `attributes #N = { … }`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AttrGroup {
    pub id: u32,
    pub attrs: List<Attribute>,
}

// ---------------------------------------------------------------------------
// Metadata
// ---------------------------------------------------------------------------

/// A metadata operand (in a node, a named metadata list, an attachment or a
/// call argument).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MdOperand {
    pub span: Span,
    pub kind: MdKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MdKind {
    /// `null`
    Null,
    /// `!N` (resolve with [`crate::Module::metadata`])
    Ref(u32),
    /// `!"string"`: contents span.
    Str(StrLit),
    /// `T v` value as metadata: `i32 1`, `ptr @f`, `void (float*)* @k`.
    Value(TypedValue),
    /// An inline node: `!{…}`, `!DILocation(…)`, `distinct !{…}`.
    Node(MdNodeId),
    /// A bare word in a specialized node field (`DW_TAG_…`, `DIFlagX | DIFlagY`), an integer, `true`...
    Raw,
}

/// A metadata node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MdNode {
    pub span: Span,
    pub distinct: bool,
    pub kind: MdNodeKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdNodeKind {
    /// `!{ op, op, … }`
    Generic(List<MdOperand>),
    /// `!DILocation(line: 3, scope: !5)` etc.: kind name (`DILocation`) and
    /// its `key: value` fields.
    Specialized { name: Span, fields: List<MdField> },
}

/// A `key: value` field of a specialized node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MdField {
    pub key: Span,
    pub value: MdOperand,
}

/// `!kind !N` attached to an instruction, function or global.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MdAttachment {
    pub span: Span,
    /// Attachment kind name without `!` (`dbg`, `llvm.loop`, `nvvm.kernel`…).
    pub kind: Span,
    pub node: MdOperand,
}

/// `!name = !{!0, !1}`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NamedMetadata {
    /// Name without `!` (e.g. `nvvm.annotations`).
    pub name: Span,
    pub operands: List<MdOperand>,
}

/// `!N = [distinct] !{…}` / `!N = !DI…(…)`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MetadataDef {
    pub id: u32,
    pub node: MdNodeId,
}

// ---------------------------------------------------------------------------
// Module-level entities
// ---------------------------------------------------------------------------

/// `comdat` / `comdat($name)` on a global or function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComdatRef {
    /// `None` for a bare `comdat` (named after the object itself).
    pub name: Option<Name>,
    /// The `comdat` keyword.
    pub keyword: Span,
}

/// `$name = comdat any`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComdatDef {
    pub name: Name,
    /// Selection kind keyword (`any`, `exactmatch`, …).
    pub selection: Span,
}

/// `%T = type …`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeDef {
    pub name: Name,
    /// The body; [`Type::Opaque`] for `type opaque`.
    pub ty: TypeId,
}

/// What the initializer of a global is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InitKind {
    /// Declaration: no initializer.
    None,
    ZeroInitializer,
    Undef,
    Poison,
    /// Any other constant (int, float, aggregate, string, expression…).
    Constant,
}

/// `@g = … global/constant T init, …`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Global {
    pub name: Name,
    pub linkage: Linkage,
    pub preemption: Preemption,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub thread_local: Option<TlsModel>,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    pub externally_initialized: bool,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// Value type.
    pub ty: TypeId,
    /// Initializer constant (its type is `ty`); `None` for a declaration.
    pub init: Option<ValueId>,
    pub section: Option<StrLit>,
    pub partition: Option<StrLit>,
    pub comdat: Option<ComdatRef>,
    pub align: Option<u64>,
    /// `code_model "…"`
    pub code_model: Option<StrLit>,
    /// Global attribute group references / attributes after the body.
    pub attrs: List<Attribute>,
    pub metadata: List<MdAttachment>,
}

impl Global {
    pub fn init_kind(&self, arena: &Arena) -> InitKind {
        match self.init.map(|v| &arena[v].kind) {
            None => InitKind::None,
            Some(ValueKind::ZeroInitializer) => InitKind::ZeroInitializer,
            Some(ValueKind::Undef) => InitKind::Undef,
            Some(ValueKind::Poison) => InitKind::Poison,
            Some(_) => InitKind::Constant,
        }
    }
}

/// `@a = … alias T, ptr @f` / `@i = … ifunc T, ptr @resolver`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Alias {
    pub name: Name,
    pub is_ifunc: bool,
    pub linkage: Linkage,
    pub preemption: Preemption,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub thread_local: Option<TlsModel>,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    pub ty: TypeId,
    pub target: TypedValue,
    pub partition: Option<StrLit>,
    pub metadata: List<MdAttachment>,
}

/// A formal parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    pub span: Span,
    pub ty: TypeId,
    pub attrs: List<Attribute>,
    pub name: Option<Name>,
}

/// `define`/`declare`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Function {
    /// `define` (true) or `declare` (false).
    pub is_definition: bool,
    pub name: Name,
    pub linkage: Linkage,
    pub preemption: Preemption,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub cconv: CallingConv,
    pub ret_attrs: List<Attribute>,
    pub ret_ty: TypeId,
    pub params: List<Param>,
    pub varargs: bool,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: Option<u32>,
    /// Inline function attributes and `#N` group references (as
    /// [`AttrKind::GroupRef`]), in source order. Use
    /// [`crate::Module::fn_attrs`] to include group contents.
    pub fn_attrs: List<Attribute>,
    pub section: Option<StrLit>,
    pub partition: Option<StrLit>,
    pub comdat: Option<ComdatRef>,
    pub align: Option<u64>,
    pub gc: Option<StrLit>,
    pub prefix: Option<TypedValue>,
    pub prologue: Option<TypedValue>,
    pub personality: Option<TypedValue>,
    /// `!dbg !5`, `!nvvm.kernel !0`, …
    pub metadata: List<MdAttachment>,
    /// Span of the header (from `define`/`declare` up to `{` or the end).
    pub header_span: Span,
    /// Body of a definition.
    pub body: Option<Body>,
}

impl Function {
    /// The group ids referenced by `#N` in the header.
    pub fn group_refs<'a>(&self, arena: &'a Arena) -> impl Iterator<Item = u32> + 'a {
        arena[self.fn_attrs].iter().filter_map(|a| match a.kind {
            AttrKind::GroupRef(n) => Some(n),
            _ => None,
        })
    }
}

/// Function body.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Body {
    pub blocks: Vec<BasicBlock>,
    /// All instructions; each block owns a contiguous range.
    pub insts: Vec<Instruction>,
    /// `#dbg_value(…)` / `#dbg_declare(…)` / `#dbg_assign`/`#dbg_label` records.
    pub debug_records: Vec<DebugRecord>,
    /// Span from `{` to `}` inclusive.
    pub span: Span,
    /// How many distinct named locals the body and its parameters use
    /// ([`LocalRef::Symbol`]s are below this).
    pub local_symbols: u32,
}

impl Body {
    pub fn block_insts(&self, b: &BasicBlock) -> &[Instruction] {
        self.insts
            .get(b.insts.start as usize..b.insts.end as usize)
            .unwrap_or(&[])
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BasicBlock {
    /// `None` for an unlabelled block: the entry block, or a block that
    /// starts right after a terminator without a label (LLVM 7 printed
    /// those as `; <label>:N:` comments).
    pub label: Option<Name>,
    /// Slot number for unlabelled blocks and numeric labels (`7:`),
    /// counted the way LLVM numbers unnamed values (unnamed parameters,
    /// then blocks and `%N` results in order); `None` for named blocks.
    pub number: Option<u32>,
    pub span: Span,
    /// Index range into [`Body::insts`].
    pub insts: std::ops::Range<u32>,
}

/// A debug record line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DebugRecord {
    pub span: Span,
    /// `dbg_value`, `dbg_declare`, … (without `#`).
    pub kind: Span,
    /// Index of the instruction it precedes in [`Body::insts`].
    pub before_inst: u32,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    pub span: Span,
    /// `%x = …`
    pub result: Option<Name>,
    pub opcode: Opcode,
    pub flags: InstFlags,
    pub fmf: FastMath,
    /// Set by the parser on a binary instruction it read whole from the text
    /// (`parse/fused.rs`) when it has no attachments and no `disjoint`, its operation is
    /// defined on its scalar type, and each local operand is the result of such a line
    /// above it in the same block, of the very same type node. Its uses are then defined,
    /// dominated and typed as written unless the function defines some name twice (which
    /// changes what names refer to): the validity checks skip it when none is.
    pub plain: bool,
    pub kind: InstKind,
    /// `, !dbg !7`, `, !llvm.loop !9`, …
    pub metadata: List<MdAttachment>,
}

/// `switch` case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SwitchCase {
    pub value: TypedValue,
    pub dest: Name,
}

/// `[ %v, %bb ]` in a phi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PhiIncoming {
    pub value: ValueId,
    pub block: Name,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClauseKind {
    Catch,
    Filter,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LandingPadClause {
    pub kind: ClauseKind,
    pub value: TypedValue,
}

/// `[ "deopt"(i32 1, ptr %p) ]`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandBundle {
    pub span: Span,
    pub tag: StrLit,
    pub args: List<TypedValue>,
}

/// A call-site argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arg {
    pub span: Span,
    pub ty: TypeId,
    pub attrs: List<Attribute>,
    pub value: ValueId,
}

/// Shared shape of `call`, `invoke` and `callbr`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallSite {
    pub tail: TailKind,
    pub cconv: CallingConv,
    pub ret_attrs: List<Attribute>,
    pub addrspace: Option<u32>,
    /// The type written before the callee: a return type (`void`), or a
    /// full function type (`i32 (i8*, ...)`) for varargs/indirect calls.
    pub ty: TypeId,
    /// `@f`, `%fp`, a constant expression, or [`ValueKind::InlineAsm`].
    pub callee: ValueId,
    pub args: List<Arg>,
    /// Inline fn attributes and `#N` refs.
    pub fn_attrs: List<Attribute>,
    pub bundles: List<OperandBundle>,
}

/// Opcode-specific operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    /// `ret void` (`None`) / `ret T v`
    Ret(Option<TypedValue>),
    /// `br label %d`
    Br {
        dest: Name,
    },
    /// `br i1 %c, label %t, label %f`
    CondBr {
        cond: TypedValue,
        then_dest: Name,
        else_dest: Name,
    },
    Switch {
        value: TypedValue,
        default: Name,
        cases: List<SwitchCase>,
    },
    IndirectBr {
        addr: TypedValue,
        dests: List<Name>,
    },
    Invoke {
        call: CallSite,
        normal: Name,
        unwind: Name,
    },
    CallBr {
        call: CallSite,
        default: Name,
        indirect: List<Name>,
    },
    Resume(TypedValue),
    Unreachable,
    CatchSwitch {
        parent: ValueId,
        handlers: List<Name>,
        /// `None` = `unwind to caller`.
        unwind: Option<Name>,
    },
    /// `catchpad within %cs [args]`
    CatchPad {
        parent: ValueId,
        args: List<TypedValue>,
    },
    /// `cleanuppad within %p [args]`
    CleanupPad {
        parent: ValueId,
        args: List<TypedValue>,
    },
    CatchRet {
        pad: ValueId,
        dest: Name,
    },
    CleanupRet {
        pad: ValueId,
        unwind: Option<Name>,
    },
    /// `fneg`
    Unary {
        operand: TypedValue,
    },
    /// `add nsw i32 %a, %b` (rhs has the lhs type)
    Binary {
        lhs: TypedValue,
        rhs: ValueId,
    },
    /// `sext i8 %x to i32`
    Cast {
        value: TypedValue,
        to: TypeId,
    },
    /// `icmp`/`fcmp` (rhs has the lhs type)
    Cmp {
        predicate: Predicate,
        lhs: TypedValue,
        rhs: ValueId,
    },
    Alloca {
        ty: TypeId,
        count: Option<TypedValue>,
        align: Option<u64>,
        addrspace: u32,
    },
    /// `load [volatile] T, ptr %p [, align N]` / `load atomic … syncscope(…) ordering, align N`
    Load {
        ty: TypeId,
        ptr: TypedValue,
        align: Option<u64>,
        atomic: Option<Atomic>,
    },
    Store {
        value: TypedValue,
        ptr: TypedValue,
        align: Option<u64>,
        atomic: Option<Atomic>,
    },
    Fence(Atomic),
    CmpXchg {
        ptr: TypedValue,
        cmp: TypedValue,
        new: TypedValue,
        scope: SyncScope,
        success: AtomicOrdering,
        failure: AtomicOrdering,
        align: Option<u64>,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: TypedValue,
        value: TypedValue,
        scope: SyncScope,
        ordering: AtomicOrdering,
        align: Option<u64>,
    },
    GetElementPtr {
        source_ty: TypeId,
        base: TypedValue,
        indices: List<TypedValue>,
    },
    Phi {
        ty: TypeId,
        incoming: List<PhiIncoming>,
    },
    Select {
        cond: TypedValue,
        then_value: TypedValue,
        else_value: TypedValue,
    },
    Call(CallSite),
    VaArg {
        list: TypedValue,
        ty: TypeId,
    },
    ExtractElement {
        vector: TypedValue,
        index: TypedValue,
    },
    InsertElement {
        vector: TypedValue,
        element: TypedValue,
        index: TypedValue,
    },
    ShuffleVector {
        a: TypedValue,
        b: TypedValue,
        mask: TypedValue,
    },
    ExtractValue {
        aggregate: TypedValue,
        indices: List<u32>,
    },
    InsertValue {
        aggregate: TypedValue,
        value: TypedValue,
        indices: List<u32>,
    },
    LandingPad {
        ty: TypeId,
        clauses: List<LandingPadClause>,
    },
    Freeze(TypedValue),
    /// The instruction could not be parsed (an error was reported).
    Error,
}

impl Instruction {
    /// The call site of `call`/`invoke`/`callbr`. Asked of every instruction by several
    /// visitors: the opcode (one byte) rules most out before the kind is looked at.
    #[inline]
    pub fn call_site(&self) -> Option<&CallSite> {
        if !matches!(self.opcode, Opcode::Call | Opcode::Invoke | Opcode::CallBr) {
            return None;
        }
        match &self.kind {
            InstKind::Call(c)
            | InstKind::Invoke { call: c, .. }
            | InstKind::CallBr { call: c, .. } => Some(c),
            _ => None,
        }
    }
    /// `volatile` load/store/cmpxchg/atomicrmw.
    pub fn is_volatile(&self) -> bool {
        self.flags.contains(InstFlags::VOLATILE)
    }
}

// ---------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------

/// What the splitter thinks an item is (from its first tokens).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ItemKind {
    SourceFilename,
    DataLayout,
    Triple,
    ModuleAsm,
    /// `%T = type …`
    TypeDef,
    /// `$c = comdat …`
    Comdat,
    /// `@g = …` (global, alias or ifunc)
    GlobalValue,
    Define,
    Declare,
    AttrGroup,
    /// `!name = !{…}`
    NamedMetadata,
    /// `!N = …`
    Metadata,
    UseListOrder,
    /// `^N = …` ThinLTO summary entry.
    Summary,
    /// Anything else (reported as an error by the parser).
    Unknown,
}

impl ItemKind {
    /// `define` or `declare`: checked as a function, not read as module context.
    pub fn is_function(self) -> bool {
        matches!(self, ItemKind::Define | ItemKind::Declare)
    }
}

/// One parsed top-level item.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Item {
    /// The whole item (`0..len`).
    pub span: Span,
    pub arena: Arena,
    pub data: ItemData,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ItemData {
    /// `source_filename = "…"`
    SourceFilename(StrLit),
    /// `target datalayout = "…"`
    DataLayout(StrLit),
    /// `target triple = "…"`
    Triple(StrLit),
    /// `module asm "…"`
    ModuleAsm(StrLit),
    TypeDef(TypeDef),
    Comdat(ComdatDef),
    Global(Global),
    Alias(Alias),
    /// Boxed: a function header is twice the size of any other item, and modules hold
    /// tens of thousands of small items.
    Function(Box<Function>),
    AttrGroup(AttrGroup),
    NamedMetadata(NamedMetadata),
    Metadata(MetadataDef),
    /// `uselistorder …` (not modelled).
    UseListOrder,
    /// `^N = …` ThinLTO summary entry (not modelled).
    Summary,
    /// Could not be parsed at all (errors were reported).
    Error,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_lit_round_trip() {
        for v in [0, 1, -1, i128::MAX, i128::MIN, 1 << 100, -(1 << 70)] {
            assert_eq!(IntLit::new(Some(v)).get(), Some(v));
        }
        assert_eq!(IntLit::new(None).get(), None);
        assert_eq!(std::mem::size_of::<Value>(), 40);
    }

    #[test]
    fn local_refs_pack_into_names() {
        for quoted in [false, true] {
            let name = Name::new(Span::new(3, 9), quoted);
            for local in [
                LocalRef::None,
                LocalRef::Number(0),
                LocalRef::Number(7),
                LocalRef::Number(LOCAL_REF_LIMIT - 1),
                LocalRef::Symbol(0),
                LocalRef::Symbol(41),
                LocalRef::Symbol(LOCAL_REF_LIMIT - 2),
            ] {
                let n = name.with_local(local);
                assert_eq!((n.local(), n.quoted(), n.span), (local, quoted, name.span));
                let symbol = match local {
                    LocalRef::Symbol(s) => s,
                    _ => u32::MAX,
                };
                assert_eq!(n.symbol_or_max(), symbol, "{local:?}");
            }
            // Too large to pack: not resolved.
            let n = name.with_local(LocalRef::Symbol(LOCAL_REF_LIMIT - 1));
            assert_eq!((n.local(), n.symbol_or_max()), (LocalRef::None, u32::MAX));
        }
    }

    #[test]
    fn unescape_names() {
        let src = r#""a\22b" "plain" k.k-1"#;
        let q = Name::new(Span::new(0, 7), true);
        assert_eq!(q.text(src), "a\"b");
        let p = Name::new(Span::new(8, 15), true);
        assert!(matches!(p.text(src), Cow::Borrowed("plain")));
        let b = Name::new(Span::new(16, 21), false);
        assert_eq!(b.text(src), "k.k-1");
        assert_eq!(unescape_bytes(r"\FF\\x"), vec![0xFF, b'\\', b'x']);
    }
}
