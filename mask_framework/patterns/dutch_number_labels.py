"""Identifiers (ID) after Dutch labels known by their shape rather than listed one by one.

A Dutch label is a compound ending in ``nr`` or ``nummer``: ``labnr. 25-0412887``,
``contactnr. 24-118734``, ``serienr. 117349``, ``BIG-nr.: 19045237101``. Every service
coins its own (``onderzoeksnr``, ``aanvraagnr``, ``meldingsnr``), more than ``labelled_id``'s
list can hold, and the suffix says a number follows whatever the first half is. The value
must carry four digits or more (or mix letters and digits) and not be a date.

A sworn interpreter's or translator's number in the Dutch register is written after the register's
acronym, not after such a label: ``Wbtv 20931``, ``Registratienr. Rbtv: 204517``.
"""
from __future__ import annotations

import re

from mask_framework.patterns.ids import DATE_SHAPED, UNITS, labelled_id_valid
from mask_framework.patterns.spec import PatternSpec


def _code_valid(match: re.Match) -> bool:
    return labelled_id_valid(match) and not DATE_SHAPED.fullmatch(match.group("value"))


PATTERNS = (
    PatternSpec(
        "dutch_number_compound_label", "ID",
        # the label: two letters or more, perhaps a hyphen, then 'nr'/'nummer' ('labnr', 'BIG-nr', 'contactnummer');
        # an institution's acronym in brackets may stand between label and colon ('Dossiernr. (AZG): ...')
        r"(?<![\w-])[a-zà-ÿ]{2,20}-?(?:nr|nummer)(?![\w-])\.?[ \t]*(?:\([A-Za-z]{2,6}\)[ \t]*)?:?[ \t]{0,12}"
        r"(?P<value>(?=[A-Za-z./-]*\d)[A-Za-z0-9][A-Za-z0-9./-]{2,24}[A-Za-z0-9])(?![\w]|[.,/-]\w)",
        languages=("nl",), group="value", validator=_code_valid, reject_after=UNITS, priority=73),
    # dev notes: 11 gold characters, none false, none found before
    PatternSpec(
        "dutch_interpreter_register_number", "ID",
        r"(?<![\w-])(?:Rbtv|Wbtv)(?:-?(?:nr|nummer))?\.?[ \t]*:?[ \t]*(?P<value>\d{4,6})(?![\w]|[.,/-]\d)",
        languages=("nl",), group="value", priority=74),
)
