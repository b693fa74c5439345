//! The lowered rule tables and their lookups.
//!
//! [`Tables`] is what both the build-time generated `static` and the run-time loader produce;
//! every index in it (sorted name lists, the prefix index with parent links, target bitsets) is
//! computed by tablegen, so a compiled and a loaded rule set answer every lookup identically.

use std::borrow::Cow;

use serde::Deserialize;

use crate::model::*;

/// A set of targets, one bit per index into [`Tables::targets`] (at most 128 targets).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub struct TargetSet(pub [u64; 2]);

impl TargetSet {
    pub const MAX: usize = 128;

    pub fn contains(&self, t: TargetId) -> bool {
        let i = t.0 as usize;
        i < Self::MAX && self.0[i / 64] & (1u64 << (i % 64)) != 0
    }
    pub fn insert(&mut self, t: TargetId) {
        let i = t.0 as usize;
        self.0[i / 64] |= 1u64 << (i % 64);
    }
    pub fn union(&self, o: &TargetSet) -> TargetSet {
        TargetSet([self.0[0] | o.0[0], self.0[1] | o.0[1]])
    }
    pub fn intersects(&self, o: &TargetSet) -> bool {
        self.0[0] & o.0[0] != 0 || self.0[1] & o.0[1] != 0
    }
    pub fn is_empty(&self) -> bool {
        self.0 == [0, 0]
    }
    /// Member indices, ascending.
    pub fn iter(&self) -> impl Iterator<Item = TargetId> + '_ {
        (0..Self::MAX as u32)
            .map(TargetId)
            .filter(|t| self.contains(*t))
    }
}

impl crate::emit::Emit for TargetSet {
    fn type_name() -> String {
        "TargetSet".into()
    }
    fn emit(&self, cx: &mut crate::emit::Emitter) -> String {
        format!("TargetSet({})", self.0.emit(cx))
    }
}

/// Index into [`Tables::targets`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TargetId(pub u32);

model_struct! {
    /// One concrete target spelling (`sm_100`, `sm_100a`, `sm_100f`).
    pub struct Target {
        /// Canonical spelling: `sm_90a`.
        pub name: Str,
        pub sm: u32,
        pub variant: Variant,
        /// Architecture name ("Hopper").
        pub arch: Str,
        /// Family of `f`/`a` variants ("sm_100f"), "" for base targets and for sm_90a.
        pub family: Str,
        /// Minimum PTX version × 10 (7.8 → 78).
        pub min_ptx: u32,
        /// Other spellings resolving to this target (`sm_101a` for `sm_110a`).
        pub aliases: List<Str>,
        pub cuda: Str,
        pub abi: TargetAbi,
        /// The most resident threads per SM, where known.
        pub threads_per_sm: Option<u32>,
        pub notes: Str,
        /// The gate atoms (target spellings) this target satisfies, itself included.
        pub implies: TargetSet,
    }
}

model_struct! {
    /// A lowered requirement alternative.
    pub struct GateAlt {
        /// The atoms as written (`sm_90`, `sm_100f`, `sm_90a`, `any`), for messages.
        pub spelled: List<Str>,
        /// Targets satisfying one of the atoms.
        pub accepts: TargetSet,
        /// Minimum PTX × 10 (0: none).
        pub ptx: u32,
        /// PTX must be below this × 10 (0: no bound).
        pub ptx_below: u32,
    }
}

model_struct! {
    /// A lowered requirement: alternatives. No alternatives: no requirement.
    pub struct Gate {
        pub alts: List<GateAlt>,
    }
}

impl Gate {
    /// `true` when there is no requirement.
    pub fn is_unconditional(&self) -> bool {
        self.alts.is_empty()
    }
    /// Does the target satisfy one of the alternatives' target sets?
    pub fn accepts(&self, t: TargetId) -> bool {
        self.alts.is_empty() || self.alts.iter().any(|a| a.accepts.contains(t))
    }
    /// Does the target with this PTX version (× 10) satisfy an alternative completely?
    pub fn accepts_with_ptx(&self, t: TargetId, ptx: u32) -> bool {
        self.alts.is_empty()
            || self.alts.iter().any(|a| {
                a.accepts.contains(t) && ptx >= a.ptx && (a.ptx_below == 0 || ptx < a.ptx_below)
            })
    }
    /// The lowest PTX (× 10) an alternative accepting `t` needs; `None` when none accepts `t`.
    pub fn required_ptx(&self, t: TargetId) -> Option<u32> {
        if self.alts.is_empty() {
            return Some(0);
        }
        self.alts
            .iter()
            .filter(|a| a.accepts.contains(t))
            .map(|a| a.ptx)
            .min()
    }
    /// Human description: `sm_90 or later (PTX 7.8)`, `sm_90a, or the sm_100f family`.
    pub fn describe(&self) -> String {
        if self.alts.is_empty() {
            return "any target".into();
        }
        let parts: Vec<String> = self
            .alts
            .iter()
            .map(|a| {
                let atoms: Vec<String> = a.spelled.iter().map(|s| describe_atom(s)).collect();
                let mut s = atoms.join(" or ");
                if a.ptx != 0 {
                    s.push_str(&format!(" with PTX {}", fmt_ptx(a.ptx)));
                }
                if a.ptx_below != 0 {
                    s.push_str(&format!(" below PTX {}", fmt_ptx(a.ptx_below)));
                }
                s
            })
            .collect();
        parts.join("; or ")
    }
}

/// `sm_90` → "sm_90 or later", `sm_100f` → "the sm_100f family", `sm_90a` → "sm_90a".
pub fn describe_atom(atom: &str) -> String {
    if atom == "any" {
        "any target".into()
    } else if atom.ends_with('f') {
        format!("the {atom} family")
    } else if atom.ends_with('a') {
        atom.to_string()
    } else {
        format!("{atom} or later")
    }
}

/// 78 → "7.8".
pub fn fmt_ptx(v: u32) -> String {
    format!("{}.{}", v / 10, v % 10)
}

model_struct! {
    /// A lowered intrinsic family.
    pub struct Family {
        pub def: IntrinsicFamily,
        pub gate: Gate,
    }
}

model_struct! {
    /// One prefix pattern (without its `*`) of the intrinsic prefix index, sorted by `prefix`.
    /// `parent` is the index of the longest other prefix entry that is a prefix of this one
    /// (`u32::MAX`: none).
    pub struct PrefixEntry {
        pub prefix: Str,
        pub family: u32,
        pub parent: u32,
    }
}

model_struct! {
    /// A lowered parameter-limit step: targets satisfying `from`, PTX ≥ `ptx` → `bytes`.
    pub struct ParamStepL {
        pub from: Str,
        pub accepts: TargetSet,
        pub ptx: u32,
        pub bytes: u32,
    }
}

model_struct! {
    /// A lowered parameter-limit table.
    pub struct ParamLimit {
        pub name: Str,
        pub summary: Str,
        pub steps: List<ParamStepL>,
        pub evidence: List<Evidence>,
    }
}

model_struct! {
    /// One expanded matrix legality entry. Fields not used by the operation are "".
    /// `layout`: "row.col"/"col.row"/… (mma), "row"/"col" (wmma load/store), ""/"trans"
    /// (ldmatrix/stmatrix).
    pub struct MatrixEntry {
        pub op: MatrixOp,
        pub geom: Str,
        pub frag: Str,
        pub a: Str,
        pub b: Str,
        pub c: Str,
        pub d: Str,
        pub layout: Str,
        pub modifier: Str,
        /// Index into [`Tables::gates`].
        pub gate: u32,
        /// The row's `message` for a target miss (NVIDIA's text), if any.
        pub message: Option<Str>,
    }
}

/// A matrix lookup key (what the engine decodes from an intrinsic name).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct MatrixKey<'a> {
    pub op: Option<MatrixOp>,
    pub geom: &'a str,
    pub frag: &'a str,
    pub a: &'a str,
    pub b: &'a str,
    pub c: &'a str,
    pub d: &'a str,
    pub layout: &'a str,
    pub modifier: &'a str,
}

/// The answer of [`Tables::matrix_lookup`].
#[derive(Debug, Clone, PartialEq)]
pub enum MatrixVerdict<'t> {
    /// Legal combination; check its gate.
    Known {
        entry: &'t MatrixEntry,
        gate: &'t Gate,
    },
    /// The geometry is not known for the operation (NV5001).
    UnknownGeometry,
    /// Geometry known, types not (NV5002).
    BadTypes,
    /// Types known, layout not (NV5003).
    BadLayout,
    /// Everything but the modifier known (NV5004).
    BadModifier,
}

model_struct! {
    /// A lowered wgmma row.
    pub struct WgmmaEntry {
        pub ab: List<Str>,
        pub d: List<Str>,
        pub m: u32,
        pub k: u32,
        pub ns: List<u32>,
        pub transpose: bool,
        pub gate: u32,
    }
}

/// The answer of [`Tables::wgmma_lookup`].
#[derive(Debug, Clone, PartialEq)]
pub enum WgmmaVerdict<'t> {
    Known {
        entry: &'t WgmmaEntry,
        gate: &'t Gate,
    },
    /// No row for these A/B/D types.
    BadTypes,
    /// Types known; M, N or K not legal (`detail` says which).
    BadShape { detail: String },
    /// Transposed layout for types that do not allow it.
    BadLayout,
}

model_struct! {
    /// A lowered tcgen05 row.
    pub struct Tcgen05Entry {
        pub op: Tcgen05Op,
        pub shape: Str,
        pub multicast: List<Str>,
        pub nums: List<u32>,
        pub src_formats: List<Str>,
        pub gate: u32,
    }
}

model_struct! {
    /// Everything tablegen produces.
    pub struct Tables {
        /// Rule file names (`targets.ron`, …), sorted.
        pub sources: List<Str>,
        /// Targets ordered by (SM, variant).
        pub targets: List<Target>,
        /// Every spelling (canonical and aliases) → target index, sorted by spelling.
        pub target_index: List<(Str, u32)>,
        pub profiles: List<ProfileDef>,
        pub param_limits: List<ParamLimit>,
        /// Compilers driving a profile's back end, per release range (`consumers:`).
        pub consumers: List<ConsumerDef>,
        pub inference: List<InferenceRule>,
        /// Rules sorted by code.
        pub rules: List<Rule>,
        /// Deduplicated gates referenced by index.
        pub gates: List<Gate>,
        /// Intrinsic families in source order.
        pub families: List<Family>,
        /// Exact intrinsic names → family, sorted.
        pub intrinsic_exact: List<(Str, u32)>,
        /// Prefix patterns, sorted, with parent links.
        pub intrinsic_prefixes: List<PrefixEntry>,
        pub geometries: List<GeometrySet>,
        /// Expanded matrix entries sorted by key.
        pub matrix: List<MatrixEntry>,
        /// Number of source matrix rows.
        pub matrix_rows: u32,
        pub fragments: List<FragmentRow>,
        pub wgmma: List<WgmmaEntry>,
        pub tcgen05: List<Tcgen05Entry>,
        /// libNVVM's verifier mode by triple (`rules/profiles.ron`, `modes:`).
        pub modes: List<ModeRule>,
        /// The launch-property spellings (`rules/functions.ron`, `launch_properties:`).
        pub launch_properties: List<LaunchProperty>,
        /// Device-side launch entry points (`rules/abi.ron`, `launch_calls:`).
        pub launch_calls: List<LaunchCall>,
        /// Immediate arguments of intrinsics, sorted by intrinsic then argument.
        pub immediate_args: List<crate::model::ImmArgRow>,
        /// Intrinsic signatures by argument name, sorted by intrinsic.
        pub intrinsic_args: List<crate::model::IntrinsicArgs>,
        /// PTX instruction forms sorted by first token (`*` forms first), for inline PTX.
        pub ptx_forms: List<PtxFormEntry>,
        /// Intrinsic signatures sorted by name (`rules/intrinsic_signatures.ron`,
        /// `rules/nvvm_signatures.ron`), packed: see [`PackedSignature`].
        pub signatures: List<PackedSignature>,
        /// The signatures' names, one after another.
        pub signature_names: Str,
        /// The signatures' types, one list after another.
        pub signature_types: List<SigType>,
        /// Older intrinsic forms the readers upgrade, sorted by name and count
        /// (`rules/intrinsic_signatures.ron`, `intrinsic_upgrades:`).
        pub intrinsic_upgrades: List<crate::model::IntrinsicUpgrade>,
        /// Attributes that apply to one kind of type, sorted by attribute (each given once).
        pub attribute_types: List<crate::model::AttributeTypeRow>,
        /// Function attributes refused together, in source order.
        pub attribute_conflicts: List<crate::model::AttributeConflictRow>,
        /// Attributes of later LLVM releases than 7, sorted by attribute (each given once).
        pub attribute_since: List<crate::model::AttributeSinceRow>,
        /// Function attributes of later LLVM releases than 7, sorted by attribute.
        pub function_attribute_since: List<crate::model::AttributeSinceRow>,
        /// Per profile, the rules in force sorted by the construct they look at.
        pub plans: List<Plan>,
    }
}

model_struct! {
    /// A lowered [`PtxForm`]: its tokens and the gate (an index into [`Tables::gates`]).
    pub struct PtxFormEntry {
        /// The form as written, for messages.
        pub form: Str,
        /// The first token (`*` for any opcode).
        pub head: Str,
        /// The tokens after the first, in order.
        pub rest: List<Str>,
        pub gate: u32,
    }
}

impl PtxFormEntry {
    /// Does an instruction whose opcode tokens are `head` then `rest` match this form?
    pub fn matches<'a>(&self, head: &str, rest: impl IntoIterator<Item = &'a str>) -> bool {
        if self.head != "*" && self.head != head {
            return false;
        }
        let mut want = self.rest.iter();
        let mut next = want.next();
        for t in rest {
            match next {
                None => return true,
                Some(w) if **w == *t => next = want.next(),
                Some(_) => {}
            }
        }
        next.is_none()
    }
}

impl Tables {
    /// The forms whose first token is `head` (not the `*` forms).
    pub fn ptx_forms_for(&self, head: &str) -> &[PtxFormEntry] {
        let forms = &self.ptx_forms[..];
        let lo = forms.partition_point(|f| *f.head < *head);
        let hi = lo + forms[lo..].partition_point(|f| *f.head == *head);
        &forms[lo..hi]
    }
    /// The forms that match any opcode (`*.token`).
    pub fn ptx_wildcard_forms(&self) -> &[PtxFormEntry] {
        let forms = &self.ptx_forms[..];
        &forms[..forms.partition_point(|f| *f.head == *"*")]
    }
}

model_struct! {
    /// The rules in force for one profile, as indices into [`Tables::rules`] (code order),
    /// sorted by the construct each looks at: the engine walks a construct's list and never
    /// selects rules by code. An `AnyOf` rule is in the list of each of its parts' kinds.
    pub struct Plan {
        pub profile: Str,
        /// The LLVM major version the plan is for (rules whose `llvm` range excludes it are
        /// left out); none for a profile that names no LLVM versions.
        pub llvm: Option<u32>,
        pub module: List<u32>,
        pub global: List<u32>,
        pub function: List<u32>,
        pub launch: List<u32>,
        /// Instruction rules that name opcodes, sorted by opcode, and where each opcode's run
        /// starts (one entry per opcode of [`crate::vocab::OPCODES`] and one past the end).
        pub by_opcode: List<InstEntry>,
        pub opcode_start: List<u32>,
        /// Instruction rules for every opcode.
        pub any_opcode: List<InstEntry>,
        pub constant: List<u32>,
        pub call: List<u32>,
        pub intrinsic: List<u32>,
        pub matrix: List<u32>,
        pub param_space: List<u32>,
        pub inline_ptx: List<u32>,
        /// IR-validity rules (`Valid`), in code order.
        pub valid: List<u32>,
    }
}

model_struct! {
    /// One instruction check of the plan: the rule, which of its parts (an `AnyOf` has
    /// several), and what an instruction must have for its conditions to hold
    /// ([`crate::vocab::needs`]), and the address spaces its address-space conditions allow
    /// (bit `n` for space `n`; bit 63 for every space from 63 on).
    #[derive(Copy)]
    pub struct InstEntry {
        pub rule: u32,
        pub part: u32,
        pub needs: u32,
        pub spaces: u64,
        /// The opcode (an index into [`crate::vocab::OPCODES`]); `u32::MAX` for every opcode.
        pub opcode: u32,
    }
}

impl Plan {
    /// The plan of `profile` over `rules` (sorted by code).
    pub fn of(profile: &str, llvm: Option<u32>, rules: &[Rule]) -> Plan {
        let mut lists: [Vec<u32>; 11] = Default::default();
        let mut by_opcode: Vec<InstEntry> = Vec::new();
        let mut any_opcode: Vec<InstEntry> = Vec::new();
        for (i, r) in rules.iter().enumerate() {
            if !r.profiles.iter().any(|p| p == profile) {
                continue;
            }
            if let (Some(v), Some((lo, hi))) = (llvm, r.llvm_range) {
                if v < lo || v > hi {
                    continue;
                }
            }
            let parts: &[Check] = match &r.check {
                Check::AnyOf(parts) => parts,
                other => std::slice::from_ref(other),
            };
            for (part, check) in parts.iter().enumerate() {
                let slot = match check {
                    Check::FrontEnd | Check::AnyOf(_) => continue,
                    Check::Module(_) => 0,
                    Check::Global { .. } => 1,
                    Check::Function(_) => 2,
                    Check::Launch(_) => 3,
                    Check::Instruction {
                        opcode_ids, when, ..
                    } => {
                        let needs = when.iter().fold(0, |n, c| n | c.needs());
                        let spaces = when.iter().fold(u64::MAX, |m, c| m & c.spaces());
                        let entry = |opcode| InstEntry {
                            rule: i as u32,
                            part: part as u32,
                            needs,
                            spaces,
                            opcode,
                        };
                        if opcode_ids.is_empty() {
                            any_opcode.push(entry(u32::MAX));
                        } else {
                            by_opcode.extend(opcode_ids.iter().map(|&op| entry(op)));
                        }
                        continue;
                    }
                    Check::Constant(_) => 4,
                    Check::Call { .. } => 5,
                    Check::Intrinsic(_) => 6,
                    Check::Matrix(_) => 7,
                    Check::ParamSpace => 8,
                    Check::InlinePtx(_) => 9,
                    Check::Valid { .. } => 10,
                };
                if lists[slot].last() != Some(&(i as u32)) {
                    lists[slot].push(i as u32);
                }
            }
        }
        by_opcode.sort_by_key(|e| (e.opcode, e.rule, e.part));
        by_opcode.dedup();
        let opcode_start: Vec<u32> = (0..=crate::vocab::OPCODES.len() as u32)
            .map(|op| by_opcode.partition_point(|e| e.opcode < op) as u32)
            .collect();
        let [module, global, function, launch, constant, call, intrinsic, matrix, param_space, inline_ptx, valid] =
            lists.map(Cow::Owned);
        Plan {
            profile: Cow::Owned(profile.to_string()),
            llvm,
            module,
            global,
            function,
            launch,
            by_opcode: Cow::Owned(by_opcode),
            opcode_start: Cow::Owned(opcode_start),
            any_opcode: Cow::Owned(any_opcode),
            constant,
            call,
            intrinsic,
            matrix,
            param_space,
            inline_ptx,
            valid,
        }
    }

    /// The instruction rules naming opcode `op` (an index into [`crate::vocab::OPCODES`]).
    pub fn for_opcode(&self, op: u32) -> &[InstEntry] {
        let (Some(&start), Some(&end)) = (
            self.opcode_start.get(op as usize),
            self.opcode_start.get(op as usize + 1),
        ) else {
            return &[];
        };
        &self.by_opcode[start as usize..end as usize]
    }
}

/// Where an intrinsic name matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchKind {
    Exact,
    Prefix,
}

impl Tables {
    /// The rule with this code.
    pub fn rule(&self, code: &str) -> Option<&Rule> {
        self.rules
            .binary_search_by(|r| (*r.code).cmp(code))
            .ok()
            .map(|i| &self.rules[i])
    }

    /// Every rule code, in order.
    pub fn codes(&self) -> impl Iterator<Item = &str> + '_ {
        self.rules.iter().map(|r| &*r.code)
    }

    /// Rules applying to a profile, in code order.
    pub fn rules_for_profile<'a>(
        &'a self,
        profile: &'a str,
    ) -> impl Iterator<Item = &'a Rule> + 'a {
        self.rules
            .iter()
            .filter(move |r| r.profiles.iter().any(|p| p == profile))
    }

    /// The index of the argument `arg` of intrinsic `name` in a call of `arity` arguments: its
    /// position in the `intrinsic_args:` row of that name, when the row has that many arguments.
    pub fn named_arg(&self, name: &str, arity: usize, arg: &str) -> Option<usize> {
        let rows = &self.intrinsic_args[..];
        let at = rows.partition_point(|r| *r.intrinsic < *name);
        let row = rows.get(at).filter(|r| *r.intrinsic == *name)?;
        if row.args.len() != arity {
            return None;
        }
        row.args.iter().position(|a| **a == *arg)
    }

    /// The signature an intrinsic's name calls for: the row whose name is `name` less as many
    /// `.`-suffixes as the row has overloaded slots (`llvm.fma.f32` → `llvm.fma`, one slot).
    /// A name that only extends a row's name with other words (`llvm.memcpy.inline.…`) is
    /// not that row's, and neither is one whose suffixes are not type manglings (an older
    /// name LLVM's reader upgrades, `llvm.nvvm.foo.bar` beside an overloaded `llvm.nvvm.foo`).
    pub fn intrinsic_signature(&self, name: &str) -> Option<Signature<'_>> {
        self.intrinsic_signatures(name).next()
    }

    /// Every signature an intrinsic's name calls for (as [`Self::intrinsic_signature`]): one,
    /// or one per range of LLVM releases where the signature changed, in the order of `since`.
    pub fn intrinsic_signatures(&self, name: &str) -> impl Iterator<Item = Signature<'_>> {
        let rows = &self.signatures[..];
        let names = &self.signature_names[..];
        let name_of = |r: &PackedSignature| &names[r.name.0 as usize..r.name.1 as usize];
        let mut found: &[PackedSignature] = &[];
        let mut cut = name.len();
        let mut stripped = 0usize;
        loop {
            let base = &name[..cut];
            let at = rows.partition_point(|r| name_of(r) < base);
            if rows.get(at).is_some_and(|r| name_of(r) == base) {
                let end = at + rows[at..].partition_point(|r| name_of(r) == base);
                if rows[at].overloads as usize == stripped {
                    found = &rows[at..end];
                }
                break;
            }
            let Some(dot) = base.rfind('.') else { break };
            cut = dot;
            if !is_type_mangling(&base[cut + 1..]) {
                break;
            }
            stripped += 1;
        }
        let types = |(from, to): (u32, u32)| &self.signature_types[from as usize..to as usize];
        found.iter().map(move |row| Signature {
            intrinsic: name_of(row),
            ret: types(row.ret),
            params: types(row.params),
            since: (row.since != 0).then_some(row.since),
            until: (row.until != 0).then_some(row.until),
            attributed_params: row.attributed_params,
            upgrade_reads: row.upgrade_reads,
            libnvvm: row.libnvvm,
        })
    }

    /// The older form of the intrinsic `base` (a signature's name) with `params` parameters,
    /// if a reader upgrades one.
    pub fn intrinsic_upgrade(
        &self,
        base: &str,
        params: usize,
    ) -> Option<&crate::model::IntrinsicUpgrade> {
        let rows = &self.intrinsic_upgrades[..];
        let at = rows.partition_point(|r| (&*r.intrinsic, r.params as usize) < (base, params));
        rows.get(at)
            .filter(|r| &*r.intrinsic == base && r.params as usize == params)
    }

    /// The immediate arguments of an intrinsic, as a range of `immediate_args` (what a cache
    /// can keep): the rows of its exact name, else of the longest overloaded name
    /// (`llvm.nvvm.foo.*`) its name extends at a `.`.
    pub fn immediate_args_range(&self, name: &str) -> std::ops::Range<usize> {
        let rows = &self.immediate_args[..];
        // The rows of one key: two binary searches comparing whole strings (memcmp).
        let run = |key: &str| {
            let start = rows.partition_point(|r| *r.intrinsic < *key);
            let end = start + rows[start..].partition_point(|r| *r.intrinsic == *key);
            start..end
        };
        let exact = run(name);
        if !exact.is_empty() {
            return exact;
        }
        // The overloaded keys (`llvm.nvvm.foo.*`), longest first, built in one buffer.
        let mut key = String::with_capacity(name.len() + 1);
        let mut cut = name.len();
        while let Some(dot) = name[..cut].rfind('.') {
            key.clear();
            key.push_str(&name[..=dot]);
            key.push('*');
            let found = run(&key);
            if !found.is_empty() {
                return found;
            }
            cut = dot;
        }
        0..0
    }

    /// The family an intrinsic name belongs to: exact names first, then the longest prefix.
    /// Binary search plus a walk up the parent links: never rule by rule.
    pub fn intrinsic_family(&self, name: &str) -> Option<&Family> {
        self.intrinsic_lookup(name).map(|(f, _)| f)
    }

    /// [`Self::intrinsic_family`] and how it matched.
    pub fn intrinsic_lookup(&self, name: &str) -> Option<(&Family, MatchKind)> {
        self.intrinsic_lookup_id(name)
            .map(|(id, kind)| (&self.families[id as usize], kind))
    }

    /// [`Self::intrinsic_lookup`] as an index into `families` (what a cache can keep).
    pub fn intrinsic_lookup_id(&self, name: &str) -> Option<(u32, MatchKind)> {
        if let Ok(i) = self
            .intrinsic_exact
            .binary_search_by(|(n, _)| (**n).cmp(name))
        {
            return Some((self.intrinsic_exact[i].1, MatchKind::Exact));
        }
        let p = &self.intrinsic_prefixes;
        // Greatest prefix ≤ name, then its chain of prefix-parents.
        let mut i = match p.binary_search_by(|e| (*e.prefix).cmp(name)) {
            Ok(i) => i,
            Err(0) => return None,
            Err(i) => i - 1,
        } as u32;
        loop {
            let e = &p[i as usize];
            if name.starts_with(&*e.prefix) {
                return Some((e.family, MatchKind::Prefix));
            }
            if e.parent == u32::MAX {
                return None;
            }
            i = e.parent;
        }
    }

    /// The family with this id.
    pub fn family_by_id(&self, id: &str) -> Option<&Family> {
        self.families.iter().find(|f| f.def.family == id)
    }

    /// A target by canonical spelling or alias (`sm_90a`, `sm_101`); see
    /// [`Self::parse_target`] for the forms users type.
    pub fn target_id(&self, spelling: &str) -> Option<TargetId> {
        self.target_index
            .binary_search_by(|(n, _)| (**n).cmp(spelling))
            .ok()
            .map(|i| TargetId(self.target_index[i].1))
    }

    pub fn target(&self, id: TargetId) -> &Target {
        &self.targets[id.0 as usize]
    }

    /// Parses what users type: `sm_90`, `sm_90a`, `sm_100f`, `compute_90a`, `90a`,
    /// `-arch=sm_90a`, `--gpu-architecture=compute_90a`, `-mcpu=sm_90`, `--cuda-gpu-arch=sm_90`.
    /// Unknown spellings give an error naming close matches.
    pub fn parse_target(&self, input: &str) -> Result<TargetId, String> {
        let s = input.trim();
        let mut s = s;
        for opt in [
            "--gpu-architecture",
            "--gpu-name",
            "--cuda-gpu-arch",
            "--offload-arch",
            "-arch",
            "-mcpu",
            "-march",
            "-gencode",
            "--arch",
        ] {
            if let Some(rest) = s.strip_prefix(opt) {
                if let Some(v) = rest.strip_prefix('=') {
                    s = v;
                    break;
                }
                if rest.starts_with(char::is_whitespace) {
                    s = rest.trim_start();
                    break;
                }
            }
        }
        let lower = s.trim().to_ascii_lowercase();
        let core = lower
            .strip_prefix("sm_")
            .or_else(|| lower.strip_prefix("compute_"))
            .or_else(|| lower.strip_prefix("lto_"))
            .or_else(|| lower.strip_prefix("sm"))
            .unwrap_or(&lower);
        let canonical = format!("sm_{core}");
        if let Some(t) = self.target_id(&canonical) {
            return Ok(t);
        }
        let close = self.close_targets(&canonical);
        if close.is_empty() {
            Err(format!("unknown target `{input}`"))
        } else {
            Err(format!(
                "unknown target `{input}`; did you mean {}?",
                close.join(", ")
            ))
        }
    }

    /// Spellings within edit distance 2 of `spelling` (or with the same SM number), at most 5.
    fn close_targets(&self, spelling: &str) -> Vec<String> {
        let digits: String = spelling.chars().filter(|c| c.is_ascii_digit()).collect();
        let mut scored: Vec<(usize, &str)> = self
            .target_index
            .iter()
            .filter_map(|(n, _)| {
                let d = edit_distance(spelling, n);
                let same_sm = !digits.is_empty()
                    && n.chars().filter(|c| c.is_ascii_digit()).collect::<String>() == digits;
                (d <= 2 || same_sm).then_some((d, &**n))
            })
            .collect();
        scored.sort();
        scored
            .into_iter()
            .take(5)
            .map(|(_, n)| n.to_string())
            .collect()
    }

    /// Is target `t` in the set of targets this gate accepts? (alias of `gate.accepts`).
    pub fn gate_accepts(&self, gate: &Gate, t: TargetId) -> bool {
        gate.accepts(t)
    }

    /// A profile and parameter-limit table from `--profile NAME[:LIMITS]`.
    /// The consumer `spec` names: a record's name (`triton-3.6`), or `PRODUCER@VERSION`
    /// (`triton@3.6.0`, `triton@3.5.1+git1234`): the record of that producer whose releases hold
    /// VERSION, else the newest record below it (a release newer than the data knows is taken
    /// as the newest known).
    pub fn select_consumer(&self, spec: &str) -> Result<u32, String> {
        let known = || {
            let names: Vec<&str> = self.consumers.iter().map(|c| &*c.name).collect();
            names.join(", ")
        };
        let Some((producer, version)) = spec.split_once('@') else {
            return self
                .consumers
                .iter()
                .position(|c| c.name == spec)
                .map(|i| i as u32)
                .ok_or_else(|| {
                    format!(
                        "unknown consumer `{spec}` (known: {}; or PRODUCER@VERSION)",
                        known()
                    )
                });
        };
        let release = release_key(version)
            .ok_or_else(|| format!("consumer `{spec}`: `{version}` is not a release number"))?;
        let covers = |c: &ConsumerDef| {
            release_key(&c.from).is_some_and(|from| from <= release)
                && c.below
                    .as_deref()
                    .and_then(release_key)
                    .is_none_or(|below| release < below)
        };
        let of_producer = || {
            self.consumers
                .iter()
                .enumerate()
                .filter(|(_, c)| c.producer == producer)
        };
        of_producer()
            .find(|(_, c)| covers(c))
            .or_else(|| {
                of_producer()
                    .filter(|(_, c)| release_key(&c.from).is_some_and(|from| from <= release))
                    .max_by_key(|(_, c)| release_key(&c.from))
            })
            .map(|(i, _)| i as u32)
            .ok_or_else(|| format!("no consumer record covers `{spec}` (known: {})", known()))
    }

    pub fn select_profile(&self, spec: &str) -> Result<ProfileSel, String> {
        let (name, limits) = match spec.split_once(':') {
            Some((n, l)) => (n, Some(l)),
            None => (spec, None),
        };
        let p = self
            .profiles
            .iter()
            .position(|p| p.name == name)
            .ok_or_else(|| {
                let known: Vec<&str> = self.profiles.iter().map(|p| &*p.name).collect();
                format!("unknown profile `{name}` (known: {})", known.join(", "))
            })?;
        let lname = limits.unwrap_or(&self.profiles[p].param_limits);
        let l = self
            .param_limits
            .iter()
            .position(|l| l.name == lname)
            .ok_or_else(|| {
                let known: Vec<&str> = self.param_limits.iter().map(|l| &*l.name).collect();
                format!(
                    "unknown parameter-limit table `{lname}` (known: {})",
                    known.join(", ")
                )
            })?;
        Ok(ProfileSel {
            profile: p as u32,
            param_limits: l as u32,
        })
    }

    /// The profile the module's properties imply (first matching inference rule).
    pub fn infer_profile(&self, facts: &InferenceInput<'_>) -> Option<&InferenceRule> {
        self.inference.iter().find(|r| match &r.when {
            InferWhen::TypedPointers => facts.typed_pointers,
            InferWhen::DataLayoutPrefix(p) => {
                facts.data_layout.is_some_and(|dl| dl.starts_with(&**p))
            }
            InferWhen::NoDataLayout => facts.data_layout.is_none_or(str::is_empty),
            InferWhen::Always => true,
        })
    }

    /// Parameter-space limit in bytes for a target and PTX version (× 10) under a table.
    pub fn param_limit(&self, table: u32, t: TargetId, ptx: u32) -> Option<u32> {
        let tab = self.param_limits.get(table as usize)?;
        tab.steps
            .iter()
            .rev()
            .find(|s| s.accepts.contains(t) && ptx >= s.ptx)
            .map(|s| s.bytes)
    }

    /// Matrix legality of a decoded intrinsic.
    pub fn matrix_lookup(&self, k: &MatrixKey<'_>) -> MatrixVerdict<'_> {
        let m = &self.matrix;
        fn key(e: &MatrixEntry) -> MatrixKey<'_> {
            MatrixKey {
                op: Some(e.op),
                geom: &e.geom,
                frag: &e.frag,
                a: &e.a,
                b: &e.b,
                c: &e.c,
                d: &e.d,
                layout: &e.layout,
                modifier: &e.modifier,
            }
        }
        if let Ok(i) = m.binary_search_by(|e| key(e).cmp(k)) {
            let e = &m[i];
            return MatrixVerdict::Known {
                entry: e,
                gate: &self.gates[e.gate as usize],
            };
        }
        // Range of entries sharing a key prefix: sorted order makes each a contiguous run.
        let has = |f: &dyn Fn(&MatrixEntry) -> bool| m.iter().any(f);
        if !has(&|e| Some(e.op) == k.op && *e.geom == *k.geom) {
            return MatrixVerdict::UnknownGeometry;
        }
        let same_types = |e: &MatrixEntry| {
            Some(e.op) == k.op
                && *e.geom == *k.geom
                && *e.frag == *k.frag
                && *e.a == *k.a
                && *e.b == *k.b
                && *e.c == *k.c
                && *e.d == *k.d
        };
        if !has(&same_types) {
            return MatrixVerdict::BadTypes;
        }
        if !has(&|e| same_types(e) && *e.layout == *k.layout) {
            return MatrixVerdict::BadLayout;
        }
        MatrixVerdict::BadModifier
    }

    /// Is `geom` a known geometry of `op`?
    pub fn known_geometry(&self, op: MatrixOp, geom: &str) -> bool {
        self.geometries
            .iter()
            .any(|g| g.op == op && g.geoms.iter().any(|x| x == geom))
    }

    /// The fragment register list for `geom:frag:type` (`count`, LLVM type of one register).
    pub fn fragment(&self, sparse: bool, geom: &str, frag: &str, ty: &str) -> Option<(u32, &str)> {
        self.fragments
            .iter()
            .find(|f| {
                f.sparse == sparse
                    && f.frag == frag
                    && f.geoms.iter().any(|g| g == geom)
                    && f.types.iter().any(|t| t == ty)
            })
            .map(|f| (f.count, &*f.ty))
    }

    /// wgmma.mma_async legality: A, B, D types, M×N×K and whether a layout is transposed.
    pub fn wgmma_lookup(
        &self,
        a: &str,
        b: &str,
        d: &str,
        (m, n, k): (u32, u32, u32),
        transposed: bool,
    ) -> WgmmaVerdict<'_> {
        let row = self.wgmma.iter().find(|r| {
            r.ab.iter().any(|x| x == a) && r.ab.iter().any(|x| x == b) && r.d.iter().any(|x| x == d)
        });
        let Some(e) = row else {
            return WgmmaVerdict::BadTypes;
        };
        if m != e.m {
            return WgmmaVerdict::BadShape {
                detail: format!("M must be {}, not {m}", e.m),
            };
        }
        if k != e.k {
            return WgmmaVerdict::BadShape {
                detail: format!("K must be {} for .{a}, not {k}", e.k),
            };
        }
        if !e.ns.contains(&n) {
            return WgmmaVerdict::BadShape {
                detail: format!("N = {n} is not allowed for .{a}"),
            };
        }
        if transposed && !e.transpose {
            return WgmmaVerdict::BadLayout;
        }
        WgmmaVerdict::Known {
            entry: e,
            gate: &self.gates[e.gate as usize],
        }
    }

    /// tcgen05 row for an operation and shape.
    pub fn tcgen05_shape(&self, op: Tcgen05Op, shape: &str) -> Option<(&Tcgen05Entry, &Gate)> {
        self.tcgen05
            .iter()
            .find(|e| e.op == op && e.shape == shape)
            .map(|e| (e, &self.gates[e.gate as usize]))
    }
}

/// A selected profile (`--profile nvvm:legacy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProfileSel {
    /// Index into [`Tables::profiles`].
    pub profile: u32,
    /// Index into [`Tables::param_limits`].
    pub param_limits: u32,
}

/// What profile inference looks at.
#[derive(Debug, Clone, Copy, Default)]
pub struct InferenceInput<'a> {
    pub typed_pointers: bool,
    pub data_layout: Option<&'a str>,
}

/// Levenshtein distance.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let sub = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = sub.min(prev[j] + 1).min(cur[j - 1] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// A `Cow` helper for owned construction.
pub(crate) fn owned<T: Clone>(v: Vec<T>) -> Cow<'static, [T]> {
    Cow::Owned(v)
}

/// `"3.6"`, `"3.6.0"`, `"3.5.1+git9a8b"`, `"3.7.0rc1"` → `[3, 6]`, `[3, 6, 0]`, `[3, 5, 1]`,
/// `[3, 7, 0]`: the leading dotted numbers of a release, compared part by part (a missing part
/// counts as 0: `[3, 6]` equals `[3, 6, 0]`).
pub fn release_key(text: &str) -> Option<Vec<u32>> {
    let mut parts = Vec::new();
    for part in text.trim().split('.') {
        let digits = part.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            break;
        }
        parts.push(part[..digits].parse().ok()?);
        if digits < part.len() {
            break;
        }
    }
    while parts.len() > 1 && parts.last() == Some(&0) {
        parts.pop();
    }
    (!parts.is_empty()).then_some(parts)
}

model_struct! {
    /// One intrinsic signature of [`Tables::signatures`]: ranges into the tables'
    /// `signature_names` and `signature_types`, so that the compiled static holds no pointer
    /// per row (each pointer of a `static` is a relocation the loader applies at every start:
    /// the 2,500 NVVM rows as `IntrinsicSignature`s were 10,000 of them, +1% on a small module).
    pub struct PackedSignature {
        pub name: (u32, u32),
        pub ret: (u32, u32),
        pub params: (u32, u32),
        /// `IntrinsicSignature::since`, 0 for none.
        pub since: u32,
        /// `IntrinsicSignature::until`, 0 for none.
        pub until: u32,
        /// `IntrinsicSignature::attributed_params`, 0 for none.
        pub attributed_params: u32,
        /// `IntrinsicSignature::upgrade_reads`.
        pub upgrade_reads: Option<u32>,
        /// How many overloaded slots (`IntrinsicSignature::overloads`).
        pub overloads: u32,
        /// `IntrinsicSignature::libnvvm`: bit `path as u32` set for each path.
        pub libnvvm: u32,
    }
}

/// An intrinsic signature as [`Tables::intrinsic_signature`] finds it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Signature<'a> {
    pub intrinsic: &'a str,
    pub ret: &'a [SigType],
    pub params: &'a [SigType],
    pub since: Option<u32>,
    /// The last LLVM that has it ([`crate::model::IntrinsicSignature::until`]).
    pub until: Option<u32>,
    /// How many leading parameters LLVM 19's attributes of the intrinsic span
    /// ([`crate::model::IntrinsicSignature::attributed_params`]); 0: none.
    pub attributed_params: u32,
    /// How many of a call's arguments a later LLVM's reader reads when it rewrites the call
    /// ([`crate::model::IntrinsicSignature::upgrade_reads`]).
    pub upgrade_reads: Option<u32>,
    /// Bit `path as u32` set for each [`LibNvvmPath`] that judges by it.
    libnvvm: u32,
}

impl Signature<'_> {
    /// Whether libNVVM's front end `path` judges modules by this signature.
    pub fn judged_by(&self, path: crate::vocab::LibNvvmPath) -> bool {
        self.libnvvm & 1 << path as u32 != 0
    }

    /// Whether LLVM `llvm` has this signature (`since` ..= `until`).
    pub fn in_llvm(&self, llvm: u32) -> bool {
        self.since.is_none_or(|since| since <= llvm) && self.until.is_none_or(|until| llvm <= until)
    }
}

/// The signatures, sorted by name, packed into [`Tables::signatures`], `signature_names` and
/// `signature_types`.
pub(crate) fn pack_signatures(
    rows: &[crate::model::IntrinsicSignature],
) -> (Vec<PackedSignature>, String, Vec<SigType>) {
    let (mut packed, mut names, mut types) = (Vec::new(), String::new(), Vec::new());
    let push = |list: &[SigType], types: &mut Vec<SigType>| {
        let from = types.len() as u32;
        types.extend_from_slice(list);
        (from, types.len() as u32)
    };
    for r in rows {
        let from = names.len() as u32;
        names.push_str(&r.intrinsic);
        packed.push(PackedSignature {
            name: (from, names.len() as u32),
            ret: push(&r.ret, &mut types),
            params: push(&r.params, &mut types),
            since: r.since.unwrap_or(0),
            until: r.until.unwrap_or(0),
            attributed_params: r.attributed_params.unwrap_or(0),
            upgrade_reads: r.upgrade_reads,
            overloads: r.overloads() as u32,
            libnvvm: r.libnvvm.iter().fold(0, |m, p| m | 1 << *p as u32),
        });
    }
    (packed, names, types)
}

/// Whether `s` is one type as LLVM mangles it into an overloaded intrinsic's name
/// (`Intrinsic::getName`): `i32`, `f16`, `bf16`, `p1`, `p0i8` (typed), `v2f16`, `nxv4i32`,
/// `a4i32`, `sl_…` (a literal struct).
pub fn is_type_mangling(s: &str) -> bool {
    fn digits(s: &str) -> Option<&str> {
        let rest = s.trim_start_matches(|c: char| c.is_ascii_digit());
        (rest.len() < s.len()).then_some(rest)
    }
    if s.starts_with("sl_") {
        return true;
    }
    if matches!(
        s,
        "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" | "ppcf128"
    ) {
        return true;
    }
    if let Some(rest) = s.strip_prefix('i') {
        return digits(rest) == Some("");
    }
    if let Some(rest) = s.strip_prefix('p') {
        return digits(rest).is_some_and(|r| r.is_empty() || is_type_mangling(r));
    }
    let elems = s
        .strip_prefix("nxv")
        .or_else(|| s.strip_prefix('v'))
        .or_else(|| s.strip_prefix('a'));
    elems
        .and_then(digits)
        .is_some_and(|r| !r.is_empty() && is_type_mangling(r))
}

#[cfg(test)]
mod tests {
    use super::is_type_mangling;

    #[test]
    fn type_manglings_are_told_from_words() {
        for yes in [
            "i32",
            "i1",
            "f32",
            "bf16",
            "p0",
            "p1",
            "p0i8",
            "p3f32",
            "v2f16",
            "nxv4i32",
            "a4i32",
            "sl_i32i1s",
        ] {
            assert!(is_type_mangling(yes), "{yes}");
        }
        for no in [
            "i", "ftz", "f", "global", "popc", "p", "v2", "sync", "inc", "and", "aligned",
        ] {
            assert!(!is_type_mangling(no), "{no}");
        }
    }
}
