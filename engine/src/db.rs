//! The salsa database: inputs, per-item tracked structs and the queries that
//! connect text to diagnostics.
//!
//! Identity: every top-level item becomes an [`Item`] keyed by its kind and
//! name (`@f`, `!3`, `#0`). Its text and offset are tracked fields, so an edit
//! inside one function re-parses and re-checks that function only; every
//! other item's `text` compares equal and its results are reused. Item spans
//! are item-relative, so moving an item (an edit above it) changes only its
//! `offset`, which only the final assembly query reads.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};

use crate::checks;
use crate::diag::{self, Diagnostic};
use crate::facts::{FunctionHeader, ModuleFacts};
use crate::ir::{self, ItemKind, SyntaxError};
use crate::settings::{self, Resolved};

/// A module's text, as opened or last updated.
#[salsa::input(debug)]
pub struct SourceFile {
    #[returns(ref)]
    pub path: String,
    #[returns(ref)]
    pub text: Arc<str>,
}

/// The run's configuration; it changes rarely, so it is set with HIGH durability.
#[salsa::input(debug)]
pub struct Settings {
    #[returns(ref)]
    pub options: settings::Requested,
    #[returns(ref)]
    pub rules: settings::Rules,
}

#[salsa::db]
pub trait Db: salsa::Database {
    fn settings(&self) -> Settings;
}

/// Stable identity of an item: what it is and what it is called.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ItemKey {
    pub kind: ItemKind,
    /// `f` for `@f`, `3` for `!3`, `0` for `#0`, the type name for `%T`; empty when unnamed.
    pub name: Box<str>,
    /// Which occurrence of this kind and name it is (0 for the first). Keeps identities
    /// distinct when a module repeats a name, which salsa would otherwise tell apart by a
    /// linear search per duplicate (quadratic in the number of duplicates).
    pub occurrence: u32,
}

#[salsa::tracked(debug)]
pub struct Item<'db> {
    #[returns(copy)]
    pub file: SourceFile,
    #[returns(ref)]
    pub key: ItemKey,
    #[tracked]
    #[returns(ref)]
    pub text: Arc<str>,
    #[tracked]
    #[returns(copy)]
    pub offset: u32,
}

/// The file cut into items, in source order.
#[salsa::tracked(returns(ref))]
pub fn items(db: &dyn Db, file: SourceFile) -> Vec<Item<'_>> {
    let text = file.text(db);
    let slices = ir::split_items(text);
    let worth_it = slices.len() >= PREPARSE_MIN_ITEMS && text.len() >= PREPARSE_MIN_BYTES;
    let mut pending = Vec::with_capacity(if worth_it { slices.len() } else { 0 });
    let mut seen: std::collections::HashMap<(ItemKind, &str), u32> =
        std::collections::HashMap::new();
    let items = slices
        .into_iter()
        .map(|slice| {
            let item_text = &text[slice.range.start as usize..slice.range.end as usize];
            let name = item_name(item_text, slice.kind);
            let occurrence = seen.entry((slice.kind, name)).or_insert(0);
            let key = ItemKey {
                kind: slice.kind,
                name: name.into(),
                occurrence: *occurrence,
            };
            *occurrence += 1;
            let item_text: Arc<str> = Arc::from(item_text);
            if pending.capacity() > 0 {
                pending.push((Arc::downgrade(&item_text), slice.kind));
            }
            Item::new(db, file, key, item_text, slice.range.start)
        })
        .collect();
    preparse::remember(file, pending);
    items
}

/// Files with at least this many items and bytes are parsed on all of rayon's threads by
/// `module_facts`. Smaller files are not worth the threads: a tree of small modules is
/// already spread over the pool one file per task.
const PREPARSE_MIN_ITEMS: usize = 64;
const PREPARSE_MIN_BYTES: usize = 1 << 20;

/// Parsing ahead of the `parsed` query, in parallel.
///
/// `module_facts` needs every function's header, so a cold check would parse the
/// whole module on one thread before the per-item checks fan out. Instead,
/// `items` remembers (weakly) the text and kind of every item it made, and
/// `module_facts`, when it executes, parses them all on `rayon::current_num_threads()`
/// threads first. Then, item by item on its own thread, it *offers* each result
/// to the `parsed` query it is about to run; `parsed` takes the offer only if
/// the offered text and kind equal its item's (`ir::parse_item` is a pure function
/// of those two, so the result is the one it would compute), and still reads its
/// item's tracked fields, so salsa records the same dependencies. Nothing here
/// is ever observable except the time it takes.
mod preparse {
    use super::*;

    type Pending = Vec<(Weak<str>, ItemKind)>;

    fn table() -> &'static Mutex<HashMap<SourceFile, Pending>> {
        static TABLE: OnceLock<Mutex<HashMap<SourceFile, Pending>>> = OnceLock::new();
        TABLE.get_or_init(Default::default)
    }

    thread_local! {
        static OFFER: RefCell<Option<(Arc<str>, ItemKind, Arc<Parsed>)>> = const { RefCell::new(None) };
    }

    pub(super) fn remember(file: SourceFile, pending: Pending) {
        let Ok(mut table) = table().lock() else {
            return;
        };
        if pending.is_empty() {
            table.remove(&file);
        } else {
            table.insert(file, pending);
        }
    }

    /// Parses the items `items` remembered for `file`, if they are still there and
    /// there is more than one thread; slot `i` belongs to the file's item `i`.
    pub(super) fn parse_all(
        file: SourceFile,
        count: usize,
    ) -> Vec<OnceLock<(Arc<str>, ItemKind, Arc<Parsed>)>> {
        let pending = table()
            .lock()
            .ok()
            .and_then(|mut table| table.remove(&file));
        let threads = rayon::current_num_threads().min(16);
        let Some(pending) = pending.filter(|p| p.len() == count && threads > 1) else {
            return Vec::new();
        };
        let slots: Vec<OnceLock<(Arc<str>, ItemKind, Arc<Parsed>)>> =
            (0..count).map(|_| OnceLock::new()).collect();
        let next = AtomicUsize::new(0);
        const CHUNK: usize = 8;
        let work = || loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= count {
                break;
            }
            for i in start..(start + CHUNK).min(count) {
                let (text, kind) = &pending[i];
                if let Some(text) = text.upgrade() {
                    let parsed = parse(&text, *kind);
                    let _ = slots[i].set((text, *kind, parsed));
                }
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                // A thread that cannot be started leaves its share to the others.
                let _ = std::thread::Builder::new().spawn_scoped(scope, work);
            }
            work();
        });
        slots
    }

    /// Offers a parse to the next `parsed` query run on this thread (`None` withdraws it).
    pub(super) fn offer(offer: Option<(Arc<str>, ItemKind, Arc<Parsed>)>) {
        OFFER.with(|o| *o.borrow_mut() = offer);
    }

    /// The offered parse, if it was made from exactly this text and kind.
    pub(super) fn take(text: &Arc<str>, kind: ItemKind) -> Option<Arc<Parsed>> {
        let offered = OFFER.with(|o| o.borrow_mut().take())?;
        let (offered_text, offered_kind, parsed) = offered;
        (offered_kind == kind && (Arc::ptr_eq(&offered_text, text) || *offered_text == **text))
            .then_some(parsed)
    }
}

fn parse(text: &str, kind: ItemKind) -> Arc<Parsed> {
    let (item, errors) = ir::parse_item(text, kind);
    Arc::new(Parsed { item, errors })
}

/// One item's IR and syntax errors, all spans item-relative.
#[derive(Debug, PartialEq, Eq)]
pub struct Parsed {
    pub item: ir::Item,
    pub errors: Vec<SyntaxError>,
}

#[salsa::tracked(returns(ref))]
pub fn parsed<'db>(db: &'db dyn Db, item: Item<'db>) -> Arc<Parsed> {
    let text = item.text(db);
    let kind = item.key(db).kind;
    preparse::take(text, kind).unwrap_or_else(|| parse(text, kind))
}

/// What the module-wide facts need from a function: its signature-level
/// properties. Equal across edits of the body, so the facts are reused.
#[salsa::tracked(returns(ref))]
pub fn function_header<'db>(db: &'db dyn Db, item: Item<'db>) -> Option<FunctionHeader> {
    let parsed = parsed(db, item);
    FunctionHeader::of(item.text(db), &parsed.item)
}

/// Module-wide facts: every non-function item, function headers, kernels and launch properties.
#[salsa::tracked(returns(ref))]
pub fn module_facts(db: &dyn Db, file: SourceFile) -> Arc<ModuleFacts> {
    let items = items(db, file);
    // Sized up front: the context entries are large and moved on every regrowth.
    let defines = items
        .iter()
        .filter(|item| item.key(db).kind == ItemKind::Define)
        .count();
    let mut context = Vec::with_capacity(items.len() - defines);
    let mut headers = Vec::with_capacity(defines);
    let preparsed = preparse::parse_all(file, items.len());
    for (index, item) in items.iter().enumerate() {
        preparse::offer(preparsed.get(index).and_then(OnceLock::get).cloned());
        match item.key(db).kind {
            ItemKind::Define => {
                if let Some(header) = function_header(db, *item) {
                    headers.push(header.clone());
                }
            }
            _ => {
                let parsed = parsed(db, *item);
                if let Some(header) = function_header(db, *item) {
                    headers.push(header.clone());
                }
                context.push((
                    index as u32,
                    item.text(db).clone(),
                    item.key(db).kind,
                    parsed.item.clone(),
                ));
            }
        }
        preparse::offer(None);
    }
    Arc::new(ModuleFacts::build(context, headers))
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

/// Diagnostics of one item, item-relative.
#[salsa::tracked(returns(ref))]
pub fn check_item<'db>(db: &'db dyn Db, item: Item<'db>) -> Arc<[Diagnostic]> {
    let parsed = parsed(db, item);
    let mut out: Vec<Diagnostic> = parsed.errors.iter().map(syntax_diagnostic).collect();
    if let ir::ItemData::Function(function) = &parsed.item.data {
        if function.is_definition || item.key(db).kind == ItemKind::Declare {
            let file = item.file(db);
            let env = checks::Env::new(
                module_facts(db, file),
                resolved(db, file),
                db.settings().rules(db),
            );
            let input = checks::FunctionInput {
                text: item.text(db),
                item: &parsed.item,
                function,
            };
            checks::check_function(&env, &input, &mut out);
        }
    }
    out.into()
}

/// Module-level diagnostics (module, globals, metadata), in the facts' context coordinates.
#[salsa::tracked(returns(ref))]
pub fn check_module(db: &dyn Db, file: SourceFile) -> Arc<[Diagnostic]> {
    let env = checks::Env::new(
        module_facts(db, file),
        resolved(db, file),
        db.settings().rules(db),
    );
    let mut out = Vec::new();
    checks::check_module(&env, &mut out);
    out.into()
}

/// Every diagnostic of the file in file coordinates, sorted by position.
#[salsa::tracked(returns(ref))]
pub fn file_diagnostics(db: &dyn Db, file: SourceFile) -> Arc<[Diagnostic]> {
    let items = items(db, file);
    let mut all = Vec::new();
    for item in items {
        let offset = item.offset(db);
        all.extend(
            check_item(db, *item)
                .iter()
                .map(|d| d.clone().shifted(offset)),
        );
    }
    let facts = module_facts(db, file);
    for d in check_module(db, file).iter() {
        if let Some((index, relative)) = facts.origin_of(d.start) {
            let offset = items[index as usize].offset(db);
            let shift = offset.wrapping_sub(relative);
            let mut moved = d.clone();
            moved.start = moved.start.wrapping_add(shift);
            moved.end = moved.end.wrapping_add(shift);
            all.push(moved);
        }
    }
    diag::sort(&mut all);
    all.into()
}

fn syntax_diagnostic(error: &SyntaxError) -> Diagnostic {
    Diagnostic::new(
        diag::Code::SYNTAX,
        diag::Severity::Error,
        error.message.clone(),
        error.span.start..error.span.end,
    )
}

/// The name that identifies an item, read from its first tokens without parsing.
fn item_name(text: &str, kind: ItemKind) -> &str {
    let sigil = match kind {
        ItemKind::Define | ItemKind::Declare | ItemKind::GlobalValue => b'@',
        ItemKind::Metadata | ItemKind::NamedMetadata => b'!',
        ItemKind::AttrGroup => b'#',
        ItemKind::TypeDef => b'%',
        ItemKind::Comdat => b'$',
        _ => return "",
    };
    let bytes = text.as_bytes();
    let Some(at) = bytes.iter().position(|&b| b == sigil) else {
        return "";
    };
    let rest = &text[at + 1..];
    if let Some(quoted) = rest.strip_prefix('"') {
        return quoted.find('"').map_or(quoted, |end| &quoted[..end]);
    }
    let end = rest
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'$' | b'-')))
        .unwrap_or(rest.len());
    &rest[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module past the pre-parse thresholds: kernels with a syntax error, a narrow
    /// parameter and an SM-gated intrinsic here and there, metadata, declarations.
    fn large_module() -> String {
        let mut text = String::from(
            "target datalayout = \"e-p:64:64:64-i64:64:64-v16:16:16-v32:32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n",
        );
        let mut i = 0;
        while text.len() < PREPARSE_MIN_BYTES + (64 << 10) {
            let body = match i % 97 {
                3 => "  %z = bogus i32 1\n",
                5 => "  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %n, i32 -1)\n",
                _ => "",
            };
            let narrow = if i % 89 == 7 { ", i16 %h" } else { "" };
            text += &format!(
                "define void @k{i}(float addrspace(1)* %p, i32 %n{narrow}) #0 !dbg !{i} {{\nentry:\n{body}  %v = load float, float addrspace(1)* %p, align 4\n  %w = fadd float %v, 1.0\n  store float %w, float addrspace(1)* %p, align 4\n  ret void\n}}\n\n"
            );
            i += 1;
        }
        text += "declare i32 @llvm.nvvm.redux.sync.add(i32, i32)\n";
        text += "attributes #0 = { nounwind \"target-cpu\"=\"sm_70\" }\n";
        text += "!nvvm.annotations = !{!100000}\n!100000 = !{void (float addrspace(1)*, i32)* @k0, !\"kernel\", i32 1}\n";
        text += "!nvvmir.version = !{!100001}\n!100001 = !{i32 2, i32 0}\n";
        for j in 0..i {
            text += &format!("!{j} = !{{}}\n");
        }
        text
    }

    #[test]
    fn parsing_ahead_on_many_threads_gives_the_single_threaded_report() {
        let text = large_module();
        let report = |threads: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| {
                    let mut ws = crate::Workspace::new(crate::Options::default()).unwrap();
                    ws.set_file("big.ll", text.as_str());
                    ws.report("big.ll").unwrap()
                })
        };
        let one = report(1);
        assert!(
            one.diagnostics.len() > 10,
            "the module has findings: {}",
            one.diagnostics.len()
        );
        assert_eq!(one, report(2));
        assert_eq!(one, report(3));
    }

    #[test]
    fn item_names_come_from_the_first_sigil() {
        assert_eq!(
            item_name("define ptx_kernel void @k(ptr %p) {\n}", ItemKind::Define),
            "k"
        );
        assert_eq!(
            item_name("declare i32 @\"a b\"(i32)", ItemKind::Declare),
            "a b"
        );
        assert_eq!(item_name("!12 = !{i32 1}", ItemKind::Metadata), "12");
        assert_eq!(
            item_name("!nvvm.annotations = !{!0}", ItemKind::NamedMetadata),
            "nvvm.annotations"
        );
        assert_eq!(
            item_name("attributes #3 = { nounwind }", ItemKind::AttrGroup),
            "3"
        );
        assert_eq!(
            item_name("%struct.S = type { i32 }", ItemKind::TypeDef),
            "struct.S"
        );
        assert_eq!(
            item_name("target triple = \"nvptx64\"", ItemKind::Triple),
            ""
        );
    }
}
