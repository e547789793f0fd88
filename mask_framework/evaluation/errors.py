"""Error tables: every false negative and false positive, with what overlaps it.

A false negative row shows one gold span with *all* predicted spans overlapping
it (and vice versa for a false positive), so partial overlaps -- all simply
unmatched for the scores -- are visible for review. The context is the span's
sentence (column files) or its line, cut to a window around the spans.

The rows and the TSV contain document text: they are for reviewers who may read
the originals, never for logs.
"""
from __future__ import annotations

import csv
from bisect import bisect_left
from dataclasses import dataclass, field
from pathlib import Path

from mask_framework.evaluation import matching
from mask_framework.evaluation.spanscore import DocumentResult
from mask_framework.spans import Span

CONTEXT_WINDOW = 120  # characters either side when the context is a line
GOLD_MARK, PRED_MARK = "🟨", "🟦"


@dataclass
class ErrorRow:
    kind: str                       # "FN" (a gold span) or "FP" (a predicted span)
    doc_id: str
    error_class: str                # a class the level rejects, "partial", "missed" (FN), "spurious" (FP),
                                    # or "label:<class>" (boundaries accepted, label wrong)
    span: Span
    others: list[Span]              # overlapping spans of the other side, in order
    text: str = field(repr=False)
    context: tuple[int, int] = (0, 0)
    tokens: tuple[int, int] | None = None  # token index range when the document has tokens

    @property
    def gold_spans(self) -> list[Span]:
        return [self.span] if self.kind == "FN" else self.others

    @property
    def pred_spans(self) -> list[Span]:
        return self.others if self.kind == "FN" else [self.span]


def _context(result: DocumentResult, start: int, end: int) -> tuple[int, int]:
    text, sentences = result.document.text, result.document.sentences
    if sentences:
        inside = [(s, e) for s, e in sentences if s < end and start < e] or [(start, end)]
        return min(s for s, _ in inside), max(e for _, e in inside)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return max(line_start, start - CONTEXT_WINDOW), min(line_end, end + CONTEXT_WINDOW)


def _token_range(result: DocumentResult, span: Span) -> tuple[int, int] | None:
    tokens = result.document.tokens
    if tokens is None:
        return None
    starts = [s for s, _ in tokens]
    return bisect_left(starts, span.start), bisect_left(starts, span.end)


def _rows(kind: str, result: DocumentResult, spans, classes, ok, others) -> list[ErrorRow]:
    coords = [(s.start, s.end, s.entity) for s in spans]
    other_coords = [(s.start, s.end, s.entity) for s in others]
    rows = []
    for span, cls, good, overlap in zip(spans, classes, ok, matching.overlapping(coords, other_coords)):
        if good:
            continue
        overlapping_spans = [others[k] for k in overlap]
        if cls == matching.UNMATCHED:
            name = "partial" if overlapping_spans else ("missed" if kind == "FN" else "spurious")
        elif cls <= result.level:  # the boundaries were good enough; the label was not
            name = f"label:{matching.CLASS_NAMES[cls]}"
        else:
            name = matching.CLASS_NAMES[cls]
        lo = min([span.start] + [s.start for s in overlapping_spans])
        hi = max([span.end] + [s.end for s in overlapping_spans])
        rows.append(ErrorRow(kind, result.document.doc_id, name, span, overlapping_spans, result.document.text,
                             _context(result, lo, hi), _token_range(result, span)))
    return rows


def error_rows(result: DocumentResult) -> list[ErrorRow]:
    """False negatives then false positives of one document, each in text order."""
    return (_rows("FN", result, result.gold, result.gold_classes, result.gold_ok, result.pred)
            + _rows("FP", result, result.pred, result.pred_classes, result.pred_ok, result.gold))


def marked_context(row: ErrorRow) -> str:
    """The context with emoji around gold (🟨) and predicted (🟦) spans, for spreadsheets."""
    start, end = row.context
    events = []
    for side, (spans, mark) in enumerate(((row.gold_spans, GOLD_MARK), (row.pred_spans, PRED_MARK))):
        for span in spans:
            # at one offset: closings before openings; outer spans open first and close last
            events.append((max(span.start, start), 1, -span.end, side, mark + "["))
            events.append((min(span.end, end), 0, -span.start, -side, "]" + mark))
    pieces, position = [], start
    for offset, *_, marker in sorted(events):
        pieces.append(row.text[position:offset])
        pieces.append(marker)
        position = offset
    pieces.append(row.text[position:end])
    return "".join(pieces)


TSV_COLUMNS = ["kind", "document", "class", "label", "start", "end", "tokens", "surface",
               "other_labels", "other_start", "other_end", "other_surface", "context"]


def _cell(value: str) -> str:
    value = value.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    # a leading = + - @ would make a spreadsheet evaluate the cell as a formula
    return "'" + value if value[:1] in ("=", "+", "-", "@") else value


def row_fields(row: ErrorRow) -> list[str]:
    others = row.others
    return [
        row.kind, row.doc_id, row.error_class, row.span.entity, str(row.span.start), str(row.span.end),
        f"{row.tokens[0]}-{row.tokens[1]}" if row.tokens else "",
        _cell(row.span.surface(row.text)),
        _cell(" | ".join(s.entity for s in others)),
        str(min(s.start for s in others)) if others else "",
        str(max(s.end for s in others)) if others else "",
        _cell(" | ".join(s.surface(row.text) for s in others)),
        _cell(marked_context(row)),
    ]


def write_tsv(path, rows: list[ErrorRow]) -> None:
    """The error table as TSV (UTF-8). Contains document text: for reviewers only."""
    with Path(path).open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
        writer.writerow(TSV_COLUMNS)
        for row in rows:
            writer.writerow([_cell(v) if i < 2 else v for i, v in enumerate(row_fields(row))])
