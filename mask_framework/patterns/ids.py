"""Identifiers (ID): IBAN, BSN, Belgian rijksregisternummer, US SSN, card numbers,
letter-prefixed record codes (PID-880214) and labelled or long numbers.

Checksummed formats are reported only when the checksum holds. A bare run of 7 to 20
digits is an identifier in clinical notes (patient, order and lab numbers) unless a
unit follows it; phone and date patterns outrank it on overlap.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec, word_alternation
from mask_framework.patterns.validators import bsn_valid, iban_valid, luhn_valid, rijksregisternummer_valid, ssn_valid

#: units after a number make it a measurement, not an identifier
UNITS = ("mg", "g", "kg", "mcg", "µg", "ug", "ml", "l", "mmol", "mol", "ie", "iu", "eenheden", "units", "e",
         "cc", "mm", "cm", "km", "m", "x", "keer", "stuks", "tabletten", "tablets", "cells", "cellen", "/l", "/ul")

#: after an identifier's label, a capital 'M' is the next column's sex, not metres: 'MRN 2403118  M  44y'
_UNITS_AFTER_LABELLED_ID = tuple(unit for unit in UNITS if unit != "m")

#: words labelling an identifier that follows them
ID_LABELS = (
    "mrn", "pid", "patnr", "pat.nr", "pat. nr", "patiëntnummer", "patientnummer", "patient id", "patient number",
    "patiënt-id", "dossiernummer", "dossiernr", "ziekenhuisnummer", "zkh-nr", "zkhnr", "registratienummer",
    "ordernummer", "labnummer", "monsternummer", "aanvraagnummer", "bsn", "burgerservicenummer", "rijksregisternummer",
    "rrn", "insz", "medical record number", "record number", "account number", "acct", "ssn", "member id",
    "policy number", "polisnummer", "klantnummer", "cliëntnummer", "clientnummer", "case number", "accession number",
    "accession", "specimen", "id", "nr", "no", "number", "nummer", "serienummer", "serial number", "uzi", "big",
    "agb", "agb-code", "npi", "dea", "license", "licentie", "kenteken", "license plate", "medicare", "medicare no",
    "medicare number", "group", "group number", "claim", "claim number", "claim no", "nhs", "nhs number", "nhs no",
    "ohip", "health card", "health card number", "hcn", "ubrn", "mcrn", "pps", "pps no", "pps number", "gmc", "nmc",
    "riziv", "riziv-nummer", "rijksregisternr", "inami", "nhi", "mcnz", "hpcsa", "ahpra", "hosp no", "hospital number",
    "unit number", "ur number", "urn", "chi", "chi number", "aadhaar", "aadhar", "uhid", "nric", "ppsn",
    "reg", "reg no", "registration no", "registration number", "imc", "imc reg", "so#", "booking", "inmate",
    "inmate no", "doc", "doc#", "ritnummer", "ritnr", "incident", "incident no",
    "aansluitingsnr", "aansluitingsnummer", "opnamenr", "opnamenummer", "polisnr", "klantnr", "cliëntnr", "clientnr",
    "lidnr", "lidnummer", "ziekenfondsnr", "ziekenfondsnummer", "mutualiteitsnr", "mutualiteitsnummer", "schadenr",
    "schadenummer", "schadedossier", "claimnr", "folder no", "folder number",
    "mykad", "ic no", "mmc", "v-nummer", "vreemdelingennummer", "badge", "badge no", "crash report",
    "incident report", "report #", "pv", "pv-nummer", "pv nr", "parketnummer", "notitienummer",
    "file no", "file number", "cnic", "nmbi", "pin", "nmbi pin", "mdcn", "hcpc", "passport", "passport no",
    "passport number", "paspoort", "paspoortnr", "paspoortnummer", "relatienr", "relatienummer", "tolknr",
    "tolknummer", "interpreter id", "interpreter no", "accessienr", "accessienummer", "zaaknr", "zaaknummer",
    "erkenningsnr", "erkenningsnummer", "rijbewijsnr", "rijbewijsnummer", "ccn", "cms ccn", "mcr", "mcr no",
    "licence no", "our ref", "your ref", "ons kenmerk", "uw kenmerk", "kenmerk", "ref no", "ref nr", "case ref",
    "claim ref", "cad ref", "policy", "member", "member no", "fin", "phn", "licence number", "driver licence", "driver's licence",
    "cpso", "cpsa", "cpsbc", "cpsm", "cpss", "cpsns", "cpsnb", "cpsnl", "billing", "ohip billing", "firm", "nrc",
    "trak", "medical card", "gms", "gms card",
    "mrp", "sin", "call #", "philhealth", "cert", "cert#", "certificate no", "lic", "lic #", "national id",
    "inschrijvingsnr", "inschrijvingsnummer", "parketnr", "studentnr", "studentnummer", "meldingsnr",
    "meldingsnummer", "rolnr", "rolnummer", "student id", "student no", "osiris", "ihi", "run#", "run no",
    "crn", "trn", "nhf card", "abn", "acn", "cin", "medi-cal cin", "patiëntnr", "patientnr", "mr no", "mr number",
    # a device's serial number, an interpreter's accreditation, a policy, a registry entry, an ambulance run
    "sn", "s/n", "serial", "naati", "naati no", "polis", "registratie", "rit", "slip", "aanvraagnr",
    # a NZ nurse's registration and practising certificate ('APC 274493'), a BC doctor's billing number ('MSP 29417'),
    # a card, a police officer's service number, a file, a local reference
    "ncnz", "apc", "msp", "med card", "card no", "card number", "kaartnr", "kaartnummer", "dienstnr", "dienstnummer",
    "dossier",
    # a Quebec doctor's licence ('permit 1-09456')
    "permit", "permit no", "permis",
    "local ref", "matric", "matric no", "matriculation",
    # Canadian provinces' health numbers: Saskatchewan, Manitoba, Alberta ('HSN 842 193 657')
    "hsn", "phin", "uli", "ahcip",
    # a Dutch long-term-care decision ('CIZ-besluit 2023-118802734'); not 'Besluit:', a Flemish heading
    "ciz-besluit", "ciz besluit", "indicatiebesluit",
    # a lab number with the lab's letters ('labnr MMB 23-0912774'); the number of the electronic record
    "labnr", "epd", "epd-nr", "epd-nummer", "kennitala",
    # a health insurer's member ('VHI Healthcare - membership 2093 4418 07', 'Partenamut - lid 42719-0388'), the
    # European health insurance card ('EZVK/EHIC 80616 0000 ...'), an Irish GP visit card, a medical file
    "membership", "membership no", "membership number", "lid", "ehic", "ezvk", "ehic-nr", "visit card",
    "gp visit card", "medical file",
    # a visit's, a sample's and a lab accession's number ('Visit no 24-0931177', 'sample T24.0129.0716', 'Quest acc#
    # WB418820K', 'staal 25019-41873'), a device, a funding approval ('Special Authority SA2417-8830'), an
    # Australian electricity meter ('NMI 6001 2345 678'), a billing payee, a defence service number, an ambulance run
    "visit no", "sample", "sample no", "sample id", "acc", "acc no", "staal", "staalnr", "device",
    "device no", "device id", "special authority", "nmi", "payee", "payee no", "stamnr", "rit-nr", "opname-nr",
    # a lab's numbers for a sample ('Lab nos: H24.0318872')
    "lab no", "lab nos", "lab number", "lab numbers",
    # an Australian pension or health care concession card ('Pension/Concession:   208 774 193K')
    "concession", "concession card", "pension card", "pensioner card", "health care card", "healthcare card",
    # a Dutch AGB code with whose it is ('AGB-code zorgverlener: 03-058421', 'AGB-code instelling: 06-010731')
    "agb-code zorgverlener", "agb-code instelling", "agb-code praktijk", "agb-code zorgaanbieder",
    "agb-code verwijzer", "agb-code apotheek", "agb-code voorschrijver",
    # a Belgian hospital's electronic record number ('EAD UZL 8812 4473', 'EAD 8120473-55') and a patient number's
    # shorthand ('pnr 6.184.302'); the bare long ones were found before, not the grouped or dotted (dev notes: 19 of
    # 21 such values gold, 7 missed before)
    "ead", "pnr",
    # a US Medicaid number with its state's letters ('Medicaid:   GA 112 847 6630', 'Georgia Medicaid GA 221874630')
    "medicaid", "medicaid no", "medicaid id", "medicaid number",
)
#: extensions of files that reports, scans and letters are saved as
_FILE_EXTENSIONS = "pdf|docx?|rtf|odt|txt|xml|jpe?g|png|tiff?|dcm|dicom|xlsx?|csv|msg|eml|zip|hl7"

_LABEL_ALTERNATION = word_alternation(ID_LABELS)


#: the value after an identifier's label
_LABELLED_VALUE = (
    r"(?P<value>(?=[A-Z./-]*\d)[A-Z0-9][A-Z0-9./-]{3,24}[A-Z0-9](?:[ ]\d{1,6}(?=[\s,;.)]|$))*"
    # (an Ontario health card's version code after a space or a hyphen: '5384 227 119 KT', '6271 448 903-JK')
    # (and an Irish medical card's check letter closing the line: 'Medical card: 1904 552 M', no metre)
    r"|\d{2,6}(?:[ ]\d{1,8}){1,4}(?:/\d|[A-Z]|(?-i:[ -][A-Z]{2})|(?-i:[ ][A-Z](?=[ \t]*(?:\n|$))))?(?=[\s,;.)]|$)"
    # a lone first digit before groups of three or four ('Patiëntnummer: 6 038 412', 'EPD 3 118 407 6')
    r"|\d(?:[ ]\d{3,4}){2,3}(?:[ ]\d)?(?=[\s,;.)]|$)"
    # 'Hosp no PMGH 24/109552', 'member SX 4471 20983', 'Pat.nr. ZOL 1.408.772': a letter prefix, a space, digit groups
    # (and a check letter or one or two check digits: 'GV 4410873M', 'polisnr. Z 4420 1187 6', 'member no BC 684 221 03')
    # (the prefix may join two codes: 'dossier BR-JR 24/113', 'DD-JGZ 203948571')
    r"|[A-Z]{1,5}(?:-[A-Z]{1,5})?[ ](?:\d{1,6}[ /.-]){0,3}\d{3,10}(?:[A-Z]|[ ]\d{1,2})?(?=[\s,;.)]|$)"
    # 'Folder no: VH 2201-447-9': the last group after a long one may be a check digit
    r"|[A-Z]{1,5}[ ]\d{3,10}(?:[/.-]\d{1,6}){1,3}(?=[\s,;.)]|$)"
    # a Belgian sickness fund's office, a slash and the member ('lidnr. 021 / 0466392-17', 'aansluitingsnr. 309 / 1412788')
    r"|\d{2,4}[ ]/[ ]\d{5,10}(?:-\d{1,3})?(?=[\s,;.)]|$))(?![\w])")


def _checked(check):
    return lambda match: check(match.group(0))


def labelled_id_valid(match: re.Match) -> bool:
    """Four digits, or a code mixing two digits or more with two letters or more ('QX7R4N2P')."""
    value = match.group("value")
    digits = sum(char.isdigit() for char in value)
    return digits >= 4 or digits >= 2 and sum(char.isalpha() for char in value) >= 2 and len(value) >= 6


_RANGE = re.compile(r"([1-9]\d{0,3}(?:[.,]\d{1,3})?|0[.,]\d{1,3})-([1-9]\d{0,3}(?:[.,]\d{1,3})?|0[.,]\d{1,3})")


def reference_number_valid(value: str) -> bool:
    """Six digits or more, and not a reference range of a result ('Na 140 (ref 135-145)'); or capitals
    and at least three digits ('ref MTC-7781', 'booking ref JH7Q44TR'), which no range or result has (the
    development notes: 468 such codes after 'ref', all gold)."""
    range_ = _RANGE.fullmatch(value)
    if range_ and float(range_.group(1).replace(",", ".")) < float(range_.group(2).replace(",", ".")):
        return False
    digits = sum(char.isdigit() for char in value)
    return digits >= 6 or digits >= 3 and any(char.isalpha() for char in value)


#: a value shaped like a date, which no identifier pattern should take
DATE_SHAPED = re.compile(r"\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}[/.-]\d{1,2}(?:[/.-]\d{1,2})?")
_VITALS_RATIO = re.compile(r"\d{2,3}/\d{2,3}")
#: capital labels of measurements and phones, whose values can look like codes
_NOT_ID_LABELS = frozenset({"TEL", "FAX", "PH", "MOB", "GSM", "BLEEP", "EXT", "PAGER", "BP", "RR", "BD", "HR", "PR",
                            "TA", "ECG", "EKG", "CT", "MRI", "PSG", "EEG", "EMG", "DOB", "DOD", "LMP", "EDD"})


def acronym_labelled_code_valid(match: re.Match) -> bool:
    """A code, not a date, a blood pressure or a list of short codes: five digits or more with a run of
    three, an unseparated number of six digits or more, and a word without digits only as a prefix of a
    long number ('HTAR 1184472')."""
    if match.group("label").upper() in _NOT_ID_LABELS:
        return False
    tokens = match.group("value").split(" ")
    if any(DATE_SHAPED.fullmatch(token) or _VITALS_RATIO.fullmatch(token) for token in tokens):
        return False
    if tokens[0].isalpha() and (len(tokens) == 1 or not re.search(r"\d{5}", " ".join(tokens[1:]))):
        return False
    if any(token.isalpha() for token in tokens[1:]):
        return False
    value = "".join(tokens)
    digits = sum(char.isdigit() for char in value)
    if value.isdigit() and len(tokens) == 1:
        return digits >= 6
    return digits >= 5 and re.search(r"\d{3}", value) is not None


#: an IBAN's layout: country, check digits, then groups of four, printed with or without their spaces
_IBAN_SHAPE = r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?"

PATTERNS = (
    PatternSpec(
        name="iban",
        entity="ID",
        regex=rf"(?<![\w]){_IBAN_SHAPE}(?![\w])",
        flags=0,
        validator=_checked(iban_valid),
        priority=95,
    ),
    # an IBAN after its label, whatever its check digits: a typed account number carries slips, and invented
    # notes carry numbers no bank issued ('Rekeningnummer: BE62 0013 4455 6677' had been missed, 'IBAN: NL12 ABNA
    # 0123 4567 89' read as a phone number from its third group)
    PatternSpec(
        name="labelled_iban",
        entity="ID",
        regex=r"\b(?:iban|(?:bank)?rekening(?:nummer|nr\.?)?|bank account(?: number| no\.?)?|account (?:number|no\.?))"
              rf"[ \t]*:?[ \t]*(?P<value>{_IBAN_SHAPE})(?![\w])",
        group="value",
        priority=94,
    ),
    # a Belgian enterprise (KBO) or VAT number after its label, with or without the country code:
    # 'Ondernemingsnummer: BE 0712.548.391', 'btw BE0712548391' (the code had been left, the digits read as a phone)
    PatternSpec(
        name="be_enterprise_number",
        entity="ID",
        regex=r"\b(?:ondernemingsnummer|ondernemingsnr\.?|kbo(?:-nummer|-nr\.?)?|btw(?:-nummer|-nr\.?| nr\.?)?|vat(?: no\.?| number)?)"
              r"[ \t]*:?[ \t]*(?P<value>(?:BE[ ]?)?[01]\d{3}[. ]?\d{3}[. ]?\d{3})(?![\w]|[.,]\d)",
        group="value",
        priority=94,
    ),
    PatternSpec(
        name="bsn",
        entity="ID",
        regex=r"(?<![\w.,/-])(?:\d{9}|\d{4}\.\d{2}\.\d{3}|\d{3}[ .-]\d{3}[ .-]\d{3}|\d{8})(?![\w]|[.,/-]\d)",
        validator=_checked(bsn_valid),
        priority=75,
    ),
    PatternSpec(
        name="be_rijksregisternummer",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{2}\.?\d{2}\.?\d{2}[-. ]?\d{3}[-. ]?\d{2}(?![\w]|[.,/-]\d)",
        validator=_checked(rijksregisternummer_valid),
        priority=80,
    ),
    # '87.05.14-262.35' in a table with no label: the Belgian number's own dotted layout, a birth date
    # (month 00-12, raised by 20 or 40 in a BIS number) and a serial. Typed numbers carry slips in their
    # check digits, and the layout alone is no other number's (dev notes: 354 of this layout, all gold)
    PatternSpec(
        name="be_national_number_layout",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{2}\.(?:0\d|1[0-2]|2\d|3[0-2]|4\d|5[0-2])\.(?:[0-2]\d|3[01])-\d{3}\.\d{2}"
              r"(?![\w]|[.,/-]\d)",
        priority=77,
    ),
    PatternSpec(
        name="us_ssn",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{3}-\d{2}-\d{4}(?![\w]|[.,/-]\d)",
        validator=_checked(ssn_valid),
        priority=80,
    ),
    # a UK National Insurance number, 'JE 61 44 07 C' or 'JE614407C': two letters of the allowed
    # prefixes, three pairs of digits and a suffix A-D, with or without the printed spaces
    PatternSpec(
        name="uk_national_insurance_number",
        entity="ID",
        regex=r"(?<![\w-])(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?:[ ]?\d{2}){3}[ ]?[A-D](?![\w-])",
        flags=0,
        priority=78,
    ),
    PatternSpec(
        name="payment_card",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\w]|[.,/-]\d)",
        validator=_checked(luhn_valid),
        priority=78,
    ),
    PatternSpec(
        name="record_code",
        entity="ID",
        # one to five capitals, up to two short number groups, then at least five digits:
        # PID-880214, MRN1234567, Z123456, S24-00912, RAD-23-0291157 ('COVID-19', 'CA-125' have no five)
        # a check digit may close it in brackets, as Hong Kong's hospital numbers print it: 'HN19028471(3)'
        regex=r"(?<![\w-])[A-Z]{1,5}(?:[-/#]?\d{1,4}){0,2}[-/#]?\d{5,14}(?:[-/]\d{1,4}|\([0-9A]\))?(?![\w])",
        flags=0,
        priority=72,
    ),
    # 'C/16/574123 / FA RK 24-1187': a Dutch court's case number with its request number (compulsory care, family
    # court); 'GE.55.L3.024871/2024': a Belgian police report (PV) number, district, office, serial and year
    PatternSpec(
        name="court_or_police_case_number",
        entity="ID",
        regex=r"(?<![\w/.])(?:[A-Z]{1,2}/\d{2}/\d{5,7}[ \t]*/[ \t]*[A-Z]{2}[ \t]RK[ \t]\d{2}[-/]\d{3,5}"
              r"|[A-Z]{2}\.\d{2}\.[A-Z]{1,2}\d{0,2}\.\d{4,7}/(?:19|20)?\d{2})(?![\w/-])",
        flags=0,
        priority=76,
    ),
    # 'G0925 24 812447 J', 'NLSN 24 093817 5': a blood donation number as ISBT 128 prints it (the collecting
    # facility, the year, a serial and a check character) on a unit's label or a transfusion record
    PatternSpec(
        name="blood_donation_number",
        entity="ID",
        regex=r"(?<![\w-])(?:[A-Z]\d{4}|[A-Z]{4})[ ]\d{2}[ ]\d{6}(?:[ ][A-Z0-9])?(?![\w-])",
        flags=0,
        priority=73,
    ),
    # 'ZKT4821', 'ZAT45GD': a New Zealand NHI, three capitals (no I or O) and four digits, or the
    # newer two digits and two capitals, standing alone (a column of a contact-tracing table). Shape
    # only: notes carry invented numbers whose check digit fails; on the English dev notes all 48
    # tokens of this shape are identifiers (11 were missed in table columns without a label)
    PatternSpec(
        name="nhi_shaped_code",
        entity="ID",
        regex=r"(?<![\w-])[A-HJ-NP-Z]{3}(?:\d{4}|\d{2}[A-HJ-NP-Z]{2})(?![\w-])",
        languages=("en",),
        flags=0,
        priority=70,
    ),
    PatternSpec(
        name="case_code",
        entity="ID",
        # '2024-CW-018874', 'CGH-SP-24-5517': three or more dash-joined groups with capitals and at
        # least four digits ('ICD-10-CM', 'SARS-CoV-2', 'T2-N0-M0' have fewer)
        regex=r"(?<![\w-])(?=[A-Z0-9-]*[A-Z])(?=(?:[A-Z-]*\d){4})[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){2,4}(?![\w-])",
        flags=0,
        priority=71,
    ),
    # a British driving licence number: five letters of the surname (padded with 9s), six digits of the birth date
    # (the month +50 for a woman), two initials (or 9s), a digit and two check letters ('WISNI907150K99LR',
    # 'APRHY906307D99KL'); dev notes: 6 such codes, all gold
    PatternSpec(
        name="uk_driving_licence",
        entity="ID",
        regex=r"(?<![\w-])[A-Z][A-Z9]{4}\d[0156]\d[0-3]\d{2}[A-Z9]{2}\d[A-Z]{2}(?:[ ]?\d{2})?(?![\w-])",
        flags=0,
        priority=72,
    ),
    # a Quebec health card (RAMQ) after its name: four letters of the name and eight digits, often in groups of four
    # ('RAMQ: NGUM 8654 1912'). A Newfoundland MCP number: twelve digits in threes
    PatternSpec(
        name="qc_ramq_shaped",
        entity="ID",
        regex=r"(?<![\w-])[A-Z]{4}(?:[ ]\d{4}[ ]\d{4}|\d{8})(?![\w-]|[ ]\d)",
        languages=("en",),
        flags=0,
        # the card's name near it: 'SANC 14523867' is a nurse's registration, 'DPIC 6423 9119' a phone line
        context=("ramq", "health card", "carte soleil", "assurance maladie", "medicare"),
        context_window=30,
        priority=70,
    ),
    PatternSpec(
        name="nl_mcp_number",
        entity="ID",
        regex=r"(?<![\w-])MCP[ \t]*(?:#|(?i:no)\.?)?[ \t]*:?[ \t]*(?P<value>\d{3}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3})(?![\w-]|[ ]\d)",
        languages=("en",),
        group="value",
        flags=0,
        priority=73,
    ),
    PatternSpec(
        name="slash_code",
        entity="ID",
        # 'DHN/TR/441', 'HKL/DERM/PD/2024/0613', 'NCS/24/0877': capital groups joined by slashes before a
        # serial, two groups or one and a year-like number (on the development notes 207 such codes, 206
        # gold; one capital group alone is a unit's, 'IE/500 mL'); a letter group may follow the year ('WSGL/24/M/33407')
        regex=r"(?<![\w/.-])(?:(?:[A-Z]{2,6}/){2,3}(?:\d{2,4}/)?\d{3,}(?:/\d{2,4})?|[A-Z]{2,6}/(?:\d{2}|\d{4})/(?:[A-Z]{1,3}/)?\d{3,})"
              # and a serial after a dash ('MJ/27/3318-0042915')
              r"(?:-\d{3,})?(?![\w/])",
        flags=0,
        # over a record code inside it ('M/33407' in 'WSGL/24/M/33407', 'GNT/2024/118733' in 'IDW/GNT/2024/118733')
        priority=73,
    ),
    PatternSpec(
        name="labelled_id",
        entity="ID",
        # 'Dossiernr. ZOL: 0020.418.337', 'Hosp no (CUH): ...', 'Reg.nr. MUMC+: 2-884-019', 'Patiëntnr. Intramed:
        # 25-00318': the institution's acronym or the record system's name between label and colon;
        # 'SIN on file: 128 349 816'
        regex=rf"(?<!\w)(?:{_LABEL_ALTERNATION})(?=[\s:#.])\.?(?:[ \t]\(?[A-Z]{{2,12}}\+?\)?(?=[ \t]?:)|[ \t]+on[ \t]+file(?=:))?"
              # aligned form fields: 'MR No      : 2403-118-702', dot leaders: 'Medicare ...... 2953 61847 1'
              rf"\s?(?:#|:|nr\.?(?![a-z])|no\.?(?![a-z])|number|nummer)?"
              # after a colon the value may stand far to the right ('CAS number:            CAS 412/03/2024')
              # a form drawn as a table: the label in one cell, the value in the next ('| IHI    | 8003 6081 ... |')
              rf"(?:(?:\s?:|[ \t]{{2,12}}:)[ \t]{{0,20}}|[ \t]*\.{{3,}}[ \t]{{0,8}}|[ \t]{{0,30}}\|[ \t]{{0,8}}|[ \t]{{0,8}})"
              rf"{_LABELLED_VALUE}",
        group="value",
        validator=labelled_id_valid,
        reject_after=_UNITS_AFTER_LABELLED_ID,
        priority=74,
    ),
    # 'reg. no. 3109', 'CPO reg. 6214', 'key safe ... code 4719', 'GP code 30813', 'NDSS registration 7103 9926': a
    # registration, licence, badge or code number of four to six digits, shorter than labelled_id takes (dev notes:
    # 38 such numbers, all gold; in Dutch notes a 'code' is as often a billing or diagnostic code)
    PatternSpec(
        name="registration_number_en",
        entity="ID",
        regex=r"(?<!\w)(?i:reg|registration|licen[cs]e|badge|code)\.?[ \t]*(?:(?i:no|nr|number)\.?|#)?[ \t]*:?[ \t]*"
              r"(?P<value>\d{4,6}(?:[ ]\d{4})?)(?![\w/-]|[.,]\d)",
        languages=("en",),
        group="value",
        reject_after=UNITS,
        priority=73,
    ),
    # a form's field with its label at the line start and the value far to the right, no colon:
    # 'INSZ                 09.11.09-273.41'
    PatternSpec(
        name="labelled_id_wide_field",
        entity="ID",
        regex=rf"(?m)^[ \t]*(?:{_LABEL_ALTERNATION})\.?[ \t]{{9,40}}{_LABELLED_VALUE}",
        group="value",
        validator=labelled_id_valid,
        reject_after=UNITS,
        priority=74,
    ),
    # 'HSN: 812 447 903', 'FPS: 471093D', 'PNC: 09/318842Q', 'RN: HTAR 1184472': a code after a label of
    # two to five capitals and a colon. Every country and service has its own acronyms, more than a list
    # of labels can hold; dates, phones and postcodes outrank it, and the validator turns away
    # measurements ('RR: 148/86', 'ICPC: N79 / L76')
    PatternSpec(
        name="acronym_labelled_code",
        entity="ID",
        regex=r"(?<![\w/-])(?P<label>[A-Z]{2,5}(?:/[A-Z]{1,3})?)(?:[ \t](?:No|no|Nr|nr)\.?|[ \t]?#)?[ \t]*:[ \t]*"
              r"(?P<value>[A-Z0-9](?:[A-Z0-9/.-]*[A-Z0-9])?(?:[ ][A-Z0-9](?:[A-Z0-9/.-]*[A-Z0-9])?){0,3})(?![\w/-])",
        group="value",
        flags=0,
        validator=acronym_labelled_code_valid,
        reject_after=UNITS,
        priority=42,
    ),
    # 'badge 7721', 'collar no. 4410', 'SSN (last 4): 6619': labels whose numbers are short, which labelled_id
    # leaves alone
    PatternSpec(
        name="short_labelled_id",
        entity="ID",
        regex=r"(?<!\w)(?:(?:badge|shield|collar|warrant|buckle)(?:[ -]?(?:no\.?|nr\.?|number|#))?"
              r"|(?:employee|staff)[ -]?(?:id|no\.?|number|#)|personeelsn(?:umme)?r\.?|stamnummer"
              r"|ssn[ \t]*\(last[ \t]?4\)|last[ \t]4(?:[ \t]of[ \t]ssn)?)"
              r"[ \t]*[:#]?[ \t]*(?P<value>\d{3,6})(?![\w.,/-]\d|\w)",
        group="value",
        reject_after=UNITS,
        priority=74,
    ),
    # 'RCMP Lake Louise, file 2024-0211794', 'Genetics file G24-1187', 'C-file: 28 741 903': a file's number
    # (not a file's name, 'file KK2405-01187_consent.pdf', which file_name_with_number takes whole);
    # a police file joined by a slash, 'Youth Aid, file 240307/6612' (not a date written with slashes)
    PatternSpec(
        name="file_number",
        entity="ID",
        regex=r"(?<![\w])(?i:file)[ \t]*(?:#|(?i:no|nr)\.?)?[ \t]*:?[ \t]*"
              r"(?P<value>[A-Z]{0,3}\d{2,}(?:-\d{2,}[A-Z]?)+"
              r"|(?!(?:19|20)\d\d/\d{1,2}/\d{1,2}(?!\d))\d{4,}(?:/[A-Z0-9]{1,8})+"
              # a sentence may end on it ('file 240307.'), a decimal may not
              r"|\d{6,}|\d{2,3}(?:[ ]\d{3}){2})(?![\w/-]|[.,]\w)",
        group="value",
        flags=0,
        reject_after=UNITS,
        priority=74,
    ),
    # 'HOHEPA_ZKH4821_OCT_12032024.pdf', 'brief_OZR0048821_20240814.pdf': a file name that carries a number; the
    # whole name outranks a labelled number inside it ('Dossier: KL-2025-0219_Baboeram_antwoordbrief_def.pdf', not
    # 'KL-2025' alone)
    PatternSpec(
        name="file_name_with_number",
        entity="ID",
        regex=rf"(?<![\w./\\-])(?=[\w-]*\d{{4}})[\w-]+(?:\.[\w-]+)*\.(?i:{_FILE_EXTENSIONS})(?![\w])",
        flags=0,
        priority=75,
    ),
    # 'CPU240807_MK_01', 'DERM_2176640_20250310', 'SUUNTO_RBautista_20240420.fit': a photo or device file
    # named by underscores with six digits or more, extension or not (dev notes: 6 of 6 are gold); or in three
    # parts or more whose last has a digit: a cochlear implant's program 'AZIZI_N_L_MAP14', a dive log
    # 'koene_dive_0614_2' (not an MRI sequence, 'T2_FLAIR_axial', nor a short variable, 'my_var_2'; dev notes:
    # 100 characters gained, 14 false)
    PatternSpec(
        name="underscored_file_stem",
        entity="ID",
        regex=r"(?<![\w./\\-])(?=[\w-]*_)(?=[\w-]*[A-Za-z])"
              r"(?=(?:[A-Za-z_-]*\d){6}|[A-Za-z][A-Za-z0-9]{2,}(?:_[A-Za-z0-9]+)+_[A-Za-z]*\d[A-Za-z0-9]*(?![\w-]))"
              r"[\w-]+(?:\.[A-Za-z0-9]{2,4})?(?![\w/-]|\.\w)",
        flags=0,
        priority=72,
    ),
    # 'CPSO #98431', 'Firm # 409127', 'call # 24-118473', 'claim (#22-114-0398': a number of four digits
    # or more after '#' ('#3 fracture', '# NOF' and the floor-unit '#08-115' are no identifiers), also
    # right after a label's letters ('PCR# 25-1187734': a patient care record), or after '#' and a colon ('Visit # :
    # 24-0047719', 'Clinic #: 11-482-907'; dev notes: 31 of 31 gold)
    PatternSpec(
        name="hash_number",
        entity="ID",
        regex=r"(?<![\d_#])#(?:[ \t]?|[ \t]*:[ \t]*)(?!\d{3}-\d{3}-\d{4}(?![\w-]))"  # 'home #: 773-555-0167' is a phone
              # spaced groups on one line too: 'Chart #: 0038 41 92', 'Health Care #: 107 554 281'
              r"(?P<value>\d{3,4}(?:[ ]\d{2,4}){1,3}(?![ ]?\d)|\d{4,}(?:-\d{2,})*|\d{2,3}-\d{4,}|\d{2,3}-\d{2,4}-\d{3,})(?![\w-])",
        group="value",
        reject_after=UNITS,
        priority=73,
    ),
    # 'OPG ref 7000 1183 5562', 'crime ref CRIS-01-4478812-24', 'report ref 23-11-0871': a reference
    # number of six digits or more in groups ('ref 3.5-5.1' and 'ref <200' are reference ranges)
    PatternSpec(
        name="reference_number",
        entity="ID",
        # one to three letter prefixes before a slash ('NFO ref NFO/24/0612', 'MHTS ref: CTO/24/0873', a
        # solicitor's 'ref TK/ASB/25/0392', 'incident ref KZNSB/INC/24/017'), dotted groups
        # ('lab ref GG25063.118407')
        # ('Onze referentie: OOG/TvH/2024-18832', a writer's initials in mixed case among the prefixes)
        regex=r"(?<!\w)(?i:ref|reference|referentie(?:nummer|nr)?)\.?[ \t]*(?:(?i:no|nr)\.?(?![A-Za-z])|#)?[ \t:]*"
              # or before a space ('ref MAIB 2024/118')
              r"(?P<value>(?:(?:[A-Z][A-Za-z]{0,5}[/-]){1,3}(?=\d)|[A-Z]{2,6}[ ](?=\d))?[A-Z0-9]*\d[A-Z0-9]*(?:(?:[/.-][A-Z0-9]+)|(?:[ ]\d+)){0,4})"
              r"(?![\w.,]\d|[\w/-])",
        group="value",
        flags=0,
        validator=lambda match: reference_number_valid(match.group("value")),
        reject_after=UNITS,
        priority=73,
    ),
    # PhilHealth identification number '12-050817342-6': two digits, nine, a check digit
    PatternSpec(
        name="ph_philhealth_number",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{2}-\d{9}-\d(?![\w]|[.,/-]\d)",
        priority=76,
    ),
    # Malaysian MyKad 'IC: 930512-10-6284': a birth date, a place-of-birth code, four digits
    PatternSpec(
        name="my_identity_card",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])-\d{2}-\d{4}(?![\w]|[.,/-]\d)",
        priority=76,
    ),
    # Hong Kong identity card 'R482913(5)': one or two letters, six digits, the check digit in brackets
    PatternSpec(
        name="hk_identity_card",
        entity="ID",
        regex=r"(?<![\w])[A-Z]{1,2}\d{6}\([0-9A]\)",
        flags=0,
        priority=76,
    ),
    # a Belgian mutuality's membership number, 'CM 317/1188402', 'Solidaris - 305/1127489-02': three
    # digits, a slash, six to eight (on the Dutch dev notes all 30 numbers of this shape are such numbers,
    # 3 of them with no label before them); not an incidence per 100,000 ('150/100000')
    PatternSpec(
        name="be_mutuality_number",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{3}/(?!10{5,7}(?!\d))\d{6,8}(?:[-/]\d{1,2})?(?![\w/]|[.,-]\d)",
        priority=76,
    ),
    # 'flight # AC24-1093', 'kit # 0812-55734-2', 'Sedgwick #3A24C-118820', 'Officer D. Okafor #B2290': a code with
    # a digit after a number sign (dev notes: 207 of 208 such codes gold; the other a Singapore unit, '#B1-11', which
    # the address patterns outrank)
    PatternSpec(
        name="code_after_number_sign",
        entity="ID",
        regex=r"(?<![\w#])#[ \t]?(?P<code>(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])(?![\w-])",
        group="code",
        flags=0,
        reject_after=UNITS,
        priority=41,
    ),
    PatternSpec(
        name="long_number",
        entity="ID",
        regex=r"(?<![\w.,/+-])\d{7,20}(?![\w]|[.,/-]\d)",
        reject_after=UNITS,
        priority=40,
    ),
)
