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
Letters also use an institution's initials without ever writing them in brackets (``seen at
Glangwili General Hospital`` ... ``transferred to GGH``). A word in capitals of three to six
letters whose letters are exactly the initials of a found span's words (all of them, or all but
the linking words: ``St. James's Hospital`` ... ``SJH``, ``The Royal Victorian Eye and Ear
Hospital`` ... ``RVEEH``) counts as that span's acronym too. With no bracket to tie the two, the
match must be exact and at least three letters long, so two-letter units and clinical
abbreviations (``BP``, ``CT``) never qualify by chance; nor does a clinical abbreviation (``SLT``),
nor a span that may be a department rather than a body (a name of dictionary and clinical words
ending in ``Clinic``, ``Unit``, ``Service`` ...: ``Skin Cancer Clinic`` does not make ``SCC`` an
organisation). Only English and Dutch have the word lists this needs.
Offsets are half-open code points.
"""
from __future__ import annotations

import re
from typing import Iterable

from mask_framework.propagate import with_mentions
from mask_framework.span_cleanup import DEPARTMENT_WORDS, WordSets
from mask_framework.spans import Span

SOURCE = "acronym"
# two to eight letters or digits with at least two capitals: UHW, NCRHA, CHEO, SACSSP, RBWH, UCLH
_ACRONYM = r"(?=(?:[a-z0-9&]*[A-Z]){2})[A-Z][A-Za-z0-9&]{1,7}"
_AFTER_SPAN = re.compile(r"[ \t]*\((" + _ACRONYM + r")\)")
_BEFORE_SPAN = re.compile(r"(?<![\w&])(" + _ACRONYM + r")[ \t]*\($")
_WORDS = re.compile(r"[^\W_]+")
# a bare initialism in capitals: GGH, SJH, RVEEH (letters only, so no code or unit)
_INITIALISM = re.compile(r"(?<![\w&-])[A-Z]{3,6}(?![\w&-])")
# words with their possessive: 'Queen's' gives one initial, not two
_NAME_WORDS = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# a king's or queen's number in a body's name, which its initialism leaves out
_REGNAL_NUMBER = re.compile(r"I{1,3}|IV|VI{0,3}|IX|XI{0,3}")
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


def _initials(words: list[str]) -> set[str]:
    """The initialisms a long form may be written as: all its words' initials, and those of the
    words that are not linking words nor a regnal number ('King Edward VII Memorial Hospital' is 'KEMH')."""
    return {"".join(word[0] for word in chosen).upper()
            for chosen in (words, [word for word in words if word.lower() not in _LINKING_WORDS
                                   and not _REGNAL_NUMBER.fullmatch(word)])}


def _names_a_body(words: list[str], known: WordSets) -> bool:
    """A proper name among the words (one no dictionary or clinical list explains), or a head that
    is no department word: 'Glangwili General Hospital', 'Health Service Executive'; not 'Skin
    Cancer Clinic'."""
    return words[-1].lower() not in DEPARTMENT_WORDS or any(not known.explained(word.lower()) for word in words)


def used_initialisms(text: str, spans: Iterable[Span], entities: set[str], known: WordSets) -> dict[str, str]:
    """Each bare initialism in ``text`` whose letters are exactly the initials of the words of a
    span of ``entities`` naming a body (three letters or more), with that span's entity."""
    written = {match.group() for match in _INITIALISM.finditer(text) if not known.explained(match.group().lower())}
    if not written:
        return {}
    found: dict[str, str] = {}
    for span in spans:
        words = _NAME_WORDS.findall(text, span.start, span.end)
        if span.entity in entities and len(words) >= 3 and _names_a_body(words, known):
            for initialism in _initials(words) & written:
                found.setdefault(initialism, span.entity)
    return found


def mask_acronyms(text: str, spans: list[Span], entities: set[str], known: WordSets | None = None) -> list[Span]:
    """``spans`` (resolved: sorted, non-overlapping) plus a span for each uncovered whole-word
    occurrence of an acronym defined next to a span of ``entities``, or used bare for one
    ('&' joins an acronym's letters). Bare initialisms need ``known``, the language's word lists."""
    acronyms = used_initialisms(text, spans, entities, known) if known is not None else {}
    acronyms.update(defined_acronyms(text, spans, entities))  # a bracketed definition decides the entity
    return with_mentions(text, spans, acronyms, SOURCE, word_chars=r"\w&-")
