"""Property tests (hypothesis) of the promises the pipeline makes, whatever the masking plugin.

* no leak: a masked span's text is gone; the output is exactly the untouched text
  between spans plus the replacements, and no replacement contains the original value;
* overlaps: partial overlaps of different entities never leave a detected character;
* offsets: the .ann lines slice the original text to the recorded string;
* idempotence: masking masked output again changes nothing that was masked.

The default suite runs > 2,000 examples; ``-m slow`` runs ten times more.
"""
from __future__ import annotations

import re
import tempfile
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mask_framework.documents import brat_annotations
from mask_framework.pipeline import Pipeline
from mask_framework.spaces import plain_spaces

GIVEN_PLUGIN = '''
from ner_plugins.NER_abstract import NER_abstract


class NER_given(NER_abstract):
    """Returns the detections a test scripted for a text."""

    SCRIPT = {}

    def initialize(self):
        pass

    def perform_NER(self, text):
        return list(self.SCRIPT.get(text, []))
'''

MASKERS = {
    "redact": '<masking_class>Mask_redact</masking_class>',
    "numbered": '<masking_class name="Mask_redact"><param name="style">numbered</param></masking_class>',
    "fill": '<masking_class name="Mask_redact"><param name="style">fill</param></masking_class>',
    "map": '<masking_class>Mask_map</masking_class>',
    "date_shift": '<masking_class>Mask_date_shift</masking_class>',
    "date_simple": '<masking_class>Mask_date_simple</masking_class>',
}
ENTITIES = ("NAME", "LOCATION", "DATE")
KEY = b"property-test-key-0123456789abcdef"


def _entity(name: str, masking: str) -> str:
    return (f"<entity><entity_name>{name}</entity_name><algorithm>NER_given</algorithm>"
            f"<masking_type>Mask</masking_type>{masking}</entity>")


@lru_cache(maxsize=None)
def pipeline_for(masker: str) -> Pipeline:
    folder = Path(tempfile.mkdtemp(prefix=f"mask-prop-{masker}-"))
    (folder / "ner_plugins").mkdir()
    (folder / "ner_plugins" / "NER_given.py").write_text(GIVEN_PLUGIN)
    entities = "".join(_entity(name, MASKERS[masker]) for name in ENTITIES)
    entities += ("<entity><entity_name>MISC</entity_name><algorithm>NER_given</algorithm>"
                 "<masking_type>Nothing</masking_type></entity>")
    (folder / "configuration.cnf").write_text(f"<project><language>nl</language><algorithms>{entities}</algorithms></project>")
    pipeline = Pipeline.from_config(folder / "configuration.cnf", key=KEY)
    pipeline.initialize()
    return pipeline


def script(pipeline: Pipeline, text: str, detections) -> None:
    # the plugins read the text with plain spaces and line ends (spaces.py), at the same offsets
    pipeline.registry.get("ner", "NER_given").load().SCRIPT = {plain_spaces(text): detections}


ALPHABET = st.one_of(
    st.sampled_from(list("abcdefghij ABCDEFGHIJ0123456789.,-/\r\n")),
    st.sampled_from(["é", "e\u0301", "😀", "ß", "Ø", "\u200b", "\t", "ﬁ"]),
    # the markup the detectors read through (spaces.py): bold, escaped line ends, HTML's tags
    st.sampled_from(["**", "\\n", "\\t", '\\"', "<p>", "</p>", "<br>", "<b>"]),
    st.characters(blacklist_categories=("Cs",)),
)


@st.composite
def text_and_detections(draw, max_len=60):
    text = "".join(draw(st.lists(ALPHABET, max_size=max_len)))
    n = len(text)
    if n == 0:
        return text, []
    bounds = st.tuples(st.integers(0, n - 1), st.integers(1, 12)).map(lambda t: (t[0], min(n, t[0] + t[1])))
    spans = draw(st.lists(st.tuples(st.sampled_from(ENTITIES + ("MISC",)), bounds), max_size=6))
    return text, [(label, start, end) for label, (start, end) in spans]


def _alnum(value: str) -> int:
    return sum(ch.isalnum() for ch in value)


def check_no_leak(masker: str, text: str, detections) -> None:
    pipeline = pipeline_for(masker)
    script(pipeline, text, detections)
    document = pipeline.mask_documents([("patient/note.txt", text)])[0]
    # the output is exactly: untouched text between spans + each replacement
    rebuilt, cursor = [], 0
    for masked in document.spans:
        span = masked.span
        assert span.start >= cursor
        rebuilt.append(text[cursor:span.start])
        if masked.replacement is None:
            rebuilt.append(text[span.start:span.end])
        else:
            original = span.surface(text)
            if _alnum(original) >= 2:
                assert original not in masked.replacement, (masker, original, masked.replacement)
            if masker == "map" and original.strip():
                assert masked.replacement != original
            rebuilt.append(masked.replacement)
        cursor = span.end
    rebuilt.append(text[cursor:])
    assert document.masked_text == "".join(rebuilt)
    # every character a masked entity was detected on lies inside a replaced span
    replaced = {i for m in document.spans if m.replacement is not None for i in range(m.span.start, m.span.end)}
    for label, start, end in detections:
        if label != "MISC":
            assert set(range(start, end)) <= replaced


EXAMPLES = 400  # per masking plugin: 6 x 400 = 2,400 in the default suite


@pytest.mark.parametrize("masker", sorted(MASKERS))
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=text_and_detections())
def test_no_masked_text_survives(masker, case):
    check_no_leak(masker, *case)


@pytest.mark.slow
@pytest.mark.parametrize("masker", sorted(MASKERS))
@settings(max_examples=EXAMPLES * 10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=text_and_detections(max_len=200))
def test_no_masked_text_survives_long(masker, case):
    check_no_leak(masker, *case)


@settings(max_examples=600, deadline=None)
@given(case=text_and_detections())
def test_ann_offsets_slice_the_original(case):
    text, detections = case
    pipeline = pipeline_for("redact")
    script(pipeline, text, detections)
    spans = pipeline.detect([text])[0]
    for line in brat_annotations(text, spans).splitlines():
        if not line.startswith("T"):
            continue
        ident, middle, surface = line.split("\t")
        _, start, end = middle.split(" ")
        flattened = "".join(" " if ch in "\t\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029" else ch
                            for ch in text[int(start):int(end)])
        assert flattened == surface


@st.composite
def clinical_text(draw):
    pieces = st.sampled_from([
        " Opname 03-07-2021", " op 3 okt. 2004", " tel. 06-12345678", " mail j.jansen@umcutrecht.nl",
        " BSN 111222333", " controle 14/02/2011", " bloeddruk 120/80 mmHg", " metoprolol 50 mg",
        " zie https://www.umcutrecht.nl/afdeling", " postcode 3584 CX", " 67 jaar", "\r\n", " Hb 8.1 mmol/l",
        " geen klachten", ".", " 😀", " e\u0301",
    ])
    return "".join(draw(st.lists(pieces, min_size=1, max_size=12)))


@lru_cache(maxsize=None)
def patterns_pipeline() -> Pipeline:
    folder = Path(tempfile.mkdtemp(prefix="mask-idem-"))
    entities = "".join(
        f"<entity><entity_name>{e}</entity_name><algorithm>NER_patterns</algorithm>"
        f"<masking_type>Redact</masking_type></entity>"
        for e in ("DATE", "PHONE", "EMAIL", "URL", "ID", "LOCATION", "AGE"))
    (folder / "c.cnf").write_text(f"<project><language>nl</language><algorithms>{entities}</algorithms></project>")
    return Pipeline.from_config(folder / "c.cnf", key=KEY)


@settings(max_examples=400, deadline=None)
@given(text=clinical_text())
def test_masking_masked_output_again_changes_nothing(text):
    pipeline = patterns_pipeline()
    once = pipeline.mask_text(text)
    assert pipeline.mask_text(once) == once
    assert not re.search(r"\d{2}-\d{2}-\d{4}|06-\d{8}|@umcutrecht|111222333|3584 CX", once)
