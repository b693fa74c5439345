//! Debug locations' scopes: each distinct `!dbg` node of a function's instructions is a
//! `DILocation` whose scope is a local scope (`DISubprogram`, `DILexicalBlock`,
//! `DILexicalBlockFile`), whose `inlinedAt` is a `DILocation`, and whose scope chain (through
//! the `inlinedAt` locations and lexical blocks) ends at the function's own `DISubprogram`,
//! after LLVM's `Verifier::visitFunction` ("Check that all !dbg attachments lead to back to N")
//! and `visitDILocation`. The nodes are read from the module facts' index of debug-info
//! scopes; a function judges each distinct location once and each scope once (LLVM's
//! `Seen`). Which of a verdict's two wordings applies (the consumer drops the debug info, or
//! libNVVM's NVVM 7 path refuses the module) is chosen as for NV9121 ([`super::debug`]).

use rustc_hash::FxHashSet;
use tablegen::vocab::ValidCheck;

use super::demand::DemandRules;
use super::{debug, support, Verifier};
use crate::facts::{DebugScopes, DiKind, DiNode};
use crate::ir::{MdAttachment, MdKind, MdNodeKind};

/// The longest scope chain followed (a chain that loops is not LLVM's to accept either).
const MAX_CHAIN: usize = 1024;

/// The checks of this visitor, for the "is any in force" test.
const CHECKS: [ValidCheck; 10] = [
    ValidCheck::DbgNotLocation,
    ValidCheck::DbgNotLocationDebugVersion,
    ValidCheck::DbgWrongSubprogram,
    ValidCheck::DbgWrongSubprogramDebugVersion,
    ValidCheck::DbgScopeNotLocal,
    ValidCheck::DbgScopeNotLocalDebugVersion,
    ValidCheck::DbgLocationScope,
    ValidCheck::DbgLocationScopeDebugVersion,
    ValidCheck::DbgInlinedAtNotLocation,
    ValidCheck::DbgInlinedAtNotLocationDebugVersion,
];

/// One function's judged locations and scopes.
#[derive(Default)]
pub struct Locations {
    /// Set up at the first `!dbg`: whether some rule of this visitor is in force, and the
    /// function's `DISubprogram`.
    started: Option<Start>,
    /// Does `!nvvmir.version` declare a debug-info version (asked at the first verdict)?
    debug_version: Option<bool>,
    /// The last location judged (an instruction mostly shares its neighbour's).
    last: Option<u32>,
    /// The locations judged, and the scopes and subprograms whose chain was judged (a node
    /// is one or the other, so one set holds both; LLVM's `Seen`).
    seen: Seen,
}

/// Node numbers marked in one function's visit: a table by number, borrowed from the
/// thread's for the visit, whose entries hold the visit that marked them (so that no
/// function clears it); numbers past [`Seen::TABLE_MAX`] go to a hash set.
#[derive(Default)]
struct Seen {
    visit: u32,
    marks: Vec<u32>,
    far: FxHashSet<u32>,
}

thread_local! {
    /// The thread's table and the last visit number it was marked with.
    static SEEN: std::cell::RefCell<(u32, Vec<u32>)> = const { std::cell::RefCell::new((0, Vec::new())) };
}

impl Seen {
    const TABLE_MAX: u32 = 1 << 24;

    /// Marks `id`; `false` when it was marked in this visit already.
    fn insert(&mut self, id: u32) -> bool {
        if self.visit == 0 {
            let (last, marks) = SEEN.with_borrow_mut(std::mem::take);
            self.marks = marks;
            self.visit = last.wrapping_add(1);
            if self.visit == 0 {
                self.marks.fill(0);
                self.visit = 1;
            }
        }
        if id >= Self::TABLE_MAX {
            return self.far.insert(id);
        }
        let at = id as usize;
        if at >= self.marks.len() {
            self.marks.resize((at + 1).next_power_of_two(), 0);
        }
        let was = std::mem::replace(&mut self.marks[at], self.visit);
        was != self.visit
    }
}

impl Drop for Seen {
    fn drop(&mut self) {
        if self.visit != 0 {
            let marks = std::mem::take(&mut self.marks);
            SEEN.with_borrow_mut(|slot| *slot = (self.visit, marks));
        }
    }
}

#[derive(Clone, Copy)]
struct Start {
    on: bool,
    subprogram: Option<u32>,
}

/// The `!dbg` attachment `md` of one of the function's instructions.
pub fn visit<'e>(
    v: &mut Verifier<'e, '_, '_>,
    rules: &mut Option<DemandRules<'e>>,
    state: &mut Locations,
    md: &MdAttachment,
) {
    let id = match md.node.kind {
        MdKind::Ref(id) => id,
        MdKind::Node(node) => {
            // Written in place: a tuple or another kind of node is not a location; a
            // location is judged from its own `scope:` and `inlinedAt:` fields.
            let (arena, src) = (&v.input.item.arena, v.input.text);
            let location = match &arena[node].kind {
                MdNodeKind::Generic(_) => None,
                MdNodeKind::Specialized { name, fields } => {
                    (name.text(src) == "DILocation").then(|| {
                        let field = |key: &str| {
                            arena[*fields]
                                .iter()
                                .find(|f| f.key.text(src) == key)
                                .and_then(|f| match f.value.kind {
                                    MdKind::Ref(id) => Some(id),
                                    MdKind::Null => None,
                                    _ => Some(DiNode::NOT_A_NODE),
                                })
                        };
                        let scope = field("scope").filter(|&n| n != DiNode::NOT_A_NODE);
                        DiNode::inline_location(scope, field("inlinedAt"))
                    })
                }
            };
            let mut site = Site::new(v, rules, state, md);
            match location {
                Some(location) => {
                    if site.start().on {
                        site.judge_location(location);
                    }
                }
                None => site.report(
                    ValidCheck::DbgNotLocation,
                    ValidCheck::DbgNotLocationDebugVersion,
                ),
            }
            return;
        }
        _ => return,
    };
    if state.last == Some(id) {
        return;
    }
    state.last = Some(id);
    if !state.seen.insert(id) {
        return;
    }
    let mut site = Site::new(v, rules, state, md);
    if !site.start().on {
        return;
    }
    site.judge(id);
}

/// One attachment being judged.
struct Site<'a, 'e, 'i, 'o> {
    v: &'a mut Verifier<'e, 'i, 'o>,
    rules: &'a DemandRules<'e>,
    state: &'a mut Locations,
    md: &'a MdAttachment,
}

impl<'a, 'e, 'i, 'o> Site<'a, 'e, 'i, 'o> {
    fn new(
        v: &'a mut Verifier<'e, 'i, 'o>,
        rules: &'a mut Option<DemandRules<'e>>,
        state: &'a mut Locations,
        md: &'a MdAttachment,
    ) -> Self {
        let rules = rules.get_or_insert_with(|| DemandRules::of(v.env, v.typed));
        Site {
            v,
            rules,
            state,
            md,
        }
    }

    fn scopes(&self) -> &'e DebugScopes {
        &self.v.env.facts.debug_scopes
    }

    fn start(&mut self) -> Start {
        if let Some(start) = self.state.started {
            return start;
        }
        let on = CHECKS
            .iter()
            .any(|&c| self.rules.of_check(c).next().is_some());
        let (arena, src) = (&self.v.input.item.arena, self.v.input.text);
        let subprogram = arena[self.v.input.function.metadata]
            .iter()
            .find(|m| m.kind.text(src) == "dbg")
            .and_then(|m| match m.node.kind {
                MdKind::Ref(id) => Some(id),
                _ => None,
            })
            .filter(|&id| {
                self.scopes()
                    .get(id)
                    .is_some_and(|n| n.kind == DiKind::Subprogram)
            });
        let start = Start { on, subprogram };
        self.state.started = Some(start);
        start
    }

    /// Is `!id` a node of the module that is not one of `kind`? `None` when the module
    /// defines no `!id` (the parser's to report).
    fn is_not(&self, id: u32, kind: impl Fn(DiKind) -> bool) -> Option<bool> {
        match self.scopes().get(id) {
            Some(n) => Some(!kind(n.kind)),
            None if id == DiNode::NOT_A_NODE => Some(true),
            None => self.v.env.facts.context.metadata(id).map(|_| true),
        }
    }

    fn judge(&mut self, id: u32) {
        let scopes = self.scopes();
        let Some(location) = scopes.get(id) else {
            if self.is_not(id, |_| false) == Some(true) {
                self.report(
                    ValidCheck::DbgNotLocation,
                    ValidCheck::DbgNotLocationDebugVersion,
                );
            }
            return;
        };
        if location.kind != DiKind::Location {
            self.report(
                ValidCheck::DbgNotLocation,
                ValidCheck::DbgNotLocationDebugVersion,
            );
            return;
        }
        self.judge_location(location);
    }

    /// A `DILocation`'s scope, `inlinedAt` and scope chain (a numbered node's or one written
    /// in place).
    fn judge_location(&mut self, location: DiNode) {
        let subprogram = self.start().subprogram;
        let scope_not_local = match location.scope() {
            Some(scope) => self.is_not(scope, DiKind::is_local_scope),
            None => Some(true),
        };
        if scope_not_local == Some(true) {
            if subprogram.is_some() {
                self.report(
                    ValidCheck::DbgScopeNotLocal,
                    ValidCheck::DbgScopeNotLocalDebugVersion,
                );
            }
            self.report(
                ValidCheck::DbgLocationScope,
                ValidCheck::DbgLocationScopeDebugVersion,
            );
        }
        if let Some(at) = location.inlined_at() {
            match self.is_not(at, |k| k == DiKind::Location) {
                Some(true) => {
                    // LLVM reads the node as a location anyway (`getInlinedAtScope`, no
                    // check): in a function with a subprogram, the scope it finds there is
                    // not the function's, and opt-19/22 say so first.
                    if subprogram.is_some() && scope_not_local == Some(false) {
                        self.report(
                            ValidCheck::DbgWrongSubprogram,
                            ValidCheck::DbgWrongSubprogramDebugVersion,
                        );
                    }
                    // libNVVM's NVVM 7 path crashes or hangs on it in a function with a
                    // subprogram, whatever `!nvvmir.version` says.
                    self.report_or_versioned(
                        ValidCheck::DbgInlinedAtNotLocation,
                        ValidCheck::DbgInlinedAtNotLocationDebugVersion,
                        subprogram.is_some(),
                    );
                    return;
                }
                Some(false) => {}
                None => return,
            }
        }
        if scope_not_local != Some(false) {
            return;
        }
        let Some(subprogram) = subprogram else {
            return;
        };
        if let Some(reached) = self.chain_subprogram(location) {
            if reached != subprogram {
                self.report(
                    ValidCheck::DbgWrongSubprogram,
                    ValidCheck::DbgWrongSubprogramDebugVersion,
                );
            }
        }
    }

    /// The subprogram that `location`'s inlined-at scope lies in, when that scope and the
    /// subprogram were not judged before in this function (LLVM's `getInlinedAtScope` and
    /// `getSubprogram`); `None` also when the chain leaves the local scopes.
    fn chain_subprogram(&mut self, location: DiNode) -> Option<u32> {
        let scopes = self.scopes();
        let mut at = location;
        for _ in 0..MAX_CHAIN {
            let Some(next) = at.inlined_at() else { break };
            at = scopes.get(next).filter(|n| n.kind == DiKind::Location)?;
        }
        let scope = at.scope()?;
        if !self.state.seen.insert(scope) {
            return None;
        }
        let mut node = scope;
        for _ in 0..MAX_CHAIN {
            let n = scopes.get(node)?;
            match n.kind {
                DiKind::Subprogram => {
                    return (node == scope || self.state.seen.insert(node)).then_some(node);
                }
                DiKind::LexicalBlock | DiKind::LexicalBlockFile => node = n.scope()?,
                _ => return None,
            }
        }
        None
    }

    /// Reports `versioned` where a rule words it and `!nvvmir.version` declares a debug-info
    /// version (libNVVM's NVVM 7 path refuses), `base` otherwise.
    fn report(&mut self, base: ValidCheck, versioned: ValidCheck) {
        self.report_or_versioned(base, versioned, false);
    }

    /// [`Self::report`], `versioned` also where `always_versioned` (and a rule words it).
    fn report_or_versioned(
        &mut self,
        base: ValidCheck,
        versioned: ValidCheck,
        always_versioned: bool,
    ) {
        let check = if self.rules.of_check(versioned).next().is_some()
            && (always_versioned || self.debug_version())
        {
            versioned
        } else {
            base
        };
        let name = self.v.input.name();
        for rule in self.rules.of_check(check) {
            let d = support::diagnostic(
                self.v.env,
                rule,
                self.md.span.start..self.md.span.end,
                &[("function", &name)],
            )
            .in_function(name.clone());
            self.v.out.push(d);
        }
    }

    fn debug_version(&mut self) -> bool {
        if let Some(known) = self.state.debug_version {
            return known;
        }
        let known = debug::declares_debug_version(self.v);
        self.state.debug_version = Some(known);
        known
    }
}
