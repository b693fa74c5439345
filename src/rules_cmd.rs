//! The rule registry's commands: `rules list`, `rules explain CODE`, `rules docs DIR` and
//! `targets`, over the compiled rules or those of `--rules DIR`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use engine::render;
use engine::rules::RuleSet;

use crate::cli::{RulesCommand, EXIT_CLEAN, EXIT_FAILURE};

/// `nvverify targets`: the known targets and their properties.
pub fn targets(rules: Option<&Path>) -> ExitCode {
    with_rules(rules, engine::rules::targets_table)
}

/// `nvverify rules list|explain|docs`.
pub fn rules(command: RulesCommand) -> ExitCode {
    match command {
        RulesCommand::List { rules } => with_rules(rules.as_deref(), engine::rules::rules_list),
        RulesCommand::Explain { code, rules } => with_rules(rules.as_deref(), |set| {
            engine::rules::explain(set, &code).map_err(|e| e.to_string())
        }),
        RulesCommand::Docs { dir, corpus, rules } => with_rules(rules.as_deref(), |set| {
            write_rule_docs(set, &dir, &corpus)
                .map(|n| format!("wrote {n} pages to {}\n", dir.display()))
        }),
    }
}

/// The generated pages: file name → contents.
pub fn rule_docs(set: &RuleSet, corpus: &Path) -> BTreeMap<String, String> {
    let mut pages = BTreeMap::new();
    for rule in set.rules.iter() {
        let folder = corpus.join("rules").join(&*rule.code);
        let mut fires: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| {
                        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                        name.starts_with("fire") && name.ends_with(".ll")
                    })
                    .collect()
            })
            .unwrap_or_default();
        // `fire.ll` first, then the others by name.
        fires.sort_by_key(|p| (p.file_name().is_none_or(|n| n != "fire.ll"), p.clone()));
        let example = fires.first().and_then(|path| {
            let text = std::fs::read_to_string(path).ok()?;
            Some((path.display().to_string().replace('\\', "/"), text))
        });
        let page = render::docs::rule_page(
            rule,
            example
                .as_ref()
                .map(|(path, text)| render::docs::Example { path, text }),
        );
        pages.insert(format!("{}.md", rule.code), page);
    }
    pages.insert("README.md".into(), render::docs::index_page(set));
    pages
}

fn write_rule_docs(set: &RuleSet, dir: &Path, corpus: &Path) -> Result<usize, String> {
    let pages = rule_docs(set, corpus);
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    // Pages of rules that no longer exist go away.
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".md") && !pages.contains_key(&name) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    for (name, page) in &pages {
        let path = dir.join(name);
        std::fs::write(&path, page).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(pages.len())
}

/// Runs `print` over the compiled rules or those in `dir`, printing its text or its error.
pub fn with_rules<T: std::fmt::Display, E: std::fmt::Display>(
    dir: Option<&std::path::Path>,
    print: impl FnOnce(&engine::rules::RuleSet) -> Result<T, E>,
) -> ExitCode {
    let loaded;
    let set = match dir {
        None => engine::rules::RuleSet::compiled(),
        Some(dir) => match engine::rules::RuleSet::load(dir) {
            Ok(set) => {
                loaded = set;
                &loaded
            }
            Err(errors) => {
                for error in errors {
                    eprintln!("{error}");
                }
                return ExitCode::from(EXIT_FAILURE);
            }
        },
    };
    match print(set) {
        Ok(text) => {
            print!("{text}");
            ExitCode::from(EXIT_CLEAN)
        }
        Err(error) => {
            eprintln!("nvverify: error: {error}");
            ExitCode::from(EXIT_FAILURE)
        }
    }
}
