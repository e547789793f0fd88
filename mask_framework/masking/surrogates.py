"""Surrogate pools and the keyed, leak-free choice of a surrogate from them.

Pools are the lists shipped in ``mask_framework/resources/surrogates/`` (built from
Faker, see ``build_surrogates``), plus the shared professions lexicon when the
repository has one. A value's surrogate is ``pool[HMAC(key, purpose, value) mod n]``,
skipping candidates that would contain the original.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from mask_framework.lexicons import load_lexicon
from mask_framework.masking.keyed import keyed_choice, keyed_hex, normalize_value

SURROGATE_DIR = Path(__file__).resolve().parent.parent / "resources" / "surrogates"
MAX_TRIES = 64


@lru_cache(maxsize=None)
def load_pool(name: str) -> tuple[str, ...]:
    path = SURROGATE_DIR / f"{name}.txt"
    items = tuple(line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    if not items:
        raise ValueError(f"surrogate pool {name} is empty")
    return items


def _professions(group: str) -> tuple[str, ...]:
    """The shared professions lexicon when it is built (it covers Dutch too), else Faker's English jobs."""
    try:
        from mask_framework.lexicons import load_lexicon_list

        items = tuple(load_lexicon_list(f"professions_{group}"))
        if items:
            return items
    except (ImportError, KeyError, OSError):
        pass
    return load_pool("professions_en")


def language_group(language: str) -> str:
    return "nl" if language.lower().startswith("nl") else "en"


class SurrogatePools:
    """Every pool one language needs, loaded once (at a plugin's ``initialize()``)."""

    def __init__(self, language: str) -> None:
        group = self.group = language_group(language)
        self.first_names = {"m": load_pool(f"first_names_male_{group}"), "f": load_pool(f"first_names_female_{group}")}
        self.last_names = load_pool(f"last_names_{group}")
        self.cities = load_pool(f"cities_{group}")
        self.streets = load_pool(f"streets_{group}")
        self.companies = load_pool(f"companies_{group}")
        self.hospitals = load_pool(f"hospitals_{group}")
        self.professions = _professions(group)
        self.states = load_pool("states_en")
        # Gender of a first name, from both languages' pools (a name in both sexes' lists
        # counts as unknown), then, for names the pools lack, the Meertens lists (whose
        # male list also holds middle names such as "Maria", so they only fill gaps).
        gender: dict[str, str] = {}
        pools = [(sex, load_pool(f"first_names_{'male' if sex == 'm' else 'female'}_{other}"))
                 for other in ("nl", "en") for sex in ("m", "f")]
        meertens = [("m", load_lexicon("nl_first_names_male")), ("f", load_lexicon("nl_first_names_female"))]
        for sources in (pools, meertens):
            found: dict[str, str] = {}
            for sex, names in sources:
                for name in names:
                    key = normalize_value(name)
                    if key not in gender:
                        found[key] = sex if found.get(key, sex) == sex else "?"
            gender.update(found)
        # Its keys are also the words that, standing alone in a NAME span ("zoon Kees"),
        # are a given name rather than a surname (``names.split_name``); the pools alone
        # are small ("Kees" is not in Faker's list). Not DEDUCE's first-name list, which
        # also holds surnames like "Jansen".
        self.gender = gender
        self.last_name_set = frozenset(normalize_value(n) for n in self.last_names)
        self.words = tuple(sorted({ascii_word(n) for n in (*self.last_names, *self.cities) if len(ascii_word(n)) >= 4}))
        by_letter: dict[tuple[str, str], list[str]] = {}
        for sex, names in self.first_names.items():
            for name in names:
                by_letter.setdefault((sex, ascii_word(name)[:1].upper()), []).append(name)
        self.first_by_letter = {k: tuple(v) for k, v in by_letter.items()}
        # Letters usable as a surrogate initial: enough names of both sexes start with them.
        self.initials = tuple(sorted(letter for letter in {k[1] for k in by_letter}
                                     if letter and all(len(by_letter.get((s, letter), ())) >= 3 for s in "mf")))


def ascii_word(text: str) -> str:
    """Lower-case ASCII letters only (``'s-Hertogenbosch`` -> ``shertogenbosch``), for e-mail and web names."""
    folded = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in folded.lower() if "a" <= ch <= "z")


def reveals(candidate: str, original: str) -> bool:
    """Whether ``candidate`` equals or contains ``original`` (case-folded, for originals with >= 2 letters/digits)."""
    cand, orig = normalize_value(candidate), normalize_value(original)
    if not any(ch.isalnum() for ch in orig):
        return False  # punctuation or blanks only: nothing to hide
    if cand == orig:
        return True
    return sum(ch.isalnum() for ch in orig) >= 2 and orig in cand


def pick(key: bytes, purpose: str, value: str, pool: Sequence[str], original: str) -> str:
    """The keyed surrogate of ``value`` from ``pool``; never one that reveals ``original``."""
    normalized = normalize_value(value)
    for counter in range(MAX_TRIES):
        candidate = keyed_choice(key, purpose, normalized, pool, counter)
        if not reveals(candidate, original):
            return candidate
    return fallback_token(key, purpose.upper(), original)


def fallback_token(key: bytes, label: str, original: str) -> str:
    """``LABEL-1a2b3c4d``: a keyed pseudonym for values with no realistic surrogate (unknown entities)."""
    normalized = normalize_value(original)
    for counter in range(MAX_TRIES):
        token = f"{label}-{keyed_hex(key, label + str(counter), normalized)}"
        if not reveals(token, original):
            return token
    return "***"


def copy_case(original: str, surrogate: str, capitalize_lower_start: bool = False) -> str:
    """Write ``surrogate`` in the letter case of ``original``: all caps, all lower, or as listed."""
    letters = [ch for ch in original if ch.isalpha()]
    if len(letters) > 1 and all(ch.isupper() for ch in letters):
        return surrogate.upper()
    if letters and all(ch.islower() for ch in letters):
        return surrogate.lower()
    if capitalize_lower_start and surrogate[:1].islower():
        return surrogate[:1].upper() + surrogate[1:]
    return surrogate
