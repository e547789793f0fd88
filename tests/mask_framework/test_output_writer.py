"""Chunk outputs: staged, flushed once, renamed in pairs; a full disk leaves no partial file."""
from __future__ import annotations

import errno
import os

import pytest

from mask_framework import output_writer
from mask_framework.pipeline import MaskedDocument, MaskedSpan
from mask_framework.output_writer import OutputError, write_chunk_outputs
from mask_framework.spans import Span


def document(text: str, start: int, end: int) -> MaskedDocument:
    span = Span(start, end, "NAME", ("NER_x",))
    return MaskedDocument("d", text, text[:start] + "XXX" + text[end:], [MaskedSpan(span, "XXX")])


CHUNK = [("a.txt", document("Piet kwam\r\n", 0, 4)), ("sub/b.txt", document("é Jan 🙂", 2, 5))]


@pytest.mark.parametrize("syncfs", ["native", "fsync per file"])
def test_a_chunk_is_written_in_pairs(tmp_path, monkeypatch, syncfs):
    if syncfs != "native":
        monkeypatch.setattr(output_writer, "_SYNCFS", None)
    write_chunk_outputs(tmp_path, CHUNK)
    assert (tmp_path / "a.txt").read_bytes() == b"XXX kwam\r\n"
    assert (tmp_path / "a.ann").read_text() == "T1\tNAME 0 4\tPiet\n#1\tAnnotatorNotes T1\tfound by NER_x\n"
    assert (tmp_path / "sub" / "b.txt").read_text(encoding="utf-8") == "é XXX 🙂"
    assert "NAME 2 5\tJan" in (tmp_path / "sub" / "b.ann").read_text(encoding="utf-8")
    assert not list(tmp_path.rglob("*.mask-tmp"))


def test_a_failed_flush_renames_nothing_and_cleans_up(tmp_path, monkeypatch):
    monkeypatch.setattr(output_writer, "_SYNCFS", None)

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OutputError, match="No space left on device"):
        write_chunk_outputs(tmp_path, CHUNK)
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == []


def test_an_empty_chunk_writes_nothing(tmp_path):
    write_chunk_outputs(tmp_path, [])
    assert list(tmp_path.iterdir()) == []
