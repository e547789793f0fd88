"""The bundled demo, end to end, with the shipped English configuration and real models."""
import json
from pathlib import Path

from mask_framework.cli import main

REPO = Path(__file__).resolve().parent.parent


def gold_strings() -> set[str]:
    found = set()
    for ann in (REPO / "dataset/gold").glob("*.ann"):
        for line in ann.read_text(encoding="utf-8").splitlines():
            if line.startswith("T"):
                surface = line.split("\t")[2]
                if len(surface) >= 4:   # shorter strings ('IL', 'MN', '74') occur in ordinary words and numbers
                    found.add(surface)
    return found


def test_demo_dataset_masks_and_keeps_pii_out_of_logs_and_summary(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MASK_KEY", "demo-test-key-0123456789abcdef")
    out = tmp_path / "out"
    code = main(["run", str(REPO / "configuration.cnf"), "--output", str(out), "--gold", str(REPO / "dataset/gold"),
                 "--no-progress"])
    assert code == 0
    streams = capsys.readouterr()
    secrets = gold_strings()
    assert len(secrets) > 40
    for name in ("mask_run.log", "run_summary.json"):
        content = (out / name).read_text(encoding="utf-8")
        assert not [s for s in secrets if s in content], name
    assert not [s for s in secrets if s in streams.out + streams.err]
    summary = json.loads((out / "run_summary.json").read_text())
    assert summary["files"]["succeeded"] == len(list((REPO / "dataset/input").glob("*.txt")))
    overall = summary["evaluation"]["overall"]
    assert overall["leakage"] < 0.10   # measured on the demo; see README "NER plugins and models"
