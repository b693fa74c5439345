//! Editing one function of a 1,000-function module re-runs that function's
//! queries only; salsa's event log is the witness.

use engine::{Options, Workspace};

fn module(edited: Option<usize>) -> String {
    let mut text = String::from(
        "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n",
    );
    for i in 0..1000 {
        let constant = if Some(i) == edited { 7 } else { 1 };
        text += &format!(
            "define ptx_kernel void @k{i}(ptr addrspace(1) %p) {{\nentry:\n  %v = load i32, ptr addrspace(1) %p, align 4\n  %w = add i32 %v, {constant}\n  store i32 %w, ptr addrspace(1) %p, align 4\n  ret void\n}}\n\n"
        );
    }
    text += "attributes #0 = { nounwind }\n";
    text
}

fn executed(log: &engine::workspace::EventLog, query: &str) -> usize {
    log.lock()
        .unwrap()
        .iter()
        .filter(|e| e.starts_with(&format!("{query}(")))
        .count()
}

#[test]
fn editing_one_function_rechecks_only_that_function() {
    let (mut ws, log) = Workspace::with_event_log(Options::default()).unwrap();
    ws.set_file("big.ll", module(None));
    let first = ws.report("big.ll").unwrap();
    assert!(
        executed(&log, "check_item") >= 1000,
        "the first run checks every item"
    );
    log.lock().unwrap().clear();

    ws.set_file("big.ll", module(Some(500)));
    let second = ws.report("big.ll").unwrap();
    assert_eq!(
        executed(&log, "check_item"),
        1,
        "only the edited function is re-checked: {:?}",
        log.lock().unwrap()
    );
    assert_eq!(
        executed(&log, "chunk_diagnostics"),
        1,
        "only the edited function's chunk is re-assembled"
    );
    assert_eq!(
        executed(&log, "module_facts"),
        0,
        "a body edit leaves the module facts valid"
    );
    assert_eq!(
        executed(&log, "check_module"),
        0,
        "module-level checks read nothing that changed"
    );
    assert_eq!(first.diagnostics, second.diagnostics);
}

#[test]
fn editing_a_function_above_others_moves_their_diagnostics_without_rechecking() {
    let (mut ws, log) = Workspace::with_event_log(Options::default()).unwrap();
    // A syntax error in the last function gives a diagnostic far below the edit.
    let text = module(None).replace(
        "define ptx_kernel void @k999(ptr addrspace(1) %p) {\nentry:\n",
        "define ptx_kernel void @k999(ptr addrspace(1) %p) {\nentry:\n  %z = bogus i32 1\n",
    );
    ws.set_file("big.ll", text.clone());
    let before = ws.report("big.ll").unwrap();
    assert!(
        !before.diagnostics.is_empty(),
        "the fixture has a syntax error in @k999"
    );
    log.lock().unwrap().clear();
    // Insert a line inside @k0: every later item moves down one line.
    let edited = text.replacen("entry:\n", "entry:\n  %extra = add i32 0, 0\n", 1);
    ws.set_file("big.ll", edited);
    let after = ws.report("big.ll").unwrap();
    assert_eq!(executed(&log, "check_item"), 1);
    assert_eq!(before.diagnostics.len(), after.diagnostics.len());
    for (b, a) in before.diagnostics.iter().zip(&after.diagnostics) {
        assert_eq!(a.diagnostic.code, b.diagnostic.code);
        assert_eq!(
            a.line,
            b.line + 1,
            "diagnostics below the edit move down one line"
        );
    }
}

#[test]
fn editing_a_global_refreshes_one_context_list_and_the_module_facts() {
    // Globals have no salsa input of their own: they live in their chunk's context list.
    let nvvm = || Options {
        profile: Some("nvvm".into()),
        ..Options::default()
    };
    let (mut ws, log) = Workspace::with_event_log(nvvm()).unwrap();
    let text = module(None).replace(
        "define ptx_kernel void @k500(",
        "@g = addrspace(1) global i32 0, align 4\n\ndefine ptx_kernel void @k500(",
    );
    ws.set_file("big.ll", text.clone());
    let before = ws.report("big.ll").unwrap();
    assert!(!before
        .diagnostics
        .iter()
        .any(|d| d.diagnostic.code.to_string() == "NV2001"));
    log.lock().unwrap().clear();
    let at = text.find("@g = addrspace(1)").unwrap() + "@g = addrspace(".len();
    ws.edit("big.ll", at..at + 1, "5").unwrap();
    let after = ws.report("big.ll").unwrap();
    let local: Vec<_> = after
        .diagnostics
        .iter()
        .filter(|d| d.diagnostic.code.to_string() == "NV2001")
        .collect();
    assert_eq!(
        local.len(),
        1,
        "a global in the local space: {:?}",
        after.diagnostics
    );
    let line = text[..at].matches('\n').count() as u32 + 1;
    assert_eq!(local[0].line, line, "reported on the global's line");
    // Function checks read the module facts, which changed: every function is checked
    // again (as before; none is re-split or handed a new input).
    assert_eq!(executed(&log, "check_item"), 1000);
    assert_eq!(
        executed(&log, "chunk_context"),
        1,
        "one chunk's context list changed"
    );
    assert_eq!(executed(&log, "module_facts"), 1);
    let mut fresh = Workspace::new(nvvm()).unwrap();
    fresh.set_file("big.ll", ws.text("big.ll").unwrap().to_string());
    assert_eq!(after, fresh.report("big.ll").unwrap());
}

/// A small deterministic generator (xorshift) so the edit sequence is reproducible.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Fragments an edit may insert: whole items, body lines, brace damage, comments.
const INSERTS: &[&str] = &[
    "",
    "\n",
    "  %q = add i32 1, 2\n",
    "  %z = bogus i32 1\n",
    "}\n",
    "{\n",
    "define void @new(i32 %x) {\nentry:\n  ret void\n}\n",
    "declare i32 @llvm.nvvm.redux.sync.add(i32, i32)\n",
    "!77 = !{i32 1}\n",
    "; nvverify: allow(NV0001)\n",
    "  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)\n",
    "attributes #0 = { nounwind \"target-cpu\"=\"sm_70\" }\n",
    "\"",
    "define ptx_kernel void @k0(ptr addrspace(1) %p, i16 %h) {\n",
];

/// After any sequence of byte-range edits (and whole-text replacements), the workspace reports exactly what a fresh
/// workspace reports on the final text: the incremental layout never drifts.
#[test]
fn byte_range_edits_give_the_report_of_the_final_text() {
    let mut text = String::from("; leading comment\n\n");
    for i in 0..40 {
        text += &format!(
            "define ptx_kernel void @k{i}(ptr addrspace(1) %p) #0 {{\nentry:\n  %v = load i32, ptr addrspace(1) %p, align 4 ; trailing\n  store i32 %v, ptr addrspace(1) %p, align 4\n  ret void\n}}\n\n"
        );
        if i % 7 == 3 {
            text += &format!("!{i} = !{{i32 {i}}}\n@g{i} = addrspace(3) global i32 undef\n\n");
        }
    }
    text += "attributes #0 = { nounwind }\n";
    let mut ws = Workspace::new(Options::default()).unwrap();
    ws.set_file("m.ll", text.as_str());
    let seed = std::env::var("EDIT_SEED").map_or(0x9E37_79B9_7F4A_7C15, |s| s.parse().unwrap());
    let steps = std::env::var("EDIT_STEPS").map_or(300, |s| s.parse().unwrap());
    let mut rng = Rng(seed);
    let mut findings = 0;
    for step in 0..steps {
        let len = text.len();
        let mut start = rng.below(len + 1);
        let span = if rng.below(4) == 0 { 400 } else { 30 };
        let mut end = (start + rng.below(span)).min(len);
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let end = end.max(start);
        let insert = INSERTS[rng.below(INSERTS.len())];
        let before = text.clone();
        text.replace_range(start..end, insert);
        if step % 3 == 2 || step % 5 == 3 {
            // Watch mode's way: the whole new text, diffed against the old (twice in a row
            // at times: the second compares against the whole text the first left).
            ws.set_file("m.ll", text.as_str());
        } else {
            ws.edit("m.ll", start..end, insert).unwrap();
        }
        assert_eq!(*ws.text("m.ll").unwrap(), *text, "step {step}: text");
        assert_eq!(
            ws.items("m.ll").unwrap(),
            engine::ir::split_items(&text),
            "step {step}: items after {start}..{end} <- {insert:?} in {before:?}"
        );
        if step % 10 == 9 {
            let mut fresh = Workspace::new(Options::default()).unwrap();
            fresh.set_file("m.ll", text.as_str());
            let report = ws.report("m.ll").unwrap();
            findings += report.diagnostics.len();
            assert_eq!(
                report,
                fresh.report("m.ll").unwrap(),
                "step {step}: report after {start}..{end} <- {insert:?} in {text:?}"
            );
        }
    }
    assert!(findings > 0, "the edits produce findings to compare");
}

#[test]
fn an_edit_outside_the_text_or_inside_a_character_is_refused() {
    let mut ws = Workspace::new(Options::default()).unwrap();
    ws.set_file("m.ll", "; é\ndefine void @f() {\nentry:\n  ret void\n}\n");
    assert!(ws.edit("m.ll", 0..1000, "").is_err());
    assert!(
        ws.edit("m.ll", 3..3, "x").is_err(),
        "inside the two bytes of é"
    );
    assert!(ws.edit("other.ll", 0..0, "").is_err());
    assert!(ws.edit("m.ll", 0..0, "; ok\n").is_ok());
    assert!(ws.text("m.ll").unwrap().starts_with("; ok\n; é"));
}

/// Watch mode's saves after the first are diffed through the last text's block hashes
/// (`workspace/fingerprint.rs`): a module of several 64 KB blocks, saved again and again with
/// edits at the start, inside, across a block boundary, at the end, growing, shrinking and
/// none, keeps the items of its text and the report of a fresh check.
#[test]
fn saves_diffed_by_fingerprint_keep_the_items_and_the_fresh_report() {
    let base = module(None);
    assert!(
        base.len() > 2 * (64 << 10),
        "several blocks: {} bytes",
        base.len()
    );
    let mut ws = Workspace::new(Options::default()).unwrap();
    ws.set_file("big.ll", base.as_str());
    let middle = base.len() / 2;
    let boundary = 64 << 10;
    // Each save edits the last text; a `bogus` line gives a finding that must move with it.
    let edits: [(usize, usize, &str); 9] = [
        (0, 0, "; first line\n"),
        (middle, middle, "\n"),
        (boundary - 3, boundary + 5, ""),
        (
            boundary - 3,
            boundary - 3,
            "xx\ndefine void @g() {\nentry:\n  %z = bogus i32 1\n  ret void\n}\n",
        ),
        (0, 0, ""),
        (
            usize::MAX,
            usize::MAX,
            "define void @h() {\nentry:\n  ret void\n}\n",
        ),
        (middle + 100, middle + 40_000, ""),
        (middle, middle, &"; long comment\n".repeat(9_000)),
        (0, 14, ""),
    ];
    let mut text = base.clone();
    for (step, &(start, end, insert)) in edits.iter().enumerate() {
        let (start, end) = (start.min(text.len()), end.min(text.len()));
        text.replace_range(start..end, insert);
        ws.set_file("big.ll", text.as_str());
        assert_eq!(*ws.text("big.ll").unwrap(), *text, "save {step}: text");
        assert_eq!(
            ws.items("big.ll").unwrap(),
            engine::ir::split_items(&text),
            "save {step}: items after {start}..{end}"
        );
    }
    let mut fresh = Workspace::new(Options::default()).unwrap();
    fresh.set_file("big.ll", text.as_str());
    let report = ws.report("big.ll").unwrap();
    assert!(
        report
            .diagnostics
            .iter()
            .any(|d| d.diagnostic.code.to_string() == "NV0001"),
        "the bogus line is reported"
    );
    assert_eq!(report, fresh.report("big.ll").unwrap());
}

/// Large texts are split in pieces on several threads; the items must be the same.
#[test]
fn a_large_text_is_split_into_the_same_items_on_any_number_of_threads() {
    let mut text = module(None);
    // Damage that crosses piece boundaries: an unbalanced brace, an open string, a stray line.
    text = text.replacen("  ret void\n}\n", "  ret void\n{\n", 300);
    text = text.replacen("%w = add", "%w = \"add", 200);
    while text.len() < 5 << 20 {
        text += &module(None);
    }
    text += "  stray continuation\n";
    for threads in [2, 3, 8] {
        let items = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| {
                let mut ws = Workspace::new(Options::default()).unwrap();
                ws.set_file("big.ll", text.as_str());
                ws.items("big.ll").unwrap()
            });
        assert_eq!(items, engine::ir::split_items(&text), "{threads} threads");
    }
}

/// The `check_configured` fuzz findings (`fuzz/findings/check_configured/`): the first byte
/// picks target and profile, the rest is opened as its first half and then whole. An edit
/// inside a debug-info node (parsed, never laid out in the module facts' context text)
/// changes only that node's syntax errors; the report must still equal a fresh check.
#[test]
fn an_edit_inside_a_debug_info_node_gives_the_fresh_report() {
    const TARGETS: [Option<&str>; 8] = [
        None,
        Some("sm_50"),
        Some("sm_70"),
        Some("sm_80"),
        Some("sm_90a"),
        Some("sm_100a"),
        Some("sm_120"),
        Some("compute_90a"),
    ];
    const PROFILES: [Option<&str>; 3] = [None, Some("nvvm"), Some("llvm")];
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/findings/check_configured");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("fuzz findings")
        .map(|e| e.expect("entry").path())
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    for path in inputs {
        let data = std::fs::read(&path).expect("read");
        let (&sel, rest) = data.split_first().expect("non-empty");
        let options = Options {
            target: TARGETS[(sel & 7) as usize].map(str::to_owned),
            profile: PROFILES[((sel >> 3) % 3) as usize].map(str::to_owned),
            ..Options::default()
        };
        let text = String::from_utf8_lossy(rest).into_owned();
        let cut = text
            .char_indices()
            .map(|(i, _)| i)
            .nth(text.chars().count() / 2)
            .unwrap_or(0);
        let mut ws = Workspace::new(options.clone()).expect("options");
        ws.set_file("a.ll", &text[..cut]);
        let _ = ws.report("a.ll");
        ws.set_file("a.ll", text.as_str());
        let edited = ws.report("a.ll").expect("open");
        let mut fresh = Workspace::new(options).expect("options");
        fresh.set_file("a.ll", text.as_str());
        assert_eq!(
            edited,
            fresh.report("a.ll").expect("open"),
            "{}",
            path.display()
        );
    }
}

/// Module facts index the debug-info nodes' scopes (`facts::DebugScopes`): an edit that only
/// moves a `DILocation` into another function's subprogram must re-check the function that
/// uses it (the facts differ), and the report must equal a fresh check.
#[test]
fn an_edit_of_a_locations_scope_rechecks_the_function_using_it() {
    let module = |scope: &str| {
        format!(
            "target triple = \"nvptx64-nvidia-cuda\"\n\
             define void @g() !dbg !5 {{\n  ret void, !dbg !8\n}}\n\
             define void @f() !dbg !7 {{\n  ret void, !dbg !9\n}}\n\
             !llvm.dbg.cu = !{{!0}}\n!llvm.module.flags = !{{!3}}\n\
             !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n\
             !1 = !DIFile(filename: \"a.c\", directory: \"/\")\n\
             !3 = !{{i32 2, !\"Debug Info Version\", i32 3}}\n\
             !5 = distinct !DISubprogram(name: \"g\", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)\n\
             !7 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 2, unit: !0, spFlags: DISPFlagDefinition)\n\
             !8 = !DILocation(line: 1, scope: !5)\n\
             !9 = !DILocation(line: 2, scope: {scope})\n"
        )
    };
    let options = Options {
        profile: Some("llvm".into()),
        ..Options::default()
    };
    let codes = |r: &engine::report::FileReport| -> Vec<String> {
        r.diagnostics
            .iter()
            .map(|d| d.diagnostic.code.to_string())
            .collect()
    };
    let mut ws = Workspace::new(options.clone()).expect("options");
    ws.set_file("a.ll", module("!7"));
    let before = ws.report("a.ll").expect("open");
    assert!(!codes(&before).contains(&"NV9172".to_string()));
    ws.set_file("a.ll", module("!5"));
    let edited = ws.report("a.ll").expect("open");
    assert!(
        codes(&edited).contains(&"NV9172".to_string()),
        "{:?}",
        codes(&edited)
    );
    let mut fresh = Workspace::new(options).expect("options");
    fresh.set_file("a.ll", module("!5"));
    assert_eq!(edited, fresh.report("a.ll").expect("open"));
}

/// Declarations written alike, added and removed one edit at a time: after each edit the
/// report names the same redefinitions (NV9227) as a fresh check of the text, however the
/// first of the name moved.
#[test]
fn redefinitions_follow_edits_that_move_the_first_header() {
    let decl = "declare void @h(i32)\n";
    let body = "define void @f() {\nentry:\n  call void @h(i32 1)\n  ret void\n}\n";
    let head = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n";
    let with = |copies: usize, define_twice: bool| {
        let mut t = String::from(head);
        for _ in 0..copies {
            t += decl;
        }
        t += body;
        if define_twice {
            t += body;
        }
        t
    };
    let count = |r: &engine::report::FileReport| {
        r.diagnostics
            .iter()
            .filter(|d| d.diagnostic.code.to_string() == "NV9227")
            .count()
    };
    let options = Options {
        target: Some("sm_80".into()),
        profile: Some("llvm".into()),
        ..Options::default()
    };
    let mut ws = Workspace::new(options.clone()).unwrap();
    // (declarations, `@f` twice, redefinitions expected)
    for (copies, twice, want) in [
        (3, false, 2),
        (2, false, 1),
        (1, false, 0),
        (3, true, 3),
        (1, true, 1),
        (3, false, 2),
    ] {
        let text = with(copies, twice);
        ws.set_file("a.ll", text.as_str());
        let edited = ws.report("a.ll").unwrap();
        let mut fresh = Workspace::new(options.clone()).unwrap();
        fresh.set_file("a.ll", text.as_str());
        let fresh = fresh.report("a.ll").unwrap();
        assert_eq!(edited, fresh, "{copies} declarations, @f twice: {twice}");
        assert_eq!(
            count(&edited),
            want,
            "{copies} declarations, @f twice: {twice}"
        );
    }
}

/// Lays out `pieces` in one workspace after another (a piece named `global` or `function` is
/// its text; "A" and "B" are 150 functions and declarations each, so the other pieces lie
/// chunks apart with context items between them). After each layout the report must equal a
/// fresh workspace's and count `expected[i]` diagnostics of `codes[i]`.
fn reports_follow_moves_across_chunks(
    target: &str,
    (global, function): (&str, &str),
    codes: [&str; 2],
    cases: &[(Vec<&str>, [usize; 2])],
) {
    let head = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n";
    let filler = |from: usize| {
        (from..from + 150)
            .map(|k| {
                if k % 3 == 0 {
                    format!("declare void @d{k}()\n")
                } else {
                    format!("define void @g{k}() {{\nentry:\n  ret void\n}}\n")
                }
            })
            .collect::<String>()
    };
    let options = Options {
        target: Some(target.into()),
        profile: Some("llvm".into()),
        ..Options::default()
    };
    let count = |r: &engine::report::FileReport, code: &str| {
        r.diagnostics
            .iter()
            .filter(|d| d.diagnostic.code.to_string() == code)
            .count()
    };
    let mut ws = Workspace::new(options.clone()).unwrap();
    for (pieces, expected) in cases {
        let mut text = String::from(head);
        for piece in pieces {
            match *piece {
                "A" => text += &filler(0),
                "B" => text += &filler(1000),
                other => text += other,
            }
        }
        ws.set_file("a.ll", text.as_str());
        let edited = ws.report("a.ll").unwrap();
        let mut fresh = Workspace::new(options.clone()).unwrap();
        fresh.set_file("a.ll", text.as_str());
        let fresh = fresh.report("a.ll").unwrap();
        let shown: Vec<&str> = pieces
            .iter()
            .map(|p| match *p {
                "A" | "B" => "filler",
                p if p == global => "global",
                p if p == function => "function",
                _ => "other",
            })
            .collect();
        assert_eq!(edited, fresh, "{shown:?}");
        for (code, want) in codes.iter().zip(expected) {
            assert_eq!(count(&edited, code), *want, "{code} in {shown:?}");
        }
    }
}

/// A global variable and a function of one name: whichever comes first in the file keeps the
/// name, the other is the redefinition (NV9228 at a later variable, NV9229 at a later
/// function). The two lie chunks apart, with declarations (context items) between them, and
/// edits move them; after each the report equals a fresh check's.
#[test]
fn global_and_function_clashes_follow_edits_across_chunks() {
    let global = "@f = addrspace(1) global i32 0, align 4\n";
    let function = "define void @f() {\nentry:\n  ret void\n}\n";
    reports_follow_moves_across_chunks(
        "sm_80",
        (global, function),
        ["NV9228", "NV9229"],
        &[
            (vec![global, "A", function, "B"], [0, 1]),
            (vec![function, "A", global, "B"], [1, 0]),
            (vec![global, "A", function, "B", global], [1, 1]),
            (vec!["A", function, global, "B"], [1, 0]),
            (vec!["A", global, "B", function], [0, 1]),
        ],
    );
}

/// A global variable named with another address space than its definition gives it: a use
/// below the definition is NV9232, one above it NV9234. Moving the definition or the
/// function across chunks of other functions must move the verdict from one to the other,
/// as a fresh workspace reports it (the function's place among the context items is a fact
/// of the module).
#[test]
fn global_use_types_follow_the_definition_across_chunks() {
    let global = "@smem = internal addrspace(3) global i32 undef, align 4\n";
    let function = "define void @f(ptr addrspace(1) %out) {\nentry:\n  %v = load i32, ptr @smem, align 4\n  store i32 %v, ptr addrspace(1) %out, align 4\n  ret void\n}\n";
    reports_follow_moves_across_chunks(
        "sm_90",
        (global, function),
        ["NV9232", "NV9234"],
        &[
            (vec![global, "A", function, "B"], [1, 0]),
            (vec![function, "A", global, "B"], [0, 1]),
            (vec!["A", function, global, "B"], [0, 1]),
            (vec!["A", global, "B", function], [1, 0]),
        ],
    );
}

/// Body edits that change a function's length and line count, in every chunk of a module of
/// several, with findings in every chunk: each report (made after every edit, so that each
/// reuses what the one before worked out per chunk) equals a fresh workspace's. A report
/// steps over a chunk by its slots' totals, which an edit of a body must refresh.
#[test]
fn body_edits_move_the_findings_of_later_chunks() {
    let mut text = String::from(
        "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n",
    );
    for i in 0..600 {
        // A syntax error every 25 functions: findings in each of the five chunks.
        let bad = if i % 25 == 7 {
            "  %z = bogus i32 1\n"
        } else {
            ""
        };
        text += &format!(
            "define ptx_kernel void @k{i}(ptr addrspace(1) %p) {{\nentry:\n{bad}  %v = load i32, ptr addrspace(1) %p, align 4\n  ret void\n}}\n\n"
        );
    }
    let mut ws = Workspace::new(Options::default()).unwrap();
    ws.set_file("m.ll", text.as_str());
    let findings = ws.report("m.ll").unwrap().diagnostics.len();
    assert_eq!(findings, 24, "one finding per bad function");
    // Lines added to and taken from bodies far apart, by edit and by whole text.
    let edits = [
        (3, "  %a = add i32 0, 0\n  %b = add i32 0, 0\n"),
        (140, "  %a = add i32 0, 0\n"),
        (299, "\n\n\n"),
        (3, ""),
        (
            455,
            "  %a = add i32 0, 0\n  %b = add i32 0, 0\n  %c = add i32 0, 0\n",
        ),
        (140, ""),
        (599, "  %a = add i32 0, 0\n"),
    ];
    for (step, (function, lines)) in edits.iter().enumerate() {
        let open = format!("@k{function}(ptr addrspace(1) %p) {{\nentry:\n");
        let at = text.find(&open).expect("the function") + open.len();
        // Whatever lines an earlier edit put there, up to the `load` (or the bad line).
        let end = at + text[at..].find("  %v = load").expect("its load");
        let end = text[at..end].find("  %z = bogus").map_or(end, |k| at + k);
        text.replace_range(at..end, lines);
        if step % 2 == 0 {
            ws.edit("m.ll", at..end, lines).unwrap();
        } else {
            ws.set_file("m.ll", text.as_str());
        }
        let report = ws.report("m.ll").unwrap();
        let mut fresh = Workspace::new(Options::default()).unwrap();
        fresh.set_file("m.ll", text.as_str());
        assert_eq!(report, fresh.report("m.ll").unwrap(), "step {step}");
        assert_eq!(report.diagnostics.len(), findings, "step {step}");
    }
}
