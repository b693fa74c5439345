//! The harness's classes of rules: which probe module exercises a rule, which mutation
//! violates it, which oracle speaks for it. A class is named after the construct and
//! conditions of the rule's check (the vocabulary of `tablegen/src/vocab.rs`); a rule whose
//! check matches no class is `Other` (no probe template yet).

use tablegen::model::{
    CallCond, Callee, Check, FunctionCond, FunctionProp, GlobalCond, InstCond, IntrinsicCheck,
    LaunchCond, Mode, ModuleCond, Rule, Str,
};

/// A rule's class, with the data its probes need.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RuleClass<'r> {
    FunctionAttribute(&'r [Str]),
    ParamAttribute(&'r str),
    NarrowIntParam,
    NarrowIntReturn,
    FunctionProperty(FunctionProp),
    /// An entry-signature rule; `true` for "a kernel returns a value".
    EntrySignature(bool),
    Linkage(&'r str),
    SpecialGlobal(&'r str),
    GlobalSection,
    ConstantBankSection,
    GlobalInitializer(&'r [u32]),
    GlobalAddrSpace,
    TexSurfAddrSpace,
    TexSurfType,
    IdentifierName,
    DataLayoutPresent,
    DataLayoutPointer,
    /// The data layout is not the NVVM 23 target's own (libNVVM compile, compute_100+).
    DataLayoutTarget,
    TriplePresent,
    Triple,
    NvvmIrVersion,
    AnnotationShape,
    /// `!nvvm.annotations` tuples that llc (LLVM 19's NVPTX, LLVM 22's upgrade) crashes on.
    AnnotationCrash,
    Opcode(&'r [Str]),
    FenceOrdering(Mode),
    AllocaAddrSpace,
    AllocaAlign(u64),
    AtomicLoadStore,
    LoadStoreAddrSpace,
    CmpxchgType,
    AtomicAddrSpace(&'r str),
    AtomicWideOps(u32),
    /// `atomicrmw` operations libNVVM's verifier refuses (`RmwOpIn`).
    AtomicOperation(&'r [Str]),
    /// An atomic on these value types that needs the rule's `require`ment.
    AtomicGate(&'r str, &'r [Str]),
    AddrspaceCast,
    UnrollPragma,
    BranchPragmaOperands,
    UnsupportedType(&'r [Str]),
    UnsupportedConstant(&'r str),
    InlineAsmTypes,
    FunctionPointerAddrSpace,
    KernelCall,
    GridConstant,
    ClusterTarget,
    ClusterKernelOnly,
    ClusterZeroDims,
    ClusterMaxBlocksNonZero,
    BlocksAreClusters,
    LaunchBoundDims(&'r str, &'r [u32]),
    LaunchBoundValue(&'r str, u32, u32),
    LaunchTarget,
    LaunchArgAddrSpace,
    ParamSpace,
    IntrinsicTarget,
    IntrinsicPtx,
    IntrinsicUnknown,
    IntrinsicRejected,
    IntrinsicOperand,
    /// The generated `immediate_args:` rows (LLVM's ImmArg and Range).
    ImmediateArg,
    Matrix(tablegen::model::MatrixCheck),
    FrontEnd,
    /// IR validity (NV9xxx): the rules of LLVM's parser and Verifier.
    Valid,
    /// The module's PTX version below the target's minimum.
    PtxBelowMinimum,
    /// Two launch properties that cannot both be given.
    LaunchConflict,
    /// maxntid × minctasm above the target's threads per SM.
    ThreadsPerSm,
    /// An atomic on these value types that one LLVM version cannot compile on any target.
    AtomicSelection(&'r str, &'r [Str]),
    /// Ordered atomic loads/stores and fences that one LLVM version cannot select.
    OrderedAtomicSelection,
    /// Calls of these intrinsics (by name or `prefix*`).
    CalleeCall(&'r [Str]),
    /// An alloca with a run-time element count.
    DynamicAlloca,
    /// A `!llvm.module.flags` entry with another value.
    ModuleFlag,
    /// A global with this `!nvvm.annotations` key (`managed`) in the wrong address space.
    AnnotatedGlobal(&'r str),
    /// A kernel parameter of a type class (opaque, scalable) that has no fixed size.
    KernelParamType,
    /// A non-kernel function annotated `entry` that returns a value.
    NonVoidEntry,
    /// An addrspacecast whose source or target space is out of range.
    AddrspaceCastRange,
    /// Launch bounds equal to zero.
    LaunchBoundZero,
    /// A launch property that needs a PTX version on the targets that honour it.
    LaunchPtx,
    /// A global variable in one of these address spaces (no other condition).
    GlobalInAddrSpace(&'r [u32]),
    /// An `ifunc`.
    IFunc,
    /// A function parameter of a type class (any function, or device functions only).
    ParamType,
    /// Inline PTX against the forms of `rules/ptx.ron` (the rows are probed with ptxas).
    InlinePtx(tablegen::model::PtxCheck),
    /// A global value (an alias, a managed or initialized variable) that needs the rule's
    /// `require`ment (a PTX version, sm_30).
    GlobalTarget,
    /// An alias whose aliasee llc cannot emit as `.alias`.
    Aliasee,
    /// A kernel returning a value that reaches the PTX.
    KernelReturnValue,
    /// An atomic or fence with a syncscope the back end does not map.
    SyncScope,
    /// An atomic load or store of a width the back end cannot lower.
    AtomicLoadStoreWidth,
    Other,
}

impl RuleClass<'_> {
    /// The class's name (`FunctionAttribute`, `Matrix(Target)`, …).
    pub fn name(&self) -> String {
        match self {
            RuleClass::Matrix(m) => format!("Matrix({m:?})"),
            RuleClass::InlinePtx(p) => format!("InlinePtx({p:?})"),
            other => {
                let s = format!("{other:?}");
                s.split('(').next().unwrap_or(&s).to_string()
            }
        }
    }
}

/// The class of a rule.
pub fn class(r: &Rule) -> RuleClass<'_> {
    class_of(r, &r.check)
}

/// The class of `check`, one of the parts of rule `r` (`AnyOf` goes by its first part).
fn class_of<'r>(r: &'r Rule, check: &'r Check) -> RuleClass<'r> {
    use RuleClass as C;
    match check {
        Check::FrontEnd => C::FrontEnd,
        Check::Valid { .. } => C::Valid,
        Check::ParamSpace => C::ParamSpace,
        Check::Matrix(m) => C::Matrix(*m),
        Check::InlinePtx(p) => C::InlinePtx(*p),
        Check::Intrinsic(IntrinsicCheck::Target) => C::IntrinsicTarget,
        Check::Intrinsic(IntrinsicCheck::Ptx) => C::IntrinsicPtx,
        Check::Intrinsic(IntrinsicCheck::Unknown { .. }) => C::IntrinsicUnknown,
        Check::Intrinsic(IntrinsicCheck::Rejected) => C::IntrinsicRejected,
        Check::Intrinsic(IntrinsicCheck::Operand(_)) => C::IntrinsicOperand,
        Check::Intrinsic(IntrinsicCheck::ImmArg | IntrinsicCheck::ImmArgRange) => C::ImmediateArg,
        // Validity parts together (NV9002's locals and module-level names) are one validity
        // rule, judged by its fixtures like any other.
        Check::AnyOf(parts) if parts.iter().all(|p| matches!(p, Check::Valid { .. })) => C::Valid,
        Check::AnyOf(parts) => match parts.first() {
            Some(Check::Function(c)) if matches!(c.first(), Some(FunctionCond::ParamAttribute(a)) if a == "nvvm.grid_constant") => {
                C::GridConstant
            }
            Some(Check::Instruction { when, .. })
                if when.iter().any(|c| matches!(c, InstCond::OrderingNotIn(_))) =>
            {
                C::OrderedAtomicSelection
            }
            Some(Check::Launch(c)) if matches!(c.first(), Some(LaunchCond::Equals { .. })) => {
                C::LaunchBoundZero
            }
            Some(first @ Check::Instruction { .. }) => class_of(r, first),
            _ => C::Other,
        },
        Check::Constant(kinds) => match kinds.first() {
            Some(k) => C::UnsupportedConstant(k),
            None => C::Other,
        },
        Check::Module(conds) => match conds.last() {
            Some(ModuleCond::DataLayoutMissing) => C::DataLayoutPresent,
            Some(ModuleCond::PointerSpecNotIn { .. }) => C::DataLayoutPointer,
            Some(ModuleCond::DataLayoutNot { parts, .. })
                if parts
                    .iter()
                    .any(|p| p.part == tablegen::model::LayoutCheck::Exactly) =>
            {
                C::DataLayoutTarget
            }
            Some(ModuleCond::DataLayoutNot { .. }) => C::DataLayoutPointer,
            Some(ModuleCond::TripleMissing) => C::TriplePresent,
            Some(ModuleCond::TripleNotIn { .. }) => C::Triple,
            Some(ModuleCond::IrVersionNot { .. }) => C::NvvmIrVersion,
            Some(ModuleCond::MalformedAnnotations(_)) => C::AnnotationShape,
            Some(ModuleCond::UnreadableAnnotations { .. }) => C::AnnotationCrash,
            Some(ModuleCond::PtxBelowTargetMinimum) => C::PtxBelowMinimum,
            Some(ModuleCond::ModuleFlagNot { .. }) => C::ModuleFlag,
            _ => C::Other,
        },
        Check::Global { of, when } => {
            let has = |f: &dyn Fn(&GlobalCond) -> bool| when.iter().any(f);
            let aliases_only = matches!(&of[..], [tablegen::model::GlobalKind::Alias]);
            if !r.require.is_empty() {
                C::GlobalTarget
            } else if has(&|c| matches!(c, GlobalCond::AliaseeNotDeviceFunction))
                || (aliases_only && has(&|c| matches!(c, GlobalCond::LinkageNotIn(_))))
            {
                C::Aliasee
            } else if let Some(GlobalCond::Annotated(key)) =
                when.iter().find(|c| matches!(c, GlobalCond::Annotated(_)))
            {
                C::AnnotatedGlobal(key)
            } else if let Some(GlobalCond::Linkage(l)) =
                when.iter().find(|c| matches!(c, GlobalCond::Linkage(_)))
            {
                C::Linkage(l)
            } else if let Some(GlobalCond::Named(n)) =
                when.iter().find(|c| matches!(c, GlobalCond::Named(_)))
            {
                C::SpecialGlobal(n)
            } else if has(&|c| matches!(c, GlobalCond::NameNotMatching { .. })) {
                C::IdentifierName
            } else if has(&|c| matches!(c, GlobalCond::SectionNotIn(_))) {
                C::GlobalSection
            } else if has(&|c| matches!(c, GlobalCond::SectionNotPrefixed(_))) {
                C::ConstantBankSection
            } else if has(&|c| matches!(c, GlobalCond::TypeNot(_))) {
                C::TexSurfType
            } else if has(&|c| matches!(c, GlobalCond::TextureOrSurface)) {
                C::TexSurfAddrSpace
            } else if has(&|c| {
                matches!(c, GlobalCond::Initialized | GlobalCond::NonZeroInitializer)
            }) {
                match when.iter().find_map(|c| match c {
                    GlobalCond::AddrSpaceIn(l) => Some(&**l),
                    _ => None,
                }) {
                    Some(spaces) => C::GlobalInitializer(spaces),
                    None => C::Other,
                }
            } else if has(&|c| matches!(c, GlobalCond::AddrSpaceNotIn(_))) {
                C::GlobalAddrSpace
            } else if has(&|c| matches!(c, GlobalCond::IFunc)) {
                C::IFunc
            } else if let [GlobalCond::AddrSpaceIn(spaces)] = &when[..] {
                C::GlobalInAddrSpace(spaces)
            } else {
                C::Other
            }
        }
        Check::Function(conds) => match &conds[..] {
            [FunctionCond::Attribute(list)] => C::FunctionAttribute(list),
            [FunctionCond::ParamAttribute(a)] => C::ParamAttribute(a),
            [FunctionCond::NarrowIntParam(_)] => C::NarrowIntParam,
            [FunctionCond::NarrowIntReturn(_)] => C::NarrowIntReturn,
            [FunctionCond::Has(p)] => C::FunctionProperty(*p),
            [FunctionCond::Kernel, FunctionCond::ReturnsValue] => C::EntrySignature(true),
            [FunctionCond::Kernel, FunctionCond::ReturnsDefinedValue] => C::KernelReturnValue,
            [FunctionCond::Annotated(_), _] => C::EntrySignature(false),
            [FunctionCond::Annotated(_), FunctionCond::Unless(_), FunctionCond::ReturnsValue] => {
                C::NonVoidEntry
            }
            [FunctionCond::Kernel, FunctionCond::ParamType(_)] => C::KernelParamType,
            [FunctionCond::ParamType(_)]
            | [FunctionCond::Unless(_), FunctionCond::ParamType(_)] => C::ParamType,
            _ => C::Other,
        },
        Check::Launch(conds) => {
            let any = |f: &dyn Fn(&LaunchCond) -> bool| conds.iter().any(f);
            if let Some(LaunchCond::DimsOutside { key, max, .. }) = conds
                .iter()
                .find(|c| matches!(c, LaunchCond::DimsOutside { .. }))
            {
                C::LaunchBoundDims(key, max)
            } else if let Some(LaunchCond::ValueOutside { key, min, max }) = conds
                .iter()
                .find(|c| matches!(c, LaunchCond::ValueOutside { .. }))
            {
                C::LaunchBoundValue(key, *min, *max)
            } else if !r.applies_on.is_empty() && matches!(&conds[..], [LaunchCond::Enabled(_)]) {
                C::LaunchPtx
            } else if any(&|c| matches!(c, LaunchCond::ThreadsPerSmAbove { .. })) {
                C::ThreadsPerSm
            } else if conds
                .iter()
                .filter(|c| matches!(c, LaunchCond::AnySet(_)))
                .count()
                == 2
            {
                C::LaunchConflict
            } else if any(&|c| matches!(c, LaunchCond::OnTarget { .. })) {
                C::BlocksAreClusters
            } else if any(&|c| matches!(c, LaunchCond::NotKernel)) {
                C::ClusterKernelOnly
            } else if any(&|c| matches!(c, LaunchCond::PartlyZero(_))) {
                C::ClusterZeroDims
            } else if any(&|c| matches!(c, LaunchCond::Equals { .. })) {
                C::ClusterMaxBlocksNonZero
            } else if !r.require.is_empty() {
                C::ClusterTarget
            } else {
                C::Other
            }
        }
        Check::Call { callee, when } => match callee {
            Callee::Kernel => C::KernelCall,
            Callee::InlineAsm => C::InlineAsmTypes,
            Callee::DeviceLaunch => {
                if when
                    .iter()
                    .any(|c| matches!(c, CallCond::LaunchTargetNotKernel))
                {
                    C::LaunchTarget
                } else {
                    C::LaunchArgAddrSpace
                }
            }
        },
        Check::Instruction { opcodes, when, .. } => {
            let op = opcodes.first().map(|o| &**o).unwrap_or("");
            let find = |f: &dyn Fn(&InstCond) -> bool| when.iter().find(|c| f(c));
            if when.is_empty() {
                return C::Opcode(opcodes);
            }
            if let Some(InstCond::CalleeIn { callees, .. }) =
                find(&|c| matches!(c, InstCond::CalleeIn { .. }))
            {
                return C::CalleeCall(callees);
            }
            if find(&|c| matches!(c, InstCond::DynamicCount)).is_some() {
                return C::DynamicAlloca;
            }
            if find(&|c| matches!(c, InstCond::OrderingNotIn(_))).is_some() && op != "fence" {
                return C::OrderedAtomicSelection;
            }
            let typed =
                find(&|c| matches!(c, InstCond::HoldsType { .. } | InstCond::ValueTypeIn { .. }));
            if find(&|c| matches!(c, InstCond::Atomic)).is_some()
                && find(&|c| matches!(c, InstCond::HoldsType { .. })).is_some()
            {
                return C::AtomicLoadStoreWidth;
            }
            if typed.is_none()
                && find(&|c| matches!(c, InstCond::ScopeIn(_) | InstCond::ScopeNotIn(_))).is_some()
            {
                return C::SyncScope;
            }
            if let Some(InstCond::HoldsType { types, .. }) =
                find(&|c| matches!(c, InstCond::HoldsType { .. }))
            {
                return C::UnsupportedType(types);
            }
            if find(&|c| matches!(c, InstCond::FunctionPointerNotIn(_))).is_some() {
                return C::FunctionPointerAddrSpace;
            }
            if find(&|c| matches!(c, InstCond::UnrollPragma)).is_some() {
                return C::UnrollPragma;
            }
            if find(&|c| matches!(c, InstCond::PragmaOperandsNot(_))).is_some() {
                return C::BranchPragmaOperands;
            }
            if find(&|c| matches!(c, InstCond::CastSpaceNotIn(_))).is_some() {
                return C::AddrspaceCastRange;
            }
            if find(&|c| matches!(c, InstCond::CastAvoids(_))).is_some() {
                return C::AddrspaceCast;
            }
            if let Some(InstCond::Mode(m)) = find(&|c| matches!(c, InstCond::Mode(_))) {
                if op == "fence" {
                    return C::FenceOrdering(*m);
                }
            }
            if find(&|c| matches!(c, InstCond::Atomic)).is_some() {
                return C::AtomicLoadStore;
            }
            if let Some(InstCond::AlignAbove(max)) = find(&|c| matches!(c, InstCond::AlignAbove(_)))
            {
                return C::AllocaAlign(*max);
            }
            if find(&|c| matches!(c, InstCond::ValueWidthNotIn(_))).is_some() {
                return C::CmpxchgType;
            }
            if let Some(InstCond::RmwOpIn(ops)) = find(&|c| matches!(c, InstCond::RmwOpIn(_))) {
                return C::AtomicOperation(ops);
            }
            if let Some(InstCond::ValueTypeIn { types, .. }) =
                find(&|c| matches!(c, InstCond::ValueTypeIn { .. }))
            {
                if find(&|c| matches!(c, InstCond::RmwOpNotIn(_))).is_some() {
                    let bits = types
                        .first()
                        .and_then(|t| t.strip_prefix('i')?.parse().ok())
                        .unwrap_or(128);
                    return C::AtomicWideOps(bits);
                }
                if !r.require.is_empty() {
                    return C::AtomicGate(op, types);
                }
                if r.llvm.is_some() {
                    return C::AtomicSelection(op, types);
                }
            }
            if find(&|c| matches!(c, InstCond::AddrSpaceNotIn(_) | InstCond::AddrSpaceIn(_)))
                .is_some()
            {
                return match op {
                    "alloca" => C::AllocaAddrSpace,
                    "load" | "store" => C::LoadStoreAddrSpace,
                    _ => C::AtomicAddrSpace(op),
                };
            }
            C::Other
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule of the repository's rules has a class (a new kind of rule gets one, or is
    /// knowingly `Other`), and the classes keep their names.
    #[test]
    fn repository_rules_have_classes() {
        let t = engine::rules::RuleSet::compiled();
        let name = |code: &str| class(t.rule(code).unwrap()).name();
        assert_eq!(name("NV3001"), "FunctionAttribute");
        assert_eq!(name("NV3016"), "ClusterTarget");
        assert_eq!(name("NV3020"), "BlocksAreClusters");
        assert_eq!(name("NV6011"), "AtomicGate");
        assert_eq!(name("NV6013"), "AtomicWideOps");
        assert_eq!(name("NV6072"), "AtomicOperation");
        assert_eq!(name("NV6009"), "AtomicAddrSpace");
        assert_eq!(name("NV6002"), "FenceOrdering");
        assert_eq!(name("NV2011"), "IdentifierName");
        assert_eq!(name("NV3026"), "GridConstant");
        assert_eq!(name("NV2012"), "AnnotatedGlobal");
        assert_eq!(name("NV3030"), "KernelParamType");
        assert_eq!(name("NV6031"), "AddrspaceCastRange");
        assert_eq!(name("NV1002"), "DataLayoutPointer");
        assert_eq!(name("NV1011"), "DataLayoutTarget");
        assert_eq!(name("NV4117"), "IntrinsicOperand");
        assert_eq!(name("NV2047"), "GlobalTarget");
        assert_eq!(name("NV2048"), "Aliasee");
        assert_eq!(name("NV2051"), "Aliasee");
        assert_eq!(name("NV6067"), "SyncScope");
        assert_eq!(name("NV2050"), "GlobalTarget");
        assert_eq!(name("NV3044"), "KernelReturnValue");
        assert_eq!(name("NV6051"), "AtomicGate");
        assert_eq!(name("NV6057"), "SyncScope");
        assert_eq!(name("NV6058"), "SyncScope");
        assert_eq!(name("NV6064"), "AtomicLoadStoreWidth");
        assert_eq!(name("NV6061"), "CalleeCall");
        assert_eq!(name("NV1012"), "AnnotationCrash");
        let others: Vec<&str> = t
            .rules
            .iter()
            .filter(|r| class(r) == RuleClass::Other)
            .map(|r| &*r.code)
            .collect();
        assert!(others.is_empty(), "rules without a class: {others:?}");
    }
}
