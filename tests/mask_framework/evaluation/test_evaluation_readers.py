"""Readers: brat, BIO/.vrt, CoNLL and i2b2, each on real files written here."""
import pytest

from mask_framework.evaluation.readers import read_bio, read_brat, read_conll, read_i2b2, spans_from_tags
from mask_framework.spans import Span

TEXT = "Jan Jansen woont in Utrecht sinds 3 okt."


def test_brat_tab_separated_with_discontinuous_spans_and_notes(tmp_path):
    ann = tmp_path / "a.ann"
    ann.write_text("T1\tNAME 0 3;4 10\tJan Jansen\n#1\tAnnotatorNotes T1\tfound by X\n"
                   "T2\tCITY 20 27\tUtrecht\nR1\tLives Arg1:T1 Arg2:T2\n", encoding="utf-8")
    spans = read_brat(ann, TEXT)
    assert spans == [Span(0, 3, "NAME"), Span(4, 10, "NAME"), Span(20, 27, "CITY")]
    assert [s.surface(TEXT) for s in spans] == ["Jan", "Jansen", "Utrecht"]


def test_brat_space_separated_censor_check_style(tmp_path):
    ann = tmp_path / "a.ann"
    ann.write_text("1   NAME   0  10 Jan Jansen\n2 DATE 34 40\n\n", encoding="utf-8")
    assert read_brat(ann) == [Span(0, 10, "NAME"), Span(34, 40, "DATE")]


def test_brat_keeps_file_order_for_last_wins(tmp_path):
    ann = tmp_path / "a.ann"
    ann.write_text("T1\tB 5 9\tx\nT2\tA 0 6\ty\n", encoding="utf-8")
    assert [s.entity for s in read_brat(ann)] == ["B", "A"]


@pytest.mark.parametrize("line, message", [
    ("T1\tNAME 0 99\tx", "beyond the text"),
    ("T1\tNAME 9 3\tx", "reversed"),
    ("T1\tNAME zero 3\tx", "malformed offsets"),
    ("T1\tNAME", "malformed annotation line"),
])
def test_brat_errors_name_file_and_line_not_text(tmp_path, line, message):
    ann = tmp_path / "bad.ann"
    ann.write_text("T0\tX 0 3\tJan\n" + line + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=message) as info:
        read_brat(ann, TEXT)
    assert f"{ann}:2" in str(info.value) and "Jansen" not in str(info.value)


def test_brat_offsets_are_code_points_with_emoji_crlf_and_combining(tmp_path):
    text = "a\r\n😀 Ine\u0301s"
    ann = tmp_path / "u.ann"
    ann.write_text("T1\tNAME 5 10\tInés\nT2\tEMO 3 4\t😀\n", encoding="utf-8-sig")
    spans = read_brat(ann, text)
    assert [s.surface(text) for s in spans] == ["Ine\u0301s", "😀"]


def test_bio_vrt_with_structure_tag_column_and_lenient_i(tmp_path):
    vrt = tmp_path / "c.vrt"
    vrt.write_text('<text id="doc7">\n<s>\nJan\tN\tB-PER\tx\nJansen\tN\tI-PER\tx\nwoont\tV\tO\tx\n'
                   "in\tP\tI-LOC\tx\nUtrecht\tN\tI-LOC\tx\n</s>\n<s>\nPiet\tN\tI-PER\tx\nKees\tN\tI-ORG\tx\n</s>\n</text>\n",
                   encoding="utf-8")
    [doc] = read_bio(vrt, tag_column=2)
    assert doc.doc_id == "doc7"
    assert doc.text == "Jan Jansen woont in Utrecht\nPiet Kees"
    assert doc.sentences == [(0, 27), (28, 37)]
    # I- after O starts a span; I- after another label starts a new one
    assert [(s.surface(doc.text), s.entity) for s in doc.spans] == [
        ("Jan Jansen", "PER"), ("in Utrecht", "LOC"), ("Piet", "PER"), ("Kees", "ORG")]
    assert doc.tokens[4] == (20, 27)


def test_bio_docstart_splits_documents_and_blank_lines_end_spans(tmp_path):
    path = tmp_path / "x.bio"
    path.write_text("-DOCSTART- O\n\nA B-X\n\nB I-X\n-DOCSTART- O\nC B-Y\nD I-Y\n", encoding="utf-8")
    docs = read_bio(path)
    assert [d.doc_id for d in docs] == ["x#2", "x#3"]
    assert [(s.start, s.end, s.entity) for s in docs[0].spans] == [(0, 1, "X"), (2, 3, "X")]
    assert docs[1].text == "C D" and docs[1].spans == [Span(0, 3, "Y")]


def test_bio_without_docstart_is_one_document_and_bad_tag_is_located(tmp_path):
    path = tmp_path / "y.bio"
    path.write_text("A O\nB PER\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"y\.bio:2"):
        read_bio(path)


def test_conll_token_pos_tag(tmp_path):
    path = tmp_path / "ned.txt"
    path.write_text("Jan N B-PER\nziet V O\nAmsterdam N B-LOC\n", encoding="utf-8")
    [doc] = read_conll(path)
    assert [(s.surface(doc.text), s.entity) for s in doc.spans] == [("Jan", "PER"), ("Amsterdam", "LOC")]


def test_spans_from_tags_follow_conlleval_rules():
    tags = ["B-A", "I-A", "E-A", "I-A", "S-B", "I-B", "B-C", "I-D", "O", "E-C"]
    assert spans_from_tags(tags) == [(0, 3, "A"), (3, 4, "A"), (4, 5, "B"), (5, 6, "B"), (6, 7, "C"),
                                     (7, 8, "D"), (9, 10, "C")]


def test_i2b2_xml(tmp_path):
    xml = tmp_path / "110-01.xml"
    xml.write_text('<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2>\n<TEXT><![CDATA[Record date: 2067-05-03\n'
                   'Dr. Ann Lee saw him.\n]]></TEXT>\n<TAGS>\n<DATE id="P0" start="13" end="23" text="2067-05-03" '
                   'TYPE="DATE" comment="" />\n<NAME id="P1" start="28" end="35" text="Ann Lee" TYPE="DOCTOR" '
                   'comment="" />\n</TAGS>\n</deIdi2b2>\n', encoding="utf-8")
    doc = read_i2b2(xml)
    assert doc.doc_id == "110-01"
    assert [(s.surface(doc.text), s.entity) for s in doc.spans] == [("2067-05-03", "DATE"), ("Ann Lee", "DOCTOR")]
    assert len(doc.sentences) == 2 and doc.tokens[0] == (0, 6)


def test_i2b2_refuses_entities_and_bad_offsets(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET")
    xml = tmp_path / "evil.xml"
    xml.write_text(f'<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file://{secret}">]>\n'
                   '<r><TEXT>&x; hello</TEXT><TAGS><NAME start="0" end="3" TYPE="X"/></TAGS></r>\n', encoding="utf-8")
    doc = read_i2b2(xml)
    assert "TOPSECRET" not in doc.text and doc.text == "&x; hello"
    bad = tmp_path / "bad.xml"
    bad.write_text('<r><TEXT>abc</TEXT><TAGS><NAME start="1" end="9" TYPE="X"/></TAGS></r>', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.xml:1: offsets 1-9"):
        read_i2b2(bad)
