"""Acronyms that are organisations only where the words around them say so."""
import pytest

from mask_framework.lexicon_ner.guarded_acronyms import guarded_acronyms


def found(text):
    return [text[start:end] for _, start, end in guarded_acronyms(text)]


@pytest.mark.parametrize("text, expected", [
    ("ACC claim 10047832915 (ACC45 lodged)", ["ACC"]),  # the form's name is one token: not the body alone
    ("Referred ACC Concussion Service (2nd concussion)", ["ACC"]),
    ("first week not covered by ACC - employer pays", ["ACC"]),
    ("unit (key worker Dai Morgan) and attends AA in Ely weekly", ["AA"]),
    ("+ AA groep Wondelgem wekelijks", ["AA"]),
    ("MEDICAL AID: None - RAF form RAF1 started", ["RAF"]),
    ("Settlement support: SSI case worker Leila Haddad", ["SSI"]),
    ("Case discussed with DAN medical line (J. Park)", ["DAN"]),
    ("Pt vraagt of DAN-verzekering (polis NL-4471) dekt", ["DAN"]),  # a hyphen and a lower-case word
])
def test_an_acronym_is_a_body_where_its_context_names_one(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", [
    "MRI brain (ACC 24-MHW-55190); CXR (ACC# 24R-0318877)",  # accession numbers
    "adenoid cystic carcinoma (ACC), stage II",
    "risk 25% SS, 50% AS, 25% AA. Same for this pregnancy",  # a genotype
    "SpO2 86% AA, intercostal recession",  # ambient air
    "Hold metformin, SSI\n- Tdap given",  # sliding-scale insulin
    "paroxysmal RAF on telemetry",  # rapid atrial fibrillation
    "DAN SMITH, 45, and case DAN-AP-24-0098",  # a name in capitals; a code after the hyphen
])
def test_the_same_letters_as_clinical_abbreviations_are_left(text):
    assert found(text) == []
