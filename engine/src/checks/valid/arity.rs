//! Calls written with a full function type (`call void (i32, ...) @f(…)`): the arguments
//! must cover its parameters, and only a varargs type takes more.

use tablegen::vocab::ValidCheck;

use super::Verifier;
use crate::ir::{CallSite, Type};

pub fn call(v: &mut Verifier, site: &CallSite) {
    let arena = &v.input.item.arena;
    let Type::Function {
        params, varargs, ..
    } = arena[site.ty]
    else {
        return;
    };
    let (params, args) = (params.len as usize, &arena[site.args]);
    if args.len() < params {
        v.report(ValidCheck::CallTooFewArgs, arena[site.callee].span, &[]);
    } else if args.len() > params && !varargs {
        v.report(
            ValidCheck::CallTooManyArgs,
            arena[args[params].value].span,
            &[],
        );
    }
}
