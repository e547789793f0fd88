"""First pass: decide for every token, on its own, whether a list vouches for it.

A token is *safe* when the expanded dictionary, the clinical list, the common
words or a user whitelist contains it (or its curated autocorrection), or when
it is a number inside a measurement pattern. Words none of the lists settle go
to Hunspell (compounds). Everything else is masked. Context rules run after
this pass (``context.py``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from mask_framework.whitelist.compounds import splits_into_words
from mask_framework.whitelist.keys import word_key
from mask_framework.whitelist.tokens import is_sentence_start

_DIGIT = re.compile(r"\d")
_ROMAN = re.compile(r"^(?:I{2,3}|IV|VI{0,3}|IX|XI{0,3})$")
# Word endings of clinical vocabulary (procedures, conditions, drug stems of the
# WHO INN system): a lower-case word ending like this is not a name.
CLINICAL_SUFFIX = re.compile(
    r"(?:itis|itiden|ectomie|ectomieën|otomie|ostomie|scopie|scopisch|scopische|grafie|grafisch|grafische|plastiek"
    r"|pathie|pathieën|algie|emie|emieën|aemia|urie|iasis|ose|oses|osis|ectomy|otomy|ostomy|scopy|graphy|plasty"
    r"|pathy|pathic|algia|penia|penie|pril|sartan|olol|azepam|azolam|prazol|prazole|statine|statin|parine|parin|mab|nib|ciclovir|vir"
    r"|cilline|cillin|mycine|mycin|floxacine|floxacin|fentanil|afil|gliptine|gliptin|gliflozine|gliflozin|dronaat"
    r"|dronate|semide|thiazide|dipine|oxetine|azine|tidine|setron|triptan|kinase|ase)$"
)
_INITIAL = re.compile(r"^[A-Z](?:\.|[a-z]{1,2}\.)?$")


class Token:
    """One word of the text; ``masked`` is the running verdict."""

    __slots__ = ("start", "end", "text", "key", "masked", "kind", "pending")

    def __init__(self, start: int, end: int, text: str, key: str, masked: bool, kind: str) -> None:
        self.start = start
        self.end = end
        self.text = text
        self.key = key
        self.masked = masked
        self.kind = kind  # "word", "number", "forced", "initial"
        self.pending = False  # a flagged clinical term awaiting its context

    @property
    def bare_key(self) -> str:
        return self.key[:-1] if self.key.endswith(".") else self.key

    @property
    def title_case(self) -> bool:
        text = self.text
        return text[:1].isupper() and not text.rstrip(".").isupper()

    @property
    def capitalised(self) -> bool:
        return self.text[:1].isupper()

    @property
    def namelike(self) -> bool:
        return self.masked and self.kind in ("word", "initial")

    def __repr__(self) -> str:  # offsets only: a token's text is document text
        return f"Token({self.start}, {self.end}, {self.kind}, masked={self.masked})"


@dataclass
class Vocabulary:
    """Everything the first pass looks words up in (keys, see ``keys.word_key``)."""

    words: frozenset[str]
    names: frozenset[str]
    common: frozenset[str]
    medical: frozenset[str]
    flagged: frozenset[str]
    user_words: frozenset[str] = frozenset()
    autocorrect: dict[str, str] = field(default_factory=dict)
    interfixes: frozenset[str] = frozenset()

    def known(self, key: str) -> bool:
        return key in self.words or key in self.medical or key in self.common or key in self.user_words

    def vouched(self, key: str) -> bool:
        """Known from a list where a name cannot hide (clinical or the user's own)."""
        return key in self.medical or key in self.user_words


def lookup(vocab: Vocabulary, key: str) -> str | None:
    """The key under which a list knows this token, trying the usual variants."""
    if vocab.known(key):
        return key
    if key.endswith("."):
        if vocab.known(key[:-1]):
            return key[:-1]
        key = key[:-1]
    for suffix in ("'s", "'"):
        if key.endswith(suffix) and vocab.known(key[: -len(suffix)]):
            return key[: -len(suffix)]
    corrected = vocab.autocorrect.get(key)
    if corrected is not None and vocab.known(corrected):
        return corrected
    return None


def is_initial(token: Token, vocab: Vocabulary) -> bool:
    if not _INITIAL.match(token.text):
        return False
    return len(token.text.rstrip(".")) == 1 or token.bare_key not in vocab.words


def classify_word(token: Token, text: str, vocab: Vocabulary, spell) -> None:
    """Set ``token.masked`` for a word without digits."""
    key = token.key
    raw = token.text
    if len(raw) <= 2 and raw.endswith(".") and raw[0].isupper():
        token.masked, token.kind = True, "initial"  # "A." is an initial, never the letter a
        return
    found = lookup(vocab, key)
    if found is not None:
        token.masked = False
        # A capitalised dictionary word that is also a name, inside a sentence,
        # is taken for the name: "Mijn naam is Peter", "Olanzapine Visser".
        if (
            token.title_case
            and found in vocab.names
            and found not in vocab.common
            and found not in vocab.interfixes
            and not vocab.vouched(found)
            and not is_sentence_start(text, token.start)
        ):
            token.masked = True
        return
    bare = token.bare_key
    if _ROMAN.match(token.text.rstrip(".")):
        token.masked = False  # "GOLD III", "NYHA klasse II"
        return
    if bare in vocab.flagged:
        token.masked, token.pending = False, True
        return
    if CLINICAL_SUFFIX.search(bare) and bare.isalpha() and bare not in vocab.names and not (
        token.capitalised and not is_sentence_start(text, token.start)
    ):
        token.masked = False  # "cholecystectomie", "bronchiolitis", "nadroparine"
        return
    # Hunspell never vouches for a name, and a capitalised compound inside a
    # sentence is a name (Dutch does not capitalise common nouns): those are
    # masked whatever Hunspell says, so it is not asked (it is slow on unknown words).
    if bare in vocab.names or (token.capitalised and not is_sentence_start(text, token.start)):
        token.masked = True
        return
    if spell is None or not bare.isalpha() or len(bare) < 4:
        token.masked = True
        return
    token.masked = not (splits_into_words(bare, vocab.words) or spell(bare))


def classify_number(token: Token, vocab: Vocabulary, safe_ranges, covered) -> None:
    """Digits are masked unless listed (``HbA1c``, ``COVID-19``) or inside a measurement."""
    if lookup(vocab, token.key) is not None:
        token.masked = False
    else:
        end = token.end - 1 if token.text.endswith(".") else token.end
        token.masked = not covered(safe_ranges, token.start, end)


def has_digit(text: str) -> bool:
    return _DIGIT.search(text) is not None


def make_token(text: str, start: int, end: int) -> Token:
    raw = text[start:end]
    return Token(start, end, raw, word_key(raw), True, "word")
