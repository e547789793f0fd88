"""Acronyms a note defines for what was found: ``University Hospital Waterford (UHW)`` ... ``UHW``.

Letters and notes name an institution in full once, with its acronym in brackets, and then
use the acronym alone (``Last admission: UHW``). The recognizers find the full name; the bare
acronym is in no list and has no context. For an entity configured with
``<acronyms>true</acronyms>``, an acronym written in brackets right after one of its found
spans (or a found span written in brackets right after an acronym: ``NCRHA (North Central
Regional Health Authority)``) becomes a span of that entity, and so does each other
occurrence of it as a whole word in the same case.

The bracketed word counts as an acronym of the span only if its letters are the initials of
the span's words, in order, with few words left over (a stricter form of Schwartz and Hearst,
2003): ``Royal Brisbane and Women's Hospital (RBWH)`` and ``Bonny Coastal Energy Services Ltd
(BCES)`` qualify; ``St Vincent's (ICU)`` and ``Oncologisch Dagziekenhuis (ODZ)`` do not.
Offsets are half-open code points.
"""
from __future__ import annotations

import re
from typing import Iterable

from mask_framework.propagate import with_mentions
from mask_framework.spans import Span

SOURCE = "acronym"
# two to eight letters or digits with at least two capitals: UHW, NCRHA, CHEO, SACSSP, RBWH, UCLH
_ACRONYM = r"(?=(?:[a-z0-9&]*[A-Z]){2})[A-Z][A-Za-z0-9&]{1,7}"
_AFTER_SPAN = re.compile(r"[ \t]*\((" + _ACRONYM + r")\)")
_BEFORE_SPAN = re.compile(r"(?<![\w&])(" + _ACRONYM + r")[ \t]*\($")
_WORDS = re.compile(r"[^\W_]+")
# words an acronym usually leaves out (English, Dutch, French)
_LINKING_WORDS = frozenset("and of the for in & en van de het voor der des et du la le".split())


def abbreviates(acronym: str, long_form: str) -> bool:
    """Whether ``acronym``'s letters are initials of ``long_form``'s words, in order, with at most
    two other words left over (besides `and`, `of`, ...). Only initials count: a letter from
    inside a word would let a header explain anything (``MULTIDISCIPLINAIR TEAMOVERLEG (MDO)``)."""
    letters = [c.lower() for c in acronym if c.isalnum()]
    words = _WORDS.findall(long_form)
    initials = iter(word[0].lower() for word in words)
    if not all(letter in initials for letter in letters):  # a subsequence: `in` consumes the iterator
        return False
    left_over = len(words) - len(letters) - sum(word.lower() in _LINKING_WORDS for word in words)
    return left_over <= 2


def defined_acronyms(text: str, spans: Iterable[Span], entities: set[str]) -> dict[str, str]:
    """Each acronym defined next to a span of ``entities``, with that span's entity."""
    found: dict[str, str] = {}
    for span in spans:
        if span.entity not in entities:
            continue
        long_form = text[span.start:span.end]
        after = _AFTER_SPAN.match(text, span.end)
        before = _BEFORE_SPAN.search(text, max(0, span.start - 12), span.start)
        for match in (after, before if before and text.startswith(")", span.end) else None):
            if match and match.group(1) != long_form and abbreviates(match.group(1), long_form):
                found.setdefault(match.group(1), span.entity)
    return found


def mask_acronyms(text: str, spans: list[Span], entities: set[str]) -> list[Span]:
    """``spans`` (resolved: sorted, non-overlapping) plus a span for each uncovered whole-word
    occurrence of an acronym defined next to a span of ``entities`` ('&' joins an acronym's letters)."""
    return with_mentions(text, spans, defined_acronyms(text, spans, entities), SOURCE, word_chars=r"\w&-")
