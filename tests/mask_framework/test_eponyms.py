"""Clinical eponyms that a model reads as a person, place or body, on the shipped eponym list."""
import pytest

from mask_framework.eponyms import bare_eponym, clinical_eponyms, graded_eponym_with_its_grade, named_after


def test_a_clinical_eponym_alone_is_no_person_nor_place():
    text = "geen Babinski; Forrest IIa ulcus; dr. Hartmann belt; Hartmann's pouch; Mallampati 2; Jan Hartmann"

    def bare(word, occurrence=0):
        start = -1
        for _ in range(occurrence + 1):
            start = text.index(word, start + 1)
        return bare_eponym(text, start, start + len(word), clinical_eponyms())

    assert [bare("Babinski"), bare("Forrest IIa"), bare("Mallampati"), bare("Hartmann", 1)] == [True] * 4
    # after a title it is a person; with a first name the span is no eponym alone
    assert [bare("Hartmann", 0), bare("Jan Hartmann")] == [False, False]


@pytest.mark.parametrize("text, surface, eponym", [
    ("open tibial fracture, Gustilo-Anderson IIIA (farm)", "Gustilo-Anderson IIIA", True),  # a capital grade letter
    ("supracondylar # humerus, Gartland III, posteromedial", "Gartland III", True),  # named only with its grade
    ("Skin Fitzpatrick II. Photos brought.", "Fitzpatrick", True),                  # the grade after the span
    ("Hidradenitis - Hurley III R axilla", "Hurley", True),
    ("Called Fitzpatrick 3 times today", "Fitzpatrick", False),                     # a count, not a grade
    ("Fitzpatrick rang the ward.", "Fitzpatrick", False),                           # alone it is a person
    ("Seen by Dr Gartland III", "Gartland III", False),                             # after a title too
    ("- Fitzpatrick skin type II\n- Nil regular meds", "Fitzpatrick", True),        # a skin type's words between
    ("Fontaine IIb / Rutherford 3\n2. Type 2 DM", "Rutherford", True),             # claudication's classes
    ("Oropharynx: tonsillen graad 3 (Brodsky), cryptes", "Brodsky", True),         # the grade before, in brackets
    ("Na overleg (Brodsky), belt terug", "Brodsky", False),                         # a bracket without a grade
])
def test_a_graded_eponym_is_a_surname_with_its_grade(text, surface, eponym):
    start = text.index(surface)
    assert bare_eponym(text, start, start + len(surface), clinical_eponyms()) is eponym


@pytest.mark.parametrize("text, eponym", [
    ("Bowels: BO every 2-3 days, Bristol 2, straining", True),      # the grade after it
    ("Oropharynx: tonsillen graad 3 (Brodsky), cryptes", True),    # the grade before, in brackets
    ("Na overleg met mw. (Brodsky), belt terug", False),           # a bracket without a grade
    ("Moved to Bristol 2 years ago", False),                       # a count, not a grade
    ("seen by Dr Brodsky 2 weeks ago", False),                     # after a title: a person
])
def test_one_word_graded_eponym_with_its_grade_for_propagation(text, eponym):
    # propagate.py spreads no found name to such a mention ('Brodsky' of a letter's sender to the tonsils' grade)

    word = "Bristol" if "Bristol" in text else "Brodsky"
    start = text.index(word)
    assert graded_eponym_with_its_grade(text, start, start + len(word)) is eponym


@pytest.mark.parametrize("text, surface, eponym", [
    ("Guillain-Barré syndroom sinds maart", "Guillain-Barré", True),   # the cue after it
    ("verdenking ziekte van Kahler", "Kahler", True),                  # the disease's words before it
    ("Miller Fisher variant, IVIG gestart", "Miller Fisher", True),
    ("dr. Parkinson belt terug", "Parkinson", False),                  # after a title: a person
    ("zoon Jan Visser test zijn bloedsuiker", "Jan Visser", False),    # 'test' is a verb too
])
def test_a_name_before_a_disease_or_sign_word_is_an_eponym(text, surface, eponym):
    start = text.index(surface)
    assert named_after(text, start, start + len(surface)) is eponym
