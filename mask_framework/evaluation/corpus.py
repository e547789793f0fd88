"""Pairing texts with gold and predicted annotation files, and loading them.

Files pair by their path relative to each folder, without the extension
(``sub/note1.txt`` <-> ``sub/note1.ann``). A missing prediction file means the
system found nothing in that document -- it is scored, never an error.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mask_framework.documents import UnreadableFile, read_document
from mask_framework.evaluation.readers import read_brat, read_i2b2, read_bio, Document
from mask_framework.spans import Span


@dataclass
class PairedFiles:
    name: str                 # relative path without extension
    text_path: Path | None
    gold_path: Path | None
    pred_path: Path | None


def files_by_name(folder, suffix: str) -> dict[str, Path]:
    """``{relative/path/stem: path}`` for every ``*suffix`` file below ``folder``."""
    root = Path(folder)
    if not root.is_dir():
        raise ValueError(f"{root} is not a folder")
    found = {}
    for path in sorted(root.rglob(f"*{suffix}")):
        if path.is_file() and not path.name.startswith("."):
            found[path.relative_to(root).with_suffix("").as_posix()] = path
    return found


def pair_annotation_folders(gold_dir, pred_dir, text_dir) -> list[PairedFiles]:
    """Every document with a gold or a predicted ``.ann`` file (censor-check pairing)."""
    gold, pred, texts = files_by_name(gold_dir, ".ann"), files_by_name(pred_dir, ".ann"), files_by_name(text_dir, ".txt")
    names = sorted(set(gold) | set(pred))
    return [PairedFiles(n, texts.get(n), gold.get(n), pred.get(n)) for n in names]


def pair_texts(text_dir, gold_dir, pred_dir) -> list[PairedFiles]:
    """Every ``.txt`` below ``text_dir`` with its gold and predicted ``.ann`` (either may be missing)."""
    texts = files_by_name(text_dir, ".txt")
    gold, pred = files_by_name(gold_dir, ".ann"), files_by_name(pred_dir, ".ann")
    return [PairedFiles(n, p, gold.get(n), pred.get(n)) for n, p in texts.items()]


def load_pair(pair: PairedFiles) -> tuple[str, list[Span], list[Span]]:
    """Text, gold spans and predicted spans; offsets are validated against the text."""
    if pair.text_path is None:
        raise ValueError(f"{pair.name}: no text file to check the offsets against")
    try:
        text = read_document(pair.text_path)
    except UnreadableFile as exc:
        raise ValueError(f"{pair.text_path}: {exc}") from None
    gold = read_brat(pair.gold_path, text) if pair.gold_path else []
    pred = read_brat(pair.pred_path, text) if pair.pred_path else []
    return text, gold, pred


def detect_format(path) -> str:
    """``brat`` for a folder of ``.ann``, ``i2b2`` for ``.xml``, else ``bio``."""
    path = Path(path)
    if path.is_dir():
        if any(path.rglob("*.ann")):
            return "brat"
        if any(path.rglob("*.xml")):
            return "i2b2"
        return "bio"
    return {".ann": "brat", ".xml": "i2b2"}.get(path.suffix.lower(), "bio")


def column_files(path) -> list[Path]:
    """A column file, or every non-hidden file in a folder (sorted)."""
    path = Path(path)
    if path.is_dir():
        return [p for p in sorted(path.rglob("*")) if p.is_file() and not p.name.startswith(".")]
    return [path]


def read_column_documents(path, tag_column: int) -> list[Document]:
    return [doc for file in column_files(path) for doc in read_bio(file, tag_column=tag_column)]


def read_i2b2_folder(path) -> dict[str, Document]:
    files = [Path(path)] if Path(path).is_file() else sorted(Path(path).rglob("*.xml"))
    return {f.stem if Path(path).is_file() else f.relative_to(path).with_suffix("").as_posix(): read_i2b2(f)
            for f in files}
