"""Default-deny matching: every word no list vouches for becomes a span.

``WhitelistMatcher.find_spans(text)`` returns ``[(start, end)]`` half-open code
point offsets into ``text`` as given (never a rewritten copy). Masked words
separated only by spaces or hyphens on one line come out as one span, so a
masking plugin sees ``Jolien vanderstraeten`` whole.
"""
from __future__ import annotations

import re
from collections import OrderedDict
from typing import Callable

from mask_framework.whitelist.classify import (
    Token,
    Vocabulary,
    classify_number,
    classify_word,
    has_digit,
    lookup,
    make_token,
)
from mask_framework.whitelist.context import Context
from mask_framework.whitelist.keys import word_key
from mask_framework.whitelist.language import LanguageRules
from mask_framework.whitelist.numbers import FORCED_PATTERNS, SAFE_PATTERNS, covered, find_ranges, overlapping
from mask_framework.whitelist.tokens import TOKEN, split_pieces

_JOINED = re.compile(r"[-/.]")
_MERGE_GAP = re.compile(r"[ \t\u00a0\-‐]*")
_CUE_GAP = re.compile(r"[ \t\u00a0]*(?:[:=][ \t\u00a0]*)?(?:(?:van|score|of|was|is|na)[ \t\u00a0]+)?")
_CUE_CONNECTORS = frozenset({"van", "score", "of", "was", "is", "na", "bij", "="})
_SPELL_CACHE_SIZE = 50_000


class SpellCache:
    """Hunspell is slow on long unknown words; remember its verdicts (bounded)."""

    def __init__(self, spell: Callable[[str], bool]) -> None:
        self._spell = spell
        self._cache: OrderedDict[str, bool] = OrderedDict()

    def __call__(self, word: str) -> bool:
        verdict = self._cache.get(word)
        if verdict is None:
            verdict = bool(self._spell(word))
            self._cache[word] = verdict
            if len(self._cache) > _SPELL_CACHE_SIZE:
                self._cache.popitem(last=False)
        return verdict


def blacklist_pattern(phrases: list[str]) -> re.Pattern | None:
    """Whole words only: ``probleem`` must survive a blacklisted ``rob``."""
    if not phrases:
        return None
    alternatives = sorted({r"\s+".join(map(re.escape, p.split())) for p in phrases}, key=len, reverse=True)
    return re.compile(r"(?<![^\W_])(?:" + "|".join(alternatives) + r")(?![^\W_])", re.IGNORECASE)


class WhitelistMatcher:
    def __init__(
        self,
        vocab: Vocabulary,
        rules: LanguageRules,
        spell: Callable[[str], bool] | None = None,
        blacklist: list[str] | None = None,
    ) -> None:
        self.vocab = vocab
        self.rules = rules
        self.spell = SpellCache(spell) if spell is not None else None
        self.blacklist = blacklist_pattern(blacklist or [])

    def forced_ranges(self, text: str) -> list[tuple[int, int]]:
        ranges = find_ranges(FORCED_PATTERNS, text)
        if self.blacklist is not None:
            ranges.extend(m.span() for m in self.blacklist.finditer(text))
        return sorted(ranges)

    def tokenize(self, text: str, forced: list[tuple[int, int]], safe: list[tuple[int, int]]) -> list[Token]:
        tokens: list[Token] = []
        vocab, spell = self.vocab, self.spell
        known = vocab.known
        for match in TOKEN.finditer(text):
            start, end = match.span()
            raw = match.group()
            # Fast path for most words: lower-case, listed, nothing forced here.
            if raw.isalpha() and raw.islower() and not (forced and overlapping(forced, start, end)):
                key = raw if raw.isascii() else word_key(raw)
                if known(key):
                    tokens.append(Token(start, end, raw, key, False, "word"))
                    continue
            token = make_token(text, start, end)
            if forced and overlapping(forced, start, end):
                token.kind = "forced"
                tokens.append(token)
            elif has_digit(token.text):
                token.kind = "number"
                classify_number(token, vocab, safe, covered)
                if token.masked and self._after_cue(text, tokens, token):
                    token.masked = False
                tokens.append(token)
            elif safe and covered(safe, start, end - 1 if token.text.endswith(".") else end):
                token.masked = False  # a unit inside a measurement: "°C", "mmHg"
                tokens.append(token)
            elif self._whole(token) or not _JOINED.search(token.text, 0, len(token.text) - 1):
                classify_word(token, text, vocab, spell)
                tokens.append(token)
            else:
                # Not listed as a whole: judge its pieces ("maag-darmkanaal", "Prof.Dr.").
                for piece_start, piece_end in split_pieces(text, start, end):
                    piece = make_token(text, piece_start, piece_end)
                    if has_digit(piece.text):
                        piece.kind = "number"
                        classify_number(piece, vocab, safe, covered)
                    else:
                        classify_word(piece, text, vocab, spell)
                    tokens.append(piece)
        return tokens

    def _whole(self, token: Token) -> bool:
        """Judge a joined token as one word: listed as such, or a particle (``v/d``)."""
        rules = self.rules
        return (
            lookup(self.vocab, token.key) is not None
            or token.key in rules.interfixes
            or token.bare_key in rules.interfixes
        )

    def _after_cue(self, text: str, tokens: list[Token], token: Token) -> bool:
        """``Hb 8,1``, ``VAS 4/10``, ``RR: 120/80``: a value right after a measurement cue."""
        if not tokens:
            return False
        previous = tokens[-1]
        if previous.key in _CUE_CONNECTORS and len(tokens) > 1:
            previous = tokens[-2]  # "eGFR van 28", "VAS score 4"
        if previous.masked or previous.bare_key not in self.rules.measure_cues:
            return False
        return bool(_CUE_GAP.fullmatch(text, previous.end, token.start))

    def find_spans(self, text: str) -> list[tuple[int, int]]:
        if not text:
            return []
        forced = self.forced_ranges(text)
        safe = find_ranges(SAFE_PATTERNS, text)
        tokens = self.tokenize(text, forced, safe)
        Context(text, tokens, self.vocab, self.rules).run()
        pieces = [self._extent(t) for t in tokens if t.masked]
        return merge_spans(text, pieces + forced)

    def _extent(self, token: Token) -> tuple[int, int]:
        """A masked word's span: a sentence-final dot is not part of it, a title's or
        an initial's dot is (``Dr.``, ``A.``, ``Th.``)."""
        text = token.text
        if not text.endswith(".") or "." in text[:-1] or len(text) <= 4:
            return token.start, token.end
        if token.kind == "forced" or token.bare_key not in self.rules.titles:
            return token.start, token.end - 1
        return token.start, token.end


def merge_spans(text: str, pieces: list[tuple[int, int]]) -> list[tuple[int, int]]:
    spans: list[list[int]] = []
    for start, end in sorted(pieces):
        if spans and (start <= spans[-1][1] or _MERGE_GAP.fullmatch(text, spans[-1][1], start)):
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])
    return [(s, e) for s, e in spans]
