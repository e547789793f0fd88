"""The reading of words OCR garbled: digits for letters inside words only, offsets kept."""
import pytest

from mask_framework.ocr_letters import ocr_letter_view


@pytest.mark.parametrize("text, read", [
    ("The Prince Char1es Hospita1", "The Prince Charles Hospital"),
    ("Fortitude Va11ey", "Fortitude Valley"),
    ("AZ Maria Midde1ares (dr. Ch0uaib)", "AZ Maria Middelares (dr. Chouaib)"),
    ("V00rgeschiedenis :", "Voorgeschiedenis :"),  # after a word's capital
    ("QE11 Jubi1ee 2021", "QE11 Jubilee 2021"),      # the code keeps its digits, the word is mended
])
def test_digits_inside_words_are_read_as_letters(text, read):
    assert ocr_letter_view(text) == read
    assert len(ocr_letter_view(text)) == len(text)


@pytest.mark.parametrize("text", [
    "HbA1c 53, IgG1, covid19, x1, S1, B12, CO2", "PID880214 and T1N0M0", "Dear Colleague, 2021", "",
])
def test_codes_and_numbers_keep_their_digits(text):
    assert ocr_letter_view(text) is text


def test_the_pipeline_reads_a_garbled_hospital_and_masks_the_original():
    from mask_framework.pipeline import Pipeline

    pipeline = Pipeline.from_config("configuration.cnf", key=b"k" * 32)
    pipeline.initialize()
    text = "To:   Outpatients - Gastroenterology\n      The Prince Char1es Hospita1\n      Rode Rd, Chermside QLD 4032\n"
    found = {(span.entity, text[span.start:span.end]) for span in pipeline.detect([text])[0]}
    assert ("ORGANIZATION", "The Prince Char1es Hospita1") in found
