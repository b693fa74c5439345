"""What the compiler hooks share: how a module is verified and a finding reported, how nvverify's
own limits fail open, and the environment switches."""

import os
import warnings
from typing import Callable, Optional

from . import Report, VerificationWarning

ON_ERROR = ("raise", "warn")

#: The code of syntax nvverify cannot read: nvverify's limit, not the module's fault.
UNREADABLE = "NV0001"


def on_error_of(value: str) -> str:
    if value not in ON_ERROR:
        raise ValueError(f"on_error={value!r}: expected 'raise' or 'warn'")
    return value


def from_environment(variable: str) -> Optional[str]:
    """``NVVERIFY_TRITON=1|raise|warn`` → ``"raise"``/``"warn"``; unset, empty or ``0`` → ``None``."""
    value = os.environ.get(variable, "").strip().lower()
    if value in ("", "0", "off", "false", "no"):
        return None
    if value in ("1", "on", "true", "yes", "raise"):
        return "raise"
    if value == "warn":
        return "warn"
    raise ValueError(f"{variable}={value!r}: expected 1, raise or warn")


def install_from_environment(variable: str, install: Callable[..., None]) -> None:
    """Installs a hook as the environment asks. Runs inside the compiler's own import (through
    ``nvverify-hooks.pth``), so nothing may escape it: a bad value or a failed install becomes a
    warning and the import goes on."""
    try:
        mode = from_environment(variable)
        if mode is not None:
            install(on_error=mode)
    except Exception as error:  # never fail the user's `import triton` / `import numba.cuda`
        warnings.warn(f"nvverify: {variable} ignored: {error}", RuntimeWarning, stacklevel=2)


def act(report: Report, on_error: str) -> None:
    """Raises ``VerificationError`` or warns when the report has errors."""
    if report.ok:
        return
    if on_error == "raise":
        report.raise_for_errors()
    else:
        warnings.warn(VerificationWarning(report), stacklevel=4)


def verify(check: Callable[..., Report], module, *, compiler: str, on_error: str, **options) -> None:
    """Verifies ``module`` with ``check(module, **options)`` and acts on its errors.

    nvverify's own limits never stop the user's compile: an exception out of ``check`` (an
    internal error) and NV0001 (syntax nvverify cannot read, for instance a newer LLVM's) each
    become one :class:`nvverify.VerificationWarning` naming the construct and ``compiler``, and
    the compile goes on; the items nvverify could read are still verified, and only their real
    findings raise."""
    name = options.get("name") or "module"
    try:
        report = check(module, **options)
        unreadable = [d for d in report.errors if d.code == UNREADABLE]
        if unreadable:
            first = unreadable[0]
            construct = _text_at(module, first.line, first.column)
            more = f" (and {len(unreadable) - 1} more)" if len(unreadable) > 1 else ""
            warnings.warn(
                VerificationWarning(
                    report,
                    f"nvverify cannot read `{construct}` at {name}:{first.line}:{first.column}"
                    f"{more}, which {compiler} wrote ({first.message}); the rest of the module is "
                    "verified and the compile goes on",
                ),
                stacklevel=3,
            )
            report = check(module, **dict(options, ignore=_with_unreadable(options.get("ignore"))))
    except Exception as error:  # nvverify's failure, not the module's: warn and compile on
        warnings.warn(
            VerificationWarning(
                None,
                f"nvverify could not verify {name} from {compiler} "
                f"({type(error).__name__}: {error}); the compile goes on unverified",
            ),
            stacklevel=3,
        )
        return
    act(report, on_error)


def _with_unreadable(ignore):
    if ignore is None:
        return [UNREADABLE]
    return [ignore, UNREADABLE] if isinstance(ignore, str) else [*ignore, UNREADABLE]


def _text_at(module, line: int, column: int, width: int = 60) -> str:
    """The IR text from (line, column), up to ``width`` characters: what nvverify could not read."""
    text = module.decode(errors="replace") if isinstance(module, (bytes, bytearray)) else str(module)
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return "?"
    rest = lines[line - 1][max(column - 1, 0) :].strip()
    return rest if len(rest) <= width else rest[: width - 1] + "…"
