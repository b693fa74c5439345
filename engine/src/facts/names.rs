//! The one namespace of global values. Functions, global variables and aliases share it, and
//! LLVM's parser, reading the module in order, refuses any second global value of a name:
//! a function after a function is `invalid redefinition of function 'f'` (the facts'
//! `redefined_functions`), a function after a variable or alias `redefinition of function
//! '@f'`, and a variable or alias after any global value of its name `redefinition of global
//! '@g'`. Definitions are not context items, so a function's place is given as the number
//! of context items before it.

use std::borrow::Cow;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use super::FunctionHeader;
use crate::ir::{self, ItemData};

/// The context's global variables and aliases, in file order: (name, context index, index
/// among the context module's items). Few in a module, often none.
pub(super) struct GlobalNames<'m> {
    variables: Vec<(Cow<'m, str>, u32, u32)>,
}

impl<'m> GlobalNames<'m> {
    /// `laid_items[k]`: the context index of the module's item `k`.
    pub(super) fn of_variables(module: &'m ir::Module, laid_items: &[u32]) -> GlobalNames<'m> {
        let mut variables = Vec::new();
        for (k, item) in module.items.iter().enumerate() {
            let name = match &item.data {
                ItemData::Global(g) => g.name,
                ItemData::Alias(a) => a.name,
                _ => continue,
            };
            variables.push((name.text(module.item_text(k)), laid_items[k], k as u32));
        }
        GlobalNames { variables }
    }

    /// The global variables (not aliases), in file order: (index among the context module's
    /// items, context index).
    pub(super) fn variable_places(&self, module: &ir::Module) -> Vec<(u32, u32)> {
        self.variables
            .iter()
            .filter(|(_, _, item)| matches!(module.items[*item as usize].data, ItemData::Global(_)))
            .map(|&(_, at, item)| (item, at))
            .collect()
    }

    /// The clashes with functions, found as the function headers are given in file order.
    pub(super) fn clashes(&self) -> Clashes<'_, 'm> {
        let mut first_variable: FxHashMap<&str, u32> = FxHashMap::default();
        for (name, at, _) in &self.variables {
            first_variable.entry(name).or_insert(*at);
        }
        Clashes {
            variables: &self.variables,
            first_variable,
            first_function: FxHashMap::default(),
            functions_after_variables: FxHashSet::default(),
        }
    }
}

pub(super) struct Clashes<'n, 'm> {
    variables: &'n [(Cow<'m, str>, u32, u32)],
    /// The context index of each variable name's first variable.
    first_variable: FxHashMap<&'n str, u32>,
    /// For the names of variables: the position of the first function of the name.
    first_function: FxHashMap<&'n str, u32>,
    functions_after_variables: FxHashSet<usize>,
}

impl Clashes<'_, '_> {
    /// The function `header`, with `position` context items before it.
    #[inline]
    pub(super) fn function(&mut self, position: u32, header: &Arc<FunctionHeader>) {
        if self.first_variable.is_empty() {
            return;
        }
        if let Some((&name, &variable)) = self.first_variable.get_key_value(&*header.name) {
            if variable < position {
                self.functions_after_variables
                    .insert(Arc::as_ptr(header).addr());
            }
            self.first_function.entry(name).or_insert(position);
        }
    }

    /// The addresses of the headers of functions after a variable of their name, and the
    /// module items of the variables after another global value of theirs.
    pub(super) fn finish(self) -> (FxHashSet<usize>, Vec<u32>) {
        let mut redefined = Vec::new();
        let mut seen: FxHashSet<&str> = FxHashSet::default();
        for (name, at, item) in self.variables {
            // A function `p` context items in comes before the context item `at` if p <= at.
            let after_function = self
                .first_function
                .get(&**name)
                .is_some_and(|&function| function <= *at);
            if !seen.insert(name) || after_function {
                redefined.push(*item);
            }
        }
        (self.functions_after_variables, redefined)
    }
}
