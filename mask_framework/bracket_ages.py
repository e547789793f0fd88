"""Ages in brackets after a found name: ``Older brother Ayaan (13)``, ``Whānau: Mele (61, carer)``.

Notes give a person's age in brackets right after the name, in family lists above all. The
age patterns find it when a relative word or a title leads (``son Tom (12)``, ``Mw. Groen
(61)``), because a capitalised word before a number in brackets is as often a lab value
(``Kreatinine (142)``) or a score (``Gleason (7)``). Once the recognizers have found the name,
that doubt is gone: for an entity configured with ``<ages_after>NAME</ages_after>``, a whole
number of at most three digits (and at most 115) opening a bracket right after a span of
``NAME`` becomes a span of this entity, when the bracket closes after it or goes on after a
comma, or the number carries a unit of years or months (``(41yrs``, ``(20 j``, ``(11 mnd``).

An age may also be stated right after the name: ``Kwabena is 38 and works``, ``Mele, 61,
carer`` (the number closes a clause or is followed by years).

In a list of relatives the number may follow the name without a bracket: ``kids (Mason 6,
Ivy 3)``, ``Sister Simran 16 at Louise Arbour``. That counts only when a relative or a family
word (``kids``, ``kinderen``, ``sister``) stands earlier on the line, because an eponymous scale
is a capitalised word before a number too (``Kramer 5``, ``Bristol 4``).

In a table drawn with bars a handover gives the age at the end of the name's cell: ``| GOODERHAM,
Walter 89     | CAP R base``, ``| Jamila Ferreira-Bakker, 36 |``.

A date or a ratio (``Fatma Abdalla (6/3, 20/3)``) is no age, and nor is a number already
covered by another span. Offsets are half-open code points into the text, as everywhere.
"""
from __future__ import annotations

import re
from bisect import bisect_right, insort

from mask_framework.patterns.ages import FAMILY_LIST_CUE, MAX_AGE, RELATIVE_ON_LINE, RELATIVE_WORDS, cue_earlier_on_line
from mask_framework.spans import Span

SOURCE = "age after name"
# the bracket right after the name (one space or tab at most), the number, and what closes it
_BRACKET_AGE = re.compile(r"[ \t]?\((\d{1,3})(?:\)|,\s|[ \t]?(?:y|yo|yrs?|years?|j|jr|jaar|mnd|maanden|months|mths)\b)")
# the number after a relative's name in a list: one space, then a comma, a bracket, a full stop or 'at school'
# or a unit glued to it, then a bracket too ('Siblings: Iosefa 6y (1 MMR only)')
_LISTED_AGE = re.compile(r"[ \t](\d{1,3})(?:(?P<unit>y|yo|yrs?|j|jr)\b)?"
                         r"(?=[ \t]*[,;)]|\.(?!\d)|[ \t]+(?:at|in|and|en|op|bij|yrs?|years?|jaar|jr)\b|(?(unit)[ \t]+\(|(?!)))")
#: a nickname, a relation or a maiden name in brackets between a name and its age: 'Margaret Dempsey ("Peggy"), 61',
#: 'O'LEARY, Bridget (Biddy) 77', 'Mrs Mere Tuhiwai (aunt), 74', 'Siobhan (nee Murphy), 59'
_NICKNAME_AFTER_NAME = (rf"(?:[ \t]+\((?:[\"“]?[A-Z][\w'’-]*[\"”]?|{RELATIVE_WORDS}|(?i:n[ée]e|geb\.?|born)[ \t]+[A-Z][\w'’-]*)"
                        r"\))?")
# an age stated after the name: 'Kwabena is 38 and works as', 'Mele, 61, carer', 'Daan was 4 toen'
# (after a nickname in brackets too: 'Margaret Dempsey ("Peggy"), 61, a retired librarian'; and 'now'/'then':
# 'Lachlan, now 13, whom', 'sister Linh (now 29)', 'donor son Bao (then 31)')
_STATED_AGE = re.compile(_NICKNAME_AFTER_NAME
                         + r"(?:[ \t]+(?:is|was)[ \t]+|,[ \t]?|,?[ \t]+\(?(?:now|then|nu|toen)[ \t]+)(\d{1,3})(?![.,]\d)"
                           r"(?:[ \t]?(?:y|yo|yrs?|jr|j)\b)?"
                           r"(?=[ \t]*[,;)]|\.(?!\d)|[ \t]*$|[ \t]+(?:and|en|toen|when|years?|yrs?|jaar|y/o|yo|maanden|months|mnd)\b)", re.M)

# an age closing a table cell after the name: '| GOODERHAM, Walter 89     | CAP', '| Jamila Ferreira-Bakker, 36   |',
# '| BRUNDALL, Eileen M 94 |' (a sex letter between), '| Tomasz WIŚNIEWSKI ("Tom"), 31|'
_CELL_AGE = re.compile(_NICKNAME_AFTER_NAME + r"(?:[ \t][MFV])?(?:,[ \t]?|[ \t])(\d{1,3})(?=[ \t]*\|)")


def bracket_ages(text: str, spans: list[Span], name_entity: str, age_entity: str) -> list[Span]:
    """``spans`` (sorted, non-overlapping) with the ages found after the spans of ``name_entity``."""
    starts = [span.start for span in spans]
    result = list(spans)
    for span in spans:
        if span.entity != name_entity:
            continue
        match = _BRACKET_AGE.match(text, span.end) or _listed_age(text, span) or _STATED_AGE.match(text, span.end) \
            or _cell_age(text, span)
        if match is None or int(match.group(1)) > MAX_AGE:
            continue
        start, end = match.span(1)
        if _covered(spans, starts, start, end):
            continue
        insort(result, Span(start, end, age_entity, (SOURCE,)), key=lambda s: s.start)
    return result


def _listed_age(text: str, span: Span) -> re.Match | None:
    match = _LISTED_AGE.match(text, span.end)
    if match is None:
        return None
    family = any(cue_earlier_on_line(cue, text, span.start) for cue in (FAMILY_LIST_CUE, RELATIVE_ON_LINE))
    return match if family else None


def _cell_age(text: str, span: Span) -> re.Match | None:
    """A number closing the name's table cell, when the name is a person's whole name: a surname and a
    first name ('GOODERHAM, Walter', 'Jamila Ferreira-Bakker'), not one word nor a word and an acronym,
    which is how a scale after its eponym is found ('| Charnwood 3 |', '| Rockwood CFS 3 |')."""
    match = _CELL_AGE.match(text, span.end)
    if match is None:
        return None
    name = text[span.start:span.end]
    words = name.replace(",", " ").split()
    whole_name = "," in name or (len(words) >= 2 and not any(word.isupper() and len(word) <= 3 for word in words))
    return match if whole_name else None


def _covered(spans: list[Span], starts: list[int], start: int, end: int) -> bool:
    """Whether a span of ``spans`` overlaps ``[start, end)``."""
    index = max(bisect_right(starts, start) - 1, 0)
    while index < len(spans) and spans[index].start < end:
        if start < spans[index].end:
            return True
        index += 1
    return False
