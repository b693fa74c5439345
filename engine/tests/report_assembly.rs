//! The workspace assembles reports from per-item results without the module's
//! text; what it reads of the text (lines, suppression comments) must agree with
//! reading the whole text.

use engine::report::Policy;
use engine::{Options, Workspace};

const MODULE: &str = "; nvverify: allow(NV0001)\nbogus_one\nbogus_two ; nvverify: allow(NV0001)\nbogus_three\n\ndefine void @f() {\nentry:\n  %z = bogus i32 1 ; nvverify: allow(NV0001)\n  ; nvverify: allow(NV0001)\n  %y = bogus i32 2\n  %x = bogus i32 3\n  ret void\n}\nbogus_four";

#[test]
fn suppression_comments_count_wherever_they_sit_between_items() {
    let mut ws = Workspace::new(Options::default()).unwrap();
    ws.set_file("m.ll", MODULE);
    let all = ws.report("m.ll").unwrap();
    let lines: Vec<u32> = all.diagnostics.iter().map(|d| d.line).collect();
    assert_eq!(
        lines,
        [2, 3, 4, 8, 10, 11, 14],
        "every bogus line is a syntax error"
    );

    ws.set_policy(Policy::standard());
    let kept = ws.report("m.ll").unwrap();
    let kept_lines: Vec<u32> = kept.diagnostics.iter().map(|d| d.line).collect();
    // Line 2: comment above (before the first item). Line 3: trailing comment after the
    // item. Line 4: the comment on line 3 is the line above. Line 8: trailing, inside a body.
    // Line 10: comment line above. 11 and 14 have none.
    assert_eq!(kept_lines, [11, 14]);

    // The same as applying the policy with the whole text at hand.
    let mut reference = all.clone();
    Policy::standard().apply(&mut reference, MODULE);
    assert_eq!(reference, kept);
}

/// Debug-info nodes are dropped from the module facts after parsing; their syntax
/// errors are still reported, and generic nodes (annotations) still resolve.
#[test]
fn dropped_debug_info_nodes_still_report_their_syntax() {
    let module = "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine void @k(i32 %n) {\nentry:\n  ret void\n}\n\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1, !\"maxntidx\", i32 2048}\n!1 = !DILocation(line: 3, scope: !2)\n!2 = !DILocation(line: , scope: !1)\n";
    let mut ws = Workspace::new(Options::default()).unwrap();
    ws.set_file("m.ll", module);
    let report = ws.report("m.ll").unwrap();
    let found: Vec<(String, u32)> = report
        .diagnostics
        .iter()
        .map(|d| (d.diagnostic.code.to_string(), d.line))
        .collect();
    assert!(
        found.contains(&("NV0001".to_owned(), 11)),
        "the malformed DILocation is reported: {found:?}"
    );
    assert!(
        found.iter().any(|(code, _)| code == "NV3021"),
        "the annotation node still makes @k a kernel with maxntid 2048: {found:?}"
    );
}
