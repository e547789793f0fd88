"""Training corpora as tagged sentences, read with ``mask_framework.evaluation.readers``.

Every format ends up as ``TaggedSentence(words, tags)`` with IOB2 tags in the
model's label set: CoNLL/BIO files keep their own tokens; brat and i2b2
documents are tokenized with MASK's offset-keeping tokenizer, so a model sees
the same tokens in training as ``NER_CRF`` produces when tagging.
"""
from __future__ import annotations

import glob
from bisect import bisect_left
from pathlib import Path
from typing import Iterable, NamedTuple, Sequence

from mask_framework.training.bio import relabel_bio, spans_to_bio
from mask_framework.training.tokenizer import MAX_SENTENCE_TOKENS, SENTENCE_END, split_sentences, tokenize

FORMATS = ("conll", "bio", "brat", "i2b2")

#: corpus labels -> the CoNLL-style labels MASK's statistical models emit
#: (WNUT-17, the canonical MASK entities of brat/synthetic notes, i2b2 2014 TYPEs);
#: labels not listed are kept as they are
DEFAULT_LABEL_MAP: dict[str, str | None] = {
    "person": "PER", "location": "LOC", "corporation": "ORG", "group": "ORG",
    "product": "MISC", "creative-work": "MISC",
    "NAME": "PER", "LOCATION": "LOC", "ORGANIZATION": "ORG",
    "PATIENT": "PER", "DOCTOR": "PER",
    "HOSPITAL": "ORG", "COMPANY": "ORG",
    "CITY": "LOC", "STATE": "LOC", "COUNTRY": "LOC", "STREET": "LOC", "LOCATION-OTHER": "LOC",
}


class TaggedSentence(NamedTuple):
    words: list[str]
    tags: list[str]


def parse_data_argument(item: str, default_format: str) -> tuple[str, Path]:
    """``"brat:notes/"`` -> ("brat", Path("notes/")); no known prefix -> the default format."""
    prefix, sep, rest = item.partition(":")
    if sep and prefix in FORMATS:
        return prefix, Path(rest)
    return default_format, Path(item)


def _files(path: Path, suffix: str) -> list[Path]:
    if glob.has_magic(str(path)):
        # a pattern such as benchmarks/dev_notes/s*/en: every folder or file it matches
        matched = sorted(Path(p) for p in glob.glob(str(path)))
        if not matched:
            raise FileNotFoundError(f"no corpus matches {path}")
        return [f for each in matched for f in _files(each, suffix)]
    if path.is_dir():
        return sorted(p for p in path.rglob(f"*{suffix}") if p.is_file())
    return [path]


def _brat_text_path(ann: Path) -> Path:
    """The text of a brat ``.ann``: beside it, or, in MASK's dataset layout
    (``input/`` texts, ``gold/`` annotations), in the sibling ``input`` folder."""
    beside = ann.with_suffix(".txt")
    if beside.exists() or ann.parent.name != "gold":
        return beside
    sibling = ann.parent.parent / "input" / beside.name
    return sibling if sibling.exists() else beside


def _read_text(path: Path) -> str:
    # newline="" keeps CRLF as two characters, as the offsets convention requires
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return handle.read()


def _document_sentences(document, own_tokens: bool) -> list[tuple[list[tuple[int, int]], list[tuple[str, int, int]]]]:
    """Token offsets per sentence of a reader ``Document``, with its spans as tuples.

    Column files bring their tokens; for running text (brat, i2b2) MASK's tokenizer
    is used instead of the reader's whitespace tokens, as at tagging time.
    """
    spans = [(span.entity, span.start, span.end) for span in document.spans]
    if document.tokens and not own_tokens:
        tokens = sorted(document.tokens)
        starts = [t[0] for t in tokens]
        bounds = list(document.sentences) or [(0, len(document.text))]
        # tokens are sorted: each sentence is a slice (linear, not sentences x tokens)
        groups = [
            [t for t in tokens[bisect_left(starts, start) : bisect_left(starts, end)] if t[1] <= end]
            for start, end in bounds
        ]
    else:
        found = tokenize(document.text)
        groups = [[(t.start, t.end) for t in s] for s in split_sentences(document.text, found)]
    return [(group, spans) for group in groups if group]


def sentences_from_documents(documents: Iterable, own_tokens: bool = False) -> list[TaggedSentence]:
    sentences = []
    for document in documents:
        grouped = _document_sentences(document, own_tokens)
        spans = sorted(grouped[0][1], key=lambda s: s[1]) if grouped else []
        span_starts = [s[1] for s in spans]
        longest = max((s[2] - s[1] for s in spans), default=0)
        for tokens, _ in grouped:
            low, high = tokens[0][0], tokens[-1][1]
            # candidates start before the sentence ends and no earlier than the longest span allows
            window = spans[bisect_left(span_starts, low - longest) : bisect_left(span_starts, high)]
            local = [s for s in window if s[1] < high and low < s[2]]
            words = [document.text[start:end] for start, end in tokens]
            sentences.append(TaggedSentence(words, spans_to_bio(tokens, local)))
    return sentences


def read_documents(fmt: str, path: Path) -> list:
    """Reader ``Document``s of one corpus path (a file, or a folder for brat/i2b2)."""
    from mask_framework.evaluation import readers

    if fmt == "conll":
        return list(readers.read_conll(path))
    if fmt == "bio":
        return list(readers.read_bio(path))
    if fmt == "i2b2":
        return [readers.read_i2b2(p) for p in _files(path, ".xml")]
    if fmt == "brat":
        documents = []
        for ann in _files(path, ".ann"):
            text = _read_text(_brat_text_path(ann))
            spans = readers.read_brat(ann, text)
            documents.append(readers.Document(ann.stem, text, list(spans), [], []))
        return documents
    raise ValueError(f"unknown corpus format {fmt!r}; expected one of {', '.join(FORMATS)}")


def load_corpus(
    items: Sequence[tuple[str, Path]],
    label_map: dict[str, str | None] | None = None,
    labels: Iterable[str] | None = None,
) -> list[TaggedSentence]:
    """Read and relabel every ``(format, path)``; tags outside ``labels`` become O."""
    mapping = dict(DEFAULT_LABEL_MAP if label_map is None else label_map)
    keep = set(labels) if labels else None
    result = []
    for fmt, path in items:
        documents = read_documents(fmt, path)
        for sentence in sentences_from_documents(documents, own_tokens=fmt in ("brat", "i2b2")):
            tags = relabel_bio(sentence.tags, mapping)
            if keep is not None:
                tags = relabel_bio(tags, {kind: None for kind in _kinds(tags) if kind not in keep})
            result.extend(split_long(TaggedSentence(sentence.words, tags)))
    return result


def split_long(sentence: TaggedSentence, limit: int = MAX_SENTENCE_TOKENS) -> list[TaggedSentence]:
    """Cut a sentence longer than ``limit`` tokens (corpora without sentence boundaries,
    like Europeana's single token stream) after sentence-final punctuation, or else
    at the last token outside an entity, never inside an entity."""
    pieces = []
    words, tags = list(sentence.words), list(sentence.tags)
    while len(words) > limit:
        cut = _cut_point(words, tags, limit)
        pieces.append(TaggedSentence(words[:cut], tags[:cut]))
        words, tags = words[cut:], tags[cut:]
    pieces.append(TaggedSentence(words, tags))
    return pieces


def _cut_point(words: list[str], tags: list[str], limit: int) -> int:
    outside = [i for i in range(limit // 4, limit) if not tags[i].startswith("I-")]
    for i in reversed(outside):
        if words[i - 1] in SENTENCE_END and tags[i - 1] == "O":
            return i
    return outside[-1] if outside else limit


def _kinds(tags: Iterable[str]) -> set[str]:
    return {tag[2:] for tag in tags if tag[:2] in ("B-", "I-")}
