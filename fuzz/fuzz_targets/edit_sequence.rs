//! Incremental layout: a text and a sequence of byte-range edits applied through
//! `Workspace::edit` (and, every third one, `set_file` with the whole new text)
//! must leave the workspace with exactly the items and the report of a fresh
//! workspace given the final text.
//!
//! Input: text, then `0xFF` and edits of the form `start:u16 len:u8 n:u8 bytes[n]`.
#![no_main]

use engine::{Options, Workspace};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let split = data.iter().position(|&b| b == 0xFF).unwrap_or(data.len());
    let mut text = String::from_utf8_lossy(&data[..split]).into_owned();
    let mut rest = data.get(split + 1..).unwrap_or(&[]);
    let mut ws = Workspace::new(Options::default()).expect("compiled rules load");
    ws.set_file("fuzz.ll", text.as_str());
    let mut step = 0;
    while rest.len() >= 4 {
        let start = u16::from_le_bytes([rest[0], rest[1]]) as usize % (text.len() + 1);
        let len = rest[2] as usize;
        let n = (rest[3] as usize).min(rest.len() - 4);
        let insert = String::from_utf8_lossy(&rest[4..4 + n]).into_owned();
        rest = &rest[4 + n..];
        let mut start = start;
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (start + len).min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.replace_range(start..end, &insert);
        if step % 3 == 2 {
            ws.set_file("fuzz.ll", text.as_str());
        } else {
            ws.edit("fuzz.ll", start..end, &insert).expect("a valid edit");
        }
        step += 1;
        assert_eq!(&*ws.text("fuzz.ll").expect("open"), text.as_str());
        assert_eq!(
            ws.items("fuzz.ll").expect("open"),
            engine::ir::split_items(&text),
            "layout after edit {step}"
        );
    }
    let mut fresh = Workspace::new(Options::default()).expect("compiled rules load");
    fresh.set_file("fuzz.ll", text.as_str());
    assert_eq!(ws.report("fuzz.ll"), fresh.report("fuzz.ll"));
});
