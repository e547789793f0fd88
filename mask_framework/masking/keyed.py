"""Keyed hashing: every pseudonymous choice MASK makes is derived from HMAC-SHA256.

A choice depends only on (key, purpose, normalized value), so the same value gets
the same surrogate in every document, worker process, machine and run that uses
the same key -- without any shared table -- and nobody without the key can
recompute or invert it. ``purpose`` separates the uses (a surname and a city with
the same spelling get unrelated choices).
"""
from __future__ import annotations

import hashlib
import hmac
import re
import unicodedata
from typing import Iterator, Sequence, TypeVar

T = TypeVar("T")
_SPACES = re.compile(r"\s+")


class MissingKeyError(ValueError):
    """Keyed masking was asked for without a pseudonymization key."""


def normalize_value(value: str) -> str:
    """The form under which two spellings count as the same value: NFKC, case-folded, single spaces."""
    return _SPACES.sub(" ", unicodedata.normalize("NFKC", value).casefold()).strip()


def _check_key(key: bytes) -> None:
    if not isinstance(key, (bytes, bytearray)) or not key:
        # An empty key would turn HMAC into a public hash anyone can recompute.
        raise MissingKeyError("keyed masking needs a non-empty pseudonymization key (MASK_KEY or --key-file)")


def digest(key: bytes, purpose: str, value: str, counter: int = 0) -> bytes:
    """HMAC-SHA256 of ``purpose``, ``counter`` and ``value`` (already normalized by the caller)."""
    _check_key(key)
    message = f"{purpose}\x1f{counter}\x1f{value}".encode("utf-8")
    return hmac.new(bytes(key), message, hashlib.sha256).digest()


def keyed_int(key: bytes, purpose: str, value: str, modulus: int, counter: int = 0) -> int:
    """An integer in ``[0, modulus)``; the 256-bit digest makes the modulo bias negligible."""
    if modulus <= 0:
        raise ValueError("modulus must be positive")
    return int.from_bytes(digest(key, purpose, value, counter), "big") % modulus


def keyed_choice(key: bytes, purpose: str, value: str, options: Sequence[T], counter: int = 0) -> T:
    if not options:
        raise ValueError("cannot choose from an empty pool")
    return options[keyed_int(key, purpose, value, len(options), counter)]


def keyed_stream(key: bytes, purpose: str, value: str) -> Iterator[int]:
    """An endless, reproducible stream of bytes (HMAC in counter mode)."""
    counter = 0
    while True:
        yield from digest(key, purpose, value, counter)
        counter += 1


def keyed_below(stream: Iterator[int], bound: int) -> int:
    """Draw an integer in ``[0, bound)`` from a byte stream without modulo bias (rejection sampling)."""
    if not 0 < bound <= 256:
        raise ValueError("bound must be in 1..256")
    limit = 256 - 256 % bound
    for byte in stream:
        if byte < limit:
            return byte % bound
    raise RuntimeError("keyed stream ended")  # pragma: no cover - the stream is endless


def keyed_hex(key: bytes, purpose: str, value: str, length: int = 8) -> str:
    """A short hexadecimal pseudonym (``length`` hex digits, at most 64)."""
    return digest(key, purpose, value).hex()[:length]
