import os
import pathlib

import pytest

# Triton 3.9 warns on every compile without it; the tests compile with its default.
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def corpus() -> pathlib.Path:
    return ROOT / "corpus"
