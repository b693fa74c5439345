"""Verify the NVVM IR numba-cuda hands to libNVVM, at the compile's own target.

The seam (numba-cuda 0.30): every compilation to PTX or LTO-IR goes through
``numba.cuda.cudadrv.nvvm.compile_ir``, which adds each module to a
``numba.cuda.cudadrv.nvvm.CompilationUnit`` (``add_module(buffer)``, the bytes libNVVM receives,
after numba's own ``llvm_replace`` rewriting), calls ``verify()`` (``nvvmVerifyProgram``), then
lazily adds libdevice and calls ``compile()``. ``install()`` wraps those two methods of
``CompilationUnit``: ``add_module`` records each module on the unit, and ``verify`` first checks
every recorded module with nvverify for the unit's own ``-arch=`` option (``compute_80``,
``compute_90a``, …), under the ``nvvm`` profile (the libNVVM contract), then calls libNVVM's
verifier. libdevice is added lazily after verification, so it is not checked (as libNVVM does
not check it). With ``on_error="raise"`` an error raises :class:`nvverify.VerificationError`
out of ``numba.cuda.compile_ptx``/``@cuda.jit``, naming the code and IR line, before libNVVM
verifies or compiles; with ``"warn"`` it issues a :class:`nvverify.VerificationWarning`.
nvverify's own limits never stop a compile: syntax it cannot read (NV0001) and internal errors
become one ``VerificationWarning`` naming the construct and the numba-cuda version.

Without code: ``NVVERIFY_NUMBA=1`` (or ``raise``) or ``NVVERIFY_NUMBA=warn`` installs the hook
when ``numba.cuda`` is first imported (through ``nvverify-hooks.pth``, as for Triton: see
:mod:`nvverify.triton`), or when ``nvverify.numba`` is imported with the variable set.
"""

from typing import Optional

from . import check
from ._hooks import install_from_environment, on_error_of
from ._hooks import verify as verify_module

__all__ = ["install", "uninstall", "installed", "target_of"]

_state: dict = {}


def target_of(options) -> Optional[str]:
    """The ``-arch=`` value of a compilation unit's options (``compute_80``), if any."""
    for option in options:
        text = option.decode() if isinstance(option, bytes) else str(option)
        if text.startswith("-arch="):
            return text[len("-arch="):]
    return None


def _compiler() -> str:
    try:
        from importlib.metadata import version

        return f"numba-cuda {version('numba-cuda')}"
    except Exception:
        return "numba-cuda"


def installed() -> bool:
    return bool(_state)


def install(target: Optional[str] = None, on_error: str = "raise") -> None:
    """Verifies every module numba-cuda hands to libNVVM before libNVVM verifies it.

    ``target``: verify for this target instead of the compile's own ``-arch`` (``None``: its own).
    ``on_error``: ``"raise"`` or ``"warn"``. Installing again replaces the settings.
    """
    from numba.cuda.cudadrv.nvvm import CompilationUnit

    on_error = on_error_of(on_error)
    if not installed():
        _state.update(add_module=CompilationUnit.add_module, verify=CompilationUnit.verify)
    _state.update(target=target, on_error=on_error)
    original_add, original_verify = _state["add_module"], _state["verify"]

    def add_module(self, buffer):
        modules = self.__dict__.setdefault("_nvverify_modules", [])
        modules.append(bytes(buffer))
        return original_add(self, buffer)

    def verify(self):
        arch = _state["target"] or target_of(getattr(self, "_options_str", ()))
        modules = self.__dict__.get("_nvverify_modules", [])
        for index, module in enumerate(modules):
            name = "nvvm-module.ll" if len(modules) == 1 else f"nvvm-module-{index}.ll"
            verify_module(
                check,
                module,
                compiler=_compiler(),
                on_error=_state["on_error"],
                target=arch,
                profile="nvvm",
                name=name,
            )
        return original_verify(self)

    add_module.__wrapped__ = original_add
    verify.__wrapped__ = original_verify
    CompilationUnit.add_module = add_module
    CompilationUnit.verify = verify


def uninstall() -> None:
    """Puts ``CompilationUnit`` back as it was."""
    if not installed():
        return
    from numba.cuda.cudadrv.nvvm import CompilationUnit

    CompilationUnit.add_module = _state["add_module"]
    CompilationUnit.verify = _state["verify"]
    _state.clear()


install_from_environment("NVVERIFY_NUMBA", lambda on_error: installed() or install(on_error=on_error))
