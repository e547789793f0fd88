"""A trained CRF on disk: ``NAME.crfsuite`` plus ``NAME.json`` (language, lexicon
feature groups, labels, provenance), and the tagger that reads them."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

from mask_framework.training.crf_features import CrfFeaturizer
from mask_framework.training.crf_lexicons import load_feature_lexicons

#: 2: capitalised-word lexicon conjunctions (``tlex``)
FEATURE_VERSION = 2
#: surname particles per language: the only lower-case words a capitalised name may contain
NAME_PARTICLE_LEXICONS = {"nl": ("nl_interfixes",), "en": ("en_surname_prefixes",)}


def meta_path(model_path: Path) -> Path:
    return Path(model_path).with_suffix(".json")


def read_meta(model_path: Path) -> dict:
    path = meta_path(model_path)
    if not path.is_file():
        raise ValueError(f"CRF model {model_path} has no metadata file {path.name} next to it")
    meta = json.loads(path.read_text(encoding="utf-8"))
    if meta.get("feature_version") != FEATURE_VERSION:
        raise ValueError(
            f"CRF model {model_path} was trained with feature version {meta.get('feature_version')}, "
            f"this MASK computes version {FEATURE_VERSION}: retrain it with 'mask train crf'"
        )
    return meta


def write_meta(model_path: Path, meta: dict) -> None:
    full = {"feature_version": FEATURE_VERSION, **meta}
    meta_path(model_path).write_text(json.dumps(full, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


class CrfTagger:
    """Tags token sequences with a trained model and the features it was trained with."""

    def __init__(self, model_path: Path):
        import pycrfsuite

        self.model_path = Path(model_path)
        if not self.model_path.is_file():
            raise FileNotFoundError(f"CRF model not found: {self.model_path}")
        self.meta = read_meta(self.model_path)
        groups = tuple(self.meta.get("lexicon_groups", ()))
        self.featurizer = CrfFeaturizer(load_feature_lexicons(self.meta["language"], groups))
        self._tagger = pycrfsuite.Tagger()
        self._tagger.open(str(self.model_path))
        self.name_particles = name_particles(self.meta["language"])

    @property
    def labels(self) -> list[str]:
        return list(self._tagger.labels())

    def tag_words(self, words: Sequence[str]) -> list[str]:
        if not words:
            return []
        tags = self._tagger.tag(self.featurizer.sentence_features(words))
        return split_names_at_lowercase_words(words, tags, self.name_particles)


def name_particles(language: str) -> frozenset[str]:
    from mask_framework.lexicons import load_lexicon

    return frozenset(
        word.lower() for name in NAME_PARTICLE_LEXICONS.get(language, ()) for entry in load_lexicon(name) for word in entry.split()
    )


def split_names_at_lowercase_words(words: Sequence[str], tags: Sequence[str], particles: frozenset[str]) -> list[str]:
    """A person name written with capitals contains no lower-case word but a surname
    particle: the CRF's ``Bakker met Els`` is two names, and ``met`` is no PII.

    Names written all in lower case (as in hurried notes) are left alone: there a
    lower-case word says nothing about the boundary.
    """
    from mask_framework.training.bio import bio_to_spans, relabel_bio

    result = list(tags)
    positions = [(i, i + 1) for i in range(len(words))]
    for label, start, end in bio_to_spans(positions, tags):
        if label != "PER" or not any(words[i][:1].isupper() for i in range(start, end)):
            continue
        for i in range(start, end):
            word = words[i]
            if word.isalpha() and word.islower() and word not in particles:
                result[i] = "O"
    # a name's remainder after a removed word starts a new name (I- after O becomes B-)
    return relabel_bio(result, {}) if result != list(tags) else result
