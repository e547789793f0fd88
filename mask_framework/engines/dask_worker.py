"""What runs inside a Dask worker: the pipeline, loaded once, and the chunk task.

Imported by the workers (the plugin is pickled by reference to this module), so
every worker needs MASK installed at the same version as the client.
"""
from __future__ import annotations

import threading
from pathlib import Path

from distributed import WorkerPlugin, get_worker

from mask_framework.pipeline import Pipeline
from mask_framework.runner import FileResult, RunOptions, process_chunk


class SharedPathError(RuntimeError):
    """A worker does not see a path the client named: no shared filesystem."""


class PipelinePlugin(WorkerPlugin):
    """Builds and initializes the run's pipeline once per worker (and again on a worker that joins later).

    It carries the pseudonymization key from the client so that every worker masks
    with the same key; ``repr`` never shows it, and it is dropped from the worker
    when the run unregisters the plugin.
    """

    idempotent = False

    def __init__(self, run_name: str, config_path: str, plugins_dirs: list[str], key: bytes, options: RunOptions):
        self.run_name = run_name
        self.config_path = config_path
        self.plugins_dirs = plugins_dirs
        self._key = key
        self.options = options
        self.pipeline: Pipeline | None = None
        self.lock: threading.Lock | None = None

    def __repr__(self) -> str:  # distributed logs plugins by repr: name the run, never the key
        return f"PipelinePlugin({self.run_name}, {self.config_path})"

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["pipeline"] = state["lock"] = None  # what travels is the recipe, never a loaded model
        return state

    def setup(self, worker) -> None:
        check_shared_paths(self.config_path, self.options)
        pipeline = Pipeline.from_config(self.config_path, plugins_dirs=[Path(p) for p in self.plugins_dirs],
                                        key=self._key)
        pipeline.initialize()
        self.pipeline = pipeline
        # plugins are not promised to be thread-safe: a worker with several threads masks one chunk at a time
        self.lock = threading.Lock()

    def teardown(self, worker) -> None:
        self.pipeline = None
        self._key = b""


def check_shared_paths(config_path: str, options: RunOptions) -> None:
    """Fail at setup, naming the path, when this worker cannot see what the client sees."""
    if not Path(config_path).is_file():
        raise SharedPathError(f"this worker cannot see the configuration {config_path}; "
                              "every worker needs the same paths (a shared filesystem)")
    if not options.input_dir.is_dir():
        raise SharedPathError(f"this worker cannot see the input folder {options.input_dir}; "
                              "every worker needs the same paths (a shared filesystem)")
    if not options.output_dir.is_dir():
        raise SharedPathError(f"this worker cannot see the output folder {options.output_dir}; "
                              "every worker needs the same paths (a shared filesystem)")


def mask_chunk(plugin_name: str, relpaths: list[str]) -> list[FileResult]:
    """The task: read, mask and write one chunk with this worker's pipeline."""
    plugin: PipelinePlugin | None = get_worker().plugins.get(plugin_name)
    if plugin is None or plugin.pipeline is None:
        raise RuntimeError("this Dask worker has no MASK pipeline: its setup failed (see the worker's log)")
    with plugin.lock:
        return process_chunk(plugin.pipeline, plugin.options, relpaths)
