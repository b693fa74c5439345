//! The schema of the RON rule files in `rules/`.
//!
//! Every file is one [`RuleFile`]: a RON struct whose sections are all optional, so a file holds
//! whichever sections it needs (`targets.ron` holds `targets`, `functions.ron` holds `rules`, …).
//! `rules/README.md` describes each file.
//!
//! The types use [`Str`] (`Cow<'static, str>`) and [`List`] (`Cow<'static, [T]>`) so that the code
//! tablegen generates is a `static` literal of the very types the run-time loader returns owned.
//!
//! # The check vocabulary
//!
//! A rule is data: its [`Check`] names one entry of a small vocabulary that the engine implements
//! once. One rule code may govern many data rows: the intrinsic gate rule `NV4001` governs every
//! row of `rules/intrinsics.ron`, the matrix rules govern every row of `rules/matrix.ron`.
//!
//! Names stay stable: the engine codes against them.

use std::borrow::Cow;

use serde::Deserialize;

pub use crate::vocab::*;

/// A string in the model: borrowed in the compiled tables, owned when loaded at run time.
pub type Str = Cow<'static, str>;
/// A list in the model: borrowed in the compiled tables, owned when loaded at run time.
pub type List<T> = Cow<'static, [T]>;

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

model_struct! {
    /// One rule file. Every section is optional (`#[serde(default)]`).
    #[serde(default)]
    #[derive(Default)]
    pub struct RuleFile {
        /// Targets (`rules/targets.ron`): one row per SM number with its `a`/`f` variants.
        pub targets: List<TargetRow>,
        /// Profiles (`rules/profiles.ron`): `nvvm`, `llvm`.
        pub profiles: List<ProfileDef>,
        /// Named parameter-space limit tables (`rules/profiles.ron`): `default`, `legacy`, `tileiras`.
        pub param_limits: List<ParamLimitDef>,
        /// How a profile is inferred from a module, first match wins (`rules/profiles.ron`).
        pub inference: List<InferenceRule>,
        /// Rule records (every category file).
        pub rules: List<Rule>,
        /// Intrinsic families: name pattern → requirement, operand constraints (`rules/intrinsics.ron`).
        pub intrinsics: List<IntrinsicFamily>,
        /// The known geometries per matrix operation (`rules/matrix.ron`).
        pub geometries: List<GeometrySet>,
        /// WMMA/MMA/ldmatrix/stmatrix legality rows (`rules/matrix.ron`).
        pub matrix: List<MatrixRow>,
        /// Fragment register lists per (geometry, fragment, type) (`rules/matrix.ron`).
        pub fragments: List<FragmentRow>,
        /// wgmma.mma_async shape rows (`rules/matrix.ron`).
        pub wgmma: List<WgmmaRow>,
        /// tcgen05 shape rows (`rules/matrix.ron`).
        pub tcgen05: List<Tcgen05Row>,
        /// libNVVM's verifier mode by target triple, first match wins (`rules/profiles.ron`).
        pub modes: List<ModeRule>,
        /// The spellings of the launch properties (`rules/functions.ron`).
        pub launch_properties: List<LaunchProperty>,
        /// Device-side launch entry points (`rules/abi.ron`).
        pub launch_calls: List<LaunchCall>,
    }
}

model_struct! {
    /// A triple whose architecture is one of `arch` or whose last component is one of `api`
    /// selects `mode`; a triple no row matches is `Standard`.
    pub struct ModeRule {
        pub mode: Mode,
        #[serde(default)]
        pub arch: List<Str>,
        #[serde(default)]
        pub api: List<Str>,
        pub evidence: List<Evidence>,
    }
}

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

model_struct! {
    /// One SM number and its variants. `sm: 100, ptx: "8.6", a: "8.6", f: "8.8"` defines the
    /// targets `sm_100`, `sm_100a` and `sm_100f` with those minimum PTX versions.
    ///
    /// Implication (LLVM's feature lattice): a base target `sm_N` satisfies every base `sm_M` with
    /// `M <= N` (an "onion"); `sm_Nf` satisfies `sm_N` and every `sm_Mf` of its family with
    /// `M <= N`; `sm_Na` satisfies `sm_Nf` (or `sm_N` where there is no `f`) and itself.
    pub struct TargetRow {
        /// The SM number (`90` for sm_90).
        pub sm: u32,
        /// Architecture (family) name: "Hopper", "Blackwell", …
        pub arch: Str,
        /// Minimum PTX ISA version of the base target, as "X.Y".
        pub ptx: Str,
        /// The `a` (architecture-specific) variant and its minimum PTX, if it exists.
        #[serde(default)]
        pub a: Option<Str>,
        /// The `f` (family-specific) variant and its minimum PTX, if it exists.
        #[serde(default)]
        pub f: Option<Str>,
        /// The family the `f`/`a` variants belong to, named by its first member's `f` target:
        /// "sm_100f" for sm_100, sm_103 and sm_107. Required when `f` is given.
        #[serde(default)]
        pub family: Option<Str>,
        /// Other spellings of this SM (variants follow: `sm_101` → `sm_110`, `sm_101a` → `sm_110a`).
        #[serde(default)]
        pub aliases: List<Str>,
        /// First CUDA toolkit that knows the base target, e.g. "12.8" (informational).
        #[serde(default)]
        pub cuda: Option<Str>,
        /// Kernel-parameter ABI facts.
        #[serde(default)]
        pub abi: TargetAbi,
        /// The most resident threads per SM (ptxas ignores `.minnctapersm` when `.maxntid` ×
        /// `.minnctapersm` exceeds it).
        #[serde(default)]
        pub threads_per_sm: Option<u32>,
        /// Free text shown by `nvverify targets`.
        #[serde(default)]
        pub notes: Str,
        /// Where the row's facts come from.
        #[serde(default)]
        pub evidence: List<Evidence>,
    }
}

model_struct! {
    /// Pointer ABI facts the parameter-space sizer needs.
    #[serde(default)]
    pub struct TargetAbi {
        /// Bytes a shared-memory (`addrspace(3)`) pointer occupies in kernel parameter space.
        pub shared_ptr_param_bytes: u32,
        /// Bytes any other pointer occupies in kernel parameter space (nvptx64).
        pub ptr_param_bytes: u32,
    }
}

impl Default for TargetAbi {
    fn default() -> Self {
        TargetAbi {
            shared_ptr_param_bytes: 8,
            ptr_param_bytes: 8,
        }
    }
}

model_unit_enum! {
    /// The kind of a target spelling.
    pub enum Variant {
        /// `sm_90`: portable to every later SM.
        Base,
        /// `sm_100f`: portable within its family.
        Family,
        /// `sm_90a`: this exact chip only.
        Arch,
    }
}

// ---------------------------------------------------------------------------------------------
// Requirements (SM/PTX gates)
// ---------------------------------------------------------------------------------------------

model_struct! {
    /// One way of satisfying a requirement: the target satisfies one of `sm` (LLVM feature
    /// spellings: `"sm_90"` = sm_90 or any later target, `"sm_100f"` = the sm_100f family incl.
    /// its `a` variants, `"sm_90a"` = exactly sm_90a; `"any"` = every target), and the PTX version
    /// is at least `ptx` (and below `ptx_below`, when given).
    pub struct Requirement {
        pub sm: List<Str>,
        #[serde(default)]
        pub ptx: Option<Str>,
        #[serde(default)]
        pub ptx_below: Option<Str>,
    }
}

// ---------------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------------

model_struct! {
    /// A consumer contract, selected with `--profile NAME[:PARAM_LIMITS]`.
    pub struct ProfileDef {
        /// `nvvm` or `llvm` (kebab-case).
        pub name: Str,
        pub summary: Str,
        pub description: Str,
        /// The `param_limits` table used when `--profile` names none.
        pub param_limits: Str,
        /// Where the PTX version comes from: the toolkit's (libNVVM always emits its own newest
        /// PTX) or the module's `target-features` (`+ptxNN`), falling back to the target's minimum.
        pub ptx_source: PtxSource,
        /// The PTX version assumed for `ptx_source: Toolkit` ("9.5" for CUDA 13.5).
        #[serde(default)]
        pub toolkit_ptx: Option<Str>,
        /// The target checked when neither `--target` nor the module's `"target-cpu"` names one.
        pub default_target: Str,
        /// LLVM major versions whose NVPTX back end consumes this profile's IR (`--llvm N`),
        /// oldest first; the newest is the default. Empty: no LLVM version applies.
        #[serde(default)]
        pub llvm_versions: List<u32>,
    }
}

model_unit_enum! {
    /// Where a profile takes the PTX version from.
    pub enum PtxSource {
        /// The tool chain chooses (libNVVM): PTX gates never fire.
        Toolkit,
        /// The module's `"target-features"="+ptxNN"`, else the target's minimum PTX.
        Module,
    }
}

model_struct! {
    /// A parameter-space limit table: the last step whose `from` the target satisfies (and whose
    /// `ptx`, when given, the PTX version reaches) gives the limit in bytes.
    pub struct ParamLimitDef {
        /// `default`, `legacy`, `tileiras`.
        pub name: Str,
        pub summary: Str,
        pub steps: List<ParamStep>,
        pub evidence: List<Evidence>,
    }
}

model_struct! {
    /// One step of a parameter-limit table.
    pub struct ParamStep {
        /// A base target spelling: the step applies to that SM and every later one.
        pub from: Str,
        /// Minimum PTX version for the step (e.g. 8.1 for the 32764-byte limit).
        #[serde(default)]
        pub ptx: Option<Str>,
        /// The limit in bytes.
        pub bytes: u32,
    }
}

model_struct! {
    /// One inference rule: when `when` holds for the module, its profile is `profile`.
    pub struct InferenceRule {
        pub when: InferWhen,
        pub profile: Str,
        /// Why (shown by `nvverify check` next to the inferred profile).
        pub reason: Str,
    }
}

/// A module property used to infer the profile.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub enum InferWhen {
    /// The module uses typed pointers (`i32*`, `%T addrspace(1)*`): the LLVM 7 dialect.
    TypedPointers,
    /// The data layout string starts with this text.
    DataLayoutPrefix(Str),
    /// The module has no data layout.
    NoDataLayout,
    /// Always (the fallback).
    Always,
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

model_unit_enum! {
    /// Default severity of a rule.
    pub enum Severity { Error, Warning, Note }
}

model_unit_enum! {
    /// libNVVM's verifier mode (context offset 0 in seed 001).
    pub enum Mode {
        /// Ordinary NVVM IR (the default).
        Standard,
        /// UnifiedNVVMIR.
        Unified,
    }
}

/// Where a fact comes from.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub enum Evidence {
    /// A real tool was run and did this (`rules/…` cite `shared/research/oracles.md`).
    Oracle {
        /// e.g. "libnvvm-13.5 verify", "libnvvm-13.5 compile compute_100", "ptxas-13.5", "llc-19".
        tool: Str,
        /// Where the run is recorded, e.g. "oracles.md §1.2".
        section: Str,
        /// What the tool printed or did.
        observed: Str,
    },
    /// Only a specification says so: the seed file (e.g. "seeds/001_4d7a2b6e15f028f8.txt").
    SpecOnly(Str),
    /// Upstream LLVM/MLIR source tables, as summarised in `research/llvm-nvptx-facts.md` (§ given).
    Upstream(Str),
}

model_struct! {
    /// One rule record.
    pub struct Rule {
        /// Stable code, never reused: NV0xxx front end, NV1xxx module, NV2xxx globals,
        /// NV3xxx functions, NV4xxx intrinsics, NV5xxx matrix ops, NV6xxx instructions,
        /// NV7xxx kernel ABI.
        pub code: Str,
        /// kebab-case name describing the bad pattern.
        pub name: Str,
        pub severity: Severity,
        /// One line.
        pub summary: Str,
        pub rationale: Str,
        /// The message, with `{placeholders}` the engine fills (see [`Check::placeholders`]).
        pub message: Str,
        /// `true` when `message` is NVIDIA's text verbatim (typos included).
        #[serde(default)]
        pub verbatim: bool,
        /// Profiles the rule applies to (`nvvm`, `llvm`).
        pub profiles: List<Str>,
        pub evidence: List<Evidence>,
        pub check: Check,
        /// The check fires only where the target (and PTX version) does not meet this:
        /// alternatives, as in `intrinsics:`. Empty: no requirement.
        #[serde(default)]
        pub require: List<Requirement>,
        /// The rule applies only where the target meets this (alternatives, as `require`):
        /// `require` then says what the construct needs beyond it.
        #[serde(default)]
        pub applies_on: List<Requirement>,
        /// A known fix, shown as `help:`; may use the message's placeholders and
        /// `{required_target}` (the first target the requirement names).
        #[serde(default)]
        pub help: Option<Str>,
        /// The LLVM versions whose llc behaves as the rule says (`"19..=21"`, `">=22"`, `"19"`),
        /// where llc's acceptance changed between versions; none: every version.
        #[serde(default)]
        pub llvm: Option<Str>,
        /// Lowered: `require`'s gate (an index into the tables' gates).
        #[serde(skip)]
        pub gate: Option<u32>,
        /// Lowered: `applies_on`'s gate.
        #[serde(skip)]
        pub applies_gate: Option<u32>,
        /// Lowered: `llvm` as an inclusive range of major versions.
        #[serde(skip)]
        pub llvm_range: Option<(u32, u32)>,
    }
}

// ---------------------------------------------------------------------------------------------
// Intrinsic families
// ---------------------------------------------------------------------------------------------

model_struct! {
    /// One intrinsic family: the names it covers, what it needs, its operand constraints.
    ///
    /// Lookup: exact names first, then the longest matching prefix pattern. A pattern ending
    /// in `*` is a prefix; any other pattern is an exact name.
    pub struct IntrinsicFamily {
        /// Unique kebab-case id, e.g. "barrier-cluster".
        pub family: Str,
        pub summary: Str,
        /// Name patterns: `"llvm.nvvm.barrier.cluster.arrive"` (exact) or
        /// `"llvm.nvvm.cp.async.bulk.tensor.*"` (prefix).
        pub patterns: List<Str>,
        /// What the target/PTX must satisfy (alternatives). Empty: no requirement (a known,
        /// ungated intrinsic).
        #[serde(default)]
        pub requires: List<Requirement>,
        /// The rule reporting a target miss (default "NV4001").
        #[serde(default)]
        pub code: Option<Str>,
        /// The rule reporting a PTX miss (default "NV4002").
        #[serde(default)]
        pub ptx_code: Option<Str>,
        /// A message overriding the rule's (NVIDIA's own text for this family).
        #[serde(default)]
        pub message: Option<Str>,
        /// When set, the family is rejected outright by this rule (its profiles say where).
        #[serde(default)]
        pub reject: Option<Str>,
        #[serde(default)]
        pub operands: List<OperandConstraint>,
        pub evidence: List<Evidence>,
    }
}

model_struct! {
    /// One operand constraint of an intrinsic family.
    pub struct OperandConstraint {
        /// The rule reporting a violation; its check is `IntrinsicOperand(kind)`.
        pub code: Str,
        pub kind: OperandKind,
        /// Argument index (0-based); ignored for `PointerWidth` and `SingleBranchUse`.
        #[serde(default)]
        pub arg: u32,
        /// `Range`: bounds and step (step 1 when absent).
        #[serde(default)]
        pub min: Option<i64>,
        #[serde(default)]
        pub max: Option<i64>,
        #[serde(default)]
        pub step: Option<i64>,
        /// `AddrSpace`/`NotAddrSpace`: address spaces; `IntWidth`: widths; `PointerWidth`: [bits].
        #[serde(default)]
        pub values: List<u32>,
        /// `Range`: the rule reporting an off-step value (defaults to `code`).
        #[serde(default)]
        pub step_code: Option<Str>,
        /// A message overriding the rule's (NVIDIA's text for this intrinsic).
        #[serde(default)]
        pub message: Option<Str>,
    }
}

// ---------------------------------------------------------------------------------------------
// Matrix tables
// ---------------------------------------------------------------------------------------------

model_unit_enum! {
    /// A matrix operation family.
    pub enum MatrixOp {
        /// `llvm.nvvm.wmma.*.mma.*`
        Wmma,
        /// `llvm.nvvm.wmma.*.load.*` / `.store.*`
        WmmaLdSt,
        /// `llvm.nvvm.mma.*` (dense)
        Mma,
        /// `llvm.nvvm.mma.sp.*` / `llvm.nvvm.mma.sp.ordered.metadata.*`
        MmaSp,
        /// `llvm.nvvm.mma.block.scale.*`
        MmaBlockScale,
        /// `llvm.nvvm.mma.sp.ordered.metadata.block.scale.*`
        MmaSpBlockScale,
        /// `llvm.nvvm.ldmatrix.sync.aligned.*`
        Ldmatrix,
        /// `llvm.nvvm.stmatrix.sync.aligned.*`
        Stmatrix,
    }
}

model_struct! {
    /// The geometries known for an operation. A row outside them is a validation error.
    pub struct GeometrySet {
        pub op: MatrixOp,
        pub geoms: List<Str>,
    }
}

model_unit_enum! {
    /// Allowed layouts of a matrix row.
    pub enum Layouts {
        /// Only A row-major, B column-major (`row.col`).
        RowCol,
        /// Any of row/col for A and B.
        Any,
        /// Load/store: the fragment's single layout, any of row/col.
        Either,
        /// Load/store: A row, B col (sub-byte types).
        ARowBCol,
        /// ldmatrix/stmatrix: `.trans` optional.
        TransOptional,
        /// ldmatrix/stmatrix: `.trans` required.
        TransRequired,
        /// ldmatrix/stmatrix: `.trans` not allowed.
        TransForbidden,
    }
}

model_struct! {
    /// One legality row, expanded by tablegen into the cartesian product of its lists
    /// (geometry × fragment × A × B × C × D × modifier), minus `exclude_cd` pairs.
    pub struct MatrixRow {
        pub op: MatrixOp,
        pub geoms: List<Str>,
        /// Load/store fragments: `a`, `b`, `c`, `d` (wmma) or `x1`, `x2`, `x4` (ldmatrix).
        #[serde(default)]
        pub frags: List<Str>,
        /// A element types (for loads/stores and ldmatrix: the element type).
        pub a: List<Str>,
        /// B element types; empty = same as A.
        #[serde(default)]
        pub b: List<Str>,
        /// C element types (empty for loads/stores).
        #[serde(default)]
        pub c: List<Str>,
        /// D element types; empty = same as C.
        #[serde(default)]
        pub d: List<Str>,
        /// (C, D) pairs that are not legal.
        #[serde(default)]
        pub exclude_cd: List<(Str, Str)>,
        pub layouts: Layouts,
        /// Modifier variants, each one a key of its own: "" (none), "satfinite", "rn", "rz",
        /// "rm", "rp", "xor.popc", "and.popc", "kind::f8f6f4", "mxf4", "mxf4nvf4.scale_4x.ue4m3", …
        #[serde(default)]
        pub modifiers: List<Str>,
        pub requires: List<Requirement>,
        pub evidence: List<Evidence>,
    }
}

model_struct! {
    /// Fragment register list: `geom:frag:type` → `count` × `ty` (IntrinsicsNVVM.td WMMA_REGS).
    pub struct FragmentRow {
        /// Dense (`false`) or sparse (`true`) MMA fragments.
        #[serde(default)]
        pub sparse: bool,
        pub geoms: List<Str>,
        pub frag: Str,
        pub types: List<Str>,
        pub count: u32,
        /// LLVM type of one register: `i32`, `float`, `double`, `<2 x half>`.
        pub ty: Str,
    }
}

model_struct! {
    /// wgmma.mma_async: A/B types × D types with the required K and the allowed N values.
    pub struct WgmmaRow {
        pub ab: List<Str>,
        pub d: List<Str>,
        pub m: u32,
        pub k: u32,
        /// Allowed N: `n_min..=n_max` in steps of `n_step`, plus `n_extra`.
        pub n_min: u32,
        pub n_max: u32,
        pub n_step: u32,
        #[serde(default)]
        pub n_extra: List<u32>,
        /// Transposed layouts allowed.
        #[serde(default)]
        pub transpose: bool,
        pub requires: List<Requirement>,
        pub evidence: List<Evidence>,
    }
}

model_unit_enum! {
    /// tcgen05 operations with shape tables.
    pub enum Tcgen05Op { Cp, Ld, St }
}

model_struct! {
    /// tcgen05 shape row.
    pub struct Tcgen05Row {
        pub op: Tcgen05Op,
        pub shape: Str,
        /// cp: multicast qualifier the shape requires ("" = none, "warpx2::02_13", …);
        /// ld/st: repeat counts (`x1`, `x2`, …) encoded as strings.
        #[serde(default)]
        pub multicast: List<Str>,
        #[serde(default)]
        pub nums: List<u32>,
        /// cp: source formats allowed ("" = plain b8x16…).
        #[serde(default)]
        pub src_formats: List<Str>,
        pub requires: List<Requirement>,
        pub evidence: List<Evidence>,
    }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

impl Evidence {
    /// One line: `oracle libnvvm-13.5 verify (oracles.md §1.2): …`, `spec-only seeds/…`.
    pub fn describe(&self) -> String {
        match self {
            Evidence::Oracle {
                tool,
                section,
                observed,
            } => {
                format!("oracle {tool} ({section}): {observed}")
            }
            Evidence::SpecOnly(s) => format!("spec-only {s}"),
            Evidence::Upstream(s) => format!("upstream {s}"),
        }
    }
}
