"""Which mentions in one document are the same person (or the same value), for numbered tags.

``Jan Jansen``, ``J. Jansen``, ``Jansen`` and ``Jan`` are one person: same surname when
both mentions have one, and a compatible first name or initial.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from mask_framework.masking.keyed import normalize_value
from mask_framework.masking.names import split_name
from mask_framework.masking.surrogates import SurrogatePools


@dataclass
class Person:
    number: int
    surname: str | None = None
    given: str | None = None
    initial: str | None = None
    values: set[str] = field(default_factory=set)


def _name_key(text: str, first_names: dict) -> tuple[str | None, str | None, str | None]:
    parts = split_name(text, first_names)
    surname = normalize_value(parts.surname_text()) or None
    given = normalize_value(parts.tokens[parts.given[0]].group()) if parts.given else None
    first = parts.given[:1] + parts.initials[:1]
    initial = normalize_value(parts.tokens[min(first)].group())[:1] if first else None
    return surname, given, initial


def _compatible(person: Person, surname: str | None, given: str | None, initial: str | None) -> bool:
    if surname and person.surname and surname != person.surname:
        return False
    if given and person.given and given != person.given:
        return False
    if initial and person.initial and initial != person.initial:
        return False
    if surname and person.surname:
        return True
    # No surname to compare on one side: a lone first name or initial must agree with what is known.
    return bool((given and person.given == given) or (not given and initial and person.initial == initial))


class MentionNumbering:
    def __init__(self, language: str) -> None:
        self.first_names = SurrogatePools(language).gender

    def number(self, people: list[Person], text: str, is_name: bool) -> int:
        """The number of ``text``'s person (or value) among ``people``, adding a new one when none matches."""
        value = normalize_value(text)
        for person in people:
            if value in person.values:
                return person.number
        if is_name:
            surname, given, initial = _name_key(text, self.first_names)
            for person in people:
                if _compatible(person, surname, given, initial):
                    person.surname = person.surname or surname
                    person.given = person.given or given
                    person.initial = person.initial or initial
                    person.values.add(value)
                    return person.number
            person = Person(len(people) + 1, surname, given, initial, {value})
        else:
            person = Person(len(people) + 1, values={value})
        people.append(person)
        return person.number
