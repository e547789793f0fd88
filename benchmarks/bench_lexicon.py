"""Speed of NER_lexicon: words per second, as a ratio to a bare regex tokenization in the same run.

    python benchmarks/bench_lexicon.py --notes 300 --repeat 3

Text: ``mask generate`` notes (seed 11) in both languages, generated in memory.
Also reports the cold start (fresh interpreter: import + ``initialize()``).
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

COLD_START = ("import time; t = time.perf_counter(); from ner_plugins.NER_lexicon import NER_lexicon; "
              "p = NER_lexicon(language='{lang}'); p.initialize(); print(time.perf_counter() - t)")


def generated_notes(language: str, count: int) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "mask_framework.cli", "generate", "--lang", language, "--n", str(count),
                        "--out", folder, "--seed", "11"], check=True, cwd=REPO, capture_output=True)
        return [path.read_text(encoding="utf-8") for path in sorted(Path(folder).glob("*.txt"))]


def best_of(repeat: int, run) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from ner_plugins.NER_lexicon import NER_lexicon

    print("| language | words | reference regex (words/s) | NER_lexicon (words/s) | ratio | cold start (s) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for language in ("nl", "en"):
        notes = generated_notes(language, args.notes)
        words = sum(len(re.findall(r"\w+", note)) for note in notes)
        reference = best_of(args.repeat, lambda: [list(re.finditer(r"\w+", note)) for note in notes])
        plugin = NER_lexicon(language=language)
        plugin.initialize()
        lexicon = best_of(args.repeat, lambda: [plugin.perform_NER(note) for note in notes])
        cold = float(subprocess.run([sys.executable, "-c", COLD_START.format(lang=language)], cwd=REPO, check=True,
                                    capture_output=True, text=True).stdout)
        print(f"| {language} | {words} | {words / reference:,.0f} | {words / lexicon:,.0f} | "
              f"{lexicon / reference:.0f}x | {cold:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
