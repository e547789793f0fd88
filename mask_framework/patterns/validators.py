"""Checksums and calendar checks that keep pattern false positives down.

Each takes the candidate string (separators allowed) and returns ``True`` when it is
a well-formed value of its kind.
"""
from __future__ import annotations

import datetime
import re

from mask_framework import checksums

_NON_DIGITS = re.compile(r"\D")
_NON_ALNUM = re.compile(r"[^0-9A-Za-z]")

#: IBAN lengths for the countries MASK's texts mention most (ISO 13616 registry)
IBAN_LENGTHS = {
    "NL": 18, "BE": 16, "DE": 22, "FR": 27, "GB": 22, "LU": 20, "ES": 24, "IT": 27, "AT": 20, "CH": 21,
    "DK": 18, "IE": 22, "PT": 25, "PL": 28, "SE": 24, "NO": 15, "FI": 18, "TR": 26, "MA": 28,
}


def digits_of(value: str) -> str:
    return _NON_DIGITS.sub("", value)


def iban_valid(value: str) -> bool:
    """ISO 13616: known country length and mod-97 remainder 1."""
    iban = _NON_ALNUM.sub("", value).upper()
    if IBAN_LENGTHS.get(iban[:2]) != len(iban) or not iban[2:4].isdigit():
        return False
    return checksums.iban_valid(iban)


def bsn_valid(value: str) -> bool:
    """Dutch burgerservicenummer: 9 digits (8 with an implied leading 0), 11-proef, not all zeros."""
    digits = digits_of(value)
    if len(digits) == 8:
        digits = "0" + digits
    return checksums.bsn_valid(digits)


def rijksregisternummer_valid(value: str) -> bool:
    """Belgian national number YY.MM.DD-SSS.CC: 97 - (first 9 digits mod 97), or with a '2' prefix after 2000.

    Month and day may be 0 (birth date unknown); months 20-32 / 40-52 mark bis numbers.
    """
    digits = digits_of(value)
    if len(digits) != 11:
        return False
    month, day = int(digits[2:4]) % 20, int(digits[4:6])
    if month > 12 or day > 31:
        return False
    return checksums.belgian_nn_valid(digits)


def ssn_valid(value: str) -> bool:
    """US social security number: area not 000/666/9xx, group not 00, serial not 0000."""
    digits = digits_of(value)
    if len(digits) != 9:
        return False
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    return area not in ("000", "666") and not area.startswith("9") and group != "00" and serial != "0000"


def luhn_valid(value: str) -> bool:
    """Payment card numbers: 13-19 digits, Luhn mod-10, not a run of one digit."""
    digits = digits_of(value)
    if not 13 <= len(digits) <= 19 or len(set(digits)) == 1:
        return False
    return checksums.luhn_valid(digits)


MIN_YEAR, MAX_YEAR = 1900, 2099


def full_year(year: str) -> int | None:
    """A 4-digit year within [1900, 2099], or a 2-digit year (any); None otherwise."""
    year = year.lstrip("'`’")
    if len(year) == 2 and year.isdigit():
        return 2000 + int(year)   # only used for leap-year checks; '29-2-00' stays valid
    if len(year) == 4 and year.isdigit() and MIN_YEAR <= int(year) <= MAX_YEAR:
        return int(year)
    return None


def calendar_date_valid(day: str | int, month: str | int, year: str | None = None) -> bool:
    """Day and month form a real date (29 February only in leap years when the year is known)."""
    try:
        day_number, month_number = int(day), int(month)
    except ValueError:
        return False
    if not (1 <= month_number <= 12 and 1 <= day_number <= 31):
        return False
    probe_year = 2000  # a leap year: accepts 29 February when no year is given
    if year is not None:
        resolved = full_year(year)
        if resolved is None:
            return False
        probe_year = resolved
    try:
        datetime.date(probe_year, month_number, day_number)
    except ValueError:
        return False
    return True


def ipv4_valid(value: str) -> bool:
    parts = value.split(".")
    return len(parts) == 4 and all(part.isdigit() and int(part) <= 255 and str(int(part)) == part for part in parts)
