"""Merging several BIO layers of one document into a single span sequence.

The union of all layers' spans is split into *overlap components*: spans are
nodes, every overlapping pair (exact matches included) is an edge, and the
connected components (networkx) are the merged spans, from the smallest start to
the largest end. The algorithm is symmetric in the layers -- no layer is primary.

Labels come from token majorities: within a component, the label whose spans
cover most tokens wins (ties: the earliest span's label). With ``combine="layers"``
(the default, for layers that annotate different attributes, such as category
and risk) each layer votes separately and the merged label joins the winners with
``|`` in layer order, ``_`` standing for a layer with no span there; with
``combine="majority"`` (layers of the same attribute, e.g. two taggers) all spans
vote together.
"""
from __future__ import annotations

from bisect import bisect_left

import networkx as nx

from mask_framework.spans import Span

EMPTY_LAYER = "_"


def overlap_components(layers: list[list[Span]]) -> list[list[tuple[int, Span]]]:
    """Groups of ``(layer index, span)`` connected by overlap, in text order."""
    graph = nx.Graph()
    nodes = sorted(((span.start, span.end, layer, index), span)
                   for layer, spans in enumerate(layers) for index, span in enumerate(spans))
    active: list[tuple[tuple, Span]] = []
    for key, span in nodes:
        graph.add_node(key)
        # a sweep keeps only spans still open at this start, instead of testing all pairs
        active = [(k, s) for k, s in active if s.end > span.start]
        graph.add_edges_from((k, key) for k, _ in active)
        active.append((key, span))
    by_key = {key: (key[2], span) for key, span in nodes}
    components = [sorted(by_key[key] for key in component) for component in nx.connected_components(graph)]
    return sorted(components, key=lambda members: min(span.start for _, span in members))


def _token_weight(span: Span, token_starts: list[int] | None) -> int:
    if token_starts is None:
        return len(span)
    return bisect_left(token_starts, span.end) - bisect_left(token_starts, span.start)


def _majority(members: list[tuple[int, Span]], token_starts: list[int] | None) -> str:
    votes: dict[str, int] = {}
    for _, span in sorted(members, key=lambda member: (member[1].start, member[1].end)):
        votes[span.entity] = votes.get(span.entity, 0) + _token_weight(span, token_starts)
    best = next(iter(votes))
    for label, weight in votes.items():
        if weight > votes[best]:
            best = label
    return best


def merge_layers(layers: list[list[Span]], tokens: list[tuple[int, int]] | None = None,
                 combine: str = "layers") -> list[Span]:
    """One span per overlap component of ``layers`` (spans of one document).

    ``tokens`` (character offsets) make the label vote count tokens; without them it
    counts characters.
    """
    if combine not in ("layers", "majority"):
        raise ValueError(f"combine must be 'layers' or 'majority', not {combine!r}")
    token_starts = [start for start, _ in tokens] if tokens is not None else None
    merged = []
    for members in overlap_components(layers):
        start = min(span.start for _, span in members)
        end = max(span.end for _, span in members)
        if combine == "majority" or len(layers) == 1:
            label = _majority(members, token_starts)
        else:
            label = "|".join(
                _majority([m for m in members if m[0] == layer], token_starts)
                if any(m[0] == layer for m in members) else EMPTY_LAYER
                for layer in range(len(layers)))
        merged.append(Span(start, end, label))
    return merged
