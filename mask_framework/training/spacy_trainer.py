"""``mask train spacy``: train a small spaCy NER pipeline with spaCy's own trainer.

Tagged sentences are written to DocBin files, the lexicon classes to
attribute_ruler patterns (``spacy_lexicons``), ``spacy train`` runs in a child
process (one thread, bounded by ``max_steps``/``patience`` and a wall-clock limit
as a safety net) on ``spacy_ner.cfg``, and the best checkpoint is copied to the
output directory with MASK's metadata in its ``meta.json``.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from mask_framework.training.corpus import TaggedSentence
from mask_framework.training.spacy_lexicons import attribute_ruler_patterns

log = logging.getLogger(__name__)
CONFIG_PATH = Path(__file__).with_name("spacy_ner.cfg")
SENTENCES_PER_DOC = 8


def write_docbin(sentences: Sequence[TaggedSentence], lang: str, path: Path) -> int:
    """Group sentences into small documents (context for the CNN) and save them."""
    import spacy
    from spacy.tokens import Doc, DocBin

    vocab = spacy.blank(lang).vocab
    docbin = DocBin(store_user_data=False)
    for begin in range(0, len(sentences), SENTENCES_PER_DOC):
        group = sentences[begin : begin + SENTENCES_PER_DOC]
        words = [word for sentence in group for word in sentence.words]
        tags = [tag for sentence in group for tag in sentence.tags]
        if words:
            docbin.add(Doc(vocab, words=words, ents=tags))
    docbin.to_disk(path)
    return len(docbin)


def train_spacy(
    train: Sequence[TaggedSentence],
    dev: Sequence[TaggedSentence],
    lang: str,
    out_dir: Path,
    *,
    max_steps: int = 6000,
    patience: int = 3000,
    max_minutes: float = 25.0,
    seed: int = 0,
    overrides: dict[str, str] | None = None,
    meta: dict | None = None,
) -> dict:
    """Train and save the pipeline to ``out_dir``; returns spaCy's dev scores."""
    out_dir = Path(out_dir)
    with tempfile.TemporaryDirectory(prefix="mask-spacy-") as tmp:
        work = Path(tmp)
        write_docbin(train, lang, work / "train.spacy")
        write_docbin(dev, lang, work / "dev.spacy")
        patterns = attribute_ruler_patterns(lang)
        (work / "lexicon_patterns.json").write_text(json.dumps(patterns, ensure_ascii=False), encoding="utf-8")
        command = [
            sys.executable, "-m", "spacy", "train", str(CONFIG_PATH),
            "--output", str(work / "output"),
            "--paths.train", str(work / "train.spacy"),
            "--paths.dev", str(work / "dev.spacy"),
            "--paths.lexicon_patterns", str(work / "lexicon_patterns.json"),
            "--nlp.lang", lang,
            "--training.max_steps", str(max_steps),
            "--training.patience", str(patience),
            "--system.seed", str(seed),
        ]
        for key, value in (overrides or {}).items():
            command += [f"--{key}", value]
        env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
        try:
            subprocess.run(command, env=env, check=True, timeout=max_minutes * 60)
        except subprocess.TimeoutExpired:
            # spaCy saves model-best at every improving evaluation, so the best
            # checkpoint so far is a complete pipeline: the limit only cuts training short
            log.warning("spacy train reached the %.0f-minute limit; keeping the best checkpoint", max_minutes)
        best = work / "output" / "model-best"
        if not (best / "meta.json").is_file():
            raise RuntimeError("spacy train produced no model (no evaluation step was reached)")
        if out_dir.exists():
            shutil.rmtree(out_dir)
        shutil.copytree(best, out_dir)
    meta_path = out_dir / "meta.json"
    model_meta = json.loads(meta_path.read_text(encoding="utf-8"))
    model_meta.update(meta or {})
    meta_path.write_text(json.dumps(model_meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return model_meta.get("performance", {})
