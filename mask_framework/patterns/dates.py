"""Dates (DATE): numeric (day-month-year, year-month-day, month/year, US month/day/year),
written out in Dutch and English (full or abbreviated months, optional weekday), and bare
years after a cue word ('in 2011', 'sinds 1998').

Every candidate passes a calendar check: day 1-31 fitting the month, month 1-12, four-digit
years within 1900-2099 (two-digit years and years written '02 are accepted).
"""
from __future__ import annotations

import re

from mask_framework.patterns.bare_years import bare_year_valid
from mask_framework.patterns.ids import UNITS
from mask_framework.patterns.spec import PatternSpec, word_alternation as _alternation
from mask_framework.patterns.validators import calendar_date_valid, full_year

MONTHS_NL = {
    "januari": 1, "jan": 1, "februari": 2, "febr": 2, "feb": 2, "maart": 3, "mrt": 3, "mar": 3, "maa": 3,
    "april": 4, "apr": 4, "mei": 5, "juni": 6, "jun": 6, "juli": 7, "jul": 7, "augustus": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9, "oktober": 10, "okt": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12,
}
MONTHS_EN = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9, "sep": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}
WEEKDAYS_NL = ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag",
               "ma", "di", "wo", "woe", "do", "vr", "za", "zo")
WEEKDAYS_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
               "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun")
#: words that make a following four-digit number a year
YEAR_CUES = ("in", "sinds", "since", "vanaf", "van", "from", "until", "till", "tot", "t/m", "anno", "sedert",
             "geboren", "born", "jaar", "year", "eind", "begin", "medio", "mid", "early", "late", "zomer", "winter",
             "voorjaar", "najaar", "summer", "spring", "autumn", "fall", "during", "tijdens", "circa", "ca.", "rond",
             "around", "before", "after", "voor", "na", "sinds", "per", "jaren", "eind", "eerder",
             # an event that happened in a year: 'quit 2005', 'died 2019', 'verhuisd 2009'
             "quit", "stopped", "died", "deceased", "moved", "enlisted", "discharged", "discharge", "diagnosed",
             "dx", "married", "divorced", "widowed", "retired", "graduated", "emigrated", "immigrated", "arrived",
             "overleden", "gestopt", "verhuisd", "gediagnosticeerd", "getrouwd", "gescheiden", "gepensioneerd",
             "geëmigreerd", "gekomen", "afgestudeerd", "weduwe", "weduwnaar", "geslaagd", "gezakt", "overl",
             "overl.", "diploma", "gestart", "begonnen", "to", "through", "thru", "b.", "geb.", "d.",
             "fled", "left", "resettled", "gevlucht", "vluchtte", "vertrokken", "†",
             # an earlier examination compared with: 't.o.v. 2023', 'compared with 2021'
             "t.o.v.", "tov", "vergeleken met", "compared with", "compared to", "vs", "vs.")


#: a day-month without year ('op 29-12', 'on 8/16') needs one of these right before it
DAY_MONTH_CUES = ("op", "d.d.", "dd", "datum", "sinds", "vanaf", "per", "tot", "t/m", "dienst", "on", "since", "from",
                  "until", "date", "dated", "shift", "for", "by", "vóór", "uiterlijk", "episode", "tot en met")
#: words right before a number pair that make it a score or a measurement
NOT_A_DATE_BEFORE = ("vas", "nrs", "score", "pijnscore", "bp", "rr", "tension", "ta", "pain", "pijn", "gcs", "apgar",
                     "rated", "ratio", "scored", "mmse", "moca", "visus", "va", "ca",  # 'CA 19-9', a tumour marker
                     # a range of weeks, months or days: 'Fase 2 (wk 6-12):', 'mnd 3-6'
                     "wk", "wks", "week", "weken", "weeks", "mnd", "maand", "maanden", "months", "mo", "dag", "dagen",
                     "day", "days", "jr", "jaar", "years", "yrs", "fase", "phase", "stage", "stadium", "graad", "grade",
                     # a menstrual cycle: 'Cyclus 28/5', 'cycle 5/28'
                     "cycle", "cyclus")
#: of those, the ones a cued day-month may follow as a date: not 'ca' ('op ca. 15/07' is a date, approximately)
#: nor a unit that closes the number before a comma ('Immunisations up to date (8 wk, 27/11)')
_NOT_A_DAY_MONTH_BEFORE = tuple(word for word in NOT_A_DATE_BEFORE if word not in (
    "ca", "wk", "wks", "week", "weken", "weeks", "mnd", "maand", "maanden", "months", "mo", "jr", "jaar", "years", "yrs"))
#: '2-3 dagen' is a range of days, not a date
SPAN_UNITS = ("dagen", "dag", "weken", "week", "maanden", "jaar", "uur", "keer", "days", "weeks", "months", "years",
              "hours", "times", "cm", "mmHg", "punten", "points", "%")


def full_month_names(months: dict[str, int]) -> list[str]:
    """The month names written out ('maart', 'mei'), not their abbreviations ('mrt', 'sept')."""
    return [name for name in months if len(name) > 4 or name in ("mei", "juni", "juli", "may", "june", "july")]


def month_alternation(months: dict[str, int]) -> str:
    """Full month names, or abbreviations with an optional full stop ('okt.'), as one group's content."""
    full = full_month_names(months)
    short = [name for name in months if name not in full]
    return rf"(?:{_alternation(full)})(?!\w)|(?:{_alternation(short)})(?!\w)\.?"


_YEAR4 = r"(?:19|20)\d{2}"
_QUOTE = r"['`’]"
#: a slash and a unit of time after a number pair make it a rate, not a date: '3-4/day', 'voids 9-13/day'
RATE_AFTER = r"/(?i:day|d|dag|wk|week|night|nacht|hr|h)\b"
_NUM_END = rf"(?![\w]|[.,/-]\d|{RATE_AFTER})"
#: not inside a number or code; after a word and a slash, though ('jv/04.06.2024': initials sign with the date)
_NUM_START = r"(?:(?<![\w.,/-])|(?<=[A-Za-z]/)(?=\d))"
_ALL_WEEKDAYS = _alternation(WEEKDAYS_NL + WEEKDAYS_EN)


def _month_number(token: str, months: dict[str, int]) -> int | None:
    return months.get(token.lower().rstrip("."))


def _written_valid(months: dict[str, int]):
    def validate(match: re.Match) -> bool:
        token = match.group("month")
        month = _month_number(token, months)
        if month is None:
            return False
        # 'may', 'mar', 'jan' in lower case without a year are verbs/names far more often than months
        if months is MONTHS_EN and token.islower() and token in ("may", "mar", "jan") and not match.group("year"):
            return False
        day = match.groupdict().get("day")
        year = match.group("year")
        if day is None:
            return year is None or full_year(year) is not None
        return calendar_date_valid(day, month, year)
    return validate


def _numeric_valid(order: str):
    def validate(match: re.Match) -> bool:
        parts = {"d": match.group("a"), "m": match.group("b")} if order == "dmy" else {
            "m": match.group("a"), "d": match.group("b")}
        return calendar_date_valid(parts["d"], parts["m"], match.group("year"))
    return validate


_DMY_VALID = _numeric_valid("dmy")
_MDY_VALID = _numeric_valid("mdy")


def _us_date_in_dutch_valid(match: re.Match) -> bool:
    """A US date in a Dutch note: slashes, a four-digit year, and a day that cannot come first ('01/23/2023')."""
    return len(match.group("year")) == 4 and match.group().count("/") == 2 and not _DMY_VALID(match) \
        and _MDY_VALID(match)


def _ymd_valid(match: re.Match) -> bool:
    return calendar_date_valid(match.group("day"), match.group("month"), match.group("year"))


def _numeric_range_valid(match: re.Match) -> bool:
    """Both ends are calendar dates, read in the same order (day-month or US month-day)."""
    first = re.split(r"[-/.]", match.group("first"))
    second = re.split(r"[-/.]", match.group("second"))
    for order in ((0, 1), (1, 0)):
        if all(calendar_date_valid(part[order[0]], part[order[1]], part[2] if len(part) > 2 else None)
               for part in (first, second)):
            return True
    return False


def _range_day_valid(match: re.Match) -> bool:
    return 1 <= int(re.match(r"\d+", match.group("day")).group()) <= 31


def _ordered_years(match: re.Match) -> bool:
    first, second = re.findall(r"\d{4}", match.group(0))
    return first < second


def _ordered_short_years(match: re.Match) -> bool:
    first, second = match.group(0)[2:4], match.group(0)[-2:]
    return first < second


#: a date (with or without its year) right before a dotted number pair makes the pair that day's time
_DATE_BEFORE = re.compile(r"\d{1,2}/\d{1,2}(?:/\d{2,4})?[ \t]+\Z")


def _dotted_day_month_valid(match: re.Match) -> bool:
    start = match.start()
    return calendar_date_valid(match.group("a"), match.group("b")) \
        and _DATE_BEFORE.search(match.string, max(0, start - 16), start) is None


def _month_year_valid(match: re.Match) -> bool:
    return 1 <= int(match.group("month")) <= 12 and full_year(match.group("year")) is not None


def _capitalised_month(validate):
    """``validate``, for a match whose month is capitalised ('1971 Sep 04'; 'in 2019 may 3 patients' is a sentence)."""
    return lambda match: match.group("month")[0].isupper() and validate(match)


#: Dutch writes a part of the day into the weekday ('dinsdagnamiddag 16/07', 'zondagavond 18 feb')
DAY_PARTS_NL = "ochtend|morgen|voormiddag|namiddag|middag|avond|nacht"
# (on the date's own line: 'vrij op maandag.' above '14/10/2024 10u25' is no part of that date)
_WEEKDAY_PREFIX = rf"(?:(?:{_ALL_WEEKDAYS})(?:{DAY_PARTS_NL})?\.?,?[ \t]+)?"
_NUMERIC_DMY_GLUED = r"(?<![\d.,/-])(?P<a>\d{1,2})(?P<sep>[-/.])(?P<b>\d{1,2})(?P=sep)(?P<year>(?:19|20)\d{2})(?!\d|[.,/-]\d)"
_NUMERIC_DMY = (rf"{_NUM_START}{_WEEKDAY_PREFIX}(?P<a>\d{{1,2}})(?P<sep>\s?[-/.]\s?)(?P<b>\d{{1,2}})(?P=sep)"
                rf"(?P<year>{_QUOTE}?\d{{2}}|\d{{4}}){_NUM_END}")


def _month_day_range_valid(match: re.Match) -> bool:
    """A real month and its days in order: 'Apr 9–11', not 'Apr 11-9'."""
    return _written_valid(MONTHS_EN)(match) and int(match.group("day")) < int(match.group("last")) <= 31


def _written_dmy(months: dict[str, int], weekdays: tuple[str, ...], ordinal: str) -> str:
    return (rf"(?<!\w)(?:(?:{_alternation(weekdays)})(?:{DAY_PARTS_NL})?\.?,?[ \t]+)?(?P<day>\d{{1,2}})(?:{ordinal})?"
            # one or two spaces between day and month: a wider gap is a table's column ('Mar-24    Nov-23')
            rf"(?:[ \t]?[-./][ \t]?|[ \t]{{1,2}})(?:of\s+)?(?P<month>{month_alternation(months)})"
            rf"(?:(?:\s*[-./]\s*|,?\s+|(?<=\.))(?P<year>{_YEAR4}|{_QUOTE}\d{{2}})(?!\w))?")


def _written_ymd(months: dict[str, int]) -> str:
    return (rf"(?<![\w.,/-])(?P<year>{_YEAR4}|{_QUOTE}\d{{2}})(?:\s*[-./]\s*|\s+)(?P<month>{month_alternation(months)})"
            rf"(?:\s*[-./]\s*|\s+)(?P<day>\d{{1,2}})(?!\w)")


def _written_month_year(months: dict[str, int]) -> str:
    return rf"(?<![\w-])(?P<month>{month_alternation(months)}),?\s+(?P<year>{_YEAR4}|{_QUOTE}\d{{2}})(?!\w)"


PATTERNS = (
    PatternSpec("date_numeric_dmy", "DATE", _NUMERIC_DMY, validator=_DMY_VALID, priority=77),
    PatternSpec("date_numeric_mdy", "DATE", _NUMERIC_DMY, languages=("en",), validator=_MDY_VALID,
                priority=77),
    # a US date in a Dutch note, for a stay or a school there ('Flight Academy, Mesa, AZ: 01/23/2023 t/m
    # 08/30/2024'): only where the day cannot come first, with slashes as the US writes them and a four-digit year
    PatternSpec("date_numeric_mdy_in_dutch", "DATE", _NUMERIC_DMY, languages=("nl",),
                validator=_us_date_in_dutch_valid, priority=77),
    # a full date glued to the labels around it in a run-together export ('Geb.:12/04/1988Geslacht:V',
    # 'KWS-export05/06/2024 16:22', 'DOB:08/14/1979AGE:44'): a four-digit year makes it a date whatever touches it
    # (dev notes: 7 such, all gold)
    PatternSpec("date_numeric_dmy_glued", "DATE", _NUMERIC_DMY_GLUED, validator=_DMY_VALID, priority=76),
    PatternSpec("date_numeric_mdy_glued", "DATE", _NUMERIC_DMY_GLUED, languages=("en",), validator=_MDY_VALID,
                priority=76),
    PatternSpec("date_numeric_dmy_spaced", "DATE",
                rf"{_NUM_START}(?P<a>\d{{1,2}}) (?P<b>\d{{1,2}}) (?P<year>{_YEAR4}){_NUM_END}",
                validator=_DMY_VALID, priority=55),
    PatternSpec("date_numeric_ymd", "DATE",
                rf"{_NUM_START}{_WEEKDAY_PREFIX}(?P<year>{_YEAR4}|{_QUOTE}\d{{2}})(?P<sep>[-/.]| )(?P<month>\d{{1,2}})"
                rf"(?P=sep)(?P<day>\d{{1,2}}){_NUM_END}",
                validator=_ymd_valid, priority=77),
    PatternSpec("date_numeric_month_year", "DATE",
                rf"{_NUM_START}(?P<month>\d{{1,2}})[-/.](?P<year>{_YEAR4}){_NUM_END}",
                validator=_month_year_valid, reject_after=UNITS, priority=56),
    # 'was LDL 2022/10', 'Next VL 2025/05', 'not on PharmaNet since 2023-11': a year and its month (two digits; a
    # dot is a decimal or a version) (dev notes: 8 of 8 such gold, 4 found before by other rules)
    PatternSpec("date_numeric_year_month", "DATE",
                rf"{_NUM_START}(?P<year>{_YEAR4})[-/](?P<month>0[1-9]|1[0-2]){_NUM_END}",
                reject_after=UNITS, priority=56),
    PatternSpec("date_written_nl", "DATE", _written_dmy(MONTHS_NL, WEEKDAYS_NL, "e|ste|de"), languages=("nl",),
                validator=_written_valid(MONTHS_NL), priority=78),
    # an English date in a Dutch note (a fitness-to-fly letter in English: 'born 24 July 1994', a reply from a
    # dialysis unit abroad: 'from 6 May until 27 May 2024'): a capitalised month that Dutch spells otherwise, with
    # or without its year (dev notes: 4 such, all gold)
    PatternSpec("date_written_en_in_dutch", "DATE",
                rf"(?<![\w.,/-])(?P<day>\d{{1,2}})(?:st|nd|rd|th)?[ \t]+(?P<month>January|February|March|May|June|July|August"
                rf"|October)(?:[ \t]+(?P<year>{_YEAR4}))?(?!\w)",
                languages=("nl",), flags=0, validator=_written_valid(MONTHS_EN), priority=78),
    # a pasted English e-mail's header in a Dutch note ('Sent: Friday, May 3, 2024 11:42 AM', Sint Maarten): the
    # American order, with its comma and year
    PatternSpec("date_written_en_mdy_in_dutch", "DATE",
                r"(?<![\w.,/-])(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?[ \t]+)?"
                r"(?P<month>January|February|March|April|May|June|July|August|September|October|November|December)"
                rf"[ \t]+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,[ \t]+(?P<year>{_YEAR4})(?!\w)",
                languages=("nl",), flags=0, validator=_written_valid(MONTHS_EN), priority=78),
    PatternSpec("date_written_nl_ymd", "DATE", _written_ymd(MONTHS_NL), languages=("nl",),
                validator=_written_valid(MONTHS_NL), priority=78),
    PatternSpec("date_written_nl_month_year", "DATE", _written_month_year(MONTHS_NL), languages=("nl",),
                validator=_written_valid(MONTHS_NL), priority=70),
    PatternSpec("date_written_en_dmy", "DATE", _written_dmy(MONTHS_EN, WEEKDAYS_EN, "st|nd|rd|th"), languages=("en",),
                validator=_written_valid(MONTHS_EN), priority=78),
    # 'Discharged 23-Oct-24', 'Date: 19-Aug-24': the record systems' dd-Mon-yy, a year of two digits without
    # its apostrophe (only between dashes: 'Wk 8 Jan 29' is January 29th, '#1 Jan 19' a list item)
    PatternSpec("date_written_en_dd_mon_yy", "DATE",
                rf"(?<![\w./-])(?P<day>\d{{1,2}})-(?P<month>{month_alternation(MONTHS_EN)})-(?P<year>\d{{2}})"
                r"(?![\w-]|[:.,/]\d)",
                languages=("en",), validator=_capitalised_month(_written_valid(MONTHS_EN)), priority=79),
    # 'Visit date: Jan 14/25', 'seen in clinic Jan 22/24': month, day and a two-digit year, as Canadian
    # notes write them (dev notes: 17 of 17 gold, none found before)
    PatternSpec("date_written_en_mon_dd_yy", "DATE",
                rf"(?<![\w./-])(?P<month>{month_alternation(MONTHS_EN)})\.?[ \t](?P<day>\d{{1,2}})/(?P<year>\d{{2}})"
                r"(?![\w/-]|[:.,]\d)",
                languages=("en",), validator=_capitalised_month(_written_valid(MONTHS_EN)), priority=79),
    # 'DOB: 1971 Sep 04', '2024-Sep-04': year, month name, day, as some record systems print them
    PatternSpec("date_written_en_ymd", "DATE", _written_ymd(MONTHS_EN), languages=("en",),
                validator=_capitalised_month(_written_valid(MONTHS_EN)),
                priority=78),
    PatternSpec("date_written_en_mdy", "DATE",
                # one or two spaces between month and day: a wider gap is a table's column ('05-Aug      2.1')
                rf"(?<!\w)(?:(?:{_alternation(WEEKDAYS_EN)})\.?,?\s+)?(?P<month>{month_alternation(MONTHS_EN)})[ \t]{{1,2}}"
                # not the hour of a time ('1 July 06:00'); the year may follow the comma at once ('JUN 22,1951')
                rf"(?P<day>\d{{1,2}})(?:st|nd|rd|th)?(?!\d|[:.h]\d)"
                rf"(?:(?:,[ \t]{{0,2}}|[ \t]{{1,2}})(?P<year>{_YEAR4}|{_QUOTE}\d{{2}}))?(?!\w)",
                languages=("en",), validator=_written_valid(MONTHS_EN), reject_after=UNITS, priority=78),
    # 'Apr 9–11', 'Dec 23-29, 2024': a range of days after the month, unspaced, is one date (dev notes: 15 such,
    # all gold; the spaced 'Sept 8 – 11 staff' is a count)
    PatternSpec("date_written_en_month_day_range", "DATE",
                rf"(?<!\w)(?P<month>{month_alternation(MONTHS_EN)})[ \t]{{1,2}}(?P<day>\d{{1,2}})(?:st|nd|rd|th)?[-–]"
                rf"(?P<last>\d{{1,2}})(?:st|nd|rd|th)?(?:,[ \t]{{0,2}}(?P<year>{_YEAR4}))?(?!\d|[:.h]\d)",
                languages=("en",), validator=_month_day_range_valid, priority=79),
    PatternSpec("date_written_en_month_year", "DATE", _written_month_year(MONTHS_EN), languages=("en",),
                validator=_written_valid(MONTHS_EN), priority=70),
    PatternSpec("date_numeric_day_month", "DATE",
                rf"{_NUM_START}(?P<a>\d{{1,2}})(?P<sep>[-/])(?P<b>\d{{1,2}}){_NUM_END}",
                validator=lambda match: calendar_date_valid(match.group("a"), match.group("b")),
                context=DAY_MONTH_CUES, context_window=12, reject_before=_NOT_A_DAY_MONTH_BEFORE,
                reject_after=UNITS + SPAN_UNITS, priority=50),
    # 'Angio 31.08 - no distal target', 'clips out 17.09.', 'intubated 30.08.': a British day and month with a dot
    # (dev notes: 9 of 13 such gold; the other four are times, which a date or a time's cue stands before or 'hrs'
    # after: '13/03 14.05 - pt rang', 'Phone call 12.05', 'at 03.10 hrs'; Dutch notes write times so, not dates)
    PatternSpec("date_dotted_day_month_en", "DATE",
                rf"{_NUM_START}(?P<a>\d{{2}})\.(?P<b>\d{{2}})(?![\w]|[.,/:-]\d|[ \t]*(?i:hrs?|h|am|pm)\b)",
                languages=("en",), validator=_dotted_day_month_valid, reject_before=("at", "call", "called", "@", "time"),
                reject_after=UNITS + SPAN_UNITS, priority=49),
    PatternSpec("date_numeric_month_day", "DATE",
                rf"{_NUM_START}(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}}){_NUM_END}", languages=("en",),
                validator=lambda match: calendar_date_valid(match.group("b"), match.group("a")),
                context=DAY_MONTH_CUES, context_window=10, reject_after=UNITS + SPAN_UNITS, priority=50),
    # '3rd-4th March', '3-5 maart', '12 t/m 14 juni': the first day of a range before a written date
    PatternSpec("date_day_range_start_en", "DATE",
                rf"(?<![\w.,/-])(?P<day>\d{{1,2}}(?:st|nd|rd|th)?)\s?(?:[-–]|to)\s?"
                rf"(?=\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{month_alternation(MONTHS_EN)}))",
                languages=("en",), group="day", validator=_range_day_valid, priority=46),
    PatternSpec("date_day_range_start_nl", "DATE",
                rf"(?<![\w.,/-])(?P<day>\d{{1,2}}(?:e|ste|de)?)\s?(?:[-–]|t/m|tot)\s?"
                rf"(?=\d{{1,2}}(?:e|ste|de)?\s+(?:{month_alternation(MONTHS_NL)}))",
                languages=("nl",), group="day", validator=_range_day_valid, priority=46),
    # 'BCC rug (2019)', 'appendectomy (1998)', 'deployments (2008-2009, 2011)', '(DEXA 2022)', '(HA, 2021)':
    # years in brackets
    PatternSpec("date_year_in_brackets", "DATE",
                rf"\((?:[A-Za-z][\w-]*,?[ \t])?(?P<years>{_YEAR4}(?:\s?(?:[-–,/]|and|en|&)\s?{_YEAR4})*)\)", group="years",
                priority=45),
    # 'leave 8/23/23-11/20/23', 'admitted 3/21-3/27/24': a range ending in a full numeric date
    PatternSpec("date_numeric_range", "DATE",
                rf"{_NUM_START}(?P<first>\d{{1,2}}(?P<sep>[-/.])\d{{1,2}}(?:(?P=sep)(?:\d{{4}}|\d{{2}}))?)[ \t]?[-–][ \t]?"
                rf"(?P<second>\d{{1,2}}(?P=sep)\d{{1,2}}(?P=sep)(?:\d{{4}}|\d{{2}})){_NUM_END}",
                validator=_numeric_range_valid, priority=78),
    # '- 2015 NSTEMI', '2019: TIA': a year opening a line or a list item of a history
    PatternSpec("date_year_opening_line", "DATE",
                rf"^[ \t]*(?:[-*•][ \t]+)?(?P<year>{_YEAR4})(?=:?[ \t]+[A-Za-z])", group="year", flags=re.MULTILINE,
                # a year before a month is a year-month-day date or no date at all ('2018 augustus 38')
                reject_after=UNITS + tuple(MONTHS_NL) + tuple(MONTHS_EN), priority=45),
    # '2008-2009', '1998 - 2003': a range of years ('1950-2000 mg' is a dose range)
    PatternSpec("date_year_range", "DATE", rf"{_NUM_START}{_YEAR4}\s?[-–]\s?{_YEAR4}(?!\w|[.,/-]\d)",
                validator=_ordered_years, reject_after=UNITS, priority=45),
    # '1966-71', '- 1978-83: plater/welder', 'National Service 1957-59': a range of years whose end keeps only its
    # last two digits, later in the same century (dev notes: 60 gold characters, 18 false: a vaccine's season)
    PatternSpec("date_year_range_short_end", "DATE",
                rf"{_NUM_START}{_YEAR4}[-–]\d\d(?![\w/-]|[.,:]\d)",
                validator=_ordered_short_years, reject_after=UNITS, priority=45),
    # '(°1992, 31 j.)': a year of birth after the Belgian birth sign
    PatternSpec("date_birth_year_sign", "DATE", r"(?<=°)[ \t]?(?P<year>(?:19|20)\d\d)(?![\w]|[.,/-]\d)",
                group="year", flags=0, priority=46),
    # '2023-now', '2019-heden': a year to the present (the present itself is no date)
    PatternSpec("date_year_to_now", "DATE",
                rf"{_NUM_START}(?P<year>{_YEAR4})\s?[-–]\s?(?i:now|present|date|heden|nu|today|vandaag)(?!\w)",
                group="year", priority=45),
    # 'Relapses 2016, 2018, 2021': the years after the first in a list of years
    PatternSpec("date_year_list_continued", "DATE",
                # the list opens after a word ('Relapses 2016, ...'), not after a result ('Hb 2016, 2018')
                r"(?:(?<=[a-z]{3}[ \t](?:19|20)\d\d,[ \t])|(?<=(?:19|20)\d\d,[ \t](?:19|20)\d\d,[ \t])"
                r"|(?<=[a-z]{3}[ \t](?:19|20)\d\d[ \t]and[ \t])|(?<=[a-z]{3}[ \t](?:19|20)\d\d[ \t]en[ \t]))"
                r"(?P<year>19[3-9]\d|20[0-3]\d)(?!\w|[.,/-]\d)", group="year", priority=44),
    # 'Mar-24', 'Nov-23' in a table of results: a month and a two-digit year
    PatternSpec("date_month_dash_year", "DATE",
                r"(?<![\w-])(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|jan|feb|mrt|apr|mei|jun|jul|aug|"
                r"sep|okt|nov|dec)-\d{2}(?![\w-])", flags=0, priority=45),
    # 'L mastectomy 2009 (', 'Epclusa 2022)', 'Peru 2016', '(huiduitslag, 2015)', 'Heupprothese links 2012',
    # 'TKP re 2019 (', 'Cholecystectomie 2009 in Nador': a year closing a history item after a word in lower case
    # or a side ('CK 2010,' and 'Hb 2031;' are results)
    PatternSpec("date_year_closing_item", "DATE",
                r"(?:(?<=[a-zà-ÿ]{3}[ \t])|(?<=[a-zà-ÿ]{3},[ \t])|(?<=\b(?:li|re|lo|ro)[ \t])|(?<=\bbdz[ \t]))"
                r"(?P<year>19[3-9]\d|20[0-3]\d)"
                r"(?=[ \t]*(?:[,;:)(]|\.(?:\s|$)|$|[-–][ \t])|[ \t]+(?:in|te|at)[ \t]+[A-Z])", group="year",
                flags=re.MULTILINE, priority=44),
    # 'Vg: AF (DOAC), TIA 2019, ...', 'PMH: MI 2010.': a year after a diagnosis in capitals, in a history list
    PatternSpec("date_year_after_history_item", "DATE",
                r"(?<=[A-Z]{2}[ \t])(?P<year>19[3-9]\d|20[0-3]\d)(?=[ \t]*(?:[,;)(]|\.(?:\s|$)|$))", group="year",
                flags=re.MULTILINE, context=("vg", "voorgeschiedenis", "pmh", "pmhx", "background", "comorbidities",
                                             "comorb", "comorbiditeit", "comorbiditeiten", "nevendiagnosen", "s/p",
                                             "achtergrond", "psh", "hx", "history", "anamnese",
                                             "phx", "pshx", "prev", "previous", "prior", "past", "surgical",
                                             "vaccinations", "vaccines", "immunisations", "immunizations", "imms",
                                             "vaccinaties", "operaties", "ingrepen"),
                context_window=120, priority=44),
    # 'VG: 2019 TIA', 'PMH: 2015 NSTEMI': a year opening a history field
    PatternSpec("date_year_opening_history_field", "DATE",
                r"(?<!\w)(?i:vg|voorgeschiedenis|pmh|pmhx|psh|comorb|hx|history)[ \t]*:[ \t]*(?P<year>19[3-9]\d|20[0-3]\d)"
                r"(?=[ \t]+[A-Za-z]|:)", group="year", priority=45),
    # 'vorige zwangerschap (2021)', 'diefstal (2017, werkstraf)': a year opening brackets after a word
    PatternSpec("date_year_in_brackets_after_word", "DATE",
                r"(?<=[^\W\d_][ \t]\()(?P<year>19[3-9]\d|20[0-3]\d)(?=\)|,[ \t])", group="year", priority=44),
    # 'CABG 2018', 'Hep C: behandeld 2019', 'G2P2. 2019 sectio': any other year of the last 90 years,
    # unless a number stands next to it (audiogram columns '1000  2000  4000', phone groups), a unit
    # follows (a dose: '2000 IE'), or it dates a law or a guideline rather than an event ('MHA 2001',
    # 'ACR 2016 criteria', 'Euro Ewing 2012-schema'). The weakest of the year patterns.
    PatternSpec("date_bare_year", "DATE",
                r"(?<![\w.,/:#+-])(?P<year>19[4-9]\d|20[0-3]\d)(?![\w]|[.,:/-]\d|-[^\W\d_])",
                group="year", flags=0, validator=bare_year_valid,
                # a year before a month is a year-month-day date or no date at all ('2018 augustus 38')
                reject_after=UNITS + SPAN_UNITS + tuple(MONTHS_NL) + tuple(MONTHS_EN)
                + ("hz", "kcal", "u", "stappen", "steps", "cal", "lux", "patients", "patiënten", "cases", "gevallen"),
                priority=35),
    # 'Ramipril       5 mg OD       2018': a year closing a table row after a wide gap (the year started)
    PatternSpec("date_year_closing_row", "DATE",
                r"(?<=\S)(?:[ \t]{3,}|\t)(?P<year>19[5-9]\d|20[0-3]\d)[ \t]*$", group="year", flags=re.MULTILINE,
                priority=44),
    # 'MDO / KWARTAALBESPREKING HEMODIALYSE - Q2 2025', 'Planning OK indicatief Q3 2024': a quarter of a year
    # (dev notes: 3 of 3 gold, none found before)
    PatternSpec("date_quarter_year", "DATE", rf"(?<![\w-])Q[1-4][ \t-]?{_YEAR4}(?![\w/-])", flags=0, priority=46),
    # 'spring 2024', 'zomer 2022', 'voorjaar 2025', "zomer '23", 'winter 22/23', 'winter 2020-2021': a season
    # and its year (or the two years a winter spans)
    PatternSpec("date_season_year", "DATE",
                rf"(?<!\w)(?i:spring|summer|autumn|fall|winter|lente|voorjaar|zomer|najaar|herfst|winter)[ \t]+"
                rf"(?:(?i:of|van)[ \t]+)?(?:{_YEAR4}(?:[/-](?:{_YEAR4}|\d{{2}}))?|['’]\d{{2}}|\d{{2}}/\d{{2}})(?![\w/-])",
                priority=46),
    # 'sinds de zomer', 'since last summer', 'in het voorjaar': a season alone after a cue that dates an event
    PatternSpec("date_season_cued", "DATE",
                r"(?<!\w)(?i:sinds|vanaf|tot|afgelopen|vorige|komende|since|until|last|this|next|over the)"
                r"(?:[ \t]+(?i:de|het|the|last))?[ \t]+(?P<season>(?i:spring|summer|autumn|fall|lente|voorjaar|zomer|"
                r"najaar|herfst))(?![\w-])", group="season", priority=44),
    PatternSpec("date_bare_year", "DATE", rf"(?<![\w.,/'`’-])(?P<year>{_YEAR4})(?![\w]|[.,/-]\d)",
                context=YEAR_CUES, context_window=12, reject_after=UNITS, priority=45),
)
