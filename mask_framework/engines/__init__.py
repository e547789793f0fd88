"""Where a run's chunks of files are masked: on this machine, or on a Dask cluster.

An engine is opened before any file is read (``with engine:``), which is where
it fails if it cannot run (Dask not installed, scheduler unreachable, a worker
that cannot load the pipeline); then ``engine.run_files()`` yields one
``FileResult`` per input file in input order, exactly as ``runner.run_files``.
Every engine runs the same ``runner.process_chunk``, so outputs are
byte-identical whichever engine masks them.
"""
from __future__ import annotations

from pathlib import Path

from mask_framework.errors import MaskError
from mask_framework.pipeline import Pipeline
from mask_framework.runner import RunOptions

ENGINE_NAMES = ("local", "dask")


class EngineError(MaskError):
    """The engine cannot start or cannot go on (no Dask, no scheduler, lost workers)."""


def make_engine(name: str, pipeline: Pipeline, options: RunOptions, plugins_dirs: list[Path],
                scheduler: str | None = None):
    """The engine called ``name``; raises EngineError when it cannot be used here."""
    if name == "local":
        if scheduler:
            raise EngineError("--scheduler needs --engine dask")
        from mask_framework.engines.local import LocalEngine

        return LocalEngine(pipeline, options, plugins_dirs)
    if name == "dask":
        from mask_framework.engines.dask_engine import DaskEngine, require_distributed

        require_distributed()
        return DaskEngine(pipeline, options, plugins_dirs, scheduler)
    raise EngineError(f"unknown engine {name!r} (choose from {', '.join(ENGINE_NAMES)})")
