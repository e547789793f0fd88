"""Rows of comma- or semicolon-separated values read as a table drawn with bars: the same text, character for
character.

Notes carry exports pasted as comma-separated values: a theatre list, a booking register, a registry extract
('OT6,AM,1,K0817734,NGUYEN Van Duc,12/04/1962,62,M,Lap cholecystectomy'). Every pattern that keeps a number
whole refuses to start right after a comma, since a comma glued to a digit is a thousands' or a decimal
separator ('1,250', '6,1 mmol/l'), so the dates, phone numbers and national numbers of such rows went unseen
(dev set ``t3g``: recall 0.938 English, 0.923 Dutch), and a bare age has no column to stand in.

``csv_view`` reads the separating commas of such a row as bars, which every detector already reads as a
cell's edge, and which gives a row's cells their column under the header row's (``tables.py``: an age under
'Age'). A row is one with three commas or more that separate fields: followed by no space, outside double
quotes, two of them at least with something other than a digit on one side (a row of decimals, 'Hb 7,1 Ht
0,35 MCV 90,2 leuko 8,3', stays as it is). In such a row each comma followed by no space and outside quotes is
read as a bar, also one between two digits ('1962,62': a birth year, then an age); a comma inside a quoted
field ('"KOVALENKO, Oleksandr"') and one followed by a space stay commas, and the row's quotes are read as
spaces. A row of three semicolons or more that separate fields, as Dutch and Belgian exports write them
('"61.10.19-832.46";"ASANTE, Comfort";"19/10/1961";"63"'), is read so at its semicolons. One character maps to
one character, so offsets are the original's.
"""
from __future__ import annotations

import re

#: a line with at least three commas or semicolons and no space after one of them: the only lines worth splitting
_CANDIDATE = re.compile(r"^(?=(?:[^\n]*?[,;]\S){3})[^\n]*$", re.MULTILINE)
#: a row needs this many separating commas (or semicolons, as Dutch and Belgian exports separate their fields)
_FEWEST_SEPARATORS = 3


def csv_view(text: str) -> str:
    """``text`` with the separating commas or semicolons of its rows of separated values read as '|', and the
    quotes of those rows as spaces; the same object when there is no such row."""
    if text.count(",") + text.count(";") < _FEWEST_SEPARATORS:
        return text
    characters = None
    for line in _CANDIDATE.finditer(text):
        separators = _row_separators(line.group())
        if not separators:
            continue
        if characters is None:
            characters = list(text)
        for at in separators:
            characters[line.start() + at] = "|"
        # the quotes of a quoted field are read as spaces, so a cell's value stands between its bars ('|"58"|')
        for at in _quotes(line.group()):
            characters[line.start() + at] = " "
    return text if characters is None else "".join(characters)


def _row_separators(line: str) -> list[int]:
    """The offsets of the separators of ``line`` if it is a row of separated values, else none: semicolons
    when three of them separate, else commas, two of which have something other than a digit beside them."""
    semicolons = _separating(line, ";")
    if len(semicolons) >= _FEWEST_SEPARATORS:
        return semicolons
    commas = _separating(line, ",")
    if len(commas) >= _FEWEST_SEPARATORS and sum(not _between_digits(line, at) for at in commas) >= 2:
        return commas
    return []


def _separating(line: str, separator: str) -> list[int]:
    """Offsets in ``line`` of the ``separator`` characters outside double quotes that no space follows."""
    found, quoted = [], False
    for at, character in enumerate(line):
        if character == '"':
            quoted = not quoted
        elif character == separator and not quoted and at + 1 < len(line) and not line[at + 1].isspace():
            found.append(at)
    return found


def _quotes(line: str) -> list[int]:
    return [at for at, character in enumerate(line) if character == '"']


def _between_digits(line: str, at: int) -> bool:
    return at > 0 and line[at - 1].isdigit() and at + 1 < len(line) and line[at + 1].isdigit()
