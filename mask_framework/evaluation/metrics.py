"""Formulas only: precision, recall, F-scores and leakage from counts.

Everything is computed from the unrounded counts; rounding is for display. A
ratio with an empty denominator is 0.0 (as seqeval reports it), except where a
caller says otherwise.
"""
from __future__ import annotations


def ratio(numerator: float, denominator: float, empty: float = 0.0) -> float:
    return numerator / denominator if denominator else empty


def f_beta(precision: float, recall: float, beta: float) -> float:
    """Weighted harmonic mean; beta=2 weighs recall four times as much as precision."""
    weight = beta * beta
    denominator = weight * precision + recall
    return (1 + weight) * precision * recall / denominator if denominator else 0.0


def span_scores(pred_correct: int, pred_total: int, gold_found: int, gold_total: int) -> dict:
    """CLUEval scores: precision over predicted spans, recall over gold spans.

    The two true-positive counts may differ (a gold span tiled by two predictions
    is one found gold span and two correct predictions), so both are reported.
    """
    precision = ratio(pred_correct, pred_total)
    recall = ratio(gold_found, gold_total)
    return {
        "precision": precision, "recall": recall,
        "f1": f_beta(precision, recall, 1.0), "f2": f_beta(precision, recall, 2.0),
        "gold": gold_total, "gold_found": gold_found,
        "predicted": pred_total, "predicted_correct": pred_correct,
    }


def char_scores(hidden: int, missed: int, predicted_right: int, predicted_wrong: int) -> dict:
    """Character-level recall/precision (censor-check); leakage is 1 - recall.

    With no gold characters nothing can leak: recall is 1.0 then, and precision
    is 1.0 when nothing was predicted.
    """
    recall = ratio(hidden, hidden + missed, empty=1.0)
    precision = ratio(predicted_right, predicted_right + predicted_wrong, empty=1.0)
    return {
        "recall": recall, "precision": precision, "leakage": 1.0 - recall,
        "f1": f_beta(precision, recall, 1.0), "f2": f_beta(precision, recall, 2.0),
        "gold_units": hidden + missed, "hidden": hidden, "missed": missed,
        "predicted_units": predicted_right + predicted_wrong, "false_positive_units": predicted_wrong,
    }


def generalization_precision(distortion_sum: float, cells: int) -> float:
    """Sweeney's precision: 1 minus the mean distortion (1.0 when nothing was measured)."""
    return 1.0 - ratio(distortion_sum, cells)


def distortion(level: int, height: int) -> float:
    """A value generalized ``level`` steps in a hierarchy of ``height`` levels (leaf included)."""
    if height <= 1:
        return 0.0  # a one-level hierarchy cannot generalize anything
    return min(max(level, 0), height - 1) / (height - 1)
