"""Handles, vehicle plates and police numbers (patterns/handles_and_plates.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en")
NL = PatternRecognizer("nl")


def ids(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "ID"]


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "met at a party in Papakura, Insta @jess.m_x (via DM)", ["@jess.m_x"]),
    (EN, "Twitter: @NHSEngland", ["@NHSEngland"]),
    # the code of a gate, a key safe or a door on the way in
    (NL, "3. Elektrisch hek: poortcode 4471 + #. Hek gaat traag", ["4471"]),
    (NL, "sleutelkluis naast de keukendeur, code 0917.", ["0917"]),
    (EN, "Key safe by the back door, code 2580.", ["2580"]),
    (NL, '2  | "Mo", Grindr mo_antw_83       | eenmalig', ["mo_antw_83"]),  # no '@' after the platform
    (EN, "waited outside in a silver Ford Focus, reg CY19 XKR, for the whole", ["CY19 XKR"]),
    (NL, "Hij reed weg in een grijze Golf, kenteken 12-ABC-3.", ["12-ABC-3"]),
    (NL, "een bestelauto (kenteken volgens politierapport VK-218-T) op de kruising", ["VK-218-T"]),
    (EN, "Attending officer: PC 1742 Hannah Doyle, Dereham Police", ["1742"]),
    (EN, "Tasked: coastguard SAR helicopter from Sumburgh, aircraft G-MCGW |", ["G-MCGW"]),
    (EN, "fixed wing – Guardian Flight tail N419GF; crew RN T. Hollister", ["N419GF"]),
    (NL, "11:41 Heli OO-NHW geland, overdracht aan HEMS", ["OO-NHW"]),
    (NL, "toestel nr. PH-HVB vertrok om 09:12", ["PH-HVB"]),
    (NL, "Gegenereerd: 18-06-2024 16:05 | gebruiker: mvdlinden | status: VERZONDEN", ["mvdlinden"]),
    (NL, "CareLink account aangemaakt (gebruikersnaam hoogendoorn_lieke18)", ["hoogendoorn_lieke18"]),
    (EN, "access to the patient portal, username hgill.sk2291. Questions answered.", ["hgill.sk2291"]),
    (EN, "Login: t.okafor", ["t.okafor"]),
    # a platform's account, a dot inside the name, the name before its platform, 'is' after the label
    (NL, "- Anoniem Instagram-account zoetermeer.exposed.079 heeft een story gepost", ["zoetermeer.exposed.079"]),
    (NL, "Eigen accounts: privé gezet, en TikTok jadevl.x (verwijderd).", ["jadevl.x"]),
    (NL, "Sinds september contact met dj_rico_033 via Snap. Zegt 17 te zijn", ["dj_rico_033"]),
    (EN, "- From kael_x07 (Discord, server \"squad up\"): threats", ["kael_x07"]),
    (EN, "her e-mail is on file and her username is loseyf_08. we both use", ["loseyf_08"]),
    (NL, "Oude gebruikersnaam (gewijzigd 11/2024): aicha.b91\nGsm: onbekend", ["aicha.b91"]),
])
def test_identifiers_without_a_number_label(recognizer, text, expected):
    assert ids(recognizer, text) == expected


@pytest.mark.parametrize("text", [
    "seen @home; BP 120/80 @ 10:00",  # a word or a time after '@'
    "Threshold (V @0.4ms)   0.75",
    "email jo@example.com",  # an address is the e-mail rule's
    "reg no 4 bed; PC 250 mg",  # no plate after 'reg'; 'PC' (after meals) before a dose
    "by helicopter N2O/O2 en route",  # a gas, not an American registration
    "tail of the pancreas N-ACETYL",  # a hyphenated word in capitals is no American registration
    "Scabies burrows on finger webs + axilla x several. Heart normal",  # 'x' counts, it is no platform here
    "family to report the Discord server.\nLetter to Dr Petrenko",  # a sentence's full stop is no dot inside
    "Tetanus + Ig gegeven. Pt. gaat met broer",
    "3 x daily. Current wait for a package",
])
def test_what_is_no_handle_plate_or_police_number(text):
    assert ids(EN, text) == []


@pytest.mark.parametrize("recognizer, text", [
    (NL, "PrEP-gebruiker sinds 03/2022"),  # 'gebruiker' without its colon is a user of something
    (EN, "Account: final invoice submitted"),
    (EN, "Service user: copy kept in the blue folder"),  # a service user is the client
    (EN, "User: Dr Mensah"),  # a name in capitals is the name rules' to find
    (EN, "username is unknown, reset sent"),  # after 'is' a word, not a user name
])
def test_what_is_no_log_in_name(recognizer, text):
    assert [found for found in recognizer.find_all(text) if found[3] == "login_name"] == []


def test_words_after_kenteken_are_no_plate_without_its_shape():
    # a plate needs a letter and a digit in dash-separated groups: a date or a words' run is none
    assert ids(NL, "kenteken niet bekend sinds 12-03-2024") == []
    assert ids(NL, "kenteken volgens politie ABC-DE-FG") == []


def test_a_british_plate_with_no_label_counts_after_a_vehicle():
    assert ("ID", 27, 35, "vehicle_registration_after_vehicle") in EN.find_all("Drives a white Transit van YG17 KXP")
    assert ("ID", 26, 34, "vehicle_registration_after_vehicle") in EN.find_all("has been driving a Corsa (NK19 WLD)")
    # a virus's test of the same shape, with no vehicle before it
    assert [found for found in EN.find_all("drop-off. EV71 PCR pending") if found[3].startswith("vehicle")] == []


@pytest.mark.parametrize("text, expected", [
    ("Plow truck (unit #307244, plate MN 214-GTX) had a known exhaust leak", "MN 214-GTX"),
    ("Keys left with ED NUM Bronwyn. Rego SB 42 KT (prime mover).", "SB 42 KT"),
    ("must not drive for min 3 months (Austroads); licence WA 6639281 - pt informed", "WA 6639281"),
    ("commercial class 1 licence (BC DL 7730185). Claim open", "BC DL 7730185"),
    ("skipper of a creel boat (reg UL 98) out of Ullapool", "UL 98"),
])
def test_a_plate_or_licence_opening_with_its_state_or_port_code(text, expected):
    assert expected in ids(EN, text)


def test_a_regular_pulse_or_a_lung_test_is_no_plate():
    assert ids(EN, "P 74 reg. VA 6/6 both. HR 68 reg. BM 5.8. FEV1 82%, DLCO 74%. licence to drive") == []


@pytest.mark.parametrize("recognizer, text, expected", [
    (NL, 'matroos op de boomkorkotter UK-142 "Jacob Jan" (Rederij J. Post)', "UK-142"),
    (NL, "stuurman / visser op de UK 227 (Visserijbedrijf Kramer)", "UK 227"),
    (NL, "visser (matroos/kok aan boord UK-171, Rederij Koffeman)", "UK-171"),
    (EN, "Occupation:     deckhand / trawlerman, trawler PD 341\nNext of kin", "PD 341"),
    (NL, "Vertrek 16:35, ambulance 22-146 (kenteken XG-518-R).", "22-146"),
    (NL, "patiënt per ambulance (04-107) met MMT-arts", "04-107"),
    (NL, "Ritnr: 2025-0204-01187   Wagen: 01-114\nMeldcode: A1", "01-114"),
])
def test_a_vessels_or_ambulances_number(recognizer, text, expected):
    assert expected in ids(recognizer, text)


def test_a_ward_after_op_de_is_no_vessel():
    assert ids(NL, "overplaatsing op de N 2, daarna op de HA 4 afdeling; ambulance 2 min later") == []


def test_a_code_without_a_door_is_no_door_or_gate_code():
    for text in ("4-Digit Diagnostic Code 2334:  groei 2", "ingevuld, code 101076 (raadpl. HA met GMD)"):
        assert not [name for *_, name in NL.find_all(text) if name == "door_or_gate_code"]


@pytest.mark.parametrize("prefix", ["", "line\r\n", "😀 ", "Zoë e\u0301 "])
def test_user_name_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "contact met dj_rico_033 via Snap\r\n"
    start = text.index("dj_rico")
    assert ids(NL, text) == ["dj_rico_033"]
    assert [(start_, end) for entity, start_, end in NL.find(text) if entity == "ID"] == [(start, start + 11)]
