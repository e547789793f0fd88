"""Military units (ORGANIZATION): a numbered unit and its kind ('2nd Battalion', '327th Infantry Regiment',
'101st Airborne Division', '3de Bataljon Parachutisten', '11 Luchtmobiele Brigade').

A veteran's or a soldier's history names the units served in; with its number and its kind a unit points to
a few hundred people, and no list holds them all. The number is required: 'the Cavalry' and 'Division of
Surgery' are no unit, and a building's wing ('15 Cardinal Carter Wing') is not among the kinds (dev notes: 258
gold characters, none false).
"""
from __future__ import annotations

import re

#: kinds of unit; the Dutch ones may be followed by their arm ('3de Bataljon Parachutisten')
_KINDS = r"Battalion|Bn|Regiment|Division|Brigade|Squadron|Company|Corps|Divisie"
_KINDS_WITH_ARM = r"Bataljon|Compagnie|Eskadron|Eskader"
_UNIT = re.compile(
    r"(?<![\w./-])\d{1,3}(?:st|nd|rd|th|de|ste|e)?"  # its number: '1st', '3de', '11'
    r"(?:[ \t]+[A-Z][\w'’-]+){0,3}"  # what it is: 'Infantry', 'Airborne', 'Luchtmobiele'
    rf"[ \t]+(?:(?:{_KINDS})|(?:{_KINDS_WITH_ARM})(?:[ \t]+[A-Z][a-z]+)?)"
    r"(?![\w-])"
    # '17 Brigade Road' is an address
    r"(?![ \t]+(?i:road|rd|street|st|lane|avenue|ave|drive|way|straat|laan|weg|plein)\b)")


def military_units(text: str) -> list[tuple[str, int, int]]:
    """``("ORGANIZATION", start, end)`` for each numbered military unit in ``text``."""
    return [("ORGANIZATION", match.start(), match.end()) for match in _UNIT.finditer(text)]
