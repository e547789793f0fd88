"""Numbered military units (lexicon_ner/military_units.py): the number, what the unit is, and its kind."""
import pytest

from mask_framework.lexicon_ner.military_units import military_units


def units(text):
    return [text[start:end] for _, start, end in military_units(text)]


@pytest.mark.parametrize("text, expected", [
    ("served w/ 2nd Battalion, 327th Infantry Regiment, 101st Airborne Division; 2 deployments",
     ["2nd Battalion", "327th Infantry Regiment", "101st Airborne Division"]),
    ("Sponsor: SSG Daniel Holloway, 1st Bn, 505th PIR", ["1st Bn"]),
    ("Werkgever: Defensie - 3de Bataljon Parachutisten, Tielen", ["3de Bataljon Parachutisten"]),
    ("Laatste functie: groepscommandant, 11 Luchtmobiele Brigade\nHuidig beroep", ["11 Luchtmobiele Brigade"]),
    ("posted with 3 Squadron RAAF in 2009", ["3 Squadron"]),
])
def test_a_numbered_unit_and_its_kind(text, expected):
    assert units(text) == expected


@pytest.mark.parametrize("text", [
    "He joined the Cavalry in 1990; Division of Surgery referral",  # no number
    "Lives at 17 Brigade Road, Sheffield",                          # an address
    "Labour & Delivery, 15 Cardinal Carter Wing - 30 Bond St",      # a building's wing is no kind of unit
    "dose 2.5 Company policy",                                      # a decimal is no unit's number
    "",
])
def test_no_unit_without_a_number_and_a_kind(text):
    assert units(text) == []


@pytest.mark.parametrize("prefix", ["", "line\r\n", "😀 ", "Zoë e\u0301 "])
def test_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "served with the 82nd Airborne Division\r\n"
    start = text.index("82nd")
    assert military_units(text) == [("ORGANIZATION", start, start + len("82nd Airborne Division"))]
