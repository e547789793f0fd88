"""Dates counted in ordinals: a day written as an ordinal before its month ('the 3rd of September 2023', 'Friday
the first of March 2024', 'de derde mei', 'de 1ste van juni 2024'), a month as a Roman numeral ('12.iii.24',
'10-XI-2023') and a week of a year ('week 32 of 2024', 'week 3 van 2025').

The numeric and written date patterns take '3rd September 2023' and '3 mei'; the ordinal with 'of' or 'van'
between, and an ordinal day in words, are how complaint timelines, letters by patients and formal reports write
a date. The article before the ordinal is left out of the span (the dev notes put it in and out alike). They
rank above a month and year ('July 2024') and a written day and month ('25th of March'), which they hold.
"""
from __future__ import annotations

from mask_framework.patterns.dates import MONTHS_EN, MONTHS_NL, WEEKDAYS_EN, WEEKDAYS_NL, full_month_names, \
    month_alternation
from mask_framework.patterns.spec import PatternSpec, word_alternation
from mask_framework.patterns.spoken import ORDINAL_EN, YEAR_EN

#: a month written out or abbreviated ('September', 'Feb.'), and a weekday written out ('Friday')
_MONTH_EN = month_alternation(MONTHS_EN)
_WEEKDAY_EN = word_alternation(day for day in WEEKDAYS_EN if day.endswith("day"))
#: a day as a number with its suffix, or in words: '3rd', '21st', 'first', 'twenty-sixth'
_DAY_EN = rf"(?:[12]?\d|3[01])(?:st|nd|rd|th)|{ORDINAL_EN}"

_ORDINALS_NL = ("eerste", "tweede", "derde", "vierde", "vijfde", "zesde", "zevende", "achtste", "negende", "tiende",
                "elfde", "twaalfde", "dertiende", "veertiende", "vijftiende", "zestiende", "zeventiende", "achttiende",
                "negentiende", "twintigste", "eenentwintigste", "tweeëntwintigste", "drieëntwintigste",
                "vierentwintigste", "vijfentwintigste", "zesentwintigste", "zevenentwintigste", "achtentwintigste",
                "negenentwintigste", "dertigste", "eenendertigste")
#: in Dutch the month written out only ('de derde mei'), and the weekday too ('zaterdag')
_MONTH_NL = word_alternation(full_month_names(MONTHS_NL))
_WEEKDAY_NL = word_alternation(day for day in WEEKDAYS_NL if day.endswith("dag"))
#: '3e', '1ste', '2de', or the ordinal in words
_DAY_NL = rf"(?:[12]?\d|3[01])(?:e|ste|de)|{'|'.join(sorted(_ORDINALS_NL, key=len, reverse=True))}"

#: a month in Roman numerals, longest first ('xii' before 'xi' before 'x')
_ROMAN_MONTH = "xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i"

PATTERNS: tuple[PatternSpec, ...] = (
    # '12.iii.24', '10.xi.23', '3-VII-1998': day, month in Roman numerals, year, one separator throughout
    PatternSpec("date_roman_month", "DATE",
                rf"(?<![\w.,/-])(?:0?[1-9]|[12]\d|3[01])(?P<sep>[./-])(?:{_ROMAN_MONTH})(?P=sep)(?:(?:19|20)?\d\d)"
                rf"(?![\w/-]|[.,]\d)", priority=64),
    # 'due in week 32 of 2024', 'controle in week 3 van 2025', 'wk 12 of 2023'
    PatternSpec("date_week_of_year", "DATE",
                r"(?<![\w-])(?:week|wk)[ \t]+(?:[1-9]|[1-4]\d|5[0-3])[ \t]+(?:of|van)[ \t]+(?:19|20)\d\d(?![\w-])",
                priority=64),
    # 'the 3rd of September 2023', 'Friday the first of March 2024', 'Tuesday the 25th of March', and with a
    # spoken year in a dictation ('nineteenth of February twenty twenty five')
    PatternSpec("date_ordinal_of_month_en", "DATE",
                rf"(?<![\w-])(?:(?:{_WEEKDAY_EN}),?[ \t]+(?:the[ \t]+)?)?(?:{_DAY_EN})[ \t]+of[ \t]+"
                rf"(?:{_MONTH_EN})(?:,?[ \t]+(?:(?:19|20)\d\d|{YEAR_EN}))?(?![\w-])",
                languages=("en",), priority=80),
    # 'op de derde mei', 'de 1ste van juni 2024', 'zaterdag de tweede maart'; an ordinal in words needs its
    # article ('derde maand' is no date, and 'tweede mei' is rare without 'de')
    PatternSpec("date_ordinal_month_nl", "DATE",
                rf"(?<![\w-])(?:(?:{_WEEKDAY_NL})[ \t]+(?:de[ \t]+)?)?(?:(?<=de )|(?<=de\t)|(?=\d))"
                rf"(?:{_DAY_NL})[ \t]+(?:van[ \t]+)?(?:{_MONTH_NL})(?:[ \t]+(?:19|20)\d\d)?(?![\w-])",
                languages=("nl",), priority=80),
)
