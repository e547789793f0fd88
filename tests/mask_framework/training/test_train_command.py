"""``mask train`` end to end on a tiny corpus written here: real CRF and spaCy training."""
import json
import random
from pathlib import Path

import pytest

from mask_framework.cli import main
from mask_framework.training.crf_model import CrfTagger, read_meta

FIRST = ["Jan", "Piet", "Anna", "Sanne", "Kees", "Fleur", "Daan", "Emma"]
LAST = ["Jansen", "Bakker", "Visser", "Smit", "Mulder", "Bos", "Vos", "Peters"]
CITY = ["Utrecht", "Zwolle", "Gent", "Leiden", "Breda", "Delft", "Assen", "Venlo"]


def write_corpus(path: Path, n: int, seed: int) -> None:
    rng = random.Random(seed)
    lines = ["-DOCSTART- -DOCSTART- O", ""]
    for _ in range(n):
        first, last, city = rng.choice(FIRST), rng.choice(LAST), rng.choice(CITY)
        rows = [("Mevrouw", "O"), (first, "B-PER"), (last, "I-PER"), ("woont", "O"), ("in", "O"), (city, "B-LOC"), (".", "O")]
        lines += [f"{w} X {t}" for w, t in rows] + [""]
    path.write_text("\n".join(lines), encoding="utf-8")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("corpus")
    write_corpus(folder / "train.conll", 60, seed=1)
    write_corpus(folder / "test.conll", 15, seed=2)
    return folder / "train.conll", folder / "test.conll"


def test_train_crf_command(corpus, tmp_path, capsys):
    train, test = corpus
    out = tmp_path / "tiny.crfsuite"
    code = main(["train", "crf", "--lang", "nl", "--data", str(train), "--eval", str(test),
                 "--out", str(out), "--max-iterations", "40"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["eval"][str(test)]["f1"] == 1.0 and report["eval"][str(test)]["support"] == 30
    meta = read_meta(out)
    assert meta["language"] == "nl" and meta["labels"] == ["LOC", "PER"]
    assert "first" in meta["lexicon_groups"]
    tags = CrfTagger(out).tag_words(["Mevrouw", "Emma", "Smit", "woont", "in", "Delft", "."])
    assert tags == ["O", "B-PER", "I-PER", "O", "O", "B-LOC", "O"]


def test_train_usage_errors(tmp_path, capsys):
    assert main(["train", "crf", "--lang", "nl", "--data", str(tmp_path / "missing.conll"), "--out", str(tmp_path / "m")]) == 2
    empty = tmp_path / "empty.conll"
    empty.write_text("", encoding="utf-8")
    assert main(["train", "crf", "--lang", "nl", "--data", str(empty), "--out", str(tmp_path / "m")]) == 2
    assert main(["train", "crf", "--lang", "nl", "--data", str(empty), "--map", "nonsense", "--out", str(tmp_path / "m")]) == 2
    assert "--map expects SRC=DST" in capsys.readouterr().err


def test_train_spacy_command(corpus, tmp_path, capsys):
    train, test = corpus
    out = tmp_path / "tiny_spacy"
    code = main(["train", "spacy", "--lang", "nl", "--data", str(train), "--dev", str(test), "--eval", str(test),
                 "--out", str(out), "--max-steps", "60", "--max-minutes", "3"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    meta = json.loads((out / "meta.json").read_text(encoding="utf-8"))
    assert meta["lang"] == "nl" and sorted(meta["labels"]["ner"]) == ["LOC", "PER"]
    assert meta["mask"]["data"] == [str(train)]
    assert report["eval"][str(test)]["support"] == 30

    from ner_plugins.NER_spaCy import NER_spaCy

    plugin = NER_spaCy(language="nl", model=str(out))
    plugin.initialize()
    assert plugin.nlp.pipe_names == ["attribute_ruler", "tok2vec", "ner"]
    assert plugin.nlp("Anna")[0].lemma_ == "lex:first"
    text = "Mevrouw Anna Visser woont in Gent.\r\n"
    for label, start, end in plugin.perform_NER(text):
        assert label in ("PER", "LOC") and 0 <= start < end <= len(text)


def test_train_spacy_stacked_on_a_crf(corpus, tmp_path, capsys):
    train, test = corpus
    crf = tmp_path / "tiny.crfsuite"
    assert main(["train", "crf", "--lang", "nl", "--data", str(train), "--out", str(crf), "--max-iterations", "40"]) == 0
    capsys.readouterr()
    out = tmp_path / "tiny_stacked"
    code = main(["train", "spacy", "--lang", "nl", "--data", str(train), "--dev", str(test), "--eval", str(test),
                 "--stack-crf", str(crf), "--out", str(out), "--max-steps", "60", "--max-minutes", "3"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["eval"][str(test)]["support"] == 30
    import spacy

    nlp = spacy.load(out)  # the component's factory comes from MASK's spacy_factories entry point
    assert nlp.pipe_names == ["attribute_ruler", "mask_crf_tags", "tok2vec", "ner"]
    assert "TAG" in nlp.config["components"]["tok2vec"]["model"]["embed"]["attrs"]
    # the saved config names no temporary folder or checkout path
    assert nlp.config["paths"]["crf_model"] is None and nlp.config["paths"]["train"] is None
    assert str(tmp_path) not in (out / "config.cfg").read_text(encoding="utf-8")
    doc = nlp("Mevrouw Emma Smit woont in Delft.")
    assert [t.tag_ for t in doc] == ["O", "B-PER", "I-PER", "O", "O", "B-LOC", "O"]

    from ner_plugins.NER_spaCy import NER_spaCy

    plugin = NER_spaCy(language="nl", model=str(out))
    plugin.initialize()
    assert plugin.nlp.pipe_names == ["attribute_ruler", "mask_crf_tags", "tok2vec", "ner"]


def test_stack_crf_needs_a_spacy_model_and_an_existing_crf(corpus, tmp_path, capsys):
    train, _ = corpus
    missing = tmp_path / "none.crfsuite"
    assert main(["train", "spacy", "--lang", "nl", "--data", str(train), "--stack-crf", str(missing), "--out", str(tmp_path / "m")]) == 2
    assert "model not found" in capsys.readouterr().err
    assert main(["train", "crf", "--lang", "nl", "--data", str(train), "--stack-crf", str(missing), "--out", str(tmp_path / "m")]) == 2
    assert "is for spacy models" in capsys.readouterr().err
