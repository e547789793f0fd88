"""The README's examples work as written."""
import contextlib
import io
import os
import re
from pathlib import Path

from mask_framework.plugins import PluginRegistry

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README, flags=re.S)


def block_starting(prefix: str) -> str:
    matches = [b for b in python_blocks() if b.startswith(prefix)]
    assert len(matches) == 1, prefix
    return matches[0]


def test_python_api_example_runs(monkeypatch):
    monkeypatch.chdir(REPO)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(block_starting("from mask_framework import Pipeline"), {})
    lines = printed.getvalue().splitlines()
    assert "Kapoor" not in lines[0] and "555-0148" not in lines[0] and "03/14/2026" not in lines[0]
    assert lines[0].startswith("Seen by ")
    assert any(line.startswith("DATE ") for line in lines[1:])   # 2026-10-19 found, with offsets


def test_plugin_examples_are_real_drop_in_plugins(tmp_path):
    (tmp_path / "NER_MyModel.py").write_text(block_starting("# ner_plugins/NER_MyModel.py"))
    (tmp_path / "Mask_initials.py").write_text(block_starting("# masking_plugins/Mask_initials.py"))
    registry = PluginRegistry([tmp_path])
    ner = registry.get("ner", "NER_MyModel").load()()
    ner.initialize()
    assert ner.perform_NER("Moved to W-12 today") == [("WARD", 9, 13)]
    masker = registry.get("masking", "Mask_initials").load()()
    assert masker.mask("Jan Jansen", "NAME", None) == "J. J."


def test_quick_start_commands_are_the_makefile_targets():
    makefile = (REPO / "Makefile").read_text()
    assert "make demo" in README and "make test" in README
    assert re.search(r"^demo: ", makefile, re.M) and re.search(r"^test: ", makefile, re.M)
    assert "make test" in (REPO / ".ci/run").read_text()
