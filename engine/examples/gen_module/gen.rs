#![allow(dead_code)]
//! Deterministic generator of large NVVM / NVPTX modules in both dialects.
//!
//! Shared by `examples/gen_module` (the command line) and `benches/checks.rs`.
//! The output depends only on the parameters: a small LCG drives every choice.
//!
//! Shape (like `../shared/research/oracles.md` §6): every 10th function is a
//! kernel; each function has a loop of 2–3 blocks of loads, `contract` fmuls,
//! `llvm.nvvm.fma.rn.f`, shared-memory stores, barriers, shuffles, atomics,
//! inline asm, debug locations, TBAA and loop metadata. 5,000 functions are
//! ~19 MB (~20 MB for typed pointers) and ~400k lines.
//!
//! Violations: every `violation_every`-th function (counting from function
//! `violation_every / 2`, which is always a kernel when the period is a multiple
//! of 20) gets exactly one, cycling through three kinds that nvverify reports
//! and that the peers accept (libNVVM verify at compute_90 for the typed
//! dialect, `opt-19 -passes=verify` / `llvm-as-19` for the modern one):
//!
//! 0. `maxntid` out of range: `!"maxntidx", i32 2048` (typed) or
//!    `"nvvm.maxntid"="2048,1,1"` (modern) — NV3021.
//! 1. an SM-gated intrinsic below its target: `llvm.nvvm.redux.sync.add`
//!    (sm_80+) in a module whose `"target-cpu"` is sm_70 / sm_75 — NV4001.
//! 2. `minctasm` of 0: `!"minctasm", i32 0` / `"nvvm.minctasm"="0"` — NV3024.
//!
//! The modern dialect stays within what LLVM 19 parses: kernels are marked by
//! `!nvvm.annotations` (not `ptx_kernel`, an LLVM 20 calling convention), no
//! `captures(...)`, debug-info records (`#dbg_value`) are LLVM 19 syntax.

use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// LLVM-7 typed pointers (libNVVM NVVM IR).
    Typed,
    /// Modern opaque-pointer NVPTX IR (clang/Triton), LLVM 19 syntax.
    Modern,
}

#[derive(Clone, Copy, Debug)]
pub enum Size {
    /// Exactly this many functions.
    Functions(u32),
    /// Functions until the text reaches this many bytes.
    Bytes(usize),
}

#[derive(Clone, Copy, Debug)]
pub struct Params {
    pub dialect: Dialect,
    pub size: Size,
    /// One violation every this many functions; 0 for none.
    pub violation_every: u32,
    /// Seed of the LCG (the tree of small modules uses one per module).
    pub seed: u64,
    /// Every other function does its arithmetic in inline PTX (predicated loads, `mul`/`add`/
    /// `fma`/`sub`, `cvt`), as Triton's modules do: the inline-asm reader's benchmark.
    pub asm_half: bool,
}

/// What was generated, for the benchmark report and the expected diagnostics.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub functions: u32,
    pub kernels: u32,
    pub lines: usize,
    pub bytes: usize,
    /// Violations of kind 0, 1, 2 (see the module docs).
    pub violations: [u32; 3],
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

/// Fixed metadata numbers; per-function nodes start at `FIRST_MD`.
const MD_VERSION: u32 = 0;
const MD_CU: u32 = 1;
const MD_FILE: u32 = 2;
const MD_SUBTYPE: u32 = 3;
const MD_RANGE: u32 = 4;
const MD_TBAA_TAG: u32 = 5;
const MD_TBAA_FLOAT: u32 = 6;
const MD_TBAA_CHAR: u32 = 7;
const MD_TBAA_ROOT: u32 = 8;
const MD_LOOP_PROP: u32 = 9;
const MD_FLOAT_TYPE: u32 = 10;
const MD_DEBUG_VERSION: u32 = 11;
const FIRST_MD: u32 = 20;

/// Generates one module.
pub fn module(p: &Params) -> (String, Summary) {
    let reserve = match p.size {
        Size::Bytes(b) => b + (1 << 20),
        Size::Functions(n) => n as usize * 4096 + 8192,
    };
    let mut s = String::with_capacity(reserve);
    let mut r = Rng(p.seed ^ 0x5eed);
    let typed = p.dialect == Dialect::Typed;
    let mut sum = Summary::default();
    s.push_str("; ModuleID = 'bench'\nsource_filename = \"bench.cu\"\n");
    if typed {
        s.push_str("target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\n");
    } else {
        s.push_str("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
    }
    s.push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
    s.push_str("%struct.Params = type { float, i32, [4 x double], <4 x float> }\n");
    s.push_str(if typed {
        "%struct.Node = type { %struct.Node*, i32 }\n\n"
    } else {
        "%struct.Node = type { ptr, i32 }\n\n"
    });
    let (p0, p1, p3, i32p1) = if typed {
        (
            "float*",
            "float addrspace(1)*",
            "float addrspace(3)*",
            "i32 addrspace(1)*",
        )
    } else {
        (
            "ptr",
            "ptr addrspace(1)",
            "ptr addrspace(3)",
            "ptr addrspace(1)",
        )
    };
    let arr3 = if typed {
        "[256 x float] addrspace(3)*"
    } else {
        "ptr addrspace(3)"
    };
    // (function name, violation kind in the annotation, if any)
    let mut kernels: Vec<(String, Option<u32>)> = Vec::new();
    let mut md = FIRST_MD;
    let mut debug_nodes = String::new();
    let mut uses_redux = false;
    let mut f = 0u32;
    loop {
        let more = match p.size {
            Size::Functions(n) => f < n,
            // The per-function metadata goes at the end; count it now so the file lands near `b`.
            Size::Bytes(b) => s.len() + debug_nodes.len() + kernels.len() * 80 < b,
        };
        if !more {
            break;
        }
        let kernel = f.is_multiple_of(10);
        let violation = (p.violation_every > 0 && f % p.violation_every == p.violation_every / 2)
            .then(|| (f / p.violation_every.max(1)) % 3);
        // Launch-bound violations need a kernel.
        let violation = violation.filter(|&k| k == 1 || kernel);
        if let Some(k) = violation {
            sum.violations[k as usize] += 1;
        }
        let name = format!("fn_{f}");
        writeln!(
            s,
            "@smem_{f} = internal addrspace(3) global [256 x float] undef, align 4"
        )
        .ok();
        writeln!(s, "@ctab_{f} = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 {f}], align 4\n").ok();
        let params = if typed {
            format!("{p1} %a, {p1} %b, i32 %n")
        } else {
            format!("{p1} noalias nocapture readonly %a, {p1} noalias nocapture %b, i32 noundef %n")
        };
        let group = match (typed, violation) {
            (false, Some(0)) => 3,
            (false, Some(2)) => 4,
            _ => 0,
        };
        let sp = md;
        let loc = md + 1;
        let var = md + 2;
        let loop_md = md + 3;
        md += 4;
        // LLVM 7 (typed) spells the subprogram flags as booleans; LLVM 8+ as spFlags.
        let sp_flags = if typed {
            "isLocal: false, isDefinition: true, isOptimized: true"
        } else {
            "spFlags: DISPFlagDefinition | DISPFlagOptimized"
        };
        writeln!(debug_nodes, "!{sp} = distinct !DISubprogram(name: \"{name}\", scope: !{MD_FILE}, file: !{MD_FILE}, line: {}, type: !{MD_SUBTYPE}, scopeLine: {}, flags: DIFlagPrototyped, {sp_flags}, unit: !{MD_CU})", f + 1, f + 1).ok();
        writeln!(
            debug_nodes,
            "!{loc} = !DILocation(line: {}, column: 7, scope: !{sp})",
            f + 1
        )
        .ok();
        writeln!(debug_nodes, "!{var} = !DILocalVariable(name: \"x\", scope: !{sp}, file: !{MD_FILE}, line: {}, type: !{MD_FLOAT_TYPE})", f + 1).ok();
        writeln!(
            debug_nodes,
            "!{loop_md} = distinct !{{!{loop_md}, !{MD_LOOP_PROP}}}"
        )
        .ok();
        writeln!(
            s,
            "; Function Attrs: nounwind\ndefine void @{name}({params}) #{group} !dbg !{sp} {{\nentry:"
        )
        .ok();
        writeln!(
            s,
            "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !{MD_RANGE}"
        )
        .ok();
        writeln!(s, "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()").ok();
        writeln!(
            s,
            "  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"
        )
        .ok();
        writeln!(s, "  %mul = mul nsw i32 %ctaid, %ntid, !dbg !{loc}").ok();
        writeln!(s, "  %gid = add nsw i32 %mul, %tid, !dbg !{loc}").ok();
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
        if violation == Some(1) {
            uses_redux = true;
            writeln!(
                s,
                "  %red = call i32 @llvm.nvvm.redux.sync.add(i32 %i, i32 -1)"
            )
            .ok();
        }
        let nblocks = 2 + r.below(2);
        for b in 0..nblocks {
            let asm_fn = p.asm_half && f % 2 == 1;
            for k in 0..2 {
                let v = format!("%v{b}_{k}");
                writeln!(s, "  %pa{b}_{k} = getelementptr float, {p1} %a, i64 %idx").ok();
                if asm_fn && k == 1 {
                    writeln!(
                        s,
                        "  {v} = call float asm \"{{\\0A\\09.reg .pred p;\\0A\\09setp.ne.b32 p, $2, 0;\\0A\\09@p ld.global.b32 $0, [ $1 + 0 ];\\0A}}\", \"=f,l,r\"({p1} %pa{b}_{k}, i32 %i)"
                    )
                    .ok();
                } else if k == 0 {
                    writeln!(
                        s,
                        "  {v} = load float, {p1} %pa{b}_{k}, align 4, !tbaa !{MD_TBAA_TAG}"
                    )
                    .ok();
                } else {
                    writeln!(s, "  {v} = load float, {p1} %pa{b}_{k}, align 4").ok();
                }
                if asm_fn {
                    writeln!(s, "  %f{b}_{k} = call float asm \"mul.rn.f32 $0, $1, $2;\", \"=f,f,f\"(float {v}, float %acc)").ok();
                    writeln!(s, "  %g{b}_{k} = call float asm \"add.rn.f32 $0, $1, $2;\", \"=f,f,f\"(float %f{b}_{k}, float {v})").ok();
                } else {
                    writeln!(s, "  %f{b}_{k} = fmul contract float {v}, %acc").ok();
                    writeln!(s, "  %g{b}_{k} = fadd float %f{b}_{k}, {v}").ok();
                }
            }
            if asm_fn {
                writeln!(s, "  %g{b}_2 = call float asm \"fma.rn.f32 $0, $1, $2, $3;\", \"=f,f,f,f\"(float %g{b}_0, float %g{b}_1, float 1.0)").ok();
                writeln!(s, "  %g{b}_3 = call float asm \"sub.f32 $0, $1, $2;\", \"=f,f,f\"(float %g{b}_1, float %g{b}_2)").ok();
                writeln!(
                    s,
                    "  %h{b} = call i16 asm \"cvt.rn.f16.f32 $0, $1;\", \"=h,f\"(float %g{b}_3)"
                )
                .ok();
            } else {
                writeln!(s, "  %g{b}_2 = call float @llvm.nvvm.fma.rn.f(float %g{b}_0, float %g{b}_1, float 1.0)").ok();
                writeln!(s, "  %g{b}_3 = fsub float %g{b}_1, %g{b}_2").ok();
            }
            writeln!(s, "  %g{b}_4 = fmul float %g{b}_3, 0x3FF8000000000000").ok();
            writeln!(s, "  %g{b}_5 = fadd float %g{b}_4, %g{b}_0").ok();
            writeln!(s, "  %sp{b} = getelementptr inbounds [256 x float], {arr3} @smem_{f}, i32 0, i32 %tid").ok();
            writeln!(s, "  store float %g{b}_0, {p3} %sp{b}, align 4").ok();
            writeln!(s, "  call void @llvm.nvvm.barrier0()").ok();
            writeln!(
                s,
                "  %sh{b} = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %i, i32 {}, i32 31)",
                1 << (b % 5)
            )
            .ok();
            writeln!(s, "  %gen{b} = addrspacecast {p3} %sp{b} to {p0}").ok();
            if typed {
                writeln!(s, "  %bp{b} = bitcast {p1} %b to {i32p1}").ok();
                writeln!(s, "  %old{b} = atomicrmw add {i32p1} %bp{b}, i32 1 seq_cst").ok();
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
                    "    #dbg_value(float %x{b}, !{var}, !DIExpression(), !{loc})"
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
        writeln!(
            s,
            "  br i1 %cmp1, label %loop, label %exit, !llvm.loop !{loop_md}"
        )
        .ok();
        writeln!(s, "\nexit:\n  ret void\n}}\n").ok();
        if kernel {
            let in_annotation = if typed { violation } else { None };
            kernels.push((name, in_annotation));
        }
        f += 1;
    }
    sum.functions = f;
    sum.kernels = kernels.len() as u32;
    s.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1\n");
    s.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1\n");
    s.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1\n");
    s.push_str("declare float @llvm.nvvm.fma.rn.f(float, float, float) #1\n");
    s.push_str("declare void @llvm.nvvm.barrier0() #2\n");
    s.push_str("declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2\n");
    if uses_redux {
        s.push_str("declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2\n");
    }
    s.push('\n');
    if typed {
        s.push_str("attributes #0 = { nounwind \"target-cpu\"=\"sm_70\" }\nattributes #1 = { nounwind readnone }\nattributes #2 = { convergent nounwind }\n\n");
    } else {
        let base = "mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) \"target-cpu\"=\"sm_75\"";
        writeln!(
            s,
            "attributes #0 = {{ {base} \"nvvm.maxntid\"=\"128,1,1\" }}"
        )
        .ok();
        s.push_str("attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\nattributes #2 = { convergent nocallback nounwind }\n");
        writeln!(
            s,
            "attributes #3 = {{ {base} \"nvvm.maxntid\"=\"2048,1,1\" }}"
        )
        .ok();
        writeln!(
            s,
            "attributes #4 = {{ {base} \"nvvm.maxntid\"=\"128,1,1\" \"nvvm.minctasm\"=\"0\" }}\n"
        )
        .ok();
    }
    writeln!(
        s,
        "!llvm.dbg.cu = !{{!{MD_CU}}}\n!llvm.module.flags = !{{!{MD_DEBUG_VERSION}}}"
    )
    .ok();
    if typed {
        writeln!(s, "!nvvmir.version = !{{!{MD_VERSION}}}").ok();
    }
    s.push_str("!nvvm.annotations = !{");
    let mut ann = String::new();
    for (i, (k, violation)) in kernels.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let id = md;
        md += 1;
        write!(s, "!{id}").ok();
        let extra = match violation {
            Some(0) => ", !\"maxntidx\", i32 2048",
            Some(2) => ", !\"minctasm\", i32 0",
            _ => "",
        };
        if typed {
            writeln!(
                ann,
                "!{id} = !{{void ({p1}, {p1}, i32)* @{k}, !\"kernel\", i32 1{extra}}}"
            )
            .ok();
        } else {
            writeln!(ann, "!{id} = !{{ptr @{k}, !\"kernel\", i32 1}}").ok();
        }
    }
    s.push_str("}\n\n");
    writeln!(s, "!{MD_VERSION} = !{{i32 2, i32 0, i32 3, i32 2}}").ok();
    writeln!(s, "!{MD_CU} = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !{MD_FILE}, producer: \"nvverify-bench\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)").ok();
    writeln!(
        s,
        "!{MD_FILE} = !DIFile(filename: \"bench.cu\", directory: \"/tmp\")"
    )
    .ok();
    writeln!(s, "!{MD_SUBTYPE} = !DISubroutineType(types: !{{null}})").ok();
    writeln!(s, "!{MD_RANGE} = !{{i32 0, i32 1024}}").ok();
    writeln!(
        s,
        "!{MD_TBAA_TAG} = !{{!{MD_TBAA_FLOAT}, !{MD_TBAA_FLOAT}, i64 0}}"
    )
    .ok();
    writeln!(
        s,
        "!{MD_TBAA_FLOAT} = !{{!\"float\", !{MD_TBAA_CHAR}, i64 0}}"
    )
    .ok();
    writeln!(
        s,
        "!{MD_TBAA_CHAR} = !{{!\"omnipotent char\", !{MD_TBAA_ROOT}, i64 0}}"
    )
    .ok();
    writeln!(s, "!{MD_TBAA_ROOT} = !{{!\"Simple C++ TBAA\"}}").ok();
    writeln!(s, "!{MD_LOOP_PROP} = !{{!\"llvm.loop.mustprogress\"}}").ok();
    writeln!(
        s,
        "!{MD_FLOAT_TYPE} = !DIBasicType(name: \"float\", size: 32, encoding: DW_ATE_float)"
    )
    .ok();
    writeln!(
        s,
        "!{MD_DEBUG_VERSION} = !{{i32 2, !\"Debug Info Version\", i32 3}}"
    )
    .ok();
    s.push_str(&ann);
    s.push_str(&debug_nodes);
    sum.bytes = s.len();
    sum.lines = s.bytes().filter(|&b| b == b'\n').count();
    (s, sum)
}

/// [`module`], checked to parse without errors: a benchmark on invalid IR measures nothing.
pub fn valid_module(params: &Params) -> String {
    let (m, _) = module(params);
    let parsed = ir::parse_module(&m);
    assert!(
        parsed.errors.is_empty(),
        "generated {:?} module has syntax errors: {:?}",
        params.dialect,
        &parsed.errors[..parsed.errors.len().min(3)]
    );
    m
}

/// The byte range of `old` and the text that replace it to give `new` (common prefix and
/// suffix removed): the edit an editor would send for the change. The generator's edits
/// change ASCII digits, so the cut never falls inside a character.
pub fn byte_edit(old: &str, new: &str) -> (std::ops::Range<usize>, String) {
    let prefix = old
        .bytes()
        .zip(new.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let suffix = old
        .bytes()
        .rev()
        .zip(new.bytes().rev())
        .take_while(|(a, b)| a == b)
        .count()
        .min(old.len() - prefix)
        .min(new.len() - prefix);
    (
        prefix..old.len() - suffix,
        new[prefix..new.len() - suffix].to_owned(),
    )
}

/// The same module with one function body edited (a constant changed): the
/// incremental benchmark's "one-function edit". Returns `None` if `fn_{index}`
/// does not exist.
pub fn edit_one_function(text: &str, index: u32, variant: u32) -> Option<String> {
    let header = format!("define void @fn_{index}(");
    let start = text.find(&header)?;
    let needle = "0x3FF8000000000000";
    let at = start + text[start..].find(needle)?;
    let replacement = format!("0x3FF8{:012X}", variant as u64 + 1);
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..at]);
    out.push_str(&replacement);
    out.push_str(&text[at + needle.len()..]);
    Some(out)
}
