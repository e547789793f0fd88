"""The one normalisation every whitelist lookup goes through.

Lists are stored as keys and tokens are looked up as keys, so both sides must
use this function. NFKC folds the Dutch ``ĳ`` ligature to ``ij``, the micro sign
to Greek mu and composes combining accents (``e`` + U+0301 -> ``é``);
``casefold`` makes lookups case-insensitive. The result is never used for
offsets: spans always point into the original text.
"""
from __future__ import annotations

import unicodedata


def word_key(word: str) -> str:
    # Fast path: plain ASCII needs no Unicode normalisation.
    if word.isascii():
        return word.lower().replace("’", "'")
    return unicodedata.normalize("NFKC", word).casefold().replace("’", "'")
