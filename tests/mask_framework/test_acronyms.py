"""Acronyms defined next to a found span (mask_framework/acronyms.py), on hand-made span lists."""
import pytest

from mask_framework.acronyms import SOURCE, abbreviates, defined_acronyms, mask_acronyms, used_initialisms
from mask_framework.span_cleanup import load_word_sets
from mask_framework.spans import Span


def org(text, surface, entity="ORGANIZATION"):
    start = text.index(surface)
    return Span(start, start + len(surface), entity, ("NER_lexicon",))


def added(text, spans):
    return [(span.entity, text[span.start:span.end], span.start) for span in spans if span.sources == (SOURCE,)]


@pytest.mark.parametrize("acronym, long_form", [
    ("UHW", "University Hospital Waterford"),
    ("RBWH", "Royal Brisbane and Women's Hospital"),
    ("BCES", "Bonny Coastal Energy Services Ltd"),
    ("NCRHA", "North Central Regional Health Authority"),
    ("CHEO", "Children's Hospital of Eastern Ontario"),
    ("UMCG", "Universitair Medisch Centrum Groningen"),
    ("ZNA", "Ziekenhuis Netwerk Antwerpen"),
    ("SJUH", "St James's University Hospital"),  # 'James's' is two words, one left over
])
def test_initials_in_order_define_an_acronym(acronym, long_form):
    assert abbreviates(acronym, long_form)


@pytest.mark.parametrize("acronym, long_form", [
    ("MDO", "MULTIDISCIPLINAIR TEAMOVERLEG"),  # D and O only inside words
    ("ODZ", "AZ Sint-Jan Brugge - Oncologisch Dagziekenhuis"),  # Z inside 'Dagziekenhuis'
    ("ICU", "St Vincent's University Hospital"),
    ("HWU", "University Hospital Waterford"),  # out of order
    ("SH", "Sunnybrook Health Sciences Centre of Toronto North"),  # four words left over
])
def test_other_bracketed_words_do_not(acronym, long_form):
    assert not abbreviates(acronym, long_form)


def test_the_acronym_after_a_span_is_masked_wherever_it_recurs():
    text = ("Admitted to University Hospital Waterford (UHW) on 3/2.\nLast admission: UHW. "
            "Not UHWX, not uhw, not UHW-2 ward codes.\nFollow-up: UHW")
    result = mask_acronyms(text, [org(text, "University Hospital Waterford")], {"ORGANIZATION"})
    assert [(e, s) for e, s, _ in added(text, result)] == [("ORGANIZATION", "UHW")] * 3
    assert [start for _, _, start in added(text, result)] == [text.index("UHW"), text.index("UHW."),
                                                              text.rindex("UHW")]
    assert result == sorted(result, key=lambda span: (span.start, span.end))


def test_an_acronym_before_a_bracketed_span_counts_too():
    text = "From: NCRHA (North Central Regional Health Authority)\nNCRHA dermatology"
    result = mask_acronyms(text, [org(text, "North Central Regional Health Authority")], {"ORGANIZATION"})
    assert [s for _, s, _ in added(text, result)] == ["NCRHA", "NCRHA"]


def test_only_configured_entities_define_and_spans_already_found_stay():
    text = "Seen by Dr Nora Hale (NH) at Royal Brisbane and Women's Hospital (RBWH); RBWH ED."
    name = org(text, "Nora Hale", "NAME")
    hospital = org(text, "Royal Brisbane and Women's Hospital")
    found_ed = org(text, "RBWH ED")
    assert defined_acronyms(text, [name, hospital], {"ORGANIZATION"}) == {"RBWH": "ORGANIZATION"}
    result = mask_acronyms(text, [name, hospital, found_ed], {"ORGANIZATION"})
    assert [s for _, s, _ in added(text, result)] == ["RBWH"]  # the bracketed one; 'RBWH ED' was found
    assert found_ed in result and name in result


def test_nothing_defined_leaves_the_spans_alone():
    text = "Chronic obstructive pulmonary disease (COPD) at Leeds General Infirmary (ICU)."
    spans = [org(text, "Leeds General Infirmary")]
    assert mask_acronyms(text, spans, {"ORGANIZATION"}) == spans
    assert mask_acronyms("", [], {"ORGANIZATION"}) == []


@pytest.fixture(scope="module")
def english_words():
    return load_word_sets("en")


@pytest.mark.parametrize("long_form, initialism", [
    ("Glangwili General Hospital", "GGH"),
    ("St. James's Hospital", "SJH"),  # a possessive is one word
    ("The Royal Victorian Eye and Ear Hospital", "RVEEH"),  # without the linking words
    ("University Hospital of the West Indies", "UHWI"),
    ("Queen's Medical Centre", "QMC"),  # a department word as head, but 'Queen's' names it
    ("Health Service Executive", "HSE"),  # dictionary words, but 'Executive' is no department word
    ("King Edward VII Memorial Hospital", "KEMH"),  # without the king's number
])
def test_a_bare_initialism_of_a_found_span_is_masked(english_words, long_form, initialism):
    text = f"Seen at {long_form} in May.\nPlan: review at {initialism} in 6/52; {initialism}-2 and x{initialism} are codes."
    result = mask_acronyms(text, [org(text, long_form)], {"ORGANIZATION"}, english_words)
    assert [(s, start) for _, s, start in added(text, result)] == [(initialism, text.index(f"at {initialism}") + 3)]


@pytest.mark.parametrize("long_form, initialism", [
    ("Skin Cancer Clinic", "SCC"),  # clinical and department words only: maybe a department
    ("Speech and Language Therapy Service", "SLT"),  # SLT is a clinical abbreviation
    ("Leeds Infirmary", "LI"),  # two letters
    ("Leeds General Infirmary", "LGIX"),  # not exactly the initials
    ("Leeds General Infirmary", "GLI"),  # out of order
])
def test_other_capitals_are_not_initialisms(english_words, long_form, initialism):
    text = f"Seen at {long_form} in May. Review at {initialism} in 6/52."
    spans = [org(text, long_form)]
    assert used_initialisms(text, spans, {"ORGANIZATION"}, english_words) == {}
    assert mask_acronyms(text, spans, {"ORGANIZATION"}, english_words) == spans


def test_initialisms_only_of_configured_entities_and_only_with_word_lists(english_words):
    text = "Dr Gina Grace Hale saw her at Glangwili General Hospital. GGH and GGH2; GGH again."
    name = org(text, "Gina Grace Hale", "NAME")
    assert used_initialisms(text, [name], {"ORGANIZATION"}, english_words) == {}
    hospital = org(text, "Glangwili General Hospital")
    assert mask_acronyms(text, [hospital], {"ORGANIZATION"}) == [hospital]  # no word lists: bracketed only
    assert [s for _, s, _ in added(text, mask_acronyms(text, [hospital], {"ORGANIZATION"}, english_words))] \
        == ["GGH", "GGH"]
