"""Numbers after an insurer's name (patterns/insurer_numbers.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

NL = PatternRecognizer("nl")
EN = PatternRecognizer("en")


def ids(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "ID"]


@pytest.mark.parametrize("recognizer, text, number", [
    (NL, "Verzekering: CZ - 481 662 907\nHuisarts:", "481 662 907"),
    (NL, "Verzekerd: Menzis (M 7712 0459 3)\nAdres:", "M 7712 0459 3"),
    (NL, "ZF: Solidaris 207 / 1830 4412\n", "207 / 1830 4412"),
    (NL, "Hospitalisatieverzekering DKV HV 0082 4413\n", "HV 0082 4413"),
    (NL, "verzekering (Ethias, polis school 45 118 302)", "45 118 302"),
    (NL, "Verzekeraar: VGZ 4120.88.713\nPartner:", "4120.88.713"),
    (EN, "Private: VHI (VH 2209 4471)\nAddress:", "VH 2209 4471"),
    (EN, "Health insurance: VHI VH 4418 2209 73\n", "VH 4418 2209 73"),
])
def test_a_number_after_an_insurer_is_an_identifier(recognizer, text, number):
    assert number in ids(recognizer, text)


@pytest.mark.parametrize("recognizer, text", [
    # a date, a count, a dose and a short number after an insurer
    (NL, "CM 12/03 gemeld, CZ 3 keer gebeld, VGZ 12345 mg, Menzis 2024"),
    (EN, "pre-auth confirmed by VHI approvals 17/03; Bupa 2 visits"),
])
def test_dates_counts_and_doses_after_an_insurer_are_no_identifiers(recognizer, text):
    assert ids(recognizer, text) == []


@pytest.mark.parametrize("recognizer, text, code", [
    # an insurer's name at the start of a longer code: the code is found whole, by its own pattern
    (EN, "incident ref VHIMS-2024-88139", "VHIMS-2024-88139"),
    (NL, "Lab: CMG24-03817\n", "CMG24-03817"),
])
def test_an_insurer_name_inside_a_code_does_not_split_it(recognizer, text, code):
    assert ids(recognizer, text) == [code]
