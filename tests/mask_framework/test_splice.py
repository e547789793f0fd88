"""The text-splicing helper, alone."""
import pytest

from mask_framework.splice import splice


def test_replacements_of_other_lengths_do_not_shift_later_ones():
    text = "Jan zag Piet op 3 okt."
    assert splice(text, [(0, 3, "XXX-LONG"), (8, 12, "Y"), (16, 22, "DATE")]) == "XXX-LONG zag Y op DATE"


def test_no_replacements_and_empty_text():
    assert splice("abc", []) == "abc"
    assert splice("", []) == ""


def test_replacement_at_both_ends_and_adjacent():
    assert splice("abcdef", [(0, 2, "1"), (2, 4, "2"), (4, 6, "3")]) == "123"


def test_code_points_not_bytes_or_graphemes():
    text = "e\u0301 😀\r\nX"  # e + combining acute, space, emoji, CRLF, X
    assert splice(text, [(0, 2, "[E]"), (3, 4, "[S]"), (6, 7, "[X]")]) == "[E] [S]\r\n[X]"


@pytest.mark.parametrize("bad", [[(2, 4, "a"), (3, 5, "b")], [(3, 5, "b"), (0, 1, "a")], [(0, 9, "x")], [(3, 2, "x")]])
def test_overlapping_unsorted_or_out_of_range_replacements_are_refused(bad):
    with pytest.raises(ValueError):
        splice("abcdef", bad)
