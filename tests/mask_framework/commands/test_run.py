"""`mask run` over a dataset folder: outputs, failures, resume, refusals."""
import hashlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mask_framework.cli import main

GOOD = {
    "a.txt": "Piet kwam maandag.\n",
    "sub/dir/b.txt": "Jan Jansen\r\nen Piet\r\n",
    "c.txt": "",
}


def digest(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_run_writes_masked_text_ann_and_summary(project, tmp_path, capsys):
    config = project(files=GOOD)
    assert main(["run", str(config), "--no-progress"]) == 0
    out = tmp_path / "output"
    assert (out / "a.txt").read_text() == "XXX kwam DATE.\n"
    assert (out / "sub/dir/b.txt").read_bytes() == b"XXX\r\nen XXX\r\n"
    assert (out / "c.txt").read_text() == "" and (out / "c.ann").read_text() == ""
    ann = (out / "sub/dir/b.ann").read_text().splitlines()
    assert ann[0] == "T1\tNAME 0 10\tJan Jansen"
    assert ann[1] == "#1\tAnnotatorNotes T1\tfound by NER_keywords"
    assert ann[2] == "T2\tNAME 15 19\tPiet"
    summary = json.loads((out / "run_summary.json").read_text())
    assert summary["files"] == {"total": 3, "succeeded": 3, "failed": 0, "skipped": 0, "already_complete": 0}
    assert summary["spans_per_entity"] == {"DATE": 1, "NAME": 3}
    assert summary["status"] == "completed" and summary["key_source"] in {"random", "MASK_KEY"}


def test_bad_file_fails_alone(project, tmp_path, capsys):
    files = dict(GOOD)
    files["bad.txt"] = b"Piet \xff\xfe kwam"
    files["zbinary.txt"] = b"\x00\x01\x02Jan"
    files["zexplode.txt"] = "EXPLODE Piet"
    config = project(files=files)
    before = digest(tmp_path / "input")
    assert main(["run", str(config), "--no-progress"]) == 1
    assert digest(tmp_path / "input") == before
    out = tmp_path / "output"
    assert (out / "a.txt").exists() and (out / "sub/dir/b.txt").exists()
    assert not (out / "bad.txt").exists() and not (out / "zbinary.txt").exists()
    summary = json.loads((out / "run_summary.json").read_text())
    reasons = {f["file"]: f["reason"] for f in summary["failures"]}
    assert reasons["bad.txt"] == "not valid UTF-8 (invalid byte at offset 5)"
    assert reasons["zbinary.txt"] == "binary file (NUL byte at offset 0)"
    assert reasons["zexplode.txt"].startswith("NER_keywords raised RuntimeError")
    err = capsys.readouterr().err
    assert "FAILED bad.txt: not valid UTF-8" in err
    logged = (out / "mask_run.log").read_text()
    assert "bad.txt failed" in logged and "Piet" not in logged and "EXPLODE" not in logged
    # no progress bar, so the input tree is walked once, not counted first
    assert "run started: uncounted (no progress bar) input files" in logged
    assert summary["files"]["total"] == 6


def test_output_inside_input_is_refused(project, tmp_path, capsys):
    config = project(files=GOOD)
    assert main(["run", str(config), "--output", str(tmp_path / "input" / "out")]) == 2
    assert "lies inside the input folder" in capsys.readouterr().err
    assert not (tmp_path / "input" / "out").exists()


def test_command_line_paths_override_the_configuration(project, tmp_path):
    config = project(files=GOOD)
    other_in = tmp_path / "elsewhere"
    other_in.mkdir()
    (other_in / "x.txt").write_text("Piet")
    assert main(["run", str(config), "--input", str(other_in), "--output", str(tmp_path / "o2"), "--no-progress"]) == 0
    assert (tmp_path / "o2" / "x.txt").read_text() == "XXX"
    assert not (tmp_path / "output").exists()


def test_replacement_table_is_owner_only(project, tmp_path):
    config = project(files=GOOD)
    table = tmp_path / "audit.tsv"
    assert main(["run", str(config), "--no-progress", "--replacement-table", str(table)]) == 0
    assert stat.S_IMODE(table.stat().st_mode) == 0o600
    rows = table.read_text().splitlines()
    assert rows[0] == "file\tentity\tstart\tend\toriginal\treplacement"
    assert "a.txt\tNAME\t0\t4\tPiet\tXXX" in rows


SLOW_PLUGIN = '''
import time
from ner_plugins.NER_abstract import NER_abstract

class NER_slow(NER_abstract):
    """Finds 'Piet', slowly."""
    def initialize(self):
        pass
    def perform_NER(self, text):
        time.sleep(0.05)
        at = text.find("Piet")
        return [] if at < 0 else [("NAME", at, at + 4)]
'''

SLOW_ENTITIES = """\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm>NER_slow</algorithm>
      <masking_type>Redact</masking_type>
    </entity>"""


def test_killed_run_resumes_to_identical_output(project, tmp_path):
    files = {f"n{i:03d}.txt": f"Note {i}: Piet came on day {i}.\n" for i in range(80)}
    config = project(entities=SLOW_ENTITIES, files=files)
    (tmp_path / "ner_plugins" / "NER_slow.py").write_text(SLOW_PLUGIN)
    env = dict(os.environ, MASK_KEY="k" * 32)
    command = [sys.executable, "-m", "mask_framework.cli", "run", str(config), "--batch-size", "1", "--no-progress"]
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = tmp_path / "output"
    deadline = time.time() + 60
    while time.time() < deadline and len(list(out.glob("n*.txt"))) < 10:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done = len(list(out.glob("n*.txt")))
    assert 10 <= done < 80
    for text_file in out.glob("n*.txt"):  # every text present is complete, with its annotations
        assert text_file.read_text().startswith("Note ") and text_file.with_suffix(".ann").exists()
    resumed = subprocess.run(command + ["--resume"], env=env, capture_output=True, text=True)
    assert resumed.returncode == 0, resumed.stderr
    summary = json.loads((out / "run_summary.json").read_text())
    assert summary["files"]["already_complete"] >= done
    assert not list(out.rglob("*.mask-tmp"))
    reference = tmp_path / "reference"
    fresh = subprocess.run(command + ["--output", str(reference)], env=env, capture_output=True, text=True)
    assert fresh.returncode == 0
    masked = {k: v for k, v in digest(out).items() if k.startswith("n")}
    assert masked == {k: v for k, v in digest(reference).items() if k.startswith("n")}
    assert len(masked) == 160


def test_two_workers_give_byte_identical_output(project, tmp_path, monkeypatch):
    files = {f"d{i:02d}/n{i:03d}.txt": f"Piet {i} maandag\n" for i in range(30)}
    files["bad.txt"] = b"\xff"
    config = project(files=files)
    monkeypatch.setenv("MASK_KEY", "k" * 32)
    assert main(["run", str(config), "--no-progress", "--output", str(tmp_path / "one")]) == 1
    assert main(["run", str(config), "--no-progress", "--workers", "2", "--batch-size", "4",
                 "--output", str(tmp_path / "two")]) == 1
    one, two = digest(tmp_path / "one"), digest(tmp_path / "two")
    for name in ("run_summary.json", "mask_run.log"):
        one.pop(name), two.pop(name)
    assert one == two and len(one) == 60
    summary = json.loads((tmp_path / "two" / "run_summary.json").read_text())
    assert summary["files"]["failed"] == 1 and summary["files"]["succeeded"] == 30


def test_run_with_gold_prints_scorecard_and_writes_report(project, tmp_path, capsys):
    config = project(files={"a.txt": "Piet kwam maandag met Klaas.\n"})
    gold = tmp_path / "gold"
    gold.mkdir()
    # gold: Piet [0,4) and Klaas [22,27) are names, maandag [10,17) a date; the plugin misses Klaas
    (gold / "a.ann").write_text("T1\tNAME 0 4\tPiet\nT2\tDATE 10 17\tmaandag\nT3\tNAME 22 27\tKlaas\n")
    assert main(["run", str(config), "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "Scorecard: 1 documents scored" in out and "Klaas" not in out and "Piet" not in out
    summary = json.loads((tmp_path / "output/run_summary.json").read_text())
    names = summary["evaluation"]["per_entity"]["NAME"]
    assert names["gold_characters"] == 9 and names["leaked_characters"] == 5
    assert names["fully_hidden"] == 0.5
    assert summary["evaluation"]["per_entity"]["DATE"]["leakage"] == 0.0
    report = (tmp_path / "output/evaluation_report.html").read_text()
    assert "Klaas" in report   # the reviewers' report shows the missed name in context
    assert "Klaas" not in (tmp_path / "output/mask_run.log").read_text()
