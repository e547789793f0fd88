"""NER_Dutch_whitelist: deperson's default-deny whitelist, on the original offsets.

Every failure of deperson named in the issue is asserted fixed here, on the real
shipped Hunspell dictionaries and the real chunspell binding.
"""
from __future__ import annotations

import pytest

from ner_plugins.NER_Dutch_whitelist import NER_Dutch_whitelist


@pytest.fixture(scope="module")
def plugin():
    p = NER_Dutch_whitelist(language="nl")
    p.initialize()
    return p


def masked(plugin, text):
    return [text[s:e] for _, s, e in plugin.perform_NER(text)]


def test_deperson_readme_example(plugin):
    assert plugin.perform_NER("Mijn naam is Peter") == [("NAME", 13, 18)]


def test_uncommon_names_are_masked_whole_and_as_one_span(plugin):
    text = "Jolien vanderstraeten en Yasmina Oukili bezochten Verhaeghebeurt."
    assert masked(plugin, text) == ["Jolien vanderstraeten", "Yasmina Oukili", "Verhaeghebeurt"]


def test_compounds_pass_through_hunspell(plugin):
    assert masked(plugin, "Ziekenhuisopname door zonnepaneleninstallatiebedrijven geregeld.") == []


def test_blacklist_matches_whole_words_only(tmp_path):
    blacklist = tmp_path / "black.txt"
    blacklist.write_text("rob\njan\n", encoding="utf-8")
    p = NER_Dutch_whitelist(language="nl", blacklists=str(blacklist))
    p.initialize()
    text = "Het probleem begon in januari, rob belde."
    assert masked(p, text) == ["rob"]  # deperson: p@#$!leem, @#$!uari


@pytest.mark.parametrize("text, expected", [
    ("Gesprek met dhr. Visser over de uitslag.", ["dhr. Visser"]),
    ("Overleg met Dr. Bakker gehad.", ["Dr. Bakker"]),
    ("Pt. Bakker klaagt over pijn.", ["Pt. Bakker"]),
    ("Mevrouw de Vries van de Wetering werd opgenomen.", ["Mevrouw de Vries van de Wetering"]),
    ("Verwezen door mevr. Peter.", ["mevr. Peter"]),
    ("Gezien door A. van der Sluis.", ["A. van der Sluis"]),
    ("Gisteren belde Jolien van de Berg.", ["Jolien van de Berg"]),
    ("Consult bij J. Bakker gevraagd.", ["J. Bakker"]),
])
def test_surnames_that_are_dictionary_words_are_masked_in_context(plugin, text, expected):
    assert masked(plugin, text) == expected


def test_dictionary_words_without_name_context_stay(plugin):
    # the same words as ordinary words: a fisherman, a baker, "of the"
    assert masked(plugin, "De visser en de bakker van de wijk hadden geen klachten.") == []


def test_sentence_initial_capitals_are_not_masked_for_being_capitalised(plugin):
    assert masked(plugin, "Geen koorts. Patiënt voelt zich beter. Bakker is een beroep.") == []


def test_lower_cased_unknown_names_are_masked(plugin):
    assert masked(plugin, "gesprek met yasmina oukili gehad") == ["yasmina oukili"]


@pytest.mark.parametrize("text, expected", [
    ("Geboren op 12-03-1985 te huis.", ["12-03-1985"]),
    ("Postcode 1234 AB in het dossier.", ["1234 AB"]),
    ("Gezien op 3 maart 2021.", ["3 maart 2021"]),
    ("Telefoon 0612345678 gebeld.", ["0612345678"]),
    ("Patiëntnummer 4711 genoteerd.", ["4711"]),
])
def test_identifying_numbers_dates_and_postcodes_are_masked(plugin, text, expected):
    assert masked(plugin, text) == expected


@pytest.mark.parametrize("text", [
    "Start bisoprolol 2,5 mg 1dd1 en furosemide 40 mg.",
    "Hb 8,1 mmol/l, eGFR 45 ml/min, kreatinine 132 µmol/l.",
    "Pijnscore VAS 4/10, MMSE 21/30.",
    "RR 135/85 mmHg, pols 96/min, temperatuur 36,8 °C.",
    "Controle om 08:00 uur, apixaban 5 mg 2dd1 z.n. paracetamol.",
    "COPD exacerbatie, dd. pneumonie, E. coli in de kweek.",
    "Lab: HbA1c 58 mmol/mol, leukocyten 14,2 x 10^9/l.",
])
def test_clinical_vocabulary_and_measurements_stay(plugin, text):
    assert masked(plugin, text) == []


def test_drugs_in_odd_capitalisation_stay(plugin):
    assert masked(plugin, "BISOPROLOL en Furosemide, daarna ApiXaban.") == []


def test_eponyms_are_clinical_only_in_a_clinical_frame(plugin):
    assert masked(plugin, "Bekend met de ziekte van Crohn.") == []
    assert masked(plugin, "Zij belde Crohn gisteren.") == ["Crohn"]


@pytest.mark.parametrize("text, surface", [
    ("Jolien\r\nvanderstraeten\r\n", ["Jolien", "vanderstraeten"]),
    ("😀 Mijn naam is Peter 😀", ["Peter"]),
    ("Jose\u0301 Oukili belde", ["Jose\u0301 Oukili"]),
    ("Patie\u0308nt voelt zich goed", []),  # combining diaeresis: still the word patiënt
])
def test_offsets_are_code_points_of_the_original_text(plugin, text, surface):
    assert masked(plugin, text) == surface


def test_empty_and_blank_text(plugin):
    assert plugin.perform_NER("") == []
    assert plugin.perform_NER(" \r\n\t") == []


def test_label_parameter(tmp_path):
    p = NER_Dutch_whitelist(language="nl", label="PERSOON")
    p.initialize()
    assert p.perform_NER("Mijn naam is Peter") == [("PERSOON", 13, 18)]


def test_user_whitelist_and_autocorrect(tmp_path):
    domain = tmp_path / "domain.txt"
    domain.write_text("# KPN klanten\nspotify\n", encoding="utf-8")
    fixes = tmp_path / "fixes.txt"
    fixes.write_text("pijnstillng\tpijnstilling\n", encoding="utf-8")
    text = "Luistert spotify, vraagt om pijnstillng."
    plain = NER_Dutch_whitelist(language="nl")
    plain.initialize()
    assert masked(plain, text) == ["spotify", "pijnstillng"]
    p = NER_Dutch_whitelist(language="nl", whitelists=str(domain), autocorrect=str(fixes))
    p.initialize()
    assert masked(p, text) == []


@pytest.mark.parametrize("params, message", [
    ({"language": "fr"}, "language"),
    ({"label": " "}, "label"),
    ({"whitelists": "does/not/exist.txt"}, "whitelists"),
    ({"blacklists": "a.txt,b.txt"}, "blacklists"),
    ({"check_compounds": "maybe"}, "check_compounds"),
    ({"medical": "2"}, "medical"),
])
def test_invalid_parameters_name_the_parameter(params, message):
    with pytest.raises(ValueError, match=message):
        NER_Dutch_whitelist(**params)


def test_malformed_autocorrect_names_the_parameter(tmp_path):
    bad = tmp_path / "fixes.txt"
    bad.write_text("only-one-column\n", encoding="utf-8")
    p = NER_Dutch_whitelist(language="nl", autocorrect=str(bad))
    with pytest.raises(ValueError, match="autocorrect"):
        p.initialize()


def test_compound_check_can_be_switched_off():
    p = NER_Dutch_whitelist(language="nl", check_compounds="false")
    p.initialize()
    assert masked(p, "De ziekenhuisopnameduur was kort.") == ["ziekenhuisopnameduur"]


def test_english_default_deny():
    p = NER_Dutch_whitelist(language="en")
    p.initialize()
    text = "Mr. Baker was seen by Dr. Oukili; he walked home. Furosemide 40 mg daily, BP 120/80."
    assert masked(p, text) == ["Mr. Baker", "Dr. Oukili"]
    assert masked(p, "My name is Will Smith and I feel fine.") == ["Will Smith"]


def test_pipeline_maps_the_label_through_original_name(tmp_path):
    from mask_framework.pipeline import Pipeline

    config = tmp_path / "configuration.cnf"
    config.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<project>\n  <project_name>t</project_name>\n'
        "  <language>nl</language>\n  <algorithms>\n    <entity>\n      <entity_name>NAME</entity_name>\n"
        "      <original_name>PERSOON</original_name>\n"
        '      <algorithm name="NER_Dutch_whitelist"><param name="label">PERSOON</param></algorithm>\n'
        "      <masking_type>Redact</masking_type>\n    </entity>\n  </algorithms>\n</project>\n",
        encoding="utf-8",
    )
    pipeline = Pipeline.from_config(config)
    spans = pipeline.detect(["Mijn naam is Peter"])[0]
    assert [(s.entity, s.start, s.end) for s in spans] == [("NAME", 13, 18)]
