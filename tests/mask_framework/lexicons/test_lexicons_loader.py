"""The shipped lexicons and their loader (real files under mask_framework/resources/lexicons)."""
from __future__ import annotations

import gzip
import unicodedata

import pytest

from mask_framework.lexicons import (
    LEXICON_DIR,
    available_lexicons,
    lexicon_path,
    load_lexicon,
    load_lexicon_list,
)

REQUIRED = [
    "nl_first_names", "nl_surnames", "nl_surnames_with_prefix", "nl_interfixes", "nl_prefixes", "nl_streets",
    "nl_places", "nl_institutions", "nl_hospital_abbr", "nl_countries", "en_first_names", "en_surnames",
    "en_places", "en_hospitals", "en_companies", "professions_nl", "professions_en",
]


def test_every_required_lexicon_is_shipped():
    assert set(REQUIRED) <= set(available_lexicons())


@pytest.mark.parametrize("name, present, absent", [
    ("nl_first_names", ["Johannes", "Maria", "Sanne"], ["April", "A"]),       # DEDUCE exception, one letter
    ("nl_surnames", ["Jansen", "Visser", "Bakker"], ["Arts", "Bosch", "van den Berg"]),  # exceptions removed
    ("nl_surnames_with_prefix", ["van den Berg", "de Jong"], ["Jansen"]),
    ("nl_interfixes", ["van", "van der", "ter"], ["Jansen"]),
    ("nl_prefixes", ["dhr", "mevr", "dr", "prof."], ["van"]),
    ("nl_places", ["Amsterdam", "Utrecht", "Groningen"], ["Antwerpen"]),
    ("be_places", ["Antwerpen", "Gent"], []),
    ("nl_institutions", ["Albert Schweitzer Ziekenhuis", "'s Heeren Loo"], []),
    ("nl_hospital_abbr", ["UMCU", "LUMC", "AMC"], ["umcu"]),
    ("nl_countries", ["België", "Duitsland"], ["Belgium"]),
    ("en_first_names", ["Aaron", "Alice"], ["AARON"]),                        # title-cased
    # Faker's names of the world: no word ('Grace', 'Baby'), none that strips to one ('Åge'), five letters or more
    ("world_first_names", ["Cathal", "Tomasz", "Abdirahman", "Agness", "Rawiri"], ["Grace", "Baby", "Åge", "Eoin"]),
    ("en_us_state_abbr", ["MD", "CA", "Calif"], ["md"]),                        # abbreviations keep case
    ("en_surnames", ["Anderson", "O'Brien"], ["ANDERSON"]),
    ("en_places", ["Baltimore", "New York", "Afghanistan"], []),
    ("en_hospitals", ["Anne Arundel Medical Center"], []),
    ("en_companies", ["3M Company", "Abbott Laboratories"], []),
    ("professions_nl", ["verpleegkundige", "huisarts", "fysiotherapeut", "timmerman"], ["Verpleegkundige"]),
    ("professions_en", ["nurse", "carpenter", "physician", "social worker"], ["Nurse"]),
    # the longer lists hold trades and regional words, and no clinician: the CRFs keep the short ones
    ("professions_en_more", ["shearer", "wharfie", "steel fixer", "panelbeater", "horticulturalist", "grants officer"],
     ["nurse", "physician", "runner", "grip"]),
    ("professions_nl_more", ["stuwadoor", "fruitplukker", "tapijtweefster", "dierentuinverzorger"],
     ["verpleegkundige", "huisarts", "dichter", "molenaar"]),
])
def test_lexicon_content(name, present, absent):
    items = load_lexicon(name)
    for item in present:
        assert item in items, (name, item)
    for item in absent:
        assert item not in items, (name, item)


def test_professions_are_curated_at_scale():
    assert len(load_lexicon("professions_nl")) >= 300
    assert len(load_lexicon("professions_en")) >= 300


def test_load_lexicon_is_cached_and_frozen():
    first = load_lexicon("nl_interfixes")
    assert isinstance(first, frozenset)
    assert load_lexicon("nl_interfixes") is first


def test_load_lexicon_list_is_sorted_and_a_fresh_copy():
    names = load_lexicon_list("nl_hospital_abbr")
    assert names == sorted(names)
    assert names[0] == "AMC"
    names.clear()
    assert load_lexicon_list("nl_hospital_abbr")[0] == "AMC"
    assert set(load_lexicon_list("nl_hospital_abbr")) == load_lexicon("nl_hospital_abbr")


def test_gzipped_list_reads_like_plain():
    path = lexicon_path("nl_streets")
    assert path.name == "nl_streets.txt.gz"
    streets = load_lexicon("nl_streets")
    assert "Kalverstraat" in streets and "Dorpsstraat" in streets
    assert len(streets) > 100_000


@pytest.mark.parametrize("name", ["bogus", "", "../SOURCE", ".hidden"])
def test_unknown_lexicon_raises_key_error(name):
    with pytest.raises(KeyError):
        load_lexicon(name)


def test_files_are_sorted_deduplicated_nfc_and_small():
    total = 0
    for name in available_lexicons():
        path = lexicon_path(name)
        total += path.stat().st_size
        raw = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
        lines = raw.decode("utf-8").split("\n")
        assert lines[-1] == "", name                     # ends with a newline
        items = lines[:-1]
        assert items == sorted(set(items)), name         # sorted and unique
        assert all(item == item.strip() and item for item in items), name
        assert all(unicodedata.is_normalized("NFC", item) for item in items), name
    assert total < 8_000_000


def test_source_md_attributes_every_list():
    source = (LEXICON_DIR / "SOURCE.md").read_text(encoding="utf-8")
    for name in available_lexicons():
        assert f"`{name}`" in source
    for licence in ("LGPL-3.0", "MIT", "GPL-2.0", "ODC-By"):
        assert licence in source
    for licence_file in ("DEDUCE-LICENSE.md", "deidentify-LICENSE.txt", "GPL-2.0.txt", "LGPL-3.0.txt"):
        assert (LEXICON_DIR / "licenses" / licence_file).is_file()
