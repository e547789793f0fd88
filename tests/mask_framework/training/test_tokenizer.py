"""The offset-keeping tokenizer and sentence splitter on real-world text shapes."""
import re

from mask_framework.training.tokenizer import MAX_SENTENCE_TOKENS, Token, split_sentences, tokenize


def surfaces(text):
    return [text[t.start : t.end] for t in tokenize(text)]


def test_tokens_carry_their_own_offsets():
    text = "Dhr. Jan-Willem de Vries, 12-03-2020."
    tokens = tokenize(text)
    assert [t.text for t in tokens] == ["Dhr", ".", "Jan-Willem", "de", "Vries", ",", "12-03-2020", "."]
    assert all(text[t.start : t.end] == t.text for t in tokens)
    assert (tokens[2].start, tokens[2].end) == (5, 15)


def test_crlf_counts_as_two_characters():
    text = "Naam: Piet\r\nWoonplaats: Utrecht"
    tokens = tokenize(text)
    utrecht = tokens[-1]
    assert utrecht.text == "Utrecht"
    assert (utrecht.start, utrecht.end) == (24, 31)
    assert len(split_sentences(text, tokens)) == 2


def test_emoji_is_one_code_point_and_its_own_token():
    text = "😀 Anna 👩‍⚕️ Bakker"
    tokens = tokenize(text)
    anna = next(t for t in tokens if t.text == "Anna")
    bakker = next(t for t in tokens if t.text == "Bakker")
    assert (anna.start, anna.end) == (2, 6)
    assert (bakker.start, bakker.end) == (12, 18)
    assert tokens[0].text == "😀"


def test_combining_accent_stays_inside_the_word():
    text = "Jose\u0301 Mu\u0308ller"  # decomposed é and ü
    assert surfaces(text) == ["Jose\u0301", "Mu\u0308ller"]
    assert [(t.start, t.end) for t in tokenize(text)] == [(0, 5), (6, 13)]


def test_empty_and_blank_text_have_no_tokens():
    assert tokenize("") == []
    assert tokenize(" \r\n\t ") == []
    assert split_sentences("", []) == []


def test_sentences_end_at_final_punctuation_before_a_capital_only():
    text = "Gezien door dr. Jansen en J. de Vries. Hij is 80 jaar. ok? Ja"
    sentences = split_sentences(text, tokenize(text))
    assert [" ".join(t.text for t in s) for s in sentences] == [
        "Gezien door dr . Jansen en J . de Vries .",
        "Hij is 80 jaar . ok ?",
        "Ja",
    ]


def test_overlong_runs_are_cut():
    text = " ".join(["woord"] * (MAX_SENTENCE_TOKENS + 10))
    sentences = split_sentences(text, tokenize(text))
    assert [len(s) for s in sentences] == [MAX_SENTENCE_TOKENS, 10]


def test_spaced_abbreviations_keep_initials_in_rebuilt_text():
    text = "Woont met M . Nienhuis in Gent . Daarna zag ik dr . Vos ."
    tokens = [Token(m.start(), m.end(), m.group()) for m in re.finditer(r"\S+", text)]
    strict = [" ".join(t.text for t in s) for s in split_sentences(text, tokens)]
    assert strict[0] == "Woont met M ."  # as written text, a spaced period ends the sentence
    loose = [" ".join(t.text for t in s) for s in split_sentences(text, tokens, spaced_abbreviations=True)]
    assert loose == ["Woont met M . Nienhuis in Gent .", "Daarna zag ik dr . Vos ."]
