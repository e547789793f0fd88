"""Day-months (DATE) that the document's other dates vouch for.

A bare ``8-11`` may be a range or a score, but not in an outbreak list whose other rows say
``17-11`` and ``21-11``, nor in an ICU summary that writes ``11/10`` and ``14/10``: a writer
who dates events in one month keeps one form. So a day-month with both numbers up to 12
is a date when the same document has a date of the same month in the same form that no
score could be: a day past 12 (``17-11``), or a whole date (``14-11-2022``).

The forms must agree: the separator, and the order (day first in Dutch and British
notes, month first in American ones). Measurements and scores named before or after it
(``VAS 3/10``, ``3-12 maanden``) are refused as elsewhere, and so are proper fractions
with a small denominator (``1/2``, ``3/4``).
"""
from __future__ import annotations

import functools
import re

from mask_framework.patterns.dates_partial import (DAY_MONTH, NOT_A_DATE_AFTER, NOT_A_DATE_BEFORE, NUMBER_END,
                                                   NUMBER_START)
from mask_framework.patterns.spec import PatternSpec
from mask_framework.patterns.validators import calendar_date_valid

#: a visual acuity ('6/9', '6/12', '6/60'); equal numbers ('6/6', '3/3') are refused anyway
_ACUITY = re.compile(r"6/(?:5|9|12|18|24|36|60)")
#: a score named shortly before, for the second of a list of them ('VAS 7/10 bij mobiliseren, 3/10 in rust')
_SCORE_BEFORE = re.compile(r"(?i:vas|nrs|pain|pijn|score|power|kracht|mrc)\b[^\n]{0,40}\Z")
#: short units of a span after the pair ('6-8 wk', '2-3 d'), and a head's descent in fifths ('2/5 ingedaald')
_NOT_A_DATE_AFTER = NOT_A_DATE_AFTER + ("wk", "wks", "wkn", "mnd", "mo", "mths", "d", "h", "hrs", "ingedaald")
#: every day-month in a document, with its year if it has one
_ANY_DATE = re.compile(rf"{NUMBER_START}{DAY_MONTH}(?:(?P=sep)(?P<year>(?:19|20)\d{{2}}|\d{{2}}))?{NUMBER_END}")


#: how far from a day-month the date that vouches for it may stand (a table, a paragraph of a summary; on the
#: dev notes 250 characters found 20 gold dates and 1 false, 400 found 29 and 2, 600 found 36 and 8)
_NEAR = 400


@functools.lru_cache(maxsize=8)
def _vouching_dates(text: str, order: str) -> tuple[tuple[int, str, int], ...]:
    """``(position, separator, month)`` of the dates in ``text`` that cannot be anything else, read in ``order``.

    Cached per text: every candidate in a document asks the same question. A whole date
    vouches in English only when its day is past 12 ('3/11/2022' may be either order).
    """
    vouching = []
    for date in _ANY_DATE.finditer(text):
        a, b = int(date.group("a")), int(date.group("b"))
        day, month = (b, a) if order == "md" else (a, b)
        if not calendar_date_valid(day, month):
            continue
        if day > 12 and (a, b) != (24, 7) or date.group("year") and order == "dm_only":
            vouching.append((date.start(), date.group("sep"), month))
    return tuple(vouching)


def _vouched_day_month(order: str):
    """``order``: 'dm_only' (Dutch: every date is day first), 'dm' or 'md' (English, where either is written)."""
    def validate(match: re.Match) -> bool:
        a, b = int(match.group("a")), int(match.group("b"))
        day, month = (b, a) if order == "md" else (a, b)
        if not calendar_date_valid(day, month) or day > 12 or a == b or (a < b <= 4) or _ACUITY.fullmatch(match.group(0)):
            return False
        if order != "dm_only" and b == 12:
            return False  # '3/12': three months, in British notes
        if _SCORE_BEFORE.search(match.string, max(0, match.start() - 48), match.start()):
            return False
        sep, start = match.group("sep"), match.start()
        return any(abs(position - start) <= _NEAR and (sep, month) == (their_sep, their_month)
                   for position, their_sep, their_month in _vouching_dates(match.string, order))
    return validate


def _spec(name: str, order: str, languages: tuple[str, ...]) -> PatternSpec:
    return PatternSpec(name, "DATE", rf"{NUMBER_START}{DAY_MONTH}{NUMBER_END}",
                       languages=languages, validator=_vouched_day_month(order), reject_before=NOT_A_DATE_BEFORE + ("x",),
                       reject_after=_NOT_A_DATE_AFTER, priority=47)


PATTERNS = (
    _spec("date_day_month_vouched_nl", "dm_only", ("nl",)),
    _spec("date_day_month_vouched", "dm", ("en",)),
    _spec("date_day_month_vouched_us", "md", ("en",)),
)
