"""Numbers, dates and names spoken in a transcript, found by the ``spoken`` family alone."""
import pytest

from mask_framework.patterns.registry import PatternRecognizer

EN = PatternRecognizer("en", families=["spoken"])
NL = PatternRecognizer("nl", families=["spoken"])


def found(recognizer, text):
    return [(entity, text[start:end]) for entity, start, end, _ in recognizer.find_all(text)]


@pytest.mark.parametrize("recognizer, text, expected", [
    # digits spoken one by one: a phone after its cue, else an identifier; 'double' counts twice
    (EN, "mobile oh seven nine four six double two one three eight oh five new paragraph",
     ("PHONE", "oh seven nine four six double two one three eight oh five")),
    (EN, "NHS number four eight five seven seven three two nine one six new line",
     ("ID", "four eight five seven seven three two nine one six")),
    (EN, "DR: So five zero zero six one two, five seven three four, zero eight six. That matches.",
     ("ID", "five zero zero six one two, five seven three four, zero eight six")),
    (EN, "your hospital number for her is H S one oh two two four seven eight full stop",
     ("ID", "H S one oh two two four seven eight")),
    (EN, "Dundee D D one one R T full stop", ("ID", "D D one one R T")),  # a spoken postcode
    (NL, "telefonisch bereikbaar op nul zes twee vier negen een acht zeven drie nul punt",
     ("PHONE", "nul zes twee vier negen een acht zeven drie nul")),
    (NL, "ge kunt haar bellen op nul vier acht zes, vijftig, eenentwintig, zesentachtig. En",
     ("PHONE", "nul vier acht zes, vijftig, eenentwintig, zesentachtig")),
    (NL, "BSN, ik lees hem even op: nul – zeven – drie – vijf – vier – een – acht – acht – zes.",
     ("ID", "nul – zeven – drie – vijf – vier – een – acht – acht – zes")),
    (NL, "Mijn rijksregister is vijfentachtig, nul zeven, tweeëntwintig, driehonderd zesenveertig, achttien. Mijn",
     ("ID", "vijfentachtig, nul zeven, tweeëntwintig, driehonderd zesenveertig, achttien")),
    (NL, "Het rijksregisternummer is zesendertig, nul vier, nul negen… streepje… één vier drie, punt",
     ("ID", "zesendertig, nul vier, nul negen… streepje… één vier drie")),
    # letters spelled out: five or more, three after a cue, four with hyphens or a spelling alphabet
    (EN, "to doctor Thomas Whitcombe that's W H I T C O M B E consultant", ("NAME", "W H I T C O M B E")),
    (EN, "The surname is M, G, Q, I, B, E, L, O. Thanks", ("NAME", "M, G, Q, I, B, E, L, O")),
    (EN, "O. M for Mike, G for golf, Q for queen, I, B for boy, E, L, O.\n",
     ("NAME", "M for Mike, G for golf, Q for queen, I, B for boy, E, L, O")),
    (EN, "NHI, I'll read it out, Z, A, K, four, three, one, two, so that's Zulu Alpha Kilo four", ("NAME", "Zulu Alpha Kilo")),
    (EN, "Denise Boudreau calling, that's B-O-U-D-R-E-A-U, date of birth", ("NAME", "B-O-U-D-R-E-A-U")),
    (NL, "ik spel de achternaam t j i n streepje a streepje d j i e komma", ("NAME", "t j i n streepje a streepje d j i e")),
    (NL, "En dan streepje Kok, K, O, K, dat is van mijn man.", ("NAME", "K, O, K")),
    # dates in words
    (EN, "date of birth third of the eleventh nineteen fifty eight new line",
     ("DATE", "third of the eleventh nineteen fifty eight")),
    (EN, "interview on the twenty first of March twenty twenty five lasting", ("DATE", "twenty first of March twenty twenty five")),
    (EN, "date of birth August nineteenth nineteen eighty-nine. Claim", ("DATE", "August nineteenth nineteen eighty-nine")),
    (EN, "admitted to Flinders Medical Centre January twenty twenty five close bracket",
     ("DATE", "January twenty twenty five")),
    (EN, "records including admission to Carseview in twenty nineteen full stop", ("DATE", "twenty nineteen")),
    (NL, "datum van ingreep maandag achttien maart tweeduizend vierentwintig punt",
     ("DATE", "maandag achttien maart tweeduizend vierentwintig")),
    (NL, "geboren op drie februari negentienhonderd eenennegentig te Heerlen", ("DATE", "drie februari negentienhonderd eenennegentig")),
    (NL, "geboren twaalf november negentienzesenzeventig komma", ("DATE", "twaalf november negentienzesenzeventig")),
    (NL, "tot hij daar in juni tweeduizend drieëntwintig werd ontslagen", ("DATE", "juni tweeduizend drieëntwintig")),
    (NL, "coloscopie punt in twintig negentien coloscopie", ("DATE", "twintig negentien")),
    # ages in words, the number only; the speaker's own before a pause
    (NL, "komt pas dinsdag. Ik ben vierentachtig, hé, ik wil niet", ("AGE", "vierentachtig")),
    (EN, "Well I'm eighty-four, you know.", ("AGE", "eighty-four")),
    (EN, "a sixty six year old lady who I saw", ("AGE", "sixty six")),
    (EN, "they have a daughter comma Zofia comma aged six comma who attends", ("AGE", "six")),
    (NL, "ijzergebrek bij een negenenvijftig jarige vrouw", ("AGE", "negenenvijftig")),
    (NL, "zevenenveertig-jarige patiënte", ("AGE", "zevenenveertig")),
    # a spoken house number with its street
    (EN, "Ladypool Road Surgery comma two hundred and twelve Ladypool Road comma Birmingham",
     ("LOCATION", "two hundred and twelve Ladypool Road")),
    (EN, "Address forty-seven Kahu Road, Riccarton", ("LOCATION", "forty-seven Kahu Road")),
    (NL, "huisartsenpraktijk De Wijk komma Antwerpsesteenweg honderdzeventien komma",
     ("LOCATION", "Antwerpsesteenweg honderdzeventien")),
    (NL, "van de Leopold I-straat tweehonderdtwaalf, bus drie. Ik ben", ("LOCATION", "Leopold I-straat tweehonderdtwaalf, bus drie")),
])
def test_a_spoken_form_is_found(recognizer, text, expected):
    assert expected in found(recognizer, text)


@pytest.mark.parametrize("recognizer, text", [
    (EN, "Oh, one more thing: take two tablets three times a day for five days."),
    (EN, "Grades A B C D E of the ABCDE approach; vitamins A, D, E, K"),
    (EN, "I saw her twenty minutes later; twenty twenty vision; may first try rest."),
    (EN, "she would rather finish her exams in December first - respected."),
    (EN, "               E M E R G E N C Y   D E P A R T M E N T\n"),
    (EN, "She is one of two sisters and has three or four children."),
    (NL, "Een of twee keer per dag, drie tot vier weken, en u kunt bellen."),
    (NL, "sinds twee jaar klachten; vijf jaar geleden; in twintig minuten; ik ben vijf kilo afgevallen"),
    (NL, "twintig, dertig, veertig meter gelopen"),
    (NL, "de opties a, b en c van het protocol"),
    (NL, "====\n        F A X B E R I C H T\n===="),  # a heading in spaced capitals
    (NL, "KAMER | PATIËNT | S-B-A-R\n"),  # an acronym with hyphens
])
def test_ordinary_words_are_no_spoken_pii(recognizer, text):
    assert found(recognizer, text) == []
