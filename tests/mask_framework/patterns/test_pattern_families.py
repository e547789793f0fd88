"""Every pattern family: what it must find (exact surface and entity) and what it must leave alone."""
from __future__ import annotations

import pytest

from mask_framework.patterns import PatternRecognizer, pattern_specs

NL = PatternRecognizer("nl")
EN = PatternRecognizer("en")


def surfaces(recognizer, text):
    return [(entity, text[start:end]) for entity, start, end in recognizer.find(text)]


POSITIVE_NL = [
    ("Ziekenfonds: CM   Dossiernr. ZOL: 0020.418.337\n", ("ID", "0020.418.337")),
    # the record system's or the institution's name in full between label and colon
    ("Patiëntnr. Intramed: 25-00318. Bevestigingsmail verstuurd.", ("ID", "25-00318")),
    # a Belgian free number has five digits after 0800
    ("Pomp gehuurd via Vivisol, bij alarm: 0800 23 547.", ("PHONE", "0800 23 547")),
    ("info Tabakstop (0800 111 00, www.tabakstop.be)", ("PHONE", "0800 111 00")),
    # a laboratory's or device's number without a label
    ("Lab-aanvraag Z24.118873\nCT traumascan", ("ID", "Z24.118873")),
    ("processor Nucleus 8 - 7K4410582\n  Rechts", ("ID", "7K4410582")),
    # a street without a suffix, a dash and the postcode and place of a letterhead
    ("AZ Vesalius - Geriatrisch Dagziekenhuis\nHazelereik 51 - 3700 Tongeren - tel. 012 39 74 11",
     ("LOCATION", "Hazelereik 51")),  # the hospital between label and colon
    ("Patiëntnr. UZL: 104812   BSN", ("ID", "104812")),
    ("Cliënt: dhr. K.   patiëntnr 115087", ("ID", "115087")),
    # the Belgian national number's layout in a table, without a label and with a slip in its check digits
    ("  Mehmet AYDIN            03/11/1983   83.11.03-189.52    16%    O2 NRB", ("ID", "83.11.03-189.52")),
    # a decade written with its century
    ("Allergies: penicillin (hives, 1970s)", ("DATE", "1970s")),
    # phones
    ("Bel 06-12345678 graag", ("PHONE", "06-12345678")),
    ("tel. +31 6 12345678.", ("PHONE", "+31 6 12345678")),
    ("tel 0031 20 5555555", ("PHONE", "0031 20 5555555")),
    ("poli 030-2509111 of", ("PHONE", "030-2509111")),
    ("(030) 250 9111", ("PHONE", "(030) 250 9111")),
    ("0475/12.34.56", ("PHONE", "0475/12.34.56")),
    ("gsm +32 475 12 34 56", ("PHONE", "+32 475 12 34 56")),
    ("Tel: +31 (0)6 3920 1178", ("PHONE", "+31 (0)6 3920 1178")),
    ("tel +31 (0)20 555 1234.", ("PHONE", "+31 (0)20 555 1234")),
    ("0800 1234", ("PHONE", "0800 1234")),
    # web
    ("mail j.de.vries@umcutrecht.nl.", ("EMAIL", "j.de.vries@umcutrecht.nl")),
    ("zie https://www.uzleuven.be/nl/afspraak.", ("URL", "https://www.uzleuven.be/nl/afspraak")),
    ("zie www.umcutrecht.nl.", ("URL", "www.umcutrecht.nl")),
    ("Export naar: spoedbord.azleiedal.local   Bestand: SPB_0700.csv", ("URL", "spoedbord.azleiedal.local")),  # intranet
    ("zie thuisarts.nl voor info", ("URL", "thuisarts.nl")),
    ("host 10.12.0.254 down", ("URL", "10.12.0.254")),
    # ids
    ("IBAN NL91 ABNA 0417 1643 00", ("ID", "NL91 ABNA 0417 1643 00")),
    ("BSN 123456782", ("ID", "123456782")),
    ("bsn: 1234.56.782", ("ID", "1234.56.782")),
    ("RRN 85.07.30-033.28", ("ID", "85.07.30-033.28")),
    ("patiënt PID-880214 opgenomen", ("ID", "PID-880214")),
    ("HKID: K482913(6)          HN: HN19028471(3)\n", ("ID", "HN19028471(3)")),  # its check digit in brackets
    ("Productnr. (ISBT-128):  NLSN 24 093817 5\n", ("ID", "NLSN 24 093817 5")),  # a blood donation number
    ("| G0925 24 812447 J     | A pos | 14:05 |", ("ID", "G0925 24 812447 J")),
    ("Geert Lefever, supervisor (tel. intern 5723)", ("PHONE", "5723")),
    ("Zaaknr. rechtbank: C/16/574123 / FA RK 24-1187 (Rechtbank)", ("ID", "C/16/574123 / FA RK 24-1187")),
    ("MDO / KWARTAALBESPREKING HEMODIALYSE - Q2 2025\n", ("DATE", "Q2 2025")),
    ("PV Politiezone Antwerpen: AN.55.L7.041873/2024 (inspecteur)", ("ID", "AN.55.L7.041873/2024")),
    ("Politie (inspecteur X): PV HA.43.L1.041873/2024, bloedstaal", ("ID", "HA.43.L1.041873/2024")),
    ("spoed.vj@jessazh.be / intern 6120\n", ("PHONE", "6120")),
    ("ingrid.verbeek@radboudumc.nl, tst. 13 72 04)", ("PHONE", "13 72 04")),
    ("patnr 0012345", ("ID", "0012345")),
    ("Pat.nr. ZOL 1.408.772", ("ID", "ZOL 1.408.772")),
    ("kenmerk TBC-HGL-2025-0417 / Osiris 2025-018832", ("ID", "2025-018832")),
    ("Labnummer: Z2104-1234", ("ID", "Z2104-1234")),
    ("Kamer 3.14 – dhr. A. Ben Haddou, 79 jr, pnr 6.197.558\n", ("ID", "6.197.558")),
    ("°12/08/1982 (41 j)\nEAD UZL 8812 4473    INSZ", ("ID", "UZL 8812 4473")),
    ("CM Oost-Vlaanderen (lidnr. 021 / 0466392-17).", ("ID", "021 / 0466392-17")),
    # dates
    ("op 3-7-1954 geboren", ("DATE", "3-7-1954")),
    ("certify that Mrs J. Martina, born 24 July 1994, is pregnant", ("DATE", "24 July 1994")),  # English in Dutch
    ("Sent: Friday, May 3, 2024 11:42 AM", ("DATE", "Friday, May 3, 2024")),  # a pasted English e-mail's header
    ("Friday, shift 08:00, from 6 May until 27 May 2024 (10 sessions)", ("DATE", "6 May")),  # and without its year
    ("14/02/2011", ("DATE", "14/02/2011")),
    ("05.10.1987", ("DATE", "05.10.1987")),
    ("2021-03-12", ("DATE", "2021-03-12")),
    ("op 3 okt. 2004 gezien", ("DATE", "3 okt. 2004")),
    ("11-juni-2015", ("DATE", "11-juni-2015")),
    ("controle 19 maart.", ("DATE", "19 maart")),
    ("ma 04/05/2009", ("DATE", "ma 04/05/2009")),
    ("woensdag 12 februari 2020", ("DATE", "woensdag 12 februari 2020")),
    ("sinds mrt. 2019", ("DATE", "mrt. 2019")),
    ("CABG in 1998, daarna", ("DATE", "1998")),
    ("d.d. 12-04-'02", ("DATE", "12-04-'02")),
    # ages (number only)
    ("Dhr. is 67 jaar en", ("AGE", "67")),
    ("een 71jr oude man", ("AGE", "71")),
    ("ca. 39 jaar oud", ("AGE", "39")),
    ("een 58-jarige vrouw", ("AGE", "58")),
    ("leeftijd: 84", ("AGE", "84")),
    # postcodes and addresses
    ("3584 CX Utrecht", ("LOCATION", "3584 CX")),
    ("1234AB", ("LOCATION", "1234AB")),
    ("Kerkstraat 12a", ("LOCATION", "Kerkstraat 12a")),
    ("Postbus 85500", ("LOCATION", "Postbus 85500")),
    ("Meir 1, 2000 Antwerpen", ("LOCATION", "2000")),
    ("Meir 1, 2000 Antwerpen", ("LOCATION", "Antwerpen")),
    ("Adres: Zandstraat 45 bus 2, 8200 Sint-Andries", ("LOCATION", "Zandstraat 45 bus 2")),
    ("Burg. de Withstraat 4b\n", ("LOCATION", "Burg. de Withstraat 4b")),
    ("Ruddershove 10, 8000 Brugge", ("LOCATION", "Ruddershove 10")),
    ("Stiphout 12, 5708 ZX Helmond", ("LOCATION", "Stiphout 12")),
    # a street with its particles; one in the next cell of a letterhead; a large post box number
    ("Laan van de Helende Meesters 8, 1186 AM Amstelveen", ("LOCATION", "Laan van de Helende Meesters 8")),
    ("Campus Sint-Jan | Synaps Park 1 | 3600 Genk", ("LOCATION", "Synaps Park 1")),
    # a centred dot between street and postcode; a German street in the East Cantons
    ("Kleine Noord 44 · 1621 JH Hoorn", ("LOCATION", "Kleine Noord 44")),
    ("Hookstraße 45 – 4700 Eupen", ("LOCATION", "Hookstraße 45")),
    # or on the line above them, in an address block
    ("Huisartsenpraktijk Tereken\n   Tereken 55\n   9100 Sint-Niklaas\n", ("LOCATION", "Tereken 55")),
    ("Postbus 30.001, 9700 RB Groningen", ("LOCATION", "Postbus 30.001")),
    # the ward a patient is admitted or moved to; an acronym before a ward's code in its field
    ("- Opname C3.2, kamer 14.", ("LOCATION", "C3.2")),
    ("Beiden opgenomen op K12 (dr. De Smet)", ("LOCATION", "K12")),
    # a ward's code after a word that places someone there, with a Belgian three-digit code
    ("Hij werd opgenomen op onze afdeling E 452 van 17/02 tot 21/02.", ("LOCATION", "E 452")),
    ("Endocrinologie - hospitalisatie-eenheid E 431\n", ("LOCATION", "E 431")),
    # a ward by its floor and wing, and a ward's code in brackets after its name
    ("Naar: afdeling Traumatologie, 5 Noord, kamer 512", ("LOCATION", "5 Noord")),
    ("Interne Geneeskunde 3-Oost | OVERDRACHT", ("LOCATION", "3-Oost")),
    ("kamer 312, afdeling Kinderen (K3)\n", ("LOCATION", "K3")),
    ("'s nachts geobserveerd op K3 ivm kans op bifasische reactie", ("LOCATION", "K3")),
    ("Plan: morgen naar C4 indien Hb stabiel.", ("LOCATION", "C4")),
    # a weekday with its part of the day names one day
    ("Ze werden zondagochtend door de brandweer gevonden.", ("DATE", "zondagochtend")),
    ("Diagnose: metaaldampkoorts. Dinsdagmiddag al veel beter.", ("DATE", "Dinsdagmiddag")),
    ("Afdeling: NICU J6-S, kamer 4, couveuse 2", ("LOCATION", "NICU J6-S")),
    # a street whose suffix a compass point follows
    ("                  Rijksweg-Noord 88, 6662 NA Elst | 06-18", ("LOCATION", "Rijksweg-Noord 88")),
    # a member's or a company's number of a phone's shape after its label is an ID
    ("Mutualiteit: Helan - lidnr. 0321 889 104 57\n", ("ID", "0321 889 104 57")),
    ("Zelzate (ondernemingsnr. 0438.219.774)", ("ID", "0438.219.774")),
    ("Verz.: CZ, polisnr. 0193847562", ("ID", "0193847562")),
    ("Vragen? Ons nummer: 09 251 48 60", ("PHONE", "09 251 48 60")),  # a generic label: a phone
    # a RIZIV number by its dashes, in a column with no label
    ("  dr. Ine Claes              radiologie                1-39841-06-950\n", ("ID", "1-39841-06-950")),
]

POSITIVE_NL += [
    # a Surinamese landline of six digits after a telephone's label
    ("Indira Gandhiweg 117, Paramaribo – tel. 481-226", ("PHONE", "481-226")),
    ("lopende asielaanvraag (IND-zaak 2306-11-88213)", ("ID", "2306-11-88213")),
    # a registry entry, an ambulance run, a policy
    ("Perined-registratie: 2024 5517 0392", ("ID", "2024 5517 0392")),
    ("Ambulancezorg Zeeland, rit 240714-0387", ("ID", "240714-0387")),
    ("Ethias polis 45.118.772", ("ID", "45.118.772")),
    ("Lithium 0,8 mmol/l   aanvraagnr. 25B0207 44196", ("ID", "25B0207 44196")),
    # an abbreviated month alone, in lower case or capitalised
    ("Calpro jan.: 380 (was 120)", ("DATE", "jan.")),
    ("metformine gestopt okt\n", ("DATE", "okt")),
    ("fusidinezuur (dec, jan).", ("DATE", "dec")),
    # a police officer's service number, a file, a card
    ("(agent J. Dekker, dienstnr. 170334)", ("ID", "170334")),
    ("Dossier: HvB-0218\n", ("ID", "HvB-0218")),
    ("kaartnr. 80724 00009 12345 61220\n", ("ID", "80724 00009 12345 61220")),
    # a file number after the institution's acronym
    ("Dossier ITG: 24/118307\nLierselei 12", ("ID", "24/118307")),
    # a mutuality's membership number with no label; a long-term-care decision
    ("76.02.19-024.46 - CM 317/1188402\n", ("ID", "317/1188402")),
    ("Ziekenfonds: Solidaris - 305/1127489-02\n", ("ID", "305/1127489-02")),
    ("Mutualiteit: CM (230/6612948/07)", ("ID", "230/6612948/07")),
    ("Wlz-indicatie VV7 (CIZ-besluit 2023-118802734)", ("ID", "2023-118802734")),
    ("ZZP VV10, CIZ besluit 24-0331847\n", ("ID", "24-0331847")),
    # a diminutive relative's age; a baby's age in months after the name; ages at a compound diagnosis
    ("zus werkt als schoonmaakster en broertje (12). Vader woont", ("AGE", "12")),
    ("Contacten: jongste zusje Willemijn (11 mnd) en moeder", ("AGE", "11")),
    # a date signed with initials before it; not after 'w/wo' (with or without contrast), no weekday
    ("naar dr. Vandeputte. jv/04.06.2024\n", ("DATE", "04.06.2024")),
    ("Borstcarcinoom links (pT1cN0) op 43 j, behandeld", ("AGE", "43")),
    ("grootmoeder: \"buikkanker\", overl. op 58 j te Eeklo", ("AGE", "58")),
    # a street in two capitalised parts before a postcode; an extension with its exchange digit apart
    ("pat.nr 7041266\n         Dragonder-Oost 41, 3906 NK Veenendaal", ("LOCATION", "Dragonder-Oost 41")),
    ("Zuyderland - Anesthesiologie - tst. 5 7340\n", ("PHONE", "5 7340")),
    # a holiday with its year is one date, not a year alone; a cross before an age at death
    ("Drie koliekaanvallen sinds kerst 2023, één episode", ("DATE", "kerst 2023")),
    ("Moeder (†72) CVA; broer hartinfarct", ("AGE", "72")),
    ("vader († 66 jr, MI)", ("AGE", "66")),
    ("| Marcel Vermeulen | vader, 71 j. | Heverlee |", ("AGE", "71")),
    ("Broer Tom, 45 jaar, gezond", ("AGE", "45")),
    ("oom († 2019), tante", ("DATE", "2019")),  # a year of death is no age (and no AGE is found: test below)
    # a range of ages with an en dash is one span
    ("een man van 40–45 jaar", ("AGE", "40–45")),
    ("- Mantelzorg: mw. is zelf 78, wordt moe.", ("AGE", "78")),  # the carer's own age
    # a full date glued to the labels of a run-together export
    ("Patiënt:JANSSENS-MAHMOUD ElsGeb.:12/04/1988Geslacht:VLeeftijd:36", ("DATE", "12/04/1988")),
    ("sleutel ligt bij buurvrouw (mevr. Kwakye, nr. 64) al", ("LOCATION", "64")),
]

NEGATIVE_NL = [
    # six digits after a label that is not only a telephone's: a range of glucose values
    "Glycemies thuis 140-260 mg/dl, werk 120 130",
    # the writer's weight lost after 'ik ben' is no age
    "ik ben 3 kg afgevallen",
    # times, sizes and doses written with letters and five digits are no identifiers
    "Bezoek 14u00-15u00 en 10u15-11u30; laesie 24x19x20 mm; metformine 2dd1000 mg",
    # a relative's death some years ago; opening hours after a range of weekdays
    "Zus, 3 jaar geleden overleden aan borstkanker",
    "bereikbaar ma-vr, 9-12 u",
    # a floor and wing glued to a code or a number; a bracketed code after a ward's name in lower case
    "kamer 4.3 Noord-Brabant; naar 12-Oostende; stap 2 Westers; de afdeling heeft (K3) bedden",
    # a line closing on a number above a line opening on one is no address without a place after the number
    "Hb 8\n1200 ml\nTotaal 12\n1000 mg/dag",
    # limits and durations in years written 'j' are no ages
    "ECG: niet nodig (< 40 j), terugbetaald tot 43 j, valproaat > 10 j, al 20 j, afbouwen; na 65 j, geen premie",
    "opname 2 dagen, Opname IZ: stabiel",  # a stay, a unit without a code
    "vijf stappen van 1 7340 stuks",  # an exchange digit needs the extension's label
    # the pharmacist's title, a reflex, decompensatio cordis
    "Uitgevoerd door apr. E. Van Damme; KPR/APR symm.; dec. cordis NYHA II; OKT overleg",
    "rit van 20 km, registratie 3x per dag, polis volgt",
    "Kamer 8938\nGP: gebeld. Bed 1150\nRN aanwezig.",
    "No DVT: 2 keer geen trombose; Nr HB: 8,1",  # an acronym before a colon that labels no number  # a postcode's letters stand on its own line
    "Metformine 1000 mg 2dd, Hb 8.1 mmol/l, kreatinine 95 umol/l.",
    "Paracetamol 1250 MG en 500mg",
    "Syntocinon 5 IE iv traag + 10 IE/500 mL onderhoud",  # a unit's capitals before a slash
    "een vrouw van 40 kg en een man van 1,80 m",  # a person's weight and height
    # weekdays of a habit or a schedule
    "kookt elke zondag; vaart maandag t/m donderdag; MTX 1x/wk (vrijdag); dialyse ma en vrijdag",
    "al 10 jaar klachten, 10 jaar geleden gestopt, elke 2 jaar controle, over 1 jaar terug.",
    # durations after 'in', after an approximation and in a range with an en dash; a menstrual cycle
    "≥ 7 episodes in 1 jaar; kinderwens binnen ca. 1–2 jaar; al ca. 10 jaar; Cyclus 28/5. Ervaart",
    "Tweede episode in < 2 jaar, maar volledig herstel",
    "32-01-2018 en 01-13-2018 en 01-01-3018 en 8/12/1899",
    "2018-13-01 en 2022.1.38",
    "versie 12.13.01-123.45 en 2000s-serie",  # a month 13 is no birth date; a hyphen joins a word
    "RR 130/80 mmHg, pols 72/min, temp 37.5",
    "ICD-10 code I21, NYHA-3, CA-125 verhoogd, HbA1c 53",
    "Contrast 2 keer gegeven",
    "Dr. Jansen en mevr.de Vries",
    "1234 aa",
    "T2 hyperintens, C5-C6 hernia, L4 wortel",
    # a weekday's part of the day as a habit
    "Aderlating voortaan op dinsdagmiddag; buikpijn elke zondagavond; (vrije dinsdagmiddag); dans (woensdagnamiddag)",
    # a day of treatment, a percentile, a spine level after 'op' or 'naar'
    "Gestart op D1, op D3 ontslag. Gewicht van P50 naar P25. Pijn op L4 en op S1.",
    "glucose 5.6, 1.2.3 versie",
    # a blood pressure after a capital label, a history of abbreviations
    "LO: RR 148/86, pols 96\nKO: BD 148/90\nVG: CABG, DM2",
    # a heading 'Besluit' and its year; an incidence per 100,000 or per million
    "Besluit: CO niet uitgesloten (MS/RH). Besluit: 12 punten. Incidentie 150/100000 en 120/1000000 per jaar",
]

POSITIVE_EN = [
    ("Clinic\n207-255 Hampstead Road, Northfield SA 5085", ("LOCATION", "207-255 Hampstead Road")),  # a range of numbers
    ("Lives at 12-14 Station Road.", ("LOCATION", "12-14 Station Road.")),
    ("Call (555) 123-4567 today", ("PHONE", "(555) 123-4567")),
    ("pager 410-555-1234.", ("PHONE", "410-555-1234")),
    ("+1 410 955 5000", ("PHONE", "+1 410 955 5000")),
    ("SSN 123-45-6789", ("ID", "123-45-6789")),
    ("card 4111 1111 1111 1111", ("ID", "4111 1111 1111 1111")),
    ("MRN 1234567", ("ID", "1234567")),
    ("seen March 3rd, 2020 in clinic", ("DATE", "March 3rd, 2020")),
    ("on 3 March 2020", ("DATE", "3 March 2020")),
    ("on Mar. 3, 2020", ("DATE", "Mar. 3, 2020")),
    ("since May 2019", ("DATE", "May 2019")),
    ("12/25/2020", ("DATE", "12/25/2020")),
    ("A 58-year-old man", ("AGE", "58")),
    ("aged 58", ("AGE", "58")),
    # an approximate age after the age label, a relative or a person of unknown name
    ("clot in leg after hysterectomy (age ~50). Non-smoker.", ("AGE", "50")),
    ("Kevin Delgado, grandson, approx 34, lives in the home", ("AGE", "34")),
    ("| MI-PRI-009 | unknown female (~70) | - | P2 |", ("AGE", "70")),
    ("72 y/o F", ("AGE", "72")),
    ("58 years old", ("AGE", "58")),
    ("123 Main Street, Baltimore, MD 21201", ("LOCATION", "123 Main Street")),
    ("Baltimore, MD 21201-1234.", ("LOCATION", "21201-1234")),
    ("27 Cardigan Road, Leeds LS6 1LF", ("LOCATION", "Leeds LS6 1LF")),
    ("London SW1A 1AA.", ("LOCATION", "London SW1A 1AA")),
    ("postcode SW1A 1AA.", ("LOCATION", "SW1A 1AA")),
    ("Related specimen: S24-00912 (core bx)", ("ID", "S24-00912")),
    ("comparison (Acc RAD-23-0291157)", ("ID", "RAD-23-0291157")),
    ("Lives in Round Rock, TX. Father", ("LOCATION", "Round Rock, TX")),
    ("GP: Dr Lee, Parramatta NSW 2150.", ("LOCATION", "Parramatta NSW 2150")),
    ("Shop 4, 55 Paringa Boulevard\nMEADOW HEIGHTS  VIC  3048\n", ("LOCATION", "MEADOW HEIGHTS  VIC  3048")),
    ("Industrial Estate, Tamworth B78 2HJ", ("LOCATION", "Tamworth B78 2HJ")),
    ("lives in the same building (Apt 1F), present", ("LOCATION", "Apt 1F")),
    ("Medicare No: 2953 71846 1\nAddress", ("ID", "2953 71846 1")),
    ("Medicaid:   GA 112 847 6630 (Amerigroup)", ("ID", "GA 112 847 6630")),  # a state's letters, then groups
    ("Secondary: Georgia Medicaid GA 221874630\nAddress", ("ID", "GA 221874630")),
    ("Officer D. Whitfield, badge 7721, took a statement", ("ID", "7721")),
    ("Dr Okafor, GMC 7418236, bleep 4417.", ("PHONE", "4417")),
    ("Anaesthetist, MCNZ 31092   pager 8634\n", ("PHONE", "8634")),
    ("son Suresh 9173 2284; home 6454 0921\n", ("PHONE", "6454 0921")),
    ("HP: 9123 4567 (daughter)", ("PHONE", "9123 4567")),
    ("Plot 14, Spintex Road, Baatsona, Accra\nTel", ("LOCATION", "Plot 14, Spintex Road, Baatsona, Accra")),
    ("Physio\nShop 3, 152 Latrobe Tce, Paddington QLD 4064\n", ("LOCATION", "Shop 3, 152 Latrobe Tce, Paddington QLD 4064")),
    ("Officer R. Kowalski (badge #2281) present", ("ID", "2281")),
    ("Staff no: 40917 signed", ("ID", "40917")),
    ("NHS number 485 777 3457 today", ("ID", "485 777 3457")),
    ("Policy # PSD-778201445, Group # 40219", ("ID", "40219")),
    ("Toronto, ON M5V 2T6\n", ("LOCATION", "M5V 2T6")),
    ("Toronto, ON M5V 2T6\n", ("LOCATION", "Toronto, ON")),
    ("Health card: 4532 281 947 AB", ("ID", "4532 281 947 AB")),  # with its version code
    ("Case # 2024-CW-018874 opened", ("ID", "2024-CW-018874")),
    ("path CGH-SP-24-5517.", ("ID", "CGH-SP-24-5517")),
    ("Ballsbridge, Dublin 4, D04 K7W2\n", ("LOCATION", "D04 K7W2")),
    ("Ballsbridge, Dublin 4, D04 K7W2\n", ("LOCATION", "Dublin 4")),
    ("e-RS referral, UBRN 0004 3817 2290)", ("ID", "0004 3817 2290")),
    ("STD leave 8/23/23-11/20/23; LTD", ("DATE", "8/23/23-11/20/23")),
    ("Medical Center 3/21-3/27/24; T2DM", ("DATE", "3/21-3/27/24")),
    ("missed 4/9 PM furosemide", ("DATE", "4/9")),
    ("Mother (b. 1931) had BCCs", ("DATE", "1931")),
    ("IC: 930512-10-6284     RN:", ("ID", "930512-10-6284")),
    ("HKID: R482913(5)    HN:", ("ID", "R482913(5)")),
    ("WorkSafeBC claim (#22-114-0398) open", ("ID", "22-114-0398")),
    ("SFD Medic 32 (EMS run# 24-018832)", ("ID", "24-018832")),
    ("IRN 2   IHI 8003 6087 1123 4459", ("ID", "8003 6087 1123 4459")),
    ("registered Aug 2020, OPG ref 7000 1183 5562", ("ID", "7000 1183 5562")),
    ("no charge, crime ref CRIS-01-4478812-24", ("ID", "CRIS-01-4478812-24")),
    # a reference with a letter prefix before a slash, or in dotted groups
    ("Near-Fatal Overdose Pathway (NFO ref NFO/24/0612)", ("ID", "NFO/24/0612")),
    ("Results (04-Mar-2025 00:48, lab ref GG25063.118407):", ("ID", "GG25063.118407")),
    # a sample, a lab accession, a device, a funding approval, a meter, a billing payee
    ("BLOODS (sample T24.0129.0716, taken 08:40)", ("ID", "T24.0129.0716")),
    ("labs (02/26/2025, Quest acc# WB418820K):", ("ID", "WB418820K")),
    ("TcB (JM-105, OPH device # JM-7731): 248 umol/L", ("ID", "JM-7731")),
    ("EpiPen dispensed - Special Authority SA2417-8830.", ("ID", "SA2417-8830")),
    ("sent to United Energy, NMI 6001 2345 678.", ("ID", "6001 2345 678")),
    ("e-signed 2024-03-18 16:10, Teleplan payee 41822", ("ID", "41822")),
    ("Magistrates' Court (ref 135-0482)", ("ID", "135-0482")),
    ("TRN: 118-402-775", ("ID", "118-402-775")),
    ("NHF Card: 2093 4471 8820", ("ID", "2093 4471 8820")),
    ("Pieta 1800 247 247 / Samaritans", ("PHONE", "1800 247 247")),
    ("NDIS enquiries 1300-360-980.", ("PHONE", "1300-360-980")),
    ("Clin. coordination 1300 36 2500\n", ("PHONE", "1300 36 2500")),  # a pair and four
    ("COMMUNITY LIVING PTY LTD   ABN 62 118 904 337", ("ID", "62 118 904 337")),
    ("Medicare: 2953 41872 1/3    Private:", ("ID", "2953 41872 1/3")),  # the card number and the person's place on it
    ("Medi-Cal CIN: 94418827C", ("ID", "94418827C")),
    ("PhilHealth (mother, child as dependent): 12-050817342-6 ", ("ID", "12-050817342-6")),
    ("Folder no: VH 2201-447-9    Triage:", ("ID", "VH 2201-447-9")),
    ("Mob: 07845 330 192\nNHS No: 487 877 8938\nGP: Rope Green", ("ID", "487 877 8938")),
    ("MR No      : 2403-118-702     IP No:", ("ID", "2403-118-702")),  # an aligned form field
    ("Medicare ...... 2953 61847 1 / IRN 3", ("ID", "2953 61847 1")),  # a form field with dot leaders
    ("1, Anna Nagar, Madurai - 625 020, Tamil Nadu", ("LOCATION", "625 020")),  # an Indian PIN code
    ("Raebareli Road, Lucknow - 226014\n", ("LOCATION", "226014")),
    # two numbers after one label, a slash between them
    ("Accra    Tel: 0302 674 058 / 0244 318 207 (unit WhatsApp)", ("PHONE", "0302 674 058 / 0244 318 207")),
    ("HP: 9123 4567 / 9876 5432", ("PHONE", "9123 4567 / 9876 5432")),
    # an Indian mobile number in two groups of five, with or without a label
    ("Contact: husband 98220 45173, ASHA 94221 38806", ("PHONE", "94221 38806")),
    # a list of day-months one of which has a day past 12; a day-month after 'sent'
    ("benzathine 1x/wk, 3 doses (18/7, 25/7, 1/8) given", ("DATE", "18/7, 25/7, 1/8")),
    ("NGS pending (sent 10/1)", ("DATE", "10/1")),
    # NZ NHI numbers in a table column, old and new format
    ("Sione TAUFA        03/06/1998    ZKT4821    kitchen hand", ("ID", "ZKT4821")),
    ("Ruby McKENZIE   NHI ZAT45GD   6", ("ID", "ZAT45GD")),
    # an age label whose unit ends the line
    ("Hosp. No: LUTH/OG/0734512     Age: 27yrs\nAddress: No 15", ("AGE", "27")),
    # a device's serial number, an interpreter's accreditation, a partner-notification slip
    ("Evera MRI XT DR    SN BWB208147H / RV lead", ("ID", "BWB208147H")),
    ("interpreter Kostas (NAATI CPN7B3K9Q)", ("ID", "CPN7B3K9Q")),
    ("given extra slip PN 0241 for partner", ("ID", "PN 0241")),
    # a capitalised abbreviated month alone
    ("Bloods: OGTT (Feb) normal.", ("DATE", "Feb")),
    ("Contact: none (phone stolen Oct). Sister", ("DATE", "Oct")),
    ("Venofer 100mg x10 completed Mar. Recheck", ("DATE", "Mar")),
    ("+91 98391 22047 (self), 94150 60318 (husband)", ("PHONE", "94150 60318")),
    # an internal number with an exchange digit; a pager's owner between label and number
    ("T 416-480-6100 ext. 7-3318   F 416", ("PHONE", "ext. 7-3318")),
    ("Desai, MD (PGY-2), pager x4-7781", ("PHONE", "x4-7781")),
    ("Bleep stroke team 3312 if no answer", ("PHONE", "3312")),
    # files named by underscores with a number; labels of a registration, a card, a service number
    ("Photos taken (files KG_TAUROA_020225_01_06).", ("ID", "KG_TAUROA_020225_01_06")),
    ("(file SUUNTO_RBautista_20240420.fit):", ("ID", "SUUNTO_RBautista_20240420.fit")),
    # three underscored parts or more with a digit: an implant's program named after its patient
    ("New MAPs saved as AZIZI_N_L_MAP14 and AZIZI_N_R_MAP14.", ("ID", "AZIZI_N_R_MAP14")),
    ("PPSN 6628491LA   Med card 4821977K\n", ("ID", "4821977K")),
    ("Clinical Manager  NCNZ 291847\n", ("ID", "291847")),
    ("EHIC card no 80276 12345 67890\n", ("ID", "80276 12345 67890")),
    ("HC Ramesh Gowda (buckle no. 4471)", ("ID", "4471")),
    ("Local ref: ODU-EXT-24-017\n", ("ID", "ODU-EXT-24-017")),
    ("University of Edinburgh (matric s2104417)", ("ID", "s2104417")),
    # a Singapore or Australian number of two groups of four
    ("Contact: son Suresh Rajendran 9173 2284; home", ("PHONE", "9173 2284")),
    ("Queen Mary Hospital, Pok Fu Lam Road, Hong Kong     Enquiry 2255 3838\n", ("PHONE", "2255 3838")),
    ("MSW Cheung Hoi-yee contacted (2255 4071) re rights", ("PHONE", "2255 4071")),
    # a code with a digit after a number sign
    ("Transferred by UI AirCare (flight # AC24-1093) from scene", ("ID", "AC24-1093")),
    ("Newborn screen (kit # 0812-55734-2) at 24 h", ("ID", "0812-55734-2")),
    ("Department of Infectious Diseases, Gate 22, Southmead Hospital", ("LOCATION", "Gate 22")),
    ("Admit to Trauma Obs, Pavilion A 7th floor.", ("LOCATION", "Pavilion A")),
    ("HP 9176 4382 (self) / 8123 0957 (wife)", ("PHONE", "8123 0957")),
    # a code after a label of capitals no list holds
    ("Patient: FRIESEN, Abram     HSN: 812 447 903     Chart", ("ID", "812 447 903")),
    ("NRIC/BC: T2034816F     Case", ("ID", "T2034816F")),
    ("RN : HTAR 1184472\nAge/Sex  : 58 / M", ("ID", "HTAR 1184472")),
    ("Hall/cell: D Hall\nPNC: 09/318842Q\n", ("ID", "09/318842Q")),
    ("IRB/RPD File No.: TC3-08817      UCI: 1129-4470\n", ("ID", "1129-4470")),
    # a ward by its floor and wing
    ("Visit: 5/19/2024 02:40     Unit: 6 South, Main Building", ("LOCATION", "6 South")),
    ("Mother-Baby Unit, Tower 4 West, Rm 12", ("LOCATION", "Tower 4 West")),
    # an Australian local-rate number said in pairs
    ("After hours: NURSE-ON-CALL 1300 60 60 24\n", ("PHONE", "1300 60 60 24")),
    # an Australian six-digit number said in pairs, after a word that calls it
    ("Referred to Quitline 13 78 48 - callback", ("PHONE", "13 78 48")),
    ("D/w Qld Poisons (13 11 26) + on-call", ("PHONE", "13 11 26")),
    ("FHx: brother CABG at 55. \nMeds: nil", ("AGE", "55")),
    # an age at an event whose clause goes on, or after a stroke or a cancer
    ("Grandmother died at 49 of \"stomach trouble\"", ("AGE", "49")),
    # a relative's history goes on with a reason or what they were doing
    ("Mother had a hysterectomy at 47 for fibroids.", ("AGE", "47")),
    ("paternal uncle Ernesto died suddenly at 41 playing soccer in Jalisco", ("AGE", "41")),
    ('Sister Maribel had "clot in lung" at 30 after C-section', ("AGE", "30")),
    ("Maternal uncle - sudden death at 34 during a match", ("AGE", "34")),
    ("Father had stroke at 62.", ("AGE", "62")),
    ("Sister had breast ca at 48. Works part time", ("AGE", "48")),
    # a South African postcode after the town and a comma, on a letterhead line that goes on; a decade
    ("26 Chris Hani Road, Diepkloof, Soweto, 1864   Tel 011 933 8000", ("LOCATION", "Diepkloof, Soweto, 1864")),
    ("No RPE was provided until the late 1970s.", ("DATE", "late 1970s")),
    # children's ages listed after 'ages' in the bracket: all of them, not just the last
    ("lives w/ wife + 3 kids (ages 15, 12, 9). No drugs.", ("AGE", "15, 12, 9")),
    # year, month name, day
    ("OHIP 5583-204-719-KT\nDOB: 1971 Sep 04\n", ("DATE", "1971 Sep 04")),
    # 'w/wo' (with or without contrast) before a date is no weekday
    ("MRI brain + C-spine w/wo 02/27/2024: stable", ("DATE", "02/27/2024")),
    # a health number of a phone's shape after its label
    ("09:04  DOHERTY, Eamon  H&C 327 118 4402", ("ID", "327 118 4402")),
    ("DOB 09.04.1968   CHI 0904681238\n", ("ID", "0904681238")),
    # a social security number masked but for its last four digits, and an officer's number after rank and name
    ("SSN (last 4) .......... xxx-xx-6631\nDOB", ("ID", "xxx-xx-6631")),
    ("Language: English\nSSN: ***-**-6614    Coverage: Horizon", ("ID", "***-**-6614")),
    ("Police:            DC Sarah Whitfield 5021, Merseyside Police", ("ID", "5021")),
    ("(arresting officer PC Ryan Kershaw 14422). Photographed", ("ID", "14422")),
    (" DC Aisha Begum (14287)         investigating officer", ("ID", "14287")),
    # a code of letters and five digits or more needs no label: a second number in a list, a table's cell, a
    # specimen after its test, a student's number
    ("lab nos 24R118820,\n 24R118907, 24R119034 - smear NEG", ("ID", "24R119034")),
    ("accession PB24-M10933, PB24-M10934). XR R hand", ("ID", "PB24-M10934")),
    ("metformin held.\nSputum (24M-118736) grew Strep. pneumoniae", ("ID", "24M-118736")),
    ("Sputum M25.0412876: Haemophilus influenzae", ("ID", "M25.0412876")),
    ("Mum gave Oskar's PPS no. (8723415PA) for the GP visit card.", ("ID", "8723415PA")),
    ("University of Edinburgh (matric s2104417); p/t barista", ("ID", "s2104417")),
    # a pension card's number; an Irish medical card's check letter closing its line
    ("Pension card:  308 512 947A\nName:", ("ID", "308 512 947A")),
    ("PPSN: 6281947RA        Medical card: 1904 552 M\nName: Michael", ("ID", "1904 552 M")),
    # a capital 'M' after a labelled number is the sex column of a header, not metres
    ("WARD 7   MRN 2403118  M  44y   Dr Shah", ("ID", "2403118")),
    ("Medical card: 1904 552 m", ("ID", "1904 552")),  # a lower-case letter is no check letter
    # an ambiguous state code is a state between a place and a ZIP code
    ("333 N 1st St, Suite 420 | Boise, ID 83702\nPhone", ("LOCATION", "Boise, ID")),
    ("islandhealth.ca | 250-755-7691 local 56108\ncc", ("PHONE", "local 56108")),  # a Canadian extension
    ("MRN RUH-0392716   HSN 842 193 657\nDOB 1961-07-23", ("ID", "842 193 657")),  # Saskatchewan's health number
    ("S: 54F, HTN dx Easter 2023, home BP", ("DATE", "Easter 2023")),
    # three digit groups or more, ten digits or more, no label: a notification's or a memory clinic's reference
    ("Subject: RE: Malaria notification - iPHIS 4417-2024-03312", ("ID", "4417-2024-03312")),
    ("Treatment\nAdmitted to Ward D (bed 14). ORIF L zygoma", ("LOCATION", "Ward D")),
    ("Dr Liam Gault (RMO) pg 5521 for Dr Okonjo-Reid", ("PHONE", "5521")),  # a pager's short label
    ("Contact for sim lab is Omar at x6-8820.\nThanks", ("PHONE", "x6-8820")),  # an extension with its 'x'
    ("Claim: VA Form 21-526EZ received; call x4-6618", ("PHONE", "x4-6618")),

    ("LPA reference 7000-4412-9983 and 7000-4412-9991", ("ID", "7000-4412-9991")),
    ("Father MI aged 58, deceased aged 71. Mother alive, 74, T2DM.", ("AGE", "74")),  # whether she lives between
    # a policy number of a phone's shape with the insurer's letters; a Quebec doctor's licence
    ("cover with Vhi Healthcare (policy VH 0591 7734 02) but", ("ID", "VH 0591 7734 02")),
    ("CLSC du Plateau-Mont-Royal (permit 1-09456)", ("ID", "1-09456")),
    ("Kidney Care Sharpstown, 7511 Bellaire Blvd, 77036\nMode: W/C", ("LOCATION", "77036")),  # a ZIP, no state
    ("Vehicle: Unit 14 (wheelchair van), TX plate RKW-4471\nDriver", ("ID", "RKW-4471")),
    ("Respite carer (Carrigaline) available 16-18/02. Garda vetting", ("DATE", "16-18/02")),
    ("- Neighbour: Mrs Lorraine Hepi, no. 20 - spare key", ("LOCATION", "20")),  # a neighbour's house number
    ("report submitted – no time loss beyond Apr 9–11.\n4. Sharps", ("DATE", "Apr 9–11")),  # a range of days
    ("MRN:004418273DOB:08/14/1979AGE:44 YSEX:M", ("DATE", "08/14/1979")),  # glued to its labels
    ("chart from feb 7, not seen yet - paged slp x4471.", ("PHONE", "x4471")),  # an extension with its 'x'
    ("admitted (Dec 23-29, 2024) with", ("DATE", "Dec 23-29, 2024")),
    ("parking permit for DN cars - displayed. Car MGH481 / NRT207.", ("ID", "NRT207")),
]

NEGATIVE_EN = [
    "leaflet brief_ouders_NL_FR_AR.pdf; sequence T2_FLAIR_axial",  # underscored names without a digit
    "I am 22 weeks pregnant and I'm 6 foot tall",  # a count with its unit after 'I am' is no age
    "Anaesthesia: GA.local infiltration, then spinal",  # an intranet TLD needs a host and a domain before it
    "Reading age approx 7y2m; son, ~3 ml per dose; Wt 52.6 kg (pre-preg ~56)",
    # counts and rates are no day-month: pads, cups of tea, voids a day
    "Using supermarket pads, 3-4/day. Tea (4-5 cups) daily. Voids 9-13/day",
    "Occ: haul truck operator (CAT 793), FIFO",  # a truck's model is no plate
    # the days of a period, a count of cigarettes
    "Cycle 28 days, heavy on day 1-2. He smokes 10-15 cigarettes a day.",
    "helpline (Mon-Fri 9-12)",  # opening hours after a range of weekdays
    # catheter sizes in French, a four-factor concentrate, degrees Fahrenheit: no age and sex
    "Right radial access, 6F Glidesheath Slender. Catheters: 5F TIG 4.0. 2x 28F drains. 4F-PCC given.",
    "C/o chest tight after recess (hot, 91F). Temp on course ~79F, high humidity.",
    "Batterij: 2,96 V, resterend 8,5 jaar; pacing 3 | 2 V | 0.4 ms",  # a battery's and a lead's volts
    "Reading age approx 7y2m; renewal after >2y 6m",  # a reading age and a limit are no one's age
    "Lives with wife, 2 sons and a dog; son, 2 daughters",  # a count after a relative and a comma is no age
    "Ca at 2.3 mmol/L, fracture clinic at 10 for review",  # calcium's level; a time of day
    "Aspirin 81 mg daily, metoprolol 25 mg twice, BP 130/80, HR 72.",
    "You may 5 times a day take it.",
    "for 10 years, 10 years ago",
    "ICD-10 I21.4, HIV-1, COVID-19, CD4 350",
    "GAD-7 12, PHQ-9 14, CA-125 raised, BRCA1-185delAG",
    "ICD-10-CM code, T2-N0-M0 staging, SARS-CoV-2 negative, CA 19-9 raised, turned ON at 5",
    "ls6 2qb and LS6 2CB",
    "wound bed 1200 x300 mm, 14 x11 cm",
    "BP 176/92, BSL 7.1, GCS E4V1M6.",
    "Daniel Ferreira, MD and Jo Smith, PA",
    "BP 120/80-130/90 mmHg, A123 ROAD, T12 ABCD",
    "card 4111 1111 1111 1112",
    "13/13/2020",
    "discharged home, home 2-3 times, work 40 hours, ext 5 cm, sein 2x",
    "complete heart Block 2:1 seen, Block 3 of the course, stand 2 minutes",
    "staff 120 on the ward, badge 12 missing, staffed 1200 beds, employee of 20 years",
    "run 3000 m",  # a run in metres
    # reference ranges of results, a short reference
    "K 4.1 (ref 3.5-5.1), Na 140 (ref 135-145), plt (ref 150-4000), CK (ref <200), see ref 12",
    "RBC AChE        21 U/g Hb     (ref 26.7-36.1)      LOW",  # a range of decimals is no reference number
    # a service after 'Ref' ('referred by NHS24'), a dose over a unit's capitals
    "via ED. Ref NHS24 triage, ref CD4 count",
    # cervical neoplasia grades; a volume; born in 1800
    "CIN 3 on biopsy, CIN2+ and CIN 2/3. Add 1800 ml over 24 h, 1800 245 ml. Born 1800.",
    # a range or a weight after a dash is no PIN code
    "Range - 150 400\nWeight - 120 150 kg\nPlatelets - 150 400",
    # an I or O, lower case, more digits: no NHI shape
    "codes ABI1234, AOC1234, abc1234, ABCD1234, CD4 350",
    # five and five digits that start low, or run on, are no Indian mobile number
    "counts 12345 67890 and 55555 12345, 98220 451733",
    # lists of scores, acuities and round-the-clock: no day past 12, or '24/7'
    "scores 4/10, 5/10, 8/10 and VA 6/6, 6/9, open 24/7, 3/7",
    # 'decreased' and 'Mar' opening a line before a lower-case word; lower-case 'dec', 'nov'
    "Chest:\nDec air entry L base.\nMar also noted. Seen. Dec air entry R. dec appetite, nov order",
    # groups of four that start low or run on are no eight-digit phone numbers
    "counts 1234 5678 and 9123 4567 8901",
    # names with underscores and few digits are no file names
    "see snake_case, my_var_2 and IMG_2041 (scan)",
    # an instruction to bleep, not a number
    "bleep if sbp 180 or HR 130, pager if worse",
    # capital labels of measurements: a blood pressure, short codes, lab values, an acuity, a word alone
    "VS: BP 104/62 lying\nBP: 120/80\nICPC: N79 / L76? / K88\nCK: 12000, WBC: 12500 cells\nOS: 10/10",
    # pairs of numbers without a word that calls them, or running on
    "scores 13 12 11 and 13 45 67 89. Call 13 45 67 89",
    # a year before pairs of numbers; clock times and pressures at an event
    "1800 12 12 patients; stroke at 14:30 on the ward; BP at 140 during exercise",
    # short numbers after a number sign, and a code with no digit
    "Ward #12, bed #3, room #2B, step #4; see #FOLLOWUP",
    # a resuscitation bay; an area in lower case ('surface area 2')
    "Resus Bay 3. Burn surface area 2 percent; grey area B-cells",
    # after a rank and a name: a dose, a count
    "PC Jones 10 mg; PCSO Lee 2 visits",
    # measurements, units and clinical codes with five digits are no identifiers: ICD-10, obstetric history, a
    # chromosome band, a heart-rate range, a dose, a form's number, a telephone extension
    "Dx: S93.401A sprain; Z96.652 knee; G2P1001 at 10w6d; 15q11-13 deletion",
    "VT 171-200bpm; leads 5076-52cm and 6935M-62cm; 10000IU weekly; 32x500mg; voided 150-350ml",
    "Claim: VA Form 21-526EZ received",
    "Mother will call at 14:30; father at 3pm; brother at 10 mg",  # times and doses near a relative
    "Seen by Daniel Ferreira, MD (Breast Surgery)",  # a credential, no state
    "local 5 beds",  # 'local' extends only a phone number
    # digit groups that are an audiogram's frequencies, seasons, a blood pressure or too short for a code
    "Audiogram at 500-1000-2000-4000 Hz; seasons 2019-2020-2021; BP 120-80-60; 12-345-678",
    "Ward I of the trial; Ward A&E; ward D-dimer raised; Unit B",  # a numeral, a department, a test, a unit
    "antibiotics x2-3 days, IL-6 12 pg/ml, x10-1000 magnification, register pg 114",  # counts, a unit, a page
    "viewed x1000 under oil, diluted x10000",  # powers of ten magnify and dilute
]


@pytest.mark.parametrize("text, expected", POSITIVE_NL)
def test_dutch_positive(text, expected):
    assert expected in surfaces(NL, text)


@pytest.mark.parametrize("text", NEGATIVE_NL)
def test_dutch_negative(text):
    assert surfaces(NL, text) == []


@pytest.mark.parametrize("text, expected", POSITIVE_EN)
def test_english_positive(text, expected):
    assert expected in surfaces(EN, text)


@pytest.mark.parametrize("text", NEGATIVE_EN)
def test_english_negative(text):
    assert surfaces(EN, text) == []


def test_an_account_or_enterprise_number_after_its_label_is_an_id_whatever_its_check_digits():
    # BE62 0013 4455 6677 fails mod-97; the label says what it is
    assert ("ID", 16, 35, "labelled_iban") in NL.find_all("Rekeningnummer: BE62 0013 4455 6677")
    assert ("ID", 6, 28, "labelled_iban") in NL.find_all("IBAN: NL12 ABNA 0123 4567 89")
    assert ("ID", 20, 35, "be_enterprise_number") in NL.find_all("Ondernemingsnummer: BE 0712.548.391")
    assert ("ID", 4, 16, "be_enterprise_number") in EN.find_all("btw BE0712548391")
    # no label, a failing check digit: no labelled IBAN (test_id_layouts.py's national layout finds it); a phone
    # after 'rekening' is no account
    assert [found for found in NL.find_all("code BE62 0013 4455 6677") if found[3] == "labelled_iban"] == []
    assert [found for found in NL.find_all("rekening 2 uur, tel 0712 548 391")
            if found[3] in ("labelled_iban", "be_enterprise_number")] == []


def test_a_pair_of_days_after_ik_ben_is_no_age():
    assert [found for found in NL.find_all("ik ben 2 en 3 januari weg") if found[0] == "AGE"] == []


def test_a_year_and_a_serial_are_a_code():
    assert NL.find_all("AGC opnieuw gebeld (2024-118406), advies") == [("ID", 20, 31, "year_serial_code")]
    assert ("ID", 7, 18, "year_serial_code") in EN.find_all("HPZone 2025/118842 opened")
    # a span of years, a season, a year and a count: no such code
    for text in ("werkzaam 1990-2010", "seizoen 2019-20", "in 2024-12 mnd", "in 2024-12345678 ingevoerd"):
        assert [found for found in NL.find_all(text) if found[3] == "year_serial_code"] == []


def test_groups_of_capitals_before_three_digits_are_a_code():
    assert EN.find_all("| MI-PRI-004 | Tomasz |") == [("ID", 2, 12, "capital_groups_code")]
    assert NL.find_all("werkinstructie OK-WI-114 aangepast") == [("ID", 15, 24, "capital_groups_code")]
    # a splice-site variant, a virus, an antigen, one group of capitals: no such code
    for text in ("homozygoot IVS-I-110 (G>A)", "SARS-CoV-2 PCR", "HLA-B-27 positief", "CA-125 raised", "ECG-12"):
        assert [found for found in NL.find_all(text) if found[3] == "capital_groups_code"] == []


def test_digit_groups_are_masked_as_a_code_when_no_number_pattern_takes_them():
    # no birth date in front ('991312' has month 13), no RIZIV number (a digit too many): a code by its shape
    assert EN.find_all("code 991312-10-6284, run 3000 m") == [("ID", 5, 19, "bare_number_code")]
    assert EN.find_all("code 1-12345-12-1234") == [("ID", 5, 20, "bare_number_code")]
    # a date's tail glued to digits is no code (DEDUCE's regression case; its month is a date of its own)
    assert NL.find_all("1- AUGUSTUS 20181966-07-24") == [("DATE", 0, 11, "date_written_nl")]


def test_a_year_before_a_lower_case_month_word_and_a_count_is_no_year_month_day():
    assert ("DATE", "2019 may 3") not in surfaces(EN, "in 2019 may 3 patients were seen")


def test_a_year_after_a_town_and_a_comma_is_no_postcode():
    assert surfaces(EN, "Moved to Soweto, 2019") == [("DATE", "2019")]


def test_a_year_after_a_town_before_a_dash_or_a_stop_is_no_postcode():
    # only five digits, which no year is, close an address in mid-sentence
    for text in ("Moved to Ilford, Essex 2019 - then left.", "Lived in Perth, Scotland 2019. Then Leeds."):
        assert ("LOCATION", "2019") not in surfaces(EN, text)


def test_a_count_of_patients_and_a_distance_are_no_ages():
    # 'Children 4 & 5:' numbers patients of a family; 'Walk 100m' is a distance after a single word
    assert surfaces(EN, "Children 4 & 5: discussed with paeds reg") == []
    assert [e for e, _ in surfaces(NL, "Loopt 100m met rollator. Visus (Snellen 6m)") if e == "AGE"] == []


def test_a_year_before_a_time_of_day_is_no_eight_digit_phone_number():
    assert surfaces(EN, "Date: Tues 9 July 2024 1620\nInterpreter: not required") == [("DATE", "Tues 9 July 2024")]


def test_an_extension_before_more_digits_keeps_its_first_group():
    # 'ext. 214 407' is written with a space; the pairs of an internal number ('13 72 04') need exactly three
    assert ("PHONE", "214") in surfaces(EN, "Ms Anna Kowalska, ext. 214 407")
    assert ("PHONE", "13 72 04") not in surfaces(NL, "tst. 13 72 04 55")


def test_a_phone_number_ends_with_its_line():
    # a numbered list's next item is no digit of the number before it
    assert [s for e, s in surfaces(EN, "2:30pm - Ph (08) 9224 2540\n3. Review") if e == "PHONE"] == ["(08) 9224 2540"]
    assert [s for e, s in surfaces(NL, "Tel 088 201 774\n2. Daarna") if e == "PHONE"] == ["088 201 774"]


def test_four_capitals_and_eight_digits_are_a_health_card_only_after_its_name():
    # a nurse's registration keeps its council's acronym out, and a poison centre's line stays a phone number
    found = surfaces(EN, "Sr Mbeki (PN, SANC 14408732); d/w DPIC 6423 9119")
    assert ("ID", "14408732") in found and ("PHONE", "6423 9119") in found
    assert not any(surface.startswith(("SANC", "DPIC")) for _, surface in found)


def test_a_street_and_its_number_stand_on_one_line():
    # a numbered list's next item is no house number, and a result's line is no street number
    assert ("LOCATION", "Zuidplein") not in surfaces(NL, "via Fysio Zuidplein.\n5. Controle")
    assert [e for e, _ in surfaces(NL, "via Fysio Zuidplein.\n5. Controle")] == []
    assert [s for e, s in surfaces(EN, "Vit D (nmol/L)       61           74\nSweat Cl 38") if e == "LOCATION"] == []


def test_a_month_before_a_score_or_an_impossible_day_is_no_short_year_date():
    assert ("DATE", "Sep 31/24") not in surfaces(EN, "Sep 31/24 here")
    assert ("DATE", "Feb 30/25") not in surfaces(EN, "seen Feb 30/25")


def test_a_code_or_registration_of_a_dose_or_time_is_no_identifier():
    assert [e for e, _ in surfaces(EN, "Code 3 transport, licence 1200 mg, reg 2 weeks") if e == "ID"] == []
    # a Dutch note's 'code' is as often a billing or diagnostic code
    assert [e for e, _ in surfaces(NL, "4-Digit Diagnostic Code 2334: groei 2") if e == "ID"] == []


def test_a_date_after_a_ward_is_no_wards_code():
    assert surfaces(EN, "HSE inspector phoned ward 09/05, ref RIDDOR") == [("DATE", "09/05")]


def test_a_lab_value_after_a_comma_is_no_postcode():
    # an abbreviation in capitals is no town: 'CK 2104' closing a line of results
    assert ("LOCATION", "2104") not in surfaces(EN, "hs-TnT 84 ng/L, CK 2104\n")
    assert ("LOCATION", "1500") not in surfaces(EN, "RIF 600, INH 300, PZA 1500 | EMB 1200")


@pytest.mark.parametrize("text, ward_like", [("Solicitors\n12 South Mall\nCork", "12 South"),
                                             ("Practice, 41 South Circular Road, Dublin 8", "41 South")])
def test_a_street_that_starts_with_a_wing_is_no_ward(text, ward_like):
    assert ("LOCATION", ward_like) not in surfaces(EN, text)


def test_a_dutch_postcode_after_a_house_number_and_a_comma_even_when_its_letters_spell_a_word():
    assert ("LOCATION", "3083 EN") in surfaces(NL, "Woonplaats: Rotterdam, Pleinweg 188B, 3083 EN\n")
    assert ("LOCATION", "1796 MB") in surfaces(NL, "Adres       Pontweg 41, 1796 MB De Cocksdorp\n")
    # a dose's unit and letters no postcode uses stay out, and without the house number 'EN' is a word
    found = [s for _, s in surfaces(NL, "Kuur 2, 1000 MG per dag; bed 3, 1234 SS")]
    assert "1000 MG" not in found and "1234 SS" not in found
    # a capitalised drug after a dose is no place, nor is a name that only opens with a place ('Den')
    found = [s for _, s in surfaces(NL, "dosis 1000 MG Paracetamol; 2500 MG Den Ouden")]
    assert "1000 MG" not in found and "2500 MG" not in found
    assert ("LOCATION", "3083 EN") not in surfaces(NL, "in 3083 EN daarna")


def test_a_belgian_postcode_before_an_s_place_or_in_brackets_after_its_place():
    found = surfaces(NL, "Ulvend 14, 3798 's-Gravenvoeren\nWoonplaats : Berchem (2600)      GSM")
    assert ("LOCATION", "3798") in found and ("LOCATION", "'s-Gravenvoeren") in found
    assert ("LOCATION", "2600") in found
    # a bracketed number after a word that is no known place is an extension or a count
    assert [e for e, _ in surfaces(NL, "Triage (1733): U3, melden bij ICT (8800)") if e == "LOCATION"] == []


def test_a_zip_code_after_its_label():
    assert ("LOCATION", "43068") in surfaces(EN, "Reynoldsburg / Franklin Co. / OH   ZIP 43068\n")
    assert ("LOCATION", "95624-1234") in surfaces(EN, "Zip code: 95624-1234.")
    assert [e for e, _ in surfaces(EN, "zip tie x2, ZIP 4306 kit") if e == "LOCATION"] == []


def test_a_belgian_electronic_prescriptions_rid():
    assert ("ID", "BEP9K2RT4XW7") in surfaces(NL, "voorschrift elektronisch opgemaakt, RID BEP9K2RT4XW7. Terug")
    assert [e for e, _ in surfaces(NL, "BEPALING van de BEPAALDEXYZ") if e == "ID"] == []


def test_an_australian_medicare_number_is_taken_whole_with_its_reference_number():
    assert ("ID", "2951 73618 2-1") in surfaces(EN, "Medicare: 2951 73618 2-1      NOK: Hoa Nguyen")
    assert ("ID", "4271 88634 2-3") in surfaces(EN, "Medicare ... 4271 88634 2-3\nDOB")
    assert ("ID", "2951 63048 2 3") in surfaces(EN, "Medicare: 2951 63048 2 3\nNOK: Lan Tran")
    # a reference after a spaced slash is written apart and stays apart
    assert ("ID", "2951 63840 2") in surfaces(EN, "Medicare No: 2951 63840 2 / 1\nAddress")


def test_a_number_after_a_hash_may_be_written_in_spaced_groups():
    assert ("ID", "0038 41 92") in surfaces(EN, "RAMQ: FELD 5856 2714   Chart #: 0038 41 92\nSeen")
    assert ("ID", "107 554 281") in surfaces(EN, "NU Health Care #: 107 554 281\nChart")
    # a lone digit after the number is no group of it
    assert ("ID", "2024") in surfaces(EN, "Room # 2024 3 patients")


def test_a_postal_tracking_number_in_the_s10_layout():
    assert ("ID", "RD 8831 4420 6GB") in surfaces(EN, "sent by recorded delivery (tracking RD 8831 4420 6GB). Regr")
    assert ("ID", "CD 8124 4037 1BE") in surfaces(NL, "02/05 verstuurd aangetekend, track CD 8124 4037 1BE. Cc dr.")
    # a label's letters spaced from a glued number are no part of it
    assert ("ID", "ID 108447291WA") not in surfaces(EN, "ProviderOne ID 108447291WA; L&I claim")


def test_a_flat_box_or_lot_opening_an_address():
    assert ("LOCATION", "Flat 3") in surfaces(EN, "RiO: 20418836\nFlat 3, Rowan Court, 17 Kennington Road")
    assert ("LOCATION", "Box 214") in surfaces(EN, "Address ...... Box 214, Sayward, BC V0P 1R0")
    assert ("LOCATION", "Lot 118") in surfaces(EN, "Home: Lot 118, Nauiyu Community, NT 0822")
    # a box of tablets or a lot number before a comma and a lower-case word is no address
    assert [e for e, _ in surfaces(EN, "Box 2, plus spare; lot 118, exp 05/2025") if e == "LOCATION"] == []


def test_a_day_of_the_month_by_its_ordinal_after_a_preposition_of_time():
    assert ("DATE", "17th") in surfaces(EN, "Maureen called 999 on the 17th.\n")
    assert ("DATE", "23rd") in surfaces(EN, "on FIFO swing till the 19th. can i get the 23rd? |")
    # an order or a measure is no day
    assert [e for e, _ in surfaces(EN, "the 3rd dose on the 2nd day; from the 50th to the 25th centile")
            if e == "DATE"] == []


def test_a_portal_access_code_and_an_edi_account():
    assert ("ID", "7KQ2-P9XM") in surfaces(EN, "at myportal.example.com with access code 7KQ2-P9XM to see")
    assert ("ID", "riccclin") in surfaces(EN, "via HealthLink EDI, recipient code riccclin, for GP review")
    assert ("ID", "pillairaj") in surfaces(EN, "discharge summary via HealthLink EDI pillairaj.\n")
    assert [e for e, _ in surfaces(EN, "the EDI recipient is here; HealthLink messaging; access code pending")
            if e == "ID"] == []


def test_language_selection():
    dutch_names = {spec.name for spec in pattern_specs("nl")}
    english_names = {spec.name for spec in pattern_specs("en")}
    assert "date_written_nl" in dutch_names and "date_written_nl" not in english_names
    assert "phone_us" in english_names and "phone_us" not in dutch_names
    assert {spec.name for spec in pattern_specs("nl-BE")} == dutch_names
    assert {spec.name for spec in pattern_specs("all")} == dutch_names | english_names


def test_written_dutch_month_not_found_in_english_mode():
    # the year alone is a date in any language; the Dutch day and month are not read
    assert surfaces(EN, "op 3 okt. 2004") == [("DATE", "2004")]


def test_overlaps_resolved_to_the_stronger_pattern():
    # the date outranks the bare-year and long-number rules; the phone outranks long_number
    assert surfaces(NL, "in 2011-03-12 en 0612345678") == [("DATE", "2011-03-12"), ("PHONE", "0612345678")]


def test_a_custody_sergeants_number_after_the_name_is_an_id():
    assert ("ID", "5521") in surfaces(EN, "Requested by: PS Adeel Hussain 5521 (custody sgt)")
    assert "police_officer_number" not in {name for *_, name in EN.find_all("PS Mum rang 0412 back")}


def test_a_year_after_an_officers_rank_and_name_is_no_collar_number():
    assert "police_officer_number" not in {name for *_, name in EN.find_all("DC Hughes 2019 statement")}
    assert ("ID", "2019") not in surfaces(EN, "DC Hughes 2019 statement")


def test_unknown_family_or_pattern_is_rejected():
    with pytest.raises(ValueError, match="families"):
        pattern_specs("nl", families=["bogus"])
    with pytest.raises(ValueError, match="pattern names"):
        pattern_specs("nl", exclude=["bogus"])


@pytest.mark.parametrize("recognizer, text, pattern", [
    (NL, "nummer 123456783", "bsn"),                   # fails the 11-proef
    (NL, "nummer 85.07.30-033.29", "be_rijksregisternummer"),
    (EN, "code 666-45-6789", "us_ssn"),
    (EN, "code 4111 1111 1111 1112", "payment_card"),
    (NL, "IBAN NL91ABNA0417164301", "iban"),
])
def test_checksummed_patterns_reject_bad_checksums(recognizer, text, pattern):
    assert pattern not in {name for *_, name in recognizer.find_all(text)}


def test_labelled_number_with_failed_checksum_is_still_an_identifier():
    # a mistyped BSN is still PII: the label and the long-number rule keep it
    assert surfaces(NL, "BSN 123456783") == [("ID", "123456783")]
    # and a mistyped IBAN (it fails mod-97) is still a code of letters and digits
    assert surfaces(NL, "IBAN NL91ABNA0417164301") == [("ID", "NL91ABNA0417164301")]


@pytest.mark.parametrize("recognizer, text, expected", [
    (EN, "Bed 3 - HOLLOWAY  79M", ("AGE", "79")),
    (EN, "M/66 with chest pain", ("AGE", "66")),
    (EN, "- 2024-10-07 | G.P., 81 M | CHF exacerbation", ("AGE", "81")),   # age and sex in a log's cell
    (EN, "| 004418263 | 58 M | ETI (video) |", ("AGE", "58")),
    (EN, "Sister Ava (7) was sick", ("AGE", "7")),
    (EN, "father (Anders, 64) with AUD", ("AGE", "64")),
    (NL, "dhr. Bakkal (74)  COPD", ("AGE", "74")),
    (NL, "Joke Scholten (91)\n", ("AGE", "91")),
    (EN, "SBAR 21/11 19:00", ("DATE", "21/11")),
    (EN, "X-ray of 10/30 shows", ("DATE", "10/30")),
    (EN, "| 9/11   | 188 |", ("DATE", "9/11")),
    (EN, "since October", ("DATE", "October")),
    (EN, "seen on Monday", ("DATE", "Monday")),
    (EN, "Mum productive cough, T 38.3 since Sat; GP started", ("DATE", "Sat")),  # abbreviated after its cue
    (EN, "CPN Shona Kerr saw pt last Thurs, mood euthymic", ("DATE", "Thurs")),
    (EN, "s/p surgery on 11/16", ("DATE", "11/16")),
    (EN, "FP10(MDA) for Sat 13/07–Mon 15/07 issued", ("DATE", "Mon 15/07")),  # a range of dates
    (NL, "ma 16/11: Wondzorg", ("DATE", "ma 16/11")),
    (NL, "enkel vrij op maandag.\n14/10/2024 10u25 - ophaling", ("DATE", "14/10/2024")),  # a weekday a line above
    (NL, "CT controle maandag.\n\nma 15/01 - dag 7", ("DATE", "ma 15/01")),  # a weekday a line before is no range
    (NL, "sinds zaterdag incontinent", ("DATE", "zaterdag")),
    (NL, "sinds september thuis", ("DATE", "september")),
    (NL, "dienst 20/11", ("DATE", "20/11")),
    (NL, "d.d. 12-3 gezien", ("DATE", "12-3")),
    (EN, "CXR 12/01: worsening RLL consolidation", ("DATE", "12/01")),
    (NL, "Lab 3/11:\nHb 7,1", ("DATE", "3/11")),
    (NL, "Voorgeschiedenis: BCC rug (2019), DM2.", ("DATE", "2019")),
    (EN, "s/p appendectomy (1998)", ("DATE", "1998")),
    (EN, "2 combat deployments (2008-2009, 2011).", ("DATE", "2008-2009, 2011")),
    (EN, "served 1998 - 2003 overseas", ("DATE", "1998 - 2003")),
    (EN, "Former smoker, quit 2005. No EtOH", ("DATE", "2005")),
    (EN, "Father died 2019 (cirrhosis)", ("DATE", "2019")),
    (NL, "Vader overleden 2019, moeder leeft", ("DATE", "2019")),
    (NL, "st.n. hemicolectomie re 28/10\n", ("DATE", "28/10")),
    (NL, "reactie vóór 24-05, dan", ("DATE", "24-05")),
    (EN, "Similar episode 2/28 that resolved", ("DATE", "2/28")),
    (EN, "presented 3rd–4th March 2024 with", ("DATE", "3rd")),
    (NL, "opgenomen 12 t/m 14 juni", ("DATE", "12")),
    (EN, "Children Mateo (10), Sofia (7) and Liam (3).", ("AGE", "3")),
    (NL, "Kinderen: Daan (12) en Sanne (9)", ("AGE", "12")),
    (EN, "(son Chidi, 9, attends school; daughter Ada, 4).", ("AGE", "9")),
    (EN, "(son Chidi, 9, attends school; daughter Ada, 4).", ("AGE", "4")),
    (NL, "Geb.: 12/04/1938 (86 j)", ("AGE", "86")),
    (NL, "K12-2  dhr. v.d. Berg 67\n- st.n. hemicolectomie", ("AGE", "67")),
    (NL, "K15-1  mw. de Graaf-Kok, 91\n", ("AGE", "91")),
    (NL, "Vg:\n- 2015 NSTEMI, PCI RCx\n- 2019 TIA\n", ("DATE", "2019")),
    (NL, "gezakt in 2011, geslaagd 2012). Studie", ("DATE", "2012")),
    (NL, "haar man Hendrik (overl. 2017). Rustig", ("DATE", "2017")),
    (NL, "antibiotica tot en met 12/10; inhalatoren", ("DATE", "12/10")),
    (NL, "Lab (3/1): Hb, CRP", ("DATE", "3/1")),
    (NL, "opname 12-03-2024 - 18-03-2024 ivm", ("DATE", "12-03-2024 - 18-03-2024")),
    (EN, "s/p hospitalization 4/9-4/15 at Logan", ("DATE", "4/9-4/15")),
    (EN, "at Fort Bragg from 1979 to 1984. No", ("DATE", "1984")),
    (EN, "sx since ~February. Prior", ("DATE", "February")),
    (EN, "husband Hoa, 85, resides nearby", ("AGE", "85")),
    (EN, "2 children (aged 6 and 3) in town", ("AGE", "6 and 3")),  # the whole list, one span
    (NL, "moeder (78) in Paramaribo, Suriname", ("AGE", "78")),
    (NL, "Woont samen met partner Daan Verbeek (31, ICT-consultant); relatie", ("AGE", "31")),
    (EN, "Stephen Aldridge, 57, retired engineer", ("AGE", "57")),
    (NL, "Marco de Wit, 45 jaar, bekend met", ("AGE", "45")),
    (EN, "Father (Guo-Hua Chen, 76) has T2DM", ("AGE", "76")),
    (EN, "HCV Ab+ (treated w/ Epclusa 2022). OA knees, L mastectomy 2009 (Western)", ("DATE", "2022")),
    (EN, "HCV Ab+ (treated w/ Epclusa 2022). OA knees, L mastectomy 2009 (Western)", ("DATE", "2009")),
    (NL, "Eerdere reizen: Thailand 2019, Peru 2016", ("DATE", "2016")),
    (NL, "- Heupprothese links 2012\n", ("DATE", "2012")),
    (EN, "concussion in spring 2024 while", ("DATE", "spring 2024")),
    (NL, "Tot zomer 2024 geen klachten", ("DATE", "zomer 2024")),
    (EN, "zoledronic acid ~mid-February", ("DATE", "mid-February")),
    (EN, "on a night-shift rota since May.", ("DATE", "May")),
    (NL, "metformine gestopt in feb. wegens diarree", ("DATE", "feb.")),
    (EN, "nitrofurantoin x5d (completed 1/9).", ("DATE", "1/9")),
    (EN, "repeat BMP 1/11.", ("DATE", "1/11")),
    (EN, "DOB: 12/04/1948 (76)\n", ("AGE", "76")),
    (EN, "lives w/ girlfriend Kayla Simms (29, CNA)", ("AGE", "29")),
    (NL, "2 kinderen (6 en 9), woont in", ("AGE", "6 en 9")),
    (EN, "MCNZ 29417", ("ID", "29417")),
    # a NZ nurse's annual practising certificate, a BC doctor's billing number
    (EN, "Screener: Anaru Te Kani, RN (APC 285643)\n", ("ID", "285643")),
    # a code prefix joining two codes before the number; a sickness fund's member number
    (NL, "Jeugdrechtbank Brugge (dossier BR-JR 24/113)\n", ("ID", "BR-JR 24/113")),
    (NL, "cc: ouders; dossier DD-JGZ 203948571\n", ("ID", "DD-JGZ 203948571")),
    (NL, "Mutualiteit: Solidaris – Ziekenfondsnr. 304 1198 72\n", ("ID", "304 1198 72")),
    (EN, "Dr. Marc-André Tremblay, Rutland Medical Clinic (MSP 29481)\n", ("ID", "29481")),
    (NL, "RIZIV 1-45678-12-580", ("ID", "1-45678-12-580")),
    (NL, "Rijksregisternr.: 97.04.23-318.62", ("ID", "97.04.23-318.62")),
    (EN, "OCT (saved as HOHEPA_ZKH4821_OCT_12032024.pdf)", ("ID", "HOHEPA_ZKH4821_OCT_12032024.pdf")),
    (NL, "      Dossier: KL-2025-0219_Baboeram_antwoordbrief_def.pdf", ("ID", "KL-2025-0219_Baboeram_antwoordbrief_def.pdf")),
    (NL, "geaccordeerd – brief_OZR0048821_20240814.pdf", ("ID", "brief_OZR0048821_20240814.pdf")),
    (EN, "3. Osteopenia (DEXA 2022)\n", ("DATE", "2022")),
    (EN, "I leave the Trust in May.", ("DATE", "May")),
    (NL, "Allergie: penicilline (huiduitslag, 2015)", ("DATE", "2015")),
    (NL, "foliumzuur 0,4 mg (sinds nov)", ("DATE", "nov")),
    (EN, "29M   NRIC S9534127F\n", ("ID", "S9534127F")),
    (EN, "Calgary AB T2N1M0", ("LOCATION", "T2N1M0")),
    (NL, "Vg: AF (DOAC), TIA 2019, cholecystectomie", ("DATE", "2019")),
    (NL, "Patiënte van der Meer °03-04-1996 (28)", ("AGE", "28")),
    (EN, "DOB: 12/04/1957 (67y M)\n", ("AGE", "67")),
    (EN, "Ballinasloe, Co. Galway   Tel 090 964 2218\n", ("PHONE", "090 964 2218")),
    (EN, "after-hours line 0800 643 647 and", ("PHONE", "0800 643 647")),
    (EN, "MyKad 900514-14-5528\n", ("ID", "900514-14-5528")),
    (EN, "broken by noise (two kids, 6 and 9).", ("AGE", "6 and 9")),
    (EN, "Fled 2015 to Uganda", ("DATE", "2015")),
    (NL, "VG: hypertensie (HA, 2021).", ("DATE", "2021")),
    (EN, "Home: 7215 Dumfries Dr, Houston, TX 77096", ("LOCATION", "7215 Dumfries Dr")),
    (EN, "crash report # 240622-0041877\n", ("ID", "240622-0041877")),
    (EN, "Quebec, a seamstress; died at 49.", ("AGE", "49")),
    (EN, "high-grade serous ovarian cancer dx at 57, BRCA", ("AGE", "57")),
    (EN, "sudden unexplained death (paternal uncle, 38)", ("AGE", "38")),
    (NL, "moeder Ann Claeys (71), borstkanker li op 44 j, status", ("AGE", "44")),
    (NL, "landbouwer te Tielt, † 1998", ("DATE", "1998")),
    (NL, "Wagnerlaan 55, 6815 AD Arnhem", ("LOCATION", "6815 AD")),
    (NL, "Ruyghweg 45\n1784 NG Den Helder\ntel. 0223-614 572", ("LOCATION", "1784 NG")),  # a place of two words
    (NL, "Postbus 12, 4611 AD Bergen op Zoom", ("LOCATION", "4611 AD")),
    # the place after a postcode in capitals; a form's field far from its label; the lab's letters after 'labnr'
    (NL, "                 6581 EK  MALDEN\n\nDatum : 22 maart", ("LOCATION", "MALDEN")),
    (NL, "Marktlaan 14\n2132 DL  HOOFDDORP\n", ("LOCATION", "2132 DL")),  # 'DL' before a listed place in capitals
    (NL, "Geboren    : 14/06/2017 (6 j. 8 m.)            INSZ", ("AGE", "6 j. 8 m.")),
    (NL, "  INSZ                 09.11.09-273.41\n", ("ID", "09.11.09-273.41")),
    (NL, "Kweek ingestuurd, labnr MMB 23-0912774; bloedkweken", ("ID", "MMB 23-0912774")),
    (NL, "typering via NRLBM, labnr. NRLBM-25-0147). Ceftriaxon", ("ID", "NRLBM-25-0147")),
    (NL, "rijksregisternr. 24.02.27-184.41     EPD 2024-118734\n", ("ID", "2024-118734")),
    # 'on file' after the label; a check letter; a value far right of its colon; a long group before a check digit
    (EN, "benefit forms (SIN on file: 128 349 816) and the MCP", ("ID", "128 349 816")),
    (EN, "| Centrelink CRN 408 771 293K                |", ("ID", "408 771 293K")),
    (EN, "CAS number:            CAS 412/03/2024\n", ("ID", "CAS 412/03/2024")),
    (EN, "  Hospital no.:  GSH 0218874-5\n", ("ID", "GSH 0218874-5")),
    (NL, "GGD-HL-7730412   Paspoortnr.: NXK4R8T21\n", ("ID", "NXK4R8T21")),
    (EN, "File no:     MOH/PH/2024/0873\n", ("ID", "MOH/PH/2024/0873")),
    (EN, "CNIC 81302-4471938-5\n", ("ID", "81302-4471938-5")),
    (EN, "Address: Flat 2/1, 45 Dumbarton Road, Glasgow G11 6AA", ("LOCATION", "Flat 2/1, 45 Dumbarton Road")),
    # years and months are one age: the months narrow it down as much as the years
    (EN, "Name: Kayden   DOB: 07.08.2022   Age 2y 5m\n", ("AGE", "2y 5m")),
    (EN, 'S: Husband Desmond ("Des", 79, retired streetcar operator) reports', ("AGE", "79")),
    (NL, "Yasmina, geb. 11-08-2022 (22 mnd)", ("AGE", "22")),
    # the months after the years written out; the years are the age
    (EN, "Child: Lachlan Nguyen-Walker   DOB: 02/11/2019 (4 yrs 5 mths)\n", ("AGE", "4")),
    # siblings' ages listed like children's
    (NL, "Twee jongere broertjes (7 en 4 jaar). Oma", ("AGE", "7 en 4")),
    (NL, "Twee dochters van 15 en 12 jaar.", ("AGE", "15 en 12")),      # 'van' between
    (EN, "They have three children aged 9, 6 and 2 and are", ("AGE", "9, 6 and 2")),  # the middle age too
    (EN, "Two sisters (12, 9) at home.", ("AGE", "12, 9")),
    (NL, "fractuur humerus li bij kind van 22 mnd", ("AGE", "22")),
    # a Dutch weekday alone names a day
    (NL, "Na 131. Overplaatsing naar C5. Ontslag verwacht woensdag. Poli-controle", ("DATE", "woensdag")),
    (NL, "Antwoord via moeder: mag maandag terug, normaal eten", ("DATE", "maandag")),
    # an English weekday written out alone names a day (dev notes: 171 of 188 gold)
    (EN, "family meeting planned Thursday", ("DATE", "Thursday")),
    # public and religious days
    (EN, "ran the marathon today (Patriots' Day), finish ~4:41", ("DATE", "Patriots' Day")),
    (EN, "after a trip to Lahinch over the May Bank Holiday weekend", ("DATE", "May Bank Holiday")),
    (EN, "Night of Holy Thursday (28/3) approx 03:20", ("DATE", "Holy Thursday")),
    (NL, "Zelfstandig logboek - ma 03-03-2025 (carnavalsmaandag)", ("DATE", "carnavalsmaandag")),
    (NL, "Samira moet 1 april (Tweede Paasdag) werken", ("DATE", "Tweede Paasdag")),
    (NL, 'alcohol 8-10 glazen; cocaïne "soms" (laatst vrijdag). Geen opiaten.', ("DATE", "vrijdag")),
    (EN, "back-up helper - to attend 2 sessions in Feb half term.", ("DATE", "Feb half term")),
    (EN, "Family dog had 2 ticks off Wednesday.\nPMHx nil.", ("DATE", "Wednesday")),
    # a part of one day after it; a bracket closing after it
    (EN, "Woke him up 0300 Friday night, cant get a shoe on", ("DATE", "Friday")),
    (EN, "will fast for Ramadan this year (due to start Monday).", ("DATE", "Monday")),
    # a person and a bare age that ends the clause
    (NL, "Anamnese:\nMan van 60, zelfstandig schrijnwerker", ("AGE", "60")),
    (NL, "reanimatie in het verpleeghuis bij iemand van 88 met ernstig hartfalen", ("AGE", "88")),
    (NL, "Gezond ogend meisje van 3;4 jaar, lengte", ("AGE", "3")),
    (EN, "I reviewed this lady of 81 at the memory clinic", ("AGE", "81")),
    # an age/sex field; a baby's age in weeks, months or days; a Dutch ordinal age after a preposition
    (EN, "Age/Sex   : 41 / M        DOB: 09-Jun-1982", ("AGE", "41")),
    (EN, "Name: Mr. Irfan Pasha   Age/Sex: 23 Y / M", ("AGE", "23")),
    (EN, "Gender/Age   : Male / 31 Y        DOB", ("AGE", "31")),
    (NL, "Krasimir Todorov     geb. 19/02/1977 - 47 j - M", ("AGE", "47")),
    # the age at death with its unit; a sibling's age in brackets; a quotation after 'died at'
    (NL, "moeder \"dialyse\" in Bulgarije, overleden 61 j.", ("AGE", "61")),
    (EN, "Father died aged 70 yrs of MI", ("AGE", "70")),
    (EN, "mother died at 52 \"del corazón\" (Cochabamba)", ("AGE", "52")),
    (EN, "ETA ~13:00. Sibling (4) staying with maternal grandmother", ("AGE", "4")),
    (EN, "HPI: Mateo is a 5 wk old ex-38+2 wk male", ("AGE", "5")),
    (EN, "I saw this 6-week-old girl with her mother", ("AGE", "6")),
    (NL, "Anamnese: 6 dagen oude zuigeling met", ("AGE", "6")),
    (NL, "patiëntje Abena, 14 maanden oud, die", ("AGE", "14")),
    (NL, "Rookt sinds zijn 14e, momenteel 10/dag", ("AGE", "14")),
    (NL, "naar Suriname voor haar 80e verjaardag", ("AGE", "80")),
    (NL, "in België sinds ze 6 was; nooit behandeld", ("AGE", "6")),
    # a bare age after 'op zijn' before a verb or preposition; an occasion label with a unit; a label naming the age
    (NL, "Warre meldde zich aan op zijn 13 op aanraden van zijn klastitularis", ("AGE", "13")),
    (NL, "Geboortedatum : 14/02/2023 - leeftijd bij inschakeling 13 maanden", ("AGE", "13")),
    (NL, "  Geboren / lft     03/09/1992 - 31 j\n", ("AGE", "31")),
    (EN, "has stammered since he was about 3. He had some therapy", ("AGE", "3")),
    # years and months after an age label, as one; a child's rank; 'N months of age'; 'who was N,'
    (EN, "DOB: 2019-11-23  (M)\nAge:       4 yr 3 mo            Visit", ("AGE", "4 yr 3 mo")),
    (NL, "geb.dat. 02-05-2021      leeftijd: 2 jr 11 mnd\n", ("AGE", "2 jr 11 mnd")),
    (EN, "NKDA. LRMP 2/7. P3, youngest 4 y.", ("AGE", "4")),
    (EN, "two-patch repair at 5 months of age on 16-Apr-2020", ("AGE", "5")),
    (EN, "Mr Loveday, who was 52, was found at his home", ("AGE", "52")),
    (EN, "NKDA. LRMP 2/7. P3", ("DATE", "2/7")),  # the last menstrual period
    # the sex before the age in a field; an event's age before a bracket; a letter to the patient
    (EN, "Sex/Age: M / 41   DOB: 23-07-1982", ("AGE", "41")),
    (EN, "FHx: brother dx prostate Ca at 58 (treated at Groote Schuur)", ("AGE", "58")),
    (EN, "What we found\nYou are 56 and have worked as a bus driver", ("AGE", "56")),
    # a range of months; the day-month an interval ends on; a season with a short year or two years
    (EN, "Newcastle Hospital, Greystones, Oct-Dec 2022 (involuntary)", ("DATE", "Oct-Dec 2022")),
    (NL, "Vakantie naar Suriname gepland juli-aug (warm!)", ("DATE", "juli-aug")),
    (NL, "Uruzgan, Afghanistan - TFU-2 (mrt-aug 2007), Kamp Holland", ("DATE", "mrt-aug 2007")),
    (NL, "vervolgconsult psychiater over 3 weken (26/11) via beeldbellen", ("DATE", "26/11")),
    (EN, "review in 2 wks (12/4) with bloods", ("DATE", "12/4")),
    (NL, "nieuwe handalcohol op de afdeling (zomer '23). Jeukende", ("DATE", "zomer '23")),
    (EN, "Recurrent otitis media winter 22/23, 4 courses amoxicillin", ("DATE", "winter 22/23")),
    # a ward by its specialty and code; a unit of a hospital
    (NL, "Functie: verpleegkundige, afd. Longziekten B3, wisselende diensten", ("LOCATION", "Longziekten B3")),
    (NL, "Opname screening: 7-9 oktober, afdeling Neurologie 4W\n", ("LOCATION", "Neurologie 4W")),
    (NL, "opname E4 nefrologie, behandelend nefroloog", ("LOCATION", "E4 nefrologie")),
    (NL, "daarna afdeling Orthopedie 2 Oost.", ("LOCATION", "Orthopedie 2 Oost")),
    (NL, "voor opname op onze afdeling (B3 Noord), 6 dagen", ("LOCATION", "B3 Noord")),
    (NL, "RAPPORTAGE         afd. F6-Noord, kamer 14", ("LOCATION", "F6-Noord")),
    (EN, "Discharged 2024-10-23   Unit 7B\nAttending", ("LOCATION", "Unit 7B")),
    # a full month alone; 'May' after a bracket or a lower-case word
    (EN, "Fall in bathroom April - seen at Sunshine Hospital", ("DATE", "April")),
    (EN, "DAFNE course first (November cohort).", ("DATE", "November")),
    (NL, "examens juni gespreid, toedienlijsten Oktober", ("DATE", "juni")),
    (NL, "examens juni gespreid, toedienlijsten oktober", ("DATE", "oktober")),
    (EN, "HbA1c 6.4% (May) - over-treated", ("DATE", "May")),
    (EN, "metformin – dated for May, largely", ("DATE", "May")),
    (NL, "Ziekenfonds: Helan – aansluitingsnr. 212 0458832 71\n", ("ID", "212 0458832 71")),
    (NL, "Opnamenr.: 24 071893\n", ("ID", "24 071893")),
    (EN, "gave her number 01 640 3000 ext 4412.", ("PHONE", "ext 4412")),
    (EN, "Secretary: Jackie Bramley, 0115 924 9924 x61822, jackie", ("PHONE", "x61822")),
    (NL, "geb. 11-01-2015\nPatiëntnummer: 6 038 412   BSN: 656242176\n", ("ID", "6 038 412")),
    # an AGB code with whose it is between the label and its colon
    (NL, "Specialisme: plastische chirurgie\nAGB-code zorgverlener: 03-058421\n", ("ID", "03-058421")),
    (NL, "AGB-code instelling: 06-010731\nInstelling: Radboudumc", ("ID", "06-010731")),
    (NL, "RRN 47.06.11-126.88   EPD 3 118 407 6\nAdres:", ("ID", "3 118 407 6")),
    (EN, "British Cycling member cover (member no BC 684 221 03, claim", ("ID", "BC 684 221 03")),
    (EN, "Blue Cross Coverage for Seniors, ID ABC 7720 4419 01\n", ("ID", "ABC 7720 4419 01")),
    (EN, "National Service 1957-59 - yes)\nPension/Concession:   208 774 193K\n", ("ID", "208 774 193K")),
    (EN, "adjuster (602) 555-0123 x4471 requesting", ("PHONE", "(602) 555-0123 x4471")),
    (NL, "Rijksregisternr.     : 97.02.14-137.39     eID 592-4471208-63\n", ("ID", "592-4471208-63")),
    (EN, "MB BCh BAO, FRCPI   IMC Reg 287154\n", ("ID", "287154")),
    (EN, "Booking #: B24-003771    SO#: 114592\n", ("ID", "114592")),
    (EN, "Widowed (husband Jim d. 2017). Retired", ("DATE", "2017")),
    (EN, "MRN: SVUH-2210457   PPSN: 7381942QA\n", ("ID", "7381942QA")),
    (EN, "41 Mahoe Street\nTe Awamutu 3800\n", ("LOCATION", "Te Awamutu 3800")),
    (EN, "42 Pages Road\nAranui\nChristchurch 8061\n\nNHI: ZKT4821", ("LOCATION", "Christchurch 8061")),
    (EN, "181 Longmarket Street, Cape Town, 8001", ("LOCATION", "Cape Town, 8001")),
    # a suburb between the street and the town
    (EN, "63 Ruahine Street, Roslyn, Palmerston North 4414 - flat", ("LOCATION", "Roslyn, Palmerston North 4414")),
    (EN, "Address: 17 Rosmead Avenue, Kenilworth, Cape Town, 7708. Pin", ("LOCATION", "Kenilworth, Cape Town, 7708")),
    (EN, "Address: 7/3 Restalrig Avenue, Edinburgh EH7 6JW", ("LOCATION", "7/3 Restalrig Avenue")),
    (EN, "Flat 2, 58 Kedleston Road, Derby DE22 1FN", ("LOCATION", "Flat 2, 58 Kedleston Road")),
    (EN, "Health Protection\nLevel 2, 10 Ward Street, Hamilton 3204", ("LOCATION", "Level 2, 10 Ward Street")),
    (EN, "driving home from Newcastle (Christmas Day) with", ("DATE", "Christmas Day")),
    (NL, "ze zijn tijdens de herfstvakantie verhuisd", ("DATE", "herfstvakantie")),
    (NL, "Sinds de kerst moe", ("DATE", "kerst")),
    (EN, "SH: Married, 2 children (Apio 6y, Ocen 3y).", ("AGE", "3")),
    (EN, "DAFNE course first (November), pump later", ("DATE", "November")),
    (EN, "stopped taking it ~March; herbalist ~February", ("DATE", "February")),
    (EN, "in household since approx Oct. Scaffolder", ("DATE", "Oct")),
    (EN, "DEXA due Apr. Bloods end Nov", ("DATE", "end Nov")),
    (EN, "PHx: L ankle ORIF 2019, R wrist ORIF 2021.", ("DATE", "2019")),
    (EN, "Lap band inserted 2013 - removed 2016.", ("DATE", "2013")),
    (NL, "(Elif oudste; broertje Emir 7 j., zusje Zeynep 2 j.)", ("AGE", "7")),
    (NL, "Klachten sinds ca. april, hoest", ("DATE", "april")),
    (NL, "Vg: mammacarcinoom li 2008 (lumpectomie), TKP re 2019 (CWZ).", ("DATE", "2019")),
    (NL, "Cholecystectomie 2009 in Nador (Marokko), geen problemen.", ("DATE", "2009")),
    (NL, "Start behandeling gepland week 48 in overleg.", ("DATE", "week 48")),
    (NL, "Tijdens de ramadan niet gevast.", ("DATE", "ramadan")),
    (NL, "Plekje is groter geworden sinds de zomer.", ("DATE", "zomer")),
    (EN, "retrenched Oct 2023\n  2023-now   security guard", ("DATE", "2023")),
    (EN, "OCBs positive. Relapses 2016, 2018, 2021.", ("DATE", "2021")),
    (EN, "cough since early 2023, worse", ("DATE", "early 2023")),
    (EN, "FHx: sister (52) had breast ca", ("AGE", "52")),
    (NL, "zoon (17) woont thuis", ("AGE", "17")),
    (EN, "Rhys EVAN-HUGHES   DOB 09/06/2021 (2y 9m)", ("AGE", "2y 9m")),
    (EN, "breakthrough. Grandson Lucas (16, student) visits", ("AGE", "16")),
    (EN, "SSN xxx. Husband Jorge 59, line cook", ("AGE", "59")),
    (NL, "Moeder:   Demi van den Berg (24), Vader: Kevin (27)", ("AGE", "24")),
    (NL, "echtgenoot Mehmet Yıldız (61, gepensioneerd)", ("AGE", "61")),
    (NL, "Familiebezoek (moeder, 84) in Kinshasa", ("AGE", "84")),
    (NL, "Moeder: Helen Gebru (°1992, 31 j.), gsm", ("AGE", "31")),
    (NL, "Uw patiënt, 62 j., werd opnieuw gezien", ("AGE", "62")),
    # an age after the sex, with its unit; after a written birth date and a slash; in a table's cell
    (EN, "Sex/Age       : F / 34Y                DOB : 02-AUG-1990", ("AGE", "34")),
    (EN, "DOB / Age   : 12-Jan-1989 / 35 Y\nGender : Male", ("AGE", "35")),
    (EN, "ID no:  9104220863087\nAge:                   33\nAddress:  27 Hibernia", ("AGE", "33")),
    (EN, "Health Program\n200 Broadway, Winnipeg MB R3C 0R9   T 204-940-8585", ("LOCATION", "MB")),
    (EN, "5. Crisis: MHERL 1300 555 788, Lifeline 13 11 14.\n6. Review", ("PHONE", "13 11 14")),
    (EN, " - Needs Dari interpreter (TIS 131 450) - says his English is fine", ("PHONE", "131 450")),
    (NL, "pat.        DEMIRCI Murat  (M, 38 j)\n°           05.01.1987", ("AGE", "38")),
    (NL, "Triage (KDB, verpl.)\n61j man, val van ladder ± 3 m", ("AGE", "61")),
    (EN, "| DOB / Age          | 02.09.1979 / 45                    |\n", ("AGE", "45")),
    (EN, "DOB / Age:     22/08/2023 / 19 months\nMedicare:", ("AGE", "19")),
    (EN, "| DOB / Age          | 22/08/1998 / 26 yrs        |\n", ("AGE", "26")),
    (NL, "woont bij mama + 2 broers (Ilyas 17 j., Adam 9 j.). Ouders", ("AGE", "9")),
    (NL, "Moeder: Helen Gebru (°1992, 31 j.), gsm", ("DATE", "1992")),
    (EN, "Transition to school planning mid-2025.", ("DATE", "mid-2025")),
    (NL, "Zwangerschapsverlof tot eind mei, daarna", ("DATE", "eind mei")),
    # an abbreviated month takes its qualifier and full stop; a full month leaves the sentence's full stop
    (EN, "fire assignment in late Dec 2022/early Jan 2023.", ("DATE", "late Dec 2022")),
    (EN, "Oct 2023 to end-Jan 2024 (~14 wks)", ("DATE", "end-Jan 2024")),
    (EN, "Roommate had mono early Sept. Tried Tylenol", ("DATE", "early Sept.")),
    (EN, "off on a fit note since mid-July. Pain started", ("DATE", "mid-July")),
    (NL, "TSH na 6 weken (half nov.) via uw praktijk", ("DATE", "half nov.")),
    (NL, "sinds begin mrt jeuk", ("DATE", "begin mrt")),
    (EN, "RESULTS\n              Mar-24    Nov-23\nFEV1", ("DATE", "Nov-23")),
    (EN, "Cough worse since last summer.", ("DATE", "summer")),
    (NL, "geen verandering sinds laatste controle (aug) ok", ("DATE", "aug")),
    (NL, "Menstruatie: laatste 1/12.", ("DATE", "1/12")),
    (NL, "Gepland ontslag woensdag.", ("DATE", "woensdag")),
    (EN, "symptoms since approx. March", ("DATE", "March")),
    (NL, "Zorgverzekeraar: Zilveren Kruis, relatienr. 162 884 093\n", ("ID", "162 884 093")),
    (NL, "via Tolkcentrum Noord (tolknr 60213)", ("ID", "60213")),
    (NL, "Datum: 29-04-2025\nAccessienr.: CWZ25MR018834\n", ("ID", "CWZ25MR018834")),
    (EN, "Facility ID: IR-2024-0386        CMS CCN: 366142\n", ("ID", "366142")),
    (EN, "Medicare 104859372611   SSN (last 4): 6619\n", ("ID", "6619")),
    (EN, "Agnes Boio   F   34 yrs   Hosp no PMGH 24/109552\n", ("ID", "PMGH 24/109552")),
    (EN, "Insurance: Southern Cross member SX 4471 20983\n", ("ID", "SX 4471 20983")),
    (EN, "Our ref: PMH/2025/0417/NK/lp\n", ("ID", "PMH/2025/0417/NK/lp")),
    # a Dutch 'referentie' with the writer's initials in mixed case; a hospital acronym with '+' before the colon
    (NL, "Onze referentie: OOG/TvH/2024-18832\n", ("ID", "OOG/TvH/2024-18832")),
    # a ward's capitalised specialty after its code; a Flemish 'bieper'
    (NL, "Opname:  08-01-2025 t/m 17-01-2025, afd. C2 Chirurgie, kamer 214\n", ("LOCATION", "afd. C2 Chirurgie")),
    (NL, "Opname afd. B4 neurologie voor observatie\n", ("LOCATION", "afd. B4")),
    (NL, "dr. Pieter-Jan Wouters (infectioloog) - bieper 4619\n", ("PHONE", "4619")),
    # 'j' without its full stop, closed by a comma, a spaced dash, the line's end or the person's sex
    (NL, "Besluit\n67-j man, contactbrandwonden 12 procent.", ("AGE", "67")),
    (NL, "Patiënte : VANDEPUTTE Rosa Maria - 74 j - INSZ 50.04.23-142.66\n", ("AGE", "74")),
    (NL, "S: 42j, tatoeëerder, eigenaar van een studio", ("AGE", "42")),
    (NL, "Anamnese: 10-jarige jongen, astma sinds 4 j., onderhoud fluticason", ("AGE", "4")),
    (NL, "Triage: 58 jr. dame, gevallen op de trap", ("AGE", "58")),
    (NL, "Familie: vader (politieagent, 58) hypertensie", ("AGE", "58")),
    (EN, "Mother (teacher, 52) well, sister (lives in Perth, 49)", ("AGE", "49")),
    (EN, "HPI:\nUnimmunised (2y 10m) - no MMR at 12/12", ("AGE", "2y 10m")),
    (EN, "1. TE WHATA, Kauri   NHI ZQK4821   4y 2m   17.1 kg", ("AGE", "4y 2m")),
    (EN, "Other family:    Aoife (daughter, 40, physiotherapist in Melbourne)", ("AGE", "40")),
    (EN, "  - Daniel - son, 27, lives in Leeds\n", ("AGE", "27")),
    (EN, "Mother had a hip fracture at 78. Maternal aunt ovarian Ca at 63.", ("AGE", "63")),
    (EN, "Mother had glaucoma and went blind in one eye at 74.", ("AGE", "74")),
    (NL, "Osteoporose gekend; moeder had heupfractuur op 72.", ("AGE", "72")),
    (NL, "Geb.: 28-06-1952    Reg.nr. MUMC+: 2-884-019    BSN\n", ("ID", "2-884-019")),
    (EN, "Kaur    DOB 1993-08-27    AB PHN 46812-3307\n", ("ID", "46812-3307")),
    # a form drawn as a table; an insurer's member; a check letter after a prefixed number
    (EN, "| Medicare             | 2953 71846 1 / 2        |\n", ("ID", "2953 71846 1")),
    (EN, "| IHI                  | 8003 6081 4472 9015     |\n", ("ID", "8003 6081 4472 9015")),
    (EN, "Insurance: VHI Healthcare - membership 2093 4418 07   Medical card: N", ("ID", "2093 4418 07")),
    (EN, "GP Visit Card: GV 4410873M\n", ("ID", "GV 4410873M")),
    (EN, "TC Medical file: 0561-2290-44        Licence", ("ID", "0561-2290-44")),
    (NL, "Mutualiteit: Partenamut - lid 42719-0388\n", ("ID", "42719-0388")),
    (NL, "Verzekering:     EZVK/EHIC 80616 0000 0143 9921 7730 (NFZ)", ("ID", "80616 0000 0143 9921 7730")),
    (EN, "Observed overnight on Ward D6 after adrenaline", ("LOCATION", "Ward D6")),
    (NL, "Terug naar stroke-unit, afd. B3 West, morgen", ("LOCATION", "afd. B3 West")),
    (NL, "Poli allergologie, route 104, gebouw K5", ("LOCATION", "gebouw K5")),
    # a leading zero, a Dutch weekday with its part of the day, a part of the day or a time after, a dash after
    (NL, "LVEF 40% (echo 12/01).", ("DATE", "12/01")),
    (NL, "telefonisch bereikt 11/03, geen verklaring", ("DATE", "11/03")),
    (EN, "seen 03/14 for f/u", ("DATE", "03/14")),
    (NL, "had broer sinds donderdagavond 7/3 niet gesproken", ("DATE", "donderdagavond 7/3")),
    (NL, "Dinsdagnamiddag 16/07 rond 15u40 op het strand", ("DATE", "Dinsdagnamiddag 16/07")),
    (NL, "Op zondagavond 18 feb na ca. 12 blikjes bier", ("DATE", "zondagavond 18 feb")),
    (NL, "Woensdagvoormiddag 3 april 2024 gezien", ("DATE", "Woensdagvoormiddag 3 april 2024")),
    (NL, "geschat: tussen 7/3 's avonds en", ("DATE", "7/3")),
    (NL, "Zij kwam 10/3 rond 13:30 met reservesleutel", ("DATE", "10/3")),
    # a log entry's day-month and time open the line below the writer's initials ('RR', also a score's label)
    (NL, "Vervoer geregeld.  RR\n07-12 09:15  Vervoer De Bruijn pas 13:00", ("DATE", "07-12")),
    (EN, "fell 12/3 in the evening at home", ("DATE", "12/3")),
    (NL, "07/02 - Dhr. opgenomen voor angioplastie", ("DATE", "07/02")),
    (EN, "Permanent address: 1409 N 6th St, Sheboygan WI 53081", ("LOCATION", "1409 N 6th St")),
    # an Irish county; a unit before the slash of an Australian address; a Glasgow tenement flat's floor/door
    (EN, "Main Street, Ballincollig, Co. Cork  P31 KX28", ("LOCATION", "Co. Cork")),
    (EN, "Malahide Road\nSwords, Co. Dublin\nK67 X2F8", ("LOCATION", "Swords")),  # a town that is also a word
    (EN, "UR MR0482216\n      Unit 3/27 Gilbert Rd, Preston VIC 3072", ("LOCATION", "Unit 3/27 Gilbert Rd")),
    # 'Sq.' for Square, with the unit after it
    (EN, "OHIP: 5584-203-117-KT\n     88 Harbour Sq., Unit 1912, Toronto ON", ("LOCATION", "88 Harbour Sq., Unit 1912")),
    (EN, "Safety Bay Road Family Practice\nShop 4/12 Safety Bay Rd, Baldivis WA 6171", ("LOCATION", "Shop 4/12 Safety Bay Rd")),
    (EN, "DOB 14/08/1963   F\n3/2, 27 Duke Street, Dennistoun", ("LOCATION", "3/2, 27 Duke Street")),
    # a street without a type opening an address line before a listed town
    (EN, "DOB 17/01/1963\n     22 Ard na Mara, Malahide, Co. Dublin\n", ("LOCATION", "22 Ard na Mara")),
    # a weekday with its part of the day after 'sinds'
    (NL, "Anamnese\nSinds donderdagavond ziet hij een grijze stip", ("DATE", "donderdagavond")),
    (EN, "Home: 8421 146A St, Surrey BC V3S 2K9", ("LOCATION", "8421 146A St")),
    (EN, "Newton Family Practice, 13710 72 Ave, Surrey BC", ("LOCATION", "13710 72 Ave")),
    (EN, "P.O. Box 710045, Samfya", ("LOCATION", "P.O. Box 710045")),
    (EN, "Private Bag X8021, Rustenburg 0300", ("LOCATION", "Private Bag X8021")),
    (EN, "P.M.B. 12003, Idi-Araba", ("LOCATION", "P.M.B. 12003")),
    (EN, "Address: 212 Bedok North St 1, #07-118, S 460212", ("LOCATION", "212 Bedok North St 1, #07-118")),
    (EN, "Address: 212 Bedok North St 1, #07-118, S 460212", ("LOCATION", "S 460212")),
    (EN, "Blk 412 Bedok North Ave 2 #08-115 Singapore 460412", ("LOCATION", "Singapore 460412")),
    (EN, "Date      INR\n 05-Aug      2.1    35 mg\n", ("DATE", "05-Aug")),
    (EN, "ankle ROM ok, falls x1 in Oct. Plan:", ("DATE", "Oct")),
    (EN, "Plan: call Mon 11th re results", ("DATE", "Mon 11th")),
    (EN, "multiple caries, last seen ~2019", ("DATE", "2019")),
    (EN, "not attended since Term 3 2023. Casual", ("DATE", "Term 3 2023")),
    (EN, "on mat leave, back Term 3.", ("DATE", "Term 3")),
    (EN, "Orthopaedic Surgeon, CPSO #98431", ("ID", "98431")),
    (EN, "CPSO # 87514     OHIP billing # 042318", ("ID", "042318")),
    # the other provinces' colleges, and a device's serial with no 'number'
    (EN, "for Dr. R. Sekhon  (CPSM 27741)", ("ID", "27741")),
    (EN, "ICD (Medtronic, implanted 2019, serial PZX603118S); AF", ("ID", "PZX603118S")),
    (EN, "Stelco - Hamilton Works (Firm # 409127)", ("ID", "409127")),
    (EN, "Ottawa Paramedic Service (call # 24-118473)", ("ID", "24-118473")),
    (EN, "Guardian NRC: 408213/56/1", ("ID", "408213/56/1")),
    (EN, "CHI: 1405662417   TRAK: 0412337X", ("ID", "0412337X")),
    (EN, "MRN: M004719283    OHIP: 6271 448 903-JK\nDOB", ("ID", "6271 448 903-JK")),  # a version code
    (EN, "National ID: QX7R4N2P\n", ("ID", "QX7R4N2P")),  # letters and digits mixed after a label
    (EN, "Megan O'Rourke, PT, DPT     OH Lic # PT 014478", ("ID", "PT 014478")),
    (EN, "via employer (Sun Life cert# 77104529-01)", ("ID", "77104529-01")),
    (EN, "PhilHealth: 12-050637481-9\n", ("ID", "12-050637481-9")),
    (EN, "re-test booked April. Trip planned for July.", ("DATE", "July")),
    (NL, "AZ Groeninge - campus Kennedylaan, Kortrijk", ("LOCATION", "Kennedylaan")),
    (NL, "Opname afdeling De Linde, 2e verdieping", ("LOCATION", "De Linde")),
    (NL, "inschrijvingsnr. 162 0403881 72\n", ("ID", "162 0403881 72")),
    (NL, "Studentnr s4821937\n", ("ID", "s4821937")),
    (EN, "truck making a right turn at 2nd Ave & E 23rd St.", ("LOCATION", "E 23rd St.")),
    (EN, "Home: 14 Rosendale Ave, Manurewa, Auckland 2102\n", ("LOCATION", "Manurewa, Auckland 2102")),
    # five digits, a macron in the town, a letterhead's cell after the code
    (EN, "Home: 3419 W Mariposa St, Phoenix 85017\nOccupation", ("LOCATION", "85017")),
    (EN, "11 Rora Street, Te Kūiti 3910  |  Ph (07) 878 8125", ("LOCATION", "3910")),
    (EN, "99 Mailer Street, Mornington, Dunedin 9011 | Ph (03) 453 0712", ("LOCATION", "Mornington, Dunedin 9011")),
    # a US ZIP code after the town without its state, the sentence going on after it
    (EN, "stay w/ sister at 3310 Elliott St, Baltimore 21224 - not returning home", ("LOCATION", "21224")),
    (EN, "home 3318 S Morgan St Apt 2R, Chicago 60608; cell (872) 215-6093", ("LOCATION", "60608")),
    (EN, "Kaylee (6) at 57 Savin Hill Ave, Dorchester 02125. Mother in South Boston", ("LOCATION", "02125")),
    (EN, "Ramipril       5 mg OD       2018\n", ("DATE", "2018")),  # the year a drug started, closing a row
    (EN, "Background:\n- OA knees, L TKR 2011\n", ("DATE", "2011")),
    (EN, "Mother: Leanne McAllister, 24\n", ("AGE", "24")),
    (EN, "Family: Mother 47, cleaner.", ("AGE", "47")),
    (EN, "night-shift care assistant - kids 4 & 7 home w/ neighbour", ("AGE", "4 & 7")),
    (NL, "thuis gaat het beter, dochters 12 en 15.", ("AGE", "12 en 15")),
    (NL, "1    Maria Vanderhoydonck 84v  10472883    val thuis", ("AGE", "84")),
    (NL, "11   Jan-Willem de Bruijn 46m   11220418    NL-toerist", ("AGE", "46")),
    (EN, "Sister Simran 16 (joined by phone).", ("AGE", "16")),
    (EN, " - mother-in-law Khairunnisa Shaikh, 61 - cough 3 wk", ("AGE", "61")),  # a spaced dash after the age
    (EN, "mother-in-law Agness Phiri 61y - both brought in", ("AGE", "61")),
    (EN, "Age at referral: 11 days.", ("AGE", "11")),
    (EN, "Age at review: 2y 9m (33 months)", ("AGE", "2y 9m")),
    (EN, "Age at assessment: 9 yrs 6 mos\nPHIN: 103", ("AGE", "9 yrs 6 mos")),
    # a field's colon after a gap
    (EN, "Age    : 52 yrs      Sex : M       NIC : 1972", ("AGE", "52")),
    (NL, "Leeftijd       : 7 weken\nPatiëntnummer", ("AGE", "7")),
    (EN, "NHI .............. PKT4821\nDOB / Age ........ 03/06/2016   8 yrs\n", ("AGE", "8")),
    (NL, "woont in. Broertje 3 j, geen allergie.", ("AGE", "3")),
    (EN, "Contacts - sister Daria (9 mo) needs IMIG", ("AGE", "9")),
    (EN, "grandmother (68, born Ukraine - immunity unknown)", ("AGE", "68")),
    # a ward's floor and room, a wing and its number
    (NL, "Isala Zwolle - Neurologie / Stroke Unit (afd. C2.3)", ("LOCATION", "afd. C2.3")),
    (NL, "Opname Interne Geneeskunde (afdeling Noord-3), overleg", ("LOCATION", "afdeling Noord-3")),
    # a ward's field: its code and the specialty after it
    (NL, "Eenheid  : E425 Traumatologie\n\nGeachte collega", ("LOCATION", "E425 Traumatologie")),
    (NL, "Ontslag: 16/04/2024          Afdeling: C3 - Gastro\nHuisarts", ("LOCATION", "C3 - Gastro")),
    (EN, "Ward     : Wad 5A   Bed 14", ("LOCATION", "Wad 5A")),
    (EN, "Unit:        T6 (Trauma/Surgical step-down), Jim Pattison", ("LOCATION", "T6")),
    # a file's number; a reference after its scheme's letters; a lab's numbers; a check digit after a space
    (EN, "RCMP Lake Louise detachment, file 2024-0211794: routine", ("ID", "2024-0211794")),
    (EN, "Constable Ben Sutherland, Youth Aid, file 240307/6612\nYouth advocate", ("ID", "240307/6612")),
    (EN, "Statement taken by the police, file 240830. Seen today", ("ID", "240830")),  # a sentence ends on it
    (EN, "Police file 2024/03/12 was closed", ("DATE", "2024/03/12")),  # a date written with slashes stays one
    (EN, "SSN: 538-71-4419    C-file: 28 741 903    ICN", ("ID", "28 741 903")),
    (EN, "photocopies scanned to file KK2405-01187_consent.pdf.", ("ID", "KK2405-01187_consent.pdf")),
    (EN, "Skipper reports incident to MAIB - ref MAIB 2024/118; I have", ("ID", "MAIB 2024/118")),
    (EN, "CMHT clinic bloods)\n Lab nos: H24.0318872 / H24.0319605", ("ID", "H24.0318872")),
    (NL, "Zorgverzekeraar: Zilveren Kruis, polisnr. Z 4420 1187 6\nHuisarts", ("ID", "Z 4420 1187 6")),
    (EN, "Lives with wife (Mdm Lee Bee Choo, 71) in Bedok.", ("AGE", "71")),
    (EN, "Explained to parents. Admit to 3B under ortho.", ("LOCATION", "3B")),
    (EN, "Address: Flat 2F1, 18 Easter Road, Edinburgh", ("LOCATION", "Flat 2F1, 18 Easter Road")),
    # a building of a campus by its letter or number
    (EN, "Day Procedure Unit, Level 2, Building A\n8 Arnold St", ("LOCATION", "Building A")),
    (EN, "Clozapine Clinic (Bldg 68, East Campus)", ("LOCATION", "Bldg 68")),
    # a numbered intensive or medium care unit
    (NL, "Opname Intensieve Zorgen (IZ 2), compartimentbewaking", ("LOCATION", "IZ 2")),
    (EN, "Other: He is 34, married to Sana.", ("AGE", "34")),
    (NL, "Hij is 52 en werkt als buschauffeur.", ("AGE", "52")),
    # the writer's own age, in a patient's or a neighbour's words; an age in brackets
    (NL, "Ik ben 67, ex-vrachtwagenchauffeur bij Van den Heuvel", ("AGE", "67")),
    (NL, "een warme maaltijd, maar ik ben zelf 76 en heb het aan mijn heup", ("AGE", "76")),
    (EN, "I'm 45 and have had back pain since", ("AGE", "45")),
    (EN, "She is now 66 and 9 months post-transplant.", ("AGE", "66")),  # a number after 'and' need not be a day
    (EN, "after a fall at home in Fairy Meadow.\n\nDad is 84, very hard of hearing", ("AGE", "84")),
    (EN, "1. Mokoena, Nthabiseng   F 34   ID 9004120485087\n", ("AGE", "34")),
    (EN, "2. van der Merwe, Johan   M 58\nProc: R inguinal hernia repair", ("AGE", "58")),
    (NL, "kinderwens over ca. 1 jaar (zij is nu 37), gebruikt Mirena", ("AGE", "37")),
    (EN, "Thank you for referring Mr. Dhillon, 58, a millwright", ("AGE", "58")),
    (NL, "Betreft mevr. van Dijk, 81 jaar, opgenomen", ("AGE", "81")),
    (EN, "Mother hard of hearing in her 70s.", ("AGE", "70s")),
    (EN, "a man in his early 60s", ("AGE", "60s")),
    (EN, "A/P: 27 M ped-cyclist vs truck:", ("AGE", "27")),
    (EN, "MRN 5038812940    DOB 11/30/1996    27 M\n", ("AGE", "27")),
    (EN, "Carer: Eirlys (73), retired teacher", ("AGE", "73")),
    (EN, "- Older bro Rawiri (19) currently serving", ("AGE", "19")),
    (EN, "Mum Sarah (34) and dad (36) attended", ("AGE", "36")),
    # history years: after 's/p' and 'Comorb', opening a history field, in brackets after a word, compared with
    (EN, "on insulin, HTN, CAD s/p PCI 2018, PAD.", ("DATE", "2018")),
    (NL, "Comorb: DM2 (insuline), HT, CVA 2019 (restparese)", ("DATE", "2019")),
    (NL, "VG: 2019 TIA (amaurosis fugax)", ("DATE", "2019")),
    (EN, "prev GDM in 1st pregnancy (2021, diet controlled)", ("DATE", "2021")),
    (NL, "Strafregister: diefstal (2017, werkstraf)", ("DATE", "2017")),
    (NL, "geen nieuwe afwijkingen t.o.v. 2023.", ("DATE", "2023")),
    # any other year of the last ninety years
    (NL, "Hep C: behandeld 2019 (SVR), CABG 2018 en G2P2. 2021 sectio", ("DATE", "2019")),
    (NL, "Hep C: behandeld 2019 (SVR), CABG 2018 en G2P2. 2021 sectio", ("DATE", "2018")),
    (NL, "Hep C: behandeld 2019 (SVR), CABG 2018 en G2P2. 2021 sectio", ("DATE", "2021")),
    (EN, "Eerlier deployments, then left the army 1994 and drove trucks", ("DATE", "1994")),
    # dd-Mon-yy between dashes; a year right after the comma; a day before a time is a day, not July 6th
    (EN, "CKD 4, HTN. Discharged 23-Oct-24 with advice to follow up", ("DATE", "23-Oct-24")),
    (EN, "Visit date: Jan 14/25   Time in 1030 / out 1150", ("DATE", "Jan 14/25")),  # month, day, short year
    (EN, "College of Optometrists of Ontario reg. no. 3109\n", ("ID", "3109")),  # four digits after 'reg'
    (EN, "ACCESS: key safe L of front door, code 4719 - please", ("ID", "4719")),
    (EN, "checking BGLs on an Accu-Chek Guide (NDSS registration 7103 9926).", ("ID", "7103 9926")),
    (EN, "HCV RNA 2,840,000 IU/mL (Jan 14/25)", ("DATE", "Jan 14/25")),
    (EN, "LACROIX-MORALES,RAYMOND J    412-55-8870          JUN 22,1951 (73)", ("DATE", "JUN 22,1951")),
    (EN, "30/06 evening: fever, rigors, headache; 1 July 06:00 son found him", ("DATE", "1 July")),
    # an age in brackets after a full date with no label, and one after a header's sex column
    (EN, "LACROIX-MORALES,RAYMOND J    412-55-8870          JUN 22,1951 (73)", ("AGE", "73")),
    (NL, "Patiënt: MUNTEANU, Ioana   v   11-02-1998 (26)", ("AGE", "26")),
    (EN, "DOB ............. 11/07/1975   (49)\nEmployer ........ Granite", ("AGE", "49")),  # a form's column
    (EN, "MACKIE, Callum Ross   CHI 1503814718   M   44y   Unit No. G771204K", ("AGE", "44")),
    (EN, "PT 1.  Kila TAU   M   11 yrs   Hosp no PMGH 24/1187", ("AGE", "11")),
    # the age a school was left; an insurer's 'age next birthday'
    (EN, "NO - left Wortley High School at 15\nQ13 Physical disability?", ("AGE", "15")),
    (EN, "Date of birth:  07 Oct 1988     Age next birthday: 36", ("AGE", "36")),
    # a column three spaces to the right is no unit of the number: 'M' is the sex, not metres
    (EN, "MACKIE, Callum Ross   CHI 1503814718   M   44y   Unit No. G771204K", ("ID", "1503814718")),
    # the child's age at a milestone of a developmental history
    (EN, "Apgars 9 and 10. Sat at 7\nmonths, walked at 15 months.", ("AGE", "7")),
    (EN, "First words at approx 14 months (Polish)", ("AGE", "14")),
    (EN, "discharged 09/23 - walked independently at 17 m corrected", ("AGE", "17")),
    (NL, "motorische mijlpalen op tijd; eerste\nwoordjes rond 11 maanden, daarna", ("AGE", "11")),
    # a child's calendar or corrected age; a baby relative's age in months
    (NL, "Kalenderleeftijd bij start: 29 maanden\nVerwezen door", ("AGE", "29")),
    (NL, "03/2024   Leeftijd 26 mnd, gecorrigeerd 24 mnd\n", ("AGE", "24")),
    (NL, "thee + koekjes. Broertje (5 mnd) krijgt borstvoeding", ("AGE", "5")),
    (NL, "nee   thuisblijven; broertje 8 mnd -> immunoglobuline", ("AGE", "8")),
    # a Belgian birth sign before the date, then the bare age; a date of birth with its month written out
    (NL, "Maria Peeters (wed. Janssens), °08/12/1938, 85 j.\nRijksregisternr.", ("AGE", "85")),
    (NL, "Patiënt: VANDENBERGHE Godelieve (°12/07/1940) - 83 j.\n", ("AGE", "83")),
    (NL, "Patiënte: VAN DEN BROECK Lotte     ° 05-04-1992 - 32 j.\n", ("AGE", "32")),
    (NL, "DEBRABANDERE Jana  (v)    geb. 11 maart 1992   31j\nINSZ:", ("AGE", "31")),
    # a header's age and sex after a wide gap or a comma
    (EN, "Pt: Yusuf Demir    72 M    MRN HB-20418876", ("AGE", "72")),
    (EN, "Patient: Smt. Rekha Srivastava   46 Y / F     UHID: 2025-0031874", ("AGE", "46")),
    (EN, "I - Konstantina PAPADOPOULOS, 84 F, DOB 02/02/1940.", ("AGE", "84")),
    # two day-months joined by a word: a range of dates (with a slash, a day past its month's number)
    (NL, "CONTACTEN (werk en klanten, periode 11-10 t/m 05-11)", ("DATE", "11-10")),
    (NL, "Opname IC (2-3 t/m 4-3), daarna MC", ("DATE", "2-3")),
    (NL, "Opname IC (2-3 t/m 4-3), daarna MC", ("DATE", "4-3")),
    (EN, "Rx: IVIG (10/7 to 14/7), total 140 g", ("DATE", "10/7")),
    # a bracket opens its own phrase: the date of a review after its interval is no range of weeks
    (NL, "E i.m. gegeven + herhaling over 1 week (05/03).\nOvergedragen", ("DATE", "05/03")),
    (EN, "Dressing Clinic, Kingfisher Ward, in 1 week (20/3)\n", ("DATE", "20/3")),
    # a reference after two letter groups, a number after a label's '#', a spaced National Insurance
    # number, an Ontario health card's version code, an internal number after 'tel'
    (EN, "solicitor Ms Kavanagh, ref TK/ASB/25/0392) regarding", ("ID", "TK/ASB/25/0392")),
    # a reference of capitals and digits; capital groups joined by slashes, with or without a cue
    (EN, "accepted by Dr Amara Osei, ref MTC-7781.\n2. Chest drain", ("ID", "MTC-7781")),
    (EN, "booked through Jet2holidays (booking ref JH7Q44TR). They", ("ID", "JH7Q44TR")),
    (EN, "Umhlanga Lifeguards; incident ref KZNSB/INC/24/017.\n", ("ID", "KZNSB/INC/24/017")),
    (EN, "nerve normal (Dr Sunita Varma, report NCS/24/0877).", ("ID", "NCS/24/0877")),
    (EN, "transfer from DH Norwood (form DHN/TR/441)\n", ("ID", "DHN/TR/441")),
    # a British driving licence number, with or without a cue
    (EN, "has informed the DVLA himself (licence APRHY906307D99KL).", ("ID", "APRHY906307D99KL")),
    (EN, "ID seen: driving licence WISNI904170T99KL\nAccident:", ("ID", "WISNI904170T99KL")),
    # a Quebec health card after its name, a Newfoundland MCP number; a Quebec address and pavilion
    (EN, "RAMQ ........... NGUM 8654 1912   exp. 2027-04", ("ID", "NGUM 8654 1912")),
    (EN, "RAMQ ........... NGUM 8654 1912   exp. 2027-04\nMRN", ("DATE", "2027-04")),
    (EN, "DOB 02-Aug-1995   29M\nMCP 312 458 907 116     HSC MRN", ("ID", "312 458 907 116")),
    (EN, "Address ........ 4471 av. de l'Esplanade, app. 3, Montréal QC", ("LOCATION", "4471 av. de l'Esplanade, app. 3")),
    (EN, "Head & Neck Surgery\nPavillon D, 1051 rue Sanguinet, Montréal", ("LOCATION", "1051 rue Sanguinet")),
    (EN, "Head & Neck Surgery\nPavillon D, 1051 rue Sanguinet, Montréal", ("LOCATION", "Pavillon D")),
    (NL, "advocaat mr. Sarah Van Damme, ref. FAM/25/118). Consent", ("ID", "FAM/25/118")),
    (EN, "via FDNY EMS (Unit 45-Adam, PCR# 25-1187734)", ("ID", "25-1187734")),
    (EN, "National Insurance no. JE 61 44 07 C. He has", ("ID", "JE 61 44 07 C")),
    (EN, "NI number: JE614407C\n", ("ID", "JE614407C")),
    (EN, "Health card (ON): 5384 227 119 KT\n", ("ID", "5384 227 119 KT")),
    (NL, "Dr. L. Vanhoof, nefroloog, tel 5744\n", ("PHONE", "5744")),
    (NL, "uroloog dr. Declercq (tel. 3412): conservatief", ("PHONE", "3412")),
    (NL, "dochter, tel. 0475 61 28 90 (gsm)", ("PHONE", "0475 61 28 90")),
    # a number after '#' and a colon
    (EN, "MRN      : TD0448217            Visit # : 24-0047719\n", ("ID", "24-0047719")),
    (EN, "Patient: Vang, Nhia                Clinic #: 11-482-907\n", ("ID", "11-482-907")),
    (EN, "Client home #: 773-555-0167.", ("PHONE", "773-555-0167")),  # a phone after '#' stays a phone
    # holidays that date an event
    (EN, "worse in the run-up to Valentine's Day and Mother's Day and better", ("DATE", "Mother's Day")),
    (EN, "Since the return from February half-term (w/c 19/02/2024)", ("DATE", "February half-term")),
    (NL, "na drukke dagen rond\nMoederdag. Verbetering tijdens vakantie", ("DATE", "Moederdag")),
    # a pager by the verb that calls it
    (EN, "Completed by: Dr Hamza Siddiqui, FY1, page 4517          10/02/2025", ("PHONE", "4517")),
    (EN, "Liaison Psychiatry, page #7734) once extubated", ("PHONE", "7734")),
])
def test_partial_dates_and_age_shorthands(recognizer, text, expected):
    assert expected in surfaces(recognizer, text)


@pytest.mark.parametrize("recognizer, text", [
    (EN, "14F Foley placed"),
    (EN, "Kreatinine (142) and Gleason Score (7)"),
    (EN, "pain score of 3/10"),
    (EN, "VAS 4/10, 1/2 tablet"),
    (EN, "BP 120/80 at 14:00"),
    (EN, "family meeting every Thursday, Tuesday clinic, Mondays and Fridays"),  # habits and schedules
    (EN, "group, Brandon Unit, Tuesday mornings; FaceTime Sunday nights"),  # parts of every such day
    (NL, "afgesproken aderlating voortaan op dinsdagmiddag na het melken"),  # a habit
    (EN, "you may go"),
    (NL, "zo 1/2 tablet"),
    (NL, "3/10 pijn"),
    (NL, "pijnscore van 4/10"),
    (EN, "Pain 7/10: improving"),
    (EN, "dose 1/2: halved"),
    (NL, "VAS 3/5: matig"),
    (NL, "ratio 12/40: normaal"),
    (EN, "leukocytes (1500) and platelets (2500)"),
    (EN, "Study (2019a) and case 12 (20190)"),
    (NL, "24/7 toezicht nodig"),
    (EN, "needs 24/7 supervision"),
    (NL, "MMSE 24/30, GCS 15/15, visus 16/10"),
    (EN, "dose range 1950-2000 mg"),
    (EN, "2000-1998 countdown"),
    (NL, "Kreatinine (142), Ureum (8) en Kalium (4)"),
    (NL, "Labs: Ureum (8)"),
    (NL, "2-3 dagen, 2 tot 3 keer per dag"),
    (EN, "take 2-3 tablets"),
    (NL, "mw. Jansen 10 mg\n"),
    (NL, "dhr. Bakker kamer 2\n"),
    (NL, "- 2000 mg paracetamol\n"),
    (NL, "Score (3/4): matig"),
    (EN, "BP 120/80-130/90 and 1/2-3/4 tab"),
    (NL, "nr 12 en 14, no 3 tablets"),
    (NL, "Kreatinine (142, verhoogd) en Ureum Waarde (12, normaal)"),
    (EN, "Springfield Road, 12, flat"),
    (EN, "see page 12 of the report; page 104"),  # a document's page: fewer than four digits
    # results after a lab name in capitals, a year not closing an item, May as a verb, files without a number
    (EN, "CK 2010, LDH 2031; Hb 2012)"),
    (EN, "walked 2015 m today"),
    (EN, "you May call; May I help"),
    (EN, "stroke last week. May resume driving\n- May participate in rehab; (May be seen)"),
    (EN, "grandmother may call, the march ended, april showers"),
    # the months of an age in years and months; a count, not an age
    (EN, "a 2 year 3 month old girl"),
    (NL, "zijn 2e opname, sinds zijn 2e opname, haar 3de kind"),
    # a Tanner stage, a vitamin, a device, an urgency code: no specialty before the code
    (NL, "borstgroei (Tanner B3), Steovit D3 1x/d, Dexcom G7, Urgentie A2, Leerlingvolgsysteem M5"),
    # a score after an interval, no day-month; a season before a duration
    (NL, "over 3 weken (13/13 punten), winter 2 weken"),
    (EN, "see scan.pdf and report_v2.docx"),
    (EN, "children (2) at home"),
    (EN, "Seen on Ward Road, 2000 mg given"),
    (EN, "in May's room"),
    (NL, "pijn, 2015 mg"),
    (NL, "1250 MG Paracetamol 3dd"),
    (EN, "pT2N1M0 adenocarcinoma; stage T2N1M0"),
    (EN, "Labs today: CK 2010, LDH 2031;"),
    (EN, "BP 120 x 3 readings, next in 2 weeks"),
    (NL, "sinds 22 mnd klachten, kind 2x per week"),
    (NL, "Pijn 1/10, 3/4 tablet, 08-10 uur bereikbaar, 09/10 pijn, VAS 03/10, 1/2 tab 's avonds"),
    (NL, "metoprolol 1/2 's avonds, oxazepam 3/4 om 22:00"),
    (NL, "Fase 2 (wk 6-12): opbouw\nFase 3 (mnd 3-6): sport"),
    (NL, "In de zomer meer klachten; in de winter droge huid. Laatste 3/4 tablet."),
    (EN, "Hb 2016, 2018 platelets; gamma-24; dose 1000-now"),
    (EN, "early mobilisation, late effects, mid-dose; half 2 tablets"),
    (NL, "Controle in week 6 na de operatie, gestart week 12 post-OK, vanaf week 30 van de zwangerschap"),
    (EN, "daughter lives in Leeds 3 m away; son Tom 5 mg; Cycle 3 (Day 8 mo)"),
    (EN, "Lives with her son. Education 6 yrs primary."),
    (EN, "ward round at 9, back to the ward 2 days later; route of administration; Afdeling Interne"),
    (EN, "K+ 4.1 (ref: 3.5-5.0), member of staff, policy agreed with family, fin 12"),
    # ('Jan and Dec were there' is dated since session 9: a capitalised 'Jan' or 'Dec' alone is a month in
    # 30 of 30 dev cases, and a Jan or Declan taken for a month is hidden all the same)
    (EN, "CK 2010, LDH 1999. (Monday)"),
    (EN, "BP 120/80, ph 7.35, pCO2 4.1"),
    (EN, "phone review in 2 weeks; tel. 3x daily"),
    (EN, "Seen by 2 Dr Smith on the ward"),
    (EN, "Seen at 10:30 after MI; screening at 50 and 60 yrs"),
    # a pronoun with a measure, a molar solution, a score; decades that are not of a life
    (EN, "He is 3 days post-op. She is 2.5 kg. He is 4/10 pain. Na: 140 M. Take 1 M solution."),
    (NL, "Hij is 2x per week gezien; zij is 3 dagen opgenomen."),
    (EN, "popular in the 70s; in her 3rd trimester"),
    (EN, "#3 fracture, # NOF, Bed #12, ~2000 ml, at term 3 times, Term 2 goals"),
    (NL, "Opname afd. Cardiologie, afdeling Interne"),  # a department, not a named ward
    (EN, "Seen by Dr Lee, Ward 2104\nResult, Score 1234\n"),  # a ward or score number closing a line
    (EN, "Platelets      210\nTotal          1999 ml\n"),  # a volume, not a year, closing a row
    (EN, "Date      INR\n Aug      2.1    35 mg\n"),  # a month and a number a column apart
    (EN, "ferritin (2000 ng/ml), CK 2010 (ref <200), BP (190s) and PCI 2018 mg"),  # values, not years (a decade, 1990s, is a date)
    # numbers beside it (audiogram columns, phone groups), doses, laws, guidelines and money
    (NL, "Hz    250  500  1000  2000  4000\nheparine 2000 E bolus, octocog 2000 IE, Mr Koh 9668 2015"),
    (EN, "detained under s.3 MHA 2001; Mental Health Act 1983; meets ACR 2016 criteria; Euro Ewing 2012-schema"),
    (EN, "BW 1985 g, 2000 kcal diet, LDH 1999, Hb 2016, 2018 and CD4 1990; fee EUR 2000, $ 1950"),
    # a clock time's range holds no day-month; British months counted in twelfths after a cue
    (EN, "Seen 10:30-11:45, side room. Home visit 15:10-16:05"),
    (EN, "clinic review 3/12 after surgery. Sexual hx (last 3/12): Falls x2 last 6/12. Repeat ECG in 3/12."),
    # how long ago someone died is no age; a weekday with its part of the day alone is no date
    (NL, "Vader overleden 3 jaar geleden. Craving vooral vrijdagavond na werk."),
    (EN, "Dad died 3 years ago; she died 2 yrs after him."),
    # a number column beside a label column in a bar table holds no identifier; an eyelid is no member
    (EN, "| No | Result | Units |\n| 1  | 4.2    | mmol  |\n| Number | 12 | 14 |\n"),
    (NL, "ooglid 12345 mm; bovenlid 4567 zwelling"),
    # an age limit of a rule is no one's age
    (NL, "terugbetaald tot 6 cycli, tot 43 j.). Verplicht bij eerste poging < 36 j.)."),
    # a review after a milestone word is no age, nor a height someone stood at
    (EN, "Walking aid reviewed; physio at 6 months post-op."),
    (NL, "Patiënt stond op ca. 2 m hoogte; lopen met rollator."),
    # a corrected lab value and how long ago a relative did something are no ages
    (NL, "gecorrigeerd calcium 2.3 mmol/l"),
    (EN, "her son 6 months ago moved out"),
    # a heart block's ratio is no building
    (EN, "ECG: Mobitz II, AV Block 2:1 at rest"),
    # a catheter's size after a gap is no age: no field ends after it
    (EN, "Catheter:   14 F silicone, 10 ml balloon"),
    # a ward's field that names a specialty, not a ward; a file's name is no file number
    (NL, "Afdeling: geriatrie (G), kamer 4.12"),
    (NL, "terug op afdeling 3.5 uur na de ingreep"),
    (EN, "Ward: Burns Ward"),
    # fractions joined by a word are no range of dates: no numerator passes its denominator
    (EN, "Repeat serology at 3/12 to 6/12; pain 4/10 to 6/10"),
    # no National Insurance number has a prefix GB or a suffix past D; an NHS number's next word is no version code
    (EN, "Box GB 12 34 56 A; grid AB 12 34 56 E"),
    # a bed on a care unit, a night's stay on it, a time at the emergency department
    (NL, "opname bed IZ 6 om 09:05; recovery/MC 1 nacht; Ontslag SEH 09:12"),
])
def test_scores_fractions_and_lone_weekdays_are_not_dates_or_ages(recognizer, text):
    assert surfaces(recognizer, text) == []


def test_a_wards_or_beds_code_is_no_age_and_sex():
    assert surfaces(EN, "Plan: admit Ward 2F overnight, bed 12F; 79M") == [("LOCATION", "Ward 2F"), ("AGE", "79")]


def test_a_service_before_a_county_is_no_town():
    assert ("LOCATION", "Public Health Nursing Service") not in surfaces(EN, "Public Health Nursing Service, Co. Mayo")


def test_a_count_of_capitalised_things_before_a_comma_is_no_street():
    assert surfaces(EN, "2 Tablets, Paracetamol 500 mg\n12 Sessions, Physiotherapy\n") == []  # no listed town after it


@pytest.mark.parametrize("text, expected", [
    # a year of two digits only between dashes: these are January 29th and a list item's January 19th
    ("Wk 8 Jan 29\n#1 Jan 19: standing in kitchen", [("DATE", "Jan 29"), ("DATE", "Jan 19")]),
    # a bracket after a date whose sum with the year is no year of writing is no age; a decimal is no day
    ("fracture on 03/04/1962 (12) and trough Sept 6.8", [("DATE", "03/04/1962")]),
    # a visit's date is no visit number
    ("Prior ED visit 6/2024; f/u visit Nov 2023", [("DATE", "6/2024"), ("DATE", "Nov 2023")]),
    # a year and its month; not before a unit, not with a thirteenth month, not a dotted decimal
    ("was LDL 2022/10). Next VL 2025/05; dose 2019-12 mg; 2021-13; pH 2020.11",
     [("DATE", "2022/10"), ("DATE", "2025/05")]),
    # a British day and month with a dot; a time after a date, after 'at' or 'call', or before 'hrs' is none
    ("Angio 31.08 - no target. Clips out 17.09. ETT at 03.10 hrs; call 12.05 to son; 13/03 14.05 rang; K 12.05 mmol",
     [("DATE", "31.08"), ("DATE", "17.09"), ("DATE", "13/03")]),
])
def test_short_years_brackets_and_decimals_near_dates(text, expected):
    assert surfaces(EN, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("take 10 20 dr; 3 1st line; box 3 of 10", []),  # no capitalised street type, no postal box label
    ("12 Main St 3 times daily", ["12 Main St"]),  # a number after the street only before a comma or the end
    ("S 4602 and NRIC S9534127F; #1-2 and #123-45", []),  # six digits after S; floor-unit has two digits first
])
def test_numbers_near_street_words_are_not_addresses(text, expected):
    assert [surface for entity, surface in surfaces(EN, text) if entity == "LOCATION"] == expected


@pytest.mark.parametrize("text", ["Mr. Patel, 12 Main Street; Mrs Gray, 2 tablets", "DOB 11/30/1996  27 Main Street",
                                  "Dose 20, 10 mg; Sister Ward 12, bay 3"])
def test_house_numbers_and_doses_after_a_name_or_birth_date_are_no_ages(text):
    assert [surface for entity, surface in surfaces(EN, text) if entity == "AGE"] == []


def test_a_review_interval_before_an_address_is_no_tenement_flat():
    text = "Review 3/12, 4 King Road. Co. operative staff."
    found = [text[start:end] for entity, start, end in PatternRecognizer("en").find(text) if entity == "LOCATION"]
    assert found == ["4 King Road."]  # the street type may end in its full stop


def test_a_year_of_death_after_a_cross_is_no_age():
    assert [entity for entity, _ in surfaces(NL, "oom († 2019), tante")] == ["DATE"]


def test_a_code_of_capitals_a_year_a_letter_and_a_serial_is_one_identifier():
    text = "PATHOGENIC (report WSGL/24/M/33407, dated 27/09/2024)"
    assert ("ID", "WSGL/24/M/33407") in surfaces(EN, text)
    assert ("ID", "M/33407") not in surfaces(EN, text)
    # a serial after a dash belongs to it; a code after a year and a slash is found alone
    assert ("ID", "MJ/27/3318-0042915") in surfaces(EN, "MJPJAY card: MJ/27/3318-0042915\n")
    assert ("ID", "DMH/18832") in surfaces(NL, "DMH-beslissing 2024/DMH/18832, geldig t.e.m. 31/03/2025")


def test_a_day_month_and_a_time_after_a_phone_label_are_no_six_digit_number():
    assert [found for found in EN.find_all("told by phone 9/7 1650, case ref") if found[0] == "PHONE"] == []
    assert [found for found in NL.find_all("tel. 44 22 22 (thuis)") if found[0] == "PHONE"] == [
        ("PHONE", 5, 13, "phone_labelled")]


def test_a_law_and_its_year_are_no_australian_suburb_and_postcode():
    assert [found for found in EN.find_all("MENTAL HEALTH ACT 2001 - ASSESSMENT NOTE") if found[0] == "LOCATION"] == []
    assert ("LOCATION", 0, 17, "suburb_state_postcode_au") in EN.find_all("CANBERRA ACT 2601")


def test_a_year_range_after_a_street_suburb_and_town_is_no_postcode():
    found = surfaces(EN, "Lived at 5 Main Street, Kilburn, London 1998-2003, then moved.")
    assert ("LOCATION", "Kilburn, London 1998") not in found
    assert not any(entity == "LOCATION" and "1998" in surface for entity, surface in found)
