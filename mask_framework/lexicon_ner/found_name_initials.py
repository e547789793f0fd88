"""The initials of the people a note names, where they stand alone.

A person found by name ('Dr Amina Shariff') signs or is referred to by the capitals of that name: '(AS)' after
it, '- AS' closing an entry, 'AS/PR' in a call log's team cell. Initials that spell a clinical abbreviation
('PR', 'MI') count only where a writer signs or in a cell of initials. Offsets are half-open code points into
the text.
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.resources import LexiconResources
from mask_framework.lexicon_ner.staff_initials import SHORTHAND_NOT_INITIALS

#: initials in brackets right after a name: 'Mathew Lewis-Jones (ML)'
_INITIALS_RIGHT_AFTER = re.compile(r"[ \t]?\((?P<initials>[A-Z]{2,4})\)")
#: a percentage ending right before a pair of capitals: 'SpO2 97% RA' (room air)
_PERCENT_BEFORE = re.compile(r"\d[ \t]?%[ \t]*$")
#: a word of a name that gives an initial: capitalised, not an interfix ('Amina Shariff' -> 'AS')
_NAME_PART = re.compile(r"[A-Z][a-zà-ÿ'’]+|[A-Z](?=\.|[ \t]+[A-Z][a-zà-ÿ])")  # 'Dr F Mackintosh' -> 'FM'


def initials_of_found_names(text: str, names: list[tuple[int, int]], res: LexiconResources) -> list[tuple[str, int, int]]:
    """The initials of the people named in a note, where they stand alone: 'Dr Amina Shariff …
    (AS)', '- KAM' for 'Kate A. Murphy'. A person signs or is referred to by the capitals of
    their name; those initials are searched as whole upper-case words. Initials that are a
    clinical abbreviation ('MI', 'CT') are not searched."""
    wanted, signing, right_after = set(), set(), []
    for start, end in names:
        parts = [match.group() for match in _NAME_PART.finditer(text, start, end)
                 if match.group().lower() not in res.titles]
        if 2 <= len(parts) <= 3:
            initials = "".join(part[0] for part in parts)
            if initials.lower() not in res.medical and initials.lower() not in SHORTHAND_NOT_INITIALS:
                wanted.add(initials)
            else:
                signing.add(initials)
            # in brackets right after the name they are initials even when they spell a unit ('(ML)'), and a
            # double surname may sign with its first half ('Mathew Lewis-Jones (ML)'); elsewhere two letters
            # such as 'GP' or 'RA' are too often something else
            shorter = initials[:2] if len(parts) == 3 and "-" in text[start:end].split()[-1] else None
            bracket = _INITIALS_RIGHT_AFTER.match(text, end)
            if bracket and bracket.group("initials") in (initials, shorter):
                right_after.append(("NAME", bracket.start("initials"), bracket.end("initials")))
    # in a table's cell of initials, all the team's initials count, the ones after a slash too ('| AD/BV/HS |')
    right_after += _signing_initials(text, signing) + _initials_in_table_cells(text, signing | wanted)
    if not wanted:
        return right_after
    alternatives = "|".join(sorted(wanted, key=len, reverse=True))
    pattern = re.compile(r"(?<![\w/.-])(?:" + alternatives + r")(?![\w-])")
    # not right after a percentage: 'SpO2 97% RA' is room air, whoever 'Ruth Abernethy' is
    found = [("NAME", match.start(), match.end()) for match in pattern.finditer(text)
             if not _PERCENT_BEFORE.search(text, max(0, match.start() - 8), match.start())]
    # in lower case only where initials stand, in brackets or a writer/typist pair:
    # 'Farah Zulkifli (fz)', 'SD / ht' ('as', 'me' elsewhere are words)
    lower = re.compile(r"(?:(?<=\()|(?<=/)|(?<=/[ \t]))(?:" + alternatives.lower() + r")(?=\)|[ \t]*/|[ \t]*$)"
                       r"|(?<![\w/.-])(?:" + alternatives.lower() + r")(?=[ \t]?/[ \t]?[A-Za-z]{2,4}(?![\w/]))", re.M)
    found += [("NAME", match.start(), match.end()) for match in lower.finditer(text)]
    return found + right_after


#: where a writer signs: closing a line after a dash or a slash ('- GMC 7290466 - HS', '/KB (SW)', '-MT, RN'),
#: after a checking or approving label ('Checked: FA', 'Minutes approved: LP 4/19/24'), or opening a late entry
#: in brackets ('Late entry 07:10 (PR):'); the {} takes the initials
_SIGNING_PLACES = (r"[-/][ \t]?(?P<a>{})(?=[ \t]*(?:\([A-Za-z]{{2,4}}\)|,[ \t]*[A-Z]{{2,4}})?[ \t]*\r?$)",
                   r"(?i:checked|approved|signed|verified|countersigned):[ \t](?P<b>{})(?![\w-])",
                   r"\d[ \t]\((?P<c>{})(?=\):)")


#: a table's cell holding nothing but staff initials, one or a slash-joined team: '| GJH/PR |', '| AD/BV/HS |'
_CELL = re.compile(r"(?<=\|)(?P<cell>[ \t]*[A-Z]{2,4}(?:[ \t]?/[ \t]?[A-Z]{2,4})*[ \t]*)(?=\|)")
_CAPITALS = re.compile(r"[A-Z]{2,4}")


def _initials_in_table_cells(text: str, initials: set[str]) -> list[tuple[str, int, int]]:
    """Initials of a person named in the note, in a table's cell of initials only: the team column of a call
    log ('| GJH/PR |' after 'Priya Ramcharan (PR)'), even when they spell a clinical abbreviation, which never
    stands alone in a cell of capitals ('| 10 mg PR |')."""
    if not initials:
        return []
    found = []
    for cell in _CELL.finditer(text):
        found += [("NAME", *part.span()) for part in _CAPITALS.finditer(text, *cell.span("cell"))
                  if part.group() in initials]
    return found


def _signing_initials(text: str, initials: set[str]) -> list[tuple[str, int, int]]:
    """Initials of a person named in the note that also spell a clinical abbreviation ('HS' for Hamza
    Siddiqui, 'PR', 'LP'): elsewhere they are the abbreviation, but where a writer signs they are the person."""
    if not initials:
        return []
    alternatives = "|".join(sorted(initials, key=len, reverse=True))
    pattern = re.compile("|".join(place.format(alternatives) for place in _SIGNING_PLACES), re.MULTILINE)
    return [("NAME", *match.span(match.lastgroup)) for match in pattern.finditer(text)]
