"""The ``mask_crf_tags`` spaCy component with the real shipped Dutch CRF."""
import json

import pytest
import spacy
from spacy.tokens import Doc

from mask_framework.training.crf_model import CrfTagger
from mask_framework.training.shipped import shipped_crf_model
from mask_framework.training.spacy_crf_tags import read_training_tags

CRF_NL = shipped_crf_model("nl")


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("nl")
    nlp.add_pipe("mask_crf_tags").initialize(model_path=str(CRF_NL))
    return nlp


def test_writes_the_crf_tags_into_tag(nlp):
    doc = nlp("Jan de Vries woont in Amsterdam.")
    assert [t.tag_ for t in doc] == ["B-PER", "I-PER", "I-PER", "O", "O", "B-LOC", "O"]


def test_tags_sentence_by_sentence_as_the_crf_was_trained(nlp):
    # one CRF run over both sentences would lose the sentence-start features
    first = ["Gisteren", "kwam", "Piet", "Jansen", "langs", "."]
    second = ["Daarna", "reisde", "hij", "naar", "Utrecht", "."]
    doc = nlp(Doc(nlp.vocab, words=first + second))
    tagger = CrfTagger(CRF_NL)
    assert [t.tag_ for t in doc] == tagger.tag_words(first) + tagger.tag_words(second)


def test_line_breaks_split_and_spaces_are_outside(nlp):
    text = "Mevrouw Anna Visser\n\nwoont in Gent 👍🏽 é\r\n"
    doc = nlp(text)
    assert all(t.tag_ == "O" for t in doc if t.is_space)
    assert {t.text: t.tag_ for t in doc}["Gent"] == "B-LOC"
    assert len(nlp("")) == 0


def test_training_tags_are_used_for_exactly_their_documents(tmp_path):
    words = ["Jan", "de", "Vries", "woont", "hier", "."]
    table = tmp_path / "tags.jsonl"
    table.write_text(json.dumps({"words": words, "tags": ["O", "O", "B-ORG", "O", "O", "O"]}) + "\n", encoding="utf-8")
    assert read_training_tags(table) == {tuple(words): ["O", "O", "B-ORG", "O", "O", "O"]}
    nlp = spacy.blank("nl")
    component = nlp.add_pipe("mask_crf_tags")
    component.initialize(model_path=str(CRF_NL), training_tags=str(table))
    assert [t.tag_ for t in nlp(Doc(nlp.vocab, words=words))] == ["O", "O", "B-ORG", "O", "O", "O"]
    # another sentence: the CRF itself
    assert [t.tag_ for t in nlp(Doc(nlp.vocab, words=words[:3]))] == ["B-PER", "I-PER", "I-PER"]


def test_saved_with_the_pipeline_without_the_training_tags(nlp, tmp_path):
    nlp.get_pipe("mask_crf_tags").training_tags = {("Utrecht",): ["B-PER"]}
    nlp.to_disk(tmp_path / "pipeline")
    nlp.get_pipe("mask_crf_tags").training_tags = {}
    assert sorted(p.name for p in (tmp_path / "pipeline" / "mask_crf_tags").iterdir()) == ["crf.crfsuite", "crf.json"]
    loaded = spacy.load(tmp_path / "pipeline")
    assert [t.tag_ for t in loaded("Utrecht")] == ["B-LOC"]


def test_needs_a_model():
    nlp = spacy.blank("nl")
    component = nlp.add_pipe("mask_crf_tags")
    with pytest.raises(ValueError, match="model_path"):
        component.initialize()
    with pytest.raises(ValueError, match="no CRF model loaded"):
        nlp("Jan")


def test_a_doc_rebuilt_from_words_keeps_an_initial_with_its_name(nlp):
    # Doc(words=...) puts a space after every token: "M . Nienhuis" is still one name
    words = ["Woont", "samen", "met", "M", ".", "Nienhuis", "in", "Gent", "."]
    tags = [t.tag_ for t in nlp(Doc(nlp.vocab, words=words))]
    assert tags == CrfTagger(CRF_NL).tag_words(words)
    assert tags[3:6] == ["B-PER", "I-PER", "I-PER"]
