"""Membership and policy numbers (ID) written after the insurer's name, with no label.

``Verzekering: CZ - 481 662 907``, ``Verzekerd: Menzis (M 7712 0459 3)``, ``ZF: Solidaris 207 / 1830
4412``, ``Private: VHI (VH 2209 4471)``: a note names the insurer and then the patient's number
with it, with or without a word between (``polisnr.``, ``member``, ``polis school``). Labelled
numbers are ``labelled_id``'s; this pattern is for the rest. The number needs five digits or
more and must not be a date (``VHI approvals 17/03``).
"""
from __future__ import annotations

import re

from mask_framework.patterns.ids import DATE_SHAPED, UNITS
from mask_framework.patterns.spec import PatternSpec, word_alternation

#: health, hospitalisation and accident insurers and mutualities of the Netherlands and Belgium
INSURERS_NL = ("Zilveren Kruis", "CZ", "VGZ", "Menzis", "DSW", "ONVZ", "Achmea", "FBTO", "Interpolis", "OHRA",
               "a.s.r.", "Univé", "IZA", "Zorg en Zekerheid", "ENO", "Salland", "DKV", "Ethias", "AG Insurance",
               "CM", "Solidaris", "Helan", "OZ", "LM", "Partena", "Securex", "Vivium", "Baloise", "Allianz", "AXA")
#: health insurers of the English-speaking countries the notes come from
INSURERS_EN = ("VHI", "Laya", "Laya Healthcare", "Irish Life Health", "Bupa", "BUPA", "AXA", "Aviva", "Medibank",
               "HCF", "nib", "Southern Cross", "Discovery", "Discovery Health", "Aetna", "Cigna", "Humana",
               "BCBS", "Blue Cross", "Blue Cross Blue Shield", "UnitedHealthcare", "Sun Life", "Manulife",
               "Canada Life", "AIA", "Great Eastern", "Momentum", "Bonitas", "Allianz", "WPA", "Simplyhealth")


def _number_valid(match: re.Match) -> bool:
    value = match.group("value")
    return sum(char.isdigit() for char in value) >= 5 and not DATE_SHAPED.fullmatch(value.strip())


def _spec(name: str, insurers, languages: tuple[str, ...]) -> PatternSpec:
    return PatternSpec(
        name, "ID",
        rf"(?<![\w.])(?:{word_alternation(insurers)})(?!\w)[ \t]*(?:[-–:,(#][ \t]*)?"
        # up to two lower-case words between: 'polisnr.', 'member', 'polis school'
        r"(?:[a-z][a-z.#]*[ \t]+){0,2}"
        r"(?P<value>(?:[A-Z]{1,3}[ -]?)?\d[\d .\-/]{3,}\d)(?![\w]|[.,/-]\d)",
        languages=languages, group="value", flags=0, validator=_number_valid, reject_after=UNITS, priority=73)


PATTERNS = (
    _spec("number_after_insurer_nl", INSURERS_NL, ("nl",)),
    _spec("number_after_insurer_en", INSURERS_EN, ("en",)),
)
