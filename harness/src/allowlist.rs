//! The reviewed allowlist (`harness/allowlist.ron`): disagreements that are understood, each
//! with a one-line reason. CI fails on any disagreement no entry covers.

use std::path::Path;

use serde::Deserialize;

fn star() -> String {
    "*".into()
}

/// One entry. Every field but `reason` is a glob (`*` = anything); `message` is a substring
/// of the oracle's or nvverify's messages.
#[derive(Clone, Debug, Deserialize)]
pub struct Entry {
    /// `diff`, `audit`, `mutate`.
    #[serde(default = "star")]
    pub mode: String,
    /// `nvverify-only`, `oracle-only`, `contradicted`.
    #[serde(default = "star")]
    pub class: String,
    #[serde(default = "star")]
    pub code: String,
    #[serde(default = "star")]
    pub oracle: String,
    #[serde(default = "star")]
    pub target: String,
    /// Module path (diff, mutate) or audit row id.
    #[serde(default = "star")]
    pub module: String,
    #[serde(default)]
    pub message: Option<String>,
    pub reason: String,
}

/// What an entry is matched against.
pub struct Item<'a> {
    pub mode: &'a str,
    pub class: &'a str,
    pub code: &'a str,
    pub oracle: &'a str,
    pub target: &'a str,
    pub module: &'a str,
    pub messages: &'a [String],
}

#[derive(Clone, Debug, Default)]
pub struct Allowlist {
    pub entries: Vec<Entry>,
}

impl Allowlist {
    pub fn default_path() -> std::path::PathBuf {
        crate::oracles::discover::repo_root().join("harness/allowlist.ron")
    }

    pub fn load(path: &Path) -> Result<Allowlist, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Allowlist::default()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        Self::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(text: &str) -> Result<Allowlist, String> {
        let entries: Vec<Entry> = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|e| e.to_string())?;
        for e in &entries {
            if e.reason.trim().is_empty() {
                return Err(format!(
                    "allowlist entry for {} {} has no reason",
                    e.class, e.code
                ));
            }
        }
        Ok(Allowlist { entries })
    }

    /// The reason of the first entry covering `item`.
    pub fn covers(&self, item: &Item<'_>) -> Option<&str> {
        self.entries
            .iter()
            .find(|e| {
                glob(&e.mode, item.mode)
                    && glob(&e.class, item.class)
                    && glob(&e.code, item.code)
                    && glob(&e.oracle, item.oracle)
                    && glob(&e.target, item.target)
                    && glob(&e.module, item.module)
                    && e.message
                        .as_deref()
                        .is_none_or(|m| item.messages.iter().any(|x| x.contains(m)))
            })
            .map(|e| e.reason.as_str())
    }
}

/// `*` matches any run of characters; everything else is literal.
pub fn glob(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == text;
    }
    let mut pos = 0;
    for (i, p) in parts.iter().enumerate() {
        if i == 0 {
            if !text.starts_with(p) {
                return false;
            }
            pos = p.len();
        } else if i == parts.len() - 1 {
            return text.len() >= pos + p.len() && text[pos..].ends_with(p);
        } else {
            match text[pos..].find(p) {
                Some(j) => pos += j + p.len(),
                None => return false,
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs() {
        assert!(glob("*", "x"));
        assert!(glob(
            "libnvvm*-compile+ptxas",
            "libnvvm13-nvvm7-compile+ptxas"
        ));
        assert!(!glob("libnvvm*-verify", "libnvvm13-nvvm7-compile+ptxas"));
        assert!(glob("sm_8*", "sm_80") && !glob("sm_8*", "sm_90"));
        assert!(glob(
            "corpus/real/*/atomics*",
            "corpus/real/numba/atomics.sm_100.ll"
        ));
    }

    #[test]
    fn entries_need_reasons() {
        let a = Allowlist::parse(r#"[(class: "nvverify-only", code: "NV3016", target: "sm_80", reason: "libNVVM drops cluster dims")]"#).unwrap();
        let msgs = vec![];
        let item = Item {
            mode: "diff",
            class: "nvverify-only",
            code: "NV3016",
            oracle: "x",
            target: "sm_80",
            module: "m",
            messages: &msgs,
        };
        assert_eq!(a.covers(&item), Some("libNVVM drops cluster dims"));
        assert!(Allowlist::parse(r#"[(code: "NV1", reason: " ")]"#).is_err());
        let m = Allowlist::parse(r#"[(message: "fadd", reason: "r")]"#).unwrap();
        assert_eq!(m.entries[0].message.as_deref(), Some("fadd"));
        // The checked-in allowlist parses.
        Allowlist::load(&Allowlist::default_path()).unwrap();
    }
}
