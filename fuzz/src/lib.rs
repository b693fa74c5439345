//! Invariants shared by the fuzz targets (and nothing else: the engine's own
//! tests carry their own copies so they never depend on this crate).

use engine::report::FileReport;

/// Every diagnostic lies inside `text`: 1-based line and column, start
/// before end, and the byte offsets within the text.
pub fn assert_positions_inside(text: &str, report: &FileReport) {
    let lines: Vec<&str> = text.split('\n').collect();
    for d in &report.diagnostics {
        let g = &d.diagnostic;
        assert!(
            (g.start as usize) <= text.len(),
            "diagnostic start {} past the end of a {}-byte file: {g:?}",
            g.start,
            text.len()
        );
        for (line, col) in [(d.line, d.column), (d.end_line, d.end_column)] {
            assert!(
                line >= 1 && col >= 1,
                "position {line}:{col} not 1-based: {g:?}"
            );
            let l = lines
                .get(line as usize - 1)
                .unwrap_or_else(|| panic!("line {line} past the last line {}: {g:?}", lines.len()));
            let chars = l.chars().count() as u32;
            assert!(
                col <= chars + 1,
                "column {col} past the end of line {line} ({chars} chars): {g:?}"
            );
        }
        assert!(
            (d.line, d.column) <= (d.end_line, d.end_column),
            "diagnostic ends before it starts: {d:?}"
        );
    }
}
