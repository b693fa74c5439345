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
        executed(&log, "parsed"),
        1,
        "only the edited function is re-parsed: {:?}",
        log.lock().unwrap()
    );
    assert_eq!(
        executed(&log, "check_item"),
        1,
        "only the edited function is re-checked"
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
