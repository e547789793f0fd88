"""Span counting over documents, and parity with seqeval at level 0, labelled."""
import random

import pytest
from seqeval.metrics import classification_report, f1_score, precision_score, recall_score
from seqeval.scheme import IOB2

from mask_framework.evaluation.readers import read_conll
from mask_framework.evaluation.sources import column_documents
from mask_framework.evaluation.spanscore import EvalDocument, evaluate
from mask_framework.spans import Span

LABELS = ["B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG", "O", "O", "O"]


def write_conll(path, sentences, tags):
    with path.open("w", encoding="utf-8") as handle:
        handle.write("-DOCSTART- -X- O\n\n")
        for tokens, sentence_tags in zip(sentences, tags):
            for token, tag in zip(tokens, sentence_tags):
                handle.write(f"{token} N {tag}\n")
            handle.write("\n")


def ours(gold_path, pred_path, level=0, labelled=True):
    gold_docs, pred_docs = read_conll(gold_path), read_conll(pred_path)
    assert len(gold_docs) == len(pred_docs)
    documents = [EvalDocument(g.doc_id, g.text, g.spans, p.spans, g.tokens, g.sentences)
                 for g, p in zip(gold_docs, pred_docs)]
    counts, _ = evaluate(documents, level, labelled)
    return counts


def assert_parity(counts, gold_tags, pred_tags, **mode):
    overall = counts.overall()
    assert overall["precision"] == pytest.approx(precision_score(gold_tags, pred_tags, **mode), abs=1e-12)
    assert overall["recall"] == pytest.approx(recall_score(gold_tags, pred_tags, **mode), abs=1e-12)
    assert overall["f1"] == pytest.approx(f1_score(gold_tags, pred_tags, **mode), abs=1e-12)
    report = classification_report(gold_tags, pred_tags, output_dict=True, zero_division=0, **mode)
    for label, scores in counts.per_label().items():
        if scores["gold"]:
            assert scores["precision"] == pytest.approx(report[label]["precision"], abs=1e-12), label
            assert scores["recall"] == pytest.approx(report[label]["recall"], abs=1e-12), label
            assert scores["gold"] == report[label]["support"]


def random_corpus(rng, sentences=300):
    tokens = [[f"w{rng.randint(0, 99)}" for _ in range(rng.randint(1, 15))] for _ in range(sentences)]
    gold = [[rng.choice(LABELS) for _ in s] for s in tokens]
    pred = [[t if rng.random() > 0.2 else rng.choice(LABELS) for t in s] for s in gold]
    return tokens, gold, pred


def test_seqeval_parity_on_a_corpus_written_here(tmp_path):
    """Lenient I- handling (I- after O starts an entity) is seqeval's default mode."""
    tokens, gold, pred = random_corpus(random.Random(7))
    write_conll(tmp_path / "gold.conll", tokens, gold)
    write_conll(tmp_path / "pred.conll", tokens, pred)
    counts = ours(tmp_path / "gold.conll", tmp_path / "pred.conll")
    assert counts.overall()["gold"] > 300
    assert_parity(counts, gold, pred)


def to_iob2(tags):
    fixed, previous = [], "O"
    for tag in tags:
        if tag.startswith("I-") and (previous == "O" or previous[2:] != tag[2:]):
            tag = "B-" + tag[2:]
        fixed.append(tag)
        previous = tag
    return fixed


def test_seqeval_strict_iob2_parity_on_valid_sequences(tmp_path):
    tokens, gold, pred = random_corpus(random.Random(11))
    gold, pred = [to_iob2(s) for s in gold], [to_iob2(s) for s in pred]
    write_conll(tmp_path / "gold.conll", tokens, gold)
    write_conll(tmp_path / "pred.conll", tokens, pred)
    assert_parity(ours(tmp_path / "gold.conll", tmp_path / "pred.conll"), gold, pred, mode="strict", scheme=IOB2)


@pytest.mark.shared_data
def test_seqeval_parity_on_conll2002_ned_testa(shared_data, tmp_path):
    source = shared_data / "ner" / "conll2002_nl" / "ned.testa"
    rng = random.Random(2002)
    gold, pred, out_lines, gold_sentence, pred_sentence = [], [], [], [], []
    for line in source.read_text(encoding="utf-8").splitlines() + [""]:
        fields = line.split()
        if not fields or fields[0] == "-DOCSTART-":
            if gold_sentence:
                gold.append(gold_sentence)
                pred.append(pred_sentence)
            gold_sentence, pred_sentence = [], []
            out_lines.append(line)
            continue
        tag = fields[-1] if rng.random() > 0.1 else rng.choice(LABELS + ["I-MISC", "B-MISC"])
        gold_sentence.append(fields[-1])
        pred_sentence.append(tag)
        out_lines.append(" ".join(fields[:-1] + [tag]))
    (tmp_path / "pred.testa").write_text("\n".join(out_lines), encoding="utf-8")
    documents = list(column_documents(source, tmp_path / "pred.testa", [-1]))
    assert len(documents) > 1  # -DOCSTART- splits articles
    counts, _ = evaluate(documents, level=0, labelled=True)
    assert counts.overall()["gold"] == 2616  # the entities of ned.testa
    assert_parity(counts, gold, pred)
    lenient, _ = evaluate(documents, level=3, labelled=False)
    assert lenient.overall()["recall"] > counts.overall()["recall"]


def test_counts_per_label_and_classes():
    text = "Jan Jansen en Piet in Utrecht"
    document = EvalDocument("d", text, gold=[Span(0, 10, "PER"), Span(14, 18, "PER"), Span(22, 29, "LOC")],
                            pred=[Span(0, 3, "PER"), Span(4, 10, "PER"), Span(14, 18, "LOC")])
    counts, _ = evaluate([document], level=2, labelled=False)
    per = counts.per_label()
    assert per["PER"]["gold_found"] == 2 and per["LOC"]["gold_found"] == 0
    assert counts.overall()["predicted_correct"] == 3 and counts.overall()["gold_found"] == 2
    assert counts.gold_classes == {"tiled": 1, "exact": 1, "unmatched": 1}
    labelled, _ = evaluate([document], level=2, labelled=True)
    assert labelled.overall()["gold_found"] == 1 and labelled.per_label()["LOC"]["predicted_correct"] == 0


def test_token_documents_refuse_spans_off_token_boundaries():
    document = EvalDocument("d", "ab cd", [Span(0, 1, "X")], [], tokens=[(0, 2), (3, 5)])
    with pytest.raises(ValueError, match="token boundaries"):
        evaluate([document])
