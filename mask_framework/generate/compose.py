"""Compose one note from templates and slots, tracking exact PII offsets."""
from __future__ import annotations

import random
import re

from faker import Faker

from mask_framework.generate import templates_en, templates_nl
from mask_framework.generate.clinical import CLINICAL_EN, CLINICAL_NL, clinical_slots
from mask_framework.generate.persona import NoteWorld, make_world
from mask_framework.generate.slots import SLOTS, Segments
from mask_framework.spans import Span

SLOT_PATTERN = re.compile(r"\{(\w+)\}")
FAKER_LOCALES = {"en": ("en_US",), "nl": ("nl_NL", "nl_BE")}
SECTION_HEADINGS = {
    "nl": ["Anamnese", "Voorgeschiedenis", "Lichamelijk onderzoek", "Aanvullend onderzoek", "Conclusie", "Beleid",
           "Sociale anamnese", "Beloop"],
    "en": ["History of present illness", "Past medical history", "Physical exam", "Studies", "Assessment", "Plan",
           "Social history", "Hospital course"],
}


def all_slots() -> dict:
    slots = dict(SLOTS)
    slots.update(clinical_slots())
    slots["doctor2_plain"] = lambda world: [(world.rng.choice(world.clinicians[1].name_variants(world.language)[:4]),
                                             "NAME")]
    return slots


def render(template: str, world: NoteWorld, slots: dict) -> Segments:
    segments: Segments = []
    position = 0
    for match in SLOT_PATTERN.finditer(template):
        segments.append((template[position:match.start()], None))
        segments.extend(slots[match.group(1)](world))
        position = match.end()
    segments.append((template[position:], None))
    return segments


def choose_sentences(world: NoteWorld) -> list[str]:
    """Title, header, then a shuffled body of PII and clinical sentences under section headings."""
    rng, language = world.rng, world.language
    module = templates_nl if language == "nl" else templates_en
    clinical = CLINICAL_NL if language == "nl" else CLINICAL_EN
    note_type = module.NOTE_TYPES[rng.choice(sorted(module.NOTE_TYPES))]
    lines = [rng.choice(note_type["title"]), ""]
    lines += rng.sample(note_type["header"], k=rng.randint(1, min(2, len(note_type["header"]))))
    body = rng.sample(module.PII_SENTENCES, k=rng.randint(4, 9)) + rng.sample(clinical, k=rng.randint(4, 8))
    rng.shuffle(body)
    headings = rng.sample(SECTION_HEADINGS[language], k=3)
    chunks = [body[i::3] for i in range(3)]
    for heading, chunk in zip(headings, chunks):
        lines += ["", f"{heading}:"] + [" ".join(chunk[j:j + 2]) for j in range(0, len(chunk), 2)]
    return lines


def compose_note(world: NoteWorld, slots: dict | None = None) -> tuple[str, list[Span]]:
    slots = slots or all_slots()
    pieces: list[str] = []
    spans: list[Span] = []
    length = 0
    for line_index, line in enumerate(choose_sentences(world)):
        if line_index:
            pieces.append("\n")
            length += 1
        for text, entity in render(line, world, slots):
            if entity is not None and text:
                spans.append(Span(length, length + len(text), entity))
            pieces.append(text)
            length += len(text)
    return "".join(pieces) + "\n", spans


def make_fakers(language: str) -> dict[str, Faker]:
    return {locale: Faker(locale) for locale in FAKER_LOCALES[language]}


def generate_note(language: str, note_seed: int, fakers: dict[str, Faker]) -> tuple[str, list[Span]]:
    """One note, fully determined by ``note_seed`` (Faker instances are reseeded with it)."""
    rng = random.Random(note_seed)
    for offset, faker in enumerate(fakers[locale] for locale in sorted(fakers)):
        faker.seed_instance(note_seed + offset)
    world = make_world(rng, {"en_US": fakers.get("en_US"), "nl_NL": fakers.get("nl_NL"),
                             "nl_BE": fakers.get("nl_BE")}, language)
    return compose_note(world)
