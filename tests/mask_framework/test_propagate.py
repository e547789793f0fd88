"""Every mention of a found name (mask_framework/propagate.py), on hand-made span lists."""
import pytest

from mask_framework.propagate import (SOURCE, initials_filter, nationality_words, propagate_mentions, title_filter,
                                      word_filter, word_name_filter)
from mask_framework.spans import Span


def spans_of(text, *surfaces, entity="NAME"):
    found = []
    for surface in surfaces:
        start = text.index(surface)
        found.append(Span(start, start + len(surface), entity, ("NER_lexicon",)))
    return sorted(found, key=lambda span: span.start)


def surfaces(text, spans):
    return [(span.entity, text[span.start:span.end], span.sources) for span in spans]


def anything(word):
    return True


def written_as_names(word):
    """Every word, but no lower-case form of one."""
    return not word.islower()


def test_a_name_found_once_is_masked_where_it_recurs():
    text = 'Husband Desmond ("Des", 79) at bedside. ESAS completed w/ Des. Des\'s sister rang.'
    nickname = text.index('"Des"') + 1
    found = spans_of(text, "Desmond") + [Span(nickname, nickname + 3, "NAME", ("NER_lexicon",))]
    result = propagate_mentions(text, found, {"NAME"}, anything)
    added = [(e, s) for e, s, src in surfaces(text, result) if src == (SOURCE,)]
    assert added == [("NAME", "Des"), ("NAME", "Des")]  # 'w/ Des.' and "Des's"
    assert all(span in result for span in found) and len(result) == 4


def test_whole_words_same_case_and_not_over_other_spans():
    text = "Mere drove. Meredith came; mere words. MERE. Mere-Ann. Call Mere at 06-12345678 (Mere)."
    found = spans_of(text, "Mere") + [Span(text.index("(Mere)") + 1, text.index("(Mere)") + 5, "ORGANIZATION", ("x",))]
    found.sort(key=lambda span: span.start)
    result = propagate_mentions(text, found, {"NAME"}, written_as_names)
    added = [span for span in result if span.sources == (SOURCE,)]
    assert [text[span.start:span.end] for span in added] == ["Mere"]  # only 'Call Mere at'
    assert added[0].start == text.index("Call Mere") + 5


def test_short_words_capitals_and_other_entities_are_not_searched():
    text = "Al saw Jo. Al left; Jo too. ICU and ICU. Leiden, Leiden."
    found = spans_of(text, "Al", "Jo", "ICU") + spans_of(text, "Leiden", entity="LOCATION")
    found.sort(key=lambda span: span.start)
    assert propagate_mentions(text, found, {"NAME"}, anything) == found


def test_ordinary_words_are_not_spread_but_first_names_are():
    searchable = word_filter("en")
    assert searchable("Desmond") and searchable("Rose") and searchable("Okonkwo")
    assert not searchable("Alert") and not searchable("Hemostasis") and not searchable("Dr")
    text = "Neuro:\nAlert and oriented. Partner Rose at work. Alert. Rose called."
    found = spans_of(text, "Alert", "Rose")
    result = propagate_mentions(text, found, {"NAME"}, searchable)
    assert [text[s.start:s.end] for s in result if s.sources == (SOURCE,)] == ["Rose"]


def test_a_particle_opening_a_surname_is_not_spread():
    # 'Van' of 'dhr. Van der Zwan' is no name of its own: an e-mail's 'Van:' (from) stays a header
    text = "Van: Kuipers, Joris\nIk kom langs bij dhr. Van der Zwan. Zwan belde."
    result = propagate_mentions(text, spans_of(text, "Van der Zwan"), {"NAME"}, anything)
    assert [text[s.start:s.end] for s in result if s.sources == (SOURCE,)] == ["Zwan"]


def test_the_possessive_of_a_disease_is_not_spread_from_a_charity_name():
    searchable = word_filter("en")
    assert not searchable("Alzheimer's") and not searchable("Parkinson's") and searchable("Desmond's")
    text = "Diagnosis: Alzheimer's disease. Referred to Alzheimer's Society."
    found = spans_of(text, "Alzheimer's Society", entity="ORGANIZATION")
    assert propagate_mentions(text, found, {"ORGANIZATION"}, searchable) == found


def test_a_first_name_that_is_a_word_is_spread_only_inside_sentences():
    searchable, name_words = word_filter("en"), word_name_filter("en")
    # ('Mere', the example here once, is a listed first name since session 37 and is searched like any other)
    assert not searchable("Joy") and name_words("Joy") and not name_words("Polish") and not name_words("Dr")
    text = ("NOK: Joy Tamihana-Walsh (wife)\nBreathing upset Joy. Met with Joe, Joy and Dean.\n"
            "Joy: settled night. A joy to see. Language: Polish Smith said.")
    found = spans_of(text, "Joy Tamihana-Walsh")
    result = propagate_mentions(text, found, {"NAME"}, searchable, name_words=name_words)
    added = [(span.start, text[span.start:span.end]) for span in result if span.sources == (SOURCE,)]
    # not the line opening 'Joy:' nor the lower-case word; the surname is searched as before
    assert [word for _, word in added] == ["Joy", "Joy"]
    assert added[0][0] == text.index("upset Joy") + 6
    # a name whose later words are ordinary words lends its first word nothing
    text = "Consultant Plastic Surgeon: Mr Ahmed. Our Consultant agreed."
    found = spans_of(text, "Consultant Plastic Surgeon")
    assert propagate_mentions(text, found, {"NAME"}, searchable, name_words=name_words) == found


def test_a_listed_first_name_is_also_searched_in_lower_case():
    searchable = word_filter("en")
    assert searchable("kayla") and searchable("lachlan")
    # a word, a kinship word and a name that is no listed first name stay as written
    assert not searchable("rose") and not searchable("nan") and not searchable("abdo")
    text = "Daughter Kayla (9) lives with her gran. Nan and Rose visit. after kayla's communion; rose early; his nan"
    found = spans_of(text, "Kayla", "Nan", "Rose")
    result = propagate_mentions(text, found, {"NAME"}, searchable)
    assert [text[s.start:s.end] for s in result if s.sources == (SOURCE,)] == ["kayla"]


@pytest.mark.parametrize("prefix", ["", "\r\n", "🙂 ", "Jose\u0301: "])
def test_offsets_are_code_points_with_crlf_emoji_and_accents(prefix):
    text = prefix + "Seen with Wiremu.\r\nWiremu agreed."
    found = spans_of(text, "Wiremu")
    [added] = [span for span in propagate_mentions(text, found, {"NAME"}, anything) if span.sources == (SOURCE,)]
    assert text[added.start:added.end] == "Wiremu" and added.start == text.rindex("Wiremu")


def test_empty_text_and_no_spans():
    assert propagate_mentions("", [], {"NAME"}, anything) == []
    assert propagate_mentions("Wiremu Wiremu", [], {"NAME"}, anything) == []


def test_initials_of_found_names_are_masked_where_they_stand_alone():
    text = ("Present: Dr Euan MacLeod (chair) EM; Gregor Sinclair (SLT) GS; S. Ahmed (minutes)\n"
            "Summary (EM): stable. SLT (GS): safe swallow. Actions: GS - review; SA to file. GSX, GS-2 and gs stay.")
    found = spans_of(text, "Dr Euan MacLeod", "Gregor Sinclair", "S. Ahmed")
    result = propagate_mentions(text, found, {"NAME"}, anything, initials_filter("en"), title_filter("en"))
    added = [(text[s.start:s.end], s.start) for s in result if s.sources == (SOURCE,)]
    assert [surface for surface, _ in added] == ["EM", "GS", "EM", "GS", "GS", "SA"]
    assert added[0][1] == text.index("EM;")  # 'Dr' is a title: 'EM', not 'DEM'


@pytest.mark.parametrize("name, initials, elsewhere", [
    ("Ishbel Fraser", "IF", "IF SYMPTOMS WORSEN, CALL."),  # a function word
    ("Mhairi Dunn", "MD", "Raymond Okonkwo, MD"),  # a credential
    ("Callum Reid", "CR", "co-careldopa CR 25/100"),  # a clinical abbreviation (controlled release)
    ("Rachel Ann Kerr Smith", "RAKS", "RAKS"),  # four name words: no initials
])
def test_initials_that_are_words_credentials_or_clinical_are_not_searched(name, initials, elsewhere):
    text = f"Seen by {name}. {elsewhere}"
    found = spans_of(text, name)
    result = propagate_mentions(text, found, {"NAME"}, anything, initials_filter("en"), title_filter("en"))
    assert result == found


def test_initials_only_of_names_and_only_when_asked():
    text = "Leeds General Infirmary (LGI). Seen by Gregor Sinclair. GS agreed."
    found = spans_of(text, "Leeds General Infirmary", entity="ORGANIZATION") + spans_of(text, "Gregor Sinclair")
    assert propagate_mentions(text, found, {"NAME", "ORGANIZATION"}, lambda word: False) == found
    result = propagate_mentions(text, found, {"ORGANIZATION"}, lambda word: False, initials_filter("en"))
    assert result == found  # NAME is not propagated
    result = propagate_mentions(text, found, {"NAME", "ORGANIZATION"}, lambda word: False, initials_filter("en"))
    assert [text[s.start:s.end] for s in result if s.sources == (SOURCE,)] == ["GS"]


def test_places_and_organisations_spread_only_words_written_as_names():
    text = ("Seen at Glangwili General Hospital (MTPJ clinic), Haematology Day Unit. Urdu interpreter.\n"
            "Back to Glangwili. MTPJ pain. Haematology review. Urdu again.")
    found = spans_of(text, "Glangwili General Hospital", "Haematology Day Unit", "Urdu", entity="ORGANIZATION")
    found += spans_of(text, "MTPJ clinic", entity="ORGANIZATION")
    found.sort(key=lambda span: span.start)
    result = propagate_mentions(text, found, {"ORGANIZATION"}, anything, ethnicities=nationality_words("en"))
    assert [text[s.start:s.end] for s in result if s.sources == (SOURCE,)] == ["Glangwili"]


def test_nationality_words_hold_languages_and_the_listed_nationalities():
    words = nationality_words("en")
    assert {"urdu", "samoan", "irish"} <= words and "glangwili" not in words
    assert "urdu" in nationality_words("xx")  # no list for the language: the languages only


def test_where_two_finders_are_needed_a_word_one_plugin_alone_found_is_not_spread():
    text = "Mild stinging with Cosopt. Change Cosopt to PF. Wife Aroha rang; Aroha will collect."
    cosopt = text.index("Cosopt")
    aroha = text.index("Aroha")
    found = [Span(cosopt, cosopt + 6, "LOCATION", ("NER_spaCy",)),
             Span(aroha, aroha + 5, "NAME", ("NER_lexicon", "NER_CRF"))]
    result = propagate_mentions(text, found, {"NAME", "LOCATION"}, anything,
                                finders_needed={"NAME": 2, "LOCATION": 2})
    added = [(e, s) for e, s, src in surfaces(text, result) if src == (SOURCE,)]
    # the news model's guess stays where it was made; the name two plugins agree on spreads
    assert added == [("NAME", "Aroha")]
    # one finder is enough where the entity has one plugin (the default)
    result = propagate_mentions(text, found, {"NAME", "LOCATION"}, anything)
    assert [s for e, s, src in surfaces(text, result) if src == (SOURCE,)] == ["Cosopt", "Aroha"]
