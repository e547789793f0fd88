"""English street names without a house number (LOCATION): ``on Pleasant Street``, ``Elm St.``,
``Fairmount Avenue``, ``Linden Lane``.

One to three capitalised words, then a street type. ``Dr.`` is left out (a title far more
often than 'Drive'); ``St.`` counts only at the end (``St. Luke's`` is a saint). The first word
must not be a stop word or a calendar word (``The Street``, ``Monday Way``).
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.resources import LexiconResources
from mask_framework.patterns.spec import word_alternation

STREET_TYPES = ("Street", "St", "Road", "Rd", "Avenue", "Ave", "Boulevard", "Blvd", "Lane", "Ln", "Drive", "Way",
                "Court", "Ct", "Place", "Terrace", "Parkway", "Pkwy", "Highway", "Hwy", "Circle", "Trail", "Square",
                "Crescent", "Alley", "Row", "Sq")
#: the street types written as abbreviations, whose full stop belongs to the street ('88 Harbour Sq.')
_ABBREVIATED_TYPES = frozenset({"St", "Rd", "Ave", "Ln", "Ct", "Blvd", "Pkwy", "Hwy", "Sq"})
_STREET = re.compile(r"(?<![\w.])(?P<name>(?:[A-Z][a-z]+(?:['’][a-z]+)?[ \t]){1,3})"
                     rf"(?P<type>{word_alternation(STREET_TYPES)})\b(?P<dot>\.)?(?![ \t]*[A-Z][a-z]*['’]s\b)")
_NOT_FIRST = frozenset({"the", "this", "that", "on", "in", "at", "main", "monday", "tuesday", "wednesday", "thursday",
                        "friday", "saturday", "sunday", "same", "one", "high", "wall", "easy", "right", "left"})


def english_streets(res: LexiconResources, text: str) -> list[tuple[str, int, int]]:
    found = []
    for match in _STREET.finditer(text):
        words = match.group("name").split()
        while words and (words[0].lower() in _NOT_FIRST or words[0].lower() in res.stop_words):
            words = words[1:]
        if not words or any(w.lower() in res.medical for w in words):
            continue
        start = match.end("name") - len(" ".join(words)) - 1
        end = match.end("dot") if match.group("dot") and match.group("type") in _ABBREVIATED_TYPES else match.end("type")
        found.append(("LOCATION", start, end))
    return found
