"""A reading of notes written in capitals or in lower case as a clinician would type them, for the detectors.

Older hospital systems, and the header blocks of newer ones, write whole lines in capitals
('SEEN BY DR JOHN SMITH AT ST MARY'S HOSPITAL, LEEDS'). Every detector reads a capital as a cue
for a name, a place or an organisation; in such a line every word has one, so the cue says
nothing. On dev notes written in capitals English character recall fell from 0.989 to 0.913,
most of it places and organisations.

A note written in lower case has the opposite trouble: no word has a capital (English recall 0.693).

With ``<recase>`` in the configuration, a note mostly written in capitals (``shouted_document``) or in
lower case (``lower_case_document``) is read twice, as written and as ``recased_view`` gives it, and the
spans of both readings are united (``Pipeline``): spaCy finds organisations in capitals, the lexicons and
the CRF find places and names once recased. Dev notes put in capitals: English recall 0.913 -> 0.951
(precision 0.866 -> 0.822), Dutch 0.953 -> 0.974 (0.895 -> 0.804); in lower case: English 0.693 -> 0.901
(0.947 -> 0.882), Dutch 0.666 -> 0.934 (0.973 -> 0.847). A note in ordinary case is read once, as before.

``recased_view`` returns a text of the same length in which each shouted line (every line of a note in
lower case, its words read as if in capitals) is rewritten word by word: function, clinical and
dictionary words in lower case; listed names and unknown words with one capital; short unknown words
and listed abbreviations (acronyms: 'UZ', 'COPD') in capitals; the first word of a sentence with a
capital. The detectors read the view; masking works on the original text. Every character maps to one
character at the same offset, so spans found in the view are spans of the original (a letter whose case
change would alter the length, such as 'ß' -> 'SS', is left as it is).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from mask_framework.span_cleanup import MORE_FUNCTION_WORDS

if TYPE_CHECKING:
    from mask_framework.span_cleanup import WordSets

#: a line is read as written in capitals when this share of its cased letters are capitals ...
SHOUTED_SHARE = 0.9
#: ... and it has this many capitals: 'MRN:' or 'Dr. J. SMITH' is no shouted line
MIN_CAPITALS = 8
#: a note is read as written in lower case when at most this share of its cased letters are capitals (the
#: dev notes have 4 % or more) ...
LOWER_CASE_SHARE = 0.02
#: ... and it has this many cased letters
MIN_LOWER_CASE_LETTERS = 20
#: an unlisted word this short is taken for an acronym ('UZ', 'AZ', 'GGZ') and left in capitals
ACRONYM_MAX_LETTERS = 3

_LINE = re.compile(r"[^\n]*\n?")
_WORD = re.compile(r"[^\W_]+")
_SENTENCE_END = re.compile(r"[.!?]\s+$")


def _lower(word: str) -> str:
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in word)


def _title(word: str) -> str:
    return word[0] + _lower(word[1:])


def _upper(word: str) -> str:
    return "".join(c.upper() if len(c.upper()) == 1 else c for c in word)


def _cased(text: str) -> tuple[int, int]:
    return sum(map(str.isupper, text)), sum(map(str.islower, text))


def _shouted_counts(upper: int, lower: int) -> bool:
    return upper >= MIN_CAPITALS and upper >= SHOUTED_SHARE * (upper + lower)


def _lower_case_counts(upper: int, lower: int) -> bool:
    return upper + lower >= MIN_LOWER_CASE_LETTERS and upper <= LOWER_CASE_SHARE * (upper + lower)


def shouted(line: str) -> bool:
    """Whether a line is written in capitals (see ``SHOUTED_SHARE`` and ``MIN_CAPITALS``)."""
    return _shouted_counts(*_cased(line))


@lru_cache(maxsize=None)
def _heads() -> frozenset[str]:
    """Words that close the name of an organisation or a street ('Royal Infirmary', 'Mill Lane'): written
    with a capital after a capitalised word, whatever the dictionary says."""
    from mask_framework.lexicon_ner.places import HEADS
    from mask_framework.lexicon_ner.streets_en import STREET_TYPES

    words = {word for heads in HEADS.values() for head in heads for word in head}
    return frozenset(words | {street_type.lower() for street_type in STREET_TYPES}
                     | {"close", "walk", "grove", "gardens", "hill", "parade", "park"})


_CALENDAR = frozenset({"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "monday", "tuesday",
                       "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
                       "april", "may", "june", "july", "august", "september", "october", "november", "december",
                       "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                       "christmas", "easter"})


@lru_cache(maxsize=1)
def _titles() -> frozenset[str]:
    """Forms of address of both languages ('dr', 'mrs', 'dhr'), read once."""
    from mask_framework.lexicon_ner.resources import TITLES

    return frozenset(title for titles in TITLES.values() for title in titles)


def recase_word(word: str, words: "WordSets", after_apostrophe: bool = False) -> str:
    """One word of a shouted line, in the case a clinician would give it."""
    if any(c.islower() for c in word) or any(c.isdigit() for c in word):  # 'McDONALD', 'BL4' keep their own
        return word
    key = word.lower()
    if after_apostrophe and len(word) <= 2:   # the 's' of "MARY'S", the 't' of "DON'T"
        return _lower(word)
    if key in words.stop or key in MORE_FUNCTION_WORDS:  # before the abbreviations: Dutch 'ALS' is 'as'
        return _lower(word)
    if word in words.abbreviations:           # 'COPD', 'TDS'
        return word
    if key in _titles():                      # 'DR', 'MRS', 'DHR'
        return _title(word)
    if key in _CALENDAR:                      # 'MON', 'MARCH'
        return _title(word)
    if key in words.clinical or key in words.eponyms:
        return _lower(word)
    if len(word) == 1:                        # an initial
        return word
    if key in words.first_names or key in words.places:
        return _title(word)
    if key in words.ordinary:
        return _lower(word)
    if key in words.names:
        return _title(word)
    if len(word) <= ACRONYM_MAX_LETTERS:
        return word
    return _title(word)


def _capitalised(word: str) -> bool:
    return word[0].isupper() and (len(word) == 1 or not word.islower())


def _recase_line(line: str, words: "WordSets", from_lower: bool = False) -> str:
    """A line recased word by word; ``from_lower``: a line of a note written in lower case, whose words
    in lower case are read as if in capitals (a word with a capital, 'BP' or 'Dr', keeps its case)."""
    out = []
    last = 0
    previous = ""
    heads = _heads()
    for match in _WORD.finditer(line):
        start, word = match.start(), match.group()
        gap = line[last:start]  # what stands since the previous word (words are letters and digits only)
        after_apostrophe = gap.endswith(("'", "\u2019"))
        if from_lower:
            word = _upper(word) if word.islower() else word
        new = recase_word(word, words, after_apostrophe=after_apostrophe)
        if after_apostrophe:
            pass  # "MARY'S HOSPITAL": the head after 's' looks back to 'Mary'
        elif (new.islower() and word.isupper() and previous and _capitalised(previous)
              and gap.strip(" \t-'\u2019") == ""
              and (new in heads or (new in words.names and new not in words.stop
                                    and previous.lower() in words.first_names))):
            # the head of a name ('ROYAL INFIRMARY', 'MILL LANE'), a surname that is a word after a
            # first name ('JOHN SMITH')
            new = _title(word)
        if not after_apostrophe:
            previous = new
        opens_sentence = (last == 0 and not gap.strip()) or bool(_SENTENCE_END.search(gap))
        if opens_sentence and new[0].islower() and len(new[0].upper()) == 1:
            new = new[0].upper() + new[1:]
        out.append(line[last:start])
        out.append(new)
        last = match.end()
    out.append(line[last:])
    return "".join(out)


def lower_case_document(text: str) -> bool:
    """Whether a note is written in lower case: nearly no capitals (the dev notes have at least 4 %)."""
    return _lower_case_counts(*_cased(text))


def needs_recasing(text: str) -> bool:
    """Whether a note is read a second time, recased: written in capitals or in lower case."""
    upper, lower = _cased(text)
    # most of a shouted note's letters stand in lines of 90 % capitals, so 45 % of all its letters are
    # capitals; a typed note (4-28 % on the dev notes) is settled by the two counts alone
    if upper < 0.45 * (upper + lower):
        return _lower_case_counts(upper, lower)
    return shouted_document(text)


def shouted_document(text: str) -> bool:
    """Whether most of a note's cased letters stand in shouted lines (a header block in capitals
    above a typed note does not make the note shouted)."""
    in_shouted = cased = 0
    for match in _LINE.finditer(text):
        upper, lower = _cased(match.group())
        cased += upper + lower
        if _shouted_counts(upper, lower):
            in_shouted += upper + lower
    return cased > 0 and in_shouted * 2 > cased


def recased_view(text: str, language: str) -> str:
    """``text`` with every shouted line recased, or every line of a note written in lower case; the
    same length, character for character."""
    from mask_framework.span_cleanup import load_word_sets

    words = load_word_sets(language)
    from_lower = lower_case_document(text)
    parts = []
    for match in _LINE.finditer(text):
        line = match.group()
        if line and (from_lower or shouted(line)):
            line = _recase_line(line, words, from_lower=from_lower)
        parts.append(line)
    view = "".join(parts)
    if len(view) != len(text):  # _lower and _title keep lengths; this guards the offsets' contract
        raise AssertionError("the recased view changed the text's length")
    return view
