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
        self._entity_types = None

    @property
    def labels(self) -> list[str]:
        return list(self._tagger.labels())

    def tag_words(self, words: Sequence[str], min_entity_probability: float | None = None) -> list[str]:
        """The most probable tag sequence (Viterbi). With ``min_entity_probability``,
        also every word the model gives at least that probability of being part of
        some entity (its marginal, from forward-backward), though the best sequence
        has it outside: see ``add_probable_entities``."""
        if not words:
            return []
        self._tagger.set(self.featurizer.sentence_features(words))
        tags = self._tagger.tag()
        if min_entity_probability is not None:
            marginals = self._entity_marginals(words, tags, min_entity_probability)
            tags = add_probable_entities(tags, marginals, min_entity_probability)
        return split_names_at_lowercase_words(words, tags, self.name_particles)

    def _entity_marginals(self, words: Sequence[str], tags: Sequence[str], floor: float) -> dict[int, tuple[float, str]]:
        """For each word tagged ``O`` that has a letter or digit and at least ``floor``
        probability of being inside some entity: that probability and the entity type
        most probable for it. (Punctuation is never added: 'Ricardo)' is no better a
        name than 'Ricardo'.)"""
        tagger = self._tagger
        if self._entity_types is None:
            labels = set(tagger.labels())
            self._entity_types = tuple(sorted(
                (label, tuple(tag for tag in (f"B-{label}", f"I-{label}") if tag in labels))
                for label in {tag[2:] for tag in labels if tag[:2] in ("B-", "I-")}
            ))
        found = {}
        for position, (word, tag) in enumerate(zip(words, tags)):
            if tag != "O" or not any(character.isalnum() for character in word):
                continue
            probability = 1.0 - tagger.marginal("O", position)
            if probability >= floor:  # most words are far below: skip their per-type marginals
                best = max(self._entity_types, key=lambda entry: sum(tagger.marginal(tag, position) for tag in entry[1]))
                found[position] = (probability, best[0])
        return found


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


def add_probable_entities(tags: Sequence[str], marginals: dict[int, tuple[float, str]], threshold: float) -> list[str]:
    """Tag ``O`` words whose probability of being inside an entity reaches ``threshold``.

    ``marginals`` maps a word's position to (its probability of being inside some
    entity, the most probable entity type). The Viterbi path is the single best
    sequence, so a name the model half-recognises ('Tai-man' in an unfamiliar layout)
    can lose to ``O`` although most of the probability says entity. De-identification
    values recall over precision, so such words are added. A word joins the entity of
    the same type before it (``I-``) or starts one (``B-``); the words the best path
    tagged keep their tags.
    """
    result = list(tags)
    for position in range(len(result)):
        if result[position] != "O" or position not in marginals:
            continue
        probability, label = marginals[position]
        if probability < threshold:
            continue
        before = result[position - 1] if position else "O"
        result[position] = ("I-" if before != "O" and before[2:] == label else "B-") + label
    # a best-path I- word right after a new B- of another type stays what it was;
    # bio_to_spans starts a new span there
    return result
