from mask_framework.masking.mentions import MentionNumbering


def test_same_person_same_number():
    numbering = MentionNumbering("nl")
    people = []
    mentions = ["Jan Jansen", "J. Jansen", "Piet de Vries", "Jansen", "Jan", "P. de Vries", "Kees", "Jansen, J.", "A. Jansen"]
    assert [numbering.number(people, m, True) for m in mentions] == [1, 1, 2, 1, 1, 2, 3, 1, 4]


def test_other_values_by_normalized_text():
    numbering = MentionNumbering("en")
    people = []
    assert [numbering.number(people, v, False) for v in ["Utrecht", "UTRECHT", "Zwolle"]] == [1, 1, 2]
