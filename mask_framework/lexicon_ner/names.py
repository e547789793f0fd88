"""Person names from lexicons and context (after DEDUCE's name patterns).

A name is a run of name parts: titles (``dhr.``, ``Dr.``), initials (``J.``,
``J.P.``, ``Th.``), interfixes (``van der``) and name words. How much evidence a
name word needs depends on what stands around it:

* after a title or initials, any capitalised word that is not a clinical term
  (``dr. Olanzapine`` is not a name; ``Dr. Bakker`` is, though 'bakker' is a word);
* after an interfix, a known surname (``van der Sluis``);
* after a known first name, a known surname or a capitalised non-word;
* alone, a known first name or surname that is not also a common word; a surname
  that is also a dictionary word counts only when capitalised mid-sentence;
* optionally (``guess_unknown``, the Dutch default), a capitalised word mid-sentence
  that no word list knows ('Öztürk'); such guesses give way to a listed place or institution.
"""
from __future__ import annotations

import re
from functools import lru_cache

from mask_framework.lexicon_ner.roles import RECORD_LABELS_AFTER, ROLES_BEFORE, ROLES_BEFORE_NL
from mask_framework.lexicon_ner.professions import RELATIVES
from mask_framework.lexicon_ner.resources import EPONYM_CUES, GRADING_CUES, LexiconResources
from mask_framework.lexicon_ner.text import Token, is_alpha, sentence_initial
from mask_framework.propagate import nationality_words
from mask_framework.whitelist.compounds import splits_into_words

#: what follows an eponym: its cues and a grading named after its describer
_EPONYM_CUES_AFTER = EPONYM_CUES | GRADING_CUES
#: letter groups written as one initial (``Th.``, ``Chr.``)
_MULTI_LETTER_INITIALS = frozenset({"th", "ch", "chr", "ph", "joh", "wm", "ij", "sj", "fr"})
#: titles that belong to the name span (DEDUCE's convention; Mask_map keeps them in the surrogate)
SPAN_TITLES = frozenset({"dr", "drs", "dhr", "mevr", "mw", "mr", "mrs", "ms", "miss", "prof", "ir", "ing", "heer",
                         "mevrouw", "meneer", "mijnheer", "dokter", "professor", "doctor", "mej"})
#: titles that address a person as such, unlike a clinician's ('Mr Parkinson', 'mevrouw Alzheimer')
_ADDRESSING_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "mister", "dhr", "mevr", "mw", "mevrouw", "meneer",
                                "mijnheer", "mej", "heer"})
#: of those, the ones written out, never with a full stop ('de heer Alzheimer', not 'in Heer. Hypercalciëmie')
_UNABBREVIATED_TITLES = frozenset({"mister", "miss", "mevrouw", "meneer", "mijnheer", "heer"})
#: interfixes that may begin a name with nothing before them ('van der Sluis', 'de Vries')
LEADING_INTERFIXES = frozenset({"van", "de", "der", "den", "ter", "ten", "v", "vd", "d", "von", "du", "le", "la", "da",
                                "di", "del", "dos", "el", "al"})
#: month and day names that are also first names (May, June, April, Augustus)
CALENDAR_WORDS = frozenset({
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "januari", "februari",
    "maart", "mei", "juni", "juli", "augustus", "oktober", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag",
    "zaterdag", "zondag", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "okt", "nov", "dec"})
#: a grade in Roman numerals with its subclass ('Clavien-Dindo IVa', 'Gustilo IIIb'): 'IVa' is no 'Iva'
_GRADE_NUMERAL = re.compile(r"(?:II|III|IV|VI|VII|VIII|IX)[a-d]")
_NAME_GAP = re.compile(r"[ \t]{1,3}")  # a line break ends a name: it usually ends a field
#: the hyphen of a double-barrelled name, unspaced: a spaced dash parts the fields of a line ('UZ Gent - Dienst
#: Cardiologie', 'Dr Fiona Mackintosh - Consultant'; dev notes: 314 names found across one, 1 of them gold)
_HYPHEN_GAP = re.compile(r"[-–]")
_PERIOD_GAP = re.compile(r"\.[ \t]{0,2}|\.?[ \t]{1,2}|\.")
#: words that open a letter's last line, a reply or a sentence before a comma: 'Regards, Karim', 'Groeten, Els',
#: 'Also, I want to know'
_SIGN_OFFS = frozenset({"regards", "thanks", "cheers", "best", "kind", "sincerely", "yours", "love", "groeten", "groet",
                        "bedankt", "dank", "hartelijk", "vriendelijke", "hi", "hello", "hallo", "hoi", "dear", "beste",
                        "also", "however", "yes", "okay", "sorry", "please", "well", "anyway", "ook", "verder", "dus"})
_COMMA_GAP = re.compile(r",[ \t]{1,2}")


#: heads of Dutch compounds that name a body rather than a thing ('Boerenbond', 'Longfonds', 'Hartstichting',
#: 'Diabetesliga'): such a compound, capitalised mid-sentence, is still masked
_BODY_HEADS = ("bond", "fonds", "stichting", "liga", "vereniging", "federatie", "genootschap", "kas", "care")


#: titles that are also a clinician's role, and the words that make them a longer role: 'Heart Failure Nurse
#: Specialist', 'Nurse Practitioner' are posts, not 'Nurse Smith' (dev notes: 23 'Specialist' found as a name
#: after 'Nurse', none gold)
_ROLE_TITLES = frozenset({"nurse", "sister", "matron"})
_ROLE_AFTER_ROLE_TITLE = frozenset({"specialist", "practitioner", "consultant", "educator", "manager", "lead",
                                    "navigator", "coordinator", "co-ordinator", "associate", "prescriber", "unit"})
#: endings of Dutch clinical terms that no dictionary lists whole ('Antrumgastritis', 'Coronarografie',
#: 'Hyperbilirubinemie', 'Infectiologie', 'Hemoculturen', 'Hemodynamisch'): such a capitalised word is a
#: diagnosis, procedure, specialty or finding, not an unknown surname (dev notes: 48 such words guessed as names,
#: none gold). Not '-aitis' or '-ytis' (Lithuanian surnames: 'Petraitis'), nor a short '-emie' ('Annemie')
_CLINICAL_ENDING = re.compile(r"(?:[^aeiouy]itis|hernia|ectomie|otomie|ostomie|plastiek|scopie|grafie|algie|pathie"
                              r"|therapie|iëring|[^\W\d_]{4}emie|ologie|culturen|[^\W\d_]{5}isch|[^\W\d_]{3}metrie|[^\W\d_]{4}lyse)$")


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """English dictionary words: Dutch notes write English terms capitalised ('Stroke Unit', 'Bair Hugger',
    'R - Recommendation'), which the Dutch lists do not know but which are no unknown surnames either."""
    from mask_framework.whitelist.resources import RESOURCE_DIR, read_keys

    return read_keys(RESOURCE_DIR / "en" / "words.txt.gz")


class NameFinder:
    def __init__(self, res: LexiconResources, guess_unknown: bool = True) -> None:
        self.res = res
        self.guess_unknown = guess_unknown

    def _listed_phrase_ok(self, phrase: list[Token]) -> bool:
        """A listed multi-word surname counts written as a name: its last word capitalised, and not
        'De Bakker' opening a sentence where it can be an article and a noun."""
        last = phrase[-1]
        if not last.is_title or self.clinical(last.key):
            return False
        return not (phrase[0].initial and (last.key in self.res.dictionary or self.ambiguous(last.key)))

    def _guessed(self, token: Token) -> bool:
        return not self.known_name(token.key) and self._unknown_capitalised(token) and not self.apostrophe_name(token)

    def _unknown_capitalised(self, token: Token) -> bool:
        """A capitalised word mid-sentence that no word list knows: in Dutch, most likely a name (Öztürk).
        A Dutch compound of dictionary words is known ('Transportteam', 'Consultdatum'); listed names
        are looked up before this is asked."""
        key = token.key
        return not token.initial and not token.text.isupper() and is_alpha(token.text) and len(key) >= 4 \
            and key not in self.res.dictionary and key not in self.res.medical and key not in self.res.ambiguous_names \
            and not (self.res.language == "nl" and splits_into_words(key, self.res.dictionary)
                     and not key.endswith(_BODY_HEADS)) \
            and key not in self.languages() and not self._number_label(key) and token.text not in self._abbreviations() \
            and not _CLINICAL_ENDING.search(key) and not (self.res.language == "nl" and key in english_words())

    def _inflected_word(self, key: str) -> bool:
        """Dutch: the inflected form of a listed adjective or participle ('Gesuperviseerde', 'Adjuvante'), which
        the flat word list leaves out. Not asked after a capitalised word: inside a capitalised run the same
        ending is a name's ('Belo Horizonte')."""
        return self.res.language == "nl" and key.endswith(("de", "te")) and key[:-1] in self.res.dictionary

    def languages(self) -> frozenset[str]:
        """Languages and nationalities ('tolk Turks', 'spreekt Tigrinya'), which no dictionary holds capitalised."""
        return nationality_words(self.res.language)  # built once per language

    @staticmethod
    def _abbreviations() -> frozenset[str]:
        """The shipped clinical abbreviations, in their own case ('PrEP', 'Wvggz'): no unknown surname."""
        from mask_framework.span_cleanup import clinical_abbreviations  # span_cleanup imports this package

        return clinical_abbreviations()

    def _surname_not_eponym(self, key: str) -> bool:
        """A listed surname that the clinical list also holds but that names no common disease ('Lejeune',
        after 'M.' or 'dr.'); 'M. Parkinson' and 'M. Wilson' stay the disease (morbus)."""
        return self.res.is_surname(key) and key not in self.res.dictionary and key not in self.res.ambiguous_names

    def _addressed_eponym(self, text: str, words: list[Token], i: int, j: int) -> bool:
        """A clinical eponym addressed as a person, with no initials between and no disease after it: 'Mr
        Parkinson does not have Parkinson's disease', 'dhr. Alzheimer'. 'M. Parkinson' (morbus) is an initial,
        and after 'dr.' a clinical word stays one ('dr. Olanzapine' is a dosage line read wrong)."""
        core, title = words[j], words[i]
        if j != i + 1 or title.key not in _ADDRESSING_TITLES or not core.is_title or core.text.isupper():
            return False
        # a unit after a number ('QTc 438 ms. Stemming'), a town ending a sentence ('in Heer. Hypercalciëmie')
        if text[:title.start].rstrip(" \t")[-1:].isdigit() \
                or "." in text[title.end:core.start] and title.key in _UNABBREVIATED_TITLES:
            return False
        following = words[j + 1] if j + 1 < len(words) else None
        return following is None or following.key not in _EPONYM_CUES_AFTER and following.text not in ("'s", "’s")

    def _capitals_no_name(self, token: Token) -> bool:
        """A word in capitals or mixed case that is a listed clinical abbreviation (an unlisted one may be a
        surname: 'L LIM', 'J. McDonald'): 'L PTX', a blood group's 'O RhD'."""
        return not token.text.istitle() and token.text in self._abbreviations()

    def _number_label(self, key: str) -> bool:
        """An identifier's label shortened to '-nr' ('Patiëntnr', 'Dossiernr', 'Opnamenr')."""
        stem = key[:-2]
        return key.endswith("nr") and len(stem) >= 4 and (
            stem in self.res.dictionary or splits_into_words(stem, self.res.dictionary))

    # -- what one token is ------------------------------------------------
    def is_title(self, text: str, words: list[Token], i: int) -> bool:
        token = words[i]
        if token.key not in self.res.titles:
            return False
        # 'DR.' in capitals is a heading word more often than a title
        return not (len(token.text) > 1 and token.text.isupper())

    def initial_length(self, text: str, words: list[Token], i: int) -> int:
        """Tokens of a run of initials starting at ``i`` (``J.``, ``J.P.``, ``J. Th.``, ``JC``); 0 if none."""
        n, j = len(words), i
        while j < n:
            token = words[j]
            after = text[token.end:token.end + 1]
            single = len(token.text) == 1 and token.text.isupper() and is_alpha(token.text)
            group = token.key in _MULTI_LETTER_INITIALS and token.text[0].isupper() and after == "."
            if not (single or group):
                break
            if after != "." and not (single and j + 1 < n and _NAME_GAP.fullmatch(text, token.end, words[j + 1].start)):
                break
            j += 1
            if j < n and not _PERIOD_GAP.fullmatch(text, token.end, words[j].start):
                break
        if j == i and i < len(words):
            token = words[i]  # 'JC Schoutelaan', 'PW Janssen': two or three capitals before a surname
            if 2 <= len(token.text) <= 3 and token.text.isupper() and is_alpha(token.text) and i + 1 < n \
                    and _NAME_GAP.fullmatch(text, token.end, words[i + 1].start) \
                    and self.res.is_surname(words[i + 1].key) and words[i + 1].is_title \
                    and not self._role_before_name(token.text):
                return 1
        return j - i

    def _role_before_name(self, capitals: str) -> bool:
        """'SN', 'PHN', 'PC' before a name: its holder's role or rank, not the name's initials."""
        return capitals in ROLES_BEFORE or (self.res.language == "nl" and capitals in ROLES_BEFORE_NL)

    def interfix_length(self, text: str, words: list[Token], i: int) -> int:
        token = words[i]
        if not token.text[:1].isalpha():
            return 0
        if token.text.isupper() and len(token.text) > 1:
            # 'VAN HOECKE': an interfix in capitals only before a name in capitals
            nxt = words[i + 1] if i + 1 < len(words) else None
            if nxt is None or not nxt.text.isupper() or token.key not in ("van", "de", "der", "den", "ter", "ten", "vd"):
                return 0
        length = self.res.interfixes.longest_at(text, words, i, max_words=3)
        if length == 0 and token.key in ("v", "d") and text[token.end:token.end + 1] in ("'", "."):
            length = 1
        return length

    def clinical(self, key: str) -> bool:
        return key in self.res.medical

    def known_name(self, key: str) -> bool:
        return key in self.res.first_names or self.res.is_surname(key)

    def ambiguous(self, key: str) -> bool:
        return key in self.res.ambiguous_names or key in self.res.medical

    def name_word(self, token: Token) -> bool:
        return token.is_title and len(token.text) >= 2 and (is_alpha(token.text) or self.apostrophe_name(token)) \
            and not _GRADE_NUMERAL.fullmatch(token.text)

    # -- a whole name -----------------------------------------------------
    def find(self, text: str, words: list[Token]) -> list[tuple[str, int, int, bool]]:
        """``(NAME, start, end, guessed)``: guessed when only the unknown-capitalised rule found it."""
        found, i, n = [], 0, len(words)
        while i < n:
            end = self.parse_at(text, words, i)
            listed = self.res.surname_phrases.longest_at(text, words, i)
            if listed and self._listed_phrase_ok(words[i:i + listed]):
                end = max(end, i + listed)  # 'van den Berg', or a multi-word name from the user's list
            if end > i:
                start = i
                while start < end - 1 and (self.is_title(text, words, start) and words[start].key not in SPAN_TITLES
                                           or words[start].key in RELATIVES and words[start].is_title):
                    start += 1  # 'collega', 'zuster' are context, not part of the name; so is 'Zus' in 'Zus Evelien'
                guessed = end == i + 1 and self._guessed(words[i])
                found.append(("NAME", words[start].start, words[end - 1].end, guessed))
                i = end
            else:
                i += 1
        return found

    def parse_at(self, text: str, words: list[Token], i: int) -> int:
        """Index after the name starting at ``words[i]``; ``i`` when there is none."""
        n, j = len(words), i
        titled = False
        while j < n and self.is_title(text, words, j):
            titled, j = True, j + 1
            if j < n and not (_PERIOD_GAP.fullmatch(text, words[j - 1].end, words[j].start)
                              or text[words[j - 1].end:words[j].start] == ""):
                return i
        initials = self.initial_length(text, words, j) if j < n else 0
        j += initials
        interfix = self.interfix_length(text, words, j) if j < n else 0
        if interfix and not (titled or initials) and words[j].key not in LEADING_INTERFIXES:
            interfix = 0  # 'in het', 'bij de', 'te' start a name only after a title or initials
        if interfix and j + interfix < n:
            j += interfix
        else:
            interfix = 0
        if j >= n:
            return i
        if j > i and not self._joined(text, words, j):
            return i
        core = words[j]
        if titled and not initials and not interfix and core.text.isupper() and is_alpha(core.text) and len(core.text) <= 4:
            return j + 1  # 'dr ABC': capitals after a title are initials
        if not self.name_word(core):
            if titled and initials:
                return j  # 'Dr. A' ends with the initial
            if not (titled or initials or interfix):
                return self._lowercase_name(text, words, j)
            if (titled or initials) and core.text.islower() and self.res.is_surname(core.key) \
                    and core.key not in self.res.dictionary and not self.ambiguous(core.key) and len(core.key) >= 3:
                return j + 1  # 'dhr jansen', 'J. jansen': typed in lower case, still a listed surname
            return i
        if self._eponym(text, words, i):
            return i  # 'ziekte van Parkinson'

        key = core.key
        if self._surname_comma_given(text, words, j):
            accepted = True
        elif initials and interfix:
            accepted = len(core.text) >= 3  # 'U. de Ronde': initials and an interfix make any word a surname
        elif initials and not titled and self._capitals_no_name(core):
            accepted = False  # 'L PTX', 'R ACF': a side's letter before an abbreviation ('L LIM' is a name)
        elif titled or initials:
            accepted = (not self.clinical(key) or self._surname_not_eponym(key)
                        or self._addressed_eponym(text, words, i, j)) \
                and (len(core.text) >= 3 or self.known_name(key)) \
                and (titled or self.known_name(key) or key not in self.res.dictionary) \
                and not (j == i + 1 and words[i].key in _ROLE_TITLES and key in _ROLE_AFTER_ROLE_TITLE)
        elif interfix:
            # 'De Haven' opening a sentence is an article and a noun; 'de Haven' mid-sentence is a name;
            # before a given name 'van' is the preposition ('brief van Koen Vermeulen', 'het DNA van Koen')
            accepted = key in self.res.interfix_surnames and not self.clinical(key) \
                and not ((self.ambiguous(key) or key in self.res.dictionary) and words[i].initial) \
                and not (key in self.res.first_names and not self.ambiguous(key) and words[i].text.islower())
        else:
            accepted = self._alone_ok(text, words, j)
        if not accepted:
            return i
        # after a title the first word may be an unlisted given name: 'Dr Nnamdi Eze' takes 'Eze' too
        end = self._extend(text, words, j + 1, first=(key in self.res.first_names or titled) and not (initials or interfix))
        if end < n and words[end].key in _EPONYM_CUES_AFTER and not titled:
            return i  # 'Pierre-Robin sequentie', 'Lachman test'
        return end

    def _joined(self, text: str, words: list[Token], j: int) -> bool:
        """The name word at ``j`` follows the parts before it without a break."""
        if j == 0:
            return True
        between = text[words[j - 1].end:words[j].start]
        return bool(_PERIOD_GAP.fullmatch(between) or between == "" or between in ("'", "’", "/") or _NAME_GAP.fullmatch(between))

    def _eponym(self, text: str, words: list[Token], i: int) -> bool:
        """'ziekte van Parkinson', 'syndroom van Down': the name names a disease."""
        for back in (1, 2, 3):
            if i - back >= 0 and words[i - back].key in EPONYM_CUES:
                return True
        return False

    def _lowercase_name(self, text: str, words: list[Token], j: int) -> int:
        """'santiago kolle': a first name and a surname, neither a word, both typed in lower case. In a Dutch
        note the surname is no English word either: a reply pasted in English ('payment will follow', 'we can
        confirm') has first names that are English verbs."""
        first = words[j]
        if not first.text.islower() or j + 1 >= len(words) or not _NAME_GAP.fullmatch(text, first.end, words[j + 1].start):
            return j
        k = j + 1 + self.interfix_length(text, words, j + 1)
        if k >= len(words) or not words[k].text.islower():
            return j
        surname = words[k].key
        if first.key in self.res.first_names and not self.ambiguous(first.key) and first.key not in self.res.dictionary \
                and not self.ambiguous(surname) and surname not in self.res.dictionary and len(surname) >= 3 \
                and is_alpha(words[k].text) and not (self.res.language == "nl" and surname in english_words()):
            return k + 1
        return j

    def _surname_comma_given(self, text: str, words: list[Token], j: int) -> bool:
        """'DOMBURG, A.' / 'Baauw, Maico': a surname-shaped word before a comma and initials or a first name."""
        if j + 1 >= len(words) or not _COMMA_GAP.fullmatch(text, words[j].end, words[j + 1].start):
            return False
        word = words[j]
        if self.clinical(word.key) or len(word.text) < 3 or not is_alpha(word.text):
            return False
        if word.key in self.res.stop_words or word.key in _SIGN_OFFS:
            return False  # 'Regards, Karim', 'Also, I want': a sign-off or a sentence's opening word
        nxt = words[j + 1]
        if self.initial_length(text, words, j + 1):
            return not self.ambiguous(word.key) or word.text.isupper()
        if not (nxt.is_title and nxt.key in self.res.first_names):
            return False
        # 'Logan, Richard' (a word, then an unambiguous first name); 'Taverab, Sierra' (an unknown word first)
        return not self.ambiguous(nxt.key) or (word.key not in self.res.dictionary and not self.ambiguous(word.key))

    def apostrophe_name(self, token: Token) -> bool:
        """O'Connell, d'Sluis, D'Souza: a one-letter particle, an apostrophe and a capitalised name."""
        head, sep, rest = token.text.replace("’", "'").partition("'")
        return bool(sep) and len(head) == 1 and head.lower() in "odl" and rest[:1].isupper() and len(rest) >= 3

    def _alone_ok(self, text: str, words: list[Token], j: int) -> bool:
        token, key = words[j], words[j].key
        if self._surname_comma_given(text, words, j) or self.apostrophe_name(token):
            return True
        if self._capitals_before_given_name(text, words, j):
            return True  # 'DESMET Noor', 'KOVAČ Ivana': a patient list's SURNAME Given
        if token.text.isupper() and (len(token.text) < 4 or key in self.res.dictionary or token.text in self._abbreviations()):
            return False  # abbreviations in capitals ('GORD' is reflux disease before it is a Canadian first name)
        if self.ambiguous(key) or key in CALENDAR_WORDS:  # 'since January', 'on Sunday nights': dates
            if key not in self.res.first_names:
                return False
            nxt = self._next_name_word(text, words, j)
            if nxt is not None and self.known_name(nxt.key) and not self.ambiguous(nxt.key):
                return True  # 'Mark Jansen'
            # 'with John', 'zoon Will': a first name that is also a word, capitalised mid-sentence
            return not token.initial and not token.text.isupper() and key not in CALENDAR_WORDS \
                and key not in self.res.medical and key not in self.res.stop_words
        if key in self.res.first_names:
            return not self._dutch_word_opening_sentence(text, words, j)
        if self.guess_unknown and self._unknown_capitalised(token) \
                and not (self._inflected_word(key) and not (j > 0 and words[j - 1].is_title)):
            return True
        if self.res.is_surname(key):
            if key in self.res.dictionary:
                return not sentence_initial(text, words, j) and not token.text.isupper()
            return True
        return False

    def _capitals_before_given_name(self, text: str, words: list[Token], j: int) -> bool:
        """A surname in capitals before a listed given name, as patient lists and bed boards write them
        ('DESMET Noor', 'KOWALCZYK Agnieszka'): five letters or more and no word or abbreviation, where the
        role abbreviations before a name are shorter ('POH Hilde', 'INP Bart', 'EVV Anouk'); the given name
        listed, unambiguous and no word (dev notes: 293 such pairs, all gold, 4 surnames missed before)."""
        token = words[j]
        if not (token.text.isupper() and len(token.text) >= 5 and is_alpha(token.text)) \
                or token.key in self.res.dictionary or token.key in self.res.stop_words \
                or token.text in self._abbreviations():
            return False
        given = self._next_name_word(text, words, j)
        return given is not None and given.text.istitle() and given.key in self.res.first_names \
            and not self.ambiguous(given.key) and given.key not in self.res.dictionary

    def _dutch_word_opening_sentence(self, text: str, words: list[Token], j: int) -> bool:
        """A Dutch word that is a first name too, opening a line or a sentence, is the word: 'Val van hoogte (4 m)',
        'Dag 3: mobiliseert', 'Zaal 4'. After a field's colon it stays a name ('Partner: Lies'), and so it does
        mid-sentence, where Dutch writes no capital for the word."""
        token = words[j]
        if self.res.language != "nl" or not token.initial or token.key not in self.res.dictionary:
            return False
        gap = text[words[j - 1].end:token.start] if j else "\n"
        return "\n" in gap or gap.rstrip()[-1:] in (".", "!", "?")

    def _next_name_word(self, text: str, words: list[Token], j: int) -> Token | None:
        if j + 1 < len(words) and _NAME_GAP.fullmatch(text, words[j].end, words[j + 1].start) and self.name_word(words[j + 1]):
            return words[j + 1]
        return None

    def _extend(self, text: str, words: list[Token], j: int, first: bool) -> int:
        """Take further name parts: surnames, hyphenated parts, 'van der X', ', Jan' / ', J.'."""
        n = len(words)
        while j < n:
            between = text[words[j - 1].end:words[j].start]
            token = words[j]
            if _HYPHEN_GAP.fullmatch(between):
                interfix = self.interfix_length(text, words, j)
                k = j + interfix
                # 'Kessel-Lo\nGenotype': the word after an interfix must follow on the same line
                if k < n and self.name_word(words[k]) and not self.clinical(words[k].key) \
                        and (not interfix or _NAME_GAP.fullmatch(text, words[k - 1].end, words[k].start)):
                    j, first = k + 1, False
                    continue
                break
            if _COMMA_GAP.fullmatch(between):
                # 'Baauw, Maico' / 'COIA, R.': surname first, then given name or initials
                initials = self.initial_length(text, words, j)
                if initials:
                    j += initials
                    continue
                if self.name_word(token) and token.key in self.res.first_names and not self.ambiguous(token.key):
                    j += 1
                    continue
                break
            if not _NAME_GAP.fullmatch(between):
                break
            interfix = self.interfix_length(text, words, j)
            if interfix and words[j].key in LEADING_INTERFIXES and j + interfix < n \
                    and _NAME_GAP.fullmatch(text, words[j + interfix - 1].end, words[j + interfix].start) \
                    and self.name_word(words[j + interfix]) and not self.clinical(words[j + interfix].key) \
                    and (words[j + interfix].key in self.res.interfix_surnames
                         or (first and words[j + interfix].key not in self.res.dictionary)):
                j, first = j + interfix + 1, False  # 'Jan van der Sluis', 'Thomas De Roeck'
                continue
            initials = self.initial_length(text, words, j)
            if initials and j + initials < n and self.name_word(words[j + initials]) \
                    and not self.clinical(words[j + initials].key) \
                    and _PERIOD_GAP.fullmatch(text, words[j + initials - 1].end, words[j + initials].start):
                j, first = j + initials + 1, False  # 'Thomas J. Brennan': a middle initial, then the surname
                continue
            if not self.name_word(token) or self.clinical(token.key) or token.text in RECORD_LABELS_AFTER:
                break
            key = token.key
            if self.known_name(key) and (first or not self.ambiguous(key)):
                j += 1  # after a first name even 'Park' or 'Groen' is a surname
                continue
            if self.apostrophe_name(token):
                j += 1
                continue
            if first and key not in self.res.dictionary and not token.text.isupper():
                j, first = j + 1, False  # 'Piet Zoutenbier': an unknown word after a first name
                continue
            break
        return j
