//! Rule-file fixtures: every `pass/` file compiles; every `fail/` case (a file, or a folder of
//! files) fails with exactly the `file:line:col: error: …` lines of its insta snapshot.

use std::path::{Path, PathBuf};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(sub)
}

/// The (display path, text) inputs of a case: `fail/x.ron` → `rules/x.ron`;
/// `fail/x/` → `rules/<each file>`.
fn inputs(path: &Path) -> Vec<(String, String)> {
    let files = if path.is_dir() {
        tablegen::rule_files(path).unwrap()
    } else {
        vec![path.to_path_buf()]
    };
    files
        .into_iter()
        .map(|f| {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            (
                format!("rules/{name}"),
                std::fs::read_to_string(&f).unwrap(),
            )
        })
        .collect()
}

fn errors(case: &str) -> String {
    let p = dir("fail").join(case);
    let p = if p.exists() {
        p
    } else {
        dir("fail").join(format!("{case}.ron"))
    };
    match tablegen::compile(inputs(&p)) {
        Ok(_) => panic!("fail/{case} compiled without errors"),
        Err(errs) => errs
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

macro_rules! fail_cases {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                insta::assert_snapshot!(stringify!($name), errors(stringify!($name)));
            }
        )*
        const FAIL_CASES: &[&str] = &[$(stringify!($name)),*];
    };
}

fail_cases!(
    syntax_error,
    unknown_field,
    duplicate_code,
    duplicate_target,
    unknown_sm,
    shadowed_pattern,
    contradictory_thresholds,
    malformed_range,
    mma_shape_unknown,
    unknown_profile,
    bad_rule_records,
    bad_references,
    two_files,
    syntax_error_stops_semantics,
    bad_consumers,
    bad_attribute_since,
);

#[test]
fn every_fail_fixture_has_a_test() {
    let mut names: Vec<String> = std::fs::read_dir(dir("fail"))
        .unwrap()
        .map(|e| {
            e.unwrap()
                .path()
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let mut known: Vec<String> = FAIL_CASES.iter().map(|s| s.to_string()).collect();
    known.sort();
    assert_eq!(names, known);
}

#[test]
fn pass_fixtures_compile() {
    let mut n = 0;
    for f in tablegen::rule_files(&dir("pass")).unwrap() {
        if let Err(errs) = tablegen::compile(inputs(&f)) {
            let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
            panic!("{} failed:\n{}", f.display(), text.join("\n"));
        }
        n += 1;
    }
    assert!(n >= 2);
}

/// The generated Rust of a small rule set, so codegen changes show up in review.
#[test]
fn generated_code_of_minimal_pass_fixture() {
    let t = tablegen::compile(inputs(&dir("pass").join("minimal.ron"))).unwrap();
    insta::assert_snapshot!("generated_minimal", tablegen::generate(&t));
}

/// Every error of a case is reported, not only the first.
#[test]
fn all_errors_are_collected() {
    assert!(errors("duplicate_target").lines().count() >= 4);
    assert!(errors("unknown_sm").lines().count() >= 4);
}
