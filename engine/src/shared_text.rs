//! A slice of a shared text buffer: how items hold their text without copying it.
//!
//! A module is read once into one `Arc<str>`; every item's text is a range of
//! it. After an edit only the edited items get a buffer of their own, so the
//! rest of the module is never copied again.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Deref, Range};
use std::sync::Arc;

/// `buffer[range]`, compared and hashed by content.
#[derive(Clone)]
pub struct SharedText {
    buffer: Arc<str>,
    start: u32,
    end: u32,
}

impl SharedText {
    /// `range` must lie on char boundaries of `buffer` (it comes from the splitter,
    /// which cuts only at ASCII bytes); a bad range panics here, not later.
    pub fn new(buffer: Arc<str>, range: Range<u32>) -> SharedText {
        assert!(
            buffer.is_char_boundary(range.start as usize)
                && buffer.is_char_boundary(range.end as usize)
                && range.start <= range.end,
            "SharedText range {range:?} is not a char range of its buffer"
        );
        SharedText {
            buffer,
            start: range.start,
            end: range.end,
        }
    }

    /// The whole of `text`.
    pub fn whole(text: Arc<str>) -> SharedText {
        let end = text.len() as u32;
        SharedText {
            buffer: text,
            start: 0,
            end,
        }
    }

    pub fn as_str(&self) -> &str {
        &self.buffer[self.start as usize..self.end as usize]
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
        (Arc::ptr_eq(&self.buffer, &other.buffer)
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
}
