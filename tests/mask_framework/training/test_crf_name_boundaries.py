"""A capitalised person name holds no lower-case word but a surname particle."""
from mask_framework.training.crf_model import CrfTagger, name_particles, split_names_at_lowercase_words
from mask_framework.training.shipped import shipped_crf_model

NL = name_particles("nl")


def test_a_function_word_splits_two_names():
    words = ["René", "Bakker", "met", "Els", "de", "Boer", "."]
    tags = ["B-PER", "I-PER", "I-PER", "I-PER", "I-PER", "I-PER", "O"]
    assert split_names_at_lowercase_words(words, tags, NL) == ["B-PER", "I-PER", "O", "B-PER", "I-PER", "I-PER", "O"]


def test_particles_lower_case_names_and_other_entities_are_kept():
    particles = ["Jan", "van", "'t", "Hoff"], ["B-PER", "I-PER", "I-PER", "I-PER"]
    lower_case = ["donavan", "van", "hoff"], ["B-PER", "I-PER", "I-PER"]
    place = ["Bergen", "op", "Zoom"], ["B-LOC", "I-LOC", "I-LOC"]
    for words, tags in (particles, lower_case, place):
        assert split_names_at_lowercase_words(words, tags, NL) == tags


def test_the_shipped_crf_applies_it():
    tags = CrfTagger(shipped_crf_model("nl")).tag_words(["Gisteren", "sprak", "Bakker", "met", "Els", "."])
    assert tags[3] == "O" and tags[2] == "B-PER" and tags[4] == "B-PER"
    assert {"van", "der", "'t", "ten"} <= NL and "met" not in NL
