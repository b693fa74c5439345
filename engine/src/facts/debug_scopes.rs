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
    /// A `DILocalScope` (what a `DILocation`'s scope must be).
    pub fn is_local_scope(self) -> bool {
        matches!(
            self,
            DiKind::Subprogram | DiKind::LexicalBlock | DiKind::LexicalBlockFile
        )
    }

    fn of_name(name: &[u8]) -> DiKind {
        match name {
            b"DILocation" => DiKind::Location,
            b"DISubprogram" => DiKind::Subprogram,
            b"DILexicalBlock" => DiKind::LexicalBlock,
            b"DILexicalBlockFile" => DiKind::LexicalBlockFile,
            _ => DiKind::Other,
        }
    }

    /// Does the scan read this kind's fields?
    fn has_scope_fields(self) -> bool {
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

/// The index: node numbers in ascending order beside their nodes (searched by number).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct DebugScopes {
    ids: Vec<u32>,
    nodes: Vec<DiNode>,
}

impl DebugScopes {
    /// From the entries in any order; of two entries with one number, the first is kept
    /// (LLVM's parser refuses the second).
    pub fn from_entries(mut entries: Vec<(u32, DiNode)>) -> DebugScopes {
        entries.sort_by_key(|&(id, _)| id);
        entries.dedup_by_key(|&mut (id, _)| id);
        let (ids, nodes) = entries.into_iter().unzip();
        DebugScopes { ids, nodes }
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// The debug-info node `!id`, if the module defines one.
    pub fn get(&self, id: u32) -> Option<DiNode> {
        let at = self.ids.binary_search(&id).ok()?;
        Some(self.nodes[at])
    }
}

/// The index entry of one debug-info node's text (`!N = [distinct] !DIName(…)`), or `None`
/// when its head cannot be read so (the syntax check speaks of it).
pub fn scope_entry(text: &str) -> Option<(u32, DiNode)> {
    let b = text.as_bytes();
    let digits_end = 1 + b
        .get(1..)?
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    if b.first() != Some(&b'!') || digits_end == 1 {
        return None;
    }
    let id: u32 = text[1..digits_end].parse().ok()?;
    let mut i = skip_space(b, digits_end);
    if b.get(i) != Some(&b'=') {
        return None;
    }
    i = skip_space(b, i + 1);
    if b[i..].starts_with(b"distinct") {
        i = skip_space(b, i + "distinct".len());
    }
    if b.get(i) != Some(&b'!') {
        return None;
    }
    let name_start = i + 1;
    let name_end = name_start
        + b[name_start..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
            .count();
    let kind = DiKind::of_name(&b[name_start..name_end]);
    let mut node = DiNode {
        kind,
        scope: NONE,
        inlined_at: NONE,
    };
    if kind.has_scope_fields() && b.get(name_end) == Some(&b'(') {
        read_fields(b, name_end + 1, &mut node);
    }
    Some((id, node))
}

/// Reads `scope:` and `inlinedAt:` among the `key: value` fields from `i` (after `(`).
fn read_fields(b: &[u8], mut i: usize, node: &mut DiNode) {
    loop {
        i = skip_space(b, i);
        let key_start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
            i += 1;
        }
        let key = &b[key_start..i];
        i = skip_space(b, i);
        if b.get(i) == Some(&b':') {
            i = skip_space(b, i + 1);
            let slot = match key {
                b"scope" => Some(&mut node.scope),
                b"inlinedAt" => Some(&mut node.inlined_at),
                _ => None,
            };
            if let Some(slot) = slot {
                *slot = node_number(b, i);
            }
        }
        // On to the next field: past the value (strings skipped whole) to `,` or `)`.
        let mut in_string = false;
        while i < b.len() {
            match b[i] {
                b'"' => in_string = !in_string,
                b'\\' if in_string => i += 1,
                b',' if !in_string => break,
                b')' if !in_string => return,
                _ => {}
            }
            i += 1;
        }
        if i >= b.len() {
            return;
        }
        i += 1;
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
    let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
    std::str::from_utf8(&b[i + 1..i + 1 + digits])
        .ok()
        .and_then(|d| d.parse::<u32>().ok())
        .filter(|&n| n < DiNode::NOT_A_NODE)
        .unwrap_or(DiNode::NOT_A_NODE)
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
        let (_, n) = scope_entry("!4 = !DILocation(line: 1, scope: !5, inlinedAt: i32 1)").unwrap();
        assert_eq!(n.inlined_at(), Some(DiNode::NOT_A_NODE));
        assert!(scope_entry("!x = !DIFile()").is_none());
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
        assert_eq!(index.get(9).unwrap().kind, DiKind::Other);
        assert_eq!(index.get(2).unwrap().scope(), Some(9));
        assert!(index.get(3).is_none());
    }
}
