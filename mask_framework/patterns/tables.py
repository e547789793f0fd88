"""Plain-text tables: values that are PII because of the column they stand in.

Notes paste contact lists and lab tables as columns aligned with spaces. A bare
number is an age only under an ``Age`` / ``Leeftijd`` header:

    Name                    Age   Relation
    Fatima Adams            41    wife

and a row of month names is the header of a lab table's dated columns
(``Feb      Mar      Apr``). The validators find the header by walking up the
table's lines (a blank line ends a table) and comparing character columns.
"""
from __future__ import annotations

import re

from mask_framework.patterns.dates import MONTHS_EN, MONTHS_NL
from mask_framework.patterns.spec import PatternSpec

#: an age column's header word, standing apart from its neighbours
_AGE_HEADER = re.compile(r"(?<!\S)(?i:age|ages|leeftijd|lft\.?|lftd\.?)(?!\S)")
#: a unit after the header other than years ('lft (u)', 'Age (days)')
_OTHER_UNIT = re.compile(r"[ \t]?\((?![ \t]*(?:y|yr|yrs|years?|j|jr|jaar)\))")
#: a table header has at least three columns, two or more spaces (or a tab) apart
_COLUMN_GAP = re.compile(r"\S(?: {2,}|\t)\S")
#: how far up a table an age column's header may stand
_MAX_ROWS = 40


def _line_bounds(text: str, position: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return start, len(text) if end < 0 else end


def _age_header_above(text: str, column_start: int, column_end: int, line_start: int) -> bool:
    """Whether a line above, in the same block of lines, has an age header over ``[column_start, column_end)``."""
    end = line_start - 1
    for _ in range(_MAX_ROWS):
        if end < 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].rstrip("\r")
        if not line.strip():
            return False  # a blank line ends the table
        if len(_COLUMN_GAP.findall(line)) >= 2:
            for header in _AGE_HEADER.finditer(line):
                if _OTHER_UNIT.match(line, header.end()):
                    continue  # 'lft (u)': a newborn's age in hours, a measurement
                # the value starts under the header or ends under it (right-aligned numbers)
                if header.start() - 2 <= column_start < header.end() + 1 or header.start() < column_end <= header.end() + 2:
                    return True
        end = start - 1
    return False


def _under_an_age_header(match: re.Match) -> bool:
    text = match.string
    start, end = match.span("age")
    if int(match.group("age")) > 115:
        return False
    line_start, _ = _line_bounds(text, start)
    return _age_header_above(text, start - line_start, end - line_start, line_start)


_MONTH_WORDS = sorted({*MONTHS_EN, *MONTHS_NL}, key=len, reverse=True)
_MONTH = rf"(?:{'|'.join(_MONTH_WORDS)})\.?(?:[ '’-]?\d{{2,4}})?"
#: a line of nothing but two or more months (with their years) apart from each other
_MONTH_ROW = re.compile(rf"[ \t]*(?:[A-Za-z]+:?[ \t]{{2,}})?{_MONTH}(?:(?: {{2,}}|\t)+{_MONTH}){{1,}}[ \t]*\r?",
                        re.IGNORECASE)


def _in_a_row_of_months(match: re.Match) -> bool:
    text = match.string
    line_start, line_end = _line_bounds(text, match.start())
    return _MONTH_ROW.fullmatch(text, line_start, line_end) is not None


PATTERNS = (
    PatternSpec("age_in_an_age_column", "AGE", r"(?<=[ \t]{2})[?~]?(?P<age>\d{1,3})(?=[ \t]{2,}|[ \t]*$)",
                group="age", flags=re.MULTILINE, validator=_under_an_age_header, priority=60),
)

DATE_PATTERNS = (
    PatternSpec("date_month_column_header", "DATE",
                rf"(?<![\w.])(?P<month>{_MONTH})(?![\w])",
                group="month", validator=_in_a_row_of_months, priority=55),
)
