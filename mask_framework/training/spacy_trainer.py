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
from typing import Iterator, Sequence

from mask_framework.training.corpus import TaggedSentence
from mask_framework.training.spacy_lexicons import attribute_ruler_patterns

log = logging.getLogger(__name__)
CONFIG_PATH = Path(__file__).with_name("spacy_ner.cfg")
SENTENCES_PER_DOC = 8
#: hash-embedding rows for the CRF tag (9 CoNLL tags; rows > tags keeps collisions rare)
STACKED_TAG_ROWS = 50


def document_groups(count: int, per_doc: int) -> Iterator[range]:
    """The sentence indices of each training document: consecutive runs of ``per_doc``.
    The DocBin and the stacking tags (``stacking.write_training_tags``) both group by it."""
    return (range(begin, min(begin + per_doc, count)) for begin in range(0, count, per_doc))


def write_docbin(sentences: Sequence[TaggedSentence], lang: str, path: Path, per_doc: int = SENTENCES_PER_DOC) -> int:
    """Group sentences into documents of ``per_doc`` sentences and save them."""
    import spacy
    from spacy.tokens import Doc, DocBin

    vocab = spacy.blank(lang).vocab
    docbin = DocBin(store_user_data=False)
    for group in document_groups(len(sentences), per_doc):
        words = [word for i in group for word in sentences[i].words]
        tags = [tag for i in group for tag in sentences[i].tags]
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
    stack_crf: Path | None = None,
    meta: dict | None = None,
) -> dict:
    """Train and save the pipeline to ``out_dir``; returns spaCy's dev scores.

    With ``stack_crf`` (a CRF model trained on the same data), the pipeline gets a
    ``mask_crf_tags`` component and the CNN embeds its tags (see ``stacking``).
    """
    out_dir = Path(out_dir)
    with tempfile.TemporaryDirectory(prefix="mask-spacy-") as tmp:
        work = Path(tmp)
        config_path = CONFIG_PATH
        stack_paths: list[str] = []
        if stack_crf is not None:
            from mask_framework.training.stacking import held_out_crf_tags, write_training_tags

            tags = held_out_crf_tags(train, Path(stack_crf))
            write_training_tags(train, tags, SENTENCES_PER_DOC, work / "crf_training_tags.jsonl")
            config_path = work / "config.cfg"
            stacked_config().to_disk(config_path)
            stack_paths = ["--paths.crf_model", str(Path(stack_crf).resolve()),
                           "--paths.crf_training_tags", str(work / "crf_training_tags.jsonl")]
        write_docbin(train, lang, work / "train.spacy")
        # training documents hold a few sentences (context for the CNN); model
        # selection scores single sentences, as ``mask train --eval`` and the tests do
        write_docbin(dev, lang, work / "dev.spacy", per_doc=1)
        patterns = attribute_ruler_patterns(lang)
        (work / "lexicon_patterns.json").write_text(json.dumps(patterns, ensure_ascii=False), encoding="utf-8")
        command = [
            sys.executable, "-m", "spacy", "train", str(config_path),
            "--output", str(work / "output"),
            "--paths.train", str(work / "train.spacy"),
            "--paths.dev", str(work / "dev.spacy"),
            "--paths.lexicon_patterns", str(work / "lexicon_patterns.json"),
            "--nlp.lang", lang,
            "--training.max_steps", str(max_steps),
            "--training.patience", str(patience),
            "--system.seed", str(seed),
            *stack_paths,
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
    clear_paths(out_dir / "config.cfg")
    meta_path = out_dir / "meta.json"
    model_meta = json.loads(meta_path.read_text(encoding="utf-8"))
    model_meta.update(meta or {})
    meta_path.write_text(json.dumps(model_meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return model_meta.get("performance", {})


def clear_paths(config_path: Path) -> None:
    """Null the ``[paths]`` of a saved pipeline's config: they named this run's
    temporary folder (and the machine's checkout), and loading needs none of them."""
    from thinc.api import Config

    config = Config().from_disk(config_path, interpolate=False)
    config["paths"] = {key: None for key in config["paths"]}
    config.to_disk(config_path)


def stacked_config():
    """``spacy_ner.cfg`` with the ``mask_crf_tags`` component before the tok2vec,
    as an annotating component, and ``TAG`` (the CRF's tag) among the embedded attributes."""
    from thinc.api import Config

    from mask_framework.training.spacy_crf_tags import FACTORY

    config = Config().from_disk(CONFIG_PATH, interpolate=False)
    config["paths"].update({"crf_model": None, "crf_training_tags": None})
    pipeline = config["nlp"]["pipeline"]
    pipeline.insert(pipeline.index("tok2vec"), FACTORY)
    config["training"]["annotating_components"].append(FACTORY)
    config["components"][FACTORY] = {"factory": FACTORY}
    config["initialize"]["components"][FACTORY] = {
        "model_path": "${paths.crf_model}", "training_tags": "${paths.crf_training_tags}",
    }
    embed = config["components"]["tok2vec"]["model"]["embed"]
    embed["attrs"] = [*embed["attrs"], "TAG"]
    embed["rows"] = [*embed["rows"], STACKED_TAG_ROWS]
    return config
