//! The control-flow graph of a body: successors and predecessors of each block (one entry
//! per edge, as LLVM counts them) and a reverse post-order from the entry block.

use super::locals::Locals;
use super::operands::for_each_successor;
use crate::ast::{Arena, Body, Name};

/// Successor and predecessor lists in compressed rows.
#[derive(Debug, Default)]
pub struct Cfg {
    succ_start: Vec<u32>,
    succ: Vec<u32>,
    pred_start: Vec<u32>,
    pred: Vec<u32>,
    /// Branch targets that name no block: (the terminator's index, the name).
    pub undefined: Vec<(u32, Name)>,
}

impl Cfg {
    /// The graph of `body`; block names resolve through `locals`.
    pub fn build(src: &str, arena: &Arena, body: &Body, locals: &Locals) -> Cfg {
        let mut cfg = Cfg::default();
        cfg.rebuild(src, arena, body, locals);
        cfg
    }

    /// [`Cfg::build`] into this graph's lists, which keep their memory: a thread that
    /// checks function after function allocates nothing once its lists are big enough.
    pub fn rebuild(&mut self, src: &str, arena: &Arena, body: &Body, locals: &Locals) {
        let n = body.blocks.len();
        self.succ_start.clear();
        self.succ.clear();
        self.undefined.clear();
        for block in &body.blocks {
            self.succ_start.push(self.succ.len() as u32);
            let Some(last) = block
                .insts
                .end
                .checked_sub(1)
                .filter(|&l| l >= block.insts.start)
            else {
                continue;
            };
            let inst = &body.insts[last as usize];
            if !inst.opcode.is_terminator() {
                continue;
            }
            for_each_successor(arena, inst, |name| match locals.block(src, name) {
                Some(b) => self.succ.push(b),
                None => self.undefined.push((last, name)),
            });
        }
        self.succ_start.push(self.succ.len() as u32);
        // Predecessor counts, then their prefix sums: the start of each block's row.
        let count = &mut self.pred_start;
        count.clear();
        count.resize(n + 1, 0);
        for &s in &self.succ {
            count[s as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        self.pred.clear();
        self.pred.resize(self.succ.len(), 0);
        // Placing a predecessor moves its block's start on by one; once all are placed,
        // each start is the next row's, and the starts are shifted back below.
        for b in 0..n {
            let (start, end) = (self.succ_start[b] as usize, self.succ_start[b + 1] as usize);
            for &s in &self.succ[start..end] {
                let at = &mut self.pred_start[s as usize];
                self.pred[*at as usize] = b as u32;
                *at += 1;
            }
        }
        // Every row's start moved to the next row's start: shift them back.
        for i in (1..=n).rev() {
            self.pred_start[i] = self.pred_start[i - 1];
        }
        if let Some(first) = self.pred_start.first_mut() {
            *first = 0;
        }
    }

    /// The blocks `b` branches to, once per edge.
    pub fn successors(&self, b: u32) -> &[u32] {
        let (s, e) = (self.succ_start[b as usize], self.succ_start[b as usize + 1]);
        &self.succ[s as usize..e as usize]
    }

    /// The blocks that branch to `b`, once per edge, in block order.
    pub fn predecessors(&self, b: u32) -> &[u32] {
        let (s, e) = (self.pred_start[b as usize], self.pred_start[b as usize + 1]);
        &self.pred[s as usize..e as usize]
    }

    /// Number of blocks.
    pub fn len(&self) -> usize {
        self.succ_start.len().saturating_sub(1)
    }

    /// Whether the graph has no blocks.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The blocks reachable from the entry, in reverse post-order (iterative depth-first).
    pub fn reverse_post_order(&self) -> Vec<u32> {
        let n = self.len();
        let mut order = Vec::with_capacity(n);
        if n == 0 {
            return order;
        }
        let mut seen = vec![false; n];
        let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
        seen[0] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succ = self.successors(b);
            if let Some(&s) = succ.get(*next as usize) {
                *next += 1;
                if !seen[s as usize] {
                    seen[s as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
                stack.pop();
            }
        }
        order.reverse();
        order
    }
}
