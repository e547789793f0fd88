"""A sender's name in capitals on a letter's first line, above its address."""
import pytest

from mask_framework.lexicon_ner.letterheads import letterhead_sender


def sender(text, places=()):
    return [text[start:end] for _, start, end in letterhead_sender(text, places)]


@pytest.mark.parametrize("text, expected", [
    ("DENE PARK SURGERY\n14 Kings Road, Harrogate HG1 5JY\n", ["DENE PARK SURGERY"]),
    ("HUNTER COAST FERTILITY\nLevel 3, 12 Honeysuckle Drive\n", ["HUNTER COAST FERTILITY"]),
    ("\ufeff\n  EASTERN SUBURBS SKIN & DERMATOLOGY\r\nSuite 3, Level 2, 71 Spring Street\n",
     ["EASTERN SUBURBS SKIN & DERMATOLOGY"]),
    # the first field only: a document's title or a department after a spaced dash stays out
    ("DESERT VALLEY EVENT MEDICAL - PATIENT CARE RECORD\nPO Box 21, Indio\n", ["DESERT VALLEY EVENT MEDICAL"]),
    ("NEW RIVER HEALTH | BLACK LUNG CLINIC\n12 Main St\n", ["NEW RIVER HEALTH"]),
])
def test_capitals_above_an_address(text, expected):
    assert sender(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("PARKLAND HEALTH - Mother-Baby Unit, Tower 4 West\nPEDIATRIC HOSPITALIST NOTE\n", ["PARKLAND HEALTH"]),
    ("WESTERN CAPE GOVERNMENT: HEALTH\nIntegrated School Health Programme (ISHP)\n",
     ["WESTERN CAPE GOVERNMENT: HEALTH"]),
    ("HAWTHORN GROVE CARE HOME (Nursing)\nResident review\n", ["HAWTHORN GROVE CARE HOME"]),
    ("=== CORK UNIVERSITY MATERNITY HOSPITAL ===\nADMISSION NOTE\n", ["CORK UNIVERSITY MATERNITY HOSPITAL"]),
])
def test_capitals_ending_in_a_bodys_head_need_no_address(text, expected):
    assert sender(text) == expected


@pytest.mark.parametrize("text", [
    "MENTAL HEALTH ACT ASSESSMENT\nPatient: J Smith\n",  # a title: 'assessment'
    "OCCUPATIONAL HEALTH\nPre-placement\n",  # a service's heading
    "DAY HOSPITAL\nAttendance\n",
    "ANTICOAGULATION CLINIC\nINR 2.4\n",  # a department's head needs the address below
])
def test_headings_that_end_in_a_head_but_name_no_body(text):
    assert sender(text) == []


def test_a_place_found_on_the_next_line_is_an_address():
    text = "THE PRIORY SURGERY\nHeadlands, Kettering, Northamptonshire\n"
    kettering = text.index("Kettering")
    assert sender(text) == []
    assert sender(text, [(kettering, kettering + len("Kettering"))]) == ["THE PRIORY SURGERY"]


@pytest.mark.parametrize("text", [
    "DENE PARK SURGERY\nDear Dr Shah,\n",  # no address below
    "Patient letter\nDENE PARK SURGERY\n14 Kings Road\n",  # not the first line
    "Dene Park Surgery\n14 Kings Road\n",  # not in capitals: the institution rules read it
    "PATIENT CARE REPORT\n12 Main St\n",  # a document's title
    "CONFIDENTIAL - PEER REVIEW\n12 Main St\n",
    "OFFICIAL-SENSITIVE\n14 Kings Road\n",  # one word
    "MULTIDISCIPLINARY DIABETIC FOOT CLINIC\n14 Kings Road\n",  # a department's heading
    "OUTPATIENT PAIN CLINIC\n14 Kings Road\n",
    "",
])
def test_what_is_no_sender(text):
    assert sender(text) == []


def test_offsets_are_code_points_into_the_text():
    text = "🏥\nSTE-JUSTINE CLINIC\n"  # an emoji line first: then this is no first line
    assert sender(text) == []
    text = "ÉCOLE SAINT-LOUIS CLINIC\n12 rue Main\n"
    assert letterhead_sender(text, ()) == [("ORGANIZATION", 0, len("ÉCOLE SAINT-LOUIS CLINIC"))]
