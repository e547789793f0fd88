"""Words the CRF finds probably inside an entity, though its best tag sequence leaves them out."""
import pytest

from mask_framework.training.crf_model import CrfTagger, add_probable_entities
from mask_framework.training.shipped import shipped_crf_model


# (words, best-path tags, {position: (probability inside an entity, most probable type)}, expected)
CASES = [
    pytest.param(
        ["47M", ",", "postal", "delivery", "officer", "w/"], ["O"] * 6,
        {2: (0.41, "PROF"), 3: (0.38, "PROF"), 4: (0.52, "PROF")},
        ["O", "O", "B-PROF", "I-PROF", "I-PROF", "O"], id="a new span"),
    pytest.param(
        ["Hye", "-", "jin", "Park"], ["B-PER", "O", "O", "B-PER"],
        {2: (0.45, "PER")},
        ["B-PER", "O", "B-PER", "B-PER"], id="no word joins across a gap"),
    pytest.param(
        ["Dr", "Amir", "Haddad", "visited"], ["O", "B-PER", "O", "O"],
        {2: (0.31, "PER"), 3: (0.29, "PER")},
        ["O", "B-PER", "I-PER", "O"], id="extends the best path's entity; below the threshold stays O"),
    pytest.param(
        ["Grey", "Lynn", "Clinic"], ["B-LOC", "I-LOC", "O"],
        {2: (0.6, "ORG")},
        ["B-LOC", "I-LOC", "B-ORG"], id="another type starts its own span"),
    pytest.param(
        ["Jan", "Smit"], ["B-PER", "I-PER"], {0: (0.9, "LOC")},
        ["B-PER", "I-PER"], id="the best path's tags are never changed"),
    pytest.param(
        ["zij", "gaf"], ["O", "O"], {0: (0.3, "PER"), 1: (0.2999, "PER")},
        ["B-PER", "O"], id="the threshold is inclusive"),
]


@pytest.mark.parametrize("words, tags, marginals, expected", CASES)
def test_add_probable_entities(words, tags, marginals, expected):
    assert len(expected) == len(words)
    assert add_probable_entities(tags, marginals, 0.3) == expected


@pytest.fixture(scope="module")
def english():
    return CrfTagger(shipped_crf_model("en"))


#: a line written for these tests in the layout of the development notes (the model trained in session 38 tags
#: session 29's 'Housing Officer' line on its best path)
WORDS = ["Witness", ":", "Amy", "Lund", ",", "Duty", "Manager", ",", "Tesco", "Extra", "Hull"]


def test_the_shipped_model_adds_a_job_its_best_path_misses(english):
    best = english.tag_words(WORDS)
    assert best[2:4] == ["B-PER", "I-PER"] and best[5:7] == ["O", "O"] and best[8:] == ["B-ORG"] + ["I-ORG"] * 2
    assert english.tag_words(WORDS, 0.3) == best[:5] + ["B-PROF", "I-PROF"] + best[7:]
    # a high threshold adds nothing
    assert english.tag_words(WORDS, 0.95) == best


def test_marginals_are_probabilities_of_o_words_with_a_letter_or_digit(english):
    tags = english.tag_words(WORDS)
    marginals = english._entity_marginals(WORDS, tags, 0.0)
    assert set(marginals) == {i for i, (word, tag) in enumerate(zip(WORDS, tags)) if tag == "O" and any(
        character.isalnum() for character in word)}
    assert all(0.0 <= probability <= 1.0 for probability, _ in marginals.values())
    assert marginals[5][1] == marginals[6][1] == "PROF" and min(marginals[5][0], marginals[6][0]) >= 0.3
    assert marginals[0][0] < 0.3  # 'Witness' is no entity
