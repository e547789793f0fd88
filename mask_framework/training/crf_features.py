"""Token features for the CRF: the word, its shape, affixes, flags, a context
window and lexicon membership.

Features are binary attribute strings (``"w=jan"``, ``"-1:sh=Xx"``), the form
python-crfsuite consumes fastest. Everything that depends on a word alone is
computed once per distinct word and cached for every window position, which is
what lets the plugin tag tens of thousands of tokens per second in Python.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from typing import Mapping, NamedTuple, Sequence

_SHAPE_RUNS = re.compile(r"(.)\1+")
# the features each window offset copies from its word (offset 0 gets them all)
_NEAR = ("w", "sh", "s3", "t", "u", "d", "lex", "tlex")
_FAR = ("w", "sh", "t", "lex")
WINDOW = {-2: _FAR, -1: _NEAR, 1: _NEAR, 2: _FAR}
# ~2.5 KB of feature strings per cached word: 10,000 words keep a worker's memory flat (~25 MB)
# while the frequent words stay cached; 300,000 let each worker grow by ~750 MB on a large corpus
# (measured: same tagging speed within 2 % on 5,000 notes; BENCHMARKS.md, End to end). The
# least recently used word goes first: on the 1.29 M tokens of the English development notes
# that computes 230,000 words' features against 326,000 when the full cache was emptied
_CACHE_LIMIT = 10_000


def word_shape(word: str) -> str:
    """``"Jansen"`` -> ``"Xx"``, ``"12-03"`` -> ``"d-d"``: classes with runs collapsed."""
    classes = []
    for char in word:
        if char.isupper():
            classes.append("X")
        elif char.isalpha():
            classes.append("x")
        elif char.isdigit():
            classes.append("d")
        else:
            classes.append(char)
    return _SHAPE_RUNS.sub(r"\1", "".join(classes))[:8]


class LexiconIndex:
    """Lowercased lexicon entries, single-word and multi-word, by lexicon name."""

    def __init__(self, lexicons: Mapping[str, frozenset[str]], max_words: int = 5):
        self.names = tuple(sorted(lexicons))
        self.single: dict[str, frozenset[str]] = {}
        # one table for every multi-word entry: phrase -> the lexicons holding it,
        # and per first word the longest phrase starting with it (bounds the search)
        self.phrases: dict[tuple[str, ...], tuple[str, ...]] = {}
        self.longest_from: dict[str, int] = {}
        self.max_words = max_words
        for name in self.names:
            entries = lexicons[name]
            # single words are most of the ~600,000 Dutch entries: one set comprehension,
            # and an entry already in lower case is kept rather than copied
            singles = {e if e.islower() else e.lower() for e in entries if " " not in e}
            for entry in (e for e in entries if " " in e):
                words = tuple(w.lower() for w in entry.split())
                if len(words) == 1:
                    singles.add(words[0])
                elif 1 < len(words) <= max_words:
                    if name not in self.phrases.get(words, ()):
                        self.phrases[words] = self.phrases.get(words, ()) + (name,)
                    self.longest_from[words[0]] = max(self.longest_from.get(words[0], 0), len(words))
            self.single[name] = frozenset(singles)

    @property
    def multi_starts(self) -> bool:
        return bool(self.longest_from)

    def word_memberships(self, lower: str) -> list[str]:
        return [name for name in self.names if lower in self.single[name]]

    def phrase_memberships(self, lowers: Sequence[str]) -> list[tuple[str, ...]]:
        """For each token, the lexicons of multi-word entries covering it."""
        covered: list[tuple[str, ...]] = [()] * len(lowers)
        longest_from, phrases = self.longest_from, self.phrases
        for i, first in enumerate(lowers):
            longest = longest_from.get(first)
            if longest is None:
                continue
            for length in range(2, min(longest, len(lowers) - i) + 1):
                names = phrases.get(tuple(lowers[i : i + length]))
                if names:
                    for j in range(i, i + length):
                        covered[j] = tuple(sorted(set(covered[j]) | set(names)))
        return covered


class WordFeatures(NamedTuple):
    """What one word brings to a sentence's features, computed once per distinct word."""

    lower: str  # NFC lower case, for the multi-word lexicon lookups
    own: list[str]  # its own features, ``bias`` first
    # what it gives the word it stands two before, one before, one after and two after ('-2:w=jan', ...)
    as_two_before: list[str]
    as_one_before: list[str]
    as_one_after: list[str]
    as_two_after: list[str]


#: the field of a neighbour at each window offset (the word at offset -2 stands two before)
_AS_NEIGHBOUR = {-2: "as_two_before", -1: "as_one_before", 1: "as_one_after", 2: "as_two_after"}


class CrfFeaturizer:
    """Turns a sentence (list of token strings) into crfsuite attribute lists."""

    def __init__(self, lexicons: Mapping[str, frozenset[str]] | None = None):
        self.lexicon_index = LexiconIndex(lexicons or {})
        # per featurizer, not per class: the features depend on its lexicons
        self._word_features = functools.lru_cache(maxsize=_CACHE_LIMIT)(self._compute_word_features)

    def _compute_word_features(self, word: str) -> WordFeatures:
        # NFC so that a decomposed "René" (e + U+0301) meets the lexicons' and the
        # training corpora's composed form; offsets are unaffected (features only)
        lower = unicodedata.normalize("NFC", word.lower())
        base: dict[str, list[str]] = {
            "w": [lower],
            "sh": [word_shape(word)],
            "s3": [lower[-3:]],
            "t": ["1"] if word.istitle() else [],
            "u": ["1"] if word.isupper() and len(word) > 1 else [],
            "d": ["1"] if word.isdigit() else (["h"] if any(c.isdigit() for c in word) else []),
            "lex": self.lexicon_index.word_memberships(lower),
        }
        # lexicon membership of a capitalised word, conjoined with its case: a
        # capitalised ordinary word ("Bij" starting a sentence) is no name, a
        # capitalised first name usually is (ned.testa F1 0.772 -> 0.776)
        base["tlex"] = list(base["lex"]) if word.istitle() else []
        own = ["bias"] + [f"{key}={value}" for key, values in base.items() for value in values]
        if word.istitle() and not base["lex"]:
            own.append("tlex=none")
        own += [f"p{n}={lower[:n]}" for n in (1, 2, 3, 4)]
        own += [f"s{n}={lower[-n:]}" for n in (1, 2, 4)]
        own.append(f"len={min(len(word), 10)}")
        if not any(c.isalnum() for c in word):
            own.append("punct")
        if "-" in word:
            own.append("hyphen")
        return WordFeatures(lower, own, *(
            [f"{offset}:{key}={value}" for key in WINDOW[offset] for value in base[key]] for offset in (-2, -1, 1, 2)
        ))

    def sentence_features(self, words: Sequence[str]) -> list[list[str]]:
        """Per word, in this order: its own features, ``BOS``/``EOS``, the window's (-2, -1,
        +1, +2) and the multi-word lexicon memberships (its own, then the previous word's).
        The order is part of the result: crfsuite sums the weights in it."""
        per_word = [self._word_features(word) for word in words]
        n = len(words)
        # the words with all four neighbours (most of them) are one list display; the
        # two at each end go through the general assembly
        sequence = [self._at_edge(per_word, i) for i in range(min(n, 2))]
        sequence += [
            [*per_word[i].own, *per_word[i - 2].as_two_before, *per_word[i - 1].as_one_before,
             *per_word[i + 1].as_one_after, *per_word[i + 2].as_two_after]
            for i in range(2, n - 2)
        ]
        sequence += [self._at_edge(per_word, i) for i in range(max(2, n - 2), n)]
        if self.lexicon_index.multi_starts:
            phrases = self.lexicon_index.phrase_memberships([entry.lower for entry in per_word])
            for i, names in enumerate(phrases):
                if names:
                    sequence[i].extend(f"lexm={name}" for name in names)
                if i > 0 and phrases[i - 1]:
                    sequence[i].extend(f"-1:lexm={name}" for name in phrases[i - 1])
        return sequence

    @staticmethod
    def _at_edge(per_word: list[WordFeatures], i: int) -> list[str]:
        n = len(per_word)
        features = list(per_word[i].own)
        if i == 0:
            features.append("BOS")
        if i == n - 1:
            features.append("EOS")
        for offset, field in _AS_NEIGHBOUR.items():
            if 0 <= i + offset < n:
                features.extend(getattr(per_word[i + offset], field))
        return features
