"""The pseudonymization key and the detected PII stay out of outputs, logs and messages."""
import json
from pathlib import Path

from mask_framework.cli import main

KEY = "s3cr3t-KEY-do-not-leak-0123456789"
MAP_ENTITIES = """\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm name="NER_keywords"><param name="words">Jan Jansen,Piet</param></algorithm>
      <masking_type>Mask</masking_type>
      <masking_class>Mask_map</masking_class>
    </entity>
    <entity>
      <entity_name>DATE</entity_name>
      <original_name>DAY</original_name>
      <algorithm name="NER_keywords"><param name="words">3 okt. 2004</param><param name="label">DAY</param></algorithm>
      <masking_type>Mask</masking_type>
      <masking_class>Mask_date_shift</masking_class>
    </entity>"""
FILES = {"a.txt": "Jan Jansen en Piet, 3 okt. 2004.", "b.txt": b"\xff Piet"}


def every_written_byte(tmp_path: Path, extra: str) -> bytes:
    return b"".join(p.read_bytes() for p in (tmp_path / "output").rglob("*") if p.is_file()) + extra.encode()


def test_key_from_environment_never_appears(project, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MASK_KEY", KEY)
    config = project(entities=MAP_ENTITIES, files=FILES)
    assert main(["run", str(config), "--no-progress", "--replacement-table", str(tmp_path / "output" / "t.tsv")]) == 1
    streams = capsys.readouterr()
    written = every_written_byte(tmp_path, streams.out + streams.err)
    assert KEY.encode() not in written and b"s3cr3t" not in written
    assert json.loads((tmp_path / "output/run_summary.json").read_text())["key_source"] == "MASK_KEY"
    masked = (tmp_path / "output/a.txt").read_text()
    assert "Jansen" not in masked and "Piet" not in masked and "3 okt. 2004" not in masked


def test_key_file_never_appears_and_beats_the_environment(project, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MASK_KEY", "another-key-" + "y" * 20)
    key_file = tmp_path / "mask.key"
    key_file.write_text(KEY + "\n")
    config = project(entities=MAP_ENTITIES, files=FILES)
    assert main(["run", str(config), "--no-progress", "--key-file", str(key_file)]) == 1
    first = (tmp_path / "output/a.txt").read_text()
    streams = capsys.readouterr()
    assert KEY.encode() not in every_written_byte(tmp_path, streams.out + streams.err)
    assert json.loads((tmp_path / "output/run_summary.json").read_text())["key_source"] == "key file"
    monkeypatch.setenv("MASK_KEY", KEY)  # the same key from the other source gives the same surrogates
    assert main(["run", str(config), "--no-progress", "--output", str(tmp_path / "again")]) == 1
    assert (tmp_path / "again/a.txt").read_text() == first


def test_short_key_is_refused_without_echoing_it(project, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MASK_KEY", "tiny-k3y")
    config = project(entities=MAP_ENTITIES, files=FILES)
    assert main(["run", str(config), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "shorter than 16 bytes" in err and "tiny-k3y" not in err
    assert not (tmp_path / "output").exists()


def test_random_key_is_announced(project, tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("MASK_KEY", raising=False)
    config = project(entities=MAP_ENTITIES, files={"a.txt": "Piet"})
    assert main(["run", str(config), "--no-progress"]) == 0
    assert "using a fresh random key" in capsys.readouterr().err
    assert json.loads((tmp_path / "output/run_summary.json").read_text())["key_source"] == "random"
