"""Dates counted in ordinals (mask_framework/patterns/dates_ordinal.py) and a US date in a Dutch note."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en", families=["dates"])
NL = PatternRecognizer("nl", families=["dates"])


def dates(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "DATE"]


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "alleged incident on the 3rd of September 2023 at Shoprite", ["3rd of September 2023"]),
    (EN, "Since you changed my tablets on the 4th of February I am dizzy", ["4th of February"]),
    (EN, "Back-up ECG device at all bases from the first of July 2024.", ["first of July 2024"]),
    (EN, "Friday the first of March 2024\n- Evening: seen", ["Friday the first of March 2024"]),
    (EN, "booking him for Tuesday the 25th of March, next week", ["Tuesday the 25th of March"]),
    (EN, "replacement delivered the twenty-sixth of Feb. 2024", ["twenty-sixth of Feb. 2024"]),
    # a dictation's spoken year stays with its day and month
    (EN, "date nineteenth of February twenty twenty five new paragraph", ["nineteenth of February twenty twenty five"]),
    (NL, "bezoeken op 12-mrt-2024 en op de derde mei.", ["12-mrt-2024", "derde mei"]),
    (NL, "Zaterdag de tweede maart kwam hij", ["Zaterdag de tweede maart"]),
    (NL, "ingang op de 1ste van juni 2024", ["1ste van juni 2024"]),
    # a month in Roman numerals, a week of a year
    (EN, "handwritten sheet dated 12.iii.24; triaged on 10.xi.23", ["12.iii.24", "10.xi.23"]),
    (NL, "- 12.iii.19  NSTEMI, PCI RCA", ["12.iii.19"]),
    (EN, "due in week 32 of 2024 by dating", ["week 32 of 2024"]),
    (NL, "Controle hier in week 3 van 2025 met lab", ["week 3 van 2025"]),
    # a US date in a Dutch note: only where the day cannot come first, with a four-digit year
    (NL, "Flight Academy, Mesa, AZ: 01/23/2023 t/m 08/30/2024 (= 23 jan.)", ["01/23/2023", "08/30/2024"]),
])
def test_dates_counted_in_ordinals(recognizer, text, expected):
    assert [date for date in dates(recognizer, text) if date in expected] == expected


@pytest.mark.parametrize("recognizer, text", [
    (EN, "The first of many visits; the second of two doses"),   # no month after 'of'
    (NL, "De tweede maand van de kuur; derde dosis"),             # an ordinal before no month
    (EN, "Week 3 of 4 of the course; wk 12 of treatment"),         # a week of a course, not of a year
    (EN, "Vit. D 12.i.u. daily; page 12.iv.3"),                     # no year after the numeral
    (NL, "ratio 12/13/14 en 13/13/2024"),                           # no calendar date either way
    (EN, ""),
])
def test_no_date_without_a_month_or_a_year(recognizer, text):
    assert dates(recognizer, text) == []


@pytest.mark.parametrize("prefix", ["", "line\r\n", "😀 ", "Zoë e\u0301 "])
def test_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "on the 3rd of September 2023\r\n"
    start = text.index("3rd")
    assert EN.find(text) == [("DATE", start, start + len("3rd of September 2023"))]
