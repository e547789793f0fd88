"""Identifiers known by their layout (patterns/id_layouts.py): an account number in its national layout, a
device's UDI, a Brazilian CPF."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en")
NL = PatternRecognizer("nl")


@pytest.mark.parametrize("text, expected", [
    ("U kunt het bedrag overmaken naar NL42 ABNA 0518 2274 90 t.n.v. Maasoever", "NL42 ABNA 0518 2274 90"),
    ("overmaken op NL42ABNA0518227490.", "NL42ABNA0518227490"),
    ("code BE62 0013 4455 6677", "BE62 0013 4455 6677"),
    ("paid from GB12 BUKB 2020 1555 5555 55 last week", "GB12 BUKB 2020 1555 5555 55"),
])
def test_an_account_number_in_its_national_layout_is_an_id_whatever_its_check_digits(text, expected):
    # each of these fails mod-97; nothing else in a note has a Dutch bank's four letters and ten digits
    found = [(text[start:end], name) for entity, start, end, name in NL.find_all(text) if entity == "ID"]
    assert (expected, "iban_national_layout") in found


@pytest.mark.parametrize("text", [
    "NL42 ABNA 0518 2274",  # a digit group short
    "NL42 ABNA 0518 2274 901",  # one digit too many
    "BE62 0013 4455",  # a Belgian account has twelve digits after the check digits
    "DE12 5001 0517",
    "groep NLAB 1234 5678 90",  # no check digits
])
def test_a_shorter_or_longer_run_is_no_national_account_layout(text):
    assert [found for found in NL.find_all(text) if found[3] == "iban_national_layout"] == []


def test_a_devices_udi_is_an_id_with_its_lot_and_serial():
    text = "UDI (1): (01)10603295114822(17)290430(10)J4821K\nUDI (4): (01)10603295160041(21)SN-88412"
    found = [(text[start:end], name) for entity, start, end, name in NL.find_all(text) if name == "gs1_udi"]
    assert found == [("(01)10603295114822(17)290430(10)J4821K", "gs1_udi"), ("(01)10603295160041(21)SN-88412", "gs1_udi")]
    # a Dublin phone number after its area code in brackets is no device code
    assert [found for found in EN.find_all("Tel (01) 626 4411 | (01)8214467") if found[3] == "gs1_udi"] == []


def test_a_brazilian_cpf_in_its_layout_is_an_id():
    text = "her Brazilian ID number (CPF), it is 412.558.907-31. My husband"
    assert ("ID", 37, 51, "br_cpf_layout") in EN.find_all(text)
    # a Belgian national number and a decimal run group their digits otherwise
    assert [found for found in NL.find_all("RRN 85.07.30-033.28, 1.234.567.890-12") if found[3] == "br_cpf_layout"] == []


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "- TT/Td 2 given today (batch TD2409K)", "TD2409K"),
    (EN, "Kit supplied: Nyxoid 1.8mg x2, lot NYX3092A, exp 05/2025", "NYX3092A"),
    (NL, "betreft LOT K0102C t/m K0110C, deze patient niet betrokken", "K0102C"),
    (NL, "Pomp: Flocare Infinity, serienr. FI-17724053 (in bruikleen)", "FI-17724053"),
])
def test_a_lot_batch_or_serial_number_after_its_label_is_an_id(recognizer, text, expected):
    found = [text[start:end] for _, start, end, name in recognizer.find_all(text) if name == "lot_or_serial_number"]
    assert found == [expected]


def test_a_label_without_a_code_of_letters_and_digits_is_no_lot():
    # a count after 'batch', a word after 'lot', a lens model written against its 'SN'
    text = "second batch 2024 arrived; a lot better today; IOL SN60WF +21.5 D"
    assert [found for found in EN.find_all(text) if found[3] == "lot_or_serial_number"] == []


def ids_found(text):
    """Every ID match before overlap resolution, as (surface, pattern name)."""
    return [(text[start:end], name) for entity, start, end, name in EN.find_all(text) if entity == "ID"]


@pytest.mark.parametrize("text, expected", [
    ("10:02 - Ambulance Victoria (case 240309-1123), police present", "240309-1123"),
    ("Arrived 11:26 (St John, JOB 240912-0688)", "240912-0688"),
    ("Conveyed by EEAST ambulance (CAD 1147-0503) to ED", "1147-0503"),
    ("SAPS: Constable P. Mokoena, case CAS 318/02/2024 - statement deferred", "CAS 318/02/2024"),
    ("Magistrate's Court, DV case DV 0911/2023) – alleged", "DV 0911/2023"),
    ("Case no: 24-118304 (Ravalli County 911)", "24-118304"),
])
def test_a_case_job_or_dispatch_number(text, expected):
    assert (expected, "case_or_dispatch_number") in ids_found(text)


def test_a_south_african_police_case_number_alone():
    text = "SAPS Umhlanga (Const. Mbali Ngcobo, CAS 112/02/2024) took a statement"
    assert ("CAS 112/02/2024", "sa_police_case_number") in ids_found(text)


@pytest.mark.parametrize("text", [
    "Support line in case 24/7 help is needed",     # a single digit after the slash
    "Case 3 of 12, job done, CAD score 2",           # no joined digit groups
    "CAS 112/13/2024 and CAS 12/02/24",              # no month 13; a two-digit year
])
def test_no_case_number_without_its_joined_groups(text):
    names = {name for _, _, _, name in EN.find_all(text)}
    assert not names & {"case_or_dispatch_number", "sa_police_case_number"}


@pytest.mark.parametrize("text, expected", [
    ("Aadhaar: XXXX XXXX 4821\nABHA No", "XXXX XXXX 4821"),
    ("paid by card **** **** **** 5512 on 3/4", "**** **** **** 5512"),
])
def test_a_number_masked_but_its_last_four_digits(text, expected):
    assert (expected, "masked_number_last_four") in ids_found(text)


def test_masked_groups_without_the_last_four_digits_are_no_number():
    names = {name for _, _, _, name in EN.find_all("XXXX XXXX 482 and xxxx-1234-5678 and XXXXX 1234")}
    assert "masked_number_last_four" not in names


@pytest.mark.parametrize("text, expected", [
    ("(0020,000D) StudyInstanceUID        UI  1.2.826.0.1.3680043.2.1125.20240229.8842731\n412 images",
     "1.2.826.0.1.3680043.2.1125.20240229.8842731"),
    ("StudyInstanceUID: 1.2.840.113619.2.417.3.2831169024.815.1712961201.442\nOpdracht",
     "1.2.840.113619.2.417.3.2831169024.815.1712961201.442"),
    ("SeriesInstanceUID 2.25.104735218862734116003241.1.7.2, import ok", "2.25.104735218862734116003241.1.7.2"),
])
def test_a_dicom_unique_identifier(text, expected):
    assert (expected, "dicom_uid") in ids_found(text)


@pytest.mark.parametrize("text", [
    "viewer version 1.2.3.4 installed",          # a version has four parts
    "geboren 1.2.1954, controle 2.3.2024",       # dotted dates
    "protocol 3.1.2.4.5.6 of the trial",         # no object identifier's root
    "section 1.2.3.4.5.6a",                      # a letter ends it
    "",
])
def test_no_dicom_unique_identifier_without_its_root_and_six_parts(text):
    assert "dicom_uid" not in {name for _, _, _, name in EN.find_all(text)}


@pytest.mark.parametrize("prefix", ["", "line\r\n", "😀 ", "Zoë e\u0301 "])
def test_dicom_uid_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "UID 1.2.840.10008.5.1.4\r\n"
    start = text.index("1.2")
    assert (start, start + len("1.2.840.10008.5.1.4"), "dicom_uid") in \
        {(begin, end, name) for _, begin, end, name in EN.find_all(text)}


@pytest.mark.parametrize("text, expected, name", [
    ("P1 - tag 0412\nNomvula Dlamini, F, 34", "0412", "tag_or_card_number"),
    ("Kaart VB-0412 337 – T1 (rood)", "VB-0412 337", "tag_or_card_number"),
    ("Reaction clinic card: RC-1188\nName:", "RC-1188", "tag_or_card_number"),
    ("EHIC card no 80276 00881 23456 78901, pers. no", "80276 00881 23456 78901", "tag_or_card_number"),
    ("| Guest | D. Murphy | 86.43.112.19 | 8f21c0e6b9d47a35 | Chrome |", "8f21c0e6b9d47a35", "hex_identifier"),
])
def test_a_tag_or_a_hex_identifier(text, expected, name):
    assert (expected, name) in ids_found(text)


@pytest.mark.parametrize("text", [
    "card 2 of 3 signed; tag 12 on the bag",       # fewer than three digits
    "label 2024/05 printed; card 1234.5 mg",       # a date or a decimal after the label
    "card 4111 1111 1111 1112",                     # a payment card's layout is the Luhn-checked pattern's
    "decaf coffee, deadbeef; abcdefabcdef",        # hex letters without a digit
    "123456789012345",                              # digits without a hex letter
    "",
])
def test_no_tag_or_hex_identifier_without_its_shape(text):
    names = {name for _, _, _, name in EN.find_all(text)}
    assert not names & {"tag_or_card_number", "hex_identifier"}


@pytest.mark.parametrize("prefix", ["", "line\r\n", "😀 ", "Zoë e\u0301 "])
def test_tag_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "P2 - tag 0417\r\n"
    start = text.index("0417")
    assert (start, start + 4, "tag_or_card_number") in {(begin, end, name) for _, begin, end, name in EN.find_all(text)}
