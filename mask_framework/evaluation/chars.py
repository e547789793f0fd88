"""Character-level leakage counting, with censor-check's semantics.

For each unit (a code point, or a grapheme cluster with ``graphemes=True``) of a
document:

* its gold category is that of the *last* gold annotation listed that covers it,
  its predicted category likewise (the last annotation listed wins);
* a gold unit matching its category's allow regex, or failing that the ``ALL``
  regex, is non-disclosive: a true negative, counted nowhere;
* any other gold unit is *hidden* when a prediction covers it (whatever the
  predicted label: masking is what matters) and *missed* otherwise -- counted under
  its gold category for recall and under the predicted category for precision;
* a predicted unit outside gold is a false positive of its predicted category,
  unless it matches the ``NONE`` regex. Category and ``ALL`` regexes do not excuse
  false positives: dropping "(" from running text changes what a reader sees.

A grapheme cluster is gold when any of its code points is; it is hidden only when
every code point is predicted (half a glyph masked still shows), and it is a false
positive when any code point is predicted. Offsets stay code points throughout.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from mask_framework.evaluation.metrics import char_scores
from mask_framework.spans import Span

ALL, NONE = "ALL", "NONE"


@dataclass
class ClassConfig:
    """Allow regexes per category (``CATEGORY allow=REGEX`` lines)."""

    allow: dict[str, re.Pattern] = field(default_factory=dict)

    @classmethod
    def parse(cls, content: str, origin: str = "class file") -> "ClassConfig":
        allow = {}
        for number, line in enumerate(content.splitlines(), start=1):
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            parts = stripped.split(None, 1)
            if len(parts) != 2 or not parts[1].startswith("allow="):
                raise ValueError(f"{origin}:{number}: expected 'CATEGORY allow=REGEX'")
            try:
                allow[parts[0]] = re.compile(parts[1][len("allow="):])
            except re.error as exc:
                raise ValueError(f"{origin}:{number}: invalid regex ({exc})") from None
        return cls(allow)

    @classmethod
    def load(cls, path) -> "ClassConfig":
        return cls.parse(Path(path).read_text(encoding="utf-8"), str(path))

    def skips_gold(self, category: str, unit: str) -> bool:
        own, everything = self.allow.get(category), self.allow.get(ALL)
        return bool((own and own.fullmatch(unit)) or (everything and everything.fullmatch(unit)))

    def skips_false_positive(self, unit: str) -> bool:
        none = self.allow.get(NONE)
        return bool(none and none.fullmatch(unit))


def grapheme_units(text: str) -> list[tuple[int, int]]:
    """Extended grapheme clusters as code-point ranges."""
    import regex  # local import: only --graphemes needs it

    return [(m.start(), m.end()) for m in regex.finditer(r"\X", text)]


def _paint(length: int, spans: list[Span]) -> list[str | None]:
    """Category of each code point; later spans overwrite earlier ones."""
    painted: list[str | None] = [None] * length
    for span in spans:
        end = min(span.end, length)
        painted[span.start:end] = [span.entity] * (end - span.start)
    return painted


@dataclass
class CharCounts:
    """Per-category unit counts; add documents, then ask for scores."""

    hidden: Counter = field(default_factory=Counter)     # by gold category
    missed: Counter = field(default_factory=Counter)     # by gold category
    right: Counter = field(default_factory=Counter)      # by predicted category
    wrong: Counter = field(default_factory=Counter)      # by predicted category
    skipped: int = 0

    def add_document(self, text: str, gold: list[Span], pred: list[Span],
                     classes: ClassConfig | None = None, graphemes: bool = False) -> None:
        classes = classes or ClassConfig()
        gold_paint, pred_paint = _paint(len(text), gold), _paint(len(text), pred)
        if graphemes:
            units = grapheme_units(text)
        else:
            # only annotated code points can count: skip the rest without a Python loop over them
            units = [(i, i + 1) for i in _annotated_positions(len(text), gold, pred)]
        skip_cache: dict[tuple[str, str], bool] = {}
        for start, end in units:
            gold_category = next((c for c in gold_paint[start:end] if c is not None), None)
            predicted = [c for c in pred_paint[start:end] if c is not None]
            if gold_category is None and not predicted:
                continue
            unit = text[start:end]
            if gold_category is not None:
                key = (gold_category, unit)
                if key not in skip_cache:
                    skip_cache[key] = classes.skips_gold(gold_category, unit)
                if skip_cache[key]:
                    self.skipped += 1
                elif len(predicted) == end - start:
                    self.hidden[gold_category] += 1
                    self.right[predicted[0]] += 1
                else:
                    self.missed[gold_category] += 1
            elif not classes.skips_false_positive(unit):
                self.wrong[predicted[0]] += 1

    def merge(self, other: "CharCounts") -> None:
        for name in ("hidden", "missed", "right", "wrong"):
            getattr(self, name).update(getattr(other, name))
        self.skipped += other.skipped

    def overall(self) -> dict:
        return char_scores(sum(self.hidden.values()), sum(self.missed.values()),
                           sum(self.right.values()), sum(self.wrong.values()))

    def per_category(self) -> dict[str, dict]:
        categories = sorted(set(self.hidden) | set(self.missed) | set(self.right) | set(self.wrong))
        return {c: char_scores(self.hidden[c], self.missed[c], self.right[c], self.wrong[c]) for c in categories}

    def report(self) -> dict:
        return {"overall": self.overall(), "per_category": self.per_category(), "skipped_units": self.skipped}


def _annotated_positions(length: int, gold: list[Span], pred: list[Span]) -> list[int]:
    positions = set()
    for span in (*gold, *pred):
        positions.update(range(span.start, min(span.end, length)))
    return sorted(positions)


def fully_hidden(text: str, gold: list[Span], pred: list[Span], classes: ClassConfig | None = None) -> list[bool]:
    """For each gold span: is every one of its disclosive characters covered by a prediction?"""
    covered = [False] * len(text)
    for span in pred:
        covered[span.start:span.end] = [True] * (min(span.end, len(text)) - span.start)
    result = []
    for span in gold:
        result.append(all(covered[i] or (classes is not None and classes.skips_gold(span.entity, text[i]))
                          for i in range(span.start, min(span.end, len(text)))))
    return result
