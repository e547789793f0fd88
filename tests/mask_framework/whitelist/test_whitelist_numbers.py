"""Which digits stay (measurements) and which ranges are always masked."""
from __future__ import annotations

import pytest

from mask_framework.whitelist.numbers import FORCED_PATTERNS, SAFE_PATTERNS, find_ranges


@pytest.mark.parametrize("text", [
    "5 mg", "2,5 mg", "2-3 dagen", "120/80 mmHg", "37,8 °C", "98%", "2dd1", "3 dd 500", "14:30",
    "14.30 uur", "E4M6V5", "45 ml/min/1,73m2", "1.8 l/24 uur", "14,2 x 10^9/l", "20 pakjaren",
])
def test_measurements_are_safe(text):
    assert (0, len(text)) in find_ranges(SAFE_PATTERNS, text)
    assert not find_ranges(FORCED_PATTERNS, text)


@pytest.mark.parametrize("text, surface", [
    ("geb. 12-03-1985.", "12-03-1985"),
    ("op 1985-03-12", "1985-03-12"),
    ("op 30-07-'23 gezien", "30-07-'23"),
    ("12 maart 1985", "12 maart 1985"),
    ("in maart 1985", "maart 1985"),
    ("postcode 1234 AB", "1234 AB"),
    ("mail j.jansen@umc.nl", "j.jansen@umc.nl"),
])
def test_dates_postcodes_and_addresses_are_forced(text, surface):
    ranges = find_ranges(FORCED_PATTERNS, text)
    start, end = min(s for s, _ in ranges), max(e for _, e in ranges)
    assert text[start:end] == surface


def test_bare_numbers_are_not_measurements():
    assert find_ranges(SAFE_PATTERNS, "patiëntnummer 4711 en 0612345678") == []
