"""Plain-text tables: ages under an age column's header, month rows heading lab columns."""
from __future__ import annotations

import pytest

from mask_framework.patterns import PatternRecognizer

EN = PatternRecognizer("en")
NL = PatternRecognizer("nl")

CONTACTS = (
    "Contacts\n"
    "Name                    Age   Relation        Symptoms\n"
    "Fatima Adams            41    wife            cough 2/52\n"
    "Koos Fortuin            ?50   lodger          nil\n"
)


def found(recognizer, text, entity):
    return [text[start:end] for label, start, end in recognizer.find(text) if label == entity]


def test_numbers_under_an_age_header_are_ages():
    assert found(EN, CONTACTS, "AGE") == ["41", "50"]


def test_right_aligned_ages_and_dutch_headers():
    text = "Naam          Lft.   Relatie\nJan              8   zoon\nAnna            41   moeder\n"
    assert found(NL, text, "AGE") == ["8", "41"]


@pytest.mark.parametrize("text, ages", [
    # numbers in other columns of the same table
    ("Name        Age   Score   Notes\nAnn         44    12      ok\n", ["44"]),
    # the table ended at a blank line before the numbers
    ("Name        Age   Relation\nAnn         44    wife\n\nHb          120   130-170\n", ["44"]),
    # a newborn's age in hours: a unit other than years after the header
    ("  datum/uur        lft (u)   TSB mg/dl   bron\n  30/09 08u        ~44      9,8         kraam\n", []),
    # 'Age' in prose, not a table's header
    ("Age  and weight  were recorded\nweight  80  kg\n", []),
    # not a plausible age
    ("Name        Age   Relation\nAnn         250   wife\n", []),
])
def test_numbers_elsewhere_are_not_ages(text, ages):
    assert found(NL, text, "AGE") == ages


def test_a_row_of_months_heads_dated_columns():
    text = "LABS\n                 Feb      Mar      Apr\nHb               10.2     10.8     11.1\n"
    assert found(EN, text, "DATE") == ["Feb", "Mar", "Apr"]
    dutch = "UITSLAGEN\n                apr     mei     jun 2025\nHb              7,1     7,3     7,0\n"
    assert found(NL, dutch, "DATE") == ["apr", "mei", "jun 2025"]


@pytest.mark.parametrize("text", [
    "Plan: may  review  in clinic",  # 'may' the verb among other words
    "Mar  2x daily",
])
def test_months_outside_a_row_of_months_are_left_alone(text):
    assert found(EN, text, "DATE") == []


def test_numbers_between_months_make_no_row_of_months():
    # 'Feb' has a number after it (a value, not a column head); the last 'Mar' is a month alone
    assert found(EN, "Feb      10.2     Mar", "DATE") == ["Mar"]


JOB_CONTACTS = (
    " Name                 Age  Role                 Exposure           IGRA\n"
    " Gurpreet Kaur        52   packer               canteen            POS\n"
    " Tomasz Kowalczyk     47   line supervisor      canteen/office     NEG\n"
    " Jamal Hussein        24   -                    smoking shelter    DNA\n"
)


def jobs(recognizer, text):
    return [text[s:e] for entity, s, e in recognizer.find(text) if entity == "PROFESSION"]


def test_cells_of_a_job_column_are_professions():
    assert jobs(EN, JOB_CONTACTS) == ["packer", "line supervisor"]  # '-' is no job
    beroepen = "Naam            Beroep          Uitslag\nEls Peeters     kapster         neg\nJan Smit        n.v.t.          pos\n"
    assert jobs(NL, beroepen) == ["kapster"]


def test_a_role_column_without_ages_is_an_attendance_list():
    # the posts of the clinicians present are no professions, and nor is any column after a blank line
    attendance = "Name              Role                  Unit\nDr A Smith        Consultant Neurologist  7B\n"
    assert jobs(EN, attendance) == []
    assert jobs(EN, JOB_CONTACTS.replace(" Tomasz", "\n Tomasz")) == ["packer"]


BAR_TABLE = (
    "| nr | naam | lft | relatie/blootstelling | cat | laatste blootst. |\n"
    "|----|------|-----|------------------------|-----|------------------|\n"
    "| 1 | Ngozi Eze | 41 | echtgenote, verzorgde hem thuis | 1 | 19/03 |\n"
    "| 2 | Daniel Eze | 8 | zoon, zelfde huishouden | 2 | 19/03 |\n"
)


def test_numbers_in_the_age_column_of_a_bar_table_are_ages():
    # the row numbers and the category under 'nr' and 'cat' are no ages
    assert found(NL, BAR_TABLE, "AGE") == ["41", "8"]


GRID_TABLE = (
    "+-----+---------------------+-----+--------+\n"
    "| Rm  | Resident            | Age | Braden |\n"
    "+=====+=====================+=====+========+\n"
    "| 12  | PAPADOPOULOS, Eleni | 91  | 12     |\n"
    "+-----+---------------------+-----+--------+\n"
    "| 17B | McKINNON, Douglas   | 84  | 14     |\n"
)


def test_a_grid_tables_borders_do_not_end_it():
    # '+====+' under the header and '+----+' between rows belong to the table; room and score are no ages
    assert found(EN, GRID_TABLE, "AGE") == ["91", "84"]


OPEN_BAR_TABLE = (
    "No | Name               | Rel      | Age  | Symptom screen\n"
    "1  | Nomvula Ntshona    | sister   | 41   | cough 3 wks\n"
    "2  | Nozipho Ntshona    | mother   | 64   | nil\n"
)
RULED_OPEN_BAR_TABLE = (
    " nr | bewoner (init.) | lft | afd.      | klachten sinds\n"
    " ---+-----------------+-----+-----------+---------------\n"
    "  1 | GHOL            | 91  | Lisdodde  | begin mrt\n"
    "  2 | JWtB            | 87  | Lisdodde  | 28-03\n"
)


def test_an_age_and_sex_column():
    table = ("| No | Initials | Age/Sx | Unit/room    | Onset  |\n"
             "|----|----------|--------|--------------|--------|\n"
             "| 1  | EP       | 88 F   | Charnwood 12 | ~01/03 |\n"
             "| S2 | BA       | 41 F   | SN, Charnw.  | 02/04  |\n")
    assert found(EN, table, "AGE") == ["88", "41"]


def test_bar_tables_without_bars_at_the_ends_and_their_plus_rules():
    assert found(EN, OPEN_BAR_TABLE, "AGE") == ["41", "64"]
    assert found(NL, RULED_OPEN_BAR_TABLE, "AGE") == ["91", "87"]


def test_an_age_after_a_birth_date():
    theatre_list = ("No Time  Hosp No   Patient (SURNAME, First)     DOB / Age      Procedure\n"
                    "---------------------------------------------------------------------\n"
                    "1  08:00 C2281904  PRITCHARD, Rhodri          14/02/1961 63  Lap chole\n"
                    "2  08:45 C1746688  jones, gareth wyn          30/11/1970 53  Umbilical hernia repair\n")
    assert found(EN, theatre_list, "AGE") == ["63", "53"]
    assert found(EN, "DOB: 14/02/1961 63   M\n", "AGE") == ["63"]  # labelled on its line
    # a value after a date that is no birth date, or a sum that dates no note
    assert found(EN, "Date        Hb\n12/03/2019 7   stable\n", "AGE") == []
    assert found(EN, "DOB / Age\n12/03/2024 40  \n", "AGE") == []


def test_ages_with_their_unit_in_a_bar_tables_age_column():
    table = (" nr | kind  | lft    | groep      | start\n"
             " ---+-------+--------+------------+------\n"
             "  1 | L.D.  | 14 mnd | Kuikentjes | 30/04\n"
             "  3 | Z.K.  | 2 j    | Egeltjes   | 02/05\n")
    assert found(NL, table, "AGE") == ["14", "2"]
    assert found(NL, table.replace("14 mnd", "66j M "), "AGE") == ["66", "2"]  # the unit and the sex
    # the same units under another header are no ages
    assert found(NL, table.replace("lft", "dur"), "AGE") == []


@pytest.mark.parametrize("text", [
    # a bar table without an age header; an age header in another block of rows
    "| drug | dose | freq |\n| paracetamol | 500 | 4 |\n",
    "| Age | Sex |\n| 41 | F |\n\n| drug | dose |\n| ibuprofen | 400 |\n",
    # a bar in running text is no table
    "score 7 | 10 and then | 41 | left",
])
def test_numbers_in_bar_tables_outside_an_age_column_are_not_ages(text):
    ages = found(EN, text, "AGE")
    assert ages == (["41"] if text.startswith("| Age") else [])


@pytest.mark.parametrize("text, number", [
    ("Dossier\tPatiënt\tOpname\n24-0718834\tPEETERS Roger\t12/08/2024\tE412\n", "24-0718834"),
    ('Steunkousen aandoen.\n\n187264  Stevens Jozef "Jef"         21/02/1944 Kiewit\n', "187264"),
])
def test_a_record_number_opening_a_row_before_a_name_is_an_id(text, number):
    assert number in found(NL, text, "ID")


@pytest.mark.parametrize("text", [
    "12  Jansen, Piet  (a row's count is short)\n",
    "240718  mg/dl stays\n",  # no capital after the gap
    "Patiënt 187264  Stevens\n",  # not opening its row
])
def test_other_numbers_before_a_gap_are_no_record_numbers(text):
    assert not [name for *_, name in NL.find_all(text) if name == "record_number_opening_a_row"]
