"""Speed of MASK's span evaluator against seqeval and nervaluate on the same data.

Synthetic IOB2 corpus (random tokens, four labels, ~1 entity per 4 tokens); the
prediction flips ~10% of the tags. Every tool gets the same tag lists and
computes per-label precision/recall/F1 (seqeval: ``classification_report``;
nervaluate: ``Evaluator(...).evaluate()``; MASK: ``spans_from_tags`` +
``matching.classify`` in both directions + per-label counts, i.e. all four CLUEval
classes at once). The ratios are measured in the same run; MASK is then timed alone
on a corpus of about 1 million gold and 1.35 million predicted spans, decoding and
evaluation separately.

    OMP_NUM_THREADS=1 .venv/bin/python benchmarks/bench_evaluation.py [--compare-spans N] [--spans N]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mask_framework.evaluation import matching  # noqa: E402
from mask_framework.evaluation.metrics import span_scores  # noqa: E402
from mask_framework.evaluation.readers import spans_from_tags  # noqa: E402

LABELS = ["PER", "LOC", "ORG", "DATE"]


def make_corpus(gold_spans: int, seed: int = 1) -> tuple[list[list[str]], list[list[str]]]:
    rng = random.Random(seed)
    gold, pred, count = [], [], 0
    while count < gold_spans:
        sentence = []
        position, length = 0, rng.randint(8, 30)
        while position < length:
            if rng.random() < 0.25:
                label, size = rng.choice(LABELS), rng.randint(1, 3)
                sentence += [f"B-{label}"] + [f"I-{label}"] * (size - 1)
                position += size
                count += 1
            else:
                sentence.append("O")
                position += 1
        gold.append(sentence)
        pred.append([t if rng.random() > 0.1 else rng.choice(["O", "B-PER", "I-PER", "B-LOC", "I-ORG"])
                     for t in sentence])
    return gold, pred


def corpus_spans(sentences: list[list[str]]) -> list[matching.Coord]:
    """Spans in corpus positions (token indices over the whole corpus), as CLUEval numbers tokens."""
    spans, offset = [], 0
    for tags in sentences:
        spans.extend((offset + s, offset + e, label) for s, e, label in spans_from_tags(tags))
        offset += len(tags) + 1  # a sentence boundary is never adjacency
    return spans


def score_spans(gold: list[matching.Coord], pred: list[matching.Coord], level: int = 0,
                labelled: bool = True) -> dict:
    """Classify both directions and count per label: the evaluation proper, given spans."""
    gold_classes, gold_labels = matching.classify(gold, pred)
    pred_classes, pred_labels = matching.classify(pred, gold)
    found, total, correct, predicted = Counter(), Counter(), Counter(), Counter()
    for span, ok in zip(gold, matching.accepted(gold, gold_classes, gold_labels, level, labelled)):
        total[span[2]] += 1
        found[span[2]] += ok
    for span, ok in zip(pred, matching.accepted(pred, pred_classes, pred_labels, level, labelled)):
        predicted[span[2]] += 1
        correct[span[2]] += ok
    return {label: span_scores(correct[label], predicted[label], found[label], total[label]) for label in total}


def mask_evaluate(gold_tags, pred_tags, level: int = 0, labelled: bool = True) -> dict:
    """From tags, like seqeval and nervaluate: decode the BIO tags, then score."""
    return score_spans(corpus_spans(gold_tags), corpus_spans(pred_tags), level, labelled)


def seqeval_evaluate(gold_tags, pred_tags) -> dict:
    from seqeval.metrics import classification_report
    return classification_report(gold_tags, pred_tags, output_dict=True, zero_division=0)


def nervaluate_evaluate(gold_tags, pred_tags) -> dict:
    from nervaluate import Evaluator
    return Evaluator(gold_tags, pred_tags, tags=LABELS, loader="list").evaluate()


def timed(function, *args) -> tuple[float, object]:
    start = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare-spans", type=int, default=100_000, help="gold spans for the three-way comparison")
    parser.add_argument("--spans", type=int, default=1_000_000, help="gold spans for MASK alone")
    args = parser.parse_args()

    gold, pred = make_corpus(args.compare_spans)
    mask_time, ours = timed(mask_evaluate, gold, pred)
    seqeval_time, theirs = timed(seqeval_evaluate, gold, pred)
    for label in LABELS:  # same data, same answer: the comparison is fair
        assert abs(ours[label]["f1"] - theirs[label]["f1-score"]) < 1e-9, label
    nervaluate_time, _ = timed(nervaluate_evaluate, gold, pred)
    tokens = sum(len(s) for s in gold)
    print(f"comparison corpus: {args.compare_spans} gold spans, {tokens} tokens")
    print(f"  MASK       {mask_time:8.2f} s")
    print(f"  seqeval    {seqeval_time:8.2f} s   ratio seqeval/MASK    {seqeval_time / mask_time:6.1f}x")
    print(f"  nervaluate {nervaluate_time:8.2f} s   ratio nervaluate/MASK {nervaluate_time / mask_time:6.1f}x")

    gold, pred = make_corpus(args.spans, seed=2)
    decode_time, (gold_spans, pred_spans) = timed(lambda: (corpus_spans(gold), corpus_spans(pred)))
    strict_time, _ = timed(score_spans, gold_spans, pred_spans, 0, True)
    lenient_time, _ = timed(score_spans, gold_spans, pred_spans, 3, False)
    print(f"large corpus: {len(gold_spans)} gold, {len(pred_spans)} predicted spans")
    print(f"  decoding the BIO tags into spans       {decode_time:8.2f} s")
    print(f"  evaluation, level 0 labelled (spans)   {strict_time:8.2f} s")
    print(f"  evaluation, level 3 unlabelled (spans) {lenient_time:8.2f} s")


if __name__ == "__main__":
    main()
