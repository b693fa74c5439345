//! The salsa database: inputs and the queries that connect them to diagnostics.
//!
//! The [`Workspace`](crate::Workspace) cuts each file into items and owns the
//! layout (order, offsets, lines); salsa sees one [`Item`] input per top-level
//! item, grouped into [`Chunk`]s. An edit sets the fields of the items it
//! touched and nothing else, so:
//!
//! - editing a function body changes that item's `text` only (set with LOW
//!   durability); its `header` and every other item keep their MEDIUM
//!   durability, so module facts, the other items' checks and every other
//!   chunk are validated in O(1) without walking their dependencies;
//! - moving items (an edit above them) is invisible to salsa: positions are
//!   applied by the workspace when it assembles the report.
//!
//! Function trees are not memoized: `check_item` parses, checks and drops
//! the tree, keeping only the diagnostics. Module facts hold the parsed
//! non-function items (types, globals, metadata, declarations).

use std::sync::Arc;

use crate::checks;
use crate::diag::{self, Diagnostic};
use crate::facts::{ContextItem, FunctionHeader, ModuleFacts};
use crate::ir::{self, ItemKind, SyntaxError};
use crate::settings::{self, Resolved};
use crate::shared_text::SharedText;

/// An open module: its items, chunk by chunk, in source order.
#[salsa::input(debug)]
pub struct SourceFile {
    #[returns(ref)]
    pub path: String,
    #[returns(ref)]
    pub chunks: Arc<[Chunk]>,
}

/// A run of consecutive items. Grouping keeps salsa's validation of a file
/// after an edit proportional to the number of chunks, not of items.
#[salsa::input(debug)]
pub struct Chunk {
    /// One entry per item of the chunk: the salsa input of a `define`/`declare`
    /// (checked on its own), `None` for the rest.
    #[returns(ref)]
    pub items: Arc<[Option<Item>]>,
    /// Every item of the chunk but definitions, as module facts read them: the many
    /// small items (globals, metadata) need no input of their own.
    #[returns(ref)]
    pub context: Arc<[ContextItem]>,
}

/// One function (`define` or `declare`).
#[salsa::input(debug)]
pub struct Item {
    /// What never changes for the item's life: file, kind and serial (one field, so
    /// salsa keeps one revision stamp for the three).
    #[returns(copy)]
    pub meta: ItemMeta,
    /// The item's exact text; spans of its diagnostics are relative to it. Set with LOW
    /// durability for definitions (body edits), MEDIUM for everything module facts read.
    #[returns(ref)]
    pub text: SharedText,
    /// What module facts need of a `define`/`declare`; set only when it changes.
    #[returns(ref)]
    pub header: Option<Arc<FunctionHeader>>,
}

/// The fixed part of an [`Item`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ItemMeta {
    pub file: SourceFile,
    pub kind: ItemKind,
    /// Stable name of this item within its file (never reused): how module-level
    /// diagnostics find their way back to an item after other items moved.
    pub serial: u32,
}

/// The run's configuration; it changes rarely, so it is set with HIGH durability.
#[salsa::input(debug)]
pub struct Settings {
    #[returns(ref)]
    pub options: settings::Requested,
    #[returns(ref)]
    pub rules: settings::RuleSource,
}

#[salsa::db]
pub trait Db: salsa::Database {
    fn settings(&self) -> Settings;
}

/// The header of a `define` or `declare` (computed outside salsa, when the
/// workspace splits the text, so that an edit can tell whether it changed).
pub fn header_of(text: &str, kind: ItemKind) -> Option<Arc<FunctionHeader>> {
    if !kind.is_function() {
        return None;
    }
    let line = (kind == ItemKind::Define)
        .then(|| first_line_less_name(text))
        .flatten();
    if let Some(line) = &line {
        let repeated = LAST_HEADER.with_borrow(|last| {
            last.as_ref()
                .filter(|last| last.is_line_of(text, line))
                .map(|last| last.made.clone())
        });
        if let Some((header, header_typed)) = repeated {
            if is_plain_name(&text.as_bytes()[line.name.clone()]) {
                let mut header = (*header).clone();
                header.name = Arc::from(&text[line.name.clone()]);
                if !header_typed {
                    header.typed_pointers = mentions_typed_pointer(&text[line.end..]);
                }
                return Some(Arc::new(header));
            }
        }
    }
    // Put in its `Arc` where it is made: each move of the header out of a closure or an
    // `Option` is a `memcpy` of it.
    let made = ir::with_function_header(text, |data, arena, span| {
        let mut header = FunctionHeader::from_parts(text, data, arena)?;
        let header_typed = header.typed_pointers;
        if header.is_definition && !header.typed_pointers {
            header.typed_pointers = mentions_typed_pointer(&text[span.end as usize..]);
        }
        Some((Arc::new(header), header_typed))
    })
    .flatten();
    // Only a header that parsed is kept (one that did not may have failed on its name); a
    // repeat takes it only with a plain name of its own, which parses as any name that did.
    if let (Some(line), Some(made)) = (line, &made) {
        LAST_HEADER.with_borrow_mut(|last| {
            let last = last.get_or_insert_with(|| LastHeader {
                before: String::new(),
                after: String::new(),
                made: made.clone(),
            });
            last.before.clear();
            last.before.push_str(&text[..line.name.start]);
            last.after.clear();
            last.after.push_str(&text[line.name.end..line.end]);
            last.made = made.clone();
        });
    }
    made.map(|(header, _)| header)
}

/// A definition's first line, the whole of its header, and where its name is in it.
struct HeaderLine {
    /// The name's bytes, without the `@`.
    name: std::ops::Range<usize>,
    /// The end of the line (its `\n`).
    end: usize,
}

/// The first line of a definition's text when it is its whole header: it ends in `{` and
/// holds neither a string nor a comment (where a `{` could stand), and the function's name
/// is the line's first `@` to the `(` after it. `None` otherwise. Byte searches only: most
/// lines are not a repeat, and this is made for every definition.
fn first_line_less_name(text: &str) -> Option<HeaderLine> {
    let bytes = text.as_bytes();
    let end = memchr::memchr(b'\n', bytes)?;
    let line = &bytes[..end];
    if !line.ends_with(b" {") || memchr::memchr3(b'"', b';', b'\r', line).is_some() {
        return None;
    }
    let at = memchr::memchr(b'@', line)? + 1;
    let len = memchr::memchr(b'(', &line[at..])?;
    (len > 0).then_some(HeaderLine {
        name: at..at + len,
        end,
    })
}

/// Whether a name is an unquoted identifier (the lexer's identifier bytes): what parses the
/// same wherever it stands.
fn is_plain_name(name: &[u8]) -> bool {
    name.iter().all(|&b| ir::lexer::is_id_char(b))
}

/// The last definition's header made on this thread, keyed by its first line less its name
/// (see [`first_line_less_name`]): a module written by one generator repeats a header line
/// but for the name (kernels of one template, numba's wrappers), and a header is everything
/// [`FunctionHeader::from_parts`] reads but its name, while the header parse and the header
/// cost ~5,000 instructions a function. The result is as parsing makes it: the name is put in,
/// and a body's typed pointers are looked for again.
struct LastHeader {
    before: String,
    after: String,
    /// The header, and whether its own types hold a typed pointer.
    made: (Arc<FunctionHeader>, bool),
}

impl LastHeader {
    fn is_line_of(&self, text: &str, line: &HeaderLine) -> bool {
        text[..line.name.start] == *self.before && text[line.name.end..line.end] == *self.after
    }
}

thread_local! {
    static LAST_HEADER: std::cell::RefCell<Option<LastHeader>> = const { std::cell::RefCell::new(None) };
}

/// Whether a body writes a typed pointer (`T*`): a byte search, then the lexer
/// only when a `*` occurs (comments and strings may hold one too).
fn mentions_typed_pointer(body: &str) -> bool {
    if memchr::memchr(b'*', body.as_bytes()).is_none() {
        return false;
    }
    let mut lexer = ir::lexer::Lexer::new(body.as_bytes());
    loop {
        match lexer.next_token().kind() {
            ir::lexer::Tok::Star => return true,
            ir::lexer::Tok::Eof => return false,
            _ => {}
        }
    }
}

/// What one chunk contributes to the module facts.
#[derive(Debug, PartialEq, Eq)]
pub struct ChunkContext {
    /// Each function header, with the number of the chunk's context items before it.
    pub headers: Vec<(u32, Arc<FunctionHeader>)>,
    /// (serial, text, kind) of every item that is not a definition.
    pub context: Arc<[ContextItem]>,
}

/// A chunk's headers and context items. A query of its own so that module facts
/// depend on one value per chunk rather than on four fields per item: salsa's
/// bookkeeping grows with a query's dependencies.
#[salsa::tracked(returns(ref))]
pub fn chunk_context(db: &dyn Db, chunk: Chunk) -> Arc<ChunkContext> {
    let mut headers = Vec::new();
    // The chunk's context items are its slots other than definitions, in order.
    let mut context_before = 0u32;
    for slot in chunk.items(db).iter() {
        let Some(item) = slot else {
            context_before += 1;
            continue;
        };
        let header = item.header(db);
        if let Some(header) = header {
            headers.push((context_before, header.clone()));
        }
        let is_definition = match header {
            Some(header) => header.is_definition,
            // A header that did not parse (rare): the item's kind says.
            None => item.meta(db).kind == ItemKind::Define,
        };
        context_before += u32::from(!is_definition);
    }
    Arc::new(ChunkContext {
        headers,
        context: chunk.context(db).clone(),
    })
}

/// Module-wide facts: every non-definition item, function headers, kernels and launch properties.
#[salsa::tracked(returns(ref))]
pub fn module_facts(db: &dyn Db, file: SourceFile) -> Arc<ModuleFacts> {
    let parts: Vec<&Arc<ChunkContext>> = file
        .chunks(db)
        .iter()
        .map(|chunk| chunk_context(db, *chunk))
        .collect();
    // Sized up front: a flattening iterator does not know its length, and doubling
    // would copy (and first touch) each list about twice.
    let mut context: Vec<&ContextItem> =
        Vec::with_capacity(parts.iter().map(|part| part.context.len()).sum());
    context.extend(parts.iter().flat_map(|part| part.context.iter()));
    let mut headers: Vec<(u32, Arc<FunctionHeader>)> =
        Vec::with_capacity(parts.iter().map(|part| part.headers.len()).sum());
    let mut context_before = 0u32;
    for part in &parts {
        headers.extend(
            part.headers
                .iter()
                .map(|(before, header)| (context_before + before, header.clone())),
        );
        context_before += part.context.len() as u32;
    }
    crate::perf::phases::mark("chunk contexts");
    let properties = &db.settings().rules(db).set().launch_properties;
    Arc::new(ModuleFacts::build(&context, headers, properties))
}

/// Target and profile for this file: the command line's choice, else inferred from the module.
#[salsa::tracked(returns(ref))]
pub fn resolved(db: &dyn Db, file: SourceFile) -> Resolved {
    let settings = db.settings();
    settings::resolve(
        settings.options(db),
        settings.rules(db),
        module_facts(db, file),
    )
}

/// What every function check of a file reads: the module facts, the resolved configuration,
/// the rule set, the profile's plan and the target (looked up in the tables), and which
/// instruction rules can fire in the module at all ([`checks::instructions::InstructionBase`]).
/// One query a function fetches, where three fetches and the look-ups cost ~1,200
/// instructions a function.
#[derive(Debug)]
pub struct CheckInputs {
    facts: Arc<ModuleFacts>,
    config: Resolved,
    rules: settings::RuleSource,
    plan: checks::PlanRef,
    base: checks::instructions::InstructionBase,
}

impl PartialEq for CheckInputs {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.facts, &other.facts)
            && self.config == other.config
            && self.rules == other.rules
            && self.plan == other.plan
            && self.base == other.base
    }
}
impl Eq for CheckInputs {}

impl CheckInputs {
    /// The checks' environment; with the instruction base for a function with a body.
    fn env(&self, body: bool) -> checks::Env<'_> {
        let env = checks::Env::with_plan(&self.facts, &self.config, &self.rules, self.plan);
        if body {
            env.with_instruction_base(&self.base)
        } else {
            env
        }
    }
}

#[salsa::tracked(returns(ref))]
pub fn check_inputs(db: &dyn Db, file: SourceFile) -> Arc<CheckInputs> {
    let facts = module_facts(db, file).clone();
    let config = resolved(db, file).clone();
    let rules = db.settings().rules(db).clone();
    let env = checks::Env::new(&facts, &config, &rules);
    let (plan, base) = (
        env.plan_ref(),
        checks::instructions::InstructionBase::new(&env),
    );
    Arc::new(CheckInputs {
        facts,
        config,
        rules,
        plan,
        base,
    })
}

/// Diagnostics of one function item, item-relative. The tree is dropped here.
/// (Only functions have an [`Item`]; other items are read, and their syntax
/// reported, through the module facts.)
#[salsa::tracked(returns(ref))]
pub fn check_item(db: &dyn Db, item: Item) -> Arc<[Diagnostic]> {
    let ItemMeta { file, kind, .. } = item.meta(db);
    let text = item.text(db);
    let mut out: Vec<Diagnostic> = Vec::new();
    ir::with_item(text, kind, |parsed, errors| {
        out.extend(errors.iter().map(syntax_diagnostic));
        if let ir::ItemData::Function(function) = &parsed.data {
            if function.is_definition || kind == ItemKind::Declare {
                let env = check_inputs(db, file).env(function.body.is_some());
                // A name two headers share: this one's is not the first (the facts keep that).
                let redefined = &env.facts.redefined_functions;
                let redefines = !redefined.is_empty()
                    && item.header(db).as_ref().is_some_and(|h| {
                        redefined
                            .get(&h.name)
                            .is_some_and(|&first| first != Arc::as_ptr(h).addr())
                    });
                let follows_variable = !env.facts.functions_after_variables.is_empty()
                    && item.header(db).as_ref().is_some_and(|h| {
                        env.facts
                            .functions_after_variables
                            .contains(&Arc::as_ptr(h).addr())
                    });
                let input = checks::FunctionInput {
                    text,
                    item: parsed,
                    function,
                    redefines,
                    follows_variable,
                };
                checks::check_function(&env, &input, &mut out);
                if errors.is_empty() {
                    checks::valid::check_function(&env, &input, &mut out);
                }
            }
        }
    });
    out.into()
}

/// Diagnostics of a chunk's function items: (index of the item in the chunk, item-relative diagnostic).
#[salsa::tracked(returns(ref))]
pub fn chunk_diagnostics(db: &dyn Db, chunk: Chunk) -> Arc<[(u32, Diagnostic)]> {
    let mut out = Vec::new();
    for (index, item) in chunk.items(db).iter().enumerate() {
        if let Some(item) = item {
            out.extend(
                check_item(db, *item)
                    .iter()
                    .map(|d| (index as u32, d.clone())),
            );
        }
    }
    out.into()
}

/// Module-level diagnostics (module, globals, metadata, and the syntax errors of
/// non-function items), each as (serial of its item, item-relative diagnostic).
#[salsa::tracked(returns(ref))]
pub fn check_module(db: &dyn Db, file: SourceFile) -> Arc<[(u32, Diagnostic)]> {
    let facts = module_facts(db, file);
    let env = checks::Env::new(facts, resolved(db, file), db.settings().rules(db));
    let mut found = Vec::new();
    checks::check_module(&env, &mut found);
    let mut out: Vec<(u32, Diagnostic)> = facts
        .syntax_errors()
        .map(|(serial, error)| (serial, syntax_diagnostic(error)))
        .collect();
    // Debug-info nodes are not in the context text: their findings are item-relative already.
    out.extend(checks::valid::debug_node_refs(&env));
    for d in found {
        if let Some((serial, item_start)) = facts.origin_of(d.start) {
            let mut moved = d;
            moved.start = moved.start.wrapping_sub(item_start);
            moved.end = moved.end.wrapping_sub(item_start);
            out.push((serial, moved));
        } else if let Some((serial, first_line)) = first_definition(db, file) {
            // A module of definitions alone (no triple, data layout or attributes) has an empty
            // context: its module diagnostics go to the first line of its first item.
            let mut moved = d;
            moved.start = 0;
            moved.end = first_line;
            out.push((serial, moved));
        }
    }
    out.into()
}

/// The serial of the file's first item and the length of its first line, when that item is a
/// definition (the only items outside the module facts' context).
fn first_definition(db: &dyn Db, file: SourceFile) -> Option<(u32, u32)> {
    let chunk = file.chunks(db).first()?;
    let item = (*chunk.items(db).first()?)?;
    let text = item.text(db);
    Some((
        item.meta(db).serial,
        text.find('\n').unwrap_or(text.len()) as u32,
    ))
}

fn syntax_diagnostic(error: &SyntaxError) -> Diagnostic {
    Diagnostic::new(
        diag::Code::SYNTAX,
        diag::Severity::Error,
        error.message.clone(),
        error.span.start..error.span.end,
    )
}

/// The salsa database of a [`crate::Workspace`].
#[salsa::db]
#[derive(Clone)]
pub struct Database {
    pub(crate) storage: salsa::Storage<Self>,
    pub(crate) settings: Option<Settings>,
}

#[salsa::db]
impl salsa::Database for Database {}

#[salsa::db]
impl Db for Database {
    fn settings(&self) -> Settings {
        self.settings
            .expect("a Workspace sets its settings before any query runs")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text`'s header made after `before`'s (whose header line may make it a repeat).
    fn header_after(before: &str, text: &str) -> Option<Arc<FunctionHeader>> {
        header_of(before, ItemKind::Define);
        header_of(text, ItemKind::Define)
    }

    /// A definition's header made right after one whose first line is the same but for the
    /// name (taken from the last one) equals the header parsed afresh: its name, its
    /// attributes, its body's typed pointers; and a line of another name, or another line,
    /// is parsed.
    #[test]
    fn a_repeated_header_line_gives_the_header_parsing_gives() {
        let reset = "define void @reset() {\n  ret void\n}\n";
        let cases = [
            (
                "define void @a(i32 %x) {\n  ret void\n}\n",
                "define void @b(i32 %x) {\n  ret void\n}\n",
            ),
            // A typed pointer in the second body only (the header holds none).
            (
                "define void @a(i32 %x) {\n  ret void\n}\n",
                "define void @b(i32 %x) {\n  %p = alloca i32*\n  ret void\n}\n",
            ),
            (
                "define void @a(i32 %x) {\n  %p = alloca i32*\n  ret void\n}\n",
                "define void @b(i32 %x) {\n  ret void\n}\n",
            ),
            // Typed pointers in the header.
            (
                "define void @a(float addrspace(1)* %p) {\n  ret void\n}\n",
                "define void @b(float addrspace(1)* %p) {\n  ret void\n}\n",
            ),
            (
                "define dso_local i32 @a(i32 %x) #0 !dbg !5 {\n  ret i32 %x\n}\n",
                "define dso_local i32 @_Z1bi.x$y-1(i32 %x) #0 !dbg !5 {\n  ret i32 %x\n}\n",
            ),
            (
                "define ptx_kernel void @a(ptr addrspace(1) %p) #1 {\n  ret void\n}\n",
                "define ptx_kernel void @0(ptr addrspace(1) %p) #1 {\n  ret void\n}\n",
            ),
            // Not plain names: parsed.
            (
                "define void @a(i32 %x) {\n  ret void\n}\n",
                "define void @b c(i32 %x) {\n  ret void\n}\n",
            ),
            (
                "define void @a(i32 %x) {\n  ret void\n}\n",
                "define void @b+(i32 %x) {\n  ret void\n}\n",
            ),
            // Another line: parsed.
            (
                "define void @a(i32 %x) #0 {\n  ret void\n}\n",
                "define void @b(i32 %x) #1 {\n  ret void\n}\n",
            ),
            // A header that does not parse is not kept.
            (
                "define void @a(i32 %x, {\n  ret void\n}\n",
                "define void @b(i32 %x, {\n  ret void\n}\n",
            ),
        ];
        for (before, text) in cases {
            let fresh = header_after(reset, text);
            let repeated = header_after(before, text);
            assert_eq!(repeated, fresh, "{text:?} after {before:?}");
        }
        // The repeats are made from the kept header: the name and the body's pointers are
        // the repeat's own.
        let h = header_after(cases[1].0, cases[1].1).expect("a header");
        assert_eq!((&*h.name, h.typed_pointers), ("b", true));
        let h = header_after(cases[2].0, cases[2].1).expect("a header");
        assert_eq!((&*h.name, h.typed_pointers), ("b", false));
        let h = header_after(cases[4].0, cases[4].1).expect("a header");
        assert_eq!(
            (&*h.name, &*h.groups, h.dbg()),
            ("_Z1bi.x$y-1", &[0][..], Some(5))
        );
    }
}
