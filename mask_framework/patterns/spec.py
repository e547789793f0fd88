"""Declarative recognisers: a pattern is data, compiled once, run many times.

A ``PatternSpec`` names the canonical entity it finds, its regular expression, the
group that forms the span, an optional validator (checksum, calendar check), and
optional context rules: cue words that must (``context``) or must not
(``reject_before`` / ``reject_after``) stand next to the match. Rules are
case-insensitive unless ``flags`` says otherwise.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

Validator = Callable[[re.Match], bool]


@dataclass(frozen=True)
class PatternSpec:
    name: str
    entity: str
    regex: str
    languages: tuple[str, ...] = ("en", "nl")
    validator: Validator | None = None
    group: int | str = 0
    flags: int = re.IGNORECASE
    #: the match counts only when one of these words ends within ``context_window`` characters before it
    context: tuple[str, ...] = ()
    #: the match is dropped when one of these words ends right before it (only spaces/punctuation between)
    reject_before: tuple[str, ...] = ()
    #: the match is dropped when one of these words follows it, one or two spaces away ('2000 mg', '10 jaar
    #: geleden'); further right stands the next column of a header line ('CHI 1503814718   M   44y')
    reject_after: tuple[str, ...] = ()
    context_window: int = 30
    #: overlap resolution inside the plugin: higher wins, then the longer span
    priority: int = 50


#: 'ca.', 'circa', 'ongeveer', 'about': a word that may stand between a rejecting word and the match
_APPROXIMATELY = r"(?:(?:(?:ca|circa|ongeveer|about|approx|approximately|around)(?!\w)|[±~])[\s.]*)?"


def word_alternation(words: Iterable[str]) -> str:
    """The words as one regex alternation, escaped, longest first (so 'Sgt.' is tried before 'Sgt')."""
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


@dataclass
class CompiledPattern:
    spec: PatternSpec
    regex: re.Pattern
    context: re.Pattern | None
    reject_before: re.Pattern | None
    reject_after: re.Pattern | None

    @classmethod
    def compile(cls, spec: PatternSpec) -> "CompiledPattern":
        words = word_alternation
        return cls(
            spec=spec,
            regex=re.compile(spec.regex, spec.flags),
            context=re.compile(rf"(?<!\w)(?:{words(spec.context)})(?!\w)", re.IGNORECASE) if spec.context else None,
            # an approximation may stand between the word and the match ('binnen ca. 1-2 jaar', 'for about 3')
            reject_before=(re.compile(rf"(?<!\w)(?:{words(spec.reject_before)})[\s.,:;)-]*{_APPROXIMATELY}\Z",
                                      re.IGNORECASE)
                           if spec.reject_before else None),
            reject_after=(re.compile(rf"[ \t]{{0,2}}(?:{words(spec.reject_after)})(?!\w)", re.IGNORECASE)
                          if spec.reject_after else None),
        )

    def finditer(self, text: str) -> Iterator[tuple[str, int, int]]:
        spec = self.spec
        for match in self.regex.finditer(text):
            if spec.validator is not None and not spec.validator(match):
                match = self._shorter_valid_match(text, match)
                if match is None:
                    continue
            start, end = match.span(spec.group)
            if start < 0 or start == end:
                continue
            # context rules look around the whole match ('67' in '67 jaar geleden' looks after 'jaar')
            outer_start, outer_end = match.span()
            if self.context is not None and not self.context.search(
                    text, max(0, outer_start - spec.context_window), outer_start):
                continue
            if self.reject_before is not None and self.reject_before.search(text[max(0, outer_start - 40):outer_start]):
                continue
            if self.reject_after is not None and self.reject_after.match(text, outer_end):
                continue
            yield spec.entity, start, end


    def _shorter_valid_match(self, text: str, match):
        """Retry a rejected match ending at each earlier space, longest first.

        Greedy number patterns run on into the next number ('06-12345678 67 jaar'
        matches as one too-long phone); without this retry the valid phone is lost.
        """
        outer_start, outer_end = match.span()
        for cut in range(outer_end - 1, outer_start, -1):
            if text[cut].isspace() and not text[cut - 1].isspace():
                shorter = self.regex.fullmatch(text, outer_start, cut)
                if shorter is not None and self.spec.validator(shorter):
                    return shorter
        return None


def resolve_overlaps(found: list[tuple[str, int, int, int]]) -> list[tuple[str, int, int]]:
    """Keep, among overlapping matches ``(entity, start, end, priority)``, the higher priority, then the longer.

    Identical spans found by two patterns of the same entity are reported once.
    """
    ranked = sorted(found, key=lambda item: (-item[3], -(item[2] - item[1]), item[1]))
    kept: list[tuple[str, int, int]] = []
    for entity, start, end, _ in ranked:
        if all(end <= other_start or other_end <= start for _, other_start, other_end in kept):
            kept.append((entity, start, end))
    return sorted(kept, key=lambda item: (item[1], item[2]))
