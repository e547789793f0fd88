"""Telephone numbers: Dutch and Belgian national and international formats, NANP (US) numbers,
Irish and Australian 1800/1300 numbers, Indian mobile numbers.

Dutch numbers have 10 digits nationally (0 + area code + subscriber), Belgian ones 9
(landline) or 10 (mobile, 04xx); service numbers 0800/0900 have 4 or 7 more digits (Belgian ones 5).
Written numbers carry typos, so a number with an explicit area-code separator may be
one digit short or long. A bare digit run must have exactly 10 digits.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec
from mask_framework.patterns.validators import digits_of

#: '03-12-2021 10' must not become a phone number; the separators of a date repeat
_DATE_LIKE = re.compile(r"^(?:\d{1,2}(\s?[-/.]\s?)\d{1,2}\1\d{2,4}|\d{4}([-/.])\d{1,2}\2\d{1,2})(?:\D|$)")
_SERVICE_PREFIXES = ("0800", "0900", "0906", "0909", "0870", "0878")


def national_phone_valid(match: re.Match) -> bool:
    candidate = match.group(0)
    if _DATE_LIKE.match(candidate):
        return False
    digits = digits_of(candidate)
    if digits.startswith("00"):
        return False
    first_group = re.match(r"\(?(\d+)", candidate).group(1)
    if first_group in _SERVICE_PREFIXES:  # as written: '090 964 2218' is a regional number, not 0909
        # Dutch 0800-1234 and 0800-0123456, Belgian 0800 23 547, British 0800 643 647 and 0800 123 4567
        return len(digits) in (8, 9, 10, 11)
    separated = not candidate.isdigit()
    if not separated:
        return len(digits) == 10
    return 9 <= len(digits) <= 11


def international_phone_valid(match: re.Match) -> bool:
    # '+31 (0)6 ...': the bracketed trunk zero is not dialled after the country code
    digits = digits_of(match.group(0).replace("(0)", "", 1))
    if digits.startswith("00"):
        digits = digits[2:]
    if digits.startswith("31"):
        return len(digits) - 2 == 9
    if digits.startswith("32"):
        return len(digits) - 2 in (8, 9)
    if digits.startswith("1"):
        return len(digits) == 11
    return 9 <= len(digits) <= 14


def nanp_phone_valid(match: re.Match) -> bool:
    digits = digits_of(match.group("number"))
    return len(digits) == 10 and digits[0] in "23456789"


_SEP = r"(?:[ \t]?[-/.][ \t]?|[ \t])"

_SLASH_BETWEEN_NUMBERS = re.compile(r"[ \t]/[ \t]")
#: one number after a phone label: digits with separators, no slash between spaces
_LABELLED_NUMBER = r"\+?\(?\d(?:[\d\-.()]|[ ](?!/)|(?<![ ])/){4,18}\d"
#: labels that name a telephone and nothing else ('home' or 'contact' may precede a count or a range, 'pH' a value)
_TELEPHONE_ONLY_LABEL = re.compile(r"(?i:tel|telephone|phone|telefoon|fax|gsm|mob|mobile|mobiel|cell)\b")
#: a six-digit local number: in two groups of three, three of two, or whole ('481-226', '44 22 22', '442222'); not
#: a day-month and a time ('by phone 9/7 1650')
_SIX_DIGITS = re.compile(r"\d{3}[- ]?\d{3}|\d{2}([- ])\d{2}\1\d{2}")


def labelled_phone_valid(match: re.Match) -> bool:
    """Each number (two may share a label: '0302 674 058 / 0244 318 207') has 7 to 15 digits, or 6 after a
    label that names a telephone: Suriname's landlines have six ('tel. 481-226')."""
    six_allowed = _TELEPHONE_ONLY_LABEL.match(match.group(0)) is not None
    for number in _SLASH_BETWEEN_NUMBERS.split(match.group("number")):
        digits = digits_of(number)
        if len(digits) == 6 and six_allowed and _SIX_DIGITS.fullmatch(number):
            continue
        if not 7 <= len(digits) <= 15 or _DATE_LIKE.match(number):
            return False
    return True


#: words after an internal number that make it a count or a dose ('bleep 3 times', 'pager 250 mg')
_COUNTS_AFTER = ("x", "mg", "ml", "min", "mins", "minuten", "times", "keer")

PATTERNS = (
    # 'Tel 090 964 2218', 'Ph: 0800 643 647', 'mobiel 0470 12 34 56', 'HP 9123 4567', 'home 6454 0921':
    # any number of seven digits or more after a phone label
    PatternSpec(
        name="phone_labelled",
        entity="PHONE",
        regex=r"(?<!\w)(?i:tel|telephone|phone|ph|mob|mobile|cell|gsm|telefoon|mobiel|tfn|fax|pager|hp|h/p|handphone"
              r"|home|work|contact|contact no|thuis|werk)\.?[ \t]*:?[ \t]*"
              # a slash between spaces parts two numbers ('0302 674 058 / 0244 318 207'); both are taken
              rf"(?P<number>{_LABELLED_NUMBER}(?:[ \t]/[ \t]{_LABELLED_NUMBER})?"
              r"(?:[ \t]*,?[ \t]*(?i:ext|extn|x)\.?[ \t]*\d{1,5})?)"
              r"(?![\w]|[.,/-]\d)",
        group="number",
        validator=labelled_phone_valid,
        # '06-12345678 67 jaar': the last group is an age, not part of the number (the national pattern keeps it)
        reject_after=("jaar", "jr", "j", "years", "year", "yrs", "yo", "y", "mg", "ml", "kg", "x"),
        priority=77,
    ),
    # 'bleep 4417', 'pager 8634', 'pg 5521', 'bieper 4619' (Flemish), 'sein 2231', 'ext 4412', 'pager x4-7781',
    # 'ext. 7-3318':
    # a hospital's internal number after its label, perhaps with an exchange digit before a dash
    PatternSpec(
        name="phone_internal",
        entity="PHONE",
        regex=r"(?<!\w)(?i:bleep|blp|pager|pgr|pg(?=[ \t]*\d{4})|pieper|piepernummer|bieper|biepernummer|sein|seinnummer"
              r"|ext|extn|extension|toestel|tst)"
              # six digits in pairs: 'tst. 13 72 04'
              r"\.?[ \t]*(?:no\.?|nr\.?|#)?[ \t]*:?[ \t]*(?P<number>(?i:x)?\d{1,2}-\d{3,5}|\d{3,6}"
              r"|\d{2}[ ]\d{2}[ ]\d{2}(?![ ]\d)"
              # an exchange digit apart: 'tst. 5 7340'
              r"|\d[ ]\d{4}(?![ ]\d))(?![\w]|[.,/-]\d)",
        group="number",
        reject_after=_COUNTS_AFTER,
        priority=58,
    ),
    # 'Omar at x6-8820', '(Kendra Washington, LSW, x4-6618)': an extension written with its 'x' and exchange
    # digit needs no label ('x2-3 days' has no four digits after the dash, 'x10-1000' two before it)
    PatternSpec(
        name="phone_extension_x",
        entity="PHONE",
        regex=r"(?<![\w./-])[xX]\d-\d{4}(?![\w/-]|[.,]\d)",
        priority=58,
    ),
    # 'paged slp x4471', 'bed mgr (x84710)': an extension of four or five digits after its 'x' (dev notes: 39 such,
    # all gold); not a power of ten ('x1000' magnifies)
    PatternSpec(
        name="phone_extension_x_digits",
        entity="PHONE",
        regex=r"(?<![\w./-])[xX](?!10{3,4}(?!\d))\d{4,5}(?![\w/-]|[.,]\d)",
        priority=58,
    ),
    # 'tel. intern 5723', 'spoed@... / intern 6120', 'dect 4417': a Dutch hospital's internal number
    PatternSpec(
        name="phone_internal_nl",
        entity="PHONE",
        regex=r"(?<!\w)(?i:intern|dect)[ \t]*:?[ \t]*(?P<number>[1-9]\d{3,4})(?![\w]|[.,/-]\d)",
        languages=("nl",),
        group="number",
        reject_after=_COUNTS_AFTER,
        priority=58,
    ),
    # 'uroloog dr. Declercq (tel. 3412)', 'nefroloog, tel 5744': four or five digits alone after 'tel' are
    # an internal number (a full number has more groups: 'tel. 0475 61 28 90', 'tel. 0900 - 1515')
    PatternSpec(
        name="phone_internal_tel",
        entity="PHONE",
        regex=r"(?<!\w)(?i:tel)\.?[ \t]*:?[ \t]*(?P<number>[1-9]\d{3,4})(?![\w]|[.,/-]\d|[ \t]*[-–]?[ \t]*\d)",
        group="number",
        reject_after=_COUNTS_AFTER,
        priority=58,
    ),
    # 'FY1, page 4517', 'page #7734': a pager by the verb that calls it (four or five digits: a document's
    # page has fewer)
    PatternSpec(
        name="phone_page",
        entity="PHONE",
        regex=r"(?<!\w)(?i:page)[ \t]*#?[ \t]*(?P<number>[1-9]\d{3,4})(?![\w]|[.,/-]\d)",
        group="number",
        reject_after=_COUNTS_AFTER,
        priority=74,  # the verb says what the number after '#' is ('hash_number' reads it as an ID)
    ),
    # 'Bleep stroke team 3312', 'pager on-call reg 44172': a pager's owner between label and number
    # (four digits or more: 'bleep if sbp 180' is an instruction)
    PatternSpec(
        name="phone_pager_of",
        entity="PHONE",
        regex=r"(?<!\w)(?i:bleep|pager|pieper|bieper|sein)[ \t]+(?:[a-z][a-z/-]*[ \t]+){1,3}"
              r"(?P<number>\d{4,6})(?![\w]|[.,/-]\d)",
        group="number",
        flags=0,
        reject_after=_COUNTS_AFTER,
        priority=57,
    ),
    # '01 640 3000 ext 4412', '0248 384384 ext 3292', '030-2509111 toestel 12', '250-755-7691 local 56108'
    # (Canada): the extension after a number;
    # an 'x' glued to it only after a number's last group of four ('0115 924 9924 x61822', not '1200 x300')
    PatternSpec(
        name="phone_extension",
        entity="PHONE",
        regex=r"(?<=\d)[ \t]*,?[ \t]*(?P<ext>(?i:ext|extn|extension|toestel|tst|local)\.?[ \t]*(?:\d{1,2}-)?\d{2,5}"
              r"|(?<=\d[ -]\d{4}[ \t])x\d{3,6})(?![\w])",
        group="ext",
        priority=59,
    ),
    PatternSpec(
        name="phone_international",
        entity="PHONE",
        regex=r"(?<![\w+])(?:\+|00)[ \t]?[1-9]\d{0,2}[ \t.-]?(?:\(0\)[ \t]?)?\(?\d{1,4}\)?(?:[ \t.-]?\d){5,11}(?![\w])",
        validator=international_phone_valid,
        priority=80,
    ),
    PatternSpec(
        name="phone_nl_be_national",
        entity="PHONE",
        regex=(
            r"(?<![\w+\-/.,])(?:"
            rf"\(0\d{{1,4}}\){_SEP}?-?[ \t]?\d(?:[ \t.-]?\d){{4,9}}"          # (030) 555 5555, (06)-5555 5555
            rf"|0\d{{1,4}}{_SEP}\d(?:[ \t.]?\d){{3,9}}"                    # 030-5555555, 0475/12.34.56
            r"|0\d(?:[ \t]?\d){8,10}"                                       # 06 55 55 55 55, 0655555555
            r")(?![\w]|[.,/-]\d)"
        ),
        languages=("nl", "en"),
        validator=national_phone_valid,
        priority=76,
    ),
    # 'Pieta 1800 247 247', 'NDIS 1800 800 110', '1300 360 980': Irish and Australian freephone and
    # local-rate numbers, four digits then six (a year is never followed by two groups of three), or three
    # pairs as they are said ('NURSE-ON-CALL 1300 60 60 24'), or a pair and four ('1300 36 2500')
    PatternSpec(
        name="phone_freephone_au_ie",
        entity="PHONE",
        regex=r"(?<![\w+\-/.,])1[38]00[ -]?(?:\d{3}[ -]?\d{3}|\d{2}[ -]\d{2}[ -]\d{2}|\d{2}[ -](?!(?:19|20)\d\d)\d{4})(?![\w]|[.,/-]\d)",
        languages=("en",),
        priority=76,
    ),
    # 'Quitline 13 78 48', 'Qld Poisons (13 11 26)', 'interpreter (TIS 131 450)': an Australian six-digit number
    # said in pairs or in threes, after a word that calls it (dev notes: 11 of 11 such numbers gold, 9 found
    # before 'Lifeline' and 'TIS' were cues; three pairs of numbers alone may be a row of results)
    PatternSpec(
        name="phone_thirteen_au",
        entity="PHONE",
        regex=r"(?<![\w+\-/.,])13(?:[ ]\d{2}[ ]\d{2}|\d[ ]\d{3})(?![\w]|[.,/-]?\d|[ ]\d)",
        languages=("en",),
        context=("line", "helpline", "quitline", "poisons", "poison", "call", "phone", "ph", "tel", "ring", "contact",
                 "lifeline", "tis", "interpreter", "interpreting", "crisis"),
        context_window=30,
        priority=76,
    ),
    # 'Alt (husband): 98867 21043', '94150 60318 (husband)': an Indian mobile number (ten digits,
    # the first 6-9) written as two groups of five, the way it is said; no date, ID or count is
    # grouped so (dev notes: 16 of 16 such groups are phone numbers)
    PatternSpec(
        name="phone_mobile_in",
        entity="PHONE",
        # (not the start of a longer run of groups: 'card no 80276 12345 67890' is a card)
        regex=r"(?<![\w+\-/.,])(?<!\d )[6-9]\d{4}[ -]\d{5}(?![\w]|[.,/-]\d| \d)",
        languages=("en",),
        priority=76,
    ),
    # 'son Suresh 9173 2284', 'Clinic B: 6716 2418', 'Enquiry 2255 3838', 'Brisbane (3346 1000)': a Singapore,
    # Hong Kong, Australian or Maltese eight-digit number in two groups of four, the first 2-9, not a year before
    # a time ('Tues 9 July 2024 1620') (English dev notes: 271 of 272 such groups are phone numbers; in Dutch
    # notes they are patient numbers, and labelled IDs outrank it)
    PatternSpec(
        name="phone_eight_digits_en",
        entity="PHONE",
        regex=r"(?<![\w+\-/.,])(?<!\d )(?!(?:19|20)\d\d )[2-9]\d{3} \d{4}(?![\w/-]|[.,]\d| \d)",
        languages=("en",),
        reject_after=("mg", "ml", "kg", "g", "units", "x"),
        priority=70,
    ),
    PatternSpec(
        name="phone_us",
        entity="PHONE",
        regex=(r"(?<![\w+\-])(?:\+?1[ \t.-]?)?(?P<number>\(\d{3}\)[ \t]?\d{3}[ \t.-]?\d{4}|\d{3}[.-]\d{3}[.-]\d{4}"
               r"|\d{3} \d{3} \d{4})(?:[ \t]?(?:ext\.?|x)[ \t]?\d{1,5})?(?![\w]|[.-]\d)"),
        languages=("en",),
        validator=nanp_phone_valid,
        priority=60,
    ),
)
