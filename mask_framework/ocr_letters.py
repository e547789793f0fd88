"""A reading of words that optical character recognition garbled, for the detectors.

A faxed or scanned letter comes back from OCR with digits for letters: '1' for an 'l', '0' for an 'o'
('The Prince Char1es Hospita1', 'Fortitude Va11ey', 'AZ Maria Midde1ares', 'dr. Ch0uaib'). The lexicons,
the CRF and spaCy know none of these words, so the hospital, the place and the name go unfound (dev set
``t2e``). The numbers of such a text are the patterns' to read (``patterns/ocr_digits.py``).

``ocr_letter_view`` returns a text of the same length in which a run of '1' or '0' inside a word of four
letters or more is read as 'l' or 'o': between two lower-case letters ('Va11ey', 'b1ack'), after a word's
capital and before a lower-case letter ('V00rgeschiedenis'), or closing a word after three lower-case
letters ('Hospita1'). Codes keep their digits: a digit after a capital inside a word ('HbA1c', 'IgG1'),
before another digit ('covid19') or in a short word ('x1', 'S1'). ``Pipeline`` reads a text whose view
differs a second time in the view and keeps the spans of both readings; masking works on the original.
"""
from __future__ import annotations

import re

#: a word of letters that may hold the digits OCR puts for 'l' and 'o'
_WORD = re.compile(r"(?<![\w])[A-Za-z01]*[A-Za-z][A-Za-z01]*(?![\w])")
#: a run of such digits, with what stands on either side of it inside the word
_RUN = re.compile(r"(?:(?<=[a-z])|(?<=\b[A-Z]))[01]+(?=[a-z])|(?<=[a-z]{3})[01]+\Z")
_AS_LETTER = str.maketrans({"1": "l", "0": "o"})


def ocr_letter_view(text: str) -> str:
    """``text`` with the digits OCR put for letters inside words read as letters; the same object when
    there is nothing to read."""
    if "1" not in text and "0" not in text:
        return text
    view = _WORD.sub(_read_word, text)
    return text if view == text else view


def _read_word(word: re.Match) -> str:
    value = word.group()
    if ("1" not in value and "0" not in value) or sum(char.isalpha() for char in value) < 4:
        return value
    return _RUN.sub(lambda run: run.group().translate(_AS_LETTER), value)
