//! The check vocabulary: what a rule record's `check:` may say.
//!
//! A check is one *construct kind* (the module, a global value, a function, its launch
//! properties, an instruction, a constant, a call site) and a list of *conditions* over that
//! construct. A rule fires once for every way all its conditions hold (a condition that
//! matches several things, such as "one of these attributes", fires once per match), and
//! when the rule has a `require`ment, only where the target does not meet it. The table-driven
//! kinds (`Intrinsic`, `Matrix`, `ParamSpace`) take their rows from `intrinsics:`, `matrix:`,
//! `wgmma:`, `tcgen05:` and `param_limits:`.
//!
//! This file is the whole schema of the vocabulary: each kind and condition is declared
//! here once, with the placeholders it binds ([`Check::placeholders`]), and the engine
//! evaluates each kind in one file (`engine/src/checks/<kind>.rs`). `rules/README.md`
//! ("Adding a rule") walks through a new rule and a new condition.

use serde::Deserialize;

use crate::model::{List, Mode, Requirement, Str};

model_enum! {
    /// What the engine evaluates for a rule.
    pub enum Check {
        /// Reported by the parser (syntax errors, unreadable input); the engine evaluates nothing.
        FrontEnd,
        /// The module: every condition holds.
        Module(List<ModuleCond>),
        /// Global values of the kinds in `of` (variables, aliases, functions with declarations).
        Global {
            of: List<GlobalKind>,
            #[serde(default)]
            when: List<GlobalCond>,
        },
        /// Function definitions.
        Function(List<FunctionCond>),
        /// The launch properties of a function: one record normalised from the
        /// `!nvvm.annotations` and the `"nvvm.*"` attribute forms (`rules/functions.ron`,
        /// `launch_properties:`).
        Launch(List<LaunchCond>),
        /// Instructions with one of `opcodes` (empty: every instruction), and constant
        /// expressions with one of them.
        Instruction {
            #[serde(default)]
            opcodes: List<Str>,
            /// Lowered: the opcodes' indices in [`crate::vocab::OPCODES`].
            #[serde(skip)]
            opcode_ids: List<u32>,
            #[serde(default)]
            when: List<InstCond>,
        },
        /// A constant of one of these kinds in a function (`blockaddress`,
        /// `dso_local_equivalent`, `no_cfi`).
        Constant(List<Str>),
        /// Call sites whose callee is `callee`.
        Call {
            callee: Callee,
            #[serde(default)]
            when: List<CallCond>,
        },
        /// Several checks under one code: the rule fires where any of them does.
        AnyOf(List<Check>),
        /// Table-driven: the intrinsic families of `intrinsics:` that name the rule.
        Intrinsic(IntrinsicCheck),
        /// Table-driven: the rows of `matrix:`, `wgmma:`, `tcgen05:`, `fragments:`.
        Matrix(MatrixCheck),
        /// Table-driven: the kernel's parameters exceed the profile's `param_limits` table.
        ParamSpace,
        /// Table-driven: the instructions of inline PTX (`asm` strings) against the forms of
        /// `ptx_forms:` (`rules/ptx.ron`).
        InlinePtx(PtxCheck),
        /// IR validity: one rule of LLVM's parser or `Verifier`, evaluated by the visitors of
        /// `engine/src/checks/valid/`, in the dialects listed (empty: both). Where LLVM 7
        /// (libNVVM's NVVM IR) and modern LLVM word a verdict differently, a row per dialect
        /// gives each its text.
        Valid {
            check: ValidCheck,
            #[serde(default)]
            dialects: List<Dialect>,
            /// Under a profile that names the targets of libNVVM's NVVM 23 front end
            /// (`nvvm23_on`, the nvvm profile), the front ends that word the verdict so: NVVM 7
            /// (LLVM 7 based, below those targets) or NVVM 23; empty: both. Other profiles
            /// ignore it.
            #[serde(default)]
            libnvvm: List<LibNvvmPath>,
        },
    }
}

model_unit_enum! {
    /// The IR dialect a validity rule speaks for: which LLVM parses the function.
    pub enum Dialect {
        /// Typed pointers (`T*`): LLVM 7, libNVVM's NVVM 7 path.
        Typed,
        /// Opaque pointers (`ptr`): LLVM 19/22, libNVVM's NVVM 20+ path.
        Opaque,
    }
}

model_unit_enum! {
    /// A validity verdict of [`Check::Valid`]: one check of LLVM's parser (`LLParser`) or
    /// `Verifier`. Site and bindings are given per verdict.
    pub enum ValidCheck {
        /// `ret` whose value (or `void`) differs from the function's result type. Site: the
        /// `ret`. Binds `type` (the function's result type).
        ReturnType,
        /// A use of a local name that no parameter, instruction or block defines. Site: the
        /// use. Binds `name` (with its `%`).
        UndefinedValue,
        /// A local name defined twice. Site: the second definition. Binds `name` (no `%`).
        Redefined,
        /// A local used with another type than its definition's. Site: the use. Binds `name`
        /// (with its `%`), `defined` and `expected`.
        ValueType,
        /// A block that does not end in a terminator: the next label. Site: the label.
        MissingTerminator,
        /// A phi below a non-phi instruction of its block. Site: the phi.
        PhiNotGrouped,
        /// A phi whose incoming blocks are not exactly the block's predecessors. Site: the phi.
        PhiPredecessors,
        /// A branch back to the entry block. Site: the entry block's first instruction.
        EntryPredecessors,
        /// A use its definition does not dominate (a phi's use: at the end of the incoming
        /// block). Site: the using instruction.
        Dominance,
        /// An instruction other than a phi that uses its own result, in a block the entry
        /// reaches (LLVM lets unreachable code refer to itself). Site: the instruction.
        SelfReference,
        /// Typed dialect: a call whose function type differs from the callee's. Site: the
        /// callee. Binds `callee` (with its `@`) and `type` (the callee's pointer type).
        CalleeType,
        /// Opaque dialect: a call of an intrinsic whose function type differs from the
        /// intrinsic's declaration. Site: the call.
        IntrinsicSignature,
        /// As `IntrinsicSignature`, the verifier's first words on it (the declaration's use is
        /// not a call of it). Site: the call.
        IntrinsicUser,
        /// An integer operation on floating point values or the reverse. Site: the operand
        /// type.
        OperandType,
        /// `icmp` on non-integer (non-pointer) operands. Site: the operand.
        IcmpOperands,
        /// `fcmp` on non-floating-point operands. Site: the operand.
        FcmpOperands,
        /// A cast between types its opcode does not convert. Site: the operand. Binds `from`
        /// and `to`.
        CastTypes,
        /// `select` with a condition that is not `i1` or a vector of `i1`. Site: the condition.
        SelectCondition,
        /// `load` from an operand that is not a pointer. Site: the pointer operand.
        LoadPointer,
        /// `store` to an operand that is not a pointer. Site: the pointer operand.
        StorePointer,
        /// Typed dialect: a `load` or `getelementptr` whose explicit type differs from its
        /// pointer operand's pointee. Site: the instruction.
        ExplicitPointee,
        /// Typed dialect: a `store` whose value's type differs from the pointer's pointee.
        /// Site: the instruction.
        StorePointee,
        /// `alloca` of a type memory cannot hold (label, function, metadata, token). Site:
        /// the instruction.
        AllocaType,
        /// `alloca` with an element count that is not an integer. Site: the count.
        AllocaCount,
        /// `getelementptr` whose base is not a pointer (or a vector of pointers). Site: the
        /// base.
        GepBase,
        /// `getelementptr` with an index that is not an integer (or a vector of integers).
        /// Site: the index.
        GepIndexType,
        /// `getelementptr` indices that do not walk the source element type: a struct index
        /// that is not a constant `i32` in range, or an index into a scalar. Site: the base.
        GepIndices,
        /// `extractvalue`/`insertvalue` on a value that is not a struct or an array. Site:
        /// the aggregate. Binds `opcode`.
        AggregateOperand,
        /// `extractvalue`/`insertvalue` indices out of range of the aggregate's type. Site:
        /// the aggregate. Binds `opcode`.
        AggregateIndices,
        /// `insertvalue` of a value whose type differs from the field's. Site: the value.
        /// Binds `value` and `field` (the two types).
        InsertValueType,
        /// `extractelement` on a non-vector or with a non-integer index. Site: the vector.
        ExtractElementOperands,
        /// `insertelement` on a non-vector, of an element of another type or at a
        /// non-integer index. Site: the vector.
        InsertElementOperands,
        /// `shufflevector` whose inputs are not two vectors of one type, or whose mask is not
        /// a constant vector of `i32` below twice the input length. Site: the first input.
        ShuffleVectorOperands,
        /// An integer `atomicrmw` operation on a value that is not an integer. Site: the
        /// value. Binds `op`.
        RmwInteger,
        /// A floating-point `atomicrmw` operation on a value that is not floating point.
        /// Site: the value. Binds `op`.
        RmwFloat,
        /// `atomicrmw xchg` of a value that is not an integer, floating point or pointer.
        /// Site: the value.
        RmwXchg,
        /// Typed dialect: `atomicrmw` whose value's type differs from the pointee. Site: the
        /// value.
        RmwPointee,
        /// Typed dialect: `cmpxchg` whose compare value's type differs from the pointee.
        /// Site: the compare value.
        CmpXchgPointee,
        /// `cmpxchg` whose new value's type differs from the compare value's (typed: the
        /// pointee's). Site: the new value.
        CmpXchgNew,
        /// `cmpxchg` of a value that is not an integer or a pointer. Site: the instruction.
        CmpXchgType,
        /// `switch` on a value that is not an integer. Site: the value.
        SwitchCondition,
        /// A `switch` case that is not a constant integer. Site: the case value.
        SwitchCaseConstant,
        /// A `switch` case whose type differs from the condition's. Site: the `switch`.
        SwitchCaseType,
        /// A `switch` case value given twice. Site: the second one.
        SwitchDuplicate,
        /// A conditional `br` on a value that is not `i1`. Site: the condition.
        BranchCondition,
        /// A call that passes fewer arguments than its written function type's parameters.
        /// Site: the callee.
        CallTooFewArgs,
        /// A call that passes more arguments than its written (not varargs) function type's
        /// parameters. Site: the first extra argument.
        CallTooManyArgs,
        /// A call of an intrinsic whose declared result type does not match its signature
        /// (`rules/intrinsic_signatures.ron`). Site: the call.
        IntrinsicReturnType,
        /// A call of an intrinsic whose declared parameter types do not match its signature,
        /// or that declares more parameters than its signature has (LLVM's matcher runs out of
        /// types: the same verdict). Site: the call.
        IntrinsicArgType,
        /// A call of an intrinsic declared with another number of parameters than its
        /// signature, as libNVVM's NVVM 23 path judges it (after the result, before the
        /// parameters' types). Site: the call. Binds `expected`, `got` (the counts).
        IntrinsicArgCount,
        /// A call of an intrinsic declared (not varargs) with fewer parameters than its
        /// signature, as LLVM's matcher words it once the declared ones matched. Site: the
        /// call.
        IntrinsicTooFewArgs,
        /// A call of an intrinsic declared varargs (`...`) whose signature is not. Site: the
        /// call.
        IntrinsicVarArgs,
        /// A declaration of an intrinsic with fewer parameters than the attributes LLVM 19
        /// gives it span (`attributed_params` of its signature row), called or not. Site: the
        /// declaration.
        IntrinsicAttributeAfterLast,
        /// A call of an older form of an intrinsic that the consumer's reader rewrites onto
        /// the current signature (`intrinsic_upgrades:` with `call_args`), whose rewritten
        /// arguments do not have the types of the current form's parameters that are not
        /// overloaded (`llvm.memcpy` declared `(ptr, ptr, i64, i1, i32)`: its `i32` becomes
        /// the `i1` volatile flag). Site: the call.
        IntrinsicRewrittenArgType,
        /// A `naked` function (in its header or an attribute group) that uses one of its
        /// arguments. Site: the first used argument, in parameter order (once per function).
        NakedArgumentUse,
        /// A parameter or return attribute on a type it does not apply to
        /// (`rules/attributes.ron`, `attribute_types:`); the first such attribute of each
        /// parameter. Site: the attribute. Binds `attribute` (as LLVM prints it).
        AttributeType,
        /// Two function attributes given together that LLVM refuses together
        /// (`rules/attributes.ron`, `attribute_conflicts:`). Site: the function's attribute
        /// (or group reference) that brings the second. Binds `first` and `second`.
        AttributeConflict,
        /// A call-site parameter or return attribute on a type it does not apply to, as LLVM 7
        /// words it: the list of every attribute the type refuses (typed IR; modern IR's call
        /// sites report [`ValidCheck::AttributeType`]). Site: the attribute. Binds
        /// `incompatible`.
        AttributeTypeList,
        /// `immarg` on a parameter of a function that is not an intrinsic. Site: the attribute.
        ImmArgNotIntrinsic,
        /// A call passing a value that is not a constant integer or floating-point number to
        /// a parameter its intrinsic callee declares `immarg` (`llvm.nvvm.*` callees excepted:
        /// their immediate arguments are NVIDIA's rules, `rules/immargs.ron`; a plain function
        /// with `immarg` is [`ValidCheck::ImmArgNotIntrinsic`] at its declaration). Site: the
        /// argument.
        ImmArgNonImmediate,
        /// `immarg` on a call's argument whose callee's parameter is not `immarg`. Site: the
        /// attribute.
        ImmArgCallSiteOnly,
        /// A call without `!dbg`, in a function with a `DISubprogram`, of a function the
        /// module defines with one (not interposable: it could be inlined), in a module whose
        /// `!nvvmir.version` declares no debug-info version (the tools drop the debug info
        /// and go on). Site: the call.
        CallWithoutDbg,
        /// The same call in a module whose `!nvvmir.version` declares a debug-info version
        /// (its third and fourth operands), as NVVM IR with debug info does. Site: the call.
        CallWithoutDbgDebugVersion,
        /// `select` whose two values have different types (LLParser asks this before the
        /// condition). Site: the instruction.
        SelectTypes,
        /// A named result on an instruction that produces none (`store`, `fence`, a call of a
        /// `void` function, a terminator other than `invoke`/`callbr`). Site: the instruction.
        VoidResultNamed,
        /// An instruction's `align` that is not a power of two (`load`, `store`, `alloca`;
        /// opaque dialect: `cmpxchg`, `atomicrmw`). Site: the instruction.
        InstAlignNotPowerOfTwo,
        /// `load atomic` with `release` or `acq_rel`. Site: the instruction.
        AtomicLoadRelease,
        /// `store atomic` with `acquire` or `acq_rel`. Site: the instruction.
        AtomicStoreAcquire,
        /// `load atomic` without a non-zero `align`. Site: the instruction.
        AtomicLoadAlign,
        /// `store atomic` without a non-zero `align`. Site: the instruction.
        AtomicStoreAlign,
        /// `fence` with `monotonic` or `unordered`. Site: the instruction. Binds `ordering`.
        FenceWeakOrdering,
        /// `atomicrmw … unordered`. Site: the instruction.
        RmwUnordered,
        /// Opaque dialect (LLVM 13 on): `cmpxchg` whose success ordering is `unordered`.
        /// Site: the instruction.
        CmpXchgSuccessOrdering,
        /// Opaque dialect (LLVM 13 on): `cmpxchg` whose failure ordering is `unordered`,
        /// `release` or `acq_rel`. Site: the instruction.
        CmpXchgFailureOrdering,
        /// Typed dialect (LLVM 7): `cmpxchg` with an `unordered` ordering. Site: the instruction.
        CmpXchgUnordered,
        /// Typed dialect (LLVM 7): `cmpxchg` whose failure ordering is stronger than its
        /// success ordering. Site: the instruction.
        CmpXchgFailureStronger,
        /// Typed dialect (LLVM 7): `cmpxchg` whose failure ordering is `release` or `acq_rel`.
        /// Site: the instruction.
        CmpXchgFailureRelease,
        /// A function whose name starts with `llvm.` used other than as a call's callee or in
        /// metadata (`store ptr @llvm.fma.f32, ptr %p`, `call void @g(ptr @llvm.fma.f32)`).
        /// Site: the instruction.
        IntrinsicAsValue,
        /// The same use, as LLVM 13 and later (and libNVVM's NVVM 23 path) word its second
        /// refusal. Site: the instruction.
        IntrinsicAddress,
        /// The same use, as LLVM 7 (libNVVM's NVVM 7 path) words its second refusal. Site: the
        /// instruction.
        IntrinsicInvoke,
        /// A function header whose name an earlier function header of the module has (two
        /// `define`s, two `declare`s, or one of each). Site: the name. Binds `name`.
        FunctionRedefinition,
        /// A function header whose name an earlier global variable or alias of the module has.
        /// Site: the name. Binds `name` (with its `@`).
        FunctionAfterVariable,
        /// A reference to a metadata number (`!N`) that no node of the module defines, in a
        /// function (an attachment, an inline node). Site: the reference. Binds `name` (`!N`).
        UndefinedMetadata,
        /// A function header's `comdat($c)` (or bare `comdat`, named after the function) that
        /// no `$c = comdat …` of the module defines. Site: the `$c` (the keyword of a bare
        /// `comdat`). Binds `name` (with its `$`).
        UndefinedComdat,
        /// A global variable named with a pointer of another address space than its
        /// definition gives it (`ptr @g` for an `addrspace(3)` variable), the definition above
        /// the function (a backward reference), as an opaque-pointer reader judges it: modern
        /// IR, and typed IR on libNVVM's NVVM 23 path (which reads `T*` as `ptr`). Site: the
        /// `@name`. Binds `name` (with its `@`), `defined` (`ptr addrspace(N)`) and `expected`
        /// (the use's pointer type, spelled so).
        GlobalPointerType,
        /// As [`ValidCheck::GlobalPointerType`], in typed-pointer IR read by LLVM 7 (the NVVM 7
        /// path): the value type must match too. Binds `name`, `defined` (`T addrspace(N)*`)
        /// and `expected` (the use's type).
        GlobalValueType,
        /// A global variable named above its definition (a forward reference) with a type the
        /// definition does not give it: another address space for an opaque-pointer reader,
        /// another value type for LLVM 7 (which, for a forward reference only, lets the
        /// address space differ). LLVM's parser refuses it at the definition. Site: the
        /// `@name` of the use.
        GlobalForwardType,
        /// A global value named with a type that is not a pointer (`store i32 @g, …`): every
        /// reader's parser wants a pointer type before a `@name`. Site: the `@name`.
        GlobalNotPointer,
        /// An instruction the module's reader does not know: `fneg` (LLVM 8), `callbr` (9) or
        /// `freeze` (10) read by LLVM 7 (libNVVM's NVVM 7 path), `ptrtoaddr` (22) by LLVM 7
        /// or 19. The reader: LLVM 7 on the NVVM 7 path, the consumer's LLVM under the llvm
        /// profile (`reader_llvm`). Site: the instruction's keyword.
        OpcodeNewerThanReader,
        /// An `atomicrmw` operation the reader does not know (LLVM 7: the floating-point ones,
        /// LLVM 9 and later, and the wrapping and saturating ones; LLVM 19: those of LLVM 20).
        /// Site: the operation.
        RmwNewerThanReader,
        /// An instruction flag the reader does not know (LLVM 7: `nneg`, `disjoint`, a
        /// `trunc`'s `nuw`/`nsw`; LLVM 7 and 19: fast-math flags on `fpext`/`fptrunc`).
        /// Site: the flag.
        FlagNewerThanReader,
        /// `icmp samesign` (LLVM 20) read by LLVM 7 or 19, which want the predicate there.
        /// Site: `samesign`.
        SameSignNewerThanReader,
        /// A parameter attribute of a `define`/`declare` that the reader does not know
        /// (`rules/attributes.ron`, `attribute_since:`): the parser ends the parameter list
        /// there. Site: the attribute's keyword.
        ParamAttributeNewerThanReader,
        /// A call argument's attribute the reader does not know: the parser wants the value
        /// there. Site: the attribute's keyword.
        ArgAttributeNewerThanReader,
        /// A result attribute (of a `define`, `declare` or call) the reader does not know: the
        /// parser wants the result type there. Site: the attribute's keyword.
        ResultAttributeNewerThanReader,
        /// A function attribute written after a `define`'s parameter list that the reader
        /// does not know (`rules/attributes.ron`, `function_attribute_since:`): the parser
        /// wants the body's `{` there. Site: the attribute's keyword.
        FunctionAttributeNewerThanReader,
        /// The same after a `declare`'s parameter list: the declaration ends before it, and
        /// the parser wants the next top-level entity there. Site: the attribute's keyword.
        DeclarationAttributeNewerThanReader,
        // Verdicts on demand from here on, outside the per-function mask: judged once per
        // global or alias (`engine/src/checks/valid/globals.rs`), or at the metadata
        // attachments of a function's instructions (`metadata.rs`), whose visitors find their
        // rules when they first need them.
        /// A `common` global whose initializer is not all zero. Site: the initializer.
        CommonZeroInitializer,
        /// A `common` global marked `constant`. Site: the global's name.
        CommonConstant,
        /// A function attribute in an attribute group that the reader does not know
        /// (`rules/attributes.ron`, `function_attribute_since:`): the parser wants the group's
        /// `}` there. Site: the attribute's keyword.
        GroupAttributeNewerThanReader,
        /// An `appending` global whose value type is not an array. Site: the global's name.
        AppendingNotArray,
        /// An alias whose aliasee (through casts, GEPs and other aliases) is a declaration or
        /// an `available_externally` definition. Site: the aliasee.
        AliasDeclaration,
        /// An alias whose aliasee is neither a global value nor a constant expression
        /// (`null`, an integer). Site: the aliasee.
        AliaseeKind,
        /// Aliases that reach themselves again. Site: the aliasee, once per alias on the cycle.
        AliasCycle,
        /// An alias whose aliasee is an alias of interposable linkage (`weak`, `linkonce`,
        /// `common`, `extern_weak`). Site: the aliasee.
        AliasInterposable,
        /// An `available_externally` alias of a global value that is not
        /// `available_externally` (LLVM 12 and later). Site: the aliasee.
        AvailableExternallyAliasee,
        /// An alias with a linkage LLVM's parser refuses for aliases (`common`,
        /// `extern_weak`, `appending`). Site: the alias's name.
        AliasLinkage,
        /// An `available_externally` alias, a linkage LLVM 7's parser refuses for aliases.
        /// Site: the alias's name.
        AvailableExternallyAlias,
        /// `llvm.used`, `llvm.compiler.used`, `llvm.global_ctors` or `llvm.global_dtors`
        /// defined without `appending` linkage. Site: the global's name.
        IntrinsicGlobalLinkage,
        /// One of those globals with an array of the wrong element type (`llvm.used`: a
        /// pointer; the structors: `{ i32, ptr, ptr }`). Site: the global's name.
        IntrinsicGlobalType,
        /// An `llvm.used`/`llvm.compiler.used` initializer that is not an array of
        /// constants (`zeroinitializer`, `undef`, every member `null`). Site: the initializer.
        IntrinsicGlobalInitializer,
        /// An `llvm.used`/`llvm.compiler.used` member that is not a global value (through
        /// casts). Site: the member. Binds `name` (the list's name).
        UsedMember,
        /// An `llvm.used`/`llvm.compiler.used` member that is an unnamed global (`@0`).
        /// Site: the member. Binds `name`.
        UsedMemberUnnamed,
        /// A `llvm.global_ctors`/`llvm.global_dtors` element of the two-field form
        /// `{ i32, ptr }` (LLVM 15 and later require the third field). Site: the name.
        StructorTwoFields,
        /// A `@name` in a module-level item (a global's initializer, an alias, metadata) that
        /// no function, global variable or alias of the module defines. Site: the reference.
        /// Binds `name` (with its `@`).
        UndefinedGlobal,
        /// A global variable whose initializer uses an intrinsic (a function named `llvm.*`)
        /// as a value. Site: the global's name.
        IntrinsicInInitializer,
        /// A global variable or alias whose name an earlier global value of the module has (a
        /// function, a global variable or an alias). Site: the name. Binds `name` (with its
        /// `@`).
        GlobalRedefinition,
        /// The same reference in a context item: a metadata node, named metadata, the
        /// attachments of a global variable, alias or declaration. Site: the reference. Binds
        /// `name` (`!N`).
        UndefinedMetadataInModule,
        /// The same reference on a global variable. Site and binding as `UndefinedComdat`.
        UndefinedComdatInModule,
        /// `!range` on an instruction other than a load, call or invoke. Site: the attachment.
        RangeNotLoadOrCall,
        /// A `!range` node with an odd number of operands. Site: the attachment.
        RangeUnfinished,
        /// A `!range` node without operands. Site: the attachment.
        RangeNone,
        /// A `!range` lower limit that is not an integer constant. Site: the attachment.
        RangeLowerNotInteger,
        /// A `!range` upper limit that is not an integer constant. Site: the attachment.
        RangeUpperNotInteger,
        /// `!range` limits whose type is not the instruction's (scalar) type. Site: the
        /// attachment.
        RangeType,
        /// A `!range` pair with equal limits that are neither the type's minimum nor its
        /// maximum. Site: the attachment.
        RangeSameLimits,
        /// A `!range` pair that is empty or the full set (equal limits at the minimum or
        /// maximum). Site: the attachment.
        RangeEmpty,
        /// `!range` pairs that intersect (the last with the first too). Site: the attachment.
        RangeOverlapping,
        /// `!range` pairs whose lower limits do not ascend (signed). Site: the attachment.
        RangeOrder,
        /// Adjacent `!range` pairs that touch (the last with the first too). Site: the
        /// attachment.
        RangeContiguous,
        /// `!nonnull` on an instruction whose result is not a pointer. Site: the attachment.
        NonNullNotPointer,
        /// `!nonnull` on a pointer-valued instruction other than a load. Site: the attachment.
        NonNullNotLoad,
        /// A `!nonnull` node with operands. Site: the attachment.
        NonNullNotEmpty,
        /// `!align` on an instruction whose result is not a pointer. Site: the attachment.
        AlignNotPointer,
        /// `!align` on a pointer-valued instruction other than a load. Site: the attachment.
        AlignNotLoad,
        /// An `!align` node without exactly one operand. Site: the attachment.
        AlignOperands,
        /// An `!align` operand that is not an `i64` constant. Site: the attachment.
        AlignNotI64,
        /// An `!align` value that is not a power of two. Site: the attachment.
        AlignNotPowerOfTwo,
        /// An `!align` value above 2^32. Site: the attachment.
        AlignTooLarge,
        // Named metadata, judged once per module (`engine/src/checks/valid/named.rs`).
        /// A named metadata operand that is not a `!` reference (`i32 1`, `null`): LLVM's
        /// parser wants `!N` there. Site: the operand.
        NamedMetadataNotNode,
        /// A named metadata operand written inline (`!"text"`, `!{…}`, a specialized node
        /// other than `!DIExpression(…)`): LLVM's parser wants a node number. Site: the operand.
        NamedMetadataInline,
        /// An `!llvm.module.flags` entry without exactly three operands. Site: the entry's node.
        ModuleFlagOperands,
        /// A module flag whose behavior (first operand) is not an integer constant. Site: the
        /// operand.
        ModuleFlagBehaviorNotInteger,
        /// A module flag behavior outside 1..=8 (`Error` … `Min`). Site: the operand.
        ModuleFlagBehaviorUnknown,
        /// A module flag of behavior 8 (`Min`, LLVM 17 and later), which LLVM 7 does not know.
        /// Site: the operand.
        ModuleFlagBehaviorMin,
        /// A module flag whose ID (second operand) is not a metadata string. Site: the operand.
        ModuleFlagId,
        /// A `Min` (8) module flag whose value is not a non-negative integer constant. Site:
        /// the value.
        ModuleFlagMinValue,
        /// A `Max` (7) module flag whose value is not an integer constant. Site: the value.
        ModuleFlagMaxValue,
        /// A `Require` (3) module flag whose value is not a node of two operands. Site: the
        /// value.
        ModuleFlagRequirePair,
        /// A `Require` (3) module flag whose value's first operand is not a string. Site: the
        /// value.
        ModuleFlagRequireString,
        /// An `Append` (5) or `AppendUnique` (6) module flag whose value is not a node. Site:
        /// the value.
        ModuleFlagAppendValue,
        /// A second module flag (not `Require`) with an ID already used. Site: the ID.
        ModuleFlagDuplicate,
        /// The `wchar_size` module flag with a value that is not an integer constant. Site:
        /// the value.
        ModuleFlagWcharSize,
        /// The `SemanticInterposition` module flag (LLVM 11 and later) with a value that is
        /// not an integer constant. Site: the value.
        ModuleFlagSemanticInterposition,
        /// A `Require` module flag naming a flag the module does not have. Site: the
        /// requirement's value.
        ModuleFlagRequirementMissing,
        /// A `Require` module flag naming a flag whose value differs. Site: the requirement's
        /// value.
        ModuleFlagRequirementValue,
        // Global values' linkage, visibility, DLL storage and alignment
        // (`engine/src/checks/valid/linkage.rs`): judged once per function header, global
        // variable and alias, in the order LLVM's parser reads them.
        /// A function declared (`declare`) with a linkage other than external or
        /// `extern_weak` (`common` and `appending` are [`ValidCheck::FunctionLinkageType`]).
        /// Site: the linkage keyword.
        FunctionDeclarationLinkage,
        /// A function defined (`define`) with `extern_weak` linkage. Site: the linkage
        /// keyword.
        FunctionDefinitionLinkage,
        /// A function with `common` or `appending` linkage. Site: the linkage keyword.
        FunctionLinkageType,
        /// `align N` on a global variable or function where N is not a power of two (0
        /// included). Site: the alignment's number.
        GlobalAlignNotPowerOfTwo,
        /// A global variable's or function's `align N` above 2^32 (LLVM 19/22's largest
        /// alignment). Site: the alignment's number.
        GlobalAlignHuge,
        /// A global variable's or function's `align N` above 2^29 (LLVM 7's largest) but
        /// below 2^32. Site: the alignment's number.
        GlobalAlignHugeLlvm7,
        /// A global variable's or function's `align N` of 2^32 or more, which LLVM 7 reads
        /// as a 32-bit integer. Site: the alignment's number.
        GlobalAlignNot32Bit,
        /// A global value with local linkage (`internal`, `private`) and `hidden` or
        /// `protected` visibility. Site: a function's linkage keyword, a global's or
        /// alias's name.
        LocalLinkageVisibility,
        /// A global value with local linkage and `dllimport` or `dllexport`. Site: as
        /// [`ValidCheck::LocalLinkageVisibility`].
        LocalLinkageDllStorage,
        /// `dso_local` with `dllimport`. Site: as [`ValidCheck::LocalLinkageVisibility`].
        DsoLocalDllImport,
        /// `dllimport` on a global value that is not an external declaration (nor
        /// `available_externally`; modern LLVM also takes an `extern_weak` declaration).
        /// Site: the name.
        DllImportNotExternal,
        /// `dllexport` with `hidden` visibility. Site: the name.
        DllExportHidden,
        // Debug locations (`checks::valid::location`): a function's `!dbg` attachments
        // against the module's debug-info scopes. Opt, llc and libNVVM's NVVM 23 path print
        // these, drop the module's debug info and go on; libNVVM's NVVM 7 path refuses the
        // module when its `!nvvmir.version` declares a debug-info version, so each verdict
        // has a `…DebugVersion` twin for that case (as [`ValidCheck::CallWithoutDbgDebugVersion`]).
        /// An instruction's `!dbg` names a node that is not a `DILocation`. Site: the
        /// attachment.
        DbgNotLocation,
        /// [`ValidCheck::DbgNotLocation`] in a module whose `!nvvmir.version` declares a
        /// debug-info version.
        DbgNotLocationDebugVersion,
        /// A `!dbg` location whose scope chain (through `inlinedAt`, lexical blocks) ends at
        /// another function's `DISubprogram`, in a function that has one. Site: the
        /// attachment (once per distinct scope).
        DbgWrongSubprogram,
        /// [`ValidCheck::DbgWrongSubprogram`] with a declared debug-info version.
        DbgWrongSubprogramDebugVersion,
        /// A `!dbg` location whose scope is not a local scope (`DISubprogram`,
        /// `DILexicalBlock`, `DILexicalBlockFile`), in a function with a `DISubprogram`.
        /// Site: the attachment.
        DbgScopeNotLocal,
        /// [`ValidCheck::DbgScopeNotLocal`] with a declared debug-info version.
        DbgScopeNotLocalDebugVersion,
        /// A `!dbg` location whose scope is not a local scope, in any function (LLVM's
        /// `visitDILocation`). Site: the attachment.
        DbgLocationScope,
        /// [`ValidCheck::DbgLocationScope`] with a declared debug-info version.
        DbgLocationScopeDebugVersion,
        /// A `!dbg` location whose `inlinedAt` is not a `DILocation`. Site: the attachment.
        DbgInlinedAtNotLocation,
        /// [`ValidCheck::DbgInlinedAtNotLocation`] with a declared debug-info version, or in a
        /// function with a `DISubprogram` (libNVVM's NVVM 7 path crashes or hangs on it there,
        /// whatever the version).
        DbgInlinedAtNotLocationDebugVersion,
        /// A definition whose `!dbg` `DISubprogram` an earlier definition attaches already
        /// (LLVM's `Verifier::visitFunction`). Site: the function's `!dbg` attachment.
        DbgSubprogramShared,
        /// [`ValidCheck::DbgSubprogramShared`] with a declared debug-info version.
        DbgSubprogramSharedDebugVersion,
    }
}

model_unit_enum! {
    /// The types a parameter or return attribute applies to (`rules/attributes.ron`).
    pub enum AttrTakes {
        /// A pointer (`nonnull`, `noalias`, `byval`, `dereferenceable`, …).
        Pointer,
        /// A pointer or a vector of pointers (`align`).
        PointerOrVector,
        /// An integer (`zeroext`, `signext`).
        Integer,
    }
}

model_enum! {
    /// A type in an intrinsic signature (`rules/intrinsic_signatures.ron`), after LLVM's
    /// Intrinsics.td: fixed types, overloaded slots (`Any*`, each numbered in order of
    /// appearance, results first) and types derived from an earlier slot.
    pub enum SigType {
        /// `iN` (`llvm_i1_ty`, `llvm_i32_ty`, …).
        I(u32),
        /// `half`.
        Half,
        /// `float`.
        Float,
        /// `double`.
        Double,
        /// `bfloat`.
        BFloat,
        /// `<len x elem>` (`llvm_v2f16_ty`, `llvm_v4i32_ty`, …).
        Vector { len: u32, elem: SigScalar },
        /// `ptr addrspace(N)` (`llvm_ptr_ty` is `Ptr(0)`); in typed IR `i8 addrspace(N)*`.
        Ptr(u32),
        /// `llvm_anyint_ty`: an integer or a vector of integers (an overloaded slot).
        AnyInt,
        /// `llvm_anyfloat_ty`: a floating-point type or a vector of them (an overloaded slot).
        AnyFloat,
        /// `llvm_anyptr_ty`: a pointer in any address space (an overloaded slot); in typed IR
        /// (LLVM 7) a pointer to `i8`.
        AnyPtr,
        /// `LLVMMatchType<k>`: the type bound to slot `k`.
        Same(u32),
        /// `LLVMScalarOrSameVectorWidth<k, llvm_i1_ty>`: `i1`, or `<n x i1>` when slot `k`
        /// is a vector of `n`.
        SameWidthI1(u32),
    }
}

model_unit_enum! {
    /// A front end of libNVVM: the IR it reads and the verifier it applies to it.
    pub enum LibNvvmPath {
        /// The LLVM 7 based NVVM 7 path: typed-pointer IR (libNVVM 12.9; 13.5 below
        /// compute_100).
        Nvvm7,
        /// libNVVM 13.5's NVVM 23 path: modern (opaque-pointer) IR.
        Nvvm23,
    }
}

model_enum! {
    /// The element type of a fixed vector in an intrinsic signature.
    pub enum SigScalar {
        /// `iN`.
        I(u32),
        /// `half`.
        Half,
        /// `bfloat`.
        BFloat,
        /// `float`.
        Float,
        /// `double`.
        Double,
    }
}

// ---------------------------------------------------------------------------------------------
// Module
// ---------------------------------------------------------------------------------------------

model_enum! {
    /// A condition on the module. Site: the item the condition looks at (data layout, triple,
    /// metadata), else the module's first item.
    pub enum ModuleCond {
        /// No data layout, or an empty one.
        DataLayoutMissing,
        /// The data layout's default pointer spec (`p:64:64:64`, normalised) is none of
        /// `pointers`. Binds `layout`, `examples` (the `examples` joined).
        PointerSpecNotIn { pointers: List<Str>, examples: List<Str> },
        /// No target triple, or an empty one.
        TripleMissing,
        /// libNVVM's verifier mode for the module's triple is this one (`modes:` in
        /// `rules/profiles.ron`).
        Mode(Mode),
        /// A non-empty triple that starts with none of `prefixes` (ending with one of `suffixes`,
        /// when given) and equals none of `exact`. Binds `triple`, `allowed`.
        TripleNotIn {
            #[serde(default)]
            prefixes: List<Str>,
            #[serde(default)]
            suffixes: List<Str>,
            #[serde(default)]
            exact: List<Str>,
        },
        /// `!nvvmir.version` is missing (counts as 1.0) or not compatible with `major.minor`
        /// (same major, minor at most `minor`). Binds `found`, `major`, `minor`.
        IrVersionNot { major: u32, minor: u32 },
        /// An operand of the named metadata is not a tuple of a global value followed by
        /// (string key, integer value) pairs; once per such operand. Binds `name`.
        MalformedAnnotations(Str),
        /// An operand of the named metadata whose first element is a global value and whose
        /// pairs a consumer's annotation reader cannot read: a key without a value; a pair
        /// whose value is a string (`!"…"`) and whose key is one of `keys`; with
        /// `every_pair`, any pair that is not a string key with an integer value (or a node of
        /// integers). Once per such operand. Binds `name`.
        UnreadableAnnotations {
            name: Str,
            #[serde(default)]
            keys: List<Str>,
            #[serde(default)]
            every_pair: bool,
        },
        /// An `!nvvm.annotations` tuple with this key on a function that is not a kernel; once
        /// per tuple. Binds `function`, `param` (the annotation's integers).
        AnnotatedNonKernel(Str),
        /// The PTX version given by the module's `+ptxNN` or `--ptx` is below the target's
        /// minimum. Site: the first attribute group whose `"target-features"` names it, else the
        /// module's first line. Binds `ptx`, `min_ptx` (`8.7`), `min_ptx_feature` (`87`), `origin`.
        PtxBelowTargetMinimum,
        /// An `!llvm.module.flags` entry named `key` whose integer value is not `value`. Site:
        /// the flag's metadata line. Binds `key`, `found`, `value`.
        ModuleFlagNot { key: Str, value: i64 },
        /// The data layout (LLVM's defaults applied to what it leaves out) breaks one of
        /// `parts`: once per broken part, in the parts' order (libNVVM's verifier lists every
        /// broken part). Site: the data layout. Binds `layout`, `problem` (the part's
        /// `message`), `examples` (the `examples` joined).
        DataLayoutNot { parts: List<LayoutPart>, examples: List<Str> },
    }
}

model_struct! {
    /// One part of a data-layout requirement ([`ModuleCond::DataLayoutNot`]).
    pub struct LayoutPart {
        pub part: LayoutCheck,
        /// What the part allows; its meaning depends on `part`.
        #[serde(default)]
        pub allowed: List<Str>,
        /// The text for a broken part (libNVVM's).
        pub message: Str,
    }
}

model_unit_enum! {
    /// What a [`LayoutPart`] looks at in the data layout.
    pub enum LayoutCheck {
        /// `e`/`E` (default `e`) is one of `allowed` (`["e"]`).
        Endianness,
        /// Every pointer spec `p[N]:size[:abi[:pref[:idx]]]` has its size, ABI and preferred
        /// alignment among `allowed` (`["32", "64"]`) and no index width other than its size.
        PointerSizes,
        /// For each `iN:abi:pref` of `allowed`, the layout's integer spec for width N (LLVM's
        /// default when the layout has none: i1:8:8, i8:8:8, i16:16:16, i32:32:32, i64:32:64,
        /// other widths none) is exactly that.
        Integers,
        /// The same for `fN:abi:pref` (defaults f16:16:16, f32:32:32, f64:64:64, f128:128:128).
        Floats,
        /// The native integer widths (`n…`; none when absent) include every width of `allowed`.
        NativeIntegers,
        /// The layout names no mangling mode (`m:`).
        NoMangling,
        /// The alloca address space (`A`, default 0) is one of `allowed`.
        AllocaSpace,
        /// The program address space (`P`, default 0) is one of `allowed`.
        ProgramSpace,
        /// The layout states exactly the specs of `allowed` (`i64:64:64`, `v16:16:16`,
        /// `n16:32:64`, `e`; order free, omitted alignments filled as LLVM does, `p0` as `p`):
        /// every spec it states is listed, and every listed spec not marked optional (a
        /// leading `?`, for a spec whose default is the listed value) is stated.
        Exactly,
    }
}

// ---------------------------------------------------------------------------------------------
// Global values
// ---------------------------------------------------------------------------------------------

model_unit_enum! {
    /// The global values a [`Check::Global`] rule looks at.
    pub enum GlobalKind { Variable, Alias, Function }
}

model_enum! {
    /// A condition on a global value. Site: the name, unless the condition names another.
    /// Every global binds `global`, `name`, `linkage`; variables also `addrspace`, `type`,
    /// `section`.
    pub enum GlobalCond {
        /// The address space is one of these.
        AddrSpaceIn(List<u32>),
        /// The address space is none of these.
        AddrSpaceNotIn(List<u32>),
        /// The variable has a zero or constant initializer (not `undef`/`poison`). Site: the
        /// initializer.
        Initialized,
        /// The variable is marked `texture` or `surface` in `!nvvm.annotations`.
        TextureOrSurface,
        /// The variable carries this key (non-zero) in `!nvvm.annotations` (`managed`).
        Annotated(Str),
        /// The variable's type, as written, is not this one (`i64`).
        TypeNot(Str),
        /// The linkage is this one (`appending`, `extern_weak`).
        Linkage(Str),
        /// The linkage is none of these.
        LinkageNotIn(List<Str>),
        /// The variable's initializer is a constant with a non-zero bit (`zeroinitializer`,
        /// `0`, `null` and aggregates of them are zero). Site: the initializer.
        NonZeroInitializer,
        /// The alias is an `ifunc` (a resolver-chosen function, which PTX cannot express).
        IFunc,
        /// The alias's aliasee (through casts and constant GEPs) is not a function definition, or
        /// is a kernel: llc emits `.alias` only for a device function it defines. Site: the
        /// aliasee. Binds `aliasee`.
        AliaseeNotDeviceFunction,
        /// The variable's initializer holds a packed struct (`<{ … }>`) with a global's address
        /// (or an expression of one) at an offset that is not a multiple of the pointer size,
        /// or the variable's size is not a multiple of it: llc then writes the initializer as
        /// bytes with PTX's `mask()` operator. Site: the initializer.
        PackedSymbolInitializer,
        /// The name is this one (`llvm.global_ctors`).
        Named(Str),
        /// The explicit section is none of these. Site: the section.
        SectionNotIn(List<Str>),
        /// The explicit section starts with none of these. Site: the section.
        SectionNotPrefixed(List<Str>),
        /// No explicit section, or one that is none of these.
        NotInSection(List<Str>),
        /// The name is not `[first][rest]*` (character classes with `a-z` ranges, lowered to
        /// byte masks); `llvm.` names are exempt.
        NameNotMatching {
            first: Str,
            rest: Str,
            /// An unnamed value (`@0`, unquoted digits) passes: llc names it `__unnamed_N`.
            #[serde(default)]
            numbered_ok: bool,
            /// Lowered: the byte classes of `first` and `rest` as 128-bit masks (ASCII).
            #[serde(skip)]
            first_mask: [u64; 2],
            #[serde(skip)]
            rest_mask: [u64; 2],
        },
    }
}

// ---------------------------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------------------------

model_unit_enum! {
    /// A function property checked by [`FunctionCond::Has`].
    pub enum FunctionProp { Section, Align, PrefixData, PrologueData, Personality, Gc }
}

model_unit_enum! {
    /// A class of parameter type checked by [`FunctionCond::ParamType`].
    pub enum ParamTypeClass {
        /// An opaque struct (`type opaque`), directly or as a `byval` pointee: it has no size.
        Opaque,
        /// A scalable vector (`<vscale x N x T>`), or an aggregate holding one.
        Scalable,
        /// `x86_fp80`, or an aggregate holding one (llc gives it a `.b80` PTX type, which PTX lacks).
        X86Fp80,
        /// A type with no bits (`{}`, `[0 x T]`, aggregates of only those), as written (not a
        /// `byval` pointee): llc's argument lowering finds no value to pass.
        Empty,
    }
}

model_enum! {
    /// A condition on a function definition. Site: the name, unless the condition names
    /// another. Every function binds `function`.
    pub enum FunctionCond {
        /// One of these attributes, inline or through a `#N` group; once per attribute. Site: the
        /// attribute (or the `#N`). Binds `attribute`.
        Attribute(List<Str>),
        /// A parameter attribute (keyword or string form); once per parameter. Site: the
        /// attribute. Binds `param` (1-based), `attribute`.
        ParamAttribute(Str),
        /// Each parameter an `!nvvm.annotations` tuple with this key lists for the function
        /// (1-based integers: `!{ptr @k, !"grid_constant", !{i32 1}}`); once per index. Site:
        /// the parameter (the name for an index past the parameters). Binds `param`.
        AnnotatedParam(Str),
        /// The parameter bound by `ParamAttribute` or `AnnotatedParam` also has this attribute.
        ParamAlso(Str),
        /// An integer parameter narrower than this many bits without `signext`/`zeroext`;
        /// once per parameter. Site: the parameter. Binds `param`, `type`.
        NarrowIntParam(u32),
        /// An integer return narrower than this many bits without `signext`/`zeroext`. Site:
        /// the return type. Binds `type`.
        NarrowIntReturn(u32),
        /// The function has this property. Site: the property. Binds `section`, `align`.
        Has(FunctionProp),
        /// The function is a kernel (`ptx_kernel`, the `kernel` annotation, `nvvm.kernel`).
        Kernel,
        /// The function is annotated with this key (non-zero) in `!nvvm.annotations`.
        Annotated(Str),
        /// The return type is not `void`.
        ReturnsValue,
        /// A `ret` returns a value other than `undef`/`poison` (which llc drops); once per such
        /// `ret`. Site: the returned value.
        ReturnsDefinedValue,
        /// The function has parameters.
        HasParams,
        /// A parameter whose type (a `byval` parameter's pointee) is of this class; once per
        /// parameter. Site: the parameter. Binds `param` (1-based), `index` (0-based), `type`.
        ParamType(ParamTypeClass),
        /// Not all of these conditions hold.
        Unless(List<FunctionCond>),
    }
}

// ---------------------------------------------------------------------------------------------
// Launch properties
// ---------------------------------------------------------------------------------------------

model_struct! {
    /// One spelling of a launch property (`rules/functions.ron`, `launch_properties:`): the
    /// `"nvvm.*"` attribute `attribute` holds `keys` (one per dimension, comma-separated in the
    /// attribute value), the names the annotation form uses and the record keeps.
    pub struct LaunchProperty {
        pub attribute: Str,
        pub keys: List<Str>,
        /// Other annotation-form names of the (single) key: `maxclusterrank`.
        #[serde(default)]
        pub aliases: List<Str>,
        /// The attribute is a flag: present means 1, whatever its value.
        #[serde(default)]
        pub flag: bool,
    }
}

model_enum! {
    /// A condition on a function's launch record. Properties are named by their record keys
    /// (`maxntid` = `maxntidx`/`maxntidy`/`maxntidz`, `cluster_dim_` = `cluster_dim_x`…,
    /// `cluster_max_blocks`, `maxnreg`, `minctasm`, `blocksareclusters`). Site: the function's
    /// name.
    pub enum LaunchCond {
        /// Some of these properties (or dimensions of them) are set.
        AnySet(List<Str>),
        /// Not all of these properties are set.
        NotAllSet(List<Str>),
        /// This property is set to a non-zero value.
        Enabled(Str),
        /// This property is set to this value.
        Equals { key: Str, value: i64 },
        /// Some but not all dimensions of this property are 0.
        PartlyZero(Str),
        /// The function is not a kernel.
        NotKernel,
        /// The target meets this requirement (where it does not, the property is ignored).
        OnTarget {
            requires: List<Requirement>,
            /// Lowered: the requirement's gate.
            #[serde(skip)]
            gate: u32,
        },
        /// Each dimension of `key` in `1..=max[i]`, their product at most `total`, and no
        /// malformed attribute value; once per violation. Binds `key`, `value`, `max`, `total`.
        DimsOutside { key: Str, max: List<u32>, total: u32 },
        /// A scalar property outside `min..=max`, or a malformed attribute value; once per
        /// violation. Binds `key`, `value`, `min`, `max`.
        ValueOutside { key: Str, min: u32, max: u32 },
        /// The product of `threads`' dimensions times `per_sm`'s value exceeds the target's
        /// `threads_per_sm` (`rules/targets.ron`). Binds `threads` (the product), `blocks`,
        /// `total`, `max`.
        ThreadsPerSmAbove { threads: Str, per_sm: Str },
    }
}

// ---------------------------------------------------------------------------------------------
// Instructions
// ---------------------------------------------------------------------------------------------

model_enum! {
    /// A condition on an instruction. Site: the instruction. Every instruction binds `opcode`
    /// and `function`.
    pub enum InstCond {
        /// The instruction's address space (an `alloca`'s, or its pointer operand's) is one of
        /// these. Binds `addrspace`.
        AddrSpaceIn(List<u32>),
        /// The instruction's address space is none of these. Binds `addrspace`.
        AddrSpaceNotIn(List<u32>),
        /// An explicit alignment above this many bytes. Binds `align`, `max`.
        AlignAbove(u64),
        /// A `load atomic`/`store atomic`.
        Atomic,
        /// The atomic ordering (of an atomic load/store, a fence, an atomicrmw, a cmpxchg's success) is none of these. Binds `ordering`.
        OrderingNotIn(List<Str>),
        /// The module's verifier mode is this one.
        Mode(Mode),
        /// The value operand (cmpxchg's compare value; atomicrmw's value) is not an integer of one
        /// of these widths (a pointer counts as 64 bits). Binds `type`, `op`.
        ValueWidthNotIn(List<u32>),
        /// The value operand's type is one of these (typed matchers: `i128`, `<2 x half>`).
        /// Binds `type`, `op`.
        ValueTypeIn {
            types: List<Str>,
            /// Lowered: `types` as typed matchers.
            #[serde(skip)]
            matchers: List<TypeMatcher>,
        },
        /// The atomicrmw operation is none of these. Binds `op`.
        RmwOpNotIn(List<Str>),
        /// The atomicrmw operation is one of these. Binds `op`.
        RmwOpIn(List<Str>),
        /// An `addrspacecast` between two address spaces neither of which is this one (the
        /// generic space). Binds `from`, `to`.
        CastAvoids(u32),
        /// An `addrspacecast` whose source or target address space is none of these; once per
        /// side. Binds `side` (`source`/`target`), `addrspace`.
        CastSpaceNotIn(List<u32>),
        /// A `!pragma` attachment whose first operand is `"unroll"`, on a call.
        UnrollPragma,
        /// A `!pragma` attachment (other than an unroll pragma on a call) on a branch or call
        /// whose operand count is not this one.
        PragmaOperandsNot(u32),
        /// The instruction's types hold one of these types (in arrays, vectors, structs,
        /// function types); once per type. Binds `type`.
        HoldsType {
            types: List<Str>,
            /// Lowered: `types` as typed matchers.
            #[serde(skip)]
            matchers: List<TypeMatcher>,
        },
        /// A function pointer (a call's `addrspace(N)`, or a typed function pointer the
        /// instruction uses) outside this address space. Binds `addrspace`.
        FunctionPointerNotIn(u32),
        /// A direct call whose callee is one of `callees`, or starts with one written with a
        /// trailing `*` (`llvm.stacksave*`). Binds `callee`.
        CalleeIn {
            callees: List<Str>,
            /// Lowered: the names and prefixes (without `*`) sorted, for a binary search.
            #[serde(skip)]
            sorted: List<CalleePattern>,
            /// Lowered: no pattern is a prefix of another, so one candidate decides.
            #[serde(skip)]
            prefix_free: bool,
            /// Lowered: the prefix every pattern shares (`llvm.`), and the bytes that follow it
            /// in the patterns (a 256-bit set; all bits when a pattern is the prefix itself):
            /// most callees are rejected by one compare and one bit test.
            #[serde(skip)]
            lead: Str,
            #[serde(skip)]
            next: [u64; 4],
        },
        /// An `alloca` whose element count is not a constant.
        DynamicCount,
        /// An atomic (`cmpxchg`, `atomicrmw`, `fence`, atomic `load`/`store`) whose
        /// `syncscope` is one of these: `system` (none written), `singlethread`, or the name
        /// (`block`, `device`, `cluster`). Binds `scope`.
        ScopeIn(List<Str>),
        /// The same, for a `syncscope` that is none of these. Binds `scope`.
        ScopeNotIn(List<Str>),
        /// A call, or a floating-point instruction, without this fast-math flag (`afn`; `fast`
        /// implies every flag). Binds `flag`.
        LacksFastMath(Str),
        /// The instruction's function does not carry the string attribute `key` with value
        /// `value` (inline or through a `#N` group): `"unsafe-fp-math"="true"`.
        FunctionAttrNot { key: Str, value: Str },
        /// An atomic load or store that llc emits with its ordering and scope: not a volatile
        /// one of `unordered`/`monotonic` ordering (that is a plain `ld.volatile`/`st.volatile`).
        ScopedAccess,
    }
}

/// The fast-math flags [`InstCond::LacksFastMath`] may name (`fast` is all of them).
pub const FAST_MATH_FLAGS: &[&str] = &[
    "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast",
];

model_struct! {
    /// A lowered callee pattern of [`InstCond::CalleeIn`].
    pub struct CalleePattern {
        pub text: Str,
        /// `true`: a prefix (written with a trailing `*`); `false`: an exact name.
        pub prefix: bool,
    }
}

impl InstCond {
    /// Does `callee` match a lowered [`InstCond::CalleeIn`] set? A binary search: the
    /// greatest pattern not above `callee` is the only candidate when the set is prefix-free.
    pub fn callee_matches(
        sorted: &[CalleePattern],
        prefix_free: bool,
        lead: &str,
        next: &[u64; 4],
        callee: &str,
    ) -> bool {
        let Some(rest) = callee.as_bytes().strip_prefix(lead.as_bytes()) else {
            return false;
        };
        let b = rest.first().copied().unwrap_or(0);
        if (next[usize::from(b >> 6)] >> (b & 63)) & 1 == 0 {
            return false;
        }
        let hit = |p: &CalleePattern| {
            if p.prefix {
                callee.starts_with(&*p.text)
            } else {
                *p.text == *callee
            }
        };
        if !prefix_free {
            return sorted.iter().any(hit);
        }
        let at = sorted.partition_point(|p| *p.text <= *callee);
        at > 0 && hit(&sorted[at - 1])
    }
}

model_unit_enum! {
    /// The scalar of a [`TypeMatcher`].
    pub enum Scalar { Int, Half, BFloat, Float, Double, Fp128, X86Fp80, PpcFp128, X86Mmx, X86Amx }
}

model_struct! {
    /// A type as a rule names it (`i128`, `fp128`, `<2 x half>`), lowered by tablegen.
    pub struct TypeMatcher {
        pub scalar: Scalar,
        /// The integer width (`Int`), else the scalar's width.
        pub bits: u32,
        /// Vector lanes; 0 for a scalar.
        pub lanes: u32,
    }
}

impl TypeMatcher {
    /// `i128`, `half`, `<2 x bfloat>`, `x86_mmx`; `None` for anything else.
    pub fn parse(s: &str) -> Option<TypeMatcher> {
        if let Some(inner) = s.strip_prefix('<').and_then(|v| v.strip_suffix('>')) {
            let (lanes, elem) = inner.split_once(" x ")?;
            let lanes: u32 = lanes.trim().parse().ok()?;
            let elem = TypeMatcher::parse(elem.trim())?;
            return (lanes > 0 && elem.lanes == 0).then_some(TypeMatcher { lanes, ..elem });
        }
        let (scalar, bits) = match s {
            "half" => (Scalar::Half, 16),
            "bfloat" => (Scalar::BFloat, 16),
            "float" => (Scalar::Float, 32),
            "double" => (Scalar::Double, 64),
            "fp128" => (Scalar::Fp128, 128),
            "x86_fp80" => (Scalar::X86Fp80, 80),
            "ppc_fp128" => (Scalar::PpcFp128, 128),
            "x86_mmx" | "x86mmx" => (Scalar::X86Mmx, 64),
            "x86_amx" | "x86amx" => (Scalar::X86Amx, 8192),
            _ => {
                let w: u32 = s.strip_prefix('i')?.parse().ok()?;
                (Scalar::Int, w)
            }
        };
        Some(TypeMatcher {
            scalar,
            bits,
            lanes: 0,
        })
    }

    /// The width in bits (lanes × element).
    pub fn total_bits(&self) -> u64 {
        u64::from(self.bits) * u64::from(self.lanes.max(1))
    }
}

/// The instruction keywords, in the order of the IR front end's `Opcode` (a test in the
/// engine holds the two lists equal): rule opcodes are lowered to indices into it.
pub const OPCODES: &[&str] = &[
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "resume",
    "unreachable",
    "cleanupret",
    "catchret",
    "catchswitch",
    "callbr",
    "fneg",
    "add",
    "fadd",
    "sub",
    "fsub",
    "mul",
    "fmul",
    "udiv",
    "sdiv",
    "fdiv",
    "urem",
    "srem",
    "frem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "alloca",
    "load",
    "store",
    "getelementptr",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "trunc",
    "zext",
    "sext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "fptrunc",
    "fpext",
    "ptrtoint",
    "ptrtoaddr",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "cleanuppad",
    "catchpad",
    "icmp",
    "fcmp",
    "phi",
    "call",
    "select",
    "va_arg",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "landingpad",
    "freeze",
];

/// What an instruction must be or have for a condition to hold (bits of
/// [`InstCond::needs`]): lowered into the plan, so the engine skips a rule with one AND
/// per instruction. The engine computes an instruction's bits in `checks/instructions.rs`.
pub mod needs {
    /// `alloca`, `load`, `store`, `cmpxchg`, `atomicrmw`: an address space.
    pub const ADDRESSED: u32 = 1;
    /// An `alloca` with an explicit alignment.
    pub const ALIGNED_ALLOCA: u32 = 1 << 1;
    /// A `load atomic`/`store atomic`.
    pub const ATOMIC_LOAD_STORE: u32 = 1 << 2;
    /// A fence or an atomic load/store: an ordering.
    pub const ORDERED: u32 = 1 << 3;
    /// `cmpxchg` or `atomicrmw`: an atomic value operand.
    pub const ATOMIC_VALUE: u32 = 1 << 4;
    /// `atomicrmw`.
    pub const RMW: u32 = 1 << 5;
    /// `addrspacecast`.
    pub const ADDRSPACE_CAST: u32 = 1 << 6;
    /// Metadata attachments.
    pub const METADATA: u32 = 1 << 7;
    /// A function pointer: a call with `addrspace(N)`, or any instruction of a function whose
    /// arena holds a typed function pointer.
    pub const FUNCTION_POINTER: u32 = 1 << 8;
    /// A call, invoke or callbr with a direct callee.
    pub const DIRECT_CALL: u32 = 1 << 9;
    /// An `alloca` with an element count.
    pub const COUNTED_ALLOCA: u32 = 1 << 10;
}

impl InstCond {
    /// The [`needs`] bits an instruction must have for this condition to hold.
    pub fn needs(&self) -> u32 {
        match self {
            InstCond::AddrSpaceIn(_) | InstCond::AddrSpaceNotIn(_) => needs::ADDRESSED,
            InstCond::AlignAbove(_) => needs::ALIGNED_ALLOCA,
            InstCond::Atomic => needs::ATOMIC_LOAD_STORE,
            InstCond::OrderingNotIn(_) => needs::ORDERED,
            InstCond::ValueWidthNotIn(_) | InstCond::ValueTypeIn { .. } => needs::ATOMIC_VALUE,
            InstCond::RmwOpNotIn(_) | InstCond::RmwOpIn(_) => needs::RMW,
            InstCond::CastAvoids(_) | InstCond::CastSpaceNotIn(_) => needs::ADDRSPACE_CAST,
            InstCond::UnrollPragma | InstCond::PragmaOperandsNot(_) => needs::METADATA,
            InstCond::FunctionPointerNotIn(_) => needs::FUNCTION_POINTER,
            InstCond::CalleeIn { .. } => needs::DIRECT_CALL,
            InstCond::DynamicCount => needs::COUNTED_ALLOCA,
            InstCond::ScopeIn(_)
            | InstCond::ScopeNotIn(_)
            | InstCond::LacksFastMath(_)
            | InstCond::FunctionAttrNot { .. }
            | InstCond::ScopedAccess => 0,
            InstCond::Mode(_) | InstCond::HoldsType { .. } => 0,
        }
    }

    /// The address spaces this condition allows, as a mask (bit `n` for space `n`, bit 63 for
    /// every space from 63 on, which a mask cannot tell apart and so always lets through).
    pub fn spaces(&self) -> u64 {
        let bits = |list: &[u32]| {
            list.iter()
                .filter(|&&s| s < 63)
                .fold(0u64, |m, &s| m | 1 << s)
        };
        const HIGH: u64 = 1 << 63;
        match self {
            InstCond::AddrSpaceIn(list) => bits(list) | HIGH,
            InstCond::AddrSpaceNotIn(list) => !bits(list),
            _ => u64::MAX,
        }
    }

    /// The mask bit of address space `space` (see [`InstCond::spaces`]).
    pub fn space_bit(space: u32) -> u64 {
        1u64 << space.min(63)
    }
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

model_unit_enum! {
    /// The callees a [`Check::Call`] rule looks at.
    pub enum Callee {
        /// A function that is a kernel.
        Kernel,
        /// Inline assembly.
        InlineAsm,
        /// A device-side launch (`launch_calls:` in `rules/abi.ron`).
        DeviceLaunch,
    }
}

model_enum! {
    /// A condition on a call site. Site: the call. Every call binds `callee`.
    pub enum CallCond {
        /// An operand or result of inline assembly whose type is none of these (pointers are
        /// always allowed; a vector is never one of scalar types). Binds `type`.
        AsmTypeNotIn {
            types: List<Str>,
            /// Lowered: `types` as typed matchers.
            #[serde(skip)]
            matchers: List<TypeMatcher>,
        },
        /// An operand or result of inline assembly whose type is one of these (typed matchers:
        /// `i128`). Binds `type`.
        AsmTypeIn {
            types: List<Str>,
            /// Lowered: `types` as typed matchers.
            #[serde(skip)]
            matchers: List<TypeMatcher>,
        },
        /// The launched function (a device-side launch's target) is not a kernel.
        LaunchTargetNotKernel,
        /// A launch argument points into one of these address spaces. Binds `addrspace`.
        LaunchArgAddrSpaceIn(List<u32>),
    }
}

model_struct! {
    /// A device-side launch entry point (`rules/abi.ron`, `launch_calls:`).
    pub struct LaunchCall {
        pub callee: Str,
        /// The argument (0-based) holding the launched function, if the call names one.
        #[serde(default)]
        pub target: Option<u32>,
        /// The call returns the parameter buffer the launch's arguments are stored into.
        #[serde(default)]
        pub param_buffer: bool,
        /// The launch's arguments are the call's own arguments after `target`.
        #[serde(default)]
        pub direct_args: bool,
    }
}

// ---------------------------------------------------------------------------------------------
// Table-driven kinds
// ---------------------------------------------------------------------------------------------

model_enum! {
    /// The intrinsic-table checks of [`Check::Intrinsic`].
    pub enum IntrinsicCheck {
        /// Rows: every family whose `code` is this rule (default NV4001): the target is not in
        /// the family's `requires`.
        Target,
        /// Rows: every family whose `ptx_code` is this rule (default NV4002): the PTX version
        /// is below what the family needs on the target.
        Ptx,
        /// A call to `prefix*` that matches no family.
        Unknown { prefix: Str },
        /// Rows: families whose `reject` names this rule.
        Rejected,
        /// Rows: the operand constraints of this kind that name this rule.
        Operand(OperandKind),
        /// Rows of `immediate_args:`: the argument is not a constant.
        ImmArg,
        /// Rows of `immediate_args:` with a range: the constant lies outside it.
        ImmArgRange,
    }
}

model_unit_enum! {
    /// What an [`Check::InlinePtx`] rule reports about one instruction of an `asm` string.
    pub enum PtxCheck {
        /// The target satisfies none of the `requires` alternatives of a form the instruction
        /// matches.
        Target,
        /// The target is accepted but the PTX version in force is below the form's.
        Ptx,
        /// No form matches the instruction (likely a typo, or a form the table lacks).
        Unknown,
    }
}

model_unit_enum! {
    /// Operand-constraint kinds of [`IntrinsicCheck::Operand`].
    pub enum OperandKind {
        /// The argument is a compile-time constant.
        Constant,
        /// A constant argument lies in `min..=max` on the `step` grid.
        Range,
        /// A pointer argument is in one of the address spaces.
        AddrSpace,
        /// A pointer argument is in none of the address spaces.
        NotAddrSpace,
        /// An integer argument (or the overloaded type) has one of the widths.
        IntWidth,
        /// The call's return type is an integer of one of the widths (`values`).
        ReturnIntWidth,
        /// Pointers are at least this many bits wide (module data layout).
        PointerWidth,
        /// The argument is metadata wrapping a global variable.
        MetadataGlobal,
        /// The call's result is used by exactly one branch instruction.
        SingleBranchUse,
        /// The argument named `arg_name` (in the intrinsic's `intrinsic_args:` row, in a call
        /// with exactly that row's argument count) is a constant among `values`: an operand that
        /// some signatures of the intrinsic have and others lack, like TMA's `cta_group`. With
        /// the rule's `require`, only where the target does not meet it.
        NamedArgIn,
    }
}

model_unit_enum! {
    /// Matrix checks of [`Check::Matrix`].
    pub enum MatrixCheck {
        /// The geometry is not one of the operation's known geometries.
        Geometry,
        /// The element types (A, B, C, D) are not a legal combination for the geometry.
        Types,
        /// The layouts / transpose flag are not legal for the combination.
        Layout,
        /// A modifier (satfinite, rounding, b1 op, kind, scale) is not legal for the combination.
        Modifier,
        /// The combination needs another target.
        Target,
        /// The combination needs a newer PTX version.
        Ptx,
        /// The call's fragment operands do not match the `fragments` table.
        Fragment,
        /// wgmma: M, N or K not legal for the types.
        WgmmaShape,
        /// wgmma: type combination not legal.
        WgmmaTypes,
        /// tcgen05.cp: shape not known.
        Tcgen05CpShape,
        /// tcgen05.cp: source/destination format not legal.
        Tcgen05CpFormat,
        /// tcgen05.cp: shape and multicast do not go together.
        Tcgen05CpMulticast,
        /// tcgen05.ld/st: shape or repeat count not legal.
        Tcgen05LdStShape,
        /// tcgen05.mma.block_scale with ashift.
        Tcgen05Ashift,
    }
}

model_unit_enum! {
    /// A case a check tells apart within one rule, for which the rule may give NVIDIA's own
    /// text (`messages`): libNVVM words some verdicts of one check differently.
    pub enum Verdict {
        /// Matrix types: A and B differ and the pair is not legal (`Mismatched MMA A B Type`).
        MmaABTypeMismatch,
        /// Matrix modifier: a rounding mode the combination does not take.
        MmaRoundingMode,
        /// Matrix modifier: a b1 operation (`xor.popc`, `and.popc`) the combination does not take.
        MmaOpcode,
        /// Matrix fragment A (B, C or D) has the wrong number of bits: register count or width.
        FragASize,
        FragBSize,
        FragCSize,
        /// Matrix fragment A has its bit count but another register type.
        FragAType,
        /// Matrix fragment B, C or D has its bit count but another register type.
        FragElementType,
    }
}

// ---------------------------------------------------------------------------------------------
// What each kind may say
// ---------------------------------------------------------------------------------------------

impl Check {
    /// The vocabulary entry's name (`Function`, `Instruction`, …).
    pub fn kind_name(&self) -> &'static str {
        match self {
            Check::FrontEnd => "FrontEnd",
            Check::Module(_) => "Module",
            Check::Global { .. } => "Global",
            Check::Function(_) => "Function",
            Check::Launch(_) => "Launch",
            Check::Instruction { .. } => "Instruction",
            Check::Constant(_) => "Constant",
            Check::Call { .. } => "Call",
            Check::AnyOf(_) => "AnyOf",
            Check::Intrinsic(_) => "Intrinsic",
            Check::Matrix(_) => "Matrix",
            Check::ParamSpace => "ParamSpace",
            Check::InlinePtx(_) => "InlinePtx",
            Check::Valid { .. } => "Valid",
        }
    }

    /// Every kind name, for documentation and for the harness's catalogue.
    pub const KINDS: &'static [&'static str] = &[
        "FrontEnd",
        "Module",
        "Global",
        "Function",
        "Launch",
        "Instruction",
        "Constant",
        "Call",
        "AnyOf",
        "Intrinsic",
        "Matrix",
        "ParamSpace",
        "InlinePtx",
        "Valid",
    ];

    /// The code namespaces (`'1'` module … `'7'` kernel ABI) a rule of this kind may live in.
    pub fn namespaces(&self) -> &'static [char] {
        match self {
            Check::FrontEnd => &['0'],
            Check::Module(_) => &['1', '3'],
            Check::Global { .. } => &['2'],
            Check::Function(_) | Check::Launch(_) => &['3'],
            Check::Instruction { .. } | Check::Constant(_) => &['6'],
            Check::Call { .. } => &['3', '6', '7'],
            // Validity parts together are a validity rule; NVIDIA's kinds mix freely.
            Check::AnyOf(parts) if parts.iter().all(|p| matches!(p, Check::Valid { .. })) => &['9'],
            Check::AnyOf(_) => &['0', '1', '2', '3', '4', '5', '6', '7'],
            Check::Intrinsic(_) => &['4'],
            Check::Matrix(_) => &['5'],
            Check::ParamSpace => &['7'],
            Check::InlinePtx(_) => &['8'],
            Check::Valid { .. } => &['9'],
        }
    }

    /// The verdicts this check tells apart, which a rule's `messages` may word (see [`Verdict`]).
    pub fn verdicts(&self) -> &'static [Verdict] {
        match self {
            Check::Matrix(MatrixCheck::Types) => &[Verdict::MmaABTypeMismatch],
            Check::Matrix(MatrixCheck::Modifier) => &[Verdict::MmaRoundingMode, Verdict::MmaOpcode],
            Check::Matrix(MatrixCheck::Fragment) => &[
                Verdict::FragASize,
                Verdict::FragBSize,
                Verdict::FragCSize,
                Verdict::FragAType,
                Verdict::FragElementType,
            ],
            _ => &[],
        }
    }

    /// The `{placeholders}` a message of this check may use. Every diagnostic may also use
    /// `{target}`, `{profile}`, `{code}`, `{ptx}` and, for a rule with a `require`, `{required}`.
    pub fn placeholders(&self) -> Vec<&'static str> {
        let mut p: Vec<&'static str> = match self {
            Check::FrontEnd => vec!["detail"],
            Check::Module(conds) => conds.iter().flat_map(ModuleCond::binds).copied().collect(),
            Check::Global { .. } => vec![
                "global",
                "name",
                "linkage",
                "addrspace",
                "type",
                "section",
                "function",
                "aliasee",
            ],
            Check::Function(conds) => {
                let mut v = vec!["function"];
                v.extend(conds.iter().flat_map(FunctionCond::binds));
                v
            }
            Check::Launch(conds) => {
                let mut v = vec!["function"];
                v.extend(conds.iter().flat_map(LaunchCond::binds));
                v
            }
            Check::Instruction { when, .. } => {
                let mut v = vec!["opcode", "function"];
                v.extend(when.iter().flat_map(InstCond::binds));
                v
            }
            Check::Constant(_) => vec!["constant", "function"],
            Check::Call { when, .. } => {
                let mut v = vec!["callee", "function"];
                v.extend(when.iter().flat_map(CallCond::binds));
                v
            }
            Check::AnyOf(checks) => checks.iter().flat_map(Check::placeholders).collect(),
            Check::Intrinsic(IntrinsicCheck::Target) => {
                vec![
                    "intrinsic",
                    "family",
                    "required",
                    "suggested_target",
                    "suggested_targets",
                ]
            }
            Check::Intrinsic(IntrinsicCheck::Ptx) => {
                vec!["intrinsic", "family", "ptx", "required_ptx", "ptx_feature"]
            }
            Check::Intrinsic(IntrinsicCheck::Unknown { .. } | IntrinsicCheck::Rejected) => {
                vec!["intrinsic", "family"]
            }
            Check::Intrinsic(IntrinsicCheck::Operand(_)) => {
                vec!["intrinsic", "arg", "value", "min", "max", "step", "values"]
            }
            Check::Intrinsic(IntrinsicCheck::ImmArg | IntrinsicCheck::ImmArgRange) => {
                vec!["intrinsic", "arg", "value", "lower", "upper"]
            }
            Check::Matrix(_) => vec![
                "intrinsic",
                "op",
                "geom",
                "types",
                "required",
                "detail",
                "suggested_target",
                "suggested_targets",
                "ptx",
                "required_ptx",
                "ptx_feature",
            ],
            Check::ParamSpace => vec!["required", "max", "function"],
            Check::InlinePtx(PtxCheck::Target) => vec![
                "instruction",
                "form",
                "required",
                "suggested_target",
                "suggested_targets",
            ],
            Check::InlinePtx(PtxCheck::Ptx) => {
                vec!["instruction", "form", "required_ptx", "ptx_feature"]
            }
            Check::InlinePtx(PtxCheck::Unknown) => vec!["instruction", "opcode"],
            Check::Valid { check, .. } => {
                let mut v = vec!["function"];
                v.extend(check.binds());
                v
            }
        };
        p.sort_unstable();
        p.dedup();
        p
    }
}

impl ValidCheck {
    /// The first verdict whose visitor finds its rules on demand (once per module for
    /// globals and aliases, at the first metadata attachment it judges in a function): the
    /// per-function visitors' tables (a 64-bit mask) hold only the verdicts before it.
    pub const FIRST_ON_DEMAND: ValidCheck = ValidCheck::CommonZeroInitializer;

    /// Is this verdict's rule found on demand (see [`Self::FIRST_ON_DEMAND`])?
    pub fn on_demand(self) -> bool {
        self as usize >= Self::FIRST_ON_DEMAND as usize
    }

    fn binds(self) -> &'static [&'static str] {
        match self {
            ValidCheck::ReturnType => &["type"],
            ValidCheck::UndefinedValue
            | ValidCheck::UndefinedGlobal
            | ValidCheck::Redefined
            | ValidCheck::FunctionRedefinition
            | ValidCheck::FunctionAfterVariable
            | ValidCheck::UndefinedMetadata
            | ValidCheck::UndefinedMetadataInModule
            | ValidCheck::UndefinedComdat
            | ValidCheck::UndefinedComdatInModule
            | ValidCheck::GlobalRedefinition => &["name"],
            ValidCheck::ValueType | ValidCheck::GlobalValueType | ValidCheck::GlobalPointerType => {
                &["name", "defined", "expected"]
            }
            ValidCheck::CalleeType => &["callee", "type"],
            ValidCheck::CastTypes => &["from", "to"],
            ValidCheck::AggregateOperand | ValidCheck::AggregateIndices => &["opcode"],
            ValidCheck::InsertValueType => &["value", "field"],
            ValidCheck::RmwInteger | ValidCheck::RmwFloat => &["op"],
            ValidCheck::AttributeType => &["attribute"],
            ValidCheck::AttributeConflict => &["first", "second"],
            ValidCheck::UsedMember | ValidCheck::UsedMemberUnnamed => &["name"],
            ValidCheck::AttributeTypeList => &["incompatible"],
            // libNVVM's NVVM 23 path names the mismatch: `intrinsic argument 2 type (matching
            // overload type 0) expected float, but got i32`.
            ValidCheck::IntrinsicReturnType | ValidCheck::IntrinsicArgType => {
                &["place", "expected", "got"]
            }
            ValidCheck::IntrinsicArgCount => &["expected", "got"],
            ValidCheck::FenceWeakOrdering => &["ordering"],
            _ => &[],
        }
    }
}

impl ModuleCond {
    fn binds(&self) -> &'static [&'static str] {
        match self {
            ModuleCond::PointerSpecNotIn { .. } => &["layout", "examples"],
            ModuleCond::TripleNotIn { .. } => &["triple", "allowed"],
            ModuleCond::IrVersionNot { .. } => &["found", "major", "minor"],
            ModuleCond::MalformedAnnotations(_) | ModuleCond::UnreadableAnnotations { .. } => {
                &["name"]
            }
            ModuleCond::AnnotatedNonKernel(_) => &["function", "param"],
            ModuleCond::PtxBelowTargetMinimum => &["ptx", "min_ptx", "min_ptx_feature", "origin"],
            ModuleCond::ModuleFlagNot { .. } => &["key", "found", "value"],
            ModuleCond::DataLayoutNot { .. } => &["layout", "problem", "examples"],
            ModuleCond::DataLayoutMissing | ModuleCond::TripleMissing | ModuleCond::Mode(_) => &[],
        }
    }
}

impl FunctionCond {
    fn binds(&self) -> &'static [&'static str] {
        match self {
            FunctionCond::Attribute(_) => &["attribute"],
            FunctionCond::ParamAttribute(_) => &["param", "attribute"],
            FunctionCond::AnnotatedParam(_) => &["param"],
            FunctionCond::NarrowIntParam(_) => &["param", "type"],
            FunctionCond::NarrowIntReturn(_) => &["type"],
            FunctionCond::ParamType(_) => &["param", "index", "type"],
            FunctionCond::Has(_) => &["section", "align"],
            _ => &[],
        }
    }
}

impl LaunchCond {
    fn binds(&self) -> &'static [&'static str] {
        match self {
            LaunchCond::DimsOutside { .. } => &["key", "value", "max", "total"],
            LaunchCond::ValueOutside { .. } => &["key", "value", "min", "max"],
            LaunchCond::ThreadsPerSmAbove { .. } => &["threads", "blocks", "total", "max"],
            _ => &[],
        }
    }
}

impl InstCond {
    fn binds(&self) -> &'static [&'static str] {
        match self {
            InstCond::AddrSpaceIn(_) | InstCond::AddrSpaceNotIn(_) => &["addrspace"],
            InstCond::AlignAbove(_) => &["align", "max"],
            InstCond::OrderingNotIn(_) => &["ordering"],
            InstCond::ValueWidthNotIn(_) | InstCond::ValueTypeIn { .. } => &["type", "op"],
            InstCond::RmwOpNotIn(_) | InstCond::RmwOpIn(_) => &["op"],
            InstCond::CastAvoids(_) => &["from", "to"],
            InstCond::CastSpaceNotIn(_) => &["side", "addrspace"],
            InstCond::HoldsType { .. } => &["type"],
            InstCond::FunctionPointerNotIn(_) => &["addrspace"],
            InstCond::CalleeIn { .. } => &["callee"],
            InstCond::ScopeIn(_) | InstCond::ScopeNotIn(_) => &["scope"],
            InstCond::LacksFastMath(_) => &["flag"],
            _ => &[],
        }
    }
}

impl CallCond {
    fn binds(&self) -> &'static [&'static str] {
        match self {
            CallCond::AsmTypeNotIn { .. } | CallCond::AsmTypeIn { .. } => &["type"],
            CallCond::LaunchArgAddrSpaceIn(_) => &["addrspace"],
            CallCond::LaunchTargetNotKernel => &[],
        }
    }
}
