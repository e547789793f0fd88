"""Numbers after a Dutch label ending in 'nr' or 'nummer' (patterns/dutch_number_labels.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

NL = PatternRecognizer("nl")
EN = PatternRecognizer("en")


def ids(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "ID"]


@pytest.mark.parametrize("text, number", [
    ("Dossiernr.      : 7004183        contactnr. 24-118734\n", "24-118734"),
    ("Lab 10-02 (Atalmedial, labnr. 25-0412887): ALAT 84", "25-0412887"),
    ("S-ICD geïmplanteerd (Boston Scientific Emblem MRI, serienr. 117349),", "117349"),
    ("Gedetineerdennr.: 2024/11873\n", "2024/11873"),
    ("INSZ: 32.08.07-066.64   Bewonersnr.: HvE-1187\n", "HvE-1187"),
    ("deltoideus re, lotnr. 1J73K08, geen bijzonderheden", "1J73K08"),
    ("BIG-nr.: 19045237101\n", "19045237101"),
    ("Ziekenhuisnr. (ZOL): 600.218.447\n", "600.218.447"),
])
def test_a_code_after_a_compound_number_label_is_an_identifier(text, number):
    assert number in ids(NL, text)


@pytest.mark.parametrize("text", [
    # too short, a version, a date, a dose; and a bare 'nr' that is no compound
    "Huisnr 12, kamernr. 4, versienr 2.1",
    "aanvraagnr. 12-03-2024 verstuurd",
    "controlenr. 3 op 14/05, dosisnr 2 x 500 mg",
])
def test_short_numbers_dates_and_versions_after_such_a_label_are_not(text):
    assert ids(NL, text) == []


def test_the_rule_is_dutch_only():
    names = lambda recognizer: {pattern.spec.name for pattern in recognizer.patterns}
    assert "dutch_number_compound_label" in names(NL)
    assert "dutch_number_compound_label" not in names(EN)


@pytest.mark.parametrize("text, number", [
    ("Registratienr. Rbtv: 204517\nWijze: telefonisch", "204517"),
    ("opnieuw tolk aanvragen (zelfde tolk, Wbtv 20931).", "20931"),
    ("Tolk: mw. S. Qureshi, Wbtv-nummer 31004", "31004"),
])
def test_a_sworn_interpreters_register_number_after_the_registers_acronym(text, number):
    assert number in ids(NL, text)


def test_a_short_number_after_the_registers_acronym_is_not_one():
    assert ids(NL, "zie Wbtv art. 12 en Rbtv 3") == []


@pytest.mark.parametrize("text, number", [
    ("BSN 390996038      Ziekenhuisnr. RKZ 3.118.604\nAdres", "RKZ 3.118.604"),
    ("Ziekenhuisnr: JBZ 7.338.104\nAfdeling", "JBZ 7.338.104"),
])
def test_a_hospitals_acronym_between_the_label_and_its_number(text, number):
    assert number in ids(NL, text)


@pytest.mark.parametrize("text, number", [
    ("1, 8321 EK Urk | T 0527-681 234\nAGB praktijk 01-053218\n", "01-053218"),
    ("verzonden via Edifact; AGB-code huisarts 01-051729]", "01-051729"),
    ("AGB: 01059342", "01059342"),
])
def test_an_agb_code_after_agb_and_whose_it_is(text, number):
    assert number in ids(NL, text)
