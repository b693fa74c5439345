import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def corpus() -> pathlib.Path:
    return ROOT / "corpus"
