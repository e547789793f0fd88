"""``mask train crf``: fit a linear-chain CRF (sklearn-crfsuite, L-BFGS) on tagged sentences."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from mask_framework.training.corpus import TaggedSentence
from mask_framework.training.crf_features import CrfFeaturizer
from mask_framework.training.crf_lexicons import lexicon_groups, load_feature_lexicons
from mask_framework.training.crf_model import write_meta


def train_crf(
    sentences: Sequence[TaggedSentence],
    language: str,
    out_path: Path,
    *,
    c1: float = 0.05,
    c2: float = 0.01,
    max_iterations: int = 150,
    groups: tuple[str, ...] | None = None,
    meta: dict | None = None,
) -> Path:
    """Train on ``sentences`` and write ``out_path`` (+ its ``.json`` metadata);
    ``groups`` restricts the lexicon features (default: every group of ``language``)."""
    import sklearn_crfsuite

    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    groups = lexicon_groups(language) if groups is None else tuple(groups)
    featurizer = CrfFeaturizer(load_feature_lexicons(language, groups))
    features = [featurizer.sentence_features(s.words) for s in sentences if s.words]
    tags = [list(s.tags) for s in sentences if s.words]
    # sklearn-crfsuite writes the model file itself when given model_filename;
    # all_possible_transitions lets the model learn that O -> I-X is unlikely
    crf = sklearn_crfsuite.CRF(
        algorithm="lbfgs",
        c1=c1,
        c2=c2,
        max_iterations=max_iterations,
        all_possible_transitions=True,
        model_filename=str(out_path),
    )
    crf.fit(features, tags)
    write_meta(
        out_path,
        {
            "language": language,
            "lexicon_groups": list(groups),
            "labels": sorted({t[2:] for seq in tags for t in seq if t != "O"}),
            "training": {"c1": c1, "c2": c2, "max_iterations": max_iterations,
                         "sentences": len(tags), "tokens": sum(map(len, tags))},
            **(meta or {}),
        },
    )
    return out_path
