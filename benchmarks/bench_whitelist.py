"""Whitelist speed: words/s of NER_Dutch_whitelist against a plain regex tokenization.

    python benchmarks/bench_whitelist.py [--notes 300] [--repeat 3] [--language nl]

Texts: ``--notes`` synthetic notes from ``mask generate`` (seeded, all different,
so Hunspell's cache sees realistic traffic) plus the shipped PII-free fixtures.
Each figure is the best of ``--repeat`` runs, alternating the two sides of the
ratio, because the machine is shared.

* reference: ``re.finditer(r"\\w+")`` over every note (the cheapest tokenization pass);
* plugin: ``NER_Dutch_whitelist.perform_NER`` over every note, on a fresh plugin
  (cold Hunspell cache) and again (warm cache);
* cold start: a fresh interpreter that imports the plugin and calls ``initialize()``
  (loads the prepared word lists and Hunspell) -- target <= 2 s.
Words are whitespace-separated tokens. Target: >= 100k words/s on one core.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FIXTURES = ROOT / "tests" / "ner_plugins" / "fixtures"
WORD = re.compile(r"\w+")


def load_notes(language: str, count: int) -> list[str]:
    from mask_framework.generate.corpus import generate_corpus

    with tempfile.TemporaryDirectory() as tmp:
        paths = generate_corpus(language, count, Path(tmp), 11)
        notes = [Path(p).read_text(encoding="utf-8") for p in paths if str(p).endswith(".txt")]
        if not notes:
            notes = [p.read_text(encoding="utf-8") for p in sorted(Path(tmp).glob("*.txt"))]
    if language == "nl":
        notes += [p.read_text(encoding="utf-8") for p in sorted(FIXTURES.glob("whitelist_*_nl/*.txt"))]
    return notes


def time_reference(notes: list[str]) -> float:
    start = time.perf_counter()
    for note in notes:
        for _ in WORD.finditer(note):
            pass
    return time.perf_counter() - start


def time_plugin(plugin, notes: list[str]) -> float:
    start = time.perf_counter()
    for note in notes:
        plugin.perform_NER(note)
    return time.perf_counter() - start


def cold_start(language: str) -> float:
    code = (
        "import time; t = time.perf_counter();"
        "from ner_plugins.NER_Dutch_whitelist import NER_Dutch_whitelist;"
        f"p = NER_Dutch_whitelist(language={language!r}); p.initialize();"
        "print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True, timeout=120)
    return float(out.stdout.strip())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--language", default="nl", choices=("nl", "en"))
    args = parser.parse_args()

    from ner_plugins.NER_Dutch_whitelist import NER_Dutch_whitelist

    notes = load_notes(args.language, args.notes)
    words = sum(len(note.split()) for note in notes)
    cold_plugin = NER_Dutch_whitelist(language=args.language)
    cold_plugin.initialize()
    cold_cache = time_plugin(cold_plugin, notes)
    best_ref = best_plugin = float("inf")
    for _ in range(args.repeat):
        best_ref = min(best_ref, time_reference(notes))
        best_plugin = min(best_plugin, time_plugin(cold_plugin, notes))
    starts = [cold_start(args.language) for _ in range(args.repeat)]
    print(f"language {args.language}: {len(notes)} notes, {words} words")
    print(f"reference regex tokenization: {words / best_ref:,.0f} words/s")
    print(f"plugin, cold Hunspell cache:  {words / cold_cache:,.0f} words/s")
    print(f"plugin, warm cache:           {words / best_plugin:,.0f} words/s "
          f"(ratio to reference {best_plugin / best_ref:.1f}x slower)")
    print(f"cold start (import + initialize): best {min(starts):.2f} s, worst {max(starts):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
