"""A reading of numbers that optical character recognition garbled, for the patterns.

A faxed or scanned referral comes back from OCR with letters for digits: 'O' or 'o' for a zero,
'l' or 'I' for a one ('DOB: O3/O9/1971', 'Ph (07) 3357 88OO', 'Nundah QLD 4O12', 'quit 2O15'). The
date, phone and postcode patterns ask for digits and miss every such number (dev set ``t2e``).

``ocr_digit_view`` returns a text of the same length in which those letters are digits where they
stand inside a number. A run of digits, confusable letters and the separators numbers are written with
('/', '.', ':', '-', '(', ')', a space; two at most between groups: '(O7) 3139') that touches no other
letter and holds three digits or more has the confusable letters of each group holding a digit read as
digits. Words are left alone ('CO2', 'H2O', 'Il-6', 'I'), and so is a lone 'O2' or 'I 2' (fewer than three
digits). Every character keeps its offset, so what the patterns find in the view is a span of the original.
"""
from __future__ import annotations

import re

_AS_DIGIT = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1"})
#: a number's characters: digits and the letters OCR reads them as
_NUMBER_CHARS = "0-9OolI"
#: a run of number characters and separators that touches no other letter or digit at its ends
_RUN = re.compile(rf"(?<![A-Za-z{_NUMBER_CHARS}])[{_NUMBER_CHARS}](?:[{_NUMBER_CHARS}]|[ /.:()\-]{{1,2}}(?=[{_NUMBER_CHARS}]))*"
                  rf"(?![A-Za-z0-9])")
#: a group of the run without separators
_GROUP = re.compile(rf"[{_NUMBER_CHARS}]+")
_CONFUSABLE = re.compile(r"[OolI]")


def ocr_digit_view(text: str) -> str:
    """``text`` with the letters OCR put for digits inside numbers read as digits; the same text, the
    same object, when there is nothing to read."""
    if not _CONFUSABLE.search(text):
        return text
    view = _RUN.sub(_read_run, text)
    return text if view == text else view


def _read_run(run: re.Match) -> str:
    value = run.group()
    if sum(char.isdigit() for char in value) < 3:
        return value
    return _GROUP.sub(lambda group: group.group().translate(_AS_DIGIT)
                      if any(char.isdigit() for char in group.group()) else group.group(), value)
