"""Word tokens with original offsets, and the sentence-start test.

A token is a run of letters/digits (with combining marks) whose pieces may be
joined by one ``-``, ``/``, ``.`` or apostrophe (``maag-darm``, ``µmol/l``,
``i.v.m``, ``auto's``); a directly following ``.`` is kept so abbreviations
(``dd.``, ``dhr.``) and initials (``A.``) can be looked up with their dot.
Offsets are code points into the text as given.
"""
from __future__ import annotations

import re

_LETTER = r"(?:[^\W_][\u0300-\u036f\u1ab0-\u1aff\u20d0-\u20ff\ufe20-\ufe2f]*)"
_PIECE = rf"{_LETTER}+"
TOKEN = re.compile(rf"['’][sStT](?![^\W_])|{_PIECE}(?:['’\-/.]{_PIECE})*(?:['’](?![^\W_]))?\.?")
JOINERS = re.compile(r"[\-/.]")
# Characters skipped when looking back for the start of a sentence: spaces,
# quotes, brackets and list bullets.
_SKIPPED_BEFORE = frozenset(" \t\u00a0\"'“”‘’([{*•·>–—-")
_SENTENCE_END = frozenset(".!?:;\n\r\u2028\u2029")


def is_sentence_start(text: str, start: int) -> bool:
    i = start - 1
    while i >= 0 and text[i] in _SKIPPED_BEFORE:
        i -= 1
    return i < 0 or text[i] in _SENTENCE_END


def split_pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Split a joined token on ``-``, ``/`` and ``.``; a piece keeps a following dot."""
    pieces = []
    piece_start = start
    for match in JOINERS.finditer(text, start, end):
        cut = match.start()
        if match.group() == ".":
            pieces.append((piece_start, cut + 1))
        elif cut > piece_start:
            pieces.append((piece_start, cut))
        piece_start = match.end()
    if piece_start < end:
        pieces.append((piece_start, end))
    return [(s, e) for s, e in pieces if e > s and text[s:e] != "."]
