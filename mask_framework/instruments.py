"""Clinical instruments named after a place, a person or a body: no PII, and worth keeping.

'Glasgow Coma Scale 14', 'Oxford Hip Score 14/48', 'Bell's palsy', 'Allen's test normal',
'Boston brace', 'Manchester triage orange', 'Lake Louise score 9': the place or person in
such a name is part of a clinical term, and masking it takes the term from the researcher
('[LOCATION] Coma Scale 14'). News-trained models and place lists read them as places,
people and organisations; ``eponyms.named_after`` already catches a name of one or two
words before a disease or a sign, and this module adds the instruments:

* a span that ends in a scale's own word ('Edinburgh Postnatal Depression Scale', 'Clinical
  Frailty Scale'), however long;
* a span followed on its line by such a word or by a device, a palsy or a triage system
  ('Nottingham Hip Fracture Score 5', 'Magill forceps', 'Philadelphia collar'), also
  after a possessive ('Foley's catheter'), where 'test' and 'sign' are nouns too
  ('Allen's test', 'Battle's sign').

What it keeps masked: a person with a title before the span ('Dr Foley catheterised'), a
header after a name ('Mr Trent O'Loughlin  Chart #', 'Dr Anjali Dhaliwal  Triage officer:';
only the scale words count capitalised, and none before a colon), and a body whose unit
follows ('Manchester triage unit', 'Leeds scale clinic'). 'criteria', 'rules' and 'class'
are left out: dev notes name real bodies and places before them ('West Yorkshire ICB
criteria', 'NDLS rules', 'Zainab's class teacher').
"""
from __future__ import annotations

import re

from mask_framework.titles import title_before

#: the last word of a scale or questionnaire's name, in either language
SCALE_WORDS = frozenset({"scale", "score", "questionnaire", "inventory", "schaal", "vragenlijst"})
#: words after a name that make it a clinical term when written in lower case
TERM_WORDS_AFTER = SCALE_WORDS | frozenset({
    "palsy", "catheter", "katheter", "forceps", "needle", "brace", "collar", "splint", "shunt", "triage", "grade",
    "stool"})
#: a disease after a place of one or two words ('Ross River virus', 'Lyme disease'); a longer span before one is
#: a body ('Ledzokuku Municipal Health Directorate disease surveillance officer')
_DISEASE_WORDS = frozenset({"virus", "disease", "fever", "encephalitis", "koorts"})
#: after a possessive these are nouns ('Allen's test'); after a bare name they may be verbs ('Jan test zijn ...')
NOUNS_AFTER_POSSESSIVE = frozenset({"test", "sign", "teken"})
#: a word after the term that makes the whole a place of care, which may name a body ('Manchester triage unit')
_UNIT_WORDS = frozenset({
    "unit", "units", "clinic", "clinics", "centre", "center", "room", "rooms", "ward", "team", "service", "services",
    "department", "dept", "suite", "office", "desk", "line", "nurse", "nurses", "officer", "coordinator", "afdeling",
    "poli", "kliniek"})

_WORD_AFTER = re.compile(r"(?P<possessive>['’]s|s['’])?[ \t]+(?P<word>[^\W\d_]+)(?:[ \t]*(?P<next>[^\W\d_]+|[:#]))?")
_LAST_WORD = re.compile(r"([^\W\d_]+)\W*\Z")
#: the rest of a scale's name after a part of it ('Glasgow| Coma Scale', 'Edinburgh| Postnatal Depression Scale'):
#: capitalised words, then the scale's word, not as a header ('John Smith  Score: 5' keeps the name)
_REST_OF_SCALE = re.compile(
    r"(?:[ \t]+(?:[A-Z][\w'’&-]*|of|for|and|&)){1,5}?[ \t]+"
    r"(?:Scale|Score|Questionnaire|Inventory|Test|Schaal|Lijst|Vragenlijst)\b(?![ \t]*:)")
#: the capitalised last words of a test's or assessment's name that a span of two or more words ends in:
#: 'Boston Naming Test', 'Montreal Cognitive Assessment', 'Utrechtse Coping Lijst', 'Manchester Triage System'
_INSTRUMENT_TAIL = re.compile(r"[ \t](?:Test|Assessment|Lijst|Vragenlijst|Triage[ \t]+System)\W*\Z")
#: a disease, virus or variant named after a place, written as one compound with it ('West-Nijlvirus',
#: 'Nijmegen-breuksyndroom', 'V Leiden-mutatie'), inside the span or right after it ('Gent|-criteria')
_COMPOUND_TERM_AFTER = re.compile(r"-[^\W\d_]*(?:syndroom|syndrome|virus|ziekte|koorts|mutatie|criteria)\b",
                                  re.IGNORECASE)
_LAST_COMPOUND_PART = re.compile(r"-[^\W\d_]*(?:syndroom|virus|ziekte|koorts|mutatie)\W*\Z")
#: a syndrome two words on, after a lower-case noun: 'Nijmegen| breakage syndrome' (not 'my son Yusuf| has fever')
_DISEASE_TWO_WORDS_ON = re.compile(r"[ \t]+(?!(?:has|had|have|with|got|gets|and|or|no|a|the|his|her|its)\b)[a-z]+[ \t]+"
                                   r"(?:syndrome|disease)\b")
#: the thrombophilia named after Leiden: 'factor V Leiden', 'factor V| Leiden'
_LEIDEN = re.compile(r"(?:V[ \t]+)?Leiden")
_FACTOR_V_BEFORE = re.compile(r"(?i:factor)[ \t]+(?:V[ \t]+)?\Z")


def names_an_instrument(text: str, start: int, end: int) -> bool:
    """Whether the person's, place's or body's span ``[start, end)`` is (part of) a clinical
    instrument's, sign's or device's name rather than PII."""
    if end <= start or title_before(text, start):
        return False
    last = _LAST_WORD.search(text, start, end)
    if last is not None and last.group(1).lower() in SCALE_WORDS and last.group(1) != last.group(1).upper():
        return True  # 'Glasgow Coma Scale' (not a header in capitals: 'FALLS SCORE')
    if _REST_OF_SCALE.match(text, end) or _INSTRUMENT_TAIL.search(text, start, end):
        return True
    if _named_disease(text, start, end):
        return True
    after = _WORD_AFTER.match(text, end)
    if after is None:
        return False
    word, following = after.group("word"), after.group("next")
    key = word.lower()
    if (following in (":", "#") and not word.islower()) or (following is not None and following.lower() in _UNIT_WORDS):
        return False  # a header ('Chart #', 'Triage officer:') or a place of care ('Manchester triage unit')
    if key in SCALE_WORDS and not word.isupper():
        return True  # 'Boston Bowel Prep Scale', 'Manchester score'
    if key in TERM_WORDS_AFTER and word.islower():
        return True  # 'Bell's palsy', 'Magill forceps', 'Tokyo grade II'
    return after.group("possessive") is not None and key in NOUNS_AFTER_POSSESSIVE and word.islower()


def _named_disease(text: str, start: int, end: int) -> bool:
    """A disease, virus or variant named after a place or person: 'West-Nijlvirus', 'Nijmegen-breuksyndroom',
    'Gent-criteria', 'Nijmegen breakage syndrome', 'factor V Leiden'."""
    if _LAST_COMPOUND_PART.search(text, start, end) or _COMPOUND_TERM_AFTER.match(text, end):
        return True
    span = text[start:end]
    if len(span.split()) <= 2:
        after = _WORD_AFTER.match(text, end)
        if after is not None and after.group("word") in _DISEASE_WORDS or _DISEASE_TWO_WORDS_ON.match(text, end):
            return True
    return _LEIDEN.fullmatch(span) is not None and _FACTOR_V_BEFORE.search(text, max(0, start - 12), start) is not None
