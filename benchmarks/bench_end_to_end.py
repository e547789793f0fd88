"""End-to-end runs, each in a fresh process: `mask run` and the reference tools.

Every run is timed from its launch to its exit (imports, model loading, reading
and, for MASK, writing every output), so throughput includes the cold start on
both sides of every ratio. Cold start is the time from launch to the first
masked document (MASK: its first output file; references: their first note).
Peak RSS is the largest sum over the process tree (workers included).
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from proc_tree import PeakSampler, wait_for_first_file

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
OUT = HERE / "out"
MASK = [sys.executable, "-m", "mask_framework.cli"]
#: a fixed benchmark key: outputs are comparable between runs and engines
BENCH_KEY = "benchmark-key-not-secret-0123456789"


def environment() -> dict:
    return dict(os.environ, MASK_KEY=BENCH_KEY, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1",
                OPENBLAS_NUM_THREADS="1", PYTHONHASHSEED="0")


def ensure_corpus(lang: str, notes: int, seed: int) -> Path:
    folder = OUT / "corpus" / f"{lang}-{notes}-seed{seed}"
    if not (folder / ".complete").exists():
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([*MASK, "generate", "--lang", lang, "--n", str(notes), "--out", str(folder),
                        "--seed", str(seed)], check=True, capture_output=True, cwd=REPO, env=environment())
        (folder / ".complete").write_text("")
    return folder


def count_words(folder: Path) -> tuple[int, int]:
    notes = sorted(folder.glob("*.txt"))
    return len(notes), sum(len(p.read_text(encoding="utf-8").split()) for p in notes)


def run_mask(config: Path, corpus: Path, output: Path, workers: int, engine: str = "local") -> dict:
    shutil.rmtree(output, ignore_errors=True)
    output.mkdir(parents=True)
    command = [*MASK, "run", str(config), "--input", str(corpus), "--output", str(output),
               "--workers", str(workers), "--engine", engine, "--no-progress", "--no-evaluate"]
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=REPO, env=environment(), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    with PeakSampler(process.pid) as sampler:
        cold = wait_for_first_file(str(output), ".txt", process, started)
        stdout, stderr = process.communicate()
    wall = time.perf_counter() - started
    if process.returncode != 0:
        raise RuntimeError(f"mask run {config.name} failed ({process.returncode}): {stderr.strip()[-500:]}")
    summary = json.loads((output / "run_summary.json").read_text())
    return {"wall_s": wall, "cold_s": cold, "peak_rss": sampler.peak, "files": summary["files"]["succeeded"]}


def run_reference(python: Path, tool: str, model: str, corpus: Path) -> dict:
    started = time.perf_counter()
    process = subprocess.Popen([str(python), str(HERE / "ref_tools.py"), tool, model, str(corpus)], cwd=HERE,
                               env=environment(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    cold, report = None, None
    with PeakSampler(process.pid) as sampler:
        for line in process.stdout:
            if line.strip() == "first" and cold is None:
                cold = time.perf_counter() - started
            elif line.startswith("{"):
                report = json.loads(line)
        stderr = process.stderr.read()
        process.wait()
    wall = time.perf_counter() - started
    if process.returncode != 0 or report is None:
        raise RuntimeError(f"{tool} failed ({process.returncode}): {stderr.strip()[-500:]}")
    return {**report, "wall_s": wall, "cold_s": cold, "peak_rss": sampler.peak}


def digest(folder: Path) -> dict[str, str]:
    skip = {"run_summary.json", "mask_run.log", "evaluation_report.html"}
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name not in skip}
