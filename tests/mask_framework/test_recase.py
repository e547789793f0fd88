"""The recased reading of notes written in capitals or in lower case (recase.py), with the real word
lists, and the pipeline's second reading of such notes (``<recase>`` in the shipped configurations)."""
import pytest

from mask_framework.recase import lower_case_document, needs_recasing, recased_view, shouted, shouted_document


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


@pytest.mark.parametrize("language, text, expected", [
    # a note in lower case: every line, as if in capitals; codes with digits come out in capitals
    ("en", "seen by dr john smith at st mary's hospital, leeds. bp 120/80, copd.\nlives at 41 rishton lane, bolton "
           "bl3 2eh with wife amina.\n",
     "Seen by Dr John Smith at st Mary's Hospital, Leeds. BP 120/80, COPD.\nLives at 41 Rishton Lane, Bolton "
     "BL3 2EH with wife Amina.\n"),
    ("nl", "gezien door dr. jan de vries. werkt als lasser bij vdl in eindhoven.\n",
     "Gezien door Dr. Jan de Vries. Werkt als lasser bij VDL in Eindhoven.\n"),
])
def test_a_note_in_lower_case_is_recased_line_by_line(language, text, expected):
    assert lower_case_document(text)
    assert recased_view(text, language) == expected


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


def test_a_note_is_in_lower_case_when_nearly_no_letter_is_a_capital():
    typed = "Mr Patel was admitted with pneumonia and treated with antibiotics by Dr Jones.\n"
    assert not lower_case_document(typed)              # 4 capitals in 62 letters: 6 %
    assert lower_case_document(typed.lower())
    assert lower_case_document(typed.lower() * 3 + "BP 120/80\n")  # 2 capitals in 188 letters
    assert not lower_case_document("pt ok")             # too short to say
    assert needs_recasing(typed.lower()) and needs_recasing(typed.upper()) and not needs_recasing(typed)


NOTE = ("ANTENATAL BOOKING\nSHAROE GREEN UNIT, ROYAL PRESTON HOSPITAL, SHAROE GREEN LANE, FULWOOD, PR2 9HT\n"
        "GP:              DR S. OKONKWO, RIBBLETON MEDICAL CENTRE, MILLER ROAD, PR2 6LS\n"
        "OCCUPATION:      PHARMACY DISPENSER\n")


@pytest.mark.parametrize("note, street", [
    (NOTE, "MILLER ROAD"),                                                                  # in capitals
    ("seen at home. lives alone at 12 rishton lane, bolton. daughter amina visits daily.\n", "rishton lane"),
])
def test_the_shipped_configuration_reads_a_shouted_or_lower_case_note_twice(shipped_english, covered_when, note,
                                                                            street):
    assert shipped_english.config.recase is True
    start = note.index(street)
    street_characters = set(range(start, start + len(street)))
    hidden_once = covered_when(shipped_english, note, recase=False)
    hidden_twice = covered_when(shipped_english, note, recase=True)
    # the second, recased reading adds and takes nothing away: the street is found only there
    assert hidden_once < hidden_twice
    assert not street_characters <= hidden_once
    assert street_characters <= hidden_twice


def test_a_typed_note_is_read_once(shipped_english, covered_when):
    typed = ("Antenatal booking\nSharoe Green Unit, Royal Preston Hospital, Sharoe Green Lane, Fulwood, PR2 9HT\n"
             "GP: Dr S. Okonkwo, Ribbleton Medical Centre, Miller Road, PR2 6LS\nOccupation: pharmacy dispenser\n")
    once = covered_when(shipped_english, typed, recase=False)
    assert once == covered_when(shipped_english, typed, recase=True)

