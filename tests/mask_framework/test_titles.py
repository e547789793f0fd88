"""A person's title before a span or opening it."""
import pytest

from mask_framework.titles import TITLE_OPENING, title_before


@pytest.mark.parametrize("text, word, titled", [
    ("gezien door dr. Parkinson", "Parkinson", True),
    ("mevrouw Bakker belde", "Bakker", True),
    ("Seen by Mrs  Okafor", "Okafor", True),          # two spaces
    ("Parkinson disease", "Parkinson", False),
    ("address: 12 Drive Road", "Road", False),         # 'Drive' is no 'dr'
])
def test_a_title_right_before_the_word(text, word, titled):
    assert title_before(text, text.index(word)) is titled


def test_a_title_opening_a_span():
    assert TITLE_OPENING.match("Mevr. Asaflow 80 mg") is not None
    assert TITLE_OPENING.match("Drs Jansen") is not None
    assert TITLE_OPENING.match("Drug list") is None
