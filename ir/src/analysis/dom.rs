//! The dominator tree by Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm"):
//! immediate dominators iterated over the reverse post-order to a fixed point, then pre/post
//! numbers of the tree so that `dominates` is two comparisons.

use super::cfg::Cfg;

const NONE: u32 = u32::MAX;

/// Dominance between the blocks of one function.
#[derive(Debug)]
pub struct DomTree {
    idom: Vec<u32>,
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    pub fn build(cfg: &Cfg) -> DomTree {
        let n = cfg.len();
        let rpo = cfg.reverse_post_order();
        let mut index = vec![NONE; n];
        for (i, &b) in rpo.iter().enumerate() {
            index[b as usize] = i as u32;
        }
        let mut idom = vec![NONE; n];
        if n > 0 {
            idom[0] = 0;
        }
        let intersect = |idom: &[u32], mut a: u32, mut b: u32| {
            while a != b {
                while index[a as usize] > index[b as usize] {
                    a = idom[a as usize];
                }
                while index[b as usize] > index[a as usize] {
                    b = idom[b as usize];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new = NONE;
                for &p in cfg.predecessors(b) {
                    if idom[p as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if new != NONE && idom[b as usize] != new {
                    idom[b as usize] = new;
                    changed = true;
                }
            }
        }
        // Pre/post numbers by an iterative walk of the tree.
        let mut children_start = vec![0u32; n + 1];
        for &d in idom.iter().skip(1) {
            if d != NONE {
                children_start[d as usize + 1] += 1;
            }
        }
        for i in 0..n {
            children_start[i + 1] += children_start[i];
        }
        let mut children = vec![0u32; children_start[n] as usize];
        let mut fill = children_start.clone();
        for (b, &d) in idom.iter().enumerate().skip(1) {
            if d != NONE {
                let p = d as usize;
                children[fill[p] as usize] = b as u32;
                fill[p] += 1;
            }
        }
        let (mut pre, mut post) = (vec![NONE; n], vec![NONE; n]);
        let mut clock = 0u32;
        if n > 0 {
            let mut stack: Vec<(u32, u32)> = vec![(0, children_start[0])];
            pre[0] = clock;
            clock += 1;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if *next < children_start[b as usize + 1] {
                    let c = children[*next as usize];
                    *next += 1;
                    pre[c as usize] = clock;
                    clock += 1;
                    stack.push((c, children_start[c as usize]));
                } else {
                    post[b as usize] = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
        DomTree { idom, pre, post }
    }

    /// Whether `b` is reachable from the entry block.
    pub fn reachable(&self, b: u32) -> bool {
        self.idom[b as usize] != NONE
    }

    /// Whether block `a` dominates block `b` (every block dominates itself; an unreachable
    /// `a` dominates nothing but itself).
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if a == b {
            return true;
        }
        let (a, b) = (a as usize, b as usize);
        self.pre[a] != NONE
            && self.pre[b] != NONE
            && self.pre[a] < self.pre[b]
            && self.post[b] < self.post[a]
    }
}
