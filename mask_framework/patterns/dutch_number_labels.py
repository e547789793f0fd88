"""Identifiers (ID) after Dutch labels known by their shape rather than listed one by one.

A Dutch label is a compound ending in ``nr`` or ``nummer``: ``labnr. 25-0412887``,
``contactnr. 24-118734``, ``serienr. 117349``, ``BIG-nr.: 19045237101``. Every service
coins its own (``onderzoeksnr``, ``aanvraagnr``, ``meldingsnr``), more than ``labelled_id``'s
list can hold, and the suffix says a number follows whatever the first half is. The value
must carry four digits or more (or mix letters and digits) and not be a date.

A sworn interpreter's or translator's number in the Dutch register is written after the register's
acronym, not after such a label: ``Wbtv 20931``, ``Registratienr. Rbtv: 204517``. A hospital's number may
carry the hospital's acronym after the label (``Ziekenhuisnr. RKZ 3.118.604``), and a care provider's AGB
code follows 'AGB' and a word for whose it is (``AGB praktijk 01-053218``).
"""
from __future__ import annotations

import re

from mask_framework.patterns.ids import DATE_SHAPED, UNITS, labelled_id_valid
from mask_framework.patterns.spec import PatternSpec


#: the label: two letters or more, perhaps a hyphen, then 'nr'/'nummer' ('labnr', 'BIG-nr', 'contactnummer')
_COMPOUND_LABEL = r"(?<![\w-])[a-zà-ÿ]{2,20}-?(?:nr|nummer)(?![\w-])\.?"


def _code_valid(match: re.Match) -> bool:
    return labelled_id_valid(match) and not DATE_SHAPED.fullmatch(match.group("value"))


PATTERNS = (
    PatternSpec(
        "dutch_number_compound_label", "ID",
        # an institution's acronym in brackets may stand between label and colon ('Dossiernr. (AZG): ...')
        _COMPOUND_LABEL + r"[ \t]*(?:\([A-Za-z]{2,6}\)[ \t]*)?:?[ \t]{0,12}"
        r"(?P<value>(?=[A-Za-z./-]*\d)[A-Za-z0-9][A-Za-z0-9./-]{2,24}[A-Za-z0-9])(?![\w]|[.,/-]\w)",
        languages=("nl",), group="value", validator=_code_valid, reject_after=UNITS, priority=73),
    # dev notes: 11 gold characters, none false, none found before
    PatternSpec(
        "dutch_interpreter_register_number", "ID",
        r"(?<![\w-])(?:Rbtv|Wbtv)(?:-?(?:nr|nummer))?\.?[ \t]*:?[ \t]*(?P<value>\d{4,6})(?![\w]|[.,/-]\d)",
        languages=("nl",), group="value", priority=74),
    # dev notes: 21 gold characters, none false, none found before
    PatternSpec(
        "dutch_number_label_with_acronym", "ID",
        rf"(?i:{_COMPOUND_LABEL})[ \t]*:?[ \t]*"
        r"(?P<value>[A-Z]{2,5}[ \t]\d[\d.]{4,12}\d)(?![\w]|[.,/-]\w)",
        languages=("nl",), group="value", flags=0, priority=73),
    # eight digits, the first two the kind of provider ('01' a GP); dev notes: 24 gold characters, none false
    PatternSpec(
        "dutch_agb_code", "ID",
        r"(?<![\w-])AGB(?:-?code)?(?:[ \t]+[a-z]{3,15})?[ \t]*:?[ \t]*(?P<value>\d{2}-?\d{6})(?![\w-])",
        languages=("nl",), group="value", flags=re.IGNORECASE, priority=74),
)
