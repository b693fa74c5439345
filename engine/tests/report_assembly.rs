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
