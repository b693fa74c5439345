"""Verify the LLVM IR Triton makes, at the compile's own target, before PTX is made.

``install()`` registers through Triton's pipeline-stages hook,
``triton.knobs.runtime.add_stages_inspection_hook`` (Triton 3.x). Triton calls that hook in two
ways: with no arguments, to fold a key into its compilation caches (so a kernel cached before
the hook was installed is compiled again, and one cached with it is not re-verified), and from
``CUDABackend.add_stages(stages, options, language)`` as ``hook(backend, stages, options,
language, capability)`` once the stages are in place. The hook wraps the ``llir`` stage: after
Triton's ``make_llir`` returns the LLVM IR module, nvverify verifies it for the compile's target,
``sm_{capability}`` with the suffix Triton itself uses
(``triton.backends.nvidia.compiler.sm_arch_from_capability``: ``a`` from sm_90 on; capability 107
is compiled as 100), with the PTX version Triton asks LLVM for (``get_features``: ``+ptxNN``,
which the IR module does not carry), under the ``llvm`` profile (upstream NVPTX + ptxas). With
``on_error="raise"`` an error raises :class:`nvverify.VerificationError` out of
``triton.compile``/the kernel launch, naming the code and IR line, before ``make_ptx`` and ptxas
run; with ``"warn"`` it issues a :class:`nvverify.VerificationWarning` and the compile goes on.
A hook installed before this one keeps working: it is called first, and its cache key is kept.

Without code: ``NVVERIFY_TRITON=1`` (or ``raise``) or ``NVVERIFY_TRITON=warn`` in the environment
installs the hook when ``triton`` is first imported. The wheel ships ``nvverify-hooks.pth``, a
one-line file Python's ``site`` runs at start-up: it reads the two variables and, only when one is
set, imports ``nvverify._autoload``, which waits for ``triton`` to be imported and then calls
``install()``. ``import nvverify.triton`` with the variable set does the same.
"""

import re
from typing import Any, Callable, Optional

from . import check
from ._hooks import act, from_environment, on_error_of

__all__ = ["install", "uninstall", "installed", "target_of", "ptx_of"]

KEY = "nvverify-hook"

_state: dict = {}


def target_of(capability: int) -> str:
    """The target Triton compiles ``capability`` for (``80`` → ``sm_80``, ``90`` → ``sm_90a``)."""
    from triton.backends.nvidia.compiler import sm_arch_from_capability

    return sm_arch_from_capability(100 if capability == 107 else capability)


def _kernel_name(module: str) -> str:
    """The first function defined in the module (Triton makes one kernel per module)."""
    found = re.search(r"^define [^@\n]*@\"?([^\"(\s]+)", module, re.MULTILINE)
    return found.group(1) if found else "kernel"


def ptx_of(options, capability: int) -> Optional[int]:
    """The PTX version (× 10) ``make_ptx`` will ask LLVM for: Triton's own ``get_features``
    (``+ptxNN``; the LLVM IR module itself does not carry it)."""
    from triton.backends.nvidia.compiler import get_features

    features = get_features(options, 100 if capability == 107 else capability)
    for feature in features.split(","):
        if feature.startswith("+ptx") and feature[4:].isdigit():
            return int(feature[4:])
    return None


def installed() -> bool:
    return "hook" in _state


def install(target: Optional[str] = None, on_error: str = "raise") -> None:
    """Verifies every module Triton lowers to LLVM IR before it becomes PTX.

    ``target``: verify for this target instead of the compile's own (``None``: the compile's).
    ``on_error``: ``"raise"`` (a :class:`nvverify.VerificationError`) or ``"warn"``.
    Installing again replaces the settings.
    """
    from triton import knobs

    on_error = on_error_of(on_error)
    current = knobs.runtime.add_stages_inspection_hook
    previous = _state["previous"] if installed() and current is _state["hook"] else current

    def hook(*args: Any, **kwargs: Any):
        if not args and not kwargs:
            key, digest = (previous() if previous is not None else ("", ""))
            mine = f"{KEY}:{on_error}:{target or ''}"
            return f"{key}{mine}", f"{digest}{mine}"
        if previous is not None:
            previous(*args, **kwargs)
        _wrap_llir(*args, **kwargs, fixed_target=target, on_error=on_error)

    knobs.runtime.add_stages_inspection_hook = hook
    _state.update(hook=hook, previous=previous)


def uninstall() -> None:
    """Puts back the hook that was there before :func:`install`."""
    from triton import knobs

    if installed():
        if knobs.runtime.add_stages_inspection_hook is _state["hook"]:
            knobs.runtime.add_stages_inspection_hook = _state["previous"]
        _state.clear()


def _wrap_llir(backend, stages, options, language, capability, *, fixed_target, on_error) -> None:
    if capability is None or "llir" not in stages:
        return  # not the NVIDIA back end
    make_llir: Callable = stages["llir"]
    target = fixed_target or target_of(capability)
    ptx = ptx_of(options, capability)

    def llir(src, metadata):
        module = make_llir(src, metadata)
        name = _kernel_name(module)
        report = check(module, target=target, profile="llvm", ptx=ptx, name=f"{name}.llir")
        act(report, on_error)
        return module

    stages["llir"] = llir


_mode = from_environment("NVVERIFY_TRITON")
if _mode is not None and not installed():
    install(on_error=_mode)
