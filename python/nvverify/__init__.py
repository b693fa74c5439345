"""nvverify: verify the LLVM IR that GPU compilers hand to NVIDIA's back ends, from Python.

NVVM IR for libNVVM (numba-cuda) and NVPTX IR from clang, Triton and MLIR are checked against the
rules NVIDIA's tools enforce and the LLVM verifier does not know: which ``llvm.nvvm.*`` intrinsics
exist on which SM and PTX version, matrix shapes, kernel parameter-space limits, rejected
attributes and instructions, address spaces, cluster and launch-bound metadata.

>>> import nvverify
>>> report = nvverify.check(ir_text, target="sm_80")
>>> for d in report.errors:
...     print(d.code, d.line, d.message)
>>> report.raise_for_errors()      # nvverify.VerificationError, with .report

* :func:`check` verifies one module (IR text, bytes or a path) and returns a :class:`Report`;
  ``str(report)`` is the rustc-style rendering ``nvverify check --color never`` prints.
* :func:`requirements` gives the lowest SM (plain, ``f`` family, ``a`` arch-specific) and PTX
  version a module needs, with the IR sites that force them.
* :func:`explain` documents a rule code; :func:`targets` lists the known targets.
* ``nvverify.triton.install()`` / ``nvverify.numba.install()`` verify every module those
  compilers make, at the compile's own target, before the back end sees it (or set
  ``NVVERIFY_TRITON`` / ``NVVERIFY_NUMBA``; see those modules).

Input that is not LLVM IR text, and unknown targets, profiles or codes, raise
:class:`InputError` (a ``ValueError``). The GIL is released while a module is verified.
"""

from typing import Optional

from ._nvverify import (
    Diagnostic,
    InputError,
    Lowest,
    Report,
    Requirements,
    Site,
    Target,
    Verdict,
    VerificationError,
    __version__,
    check,
    explain,
    requirements,
    targets,
)

__all__ = [
    "Diagnostic",
    "InputError",
    "Lowest",
    "Report",
    "Requirements",
    "Site",
    "Target",
    "Verdict",
    "VerificationError",
    "VerificationWarning",
    "__version__",
    "check",
    "explain",
    "requirements",
    "targets",
]


class VerificationWarning(UserWarning):
    """Issued by the compiler hooks: with ``on_error="warn"`` for a module's errors, and in either
    mode where nvverify itself cannot verify a module (syntax it cannot read, NV0001, or an
    internal error), so that the compile goes on. ``.report`` is the :class:`Report` (``None``
    after an internal error)."""

    def __init__(self, report: Optional[Report], message: Optional[str] = None) -> None:
        super().__init__(message if message is not None else str(report))
        self.report = report
