"""Postcodes and street addresses (LOCATION).

* Dutch postcodes '1234 AB' / '1234AB' / '1234ab' (never SA, SD or SS; not a dose such as
  '1250 MG'); lower-case letters only when written without a space ('1234 mg' is a dose).
* Belgian four-digit postcodes only inside an address: before a known Belgian or Dutch
  place name ('2000 Antwerpen', 'B-3000 Leuven'); the place itself is reported too.
* US ZIP codes after a state name or abbreviation ('MD 21201', 'Maryland 21201-1234').
* UK postcodes in capitals with their space ('LS6 2QB', 'SW1A 1AA').
* A US place before a state code ('Round Rock, TX'); codes that are also credentials
  or words (MD, PA, OR, ...) only with a ZIP code.
* Street and house number: a word ending in a Dutch street suffix plus a number
  ('Heidelberglaan 100', 'Kerkstraat 12a'), 'Postbus 123', and English '123 Main Street'.
"""
from __future__ import annotations

import re

from mask_framework.lexicons import load_lexicon
from mask_framework.patterns.ids import UNITS
from mask_framework.patterns.spec import PatternSpec

#: letter pairs after four digits that are a dose's unit, or that Dutch postcodes never use: no postcode even
#: after a house number and a comma
_DOSE_OR_UNUSED_LETTERS = frozenset({"MG", "ML", "KG", "CM", "MM", "UG", "GR", "IE", "IU", "MU", "DL", "CL", "KM", "HZ",
                                     "PG", "NG", "SA", "SD", "SS"})
#: letter pairs after four digits that are doses, sizes, words or eras, not postcodes (unless an address vouches)
UNIT_LETTERS = set(_DOSE_OR_UNUSED_LETTERS) | {"KB", "MB", "GB", "EN", "IN", "OP", "OM", "TO", "AT", "OF", "ON", "BY", "PM",
                                               "AM", "AD"}

STREET_SUFFIXES = (
    "straat", "str", "laan", "ln", "weg", "wg", "plein", "pln", "gracht", "gr", "kade", "singel", "sngl", "dreef",
    "drf", "pad", "pd", "hof", "hf", "dijk", "dyk", "dam", "markt", "mrkt", "park", "prk", "plantsoen", "plnts",
    "steeg", "stg", "baan", "bolwerk", "boulevard", "erf", "haven", "kanaal", "kaai", "lei", "wal",
    "hoek", "steenweg", "kerkhof", "vest", "poort", "akker", "oord", "zijde", "rade", "straatje", "dries", "meers",
    "kouter", "weide", "plaats", "hage",
)
_SUFFIX = "|".join(sorted(set(STREET_SUFFIXES), key=len, reverse=True))
# '12', '4b', '12-14', and a Belgian box number: 'Zandstraat 45 bus 2'
_HOUSE_NUMBER = r"\d{1,4}(?:[ \t]?[-/]?[ \t]?[A-Za-z](?![A-Za-z])|(?:[ \t]?-[ \t]?\d{1,4}))?(?:[ \t](?:bus|bte\.?)[ \t]?\d{1,4}[A-Za-z]?)?"
EN_STREET_TYPES = ("street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "drive", "lane", "ln", "way",
                   "court", "ct", "place", "pl", "terrace", "parkway", "pkwy", "highway", "hwy", "circle", "square",
                   "crescent", "cres", "close", "grove", "gardens", "row", "mews", "wynd", "parade", "esplanade", "quay",
                   "dr", "cir", "ter", "tce", "pde", "cl", "gdns", "sq")
_EN_STREET = "|".join(sorted(EN_STREET_TYPES, key=len, reverse=True))
#: a Dutch specialty or ward kind, capitalised or not ('Neurologie', 'longziekten', 'Dagbehandeling', 'Kinderen')
_SPECIALTY_NL = (r"(?:[A-Za-z][a-zë]*(?:logie|pedie|iatrie|urgie|kunde|ziekten|afdeling|behandeling)"
                 r"|[Kk]inderen|[Mm]aterniteit|[Ii]nterne|[Ii]nwendige|IC|MC|IZ|CCU|SEH)")
#: a ward's code: a letter and a number, a number and letters, or a number and a wing ('B3', '4W', '2K5', '3 Oost')
_WARD_CODE = r"(?:[A-Z]\d{1,2}(?:\.\d{1,2})?|\d[A-Z]{1,2}\d?|\d{1,2}[ \t](?:Noord|Zuid|Oost|West))"
#: capitalised words before a four-digit number that make it no postcode ('Ward 2104', 'Ext 4417')
_NOT_TOWNS = frozenset({"Ward", "Room", "Bed", "Bay", "Level", "Unit", "Floor", "Clinic", "Suite", "Box", "Code",
                        "Ext", "Bleep", "Pager", "Tel", "Fax", "Phone", "Mobile", "Cell", "Page", "Lot", "Block", "Year",
                        "Since", "In", "From", "Until", "Dose", "Total", "Score", "Batch", "Ref", "No", "Case"})
#: an apartment, suite or unit after a street: ', Apt 4B', ' #12', ', #08-115' (Singapore floor-unit)
_UNIT_AFTER_STREET = r"(?:,?\s+(?:(?:Apt|Suite|Unit)\.?\s?#?\w{1,5}|#\d{2}-\d{2,5}(?![\w-])|#\w{1,5}))?"
#: the two halves of a Canadian postal code ('K1S 2L5'): no D, F, I, O, Q, U; no W or Z first
_CA_POSTCODE_FIRST = r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPR-TV-Z]"
_CA_POSTCODE_LAST = r"\d[ABCEGHJ-NPR-TV-Z]\d"
#: Canadian province and territory codes, all two letters (one lookbehind width)
_CA_PROVINCES = "ON|QC|BC|AB|MB|SK|NS|NB|PE|NL|YT|NT|NU"
#: a place after a Belgian postcode: capitalised, or after the article ''s-' ('3798 's-Gravenvoeren')
_PLACE_AFTER_BE_CODE = r"(?:'s-)?[A-Z][\w'-]+"
#: a capitalised place name of one to three words before a state, province or postcode ('Round Rock')
_PLACE_NAME = r"[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}"


def nl_postcode_valid(match: re.Match) -> bool:
    return (match.group("upper") or match.group("lower")).upper() not in UNIT_LETTERS


def _postcode_before_place(match: re.Match) -> bool:
    # 'nov. 2022 AZ Monica': a year before a Flemish hospital ('AZ', 'UZ') is no postcode
    return nl_postcode_valid(match) and match.group("upper") not in ("AZ", "UZ")


def _place_known(name: str) -> bool:
    # 'HOOFDDORP' in a letter's address block is the listed 'Hoofddorp'
    names = {name, name.title()} if name.isupper() else {name}
    return any(form in load_lexicon("be_places") or form in load_lexicon("nl_places") for form in names)


def india_pin_valid(match: re.Match) -> bool:
    """A PIN code after a known town ('Madurai - 625 020'), not a range after a word ('Range - 150 400')."""
    return match.group("town") in load_lexicon("en_world_places")


#: the last word of a body's name, which a town before a county never is
_BODY_HEADS = frozenset({"Service", "Services", "Centre", "Center", "Hospital", "Clinic", "Practice", "Unit", "Team",
                         "Council", "Office", "Headquarters", "School", "Home", "Surgery", "Pharmacy"})


def _town_known_en(match: re.Match) -> bool:
    """The place after a street without a type is a listed town: '22 Ard na Mara, Malahide' (not
    '2 Tablets, Paracetamol')."""
    return match.group("place") in load_lexicon("en_world_places")


def be_postcode_valid(match: re.Match) -> bool:
    return _place_known(match.group("place"))


def _place_known_in_its_first_words(match: re.Match) -> bool:
    """Whether the place's first one, two or three words are a listed place ('Den Helder', 'Bergen op Zoom';
    'Den' alone is none, and 'Arnhem Centrum' is 'Arnhem')."""
    words = match.group("place").split()
    return any(_place_known(" ".join(words[:n])) for n in range(1, len(words) + 1))


#: state codes that are also credentials or words ('Daniel Ferreira, MD', 'Boise, ID' is rare next to
#: 'Smith, PA' or 'ward, OR'): only with a ZIP code (``zip_us``)
AMBIGUOUS_STATE_CODES = frozenset({"MD", "PA", "DO", "ID", "OR", "IN", "ME", "OK", "HI", "MS", "MA", "LA", "DE", "AS", "CO"})


#: a US ZIP code, five digits and an optional four, ending where the number ends
_ZIP = r"\d{5}(?:-\d{4})?(?![\w]|[.,/-]\d)"
_ZIP_AFTER = re.compile(rf"[ \t]+{_ZIP}")


def us_city_state_valid(match: re.Match) -> bool:
    """A state code after a place and a comma; an ambiguous one ('Boise, ID') only before a ZIP code."""
    state = match.group("state")
    if state not in load_lexicon("en_us_state_abbr"):
        return False
    return state not in AMBIGUOUS_STATE_CODES or _ZIP_AFTER.match(match.string, match.end()) is not None


def eircode_valid(match: re.Match) -> bool:
    """The unique identifier mixes letters and digits ('K7W2'); 'A123 WORD' is no Eircode."""
    identifier = match.group(0)[-4:]
    return any(c.isdigit() for c in identifier) and any(c.isalpha() for c in identifier)


def us_zip_valid(match: re.Match) -> bool:
    state = match.group("state")
    return state in load_lexicon("en_us_state_abbr") or state.title() in load_lexicon("en_us_states")


# a postcode and its place stand on one line: across a line end, '...8938\nGP: Dr X' is a number and a label
#: the start of a line or of a field's value, up to six spaces in (lookbehinds have a fixed width)
_LINE_OR_FIELD_START = "(?:(?<![^\\n:])" + "".join(f"|(?<=[\\n:][ \\t]{{{n}}})" for n in range(1, 7)) + ")"
#: the counties of Ireland and Northern Ireland
IRISH_COUNTIES = ("Antrim", "Armagh", "Carlow", "Cavan", "Clare", "Cork", "Derry", "Donegal", "Down", "Dublin",
                  "Fermanagh", "Galway", "Kerry", "Kildare", "Kilkenny", "Laois", "Leitrim", "Limerick", "Londonderry",
                  "Longford", "Louth", "Mayo", "Meath", "Monaghan", "Offaly", "Roscommon", "Sligo", "Tipperary",
                  "Tyrone", "Waterford", "Westmeath", "Wexford", "Wicklow")

PATTERNS = (
    PatternSpec("postcode_nl", "LOCATION",
                r"(?<![\w.,/-])[1-9]\d{3}(?:[ \t]?(?P<upper>[A-Z]{2})|(?P<lower>[a-z]{2}))(?!\w)",
                languages=("nl", "en"), flags=0, validator=nl_postcode_valid, priority=75),
    # '6581 EK  MALDEN', '9351 PG Leek': the place after a Dutch postcode, in capitals or unlisted, where it
    # closes the line or a field ('Leek' and 'Best' are words elsewhere)
    PatternSpec("place_after_nl_postcode", "LOCATION",
                r"(?<![\w.,/-])[1-9]\d{3}[ \t]?(?P<upper>[A-Z]{2})[ \t]{1,3}"
                r"(?P<place>[A-Z][A-Za-z'-]+(?:[ -](?:aan|a/d|op|bij|den|de)?[ -]?[A-Z][A-Za-z'-]+)?)"
                r"(?=[ \t]*$|[ \t]*[,|;]|[ \t]{2,}|[ \t]+[-–][ \t])",
                languages=("nl", "en"), flags=re.MULTILINE, group="place", validator=_postcode_before_place, priority=74),
    # 'Pleinweg 188B, 3083 EN', 'Pontweg 41, 1796 MB De Cocksdorp': after a house number and a comma, letters
    # that also spell a word or unit are a postcode too (dev notes: 18 gold characters, none false); the letters
    # Dutch postcodes never use (SA, SD, SS) and those of a dose ('dosis 2, 1000 MG') stay out
    PatternSpec("postcode_nl_after_house_number", "LOCATION",
                r"(?<![\w-])[A-Za-z][\w'-]+[ \t]\d{1,4}[ \t]?[A-Za-z]?,[ \t](?P<code>[1-9]\d{3}[ \t]?[A-Z]{2})(?![\w-])",
                languages=("nl", "en"), flags=0, group="code",
                validator=lambda match: match.group("code")[-2:] not in _DOSE_OR_UNUSED_LETTERS, priority=75),
    # '6815 AD Arnhem', '3541 CM Utrecht', '1784 NG Den Helder': letters that also spell a unit or era are a
    # postcode before a known place, of one to three words
    PatternSpec("postcode_nl_before_place", "LOCATION",
                r"(?<![\w.,/-])(?P<code>[1-9]\d{3}[ \t]?[A-Z]{2})"
                r"(?=[ \t]{1,3}(?P<place>[A-Z][\w'-]+(?:[ \t](?:aan[ \t]|op[ \t]|bij[ \t]|de[ \t]|den[ \t])?[A-Z][\w'-]+){0,2})(?!\w))",
                languages=("nl", "en"), flags=0, group="code", validator=_place_known_in_its_first_words, priority=75),
    PatternSpec("postcode_be_with_place", "LOCATION",
                rf"(?<![\w.,/-])(?:B-[ \t]?)?(?P<code>[1-9]\d{{3}})(?=[ \t]+(?P<place>{_PLACE_AFTER_BE_CODE})(?!\w))",
                languages=("nl",), flags=0, group="code", validator=be_postcode_valid, priority=74),
    PatternSpec("place_after_be_postcode", "LOCATION",
                rf"(?<![\w.,/-])(?:B-[ \t]?)?[1-9]\d{{3}}[ \t]+(?P<place>{_PLACE_AFTER_BE_CODE})(?!\w)",
                languages=("nl",), flags=0, group="place", validator=be_postcode_valid, priority=74),
    # 'Gemeente: Schaerbeek (1030)', 'Berchem (2600)': a Belgian postcode in brackets after its known place
    # (dev notes: 8 gold characters, none false)
    PatternSpec("postcode_be_in_brackets", "LOCATION",
                rf"(?<![\w-])(?P<place>{_PLACE_AFTER_BE_CODE})[ \t]\((?P<code>[1-9]\d{{3}})\)",
                languages=("nl",), flags=0, group="code", validator=be_postcode_valid, priority=74),
    # 'ZIP 43068', 'Zip code: 95624-1234': a ZIP code after its label, wherever the state is
    # (dev notes: 10 gold characters, none false)
    PatternSpec("zip_after_label_us", "LOCATION",
                rf"(?i:\bzip(?:[ \t]?code)?|\bpostal[ \t]code)[ \t]*:?[ \t]*(?P<zip>{_ZIP})",
                languages=("en",), flags=0, group="zip", priority=74),
    PatternSpec("zip_us", "LOCATION",
                rf"(?<!\w)(?P<state>[A-Z]{{2}}|[A-Z][a-z]+(?: [A-Z][a-z]+)?),?\s+(?P<zip>{_ZIP})",
                languages=("en",), flags=0, group="zip", validator=us_zip_valid, priority=74),
    # 'Round Rock, TX', 'Houston, TX': a capitalised place of up to three words, a comma, a state code
    PatternSpec("city_state_us", "LOCATION",
                rf"(?<![\w-]){_PLACE_NAME},[ \t](?P<state>[A-Z]{{2}})(?![\w])",
                languages=("en",), flags=0, validator=us_city_state_valid, priority=73),
    # 'Flat 3, Rowan Court', 'Box 214, Sayward, BC', 'Lot 118, Nauiyu Community': a flat, a rural mailbox or a
    # lot opening an address, before a comma and the rest of it (dev notes: 53 gold characters, none false)
    PatternSpec("flat_box_or_lot_en", "LOCATION",
                r"(?<![\w-])(?:Flat|(?:P\.?[ ]?O\.?[ ]?)?Box|Lot)[ \t]+\d{1,5}[A-Z]?(?=,[ \t]+[A-Z\d])",
                languages=("en",), flags=0, priority=71),
    # '(Apt 1F)', 'Apartment 12B', 'Suite 300': an apartment or suite of an address
    PatternSpec("apartment_en", "LOCATION", r"(?<![\w-])(?:Apt|Apartment|Suite|Ste)\.?[ \t]?#?\d{1,5}[A-Z]?(?![\w])",
                languages=("en",), flags=0, priority=71),
    # 'M5V 2T6', 'Toronto, ON M5S 2R4': Canadian postal codes (no D, F, I, O, Q, U; no W or Z first)
    PatternSpec("postcode_ca", "LOCATION",
                # without its space only after a province ('AB T2N1M0'): 'T2N1M0' alone is a tumour stage
                rf"(?<![\w-])(?:{_CA_POSTCODE_FIRST} {_CA_POSTCODE_LAST}"
                rf"|(?<=(?:{_CA_PROVINCES}) ){_CA_POSTCODE_FIRST}{_CA_POSTCODE_LAST})"
                r"(?![\w])",
                languages=("en",), flags=0, priority=74),
    PatternSpec("city_province_ca", "LOCATION",
                rf"(?<![\w-]){_PLACE_NAME},[ \t](?:{_CA_PROVINCES})(?=[ \t]+[A-Z]\d[A-Z]|[ \t]*$|[.,;)])",
                languages=("en",), flags=re.MULTILINE, priority=73),
    # the province right before a postal code, without a comma after the city ('Winnipeg MB R3C 0R9')
    # (dev notes: 184 province codes before a postal code, all gold; 18 of them found by nothing else)
    PatternSpec("province_before_postcode_ca", "LOCATION",
                rf"(?<![\w-])(?:{_CA_PROVINCES})(?=[ \t]{{1,2}}{_CA_POSTCODE_FIRST}[ ]?{_CA_POSTCODE_LAST}(?![\w]))",
                languages=("en",), flags=0, priority=73),
    # Irish Eircodes ('D04 K7W2', 'T12 XR34') and Dublin postal districts ('Dublin 4', 'Dublin 6W')
    PatternSpec("eircode_ie", "LOCATION",
                r"(?<![\w-])(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ ]?[0-9AC-FHKNPRTV-Y]{4}(?![\w])",
                languages=("en",), flags=0, validator=eircode_valid, priority=74),
    PatternSpec("dublin_district", "LOCATION", r"(?<![\w-])Dublin[ ](?:[1-9]|1\d|2[0-4]|6W)(?![\w])",
                languages=("en",), flags=0, priority=74),
    # 'Co. Cork', 'County Mayo': an Irish county (a word alone, 'Cork' or 'Down', is too often something else)
    PatternSpec("county_ie", "LOCATION", rf"(?<![\w-])(?:Co\.|County)[ \t]+(?:{'|'.join(IRISH_COUNTIES)})(?![\w-])",
                languages=("en",), flags=0, priority=74),
    # 'Swords, Co. Dublin', 'Ballincollig, Co. Cork': the town before its county, even when it is also a word
    # (dev notes: 69 of 70 gold; the other a service's name, 'Public Health Nursing Service, Co. Mayo')
    PatternSpec("town_before_county_ie", "LOCATION",
                rf"(?<![\w-])(?P<town>[A-Z][a-z'’]+(?:[ -][A-Z][a-z'’]+)?),?[ \t]+(?:Co\.?|County)[ \t]+"
                rf"(?:{'|'.join(IRISH_COUNTIES)})(?![\w-])",
                languages=("en",), flags=0, group="town", validator=lambda match: match.group("town").split()[-1]
                not in _BODY_HEADS, priority=73),
    # 'Parramatta NSW 2150', 'Fitzroy VIC 3065', 'MEADOW HEIGHTS  VIC  3048' (the suburb in capitals, as Australia
    # Post writes it): an Australian suburb, state and postcode; not a law and its year ('MENTAL HEALTH ACT 2001')
    PatternSpec("suburb_state_postcode_au", "LOCATION",
                rf"(?<![\w-])(?:(?:{_PLACE_NAME}|[A-Z]{{2,}}(?:[ -][A-Z]{{2,}}){{0,2}})[ \t,]+)?"
                r"(?P<state>NSW|VIC|QLD|SA|WA|TAS|NT|ACT)[ \t]+(?P<code>\d{4})(?![\w])",
                languages=("en",), flags=0, priority=74,
                validator=lambda match: not (match.group("state") == "ACT" and 1800 <= int(match.group("code")) <= 2100)),
    # 'LS6 2QB', 'SW1A 1AA', 'M1 1AE': outward code, a space, inward code (no C, I, K, M, O, V in its letters)
    PatternSpec("postcode_uk", "LOCATION",
                r"(?<![\w-])(?:[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?,?[ \t])?[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}(?![\w])",
                languages=("en",), flags=0, priority=74),
    PatternSpec("street_nl", "LOCATION",
                rf"(?<![\w-])(?:(?:Prof(?:essor)?|Dr|Mr|Burg(?:emeester)?|St|Sint|Koningin|Prins|Graaf|Jhr)\.?[ \t]+"
                rf"(?:(?:Dr|Doctor|Mr)\.?[ \t]+)?(?:[A-Z]{{1,2}}\.?){{0,3}}[ \t]*(?:(?:van|de|der|den|ten|ter)[ \t]+){{0,2}})?"
                # a compass point may follow the suffix: 'Rijksweg-Noord 88', 'Ringbaan-Oost 102'
                rf"[A-Z][a-zà-ÿ'-]{{2,}}(?:{_SUFFIX})(?:-(?:Noord|Zuid|Oost|West))?\.?[ \t](?:nr\.?[ \t]?)?{_HOUSE_NUMBER}"
                rf"(?![\w]|[.,]\d)",
                languages=("nl",), flags=0, priority=72),
    # 'Ruddershove 10, 8000 Brugge', 'Stiphout 12, 5708 ZX Helmond': a street without a street
    # suffix, known by the postcode and place that follow it, also in the next cell of a letterhead
    # ('Synaps Park 1 | 3600 Genk', 'Hazelereik 51 - 3700 Tongeren', 'Kleine Noord 44 · 1621 JH'), with a
    # German letter in the Belgian East Cantons ('Hookstraße 45 – 4700 Eupen'), in two capitalised parts
    # ('Dragonder-Oost 41, 3906 NK Veenendaal') and with its particles ('Laan van de
    # Helende Meesters 8, 1186 AM'), or on the line above them in an address block ('Tereken 55' over
    # '9100 Sint-Niklaas')
    PatternSpec("street_before_postcode", "LOCATION",
                rf"(?<![\w-])(?P<street>[A-Z][a-zß-ÿ'-]+(?:-[A-Z][a-zß-ÿ'-]+)*(?:[ \t](?:[a-z]{{1,4}}|[A-Z][a-zß-ÿ'-]+)){{0,4}}"
                rf"[ \t]{_HOUSE_NUMBER})"
                rf"(?:,?[ \t]+|[ \t]*[|–·•-][ \t]*|[ \t]*\r?\n[ \t]*)(?:B-)?[1-9]\d{{3}}(?:[ \t]?[A-Z]{{2}})?[ \t]+[A-Z]",
                languages=("nl",), flags=0, group="street", priority=71),
    # 'Postbus 123', 'Postbus 30.001' (a large number with its thousands' point)
    PatternSpec("postbus_nl", "LOCATION", r"(?<!\w)[Pp]ostbus\s\d{1,5}(?:\.\d{3})?(?![\w.]\d)",
                languages=("nl",), flags=0, priority=72),
    # '12 Bond Road, Kihikihi 3800', '181 Longmarket Street, Cape Town, 8001', 'Mahoe Street\nTe Awamutu 3800':
    # the town and four-digit postcode (New Zealand, Australia, South Africa) after a street, or after a suburb's
    # line below the street ('42 Pages Road\nAranui\nChristchurch 8061') or a suburb on the same line
    # ('63 Ruahine Street, Roslyn, Palmerston North 4414'; 24 gold characters in the dev notes, none false)
    PatternSpec("town_postcode_after_street", "LOCATION",
                rf"(?i:{_EN_STREET})\.?(?:,[ \t]+|[ \t]*\n[ \t]*(?:{_PLACE_NAME}[ \t]*\n[ \t]*)?)"
                rf"(?P<town>(?:{_PLACE_NAME},[ \t]+)?{_PLACE_NAME},?[ \t]+\d{{4}})(?![\w]|[.,/-]\d)",
                languages=("en",), flags=0, group="town", priority=72),
    # 'Plot 14, Spintex Road, Baatsona, Accra', 'Shop 3, 152 Latrobe Tce': a numbered plot, stand, shop
    # or block opens an address that runs over capitalised parts to the end of the line
    PatternSpec("numbered_plot_address", "LOCATION",
                r"(?<![\w-])(?:Plot|Stand|Erf|Shop|Block|Blk)[ \t](?:No\.?[ \t]?)?\d{1,5}[A-Z]?,?"
                r"(?:[ \t]+(?:\d{1,5}[A-Z]?[ \t]+)?[A-Z][\w'’.-]*(?:[ \t][A-Z][\w'’.-]*){0,3},?)+(?:[ \t]\d{4})?",
                languages=("en",), flags=0, priority=75),
    # 'Ward 46', 'Ward D6', 'afd. B3 West', 'gebouw K5', 'route 104': a named ward, building or route of a
    # hospital campus (rooms and beds are left alone)
    PatternSpec("hospital_ward", "LOCATION",
                r"(?<![\w-])(?:[Ww]ard|[Aa]fdeling|[Aa]fd\.|[Gg]ebouw|[Rr]oute|Unit|[Ee]enheid)[ \t]+"
                # a floor and a room ('afd. C2.3'), a wing and a number ('afdeling Noord-3'), and a capitalised
                # Dutch specialty after the code ('afd. B4 Chirurgie', 'afdeling C3 Longziekten'; dev notes, session
                # 26: 21 of 23 specialties or wings after 'afd.' and a code are gold, 15 of them not found before;
                # in lower case, 'afd. B4 neurologie', the gold takes the code alone 2 times in 3)
                r"(?:(?=[A-Z]{0,2}\d)[A-Z]{0,2}\d{1,3}[A-Z]?(?:\.\d{1,2}(?![.,]?\d))?"
                # not a date after a verb's object ('phoned ward 09/05')
                rf"(?:[ \t](?:Noord|Zuid|Oost|West|North|South|East)|[ \t](?=[A-Z]){_SPECIALTY_NL}(?![\w-]))?"
                r"|(?:Noord|Zuid|Oost|West)-\d{1,2})(?![\w-]|/\d)",
                flags=0, priority=60,
                reject_after=("days", "day", "dagen", "dag", "weeks", "wk", "weken", "hours", "hrs", "uur", "times",
                              "keer", "x", "min", "minutes", "minuten", "mg", "ml")),
    # 'Ward G (Colorectal)', 'Admitted to Ward D (bed 14)': a ward named by one capital letter ('I' is read as a
    # numeral; a unit or a block of one letter is as often a part of a building that names no one: 'Unit B')
    PatternSpec("hospital_ward_letter", "LOCATION", r"(?<![\w-])(?:Ward|Afdeling|afdeling)[ \t]+[A-HJ-Z](?![\w&'’.-]|[ \t]?\d)",
                flags=0, priority=60),
    # 'Eenheid  : E425 Traumatologie', 'Afdeling: C3 - Gastro', 'Ward     : Wad 5A   Bed 14', 'Unit:   T6 (Trauma
    # step-down)', 'Afdeling: NICU J6-S': a ward's field, a code with a digit and the specialty after it (a
    # lower-case value, 'Afdeling: geriatrie (G)', names a specialty, not a ward)
    PatternSpec("ward_field", "LOCATION",
                r"(?<![\w-])(?i:ward|unit|eenheid|afdeling|afd\.|verpleegeenheid|verpleegafdeling)[ \t]*:[ \t]*"
                r"(?P<value>(?:[A-Z][a-z]+[ \t]|[A-Z]{2,5}[ \t](?=[A-Z]{0,2}\d))?(?=[A-Za-z-]*\d)[A-Z0-9][A-Za-z0-9-]{0,6}"
                r"(?:[ \t](?:[-–][ \t])?(?!(?:Bed|Bay|Room|Kamer)\b)[A-Z][\w-]+)?)(?![\w-])",
                flags=0, group="value", priority=59),
    # '5 Noord', '3-Oost', 'afd. Cardiologie 3 Noord': a Dutch ward by its floor and wing, with or without a cue
    # before it (dev notes: 27 such, all gold, 2 not found before)
    PatternSpec("floor_and_wing_nl", "LOCATION", r"(?<![\w/.,-])[1-9]\d?[ -](?:Noord|Oost|Zuid|West)(?![\w-])",
                languages=("nl",), flags=0, priority=58),
    # 'afdeling Kinderen (K3)', 'verpleegafdeling Cardiologie (H4)': a ward's code in brackets after its name
    # (dev notes: 4 of 5 gold, none found before)
    PatternSpec("ward_code_in_brackets_nl", "LOCATION",
                r"(?<![\w-])(?i:afdeling|afd\.|verpleegafdeling)[ \t]+[A-Z][a-z]+[ \t]+"
                r"\((?P<code>[A-Z]{0,2}\d{1,2}[A-Z]?)\)",
                languages=("nl",), flags=0, group="code", priority=58),
    # 'Intensieve Zorgen (IZ 2)', 'Medium Care Interne (MC 3)': a numbered intensive or medium care unit
    # (dev notes: 5 of 7 gold; not a bed on it, 'bed IZ 6', nor a stay, 'MC 1 nacht')
    PatternSpec("numbered_care_unit_nl", "LOCATION",
                r"(?<![\w-])(?<!bed )(?:IZ|IC|MC|CCU|HDU)[ \t]\d[A-Z]?"
                r"(?![\w-]|[:.,]\d|[ \t]*(?i:uur|u\b|x\b|keer|dagen|dag\b|nacht|nachten|mg|%))",
                languages=("nl",), flags=0, priority=58),
    # 'Block C, Room 17', 'OPD Bldg 2', 'Level 2, Building A', 'Blok C': a building of a campus or an estate by its
    # letter or number (dev notes: 17 that no rule found before, 14 of them gold; not a heart block's ratio:
    # 'AV Block 2:1')
    PatternSpec("campus_building", "LOCATION",
                r"(?<![\w-])(?:Block|Blk|Bldg\.?|Building|Blok|Paviljoen)[ \t]+(?:[A-Z]|\d{1,3}[A-Z]?|[A-Z]\d{1,2}[A-Z]?)"
                r"(?![\w-]|[:/]\d|[ \t]+of\b)",  # 'Block 3 of the course' is a part of a course
                flags=0, priority=58),
    # 'Department of Immunology & Allergy - Area F', 'Gate 22, Southmead Hospital', 'Outpatient Dept Zone B', 'Diepkloof
    # Zone 4', 'Al Quoz Industrial Area 4': a part of a campus or a town by its letter or number (dev notes: 12 of 12
    # gold; a resuscitation 'Bay 3' is none: 7 of 8 not annotated)
    PatternSpec("campus_area_en", "LOCATION",
                r"(?<![\w-])(?:Area|Pavilion|Pavillon|Gate|Zone)[ \t]+(?:[A-Z]\d{0,2}|\d{1,3}[A-Z]?)(?![\w-])",
                languages=("en",), flags=0, priority=57),
    # 'Longziekten B3', 'Dagbehandeling C2', 'Inwendige 3 Oost', 'E4 nefrologie', 'F6-Noord': a ward by its specialty and
    # code, in either order (a specialty word: 'Tanner B3', 'Dexcom G7' and 'Urgentie A2' are none)
    PatternSpec("specialty_ward_nl", "LOCATION",
                rf"(?<![\w-])(?:{_SPECIALTY_NL}[ \t]+{_WARD_CODE}|(?:[A-Z]\d{{1,2}}|\d[A-Z]{{1,2}}\d?)[ \t]+{_SPECIALTY_NL}"
                # a code and its wing alone: 'afdeling (B3 Noord)', 'afd. F6-Noord' (8 of 8 gold on the dev notes)
                r"|[A-Z]{1,2}\d{1,2}[ \t-](?:Noord|Zuid|Oost|West))(?![\w-])",
                languages=("nl",), flags=0, priority=59),
    # 'campus Sint-Jan', 'locatie Oost', 'afdeling De Linde': a named campus, site or ward (a ward named
    # with an article; numbered wards are 'hospital_ward')
    PatternSpec("named_campus", "LOCATION",
                r"(?<![\w-])(?:[Cc]ampus|[Ll]ocatie|[Aa]fdeling|[Aa]fd\.)[ \t]+(?P<name>(?:(?:De|Het|'t)[ \t]+)?"
                r"[A-Z][\w'’]+(?:-[A-Z][\w'’]+)*)(?![\w-])",
                languages=("nl",), flags=0, group="name", priority=58,
                validator=lambda match: match.group("name").split()[0] in ("De", "Het", "'t")
                or not match.group(0).lower().startswith("af")),
    # 'Unit: 6 South', 'Tower 4 West', 'admit Trauma Stepdown, 5 North': a ward by its floor and wing (dev notes:
    # 18 of 21 such wards are gold, the other three in sets written before wards were annotated); not the start of
    # a street ('12 South Mall', '41 South Circular Road'), which street_en finds whole
    PatternSpec("floor_wing_ward_en", "LOCATION",
                rf"(?<![\w.,/-])(?:Tower[ \t]+)?\d{{1,2}}[ \t](?:East|West|North|South)(?![\w-])"
                rf"(?![ \t]+(?:[A-Z][a-z]+[ \t]+)?(?:{_EN_STREET}|Mall|Circular)\b)",
                languages=("en",), flags=0, priority=58),
    # 'Admit to 3B', 'transferred to C7': a ward code after admission or transfer
    PatternSpec("ward_code_after_admission", "LOCATION",
                r"(?<!\w)(?i:admit(?:ted)?|transfer(?:red)?|moved)[ \t]+to[ \t]+(?P<ward>\d{1,2}[A-Z]|[A-Z]\d{1,2})(?![\w-])",
                flags=0, group="ward", priority=58),
    # 'Opname E3 (verloskunde)', 'opgenomen op K12', 'transfer naar E4 Infectiologie', 'Opname C3.2, kamer 14': the
    # ward a patient is admitted or moved to, by its code (dev notes: 26 of 28 gold)
    PatternSpec("ward_code_after_admission_nl", "LOCATION",
                r"(?<!\w)(?i:opname|opgenomen[ \t]+(?:op|in)|overplaatsing[ \t]+naar|overgeplaatst[ \t]+naar|transfer[ \t]+naar)"
                r"[ \t]+(?P<ward>[A-Z]\d{1,2}(?:\.\d{1,2})?|\d[A-Z]{1,2})(?![\w.-])",
                languages=("nl",), flags=0, group="ward", priority=58),
    # 'opgenomen op onze afdeling E 452', 'eenheid E 410', "'s nachts geobserveerd op K3", 'morgen naar C4': a ward's
    # code after a word that places someone there; Belgian codes have three digits after a space. Not the letters of
    # a day of treatment ('op D1'), a percentile ('naar P25'), a spine level or a scan weighting (L, S, T)
    # (dev notes: 107 of 113 such codes gold; the other 6 in older sets that left wards out)
    PatternSpec("ward_code_after_cue_nl", "LOCATION",
                r"(?<!\w)(?i:opname(?:[ \t]+op)?|opgenomen[ \t]+(?:op|in)(?:[ \t]+(?:onze|de)[ \t]+afdeling)?"
                r"|overplaatsing[ \t]+naar|overgeplaatst[ \t]+naar|transfer[ \t]+naar|afdeling|afd\.?"
                r"|(?:hospitalisatie-)?eenheid|unit|observatie[ \t]+op|geobserveerd[ \t]+op|naar|op)[ \t]+"
                r"(?P<ward>[A-CE-KMNOQRU-Z]\d{1,2}(?:\.\d{1,2})?|[A-Z][ \t]?\d{3}|[A-Z]{2}-\d)(?![\w.-])",
                languages=("nl",), flags=0, group="ward", priority=58),
    # '22 Ard na Mara, Malahide', '4 Heol Hir, Llanishen': a house number and a street named without a street
    # type, opening an address line before a comma and a listed town (dev notes: 238 lines of this shape, all
    # addresses; street_en finds those with a type)
    PatternSpec("street_without_type_at_line_start_en", "LOCATION",
                r"(?m)^[ \t]*(?P<street>\d{1,4}[A-Z]?[ \t]+(?:(?:[A-Z][a-z'’-]+|na|an|de|le|la|the|y|yr)[ \t]+){0,3}"
                r"[A-Z][a-z'’-]+),[ \t]+(?P<place>[A-Z][a-z'’-]+(?:[ \t][A-Z][a-z'’-]+){0,2})(?=,|[ \t]*$|[ \t]{2}|[ \t]+[A-Z0-9]{2,4}\b)",
                languages=("en",), flags=0, group="street", validator=_town_known_en, priority=57),
    PatternSpec("street_en", "LOCATION",
                # a floor of the building too: 'Level 1, 40 Claudelands Road' (dev notes: 17 of 20 such gold)
                rf"(?<![\w.,/-])(?:(?:Flat|Unit|Apt|Shop|Suite|Level)\.?[ \t]?\d{{1,4}}(?:/\d{{1,3}})?(?:[A-Z]\d?)?,?[ \t]+"
                # 'Unit 3/27 Gilbert Rd', 'Shop 4/12 Safety Bay Rd' (the unit before the slash); '3/2, 27 Duke
                # Street' (a Scottish tenement flat's floor and door before the house number)
                rf"|(?:Flat|Unit|Apt|Shop|Suite)\.?[ \t]+(?=\d{{1,4}}/\d)|{_LINE_OR_FIELD_START}\d{{1,2}}/\d{{1,2}},[ \t]+(?=\d))?"
                # a range of house numbers too: '207-255 Hampstead Road', '12-14 Station Road'
                rf"\d{{1,5}}(?:/\d{{1,4}}|[-–]\d{{1,5}})?[A-Z]?[ \t]+(?:[NSEW]\.?[ \t]+)?(?:[A-Z][a-z]+[ \t]+){{1,3}}(?i:{_EN_STREET})\b\.?"
                rf"(?:[ \t]\d{{1,2}}(?=,|[ \t]*\n|[ \t]*\Z|[ \t]+#))?{_UNIT_AFTER_STREET}",  # 'Bedok North Ave 2,'
                languages=("en",), flags=0, priority=72),
    # 'Neighbour: Mrs Lorraine Hepi, no. 20', 'buurvrouw (mevr. Kwakye, nr. 64)': a neighbour's house number, a
    # part of the patient's own address (dev notes: 8 of 10 such gold)
    PatternSpec("neighbour_house_number", "LOCATION",
                r"(?i:neighbou?rs?|buurman|buurvrouw|buren|next[ \t]door)[^\n]{0,45}?(?<!\w)(?i:no|nr|number|nummer)\.?[ \t]?"
                r"(?P<number>\d{1,4}[A-Za-z]?)(?!\w|[/.,-]\d)",
                flags=0, group="number", priority=60),
    # '7511 Bellaire Blvd, 77036': a US ZIP code right after its street and a comma, with no state between
    # (dev notes: 4 such, all gold)
    PatternSpec("zip_after_street_us", "LOCATION",
                rf"(?<![\w.,/-])\d{{1,5}}[A-Z]?[ \t]+(?:[NSEW]\.?[ \t]+)?(?:[A-Z][a-z]+[ \t]+){{1,3}}(?i:{_EN_STREET})\b\.?"
                rf",[ \t]+(?P<zip>{_ZIP})",
                languages=("en",), flags=0, group="zip", priority=74),
    # '1051 rue Sanguinet', "4471 av. de l'Esplanade, app. 3", '58 Rue Laurier': a Quebec address, the number before
    # a French street type ('Rang' is left out: '15 Rang Sione' in a phone log is a time and a call)
    PatternSpec("street_qc", "LOCATION",
                r"(?<![\w.,/-])\d{1,5}[A-Z]?,?[ \t]+(?i:rue|av\.|avenue|boul\.|boulevard|chemin|ch\.|côte|montée|allée)[ \t]+"
                r"(?:(?:de[ \t]la|du|des|de)[ \t]+|(?:de[ \t]l|d)['’])?[A-ZÉÈÎÔ][\w'’-]+(?:[ \t-][A-ZÉÈ][\w'’-]+){0,3}"
                r"(?:,?[ \t]+(?:app\.|apt\.?|appartement|bureau|suite)[ \t]?\d{1,4}[A-Z]?)?(?![\w-])",
                languages=("en",), flags=0, priority=72),
    # '1409 N 6th St', '8421 146A St', '13710 72 Ave', '201 S 4th Ave': a numbered street (North America);
    # the street type must be capitalised ('10 20 dr' is no street)
    PatternSpec("numbered_street_en", "LOCATION",
                r"(?<![\w.,/-])\d{1,5}[A-Z]?[ \t]+(?:[NSEW]\.?[ \t]+)?(?:\d{1,3}(?:st|nd|rd|th)|\d{1,4}[A-Z]?)[ \t]+"
                rf"(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Way|Pl|Place|Ct|Court|Ln|Lane|Terrace|Tce|Hwy|Highway|Pkwy)\b\.?"
                rf"(?:[ \t]+[NSEW][EW]?\b)?{_UNIT_AFTER_STREET}",
                languages=("en",), flags=0, priority=72),
    # '2nd Ave', 'E 23rd St', 'W 180th St': a numbered street without a house number
    PatternSpec("ordinal_street_en", "LOCATION",
                r"(?<![\w.,/-])(?:[NSEW]\.?[ \t]+)?\d{1,3}(?:st|nd|rd|th)[ \t]+"
                r"(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Pl|Place|Dr|Drive|Ln|Lane)\b\.?",
                languages=("en",), flags=0, priority=70),
    # 'Manurewa, Auckland 2102', 'Rondebosch, Cape Town 7700': a four- or five-digit postcode closing an
    # address line after its town (New Zealand, Australia, South Africa, the Philippines, Thailand)
    PatternSpec("postcode_after_town_en", "LOCATION",
                # the line may go on after a wide gap ('Soweto, 1864   Tel 011 933 8000'); a comma before the
                # code only when the code cannot be a recent year ('Moved to Leeds, 2019')
                r",[ \t]+(?P<town>[A-Z][a-zà-ÿāēīōū]+(?:[ -][A-Z][a-zà-ÿāēīōū]+)?)(?:[ \t]+|(?P<comma>,[ \t]*))"
                # five digits too: Thailand, Malaysia, the US without its state ('Chiang Mai 50200', 'Phoenix 85017');
                # a letterhead's cell may follow ('Dunedin 9011 | Ph (03) 453 0712'); a five-digit code, which no
                # year is, also before a dash or a stop that goes on with the sentence ('3310 Elliott St, Baltimore
                # 21224 - not returning home', '..., Chicago 60608; cell'; dev notes: 30 gold characters, none false)
                r"(?P<code>\d{4,5})(?=[ \t]*$|[ \t]{2,}\S|[ \t]*\||(?<=\d{5})(?:[ \t]+[-–—][ \t]|[.);,](?:[ \t]|$)))",
                languages=("en",), flags=re.MULTILINE, group="code", priority=60,
                validator=lambda match: match.group("town").split()[0] not in _NOT_TOWNS
                and not (match.group("comma") and re.fullmatch(r"19\d\d|20[0-4]\d", match.group("code")))),
    # 'P.O. Box 710045', 'Private Bag X8021', 'P.M.B. 12003', 'Locked Bag 7': a postal box
    PatternSpec("postal_box_en", "LOCATION",
                r"(?<![\w.])(?:P\.?[ \t]?O\.?[ \t]?Box|Post[ \t]Office[ \t]Box|GPO[ \t]Box|Private[ \t]Bag|Locked[ \t]Bag|"
                r"P\.?[ \t]?M\.?[ \t]?B\.?)[ \t]*(?:No\.?[ \t]?)?[A-Z]?\d{1,6}(?![\w])",
                languages=("en",), flags=0, priority=72),
    # 'Madurai - 625 020', 'Lucknow - 226014': an Indian PIN code after the town and a dash
    PatternSpec("pin_code_in", "LOCATION",
                r"(?<![\w-])(?P<town>[A-Z][a-z]+)(?:[ \t](?:Dt|Dist|District|Tk|Taluk))?[ \t][-–][ \t]"
                r"(?P<pin>[1-8]\d{2}[ ]?\d{3})(?![\w-])",
                languages=("en",), flags=0, group="pin", validator=india_pin_valid, reject_after=UNITS, priority=70),
    # '#08-115': a Singapore unit (floor-unit); 'Singapore 460412', 'S 460212', 'S(460212)': its postcode
    PatternSpec("unit_sg", "LOCATION", r"(?<![\w#])#\d{2}-\d{2,5}(?![\w-])", languages=("en",), flags=0, priority=70),
    PatternSpec("postcode_sg", "LOCATION", r"(?<![\w])(?:Singapore|S)[ \t]?(?:\(\d{6}\)|\d{6})(?![\w])",
                languages=("en",), flags=0, priority=70),
)
