"""Write a synthetic corpus: ``note_00001.txt`` plus its gold brat ``note_00001.ann``."""
from __future__ import annotations

import random
from pathlib import Path

from mask_framework.generate.compose import generate_note, make_fakers
from mask_framework.spans import Span

LANGUAGES = ("en", "nl")


def brat_lines(text: str, spans: list[Span]) -> str:
    """``T1<TAB>ENTITY START END<TAB>surface`` per span, in text order."""
    lines = []
    for index, span in enumerate(sorted(spans), start=1):
        surface = text[span.start:span.end]
        if "\n" in surface or "\t" in surface:
            raise ValueError("a generated span crosses a line; brat cannot store it")
        lines.append(f"T{index}\t{span.entity} {span.start} {span.end}\t{surface}\n")
    return "".join(lines)


def generate_corpus(language: str, count: int, out_dir: Path, seed: int = 0) -> list[Path]:
    """Write ``count`` notes in ``language`` to ``out_dir``; the same seed gives the same bytes."""
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    if count < 0:
        raise ValueError("the number of notes must not be negative")
    out_dir.mkdir(parents=True, exist_ok=True)
    master = random.Random(f"mask-generate:{language}:{seed}")
    fakers = make_fakers(language)
    written = []
    for number in range(1, count + 1):
        text, spans = generate_note(language, master.getrandbits(48), fakers)
        stem = out_dir / f"note_{number:05d}"
        stem.with_suffix(".txt").write_text(text, encoding="utf-8", newline="")
        stem.with_suffix(".ann").write_text(brat_lines(text, spans), encoding="utf-8", newline="")
        written.append(stem.with_suffix(".txt"))
    return written
