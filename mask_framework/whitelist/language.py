"""Per-language word sets the context rules need (titles, name particles, cues).

These are closed classes of function words, small enough to keep in code; the
open vocabularies live in the shipped resource files.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LanguageRules:
    #: titles and salutations after which a dictionary word is taken as a surname
    titles: frozenset[str]
    #: name particles: "van der Sluis", "de Vries", "d'Ancona"
    interfixes: frozenset[str]
    #: prepositions that are particles only before an article ("in 't Veld", "uit de Bos")
    particle_prepositions: frozenset[str]
    #: particles that start a surname however the next word is spelled
    surname_openers: frozenset[tuple[str, ...]]
    #: words that make a flagged clinical term (an eponym) medical, before it
    eponym_before: frozenset[str]
    #: ... or after it
    eponym_after: frozenset[str]
    #: measurement cues: a number right after one of these is a value, not an identifier
    measure_cues: frozenset[str]


_DUTCH_TITLES = """
dhr dhr. hr hr. heer meneer mijnheer mnr mnr. mevr mevr. mw mw. mevrouw mej mej. mejuffrouw juffrouw
dr dr. drs drs. dra dra. prof prof. ir ir. ing ing. mr mr. ds ds. bc bc. bacc bacc. kand kand. lec lec.
pt pt. pte pte. pat pat. patient patiënt patiente patiënte zr zr. zuster broeder collega arts dokter
weledelgeleerde hooggeleerde weledelzeergeleerde weledelgestrenge dr.h.c dr.h.c.
"""

_ENGLISH_TITLES = """
mr mr. mrs mrs. ms ms. miss mx mx. dr dr. prof prof. sir madam dame lady lord rev rev. fr fr. sr sr.
pt pt. patient nurse doctor dear
"""

_DUTCH_INTERFIXES = """
van de der den het 't t ter ten te v v. vd vd. v.d. v/d v.d von zu zur la le du da di del dos el al d' l'
"""

_ENGLISH_INTERFIXES = """
van de der den von la le du da di del dos el al st st. mac mc o' d' bin ibn
"""

_DUTCH_CUES = """
vas nrs pijnscore pijnscores score mmse moca gcs emv cfs katz barthel apgar nyha asa ecog snaq sneq dos
rr bd tensie bloeddruk pols hf hartfrequentie af ademfrequentie saturatie sat sat. spo2 sao2 fio2 temp temp.
temperatuur t gewicht lengte bmi buikomvang hb ht mcv leuco leukocyten trombo trombocyten crp bse pct na
k kalium natrium cl ca mg fosfaat ureum kreat kreatinine creatinine egfr gfr glucose gluc hba1c albumine
bili bilirubine asat alat ggt ldh ck af troponine trop tnt bnp nt-probnp inr aptt tsh ft4 ferritine
lactaat ph pco2 po2 hco3 be psa ldl hdl cholesterol tg graad stadium klasse fase type lvef ef qtc qrs
gds 4at dag kuur cyclus dosis dagdosis curb-65 cha2ds2-vasc has-bled wells nihss
"""

_ENGLISH_CUES = """
vas nrs pain score mmse moca gcs apgar nyha asa ecog bp hr rr pulse spo2 sao2 fio2 sat temp temperature t
weight height bmi hb hgb hct wbc plt crp esr na k cl hco3 bun cr creat creatinine egfr glucose a1c hba1c
albumin bili bilirubin ast alt alp ggt ldh ck troponin bnp inr ptt tsh ft4 lactate ph pco2 po2 psa ldl hdl
grade stage class type ef lvef qtc qrs dose curb-65 cha2ds2-vasc has-bled wells nihss
"""


def _words(block: str) -> frozenset[str]:
    return frozenset(block.split())


RULES = {
    "nl": LanguageRules(
        titles=_words(_DUTCH_TITLES),
        interfixes=_words(_DUTCH_INTERFIXES),
        particle_prepositions=_words("op in uit bij aan"),
        surname_openers=frozenset({("van", "der"), ("van", "den"), ("v.d.",), ("v/d",), ("vd",), ("vd.",), ("v.d",)}),
        eponym_before=_words("van morbus m m. ziekte syndroom teken test fenomeen reflex"),
        eponym_after=_words("ziekte syndroom teken test reflex fenomeen tumor 's ' -syndroom"),
        measure_cues=_words(_DUTCH_CUES),
    ),
    "en": LanguageRules(
        titles=_words(_ENGLISH_TITLES),
        interfixes=_words(_ENGLISH_INTERFIXES),
        particle_prepositions=frozenset(),
        surname_openers=frozenset({("van", "der"), ("van", "den")}),
        eponym_before=_words("of morbus disease syndrome sign test"),
        eponym_after=_words("disease syndrome sign test reflex phenomenon tumor 's '"),
        measure_cues=_words(_ENGLISH_CUES),
    ),
}
