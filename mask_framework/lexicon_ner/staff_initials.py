"""Initials of the staff who wrote, typed or signed a note.

Notes carry their authors' initials in fixed places: a letter's reference ('Our ref: HJ/sk'),
a typist's mark ('getypt kdb'), a sign-off ('Regards, TM'), a report's author label
('Verslag: ST / AK'), a line of its own ('EM/BL') and the end of a nursing entry
('Obs stable. - NH'). The initials of the people a note names ('Dr Amina Shariff ... (AS)') are
``found_name_initials.py``'s. Offsets are half-open code points into the text.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Callable

from mask_framework.lexicon_ner.initials_columns import initials_in_initials_columns
from mask_framework.lexicon_ner.typing_cues import DICTATED, TYPED, alternation

#: a short numeric date, the year optional ('11/03', '14.3.24'), and one with its year ('13-03-2024'):
#: the date a letter was typed or signed, which the marks below stand beside
_SHORT_DATE = r"\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?"
_FULL_DATE = r"\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}"
#: staff initials after a reference or a typist's mark: 'Our ref: HJ/sk', 'getypt 11/03 kvd/nd', 'dict. ivdb/lv',
#: 'Dictaat ÖK/nd' (letters beyond ASCII too)
_STAFF_INITIALS = re.compile(
    r"(?i:\b(?:ref|kenmerk|" + alternation(*TYPED, *DICTATED) + r"))\b[^\n]{0,30}?(?<![\w/.])"
    r"(?P<a>[^\W\d_]{2,4})/(?P<b>[^\W\d_]{2,4})(?![\w])")
#: initials of the authors after a report's label: 'Verslag: ST / AK', 'Opgemaakt: DM', 'Minutes: KG'
_AUTHOR_INITIALS = re.compile(
    r"(?im)\b(?:verslag|opgemaakt|notulist|notulen|minutes|minute-taker|scribe|typed by|report by|auteur|analist|"
    # a report's second reader: '2e lezer: PSt', 'checked by: JW'
    r"lezer|checked by|read by|verified by)"
    r"[ \t]*:[ \t]*(?P<list>[A-Z][A-Za-z]{1,3}(?:[ \t]*[/,&][ \t]*[A-Z][A-Za-z]{1,3})*|[a-z]{2,3}(?=[ \t]+\d))"
    r"(?:[ \t]+" + _SHORT_DATE + r")?[ \t]*$")
_INITIALS_IN_LIST = re.compile(r"[A-Z][A-Za-z]{1,3}|[a-z]{2,3}")
#: 'getypt kdb', 'typed: sb', 'getypt 24.04.2024 (nvl)': the typist's initials, after the date typed if any
_TYPIST = re.compile(r"(?i:\b(?:" + alternation(*TYPED, "dictaat") + r"|(?P<secretariat>secr\.)"
                     r"|dictated but not (?:verified|signed|checked)"
                     r"(?:[ \t]*[-–][ \t]*)?))(?:[ \t]+(?i:door|by))?[ \t]*:?[ \t]*"
                     r"(?P<dated>\d{1,2}[-/.]\d{1,2}(?:[-/.]'?\d{2,4})?[ \t]*(?:[-–][ \t]*)?)?\(?(?P<initials>[A-Za-z]{2,4})\)?"
                     # before the date typed too: 'getypt: mvdh/17-04-24'
                     r"(?![\w]|/(?!\d))")
_DATE_AHEAD = re.compile(r"[ \t]+" + _SHORT_DATE + r"(?![\w/])")
#: the author after a dictation or signature and its date: 'Dictated 14.3.24 kf', 'e-signed 06-Oct-2024 12:21 RON',
#: 'Ged.: 21-10-2024  jv'
_DATED_SIGNATURE = re.compile(
    r"(?i:\b(?:dictated|gedicteerd|ged\.|e-signed|signed|electronically signed))[ \t]*:?[ \t]*"
    r"\d{1,2}[-/.](?:\d{1,2}|[A-Za-z]{3})(?:[-/.]\d{2,4})?(?:[ \t]+\d{1,2}:\d{2})?[ \t]*[/,]?[ \t]*"
    # not the next mark's abbreviation: 'ged. 19/02 get. ab'
    r"\(?(?!(?i:get|getypt|typed|dict)\b)(?P<initials>[A-Za-z]{2,4})\)?(?![\w/])")
#: initials, a slash and the date closing a line: 'MV / 07-03-24', 'Getypt: ks/19.03.24', '... Vandeputte. jv/04.06.2024',
#: 'getypt kv/03-09-24'
_INITIALS_SLASH_DATE = re.compile(r"(?m)(?:^[ \t]*|:[ \t]*|[.)][ \t]+|(?i:" + alternation(*TYPED) + r"|dict\.?)[ \t]+)"
                                  r"(?P<initials>[A-Za-z]{2,3})[ \t]?/[ \t]?"
                                  + _SHORT_DATE + r"(?:[ \t]+\d{1,2}[:.]\d{2})?[ \t]*$")
#: a line that is only a pair of initials: 'EM/BL' closing an entry, 'SD / ht   ext 6623' (a field after a wide gap),
#: or a letter's reference opening its last line before the date typed or a spaced dash: 'es/dbr 09-01-25',
#: 'lvo/ht - Brief_8102457.docx', with a third typist's part: 'AV/jdc/ks - dd 21.09.2023'
_INITIALS_LINE = re.compile(r"(?m)^[ \t]*(?P<a>[A-Z]{2,3}|[a-z]{2,3}|[A-Z]{1,2}[a-z]{0,2}[A-Z])[ \t]?/[ \t]?"
                            # a surname's particle or 'Mc' inside the initials: 'ND/RvdW', 'EF/KMcD'
                            r"(?P<b>[A-Z]{2,3}|[a-z]{2,4}|[A-Z]{1,2}[a-z]{1,2}[A-Z])(?:/(?P<c>[a-z]{2,4}))?"
                            r"(?=[ \t]*$|[ \t]{2,}\S|(?P<closing>[ \t]+[-–][ \t]|[ \t]+" + _FULL_DATE + r"[ \t]*$))")
#: a writer's capitals and a typist's lower case at the end of a line or field: '-- NA/jl', 'ST/rk  MCR ...',
#: 'MdW/jv – gedicteerd 12/9' (a dash opens the next field), 'ML/ab 13-03-2024'
_PAIR_AT_LINE_END = re.compile(r"(?m)(?<![\w/.])(?P<a>[A-Z]{2,3}|[A-Z][a-z]{1,2}[A-Z])/"
                               # capitals after a Dutch writer's interfix initials: 'SvdB/EK'
                               r"(?P<b>[a-z]{2,3}|(?<=[a-z][A-Z]/)[A-Z]{2,3})"
                               r"(?=[ \t]*$|[ \t]{2,}|[ \t]+[-–—][ \t]"
                               # the date it was typed may close the line: 'ML/ab 13-03-2024'
                               r"|(?P<dated>[ \t]+" + _FULL_DATE + r"[ \t]*$))")
#: a typing cue before a pair: then a unit's letters are a typist's too ('uitgetypt LV/cm')
_TYPED_BEFORE = re.compile(r"(?i:\b(?:" + alternation(*TYPED) + r"))[ \t:]+$")
#: who else a log entry names besides its writer ('sk/husb': the writer and the patient's husband), and
#: what follows a signature ('cc Dr Brennan')
_NOT_PAIRED = frozenset({"husb", "wife", "mum", "dad", "son", "dtr", "fam", "self", "pt", "pts", "cc", "bcc", "copy",
                         "gp", "sw", "ot"})
#: a typist's pair in lower case closing a line after a wide gap: 'Date: 07/04/25   twm/nq'
_LOWER_PAIR_AT_LINE_END = re.compile(r"(?m)(?<=[ \t]{2})(?P<a>[a-z]{2,4})/(?P<b>[a-z]{2,4})[ \t]*$")
#: initials in a column of a line list: 'R1   D.W.      89   Tūī' (dotted capitals between wide gaps), or in a
#: cell of one drawn with bars, perhaps with a Malay or Indian patronymic's initial or a note in brackets:
#: '| 1 | J.W. | 14 |', '| M.I. bin R. | Playgroup |', '| L.J.E. (index pt) |', a double surname's '| T.M-K.|'
#: (dev notes: 24 such cells, all gold)
_DOTTED_INITIALS_COLUMN = re.compile(
    r"(?m)(?:^|(?<=[ \t]{2})|(?<=\t)|(?<=\|)[ \t]*)"
    r"(?P<initials>[A-Z]\.(?:[A-Z](?:-[A-Z])?\.){1,2}(?:[ \t]+(?:bin|binti|bte|d/o|s/o|a/l|a/p)[ \t]+(?:[A-Z]\.){1,3})?)"
    r"(?=[ \t]{2,}|\t|[ \t]*$|[ \t]*\||[ \t]+\([^|()\n]*\)[ \t]*\|)")
#: dotted abbreviations that fill such columns without being anyone's initials
_DOTTED_NOT_INITIALS = frozenset({"A.M.", "P.M.", "B.D.", "O.D.", "T.D.S.", "Q.D.S.", "P.R.N.", "I.V.", "I.M.", "S.C.",
                                  "P.O.", "N.B.", "E.G.", "I.E.", "P.S.", "U.K.", "U.S.", "D.O.B.", "N.A.D.", "O.M.",
                                  "O.N.", "S.L.", "P.V.", "P.R.", "N.G.", "S.O.B.", "N.F.A.", "N.A.", "N.K.A.", "C.O."})
#: a role and the initials of who holds it, in an attendance list: '(OT CN, PT RB, CNS MO'D)', 'behandelaar LV.'
_ROLE_INITIALS = re.compile(r"(?<![\w/])(?:OT|PT|SLT|SALT|CNS|RN|SW|HV|RD|ANP|HCA|SN|MSW|Physio|Dietitian|Reg|SHO"
                            r"|(?i:behandelaar|casemanager|regiebehandelaar))"
                            r"[ \t]+(?P<initials>[A-Z]{2,3}|[A-Z]{1,2}'[A-Z])(?=[,;)]|\.?[ \t]*$|[ \t]+[-–/])", re.M)
#: a role, then its holder's initials in brackets: 'CF nurse (SR)', 'Huisbezoek POH-O (MS)', 'SW (KT)'
#: (role words in lower case: after 'RN' or a capitalised 'Nurse' the bracket qualifies the role,
#: 'RN (NIC)', 'Professional Nurse (TB)')
_ROLE_BRACKET_INITIALS = re.compile(
    r"(?<![\w/])(?:nurse|physio|physiotherapist|dietitian|dietician|pharmacist|social worker|keyworker|"
    r"verpleegkundige|vpk|verpl\.?|fysio|fysiotherapeut|diëtist|ergotherapeut|maatschappelijk werker|apotheker|"
    r"praktijkondersteuner|POH(?:-[A-Z]{1,4})?)"
    r"[ \t]*\((?P<initials>[A-Z]{2,4}|[A-Z][a-z]{0,2}[A-Z]{1,2})\)")
#: abbreviations of roles and posts that such a bracket may hold instead of initials
_ROLE_ABBREVIATIONS = frozenset({"nic", "cm", "cpn", "dn", "cns", "anp", "np", "rn", "hca", "sn", "tb", "icu", "ed",
                                 "ccu", "ot", "pt", "sw", "hv", "rd", "ggz", "jgz", "ouderen"})
#: initials, then their holder's role in brackets: '06/10 nacht - FEA (verpl.)', 'seen by KO (physio)'
_INITIALS_BRACKET_ROLE = re.compile(
    r"(?<![\w/.-])(?P<initials>[A-Z]{2,4})[ \t]*\((?i:verpl\.?|vpk|verpleegkundige|nurse|physio|fysio|dietitian|diëtist|"
    r"pharmacist|apotheker|RN|SW|OT|PT|HCA|SLT|CNS|ANP|CPN|POH)\)")
#: initials in capitals, perhaps with a lower-case particle ('PTAF', 'CMcD')
_CAPITAL_INITIALS = r"[A-Z]{2,4}|[A-Z]{1,2}[a-z]{1,2}[A-Z]"
#: initials after a signing label: 'init: PO', 'paraaf jk', 'co-signed rk'
# (a whole word: 'Initial ax', 'initial assessment' are no label and 'ial' no initials)
_SIGNING_LABEL = re.compile(r"(?i:\binit(?:ials)?\b|\bparaaf|\bco-?signed(?:[ \t]+by)?|\bass(?=:)|\bscribe(?=:))[ \t]*:?[ \t]*"
                            r"(?P<initials>[A-Za-z]{2,3})(?![\w/])"
                            # 'Paraaf melder: PTAF', 'paraaf arts: JdV': whose mark, a colon, capitals
                            rf"|(?i:\bparaaf)[ \t]+[a-z]{{3,15}}[ \t]*:[ \t]*(?P<marked>{_CAPITAL_INITIALS})(?![\w/])")
#: capitals after a label for who checked, noted or nursed: 'Checked: HT', 'Nursing: MK', 'Nurse i/c: BW',
#: 'gecontroleerd: AB' (upper case only: 'Checked: ok', 'Nursing: see below' are no one)
_CHECKED_BY_INITIALS = re.compile(
    r"(?:(?P<nurse>(?i:\b(?:nursing|nurses?(?:[ \t]+i/c)?|verpleging|vpk|triage nurse))|(?<![\w/])RN)"
    r"|(?i:\b(?:checked|double[- ]checked|noted|verified|"
    r"witnessed|countersigned|recorded|entered|gecontroleerd|genoteerd|afgetekend)))(?:[ \t]+(?i:by|door))?[ \t]*:[ \t]*"
    rf"(?P<initials>{_CAPITAL_INITIALS})(?![\w/.-])")
#: the theatre team and the nurses of an entry, by their initials: 'Scrub: KL   Scout: bw',
#: 'OK-assistenten: MvL, joh', 'verpl: RV / sk'
_TEAM_LABEL_INITIALS = re.compile(
    r"(?i:\b(?:scrub(?:[ \t]nurse)?|scout|circulating(?:[ \t]nurse)?|runner|odp|instrumenterende|instrumentator|omloop|"
    r"ok-assistent(?:en)?|verpl|vpk))[ \t]*:[ \t]*"
    r"(?P<list>(?:[A-Z][A-Za-z]{1,3}|[a-z]{2,4})(?:[ \t]*[/,&][ \t]*(?:[A-Z][A-Za-z]{1,3}|[a-z]{2,4}))*)(?![\w/.-])")
#: what a nursing label is followed by when it names no nurse
_NOT_NURSE_INITIALS = frozenset({"nad", "icu", "ed", "gp", "na", "nil", "obs", "ok", "ccu", "hdu", "or", "cpr", "dnr",
                                 "adl", "adls", "iv", "ng", "peg", "bp", "tpr", "news", "ews", "mews"})
#: shorthand that is not searched as a found name's initials: whoever 'Gwen Parry' is, 'GP' is the GP ('OK' is:
#: in a table it is a nurse's initials as often as an approval; dev notes: 26 false 'GP', 3 gold 'OK')
SHORTHAND_NOT_INITIALS = _NOT_NURSE_INITIALS - {"ok"}
#: units that make a pair of letters a measure, not initials ('mg/dl', 'ml/min')
_UNIT_WORDS = frozenset({"mg", "dl", "ml", "kg", "mmol", "min", "hr", "hrs", "mcg", "ug", "ng", "pg", "mm", "cm",
                         "wk", "wks", "day", "dag", "uur", "sec", "mol", "iu", "ie", "mu", "meq", "kpa", "mmhg"})
#: routes of giving a drug, the second half of 'IV/po'
_ROUTES = frozenset({"po", "iv", "im", "sc", "pr", "sl", "inh", "top"})
#: how often a dose is given: 'bd/tds - 12-03-2024' opens a dosing line, not a letter's reference
_DOSING = frozenset({"od", "bd", "tds", "qds", "qid", "tid", "bid", "prn", "om", "on", "mane", "nocte", "stat", "dd"})
#: what makes a pair before a dash or a date a dosing line: a frequency, a route or a unit
_DOSING_LINE_WORDS = _DOSING | _ROUTES | _UNIT_WORDS
#: Dutch initials with an interfix: 'JvdB', 'HvD', 'MvdL', 'AdV' (a capital, 'v', 'vd', 'd' or 't', a capital)
_DUTCH_INITIALS = re.compile(r"(?<![\w/.-])[A-Z](?:vd|vd[a-z]|v|d|t)[A-Z](?![\w-])")
#: initials of a surname with an O' or D' prefix, apostrophe and all: 'GO'D' for Gemma O'Driscoll, 'SO'H to sign
#: off', '(KO'L)' (dev notes: 16 of 16 gold, half of them found before only in part or not at all)
_APOSTROPHE_INITIALS = re.compile(r"(?<![\w'’-])[A-Z]?[OD]['’][A-Z](?![\w'’-])")
#: initials signing an entry at the end of its line, after a dash (or two) or a wide gap: 'Note to teacher. -jb',
#: '-- dvk', 'Dressing done. - NH', 'Obs stable.   hc'; after a slash or in brackets: 'Accepted.  /ML', 'Cefazoline 2 g iv.  (ml)';
#: after one or two spaces: 'mogen huren. ab', 'naar Brussel.  LV' (capitals there, as after a dash, sign only
#: when they sign twice or more: 5 such pairs on the dev notes, all gold)
_ENTRY_SIGNATURE = re.compile(
    r"(?m)(?<=[.!?)])(?:[ \t]*(?:--|[-–—~])(?P<glued>(?=[A-Za-z]))|[ \t]*(?P<dash>--|[-–—~])[ \t]?|[ \t]{3,}|[ \t]*(?P<slash>/)[ \t]?"
    r"|[ \t]+(?P<bracket>\()|(?<!\.\.)(?P<spaced>[ \t]{1,2})(?=[a-z]{2,3}[ \t]*$|[A-Z]{2,3}[ \t]*$))"
    r"(?P<initials>[A-Za-z]{2,3})(?(bracket)\)|\.?)[ \t]*$")
#: capitals glued to a dash after a sentence's end that go on with a co-signer or a bracket naming the writer:
#: 'after-hours line. -AM/LT', 'reassured. -LT (Lena Tran RN)', 'www.ggdhaaglanden.nl/soa." -ML'
#: (dev notes: 84 pairs or triples of capitals glued to a dash after a sentence's end, all gold)
_GLUED_SIGNATURE_GOING_ON = re.compile(
    r"(?m)(?<=[.!?)\"”])[ \t]*[-–—](?P<initials>[A-Z]{2,3})(?:/(?P<cosigner>[A-Z]{2,3}))?"
    r"(?:[ \t]+\([^()\n]{2,60}\))?[ \t]*$")
#: capitals signing a log entry once, one or two spaces after its last sentence: 'letter sent. ML',
#: 'collect from clinic pharmacy. TO' (the sentence ends in a word of four letters or more, not an abbreviation
#: such as 'afd.' or a list's number; the next line is blank or opens a new entry with a date, a time or a
#: capital, where a word in lower case would go on with the sentence: 'SC\ntinnitus 10%')
_SIGNED_AFTER_SENTENCE = re.compile(
    r"(?m)(?<=[a-zà-ÿ]{4}[.!?])[ \t]{1,2}(?P<initials>[A-Z]{2,3})[ \t]*(?=\n[ \t]*\n|\n[\d=A-Z]|\n?\Z)")
#: a writer and a co-signer after a dash closing an entry, the slash spaced: 'akkoord voor familiegesprek. - AV / SB',
#: '-- LM / AK' (dev notes: 7 such pairs, all gold)
_DASHED_PAIR = re.compile(r"(?m)(?:^|(?<=[.!?)]))[ \t]*(?:--|[-–])[ \t]*(?P<a>[A-Z]{2,3}|[A-Z][a-z]{1,2}[A-Z])"
                          r"[ \t]*/[ \t]*(?P<b>[A-Z]{2,3}|[a-z]{2,3})[ \t]*$")
#: initials closing a row of a log table after a gap of two spaces or more ('04/03     ja       NB',
#: '19-02-2025  Visite  HOF'), where they close three rows or more
_INITIALS_COLUMN = re.compile(r"(?m)(?<=\S)[ \t]{2,}(?P<initials>[A-Z]{2,3}|[a-z]{2,3})[ \t]*$")
#: the same column drawn with bars, initials in the row's last cell ('| 12:06 | TXA 2nd dose | KM   |'), which
#: may be left open ('10:19  | Urgentie U2 -> doorverbonden | LV')
_INITIALS_LAST_CELL = re.compile(r"(?m)(?<=\|)[ \t]*(?P<initials>[A-Z]{2,3}|[a-z]{2,3})[ \t]*(?:\|[ \t]*)?$")
#: words that close an entry and are no one's initials
_NOT_SIGNATURES = frozenset({"ok", "am", "pm", "nb", "eg", "ie", "re", "pt", "yes", "no", "na", "nad", "prn", "od",
                             "bd", "tds", "qds", "ja", "nee", "gp", "ed", "er", "icu", "hr", "dr", "rn", "neg", "pos",
                             "nvt"})
#: words that close no entry: as above, but 'NB' closing a line after a sentence is a writer's initials, not
#: 'nota bene', which opens a remark (dev notes: 10 such, all gold)
_NOT_ENTRY_SIGNATURES = _NOT_SIGNATURES - {"nb"}
#: what capitals glued to a dash after a sentence's end are not: 'AM' and 'PM' there are no times of day
#: (a time follows a number, not a sentence's end)
_NOT_GLUED_SIGNATURES = _NOT_ENTRY_SIGNATURES - {"am", "pm"}
#: the marks that sign an entry even once: pattern, its groups of initials, the words those groups are not
_SIGNING_ONCE = ((_SIGNED_AFTER_SENTENCE, ("initials",), _NOT_ENTRY_SIGNATURES),
                 (_DASHED_PAIR, ("a", "b"), _NOT_ENTRY_SIGNATURES | _NOT_PAIRED),
                 (_GLUED_SIGNATURE_GOING_ON, ("initials", "cosigner"), _NOT_GLUED_SIGNATURES))
#: words and abbreviations that follow a role or label when it names no one
_NO_ONE = _NOT_SIGNATURES | _NOT_NURSE_INITIALS
#: a system's login of who printed or signed, made of their name: 'Printed 21/06/2024 14:22 by ms.abraham',
#: 'Uitgedraaid door y.mutsaers op 14-06-2024',
#: 'printed 05/12/2024 16:41 by owain.lloyd-rees' (not an e-mail address: that is the web patterns')
_LOGIN_AFTER_BY = re.compile(
    r"(?i:\b(?:printed|exported|generated|accessed|signed|entered|viewed|created|modified|updated"
    r"|uitgedraaid|afgedrukt|geprint|geëxporteerd|ondertekend|aangemaakt|gewijzigd|ingevoerd|gevalideerd"
    # the print's noun: 'Uitdraai: 27-02-2025 11:02 door i.brouwer'
    r"|uitdraai|afdruk))\b[^\n]{0,40}?"
    r"\b(?i:by|door)[ \t]+(?P<login>[a-z][a-z'’-]*[._][a-z][a-z'’-]+(?:[._][a-z][a-z'’-]+)?)(?![\w@]|\.\w)")
#: a login after 'by:' or 'door:' in a record's header: 'Printed by: jpatel4', 'Brief aangemaakt door: gbruins'
#: (the caller drops words: 'Accompanied by: mother', 'Verwezen door: huisarts'; a title has its full stop: 'drs.',
#: a login is short: not 'spoedgevallendienst', and no name follows it: 'Referred by: optom Lisa Brennan')
_LOGIN_AFTER_BY_COLON = re.compile(r"(?i:\b(?:by|door))[ \t]*:[ \t]*(?P<login>[a-z][a-z0-9._-]{1,11}[a-z0-9])(?![\w@.]|[ \t]+[A-Z])")
#: who last printed or changed a record, after the date and time: 'Afgedrukt 22-01-2025 09:14 door vwouter',
#: 'Laatst gewijzigd: 26-03-2024 09:12 - MBo', 'printed 05/12/2024 by jsmith' (the line ends with them)
_DATED_LOGIN = re.compile(
    r"(?im)\b(?:afgedrukt|geprint|gewijzigd|aangemaakt|printed|modified|created)\b[ \t]*:?[ \t]*(?:(?:op|on)[ \t]+)?"
    + _FULL_DATE + r"(?:[ \t]+\d{1,2}[:.]\d{2})?(?:[ \t]+(?:door|by)[ \t]+|[ \t]*[-–][ \t]*)"
    r"(?P<login>[A-Za-z][A-Za-z0-9._-]{1,24})[ \t]*$")
#: the author of an addendum in brackets after its date and time: 'Addendum 15/03/24 11:40 (LOC):',
#: 'Aanvulling 17-04-2024 (J.B., MMW)' (the first of the bracket: what follows may be a role)
_ADDENDUM_AUTHOR = re.compile(
    r"(?i:\b(?:addendum|aanvulling|addition|update))[ \t]+" + _SHORT_DATE
    + r"(?:[ \t]+\d{1,2}[:.u]\d{2})?[ \t]*\((?P<initials>[A-Z]{2,4}|(?:[A-Z]\.){2,3}|[A-Z][a-z]{1,2}[A-Z])(?=[),])")
#: a sign-off, then initials or a name: 'Regards, TM', 'Groet, JvdB', 'Thanks,\nFE' (a whole word: 'GROWTH' and
#: 'GRADE' open with 'gr', and 'OWTH' is no one's initials)
_SIGN_OFF_INITIALS = re.compile(
    r"(?i:\b(?:regards|thanks|cheers|groet|groeten|gr|mvg|best)\b)[,.]?[ \t]*\n?[ \t]*"
    r"(?P<initials>[A-Z][A-Za-z]{0,3}[A-Z])(?![\w-])")


def staff_initials(text: str, ordinary: Callable[[str], bool], stop_words: frozenset[str]) -> list[tuple[str, int, int]]:
    """Initials of the staff who wrote, typed or signed (``ordinary``: whether a lower-cased word is a
    dictionary, clinical or stop word): after a reference or typist's
    mark ('Our ref: HJ/sk', 'getypt kdb'), after a sign-off ('Regards, TM'), before a slash and the date
    closing a line ('jv/04.06.2024'), after a
    report's author label ('Verslag: ST / AK') or a signing label ('init: PO', 'co-signed rk'), alone on a
    line ('EM/BL') or closing one ('-- NA/jl'), or in the
    Dutch shape with an interfix ('JvdB') or an Irish one with an apostrophe ('GO'D'). Pairs that are units
    or words ('mg/dl') are left alone."""
    found = []
    for match in _STAFF_INITIALS.finditer(text):
        parts = [(match.start(g), match.end(g)) for g in ("a", "b")]
        # 'RP/ch' and 'CR/ls' yes (after a reference, words are initials too), 'mg/dl' no
        if any(not ordinary(text[s:e].lower()) for s, e in parts) \
                or not any(text[s:e].lower() in _UNIT_WORDS for s, e in parts):
            found.extend(("NAME", s, e) for s, e in parts)
    for match in _SIGN_OFF_INITIALS.finditer(text):
        initials = match.group("initials")
        if sum(char.isupper() for char in initials) >= 2 and not ordinary(initials.lower()):
            found.append(("NAME", match.start("initials"), match.end("initials")))
    found.extend(("NAME", match.start(), match.end()) for match in _DUTCH_INITIALS.finditer(text))
    found.extend(("NAME", match.start(), match.end()) for match in _APOSTROPHE_INITIALS.finditer(text))
    found.extend(entry_signatures(text, ordinary, stop_words))
    for match in _TYPIST.finditer(text):
        # lower-case initials right after the cue are the typist's even when a word ('getypt: ab');
        # capitals and longer words must not be ordinary ('typed by DR', 'getypt door')
        initials = match.group("initials")
        short_mark = initials.islower() and len(initials) <= 3 and initials not in stop_words \
            and initials not in _NOT_SIGNATURES and initials not in ("up", "me", "om", "nu", "na", "per")
        # capitals after the date typed are the typist's too ('Verslag getypt 03/03/24 SB')
        # (or before it: 'uitgewerkt EB 12-11-24')
        dated = match.group("dated") or _DATE_AHEAD.match(text, match.end())
        dated_capitals = dated and initials.isupper() and initials.lower() not in _NO_ONE \
            and initials.lower() not in _NOT_PAIRED
        if match.group("secretariat") and not initials.islower():
            continue  # 'secr. MKC 09 224 63 70': a department's secretariat; a secretary signs in lower case
        if short_mark or dated_capitals or not ordinary(initials.lower()):
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _INITIALS_LINE.finditer(text):
        a, b = match.group("a"), match.group("b")
        # a writer's capitals and a typist's lower case on a line of their own are the letter
        # convention even when both are abbreviations ('MF/ac', 'SD / ht'); other pairs need a
        # non-word. 'IV/po', 'BP/pm', 'Hb/mmol' are abbreviations and units ('EM/ml' is lost with them)
        typist_pair = a.isupper() and b.islower() and b not in _NOT_PAIRED and b not in _ROUTES \
            and b not in _UNIT_WORDS and b not in _NOT_SIGNATURES and a.lower() not in _UNIT_WORDS
        parts = [part for part in (a, b, match.group("c")) if part]
        # before a dash or a date two lower-case abbreviations are a dosing line ('bd/tds - 12-03-2024')
        lower_pair = a.islower() and b.islower() and a not in _UNIT_WORDS and b not in _UNIT_WORDS \
            and a not in stop_words and b not in stop_words and not match.group("closing")
        dosing = match.group("closing") and any(part in _DOSING_LINE_WORDS for part in parts)
        if (typist_pair or any(not ordinary(part.lower()) for part in parts) or lower_pair) and not dosing:
            found.extend(("NAME", match.start(g), match.end(g)) for g in ("a", "b", "c") if match.group(g))
    for match in _PAIR_AT_LINE_END.finditer(text):
        a, b = match.group("a").lower(), match.group("b")
        # 'IV/po', 'BP/pm' are abbreviations: one part at least must be no word or abbreviation
        # with the date it was typed after it the pair is a letter's reference even when both halves
        # are words ('ML/ab 13-03-2024')
        typed = _TYPED_BEFORE.search(text, max(0, match.start() - 20), match.start()) is not None
        if typed or (b not in _UNIT_WORDS and b not in _NOT_SIGNATURES
                     and (match.group("dated") or not ordinary(a) or not ordinary(b))):
            found.extend(("NAME", match.start(g), match.end(g)) for g in ("a", "b"))
    for match in _DATED_SIGNATURE.finditer(text):
        initials = match.group("initials")
        if initials.lower() not in stop_words and initials.lower() not in _NOT_SIGNATURES \
                and initials.lower() not in _NOT_PAIRED and (initials.isupper() or initials.islower() and len(initials) <= 3):
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _INITIALS_SLASH_DATE.finditer(text):
        initials = match.group("initials")
        if initials.lower() not in stop_words and initials.lower() not in _NO_ONE and initials.lower() not in _UNIT_WORDS:
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _LOWER_PAIR_AT_LINE_END.finditer(text):
        a, b = match.group("a"), match.group("b")
        if a not in _UNIT_WORDS and b not in _UNIT_WORDS and (not ordinary(a) or not ordinary(b)):
            found.extend(("NAME", match.start(g), match.end(g)) for g in ("a", "b") if match.group(g) not in _NOT_PAIRED)
    for match in _DOTTED_INITIALS_COLUMN.finditer(text):
        if match.group("initials") not in _DOTTED_NOT_INITIALS:
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _ROLE_INITIALS.finditer(text):
        initials = match.group("initials")
        # after a written-out role ('behandelaar LV') capitals are its holder; after an abbreviated
        # one ('OT CN') they must be no word or abbreviation
        written_role = text[match.start()].islower()
        if not ordinary(initials.lower()) or "'" in initials \
                or written_role and initials.lower() not in _NO_ONE:
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _ROLE_BRACKET_INITIALS.finditer(text):
        # a role's holder in brackets, even when the capitals spell an abbreviation ('nurse (SR)');
        # not a place or a service ('nurse (ED)', 'SW (GP)')
        initials = match.group("initials").lower()
        if initials not in _NO_ONE and initials not in _NOT_PAIRED and initials not in _ROLE_ABBREVIATIONS:
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _INITIALS_BRACKET_ROLE.finditer(text):
        # before the role they must be no word or abbreviation ('CT (RN)' is a scan and its nurse)
        if not ordinary(match.group("initials").lower()):
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _SIGNING_LABEL.finditer(text):
        group = "initials" if match.group("initials") else "marked"
        initials = match.group(group)
        if initials.lower() not in stop_words and initials.lower() not in _NOT_SIGNATURES:
            found.append(("NAME", match.start(group), match.end(group)))
    for match in _CHECKED_BY_INITIALS.finditer(text):
        # after a nursing label capitals are a nurse even when they spell an abbreviation ('Nursing: MK');
        # after 'Checked:' they may be what was checked ('Checked: BP'), so they must be no word
        initials = match.group("initials").lower()
        if initials not in _NO_ONE and (match.group("nurse") or not ordinary(initials)):
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _TEAM_LABEL_INITIALS.finditer(text):
        for part in re.finditer(r"[A-Za-z]+", match.group("list")):
            initials = part.group().lower()
            # capitals are the team member's; lower case only when no word ('Scout: bw', not 'verpl: ok')
            if initials in _NO_ONE or initials in stop_words or part.group().islower() and ordinary(initials):
                continue
            found.append(("NAME", match.start("list") + part.start(), match.start("list") + part.end()))
    found.extend(("NAME", match.start("login"), match.end("login")) for match in _LOGIN_AFTER_BY.finditer(text))
    found.extend(("NAME", match.start("login"), match.end("login")) for match in _DATED_LOGIN.finditer(text))
    found.extend(("NAME", match.start("login"), match.end("login")) for match in _LOGIN_AFTER_BY_COLON.finditer(text)
                 if not ordinary(match.group("login")))
    for match in _ADDENDUM_AUTHOR.finditer(text):
        # after an addendum's date the bracket names its writer even when the capitals spell an
        # abbreviation ('(LOC)'); not a role or a place ('(GP)', '(ED)')
        initials = match.group("initials").lower()
        if initials not in _NO_ONE and initials not in _NOT_PAIRED and initials not in _ROLE_ABBREVIATIONS:
            found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _AUTHOR_INITIALS.finditer(text):
        for initials in _INITIALS_IN_LIST.finditer(text, match.start("list"), match.end("list")):
            if sum(char.isupper() for char in initials.group()) >= 2 or initials.group().islower():
                found.append(("NAME", initials.start(), initials.end()))
    found.extend(initials_in_initials_columns(text))
    return found


def entry_signatures(text: str, ordinary: Callable[[str], bool],
                     stop_words: frozenset[str] = frozenset()) -> list[tuple[str, int, int]]:
    """Initials closing an entry ('... returned to class. -jb', '... - NH'). Capitals after a wide gap
    or a bracket, or a word or abbreviation, only when they sign two entries or more, or when they
    follow a dash or slash at a sentence's end ('. /BL', '. -PN', '. - KN');
    words that close entries ('- ok') never, and after one space no stop word ('... naar ouders. ab',
    not '... (Spaarne Gasthuis) van')."""
    signatures, signed_once = [], set()
    for match in _ENTRY_SIGNATURE.finditer(text):
        if match.group("spaced") and match.group("initials") in stop_words:
            continue  # one space before a stop word wraps a sentence's line ('(Spaarne Gasthuis) van')
        if match.group("initials").lower() not in _NOT_ENTRY_SIGNATURES:
            signatures.append((match.group("initials"), match.start("initials"), match.end("initials")))
            # '/BL' or '-PN' (capitals glued to the dash) closing an entry signs it, even once
            # (dev notes: 21 glued to a dash after a sentence's end, all gold; '- HTN.' spaced is a list item);
            # so do lower-case initials glued to a dash ('compression socks. -rf'; 17 of 17 gold)
            initials = match.group("initials")
            glued = match.group("glued") is not None
            # capitals after a spaced dash, no full stop after them, sign once too: 'on transfer. - KN',
            # 'Kuringen. – AVH' (dev notes: 28 gold characters for 3 false; '- GP' is a role, above)
            dashed = match.group("dash") not in (None, "~") and not text.startswith(".", match.end("initials"))
            if (match.group("slash") or glued or dashed) and initials.isupper() or glued and initials.islower():
                signed_once.add(signatures[-1])
    # marks that sign an entry once: capitals after a sentence's last word ('letter sent. ML'), a writer and
    # co-signer after a dash ('- AV / SB'), capitals glued to a dash with a co-signer or a bracket after them
    for pattern, groups, not_initials in _SIGNING_ONCE:
        for match in pattern.finditer(text):
            for group in groups:
                if match.group(group) and match.group(group).lower() not in not_initials:
                    entry = (match.group(group), match.start(group), match.end(group))
                    if entry not in signatures:
                        signatures.append(entry)
                    signed_once.add(entry)
    # a column of initials in a log table ('ja       NB'): after a wide gap, three times or more
    column = [(m.group("initials"), m.start("initials"), m.end("initials"))
              for pattern in (_INITIALS_COLUMN, _INITIALS_LAST_CELL) for m in pattern.finditer(text)]
    column_times = Counter(initials for initials, _, _ in column)
    signatures += [entry for entry in column if column_times[entry[0]] >= 3 and entry not in signatures
                   and entry[0].lower() not in ("ok", "ja", "nee", "yes", "no", "na", "neg", "pos", "nvt", "nil")]
    times = Counter(initials for initials, _, _ in signatures)
    return [("NAME", start, end) for initials, start, end in signatures
            if times[initials] >= 2 or initials.islower() and not ordinary(initials)
            or (initials, start, end) in signed_once]
