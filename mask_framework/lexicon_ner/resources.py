"""The lexicons one language uses, loaded once into lookup sets and phrase indexes.

Which shipped list serves which role is declared in ``ROLES``; the user's extra
lists (``ENTITY:path``) are added to the role of that entity. Nothing loads at import.
"""
from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, field
from pathlib import Path

from mask_framework.lexicon_ner.phrases import PhraseIndex, phrase_keys
from mask_framework.lexicon_ner.text import fold, tokenize

#: role -> shipped lexicons, per language
ROLES = {
    "nl": {
        # (Faker's world names gained nothing on the Dutch sets: capitals already mark unknown names there)
        "first_names": ("nl_first_names", "en_first_names"),
        "surnames": ("nl_surnames", "nl_surnames_with_prefix"),
        "interfix_surnames": ("nl_interfix_surnames",),
        # professions are left out: Bakker, Visser, Smit are the commonest surnames; as words they
        # are caught by the dictionary (a capital mid-sentence then makes them a name)
        "ambiguous_names": ("nl_common_words", "nl_stop_words", "nl_medical_terms", "nl_eponymous_diseases"),
        "places": ("nl_places", "be_places", "nl_countries", "en_countries"),
        "world_places": ("en_world_places",),
        "streets": ("nl_streets",),
        "institutions": ("nl_institutions", "nl_hospitals", "nl_organisations"),
        "institution_abbreviations": ("nl_hospital_abbr", "nl_organisation_abbr"),
        "professions": ("professions_nl", "professions_nl_more"),
    },
    "en": {
        "first_names": ("en_first_names", "world_first_names", "en_first_names_more", "en_first_names_more_ambiguous"),
        "surnames": ("en_surnames",),
        "interfix_surnames": (),
        "ambiguous_names": ("en_first_names_ambiguous", "en_surnames_ambiguous", "en_first_names_more_ambiguous"),
        "places": ("en_places", "en_us_states", "en_countries"),
        # GeoNames' towns of the world: many are also words, names or eponyms, so they are checked harder
        "world_places": ("en_world_places",),
        "ethnicities": ("en_ethnicities",),
        "ambiguous_places": ("en_places_ambiguous",),
        "streets": (),
        "institutions": ("en_hospitals", "en_companies", "en_organisations"),
        "institution_abbreviations": ("en_organisation_abbr",),
        "professions": ("professions_en", "professions_en_more"),
    },
}
#: the role a user's ``ENTITY:path`` list extends
USER_LIST_ROLES = {"NAME": "surnames", "LOCATION": "places", "ORGANIZATION": "institutions",
                   "PROFESSION": "professions"}

#: forms of address and titles; the name that follows them is a name even when it is a word
TITLES = {
    "nl": ("dhr", "mevr", "mw", "mej", "dr", "drs", "prof", "ir", "ing", "mr", "ds", "bc", "bacc", "kand", "lec",
           "dra", "heer", "mevrouw", "mijnheer", "meneer", "professor", "dokter", "zuster", "broeder", "collega",
           "weledelgeleerde", "hooggeleerde", "weledelzeergeleerde", "mrs", "ms", "mister", "miss"),
    "en": ("mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "doctor", "sir", "madam", "mister", "nurse",
           "rev", "sr", "jr", "dame", "lady", "lord", "fr", "sister", "brother", "capt", "sgt", "lt", "col",
           # Singapore and Malaysia: Madam, Encik (Mr), Puan (Mrs), Cik (Miss)
           "mdm", "madam", "encik", "puan", "pn", "cik",
           # India: Shri (Mr), Smt (Mrs), Kumari (Miss); not "Sri", which opens "Sri Lanka"
           "shri", "smt", "kumari"),
}
INTERFIXES_EN = ("van", "von", "de", "der", "den", "la", "le", "du", "da", "di", "del", "della", "van der", "van den",
                 "de la", "bin", "ibn", "al", "el", "ter", "ten")
ENGLISH_STOP_WORDS = frozenset({
    "a", "an", "the", "and", "or", "but", "if", "of", "at", "by", "for", "with", "about", "to", "from", "in", "on",
    "off", "over", "under", "again", "then", "once", "here", "there", "when", "where", "why", "how", "all", "any",
    "both", "each", "few", "more", "most", "other", "some", "such", "no", "nor", "not", "only", "own", "same", "so",
    "than", "too", "very", "can", "will", "just", "should", "now", "is", "was", "be", "he", "she", "it", "we", "they"})
#: a grading or scale named after its describer, after the name only ('House-Brackmann gr. III', 'Ablett graad
#: III', 'Evans index'); before a name 'graad 2' or 'index' cues nothing
GRADING_CUES = frozenset({"graad", "grade", "gr", "schaal", "scale", "index", "stadium"})
#: words that make the following name an eponym, not a person ('ziekte van Parkinson')
EPONYM_CUES = frozenset({"ziekte", "syndroom", "morbus", "teken", "test", "reflex", "methode", "classificatie",
                         "disease", "syndrome", "sign", "score", "criteria", "classification", "procedure",
                         "operatie", "fractuur", "fracture", "cel", "cellen", "klier", "sequentie", "sequence",
                         "anomalie", "anomaly", "complex", "fenomeen", "phenomenon", "tumor", "tumour", "lymfoom",
                         "lymphoma", "manoeuvre", "maneuver", "contractuur", "contracture", "afwijking"})


@lru_cache(maxsize=1)
def _english_product_names() -> frozenset[str]:
    """The English clinical list's words of five letters or more that are no Dutch or Belgian place or name.
    Drug, suture and dressing names are the same in Dutch notes ('Vicryl', 'Mepilex', 'Biktarvy') but stand in
    the English list only; its short words are abbreviations that Dutch staff sign with ('SH', 'SL') and some
    of its words are Flemish towns ('gent', gentamicin)."""
    dutch = {key for name in ("nl_places", "be_places", "nl_first_names", "nl_surnames")
             for key in single_word_keys(_load(name))}
    return frozenset(key for key in other_language_medical("nl") if len(key) >= 5 and key not in dutch)


@lru_cache(maxsize=2)
def other_language_medical(language: str) -> frozenset[str]:
    """The other language's clinical words: anatomy and drugs are much the same in both ('fontanelle' stands
    in the Dutch list only)."""
    from mask_framework.whitelist.resources import RESOURCE_DIR, read_keys

    return read_keys(RESOURCE_DIR / ("en" if language == "nl" else "nl") / "medical.txt.gz")


def _load(name: str) -> frozenset[str]:
    from mask_framework.lexicons import load_lexicon

    return load_lexicon(name)


def single_word_keys(entries) -> set[str]:
    """Single-word lookup keys: accents kept and stripped."""
    keys = set()
    for entry in entries:
        lowered = entry.lower()
        if lowered.isascii() and lowered.isalpha():
            keys.add(lowered)
            continue
        for key in phrase_keys(entry):
            if len(key) == 1:
                keys.add(key[0])
    return keys


def read_user_list(path: Path) -> list[str]:
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = line.split("#", 1)[0].strip()
        if entry:
            entries.append(entry)
    return entries


#: a surname's one-letter prefix and its apostrophe: O'Neill, D'Souza, L'Estrange (keys are folded: ’ is ')
_PREFIX_APOSTROPHE = re.compile(r"[a-z]'[^\W\d_]{2}")


@dataclass
class LexiconResources:
    language: str
    first_names: set[str] = field(default_factory=set)
    surnames: set[str] = field(default_factory=set)
    surname_phrases: PhraseIndex = field(default_factory=PhraseIndex)
    interfix_surnames: set[str] = field(default_factory=set)
    ambiguous_names: set[str] = field(default_factory=set)
    stop_words: frozenset[str] = frozenset()
    dictionary: frozenset[str] = frozenset()  # ordinary words of the language (Hunspell, names removed)
    medical: frozenset[str] = frozenset()
    places: PhraseIndex = field(default_factory=PhraseIndex)
    ambiguous_places: set[str] = field(default_factory=set)
    state_abbreviations: frozenset[str] = frozenset()  # exact case: 'MN', 'Calif'
    world_places: PhraseIndex = field(default_factory=PhraseIndex)
    ethnicities: set[str] = field(default_factory=set)  # 'Spanish', 'Canadian' are towns too

    streets: PhraseIndex = field(default_factory=PhraseIndex)
    institutions: PhraseIndex = field(default_factory=PhraseIndex)
    institution_abbreviations: frozenset[str] = frozenset()  # exact case: 'AMC', not 'amc'
    #: the entries of several words or tokens ('FOD WASO', 'L&I'), by their first token, longest first
    institution_abbreviation_phrases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    professions: PhraseIndex = field(default_factory=PhraseIndex)
    titles: frozenset[str] = frozenset()
    interfixes: PhraseIndex = field(default_factory=PhraseIndex)

    def is_surname(self, key: str) -> bool:
        """A listed surname. The lists write most names with a one-letter prefix and an apostrophe
        without it ('Oneill', 'Dsouza'), so 'o'neill' is looked up folded too; a possessive is not
        folded ('smith's' is not 'smiths')."""
        return key in self.surnames or (_PREFIX_APOSTROPHE.match(key) is not None
                                         and key.replace("'", "", 1) in self.surnames)


def load_resources(language: str, user_lists: list[tuple[str, Path]] = (), roles: set[str] | None = None
                   ) -> LexiconResources:
    """Build the lookups for ``language``; ``roles`` limits loading to what the wanted entities need."""
    from mask_framework.lexicons import load_lexicon_list
    from mask_framework.whitelist.resources import RESOURCE_DIR as WHITELIST_DIR, read_keys, read_plain_keys

    spec = ROLES[language]
    wanted = roles if roles is not None else set(spec) | {"ambiguous_places"}
    extra: dict[str, list[str]] = {}
    for entity, path in user_lists:
        extra.setdefault(USER_LIST_ROLES[entity], []).extend(read_user_list(path))

    def entries(role: str):
        for name in spec.get(role, ()):
            yield from _load(name)
        yield from extra.get(role, ())

    res = LexiconResources(language)
    res.titles = frozenset(TITLES[language])
    if language == "nl":
        res.interfixes = PhraseIndex(_load("nl_interfixes") | {"v d", "vd", "v/d", "v.d."})
    else:
        res.interfixes = PhraseIndex(INTERFIXES_EN)
    # the whitelist's prepared word lists: ordinary words (proper names removed) and clinical terms
    lang_dir = WHITELIST_DIR / language
    res.dictionary = read_keys(lang_dir / "words.txt.gz")
    res.stop_words = frozenset(single_word_keys(_load("nl_stop_words"))) | ENGLISH_STOP_WORDS
    res.medical = read_keys(lang_dir / "medical.txt.gz") | read_plain_keys(lang_dir / "medical_name_conflicts.txt")
    if language == "nl":
        res.medical |= _english_product_names()
    if "first_names" in wanted or "surnames" in wanted:
        res.first_names = single_word_keys(entries("first_names"))
        all_surnames = list(entries("surnames"))
        res.surnames = single_word_keys(all_surnames)
        res.surname_phrases = PhraseIndex(s for s in all_surnames if " " in s)
        res.interfix_surnames = single_word_keys(entries("interfix_surnames")) | res.surnames
        res.ambiguous_names = single_word_keys(entries("ambiguous_names"))
        if language == "en":
            # PhysioNet's 'ambiguous' lists hold Patrick and Daniel too; only those that are words are
            res.ambiguous_names = {key for key in res.ambiguous_names if key in res.dictionary}
    if "places" in wanted:
        res.places = PhraseIndex(entries("places"))
        res.ambiguous_places = single_word_keys(entries("ambiguous_places"))
        res.state_abbreviations = frozenset(load_lexicon_list("en_us_state_abbr")) if language == "en" else frozenset()
        res.world_places = PhraseIndex(entries("world_places"))
        res.ethnicities = single_word_keys(entries("ethnicities"))
    if "streets" in wanted:
        res.streets = PhraseIndex(entries("streets"))
    if "institutions" in wanted:
        institutions = list(entries("institutions"))
        res.institutions = PhraseIndex(institutions)
        # names written in lower case by their owners ('i-mens', 'bpost', 'easyJet', 'nib Health Funds') are
        # matched as written, like the acronyms: the phrase lookup only starts at a capitalised word
        res.institution_abbreviations = frozenset(
            abbr for name in spec["institution_abbreviations"] for abbr in load_lexicon_list(name)) \
            | {entry for entry in institutions if entry[:1].islower()}
        # entries of several tokens ('FOD WASO', 'L&I', 'MUMC+', 'TU/e') are matched whole from their first
        # token; the one-token lookup could never see them
        phrases: dict[str, list[str]] = {}
        for abbr in res.institution_abbreviations:
            tokens = tokenize(abbr)
            if len(tokens) > 1:
                phrases.setdefault(tokens[0].text, []).append(abbr)
        res.institution_abbreviation_phrases = {
            first: tuple(sorted(entries, key=len, reverse=True)) for first, entries in phrases.items()}
    if "professions" in wanted:
        res.professions = PhraseIndex(entries("professions"))
    return res


def is_word(res: LexiconResources, key: str) -> bool:
    return key in res.dictionary or fold(key) in res.dictionary
