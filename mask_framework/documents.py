"""Reading input documents and writing outputs without ever leaving a half file.

Decoding: UTF-8 (a leading byte-order mark is dropped and offsets count from
after it), UTF-16 with a byte-order mark. Anything else -- invalid UTF-8, NUL
bytes -- is refused with a reason that names no content.
"""
from __future__ import annotations

import codecs
import os
import tempfile
from pathlib import Path
from typing import Iterable

from mask_framework.spans import Span


class UnreadableFile(Exception):
    """An input that cannot be decoded as text; the message is safe to log."""


def decode_document(raw: bytes) -> str:
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8):]
    elif raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = raw.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise UnreadableFile(f"not valid UTF-16 (bad data at byte {exc.start})") from None
        if "\x00" in text:
            raise UnreadableFile("binary file (contains NUL characters)")
        return text
    nul = raw.find(b"\x00")
    if nul >= 0:
        raise UnreadableFile(f"binary file (NUL byte at offset {nul})")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(f"not valid UTF-8 (invalid byte at offset {exc.start})") from None


def read_document(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise UnreadableFile(f"cannot read ({exc.strerror or type(exc).__name__})") from None
    return decode_document(raw)


def atomic_write(path: Path, data: str | bytes, mode: int | None = None) -> None:
    """Write ``data`` to ``path`` via a temporary file and a rename.

    A crash at any moment leaves either the old file or the complete new one.
    On failure (e.g. a full disk) the temporary file is removed and the error raised.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".mask-tmp", dir=path.parent)
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


# tab plus everything str.splitlines() treats as a line break
_FLATTEN = str.maketrans({ch: " " for ch in "\t\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"})


def brat_annotations(text: str, spans: Iterable[Span]) -> str:
    """brat standoff: ``T1<TAB>ENTITY START END<TAB>text``, and a note naming the plugins.

    Tabs and line breaks (of any kind) inside a span's text are shown as spaces (brat's text
    column is one tab-free line); the offsets remain exact.
    """
    lines = []
    for number, span in enumerate(spans, start=1):
        surface = span.surface(text).translate(_FLATTEN)
        lines.append(f"T{number}\t{span.entity} {span.start} {span.end}\t{surface}")
        if span.sources:
            lines.append(f"#{number}\tAnnotatorNotes T{number}\tfound by {', '.join(span.sources)}")
    return "".join(line + "\n" for line in lines)
