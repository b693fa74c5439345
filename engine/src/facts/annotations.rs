//! The `!nvvm.annotations` tuples (`!{ptr @k, !"grid_constant", !{i32 1}}`), walked, and
//! the integers they give a function's keys, indexed once per module: a per-kernel walk of
//! every tuple cost kernels × tuples (NV3026 on a 500-kernel module: 78 M instructions).

use rustc_hash::FxHashMap;

use super::ModuleFacts;
use crate::ir::{self, MdKind, MdNodeKind, ValueKind};

/// Per function, each key's integers in the annotations' order (keys in first-seen order).
pub(super) type AnnotationIndex = FxHashMap<Box<str>, Vec<(Box<str>, Vec<i64>)>>;

impl ModuleFacts {
    /// The integers of every `!nvvm.annotations` tuple that gives `function` the key `wanted`
    /// (`!{ptr @k, !"grid_constant", !{i32 1}}` → 1), in the annotations' order.
    pub fn annotation_values(&self, function: &str, wanted: &str) -> &[i64] {
        let index = self.annotations.get_or_init(|| index(&self.context));
        index
            .get(function)
            .and_then(|keys| keys.iter().find(|(key, _)| **key == *wanted))
            .map_or(&[], |(_, values)| &values[..])
    }
}

fn index(m: &ir::Module) -> AnnotationIndex {
    let mut index = AnnotationIndex::default();
    each_annotation(m, |function, key, value, node| {
        let ints = annotation_ints(m, node.arena, value);
        let ints = ints.iter().filter_map(|v| v.parse::<i64>().ok());
        let keys = index.entry(function.into()).or_default();
        match keys.iter_mut().find(|(k, _)| **k == *key) {
            Some((_, values)) => values.extend(ints),
            None => keys.push((key.into(), ints.collect())),
        }
    });
    index
}

/// Every `(function, key, value)` triple of the `!nvvm.annotations` tuples, with the tuple's node.
pub fn each_annotation<'m>(
    m: &'m ir::Module,
    mut f: impl FnMut(&str, &str, &'m ir::MdOperand, &ir::ItemRef<'m, ir::MdNode>),
) {
    for (node, ops) in m.named_tuples("nvvm.annotations") {
        let Some(MdKind::Value(first)) = ops.first().map(|o| o.kind) else {
            continue;
        };
        let ValueKind::Global(function) = &node.arena[first.value].kind else {
            continue;
        };
        let function = function.text(node.text);
        for pair in ops[1..].chunks(2) {
            let [key, value] = pair else { continue };
            let MdKind::Str(key) = key.kind else { continue };
            f(&function, &key.value(node.text), value, &node);
        }
    }
}

/// The integers of an annotation value: `i32 1` or a node `!{i32 1, i32 3}`.
pub fn annotation_ints(m: &ir::Module, arena: &ir::Arena, value: &ir::MdOperand) -> Vec<String> {
    let of_node = |arena: &ir::Arena, node: &ir::MdNode| -> Vec<String> {
        match node.kind {
            MdNodeKind::Generic(list) => arena[list]
                .iter()
                .filter_map(|o| match o.kind {
                    MdKind::Value(tv) => arena.const_int(tv.value).map(|v| v.to_string()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    };
    match value.kind {
        MdKind::Value(tv) => arena
            .const_int(tv.value)
            .map(|v| v.to_string())
            .into_iter()
            .collect(),
        MdKind::Node(id) => of_node(arena, &arena[id]),
        MdKind::Ref(id) => m
            .metadata(id)
            .map(|n| of_node(n.arena, n.node))
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}
