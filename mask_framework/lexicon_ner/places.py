"""Institutions, places, streets and professions from lexicons and a few generic patterns.

Institutions: the shipped lists (longest match), hospital abbreviations written in
capitals (``UMCU``), and the generic shapes ``<Name> Ziekenhuis``, ``Ziekenhuis
<Name>``, ``<Name> Medical Center``, ``St. <Name> Hospital``, ``<Name>ziekenhuis``.
A list entry that is also an ordinary word (``Meander``, ``De Haven``) needs to be
capitalised mid-sentence. Places need the same when they are words (``Best``),
or a preposition before them (``in Best``). Professions: see ``professions.py``.
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.resources import EPONYM_CUES, LexiconResources, other_language_medical
from mask_framework.lexicon_ner.text import Token, is_alpha, sentence_initial

CALENDAR = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                      "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
                      "saturday", "sunday"})

#: public bodies a note names by their town or region, in lower case too: 'gemeente Nijmegen', 'rechtbank Den
#: Haag' (dev notes: the word is gold with the place in 190 of 217 such names)
_PUBLIC_BODIES = {"nl": frozenset({"gemeente", "politie", "parket", "rechtbank", "provincie", "ocmw", "politiezone", "brandweer",
                                  "veiligheidsregio", "ambulancedienst"})}

HEADS = {
    "nl": {("ziekenhuis",), ("kliniek",), ("medisch", "centrum"), ("mc",), ("umc",), ("gasthuis",), ("hospitaal",),
           ("huisartsenpraktijk",), ("huisartspraktijk",), ("huisartsen",), ("revalidatiecentrum",),
           ("verpleeghuis",), ("zorgcentrum",), ("woonzorgcentrum",), ("zorggroep",), ("thuiszorg",),
           ("apotheek",), ("ggz",), ("kinderziekenhuis",), ("praktijk",), ("fysiotherapie",), ("logopedie",),
           ("polikliniek",), ("zorg",), ("hospice",), ("verpleeghuizen",), ("medical", "center"), ("hospital",),
           ("uz",), ("az",), ("zna",), ("kinderopvang",), ("tandartspraktijk",), ("bv",), ("vof",), ("nv",),
           ("commv",), ("school",), ("gezondheidscentrum",), ("huisartsenpost",), ("wijkverpleging",), ("basisschool",), ("bibliotheek",), ("stichting",), ("tandartsen",),
           # a group practice named by its members' trade: 'Verloskundigen Breda-Oost', 'Fysiotherapeuten Zeist'
           ("verloskundigen",), ("fysiotherapeuten",),
           ("hogeschool",), ("universiteit",), ("roc",), ("college",), ("gemeente",), ("kinderdagverblijf",),
           ("kinderopvang",), ("peuterspeelzaal",), ("bso",), ("crèche",), ("sportvereniging",),
           ("voetbalvereniging",), ("huize",), ("reddingsbrigade",), ("brandweer",), ("residentie",), ("vzw",),
           # Dutch primary schools by kind: openbare, christelijke, rooms-katholieke, integraal kindcentrum
           ("obs",), ("cbs",), ("pcbs",), ("rkbs",), ("ikc",)},
    "en": {("hospital",), ("medical", "center"), ("medical", "centre"), ("clinic",), ("health", "center"),
           ("health", "centre"), ("healthcare",), ("health", "system"), ("nursing", "home"), ("infirmary",),
           ("rehabilitation", "center"), ("medical", "group"), ("pharmacy",), ("hospice",), ("care", "center"),
           ("medical", "associates"), ("family", "practice"), ("children's", "hospital"), ("surgery", "center"),
           ("mc",), ("institute",), ("inc",), ("llc",), ("corp",), ("corporation",), ("company",), ("group",),
           ("services",), ("logistics",), ("library",), ("school",), ("university",), ("college",), ("church",),
           ("bank",), ("roofing",), ("pediatrics",), ("paediatrics",), ("daycare",), ("associates",),
           ("behavioral", "health"), ("behavioural", "health"), ("mental", "health"), ("family", "medicine"),
           ("physical", "therapy"), ("urgent", "care"), ("home", "care"), ("transit",), ("ltd",), ("orthopedics",),
           ("orthopaedics",), ("dental",), ("preschool",), ("elementary",), ("high", "school"), ("foundation",), ("center",), ("centre",), ("academy",), ("partners",),
           ("imaging",), ("insurance",), ("medical", "practice"), ("caregivers",), ("partnership",),
           # bodies and services that notes name as third parties
           ("programme",), ("program",), ("society",), ("trust",), ("authority",), ("council",), ("association",),
           ("agency",), ("charity",), ("nursery",), ("montessori",), ("constabulary",), ("police",), ("facility",),
           ("helpline",), ("crisis", "line"), ("help", "line"), ("help", "phone"), ("hub",), ("service",),
           ("surgery",), ("ministry",), ("sdn", "bhd"), ("bhd",), ("government",),  # a UK GP practice: 'Harehills Lane Surgery' (a proper name is required, below)
           # the legal forms of law firms and professional companies ('Rivera & Harris LLP', 'Glaxo plc')
           ("llp",), ("pllc",), ("plc",)},
}
#: words after a name that make it a disease, scale or grade named after a town ('Nottingham grade', 'Epworth score')
_TOWN_EPONYM_CUES = EPONYM_CUES | frozenset({"grade", "grading", "scale", "score", "criteria", "classification",
                                             "system", "index"})
#: adjectives of a specialty: before 'Surgery' they name a department ('Orthopaedic Surgery'), not a GP practice
SPECIALTY_ENDING = re.compile(r"(?:ic|ical|al|ary|ology|ologic|ological|ics)$")
#: heads of departments as often as of bodies: they need a proper name before them ('Broadlawns clinic',
#: not 'Glomerular Disease Clinic'; 'Centre' stays strong: 'Wales Adult Cystic Fibrosis Centre' is a body)
_WEAK_HEADS = frozenset({"service", "programme", "program", "agency", "hub", "facility", "trust", "authority", "clinic",
                         "council", "association", "society", "charity", "nursery", "police", "helpline", "surgery",
                         # a government by its place only: 'Government of Saint Lucia', 'Western Cape Government'
                         "government",
                         # British specialties, which name a department ('Trauma & Orthopaedics', 'General Paediatrics':
                         # dev notes 0 gold in 53); American practices take the name ('Cascade Pediatrics': 17 in 33)
                         "orthopaedics", "paediatrics"})
#: words that open a department's name, not a body's ('Outpatient Clinic', 'Falls Service', 'Day Unit')
SERVICE_WORDS = frozenset({"outpatient", "outpatients", "inpatient", "day", "emergency", "acute", "adult", "pain",
                           "memory", "sleep", "fracture", "falls", "wound", "stroke", "heart", "breast", "eye", "skin",
                           "bone", "cancer", "diabetes", "weight", "sexual", "travel", "family", "child", "children's",
                           "women's", "men's", "mental", "older", "young", "student", "staff", "occupational",
                           "main", "central", "general", "specialist", "private", "public", "local", "national"})
#: heads that must be written in capitals to count ('MC', 'UZ'), else they are words or units
_CAPITAL_HEADS = frozenset({"roc", "mc", "umc", "uz", "az", "zna", "ggz", "bv", "vof", "nv", "commv", "inc", "llc", "corp",
                            "llp", "pllc"})
#: document titles before an institution name are not part of it ('Intakeverslag GGZ X', 'Referral letter')
_DOCUMENT_WORDS = ("verslag", "brief", "rapport", "rapportage", "notitie", "overdracht", "report", "note", "letter",
                   "summary", "samenvatting", "formulier",
                   "caller", "betreft", "consult")
#: heads a Dutch compound may end in and still head a name after it: a practice of any kind
#: ('tandartspraktijk Lindenhof'), a school of any kind ('Ambachtsschool Den Helder')
_COMPOUND_NAME_HEADS = ("praktijk", "school", "kliniek")
_COMPOUND_HEADS = ("ziekenhuis", "kliniek", "gasthuis", "hospitaal", "praktijk", "centrum", "huis", "zorg")
#: capitalised words that begin institution names even though they are ordinary words
_INSTITUTION_ADJECTIVES = frozenset({"academisch", "algemeen", "medisch", "universitair", "centraal", "regionaal",
                                      "militair", "sint", "het", "de", "'t", "t", "general", "memorial", "university",
                                      "community", "regional", "state", "county", "the", "saint", "mount", "mt",
                                      # adjectives of a body's standing, not specialties ('National University
                                      # Hospital', 'Royal Infirmary'), though they end like one ('-al')
                                      "national", "royal", "central", "provincial", "nationaal", "provinciaal"})
#: what opens the next field of a letterhead line after the institution: ' | ', ' - ', ' – '
_NEXT_FIELD = re.compile(r"[ \t]+[|–—-][ \t]+\S")
#: heads that make a line with a next field a department heading ('Maternity Services - Birth Debrief Clinic')
_DEPARTMENT_HEADS = _WEAK_HEADS | {"services"}
#: a dash between spaces parts fields ('REDDINGSBRIGADE ZANDVOORT – HULPVERLENINGSFORMULIER'), not a name
_SPACED_DASH = re.compile(r"[ \t][-–][ \t]")
#: verbs that open a note's line before the body they name: '- Attends Little Acorns Montessori', 'Werkt Bakkerij Smit'
_VERBS_BEFORE_BODIES = frozenset({
    "attends", "attended", "works", "worked", "lives", "lived", "visits", "visited", "volunteers", "volunteered",
    "studies", "studied", "joined", "left", "moved", "started", "goes", "went", "plays", "played", "employed",
    "seen", "referred", "enrolled", "admitted", "discharged", "transferred", "contacted", "phoned", "rang", "called",
    # a plan's line: 'Review Mr Ruru's clinic 4/52', '- Refer Northside Physio'
    "review", "refer", "contact", "book", "see",
    "werkt", "woont", "bezoekt", "speelt", "verwezen", "opgenomen", "ontslagen", "gebeld"})
#: roles joined to a sector's head by a hyphen: 'POH-GGZ', 'SPV-GGZ'
_ROLES_BEFORE_SECTORS = frozenset({"POH", "SPV"})
#: particles of Dutch names, capitalised after an institution's head ('Kinepraktijk Ter Linde', 'Huize Ten Bosch')
_NAME_PARTICLES = frozenset({"ter", "ten", "den", "der", "van"})
PLACE_CUES = {
    "nl": frozenset({"in", "te", "uit", "naar", "nabij", "bij", "richting", "wonend", "woonachtig", "woont",
                     "geboren", "verhuisd", "regio", "gemeente", "provincie", "omgeving", "vanuit", "locatie"}),
    "en": frozenset({"in", "from", "to", "at", "near", "lives", "born", "moved", "visiting", "resident", "outside"}),
}
#: clinicians' roles: 'arts bij Interne', 'nurse at Cardiology' name a ward, not an employer
CLINICAL_ROLES = frozenset({
    "arts", "verpleegkundige", "huisarts", "specialist", "chirurg", "fysiotherapeut", "psycholoog", "psychiater",
    "apotheker", "verloskundige", "diëtist", "ergotherapeut", "logopedist", "casemanager", "internist",
    "cardioloog", "neuroloog", "geriater", "radioloog", "anesthesist", "aios", "anios", "coassistent", "zaalarts",
    "doctor", "nurse", "physician", "surgeon", "therapist", "pharmacist", "resident", "intern", "consultant",
    "physiotherapist", "psychologist", "psychiatrist", "midwife", "dietitian", "registrar", "attending"})
_AND = {"en": "and", "nl": "en"}
CONNECTORS = frozenset({"and", "&", "of", "the", "en", "van", "de", "der", "den"})
_NUMBER = re.compile(r"[ \t]{1,2}\d{1,4}(?:[ \t]?(?:bis|ter)|[A-Za-z](?![A-Za-z])|[ \t][A-Za-z](?![A-Za-z]))?(?![\dA-Za-z])")
_PROVINCE = re.compile(r"[ \t]?\((?:NH|ZH|N\.?H\.?|Z\.?H\.?|L|Gld|Fr|Gr|Dr|Ov|Ut|Zl|NB|N\.?B\.?)\)|[ \t](?:NH|ZH|NB)\b")
_STATE = re.compile(r",?[ \t]([A-Z][A-Za-z]{1,4})\.?(?![\w])")
_JOIN = re.compile(r"[ \t]{1,3}|[ \t]?[-–][ \t]?|\.[ \t]?|'[ \t]?")
#: English street types that close a street's name ('Douglas Road', 'Leith Walk')
_EN_STREET_TYPE = re.compile(r"(?:Road|Rd|Street|St|Avenue|Ave|Lane|Drive|Walk|Way|Place|Crescent|Terrace|Close|Court|"
                             r"Square|Park|Grove|Gardens|Row|Hill|Parade)\.?")
#: what may follow a town closing an address line: nothing, or a postcode ('Cork T12 YE02')
_POSTCODE_OR_NOTHING = re.compile(r"[ \t]*(?:[,.]?[ \t]*(?:[A-Z0-9]{2,4}[ \t]?[A-Z0-9]{3,4})?)?[ \t]*")
_STREET_SUFFIX = re.compile(r"(?:straat|laan|weg|plein|gracht|kade|singel|dijk|dreef|steeg|hof|pad|park|markt|"
                            r"plantsoen|baan|dam|wal|burgwal|haven|kanaal|hage|erf|kwartier|boulevard)$")


def _rest_of_line(text: str, start: int) -> str:
    """``text`` from ``start`` to the end of its line (without copying the rest of the document)."""
    end = text.find("\n", start)
    return text[start:] if end < 0 else text[start:end]


class PlaceFinder:
    def __init__(self, res: LexiconResources) -> None:
        self.res = res
        self.heads = HEADS[res.language]
        self.max_head = max(len(h) for h in self.heads)
        self.place_cues = PLACE_CUES[res.language]

    # -- shared helpers ---------------------------------------------------
    def _word(self, key: str) -> bool:
        return key in self.res.dictionary or key in self.res.ambiguous_names or key in self.res.medical

    def _mid_sentence_capital(self, text: str, words: list[Token], i: int) -> bool:
        return words[i].is_title and not sentence_initial(text, words, i)

    def _cued(self, words: list[Token], i: int, cues: frozenset[str], reach: int = 1) -> bool:
        return any(i - back >= 0 and words[i - back].key in cues for back in range(1, reach + 1))

    def _joined(self, text: str, words: list[Token], j: int) -> bool:
        return bool(_JOIN.fullmatch(text, words[j - 1].end, words[j].start))

    # -- institutions -----------------------------------------------------
    def head_at(self, text: str, words: list[Token], i: int) -> int:
        for length in range(min(self.max_head, len(words) - i), 0, -1):
            key = tuple(words[i + k].key for k in range(length))
            if key in self.heads and all(self._joined(text, words, i + k) for k in range(1, length)):
                if key[0] in _CAPITAL_HEADS and not words[i].text.isupper():
                    continue
                return length
        # 'vroedvrouwenpraktijk Ooievaar', 'fysiotherapiepraktijk Beweegwijs', 'Ambachtsschool Den Helder': a
        # Dutch compound ending in a head
        key = words[i].key
        if self.res.language == "nl" and any(len(key) > len(head) + 3 and key.endswith(head) for head in _COMPOUND_NAME_HEADS):
            return 1
        return 0

    def _lower_case_compound_head(self, token: Token) -> bool:
        return self.res.language == "nl" and token.text.islower() \
            and any(len(token.key) > len(head) + 3 and token.key.endswith(head) for head in _COMPOUND_NAME_HEADS)

    def _proper_name_before(self, text: str, words: list[Token], start: int, head: int) -> bool:
        """Words before a weak head that make it a body's name: one word no dictionary knows, all
        one space apart ('Axess Sexual Health Service', 'Derbyshire Constabulary'; not 'Cardiology
        Service' or 'Spinal Cord Injury Programme', which are departments)."""
        parts = words[start:head]
        if words[head].key == "surgery" and (not words[head].is_title or words[head].text.isupper()
                                             or any(SPECIALTY_ENDING.search(w.key) for w in parts)):
            return False  # 'Mohs surgery', 'MAXILLOFACIAL SURGERY', 'Orthopaedic Surgery': no GP practice
        return bool(parts) and all(text[a.end:b.start] == " " for a, b in zip(parts, parts[1:] + [words[head]])) \
            and any(is_alpha(w.text) and not self._word(w.key) for w in parts)

    def _name_part(self, text: str, words: list[Token], k: int, has_part: bool = False) -> bool:
        """Whether ``words[k]`` continues the institution name leftwards (``has_part``: one is already taken)."""
        token = words[k]
        if not token.is_title or self.head_at(text, words, k) or token.key.endswith(_DOCUMENT_WORDS):
            return False
        between = text[token.end:words[k + 1].start]
        if "." in between and not (len(token.text) <= 3 and between.startswith(".")) or "\n" in between:
            return False  # a sentence or a line ends here; 'St.' and 'P.W.' do not end one
        if token.text.endswith(("'s", "’s")) and len(token.text) > 3:
            return True  # a possessive names the owner, even after a colon or when a dictionary knows it ('Hickey's Pharmacy')
        # a capitalised word opening the line counts once another name part follows ('Mercy General Hospital')
        return token.key in _INSTITUTION_ADJECTIVES or not sentence_initial(text, words, k) \
            or token.key not in self.res.dictionary or (has_part and token.key not in self.res.stop_words and (
            k == 0 or "\n" in text[words[k - 1].end:token.start]) and token.key not in _VERBS_BEFORE_BODIES)
        # (after a full stop, or opening a list's line, a verb: 'Attends X Daycare', '- Attends Little Acorns')

    def _letterhead_opening(self, text: str, words: list[Token], k: int, end_index: int) -> bool:
        """A word opening a line that holds nothing but the institution: 'Links Medical Practice' in a
        letter's address block (a word opening a sentence is otherwise taken only when no dictionary
        knows it)."""
        line_start = k == 0 or "\n" in text[words[k - 1].end:words[k].start]
        # the line may go on with another field: 'Nationwide Children's Hospital | Sports Medicine'
        # ('Maternity Services - Birth Debrief Clinic' is a department heading: not after a weak head)
        rest = _rest_of_line(text, words[end_index].end)
        next_field = _NEXT_FIELD.match(rest) and words[end_index].key not in _DEPARTMENT_HEADS
        return line_start and (not rest.strip() or next_field) and words[k].is_title and not words[k].text.isupper() \
            and self._joined(text, words, k + 1) and "\n" not in text[words[k].end:words[end_index].start] \
            and words[k].key not in self.res.stop_words and not words[k].key.endswith(_DOCUMENT_WORDS) \
            and not self.head_at(text, words, k) and words[k].key not in CALENDAR \
            and words[k].key not in self.res.medical and not SPECIALTY_ENDING.search(words[k].key) \
            and not words[k].key.endswith(("therapy", "therapie", "care", "zorg")) \
            and words[k].key not in SERVICE_WORDS  # 'Physiotherapy Services', 'Outpatient Clinic'

    def _linked_part(self, text: str, words: list[Token], k: int) -> int | None:
        """The index of the name part before a linking word that joins it to ``words[k + 1]``:
        ``Women's and Children's Hospital``, ``Care & Rehabilitation Center``; else None."""
        if text[words[k].end:words[k + 1].start] == " & ":
            return k if self._name_part(text, words, k, True) else None
        if words[k].key == _AND[self.res.language] and k >= 1 and words[k + 1].is_title \
                and self._joined(text, words, k + 1) and self._joined(text, words, k) \
                and self._name_part(text, words, k - 1):  # not a word opening the sentence ('Mum and ...')
            return k - 1
        return None

    def institutions(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        found, n = [], len(words)
        for i in range(n):
            token = words[i]
            if token.key in _PUBLIC_BODIES.get(self.res.language, ()) and i + 1 < n and words[i + 1].is_title \
                    and self._joined(text, words, i + 1) \
                    and (place := self.res.places.longest_at(text, words, i + 1)):
                # 'gemeente Nijmegen', 'politie Gent', 'parket Brussel': a public body named by its place
                found.append(("ORGANIZATION", token.start, words[i + place].end))
            phrase_end = self._abbreviation_phrase_end(text, words, i)
            if phrase_end is not None:
                found.append(("ORGANIZATION", token.start, phrase_end))
            elif token.text in self.res.institution_abbreviations:
                found.append(("ORGANIZATION", token.start, self._place_after(text, words, i + 1, token.end)))
            length = self.res.institutions.longest_at(text, words, i) \
                if token.is_title or token.key in _INSTITUTION_ADJECTIVES else 0
            if length and self._listed_institution_ok(text, words, i, length):
                found.append(("ORGANIZATION", token.start, words[i + length - 1].end))
            head = self.head_at(text, words, i)
            compound = not head and token.is_title and len(token.key) > 9 and token.key.endswith(_COMPOUND_HEADS) \
                and token.key not in self.res.dictionary  # 'Antoniusziekenhuis', not 'Verpleeghuis'

            if not head and not compound:
                continue
            if i > 0 and words[i - 1].text in _ROLES_BEFORE_SECTORS and text[words[i - 1].end:token.start] == "-":
                continue  # 'POH-GGZ': the GP practice's mental health nurse, a role (dev notes: 47 such, none gold)
            end_index = i + max(head, 1) - 1
            # 'Hapeville Elementary School', 'Mercy Hospital Pharmacy': a capitalised head right after a head
            while head and end_index + 1 < n and words[end_index + 1].is_title \
                    and self._joined(text, words, end_index + 1) \
                    and not _SPACED_DASH.fullmatch(text, words[end_index].end, words[end_index + 1].start):
                more = self.head_at(text, words, end_index + 1)
                if not more:
                    break
                end_index += more
            start = i if compound else i + head  # a compound head is a name by itself ('Antoniusziekenhuis')
            of_end = self._of_place(text, words, end_index) if words[i].is_title else end_index
            # a Dutch compound head in lower case names the body after it ('vroedvrouwenpraktijk Ooievaar'); before it
            # only a word no dictionary knows is a name ('Compas huisartspraktijk', not 'Controle geheugenkliniek'; an
            # acronym names the clinic's field: 'post-COVID polikliniek')
            proper_only = self._lower_case_compound_head(words[i])
            k = i - 1
            while k >= 0:
                if proper_only:
                    if not (text[words[k].end:words[k + 1].start] == " " and self._name_part(text, words, k, start < i)
                            and words[k].key not in self.res.dictionary and not words[k].text.isupper()):
                        break
                    start = k
                elif self._joined(text, words, k + 1) and self._name_part(text, words, k, start < i):
                    start = k
                elif (linked := self._linked_part(text, words, k)) is not None:
                    start = linked
                elif self._letterhead_opening(text, words, k, of_end):
                    start = k  # the line may end with the place after 'of' ('Baptist Hospital of Miami')
                else:
                    break
                k = start - 1
            if head and words[i].key in _WEAK_HEADS and not self._proper_name_before(text, words, start, i) \
                    and of_end == end_index:  # 'Medical Genetics Program of Southwestern Ontario' is a body
                continue
            if compound or start < i and any(w.key not in self.res.stop_words for w in words[start:i]):
                # (an article alone is no name: 'De huisartsen zijn akkoord', 'The Hospital said')
                found.append(("ORGANIZATION", words[start].start, words[of_end].end))
            elif of_end > end_index:
                # 'University of Michigan', 'Hospital of St. Raphael': the name follows 'of'
                found.append(("ORGANIZATION", words[i].start, words[of_end].end))
            elif words[i].is_title or words[i].text.isupper() or (
                    end_index + 1 < n and words[end_index + 1].is_title and not words[end_index + 1].initial):
                # 'Ziekenhuis Amstelland', 'UMC Utrecht': the name follows the head
                m = end_index + 1
                while m < n and (self._joined(text, words, m)
                                 and not _SPACED_DASH.fullmatch(text, words[m - 1].end, words[m].start)
                                 or text[words[m - 1].end:words[m].start] == " & ") \
                        and "." not in text[words[m - 1].end:words[m].start] \
                        and words[m].is_title and not self.head_at(text, words, m):
                    place = self.res.places.longest_at(text, words, m)
                    if place:
                        m += place
                    elif (words[m].key in _INSTITUTION_ADJECTIVES or words[m].key in _NAME_PARTICLES) \
                            and m + 1 < n and words[m + 1].is_title:
                        # 'Apotheek De Roemer', 'basisschool De Regenboog', 'Kinepraktijk Ter Linde': any
                        # word after the article or the particle
                        m += 2
                    elif words[m].key not in self.res.dictionary:
                        m += 1
                    elif m == end_index + 1 and self.res.language == "nl" and words[i].text.islower() \
                            and len(words[i].text) > 4:
                        # Dutch capitalises no nouns: 'vroedvrouwenpraktijk Ooievaar' is a name (not after
                        # an abbreviation that is also a word: 'obs Normaal' is an observation)
                        m += 1
                    else:
                        break
                if m > end_index + 1:
                    # a head in lower case ('verpleeghuis De Sprengenhof') is a description, not part of the name
                    first = i if words[i].is_title or words[i].text.isupper() else end_index + 1
                    found.append(("ORGANIZATION", words[first].start, words[min(m, n) - 1].end))
        return found

    def _listed_institution_ok(self, text: str, words: list[Token], i: int, length: int) -> bool:
        content = [w for w in words[i:i + length] if w.key not in _INSTITUTION_ADJECTIVES]
        capitals = [w for w in content if w.is_title]
        if len(capitals) >= 2 or (capitals and len(content) >= 2 and length >= 3):
            return True
        if capitals and any(w.is_digit for w in content):
            return True  # a listed acronym with its number: 'NHS 24', 'NHS 111'
        if not capitals or any(w.text.isupper() and len(w.text) <= 3 for w in capitals):
            return False
        if length == 1 and re.match(r"-[a-zà-ÿ]", text[words[i].end:words[i].end + 2]):
            return False  # the first part of a compound: 'FACT-team', 'FACT-bord' (DEDUCE lists a 'Fact')
        if all(self._word(w.key) for w in content):
            return self._mid_sentence_capital(text, words, i)
        return True

    def _abbreviation_phrase_end(self, text: str, words: list[Token], i: int) -> int | None:
        """The end of a listed abbreviation of several words starting at word ``i`` ('FOD WASO',
        'KU Leuven'), written as listed and ending where a word ends; the longest wins."""
        start = words[i].start
        for entry in self.res.institution_abbreviation_phrases.get(words[i].text, ()):
            end = start + len(entry)
            if text.startswith(entry, start) and (end == len(text) or not text[end].isalnum()):
                return end
        return None

    def _place_after(self, text: str, words: list[Token], j: int, end: int) -> int:
        if j < len(words) and self._joined(text, words, j) and words[j].is_title:
            length = self.res.places.longest_at(text, words, j)
            if length:
                return words[j + length - 1].end
        return end

    # -- places and streets -----------------------------------------------
    def places(self, text: str, words: list[Token], world: bool = True) -> list[tuple[str, int, int]]:
        """Places and streets; with ``world`` also the towns that only GeoNames lists."""
        found, i, n = [], 0, len(words)
        while i < n:
            token = words[i]
            if not token.is_title:
                i += 1
                continue
            street = self.res.streets.longest_at(text, words, i)
            if street:
                end = words[i + street - 1].end
                number = _NUMBER.match(text, end)
                last_key = words[i + street - 1].key
                if number and not _STREET_SUFFIX.search(last_key) and self._word(last_key) and token.initial:
                    number = None  # 'Dienst 23-11' at the start of a line is a shift, not an address
                if number or (_STREET_SUFFIX.search(last_key) and not self._word(last_key)):
                    found.append(("LOCATION", token.start, number.end() if number else end))
                    i += street
                    continue
            if self._after_first_name(text, words, i):
                i += 1  # a surname after a first name, not a town: 'Kevin O'Malley, MD' ('MD' is no Maryland)
                continue
            length = self.res.places.longest_at(text, words, i)
            if not (length and self._place_ok(text, words, i, length)):
                length = self._world_place_length(text, words, i) if world else 0
            if length:
                end = words[i + length - 1].end
                if text[end:end + 1] == ")" and text.count("(", token.start, end) > text.count(")", token.start, end):
                    end += 1  # 'Bovenkerk (NH)': the listed name ends inside its brackets
                province = _PROVINCE.match(text, end)
                end = province.end() if province else self._state_after(text, end)
                found.append(("LOCATION", token.start, end))
                i += length
                continue
            i += 1
        return found

    def world_places_among(self, text: str, words: list[Token],
                           spans: set[tuple[int, int]]) -> list[tuple[str, int, int]]:
        """Those of ``spans`` (start, end) that are towns only GeoNames lists ('Paramaribo', 'Kayseri')."""
        starts = {start for start, _ in spans}
        found = []
        for i, token in enumerate(words):
            if token.start in starts and token.is_title and (length := self._world_place_length(text, words, i)) \
                    and (token.start, words[i + length - 1].end) in spans:
                found.append(("LOCATION", token.start, words[i + length - 1].end))
        return found

    def _world_place_length(self, text: str, words: list[Token], i: int) -> int:
        length = self.res.world_places.longest_at(text, words, i)
        ok = length and (self._world_place_ok(text, words, i, length) or self._after_address_part(text, words, i))
        return length if ok else 0

    def _world_place_ok(self, text: str, words: list[Token], i: int, length: int) -> bool:
        """A town known only to GeoNames: written in title case, no part of it a word, a person's
        name or a nationality ('Early', 'Abbey', 'Spanish'), and no eponym ('Nottingham grade',
        'Epworth score', 'Wolff-Parkinson')."""
        span = words[i:i + length]
        if any(not w.is_title or w.text.isupper() for w in span) or text[span[0].start - 1:span[0].start] == "-":
            return False
        res = self.res
        if any(self._word(w.key) or w.key in res.first_names or res.is_surname(w.key) or w.key in res.ethnicities
               or w.key in res.ambiguous_places for w in span):
            return False
        if any(len(w.key) >= 8 and w.key in other_language_medical(res.language) for w in span):
            # 'Fontanelle soft' (a town in Iowa and Italy); short ones are often ordinary words of the other
            # language ('wang' is a Dutch cheek) and names ('Wang ACC', 'Artane' in Dublin)
            return False
        after = i + length
        return not (after < len(words) and words[after].key in _TOWN_EPONYM_CUES)

    def _after_first_name(self, text: str, words: list[Token], i: int) -> bool:
        """A capitalised word right after a listed first name (that is no town itself) is a surname."""
        before = words[i - 1] if i > 0 else None
        return before is not None and before.is_title and not before.text.isupper() \
            and before.key in self.res.first_names \
            and before.key not in self.res.places and text[before.end:words[i].start] == " "

    def _state_after(self, text: str, end: int) -> int:
        """'Springfield, IL': a US state abbreviation after a place belongs to it."""
        match = _STATE.match(text, end)
        if match and match.group(1) in self.res.state_abbreviations:
            return match.end()
        return end

    def _place_ok(self, text: str, words: list[Token], i: int, length: int) -> bool:
        token = words[i]
        if token.text.isupper() and len(token.text) <= 3:
            return False  # abbreviations: 'ICU', 'OK'
        if i + length < len(words) and words[i + length].key == "wort":
            return False  # the herb: 'no St John's Wort'
        keys = [w.key for w in words[i:i + length]]
        if sum(w.is_title for w in words[i:i + length]) >= 2:
            return True  # 'Boven Leeuwen', 'Noord Brabant': capitals on every part make it a name
        ambiguous = all(self._word(k) or k in self.res.ambiguous_places or k in self.res.first_names for k in keys)
        if not ambiguous:
            return True
        if self._after_address_part(text, words, i):
            return True  # 'Douglas Road, Cork', 'Wilton, Cork': a town closing an address
        return self._cued(words, i, self.place_cues) and (token.is_title and not sentence_initial(text, words, i))

    def _after_address_part(self, text: str, words: list[Token], i: int) -> bool:
        """A comma after a street ('Douglas Road, Cork') or a listed place ('Wilton, Cork'), and the
        word then closes its line or comes before a postcode: the town of an address."""
        if i == 0 or not words[i].is_title:
            return False
        between = text[words[i - 1].end:words[i].start]
        next_line = between.strip(" \t\r") == "\n"
        if between not in (", ", ",") and not next_line:
            return False
        before = words[i - 1]
        street = _EN_STREET_TYPE.fullmatch(before.text) is not None or _STREET_SUFFIX.search(before.key) is not None
        # on a line of its own, only after a street's line ('Raheen Business Park' over 'Limerick'): a place's
        # line may be a letterhead's
        place = not next_line and self.res.places.longest_at(text, words, i - 1) == 1 and not self._word(before.key)
        return (street or place) and _POSTCODE_OR_NOTHING.fullmatch(_rest_of_line(text, words[i].end)) is not None

    def _of_place(self, text: str, words: list[Token], end: int) -> int:
        """'Mercy Hospital of Lakewood': the index of the last capitalised word after 'of' (``end`` if none)."""
        n = len(words)
        def spaced(j: int) -> bool:  # one space, or the full stop of 'St. Raphael'
            return text[words[j - 1].end:words[j].start] in (" ", ". ")

        if end + 2 >= n or words[end + 1].key != "of" or not spaced(end + 1) or not spaced(end + 2):
            return end
        last = end + 1
        while last + 1 < n and last - end <= 3 and words[last + 1].is_title and spaced(last + 1) \
                and words[last + 1].key not in self.res.stop_words and not self.head_at(text, words, last + 1):
            last += 1
        return last if last > end + 1 else end
