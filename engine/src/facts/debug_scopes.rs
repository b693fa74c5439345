//! An index of the module's debug-info scopes: per node number, the node's kind and, for a
//! `DILocation` or a lexical block, the numbers of its `scope:` and `inlinedAt:` fields.
//! Module facts drop debug-info nodes' text after parsing them for syntax, so the IR-validity
//! check of a function's `!dbg` locations (`checks::valid::location`) reads their scopes here.
//! Made in the same pass over the debug-info nodes as their syntax check, from a scan of the
//! node's head and (for the three kinds with scopes) its fields: a module without debug info
//! has no such node and an empty index.

/// What a debug-info node is, as far as a location's scope chain cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum DiKind {
    Location,
    Subprogram,
    LexicalBlock,
    LexicalBlockFile,
    /// Any other specialized node (`DIFile`, `DICompileUnit`, `DIExpression`, …).
    Other,
}

impl DiKind {
    /// The kind named `DIName` (the word after `!`).
    pub(super) fn of_name(name: &[u8]) -> DiKind {
        match name {
            b"DILocation" => DiKind::Location,
            b"DISubprogram" => DiKind::Subprogram,
            b"DILexicalBlock" => DiKind::LexicalBlock,
            b"DILexicalBlockFile" => DiKind::LexicalBlockFile,
            _ => DiKind::Other,
        }
    }

    /// A `DILocalScope` (what a `DILocation`'s scope must be).
    pub fn is_local_scope(self) -> bool {
        matches!(
            self,
            DiKind::Subprogram | DiKind::LexicalBlock | DiKind::LexicalBlockFile
        )
    }

    /// Does the scan read this kind's fields?
    pub(super) fn has_scope_fields(self) -> bool {
        matches!(
            self,
            DiKind::Location | DiKind::LexicalBlock | DiKind::LexicalBlockFile
        )
    }
}

/// No node (`null`, an absent field, or a value that is not `!N`).
const NONE: u32 = u32::MAX;

/// One debug-info node: its kind and, where it has them, its scope and inlined-at nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiNode {
    pub kind: DiKind,
    scope: u32,
    inlined_at: u32,
}

impl DiNode {
    /// A node of `kind` with neither field.
    pub(super) fn of_kind(kind: DiKind) -> DiNode {
        DiNode {
            kind,
            scope: NONE,
            inlined_at: NONE,
        }
    }

    /// Sets `scope:` (else `inlinedAt:`) to node number `n`.
    pub(super) fn set_field(&mut self, scope: bool, n: u32) {
        let n = n.min(Self::NOT_A_NODE);
        if scope {
            self.scope = n;
        } else {
            self.inlined_at = n;
        }
    }

    /// A `DILocation` written in place (`!dbg !DILocation(line: 3, scope: !5)`), from its
    /// fields: `scope` as [`DiNode::scope`], `inlined_at` as [`DiNode::inlined_at`] (a value
    /// that is not a node number as [`DiNode::NOT_A_NODE`]).
    pub fn inline_location(scope: Option<u32>, inlined_at: Option<u32>) -> DiNode {
        let mut node = DiNode::of_kind(DiKind::Location);
        if let Some(n) = scope {
            node.set_field(true, n);
        }
        if let Some(n) = inlined_at {
            node.set_field(false, n);
        }
        node
    }

    /// The node its `scope:` names (`None` for `null`, absent, or a value not `!N`).
    pub fn scope(&self) -> Option<u32> {
        (self.scope != NONE).then_some(self.scope)
    }

    /// The node its `inlinedAt:` names.
    pub fn inlined_at(&self) -> Option<u32> {
        (self.inlined_at != NONE).then_some(self.inlined_at)
    }

    /// A field's value that is not a node number (`inlinedAt: i32 1`) is recorded as
    /// this: a node number no module uses, so that the check sees "not a location".
    pub const NOT_A_NODE: u32 = NONE - 1;
}

/// The index by node number: a table with a slot per number where the numbers are dense (as
/// LLVM writes them: a lookup is one load, made for every distinct location of every
/// function), else the entries sorted by number (hand-written numbers far apart).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct DebugScopes {
    dense: Vec<Option<DiNode>>,
    sparse: Vec<(u32, DiNode)>,
    len: usize,
}

impl DebugScopes {
    /// From the entries in file order; of two entries with one number, the first is kept
    /// (LLVM's parser refuses the second).
    pub fn from_entries(mut entries: Vec<(u32, DiNode)>) -> DebugScopes {
        let Some(max) = entries.iter().map(|&(id, _)| id as usize).max() else {
            return DebugScopes::default();
        };
        if max <= entries.len() * 4 + 4096 {
            let mut dense = vec![None; max + 1];
            let mut len = 0;
            for (id, node) in entries {
                let slot = &mut dense[id as usize];
                if slot.is_none() {
                    *slot = Some(node);
                    len += 1;
                }
            }
            return DebugScopes {
                dense,
                sparse: Vec::new(),
                len,
            };
        }
        entries.sort_by_key(|&(id, _)| id);
        entries.dedup_by_key(|&mut (id, _)| id);
        DebugScopes {
            dense: Vec::new(),
            len: entries.len(),
            sparse: entries,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// The debug-info node `!id`, if the module defines one.
    #[inline]
    pub fn get(&self, id: u32) -> Option<DiNode> {
        if !self.dense.is_empty() {
            return self.dense.get(id as usize).copied().flatten();
        }
        let at = self.sparse.binary_search_by_key(&id, |&(i, _)| i).ok()?;
        Some(self.sparse[at].1)
    }
}

/// The index entry of one debug-info node's text (`!N = [distinct] !DIName(…)`), or `None`
/// when its head cannot be read so (the syntax check speaks of it). Made for every
/// debug-info node of a module (a clang `-g` module has hundreds of thousands): the head is
/// read byte by byte, and only the three kinds with scopes look further, at their `!`s.
pub fn scope_entry(text: &str) -> Option<(u32, DiNode)> {
    let b = text.as_bytes();
    if b.first() != Some(&b'!') {
        return None;
    }
    let (id, digits_end) = number_at(b, 1)?;
    let mut i = skip_space(b, digits_end);
    if b.get(i) != Some(&b'=') {
        return None;
    }
    i = skip_space(b, i + 1);
    if b[i..].starts_with(b"distinct") {
        i = skip_space(b, i + "distinct".len());
    }
    let rest = b.get(i..)?;
    let (kind, name_len) = if rest.starts_with(b"!DILocation(") {
        (DiKind::Location, "!DILocation".len())
    } else if rest.starts_with(b"!DISubprogram(") {
        (DiKind::Subprogram, "!DISubprogram".len())
    } else if rest.starts_with(b"!DILexicalBlock(") {
        (DiKind::LexicalBlock, "!DILexicalBlock".len())
    } else if rest.starts_with(b"!DILexicalBlockFile(") {
        (DiKind::LexicalBlockFile, "!DILexicalBlockFile".len())
    } else if rest.first() == Some(&b'!') {
        (DiKind::Other, 0)
    } else {
        return None;
    };
    let mut node = DiNode {
        kind,
        scope: NONE,
        inlined_at: NONE,
    };
    if kind.has_scope_fields() {
        read_fields(b, i + name_len, &mut node);
    }
    Some((id, node))
}

/// Reads `scope:` and `inlinedAt:` among the fields from `i`: the three kinds read have no
/// string fields, so each `!` there starts a node number, and the key before its `:` says
/// which field it is.
fn read_fields(b: &[u8], i: usize, node: &mut DiNode) {
    for at in memchr::memchr_iter(b'!', &b[i..]) {
        let at = i + at;
        let mut k = at;
        while k > i && b[k - 1] == b' ' {
            k -= 1;
        }
        if k == i || b[k - 1] != b':' {
            continue;
        }
        k -= 1;
        while k > i && b[k - 1] == b' ' {
            k -= 1;
        }
        let key = &b[i..k];
        let slot = if key.ends_with(b"scope") {
            &mut node.scope
        } else if key.ends_with(b"inlinedAt") {
            &mut node.inlined_at
        } else {
            continue;
        };
        *slot = node_number(b, at);
    }
}

/// The node number of a field's value at `i`: `!N` → N, `null` → none, anything else →
/// [`DiNode::NOT_A_NODE`].
fn node_number(b: &[u8], i: usize) -> u32 {
    if b[i..].starts_with(b"null") {
        return NONE;
    }
    if b.get(i) != Some(&b'!') {
        return DiNode::NOT_A_NODE;
    }
    number_at(b, i + 1)
        .map(|(n, _)| n)
        .filter(|&n| n < DiNode::NOT_A_NODE)
        .unwrap_or(DiNode::NOT_A_NODE)
}

/// The decimal `u32` at `i` and where its digits end (`None`: no digits, or too large).
fn number_at(b: &[u8], mut i: usize) -> Option<(u32, usize)> {
    let start = i;
    let mut n: u32 = 0;
    while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
        n = n.checked_mul(10)?.checked_add(u32::from(c - b'0'))?;
        i += 1;
    }
    (i > start).then_some((n, i))
}

fn skip_space(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_and_blocks_give_their_scopes() {
        let (id, n) =
            scope_entry("!12 = !DILocation(line: 4, column: 2, scope: !5, inlinedAt: !10)")
                .unwrap();
        assert_eq!(
            (id, n.kind, n.scope(), n.inlined_at()),
            (12, DiKind::Location, Some(5), Some(10))
        );
        let (_, n) =
            scope_entry("!13 = distinct !DILexicalBlock(scope: !7, file: !1, line: 4)").unwrap();
        assert_eq!((n.kind, n.scope()), (DiKind::LexicalBlock, Some(7)));
        let (_, n) =
            scope_entry("!14 = !DILexicalBlockFile(scope: !13, file: !1, discriminator: 1)")
                .unwrap();
        assert_eq!((n.kind, n.scope()), (DiKind::LexicalBlockFile, Some(13)));
        let (_, n) =
            scope_entry("!2 = distinct !DISubprogram(name: \"scope: !9\", scope: !1)").unwrap();
        assert_eq!((n.kind, n.scope()), (DiKind::Subprogram, None));
        let (_, n) = scope_entry("!3 = !DIFile(filename: \"a.c\", directory: \"/\")").unwrap();
        assert_eq!(n.kind, DiKind::Other);
        let (_, n) = scope_entry("!4 = !DILocation(line: 1, scope: null)").unwrap();
        assert_eq!(n.scope(), None);
        let (_, n) = scope_entry("!4 = !DILocation(line: 1, scope:!5 , inlinedAt :  !6)").unwrap();
        assert_eq!((n.scope(), n.inlined_at()), (Some(5), Some(6)));
        let (_, n) = scope_entry("!4 = !DILocation(scope: !99999999999)").unwrap();
        assert_eq!(n.scope(), Some(DiNode::NOT_A_NODE));
        assert!(scope_entry("!x = !DIFile()").is_none());
    }

    #[test]
    fn the_plain_pass_gives_the_same_entries() {
        for t in [
            "!12 = !DILocation(line: 4, column: 2, scope: !5, inlinedAt: !10)",
            "!13 = distinct !DILexicalBlock(scope: !7, file: !1, line: 4)",
            "!14 = !DILexicalBlockFile(scope: !13, file: !1, discriminator: 1)",
            "!2 = distinct !DISubprogram(name: \"f\", scope: !1, unit: !0)",
            "!3 = !DIFile(filename: \"a.c\", directory: \"/\")",
            "!4 = !DILocation(line: 1, scope: null)",
        ] {
            let mut entry = None;
            assert!(super::super::debug_info::plain_debug_info_node_with_scope(
                t, &mut entry
            ));
            assert_eq!(entry, scope_entry(t), "{t}");
        }
    }

    #[test]
    fn the_index_finds_by_number_and_keeps_the_first_of_a_number() {
        let entries = [
            "!9 = !DIFile()",
            "!2 = !DILocation(scope: !9)",
            "!9 = !DISubprogram()",
        ]
        .iter()
        .filter_map(|t| scope_entry(t))
        .collect();
        let index = DebugScopes::from_entries(entries);
        assert_eq!(index.len(), 2);
        let far = DebugScopes::from_entries(vec![
            (9_000_000, index.get(9).unwrap()),
            (3, index.get(2).unwrap()),
        ]);
        assert_eq!(far.len(), 2);
        assert_eq!(far.get(9_000_000).unwrap().kind, DiKind::Other);
        assert_eq!(far.get(3).unwrap().scope(), Some(9));
        assert!(far.get(4).is_none());
        assert_eq!(index.get(9).unwrap().kind, DiKind::Other);
        assert_eq!(index.get(2).unwrap().scope(), Some(9));
        assert!(index.get(3).is_none());
    }
}
