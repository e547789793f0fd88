"""Building EvalDocuments (gold + predicted spans) from the supported inputs.

* ``bio``/``conll``: gold and predicted column files (or folders of them, paired
  in sorted order); documents pair in order and must have the same tokens. Several
  tag columns are merged into one span sequence (``merge``). Gold and prediction
  may be the same file with different tag columns.
* ``brat``: folders of ``.ann`` files paired by name, with the ``.txt`` texts from
  ``text_dir`` (default: the gold folder); a missing prediction is "nothing found".
* ``i2b2``: folders (or files) of i2b2 XML, paired by name; the texts must agree.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

from mask_framework.evaluation.corpus import (
    PairedFiles, column_files, load_pair, pair_annotation_folders, read_i2b2_folder)
from mask_framework.evaluation.merge import merge_layers
from mask_framework.evaluation.readers import Document, read_bio
from mask_framework.evaluation.spanscore import EvalDocument


class InputProblems(list):
    """Messages (file names and line numbers only) about inputs that could not be used."""


def _layered_documents(path, tag_columns: list[int], combine: str) -> list[Document]:
    documents = []
    for file in column_files(path):
        layers = [read_bio(file, tag_column=column) for column in tag_columns]
        for parts in zip(*layers):
            first = parts[0]
            spans = parts[0].spans if len(parts) == 1 else merge_layers([p.spans for p in parts], first.tokens, combine)
            documents.append(Document(first.doc_id, first.text, spans, first.tokens, first.sentences))
    return documents


def column_documents(gold, pred, tag_columns: list[int], pred_tag_columns: list[int] | None = None,
                     combine: str = "layers") -> Iterator[EvalDocument]:
    gold_docs = _layered_documents(gold, tag_columns, combine)
    pred_docs = _layered_documents(pred, pred_tag_columns or tag_columns, combine)
    if len(gold_docs) != len(pred_docs):
        raise ValueError(f"gold has {len(gold_docs)} documents, the prediction {len(pred_docs)}")
    for number, (g, p) in enumerate(zip(gold_docs, pred_docs), start=1):
        if g.tokens != p.tokens:
            raise ValueError(f"document {number} ({g.doc_id}): gold and prediction tokens differ "
                             f"({len(g.tokens)} vs {len(p.tokens)} tokens)")
        yield EvalDocument(g.doc_id, g.text, g.spans, p.spans, g.tokens, g.sentences)


def brat_documents(gold, pred, text_dir=None, problems: InputProblems | None = None) -> Iterator[EvalDocument]:
    gold, pred = Path(gold), Path(pred)
    if gold.is_file():
        pairs = [PairedFiles(gold.stem, Path(text_dir or gold.parent) / f"{gold.stem}.txt", gold,
                             pred if pred.is_file() else None)]
    else:
        pairs = pair_annotation_folders(gold, pred, text_dir or gold)
    for pair in pairs:
        try:
            text, gold_spans, pred_spans = load_pair(pair)
        except (ValueError, OSError) as exc:
            if problems is None:
                raise
            problems.append(str(exc) if isinstance(exc, ValueError) else f"{pair.name}: {type(exc).__name__}")
            continue
        yield EvalDocument(pair.name, text, gold_spans, pred_spans)


def i2b2_documents(gold, pred, problems: InputProblems | None = None) -> Iterator[EvalDocument]:
    gold_docs, pred_docs = read_i2b2_folder(gold), read_i2b2_folder(pred)
    if Path(gold).is_file() and Path(pred).is_file():
        pred_docs = dict(zip(gold_docs, pred_docs.values()))
    for name, document in gold_docs.items():
        predicted = pred_docs.get(name)
        if predicted is not None and predicted.text != document.text:
            message = f"{name}: the predicted file's text differs from the gold text"
            if problems is None:
                raise ValueError(message)
            problems.append(message)
            continue
        yield EvalDocument(name, document.text, document.spans, predicted.spans if predicted else [],
                           None, document.sentences)
