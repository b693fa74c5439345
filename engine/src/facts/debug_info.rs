//! Debug-info nodes, told from their text: the bulk of a module's metadata, parsed for their
//! syntax alone and then dropped from the context.

use super::*;

/// `!N = [distinct] !DIxxx(…)` and the other specialized metadata nodes, told from the
/// text alone (the bulk of debug info: module facts drop them after parsing).
pub fn is_debug_info_node(kind: ItemKind, text: &str) -> bool {
    if kind != ItemKind::Metadata {
        return false;
    }
    let Some(eq) = memchr::memchr(b'=', text.as_bytes()) else {
        return false;
    };
    let value = text[eq + 1..].trim_start();
    let value = match value.strip_prefix("distinct") {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_whitespace() || c == '!') => {
            rest.trim_start()
        }
        _ => value,
    };
    let value = value.as_bytes();
    value.len() >= 2 && value[0] == b'!' && value[1].is_ascii_alphabetic()
}

/// Whether a debug-info node's `text` is in the plain form that the item parser always
/// accepts without an error, told by one pass over its bytes:
/// `!N = [distinct] !DIName(key: value, …)` on one line, tokens apart by spaces, each
/// value `!N`, `null`, a string of ASCII bytes, or integers and words that start with a
/// capital (`DW_…`, `DIFlag…`, `FullDebug`) or are `true`/`false`, joined by `|`; keys and bare values as in
/// `!DIExpression(DW_OP_deref)`. Module facts parse debug-info nodes for their syntax
/// alone, so such a node need not be parsed. `false` means only "parse it" (anything
/// unusual is left to the parser); tests hold the parser to no error on every `true`.
#[cfg(test)]
pub fn plain_debug_info_node(text: &str) -> bool {
    plain_scan::<false>(text, &mut None)
}

/// [`plain_debug_info_node`], and in the same pass the node's entry of the scope index
/// ([`super::debug_scopes::scope_entry`]'s, which the caller asks for where this is `false`).
pub fn plain_debug_info_node_with_scope(
    text: &str,
    entry: &mut Option<(u32, super::debug_scopes::DiNode)>,
) -> bool {
    plain_scan::<true>(text, entry)
}

/// The pass of [`plain_debug_info_node`]; with `SCOPES`, it also notes the node's number,
/// kind and `scope:`/`inlinedAt:` node numbers in `entry`.
#[inline(always)]
fn plain_scan<const SCOPES: bool>(
    text: &str,
    entry: &mut Option<(u32, super::debug_scopes::DiNode)>,
) -> bool {
    use super::debug_scopes::{DiKind, DiNode};
    let b = text.as_bytes();
    let mut i = md_id_end(b, 0);
    if i == 0 {
        return false;
    }
    let id = if SCOPES { digits_value(&b[1..i]) } else { None };
    i = spaces(b, i);
    if at(b, i) != b'=' {
        return false;
    }
    i = spaces(b, i + 1);
    if b[i..].starts_with(b"distinct ") {
        i = spaces(b, i + 9);
    }
    // `!DIName(`
    if at(b, i) != b'!' || !at(b, i + 1).is_ascii_alphabetic() {
        return false;
    }
    let name_start = i + 1;
    i = word_end(b, i + 1);
    if at(b, i) != b'(' {
        return false;
    }
    let mut node = DiNode::of_kind(if SCOPES {
        DiKind::of_name(&b[name_start..i])
    } else {
        DiKind::Other
    });
    let fields = SCOPES && node.kind.has_scope_fields();
    if SCOPES {
        *entry = id.map(|id| (id, node));
    }
    i = spaces(b, i + 1);
    if at(b, i) == b')' {
        return spaces(b, i + 1) == b.len();
    }
    loop {
        // `key:` (not `f0x…:`, which lexes as a hex float).
        let e = word_end(b, i);
        let mut key: &[u8] = b"";
        if e > i && at(b, e) == b':' {
            if at(b, i) == b'f' && at(b, i + 1) == b'0' {
                return false;
            }
            if fields {
                key = &b[i..e];
            }
            i = spaces(b, e + 1);
        }
        match at(b, i) {
            b'!' => {
                let start = i;
                i = md_id_end(b, i);
                if i == 0 || !ends_token(b, i) {
                    return false;
                }
                if fields && (key == b"scope" || key == b"inlinedAt") {
                    let n = digits_value(&b[start + 1..i]).unwrap_or(DiNode::NOT_A_NODE);
                    node.set_field(key == b"scope", n);
                    if let Some((_, e)) = entry.as_mut() {
                        *e = node;
                    }
                }
            }
            b'"' => {
                let e = run_end(b, i + 1, DI_STRING);
                if at(b, e) != b'"' {
                    return false;
                }
                i = e + 1;
                if !ends_token(b, i) {
                    return false;
                }
            }
            _ if b[i..].starts_with(b"null") && ends_token(b, i + 4) => i += 4,
            _ => loop {
                // One integer or flag word, then `|` and another, or the value's end.
                let start = i;
                if at(b, i) == b'-' {
                    i += 1;
                }
                if at(b, i).is_ascii_digit() {
                    i = run_end(b, i, DI_DIGIT);
                } else if i == start {
                    i = word_end(b, i);
                    let w = &b[start..i];
                    // No type keyword starts with a capital: these never parse as a
                    // typed value.
                    if !(w == b"true"
                        || w == b"false"
                        || w.first().is_some_and(u8::is_ascii_uppercase))
                    {
                        return false;
                    }
                } else {
                    return false;
                }
                if !ends_token(b, i) {
                    return false;
                }
                i = spaces(b, i);
                if at(b, i) != b'|' {
                    break;
                }
                i = spaces(b, i + 1);
            },
        }
        i = spaces(b, i);
        match at(b, i) {
            b',' => i = spaces(b, i + 1),
            b')' => return spaces(b, i + 1) == b.len(),
            _ => return false,
        }
    }
}

/// The value of a run of at most 9 decimal digits (`md_id_end` bounds it).
#[inline(always)]
fn digits_value(d: &[u8]) -> Option<u32> {
    let mut n: u32 = 0;
    for &c in d {
        n = n.checked_mul(10)?.checked_add(u32::from(c - b'0'))?;
    }
    Some(n)
}

/// Helpers of [`plain_debug_info_node`] (functions, not closures: they are inlined).
#[inline(always)]
fn at(b: &[u8], i: usize) -> u8 {
    b.get(i).copied().unwrap_or(0)
}

/// The end of the run at `i` of bytes in `class` (slice scans: no bounds checks).
#[inline(always)]
fn run_end(b: &[u8], i: usize, class: u8) -> usize {
    let rest = b.get(i..).unwrap_or_default();
    i + rest
        .iter()
        .position(|&c| DI_CLASS[c as usize] & class == 0)
        .unwrap_or(rest.len())
}

#[inline(always)]
fn spaces(b: &[u8], i: usize) -> usize {
    // Mostly one space.
    match at(b, i) {
        b' ' if at(b, i + 1) != b' ' => i + 1,
        b' ' => run_end(b, i, DI_SPACE),
        _ => i,
    }
}

/// The end of `[A-Za-z_][A-Za-z0-9_]*` at `i` (`i` if none).
#[inline(always)]
fn word_end(b: &[u8], i: usize) -> usize {
    if at(b, i).is_ascii_alphabetic() || at(b, i) == b'_' {
        run_end(b, i + 1, DI_WORD)
    } else {
        i
    }
}

/// The end of `!N` at `i` with N a `u32` (at most 9 digits), or 0.
#[inline(always)]
fn md_id_end(b: &[u8], i: usize) -> usize {
    if at(b, i) != b'!' {
        return 0;
    }
    let e = run_end(b, i + 1, DI_DIGIT);
    if e == i + 1 || e - i - 1 > 9 {
        return 0;
    }
    e
}

/// A token ends where the lexer ends it too.
#[inline(always)]
fn ends_token(b: &[u8], i: usize) -> bool {
    matches!(at(b, i), b' ' | b',' | b')' | b'|')
}

/// Byte classes of [`plain_debug_info_node`].
const DI_SPACE: u8 = 1;
const DI_WORD: u8 = 2;
const DI_DIGIT: u8 = 4;
/// Inside a plain string: ASCII other than `"`, newline and NUL.
const DI_STRING: u8 = 8;
static DI_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 1;
    while c < 0x80 {
        if c != b'"' as usize && c != b'\n' as usize {
            t[c] |= DI_STRING;
        }
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' {
            t[c] |= DI_WORD;
        }
        if b.is_ascii_digit() {
            t[c] |= DI_DIGIT;
        }
        c += 1;
    }
    t[b' ' as usize] |= DI_SPACE;
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_info_nodes_are_told_from_their_text() {
        let node = |text| is_debug_info_node(ItemKind::Metadata, text);
        assert!(node("!5 = !DILocation(line: 1, scope: !4)"));
        assert!(node("!5 = distinct !DISubprogram(name: \"f\")"));
        assert!(node("!5 =distinct!DICompileUnit(language: DW_LANG_C99)"));
        assert!(node("!5 = !GenericDINode(tag: DW_TAG_entry_point)"));
        assert!(!node("!5 = !{!6, !7}"));
        assert!(!node("!5 = distinct !{!5, !9}"));
        assert!(!node("!5 = !{!\"kernel\", i32 1}"));
        assert!(!node("!5 = distinctive !DILocation(line: 1)"));
        assert!(!node("!5"));
        assert!(!is_debug_info_node(
            ItemKind::NamedMetadata,
            "!llvm.dbg.cu = !{!1}"
        ));
    }

    /// A plain node must parse without an error (the converse need not hold).
    fn assert_plain_parses(text: &str) {
        if plain_debug_info_node(text) {
            let (_, errors) = ir::parse_item(text, ItemKind::Metadata);
            assert!(errors.is_empty(), "{text:?} is plain but {errors:?}");
        }
    }

    #[test]
    fn plain_debug_info_nodes_parse_without_errors() {
        let plain = [
            "!21 = !DILocation(line: 1, column: 7, scope: !20)",
            "!20 = distinct !DISubprogram(name: \"fn_0\", scope: !2, file: !2, line: 1, type: !3, scopeLine: 1, flags: DIFlagPrototyped | DIFlagArtificial, isLocal: false, isDefinition: true, isOptimized: true, unit: !1)",
            "!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: \"x y\", emissionKind: FullDebug)",
            "!2 = !DIFile(filename: \"bench.cu\", directory: \"/tmp\")",
            "!5 = !DIExpression()",
            "!5 = !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref)",
            "!5 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed, flags: DIFlagZero)",
            "!5 = !DISubrange(count: -1, lowerBound: 0)",
            "!5 = !DILocalVariable(name: \"x\", arg: 1, scope: !4, file: null, line: 3, type: !9)",
            "!5 =  distinct  !DILexicalBlock( scope: !4 , line: 2 )  ",
        ];
        for text in plain {
            assert!(plain_debug_info_node(text), "{text:?}");
            assert_plain_parses(text);
        }
        let left_to_the_parser = [
            "!5 = !DISubroutineType(types: !{null})",
            "!5 = !DIBasicType(name: \"int\", size: 0x20)",
            "!5 = !DILocation(line: 1, scope: !4) ; comment",
            "!5 = !DILocation(line: 1,\n scope: !4)",
            "!5 = !DILocation(line: 1 2, scope: !4)",
            "!5 = !DILocation(line: i32, scope: !4)",
            "!5 = !DILocation(line: 1, scope: !4294967296)",
            "!5 = !DIFile(filename: \"caf\u{e9}\")",
            "!5 = !DIFile(filename: !\"a\")",
            "!5 = !DILocation(f0x1: 1)",
            "!5 = !DILocation(line: 1, scope: !4",
            "!5 = !DILocation(line: 1, scope: !4) x",
            "!5 = !DILocation(line: 1., scope: !4)",
            "!5 = !DILocation(line: null | 1)",
            "!5 = !DILocation(line: float)",
        ];
        for text in left_to_the_parser {
            assert!(!plain_debug_info_node(text), "{text:?}");
        }
    }

    #[test]
    fn no_edit_of_a_plain_node_makes_plain_text_that_fails_to_parse() {
        // Every one-byte deletion, and every replacement or insertion of a byte that
        // matters to the lexer, of nodes in the plain form.
        let nodes = [
            "!20 = distinct !DISubprogram(name: \"f\", line: 1, flags: DIFlagA | DIFlagB, isLocal: false, unit: !1)",
            "!21 = !DILocation(line: -1, column: 7, scope: !20, file: null)",
            "!5 = !DIExpression(DW_OP_LLVM_fragment, 0, 32)",
        ];
        let bytes = b" !\"(),:|-_.0159aefixDW\\;\n\t{}#%@$";
        for node in nodes {
            let b = node.as_bytes();
            for i in 0..=b.len() {
                let mut edits = Vec::new();
                if i < b.len() {
                    edits.push([&b[..i], &b[i + 1..]].concat());
                }
                for &c in bytes {
                    edits.push([&b[..i], &[c], &b[i..]].concat());
                    if i < b.len() {
                        edits.push([&b[..i], &[c], &b[i + 1..]].concat());
                    }
                }
                for edit in edits {
                    if let Ok(text) = std::str::from_utf8(&edit) {
                        assert_plain_parses(text);
                    }
                }
            }
        }
    }
}

/// Calls `undefined(start, end, id)` for each `!id` reference in a debug-info node's `text`
/// (after its own `!N =`, outside strings) whose number `defined` does not know; `start..end`
/// is the number, past its `!`, where LLVM's parser points.
pub fn undefined_refs(
    text: &str,
    defined: &impl Fn(u32) -> bool,
    mut undefined: impl FnMut(u32, u32, u32),
) {
    let b = text.as_bytes();
    let Some(eq) = memchr::memchr(b'=', b) else {
        return;
    };
    let mut i = eq + 1;
    let mut in_string = false;
    // From one `!` or `"` to the next (a node is mostly field names and small numbers).
    while let Some(at) = memchr::memchr2(b'!', b'"', &b[i..]) {
        i += at;
        if b[i] == b'"' {
            in_string = !in_string;
            i += 1;
            continue;
        }
        let start = i + 1;
        let mut end = start;
        while b.get(end).is_some_and(u8::is_ascii_digit) {
            end += 1;
        }
        if !in_string && end > start {
            if let Ok(id) = text[start..end].parse::<u32>() {
                if !defined(id) {
                    undefined(start as u32, end as u32, id);
                }
            }
        }
        i = end;
    }
}

#[cfg(test)]
mod undefined_ref_tests {
    use super::undefined_refs;

    fn found(text: &str, defined: &[u32]) -> Vec<(u32, u32, u32)> {
        let mut out = Vec::new();
        undefined_refs(text, &|id| defined.contains(&id), |s, e, id| {
            out.push((s, e, id))
        });
        out
    }

    #[test]
    fn numbers_in_strings_and_the_node_s_own_are_not_references() {
        let text = r#"!7 = !DILocation(line: 2, scope: !99, inlinedAt: !8)"#;
        assert_eq!(found(text, &[8]), vec![(34, 36, 99)]);
        let text = r#"!0 = distinct !DICompileUnit(producer: "clang !12", file: !1)"#;
        assert_eq!(found(text, &[]), vec![(59, 60, 1)]);
        assert_eq!(found(text, &[1]), vec![]);
        assert_eq!(
            found(r#"!5 = !DISubroutineType(types: !{null, !6})"#, &[6]),
            vec![]
        );
    }
}
