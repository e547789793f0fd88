"""The reading of numbers OCR garbled: letters for digits inside numbers only, offsets kept."""
import pytest

from mask_framework.patterns.ocr_digits import ocr_digit_view


@pytest.mark.parametrize("text, read", [
    ("DOB: O3/O9/1971", "DOB: 03/09/1971"),
    ("Nundah QLD 4O12", "Nundah QLD 4012"),
    ("Ph (07) 3357 88OO   Fax (O7) 3139 4O25", "Ph (07) 3357 8800   Fax (07) 3139 4025"),
    ("Ph: O4l2 883 109", "Ph: 0412 883 109"),
    ("quit 2O15). eradicated 2O19", "quit 2015). eradicated 2019"),
    ("lab no QM24-55O1932", "lab no QM24-5501932"),  # the code's letters stay
    ("BP 12O/8O, HR 8O", "BP 120/80, HR 8O"),       # a lone 'O' after two digits is too little to read
])
def test_letters_inside_numbers_are_read_as_digits(text, read):
    assert ocr_digit_view(text) == read
    assert len(ocr_digit_view(text)) == len(text)


@pytest.mark.parametrize("text", [
    "on 2L O2 sats 94%, CO2 5.1, H2O", "Type I 2x daily", "Il-6 120", "Dr O'Connell, room 1O", "", "no digits here",
])
def test_words_and_short_numbers_are_left_alone(text):
    assert ocr_digit_view(text) == text


def test_the_patterns_plugin_finds_a_garbled_date_at_its_offsets():
    from ner_plugins.NER_patterns import NER_patterns

    plugin = NER_patterns(language="en")
    plugin.initialize()
    text = "Re: Mr Tuan NGUYEN\nDOB: O3/O9/1971   Ph: O4l2 883 109"
    found = {(entity, text[start:end]) for entity, start, end in plugin.perform_NER(text)}
    assert ("DATE", "O3/O9/1971") in found and ("PHONE", "O4l2 883 109") in found
