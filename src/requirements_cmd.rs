//! `nvverify requirements`: the lowest target of each kind and the PTX version every module
//! needs, with the IR sites that force them, and with `--targets` the verdict of each listed
//! target (see `engine::requirements`). Exit status: 0 when every module verifies at some
//! target and every listed target accepts it, 1 otherwise, 2 for usage or I/O failures.

use std::process::ExitCode;

use engine::report::Policy;
use engine::requirements::{self, Requirements};
use engine::settings::RuleSource;
use rayon::prelude::*;

use crate::cli::{RequirementsArgs, RequirementsFormat, EXIT_CLEAN, EXIT_ERRORS, EXIT_FAILURE};
use crate::inputs;

pub fn run(args: RequirementsArgs) -> ExitCode {
    let rules = match RuleSource::load(args.rules.as_deref()) {
        Ok(rules) => rules,
        Err(error) => return fail(&error),
    };
    let set = rules.set();
    if let Some(spec) = &args.profile {
        if let Err(error) = set.select_profile(spec) {
            return fail(&error);
        }
    }
    for spelling in &args.targets {
        if let Err(error) = set.parse_target(spelling) {
            return fail(&error);
        }
    }
    let policy = Policy {
        suppressions: !args.no_inline_allow,
        ..Policy::default()
    };
    let found = inputs::find(&args.paths);
    // Each module is verified at every target in parallel inside `requirements`.
    let outcomes: Vec<Result<Requirements, String>> = found
        .par_iter()
        .with_max_len(1)
        .map(|found| {
            let path = match found {
                inputs::Found::File(path) => path,
                inputs::Found::Failure(message) => return Err(message.clone()),
            };
            let input = inputs::read_once(path)?;
            requirements::requirements(
                &input.display_path,
                input.text,
                args.profile.clone(),
                &rules,
                &policy,
                &args.targets,
            )
        })
        .collect();
    let mut failed = false;
    let mut all = Vec::new();
    for outcome in outcomes {
        match outcome {
            Ok(r) => all.push(r),
            Err(message) => {
                eprintln!("nvverify: error: {message}");
                failed = true;
            }
        }
    }
    let text = match args.format {
        RequirementsFormat::Human => all
            .iter()
            .map(requirements::render_human)
            .collect::<Vec<_>>()
            .join("\n"),
        RequirementsFormat::Json => requirements::render_json(&all),
    };
    print!("{text}");
    ExitCode::from(if failed {
        EXIT_FAILURE
    } else if all.iter().all(Requirements::satisfied) {
        EXIT_CLEAN
    } else {
        EXIT_ERRORS
    })
}

fn fail(error: &str) -> ExitCode {
    eprintln!("nvverify: error: {error}");
    ExitCode::from(EXIT_FAILURE)
}
