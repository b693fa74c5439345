"""Installs the compiler hooks that ``NVVERIFY_TRITON`` / ``NVVERIFY_NUMBA`` ask for, once
``triton`` / ``numba.cuda`` is imported (imported by ``nvverify-hooks.pth`` at start-up only
when one of the variables is set; it imports neither compiler itself)."""

import importlib.abc
import importlib.util
import os
import sys
import warnings

_WATCHED = {}
if os.environ.get("NVVERIFY_TRITON"):
    _WATCHED["triton"] = "nvverify.triton"
if os.environ.get("NVVERIFY_NUMBA"):
    _WATCHED["numba.cuda"] = "nvverify.numba"


class _AfterImport(importlib.abc.MetaPathFinder):
    """Imports the hook module right after the watched package has been imported."""

    def find_spec(self, name, path=None, target=None):
        if name not in _WATCHED:
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        exec_module = loader.exec_module
        hook = _WATCHED.pop(name)

        def exec_then_hook(module):
            exec_module(module)
            _import_hook(hook)

        loader.exec_module = exec_then_hook
        if not _WATCHED:
            sys.meta_path.remove(self)
        return spec


def _import_hook(hook: str) -> None:
    """Imports the hook module, which installs itself. This runs inside the user's own import of
    the compiler: whatever goes wrong (a nvverify too old or too new for that release, a broken
    install) is a warning, never an exception out of ``import triton``."""
    try:
        importlib.import_module(hook)
    except Exception as error:
        warnings.warn(f"nvverify: {hook} not installed: {error!r}", RuntimeWarning, stacklevel=2)


def _start() -> None:
    for package, hook in list(_WATCHED.items()):
        if package in sys.modules:
            _WATCHED.pop(package)
            _import_hook(hook)
    if _WATCHED:
        sys.meta_path.insert(0, _AfterImport())


_start()
