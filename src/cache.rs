//! `--cache-dir DIR`: verdicts of one-shot runs, reused across processes.
//!
//! Key: XXH3-128 over the tool version, the rule-set fingerprint, the requested target,
//! profile, PTX and LLVM versions, the report policy (select/ignore/severity/suppressions) and the module's text. The
//! path is not part of the key: the same module under another name reuses the verdict and is
//! reported under its own path.
//!
//! Entries are `DIR/v1/<2 hex>/<32 hex>.json`, written to a unique temporary file in the same
//! folder and renamed into place, so a reader sees a whole entry or none and concurrent writers
//! of one key both write the same bytes. An entry that does not parse, or whose key does not
//! match, is ignored (a miss) and rewritten.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use engine::diag::{Code, Diagnostic, Severity};
use engine::report::{FileReport, IrSite, Located, Policy, SourceLocation};
use engine::rules::RuleSet;
use serde_json::{json, Value};
use xxhash_rust::xxh3::Xxh3;

/// Bumped when the entry format changes.
const FORMAT: &str = "v1";

pub struct Cache {
    dir: PathBuf,
    /// Everything but the module text and target that the verdict depends on, hashed.
    context: u128,
}

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

impl Cache {
    pub fn open(
        dir: &Path,
        rules: &RuleSet,
        policy: &Policy,
        request: &str,
    ) -> std::io::Result<Cache> {
        let dir = dir.join(FORMAT);
        std::fs::create_dir_all(&dir)?;
        let mut hasher = Xxh3::new();
        for part in [
            env!("CARGO_PKG_VERSION"),
            &rules_fingerprint(rules),
            request,
            &policy.fingerprint(),
        ] {
            hasher.update(part.as_bytes());
            hasher.update(&[0xff]);
        }
        Ok(Cache {
            dir,
            context: hasher.digest128(),
        })
    }

    /// The key of one module verified for `target` (`None`: inferred from the module).
    pub fn key(&self, text: &str, target: Option<&str>) -> String {
        let mut hasher = Xxh3::new();
        hasher.update(&self.context.to_le_bytes());
        hasher.update(target.unwrap_or("<inferred>").as_bytes());
        hasher.update(&[0xff]);
        hasher.update(text.as_bytes());
        format!("{:032x}", hasher.digest128())
    }

    fn entry(&self, key: &str) -> PathBuf {
        self.dir.join(&key[..2]).join(format!("{key}.json"))
    }

    /// The stored verdict, reported under `path`; `None` when absent, unreadable or corrupt.
    pub fn get(&self, key: &str, path: &str) -> Option<FileReport> {
        let bytes = std::fs::read(self.entry(key)).ok()?;
        let value: Value = serde_json::from_slice(&bytes).ok()?;
        if value.get("key")?.as_str()? != key {
            return None;
        }
        decode(&value, path)
    }

    /// Stores a verdict; failures (a read-only folder, a full disk) only cost the next run time.
    pub fn put(&self, key: &str, report: &FileReport) {
        let path = self.entry(key);
        let Some(folder) = path.parent() else { return };
        if std::fs::create_dir_all(folder).is_err() {
            return;
        }
        let temp = folder.join(format!(
            ".{key}.{}.{}.tmp",
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let bytes =
            serde_json::to_vec(&encode(key, report)).expect("a JSON value always serialises");
        if std::fs::write(&temp, bytes).is_ok() && std::fs::rename(&temp, &path).is_ok() {
            return;
        }
        let _ = std::fs::remove_file(&temp);
    }
}

/// A stable fingerprint of the rule set's contents (compiled or loaded).
fn rules_fingerprint(rules: &RuleSet) -> String {
    let mut hasher = Xxh3::new();
    hasher.update(format!("{:?}", rules.tables()).as_bytes());
    format!("{:032x}", hasher.digest128())
}

fn encode(key: &str, report: &FileReport) -> Value {
    json!({
        "key": key,
        "target": report.target,
        "profile": report.profile,
        "diagnostics": report.diagnostics.iter().map(|l| {
            let d = &l.diagnostic;
            json!({
                "code": d.code.0,
                "severity": d.severity.as_str(),
                "message": d.message,
                "start": d.start,
                "end": d.end,
                "function": d.function,
                "requirement": d.requirement,
                "help": d.help,
                "notes": d.notes,
                "line": l.line,
                "column": l.column,
                "end_line": l.end_line,
                "end_column": l.end_column,
                "source": l.source.as_ref().map(|s| json!({
                    "file": s.file, "line": s.line, "column": s.column,
                })),
                "more_sites": l.more_sites.iter().map(|s| json!({
                    "line": s.line, "column": s.column,
                    "end_line": s.end_line, "end_column": s.end_column,
                })).collect::<Vec<_>>(),
            })
        }).collect::<Vec<_>>(),
    })
}

fn decode(value: &Value, path: &str) -> Option<FileReport> {
    let text = |v: &Value| -> Option<Option<String>> {
        match v {
            Value::Null => Some(None),
            Value::String(s) => Some(Some(s.clone())),
            _ => None,
        }
    };
    let number = |v: &Value| -> Option<u32> { u32::try_from(v.as_u64()?).ok() };
    let mut diagnostics = Vec::new();
    for d in value.get("diagnostics")?.as_array()? {
        let severity = match d.get("severity")?.as_str()? {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "note" => Severity::Note,
            _ => return None,
        };
        let code = Code(u16::try_from(d.get("code")?.as_u64()?).ok()?);
        let mut diagnostic = Diagnostic::new(
            code,
            severity,
            d.get("message")?.as_str()?,
            number(d.get("start")?)?..number(d.get("end")?)?,
        );
        diagnostic.function = text(d.get("function")?)?;
        diagnostic.requirement = text(d.get("requirement")?)?;
        diagnostic.help = text(d.get("help")?)?;
        diagnostic.notes = match d.get("notes") {
            None => Vec::new(),
            Some(notes) => notes
                .as_array()?
                .iter()
                .map(|n| n.as_str().map(str::to_owned))
                .collect::<Option<_>>()?,
        };
        let mut located = Located::new(
            diagnostic,
            number(d.get("line")?)?,
            number(d.get("column")?)?,
            number(d.get("end_line")?)?,
            number(d.get("end_column")?)?,
        );
        if let Some(source) = d.get("source").filter(|s| !s.is_null()) {
            located.source = Some(SourceLocation {
                file: source.get("file")?.as_str()?.to_owned(),
                line: number(source.get("line")?)?,
                column: number(source.get("column")?)?,
            });
        }
        if let Some(sites) = d.get("more_sites") {
            for site in sites.as_array()? {
                located.more_sites.push(IrSite {
                    line: number(site.get("line")?)?,
                    column: number(site.get("column")?)?,
                    end_line: number(site.get("end_line")?)?,
                    end_column: number(site.get("end_column")?)?,
                });
            }
        }
        diagnostics.push(located);
    }
    Some(FileReport {
        path: path.to_owned(),
        target: value.get("target")?.as_str()?.to_owned(),
        profile: value.get("profile")?.as_str()?.to_owned(),
        diagnostics,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cache(dir: &Path) -> Cache {
        Cache::open(
            dir,
            RuleSet::compiled(),
            &Policy::standard(),
            "profile=<inferred>",
        )
        .unwrap()
    }

    fn report() -> FileReport {
        FileReport {
            path: "a.ll".into(),
            target: "sm_80".into(),
            profile: "nvvm".into(),
            diagnostics: vec![{
                let mut l = Located::new(
                    Diagnostic::new(Code(4001), Severity::Error, "m", 3..9)
                        .in_function("k")
                        .with_requirement("requires sm_90"),
                    2,
                    4,
                    2,
                    10,
                );
                l.source = Some(SourceLocation {
                    file: "/w/k.py".into(),
                    line: 7,
                    column: 3,
                });
                l.more_sites = vec![IrSite {
                    line: 5,
                    column: 4,
                    end_line: 5,
                    end_column: 10,
                }];
                l
            }],
        }
    }

    #[test]
    fn round_trips_under_another_path() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let key = cache.key("module", Some("sm_80"));
        assert!(cache.get(&key, "a.ll").is_none());
        cache.put(&key, &report());
        let mut back = cache.get(&key, "b.ll").unwrap();
        assert_eq!(back.path, "b.ll");
        back.path = "a.ll".into();
        assert_eq!(back, report());
    }

    #[test]
    fn keys_depend_on_text_target_and_policy() {
        let dir = tempfile::tempdir().unwrap();
        let a = cache(dir.path());
        assert_ne!(a.key("x", Some("sm_80")), a.key("y", Some("sm_80")));
        assert_ne!(a.key("x", Some("sm_80")), a.key("x", Some("sm_90")));
        assert_ne!(a.key("x", None), a.key("x", Some("sm_80")));
        let policy = Policy {
            ignore: vec!["NV4".into()],
            ..Policy::standard()
        };
        let b = Cache::open(
            dir.path(),
            RuleSet::compiled(),
            &policy,
            "profile=<inferred>",
        )
        .unwrap();
        assert_ne!(a.key("x", None), b.key("x", None));
        let c = Cache::open(
            dir.path(),
            RuleSet::compiled(),
            &Policy::standard(),
            "profile=llvm",
        )
        .unwrap();
        assert_ne!(a.key("x", None), c.key("x", None));
    }

    #[test]
    fn corrupt_entries_are_misses_and_get_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let key = cache.key("module", None);
        std::fs::create_dir_all(cache.entry(&key).parent().unwrap()).unwrap();
        std::fs::write(cache.entry(&key), b"{\"key\": \"trunc").unwrap();
        assert!(cache.get(&key, "a.ll").is_none());
        // A well-formed entry for another key (a renamed file) is not trusted either.
        std::fs::write(
            cache.entry(&key),
            b"{\"key\":\"0\",\"target\":\"sm_80\",\"profile\":\"nvvm\",\"diagnostics\":[]}",
        )
        .unwrap();
        assert!(cache.get(&key, "a.ll").is_none());
        cache.put(&key, &report());
        assert!(cache.get(&key, "a.ll").is_some());
        let leftovers: Vec<_> = std::fs::read_dir(cache.entry(&key).parent().unwrap())
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty());
    }
}
