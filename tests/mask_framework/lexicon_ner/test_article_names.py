"""Dutch names opening with the old article ''t', inside a sentence."""
import pytest

from mask_framework.lexicon_ner.article_names import article_names

STOP_WORDS = frozenset({"is", "was", "zij"})


def found(text):
    return [text[start:end] for _, start, end in article_names(text, STOP_WORDS)]


@pytest.mark.parametrize("text, expected", [
    ("gaat 4 d/week naar kinderdagverblijf 't Rupsje in Oostakker.", ["'t Rupsje"]),
    ("zou vanaf april naar de crèche gaan ('t Kapoentje).", ["'t Kapoentje"]),
    ("Bart Vanlerberghe, Huisartsenpraktijk ’t Kruispunt, Izegem", ["’t Kruispunt"]),
    ("Legerplaats Oldebroek en 't Harde; uitgezonden", ["'t Harde"]),
    ("als hovenier bij 't Hek Tuinen-Bestrating", ["'t Hek Tuinen-Bestrating"]),
    ("gaat 2 d/week naar  't Rupsje (twee spaties getypt).", ["'t Rupsje"]),
])
def test_a_capitalised_word_after_an_article_inside_a_sentence_is_a_name(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", [
    'Subjectief: "\'t Gaat al beter, madame."',  # a quote opens the sentence
    "Goed geslapen. 't Was een rustige nacht.",  # a sentence's start
    "'t Kapoentje belde terug",  # a line's start: the sentence's own capital
    "en 't Is goed zo",  # old spelling of a function word
    "dat is 't beste, 't gaat",  # lower case: the article of the running text
])
def test_a_sentence_start_or_a_function_word_is_no_name(text):
    assert found(text) == []


def test_a_capitalised_kind_of_place_before_the_article_is_taken_along():
    kinds = frozenset({"kinderdagverblijf", "huisartsenpraktijk"})
    text = "Huisartsenpraktijk 't Oude Dorp, Urk; gaat naar kinderdagverblijf 't Rupsje en naar bakker 't Hoekje"
    assert [text[start:end] for _, start, end in article_names(text, STOP_WORDS, kinds)] == [
        "Huisartsenpraktijk 't Oude Dorp", "'t Rupsje", "'t Hoekje"]
