"""When a year standing alone is no date: the validator of ``dates.py``'s ``date_bare_year``.

A year of the last ninety years in a note dates an event (``CABG 2018``, ``behandeld 2019``)
unless a number stands beside it (audiogram columns ``1000  2000  4000``, phone groups
``9668 2015``), or it dates a law or guideline (``MHA 2001``, ``ACR 2016 criteria``), or it is
the value of a result or a sum of money (``CK 2010``, ``Hb 2016, 2018``, ``EUR 2000``). Units
and months after it are refused by the pattern itself.
"""
from __future__ import annotations

import re

#: what dates a law, regulation or guideline rather than an event, before or after its year
_LAW_BEFORE = re.compile(r"(?i:\b(?:act|acts|act of|wet|wet van|regulations?|reglement|mha|mlc|stcw|nice|who|acr|"
                         r"eular|rcog|esc|esh|nhg|kdigo|gold|aha|acc|ada|idsa|sign|bts|whf|nvog|knov|cbo|ican|"
                         r"icd|dsm|iso|nen|version|versie|edition|editie|criteria|richtlijn|guideline|"
                         r"guidelines|classification|classificatie|revised|herzien|standaard|standard|protocol|"
                         r"consensus)\.?[ \t]*(?:\(|,)?[ \t]*)$")
_LAW_AFTER = re.compile(r"[ \t]*\)?[ \t]*(?i:criteria|criterion|criteria,|guidelines?|richtlijn(?:en)?|classification|"
                        r"classificatie|consensus|standaard|standard|regulations?|act\b|reg\b|schema|protocol|"
                        r"recommendations?|aanbevelingen|revision|revisie|edition|editie|census)")
#: a number right before or right after the year (audiogram columns, phone groups)
_NUMBER_BEFORE = re.compile(r"\d[ \t]*$")
_NUMBER_AFTER = re.compile(r"[ \t]{1,4}\d")
_VALUE_LIST_END = re.compile(r"(?:\d[\d.,]*[ \t]*[,;/][ \t]*)+$")
#: results whose values fall among the years ('CK 2010', 'LDH 1999 U/l'), and money ('EUR 2000')
_RESULT_BEFORE = re.compile(
    r"(?i:(?:[€$£]|\b(?:ck|cpk|ldh|ld|hb|hgb|ht|hct|crp|bse|esr|alt|ast|ggt|gamma-?gt|alp|af|ap|bili|bilirubin|tsh|inr|"
    r"glucose|gluc|chol|ldl|hdl|tg|ureum|urea|kreat|creat|creatinine|kreatinine|egfr|leuco|leuko|leuk|wbc|plt|"
    r"trombo|trombocyten|platelets|ferritin|ferritine|psa|cea|ca-?125|ca-?19-?9|b12|folate|foliumzuur|"
    r"nt-?probnp|bnp|troponin|trop|tni|tnt|amylase|lipase|lactate|lactaat|albumin|albumine|igg|ige|iga|igm|"
    r"d-?dimer|d-?dimeer|fibrinogen|fibrinogeen|cortisol|prolactin|prolactine|lh|fsh|hcg|cd4|cd8|vl|"
    r"viral load|copies|kopieën|osmolality|osmolaliteit|afp|vitamin d|vit d|25-?oh|pth|ca|mg|fosfaat|phosphate|"
    r"count|telling|level|spiegel|waarde|value|titre|titer|eur|euro|usd|gbp|aud|cad|zar|kes|ngn|php|"
    r"rs))[ \t]*(?:[:=]|\(|was|is|of|van)?[ \t]*)$")


def bare_year_valid(match: re.Match) -> bool:
    """A bare year dates an event unless a number stands beside it or it dates a law, a guideline,
    a result or a sum of money."""
    text, start, end = match.string, match.start("year"), match.end("year")
    before = text[max(0, start - 30):start]
    if _NUMBER_BEFORE.search(before) or _NUMBER_AFTER.match(text, end):
        return False  # '1000  2000  4000', '9668 2015'
    # a result opening a list of values ('Hb 2016, 2018') rules its whole list
    head = _VALUE_LIST_END.sub("", before)
    if _LAW_BEFORE.search(before) or _LAW_AFTER.match(text, end) or _RESULT_BEFORE.search(head):
        return False
    return True
