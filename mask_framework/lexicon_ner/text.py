"""Tokens with original offsets, and the one key every lexicon lookup uses.

Lookups are case-folded with accents kept: a text that writes ``Utrécht`` does not
match ``Utrecht``. Lexicon entries are indexed under their accented AND their
accent-stripped key (``Drieënhuizen`` is also typed ``Drieenhuizen``), so only the
lexicon side loses accents, never the text side.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace

#: Latin capitals and small letters, accented ones included, as regular-expression class contents: `re` has
#: no ``\p{Lu}``, and a name pattern written with ``[A-Z]`` misses 'Öztürk', 'Łukasz' and 'Yıldız'
UPPER = "A-Z" + "".join(c for c in map(chr, range(0xC0, 0x180)) if c.isupper())
LOWER = "a-z" + "".join(c for c in map(chr, range(0xDF, 0x180)) if c.islower())

# alphanumeric runs (combining accents glued to their letter), or one other visible character
# an apostrophe stays inside a word before a capital or a possessive s: O'Connell, d'Sluis, Luke's
_TOKEN = re.compile(r"(?:[^\W_]|[\u0300-\u036f])+(?:['’](?:[^\W\d_a-z](?:[^\W_]|[\u0300-\u036f])*|s\b))*|[^\s\w]|_")
#: tokens written in several ways that mean the same in names of places and institutions
SYNONYMS = {"st": "sint", "sint": "sint", "ste": "sint"}
#: characters after which a token starts a sentence or a field (``Beleid: Groen`` is not mid-sentence)
_SENTENCE_BREAKS = frozenset(".!?:;•*>|=()[]\"")


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    text: str
    key: str  # folded lookup key
    alnum: bool
    initial: bool = False  # starts the text, a line, a sentence or a field (set by content_tokens)

    @property
    def is_capitalised(self) -> bool:
        return self.text[:1].isupper()

    @property
    def is_upper(self) -> bool:
        return self.text.isupper()

    @property
    def is_title(self) -> bool:
        """``Visser`` or ``VISSER``: what a written name looks like."""
        return self.text[:1].isupper() and not self.text[:1].isdigit()

    @property
    def is_digit(self) -> bool:
        return self.text[:1].isdigit()


def is_alpha(word: str) -> bool:
    """Letters only; combining accents count as part of their letter."""
    return word.isalpha() or (bool(word) and word[0].isalpha()
                               and all(c.isalpha() or unicodedata.combining(c) for c in word))


def fold(word: str) -> str:
    """Case-folded, NFKC-composed (so ``e`` + U+0301 equals ``é``); accents kept."""
    if word.isascii():
        return word.lower()
    return unicodedata.normalize("NFKC", word).casefold().replace("’", "'")


def strip_accents(word: str) -> str:
    if word.isascii():
        return word
    decomposed = unicodedata.normalize("NFD", word)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def phrase_key_token(word: str) -> str:
    key = fold(word)
    return SYNONYMS.get(key, key)


def tokenize(text: str) -> list[Token]:
    tokens = []
    for match in _TOKEN.finditer(text):
        word = match.group()
        alnum = word[:1].isalnum()
        tokens.append(Token(match.start(), match.end(), word, phrase_key_token(word) if alnum else word, alnum))
    return tokens


def content_tokens(text: str) -> list[Token]:
    """The alphanumeric tokens of ``text``, each knowing whether it starts a sentence."""
    tokens = tokenize(text)
    return [replace(token, initial=_starts_sentence(text, tokens, i)) for i, token in enumerate(tokens) if token.alnum]


def sentence_initial(text: str, words: list[Token], index: int) -> bool:
    return words[index].initial


def _starts_sentence(text: str, tokens: list[Token], index: int) -> bool:
    """Whether token ``index`` starts the text, a line, a sentence or a field."""
    token = tokens[index]
    if index == 0:
        return True
    before = text[tokens[index - 1].end:token.start]
    if "\n" in before:
        return True
    previous = tokens[index - 1]
    if previous.alnum:
        return False
    if previous.text in _SENTENCE_BREAKS:
        # 'Dr.' or 'J.' before a word is an abbreviation, not a sentence end
        if previous.text == "." and index >= 2 and tokens[index - 2].alnum and len(tokens[index - 2].text) <= 3 \
                and tokens[index - 2].end == previous.start:
            return False
        return True
    if previous.text in "-–" and (index == 1 or "\n" in text[tokens[index - 2].end:previous.start]):
        return True  # a bullet
    return False


#: a full stop and a capital inside a span: a sentence may end there ('University of Salford. Shared')
_FULL_STOP_BEFORE_CAPITAL = re.compile(rf"(?P<word>[^\W\d_]+)\.[ \t]+(?=[{UPPER}])")
#: words of four letters or more written with a full stop inside a name: titles, ranks and the abbreviations
#: of company, institution and address words ('Prof. Huang', 'Bros. Transport', 'Univ. Hosp. Gent')
DOTTED_ABBREVIATIONS = frozenset({
    "prof", "capt", "supt", "insp", "lieut", "cmdr", "cdr", "sgt", "mevr", "gebr", "burg", "prov", "bros", "corp",
    "dept", "assoc", "univ", "hosp", "inst", "admin", "govt", "intl", "natl", "mgmt", "serv", "cntr", "dist",
    "blvd", "pkwy", "terr", "cres", "apoth"})


def before_sentence_end(text: str, start: int, end: int) -> int:
    """The end of ``[start, end)`` before a sentence that ends inside it: a full stop after a word of four
    letters or more that is no title or abbreviation, then a capital ('Royal Infirmary of Edinburgh. Diet',
    'Luhlaza High School. School'); ``end`` when none does. After a short word a full stop abbreviates
    ('St. Raphael', 'Co. Donegal', 'A. Haddad')."""
    for match in _FULL_STOP_BEFORE_CAPITAL.finditer(text, start, end):
        word = match.group("word")
        if len(word) >= 4 and word.lower() not in DOTTED_ABBREVIATIONS:
            return match.end("word")
    return end
