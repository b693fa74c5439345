//! A slice of a shared text buffer: how items hold their text without copying it.
//!
//! A module is read once into one [`Text`] (a heap string, or for the one-shot `check` of a
//! big file, a read-only mapping of the file); every item's text is a range of it. After an
//! edit only the edited items get a buffer of their own, so the rest of the module is never
//! copied again.

use std::borrow::{Borrow, Cow};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Deref, Range};
use std::sync::Arc;

/// A whole text, cheap to clone (one reference count), compared and hashed by content: a heap
/// string, or bytes some other owner keeps alive (a file mapping, see [`Text::from_raw_parts`]).
#[derive(Clone)]
pub struct Text(Arc<Buffer>);

/// The text's bytes, kept where `_owner` put them; `ptr`/`len` are cached so reading the text
/// is one pointer away, whoever owns it.
struct Buffer {
    ptr: *const u8,
    len: usize,
    _owner: Owner,
}

/// Held only to keep the bytes alive (never read).
#[allow(dead_code)]
enum Owner {
    String(String),
    Shared(Arc<str>),
    Other(Box<dyn Send + Sync>),
}

// SAFETY: the bytes are immutable UTF-8 owned by `_owner`, which is `Send + Sync` in every
// variant; the raw pointer only caches their address.
unsafe impl Send for Buffer {}
// SAFETY: as for `Send`: shared access only ever reads the immutable bytes.
unsafe impl Sync for Buffer {}

impl Text {
    /// `owner`'s bytes, whose address does not change when `owner` moves (heap bytes).
    fn owned(ptr: *const u8, len: usize, owner: Owner) -> Text {
        Text(Arc::new(Buffer {
            ptr,
            len,
            _owner: owner,
        }))
    }

    /// The `len` bytes at `ptr`, kept alive by `owner` (e.g. a read-only file mapping).
    ///
    /// # Safety
    /// The bytes must be valid UTF-8, and stay readable and unchanged at that address for as
    /// long as `owner` lives (it is dropped with the last clone of the text).
    pub unsafe fn from_raw_parts(
        ptr: *const u8,
        len: usize,
        owner: impl Send + Sync + 'static,
    ) -> Text {
        Text::owned(ptr, len, Owner::Other(Box::new(owner)))
    }

    pub fn as_str(&self) -> &str {
        // SAFETY: every constructor's bytes are UTF-8 that live, unchanged, as long as the
        // buffer does (the safe ones take the address of a `str` they own).
        unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(self.0.ptr, self.0.len)) }
    }

    /// Whether both are clones of one text.
    pub fn ptr_eq(a: &Text, b: &Text) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }
}

impl Default for Text {
    fn default() -> Text {
        Text::from(String::new())
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for Text {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Self) -> bool {
        Text::ptr_eq(self, other) || self.as_str() == other.as_str()
    }
}
impl Eq for Text {}

impl Hash for Text {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

/// Kept as is (no copy; the string's spare capacity too).
impl From<String> for Text {
    fn from(text: String) -> Text {
        Text::owned(text.as_ptr(), text.len(), Owner::String(text))
    }
}

impl From<Box<str>> for Text {
    fn from(text: Box<str>) -> Text {
        Text::from(String::from(text))
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text::from(text.to_owned())
    }
}

impl From<&String> for Text {
    fn from(text: &String) -> Text {
        Text::from(text.as_str())
    }
}

impl From<Cow<'_, str>> for Text {
    fn from(text: Cow<'_, str>) -> Text {
        Text::from(text.into_owned())
    }
}

/// Shares the `Arc`'s bytes (no copy).
impl From<Arc<str>> for Text {
    fn from(text: Arc<str>) -> Text {
        Text::owned(text.as_ptr(), text.len(), Owner::Shared(text))
    }
}

/// `buffer[range]`, compared and hashed by content.
#[derive(Clone)]
pub struct SharedText {
    buffer: Text,
    start: u32,
    end: u32,
}

impl SharedText {
    /// `range` must lie on char boundaries of `buffer` (it comes from the splitter,
    /// which cuts only at ASCII bytes); a bad range panics here, not later.
    pub fn new(buffer: impl Into<Text>, range: Range<u32>) -> SharedText {
        let buffer = buffer.into();
        assert!(
            range.start <= range.end
                && buffer.is_char_boundary(range.start as usize)
                && buffer.is_char_boundary(range.end as usize),
            "SharedText range {range:?} is not a char range of its buffer"
        );
        SharedText {
            buffer,
            start: range.start,
            end: range.end,
        }
    }

    /// The whole of `text` (its first 4 GiB − 1 bytes, like every offset in the engine).
    pub fn whole(text: impl Into<Text>) -> SharedText {
        let buffer = text.into();
        let end = u32::try_from(buffer.len()).unwrap_or(u32::MAX);
        SharedText::new(buffer, 0..end)
    }

    /// The length in bytes, without reading the buffer: a workspace sums the lengths of
    /// thousands of items (every edit finds the item offsets so), and going through `str`
    /// loads each buffer's header, a cache miss apiece when the items were not read lately.
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    pub fn as_str(&self) -> &str {
        // SAFETY: `new` and `whole` checked that the range is a char range of the buffer,
        // which never changes.
        unsafe {
            self.buffer
                .as_str()
                .get_unchecked(self.start as usize..self.end as usize)
        }
    }

    /// The `len` bytes of the buffer right after this slice (an item's trailing trivia).
    /// Panics if they are not a char range of the buffer.
    pub fn after(&self, len: u32) -> &str {
        &self.buffer.as_str()[self.end as usize..(self.end + len) as usize]
    }

    /// A sub-slice, `range` relative to this slice.
    pub fn slice(&self, range: Range<u32>) -> SharedText {
        SharedText::new(
            self.buffer.clone(),
            self.start + range.start..self.start + range.end,
        )
    }
}

impl Deref for SharedText {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for SharedText {
    fn eq(&self, other: &Self) -> bool {
        (Text::ptr_eq(&self.buffer, &other.buffer)
            && self.start == other.start
            && self.end == other.end)
            || self.as_str() == other.as_str()
    }
}
impl Eq for SharedText {}

impl Hash for SharedText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for SharedText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_compare_by_content_whatever_their_buffer() {
        let a: Arc<str> = "define void @f() {\n}\n".into();
        let b: Arc<str> = "xx define void @f() {\n}\n".into();
        let x = SharedText::new(a.clone(), 0..20);
        let y = SharedText::new(b, 3..23);
        assert_eq!(x, y);
        assert_eq!(&*x, "define void @f() {\n}");
        assert_ne!(x, SharedText::new(a, 0..6));
        assert_eq!(&*y.slice(7..11), "void");
    }

    #[test]
    fn texts_of_every_owner_read_and_compare_alike() {
        let content = "; é€𝄞\ndefine void @f() {\n}\n";
        let owned: Vec<u8> = content.as_bytes().to_vec();
        let (ptr, len) = (owned.as_ptr(), owned.len());
        // SAFETY: the vector's heap bytes are UTF-8, never written, and moved into the text.
        let other = unsafe { Text::from_raw_parts(ptr, len, owned) };
        let texts = [
            Text::from(content),
            Text::from(content.to_string()),
            Text::from(Arc::<str>::from(content)),
            Text::from(Box::<str>::from(content)),
            other.clone(),
        ];
        for text in &texts {
            assert_eq!(text.as_str(), content);
            assert_eq!(text, &texts[0]);
            let hash = |t: &Text| {
                let mut h = std::collections::hash_map::DefaultHasher::new();
                t.hash(&mut h);
                h.finish()
            };
            assert_eq!(hash(text), hash(&texts[0]));
        }
        assert!(Text::ptr_eq(&other, &texts[4]));
        assert!(!Text::ptr_eq(&texts[0], &texts[1]));
        drop(texts);
        assert_eq!(&*SharedText::new(other, 12..18), "define");
        assert_eq!(&*Text::default(), "");
    }

    #[test]
    #[should_panic(expected = "not a char range")]
    fn a_range_inside_a_character_panics() {
        SharedText::new("é", 0..1);
    }
}
