"""Rebuilding the lexicons from the raw sources reproduces the shipped files byte for byte."""
from __future__ import annotations

import pytest

from mask_framework.lexicons import LEXICON_DIR
from mask_framework.lexicons.build import build, encode_items


def test_encode_items_sorts_and_terminates_lines():
    assert encode_items({"b", "a", "é"}) == "a\nb\né\n".encode("utf-8")


@pytest.mark.shared_data
def test_build_is_reproducible(shared_data, tmp_path):
    rows = build(shared_data / "lexicons", tmp_path)
    for _, path, _ in rows:
        shipped = LEXICON_DIR / path.name
        assert shipped.read_bytes() == path.read_bytes(), f"{path.name} differs: rerun the build"
    assert (tmp_path / "SOURCE.md").read_text() == (LEXICON_DIR / "SOURCE.md").read_text()
