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


@pytest.mark.parametrize("text, expected", [
    ("Plan requires 6 mo supervised diet (done 10/2024-03/2025).", ["10/2024-03/2025"]),
    ("| Laboratory results (cumulative)   | 01/2022-03/2024   |", ["01/2022-03/2024"]),
    ("no month 13: 13/2024-03/2025; backwards: 05/2025-03/2025", []),
])
def test_a_range_of_months_with_their_years_is_one_date(text, expected):
    assert dates(EN, text) == expected


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "ICU 17-19/7: epidural T4-5", ["17-19/7"]),  # the last day passes the month's number
    (EN, "Induced sputa x3 sent 14-16/02, lab nos", ["14-16/02"]),  # a month with a leading zero
    (NL, "Schoolattest meegegeven (afwezig 12-15/11).", ["12-15/11"]),
])
def test_a_range_of_days_before_a_month_without_a_year(recognizer, text, expected):
    assert dates(recognizer, text) == expected


@pytest.mark.parametrize("text", [
    "Pain 6-7/10 on PCA morphine",  # a score below its denominator
    "squeeze fair (Oxford 2-3/5)",
    "review in 3-4/12",  # months
    "OGTT 24-28/52",  # weeks
    "Drinks 3-4/7",  # days a week
    "Day 3 - 15/5",  # a day's number, then its date: spaced, so no range
])
def test_scores_and_intervals_are_no_range_of_days(text):
    assert not [d for d in dates(EN, text) if "-" in d]


@pytest.mark.parametrize("text", [
    "VAS 3-4/10 today",  # a score: no year
    "ratio 16-14/02/2024",  # the first day after the last
    "31-32/01/2024",  # no such day
])
def test_what_is_no_range_of_days(text):
    assert "-" not in "".join(dates(EN, text))


@pytest.mark.parametrize("recognizer, text, expected", [
    (NL, "Onderzoeksdata: 11 en 18 maart 2024\n", ["11", "18 maart 2024"]),
    (NL, "Gasten die tussen 15 en 31 augustus in het resort", ["15", "31 augustus"]),
    # (the weekday with its part of the day is a date of its own)
    (NL, "Onbeschermde GS: zaterdagnacht 20/21 jan ca. 02.00 uur", ["zaterdagnacht", "20", "21 jan"]),
    (NL, "In de nacht van 5 op 6 april uitslaande woningbrand", ["5", "6 april"]),
    (EN, "Waiting list: 8 months. Assessed 11th & 18th June 2024.", ["11th", "18th June 2024"]),
    (EN, "a course of NIV (3rd-4th March). Sputum grew", ["3rd", "4th March"]),
])
def test_the_first_of_two_days_before_a_written_month_is_a_date(recognizer, text, expected):
    assert dates(recognizer, text) == expected


@pytest.mark.parametrize("recognizer, text, expected", [
    (NL, "Polysomnografie 30/31-01-2024 (onderzoeksnr PSG-V-24-0117)", ["30/31-01-2024"]),
    (EN, "PSG 26/27.02.2025: AHI 52", ["26/27.02.2025"]),
    (NL, "PSG 31/32-01-2024 en 12/14-03-2024", []),    # no such day; not consecutive
    (EN, "MMSE 14/30-11-2023", []),                     # a score before a date
])
def test_a_night_of_two_days_before_one_month_and_year(recognizer, text, expected):
    assert [date for date in dates(recognizer, text) if "/" in date] == expected


@pytest.mark.parametrize("recognizer, text", [
    (EN, "Alzheimer's dementia, moderate (MMSE 14/30 Nov 2023)"),  # a slash joins consecutive days only
    (NL, "Serologie na 3, 6 en 12 maanden"),  # months as a unit, no month's name
    (NL, "nuchter glucose 12 en 14 mmol/l"),
    (NL, "score 3 op 10 april"),  # 'op' joins consecutive days only
])
def test_scores_and_counts_before_a_month_are_no_days(recognizer, text):
    assert [d for d in dates(recognizer, text) if d[:2].strip().isdigit() and len(d) <= 4] == []
