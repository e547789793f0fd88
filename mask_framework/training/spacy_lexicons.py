"""Lexicon classes for spaCy pipelines: an ``attribute_ruler`` sets ``LEMMA`` to
the lexicon groups a word belongs to (``"lex:first+sur"``), and the tok2vec
embeds ``LEMMA`` next to NORM/PREFIX/SUFFIX/SHAPE.

This gives the CNN what the CRF gets from its membership features: a first name
never seen in training still looks like a first name. The ruler is an
*annotating component* during training, so ``NER_spaCy`` keeps it enabled.
The patterns (and so the lexicon words) are stored inside the trained pipeline.
"""
from __future__ import annotations

import unicodedata
from collections import defaultdict

from mask_framework.training.crf_lexicons import DICTIONARY_GROUPS, lexicon_groups, load_feature_lexicons

LEMMA_PREFIX = "lex:"


def lexicon_classes(language: str) -> dict[str, set[str]]:
    """``{class label: lowercased single words}``; a class is a '+'-joined set of groups."""
    groups_of: dict[str, set[str]] = defaultdict(set)
    groups = tuple(g for g in lexicon_groups(language) if g not in DICTIONARY_GROUPS)
    for group, entries in load_feature_lexicons(language, groups).items():
        for entry in entries:
            if " " not in entry.strip():
                groups_of[entry.strip().lower()].add(group)
    classes: dict[str, set[str]] = defaultdict(set)
    for word, groups in groups_of.items():
        label = LEMMA_PREFIX + "+".join(sorted(groups))
        classes[label].add(word)
        # the ruler matches the text as written: a decomposed accent must match too
        classes[label].add(unicodedata.normalize("NFD", word))
    return dict(classes)


def attribute_ruler_patterns(language: str) -> list[dict]:
    """AttributeRuler patterns: one ``LOWER IN [...]`` pattern per lexicon class."""
    return [
        {"patterns": [[{"LOWER": {"IN": sorted(words)}}]], "attrs": {"LEMMA": label}}
        for label, words in sorted(lexicon_classes(language).items())
    ]
