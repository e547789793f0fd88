"""Clinical eponyms that a model reads as a person, place or body: signs, scores, anatomy and procedures named
after their describer ('geen Babinski', 'Hartmann's pouch'), classifications that need their grade ('Gartland
III', 'Bristol 2') and diseases named by a cue word ('Guillain-Barré syndroom', 'ziekte van Kahler'). A person's
title before the name ('dr. Parkinson') says it is a person."""
from __future__ import annotations

import re
from functools import lru_cache

from mask_framework.lexicon_ner.resources import GRADING_CUES
from mask_framework.titles import title_before


@lru_cache(maxsize=None)
def clinical_eponyms() -> frozenset[str]:
    """Signs, scores, anatomy and procedures named after their describer, lower case ('babinski', 'calot')."""
    from mask_framework.lexicons import load_lexicon

    return frozenset(load_lexicon("clinical_eponyms"))


def bare_eponym(text: str, start: int, end: int, eponyms: frozenset[str]) -> bool:
    """Whether the person's, place's or body's span ``[start, end)`` is a clinical eponym alone, with no title
    before it: 'geen Babinski', 'Hartmann's pouch', 'Mallampati 2', 'Clavien-Dindo IIIa' (but 'dr. Hartmann' is a
    person)."""
    words = text[start:end].split()
    if not words or len(words) > 2 or title_before(text, start):
        return False
    heads = {words[0].lower()}
    if len(words) == 1 and text[end:end + 1] == "-" and (whole := _HYPHENATED.match(text, start)):
        heads.add(whole.group().lower())  # a part of a hyphenated eponym ('Lund' of 'Lund-Browder'; also a town)
    # a grade after the eponym belongs to the span the models make ('Forrest IIa', 'Clavien-Dindo IIIa')
    graded = len(words) == 2 and _GRADE.fullmatch(words[1]) is not None
    if heads & eponyms:
        return len(words) == 1 or graded
    # a graded eponym needs its grade: in the span, right after it, or before it with the eponym in brackets
    return bool(heads & GRADED_EPONYMS) and (graded or len(words) == 1 and _grade_around(text, start, end))


def graded_eponym_with_its_grade(text: str, start: int, end: int) -> bool:
    """Whether ``[start, end)`` is one word of ``GRADED_EPONYMS`` with its grade right after it ('Bristol 2') or
    before it, the eponym in brackets ('graad 3 (Brodsky)')."""
    return text[start:end].lower() in GRADED_EPONYMS and _grade_around(text, start, end) and not title_before(text, start)


def _grade_around(text: str, start: int, end: int) -> bool:
    return _GRADE_AFTER.match(text, end) is not None \
        or _GRADE_BEFORE_BRACKET.search(text, max(0, start - 24), start) is not None


#: surnames that name a classification only with its grade after them ('Fitzpatrick II' skin, 'Gartland III'
#: fracture, 'Tanner 4', 'Rutherford 3' claudication, 'graad 3 (Brodsky)' tonsils), and a town that names the
#: stool chart so ('Bristol 2', 'Bristol type 4': in the dev notes all 10 such, none gold); alone they are people
#: or places as often, so they are not in the eponym list
GRADED_EPONYMS = frozenset({"fitzpatrick", "gartland", "garden", "tanner", "hurley", "fisher", "graf", "neer",
                            "rutherford", "brodsky", "bristol"})


#: a word of letters and digits joined by hyphens ('Lund-Browder', 'CHA2DS2-VASc')
_HYPHENATED = re.compile(r"[^\W_]+(?:-[^\W_]+)+")
#: a grade or class written after an eponym: Roman numerals with an optional letter, or a number
_GRADE = re.compile(r"(?:[IV]{1,4}[a-cA-C]?|\d{1,2}[a-c]?)")
#: a grade after a one-word span, ending there: not a count ('Fitzpatrick 3 times'), a decimal or a date
_GRADE_AFTER = re.compile(rf"[ \t]+(?:(?:skin[ \t]+)?type[ \t]+|huidtype[ \t]+)?{_GRADE.pattern}(?![\w/:-]|[.,]\d|[ \t]+[a-z])")

#: a grade before a graded eponym in brackets: 'tonsillen graad 3 (Brodsky)', 'grade II (Hurley)'
_GRADE_BEFORE_BRACKET = re.compile(rf"(?i:grade|graad|type|stage|stadium)[ \t]+{_GRADE.pattern}[ \t]*\(\Z")


#: a disease, sign or test named after a person: the cue word right after the name, or 'ziekte van' before it
_EPONYM_AFTER = re.compile(r"[ \t-]?(?P<cue>[^\W\d_]+)")
_EPONYM_BEFORE = re.compile(r"(?i:(?:ziekte|syndroom|morbus|disease|syndrome)(?:[ \t]+(?:van|of))?)[ \t]+\Z")


#: nouns that follow an eponym and are no verbs ('test', 'teken' and 'score' are verbs too:
#: 'zoon Jan Visser test zijn bloedsuiker')
_EPONYM_NOUNS = frozenset({"ziekte", "syndroom", "syndrome", "disease", "morbus", "sequentie", "sequence",
                           "fenomeen", "phenomenon", "anomalie", "anomaly", "reflex", "fractuur", "fracture",
                           "contractuur", "contracture", "lymfoom", "lymphoma", "manoeuvre", "maneuver",
                           # a sign, a variant, a grading or a procedure named after its describer ('Prehn sign',
                           # 'Miller Fisher variant', 'Osborn waves', 'Burchiel type', 'Jannetta procedure'); dev
                           # notes: no person or body stands before one of these
                           "sign", "signs", "variant", "wave", "waves", "type", "criteria", "classification",
                           "classificatie", "procedure", "technique", "flap", "repair"}) \
    | GRADING_CUES  # 'Ring & Messmer grade III', 'Evans index 0.32'


def named_after(text: str, start: int, end: int) -> bool:
    """Whether the person or organisation span ``[start, end)`` names a disease or sign (the cue
    must follow on the same line); a title before it says it is a person: 'dr. Parkinson'."""
    if title_before(text, start):
        return False
    after = _EPONYM_AFTER.match(text, end)
    if after is not None and after.group("cue").lower() in _EPONYM_NOUNS:
        return True
    return _EPONYM_BEFORE.search(text, max(0, start - 30), start) is not None
