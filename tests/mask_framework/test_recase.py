"""The recased reading of notes written in capitals (recase.py), with the real word lists, and the
pipeline's second reading of such notes (``<read_shouted>`` in the shipped configurations)."""
import pytest

from mask_framework.pipeline import Pipeline
from mask_framework.recase import recased_view, shouted, shouted_document


@pytest.mark.parametrize("language, line, expected", [
    # titles, first names, a surname that is a word after a first name, the head of a hospital's name
    ("en", "SEEN BY DR JOHN SMITH AT ST MARY'S HOSPITAL, LEEDS, ON MONDAY 3 MARCH.\n",
     "Seen by Dr John Smith at st Mary's Hospital, Leeds, on Monday 3 March.\n"),
    # clinical abbreviations keep their capitals; codes with digits are left as written
    ("en", "PMH: T2DM (HBA1C 64), COPD, LIVES AT 41 RISHTON LANE, BOLTON BL3 2EH\n",
     "PMH: T2DM (HBA1C 64), COPD, lives at 41 Rishton Lane, Bolton BL3 2EH\n"),
    # Dutch: the particle stays lower case, 'ALS' is the word 'as' and not the disease, a street in one word
    ("nl", "GEZIEN DOOR DR. JAN DE VRIES. WOONT KERKSTRAAT 12 TE TIEL. WERKT ALS LASSER BIJ VDL.\n",
     "Gezien door Dr. Jan de Vries. Woont Kerkstraat 12 te Tiel. Werkt als lasser bij VDL.\n"),
])
def test_a_shouted_line_is_recased_as_a_clinician_would_type_it(language, line, expected):
    assert recased_view(line, language) == expected


@pytest.mark.parametrize("text", [
    "",
    "PATIENT JOHN SMITH\r\nSEEN IN CLINIC TODAY\r\n",          # CRLF
    "PATIËNT GEZIEN DOOR JOSE\u0301 GARCIA 😀 IN GENK\n",     # combining accent, emoji
    "STRAßE UND CAFÉ IN KÖLN GESEHEN\n",                      # 'ß' whose capital is two letters
])
def test_the_view_keeps_every_offset(text):
    view = recased_view(text, "nl")
    assert len(view) == len(text)
    assert [c.lower() for c in view] == [c.lower() for c in text]


def test_only_shouted_lines_change():
    text = "Seen by Dr Jones today.\nPLAN: REVIEW IN TWO WEEKS AT THE CLINIC\nMRN: 12345\n"
    assert recased_view(text, "en") == "Seen by Dr Jones today.\nPlan: review in two weeks at the clinic\nMRN: 12345\n"


@pytest.mark.parametrize("line, expected", [
    ("PLAN: REVIEW IN TWO WEEKS", True),
    ("MRN: AB12345", False),              # too few capitals to say
    ("Dr. J. SMITH, cardiology", False),   # mixed case
    ("", False),
])
def test_a_line_is_shouted_when_nearly_all_its_letters_are_capitals(line, expected):
    assert shouted(line) is expected


def test_a_header_in_capitals_does_not_make_a_typed_note_shouted():
    header = "DISCHARGE SUMMARY - ROYAL BOLTON HOSPITAL\n"
    body = "Mr Patel was admitted with pneumonia and treated with antibiotics.\n" * 3
    assert not shouted_document(header + body)
    assert shouted_document(header + body.upper())
    assert not shouted_document("")


NOTE = ("ANTENATAL BOOKING\nSHAROE GREEN UNIT, ROYAL PRESTON HOSPITAL, SHAROE GREEN LANE, FULWOOD, PR2 9HT\n"
        "GP:              DR S. OKONKWO, RIBBLETON MEDICAL CENTRE, MILLER ROAD, PR2 6LS\n"
        "OCCUPATION:      PHARMACY DISPENSER\n")


@pytest.fixture(scope="module")
def english():
    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    pipeline.initialize()
    return pipeline


def covered(pipeline, text, read_shouted):
    pipeline.config.read_shouted = read_shouted
    try:
        spans = pipeline.detect([text])[0]
    finally:
        pipeline.config.read_shouted = True
    return {k for s in spans for k in range(s.start, s.end)}


def test_the_shipped_configuration_reads_a_shouted_note_twice(english):
    assert english.config.read_shouted is True
    street = NOTE.index("MILLER ROAD")
    hidden_once = covered(english, NOTE, read_shouted=False)
    hidden_twice = covered(english, NOTE, read_shouted=True)
    # the second, recased reading adds and takes nothing away: the street is found only there
    assert hidden_once < hidden_twice
    assert not set(range(street, street + 11)) <= hidden_once
    assert set(range(street, street + 11)) <= hidden_twice


def test_a_typed_note_is_read_once(english):
    typed = NOTE.capitalize()
    assert covered(english, typed, read_shouted=False) == covered(english, typed, read_shouted=True)
