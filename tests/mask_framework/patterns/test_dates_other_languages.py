"""Written dates in the other languages a note quotes (patterns/dates_other_languages.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en", families=["dates"])
NL = PatternRecognizer("nl", families=["dates"])


def dates(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "DATE"]


@pytest.mark.parametrize("recognizer, text, date", [
    (EN, "Dáta / Date: 12 Meán Fómhair 2024\n\nDr Olusegun", "12 Meán Fómhair 2024"),
    (EN, "Rā / Date: 14 Here-turi-kōkā 2024\n", "14 Here-turi-kōkā 2024"),
    (EN, 'Gwelais Mrs Hughes yn y clinig ar 17 Hydref gyda\'i merch', "17 Hydref"),
    (EN, '"me voy el 15 de diciembre y no regreso hasta enero."', "15 de diciembre"),
    (NL, "s'est présenté à l'urgence le 28 octobre avec dyspnée", "28 octobre"),
    (NL, "Aufnahme am 3. März 2024 wegen Dyspnoe", "3. März 2024"),
])
def test_a_day_and_a_month_of_another_language_are_a_date(recognizer, text, date):
    assert date in dates(recognizer, text)


@pytest.mark.parametrize("recognizer, text", [
    (EN, "Pour le mois de mars; Samhain festival; Medi was her nickname"),  # the month's name without a day
    (NL, "Stage 2 Mart-syndroom; 45 Ocak-eenheden; 0.5 mai"),  # glued to a word, or after a decimal
])
def test_a_month_name_alone_is_no_date(recognizer, text):
    assert dates(recognizer, text) == []
