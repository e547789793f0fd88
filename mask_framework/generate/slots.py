"""Slot renderers: each turns a ``{slot}`` of a template into text segments.

A segment is ``(text, entity)``; ``entity`` is None for plain text. Titles and units
stay outside the PII span: 'dhr. [NAME]', '[AGE] jaar', 'Dr. [NAME]'.
"""
from __future__ import annotations

import datetime
from typing import Callable

from mask_framework.generate import values
from mask_framework.generate.persona import NoteWorld, Person, lexicon

Segments = list[tuple[str, str | None]]


def _name(world: NoteWorld, person: Person, clinician: bool, titled: float = 0.6) -> Segments:
    rng = world.rng
    name = rng.choice(person.name_variants(world.language))
    title = person.title(rng, world.language, clinician) if rng.random() < titled else ""
    return ([(title + " ", None)] if title else []) + [(name, "NAME")]


def _date(world: NoteWorld, date: datetime.date, with_year: bool = True) -> Segments:
    formatter = values.format_date_nl if world.language == "nl" else values.format_date_en
    return [(formatter(world.rng, date, with_year), "DATE")]


def _recent(world: NoteWorld) -> datetime.date:
    return world.visit + datetime.timedelta(days=world.rng.randint(-400, 60))


def _age(world: NoteWorld) -> Segments:
    rng, age = world.rng, str(world.age)
    if world.language == "nl":
        before, after = rng.choice([("", " jaar"), ("", "-jarige"), ("", "jr"), ("ca. ", " jaar oud"), ("", " jaar oud"),
                                    ("", " jr."), ("leeftijd ", " jaar")])
    else:
        before, after = rng.choice([("", "-year-old"), ("aged ", ""), ("", " y/o"), ("", " years old"), ("age ", ""),
                                    ("", "-yr-old"), ("", " yo")])
    return [(before, None), (age, "AGE"), (after, None)]


def _phone(world: NoteWorld) -> Segments:
    make = {"nl": values.phone_nl, "be": values.phone_be, "us": values.phone_us}[world.region]
    return [(make(world.rng), "PHONE")]


def _email(world: NoteWorld) -> Segments:
    person, rng = world.patient, world.rng
    local = rng.choice([f"{person.first[0]}.{person.surname}", f"{person.first}.{person.surname}",
                        f"{person.first}{rng.randint(1950, 2005)}", f"{person.surname}_{person.first}"])
    local = "".join(char for char in local.lower() if char.isalnum() or char in "._")
    domain = world.faker.free_email_domain() if rng.random() < 0.7 else world.faker.domain_name()
    return [(f"{local}@{domain}", "EMAIL")]


def _url(world: NoteWorld) -> Segments:
    rng, faker = world.rng, world.faker
    domain = faker.domain_name()
    return [(rng.choice([f"https://www.{domain}/{faker.uri_path()}", f"www.{domain}", domain, f"http://{domain}",
                         f"https://{domain}/portaal", f"{rng.randint(10, 192)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"]),
             "URL")]


def _national_id(world: NoteWorld) -> Segments:
    rng = world.rng
    if world.region == "nl":
        number = values.bsn(rng)
        return [(rng.choice([number, f"{number[:4]}.{number[4:6]}.{number[6:]}"]), "ID")]
    if world.region == "be":
        return [(values.rijksregisternummer(rng, world.birth), "ID")]
    return [(world.faker.ssn(), "ID")]


def _mrn(world: NoteWorld) -> Segments:
    rng = world.rng
    return [(rng.choice([values.record_code(rng), str(rng.randint(1_000_000, 99_999_999))]), "ID")]


def _iban(world: NoteWorld) -> Segments:
    if world.region == "us":
        return [(values.luhn_complete(world.rng, world.rng.choice(["4", "51", "37"]), 16), "ID")]
    iban = world.faker.iban()
    if world.rng.random() < 0.5:
        iban = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return [(iban, "ID")]


def _address(world: NoteWorld) -> Segments:
    address = world.address
    if world.region == "us":
        city, state = address.city.split(", ")
        return [(address.street, "LOCATION"), (", ", None), (city, "LOCATION"), (", ", None), (state, "LOCATION"),
                (" ", None), (address.postcode, "LOCATION")]
    return [(address.street, "LOCATION"), (", ", None), (address.postcode, "LOCATION"), (" ", None),
            (address.city, "LOCATION")]


def _city(world: NoteWorld) -> Segments:
    return [(world.address.city.split(", ")[0], "LOCATION")]


def _profession(world: NoteWorld) -> Segments:
    return [(world.rng.choice(lexicon("professions_nl" if world.language == "nl" else "professions_en")), "PROFESSION")]


def _year(world: NoteWorld) -> Segments:
    return [(str(world.rng.randint(max(world.birth.year + 1, 1950), world.visit.year)), "DATE")]


def _past(world: NoteWorld) -> datetime.date:
    return world.visit - datetime.timedelta(days=world.rng.randint(30, 3000))


SLOTS: dict[str, Callable[[NoteWorld], Segments]] = {
    "patient": lambda w: _name(w, w.patient, clinician=False),
    "patient_titled": lambda w: _name(w, w.patient, clinician=False, titled=1.0),
    "doctor": lambda w: _name(w, w.clinicians[0], clinician=True, titled=0.8),
    "doctor2": lambda w: _name(w, w.clinicians[1], clinician=True, titled=0.8),
    "nurse": lambda w: _name(w, w.clinicians[2], clinician=False, titled=0.2),
    "relative": lambda w: _name(w, w.relative, clinician=False, titled=0.3),
    "relative_first": lambda w: [(w.relative.first, "NAME")],
    "age": _age,
    "age_number": lambda w: [(str(w.age), "AGE")],
    "birthdate": lambda w: _date(w, w.birth),
    "date": lambda w: _date(w, w.visit),
    "date2": lambda w: _date(w, _recent(w)),
    "past_date": lambda w: _date(w, _past(w)),
    "date_noyear": lambda w: _date(w, _recent(w), with_year=False),
    "month_year": lambda w: [(values.format_month_year(w.rng, _past(w), w.language), "DATE")],
    "year": _year,
    "phone": _phone,
    "email": _email,
    "url": _url,
    "national_id": _national_id,
    "mrn": _mrn,
    "iban": _iban,
    "address": _address,
    "street": lambda w: [(w.address.street, "LOCATION")],
    "city": _city,
    "hospital": lambda w: [(w.hospital, "ORGANIZATION")],
    "institution": lambda w: [(w.institution, "ORGANIZATION")],
    "company": lambda w: [(w.company, "ORGANIZATION")],
    "profession": _profession,
}
