"""Comma-separated rows read as a table drawn with bars (csv_rows.py)."""
import pytest

from mask_framework.csv_rows import csv_view


@pytest.mark.parametrize("text, expected", [
    # a header and a row: every separating comma is a bar, also one between two digits (a year, an age)
    ("Slot,MRN,Patient,DOB,Age\nOT6,K0817734,NGUYEN Van Duc,12/04/1962,62\n",
     "Slot|MRN|Patient|DOB|Age\nOT6|K0817734|NGUYEN Van Duc|12/04/1962|62\n"),
    # a comma inside a quoted field or before a space stays a comma
    ('"5120467","KOVALENKO, Oleksandr","04/29/1975","49"', ' 5120467 | KOVALENKO, Oleksandr | 04/29/1975 | 49 '),
    ("1,2025/03/03,Mokgadi Mashabela,9806140392086,26,Zone 4, near the school",
     "1|2025/03/03|Mokgadi Mashabela|9806140392086|26|Zone 4, near the school"),
    # a Belgian export separated by semicolons
    ('"61.10.19-832.46";"ASANTE, Comfort";"19/10/1961";"63";"9050"', ' 61.10.19-832.46 | ASANTE, Comfort | 19/10/1961 | 63 | 9050 '),
    # CRLF line ends, emoji and accents (combining too), an empty file
    ("a,b,c,d\r\nx", "a|b|c|d\r\nx"),
    ("Émile,Zoë 😀,Re\u0301,Noël", "Émile|Zoë 😀|Re\u0301|Noël"),
    ("", ""),
])
def test_the_separating_commas_of_a_row_are_read_as_bars(text, expected):
    view = csv_view(text)
    assert view == expected
    assert len(view) == len(text)


@pytest.mark.parametrize("text", [
    "Hb 7,1 Ht 0,35 MCV 90,2 leuko 8,3 trombo 250",  # decimals: every comma between two digits
    "Seen today, well, no fever, eating and drinking, plan: home.",  # prose: a space after each comma
    "Lab: Na,K,Cr normal",  # two separating commas only
    "Plan: rust; ijs; pijnstilling",  # a space after each semicolon
])
def test_other_lines_keep_their_commas(text):
    assert csv_view(text) is text


def test_the_shipped_configuration_masks_a_csv_rows_values_and_keeps_its_commas():
    from mask_framework.pipeline import Pipeline

    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    text = "Slot,MRN,Patient,DOB,Age,Sex\nOT6,K0817734,NGUYEN Van Duc,12/04/1962,62,M\n"
    found = {(span.entity, text[span.start:span.end]) for span in pipeline.detect([text])[0]}
    assert {("ID", "K0817734"), ("DATE", "12/04/1962"), ("AGE", "62")} <= found
    masked = pipeline.mask_text(text)
    assert masked.startswith("Slot,MRN,Patient,DOB,Age,Sex\nOT6,") and masked.count(",") == text.count(",")
    assert "12/04/1962" not in masked and "K0817734" not in masked
