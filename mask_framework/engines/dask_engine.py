"""The Dask engine: the same chunks, masked by the workers of a ``dask.distributed`` cluster.

Without a scheduler address it starts a ``LocalCluster`` of ``--workers`` single-
threaded worker processes on this machine. Every worker loads the pipeline once,
through a worker plugin (``dask_worker.PipelinePlugin``); the client only lists
the input folder and submits chunks of relative paths, at most a few per worker
thread at a time, and consumes the results in input order. Workers read the
inputs and write the outputs themselves, so the configuration, its plugin
folders and the input and output folders must be at the same absolute paths
on every worker (a shared filesystem). The pseudonymization key travels from the
client inside the worker plugin, so all workers mask with one key.
"""
from __future__ import annotations

import logging
import uuid
import warnings
from dataclasses import replace
from pathlib import Path
from typing import Iterator

from mask_framework.dataset import iter_input_files
from mask_framework.engines import EngineError
from mask_framework.pipeline import Pipeline
from mask_framework.runner import WINDOW_PER_WORKER, FileResult, RunOptions, chunk_files, stream_in_order

INSTALL_HINT = "pip install 'mask-framework[dask]'   (from a source checkout: pip install '.[dask]')"
CONNECT_TIMEOUT = "30s"


def require_distributed():
    """Import ``distributed`` or say how to install it."""
    try:
        import distributed
    except ImportError:
        raise EngineError(f"--engine dask needs Dask (dask.distributed), which is not installed; "
                          f"install it with: {INSTALL_HINT}") from None
    return distributed


class DaskEngine:
    name = "dask"

    def __init__(self, pipeline: Pipeline, options: RunOptions, plugins_dirs: list[Path], scheduler: str | None = None):
        self.pipeline = pipeline
        # workers resolve nothing against the client's working directory: every path is absolute
        self.options = replace(options, input_dir=options.input_dir.resolve(), output_dir=options.output_dir.resolve())
        self.plugins_dirs = [str(Path(p).resolve()) for p in plugins_dirs]
        self.scheduler = scheduler
        self.workers = 0
        self._cluster = self._client = None
        self._plugin_name = f"mask-pipeline-{uuid.uuid4().hex}"

    # -- opening and closing ----------------------------------------------------
    def __enter__(self) -> "DaskEngine":
        distributed = require_distributed()
        from mask_framework.engines.dask_worker import PipelinePlugin

        try:
            self._connect(distributed)
            plugin = PipelinePlugin(self._plugin_name, str(self.pipeline.config.path), self.plugins_dirs,
                                    self.pipeline.key, self.options)
            self._options_visible()
            try:
                responses = self._client.register_plugin(plugin, name=self._plugin_name)
            except Exception as exc:  # noqa: BLE001 -- a worker's setup failed; distributed re-raises its error
                raise EngineError(f"a Dask worker cannot load the pipeline: {type(exc).__name__}: {exc}") from None
            _check_setup(responses)
            self.workers = len(self._client.nthreads())
            if not self.workers:
                raise EngineError(f"the Dask scheduler {self.scheduler} has no workers")
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _connect(self, distributed) -> None:
        if self.scheduler:
            try:
                self._client = distributed.Client(self.scheduler, timeout=CONNECT_TIMEOUT, set_as_default=False)
            except (OSError, TimeoutError, ValueError) as exc:
                raise EngineError(f"cannot connect to the Dask scheduler at {self.scheduler} within {CONNECT_TIMEOUT}: "
                                  f"{type(exc).__name__}") from None
            try:
                self._client.wait_for_workers(1, timeout=CONNECT_TIMEOUT)
            except TimeoutError:
                raise EngineError(f"no Dask worker joined the scheduler at {self.scheduler} within {CONNECT_TIMEOUT}") from None
            return
        with warnings.catch_warnings():
            # without a dashboard the scheduler still serves /health on a free port; its "port in use" note is noise
            warnings.filterwarnings("ignore", message="Port .* is already in use")
            try:
                self._cluster = distributed.LocalCluster(
                    n_workers=self.options.workers, threads_per_worker=1, processes=True,
                    dashboard_address=None, silence_logs=logging.ERROR)
            except (OSError, RuntimeError, TimeoutError) as exc:
                raise EngineError(f"cannot start a Dask LocalCluster of {self.options.workers} worker(s): "
                                  f"{type(exc).__name__}: {exc}") from None
        self._client = distributed.Client(self._cluster, set_as_default=False)
        self.scheduler = self._cluster.scheduler_address

    def _options_visible(self) -> None:
        # the workers write here; make it now so that their shared-path check can see it
        self.options.output_dir.mkdir(parents=True, exist_ok=True)

    def __exit__(self, *exc) -> None:
        client, cluster, self._client, self._cluster = self._client, self._cluster, None, None
        if client is not None:
            try:
                client.unregister_worker_plugin(self._plugin_name)  # frees models and the key on a shared cluster
            except Exception:  # noqa: BLE001 -- never registered, or the cluster is already gone
                pass
            client.close()
        if cluster is not None:
            cluster.close()

    # -- running -------------------------------------------------------------
    def run_files(self) -> Iterator[FileResult]:
        """Yield a FileResult for every input file, in input order (as ``runner.run_files``)."""
        distributed = require_distributed()
        from mask_framework.engines.dask_worker import mask_chunk

        skipped: list[FileResult] = []
        files = iter_input_files(self.options.input_dir, self.pipeline.config.file_types)
        chunks = chunk_files(files, self.options.batch_size, skipped, self.options)
        threads = sum(self._client.nthreads().values()) or 1
        client, name = self._client, self._plugin_name

        def submit(chunk: list[str]):
            # pure=False: a chunk re-submitted by a resumed run is new work, never a cached result
            return client.submit(mask_chunk, name, chunk, pure=False)

        try:
            yield from stream_in_order(submit, chunks, skipped, window=threads * WINDOW_PER_WORKER)
        except (distributed.KilledWorker, distributed.client.FutureCancelledError) as exc:
            raise EngineError(f"the Dask cluster lost the work: {type(exc).__name__}") from None


def _check_setup(responses: dict) -> None:
    """Raise EngineError naming the first worker whose plugin setup failed (its reason, no document text)."""
    for worker, response in sorted((responses or {}).items()):
        if isinstance(response, dict) and response.get("status") == "error":
            exc = response.get("exception")
            reason = str(exc) if exc is not None else response.get("text", "unknown error")
            raise EngineError(f"Dask worker {worker} cannot load the pipeline: {reason}")
