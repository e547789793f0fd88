"""CLUEval classification: the five classes, both directions, the levels, labels."""
import random

import pytest

from mask_framework.evaluation.matching import (
    CONTAINED, COVERED, EXACT, TILED, UNMATCHED, accepted, classify, overlapping, whitespace_ink)

G = (10, 20, "PER")


@pytest.mark.parametrize("pred, expected", [
    ([(10, 20, "PER")], EXACT),
    ([(8, 20, "PER")], CONTAINED),
    ([(10, 14, "PER"), (14, 20, "PER")], TILED),
    ([(8, 15, "PER"), (15, 22, "PER")], COVERED),
    ([(10, 14, "PER"), (15, 20, "PER")], UNMATCHED),   # a gap: not adjacent
    ([(12, 22, "PER")], UNMATCHED),                    # partial overlap
    ([(0, 5, "PER"), (25, 30, "PER")], UNMATCHED),
])
def test_seed_table_classes(pred, expected):
    classes, _ = classify([G], pred)
    assert classes == [expected]


def test_precision_direction_is_the_same_function_reversed():
    gold = [(10, 20, "PER")]
    pred = [(10, 14, "PER"), (14, 20, "PER"), (30, 32, "LOC")]
    classes, _ = classify(pred, gold)
    assert classes == [CONTAINED, CONTAINED, UNMATCHED]


@pytest.mark.parametrize("level, expected", [(0, [1, 0, 0, 0, 0]), (1, [1, 1, 0, 0, 0]),
                                             (2, [1, 1, 1, 0, 0]), (3, [1, 1, 1, 1, 0])])
def test_levels_accept_growing_sets_of_classes(level, expected):
    gold = [(0, 2, "A"), (10, 12, "A"), (20, 24, "A"), (30, 34, "A"), (40, 44, "A")]
    pred = [(0, 2, "A"), (9, 13, "A"), (20, 22, "A"), (22, 24, "A"), (29, 32, "A"), (32, 35, "A"), (41, 45, "A")]
    classes, labels = classify(gold, pred)
    assert classes == [EXACT, CONTAINED, TILED, COVERED, UNMATCHED]
    assert [int(x) for x in accepted(gold, classes, labels, level, labelled=False)] == expected


def test_labelled_uses_token_majority_of_joined_spans():
    gold = [(0, 5, "ORG"), (10, 13, "PER")]
    pred = [(0, 2, "ORG"), (2, 3, "LOC"), (3, 5, "ORG"), (10, 11, "LOC"), (11, 13, "PER")]
    classes, labels = classify(gold, pred)
    assert classes == [TILED, TILED] and labels == ["ORG", "PER"]
    assert accepted(gold, classes, labels, 2, labelled=True) == [True, True]
    assert accepted(gold, classes, labels, 1, labelled=True) == [False, False]


def test_labelled_exact_requires_the_label():
    classes, labels = classify([(0, 3, "PER")], [(0, 3, "LOC")])
    assert classes == [EXACT] and accepted([(0, 3, "PER")], classes, labels, 0, True) == [False]


def test_whitespace_between_character_spans_still_joins():
    text = "is Inigo Montoya."
    ink = whitespace_ink(text)
    gold = [(3, 16, "NAME")]
    assert classify(gold, [(3, 8, "NAME"), (9, 16, "NAME")], ink)[0] == [TILED]
    assert classify(gold, [(3, 8, "NAME"), (9, 16, "NAME")])[0] == [UNMATCHED]  # without ink: a gap
    assert classify(gold, [(3, 7, "NAME"), (9, 16, "NAME")], ink)[0] == [UNMATCHED]  # "o" uncovered


def test_level_outside_range_is_refused():
    with pytest.raises(ValueError, match="level"):
        accepted([], [], [], 4, False)


def brute_force(reference, other):
    """The seed's per-span procedure as a nested scan, to check the sort-merge against."""
    result = []
    keys = {(s, e) for s, e, _ in reference}
    rest = [o for o in other if (o[0], o[1]) not in keys]
    for s0, e0, _ in reference:
        if any(o[0] == s0 and o[1] == e0 for o in other):
            result.append(EXACT)
        elif any(o[0] <= s0 and o[1] >= e0 for o in rest):
            result.append(CONTAINED)
        else:
            over = sorted(o for o in rest if o[0] < e0 and s0 < o[1])
            if not over or any(a[1] != b[0] for a, b in zip(over, over[1:])):
                result.append(UNMATCHED)
            elif over[0][0] == s0 and over[-1][1] == e0:
                result.append(TILED)
            elif over[0][0] <= s0 and over[-1][1] >= e0:
                result.append(COVERED)
            else:
                result.append(UNMATCHED)
    return result


def random_spans(rng, length):
    spans, position = [], 0
    while True:
        position += rng.randint(0, 3)
        size = rng.randint(1, 4)
        if position + size > length:
            return spans
        spans.append((position, position + size, rng.choice("AB")))
        position += size


@pytest.mark.parametrize("seed", range(30))
def test_sort_merge_agrees_with_nested_scan(seed):
    rng = random.Random(seed)
    gold, pred = random_spans(rng, 200), random_spans(rng, 200)
    assert classify(gold, pred)[0] == brute_force(gold, pred)
    assert classify(pred, gold)[0] == brute_force(pred, gold)


def test_overlapping_lists_every_overlap():
    assert overlapping([(0, 5, "A"), (6, 7, "A")], [(1, 2, "B"), (4, 9, "B"), (9, 10, "B")]) == [[0, 1], [1]]
