"""Partial dates (DATE) that need context: day-month without a year, a month or a weekday alone.

A bare ``4/10`` is as often a score (VAS 4/10), a fraction (1/2 tablet) or a blood
pressure as a date, so a day-month counts only with evidence of a date: a weekday
before it (``ma 16/11``), a clock time after it (``21/11 19:00``), the first cell of a
table row or a line (``| 9/11 | 188``), a colon opening an entry (``CXR 12/01: ...``), or
a weak cue (``X-ray of 10/30``) -- after a weak cue or before a colon, scores over 10 and
small denominators (``/2``, ``/3``, ``/4``) are refused. A day past 12 (``28/10``,
``24-05``; US ``2/28``) is a date without a cue: no month, score or fraction has one,
except ``24/7``.

Holidays date an event too (``Christmas``, ``kerstvakantie``). A month alone is a date
(``Fall in bathroom April``, ``examens juni``), but ``May`` needs a bracket or a
lower-case word before it. An English weekday abbreviated (``Thurs``) counts only after a
temporal preposition (``since Sat``); written out alone it counts unless a habit or a
schedule surrounds it (``every Friday``, ``Monday clinic``). A Dutch weekday alone
(``mag maandag terug``) counts unless a habit or a schedule surrounds it (``elke zondag``,
``maandag t/m donderdag``). English month and weekday names must be capitalised (``may``,
``march`` are verbs). A day of the month by its ordinal counts after 'the' and a preposition of time
(``on the 17th``), not before an order's or a measure's word (``the 3rd dose``, ``the 50th centile``).
"""
from __future__ import annotations

import re

from mask_framework.patterns.dates import (DAY_PARTS_NL, MONTHS_EN, MONTHS_NL, NOT_A_DATE_BEFORE, RATE_AFTER, SPAN_UNITS,
                                          WEEKDAYS_EN, WEEKDAYS_NL)
from mask_framework.patterns.ids import UNITS
from mask_framework.patterns.spec import PatternSpec, word_alternation as _alt
from mask_framework.patterns.validators import calendar_date_valid

_FULL_WEEKDAYS_EN = WEEKDAYS_EN[:7]
_FULL_WEEKDAYS_NL = WEEKDAYS_NL[:7]
_FULL_MONTHS_EN = tuple(m for m in MONTHS_EN if len(m) > 3)
_FULL_MONTHS_NL = tuple(m for m in MONTHS_NL if len(m) > 4 or m in ("mei", "juni", "juli"))
#: abbreviated months, which may end in a full stop ('late Dec.', 'half nov.', 'early Sept.')
_SHORT_MONTHS_EN = tuple(m for m in MONTHS_EN if m not in _FULL_MONTHS_EN) + ("sept",)
_SHORT_MONTHS_NL = tuple(m for m in MONTHS_NL if m not in _FULL_MONTHS_NL)
#: words after a day-month that make it a dose, score or count, not a date
NOT_A_DATE_AFTER = UNITS + SPAN_UNITS + ("tablet", "tabletten", "tab", "tabs", "pil", "dosis", "dose", "pain", "pijn",
                                          "score", "mmhg", "bpm",
                                          # counts of drinks and pads: '(4-5 cups)', '3-4 koppen koffie'
                                          "cups", "cup", "koppen", "kopjes", "glasses", "glazen", "drinks", "pads",
                                          "cigarettes", "cigs", "sigaretten", "shag")
#: cues too weak on their own: 'X-ray of 10/30', 'foto van 3/11', 'gezien 4/12'
WEAK_DAY_MONTH_CUES = ("of", "van", "seen", "gezien", "dated", "visit", "bezoek", "controle", "admitted", "discharged",
                       "opgenomen", "ontslagen", "handover", "overdracht", "avonddienst", "nachtdienst", "dagdienst",
                       "consult", "performed", "verricht", "done", "gedaan", "raadpleging", "visite",
                       # when something started, ended or is due: 'completed 1/9', 'repeat BMP 1/11', 'getypt 11/03'
                       "completed", "repeat", "started", "stopped", "since", "until", "clinic", "due", "scheduled",
                       "booked", "typed", "dictated", "gestart", "gestopt", "herhalen", "gepland", "getypt",
                       "gedicteerd", "sinds",
                       # an event with a date: 'geplaatst 1/10', 'laatste 1/12' (last period), 'removed 3/11'
                       "geplaatst", "verwijderd", "laatste", "placed", "inserted", "removed", "last",
                       # something sent, taken or reported on a day: 'NGS sent 10/1', 'kweek afgenomen 5/2'
                       "sent", "verstuurd", "taken", "afgenomen", "submitted", "treated", "behandeld", "reported",
                       "gemeld", "received", "ontvangen", "signed", "getekend", "vanaf", "v.a.",
                       # the last (normal) menstrual period: 'LRMP 2/7', 'LMP 12/3', 'LNMP 4/1', 'LM 3/9'
                       "lmp", "lrmp", "lnmp", "lm")


_MONTH_WORD_EN = _alt({*(m.capitalize() for m in _FULL_MONTHS_EN), "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
                       "Aug", "Sep", "Sept", "Oct", "Nov", "Dec"})
_MONTH_WORD_NL = _alt({*_FULL_MONTHS_NL, "jan", "feb", "febr", "mrt", "apr", "jun", "jul", "aug", "sep", "sept",
                       "okt", "nov", "dec"})


def _day_month(order: str):
    def validate(match: re.Match) -> bool:
        a, b = match.group("a"), match.group("b")
        day, month = (a, b) if order == "dm" else (b, a)
        return calendar_date_valid(day, month)
    return validate


def _timed_day_month(order: str):
    """Before a time or a part of the day: not a proper fraction with a denominator up to 4
    ('metoprolol 1/2 's avonds', '3/4 om 8:00' are doses)."""
    calendar = _day_month(order)

    def validate(match: re.Match) -> bool:
        a, b = int(match.group("a")), int(match.group("b"))
        return calendar(match) and not (a < b <= 4)
    return validate


#: British notes count months in twelfths: 'clinic review 3/12', 'sexual hx (last 3/12)' are three months
_TWELFTHS_BEFORE = re.compile(r"(?i:\b(?:review|rv|last|past|next|for|in|over|within|after|f/u|fu|follow[- ]?up))"
                              r"[ \t(]*\Z")


def _weak_day_month(order: str):
    """After a weak cue: no x/10 score, no fraction with a denominator up to 4, no months counted
    in twelfths after 'review', 'last', 'in' ('review 3/12')."""
    calendar = _day_month(order)

    def validate(match: re.Match) -> bool:
        if match.group("sep") == "/" and match.group("b") == "12" \
                and _TWELFTHS_BEFORE.search(match.string, max(0, match.start() - 20), match.start()):
            return False
        return calendar(match) and int(match.group("b")) not in (2, 3, 4, 10)
    return validate


#: a day and a month ('4/10', '8-11'), and what may not stand before or after them (no longer number or code)
DAY_MONTH = r"(?P<a>\d{1,2})(?P<sep>[-/])(?P<b>\d{1,2})"
# not part of a clock time's range either: '10:30-11:45' holds no '30-11'
NUMBER_END = rf"(?![\w]|[.,/:-]\d|{RATE_AFTER})"
NUMBER_START = r"(?<![\w.,/-])(?<!\d:)"
# a clock time ('21/11 19:00', '10/3 rond 13:30') or a part of the day ('7/3 's avonds') after the day-month
_TIME = (r"[ \t]+(?:(?:(?i:om|at|rond|around|approx\.?|ca\.?|~)[ \t]*)?(?:[01]?\d|2[0-3])[:.u]\d{2}(?!\d)"
         r"|(?:AM|PM)\b|['’]s[ \t](?i:ochtends|morgens|middags|avonds|nachts)\b"
         r"|(?i:in[ \t]the[ \t](?:morning|afternoon|evening|night))\b)")
#: words before a Dutch weekday that make it a habit, not a day: 'elke zondag', 'iedere dinsdagmiddag',
#: 'craving vooral vrijdagavond', 'vrije woensdag'
_NOT_AFTER_HABIT_NL = "".join(rf"(?<!(?i:{word})[ \t])" for word in ("elke", "iedere", "vooral", "vrije"))
# 'ma 16/11', 'donderdagavond 7/3': a weekday, in Dutch also with its part of the day
_WEEKDAY = rf"(?:(?:{_alt(_FULL_WEEKDAYS_NL)})(?:{DAY_PARTS_NL})|{_alt(WEEKDAYS_NL + WEEKDAYS_EN)})\.?,?[ \t]+"


#: a weekday and a dash right before another weekday: a range of days ('Mon-Fri', 'ma–vr')
_WEEKDAY_AND_DASH_BEFORE = re.compile(rf"(?<!\w)(?i:{_alt(WEEKDAYS_NL + WEEKDAYS_EN)})\.?[-–]\Z")


def _not_after_a_weekday_and_dash(validator):
    def validate(match: re.Match) -> bool:
        start = match.start()
        return validator(match) and not _WEEKDAY_AND_DASH_BEFORE.search(match.string, max(0, start - 12), start)
    return validate


def _specs_for(order: str, languages: tuple[str, ...]):
    suffix = "" if order == "dm" else "_us"
    return (
        # (not the last day of a range of weekdays: 'ma-vr, 9-12 u', '(Mon-Fri 9-4)' give opening hours; a range of
        # dates is dates: 'Sat 13/07–Mon 15/07')
        PatternSpec(f"date_weekday_day_month{suffix}", "DATE", rf"(?<!\w){_WEEKDAY}{DAY_MONTH}{NUMBER_END}", languages=languages,
                    validator=_not_after_a_weekday_and_dash(_day_month(order)), reject_after=NOT_A_DATE_AFTER, priority=52),
        PatternSpec(f"date_day_month_time{suffix}", "DATE", rf"{NUMBER_START}(?P<date>{DAY_MONTH}){_TIME}", languages=languages,
                    validator=_timed_day_month(order), group="date", reject_before=NOT_A_DATE_BEFORE, priority=51),
        # '07-12 09:15  Vervoer ...': a log entry's day-month and time open its line, so a score's label at the end
        # of the line above ('RR', the writer's initials) does not make it a value
        PatternSpec(f"date_day_month_time_line_start{suffix}", "DATE", rf"^[ \t]*(?P<date>{DAY_MONTH}){_TIME}",
                    languages=languages, validator=_timed_day_month(order), group="date", flags=re.MULTILINE,
                    priority=51),
        PatternSpec(f"date_day_month_row_start{suffix}", "DATE",
                    rf"^[ \t]*(?:\|[ \t]*|[-*•][ \t]+)?(?P<date>{DAY_MONTH})(?=[ \t]*\||:[ \t]|\t|[ \t]{{2}}|[ \t][-–—][ \t])",
                    languages=languages, validator=_day_month(order), group="date", flags=re.MULTILINE, priority=51),
        # 'CXR 12/01: worsening', 'Lab 3/11: Hb 7.1', 'Lab (3/1): Hb': a day-month that opens an entry
        PatternSpec(f"date_day_month_colon{suffix}", "DATE", rf"(?:{NUMBER_START}|(?<=\())(?P<date>{DAY_MONTH})\)?:(?=[ \t]|$)",
                    languages=languages, validator=_weak_day_month(order), group="date", flags=re.MULTILINE,
                    reject_before=NOT_A_DATE_BEFORE, priority=50),
        PatternSpec(f"date_day_month_weak_cue{suffix}", "DATE", rf"{NUMBER_START}{DAY_MONTH}{NUMBER_END}", languages=languages,
                    validator=_weak_day_month(order), context=WEAK_DAY_MONTH_CUES, context_window=14,
                    reject_before=NOT_A_DATE_BEFORE, reject_after=NOT_A_DATE_AFTER, priority=49),
    )


def _unambiguous_day_month(order: str):
    """A day past 12 cannot be a month: '28/10', '24-05' (US '2/28') are dates
    even without a cue. '24/7' (round the clock) is not."""
    calendar = _day_month(order)

    def validate(match: re.Match) -> bool:
        a, b = int(match.group("a")), int(match.group("b"))
        day = a if order == "dm" else b
        return day > 12 and calendar(match) and (a, b) != (24, 7)
    return validate


def _zero_padded_day_month(order: str):
    """'(echo 12/01)', 'bereikt 11/03': a day or month written with a leading zero is a date;
    scores and fractions are not written so ('3/4', '4/10')."""
    calendar = _day_month(order)

    def validate(match: re.Match) -> bool:
        return calendar(match) and "0" in (match.group("a")[0], match.group("b")[0]) \
            and len(match.group("a")) == len(match.group("b")) == 2
    return validate


def _range_ends(match: re.Match) -> tuple[tuple[str, str], tuple[str, str]]:
    """The two day-months of a range, each as written: (number before the separator, number after)."""
    return (match.group("a"), match.group("b")), (match.group("c"), match.group("d"))


def _range_of_day_months(order: str):
    def validate(match: re.Match) -> bool:
        return all(calendar_date_valid(*(pair if order == "dm" else pair[::-1])) for pair in _range_ends(match))
    return validate


def _range_of_day_months_in_words(order: str):
    """'periode 11-10 t/m 05-11', 'IVIG (10/7 to 14/7)': with a slash, the number before it must pass the
    number after it once, which no fraction does ('review at 3/12 to 6/12', 'pain 4/10 to 6/10')."""
    calendar = _range_of_day_months(order)

    def validate(match: re.Match) -> bool:
        return calendar(match) and (match.group("sep") != "/"
                                    or any(int(above) > int(below) for above, below in _range_ends(match)))
    return validate


def _unambiguous_specs():
    orders = (("dm", "", ("en", "nl")), ("md", "_us", ("en",)))
    return tuple(
        PatternSpec(f"date_day_month_unambiguous{suffix}", "DATE", rf"{NUMBER_START}{DAY_MONTH}{NUMBER_END}", languages=languages,
                    validator=_unambiguous_day_month(order), reject_before=NOT_A_DATE_BEFORE,
                    reject_after=NOT_A_DATE_AFTER, priority=48)
        for order, suffix, languages in orders
    ) + tuple(
        PatternSpec(f"date_day_month_zero_padded{suffix}", "DATE", rf"{NUMBER_START}{DAY_MONTH}{NUMBER_END}", languages=languages,
                    validator=_zero_padded_day_month(order), reject_before=NOT_A_DATE_BEFORE,
                    reject_after=NOT_A_DATE_AFTER + ("u", "h", "uur", "hrs", "hr"), priority=48)
        for order, suffix, languages in orders
    ) + tuple(
        # 's/p hospitalization 4/9-4/15', 'note for 10/8-10/9': a range of two day-months, same separator
        PatternSpec(f"date_day_month_range{suffix}", "DATE",
                    rf"{NUMBER_START}(?P<a>\d{{1,2}})(?P<sep>[-/])(?P<b>\d{{1,2}})[ \t]?[-–][ \t]?(?P<c>\d{{1,2}})(?P=sep)(?P<d>\d{{1,2}}){NUMBER_END}",
                    languages=languages, validator=_range_of_day_months(order), reject_before=NOT_A_DATE_BEFORE,
                    reject_after=NOT_A_DATE_AFTER, priority=49)
        for order, suffix, languages in orders
    ) + tuple(
        # 'offshore 12-12 t/m 26-12', 'IVIG x 5 days (10/7 to 14/7)': the same joined by a word ('and' joins
        # scores too: 'Apgar 8/10 & 9/10', 'at 3/12 and 6/12'). Each day-month is a date of its own, the
        # word between them no part of either
        PatternSpec(f"date_day_month_range_words_{end}{suffix}", "DATE",
                    rf"{NUMBER_START}(?P<first>(?P<a>\d{{1,2}})(?P<sep>[-/])(?P<b>\d{{1,2}}))[ \t]+"
                    rf"(?:t/m|tot(?: en met)?|to|until|till|through|thru)[ \t]+(?P<last>(?P<c>\d{{1,2}})(?P=sep)(?P<d>\d{{1,2}})){NUMBER_END}",
                    # above a day-month alone ('05-11' of '11-10 t/m 05-11' is a date by itself), which would
                    # otherwise outrank the range that vouches for the other end
                    languages=languages, group=end, validator=_range_of_day_months_in_words(order),
                    reject_before=NOT_A_DATE_BEFORE, reject_after=NOT_A_DATE_AFTER, priority=51)
        for order, suffix, languages in orders for end in ("first", "last")
    )


def _day_month_list(order: str):
    """'(18/7, 25/7, 1/8)', 'counsellor (6/3, 20/3, 3/4)': a list of day-months one of which has a
    day past 12 is a list of dates; every item must be a calendar day."""
    def validate(match: re.Match) -> bool:
        pairs = re.findall(r"(\d{1,2})/(\d{1,2})", match.group(0))
        day_months = [pair if order == "dm" else pair[::-1] for pair in pairs]
        return all(calendar_date_valid(*pair) for pair in day_months) \
            and any(int(day) > 12 for day, _ in day_months) \
            and (24, 7) not in {(int(a), int(b)) for a, b in pairs}
    return validate


def _list_specs():
    item = r"\d{1,2}/\d{1,2}"
    orders = (("dm", "", ("en", "nl")), ("md", "_us", ("en",)))
    return tuple(
        PatternSpec(f"date_day_month_list{suffix}", "DATE", rf"{NUMBER_START}{item}(?:,[ \t]?{item})+{NUMBER_END}",
                    languages=languages, validator=_day_month_list(order), reject_before=NOT_A_DATE_BEFORE,
                    reject_after=NOT_A_DATE_AFTER, priority=49)
        for order, suffix, languages in orders
    )


def _day_month_either_order(match: re.Match) -> bool:
    """'19/11' or '4/27': a calendar day and month in either order (the interval before it says
    it is a date; the order is the writer's)."""
    first, second = re.split(r"[/.-]", match.group("date"))
    return calendar_date_valid(first, second) or calendar_date_valid(second, first)


#: holidays, which date an event as well as a day-month does
_HOLIDAY_EN = (r"(?:Christmas|Xmas|Easter|Thanksgiving|Halloween|Boxing Day|Good Friday|Easter Monday"
    r"|New Year['’]?s?(?: Day| Eve)?|Hanukkah|Diwali|Ramadan|Eid(?: al-(?:Fitr|Adha))?|Hari Raya(?: \w+)?"
    r"|Chinese New Year|Lunar New Year|Deepavali|Valentine['’]s Day|Mother['’]s Day|Father['’]s Day"
    r"|St\.? Patrick['’]s Day|Anzac Day|Canada Day|Australia Day|Waitangi Day|Hogmanay|Bonfire Night"
    # more public and religious days ('ran the marathon today (Patriots' Day)', 'Night of Holy Thursday')
    r"|Patriots['’]? Day|Memorial Day|Labou?r Day|Independence Day|Fourth of July|July 4th|Juneteenth"
    r"|Presidents['’]? Day|(?:Martin Luther King(?: Jr\.?)?|MLK) Day|Veterans['’]? Day|Remembrance (?:Day|Sunday)"
    r"|Victoria Day|Guy Fawkes(?: Night)?|Burns Night|St\.? (?:Andrew|David)['’]s Day|(?:August |May |Easter )?Bank Holiday"
    r"|Ash Wednesday|Holy Thursday|Maundy Thursday|Palm Sunday|Easter Sunday|Whitsun|Passover|Yom Kippur"
    r"|Rosh Hashanah|Holi|Vesak|Matariki|(?:King|Queen)['’]s Birthday"
    # a school holiday by its month: 'February half-term', 'October half term'
    r"|(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) half[- ]term)(?: (?:Eve|Day))?")
_HOLIDAY_NL = (r"(?:kerst(?:mis|dagen|avond)?|(?:eerste|tweede) (?:kerst|paas|pinkster)dag|pasen|pinksteren|hemelvaart(?:sdag)?"
    r"|oudejaarsavond|oud en nieuw|nieuwjaar(?:sdag)?|koningsdag|sinterklaas|carnaval|allerheiligen"
    r"|(?:herfst|kerst|krokus|voorjaars|paas|mei|zomer)vakantie|ramadan|suikerfeest|offerfeest|divali"
    r"|moederdag|vaderdag|valentijnsdag|bevrijdingsdag|driekoningen|allerzielen|prinsjesdag"
    # 'carnavalsmaandag', 'pakjesavond', 'paasmaandag', 'Goede Vrijdag', 'Keti Koti'
    r"|carnavals(?:zaterdag|zondag|maandag|dinsdag)|pakjesavond|sinterklaasavond|paas(?:zondag|maandag)"
    r"|pinkster(?:zondag|maandag)|goede vrijdag|witte donderdag|aswoensdag|oudejaarsdag|dodenherdenking"
    r"|keti koti|chanoeka|nationale feestdag|sint-maarten)")


def _spec(name, regex, languages, group, flags=0, priority=44):
    return PatternSpec(name, "DATE", regex, languages=languages, group=group, flags=flags, priority=priority)


PATTERNS = _specs_for("dm", ("en", "nl")) + _specs_for("md", ("en",)) + _unambiguous_specs() + _list_specs() + (
    _spec("date_month_alone_en",
          rf"(?<!\w)(?:(?i:in|since|from|until|till|during|end of|beginning of|last|next|this|by|booked|planned for|"
          rf"due|scheduled for)[ \t]+"
          rf"(?:~[ \t]?|(?i:approx\.?|about|around|ca\.?)[ \t]+)?"
          rf"|~?(?i:early|late|mid)[ \t-])"
          rf"(?P<month>{_alt(m.capitalize() for m in _FULL_MONTHS_EN)})(?![\w-])", ("en",), "month"),
    # 'over 3 weken (26/11)', 'binnen 2 weken (19/08)', 'review in 2 wks (12/4)': the day-month an
    # interval ends on, in brackets after it (dev notes: 6 of 6 such brackets are gold dates)
    PatternSpec("date_after_interval", "DATE",
                r"(?<!\w)(?i:over|binnen|na|in|within|after)[ \t]+\d{1,2}[ \t]*"
                r"(?i:weken|wkn|wk|dagen|maanden|mnd|weeks|wks|days|months|mths|mo|/52|/12|/7)\.?[ \t]*"
                r"\((?P<date>\d{1,2}[/.-]\d{1,2})(?=\))",
                group="date", flags=0, validator=_day_month_either_order, priority=49),
    # 'Oct-Dec 2022', 'Feb-Aug 2008', 'juli-aug', 'mrt-aug 2007': a range of months, with its year if any
    PatternSpec("date_month_range_en", "DATE",
                rf"(?<![\w-])(?:{_MONTH_WORD_EN})\.?[ \t]?[-–][ \t]?(?:{_MONTH_WORD_EN})\.?(?:[ \t]+(?:19|20)\d{{2}})?(?![\w-])",
                languages=("en",), flags=0, priority=48),
    PatternSpec("date_month_range_nl", "DATE",
                rf"(?<![\w-])(?:{_MONTH_WORD_NL})\.?[ \t]?[-–][ \t]?(?:{_MONTH_WORD_NL})\.?(?:[ \t]+(?:19|20)\d{{2}})?(?![\w-])",
                languages=("nl",), flags=re.IGNORECASE, priority=48),
    # 'DAFNE course first (November)', 'Fall in bathroom April', 'examens juni gespreid': a full month
    # alone, capitalised in English and in lower case in Dutch (where 'April', 'Juli' are first names).
    # On the dev notes 489 of 489 such English months (but 'May') and 866 of 869 Dutch ones are gold or
    # found already; a name that starts with one ('April Jones') is a longer NAME span and wins. Not after
    # a number (nor before one in English): whole dates have their own patterns, which refuse
    # '2018 augustus 38'; 'sinds januari 4 exacerbaties' is a date
    _spec("date_month_lone_en",
          rf"(?<![\w-])(?<!\d[ \t])(?P<month>{_alt(m.capitalize() for m in _FULL_MONTHS_EN)})(?![\w-])(?![ \t]*\d)",
          ("en",), "month"),
    _spec("date_month_lone_nl", rf"(?<![\w-])(?<!\d[ \t])(?P<month>{_alt(_FULL_MONTHS_NL)})(?![\w-])",
          ("nl",), "month"),
    # 'HbA1c 6.4% (May)', 'dated for May, largely': 'May' after a bracket, a tilde or a lower-case word and
    # not before one (a sentence's 'May resume' is the verb)
    _spec("date_may_lone_en", r"(?:(?<=\()|(?<=~)|(?<=[a-z][ \t]))(?P<month>May)(?![\w'’-])(?![ \t]+[a-z])",
          ("en",), "month"),
    # 'since approx Oct.', 'end Nov', 'due Apr.': an abbreviated month after a cue that only dates take
    _spec("date_short_month_alone_en",
          r"(?<!\w)(?i:since|until|till|from|by|end|early|late|mid|due|approx\.?|~)[ \t-]+(?:(?i:approx\.?)[ \t]+)?"
          r"(?P<month>Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?(?![\w-])", ("en",), "month"),
    # 'since May', 'mid-May': the one month that is also a name and a verb, after a cue that only dates take
    _spec("date_may_alone_en", r"(?<!\w)(?:(?i:since|until|till|in)[ \t]+|~?(?i:early|late|mid)[ \t-])(?P<month>May)(?![\w'’-])",
          ("en",), "month"),
    # 'gestopt in feb.', 'sinds okt.', '(sinds nov)': an abbreviated month after a cue, closed by a full stop or bracket
    _spec("date_short_month_alone_nl",
          r"(?<!\w)(?:in|sinds|vanaf|eind|begin|medio|half|tot|sedert)[ \t]+"
          r"(?P<month>(?:jan|feb|febr|mrt|apr|jun|jul|aug|sep|sept|okt|nov|dec)(?:\.|(?=[ \t]*[),;])))", ("nl",), "month",
          re.IGNORECASE),
    # 'early 2023', 'mid-2025', 'late March', 'eind mei', 'begin 2024', 'late 1970s', 'late Dec 2022', 'end-Jan',
    # 'half nov.': the qualifier belongs to the date (dev notes: 20 of 30 qualifiers before a found month are gold)
    PatternSpec("date_qualified_period", "DATE",
                rf"(?<![\w-])(?i:early|mid|late|end|begin|eind|half|medio)(?:[ \t]+|-)"
                rf"(?:(?:(?:{_alt(m.capitalize() for m in _SHORT_MONTHS_EN)}|(?i:{_alt(_SHORT_MONTHS_NL)}))\.?"
                rf"|{_alt(m.capitalize() for m in _FULL_MONTHS_EN)}|(?i:{_alt(_FULL_MONTHS_NL)}))"
                rf"(?:[ \t]+(?:19|20)\d{{2}})?|(?:19|20)\d{{2}}|(?:19|20)\d0['’]?s)(?![\w-])",
                # above the written month-year it contains ('Dec 2022'), so the qualifier is not cut off
                languages=("en", "nl"), flags=0, priority=79),
    # holidays date an event as well as a day-month does: 'driving home (Christmas)', 'na de kerstvakantie'
    _spec("date_holiday_en", rf"(?<![\w-])(?P<day>{_HOLIDAY_EN}(?:,? (?:19|20)\d{{2}})?)(?![\w-])", ("en",), "day"),
    _spec("date_holiday_nl", rf"(?<![\w-])(?P<day>{_HOLIDAY_NL}(?: (?:19|20)\d{{2}})?)(?![\w-])", ("nl",), "day",
          re.IGNORECASE),
    # with its year, above the cued year it contains ('sinds kerst 2023'), so the holiday is not cut off; without
    # one, below an address ('18 Easter Road')
    _spec("date_holiday_year_en", rf"(?<![\w-])(?P<day>{_HOLIDAY_EN},? (?:19|20)\d{{2}})(?![\w-])", ("en",), "day",
          priority=80),
    _spec("date_holiday_year_nl", rf"(?<![\w-])(?P<day>{_HOLIDAY_NL} (?:19|20)\d{{2}})(?![\w-])", ("nl",), "day",
          re.IGNORECASE, priority=80),
    # 'start gepland week 10', 'RAPPORTAGE - week 37': a calendar week after a planning cue or a dash
    # 'last seen ~2019': an approximate year (not '~2000 ml')
    PatternSpec("date_approximate_year", "DATE", r"(?<![\w~])~[ \t]?(?P<year>(?:19|20)\d{2})(?![\w]|[.,/-]\d)",
                group="year", flags=0, reject_after=NOT_A_DATE_AFTER, priority=44),
    # 'penicillin (rash, 1990s)', 'institutionalized in the 1990s': a decade written with its century
    # (dev notes: 6 such decades, all dates; Dutch "jaren '60" dates a house as often as a person's past)
    PatternSpec("date_decade", "DATE", r"(?<![\w'’-])(?P<decade>(?:19|20)\d0['’]?s)(?![\w-])",
                group="decade", flags=0, priority=44),
    # 'called 999 on the 17th', 'on FIFO swing till the 19th', 'can i get the 23rd?': a day of the month by its
    # ordinal after 'the' and a preposition of time, not an order or a measure ('the 50th centile', 'on the
    # 3rd day', 'the 2nd dose') (dev notes: 48 gold characters for 4 false)
    PatternSpec("date_ordinal_day_en", "DATE",
                r"(?<!\w)(?i:on|until|till|by|from|since|before|after|get|the)[ \t]+the[ \t]+"
                r"(?P<day>(?:[12]?\d|3[01])(?:st|nd|rd|th))\b"
                r"(?![ \t]*(?i:of|week|day|centile|percentile|time|cycle|dose|birthday|floor|fl|year|month|hour|minute|"
                r"trimester|line|generation|grade|rib|toe|finger|metatarsal|digit|decade|attempt|session|visit|episode|"
                r"admission|child|pregnancy|stage|%))",
                languages=("en",), group="day", flags=0, priority=44),
    PatternSpec("date_calendar_week_nl", "DATE",
                r"(?:(?<!\w)(?:gepland|start|gestart|vanaf|rond|begin|eind|uiterlijk|per)[ \t]+|[-–][ \t]+)"
                r"(?P<week>week[ \t]?(?:[1-9]|[1-4]\d|5[0-3]))(?!\w|[ \t]*(?:na|post|van de zwangerschap|\+|AD))",
                languages=("nl",), group="week", flags=re.IGNORECASE, priority=44),
    _spec("date_weekday_cued_en",
          rf"(?<!\w)(?i:on|since|until|till|by|last|next|this|from|before|after)[ \t]+"
          # abbreviated too ('since Sat', 'last Thurs', 'on Wed.'; dev notes: 44 of 47 gold, the 3 others already found)
          rf"(?P<day>{_alt(d.capitalize() for d in _FULL_WEEKDAYS_EN)}|(?:{_alt(d.capitalize() for d in WEEKDAYS_EN[7:])})\.?)"
          rf"(?![\w/-])", ("en",), "day"),
    _spec("date_weekday_cued_nl",
          # 'laatst' is the last time, as 'last' is ('cocaïne "soms" (laatst vrijdag)'; dev notes: 4 of 4 gold)
          rf"(?<!\w)(?:op|sinds|vanaf|tot|afgelopen|vorige|komende|volgende|a\.s\.|aanstaande|uiterlijk|gepland|"
          rf"ontslag|laatst)[ \t]+(?P<day>{_alt(_FULL_WEEKDAYS_NL)})(?![\w-])", ("nl",), "day", re.IGNORECASE),
    # 'sinds donderdagavond', 'sinds vrijdagmiddag sloom': a weekday with its part of the day since or until which
    # something holds (after 'op' it is as often a habit: 'aderlating op dinsdagmiddag', 'buikpijn op zondagavond')
    _spec("date_weekday_part_cued_nl",
          rf"(?<!\w)(?:sinds|vanaf|afgelopen|vorige|komende|volgende|a\.s\.|aanstaande|uiterlijk)[ \t]+"
          rf"(?P<day>(?:{_alt(_FULL_WEEKDAYS_NL)})(?:{DAY_PARTS_NL}))(?![\w-])", ("nl",), "day", re.IGNORECASE),
    # 'werden zondagochtend door de brandweer gevonden', 'Dinsdagmiddag al veel beter': a weekday with its part of the
    # day names one day whatever comes before, but a habit ('op dinsdagmiddag', 'elke zondagavond', 'vrije
    # dinsdagmiddag', 'craving vooral vrijdagavond', a schedule in brackets) (dev notes: 19 of 21 gold)
    _spec("date_weekday_part_nl",
          rf"(?<![\w(-])(?<!(?i:op)[ \t]){_NOT_AFTER_HABIT_NL}"
          rf"(?P<day>(?:{_alt(_FULL_WEEKDAYS_NL)})(?:{DAY_PARTS_NL}))(?![\w-])", ("nl",), "day", re.IGNORECASE),
    # 'Ontslag verwacht woensdag', 'mag maandag terug', 'zaterdag nog maar 400 ml urine': a Dutch weekday alone
    # names a day as often as not, unless it is a habit or a schedule ('elke zondag', 'maandag t/m donderdag',
    # 'ma en vrijdag', '1x/wk (vrijdag)', a table's cell). Dev notes, among the weekdays not found before: 44 of 61
    # of this shape gold; with those left out 51 of 86
    _spec("date_weekday_alone_nl",
          rf"(?<![\w(|/-]){_NOT_AFTER_HABIT_NL}"
          rf"(?<!t/m[ \t])(?<!(?i:of)[ \t])(?<!(?i:en)[ \t])(?<!(?i:tot)[ \t])"
          rf"(?P<day>{_alt(_FULL_WEEKDAYS_NL)})(?![\w-])(?![ \t]*(?:t/m|en\b|of\b|tot\b|[-/)|]))",
          ("nl",), "day", re.IGNORECASE),
    # 'Family dog had 2 ticks off Wednesday', 'Wesner flying in Saturday': an English weekday written out, alone,
    # outside a habit or a schedule ('every Friday', 'Monday to Thursday', 'Tuesday clinic', 'Fridays', 'Tuesday
    # mornings'). Dev notes: 16 of 22 of this shape gold among the weekdays not found before (171 of 188 over all);
    # with a part of one day after it ('Friday night') or a bracket closing after it, 9 of 14 more (session 31)
    _spec("date_weekday_alone_en",
          rf"(?<![\w(|/-])(?<!every[ \t])(?<!each[ \t])(?<!to[ \t])(?<!or[ \t])(?<!and[ \t])(?<!&[ \t])"
          rf"(?P<day>{_alt(d.capitalize() for d in _FULL_WEEKDAYS_EN)})(?![\w-])"
          r"(?![ \t]*(?:to\b|and\b|or\b|&|[-/|–]|clinic|list|mornings|afternoons|evenings|nights|am\b|pm\b))",
          ("en",), "day"),
    # 'RAMQ ... exp. 2027-04', 'MCP ... Exp 2026-11': a card's expiry as year and month (other month-year shapes are
    # dates without a cue)
    _spec("date_year_month_after_expiry",
          r"(?<!\w)(?i:exp\.?|expiry|expires|valid until|geldig tot|vervalt)[ \t]*:?[ \t]*"
          r"(?P<month>(?:19|20)\d{2}-(?:0[1-9]|1[0-2]))(?![\w/-]|\.\d)", ("en", "nl"), "month"),
    # 'falls x1 in Oct.', 'seen in Sept, ...': an abbreviated month after 'in' that closes the phrase
    _spec("date_short_month_after_in_en",
          r"(?<!\w)(?i:in|during)[ \t]+(?P<month>Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)"
          r"(?=\.?[ \t]*[,;)]|\.(?:\s|$)|[ \t]*$)", ("en",), "month", re.MULTILINE),
    # 'call Mon 11th', 'Tuesday 5th': a weekday and an ordinal day
    _spec("date_weekday_ordinal_en",
          r"(?<!\w)(?P<day>(?:Mon|Tues?|Wed|Thur?s?|Fri|Sat|Sun|" + _alt(d.capitalize() for d in _FULL_WEEKDAYS_EN)
          + r")\.?[ \t]+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))(?!\w)", ("en",), "day"),
    # 'not attended since Term 3 2023', 'back Term 3': a school term (capitalised: 'term' alone is a pregnancy's)
    _spec("date_school_term_year_en", r"(?<![\w-])(?P<term>Term[ \t][1-4][ \t](?:19|20)\d{2})(?![\w-])", ("en",), "term"),
    _spec("date_school_term_cued_en",
          r"(?<!\w)(?i:since|from|until|back|after|before|during|in)[ \t]+(?P<term>Term[ \t][1-4])(?![\w-])",
          ("en",), "term"),
    # 'OGTT (Feb) normal', 'phone stolen Oct', 'completed Mar. Recheck': a capitalised abbreviated month
    # alone (dev notes: 30 of 30 such months are dates). Not one opening a line (a heading, or 'Dec air
    # entry' for 'decreased') or opening a sentence before a lower-case word, not one with a number
    # after it (whole dates have their own patterns)
    _spec("date_short_month_lone_en",
          r"(?<![\w-])(?<!\d[ \t])(?<!^)(?!(?<=[.!?][ \t])(?:Dec|Mar)[ \t]+[a-z])"
          r"(?P<month>Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?(?![\w-])(?![ \t]*\d)",
          ("en",), "month", re.MULTILINE),
    # 'Calpro jan.: 380', 'sinds sept - ...', 'gestopt okt': an abbreviated Dutch month alone, in lower
    # case or capitalised (capitals are reflexes and teams: 'APR', 'OKT'); not the pharmacist's title
    # before a name ('apr. E. Van Damme') nor 'dec. cordis' (decompensatio)
    _spec("date_short_month_lone_nl",
          r"(?<![\w-])(?<!\d[ \t])(?P<month>(?:[Jj]an|[Ff]ebr?|[Mm]rt|[Aa]pr|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ept?|[Oo]kt|[Nn]ov|[Dd]ec)\.?)"
          r"(?![\w-])(?![ \t.]*\d)(?!(?<=[Aa]pr)\.?[ \t]+[A-Z])(?!(?<=apr\.)[ \t]+[A-Z])(?![ \t.]*(?i:cordis|comp))",
          ("nl",), "month"),
    # '(aug)', '(okt 2023)': an abbreviated Dutch month alone in brackets
    _spec("date_short_month_bracketed_nl",
          r"(?<=\()(?P<month>(?i:jan|feb|febr|mrt|apr|jun|jul|aug|sep|sept|okt|nov|dec))\.?(?=[ \t]*[),;]|[ \t]+\d{4})",
          ("nl",), "month"),
)
