"""Identifiers (ID) known by their layout or by who carries them, where ``ids.py``'s labels do not reach.

``1-48213-77-580`` in a column of a meeting's attendees is a Belgian RIZIV/INAMI number by its dashes alone,
``592-4471208-63`` a Belgian eID card's or mutuality member's number; ``xxx-xx-6631`` is a US social security
number printed with all but its last four digits masked; ``BEP9K2RT4XW7`` is a Belgian electronic prescription's
identifier (its RID, 'BEP' and nine letters and digits); ``access code 7KQ2-P9XM`` opens a patient portal,
``HealthLink EDI sedfammd`` is a practice's secure-messaging account; ``NL42 ABNA 0518 2274 90`` is a bank account
in its national layout whatever its check digits, ``(01)10603295114822(17)290430(10)J4821K`` an implant's UDI with
its lot, ``1.2.826.0.1.3680043.2.1125.20240229.8842731`` a DICOM study's unique identifier, ``412.558.907-31`` a
Brazilian CPF, ``case 240309-1123`` an ambulance's case and ``CAS 112/02/2024`` a South
African police case; ``PC Ryan Kershaw 14422`` and ``DC Aisha Begum (14287)`` give a police
officer's collar or warrant number after the rank and the name. Labelled numbers (``RIZIV 1-...``, ``SSN: ...``,
``collar no. 4410``) are ``ids.py``'s, except one kind: a member's, policy's or patient's number that has a phone
number's shape (``lidnr. 0342 5518 27``), which the phone patterns would otherwise take.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec, word_alternation

#: labels of a member's, policy's, company's or patient's number, which may have a phone number's shape
#: ('Helan - lidnr. 0342 5518 27', 'ondernemingsnr. 0412.887.365', 'CHI 0703596829', 'H&C 327 118 4402').
#: Generic labels ('nr', 'nummer') are left out: 'Ons nummer: 09 251 48 60' is a phone
LABELS_OF_PHONE_SHAPED_IDS = (
    "lid", "lidnr", "lidnummer", "polis", "polisnr", "polisnummer", "ondernemingsnr", "ondernemingsnummer", "kbo",
    "aansluitingsnr", "aansluitingsnummer", "patiëntnr", "patientnr", "pat.nr", "patnr", "patiëntnummer",
    "patientnummer", "kaartnr", "kaartnummer", "klantnr", "klantnummer", "dossiernr", "dossiernummer", "chi", "h&c",
    "mrn", "policy", "member", "member no", "membership", "acct", "account no", "nhs", "nhs no")
#: British, Irish and Commonwealth police ranks written before an officer's name ('PS': a custody suite's
#: police sergeant)
POLICE_RANKS_EN = ("PC", "WPC", "PS", "DC", "DS", "DI", "DCI", "DSI", "Sgt", "Sgt.", "PCSO", "Cst", "Cst.", "Const.",
                   "Constable", "Sergeant", "Det.", "Detective", "Insp.", "Inspector", "Garda", "Trooper")

PATTERNS = (
    # 1-NNNNN-NN-NNN: eight digits of the person and three of the qualification, grouped by dashes. The check
    # digits are often mistyped, so only the layout is asked (dev notes: 279 of this layout, all gold)
    PatternSpec(
        name="be_riziv_layout",
        entity="ID",
        regex=r"(?<![\w.,/-])[1-9]-\d{5}-\d{2}-\d{3}(?![\w]|[.,/-]\d)",
        flags=0,
        priority=77,
    ),
    # NNN-NNNNNNN-NN: a Belgian mutuality's membership number and the Belgian eID card's number share this layout
    # (dev notes: 97 of it, all gold, 93 found by their labels; 'eID 592-4471208-63' was not)
    PatternSpec(
        name="be_card_or_member_layout",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{3}-\d{7}-\d{2}(?![\w]|[.,/-]\d)",
        flags=0,
        priority=77,
    ),
    # an IBAN in its country's exact national layout, whatever its check digits and without a label: a Dutch
    # bank's four letters and ten digits, a Belgian account's twelve digits, a British or Irish sort code's bank
    # letters ('overmaken naar NL42 ABNA 0518 2274 90' had been left in clear, its check digits wrong). Nothing
    # else in a note has these layouts; a mistyped account number is still someone's account number
    PatternSpec(
        name="iban_national_layout",
        entity="ID",
        regex=r"(?<![\w])(?:NL\d{2} ?[A-Z]{4}(?: ?\d{4}){2} ?\d{2}|BE\d{2}(?: ?\d{4}){3}"
              r"|(?:GB|IE)\d{2} ?[A-Z]{4}(?: ?\d{4}){3} ?\d{2}|DE\d{2}(?: ?\d{4}){4} ?\d{2})(?![\w])",
        flags=0,
        priority=93,
    ),
    # a medical device's GS1 UDI in its printed form: '(01)' and the 14-digit device code, then the expiry, lot
    # or serial each behind its application identifier ('(01)10603295114822(17)290430(10)J4821K'); the lot and
    # serial tie the implant to the one patient who carries it
    PatternSpec(
        name="gs1_udi",
        entity="ID",
        regex=r"(?<![\w)])\(01\)\d{14}(?:\((?:10|11|17|21|240|30)\)[A-Za-z0-9-]{1,20})*(?![\w(])",
        flags=0,
        priority=93,
    ),
    # a Brazilian CPF in its printed layout, NNN.NNN.NNN-NN ('her Brazilian ID number (CPF), it is 412.558.907-31');
    # a Belgian national number groups its digits otherwise (NN.NN.NN-NNN.NN)
    PatternSpec(
        name="br_cpf_layout",
        entity="ID",
        regex=r"(?<![\w.,/-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w]|[.,/-]\d)",
        flags=0,
        priority=77,
    ),
    # 'SSN: xxx-xx-4471', 'SSN (last 4): ***-**-6614': the masked digits are printed, so the whole number is
    # the span, as annotators mark it (dev notes: 14 of 19 wholly gold, the other 5 gold in their last four)
    PatternSpec(
        name="us_ssn_last_four",
        entity="ID",
        regex=r"(?<![\w*-])(?:[xX]{3}|\*{3})-(?:[xX]{2}|\*{2})-\d{4}(?![\w]|[.,/-]\d)",
        flags=0,
        priority=80,
    ),
    # 'Aadhaar: XXXX XXXX 4821', 'card **** **** **** 5512': a number printed with all but its last four digits
    # masked in groups of four (dev notes: 56 gold characters, none false)
    PatternSpec(
        name="masked_number_last_four",
        entity="ID",
        regex=r"(?<![\w*-])(?:(?:X{4}|x{4}|\*{4})[ -]){1,3}\d{4}(?![\w]|[.,/-]\d)",
        flags=0,
        priority=80,
    ),
    # a DICOM unique identifier ('StudyInstanceUID 1.2.826.0.1.3680043.2.1125.20240229.8842731'): an ISO object
    # identifier's root ('1.' or '2.') and at least five more dotted numbers; it names one patient's study, series
    # or image wherever it is pasted (dev notes: 155 gold characters, none false; version numbers and dotted
    # dates have three or four parts)
    PatternSpec(
        name="dicom_uid",
        entity="ID",
        regex=r"(?<![\w.])[12]\.\d{1,10}(?:\.\d{1,40}){4,}(?![\w]|\.\d)",
        flags=0,
        priority=80,
    ),
    # the number of a triage tag, a wristband or a card on a casualty or a patient ('P1 - tag 0412', 'Kaart VB-0412
    # 337' on a METTAG card, 'Reaction clinic card: RC-1188', 'EHIC card no 80276 00881 23456 78901'): three digits
    # or more, so 'card 2 of 3' is none (dev notes: 90 gold characters, none false)
    PatternSpec(
        name="tag_or_card_number",
        entity="ID",
        regex=r"(?i:\b(?:triage[ \t]+)?(?:tag|kaart|card|label|armband|wristband|polsband)"
              r"(?:[ \t]*(?:no\.?|nr\.?|\#|number|nummer))?)[ \t]*:?[ \t]*"
              # a payment card's four groups of four are the Luhn-checked pattern's to judge
              r"(?!\d{4}[ \t]\d{4}[ \t]\d{4}[ \t]\d{1,4}(?!\d))"
              r"(?P<number>(?:[A-Z]{1,3}-)?\d{3,6}(?:[ \t]\d{3,5})*)(?![\w/-]|[.,]\d)",
        group="number",
        flags=0,
        priority=55,  # a labelled card's own pattern knows its layout better ('Health card: 4532 281 947 AB')
    ),
    # a device's, a session's or a file's identifier in hexadecimal ('| 86.43.112.19 | 8f21c0e6b9d47a35 |'): twelve
    # to forty lower-case hex digits with a letter and a digit among them (dev notes: 16 gold characters, none false)
    PatternSpec(
        name="hex_identifier",
        entity="ID",
        regex=r"(?<![\w-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,40}(?![\w-])",
        flags=0,
        priority=76,
    ),
    # a number of a phone's shape after the label of a member's, policy's or patient's number is that number, not
    # a phone: it outranks the phone patterns (76 and lower) on the same digits (dev notes: 51 such numbers were
    # labelled PHONE, 30 English and 21 Dutch, one of them cut short)
    PatternSpec(
        name="id_of_phone_shape_after_label",
        entity="ID",
        regex=r"(?<![\w&])(?:" + word_alternation(LABELS_OF_PHONE_SHAPED_IDS) + r")\.?[ \t]*[:#]?[ \t]*"
              # (the insurer's letters may open it: 'policy VH 0591 7734 02')
              r"(?P<number>(?-i:[A-Z]{1,4}[ ])?(?:\(?0\d{1,4}\)?(?:[ \t./-]?\d){5,12}|[1-9]\d{2}[ ]\d{3}[ ]\d{4}))"
              r"(?![\w]|[.,/-]\d)",
        group="number",
        flags=re.IGNORECASE,
        priority=77,
    ),
    # the rank, one or two capitalised names and the number, bracketed or not; a year is not a number
    # ('DC Hughes 2019 statement') (dev notes: 11 of 11 gold)
    PatternSpec(
        name="police_officer_number",
        entity="ID",
        regex=r"(?<![\w.])(?:" + word_alternation(POLICE_RANKS_EN) + r")[ \t]+(?:[A-Z]\.[ \t]?)?[A-Z][a-z'’-]+"
              r"(?:[ \t]+[A-Z][\w'’-]+)?,?[ \t]+(?:\(|#[ \t]?)?"
              r"(?P<number>(?!(?:19|20)\d{2}\b)\d{3,6})(?![\w]|[.,/-]\d)",
        languages=("en",),
        group="number",
        flags=0,
        priority=74,
    ),
    # a Belgian electronic prescription's identifier, printed on its proof ('RID BEP9K2RT4XW7'): 'BEP' and nine
    # capitals and digits, at least one a digit (dev notes: 96 gold characters, none false, none found before)
    PatternSpec(
        name="be_prescription_rid",
        entity="ID",
        regex=r"(?<![\w-])BEP(?=[A-Z]*\d)[0-9A-Z]{9}(?![\w-])",
        languages=("nl", "en"),
        flags=0,
        priority=77,
    ),
    # an Australian Medicare card's number after its label, whole: ten digits grouped 4-5-1 and the person's
    # reference number glued by a dash or after a space ('Medicare: 2951 73618 2-1', '2951 63048 2 3'); the
    # generic label rule stops after the
    # second group (dev notes: 10 gold characters for 2 false, the false ones where annotators left the
    # reference out)
    PatternSpec(
        name="au_medicare_number",
        entity="ID",
        regex=r"(?i:\bmedicare)(?:[ \t]*(?i:no\.?|number|#|card))?[ \t]*[:.]*[ \t]*"
              r"(?P<number>\d{4}[ ]?\d{5}[ ]?\d(?:-\d|[ ]\d(?![\w.,/-]))?)(?![\w]|[.,/-]\d)",
        languages=("en",),
        group="number",
        flags=0,
        priority=78,
    ),
    # a postal item's tracking number in the UPU's S10 layout, as Royal Mail and others print it: two capitals,
    # eight digits and a check digit, the country's capitals ('tracking RD 8831 4420 6GB'; dev notes: 37 gold
    # characters, none false once a label's letters spaced from a glued number are left out, 'ID 108447291WA')
    PatternSpec(
        name="postal_tracking_number",
        entity="ID",
        regex=r"(?<![\w-])(?:[A-Z]{2} \d{4} \d{4} \d[A-Z]{2}|[A-Z]{2}\d{9}[A-Z]{2})(?![\w-])",
        flags=0,
        priority=76,
    ),
    # a vaccine's, drug's or device's lot, batch or serial number after its label ('batch TD2409K', 'lot NYX3092A',
    # 'LOT K0102C t/m K0110C', 'serienr. FI-17724053'): letters and digits, a digit and a letter among them. They tie
    # a product to the patient who received it, and gold marks them in 17 of the 24 places the dev notes left them
    # in clear (the other 7 read as false)
    PatternSpec(
        name="lot_or_serial_number",
        entity="ID",
        regex=r"(?i:\b(?:lot|batch|lotnr|lotnummer|batchnr|batchnummer|serial|serienummer|serienr|s/n)\.?"
              r"(?:[ \t]?(?:no\.?|nr\.?|number|nummer|\#))?)[ \t]*[:#]?[ \t]*"
              r"(?P<code>(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{3,14}[A-Z0-9])(?![\w-])",
        group="code",
        flags=0,
        priority=74,
    ),
    # a patient portal's or an app's access code ('access code 7KQ2-P9XM', 'app access code PT7Q-XK4M'): letters
    # and digits in groups, one a digit (dev notes: 16 gold characters, none false)
    PatternSpec(
        name="access_code",
        entity="ID",
        regex=r"(?i:\b(?:access|activation|login|pin|portal|app)[ \t]+code)[ \t]*:?[ \t]*"
              r"(?P<code>(?=[A-Z0-9-]*\d)[A-Z0-9]{3,6}(?:-[A-Z0-9]{3,6})*)(?![\w-])",
        languages=("en", "nl"),
        group="code",
        flags=0,
        priority=74,
    ),
    # a practice's HealthLink EDI address, its account name in lower case ('via HealthLink EDI sedfammd',
    # 'recipient code riccclin'; Australia and New Zealand) (dev notes: 33 gold characters, none false)
    PatternSpec(
        name="edi_account",
        entity="ID",
        regex=r"(?i:\bhealthlink[ \t]*\(?[ \t]*EDI|\brecipient[ \t]+code)(?:[ \t]*,[ \t]*(?i:recipient[ \t]+code))?"
              r"[ \t]*:?[ \t]*(?P<account>[a-z]{6,10})(?![\w@-]|\.\w)",
        languages=("en",),
        group="account",
        flags=0,
        priority=74,
    ),
    # an ambulance's, a dispatcher's or a police case's number after 'case', 'job' or 'CAD', its digit groups
    # joined by a slash or a hyphen ('Ambulance Victoria (case 240309-1123)', 'St John, JOB 240912-0688', 'CAD
    # 1147-0503', 'case CAS 318/02/2024', 'DV case DV 0911/2023'; dev notes: 105 gold characters, none false)
    PatternSpec(
        name="case_or_dispatch_number",
        entity="ID",
        regex=r"(?<!\w)(?i:case|job|cad)(?:[ \t]+(?i:no|nr|number)\.?|[ \t]*#)?[ \t]*:?[ \t]*"
              r"(?P<number>(?:[A-Z]{2,4}[ ])?\d{2,8}[/-]\d{2,6}(?:[/-]\d{2,4})?)(?![\w/-])",
        languages=("en", "nl"),
        group="number",
        flags=0,
        priority=74,
    ),
    # a South African police case number, 'CAS' and number/month/year ('SAPS Umhlanga (Const. Ngcobo, CAS
    # 112/02/2024)'; dev notes: 87 gold characters, 15 false where the gold leaves 'CAS' out)
    PatternSpec(
        name="sa_police_case_number",
        entity="ID",
        regex=r"(?<![\w/])CAS[ \t]\d{1,4}/(?:0?[1-9]|1[0-2])/(?:19|20)\d\d(?![\w/])",
        languages=("en",),
        flags=0,
        priority=74,
    ),
)
