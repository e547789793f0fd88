"""The canonical entity set, and MASK's older labels mapped onto it."""
from __future__ import annotations

CANONICAL = ("NAME", "DATE", "AGE", "PROFESSION", "LOCATION", "ORGANIZATION", "PHONE", "EMAIL", "URL", "ID")

ALIASES = {
    "PATIENT_NAME": "NAME", "DOCTOR_NAME": "NAME", "PERSON": "NAME", "PER": "NAME", "PATIENT": "NAME", "DOCTOR": "NAME",
    "ADDRESS": "LOCATION", "CITY": "LOCATION", "COUNTRY": "LOCATION", "POST_CODE": "LOCATION", "POSTCODE": "LOCATION",
    "ZIP": "LOCATION", "STREET": "LOCATION", "STATE": "LOCATION", "LOC": "LOCATION", "GPE": "LOCATION",
    "HOSPITAL": "ORGANIZATION", "ORG": "ORGANIZATION", "INSTITUTION": "ORGANIZATION",
    "PHONE_NUMBER": "PHONE", "FAX": "PHONE", "TELEPHONE": "PHONE",
    "WEB_ADDRESS": "URL", "EMAIL_ADDRESS": "EMAIL",
    "PATIENT_ID": "ID", "DOCTOR_ID": "ID", "MEDICALRECORD": "ID", "IDNUM": "ID", "BSN": "ID", "IBAN": "ID",
    "BIRTHDATE": "DATE", "JOB": "PROFESSION",
}


def canonical_entity(label: str) -> str | None:
    """The canonical kind of ``label`` (``PATIENT_NAME`` -> ``NAME``), or None when it is unknown."""
    upper = label.strip().upper()
    if upper in CANONICAL:
        return upper
    return ALIASES.get(upper)
