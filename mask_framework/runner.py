"""Run a pipeline over a dataset folder: stream, write atomically, summarise.

Memory stays flat: files are read inside the worker that masks them, outputs
are written there too, and only small per-file results travel back. A file
that cannot be read or processed fails alone; a failure to write output (a full
disk) stops the run cleanly, because every later write would fail as well.
"""
from __future__ import annotations

import logging
import multiprocessing
from collections import Counter, deque
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator

from mask_framework.dataset import InputFile, is_complete, iter_input_files
from mask_framework.documents import UnreadableFile, read_document
from mask_framework.evaluation.metrics import distortion, generalization_precision
from mask_framework.heap import freeze_loaded_objects, loaded_objects_frozen
from mask_framework.output_writer import write_chunk_outputs
from mask_framework.pipeline import DocumentError, Pipeline

log = logging.getLogger("mask")


@dataclass
class RunOptions:
    input_dir: Path
    output_dir: Path
    workers: int = 1
    batch_size: int = 16
    resume: bool = False
    want_replacements: bool = False


@dataclass
class FileResult:
    relpath: str
    status: str                      # "ok", "failed", "skipped", "resumed"
    reason: str = ""
    spans: dict[str, int] = field(default_factory=dict)
    characters: int = 0
    records: list[dict] = field(default_factory=list)
    replacements: list[tuple] = field(default_factory=list)


def process_chunk(pipeline: Pipeline, options: RunOptions, relpaths: list[str]) -> list[FileResult]:
    """Read, mask and write one chunk of files; return one result per file, in order."""
    results: dict[str, FileResult] = {}
    documents = []
    for relpath in relpaths:
        try:
            documents.append((relpath, read_document(options.input_dir / relpath)))
        except UnreadableFile as exc:
            results[relpath] = FileResult(relpath, "failed", str(exc))
    masked = pipeline.mask_documents(documents) if documents else []
    write_chunk_outputs(options.output_dir, [(relpath, outcome) for (relpath, _), outcome in zip(documents, masked)
                                             if not isinstance(outcome, DocumentError)])
    for (relpath, text), outcome in zip(documents, masked):
        if isinstance(outcome, DocumentError):
            results[relpath] = FileResult(relpath, "failed", str(outcome))
            continue
        result = FileResult(relpath, "ok", spans=dict(Counter(m.span.entity for m in outcome.spans)),
                            characters=len(text), records=outcome.records)
        if options.want_replacements:
            result.replacements = [(m.span.entity, m.span.start, m.span.end, m.span.surface(text), m.replacement)
                                   for m in outcome.spans if m.replacement is not None]
        results[relpath] = result
    return [results[relpath] for relpath in relpaths]


# -- worker processes ----------------------------------------------------------
_WORKER: tuple[Pipeline, RunOptions] | None = None


def _init_worker(config_path: str, plugins_dirs: list[str], key: bytes, options: RunOptions) -> None:
    global _WORKER
    pipeline = Pipeline.from_config(config_path, plugins_dirs=[Path(p) for p in plugins_dirs], key=key)
    pipeline.initialize()  # once per worker, before the first file
    freeze_loaded_objects()  # the worker lives for the run: its loaded plugins stay frozen
    _WORKER = (pipeline, options)


def _worker_chunk(relpaths: list[str]) -> list[FileResult]:
    pipeline, options = _WORKER
    return process_chunk(pipeline, options, relpaths)


def chunk_files(files: Iterable[InputFile], size: int, skipped: list[FileResult], options: RunOptions) -> Iterator[list[str]]:
    """Group the files to process into lists of ``size`` relative paths; skipped ones go to ``skipped``."""
    chunk: list[str] = []
    for item in files:
        if item.skip_reason:
            skipped.append(FileResult(item.relpath, "skipped", item.skip_reason))
            continue
        if options.resume and is_complete(options.output_dir, item.relpath):
            skipped.append(FileResult(item.relpath, "resumed", "output already complete"))
            continue
        chunk.append(item.relpath)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def run_files(pipeline: Pipeline, options: RunOptions, plugins_dirs: list[Path] = ()) -> Iterator[FileResult]:
    """Yield a FileResult for every input file, in input order.

    With ``workers > 1`` the chunks go to worker processes (each loads its plugins
    once); at most a few chunks per worker are in flight, so nothing piles up.
    """
    skipped: list[FileResult] = []
    files = iter_input_files(options.input_dir, pipeline.config.file_types)
    chunks = chunk_files(files, options.batch_size, skipped, options)

    if options.workers <= 1:
        pipeline.initialize()
        with loaded_objects_frozen():
            for chunk in chunks:
                yield from _drain(skipped)
                yield from process_chunk(pipeline, options, chunk)
            yield from _drain(skipped)
        return
    context = multiprocessing.get_context("spawn")
    initargs = (str(pipeline.config.path), [str(p) for p in plugins_dirs], pipeline.key, options)
    with ProcessPoolExecutor(options.workers, mp_context=context, initializer=_init_worker, initargs=initargs) as pool:
        yield from stream_in_order(lambda chunk: pool.submit(_worker_chunk, chunk), chunks, skipped,
                                   window=options.workers * WINDOW_PER_WORKER)


#: chunks in flight per worker: enough to keep every worker busy, few enough to keep memory flat
WINDOW_PER_WORKER = 3


def _drain(skipped: list[FileResult]) -> Iterator[FileResult]:
    while skipped:
        yield skipped.pop(0)


def stream_in_order(submit: Callable[[list[str]], object], chunks: Iterable[list[str]],
                    skipped: list[FileResult], window: int) -> Iterator[FileResult]:
    """Submit chunks with at most ``window`` in flight and yield their results in submission order.

    ``submit`` returns a future (``concurrent.futures`` or ``dask.distributed``):
    anything with ``result()`` and ``cancel()``. Holding back later results until
    the earliest is done keeps the output order, and the window bounds memory.
    """
    pending: deque = deque()
    try:
        for chunk in chunks:
            pending.append(submit(chunk))
            yield from _drain(skipped)
            while len(pending) >= window:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
        yield from _drain(skipped)
    except BaseException:
        for future in pending:
            future.cancel()
        raise


@dataclass
class RunTally:
    """What the summary reports; kept as running totals so memory stays flat."""

    counts: Counter = field(default_factory=Counter)
    spans: Counter = field(default_factory=Counter)
    failures: list[dict] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)
    characters: int = 0
    generalized: Counter = field(default_factory=Counter)
    distortion: dict[str, float] = field(default_factory=dict)

    def add(self, result: FileResult) -> None:
        self.counts[result.status] += 1
        if result.status == "failed":
            self.failures.append({"file": result.relpath, "reason": result.reason})
            log.error("%s failed: %s", result.relpath, result.reason)
        elif result.status == "skipped":
            self.skipped.append({"file": result.relpath, "reason": result.reason})
            log.warning("%s skipped: %s", result.relpath, result.reason)
        self.spans.update(result.spans)
        self.characters += result.characters
        for record in result.records:
            entity = record.get("entity", "?")
            self.generalized[entity] += 1
            self.distortion[entity] = self.distortion.get(entity, 0.0) + distortion(
                int(record.get("level", 0)), int(record.get("height", 1)))

    def generalization_precision(self) -> float | None:
        """Sweeney's precision kept over every generalized replacement (None: nothing generalized)."""
        count = sum(self.generalized.values())
        return generalization_precision(sum(self.distortion.values()), count) if count else None

    def as_dict(self) -> dict:
        return {
            "files": {"total": sum(self.counts.values()), "succeeded": self.counts["ok"],
                      "failed": self.counts["failed"], "skipped": self.counts["skipped"],
                      "already_complete": self.counts["resumed"]},
            "characters": self.characters,
            "spans_per_entity": dict(sorted(self.spans.items())),
            "failures": self.failures,
            "skipped": self.skipped,
            "generalization": {e: {"replacements": n, "precision": round(generalization_precision(self.distortion[e], n), 6)}
                               for e, n in sorted(self.generalized.items())},
        }
