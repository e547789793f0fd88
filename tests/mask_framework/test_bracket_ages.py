"""Ages in brackets after a found name (bracket_ages.py), on hand-made spans."""
import pytest

from mask_framework.bracket_ages import SOURCE, bracket_ages
from mask_framework.spans import Span


def names_in(text: str, *names: str) -> list[Span]:
    spans = []
    for name in names:
        start = text.index(name)
        spans.append(Span(start, start + len(name), "NAME", ("NER_CRF",)))
    return sorted(spans, key=lambda s: s.start)


def ages(text: str, spans: list[Span]) -> list[str]:
    return [text[s.start:s.end] for s in bracket_ages(text, spans, "NAME", "AGE") if s.entity == "AGE"]


@pytest.mark.parametrize("text, name, age", [
    ("Older brother\nAyaan (13) well, not CF.", "Ayaan", "13"),
    ("Whānau: Mele (61, works as a caregiver)", "Mele", "61"),
    ("dialysis partner Tunde (41yrs, son)", "Tunde", "41"),
    ("zus Giulia (20 j) woont in Gent", "Giulia", "20"),
    ("mw. G. de Boer-Post (91)", "G. de Boer-Post", "91"),
    ("Jayden(1) slaapt slecht", "Jayden", "1"),
    ("baby Noor (7 maanden) slaapt", "Noor", "7"),  # a baby's age in months
])
def test_a_number_opening_a_bracket_after_a_name_is_an_age(text, name, age):
    spans = bracket_ages(text, names_in(text, name), "NAME", "AGE")
    found = [s for s in spans if s.entity == "AGE"]
    assert [text[s.start:s.end] for s in found] == [age]
    assert found[0].sources == (SOURCE,)
    assert [s.start for s in spans] == sorted(s.start for s in spans)


@pytest.mark.parametrize("text, names, expected", [
    ("Mood: misses kids (Mason 6, Ivy 3), arguments", ("Mason", "Ivy"), ["6", "3"]),
    ("3 children (Cathal 21 at UCD, twins 16 at school)", ("Cathal",), ["21"]),
    ("Sister Simran 16 at Louise Arbour", ("Simran",), ["16"]),
    ("- Siblings: Iosefa 6y (1 MMR only), Lupe (unimmunised)", ("Iosefa",), ["6"]),  # a unit glued, then a bracket
    ("woont met 2 jongere broers (Patrick 15, Joël 11)", ("Patrick", "Joël"), ["15", "11"]),
    ("Children: Maria (58,\nlives nearby)", ("Maria",), ["58"]),  # the bracket goes on on the next line
    ("son Ayaan 15 (Soar Valley College) and daughter Bianca 6. All well", ("Bianca",), ["6"]),  # a full stop
])
def test_ages_after_names_in_a_list_of_relatives(text, names, expected):
    assert ages(text, names_in(text, *names)) == expected


@pytest.mark.parametrize("text, name", [
    ("deeply icteric (Kramer 5). Wt 2.6kg", "Kramer"),  # an eponymous scale: no relative on the line
    ("Bowels: Bristol 4, some straining", "Bristol"),
    ("son in room. Seen by Dr Patel 3 times", "Patel"),  # a count, not closed by a comma or bracket
    ("son Tom (room 4), daughter Ann 2.5 kg", "Ann"),  # a decimal
    ("sister Ann 6 (see letter)", "Ann"),  # a bare number before a bracket: a count or a reference
])
def test_numbers_after_names_outside_family_lists_are_no_ages(text, name):
    assert ages(text, names_in(text, name)) == []


@pytest.mark.parametrize("text, name, age", [
    ("is a teacher at Bankside Primary School and Kwabena is 38 and works as a bus driver", "Kwabena", "38"),
    ("Jongste Willemijn is 11 maanden. Moeder is 24", "Willemijn", "11"),  # a baby's age in months
    ("Whānau: Mele, 61, carer", "Mele", "61"),
    ("Broer Daan was 4 toen hij", "Daan", "4"),
    # after a nickname in brackets, after 'now' or 'then', with a unit of years
    ('Married 34 years to Margaret Dempsey ("Peggy"), 61, a retired librarian', "Margaret Dempsey", "61"),
    ("Thank you for referring Lachlan, now 13, whom I reviewed", "Lachlan", "13"),
    ("her older sister Linh (now 29) in 2019", "Linh", "29"),
    ("Mother: Leanne McAllister, 24y, CHI 2307990585", "Leanne McAllister", "24"),
    # after a relation or a maiden name in brackets
    ("  2. Mrs Mere Tuhiwai (aunt), 74, Geraldton", "Mrs Mere Tuhiwai", "74"),
    ("Mother   Siobhan (nee Murphy), 59, hypothyroid - alive", "Siobhan", "59"),
    ("Tante Riet (geb. Peters), 81, woont in Zevenaar", "Riet", "81"),
])
def test_an_age_stated_after_a_name(text, name, age):
    assert ages(text, names_in(text, name)) == [age]


@pytest.mark.parametrize("text, name", [
    ("Drinklijst, 1,5 l/dag", "Drinklijst"),  # a decimal comma
    ("Mason is 5 days post-op", "Mason"),  # a duration
    ("Smith, 12 Main Street", "Smith"),  # a house number
    ("Seen by Dr Ahmed (Cardiology), 12 patients today", "Ahmed"),  # a bracket that is no relation
    ("Mason, now 5 days post-op", "Mason"),  # a duration after 'now'
])
def test_numbers_stated_after_names_that_are_no_ages(text, name):
    assert ages(text, names_in(text, name)) == []


@pytest.mark.parametrize("text, name", [
    ("counsellor Fatma Abdalla (6/3, 20/3, 3/4)", "Fatma Abdalla"),  # dates, not an age
    ("Kim (141) and more", "Kim"),  # too old to be an age
    ("Dr Okafor (2.5 mg) advised", "Okafor"),  # a dose
    ("Ayaan  (13) two spaces", "Ayaan"),  # not right after the name
    ("Ayaan (13 cm) head circumference", "Ayaan"),  # a measure
    ("Ayaan (1234)", "Ayaan"),  # four digits
    ("Ayaan\n(13)", "Ayaan"),  # another line
])
def test_other_numbers_after_names_are_left_alone(text, name):
    assert ages(text, names_in(text, name)) == []


@pytest.mark.parametrize("text, name, age", [
    (" A1     | GOODERHAM, Walter 89          | CAP R base", "GOODERHAM, Walter", "89"),
    (" A3     | BRUNDALL, Eileen M 94         | NOF # L", "BRUNDALL, Eileen", "94"),  # a sex letter between
    (" B6     | O'LEARY, Bridget (Biddy) 77   | Parkinson's", "O'LEARY, Bridget", "77"),  # a nickname between
    (' P1 | Tomasz WIŚNIEWSKI ("Tom"), 31| regular', "Tomasz WIŚNIEWSKI", "31"),
    (" 1  | Jamila Ferreira-Bakker, 36   | echtgenote", "Jamila Ferreira-Bakker", "36"),
])
def test_an_age_closing_a_table_cell_after_a_whole_name(text, name, age):
    assert ages(text, names_in(text, name)) == [age]


@pytest.mark.parametrize("text, name", [
    ("| 5  | IK  | 93 F   | Charnwood 3  | 01/04 |", "Charnwood"),  # one word: a unit or a scale's eponym
    ("| Rockwood CFS 3 | Caprini 7 |", "Rockwood CFS"),  # a word and an acronym: a scale
    ("| Jan Smit 12 en verder", "Jan Smit"),  # no cell closes after the number
])
def test_numbers_closing_a_cell_after_other_names_are_left_alone(text, name):
    assert ages(text, names_in(text, name)) == []


def test_only_spans_of_the_named_entity_count_and_covered_numbers_stay_as_they_are():
    text = "Ward Kauri (12) and son Ben (12)"
    place = Span(text.index("Kauri"), text.index("Kauri") + 5, "LOCATION")
    assert ages(text, [place]) == []
    ben = names_in(text, "Ben")[0]
    already = Span(text.rindex("12"), text.rindex("12") + 2, "AGE", ("NER_patterns",))
    spans = bracket_ages(text, [place, ben, already], "NAME", "AGE")
    assert spans == [place, ben, already] and spans[2].sources == ("NER_patterns",)


def test_empty_text_and_no_spans():
    assert bracket_ages("", [], "NAME", "AGE") == []
    assert bracket_ages("Ayaan (13)", [], "NAME", "AGE") == []
