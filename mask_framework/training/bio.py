"""Conversion between character spans and BIO tags over offset-keeping tokens."""
from __future__ import annotations

from typing import Iterable, Sequence

OUTSIDE = "O"


def spans_to_bio(tokens: Sequence[tuple[int, int]], spans: Iterable[tuple[str, int, int]]) -> list[str]:
    """Tag tokens ``B-X``/``I-X``/``O`` from ``(label, start, end)`` character spans.

    A token belongs to a span when they overlap (a span that ends inside a token,
    as in "Jansens'" annotated without the apostrophe, still marks the token).
    Spans are applied longest first, so a nested shorter span never splits a longer one.
    """
    tags = [OUTSIDE] * len(tokens)
    ordered = sorted(spans, key=lambda s: (-(s[2] - s[1]), s[1]))
    for label, start, end in ordered:
        inside = [i for i, (t_start, t_end) in enumerate(tokens) if t_start < end and start < t_end]
        if not inside or any(tags[i] != OUTSIDE for i in inside):
            continue
        tags[inside[0]] = f"B-{label}"
        for i in inside[1:]:
            tags[i] = f"I-{label}"
    return tags


def bio_to_spans(tokens: Sequence[tuple[int, int]], tags: Sequence[str]) -> list[tuple[str, int, int]]:
    """Read ``(label, start, end)`` spans off BIO (or IOB1) tags.

    An ``I-X`` that does not continue an ``X`` entity starts one, as conlleval does.
    """
    spans: list[tuple[str, int, int]] = []
    label = None
    start = end = 0
    for (t_start, t_end), tag in zip(tokens, tags):
        prefix, _, kind = tag.partition("-")
        if prefix == "I" and kind == label:
            end = t_end
            continue
        if label is not None:
            spans.append((label, start, end))
            label = None
        if prefix in ("B", "I") and kind:
            label, start, end = kind, t_start, t_end
    if label is not None:
        spans.append((label, start, end))
    return spans


def relabel_bio(tags: Sequence[str], mapping: dict[str, str | None]) -> list[str]:
    """Map each tag's entity type through ``mapping``; types mapped to None become O.

    Types missing from ``mapping`` are kept. Repairs orphan ``I-`` tags to ``B-`` so
    the result is valid IOB2 (the Europeana corpus has some).
    """
    result: list[str] = []
    previous = OUTSIDE
    for tag in tags:
        prefix, _, kind = tag.partition("-")
        if prefix not in ("B", "I") or not kind:
            result.append(OUTSIDE)
            previous = OUTSIDE
            continue
        kind = mapping.get(kind, kind)
        if kind is None:
            result.append(OUTSIDE)
            previous = OUTSIDE
            continue
        if prefix == "I" and previous[2:] != kind:
            prefix = "B"
        tag = f"{prefix}-{kind}"
        result.append(tag)
        previous = tag
    return result
