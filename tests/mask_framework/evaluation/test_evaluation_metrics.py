"""Formulas, checked by hand."""
import pytest

from mask_framework.evaluation.metrics import char_scores, distortion, f_beta, generalization_precision, span_scores


def test_span_scores_from_unrounded_counts():
    scores = span_scores(pred_correct=2, pred_total=3, gold_found=1, gold_total=3)
    assert scores["precision"] == pytest.approx(2 / 3) and scores["recall"] == pytest.approx(1 / 3)
    assert scores["f1"] == pytest.approx(2 * (2 / 3) * (1 / 3) / (2 / 3 + 1 / 3))
    assert scores["f2"] == pytest.approx(5 * (2 / 3) * (1 / 3) / (4 * (2 / 3) + 1 / 3))


def test_empty_denominators():
    assert span_scores(0, 0, 0, 0)["f1"] == 0.0
    assert f_beta(0.0, 0.0, 2.0) == 0.0
    empty = char_scores(0, 0, 0, 0)
    assert empty["recall"] == 1.0 and empty["leakage"] == 0.0 and empty["precision"] == 1.0


def test_char_scores_leakage():
    scores = char_scores(hidden=9, missed=3, predicted_right=9, predicted_wrong=1)
    assert scores["leakage"] == pytest.approx(0.25) and scores["precision"] == pytest.approx(0.9)


def test_distortion_and_generalization_precision():
    assert distortion(1, 3) == 0.5 and distortion(1, 4) == pytest.approx(1 / 3)
    assert distortion(7, 3) == 1.0 and distortion(0, 1) == 0.0
    assert generalization_precision(5 / 12 * 8, 8) == pytest.approx(7 / 12)
    assert generalization_precision(0.0, 0) == 1.0
