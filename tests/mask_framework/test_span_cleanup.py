"""The clean-up of model spans, on the real shipped word lists.

Each row: the model's label, a text with the model's span in [brackets], and what the
clean-up keeps of it (None: the span is dropped).
"""
import pytest

from mask_framework.span_cleanup import (
    clean_spans, cleanup_parameter, keep_span, load_word_sets, trim_span,
)


@pytest.fixture(scope="module")
def english():
    return load_word_sets("en")


@pytest.fixture(scope="module")
def dutch():
    return load_word_sets("nl")


def run(words, label, marked):
    start = marked.index("[")
    end = marked.index("]") - 1
    text = marked.replace("[", "").replace("]", "")
    kept = clean_spans(text, [(label, start, end)], words)
    assert len(kept) <= 1
    return text[kept[0][1]:kept[0][2]] if kept else None


ENGLISH_CASES = [
    # trimmed: titles, relation words, credentials, the next field or line, a department after ' - '
    ("PERSON", "Seen with [Dr. Adeyemi] today.", "Adeyemi"),
    ("PERSON", "[Daughter Kathleen] called.", "Kathleen"),
    ("PERSON", "asked whether the hospital chaplain, [Father Brennan], could visit", "Father Brennan"),
    ("PERSON", "Signed: [Daniel Ferreira, MD]", "Daniel Ferreira"),
    ("PERSON", "Yours sincerely,\n[Dr Fiona Balfour MRCPsych]\nConsultant", "Fiona Balfour"),
    ("PERSON", "Scrub: Joanna Mendoza SN (JM); Circulating: [Oluwaseun Bankole SN] (OB)", "Oluwaseun Bankole"),
    ("PERSON", "LMC: [Hana Ngata-Whaanga RM], Newtown", "Hana Ngata-Whaanga"),
    # a role or rank in capitals before the name ('SN', 'PHN', 'PC'); not a Chinese surname in capitals
    ("PERSON", "Shift 2 (1130–1630): [SN Jennifer Ocampo], EN Thiri Hlaing", "Jennifer Ocampo"),
    ("PERSON", "Statement to [PC John Smith] at 10:00.", "John Smith"),
    ("PERSON", "Patient: [TAN Ah Moi], seen today", "TAN Ah Moi"),
    # a language or nationality alone is no one's name and no place, but after a title it is a surname
    ("GPE", "Interpreter: [Tongan]", None),
    ("PERSON", "consultation was conducted in [Welsh] at her request", None),
    ("PERSON", "Seen with [Mr Welsh] (son)", "Welsh"),
    ("GPE", "discussed consent in [isiXhosa] with Sr Zulu", None),
    ("ORG", "Language of interview: [Gujarati] (interpreter present)", None),
    # a grading or scale named after its describer
    ("ORG", "Honey bee venom anaphylaxis (Ring & [Messmer] grade III)", None),
    # clinical shorthand a model reads as a body: a health visitor, expressed breast milk, the newborn check
    ("ORG", "SBR 168. Discharge to [HV] ~day 10-14 if well.", None),
    ("ORG", "Full feeds DOL 14. Now [EBM] fortified to 24 kcal/oz", None),
    ("ORG", "- [NIPE] done in hospital 10/02", None),
    ("PERSON", "mild communicating hydrocephalus ([Evans] index 0.32)", None),
    ("PERSON", "[IBCLC]", None),
    ("PERSON", "Pt: [WALSH, Declan P.    MRN] 0012", "WALSH, Declan P."),
    ("ORG", "[Lakeshore Mercy Medical Center - Emergency Dept\n\nPatient]: X", "Lakeshore Mercy Medical Center"),
    ("ORG", "served in [the US Army] for years", "US Army"),
    ("PERSON", "echo: [Ebstein] anomaly, mild TR", None),
    ("PERSON", "equalise with a [Valsalva] manoeuvre", None),
    ("ORG", "[Ledzokuku Municipal Health Directorate] disease surveillance officer",
     "Ledzokuku Municipal Health Directorate"),
    ("ORG", "[MD - Valley Oral Surgery Group]", "Valley Oral Surgery Group"),
    # kept: unknown names and brands, listed names that are words, initials, house numbers, state codes
    ("ORG", "e-rx sent to [Walgreens] today", "Walgreens"),
    ("ORG", "admitted to [TGH] overnight", "TGH"),
    ("PERSON", "colleague [Green] says", "Green"),
    ("PERSON", "Patient: Mr. COIA, [R.]", "R."),
    ("PERSON", "contact: [ann hill]", "ann hill"),
    ("GPE", "Lake Michelle, [LA] 70112", "LA"),
    ("FAC", "Home address: [430 Pope Lakes]", "430 Pope Lakes"),
    ("ORG", "referred to [Cedar Ridge Child & Family Behavioral Health] for therapy",
     "Cedar Ridge Child & Family Behavioral Health"),
    # dropped: abbreviations, headers, results, ordinary words at a line start, service names
    ("ORG", "Hx: [HLD], HTN", None),
    ("ORG", "[CXR] clear", None),
    # clinical shorthand that no dictionary holds, from the shipped abbreviation lists (exact case)
    ("ORG", "Chest clear, [NAD] today", None),
    ("ORG", "amoxicillin 500 mg [TDS] for 5 days", None),
    ("ORG", "bloods: [WCC] 11.2", None),
    ("ORG", "seen by the [tds] team", "tds"),
    ("PERSON", "[EtOH] none", None),
    ("ORG", "[EMERGENCY DEPARTMENT]\nNote", None),
    ("ORG", "[LDL 112] mg/dl", None),
    ("ORG", "f/u [Respiratory clinic]", None),
    ("ORG", "\n[Hemostasis] was achieved.", None),
    ("ORG", "[Naproxen PRN]", None),
    ("PERSON", "[MD]", None),
    ("ORG", "ran [250] m", None),
    ("PERSON", "Neuro:\n[Alert] and oriented", None),
    ("ORG", "Move [Tresiba] to the morning", None),
    ("ORG", "[Allergies: Penicillin]", None),
    ("PERSON", "for [8–12 wks]", None),
    ("PERSON", "advised fever watch [x6 wks].", None),
    ("PERSON", "[Addr]: 14 Church Rd", None),  # a note's own abbreviations: a field's label, a disposition
    ("PERSON", "[Dispo]: home with GP follow-up", None),
    ("PERSON", "L glut 10:40, [batch KAL6M21]\n", "batch KAL6M21"),
    ("PERSON", "use the [ketone meter] daily", None),
    ("ORG", "PMH: [Allergies: Walgreens]", "Walgreens"),
    ("PERSON", "- [Inform Mary] re results", "Mary"),
    ("ORG", "d/c to [Lincoln Park SNF 3/10]", "Lincoln Park SNF"),
    ("PERSON", "Bones:\n[Osteopenia] on DEXA", None),
    ("PERSON", "Pain:\n[Neuropathic], burning", None),
    # dropped: clinicians' titles; kept: a name beside a title
    ("ORG", "Mr Callum Fraser, [Consultant Ophthalmic Surgeon]", None),
    ("PERSON", "seen by the [Bariatric Dietitian] today", None),
    ("PERSON", "discussed with [Haematologist] on call", None),
    ("ORG", "reviewed by the [Clinical Officer] at 10:00", None),
    ("PERSON", "letter from [Rashida Okafor Consultant] today", "Rashida Okafor Consultant"),
    # a sign, variant, grading or procedure named after its describer; a titled name stays a person
    ("PERSON", "cremasteric reflex present, [Prehn] sign +ve", None),
    ("PERSON", "DDx: [Miller Fisher] variant GBS", None),
    ("ORG", "Classical trigeminal neuralgia ([Burchiel] type 1)", None),
    ("PERSON", "listed for [Jannetta] procedure", None),
    ("PERSON", "seen by Dr [Brown] type 2 diabetes clinic", "Brown"),
    # a spaced dash before a lower-case word ends a person's name; a double-barrelled one stays whole
    ("PERSON", "Discussed w/ AC [Dr. CHEUNG Ka-lok - agreed] no need for CT", "CHEUNG Ka-lok"),
    ("PERSON", "seen by [Anna Lewis-Jones] today", "Anna Lewis-Jones"),
    # an e-mail or web address is no person or body: the span stops before it
    ("PERSON", "Contact: [pac.anaesthesia@middlemore.co.nz] for queries", None),
    ("PERSON", "[Email kez.w96@outlook.com] (preferred)", None),
    ("ORG", "[CMS Bereavement - siobhan.nifhloinn@hse.ie]", "CMS Bereavement"),
    ("PERSON", "given [info leaflet + www.alzheimers.org.uk]", None),
    # a department or a role of ordinary words is no one's name; a name before such a word is
    ("PERSON", "Discussed with [Trauma Surgery] today.", None),
    ("PERSON", "Plan: [Gen Surg] to review.", None),
    ("ORG", "Spoke to [Social Worker] about housing.", None),
    ("ORG", "Signed: Jonathan Barraclough, [Rehabilitation Engineer], HCPC CS 04117", None),
    ("ORG", "Co-signed: Kiran Sandhu, [Clinical Lead] OT", None),
    ("PERSON", "Letter from Dr [Helen Surgery] today.", "Helen Surgery"),
    # but a body's: GP practices and imaging firms are named so ('Manor Surgery', 'Pacific Radiology')
    ("ORG", "Dr H Sandhu, [Manor Surgery], Witney", "Manor Surgery"),
    ("ORG", "Growth scans at 32 and 36 weeks ([Pacific Radiology], Kenepuru)", "Pacific Radiology"),
    ("ORG", "6. [Lasting Power] of Attorney – Helen holds H&W LPA", None),  # a legal instrument
    # listed abbreviations in mixed case are no person nor body
    ("PERSON", "- RPR, TP-PA, HIV Ag/Ab, [HCV Ab]\n- GC/CT NAAT", None),
    ("ORG", "- RPR, TP-PA, [HIV Ag/Ab], HCV Ab", None),
    # a hospital's emergency department after its name is no part of it; a name alone before 'ED' keeps it
    ("ORG", "Seen [Dunedin Hospital ED] same evening", "Dunedin Hospital"),
    ("ORG", "Seen at [Morriston ED] on Friday", "Morriston ED"),
    # the stool chart's grade after the town's name; a number of years is no grade
    ("PERSON", "Bowels: BO every 2-3 days, [Bristol] 2, straining.", None),
    ("GPE", "Bowels daily, [Bristol] type 4.", None),
    ("GPE", "Moved to [Bristol] 2 years ago.", "Bristol"),
    ("ORG", "Sincerely,\n\nAnjali Mehra, [DPM]\nPodiatrist", None),  # a credential
    # genetics' and insurance's abbreviations and a genetic counsellor's credential are no bodies
    ("ORG", "16p13.11 duplication, interpreted as [VUS]/susceptibility locus", None),
    ("ORG", "2. Is trio [WES] indicated? The family are keen.", None),
    ("ORG", "Letter to employer requested for [FMLA] paperwork.", None),
    ("ORG", "booked with Hannah Okafor, MS, [CGC], at CHEO", None),
    # a body's or a place's name ends with its sentence ('St.' and 'Bros.' end none)
    ("ORG", "a customer site in [Wetherby. Incident] recorded", "Wetherby"),
    ("ORG", "MSc at [University of Salford. Shared] house", "University of Salford"),
    ("ORG", "employed by [Sandhu Bros. Transport Ltd]", "Sandhu Bros. Transport Ltd"),
    # so does a spaced dash before a word in lower case
    ("GPE", "letter to Children's [Health Ireland - no], correct service is", "Health Ireland"),
    # ordinary words in lower case before a spaced dash are a subject line's topic; a name in lower case is not
    ("PERSON", "Subject: URGENT referral - ? bilateral [papilloedema - Shauna Mulcahy] DOB", "Shauna Mulcahy"),
    ("PERSON", "Booking [henk de vries - Huisarts] Zeist", "henk de vries"),
    # an enrolled nurse's and an Irish nurse manager's grade after the name
    ("PERSON", "Scout nurse:          [Deng Majok EN]", "Deng Majok"),
    ("PERSON", "handed over to [Mary-Kate Ryan CNM2] by phone", "Mary-Kate Ryan"),
    # a record's label after a person's name on its line
    ("PERSON", "  • Bed 4 – [Raewyn Harper URN] 1983320 – waiting on", "Raewyn Harper"),
    ("PERSON", "Secretary: Mrs [Kirsty Haigh Tel] 0113 392 4417", "Kirsty Haigh"),
    ("ORG", "Referred to [Anglia ICT ID] 5512", "Anglia ICT ID"),  # an organisation keeps its capitals
    # a lone function word in lower case is nothing, whatever the label
    ("PROF", "Works part-time [as] receptionist", None),
    ("PROF", "works [as] a receptionist", None),
    ("PERSON", "told [his] wife", None),
]


@pytest.mark.parametrize("label, marked, expected", ENGLISH_CASES)
def test_english_model_spans(english, label, marked, expected):
    assert run(english, label, marked) == expected


DUTCH_CASES = [
    # an eponym glued to its disease by a hyphen ('Broca' is listed), and a dysphagia scale's acronym
    ("PER", "nu beeld van matig-ernstige [Broca]-afasie.", None),
    ("ORG", "veilige slik bij [IDDSI] 2 (licht gebonden)", None),
    # a compound of dictionary words at the start of a line is no person ...
    ("PER", "Beleid\n- [Sportpauze] 6 weken", None),
    ("PER", "- [Familiegesprek] gepland", None),
    ("PER", "Conclusie:\n[DM] type 2", None),
    # ... but a street or a company is ('Lindelaan', 'Hoogovens'), and so is a capital mid-sentence
    ("LOC", "met haar man aan de [Lindelaan] gewoond", "Lindelaan"),
    ("ORG", "was schoonmaakster bij [Hoogovens] in IJmuiden", "Hoogovens"),
    ("ORG", "reist met de bus van [Breng] naar het werk", "Breng"),
    ("ORG", "werkte 30 jaar op [De Regenboog]", "De Regenboog"),
    ("PER", "gesprek met [dhr. Hendriks]", "Hendriks"),
    ("PER", "[zoon Youssef] belde", "Youssef"),
    ("PER", "[Visser] is de huisarts", "Visser"),
    ("PER", "Betreft: dhr [roger van den oever]", "roger van den oever"),
    ("PER", "adres [Haarstudio Elise] doorgegeven", "Haarstudio Elise"),
    # a listed first name inside a sentence stays, whatever label the model gave it ('lies' is also the groin)
    ("LOC", "Echtgenoot Luc en dochter [Lies] kwamen dagelijks", "Lies"),
    # a nerve, muscle or vein abbreviated like an initial is no person; a real initial and surname is
    ("PER", "uitval van de [N. Suralis] links", None),
    ("PER", "[M. Auricularis] posterior", None),
    ("PER", "trombose van de [V. Cava Inferior]", None),
    ("PER", "besproken met [N. Visser]", "N. Visser"),
    ("PER", "[M. Bakker] belde", "M. Bakker"),
    # ... also when a model found its two parts apart; a surname after a real initial stays
    ("PER", "uitval van de [N]. Suralis links", None),
    ("PER", "uitval van de N. [Suralis] links", None),
    ("PER", "besproken met [N]. Visser", "N"),
    ("PER", "besproken met N. [Visser]", "Visser"),
    # a disease or sign named after a person is no person; a title, or a verb after the name, says it is one
    ("PER", "vermoeden van [Guillain-Barré] syndroom", None),
    ("PER", "[Pierre Robin] sequentie bij geboorte", None),
    ("PER", "sinds 2019 ziekte van [Kahler]", None),
    ("ORG", "vermoeden van [Guillain-Barré] syndroom", None),
    ("PER", "zoon [Jan Visser] test zijn bloedsuiker", "Jan Visser"),
    ("PER", "gesprek met dr. [Parkinson] over het syndroom", "Parkinson"),
]


@pytest.mark.parametrize("label, marked, expected", DUTCH_CASES)
def test_dutch_model_spans(dutch, label, marked, expected):
    assert run(dutch, label, marked) == expected


def test_offsets_are_into_the_original_text_with_crlf_emoji_and_accents(english):
    text = "🙂 Note\r\nSeen by Dr. Jose\u0301 Pe\u0301rez, MD\r\nPlan"
    start = text.index("Dr.")
    end = text.index("\r\nPlan") + 2  # the model ran into the next line
    [(label, kept_start, kept_end)] = clean_spans(text, [("PERSON", start, end)], english)
    assert text[kept_start:kept_end] == "Jose\u0301 Pe\u0301rez"


def test_other_labels_pass_untouched(english):
    text = "Seen on March 3, 2020 for 3 weeks."
    spans = [("DATE", 8, 21), ("DATE", 26, 33)]
    assert clean_spans(text, spans, english) == spans


def test_empty_text_and_no_spans(english):
    assert clean_spans("", [], english) == []
    assert trim_span("   ", 0, 3, english) is None


def test_a_span_of_only_titles_is_dropped(english):
    text = "Dr. Mr."
    assert trim_span(text, 0, len(text), english) is None
    assert not keep_span("PERSON", "Mr", 0, 2, english)


def test_cleanup_parameter():
    assert cleanup_parameter("NER_spaCy", None, "en") == "clinical"
    assert cleanup_parameter("NER_spaCy", " None ", "nl") == "none"
    assert cleanup_parameter("NER_spaCy", None, "de") == "none"
    with pytest.raises(ValueError, match="'cleanup' must be 'clinical' or 'none'"):
        cleanup_parameter("NER_CRF", "strict", "en")
    with pytest.raises(ValueError, match="needs the word lists of en, nl"):
        cleanup_parameter("NER_spaCy", "clinical", "de")


def test_the_model_spans_of_an_eponym_are_dropped(english, dutch):
    assert run(dutch, "PER", "Neurologisch: geen [Babinski], Romberg ok.") is None
    assert run(english, "GPE", "McMurray +, ant drawer +, [Hartmann]'s pouch distended") is None
    assert run(english, "PERSON", "Seen by Dr [Hartmann] today") == "Hartmann"
    # a part of a hyphenated eponym, and a score spelled from its items
    assert run(english, "GPE", "TBSA by [Lund]-Browder chart 6%") is None
    assert run(dutch, "PER", "VKF sinds 2020 ([CHA2DS2-VASc] 4)") is None


@pytest.mark.parametrize("marked, kept", [
    ("Dear all\n[Tēnā koe Aroha],\n", "Aroha"),  # a model's span over a greeting keeps the name after it
    ("[Kia] ora Sarah,\n", None),                # the greeting's first word alone is no one
    ("Seen with [Kia Smith] today\n", "Kia Smith"),  # not at a line's start: no greeting
])
def test_a_greeting_opening_a_letter_is_no_part_of_a_span(english, marked, kept):
    assert run(english, "PERSON", marked) == kept
