//! What dialect a module is written in, and the rewrites that make an oracle accept it
//! (the same rewritten text is what nvverify is shown, so both judge the same bytes).

/// The NVVM data layout (oracles.md §1.6: libNVVM's modern path refuses upstream layouts).
pub const NVVM_DATALAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

/// Syntax llc-19 (LLVM 19) cannot parse but LLVM 20+ writes (Triton's llir, oracles.md §5),
/// that nvverify does not judge (function attributes): a module holding one is unusable for
/// LLVM 19 and LLVM 7 (libNVVM's NVVM 7 path) readers. (`initializes((…))` was listed here:
/// llvm-as-19 and opt-19 read it.)
pub const NEWER_THAN_LLVM19: &[&str] = &["denormal_fpenv"];

/// Syntax LLVM 19+ writes that LLVM 7 (and, but for `initializes`, LLVM 19) refuse, and nvverify judges for those
/// readers (NV9243 `nocreateundeforpoison`, NV9240/NV9241 `captures(…)`, NV9239 `samesign`, NV9237 fast-math flags on FP
/// casts, as clang 22's printf_assert writes `fpext contract float`): their refusals are
/// compared. CUDA 12's NVVM 20 front end is not modelled: a module holding one is unusable for
/// it.
pub const JUDGED_NEWER_THAN_LLVM19: &[&str] = &[
    "nocreateundeforpoison",
    "captures(",
    "initializes((",
    " samesign ",
    "fpext contract ",
    "fptrunc contract ",
    "fpext fast ",
    "fptrunc fast ",
];

/// Whether `text` holds syntax of LLVM 23 (Triton 3.9's LLVM snapshot) that LLVM 22's parser
/// refuses: the special FP literals `-inf`/`+inf`, and decimal `float` literals a float cannot
/// hold exactly (`fcmp oge float %x, 1.002960e+00`; LLVM 22 says `floating point constant
/// invalid for type`). Returns the first such token.
pub fn llvm23_syntax(text: &str) -> Option<String> {
    let code = code_only(text);
    for line in code.lines() {
        let toks = line.split(|c: char| c.is_whitespace() || ",[]()<>".contains(c));
        for tok in toks {
            // `-inf`, `+inf`, and the hexadecimal `f0x3FB8AA3B` spelling.
            let hex_f = tok
                .strip_prefix("f0x")
                .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()));
            if tok == "-inf" || tok == "+inf" || tok == "inf" || hex_f {
                return Some(tok.to_string());
            }
        }
        // A decimal literal in a line whose only FP type is float.
        if !line.contains("float") || line.contains("double") || line.contains("half") {
            continue;
        }
        for tok in line.split(|c: char| c.is_whitespace() || ",[]()<>".contains(c)) {
            let looks = tok.contains('e')
                && tok.contains('.')
                && tok
                    .trim_start_matches(['-', '+'])
                    .starts_with(|c: char| c.is_ascii_digit());
            if let (true, Ok(v)) = (looks, tok.parse::<f64>()) {
                if f64::from(v as f32) != v {
                    return Some(tok.to_string());
                }
            }
        }
    }
    None
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleInfo {
    /// Typed pointers (`i8*`, `%T addrspace(1)*`): the LLVM 7 dialect.
    pub typed: bool,
    /// The `ptr` keyword: opaque pointers.
    pub opaque: bool,
    /// LLVM 20+ syntax nvverify does not judge for older readers (the first marker).
    pub newer_syntax: Option<&'static str>,
    /// Any LLVM 20+ syntax, judged or not (the first marker): what CUDA 12's NVVM 20 front end
    /// is not compared on.
    pub any_newer_syntax: Option<&'static str>,
    pub data_layout: Option<String>,
    pub triple: Option<String>,
    pub nvvmir_version: bool,
    /// `target=sm_XX` of the corpus header line (`; nvverify-generator: … target=sm_90 …`).
    pub header_target: Option<String>,
}

impl ModuleInfo {
    /// The libNVVM NVVM-7 path (compute_<100) reads only the LLVM 7 dialect.
    pub fn fits_nvvm7(&self) -> Result<(), String> {
        if self.opaque {
            return Err(
                "opaque pointers: libNVVM's NVVM 7 front end (compute_<100) rejects `ptr`".into(),
            );
        }
        if let Some(m) = self.newer_syntax {
            return Err(format!(
                "LLVM 20+ syntax `{}` that the NVVM 7 front end cannot parse",
                m.trim()
            ));
        }
        Ok(())
    }
    /// llc of LLVM `llvm` parses the module's syntax: the LLVM 20+ markers stop llc-19 only;
    /// llc-22 reads what LLVM 21/22 (Triton's llir) write, and its own parse errors still
    /// become unusable verdicts.
    pub fn fits_llc(&self, llvm: u32) -> Result<(), String> {
        match self.newer_syntax {
            Some(m) if llvm < 20 => Err(format!(
                "LLVM 20+ syntax `{}` that llc-{llvm} cannot parse",
                m.trim()
            )),
            _ => Ok(()),
        }
    }
}

/// Text with comments and string/quoted-name contents blanked out (same length, same lines).
pub fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_str = false;
    let mut in_comment = false;
    for c in text.chars() {
        if in_comment {
            if c == '\n' {
                in_comment = false;
                out.push('\n');
            } else {
                out.push(' ');
            }
            continue;
        }
        if in_str {
            if c == '"' {
                in_str = false;
                out.push('"');
            } else if c == '\n' {
                out.push('\n');
            } else {
                out.push(' ');
            }
            continue;
        }
        match c {
            '"' => {
                in_str = true;
                out.push('"');
            }
            ';' => {
                in_comment = true;
                out.push(' ');
            }
            _ => out.push(c),
        }
    }
    out
}

fn quoted_value(line: &str) -> Option<String> {
    let a = line.find('"')?;
    let b = line[a + 1..].find('"')?;
    Some(line[a + 1..a + 1 + b].to_string())
}

pub fn classify(text: &str) -> ModuleInfo {
    let code = code_only(text);
    let mut info = ModuleInfo::default();
    let bytes = code.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'*' && i > 0 {
            let p = bytes[i - 1];
            if p.is_ascii_alphanumeric()
                || matches!(p, b')' | b'>' | b']' | b'}' | b'*' | b'"' | b'_')
            {
                info.typed = true;
                break;
            }
        }
    }
    info.opaque = code
        .split(|c: char| {
            !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '%' || c == '@' || c == '!')
        })
        .any(|w| w == "ptr");
    info.newer_syntax = NEWER_THAN_LLVM19.iter().copied().find(|m| code.contains(m));
    info.any_newer_syntax = info.newer_syntax.or_else(|| {
        JUDGED_NEWER_THAN_LLVM19
            .iter()
            .copied()
            .find(|m| code.contains(m))
    });
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("target datalayout") {
            info.data_layout = quoted_value(t);
        } else if t.starts_with("target triple") {
            info.triple = quoted_value(t);
        } else if t.starts_with("!nvvmir.version") {
            info.nvvmir_version = true;
        } else if let Some(rest) = t.strip_prefix("; target:") {
            // corpus/rules fixtures: `; target: sm_80`
            if info.header_target.is_none() {
                info.header_target = rest.split_whitespace().next().map(str::to_string);
            }
        } else if let Some(rest) = t.strip_prefix("; nvverify-generator:") {
            info.header_target = rest
                .split_whitespace()
                .find_map(|kv| kv.strip_prefix("target="))
                .map(str::to_string);
        }
    }
    info
}

/// What libNVVM's modern path (compute_100+) needs: the NVVM data layout, a triple and
/// `!nvvmir.version` (oracles.md §1.6; the same rewrite as corpus/real/tools/nvvm_check.py).
pub fn as_nvvm_modern(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 300);
    let mut saw_dl = false;
    let mut saw_triple = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("target datalayout") {
            saw_dl = true;
            out.push_str(&format!("target datalayout = \"{NVVM_DATALAYOUT}\"\n"));
            continue;
        }
        if t.starts_with("target triple") {
            saw_triple = true;
        }
        out.push_str(line);
        out.push('\n');
    }
    let mut head = String::new();
    if !saw_dl {
        head.push_str(&format!("target datalayout = \"{NVVM_DATALAYOUT}\"\n"));
    }
    if !saw_triple {
        head.push_str("target triple = \"nvptx64-nvidia-cuda\"\n");
    }
    if !head.is_empty() {
        // After the leading comment lines, so line 1 keeps the corpus header.
        let cut = leading_comment_len(&out);
        out.insert_str(cut, &head);
    }
    if !text.contains("!nvvmir.version") {
        out.push_str("\n!nvvmir.version = !{!99999}\n!99999 = !{i32 2, i32 0}\n");
    }
    out
}

fn leading_comment_len(text: &str) -> usize {
    let mut n = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with(';') || line.trim().is_empty() {
            n += line.len();
        } else {
            break;
        }
    }
    n
}

/// LLVM 7 `%T* byval` → `%T* byval(%T)`, which the modern front end requires
/// (oracles.md §1.5). `None` when a `byval` without a type remains that this cannot name.
pub fn typed_byval_for_modern(text: &str) -> Option<String> {
    if !text.contains("byval") {
        return Some(text.to_string());
    }
    let mut out = String::with_capacity(text.len() + 64);
    let mut rest = text;
    while let Some(i) = rest.find("* byval") {
        let after = &rest[i + "* byval".len()..];
        let before = &rest[..i];
        out.push_str(before);
        out.push_str("* byval");
        if !after.starts_with('(') {
            // The pointee: the token before `*` (`%name`, `%"quoted"`, `i8`, `float`).
            let start = before
                .rfind(|c: char| c.is_whitespace() || c == '(' || c == ',')
                .map(|p| p + 1)
                .unwrap_or(0);
            let ty = &before[start..];
            let simple = !ty.is_empty() && !ty.contains(['{', '}', '[', ']', '<', '>', ')', '*']);
            if !simple {
                return None;
            }
            out.push_str(&format!("({ty})"));
        }
        rest = after;
    }
    out.push_str(rest);
    Some(out)
}

/// Rewrites every `"target-cpu"="sm_XX"` to `cpu`, so llc (which honours the per-function
/// attribute over `-mcpu`) and nvverify judge the module at the requested target.
pub fn with_target_cpu(text: &str, cpu: &str) -> String {
    let key = "\"target-cpu\"=\"";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(key) {
        out.push_str(&rest[..i + key.len()]);
        rest = &rest[i + key.len()..];
        let end = rest.find('"').unwrap_or(rest.len());
        out.push_str(cpu);
        rest = &rest[end..];
    }
    out.push_str(rest);
    // `"target-features"="+ptx85,+sm_80"`: the feature also sets the SM (the last one wins).
    let mut res = String::with_capacity(out.len());
    let mut rest = out.as_str();
    while let Some(i) = rest.find("+sm_") {
        res.push_str(&rest[..i + 1]);
        rest = &rest[i + 1..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        res.push_str(cpu);
        rest = &rest[end..];
    }
    res.push_str(rest);
    res
}

/// Raises every `+ptxNN` below `min` to `+ptx{min}`. A module retargeted to a newer SM keeps
/// its generator's PTX version, which that SM may not support (llc-22: `PTX version 8.5 does not
/// support target 'sm_100a'`); the adapted module asks for the target's minimum instead.
pub fn with_min_ptx(text: &str, min: u32) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("+ptx") {
        out.push_str(&rest[..i + 4]);
        rest = &rest[i + 4..];
        let end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        match rest[..end].parse::<u32>() {
            Ok(v) if v < min => out.push_str(&min.to_string()),
            _ => out.push_str(&rest[..end]),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The highest `+ptxNN` in the module's `"target-features"`, if any.
pub fn module_ptx_feature(text: &str) -> Option<u32> {
    let mut best = None;
    for (i, _) in text.match_indices("+ptx") {
        let digits: String = text[i + 4..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        if let Ok(v) = digits.parse::<u32>() {
            best = Some(best.map_or(v, |b: u32| b.max(v)));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn min_ptx_raises_only_older_versions() {
        let t = "attributes #0 = { \"target-features\"=\"+ptx85,+sm_90\" }\n; +ptx\n";
        assert_eq!(
            with_min_ptx(t, 86),
            "attributes #0 = { \"target-features\"=\"+ptx86,+sm_90\" }\n; +ptx\n"
        );
        assert_eq!(with_min_ptx(t, 78), t);
        assert_eq!(module_ptx_feature(&with_min_ptx(t, 90)), Some(90));
    }

    #[test]
    fn dialects() {
        let typed =
            classify("define void @k(i32 addrspace(1)* %p) { ret void } ; ptr in a comment\n");
        assert!(typed.typed && !typed.opaque);
        let modern = classify("; nvverify-generator: clang-19 target=sm_90\ndefine void @k(ptr %p) { %x = mul i32 1, 2\n ret void }\n@s = constant [3 x i8] c\"a*b\"\n");
        assert!(!modern.typed && modern.opaque);
        assert_eq!(modern.header_target.as_deref(), Some("sm_90"));
        assert_eq!(
            llvm23_syntax("  %16 = phi float [ %31, %a ], [ -inf, %5 ]\n").as_deref(),
            Some("-inf")
        );
        assert_eq!(
            llvm23_syntax("  %25 = fcmp oge float %x, 1.002960e+00, !dbg !19\n").as_deref(),
            Some("1.002960e+00")
        );
        assert_eq!(
            llvm23_syntax("  %17 = phi <2 x float> [ splat (float -inf), %5 ]\n").as_deref(),
            Some("-inf")
        );
        assert_eq!(
            llvm23_syntax("  %111 = fmul float %103, f0x3FB8AA3B\n").as_deref(),
            Some("f0x3FB8AA3B")
        );
        assert_eq!(
            llvm23_syntax(
                "  %a = fadd float %x, 1.500000e+00\n  %b = fadd double %y, 1.002960e+00\n"
            ),
            None
        );
        let tri = classify("define void @k(ptr %p) #0 { ret void }\nattributes #0 = { \"denormal_fpenv\" denormal_fpenv(dynamic) }\n");
        assert_eq!(tri.newer_syntax, Some("denormal_fpenv"));
        assert!(tri.fits_llc(19).is_err() && tri.fits_llc(22).is_ok() && tri.fits_nvvm7().is_err());
        // What nvverify judges for LLVM 19 and 7 is compared there; CUDA 12's NVVM 20 is not.
        let judged = classify("  %c = icmp samesign ult i32 %a, %b\n");
        assert_eq!(judged.newer_syntax, None);
        assert_eq!(judged.any_newer_syntax, Some(" samesign "));
        assert!(judged.fits_llc(19).is_ok() && judged.fits_nvvm7().is_ok());
    }

    #[test]
    fn byval_gets_its_type() {
        let t = "define void @k(%S* byval align 4 %p, i8* byval(i8) %q, float* byval %f) {";
        assert_eq!(
            typed_byval_for_modern(t).unwrap(),
            "define void @k(%S* byval(%S) align 4 %p, i8* byval(i8) %q, float* byval(float) %f) {"
        );
        assert!(typed_byval_for_modern("define void @k({ i32 }* byval %p)").is_none());
    }

    #[test]
    fn nvvm_rewrite_and_cpu() {
        let t = "; header\ntarget datalayout = \"e-i64:64\"\ndefine void @k() #0 { ret void }\nattributes #0 = { \"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx85,+sm_80\" }\n";
        let n = as_nvvm_modern(t);
        assert!(n.starts_with("; header\n"), "{n}");
        assert!(
            n.contains("target datalayout = \"e-p:64:64:64-i1:8:8") && !n.contains("e-i64:64\"")
        );
        assert!(
            n.contains("target triple = \"nvptx64-nvidia-cuda\"") && n.contains("!nvvmir.version")
        );
        let c = with_target_cpu(t, "sm_90a");
        assert!(
            c.contains("\"target-cpu\"=\"sm_90a\"") && c.contains("+ptx85,+sm_90a\""),
            "{c}"
        );
        assert_eq!(module_ptx_feature(t), Some(85));
    }
}
