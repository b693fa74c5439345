//! Module-wide facts that checks of single items read: the non-function items
//! (types, globals, attribute groups, metadata, declarations), function
//! headers, the kernel set and each function's launch properties.
//!
//! The facts hold no file offsets of functions: the non-function items are laid
//! out in a private "context" text of their own, so editing a function body
//! leaves the facts equal and salsa reuses every result that depends on them.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};

use rustc_hash::{FxHashMap, FxHashSet};
use tablegen::model::LaunchProperty;

use crate::ir::{self, AttrKind, CallingConv, ItemData, ItemKind, MdKind, SyntaxError, Type};
use crate::shared_text::SharedText;

mod annotations;
mod context;
mod debug_info;
mod debug_scopes;
mod header;
mod launch;
mod names;
mod source_location;

pub use annotations::{annotation_ints, each_annotation};
use context::{lines_of, on_items, PieceArena};
pub use debug_info::is_debug_info_node;
pub use debug_scopes::{DebugScopes, DiKind, DiNode};
pub use header::{write_signature, FunctionHeader};
use launch::launch_attribute;
pub use launch::LaunchInfo;
use names::GlobalNames;
pub use source_location::{dbg_attachment, source_of};

/// Why a function is a kernel (the first reason found).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelSource {
    /// `define ptx_kernel …`
    CallingConv,
    /// `!nvvm.annotations` `!"kernel", i32 1`
    Annotation,
    /// `"nvvm.kernel"` function attribute or `!nvvm.kernel` attachment.
    KernelAttribute,
}

#[derive(Debug)]
pub struct ModuleFacts {
    /// The non-function items and declarations, re-laid in their own text.
    pub context: ir::Module,
    /// (context offset, serial of the item, length), by offset, one per context item; a
    /// debug-info node has length 0 (it is not laid out) and the offset of the next item.
    origins: Vec<(u32, u32, u32)>,
    /// Syntax errors of the context items that are not functions (functions
    /// report their own): (serial, item-relative error).
    errors: Vec<(u32, SyntaxError)>,
    pub headers: FxHashMap<Arc<str>, Arc<FunctionHeader>>,
    /// The names two or more function headers share, each with the address of its first
    /// header in file order (the one `headers` keeps): every other header of the name is a
    /// redefinition (IR validity, NV9227). An address, not the header's value, because two
    /// redefinitions may be written alike; an item keeps its header's allocation while the
    /// header is unchanged. Empty in almost every module.
    pub redefined_functions: FxHashMap<Arc<str>, usize>,
    /// The addresses of the function headers that come after a global variable or alias of
    /// their name (`redefinition of function '@f'`, IR validity, NV9229). Empty in almost
    /// every module.
    pub functions_after_variables: FxHashSet<usize>,
    /// The context items (indices of [`ModuleFacts::context`]'s items) that are global
    /// variables or aliases of a name an earlier global value has, a function or another
    /// variable (`redefinition of global '@g'`, NV9228). Empty in almost every module.
    pub redefined_variables: Vec<u32>,
    /// The definitions whose `!dbg` `DISubprogram` an earlier definition attaches already
    /// (in file order; IR validity, NV9204/NV9205). Empty without debug info.
    pub shared_subprogram: FxHashSet<Arc<str>>,
    /// The references of debug-info nodes (not laid out in the context) to numbers no node
    /// has, item-relative (IR validity, NV9230). Empty in almost every module.
    pub undefined_debug_refs: Vec<UndefinedDebugRef>,
    /// Looked up by name for every function (hashed: an ordered map's string compares
    /// cost more than the rest of a function's checks); never iterated in order.
    pub kernels: FxHashMap<String, KernelSource>,
    pub launch: FxHashMap<String, LaunchInfo>,
    /// Every `"target-cpu"` value of the module's functions, sorted.
    pub target_cpus: BTreeSet<String>,
    /// Every `"target-features"` value, sorted (PTX version features such as `+ptx80`).
    pub target_features: BTreeSet<String>,
    /// Some item uses typed pointers (`float addrspace(1)*`): the LLVM 7 dialect.
    pub typed_pointers: bool,
    /// The debug-info nodes' kinds and scopes (empty without debug info), read from their
    /// text in the pass that checks their syntax.
    pub debug_scopes: DebugScopes,
    /// The LLVM major version `!llvm.ident` names (`clang version 19.1.7` → 19).
    pub llvm_ident: Option<u32>,
    /// Per rule of the tables, whether its callee conditions can hold in this module (some
    /// declared or defined function matches): computed at the first use, for the rule set the
    /// facts were built with.
    live_callee_rules: std::sync::OnceLock<Vec<bool>>,
    /// The `!nvvm.annotations` integers by function and key, indexed at the first use.
    annotations: std::sync::OnceLock<annotations::AnnotationIndex>,
    /// The generic intrinsics the module declares against their signatures: each wrongly
    /// declared one with the validity check its declaration fails (and the signature's
    /// `since`), judged once per declaration at the first use (`checks::valid::intrinsic`),
    /// for the rule set the facts were built with.
    intrinsic_verdicts: std::sync::OnceLock<IntrinsicVerdicts>,
    /// The declared functions with `immarg` parameters (bit `i`: parameter `i`), found at
    /// the first use (IR validity: `checks::valid::attrs`).
    immarg_params: std::sync::OnceLock<ImmArgParams>,
    /// The names of the context's global variables and aliases (functions are `headers`),
    /// gathered at the first use (IR validity: `checks::valid::refs`).
    variable_names: std::sync::OnceLock<rustc_hash::FxHashSet<Box<str>>>,
    /// The names of the module's comdats (`$name = comdat …`), made at the first comdat
    /// reference judged.
    comdat_names: std::sync::OnceLock<rustc_hash::FxHashSet<Box<str>>>,
    /// Every function header in file order, with the number of context items before it:
    /// where each function stands among the global variables (IR validity: a reference to a
    /// variable defined below its function is a forward reference).
    header_positions: Vec<(u32, Arc<FunctionHeader>)>,
    /// The global variables (not aliases), in file order: (index among the context module's
    /// items, context index).
    variable_places: Vec<(u32, u32)>,
    /// [`ModuleFacts::header_positions`] by header address, made at the first use.
    position_by_header: std::sync::OnceLock<FxHashMap<usize, u32>>,
    /// The pointer type of each global variable by name, made at the first reference judged.
    variable_types: std::sync::OnceLock<FxHashMap<Box<str>, VariableType>>,
    /// What some definition has, gathered at the first use (the per-module rule decisions).
    definitions: std::sync::OnceLock<Definitions>,
}

/// What the module's definitions have, taken together ([`ModuleFacts::function_conds_may_hold`]).
#[derive(Debug, Default)]
struct Definitions {
    /// `FunctionHeader::props` of every definition or-ed.
    props: u8,
    non_scalar_params: bool,
    param_attributes: bool,
    narrowest_int_param: u32,
    narrowest_int_result: u32,
    returns_value: bool,
    has_params: bool,
    /// Every key of every launch record (a malformed attribute's too), and whether some
    /// record sets it to a value other than 0.
    launch_keys: Vec<(String, bool)>,
}

/// What a reference to a global variable is judged against: the pointer type its definition
/// gives it, and where the definition stands.
#[derive(Debug)]
pub struct VariableType {
    /// Its context index (a function with at most this many context items before it comes
    /// first: its references are forward references).
    pub context_index: u32,
    pub addrspace: u32,
    /// The value type, as LLVM prints it (`float`, `[4 x i32]`): typed pointers name it.
    pub value_type: Box<str>,
}

/// Declared functions with `immarg` parameters: the mask of those parameters by name.
pub type ImmArgParams = FxHashMap<Box<str>, u64>;

/// Wrongly declared intrinsics by name: per signature row the declaration fails (one, or one
/// per range of LLVM releases where the signature changed), the check and who judges so.
pub type IntrinsicVerdicts = FxHashMap<Box<str>, Box<[IntrinsicVerdict]>>;

/// What one called intrinsic's declaration fails, and which consumers judge it so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntrinsicVerdict {
    /// As LLVM's matcher reads the declaration as written (LLVM 7, for typed pointers, wants
    /// `i8*` where a signature has a pointer): the result, each parameter (one too many is a
    /// parameter that does not match), then the count and `...`.
    pub as_written: Option<IntrinsicRefusal>,
    /// As libNVVM's NVVM 23 path reads it, typed pointers upgraded to `ptr`: the result, the
    /// parameter count, each parameter, then `...`.
    pub upgraded: Option<IntrinsicRefusal>,
    /// The signature's first LLVM ([`tablegen::tables::Signature::since`]).
    pub since: Option<u32>,
    /// The signature's last LLVM ([`tablegen::tables::Signature::until`]).
    pub until: Option<u32>,
    /// Judged so by libNVVM's NVVM 7 path (typed-pointer IR).
    pub nvvm7: bool,
    /// Judged so by libNVVM's NVVM 23 path (modern IR under the nvvm profile).
    pub nvvm23: bool,
    /// Another row of the same name is marked for libNVVM's NVVM 7 path (resp. NVVM 23): that
    /// path judges by the marked row alone.
    pub nvvm7_elsewhere: bool,
    pub nvvm23_elsewhere: bool,
    /// The declaration has fewer parameters than LLVM 19's attributes of the intrinsic span
    /// (`Attribute after last parameter!`).
    pub attribute_after_last: bool,
    /// The declaration is an older form that some reader upgrades
    /// (`rules/intrinsic_signatures.ron`, `intrinsic_upgrades:`): where it does, the
    /// declaration is not judged against the signature, its calls as rewritten are.
    pub older_form: Option<OlderForm>,
}

/// Which readers upgrade an older intrinsic form ([`tablegen::model::IntrinsicUpgrade`]),
/// and what their Verifier then says of each call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OlderForm {
    /// The first LLVM whose reader upgrades it.
    pub since: Option<u32>,
    /// libNVVM's NVVM 7 path upgrades it.
    pub nvvm7: bool,
    /// libNVVM's NVVM 23 path upgrades it.
    pub nvvm23: bool,
    /// The check a call fails once rewritten onto the current form (`call_args`); `None`
    /// where it fits, or where the row does not say how calls are rewritten.
    pub rewritten: Option<IntrinsicRefusal>,
}

/// The check a declaration fails, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntrinsicRefusal {
    pub check: tablegen::vocab::ValidCheck,
    /// Where it departs from the signature, as libNVVM's NVVM 23 path says it.
    pub mismatch: IntrinsicMismatch,
}

/// `intrinsic {place} expected {expected}, but got {got}`: `argument 2 type (matching overload
/// type 0)`, `float`, `i32`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntrinsicMismatch {
    pub place: Box<str>,
    pub expected: Box<str>,
    pub got: Box<str>,
}

impl PartialEq for ModuleFacts {
    /// The context module is a function of its text, and everything else of
    /// that text plus the headers, except the syntax errors of debug-info nodes (parsed, not
    /// laid out).
    fn eq(&self, other: &Self) -> bool {
        // The errors too: a debug-info node is parsed but not laid out in the context text,
        // so an edit inside one changes only its syntax errors (fuzz: check_configured).
        self.context.text == other.context.text
            && self.origins == other.origins
            && self.headers == other.headers
            && self.redefined_functions == other.redefined_functions
            && self.functions_after_variables == other.functions_after_variables
            && self.redefined_variables == other.redefined_variables
            && self.errors == other.errors
            && self.debug_scopes == other.debug_scopes
            && self.shared_subprogram == other.shared_subprogram
            && self.undefined_debug_refs == other.undefined_debug_refs
            && self.header_positions.len() == other.header_positions.len()
            && self
                .header_positions
                .iter()
                .zip(&other.header_positions)
                .all(|((p, a), (q, b))| p == q && (Arc::ptr_eq(a, b) || a == b))
    }
}
impl Eq for ModuleFacts {}

/// A `!N` in a debug-info node that no node of the module has: the node's serial, the
/// number's span in the node's text, and `N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndefinedDebugRef {
    pub serial: u32,
    pub start: u32,
    pub end: u32,
    pub id: u32,
}

/// A non-definition item as module facts read it: (serial, text, kind).
pub type ContextItem = (u32, SharedText, ItemKind);

/// Context items at least this many are parsed on rayon's threads.
const PARALLEL_PARSE_MIN: usize = 256;

/// Whether the module facts of `items` items go on rayon's threads: a big module, and a
/// calling thread that may wait on rayon. The facts are made inside a salsa query, and a rayon
/// worker that waits runs other jobs meanwhile; one on another database handle (another
/// file's, or another clone of this one) makes salsa panic ("Cannot change database
/// mid-query"). Off rayon's threads a wait only blocks, so the facts go parallel there (one
/// file, or the shared workspace's first pass); on a worker (files checked in parallel) they
/// are made on that one thread.
fn facts_in_parallel(items: usize) -> bool {
    items >= PARALLEL_PARSE_MIN && rayon::current_thread_index().is_none()
}

/// Items ahead whose text the loops over context items prefetch.
const PREFETCH_AHEAD: usize = 8;

/// Context items parsed in one piece, into one arena.
const PIECE_ITEMS: usize = 256;

impl ModuleFacts {
    /// `context`: every non-definition item, in file order;
    /// `headers`: every function header, in file order (the first of a name wins), each with
    /// the number of context items before it in the file.
    /// `properties`: the launch properties' spellings (`launch_properties:` in
    /// `rules/functions.ron`).
    pub fn build<C>(
        context: &[C],
        headers: impl IntoIterator<Item = (u32, Arc<FunctionHeader>)>,
        properties: &[LaunchProperty],
    ) -> ModuleFacts
    where
        C: std::borrow::Borrow<ContextItem> + Sync,
    {
        // Debug-info nodes are parsed for their syntax (reported item-relative) and dropped,
        // so they take no room in the context text.
        let is_laid = |c: &C| {
            let (_, item_text, kind) = c.borrow();
            !is_debug_info_node(*kind, item_text)
        };
        // On rayon's threads for a module (tens of thousands of items), as the parse below:
        // done here on one thread, it was the longest serial part of the module facts.
        // Items lie far apart in the file (between the functions, or in a tail of metadata):
        // each loop over them asks for the text of an item a few ahead, so that its cache
        // misses overlap the work on this one.
        let prefetch_text = |index: usize| {
            if let Some(ahead) = context.get(index) {
                crate::perf::prefetch(ahead.borrow().1.as_bytes(), 0);
            }
        };
        let is_laid_at = |index: usize| {
            prefetch_text(index + PREFETCH_AHEAD);
            is_laid(&context[index])
        };
        let parallel = facts_in_parallel(context.len());
        let mut laid: Vec<bool> = Vec::with_capacity(context.len());
        if parallel {
            use rayon::prelude::*;
            (0..context.len())
                .into_par_iter()
                .with_min_len(PIECE_ITEMS * 4)
                .map(is_laid_at)
                .collect_into_vec(&mut laid);
        } else {
            laid.extend((0..context.len()).map(is_laid_at));
        }
        let mut origins = Vec::with_capacity(context.len());
        let mut at = 0u32;
        for (entry, &laid) in context.iter().zip(&laid) {
            let (serial, item_text, _) = entry.borrow();
            let len = if laid { item_text.len() as u32 } else { 0 };
            origins.push((at, *serial, len));
            at += if laid { len + 1 } else { 0 };
        }
        let text = lines_of(parallel, at as usize, &origins, |index| {
            laid[index].then(|| context[index].borrow().1.as_str())
        });
        // Parsed in pieces, each piece's items into one shared arena: a module has tens of
        // thousands of small metadata nodes and globals, and lists of their own would cost
        // an allocation each. The kept items are written straight into their final vector
        // (indexed collect), the arenas gathered as the pieces end. Debug-info nodes are
        // parsed for their syntax alone, each into a scratch arena cut back after it.
        // Indices of each kind, sized up front (no doubling).
        crate::perf::phases::mark("facts: lay out text");
        let laid_count = laid.iter().filter(|&&laid| laid).count();
        let mut laid_items: Vec<u32> = Vec::with_capacity(laid_count);
        let mut debug_info: Vec<u32> = Vec::with_capacity(context.len() - laid_count);
        for (index, &laid) in laid.iter().enumerate() {
            if laid {
                laid_items.push(index as u32);
            } else {
                debug_info.push(index as u32);
            }
        }
        let arenas = Mutex::new(Vec::new());
        let errors = Mutex::new(Vec::new());
        let report = |index: usize, serial: u32, kind: ItemKind, found: Vec<SyntaxError>| {
            // A `declare` reports its own syntax (it is checked as a function too).
            if !found.is_empty() && !kind.is_function() {
                let mut errors = errors.lock().unwrap_or_else(|e| e.into_inner());
                errors.extend(found.into_iter().map(|e| (index, serial, e)));
            }
        };
        let new_piece = || {
            let mut sink = arenas.lock().unwrap_or_else(|e| e.into_inner());
            sink.push(ir::Arena::default());
            PieceArena {
                index: (sink.len() - 1) as u32,
                parser: ir::ItemParser::default(),
                sink: &arenas,
            }
        };
        // The index `PREFETCH_AHEAD` places after `entry` in `list` (a borrowed entry of it).
        let ahead_of = |list: &[u32], entry: &u32| {
            let at = (std::ptr::from_ref(entry).addr() - list.as_ptr().addr())
                / std::mem::size_of::<u32>();
            list.get(at + PREFETCH_AHEAD)
                .map_or(usize::MAX, |&index| index as usize)
        };
        let parse_laid = on_items::<PieceArena<'_, '_>, _, _>(|piece, entry| {
            prefetch_text(ahead_of(&laid_items, entry));
            let index = *entry as usize;
            let (serial, item_text, kind) = context[index].borrow();
            let refs_start = piece.parser.arena().global_refs.len() as u32;
            let (data, found) = piece.parser.parse(item_text, *kind);
            let refs_end = piece.parser.arena().global_refs.len() as u32;
            report(index, *serial, *kind, found);
            let (offset, _, len) = origins[index];
            ir::ParsedItem {
                offset,
                len,
                kind: *kind,
                arena: piece.index,
                global_refs: (refs_start, refs_end),
                data,
            }
        });
        // Each debug-info node gives its entry of the scope index as its syntax is checked.
        let check_syntax = on_items::<ir::ItemParser<'_>, _, _>(|scratch, entry| {
            prefetch_text(ahead_of(&debug_info, entry));
            let index = *entry as usize;
            let (serial, item_text, kind) = context[index].borrow();
            let mut scope = None;
            if debug_info::plain_debug_info_node_with_scope(item_text, &mut scope) {
                return scope;
            }
            let empty = scratch.arena().mark();
            let (_, found) = scratch.parse(item_text, *kind);
            scratch.arena().truncate_to(&empty);
            report(index, *serial, *kind, found);
            debug_scopes::scope_entry(item_text)
        });
        let mut scopes: Vec<Option<(u32, DiNode)>> = Vec::new();
        let mut parsed = Vec::new();
        if parallel {
            use rayon::prelude::*;
            laid_items
                .par_iter()
                .with_min_len(PIECE_ITEMS)
                .map_init(new_piece, parse_laid)
                .collect_into_vec(&mut parsed);
            crate::perf::phases::mark("facts: parse laid");
            debug_info
                .par_iter()
                .with_min_len(PIECE_ITEMS)
                .map_init(ir::ItemParser::default, check_syntax)
                .collect_into_vec(&mut scopes);
        } else {
            let mut piece = new_piece();
            parsed.extend(laid_items.iter().map(|i| parse_laid(&mut piece, i)));
            drop(piece);
            let mut scratch = ir::ItemParser::default();
            scopes.extend(debug_info.iter().map(|i| check_syntax(&mut scratch, i)));
        }
        let arenas = arenas.into_inner().unwrap_or_else(|e| e.into_inner());
        let mut errors = errors.into_inner().unwrap_or_else(|e| e.into_inner());
        // By item, each item's errors in the order found (a stable sort).
        errors.sort_by_key(|&(index, _, _)| index);
        let errors: Vec<(u32, SyntaxError)> = errors
            .into_iter()
            .map(|(_, serial, error)| (serial, error))
            .collect();
        let debug_scopes = DebugScopes::from_entries(scopes.into_iter().flatten().collect());
        crate::perf::phases::mark("facts: parse");
        let module = ir::Module::from_items(text, parsed, arenas, Vec::new());
        crate::perf::phases::mark("facts: index");
        // Debug-info nodes are not laid out: their references to undefined nodes are read
        // from their texts here, once every number is known.
        let mut undefined_debug_refs = Vec::new();
        if !debug_info.is_empty() {
            let defined = |id: u32| debug_scopes.get(id).is_some() || module.has_metadata(id);
            for &index in &debug_info {
                let (serial, item_text, _) = context[index as usize].borrow();
                debug_info::undefined_refs(item_text, &defined, |start, end, id| {
                    undefined_debug_refs.push(UndefinedDebugRef {
                        serial: *serial,
                        start,
                        end,
                        id,
                    });
                });
            }
        }
        let names = GlobalNames::of_variables(&module, &laid_items);
        // The caller's list itself when it is a `Vec` (collecting its own iterator reuses
        // the buffer): a copy of 5,000 entries stood beside it at the peak (80 KB).
        let header_positions: Vec<(u32, Arc<FunctionHeader>)> = headers.into_iter().collect();
        let mut headers_by_name = FxHashMap::default();
        headers_by_name.reserve(header_positions.len());
        // LLVM's Verifier visits the functions in module order and calls the second one
        // to attach a `DISubprogram` broken debug info; without debug info, nothing to do.
        let mut subprograms: FxHashSet<u32> = FxHashSet::default();
        let mut shared_subprogram = FxHashSet::default();
        let mut redefined_functions = FxHashMap::default();
        let mut clashes = names.clashes();
        let variable_places = names.variable_places(&module);
        for (position, header) in &header_positions {
            clashes.function(*position, header);
            if let Some(n) = header.dbg() {
                let subprogram = debug_scopes
                    .get(n)
                    .is_some_and(|node| node.kind == DiKind::Subprogram);
                if subprogram && !subprograms.insert(n) {
                    shared_subprogram.insert(header.name.clone());
                }
            }
            match headers_by_name.get(&header.name) {
                None => {
                    headers_by_name.insert(header.name.clone(), header.clone());
                }
                Some(first) => {
                    redefined_functions.insert(header.name.clone(), Arc::as_ptr(first).addr());
                }
            }
        }
        let (functions_after_variables, redefined_variables) = clashes.finish();
        let mut facts = ModuleFacts {
            context: module,
            origins,
            errors,
            headers: headers_by_name,
            redefined_functions,
            functions_after_variables,
            redefined_variables,
            shared_subprogram,
            undefined_debug_refs,
            kernels: FxHashMap::default(),
            launch: FxHashMap::default(),
            target_cpus: BTreeSet::new(),
            target_features: BTreeSet::new(),
            typed_pointers: false,
            debug_scopes,
            llvm_ident: None,
            live_callee_rules: std::sync::OnceLock::new(),
            annotations: std::sync::OnceLock::new(),
            intrinsic_verdicts: std::sync::OnceLock::new(),
            immarg_params: std::sync::OnceLock::new(),
            variable_names: std::sync::OnceLock::new(),
            comdat_names: std::sync::OnceLock::new(),
            header_positions,
            variable_places,
            position_by_header: std::sync::OnceLock::new(),
            variable_types: std::sync::OnceLock::new(),
            definitions: std::sync::OnceLock::new(),
        };
        facts.derive(properties, facts_in_parallel(facts.headers.len()));
        crate::perf::phases::mark("facts: derive");
        facts
    }

    /// The wrongly declared generic intrinsics, judged by `judge` at the first call.
    pub fn intrinsic_verdicts(
        &self,
        judge: impl FnOnce(&ModuleFacts) -> IntrinsicVerdicts,
    ) -> &IntrinsicVerdicts {
        self.intrinsic_verdicts.get_or_init(|| judge(self))
    }

    /// The declared functions with `immarg` parameters (most modules: only intrinsics such
    /// as `llvm.memcpy`, whose volatile flag is one), scanned once per module.
    pub fn immarg_params(&self) -> &ImmArgParams {
        self.immarg_params.get_or_init(|| {
            let mut found = ImmArgParams::default();
            for f in self.context.functions() {
                let mut mask = 0u64;
                for (i, p) in f.arena[f.node.params].iter().enumerate().take(64) {
                    let immarg = f.arena[p.attrs]
                        .iter()
                        .any(|a| a.is_keyword(f.text, "immarg"));
                    if immarg {
                        mask |= 1 << i;
                    }
                }
                if mask != 0 {
                    found.entry(f.node.name.text(f.text).into()).or_insert(mask);
                }
            }
            found
        })
    }

    /// Does a node of the module have the number `id` (`!id = …`), laid in the context or a
    /// debug-info node?
    pub fn defines_metadata(&self, id: u32) -> bool {
        // Debug-info nodes first: most references are `!dbg` locations.
        self.debug_scopes.get(id).is_some() || self.context.has_metadata(id)
    }

    /// Does the module define the comdat `name` (`$name = comdat …`)?
    pub fn defines_comdat(&self, name: &str) -> bool {
        self.comdat_names
            .get_or_init(|| {
                let m = &self.context;
                (0..m.items.len())
                    .filter_map(|k| match &m.items[k].data {
                        ItemData::Comdat(c) => Some(c.name.text(m.item_text(k)).into()),
                        _ => None,
                    })
                    .collect()
            })
            .contains(name)
    }

    /// The global variable named `name`, if the module has one (the first, if several).
    pub fn variable_type(&self, name: &str) -> Option<&VariableType> {
        self.variable_types
            .get_or_init(|| {
                let m = &self.context;
                let mut types = FxHashMap::default();
                for &(item, context_index) in &self.variable_places {
                    let it = m.item(item as usize);
                    if let ItemData::Global(g) = it.node {
                        types
                            .entry(g.name.text(it.text).into())
                            .or_insert_with(|| VariableType {
                                context_index,
                                addrspace: g.addrspace,
                                value_type: it.arena.display_type(it.text, g.ty).into(),
                            });
                    }
                }
                types
            })
            .get(name)
    }

    /// How many context items come before the function whose header is `header` (one of
    /// [`ModuleFacts::headers`]'s).
    pub fn position_of(&self, header: &Arc<FunctionHeader>) -> Option<u32> {
        self.position_by_header
            .get_or_init(|| {
                self.header_positions
                    .iter()
                    .map(|(position, h)| (Arc::as_ptr(h).addr(), *position))
                    .collect()
            })
            .get(&Arc::as_ptr(header).addr())
            .copied()
    }

    /// Does the module define a global value named `name` (a function, declared or
    /// defined, a global variable, an alias or an ifunc)?
    pub fn defines_global(&self, name: &str) -> bool {
        self.headers.contains_key(name)
            || self
                .variable_names
                .get_or_init(|| {
                    let m = &self.context;
                    m.globals()
                        .map(|g| g.node.name.text(g.text).into())
                        .chain(m.aliases().map(|a| a.node.name.text(a.text).into()))
                        .collect()
                })
                .contains(name)
    }

    /// Can the callee conditions of rule `rule` hold in this module? A direct call names a
    /// function the module declares or defines, so a rule whose callee patterns match none of
    /// them never fires: its call entries are skipped for every function.
    pub fn callee_rule_live(&self, rules: &[tablegen::model::Rule], rule: usize) -> bool {
        let live = self.live_callee_rules.get_or_init(|| {
            let parts: Vec<_> = rules.iter().map(|r| callee_sets(&r.check)).collect();
            // Only a name that starts as some callee set's patterns do can match one: in a
            // module of thousands of functions and a few intrinsics, trying every name against
            // every set was a serial millisecond at the start of the function checks (one
            // thread computed it, the others waited for it).
            let mut first_bytes = [0u64; 4];
            for (_, _, lead, next) in parts.iter().flatten().flatten().flatten() {
                match lead.as_bytes().first() {
                    Some(&b) => first_bytes[usize::from(b >> 6)] |= 1 << (b & 63),
                    None => {
                        for (all, set) in first_bytes.iter_mut().zip(next.iter()) {
                            *all |= set;
                        }
                    }
                }
            }
            let candidates: Vec<&str> = self
                .headers
                .keys()
                .map(|name| &**name)
                .filter(|name| {
                    let b = name.as_bytes().first().copied().unwrap_or(0);
                    (first_bytes[usize::from(b >> 6)] >> (b & 63)) & 1 != 0
                })
                .collect();
            parts
                .iter()
                .map(|rule_parts| callee_rule_live_among(rule_parts, &candidates))
                .collect()
        });
        live.get(rule).copied().unwrap_or(true)
    }

    /// Can the conditions of function rule part `conds` all hold on some definition of
    /// this module? Conditions on what no definition has (a property, an annotation key,
    /// being a kernel) cannot, and the rule is skipped for every function; any other
    /// condition may hold.
    pub fn function_conds_may_hold(&self, conds: &[tablegen::vocab::FunctionCond]) -> bool {
        use tablegen::vocab::FunctionCond;
        let any = self.definitions();
        conds.iter().all(|cond| match cond {
            FunctionCond::Has(prop) => any.props & 1 << *prop as u8 != 0,
            FunctionCond::Kernel => !self.kernels.is_empty(),
            FunctionCond::Annotated(key) => {
                any.launch_keys.iter().any(|(k, on)| *on && k == &**key)
            }
            FunctionCond::ParamType(_) => any.non_scalar_params,
            FunctionCond::ParamAttribute(_) => any.param_attributes,
            FunctionCond::NarrowIntParam(bits) => any.narrowest_int_param < *bits,
            FunctionCond::NarrowIntReturn(bits) => any.narrowest_int_result < *bits,
            FunctionCond::ReturnsValue | FunctionCond::ReturnsDefinedValue => any.returns_value,
            FunctionCond::HasParams => any.has_params,
            // The key as a metadata string somewhere in the module's other items (a search
            // of their text, not the annotation index, which a module without the rule's
            // functions never needs).
            FunctionCond::AnnotatedParam(key) => {
                let text = self.context.text.as_bytes();
                let quoted = format!("!\"{key}\"");
                // An escape could spell the key otherwise: then it may hold.
                memchr::memmem::find(text, quoted.as_bytes()).is_some()
                    || memchr::memchr(b'\\', text).is_some()
            }
            FunctionCond::Attribute(_) | FunctionCond::ParamAlso(_) | FunctionCond::Unless(_) => {
                true
            }
        })
    }

    /// Can the conditions of launch rule part `conds` all hold on some function's launch
    /// record? A condition on a property no record sets (nor spells malformed) cannot;
    /// the others may.
    pub fn launch_conds_may_hold(&self, conds: &[tablegen::vocab::LaunchCond]) -> bool {
        use tablegen::vocab::LaunchCond;
        let keys = &self.definitions().launch_keys;
        // A property's key, or its dimensions' (`maxntid`: `maxntidx`…), set or malformed.
        let present = |key: &str| keys.iter().any(|(k, _)| k.starts_with(key));
        conds.iter().all(|cond| match cond {
            LaunchCond::AnySet(keys) => keys.iter().any(|k| present(k)),
            LaunchCond::Enabled(key)
            | LaunchCond::Equals { key, .. }
            | LaunchCond::PartlyZero(key)
            | LaunchCond::DimsOutside { key, .. }
            | LaunchCond::ValueOutside { key, .. } => present(key),
            LaunchCond::ThreadsPerSmAbove { threads, per_sm } => {
                present(threads) && present(per_sm)
            }
            LaunchCond::NotAllSet(_) | LaunchCond::NotKernel | LaunchCond::OnTarget { .. } => true,
        })
    }

    /// What the module's definitions have, in one pass over every header (not only the
    /// first of a name, which is all `headers` keeps) and every launch record.
    fn definitions(&self) -> &Definitions {
        self.definitions.get_or_init(|| {
            let mut any = Definitions {
                narrowest_int_param: u32::MAX,
                narrowest_int_result: u32::MAX,
                ..Definitions::default()
            };
            for (_, h) in self
                .header_positions
                .iter()
                .filter(|(_, h)| h.is_definition)
            {
                any.props |= h.props;
                any.non_scalar_params |= !h.scalar_params;
                any.param_attributes |= h.param_attributes;
                any.narrowest_int_param = any.narrowest_int_param.min(h.narrowest_int_param);
                any.narrowest_int_result = any.narrowest_int_result.min(h.int_result);
                any.returns_value |= h.returns_value;
                any.has_params |= h.has_params;
            }
            let mut keys: BTreeMap<String, bool> = BTreeMap::new();
            for launch in self.launch.values() {
                for (key, value) in &launch.values {
                    *keys.entry(key.clone()).or_default() |= *value != 0;
                }
                for (attribute, _) in &launch.malformed {
                    let key = attribute.strip_prefix("nvvm.").unwrap_or(attribute);
                    keys.entry(key.to_owned()).or_default();
                }
            }
            any.launch_keys = keys.into_iter().collect();
            any
        })
    }

    /// Maps a context offset to (serial of its item, context offset of that item).
    pub fn origin_of(&self, offset: u32) -> Option<(u32, u32)> {
        let at = self
            .origins
            .partition_point(|&(start, _, _)| start <= offset)
            .checked_sub(1)?;
        let (start, serial, _) = self.origins[at];
        Some((serial, start))
    }

    /// Syntax errors of non-function context items: (serial, item-relative error).
    pub fn syntax_errors(&self) -> impl Iterator<Item = (u32, &SyntaxError)> {
        self.errors.iter().map(|(serial, e)| (*serial, e))
    }

    /// One predicate for "is a kernel": `ptx_kernel`, the `kernel` annotation, or the `nvvm.kernel` forms.
    pub fn is_kernel(&self, name: &str) -> bool {
        self.kernels.contains_key(name)
    }

    /// String function attributes of `name`, inline and from its `#N` groups.
    pub fn string_attrs(&self, name: &str) -> Vec<(String, Option<String>)> {
        let mut out = Vec::new();
        if let Some(header) = self.headers.get(name) {
            self.visit_string_attrs(header, |key, value| {
                out.push((key.to_owned(), value.map(str::to_owned)));
            });
        }
        out
    }

    /// Calls `visit(key, value)` for each string attribute of `header`, inline ones first.
    fn visit_string_attrs(
        &self,
        header: &FunctionHeader,
        mut visit: impl FnMut(&str, Option<&str>),
    ) {
        for (key, value) in &header.string_attrs {
            visit(key, value.as_deref());
        }
        for &group in &header.groups {
            if let Some(g) = self.context.attr_group(group) {
                for attr in &g.arena[g.node.attrs] {
                    if let AttrKind::Str { key, value } = attr.kind {
                        visit(
                            &key.value(g.text),
                            value.map(|v| v.value(g.text)).as_deref(),
                        );
                    }
                }
            }
        }
    }

    /// `parallel`: whether this may use rayon's threads ([`facts_in_parallel`] of the headers).
    fn derive(&mut self, properties: &[LaunchProperty], parallel: bool) {
        self.typed_pointers = self.headers.values().any(|h| h.typed_pointers)
            || self.context.arenas.iter().any(|arena| {
                arena
                    .types
                    .iter()
                    .any(|t| matches!(t, Type::TypedPtr { .. }))
            });
        // The named-metadata index (read by the annotations below and by the module checks)
        // is made beside the walk over the headers: it visits every context item.
        let index = || self.context.named_metadata("nvvm.annotations").is_some();
        let (kernels, launches, target_cpus, target_features) = if parallel {
            rayon::join(index, || self.derive_from_headers(properties, true)).1
        } else {
            index();
            self.derive_from_headers(properties, false)
        };
        self.kernels = kernels;
        self.launch = launches;
        self.target_cpus = target_cpus;
        self.target_features = target_features;
        crate::perf::phases::mark("facts: from headers");
        self.read_annotations(properties);
        self.llvm_ident = producer_llvm_version(&self.context);
    }

    /// Kernels, launch properties, target CPUs and features, as the function headers and
    /// their attribute groups give them; in pieces on rayon's threads for a big module (a
    /// header's attributes are a few cache misses away), merged into the same maps and sets
    /// whatever the pieces.
    #[allow(clippy::type_complexity)]
    fn derive_from_headers(
        &self,
        properties: &[LaunchProperty],
        parallel: bool,
    ) -> (
        FxHashMap<String, KernelSource>,
        FxHashMap<String, LaunchInfo>,
        BTreeSet<String>,
        BTreeSet<String>,
    ) {
        use rayon::prelude::*;
        type Derived = (
            FxHashMap<String, KernelSource>,
            FxHashMap<String, LaunchInfo>,
            BTreeSet<String>,
            BTreeSet<String>,
        );
        let add = |mut derived: Derived, (name, header): (&Arc<str>, &Arc<FunctionHeader>)| {
            let (kernels, launches, target_cpus, target_features) = &mut derived;
            if header.calling_conv.is_ptx_kernel() {
                kernels.insert(name.to_string(), KernelSource::CallingConv);
            }
            let mut kernel_attribute = header.metadata_kinds.iter().any(|k| k == "nvvm.kernel");
            let mut launch = LaunchInfo::default();
            self.visit_string_attrs(header, |key, value| match key {
                "target-cpu" if header.is_definition => {
                    if let Some(v) = value {
                        if !target_cpus.contains(v) {
                            target_cpus.insert(v.to_owned());
                        }
                    }
                }
                "target-features" if header.is_definition => {
                    if let Some(v) = value {
                        if !target_features.contains(v) {
                            target_features.insert(v.to_owned());
                        }
                    }
                }
                "nvvm.kernel" => kernel_attribute = true,
                _ => launch_attribute(properties, &mut launch, key, value),
            });
            if kernel_attribute {
                kernels
                    .entry(name.to_string())
                    .or_insert(KernelSource::KernelAttribute);
            }
            if launch != LaunchInfo::default() {
                launches.insert(name.to_string(), launch);
            }
            derived
        };
        // Headers have distinct names, so the pieces' maps never share a key.
        let merge = |mut a: Derived, b: Derived| {
            a.0.extend(b.0);
            a.1.extend(b.1);
            a.2.extend(b.2);
            a.3.extend(b.3);
            a
        };
        if !parallel {
            return self.headers.iter().fold(Derived::default(), add);
        }
        let headers: Vec<(&Arc<str>, &Arc<FunctionHeader>)> = self.headers.iter().collect();
        headers
            .into_par_iter()
            .with_min_len(PIECE_ITEMS * 2)
            .fold(Derived::default, add)
            .reduce(Derived::default, merge)
    }
}

/// Whether a rule of these parts ([`callee_sets`]) can fire in a module declaring `names`:
/// some part does not depend on callees, or some name satisfies every callee set of a part.
fn callee_rule_live_among(parts: &[Option<Vec<CalleeSet<'_>>>], names: &[&str]) -> bool {
    parts.iter().any(|part| match part {
        None => true,
        Some(sets) => names.iter().any(|name| {
            sets.iter().all(|(sorted, prefix_free, lead, next)| {
                tablegen::model::InstCond::callee_matches(sorted, *prefix_free, lead, next, name)
            })
        }),
    })
}

/// A lowered callee set of [`tablegen::model::InstCond::CalleeIn`].
type CalleeSet<'r> = (
    &'r [tablegen::model::CalleePattern],
    bool,
    &'r str,
    &'r [u64; 4],
);

/// Per instruction part of a check, its callee sets (all must hold on one callee); a part
/// without any is `None` (it does not depend on callees).
fn callee_sets(check: &tablegen::model::Check) -> Vec<Option<Vec<CalleeSet<'_>>>> {
    use tablegen::model::{Check, InstCond};
    let parts: &[Check] = match check {
        Check::AnyOf(parts) => parts,
        other => std::slice::from_ref(other),
    };
    parts
        .iter()
        .map(|p| {
            let Check::Instruction { when, .. } = p else {
                return None;
            };
            let sets: Vec<CalleeSet<'_>> = when
                .iter()
                .filter_map(|c| match c {
                    InstCond::CalleeIn {
                        sorted,
                        prefix_free,
                        lead,
                        next,
                        ..
                    } => Some((&sorted[..], *prefix_free, &**lead, next)),
                    _ => None,
                })
                .collect();
            (!sets.is_empty()).then_some(sets)
        })
        .collect()
}

/// The newest major version the `!llvm.ident` strings name (`clang version 19.1.7 (…)`,
/// `Debian clang version 22.1.8`): linking keeps every part's ident, and a linked library
/// (libdevice: `clang version 3.8.0`) is older than the module's own producer.
fn producer_llvm_version(module: &ir::Module) -> Option<u32> {
    module
        .named_tuples("llvm.ident")
        .filter_map(|(node, fields)| {
            fields.iter().find_map(|field| match field.kind {
                ir::MdKind::Str(s) => version_major(&s.value(node.text)),
                _ => None,
            })
        })
        .max()
}

/// `… version 19.1.7 …` → 19.
fn version_major(text: &str) -> Option<u32> {
    let rest = &text[text.find("version ")? + "version ".len()..];
    let digits: &str = &rest[..rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len())];
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Context items of these texts, numbered in order.
    fn context_of(items: &[&str]) -> Vec<ContextItem> {
        items
            .iter()
            .enumerate()
            .map(|(serial, text)| {
                let kind = ir::split_items(text)[0].kind;
                (serial as u32, SharedText::whole(Arc::from(*text)), kind)
            })
            .collect()
    }

    /// The facts of a module of these function items, each read as `kind`, and no context items.
    fn facts_of_functions<S: AsRef<str>>(texts: &[S], kind: ir::ItemKind) -> ModuleFacts {
        let headers = texts
            .iter()
            .map(|text| {
                (
                    0,
                    crate::db::header_of(text.as_ref(), kind).expect("a header"),
                )
            })
            .collect::<Vec<_>>();
        let context: [ContextItem; 0] = [];
        ModuleFacts::build(
            &context,
            headers,
            &crate::rules::RuleSet::compiled().launch_properties,
        )
    }

    #[test]
    fn module_diagnostics_find_their_item_around_dropped_debug_info() {
        // Debug-info nodes take no room in the context text; the items after them are
        // still found by offset.
        let items = [
            "@g = global i32 0",
            "!1 = !DILocation(line: 1, scope: !2)",
            "!2 = distinct !DISubprogram(name: \"f\")",
            "@h = global i32 1",
            "!3 = !DILocation(line: 2, scope: !2)",
        ];
        let context = context_of(&items);
        let facts = ModuleFacts::build(
            &context,
            [],
            &crate::rules::RuleSet::compiled().launch_properties,
        );
        assert_eq!(
            &*facts.context.text,
            "@g = global i32 0\n@h = global i32 1\n"
        );
        assert_eq!(facts.context.items.len(), 2);
        assert_eq!(facts.origin_of(0), Some((0, 0)));
        assert_eq!(facts.origin_of(17), Some((0, 0)));
        assert_eq!(facts.origin_of(18), Some((3, 18)));
        assert_eq!(facts.origin_of(30), Some((3, 18)));
        assert!(facts.syntax_errors().next().is_none());
    }

    /// Every rule's liveness by trying every declared name against every callee set.
    fn live_by_every_name(facts: &ModuleFacts, rules: &[tablegen::model::Rule]) -> Vec<bool> {
        let names: Vec<&str> = facts.headers.keys().map(|name| &**name).collect();
        rules
            .iter()
            .map(|r| callee_rule_live_among(&callee_sets(&r.check), &names))
            .collect()
    }

    #[test]
    fn callee_rules_are_live_exactly_when_a_declared_name_matches() {
        let rules = &crate::rules::RuleSet::compiled().tables().rules;
        let facts_of = |names: &[&str]| {
            let texts: Vec<String> = names
                .iter()
                .map(|name| format!("declare void @\"{name}\"()"))
                .collect();
            facts_of_functions(&texts, ir::ItemKind::Declare)
        };
        let many: Vec<String> = (0..300).map(|i| format!("f{i}")).collect();
        let mut modules: Vec<Vec<&str>> = vec![
            vec![],
            vec![""],
            many.iter().map(String::as_str).collect(),
            vec!["llvm.nvvm.read.ptx.sreg.tid.x", "llvm.fma.f32"],
            vec![
                "llvm.nvvm.barrier0",
                "vprintf",
                "malloc",
                "free",
                "__nv_sinf",
            ],
            vec![
                "llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32",
                "llvm.nvvm.cp.async.bulk",
            ],
            vec!["l", "ll", "llvm", "llvm.", "llvm.nvvm", "llvm.nvvm."],
            // Names the callee rules name (all under `llvm.` today), and near misses.
            vec!["llvm.stackrestore.p0", "llvm.cos.f32", "llvm.tanh.f32"],
            vec![
                "llvm.nvvm.cp.async.mbarrier.arrive.b64",
                "llvm.stackaddress.p0",
            ],
            vec![
                "llvm.sadd.with.overflow.v2i32",
                "llvm.exp2.f16",
                "llvm.aarch64.x",
            ],
            vec![
                "llvm.stack",
                "llvm.co",
                "llvm.tanh",
                "llvm.nvvm.cp.async.mbarrier",
            ],
        ];
        let mut mixed: Vec<&str> = many.iter().map(String::as_str).collect();
        mixed.extend([
            "llvm.nvvm.mma.m16n8k16.row.col.f32.f16.f16.f32",
            "llvm.acos.f64",
        ]);
        modules.push(mixed);
        // Rules that only a declared name makes live: dead in the empty module.
        let dead_without_names: Vec<bool> = live_by_every_name(&facts_of(&[]), rules)
            .iter()
            .map(|&live| !live)
            .collect();
        let mut woken = 0;
        for names in &modules {
            let facts = facts_of(names);
            let expected = live_by_every_name(&facts, rules);
            woken += (0..rules.len())
                .filter(|&r| dead_without_names[r] && expected[r])
                .count();
            for (rule, &live) in expected.iter().enumerate() {
                assert_eq!(
                    facts.callee_rule_live(rules, rule),
                    live,
                    "rule {} in a module declaring {names:?}",
                    rules[rule].code
                );
            }
        }
        // The names above wake some callee rules, so the comparison covers matches too.
        assert!(woken > 0);
    }

    #[test]
    fn function_conditions_hold_only_on_what_some_definition_has() {
        use tablegen::vocab::{FunctionCond, FunctionProp};
        let facts_of = |functions: &[&str]| facts_of_functions(functions, ir::ItemKind::Define);
        let plain = facts_of(&["define void @f() {\n  ret void\n}"]);
        let with = facts_of(&[
            "define void @f() {\n  ret void\n}",
            "define ptx_kernel void @k() section \"s\" gc \"g\" {\n  ret void\n}",
        ]);
        let declared = facts_of(&["declare void @d() section \"s\""]);
        let has = |p| vec![FunctionCond::Has(p)];
        for prop in [FunctionProp::Section, FunctionProp::Gc] {
            assert!(!plain.function_conds_may_hold(&has(prop)), "{prop:?}");
            assert!(with.function_conds_may_hold(&has(prop)), "{prop:?}");
        }
        // A declaration's section is not a definition's.
        assert!(!declared.function_conds_may_hold(&has(FunctionProp::Section)));
        assert!(!with.function_conds_may_hold(&has(FunctionProp::Align)));
        assert!(!plain.function_conds_may_hold(&[FunctionCond::Kernel]));
        assert!(with.function_conds_may_hold(&[FunctionCond::Kernel]));
        // Every condition must be able to hold; attributes (inline or grouped) always may.
        assert!(!with.function_conds_may_hold(&[
            FunctionCond::Kernel,
            FunctionCond::Has(FunctionProp::Align)
        ]));
        assert!(
            plain.function_conds_may_hold(&[FunctionCond::Attribute(vec!["sspreq".into()].into())])
        );
        assert!(!with.function_conds_may_hold(&[FunctionCond::Annotated("maxntidx".into())]));
        // Parameter types: only where some definition has a parameter other than an
        // integer, a floating-point value or a pointer, or a `byval` one.
        use tablegen::vocab::ParamTypeClass;
        let param_type = [FunctionCond::ParamType(ParamTypeClass::Opaque)];
        let scalars =
            facts_of(&["define void @f(i32 %a, float %b, ptr %c, i8* %d) {\n  ret void\n}"]);
        assert!(!scalars.function_conds_may_hold(&param_type));
        for params in [
            "x86_fp80 %a",
            "{} %a",
            "%T %a",
            "<vscale x 2 x i32> %a",
            "ptr byval(%T) %a",
        ] {
            let f = format!("define void @f({params}) {{\n  ret void\n}}");
            assert!(
                facts_of(&[&f]).function_conds_may_hold(&param_type),
                "{params}"
            );
        }
        // Parameter attributes, narrow integers, results, parameters at all.
        let attr = [FunctionCond::ParamAttribute("inreg".into())];
        assert!(!scalars.function_conds_may_hold(&attr));
        assert!(
            facts_of(&["define void @f(i32 noundef %a) {\n  ret void\n}"])
                .function_conds_may_hold(&attr)
        );
        let narrow = facts_of(&["define i8 @f(i16 %a) {\n  ret i8 0\n}"]);
        for (cond, on_narrow, on_scalars) in [
            (FunctionCond::NarrowIntParam(32), true, false),
            (FunctionCond::NarrowIntParam(16), false, false),
            (FunctionCond::NarrowIntReturn(32), true, false),
            (FunctionCond::ReturnsValue, true, false),
            (FunctionCond::ReturnsDefinedValue, true, false),
            (FunctionCond::HasParams, true, true),
        ] {
            let conds = [cond];
            assert_eq!(
                narrow.function_conds_may_hold(&conds),
                on_narrow,
                "{conds:?}"
            );
            assert_eq!(
                scalars.function_conds_may_hold(&conds),
                on_scalars,
                "{conds:?}"
            );
        }
        assert!(!plain.function_conds_may_hold(&[FunctionCond::HasParams]));
        // A second definition of a name counts too.
        let twice = facts_of(&[
            "define void @f() {\n  ret void\n}",
            "define i32 @f() {\n  ret i32 1\n}",
        ]);
        assert!(twice.function_conds_may_hold(&[FunctionCond::ReturnsValue]));
    }

    #[test]
    fn annotated_parameters_hold_only_where_the_key_is_written() {
        use tablegen::vocab::FunctionCond;
        let facts_of = |items: &[&str]| {
            let context = context_of(items);
            ModuleFacts::build(
                &context,
                [],
                &crate::rules::RuleSet::compiled().launch_properties,
            )
        };
        let cond = [FunctionCond::AnnotatedParam("grid_constant".into())];
        let annotated = facts_of(&[
            "!nvvm.annotations = !{!0}",
            "!0 = !{ptr @k, !\"grid_constant\", !1}",
            "!1 = !{i32 1}",
        ]);
        assert!(annotated.function_conds_may_hold(&cond));
        let other = facts_of(&[
            "!nvvm.annotations = !{!0}",
            "!0 = !{ptr @k, !\"kernel\", i32 1}",
        ]);
        assert!(!other.function_conds_may_hold(&cond));
        let escaped = facts_of(&["!0 = !{ptr @k, !\"grid\\5Fconstant\", !1}", "!1 = !{i32 1}"]);
        assert!(escaped.function_conds_may_hold(&cond));
    }

    #[test]
    fn launch_conditions_hold_only_on_what_some_record_sets() {
        use tablegen::vocab::LaunchCond;
        let facts_of = |header: &str| {
            let text = format!("{header} {{\n  ret void\n}}");
            let header = crate::db::header_of(&text, ir::ItemKind::Define).expect("a header");
            let context: [ContextItem; 0] = [];
            ModuleFacts::build(
                &context,
                vec![(0, header)],
                &crate::rules::RuleSet::compiled().launch_properties,
            )
        };
        let plain = facts_of("define ptx_kernel void @k()");
        let set = facts_of("define ptx_kernel void @k() \"nvvm.maxntid\"=\"128,1,1\"");
        let malformed = facts_of("define ptx_kernel void @k() \"nvvm.minctasm\"=\"many\"");
        let any_set = [LaunchCond::AnySet(
            vec!["maxntid".into(), "reqntid".into()].into(),
        )];
        assert!(!plain.launch_conds_may_hold(&any_set));
        assert!(set.launch_conds_may_hold(&any_set));
        let outside = [LaunchCond::ValueOutside {
            key: "minctasm".into(),
            min: 1,
            max: 32,
        }];
        assert!(!set.launch_conds_may_hold(&outside));
        assert!(malformed.launch_conds_may_hold(&outside));
        // Conditions that need no property may hold anywhere, but all must.
        assert!(plain.launch_conds_may_hold(&[LaunchCond::NotKernel]));
        assert!(!set.launch_conds_may_hold(&[
            LaunchCond::NotKernel,
            LaunchCond::Enabled("maxnreg".into())
        ]));
    }

    #[test]
    fn a_big_context_is_laid_out_in_file_order_across_copy_pieces() {
        // More items than one copy piece and one parse piece hold, debug-info nodes
        // between them, on rayon's threads: the text is still the laid items in order.
        let texts: Vec<String> = (0..5000)
            .map(|i| match i % 3 {
                0 => format!("!{i} = !DILocation(line: {i}, scope: !1)"),
                1 => format!("@g{i} = global i32 {i}"),
                _ => format!("!{i} = !{{i32 {i}}}"),
            })
            .collect();
        let context: Vec<ContextItem> = texts
            .iter()
            .enumerate()
            .map(|(serial, text)| {
                let kind = ir::split_items(text)[0].kind;
                (
                    serial as u32,
                    SharedText::whole(Arc::from(text.as_str())),
                    kind,
                )
            })
            .collect();
        let facts = ModuleFacts::build(
            &context,
            [],
            &crate::rules::RuleSet::compiled().launch_properties,
        );
        let expected: String = texts
            .iter()
            .filter(|t| !t.contains("DILocation"))
            .map(|t| format!("{t}\n"))
            .collect();
        assert_eq!(&*facts.context.text, expected);
        assert_eq!(facts.context.items.len(), 3333);
        assert!(facts.syntax_errors().next().is_none());
        // The last item is found from the end of the text.
        let last_start = (expected.len() - texts[4999].len() - 1) as u32;
        assert_eq!(facts.origin_of(last_start), Some((4999, last_start)));
    }
}
