"""Check digits of the identifiers MASK replaces, so a surrogate ID passes the same check.

* BSN (Dutch citizen service number): the 11-proef, sum(d_i * w_i) with weights
  9..2 and -1 is divisible by 11.
* IBAN: ISO 13616 mod-97 (country code and check digits moved to the end, letters
  as 10..35, the number modulo 97 is 1).
* Payment cards: Luhn.
* Belgian national register number (rijksregisternummer, YYMMDDSSSCC): CC is
  97 - (YYMMDDSSS mod 97), with a '2' prefixed to YYMMDDSSS for births from 2000.
"""
from __future__ import annotations

_BSN_WEIGHTS = (9, 8, 7, 6, 5, 4, 3, 2, -1)


def bsn_valid(digits: str) -> bool:
    if len(digits) != 9 or not digits.isascii() or not digits.isdigit():
        return False
    return sum(int(d) * w for d, w in zip(digits, _BSN_WEIGHTS)) % 11 == 0 and digits != "000000000"


def bsn_check_digit(first_eight: str) -> int | None:
    """The last digit that makes ``first_eight`` + digit pass the 11-proef, or None when none does (remainder 10)."""
    if len(first_eight) != 8 or not first_eight.isdigit():
        raise ValueError("a BSN prefix has 8 digits")
    remainder = sum(int(d) * w for d, w in zip(first_eight, _BSN_WEIGHTS)) % 11
    return remainder if remainder < 10 else None


def _iban_number(rearranged: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in rearranged))


def iban_valid(iban: str) -> bool:
    compact = iban.replace(" ", "").upper()
    if len(compact) < 5 or not compact.isascii() or not compact.isalnum():
        return False
    if not (compact[:2].isalpha() and compact[2:4].isdigit()):
        return False
    return _iban_number(compact[4:] + compact[:4]) % 97 == 1


def iban_check_digits(country: str, bban: str) -> str:
    """The two check digits of an IBAN with this country code and BBAN."""
    remainder = _iban_number(bban.upper() + country.upper() + "00") % 97
    return f"{98 - remainder:02d}"


def luhn_valid(digits: str) -> bool:
    if len(digits) < 2 or not digits.isascii() or not digits.isdigit():
        return False
    return luhn_check_digit(digits[:-1]) == int(digits[-1])


def luhn_check_digit(payload: str) -> int:
    """The Luhn digit to append to ``payload``."""
    total = 0
    for position, ch in enumerate(reversed(payload)):
        value = int(ch)
        if position % 2 == 0:  # doubled: every second digit counting from the check digit's left neighbour
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return (10 - total % 10) % 10


def belgian_nn_check(first_nine: str, born_after_1999: bool) -> int:
    number = int(("2" if born_after_1999 else "") + first_nine)
    return 97 - number % 97


def belgian_nn_valid(digits: str) -> bool:
    """Valid under either century rule (the number itself does not say which applies)."""
    if len(digits) != 11 or not digits.isascii() or not digits.isdigit():
        return False
    check = int(digits[9:])
    return check in (belgian_nn_check(digits[:9], False), belgian_nn_check(digits[:9], True))


def belgian_nn_born_after_1999(digits: str) -> bool:
    """Which century rule a valid number follows (the 19xx rule wins a tie, which cannot occur for valid numbers)."""
    return int(digits[9:]) != belgian_nn_check(digits[:9], False)
