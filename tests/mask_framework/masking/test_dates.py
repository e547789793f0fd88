import pytest

from mask_framework.masking.dates import month_form, parse_date, render, shift

SHIFT_40 = [  # (text, language, values read, text 40 days later)
    ("3-7-1954", "nl", (1954, 7, 3), "12-8-1954"),
    ("14/02/2011", "en", (2011, 2, 14), "26/03/2011"),  # 14 cannot be a month: read day-first
    ("05.10.1987", "nl", (1987, 10, 5), "14.11.1987"),
    ("2021-03-12", "en", (2021, 3, 12), "2021-04-21"),
    ("March 3rd, 2020", "en", (2020, 3, 3), "April 12th, 2020"),
    ("3 okt. 2004", "nl", (2004, 10, 3), "12 nov. 2004"),
    ("3 okt 2004", "nl", (2004, 10, 3), "12 nov 2004"),
    ("11-juni-2015", "nl", (2015, 6, 11), "21-juli-2015"),
    ("19 maart", "nl", (None, 3, 19), "28 april"),
    ("ma 04/05/2009", "nl", (2009, 5, 4), "za 13/06/2009"),  # 13 June 2009 was a Saturday
    ("Monday, March 3, 2014", "en", (2014, 3, 3), "Saturday, April 12, 2014"),
    ("MAART 2020", "nl", (2020, 3, None), "APRIL 2020"),
    ("3/7/54", "en", (1954, 3, 7), "4/16/54"),
    ("the 3rd of May 2020", "en", (2020, 5, 3), "the 12th of June 2020"),
    ("20210312", "en", (2021, 3, 12), "20210421"),
    ("1987", "en", (1987, None, None), "1988"),  # a bare year moves at least one year
]


@pytest.mark.parametrize("text,language,values,expected", SHIFT_40)
def test_parse_and_render_shifted(text, language, values, expected):
    parsed = parse_date(text, language)
    assert (parsed.year, parsed.month, parsed.day) == values
    assert render(parsed, *shift(parsed, 40)) == expected


def test_render_unshifted_reproduces_the_text():
    for text, language, _, _ in SHIFT_40:
        parsed = parse_date(text, language)
        assert render(parsed, parsed.year, parsed.month, parsed.day) == text


def test_dayfirst_decides_ambiguous_numeric_dates():
    assert parse_date("03/04/2021", "en").month == 3
    assert parse_date("03/04/2021", "en", dayfirst=True).month == 4
    assert parse_date("03/04/2021", "nl").month == 4


@pytest.mark.parametrize("text", ["30-02-2020", "gisteren", "10:30", "", "3 okt. 2004 10:30", "1/2/3/4", "di 19 maart"])
def test_unreadable_dates_are_none(text):
    assert parse_date(text, "nl") is None


def test_backward_shift_and_year_boundaries():
    parsed = parse_date("2 jan. 2004", "nl")
    assert render(parsed, *shift(parsed, -3)) == "30 dec. 2003"
    year = parse_date("2004", "nl")
    assert shift(year, -10) == (2003, None, None)
    assert shift(parse_date("29 februari", "nl"), 1) == (None, 3, 1)


def test_month_form():
    assert month_form(parse_date("3 okt. 2004", "nl")) == "okt. 2004"
    assert month_form(parse_date("14/02/2011", "nl")) == "02/2011"
    assert month_form(parse_date("2021-03-12", "en")) == "2021-03"
    assert month_form(parse_date("March 3rd, 2020", "en")) == "March 2020"
    assert month_form(parse_date("1987", "en")) is None
