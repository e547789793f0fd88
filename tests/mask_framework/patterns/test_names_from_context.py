"""Names their surroundings give away (mask_framework/patterns/names.py): a signature's initials and surname
before a credential, a maiden name after 'née'."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en", families=["names"])
NL = PatternRecognizer("nl", families=["names"])


def names(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "NAME"]


@pytest.mark.parametrize("text, expected", [
    ("Sincerely,\n\nG. Wellington, MD, FRCSC\nCPSA # 018342", ["G. Wellington"]),   # a surname that is a city
    ("Ate 1/2 lunch.\nF. Hope EN\n\n16/07/24 0200", ["F. Hope"]),                      # a word, an enrolled nurse
    ("R. Tan  OT   20/03/2025     (rt)", ["R. Tan"]),
    ("K. Osei-Bonsu, MD CCFP(EM)   CPSO # 98441", ["K. Osei-Bonsu"]),                 # double-barrelled
    ("J.P. O'Neill (RN) rang back", ["J.P. O'Neill"]),                                 # in brackets
    ("A. B. Cole MRCPsych", ["A. B. Cole"]),
    ("Reviewed by A. McLeod, RGN", ["A. McLeod"]),
])
def test_initials_and_a_surname_before_a_credential_are_a_name(text, expected):
    assert names(EN, text) == expected


@pytest.mark.parametrize("text", [
    "Family MD: Dr Renée Tremblay",             # a bare word before a credential is a role
    "Charge RN: Tamika Greene",
    "Discussed at J. Smith MDT today",          # 'MDT' is no credential
    "G. Wellington said he would call",         # no credential after it
    "Vit. D low; B. Cereus MDRO screen",        # a longer word after
    "",
])
def test_no_name_without_initials_or_without_a_credential(text):
    assert names(EN, text) == []


def test_offsets_are_code_points_with_crlf_emoji_and_accents():
    text = "😀 Zoë e\u0301\r\nF. Hope EN\r\n"
    start = text.index("F. Hope")
    assert EN.find(text) == [("NAME", start, start + len("F. Hope"))]


def test_dutch_notes_are_not_read_for_signatures():
    assert names(NL, "G. Wellington, MD") == []


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "their daughter Lisa Hargreaves (née Parkinson), a teacher", ["Parkinson"]),   # a disease's eponym
    (EN, "RE: Mrs April Summer Nkosi (née van Wyk)", ["van Wyk"]),
    (NL, "mevr. Jansen-Bakker (née De Vries) belde", ["De Vries"]),
    (NL, "mevr. Jansen (ne\u0301e Bakker) belde", ["Bakker"]),                             # a combining accent
    (EN, "Mrs O'Brien, nee Smith-Jones, attended", ["Smith-Jones"]),
    (NL, "nee, geen klachten. Nee dank u.", []),                                          # 'no' before no name
    (NL, "Hoest? nee  Nachtzweten? ja. Roken > nee    Alcohol > weekend. nee Jan", []),     # Dutch 'nee' is 'no'
    (EN, "Smoker? nee  Alcohol: none", []),                                               # two spaces: a form
    (NL, "Polikliniek Aangeboren Hartafwijkingen, geb. 12-03-1950", []),
])
def test_a_maiden_name_after_nee(recognizer, text, expected):
    assert names(recognizer, text) == expected
