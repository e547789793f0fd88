"""Surrogate values in the formats real notes use: dates, ages, phones, identifiers.

Every function takes a seeded ``random.Random`` so a corpus is reproducible.
Identifiers carry valid checksums (BSN 11-proef, rijksregisternummer mod 97, Luhn),
so validating recognisers are tested on realistic values.
"""
from __future__ import annotations

import datetime
import random

from mask_framework import checksums
from mask_framework.patterns.dates import MONTHS_EN, MONTHS_NL

MONTH_NAMES_NL = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
                  "november", "december")
MONTH_ABBR_NL = ("jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec")
MONTH_NAMES_EN = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                  "November", "December")
WEEKDAYS_NL = ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag")
WEEKDAY_ABBR_NL = ("ma", "di", "wo", "do", "vr", "za", "zo")
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
assert all(name in MONTHS_NL for name in MONTH_NAMES_NL + MONTH_ABBR_NL)
assert all(name.lower() in MONTHS_EN for name in MONTH_NAMES_EN)


def random_date(rng: random.Random, start_year: int, end_year: int) -> datetime.date:
    start = datetime.date(start_year, 1, 1).toordinal()
    end = datetime.date(end_year, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def format_date_nl(rng: random.Random, date: datetime.date, with_year: bool = True) -> str:
    d, m, y = date.day, date.month, date.year
    if not with_year:
        return rng.choice([f"{d} {MONTH_NAMES_NL[m - 1]}", f"{d} {MONTH_ABBR_NL[m - 1]}", f"{d}-{m}", f"{d:02d}-{m:02d}"])
    formats = [
        f"{d}-{m}-{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}",
        f"{y}-{m:02d}-{d:02d}", f"{d} {MONTH_NAMES_NL[m - 1]} {y}", f"{d} {MONTH_ABBR_NL[m - 1]}{'' if m == 5 else '.'} {y}",
        f"{d} {MONTH_ABBR_NL[m - 1]} {y}", f"{d}-{MONTH_NAMES_NL[m - 1]}-{y}", f"{d:02d}-{m:02d}-'{y % 100:02d}",
        f"{WEEKDAY_ABBR_NL[date.weekday()]} {d:02d}/{m:02d}/{y}", f"{WEEKDAYS_NL[date.weekday()]} {d} {MONTH_NAMES_NL[m - 1]} {y}",
        f"{d}-{m}-{y % 100:02d}",
    ]
    return rng.choice(formats)


def format_date_en(rng: random.Random, date: datetime.date, with_year: bool = True) -> str:
    d, m, y = date.day, date.month, date.year
    month = MONTH_NAMES_EN[m - 1]
    if not with_year:
        return rng.choice([f"{month} {d}", f"{month} {_ordinal(d)}", f"{d} {month}", f"{m}/{d}"])
    formats = [
        f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}",
        f"{month} {_ordinal(d)}, {y}", f"{month} {d}, {y}", f"{d} {month} {y}", f"{month[:3]} {d}, {y}",
        f"{month[:3]}{'' if month == 'May' else '.'} {d}, {y}", f"{WEEKDAYS_EN[date.weekday()]}, {month} {d}, {y}", f"{m:02d}-{d:02d}-{y}",
        f"the {_ordinal(d)} of {month} {y}",
    ]
    text = rng.choice(formats)
    return text[4:] if text.startswith("the ") else text


def format_month_year(rng: random.Random, date: datetime.date, language: str) -> str:
    if language == "nl":
        return rng.choice([f"{MONTH_NAMES_NL[date.month - 1]} {date.year}", f"{MONTH_ABBR_NL[date.month - 1]}{'' if date.month == 5 else '.'} {date.year}",
                           f"{date.month:02d}-{date.year}"])
    return rng.choice([f"{MONTH_NAMES_EN[date.month - 1]} {date.year}", f"{date.month:02d}/{date.year}"])


def digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


def bsn(rng: random.Random) -> str:
    """A 9-digit number passing the 11-proef."""
    while True:
        head = str(rng.randint(1, 9)) + digits(rng, 7)
        check = checksums.bsn_check_digit(head)
        if check is not None:
            return head + str(check)


def rijksregisternummer(rng: random.Random, birth: datetime.date) -> str:
    serial = rng.randint(1, 997)
    base = f"{birth.year % 100:02d}{birth.month:02d}{birth.day:02d}{serial:03d}"
    check = checksums.belgian_nn_check(base, birth.year >= 2000)
    return f"{base[:2]}.{base[2:4]}.{base[4:6]}-{base[6:9]}.{check:02d}"


def luhn_complete(rng: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + str(checksums.luhn_check_digit(body))


def record_code(rng: random.Random) -> str:
    prefix = rng.choice(["PID", "MRN", "Z", "PAT", "ZNR", "UMC", "A", "HIX"])
    separator = rng.choice(["-", "", "-", ""])
    return f"{prefix}{separator}{rng.randint(1, 9)}{digits(rng, rng.randint(5, 7))}"


def phone_nl(rng: random.Random) -> str:
    if rng.random() < 0.5:
        mobile = digits(rng, 8)
        return rng.choice([f"06-{mobile}", f"06 {mobile[:2]} {mobile[2:4]} {mobile[4:6]} {mobile[6:]}", f"06{mobile}",
                           f"+31 6 {mobile}", f"+316{mobile}", f"(06) {mobile[:4]} {mobile[4:]}"])
    area = rng.choice(["010", "020", "023", "030", "033", "040", "043", "050", "053", "070", "071", "076", "088"])
    local = str(rng.randint(2, 9)) + digits(rng, 6)
    return rng.choice([f"{area}-{local}", f"{area} {local[:3]} {local[3:]}", f"({area}) {local[:3]} {local[3:]}",
                       f"+31 {area[1:]} {local}", f"0031 {area[1:]} {local}", f"{area}{local}"])


def phone_be(rng: random.Random) -> str:
    if rng.random() < 0.5:
        mobile = "4" + str(rng.randint(60, 99)) + digits(rng, 6)
        return rng.choice([f"+32 {mobile[:3]} {mobile[3:5]} {mobile[5:7]} {mobile[7:]}", f"0{mobile[:3]}/{mobile[3:5]}.{mobile[5:7]}.{mobile[7:]}",
                           f"0{mobile[:3]} {mobile[3:5]} {mobile[5:7]} {mobile[7:]}"])
    area = rng.choice(["2", "3", "9", "16", "11", "50", "56"])
    local = digits(rng, 8 - len(area))
    return rng.choice([f"0{area} {local[:-4]} {local[-4:-2]} {local[-2:]}", f"0{area}/{local[:-4]}.{local[-4:-2]}.{local[-2:]}",
                       f"+32 {area} {local[:-4]} {local[-4:-2]} {local[-2:]}"])


def phone_us(rng: random.Random) -> str:
    area = str(rng.randint(2, 9)) + digits(rng, 2)
    exchange = str(rng.randint(2, 9)) + digits(rng, 2)
    line = digits(rng, 4)
    return rng.choice([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}",
                       f"+1 {area} {exchange} {line}", f"({area}) {exchange}-{line} ext. {rng.randint(10, 999)}"])


def nl_postcode(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTVWXZ"
    while True:
        pair = rng.choice(letters) + rng.choice(letters)
        if pair not in ("SA", "SD", "SS"):
            break
    code = f"{rng.randint(1000, 9999)}"
    return rng.choice([f"{code} {pair}", f"{code}{pair}"])
