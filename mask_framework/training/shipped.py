"""Where the models shipped with MASK live (works from a clone and an installed package)."""
from __future__ import annotations

from pathlib import Path

MODELS_DIR = Path(__file__).resolve().parent.parent / "resources" / "models"
SHIPPED_LANGUAGES = ("en", "nl")


def shipped_crf_model(language: str) -> Path:
    """``crf_<language>.crfsuite``; ValueError for a language MASK ships no CRF for."""
    if language not in SHIPPED_LANGUAGES:
        raise ValueError(f"no CRF model is shipped for language {language!r} (shipped: {', '.join(SHIPPED_LANGUAGES)})")
    return MODELS_DIR / f"crf_{language}.crfsuite"


def shipped_crf_model_named(name: str) -> Path | None:
    """A shipped CRF given by its name (``crf_nl_clinical``), or None when ``name``
    is not one (it is then read as a path)."""
    if not name.replace("_", "").isalnum():
        return None
    path = MODELS_DIR / f"{name}.crfsuite"
    return path if path.is_file() else None


def shipped_crf_names() -> list[str]:
    return sorted(p.stem for p in MODELS_DIR.glob("*.crfsuite"))


def shipped_spacy_model(language: str) -> Path:
    """The spaCy pipeline folder MASK trained and ships (Dutch only)."""
    if language != "nl":
        raise ValueError(f"no spaCy pipeline is shipped for language {language!r} (shipped: nl)")
    return MODELS_DIR / "spacy_nl"
