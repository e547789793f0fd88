"""Measure shipped configurations on development data: character recall and precision.

    python benchmarks/measure_dev.py --config configuration_nl.cnf \
        --regression /work/shared/data/deid/deduce_regression_cases \
        --brat /tmp/gen_nl --brat dataset/input_nl:dataset/gold_nl

Counts letters and digits only, unlabelled: a gold character is hidden when any
detected span covers it; a detected character is correct when it lies in a gold
span. On DEDUCE's regression cases the negative examples (no annotations) are
counted separately: spans flagged on them, and how many of them got any span.
Prints a table; writes nothing unless ``--write PATH`` (a Markdown table) is given.
``--errors N`` prints the N most frequent missed and spurious surfaces (dev data only).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


@dataclass
class Tally:
    gold: int = 0
    hidden: int = 0
    predicted: int = 0
    correct: int = 0
    negative_examples: int = 0
    negative_flagged: int = 0
    negative_spans: int = 0
    missed: Counter = field(default_factory=Counter)
    spurious: Counter = field(default_factory=Counter)

    @property
    def recall(self) -> float:
        return self.hidden / self.gold if self.gold else 1.0

    @property
    def precision(self) -> float:
        return self.correct / self.predicted if self.predicted else 1.0


def count(tally: Tally, text: str, gold: list[tuple[int, int]], predicted: list[tuple[int, int]]) -> None:
    in_gold = [False] * len(text)
    in_pred = [False] * len(text)
    for start, end in gold:
        for k in range(start, min(end, len(text))):
            in_gold[k] = True
    for start, end in predicted:
        for k in range(start, min(end, len(text))):
            in_pred[k] = True
    for k, char in enumerate(text):
        if not char.isalnum():
            continue
        tally.gold += in_gold[k]
        tally.hidden += in_gold[k] and in_pred[k]
        tally.predicted += in_pred[k]
        tally.correct += in_gold[k] and in_pred[k]
    for start, end in gold:
        if any(char.isalnum() and not in_pred[k] for k, char in enumerate(text[start:end], start)):
            tally.missed[text[start:end]] += 1
    for start, end in predicted:
        if any(char.isalnum() and not in_gold[k] for k, char in enumerate(text[start:end], start)):
            tally.spurious[text[start:end]] += 1


def regression_documents(folder: Path):
    for path in sorted(folder.glob("*.json")):
        for example in json.loads(path.read_text(encoding="utf-8"))["examples"]:
            gold = [(a["start_char"], a["end_char"]) for a in example["annotations"]]
            yield example["text"], gold


def brat_documents(spec: str):
    from mask_framework.evaluation.readers import read_brat

    text_dir, _, gold_dir = spec.partition(":")
    text_dir = Path(text_dir)
    gold_dir = Path(gold_dir) if gold_dir else text_dir
    for path in sorted(text_dir.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        gold = [(s.start, s.end) for s in read_brat(gold_dir / (path.stem + ".ann"), text)]
        yield text, gold


def measure(pipeline, documents, negatives: bool) -> Tally:
    tally = Tally()
    documents = list(documents)
    spans = pipeline.detect([text for text, _ in documents])
    for (text, gold), found in zip(documents, spans):
        predicted = [(s.start, s.end) for s in found]
        count(tally, text, gold, predicted)
        if negatives and not gold:
            tally.negative_examples += 1
            tally.negative_spans += len(predicted)
            tally.negative_flagged += bool(predicted)
    return tally


def render(rows: list[tuple[str, str, Tally, float]]) -> str:
    lines = ["| configuration | data | gold chars | recall | precision | negative spans (examples flagged / all) | seconds |",
             "| --- | --- | ---: | ---: | ---: | --- | ---: |"]
    for config, data, tally, seconds in rows:
        negatives = (f"{tally.negative_spans} ({tally.negative_flagged}/{tally.negative_examples})"
                     if tally.negative_examples else "")
        lines.append(f"| {config} | {data} | {tally.gold} | {tally.recall:.4f} | {tally.precision:.4f} | {negatives} | {seconds:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", action="append", required=True, help="configuration file (repeatable)")
    parser.add_argument("--regression", type=Path, help="folder of DEDUCE-style regression .json files")
    parser.add_argument("--brat", action="append", default=[], help="TEXT_DIR or TEXT_DIR:GOLD_DIR (repeatable)")
    parser.add_argument("--errors", type=int, default=0, help="print the N most frequent misses and false positives")
    parser.add_argument("--write", type=Path, help="also write the table (Markdown) to this file")
    args = parser.parse_args(argv)

    from mask_framework.pipeline import Pipeline

    rows = []
    for config in args.config:
        pipeline = Pipeline.from_config(config, key=b"measure-dev-key-not-secret")
        started = time.perf_counter()
        pipeline.initialize()
        rows.append((config, "(initialize)", Tally(), time.perf_counter() - started))
        datasets = []
        if args.regression:
            datasets.append((str(args.regression), regression_documents(args.regression), True))
        datasets.extend((spec, brat_documents(spec), False) for spec in args.brat)
        for name, documents, negatives in datasets:
            started = time.perf_counter()
            tally = measure(pipeline, documents, negatives)
            rows.append((config, name, tally, time.perf_counter() - started))
            if args.errors:
                print(f"\n## {config} on {name}\nmissed: {tally.missed.most_common(args.errors)}\n"
                      f"spurious: {tally.spurious.most_common(args.errors)}")
    table = render([row for row in rows if row[1] != "(initialize)" or True])
    print(table)
    if args.write:
        args.write.write_text(table + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
