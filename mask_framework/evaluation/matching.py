"""CLUEval span classification: how one sequence of spans is found in another.

Each *reference* span is classified against the *other* sequence:

====  ===========  =====================================================
rank  class        meaning
====  ===========  =====================================================
0     exact        an other span has the same boundaries
1     contained    inside one other span
2     tiled        adjacent other spans join to exactly its boundaries
3     covered      adjacent other spans join to a superset of it
4     unmatched    anything else (including partial overlap)
====  ===========  =====================================================

The rank is also the lowest *level* that accepts the class: level 0 accepts exact
matches only (seqeval's entity scores when labels are required too), level 3
accepts all but unmatched. Recall classifies gold against predicted, precision
predicted against gold -- the same function in the other direction.

Coordinates are integers: token indices for column files, code points for brat.
Two spans are *adjacent* when nothing but gaps lies between them; ``ink`` says
what a gap is: ``ink[x]`` counts the non-gap units before coordinate ``x`` (for
brat text, the non-whitespace characters), so ``ink[b] == ink[a]`` means nothing
but whitespace between ``a`` and ``b``. Without ``ink`` only touching spans are
adjacent (token indices). ``ink`` also weighs the label majority of joined spans.

The algorithm is a sort-merge: both sequences sorted by start; exact matches go
through a hash table, and the rest find their overlapping candidates by binary
search on the sorted starts and the running maximum of the ends, so the cost is
O((n + m) log m), not n * m.
"""
from __future__ import annotations

import gc
from bisect import bisect_left
from contextlib import contextmanager
from itertools import accumulate

EXACT, CONTAINED, TILED, COVERED, UNMATCHED = range(5)
CLASS_NAMES = ("exact", "contained", "tiled", "covered", "unmatched")

Coord = tuple[int, int, str]  # (start, end, label), half-open


def whitespace_ink(text: str) -> list[int]:
    """``ink[x]``: number of non-whitespace characters in ``text[:x]``."""
    return [0, *accumulate(0 if ch.isspace() else 1 for ch in text)]


def _majority_label(candidates: list[Coord], start: int, end: int, ink: list[int] | None) -> str:
    """The label covering most of ``[start, end)`` (ties: the earliest span's label)."""
    weights: dict[str, int] = {}
    for s, e, label in candidates:
        lo, hi = max(s, start), min(e, end)
        weight = (ink[hi] - ink[lo]) if ink is not None else (hi - lo)
        weights[label] = weights.get(label, 0) + max(weight, 0)
    best = candidates[0][2]
    for label, weight in weights.items():  # dicts keep insertion (= position) order
        if weight > weights[best]:
            best = label
    return best


def _join(candidates: list[Coord], s0: int, e0: int, ink: list[int] | None) -> int:
    """Tiled, covered or unmatched: do the (sorted) candidates join into a cover of [s0, e0)?"""
    joined_end = candidates[0][1]
    for span in candidates[1:]:
        if span[0] > joined_end and (ink is None or ink[span[0]] != ink[joined_end]):
            return UNMATCHED  # a gap with content: the pieces do not join
        joined_end = max(joined_end, span[1])
    joined_start = candidates[0][0]
    if joined_start == s0 and joined_end == e0:
        return TILED
    return COVERED if joined_start <= s0 and joined_end >= e0 else UNMATCHED


def _several_candidates(s0: int, e0: int, own: str, candidates: list[Coord], ink) -> tuple[int, str | None]:
    candidates = [span for span in candidates if span[1] > s0]
    if not candidates:
        return UNMATCHED, None
    container = None
    for span in candidates:
        if span[0] <= s0 and span[1] >= e0 and (container is None or span[2] == own):
            container = span
    if container is not None:
        return CONTAINED, container[2]
    return _join(candidates, s0, e0, ink), _majority_label(candidates, s0, e0, ink)


@contextmanager
def _collector_paused():
    # Classifying a million spans allocates millions of small acyclic objects; each
    # allocation burst would trigger full collections that walk the whole heap.
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def classify(reference: list[Coord], other: list[Coord], ink: list[int] | None = None
             ) -> tuple[list[int], list[str | None]]:
    """Class rank of each ``reference`` span and the label it was matched with (see ``_classify``)."""
    with _collector_paused():
        return _classify(reference, other, ink)


def _classify(reference: list[Coord], other: list[Coord], ink: list[int] | None = None
              ) -> tuple[list[int], list[str | None]]:
    """Class rank of each ``reference`` span, and the label it was matched with.

    Both inputs must be sorted (``sorted()`` of the tuples). The matched label is
    the exact or containing span's label (preferring the reference's own label when
    several qualify), or the majority label of the joined spans; ``None`` when unmatched.

    The common cases -- an exact match, no candidate, a single candidate -- are
    decided for all spans at once with numpy; only spans overlapping several
    others go through the per-span join.
    """
    import numpy as np  # local import: keeps the package import light

    count = len(reference)
    if count == 0:
        return [], []
    ref_columns = [[span[0] for span in reference], [span[1] for span in reference], [span[2] for span in reference]]
    oth_columns = [[span[0] for span in other], [span[1] for span in other], [span[2] for span in other]]
    names = sorted(set(ref_columns[2]) | set(oth_columns[2]))
    code = {name: number for number, name in enumerate(names)}

    def as_array(columns) -> "np.ndarray":
        array = np.empty((len(columns[0]), 3), dtype=np.int64)
        array[:, 0], array[:, 1] = columns[0], columns[1]
        array[:, 2] = [code[label] for label in columns[2]]
        return array

    ref, oth = as_array(ref_columns), as_array(oth_columns)
    width = int(max(ref[:, 1].max(), oth[:, 1].max() if len(oth) else 0)) + 1
    ref_key, oth_key = ref[:, 0] * width + ref[:, 1], oth[:, 0] * width + oth[:, 1]  # sorted, as the spans are
    classes = np.full(count, UNMATCHED, dtype=np.int64)
    matched = np.full(count, -1, dtype=np.int64)

    first = np.searchsorted(oth_key, ref_key, "left")
    last = np.searchsorted(oth_key, ref_key, "right")
    is_exact = last > first
    classes[is_exact] = EXACT
    matched[is_exact] = oth[first[is_exact], 2] if len(oth) else -1
    for index in np.flatnonzero(last - first > 1):  # duplicate other spans: prefer the own label
        if ref[index, 2] in oth[first[index]:last[index], 2]:
            matched[index] = ref[index, 2]

    # Exactly matched other spans cannot take part in any overlap match: drop them.
    rest = oth[~np.isin(oth_key, ref_key)]
    pending = np.flatnonzero(~is_exact)
    if len(rest) and len(pending):
        starts, ends = rest[:, 0], rest[:, 1]
        reach = np.maximum.accumulate(ends)  # running max of ends: sorted
        s0, e0 = ref[pending, 0], ref[pending, 1]
        lo = np.searchsorted(reach, s0, "right")   # first other span that may end after s0
        hi = np.maximum(np.searchsorted(starts, e0, "left"), lo)  # first that starts at or after e0
        single = pending[(hi - lo == 1)]
        at = lo[hi - lo == 1]
        overlaps = ends[at] > ref[single, 0]
        single, at = single[overlaps], at[overlaps]
        inside = (starts[at] <= ref[single, 0]) & (ends[at] >= ref[single, 1])
        classes[single[inside]] = CONTAINED
        matched[single] = rest[at, 2]  # a partial overlap keeps its label for the error tables
        several = hi - lo > 1
        if several.any():
            for index, begin, end in zip(pending[several].tolist(), lo[several].tolist(), hi[several].tolist()):
                s_ref, e_ref, own = reference[index]
                candidates = [(s, e, names[c]) for s, e, c in rest[begin:end].tolist()]
                cls, label = _several_candidates(s_ref, e_ref, own, candidates, ink)
                classes[index] = cls
                matched[index] = code[label] if label is not None else -1
    label_of = [*names, None]  # code -1 -> None
    return classes.tolist(), [label_of[c] for c in matched.tolist()]


def accepted(reference: list[Coord], classes: list[int], labels: list[str | None],
             level: int, labelled: bool) -> list[bool]:
    """Whether each reference span counts as found at ``level`` (and label, if required)."""
    if not 0 <= level <= 3:
        raise ValueError(f"level must be 0, 1, 2 or 3, not {level}")
    return [cls <= level and (not labelled or matched == span[2])
            for span, cls, matched in zip(reference, classes, labels)]


def overlapping(reference: list[Coord], other: list[Coord]) -> list[list[int]]:
    """Indices of the ``other`` spans overlapping each reference span (both sorted)."""
    starts = [span[0] for span in other]
    reach = list(accumulate((span[1] for span in other), max))
    result, lo = [], 0
    for s0, e0, _ in reference:
        while lo < len(other) and reach[lo] <= s0:
            lo += 1
        hi = bisect_left(starts, e0, lo)
        result.append([k for k in range(lo, hi) if other[k][1] > s0])
    return result
