"""The NER_patterns plugin: parameters, canonical labels, and exact code-point offsets."""
from __future__ import annotations

import pytest

from ner_plugins.NER_patterns import CANONICAL_ENTITIES, NER_patterns


def tagged(plugin, text):
    return [(entity, text[start:end]) for entity, start, end in plugin.perform_NER(text)]


@pytest.fixture(scope="module")
def dutch():
    plugin = NER_patterns(language="nl")
    plugin.initialize()
    return plugin


@pytest.fixture(scope="module")
def english():
    plugin = NER_patterns(language="en")
    plugin.initialize()
    return plugin


NOTE_NL = ("Dhr. P. de Vries, 67 jaar, BSN 123456782, tel. 06-12345678, woont Kerkstraat 12, 3584 CX Utrecht.\n"
           "Opname 3 okt. 2004, ontslag 11-juni-2015. Mail p.devries@gmail.com. Metformine 500 mg 2dd.")


def test_dutch_note_finds_every_structured_item(dutch):
    assert tagged(dutch, NOTE_NL) == [
        ("AGE", "67"), ("ID", "123456782"), ("PHONE", "06-12345678"), ("LOCATION", "Kerkstraat 12"),
        ("LOCATION", "3584 CX"), ("DATE", "3 okt. 2004"), ("DATE", "11-juni-2015"), ("EMAIL", "p.devries@gmail.com"),
    ]


def test_english_note(english):
    text = "A 58-year-old man seen on March 3rd, 2020. Call (555) 123-4567 or visit www.example.org. MRN 1234567."
    assert tagged(english, text) == [("AGE", "58"), ("DATE", "March 3rd, 2020"), ("PHONE", "(555) 123-4567"),
                                     ("URL", "www.example.org"), ("ID", "1234567")]


def test_labels_are_canonical(dutch):
    assert {entity for entity, _, _ in dutch.perform_NER(NOTE_NL)} <= set(CANONICAL_ENTITIES)


@pytest.mark.parametrize("prefix", ["", "\r\n\r\n", "😀😀 ", "e\u0301e\u0301n ", "ＡＢＣ "])
def test_offsets_are_code_points(dutch, prefix):
    text = prefix + "geboren 14/02/2011, tel 06-12345678"
    found = dutch.perform_NER(text)
    assert [(entity, text[start:end]) for entity, start, end in found] == [("DATE", "14/02/2011"),
                                                                          ("PHONE", "06-12345678")]
    assert found[0][1] == len(prefix) + len("geboren ")


def test_crlf_note_keeps_offsets(dutch):
    text = NOTE_NL.replace("\n", "\r\n")
    assert tagged(dutch, text) == tagged(dutch, NOTE_NL)


def test_empty_text(dutch):
    assert dutch.perform_NER("") == []


def test_entities_parameter_limits_output():
    plugin = NER_patterns(language="nl", entities="DATE, PHONE")
    plugin.initialize()
    assert {entity for entity, _ in tagged(plugin, NOTE_NL)} == {"DATE", "PHONE"}


def test_exclude_and_families_parameters():
    plugin = NER_patterns(language="nl", families="dates", exclude="date_written_nl")
    plugin.initialize()
    # without the day-month-year rule only the month-year rule still sees part of '3 okt. 2004'
    assert tagged(plugin, NOTE_NL) == [("DATE", "okt. 2004")]


def test_batch_matches_single(dutch):
    assert dutch.perform_NER_batch([NOTE_NL, ""]) == [dutch.perform_NER(NOTE_NL), []]


@pytest.mark.parametrize("params, word", [
    ({"language": "fr"}, "language"),
    ({"language": "nl", "entities": "DATE,PERSON"}, "entities"),
    ({"language": "nl", "families": "dates,bogus"}, "families"),
    ({"language": "nl", "exclude": "bogus"}, "exclude"),
])
def test_bad_parameters_raise_value_error_naming_them(params, word):
    with pytest.raises(ValueError, match=word):
        NER_patterns(**params)


def test_construction_compiles_nothing():
    plugin = NER_patterns(language="nl")
    assert plugin.recognizer is None


def test_number_running_into_the_next_number_keeps_the_valid_prefix():
    """Found by the idempotence property test: '06-12345678 67 jaar' lost the phone."""
    plugin = NER_patterns(language="nl")
    plugin.initialize()
    assert plugin.perform_NER(" tel. 06-12345678 67 jaar") == [("PHONE", 6, 17), ("AGE", 18, 20)]
