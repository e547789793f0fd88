"""Training corpora through the evaluation readers: CoNLL, BIO, brat, i2b2 (fixtures written here)."""
from pathlib import Path

import pytest

from mask_framework.training.corpus import TaggedSentence, load_corpus, parse_data_argument, split_long

CONLL = """-DOCSTART- -DOCSTART- O
Piet N B-PER
Smits N I-PER
woont V O
in Prep O
Gent N B-LOC
. Punc O

De Art O
Standaard N B-MISC
"""

I2B2 = """<?xml version="1.0" encoding="UTF-8" ?>
<deIdi2b2>
<TEXT><![CDATA[Record date: 2069-04-07
Mr. Ivan Bates was seen at Marlborough Hospital.
]]></TEXT>
<TAGS>
<DATE id="P0" start="13" end="23" text="2069-04-07" TYPE="DATE" comment="" />
<NAME id="P1" start="28" end="38" text="Ivan Bates" TYPE="PATIENT" comment="" />
<LOCATION id="P2" start="51" end="71" text="Marlborough Hospital" TYPE="HOSPITAL" comment="" />
</TAGS>
</deIdi2b2>
"""


def test_conll_keeps_its_tokens_and_labels(tmp_path: Path):
    path = tmp_path / "mini.conll"
    path.write_text(CONLL, encoding="utf-8")
    sentences = load_corpus([("conll", path)])
    assert sentences == [
        TaggedSentence(["Piet", "Smits", "woont", "in", "Gent", "."], ["B-PER", "I-PER", "O", "O", "B-LOC", "O"]),
        TaggedSentence(["De", "Standaard"], ["O", "B-MISC"]),
    ]
    only = load_corpus([("conll", path)], labels=["PER"])
    assert [s.tags for s in only] == [["B-PER", "I-PER", "O", "O", "O", "O"], ["O", "O"]]


def test_i2b2_types_map_to_the_model_labels(tmp_path: Path):
    path = tmp_path / "110-01.xml"
    path.write_text(I2B2, encoding="utf-8")
    sentences = load_corpus([("i2b2", tmp_path)])
    assert sentences[0] == TaggedSentence(["Record", "date", ":", "2069-04-07"], ["O", "O", "O", "B-DATE"])
    words, tags = sentences[1]
    assert words[:4] == ["Mr", ".", "Ivan", "Bates"]
    assert tags == ["O", "O", "B-PER", "I-PER", "O", "O", "O", "B-ORG", "I-ORG", "O"]


def test_brat_with_crlf_and_emoji(tmp_path: Path):
    text = "😀 Patiënt: Anna Bakker\r\nWoont in Zwolle."
    (tmp_path / "n1.txt").write_bytes(text.encode("utf-8"))
    start = text.index("Anna")
    city = text.index("Zwolle")
    (tmp_path / "n1.ann").write_text(
        f"T1\tNAME {start} {start + 11}\tAnna Bakker\nT2\tLOCATION {city} {city + 6}\tZwolle\n", encoding="utf-8"
    )
    sentences = load_corpus([("brat", tmp_path)], labels=["PER", "LOC"])
    assert sentences == [
        TaggedSentence(["😀", "Patiënt", ":", "Anna", "Bakker"], ["O", "O", "O", "B-PER", "I-PER"]),
        TaggedSentence(["Woont", "in", "Zwolle", "."], ["O", "O", "B-LOC", "O"]),
    ]


def _dataset_note(root: Path, stem: str, text: str, name: str) -> None:
    """A note in MASK's dataset layout: input/STEM.txt, gold/STEM.ann."""
    (root / "input").mkdir(parents=True)
    (root / "gold").mkdir()
    (root / "input" / f"{stem}.txt").write_text(text, encoding="utf-8")
    start = text.index(name)
    (root / "gold" / f"{stem}.ann").write_text(
        f"T1\tNAME {start} {start + len(name)}\t{name}\n", encoding="utf-8"
    )


def test_brat_in_the_dataset_layout_reads_texts_from_the_sibling_input_folder(tmp_path: Path):
    _dataset_note(tmp_path / "s1" / "en", "01", "Seen by Dr Ama Owusu today.", "Ama Owusu")
    sentences = load_corpus([("brat", tmp_path / "s1" / "en")], labels=["PER"])
    assert sentences == [
        TaggedSentence(["Seen", "by", "Dr", "Ama", "Owusu", "today", "."], ["O", "O", "O", "B-PER", "I-PER", "O", "O"])
    ]


def test_brat_patterns_take_every_matching_folder(tmp_path: Path):
    _dataset_note(tmp_path / "s1" / "en", "01", "Ama Owusu.", "Ama Owusu")
    _dataset_note(tmp_path / "s2" / "en", "01", "Wife Efua.", "Efua")
    _dataset_note(tmp_path / "s2" / "nl", "01", "Echtgenote Efua.", "Efua")
    sentences = load_corpus([("brat", tmp_path / "s*" / "en")], labels=["PER"])
    assert [s.words for s in sentences] == [["Ama", "Owusu", "."], ["Wife", "Efua", "."]]
    with pytest.raises(FileNotFoundError, match="no corpus matches"):
        load_corpus([("brat", tmp_path / "t*" / "en")])


def test_data_argument_prefixes():
    assert parse_data_argument("brat:notes", "conll") == ("brat", Path("notes"))
    assert parse_data_argument("ned.train", "conll") == ("conll", Path("ned.train"))
    assert parse_data_argument("C:/data/x.conll", "bio") == ("bio", Path("C:/data/x.conll"))


def test_long_streams_are_cut_outside_entities():
    words = ["w"] * 10 + ["."] + ["Jan", "Smit"] + ["w"] * 7
    tags = ["O"] * 11 + ["B-PER", "I-PER"] + ["O"] * 7
    pieces = split_long(TaggedSentence(words, tags), limit=12)
    assert [len(p.words) for p in pieces] == [11, 9]
    assert pieces[1].tags[:2] == ["B-PER", "I-PER"]
