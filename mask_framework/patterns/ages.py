"""Ages (AGE). The span covers the number only ('67' in '67 jaar', '58' in '58-year-old'),
as in DEDUCE and the i2b2 2014 guidelines: the unit carries no identifying information
and masking only the number keeps the sentence readable ('[AGE] jaar oud').

Strong forms are taken everywhere ('-jarige', 'jaar oud', 'jr', 'year-old', 'y/o',
'aged'). A bare 'N jaar' is an age unless a duration cue stands next to it ('al 10
jaar', '10 jaar geleden', 'elke 2 jaar'); a decimal bare 'N,5 jaar' is a duration.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec

_N = r"\d{1,3}(?:[.,]\d{1,2})?"
_RANGE = rf"{_N}(?:\s?(?:-|–|tot)\s?{_N})?"

#: words before 'N jaar' that make it a duration or interval, not an age
DURATION_BEFORE = (
    "al", "sinds", "over", "elke", "iedere", "om de", "na", "binnen", "gedurende", "voor", "afgelopen", "laatste",
    "eerste", "komende", "per", "ruim", "sedert", "reeds", "nog", "pas", "slechts", "maximaal", "minimaal", "minstens",
    "tenminste", "langer dan", "korter dan", "meer dan", "minder dan", "zo'n", "circa een", "gedurende ca.",
    "for", "over", "every", "within", "past", "last", "next", "since", "after",
)
#: words after 'N jaar' that make it a duration
DURATION_AFTER = (
    "geleden", "lang", "later", "terug", "daarna", "nadien", "eerder", "durend", "durende", "follow-up", "gestopt",
    "gerookt", "rookvrij", "getrouwd", "samenwonend", "werkzaam", "in dienst", "bekend", "klachtenvrij", "zonder",
    "na", "nadat", "voordien", "ervoor", "erna", "ouder", "jonger", "verschil", "garantie", "houdbaar", "en ouder",
    "ago", "later", "earlier", "prior", "duration", "history", "follow", "pack",
)

PATTERNS = (
    PatternSpec("age_nl_jarige", "AGE", rf"(?<![\w.,-])(?P<age>{_RANGE})\s?-?\s?jarige?n?(?!\w)", languages=("nl",),
                group="age", priority=70),
    PatternSpec("age_nl_jaar_oud", "AGE",
                rf"(?<![\w.,-])(?P<age>{_RANGE})\s?(?:jaar|jr\.?|j\.)\s+oud(?!\w)", languages=("nl",),
                group="age", priority=70),
    PatternSpec("age_nl_jr", "AGE", rf"(?<![\w.,-])(?P<age>\d{{1,3}})\s?jr\.?(?!\w)", languages=("nl",),
                group="age", reject_before=DURATION_BEFORE, reject_after=DURATION_AFTER, priority=65),
    PatternSpec("age_nl_leeftijd", "AGE",
                rf"(?<!\w)(?:leeftijd|lft\.?|leeft\.)\s?(?:van|:)?\s?(?:ca\.?\s|circa\s)?(?P<age>{_RANGE})(?![\w]|[.,]\d)",
                languages=("nl",), group="age", priority=66),
    PatternSpec("age_nl_jaar", "AGE", rf"(?<![\w.,/-])(?P<age>\d{{1,3}}(?:\s?-\s?\d{{1,3}})?)\s?jaar(?!\w)",
                languages=("nl",), group="age", reject_before=DURATION_BEFORE, reject_after=DURATION_AFTER,
                validator=lambda match: int(re.split(r"\D+", match.group("age"))[0]) <= 120, priority=60),
    PatternSpec("age_en_year_old", "AGE",
                rf"(?<![\w.,-])(?P<age>{_RANGE})\s?-?\s?(?:years?|yrs?|y)\.?\s?-?\s?old(?!\w)",
                languages=("en",), group="age", priority=70),
    PatternSpec("age_en_yo", "AGE", r"(?<![\w.,-])(?P<age>\d{1,3})\s?-?\s?(?:y/o|y\.o\.?|yo|yrs?\.? old|ys)(?!\w)",
                languages=("en",), group="age", priority=68),
    PatternSpec("age_en_aged", "AGE",
                rf"(?<!\w)(?:aged|age|age:|at the age of|at age)\s?:?\s?(?P<age>{_RANGE})(?![\w]|[.,]\d)",
                languages=("en",), group="age", priority=66),
    PatternSpec("age_en_years_paren", "AGE", rf"\((?P<age>\d{{1,3}})\s?(?:years?|yrs?|y)\)",
                languages=("en",), group="age", priority=64),
)
