"""All pattern families, selected per language, compiled into one recogniser."""
from __future__ import annotations

from typing import Iterable

from mask_framework.patterns import (ages, bare_codes, dates, dates_in_document, dates_ordinal, dates_other_languages,
                                     dates_partial,
                                     day_ranges, dutch_number_labels, handles_and_plates, id_layouts, ids,
                                     insurer_numbers, names, phones, postcodes, roads, spoken, tables, web)
from mask_framework.patterns.spec import CompiledPattern, PatternSpec, resolve_overlaps

FAMILIES: dict[str, tuple[PatternSpec, ...]] = {
    "phones": phones.PATTERNS,
    "web": web.PATTERNS,
    "ids": ids.PATTERNS + id_layouts.PATTERNS + insurer_numbers.PATTERNS + dutch_number_labels.PATTERNS
    + handles_and_plates.PATTERNS + bare_codes.PATTERNS + tables.ID_PATTERNS,
    "dates": dates.PATTERNS + dates_partial.PATTERNS + dates_in_document.PATTERNS + day_ranges.PATTERNS
    + tables.DATE_PATTERNS + dates_other_languages.PATTERNS + dates_ordinal.PATTERNS,
    "ages": ages.PATTERNS + tables.PATTERNS,
    "postcodes": postcodes.PATTERNS + roads.PATTERNS,
    "jobs": tables.JOB_PATTERNS,
    # numbers, dates and names said aloud: raw dictation and call transcripts
    "spoken": spoken.PATTERNS,
    # a clinician's initials and surname before a credential ('G. Wellington, MD'), a maiden name after 'née'
    "names": names.PATTERNS,
}
ALL_LANGUAGES = ("all", "*")


def base_language(language: str) -> str:
    """'nl-BE', 'nl_NL' -> 'nl'."""
    return language.replace("_", "-").split("-")[0].lower()


def pattern_specs(language: str, families: Iterable[str] | None = None,
                  exclude: Iterable[str] = ()) -> list[PatternSpec]:
    """The patterns for ``language`` ('en', 'nl', 'nl-BE', or 'all'), optionally limited to some families."""
    chosen = list(FAMILIES) if families is None else list(families)
    unknown_families = [family for family in chosen if family not in FAMILIES]
    if unknown_families:
        raise ValueError(f"unknown pattern families {unknown_families}; known: {sorted(FAMILIES)}")
    all_names = {spec.name for specs in FAMILIES.values() for spec in specs}
    excluded = set(exclude)
    unknown_names = sorted(excluded - all_names)
    if unknown_names:
        raise ValueError(f"unknown pattern names {unknown_names}")
    language = base_language(language)
    return [spec for family in chosen for spec in FAMILIES[family]
            if spec.name not in excluded and (language in ALL_LANGUAGES or language in spec.languages)]


class PatternRecognizer:
    """Compiled patterns for one language; ``find`` returns resolved ``(entity, start, end)`` tuples."""

    def __init__(self, language: str, families: Iterable[str] | None = None, exclude: Iterable[str] = (),
                 entities: Iterable[str] | None = None) -> None:
        specs = pattern_specs(language, families, exclude)
        if entities is not None:
            wanted = set(entities)
            specs = [spec for spec in specs if spec.entity in wanted]
        self.patterns = [CompiledPattern.compile(spec) for spec in specs]

    def find_all(self, text: str) -> list[tuple[str, int, int, str]]:
        """Every validated match before overlap resolution, with its pattern name (for tests and debugging)."""
        return [(entity, start, end, pattern.spec.name)
                for pattern in self.patterns for entity, start, end in pattern.finditer(text)]

    def find(self, text: str) -> list[tuple[str, int, int]]:
        if not text:
            return []
        found = [(entity, start, end, pattern.spec.priority)
                 for pattern in self.patterns for entity, start, end in pattern.finditer(text)]
        return resolve_overlaps(found)
