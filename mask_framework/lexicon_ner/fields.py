"""Form fields whose value is PII of a known kind, whatever the value is.

A note's header or social history often reads ``Occupation: civil servant``,
``Zorgverzekeraar: VGZ``, ``Werkgever: Hoogvliet`` or ``Addr: 27 Heol Hir, Cardiff``. The
label says what the value is, so the value need not be in any list.

* An address runs to the end of its line, to the next field (two spaces, a tab, a bar), a bracket,
  a semicolon or the end of its sentence ('Adres: Kerkstraat 12, 9000 Gent. Wond droog').
* Any other value is at most six words of letters and runs to the end of the line, to
  ``;``, ``(``, ``,``, a full stop, a dash, a number or a policy number.

A value that says there is nothing to hide (``none``, ``n.v.t.``, ``retired``, ``NFA``) is
left alone, and so is an organisation field's value in lower case (a description of the cover or
the job, not a name).
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import word_alternation

#: entity -> the field labels (lower case) whose value is one of it
FIELD_LABELS = {
    "PROFESSION": ("occupation", "occ", "job", "employment", "profession", "beroep", "functie", "proposed role",
                   "job title", "position applied", "position applied for", "post applied for", "role applied for"),
    "ORGANIZATION": ("insurer", "insurance", "health insurer", "health fund", "zorgverzekeraar", "verzekeraar",
                     "ziekenfonds", "mutualiteit", "mutualiteit/ziekenfonds", "zorgverzekering", "verzekering",
                     "ziektekostenverzekering", "employer", "werkgever", "pharmacy",
                     "apotheek", "gp practice", "huisartsenpraktijk", "thuiszorg", "home care", "care home",
                     "nursing home", "woonzorgcentrum", "verpleeghuis"),
    # an address line: 'Addr: 27 Heol Hir, Llanishen, Cardiff CF14 5AA' (digits and commas belong to it)
    "LOCATION": ("address", "addr", "home address", "adres", "woonadres", "domicilie", "verblijfadres",
                 "local address", "permanent address", "postal address", "residential address", "current address",
                 "mailing address", "residence", "postadres", "correspondentieadres", "huisadres", "verblijfplaats"),
}
#: entities whose value is a whole address line rather than a name
LINE_VALUES = frozenset({"LOCATION"})
#: values that say there is nothing to hide
NO_VALUE = frozenset({
    "none", "geen", "n/a", "na", "nvt", "n.v.t", "unemployed", "werkloos", "retired", "gepensioneerd", "student",
    "unknown", "onbekend", "not working", "niet werkzaam", "arbeidsongeschikt", "disabled", "homemaker",
    "huisvrouw", "huisman", "nil", "self-pay", "uninsured", "private", "privé", "-", "?", "yes", "no", "ja", "nee",
    "ok", "in orde", "not applicable", "nfa", "no fixed abode", "zie boven", "see above", "idem"})
_MAX_WORDS = 6
#: a value closed by the quoted name of a shop or ship is a short job ('eigenaar dierenspeciaalzaak "Het Vogelhuis"')
_QUOTES = "\"“"
_MAX_WORDS_BEFORE_QUOTE = 3


_LABEL_START = r"(?im)(?:^|(?<=[ \t]{{2}})|(?<=\t))[ \t]*(?:[-*•][ \t]*)?(?:{labels})[ \t]*:[ \t]*"
#: a name: letters, up to a comma, bracket, quotation mark ('eigenaar dierenspeciaalzaak "Het Vogelhuis"'),
#: full stop, number or the next field
_NAME_VALUE = (r"(?P<value>[^\W\d_](?:[^\W\d_]|[\u0300-\u036f]|['’&/ -]){1,60}?)[ \t]*"
               r"(?=[\r\n;(,.\"“]|[ \t]{2}|$|[ \t]+[-–—|/][ \t]|[ \t]+(?:\d|(?i:policy|polis|member|lidnummer|no|nr|number)\b))")
#: an address line: anything up to the end of the line or the next field
_LINE_VALUE = (r"(?P<value>[^\W_][^\r\n\t(;|]{2,90}?)"
               r"(?:[ \t]*\.?[ \t]*(?=[\r\n\t(;|]|[ \t]{2}|$)|(?<=[a-zà-ÿ]{3})(?=\.[ \t]+[A-Z])"
               # or a phone or e-mail on the same line: 'Adres: Dendermondsesteenweg 42, 9300 Aalst — GSM 0486 ...'
               r"|(?=[ \t]*[,;]?[ \t]*(?:[-–—/][ \t]*)?(?i:gsm|tel|telefoon|tfn|phone|mob|mobiel|cell|e-?mail|fax)\b))")


def _field_pattern(entity: str, labels) -> re.Pattern:
    alternation = word_alternation(labels)
    value = _LINE_VALUE if entity in LINE_VALUES else _NAME_VALUE
    return re.compile(_LABEL_START.format(labels=alternation) + value)


_PATTERNS = {entity: _field_pattern(entity, labels) for entity, labels in FIELD_LABELS.items()}


def field_values(text: str, entities=tuple(FIELD_LABELS)) -> list[tuple[str, int, int]]:
    """``(entity, start, end)`` for each labelled field value of the wanted entities."""
    found = []
    for entity in entities:
        for match in _PATTERNS[entity].finditer(text):
            value = match.group("value").strip()
            if value.lower().rstrip(".") in NO_VALUE or entity not in LINE_VALUES and len(value.split()) > _MAX_WORDS:
                continue
            if entity == "ORGANIZATION" and not value[:1].isupper():
                continue  # 'Verzekering: collectief via uitzendbureau' describes the cover, it names no one
            after = text[match.end("value"):].lstrip(" \t")[:1]  # '' at the end of the text, which no quote opens
            if after and after in _QUOTES and len(value.split()) > _MAX_WORDS_BEFORE_QUOTE:
                continue  # 'Functie: matroos-motorist aan boord van sleephopperzuiger "Reynaert"' describes the post
            start = match.start("value")
            found.append((entity, start, start + len(value)))
            if entity == "PROFESSION":
                found.extend(_second_job(text, start + len(value)))
    return found


#: 'Occupation: snake handler / reptile remover': a second job after a slash
_SECOND_JOB = re.compile(r"[ \t]*/[ \t]*(?P<job>[^\W\d_](?:[^\W\d_]|['’ -]){2,40}?)[ \t]*(?=[\r\n;(,.]|$)", re.MULTILINE)


def _second_job(text: str, end: int) -> list[tuple[str, int, int]]:
    match = _SECOND_JOB.match(text, end)
    if match is None or match.group("job").lower() in NO_VALUE or len(match.group("job").split()) > 3:
        return []
    return [("PROFESSION", match.start("job"), match.end("job"))]
