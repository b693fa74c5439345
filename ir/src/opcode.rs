//! The instruction opcodes and their keywords: one table, in the enum's order. The parser's
//! perfect-hash lookup is built from it at compile time, and tablegen keeps a copy of the
//! keywords (rule opcodes are lowered to these indices; a test holds the two equal).

/// Declares [`Opcode`] and [`KEYWORDS`] from one list of (variant, keyword).
macro_rules! opcodes {
    ($( ($v:ident, $k:literal), )*) => {
        /// Every LLVM instruction opcode (also used for constant expressions).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Opcode { $($v,)* }

        /// Every opcode, in order (`ALL[op as usize] == op`).
        pub const ALL: &[Opcode] = &[$(Opcode::$v,)*];

        /// Each opcode's keyword as written in IR, in order.
        pub const KEYWORDS: &[&str] = &[$($k,)*];
    };
}

opcodes! {
    (Ret, "ret"),
    (Br, "br"),
    (Switch, "switch"),
    (IndirectBr, "indirectbr"),
    (Invoke, "invoke"),
    (Resume, "resume"),
    (Unreachable, "unreachable"),
    (CleanupRet, "cleanupret"),
    (CatchRet, "catchret"),
    (CatchSwitch, "catchswitch"),
    (CallBr, "callbr"),
    (FNeg, "fneg"),
    (Add, "add"),
    (FAdd, "fadd"),
    (Sub, "sub"),
    (FSub, "fsub"),
    (Mul, "mul"),
    (FMul, "fmul"),
    (UDiv, "udiv"),
    (SDiv, "sdiv"),
    (FDiv, "fdiv"),
    (URem, "urem"),
    (SRem, "srem"),
    (FRem, "frem"),
    (Shl, "shl"),
    (LShr, "lshr"),
    (AShr, "ashr"),
    (And, "and"),
    (Or, "or"),
    (Xor, "xor"),
    (Alloca, "alloca"),
    (Load, "load"),
    (Store, "store"),
    (GetElementPtr, "getelementptr"),
    (Fence, "fence"),
    (CmpXchg, "cmpxchg"),
    (AtomicRmw, "atomicrmw"),
    (Trunc, "trunc"),
    (ZExt, "zext"),
    (SExt, "sext"),
    (FPToUI, "fptoui"),
    (FPToSI, "fptosi"),
    (UIToFP, "uitofp"),
    (SIToFP, "sitofp"),
    (FPTrunc, "fptrunc"),
    (FPExt, "fpext"),
    (PtrToInt, "ptrtoint"),
    (PtrToAddr, "ptrtoaddr"),
    (IntToPtr, "inttoptr"),
    (BitCast, "bitcast"),
    (AddrSpaceCast, "addrspacecast"),
    (CleanupPad, "cleanuppad"),
    (CatchPad, "catchpad"),
    (ICmp, "icmp"),
    (FCmp, "fcmp"),
    (Phi, "phi"),
    (Call, "call"),
    (Select, "select"),
    (VAArg, "va_arg"),
    (ExtractElement, "extractelement"),
    (InsertElement, "insertelement"),
    (ShuffleVector, "shufflevector"),
    (ExtractValue, "extractvalue"),
    (InsertValue, "insertvalue"),
    (LandingPad, "landingpad"),
    (Freeze, "freeze"),
}

impl Opcode {
    /// The opcode an instruction keyword (`add`, `addrspacecast`, …) names.
    pub fn from_keyword(word: &str) -> Option<Opcode> {
        crate::parse::opcode_of(word.as_bytes())
    }

    /// The keyword as written in IR.
    pub fn keyword(self) -> &'static str {
        KEYWORDS[self as usize]
    }

    /// The LLVM release whose parser first reads this instruction (0: every release a
    /// consumer here uses, LLVM 7 on). LLVM 7 (libNVVM's NVVM 7 path) refuses the others as
    /// `expected instruction opcode`.
    pub fn since_llvm(self) -> u32 {
        match self {
            Opcode::FNeg => 8,
            Opcode::CallBr => 9,
            Opcode::Freeze => 10,
            Opcode::PtrToAddr => 22,
            _ => 0,
        }
    }
    /// The LLVM release whose parser first reads fast-math flags on this instruction, where
    /// that is later than LLVM 7: `select` (LLVM 9, r361401), `phi` (LLVM 10, D67564),
    /// `fpext` and `fptrunc` (LLVM 20). LLVM 7 refuses `select nnan i1 %c, …` and `phi nnan
    /// float […]` as `expected type`, at the flag; LLVM 7 and 19 refuse `fpext contract
    /// float %x to double` so.
    pub fn fast_math_since_llvm(self) -> u32 {
        match self {
            Opcode::Select => 9,
            Opcode::Phi => 10,
            Opcode::FPExt | Opcode::FPTrunc => 20,
            _ => 0,
        }
    }

    pub fn is_terminator(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Ret | Br
                | Switch
                | IndirectBr
                | Invoke
                | Resume
                | Unreachable
                | CleanupRet
                | CatchRet
                | CatchSwitch
                | CallBr
        )
    }
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Trunc
                | ZExt
                | SExt
                | FPToUI
                | FPToSI
                | UIToFP
                | SIToFP
                | FPTrunc
                | FPExt
                | PtrToInt
                | PtrToAddr
                | IntToPtr
                | BitCast
                | AddrSpaceCast
        )
    }
    /// The operations LLVM defines on integers (and vectors of them) only.
    #[inline(always)]
    pub fn is_integer_operation(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | Sub | Mul | UDiv | SDiv | URem | SRem | Shl | LShr | AShr | And | Or | Xor
        )
    }
    /// The operations LLVM defines on floating-point values (and vectors of them) only.
    #[inline(always)]
    pub fn is_float_operation(self) -> bool {
        use Opcode::*;
        matches!(self, FAdd | FSub | FMul | FDiv | FRem | FNeg)
    }
    pub const fn is_binary(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | FAdd
                | Sub
                | FSub
                | Mul
                | FMul
                | UDiv
                | SDiv
                | FDiv
                | URem
                | SRem
                | FRem
                | Shl
                | LShr
                | AShr
                | And
                | Or
                | Xor
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_round_trip() {
        for (i, op) in ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            assert_eq!(Opcode::from_keyword(op.keyword()), Some(*op));
        }
        assert_eq!(Opcode::from_keyword("notanopcode"), None);
    }
}
