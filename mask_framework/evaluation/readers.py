"""Readers for every annotation format the evaluator accepts.

All of them return ``mask_framework.spans.Span`` objects with half-open
code-point offsets (see ``spans.py``). Error messages name the file and line,
never the document text.

* brat standoff ``.ann`` (TAB- or space-separated, discontinuous fragments);
* BIO column files, including ``.vrt`` (XML structure lines) and CoNLL;
* i2b2 XML (``<TEXT>`` CDATA plus ``<TAGS>``).

BIO files have no original text, so one is rebuilt: tokens joined by single
spaces, sentences by ``"\\n"``; spans, tokens and sentences are offsets into it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from mask_framework.documents import UnreadableFile, read_document
from mask_framework.spans import Span

# brat ids that never carry text-bound offsets: relations, events, attributes,
# normalizations, equivalences, notes. Any other id (T1, or censor-check's free ids)
# must be followed by a label and offsets.
_NON_ENTITY_ID = re.compile(r"^[REAMN*#]")
_OFFSETS = re.compile(r"^\s*(\d+)\s+(\d+)((?:\s*;\s*\d+\s+\d+)*)")
_FRAGMENT = re.compile(r"(\d+)\s+(\d+)")


@dataclass
class Document:
    """One document: text, its spans, and token/sentence offsets into ``text``."""

    doc_id: str
    text: str
    spans: list[Span]
    tokens: list[tuple[int, int]] = field(default_factory=list)
    sentences: list[tuple[int, int]] = field(default_factory=list)


def _read_text(path: Path) -> str:
    try:
        return read_document(path)
    except UnreadableFile as exc:  # the reason names bytes and offsets, never content
        raise ValueError(f"{path}: {exc}") from None


def read_brat(ann_path, text: str | None = None) -> list[Span]:
    """Text-bound annotations of a brat (or censor-check) ``.ann`` file, in file order.

    Discontinuous annotations (``T1 NAME 0 4;10 15``) become one Span per fragment,
    all with the same label. Order matters to the character scorer (the last
    annotation listed wins), so it is kept. Empty fragments are dropped.
    With ``text`` given, offsets beyond it raise ``ValueError``.
    """
    path = Path(ann_path)
    spans: list[Span] = []
    raw = _read_text(path)
    for number, line in enumerate(raw.splitlines(), start=1):
        where = f"{path}:{number}"
        stripped = line.strip()
        if not stripped or _NON_ENTITY_ID.match(stripped):
            continue
        parts = stripped.split(None, 2)
        if len(parts) < 3:
            raise ValueError(f"{where}: malformed annotation line (expected 'ID LABEL START END')")
        label, rest = parts[1], parts[2]
        match = _OFFSETS.match(rest)
        if not match:
            raise ValueError(f"{where}: malformed offsets for label {label!r}")
        for start_str, end_str in _FRAGMENT.findall(match.group(0)):
            start, end = int(start_str), int(end_str)
            if start > end:
                raise ValueError(f"{where}: reversed offsets {start} > {end}")
            if text is not None and end > len(text):
                raise ValueError(f"{where}: offsets {start}-{end} beyond the text's {len(text)} characters")
            if start < end:
                spans.append(Span(start, end, label))
    return spans


def parse_tag(tag: str, where: str) -> tuple[str, str]:
    """``B-PER`` -> ``("B", "PER")``; ``O`` -> ``("O", "")``. Accepts B/I/E/S prefixes."""
    if tag == "O":
        return "O", ""
    if len(tag) > 2 and tag[0] in "BIES" and tag[1] == "-":
        return tag[0], tag[2:]
    raise ValueError(f"{where}: not a BIO tag (expected O, B-X, I-X, E-X or S-X)")


def _ends_chunk(prev: str, prev_type: str, tag: str, type_: str) -> bool:
    # The conlleval rules seqeval follows: an entity stops before a B/S/O, after an
    # E/S, or where the type changes.
    if prev in "ES":
        return True
    if prev in "BI" and tag in "BSO":
        return True
    return prev != "O" and prev_type != type_


def _starts_chunk(prev: str, prev_type: str, tag: str, type_: str) -> bool:
    # An I or E after O, E or S opens a new entity (the reader is lenient, like
    # conlleval: "I-X" after "O" is a span, not an error).
    if tag in "BS":
        return True
    if tag in "IE" and prev in "OES":
        return True
    return tag != "O" and prev_type != type_


_PARSED_TAGS: dict[str, tuple[str, str]] = {}  # a corpus has few distinct tags: parse each once


def spans_from_tags(tags: list[str], where: str = "tags") -> list[tuple[int, int, str]]:
    """Token-index spans ``(first, last + 1, label)`` of one sentence's tags."""
    spans = []
    parsed = _PARSED_TAGS
    prev, prev_type, begin = "O", "", None
    for index, tag in enumerate(tags):
        split = parsed.get(tag)
        if split is None:
            split = parse_tag(tag, where)
            if len(parsed) < 10_000:
                parsed[tag] = split
        prefix, type_ = split
        if begin is not None and _ends_chunk(prev, prev_type, prefix, type_):
            spans.append((begin, index, prev_type))
            begin = None
        if prefix != "O" and _starts_chunk(prev, prev_type, prefix, type_):
            begin = index
        prev, prev_type = prefix, type_
    if begin is not None:
        spans.append((begin, len(tags), prev_type))
    return spans


class _DocumentBuilder:
    """Accumulates tokens and sentences into one Document."""

    def __init__(self, doc_id: str) -> None:
        self.doc_id = doc_id
        self.pieces: list[str] = []
        self.length = 0
        self.tokens: list[tuple[int, int]] = []
        self.sentences: list[tuple[int, int]] = []
        self.spans: list[Span] = []
        self.sentence_tokens: list[str] = []
        self.sentence_tags: list[str] = []

    def add_token(self, token: str, tag: str, where: str) -> None:
        parse_tag(tag, where)  # refuse a bad tag where it stands
        self.sentence_tokens.append(token)
        self.sentence_tags.append(tag)

    def end_sentence(self) -> None:
        if not self.sentence_tokens:
            return
        if self.sentences:
            self.pieces.append("\n")
            self.length += 1
        first_token = len(self.tokens)
        sentence_start = self.length
        for number, token in enumerate(self.sentence_tokens):
            if number:
                self.pieces.append(" ")
                self.length += 1
            self.pieces.append(token)
            self.tokens.append((self.length, self.length + len(token)))
            self.length += len(token)
        self.sentences.append((sentence_start, self.length))
        for begin, end, label in spans_from_tags(self.sentence_tags):
            self.spans.append(Span(self.tokens[first_token + begin][0], self.tokens[first_token + end - 1][1], label))
        self.sentence_tokens, self.sentence_tags = [], []

    def build(self) -> Document:
        self.end_sentence()
        return Document(self.doc_id, "".join(self.pieces), self.spans, self.tokens, self.sentences)


_STRUCTURE = re.compile(r"^<[^\t]*>$")
_TEXT_ID = re.compile(r"""^<(?:text|doc)\b[^>]*?\bid\s*=\s*["']([^"']*)["']""")


def read_bio(path, tag_column: int = -1, token_column: int = 0, sep: str | None = None) -> list[Document]:
    """Documents of a BIO column file (``.vrt``, CoNLL, ``.bio``).

    ``sep=None`` splits a line on TABs when it has one, otherwise on any whitespace.
    Blank lines and ``</s>`` end sentences; other XML lines are structure and skipped,
    except ``<text id=..>``/``<doc id=..>``, which start a new document. ``-DOCSTART-``
    lines start a new document too. An ``I-`` after ``O`` or after another label starts
    a new span (as conlleval and seqeval's default mode read it).
    """
    path = Path(path)
    documents: list[Document] = []
    counter = 0

    def new_builder(name: str | None = None) -> _DocumentBuilder:
        nonlocal counter
        counter += 1
        return _DocumentBuilder(name or (path.stem if counter == 1 else f"{path.stem}#{counter}"))

    def finish(current: _DocumentBuilder) -> None:
        document = current.build()
        if document.tokens:
            documents.append(document)

    builder = new_builder()
    for number, line in enumerate(_read_text(path).splitlines(), start=1):
        where = f"{path}:{number}"
        stripped = line.strip()
        if not stripped:
            builder.end_sentence()
            continue
        if _STRUCTURE.match(stripped):
            if stripped.startswith("</s"):
                builder.end_sentence()
            text_id = _TEXT_ID.match(stripped)
            if text_id:
                finish(builder)
                builder = new_builder(text_id.group(1))
            continue
        if sep is None:
            fields = line.split("\t") if "\t" in line else line.split()
        else:
            fields = line.split(sep)
        fields = [f.strip() for f in fields]
        if fields and fields[0] == "-DOCSTART-":
            finish(builder)
            builder = new_builder()
            continue
        try:
            token, tag = fields[token_column], fields[tag_column]
        except IndexError:
            raise ValueError(f"{where}: {len(fields)} columns, no column {tag_column} for the tags") from None
        builder.add_token(token, tag, where)
    finish(builder)
    return documents


def read_conll(path) -> list[Document]:
    """CoNLL NER files (``token POS tag``, or more columns with the tag last)."""
    return read_bio(path, tag_column=-1, token_column=0, sep=None)


def read_i2b2(path) -> Document:
    """An i2b2 / n2c2 de-identification XML file: ``<TEXT>`` CDATA and ``<TAGS>``.

    Each child of ``<TAGS>`` with ``start``/``end`` attributes is a span labelled by
    its ``TYPE`` attribute (the element name when absent). Tokens are whitespace-
    separated runs and sentences are non-empty lines. Note that XML parsing turns
    CRLF into LF, as the i2b2 annotation tool did when it computed the offsets.
    """
    from lxml import etree  # local import: only this reader needs it

    path = Path(path)
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
    try:
        root = etree.parse(str(path), parser).getroot()
    except etree.XMLSyntaxError as exc:
        raise ValueError(f"{path}:{exc.lineno or 0}: not well-formed XML") from None
    text_node = root.find("TEXT")
    if text_node is None:
        raise ValueError(f"{path}: no <TEXT> element")
    # unresolved entity references stay literal ("&x;"): never fetched, never expanded
    text = "".join(text_node.itertext())
    spans = []
    tags = root.find("TAGS")
    for element in (tags if tags is not None else []):
        if not isinstance(element.tag, str) or "start" not in element.attrib:
            continue
        where = f"{path}:{element.sourceline}"
        try:
            start, end = int(element.get("start")), int(element.get("end"))
        except (TypeError, ValueError):
            raise ValueError(f"{where}: non-integer start/end") from None
        if not 0 <= start <= end <= len(text):
            raise ValueError(f"{where}: offsets {start}-{end} outside the text's {len(text)} characters")
        if start < end:
            spans.append(Span(start, end, element.get("TYPE") or element.tag))
    tokens = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    sentences = [(m.start(), m.end()) for m in re.finditer(r"[^\r\n]*\S[^\r\n]*", text)]
    return Document(path.stem, text, sorted(spans), tokens, sentences)
