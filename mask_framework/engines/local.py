"""The local engine: this machine's worker processes (``runner.run_files``)."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

from mask_framework.pipeline import Pipeline
from mask_framework.runner import FileResult, RunOptions, run_files


class LocalEngine:
    name = "local"

    def __init__(self, pipeline: Pipeline, options: RunOptions, plugins_dirs: list[Path]):
        self.pipeline, self.options, self.plugins_dirs = pipeline, options, plugins_dirs
        self.workers = options.workers

    def __enter__(self) -> "LocalEngine":
        return self

    def __exit__(self, *exc) -> None:
        return None

    def run_files(self) -> Iterator[FileResult]:
        return run_files(self.pipeline, self.options, self.plugins_dirs)
