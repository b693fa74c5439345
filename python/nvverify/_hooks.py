"""What the compiler hooks share: how a finding is reported, and the environment switches."""

import os
import warnings
from typing import Optional

from . import Report, VerificationWarning

ON_ERROR = ("raise", "warn")


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


def act(report: Report, on_error: str) -> None:
    """Raises ``VerificationError`` or warns when the report has errors."""
    if report.ok:
        return
    if on_error == "raise":
        report.raise_for_errors()
    else:
        warnings.warn(VerificationWarning(report), stacklevel=3)
