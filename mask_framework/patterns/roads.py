"""Numbered roads (LOCATION) where someone drove, crashed or slept: 'nodding off on the A47', 'via M6',
'round trip on Hwy 2', 'under the I-95 overpass', 'op de A28 richting Meppel', 'op de E314 t.h.v. Lummen'.

A road's number alone is a code like any other ('A3 pulley', 'opgenomen op E4', a ward), so it counts
only after a word of travel or place: in English a preposition (with or without 'the'), in Dutch a
preposition and 'de' (a ward is 'op E4', a road 'op de E19'), or before a heading or a marker along it
('A9 southbound', 'M4 southbound near Umhlanga', 'E40 richting Brugge', 'N340 t.h.v. Dalfsen', 'A28 hmp 120').

A what3words address, three words joined by dots after '///' or the service's name, names a three-metre
square where someone was found ('grid ref NH 168 352 (what3words ///lantern.bucket.sliding)').
"""
from __future__ import annotations

from mask_framework.patterns.spec import PatternSpec

#: a Dutch or Belgian motorway (A), European route (E) or provincial road (N): 'A28', 'E 40', 'N-340'
_NL_ROAD = r"[AEN][ \t-]?\d{1,3}"

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
)
