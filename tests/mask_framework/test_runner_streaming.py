"""The local runner's promises: plugins load once per worker, bounded work in flight, identical output."""
from __future__ import annotations

import gc
import hashlib
import time
from pathlib import Path

from mask_framework.cli import build_parser, main
from mask_framework.commands.run import prepare
from mask_framework.runner import run_files

from plugin_sources import COUNTING_PLUGIN

KEY = "runner-test-key-" + "r" * 24
NOT_COMPARED = {"run_summary.json", "mask_run.log", "evaluation_report.html"}



def counting_project(project, tmp_path: Path, count: int, frozen: Path | None = None) -> tuple[Path, Path]:
    tally = tmp_path / "initialized.txt"
    frozen_param = f'<param name="frozen">{frozen}</param>' if frozen else ""
    entities = f"""\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm name="NER_counting"><param name="tally">{tally}</param>{frozen_param}</algorithm>
      <masking_type>Redact</masking_type>
    </entity>"""
    config = project(entities=entities, files={f"n{i:03d}.txt": f"Piet {i}\n" for i in range(count)})
    (tmp_path / "ner_plugins" / "NER_counting.py").write_text(COUNTING_PLUGIN)
    tally.write_text("")
    return config, tally


def digest(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name not in NOT_COMPARED}


def test_each_worker_process_initializes_its_plugins_once(project, tmp_path, monkeypatch):
    monkeypatch.setenv("MASK_KEY", KEY)
    config, tally = counting_project(project, tmp_path, 40)
    assert main(["run", str(config), "--no-progress", "--workers", "2", "--batch-size", "2"]) == 0
    pids = tally.read_text().split()
    assert 1 <= len(pids) == len(set(pids)) <= 2  # 20 chunks; at most one initialize per worker process
    assert (tmp_path / "output" / "n039.txt").read_text() == "XXX 39\n"


def open_run(config: Path, *extra: str):
    args = build_parser().parse_args(["run", str(config), *extra])
    pipeline, options, _engine = prepare(args)
    return pipeline, options


def test_one_worker_streams_one_chunk_at_a_time(project, tmp_path, monkeypatch):
    monkeypatch.setenv("MASK_KEY", KEY)
    config, _tally = counting_project(project, tmp_path, 30)
    pipeline, options = open_run(config, "--batch-size", "4")
    results = run_files(pipeline, options)
    assert next(results).relpath == "n000.txt"
    assert len(list((tmp_path / "output").glob("n*.txt"))) == 4  # the first chunk, nothing read ahead
    assert [r.relpath for r in results] == [f"n{i:03d}.txt" for i in range(1, 30)]


def test_worker_pool_keeps_a_bounded_window_in_flight(project, tmp_path, monkeypatch):
    monkeypatch.setenv("MASK_KEY", KEY)
    config, _tally = counting_project(project, tmp_path, 120)
    pipeline, options = open_run(config, "--workers", "2", "--batch-size", "2")
    results = run_files(pipeline, options)
    assert next(results).relpath == "n000.txt"
    time.sleep(1.0)  # unbounded submission would let the workers finish everything meanwhile
    assert len(list((tmp_path / "output").glob("n*.txt"))) <= 2 * 3 * 2  # workers x 3 chunks x batch
    assert [r.relpath for r in results] == [f"n{i:03d}.txt" for i in range(1, 120)]


def test_two_workers_match_one_on_the_demo_dataset(repo_root, tmp_path, monkeypatch):
    """The shipped configuration with its real models, not a test plugin."""
    monkeypatch.setenv("MASK_KEY", KEY)
    config = str(repo_root / "configuration.cnf")
    common = ["run", config, "--no-progress", "--no-evaluate", "--batch-size", "2"]
    assert main([*common, "--output", str(tmp_path / "one")]) == 0
    assert main([*common, "--output", str(tmp_path / "two"), "--workers", "2"]) == 0
    one, two = digest(tmp_path / "one"), digest(tmp_path / "two")
    assert len(one) == 2 * len(list((repo_root / "dataset" / "input").glob("*.txt"))) > 0
    assert one == two


def test_one_worker_run_freezes_the_loaded_plugins_while_it_runs(project, tmp_path, monkeypatch):
    """The collector skips what was loaded before the first file (mask_framework/heap.py), and
    the process gets its collector back as it was when the run ends."""
    monkeypatch.setenv("MASK_KEY", KEY)
    frozen = tmp_path / "frozen.txt"
    config, _tally = counting_project(project, tmp_path, 6, frozen=frozen)
    pipeline, options = open_run(config, "--batch-size", "2")
    assert gc.get_freeze_count() == 0
    assert len(list(run_files(pipeline, options))) == 6
    counts = [int(line) for line in frozen.read_text().split()]
    assert len(counts) == 6 and min(counts) > 1000  # the modules, the plugin, the pipeline
    assert gc.get_freeze_count() == 0


def test_worker_processes_freeze_their_loaded_plugins(project, tmp_path, monkeypatch):
    monkeypatch.setenv("MASK_KEY", KEY)
    frozen = tmp_path / "frozen.txt"
    config, _tally = counting_project(project, tmp_path, 8, frozen=frozen)
    assert main(["run", str(config), "--no-progress", "--workers", "2", "--batch-size", "2"]) == 0
    counts = [int(line) for line in frozen.read_text().split()]
    assert len(counts) == 8 and min(counts) > 1000
    assert gc.get_freeze_count() == 0  # this process ran no file
