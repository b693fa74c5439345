//! Hostile inputs for the engine: whatever upstream produced, the verifier gives
//! diagnostics inside the file, never a panic, unbounded recursion or time, and the
//! same answer on a second run. The limits are in `docs/limits.md`.
//!
//! Also the structure-aware generator: valid-looking IR in both dialects, mutated at
//! the token and line level, run a few thousand times (`NVVERIFY_GEN_CASES` and
//! `NVVERIFY_GEN_SEED` widen or move the run).
//!
//! Every regression input found by fuzzing lives in `corpus/hostile/` and is checked by
//! [`hostile_corpus_files`].

use std::path::{Path, PathBuf};

use engine::diag::Severity;
use engine::ir::parse::{MAX_DEPTH, MAX_INT_WIDTH};
use engine::report::FileReport;
use engine::{Options, Workspace};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn workspace() -> Workspace {
    Workspace::new(Options::default()).expect("compiled rules load")
}

/// Checks `text` as one file; asserts that every position is inside it.
fn check(text: &str) -> FileReport {
    let mut ws = workspace();
    ws.set_file("hostile.ll", text);
    let report = ws.report("hostile.ll").expect("the file is open");
    assert_positions_inside(text, &report);
    report
}

/// Every diagnostic's line and column (start and end) is inside `text`, 1-based, and the
/// start does not come after the end.
fn assert_positions_inside(text: &str, report: &FileReport) {
    let lines: Vec<&str> = text.split('\n').collect();
    for d in &report.diagnostics {
        let g = &d.diagnostic;
        assert!(
            (g.start as usize) <= text.len(),
            "{}: start {} past the end of a {}-byte file: {g:?}",
            report.path,
            g.start,
            text.len()
        );
        for (line, col) in [(d.line, d.column), (d.end_line, d.end_column)] {
            assert!(
                line >= 1 && col >= 1,
                "position {line}:{col} is not 1-based: {g:?}"
            );
            let l = lines
                .get(line as usize - 1)
                .unwrap_or_else(|| panic!("line {line} past the last ({}): {g:?}", lines.len()));
            // Only lines short enough to count cheaply; long ones are checked by byte offset.
            if l.len() < 1 << 16 {
                let chars = l.chars().count() as u32;
                assert!(
                    col <= chars + 1,
                    "column {col} past the end of line {line} ({chars} chars): {g:?}"
                );
            }
        }
        assert!(
            (d.line, d.column) <= (d.end_line, d.end_column),
            "diagnostic ends before it starts: {d:?}"
        );
    }
}

fn errors(report: &FileReport) -> Vec<String> {
    report
        .diagnostics
        .iter()
        .filter(|d| d.diagnostic.severity == Severity::Error)
        .map(|d| {
            format!(
                "{}:{}: {}: {}",
                d.line, d.column, d.diagnostic.code, d.diagnostic.message
            )
        })
        .collect()
}

/// The report has an error whose code is `code` and whose message contains `needle`.
#[track_caller]
fn assert_error(report: &FileReport, code: &str, needle: &str) {
    let all = errors(report);
    assert!(
        all.iter()
            .any(|e| e.contains(&format!(": {code}: ")) && e.contains(needle)),
        "no {code} error containing {needle:?}; errors: {all:#?}"
    );
}

fn syntax_errors(report: &FileReport) -> usize {
    report
        .diagnostics
        .iter()
        .filter(|d| d.diagnostic.code == engine::diag::Code::SYNTAX)
        .count()
}

/// The JSON of a fresh check of `text`.
fn json_of(text: &str) -> String {
    let mut ws = workspace();
    ws.set_file("gen.ll", text);
    engine::render::json::render(&ws.reports())
}

const HEADER: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
                      target triple = \"nvptx64-nvidia-cuda\"\n";

fn kernel_with_param(param_ty: &str, typed_ptr: bool) -> String {
    let annotation = if typed_ptr {
        "!0 = !{void (PTY)* @k, !\"kernel\", i32 1}".replace("PTY", param_ty)
    } else {
        "!0 = !{ptr @k, !\"kernel\", i32 1}".to_string()
    };
    format!(
        "define void @k({param_ty} %p) {{\nentry:\n  ret void\n}}\n\
         !nvvm.annotations = !{{!0}}\n{annotation}\n"
    )
}

// ---------------------------------------------------------------------------------------
// Truncated, empty and junk input
// ---------------------------------------------------------------------------------------

#[test]
fn empty_file_is_verified_without_errors() {
    for text in ["", "\n", "   \n\t\n", "; only a comment", "\r\n\r\n"] {
        let report = check(text);
        assert_eq!(
            syntax_errors(&report),
            0,
            "{text:?}: {:#?}",
            errors(&report)
        );
    }
}

#[test]
fn define_cut_in_half_is_a_syntax_error_at_the_cut() {
    let whole = format!(
        "{HEADER}define void @k(ptr addrspace(1) %out) {{\nentry:\n  \
         %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  \
         store i32 %tid, ptr addrspace(1) %out, align 4\n  ret void\n}}\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    );
    assert_eq!(
        syntax_errors(&check(&whole)),
        0,
        "{:#?}",
        errors(&check(&whole))
    );
    let start = whole.find("define").unwrap();
    let end = whole.find("declare").unwrap();
    // Every cut inside the define: an error, inside the file, never a panic.
    for cut in start + 1..end - 2 {
        if !whole.is_char_boundary(cut) {
            continue;
        }
        let text = &whole[..cut];
        let report = check(text);
        assert!(
            syntax_errors(&report) > 0,
            "cut at {cut} ({:?}) gave no syntax error",
            &whole[start..cut]
        );
    }
    // The cut in the middle: the error is on the last line.
    let half = start + (end - start) / 2;
    let text = &whole[..half];
    let last_line = text.lines().count() as u32;
    let report = check(text);
    let first = report
        .diagnostics
        .iter()
        .find(|d| d.diagnostic.code == engine::diag::Code::SYNTAX)
        .unwrap();
    assert!(
        first.line >= 3 && first.line <= last_line,
        "syntax error at line {} of a {last_line}-line cut: {:#?}",
        first.line,
        errors(&report)
    );
}

#[test]
fn binary_junk_gives_syntax_errors_not_panics() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..200 {
        let len = (rng.next() % 4096) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        let report = check(&text);
        if text.chars().any(|c| !c.is_whitespace()) && !text.trim_start().starts_with(';') {
            assert!(syntax_errors(&report) > 0, "round {round}: junk accepted");
        }
    }
    // Control characters, NULs, a lone BOM, and an ELF header.
    for text in [
        "\0\0\0\0",
        "\u{feff}",
        "\u{7f}ELF\u{2}\u{1}\u{1}\0\0\0",
        "\x1b[31mred\x1b[0m",
        "define\0void @f() {\n}",
    ] {
        let report = check(text);
        assert!(syntax_errors(&report) > 0, "{text:?} accepted");
    }
}

#[test]
fn invalid_utf8_inside_a_string_literal_is_reported_at_the_literal() {
    let mut bytes = HEADER.as_bytes().to_vec();
    bytes.extend_from_slice(b"@msg = internal constant [6 x i8] c\"ab\xff\xfecd\"\n");
    bytes.extend_from_slice(b"!llvm.ident = !{!0}\n!0 = !{!\"clang \xc3\x28 version\"}\n");
    // As the CLI does: invalid bytes become U+FFFD.
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let report = check(&text);
    let lines: Vec<u32> = report
        .diagnostics
        .iter()
        .filter(|d| d.diagnostic.code == engine::diag::Code::SYNTAX)
        .map(|d| d.line)
        .collect();
    assert!(
        lines.contains(&3),
        "nothing on the global's line: {:#?}",
        errors(&report)
    );
    assert!(
        lines.contains(&5),
        "nothing on the metadata line: {:#?}",
        errors(&report)
    );
    assert!(
        errors(&report).iter().any(|e| e.contains("UTF-8")),
        "the message does not say the text is not UTF-8: {:#?}",
        errors(&report)
    );
    // The parser's own entry point for bytes agrees.
    let module = engine::ir::parse_module_bytes(&bytes);
    assert!(!module.errors.is_empty());
}

/// Regression (found by the cut-in-half test): a body line whose first token is not an
/// opcode (`e` of a cut `entry:`, `foo bar`, a stray `%x` or `(`) made the body loop report
/// the same token forever, growing the error list without bound.
#[test]
fn body_line_starting_with_a_non_opcode_is_reported_once() {
    for (body, bad) in [
        ("e", "'e'"),
        ("entry", "'entry'"),
        ("  foo bar\n  ret void\n}", "'foo'"),
        ("  %x\n  ret void\n}", "'%x'"),
        ("  ( i32 )\n  ret void\n}", "'('"),
        ("  tail\n  foo\n  ret void\n}", "'foo'"),
        ("  %x =\n}", "'}'"),
    ] {
        let text = format!("define void @f() {{\n{body}");
        let module = engine::ir::parse_module(&text);
        assert!(
            module.errors.len() <= 3,
            "{text:?}: {} errors: {:?}",
            module.errors.len(),
            module.errors
        );
        assert!(
            module.errors.iter().any(|e| e.message.contains(bad)),
            "{text:?}: no error naming {bad}: {:?}",
            module.errors
        );
        let _ = check(&text);
    }
}

/// Metadata and attribute-group ids past the dense table (≥ 2^24), and references to
/// absent ids: every lookup is a map lookup (it used to be a linear search per lookup, so
/// 20,000 such nodes took 26 s to check in a debug build instead of 3 s).
#[test]
fn huge_metadata_and_group_ids_resolve() {
    let n = 5000u32;
    let base = 1u32 << 24;
    let mut text = String::from(HEADER);
    text.push_str("define void @k() #4294967295 {\n  ret void\n}\n!nvvm.annotations = !{");
    let refs: Vec<String> = (0..n).map(|i| format!("!{}", base + 2 * i)).collect();
    text.push_str(&refs.join(", "));
    text.push_str("}\n");
    for i in 0..n {
        text.push_str(&format!(
            "!{} = !{{ptr @k, !\"maxntidx\", i32 {i}}}\n",
            base + 2 * i
        ));
    }
    text.push_str("attributes #4294967295 = { nounwind }\nattributes #7 = { nounwind }\n");
    let module = engine::ir::parse_module(&text);
    assert!(module.errors.is_empty(), "{:?}", &module.errors[..1]);
    for i in 0..n {
        assert!(
            module.metadata(base + 2 * i).is_some(),
            "!{} not found",
            base + 2 * i
        );
        assert!(module.metadata(base + 2 * i + 1).is_none());
    }
    assert!(module.metadata(u32::MAX).is_none());
    assert!(module.attr_group(u32::MAX).is_some());
    assert!(module.attr_group(7).is_some());
    assert!(module.attr_group(8).is_none());
    let _ = check(&text);
}

// ---------------------------------------------------------------------------------------
// Giants
// ---------------------------------------------------------------------------------------

/// A 100 MB single line (a string constant), and a long line of many small constants.
#[test]
fn hundred_megabyte_single_line_completes() {
    const SIZE: usize = 100 << 20;
    let mut text = String::with_capacity(SIZE + 256);
    text.push_str(HEADER);
    text.push_str(&format!("@big = internal constant [{SIZE} x i8] c\""));
    // Mostly plain bytes, with an escape every 4 KiB.
    while text.len() < SIZE {
        text.push_str(&"x".repeat(4093));
        text.push_str("\\0A");
    }
    let n = text.len() - text.find("c\"").unwrap() - 2;
    text.push_str("\"\n");
    let report = check(&text);
    // The declared length and the literal differ: whatever is said, it is said once or a few
    // times and inside the file (checked by `check`), not once per byte.
    assert!(
        report.diagnostics.len() < 100,
        "{} diagnostics",
        report.diagnostics.len()
    );
    drop(text);
    let _ = n;

    // 1 MB of `i32 N, ` in one array: a machine-generated table on one line.
    let count = 150_000;
    let mut line = format!("{HEADER}@table = internal constant [{count} x i32] [");
    for i in 0..count {
        if i > 0 {
            line.push_str(", ");
        }
        line.push_str("i32 ");
        line.push_str(&i.to_string());
    }
    line.push_str("]\n");
    let report = check(&line);
    assert_eq!(syntax_errors(&report), 0, "{:#?}", errors(&report));
}

// ---------------------------------------------------------------------------------------
// Deep nesting: bounded by the parser's MAX_DEPTH, with an error past it
// ---------------------------------------------------------------------------------------

fn nested(open: &str, inner: &str, close: &str, depth: usize) -> String {
    let mut s = String::with_capacity((open.len() + close.len()) * depth + inner.len());
    for _ in 0..depth {
        s.push_str(open);
    }
    s.push_str(inner);
    for _ in 0..depth {
        s.push_str(close);
    }
    s
}

const DEEP: usize = 10_000;

#[test]
fn ten_thousand_deep_types_are_a_nesting_error() {
    let cases = [
        format!("%t = type {}\n", nested("{ ", "i32", " }", DEEP)),
        format!("%t = type {}\n", nested("[1 x ", "i32", "]", DEEP)),
        format!("%t = type {}\n", nested("<{ ", "i8", " }>", DEEP)),
        format!(
            "@g = external global {}\n",
            nested("[2 x ", "float", "]", DEEP)
        ),
        format!("declare void @f({})\n", nested("{ ", "i32", " }", DEEP)),
        format!(
            "define void @f() {{\n  %a = alloca {}\n  ret void\n}}\n",
            nested("{ ", "i64", " }", DEEP)
        ),
        // Function types nest through their parameters.
        format!("%t = type {}\n", nested("void (", "i32", ")*", DEEP)),
    ];
    for (i, body) in cases.iter().enumerate() {
        let text = format!("{HEADER}{body}");
        let report = check(&text);
        assert_error(&report, "NV0001", "nesting too deep");
        assert!(
            report.diagnostics.len() < 50,
            "case {i}: {} diagnostics",
            report.diagnostics.len()
        );
    }
}

#[test]
fn ten_thousand_star_typed_pointer_completes() {
    // A pointer-to-pointer chain is not nesting in the parser's sense, but must not
    // recurse without bound in the printer or the checks.
    let text = format!(
        "{HEADER}@g = external global i32{}\ndeclare void @f(i8{})\n",
        "*".repeat(DEEP),
        "*".repeat(DEEP)
    );
    let report = check(&text);
    let _ = errors(&report);
}

#[test]
fn ten_thousand_deep_constant_expressions_are_a_nesting_error() {
    let cases = [
        // getelementptr of getelementptr of ...
        format!(
            "@a = global i8 0\n@g = global ptr {}\n",
            nested("getelementptr (i8, ptr ", "@a", ", i64 1)", DEEP)
        ),
        // Casts.
        format!(
            "@a = global i8 0\n@g = global i64 {}\n",
            nested("add (i64 ", "ptrtoint (ptr @a to i64)", ", i64 1)", DEEP)
        ),
        // Aggregates of aggregates.
        format!(
            "@g = global {} {}\n",
            nested("{ ", "i32", " }", 200),
            nested("{ ", "i32 0", " }", DEEP)
        ),
        format!(
            "@a = global i8 0\n@g = global ptr {}\n",
            nested("bitcast (ptr ", "@a", " to ptr)", DEEP)
        ),
        // Metadata.
        format!("!0 = {}\n", nested("!{", "i32 0", "}", DEEP)),
        format!("!named = !{{{}}}\n", nested("!{", "!\"x\"", "}", DEEP)),
        // Inside a function body.
        format!(
            "@a = global i8 0\ndefine void @f() {{\n  store ptr {}, ptr null\n  ret void\n}}\n",
            nested("getelementptr (i8, ptr ", "@a", ", i64 1)", DEEP)
        ),
    ];
    for (i, body) in cases.iter().enumerate() {
        let text = format!("{HEADER}{body}");
        let report = check(&text);
        let all = errors(&report);
        assert!(
            all.iter().any(|e| e.contains("nesting too deep")),
            "case {i}: no nesting error: {all:#?}"
        );
    }
}

#[test]
fn nesting_just_inside_the_limit_parses() {
    // Types and constants share one counter; a struct nested a quarter of the limit deep,
    // with a matching initializer, is fine.
    let depth = (MAX_DEPTH / 4) as usize;
    // `{ T C }` at every level: the initializer of `{ { i32 } }` is `{ { i32 } { i32 7 } }`.
    let (mut ty, mut init) = ("i32".to_string(), "7".to_string());
    for _ in 0..depth {
        init = format!("{{ {ty} {init} }}");
        ty = format!("{{ {ty} }}");
    }
    let text = format!("{HEADER}@g = global {ty} {init}\n");
    let report = check(&text);
    assert_eq!(syntax_errors(&report), 0, "{:#?}", errors(&report));
}

#[test]
fn ten_thousand_named_types_deep_by_value_do_not_overflow_the_sizer() {
    // Not nesting for the parser (each item is flat), but a by-value chain 10,000 types
    // long that a kernel parameter's size walks.
    let mut text = String::from(HEADER);
    for i in 0..DEEP {
        text.push_str(&format!("%t{i} = type {{ i32, %t{} }}\n", i + 1));
    }
    text.push_str(&format!("%t{DEEP} = type {{ i64 }}\n"));
    text.push_str(&kernel_with_param("ptr byval(%t0) align 8", false));
    text.push_str("define void @d(%t0 %v) {\n  ret void\n}\n");
    let report = check(&text);
    let _ = errors(&report);
}

// ---------------------------------------------------------------------------------------
// Recursive struct types
// ---------------------------------------------------------------------------------------

#[test]
fn struct_containing_itself_through_a_pointer_is_valid() {
    // Typed-pointer dialect (libNVVM): the list node points to itself.
    let typed = format!(
        "{HEADER}%node = type {{ i32, %node* }}\n\
         define void @k(%node* byval(%node) align 8 %p) {{\nentry:\n  ret void\n}}\n\
         !nvvm.annotations = !{{!0}}\n!0 = !{{void (%node*)* @k, !\"kernel\", i32 1}}\n"
    );
    let report = check(&typed);
    assert_eq!(syntax_errors(&report), 0, "{:#?}", errors(&report));
    assert!(
        !errors(&report).iter().any(|e| e.contains("recurs")),
        "{:#?}",
        errors(&report)
    );
    // Mutual recursion through pointers.
    let mutual = format!(
        "{HEADER}%a = type {{ %b*, i32 }}\n%b = type {{ %a*, i64 }}\n\
         define void @k(%a %p) {{\nentry:\n  ret void\n}}\n\
         !nvvm.annotations = !{{!0}}\n!0 = !{{void (%a)* @k, !\"kernel\", i32 1}}\n"
    );
    let report = check(&mutual);
    assert_eq!(syntax_errors(&report), 0, "{:#?}", errors(&report));
}

#[test]
fn struct_containing_itself_by_value_does_not_hang_the_sizer() {
    let cases = [
        // Direct.
        "%bad = type { i32, %bad }\n".to_string() + &kernel_with_param("%bad", true),
        // Through an array and a vector-free struct.
        "%bad = type { [4 x %bad] }\n".to_string() + &kernel_with_param("%bad", true),
        // Mutual.
        "%a = type { %b }\n%b = type { i8, %a }\n".to_string() + &kernel_with_param("%a", true),
        // Byval of a recursive type.
        "%bad = type { i32, %bad }\n".to_string()
            + &kernel_with_param("ptr byval(%bad) align 4", false),
        // A wide fan of repeated references (exponential without memoization).
        (0..40)
            .map(|i| format!("%w{i} = type {{ %w{0}, %w{0}, %w{0}, %w{0} }}\n", i + 1))
            .collect::<String>()
            + "%w40 = type { i32 }\n"
            + &kernel_with_param("%w0", true),
    ];
    for case in &cases {
        let report = check(&format!("{HEADER}{case}"));
        let _ = errors(&report);
    }
}

// ---------------------------------------------------------------------------------------
// Integer widths
// ---------------------------------------------------------------------------------------

#[test]
fn integer_widths_past_the_limit_are_errors() {
    let max = MAX_INT_WIDTH;
    assert_eq!(max, (1 << 23) - 1);
    for width in [
        (max + 1).to_string(),
        (1u64 << 32).to_string(),
        "18446744073709551616".to_string(),
        "99999999999999999999999999999999".to_string(),
        "0".to_string(),
    ] {
        for body in [
            format!("@g = external global i{width}\n"),
            format!("declare void @f(i{width})\n"),
            format!("define void @f() {{\n  %x = alloca i{width}\n  ret void\n}}\n"),
        ] {
            let report = check(&format!("{HEADER}{body}"));
            assert_error(&report, "NV0001", "integer type width");
        }
    }
    // The widest legal width parses, and a kernel taking it (and arrays of it) is sized
    // without overflow.
    let text = format!(
        "{HEADER}@g = external global i{max}\n{}",
        kernel_with_param(&format!("[18446744073709551615 x i{max}]"), true)
    );
    let report = check(&text);
    assert_eq!(syntax_errors(&report), 0, "{:#?}", errors(&report));
    let text = format!(
        "{HEADER}{}",
        kernel_with_param(&format!("<4294967295 x i{max}>"), true)
    );
    let _ = check(&text);
}

#[test]
fn huge_numbers_elsewhere_do_not_overflow() {
    let text = format!(
        "{HEADER}@g = global [18446744073709551615 x [18446744073709551615 x i64]] zeroinitializer\n\
         @h = global i32 99999999999999999999999999999999999999\n\
         @a = external addrspace(4294967296) global i8\n\
         define void @f(ptr %p) {{\n  %v = load i32, ptr %p, align 18446744073709551616\n  \
         %w = getelementptr inbounds [4294967295 x i8], ptr %p, i64 -9223372036854775808\n  \
         ret void\n}}\n!0 = !{{i32 4294967296}}\n!4294967296 = !{{}}\n!18446744073709551616 = !{{}}\n\
         attributes #99999999999 = {{ nounwind }}\n"
    );
    let _ = check(&text);
}

// ---------------------------------------------------------------------------------------
// Duplicated names
// ---------------------------------------------------------------------------------------

#[test]
fn duplicated_names_are_verified_without_panics() {
    let text = format!(
        "{HEADER}%t = type {{ i32 }}\n%t = type {{ i64 }}\n\
         @g = global i32 0\n@g = global i64 1\n\
         define void @f() {{\nentry:\n  %x = add i32 1, 2\n  %x = add i32 3, 4\n  br label %entry\n\
         entry:\n  ret void\n}}\n\
         define void @f(i32 %a, i32 %a) {{\n  ret void\n}}\n\
         declare void @f()\n@f = global i8 0\n\
         attributes #0 = {{ nounwind }}\nattributes #0 = {{ \"target-cpu\"=\"sm_90\" }}\n\
         !0 = !{{}}\n!0 = !{{!0}}\n!nvvm.annotations = !{{!1}}\n!nvvm.annotations = !{{!2}}\n\
         !1 = !{{ptr @f, !\"kernel\", i32 1}}\n!2 = !{{ptr @f, !\"kernel\", i32 1}}\n"
    );
    let report = check(&text);
    let _ = errors(&report);
    assert_eq!(json_of(&text), json_of(&text));
}

/// Thousands of items with the same kind and name: each is its own workspace item (identity
/// is the item's place, not its name), so they cost what distinct names cost (this once was
/// quadratic); the results must stay right.
#[test]
fn many_items_with_one_name_are_all_checked() {
    let n = 1000;
    let mut text = String::from(HEADER);
    for i in 0..n {
        text.push_str(&format!("@g = addrspace(3) global i32 {i}\n"));
        text.push_str("!llvm.ident = !{}\n");
        text.push_str("define void @f() {\n  %x = alloca i8388608\n  ret void\n}\n");
    }
    let report = check(&text);
    // One width error per copy of @f, each on its own line.
    let lines: std::collections::BTreeSet<u32> = report
        .diagnostics
        .iter()
        .filter(|d| d.diagnostic.message.contains("integer type width"))
        .map(|d| d.line)
        .collect();
    assert_eq!(
        lines.len(),
        n,
        "{:#?}",
        &errors(&report)[..3.min(errors(&report).len())]
    );
    assert_eq!(report, check(&text));
}

/// A global without an initializer is only valid as a declaration (`external`,
/// `extern_weak`); `@g = global i32` used to be accepted silently.
#[test]
fn global_without_initializer_needs_external_linkage() {
    for body in [
        "@g = global i32\n",
        "@g = internal constant [4 x i8]\n",
        "@g = addrspace(3) global float, align 4\n",
    ] {
        let report = check(&format!("{HEADER}{body}"));
        assert_error(&report, "NV0001", "expected an initializer");
    }
    for body in [
        "@g = external global i32\n",
        "@g = extern_weak global i32, align 4\n",
        "@g = external addrspace(1) constant [4 x i8]\n",
    ] {
        let report = check(&format!("{HEADER}{body}"));
        assert_eq!(syntax_errors(&report), 0, "{body}: {:#?}", errors(&report));
    }
}

// ---------------------------------------------------------------------------------------
// The whole batch
// ---------------------------------------------------------------------------------------

#[test]
fn one_bad_file_does_not_stop_the_rest_of_a_batch() {
    let good =
        format!("{HEADER}define void @k(ptr addrspace(1) %out) {{\nentry:\n  ret void\n}}\n");
    let deep = format!("{HEADER}%t = type {}\n", nested("{ ", "i32", " }", DEEP));
    let mut ws = workspace();
    ws.set_file("a_good.ll", good.as_str());
    ws.set_file("b_junk.ll", "\u{fffd}\u{fffd}\0\0 define {{{{");
    ws.set_file("c_deep.ll", deep.as_str());
    ws.set_file("d_good.ll", good.as_str());
    ws.set_file("e_empty.ll", "");
    let reports = ws.reports();
    let paths: Vec<&str> = reports.iter().map(|r| r.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "a_good.ll",
            "b_junk.ll",
            "c_deep.ll",
            "d_good.ll",
            "e_empty.ll"
        ]
    );
    assert_eq!(syntax_errors(&reports[0]), 0);
    assert!(syntax_errors(&reports[1]) > 0);
    assert!(syntax_errors(&reports[2]) > 0);
    assert_eq!(reports[0].diagnostics, reports[3].diagnostics);
}

// ---------------------------------------------------------------------------------------
// Regression inputs found by fuzzing (corpus/hostile/)
// ---------------------------------------------------------------------------------------

fn hostile_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/hostile")
}

#[test]
fn hostile_corpus_files() {
    let dir = hostile_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "no regression inputs in {}",
        dir.display()
    );
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let report = check(&text);
        let module = engine::ir::parse_module(&text);
        for e in &module.errors {
            assert!(e.span.start <= e.span.end && e.span.end as usize <= text.len());
        }
        let again = check(&text);
        assert_eq!(report, again, "{}: second run differs", f.display());
    }
}

// ---------------------------------------------------------------------------------------
// Structure-aware generator
// ---------------------------------------------------------------------------------------

/// xorshift64*: small, seedable, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }
}

const TRIPLES: &[&str] = &[
    "nvptx64-nvidia-cuda",
    "nvptx-nvidia-cuda",
    "nvptx64-nvidia-nvcl",
    "nvsass-nvidia-cuda",
    "nvptx64-unknown-unknown",
    "x86_64-unknown-linux-gnu",
    "",
];

const CPUS: &[&str] = &[
    "sm_35",
    "sm_50",
    "sm_70",
    "sm_75",
    "sm_80",
    "sm_86",
    "sm_89",
    "sm_90",
    "sm_90a",
    "sm_100a",
    "sm_100f",
    "sm_101a",
    "sm_120",
    "sm_999",
    "compute_90a",
    "",
];

const INTRINSICS: &[&str] = &[
    "llvm.nvvm.read.ptx.sreg.tid.x",
    "llvm.nvvm.read.ptx.sreg.clusterid.x",
    "llvm.nvvm.barrier0",
    "llvm.nvvm.barrier.sync",
    "llvm.nvvm.barrier.cluster.arrive",
    "llvm.nvvm.barrier.cluster.wait",
    "llvm.nvvm.redux.sync.add",
    "llvm.nvvm.shfl.sync.bfly.i32",
    "llvm.nvvm.bar.warp.sync",
    "llvm.nvvm.elect.sync",
    "llvm.nvvm.mapa",
    "llvm.nvvm.griddepcontrol.wait",
    "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32",
    "llvm.nvvm.fence.proxy.tensormap_generic.release.cta",
    "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d",
    "llvm.nvvm.cp.async.ca.shared.global.4",
    "llvm.nvvm.wgmma.fence.sync.aligned",
    "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16",
    "llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32",
    "llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f32.bf16.bf16.f32",
    "llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16",
    "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16",
    "llvm.nvvm.tcgen05.alloc.cg1",
    "llvm.nvvm.tcgen05.mma.cta_group::1.kind::f16",
    "llvm.nvvm.atomic.add.gen.f.cta",
    "llvm.nvvm.ptr.gen.to.shared.p3.p0",
    "llvm.nvvm.ldg.global.i.i32.p1",
    "llvm.nvvm.f2bf16x2.rn",
    "llvm.nvvm.match.any.sync.i32",
    "llvm.nvvm.nanosleep",
    "llvm.memcpy.p0.p0.i64",
    "llvm.lifetime.start.p0",
    "llvm.nvvm.",
    "llvm.nvvm.zz.unknown.intrinsic",
];

const SCALARS: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "half",
    "bfloat",
    "float",
    "double",
    "i3",
    "i24",
    "i4096",
    "ptr",
    "ptr addrspace(1)",
    "ptr addrspace(3)",
    "ptr addrspace(4)",
    "i8*",
    "float addrspace(1)*",
    "%struct.S",
    "%struct.S*",
    "%union.U",
    "<2 x half>",
    "<4 x float>",
    "<vscale x 2 x i32>",
    "x86_fp80",
    "fp128",
    "token",
    "metadata",
    "label",
    "void",
];

const ATTRS: &[&str] = &[
    "noundef",
    "nonnull",
    "align 8",
    "align 4096",
    "byval(%struct.S) align 8",
    "byval([16 x i32]) align 4",
    "byref(i32)",
    "sret(%struct.S)",
    "inreg",
    "readonly",
    "noalias",
    "\"nvvm.grid_constant\"",
    "zeroext",
    "dereferenceable(16)",
];

const FN_ATTRS: &[&str] = &[
    "nounwind",
    "convergent",
    "\"nvvm.maxntid\"=\"128,1,1\"",
    "\"nvvm.reqntid\"=\"1024\"",
    "\"nvvm.minctasm\"=\"4\"",
    "\"nvvm.maxnreg\"=\"255\"",
    "\"nvvm.cluster_dim\"=\"2,1,1\"",
    "\"nvvm.blocksareclusters\"",
    "\"target-features\"=\"+ptx80\"",
    "\"target-features\"=\"+ptx86,+sm_100a\"",
    "\"nvvm.maxclusterrank\"=\"8\"",
];

fn gen_type(rng: &mut Rng, depth: u32) -> String {
    if depth > 4 || rng.chance(55) {
        return rng.pick(SCALARS).to_string();
    }
    match rng.below(6) {
        0 => format!("[{} x {}]", rng.below(70000), gen_type(rng, depth + 1)),
        1 => format!(
            "<{} x {}>",
            1 << rng.below(6),
            rng.pick(&["i8", "i16", "half", "float", "i32"])
        ),
        2 => {
            let n = rng.below(5);
            let fields: Vec<String> = (0..n).map(|_| gen_type(rng, depth + 1)).collect();
            let packed = rng.chance(20);
            if packed {
                format!("<{{ {} }}>", fields.join(", "))
            } else {
                format!("{{ {} }}", fields.join(", "))
            }
        }
        3 => format!("{}*", gen_type(rng, depth + 1)),
        4 => format!(
            "{} ({})*",
            rng.pick(&["void", "i32"]),
            gen_type(rng, depth + 1)
        ),
        _ => format!("%t{}", rng.below(4)),
    }
}

fn gen_const(rng: &mut Rng, depth: u32) -> String {
    if depth > 3 || rng.chance(50) {
        return rng
            .pick(&[
                "0",
                "1",
                "-1",
                "undef",
                "poison",
                "null",
                "zeroinitializer",
                "true",
                "0.5",
                "0x7FF0000000000000",
                "@g0",
                "@k0",
                "4294967296",
                "c\"ab\\00\"",
                "none",
            ])
            .to_string();
    }
    match rng.below(4) {
        0 => format!(
            "getelementptr (i8, ptr {}, i64 {})",
            rng.pick(&["@g0", "@g1", "null"]),
            rng.below(64)
        ),
        1 => format!("ptrtoint (ptr {} to i64)", rng.pick(&["@g0", "@k0"])),
        2 => format!(
            "addrspacecast (ptr addrspace({}) @g1 to ptr)",
            rng.pick(&["1", "3", "4"])
        ),
        _ => format!("{{ i32 {}, i32 0 }}", gen_const(rng, depth + 1)),
    }
}

fn gen_params(rng: &mut Rng, typed: bool) -> Vec<String> {
    (0..rng.below(5))
        .map(|i| {
            let ty = if typed {
                rng.pick(&[
                    "i32",
                    "float",
                    "i8*",
                    "float addrspace(1)*",
                    "%struct.S*",
                    "i64",
                ])
                .to_string()
            } else {
                gen_type(rng, 3)
            };
            let attr = if rng.chance(40) { rng.pick(ATTRS) } else { "" };
            format!("{ty} {attr} %a{i}")
        })
        .collect()
}

fn gen_inst(rng: &mut Rng, n: usize, typed: bool) -> String {
    let ptr = if typed { "i32*" } else { "ptr" };
    match rng.below(12) {
        0 => format!("  %v{n} = add nsw i32 {}, {}", rng.below(9), rng.below(9)),
        1 => format!(
            "  %v{n} = alloca {}, align {}",
            gen_type(rng, 2),
            1 << rng.below(5)
        ),
        2 => format!("  %v{n} = load i32, {ptr} %p, align 4"),
        3 => format!("  store i32 {}, {ptr} %p, align 4", rng.below(100)),
        4 => {
            let name = rng.pick(INTRINSICS);
            format!("  %v{n} = call i32 @{name}(i32 {}, i32 -1)", rng.below(32))
        }
        5 => format!(
            "  %v{n} = atomicrmw {} {ptr} %p, i32 1 {} {}",
            rng.pick(&["add", "fadd", "xchg", "umax", "uinc_wrap"]),
            rng.pick(&["syncscope(\"block\")", "syncscope(\"cluster\")", ""]),
            rng.pick(&["monotonic", "seq_cst", "acquire"])
        ),
        6 => format!(
            "  fence {} {}",
            rng.pick(&["syncscope(\"device\")", "syncscope(\"cluster\")", ""]),
            rng.pick(&["acq_rel", "seq_cst", "release"])
        ),
        7 => format!(
            "  call void asm sideeffect \"{}\", \"{}\"()",
            rng.pick(&[
                "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0}, {$1}, {$2}, {$3};",
                "wgmma.fence.sync.aligned;",
                "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 32;",
                "barrier.cluster.arrive;",
                "membar.gl;",
                "",
            ]),
            rng.pick(&["~{memory}", "r,r", "=r,l"])
        ),
        8 => format!(
            "  %v{n} = getelementptr inbounds {}, {ptr} %p, i64 {}",
            gen_type(rng, 3),
            rng.below(1000)
        ),
        9 => format!(
            "  %v{n} = {} i32 %v{} to i64",
            rng.pick(&["zext", "sext"]),
            n.saturating_sub(1)
        ),
        10 => format!(
            "  %v{n} = cmpxchg {ptr} %p, i32 0, i32 1 {} monotonic",
            rng.pick(&["seq_cst", "acq_rel", "monotonic"])
        ),
        _ => format!("  call void @k{}()", rng.below(3)),
    }
}

/// A valid-looking module: named types, globals, kernels and device functions with
/// bodies, intrinsic declarations, annotations and attribute groups.
fn gen_module(rng: &mut Rng) -> String {
    let typed = rng.chance(40);
    let mut out = String::new();
    if rng.chance(90) {
        out.push_str("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
    }
    if rng.chance(90) {
        out.push_str(&format!("target triple = \"{}\"\n", rng.pick(TRIPLES)));
    }
    for i in 0..rng.below(4) {
        out.push_str(&format!("%t{i} = type {}\n", gen_type(rng, 0)));
    }
    out.push_str("%struct.S = type { i32, float, [4 x i8] }\n");
    for i in 0..rng.below(3) {
        let space = rng.pick(&["", "addrspace(1) ", "addrspace(3) ", "addrspace(4) "]);
        out.push_str(&format!(
            "@g{i} = {}{space}global {} {}, align 4\n",
            rng.pick(&["", "internal ", "external ", "private unnamed_addr "]),
            gen_type(rng, 2),
            gen_const(rng, 0)
        ));
    }
    let kernels = 1 + rng.below(3);
    let mut annotations = Vec::new();
    for k in 0..kernels {
        let params = gen_params(rng, typed);
        let cc = if !typed && rng.chance(50) {
            "ptx_kernel "
        } else {
            ""
        };
        let mut body = String::from("entry:\n");
        let ptr = if typed { "i32*" } else { "ptr" };
        body.push_str(&format!(
            "  %p = alloca i32, align 4\n  %q = bitcast {ptr} %p to {ptr}\n"
        ));
        for n in 0..rng.below(8) {
            body.push_str(&gen_inst(rng, n, typed));
            body.push('\n');
        }
        if rng.chance(30) {
            body.push_str("  br label %exit\nexit:\n  %phi = phi i32 [ 0, %entry ]\n");
        }
        body.push_str("  ret void\n");
        out.push_str(&format!(
            "define {cc}void @k{k}({}) #{} {{\n{body}}}\n",
            params.join(", "),
            rng.below(2)
        ));
        if cc.is_empty() {
            let ty = if typed {
                format!(
                    "void ({})* @k{k}",
                    params
                        .iter()
                        .map(|p| p.split(' ').next().unwrap_or("i32"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            } else {
                format!("ptr @k{k}")
            };
            annotations.push(format!("!{{{ty}, !\"kernel\", i32 1}}"));
            if rng.chance(30) {
                annotations.push(format!(
                    "!{{{ty}, !\"{}\", i32 {}}}",
                    rng.pick(&[
                        "maxntidx",
                        "reqntidx",
                        "minctasm",
                        "maxnreg",
                        "cluster_dim_x",
                        "grid_constant"
                    ]),
                    rng.below(2048)
                ));
            }
        }
    }
    for name in INTRINSICS.iter().filter(|_| rng.chance(15)) {
        out.push_str(&format!("declare i32 @{name}(i32, i32)\n"));
    }
    for g in 0..2 {
        let attrs: Vec<&str> = (0..rng.below(4)).map(|_| rng.pick(FN_ATTRS)).collect();
        out.push_str(&format!(
            "attributes #{g} = {{ \"target-cpu\"=\"{}\" {} }}\n",
            rng.pick(CPUS),
            attrs.join(" ")
        ));
    }
    if !annotations.is_empty() {
        let ids: Vec<String> = (0..annotations.len()).map(|i| format!("!{i}")).collect();
        out.push_str(&format!("!nvvm.annotations = !{{{}}}\n", ids.join(", ")));
        for (i, a) in annotations.iter().enumerate() {
            out.push_str(&format!("!{i} = {a}\n"));
        }
    }
    if rng.chance(30) {
        out.push_str(&format!(
            "!nvvmir.version = !{{!90}}\n!90 = !{{i32 {}, i32 {}}}\n",
            rng.below(4),
            rng.below(10)
        ));
    }
    out
}

/// Splits into tokens: runs of word characters, single punctuation, runs of spaces.
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let kind = |c: char| {
        if c.is_alphanumeric() || "_.%@$-#!\"".contains(c) {
            0
        } else if c == ' ' {
            1
        } else {
            2
        }
    };
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for w in 1..=chars.len() {
        let boundary = w == chars.len() || {
            let (a, b) = (kind(chars[w - 1].1), kind(chars[w].1));
            a != b || a == 2
        };
        if boundary {
            let end = if w == chars.len() {
                text.len()
            } else {
                chars[w].0
            };
            out.push(&text[start..end]);
            start = end;
        }
    }
    out
}

const JUNK: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ",",
    "=",
    "*",
    "x",
    "\"",
    "!",
    "#0",
    "!{",
    "\n",
    "define",
    "declare",
    "type",
    "global",
    "addrspace(3)",
    "i8388608",
    "i0",
    "-",
    "...",
    "\u{fffd}",
    "\0",
    "é",
    "c\"\\",
    "!DIExpression(",
    "0x",
    "1e309",
    "@",
    "%",
    "blockaddress",
];

/// Random structural mutations of a valid-looking module.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let rounds = rng.below(4);
    let mut text = text.to_string();
    for _ in 0..rounds {
        text = match rng.below(9) {
            // Delete a token.
            0 => {
                let t = tokens(&text);
                let i = rng.below(t.len());
                t.iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .map(|(_, s)| *s)
                    .collect()
            }
            // Duplicate a token.
            1 => {
                let t = tokens(&text);
                let i = rng.below(t.len());
                let mut out = String::new();
                for (j, s) in t.iter().enumerate() {
                    out.push_str(s);
                    if j == i {
                        out.push_str(s);
                    }
                }
                out
            }
            // Swap two lines.
            2 => {
                let mut lines: Vec<&str> = text.lines().collect();
                if lines.len() > 1 {
                    let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                    lines.swap(a, b);
                }
                lines.join("\n")
            }
            // Truncate (on a char boundary).
            3 => {
                let mut cut = rng.below(text.len() + 1);
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                text[..cut].to_string()
            }
            // Insert a junk token.
            4 => {
                let t = tokens(&text);
                let i = rng.below(t.len() + 1);
                let mut out: Vec<&str> = t.clone();
                out.insert(i.min(out.len()), rng.pick(JUNK));
                out.concat()
            }
            // Replace a number with an extreme one.
            5 => {
                let t = tokens(&text);
                let extreme = rng.pick(&[
                    "0",
                    "4294967295",
                    "4294967296",
                    "18446744073709551616",
                    "8388608",
                    "-9223372036854775809",
                    "99999999999999999999999",
                    "00000",
                ]);
                let nums: Vec<usize> = (0..t.len())
                    .filter(|&j| t[j].bytes().all(|b| b.is_ascii_digit()) && !t[j].is_empty())
                    .collect();
                if nums.is_empty() {
                    text
                } else {
                    let i = nums[rng.below(nums.len())];
                    t.iter()
                        .enumerate()
                        .map(|(j, s)| if j == i { extreme } else { s })
                        .collect()
                }
            }
            // Nest a type deeper.
            6 => {
                let depth = rng.below(400);
                let deep = nested("{ ", "i32", " }", depth);
                text.replacen("i32", &deep, 1)
            }
            // Replace an intrinsic name with another, or with a random target suffix.
            7 => {
                let to = rng.pick(INTRINSICS).to_string();
                let suffix = rng.pick(&["", ".p3", ".sm_90a", ".x", "..", ".f16.f16"]);
                match text.find("llvm.nvvm.") {
                    Some(at) => {
                        let end = text[at..].find(['(', ' ']).map_or(text.len(), |e| at + e);
                        format!("{}{to}{suffix}{}", &text[..at], &text[end..])
                    }
                    None => text,
                }
            }
            // Change the target.
            _ => {
                let cpu = rng.pick(CPUS);
                text.replacen("sm_", &format!("{cpu}_"), 1)
            }
        };
    }
    text
}

fn gen_case(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let module = gen_module(&mut rng);
    if rng.chance(15) {
        module
    } else {
        mutate(&mut rng, &module)
    }
}

/// Thousands of generated, mutated modules: no panic, every position inside the file,
/// the same report on a second run, and an incremental re-check equal to a fresh one.
///
/// Two long-lived workspaces keep it fast: `incremental` edits one file in place (so salsa
/// reuses what it can), `second` opens every case as a new file; every 64th case is also
/// checked in a brand-new workspace and its JSON compared byte for byte.
#[test]
fn structure_aware_generator() {
    let cases: u64 = std::env::var("NVVERIFY_GEN_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let base: u64 = std::env::var("NVVERIFY_GEN_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let mut incremental = workspace();
    let mut second = workspace();
    let mut syntax_clean = 0;
    for seed in base..base + cases {
        let text = gen_case(seed);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            incremental.set_file("gen.ll", text.as_str());
            let first = incremental.report("gen.ll").unwrap();
            assert_positions_inside(&text, &first);
            let _ = engine::render::human::render(std::slice::from_ref(&first));
            let path = format!("gen{seed}.ll");
            second.set_file(&path, text.as_str());
            let mut again = second.report(&path).unwrap();
            second.remove_file(&path);
            again.path = first.path.clone();
            assert_eq!(
                first, again,
                "a second run differs from the incremental one"
            );
            if seed % 64 == 0 {
                let json = engine::render::json::render(std::slice::from_ref(&first));
                assert_eq!(json, json_of(&text), "a fresh workspace differs");
            }
            syntax_errors(&first) == 0
        }));
        match outcome {
            Ok(clean) => syntax_clean += usize::from(clean),
            Err(_) => {
                let path = std::env::temp_dir().join(format!("nvverify-gen-{seed}.ll"));
                let _ = std::fs::write(&path, &text);
                panic!(
                    "generated case {seed} failed (NVVERIFY_GEN_SEED={seed} NVVERIFY_GEN_CASES=1); \
                     input written to {}",
                    path.display()
                );
            }
        }
    }
    // The generator must produce a good share of modules that parse, or it only tests the
    // error paths.
    assert!(
        syntax_clean as u64 * 10 >= cases,
        "only {syntax_clean} of {cases} generated modules parse"
    );
}
