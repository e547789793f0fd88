"""Surrogate identifiers that keep their layout and pass the same checksum as the original.

The identifier's letters and digits are taken out (``NL91 ABNA 0417 1643 00`` ->
``NL91ABNA0417164300``), replaced by keyed ones of the same class, the check digits are
recomputed, and the result is poured back into the original layout (spaces, dots,
dashes, letter case).
"""
from __future__ import annotations

from datetime import date, timedelta

from mask_framework import checksums
from mask_framework.masking.formats import substitute_characters
from mask_framework.masking.keyed import keyed_int, normalize_value
from mask_framework.masking.surrogates import MAX_TRIES, reveals


def compact(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


def relayout(original: str, new_compact: str) -> str:
    """Put the characters of ``new_compact`` where ``original`` has letters and digits, in its case."""
    chars = iter(new_compact)
    out = []
    for ch in original:
        if ch.isalnum():
            new = next(chars)
            out.append(new.lower() if ch.islower() else new.upper() if ch.isupper() else new)
        else:
            out.append(ch)
    return "".join(out)


def identifier_kind(text: str) -> str:
    """``iban``, ``bsn``, ``belgian_nn``, ``card`` or ``other``, judged on the checksum, not the length alone."""
    value = compact(text)
    if not value.isascii():
        return "other"
    if checksums.iban_valid(value):
        return "iban"
    if value.isdigit():
        if checksums.bsn_valid(value):
            return "bsn"
        if len(value) == 11 and checksums.belgian_nn_valid(value):
            return "belgian_nn"
        if 13 <= len(value) <= 19 and checksums.luhn_valid(value):
            return "card"
    return "other"


def _bsn(key: bytes, value: str, counter: int) -> str | None:
    body = substitute_characters(key, f"bsn{counter}", value[:8], first_digit_nonzero=False)
    check = checksums.bsn_check_digit(body)
    return None if check is None else body + str(check)


def _iban(key: bytes, value: str, counter: int) -> str:
    upper = value.upper()
    bban = substitute_characters(key, f"iban{counter}", upper[4:])
    return upper[:2] + checksums.iban_check_digits(upper[:2], bban) + bban


def _card(key: bytes, value: str, counter: int) -> str:
    # The first digit names the card network (4 Visa, 5 Mastercard), not the holder: keep it.
    body = value[0] + substitute_characters(key, f"card{counter}", value[1:-1]) if len(value) > 2 else value[:-1]
    return body + str(checksums.luhn_check_digit(body))


def _belgian_nn(key: bytes, value: str, counter: int) -> str:
    """A new birth date in the same century and a serial of the same parity (the number encodes sex)."""
    after_1999 = checksums.belgian_nn_born_after_1999(value)
    basis = normalize_value(value)
    first = date(2000, 1, 1) if after_1999 else date(1900, 1, 1)
    born = first + timedelta(days=keyed_int(key, f"bnn-date{counter}", basis, 36524))
    serial = 1 + keyed_int(key, f"bnn-serial{counter}", basis, 498) * 2 + (int(value[6:9]) + 1) % 2
    first_nine = f"{born:%y%m%d}{serial:03d}"
    return first_nine + f"{checksums.belgian_nn_check(first_nine, after_1999):02d}"


_MAKERS = {"bsn": _bsn, "iban": _iban, "card": _card, "belgian_nn": _belgian_nn}


def identifier_surrogate(key: bytes, text: str) -> str:
    """The surrogate of an ID: checksum-valid for the kinds above, character-for-character otherwise."""
    kind = identifier_kind(text)
    value = compact(text)
    if kind in _MAKERS:
        for counter in range(MAX_TRIES):
            new = _MAKERS[kind](key, value, counter)
            if new is not None and new != value.upper():
                result = relayout(text, new)
                if not reveals(result, text):
                    return result
    return substitute_characters(key, "id", text)
