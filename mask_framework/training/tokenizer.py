"""A tokenizer that keeps character offsets, and a sentence splitter on top.

Offsets follow ``mask_framework.spans``: half-open ``[start, end)`` code points
into the text exactly as given, so ``text[start:end]`` is the token. Nothing is
normalised before matching, which is why CRLF, emoji and combining accents need
no special handling beyond the character classes below.
"""
from __future__ import annotations

import re
from typing import NamedTuple

# Combining marks are not ``\w`` in Python's re: a decomposed "é" (e + U+0301)
# must stay one token, so the common combining blocks join word characters.
_MARKS = "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u0610-\u061a\u064b-\u065f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_WORD = rf"[\w{_MARKS}]"
# A word may carry inner hyphens, dots and apostrophes ("Jan-Willem", "O'Brien",
# "12.03.2020", "'s-Hertogenbosch" keeps its leading apostrophe as a separate token);
# every other non-space character is a token of its own.
TOKEN_RE = re.compile(rf"{_WORD}+(?:[-.'’/]{_WORD}+)*|[{_MARKS}]+|\S")

SENTENCE_END = frozenset({".", "!", "?"})
# a period after these (or after a single letter: an initial) does not end a
# sentence, so "dr. Jansen" and "J. de Vries" stay together for the tagger
ABBREVIATIONS = frozenset(
    "dr drs dhr mevr mw mr mrs ms mej prof ir ing st sr jr pt hr fam zr br no nr tel".split()
)
#: longest sequence handed to a tagger; longer runs are cut (linear-time taggers
#: do not need it, but feature windows and memory stay bounded on pathological input)
MAX_SENTENCE_TOKENS = 256


class Token(NamedTuple):
    start: int
    end: int
    text: str


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens with their code-point offsets."""
    return [Token(m.start(), m.end(), m.group()) for m in TOKEN_RE.finditer(text)]


def split_sentences(text: str, tokens: list[Token], spaced_abbreviations: bool = False) -> list[list[Token]]:
    """Group tokens into sentences.

    A sentence ends at a line break (clinical notes are line-structured: headers,
    list items), after ``.``, ``!`` or ``?`` followed by a token that does not start
    lowercase, and after ``MAX_SENTENCE_TOKENS`` tokens.

    ``spaced_abbreviations``: a period after an initial or abbreviation never ends
    a sentence, even with a space before it (``M . Jansen``), as in text rebuilt from
    pre-tokenized words.
    """
    sentences: list[list[Token]] = []
    current: list[Token] = []
    for index, token in enumerate(tokens):
        if current and "\n" in text[current[-1].end : token.start]:
            sentences.append(current)
            current = []
        current.append(token)
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        ends_here = (
            token.text in SENTENCE_END
            and following is not None
            and not following.text[0].islower()
            and not (token.text == "." and index > 0 and _is_abbreviation(tokens[index - 1], token, spaced_abbreviations))
        ) or len(current) >= MAX_SENTENCE_TOKENS
        if ends_here:
            sentences.append(current)
            current = []
    if current:
        sentences.append(current)
    return sentences


def _is_abbreviation(word: Token, period: Token, spaced: bool = False) -> bool:
    if word.end != period.start and not spaced:
        return False
    return (len(word.text) == 1 and word.text.isalpha()) or word.text.lower() in ABBREVIATIONS
