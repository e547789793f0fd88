"""A range of years whose end keeps only its last two digits (patterns/dates.py, date_year_range_short_end)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en")
NL = PatternRecognizer("nl")


def short_ranges(recognizer, text):
    return [text[start:end] for _, start, end, name in recognizer.find_all(text) if name == "date_year_range_short_end"]


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "- 1978-83: plater/welder at Cammell Laird", ["1978-83"]),
    (EN, "welder at Vickers-Armstrongs Ltd 1966-71. Mostly engine room", ["1966-71"]),
    (EN, "National Service 1957-59 - yes", ["1957-59"]),
    (NL, "Uitgezonden naar Libanon 1981–82, daarna ontslag", ["1981–82"]),
])
def test_a_range_of_years_with_a_short_end(recognizer, text, expected):
    assert short_ranges(recognizer, text) == expected


@pytest.mark.parametrize("text", [
    "dose 2000-50 mg daily",      # a dose range
    "code 2019-20-11 in the log",  # a longer number
    "1985-80 is no range",         # the end before the start
    "time 2010-12:30",             # a clock time after it
    "",
])
def test_no_short_range_where_the_end_is_no_later_year(text):
    assert short_ranges(EN, text) == []


@pytest.mark.parametrize("prefix", ["", "line\r\n", "😀 ", "Zoë e\u0301 "])
def test_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "- 1983-99: back to VSEL\r\n"
    start = text.index("1983")
    assert ("DATE", start, start + 7) in EN.find(text)
