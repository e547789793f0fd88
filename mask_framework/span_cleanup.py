"""Clean-up of the spans a statistical NER model proposes in clinical text.

A model trained on news (``en_core_web_sm``, OntoNotes) finds names and organisations that
no list holds -- ``Walgreens``, ``Lipson Vale Surgery``, a lower-case ``tamsin reyes`` -- but
clinical text is not news. There it also tags abbreviations (``MD``, ``DOB``, ``CXR``),
headers (``EMERGENCY DEPARTMENT``), ordinary words that open a line (``Hemostasis``,
``Calm``) and results (``LDL 112``), and it pulls titles, relation words, credentials and
the next line into a span (``Dr. Okonkwo``, ``Daughter Kathleen``, ``Eze\\nGP``).

``clean_spans`` first trims each span to what can be PII, then drops what is left when it
is only clinical shorthand or ordinary words. A span with one word that is neither (a
name, a brand, an unknown capitalised word) is always kept: the rules only remove what a
dictionary, a clinical word list or the span's shape explains.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from mask_framework.credentials import CREDENTIALS
from mask_framework.eponyms import bare_eponym, clinical_eponyms, named_after
from mask_framework.instruments import names_an_instrument
from mask_framework.lexicon_ner.context_names import GREETINGS, INTERFIXES
from mask_framework.lexicon_ner.roles import RECORD_LABELS_AFTER, ROLES_BEFORE
from mask_framework.lexicon_ner.resources import other_language_medical
from mask_framework.lexicon_ner.text import Token, before_sentence_end, is_alpha, tokenize
from mask_framework.titles import TITLE_OPENING, title_before
from mask_framework.whitelist.classify import CLINICAL_SUFFIX
from mask_framework.whitelist.compounds import splits_into_words

#: a dose right after a word: an amount with a unit of drug ('80 mg', '0,25 µg', '1000 IE'; not a lab's 'IU/l') or
#: a number of doses a day ('1dd', '3x/d'). A word before one is a drug's brand ('Asaflow 80 mg'), not a name
DOSE_AFTER = re.compile(r"[ \t]+(?:\d+(?:[.,]\d+)?[ \t]?(?:mg|g|mcg|µg|ug|ml|IE|IU|E|mmol|dd|mg/kg)\b(?!/)"
                        r"|[1-6]dd\b|[1-6][ \t]?x[ \t]?/?[ \t]?(?:d|dag|daags)\b)")

#: words before a name that are not part of it ('Daughter Kathleen', 'Tel 555...')
LEADING_NON_NAMES = frozenset({
    "tel", "phone", "fax", "pager", "pt", "patient", "dob", "mrn", "re", "attn", "cc", "dear", "per", "with",
    "seen", "by", "signed", "electronically", "dictated", "spoke", "called", "contacted"})
#: model labels for people and places (OntoNotes and CoNLL)
PERSON_LABELS = frozenset({"PERSON", "PER"})
PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})
ORGANISATION_LABELS = frozenset({"ORG"})
CLEANED_LABELS = PERSON_LABELS | PLACE_LABELS | ORGANISATION_LABELS
#: characters after which a capital says nothing ('\n- Comfortzorg', 'Beleid: Sportpauze')
SENTENCE_STARTERS = frozenset("\n\r.!?:;•*>=-–—|")
#: the word before a span, with its full stop ('Dr. ')
_WORD_BEFORE = re.compile(r"(\w+)\.?[ \t]+$")
#: a spaced dash before a lower-case word ends a person's name: 'Dr. CHEUNG Ka-lok - agreed no need'
_DASH_BEFORE_LOWER_CASE = re.compile(r"[ \t][-–—][ \t]+(?=[a-z])")
#: relation words that are also forms of address for clergy
RELIGIOUS_TITLES = frozenset({"father", "sister", "brother", "pater", "zuster", "broeder"})
#: characters trimmed from the edges of a span
EDGE_PUNCTUATION = " \t,;:-–—/(|*•>=+"
#: where a model runs one field into the next: a line break, a tab or two spaces
FIELD_BREAK = re.compile(r"\n|\t| {2,}")
#: ' - ' between an institution and its department ('Mercy Medical Center - Emergency Dept')
DASH_BREAK = re.compile(r" [-–—] ")
#: words that name a part of an institution, not the institution
#: acronyms of a hospital's departments, written after its name ('Dunedin Hospital ED', 'Leeds General
#: Infirmary A&E'): annotators leave them out of the name (dev notes: 90 after a hospital's head, 1 gold with it)
WARD_ACRONYMS = frozenset({"ED", "A&E", "ICU", "SEH", "NICU", "PICU", "OPD", "AMU", "EAU", "MAU", "CCU", "HDU"})
_HOSPITAL_HEADS = frozenset({"hospital", "infirmary", "centre", "center", "mc", "umc", "ziekenhuis", "hospitaal"})
DEPARTMENT_WORDS = frozenset({
    "clinic", "unit", "service", "services", "department", "dept", "centre", "center", "ward", "team", "line",
    "surgery", "practice", "program", "programme", "outpatients", "outpatient", "inpatient", "division", "office",
    "laboratory", "lab", "visit", "medicine", "location", "site", "conference", "board",
    "afd", "afdeling", "locatie", "polikliniek", "poli", "dienst", "kliniek"})


@dataclass(frozen=True)
class WordSets:
    """Lower-case lookup keys: what a word can be explained as."""
    ordinary: frozenset[str]   # dictionary words and stop words (names removed from the dictionary)
    clinical: frozenset[str]   # clinical terms and abbreviations ('cxr', 'etoh', 'hld')
    stop: frozenset[str]       # function words ('of', 'van', 'de')
    names: frozenset[str]      # listed first names and surnames, also those that are words ('green')
    first_names: frozenset[str]  # listed first names only ('jade', 'rose')
    places: frozenset[str]     # listed one-word places ('bergen', 'reading')
    place_codes: frozenset[str]  # exact case: US state abbreviations ('PA', 'ME')
    before_names: frozenset[str]  # titles and relation words ('dr', 'mrs', 'daughter', 'zoon')
    abbreviations: frozenset[str] = frozenset()  # exact case: clinical shorthand ('TDS', 'NAD', 'HbA1c')
    languages: frozenset[str] = frozenset()  # languages and nationalities ('urdu', 'tongan', 'turks')
    eponyms: frozenset[str] = frozenset()  # clinical eponyms ('babinski', 'clavien-dindo', 'calot')
    compounds: bool = False    # Dutch: a word made of dictionary words is ordinary ('sportpauze')
    # Dutch writes nouns in lower case, so a listed surname that is also a word ('Visser') opening a
    # sentence is still a name, and so is a capitalised word before one; English line openers
    # ('Alert', 'Rose', 'Inform Mary') are words as often as names
    word_names_open_sentences: bool = False

    def explained(self, key: str, compounds: bool = False) -> bool:
        """A dictionary or clinical word; with ``compounds``, also a Dutch compound of dictionary
        words (only for persons: 'Sportpauze' is no name, but 'Lindelaan' is a street and
        'Hoogovens' a company)."""
        if key in self.ordinary or key in self.clinical:
            return True
        return compounds and self.compounds and key not in self.names and splits_into_words(key, self.ordinary)

    def descriptive(self, token: Token) -> bool:
        """A word that describes a clinical service rather than naming anything."""
        return (token.key in self.clinical or token.key in self.stop or token.key in DEPARTMENT_WORDS
                or _is_shorthand(token) or token.text in self.abbreviations or len(token.text) == 1)


@lru_cache(maxsize=None)
def clinical_abbreviations() -> frozenset[str]:
    """Both languages' shipped clinical abbreviations, in their own case: Dutch notes use English shorthand
    too ('NSTEMI', 'CPAP')."""
    from mask_framework.lexicons import load_lexicon

    return frozenset(load_lexicon("en_clinical_abbr") | load_lexicon("nl_clinical_abbr"))


@lru_cache(maxsize=None)
def load_word_sets(language: str) -> WordSets:
    """The word sets for ``en`` or ``nl`` (from the shipped lexicons and whitelist lists); loaded
    once per process, as the CRF and spaCy plugins of one configuration both use them."""
    from mask_framework.lexicon_ner.context_names import NAME_CUES
    from mask_framework.lexicon_ner.resources import ROLES, load_resources, single_word_keys
    from mask_framework.lexicons import load_lexicon, load_lexicon_list
    from mask_framework.propagate import nationality_words

    res = load_resources(language, roles={"first_names", "surnames"})
    # drug and anatomy names are much the same in both languages: either list explains them
    return WordSets(
        ordinary=frozenset(res.dictionary | res.stop_words),
        clinical=frozenset(res.medical | other_language_medical(language)),
        stop=frozenset(res.stop_words),
        names=frozenset(res.first_names | res.surnames | res.ambiguous_names),
        first_names=frozenset(res.first_names),
        place_codes=frozenset(load_lexicon_list("en_us_state_abbr")),
        places=frozenset(single_word_keys(place for name in ROLES[language]["places"] for place in load_lexicon(name))),
        before_names=frozenset(res.titles | NAME_CUES | LEADING_NON_NAMES),
        abbreviations=clinical_abbreviations(),
        languages=nationality_words(language),
        eponyms=clinical_eponyms(),
        compounds=language == "nl",
        word_names_open_sentences=language == "nl",
    )


#: an e-mail address or a web address inside a model's span: 'Email kez.w96@outlook.com' is no person and
#: 'www.drugs.ie' no name; the patterns find the address whole, with its own entity. An '@' alone is 'at' in
#: a body's name ('PCF Sparkletots @ Hougang', 'RCH@Home')
_WEB_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]*[A-Za-z]|\S*(?:://|\bwww\.)\S*")


def before_web_address(text: str, start: int, end: int) -> int:
    """Where ``[start, end)`` ends if it stops before the first web or e-mail address in it."""
    address = _WEB_ADDRESS.search(text, start, end)
    return end if address is None else address.start()


def after_greeting(text: str, start: int, end: int) -> int:
    """Where ``[start, end)`` starts once past a letter's greeting it overlaps ('Tēnā koe Aroha' -> 'Aroha';
    'Kia' of 'Kia ora' -> ``end``, nothing left)."""
    greeting = GREETINGS.match(text, text.rfind("\n", 0, start) + 1)
    if greeting is None or not (greeting.start("greeting") < end and start < greeting.end("greeting")):
        return start
    after = greeting.end("greeting")
    while after < end and text[after] in " \t":
        after += 1
    return min(max(start, after), end)


#: English function words the shared stop list leaves out (it serves the name rules, where 'his' or 'as'
#: before a word say nothing either way); none of them is PII alone
MORE_FUNCTION_WORDS = frozenset({
    "as", "his", "her", "him", "its", "our", "their", "my", "your", "me", "us", "them", "into", "onto", "upon", "via",
    "per", "up", "out", "are", "were", "been", "has", "had", "have", "do", "does", "did", "this", "that", "these",
    "those", "which", "who", "whom", "while", "after", "before", "since", "until", "between", "through", "during",
    "without", "within"})


@lru_cache(maxsize=8192)
def _words_of(span_text: str) -> tuple[Token, ...]:
    """The letter-or-digit tokens of a span's text (offsets into ``span_text``). Cached: a note
    names its patient and places many times, and the clean-up reads each span's words two or
    three times (cached, the clean-up of the CRF's spans on 300 notes takes a quarter less time)."""
    return tuple(token for token in tokenize(span_text) if token.alnum)


def only_function_words(text: str, start: int, end: int, words: WordSets) -> bool:
    """Whether ``[start, end)`` holds only function words in lower case ('as', 'of the')."""
    tokens = _words_of(text[start:end])
    return bool(tokens) and all(token.text.islower() and (token.key in words.stop or token.key in MORE_FUNCTION_WORDS)
                                for token in tokens)


def clean_spans(text: str, spans, words: WordSets) -> list[tuple[str, int, int]]:
    """``(label, start, end)`` spans trimmed and filtered; labels are the model's own."""
    cleaned = []
    for label, start, end in spans:
        if only_function_words(text, start, end, words):
            continue  # a model's 'as' in 'works part-time as receptionist': no label fits a lone function word
        if label not in CLEANED_LABELS:
            cleaned.append((label, start, end))  # dates, quantities: not what these rules know
            continue
        end = before_web_address(text, start, end)
        start = after_greeting(text, start, end)
        trimmed = trim_span(text, start, end, words, label) if end > start else None
        if trimmed is None or not keep_span(label, text, trimmed[0], trimmed[1], words):
            continue
        # 'Interpreter: Tongan', 'conducted in Welsh': no person, place or body (dev notes: 99 such model
        # spans in English, none gold)
        if only_a_language(text, trimmed[0], trimmed[1], words.languages):
            continue
        cleaned.append((label, trimmed[0], trimmed[1]))
    return cleaned


#: a relative or a title right before a word makes it a name even when it names a language ('zoon Frans')
_RELATIVE_OR_TITLE_BEFORE = re.compile(
    r"(?i:\b(?:zoon|broer|vader|man|echtgenoot|partner|oom|opa|neef|kleinzoon|vriend|collega|dochter|zus|moeder|vrouw|"
    r"echtgenote|oma|tante|nicht|vriendin|dhr|meneer|heer|mevr|mevrouw|mw|son|brother|father|husband|uncle|grandson|"
    r"nephew|friend|daughter|sister|mother|wife|aunt|niece|mr|mrs|ms|miss|dr|dokter|prof))\.?[ \t]+\Z")
#: how far back that word is looked for (the longest, 'echtgenote', with its full stop and a wide gap), so that
#: the search does not scan the note from its start for every word it is asked about
_LOOK_BACK = 40


def named_by_relative_or_title(text: str, start: int) -> bool:
    """Whether a relative or a title stands right before ``start`` ('zoon Frans', 'Mr Welsh')."""
    return _RELATIVE_OR_TITLE_BEFORE.search(text, max(0, start - _LOOK_BACK), start) is not None


def only_a_language(text: str, start: int, end: int, languages: frozenset[str], may_be_a_name: bool = True) -> bool:
    """Whether ``[start, end)`` is a language or nationality alone ('Interpreter: Tongan'); with
    ``may_be_a_name``, not when a relative or title names the person ('zoon Frans', 'Mr Welsh')."""
    return text[start:end].lower() in languages and not (may_be_a_name and named_by_relative_or_title(text, start))


def trim_span(text: str, start: int, end: int, words: WordSets, label: str = "") -> tuple[int, int] | None:
    """The part of ``[start, end)`` that can be PII: its first line, without titles,
    relation words, credentials and edge punctuation; ``None`` when nothing is left."""
    line_start, line_end = _first_field_with_letters(text, start, end)
    if line_start is None:
        return None
    line_start = _after_field_label(text, line_start, line_end, words)
    line_end = before_sentence_end(text, line_start, line_end)  # 'University of Salford. Shared'
    line_end = _without_department_tail(text, line_start, line_end, words)
    # a spaced dash before a word in lower case ends a name ('Dr. CHEUNG Ka-lok - agreed', 'Children's Health
    # Ireland - no, correct service is')
    if dash := _DASH_BEFORE_LOWER_CASE.search(text, line_start, line_end):
        line_end = dash.start()
    # ordinary words in lower case before a spaced dash are the subject line's topic, not the person's name
    # ('bilateral papilloedema - Shauna Mulcahy', 'dietitian - Harriet Moss'; not 'henk de vries - Huisarts')
    if label in PERSON_LABELS and (dash := DASH_BREAK.search(text, line_start, line_end)) \
            and (head := _words_of(text[line_start:dash.start()])) \
            and all(token.text.islower() and words.explained(token.key) and token.key not in words.names
                    for token in head):
        line_start = dash.end()
    tokens = _words_of(text[line_start:line_end])
    first, last = 0, len(tokens) - 1
    while first <= last and (tokens[first].key in words.before_names or tokens[first].text in CREDENTIALS
                             or tokens[first].key in words.stop and tokens[first].text.islower()
                             or label in PERSON_LABELS and tokens[first].text in ROLES_BEFORE):
        if _religious_title(text, line_start, tokens[first], words):
            break  # 'the chaplain, Father Brennan': a title that is part of how he is named
        first += 1
    while last >= first and (tokens[last].text in CREDENTIALS or tokens[last].is_digit and label not in PLACE_LABELS
                             or label in PERSON_LABELS and tokens[last].text in RECORD_LABELS_AFTER):
        # a credential, or a number after a person or organisation ('Qb 300', 'SNF 3/10'), or a record's label
        # after a person ('Raewyn Harper URN')
        last -= 1
    if last > first and tokens[last].text in WARD_ACRONYMS and tokens[last - 1].key in _HOSPITAL_HEADS:
        last -= 1  # the hospital's emergency department: 'Cork University Hospital ED' names the hospital
    while first < last and label in PERSON_LABELS and not words.word_names_open_sentences \
            and not mid_sentence(text, line_start + tokens[first].start) \
            and words.explained(tokens[first].key) \
            and tokens[first].key not in words.names and tokens[first + 1].key in words.names \
            and tokens[first + 1].text[0].isupper():
        first += 1  # English: a word opening a sentence before a name ('Inform Mary'; not 'adres Haarstudio Elise')

    if first > last:
        return None
    new_start = line_start + tokens[first].start
    new_end = line_end if last == len(tokens) - 1 else line_start + tokens[last].end
    while new_end > new_start and text[new_end - 1] in EDGE_PUNCTUATION:
        new_end -= 1
    return (new_start, new_end) if new_end > new_start else None


def _religious_title(text: str, offset: int, token: Token, words: WordSets) -> bool:
    """'Father', 'Sister', 'Brother' capitalised inside a sentence name a priest, nun or monk
    (as gold annotates them); a relative opens a sentence ('Daughter Kathleen called')."""
    return token.key in RELIGIOUS_TITLES and token.text[0].isupper() and mid_sentence(text, offset + token.start)


def _first_field_with_letters(text: str, start: int, end: int) -> tuple[int | None, int]:
    position = start
    for match in [*FIELD_BREAK.finditer(text, start, end), None]:
        field_end = match.start() if match else end
        if any(char.isalpha() for char in text[position:field_end]):
            return position, field_end - (text[field_end - 1:field_end] == "\r")
        position = match.end() if match else end
    return None, end


def _after_field_label(text: str, start: int, end: int, words: WordSets) -> int:
    """'Allergies: Penicillin', 'Patient: John Smith': a span that opens with a field label of
    ordinary words starts after its colon."""
    colon = text.find(": ", start, end)
    if colon < 0:
        return start
    label = _words_of(text[start:colon])
    if label and all(words.explained(token.key) or token.key in words.before_names for token in label):
        return colon + 2
    return start


def _without_department_tail(text: str, start: int, end: int, words: WordSets) -> int:
    """'Lakeshore Medical Center - Emergency Dept' ends before ' - ' when all after it describes a service."""
    for match in DASH_BREAK.finditer(text, start, end):
        head = _words_of(text[start:match.start()])
        tail = _words_of(text[match.end():end])
        if all(token.text in CREDENTIALS for token in head):
            continue  # 'MD - Valley Oral Surgery Group': a credential, then the institution
        # the tail names a service ('Emergency Dept', 'afdeling Radiologie', 'Dienst Geriatrie')
        if any(token.key in DEPARTMENT_WORDS or token.key in words.clinical for token in tail) \
                and all(words.descriptive(token) or words.explained(token.key) or token.is_digit for token in tail):
            return match.start()
    return end


def keep_span(label: str, text: str, start: int, end: int, words: WordSets) -> bool:
    """Whether a trimmed span can be PII rather than shorthand or ordinary words."""
    # an eponym is a name of one or two words ('Ebstein', 'Pierre Robin'); a body's name runs longer
    if (label in PERSON_LABELS or label in ORGANISATION_LABELS) and len(text[start:end].split()) <= 2 \
            and named_after(text, start, end):
        return False  # 'Guillain-Barré syndroom', 'Pierre-Robin sequentie', 'ziekte van Kahler'
    if (label in PERSON_LABELS or label in PLACE_LABELS or label in ORGANISATION_LABELS) \
            and bare_eponym(text, start, end, words.eponyms):
        return False  # 'geen Babinski', 'Hartmann's pouch', 'Mallampati 2', '1L Hartmann's' (no town)
    if label in CLEANED_LABELS and names_an_instrument(text, start, end):
        return False  # 'Glasgow Coma Scale', 'Bell's palsy', 'Boston brace', 'Manchester triage'
    tokens = _words_of(text[start:end])
    alphabetic = [token for token in tokens if is_alpha(token.text)]
    if not alphabetic:
        return False  # '250', 'x3', 'D3'
    if _POWER_OF_ATTORNEY.match(text, max(start, end - 5)):
        return False  # 'Lasting Power of Attorney', 'Welfare Power of Attorney': a legal instrument
    if _anatomical_abbreviation(text, start, end, alphabetic, words):
        return False  # 'N. Suralis', 'M. Auricularis', 'V. Cava Inferior': nerve, muscle, vein; or a part of one
    if len(tokens) == 1:
        after_title = _after_title(text, start, words)
        word = tokens[0].text
        if len(word) >= 4 and word.isupper() and word in words.abbreviations and not after_title:
            # 'GORD' (reflux disease, and a Canadian first name) in capitals: the abbreviation; shorter ones
            # are also staff's initials ('Gelezen: ED 19/3')
            return False
        in_sentence = after_title or mid_sentence(text, start)
        return _keep_single_word(label, tokens[0], words, mid_sentence=in_sentence)
    numbers = [token for token in tokens if not is_alpha(token.text)]
    if numbers and all(token.text == token.text.lower() for token in numbers) \
            and all(token.text.islower() for token in alphabetic):
        return False  # counts and units: '8–12 wks', 'x6 wks' (not a code in capitals: 'batch KAL6M21', 'bl. B2')
    if label in PERSON_LABELS and _written_as_a_name(alphabetic, words):
        return True  # 'ann hill', 'roger van den oever', 'HILL, C.N.' (not 'ketone meter')
    if any(_staff_role(token) for token in alphabetic) \
            and all(words.explained(token.key) or _is_shorthand(token) or _staff_role(token)
                    or _SPECIALTY.search(token.key) for token in alphabetic):
        return False  # a clinician's title: 'Consultant Ophthalmic Surgeon', 'Bariatric Dietitian'
    # (a listed abbreviation in mixed case too: 'HCV Ab', 'HIV Ag/Ab')
    if all(words.explained(token.key) or _is_shorthand(token) or token.text in words.abbreviations
           for token in alphabetic):
        if all(token.text.isupper() for token in alphabetic):
            return False  # a header: 'EMERGENCY DEPARTMENT'
        lower_case = any(token.text[0].islower() and token.key not in words.stop for token in alphabetic)
        # a number before capitalised words is a house number ('430 Pope Lakes'), elsewhere a result
        numbers = len(alphabetic) < len(tokens) and not (label in PLACE_LABELS and tokens[0].is_digit)
        if lower_case or numbers:
            return False  # 'Respiratory clinic', 'LDL 112', 'CAD s/p PCI'
        if all(words.descriptive(token) for token in alphabetic):
            return False  # 'Breast Surgery', 'Naproxen PRN'
        if label in PERSON_LABELS and _names_a_specialty(alphabetic[-1]):
            return False  # 'Trauma Surgery', 'Gen Surg', 'Liaison Psychiatry': a department, no one's name
    return True


#: a span ending in 'Power' before 'of Attorney'
_POWER_OF_ATTORNEY = re.compile(r"(?i:power)[ \t]+(?i:of)[ \t]+(?i:attorney)\b")

#: the last words of a specialty's or department's name ('Trauma Surgery', 'Gen Surg', 'Acute Medicine')
_SPECIALTY_NOUNS = frozenset({"surgery", "surg", "medicine", "med", "psychiatry", "paediatrics", "pediatrics", "peds",
                              "paeds", "orthopaedics", "orthopedics", "ortho", "orth", "obstetrics", "geriatrics",
                              "genetics", "therapy", "chirurgie", "geneeskunde", "psychiatrie", "pediatrie", "orthopedie",
                              "geriatrie", "therapie"})


def _names_a_specialty(token: Token) -> bool:
    return token.key in _SPECIALTY_NOUNS or token.key.endswith(("ology", "ologie"))


#: the Latin heads that anatomy abbreviates to a capital and a full stop (nervus, musculus, arteria, vena)
_ANATOMY_HEADS = frozenset("NMAV")


_ANATOMY_HEAD_BEFORE = re.compile(r"(?<![\w.])[NMAV]\.[ \t]?\Z")
_CLINICAL_WORD_AFTER_HEAD = re.compile(r"\.[ \t]?([^\W\d_]+)")


def _anatomical_abbreviation(text: str, start: int, end: int, alphabetic: list[Token], words: WordSets) -> bool:
    """'N. Suralis': an anatomical head's letter and full stop, then only clinical words; it reads like an
    initial and a surname. A model may find it whole or in two spans: the head's letter before a clinical
    word, or clinical words after the head's letter. Token offsets are into ``text[start:end]``."""
    def clinical(key: str) -> bool:
        return key in words.clinical and key not in words.first_names

    head, rest = alphabetic[0], alphabetic[1:]
    if rest and head.text in _ANATOMY_HEADS and text[start + head.end:start + head.end + 1] == "." \
            and all(clinical(token.key) for token in rest):
        return True  # the whole: 'N. Suralis'
    if not rest and head.text in _ANATOMY_HEADS:
        after = _CLINICAL_WORD_AFTER_HEAD.match(text, end, end + 30)
        return after is not None and clinical(after.group(1).lower())  # the letter: 'N' of 'N. Suralis'
    return _ANATOMY_HEAD_BEFORE.search(text, max(0, start - 4), start) is not None \
        and all(clinical(token.key) for token in alphabetic)  # the words: 'Suralis' of 'N. Suralis'


#: the heads of clinicians' titles, which a model tags as a person or a body ('Haematologist', 'Clinical Officer')
STAFF_ROLES = frozenset({
    "consultant", "surgeon", "physician", "nurse", "specialist", "fellow", "registrar", "officer", "dietitian",
    "dietician", "screener", "therapist", "physiotherapist", "practitioner", "educator", "coordinator",
    "co-ordinator", "resident", "intern", "attending", "doctor", "midwife", "pharmacist", "psychologist",
    "anaesthetist", "anesthetist", "paramedic", "sonographer", "radiographer", "audiologist", "optometrist",
    "chirurg", "verpleegkundige", "arts", "fysiotherapeut", "diëtist", "verloskundige", "apotheker",
    "psycholoog", "internist", "huisarts", "casemanager", "consulent", "aios", "anios", "worker",
    # the roles of rehabilitation and equipment services and of clinic staff ('Rehabilitation Engineer', 'Clinical Lead')
    "lead", "engineer", "technician", "podiatrist", "prosthetist", "orthotist", "clerk", "administrator"})


#: specialties before a title, in no dictionary ('Bariatric', 'Paediatric', 'Vitreoretinal', 'Nephrology')
_SPECIALTY = re.compile(r"(?:ic|al|ology)$")
#: endings that make a word a clinician's title whatever a dictionary says ('Haematologist', 'Psychiatrist')
_TITLE_ENDINGS = ("ologist", "iatrist")


def _staff_role(token: Token) -> bool:
    key = token.key
    return key in STAFF_ROLES or key.endswith(_TITLE_ENDINGS + ("ician", "oloog", "iater"))


def _written_as_a_name(tokens: list[Token], words: WordSets) -> bool:
    """Listed names, capitalised words, and anything after an interfix ('van den oever')."""
    if not any(token.key in words.names for token in tokens):
        return False
    after_interfix = False
    for token in tokens:
        if token.key in INTERFIXES:
            after_interfix = True
        elif not (after_interfix or token.key in words.names or token.text[0].isupper()):
            return False
    return True


def _keep_single_word(label: str, token: Token, words: WordSets, mid_sentence: bool) -> bool:
    if not is_alpha(token.text) or _staff_role(token) and (words.explained(token.key)
                                                          or token.key.endswith(_TITLE_ENDINGS)):
        return False  # 'x3'; a clinician's title: 'Haematologist', 'Registrar'
    if token.text in CREDENTIALS or token.key in words.before_names:
        return False
    if label in PLACE_LABELS and token.text in words.place_codes:
        return True  # 'Erie, PA'
    if label in PERSON_LABELS and len(token.text) == 1 and token.text.isupper():
        return True  # an initial ('COIA, R.')
    if label in PERSON_LABELS and token.key in words.names \
            and (mid_sentence or words.word_names_open_sentences or not words.explained(token.key)):
        return True  # a listed name; one that is also a word only inside a sentence ('colleague Green', not 'Alert')
    if token.text in words.abbreviations or _is_shorthand(token) and words.explained(token.key):
        return False  # 'CXR', 'EtOH', 'TDS', 'Addr' (listed in their case); an unknown one may be a hospital ('RIE')
    if CLINICAL_SUFFIX.search(token.key) and token.key not in words.names and len(token.text) > 5:
        return False  # 'Osteopenia', 'Neuropathic', 'Amlodipine': clinical by their ending
    if words.explained(token.key, compounds=label in PERSON_LABELS):
        # an ordinary word is kept where the model read it as a listed place, or as an
        # organisation capitalised inside a sentence ('vervoer via Breng'): at the start of a
        # line or sentence a capital says nothing
        if label in PERSON_LABELS:
            return False
        if token.key in words.clinical and not (mid_sentence and token.key in words.names):
            return False  # brands of drugs and devices are capitalised anywhere ('Tresiba', 'LibreView')
        if label in PLACE_LABELS and token.key in words.places:
            return True
        return mid_sentence and token.text[0].isupper() and not token.text.isupper()
    return True


def _after_title(text: str, start: int, words: WordSets) -> bool:
    """A title or relation word right before ``start`` ('Dr. Visser', 'dochter Roos'): a name follows."""
    match = _WORD_BEFORE.search(text, max(0, start - 24), start)
    return match is not None and match.group(1).lower() in words.before_names


def mid_sentence(text: str, start: int, also_not_after: str = "") -> bool:
    """Whether ``start`` is inside a sentence: the last visible character before it is no
    line break, sentence end, field label or bullet, nor one of ``also_not_after``."""
    position = start
    while position > 0 and text[position - 1] in " \t":  # walk back over the gap, copying nothing
        position -= 1
    return position > 0 and text[position - 1] not in SENTENCE_STARTERS and text[position - 1] not in also_not_after


def _is_shorthand(token: Token) -> bool:
    """Abbreviations: two or more capitals in a short word ('CXR', 'EtOH', 'NSTEMI')."""
    return len(token.text) <= 6 and sum(char.isupper() for char in token.text) >= 2


#: languages whose word lists the clinical clean-up uses
CLEANUP_LANGUAGES = ("en", "nl")


def cleanup_parameter(plugin: str, value: str | None, language: str) -> str:
    """A plugin's ``cleanup`` parameter checked: ``clinical`` (default for en, nl) or ``none``."""
    default = "clinical" if language in CLEANUP_LANGUAGES else "none"
    cleanup = (value or default).strip().lower()
    if cleanup not in ("clinical", "none"):
        raise ValueError(f"{plugin} parameter 'cleanup' must be 'clinical' or 'none', got {cleanup!r}")
    if cleanup == "clinical" and language not in CLEANUP_LANGUAGES:
        raise ValueError(f"{plugin} parameter 'cleanup': 'clinical' needs the word lists of "
                         f"{', '.join(CLEANUP_LANGUAGES)}, not {language!r}; use 'none'")
    return cleanup
