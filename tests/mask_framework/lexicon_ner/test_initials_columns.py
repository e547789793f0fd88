"""Initials in a bar table's initials column (lexicon_ner/initials_columns.py)."""
from mask_framework.lexicon_ner.initials_columns import initials_in_initials_columns


def surfaces(text):
    return [text[start:end] for _, start, end in initials_in_initials_columns(text)]


def test_the_cells_under_an_initials_header_are_names_even_when_they_spell_a_word():
    text = ("STAFF\n"
            "No | Initials | Role | Floor | Onset | Comment\n"
            "S1 | OK | Senior carer | Gr | 11/02 | Also works shifts at Balfour Court\n"
            "S2 | BC | Care assistant | 1st | 12/02 | GP aware\n")
    found = initials_in_initials_columns(text)
    assert [text[start:end] for _, start, end in found] == ["OK", "BC"]
    assert all(entity == "NAME" for entity, _, _ in found)
    # 'GP' in the comment column and 'Gr' under 'Floor' are not in the initials column
    assert text.index("OK") == found[0][1]


def test_a_rule_row_under_the_header_and_a_sign_off_column_in_dutch():
    text = ("| Datum | Dosis | Ingenomen | Paraaf | Opm. |\n"
            "|-------|-------|-----------|--------|------|\n"
            "| 03-02 | 5 mg  | ja        | JA     |      |\n"
            "| 04-02 | 5 mg  | ja        | mvdb   | pijn |\n")
    assert surfaces(text) == ["JA", "mvdb"]
    # the same table exported with CRLF line ends: the rule row under the header ends in '\r'
    assert surfaces(text.replace("\n", "\r\n")) == ["JA", "mvdb"]


def test_two_initials_joined_by_a_slash():
    text = "| tijd | actie | initialen |\n| 10:05 | CTG | AD/BV |\n"
    assert surfaces(text) == ["AD", "BV"]


def test_what_is_not_initials_in_the_column_or_outside_a_block():
    text = ("| No | Initials | Age |\n"
            "| 1 | unknown | 44 |\n"      # five letters or more: a word, not initials
            "| 2 | 2x | 51 |\n"           # a digit
            "\n"
            "| 3 | AB | 60 |\n")          # after a blank line a new block starts, and its first row is its header
    assert surfaces(text) == []


def test_no_table_and_an_empty_note():
    assert initials_in_initials_columns("") == []
    assert initials_in_initials_columns("Initials: JK\nSeen by JK.") == []


def test_offsets_count_code_points_after_crlf_and_emoji():
    text = "Note 🙂\r\n| Naam | Initials |\r\n| Zoë | ÖK |\r\n"
    (entity, start, end), = initials_in_initials_columns(text)
    assert text[start:end] == "ÖK"


def test_a_signed_by_column_holds_initials_written_as_initials():
    text = ("Date      | Received from / supplied to | Rx no  | In | Out | Bal | Pharm\n"
            "13/01/25  | Inv. SIG-2210458, Sigma     | -      | 28 | -   | 42  | AC/JL\n"
            "14/01/25  | Nguyen V T, as above        | 664392 | -  | 14  | 28  | AC\n"
            "21/01/25  | Nguyen V T, as above        | 664392 | -  | 14  | 22  | RvdH\n")
    assert surfaces(text) == ["AC", "JL", "AC", "RvdH"]


def test_a_signed_by_column_also_holds_roles_and_words_that_are_no_initials():
    text = ("| Tijd  | Actie            | door |\n"
            "| 08:10 | medicatie        | HA   |\n"   # the GP
            "| 09:00 | wondzorg         | VPK  |\n"   # a role
            "| 10:00 | mobilisatie      | Nil  |\n"   # a word, not written as initials
            "| 11:00 | bezoek           | RN/PT |\n"  # two roles
            "| 12:00 | maaltijd         | LVA  |\n")
    assert surfaces(text) == ["LVA"]


def test_a_who_column_is_no_signed_by_column():
    # 'Who' lists the professions the patient saw as often as their initials
    assert surfaces("| Date | Who | Note |\n| 02/03 | OT | home visit |\n| 03/03 | KD | review |\n") == []
