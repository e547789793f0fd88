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

from mask_framework.patterns.tables import TABLE_RULE

#: a header cell that names a column of initials or of sign-offs by initials
_INITIALS_HEADER = re.compile(r"(?i:initials?|init\.?|initialen|paraaf)")
#: a cell of initials: two to four letters, or two such joined by a slash ('AD/BV')
_INITIALS_CELL = re.compile(r"[ \t]*(?P<a>[^\W\d_]{2,4})(?:[ \t]?/[ \t]?(?P<b>[^\W\d_]{2,4}))?[ \t]*")


def initials_in_initials_columns(text: str) -> list[tuple[str, int, int]]:
    """``("NAME", start, end)`` for each cell of initials in a bar table's initials column."""
    if "|" not in text:
        return []
    found: list[tuple[str, int, int]] = []
    columns: list[int] | None = None  # the initials columns of the current block; None outside a block
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
            continue
        cell_start = line_start
        for i, cell in enumerate(cells):
            if i in columns:
                match = _INITIALS_CELL.fullmatch(cell)
                if match:
                    found.extend(("NAME", cell_start + match.start(g), cell_start + match.end(g))
                                 for g in ("a", "b") if match.group(g))
            cell_start += len(cell) + 1
    return found
