"""Fuzzing the readers: any input gives spans or a ValueError naming the line, never another exception."""
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mask_framework.evaluation.readers import read_bio, read_brat, read_conll, read_i2b2

FOLDER = Path(tempfile.mkdtemp(prefix="mask-reader-fuzz-"))
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

brat_line = st.one_of(
    st.text(max_size=40),
    st.builds(lambda i, label, s, e, t: f"T{i}\t{label} {s} {e}\t{t}",
              st.integers(-3, 99), st.sampled_from(["NAME", "DATE", "", "A B"]),
              st.one_of(st.integers(-5, 80), st.text(max_size=3)), st.one_of(st.integers(-5, 80), st.just("4;9 12")),
              st.text(max_size=10)),
    st.sampled_from(["#1\tAnnotatorNotes T1\tnote", "T1 NAME 0 4;10 15 x", "T1\tNAME", "R1\tRel Arg1:T1 Arg2:T2"]),
)


def write(name: str, content: str) -> Path:
    path = FOLDER / name
    path.write_text(content, encoding="utf-8")
    return path


@FUZZ
@given(lines=st.lists(brat_line, max_size=6), text=st.text(max_size=60))
def test_brat_reader(lines, text):
    path = write("fuzz.ann", "\n".join(lines))
    try:
        spans = read_brat(path, text)
    except ValueError as exc:
        # names the file, and the line for a line-level problem (a binary file has no line)
        assert re.match(rf"{re.escape(str(path))}(:\d+)?: ", str(exc)), str(exc)
        return
    for span in spans:
        assert 0 <= span.start <= span.end <= len(text)


bio_line = st.one_of(
    st.text(max_size=20),
    st.builds(lambda tok, tag: f"{tok}\t{tag}", st.text(alphabet="abcXYZ<>/", min_size=1, max_size=6),
              st.sampled_from(["O", "B-PER", "I-PER", "I-LOC", "E-X", "S-X", "B-", "X-PER", ""])),
    st.sampled_from(["", "<s>", "</s>", "<text id='1'>", "-DOCSTART- -X- O"]),
)


@FUZZ
@given(lines=st.lists(bio_line, max_size=12))
def test_bio_and_conll_readers(lines):
    path = write("fuzz.bio", "\n".join(lines))
    for reader in (read_bio, read_conll):
        try:
            documents = reader(path)
        except ValueError:
            continue
        for document in documents:
            for span in document.spans:
                assert 0 <= span.start <= span.end <= len(document.text)


@FUZZ
@given(body=st.one_of(
    st.text(max_size=80),
    st.builds(lambda text, s, e: f'<root><TEXT><![CDATA[{text}]]></TEXT><TAGS><NAME start="{s}" end="{e}"/></TAGS></root>',
              st.text(alphabet="abc \n", max_size=20), st.one_of(st.integers(-3, 30), st.text(max_size=2)),
              st.one_of(st.integers(-3, 30), st.text(max_size=2))),
))
def test_i2b2_reader(body):
    path = write("fuzz.xml", body)
    try:
        document = read_i2b2(path)
    except ValueError:
        return
    for span in document.spans:
        assert 0 <= span.start <= span.end <= len(document.text)
