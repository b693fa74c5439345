; ThinLTO summary entries (opt -module-summary | llvm-dis): skipped, never errors.
source_filename = "s.ll"

define void @fn() {
  ret void
}

^0 = module: (path: "/tmp/s.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "fn", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), insts: 1))) ; guid = 6064007760896105805
^2 = blockcount: 0
