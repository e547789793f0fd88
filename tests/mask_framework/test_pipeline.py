"""The per-document pipeline: original-text offsets, label mapping, overlaps, splicing."""
import pytest

from mask_framework.pipeline import DocumentError, Pipeline



def test_mask_text_redacts_and_masks_dates(project):
    pipeline = Pipeline.from_config(project())
    assert pipeline.mask_text("Jan Jansen kwam maandag; Piet op 3 okt. 2004.") == "XXX kwam DATE; XXX op DATE."


def test_labels_map_through_original_name_only(project):
    pipeline = Pipeline.from_config(project())
    # the DATE entity only accepts label DAY; the NAME entity only NAME
    spans = pipeline.detect(["maandag Piet"])[0]
    assert [(s.entity, s.start, s.end) for s in spans] == [("DATE", 0, 7), ("NAME", 8, 12)]
    assert spans[1].sources == ("NER_keywords",)


@pytest.mark.parametrize("text, expected", [
    ("Piet\r\nJan Jansen\r\n", "XXX\r\nXXX\r\n"),
    ("😀 Piet 😀 maandag", "😀 XXX 😀 DATE"),
    ("Jose\u0301 en Piet", "Jose\u0301 en XXX"),   # combining accent before the span
    ("", ""),
])
def test_offsets_survive_crlf_emoji_combining_and_empty(project, text, expected):
    pipeline = Pipeline.from_config(project())
    assert pipeline.mask_text(text) == expected
    for span in pipeline.detect([text])[0]:
        assert text[span.start:span.end] in {"Piet", "Jan Jansen", "maandag"}


OVERLAP_ENTITIES = """\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm name="NER_keywords"><param name="words">Jan Jansen</param></algorithm>
      <masking_class name="Mask_redact"><param name="token">[N]</param></masking_class>
    </entity>
    <entity>
      <entity_name>LOCATION</entity_name>
      <algorithm name="NER_keywords"><param name="words">Jansenstraat 5</param><param name="label">LOCATION</param></algorithm>
      <masking_class name="Mask_redact"><param name="token">[L]</param></masking_class>
    </entity>
    <entity>
      <entity_name>MISC</entity_name>
      <algorithm name="NER_keywords"><param name="words">Jan Jansenstraat 5 te Utrecht</param><param name="label">MISC</param></algorithm>
      <masking_type>Nothing</masking_type>
    </entity>"""


def test_partial_overlap_of_different_entities_leaves_no_character(project):
    # NAME "Jan Jansen" [0,10) and LOCATION "Jansenstraat 5" [4,18) overlap partly
    pipeline = Pipeline.from_config(project(entities=OVERLAP_ENTITIES.replace(
        "Jan Jansenstraat 5 te Utrecht", "nothing-to-find")))
    text = "Jan Jansenstraat 5, Utrecht"
    assert pipeline.mask_text(text) == "[L], Utrecht"


def test_annotate_only_entity_is_kept_in_text_but_loses_to_masked_overlaps(project):
    pipeline = Pipeline.from_config(project(entities=OVERLAP_ENTITIES))
    result = pipeline.mask_documents([("d", "Jan Jansenstraat 5 te Utrecht en Jan Jansenstraat 5 te Utrecht")])[0]
    # both MISC spans overlap masked spans, so the masked entity (LOCATION, more characters) wins the group
    assert result.masked_text == "[L] en [L]"


def test_nothing_entity_alone_is_annotated_but_not_masked(project):
    pipeline = Pipeline.from_config(project(entities=OVERLAP_ENTITIES))
    result = pipeline.mask_documents([("d", "x Jan Jansenstraat 5 te Utrecht")])[0]
    assert result.masked_text == "x [L]"
    pipeline = Pipeline.from_config(project(entities=OVERLAP_ENTITIES.replace("Jan Jansen<", "zzz<").replace(
        "Jansenstraat 5<", "qqq<")))
    result = pipeline.mask_documents([("d", "x Jan Jansenstraat 5 te Utrecht")])[0]
    assert result.masked_text == "x Jan Jansenstraat 5 te Utrecht"
    assert [(m.span.entity, m.replacement) for m in result.spans] == [("MISC", None)]


def test_failing_document_fails_alone_without_quoting_text(project):
    pipeline = Pipeline.from_config(project())
    results = pipeline.mask_documents([("a", "Piet"), ("b", "EXPLODE Jan Jansen"), ("c", "maandag")])
    assert results[0].masked_text == "XXX" and results[2].masked_text == "DATE"
    assert isinstance(results[1], DocumentError)
    message = str(results[1])
    assert "NER_keywords raised RuntimeError at NER_keywords.py:" in message
    assert "Jansen" not in message and "EXPLODE" not in message


def test_each_plugin_configuration_initializes_once(project):
    pipeline = Pipeline.from_config(project())
    pipeline.initialize()
    plugins = dict(pipeline._ner)
    pipeline.mask_text("Piet")
    pipeline.mask_text("Jan")
    assert pipeline._ner == plugins
    assert len(plugins) == 2  # two parameter sets of NER_keywords, one instance each


PROPAGATING_NAME = """\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm name="NER_keywords"><param name="words">wife Aroha</param></algorithm>
      <propagate>true</propagate>
      <masking_class name="Mask_redact"><param name="token">[N]</param></masking_class>
    </entity>"""


def test_propagate_masks_every_mention_of_a_found_name(project):
    # whole words only; a listed first name also in lower case, as notes write it ('aroha' is also a
    # Māori word, which no English dictionary holds: masking it is the price of the lower-case names)
    text = "Seen with his wife Aroha today.\nAroha drives him in; aroha means love. Arohanui, Meredith."
    pipeline = Pipeline.from_config(project(entities=PROPAGATING_NAME))
    assert pipeline.mask_text(text) == "Seen with his [N] today.\n[N] drives him in; [N] means love. Arohanui, Meredith."
    spans = pipeline.detect([text])[0]
    assert [s.sources for s in spans] == [("NER_keywords",), ("propagated",), ("propagated",)]
    without = Pipeline.from_config(project(entities=PROPAGATING_NAME.replace("<propagate>true</propagate>", "")))
    assert "\nAroha drives" in without.mask_text(text)


def test_ages_after_names_follow_found_and_propagated_names(project):
    age = """
    <entity>
      <entity_name>AGE</entity_name>
      <algorithm name="NER_keywords"><param name="words">nothing</param></algorithm>
      <ages_after>NAME</ages_after>
      <masking_class name="Mask_redact"><param name="token">[A]</param></masking_class>
    </entity>"""
    text = "Seen with his wife Aroha.\nChildren: Aroha (41, teacher), Tane (12) at school."
    pipeline = Pipeline.from_config(project(entities=PROPAGATING_NAME + age))
    assert pipeline.mask_text(text) == "Seen with his [N].\nChildren: [N] ([A], teacher), Tane (12) at school."
    spans = pipeline.detect([text])[0]
    assert [s.sources for s in spans] == [("NER_keywords",), ("propagated",), ("age after name",)]
    without = Pipeline.from_config(project(entities=PROPAGATING_NAME + age.replace("<ages_after>NAME</ages_after>", "")))
    assert "[N] (41, teacher)" in without.mask_text(text)


def test_acronyms_defined_next_to_a_found_span_are_masked_everywhere(project):
    entity = """\
    <entity>
      <entity_name>ORGANIZATION</entity_name>
      <algorithm name="NER_keywords"><param name="words">Children's Hospital of Eastern Ontario</param>\
<param name="label">ORGANIZATION</param></algorithm>
      <acronyms>true</acronyms>
      <masking_class name="Mask_redact"><param name="token">[O]</param></masking_class>
    </entity>"""
    text = "Seen at Children's Hospital of Eastern Ontario (CHEO).\nPICU x1 night at CHEO; CHEOPS trial."
    pipeline = Pipeline.from_config(project(entities=entity))
    assert pipeline.mask_text(text) == "Seen at [O] ([O]).\nPICU x1 night at [O]; CHEOPS trial."
    without = Pipeline.from_config(project(entities=entity.replace("<acronyms>true</acronyms>", "")))
    assert without.mask_text(text) == "Seen at [O] (CHEO).\nPICU x1 night at CHEO; CHEOPS trial."
