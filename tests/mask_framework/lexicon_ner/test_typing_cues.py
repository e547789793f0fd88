"""One list of typing and dictation cues serves every rule that reads initials after them: a cue that one
mark's rule knew ('transcribed', 'getikt', 'uitgewerkt') is known to the other marks' rules too."""
import pytest

from mask_framework.lexicon_ner.letter_marks import letter_marks
from mask_framework.lexicon_ner.typing_cues import DICTATED, TYPED, alternation


def names(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "NAME"]


def test_alternation_puts_longer_words_first():
    # 'dict' first would stop at 'dict' inside 'dictated' and lose the word boundary after it
    assert alternation("dict", "dictated", "d") == "dictated|dict|d"
    assert set(DICTATED) >= {"dict", "dictated"} and set(TYPED) >= {"getypt", "transcribed"}


@pytest.mark.parametrize("language, text, expected", [
    # the writer's and the typist's pair after the date transcribed (dev notes: 14 characters, all gold)
    ("en", "Dictated 17/04/2024, transcribed 04/19/2024 lm/ck  - dictated but not read\n", ["lm", "ck"]),
    ("en", "Dictated 2024-10-01, transcribed 2024-10-03 (mp/SKN)\n", ["mp", "SKN"]),
    # a unit's letters are a typist's after any typing cue, not only 'getypt'
    ("nl", "Gedicteerd 19/09/2024 – uitgewerkt LV/cm\n", ["LV", "cm"]),
    ("en", "Dictated 19/09/2024 - transcribed LV/cm\n", ["LV", "cm"]),
])
def test_pairs_after_every_typing_cue(request, language, text, expected):
    recognizer = request.getfixturevalue(language)
    assert [name for name in names(recognizer, text) if name in expected] == expected


@pytest.mark.parametrize("cue", ["getikt", "uitgetypt", "transcribed"])
def test_typist_after_the_date_typed_and_a_slash(cue):
    text = f"{cue} 12-03-2024 / kv\n"
    assert [text[start:end] for _, start, end in letter_marks(text)] == ["kv"]
