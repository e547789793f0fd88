"""Names found from their context (Philter/DEDUCE-style cues), not from the name lists alone.

Three cue families, each a declared word set:

* form labels followed by a colon (``Caller:``, ``Pt:``, ``Re:``, ``Betreft:``, ``Aan:``) -- the 1-4
  name-like words after it, ``SURNAME, Firstname`` included;
* relatives and roles before a name (``wife Doreen``, ``husband, Gerald,``, ``dochter Ingrid``,
  ``RN Kwabena``, ``zaalarts Sahin``);
* role abbreviations after a name (``Bianca RN``, ``Meredith Sayles, LICSW``).

A word is name-like when it is a listed first name or surname that is not also an ordinary
word, or a capitalised word that no dictionary, clinical or stop-word list knows. So ``To:
Cardiology``, ``Patient: 67-year-old man`` and ``son calling`` give nothing. Abbreviations in
capitals of up to four letters (``MRN``, ``DOB``, ``RN``) and a double space end a name.
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.letter_marks import letter_marks
from mask_framework.lexicon_ner.resources import LexiconResources
from mask_framework.lexicon_ner.roles import RECORD_LABELS_AFTER, ROLES_AFTER
from mask_framework.lexicon_ner.staff_initials import staff_initials
from mask_framework.lexicon_ner.text import Token, is_alpha

#: labels of a field that holds a person's name (followed by ':')
NAME_LABELS = frozenset({
    "caller", "patient", "pt", "name", "client", "re", "to", "from", "signed", "cc", "child", "contact", "parent",
    "guardian", "attending", "resident", "fellow", "nurse", "provider", "pcp", "author", "requested", "interpreter",
    "cliënt", "cliënte", "patiënt", "patiënte", "betreft", "naam", "aan", "van", "contactpersoon", "ondertekend",
    "kopie", "intaker", "behandelaar", "mentor", "hoofdbehandelaar", "verpleegkundige", "supervisor", "door",
    "by", "ouder", "moeder", "vader", "mother", "father", "spouse", "partner", "informant", "mantelzorger",
    "mom", "mum", "dad", "husband", "wife", "son", "daughter", "nok", "helper", "keyworker", "carer",
    "caregiver", "witness", "getuige", "surname", "surnames", "forename", "forenames", "names", "firstname",
    "lastname", "voornaam", "voornamen", "achternaam", "familienaam", "geboortenaam", "broer", "zus", "zoon",
    "dochter", "brother", "sister", "echtgenoot", "echtgenote", "grootmoeder", "grootvader", "grandmother",
    "grandfather", "sibling", "siblings", "stepfather", "stepmother", "guardian"})
#: relatives and roles that a name follows ('wife Doreen', 'zoon Youssef', 'RN Kwabena')
NAME_CUES = frozenset({
    "brother", "sister", "wife", "husband", "daughter", "son", "mother", "father", "mom", "mum", "dad", "partner",
    "girlfriend", "boyfriend", "friend", "fiancé", "fiancee", "neighbour", "neighbor", "aunt", "uncle", "cousin",
    "grandson", "granddaughter", "grandmother", "grandfather", "niece", "nephew", "caregiver", "stepson",
    "stepdaughter", "spouse", "rn", "lpn", "np", "cna", "nurse", "carer", "sibling", "stepfather", "stepmother",
    "bro", "sis", "half-brother", "half-sister", "stepbrother", "stepsister",
    "broer", "zus", "zusje", "broertje", "echtgenoot", "echtgenote", "dochter", "zoon", "moeder", "vader",
    "vriend", "vriendin", "buurman", "buurvrouw", "kleinzoon", "kleindochter", "tante", "oom", "neef", "nicht",
    "schoonzoon", "schoondochter", "schoonmoeder", "schoonvader", "mantelzorger", "collega", "vpk", "zaalarts",
    "huisarts", "verpleegkundige", "wijkverpleegkundige", "psychiater", "psycholoog", "casemanager", "poh",
    "stiefvader", "stiefmoeder", "pleegmoeder", "pleegvader", "opa", "oma", "zwager", "schoonzus",
    "papa", "mama", "zoontje", "dochtertje", "broertje", "zusje", "helper", "keyworker"})
#: 'married to Aisling', 'getrouwd met Hasan': the spouse's name follows 'to'/'met'
_MARRIED = frozenset({"married", "engaged", "getrouwd", "gehuwd", "verloofd", "samenwonend"})
_WORD_GAP = re.compile(r"[ \t]")  # one space: two spaces separate fields ('HOLLOWAY, Raymond  MRN')
_COMMA_GAP = re.compile(r",[ \t]")
_INITIAL_GAP = re.compile(r"\.[ \t]?|\.?[ \t]")
_HYPHEN_GAP = re.compile(r"-")
_CUE_GAP = re.compile(r"[ \t]{1,2}|,[ \t]|[ \t]?\(")
#: an age right after a name: 'Mere (61, ...', 'Ama (5 jaar)', 'Tom, 34,', 'Poppy, aged 5'
_AGE_RIGHT_AFTER = re.compile(r"[ \t]*\((?:(?i:aged|age)[ \t]+)?\d{1,3}\b"
                              r"|,[ \t]*(?:(?i:aged|age)[ \t]+)?\d{1,3}\b(?![.,:/-]?\d)")
_LABEL_GAP = re.compile(r"(?:\(s\))?[ \t]*:[ \t]*")  # 'Name:', 'First name(s):'
#: words a form may give after a name label instead of a name
_NOT_A_NAME_VALUE = frozenset({"unknown", "onbekend", "none", "geen", "not", "niet", "n", "na", "see", "zie", "male",
                               "female", "man", "vrouw", "patient", "patiënt", "yes", "no", "ja", "nee", "same", "idem"})
#: credentials written after a name
_CREDENTIALS = frozenset({"rn", "md", "np", "pa", "do", "lpn", "cna", "phd", "msw", "ot", "pt", "rd", "mbbs", "frcp",
                          "mrcp", "frcs", "cns", "anp", "hca", "rgn", "rmn", "vpk"})
_ROLE_GAP = re.compile(r",?[ \t]|[ \t]\(")
#: a nickname in quotes beside a name: 'Margaret ("Peg") O'Sullivan', 'Thomas J. "TJ" Reyes'
_QUOTED_NICKNAME = re.compile(r"(?P<open>\(?)[\"“](?P<nick>[A-Z][A-Za-z'’-]{1,14})[\"”]\)?")
#: a call name in brackets between a first name and a surname: 'Kathleen (Kitty) McDONAGH', 'R. (Roy) Kartosen'
_BRACKETED_NICKNAME = re.compile(r"[ \t]\((?P<nick>[A-Z][a-zà-ÿ'’-]{1,14})\)[ \t]+(?=[A-Z][\w'’-]+)")
INTERFIXES = frozenset({"van", "de", "der", "den", "ter", "ten", "el", "al", "von", "la", "le", "du", "da", "di", "het",
                        "bin", "binti"})
#: a letter's salutation names its reader: 'Dear Aroha', 'Beste Annemiek', 'Hoi Bart'
SALUTATIONS = frozenset({"dear", "beste", "geachte", "hoi", "hi", "hello", "hallo", "hey"})
#: who a salutation addresses when it names no one: 'Dear Colleague,', 'Geachte Dokter,', 'Dear Coroner,'
_ADDRESSED_ROLES = frozenset({"colleague", "colleagues", "collega", "collega's", "doctor", "dokter", "registrar",
                              "coroner", "sir", "sirs", "madam", "mevrouw", "meneer", "heer", "heren", "meester",
                              "team", "all", "allen", "allemaal", "everyone", "iedereen", "parent", "parents", "ouders",
                              "friend", "friends", "patient", "patiënt", "reader", "committee", "panel", "manager",
                              "editor", "family", "familie", "whānau", "whanau", "nurse", "consultant", "gp",
                              "huisarts", "specialist", "partner", "partners", "teacher", "principal", "judge",
                              "counsel", "officer", "constable", "member", "members", "client", "cliënt"})
#: the end of a salutation's line after the one word it addresses: 'Dear Hemi,', 'Tēnā koe Mere,'
_SALUTATION_LINE_END = re.compile(r"[ \t]*[,!]?[ \t]*(?:\r?\n|$)")
#: greetings of two words that open a letter in New Zealand and the Pacific ('Kia ora Sarah,', 'Tēnā koe Aroha',
#: 'Talofa lava Sione'): a salutation, whose first word is no name ('Kia' is a listed first name)
GREETINGS = re.compile(r"(?m)^[ \t]*\"?(?P<greeting>(?:Kia|KIA)[ \t]ora|T[eē]n[aā][ \t]koe|T[eē]n[aā][ \t]koutou"
                       r"|Talofa[ \t]lava|M[aā]l[oō][ \t]e[ \t]lelei|Bula[ \t]vinaka)(?![\w-])")
#: a preferred name or nickname after its cue: '(pref. "Kez")', 'roepnaam: Mieke', 'aka Tommo'
_PREFERRED_NAME = re.compile(
    r"(?i:\bpref\.?|\bprefers|\bpreferred(?: name)?|\baka|\ba\.k\.a\.|\broepnaam|\bknown as|\bgoes by)[ \t]*:?[ \t]*"
    r"(?P<quote>[\"“']?)(?P<nick>[A-Z][a-zà-ÿ'’-]{1,20})(?![\w])")


class ContextNameFinder:
    def __init__(self, res: LexiconResources) -> None:
        self.res = res

    # -- what a word is ---------------------------------------------------
    def _initial(self, token: Token, text: str) -> bool:
        return len(token.text) == 1 and token.text.isupper() and text[token.end:token.end + 1] == "."

    def _listed(self, key: str) -> bool:
        return key in self.res.first_names or self.res.is_surname(key)

    def _ordinary(self, key: str) -> bool:
        res = self.res
        return key in res.dictionary or key in res.medical or key in res.stop_words or key in res.ambiguous_names

    def name_like(self, token: Token, strict: bool = False) -> bool:
        """A word written as a name; ``strict``: lower-case words only when listed and not ordinary."""
        word, key = token.text, token.key
        if not is_alpha(word.replace("-", "").replace("'", "")) or len(word) < 2:
            return False
        if word.isupper() and len(word) <= 4:
            return False  # 'MRN', 'DOB', 'RN', 'CRP'
        if key in self.res.medical or key in self.res.stop_words:
            return False
        parts = [p for p in key.split("-") if p]
        if word[0].isupper():
            return self._listed(key) and key not in self.res.dictionary or not self._ordinary(key) \
                or (len(parts) > 1 and all(self._listed(p) for p in parts)) \
                or (not strict and self._listed(key) and key not in self.res.medical)
        return self._listed(key) and not self._ordinary(key)

    # -- a run of name words ------------------------------------------------
    def run(self, text: str, words: list[Token], j: int, limit: int = 4, strict: bool = False,
            comma: bool = True) -> int:
        """Index after the name that starts at ``words[j]`` (``j`` when there is none). ``comma``: a given
        name may follow the surname after a comma ('Baauw, Maico'); not after a title ('dr. S. Ramdin,
        Gezondheidscentrum Delfshaven')."""
        n, k, taken, comma_used = len(words), j, 0, not comma
        while k < n and taken < limit:
            token = words[k]
            if k > j:
                if token.text in RECORD_LABELS_AFTER:
                    break  # 'Name: Priya Kelly UR: 4478123': the record number's label
                gap = text[words[k - 1].end:token.start]
                previous_initial = self._initial(words[k - 1], text)
                ok = _WORD_GAP.fullmatch(gap) or (previous_initial and _INITIAL_GAP.fullmatch(gap)) \
                    or _HYPHEN_GAP.fullmatch(gap)
                if not ok and _COMMA_GAP.fullmatch(gap) and taken == 1 and not comma_used:
                    ok = self._initial(token, text) or (token.text[:1].isupper() and (
                        token.key in self.res.first_names or self.name_like(token, strict=True)))
                    comma_used = True
                if not ok:
                    break
            if self._initial(token, text):
                k += 1
                continue
            if token.key in INTERFIXES and k + 1 < n and _WORD_GAP.fullmatch(text, token.end, words[k + 1].start):
                if k + 1 < n and self.name_like(words[k + 1], strict=True):
                    k += 1
                    continue
                break
            after_initial = not strict and k > j and self._initial(words[k - 1], text) and token.is_title \
                and token.key not in self.res.stop_words and not token.text.isupper()
            if not (self.name_like(token, strict=strict and taken == 0) or after_initial):
                break  # 'Signed: D. Power': after an initial a capitalised word is a surname even when a word
            taken += 1
            k += 1
        while k > j and (self._initial(words[k - 1], text) and taken == 0 or words[k - 1].key in INTERFIXES):
            k -= 1
        return k if taken else j

    # -- the three cue families ----------------------------------------------
    def find(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        found, n = [], len(words)
        for i, token in enumerate(words):
            if i + 1 >= n:
                break
            gap = text[token.end:words[i + 1].start]
            label_end = i + 1
            if token.key in NAME_LABELS and words[i + 1].text == "s" and gap == "(" and i + 2 < n:
                label_end = i + 2  # 'First name(s): Tomasz'
                gap = text[token.end:words[label_end].start]
            if token.key in NAME_LABELS and _LABEL_GAP.fullmatch(gap) and ":" in gap:
                j = label_end
                j = self._past_titles(text, words, j)
                end = self.run(text, words, j)
                if end == j and j < n and self._first_word_after_label(words[j]):
                    # 'Patient: Hemi TAUROA': the first capitalised word after the label is a name even
                    # when it is also a word ('Hemi'); the rest of the run must look like a name
                    end = max(j + 1, self.run(text, words, j + 1)) if j + 1 < n and \
                        _WORD_GAP.fullmatch(text, words[j].end, words[j + 1].start) else j + 1
                if end == j and self._surname_before_comma(text, words, j):
                    end = self.run(text, words, j + 1)  # 'Name: KHAN, Zayn Ibrahim': the given names follow
                end = max(end, self._written_name_run(text, words, j))
                if end > j:
                    found.append(("NAME", words[label_end].start, words[end - 1].end))
                continue
            spouse = token.key in ("to", "met") and i > 0 and words[i - 1].key in _MARRIED \
                and text[words[i - 1].end:token.start] == " "
            if (token.key in NAME_CUES or spouse) and not (token.text.isupper() and token.key not in ("rn", "lpn", "np", "cna", "vpk",
                                                                                           "poh")) \
                    and _CUE_GAP.fullmatch(gap) and "\n" not in gap:
                # a title after the cue opens the name, and is no name itself ('friend Mrs Hemi' was found
                # as 'Mrs' alone); a relative is no title ('partner, sister Agnieszka')
                j = self._past_titles(text, words, i + 1, but=NAME_CUES)
                end = self.run(text, words, j, limit=3, strict=True, comma=j == i + 1)
                if end == j and j < n and (j > i + 1 and self._first_word_after_label(words[j])
                                           or self._capitalised_before_age(text, words[j])):
                    # 'friend Mrs Hemi', 'Daughter Mere (61, ...', 'Dochter Ama (5 jaar)': a word, but a name here
                    end = j + 1
                if end > j:
                    found.append(("NAME", words[i + 1].start, words[end - 1].end))
        found.extend(self._before_roles(text, words))
        found.extend(self._quoted_nicknames(text, words))
        found.extend(self._after_salutations(text, words))
        found.extend(self._staff_initials(text))
        found.extend(self._preferred_names(text))
        return found

    def _capitalised_before_age(self, text: str, token: Token) -> bool:
        """A capitalised word with an age right after it, in brackets or after a comma. After a relative
        no dictionary word stands so (dev notes: 519 such words, all gold names)."""
        return token.text[:1].isupper() and token.text[1:].islower() and is_alpha(token.text) \
            and token.key not in self.res.stop_words and token.key not in self.res.titles \
            and _AGE_RIGHT_AFTER.match(text, token.end) is not None

    def _written_name_run(self, text: str, words: list[Token], j: int) -> int:
        """After a name label, two to four capitalised or upper-case words one space apart, one of
        them no ordinary word: 'Name: MD RAFIQUL ISLAM', 'Patient: GOH Ah Huat' (upper-case parts
        of up to four letters fail ``name_like``, which keeps 'MRN' and 'DOB' out elsewhere)."""
        k, n = j, len(words)
        while k < n and k - j < 4:
            token = words[k]
            if k > j and not _WORD_GAP.fullmatch(text, words[k - 1].end, token.start):
                break
            if not (token.text[:1].isupper() and is_alpha(token.text.replace("-", "").replace("'", ""))) \
                    or token.key in _NOT_A_NAME_VALUE or token.key in self.res.titles \
                    or k > j and token.text in RECORD_LABELS_AFTER:
                break
            k += 1
        while k > j and words[k - 1].text.isupper() and len(words[k - 1].text) <= 4 \
                and (words[k - 1].key in self.res.medical or words[k - 1].key in _CREDENTIALS):
            k -= 1  # 'From: Bianca RN': a credential closes the name, it is no part of it
        run = words[j:k]
        # the run exists for names in capitals: each part is in capitals or written as a name
        if len(run) >= 2 and any(t.text.isupper() for t in run) \
                and all(t.text.isupper() or self.name_like(t) for t in run) \
                and any(not self._ordinary(t.key) or self._listed(t.key) for t in run) \
                and not all(t.key in self.res.medical for t in run) \
                and not any(self._place_not_name(text, words, index) for index in range(j, k)):
            return k
        return j

    def _place_not_name(self, text: str, words: list[Token], index: int) -> bool:
        """A listed place that is no listed name: 'Aan: GGD Groningen' is an agency, not a person."""
        places = getattr(self.res, "places", None)
        return places is not None and places.longest_at(text, words, index) > 0 and not self._listed(words[index].key)

    def _surname_before_comma(self, text: str, words: list[Token], j: int) -> bool:
        """After a name label, 'SURNAME, Given': a capitalised word that is also an ordinary word ('Khan',
        'BLACK') is the surname when a comma and a capitalised name-like word follow it (neither a title
        nor a listed place or body: 'Cc: Principal, Mr L. Ntshona', 'cc: Boots, Gorseinon')."""
        if j + 1 >= len(words) or not _COMMA_GAP.fullmatch(text, words[j].end, words[j + 1].start):
            return False
        surname, given = words[j], words[j + 1]
        res = self.res
        return surname.text[:1].isupper() and is_alpha(surname.text) and len(surname.text) > 2 \
            and surname.key not in res.medical and surname.key not in res.stop_words \
            and surname.key not in _NOT_A_NAME_VALUE and surname.key not in res.titles \
            and given.text[:1].isupper() and not given.text.isupper() and given.key not in res.titles \
            and (given.key in res.first_names or self.name_like(given, strict=True)) \
            and not self._listed_place_or_body(text, words, j) and not self._listed_place_or_body(text, words, j + 1)

    def _listed_place_or_body(self, text: str, words: list[Token], index: int) -> bool:
        """'cc: Boots, Gorseinon', 'Aan: Parnassia, Early Psychosis Team': a body and its place or unit."""
        return self._place_not_name(text, words, index) or (
            self.res.institutions.longest_at(text, words, index) > 0 and not self._listed(words[index].key))

    def _first_word_after_label(self, token: Token) -> bool:
        return token.is_title and not token.text.isupper() and is_alpha(token.text) and len(token.text) > 2 \
            and token.key not in _NOT_A_NAME_VALUE and token.key not in self.res.stop_words \
            and token.key not in self.res.titles and token.key not in self.res.dictionary

    def _after_salutations(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        """'Dear Aroha', 'Dear Dr Whitfield', 'Beste Annemiek,': the name after a salutation
        ('Dear Colleague' and 'Geachte collega' are words, not names)."""
        found = []
        greeting_ends = {match.end("greeting") for match in GREETINGS.finditer(text)}
        for i, token in enumerate(words[:-1]):
            # a salutation word, or a greeting's last word ('Kia ora Sarah,')
            if token.end not in greeting_ends \
                    and (token.key not in SALUTATIONS or not token.is_capitalised or not token.initial):
                continue
            j = self._past_titles(text, words, i + 1)
            if j < len(words) and _WORD_GAP.fullmatch(text, words[j - 1].end, words[j].start) is None \
                    and not self._title_gap(text, words, j - 1):
                continue
            end = self.run(text, words, j, limit=3, strict=True)
            if end == j and j < len(words) and self._addressed_alone(text, words[j]):
                end = j + 1  # 'Dear Hemi,', 'Tēnā koe Mere,': one word alone on the salutation's line is a name
            if end > j:
                found.append(("NAME", words[j].start, words[end - 1].end))
        return found

    def _addressed_alone(self, text: str, token: Token) -> bool:
        """A capitalised word that closes the salutation's line (a comma may follow) names the reader even
        when it is also a word ('Hemi', 'Mere'), unless it is a role the letter addresses ('Dear Colleague,')."""
        return token.text[:1].isupper() and not token.text.isupper() and is_alpha(token.text) \
            and token.key not in _ADDRESSED_ROLES and token.key not in self.res.titles \
            and _SALUTATION_LINE_END.match(text, token.end) is not None

    def _preferred_names(self, text: str) -> list[tuple[str, int, int]]:
        """'(pref. "Kez")', 'roepnaam: Mieke', 'aka Tommo': a quoted name, or one that is no
        ordinary word or is a listed first name, after a preferred-name cue."""
        found = []
        for match in _PREFERRED_NAME.finditer(text):
            nick = match.group("nick").lower()
            if match.group("quote") or not self._ordinary(nick) or nick in self.res.first_names:
                found.append(("NAME", match.start("nick"), match.end("nick")))
        return found

    def _staff_initials(self, text: str) -> list[tuple[str, int, int]]:
        return staff_initials(text, self._ordinary, self.res.stop_words) + letter_marks(text)

    def _quoted_nicknames(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        """A capitalised word in quotes right after a capitalised name word or an initial
        ('Margaret ("Peg")', 'Thomas J. "TJ" Reyes'); quoted speech follows a verb ('states "Fine"').
        Without quotes, a name in brackets between a listed first name or an initial and a surname
        ('Kathleen (Kitty) McDONAGH'); 'John (Father) Smith' and 'Mary (GP) Jones' are no nicknames."""
        found = []
        ends = {token.end: token for token in words}
        for match in _QUOTED_NICKNAME.finditer(text):
            before = text[:match.start()].rstrip(" \t")
            previous = ends.get(len(before)) or (ends.get(len(before) - 1) if before.endswith(".") else None)
            if previous is None or not previous.is_title or previous.text.isupper() and len(previous.text) > 1:
                continue
            # a word opening a sentence or field may be any word ('Plan "Watch"'); it counts when it is
            # a listed first name or no ordinary word ('Name: Chidera ("Dera")')
            opening = previous.initial and not before.endswith(".")
            if previous.key in self.res.stop_words or opening and previous.key not in self.res.first_names \
                    and self._ordinary(previous.key):
                continue
            found.append(("NAME", match.start("nick"), match.end("nick")))
            found.extend(self._surname_after_nickname(text, words, match.end()))
        for match in _BRACKETED_NICKNAME.finditer(text):
            previous = ends.get(match.start()) or (ends.get(match.start() - 1) if text[match.start() - 1] == "." else None)
            nick = match.group("nick").lower()
            if previous is not None and (previous.key in self.res.first_names or self._initial(previous, text)) \
                    and (nick in self.res.first_names or nick in self.res.ambiguous_names or not self._ordinary(nick)):
                found.append(("NAME", match.start("nick"), match.end("nick")))
        return found

    def _surname_after_nickname(self, text: str, words: list[Token], at: int) -> list[tuple[str, int, int]]:
        """The surname after a quoted nickname: 'James ("Jimmy") CAIRNEY', 'Thomas "TJ" Reyes'."""
        gap = re.match(r"[ \t]", text[at:])  # one space: two or more separate the next field ('DOB')
        if gap is None:
            return []
        starts = {token.start: index for index, token in enumerate(words)}
        k = starts.get(at + gap.end())
        if k is None or not words[k].is_title or words[k].key in self.res.stop_words:
            return []
        end = self.run(text, words, k, limit=2)
        if end == k and words[k].text.isupper() and len(words[k].text) >= 3 and words[k].key not in self.res.medical:
            end = k + 1  # a surname in capitals: 'CAIRNEY'
        return [("NAME", words[k].start, words[end - 1].end)] if end > k else []

    def _past_titles(self, text: str, words: list[Token], j: int, but: frozenset[str] = frozenset()) -> int:
        """Index of the first word from ``j`` on that is no title followed by its gap (titles in ``but`` count
        as words)."""
        while j < len(words) and words[j].key in self.res.titles and words[j].key not in but \
                and self._title_gap(text, words, j):
            j += 1
        return j

    def _title_gap(self, text: str, words: list[Token], j: int) -> bool:
        return j + 1 < len(words) and bool(re.fullmatch(r"\.?[ \t]{1,2}|\.", text[words[j].end:words[j + 1].start]))

    def _before_roles(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        found = []
        for i in range(1, len(words)):
            role = text[words[i].start:words[i].end + (2 if text[words[i].end:words[i].end + 2] == "-C" else 0)]
            if role not in ROLES_AFTER and not (words[i].text in ("vpk",) and text[words[i].start - 1] == "("):
                continue
            if not _ROLE_GAP.fullmatch(text, words[i - 1].end, words[i].start):
                continue
            start = i - 1
            while start >= 0 and self.name_like(words[start], strict=True) and i - start <= 3 \
                    and (start == i - 1 or _WORD_GAP.fullmatch(text, words[start].end, words[start + 1].start)):
                start -= 1
            if start < i - 1:
                found.append(("NAME", words[start + 1].start, words[i - 1].end))
        return found
