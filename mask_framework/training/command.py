"""``mask train crf|spacy``: train MASK's statistical NER models.

    mask train crf   --lang nl --format conll --data ned.train --out crf_nl.crfsuite
    mask train spacy --lang nl --format conll --data ned.train brat:notes/ --out spacy_nl

``--data`` items may carry their own format (``conll:``, ``bio:``, ``brat:``,
``i2b2:``), so corpora can be mixed. ``--eval`` scores the trained model (seqeval,
strict, on each corpus' own tokens) on each held-out corpus and prints the scores
as JSON.
"""
from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path

from mask_framework.training.corpus import DEFAULT_LABEL_MAP, FORMATS, load_corpus, parse_data_argument
from mask_framework.training.evaluate import score

log = logging.getLogger(__name__)


def register(subparsers) -> None:
    parser = subparsers.add_parser("train", help="train a CRF or spaCy NER model", description=__doc__,
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=("crf", "spacy"), help="model type")
    parser.add_argument("--lang", required=True, choices=("nl", "en"), help="language of the corpora")
    parser.add_argument("--format", default="conll", choices=FORMATS, help="default format of --data/--dev/--eval")
    parser.add_argument("--data", nargs="+", required=True, metavar="PATH", help="training corpora (file or folder)")
    parser.add_argument("--dev", nargs="+", metavar="PATH",
                        help="spaCy model-selection data (default: every 20th training sentence, held out)")
    parser.add_argument("--eval", nargs="+", metavar="PATH", help="score the trained model on each of these corpora")
    parser.add_argument("--out", required=True, type=Path, help="model file (crf) or folder (spacy)")
    parser.add_argument("--labels", help="comma-separated labels to learn (others become O); default: all")
    parser.add_argument("--map", action="append", default=[], metavar="SRC=DST",
                        help="relabel SRC as DST (empty DST: drop); applied over the built-in map")
    parser.add_argument("--c1", type=float, default=0.05, help="crf: L1 regularisation")
    parser.add_argument("--c2", type=float, default=0.01, help="crf: L2 regularisation")
    parser.add_argument("--max-iterations", type=int, default=150, help="crf: L-BFGS iterations")
    parser.add_argument("--max-steps", type=int, default=6000, help="spacy: training steps")
    parser.add_argument("--patience", type=int, default=3000, help="spacy: steps without improvement before stopping")
    parser.add_argument("--max-minutes", type=float, default=25.0, help="spacy: wall-clock limit (best checkpoint kept)")
    parser.add_argument("--seed", type=int, default=0, help="spacy: random seed")
    parser.add_argument("--stack-crf", type=Path, metavar="MODEL",
                        help="spacy: stack on this CRF (trained on the same data): the CNN embeds its tags; "
                             "training sentences get tags from 5 held-out CRFs with MODEL's settings")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", dest="overrides",
                        help="spacy: override a setting of spacy_ner.cfg, e.g. training.dropout=0.3")
    parser.set_defaults(func=run)


def _label_map(pairs: list[str]) -> dict[str, str | None]:
    mapping = dict(DEFAULT_LABEL_MAP)
    for pair in pairs:
        source, sep, target = pair.partition("=")
        if not sep or not source:
            raise ValueError(f"--map expects SRC=DST, got {pair!r}")
        mapping[source] = target or None
    return mapping


def _overrides(pairs: list[str]) -> dict[str, str]:
    result = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--set expects KEY=VALUE, got {pair!r}")
        result[key.strip()] = value.strip()
    return result


def run(args) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    try:
        mapping = _label_map(args.map)
        _overrides(args.overrides)
        labels = [x.strip() for x in args.labels.split(",") if x.strip()] if args.labels else None
        corpus = lambda items: load_corpus([parse_data_argument(i, args.format) for i in items], mapping, labels)
        train = corpus(args.data)
        dev = corpus(args.dev) if args.dev else None
        held_out = {item: corpus([item]) for item in args.eval or []}
    except (OSError, ValueError) as exc:
        print(f"mask train: {exc}", file=sys.stderr)
        return 2
    if not train:
        print("mask train: the training data holds no sentences", file=sys.stderr)
        return 2
    if args.stack_crf is not None and (args.kind != "spacy" or not args.stack_crf.is_file()):
        problem = "is for spacy models" if args.kind != "spacy" else f"model not found: {args.stack_crf}"
        print(f"mask train: --stack-crf {problem}", file=sys.stderr)
        return 2
    command = "mask train " + " ".join(sys.argv[2:]) if sys.argv[1:2] == ["train"] else None
    provenance = {"data": [str(i) for i in args.data], "command": command}
    started = time.monotonic()
    log.info("training %s on %d sentences", args.kind, len(train))
    if args.kind == "crf":
        from mask_framework.training.crf_trainer import train_crf

        train_crf(train, args.lang, args.out, c1=args.c1, c2=args.c2, max_iterations=args.max_iterations, meta=provenance)
    else:
        from mask_framework.training.spacy_trainer import train_spacy

        if dev is None:
            dev, train = train[::20], [s for i, s in enumerate(train) if i % 20]
        try:
            train_spacy(train, dev, args.lang, args.out, max_steps=args.max_steps, patience=args.patience,
                        max_minutes=args.max_minutes, seed=args.seed, overrides=_overrides(args.overrides),
                        stack_crf=args.stack_crf, meta={"mask": provenance})
        except ValueError as exc:  # e.g. too few sentences to stack, a CRF of another feature version
            print(f"mask train: {exc}", file=sys.stderr)
            return 2
    result = {"model": str(args.out), "train_sentences": len(train), "minutes": round((time.monotonic() - started) / 60, 1)}
    if held_out:
        predict = _predictor(args)
        result["eval"] = {item: score(sentences, predict(sentences), labels) for item, sentences in held_out.items()}
    print(json.dumps(result, indent=2))
    return 0


def _predictor(args):
    """Tagging function of the model just trained (loaded once for every --eval corpus)."""
    from mask_framework.training.evaluate import crf_predict, spacy_predict

    if args.kind == "crf":
        return lambda sentences: crf_predict(args.out, sentences)
    import spacy

    nlp = spacy.load(args.out)
    return lambda sentences: spacy_predict(nlp, sentences)
