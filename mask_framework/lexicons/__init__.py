"""Word lists shipped with MASK (names, places, institutions, professions, ...).

The lists live in ``mask_framework/resources/lexicons/`` as ``NAME.txt`` or
``NAME.txt.gz`` (UTF-8, one item per line, sorted, deduplicated); their origin and
licence are in ``SOURCE.md`` next to them. They are rebuilt from the raw sources with
``python -m mask_framework.lexicons.build``.

Nothing is read at import time: ``load_lexicon`` reads a list on first use and caches it.
"""
from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

LEXICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "lexicons"


def lexicon_path(name: str) -> Path:
    """The file holding lexicon ``name``; ``KeyError`` naming it when there is none."""
    if not name or "/" in name or "\\" in name or name.startswith("."):
        raise KeyError(f"invalid lexicon name {name!r}")
    for suffix in (".txt", ".txt.gz"):
        path = LEXICON_DIR / f"{name}{suffix}"
        if path.is_file():
            return path
    raise KeyError(f"no lexicon named {name!r} in {LEXICON_DIR} (available: {', '.join(available_lexicons())})")


def available_lexicons() -> list[str]:
    """Names of all shipped lexicons, sorted."""
    names = set()
    for path in LEXICON_DIR.glob("*.txt*"):
        if path.name.endswith(".txt"):
            names.add(path.name[: -len(".txt")])
        elif path.name.endswith(".txt.gz"):
            names.add(path.name[: -len(".txt.gz")])
    return sorted(names)


@lru_cache(maxsize=None)
def _read_items(name: str) -> tuple[str, ...]:
    path = lexicon_path(name)
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            content = handle.read()
    else:
        content = path.read_text(encoding="utf-8")
    return tuple(line for line in content.splitlines() if line)


@lru_cache(maxsize=None)
def load_lexicon(name: str) -> frozenset[str]:
    """The items of lexicon ``name`` as a set, for membership tests (exact strings; callers fold case)."""
    return frozenset(_read_items(name))


def load_lexicon_list(name: str) -> list[str]:
    """The items of lexicon ``name`` in file order (sorted), for seeded surrogate sampling.

    Returns a fresh list each call, so callers may shuffle or extend it.
    """
    return list(_read_items(name))


__all__ = ["LEXICON_DIR", "available_lexicons", "lexicon_path", "load_lexicon", "load_lexicon_list"]
