"""Shared test fixtures.

Tests that read the development corpora under ``../shared/data`` use the
``shared_data`` fixture: a user's clone has no ``../shared``, so those tests are
skipped there, saying why. Point ``MASK_SHARED_DATA`` elsewhere to run them.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def shared_data_dir() -> Path:
    return Path(os.environ.get("MASK_SHARED_DATA", REPO_ROOT.parent / "shared" / "data"))


@pytest.fixture
def shared_data() -> Path:
    path = shared_data_dir()
    if not path.is_dir():
        pytest.skip(f"development data not found at {path} (set MASK_SHARED_DATA); this test measures on it")
    return path


@pytest.fixture
def repo_root() -> Path:
    return REPO_ROOT
