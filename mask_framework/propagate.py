"""Every mention of what was found: a name found once is masked wherever it recurs in the document.

Notes name people in a context once (``Husband Desmond ("Des", 79)``, ``his wife Mere``)
and then bare (``ESAS completed w/ Des``). The recognizers find the first mention from its
context and miss the others. An entity configured with ``<propagate>true</propagate>``
has each capitalised word of its found spans searched in the whole document, as a whole
word and in the same case, and every uncovered occurrence becomes a span of that entity.

Words that would spread a wrong guess are not searched: words of one or two letters, words
in capitals of up to three letters, and, for English and Dutch, dictionary and clinical
words that are not also listed names (``Alert``, ``Hemostasis``; but ``Rose`` and ``Jade``
are searched). Offsets are half-open code points into the text, as everywhere.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from typing import Callable, Iterable

from mask_framework.spans import Span

SOURCE = "propagated"
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def word_filter(language: str) -> Callable[[str], bool]:
    """Whether a word may be searched, for ``language``: not an ordinary or clinical word that is
    no listed name (en, nl); other languages only get the shape checks."""
    from mask_framework.span_cleanup import CLEANUP_LANGUAGES, load_word_sets

    if language not in CLEANUP_LANGUAGES:
        return lambda word: True
    words = load_word_sets(language)

    def searchable(word: str) -> bool:
        key = word.lower()
        return key in words.first_names or not (words.explained(key) or key in words.before_names)
    return searchable


def searchable_words(text: str, spans: Iterable[Span], entities: set[str],
                     searchable: Callable[[str], bool]) -> dict[str, str]:
    """The words to search, each with the entity of the first span it came from."""
    found: dict[str, str] = {}
    for span in spans:
        if span.entity not in entities:
            continue
        for match in _WORD.finditer(text, span.start, span.end):
            word = match.group().rstrip("'’-")
            if word not in found and len(word) >= 3 and word[0].isupper() \
                    and not (word.isupper() and len(word) <= 3) and searchable(word):
                found[word] = span.entity
    return found


def propagate_mentions(text: str, spans: list[Span], entities: set[str],
                       searchable: Callable[[str], bool]) -> list[Span]:
    """``spans`` (resolved: sorted, non-overlapping) plus a span for each uncovered occurrence of a
    searchable word of the spans of ``entities``. Occurrences that overlap any span are left to it."""
    return with_mentions(text, spans, searchable_words(text, spans, entities, searchable), SOURCE)


def with_mentions(text: str, spans: list[Span], entity_of: dict[str, str], source: str,
                  word_chars: str = r"\w-") -> list[Span]:
    """``spans`` (resolved: sorted, non-overlapping) plus a span of ``entity_of[word]`` for each
    occurrence of a word of ``entity_of`` that no span overlaps. An occurrence is whole: no
    character of ``word_chars`` (a character class body) touches it on either side."""
    if not entity_of:
        return list(spans)
    covered = sorted((span.start, span.end) for span in spans)
    alternation = "|".join(re.escape(word) for word in sorted(entity_of, key=len, reverse=True))
    pattern = re.compile(rf"(?<![{word_chars}])(?:{alternation})(?![{word_chars}])")
    added = [Span(match.start(), match.end(), entity_of[match.group()], (source,))
             for match in pattern.finditer(text) if not _overlaps(covered, match.start(), match.end())]
    return sorted([*spans, *added], key=lambda span: (span.start, span.end))


def _overlaps(covered: list[tuple[int, int]], start: int, end: int) -> bool:
    """``covered`` is sorted and non-overlapping (resolved spans): only the last span that starts
    before ``end`` can reach into ``[start, end)``."""
    i = bisect_left(covered, (end, end))
    return i > 0 and covered[i - 1][1] > start
