//! The IR parser on arbitrary bytes (lossily decoded, as the CLI does).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let m = engine::ir::parse_module(&text);
    let len = text.len() as u32;
    for e in &m.errors {
        assert!(
            e.span.start <= e.span.end && e.span.end <= len,
            "error span {:?} outside a {len}-byte text: {}",
            e.span,
            e.message
        );
    }
    let mut prev_end = 0;
    for (i, it) in m.items.iter().enumerate() {
        assert!(it.offset >= prev_end, "items overlap");
        assert!(it.offset + it.len <= len, "item outside the text");
        prev_end = it.offset + it.len;
        let _ = m.item_text(i);
    }
    // Module-level lookups walk every item's names.
    let _ = (m.datalayout(), m.triple(), m.source_filename());
    for f in m.functions() {
        let name = f.node.name.text(f.text).into_owned();
        assert!(m.function(&name).is_some());
        let _ = m.fn_attrs(f);
    }
    let _ = m.globals().count() + m.aliases().count() + m.type_defs().count();
    let _ = m.named_metadata("nvvm.annotations");
    let ix = m.line_index();
    for e in &m.errors {
        let _ = ix.line_col(&text, e.span.start);
    }
    // Determinism: a second parse gives the same items and errors.
    let again = engine::ir::parse_module(&text);
    assert_eq!(m.items, again.items);
    assert_eq!(m.errors, again.errors);
});
