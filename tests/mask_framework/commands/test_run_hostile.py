"""Hostile and broken inputs: each fails alone, with its name and a reason free of PII.

Every case also checks that the other files are processed and no input changes.
"""
import errno
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mask_framework import output_writer
from mask_framework.cli import main

NEIGHBOURS = {"ok1.txt": "Piet kwam.\n", "ok2.txt": "Jan Jansen.\n"}


def digest(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and not p.is_symlink()}


def run_and_check(config, tmp_path, expected_exit):
    before = digest(tmp_path / "input")
    assert main(["run", str(config), "--no-progress"]) == expected_exit
    assert digest(tmp_path / "input") == before
    out = tmp_path / "output"
    assert (out / "ok1.txt").read_text() == "XXX kwam.\n"
    assert (out / "ok2.txt").read_text() == "XXX.\n"
    summary = json.loads((out / "run_summary.json").read_text())
    logged = (out / "mask_run.log").read_text()
    assert "Piet" not in logged and "Jansen" not in logged
    return summary


def test_utf8_bom_is_stripped_and_offsets_stay_honest(project, tmp_path):
    config = project(files={**NEIGHBOURS, "bom.txt": b"\xef\xbb\xbfPiet en Jan Jansen"})
    run_and_check(config, tmp_path, 0)
    assert (tmp_path / "output/bom.txt").read_bytes() == b"XXX en XXX"
    assert "NAME 0 4\tPiet" in (tmp_path / "output/bom.ann").read_text()


def test_utf16_with_bom_is_decoded(project, tmp_path):
    config = project(files={**NEIGHBOURS, "wide.txt": "\ufeffPiet, maandag".encode("utf-16-le")})
    config_text = run_and_check(config, tmp_path, 0)
    assert config_text["files"]["succeeded"] == 3
    assert (tmp_path / "output/wide.txt").read_text(encoding="utf-8") == "XXX, DATE"


@pytest.mark.parametrize("name, raw, reason", [
    ("invalid.txt", "Piet ".encode() + b"\xc3\x28", "not valid UTF-8 (invalid byte at offset 5)"),
    ("nul.txt", b"Piet\x00Jansen", "binary file (NUL byte at offset 4)"),
    ("image.txt", bytes(range(256)) * 4, "binary file (NUL byte at offset 0)"),
])
def test_undecodable_files_fail_alone(project, tmp_path, capsys, name, raw, reason):
    config = project(files={**NEIGHBOURS, name: raw})
    summary = run_and_check(config, tmp_path, 1)
    assert summary["failures"] == [{"file": name, "reason": reason}]
    err = capsys.readouterr().err
    assert f"FAILED {name}: {reason}" in err and "Piet" not in err and "Jansen" not in err


def test_names_with_spaces_and_non_ascii(project, tmp_path):
    config = project(files={**NEIGHBOURS, "brief van dr. Müller ñ 😀.txt": "Piet"})
    run_and_check(config, tmp_path, 0)
    assert (tmp_path / "output/brief van dr. Müller ñ 😀.txt").read_text() == "XXX"


def test_symlink_outside_input_is_not_followed(project, tmp_path):
    secret = tmp_path / "outside.txt"
    secret.write_text("Piet is elsewhere")
    config = project(files=NEIGHBOURS)
    (tmp_path / "input" / "link.txt").symlink_to(secret)
    (tmp_path / "input" / "inside.txt").symlink_to(tmp_path / "input" / "ok1.txt")
    summary = run_and_check(config, tmp_path, 0)
    assert summary["skipped"] == [{"file": "link.txt",
                                   "reason": "symbolic link pointing outside the input folder (not followed)"}]
    assert not (tmp_path / "output/link.txt").exists()
    assert (tmp_path / "output/inside.txt").read_text() == "XXX kwam.\n"


def test_unreadable_file_fails_alone(project, tmp_path):
    config = project(files={**NEIGHBOURS, "locked.txt": "Piet"})
    locked = tmp_path / "input" / "locked.txt"
    if os.geteuid() == 0:
        # root reads any file whatever its mode; a link to a vanished file inside the folder is unreadable for all
        locked.unlink()
        locked.symlink_to(tmp_path / "input" / "vanished.txt")
        reason = "cannot read (No such file or directory)"
    else:
        locked.chmod(0)
        reason = "cannot read (Permission denied)"
    summary = run_and_check(config, tmp_path, 1)
    assert summary["failures"] == [{"file": "locked.txt", "reason": reason}]


def test_fifo_is_skipped_not_read(project, tmp_path):
    config = project(files=NEIGHBOURS)
    os.mkfifo(tmp_path / "input" / "pipe.txt")
    summary = run_and_check(config, tmp_path, 0)
    assert summary["skipped"] == [{"file": "pipe.txt", "reason": "not a regular file"}]


def test_large_file_and_one_long_line(project, tmp_path):
    filler = "bloeddruk stabiel, geen koorts, mobiliseert goed. " * 20   # ~1 kB without PII
    line = ((filler + "Piet zag Jan Jansen op maandag. ") * 9_800)[:10_000_000]   # one 10 MB line
    big = (filler + "Piet woont hier.\n") * 48_000   # ~50 MB
    config = project(files={**NEIGHBOURS, "line.txt": line, "big.txt": big})
    run_and_check(config, tmp_path, 0)
    out_line = (tmp_path / "output/line.txt").read_text()
    assert "Piet" not in out_line and "Jansen" not in out_line and "\n" not in out_line
    assert out_line.count("XXX zag XXX op DATE.") == line.count("Piet zag Jan Jansen op maandag.") > 9_000
    out_big = (tmp_path / "output/big.txt").read_text()
    assert out_big.count("XXX woont hier.\n") == 48_000 and "Piet" not in out_big


def _full_disk_output(tmp_path):
    """A real 256 kB tmpfs when this machine lets us mount one (root), else None."""
    mount_point = tmp_path / "small_disk"
    mount_point.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount_point)],
                            capture_output=True)
    return mount_point if result.returncode == 0 else None


def test_full_output_disk_stops_cleanly_without_partial_files(project, tmp_path, monkeypatch, capsys):
    files = {f"n{i:03d}.txt": "Piet " + "x" * 20_000 + "\n" for i in range(40)}  # ~800 kB of output
    config = project(files=files)
    disk = _full_disk_output(tmp_path)
    try:
        if disk is None:  # no permission to mount: inject the error the kernel would give once the disk is full
            real_stage, calls = output_writer.stage_file, []

            def stage_file(path, data):
                calls.append(path)
                if len(calls) > 20:
                    raise OSError(errno.ENOSPC, "No space left on device")
                return real_stage(path, data)

            monkeypatch.setattr(output_writer, "stage_file", stage_file)
        out = disk or tmp_path / "output"
        code = main(["run", str(config), "--no-progress", "--output", str(out)])
        assert code == 1
        assert "No space left on device" in capsys.readouterr().err
        assert not list(out.rglob("*.mask-tmp"))
        for text_file in out.glob("n*.txt"):   # whatever was written is complete and paired
            assert text_file.read_text().startswith("XXX x") and text_file.with_suffix(".ann").exists()
        assert len(list(out.glob("n*.txt"))) < 40
    finally:
        if disk is not None:
            subprocess.run(["umount", str(disk)], check=False)


INTERRUPTIBLE = '''
import time
from ner_plugins.NER_abstract import NER_abstract

class NER_slow(NER_abstract):
    """Finds 'Piet', slowly."""
    def initialize(self):
        pass
    def perform_NER(self, text):
        time.sleep(0.1)
        return []
'''


def _interactive_sigint() -> None:
    """Start the child as a terminal would: a test run launched in the background (as
    '&' in a script does) ignores SIGINT, and the child would inherit that and never see Ctrl-C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("workers", ["1", "2"])
def test_summary_is_written_when_interrupted(project, tmp_path, workers):
    entities = """\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm>NER_slow</algorithm>
    </entity>"""
    config = project(entities=entities, files={f"n{i:03d}.txt": "Piet" for i in range(200)})
    (tmp_path / "ner_plugins" / "NER_slow.py").write_text(INTERRUPTIBLE)
    proc = subprocess.Popen([sys.executable, "-m", "mask_framework.cli", "run", str(config), "--no-progress",
                             "--batch-size", "1", "--workers", workers],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=_interactive_sigint)
    out = tmp_path / "output"
    deadline = time.time() + 60
    # a file on disk may still be on its way to the tally when Ctrl-C comes (one per worker; seen once on a
    # loaded machine: 5 files written, 4 counted), so wait for those too
    while time.time() < deadline and len(list(out.glob("n*.txt"))) < 5 + int(workers):
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGINT)   # as Ctrl-C does: the whole process group
    proc.wait(timeout=60)
    assert proc.returncode == 130
    summary = json.loads((out / "run_summary.json").read_text())
    assert summary["status"] == "interrupted"
    assert 5 <= summary["files"]["succeeded"] < 200
