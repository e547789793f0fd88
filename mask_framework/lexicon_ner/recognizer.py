"""Put the lexicon finders together: one tokenization, each wanted entity's finder, one span list."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from mask_framework.credentials import CREDENTIALS
from mask_framework.eponyms import bare_eponym, clinical_eponyms
from mask_framework.instruments import names_an_instrument
from mask_framework.lexicon_ner.acronym_places import bodies_at_places
from mask_framework.lexicon_ner.article_names import article_names
from mask_framework.lexicon_ner.context_names import GREETINGS, ContextNameFinder
from mask_framework.lexicon_ner.employers import EmployerFinder
from mask_framework.lexicon_ner.fields import field_values
from mask_framework.lexicon_ner.found_name_initials import initials_of_found_names
from mask_framework.lexicon_ner.guarded_acronyms import guarded_acronyms
from mask_framework.lexicon_ner.job_cues import cued_jobs
from mask_framework.lexicon_ner.letterheads import letterhead_sender
from mask_framework.lexicon_ner.military_units import military_units
from mask_framework.lexicon_ner.names import NameFinder
from mask_framework.lexicon_ner.places import HEADS, PlaceFinder
from mask_framework.lexicon_ner.professions import ProfessionFinder
from mask_framework.lexicon_ner.resources import load_resources
from mask_framework.lexicon_ner.streets_en import english_streets
from mask_framework.lexicon_ner.text import Token, before_sentence_end, content_tokens, phrase_key_token
from mask_framework.span_cleanup import DOSE_AFTER, only_a_language
from mask_framework.titles import TITLE_OPENING, title_before

ENTITIES = ("NAME", "LOCATION", "ORGANIZATION", "PROFESSION")
LANGUAGES = ("nl", "en")
#: the lexicon roles each entity needs (so that a NAME-only plugin does not load 150,000 streets)
ENTITY_ROLES = {
    "NAME": {"first_names", "surnames"},
    "LOCATION": {"places", "streets", "first_names", "surnames"},
    "ORGANIZATION": {"institutions", "places"},
    "PROFESSION": {"professions"},
}
#: languages where a town that only GeoNames lists counts only in place of a name guessed from its capital
#: ('geboren in Paramaribo', 'familie in Kayseri'). GeoNames also lists eponyms (Lich, Tanner, Epworth,
#: Gleason): the English checks turn them away with English words, names and cues, and Dutch notes use the
#: same eponyms without those checks (dev notes, session 26: as new places 106 spans, none gold; in place of a
#: guessed name 293 gold places that were masked as names, and no gold name)
_WORLD_PLACES_NAME_GUESSES_ONLY = frozenset({"nl"})
#: one-word kinds of institution, taken along before a name with ''t' ('Huisartsenpraktijk 't Oude Dorp')
_ONE_WORD_HEADS_NL = frozenset(head[0] for head in HEADS["nl"] if len(head) == 1)


class LexiconRecognizer:
    def __init__(self, language: str, entities: tuple[str, ...] = ENTITIES,
                 user_lists: list[tuple[str, Path]] = (), guess_unknown: bool | None = None) -> None:
        roles = set().union(*(ENTITY_ROLES[e] for e in entities))
        self.entities = entities
        self.res = load_resources(language, list(user_lists), roles)
        # guessing from capitals suits Dutch notes, not English ones (see NER_lexicon's guess_unknown)
        self.names = NameFinder(self.res, language == "nl" if guess_unknown is None else guess_unknown)
        self.places = PlaceFinder(self.res)
        self.employers = EmployerFinder(self.res)
        self.context_names = ContextNameFinder(self.res)
        self.professions = ProfessionFinder(self.res)

    def find(self, text: str) -> list[tuple[str, int, int]]:
        if not text:
            return []
        words = content_tokens(text)
        names: list = []
        if "NAME" in self.entities:
            name_words = without_possessives(words)
            listed = self.names.find(text, name_words)
            cued = self.context_names.find(text, name_words)
            # the initials of the people found so far ('Dr Amina Shariff ... (AS)') join the cued names
            found_so_far = [(start, end) for _, start, end, _ in merge_names(listed, cued)]
            names = merge_names(listed, cued + initials_of_found_names(text, found_so_far, self.res)
                                + patronymic_names(text))
        others: list[tuple[str, int, int]] = []
        if "ORGANIZATION" in self.entities:
            others.extend(self.places.institutions(text, words))
            others.extend(self.employers.find(text, words))
            others.extend(guarded_acronyms(text))
            others.extend(military_units(text))
            others.extend(self._institutions_in_capitals(text))
            others.extend(self._institutions_in_lower_case(text))
            if self.res.language == "nl":
                others.extend(article_names(text, self.res.stop_words, _ONE_WORD_HEADS_NL))
        if "LOCATION" in self.entities:
            if self.res.language in _WORLD_PLACES_NAME_GUESSES_ONLY:
                others.extend(self.places.places(text, words, world=False))
                guessed = {(start, end) for _, start, end, guessed in names if guessed}
                others.extend(self.places.world_places_among(text, words, guessed))
            else:
                others.extend(self.places.places(text, words))
            if self.res.language == "en":
                others.extend(english_streets(self.res, text))
        if "ORGANIZATION" in self.entities and "LOCATION" in self.entities:
            # bodies known by the place found beside them: Dutch capitals before a town ('PZ Gent'), an English
            # letterhead above its address ('DENE PARK SURGERY' over '14 Kings Road')
            places = [(start, end) for entity, start, end in others if entity == "LOCATION"]
            if self.res.language == "nl":
                others.extend(bodies_at_places(text, places, self._not_a_body))
            elif self.res.language == "en":
                others.extend(letterhead_sender(text, places))
        if "PROFESSION" in self.entities:
            others.extend(self.professions.find(text, words))
            others.extend(cued_jobs(text, self.res.medical))
        others.extend(field_values(text, [e for e in ("PROFESSION", "ORGANIZATION", "LOCATION") if e in self.entities]))
        found = set(prefer_listed(names, others))
        found = {(entity, *with_patronymic(text, *double_barrelled(text, start, end))) if entity == "NAME"
                 else (entity, start, end) for entity, start, end in found}
        found = {(entity, with_article_prefix(text, start), end) for entity, start, end in found}
        # 'University of Salford. Shared', 'High School. School': a body's name ends with its sentence
        found = {(entity, start, before_sentence_end(text, start, end)) if entity == "ORGANIZATION"
                 else (entity, start, end) for entity, start, end in found}
        # 'Dr Fiona Balfour MRCPsych': a credential after a name is no part of it
        found = {(entity, start, without_credentials(text, start, end)) if entity == "NAME" else (entity, start, end)
                 for entity, start, end in found}
        found |= {("NAME", *initials) for entity, start, _ in found if entity == "NAME"
                  if (initials := initials_before_nickname(text, start)) is not None}
        # 'Interpreter: Vietnamese', 'Lang: Spanish': a language or nationality alone is no one's name
        # (after a relative or a title it is the name it also is: 'zoon Frans belde'), and no place
        # ('correspondence in Welsh': GeoNames lists a Welsh in Louisiana; dev notes: 18 such, none gold), and no
        # body ('tolk (Tigrinya)')
        languages = self.names.languages()
        found = {span for span in found if span[0] not in ("NAME", "LOCATION", "ORGANIZATION")
                 or not only_a_language(text, span[1], span[2], languages, may_be_a_name=span[0] == "NAME")}
        # 'Asaflow 80 mg', 'Xalacom 1dd ODS', 'Pantomed 40 mg': a word followed by a dose is a drug's brand, not a
        # name (dev notes: 113 such Dutch spans, none gold); a title before it still makes it a person
        found = {span for span in found if span[0] != "NAME" or not DOSE_AFTER.match(text, span[2])
                 or title_before(text, span[1]) or TITLE_OPENING.match(text, span[1])}
        # 'Kia ora Sarah,': the greeting's words are no name nor body, the name after it is
        greetings = [match.span("greeting") for match in GREETINGS.finditer(text)]
        found = {span for span in found if not any(start < span[2] and span[1] < end for start, end in greetings)}
        # 'geen Babinski', 'Hartmann's pouch', 'Mallampati 2': a clinical eponym alone is no person, and no
        # town either ('McMurray +', a town in GeoNames)
        eponyms = clinical_eponyms()
        found = {span for span in found if span[0] not in ("NAME", "LOCATION", "ORGANIZATION")
                 or not (bare_eponym(text, span[1], span[2], eponyms) or names_an_instrument(text, span[1], span[2]))}
        return sorted(found, key=lambda span: (span[1], span[2], span[0]))

    def _not_a_body(self, letters: str) -> bool:
        """Capitals before a place that name no body: a clinical abbreviation, a stop word, a title."""
        return letters in self.res.medical or letters in self.res.stop_words or letters in self.res.titles

    def _institutions_in_capitals(self, text: str) -> list[tuple[str, int, int]]:
        """Institutions on lines written wholly in capitals (letterheads: 'CORK UNIVERSITY HOSPITAL -
        LIAISON PSYCHIATRY SERVICE'), read from the line title-cased: the institution shapes go by
        capitalised words, and in capitals every word is one."""
        found = []
        for start, titled in capital_lines_as_titles(text):
            found.extend((entity, start + a, start + b)
                         for entity, a, b in self.places.institutions(titled, content_tokens(titled)))
        return found

    def _institutions_in_lower_case(self, text: str) -> list[tuple[str, int, int]]:
        """A letterhead line written wholly in lower case, a house style ('universitair medisch centrum
        groningen'): a listed institution of three words or more that fills the line, read from the line
        title-cased (a shorter one, 'de kliniek', is too often a plain phrase)."""
        found = []
        for line in _LOWER_CASE_LINE.finditer(text):
            start, titled = line.start("line"), line.group("line").title()
            if len(titled) != len(line.group("line")):
                continue
            tokens = content_tokens(titled)
            if len(tokens) >= 3 and self.res.institutions.longest_at(titled, tokens, 0) == len(tokens):
                found.append(("ORGANIZATION", start, start + len(titled)))
        return found


#: a line of three or more words in lower-case letters only
_LOWER_CASE_LINE = re.compile(r"(?m)^[ \t]*(?P<line>[a-zà-ÿ]+(?:[ \t][a-zà-ÿ]+){2,7})[ \t]*\r?$")
#: a line or field with no lower-case letter and at least two words of two capitals or more
_CAPITALS_FIELD = re.compile(r"(?=[^\n]*[A-Z]{2}[^\n]*[ \t][^\n]*[A-Z]{2})[^a-z\n]+")
#: a line with two capitals somewhere (lines without are skipped unsplit)
_LINE_WITH_CAPITALS = re.compile(r"^[^\n]*[A-Z]{2}[^\n]*$", re.MULTILINE)
_LETTERS = re.compile(r"[^\W\d_]+")


#: what parts a letterhead into its fields: 'CORK UNIVERSITY HOSPITAL - LIAISON PSYCHIATRY SERVICE'
_HEADER_FIELD_BREAK = re.compile(r"[ \t]+[-–—|/:][ \t]+|[()\[\]]|[ \t]*[:|][ \t]*|={2,}|-{2,}")


def capital_lines_as_titles(text: str) -> list[tuple[int, str]]:
    """Each field of each line of ``text`` written wholly in capitals, title-cased, with its offset
    ('CORK UNIVERSITY HOSPITAL - LIAISON PSYCHIATRY SERVICE' -> 'Cork University Hospital' at 0
    and 'Liaison Psychiatry Service' at 27). A field stands alone, as a letterhead line does,
    so that a document title before a dash does not join the name ('DISCHARGE SUMMARY - ST JAMES
    HOSPITAL'); the other fields of its line may be in mixed case ('RUSH UNIVERSITY MEDICAL CENTER -
    Hip Preservation Clinic'). A field whose lower case would change its length is left out, so
    offsets into the copy are offsets into the text."""
    fields = []
    for line in _LINE_WITH_CAPITALS.finditer(text):
        start = line.start()
        whole_line = _CAPITALS_FIELD.fullmatch(line.group()) is not None
        for field in (piece.strip() for piece in _HEADER_FIELD_BREAK.split(line.group())):
            if not field:
                continue
            if not whole_line and not _CAPITALS_FIELD.fullmatch(field):
                start = text.find(field, start) + len(field)
                continue
            offset = text.find(field, start)
            titled = _LETTERS.sub(lambda word: word.group()[0] + word.group()[1:].lower(), field)
            if len(titled) == len(field) and titled != field:
                fields.append((offset, titled))
            start = offset + len(field)
    return fields


_INITIALS_BEFORE_BRACKET = re.compile(r"(?<![\w.])(?:[A-Z]\.){1,4}[ \t]*\([ \t]*\Z")


def initials_before_nickname(text: str, start: int) -> tuple[int, int] | None:
    """The dotted initials before a nickname in brackets: 'mevr. A.S. (Anjali) Ramsaran' gives 'A.S.'
    for the name found at 'Anjali' (the bracket parts them from the surname the name rules need)."""
    before = _INITIALS_BEFORE_BRACKET.search(text, max(0, start - 16), start)
    if before is None:
        return None
    initials = before.group().split("(")[0].rstrip()
    return before.start(), before.start() + len(initials)


_BARREL_BEFORE = re.compile(r"(?<![\w-])[A-Z][\w'’]*-\Z")
_BARREL_AFTER = re.compile(r"-[A-Z][\w'’]*(?![\w-])")


def double_barrelled(text: str, start: int, end: int) -> tuple[int, int]:
    """A name found in one part of a double-barrelled surname takes the other part
    ('OKONKWO-BYRNE' when only 'Byrne' is listed)."""
    before = _BARREL_BEFORE.search(text, max(0, start - 30), start)
    after = _BARREL_AFTER.match(text, end)
    return (before.start() if before else start), (after.end() if after else end)


# Malay and Tamil names join a person's name to their father's: 'Nurul Huda binte Rahmat', 'Kavitha a/p
# Subramaniam' (anak perempuan), 'Priya d/o Selvam'; the particle and the father's name belong to the name
# particles that mark a name on their own; 'bin', 'bte' and 'bt' are words too often ('Sharps bin Monday')
_STRONG_PATRONYMIC = r"binti|binte|a/p|a/l|d/o|s/o|BIN|BINTI|BINTE|A/P|A/L|D/O|S/O"
_PATRONYMIC = rf"(?:bin|bte|bt|{_STRONG_PATRONYMIC})"
#: one or two capitalised name words
_NAME_WORDS = r"[A-Z][\w'’-]+(?:[ \t][A-Z][\w'’-]+)?"
_TITLES = r"Dr|Mr|Mrs|Ms|Mdm|Miss|Prof|Sr"
_PATRONYMIC_AFTER = re.compile(rf"[ \t]+{_PATRONYMIC}[ \t]+{_NAME_WORDS}(?![\w/])")
_PATRONYMIC_BEFORE = re.compile(rf"(?<![\w/])(?!(?:{_TITLES})\b){_NAME_WORDS}[ \t]+{_PATRONYMIC}[ \t]+\Z")
#: a whole patronymic name, found by its particle alone ('Kavitha d/o Ramasamy' at the start of a line)
_PATRONYMIC_NAME = re.compile(rf"(?<![\w/])(?!(?:{_TITLES}|Encik|Puan|Cik|Tuan)\b){_NAME_WORDS}[ \t]+"
                              rf"(?:{_STRONG_PATRONYMIC})[ \t]+{_NAME_WORDS}(?![\w/])")


def patronymic_names(text: str) -> list[tuple[str, int, int]]:
    return [("NAME", match.start(), match.end()) for match in _PATRONYMIC_NAME.finditer(text)]


def with_patronymic(text: str, start: int, end: int) -> tuple[int, int]:
    """A name found on one side of 'bin', 'binte', 'a/p' or 'd/o' takes the other side too."""
    after = _PATRONYMIC_AFTER.match(text, end)
    before = _PATRONYMIC_BEFORE.search(text, max(0, start - 50), start)
    return (before.start() if before else start), (after.end() if after else end)


_ARTICLE_PREFIX = re.compile(r"(?<![\w'’])['’](?:s-|t[ -])\Z")


_LAST_WORD = re.compile(r"[,]?[ \t]+(\S+)\Z")


def without_credentials(text: str, start: int, end: int) -> int:
    """The end of the name ``[start, end)`` before the credentials that close it."""
    while (last := _LAST_WORD.search(text, start, end)) is not None and last.group(1) in CREDENTIALS:
        end = last.start()
    return end


def with_article_prefix(text: str, start: int) -> int:
    """'s-Hertogenbosch, 's-Gravenhage, 't Zandt: the old article before a Dutch place belongs to it."""
    match = _ARTICLE_PREFIX.search(text, max(0, start - 3), start)
    return match.start() if match else start


def without_possessives(words: list[Token]) -> list[Token]:
    """``Okonkwo's`` -> ``Okonkwo``: the name finders see a possessive name without its 's
    (the tokens keep it for the institutions: 'St. Luke's Hospital' is listed so)."""
    stripped = []
    for token in words:
        if len(token.text) > 3 and token.text[-2:] in ("'s", "’s") and token.text[0].isupper():
            stem = token.text[:-2]
            token = replace(token, end=token.end - 2, text=stem, key=phrase_key_token(stem))
        stripped.append(token)
    return stripped


def prefer_listed(names: list[tuple[str, int, int, bool]], others: list[tuple[str, int, int]]):
    """Settle the label where finders overlap, so that the masker gets the right kind of value.

    A name only guessed from its capital gives way to a listed place or institution that
    contains it ('Antoniusziekenhuis'); a place or institution inside a name is part of
    the name ('Jong' in 'A. Visser-de Jong').
    """
    sure_names = [(s, e) for _, s, e, guessed in names if not guessed]
    for entity, start, end, guessed in names:
        if guessed and any(s <= start and end <= e for _, s, e in others):
            continue
        yield entity, start, end
    for entity, start, end in others:
        if entity != "PROFESSION" and any(s <= start and end <= e and (s, e) != (start, end) for s, e in sure_names):
            continue
        yield entity, start, end


def merge_names(names: list[tuple[str, int, int, bool]], cued: list[tuple[str, int, int]]):
    """Add names found from context; where one overlaps a listed name, the two become one span."""
    spans = [(start, end, guessed) for _, start, end, guessed in names] + [(start, end, False) for _, start, end in cued]
    merged: list[list] = []
    for start, end, guessed in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
            merged[-1][2] = merged[-1][2] and guessed
        else:
            merged.append([start, end, guessed])
    return [("NAME", start, end, guessed) for start, end, guessed in merged]
