"""Person-name surrogates that keep the name's shape: initials, particles, order and case.

``Jan Jansen`` -> ``Piet de Vries`` and ``J. Jansen`` -> ``P. de Vries``: the surname is
mapped on its own (keyed on the whole normalized surname, particles included), and a
given name or initial is mapped to a surrogate whose initial is a keyed function of
(original initial, position, surname). So the initial of ``Jan`` and of ``J.`` land
on the same letter wherever that surname occurs, in any document, without a table.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from mask_framework.masking.keyed import keyed_choice, keyed_int, normalize_value
from mask_framework.masking.surrogates import SurrogatePools, ascii_word, copy_case, pick

PARTICLES = {"van", "de", "der", "den", "het", "ter", "ten", "te", "in", "'t", "op", "la", "le", "du", "von", "vd", "v.d.", "d'"}
TITLES = {"dr", "drs", "dhr", "mevr", "mw", "mr", "mrs", "ms", "miss", "prof", "ir", "ing", "heer", "mevrouw", "meneer",
          "dokter", "zr", "br", "sir", "jr", "sr"}
_WORD = re.compile(r"[^\s,]+")
_INITIALS = re.compile(r"(?:[^\W\d_]{1,2}\.)+[^\W\d_]?|[^\W\d_]")  # J.  J.P.  Th.  J


@dataclass
class NameParts:
    """Token positions of one name: titles, given names, initials and the surname group."""

    tokens: list[re.Match]
    given: list[int]  # indices of given-name words
    initials: list[int]  # indices of initials tokens
    surname: tuple[int, int] | None  # first and last token index of the surname (particles included)

    def surname_text(self) -> str:
        if self.surname is None:
            return ""
        return " ".join(t.group() for t in self.tokens[self.surname[0]:self.surname[1] + 1])


def _kind(token: str) -> str:
    bare = token.rstrip(".").lower()
    if bare in TITLES and (token.endswith(".") or len(bare) > 2):
        return "title"
    if token.lower() in PARTICLES and token[:1].islower():
        return "particle"
    if _INITIALS.fullmatch(token) and (token.endswith(".") or len(token) == 1) and token[:1].isupper():
        return "initials"
    return "word"


def split_name(text: str, first_names: set[str] | dict) -> NameParts:
    """Find the given names, initials and surname of a name as written (``Jansen, J.`` order included)."""
    tokens = list(_WORD.finditer(text))
    kinds = [_kind(t.group()) for t in tokens]
    comma = text.find(",")
    if comma > 0 and tokens and tokens[0].end() <= comma and "word" in kinds:
        last = max(i for i, t in enumerate(tokens) if t.end() <= comma)
        first = next((i for i in range(last + 1) if kinds[i] != "title"), last)
        given = [i for i in range(last + 1, len(tokens)) if kinds[i] == "word"]
        initials = [i for i in range(len(tokens)) if kinds[i] == "initials" and i > last]
        return NameParts(tokens, given, initials, (first, last))
    words = [i for i, k in enumerate(kinds) if k == "word"]
    initials = [i for i, k in enumerate(kinds) if k == "initials"]
    if not words:
        return NameParts(tokens, [], initials, None)
    core = words[-1]
    start = core
    while start > 0 and kinds[start - 1] == "particle":
        start -= 1
    given = [i for i in words if i < start]
    lone = len(words) == 1 and not initials and start == core
    if lone and normalize_value(tokens[core].group()) in first_names:
        return NameParts(tokens, [core], [], None)  # "Jan" alone: a given name
    return NameParts(tokens, given, initials, (start, core))


class NameMapper:
    def __init__(self, pools: SurrogatePools) -> None:
        self.pools = pools

    def _initial(self, key: bytes, letter: str, position: int, surname: str) -> str:
        """The surrogate initial for ``letter`` at ``position`` in names with this surname; never ``letter`` itself."""
        options = [ch for ch in self.pools.initials if ch != ascii_word(letter).upper()]
        return keyed_choice(key, "initial", f"{normalize_value(letter)}|{position}|{normalize_value(surname)}", options)

    def _gender(self, key: bytes, name: str) -> str:
        sex = self.pools.gender.get(normalize_value(name), "?")
        if sex == "?":
            sex = "mf"[keyed_int(key, "gender", normalize_value(name), 2)]
        return sex

    def given_name(self, key: bytes, name: str, position: int, surname: str) -> str:
        letter = self._initial(key, name[:1], position, surname)
        sex = self._gender(key, name)
        pool = self.pools.first_by_letter[(sex, letter)]
        surrogate = pick(key, "given", f"{name}|{letter}", pool, name)
        return copy_case(name, surrogate)

    def initials(self, key: bytes, token: str, first_position: int, surname: str) -> tuple[str, int]:
        """``J.P.`` -> ``K.D.``: each letter (``Th.`` counts as one) mapped like a given name's initial."""
        pieces = re.findall(r"[^\W\d_]{1,2}\.?", token)
        out = []
        for offset, piece in enumerate(pieces):
            letter = self._initial(key, piece[0], first_position + offset, surname)
            out.append((letter if piece[0].isupper() else letter.lower()) + ("." if piece.endswith(".") else ""))
        return "".join(out), first_position + len(pieces)

    def surname(self, key: bytes, surname: str, at_start: bool) -> str:
        surrogate = pick(key, "surname", surname, self.pools.last_names, surname)
        # Dutch writes particles in lower case after a given name, capitalised when the name starts with them.
        return copy_case(surname, surrogate, capitalize_lower_start=at_start and surname[:1].isupper())

    def map_name(self, key: bytes, text: str, context_surname: str = "") -> str:
        """The surrogate of a whole NAME span; ``context_surname`` is the surname the same person has
        elsewhere in the document (used for a lone given name or initials)."""
        parts = split_name(text, self.pools.gender)
        surname = parts.surname_text() or context_surname
        replacements: dict[int, str] = {}
        position = 0
        for index in sorted([*parts.given, *parts.initials]):
            token = parts.tokens[index].group()
            if index in parts.initials:
                replacements[index], position = self.initials(key, token, position, surname)
            else:
                # a hyphenated given name (Jan-Willem) maps each half
                halves = token.split("-")
                replacements[index] = "-".join(self.given_name(key, half, position + n, surname) if half else half
                                               for n, half in enumerate(halves))
                position += len(halves)
        out, cursor = [], 0
        for index, match in enumerate(parts.tokens):
            if parts.surname and index == parts.surname[0]:
                end = parts.tokens[parts.surname[1]].end()
                out.append(text[cursor:match.start()])
                out.append(self.surname(key, text[match.start():end], at_start=index == 0))
                cursor = end
            elif index in replacements:
                out.append(text[cursor:match.start()] + replacements[index])
                cursor = match.end()
        out.append(text[cursor:])
        return "".join(out)
