"""Longest-match lookup of multi-word phrases over tokens (a dict of first key -> phrase keys).

A phrase is stored as the tuple of its alphanumeric token keys; punctuation inside
it (``'s Heeren Loo``, ``Boven-Leeuwen``, ``St. Antonius``) is not part of the key,
so the written variants with or without hyphen, period or apostrophe all match.
"""
from __future__ import annotations

import re
from typing import Iterable

from mask_framework.lexicon_ner.text import SYNONYMS as _SYNONYM_KEYS, Token, phrase_key_token, strip_accents, tokenize

_WORDS = re.compile(r"(?:[^\W_]|[\u0300-\u036f])+")
#: what may stand between two tokens of one phrase in a text
# (a listed phrase must match whole, so commas and brackets inside it are safe to skip)
_JOINER = re.compile(r"[ \t,()'&/.–-]{0,4}")


def phrase_keys(phrase: str) -> list[tuple[str, ...]]:
    """The key of ``phrase`` and, when it has accents, of its accent-stripped spelling. A possessive
    keeps its 's' on the word, as the text's tokens do ('Alzheimer's Society' -> alzheimer's, society);
    the key split at the apostrophe is kept too."""
    if phrase.replace(" ", "").isalpha():
        splits = [phrase.split()]
    elif "'" in phrase or "’" in phrase:  # only an apostrophe makes the text's tokens differ from the words
        splits = [[token.text for token in tokenize(phrase) if token.alnum], _WORDS.findall(phrase)]
    else:
        splits = [_WORDS.findall(phrase)]
    keys = []
    for words in splits:
        if not words:
            continue
        key = tuple(phrase_key_token(word) for word in words)
        for variant in (key, tuple(strip_accents(part) for part in key)):
            if variant not in keys:
                keys.append(variant)
    return keys


class PhraseIndex:
    """Phrases grouped by their first key, each group's lengths known, for longest-match lookup."""

    def __init__(self, phrases: Iterable[str] = ()) -> None:
        self._single: set[str] = set()
        self._multi: dict[str, set[tuple[str, ...]]] = {}
        self._max_len = 1
        self.add_all(phrases)

    def add_all(self, phrases: Iterable[str]) -> None:
        single, multi = self._single, self._multi
        for phrase in phrases:
            lowered = phrase.lower()
            if lowered.isascii() and lowered.isalpha():  # fast path: most entries are one plain word
                single.add(_SYNONYM_KEYS.get(lowered, lowered))
                continue
            if lowered.isascii() and lowered.replace(" ", "").isalpha():  # plain words: no accents to strip
                words = lowered.split()
                keys = [tuple(_SYNONYM_KEYS.get(word, word) for word in words)] if words else []
            else:
                keys = phrase_keys(phrase)
            for key in keys:
                if len(key) == 1:
                    single.add(key[0])
                else:
                    multi.setdefault(key[0], set()).add(key)
                    if len(key) > self._max_len:
                        self._max_len = len(key)

    def __contains__(self, phrase_key: str | tuple[str, ...]) -> bool:
        if isinstance(phrase_key, str):
            return phrase_key in self._single
        if len(phrase_key) == 1:
            return phrase_key[0] in self._single
        return phrase_key in self._multi.get(phrase_key[0], ())

    def longest_at(self, text: str, words: list[Token], index: int, max_words: int | None = None) -> int:
        """Number of alphanumeric tokens (from ``words[index]``) of the longest phrase found there; 0 if none."""
        first = words[index].key
        candidates = self._multi.get(first)
        best = 1 if first in self._single else 0
        if not candidates:
            return best
        limit = min(self._max_len, max_words or self._max_len, len(words) - index)
        key = [first]
        for length in range(2, limit + 1):
            left, right = words[index + length - 2], words[index + length - 1]
            if not _JOINER.fullmatch(text, left.end, right.start):
                break
            key.append(right.key)
            if tuple(key) in candidates:
                best = length
        return best
