//! Pure analysis of one function body for validity checks: its local names resolved
//! ([`locals`]), each instruction's operands with the type they are used at ([`operands`]),
//! result types ([`types`]), the control-flow graph ([`cfg`]) and the dominator tree
//! ([`dom`]). Verdicts are the engine's; this module only describes the function.

pub mod cfg;
pub mod dom;
pub mod locals;
pub mod operands;
pub mod types;

pub use cfg::Cfg;
pub use dom::DomTree;
pub use locals::{Def, DefSite, LocalId, Locals};
pub use types::ResultType;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::{ItemData, ItemKind};

    /// Parses one function and calls `f` with its locals, CFG and dominator tree.
    fn analyse(text: &str, f: impl FnOnce(&Locals, &Cfg, &DomTree)) {
        let (item, errors) = crate::parse_item(text, ItemKind::Define);
        assert!(errors.is_empty(), "{errors:?}");
        let ItemData::Function(function) = &item.data else {
            panic!("not a function")
        };
        let body = function.body.as_ref().expect("a body");
        Locals::with(text, &item.arena, function, body, false, |locals| {
            let cfg = Cfg::build(text, &item.arena, body, locals);
            let dom = DomTree::build(&cfg);
            f(locals, &cfg, &dom)
        });
    }

    #[test]
    fn a_diamond_with_a_loop_and_a_dead_block() {
        let text = "define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  br i1 %c, label %join, label %exit
exit:
  ret void
dead:
  br label %exit
}";
        analyse(text, |locals, cfg, dom| {
            assert!(!locals.has_phi);
            // entry a b join exit dead = 0..6
            assert_eq!(cfg.successors(0), &[1, 2]);
            assert_eq!(cfg.predecessors(3), &[1, 2, 3]);
            assert_eq!(cfg.predecessors(4), &[3, 5]);
            assert!(dom.dominates(0, 3) && dom.dominates(3, 4));
            assert!(!dom.dominates(1, 3) && !dom.dominates(2, 3));
            assert!(!dom.reachable(5) && dom.reachable(4));
            assert!(
                !dom.dominates(5, 4),
                "an unreachable block dominates nothing"
            );
        });
    }

    #[test]
    fn a_phi_anywhere_is_seen() {
        let text = "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = phi i32 [ 1, %entry ], [ 2, %a ]
  ret i32 %x
}";
        analyse(text, |locals, _, _| assert!(locals.has_phi));
    }

    #[test]
    fn numbered_values_count_parameters_blocks_and_unnamed_results() {
        // %0 is the parameter, the entry block is %1, the unnamed call result %2.
        let text = "define i32 @f(i32) {
  call i32 @g()
  %3 = add i32 %2, %0
  br label %4
4:
  ret i32 %3
}";
        let (item, _) = crate::parse_item(text, ItemKind::Define);
        let ItemData::Function(function) = &item.data else {
            panic!()
        };
        let body = function.body.as_ref().unwrap();
        Locals::with(text, &item.arena, function, body, false, |locals| {
            // Each number names its definition.
            let site = |n: u32| {
                let name = crate::ast::Name::new(crate::span::Span::new(0, 0), false)
                    .with_local(crate::ast::LocalRef::Number(n));
                locals.resolved(name).map(|id| locals.site(id))
            };
            let sites: Vec<_> = (0..6).map(site).collect();
            assert_eq!(
                sites,
                [
                    Some(DefSite::Param(0)),
                    Some(DefSite::Block(0)),
                    Some(DefSite::Inst(0)),
                    Some(DefSite::Inst(1)),
                    Some(DefSite::Block(1)),
                    None
                ]
            );
            // The call's result is an `i32`, the block a label.
            assert!(matches!(
                locals
                    .def(
                        locals
                            .resolved(
                                crate::ast::Name::new(crate::span::Span::new(0, 0), false)
                                    .with_local(crate::ast::LocalRef::Number(2))
                            )
                            .unwrap()
                    )
                    .ty,
                ResultType::Of(_)
            ));
            assert!(locals.redefined.is_empty());
        });
    }

    #[test]
    fn the_parser_resolves_every_local_name_once() {
        use crate::ast::{InstKind, LocalRef, ValueKind};
        // 600 names (past the table's first 256 slots, so it grows mid-function), long
        // ones (hashed), a quoted one equal to its unquoted spelling, and numbers.
        let mut text = String::from("define i32 @f(i32 %a, i32) {\nentry:\n");
        for i in 0..600 {
            text.push_str(&format!("  %a_rather_long_name_{i} = add i32 %a, %0\n"));
        }
        text.push_str("  %\"a_rather_long_name_7\" = add i32 %a_rather_long_name_599, 1\n");
        text.push_str("  %2 = add i32 %a_rather_long_name_0, 1\n  ret i32 %2\n}");
        let (item, errors) = crate::parse_item(&text, ItemKind::Define);
        assert!(errors.is_empty(), "{errors:?}");
        let ItemData::Function(function) = &item.data else {
            panic!("not a function")
        };
        let body = function.body.as_ref().expect("a body");
        let result = |i: usize| body.insts[i].result.expect("named").local();
        let operand = |i: usize| match &body.insts[i].kind {
            InstKind::Binary { lhs, rhs } => (&item.arena[lhs.value].kind, &item.arena[*rhs].kind),
            _ => panic!("not a binary instruction"),
        };
        let local = |k: &ValueKind| match k {
            ValueKind::Local(n) => n.local(),
            other => panic!("{other:?}"),
        };
        // `%a` (the parameter) is symbol 0, `entry` 1; each new result name the next one.
        let param = item.arena[function.params][0].name.expect("named").local();
        assert_eq!(param, LocalRef::Symbol(0));
        assert_eq!(local(operand(0).0), LocalRef::Symbol(0));
        assert_eq!(local(operand(0).1), LocalRef::Number(0));
        assert_eq!(
            body.blocks[0].label.expect("labelled").local(),
            LocalRef::Symbol(1)
        );
        assert_eq!(result(0), LocalRef::Symbol(2));
        assert_eq!(result(599), LocalRef::Symbol(601));
        // The quoted spelling is the same name (a redefinition LLVM refuses).
        assert_eq!(result(600), result(7));
        assert_eq!(local(operand(600).0), result(599));
        assert_eq!(result(601), LocalRef::Number(2));
        assert_eq!(body.local_symbols, 602);
        Locals::with(&text, &item.arena, function, body, false, |locals| {
            assert_eq!(locals.redefined.len(), 1, "the quoted redefinition");
            let ret = &body.insts[602];
            let InstKind::Ret(Some(v)) = ret.kind else {
                panic!()
            };
            let ValueKind::Local(n) = item.arena[v.value].kind else {
                panic!()
            };
            assert_eq!(
                locals.resolved(n).map(|id| locals.def(id).site),
                Some(DefSite::Inst(601))
            );
        });
    }
}
