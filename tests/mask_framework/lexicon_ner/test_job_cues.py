"""Jobs after 'works as' / 'werkt als': any job, however rare, ending at a preposition or punctuation."""
import pytest

from mask_framework.lexicon_ner.job_cues import cued_jobs


def jobs(text, clinical=frozenset()):
    return [text[start:end] for _, start, end in cued_jobs(text, clinical)]


@pytest.mark.parametrize("text, expected", [
    ("Mr Fortuin - works as a taxi guard on the Mitchells Plain route", ["taxi guard"]),
    ("Werkte als bekister bij een bouwbedrijf in Aalst.", ["bekister"]),
    ("eerder werkzaam als heftruckchauffeur, nu werkloos", ["heftruckchauffeur"]),
    ("He worked as a scrap metal dealer until 2019", ["scrap metal dealer"]),
    ("employed as an Uber driver\nLives alone", ["Uber driver"]),
    ("She works as head of logistics at DHL", ["head"]),  # a job cut at 'of' still hides its head
    # when or how much between the verb and 'as'
    ("Pt works nights as porter at the Peppermill", ["porter"]),
    ("werkt halftijds als kapster in Gent", ["kapster"]),
    ("back working full time as an SNA in the school", ["SNA"]),
    # the article ends a line and the job opens the next one
    ("has stopped working part-time as a\nbookkeeper at her son's restaurant", ["bookkeeper"]),
])
def test_the_words_after_the_cue_are_a_job(text, expected):
    assert jobs(text) == expected


@pytest.mark.parametrize("text", [
    "The inhaler works as expected.",
    "Het nieuwe schema werkt als een trein",
    "worked as a volunteer at the food bank",
    "works as usual, no complaints",
    "She works as 2 shifts",  # no word after the cue
    "works well as a team",
    "Works full time as a",  # the article alone is no job
    "works nights as expected",
    "",
])
def test_idioms_and_non_jobs_are_left_alone(text):
    assert jobs(text) == []


def test_a_clinical_word_is_a_drug_action_not_a_job():
    assert jobs("Furosemide werkt als diureticum.", clinical=frozenset({"diureticum"})) == []
    assert jobs("Furosemide werkt als diureticum.") == ["diureticum"]  # what the cue alone would say


def test_offsets_with_crlf_and_accents():
    text = "Notitie\r\nZoon Théo werkt als kok in Gent.\r\n"
    (entity, start, end), = cued_jobs(text)
    assert entity == "PROFESSION" and text[start:end] == "kok"
