"""Decoding inputs and writing outputs atomically."""
import codecs
import os

import pytest

from mask_framework.documents import UnreadableFile, atomic_write, brat_annotations, decode_document
from mask_framework.spans import Span


def test_utf8_bom_is_dropped_so_offsets_start_after_it():
    assert decode_document(codecs.BOM_UTF8 + "Piet".encode()) == "Piet"


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_with_bom_is_decoded(encoding):
    bom = codecs.BOM_UTF16_LE if encoding.endswith("le") else codecs.BOM_UTF16_BE
    assert decode_document(bom + "Jan 😀\r\n".encode(encoding)) == "Jan 😀\r\n"


@pytest.mark.parametrize("raw, reason", [
    (b"ab\xffcd", "not valid UTF-8 (invalid byte at offset 2)"),
    (b"abc\x00", "binary file (NUL byte at offset 3)"),
    (codecs.BOM_UTF16_LE + b"\x00\xd8", "not valid UTF-16 (bad data at byte 2)"),
])
def test_undecodable_input_gives_a_reason_without_content(raw, reason):
    with pytest.raises(UnreadableFile) as caught:
        decode_document(raw)
    assert str(caught.value) == reason


def test_atomic_write_leaves_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "out.txt"
    target.write_text("old")

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


def test_atomic_write_with_mode(tmp_path):
    atomic_write(tmp_path / "secret.tsv", "x", mode=0o600)
    assert (tmp_path / "secret.tsv").stat().st_mode & 0o777 == 0o600


def test_brat_lines_keep_offsets_and_flatten_newlines():
    text = "Jan\r\nJansen 😀 Piet"
    lines = brat_annotations(text, [Span(0, 11, "NAME", ("A", "B")), Span(14, 18, "NAME")]).splitlines()
    assert lines == ["T1\tNAME 0 11\tJan  Jansen", "#1\tAnnotatorNotes T1\tfound by A, B", "T2\tNAME 14 18\tPiet"]
