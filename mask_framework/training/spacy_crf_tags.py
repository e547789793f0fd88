"""``mask_crf_tags``: a spaCy component that writes a CRF's BIO tags into ``Token.tag_``.

This is stacking: MASK's Dutch spaCy pipeline embeds ``TAG`` in its tok2vec, so
the CNN sees what the CRF (``NER_CRF``'s model) predicts for each token and learns
when to follow it and when not. The two models make different mistakes; together
they beat either alone (see ``spacy_nl/MODEL_CARD.md``).

Training must not show the CNN the CRF's predictions on sentences the CRF was
trained on: those are nearly perfect, and the CNN would learn to copy them. So
``mask train spacy --stack-crf`` computes *held-out* (k-fold) CRF tags for every
training document and hands them to ``initialize`` as ``training_tags``; the
component uses them for exactly those documents and tags everything else (the
development set, and every text after training) with the full CRF. The
training tags are not saved with the pipeline.

The factory is registered with spaCy through the ``spacy_factories`` entry point
of the ``mask-framework`` package, so ``spacy.load`` finds it wherever MASK is
installed.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Callable, Iterable

from spacy.language import Language
from spacy.tokens import Doc

from mask_framework.training.crf_model import CrfTagger, meta_path
from mask_framework.training.tokenizer import Token, split_sentences

FACTORY = "mask_crf_tags"
MODEL_FILE = "crf.crfsuite"


@Language.factory(FACTORY, default_config={})
def make_crf_tags(nlp: Language, name: str) -> "CrfTagAnnotator":
    return CrfTagAnnotator(name)


class CrfTagAnnotator:
    """Sets ``token.tag_`` to the CRF's tag (``B-PER``, ``I-LOC``, ``O``) for every token."""

    def __init__(self, name: str = FACTORY):
        self.name = name
        self.tagger: CrfTagger | None = None
        self.training_tags: dict[tuple[str, ...], list[str]] = {}

    def initialize(
        self,
        get_examples: Callable[[], Iterable] | None = None,
        *,
        nlp: Language | None = None,
        model_path: str | None = None,
        training_tags: str | None = None,
    ) -> None:
        if not model_path:
            raise ValueError(f"{self.name}: initialize needs model_path, the CRF model file")
        self.tagger = CrfTagger(Path(model_path))
        self.training_tags = read_training_tags(Path(training_tags)) if training_tags else {}

    def __call__(self, doc: Doc) -> Doc:
        if self.tagger is None:
            raise ValueError(f"{self.name}: no CRF model loaded (initialize or load the pipeline first)")
        tags = self.training_tags.get(tuple(token.text for token in doc))
        if tags is None:
            tags = self._crf_tags(doc)
        for token, tag in zip(doc, tags):
            token.tag_ = tag
        return doc

    def _crf_tags(self, doc: Doc) -> list[str]:
        """Tag sentence by sentence, as the CRF was trained: run over several
        sentences at once it loses its sentence-start features and takes every
        capitalised first word for a name (ned.testa F1 0.76 -> 0.67 on 8-sentence runs)."""
        tags = ["O"] * len(doc)
        position = {}
        tokens = []
        for token in doc:
            if not token.is_space:
                position[token.idx] = token.i
                tokens.append(Token(token.idx, token.idx + len(token.text), token.text))
        # a Doc built from words has a space after every token: "M . Jansen" is one sentence
        for sentence in split_sentences(doc.text, tokens, spaced_abbreviations=True):
            for token, tag in zip(sentence, self.tagger.tag_words([t.text for t in sentence])):
                tags[position[token.start]] = tag
        return tags

    def to_disk(self, path, *, exclude=tuple()) -> None:
        if self.tagger is None:
            raise ValueError(f"{self.name}: nothing to save, no CRF model loaded")
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(self.tagger.model_path, path / MODEL_FILE)
        shutil.copyfile(meta_path(self.tagger.model_path), meta_path(path / MODEL_FILE))

    def from_disk(self, path, *, exclude=tuple()) -> "CrfTagAnnotator":
        self.tagger = CrfTagger(Path(path) / MODEL_FILE)
        self.training_tags = {}
        return self


def read_training_tags(path: Path) -> dict[tuple[str, ...], list[str]]:
    """JSON lines of ``{"words": [...], "tags": [...]}``, one per training document."""
    table = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                item = json.loads(line)
                table[tuple(item["words"])] = list(item["tags"])
    return table
