"""The sender's name in capitals on a letter's first line, above its address: 'DENE PARK SURGERY' over
'14 Kings Road, Harrogate', 'HUNTER COAST FERTILITY' over 'Level 3, 12 Honeysuckle Drive'. Such a name may
hold only dictionary words and no head the institution rules trust ('Surgery' is also an operation,
'Fertility' a topic), so its shape alone does not make it a body; its place does. The first line of a
document, wholly in capitals and holding no document word ('PATIENT CARE REPORT'), is taken when the line
after it opens with an address: a house number, a suite or level, or a place found on it. Offsets are
half-open code points.

English only. Development notes (session 34): on the read sets 119 English first lines in capitals stood
above an address; 111 were gold organisations already found, 6 more were gold and missed, 2 were document
titles ('PATIENT CARE REPORT (PCR)'), which the document words turn away. Departments' headings open with a
specialty's or a service's word ('MULTIDISCIPLINARY DIABETIC FOOT CLINIC') and are turned away too. Over all
200 sets the rule gained 266 gold characters for 76 false ones (programmes above their report's title: 'BOWEL
CANCER SCREENING PROGRAMME - SCREENING COLONOSCOPY REPORT'). In Dutch notes the shape was four titles
('VERSLAG BEDRIJFSARTS - SPREEKUUR') and no body.

A first line whose name in capitals ends in a body's head ('PARKLAND HEALTH - Mother-Baby Unit', 'WESTERN CAPE
GOVERNMENT: HEALTH', 'HAWTHORN GROVE CARE HOME (Nursing)') is the sender's whatever follows it: a department
after a dash, a bracket, a title on the next line. Development notes (session 37): with the heads below, 11 such lines
(238 gold characters more, none false), all found in part or not at all before; in Dutch notes no line of this shape.
"""
from __future__ import annotations

import re
from typing import Iterable

from mask_framework.lexicon_ner.places import SERVICE_WORDS, SPECIALTY_ENDING
from mask_framework.lexicon_ner.text import UPPER

#: the document's first line and the line after it (a byte-order mark or blank lines may come first)
_FIRST_TWO_LINES = re.compile(r"\A[\s\ufeff]*(?P<line>[^\n]+?)[ \t]*\r?\n[ \t]*(?P<next>[^\n]*)")
#: an address line's opening: '14 Kings Road', 'Level 3, ...', 'Suite 3, ...', 'PO Box 12'
_ADDRESS_OPENING = re.compile(r"(?:\d|(?i:level|suite|unit|floor|po box|p\.o\. box)\b)")
#: the line's first field, in capitals, two words or more with the joins a name holds ('EASTERN SUBURBS SKIN &
#: DERMATOLOGY', "ST JOHN'S HOSPICE"); a spaced dash or a bar ends it ('NEW RIVER HEALTH - BLACK LUNG CLINIC':
#: a department or a document's title may follow, which the annotators leave out)
_WORD = rf"[{UPPER}][{UPPER}'’.-]*"
_CAPITALS_FIELD = re.compile(rf"(?P<field>{_WORD}(?:(?:[ \t]+|[ \t]*[&/][ \t]*){_WORD}){{1,7}})(?:[ \t]+[-–|][ \t]+.*)?")
#: words of a document's title, not a sender's name
_TITLE_WORDS = frozenset({"report", "record", "records", "letter", "summary", "note", "notes", "document",
                             "confidential", "referral", "form", "log", "request", "statement", "certificate",
                             "assessment", "review", "plan", "minutes", "consultation", "discharge", "history",
                             "results", "private", "urgent"})


#: the last word of a body's name in capitals, which makes a first line the sender's wherever it stands
#: (not the heads of departments as often as of bodies: 'ANTICOAGULATION CLINIC', 'CORONARY CARE UNIT', 'CARDIAC
#: SURGERY' open many notes; the address below still makes them the sender's)
_BODY_HEADS = frozenset({"health", "hospital", "hospice", "home", "physiotherapy", "associates", "pllc", "inc", "ltd",
                         "llc"})
#: such a name, perhaps after a rule of '=' and with a colon among its joins ('WESTERN CAPE GOVERNMENT: HEALTH'), up
#: to a spaced dash, a bracket, a bar, a wide gap or the line's end
_HEADED_FIELD = re.compile(rf"=*[ \t]*(?P<field>{_WORD}(?:(?:[ \t]+|[ \t]*[&/:][ \t]*){_WORD}){{1,7}})"
                           r"(?=[ \t]+[-–|(=]|[ \t]*$|[ \t]{2,})")


def _headed_sender(line: str) -> tuple[int, int] | None:
    """The span, within ``line``, of a body's name in capitals ending in a body's head."""
    field = _HEADED_FIELD.match(line)
    if field is None:
        return None
    words = re.findall(r"[^\W\d_]+", field.group("field").lower())
    if words[-1] not in _BODY_HEADS or any(word in _TITLE_WORDS for word in words) \
            or SPECIALTY_ENDING.search(words[0]) or words[0] in SERVICE_WORDS:
        return None
    return field.span("field")


def letterhead_sender(text: str, places: Iterable[tuple[int, int]]) -> list[tuple[str, int, int]]:
    """``("ORGANIZATION", start, end)`` over the first line when it is a sender's name in capitals above an
    address; ``places`` are the places already found, as ``[start, end)``."""
    match = _FIRST_TWO_LINES.match(text)
    if match is None:
        return []
    headed = _headed_sender(match.group("line"))
    if headed is not None:
        return [("ORGANIZATION", match.start("line") + headed[0], match.start("line") + headed[1])]
    field = _CAPITALS_FIELD.fullmatch(match.group("line"))
    if field is None or any(word in _TITLE_WORDS for word in re.findall(r"[^\W\d_]+", field.group("field").lower())):
        return []
    first_word = field.group("field").split()[0].lower()
    if SPECIALTY_ENDING.search(first_word) or first_word in SERVICE_WORDS:
        return []  # a department's heading: 'MULTIDISCIPLINARY DIABETIC FOOT CLINIC', 'CLINICAL IMMUNOLOGY & ALLERGY'
    next_start, next_end = match.span("next")
    address = _ADDRESS_OPENING.match(match.group("next")) is not None \
        or any(next_start <= start < next_end for start, _ in places)
    start = match.start("line")
    return [("ORGANIZATION", start, start + field.end("field"))] if address else []
