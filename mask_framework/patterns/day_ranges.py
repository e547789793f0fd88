"""A range of days in one numeric date: 'Admission 14-16/01/2024', 'op 21-22/10/2023', '3-5.4.24'.

The first day must come before the second and both must exist in that month, so scores and
ratios ('3-4/10', '12-14/15') fall out: a year is required.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec
from mask_framework.patterns.validators import calendar_date_valid


def _day_range_valid(match: re.Match) -> bool:
    first, last, month, year = (match.group(g) for g in ("first", "last", "month", "year"))
    return int(first) < int(last) and calendar_date_valid(first, month) and calendar_date_valid(last, month, year)


PATTERNS = (
    PatternSpec("date_day_range_numeric", "DATE",
                r"(?<![\w./-])(?P<first>\d{1,2})[ \t]?[-–][ \t]?(?P<last>\d{1,2})(?P<sep>[/.-])(?P<month>\d{1,2})"
                r"(?P=sep)'?(?P<year>(?:19|20)\d{2}|\d{2})(?![\w]|[./-]\d)",
                flags=0, validator=_day_range_valid, priority=58),
)
