"""Employers and other bodies (ORGANIZATION): the capitalised name a note gives after a work cue
or in brackets after the kind of body it is ('through an agency (Pertemps)').

'employer, Metro Transit', 'werkgever: Bakkerij Smit', 'works as a driver for Metro Transit',
'monteur bij VDL Nedcar' and 'bus driver (JUTC)' name where a person works; the name need not be
in any list. A clinician's role before 'bij'/'at' or a bracket names a ward instead
('verpleegkundige bij Interne', 'nurse (ICU)').
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.places import CALENDAR, CLINICAL_ROLES, CONNECTORS
from mask_framework.lexicon_ner.resources import LexiconResources
from mask_framework.lexicon_ner.text import Token

#: words after which a capitalised run names an employer ('employer, Metro Transit', 'werkgever: Bakkerij Smit')
EMPLOYER_WORDS = frozenset({"employer", "werkgever", "company", "firm", "bedrijf"})
#: work verbs; a capitalised run after 'for'/'at'/'bij' a few words later names the employer
WORK_VERBS = frozenset({"works", "worked", "working", "employed", "werkt", "werkte", "werkzaam", "gewerkt", "job",
                        "baan", "drives", "rijdt"})
_EMPLOYER_PREPOSITIONS = frozenset({"for", "at", "by", "with", "bij", "voor"})
#: kinds of body, in lower case, whose name a note gives in brackets after them: 'through an agency
#: (Pertemps)', 'Day program (Gateways)', 'kinderdagverblijf (Partou Gaasperdam)'. Departments are not
#: among them ('clinic', 'service', 'team'): 'clinic (Thursday)', 'service (Occupational Therapy)'.
BODY_NOUNS = EMPLOYER_WORDS | frozenset({
    "agency", "school", "college", "nursery", "daycare", "program", "programme",
    "provider", "insurer", "pharmacy", "chemist", "charity", "club", "church", "mosque", "temple", "union", "gym",
    "factory", "warehouse", "supermarket", "shop", "store", "bank", "council", "contractor", "restaurant", "hotel",
    "garage", "salon", "kindergarten", "preschool", "university", "hospice", "organisation", "organization",
    "foundation", "association", "landlord",
    "bureau", "uitzendbureau", "firma", "basisschool", "hogeschool", "kinderopvang", "crèche",
    "kinderdagverblijf", "dagbesteding", "zorgaanbieder", "verzekeraar", "zorgverzekeraar", "apotheek", "vereniging",
    "kerk", "moskee", "vakbond", "sportschool", "fabriek", "supermarkt", "winkel", "gemeente", "verpleeghuis",
    "zorginstelling", "instelling", "thuiszorg", "woningcorporatie", "aannemer", "kapsalon", "universiteit",
    "stichting", "organisatie", "woonvorm", "zorgboerderij"})

#: a trade union's local branch by its number: 'IBEW Local 68', 'Boilermakers Local 154', 'LiUNA Local 183'
#: (dev notes: 8 of 8 gold, one not found before)
_UNION_LOCAL = re.compile(r"(?<![\w-])(?:[A-Z][\w.&'’]*[ \t]){1,3}Local[ \t]\d{1,4}[A-Z]?(?![\w-])")


#: Dutch kinds of business or institution written in lower case right before their name: 'gevangenis Ieper',
#: 'labo Medina', 'restaurant De Graslei', 'uitzendbureau Care4Rotterdam'. The name is the span: annotators take
#: the kind into it as often as not (dev notes: 25 gold characters of names, none false; and the Flemish 'firma KCI
#: Medical', 2 of 2 gold)
_NAMED_AFTER_KIND_NL = re.compile(
    r"(?<![\w-])(?:gevangenis|labo|restaurant|café|cafe|hotel|camping|bakkerij|garage|slagerij|kapsalon|supermarkt"
    r"|brasserie|frituur|tankstation|sportschool|uitzendbureau|firma)[ \t]+"
    r"(?P<name>(?:(?:De|Het|'t)[ \t]+)?[A-Z][\w’'-]+(?:[ \t]+[A-Z][\w’'-]+){0,2})")


class EmployerFinder:
    def __init__(self, res: LexiconResources) -> None:
        self.res = res

    def _union_start(self, match: re.Match) -> int:
        """Where the union's name starts: not at an ordinary word before it ('Member Boilermakers Local 154')."""
        names = match.group().split()[:-2]
        start = match.start()
        while len(names) > 1 and names[0].lower() in self.res.dictionary:
            start = match.string.index(names[1], start + len(names[0]))
            names = names[1:]
        return start

    def find(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        found = [("ORGANIZATION", self._union_start(match), match.end()) for match in _UNION_LOCAL.finditer(text)]
        for i, token in enumerate(words):
            if token.key in EMPLOYER_WORDS:
                start = i + 1
            elif token.key in _EMPLOYER_PREPOSITIONS and (any(
                    words[i - back].key in WORK_VERBS for back in range(1, 9) if i - back >= 0)
                    or self._after_job(text, words, i)):
                start = i + 1
            else:
                continue
            if start + 1 < len(words) and words[start].key in ("de", "het", "the") and words[start + 1].is_title:
                start += 1  # 'buschauffeur bij de RET', 'works for the Royal Mail'
            # 'Employer Mr Gethin Morgan rang', 'employed by Mr Ho': the employer is a person
            entity = "NAME" if start < len(words) and words[start].key in self.res.titles else "ORGANIZATION"
            end = self._capitalised_run(text, words, start)
            if end > start:
                found.append((entity, words[start].start, words[end - 1].end))
        if self.res.language == "nl":
            found += [("ORGANIZATION", match.start("name"), match.end("name"))
                      for match in _NAMED_AFTER_KIND_NL.finditer(text)
                      if match.group("name").split()[0].lower() not in self.res.stop_words - {"de", "het"}]
        return found + self._bracketed_after_job(text, words) + self._bracketed_after_body(text, words)

    def _bracketed_after_body(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        """'his union (BFAWU)', 'kerk (GIM)': capitalised words alone in brackets right after a kind
        of body written in lower case name that body."""
        found = []
        for i, token in enumerate(words[:-1]):
            if token.key not in BODY_NOUNS or not token.text.islower() \
                    or text[token.end:words[i + 1].start] not in (" (", "("):
                continue
            start = i + 1
            if start + 1 < len(words) and words[start].key in ("de", "het", "the") and words[start].is_title:
                start += 1  # 'werkgever (De Lijn)': the article belongs to the name
            end = self._run_closing_bracket(text, words, start)
            if end:
                found.append(("ORGANIZATION", words[i + 1].start, words[end - 1].end))
        return found

    def _bracketed_after_job(self, text: str, words: list[Token]) -> list[tuple[str, int, int]]:
        """'bus driver (JUTC)', 'lasser (Bekaert)': capitalised words in brackets right after a
        job in lower case name its employer (a clinician's role names a ward: 'nurse (ICU)' is
        left alone, as is a bracket holding anything else: 'teacher (retired 2019)')."""
        found = []
        for i, token in enumerate(words):
            if not token.text.islower() or token.key in CLINICAL_ROLES:
                continue
            length = self.res.professions.longest_at(text, words, i)
            start = i + length
            if not length or start >= len(words) or text[words[start - 1].end:words[start].start] not in (" (", "("):
                continue
            end = self._run_closing_bracket(text, words, start)
            if end:
                found.append(("ORGANIZATION", words[start].start, words[end - 1].end))
        return found

    def _run_closing_bracket(self, text: str, words: list[Token], start: int) -> int:
        """The end of the capitalised words from ``start`` when a bracket closes right after them
        and none is a clinical word ('(JUTC)', not '(COPD)'); 0 otherwise."""
        end = self._capitalised_run(text, words, start)
        if end > start and text.startswith(")", words[end - 1].end) \
                and not any(words[k].key in self.res.medical for k in range(start, end)):
            return end
        return 0

    def _after_job(self, text: str, words: list[Token], i: int) -> bool:
        """'monteur bij VDL Nedcar', 'coupeuse was bij V&D': a job (not a clinician's role, whose
        'verpleegkundige bij Interne' names a ward) one or two words before the preposition."""
        for back in (1, 2):
            k = i - back
            if k >= 0 and words[k].text.islower() and words[k].key not in CLINICAL_ROLES \
                    and self.res.professions.longest_at(text, words, k) == 1:
                return True
        return False

    def _capitalised_run(self, text: str, words: list[Token], start: int) -> int:
        """End of a run of capitalised words (with 'and', '&', 'of' inside) starting at ``start``."""
        n, j = len(words), start
        if j < n and "\n" in text[words[j - 1].end:words[j].start]:
            return start
        while j < n:
            # a surname's interfix inside the name: 'bij Van den Heuvel Transport', 'Bakkerij van der Wal'; in lower
            # case only 'van' ('bij ECT op de Maasvlakte', 'Scheepswerf Hoogendijk te Schiedam' end at the place)
            interfix = self.res.interfixes.longest_at(text, words, j, max_words=3)
            if interfix and not (words[j].is_title or words[j].key in ("van", "von")):
                interfix = 0
            if interfix and not (j + interfix < n and words[j + interfix].is_title
                                 and all(text[words[k].end:words[k + 1].start] == " " for k in range(j, j + interfix))):
                interfix = 0
            k = j + interfix
            if not (k < n and words[k].is_title and words[k].key not in self.res.stop_words
                    and words[k].key not in CALENDAR):
                break
            j = k + 1
            gap = text[words[j - 1].end:words[j].start] if j < n else ""
            if j < n and words[j].key in CONNECTORS and j + 1 < n and words[j + 1].is_title \
                    and re.fullmatch(r"[ \t]{1,2}", gap):  # not after a bracket: '(monteur bij VDL Nedcar) en Magda'
                j += 1
            elif j < n and ("\n" in gap or not re.fullmatch(r"[ \t]{1,2}|[ \t]?&[ \t]?|-", gap)):
                break
        return j
