"""Identifiers with no label: a code of letters and at least five digits (``24R118907``, ``PB24-M10934``,
``M25.0412876``, ``2307CR001184``, ``8723415PA``), of three digit groups or more (``4417-2024-03312``), of a
year and a serial (``2024-118406``), or of two groups of capitals or more before three digits or more
(``MI-PRI-001``).

Labelled numbers are ``ids.py``'s. A laboratory, batch or accession number often stands where no label
reaches it: the second of two (``accession PB24-M10933, PB24-M10934``), in a table's column, or after a
test's name (``Sputum (24M-118736) grew``). Its shape is enough: clinical text writes no other word with five
digits and a letter, except the codes, times and measurements ``_not_an_id`` names.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec

#: units written after a number: '10000IU', '50000E', '171-200bpm', '6935M-62cm'
_UNITS = frozenset({"mg", "mcg", "ug", "µg", "g", "kg", "ml", "l", "dl", "cl", "cm", "mm", "m", "km", "iu", "ie",
                    "e", "u", "h", "hr", "hrs", "min", "s", "sec", "bpm", "mmol", "mol", "kcal", "cal", "kj", "hz",
                    "db", "w", "x", "dd", "j", "jr", "y", "yo", "yr", "yrs", "st", "nd", "rd", "th"})
_LETTERS = re.compile(r"[A-Za-z]+")
_EXTENSION = re.compile(r"x\d[\d-]*\Z")
#: codes that describe, not identify: ICD-10 ('S93.401A', 'Z96.652'), obstetric history ('G3P1011'), a voice
#: rating ('G2R1B2A0S1'), a chromosome band ('15q11-13', '15q11-q13')
_CLINICAL_CODE = re.compile(r"[A-Z]\d{2}(?:\.\d{1,4}[A-Z]?)?|G\d{1,2}P\d{1,4}|G\dR\dB\dA\dS\d"
                            r"|\d{1,2}[pq]\d+(?:[.-][pq]?\d+)*")


def _not_an_id(code: str) -> bool:
    """Whether a code of letters and digits is a measurement, a time or a clinical code."""
    letter_groups = _LETTERS.findall(code)
    if _EXTENSION.match(code):
        return True  # 'x4-6618': a telephone extension
    if code[0].isdigit():
        # '14u00-15u15', '24x19x20', '2dd1000', '150-350ml': lower-case letters after a number are units
        if all(group.islower() for group in letter_groups):
            return True
        # '10000IU', '6935M-62cm': the last letters, right after a digit, are a unit
        if code[-1].isalpha() and code[-len(letter_groups[-1]) - 1].isdigit() \
                and letter_groups[-1].lower() in _UNITS:
            return True
    return _CLINICAL_CODE.fullmatch(code) is not None


def _code_valid(match: re.Match) -> bool:
    return not _not_an_id(match.group(0))


_YEAR = re.compile(r"(?:19|20)\d\d")
_MONTH_DAY = re.compile(r"(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])")


def _number_code_valid(match: re.Match) -> bool:
    """A code of digit groups identifies unless its groups are years ('2019-2020-2021') or round figures
    (an audiogram's '500-1000-2000-4000'), or it ends as a date does ('20181966-07-24'), and it has a group of
    four digits or more."""
    groups = match.group(0).split("-")
    if max(len(group) for group in groups) < 4 or sum(len(group) for group in groups) < 10:
        return False
    if _MONTH_DAY.fullmatch("-".join(groups[-2:])):
        return False
    return not (all(_YEAR.fullmatch(group) for group in groups) or all(group.endswith("00") for group in groups))


PATTERNS = (
    # a token of letters and digits, parts joined by '-' or '.', with five digits or more and a letter; not
    # inside an address, a path or an e-mail. It yields to every labelled pattern (priority 30)
    PatternSpec("bare_code", "ID",
                r"(?<![\w.@/\\-])(?=(?:[A-Za-z.-]*\d){5})(?=[\w.-]*[A-Za-z])[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*"
                r"(?![\w@/\\-]|[.,]\w)",
                flags=0, validator=_code_valid, reject_before=("form", "formulier", "ICD", "ICD-10"),
                priority=30),
    # three or more groups of digits joined by hyphens, ten digits or more: a case, claim, notification or
    # accession number no label reaches ('iPHIS 4417-2024-03312', 'IND-zaak 2306-11-88213'). A date has
    # fewer digits; a phone's own patterns outrank this one
    PatternSpec("bare_number_code", "ID", r"(?<![\w.@/\\-])\d+(?:-\d+){2,}(?![\w@/\\-]|[.,]\d)",
                flags=0, validator=_number_code_valid, priority=30),
    # a year, then a serial of five to seven digits: a case, notification or registration number the year
    # opens ('NVIC-registratienr. 2024-118732', a line list's '| 2025-104833 |', 'HPZone 2025/118842', 'gebeld
    # (2024-118406)'); dev notes: 66 of this shape, all gold, 12 missed where no label reached. A span of years
    # ('1990-2010') has four digits after the dash
    PatternSpec("year_serial_code", "ID", r"(?<![\w./-])(?:19|20)\d{2}[-/]\d{5,7}(?![\w/-]|[.,]\d)",
                flags=0, priority=30),
    # two to four groups of capitals, then a group of three digits or more: a major incident's casualty number
    # in a table's column ('MI-PRI-001'), a work instruction ('OK-WI-114'), a vehicle's call sign ('A-NA-117').
    # A splice-site variant ('IVS-I-110') is a mutation's name; a disease's or test's code has one or two digits
    # ('SARS-CoV-2', 'HLA-B-27')
    PatternSpec("capital_groups_code", "ID",
                r"(?<![\w.@/\\-])(?!IVS-)[A-Z]{1,5}(?:-[A-Z]{1,5}){1,3}-\d{3,}(?![\w@/\\-]|[.,]\d)",
                flags=0, priority=30),
)
