"""Error tables: every FN and FP with all overlapping spans, as rows and TSV."""
import csv

from mask_framework.evaluation.errors import error_rows, marked_context, write_tsv
from mask_framework.evaluation.spanscore import EvalDocument, match_document
from mask_framework.spans import Span

TEXT = "Intro line.\nHello. My name is Inigo Montoya. You killed my father.\n=cmd Piet"


def result(level=0, labelled=False):
    base = TEXT.index("Inigo")
    gold = [Span(base, base + 13, "NAME"), Span(TEXT.index("Piet"), len(TEXT), "NAME")]
    pred = [Span(base, base + 5, "NAME"), Span(base + 6, base + 12, "PER"), Span(0, 5, "NAME")]
    return match_document(EvalDocument("doc1", TEXT, gold, pred), level, labelled)


def test_false_negatives_and_false_positives_with_all_overlaps():
    rows = error_rows(result())
    kinds = [(r.kind, r.error_class, r.span.surface(TEXT), [s.surface(TEXT) for s in r.others]) for r in rows]
    assert kinds == [
        ("FN", "partial", "Inigo Montoya", ["Inigo", "Montoy"]),
        ("FN", "missed", "Piet", []),
        ("FP", "spurious", "Intro", []),
        ("FP", "contained", "Inigo", ["Inigo Montoya"]),
        ("FP", "contained", "Montoy", ["Inigo Montoya"]),
    ]
    first = rows[0]
    assert TEXT[first.context[0]:first.context[1]] == "Hello. My name is Inigo Montoya. You killed my father."
    assert marked_context(first) == ("Hello. My name is 🟨[🟦[Inigo]🟦 🟦[Montoy]🟦a]🟨. You killed my father.")


def test_label_errors_are_named_as_such():
    rows = error_rows(result(level=1, labelled=True))
    assert [(r.kind, r.error_class, r.span.entity) for r in rows if r.kind == "FP"] == [
        ("FP", "spurious", "NAME"), ("FP", "label:contained", "PER")]


def test_tsv_has_every_column_and_neutralises_formulas(tmp_path):
    path = tmp_path / "errors.tsv"
    write_tsv(path, error_rows(result()))
    with path.open(encoding="utf-8") as handle:
        table = list(csv.DictReader(handle, delimiter="\t"))
    assert len(table) == 5
    assert table[0]["other_surface"] == "Inigo | Montoy" and table[0]["other_start"] == str(TEXT.index("Inigo"))
    assert table[0]["other_labels"] == "NAME | PER"
    assert table[1]["context"].startswith("'=cmd 🟨[Piet]🟨")  # a leading "=" would run as a formula
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6 and all(len(line.split("\t")) == 13 for line in lines)  # newlines in text flattened
