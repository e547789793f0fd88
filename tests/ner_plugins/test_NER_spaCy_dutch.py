"""NER_spaCy with MASK's shipped Dutch pipeline (the default for language nl)."""
import json

import pytest

from mask_framework.training.shipped import shipped_spacy_model
from ner_plugins.NER_spaCy import NER_spaCy


@pytest.fixture(scope="module")
def dutch():
    plugin = NER_spaCy(language="nl")
    plugin.initialize()
    return plugin


def test_default_is_the_shipped_pipeline_and_small(dutch):
    folder = shipped_spacy_model("nl")
    assert dutch.model_name == str(folder)
    # stacked on the CRF: its tags are the recognizer's input, so the plugin runs it
    assert dutch.nlp.pipe_names == ["attribute_ruler", "mask_crf_tags", "tok2vec", "ner"]
    assert dutch.emitted == {"PER", "LOC", "ORG"}
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    assert size < 20 * 1024 * 1024
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    assert meta["lang"] == "nl" and "mask" in meta


@pytest.mark.parametrize(
    "prefix",
    ["\r\n\r\n", "😀👩‍⚕️ ", "Opname\u0301 ", ""],
    ids=["crlf", "emoji", "combining", "none"],
)
def test_offsets_are_code_points_into_the_text(dutch, prefix):
    text = prefix + "Mevrouw Anna de Vries woont in Amsterdam.\r\nZe werd gezien door dokter Pieter Jansen in Utrecht."
    spans = dutch.perform_NER(text)
    surfaces = {(label, text[s:e]) for label, s, e in spans}
    assert ("PER", "Anna de Vries") in surfaces
    assert ("LOC", "Amsterdam") in surfaces
    assert ("LOC", "Utrecht") in surfaces


def test_combining_accent_is_never_split_from_its_letter(dutch):
    import unicodedata

    text = "Gisteren sprak Rene\u0301 Bakker met Els de Boer."
    spans = dutch.perform_NER(text)
    assert ("PER", text.index("Els"), text.index("Els") + len("Els de Boer")) in spans
    for _, start, end in spans:
        assert not unicodedata.combining(text[start])
        assert end == len(text) or not unicodedata.combining(text[end])


def test_empty_text_and_batches(dutch):
    results = dutch.perform_NER_batch(["", "Piet Jansen woont in Utrecht.", " \r\n"])
    assert results[0] == [] and results[2] == []
    assert ("LOC", 21, 28) in results[1]
