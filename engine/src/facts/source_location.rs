//! The user's source position of an IR line, read from the text of its debug-info nodes:
//! the line's `!dbg !N` → `!DILocation` (its `inlinedAt` chain followed to the outermost
//! frame) → its scope, up the scope chain to one with a `file:` → `!DIFile`.
//!
//! Only the lines with findings are resolved, each through a handful of node texts the
//! caller looks up by id, so a module with debug info costs nothing more to check.

/// A position in the user's program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugLocation {
    /// `directory/filename` when the filename is relative, else the filename.
    pub file: String,
    pub line: u32,
    /// 0 when the location has none.
    pub column: u32,
}

/// Longest `inlinedAt` or scope chain followed: debug info is acyclic, but the text is
/// the user's, and a cycle must not loop.
const MAX_CHAIN: usize = 64;

/// The `N` of an instruction line's `!dbg !N` attachment (attachments end the line, so the
/// last one counts; a `!dbg` inside a string before them does not).
pub fn dbg_attachment(line: &str) -> Option<u32> {
    let code = line.rfind(';').map_or(line, |at| {
        // A `;` inside a string is not a comment: keep it when quotes are open.
        if line[..at].bytes().filter(|&b| b == b'"').count() % 2 == 0 {
            &line[..at]
        } else {
            line
        }
    });
    let at = code.rfind("!dbg !")?;
    metadata_id(&code[at + 5..])
}

/// The source position of `!DILocation` node `dbg`, `node(id)` giving a node's text
/// (`!N = …`). `None` when `dbg` is not a location or the chain to a file breaks.
pub fn source_of<'t>(dbg: u32, node: impl Fn(u32) -> Option<&'t str>) -> Option<DebugLocation> {
    let mut location = node(dbg)?;
    let mut hops = 0;
    while let Some(outer) = field(location, "inlinedAt").and_then(metadata_id) {
        hops += 1;
        if hops > MAX_CHAIN {
            return None;
        }
        location = node(outer)?;
    }
    if !location.contains("!DILocation(") {
        return None;
    }
    let line = field(location, "line")?.parse().ok()?;
    let column = field(location, "column").map_or(Some(0), |c| c.parse().ok())?;
    let mut scope = node(field(location, "scope").and_then(metadata_id)?)?;
    let mut file = None;
    for _ in 0..MAX_CHAIN {
        if let Some(f) = field(scope, "file").and_then(metadata_id) {
            file = Some(node(f)?);
            break;
        }
        scope = node(field(scope, "scope").and_then(metadata_id)?)?;
    }
    let file = file?;
    let filename = field(file, "filename").and_then(string_value)?;
    let directory = field(file, "directory")
        .and_then(string_value)
        .unwrap_or_default();
    let file = if directory.is_empty() || filename.starts_with('/') {
        filename
    } else {
        format!("{}/{filename}", directory.trim_end_matches('/'))
    };
    Some(DebugLocation { file, line, column })
}

/// `N` of `!N` at the start of `text`.
fn metadata_id(text: &str) -> Option<u32> {
    let digits = text.strip_prefix('!')?;
    let end = digits
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(digits.len());
    digits[..end].parse().ok()
}

/// The value text of `key: value` among a specialized node's fields (`(` or `,` before the
/// key, so `line` does not find `scopeLine`): a quoted string with its quotes, or the text
/// up to the next `,` or `)`.
fn field<'t>(node: &'t str, key: &str) -> Option<&'t str> {
    let mut from = 0;
    while let Some(at) = node[from..].find(key).map(|at| from + at) {
        from = at + key.len();
        let before = node[..at].trim_end();
        let after = node[from..].trim_start();
        if !(before.ends_with('(') || before.ends_with(',')) {
            continue;
        }
        let Some(value) = after.strip_prefix(':') else {
            continue;
        };
        let value = value.trim_start();
        if let Some(string) = value.strip_prefix('"') {
            let close = string.find('"')? + 1;
            return Some(&value[..=close]);
        }
        let end = value.find([',', ')']).unwrap_or(value.len());
        return Some(value[..end].trim_end());
    }
    None
}

/// A quoted string's text, its `\XX` hex escapes and `\\` undone.
fn string_value(quoted: &str) -> Option<String> {
    let raw = quoted.strip_prefix('"')?.strip_suffix('"')?.as_bytes();
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        match (raw[i], raw.get(i + 1), raw.get(i + 2)) {
            (b'\\', Some(b'\\'), _) => {
                out.push(b'\\');
                i += 2;
            }
            (b'\\', Some(&h), Some(&l)) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(h) * 16 + hex(l));
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    Some(String::from_utf8_lossy(&out).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes(text: &'static str) -> impl Fn(u32) -> Option<&'static str> {
        move |id| {
            text.lines()
                .find(|l| metadata_id(l) == Some(id) && l[1..].contains(" = "))
        }
    }

    const TRITON: &str = r#"!3 = !DIFile(filename: "kernel.py", directory: "/home/u/proj/")
!4 = distinct !DISubprogram(name: "add_kernel", linkageName: "add_kernel", scope: !3, file: !3, line: 30, scopeLine: 30, unit: !2)
!5 = !DILexicalBlockFile(scope: !4, file: !6, discriminator: 0)
!6 = !DIFile(filename: "/lib/triton/language/standard.py", directory: "")
!7 = !DILocation(line: 41, column: 22, scope: !4)
!8 = !DILocation(line: 290, column: 11, scope: !5, inlinedAt: !7)
!9 = distinct !DISubprogram(name: "helper", scope: !3, file: !3, line: 3, unit: !2)
!10 = !DILexicalBlock(scope: !9, line: 5, column: 1)
!11 = !DILocation(line: 6, scope: !10)
!12 = !DILocation(line: 6, column: 2, scope: !99)
!13 = !DILocation(line: 7, column: 2, scope: !4, inlinedAt: !13)
!14 = !DIFile(filename: "caf\C3\A9 \22q\22.py", directory: "/d")
!15 = distinct !DISubprogram(name: "e", scope: !14, file: !14, line: 1, unit: !2)
!16 = !DILocation(line: 2, column: 1, scope: !15)"#;

    #[test]
    fn an_inlined_location_reports_its_outermost_frame() {
        let at = source_of(8, nodes(TRITON)).unwrap();
        assert_eq!(
            at,
            DebugLocation {
                file: "/home/u/proj/kernel.py".into(),
                line: 41,
                column: 22
            }
        );
        assert_eq!(source_of(7, nodes(TRITON)), Some(at));
    }

    #[test]
    fn the_scope_chain_is_followed_to_a_file() {
        let at = source_of(11, nodes(TRITON)).unwrap();
        assert_eq!(
            (at.file.as_str(), at.line, at.column),
            ("/home/u/proj/kernel.py", 6, 0)
        );
        let at = source_of(16, nodes(TRITON)).unwrap();
        assert_eq!(at.file, "/d/caf\u{e9} \"q\".py");
    }

    #[test]
    fn broken_or_cyclic_chains_give_nothing() {
        assert_eq!(source_of(12, nodes(TRITON)), None, "scope !99 is missing");
        assert_eq!(source_of(13, nodes(TRITON)), None, "inlinedAt cycle");
        assert_eq!(source_of(4, nodes(TRITON)), None, "not a location");
        assert_eq!(source_of(1000, nodes(TRITON)), None);
    }

    #[test]
    fn the_attachment_is_the_lines_last_dbg() {
        assert_eq!(
            dbg_attachment("  %5 = fadd float %3, %4, !dbg !17"),
            Some(17)
        );
        assert_eq!(
            dbg_attachment("  call void asm \"!dbg !3\", \"\"(), !noalias !4, !dbg !18 ; c"),
            Some(18)
        );
        assert_eq!(dbg_attachment("  ret void ; !dbg !5"), None);
        assert_eq!(dbg_attachment("  ret void"), None);
        assert_eq!(
            dbg_attachment("  call void asm \"x; y\", \"\"(), !dbg !9"),
            Some(9)
        );
    }
}
