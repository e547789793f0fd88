"""Held-out CRF tags for stacking: each sentence is tagged by a CRF that never saw it."""
import json

from mask_framework.training.corpus import TaggedSentence
from mask_framework.training.crf_model import CrfTagger
from mask_framework.training.crf_trainer import train_crf
from mask_framework.training.stacking import fold_of, held_out_crf_tags, write_training_tags

NAME = TaggedSentence(["Ik", "zag", "Blorp", "gisteren", "."], ["O", "O", "B-PER", "O", "O"])
PLAIN = TaggedSentence(["Ik", "zag", "boeken", "gisteren", "."], ["O"] * 5)


def test_folds_are_interleaved_blocks():
    assert [fold_of(i, 3, 2) for i in range(8)] == [0, 0, 1, 1, 2, 2, 0, 0]


def test_a_sentence_is_tagged_by_a_crf_that_did_not_see_it(tmp_path):
    # even sentences (fold 0) hold the only PER; odd ones (fold 1) none
    sentences = [NAME if i % 2 == 0 else PLAIN for i in range(20)]
    full = train_crf(sentences, "nl", tmp_path / "full.crfsuite", max_iterations=30)
    assert CrfTagger(full).tag_words(NAME.words)[2] == "B-PER"  # the CRF that saw them finds the name
    tags = held_out_crf_tags(sentences, full, folds=2, block=1)
    assert len(tags) == 20 and all(len(t) == 5 for t in tags)
    # fold 0 was tagged by a CRF trained on fold 1 only, which never saw a PER
    assert all(tags[i][2] == "O" for i in range(0, 20, 2))


def test_training_tags_are_grouped_like_the_docbin(tmp_path):
    sentences = [NAME, PLAIN, NAME]
    tags = [s.tags for s in sentences]
    path = tmp_path / "tags.jsonl"
    assert write_training_tags(sentences, tags, 2, path) == 2
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["words"] == NAME.words + PLAIN.words and lines[0]["tags"] == NAME.tags + PLAIN.tags
    assert lines[1] == {"words": NAME.words, "tags": NAME.tags}


def test_a_small_corpus_still_gets_every_fold(tmp_path):
    # 12 sentences, 5 folds: blocks of 100 would leave four folds empty and one CRF with no data
    sentences = [NAME if i % 2 == 0 else PLAIN for i in range(12)]
    full = train_crf(sentences, "nl", tmp_path / "full.crfsuite", max_iterations=10)
    tags = held_out_crf_tags(sentences, full)
    assert len(tags) == 12 and all(len(t) == 5 for t in tags)


def test_too_few_sentences_is_an_error(tmp_path):
    import pytest

    full = train_crf([NAME, PLAIN], "nl", tmp_path / "full.crfsuite", max_iterations=5)
    with pytest.raises(ValueError, match="at least 10 training sentences"):
        held_out_crf_tags([NAME, PLAIN], full)
