"""`mask run --engine dask`: the same outputs as the local runner, on a real two-worker LocalCluster."""
from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

import pytest

from mask_framework.cli import main

from plugin_sources import COUNTING_PLUGIN

distributed = pytest.importorskip("distributed", reason="the dask extra is not installed (pip install '.[dask]')")
# a scheduler without a dashboard still serves /health, on the next free port when 8787 is taken: not our concern
pytestmark = pytest.mark.filterwarnings("ignore:Port .* is already in use:UserWarning")

KEY = "dask-test-key-" + "q" * 24
NOT_COMPARED = {"run_summary.json", "mask_run.log", "evaluation_report.html"}



def counting_entities(tally: Path) -> str:
    return f"""\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm name="NER_counting"><param name="tally">{tally}</param></algorithm>
      <masking_type>Redact</masking_type>
    </entity>"""


def digest(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name not in NOT_COMPARED}


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as local_cluster:
        yield local_cluster


def test_demo_dataset_is_byte_identical_to_the_local_runner(cluster, repo_root, tmp_path, monkeypatch, capfd):
    monkeypatch.setenv("MASK_KEY", KEY)
    config = str(repo_root / "configuration.cnf")
    common = [config, "--no-progress", "--no-evaluate"]
    assert main(["run", *common, "--output", str(tmp_path / "local")]) == 0
    assert main(["run", *common, "--output", str(tmp_path / "dask"), "--engine", "dask",
                 "--scheduler", cluster.scheduler_address, "--batch-size", "2"]) == 0
    local, on_dask = digest(tmp_path / "local"), digest(tmp_path / "dask")
    inputs = sorted(p.name for p in (repo_root / "dataset" / "input").glob("*.txt"))
    assert len(local) == 2 * len(inputs) > 0
    assert on_dask == local
    masked = (tmp_path / "dask" / inputs[0]).read_text(encoding="utf-8")
    assert masked != (repo_root / "dataset" / "input" / inputs[0]).read_text(encoding="utf-8")
    summary = json.loads((tmp_path / "dask" / "run_summary.json").read_text())
    assert (summary["engine"], summary["workers"], summary["files"]["succeeded"]) == ("dask", 2, len(inputs))
    seen = capfd.readouterr()
    for text in (seen.out, seen.err, (tmp_path / "dask" / "mask_run.log").read_text(), json.dumps(summary)):
        assert KEY not in text
    # the run removed its worker plugin (and with it the key) from the shared cluster
    assert not [name for name in cluster.scheduler.worker_plugins if name.startswith("mask-pipeline-")]


def test_each_worker_loads_the_pipeline_once(cluster, project, tmp_path, monkeypatch):
    monkeypatch.setenv("MASK_KEY", KEY)
    tally = tmp_path / "initialized.txt"
    config = project(entities=counting_entities(tally),
                     files={f"n{i:02d}.txt": f"Piet {i}\n" for i in range(40)})
    (tmp_path / "ner_plugins" / "NER_counting.py").write_text(COUNTING_PLUGIN)
    tally.write_text("")  # the client validates the configuration without initializing anything
    assert main(["run", str(config), "--no-progress", "--engine", "dask", "--scheduler", cluster.scheduler_address,
                 "--batch-size", "2"]) == 0
    pids = tally.read_text().split()
    assert len(pids) == len(set(pids)) == 2  # 20 chunks, two workers, one initialize each
    assert (tmp_path / "output" / "n07.txt").read_text() == "XXX 7\n"


def test_submission_window_keeps_memory_flat(cluster, project, tmp_path, monkeypatch):
    """While the consumer holds a result, no more chunks go out: at most window x batch files are written."""
    from mask_framework.commands.run import prepare
    from mask_framework.cli import build_parser

    monkeypatch.setenv("MASK_KEY", KEY)
    config = project(files={f"n{i:03d}.txt": f"Piet {i}\n" for i in range(80)})
    args = build_parser().parse_args(["run", str(config), "--engine", "dask", "--scheduler",
                                      cluster.scheduler_address, "--batch-size", "2"])
    pipeline, options, engine = prepare(args)
    with engine:
        results = engine.run_files()
        first = next(results)
        time.sleep(1.0)  # the workers would race ahead here if submission were unbounded
        written = len(list((tmp_path / "output").glob("n*.txt")))
        assert first.relpath == "n000.txt"
        assert written <= 2 * 3 * 2  # two worker threads x 3 chunks each x batch of 2
        rest = [result.relpath for result in results]
    assert rest == [f"n{i:03d}.txt" for i in range(1, 80)]
    assert len(list((tmp_path / "output").glob("n*.txt"))) == 80


def test_a_worker_that_cannot_load_the_pipeline_stops_the_run_with_exit_2(cluster, project, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MASK_KEY", KEY)
    config = project(entities=counting_entities(tmp_path / "no-such-folder" / "tally.txt"), files={"a.txt": "Piet\n"})
    (tmp_path / "ner_plugins" / "NER_counting.py").write_text(COUNTING_PLUGIN)
    assert main(["run", str(config), "--no-progress", "--engine", "dask", "--scheduler", cluster.scheduler_address]) == 2
    err = capsys.readouterr().err
    assert "Dask worker cannot load the pipeline: FileNotFoundError" in err
    assert not (tmp_path / "output" / "a.txt").exists()


def test_without_an_address_it_starts_a_local_cluster(project, tmp_path, monkeypatch):
    files = {f"d{i % 3}/n{i:02d}.txt": f"Piet {i} maandag\r\n" for i in range(12)}
    files["bad.txt"] = b"Piet \xff"
    config = project(files=files)
    monkeypatch.setenv("MASK_KEY", KEY)
    assert main(["run", str(config), "--no-progress", "--output", str(tmp_path / "local")]) == 1
    assert main(["run", str(config), "--no-progress", "--output", str(tmp_path / "dask"),
                 "--engine", "dask", "--workers", "2", "--batch-size", "3"]) == 1
    assert digest(tmp_path / "dask") == digest(tmp_path / "local")
    assert (tmp_path / "dask" / "d1" / "n04.txt").read_bytes() == b"XXX 4 DATE\r\n"
    summary = json.loads((tmp_path / "dask" / "run_summary.json").read_text())
    assert summary["files"]["failed"] == 1 and summary["failures"][0]["file"] == "bad.txt"
    assert summary["workers"] == 2


def test_missing_dask_is_a_usage_error_naming_the_install_command(project, tmp_path, monkeypatch, capsys):
    config = project(files={"a.txt": "Piet\n"})
    monkeypatch.setitem(sys.modules, "distributed", None)  # what `import distributed` does when it is absent
    assert main(["run", str(config), "--engine", "dask", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "not installed" in err and "pip install 'mask-framework[dask]'" in err
    assert not (tmp_path / "output").exists()  # refused before anything was written


def test_a_scheduler_needs_the_dask_engine(project, tmp_path, capsys):
    config = project(files={"a.txt": "Piet\n"})
    assert main(["run", str(config), "--scheduler", "tcp://127.0.0.1:8786", "--no-progress"]) == 2
    assert "--scheduler needs --engine dask" in capsys.readouterr().err


def test_an_unreachable_scheduler_is_a_usage_error(project, tmp_path, monkeypatch, capsys):
    from mask_framework.engines import dask_engine

    monkeypatch.setattr(dask_engine, "CONNECT_TIMEOUT", "1s")
    config = project(files={"a.txt": "Piet\n"})
    assert main(["run", str(config), "--engine", "dask", "--scheduler", "tcp://127.0.0.1:9", "--no-progress"]) == 2
    assert "cannot connect to the Dask scheduler at tcp://127.0.0.1:9" in capsys.readouterr().err
    assert not (tmp_path / "output" / "a.txt").exists()


def test_a_scheduler_without_workers_is_a_usage_error(project, tmp_path, monkeypatch, capsys):
    from mask_framework.engines import dask_engine

    monkeypatch.setattr(dask_engine, "CONNECT_TIMEOUT", "1s")
    config = project(files={"a.txt": "Piet\n"})
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as empty:
        assert main(["run", str(config), "--engine", "dask", "--scheduler", empty.scheduler_address,
                     "--no-progress"]) == 2
    assert "no Dask worker joined the scheduler" in capsys.readouterr().err
    assert not (tmp_path / "output" / "a.txt").exists()
