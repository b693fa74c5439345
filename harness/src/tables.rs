//! The rule tables, loaded the way `nvverify check --rules DIR` loads them (tablegen's run-time
//! loader), so the audit judges exactly the rows in `rules/`.

use std::path::{Path, PathBuf};

use tablegen::Tables;

/// `rules/` of the repository, or `dir`.
pub fn rules_dir(dir: Option<&Path>) -> PathBuf {
    dir.map(Path::to_path_buf)
        .unwrap_or_else(|| crate::oracles::discover::repo_root().join("rules"))
}

pub fn load(dir: Option<&Path>) -> Result<Tables, String> {
    let d = rules_dir(dir);
    tablegen::compile_dir(&d, "rules").map_err(|errs| {
        errs.iter()
            .map(|e| format!("{}:{}:{}: {}", e.path, e.line, e.col, e.msg))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// The canonical names of every target in the tables, in table order (SM, variant).
pub fn target_names(t: &Tables) -> Vec<String> {
    t.targets.iter().map(|x| x.name.to_string()).collect()
}
