"""Clinical abbreviations and anatomy that the name and town lists also hold ('GORD' is a Canadian first
name, 'Fontanelle' a town in Iowa): the lexicon recognizer and the models' clean-up leave them, and still
find the names and towns around them."""
import pytest

from mask_framework.span_cleanup import keep_span, load_word_sets


def found(recognizer, text):
    return [(entity, text[start:end]) for entity, start, end in recognizer.find(text)]


@pytest.mark.parametrize("text, expected", [
    ("PMHx: GORD on PPI since 2015.", []),                         # a listed abbreviation in capitals alone
    ("CT: small L PTX (6 mm), no HTX.", []),                       # a side's letter before an abbreviation
    ("Cannula L ACF 20G (MF).", []),
    ("Reviewed by L LIM, then by J WONG.", [("NAME", "L LIM"), ("NAME", "J WONG")]),  # unlisted: surnames
    ("Gord Hamilton rang about his mother.", [("NAME", "Gord Hamilton")]),             # the name, written as one
    ("Wt 5.02kg. Fontanelle soft, no bulging.", []),               # anatomy, not the Iowa town
    ("Moved from Paramaribo to Kayseri in 2019.", [("LOCATION", "Paramaribo"), ("LOCATION", "Kayseri")]),
])
def test_english_abbreviations_and_anatomy_are_no_names_or_towns(en, text, expected):
    assert found(en, text) == expected


@pytest.mark.parametrize("language, text, surface, kept", [
    ("en", "PMHx: HTN, GORD, OA knees", "GORD", False),            # a model's person in capitals: the abbreviation
    ("nl", "Voorgeschiedenis: GERD, hiatushernia", "GERD", False),
    ("nl", "Gelezen: ED 19/3", "ED", True),                        # two capitals are initials as often
    ("en", "Seen by Dr GORD today", "GORD", True),                 # after a title: a person
    ("en", "PMHx: HTN, Gord Hamilton", "Gord", True),              # not in capitals
])
def test_the_models_clean_up_reads_a_long_abbreviation_in_capitals_as_one(language, text, surface, kept):
    start = text.index(surface)
    assert keep_span("PER", text, start, start + len(surface), load_word_sets(language)) is kept


@pytest.mark.parametrize("text, expected", [
    # English terms capitalised in Dutch notes are no unknown surnames
    ("Opname op de Stroke Unit van de neurologie.", []),
    ("Temp 35,8 °C -> Bair Hugger.", []),
    ("SBAR doorgegeven.\nR - Recommendation\n- O2 afbouwen", []),
    # nor are measurements and breakdowns by their Greek ending
    ("Otoscopie normaal. Tympanometrie: type A bdz.", []),
    ("Conclusie: 2. Rhabdomyolyse met AKI.", []),
    # unknown capitalised words that are no English word are still guessed, listed names still found
    ("Gezien door Kowalczyk en Öztürk.", [("NAME", "Kowalczyk"), ("NAME", "Öztürk")]),
    ("Buurman Hunter belde.", [("NAME", "Hunter")]),
])
def test_dutch_guessed_names_are_no_english_or_clinical_words(nl, text, expected):
    assert found(nl, text) == expected


@pytest.mark.parametrize("text, expected", [
    # a listed surname the clinical list also holds, after an initial or a title, is a person ...
    ("I. Collard (hoofdvpk), M. Lejeune (ziekenhuishygiëne)", [("NAME", "I. Collard"), ("NAME", "M. Lejeune")]),
    ("17u05 - dr. Lejeune belt terug.", [("NAME", "dr. Lejeune")]),
    # ... but a disease after 'M.' (morbus) stays the disease
    ("Bekend met M. Parkinson sinds 2015.", []),
    ("M. Crohn, in remissie.", []),
])
def test_a_surname_the_clinical_list_holds_is_a_person_after_an_initial(nl, text, expected):
    assert found(nl, text) == expected


@pytest.mark.parametrize("language, text, expected", [
    # a disease's eponym addressed by a title is a person, though no surname list holds it
    ("en", "To avoid confusion: Mr Parkinson does not have Parkinson's disease.", [("NAME", "Mr Parkinson")]),
    ("en", "Mrs Hodgkin rang the ward.", [("NAME", "Mrs Hodgkin")]),
    ("nl", "Graag verwijs ik dhr. Parkinson, gepensioneerd.", [("NAME", "dhr. Parkinson")]),
    # the disease stays a disease: after 'M.' (morbus), before its cue word, and bare
    ("en", "Known M. Parkinson since 2015.", []),
    ("en", "Referred by Dr Parkinson disease clinic.", []),
    ("nl", "Ziekte van Parkinson bij moeder, M. Crohn bij vader.", []),
    # a unit after a number, and a town ending a sentence, are no titles
    ("nl", "ECG: QTc 438 ms. Stemming stabiel.", []),
    ("nl", "Eigenaar van een kapperszaak in Heer. Hypercalciëmie, later myeloom.", [("LOCATION", "Heer")]),
])
def test_a_clinical_eponym_after_a_title_is_a_person(request, language, text, expected):
    assert found(request.getfixturevalue(language), text) == expected
