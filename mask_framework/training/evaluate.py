"""Score a trained model on tagged sentences (the corpus' own tokens, strict entities)."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from mask_framework.training.corpus import TaggedSentence
from mask_framework.training.scoring import entity_scores


def crf_predict(model_path: Path, sentences: Sequence[TaggedSentence]) -> list[list[str]]:
    from mask_framework.training.crf_model import CrfTagger

    tagger = CrfTagger(model_path)
    return [tagger.tag_words(s.words) for s in sentences]


def spacy_predict(nlp, sentences: Sequence[TaggedSentence], batch_size: int = 256) -> list[list[str]]:
    """Tag pre-tokenized sentences with a spaCy pipeline (its NER components only)."""
    from spacy.tokens import Doc

    docs = (Doc(nlp.vocab, words=list(s.words)) for s in sentences)
    predicted = []
    for doc in nlp.pipe(docs, batch_size=batch_size):
        predicted.append([f"{t.ent_iob_}-{t.ent_type_}" if t.ent_iob_ in ("B", "I") else "O" for t in doc])
    return predicted


def score(sentences: Sequence[TaggedSentence], predicted: Sequence[Sequence[str]], labels=None) -> dict:
    """Strict scores; with ``labels``, predictions of other types (e.g. a DATE the
    corpus never annotates) are dropped so they are not counted as errors."""
    from mask_framework.training.bio import relabel_bio

    gold = [s.tags for s in sentences]
    if labels:
        keep = set(labels)
        predicted = [
            relabel_bio(tags, {t[2:]: None for t in tags if t[:2] in ("B-", "I-") and t[2:] not in keep})
            for tags in predicted
        ]
    return entity_scores(gold, predicted)
