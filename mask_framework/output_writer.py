"""Writing a chunk's outputs: staged, flushed once, renamed -- never a half file.

Kept apart from the runner, which decides what to write; this module only writes.
"""
from __future__ import annotations

import contextlib
import ctypes
import os
import tempfile
from pathlib import Path
from typing import Callable

from mask_framework.dataset import output_paths
from mask_framework.documents import brat_annotations
from mask_framework.pipeline import MaskedDocument


class OutputError(Exception):
    """Writing output failed; the run cannot usefully continue."""


def write_outputs(output_dir: Path, relpath: str, document: MaskedDocument) -> None:
    """Write one document's outputs durably (see ``write_chunk_outputs`` for many)."""
    write_chunk_outputs(output_dir, [(relpath, document)])


def write_chunk_outputs(output_dir: Path, written: list[tuple[str, MaskedDocument]]) -> None:
    """Write a chunk's outputs atomically, with one flush to disk for the whole chunk.

    Every output goes to a temporary file first; then the data reach the disk
    (one ``syncfs`` per filesystem on Linux, else an fsync per file) and only then
    are the files renamed into place, per document annotations first and text
    last, so a present text file still means a complete, durable pair. A flush
    per file cost ~3 ms each, as much as a third of a run's time (see BENCHMARKS.md,
    Profile).
    """
    staged: list[tuple[str, Path]] = []  # (temporary, final) in rename order
    renamed, current = 0, ""
    try:
        for current, document in written:
            text_path, ann_path = output_paths(output_dir, current)
            annotations = brat_annotations(document.text, (m.span for m in document.spans))
            staged.append((stage_file(ann_path, annotations), ann_path))
            staged.append((stage_file(text_path, document.masked_text), text_path))
        current = written[0][0] if written else ""
        flush_to_disk([temporary for temporary, _ in staged])
        for index, (temporary, final) in enumerate(staged):
            current = written[index // 2][0]
            os.replace(temporary, final)
            renamed += 1
    except OSError as exc:
        for temporary, _ in staged[renamed:]:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        raise OutputError(f"cannot write output for {current}: {exc.strerror or type(exc).__name__}") from None


def stage_file(path: Path, data: str) -> str:
    """Write ``data`` to a temporary file beside ``path`` (not yet flushed); return its name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".mask-tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8"))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def _syncfs() -> Callable[[int], int] | None:
    try:
        return ctypes.CDLL(None, use_errno=True).syncfs
    except (AttributeError, OSError):  # not Linux
        return None


_SYNCFS = _syncfs()


def flush_to_disk(paths: list[str]) -> None:
    """Make the data of ``paths`` durable: one syncfs per filesystem, or an fsync per file."""
    if not paths:
        return
    if _SYNCFS is not None:
        devices: dict[int, str] = {}
        for path in paths:
            devices.setdefault(os.stat(path).st_dev, path)
        for path in devices.values():
            fd = os.open(path, os.O_RDONLY)
            try:
                if _SYNCFS(fd) != 0:
                    error = ctypes.get_errno()
                    raise OSError(error, os.strerror(error))
            finally:
                os.close(fd)
        return
    for path in paths:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
