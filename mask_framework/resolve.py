"""Turn the spans of all NER plugins into one non-overlapping set.

Policy (deterministic, and the only one): spans that overlap -- share at least
one character -- are chained into groups; each group becomes ONE span covering
the union of its characters, so no character any plugin detected survives
masking (presidio's partial-overlap bug left such characters in the text).
The group's entity is chosen by, in order:

1. entities that are masked beat entities configured as ``Nothing``;
2. the entity covering the most characters of the group;
3. the entity more plugins found as the whole group ('John Radcliffe Hospital': the lexicon and the CRF
   an organisation, spaCy a person; the lexicon's 'John Radcliffe' inside it is a name but not the group);
4. the entity more plugins found (a reference that the patterns and the lexicon call an ID and the CRF
   a name is an ID);
5. the entity listed first in the configuration.

Spans that merely touch (``[0, 3)`` and ``[3, 5)``) stay separate.
"""
from __future__ import annotations

from typing import Iterable, Mapping

from mask_framework.spans import Span


def _covered_characters(spans: list[Span]) -> int:
    total, reach = 0, -1
    for span in sorted(spans):
        start = max(span.start, reach)
        if span.end > start:
            total += span.end - start
        reach = max(reach, span.end)
    return total


def _merge_group(group: list[Span], priority: Mapping[str, tuple[int, int]]) -> Span:
    if len(group) == 1:
        return group[0]
    by_entity: dict[str, list[Span]] = {}
    for span in group:
        by_entity.setdefault(span.entity, []).append(span)

    start, end = min(s.start for s in group), max(s.end for s in group)

    def rank(entity: str):
        masked, order = priority.get(entity, (1, len(priority)))
        plugins = len({source for span in by_entity[entity] for source in span.sources})
        whole = len({source for span in by_entity[entity] if (span.start, span.end) == (start, end)
                     for source in span.sources})
        return (-masked, -_covered_characters(by_entity[entity]), -whole, -plugins, order, entity)

    entity = min(by_entity, key=rank)
    sources = tuple(sorted({source for span in group for source in span.sources}))
    return Span(start, end, entity, sources)


def resolve_overlaps(spans: Iterable[Span], priority: Mapping[str, tuple[int, int]] | None = None) -> list[Span]:
    """Return sorted, non-overlapping spans covering every character of ``spans``.

    ``priority`` maps entity -> (1 if masked else 0, position in the configuration).
    """
    priority = priority or {}
    ordered = sorted(spans, key=lambda s: (s.start, s.end, s.entity))
    resolved: list[Span] = []
    group: list[Span] = []
    group_end = -1
    for span in ordered:
        if group and span.start < group_end:
            group.append(span)
            group_end = max(group_end, span.end)
            continue
        if group:
            resolved.append(_merge_group(group, priority))
        group, group_end = [span], span.end
    if group:
        resolved.append(_merge_group(group, priority))
    return resolved
