"""Ages (AGE). The span covers the number only ('67' in '67 jaar', '58' in '58-year-old'),
as in DEDUCE and the i2b2 2014 guidelines: the unit carries no identifying information
and masking only the number keeps the sentence readable ('[AGE] jaar oud').

Strong forms are taken everywhere ('-jarige', 'jaar oud', 'jr', 'year-old', 'y/o',
'aged'). A bare 'N jaar' is an age unless a duration cue stands next to it ('al 10
jaar', '10 jaar geleden', 'elke 2 jaar'); a decimal bare 'N,5 jaar' is a duration.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec

_N = r"\d{1,3}(?:[.,]\d{1,2})?"
_RANGE = rf"{_N}(?:\s?(?:-|–|tot)\s?{_N})?"
#: an approximation before an age ('age ~50', 'grandson, approx 34', '(c. 25)')
_APPROXIMATE = r"(?i:approx\.?|~|c\.)"

#: words before 'N jaar' that make it a duration or interval, not an age
DURATION_BEFORE = (
    "al", "sinds", "over", "in", "elke", "iedere", "om de", "na", "binnen", "gedurende", "voor", "afgelopen", "laatste",
    "eerste", "komende", "per", "ruim", "sedert", "reeds", "nog", "pas", "slechts", "maximaal", "minimaal", "minstens",
    "tenminste", "langer dan", "korter dan", "meer dan", "minder dan", "zo'n", "circa een", "gedurende ca.",
    "for", "over", "every", "within", "past", "last", "next", "since", "after",
    # a limit: 'Tweede episode in < 2 jaar' (not '>' alone: '-> 3 jaar 9 mnd' is an arrow to an age)
    "in <", "in >", "≤", "≥",
)
#: words after 'N jaar' that make it a duration
DURATION_AFTER = (
    "geleden", "lang", "later", "terug", "daarna", "nadien", "eerder", "durend", "durende", "follow-up", "gestopt",
    "gerookt", "rookvrij", "getrouwd", "samenwonend", "werkzaam", "in dienst", "bekend", "klachtenvrij", "zonder",
    "na", "nadat", "voordien", "ervoor", "erna", "ouder", "jonger", "verschil", "garantie", "houdbaar", "en ouder",
    "ago", "later", "earlier", "prior", "duration", "history", "follow", "pack",
)

PATTERNS = (
    PatternSpec("age_nl_jarige", "AGE", rf"(?<![\w.,-])(?P<age>{_RANGE})\s?-?\s?jarige?n?(?!\w)", languages=("nl",),
                group="age", priority=70),
    PatternSpec("age_nl_jaar_oud", "AGE",
                rf"(?<![\w.,-])(?P<age>{_RANGE})\s?(?:jaar|jr\.?|j\.)\s+oud(?!\w)", languages=("nl",),
                group="age", priority=70),
    PatternSpec("age_nl_jr", "AGE", rf"(?<![\w.,-])(?P<age>\d{{1,3}})\s?jr\.?(?!\w)", languages=("nl",),
                group="age", reject_before=DURATION_BEFORE, reject_after=DURATION_AFTER, priority=65),
    PatternSpec("age_nl_leeftijd", "AGE",
                rf"(?<!\w)(?:leeftijd|lft\.?|leeft\.)(?:[ \t]{{2,12}}:|\s?(?:van|:)?)\s?(?:ca\.?\s|circa\s)?(?P<age>{_RANGE})(?![\w]|[.,]\d)",
                languages=("nl",), group="age", priority=66),
    PatternSpec("age_nl_jaar", "AGE", rf"(?<![\w.,/–-])(?P<age>\d{{1,3}}(?:\s?[-–]\s?\d{{1,3}})?)\s?jaar(?!\w)",
                languages=("nl",), group="age", reject_before=DURATION_BEFORE, reject_after=DURATION_AFTER,
                validator=lambda match: int(re.split(r"\D+", match.group("age"))[0]) <= 120, priority=60),
    PatternSpec("age_en_year_old", "AGE",
                rf"(?<![\w.,-])(?P<age>{_RANGE})\s?-?\s?(?:years?|yrs?|y)\.?\s?-?\s?old(?!\w)",
                languages=("en",), group="age", priority=70),
    PatternSpec("age_en_yo", "AGE", r"(?<![\w.,-])(?P<age>\d{1,3})\s?-?\s?(?:y/o|y\.o\.?|yo|yrs?\.? old|ys)(?!\w)",
                languages=("en",), group="age", priority=68),
    PatternSpec("age_en_aged", "AGE",
                # the colon of a field may stand after a gap ('Age    : 52 yrs')
                rf"(?<!\w)(?:aged|age|age:|at the age of|at age|age next birthday|age last birthday)"
                # or the value far to the right of a form's colon ('Age:                   33')
                rf"(?:[ \t]{{2,12}}:[ \t]{{0,12}}|(?<=:)[ \t]{{2,30}}|\s?:?\s?)(?:{_APPROXIMATE}[ \t]?)?(?P<age>{_RANGE})"
                # the unit may end its line ('Age: 27yrs\nAddress: ...') or sentence
                rf"(?:[ \t]?(?:y|yo|yrs?|years?|m|mo|months?)(?=[\s,;)]|\.(?!\w)|$))?(?![\w]|[.,]\d)",
                languages=("en",), group="age", priority=66),
    PatternSpec("age_nl_jaar_paren", "AGE", r"\((?P<age>\d{1,3})\s?(?:j|jr|jaar)\.?\)",
                languages=("nl",), group="age", priority=64),
    # One spec for every Dutch age written 'N j' (or 'jr'), closed by what only an age is closed by:
    # - 'Uw patiënt, 62 j., werd', '(Ilyas 17 j., Adam 9 j.)': 'j.' before a comma or bracket;
    # - 'Mijnheer is 83 j, gepensioneerd', 'Rosa Maria - 74 j - INSZ', 'S: 42j, tatoeëerder': 'j' before a comma,
    #   a spaced dash or the line's end;
    # - '61j man, val van ladder', '67-j man', '58 jr. dame': before the word for the person or their sex.
    # Limits and durations stay out ('< 40 j', 'tot 43 j.)', 'al 20 j', 'na 65 j'). Sessions 8, 25 and 26 had
    # three specs for these; merged in session 27 (dev notes: the same spans, see the commit)
    PatternSpec("age_nl_j", "AGE",
                r"(?m)(?<![\w.,/<>≤≥-])(?<![<>≤≥] )(?P<age>\d{1,3})[ ]?-?(?:jr|j)\.?"
                r"(?=[ \t]*(?:[,;]|[-–][ \t]|$)|(?<=\.)[ \t]*\)"
                r"|[ \t]+(?:(?i:man|vrouw|jongen|meisje|dame|heer)|[MVF])\b)",
                languages=("nl",), group="age",
                # 'sinds' stays allowed: 'astma sinds 4 j.', 'Zelfverwonding sinds 15 j.' are ages (both gold);
                # a duration is written out ('sinds 3 jaar')
                reject_before=tuple(word for word in DURATION_BEFORE if word != "sinds")
                + ("tot", "onder", "boven", "max", "looptijd", "follow-up", "±"),
                validator=lambda match: int(match.group("age")) <= 110, priority=62),
    # '(aged 6 and 3)', 'ages 4, 7 and 9': the later ages of a list
    PatternSpec("age_en_aged_list", "AGE",
                r"(?<!\w)(?i:aged|ages)[ \t]\d{1,3}(?:,[ \t]\d{1,3})*(?:,[ \t]|,?[ \t](?:and|&)[ \t])(?P<age>\d{1,3})(?![\w]|[.,]\d)",
                languages=("en",), group="age", priority=66),
    PatternSpec("age_en_years_paren", "AGE", rf"\((?P<age>\d{{1,3}})\s?(?:years?|yrs?|y)\)",
                languages=("en",), group="age", priority=64),
)

#: capitalised words that take a number in brackets without it being an age ('Gleason Score (7)')
_NOT_NAMES_BEFORE_BRACKETS = r"(?!(?:Score|Grade|Graad|Stage|Stadium|Scale|Schaal|Index|Week|Day|Dag|Level|Type|Class|Klasse|Bed|Kamer|Room|Cycle|Kuur|Fase|Phase)\b)"
_NAME_WORD = r"[A-Z][a-zà-ÿ]{2,}(?:-[A-Z][a-zà-ÿ]+)?"
#: a name word with the letters of Turkish, Polish and other Latin-script names ('Yıldız', 'Łukasz')
_NAME_WORD_WIDE = r"[A-ZÀ-ÞĀ-ž][a-zà-ÿā-ž]{2,}(?:-[A-ZÀ-ÞĀ-ž][a-zà-ÿā-ž]+)?"
#: a name word that may hold a second capital ('McAllister', 'DeSouza', "O'Brien")
_SURNAME_WORD = r"[A-ZÀ-ÞĀ-ž](?:[a-zà-ÿā-ž]+|['’])(?:[A-Z][a-zà-ÿā-ž]+)?(?:-[A-ZÀ-ÞĀ-ž][a-zà-ÿā-ž]+)?"
#: what stands before the name whose age follows in brackets: another name word, a title or a relative
_NAME_LEAD = (r"(?:(?:[A-Z][a-zà-ÿ]+|(?i:dhr|mevr|mw|mr|mrs|ms|dr|zoon|dochter|broer|zus|vader|moeder|partner|son|daughter|"
              r"brother|sister|father|mother|wife|husband|echtgenoot|echtgenote|kleinzoon|kleindochter|grandson|"
              r"granddaughter|niece|nephew|cousin|aunt|uncle|neef|nicht|tante|oom))\.?[ \t]"
              r"|(?i:children|kids|kinderen|kleinkinderen|grandchildren):[ \t])")


#: what follows an age after a name and a comma: another comma or a unit ('Stephen Aldridge, 57, ...', '45 jaar')
_COMMA_OR_UNIT_AHEAD = r",[ \t]|[ \t]?(?:y/?o|yo|years?|yrs?|jaar|jr|j)\b"
#: units of a baby's or toddler's age: 'zusje Willemijn (11 mnd)', 'broertje 8 mnd'
_YOUNG_UNITS = r"mnd|maanden|months|mths|mos|mo|wk|weken|weeks"
#: short units of years written right after an age: 'Broertje 3 j,', '(moeder 84 jr)', '2018, 6y'
_SHORT_YEAR_UNITS = r"j|jr|jaar|y|yo|yrs"
#: a name in a list that goes on from an age in brackets: 'Mateo (10), Sofia (7) and Liam (3)'
_LIST_AFTER_AGE = r"(?:(?<=\d\),[ ])|(?<=\d\)[ ]and[ ])|(?<=\d\),[ ]and[ ])|(?<=\d\)[ ]en[ ])|(?<=\d\)[ ]&[ ]))"
_RELATIVES = (r"(?i:son|daughter|brother|sister|child|grandson|granddaughter|nephew|niece|stepson|stepdaughter|"
              r"husband|wife|partner|spouse|mother|father|mum|mom|dad|bro|sis|carer|caregiver|stepfather|stepmother|"
              r"grandma|grandpa|nan|nana|mother-in-law|father-in-law|sister-in-law|brother-in-law|"
              r"sibling|twin|half-brother|half-sister|stepbrother|stepsister|"
              r"schoonmoeder|schoonvader|"
              r"zoon|dochter|broer|zus|kind|kleinzoon|kleindochter|neef|nicht|man|vrouw|echtgenoot|echtgenote|"
              r"vader|moeder|uncle|aunt|cousin|grandmother|grandfather|oom|tante|opa|oma|"
              # Dutch diminutives of the young: 'broertje (12)', 'zusje Willemijn (11 mnd)'
              r"broertje|zusje|zoontje|dochtertje|kindje|neefje|nichtje)")
#: the relatives' words, for the ages found after a name (``bracket_ages``)
RELATIVE_WORDS = _RELATIVES


#: the oldest age any rule reports
MAX_AGE = 115


def _plausible_age(match: re.Match) -> bool:
    return int(re.match(r"\d+", match.group("age")).group()) <= MAX_AGE  # '2y 9m' counts by its years


#: what ends the clause after 'he is 34' or 'Dad is 84': a comma, a full stop, a bracket, the line's end, or
#: 'and' / 'en' that opens no day and month ('ik ben 2 en 3 januari weg' is a pair of days)
_CLAUSE_ENDS = (r"(?=[ \t]*[,;.)](?!\d)|[ \t]*$|[ \t]+(?:and|en)\b"
                r"(?![ \t]+\d{1,2}[ \t]+(?i:jan|feb|maa|mar|apr|mei|may|jun|jul|aug|sep|okt|oct|nov|dec)))")
#: a relative right before the verb of 'Dad is 84,' (looked back for from the verb)
_RELATIVE_ENDING = re.compile(rf"(?<!\w){_RELATIVES}\Z")


def _relative_before_the_verb(match: re.Match) -> bool:
    start = match.start()
    return _plausible_age(match) and _RELATIVE_ENDING.search(match.string, max(0, start - 20), start) is not None


def _age_of_birth_year(match: re.Match) -> bool:
    """The bracket after a full date holds the age reached by now: the birth year plus the age falls
    in the years notes are written (1995-2040), not 'in 1962 (12)'. The dev notes hold no such bracket
    that is not an age."""
    age = int(match.group("age"))
    return 0 < age <= MAX_AGE and 1995 <= int(match.group("birth_year")) + age <= 2040


FAMILY_LIST_CUE = re.compile(
    r"(?i:\b(?:children|kids|sons|daughters|siblings|brothers|sisters|grandchildren|kinderen|zonen|dochters|"
    r"broers|zussen|kleinkinderen)\b)")


RELATIVE_ON_LINE = re.compile(
    r"(?i:\b(?:son|daughter|brother|sister|husband|wife|partner|spouse|mother|father|zoon|dochter|broer|zus|man|"
    r"vrouw|echtgenoot|echtgenote|vader|moeder|kind|child|children|kinderen|girlfriend|boyfriend|fianc[eé]e?|"
    r"vriendin|vriend|mum|mom|dad|mam|pap|broertje|zusje|zoontje|dochtertje|twins|tweeling)\b)")


def cue_earlier_on_line(cue: re.Pattern, text: str, position: int) -> bool:
    """The cue stands on ``position``'s line of ``text``, before ``position``."""
    line_start = text.rfind("\n", 0, position) + 1
    return cue.search(text, line_start, position) is not None


def _cue_earlier_on_line(cue: re.Pattern, match: re.Match) -> bool:
    """The cue stands on the match's line before the age (in the match itself when it leads it)."""
    before = match.start("age") if "age" in match.re.groupindex else match.start()
    return cue_earlier_on_line(cue, match.string, before)


def _age_of_a_relative(match: re.Match) -> bool:
    return _plausible_age(match) and _cue_earlier_on_line(RELATIVE_ON_LINE, match)


_PLACE_WORD = re.compile(
    r"(?i:road|street|lane|avenue|drive|way|court|close|place|crescent|terrace|square|park|hill|"
    r"\w*(?:straat|laan|weg|plein|gracht|kade|singel|dijk))[,]?$")


def _age_after_person_name(match: re.Match) -> bool:
    """Not after an address: 'Springfield Road, 12, flat 3'."""
    before_age = match.group(0)[:match.start("age") - match.start()].rstrip(", \t")
    return _plausible_age(match) and not _PLACE_WORD.search(before_age)


def _age_in_family_list(match: re.Match) -> bool:
    """Only in a list of relatives ('Children Mateo (10), Sofia (7)'), not of lab values ('Ureum (8)')."""
    return _plausible_age(match) and _cue_earlier_on_line(FAMILY_LIST_CUE, match)


AGE_SHORTHAND = (
    # 'Mw. Groen (61)', 'Sister Ava (7)': a name with a bare number in brackets; the lead word keeps
    # 'Kreatinine (142)' out (a lab name stands alone)
    PatternSpec("age_bracket_after_name", "AGE",
                rf"{_NAME_LEAD}{_NOT_NAMES_BEFORE_BRACKETS}{_NAME_WORD}[ \t]?\((?P<age>\d{{1,3}})\)",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'Grandson Lucas (16, student)': a relative's name, then the age opening a bracket
    # 'Moeder:   Demi van den Berg (24)', 'echtgenoot Mehmet Yıldız (61, ...)', 'broertje Dylan (6)'
    PatternSpec("age_opening_bracket_after_relative_name", "AGE",
                rf"(?<!\w){_RELATIVES}:?[ \t]+{_NAME_WORD_WIDE}"
                rf"(?:[ \t]+(?:van|de|der|den|ten|ter|{_NAME_WORD_WIDE})){{0,3}}[ \t]?\((?P<age>\d{{1,3}})"
                # a unit of years, or of months or weeks for the young ('zusje Willemijn (11 mnd)')
                rf"(?:[ \t]?(?:{_SHORT_YEAR_UNITS}|{_YOUNG_UNITS})\.?)?(?:,[ \t]|\))",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'FHx: sister (52) had breast ca', 'moeder (78) in Paramaribo': a relative word, then a bare number in brackets
    # (or a baby's age in months or weeks: 'Broertje (5 mnd) krijgt borstvoeding'), or opening the bracket:
    # 'grandmother (68, born Ukraine)'
    PatternSpec("age_bracket_after_relative", "AGE",
                rf"(?<!\w){_RELATIVES}[ \t]?\((?P<age>\d{{1,3}})"
                rf"(?:[ \t]?(?:{_YOUNG_UNITS})\.?)?(?:\)|,[ \t])", group="age", flags=0,
                validator=_plausible_age, priority=62),
    # 'broertje 8 mnd → immunoglobuline': a relative, then a baby's age in months or weeks
    PatternSpec("age_in_months_after_relative", "AGE",
                rf"(?<!\w){_RELATIVES}[ \t]+(?P<age>\d{{1,2}})[ \t]?(?:{_YOUNG_UNITS})(?!\w)",
                group="age", flags=0, validator=_plausible_age, reject_after=DURATION_AFTER, priority=62),
    # a child's calendar or corrected age: 'Kalenderleeftijd bij start: 29 maanden', 'gecorrigeerd 24 mnd'
    PatternSpec("age_nl_calendar_or_corrected", "AGE",
                r"(?<!\w)(?:kalenderleeftijd|gecorrigeerde[ \t]leeftijd|gecorrigeerd|gecorr\.)(?:[ \t]+bij[ \t]+\w+)?"
                r"[ \t]*:?[ \t]*(?P<age>\d{1,2})[ \t]?(?:mnd|maanden|maand|weken|wk|jaar|jr|j)(?!\w)",
                languages=("nl",), group="age", validator=_plausible_age, priority=66),
    PatternSpec("age_bracket_in_name_list", "AGE",
                rf"{_LIST_AFTER_AGE}{_NOT_NAMES_BEFORE_BRACKETS}{_NAME_WORD}[ \t]?\((?P<age>\d{{1,3}})\)",
                group="age", flags=0, validator=_age_in_family_list, priority=62),
    # '2 children (Apio 6y, Ocen 3y)', 'broertje Emir 7 j.': a name, then an age with its unit, on a
    # line that names a relative
    PatternSpec("age_with_unit_after_relative_name", "AGE",
                rf"(?:(?<=\()|(?<=[,;][ \t])|(?<=[ \t]and[ \t])|(?<=[ \t]en[ \t])"
                rf"|(?<!\w){_RELATIVES}[ \t])"
                rf"{_NOT_NAMES_BEFORE_BRACKETS}{_NAME_WORD}(?:[ \t]{_NAME_WORD})?[ \t](?P<age>\d{{1,2}})[ \t]?"
                r"(?:y|yo|yrs?|j|jr|jaar|mnd|mo)\b\.?(?=[,;)]|[ \t]|$)",
                group="age", flags=re.MULTILINE, validator=_age_of_a_relative, priority=62),
    # 'son Chidi, 9, attends', 'dochter Ada, 4)', 'Mother: Leanne McAllister, 24', 'Sister Simran 16 (joined',
    # '- son Ayaan, 8 - TPT started': a relative's name, a comma and a bare number
    PatternSpec("age_after_relative_name", "AGE",
                rf"(?<!\w){_RELATIVES}:?[ \t]+(?!(?:Ward|Bed|Bay|Room|Kamer|Unit|Level|Afdeling)\b){_SURNAME_WORD}"
                rf"(?:[ \t]+{_SURNAME_WORD}){{0,2}},?[ \t](?P<age>\d{{1,3}})"
                rf"(?=[,;)]|[ \t]*$|[ \t]+(?:and|en)\b|[ \t]\(|[ \t]+[-–][ \t])",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=62),
    # 'Family: Mother 47, cleaner', 'son 3, daughter 5': a relative and a bare age before a comma
    PatternSpec("age_right_after_relative", "AGE",
                # the unit may come first: 'Broertje 3 j, geen allergie'
                rf"(?<!\w){_RELATIVES}[ \t]+(?P<age>\d{{1,2}})(?=(?:[ \t]?(?:{_SHORT_YEAR_UNITS})\.?)?,[ \t])", group="age", flags=0,
                validator=_plausible_age, priority=61),
    # '| Marcel Vermeulen | vader, 71 j. |', 'mother, 69 years': a relative, a comma, and an age with its unit of years
    PatternSpec("age_with_unit_after_relative_comma", "AGE",
                rf"(?<!\w){_RELATIVES},[ \t]+(?P<age>\d{{1,3}})[ \t]?(?:{_SHORT_YEAR_UNITS}|years?|yrs?)\b\.?",
                group="age", flags=0, validator=_plausible_age, reject_after=DURATION_AFTER, priority=62),
    # 'Kevin Delgado, grandson, approx 34, lives in the home', 'Eoin (ex, ~30)', 'unknown female (~70)': a relative or
    # a person of unknown name and an approximate age alone (dev notes: 6 such, all gold; the age label's own 'age ~50'
    # is age_en_aged's)
    PatternSpec("approximate_age_after_relative", "AGE",
                rf"(?<!\w)(?:{_RELATIVES}|(?i:ex|male|female)),?[ \t]+\(?{_APPROXIMATE}[ \t]?(?P<age>\d{{1,2}}s?)(?=[,;)])",
                group="age", flags=0, languages=("en",), priority=61),
    # 'Age at referral: 11', 'Age at review: 2y 9m': an age label with its occasion; without the colon
    # when a unit follows ('leeftijd bij inschakeling 13 maanden')
    PatternSpec("age_label_with_occasion", "AGE",
                r"(?<!\w)(?i:age|leeftijd)[ \t]+(?i:at|on|bij|op)[ \t]+\w+(?:[ \t]*:[ \t]*|[ \t]+(?=\d{1,3}[ \t]?"
                r"(?:years?|yrs?|months?|weeks?|jaar|jr|maanden|mnd|weken)\b))"
                # years and months: 'Age at review: 2y 9m', 'Age at assessment: 9 yrs 6 mos'
                r"(?P<age>\d{1,3}(?:[ \t]?(?:[yYjJ]|yrs?|years?|jr|jaar)\.?,?[ \t]?\d{1,2}[ \t]?"
                r"(?:m|mo|mos|months?|mnd|maanden)\.?)?)(?![\w.,/]\d|\w)",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # '(2y 10m)', 'NHI ZQK4821   4y 2m   17.1 kg', '1y2m': a child's age in years and months, with no label
    # (dev notes: 41 such, all ages but a reading age: 'Reading age approx 7y2m')
    PatternSpec("age_years_and_months", "AGE",
                r"(?<![<>~\w.,/-])(?P<age>\d{1,2}[ \t]?(?:y|j|jr)[ \t]?\d{1,2}[ \t]?(?:m|mnd))\b",
                group="age", flags=0, reject_before=("approx", "approximately", "reading age", "age equivalent",
                                                     "mental age", "ca", "circa"), priority=62),
    # handover lines: 'dhr. v.d. Berg 67', 'mw. de Graaf-Kok, 91', 'Mrs. O'Neill 84' at the end of a line
    PatternSpec("age_after_titled_name_line_end", "AGE",
                r"(?<!\w)(?i:dhr|mevr|mw|mr|mrs|ms)\.?[ \t]+(?:[A-Za-z][\w.'’-]*[ \t]+){0,3}[A-Z][\w'’-]+,?[ \t]+"
                r"(?P<age>\d{2,3})[ \t]*$",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    # 'Stephen Aldridge, 57, retired engineer', 'Marco de Wit, 45 jaar': a full name, a comma, an age
    PatternSpec("age_after_full_name", "AGE",
                r"(?<![\w.])[A-Z][a-zà-ÿ]+(?:[ \t](?:van|de|der|den|van der|van den|ten|ter))?[ \t][A-Z][a-zà-ÿ'’-]+,[ \t]"
                rf"(?P<age>\d{{1,3}})(?={_COMMA_OR_UNIT_AHEAD}|[ \t]+(?:M|F|V|male|female|man|vrouw)\b)",
                group="age", flags=0, validator=_age_after_person_name, priority=61),
    # 'partner Daan Verbeek (31, ICT-consultant)': a relative's name, then age and more in brackets
    PatternSpec("age_bracket_first_after_name", "AGE",
                rf"{_NAME_WORD}[ \t]\((?P<age>\d{{1,3}}),[ \t]", group="age", flags=0,
                validator=_age_of_a_relative, priority=61),
    # 'father (Anders, 64)', 'zoon (Daan, 34 jr)', 'Desmond ("Des", 79, retired ...)'
    PatternSpec("age_bracket_name_comma", "AGE",
                rf"\((?:(?i:mdm|mr|mrs|ms|dhr|mevr|mw)\.?[ \t])?[\"“]?{_NAME_WORD}(?:[ \t]{_NAME_WORD}){{0,2}}[\"”]?,[ \t]?(?P<age>\d{{1,3}})"
                rf"(?:[ \t]?(?:jr|j|y|yrs?|jaar|years?)\.?)?(?=\)|,[ \t])",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'vader (politieagent, 58)', 'Mother (teacher, 52)': a relative, then a bracket closing on a bare age after a
    # comma, whatever comes first (dev notes: 37 such brackets after a relative, all ages; most open on a name)
    PatternSpec("age_closing_bracket_after_relative", "AGE",
                rf"(?<!\w){_RELATIVES}[ \t]?\([^()\d\n]{{2,40}},[ \t]?(?P<age>\d{{1,3}})"
                rf"(?:[ \t]?(?:jr|j|y|yrs?|jaar|years?)\.?)?\)",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'Maria Vanderhoydonck 84v', 'Giuseppe Lombardo 58m': a handover list's age and sex (vrouw, man) after a
    # name of two words or more ('Walk 100m', 'Snellen 6m' are distances)
    PatternSpec("age_sex_after_name_nl", "AGE",
                r"(?<![\w.])[A-Z][\w'’-]+(?:[ \t]+(?:van|de|der|den|ter|ten|el|al|da|di))*[ \t]+[A-Z][\w'’-]+[ \t]+"
                r"(?P<age>\d{1,3})[vm](?=[ \t]|$)",
                languages=("nl",), group="age", flags=re.MULTILINE, validator=_plausible_age, priority=62),
    # '79M', '52F', '66 y M' is not taken; 'M/66', 'F/52', '66/M', 'V/81'; not '14F Foley', 'access, 6F Glidesheath',
    # '2x 28F drains' (catheter sizes in French), '4F-PCC' (a four-factor concentrate), '(hot, 91F)', '~79F'
    # (degrees Fahrenheit) or 'Sputum (24M-118736)' (a specimen's number)
    PatternSpec("age_sex_shorthand", "AGE",
                r"(?<![\w./~-])(?:(?P<age>\d{1,3})(?:[MFV]|/[MFV])|[MFV]/(?P<age2>\d{1,3}))(?![\w/]|-\d)",
                group="age", flags=0, validator=lambda m: int(m.group("age") or 999) <= MAX_AGE,
                reject_after=("foley", "catheter", "catheters", "katheter", "sheath", "sheaths", "glidesheath", "cath",
                              "tube", "drain", "drains", "ng", "fr", "french", "sonde", "introducer", "pigtail", "tig",
                              "jl", "jr", "ebu", "-pcc"),
                # 'admit Ward 2F', 'Bed 12F', 'kamer 3F': a ward's, bed's or room's code
                reject_before=("ward", "bed", "bay", "room", "rm", "unit", "level", "floor", "wing", "suite", "kamer",
                               "afdeling", "afd", "zaal", "bed nr", "access", "catheters", "sheath", "temp",
                               "temperature", "hot", "warm"), priority=63),
    # '| G.P., 81 M | CHF', '| 004418263 | 58 M | ETI', '40036058 / 81 M |': a log's or table's age and sex in their
    # own cell, after a bar, a slash or a comma and a space (not '91F'; not 'V' for 'vrouw', which is also volts)
    PatternSpec("age_sex_in_a_row", "AGE",
                r"(?:(?<=[|/])[ \t]*|(?<=,)[ \t]+)(?P<age>\d{1,3})[ \t](?:M|F)(?=[ \t]*[|,;)]|[ \t]*$)",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=62),
    # 'Left school at 16, worked as a roustabout', 'left Wortley High School at 15': the age a school was left
    # (dev notes: 4 of 5 gold)
    PatternSpec("age_left_school", "AGE",
                r"(?<!\w)(?i:left|leaving|quit|finished)[ \t]+(?:[A-Z][\w'’-]*[ \t]+){0,3}(?i:school|college)[ \t]+"
                r"(?i:at|aged)[ \t]+(?P<age>\d{1,2})(?![\w]|[.,]\d)",
                languages=("en",), group="age", flags=0, validator=_plausible_age, priority=62),
    # 'DOB: 12/04/1948 (76)', 'geb. 3-7-1954 (69 jr)', '°03-04-1996 (28)', 'geb. 11-08-2022 (22 mnd)':
    # the age in brackets after a date of birth
    PatternSpec("age_after_birth_date", "AGE",
                r"(?:(?i:dob|d\.o\.b\.?|born|date of birth|geb\.?|geboren|geboortedatum)[: \t]*|°[ \t]?)[^()\n]{6,20}?[ \t]*"
                r"\((?P<age>\d{1,3}(?:[ \t]?[yj]\.?[ \t]?\d{1,2}[ \t]?m\.?)?)(?:[ \t]?(?:y|yo|y/o|yrs?|jr|j|jaar|mnd|maanden|months?|mo|wk|weken|weeks)\.?)?"
                # the months after years written out: 'DOB: 02/11/2019 (4 yrs 5 mths)' (the years are the age)
                r"(?:,?[ \t]+\d{1,2}[ \t]?(?:m|mo|mos|mths?|months?|mnd|maanden)\.?)?"
                r"(?:[ \t,]+(?:[MFV]|male|female|man|vrouw))?\)",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # '(°1992, 31 j.)', 'geb. 1958, 66 jaar': an age right after a year of birth
    PatternSpec("age_after_birth_year", "AGE",
                rf"(?:°|(?i:geb\.?|born|b\.))[ \t]?(?:19|20)\d\d,[ \t](?P<age>\d{{1,3}})(?=[ \t]?(?:{_SHORT_YEAR_UNITS})?\b)",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # '2 kids (9 and 6)', '2 kinderen (6 en 9)', 'two kids, 6 and 9', 'kids (ages 15, 12, 9)': children's ages listed
    PatternSpec("ages_of_children_listed", "AGE",
                # and siblings: 'Twee jongere broertjes (7 en 4 jaar)', 'two sisters (12, 9)'
                r"(?i:kids|children|sons|daughters|grandchildren|siblings|brothers|sisters|kinderen|zonen|dochters"
                r"|kleinkinderen|broers|broertjes|zussen|zusjes|halfbroers|halfzussen)"
                # the bracket may say what the numbers are: '3 kids (ages 15, 12, 9)'
                # or no sign at all: 'kids 4 & 7 home', 'dochters 12 en 15' (not a count's colon: 'Children 4 & 5:')
                # or 'van' or 'aged' between ('twee dochters van 15 en 12 jaar', 'three children aged 9, 6 and 2':
                # the aged-list rules took the first and the last of such a list, not the middle; 'and' in the span
                # costs three false characters a list)
                r"(?:[ \t]*\((?:(?i:ages|aged|leeftijd|leeftijden)[ \t]+)?|,[ \t]+|:[ \t]*"
                r"|[ \t]+(?i:van|aged|ages)[ \t]+|[ \t]+)"
                r"(?P<ages>\d{1,2}(?:[ \t]*(?:,|and|en|&)[ \t]*\d{1,2})+)"
                r"(?:[ \t]?(?:y|yo|yrs|jr|j|jaar))?(?=[),;.]|[ \t]|$)",
                group="ages", flags=0, priority=67),  # above the aged-list rules, which take one age of the list
    # 'kind van 22 mnd', 'baby of 6 weeks', 'a girl of 3 years': a young child's age in months or weeks
    PatternSpec("age_of_a_child", "AGE",
                r"(?i:kind|kindje|baby|zuigeling|peuter|kleuter|meisje|jongen|child|infant|toddler|boy|girl)[ \t]+"
                r"(?i:van|of)[ \t]+(?P<age>\d{1,2})[ \t]?(?i:mnd|maanden|maand|months?|mo|weken|weeks|jaar|years?|jr)\b",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'Man van 60, zelfstandig schrijnwerker', 'bij iemand van 88 met hartfalen', 'this lady of 81 at the clinic':
    # a person and a bare age, then the clause ends or goes on ('meisje van 3;4 jaar': years;months)
    PatternSpec("age_of_a_person", "AGE",
                r"(?<!\w)(?i:iemand|man|vrouw|dame|heer|meneer|mevrouw|jongen|meisje|jongeman|jongedame|someone|woman|"
                r"lady|gentleman|boy|girl)[ \t]+(?i:van|of)[ \t]+(?P<age>\d{1,3})"
                r"(?=[ \t]*(?:[;)]|[,.](?!\d)|$)|[ \t]+(?i:met|with|who|die|at|en|and|j|jr|jaar|years?)\b)",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    # 'died at 49', 'ovarian cancer dx at 57', 'overleden op 81': the age at an event of a history
    PatternSpec("age_at_event", "AGE",
                r"(?<!\w)(?i:at|op)[ \t](?P<age>\d{1,3})(?:[ \t]?(?:y|yo|yrs?|j|jr|jaar))?"
                # the clause ends, or goes on with its cause, place, time or words: 'died at 49 of', 'death at 34
                # during', 'died at 52 "del corazón"'
                # 'hysterectomy at 47 for fibroids', 'died suddenly at 41 playing soccer'
                r"(?=[ \t]*[,;.)](?!\d)|[ \t]*$|[ \t]+[(\"“]"
                r"|[ \t]+(?i:of|from|during|in|after|while|for|van|aan|tijdens|na|te|[a-z]{3,}ing)\b)",
                group="age", flags=re.MULTILINE, validator=_plausible_age,
                context=("died", "dx", "diagnosed", "diagnosis", "cancer", "death", "deceased", "overleden", "overl",
                         "overleed", "gediagnosticeerd", "diagnose", "kanker", "carcinoom", "infarct", "mi", "cva",
                         "onset", "menarche", "menopause", "menopauze", "borstkanker", "darmkanker", "longkanker",
                         "prostaatkanker", "ovariumcarcinoom", "mammacarcinoom",
                         # 'Father had stroke at 62', 'breast ca at 48', 'sudden death at 34'
                         "stroke", "breast ca", "bowel ca", "lung ca", "prostate ca", "heart attack", "beroerte",
                         "hartinfarct", "hartaanval", "dementia", "dementie", "suicide", "zelfdoding", "passed away",
                         "cabg", "bypass", "pci",  # 'FHx: brother CABG at 55'
                         # 'ovarian Ca at 63', 'went blind in one eye at 74', 'hysterectomy at 47.', 'Mother had a hip
                         # fracture at 78', 'moeder had heupfractuur op 72' ('Ca' alone is calcium or 'CA 19-9', and a
                         # fracture clinic has times)
                         "ovarian ca", "cervical ca", "colon ca", "skin ca", "blind", "hysterectomy", "hysterectomie",
                         "hip fracture", "heupfractuur", "glaucoma", "glaucoom", "amputation", "amputatie",

                         # Dutch writes the organ into one word with the disease ('borstcarcinoom op 43 j')
                         "borstcarcinoom", "prostaatcarcinoom", "coloncarcinoom", "longcarcinoom", "darmcarcinoom",
                         "pancreascarcinoom", "buikkanker", "maagkanker", "slokdarmkanker", "blaaskanker",
                         "baarmoederhalskanker", "leukemie", "hartstilstand",
                         # a relative's history: 'Sister Maribel had "clot in lung" at 30 after C-section'
                         "mother", "father", "sister", "brother", "aunt", "uncle", "grandmother", "grandfather",
                         "moeder", "vader", "zus", "broer", "tante", "oom", "grootmoeder", "grootvader"),
                context_window=45, priority=60),
    # 'moeder overleden 61 j.', 'father died aged 70 yrs': the age at death, with its unit
    PatternSpec("age_at_death", "AGE",
                r"(?<!\w)(?i:overleden|overl\.|gestorven|died|passed away|deceased)[ \t]+(?:(?i:op|at|aged|age)[ \t]+)?"
                r"(?P<age>\d{1,3})[ \t]?(?i:j|jr|jaar|y|yrs?|years)(?!\w)\.?",
                group="age", flags=0, validator=_plausible_age, reject_after=DURATION_AFTER + ("after", "before", "voor"),
                priority=60),
    # 'Moeder (†72) CVA', 'father († 66, MI)': a cross for death, then the age at death in a bracket (a year of death
    # has four digits: '(† 2019)')
    PatternSpec("age_at_death_cross", "AGE",
                r"\([ \t]?†[ \t]?(?P<age>\d{1,3})(?:[ \t]?(?:j|jr|jaar|y|yrs?|years))?\.?[ \t]?(?=[),;])",
                group="age", flags=0, validator=_plausible_age, priority=60),
    # '(paternal uncle, 38)', '(tante, 61)', 'Familiebezoek (moeder, 84)': a relative's age after the relative in brackets
    PatternSpec("age_bracket_relative_comma", "AGE",
                rf"\((?:[a-z]+[ \t])?{_RELATIVES},[ \t]?(?P<age>\d{{1,3}})(?:[ \t]?(?:y|yo|yrs?|j|jr|jaar))?\)",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'Aoife (daughter, 40, physiotherapist in Melbourne)', 'Daniel - son, 27, lives in Leeds': a relative, a comma,
    # the age and a comma going on (dev notes, session 26: 4 such ages gold, none found; no other number so)
    PatternSpec("age_relative_comma_going_on", "AGE",
                # (whether the relative lives may stand between: 'Mother alive, 74, T2DM', 'moeder leeft, 66 jr, DM2')
                rf"(?<!\w){_RELATIVES}(?:[ \t](?i:alive|living|deceased|leeft|overleden))?,[ \t]?(?P<age>\d{{1,3}})"
                r"(?:[ \t]?(?:y|yo|yrs?|j|jr|jaar))?(?=,[ \t])",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'He is 34, married to Sana', 'Zij is 52 en werkt': a pronoun, 'is' and a bare number that ends the clause;
    # the writer's own age in a patient's or neighbour's words ('Ik ben 67, ex-vrachtwagenchauffeur', 'I'm 45 and')
    PatternSpec("age_pronoun_is", "AGE",
                # ('mw. is zelf 78': the carer's own age)
                r"(?<!\w)(?:(?i:he|she|who|hij|zij|ze|mw|mevr|dhr)\.?[ \t]+(?i:is|was)|(?i:you)[ \t]+(?i:are|were)"
                r"|(?i:i)[ \t]+(?i:am)|(?i:i['’]m)|(?i:ik)[ \t]+(?i:ben))[ \t]+"
                r"(?:(?i:now|nu|zelf|herself|himself|myself)[ \t]+)?"
                # 'since he was about 3.', 'toen ze pas 6 was' is another rule's
                r"(?:(?i:about|around|only|just|ongeveer|pas)[ \t]+)?(?P<age>\d{1,3})"
                rf"{_CLAUSE_ENDS}",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    # a relative's, the same way ('Dad is 84, very hard of hearing', 'Mum is 82, has'; dev notes: 3 of 3 gold). The
    # search starts at the verb and the validator looks back for the relative: the relatives' alternation tried
    # at every word had made the pattern six times slower
    PatternSpec("age_relative_is", "AGE",
                r"(?<=\w)[ \t]+(?i:is|was)[ \t]+(?:(?i:now|nu|zelf)[ \t]+)?(?:(?i:about|around|only|just|ongeveer|pas)[ \t]+)?"
                r"(?P<age>\d{1,3})"
                rf"{_CLAUSE_ENDS}",
                group="age", flags=re.MULTILINE, validator=_relative_before_the_verb, priority=61),
    # 'Mr. Dhillon, 58, a millwright', 'mevr. Jansen, 81 jaar': a title, a surname, a comma and an age
    PatternSpec("age_after_titled_surname", "AGE",
                r"(?<!\w)(?i:mr|mrs|ms|miss|mx|dhr|mevr|mw)\.?[ \t]+(?:[A-Z]\.[ \t]?)*(?:(?i:van|de|der|den)[ \t]+){0,2}"
                rf"[A-Z][\w'’-]+,[ \t](?P<age>\d{{1,3}})(?={_COMMA_OR_UNIT_AHEAD})",
                group="age", flags=0, validator=_plausible_age, priority=61),
    # 'in her 70s', 'in his early 60s', 'in their mid-40s': a decade of someone's life
    PatternSpec("age_decade_of_life", "AGE",
                r"(?<!\w)(?i:in[ \t]+(?:his|her|their|my)[ \t]+(?:(?:early|mid|late)[ \t-]?)?)(?P<age>[1-9]0'?s)(?!\w)",
                languages=("en",), group="age", flags=0, priority=61),
    # 'A/P: 27 M ped-cyclist', 'HPI:  45 F with ...': an age and a sex opening a field or a line
    PatternSpec("age_space_sex_opening", "AGE",
                r"(?:^|(?<=:[ \t])|(?<=:[ \t]{2}))(?P<age>\d{2,3})[ \t](?:M|F|V)(?=[ \t]+[a-z(]|[ \t]*[,;]|[ \t]*$)",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    # 'DOB 11/30/1996    27 M', 'DOB: 03/05/1971, 52y': a bare age right after a date of birth
    PatternSpec("age_bare_after_birth_date", "AGE",
                # the label may name the age too: 'Geboren / lft   03/09/1992 - 31 j'
                # or the Belgian birth sign: '°08/12/1938, 85 j.', '(°12/07/1940) - 83 j.'
                r"(?:(?i:dob|d\.o\.b\.?|date of birth|born|geb\.?|geboren|geboortedatum)|°)"
                # 'DOB / Age   : 12-Jan-1989 / 35 Y', '| DOB / Age   | 22/08/1998 / 26 yrs |': a written month, a slash
                # before the age, a table's bar after the label ('geb. 11 maart 1992   31j')
                # dot leaders may join label and date ('DOB / Age ........ 03/06/2016   8 yrs')
                r"(?:[ \t]*/[ \t]*(?i:age|lft\.?|leeftijd))?(?:[: \t|]|\.{3,})*"
                r"(?:\d{1,4}[./-]\d{1,2}|\d{1,2}[./ -][A-Za-z]{3}|\d{1,2}[ ][A-Za-z]{4,9})[./ -]\d{2,4}\)?"
                r"(?:[ \t,]+|[ \t]+[-–][ \t]+|[ \t]*/[ \t]*)"
                # (an age in months, 'DOB / Age:  22/08/2023 / 19 months', or a table's bar after it)
                r"(?P<age>\d{1,3})(?=[ \t]?(?i:y|yo|yrs|years|j|jr|jaar|mo|mos|months?|mnd|maanden)\b|[ \t]?[MFV]\b"
                r"|[ \t]*$|[ \t]*\|)",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    # 'JUN 22,1951 (73)', 'v   11-02-1998 (26)': a full date and an age in brackets that adds up, with no label;
    # a form may align the bracket in a column ('DOB ....... 11/07/1975   (49)')
    PatternSpec("age_bracket_after_full_date", "AGE",
                r"(?:\d{1,2}[/.-]\d{1,2}[/.-]|[A-Za-z]{3,9}\.?[ \t]\d{1,2},[ \t]?|\d{1,2}[ \t-][A-Za-z]{3,9}\.?[ \t-])"
                r"(?P<birth_year>(?:19|20)\d\d)[ \t]{0,8}\((?P<age>\d{1,3})\)",
                group="age", flags=0, validator=_age_of_birth_year, priority=61),
    # 'DEMIRCI Murat  (M, 38 j)', 'Abdurahman Adams (M, 44)': the sex and the age in one bracket
    PatternSpec("age_after_sex_in_bracket", "AGE",
                r"\((?:[MVF]|(?i:man|vrouw|male|female)),[ \t]*(?P<age>\d{1,3})[ \t]?(?:j|jr|jaar|y|yo|yrs|years)?\.?\)",
                group="age", flags=0, validator=_plausible_age, priority=61),
    # 'Pt: Sipho Mthembu      M   38y', 'Kila TAU   M   11 yrs': a header's sex and then the age with its unit
    PatternSpec("age_after_sex_column", "AGE",
                r"(?<![\w/])[MFV][ \t]{1,6}(?P<age>\d{1,3})[ \t]?(?:y|yrs?|yo|j|jr)(?![\w/])",
                group="age", flags=0, validator=_plausible_age, priority=61),
    # 'Mokoena, Nthabiseng   F 34   ID ...', 'van der Merwe, Johan   M 58': sex, then age, a field of a list of
    # patients after a wide gap (dev notes: the 3 in t2s's call list, no other such field)
    PatternSpec("age_after_sex_field", "AGE",
                r"(?<=[ \t]{2})[MFV][ \t](?P<age>\d{1,3})(?=[ \t]{2,}|[ \t]*\r?$)",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    # 'Pt: Yusuf Demir    72 M    MRN ...', 'Rekha Srivastava   46 Y / F', 'PAPADOPOULOS, 84 F, DOB': a header's
    # age and sex after a wide gap or a comma, closing the field (dev notes: 5 such ages, none that is not)
    PatternSpec("age_sex_header_field", "AGE",
                r"(?:(?<=[ \t]{2})|(?<=,[ ]))(?P<age>\d{1,3})[ \t]?(?:[yY]|yo|yrs)?[ \t]?(?:/[ \t]?)?[MFV]"
                r"(?=[ \t]{2,}|[ \t]*[,;]|[ \t]*$)",
                group="age", flags=re.MULTILINE, validator=_plausible_age, priority=61),
    PatternSpec("age_sex_shorthand_lead", "AGE", r"(?<![\w./-])[MFV]/(?P<age>\d{1,3})(?![\w/])",
                group="age", flags=0, validator=_plausible_age, priority=63),
    # 'Age/Sex   : 41 / M', 'Age/Sex: 23 Y / M', 'Leeftijd/geslacht: 67/V': an age/sex field
    PatternSpec("age_sex_field", "AGE",
                r"(?:(?i:age[ \t]*/[ \t]*(?:sex|gender)|leeftijd[ \t]*/[ \t]*geslacht|lft[ \t]*/[ \t]*geslacht)[ \t]*:?[ \t]*"
                # 'Sex/Age: M / 41', 'Gender/Age : Male / 31 Y': the sex first
                r"|(?i:sex|gender|geslacht)[ \t]*/[ \t]*(?i:age|leeftijd|lft)[ \t]*:?[ \t]*"
                r"(?:[MFVmfv]|(?i:male|female|man|vrouw))[ \t]*/[ \t]*)"
                # the unit may follow: 'Sex/Age : F / 34Y'
                r"(?P<age>\d{1,3})(?:[ \t]?(?i:y|yrs?|yo|j|jr)\.?)?(?![\w]|[.,]\d)",
                group="age", flags=0, validator=_plausible_age, priority=63),
    # '5 wk old', 'a 6-week-old girl', 'now 8 wks old', '12 days old': a baby's age in weeks, months or days
    # (not the months of '2 year 3 month old', whose age is the years)
    PatternSpec("age_en_young_old", "AGE",
                r"(?<![\w.,-])(?<!year )(?<!years )(?<!yr )(?<!y )(?P<age>\d{1,2})\s?-?\s?"
                r"(?:wk|wks|weeks?|mo|mos|months?|days?)\.?\s?-?\s?old(?!\w)",
                languages=("en",), group="age", priority=69),
    # '6 dagen oude zuigeling', '14 maanden oud', 'nu 3 weken oud'
    PatternSpec("age_nl_young_oud", "AGE",
                r"(?<![\w.,-])(?P<age>\d{1,2})\s?(?:maanden|maand|mnd|weken|wk|dagen)\.?\s+oude?(?!\w)",
                languages=("nl",), group="age", priority=69),
    # 'sinds zijn 14e', 'vanaf zijn 55e', 'voor haar 80e verjaardag': an age as an ordinal after a possessive;
    # 'sinds ze 6 was', 'toen hij 12 jaar was'
    # (after a preposition of time, and from 10 up unless a birthday follows: 'zijn 2e opname' is a count)
    PatternSpec("age_nl_ordinal", "AGE",
                r"(?<!\w)(?:sinds|vanaf|tot|op|na|voor|rond|tussen)[ \t]+(?:zijn|haar|z'n|m'n|mijn|hun)[ \t]+"
                r"(?P<age>[1-9]\d{1,2}|\d(?=(?:e|ste|de)[ \t]+(?:verjaardag|levensjaar)))"
                # without its ending only before a pause or a verb or preposition: 'meldde zich op zijn 13 op aanraden'
                r"(?:(?:e|ste|de)(?!\w)|(?=[ \t]*[,.;)]|[ \t]+(?:op|in|van|naar|al|is|was|werd|heeft|had|kreeg|begon"
                r"|stopte|ging|en|toen|met)\b))",
                languages=("nl",), group="age", validator=_plausible_age, priority=61),
    # 'Age:       4 yr 3 mo', 'Leeftijd: 6 j. 8 m.': years and months after an age label, as one age
    PatternSpec("age_years_and_months_after_label", "AGE",
                r"(?<!\w)(?i:age|leeftijd|lft\.?)[ \t]*:?[ \t]{0,12}"
                r"(?P<age>\d{1,2}[ \t]?(?i:y|yr|yrs|years?|j|jr|jaar)\.?,?[ \t]*\d{1,2}[ \t]?(?i:m|mo|mos|months?|mnd|maanden)\.?)"
                r"(?!\w)",
                group="age", flags=0, validator=_plausible_age, priority=67),
    # 'P3, youngest 4 y.', 'oudste 12 jaar': a child's age after its rank
    PatternSpec("age_after_youngest_or_eldest", "AGE",
                r"(?<!\w)(?i:youngest|eldest|oldest|jongste|oudste)[ \t]+(?P<age>\d{1,2})[ \t]?"
                r"(?i:y|yo|yrs?|years?|j|jr|jaar)\b",
                group="age", flags=0, validator=_plausible_age, priority=62),
    # 'repair at 5 months of age', 'at 3 years of age': an age at an event
    PatternSpec("age_n_units_of_age", "AGE",
                r"(?<![\w.,])(?P<age>\d{1,3})[ \t]+(?i:days?|weeks?|months?|years?)[ \t]+of[ \t]+age\b",
                languages=("en",), group="age", flags=0, validator=_plausible_age, priority=62),
    PatternSpec("age_nl_since_she_was", "AGE",
                r"(?<!\w)(?:sinds|toen|vanaf)[ \t]+(?:ze|zij|hij)[ \t]+(?P<age>\d{1,2})[ \t]+(?:was|jaar)(?!\w)",
                languages=("nl",), group="age", validator=_plausible_age, priority=61),
    # a developmental history dates each milestone by the child's age: 'Sat at 7 months, walked at 15 months',
    # 'first words at approx 14 months', 'loss of some words around 20 months', 'eerste woordjes rond 11
    # maanden', 'liep met 15 mnd' (a milestone word a few words before; 'review at 6 months' has none)
    PatternSpec("age_at_milestone", "AGE",
                r"(?<!\w)(?:sat|sitting|crawled|crawling|walked|walking|rolled|smiled|babbled|babbling|"
                r"talked|words|toilet[- ]trained|zat|zitten|kroop|kruipen|liep|lopen|rolde|lachte|brabbelde|"
                r"praatte|woordjes|woorden|zindelijk)\b[^\n.;:]{0,30}?(?<!\w)(?:at|around|by|rond|met|op)[ \t]+"
                r"(?:(?:approx\.?|about|around|ca\.?|circa|ongeveer|~)[ \t]*)?(?P<age>\d{1,2})\s?"
                r"(?:months?|mths?|mo|m|maanden|maand|mnd)(?![\w/])",
                group="age", validator=_plausible_age, priority=62),
)
PATTERNS = PATTERNS + AGE_SHORTHAND
