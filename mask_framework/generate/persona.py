"""The people and places of one generated note, drawn from the shipped lexicons and Faker.

A note keeps one patient (name, sex, birth date, address, phone, identifiers) and a few
clinicians, so the same person is mentioned in several forms, as in real notes.
"""
from __future__ import annotations

import datetime
import random
from dataclasses import dataclass, field
from functools import lru_cache

from faker import Faker

from mask_framework.generate import values
from mask_framework.lexicons import load_lexicon_list


@lru_cache(maxsize=None)
def lexicon(name: str) -> tuple[str, ...]:
    return tuple(load_lexicon_list(name))


@dataclass
class Person:
    first: str
    surname: str
    female: bool
    middle: str = ""

    def initials(self) -> str:
        letters = [self.first[0]] + ([self.middle[0]] if self.middle else [])
        return "".join(f"{letter.upper()}." for letter in letters)

    def name_variants(self, language: str) -> list[str]:
        full = f"{self.first} {self.surname}"
        variants = [full, full, f"{self.initials()} {self.surname}", f"{self.first[0]}. {self.surname}", self.surname,
                    full.lower(), f"{self.surname}, {self.first}", f"{self.surname.upper()}, {self.initials()}"]
        if self.middle:
            variants.append(f"{self.first} {self.middle} {self.surname}")
        return variants

    def title(self, rng: random.Random, language: str, clinician: bool) -> str:
        if clinician:
            return rng.choice(["dr.", "Dr.", "dr", "drs.", "prof. dr.", "collega", ""] if language == "nl"
                              else ["Dr.", "Dr", "dr.", ""])
        if language == "nl":
            return rng.choice(["dhr.", "de heer", "dhr", "Dhr."] if not self.female else ["mevr.", "mw.", "mevrouw", "Mevr."])
        return rng.choice(["Mr.", "Mr"] if not self.female else ["Mrs.", "Ms.", "Ms"])


@dataclass
class Address:
    street: str
    postcode: str
    city: str


@dataclass
class NoteWorld:
    """Everything one note may mention."""
    language: str
    region: str                      # 'nl', 'be' or 'us'
    rng: random.Random
    faker: Faker
    patient: Person
    birth: datetime.date
    visit: datetime.date
    address: Address
    clinicians: list[Person] = field(default_factory=list)
    relative: Person | None = None
    hospital: str = ""
    institution: str = ""
    company: str = ""

    @property
    def age(self) -> int:
        years = self.visit.year - self.birth.year
        return years - ((self.visit.month, self.visit.day) < (self.birth.month, self.birth.day))


def _dutch_surname(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(lexicon("nl_surnames_with_prefix"))
    return rng.choice(lexicon("nl_surnames"))


def make_person(rng: random.Random, faker: Faker, region: str, female: bool | None = None) -> Person:
    female = rng.random() < 0.5 if female is None else female
    if region == "us":
        first = faker.first_name_female() if female else faker.first_name_male()
        if rng.random() < 0.4:
            first = rng.choice(lexicon("en_first_names"))
        surname = faker.last_name() if rng.random() < 0.6 else rng.choice(lexicon("en_surnames"))
        middle = faker.first_name() if rng.random() < 0.2 else ""
        return Person(first, surname, female, middle)
    if region == "be":
        first = faker.first_name_female() if female else faker.first_name_male()
        surname = faker.last_name() if rng.random() < 0.6 else _dutch_surname(rng)
        return Person(first, surname, female)
    names = lexicon("nl_first_names_female" if female else "nl_first_names_male")
    first = rng.choice(names)
    middle = rng.choice(names) if rng.random() < 0.2 else ""
    return Person(first, _dutch_surname(rng), female, middle)


def make_address(rng: random.Random, faker: Faker, region: str) -> Address:
    number = str(rng.randint(1, 250)) + rng.choice(["", "", "", "a", "b", " A", "-2"])
    if region == "nl":
        return Address(f"{rng.choice(lexicon('nl_streets'))} {number}", values.nl_postcode(rng),
                       rng.choice(lexicon("nl_places")))
    if region == "be":
        return Address(f"{faker.street_name()} {number}", faker.postcode(), rng.choice(lexicon("be_places")))
    return Address(faker.street_address(), faker.zipcode(), f"{faker.city()}, {faker.state_abbr()}")


def make_world(rng: random.Random, fakers: dict[str, Faker], language: str) -> NoteWorld:
    region = "us" if language == "en" else rng.choice(["nl", "nl", "be"])
    faker = fakers[{"us": "en_US", "nl": "nl_NL", "be": "nl_BE"}[region]]
    visit = values.random_date(rng, 2005, 2024)
    birth = values.random_date(rng, visit.year - 95, visit.year - 1)
    world = NoteWorld(language=language, region=region, rng=rng, faker=faker,
                      patient=make_person(rng, faker, region), birth=birth, visit=visit,
                      address=make_address(rng, faker, region))
    world.clinicians = [make_person(rng, faker, region) for _ in range(3)]
    world.relative = make_person(rng, faker, region)
    if region == "us":
        world.hospital = rng.choice(lexicon("en_hospitals")) if rng.random() < 0.5 else \
            f"{faker.city()} {rng.choice(['General Hospital', 'Medical Center', 'Memorial Hospital', 'Clinic'])}"
        world.institution = f"{faker.last_name()} {rng.choice(['Nursing Home', 'Rehabilitation Center', 'Hospice'])}"
        world.company = rng.choice(lexicon("en_companies")) if rng.random() < 0.5 else faker.company()
    else:
        world.hospital = rng.choice(lexicon("nl_hospitals")) if region == "nl" else \
            f"{rng.choice(['AZ', 'UZ', 'ZNA', 'AZ Sint-'])}{'' if rng.random() < 0.5 else ''} {faker.city()}".replace("Sint- ", "Sint-")
        world.institution = rng.choice(lexicon("nl_institutions"))
        world.company = faker.company()
    return world
