"""Parse a date as written in an English or Dutch note, and write another date the same way.

``parse_date`` turns ``3 okt. 2004``, ``ma 04/05/2009``, ``March 3rd, 2020`` or ``1987``
into a ``ParsedDate``: the values it found plus a template of the written form
(separators, zero padding, month-name language/abbreviation/case, two- or four-digit
year, weekday). ``render`` writes any other date through that template, recomputing
the weekday and ordinal suffix. Anything it cannot read returns ``None`` -- the caller
must then redact, never keep the text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, timedelta

from mask_framework.masking.date_names import (
    NameStyle, lookup_month, lookup_weekday, ordinal_suffix, render_month, render_weekday)

TWO_DIGIT_PIVOT = 50  # '49 -> 2049, '50 -> 1950: fixed, so a run next year reads dates the same way
_TOKENS = re.compile(r"\d+|[^\W\d_]+\.?|[^\w]+|_+")
_ALLOWED_LITERAL = re.compile(r"[\s,./\-'\u2019]*")
_FILLERS = {"the", "of", "de", "den"}
_ORDINALS = {"st", "nd", "rd", "th", "e", "ste", "de"}


@dataclass(frozen=True)
class Part:
    kind: str  # lit, day, ordinal, month, monthname, year, weekday
    text: str = ""  # lit: the literal; ordinal: the suffix as written
    pad: bool = False  # day/month: zero-padded; year: True for four digits
    style: NameStyle | None = None


@dataclass(frozen=True)
class ParsedDate:
    parts: tuple[Part, ...]
    year: int | None
    month: int | None
    day: int | None
    language: str

    @property
    def granularity(self) -> str:
        """``day`` (full date), ``daymonth``, ``month`` (month+year), ``monthonly`` or ``year``."""
        if self.day is not None:
            return "day" if self.year is not None else "daymonth"
        if self.month is not None:
            return "month" if self.year is not None else "monthonly"
        return "year"


def _full_year(token: str) -> int:
    value = int(token)
    if len(token) == 2:
        return 2000 + value if value < TWO_DIGIT_PIVOT else 1900 + value
    return value


def _valid(year: int | None, month: int | None, day: int | None) -> bool:
    if month is not None and not 1 <= month <= 12:
        return False
    if year is not None and not 1000 <= year <= 9999:
        return False
    if day is None:
        return True
    try:
        date(year if year is not None else 2000, month, day)  # 2000 is a leap year: 29 Feb without a year is fine
    except (ValueError, TypeError):
        return False
    return True


def _assign_numbers(numbers: list[tuple[int, str]], has_month_name: bool, dayfirst: bool,
                    tokens: list[str]) -> dict[str, int] | None:
    """Map token positions to roles (``day``, ``month``, ``year``)."""
    lengths = [len(text) for _, text in numbers]
    pos = [index for index, _ in numbers]
    if has_month_name:
        longs = [p for p, n in zip(pos, lengths) if n == 4]
        shorts = [p for p, n in zip(pos, lengths) if n <= 2]
        if len(longs) + len(shorts) != len(numbers) or len(longs) > 1 or len(shorts) > 2:
            return None
        roles = {"year": longs[0]} if longs else {}
        if len(shorts) == 2 and not longs:
            roles.update(day=shorts[0], year=shorts[1])
        elif len(shorts) == 1:
            apostrophe = shorts[0] > 0 and tokens[shorts[0] - 1].endswith(("'", "\u2019"))
            roles["year" if apostrophe and not longs else "day"] = shorts[0]
        elif shorts:
            return None
        return roles
    if len(numbers) == 3:
        a, b, c = pos
        if lengths[0] == 4 and lengths[1] <= 2 and lengths[2] <= 2:
            return {"year": a, "month": b, "day": c}
        if lengths[0] <= 2 and lengths[1] <= 2 and lengths[2] in (2, 4):
            return {"day": a, "month": b, "year": c} if dayfirst else {"month": a, "day": b, "year": c}
        return None
    if len(numbers) == 2:
        a, b = pos
        if lengths == [4, 1] or lengths == [4, 2]:
            return {"year": a, "month": b}
        if lengths[0] <= 2 and lengths[1] == 4:
            return {"month": a, "year": b}
        if lengths[0] <= 2 and lengths[1] <= 2:
            return {"day": a, "month": b} if dayfirst else {"month": a, "day": b}
        return None
    if len(numbers) == 1 and lengths[0] == 4:
        return {"year": pos[0]}
    return None


def _split_compact(text: str) -> str:
    """``20210312`` -> ``2021-03-12`` marker form, so the general rules read it (separators dropped again below)."""
    return f"{text[:4]}\x00{text[4:6]}\x00{text[6:]}"


def parse_date(text: str, language: str = "en", dayfirst: bool | None = None) -> ParsedDate | None:
    """Read a date; ``None`` when the text is not a date this module can write back."""
    if dayfirst is None:
        dayfirst = language != "en"
    compact = re.fullmatch(r"\s*(\d{8})\s*", text)
    source = _split_compact(text.strip()) if compact else text
    tokens = _TOKENS.findall(source)
    if not tokens or "".join(tokens) != source:
        return None
    parts: list[Part | None] = [None] * len(tokens)
    numbers: list[tuple[int, str]] = []
    month_name: tuple[int, NameStyle] | None = None
    weekday_seen = False
    for i, token in enumerate(tokens):
        if token.isdigit() and token.isascii():
            numbers.append((i, token))
        elif token[0].isalpha():
            bare = token.rstrip(".").lower()
            after_number = i > 0 and tokens[i - 1].isdigit()
            found_month = lookup_month(token, language)
            found_weekday = lookup_weekday(token, language)
            if after_number and bare in _ORDINALS and token == token.rstrip("."):
                parts[i] = Part("ordinal", token)
            elif found_month and month_name is None:
                month_name = found_month
                parts[i] = Part("monthname", style=found_month[1])
            elif found_weekday and not weekday_seen:
                weekday_seen = True
                parts[i] = Part("weekday", style=found_weekday[1])
            elif bare in _FILLERS:
                parts[i] = Part("lit", token)
            else:
                return None
        elif token == "\x00" or _ALLOWED_LITERAL.fullmatch(token):
            parts[i] = Part("lit", "" if token == "\x00" else token)
        else:
            return None
    roles = _assign_numbers(numbers, month_name is not None, dayfirst, tokens)
    if roles is None:
        return None
    values = {role: int(tokens[i]) for role, i in roles.items()}
    if "year" in roles:
        values["year"] = _full_year(tokens[roles["year"]])
    if month_name is not None:
        values["month"] = month_name[0]
    year, month, day = values.get("year"), values.get("month"), values.get("day")
    if not _valid(year, month, day) and {"day", "month"} <= roles.keys() and month_name is None:
        roles["day"], roles["month"] = roles["month"], roles["day"]  # 14/02 read month-first: swap
        day, month = month, day
    if not _valid(year, month, day):
        return None
    if weekday_seen and (day is None or year is None):
        return None  # a weekday without a full date cannot be recomputed
    if any(p is not None and p.kind == "ordinal" and roles.get("day") != i - 1 for i, p in enumerate(parts)):
        return None
    padded = {r: len(tokens[i]) == 2 and tokens[i].startswith("0") for r, i in roles.items() if r != "year"}
    unpadded = {r: len(tokens[i]) == 1 for r, i in roles.items() if r != "year"}
    for role, i in roles.items():
        if role == "year":
            parts[i] = Part("year", pad=len(tokens[i]) == 4)
            continue
        other = "month" if role == "day" else "day"
        pad = padded[role] or (not unpadded[role] and (padded.get(other) or (
            not unpadded.get(other, False) and month_name is None)))
        parts[i] = Part(role, pad=bool(pad))
    return ParsedDate(tuple(parts), year, month, day, language)


def render(parsed: ParsedDate, year: int | None, month: int | None, day: int | None) -> str:
    """Write a date through ``parsed``'s template (fields the template lacks are ignored)."""
    out = []
    for part in parsed.parts:
        if part.kind == "lit":
            out.append(part.text)
        elif part.kind == "day":
            out.append(f"{day:02d}" if part.pad else str(day))
        elif part.kind == "ordinal":
            out.append(ordinal_suffix(day, parsed.language, part.text))
        elif part.kind == "month":
            out.append(f"{month:02d}" if part.pad else str(month))
        elif part.kind == "monthname":
            out.append(render_month(part.style, month))
        elif part.kind == "year":
            out.append(f"{year:04d}" if part.pad else f"{year % 100:02d}")
        elif part.kind == "weekday":
            out.append(render_weekday(part.style, date(year, month, day).isoweekday()))
    return "".join(out)


def _step_month(year: int, month: int, step: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + step
    return index // 12, index % 12 + 1


def shift(parsed: ParsedDate, days: int) -> tuple[int | None, int | None, int | None]:
    """The date ``days`` later, at the text's own granularity; never the same value for ``days != 0``
    unless ``days`` is a whole number of years and the text has no year (callers avoid such offsets).

    A month or a bare year moves by where its middle lands, and at least one step, so
    a patient's ``2004`` and ``3 okt. 2004`` move together and the year never stays put.
    Raises ``OverflowError`` outside years 1..9999.
    """
    kind = parsed.granularity
    if kind == "day":
        moved = date(parsed.year, parsed.month, parsed.day) + timedelta(days=days)
        return moved.year, moved.month, moved.day
    if kind == "daymonth":
        reference = 2000 if (parsed.month, parsed.day) == (2, 29) else 2001
        moved = date(reference, parsed.month, parsed.day) + timedelta(days=days)
        return None, moved.month, moved.day
    step = 1 if days > 0 else -1
    if kind in ("month", "monthonly"):
        year = parsed.year if parsed.year is not None else 2001
        moved = date(year, parsed.month, 15) + timedelta(days=days)
        new_year, new_month = (moved.year, moved.month) if (moved.year, moved.month) != (year, parsed.month) \
            else _step_month(year, parsed.month, step)
        return (new_year if parsed.year is not None else None), new_month, None
    moved = date(parsed.year, 7, 1) + timedelta(days=days)
    return (moved.year if moved.year != parsed.year else parsed.year + step), None, None


def month_form(parsed: ParsedDate) -> str | None:
    """The date written down to its month (``okt. 2004``, ``02/2011``, ``2021-03``); None without a month."""
    if parsed.month is None:
        return None
    kept = [p for p in parsed.parts if p.kind in ("month", "monthname", "year")]
    kinds = [p.kind for p in parsed.parts]
    pieces = []
    for n, part in enumerate(kept):
        if n:
            start, end = kinds.index(kept[n - 1].kind), kinds.index(part.kind)
            between = parsed.parts[start + 1:end]
            single = len(between) == 1 and between[0].kind == "lit" and "," not in between[0].text
            pieces.append(between[0].text if single else ("/" if part.kind == "year" and kept[0].kind == "month" else " "))
        pieces.append(replace(parsed, parts=(part,)))
    return "".join(p if isinstance(p, str) else render(p, parsed.year, parsed.month, parsed.day) for p in pieces)
