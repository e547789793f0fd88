"""Character leakage: the censor-check golden vectors and its rules."""
import pytest

from mask_framework.evaluation.chars import CharCounts, ClassConfig, fully_hidden
from mask_framework.spans import Span

INIGO = "Hello. My name is Inigo Montoya. You killed my father. Prepare to die!"
GOLD = [Span(18, 31, "NAME")]
METHOD_1 = [Span(18, 30, "NAME")]
METHOD_2 = [Span(18, 23, "NAME"), Span(24, 30, "NAME")]
ALL_SPACE = ClassConfig.parse("ALL allow=\\s\n")


def recall(text, gold, pred, classes=None, graphemes=False):
    counts = CharCounts()
    counts.add_document(text, gold, pred, classes, graphemes)
    return counts.overall()["recall"]


@pytest.mark.parametrize("pred, plain, with_all", [
    (METHOD_1, 12 / 13, 11 / 12),
    (METHOD_2, 11 / 13, 11 / 12),
])
def test_inigo_montoya_golden_vector(pred, plain, with_all):
    assert INIGO[18:31] == "Inigo Montoya"
    assert recall(INIGO, GOLD, pred) == pytest.approx(plain)
    assert recall(INIGO, GOLD, pred, ALL_SPACE) == pytest.approx(with_all)
    assert round(recall(INIGO, GOLD, pred), 4) == (0.9231 if pred is METHOD_1 else 0.8462)
    assert round(recall(INIGO, GOLD, pred, ALL_SPACE), 4) == 0.9167


SAM = "Sam Smith (nee Janice) attended her appointment"


def test_bracketed_false_positive_is_not_excused_by_category_or_all_regex():
    assert SAM[10:22] == "(nee Janice)"
    gold, pred = [Span(0, 9, "NAME")], [Span(0, 9, "NAME"), Span(10, 22, "PHONE")]
    classes = ClassConfig.parse("PHONE allow=[()\\s-]\nALL allow=\\s")
    counts = CharCounts()
    counts.add_document(SAM, gold, pred, classes)
    overall = counts.overall()
    # the space in "Sam Smith" is skipped (ALL); all 12 characters of "(nee Janice)" are false positives
    assert overall["hidden"] == 8 and overall["false_positive_units"] == 12
    assert overall["precision"] == pytest.approx(8 / 20)
    assert counts.per_category()["PHONE"]["precision"] == 0.0
    assert counts.per_category()["NAME"]["precision"] == 1.0


def test_none_regex_excuses_false_positive_characters():
    counts = CharCounts()
    counts.add_document(SAM, [], [Span(10, 22, "PHONE")], ClassConfig.parse("NONE allow=[\\s()]"))
    assert counts.overall()["false_positive_units"] == 9  # "neeJanice"


def test_class_regex_applies_to_its_own_class_then_all():
    text = "Tel (020) 123"
    gold = [Span(4, 13, "PHONE"), Span(0, 3, "WORD")]
    classes = ClassConfig.parse("PHONE allow=[()]\nALL allow=\\s")
    counts = CharCounts()
    counts.add_document(text, gold, [Span(5, 8, "PHONE"), Span(10, 13, "PHONE")], classes)
    per = counts.per_category()
    assert per["PHONE"]["gold_units"] == 6 and per["PHONE"]["hidden"] == 6  # "()" and " " skipped
    assert per["WORD"]["missed"] == 3 and counts.skipped == 3


def test_last_listed_annotation_wins_on_overlap():
    text = "abcdefgh"
    counts = CharCounts()
    counts.add_document(text, [Span(0, 6, "A"), Span(2, 4, "B")], [Span(0, 8, "X")])
    per = counts.per_category()
    assert per["A"]["gold_units"] == 4 and per["B"]["gold_units"] == 2
    assert per["X"]["predicted_units"] == 8 and per["X"]["false_positive_units"] == 2


def test_graphemes_count_clusters_and_half_masked_glyph_leaks():
    text = "Ine\u0301s 👍🏽"
    gold = [Span(0, 5, "NAME"), Span(6, 8, "EMO")]
    pred = [Span(0, 3, "NAME"), Span(6, 8, "EMO")]  # the accent on "é" is not masked
    points = CharCounts()
    points.add_document(text, gold, pred)
    assert points.per_category()["NAME"]["hidden"] == 3 and points.per_category()["NAME"]["gold_units"] == 5
    clusters = CharCounts()
    clusters.add_document(text, gold, pred, graphemes=True)
    assert clusters.per_category()["NAME"]["gold_units"] == 4 and clusters.per_category()["NAME"]["hidden"] == 2
    assert clusters.per_category()["EMO"]["gold_units"] == 1 and clusters.per_category()["EMO"]["hidden"] == 1


def test_crlf_and_empty_text():
    text = "a\r\nBob"
    counts = CharCounts()
    counts.add_document(text, [Span(3, 6, "NAME")], [Span(1, 6, "NAME")])
    assert counts.overall()["recall"] == 1.0 and counts.overall()["false_positive_units"] == 2
    empty = CharCounts()
    empty.add_document("", [], [])
    assert empty.overall()["recall"] == 1.0 and empty.overall()["gold_units"] == 0


def test_fully_hidden_ignores_non_disclosive_characters():
    assert fully_hidden(INIGO, GOLD, METHOD_2) == [False]
    assert fully_hidden(INIGO, GOLD, [Span(18, 23, "N"), Span(24, 31, "N")]) == [False]
    assert fully_hidden(INIGO, GOLD, [Span(18, 23, "N"), Span(24, 31, "N")], ALL_SPACE) == [True]


def test_class_file_errors_are_located():
    with pytest.raises(ValueError, match="classes:2"):
        ClassConfig.parse("ALL allow=\\s\nNAME \\s", "classes")
    with pytest.raises(ValueError, match="classes:1: invalid regex"):
        ClassConfig.parse("ALL allow=(", "classes")
