"""Shared set-up of the Python package's tests (tests/python; run by ctest's `python` test, or
`PYTHONPATH=build/python python -m pytest tests/python` with the venv of scripts/python-env.sh).

The compile cache is read from the environment when the process first compiles: every test run
gets a directory of its own, set before anything compiles."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pytest

_CACHE_DIR = tempfile.mkdtemp(prefix="fly-python-tests-cache-")
os.environ["FLY_CACHE_DIR"] = _CACHE_DIR
os.environ.pop("FLY_ENABLE_CACHE", None)

import fly  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_CACHE_DIR, ignore_errors=True)


@pytest.fixture(scope="session")
def cache_dir() -> Path:
    return Path(_CACHE_DIR)


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(2026)


ARCHS = fly.ARCHS
