"""Verify the LLVM IR Triton makes, at the compile's own target, before PTX is made.

``install()`` wraps the ``llir`` stage of Triton's NVIDIA back end: after Triton's ``make_llir``
returns the LLVM IR module, nvverify verifies it and only then do ``make_ptx`` and ptxas run.
The seam is ``CUDABackend.add_stages(stages, options, language)``, which every Triton 3.x with the
NVIDIA back end has; where the release offers it (3.6 and later), the hook registers through
Triton's own ``triton.knobs.runtime.add_stages_inspection_hook``, which ``add_stages`` calls once
the stages are in place (a hook installed before this one keeps working: it is called first);
on older releases (3.2 … 3.5) it wraps ``CUDABackend.add_stages`` itself. A Triton with neither
gets one warning and no hook.

What the module is verified for is Triton's, release by release, as data (``rules/profiles.ron``,
``consumers:``; ``nvverify --consumer triton@3.6.0``): the target ``sm_{capability}`` with the
suffix Triton itself uses (``sm_arch_from_capability``: ``a`` from sm_90 on), the PTX version
ptxas assembles at (Triton's ``get_ptx_version_from_options``: its ptxas's version, which it
writes over the ``.version`` line of the PTX, so inline PTX is judged at it), the lower ``+ptxNN``
its bundled LLVM is given (capped, ``get_features``: what intrinsics are judged at) and what that
LLVM does with a PTX version below the target's minimum (Triton 3.5 and 3.6's accept ``+ptx86``
for sm_120a: no NV1009 there).

With ``on_error="raise"`` an error raises :class:`nvverify.VerificationError` out of
``triton.compile``/the kernel launch, naming the code and IR line, before ``make_ptx`` and ptxas
run; with ``"warn"`` it issues a :class:`nvverify.VerificationWarning` and the compile goes on.
nvverify's own limits never stop a compile: syntax it cannot read (NV0001, e.g. a newer LLVM's)
and internal errors become one ``VerificationWarning`` naming the construct and the Triton
version, in either mode.

Caches. The hook adds its key to ``CUDABackend.hash()``, which is part of the key of Triton's
on-disk cache: a kernel compiled and cached before ``install()`` is compiled (and verified) again
the first time it is compiled or loaded after it, and one cached with the hook is not verified
again. Kernels already compiled *in this process* before ``install()`` (a ``@triton.jit``
function's in-memory kernel cache) are reused as they are, unverified, on Triton 3.5 and 3.6;
Triton 3.9 keys that cache with the knob hook's key too, so there they are compiled and verified
again. Install the hook before the first launch (or use ``NVVERIFY_TRITON``) to be sure on
every release.

Without code: ``NVVERIFY_TRITON=1`` (or ``raise``) or ``NVVERIFY_TRITON=warn`` in the environment
installs the hook when ``triton`` is first imported. The wheel ships ``nvverify-hooks.pth``, a
one-line file Python's ``site`` runs at start-up: it reads the two variables and, only when one is
set, imports ``nvverify._autoload``, which waits for ``triton`` to be imported and then calls
``install()``. ``import nvverify.triton`` with the variable set does the same. Neither ever makes
``import triton`` fail: anything going wrong there is a warning.
"""

import re
import warnings
from typing import Any, Callable, Optional

from . import check
from ._hooks import install_from_environment, on_error_of, verify

__all__ = ["install", "uninstall", "installed", "seam", "target_of", "ptx_of", "consumer_of"]

KEY = "nvverify-hook"

_state: dict = {}
_warned: set = set()


def target_of(capability: int) -> str:
    """The target Triton compiles ``capability`` for (``80`` → ``sm_80``, ``90`` → ``sm_90a``)."""
    from triton.backends.nvidia.compiler import sm_arch_from_capability

    return sm_arch_from_capability(100 if capability == 107 else capability)


def ptx_of(options, arch: int) -> Optional[int]:
    """The PTX version (× 10) ptxas assembles the kernel at: Triton's own
    ``get_ptx_version_from_options`` (``options.ptx_version``, else its ptxas's version for
    ``arch``), the version Triton writes on the PTX's ``.version`` line."""
    from triton.backends.nvidia import compiler

    version = getattr(compiler, "get_ptx_version_from_options", None)
    if version is None:
        return None
    return version(options, arch)


def consumer_of() -> str:
    """``triton@X.Y.Z``: the consumer record (``rules/profiles.ron``) that models this Triton."""
    import triton

    return f"triton@{triton.__version__}"


def seam() -> Optional[str]:
    """How this Triton is hooked: ``"knob"`` (``knobs.runtime.add_stages_inspection_hook``),
    ``"add_stages"`` (``CUDABackend.add_stages`` wrapped) or ``None`` (no NVIDIA back end stages)."""
    try:
        from triton import knobs

        if "add_stages_inspection_hook" in dir(type(knobs.runtime)):
            return "knob"
    except Exception:
        pass
    try:
        from triton.backends.nvidia.compiler import CUDABackend

        if callable(getattr(CUDABackend, "add_stages", None)):
            return "add_stages"
    except Exception:
        pass
    return None


def installed() -> bool:
    return "seam" in _state


def install(target: Optional[str] = None, on_error: str = "raise") -> None:
    """Verifies every module Triton lowers to LLVM IR before it becomes PTX.

    ``target``: verify for this target instead of the compile's own (``None``: the compile's).
    ``on_error``: ``"raise"`` (a :class:`nvverify.VerificationError`) or ``"warn"``.
    Installing again replaces the settings. On a Triton without the NVIDIA back end's stages this
    warns once and does nothing.
    """
    on_error = on_error_of(on_error)
    how = seam()
    if how is None:
        _warn_once(
            "seam",
            "nvverify.triton: this Triton has no NVIDIA back-end stages to hook "
            "(CUDABackend.add_stages); kernels are not verified",
        )
        return
    uninstall()
    settings = {"target": target, "on_error": on_error}
    from triton.backends.nvidia.compiler import CUDABackend

    original_hash = CUDABackend.hash

    def hash(self):
        # The on-disk cache key: a kernel cached without the hook (or in another mode) is
        # compiled, and verified, again.
        return f"{original_hash(self)}-{KEY}:{settings['on_error']}:{settings['target'] or ''}"

    hash.__wrapped__ = original_hash
    CUDABackend.hash = hash
    _state.update(seam=how, settings=settings, hash=original_hash)
    if how == "knob":
        from triton import knobs

        previous = knobs.runtime.add_stages_inspection_hook

        def hook(*args: Any, **kwargs: Any):
            if not args and not kwargs:  # Triton releases that fold the hook's key into caches
                key, digest = previous() if previous is not None else ("", "")
                mine = f"{KEY}:{settings['on_error']}:{settings['target'] or ''}"
                return f"{key}{mine}", f"{digest}{mine}"
            if previous is not None:
                previous(*args, **kwargs)
            _wrap_llir(*args, **kwargs, settings=settings)

        knobs.runtime.add_stages_inspection_hook = hook
        _state.update(hook=hook, previous=previous)
    else:
        original_add_stages = CUDABackend.add_stages

        def add_stages(self, stages, options, *args, **kwargs):
            result = original_add_stages(self, stages, options, *args, **kwargs)
            _wrap_llir(self, stages, options, None, _capability(self, options), settings=settings)
            return result

        add_stages.__wrapped__ = original_add_stages
        CUDABackend.add_stages = add_stages
        _state.update(add_stages=original_add_stages)


def uninstall() -> None:
    """Puts back what :func:`install` replaced."""
    if not installed():
        return
    from triton.backends.nvidia.compiler import CUDABackend

    CUDABackend.hash = _state["hash"]
    if _state["seam"] == "knob":
        from triton import knobs

        if knobs.runtime.add_stages_inspection_hook is _state["hook"]:
            knobs.runtime.add_stages_inspection_hook = _state["previous"]
    else:
        CUDABackend.add_stages = _state["add_stages"]
    _state.clear()


def _capability(backend, options) -> Optional[int]:
    """The capability ``add_stages`` compiles ``make_llir`` for (what 3.6's hook is given)."""
    parse = getattr(backend, "_parse_arch", None)
    if parse is not None and getattr(options, "arch", None) is not None:
        return parse(options.arch)
    return getattr(getattr(backend, "target", None), "arch", None)


def _warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        warnings.warn(message, RuntimeWarning, stacklevel=3)


def _kernel_name(module: str) -> str:
    """The first function defined in the module (Triton makes one kernel per module)."""
    found = re.search(r"^define [^@\n]*@\"?([^\"(\s]+)", module, re.MULTILINE)
    return found.group(1) if found else "kernel"


def _wrap_llir(backend, stages, options, language, capability, *, settings) -> None:
    if capability is None or "llir" not in stages:
        return  # not the NVIDIA back end
    make_llir: Callable = stages["llir"]

    def llir(src, metadata):
        module = make_llir(src, metadata)
        _verify_module(module, backend, options, capability, settings)
        return module

    stages["llir"] = llir


def _verify_module(module: str, backend, options, capability: int, settings: dict) -> None:
    import triton

    compiler = f"Triton {triton.__version__}"
    try:
        arch = getattr(getattr(backend, "target", None), "arch", capability)
        target = settings["target"] or target_of(capability)
        ptx = ptx_of(options, arch)
        consumer = consumer_of()
    except Exception as error:  # a Triton whose helpers moved: nvverify's limit, not the user's
        _warn_once(
            f"settings:{type(error).__name__}",
            f"nvverify.triton: cannot read {compiler}'s compile settings ({error!r}); "
            "kernels are not verified",
        )
        return
    verify(
        check,
        module,
        compiler=compiler,
        on_error=settings["on_error"],
        target=target,
        consumer=consumer,
        ptx=ptx,
        name=f"{_kernel_name(module)}.llir",
    )


install_from_environment("NVVERIFY_TRITON", lambda on_error: installed() or install(on_error=on_error))
