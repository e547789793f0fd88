"""Generalization hierarchies: replace a value by a coarser one, level by level.

Level 0 is the value itself (the leaf); the top level is ``*`` (suppressed). The
height counts all levels including the leaf, as in PETWorks/ARX and Sweeney's
precision: a value generalized to level ``l`` loses ``l / (height - 1)``.

* dates: day -> month -> year -> decade -> *            (height 5)
* ages: exact -> 5-year band -> 10-year band -> *       (height 4; over 89 -> ``90+``, HIPAA Safe Harbor)
* Dutch postcodes: ``1234 AB`` -> ``1234`` -> ``12**`` -> *  (height 4)
* CSV (ARX layout): one row per leaf, one ``;``-separated column per level.

``generalize`` climbs past a level that is missing for this value (a date without a
year has no year level) or that would print the value unchanged (``1234`` at the
postcode's level 1), and reports the level it used.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path

from mask_framework.masking.dates import month_form, parse_date
from mask_framework.masking.keyed import normalize_value

SUPPRESSED = "*"


class Hierarchy:
    height: int = 2

    def level_value(self, value: str, level: int) -> str | None:
        """The value at ``level`` (1 <= level < height - 1), or None when this value has no such level."""
        raise NotImplementedError

    def generalize(self, value: str, level: int) -> tuple[str, int]:
        """``(generalized text, level used)``; the top level is always ``*``."""
        if not 1 <= level <= self.height - 1:
            raise ValueError(f"level must be between 1 and {self.height - 1}")
        original = normalize_value(value)
        for current in range(level, self.height - 1):
            result = self.level_value(value, current)
            if result is not None and normalize_value(result) != original:
                return result, current
        top = self.top_value(value)
        return (top if normalize_value(top) != original else SUPPRESSED), self.height - 1

    def top_value(self, value: str) -> str:
        return SUPPRESSED


class DateHierarchy(Hierarchy):
    height = 5

    def __init__(self, language: str = "en", dayfirst: bool | None = None) -> None:
        self.language, self.dayfirst = language, dayfirst

    def level_value(self, value: str, level: int) -> str | None:
        parsed = parse_date(value, self.language, self.dayfirst)
        if parsed is None:
            return None
        if level == 1:
            return month_form(parsed)
        if parsed.year is None:
            return None
        if level == 2:
            return str(parsed.year)
        decade = parsed.year // 10 * 10
        return f"{decade}-{decade + 9}"


_NUMBER = re.compile(r"\d+")


class AgeHierarchy(Hierarchy):
    height = 4
    OLDEST_SHOWN = 89  # HIPAA Safe Harbor: ages over 89 are aggregated into one category

    def level_value(self, value: str, level: int) -> str | None:
        numbers = list(_NUMBER.finditer(value))
        if len(numbers) != 1 or re.search(r"\d[.,]\d", value):
            return None  # "2 jaar en 3 maanden", "0,5": not one whole age
        age = int(numbers[0].group())
        if age > self.OLDEST_SHOWN:
            band = "90+"
        else:
            width = 5 if level == 1 else 10
            low = age // width * width
            band = f"{low}-{low + width - 1}"
        start, end = numbers[0].span()
        return value[:start] + band + value[end:]


_POSTCODE = re.compile(r"\s*([1-9]\d)(\d\d)\s?([A-Za-z]{2})?\s*")


class PostcodeHierarchy(Hierarchy):
    height = 4

    def level_value(self, value: str, level: int) -> str | None:
        match = _POSTCODE.fullmatch(value)
        if match is None:
            return None
        return match.group(1) + match.group(2) if level == 1 else match.group(1) + "**"


class CsvHierarchy(Hierarchy):
    """A user hierarchy in the PETWorks/ARX layout: ``leaf;level1;level2;...;*`` per row."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        rows = [row for row in csv.reader(self.path.read_text(encoding="utf-8-sig").splitlines(), delimiter=";")
                if row and any(cell.strip() for cell in row)]
        if not rows:
            raise ValueError(f"hierarchy file {self.path.name} has no rows")
        widths = {len(row) for row in rows}
        if len(widths) != 1 or widths == {1}:
            raise ValueError(f"hierarchy file {self.path.name} needs the same number (>= 2) of ';'-separated levels on every row")
        self.height = widths.pop()
        self.rows = {normalize_value(row[0]): [cell.strip() for cell in row] for row in rows}

    def level_value(self, value: str, level: int) -> str | None:
        row = self.rows.get(normalize_value(value))
        return row[level] if row is not None else None

    def top_value(self, value: str) -> str:
        row = self.rows.get(normalize_value(value))
        return row[-1] if row is not None and row[-1] else SUPPRESSED


def build_hierarchy(name: str, language: str = "en", dayfirst: bool | None = None) -> Hierarchy:
    """``date``, ``age``, ``postcode`` or the path of an ARX-style CSV file."""
    builtin = {"date": lambda: DateHierarchy(language, dayfirst), "age": AgeHierarchy, "postcode": PostcodeHierarchy}
    if name in builtin:
        return builtin[name]()
    return CsvHierarchy(name)
