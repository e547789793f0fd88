"""Capitals right before a found place name a body at that place (``acronym_places.py``)."""
import pytest

from mask_framework.lexicon_ner.acronym_places import bodies_at_places


def organisations(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "ORGANIZATION"]


def test_the_capitals_join_the_place_they_stand_before():
    text = "nachtzorg via VPTZ Rotterdam, 2 nachten"
    start = text.index("Rotterdam")
    assert bodies_at_places(text, [(start, start + 9)], lambda letters: False) == [
        ("ORGANIZATION", text.index("VPTZ"), start + 9)]


@pytest.mark.parametrize("text", [
    "via VPTZ  Rotterdam",  # two spaces: a gap between fields, not one name
    "via VPTZ\nRotterdam",  # another line
    "via vptz Rotterdam",  # not capitals
    "via A-VPTZ Rotterdam",  # the capitals end a longer word
    "via ABCDEF Rotterdam",  # six capitals
    "Raadtsingel 144, 3311 JG Rotterdam",  # a Dutch postcode's letters
])
def test_only_capitals_one_space_before_the_place_count(text):
    start = text.index("Rotterdam")
    assert bodies_at_places(text, [(start, start + 9)], lambda letters: False) == []


def test_excluded_capitals_are_left_alone():
    text = "opname SEH Gent"
    start = text.index("Gent")
    assert bodies_at_places(text, [(start, start + 4)], lambda letters: letters == "seh") == []


@pytest.mark.parametrize("text, expected", [
    ("Politie (PZ Gent) ter plaatse, inspecteur belt terug", "PZ Gent"),
    ("Was op 2 januari bij de post CHP Nijmegen tijdens feestdagen", "CHP Nijmegen"),
    ("Onderzoek via CLB Aalst gevraagd.", "CLB Aalst"),
])
def test_a_dutch_body_and_its_town(nl, text, expected):
    assert expected in organisations(nl, text)


@pytest.mark.parametrize("text", [
    "Overleg met MR Gent over de zaak.",  # a title ('mr.', a lawyer)
    "Opgenomen via SEH Gent na de val.",  # a clinical abbreviation: the emergency department
    "Binnen: ma 03/02/2025 04u12 - MUG Gent (MUG-fiche GEN25-01477)",  # a kind of team, not a body
])
def test_a_title_or_a_clinical_abbreviation_before_a_town_is_no_body(nl, text):
    assert not any(name.startswith(("MR", "SEH", "MUG")) for name in organisations(nl, text))


def test_english_notes_keep_a_role_before_a_name_that_is_also_a_town(en):
    # 'Kemi' is a town in GeoNames; 'HA' is a health adviser, no body
    text = "11/03/2025 12:05  HA Kemi Adeyemi-Clarke\nPN discussion."
    assert not any(name.startswith("HA") for name in organisations(en, text))
