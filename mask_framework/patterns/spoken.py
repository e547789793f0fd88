"""Numbers, dates and names spoken rather than written: raw speech recognition and call transcripts.

A dictation system's raw output, a recorded call or an ambient scribe's transcript writes what was said:
'NHS number four eight five seven seven three two nine one six', 'date of birth third of the eleventh
nineteen fifty eight', 'mobile oh seven nine four six double two one three eight oh five', 'that's K O W A L
C Z Y K', 'geboren op zeventien augustus negentien vierenzestig', 'bereikbaar op nul zes twee vier ...'. The
digit patterns find none of it (dev set ``t3d``: recall 0.62 English, 0.67 Dutch before this module).

Each pattern here reads one spoken form:

* a run of four spoken digits or more, perhaps with capital letters and tens between them ('H S one oh two
  two four seven eight', 'oh seven three, four four one, nine zero two eight', 'B three K three B five'): a
  phone number after a phone's cue, else an identifier;
* letters spelled one by one, or by a spelling alphabet ('B-O-U-D-R-E-A-U', 'M for Mike, G for golf', 'Zulu
  Alpha Kilo'): a name, five letters or more, or three after a cue ('spelt', 'surname', 'ik spel');
* a day and month in words, with a spoken year or not ('twenty first of March twenty twenty five', 'August
  nineteenth nineteen eighty-nine', 'maandag achttien maart tweeduizend vierentwintig'), a month with a spoken
  year ('juni tweeduizend drieëntwintig'), and a spoken year after 'in', 'since' ('in twenty nineteen');
* an age in words before 'year old' or 'jarige' ('negenenvijftig jarige'), and a spoken house number with its
  street ('forty two Church Road', 'Hoofdstraat tweehonderdvier').

Offsets are those of the text as given (half-open code points), like every pattern's.
"""
from __future__ import annotations

import re

from mask_framework.patterns.dates import MONTHS_EN, MONTHS_NL, WEEKDAYS_NL, full_month_names
from mask_framework.patterns.spec import PatternSpec


def _words(*words: str) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# -- English number words ------------------------------------------------------------------------
_UNIT_EN = _words("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_DIGIT_EN = _words("zero", "oh", _UNIT_EN)
_TEEN_EN = _words("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
                  "nineteen")
_TENS_EN = _words("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
#: a number below a hundred: 'seven', 'nineteen', 'forty two', 'twenty-two'
_BELOW_100_EN = rf"(?:(?:{_TENS_EN})(?:[ -](?:{_UNIT_EN}))?|{_TEEN_EN}|{_UNIT_EN})"
#: a house number: 'two hundred and twelve', 'one sixty', 'twenty two fifteen', 'forty-seven'
_HOUSE_NUMBER_EN = (rf"(?:(?:{_UNIT_EN})[ \t]+hundred(?:[ \t]+and)?(?:[ \t]+{_BELOW_100_EN})?"
                    rf"|{_BELOW_100_EN}(?:[ \t]+{_BELOW_100_EN})?)")
_ORDINAL_UNIT_EN = _words("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_ORDINAL_TEEN_EN = _words("tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
                          "seventeenth", "eighteenth", "nineteenth", "twentieth", "thirtieth")
ORDINAL_EN = rf"(?:(?:twenty|thirty)[ -](?:{_ORDINAL_UNIT_EN})|{_ORDINAL_TEEN_EN}|{_ORDINAL_UNIT_EN})"
#: a month said as its ordinal ('third of the eleventh'): first to twelfth
_MONTH_ORDINAL_EN = _words(_ORDINAL_UNIT_EN, "tenth", "eleventh", "twelfth")
_MONTH_EN = _words(*full_month_names(MONTHS_EN))
#: a spoken year: 'nineteen fifty eight', 'twenty twenty-five', 'twenty oh eight', 'two thousand and eight'
YEAR_EN = (rf"(?:(?:nineteen|twenty)[ \t-](?:hundred|oh[ \t-](?:{_UNIT_EN})|(?:{_TENS_EN})(?:[ \t-](?:{_UNIT_EN}))?|{_TEEN_EN})"
            rf"|two[ \t-]thousand(?:[ \t]+and)?(?:[ \t-]{_BELOW_100_EN})?)")

# -- Dutch number words --------------------------------------------------------------------------
_UNIT_NL = _words("een", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen")
_DIGIT_NL = _words("nul", _UNIT_NL)
_TEEN_NL = _words("tien", "elf", "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien",
                  "negentien")
_TENS_NL = _words("twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig")
#: a number below a hundred, glued as Dutch writes it: 'vierentwintig', 'tweeëntwintig', 'achtentachtig'
_BELOW_100_NL = rf"(?:(?:{_UNIT_NL})(?:en|ën)(?:{_TENS_NL})|{_TENS_NL}|{_TEEN_NL}|{_UNIT_NL})"
#: a number of hundreds: 'honderdzeventien', 'driehonderd', 'tweehonderdvier'
_HUNDREDS_NL = rf"(?:{_UNIT_NL})?honderd(?:en)?(?:{_BELOW_100_NL})?"
#: a house number: 'honderdzeventien', 'tweehonderdvier', 'drieëntwintig'
_HOUSE_NUMBER_NL = rf"(?:{_HUNDREDS_NL}|{_BELOW_100_NL})"
_DAY_NL = rf"(?:(?:{_UNIT_NL})(?:en|ën)(?:twintig|dertig)|{_words('twintig', 'dertig')}|{_TEEN_NL}|{_UNIT_NL})"
_MONTH_NL = _words(*full_month_names(MONTHS_NL))
_WEEKDAY_NL = _words(*(day for day in WEEKDAYS_NL if day.endswith("dag")))
#: a spoken year: 'negentienhonderd eenennegentig', 'negentien zevenenvijftig', 'negentienzesenzeventig',
#: 'tweeduizend vierentwintig', 'twintig negentien'
_YEAR_NL = (rf"(?:(?:negentien(?:[ \t]?honderd)?|twintig)[ \t]?(?:{_BELOW_100_NL})"
            rf"|tweeduizend(?:[ \t]?(?:{_BELOW_100_NL}))?)")

# -- runs of spoken digits and letters -----------------------------------------------------------
#: what stands between the parts of a spoken number: a space, a comma, a dash or a pause, or a word for them
_RUN_SEP = r"(?:(?:[ \t]*(?:,|…|\.\.\.|–|(?i:dash|stroke|slash|streepje))){0,3}[ \t]+|-)"
_PHONE_CUES = ("phone", "telephone", "mobile", "mob", "number's", "call", "ring", "fax", "line", "cell", "home is",
               "work", "contact", "tel", "telefoon", "telefonisch", "mobiel", "gsm", "bereikbaar", "bellen", "bel",
               "nummer is", "terugbellen", "cijfer voor cijfer")


def _digit_run(digit: str, numbers: str) -> str:
    """A run of four parts or more: spoken digits (perhaps doubled), ``numbers`` (tens, hundreds) and capitals."""
    token = rf"(?:(?:(?i:double|triple|dubbel)[ \t]+)?(?i:{digit})|(?i:{numbers})|[A-Z])(?![\w'’])"
    return rf"(?<![\w'’-]){token}(?:{_RUN_SEP}{token}){{3,}}"


def _run_parts(multipliers: str, digit: str, numbers: str) -> re.Pattern:
    """The parts the validator counts in a run of ``_digit_run(digit, numbers)``: the language's multipliers, the
    digits, the numbers and the capitals."""
    return re.compile(rf"(?i:{multipliers})|\b(?i:{digit})\b|\b(?i:{numbers})\b|\b[A-Z]\b")


_SINGLE_DIGIT = re.compile(rf"(?i:{_DIGIT_EN}|{_DIGIT_NL})")


def _spoken_number_valid(tokens: re.Pattern):
    """Four spoken digits or more ('double two' counts two); seven digits or more read in groups, two for a
    number below a hundred and three for hundreds ('vijfentachtig, nul zeven, tweeëntwintig, driehonderd
    zesenveertig, achttien': a Belgian national number); or, with capital letters in it (a postcode, a
    reference), two numbers and two letters in five parts or more ('B nine five S S')."""
    def validate(match: re.Match) -> bool:
        parts = tokens.findall(match.group())
        digits = numbers = letters = written = 0
        repeat = 1
        for part in parts:
            lower = part.lower()
            if lower in ("double", "triple", "dubbel"):
                repeat = 3 if lower == "triple" else 2
                continue
            if len(part) == 1 and part.isupper():
                letters += 1
            elif _SINGLE_DIGIT.fullmatch(part):
                digits += repeat
                written += repeat
            else:
                numbers += 1
                written += 3 if "honderd" in lower or "hundred" in lower else 2
            repeat = 1
        return digits >= 4 or (digits >= 2 and written >= 7) \
            or (digits + numbers >= 2 and letters >= 2 and digits + numbers + letters >= 5)
    return validate


# each language's run and its validator, built once from the same words (the phone and the identifier share them)
_NUMBERS_EN = rf"{_TENS_EN}|{_TEEN_EN}"
_NUMBERS_NL = rf"{_HUNDREDS_NL}|{_BELOW_100_NL}"
_RUN_EN = _digit_run(_DIGIT_EN, _NUMBERS_EN)
_RUN_NL = _digit_run(_DIGIT_NL, _NUMBERS_NL)
_RUN_VALID_EN = _spoken_number_valid(_run_parts("double|triple", _DIGIT_EN, _NUMBERS_EN))
_RUN_VALID_NL = _spoken_number_valid(_run_parts("dubbel", _DIGIT_NL, _NUMBERS_NL))


# -- letters spelled out -------------------------------------------------------------------------
_NATO = _words("alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
               "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
               "uniform", "victor", "whiskey", "whisky", "x-ray", "yankee", "zulu")
#: one spelled letter: alone, by a word of a spelling alphabet, or 'M for Mike' / 'A van Anton'
_SPELLED = rf"(?:[A-Za-z](?:[ \t]+(?i:for|voor|van|as[ \t]+in)[ \t]+[A-Za-z][a-z]+)?|(?i:{_NATO}))(?![\w'’]|-[\w'’]{{2}})"
_SPELLED_TOKEN = re.compile(rf"(?<![\w'’]){_SPELLED}")
_SPELL_SEP = r"(?:[ \t]*,[ \t]*|[ \t]+(?i:streepje|dash|hyphen|koppelteken)[ \t]+|[ \t]+|-)"
_SPELLING_CUE = re.compile(r"(?i:spel+t?|spelled|spelling|that's|that is|surname|first name|name is|gespeld|"
                           r"achternaam|voornaam|dat is|ik spel)\W*\Z")
_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def _spelled_valid(match: re.Match) -> bool:
    """Five spelled letters or more, or three after a spelling cue or the word they spell; a spelling alphabet
    makes four enough. Not an alphabet's run ('A B C D E'), not lower-case letters without a cue (Dutch 'u', a
    list's 'a b'), not a heading in spaced capitals alone on its line."""
    spelled = match.group()
    letters = _SPELLED_TOKEN.findall(spelled)
    initials = "".join(letter[0].lower() for letter in letters)
    if len(initials) >= 4 and initials in _ALPHABET:
        return False
    before = match.string[max(0, match.start() - 40):match.start()]
    # a cue, or the word the letters spell right before them ('Kok, K, O, K', 'Whitcombe that's W H I T ...')
    cued = _SPELLING_CUE.search(before) is not None or initials in {word.lower() for word in re.findall(r"\w+", before)}
    if not cued and any(letter.islower() and len(letter) == 1 for letter in letters):
        return False
    # a letter by a word of a spelling alphabet, or 'M for Mike': a part longer than one letter
    spelled_by_alphabet = any(len(letter) > 1 for letter in letters)
    if not cued and not spelled_by_alphabet and _alone_on_its_line(match):
        return False  # a heading set in spaced capitals: 'F A X B E R I C H T'
    return len(letters) >= (3 if cued else 4 if spelled_by_alphabet else 5)


def _alone_on_its_line(match: re.Match) -> bool:
    """Whether nothing but punctuation, spaces and single letters stands beside ``match`` on its line (the
    single letters: what a shorter match of the same heading leaves)."""
    text = match.string
    start = text.rfind("\n", 0, match.start()) + 1
    end = text.find("\n", match.end())
    rest = text[start:match.start()] + text[match.end():len(text) if end < 0 else end]
    return re.search(r"[^\W\d_]{2,}|\d", rest) is None


_MONTH_FIRST_WORD = re.compile(rf"(?i:{_MONTH_EN})[ \t]+(?P<rest>.*)", re.DOTALL)


def _spoken_date_en_valid(match: re.Match) -> bool:
    """'May' opens a date only capitalised ('you may first try'), and a month before 'first' or 'second' alone is
    an order, not a day ('exams in December first')."""
    spoken = match.group()
    if spoken.lower().startswith("may ") and not spoken.startswith("M"):
        return False
    month_first = _MONTH_FIRST_WORD.fullmatch(spoken)
    return not (month_first and month_first.group("rest").lower() in ("first", "second"))


_STREET_TYPES_EN = _words("road", "street", "avenue", "lane", "drive", "close", "crescent", "way", "place", "terrace",
                          "court", "gardens", "grove", "park", "row", "walk", "hill", "square")
_STREET_NL = r"[A-Z][\w'’.-]*(?:straat|laan|weg|steenweg|plein|gracht|kade|singel|dijk|dreef|pad|hof|markt|baan|lei)"

PATTERNS = (
    PatternSpec("spoken_phone_en", "PHONE", _RUN_EN, languages=("en",), flags=0, validator=_RUN_VALID_EN,
                context=_PHONE_CUES, context_window=40, priority=66),
    PatternSpec("spoken_number_en", "ID", _RUN_EN, languages=("en",), flags=0, validator=_RUN_VALID_EN, priority=65),
    PatternSpec("spoken_phone_nl", "PHONE", _RUN_NL, languages=("nl",), flags=0, validator=_RUN_VALID_NL,
                context=_PHONE_CUES, context_window=40, priority=66),
    PatternSpec("spoken_number_nl", "ID", _RUN_NL, languages=("nl",), flags=0, validator=_RUN_VALID_NL, priority=65),
    PatternSpec("spelled_name", "NAME", rf"(?<![\w'’-]){_SPELLED}(?:{_SPELL_SEP}{_SPELLED}){{2,}}", flags=0,
                validator=_spelled_valid, priority=64),
    # 'twenty first of March twenty twenty five', 'third of the eleventh nineteen fifty eight' (a month by its
    # ordinal only with a year), 'August nineteenth nineteen eighty-nine', 'January twenty twenty five'
    PatternSpec("spoken_date_en", "DATE",
                rf"(?<![\w-])(?:{ORDINAL_EN})(?:[ \t]+of)?[ \t]+(?:(?:{_MONTH_EN})(?:,?[ \t]+{YEAR_EN})?"
                rf"|the[ \t]+(?:{_MONTH_ORDINAL_EN}),?[ \t]+{YEAR_EN})(?![\w-])"
                rf"|(?<![\w-])(?:{_MONTH_EN})[ \t]+(?:(?:{ORDINAL_EN})(?:,?[ \t]+{YEAR_EN})?|{YEAR_EN})(?![\w-])",
                languages=("en",), validator=_spoken_date_en_valid, priority=63),
    # 'in twenty nineteen', 'since two thousand and eight', 'until late twenty twenty four'
    PatternSpec("spoken_year_en", "DATE", rf"(?<![\w-]){YEAR_EN}(?![\w-])", languages=("en",),
                context=("in", "since", "from", "until", "till", "late", "early", "mid", "year", "born"),
                context_window=8, priority=62),
    # 'maandag achttien maart tweeduizend vierentwintig', 'veertien maart achtenzestig', 'vier maart'
    PatternSpec("spoken_date_nl", "DATE",
                rf"(?<![\w-])(?:(?:{_WEEKDAY_NL})[ \t]+)?(?:{_DAY_NL})[ \t]+(?:{_MONTH_NL})"
                rf"(?:[ \t]+(?:{_YEAR_NL}|{_BELOW_100_NL}))?(?![\w-])"
                rf"|(?<![\w-])(?:{_MONTH_NL})[ \t]+{_YEAR_NL}(?![\w-])",
                languages=("nl",), priority=63),
    # 'in twintig negentien', 'overleed in tweeduizend zes'
    PatternSpec("spoken_year_nl", "DATE", rf"(?<![\w-]){_YEAR_NL}(?![\w-])", languages=("nl",),
                context=("in", "sinds", "vanaf", "tot", "eind", "begin", "medio", "jaar", "geboren"),
                context_window=8, priority=62),
    # 'sixty six year old', 'zevenenveertig-jarige', 'tweeëndertig jaar oud': an age in words (the number only)
    PatternSpec("spoken_age_en", "AGE", rf"(?<![\w-])(?P<age>{_BELOW_100_EN}|(?:one[ \t]+)?hundred(?:[ \t]+and[ \t]+"
                rf"{_BELOW_100_EN})?)[ \t-]+years?[ \t-]+old(?![\w])", languages=("en",), group="age", priority=63),
    PatternSpec("spoken_age_after_aged_en", "AGE", rf"(?<![\w-])aged[ \t]+(?P<age>{_BELOW_100_EN})(?![\w-])",
                languages=("en",), group="age", priority=63),
    PatternSpec("spoken_age_nl", "AGE", rf"(?<![\w-])(?P<age>{_BELOW_100_NL}|honderd(?:en)?(?:{_BELOW_100_NL})?)"
                rf"(?:[ \t-]?jarige?n?|[ \t]+jaar[ \t]+oud)(?![\w])", languages=("nl",), group="age", priority=63),
    # 'Ik ben vierentachtig, hé', "I'm eighty-four." : the speaker's own age, a pause after it
    PatternSpec("spoken_own_age_en", "AGE",
                rf"(?i:\bi[ \t]+am|\bi['’]m)[ \t]+(?P<age>{_BELOW_100_EN})(?=[ \t]*[,.;!]|[ \t]+years)",
                languages=("en",), group="age", priority=63),
    PatternSpec("spoken_own_age_nl", "AGE",
                rf"(?i:\bik[ \t]+ben)[ \t]+(?P<age>{_BELOW_100_NL})(?=[ \t]*[,.;!]|[ \t]+jaar\b)",
                languages=("nl",), group="age", priority=63),
    # 'forty two Church Road', 'two hundred and twelve Ladypool Road', 'twenty-two Ntlazane Street'
    PatternSpec("spoken_house_number_en", "LOCATION",
                rf"(?<![\w-])(?i:{_HOUSE_NUMBER_EN})[ \t]+(?:[A-Z][\w'’-]+[ \t]+){{1,2}}(?i:{_STREET_TYPES_EN})(?![\w])",
                languages=("en",), flags=0, priority=63),
    # 'Antwerpsesteenweg honderdzeventien', 'Hoofdstraat tweehonderdvier', 'Leopold I-straat tweehonderdtwaalf, bus drie'
    PatternSpec("spoken_house_number_nl", "LOCATION",
                rf"(?<![\w-])(?:[A-Z][\w'’.-]*[ \t]+)?{_STREET_NL}[ \t]+(?i:{_HOUSE_NUMBER_NL})(?![\w])"
                rf"(?:[ \t]+(?i:bis)|,?[ \t]+(?i:bus)[ \t]+(?i:{_BELOW_100_NL}))?",
                languages=("nl",), flags=0, priority=63),
)
