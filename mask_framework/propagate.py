"""Every mention of what was found: a name found once is masked wherever it recurs in the document.

Notes name people in a context once (``Husband Desmond ("Des", 79)``, ``his wife Mere``)
and then bare (``ESAS completed w/ Des``). The recognizers find the first mention from its
context and miss the others. An entity configured with ``<propagate>true</propagate>``
has each capitalised word of its found spans searched in the whole document, as a whole
word and in the same case, and every uncovered occurrence becomes a span of that entity.
A listed first name is also searched in lower case (``Son Rajinder ... rajinder is a mail
sorter``) when that lower-case form is no dictionary, clinical or title word at all.

With ``<propagate_finders>`` a word is searched only when that many plugins found it (a word one plugin
alone found is as often a guess: ``Alendronaat``, a drug, as a Dutch name). Words that would spread a
wrong guess are not searched either: words of one or two letters, words
in capitals of up to three letters, and, for English and Dutch, dictionary and clinical
words that are not also listed names (``Alert``, ``Hemostasis``; but ``Rose`` and ``Jade``
are searched). The one exception is the first word of a found name whose other words are no
dictionary words (``Mere Tamihana-Walsh``): it is searched too, and kept only where it stands
capitalised inside a sentence (``upset Mere.``, not ``Mere:`` opening a line nor ``a mere 5 mg``).
Offsets are half-open code points into the text, as everywhere.

People found by their full name are also referred to by their initials, in minutes and
handovers above all (``Present: Dr Euan MacLeod (Consultant Neurologist, chair) EM; ...
Summary (EM): ...``). For ``NAME``, the capitals of each found name of two or three words
(titles left out) are searched too, as a whole word in capitals, unless they are a clinical
abbreviation, a function word or a credential (``IF``, ``MD``, ``RN``).
"""
from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache
from typing import Callable, Iterable

from mask_framework.patterns.spec import word_alternation
from mask_framework.spans import Span

SOURCE = "propagated"
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
#: where a capitalised ordinary word opens a quotation or aside rather than naming someone: '("Mere')
_OPENING_BRACKETS_AND_QUOTES = "(\"“'‘"


#: what families call their elders, also listed as first names ('his nan in Huntly')
_KINSHIP_WORDS = frozenset({"nan", "nana", "nanna", "nani", "gran", "granny", "nonna", "nonno", "baba", "mama", "papa",
                            "oma", "opa", "mum", "mom", "dad", "bibi", "dada", "abuela", "abuelo", "lola", "lolo"})


#: particles of a surname: capitalised at its start ('dhr. Van der Zwan') they are no name of their own, and
#: an e-mail's 'Van:' (from) would become one
_SURNAME_PARTICLES = frozenset({"van", "der", "den", "ter", "ten", "von", "het", "bin", "binti", "del", "della", "dos",
                                "das"})


def word_filter(language: str) -> Callable[[str], bool]:
    """Whether a word may be searched, for ``language``: not an ordinary or clinical word that is
    no listed name (en, nl), and in lower case only a listed first name that is no word; other
    languages only get the shape checks and no lower-case forms."""
    from mask_framework.span_cleanup import CLEANUP_LANGUAGES, load_word_sets

    if language not in CLEANUP_LANGUAGES:
        return lambda word: not word.islower()
    words = load_word_sets(language)

    def searchable(word: str) -> bool:
        key = word.lower()
        possessive = re.sub(r"['’]s$", "", key)
        if possessive != key and (words.explained(possessive) or possessive in words.before_names):
            return False  # 'Alzheimer's' of 'Alzheimer's Society' is the disease elsewhere in the note
        if word.islower():  # a first name written in lower case ('rajinder'): only when it is no word at all
            return key in words.first_names and key not in _KINSHIP_WORDS \
                and not (words.explained(key) or key in words.before_names)
        return key in words.first_names or not (words.explained(key) or key in words.before_names)
    return searchable


def word_name_filter(language: str) -> Callable[[str], bool] | None:
    """Whether a capitalised word of a found name that ``word_filter`` turns away because it is also
    an ordinary word ('Mere', 'Joy', 'Bill') may still be searched where it stands capitalised inside
    a sentence (``upset Mere.``): not a clinical, function or title word. ``None`` for languages
    without word lists."""
    from mask_framework.span_cleanup import CLEANUP_LANGUAGES, load_word_sets

    if language not in CLEANUP_LANGUAGES:
        return None
    words = load_word_sets(language)

    def name_like(word: str) -> bool:
        key = word.lower()
        return word[:1].isupper() and word[1:].islower() and key not in words.clinical \
            and key not in words.stop and key not in words.before_names and key not in _KINSHIP_WORDS \
            and key not in _LANGUAGES  # 'Polish', 'Welsh' before a name are the language it is written in
    return name_like


#: capitals that are credentials, times or common shorthand before they are anyone's initials
_NOT_INITIALS = frozenset({"AM", "PM", "MD", "DO", "RN", "NP", "PA", "GP", "DR", "MR", "MS", "ST", "OK", "UK", "US",
                           "EU", "NB", "PS", "RE", "CC", "ID", "TV", "PC", "VS", "MBE", "OBE", "PHD", "BSC", "MSC",
                           "CEO", "USA", "NHS", "BV", "NV", "NS",  # NS: normal saline
                           "BSN", "RRN", "MRN", "SSN", "NHI", "PPS", "CHI"})  # labels of identifiers
_NAME_INITIAL = re.compile(r"(?<![\w'’])[A-Z](?:[\w'’-]*)")


def initials_filter(language: str) -> Callable[[str], bool]:
    """Whether a person's initials may be searched, for ``language``: no credential, and for en/nl
    no clinical abbreviation or function word."""
    from mask_framework.span_cleanup import CLEANUP_LANGUAGES, load_word_sets

    if language not in CLEANUP_LANGUAGES:
        return lambda initials: initials not in _NOT_INITIALS
    words = load_word_sets(language)

    def may_search(initials: str) -> bool:
        key = initials.lower()
        return initials not in _NOT_INITIALS and key not in words.clinical and key not in words.stop
    return may_search


_BASIC_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "prof", "sr", "dhr", "mevr", "mw"})


@lru_cache(maxsize=None)
def nationality_words(language: str) -> frozenset[str]:
    """Nationalities, ethnicities and languages, lower case, that a place or an organisation may hold."""
    from mask_framework.lexicons import load_lexicon

    listed = {"en": "en_ethnicities"}.get(language)
    words = {entry.lower() for entry in load_lexicon(listed)} if listed else set()
    return frozenset(words | _LANGUAGES | (_LANGUAGES_NL if language == "nl" else frozenset()))


#: languages a note names ('Urdu interpreter'), which no nationality list holds
_LANGUAGES = frozenset({"urdu", "hindi", "punjabi", "bengali", "sylheti", "tamil", "tagalog", "mandarin", "cantonese",
                        "hokkien", "arabic", "farsi", "dari", "pashto", "somali", "tigrinya", "amharic", "swahili",
                        "yoruba", "igbo", "hausa", "polish", "romanian", "turkish", "kurdish", "portuguese", "spanish",
                        "russian", "ukrainian", "vietnamese", "samoan", "tongan", "māori", "maori", "welsh", "irish",
                        "gaelic", "english", "french", "dutch", "german", "italian", "greek", "nepali", "malay",
                        "turks", "arabisch", "pools", "roemeens", "marokkaans", "berbers", "tamazight",
                        # South Asian and southern African languages ('Gujarati only', 'explained in isiXhosa'; dev
                        # notes: about 250 false characters, none gold); not those that are also names ('Zulu',
                        # 'Shona', 'Karen')
                        "gujarati", "marathi", "telugu", "kannada", "malayalam", "sinhala", "sindhi", "kashmiri",
                        "afrikaans", "isizulu", "isixhosa", "sesotho", "setswana", "sepedi", "chichewa", "luganda",
                        "krio", "khmer", "uyghur"})
#: Dutch names of languages and nationalities, with their inflected forms ('tolk Turks', 'de Poolse collega')
_LANGUAGES_NL = frozenset(
    form for stem in ("turks", "arabisch", "pools", "roemeens", "marokkaans", "berbers", "tarifit", "tigrinya", "frans",
                      "engels", "duits", "italiaans", "spaans", "portugees", "bulgaars", "russisch", "oekraïens",
                      "somalisch", "koerdisch", "syrisch", "eritrees", "ethiopisch", "afghaans", "iraans", "iraaks",
                      "surinaams", "antilliaans", "papiaments", "moluks", "indonesisch", "chinees", "kantonees",
                      "vietnamees", "thais", "filipijns", "bengaals", "hongaars", "tsjechisch", "slowaaks", "litouws",
                      "lets", "grieks", "albanees", "servisch", "kroatisch", "bosnisch", "armeens", "georgisch",
                      "tsjetsjeens", "oezbeeks", "hebreeuws", "japans", "koreaans", "braziliaans", "kaapverdisch",
                      "ghanees", "nigeriaans", "congolees", "marokkaans-arabisch", "egyptisch", "tunesisch",
                      "algerijns", "pakistaans", "indiaas", "hindoestaans", "sranan", "sarnami", "vlaams", "waals",
                      # the notes' own countries and more of their patients' ('geen Belgische huisarts', 'pikt
                      # Nederlandse woorden op', 'Frans en Lingala'; dev notes: about 600 false characters, none gold).
                      # Regional adjectives stay out: 'Limburgse', 'Gentse' open bodies' names
                      "nederlands", "belgisch", "luxemburgs", "oostenrijks", "zwitsers", "amerikaans", "canadees",
                      "australisch", "brits", "iers", "schots", "deens", "noors", "zweeds", "fins", "ests", "sloveens",
                      "macedonisch", "kosovaars", "moldavisch", "libanees", "jordaans", "palestijns", "jemenitisch",
                      "soedanees", "keniaans", "oegandees", "rwandees", "burundees", "kameroens", "angolees",
                      "senegalees", "gambiaans", "guinees", "ivoriaans", "mexicaans", "colombiaans", "venezolaans",
                      "argentijns", "chileens", "peruaans", "cubaans", "dominicaans", "arubaans", "curaçaos",
                      "nepalees", "mongools", "tibetaans", "perzisch", "maleis", "singalees", "amhaars", "lingala",
                      "wolof", "kinyarwanda", "kirundi", "oromo")
    # the inflected form: 'turks' -> 'turkse', 'chinees' -> 'chinese', 'indiaas' -> 'indiase'
    for form in (stem, stem[:-3] + "ese" if stem.endswith("ees") else stem[:-3] + "ase" if stem.endswith("aas")
                 else stem + "e"))


def title_filter(language: str) -> Callable[[str], bool]:
    """Whether a lower-cased word is a title or relation word before a name ('dr', 'mevr', 'sister')."""
    from mask_framework.span_cleanup import CLEANUP_LANGUAGES, load_word_sets

    titles = load_word_sets(language).before_names if language in CLEANUP_LANGUAGES else _BASIC_TITLES
    return lambda word: word.rstrip(".") in titles or word.rstrip(".") in _BASIC_TITLES


def initials_of_names(text: str, spans: Iterable[Span], titles: Callable[[str], bool],
                      may_search: Callable[[str], bool]) -> dict[str, str]:
    """The initials of each found person of two or three name words (``titles``: whether a word is
    a title to leave out): 'Dr Euan MacLeod' -> 'EM', 'S. Ahmed' -> 'SA'."""
    found: dict[str, str] = {}
    for span in spans:
        if span.entity != "NAME":
            continue
        parts = [word for word in _NAME_INITIAL.findall(text, span.start, span.end) if not titles(word.lower())]
        if 2 <= len(parts) <= 3:
            initials = "".join(part[0] for part in parts)
            if may_search(initials):
                found.setdefault(initials, "NAME")
    return found


#: endings of clinical and service words that a place or an organisation holds ('Haematology', 'Telecare')
_SERVICE_ENDINGS = ("ology", "ation", "itis", "osis", "care", "therapy", "aemia", "emia", "ics", "ing")


def _other_than_name_ok(word: str, ethnicities: frozenset[str]) -> bool:
    """A word of a place or an organisation is spread only when it looks like a proper name: not in
    capitals (acronyms have their own rule), no service or clinical ending, no nationality or language."""
    key = word.lower()
    return not word.isupper() and not key.endswith(_SERVICE_ENDINGS) and key not in ethnicities


def searchable_words(text: str, spans: Iterable[Span], entities: set[str],
                     searchable: Callable[[str], bool], ethnicities: frozenset[str] = frozenset(),
                     finders_needed: dict[str, int] | None = None) -> dict[str, str]:
    """The words to search, each with the entity of the first span it came from. ``finders_needed``: how many
    plugins must have found the spans a word stands in, by entity (1 when not given; the configuration's
    ``<propagate_finders>``). A word one plugin alone found is as often a guess (an unknown capitalised word
    the Dutch lexicon took for a name, 'Alendronaat'; a drug's brand the English news model took for a place,
    'Cosopt'), and spreading it repeats the error. The Dutch configuration asks two for NAME (dev notes: 76
    such mentions, none gold); the English one keeps one, as its read dev notes lost 4 gold mentions against
    81 false and its held-back sets lost recall (0.9754 -> 0.9739)."""
    candidates: dict[tuple[str, str], None] = {}  # (word, entity), in the order the spans give them
    finders: dict[str, set[str]] = {}  # word -> the plugins that found the spans it stands in
    for span in spans:
        if span.entity not in entities:
            continue
        for match in _WORD.finditer(text, span.start, span.end):
            word = match.group().rstrip("'’-")
            finders.setdefault(word, set()).update(span.sources)
            if (word, span.entity) in candidates \
                    or span.entity == "NAME" and word.lower() in _SURNAME_PARTICLES and match.end() < span.end:
                continue
            if len(word) >= 3 and word[0].isupper() and not (word.isupper() and len(word) <= 3) and searchable(word) \
                    and (span.entity == "NAME" or _other_than_name_ok(word, ethnicities)):
                candidates[word, span.entity] = None
    found: dict[str, str] = {}
    for word, entity in candidates:
        if word not in found and len(finders[word]) >= (finders_needed or {}).get(entity, 1):
            found[word] = entity
            # notes write a person's name in lower case too ('Son Rajinder ... rajinder is a mail sorter')
            if entity == "NAME" and word[1:].islower() and searchable(word.lower()):
                found.setdefault(word.lower(), "NAME")
    return found


def propagate_mentions(text: str, spans: list[Span], entities: set[str], searchable: Callable[[str], bool],
                       initials: Callable[[str], bool] | None = None,
                       titles: Callable[[str], bool] = lambda word: False,
                       ethnicities: frozenset[str] = frozenset(),
                       name_words: Callable[[str], bool] | None = None,
                       finders_needed: dict[str, int] | None = None) -> list[Span]:
    """``spans`` (resolved: sorted, non-overlapping) plus a span for each uncovered occurrence of a
    searchable word of the spans of ``entities`` and, with ``initials`` and ``NAME`` among them, of
    the initials of the names found. With ``name_words``, a word of a found name that is also an
    ordinary word is searched too, and kept only where it stands capitalised inside a sentence.
    Occurrences that overlap any span are left to it."""
    wanted = searchable_words(text, spans, entities, searchable, ethnicities, finders_needed)
    if initials is not None and "NAME" in entities:
        for word, entity in initials_of_names(text, spans, titles, initials).items():
            wanted.setdefault(word, entity)
    found = without_instruments(text, with_mentions(text, spans, wanted, SOURCE), set(spans))
    if name_words is None or "NAME" not in entities:
        return found
    word_names = {word: "NAME" for word in first_names_that_are_words(text, spans, searchable, name_words)
                  if word not in wanted}
    if not word_names:
        return found
    from mask_framework.span_cleanup import mid_sentence

    already = set(found)
    # inside a sentence as the clean-up reads it, and not right after an opening bracket or quote
    added = [span for span in with_mentions(text, found, word_names, SOURCE)
             if span not in already and mid_sentence(text, span.start, also_not_after=_OPENING_BRACKETS_AND_QUOTES)]
    return sorted([*found, *added], key=lambda span: (span.start, span.end))


def without_instruments(text: str, spans: list[Span], kept: set[Span]) -> list[Span]:
    """``spans`` less the added mentions (those not in ``kept``) that are part of a clinical instrument's
    name: 'Glasgow' found in 'lives in Glasgow' is not spread to 'Glasgow Coma Scale' (instruments.py), nor
    'Bristol' to the stool chart's 'Bristol 2', nor 'Brodsky' to 'graad 3 (Brodsky)'."""
    from mask_framework.eponyms import graded_eponym_with_its_grade
    from mask_framework.instruments import names_an_instrument

    def clinical(span: Span) -> bool:
        return names_an_instrument(text, span.start, span.end) or graded_eponym_with_its_grade(text, span.start, span.end)

    return [span for span in spans if span in kept or not clinical(span)]


def first_names_that_are_words(text: str, spans: Iterable[Span], searchable: Callable[[str], bool],
                               name_words: Callable[[str], bool]) -> set[str]:
    """First words of found names of two or three words ('Mere Tamihana-Walsh') that are also
    ordinary words, where every later word is one ``searchable`` lets through, so no dictionary
    word: 'Consultant Plastic Surgeon' gives nothing."""
    found = set()
    for span in spans:
        if span.entity != "NAME":
            continue
        words = [match.group().rstrip("'’-") for match in _WORD.finditer(text, span.start, span.end)]
        if 2 <= len(words) <= 3 and len(words[0]) >= 3 and not searchable(words[0]) and name_words(words[0]) \
                and all(word[:1].isupper() and searchable(word) for word in words[1:]):
            found.add(words[0])
    return found


def with_mentions(text: str, spans: list[Span], entity_of: dict[str, str], source: str,
                  word_chars: str = r"\w-") -> list[Span]:
    """``spans`` (resolved: sorted, non-overlapping) plus a span of ``entity_of[word]`` for each
    occurrence of a word of ``entity_of`` that no span overlaps. An occurrence is whole: no
    character of ``word_chars`` (a character class body) touches it on either side."""
    if not entity_of:
        return list(spans)
    covered = sorted((span.start, span.end) for span in spans)
    alternation = word_alternation(entity_of)
    pattern = re.compile(rf"(?<![{word_chars}])(?:{alternation})(?![{word_chars}])")
    added = [Span(match.start(), match.end(), entity_of[match.group()], (source,))
             for match in pattern.finditer(text) if not _overlaps(covered, match.start(), match.end())]
    return sorted([*spans, *added], key=lambda span: (span.start, span.end))


def _overlaps(covered: list[tuple[int, int]], start: int, end: int) -> bool:
    """``covered`` is sorted and non-overlapping (resolved spans): only the last span that starts
    before ``end`` can reach into ``[start, end)``."""
    i = bisect_left(covered, (end, end))
    return i > 0 and covered[i - 1][1] > start
