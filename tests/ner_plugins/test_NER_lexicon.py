"""NER_lexicon as a plugin: parameters, user lexicons, entity subsets, offsets."""
import pytest

from ner_plugins.NER_lexicon import NER_lexicon


@pytest.fixture(scope="module")
def dutch():
    plugin = NER_lexicon(language="nl", config_dir=".")
    plugin.initialize()
    return plugin


def surfaces(plugin, text):
    return [(entity, text[start:end]) for entity, start, end in plugin.perform_NER(text)]


@pytest.mark.parametrize("params, message", [
    ({"language": "de"}, "'language'"),
    ({"language": "nl", "entities": "NAME,PERSON"}, "unknown PERSON"),
    ({"language": "nl", "lists": "NAME"}, "expected ENTITY:path"),
    ({"language": "nl", "lists": "DATE:x.txt"}, "unknown entity 'DATE'"),
    ({"language": "nl", "lists": "NAME:does-not-exist.txt"}, "no file at"),
    ({"language": "nl", "guess_unknown": "maybe"}, "'guess_unknown'"),
])
def test_bad_parameters_name_the_parameter(params, message, tmp_path):
    with pytest.raises(ValueError, match=message):
        NER_lexicon(config_dir=str(tmp_path), **params)


def test_nothing_loads_in_the_constructor():
    plugin = NER_lexicon(language="nl")
    assert plugin.recognizer is None


def test_perform_ner_initializes_on_first_use():
    plugin = NER_lexicon(language="en", entities="NAME")
    assert surfaces(plugin, "Seen by Dr. Smith.") == [("NAME", "Dr. Smith")]


def test_user_lists_are_relative_to_the_configuration_folder(tmp_path):
    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "clinics.txt").write_text("# our own care homes\nHuize Zonnewende\n", encoding="utf-8")
    (tmp_path / "lists" / "names.txt").write_text("Qwertyuiop\n", encoding="utf-8")
    plugin = NER_lexicon(language="nl", config_dir=str(tmp_path), guess_unknown="false",
                         lists="ORGANIZATION:lists/clinics.txt, NAME:lists/names.txt")
    text = "Overgeplaatst naar Huize Zonnewende. Qwertyuiop belt."
    assert surfaces(plugin, text) == [("ORGANIZATION", "Huize Zonnewende"), ("NAME", "Qwertyuiop")]
    assert surfaces(NER_lexicon(language="nl", guess_unknown="false"), text) == []


def test_entities_limit_what_is_reported():
    plugin = NER_lexicon(language="nl", entities="LOCATION")
    text = "Dr. Jansen zag haar in Utrecht."
    assert surfaces(plugin, text) == [("LOCATION", "Utrecht")]


def test_labels_are_canonical(dutch):
    text = ("Dhr. J. de Vries, werkzaam als timmerman, woont aan de Kerkstraat 3 in Zeist "
            "en is bekend in het Diakonessenhuis.")
    assert surfaces(dutch, text) == [
        ("NAME", "Dhr. J. de Vries"), ("PROFESSION", "timmerman"), ("LOCATION", "Kerkstraat 3"),
        ("LOCATION", "Zeist"), ("ORGANIZATION", "Diakonessenhuis")]


def test_offsets_with_crlf_emoji_combining_accent_and_empty_text(dutch):
    text = "Nota 👍\r\nmevr. Rene\u0301e Bakker\r\n"
    spans = dutch.perform_NER(text)
    assert spans == [("NAME", 8, 27)]
    assert text[8:27] == "mevr. Rene\u0301e Bakker"
    assert dutch.perform_NER("") == []


def test_multi_word_names_from_a_user_list(tmp_path):
    (tmp_path / "staff.txt").write_text("Zwaluw Ter Horst\n", encoding="utf-8")
    plugin = NER_lexicon(language="nl", config_dir=str(tmp_path), lists="NAME:staff.txt", entities="NAME")
    assert surfaces(plugin, "Besproken met Zwaluw Ter Horst.") == [("NAME", "Zwaluw Ter Horst")]
