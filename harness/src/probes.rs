//! Probe modules: the smallest module that exercises one table row.

use crate::dialect::NVVM_DATALAYOUT;
use crate::sigs::Sig;

/// A constant argument of type `ty`.
pub fn const_arg(ty: &str) -> String {
    let v = match ty {
        "i1" => "false".to_string(),
        "i8" | "i16" => "1".into(),
        "i32" | "i64" | "i128" => "32".into(),
        "half" => "0xH3C00".into(),
        "bfloat" => "0xR3F80".into(),
        "float" | "double" => "1.0".into(),
        t if t.starts_with('<') => "zeroinitializer".into(),
        t if t.starts_with("ptr") => "null".into(),
        _ => "zeroinitializer".into(),
    };
    format!("{ty} {v}")
}

/// A modern-IR kernel calling `sig` once with constant arguments; the result is stored
/// (volatile) so instruction selection cannot drop the call.
pub fn intrinsic_probe(sig: &Sig) -> String {
    intrinsic_probe_with(sig, false)
}

/// Floating-point scalars and vectors: never `immarg`, so they may come from memory.
pub fn is_fp(ty: &str) -> bool {
    let elem = ty
        .strip_prefix('<')
        .and_then(|v| v.split(" x ").nth(1))
        .map_or(ty, |e| e.trim_end_matches('>'));
    matches!(elem, "half" | "bfloat" | "float" | "double")
}

/// [`intrinsic_probe`], with `fp_from_memory`: floating-point operands are volatile loads from
/// `@sink` instead of constants. LLVM 20+ constant-folds llvm.nvvm.fmin/fmax and friends on
/// constant operands, so llc-22 would never select the call and accept the probe everywhere.
pub fn intrinsic_probe_with(sig: &Sig, fp_from_memory: bool) -> String {
    let mut body = String::new();
    let args: Vec<String> = sig
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if fp_from_memory && is_fp(p) {
                body.push_str(&format!(
                    "  %a{i} = load volatile {p}, ptr addrspace(1) @sink\n"
                ));
                format!("{p} %a{i}")
            } else {
                const_arg(p)
            }
        })
        .collect();
    let ret = sig.ret_type();
    if ret == "void" {
        body.push_str(&format!("  call void @{}({})\n", sig.name, args.join(", ")));
    } else {
        body.push_str(&format!(
            "  %r = call {ret} @{}({})\n",
            sig.name,
            args.join(", ")
        ));
        let (val, ty) = if sig.rets.len() > 1 {
            body.push_str(&format!("  %e = extractvalue {ret} %r, 0\n"));
            ("%e".to_string(), sig.rets[0].clone())
        } else {
            ("%r".to_string(), ret.clone())
        };
        body.push_str(&format!(
            "  store volatile {ty} {val}, ptr addrspace(1) @sink\n"
        ));
    }
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\n@sink = addrspace(1) global [64 x i8] zeroinitializer\n\ndefine void @probe() {{\n{body}  ret void\n}}\n\n{}\n\n!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @probe, !\"kernel\", i32 1}}\n",
        sig.declaration()
    )
}

/// A modern-IR kernel whose parameter space is exactly `bytes` (one byval aggregate).
pub fn param_probe_modern(bytes: u32) -> String {
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\n%S = type {{ [{bytes} x i8] }}\n\ndefine void @kern(ptr byval(%S) align 4 %p) {{\n  ret void\n}}\n\n!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @kern, !\"kernel\", i32 1}}\n"
    )
}

/// The same in the LLVM 7 dialect (libNVVM's NVVM 7 path wants `%S* byval`).
pub fn param_probe_typed(bytes: u32) -> String {
    typed_module(
        &format!("%S = type {{ [{bytes} x i8] }}\n"),
        "define void @kern(%S* byval align 4 %p) {\n  ret void\n}\n",
        &["!{void (%S*)* @kern, !\"kernel\", i32 1}".to_string()],
    )
}

/// A complete LLVM 7 dialect NVVM module: data layout, triple, `globals`, `functions`, the
/// annotation nodes, `!nvvmir.version`.
pub fn typed_module(globals: &str, functions: &str, annotations: &[String]) -> String {
    let mut s = format!("target datalayout = \"{NVVM_DATALAYOUT}\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n{globals}\n{functions}\n");
    let mut ids = Vec::new();
    let mut nodes = String::new();
    for (i, a) in annotations.iter().enumerate() {
        ids.push(format!("!{}", i + 10));
        nodes.push_str(&format!("!{} = {a}\n", i + 10));
    }
    if !ids.is_empty() {
        s.push_str(&format!(
            "!nvvm.annotations = !{{{}}}\n{nodes}",
            ids.join(", ")
        ));
    }
    s.push_str("!nvvmir.version = !{!1}\n!1 = !{i32 2, i32 0}\n");
    s
}

/// The standard kernel annotation for `void ()* @kern`.
pub fn kernel_annotation() -> String {
    "!{void ()* @kern, !\"kernel\", i32 1}".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probes_look_right() {
        let s = Sig {
            name: "llvm.nvvm.redux.sync.add".into(),
            rets: vec!["i32".into()],
            params: vec!["i32".into(), "i32".into()],
        };
        let p = intrinsic_probe(&s);
        assert!(p.contains("%r = call i32 @llvm.nvvm.redux.sync.add(i32 32, i32 32)"));
        assert!(p.contains("store volatile i32 %r, ptr addrspace(1) @sink"));
        assert!(param_probe_typed(4096).contains("%S* byval align 4 %p"));
    }

    #[test]
    fn fp_operands_can_come_from_memory() {
        let s = Sig {
            name: "llvm.nvvm.fmax.ftz.nan.f".into(),
            rets: vec!["float".into()],
            params: vec!["float".into(), "<2 x half>".into(), "i32".into()],
        };
        let p = intrinsic_probe_with(&s, true);
        assert!(p.contains("%a0 = load volatile float, ptr addrspace(1) @sink"));
        assert!(p.contains("%a1 = load volatile <2 x half>, ptr addrspace(1) @sink"));
        assert!(p.contains("@llvm.nvvm.fmax.ftz.nan.f(float %a0, <2 x half> %a1, i32 32)"));
        assert_eq!(intrinsic_probe_with(&s, false), intrinsic_probe(&s));
    }
}
