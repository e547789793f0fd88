"""Overlap resolution: a non-overlapping set that still covers every detected character."""
from mask_framework.resolve import resolve_overlaps
from mask_framework.spans import Span

PRIORITY = {"NAME": (1, 0), "LOCATION": (1, 1), "DATE": (1, 2), "MISC": (0, 3)}


def test_disjoint_and_touching_spans_are_kept_apart():
    spans = [Span(5, 8, "NAME"), Span(0, 3, "DATE"), Span(3, 5, "LOCATION")]
    assert resolve_overlaps(spans, PRIORITY) == [Span(0, 3, "DATE"), Span(3, 5, "LOCATION"), Span(5, 8, "NAME")]


def test_partial_overlap_of_different_entities_covers_the_union():
    # "Jan Jansen Straat": NAME [0,10) and LOCATION [4,17) overlap on "Jansen"
    resolved = resolve_overlaps([Span(0, 10, "NAME", ("a",)), Span(4, 17, "LOCATION", ("b",))], PRIORITY)
    assert resolved == [Span(0, 17, "LOCATION")]   # LOCATION covers 13 characters, NAME 10
    assert resolved[0].sources == ("a", "b")


def test_tie_in_coverage_goes_to_the_entity_listed_first():
    assert resolve_overlaps([Span(0, 6, "DATE"), Span(3, 9, "NAME")], PRIORITY) == [Span(0, 9, "NAME")]


def test_tie_in_coverage_goes_to_the_entity_more_plugins_found_before_the_listing():
    # 'Houston': the CRF says a name, the lexicon and spaCy a place; NAME is listed first
    spans = [Span(0, 7, "NAME", ("crf",)), Span(0, 7, "LOCATION", ("lexicon",)), Span(0, 7, "LOCATION", ("spacy",))]
    assert resolve_overlaps(spans, PRIORITY)[0].entity == "LOCATION"
    # one plugin's two spans are one vote: the listing decides
    spans = [Span(0, 7, "NAME", ("crf",)), Span(0, 3, "LOCATION", ("lexicon",)), Span(3, 7, "LOCATION", ("lexicon",))]
    assert resolve_overlaps(spans, PRIORITY)[0].entity == "NAME"
    # coverage still comes first: a longer span of one plugin beats a shorter one two plugins found
    spans = [Span(0, 9, "NAME", ("crf",)), Span(0, 7, "LOCATION", ("lexicon",)), Span(0, 7, "LOCATION", ("spacy",))]
    assert resolve_overlaps(spans, PRIORITY)[0].entity == "NAME"


def test_tie_in_coverage_goes_to_the_entity_more_plugins_found_as_the_whole_group():
    # 'John Radcliffe Hospital': spaCy a person, the lexicon a name inside it and the hospital, the CRF the hospital
    # (two plugins each; before session 26 the listing made it a name)
    priority = {"NAME": (1, 0), "ORGANIZATION": (1, 1)}
    spans = [Span(0, 23, "NAME", ("spacy",)), Span(0, 14, "NAME", ("lexicon",)),
             Span(0, 23, "ORGANIZATION", ("lexicon",)), Span(0, 23, "ORGANIZATION", ("crf",))]
    assert resolve_overlaps(spans, priority) == [Span(0, 23, "ORGANIZATION")]
    # one whole span each: the plugin count, then the listing, decide as before
    spans = [Span(0, 23, "NAME", ("spacy",)), Span(0, 14, "NAME", ("lexicon",)), Span(0, 23, "ORGANIZATION", ("crf",))]
    assert resolve_overlaps(spans, priority)[0].entity == "NAME"


def test_masked_entity_beats_a_longer_unmasked_one():
    assert resolve_overlaps([Span(0, 20, "MISC"), Span(5, 8, "NAME")], PRIORITY) == [Span(0, 20, "NAME")]


def test_chained_overlaps_form_one_group_and_same_entity_merges():
    spans = [Span(0, 4, "NAME"), Span(3, 7, "NAME"), Span(6, 9, "DATE"), Span(20, 22, "NAME")]
    assert resolve_overlaps(spans, PRIORITY) == [Span(0, 9, "NAME"), Span(20, 22, "NAME")]


def test_nested_span_is_absorbed():
    assert resolve_overlaps([Span(2, 4, "NAME"), Span(0, 10, "LOCATION")], PRIORITY) == [Span(0, 10, "LOCATION")]


def test_result_is_independent_of_input_order():
    spans = [Span(4, 17, "LOCATION"), Span(0, 10, "NAME"), Span(30, 33, "DATE"), Span(31, 40, "NAME")]
    assert resolve_overlaps(spans, PRIORITY) == resolve_overlaps(list(reversed(spans)), PRIORITY)
