//! Turns the command line's PATHs into module texts: folders are walked
//! recursively in sorted order, bitcode is disassembled when `llvm-dis` is
//! available, and anything unreadable becomes a failure that does not stop the batch.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

pub struct Input {
    /// The path as it will be printed: as given, or joined below a given folder.
    pub display_path: String,
    pub text: String,
}

#[derive(Default)]
pub struct Gathered {
    pub inputs: Vec<Input>,
    /// One message per path that could not be read.
    pub failures: Vec<String>,
}

pub fn gather(paths: &[PathBuf]) -> Gathered {
    let mut gathered = Gathered::default();
    for path in paths {
        let metadata = match std::fs::metadata(path) {
            Ok(m) => m,
            Err(error) => {
                gathered
                    .failures
                    .push(format!("cannot read {}: {error}", path.display()));
                continue;
            }
        };
        if metadata.is_dir() {
            let mut files = BTreeSet::new();
            let mut visited = BTreeSet::new();
            walk(path, &mut files, &mut visited, &mut gathered.failures);
            for file in files {
                read(&file, &mut gathered);
            }
        } else {
            read(path, &mut gathered);
        }
    }
    gathered
}

/// Collects `.ll` files below `dir`; `visited` holds canonical folders so a symlink loop ends.
fn walk(
    dir: &Path,
    files: &mut BTreeSet<PathBuf>,
    visited: &mut BTreeSet<PathBuf>,
    failures: &mut Vec<String>,
) {
    match std::fs::canonicalize(dir) {
        Ok(canonical) => {
            if !visited.insert(canonical) {
                return;
            }
        }
        Err(error) => {
            failures.push(format!("cannot read {}: {error}", dir.display()));
            return;
        }
    }
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => {
            failures.push(format!("cannot read {}: {error}", dir.display()));
            return;
        }
    };
    let mut children: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    children.sort();
    for child in children {
        match std::fs::metadata(&child) {
            Ok(m) if m.is_dir() => walk(&child, files, visited, failures),
            // Only regular files: opening a named pipe or a device found in a folder could
            // block forever. (A path given explicitly, such as `<(clang …)`, is read as given.)
            Ok(m) if child.extension().is_some_and(|e| e == "ll") => {
                if m.is_file() {
                    files.insert(child);
                } else {
                    failures.push(format!("{}: not a regular file; skipped", child.display()));
                }
            }
            Ok(_) => {}
            Err(error) => failures.push(format!("cannot read {}: {error}", child.display())),
        }
    }
}

fn read(path: &Path, gathered: &mut Gathered) {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) => {
            gathered
                .failures
                .push(format!("cannot read {}: {error}", path.display()));
            return;
        }
    };
    let text = if engine::ir::bitcode::is_bitcode(&bytes) {
        match engine::ir::bitcode::disassemble(path) {
            Ok(text) => text,
            Err(message) => {
                gathered
                    .failures
                    .push(format!("{}: {message}", path.display()));
                return;
            }
        }
    } else {
        // Invalid UTF-8 becomes U+FFFD; the parser reports it where it matters.
        match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
        }
    };
    gathered.inputs.push(Input {
        display_path: path.display().to_string(),
        text,
    });
}
