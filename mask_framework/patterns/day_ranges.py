"""A range of days in one numeric date: 'Admission 14-16/01/2024', 'op 21-22/10/2023', '3-5.4.24'; a range
of months with their years, 'done 10/2024-03/2025'.

The first day must come before the second and both must exist in that month, so scores and
ratios ('3-4/10', '12-14/15') fall out. Without a year ('ICU 17-19/7'), the last day must also pass
the month's number or the month be written with a leading zero ('14-16/02').

Two days before one written month: 'Onderzoeksdata: 11 en 18 maart 2024', 'Assessed 11th & 18th
June', 'tussen 15 en 31 augustus', and a night or weekend across two days: 'zaterdagnacht 20/21
jan', 'de weekenden van 25/26 jan', 'in de nacht van 5 op 6 april'. The second day and the month are a
date of their own; the first day is the span here (but a night before a numeric month and year is one date:
'Polysomnografie 30/31-01-2024'). A slash or 'op' joins only consecutive days, so a
score before a month ('MMSE 14/30 Nov 2023') is no date.
"""
from __future__ import annotations

import re

from mask_framework.patterns.dates import MONTHS_EN, MONTHS_NL, month_alternation
from mask_framework.patterns.spec import PatternSpec
from mask_framework.patterns.validators import calendar_date_valid


def _days_in_order_in_month(match: re.Match, year: str | None = None) -> bool:
    first, last, month = (match.group(g) for g in ("first", "last", "month"))
    return int(first) < int(last) and calendar_date_valid(first, month) and calendar_date_valid(last, month, year)


def _day_range_valid(match: re.Match) -> bool:
    return _days_in_order_in_month(match, match.group("year"))


def _day_range_without_year_valid(match: re.Match) -> bool:
    """'ICU 17-19/7', 'sputa 14-16/02': a range of days that passes its month's number, or a month written
    with a leading zero. Scores and intervals stay below their denominator ('pain 6-7/10', 'Oxford 2-3/5',
    '3-4/12' months, 'OGTT 24-28/52')."""
    last, month = match.group("last"), match.group("month")
    return _days_in_order_in_month(match) and (int(last) > int(month) or month.startswith("0"))


def _night_valid(match: re.Match) -> bool:
    """'PSG 26/27-02-2025': two consecutive days of one month and year."""
    return int(match.group("last")) == int(match.group("first")) + 1 and _day_range_valid(match)


def _month_range_valid(match: re.Match) -> bool:
    """'10/2024-03/2025': two real months, the first not after the second."""
    first, last = (int(match.group(g)) for g in ("first_month", "last_month"))
    first_year, last_year = (int(match.group(g)) for g in ("first_year", "last_year"))
    return 1 <= first <= 12 and 1 <= last <= 12 and (first_year, first) <= (last_year, last)


def _days_before_month_valid(match: re.Match) -> bool:
    first, last = int(match.group("first_day")), int(match.group("last"))
    if match.group("consecutive"):
        return 1 <= first and last == first + 1 <= 31
    return 1 <= first < last <= 31


def _days_before_month(months: dict[str, int], ordinal: str) -> str:
    return (rf"(?<![\w./-])(?P<first>(?P<first_day>\d{{1,2}})(?:{ordinal})?)"
            rf"(?:,?[ \t]+(?:and|en|&|tot|to|t/m)[ \t]+|[ \t]?[-–][ \t]?|(?P<consecutive>/|[ \t]+op[ \t]+))"
            rf"(?P<last>\d{{1,2}})(?:{ordinal})?[ \t]+(?:{month_alternation(months)})")


PATTERNS = (
    PatternSpec("date_day_range_numeric", "DATE",
                r"(?<![\w./-])(?P<first>\d{1,2})[ \t]?[-–][ \t]?(?P<last>\d{1,2})(?P<sep>[/.-])(?P<month>\d{1,2})"
                r"(?P=sep)'?(?P<year>(?:19|20)\d{2}|\d{2})(?![\w]|[./-]\d)",
                flags=0, validator=_day_range_valid, priority=58),
    # dev notes: 8 such ranges, all gold; the 22 scores and intervals of this shape fall out (written without
    # spaces: 'Day 3 - 15/5' is a day's number and its date)
    PatternSpec("date_day_range_day_month", "DATE",
                # (a full stop after it may end the sentence: 'available 16-18/02. Garda')
                r"(?<![\w./,-])(?P<first>\d{1,2})[-–](?P<last>\d{1,2})/(?P<month>\d{1,2})(?![\w/-]|[.,]\d)",
                flags=0, validator=_day_range_without_year_valid, priority=57),
    # a night's two days before one month and year, as a sleep study is dated ('Polysomnografie 30/31-01-2024',
    # 'PSG 26/27-02-2025'; dev notes: 3 such, all gold); the slash joins consecutive days only, so a score before a
    # date ('MMSE 14/30-11-2023') is none
    PatternSpec("date_night_range_numeric", "DATE",
                r"(?<![\w./-])(?P<first>\d{1,2})/(?P<last>\d{1,2})(?P<sep>[.-])(?P<month>\d{1,2})"
                r"(?P=sep)(?P<year>(?:19|20)\d{2})(?![\w]|[./-]\d)",
                flags=0, validator=_night_valid, priority=58),
    # a range of months written without spaces ('diet done 10/2024-03/2025'), which the month-year pattern
    # leaves alone because each month touches the other's digits (dev notes: 2, both gold). Spaced, each
    # month is a date of its own ('03/2023 - 01/2024')
    PatternSpec("date_month_range_numeric", "DATE",
                r"(?<![\w./,-])(?P<first_month>\d{1,2})(?P<sep>[/.-])(?P<first_year>(?:19|20)\d{2})[-–]"
                r"(?P<last_month>\d{1,2})(?P=sep)(?P<last_year>(?:19|20)\d{2})(?![\w]|[./-]\d)",
                flags=0, validator=_month_range_valid, priority=58),
    PatternSpec("date_day_before_written_month_nl", "DATE", _days_before_month(MONTHS_NL, "e|ste|de"),
                languages=("nl",), group="first", validator=_days_before_month_valid, priority=58),
    PatternSpec("date_day_before_written_month_en", "DATE", _days_before_month(MONTHS_EN, "st|nd|rd|th"),
                languages=("en",), group="first", validator=_days_before_month_valid, priority=58),
)
