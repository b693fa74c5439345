//! Parser throughput on generated ≥ 10 MB NVVM modules, in both dialects.
//!
//! `cargo bench -p engine --bench parse` prints the single-threaded MB/s of
//! `ir::parse_module` (best of several runs) and then divan's statistics.
//! `PARSE_BENCH_MB=19` sets the module size; `PARSE_BENCH_DUMP=DIR` writes
//! the generated modules there.

use engine::ir::{parse_module, split_items};
use std::sync::OnceLock;
use std::time::Instant;

/// Deterministic NVVM module generator: kernels with annotations, loads and
/// stores in several address spaces, `llvm.nvvm.*` calls, GEPs, phis,
/// atomics, inline asm, debug locations and metadata.
mod gen {
    use std::fmt::Write;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Dialect {
        /// LLVM-7 typed pointers (libNVVM NVVM IR).
        Typed,
        /// Modern opaque-pointer NVPTX IR (clang/Triton).
        Modern,
    }

    /// Small LCG so the output is identical on every run.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u32 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) as u32
        }
        fn below(&mut self, n: u32) -> u32 {
            self.next() % n
        }
    }

    pub fn module(d: Dialect, target_bytes: usize) -> String {
        let mut s = String::with_capacity(target_bytes + (1 << 20));
        let mut r = Rng(0x5eed);
        let typed = d == Dialect::Typed;
        s.push_str("; ModuleID = 'bench'\nsource_filename = \"bench.cu\"\n");
        if typed {
            s.push_str("target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\n");
        } else {
            s.push_str(
                "target datalayout = \"e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n",
            );
        }
        s.push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
        s.push_str("%struct.Params = type { float, i32, [4 x double], <4 x float> }\n");
        s.push_str(
            "%struct.Node = type { %struct.Node*, i32 }\n"
                .replace("%struct.Node*", if typed { "%struct.Node*" } else { "ptr" })
                .as_str(),
        );
        s.push('\n');
        let p1 = if typed {
            "float addrspace(1)*"
        } else {
            "ptr addrspace(1)"
        };
        let p3 = if typed {
            "float addrspace(3)*"
        } else {
            "ptr addrspace(3)"
        };
        let p0 = if typed { "float*" } else { "ptr" };
        let i32p1 = if typed {
            "i32 addrspace(1)*"
        } else {
            "ptr addrspace(1)"
        };
        let mut kernels = Vec::new();
        let mut md = 10u32;
        let mut f = 0u32;
        let mut debug_nodes = String::new();
        while s.len() < target_bytes {
            let kernel = f.is_multiple_of(10);
            let name = format!("fn_{f}");
            writeln!(
                s,
                "@smem_{f} = internal addrspace(3) global [256 x float] undef, align 4"
            )
            .ok();
            writeln!(s, "@ctab_{f} = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 {f}], align 4\n").ok();
            let cc = if kernel && !typed { "ptx_kernel " } else { "" };
            let attrs = if typed {
                format!("{p1} %a, {p1} %b, i32 %n")
            } else {
                format!("{p1} noalias nocapture readonly %a, {p1} noalias captures(none) %b, i32 noundef %n")
            };
            let dbg = md;
            md += 1;
            writeln!(debug_nodes, "!{dbg} = distinct !DISubprogram(name: \"{name}\", scope: !3, file: !3, line: {f}, type: !4, spFlags: DISPFlagDefinition, unit: !2)").ok();
            writeln!(s, "; Function Attrs: nounwind\ndefine {cc}void @{name}({attrs}) #0 !dbg !{dbg} {{\nentry:").ok();
            let loc = md;
            md += 1;
            writeln!(
                debug_nodes,
                "!{loc} = !DILocation(line: {}, column: 7, scope: !{dbg})",
                f + 1
            )
            .ok();
            writeln!(
                s,
                "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5"
            )
            .ok();
            writeln!(s, "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()").ok();
            writeln!(
                s,
                "  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"
            )
            .ok();
            writeln!(s, "  %mul = mul nsw i32 %ctaid, %ntid, !dbg !{loc}").ok();
            writeln!(s, "  %gid = add nsw i32 %mul, %tid").ok();
            writeln!(s, "  %cmp0 = icmp slt i32 %gid, %n").ok();
            writeln!(s, "  br i1 %cmp0, label %loop, label %exit").ok();
            writeln!(s, "\nloop:").ok();
            writeln!(
                s,
                "  %i = phi i32 [ %gid, %entry ], [ %i.next, %loop.latch ]"
            )
            .ok();
            writeln!(
                s,
                "  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop.latch ]"
            )
            .ok();
            writeln!(s, "  %idx = sext i32 %i to i64").ok();
            let nblocks = 3 + r.below(3);
            for b in 0..nblocks {
                for k in 0..6 {
                    let v = format!("%v{b}_{k}");
                    if typed {
                        writeln!(
                            s,
                            "  %pa{b}_{k} = getelementptr inbounds float, {p1} %a, i64 %idx"
                        )
                        .ok();
                        writeln!(s, "  {v} = load float, {p1} %pa{b}_{k}, align 4, !tbaa !6").ok();
                    } else {
                        writeln!(
                            s,
                            "  %pa{b}_{k} = getelementptr inbounds nuw float, {p1} %a, i64 %idx"
                        )
                        .ok();
                        writeln!(s, "  {v} = load float, {p1} %pa{b}_{k}, align 4, !tbaa !6").ok();
                    }
                    writeln!(
                        s,
                        "  %f{b}_{k} = fmul contract float {v}, 0x3FF8000000000000"
                    )
                    .ok();
                    writeln!(s, "  %g{b}_{k} = call float @llvm.nvvm.fma.rn.f(float %f{b}_{k}, float {v}, float 1.000000e+00)").ok();
                }
                let arr = if typed {
                    "[256 x float] addrspace(3)*"
                } else {
                    "ptr addrspace(3)"
                };
                writeln!(s, "  %sp{b} = getelementptr inbounds [256 x float], {arr} @smem_{f}, i32 0, i32 %tid").ok();
                writeln!(s, "  store float %g{b}_0, {p3} %sp{b}, align 4").ok();
                writeln!(s, "  call void @llvm.nvvm.barrier0()").ok();
                writeln!(s, "  %sh{b} = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %i, i32 {}, i32 31)", 1 << (b % 5)).ok();
                writeln!(s, "  %gen{b} = addrspacecast {p3} %sp{b} to {p0}").ok();
                if typed {
                    writeln!(s, "  %old{b} = atomicrmw add {i32p1} bitcast (float addrspace(1)* %a to i32 addrspace(1)*), i32 1 seq_cst").ok();
                } else {
                    writeln!(s, "  %old{b} = atomicrmw add {i32p1} %b, i32 1 syncscope(\"device\") monotonic, align 4").ok();
                }
                writeln!(s, "  %c{b} = fcmp olt float %g{b}_1, %g{b}_2").ok();
                writeln!(
                    s,
                    "  %sel{b} = select i1 %c{b}, float %g{b}_3, float %g{b}_4"
                )
                .ok();
                writeln!(s, "  %x{b} = fadd float %sel{b}, %g{b}_5").ok();
                if !typed && b == 0 {
                    writeln!(
                        s,
                        "    #dbg_value(float %x{b}, !7, !DIExpression(), !{loc})"
                    )
                    .ok();
                }
                if b == 1 {
                    writeln!(
                        s,
                        "  call void asm sideeffect \"membar.gl;\", \"~{{memory}}\"()"
                    )
                    .ok();
                }
                writeln!(s, "  br label %bb{b}\n\nbb{b}:").ok();
            }
            writeln!(s, "  br label %loop.latch\n\nloop.latch:").ok();
            writeln!(s, "  %acc.next = fadd float %acc, %x0").ok();
            writeln!(s, "  %pb = getelementptr inbounds float, {p1} %b, i64 %idx").ok();
            writeln!(s, "  store float %acc.next, {p1} %pb, align 4").ok();
            writeln!(s, "  %i.next = add nuw nsw i32 %i, %ntid").ok();
            writeln!(s, "  %cmp1 = icmp slt i32 %i.next, %n").ok();
            writeln!(s, "  br i1 %cmp1, label %loop, label %exit, !llvm.loop !8").ok();
            writeln!(s, "\nexit:\n  ret void\n}}\n").ok();
            if kernel {
                kernels.push(name);
            }
            f += 1;
        }
        s.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1\n");
        s.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1\n");
        s.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1\n");
        s.push_str("declare float @llvm.nvvm.fma.rn.f(float, float, float) #1\n");
        s.push_str("declare void @llvm.nvvm.barrier0() #2\n");
        s.push_str("declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2\n\n");
        if typed {
            s.push_str("attributes #0 = { nounwind \"target-cpu\"=\"sm_70\" }\nattributes #1 = { nounwind readnone }\nattributes #2 = { convergent nounwind }\n\n");
        } else {
            s.push_str("attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) \"nvvm.maxntid\"=\"128,1,1\" \"target-cpu\"=\"sm_90\" }\nattributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\nattributes #2 = { convergent nocallback nounwind }\n\n");
        }
        s.push_str("!llvm.dbg.cu = !{!2}\n!nvvmir.version = !{!1}\n!nvvm.annotations = !{");
        let mut ann = String::new();
        for (i, k) in kernels.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let id = md;
            md += 1;
            write!(s, "!{id}").ok();
            if typed {
                writeln!(
                    ann,
                    "!{id} = !{{void ({p1}, {p1}, i32)* @{k}, !\"kernel\", i32 1}}"
                )
                .ok();
            } else {
                writeln!(ann, "!{id} = !{{ptr @{k}, !\"maxntidx\", i32 128}}").ok();
            }
        }
        s.push_str("}\n\n");
        s.push_str("!1 = !{i32 2, i32 0, i32 3, i32 2}\n");
        s.push_str("!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: \"bench\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n");
        s.push_str("!3 = !DIFile(filename: \"bench.cu\", directory: \"/tmp\")\n!4 = !DISubroutineType(types: !{null})\n!5 = !{i32 0, i32 1024}\n");
        s.push_str("!6 = !{!\"float\", !9, i64 0}\n!7 = !DILocalVariable(name: \"x\", scope: !10, file: !3, line: 1, type: !11)\n!8 = distinct !{!8, !{!\"llvm.loop.mustprogress\"}}\n!9 = !{!\"omnipotent char\"}\n");
        s.push_str(&ann);
        s.push_str(&debug_nodes);
        s.push_str(&format!(
            "!{md} = !DIBasicType(name: \"float\", size: 32, encoding: DW_ATE_float)\n"
        ));
        s
    }
}

use gen::Dialect;

fn target_bytes() -> usize {
    std::env::var("PARSE_BENCH_MB")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(12)
        << 20
}

fn module(d: Dialect) -> &'static str {
    static TYPED: OnceLock<String> = OnceLock::new();
    static MODERN: OnceLock<String> = OnceLock::new();
    let cell = if d == Dialect::Typed { &TYPED } else { &MODERN };
    cell.get_or_init(|| {
        let m = gen::module(d, target_bytes());
        // The generator must produce valid IR, or the numbers mean nothing.
        let parsed = parse_module(&m);
        assert!(
            parsed.errors.is_empty(),
            "generated {d:?} module has syntax errors: {:?}",
            &parsed.errors[..parsed.errors.len().min(3)]
        );
        m
    })
}

/// Best-of-N wall time → MB/s (MB = 10^6 bytes).
fn report(label: &str, bytes: usize, mut run: impl FnMut()) {
    let mut best = f64::MAX;
    for _ in 0..7 {
        let t = Instant::now();
        run();
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "{label}: {:.1} MB in {:.2} ms -> {:.0} MB/s",
        bytes as f64 / 1e6,
        best * 1e3,
        bytes as f64 / 1e6 / best
    );
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn parse(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| parse_module(divan::black_box(m)));
}

#[divan::bench(args = [Dialect::Typed, Dialect::Modern])]
fn split(b: divan::Bencher, d: Dialect) {
    let m = module(d);
    b.counter(divan::counter::BytesCount::new(m.len()))
        .bench(|| split_items(divan::black_box(m)));
}

fn main() {
    for d in [Dialect::Typed, Dialect::Modern] {
        let m = module(d);
        // `PARSE_BENCH_DUMP=DIR` keeps the generated modules for other tools.
        if let Ok(dir) = std::env::var("PARSE_BENCH_DUMP") {
            let path = std::path::Path::new(&dir).join(format!("bench_{d:?}.ll").to_lowercase());
            std::fs::write(&path, m).expect("write generated module");
        }
        report(&format!("parse_module {d:?}"), m.len(), || {
            std::hint::black_box(parse_module(std::hint::black_box(m)));
        });
        report(&format!("split_items  {d:?}"), m.len(), || {
            std::hint::black_box(split_items(std::hint::black_box(m)));
        });
    }
    divan::main();
}
