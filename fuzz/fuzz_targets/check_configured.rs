//! The whole check under an explicit target and profile picked by the first
//! byte, plus an incremental edit: the module is first opened as a prefix,
//! then replaced by the full text; the result must equal a fresh check.
#![no_main]

use engine::{Options, Workspace};
use libfuzzer_sys::fuzz_target;

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

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else {
        return;
    };
    let options = Options {
        target: TARGETS[(sel & 7) as usize].map(str::to_owned),
        profile: PROFILES[((sel >> 3) % 3) as usize].map(str::to_owned),
        rules_dir: None,
        ..Options::default()
    };
    let Ok(mut ws) = Workspace::new(options.clone()) else {
        return; // a spelling this rule set does not know
    };
    let text = String::from_utf8_lossy(rest).into_owned();
    let cut = text
        .char_indices()
        .map(|(i, _)| i)
        .nth(text.chars().count() / 2)
        .unwrap_or(0);
    ws.set_file("a.ll", &text[..cut]);
    let first = ws.report("a.ll").expect("open");
    nvverify_fuzz::assert_positions_inside(&text[..cut], &first);
    ws.set_file("a.ll", text.as_str());
    let edited = ws.report("a.ll").expect("open");
    nvverify_fuzz::assert_positions_inside(&text, &edited);
    let mut fresh = Workspace::new(options).expect("validated above");
    fresh.set_file("a.ll", text.as_str());
    let fresh = fresh.report("a.ll").expect("open");
    assert_eq!(
        edited, fresh,
        "incremental result differs from a fresh check"
    );
});
