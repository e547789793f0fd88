"""Merging BIO layers into overlap components with token-majority labels."""
import pytest

from mask_framework.evaluation.merge import merge_layers, overlap_components
from mask_framework.evaluation.sources import column_documents
from mask_framework.spans import Span

# "Jan Jansen uit Den Haag" -> tokens at these offsets
TOKENS = [(0, 3), (4, 10), (11, 14), (15, 18), (19, 23)]


def test_identical_spans_across_layers_keep_each_layers_label():
    layers = [[Span(0, 10, "PER"), Span(15, 23, "LOC")], [Span(0, 10, "high"), Span(15, 23, "low")]]
    assert merge_layers(layers, TOKENS) == [Span(0, 10, "PER|high"), Span(15, 23, "LOC|low")]


def test_chain_of_overlaps_is_one_component_and_majority_counts_tokens():
    layer_a = [Span(0, 3, "ORG"), Span(4, 14, "PER")]         # 1 token ORG, 2 tokens PER
    layer_b = [Span(0, 10, "PER")]                              # bridges both spans of layer a
    layer_c = [Span(19, 23, "LOC")]
    merged = merge_layers([layer_a, layer_b, layer_c], TOKENS, combine="majority")
    assert merged == [Span(0, 14, "PER"), Span(19, 23, "LOC")]
    per_layer = merge_layers([layer_a, layer_b, layer_c], TOKENS)
    assert per_layer == [Span(0, 14, "PER|PER|_"), Span(19, 23, "_|_|LOC")]


def test_merge_is_symmetric_in_the_layers():
    a, b = [Span(0, 3, "X"), Span(11, 18, "Y")], [Span(0, 10, "Y"), Span(15, 23, "Y")]
    forward = merge_layers([a, b], TOKENS, combine="majority")
    backward = merge_layers([b, a], TOKENS, combine="majority")
    assert forward == backward == [Span(0, 10, "Y"), Span(11, 23, "Y")]


def test_components_are_in_text_order():
    components = overlap_components([[Span(15, 23, "A")], [Span(0, 3, "B"), Span(19, 23, "C")]])
    assert [[span.entity for _, span in members] for members in components] == [["B"], ["A", "C"]]


def test_bad_combine_is_refused():
    with pytest.raises(ValueError, match="combine"):
        merge_layers([[]], combine="union")


def test_vrt_columns_merge_when_read(tmp_path):
    vrt = tmp_path / "m.vrt"
    vrt.write_text("<s>\nJan\tB-PER\tO\nJansen\tI-PER\tB-PER\nuit\tO\tI-PER\nDen\tB-LOC\tO\nHaag\tI-LOC\tB-LOC\n</s>\n",
                   encoding="utf-8")
    [document] = column_documents(vrt, vrt, [1, 2], combine="majority")
    assert [(s.surface(document.text), s.entity) for s in document.gold] == [("Jan Jansen uit", "PER"),
                                                                             ("Den Haag", "LOC")]
