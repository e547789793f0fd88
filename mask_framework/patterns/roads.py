"""Numbered roads (LOCATION) where someone drove, crashed or slept: 'nodding off on the A47', 'via M6',
'round trip on Hwy 2', 'under the I-95 overpass', 'op de A28 richting Meppel', 'op de E314 t.h.v. Lummen'.

A road's number alone is a code like any other ('A3 pulley', 'opgenomen op E4', a ward), so it counts
only after a word of travel or place: in English a preposition (with or without 'the'), in Dutch a
preposition and 'de' (a ward is 'op E4', a road 'op de E19'), or before a heading or a marker along it
('A9 southbound', 'M4 southbound near Umhlanga', 'E40 richting Brugge', 'N340 t.h.v. Dalfsen', 'A28 hmp 120').

A what3words address, three words joined by dots after '///' or the service's name, names a three-metre
square where someone was found ('grid ref NH 168 352 (what3words ///lantern.bucket.sliding)'), and so do
a farm's or a houseboat's coordinates ('GPS -43.6418, 171.1987', 'GPS oprit: 52.85317, 6.60428',
'51°16'42.1"N 3°48'55.7"E').
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec

#: a Dutch or Belgian motorway (A), European route (E) or provincial road (N): 'A28', 'E 40', 'N-340'
_NL_ROAD = r"[AEN][ \t-]?\d{1,3}"
#: a word before coordinates that says they are a place ('GPS (AML):', 'coördinaten', 'lat/long')
_COORDINATES_CUE = re.compile(r"(?i:gps|co[oö]rdina\w*|lat(?:itude)?|long(?:itude)?|locatie|location|pin|map|kaart)"
                              r"[^\n]{0,20}\Z")
#: degrees, minutes and seconds of one axis ('51°16'42.1"N'), or degrees and minutes, these with decimals as a
#: ship's log writes them ('48°12.4'S', '52°14,6'N', '47°31'S')
_DMS = r"\d{1,3}°[ \t]?\d{1,2}(?:[.,]\d+)?['′](?:[ \t]?\d{1,2}(?:[.,]\d+)?[\"″]?)?[ \t]?"


def _coordinates_valid(match: re.Match) -> bool:
    """A latitude up to 90 and a longitude up to 180, after a cue or with five decimals each: a table's
    thousands ('48.000 19.000') and lab values have no comma between and fewer decimals."""
    latitude, longitude = (float(match.group(name)) for name in ("lat", "lon"))
    if abs(latitude) > 90 or abs(longitude) > 180:
        return False
    cued = _COORDINATES_CUE.search(match.string, max(0, match.start() - 30), match.start()) is not None
    decimals = min(len(match.group(name).split(".")[1]) for name in ("lat", "lon"))
    return cued or decimals >= 5

PATTERNS = (
    # dev notes: 14 roads of these shapes after such a preposition, 13 of them missed before; the others are a
    # finger's 'A3 pulley', which the look-ahead leaves out, and 'PIP awarded under SR1'
    PatternSpec(
        name="numbered_road_en",
        entity="LOCATION",
        regex=r"(?<![\w-])(?i:on|off|along|via|near|onto|from|under|over|to|at|down|up)[ \t]+(?:the[ \t]+)?"
              r"(?P<road>[AM]\d{1,4}(?:\([MT]\))?|(?:Hwy|Highway|Route|Rte|Interstate)[ \t-]?\d{1,4}"
              r"|(?:I|SR|State[ \t]Route)[ \t-]\d{1,4})"  # 'I-95', 'SR-99'; glued, 'SR1' is a benefit's rule
              r"(?![\w-]|[ \t]+(?i:pulley|pulleys))",
        languages=("en",),
        group="road",
        flags=0,
        priority=56,
    ),
    # motorways (A), European routes (E) and provincial roads (N) after 'op de', 'via de', ... (dev notes: 8 of
    # 8 gold, none found before)
    PatternSpec(
        name="numbered_road_nl",
        entity="LOCATION",
        regex=rf"(?<![\w-])(?i:op|via|langs|over|naar|van|bij)[ \t]+de[ \t]+(?P<road>{_NL_ROAD})(?![\w-])",
        languages=("nl",),
        group="road",
        flags=0,
        priority=56,
    ),
    # a road's number before the direction it runs or a marker along it (dev notes: 14 such roads, all gold, 7
    # of them missed before; a ward or a pulley is given no heading)
    PatternSpec(
        name="numbered_road_heading_en",
        entity="LOCATION",
        regex=r"(?<![\w-])(?P<road>[AM]\d{1,4}(?:\(M\))?)(?=[ \t]+(?:(?:north|south|east|west)bound|junction\b|J\d))",
        languages=("en",),
        group="road",
        flags=0,
        priority=56,
    ),
    PatternSpec(
        name="numbered_road_heading_nl",
        entity="LOCATION",
        # a ward is named after 'op', 'naar', 'van' or 'bij' without 'de' ('naar E4 richting OK')
        regex=rf"(?<![\w-])(?<![Oo]p )(?<![Nn]aar )(?<![Vv]an )(?<![Bb]ij )(?P<road>{_NL_ROAD})"
              r"(?=[ \t]+(?:richting|t\.h\.v\.|ter[ \t]hoogte|afrit|hmp|km[ \t]\d))",
        languages=("nl",),
        group="road",
        flags=0,
        priority=56,
    ),
    # a what3words address: the three words, without the slashes (a domain has no '///' before it, and its
    # last part is a known top-level domain, which the web patterns check)
    PatternSpec(
        name="what3words_address",
        entity="LOCATION",
        regex=r"(?:///|(?i:what3words|w3w)[ \t]*:?[ \t]*)(?P<words>[a-z]{2,}\.[a-z]{2,}\.[a-z]{2,})(?![\w-]|\.\w)",
        languages=("en", "nl"),
        group="words",
        flags=0,
        priority=56,
    ),
    # coordinates in decimal degrees, the pair parted by a comma (dev notes: 5 such in t3a, all gold)
    PatternSpec(
        name="decimal_coordinates",
        entity="LOCATION",
        regex=r"(?<![\w.,-])(?P<lat>-?\d{1,2}\.\d{3,7})°?(?:[ \t]?[NSZ])?[ \t]*,[ \t]*(?P<lon>-?\d{1,3}\.\d{3,7})°?"
              r"(?:[ \t]?[EWO](?![\w]))?(?![\w.,]\d|\d)",
        languages=("en", "nl"),
        validator=_coordinates_valid,
        flags=0,
        priority=57,
    ),
    PatternSpec(
        name="dms_coordinates",
        entity="LOCATION",
        regex=rf"(?<![\w.])(?:{_DMS}[NSZ]),?[ \t]*(?:{_DMS}[EWO])(?![\w])",
        languages=("en", "nl"),
        flags=0,
        priority=57,
    ),
)
