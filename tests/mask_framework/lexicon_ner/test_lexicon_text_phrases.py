"""Tokens, lookup keys and the phrase index of the lexicon NER."""
from mask_framework.lexicon_ner.phrases import PhraseIndex, phrase_keys
from mask_framework.lexicon_ner.text import content_tokens, fold, strip_accents, tokenize


def test_tokens_keep_code_point_offsets_through_crlf_emoji_and_combining_accents():
    text = "Dr.\r\n😀 Rene\u0301 O'Connell"
    tokens = tokenize(text)
    assert [(t.text, t.start, t.end) for t in tokens] == [
        ("Dr", 0, 2), (".", 2, 3), ("😀", 5, 6), ("Rene\u0301", 7, 12), ("O'Connell", 13, 22)]
    assert all(text[t.start:t.end] == t.text for t in tokens)
    # the combining accent is composed for lookup, never for offsets
    assert tokens[3].key == "rené"


def test_fold_keeps_accents_and_strip_accents_removes_them():
    assert fold("UTRÉCHT") == "utrécht"
    assert fold("Drieënhuizen") == "drieënhuizen"
    assert strip_accents("drieënhuizen") == "drieenhuizen"
    assert fold("Sint") == "sint"


def test_empty_text_has_no_tokens():
    assert tokenize("") == []
    assert content_tokens("") == []


def test_sentence_initial_flags_lines_sentences_fields_but_not_abbreviations():
    words = content_tokens("Beleid: Groen\nBakker zag dr. Visser. Rust")
    flags = {w.text: w.initial for w in words}
    assert flags == {"Beleid": True, "Groen": True, "Bakker": True, "zag": False, "dr": False,
                     "Visser": False, "Rust": True}


def test_phrase_keys_add_the_accent_stripped_spelling_only_when_it_differs():
    assert phrase_keys("Drieënhuizen") == [("drieënhuizen",), ("drieenhuizen",)]
    assert phrase_keys("Sint Antonius Ziekenhuis") == [("sint", "antonius", "ziekenhuis")]
    assert phrase_keys("St. Antonius") == [("sint", "antonius")]
    assert phrase_keys("'s Heeren Loo") == [("s", "heeren", "loo")]
    # a possessive keeps its 's' on the word, as the text's tokens do; the split key is kept too
    assert phrase_keys("Alzheimer's Society") == [("alzheimer's", "society"), ("alzheimer", "s", "society")]


def longest(index: PhraseIndex, text: str, at: int = 0) -> str:
    words = content_tokens(text)
    length = index.longest_at(text, words, at)
    return text[words[at].start:words[at + length - 1].end] if length else ""


def test_longest_match_prefers_the_longer_phrase_and_ignores_punctuation_variants():
    index = PhraseIndex(["van den", "van den Berg", "Boven-Leeuwen", "Sint Antonius", "Drieënhuizen"])
    assert longest(index, "van den Berg kwam") == "van den Berg"
    assert longest(index, "van den Bosch") == "van den"
    assert longest(index, "Boven Leeuwen") == "Boven Leeuwen"
    assert longest(index, "Boven-Leeuwen") == "Boven-Leeuwen"
    assert longest(index, "St. Antonius") == "St. Antonius"
    assert longest(index, "Drieenhuizen") == "Drieenhuizen"  # typed without the diaeresis


def test_accented_text_does_not_match_an_unaccented_entry():
    index = PhraseIndex(["Utrecht"])
    assert longest(index, "Utrécht") == ""
    assert longest(index, "UTRECHT") == "UTRECHT"
    assert "utrecht" in index and ("utrecht",) in index and "utrechts" not in index


def test_a_line_break_ends_a_phrase():
    index = PhraseIndex(["Noord Brabant"])
    assert longest(index, "Noord\nBrabant") == ""


def test_a_span_ends_where_a_sentence_inside_it_ends():
    from mask_framework.lexicon_ner.text import before_sentence_end

    text = "a student at University of Salford. Shared house in Levenshulme."
    start = text.index("University")
    assert text[start:before_sentence_end(text, start, text.index(" house"))] == "University of Salford"
    # after a short word, a title or an abbreviation the full stop ends no sentence
    for kept in ("St. Raphael", "Prof. Huang", "Sandhu Bros. Transport", "Co. Donegal", "A. Haddad"):
        assert before_sentence_end(kept, 0, len(kept)) == len(kept)
    # nor before a small letter, and a span without a full stop is left whole
    assert before_sentence_end("Salford. shared", 0, 15) == 15
    assert before_sentence_end("", 0, 0) == 0
