import pytest

from mask_framework.masking.surrogates import (SurrogatePools, copy_case, fallback_token, load_pool, pick, reveals)

KEY = b"0123456789abcdef0123456789abcdef"


@pytest.fixture(scope="module")
def pools():
    return SurrogatePools("nl")


def test_shipped_pools_are_sorted_and_sizeable():
    for name, minimum in [("first_names_male_nl", 300), ("last_names_nl", 1000), ("cities_nl", 2000),
                          ("last_names_en", 500), ("hospitals_en", 100)]:
        items = load_pool(name)
        assert len(items) >= minimum and list(items) == sorted(items)


def test_gender_lookup_and_initial_letters(pools):
    assert pools.gender["jan"] == "m" and pools.gender["maria"] == "f"
    assert "J" in pools.initials and "X" not in pools.initials


def test_reveals():
    assert reveals("Jansen", "jansen") and reveals("de Jansen-Smit", "Jansen")
    assert not reveals("Piet", "Jan")
    assert not reveals("Jaap", "J")  # one character: too short to count as contained
    assert reveals("X", "x")  # but never the value itself
    assert not reveals("***", "--")


def test_pick_is_keyed_and_never_reveals(pools):
    first = pick(KEY, "city", "Amsterdam", pools.cities, "Amsterdam")
    assert first == pick(KEY, "city", "  AMSTERDAM", pools.cities, "AMSTERDAM")
    assert first != "Amsterdam"
    assert pick(KEY, "x", "an", ["Anna", "Hanna", "Piet"], "an") == "Piet"  # only candidate without "an"
    assert fallback_token(KEY, "NAME", "an") == fallback_token(KEY, "NAME", "AN")


def test_copy_case():
    assert copy_case("JANSEN", "de Vries") == "DE VRIES"
    assert copy_case("jansen", "de Vries") == "de vries"
    assert copy_case("Jansen", "de Vries", capitalize_lower_start=True) == "De Vries"
