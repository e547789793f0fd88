"""Rows of comma-separated values read as a table drawn with bars: the same text, character for character.

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
read as a bar, also one between two digits ('1962,62': a birth year, then an age). A comma inside a quoted field
('"KOVALENKO, Oleksandr"') and one followed by a space stay commas. One character maps to one character, so
offsets are the original's.
"""
from __future__ import annotations

import re

#: a line with at least three commas and no space after one of them: the only lines worth splitting
_CANDIDATE = re.compile(r"^(?=(?:[^\n]*?,\S){3})[^\n]*$", re.MULTILINE)
#: a row needs this many separating commas
_FEWEST_SEPARATORS = 3


def csv_view(text: str) -> str:
    """``text`` with the separating commas of its comma-separated rows read as '|'; the same object when
    there is none."""
    if text.count(",") < _FEWEST_SEPARATORS:
        return text
    changed = False
    characters = None
    for line in _CANDIDATE.finditer(text):
        separators = _separating_commas(line.group())
        if len(separators) < _FEWEST_SEPARATORS \
                or sum(not _between_digits(line.group(), at) for at in separators) < 2:
            continue
        if characters is None:
            characters = list(text)
        for at in separators:
            characters[line.start() + at] = "|"
        changed = True
    return "".join(characters) if changed else text


def _separating_commas(line: str) -> list[int]:
    """Offsets in ``line`` of the commas outside double quotes that no space follows."""
    found, quoted = [], False
    for at, character in enumerate(line):
        if character == '"':
            quoted = not quoted
        elif character == "," and not quoted and at + 1 < len(line) and not line[at + 1].isspace():
            found.append(at)
    return found


def _between_digits(line: str, at: int) -> bool:
    return at > 0 and line[at - 1].isdigit() and at + 1 < len(line) and line[at + 1].isdigit()
