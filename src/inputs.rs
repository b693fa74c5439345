//! Turns the command line's PATHs into module texts: folders are walked
//! recursively in sorted order, bitcode is disassembled when `llvm-dis` is
//! available, and anything unreadable becomes a failure that does not stop the batch.

use std::collections::BTreeSet;
use std::io::Read;
use std::mem::MaybeUninit;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use engine::shared_text::Text;
use rayon::prelude::*;

/// A module's text: an `Arc<str>` read into memory, or (from [`read_once`]) a [`Text`] that
/// may be a mapping of the file.
pub struct Input<T = Arc<str>> {
    /// The path as it will be printed: as given, or joined below a given folder.
    pub display_path: String,
    pub text: T,
}

pub struct Gathered<T = Arc<str>> {
    pub inputs: Vec<Input<T>>,
    /// One message per path that could not be read.
    pub failures: Vec<String>,
}

/// What the PATHs name, in order: files to read, and paths that could not be walked.
pub enum Found {
    File(PathBuf),
    Failure(String),
}

/// Reads every file that [`find`] names into memory ([`read`], in parallel); failures keep
/// their order.
pub fn gather(paths: &[PathBuf]) -> Gathered {
    read_all(&find(paths), read)
}

/// Reads the files that `found` names with `read` ([`read`] or [`read_once`]), in parallel;
/// failures keep their order.
pub fn read_all<T: Send>(
    found: &[Found],
    read: impl Fn(&Path) -> Result<Input<T>, String> + Sync,
) -> Gathered<T> {
    let read: Vec<Result<Input<T>, String>> = found
        .par_iter()
        .map(|found| match found {
            Found::File(path) => read(path),
            Found::Failure(message) => Err(message.clone()),
        })
        .collect();
    let mut gathered = Gathered {
        inputs: Vec::new(),
        failures: Vec::new(),
    };
    for result in read {
        match result {
            Ok(input) => gathered.inputs.push(input),
            Err(message) => gathered.failures.push(message),
        }
    }
    gathered
}

/// The files below or at `paths` (folders walked in sorted order) without reading them.
pub fn find(paths: &[PathBuf]) -> Vec<Found> {
    let mut found = Vec::new();
    for path in paths {
        let metadata = match std::fs::metadata(path) {
            Ok(m) => m,
            Err(error) => {
                found.push(Found::Failure(format!(
                    "cannot read {}: {error}",
                    path.display()
                )));
                continue;
            }
        };
        if metadata.is_dir() {
            let mut files = BTreeSet::new();
            let mut visited = BTreeSet::new();
            let mut failures = Vec::new();
            walk(path, &mut files, &mut visited, &mut failures);
            found.extend(failures.into_iter().map(Found::Failure));
            found.extend(files.into_iter().map(Found::File));
        } else {
            found.push(Found::File(path.clone()));
        }
    }
    found
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
    let mut children: Vec<(PathBuf, Option<std::fs::FileType>)> = entries
        .filter_map(|e| e.ok().map(|e| (e.path(), e.file_type().ok())))
        .collect();
    children.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    for (child, file_type) in children {
        // The entry's own type answers for everything but symlinks (followed, as before).
        let is_ll = child.extension().is_some_and(|e| e == "ll");
        match file_type {
            Some(t) if t.is_file() => {
                if is_ll {
                    files.insert(child);
                }
                continue;
            }
            Some(t) if !t.is_dir() && !t.is_symlink() && !is_ll => continue,
            _ => {}
        }
        match std::fs::metadata(&child) {
            Ok(m) if m.is_dir() => walk(&child, files, visited, failures),
            // Only regular files: opening a named pipe or a device found in a folder could
            // block forever. (A path given explicitly, such as `<(clang …)`, is read as given.)
            Ok(m) if is_ll => {
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

/// One module's text, or the message saying why it could not be had. The text is read into
/// memory: what watch mode uses, since it keeps texts while their files change on disk.
pub fn read(path: &Path) -> Result<Input, String> {
    let file = std::fs::File::open(path).map_err(|error| cannot_read(path, error))?;
    let size = regular_size(&file);
    read_from(path, file, size)
}

/// The size of `file` if it is a regular file (`None`: a pipe, a device, or unknown).
fn regular_size(file: &std::fs::File) -> Option<usize> {
    file.metadata()
        .ok()
        .filter(|m| m.is_file())
        .and_then(|m| usize::try_from(m.len()).ok())
}

fn cannot_read(path: &Path, error: std::io::Error) -> String {
    format!("cannot read {}: {error}", path.display())
}

/// [`read`] of a file already open, whose size was `size` ([`regular_size`]).
fn read_from(path: &Path, file: std::fs::File, size: Option<usize>) -> Result<Input, String> {
    let bytes = read_sized(file, size).map_err(|error| cannot_read(path, error))?;
    let text = if engine::ir::bitcode::is_bitcode(&bytes) {
        drop(bytes);
        Arc::from(disassemble(path)?)
    } else {
        into_text(bytes)
    };
    Ok(Input {
        display_path: path.display().to_string(),
        text,
    })
}

fn disassemble(path: &Path) -> Result<String, String> {
    engine::ir::bitcode::disassemble(path)
        .map_err(|message| format!("{}: {message}", path.display()))
}

/// Regular files at least this big are mapped by [`read_once`] (below it, reading costs
/// about what mapping and unmapping do).
const MAP_MIN: usize = 1 << 20;

/// [`read`] for the one-shot `check`: a regular file of at least [`MAP_MIN`] bytes is mapped
/// read-only, its pages faulted in piece by piece on rayon's threads as each piece is checked
/// to be UTF-8, and its text is the mapping itself — no buffer to allocate, zero and copy into, which
/// was most of the cost of getting a big module in (23 MB: ~16–25 ms read, ~2–3 ms mapped and
/// checked, and a tenth of the page faults). Invalid UTF-8 is copied to the heap with U+FFFD, as [`read`]
/// does; bitcode is disassembled; smaller files, pipes and files that cannot be mapped are read.
///
/// The trade-off (the one ripgrep makes for the files it maps): the text is the file's pages
/// for as long as the check holds it, so a file truncated meanwhile kills the process with
/// SIGBUS, and one rewritten in place changes under it. A check is short and reads each file
/// once; watch mode, which holds texts for as long as it runs, reads with [`read`]
/// (docs/limits.md).
pub fn read_once(path: &Path) -> Result<Input<Text>, String> {
    let file = std::fs::File::open(path).map_err(|error| cannot_read(path, error))?;
    let size = regular_size(&file);
    let large = size.is_some_and(|size| size >= MAP_MIN);
    // SAFETY: a mapping is only sound while nobody truncates or rewrites the file; that is the
    // trade-off above, documented in docs/limits.md.
    let map = large
        .then(|| unsafe { memmap2::MmapOptions::new().map(&file) }.ok())
        .flatten();
    let Some(map) = map else {
        return read_from(path, file, size).map(|input| Input {
            display_path: input.display_path,
            text: Text::from(input.text),
        });
    };
    drop(file);
    let text = if engine::ir::bitcode::is_bitcode(&map) {
        drop(map);
        Text::from(disassemble(path)?)
    } else if is_utf8_mapped(&map) {
        let (ptr, len) = (map.as_ptr(), map.len());
        // SAFETY: the bytes were just checked to be UTF-8; they stay at that address, unchanged
        // (see above), for as long as the mapping, which the text owns, lives.
        unsafe { Text::from_raw_parts(ptr, len, map) }
    } else {
        Text::from(String::from_utf8_lossy(&map).into_owned())
    };
    Ok(Input {
        display_path: path.display().to_string(),
        text,
    })
}

/// The file's bytes in one allocation of `size`, the size it had (`None`: unknown; it may have
/// grown or shrunk since), ready to become the `Arc<str>` the workspace keeps without another
/// copy.
fn read_sized(mut file: std::fs::File, size: Option<usize>) -> std::io::Result<Arc<[u8]>> {
    if let Some(size) = size {
        if size > 0 {
            let mut buffer: Arc<[MaybeUninit<u8>]> = Arc::new_uninit_slice(size);
            let slots = Arc::get_mut(&mut buffer).expect("a fresh Arc is unique");
            // Large files: zeroed (first touch of every page) in pieces on all threads.
            slots
                .par_chunks_mut(PARALLEL_PIECE)
                .for_each(|piece| piece.fill(MaybeUninit::new(0)));
            // SAFETY: every byte was just initialised.
            let mut buffer: Arc<[u8]> = unsafe { buffer.assume_init() };
            let slots = Arc::get_mut(&mut buffer).expect("a fresh Arc is unique");
            let mut filled = 0;
            if size >= 2 * PARALLEL_PIECE && read_in_pieces(&file, slots) {
                filled = size;
                use std::io::Seek;
                file.seek(std::io::SeekFrom::Start(size as u64))?;
            }
            while filled < size {
                match file.read(&mut slots[filled..]) {
                    Ok(0) => break,
                    Ok(n) => filled += n,
                    Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(error) => return Err(error),
                }
            }
            if filled == size {
                // The file may have grown since its size was taken: read the rest, if any.
                let mut rest = Vec::new();
                file.read_to_end(&mut rest)?;
                if rest.is_empty() {
                    return Ok(buffer);
                }
                let mut all = Vec::with_capacity(size + rest.len());
                all.extend_from_slice(&buffer);
                all.extend_from_slice(&rest);
                return Ok(all.into());
            }
            // It shrank.
            return Ok(Arc::from(&buffer[..filled]));
        }
    }
    // Pipes, process substitutions, empty or special files: size unknown.
    let mut all = Vec::new();
    file.read_to_end(&mut all)?;
    Ok(all.into())
}

/// Files are zeroed, read and UTF-8-checked in pieces of this size on rayon's threads.
const PARALLEL_PIECE: usize = 4 << 20;

/// Reads all of `slots.len()` bytes with positioned reads, one piece per task; false if any
/// piece came back short (the file changed under us: the caller reads it sequentially).
#[cfg(not(unix))]
fn read_in_pieces(_: &std::fs::File, _: &mut [u8]) -> bool {
    false
}

#[cfg(unix)]
fn read_in_pieces(file: &std::fs::File, slots: &mut [u8]) -> bool {
    use std::os::unix::fs::FileExt;
    slots
        .par_chunks_mut(PARALLEL_PIECE)
        .enumerate()
        .all(|(i, piece)| {
            file.read_exact_at(piece, (i * PARALLEL_PIECE) as u64)
                .is_ok()
        })
}

/// `std::str::from_utf8` in pieces cut before a byte that starts a character: UTF-8 is valid
/// exactly when every such piece is.
fn is_utf8(bytes: &[u8]) -> bool {
    is_utf8_in_pieces(bytes, PARALLEL_PIECE)
}

/// Mapped pieces: 1 MiB, so that even a file of a few MiB is faulted in by all threads.
const MAPPED_PIECE: usize = 1 << 20;

/// [`is_utf8`] of a mapping, each piece's pages faulted in by the thread that reads it (the
/// kernel maps 64 KB around each fault). Populating each piece first (`MADV_POPULATE_READ`)
/// was 1.1–1.3% slower on the 19 MB bench modules at 1 and 2 threads (kernel 6.18, 21 rounds
/// each); populating the whole mapping up front (`MAP_POPULATE`) took ~2 ms of one thread
/// before anything else ran.
fn is_utf8_mapped(map: &memmap2::Mmap) -> bool {
    is_utf8_in_pieces(map, MAPPED_PIECE)
}

/// [`is_utf8`] in pieces of about `piece` bytes on rayon's threads.
fn is_utf8_in_pieces(bytes: &[u8], piece: usize) -> bool {
    if bytes.len() < 2 * piece {
        return is_utf8_piece(bytes);
    }
    let mut cuts = vec![0];
    let mut at = piece;
    while at < bytes.len() {
        // At most three continuation bytes follow a start byte.
        let start = (at..(at + 4).min(bytes.len()))
            .find(|&i| bytes[i] & 0xC0 != 0x80)
            .unwrap_or(at);
        cuts.push(start);
        at = start + piece;
    }
    cuts.push(bytes.len());
    cuts.par_windows(2)
        .all(|w| is_utf8_piece(&bytes[w[0]..w[1]]))
}

/// Modules are mostly ASCII, which an OR over wide words checks in a fraction of what
/// `from_utf8` spends: blocks are checked so, and `from_utf8` takes over at the first block
/// that is not ASCII (it starts a character or is invalid, since the byte before is ASCII).
fn is_utf8_piece(bytes: &[u8]) -> bool {
    const BLOCK: usize = 4096;
    let mut at = 0;
    while at < bytes.len() {
        let block = &bytes[at..(at + BLOCK).min(bytes.len())];
        if !is_ascii(block) {
            return std::str::from_utf8(&bytes[at..]).is_ok();
        }
        at += block.len();
    }
    true
}

/// Whether `block` is ASCII: its 64-byte runs ORed word by word (the compiler turns the
/// fold into vector ORs), then the rest.
fn is_ascii(block: &[u8]) -> bool {
    let (runs, rest) = block.as_chunks::<64>();
    let mut acc = 0u64;
    for run in runs {
        let (words, _) = run.as_chunks::<8>();
        for word in words {
            acc |= u64::from_le_bytes(*word);
        }
    }
    acc & 0x8080_8080_8080_8080 == 0 && rest.is_ascii()
}

/// Valid UTF-8 is reused as is; invalid UTF-8 becomes U+FFFD (the parser reports it where it
/// matters).
fn into_text(bytes: Arc<[u8]>) -> Arc<str> {
    if is_utf8(&bytes) {
        // SAFETY: `str` and `[u8]` have the same layout, and the bytes were just checked to be
        // UTF-8; the pointer comes from `Arc::into_raw` of the same allocation.
        unsafe { Arc::from_raw(Arc::into_raw(bytes) as *const str) }
    } else {
        Arc::from(String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_files_are_read_and_checked_in_pieces_like_small_ones() {
        // Multi-byte characters straddle every piece boundary; the file is > 2 pieces.
        let line = "; é€𝄞 comment with multi-byte characters\n";
        let mut text = String::new();
        while text.len() < 2 * PARALLEL_PIECE + 12345 {
            text.push_str(line);
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.ll");
        std::fs::write(&path, &text).unwrap();
        assert_eq!(&*read(&path).unwrap().text, text.as_str());
        assert!(is_utf8(text.as_bytes()));
        assert!(!is_ascii(text.as_bytes()) && is_ascii(b"abc") && is_ascii(&[b'x'; 200]));
        // The ASCII blocks agree with `from_utf8` wherever the first non-ASCII byte falls.
        for at in [0, 1, 63, 64, 4095, 4096, 4097, 10_000] {
            let mut bytes = vec![b'a'; 12_000];
            for (bad, ok) in [
                (&[0xFFu8][..], false),
                (&[0xC3, 0xA9][..], true),
                (&[0x80][..], false),
            ] {
                let mut b = bytes.clone();
                b.splice(at..at, bad.iter().copied());
                assert_eq!(is_utf8_piece(&b), ok, "{bad:?} at {at}");
                assert_eq!(is_utf8_piece(&b), std::str::from_utf8(&b).is_ok());
            }
            bytes.truncate(at);
            assert!(is_utf8_piece(&bytes));
        }
        let mut bad = text.clone().into_bytes();
        let at = PARALLEL_PIECE + 7;
        bad[at] = 0xFF;
        assert!(
            !is_utf8(&bad),
            "an invalid byte inside a later piece is found"
        );
        std::fs::write(&path, &bad).unwrap();
        let read_back = read(&path).unwrap().text;
        assert!(read_back.contains('\u{FFFD}'));
        assert_eq!(read_back.len(), String::from_utf8_lossy(&bad).len());
    }

    #[test]
    fn reads_files_whole_and_replaces_invalid_utf8() {
        let dir = tempfile::tempdir().unwrap();
        let good = dir.path().join("good.ll");
        let text = "define void @f() {\n  ret void\n}\n".repeat(1000);
        std::fs::write(&good, &text).unwrap();
        assert_eq!(&*read(&good).unwrap().text, text.as_str());
        let bad = dir.path().join("bad.ll");
        std::fs::write(&bad, b"ab\xffcd").unwrap();
        assert_eq!(&*read(&bad).unwrap().text, "ab\u{fffd}cd");
        let empty = dir.path().join("empty.ll");
        std::fs::write(&empty, b"").unwrap();
        assert_eq!(&*read(&empty).unwrap().text, "");
        assert!(read(&dir.path().join("missing.ll")).is_err());
    }

    /// Whether `path` is mapped into this process now.
    #[cfg(target_os = "linux")]
    fn is_mapped(path: &Path) -> bool {
        let path = std::fs::canonicalize(path).unwrap();
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        maps.lines()
            .any(|line| line.ends_with(&*path.to_string_lossy()))
    }

    #[test]
    fn one_shot_reads_map_big_files_and_read_the_rest() {
        // Multi-byte characters straddle every piece boundary; the file is > 2 pieces.
        let line = "; é€𝄞 comment with multi-byte characters\n";
        let mut text = String::new();
        while text.len() < 2 * PARALLEL_PIECE + 12345 {
            text.push_str(line);
        }
        assert!(text.len() >= MAP_MIN);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.ll");
        std::fs::write(&path, &text).unwrap();
        let input = read_once(&path).unwrap();
        assert_eq!(&*input.text, text.as_str());
        assert_eq!(input.display_path, path.display().to_string());
        #[cfg(target_os = "linux")]
        {
            assert!(is_mapped(&path), "a big file is mapped");
            let clone = input.text.clone();
            drop(input);
            assert!(
                is_mapped(&path),
                "the mapping lives as long as a clone of its text"
            );
            assert!(clone.ends_with(line));
            drop(clone);
            assert!(!is_mapped(&path), "the last clone unmaps it");
        }

        // Invalid UTF-8 in a later piece: U+FFFD, in a heap copy.
        let mut bad = text.clone().into_bytes();
        bad[PARALLEL_PIECE + 7] = 0xFF;
        let bad_path = dir.path().join("bad.ll");
        std::fs::write(&bad_path, &bad).unwrap();
        let read_back = read_once(&bad_path).unwrap().text;
        assert_eq!(&*read_back, &*String::from_utf8_lossy(&bad));
        assert_eq!(&*read_back, &*read(&bad_path).unwrap().text);
        #[cfg(target_os = "linux")]
        assert!(
            !is_mapped(&bad_path),
            "invalid UTF-8 is copied, not kept mapped"
        );

        // Small files are read as `read` reads them.
        let small = dir.path().join("small.ll");
        std::fs::write(&small, b"ab\xffcd").unwrap();
        assert_eq!(&*read_once(&small).unwrap().text, "ab\u{fffd}cd");
        #[cfg(target_os = "linux")]
        assert!(!is_mapped(&small));
        let empty = dir.path().join("empty.ll");
        std::fs::write(&empty, b"").unwrap();
        assert_eq!(&*read_once(&empty).unwrap().text, "");
        let missing = read_once(&dir.path().join("missing.ll")).err().unwrap();
        assert!(missing.starts_with("cannot read "), "{missing}");
        assert!(read_once(dir.path()).is_err(), "a folder is no module");
    }

    #[test]
    fn files_that_grew_or_shrank_since_their_size_was_taken_are_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        for len in [1000, 2 * PARALLEL_PIECE + 777] {
            let text: Vec<u8> = (0..len).map(|i| b'a' + (i % 26) as u8).collect();
            let path = dir.path().join(format!("{len}.ll"));
            std::fs::write(&path, &text).unwrap();
            let open = || std::fs::File::open(&path).unwrap();
            for size in [len, len - 100, len + 100, 2 * len, 1] {
                let bytes = read_sized(open(), Some(size)).unwrap();
                assert!(*bytes == *text, "len {len}, size taken {size}");
            }
            assert!(*read_sized(open(), None).unwrap() == *text);
        }
    }
}
