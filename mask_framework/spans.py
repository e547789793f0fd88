"""The span model shared by every part of MASK.

Offsets convention (the one place it is written down)
-----------------------------------------------------
Every offset in MASK -- returned by an NER plugin, stored in a ``Span``, written
to a brat ``.ann`` file, read by the evaluator -- is a **half-open ``[start, end)``
offset in Unicode code points into the original, decoded text** of a document:

* ``text[start:end]`` is the span's surface string, in Python terms;
* ``\\r\\n`` counts as two characters, an emoji outside the BMP as one, and a
  letter followed by a combining accent as two;
* a UTF-8 byte-order mark is not part of the text: offsets start after it;
* an empty document has no spans.

The evaluator can additionally count grapheme clusters (``--graphemes``), but the
offsets it reads are still code points.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable


@dataclass(frozen=True, order=True)
class Span:
    """One detected (or gold) span: ``[start, end)`` code points, an entity label.

    ``sources`` names the plugins that found it (empty for gold spans).
    """

    start: int
    end: int
    entity: str
    sources: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if not (isinstance(self.start, int) and isinstance(self.end, int)):
            raise TypeError("span offsets must be integers")
        if self.start < 0 or self.end < self.start:
            raise ValueError(f"invalid span offsets [{self.start}, {self.end})")

    def __len__(self) -> int:
        return self.end - self.start

    def overlaps(self, other: "Span") -> bool:
        return self.start < other.end and other.start < self.end

    def surface(self, text: str) -> str:
        return text[self.start : self.end]


def check_offsets(spans: Iterable[tuple[str, int, int]], text_length: int, origin: str) -> list[Span]:
    """Turn plugin output ``(entity, start, end)`` tuples into validated Spans.

    Raises ``ValueError`` naming ``origin`` (a plugin name) -- never the text -- when a
    tuple is malformed or falls outside the document.
    """
    checked = []
    for item in spans:
        try:
            entity, start, end = item
        except (TypeError, ValueError):
            raise ValueError(f"{origin} returned {type(item).__name__!s} instead of an (entity, start, end) tuple") from None
        if not isinstance(start, int) or not isinstance(end, int) or isinstance(start, bool) or isinstance(end, bool):
            raise ValueError(f"{origin} returned non-integer offsets")
        if not (0 <= start <= end <= text_length):
            raise ValueError(f"{origin} returned offsets [{start}, {end}) outside a text of length {text_length}")
        if start == end:
            continue  # an empty span hides nothing and masks nothing
        checked.append(Span(start, end, str(entity), (origin,)))
    return checked
