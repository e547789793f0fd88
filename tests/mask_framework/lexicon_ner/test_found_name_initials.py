"""The initials of the people a note names (lexicon_ner/found_name_initials.py)."""
from mask_framework.lexicon_ner.found_name_initials import initials_of_found_names


def initials(en, text, *names):
    spans = [(text.index(name), text.index(name) + len(name)) for name in names]
    return [text[start:end] for _, start, end in initials_of_found_names(text, spans, en.res)]


def test_a_found_names_initials_where_they_stand_alone(en):
    text = "Seen with Dr Amina Shariff.\nPlan agreed. - AS\nAS/PR to review"
    assert initials(en, text, "Amina Shariff") == ["AS", "AS"]


def test_initials_that_spell_an_abbreviation_count_only_where_a_writer_signs(en):
    # 'PR' is per rectum in a dose, Priya Ramcharan's initials after a closing dash and in a cell of initials
    text = "Priya Ramcharan (physio)\nparacetamol 1 g PR\nMobilised well - PR\n| 10:05 | call | GJH/PR |\n"
    found = initials(en, text, "Priya Ramcharan")
    assert found == ["PR", "PR"]
    assert text.index("- PR") + 2 in [start for _, start, _ in
                                       initials_of_found_names(text, [(0, 15)], en.res)]


def test_in_brackets_right_after_the_name_even_a_units_letters(en):
    text = "Mathew Lewis-Jones (ML) reviewed; 5 ML given"
    assert initials(en, text, "Mathew Lewis-Jones") == ["ML"]


def test_no_names_and_an_empty_text(en):
    assert initials_of_found_names("", [], en.res) == []
    assert initials(en, "Plan: GP to review. OK.") == []


def test_offsets_after_crlf_and_emoji(en):
    text = "🙂 Kate A. Murphy\r\nchecked - KAM\r\n"
    (_, start, end), = initials_of_found_names(text, [(2, 16)], en.res)
    assert text[start:end] == "KAM"
