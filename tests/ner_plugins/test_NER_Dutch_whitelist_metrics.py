"""NER_Dutch_whitelist measured: name recall (DEDUCE regression cases, generated
notes) and over-masking of PII-free clinical notes (shipped fixtures).

Two fixture sets: ``whitelist_clean_notes_nl`` was used while curating the
clinical list; ``whitelist_heldout_notes_nl`` was written afterwards and never
tuned on, so it is the honest over-masking figure.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ner_plugins.NER_Dutch_whitelist import NER_Dutch_whitelist

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def plugin():
    p = NER_Dutch_whitelist(language="nl")
    p.initialize()
    return p


def covered_mask(length: int, spans) -> list[bool]:
    cover = [False] * length
    for _, start, end in spans:
        cover[start:end] = [True] * (end - start)
    return cover


def masked_word_counts(text: str, cover: list[bool], pii: list[bool] | None = None) -> tuple[int, int]:
    """(masked, total) whitespace-separated words that carry no PII."""
    masked = total = 0
    for word in re.finditer(r"\S+", text):
        if pii is not None and any(pii[word.start():word.end()]):
            continue
        total += 1
        masked += any(cover[word.start():word.end()])
    return masked, total


def test_counting_helpers_on_a_hand_worked_example():
    text = "ab cd, ef"
    cover = covered_mask(len(text), [("NAME", 3, 5)])
    assert masked_word_counts(text, cover) == (1, 3)           # "cd," is touched
    pii = covered_mask(len(text), [("NAME", 0, 2)])
    assert masked_word_counts(text, cover, pii) == (1, 2)      # "ab" is PII: not counted


@pytest.mark.parametrize("folder, limit", [
    ("whitelist_clean_notes_nl", 0.05),
    ("whitelist_heldout_notes_nl", 0.05),
])
def test_over_masking_of_pii_free_notes(plugin, folder, limit):
    files = sorted((FIXTURES / folder).glob("*.txt"))
    assert len(files) >= 5
    masked = total = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        m, t = masked_word_counts(text, covered_mask(len(text), plugin.perform_NER(text)))
        masked, total = masked + m, total + t
    assert total > 400
    assert masked / total <= limit, f"{folder}: {masked}/{total} PII-free words masked"


def gold_name_recall(plugin, examples, tag: str, keep=str.isalnum) -> tuple[int, int]:
    hidden = total = 0
    for text, annotations in examples:
        cover = covered_mask(len(text), plugin.perform_NER(text))
        for label, start, end in annotations:
            if label != tag:
                continue
            chars = [i for i in range(start, end) if keep(text[i])]
            total += len(chars)
            hidden += sum(cover[i] for i in chars)
    return hidden, total


@pytest.mark.shared_data
def test_hides_names_of_deduce_regression_cases(plugin, shared_data):
    examples = []
    for path in sorted((shared_data / "deid" / "deduce_regression_cases").glob("*.json")):
        for example in json.loads(path.read_text(encoding="utf-8"))["examples"]:
            spans = [(a["tag"], a["start_char"], a["end_char"]) for a in example["annotations"]]
            examples.append((example["text"], spans))
    # every character of a gold name, titles and spaces included
    hidden, total = gold_name_recall(plugin, examples, "persoon", keep=lambda c: True)
    assert total > 700
    assert hidden / total >= 0.97, f"{hidden}/{total} name characters hidden"


def read_brat(path: Path) -> list[tuple[str, int, int]]:
    spans = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("T"):
            label, start, end = line.split("\t")[1].split()[:3]
            spans.append((label, int(start), int(end)))
    return spans


def test_generated_notes_names_hidden_and_rest_kept(plugin, tmp_path):
    from mask_framework.generate.corpus import generate_corpus

    generate_corpus("nl", 30, tmp_path, 7)
    examples = []
    masked = total = 0
    for txt in sorted(tmp_path.glob("*.txt")):
        text = txt.read_bytes().decode("utf-8")
        gold = read_brat(txt.with_suffix(".ann"))
        examples.append((text, gold))
        pii = covered_mask(len(text), gold)
        m, t = masked_word_counts(text, covered_mask(len(text), plugin.perform_NER(text)), pii)
        masked, total = masked + m, total + t
    hidden, names = gold_name_recall(plugin, examples, "NAME")
    assert names > 500
    assert hidden / names >= 0.97, f"{hidden}/{names} name letters hidden"
    # titles (dhr., Dr.) are masked with the name but are not gold PII here
    assert masked / total <= 0.06, f"{masked}/{total} PII-free words masked"
