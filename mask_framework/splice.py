"""Apply replacements to a text in one left-to-right pass."""
from __future__ import annotations

from typing import Iterable


def splice(text: str, replacements: Iterable[tuple[int, int, str]]) -> str:
    """Replace each ``[start, end)`` of ``text`` with its string.

    Replacements must be sorted and must not overlap; offsets are into the
    original ``text`` (so earlier replacements never shift later ones).
    """
    parts: list[str] = []
    cursor = 0
    for start, end, replacement in replacements:
        if start < cursor:
            raise ValueError(f"replacement [{start}, {end}) overlaps or precedes offset {cursor}")
        if end < start or end > len(text):
            raise ValueError(f"replacement [{start}, {end}) outside a text of length {len(text)}")
        parts.append(text[cursor:start])
        parts.append(replacement)
        cursor = end
    parts.append(text[cursor:])
    return "".join(parts)
