"""Counting span matches over documents (CLUEval); formulas live in ``metrics``.

A document is evaluated in token coordinates when it comes from a column file
(spans then are token ranges, and labels of joined spans are token majorities)
and in code points otherwise, where whitespace between two spans still counts as
adjacency (see ``matching``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from mask_framework.evaluation import matching
from mask_framework.evaluation.metrics import span_scores
from mask_framework.spans import Span


@dataclass
class EvalDocument:
    """Gold and predicted spans of one document, with the context to show errors.

    ``tokens`` set means the spans are token-aligned and matched in token indices.
    """

    doc_id: str
    text: str
    gold: list[Span]
    pred: list[Span]
    tokens: list[tuple[int, int]] | None = None
    sentences: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class DocumentResult:
    """Sorted spans of one document with their classes and whether they count."""

    document: EvalDocument
    gold: list[Span]
    pred: list[Span]
    gold_classes: list[int]
    gold_matched: list[str | None]
    gold_ok: list[bool]
    pred_classes: list[int]
    pred_matched: list[str | None]
    pred_ok: list[bool]
    level: int = 0
    labelled: bool = False


def _token_coordinates(spans: list[Span], tokens: list[tuple[int, int]], doc_id: str) -> list[matching.Coord]:
    first = {start: index for index, (start, _) in enumerate(tokens)}
    last = {end: index + 1 for index, (_, end) in enumerate(tokens)}
    coords = []
    for span in spans:
        try:
            coords.append((first[span.start], last[span.end], span.entity))
        except KeyError:
            raise ValueError(f"{doc_id}: span {span.start}-{span.end} does not start and end on token boundaries") from None
    return coords


def match_document(document: EvalDocument, level: int, labelled: bool) -> DocumentResult:
    gold, pred = sorted(document.gold), sorted(document.pred)
    if document.tokens is not None:
        gold_coords = _token_coordinates(gold, document.tokens, document.doc_id)
        pred_coords = _token_coordinates(pred, document.tokens, document.doc_id)
        ink = None
    else:
        gold_coords = [(s.start, s.end, s.entity) for s in gold]
        pred_coords = [(s.start, s.end, s.entity) for s in pred]
        ink = matching.whitespace_ink(document.text) if gold and pred else None
    gold_classes, gold_matched = matching.classify(gold_coords, pred_coords, ink)
    pred_classes, pred_matched = matching.classify(pred_coords, gold_coords, ink)
    return DocumentResult(
        document, gold, pred,
        gold_classes, gold_matched, matching.accepted(gold_coords, gold_classes, gold_matched, level, labelled),
        pred_classes, pred_matched, matching.accepted(pred_coords, pred_classes, pred_matched, level, labelled),
        level, labelled,
    )


@dataclass
class SpanCounts:
    """Running totals per label: gold spans (found) and predicted spans (correct)."""

    gold: Counter = field(default_factory=Counter)
    gold_found: Counter = field(default_factory=Counter)
    predicted: Counter = field(default_factory=Counter)
    predicted_correct: Counter = field(default_factory=Counter)
    gold_classes: Counter = field(default_factory=Counter)
    predicted_classes: Counter = field(default_factory=Counter)

    def add(self, result: DocumentResult) -> None:
        for span, cls, ok in zip(result.gold, result.gold_classes, result.gold_ok):
            self.gold[span.entity] += 1
            self.gold_found[span.entity] += ok
            self.gold_classes[matching.CLASS_NAMES[cls]] += 1
        for span, cls, ok in zip(result.pred, result.pred_classes, result.pred_ok):
            self.predicted[span.entity] += 1
            self.predicted_correct[span.entity] += ok
            self.predicted_classes[matching.CLASS_NAMES[cls]] += 1

    def overall(self) -> dict:
        return span_scores(sum(self.predicted_correct.values()), sum(self.predicted.values()),
                           sum(self.gold_found.values()), sum(self.gold.values()))

    def per_label(self) -> dict[str, dict]:
        labels = sorted(set(self.gold) | set(self.predicted))
        return {label: span_scores(self.predicted_correct[label], self.predicted[label],
                                   self.gold_found[label], self.gold[label]) for label in labels}

    def report(self, level: int, labelled: bool) -> dict:
        return {"level": level, "labelled": labelled, "overall": self.overall(), "per_label": self.per_label(),
                "gold_classes": dict(self.gold_classes), "predicted_classes": dict(self.predicted_classes)}


def evaluate(documents, level: int = 0, labelled: bool = False, keep_results: bool = False
             ) -> tuple[SpanCounts, list[DocumentResult]]:
    """Count matches over ``documents`` (an iterable of EvalDocument).

    ``keep_results`` keeps every DocumentResult (for error tables); otherwise memory
    stays flat however many documents stream through.
    """
    counts, results = SpanCounts(), []
    for document in documents:
        result = match_document(document, level, labelled)
        counts.add(result)
        if keep_results:
            results.append(result)
    return counts, results
