"""Numbered roads after a word of travel or place (patterns/roads.py)."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en")
NL = PatternRecognizer("nl")


def locations(recognizer, text):
    return [text[start:end] for entity, start, end in recognizer.find(text) if entity == "LOCATION"]


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "admits to nodding off in traffic on the A47 and once", ["A47"]),
    (EN, "ETA UHG 12:25 via M6.", ["M6"]),
    (EN, "Housing: unsheltered, sleeps under the I-95 overpass", ["I-95"]),
    (EN, "motorcyclist vs box truck on SR-99 near Shoreline", ["SR-99"]),
    (EN, "Drives there daily, ~25 km round trip on Hwy 2.", ["Hwy 2"]),
    (NL, "stil in de file op de A28 richting Meppel", ["A28"]),
    (NL, "motorongeval 14/09 06:50 op de E314 t.h.v. Lummen", ["E314"]),
    (NL, "motor vs bestelwagen op de N10 te Rillaar", ["N10"]),
    # no preposition, a heading or a marker after it
    (EN, "Incident: coach RTC, A9 southbound nr Ballinluig", ["A9"]),
    (EN, "single vehicle, M4 northbound at junction 23", ["M4"]),
    (NL, "busongeval E40 richting Brugge, km 37", ["E40"]),
    (NL, "solo-ongeval N340 t.h.v. Dalfsen", ["N340"]),
    (NL, "aanrijding van achteren, A28 hmp 120, Staphorst", ["A28"]),
])
def test_a_numbered_road_after_a_word_of_travel_is_a_place(recognizer, text, expected):
    assert locations(recognizer, text) == expected


@pytest.mark.parametrize("recognizer, text", [
    (EN, "resisted flexion, and thickening of the A3 pulley"),  # a finger's pulley
    (EN, "no tenderness on the A2 pulley"),
    (EN, "SW: PIP awarded under SR1 (terminal illness)"),  # a benefit's rule, glued
    (EN, "Bloods: A1 antitrypsin normal; M2 macrophages"),  # no preposition
    (NL, "opname de dag voordien op E4 (heelkunde)"),  # a ward: 'op' without 'de'
    (NL, "transfer naar E4 richting OK om 14u"),  # a ward: a heading needs a road's preposition or none at all
    (EN, "A1 junctional rhythm"),  # no heading word right after
])
def test_codes_that_are_no_roads(recognizer, text):
    # (a ward's code is a place of its own pattern: 'op E4' is found, but not as a road)
    assert not [name for *_, name in recognizer.find_all(text) if name.startswith("numbered_road")]


@pytest.mark.parametrize("text, words", [
    ("grid ref NH 168 352 (what3words ///lantern.bucket.sliding)\nParty: casualty", "lantern.bucket.sliding"),
    ("Found at w3w: filled.count.soap.", "filled.count.soap"),
    ("locatie ///tafel.lamp.boom bij de dijk", "tafel.lamp.boom"),
])
def test_a_what3words_address_is_a_place_without_its_slashes(text, words):
    recognizer = NL if "locatie" in text else EN
    assert locations(recognizer, text) == [words]


def test_dotted_words_without_the_services_mark_are_no_what3words_address():
    # four words, a domain, an abbreviation: none is a three-word address
    assert not [name for *_, name in EN.find_all("///one.two.three.four, see www.nhs.uk, i.e. e.g. etc.")
                if name == "what3words_address"]


@pytest.mark.parametrize("recognizer, text, place", [
    (EN, "on the front paddock beside the woolshed. GPS -43.6418, 171.1987.\n", "-43.6418, 171.1987"),
    (NL, "4. GPS oprit: 52.85317, 6.60428\n5. Voordeur", "52.85317, 6.60428"),
    (NL, "GPS (AML): 51°16'42.1\"N 3°48'55.7\"E\nHerkenningspunten", "51°16'42.1\"N 3°48'55.7\"E"),
    # degrees and minutes with decimals, as a ship's log writes them, and without seconds
    (EN, "| 0340 | 48°12.4'S 166°03.8'E, Snares Shelf | Crew", "48°12.4'S 166°03.8'E"),
    (EN, "| 1200 | 47°31'S 167°10'E | Obs: T 36.9", "47°31'S 167°10'E"),
    (NL, "Positie: 52°14,6'N 003°48,9'E, koers 015°, 11 kn.", "52°14,6'N 003°48,9'E"),
])
def test_coordinates_are_a_place(recognizer, text, place):
    assert place in locations(recognizer, text)


def test_numbers_in_a_table_or_a_result_are_no_coordinates():
    for text in ("Tromb.(/µl)| 48.000 19.000 11.000", "CK 4,220     48,900", "ratio 0.1234, 0.4567; lat 95.1234, 4.0",
                 "koers 015°, wind 270° 12 kn", "flexion 90°, extension 10°"):  # a heading and angles, one axis
        assert not [name for *_, name in NL.find_all(text) if name.endswith("_coordinates")]
