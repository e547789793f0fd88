"""Initials in a bar table's column headed for them: the staff of an outbreak line list, the sign-off
column of a medication chart or a labour record.

    No | Initials | Role         | Floor | Onset
    S1 | OK       | Senior carer | Gr    | 11/02

Under an ``Initials`` / ``Init.`` / ``initialen`` / ``paraaf`` header a cell of two to four letters is
someone's initials, even when the letters spell a word or an abbreviation elsewhere ('OK', 'JA', 'BC'):
the header says what the column holds (dev notes: 110 such cells, all gold; 5 were missed before). The
column is the number of bars before the cell, as cells of a bar table do not line up by character; the
header is the first bar row of the block (a rule row under it is skipped, any other line ends the block).
Offsets are half-open code points into the text.
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.roles import ROLES_BEFORE
from mask_framework.patterns.tables import TABLE_RULE

#: what else a signed-by column holds in capitals: the patient's or a relative's own hand, no one, not applicable
_NOT_INITIALS = frozenset({"GP", "NOK", "PTS", "NA", "NVT", "NB", "OK", "NIL", "ND", "TBC", "TBA", "ED", "AE", "ICU",
                           "IC", "SEH", "HA", "HAP", "MDT", "MOC", "AM", "PM"})

#: a header cell that names a column of initials or of sign-offs by initials
_INITIALS_HEADER = re.compile(r"(?i:initials?|init\.?|initialen|paraaf)")
#: a header cell of a column signed by whoever did the row: the pharmacist's in a dispensing register, the
#: nurse's in a chart ('Pharm', 'RN', 'Sign', 'By', 'door', 'arts'). Such a column also holds a role or a word
#: ('GP', 'Nil'), so its cells must be written as initials ('Who' and 'wie' columns name roles as often:
#: 'GP', 'OT', 'PIT'; they are left out)
_SIGNED_BY_HEADER = re.compile(r"(?i:sign(?:ed|ature)?|sig\.?|by|door|pharm\.?|pharmacist|apotheker|staff|nurse|rn|"
                               r"vpk|dr|arts)")
#: a cell of initials: two to four letters, or two such joined by a slash ('AD/BV')
_INITIALS_CELL = re.compile(r"[ \t]*(?P<a>[^\W\d_]{2,4})(?:[ \t]?/[ \t]?(?P<b>[^\W\d_]{2,4}))?[ \t]*")
#: initials as written: a capital first and last, lower case only for a particle between ('AOC', 'RvdH', 'MvE')
_WRITTEN_AS_INITIALS = re.compile(r"[A-Z][a-z]{0,2}[A-Z]{1,3}")


def initials_in_initials_columns(text: str) -> list[tuple[str, int, int]]:
    """``("NAME", start, end)`` for each cell of initials in a bar table's initials column."""
    if "|" not in text:
        return []
    found: list[tuple[str, int, int]] = []
    columns: list[int] | None = None  # the initials columns of the current block; None outside a block
    signed_by: list[int] = []  # its signed-by columns
    position = 0
    for line in text.split("\n"):
        line_start, position = position, position + len(line) + 1
        if line.count("|") < 2:
            columns = None
            continue
        if TABLE_RULE.fullmatch(line):
            continue
        cells = line.split("|")
        if columns is None:
            columns = [i for i, cell in enumerate(cells) if _INITIALS_HEADER.fullmatch(cell.strip())]
            signed_by = [i for i, cell in enumerate(cells) if _SIGNED_BY_HEADER.fullmatch(cell.strip())]
            continue
        cell_start = line_start
        for i, cell in enumerate(cells):
            if i in columns or i in signed_by:
                match = _INITIALS_CELL.fullmatch(cell)
                if match and (i in columns or _signed_initials(match)):
                    found.extend(("NAME", cell_start + match.start(g), cell_start + match.end(g))
                                 for g in ("a", "b") if match.group(g))
            cell_start += len(cell) + 1
    return found


def _signed_initials(match: re.Match) -> bool:
    """Whether each part of a signed-by cell is written as initials and is no role ('RN/PT', 'HCA')."""
    return all(_WRITTEN_AS_INITIALS.fullmatch(part) and part not in ROLES_BEFORE and part not in _NOT_INITIALS
               for part in match.group("a", "b") if part)
