"""Spans <-> BIO tags over token offsets; relabelling of corpus tags."""
from mask_framework.training.bio import bio_to_spans, relabel_bio, spans_to_bio

TOKENS = [(0, 3), (4, 8), (9, 14), (15, 17), (18, 25)]  # "Dhr Piet Smits in Utrecht"


def test_spans_to_bio_marks_overlapping_tokens():
    spans = [("PER", 4, 14), ("LOC", 18, 25)]
    assert spans_to_bio(TOKENS, spans) == ["O", "B-PER", "I-PER", "O", "B-LOC"]


def test_span_ending_inside_a_token_still_marks_it():
    assert spans_to_bio(TOKENS, [("PER", 9, 12)]) == ["O", "O", "B-PER", "O", "O"]


def test_nested_shorter_span_does_not_split_the_longer():
    assert spans_to_bio(TOKENS, [("PER", 9, 14), ("ORG", 0, 14)]) == ["B-ORG", "I-ORG", "I-ORG", "O", "O"]


def test_bio_to_spans_round_trip_and_orphan_i():
    tags = ["O", "B-PER", "I-PER", "I-LOC", "B-LOC"]
    assert bio_to_spans(TOKENS, tags) == [("PER", 4, 14), ("LOC", 15, 17), ("LOC", 18, 25)]
    assert bio_to_spans(TOKENS, ["I-PER", "O", "O", "O", "O"]) == [("PER", 0, 3)]
    assert bio_to_spans([], []) == []


def test_relabel_maps_drops_and_repairs():
    tags = ["B-person", "I-person", "B-product", "I-LOC", "O"]
    assert relabel_bio(tags, {"person": "PER", "product": None}) == ["B-PER", "I-PER", "O", "B-LOC", "O"]
