"""The bare-year validator alone (patterns/bare_years.py), on the year pattern's own shape."""
import re

import pytest

from mask_framework.patterns.bare_years import bare_year_valid

_YEAR = re.compile(r"(?P<year>19[4-9]\d|20[0-3]\d)")


def year_in(text: str) -> re.Match:
    return list(_YEAR.finditer(text))[-1]  # the last year of the text is the one judged


@pytest.mark.parametrize("text", [
    "CABG 2018", "Hep C: behandeld 2019", "G2P2. 2021 sectio", "left the army 1994 and", "(stop 2020)",
    "opnames 2015, 2018",  # a list of years opened by a word
])
def test_a_year_of_an_event_is_a_date(text):
    assert bare_year_valid(year_in(text))


@pytest.mark.parametrize("text", [
    "Hz   1000  2000", "Mr Koh 9668 2015",  # a number beside it
    "detained under MHA 2001", "Mental Health Act 1983", "meets ACR 2016 criteria", "Euro Ewing 2012 schema",
    "CK 2010", "LDH: 1999", "Hb 2016, 2018", "fee EUR 2000", "$ 1950", "€1990",  # results and money
])
def test_a_year_beside_a_number_or_of_a_law_or_result_is_not(text):
    assert not bare_year_valid(year_in(text))
