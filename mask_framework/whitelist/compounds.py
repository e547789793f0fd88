"""A quick compound test before Hunspell's own (which can take 100 ms a word).

Dutch writes compounds as one word (``wijkverpleegkundige``); the expanded
word list has their parts. A word that splits into at most three listed parts,
optionally joined by the linking ``s`` or ``-`` or headed by a plural's stem
(``kinder|wens``), is accepted here; only words this cannot settle go to
Hunspell. Parts are at least four letters (the first may have three: ``oog``,
``arm``), because short dictionary fragments (``tra``, ``ders``) would let names
through: ``van|ders|tra|eten``. Names are checked before either test is reached
(see ``classify``).
"""
from __future__ import annotations

_MIN_HEAD = 3
_MIN_PART = 4
_MAX_PARTS = 3
#: a plural's stem heads a compound without its ending: 'kinder|wens' (kinderen), 'hersen|zenuwen' (hersenen);
#: five letters at least: a short stem ('tak', of 'taken') would split too many names into words
_MIN_PLURAL_HEAD = 5


def splits_into_words(word: str, words: frozenset[str], parts: int = _MAX_PARTS, min_head: int = _MIN_HEAD) -> bool:
    if parts < 2 or len(word) < min_head + _MIN_PART:
        return False
    for cut in range(min_head, len(word) - _MIN_PART + 1):
        head, tail = word[:cut], word[cut:]
        if head not in words and not (head[-1] in "s-" and len(head) > min_head and head[:-1] in words) \
                and not (len(head) >= _MIN_PLURAL_HEAD and head + "en" in words):
            continue
        tail = tail.lstrip("-")
        if tail in words and len(tail) >= _MIN_PART:
            return True
        if splits_into_words(tail, words, parts - 1, _MIN_PART):
            return True
    return False
