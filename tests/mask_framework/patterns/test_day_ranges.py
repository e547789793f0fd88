"""A range of days in one numeric date (patterns/day_ranges.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en")
NL = PatternRecognizer("nl")


def dates(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "DATE"]


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "Admission NNUH 14-16/01/2024 - alcoholic ketoacidosis", ["14-16/01/2024"]),
    (NL, "Groepsweekend op 21-22/10/2023 in Oostduinkerke", ["21-22/10/2023"]),
    (NL, "Opname E4 pneumologie 14-21.10.24 voor AECOPD", ["14-21.10.24"]),
])
def test_a_range_of_days_with_month_and_year_is_one_date(recognizer, text, expected):
    assert dates(recognizer, text) == expected


@pytest.mark.parametrize("text", [
    "VAS 3-4/10 today",  # a score: no year
    "ratio 16-14/02/2024",  # the first day after the last
    "31-32/01/2024",  # no such day
])
def test_what_is_no_range_of_days(text):
    assert "-" not in "".join(dates(EN, text))
