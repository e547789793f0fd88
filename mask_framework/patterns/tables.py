"""Plain-text tables: values that are PII because of the column they stand in.

Notes paste contact lists and lab tables as columns aligned with spaces. A bare
number is an age only under an ``Age`` / ``Leeftijd`` header:

    Name                    Age   Relation
    Fatima Adams            41    wife

a number of six digits or more opening a row before a name is the row's record number; a cell of a ``Job`` /
``Occupation`` / ``Beroep`` column (or of a ``Role`` column beside an age
or a birth date, as in a contact-tracing list) is a profession, and a row of month names is
the header of a lab table's dated columns
(``Feb      Mar      Apr``). The validators find the header by walking up the
table's lines (a blank line ends a table) and comparing character columns; in a table drawn
with bars (``| 4 | Bas Verhoeven | 52 |``) the column is the number of bars before the cell.
"""
from __future__ import annotations

import re
from typing import Callable, Iterator

from mask_framework.patterns.ages import MAX_AGE
from mask_framework.patterns.dates import MONTHS_EN, MONTHS_NL
from mask_framework.patterns.spec import PatternSpec

#: an age column's header word, standing apart from its neighbours
#: (or one half of an age-and-sex header: 'Age/Sx', 'Sex/Age', 'lft/gesl')
_AGE_HEADER = re.compile(r"(?<![^\s/])(?i:age|ages|leeftijd|lft\.?|lftd\.?)(?![^\s/])")
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


def _lines_above(text: str, line_start: int) -> Iterator[str]:
    """Up to ``_MAX_ROWS`` lines above the line starting at ``line_start``, nearest first."""
    end = line_start - 1
    for _ in range(_MAX_ROWS):
        if end < 0:
            return
        start = text.rfind("\n", 0, end) + 1
        yield text[start:end].rstrip("\r")
        end = start - 1


def _header_above(text: str, column_start: int, column_end: int, line_start: int,
                  headers: Callable[[str], Iterator[re.Match]]) -> bool:
    """Whether a line above, in the same block of lines, has a header (one of ``headers(line)``)
    over ``[column_start, column_end)``."""
    for line in _lines_above(text, line_start):
        if not line.strip():
            return False  # a blank line ends the table
        if len(_COLUMN_GAP.findall(line)) >= 2:
            for header in headers(line):
                # the value starts under the header or ends under it (right-aligned numbers)
                if header.start() - 2 <= column_start < header.end() + 1 or header.start() < column_end <= header.end() + 2:
                    return True
    return False


def _age_headers(line: str) -> Iterator[re.Match]:
    # 'lft (u)': a newborn's age in hours, a measurement
    return (header for header in _AGE_HEADER.finditer(line) if not _OTHER_UNIT.match(line, header.end()))


def _age_header_above(text: str, column_start: int, column_end: int, line_start: int) -> bool:
    """Whether a line above, in the same block of lines, has an age header over ``[column_start, column_end)``."""
    return _header_above(text, column_start, column_end, line_start, _age_headers)


def _under_an_age_header(match: re.Match) -> bool:
    text = match.string
    start, end = match.span("age")
    if int(match.group("age")) > MAX_AGE:
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


#: a job column's header; 'Role' and 'Functie' head a job column only in a list of people with their
#: ages or birth dates (an attendance list's 'Role' column holds the clinicians' posts)
_JOB_HEADER = re.compile(r"(?<!\S)(?i:job|occupation|beroep|werk)(?!\S)")
_ROLE_HEADER = re.compile(r"(?<!\S)(?i:role|rol|functie)(?!\S)")
_DEMOGRAPHIC_HEADER = re.compile(r"(?<!\S)(?i:age|leeftijd|lft\.?|dob|d\.o\.b\.?|geb\.?|geboortedatum)(?!\S)")
#: what fills a job column when there is no job
_NO_JOB = frozenset({"n/a", "na", "nvt", "n.v.t.", "unknown", "onbekend", "none", "geen", "nil", "unemployed", "werkloos",
                     "student", "retired", "gepensioneerd", "child", "kind", "infant", "baby", "pupil", "leerling"})


def _job_headers(line: str) -> Iterator[re.Match]:
    yield from _JOB_HEADER.finditer(line)
    if _DEMOGRAPHIC_HEADER.search(line):
        yield from _ROLE_HEADER.finditer(line)


def _under_a_job_header(match: re.Match) -> bool:
    text = match.string
    start, end = match.span("job")
    if match.group("job").lower() in _NO_JOB:
        return False
    line_start, _ = _line_bounds(text, start)
    return _header_above(text, start - line_start, end - line_start, line_start, _job_headers)


JOB_PATTERNS = (
    # a cell of a job column in a list of people: 'Tomasz Kowalczyk     47   line supervisor      canteen'
    PatternSpec("job_in_a_job_column", "PROFESSION",
                r"(?:(?<=[ ]{2})|(?<=\t))(?P<job>[A-Za-z][\w'’&/.-]*(?: [A-Za-z][\w'’&/.-]*){0,3})(?= {2,}|\t|[ \t]*$)",
                group="job", flags=re.MULTILINE, validator=_under_a_job_header, priority=40),
)

#: a row of a table drawn with bars: two bars or more, with or without bars at the ends
#: ('| 1 | Ngozi Eze | 41 | echtgenote |', '3  | Lwazi Ntshona  | nephew | 17 | nil')
_BAR_ROW = re.compile(r"[^|\n]*\|[^|\n]*\|.*")
#: a rule between a bar table's rows, or under its header: '|---|:--:|', ' ---+-----+---', '+=====+'
TABLE_RULE = re.compile(r"[ \t]*[|+]?[ \t|:=+-]*[-=]{3}[ \t|:=+-]*\r?")


def _in_an_age_column_of_a_bar_table(match: re.Match) -> bool:
    """Whether the number stands in a bar table whose header cell above it is an age header.

    Cells of a bar table do not line up by character, so the column is the count of bars before
    the number; the header is the first row of the block of bar rows."""
    text = match.string
    start = match.start("age")
    if int(match.group("age")) > MAX_AGE:
        return False
    line_start, line_end = _line_bounds(text, start)
    if not _BAR_ROW.fullmatch(text, line_start, line_end):
        return False
    column = text.count("|", line_start, start)
    header = None
    for line in _lines_above(text, line_start):
        if TABLE_RULE.fullmatch(line):
            continue
        if not _BAR_ROW.fullmatch(line):
            break
        header = line
    if header is None:
        return False
    cells = header.split("|")
    return column < len(cells) and any(_age_headers(cells[column].strip()))


#: a birth date's label before it on its line ('DOB: 14/02/1961 63', 'geb. 03-08-1949 75')
_DOB_LABEL = re.compile(r"(?i:\bdob\b|\bd\.o\.b\.?|\bborn\b|\bgeb\.?|\bgeboren\b|°)")
_DOB_HEADER = re.compile(r"(?<![^\s/])(?i:dob|d\.o\.b\.?|geb\.?|geboortedatum|born)(?![^\s/])")


def _age_after_a_birth_date(match: re.Match) -> bool:
    """'PRITCHARD, Rhodri   14/02/1961 63  Lap chole' under 'DOB / Age': the number after a birth date is
    the age when the birth year and the age add up to a year a note is written in, and the date is a birth
    date by its label or by a header above that names both."""
    age, year = int(match.group("age")), int(match.group("year"))
    if age > MAX_AGE or not 1990 <= year + age <= 2035:
        return False
    text = match.string
    line_start, _ = _line_bounds(text, match.start())
    if _DOB_LABEL.search(text, line_start, match.start()):
        return True
    for line in _lines_above(text, line_start):
        if not line.strip():
            return False
        if _DOB_HEADER.search(line) and any(_age_headers(line)):
            return True
    return False


PATTERNS = (
    # dev notes: 77 numbers after a birth date, all ages (64 of them in brackets, which other patterns find)
    PatternSpec("age_after_a_birth_date", "AGE",
                r"(?<![\d/.-])\d{1,2}[/.-]\d{1,2}[/.-](?P<year>(?:19|20)\d{2})[ \t]{1,2}(?P<age>\d{1,3})"
                r"(?=[ \t]{2,}|[ \t]*\r?$|[ \t]*\|)",
                group="age", flags=re.MULTILINE, validator=_age_after_a_birth_date, priority=60),
    PatternSpec("age_in_an_age_column", "AGE", r"(?<=[ \t]{2})[?~]?(?P<age>\d{1,3})(?=[ \t]{2,}|[ \t]*$)",
                group="age", flags=re.MULTILINE, validator=_under_an_age_header, priority=60),
    # '| 4 | Bas Verhoeven | 52 | collega |' under '| nr | naam | lft | relatie |'
    # (with the sex after it under an age-and-sex header: '| 88 F |', or its unit: '| 14 mnd |', '| 66j M |')
    PatternSpec("age_in_an_age_column_of_a_bar_table", "AGE",
                r"(?<=\|)[ \t]*[?~]?(?P<age>\d{1,3})"
                r"(?:[ \t]?(?:mnd|maanden|mo|mos|months?|j|jr|jaar|y|yrs?|years?|wk|wks|weeks?|weken))?(?:[ \t]?[MFV])?[ \t]*(?=\|)",
                group="age", validator=_in_an_age_column_of_a_bar_table, priority=60),
)

DATE_PATTERNS = (
    PatternSpec("date_month_column_header", "DATE",
                rf"(?<![\w.])(?P<month>{_MONTH})(?![\w])",
                group="month", validator=_in_a_row_of_months, priority=55),
)

ID_PATTERNS = (
    # '24-0718834<tab>PEETERS Roger<tab>12/08/2024', '187264  Stevens Jozef "Jef"': a record's number of six digits or
    # more opening a row of an export or a list, before a name's capital in the next column (a row's count is
    # shorter; dev notes: 63 gold characters, none false in any set)
    PatternSpec("record_number_opening_a_row", "ID",
                r"^[ \t]*(?P<number>\d{2}-\d{6,8}|\d{6,10})(?=(?:\t|[ ]{2,})[A-Z][\w'’-]+)",
                group="number", flags=re.MULTILINE, priority=58),
)
