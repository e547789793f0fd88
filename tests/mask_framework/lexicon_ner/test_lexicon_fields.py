"""Form fields whose label says what the value is (mask_framework/lexicon_ner/fields.py)."""
import pytest

from mask_framework.lexicon_ner.fields import field_values


def values(text):
    return [(entity, text[start:end]) for entity, start, end in field_values(text)]


@pytest.mark.parametrize("text, expected", [
    ("Occ: bank clerk\n", ("PROFESSION", "bank clerk")),
    ("Proposed role: Offshore Instrumentation Technician\n", ("PROFESSION", "Offshore Instrumentation Technician")),
    ("Occupation: civil servant; wife at home", ("PROFESSION", "civil servant")),
    ("Position applied: Aircraft Maintenance Technician (Line)\n", ("PROFESSION", "Aircraft Maintenance Technician")),
    ("Beroep: vlasbewerker, later magazijnier", ("PROFESSION", "vlasbewerker")),
    ("Zorgverzekeraar: VGZ   Polis: 131998134\n", ("ORGANIZATION", "VGZ")),
    ("Ziekenfonds: CM\n", ("ORGANIZATION", "CM")),
    ("Insurance: Star Health policy 2024 009312\n", ("ORGANIZATION", "Star Health")),
    ("MRN 123    Employer: Northwind Logistics\n", ("ORGANIZATION", "Northwind Logistics")),
    ("Ziekenfonds: Helan – aansluitingsnr. 212\n", ("ORGANIZATION", "Helan")),
    ("Addr: 27 Heol Hir, Llanishen, Cardiff CF14 5AA\n", ("LOCATION", "27 Heol Hir, Llanishen, Cardiff CF14 5AA")),
    ("Adres: Kerkstraat 12, 9000 Gent   Tel: 09 123 45 67\n", ("LOCATION", "Kerkstraat 12, 9000 Gent")),
    ("Adres: Ritalaan 76 A, 8450 Westrozebeke. Wond droog\n", ("LOCATION", "Ritalaan 76 A, 8450 Westrozebeke")),
    ("Adres: Bolivialaan 61, 3564 BP Utrecht (3e etage)\n", ("LOCATION", "Bolivialaan 61, 3564 BP Utrecht")),
    ("Address: 7/3 St. Mary's Rd., Glasgow G12 8QQ\n", ("LOCATION", "7/3 St. Mary's Rd., Glasgow G12 8QQ")),
    ("Postadres: Postbus 85090, 3508 AB Utrecht | polikliniek 088 755 40 03\n",
     ("LOCATION", "Postbus 85090, 3508 AB Utrecht")),  # a bar ends the field
    ("Permanent address: 1409 N 6th St, Wausau, WI 54403\n", ("LOCATION", "1409 N 6th St, Wausau, WI 54403")),
    ("Residence: Kasaba village, Samfya District\n", ("LOCATION", "Kasaba village, Samfya District")),
    # a phone or e-mail on the address's line ends it ('Telegraafstraat' holds no phone's label)
    ("Adres: Kerkstraat 12, 9000 Gent, tel. 09 233 44 55\n", ("LOCATION", "Kerkstraat 12, 9000 Gent")),
    ("Adres: Telegraafstraat 3, 2000 Antwerpen\n", ("LOCATION", "Telegraafstraat 3, 2000 Antwerpen")),
    # the last line of a text, with no line break after it
    ("Address: 12 Oak St, Mobile, AL 36602\nAddress: 4 Elm Rd, Springfield, IL 62701",
     ("LOCATION", "4 Elm Rd, Springfield, IL 62701")),
    # a quoted shop's name closes a short job
    ('  Beroep:      eigenaar dierenspeciaalzaak "Het Vogelhuis"\n', ("PROFESSION", "eigenaar dierenspeciaalzaak")),
])
def test_labelled_values(text, expected):
    assert expected in values(text)


@pytest.mark.parametrize("text", [
    "Occupation: retired\n",
    "Position: supine for the block\n",  # a patient's position is no post
    "Werkgever: n.v.t.\n",
    "Insurance: none.",
    "Beroep: geen\n",
    "Occupation: 3 years ago\n",                       # a value starts with a letter
    "Occupation: he used to work in a factory for many years before\n",  # more than six words
    "Pre-occupation: none",                           # the label is a whole word at a field start
    "Address: NFA\n",
    "Position: left lateral\n",                       # not a job field
    "Email address: x@y.example\n",                   # not an address field
    'Functie: matroos-motorist aan boord van sleephopperzuiger "Reynaert"\n',  # a quote after a description
    "", "Occupation:",
])
def test_fields_without_a_value_to_hide(text):
    assert values(text) == []


def test_offsets_with_crlf_and_accents():
    text = "Naam: X\r\nBeroep: coupeuse\u0301\r\n"
    [(entity, start, end)] = field_values(text)
    assert (entity, text[start:end]) == ("PROFESSION", "coupeuse\u0301")


def test_a_second_job_after_a_slash():
    assert values("Occupation: snake handler / reptile remover\nSeen today") == [
        ("PROFESSION", "snake handler"), ("PROFESSION", "reptile remover")]
    assert values("Occupation: nurse / retired\n") == [("PROFESSION", "nurse")]  # no job after the slash
    assert values("Job: chef / 3 days a week\n") == [("PROFESSION", "chef")]
