"""The scorecard of a masking run: how much leaked, how much was found, what was kept.

``score_run`` pairs the original texts (``<name>.txt``, recursively) with gold and
predicted brat files (``<name>.ann``) and computes, per gold entity label:

* character leakage: the share of disclosive gold characters no prediction covers
  (unlabelled -- any predicted span hides a character; censor-check semantics, with
  an optional class file of non-disclosive characters);
* span recall (and overall precision) at CLUEval levels 0 (exact) and 3 (covered),
  unlabelled, since a run's entity names need not be the gold ones;
* the share of gold entities fully hidden (every disclosive character covered);
* the precision kept by generalization, from what ``Mask_generalize`` recorded.

The scorecard holds counts and file names only, never document text: it goes to
terminals and logs. ``write_html_report`` does show text (reviewers only).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from mask_framework.evaluation import matching
from mask_framework.evaluation.chars import CharCounts, ClassConfig, fully_hidden
from mask_framework.evaluation.corpus import load_pair, pair_texts
from mask_framework.evaluation.errors import error_rows
from mask_framework.evaluation.generalization import precision_from_records
from mask_framework.evaluation.html_report import write_html
from mask_framework.evaluation.metrics import ratio
from mask_framework.evaluation.spanscore import DocumentResult, EvalDocument, SpanCounts, match_document


@dataclass
class Scorecard:
    documents: int = 0
    without_gold: int = 0
    missing_predictions: int = 0
    failures: list[dict] = field(default_factory=list)
    chars: CharCounts = field(default_factory=CharCounts)
    exact: SpanCounts = field(default_factory=SpanCounts)
    covered: SpanCounts = field(default_factory=SpanCounts)
    gold_entities: Counter = field(default_factory=Counter)
    hidden_entities: Counter = field(default_factory=Counter)
    generalization_precision: float | None = None
    generalizations: int = 0

    def entities(self) -> list[str]:
        return sorted(set(self.gold_entities) | set(self.chars.hidden) | set(self.chars.missed))

    def to_dict(self) -> dict:
        chars = self.chars.per_category()
        per_entity = {}
        for entity in self.entities():
            char = chars.get(entity, {})
            per_entity[entity] = {
                "gold_characters": char.get("gold_units", 0), "leaked_characters": char.get("missed", 0),
                "leakage": char.get("leakage", 0.0), "gold_spans": self.gold_entities[entity],
                "fully_hidden": ratio(self.hidden_entities[entity], self.gold_entities[entity], empty=1.0),
                "recall_exact": ratio(self.exact.gold_found[entity], self.exact.gold[entity]),
                "recall_covered": ratio(self.covered.gold_found[entity], self.covered.gold[entity]),
            }
        overall_chars = self.chars.overall()
        return {
            "documents": self.documents, "documents_without_gold": self.without_gold,
            "missing_predictions": self.missing_predictions, "failures": self.failures,
            "overall": {
                "leakage": overall_chars["leakage"], "character_recall": overall_chars["recall"],
                "character_precision": overall_chars["precision"],
                "gold_characters": overall_chars["gold_units"], "leaked_characters": overall_chars["missed"],
                "fully_hidden": ratio(sum(self.hidden_entities.values()), sum(self.gold_entities.values()), 1.0),
                "spans_exact": self.exact.overall(), "spans_covered": self.covered.overall(),
            },
            "per_entity": per_entity,
            "generalization": {"precision": self.generalization_precision, "replacements": self.generalizations},
        }


def _as_classes(classes) -> ClassConfig | None:
    if classes is None or isinstance(classes, ClassConfig):
        return classes
    return ClassConfig.load(classes)


def _relevel(result: DocumentResult, level: int) -> DocumentResult:
    """The same classification judged at another level (no second matching pass)."""
    gold_ok = [cls <= level for cls in result.gold_classes]
    pred_ok = [cls <= level for cls in result.pred_classes]
    return replace(result, gold_ok=gold_ok, pred_ok=pred_ok, level=level)


def _documents(text_dir, gold_dir, pred_dir, card: Scorecard):
    for pair in pair_texts(text_dir, gold_dir, pred_dir):
        if pair.gold_path is None:
            card.without_gold += 1
            continue
        try:
            text, gold, pred = load_pair(pair)
        except Exception as exc:  # one bad file must not stop the scoring of the rest
            card.failures.append({"file": pair.name, "reason": _safe_reason(exc)})
            continue
        card.missing_predictions += pair.pred_path is None
        yield EvalDocument(pair.name, text, gold, pred)


def _safe_reason(exc: Exception) -> str:
    # our readers name file:line, never content; anything else is reduced to its type
    return str(exc) if isinstance(exc, ValueError) else type(exc).__name__


def score_run(text_dir, gold_dir, pred_dir, records=None, classes=None) -> Scorecard:
    """Score a run's predicted ``.ann`` files against gold; see the module docstring."""
    classes = _as_classes(classes)
    card = Scorecard()
    for document in _documents(text_dir, gold_dir, pred_dir, card):
        card.documents += 1
        card.chars.add_document(document.text, document.gold, document.pred, classes)
        result = match_document(document, level=matching.EXACT, labelled=False)
        card.exact.add(result)
        card.covered.add(_relevel(result, matching.COVERED))
        for span, hidden in zip(document.gold, fully_hidden(document.text, document.gold, document.pred, classes)):
            card.gold_entities[span.entity] += 1
            card.hidden_entities[span.entity] += hidden
    if records is not None:
        records = list(records)
        card.generalizations = len(records)
        card.generalization_precision = precision_from_records(records)
    return card


def _pct(value: float) -> str:
    return f"{100 * value:5.1f}%"


def render_scorecard(card: Scorecard) -> str:
    """A compact table for the terminal (counts and rates only, no text)."""
    data = card.to_dict()
    lines = [f"Scorecard: {card.documents} documents scored"
             + (f", {card.missing_predictions} without predictions" if card.missing_predictions else "")
             + (f", {card.without_gold} without gold" if card.without_gold else "")
             + (f", {len(card.failures)} unreadable" if card.failures else "")]
    header = f"{'entity':<16}{'gold chars':>11}{'leakage':>9}{'spans':>7}{'hidden':>8}{'R exact':>9}{'R cover':>9}"
    lines.append(header)
    lines.append("-" * len(header))
    for entity, row in data["per_entity"].items():
        lines.append(f"{entity[:15]:<16}{row['gold_characters']:>11}{_pct(row['leakage']):>9}{row['gold_spans']:>7}"
                     f"{_pct(row['fully_hidden']):>8}{row['recall_exact']:>9.3f}{row['recall_covered']:>9.3f}")
    overall = data["overall"]
    lines.append("-" * len(header))
    lines.append(f"{'all':<16}{overall['gold_characters']:>11}{_pct(overall['leakage']):>9}"
                 f"{overall['spans_exact']['gold']:>7}{_pct(overall['fully_hidden']):>8}"
                 f"{overall['spans_exact']['recall']:>9.3f}{overall['spans_covered']['recall']:>9.3f}")
    lines.append(f"character precision {overall['character_precision']:.3f}; span precision "
                 f"exact {overall['spans_exact']['precision']:.3f}, covered {overall['spans_covered']['precision']:.3f}")
    if card.generalization_precision is not None:
        lines.append(f"generalization precision {card.generalization_precision:.4f} "
                     f"({card.generalizations} generalized replacements)")
    return "\n".join(lines)


def write_html_report(path, text_dir, gold_dir, pred_dir, level: int = matching.COVERED, labelled: bool = False,
                      title: str = "MASK run: errors") -> int:
    """Write the HTML error report of a run; returns the number of error rows.

    The page shows document text around each error: for reviewers with access to the
    originals, never for logs.
    """
    card, rows = Scorecard(), []
    counts = SpanCounts()
    for document in _documents(text_dir, gold_dir, pred_dir, card):
        result = match_document(document, level=level, labelled=labelled)
        counts.add(result)
        rows.extend(error_rows(result))
    overall = counts.overall()
    summary = {"level": level, "labelled": labelled, **{k: overall[k] for k in ("precision", "recall", "f1", "f2")}}
    write_html(Path(path), rows, title, summary)
    return len(rows)
