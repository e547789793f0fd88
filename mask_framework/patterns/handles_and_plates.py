"""Identifiers that name a person without a number label: a social-media handle ('Insta @jess.m_x'),
a vehicle's or vessel's registration after its cue ('reg CY19 XKR', 'kenteken 12-ABC-3', 'plate MN 214-GTX',
'op de boomkorkotter UK-142', 'ambulance 22-146', 'heli OO-NHW') and a police officer's
number after the rank ('PC 1742 Hannah Doyle'), and a log-in name after its label ('gebruiker: mvdlinden').
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec

#: the platforms a handle is given for
_PLATFORMS = r"(?i:insta(?:gram)?|snap(?:chat)?|tiktok|twitter|x|facebook|fb|grindr|telegram|discord|handle|ig)"


#: a user name without '@': a digit, an underscore or a dot between word characters inside it
_USER_NAME = r"(?=[\w.]*(?:[\d_]|\.\w))[A-Za-z][\w.]{2,28}[A-Za-z0-9]"
_PLATFORM_BEFORE = re.compile(rf"(?<![\w@]){_PLATFORMS}[ \t]*:?[ \t]*\Z")


def _handle_valid(match: re.Match) -> bool:
    """After a platform's name any handle; elsewhere only one with a digit, dot or underscore
    ('@jess.m_x', not '@home')."""
    start = match.start("handle")
    return re.search(r"[\d._]", match.group("handle")) is not None \
        or _PLATFORM_BEFORE.search(match.string, max(0, start - 24), start) is not None


#: a British plate's layout since 2001: area, age identifier, three letters ('CY19 XKR')
_UK_PLATE = r"[A-Z]{2}\d{2}[ ]?[A-Z]{3}"
#: a Dutch plate's layout: three groups of one to three capitals or digits, with a letter and a digit ('XK-123-B')
_NL_PLATE = r"(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{1,3}-[A-Z0-9]{2,3}-[A-Z0-9]{1,3}"

PATTERNS = (
    PatternSpec("social_media_handle", "ID",
                # it starts at the '@': a platform's name before it is read by the validator (an optional
                # group in front would be tried at every position of every note)
                r"(?<![\w@.])(?P<handle>@[A-Za-z_](?:[A-Za-z0-9_.]{1,28}[A-Za-z0-9_])?)(?![\w@]|\.\w)",
                group="handle", flags=0, validator=_handle_valid, priority=70),
    # 'Grindr mo_antw_83', 'TikTok jadevl.x', 'Instagram-account zoetermeer.exposed.079': after a platform's name
    # (or its account) a user name without '@' that has a digit, an underscore or a dot inside ('x several' is
    # a count, 'Discord server.' ends a sentence)
    PatternSpec("platform_user_name", "ID",
                rf"(?<![\w@]){_PLATFORMS}(?:[- ]?(?i:account))?[ \t]*:?[ \t]+(?P<handle>{_USER_NAME})(?![\w@])",
                group="handle", flags=0, priority=69),
    # 'contact met dj_rico_033 via Snap', 'messages from kael_x07 (Discord)': the user name before its platform
    # (dev notes: 9 gold characters, none false)
    PatternSpec("user_name_before_platform", "ID",
                rf"(?<![\w@.])(?P<handle>{_USER_NAME})[ \t]+(?:\((?:on[ \t]+)?|(?:via|on|op)[ \t]+){_PLATFORMS}(?![\w])",
                group="handle", flags=0, priority=69),
    # a log-in name after its label: 'gebruiker: mvdlinden' in an EHR print's header, 'gebruikersnaam
    # hoogendoorn_lieke18', 'username hgill.sk2291', 'her username is loseyf_08' (after 'is' only a name with a
    # digit, an underscore or a dot: 'username is unknown'), 'Oude gebruikersnaam (gewijzigd 11/2024): aicha.b91'; 'gebruiker' and 'user' need their colon ('PrEP-gebruiker sinds',
    # 'Account: final'), and a service user is a client ('Service user: copy in blue folder') (dev notes: 3 such
    # names, all gold, nothing false)
    PatternSpec("login_name", "ID",
                r"(?i:\b(?:(?:user[ ]?name|gebruikersnaam|inlognaam|loginnaam)(?:[ \t]*\([^)\n]{1,30}\))?[ \t]*(?::|(?:is|was|=)(?=[ \t]*[a-z][a-z0-9._-]*(?:[\d_]|\.\w)))?|(?<!service[ ])(?<!service-)(?:gebruiker|user|user[ ]?id|login)[ \t]*:))"
                r"[ \t]*(?P<handle>[a-z][a-z0-9._-]{2,24}[a-z0-9])(?![\w@-]|\.\w)",
                group="handle", flags=0, priority=69),
    # the code of a gate, a key safe or a door on the way in ('Elektrisch hek: poortcode 4471', 'sleutelkluis naast
    # de keukendeur, code 0917', 'key safe 2580'): it opens a patient's home (dev notes: 4 such in t3a, all gold; a
    # code without a door's word is a diagnosis's or a fee's: '4-Digit Diagnostic Code 2334', 'code 101076')
    PatternSpec("door_or_gate_code", "ID",
                r"(?i:(?:\b|(?<=poort)|(?<=deur)|(?<=hek)|(?<=toegangs)|(?<=alarm))code|\bpin|\bkey[ ]?safe|\bsleutelkluis)"
                r"[ \t]*:?[ \t]*(?P<code>\d{4,8})(?![\w/-]|[.,]\d)",
                group="code", flags=0, context=("hek", "poort", "poortcode", "deur", "deurcode", "sleutelkluis", "slagboom",
                                                "toegang", "toegangscode", "alarm", "gate", "door", "key safe", "keysafe",
                                                "access", "entry", "intercom", "buzzer", "lockbox"),
                context_window=50, priority=66),
    # British plates ('CY19 XKR') after a cue; Dutch ones ('12-ABC-3', 'XK-123-B') after 'kenteken'
    PatternSpec("vehicle_registration", "ID",
                r"(?i:\b(?:reg(?:istration)?|number[ \t]plate|plate|vrm|kenteken|nummerplaat))\.?[ \t]*:?[ \t]*"
                r"(?P<plate>" + _UK_PLATE + "|" + _NL_PLATE + ")"
                r"(?![\w-])",
                group="plate", flags=0, priority=72),
    # a Dutch plate a few words in lower case after 'kenteken' ('kenteken volgens politierapport VK-218-T')
    PatternSpec("vehicle_registration_nl_later", "ID",
                r"(?i:\bkenteken)(?:[ \t]+[a-z]{2,20}){1,3}[ \t]*:?[ \t]+"
                r"(?P<plate>" + _NL_PLATE + r")(?![\w-])",
                group="plate", flags=0, languages=("nl",), priority=72),
    # a British plate with no label after a vehicle in the same sentence ('Drives a white Transit van YG17 KXP',
    # 'the cab (MX19 KVO)', 'driving a Corsa (NK19 WLD)'); a virus's test of the same shape has none ('EV71 PCR')
    PatternSpec("vehicle_registration_after_vehicle", "ID",
                rf"(?<![\w-]){_UK_PLATE}(?![\w-])",
                flags=0, context=("van", "car", "cab", "taxi", "lorry", "truck", "vehicle", "drives", "driving", "drove",
                                  "driven", "parked", "motorbike", "motorcycle", "scooter", "moped", "minibus", "ute"),
                context_window=40, languages=("en",), priority=71),  # Dutch 'van' is a preposition
    # North American, Australasian and South African plates near a vehicle or a plate: three capitals and three or
    # four digits ('TX plate RKW-4471', 'Car MGH481 / NRT207', 'Ohio plate PKD 4417', 'Vehicle: HTX 512 GP'); three
    # digits after a space are a model ('haul truck operator (CAT 793)') (dev notes: 8 of 9 such gold, that one not)
    PatternSpec("vehicle_plate_letters_digits", "ID",
                r"(?<![\w-])(?:[A-Z]{3}-?\d{3,4}|[A-Z]{3}[ \t]\d{4}|[A-Z]{3}[ \t]\d{3}[ \t][A-Z]{2})(?![\w-])",
                flags=0, context=("van", "car", "cars", "cab", "taxi", "lorry", "truck", "vehicle", "drives", "driving",
                                  "drove", "parked", "motorbike", "ute", "plate", "rego"),
                context_window=40, languages=("en",), priority=71),
    # a plate, boat or licence number that opens with its state's or port's two capitals: 'plate MN 214-GTX',
    # 'Rego SB 42 KT', 'licence WA 6639281', 'licence (BC DL 7730185)', 'creel boat (reg UL 98)'; case-sensitive
    # capitals and a digit, and 'reg.' with its dot is a regular pulse ('P 74 reg. VA 6/6') (dev notes: 41 gold
    # characters, none false)
    PatternSpec("plate_or_licence_with_state_code", "ID",
                r"(?i:\b(?:plate|licen[cs]e|rego|registration|reg(?!\.)|vessel[ \t]reg\.|tail))"
                r"[ \t]*(?i:#|no\.?|number)?[ \t]*:?[ \t]*\(?"
                r"(?P<plate>[A-Z]{2}(?:[ \t]DL)?[ \t]?[A-Z0-9]*\d[A-Z0-9-]*(?:[ \t](?:[A-Z]{2,3}|\d{3})(?![\w-]))?)(?![\w])",
                group="plate", flags=0, languages=("en",), priority=72),
    # a fishing vessel's registration, its port's letters and a number, after the boat or 'op de' ('matroos op
    # de UK-142', 'mosselkotter YE-88', 'aan boord UK-171', 'trawler PD 341'): Dutch and Belgian ports by their
    # letters (not the one-letter Belgian ones, and two digits or more: 'op de N 2', 'op de HA 4' are wards), elsewhere one to three capitals after a word for the boat (dev notes: 49 gold characters, none false)
    PatternSpec("fishing_vessel_number_nl", "ID",
                r"(?:(?i:kotter|schip|boord|vaartuig|vissersboot|boot)|\bop de)[, \t]{1,3}"
                r"(?P<vessel>(?:UK|YE|SCH|KW|TX|WR|HD|GO|ARM|BRU|HA|IJM|VL)[- ]\d{2,3})(?![\w-])",
                group="vessel", flags=0, languages=("nl",), priority=72),
    PatternSpec("fishing_vessel_number_en", "ID",
                r"(?i:\b(?:trawler|fishing boat|creel boat|vessel|aboard))[, \t]{1,3}(?P<vessel>[A-Z]{1,3}[- ]?\d{1,4})(?![\w-])",
                group="vessel", flags=0, languages=("en",), priority=72),
    # a Dutch ambulance's number, its region and its vehicle ('ambulance 22-146', 'per ambulance (04-107)',
    # 'Wagen: 01-114' on a ride form) (dev notes: 35 gold characters, none false)
    PatternSpec("ambulance_number_nl", "ID",
                r"(?i:\b(?:ambulance|wagen|wagennr\.?|voertuig)(?![\w-]))[ \t]*:?[ \t]*\(?(?P<number>\d{2}-\d{3})(?![\w-])",
                group="number", flags=0, languages=("nl",), priority=72),
    # an aircraft's registration after the aircraft ('SAR helicopter from Sumburgh, aircraft G-MCGW', 'Guardian
    # Flight tail N419GF', '11:41 Heli OO-NHW geland'): a nationality mark, a hyphen and three or four capitals,
    # or an American 'N', two to five digits and up to two capitals (not nitrous oxide, 'N2O') (dev notes: 4 of 4
    # such gold, none false)
    PatternSpec("aircraft_registration", "ID",
                r"(?i:\b(?:aircraft|airframe|tail|heli(?:copter|kopter)?|toestel|vliegtuig)"
                r"(?:[ \t]+(?:no\.?|nr\.?|number|reg(?:istration)?))?)[ \t]*[:#]?[ \t]*\(?"
                r"(?P<registration>(?:[A-Z]{1,2}|[A-Z]\d|\d[A-Z])-[A-Z]{3,4}|N\d{2,5}[A-Z]{0,2})(?![\w-])",
                group="registration", flags=0, priority=72),
    # 'PC 1742 Hannah Doyle', 'DC 3381 Evans': a constable's number between the rank and the name
    PatternSpec("police_officer_number", "ID",
                r"(?<![\w/])(?:PC|DC|PS|DS|PCSO|Sgt)\.?[ \t]+(?P<number>\d{3,5})(?=[ \t]+[A-Z][a-z])",
                group="number", flags=0, priority=72),
)
