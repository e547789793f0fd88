"""``mask generate``: deterministic synthetic notes whose gold offsets are exact."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from mask_framework.cli import main
from mask_framework.generate import brat_lines, generate_corpus
from mask_framework.spans import Span

CANONICAL = {"NAME", "DATE", "AGE", "PROFESSION", "LOCATION", "ORGANIZATION", "PHONE", "EMAIL", "URL", "ID"}
ANN_LINE = re.compile(r"^T(\d+)\t([A-Z]+) (\d+) (\d+)\t(.*)$")


def read_ann(path: Path) -> list[tuple[str, int, int, str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        match = ANN_LINE.match(line)
        assert match, line
        rows.append((match.group(2), int(match.group(3)), int(match.group(4)), match.group(5)))
    return rows


@pytest.fixture(scope="module", params=["nl", "en"])
def corpus(request, tmp_path_factory):
    out = tmp_path_factory.mktemp(f"gen_{request.param}")
    generate_corpus(request.param, 40, out, seed=7)
    return request.param, out


def test_files_are_numbered_pairs(corpus):
    _, out = corpus
    texts = sorted(out.glob("*.txt"))
    assert [path.name for path in texts[:2]] == ["note_00001.txt", "note_00002.txt"]
    assert len(texts) == 40
    assert all(path.with_suffix(".ann").is_file() for path in texts)


def test_every_span_slices_the_text_to_its_recorded_string(corpus):
    _, out = corpus
    checked = 0
    for text_path in out.glob("*.txt"):
        text = text_path.read_text(encoding="utf-8")
        for entity, start, end, surface in read_ann(text_path.with_suffix(".ann")):
            assert entity in CANONICAL
            assert 0 <= start < end <= len(text)
            assert text[start:end] == surface
            assert surface == surface.strip()
            checked += 1
    assert checked > 40 * 8


def test_entities_and_clinical_content_are_varied(corpus):
    language, out = corpus
    counts = Counter()
    text = ""
    for path in out.glob("*.ann"):
        counts.update(entity for entity, *_ in read_ann(path))
        text += path.with_suffix(".txt").read_text(encoding="utf-8")
    assert set(counts) == CANONICAL, counts
    assert " mg" in text and ("mmol" in text or "mg/dL" in text)       # non-PII content for precision
    if language == "nl":
        assert re.search(r"\b(dhr\.|mevr\.|mw\.)", text)
        assert re.search(r"\d{4} ?[A-Z]{2}\b", text)                  # Dutch postcodes
    else:
        assert re.search(r"\b(Mr\.|Mrs\.|Ms\.|Dr\.)", text)


def test_same_seed_same_bytes_and_other_seed_differs(tmp_path):
    for language in ("nl", "en"):
        first, second, third = tmp_path / f"{language}a", tmp_path / f"{language}b", tmp_path / f"{language}c"
        generate_corpus(language, 5, first, seed=3)
        generate_corpus(language, 5, second, seed=3)
        generate_corpus(language, 5, third, seed=4)
        for path in sorted(first.iterdir()):
            assert path.read_bytes() == (second / path.name).read_bytes(), path.name
        assert (first / "note_00001.txt").read_bytes() != (third / "note_00001.txt").read_bytes()


def test_cli_writes_the_corpus(tmp_path, capsys):
    assert main(["generate", "--lang", "nl", "--n", "3", "--out", str(tmp_path / "out"), "--seed", "1"]) == 0
    assert len(list((tmp_path / "out").glob("*.ann"))) == 3
    assert "wrote 3 notes" in capsys.readouterr().out


def test_cli_rejects_negative_count(tmp_path):
    assert main(["generate", "--lang", "en", "--n", "-1", "--out", str(tmp_path)]) == 2


def test_unknown_language_is_rejected(tmp_path):
    with pytest.raises(ValueError, match="language"):
        generate_corpus("fr", 1, tmp_path)


def test_brat_lines_format_and_refuses_multiline_spans():
    text = "Jan op 3-7-1954"
    assert brat_lines(text, [Span(7, 15, "DATE"), Span(0, 3, "NAME")]) == (
        "T1\tNAME 0 3\tJan\nT2\tDATE 7 15\t3-7-1954\n")
    with pytest.raises(ValueError):
        brat_lines("a\nb", [Span(0, 3, "NAME")])
