"""A self-contained HTML page of the error table, grouped by label.

Gold spans are highlighted in yellow, predicted spans in blue, and text inside
both in green; hovering a highlight shows its labels (a ``title`` tooltip). No
script, no external resource: the file can be mailed or archived as is.

The page contains document text: it is for reviewers who may read the originals.
"""
from __future__ import annotations

import html
from collections import defaultdict
from pathlib import Path

from mask_framework.evaluation.errors import ErrorRow

GOLD_COLOUR, PRED_COLOUR, BOTH_COLOUR = "#ffd54f", "#64b5f6", "#81c784"

_STYLE = f"""
body {{ font-family: sans-serif; margin: 1.5em; color: #222; }}
table {{ border-collapse: collapse; margin-bottom: 1.5em; }}
td, th {{ border: 1px solid #ccc; padding: 0.3em 0.6em; vertical-align: top; text-align: left; }}
td.context {{ font-family: monospace; white-space: pre-wrap; max-width: 60em; line-height: 1.7; }}
.g {{ background: {GOLD_COLOUR}; }}
.p {{ background: {PRED_COLOUR}; }}
.gp {{ background: {BOTH_COLOUR}; }}
.focus {{ outline: 2px solid #444; }}
.swatch {{ display: inline-block; padding: 0 0.4em; margin-right: 0.8em; }}
"""


def _segments(row: ErrorRow) -> list[tuple[str, list[str], list[str], bool]]:
    """The context cut at every span boundary: (text, gold labels, predicted labels, in the row's span)."""
    start, end = row.context
    cuts = {start, end}
    for span in (*row.gold_spans, *row.pred_spans):
        cuts.update(x for x in (span.start, span.end) if start < x < end)
    points = sorted(cuts)
    pieces = []
    for lo, hi in zip(points, points[1:]):
        gold = [s.entity for s in row.gold_spans if s.start <= lo and hi <= s.end]
        pred = [s.entity for s in row.pred_spans if s.start <= lo and hi <= s.end]
        pieces.append((row.text[lo:hi], gold, pred, row.span.start <= lo and hi <= row.span.end))
    return pieces


def highlighted_context(row: ErrorRow) -> str:
    parts = []
    for piece, gold, pred, focus in _segments(row):
        escaped = html.escape(piece)
        if not gold and not pred:
            parts.append(escaped)
            continue
        css = "gp" if gold and pred else ("g" if gold else "p")
        tooltip = "; ".join(filter(None, ("gold: " + ", ".join(gold) if gold else "",
                                          "predicted: " + ", ".join(pred) if pred else "")))
        focus_css = " focus" if focus else ""
        parts.append(f'<span class="{css}{focus_css}" title="{html.escape(tooltip)}">{escaped}</span>')
    return "".join(parts)


def _summary_table(summary: dict | None) -> str:
    if not summary:
        return ""
    rows = "".join(f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(_fmt(v))}</td></tr>" for k, v in summary.items())
    return f"<h2>Scores</h2><table>{rows}</table>"


def _fmt(value) -> str:
    return f"{value:.4f}" if isinstance(value, float) else str(value)


def _group_table(rows: list[ErrorRow]) -> str:
    body = []
    for row in rows:
        others = " | ".join(s.entity for s in row.others) or "-"
        body.append(
            "<tr>"
            f"<td>{html.escape(row.doc_id)}</td><td>{html.escape(row.error_class)}</td>"
            f"<td>{row.span.start}-{row.span.end}</td><td>{html.escape(others)}</td>"
            f'<td class="context">{highlighted_context(row)}</td>'
            "</tr>")
    header = "<tr><th>document</th><th>class</th><th>offsets</th><th>other side</th><th>context</th></tr>"
    return f"<table>{header}{''.join(body)}</table>"


def render_html(rows: list[ErrorRow], title: str = "MASK evaluation: errors", summary: dict | None = None) -> str:
    """The whole page as a string: false negatives, then false positives, each grouped by label."""
    sections = []
    for kind, heading in (("FN", "False negatives (gold spans not found)"),
                          ("FP", "False positives (predicted spans not in gold)")):
        groups: dict[str, list[ErrorRow]] = defaultdict(list)
        for row in rows:
            if row.kind == kind:
                groups[row.span.entity].append(row)
        sections.append(f"<h2>{heading}: {sum(len(g) for g in groups.values())}</h2>")
        for label in sorted(groups):
            anchor = html.escape(f"{kind}-{label}", quote=True)
            sections.append(f'<h3 id="{anchor}">{html.escape(label)} ({len(groups[label])})</h3>')
            sections.append(_group_table(groups[label]))
    legend = ('<p><span class="swatch g">gold</span><span class="swatch p">predicted</span>'
              '<span class="swatch gp">both</span> (hover a highlight for its labels)</p>')
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1>{legend}{_summary_table(summary)}{''.join(sections)}</body></html>\n")


def write_html(path, rows: list[ErrorRow], title: str = "MASK evaluation: errors", summary: dict | None = None) -> None:
    """Write the page. It contains document text: for reviewers with access to the originals."""
    Path(path).write_text(render_html(rows, title, summary), encoding="utf-8")
