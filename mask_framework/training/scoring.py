"""Strict entity scores (seqeval, IOB2) of predicted against gold tag sequences."""
from __future__ import annotations

from typing import Sequence


def entity_scores(gold: Sequence[Sequence[str]], predicted: Sequence[Sequence[str]]) -> dict:
    """Micro precision/recall/F1 and per-type scores, strict mode (exact span and type)."""
    from seqeval.metrics import classification_report
    from seqeval.scheme import IOB2

    gold_lists = [list(tags) for tags in gold]
    pred_lists = [list(tags) for tags in predicted]
    report = classification_report(gold_lists, pred_lists, mode="strict", scheme=IOB2, output_dict=True, zero_division=0)
    micro = report.get("micro avg", {"precision": 0.0, "recall": 0.0, "f1-score": 0.0, "support": 0})
    per_type = {
        label: {"p": round(v["precision"], 4), "r": round(v["recall"], 4), "f1": round(v["f1-score"], 4), "n": int(v["support"])}
        for label, v in report.items()
        if not label.endswith(" avg")
    }
    return {
        "precision": round(micro["precision"], 4),
        "recall": round(micro["recall"], 4),
        "f1": round(micro["f1-score"], 4),
        "support": int(micro["support"]),
        "per_type": per_type,
    }
