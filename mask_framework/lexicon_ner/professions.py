"""Professions (PROFESSION): a listed profession near a cue, widened over its noun phrase.

A listed profession counts only after a cue (``works as``, ``retired``, ``werkzaam als``,
``van beroep``, ``tot haar pensioen``): 'verpleegkundige' in a nursing note is a role, not
the patient's job. The span then takes the lower-case modifiers before the head
(``warehouse supervisor``, ``long-haul truck driver``, ``school librarian``) and, in Dutch,
a complement after it that names a sector (``lerares basisonderwijs``). A compound ending
in a listed profession counts as one (``kinderverpleegkundige``, ``schoolteacher``).

Other cues are who the person is (an age, a relative, an employer, a handedness) and the name of a
third party right after the job (``his site supervisor, Gary Docherty``, ``wijkagent M. El Idrissi``):
recall is the target that binds, so a job the development sets annotate only sometimes is masked (see
``_before_name``).
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.places import CLINICAL_ROLES
from mask_framework.lexicon_ner.resources import LexiconResources
from mask_framework.lexicon_ner.text import LOWER, UPPER, Token, is_alpha

PROFESSION_CUES = {
    "nl": frozenset({"als", "beroep", "is", "was", "werkzaam", "werkt", "werkte", "gewerkt", "gepensioneerd", "voormalig",
                     "voormalige", "oud", "zelfstandig", "parttime", "fulltime", "baan", "pensioen", "vroeger",
                     "beroepsmatig", "opleiding", "studeert", "student", "werk", "functie", "voorheen", "gewezen",
                     "ex", "studentenjob", "bijbaan", "bijbaantje", "job", "jobstudent"}),
    "en": frozenset({"as", "occupation", "works", "worked", "working", "employed", "retired", "former", "job",
                     "profession", "self", "employment", "unemployed", "was", "is", "formerly", "career", "trained",
                     "work", "previously", "sh", "shx", "casual", "freelance",
                     # 'Position applied: aircraft technician', '(ex-miner)'
                     "position", "ex"}),
}
#: relatives whose job follows their name in brackets ('Vader Ravi (taxichauffeur)', 'wife Dana (ICU nurse)')
RELATIVES = frozenset({"vader", "moeder", "partner", "echtgenoot", "echtgenote", "zoon", "dochter", "broer", "zus",
                       "man", "vrouw", "father", "mother", "wife", "husband", "spouse", "son", "daughter", "brother",
                       "sister", "married", "mom", "mum", "dad", "mam", "pap", "papa", "mama", "girlfriend",
                       "boyfriend", "vriend", "vriendin", "widow", "widower", "weduwe", "weduwnaar",
                       # others whose job a note gives in brackets after their name: 'Coworker (Dimitri, ...)'
                       "coworker", "co-worker", "colleague", "collega", "witness", "getuige", "friend", "neighbour",
                       "neighbor", "buurman", "buurvrouw", "flatmate", "housemate", "huisgenoot",
                       "ouders", "parents", "ouder", "parent",
                       # the wider family: 'schoonzoon Dirk Vandersteen (politie-inspecteur, PZ Lommel)'
                       "schoonzoon", "schoondochter", "schoonmoeder", "schoonvader", "schoonzus", "schoonbroer",
                       "zwager", "oom", "tante", "neef", "nicht", "opa", "oma", "grootvader", "grootmoeder",
                       "kleinzoon", "kleindochter", "stiefvader", "stiefmoeder", "stiefzoon", "stiefdochter",
                       "halfbroer", "halfzus", "uncle", "aunt", "cousin", "nephew", "niece", "grandson",
                       "granddaughter", "grandfather", "grandmother", "grandma", "grandpa", "stepfather",
                       "stepmother", "stepson", "stepdaughter", "stepdad", "stepmum", "stepmom"})
#: words before a name that say the person lives with the patient: 'Lives with Priya (paralegal)'
_COHABITING = frozenset({"lives", "living", "woont", "wonend", "samenwonend", "gehuwd", "getrouwd"})
_BRACKET_AFTER_NAME = re.compile(r"[ \t]?\([ \t]?")
#: working hours after a profession make it a job: 'now rideshare driver part-time', 'kok parttime'
_WORK_HOURS_AFTER = re.compile(r"[ \t,]+(?i:part[- ]?time|full[- ]?time|deeltijd|voltijd)\b")
#: words a profession's modifiers never include (they belong to the sentence, not the job)
_NOT_MODIFIERS = frozenset({"a", "an", "the", "een", "de", "het", "his", "her", "zijn", "haar", "as", "als", "retired",
                            "former", "pleasant", "voormalig", "voormalige", "gepensioneerd", "gepensioneerde", "oud",
                            "and", "en", "or", "of", "who", "die", "married", "single", "getrouwde",
                            "year", "years", "old", "yo", "jarige", "male", "female", "later", "eerder", "vroeger",
                            "nu", "now", "previously", "then", "toen", "destijds", "toenmalig", "toenmalige", "daarna",
                            "eveneens", "ook", "nog", "also",
                            # adverbs of time and a plan's words before a role: 'later jarenlang bedrijfsleider',
                            # 'adviseert contact bedrijfsarts'
                            "jarenlang", "inmiddels", "momenteel", "thans", "sindsdien", "currently", "adviseert",
                            "advies", "contact", "advised", "contacted",
                            "still", "too", "both", "beiden", "allebei", "handed", "rechtshandige", "linkshandige",
                            "hand", "dominant"})
#: Dutch complements naming a sector after the head ('lerares basisonderwijs', 'medewerker thuiszorg')
_SECTOR_SUFFIXES = ("onderwijs", "zorg", "techniek", "bouw", "industrie", "sector", "dienst", "handel", "horeca",
                    "logistiek", "administratie", "transport", "beveiliging", "schoonmaak",
                    # a subject taught or studied: 'leraar wiskunde', 'studente verpleegkunde', 'docent economie',
                    # 'leerkracht lichamelijke opvoeding'
                    "kunde", "economie", "wetenschappen", "recht", "geschiedenis", "talen", "opvoeding")
#: sectors written in capitals before a job ('IT technician', 'HGV driver', 'HR manager', 'PE teacher')
_CAPITAL_MODIFIERS = frozenset({"it", "ict", "hr", "hgv", "lgv", "pe", "cnc", "esl", "pr"})
_AGE_AND_SEX = re.compile(r"\d[ \t]?(?:yo|y/o|y\.o\.)?[ \t]*[MFV]\b")
_MODIFIER_GAP = re.compile(r"[ \t]|-")
#: who the person is, right before the job: '44M exploration geologist', '63yo winemaker',
#: 'a 65 year old retired dairy farmer', 'Mother (Erin Nakamura, 47, dental hygienist)',
#: 'partner Chloe (28, nursery nurse)', 'zoon Dirk (52), vrachtwagenchauffeur', '72-jarige gepensioneerde lasser'
_AGE_DESCRIPTOR = r"\b\d{1,3}[ \t]?(?:yo|y/o|y\.o\.|[MFV],?|-?[ \t-]?(?:years?|yrs?)[ \t-]old|-?jarige|(?:jr|j|jaar)\.?,)"
_BRACKET_AGE = (r"(?P<before>[\w'’-]+[ \t]?)?\((?:[\"“]?[A-Z][\w'’.-]*(?:[ \t]+[A-Za-z][\w'’.-]*){0,3}[\"”]?,[ \t]*)?"
                r"(?P<age>\d{1,3})(?:[ \t]?(?:jr|j|y|yo|yrs?|years|jaar))?(?:,|(?P<closed>\)),?)")
#: 'Father: Liam Walker, 33, electrician': a name, an age, then the job
_NAME_AGE_COMMA = r"[A-Z][\w'’-]+,?[ \t]*\d{1,3}(?:[ \t]?(?:y|yo|yrs?|jr|j|jaar))?,"
#: 'his daughter Sioned, a solicitor': a relative's name, then the job as an apposition
_RELATIVE_WORD = (r"(?i:grandson|granddaughter|grandchild|nephew|niece|cousin|uncle|aunt|stepson|stepdaughter|"
                  r"(?:father|mother|son|daughter|brother|sister)-in-law|stepfather|stepmother|"
                  r"schoon(?:vader|moeder|zoon|dochter|broer|zus)|stief(?:vader|moeder|zoon|dochter)|"
                  r"son|daughter|wife|husband|partner|brother|sister|mother|father|mum|mom|dad|zoon|dochter|"
                  r"echtgenote?|broer|zus|moeder|vader|mama|papa|vriend|vriendin|grandfather|grandmother|"
                  r"grootvader|grootmoeder|opa|oma|co-?worker|colleague|collega|witness|getuige|friend|"
                  r"neighbou?r|buurman|buurvrouw|flatmate|housemate|huisgenoot)")
#: 'daughter Sioned, a solicitor', 'grootvader mz. Jozef Claeys, landbouwer' (a title may come first)
_RELATIVE_APPOSITION = (rf"{_RELATIVE_WORD}:?(?:[ \t]+[a-z]{{1,3}}\.)?[ \t]+[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’-]+)?,"
                        r"(?:[ \t]+(?i:a|an|een))?")
#: 'zijn schoonvader, herder', 'her father, fisherman': a relative, a comma, the job (no clinician's role:
#: 'besproken met moeder, huisarts en school' lists who took part)
_RELATIVE_COMMA = re.compile(rf"(?<![\w-]){_RELATIVE_WORD},[ \t]+$")
#: the word after a comma that follows a job: another role there makes the comma a list's
_LISTED_NEXT = re.compile(r"[ \t]*,[ \t]*(?P<word>[\w-]+)")
#: 'brood- en banketbakster', 'land- of tuinbouwer': the first half of a Dutch compound pair before the job
_ELIDED_HALF_BEFORE = re.compile(r"(?<![\w-])[a-zà-ÿ]{2,}-[ \t]+(?:en|of)[ \t]+$")
#: what joins two jobs that name one post: 'apprentice builder', 'leerjongen / steenhouwer'
_JOB_JOINER = re.compile(r" |[ \t]*/[ \t]*")
#: 'Echtgenote (Sandra, kapster)', 'papa (Tom Van den Broeck, boekhouder)': the relative's name, then the job
_RELATIVE_BRACKET_NAME = rf"{_RELATIVE_WORD}[ \t]*\([A-Za-z][\w'’-]+(?:[ \t]+[A-Za-z][\w'’-]+){{0,3}},"
#: 'Gehuwd met Kristof, vrachtwagenchauffeur', 'married to Dana, a teacher'
_SPOUSE_APPOSITION = (r"(?i:gehuwd|getrouwd|married|samenwonend|woont samen|lives)[ \t]+(?i:met|to|with)[ \t]+"
                      # a title and a surname of more parts may come: 'Gehuwd met mevr. Marleen Latuheru-de Wit,'
                      r"(?:(?i:mevr|dhr|mw|mr|mrs|ms)\.?[ \t]+)?"
                      r"[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’-]+){0,2},(?:[ \t]+(?i:a|an|een))?")
#: 'zoon van een mijnwerker', 'daughter of a miner': the parent's job
_CHILD_OF = r"(?i:zoon|dochter|kind|son|daughter|child)[ \t]+(?i:van[ \t]+een|of[ \t]+an?)"
#: 'right-handed carpenter', 'R-hand-dominant locksmith', 'Rechtshandige visverwerker': the hand a hand surgeon
#: asks about, then the job
_HANDEDNESS = r"(?i:right|left|[RL])[- ]?hand(?:ed|[- ]dominant),?|(?i:rechts|links)handige?,?"
#: 'Craig, a self-employed roofer', 'Faith, a nurse': a capitalised name, then 'a' and the job
_NAME_APPOSITION = r"(?<![\w'’-])(?<!Dr )(?<!Dr\. )(?<!Prof )(?<!Prof\. )[A-Z][a-z][\w'’-]*,[ \t]+(?i:a|an|een)"
#: 'dad a line mechanic', "I'm a shipping supervisor", 'she is a': who the person is, then 'a'
_SELF_OR_RELATIVE_A = (rf"(?:{_RELATIVE_WORD}|(?i:I['’]m|I[ \t]am|she['’]s|he['’]s|she[ \t]is|he[ \t]is|who[ \t]is|"
                       r"who[ \t]was|ik[ \t]ben|zij[ \t]is|hij[ \t]is)),?[ \t]+(?i:a|an|een)")
#: a line of an employment history: '2013-2017  Instrument technician', '2019-heden   motorist'
#: roles a relative plays in the consult, written in brackets after them: no jobs
_BRACKET_ROLES = frozenset({"tolk", "interpreter", "vertegenwoordiger", "representative", "mantelzorger", "carer",
                            "caregiver", "contactpersoon", "mentor", "bewindvoerder", "curator", "guardian", "voogd",
                            "oppas", "babysitter"})  # 'oma Ayşe (oppas)': who minds the child
#: Dutch roles someone plays towards the patient's care or work: after a name or a work cue they say who helps or
#: decides, not what someone does for a living ('leidinggevende dhr. Koster'; dev notes: 'leidinggevende' gold
#: once in 38 uses, 'mantelzorger' never in 25). After a relative or an age they are still a job. Not the
#: occupational physician: 'bedrijfsarts' is gold 7 times in 318, and a missed job costs more than a masked role
_PARTIES_TO_THE_CARE = frozenset({"leidinggevende", "mantelzorger"})
#: 'Husband (taxi driver', 'moeder (doktersassistente)': a relative word, then the job in brackets
_RELATIVE_BRACKET = rf"(?:{_RELATIVE_WORD}[ \t]*\(|\({_RELATIVE_WORD},)"  # also 'Haddou (vader, taxichauffeur)' 
#: 'Poultry LLC, Marysville, OH - deboning line worker': an employer's legal form, its place, a dash, the job
_EMPLOYER_DASH = r"(?<![\w-])(?:Ltd|LLC|Inc|Corp|GmbH|Pty|BV|NV|B\.V\.|N\.V\.|plc|PLC|bvba|BVBA)\.?\)?(?:,?[ \t]+[A-Z][\w.]*){0,4}[ \t]+[-–]"
_EMPLOYMENT_YEARS = r"(?m:^[ \t]*[-*•]?[ \t]*(?:19|20)\d\d[ \t]*[-–][ \t]*(?:(?:19|20)\d\d|(?i:heden|nu|now|present|date)))[ \t:]*"
#: without an article, a job after a parent or a relative's labelled full name ('Dad taxi driver',
#: 'Husband: Muhammad Haziq bin Abdul Rahman, private hire driver') counts only when it is no
#: clinician's role ('mother nurse to review')
_WEAK_DEMOGRAPHIC_BEFORE = re.compile(
    r"(?:(?<![\w-])(?i:dad|mum|mom|father|mother|papa|mama|vader|moeder):?"
    r"|(?<![\w-])(?i:wife|husband|partner|spouse|son|daughter|brother|sister|echtgeno(?:te|ot)|zoon|dochter):"
    rf"|\({_RELATIVE_WORD}\),?"
    rf"|{_RELATIVE_WORD}:[ \t]+[A-ZÀ-Þ][a-zà-ÿ][\w'’-]*(?:[ \t]+(?:[A-ZÀ-Þ][\w'’-]+|bin|binti|van|de|der|den)){{1,4}},)"
    r"(?:[ \t]+[a-z][\w-]*){0,2}[ \t]+$")  # modifiers may come first: 'Wife: secondary school teacher'
#: a table's row: a name, an age cell, then the job: '| Karol Wiśniewski | 52 | supervisor |'
_AGE_CELL = r"\|[ \t]*\d{1,3}[ \t]*(?:[MFV][ \t]*)?\|"
#: an employer's field, its name, a dash, the job: 'Employer: Whistler Blackcomb Snow School - ski instructor'
_EMPLOYER_FIELD_DASH = r"(?im:^[ \t]*(?:employer|werkgever)[ \t]*:[^\n]{2,60}?[ \t][-–])"
_DEMOGRAPHIC_BEFORE = re.compile(
    rf"(?:{_AGE_DESCRIPTOR}|{_BRACKET_AGE}|{_NAME_AGE_COMMA}|{_RELATIVE_APPOSITION}|{_SPOUSE_APPOSITION}|{_AGE_CELL}|{_EMPLOYER_FIELD_DASH}"
    rf"|{_RELATIVE_BRACKET_NAME}|{_NAME_APPOSITION}|{_SELF_OR_RELATIVE_A}|{_EMPLOYMENT_YEARS}|{_RELATIVE_BRACKET}"
    rf"|{_CHILD_OF}|{_EMPLOYER_DASH}|{_HANDEDNESS})"
    r"(?:[ \t]+(?:retired|gepensioneerde?|male|female|man|woman|vrouw|M|F|V),?)?"
    r"(?:[ \t]+(?:[a-z][\w-]*|IT|ICT|HR|HGV|PE|CNC)){0,3}(?:[ \t]+|(?<=\())$")  # modifiers: 'IT consultant'
#: 'uw patiënt dhr. Pinas, postbode', 'Mevr. J.W. (Ria) Bouwmeester-Hendriks, advocaat': a titled name, a
#: comma, the job (not a clinician's role: 'dhr. Jansen, huisarts' is who the letter goes to)
_TITLED_NAME_APPOSITION = re.compile(
    r"(?<![\w-])(?i:dhr|mevr|mw|mr|mrs|ms|miss|mx)\.?[ \t]+(?:[A-Z]\.[ \t]?)*(?:\([A-Z][a-z]+\)[ \t]+)?"
    r"(?:(?:van|de|der|den|ten|ter)[ \t]+){0,2}[A-Z][\w'’]+(?:-[A-Z][\w'’]+)?,[ \t]+(?:(?i:a|an|een)[ \t]+)?$")
#: a third party named right after their job: 'his site supervisor, Gary Docherty', 'foreman P. van der Merwe',
#: 'my secretary, Mrs Karen McLaughlin' ('Dr' after a job names a clinician, so it is no title here)
_NAME_AFTER_JOB = re.compile(r",?[ \t]+(?P<title>(?:Mr|Mrs|Ms|Miss|Mx|Mdm|Sh|Smt|dhr|mevr|mw|mr|Dhr|Mevr|Mw)\.?[ \t]+)?"
                             rf"(?:[{UPPER}]\.[ \t]?){{0,3}}(?:(?:van|de|der|den|von|du|da|le|la|ten|ter|El|Van|De)[ \t]+){{0,2}}"
                             rf"(?P<name>[{UPPER}][{LOWER}'’]+(?:-[{UPPER}][{LOWER}'’]+)?)(?![\w'’-])")
_SURNAME_AFTER = re.compile(rf"[ \t](?P<name>[{UPPER}][{LOWER}'’]{{2,}}(?:-[{UPPER}][{LOWER}'’]+)?)(?![\w'’-])")
_PLAIN_PHRASE = re.compile(r"[\w'’]+(?:[ \t-][\w'’]+)*")
#: words before a job that make its modifiers part of it: 'his site supervisor', 'the head gardener'
_DETERMINERS = frozenset({"his", "her", "their", "my", "our", "your", "the", "a", "an"})
#: roles of the people who treat the patient, beyond ``CLINICAL_ROLES`` ('cardiologist Dr Hamid', 'our
#: diabetes educator Grace'): a job of that kind before a name is who treats, not what someone does for a living
_CARE_ROLE_ENDINGS = {
    "en": ("ologist", "iatrist", "therapist", "educator", "fellow", "worker", "visitor", "carer", "coordinator",
           "practitioner", "assistant", "officer", "medic", "interpreter", "sister", "matron", "chaplain",
           "paramedic", "mentor", "dentist", "optician", "optometrist", "hygienist", "sonographer", "radiographer",
           "manager", "student", "keyworker"),
    # 'diëtiste Naima', 'kraamverzorgende Wendy', 'orthopeed dr. Mulder', 'juf Sanne' (a title in Dutch notes)
    "nl": ("arts", "kundige", "therapeut", "oloog", "iater", "chirurg", "orthopeed", "werker", "werkster", "assistent",
           "assistente", "coördinator", "coordinator", "begeleider", "begeleidster", "consulent", "consulente",
           "verzorgende", "verzorgster", "verzorger", "diëtist", "diëtiste", "dietist", "dietiste", "tolk", "mentor",
           "stagiair", "stagiaire", "manager", "triagist", "vroedvrouw", "verpleegster", "verpleger", "audicien",
           "apotheker", "juf", "meester", "kinesist", "ondersteuner", "educator", "opticien", "optometrist",
           "mondhygiënist", "mondhygiëniste", "hulp", "vrijwilliger", "vrijwilligster", "student", "studente",
           "behandelaar", "laborant", "hulpverlener", "dossierbeheerder", "assistant", "operator",
           # ranks stand before a soldier's name as titles do: 'korporaal Mbuyi Kabongo'
           "korporaal", "sergeant", "soldaat", "luitenant", "kapitein", "majoor", "kolonel", "adjudant"),
}
_ADDRESSEE_BEFORE = re.compile(r"(?i:\b(?:aan|t\.a\.v\.|tav|contact(?:persoon)?|attn|to|cc|via|namens))[ \t:]*$")
#: words that make a capitalised run an institution, not a person ('Tan Tock Seng Hospital, ...')
_INSTITUTION_WORDS = frozenset({"hospital,", "clinic,", "centre,", "center,", "practice,", "surgery,", "ziekenhuis,",
                                "hospital", "clinic", "centre", "center", "school,", "ltd,", "inc,"})
#: heads of compound job names ('jongerenwerker', 'apothekersassistente', 'kleuterjuf', 'ICT-consultant')
_JOB_HEADS = frozenset({"werker", "werkster", "assistent", "assistente", "juf", "meester", "medewerker",
                        "medewerkster", "consultant", "adviseur", "monteur", "chauffeur", "verkoper", "verkoopster",
                        "worker", "assistant", "operator", "technician", "mechanic", "clerk",
                        "kweker", "bouwer", "houder", "bewerker", "handelaar", "installateur", "teler"})


def _holds_clinical_role(words: list[Token], i: int, length: int) -> bool:
    """Whether the job ``words[i:i + length]`` holds a clinician's role ('nurse', 'arts')."""
    return any(words[k].key in CLINICAL_ROLES for k in range(i, i + length))


def _holds_care_or_consult_role(words: list[Token], i: int, length: int) -> bool:
    """Whether the job ``words[i:i + length]`` holds a clinician's role or a part someone plays in the
    consult ('interpreter', 'mantelzorger'): after a relative these name who helps, not a job."""
    return _holds_clinical_role(words, i, length) or any(words[k].key in _BRACKET_ROLES for k in range(i, i + length))


class ProfessionFinder:
    def __init__(self, res: LexiconResources) -> None:
        self.res = res
        self.cues = PROFESSION_CUES[res.language]

    def find(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        found, i = [], 0
        while i < len(words):
            length = self.res.professions.longest_at(text, words, i) or self._compound(words[i]) \
                or int(words[i].key in _JOB_HEADS and words[i].text.islower())
            after = length and (_WORK_HOURS_AFTER.match(text, words[i + length - 1].end)
                                or self._at_employer(text, words, i + length - 1, i)
                                or self._after_demographics(text, words[i].start,
                                                            _holds_clinical_role(words, i, length))
                                or self._after_parent_or_full_name(text, words, i, length)
                                or self._after_titled_name(text, words, i, length)
                                or self._after_relative_comma(text, words, i, length))
            if length and words[i].key in _BRACKET_ROLES and text[words[i].start - 1:words[i].start] == "(":
                length = 0  # 'met moeder (tolk)': the relative's part in the consult, not a job
            # '(taxichauffeur)' right after a relative's name: 'Vader Ravi (taxichauffeur)', 'to Danielle (ICU nurse)'
            relative = bool(length) and not after and self._after_relative_name(text, words, i)
            if length and not (after or relative) and words[i + length - 1].key in _PARTIES_TO_THE_CARE:
                length = 0  # 'leidinggevende dhr. Koster', 'is mantelzorger': a party to the care, no job
            before_name = bool(length) and not after and not relative and self._before_name(text, words, i, length)
            if length and (after or relative or before_name or self._cued(words, i)):
                start = self._modifiers_before(text, words, i, cued=bool(after) or relative or before_name)
                if before_name and start < i and (start == 0 or words[start - 1].key not in _DETERMINERS):
                    start = i  # 'his site supervisor, Gary', but not 'bruising on the back after teacher Mr Sato'
                end = self._complement_after(text, words, i + length - 1)
                # 'apprentice builder', 'nurse practitioner', 'leerjongen / steenhouwer': a listed job right
                # after a listed job is one job
                while end + 1 < len(words) and words[end + 1].text.islower() \
                        and _JOB_JOINER.fullmatch(text, words[end].end, words[end + 1].start) \
                        and (next_job := self.res.professions.longest_at(text, words, end + 1)):
                    end += next_job
                elided = _ELIDED_HALF_BEFORE.search(text, max(0, words[start].start - 30), words[start].start)
                found.append(("PROFESSION", elided.start() if elided else words[start].start, words[end].end))
                i = end + 1
            else:
                i += 1
        return found

    def _after_parent_or_full_name(self, text: str, words: list[Token], i: int, length: int) -> bool:
        if _holds_care_or_consult_role(words, i, length):
            return False  # 'Mum: nurse to review', 'Mother: prefers interpreter'
        match = _WEAK_DEMOGRAPHIC_BEFORE.search(text, max(0, words[i].start - 60), words[i].start)
        return match is not None and not any(word.lower() in _INSTITUTION_WORDS for word in match.group().split())

    def _before_name(self, text: str, words: list[Token], i: int, length: int) -> bool:
        """A third party's job right before their name ('Camp instructor Brandon Okafor', 'wijkagent
        M. El Idrissi'). The development sets disagree: the older Dutch ones annotate such a job 15
        times in 87 (care roles left out), the newer ones (s6r-s6v) 10 in 27, the English ones 8 in
        88. Recall is the target that binds, so the job is masked; care roles stay out, since a
        note names the people who treat far more often than anyone's job."""
        last = i + length - 1
        if not _PLAIN_PHRASE.fullmatch(text, words[i].start, words[last].end):
            return False  # 'school. Teacher', 'long haul (truck driver': a listed phrase read across punctuation
        if _holds_clinical_role(words, i, length) \
                or any(words[k].key.endswith(_CARE_ROLE_ENDINGS[self.res.language]) for k in range(i, last + 1)):
            return False
        match = _NAME_AFTER_JOB.match(text, words[last].end)
        if match is None or "\n" in text[words[last].end:match.start("name")]:
            return False
        first = match.group("name").lower()
        if match.group("title") or self._name_like(first):
            return True
        # 'team leader Lucky Mahlangu': a first name that is also a word right after the job, then a surname
        # (not a title, 'Parish priest Fr Tadhg', nor a particle's word, 'imam van de Moskee Fatih')
        if len(first) < 3 or first in self.res.titles or text[words[last].end:match.start("name")].strip(" \t,"):
            return False
        surname = _SURNAME_AFTER.match(text, match.end())
        key = surname.group("name").lower() if surname else ""
        return bool(key) and key not in self.res.dictionary and key not in self.res.medical \
            and key not in _INSTITUTION_WORDS  # 'Principal Treatment Centre' names a unit

    def _name_like(self, key: str) -> bool:
        return key in self.res.first_names or self.res.is_surname(key) \
            or (key not in self.res.dictionary and key not in self.res.medical)

    def _after_relative_comma(self, text: str, words: list[Token], i: int, length: int) -> bool:
        if _holds_care_or_consult_role(words, i, length):
            return False
        if _RELATIVE_COMMA.search(text, max(0, words[i].start - 40), words[i].start) is None:
            return False
        # 'IHP review mtg: mom, teacher, counselor, SN' lists who attended: another role follows
        listed = _LISTED_NEXT.match(text, words[i + length - 1].end)
        if listed is None:
            return True
        following = listed.group("word")
        return not (following.lower() in self.res.professions or following.lower() in CLINICAL_ROLES
                    or following.isupper())

    def _after_titled_name(self, text: str, words: list[Token], i: int, length: int) -> bool:
        if _holds_clinical_role(words, i, length):
            return False
        match = _TITLED_NAME_APPOSITION.search(text, max(0, words[i].start - 60), words[i].start)
        # the person a letter goes to or a contact at a service holds a post there: 'Aan: dhr. J. Brands,
        # directeur', 'contact mevr. Nijs, opnamecoördinator'
        return match is not None and not _ADDRESSEE_BEFORE.search(text, max(0, match.start() - 25), match.start())

    def _after_demographics(self, text: str, start: int, clinical_role: bool = False) -> bool:
        """Who the person is comes right before ``start``; an age closed in brackets counts only
        after a name or a relative ('zoon Dirk (52), ...', not 'Kreatinine (142), ...'). An age and
        sex before a clinician's role open a handover line ('72yo M, nurse to review')."""
        match = _DEMOGRAPHIC_BEFORE.search(text, max(0, start - 80), start)
        if match is not None and clinical_role and _AGE_AND_SEX.search(match.group(0)):
            return False
        if match is None or match.group("closed") is None:
            return match is not None
        before = (match.group("before") or "").strip()
        key = before.lower()
        # a relative, a listed name, or a capitalised word no dictionary knows ('Bosch-Lammers (31)');
        # 'Kreatinine (142)' and 'Ureum (8)' are results
        name_like = before[:1].isupper() and not before.isupper() and key not in self.res.dictionary \
            and key not in self.res.medical
        return int(match.group("age")) <= 110 and (key in RELATIVES or key in self.res.first_names
                                                   or self.res.is_surname(key) or name_like)

    def _cued(self, words: list[Token], i: int, reach: int = 4) -> bool:
        return any(i - back >= 0 and words[i - back].key in self.cues for back in range(1, reach + 1))

    def _after_relative_name(self, text: str, words: list[Token], i: int) -> bool:
        for name_at in range(i - 1, i - 5, -1):  # modifiers may come first: '(high school chemistry teacher)'
            if name_at < 1:
                break
            if not words[name_at].is_title or words[name_at].text.isupper():
                if words[name_at].text.islower() or words[name_at].text.isupper() and name_at == i - 1:
                    continue  # a modifier ('chemistry', 'ICU') between the bracket and the job
                break
            if _BRACKET_AFTER_NAME.fullmatch(text, words[name_at].end, words[name_at + 1].start) \
                    and self._relative_before_name(words, name_at):
                return True
        return False

    def _at_employer(self, text: str, words: list[Token], last: int, first: int | None = None) -> bool:
        """'monteur bij VDL Nedcar', 'cashier at Walmart': a job at a named employer (a
        clinician's role before 'bij' names a ward: 'arts bij Interne'); or, opening a bracket,
        a job and its employer after a comma ('(accountant, Canada Revenue Agency)')."""
        if last + 1 >= len(words) or words[last].key in CLINICAL_ROLES or not words[last].text.islower():
            return False
        if first is not None and text[words[first].start - 1:words[first].start] == "(" \
                and text[words[last].end:words[last + 1].start] == ", " and words[last + 1].is_title \
                and not words[last + 1].text.isupper() and words[last + 1].key not in self.res.medical:
            return True
        return last + 2 < len(words) and words[last + 1].key in ("bij", "at") and words[last + 2].is_title \
            and not words[last + 2].initial \
            and re.fullmatch(r"[ \t]", text[words[last].end:words[last + 1].start]) is not None

    @staticmethod
    def _relative_before_name(words: list[Token], last_name_word: int) -> bool:
        """'Daughter Chioma Okonkwo-Reyes', 'married to Danielle': a relative word before the name's words."""
        for k in range(last_name_word - 1, max(last_name_word - 5, -1), -1):
            if words[k].key in RELATIVES or words[k].key in _COHABITING:
                return True
            if not words[k].is_title and words[k].key not in ("to", "met", "aan", "of", "van", "with", "bij"):
                return False
        return False

    def _modifier(self, token: Token) -> bool:
        key = token.key
        if key in _CAPITAL_MODIFIERS and token.text.isupper():
            return True
        return token.text.islower() and is_alpha(token.text) and key not in _NOT_MODIFIERS and key not in self.cues \
            and key not in RELATIVES \
            and key not in self.res.stop_words and not key.endswith("ly") and len(key) >= 3

    def _modifiers_before(self, text: str, words: list[Token], i: int, cued: bool = False) -> int:
        start = i
        while start > 0 and i - start < 3 and self._modifier(words[start - 1]) \
                and _MODIFIER_GAP.fullmatch(text, words[start - 1].end, words[start].start) \
                and (cued or self._cued(words, start - 1, reach=3)):
            start -= 1
        return start

    def _complement_after(self, text: str, words: list[Token], last: int) -> int:
        """Dutch: a sector or subject after the head, of one or two words ('lerares basisonderwijs',
        'leerkracht lager onderwijs', 'studente verpleegkunde')."""
        if self.res.language != "nl":
            return last
        for nxt in (last + 1, last + 2):
            if nxt >= len(words) or not words[nxt].text.islower() \
                    or not re.fullmatch(r"[ \t]", text[words[nxt - 1].end:words[nxt].start]):
                return last
            if words[nxt].key.endswith(_SECTOR_SUFFIXES):
                return nxt
            if words[nxt].key in self.res.stop_words:
                return last  # 'verpleegkundige op nachtdienst': a preposition starts no complement
        return last

    def _compound(self, token: Token) -> int:
        """'schoolteacher', 'kinderverpleegkundige', 'jongerenwerker': a compound ending in a
        listed profession or in a generic job head."""
        key = token.key
        if not is_alpha(key.replace("-", "")):
            return 0
        for cut in range(2, len(key) - 3):
            head = key[cut:].strip("-")
            listed = self._job_word(head)
            # the part before, with or without a linking 's' ('vlas|boer', 'bedrijf|s|arts')
            prefixes = {key[:cut].rstrip("-"), key[:cut].rstrip("s-")}
            if listed and len(head) <= 4 and not any(len(prefix) >= 4 and self._word(prefix) for prefix in prefixes):
                continue  # a short head needs a word before it: 'oktober' is no 'okt' + 'ober'
            if listed and cut < 3:
                continue  # two letters make no job's first part: 'Deventer' is no 'de' + 'venter'
            if key[cut] == "-" or listed:
                return int(listed)
        return 0

    def _word(self, key: str) -> bool:
        return key in self.res.dictionary

    def _job_word(self, key: str) -> bool:
        return key in self.res.professions or key in _JOB_HEADS
