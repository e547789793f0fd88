"""Clinical content without PII: diagnoses, drugs, doses, lab values, vitals.

It is there so precision can be measured: doses ('1000 mg'), lab values ('Hb 8.1
mmol/l'), blood pressures ('130/80'), scores and eponymous diseases ('ziekte van
Parkinson', 'Hodgkin lymphoma') must stay unmasked.
"""
from __future__ import annotations

from mask_framework.generate.persona import NoteWorld

DRUGS = ("metformine", "metoprolol", "paracetamol", "amoxicilline", "furosemide", "apixaban", "atorvastatine",
         "omeprazol", "prednisolon", "insuline aspart", "enalapril", "amlodipine", "levothyroxine", "morfine",
         "ceftriaxon", "vancomycine", "haloperidol", "lorazepam", "salbutamol", "tiotropium", "acenocoumarol",
         "clopidogrel", "bisoprolol", "spironolacton", "allopurinol", "methotrexaat", "gabapentine", "oxycodon")
DOSES = ("500 mg", "1000 mg", "2,5 mg", "40 mg", "80 mg", "12,5 mg", "1 g", "20 mg", "0,5 mg", "100 mcg", "8 IE",
         "1250 mg", "5 mg/ml", "250 mg")
FREQUENCIES_NL = ("1dd1", "2dd1", "3dd1", "zo nodig", "1x per dag", "2x daags", "a.n.", "'s ochtends")
FREQUENCIES_EN = ("once daily", "BID", "TID", "PRN", "q8h", "at bedtime", "every morning", "QID")

DIAGNOSES_NL = ("diabetes mellitus type 2", "hypertensie", "atriumfibrilleren", "COPD GOLD III", "hartfalen NYHA II",
                "ziekte van Parkinson", "ziekte van Crohn", "pneumonie rechter onderkwab", "delier", "CVA rechterhemisfeer",
                "chronische nierschade stadium 3b", "morbus Hodgkin", "syndroom van Sjögren", "urineweginfectie",
                "acuut coronair syndroom", "heupfractuur links", "anemie e.c.i.", "hypothyreoïdie", "artrose knie",
                "ziekte van Alzheimer", "longembolie", "cellulitis onderbeen")
DIAGNOSES_EN = ("type 2 diabetes mellitus", "hypertension", "atrial fibrillation", "COPD GOLD III", "CHF NYHA class II",
                "Parkinson's disease", "Crohn's disease", "right lower lobe pneumonia", "delirium", "CKD stage 3b",
                "Hodgkin lymphoma", "Sjogren syndrome", "urinary tract infection", "NSTEMI", "left hip fracture",
                "iron deficiency anemia", "hypothyroidism", "osteoarthritis of the knee", "Alzheimer's disease",
                "pulmonary embolism", "cellulitis of the lower leg", "Graves disease")

LABS = ("Hb 8.1 mmol/l", "Hb 6.4 mmol/l", "leukocyten 12.3 x10^9/l", "CRP 87 mg/l", "kreatinine 134 umol/l",
        "eGFR 42 ml/min/1.73m2", "natrium 131 mmol/l", "kalium 4.8 mmol/l", "glucose 9.7 mmol/l", "HbA1c 58 mmol/mol",
        "trombocyten 245 x10^9/l", "NT-proBNP 1840 ng/l", "troponine 45 ng/l", "TSH 0.12 mU/l", "INR 2.8",
        "ALAT 54 U/l", "bilirubine 22 umol/l", "albumine 31 g/l", "lactaat 2.1 mmol/l", "pH 7.31")
LABS_EN = ("Hgb 11.2 g/dL", "WBC 12.3 K/uL", "CRP 87 mg/L", "creatinine 1.4 mg/dL", "eGFR 42 mL/min/1.73m2",
           "sodium 131 mmol/L", "potassium 4.8 mmol/L", "glucose 176 mg/dL", "HbA1c 7.5%", "platelets 245 K/uL",
           "BNP 840 pg/mL", "troponin I 0.45 ng/mL", "TSH 0.12 mIU/L", "INR 2.8", "ALT 54 U/L", "lactate 2.1 mmol/L")

CLINICAL_NL = [
    "Voorgeschiedenis: {diagnosis}, {diagnosis}.",
    "Medicatie: {drug} {dose} {frequency}, {drug} {dose} {frequency}.",
    "Lab: {lab}, {lab}, {lab}.",
    "Lichamelijk onderzoek: RR 135/85 mmHg, pols 88/min regulair, temp 37.8 °C, saturatie 94% bij kamerlucht.",
    "Conclusie: {diagnosis}, waarvoor start {drug} {dose} {frequency}.",
    "ECG: sinusritme 72/min, normale as, geen ST-afwijkingen.",
    "Beleid: {drug} ophogen naar {dose}, controle lab over 2 weken.",
    "Geen allergieën bekend. Roken: 20 pakjaren, gestopt.",
    "Thoraxfoto: geen infiltraat, wel cardiomegalie.",
    "Patiënt mobiliseert met rollator, ADL deels zelfstandig, Barthel 14/20.",
    "Pijnscore (NRS) 6, na {drug} {dose} afgenomen tot 3.",
    "Vochtbalans +1200 ml, diurese 1.8 l/24 uur.",
    "Differentiaaldiagnose: {diagnosis} of {diagnosis}.",
    "Wond droog en rustig, hechtingen op dag 10 verwijderen.",
    "Glucosecurve: 7.2 - 11.4 - 8.9 mmol/l.",
    "MMSE 22/30, GDS 4/15.",
]
CLINICAL_EN = [
    "Past medical history: {diagnosis}, {diagnosis}.",
    "Medications: {drug} {dose} {frequency}, {drug} {dose} {frequency}.",
    "Labs: {lab}, {lab}, {lab}.",
    "Exam: BP 135/85, HR 88 regular, T 100.4 F, SpO2 94% on room air.",
    "Assessment: {diagnosis}; started {drug} {dose} {frequency}.",
    "ECG: sinus rhythm at 72, normal axis, no ST changes.",
    "Plan: increase {drug} to {dose}, repeat labs in 2 weeks.",
    "NKDA. Former smoker, 20 pack-years.",
    "Chest X-ray: no infiltrate, mild cardiomegaly.",
    "Ambulates with a walker; independent in most ADLs.",
    "Pain 6/10, decreased to 3/10 after {drug} {dose}.",
    "Fluid balance +1200 mL, urine output 1.8 L/24h.",
    "Differential diagnosis: {diagnosis} versus {diagnosis}.",
    "Wound clean and dry; sutures out on day 10.",
    "Fingerstick glucose 132-198 mg/dL.",
    "MoCA 22/30, PHQ-9 score 4.",
]

RELATIONS_NL = ("echtgenote", "echtgenoot", "dochter", "zoon", "partner", "buurvrouw", "zus", "broer", "mantelzorger")
RELATIONS_EN = ("wife", "husband", "daughter", "son", "partner", "neighbor", "sister", "brother", "caregiver")
SPECIALISMS_NL = ("internist", "cardioloog", "longarts", "geriater", "chirurg", "neuroloog", "arts-assistent")
SPECIALISMS_EN = ("Internal Medicine", "Cardiology", "Pulmonology", "Geriatrics", "General Surgery", "Neurology")


def clinical_slots() -> dict:
    """Non-PII slots (entity None): the language decides the vocabulary."""
    def pick(nl, en):
        return lambda world: [(world.rng.choice(nl if world.language == "nl" else en), None)]

    def time(world: NoteWorld):
        return [(f"{world.rng.randint(8, 16)}{':' if world.language == 'en' else '.'}{world.rng.choice(['00', '15', '30', '45'])}", None)]

    return {
        "drug": pick(DRUGS, DRUGS),
        "dose": pick(DOSES, tuple(dose.replace(",", ".") for dose in DOSES)),
        "frequency": pick(FREQUENCIES_NL, FREQUENCIES_EN),
        "diagnosis": pick(DIAGNOSES_NL, DIAGNOSES_EN),
        "lab": pick(LABS, LABS_EN),
        "relation": pick(RELATIONS_NL, RELATIONS_EN),
        "specialism": pick(SPECIALISMS_NL, SPECIALISMS_EN),
        "room": lambda world: [(f"{world.rng.randint(1, 9)}{world.rng.choice('ABC')}{world.rng.randint(1, 30)}", None)],
        "time": time,
    }
