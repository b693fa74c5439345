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
        let n = body.blocks.len();
        let mut cfg = Cfg {
            succ_start: Vec::with_capacity(n + 1),
            ..Cfg::default()
        };
        for block in &body.blocks {
            cfg.succ_start.push(cfg.succ.len() as u32);
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
                Some(b) => cfg.succ.push(b),
                None => cfg.undefined.push((last, name)),
            });
        }
        cfg.succ_start.push(cfg.succ.len() as u32);
        let mut count = vec![0u32; n + 1];
        for &s in &cfg.succ {
            count[s as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        cfg.pred = vec![0; cfg.succ.len()];
        let mut fill = count.clone();
        for b in 0..n {
            let (start, end) = (cfg.succ_start[b] as usize, cfg.succ_start[b + 1] as usize);
            for &s in &cfg.succ[start..end] {
                cfg.pred[fill[s as usize] as usize] = b as u32;
                fill[s as usize] += 1;
            }
        }
        cfg.pred_start = count;
        cfg
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
