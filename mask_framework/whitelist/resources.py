"""Load the prepared whitelist resources and the user's own lists.

Everything here reads files that ``python -m mask_framework.whitelist.build``
prepared (gzip word lists -> frozensets), so a cold start costs a fraction of a
second instead of a dictionary expansion.
"""
from __future__ import annotations

import gzip
from dataclasses import dataclass
from pathlib import Path

from mask_framework.whitelist.keys import word_key

RESOURCE_DIR = Path(__file__).resolve().parent.parent / "resources" / "whitelist"
LANGUAGES = ("nl", "en")


@dataclass(frozen=True)
class LanguageResources:
    language: str
    words: frozenset[str]  # expanded dictionary forms, proper names removed
    names: frozenset[str]  # first names, surnames, Hunspell proper names
    common: frozenset[str]  # common words never taken for names on case alone
    medical: frozenset[str]  # curated clinical vocabulary without name conflicts
    flagged: frozenset[str]  # clinical terms that are also names (eponyms)
    hunspell_dir: Path  # holds noname.aff / noname.dic


def read_keys(path: Path) -> frozenset[str]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return frozenset(handle.read().split("\n")) - {""}


def read_plain_keys(path: Path) -> frozenset[str]:
    keys = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = line.split("#", 1)[0].strip()
        if entry:
            keys.add(word_key(entry))
    return frozenset(keys)


def load_language(language: str) -> LanguageResources:
    if language not in LANGUAGES:
        raise ValueError(f"language: no whitelist for {language!r} (available: {', '.join(LANGUAGES)})")
    lang_dir = RESOURCE_DIR / language
    return LanguageResources(
        language=language,
        words=read_keys(lang_dir / "words.txt.gz"),
        names=read_keys(lang_dir / "names.txt.gz"),
        common=read_keys(lang_dir / "common.txt.gz"),
        medical=read_keys(lang_dir / "medical.txt.gz"),
        flagged=read_plain_keys(lang_dir / "medical_name_conflicts.txt"),
        hunspell_dir=lang_dir,
    )


def resolve_user_path(path: str, base: Path | None = None) -> Path:
    """User list paths are relative to the working directory or absolute."""
    candidate = Path(path).expanduser()
    if not candidate.is_absolute():
        candidate = (base or Path.cwd()) / candidate
    return candidate


def load_word_list(path: Path) -> frozenset[str]:
    """A domain whitelist: one word per line, '#' comments, case-insensitive."""
    return read_plain_keys(path)


def load_autocorrect(path: Path) -> dict[str, str]:
    """Curated corrections, one per line: ``misspelling<TAB>correction`` (or ``->``)."""
    corrections: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        entry = line.split("#", 1)[0].strip()
        if not entry:
            continue
        wrong, sep, right = entry.partition("\t") if "\t" in entry else entry.partition("->")
        if not sep or not wrong.strip() or not right.strip():
            raise ValueError(f"autocorrect: line {number} of {path.name} is not 'misspelling<TAB>correction'")
        corrections[word_key(wrong.strip())] = word_key(right.strip())
    return corrections


def load_blacklist(path: Path) -> list[str]:
    """Words or phrases that are always masked, one per line."""
    phrases = []
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = line.split("#", 1)[0].strip()
        if entry:
            phrases.append(entry)
    return phrases
