"""Held-out CRF tags for stacking a spaCy pipeline on ``NER_CRF``'s model.

``mask train spacy --stack-crf MODEL`` gives the CNN the CRF's tag of every
token as a feature (component ``mask_crf_tags``). On the training sentences those
tags must come from CRFs that did not see them, or the CNN learns to trust a
tagger that looks perfect in training and is not on new text. So the training
sentences are cut into ``folds`` parts, a CRF with MODEL's settings and lexicon
groups is trained on all parts but one, and it tags the part left out.

Parts are interleaved blocks of ``block`` consecutive sentences, not single
sentences: the sentences of one article or note stay together, so a name that
recurs within a document is not seen by the CRF that tags it.
"""
from __future__ import annotations

import json
import logging
import tempfile
from pathlib import Path
from typing import Sequence

from mask_framework.training.corpus import TaggedSentence

log = logging.getLogger(__name__)


def fold_of(index: int, folds: int, block: int) -> int:
    return (index // block) % folds


def held_out_crf_tags(
    sentences: Sequence[TaggedSentence],
    crf_model: Path,
    *,
    folds: int = 5,
    block: int = 100,
) -> list[list[str]]:
    """CRF tags for every sentence, each from a CRF trained on the other folds."""
    from mask_framework.training.crf_model import CrfTagger, read_meta
    from mask_framework.training.crf_trainer import train_crf

    if folds < 2:
        raise ValueError(f"stacking needs at least 2 folds, got {folds}")
    if len(sentences) < 2 * folds:
        raise ValueError(f"stacking needs at least {2 * folds} training sentences, got {len(sentences)}")
    # a small corpus gets smaller blocks, so every fold has sentences to tag and to train on
    block = max(1, min(block, len(sentences) // (2 * folds)))
    meta = read_meta(crf_model)
    # MODEL's own settings; any it does not record keep train_crf's defaults
    settings = {k: v for k, v in meta.get("training", {}).items() if k in ("c1", "c2", "max_iterations")}
    tags: list[list[str]] = [[] for _ in sentences]
    with tempfile.TemporaryDirectory(prefix="mask-stack-") as tmp:
        for fold in range(folds):
            fit = [s for i, s in enumerate(sentences) if fold_of(i, folds, block) != fold]
            log.info("stacking: CRF fold %d/%d (%d training sentences)", fold + 1, folds, len(fit))
            model = train_crf(fit, meta["language"], Path(tmp) / f"fold{fold}.crfsuite",
                              groups=tuple(meta.get("lexicon_groups", ())) or None, **settings)
            tagger = CrfTagger(model)
            for i in range(len(sentences)):
                if fold_of(i, folds, block) == fold:
                    tags[i] = tagger.tag_words(sentences[i].words)
    return tags


def write_training_tags(
    sentences: Sequence[TaggedSentence], tags: Sequence[Sequence[str]], per_doc: int, path: Path
) -> int:
    """One JSON line per training document, grouped exactly as ``write_docbin`` groups them."""
    from mask_framework.training.spacy_trainer import document_groups

    count = 0
    with open(path, "w", encoding="utf-8") as handle:
        for group in document_groups(len(sentences), per_doc):
            words = [w for i in group for w in sentences[i].words]
            if words:
                doc_tags = [t for i in group for t in tags[i]]
                handle.write(json.dumps({"words": words, "tags": doc_tags}, ensure_ascii=False) + "\n")
                count += 1
    return count
