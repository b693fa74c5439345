//! The whole check of one module with the default options (target and
//! profile inferred from the module), both renderers, and the positions of
//! every diagnostic.
#![no_main]

use engine::{Options, Workspace};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let mut ws = Workspace::new(Options::default()).expect("compiled rules load");
    ws.set_file("fuzz.ll", text.as_str());
    let report = ws.report("fuzz.ll").expect("file is open");
    nvverify_fuzz::assert_positions_inside(&text, &report);
    let reports = vec![report];
    let json = engine::render::json::render(&reports);
    let _ = engine::render::human::render(&reports);
    // A second, fresh workspace gives the same bytes.
    let mut again = Workspace::new(Options::default()).expect("compiled rules load");
    again.set_file("fuzz.ll", text.as_str());
    let json2 = engine::render::json::render(&again.reports());
    assert_eq!(json, json2, "second run differs");
});
