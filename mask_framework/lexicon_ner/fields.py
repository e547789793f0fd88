"""Form fields whose value is PII of a known kind, whatever the value is.

A note's header or social history often reads ``Occupation: civil servant``,
``Zorgverzekeraar: VGZ`` or ``Werkgever: Hoogvliet``. The label says what the value is,
so the value need not be in any list. The value runs from the label to the end of the
line, to ``;``, ``(``, ``,``, a full stop, a number or a policy number, and is at most six words
of letters; a value that says
there is nothing to hide (``none``, ``n.v.t.``, ``retired``) is left alone.
"""
from __future__ import annotations

import re

#: entity -> the field labels (lower case) whose value is one of it
FIELD_LABELS = {
    "PROFESSION": ("occupation", "occ", "job", "employment", "profession", "beroep", "functie"),
    "ORGANIZATION": ("insurer", "insurance", "health insurer", "health fund", "zorgverzekeraar", "verzekeraar",
                     "ziekenfonds", "mutualiteit", "mutualiteit/ziekenfonds", "employer", "werkgever", "pharmacy", "apotheek", "gp practice", "huisartsenpraktijk", "thuiszorg", "home care",
                     "care home", "nursing home", "woonzorgcentrum", "verpleeghuis"),
}
#: values that say there is nothing to hide
NO_VALUE = frozenset({
    "none", "geen", "n/a", "na", "nvt", "n.v.t", "unemployed", "werkloos", "retired", "gepensioneerd", "student",
    "unknown", "onbekend", "not working", "niet werkzaam", "arbeidsongeschikt", "disabled", "homemaker",
    "huisvrouw", "huisman", "nil", "self-pay", "uninsured", "private", "privé", "-", "?", "yes", "no", "ja", "nee",
    "ok", "in orde", "not applicable"})
_MAX_WORDS = 6


def _field_pattern(labels) -> re.Pattern:
    alternation = "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))
    return re.compile(
        rf"(?im)(?:^|(?<=[ \t]{{2}})|(?<=\t))[ \t]*(?:[-*•][ \t]*)?(?:{alternation})[ \t]*:[ \t]*"
        r"(?P<value>[^\W\d_](?:[^\W\d_]|[\u0300-\u036f]|['’&/ -]){1,60}?)[ \t]*"
        r"(?=[\r\n;(,.]|[ \t]{2}|$|[ \t]+[-–—|/][ \t]|[ \t]+(?:\d|(?i:policy|polis|member|lidnummer|no|nr|number)\b))")


_PATTERNS = {entity: _field_pattern(labels) for entity, labels in FIELD_LABELS.items()}


def field_values(text: str, entities=tuple(FIELD_LABELS)) -> list[tuple[str, int, int]]:
    """``(entity, start, end)`` for each labelled field value of the wanted entities."""
    found = []
    for entity in entities:
        for match in _PATTERNS[entity].finditer(text):
            value = match.group("value").strip()
            if value.lower().rstrip(".") in NO_VALUE or len(value.split()) > _MAX_WORDS:
                continue
            start = match.start("value")
            found.append((entity, start, start + len(value)))
    return found
