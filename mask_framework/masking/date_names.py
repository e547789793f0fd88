"""Month and weekday names in English and Dutch, and how to write them back in a given style."""
from __future__ import annotations

from dataclasses import dataclass

MONTHS_FULL = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
}
MONTHS_ABBR = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "nl": ("jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"),
}
# Spellings met in notes besides the canonical ones above: (language, month, abbreviated?)
_EXTRA_MONTHS = {"sept": [("en", 9, True), ("nl", 9, True)], "maa": [("nl", 3, True)],
                 "mar": [("nl", 3, True)]}

WEEKDAYS_FULL = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
}
WEEKDAYS_ABBR = {
    "en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
    "nl": ("ma", "di", "wo", "do", "vr", "za", "zo"),
}
_EXTRA_WEEKDAYS = {"tues": [("en", 1, True)], "thur": [("en", 3, True)], "thurs": [("en", 3, True)]}


@dataclass(frozen=True)
class NameStyle:
    """How a month or weekday name was written: language, abbreviated, trailing dot, letter case."""

    language: str
    abbreviated: bool
    dot: bool
    case: str  # "upper", "title" or "lower"

    def render(self, full: dict, abbr: dict, index: int) -> str:
        word = (abbr if self.abbreviated else full)[self.language][index]
        if self.case == "upper":
            word = word.upper()
        elif self.case == "title":
            word = word[:1].upper() + word[1:]
        else:
            word = word.lower()
        # Abbreviations that are whole words ("mei", "May") take no dot.
        if self.dot and self.abbreviated and word.lower() != full[self.language][index].lower():
            word += "."
        return word


def _table(full: dict, abbr: dict, extra: dict) -> dict[str, list[tuple[str, int, bool]]]:
    table: dict[str, list[tuple[str, int, bool]]] = {}
    for names, abbreviated in ((full, False), (abbr, True)):
        for language, words in names.items():
            for index, word in enumerate(words):
                entry = (language, index + 1, abbreviated)
                if entry not in table.setdefault(word.lower(), []):
                    table[word.lower()].append(entry)
    for word, entries in extra.items():
        known = table.setdefault(word, [])
        for entry in entries:
            if entry not in known:
                known.append(entry)
    return table


_MONTH_TABLE = _table(MONTHS_FULL, MONTHS_ABBR, _EXTRA_MONTHS)
_WEEKDAY_TABLE = _table(WEEKDAYS_FULL, WEEKDAYS_ABBR, _EXTRA_WEEKDAYS)


def word_case(word: str) -> str:
    letters = [ch for ch in word if ch.isalpha()]
    if len(letters) > 1 and all(ch.isupper() for ch in letters):
        return "upper"
    return "title" if letters and letters[0].isupper() else "lower"


def _lookup(table: dict, word: str, language: str) -> tuple[int, NameStyle] | None:
    bare = word.rstrip(".")
    entries = table.get(bare.lower())
    if not entries:
        return None
    preferred = [e for e in entries if e[0] == language] or entries
    entry_language, number, abbreviated = preferred[0]
    return number, NameStyle(entry_language, abbreviated, word.endswith("."), word_case(bare))


def lookup_month(word: str, language: str) -> tuple[int, NameStyle] | None:
    """``(month 1-12, style)`` for a month name such as ``okt.``, ``March``, ``MAART``."""
    return _lookup(_MONTH_TABLE, word, language)


def lookup_weekday(word: str, language: str) -> tuple[int, NameStyle] | None:
    """``(weekday 1-7 with Monday 1, style)`` for a weekday name such as ``ma``, ``Tuesday``."""
    return _lookup(_WEEKDAY_TABLE, word, language)


def render_month(style: NameStyle, month: int) -> str:
    return style.render(MONTHS_FULL, MONTHS_ABBR, month - 1)


def render_weekday(style: NameStyle, weekday: int) -> str:
    return style.render(WEEKDAYS_FULL, WEEKDAYS_ABBR, weekday - 1)


def ordinal_suffix(day: int, language: str, original: str) -> str:
    """The suffix after a day number: 1st/2nd/3rd/4th in English; 1ste/2de or 3e in Dutch."""
    if language == "en" or original.lower() in ("st", "nd", "rd", "th"):
        suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    elif original.lower() == "e":
        suffix = "e"
    else:
        suffix = "ste" if day in (1, 8) or day >= 20 else "de"
    return suffix.upper() if original.isupper() else suffix
