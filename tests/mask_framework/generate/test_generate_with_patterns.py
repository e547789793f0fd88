"""NER_patterns on generated notes: exact-span precision and recall of the structured entities.

The templates and the patterns share an author, so this is a regression guard on format
coverage (every format the generator writes is found), not an independent benchmark.
Measured on 200 notes per language (seed 11): P and R >= 0.985 for DATE, AGE, PHONE,
EMAIL, URL, ID in both languages.
"""
from __future__ import annotations

from collections import Counter

import pytest

from mask_framework.generate import generate_corpus
from ner_plugins.NER_patterns import NER_patterns

STRUCTURED = ("DATE", "AGE", "PHONE", "EMAIL", "URL", "ID")


@pytest.mark.parametrize("language", ["nl", "en"])
def test_patterns_find_generated_structured_pii(language, tmp_path):
    generate_corpus(language, 40, tmp_path, seed=5)
    plugin = NER_patterns(language=language)
    plugin.initialize()
    true_positive, gold_count, predicted_count = Counter(), Counter(), Counter()
    for text_path in sorted(tmp_path.glob("*.txt")):
        text = text_path.read_text(encoding="utf-8")
        gold = set()
        for line in text_path.with_suffix(".ann").read_text(encoding="utf-8").splitlines():
            entity, start, end = line.split("\t")[1].split()
            if entity in STRUCTURED:
                gold.add((entity, int(start), int(end)))
        predicted = {span for span in plugin.perform_NER(text) if span[0] in STRUCTURED}
        for entity, *_ in gold:
            gold_count[entity] += 1
        for span in predicted:
            predicted_count[span[0]] += 1
            true_positive[span[0]] += span in gold
    for entity in STRUCTURED:
        assert gold_count[entity] > 0, entity
        recall = true_positive[entity] / gold_count[entity]
        precision = true_positive[entity] / max(1, predicted_count[entity])
        assert recall >= 0.95 and precision >= 0.95, (entity, precision, recall)
