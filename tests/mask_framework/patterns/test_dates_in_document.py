"""Day-months that the document's other dates vouch for (patterns/dates_in_document.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

NL = PatternRecognizer("nl")
EN = PatternRecognizer("en")


def dates(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "DATE"]


OUTBREAK_LIST = (
    " nr  init.     lft  afd.  EZD     test\n"
    " B1  A.v.d.W.   88   ZB    8-11    sneltest\n"
    " B2  H.J.       92   ZB    9-11    PCR\n"
    " B4  W.K.       95   ZB    10-11   PCR      overl. 17-11\n"
)


def test_rows_of_an_outbreak_list_are_dated_by_the_row_with_a_day_past_12():
    assert dates(NL, OUTBREAK_LIST) == ["8-11", "9-11", "10-11", "17-11"]


@pytest.mark.parametrize("recognizer, text, expected", [
    # an ICU summary that dates every step in October
    (NL, "Resp: intubatie 3/10, percutane tracheotomie 11/10, VAP 14/10.", ["3/10", "11/10", "14/10"]),
    # a whole date vouches in Dutch, where every date is day first
    (NL, "Opname 14-11-2022. Eerste ziektedag 8-11, test 9-11.", ["14-11-2022", "8-11", "9-11"]),
    # American order: the day past 12 is the second number
    (EN, "Admitted 10/14, intubated 10/9, extubated 10/11.", ["10/14", "10/9", "10/11"]),
    # British order
    (EN, "Seen 14/10; bloods 9/10 normal.", ["14/10", "9/10"]),
])
def test_a_day_month_vouched_for_nearby_is_a_date(recognizer, text, expected):
    assert dates(recognizer, text) == expected


@pytest.mark.parametrize("recognizer, text, expected", [
    # no date of that month nearby
    (NL, "Intubatie 3/10, tracheotomie 4/10.", []),
    (EN, "Seen 14/10; weight-bearing 9/11.", ["14/10"]),
    # a different separator: '8-11' is not vouched for by '17/11'
    (NL, "Gezien 17/11, klachten 8-11 keer.", ["17/11"]),
    # in English a whole date with both numbers up to 12 may be in either order: it vouches for nothing
    (EN, "DOB 3/11/2022; review 8/11 then.", ["3/11/2022"]),
])
def test_without_a_date_of_the_same_month_and_form_nothing_more_is_found(recognizer, text, expected):
    assert dates(recognizer, text) == expected


@pytest.mark.parametrize("recognizer, text, not_a_date", [
    # scores, strengths and a head's descent, near an October or May date
    (NL, "Gezien 14/10. VAS 7/10 bij mobiliseren, 3/10 in rust.", "3/10"),
    (EN, "Seen 14/10. Pain 8/10 at worst, 4/10 best.", "4/10"),
    (EN, "On 14/5: R arm power 4/5 at d/c.", "4/5"),
    (NL, "Gezien 15/5. Uitwendig onderzoek: HL, 2/5 ingedaald.", "2/5"),
    # a span of days or weeks, a duration in days, equal numbers, an acuity, British months, a fraction
    (NL, "Controle 18-6, daarna 6-8 wk niet inzetbaar.", "6-8"),
    (EN, "Arrived 13/7. Fever x 3/7.", "3/7"),
    (EN, "Seen 16/6: VA 6/6 R, 6/9 L.", "6/6"),
    (EN, "Clinic 16/6: VA 6/9 L.", "6/9"),
    (EN, "Review 15/12 at 3/12 post-op.", "3/12"),
    (NL, "Gezien 14/2: 1/2 tablet.", "1/2"),
])
def test_scores_spans_and_fractions_stay_out(recognizer, text, not_a_date):
    assert not_a_date not in dates(recognizer, text)


def test_a_vouching_date_far_away_does_not_count():
    text = "Opname 14/10.\n" + "Beloop zonder bijzonderheden. " * 16 + "\nIntubatie 3/10."
    assert dates(NL, text) == ["14/10"]
